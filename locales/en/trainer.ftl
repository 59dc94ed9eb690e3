## Lessons, puzzles, quizzes, play and worksheets (the trainer).

## Shared by lessons, puzzles, quizzes and play.

trainer-right = Right!
# $from and $to are square names (c3, 22).
trainer-hint-target = The piece on { $from } goes to { $to }.
# $mv is a whole move in notation (c3-d4, g5:e3:c5).
trainer-hint-move = Play { $mv }.
# $mv is the move the other side played, in notation.
trainer-white-played = White played { $mv }.
trainer-black-played = Black played { $mv }.
# $example is a square name such as c3 or 22.
trainer-type-square = Type a square, like { $example }.
# A square written like c3 on a board whose squares are numbered; $example is a number.
trainer-numbered-board = This board uses numbers, not letters: type a square like { $example }.
# $read is what letters typed on the Russian keyboard layout were read as (c3-d4).
trainer-read-as = Read as { $read }.
# A draw-rule counter. $count and $limit are how often the position has come up; $label is
# the rule's short code (R1, I1).
trainer-counter-repetition = The same position: { $count } of { $limit } times ({ $label }).
# A draw-rule counter. $count and $limit are moves of each side; $label is the rule's code.
trainer-counter-moves = { $rule ->
        [kings-only] Only kings have moved
        [three-kings] Three kings against a lone king
        [kings-both-sides] Kings on both sides, nothing taken
        [big-road] A lone king holds the Big Road
       *[lone-king] Against a lone king
    }: { $count } of { $limit } moves ({ $label }).

## Lessons.

lesson-smaller-capture = That capture is allowed, but another one takes more pieces. Try again!
lesson-other-move-asked = That move is possible, but this step asks for another one. Try again!
lesson-square-right = Right! That is the square.
lesson-squares-right = Right! Those are exactly the squares.
lesson-select-square-first = Select the square first: go to it and press Enter.
lesson-select-squares-first = Select the squares first: go to a square and press Enter.
lesson-squares-missing = { $count ->
        [one] { $count } more square to find.
       *[other] { $count } more squares to find.
    }
# $reasons are sentences saying why each selected square is wrong and what is missing.
lesson-not-yet = Not yet. { $reasons }
lesson-squares-wrong = That is not right. { $reasons }
lesson-other-move-asked-once = That move is possible, but this task asked for another one.
# A review or placement task missed (it cannot be tried again): the move it asked for.
# $mv is the move in notation.
lesson-answer-move = The right move: { $mv }.
# A review or placement task missed: the squares it asked for. $squares are square names
# separated by commas; $count is how many.
lesson-answer-squares = { $count ->
        [1] The right square: { $squares }.
       *[other] The right squares: { $squares }.
    }
lesson-no-hints-placement = The test gives no hints: try your best, a wrong answer is fine too.
lesson-square-does-not-belong = { $square } does not belong.
# A squares step asks where a piece can go, and its own square was marked.
lesson-square-of-the-piece = The piece stands on { $square } now: that is not a square it can go to.
lesson-nothing-to-take = There is no piece to take on { $square }.
lesson-piece-has-no-move = The piece on { $square } has no move now.
# $answer is the text of the right option.
lesson-choice-wrong = Not this one: the answer is "{ $answer }".
lesson-type-square-number = Type a square number, like 22.
# $answer is the right answer written out (a move, a square or a word).
lesson-answer-wrong = Not quite: the answer is { $answer }.
lesson-hint-piece = Move the piece on { $square }.
lesson-hint-select = { $square } is one of them: select it.
lesson-hint-unselect = { $square } is not one of them: unselect it.
# $option is the text of a wrong option of a choice step.
lesson-hint-not-option = It is not "{ $option }".
# $first is the first letter of the answer.
lesson-hint-starts-with = It starts with "{ $first }".
lesson-hint-answer = The answer is { $answer }.

## Puzzles.

# The task of a puzzle. $side is white or black; $goal is win, giveaway (the win of the
# giveaway variants: be left without a move), material, promote, man-or-king or draw; $count is the number of pieces to win (for material).
puzzle-task = { $side ->
        [white] White to move
       *[black] Black to move
    }: { $goal ->
        [win] win the game.
        [giveaway] give away all your pieces (or get them blocked).
        [material] { $count ->
            [1] win a piece.
           *[other] win { $count } pieces.
        }
        [promote] make a king.
        [man-or-king] win a piece or make a king.
       *[draw] hold the draw.
    }
