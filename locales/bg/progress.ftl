## Saving and loading progress: what went wrong and what was kept.
