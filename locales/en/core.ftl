## Reasons from the rules and the engine: illegal moves, move text, PDN, hints, draw counters.

## Illegal moves. $square, $from, $to, $behind, $land, $first, $second: square names (c3 or
## 22); $squares, $moves: lists joined by commas. $board is "numbered" (squares are numbers:
## English starts the sentence with "Square 22") or "lettered" (c3).

illegal-no-moves = There are no moves left: the game is over.
illegal-no-piece = There is no piece on { $square }.
# $owner: "white" or "black", the side the piece belongs to.
illegal-opponent-piece = The piece on { $square } is { $owner ->
        [white] White's
       *[black] Black's
    }. Move one of your own pieces.
illegal-light-square = { $square } is a light square: pieces stand only on the dark ones.
# A square of the other board size (10x10 on 8x8): it has no name on this board.
illegal-off-board = That square is not on this board: pick one of its dark squares.
# $file: a file letter (a-h).
illegal-no-piece-on-file = None of your pieces on the { $file } file can go to { $square }.
# $from: where the piece stands; $square: the square it was sent to.
illegal-not-diagonal = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is not on a diagonal with { $from }: pieces move along diagonals.
# In variants where men capture backward.
illegal-man-forward-only-captures-back = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is behind the man: men move forward (back only to capture).
illegal-man-forward-only = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is behind the man: men move forward.
illegal-man-one-square = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is too far: a man moves one square at a time.
illegal-king-one-square = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is too far: in checkers a king moves one square at a time.
illegal-occupied = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is taken: a piece can only go to an empty square.
# $square: the enemy piece aimed at; $behind: the taken square behind it; $mover: "king" or "man".
illegal-blocked-behind = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is not a square the { $mover ->
        [king] king
       *[man] man
    } can reach: { $behind } behind it is taken.
illegal-no-square-behind = { $board ->
        [numbered] Square { $square }
       *[lettered] { $square }
    } is not a square the { $mover ->
        [king] king
       *[man] man
    } can reach: there is no square behind it to land on.
# $square: the enemy piece aimed at; $land: the free square behind it.
illegal-jump-over-it = To take the piece on { $square }, jump over it and land on { $land }, the square behind it.
illegal-capture-compulsory = You must capture! Taking is compulsory. You can play: { $moves }.
illegal-capture-not-finished = The capture is not finished: from { $square } you can take more. Keep going!
illegal-already-jumped = The piece on { $square } was already taken in this move. It stays on the board until the move ends, and you cannot jump it twice.
illegal-jump-own-piece = You cannot jump your own piece on { $square }.
illegal-two-in-a-row = { $first } and { $second } stand next to each other: two pieces in a row cannot be jumped.
illegal-one-piece-at-a-time = Jump one piece at a time: land between the pieces, then jump again.
illegal-jump-next-piece-only = A man jumps only a piece right next to it and lands on the square just behind it.
illegal-man-captures-forward-only = In checkers a man captures forward only.
illegal-nothing-to-jump = Each jump of a capture must take a piece, but there is none between { $from } and { $to }.
# $available: the most pieces any capture takes; $taken: the pieces this move takes.
illegal-must-take-most = You must take the most pieces: { $available } can be taken, and this takes { $taken }.
illegal-king-must-stop = The king must stop where it can keep capturing: on { $squares }.
illegal-crowned-man-waits = Your man became a king with a quiet move. It can capture only on your next turn.
illegal-crowning-ends-move = In checkers the move ends as soon as a man is crowned.
illegal-stays-man-mid-capture = A man that passes the last row while capturing stays a man and keeps capturing like a man.
# $square: where the capture was meant to end; $squares: where it can end.
illegal-capture-ends-elsewhere = That capture cannot end on { $square }. It can end on: { $squares }.
illegal-quiet-move-one-step = A move without a capture goes to one square and ends there.
illegal-not-a-move = That is not a legal move here.

## Move text that cannot be taken. $quiet and $capture: two example moves (c3-d4, c3:e5 or
## 32-28, 28x19); $written: the move written right.

# $count: how many moves (2 or more); $moves: those moves.
move-ambiguous = That fits { $count } moves: { $moves }. Write the whole route.
move-half = That is only half a move: write where the piece goes too, like { $quiet } or { $capture }.
move-off-board = That square is not on this board. Write a move like { $quiet } or { $capture }.
# A square written like c3 on a board whose squares are numbered (International, English).
move-numbered-board = This board uses numbers, not letters: write a move like { $quiet } or { $capture }.
move-unreadable = I cannot read that as a move. Write it like { $quiet } or { $capture }.
# Cyrillic letters typed by sound (ф4 for f4) that make no square: the learner is asked
# to switch to the Latin letters; a-h and d2 stay in Latin letters.
move-not-latin = Type Latin letters a-h, for example d2.
move-capture-colon = A capture is written with a colon: { $written }.
move-capture-x = A capture is written with an x: { $written }.
move-quiet-dash = A quiet move is written with a dash: { $written }.

## PDN game text that cannot be read (shown to whoever loads a game file).

pdn-unclosed-variation = a variation '(' is never closed
pdn-unclosed-comment = a comment '{"{"}' is never closed
pdn-not-a-tag = expected a tag like [Event "..."]
pdn-unclosed-tag-value = a tag value is never closed
pdn-unclosed-tag = expected ']' after the tag value
# $value: the tag's value as written.
pdn-unknown-game-type = GameType "{ $value }" is not a variant we play (20, 21, 25 or 26)
# $reason: what is wrong with the FEN text.
pdn-fen = FEN: { $reason }
# $limit: the most moves (of both sides) a game may have.
pdn-too-many-moves = the game has more than { $limit } moves; a game can have at most { $limit }
# $number: the move number; $side: "white" or "black"; $text: the move as written; $reason: why
# it cannot be played (a sentence).
pdn-move = move { $number } ({ $side ->
        [white] white
       *[black] black
    }) '{ $text }': { $reason }

## The variants' names.

variant-russian = Russian draughts
variant-brazilian = Brazilian draughts
variant-international = International draughts (10x10)
variant-english = English checkers
# Giveaway (поддавки): the same moves as Russian draughts, but the first side left without a move wins.
variant-giveaway = Giveaway (Russian rules)
# Giveaway on the International 10x10 rules (antidraughts).
variant-giveaway-international = Giveaway (International rules, 10x10)
# A variant name on the command line that is none of ours (English on the command line).
variant-unknown = unknown variant '{ $name }': expected russian, brazilian, international, english, giveaway or giveaway-international

## Why a hinted move is good: the end of "Try c3-d4: ...".

hint-wins-by-force = it wins the game by force
hint-only-move = it is the only legal move
hint-wins-piece = it wins a piece
# $count: 2 or more.
hint-wins-pieces = it wins { $count } pieces
hint-crowns-king = it crowns a king
hint-best-capture = it is the best of the captures
hint-holds-out-longest = it holds out longest
hint-keeps-pieces-safe = it keeps your pieces safe and strong
# Giveaway: the captures after the move take $count (1 or more) of the mover's pieces.
hint-gives-away = { $count ->
    [one] your opponent must take one of your pieces
   *[other] your opponent must take { $count } of your pieces
}
# Giveaway: a quiet move.
hint-few-ways-out = it leaves your opponent few ways out
