## The game review: a mark for each move, the better move and one sentence why.

# The mark of a move; $mark is good, inaccuracy, mistake or blunder.
game-review-mark = { $mark ->
        [inaccuracy] inaccuracy
        [mistake] mistake
        [blunder] blunder
       *[good] good
    }
# $mv is the move the computer would have played, in notation.
game-review-better = better: { $mv }
# One line per side: $side is white or black; the others count that side's moves by mark.
game-review-summary = { $side ->
        [white] White
       *[black] Black
    }: { $good } good, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }

## Why a move got its mark. $played is the move played and $best the better move, in
## notation; $side is the other side (white or black); $count is a number of pieces.

game-review-why-only = It was the only move.
game-review-why-good = A good move.
# $reply is the other side's capture.
game-review-why-reply-takes = After { $played } { $side ->
        [white] White
       *[black] Black
    } could take { $count ->
        [one] a piece
       *[other] { $count } pieces
    } with { $reply }.
# $give is a move that gives a piece away; $take the capture that follows the forced capture.
game-review-why-shot = After { $played } { $side ->
        [white] White
       *[black] Black
    } had a shot: { $give }, and after the capture { $take } takes { $count ->
        [one] a piece
       *[other] { $count } pieces
    }.
# $reply is the move that makes a king.
game-review-why-reply-crowns = After { $played } { $side ->
        [white] White
       *[black] Black
    } could get a king with { $reply }.
game-review-why-walks-into-loss = After { $played } { $side ->
        [white] White
       *[black] Black
    } wins by force.
game-review-why-win-slips = This lets a won game slip: { $best } wins.
game-review-why-better-takes = { $best } would have taken { $count ->
        [one] a piece
       *[other] { $count } pieces
    }.
# $take is the capture that follows after the other side's forced capture.
game-review-why-better-shot = { $best } gives a piece away, and then { $take } takes { $count ->
        [one] a piece
       *[other] { $count } pieces
    }.
game-review-why-better-crowns = { $best } would have made a king.
game-review-why-stronger = { $best } keeps a stronger position.
