## Explanations and hints of mined giveaway (поддавки) puzzles, where the solver wins by being
## left without a move. `shashki puzzles mine --variant giveaway` writes them into the puzzle
## files. $side is the opponent (white or black), who has to take; squares ($square,
## $squares) and moves ($key, $moves) are in the variant's notation; $squares is a list of
## squares separated by commas and $moves a few moves separated by spaces.

# The key move gives the $piece (man or king) on $square; the opponent must take it.
giveaway-explain-give = Give the { $piece ->
        [king] king
       *[man] man
    } on { $square }: { $side ->
        [white] White
       *[black] Black
    } must take it.
# After the quiet key move $key the opponent must take $count of the solver's pieces, on
# $squares (a list, when more than one) and $last, though not the one that moved.
giveaway-explain-offer = After { $key }, { $side ->
        [white] White
       *[black] Black
    } must take { $count ->
        [one] your piece on { $last }
       *[other] your pieces on { $squares } and { $last }
    }.
# The key move $key is the right one of several captures.
giveaway-explain-take = Take with { $key }: of all the captures, only this one lets you give everything away.
# The quiet key move $key gives nothing yet; the opponent has to move.
giveaway-explain-wait = First the quiet move { $key }: you wait, and { $side ->
        [white] White
       *[black] Black
    } has to move.
# After the first move, $count more pieces are given: on $squares (a list, when more than
# one) and on $last.
giveaway-explain-more = Then give { $count ->
        [one] the piece on { $last }
       *[other] the pieces on { $squares } and { $last }
    }.
# The rest of the line, when it is not only gifts.
giveaway-explain-then = Then: { $moves }.
giveaway-explain-empty = You have no pieces left: you win!
# The solver's one piece left, on $square, cannot move.
giveaway-explain-blocked = Your last piece, on { $square }, is blocked: you have no move, and you win!
giveaway-explain-blocked-all = Your pieces are all blocked: you have no move, and you win!
giveaway-hint-give = Captures are compulsory: put a piece where { $side ->
        [white] White
       *[black] Black
    } must take it.
giveaway-hint-take = You must capture, but you may choose: which capture helps you give more away?
giveaway-hint-wait = Do not give a piece at once: first a quiet move, and let { $side ->
        [white] White
       *[black] Black
    } move.
giveaway-hint-block = You do not have to give every piece: a piece that cannot move is just as good.
giveaway-hint-order = Think which piece to give first, so that the next one can follow.
