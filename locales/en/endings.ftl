## Endgame puzzles with kings only (shashki puzzles endings): their titles, hints and
## explanations, written into the collection file.

ending-collection-title = Endings with kings
# $mv: the one move that saves the game (a king move onto the Big Road a1-h8).
ending-explain-big-road = Only { $mv } saves the game: a lone king on the Big Road cannot be caught in five moves, and then the game is a draw.
# $mv: the one move that keeps the lone king safe from two kings.
ending-explain-two-kings = { $mv } takes your king out of the two kings' reach: they cannot catch it in five moves, so the game is a draw.
# $mv: the first move of the hunt; $moves: how many moves of the solver's it takes; $square:
# where the lone king is taken.
ending-explain-catch = After { $mv } the lone king has no way out: { $moves ->
        [one] at once
       *[other] within { $moves } moves
    } it is taken on { $square }.
ending-hint-big-road = Which long diagonal can three kings never take from a lone king?
ending-hint-two-kings = Find a square where the two kings cannot trap your king.
ending-hint-catch = After your move the lone king must have no safe square left.
