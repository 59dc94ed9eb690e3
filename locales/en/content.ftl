## Lesson and puzzle files: the words a learner reads about them. (The problems `shashki check`
## finds in the files are for their authors and stay in English.)

# The names of puzzle themes, shown in the puzzle menu and in a puzzle's description
# (Russian lower-cases the first letter inside a sentence). Each theme needs its own name.
content-theme-capture-choice = Choosing the capture
content-theme-quiet-move = Quiet move
content-theme-shot = Shot
content-theme-sacrifice = Sacrifice
content-theme-turkish-strike = Turkish strike
content-theme-promotion-during-capture = Crowning during a capture
content-theme-king-capture = Capture with a king
content-theme-breakthrough = Breakthrough
content-theme-opening-trap = Opening trap
content-theme-endgame = Endgame
content-theme-blocking = Lock
content-theme-multi-capture = Multiple capture
content-theme-majority-capture = Majority capture