# $key is the move the puzzle meant (in notation).
puzzle-also-wins = That also wins - the key move was { $key }.
puzzle-also-wins-off-line = That also wins.
# Giveaway: a move other than the book's that also leaves the solver without a move.
# $key is the move the puzzle meant (in notation).
puzzle-also-gives = That also gives everything away - the key move was { $key }.
puzzle-also-gives-off-line = That also gives everything away.
# $key is the move the puzzle meant (in notation). Said of a move that the engine approves
# but the prover could not check in time: the puzzle counts as solved.
puzzle-works-too = That works too; the book move was { $key }.
puzzle-works-too-off-line = That works too.
# $line is the book's whole solution, moves separated by spaces.
puzzle-book-line = The book line: { $line }.
puzzle-solved = Puzzle solved!
puzzle-keep-going = Keep going.
# $wrong is the learner's move, $reply the answer that refutes it, $why why the move misses the
# goal (puzzle-why-*).
puzzle-refuted = Not this one: after { $wrong } the answer is { $reply }. { $why } Press Enter to take it back and try again.
puzzle-not-this-one = Not this one. Press Enter to take it back.
# $line is the whole solution, moves separated by spaces.
puzzle-streak-refuted = Not this one: after { $wrong } the answer is { $reply }. { $why } The streak is over. The solution: { $line }.
puzzle-streak-wrong = Not this one: { $wrong }. The streak is over. The solution: { $line }.
puzzle-try-again = Try again.
puzzle-solution = The solution: { $line }.
puzzle-no-hints-in-streak = No hints in a streak.
# The learner asked why (the idea of the puzzle), and there is none to give.
puzzle-why-none = This puzzle has no explanation yet.
# The learner asked why during a streak, which allows no help.
puzzle-why-after-streak = In a streak the explanation comes when the puzzle is over.

puzzle-hint-piece = Look at the piece on { $square }.
puzzle-mode-practice = Next for me
puzzle-mode-streak = Streak
puzzle-mode-streak-label = Streak: until the first mistake
puzzle-mode-timed = Three minutes
puzzle-mode-practice-rules = Puzzles at your level, one after another. Hints are allowed.
puzzle-mode-streak-rules = Harder and harder. One wrong move ends the streak. No hints; one skip.
puzzle-mode-timed-rules = As many as you can in three minutes. Each mistake costs 10 seconds.

## Why a wrong move misses the goal: what the prover has shown after the wrong move and its
## answer. $side is the side that answered (white or black); $count is a number of pieces.

puzzle-why-they-win = { $side ->
        [white] White wins
       *[black] Black wins
    } the game.
puzzle-why-only-draw = It is only a draw.
puzzle-why-they-win-pieces = { $side ->
        [white] White wins
       *[black] Black wins
    } { $count ->
        [one] a piece
       *[other] { $count } pieces
    }.
puzzle-why-they-crown = { $side ->
        [white] White gets
       *[black] Black gets
    } a king.
puzzle-why-no-piece = You win no piece.
puzzle-why-only = You win only { $count ->
        [one] one piece
       *[other] { $count } pieces
    }.
puzzle-why-no-king = You get no king.
# After those facts: the goal they miss. $goal and $count as in puzzle-task.
puzzle-why-goal = The goal was to { $goal ->
        [win] win the game.
        [giveaway] give away all your pieces.
        [material] { $count ->
            [one] win a piece.
           *[other] win { $count } pieces.
        }
        [promote] make a king.
        [man-or-king] win a piece or make a king.
       *[draw] hold the draw.
    }
# When nothing more could be shown: only that the move misses the goal ($goal, $count as in
# puzzle-task).
puzzle-why-missed = { $goal ->
        [win] This move does not win the game.
        [giveaway] This move does not give away all your pieces.
        [material] { $count ->
            [one] This move does not win a piece.
           *[other] This move does not win { $count } pieces.
        }
        [promote] This move does not make a king.
        [man-or-king] This move wins no piece and makes no king.
       *[draw] This move does not hold the draw.
    }

## The notation and diagonals quiz.

quiz-mode-find-square = Find the square
quiz-mode-name-square = Name the square
quiz-mode-diagonals = Diagonals
quiz-mode-write-move = Write the move
quiz-mode-play-move = Play the move
quiz-mode-mixed = Mixed
# The names of the lines of the 8x8 board, as read inside a sentence.
quiz-diagonal = { $id ->
        [big-road] Big Road
        [double-lower] lower double
        [double-upper] upper double
        [triple-lower] lower triple
        [triple-upper] upper triple
       *[joint] joint
    }
