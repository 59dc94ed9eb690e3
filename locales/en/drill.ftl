## Rule drills: one rule question after another about positions from games the computer played.

## The drills' names in menus.

drill-rule-must-capture = Who must capture?
drill-rule-finish-capture = Finish the capture
drill-rule-king-stop = Where the king stops
drill-rule-turkish-strike = Turkish strike
drill-rule-crowning = Crowning in a capture
drill-rule-quiet-or-striking = Quiet or striking?
drill-rule-take-most = Take the most
drill-rule-king-flies = How far a king goes
drill-rule-capture-back = Taking backwards

## What each drill asks, one short line beside its name on the drill menu.

drill-what-must-capture = find the piece that has to take
drill-what-finish-capture = take every piece you can, to the end
drill-what-king-stop = where a king lands to go on taking
drill-what-turkish-strike = which taken piece blocks the king
drill-what-crowning = a man that takes onto the last row
drill-what-quiet-or-striking = is the next move a capture?
drill-what-take-most = play the capture that takes the most
drill-what-king-flies = can the king get to that square?
drill-what-capture-back = can a man take backwards?

## The questions. Every question starts with drill-to-move ($side: white or black).

drill-to-move = { $side ->
        [black] Black to move.
       *[white] White to move.
    }
drill-must-capture = Which piece must capture?
# $square: the piece that captures.
drill-finish-capture = Take with the piece on { $square } and take everything you can.
# $king: the king's square; $piece: the piece it takes first.
drill-king-stop = The king on { $king } takes { $piece }. Where must it stop to go on taking?
# $square: where the king's capture ends.
drill-turkish-strike = The king takes along the marked route and must stop on { $square }. Which taken piece stops it?
# $man: the man's square; $square: the square on the last row it reaches.
drill-crowning = The man on { $man } takes and reaches the last row on { $square }. What happens now?
drill-crowning-as-king = It becomes a king and takes on as a king
drill-crowning-as-man = It takes on as a man and stays a man
drill-crowning-ends = It becomes a king and the move ends
drill-quiet-or-striking = Is the next move quiet or striking (a capture)?
drill-quiet = A quiet move
drill-striking = A striking move (a capture)
drill-take-most = There are captures of different sizes. Play the one that takes the most!
# $king: the king's square; $square: an empty square on its diagonal.
drill-king-flies = Can the king on { $king } go to { $square } in one move?
# $man: the man's square; $piece: the enemy piece behind it.
drill-capture-back = Can the man on { $man } take the piece on { $piece } backwards?

## Why an answer is wrong (the rule's own words follow or come before).

# $square: the piece picked, which has no capture.
drill-cannot-capture = The piece on { $square } cannot take anything.
# $square: the taken piece picked; $blocker: the one that stops the king.
drill-turkish-not-this = Not { $square }: the piece on { $blocker } stands in the king's way. That is the Turkish strike.
drill-crowning-man-stops = Here it cannot take on as a man, so the move ends on the last row and it becomes a king.
drill-crowning-russian = In Russian draughts a man becomes a king as soon as it reaches the last row, and takes on as a king.
drill-no-capture = No piece can take anything, so the move is quiet.
drill-king-flies-yes = Yes: a king flies along a free diagonal as far as it likes.
# $square: the piece in the way.
drill-king-flies-blocked = No: the piece on { $square } is in the way. A king flies over free squares only.
drill-capture-back-yes = Yes: in these draughts men take backwards too.
# $square: the piece the question asked to take with.
drill-take-with = That capture is allowed, but the question asks you to take with the piece on { $square }.

## How a question is answered: on screen, and on a worksheet.

drill-pick-piece = Pick it.
drill-pick-square = Pick the square.
drill-write-square = Write its square:
drill-write-move = Write the move:


## An answer to something the question does not ask about: what it asks for instead.

# $square: the square picked or typed, where no piece of the side to move stands.
drill-not-yours = There is no piece of yours on { $square }.
# $piece: the piece the king takes; $squares: the squares behind it where the king may land.
drill-king-lands-on = After taking { $piece }, the king can stop only on { $squares }.
# $square: the square picked or typed; $squares: the pieces the king takes on its route.
drill-turkish-takes = The king does not take a piece on { $square }: it takes { $squares }.
# A capture stopped short in a drill (the question is over): $square: where it stopped;
# $moves: the whole captures, $count of them.
drill-capture-not-finished = The capture is not finished: from { $square } you can take more. { $count ->
        [one] The whole capture is { $moves }.
       *[other] The whole capture is one of { $moves }.
    }
