## The puzzle screens: the puzzle menu, solving, and the result of a run.

## The puzzle menu.

# Menu rows: a name, a colon, then the choice ($mode: how puzzles come, such as "Streak";
# $variant: a variant's name or "all"; $theme: a theme's name or "all"; $level: one of
# ui-puzzles-any, -easy, -medium, -hard).
ui-puzzles-how = How: { $mode }
ui-puzzles-variant = Variant: { $variant }
ui-puzzles-theme = Theme: { $theme }
ui-puzzles-difficulty = Difficulty: { $level }
# Any variant or any theme (shown after "Variant:" and "Theme:").
ui-puzzles-all = all
# Difficulties of puzzles (shown after "Difficulty:").
ui-puzzles-any = any
ui-puzzles-easy = easy
ui-puzzles-medium = medium
ui-puzzles-hard = hard
ui-puzzles-replay = Replay the puzzles I failed
# One column of a table, after a variant's name: $solved of $count puzzles are solved, and
# the learner's $rating in that variant.
ui-puzzles-solved-of = solved { $solved } of { $count }
ui-puzzles-rating = rating { $rating }
# $name says which record: the way of solving and the variant ("streak, Russian draughts");
# $count is the number of puzzles.
ui-puzzles-best = Record: { $name }: { $count ->
        [one] { $count } puzzle
       *[other] { $count } puzzles
    }

## Why a run does not start (shown under the menu).

ui-puzzles-none-match = No puzzles match these choices.
# $count is how many puzzles match the choices (all of them solved).
ui-puzzles-all-solved = { $count ->
        [one] The one puzzle that matches these choices is solved.
       *[other] All { $count } puzzles that match these choices are solved.
    }
ui-puzzles-choose-another = Choose another variant, theme or difficulty.
ui-puzzles-replay-or-choose = Replay the ones with mistakes, or choose another theme or difficulty.
ui-puzzles-nothing-to-replay = Nothing to replay: no puzzle that matches these choices went wrong.

## Solving.

# The title: $mode is how puzzles come ("Streak"); $solved and $points count the run so far.
# The code may add the clock (" - 2:41").
ui-puzzles-run-title = { $mode } - solved { $solved } - points { $points }
# $variant is the puzzle's variant ("Russian draughts"), $themes its themes, $rating how hard it is, $yours the learner's
# rating.
ui-puzzles-about = { $variant } puzzle ({ $themes }), rated { $rating }. Your rating: { $yours }.
# Footers. Items are separated by two spaces; a line breaks only between items.
# $start: how to start typing a move (ui-keys-type-letters or ui-keys-type-numbers).
ui-puzzles-keys-board = Arrows, Enter: pick the piece, then its square  { $start }  F1 or ?: hint  w: why?  s: skip  r: give up  o: turn the board  Esc: end
ui-puzzles-keys-typing = Type the move ({ $quiet }, { $capture }) and press Enter  Tab or Esc: back to the board  F1: hint
# The same footers in a streak, which gives no hints.
ui-puzzles-keys-board-streak = Arrows, Enter: pick the piece, then its square  { $start }  s: skip  r: give up  o: turn the board  Esc: end
ui-puzzles-keys-typing-streak = Type the move ({ $quiet }, { $capture }) and press Enter  Tab or Esc: back to the board
# The footer while a wrong move is on the board, before it is taken back.
ui-puzzles-keys-punished = Enter: take the move back  Esc: end
# The footer once a puzzle is solved or given up.
ui-puzzles-keys-done = Enter: go on  w: why?  o: turn the board  Esc: end
# After a finished puzzle, in brackets after what was said about it.
ui-puzzles-enter-result = (Enter: the result)
ui-puzzles-enter-next = (Enter: next puzzle)
ui-puzzles-enter-solution = (Enter: the solution's next move)
ui-puzzles-no-skips-left = No skips left in this streak.
ui-puzzles-end-streak = End this streak?
ui-puzzles-end-timed = End this run before the time is up?
ui-puzzles-yes-end = Yes, end it
ui-puzzles-no-go-on = No, go on

## The result of a run.

ui-puzzles-streak-over = The streak is over.
ui-puzzles-no-harder = No harder puzzles are left for these choices.
ui-puzzles-no-more = No more puzzles match these choices.
# $count is the number of puzzles solved.
ui-puzzles-solved-streak = Puzzles solved in a row, without a wrong move: { $count }
ui-puzzles-solved-timed = Puzzles solved in three minutes: { $count }
ui-puzzles-solved-practice = Puzzles solved: { $count }
ui-puzzles-points = Points: { $points }
ui-puzzles-new-best = A new record!
ui-puzzles-well-played = Well played
# The end of a replay of the failed puzzles: $done of the $total puzzles on its list were
# replayed; $count (solved) of them are now solved without a mistake, so they leave the list;
# $count (left) are still on it.
ui-puzzles-replayed = Puzzles replayed: { $done } of { $total }
ui-puzzles-replay-solved = Solved without a mistake: { $count }
ui-puzzles-replay-left = Still to replay: { $count }
# Every puzzle on the list ($count) is solved now.
ui-puzzles-replay-all-solved = { $count ->
        [one] The puzzle you replayed is solved now, without a mistake!
       *[other] All { $count } puzzles you replayed are solved now, without a mistake!
    }
# The title of the end of a replay when not every puzzle replayed was solved.
ui-puzzles-replay-over = Replay over
ui-puzzles-menu = Puzzle menu
