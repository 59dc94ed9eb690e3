## Explanations and hints of mined puzzles. `shashki puzzles mine` builds them from the
## solution line and writes them into the puzzle files, where a teacher can read and edit
## them; the trainer shows what the file says. An explanation is one sentence about the key
## move and often a second one about what follows.
## Placeholders used throughout: $side is the opponent (white or black); $piece, $taker_piece
## are man or king; squares ($square, $taker, $striker, ...) and moves ($key, $reply, $moves)
## are written in the variant's notation (c3, c3-d4, e3:c5:e7; 23, 32-28); $moves is a few
## moves in a row, separated by spaces; $count is how many pieces a capture takes.

# How many pieces are taken ($count), as in "takes two pieces". Used inside other messages.
explain-count = { $count ->
        [1] one piece
        [2] two pieces
        [3] three pieces
        [4] four pieces
        [5] five pieces
        [6] six pieces
       *[other] { $count } pieces
    }

## The first sentence: what the key move does.

# The key move puts your $piece on $square, where only the opponent's piece on $taker can take
# it, and it must (capturing is compulsory).
explain-give = Give up the { $piece ->
        [king] king
       *[man] man
    } on { $square }: the { $side ->
        [white] white
       *[black] black
    } { $taker_piece ->
        [king] king
       *[man] man
    } on { $taker } must take it.
# As explain-give, but more than one of the opponent's pieces could take it.
explain-give-any = Give up the { $piece ->
        [king] king
       *[man] man
    } on { $square }: { $side ->
        [white] White
       *[black] Black
    } must take it.
# The key move $key makes the opponent's piece on $taker take your $piece on $captured (not
# the piece that moved).
explain-offer = Play { $key }: now the { $side ->
        [white] white
       *[black] black
    } { $taker_piece ->
        [king] king
       *[man] man
    } on { $taker } must take your { $piece ->
        [king] king
       *[man] man
    } on { $captured }.
# The opponent's piece on $taker could already take your $piece on $captured; the key move $key
# does not save it, on purpose.
explain-let = Play { $key } and let the { $side ->
        [white] white
       *[black] black
    } { $taker_piece ->
        [king] king
       *[man] man
    } on { $taker } take your { $piece ->
        [king] king
       *[man] man
    } on { $captured }.
# A quiet key move $key, the opponent's reply $reply, then your $piece given on $square, which
# the opponent's piece on $taker must take.
explain-prepare = First the quiet move { $key }; after { $reply }, give up the { $piece ->
        [king] king
       *[man] man
    } on { $square }: the { $side ->
        [white] white
       *[black] black
    } { $taker_piece ->
        [king] king
       *[man] man
    } on { $taker } must take it.
# The key move $key is the only one of several captures that reaches the goal: $goal is win,
# As explain-prepare, but more than one of the opponent's pieces could take the $piece on
# $square.
explain-prepare-any = First the quiet move { $key }; after { $reply }, give up the { $piece ->
        [king] king
       *[man] man
    } on { $square }: { $side ->
        [white] White
       *[black] Black
    } must take it.
# The capture $key is the only one that reaches the goal; $goal is win, promote, man-or-king,
# draw or material ($count pieces more).
explain-take = Take with { $key }: of all the captures, only this one { $goal ->
        [win] wins the game
        [promote] gets you a king
        [man-or-king] wins a piece or gets you a king
        [draw] saves the game
       *[material] wins { explain-count }
    }.
# The quiet key move $key threatens to take the opponent's pieces on $first and on $second.
explain-double = { $key } threatens two captures at once: the { $side ->
        [white] white
       *[black] black
    } pieces on { $first } and { $second }.
# After the quiet key move $key every move the opponent has gives a piece away.
explain-squeeze = After { $key }, { $side ->
        [white] White
       *[black] Black
    } has only bad moves: each of them gives you a piece.
# A quiet key move whose point the next sentence tells.
explain-quiet = Start with the quiet move { $key }.

## The second sentence: what follows.

# Your $piece on $striker takes $count pieces. $crown: none; end (the capture ends on the king
# row and the man becomes a king); mid (Russian rules: the man becomes a king on $square during
# the capture and goes on capturing as a king).
explain-strike = Then your { $piece ->
        [king] king
       *[man] man
    } on { $striker } takes { explain-count }{ $crown ->
        [end] {" "}and becomes a king.
        [mid] , becoming a king on { $square } on the way.
       *[none] .
    }
