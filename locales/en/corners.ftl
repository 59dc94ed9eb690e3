## Corners (уголки): the play screen's words.

corners-title = Corners
# $from, $to: squares such as c3 and c5.
corners-not-reachable = The piece on { $from } cannot get to { $to } in one move: step to a free square next to it, or jump over a piece.
corners-undone = Moves taken back. Your move again.
# $mv: a jump written with every square, such as a2-a4-c4.
corners-hint-jump = Try { $mv }: a jump takes your piece far.
# $mv: a step such as c3-d3.
corners-hint-step = Try { $mv }: it brings a piece closer to the far corner.
# $count: 0 to 9.
corners-race-you = Your pieces in the far corner: { $count } of 9.
corners-race-computer = The computer's in its far corner: { $count } of 9.
# $count: pieces still in the learner's own corner; $left: moves left to leave it.
corners-leave-home = { $count ->
    [one] One piece is still in your own corner.
   *[other] { $count } pieces are still in your own corner.
} Leave it within { $left ->
    [one] one more move.
   *[other] { $left } more moves.
}
corners-end-filled = The far corner is full.
corners-end-stayed-home = After 40 moves a piece was still at home in its own corner.
corners-end-both-stayed-home = After 40 moves both sides still had pieces at home.
corners-end-repetition = The same position came up three times.
corners-type-a-move = Type a move, such as c3-d3.
# $text: what was typed.
corners-not-a-square = "{ $text }" is not a square: use a letter a-h and a number 1-8, such as c3.
corners-half-move = That is only half a move: say where the piece goes too, such as c3-d3.
# $square: a square such as c3.
corners-no-piece = There is no piece of yours on { $square }.
corners-opponents-piece = The piece on { $square } is not yours.
corners-occupied = { $square } is taken: a piece can only go to a free square.
corners-goal = Move all 9 pieces into the far corner (marked). A piece steps to a free square beside it, or jumps over a piece next to it.
corners-lesson-right = Right!
corners-lesson-enter = Press Enter to go on.
# $mv: the move the learner played, such as c3-d3.
corners-lesson-other-move = { $mv } is a move, but not the one asked for here. Read the task again.
corners-lesson-not-yet = Play the move first: the task waits for it.
# $count: stars earned, 1 to 3.
corners-lesson-finished = The lesson is done! Stars: { $count } of 3. Press Esc for the lessons.
ui-corners-lesson-keys = Arrows, Enter: pick a piece, then its square  Tab or a letter: type  ?: hint  Esc: lessons  i: words
ui-corners-lesson-keys-typing = Type a move (c3-d3), then Enter  Tab or Esc: the board  F1: hint
ui-corners-keys-board = Arrows: move  Enter: pick a piece, then its square  Tab or a letter: type  ?: hint  u: undo  r: resign  Esc: leave
ui-corners-keys-typing = Type a move (c3-d3), then Enter  Tab or Esc: the board  F1: hint

## Why a text is no corners position or game (for lesson files and saved games).
# $side: white or black.
corners-fen-turn = the side to move must be W or B, not '{ $text }'
corners-fen-plies-twice = the move count (P) is given twice
corners-fen-plies = the move count must be a number after P, not '{ $text }'
corners-fen-field = '{ $text }' is not a list of pieces (W..., B...) or a move count (P...)
corners-fen-listed-twice = { $side ->
        [white] White's
       *[black] Black's
    } pieces are listed twice
corners-fen-not-a-square = in { $side ->
        [white] White's
       *[black] Black's
    } pieces: '{ $text }' is not a square
corners-fen-square-twice = in { $side ->
        [white] White's
       *[black] Black's
    } pieces: { $square } is listed twice
corners-fen-missing = { $side ->
        [white] White's
       *[black] Black's
    } pieces are missing
corners-fen-both-sides = { $square } holds a piece of both sides
corners-fen-count = { $side ->
        [white] White
       *[black] Black
    } has { $count } { $count ->
        [one] piece
       *[other] pieces
    }, not 9
corners-pdn-not-corners = the game type is "{ $value }", not "corners" (this is no Corners game)
corners-pdn-fen = the FEN tag: { $reason }
# $line, $column: where the move is written.
corners-pdn-move = line { $line }, column { $column }: move { $number } ({ $side ->
        [white] White
       *[black] Black
    }) { $text }: { $reason }
corners-pdn-after-end = the game is already over
corners-pdn-result = the result is { $stated }, but by the rules the game ended { $by_rules }
