## The game review screen.

# $variant is the variant's name.
ui-game-review-title = Game review - { $variant }
# Items are separated by two spaces; a line breaks only between items.
ui-game-review-keys = Left/Right or h/l: step  n: next mistake  b: play the better line  Esc: back
# While the computer looks at the moves; $number counts up to $total, the moves of the game.
ui-game-review-looking = Looking at move { $number } of { $total }...
ui-game-review-not-yet = The computer has not looked at this move yet.
ui-game-review-no-moves = This game has no moves.
ui-game-review-no-mistakes = No mistakes found.
ui-game-review-still-looking = No mistake found yet: the computer is still looking at the moves.
ui-game-review-no-better = This move is good: there is no better one.
ui-game-review-b-hint = Press b to see the better move on the board.
# $line is the better line so far, moves in notation.
ui-game-review-line = The better line: { $line }
# The entry on the play menu and the progress screen, and the title of the list of games.
ui-game-review-saved = Review a finished game
ui-game-review-choose = Which game?
# After the review: how many of the learner's blunders became puzzles in the review queue.
ui-game-review-queued = { $count ->
    [one] { $count } of your blunders is now a puzzle: it comes back in Review tomorrow.
   *[other] { $count } of your blunders are now puzzles: they come back in Review tomorrow.
}
