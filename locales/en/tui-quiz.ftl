## The quiz screens: the quiz menu, a round, and its result.

## The quiz menu.

# Menu rows: a name, a colon, then the choice ($mode: the kind of questions; $board: one of
# the ui-quiz-board-* names; $time: "60 seconds" or ui-quiz-untimed).
ui-quiz-questions = Questions: { $mode }
ui-quiz-board = Board: { $board }
ui-quiz-time = Time: { $time }
# Which boards the quiz asks about (shown after "Board:").
ui-quiz-board-russian = Russian, squares a1-h8
ui-quiz-board-brazilian = Brazilian, squares a1-h8
ui-quiz-board-english = English, squares 1-32
ui-quiz-board-international = International, squares 1-50
ui-quiz-untimed = untimed practice
# Whether the board shows its letters and numbers (after "Board labels:").
ui-quiz-shown = shown
ui-quiz-hidden = hidden
# $side is "white" or "black": which side's edge of the board is at the bottom.
ui-quiz-seen-from = Seen from: { $side ->
        [black] Black
       *[white] White
    }
# $score is the best score (points) made with the options chosen.
ui-quiz-best = Best score with these options: { $score }
ui-quiz-no-best = No score yet with these options.
# Above a list of the last rounds played.
ui-quiz-recent = Recent rounds:

## A round.

# The title: $mode is the kind of questions; $score the points, $right of $asked answers
# right, $streak right answers in a row. The code may add the clock (" - 0:41").
ui-quiz-round-title = { $mode } - score { $score } - right { $right }/{ $asked } - streak { $streak }
# Footers, by how a question is answered. Items are separated by two spaces.
ui-quiz-keys-square = Arrows and Enter, or click the square  o: turn the board  Esc: end the round
ui-quiz-keys-selection = Arrows, Enter: mark or unmark a square  k: check  Esc: end the round
ui-quiz-keys-move = Pick the piece, then where it goes  o: turn the board  Esc: end the round
ui-quiz-keys-choice = Up/Down and Enter, or the answer's number  Esc: end the round
ui-quiz-keys-text = Type the answer and press Enter  Esc: end the round
# The footer once a question is answered (its feedback is shown).
ui-quiz-keys-answered = Enter: next question  Esc: end the round
# After a wrong answer, under what was said about it.
ui-quiz-enter-next = Enter: next question

## The result of a round.

ui-quiz-score = Score: { $score }
# $right of $asked answers were right; $accuracy is the share in per cent.
ui-quiz-right-answers = Right answers: { $right } of { $asked } ({ $accuracy }%)
# $count is the most right answers in a row.
ui-quiz-best-streak = Best streak: { $count }
ui-quiz-new-best = A new best score!
ui-quiz-round-over = Round over
ui-quiz-again = Again
ui-quiz-menu = Quiz menu
