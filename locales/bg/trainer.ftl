## Lessons, puzzles, quizzes, play and worksheets (the trainer).