# Where a square is: $file is its letter, $rank its number.
quiz-square-place = file { $file }, rank { $rank }
quiz-find-square = Find the square { $square }.
quiz-name-square = What is the name of the marked square?
quiz-name-diagonal = Which line is marked?
# $line is the name of a line (quiz-diagonal). The learner presses the key c when done.
quiz-select-diagonal = Select every square of the { $line }, then press c.
quiz-on-diagonal = Is { $square } on the { $line }?
quiz-write-move = Write down the move shown on the board.
quiz-play-move = Play { $mv } on the board.
quiz-yes = Yes
quiz-no = No
# $points are the points just won.
quiz-right = Right! +{ $points }
# $place is empty or where the square is, in brackets after a space: " (file c, rank 3)".
quiz-marked-square-is = Not quite: the marked square is { $square }{ $place }.
# $typed is the move the learner wrote, $shown the move on the board.
quiz-another-move-shown = Not quite: { $typed } is another move; the move shown is { $shown }.
quiz-move-impossible-shown = Not quite: that move cannot be played here; the move shown is { $shown }.
# $picked is the square picked, $wanted the one asked for; $place as in quiz-marked-square-is.
quiz-picked-other-square = Not quite: that is { $picked }; { $wanted } is marked now{ $place }.
# $missing and $extra count squares; $line is the line with its corners: "Big Road (a1-h8)".
quiz-diagonal-selection-wrong = Not quite: { $missing } missing, { $extra } extra. The { $line } is marked now.
quiz-marked-line-is = Not quite: the marked line is the { $line }.
quiz-is-on-line = Yes: { $square } is on the { $line }.
quiz-is-not-on-line = No: { $square } is not on the { $line }.
# $played is the move played on the board, $wanted the move asked for.
quiz-another-move-wanted = Not quite: { $played } is another move; the move was { $wanted }.
quiz-move-was = The move was { $wanted }.

## Games against the computer.

# The learner's side on the play menu.
play-side-by-lot = by lot
play-side-white = White
play-side-black = Black
play-game-goes-on = The game goes on.
play-move-taken-back = Move taken back.
play-nothing-to-take-back = There is no move of yours to take back yet.
# Shown on the giveaway (поддавки) play screen while the game goes on.
play-giveaway-goal = Giveaway: you win when you have no pieces left, or when none of them can move. Capturing is still a must.
# $mv is the move suggested, $reason why (a sentence part from the engine, in English).
play-hint = Try { $mv }: { $reason }.
play-draw-declined = The computer declines the draw: it thinks it stands better. Play on!
play-draw-too-early = It is too early for a draw: the computer wants to play on.
play-you-won = You won!
play-computer-won = The computer won.
play-draw = A draw.
play-no-pieces-left = No pieces are left to move.
play-pieces-blocked = The pieces are blocked: no move is left.
play-you-resigned = You resigned.
play-computer-resigned = The computer resigned.
play-draw-agreed = The computer accepted the draw.
# $label is the draw rule's short code (R1, I2, E1).
play-draw-repetition = The same position came up three times ({ $label }).
play-draw-kings-only = Only kings moved for too long, with nothing taken ({ $label }).
play-draw-move-limit = The stronger side did not win within the move limit ({ $label }).
# Instead of the result of a saved game that is not finished.
play-unfinished = unfinished
play-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
# The play menu's row for a saved game: $date (2026.11.29), $variant (Russian draughts),
# $moves (play-moves).
play-continue = Continue: { $date }, { $variant }, { $moves }

## Quiz options and records in words, and the progress summary.

trainer-all-variants = all variants
quiz-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
quiz-untimed = untimed
quiz-with-labels = with labels
quiz-without-labels = without labels
quiz-seen-from-black = seen from Black
# The heading of the progress summary; $name is the learner's name.
trainer-progress-of = Progress of { $name }
trainer-lessons-done = Lessons: { $done } of { $total } done, { $stars } of { $max_stars } stars
# The state of one lesson in the summary.
trainer-lesson-done = done, { $stars } of 3 stars
trainer-lesson-at-step = at step { $step } of { $steps }
trainer-lesson-at-stage-step = at stage { $stage } of { $stages }, step { $step } of { $steps }
trainer-lesson-not-started = not started
# $failed counts the puzzles failed, to be tried again.
trainer-puzzles-solved = Puzzles solved: { $solved } (to replay: { $failed })
# $variant is a variant's name as read in a sentence; $rating a whole number.
trainer-puzzle-rating = puzzle rating, { $variant }: { $rating }
# $name is a kind of run with its variant ("Streak, Russian draughts"); $count the best number
# of puzzles solved in one run.
trainer-record = { $name }: record { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }
trainer-quiz-none-yet = Quizzes and drills: no rounds yet
trainer-quiz-bests = Best rounds of quizzes and drills:
trainer-quiz-recent = Last rounds of quizzes and drills (newest first):
# $name names the quiz options; $points is the score; $right of $asked answers were right.
trainer-quiz-round = { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $right } of { $asked } right ({ $accuracy }%)
trainer-games-count = Games against the computer: { $count }
# $command is the command line that continues the game.
trainer-continue-last = continue the last unfinished one: { $command }

## Printed quiz worksheets.

# The heading of a sheet; $mode is the kind of quiz (quiz-mode-*).
sheet-title = Draughts quiz: { $mode }
# $rule: the drill's name.
sheet-title-drill = Draughts drill: { $rule }
# The line for the learner's name and the date, to fill in by hand.
sheet-name-and-date = Name: ____________________   Date: ____________
sheet-answer-key = Answer key
sheet-circle-square = Circle the square { $square }.
# $line is the name of a line (quiz-diagonal).
sheet-colour-diagonal = Colour every square of the { $line }.
sheet-draw-move = Draw the move { $mv } with arrows.
# After a yes-or-no question: the learner circles one.
sheet-yes-or-no = yes / no
