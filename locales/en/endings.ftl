## Endgame puzzles with kings only (shashki puzzles endings): their titles, hints and
## explanations, written into the collection file.

ending-collection-title = Endings with kings
# $mv: the one move that saves the game; $square: where it puts the lone king, on the Big Road.
ending-explain-big-road = Only { $mv } saves the game: your king goes to { $square }, on the Big Road from a1 to h8. Three kings cannot catch it there, and after five moves it is a draw.
# $mv: the one move that saves the game; $square: where it puts the lone king.
ending-explain-two-kings = Only { $mv } saves the game: on { $square } neither king can attack yours. Two kings cannot catch a king that keeps away, and after five moves it is a draw.
# $mv: the first move of the hunt; $moves: how many moves of the kings it takes; $square:
# where the lone king is taken.
ending-explain-catch = After { $mv } the lone king has no way out: { $moves ->
        [one] at once
       *[other] in { $moves } moves
    } it is taken on { $square }. After any other move it gets away.
# $mv: the first move of the hunt (three kings); $moves: how many moves of the kings it
# takes; $square: where the lone king is taken.
ending-explain-catch-road = { $mv } keeps the lone king off the Big Road from a1 to h8, so it has no way out: { $moves ->
        [one] at once
       *[other] in { $moves } moves
    } it is taken on { $square }.
ending-hint-big-road = Three kings cannot catch a lone king on one long diagonal. Which one?
ending-hint-big-road-2 = The Big Road goes from a1 to h8. Can your king get there safely?
ending-hint-two-kings = Look at every square where your king could go. Can a king attack it there?
ending-hint-two-kings-2 = Find the only square where neither king can attack your king.
ending-hint-catch = Where can the lone king run to after your move?
ending-hint-catch-2 = Find the move that leaves the lone king only squares where it is taken.
ending-hint-catch-road = Where does the lone king want to go? Three kings cannot catch it there.
ending-hint-catch-road-2 = Do not let the lone king reach the Big Road from a1 to h8.
