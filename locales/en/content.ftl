## Lesson and puzzle files: the words a learner reads about them. (The problems `shashki check`
## finds in the files are for their authors and stay in English.)

# The names of puzzle themes, shown in the puzzle menu and in a puzzle's description
# (Russian lower-cases the first letter inside a sentence). Each theme needs its own name.
content-theme-shot = Shot
content-theme-sacrifice = Sacrifice
content-theme-breakthrough = Breakthrough to a king
content-theme-lock = Lock
content-theme-double-strike = Double strike
content-theme-turkish-strike = Turkish strike
content-theme-crowning-capture = Crowning during a capture
content-theme-king-hunt = Catching a king
content-theme-endgame = Endgame technique
content-theme-hold-draw = Hold the draw
content-theme-opening-trap = Opening trap
content-theme-capture-choice = Which capture?
content-theme-giveaway = Giveaway

# The titles of the puzzle collections `shashki puzzles mine` writes, one for each variant.
content-mined-title-russian = Russian puzzles
content-mined-title-brazilian = Brazilian puzzles
content-mined-title-international = International puzzles
content-mined-title-english = Checkers puzzles
content-mined-title-giveaway = Giveaway puzzles
content-mined-title-giveaway-international = International giveaway puzzles
