## Lesson and puzzle files: what went wrong reading them.