# As explain-strike, after the moves $moves.
explain-strike-after = After { $moves }, your { $piece ->
        [king] king
       *[man] man
    } on { $striker } takes { explain-count }{ $crown ->
        [end] {" "}and becomes a king.
        [mid] , becoming a king on { $square } on the way.
       *[none] .
    }
# As explain-strike, after you have given $more more pieces, each taken by the opponent, on the
# squares $given (one square, or several separated by commas).
explain-strike-more = Give up { $more ->
        [1] one more piece on { $given }
       *[other] { $more } more pieces, on { $given }
    }, and then your { $piece ->
        [king] king
       *[man] man
    } on { $striker } takes { explain-count }{ $crown ->
        [end] {" "}and becomes a king.
        [mid] , becoming a king on { $square } on the way.
       *[none] .
    }
# Your man on $from reaches the king row on $square, and the opponent cannot take the new king.
explain-crown = Then your man on { $from } breaks through to a king on { $square }, and { $side ->
        [white] White
       *[black] Black
    } cannot catch it.
# As explain-crown, after the moves $moves.
explain-crown-after = After { $moves }, your man on { $from } breaks through to a king on { $square }, and { $side ->
        [white] White
       *[black] Black
    } cannot catch it.
# Your $piece on $striker takes the opponent's king on $square.
explain-king = Then your { $piece ->
        [king] king
       *[man] man
    } on { $striker } takes the { $side ->
        [white] white
       *[black] black
    } king on { $square }.
# As explain-king, after the moves $moves.
explain-king-after = After { $moves }, your { $piece ->
        [king] king
       *[man] man
    } on { $striker } takes the { $side ->
        [white] white
       *[black] black
    } king on { $square }.
# The Turkish strike: the opponent's piece that took (named in the first sentence; a
# $taker_piece) has to stop on $square, and you take it there.
explain-turkish = It has to stop on { $square }, because the pieces it takes stay on the board until its move is over, and there you take it.
# After explain-double: the opponent can stop only one of the two captures.
explain-double-then = { $side ->
        [white] White
       *[black] Black
    } can save only one of them.
# The opponent still has pieces but no move: you win.
explain-blocked = In the end { $side ->
        [white] White
       *[black] Black
    } has no move left, and you win.
# The opponent has no pieces left: you win.
explain-wiped = In the end { $side ->
        [white] White
       *[black] Black
    } has no pieces left, and you win.

## Hints: they point at the idea, never at the move.

hint-give = Which { $side ->
        [white] white
       *[black] black
    } piece must capture if you offer it something, and where does it land?
# Your $piece on $square is the one that strikes.
hint-striker = Your { $piece ->
        [king] king
       *[man] man
    } on { $square } could take several pieces if its road were open.
hint-double = Look for a quiet move that threatens two captures at once.
# The opponent's pieces on $first and $second are the ones threatened.
hint-targets = Look at the { $side ->
        [white] white
       *[black] black
    } pieces on { $first } and { $second }.
hint-squeeze = There is nothing to take yet: find a move that leaves { $side ->
        [white] White
       *[black] Black
    } only bad moves.
hint-crown = Which of your men can reach the king row? Clear its road.
# Your man on $square is the one that crowns.
hint-runner = Your man on { $square } can become a king.
hint-count = Several captures are possible: count what each one wins, and what { $side ->
        [white] White
       *[black] Black
    } takes back.
hint-turkish = Remember: the pieces a capture takes stay on the board until the move is over.
hint-crowning = A man that reaches the last row during a capture becomes a king at once and goes on capturing.
hint-king = The { $side ->
        [white] white
       *[black] black
    } king has few safe squares: can you make it land where you can take it?
hint-lock = Can you leave { $side ->
        [white] White
       *[black] Black
    } without a move?
hint-wipe = Can you take every { $side ->
        [white] white
       *[black] black
    } piece?
hint-prepare = The shot is not ready yet: one quiet move comes first.
hint-let = You need not save every piece: what happens if { $side ->
        [white] White
       *[black] Black
    } takes?
