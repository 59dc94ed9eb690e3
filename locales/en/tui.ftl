## The screens: menus, titles, buttons, footers, dialogs.

## Words more than one screen uses.

# A list's last line, which starts the lesson, round or game.
ui-start = >> Start <<
# Before the line where a move is typed (the code adds a space after it).
ui-type-move = Type a move:
# Before the line where an answer is typed (the code adds a space after it).
ui-your-answer = Your answer:
ui-time-up = Time is up!
ui-board-labels = Board labels
ui-cancel = Cancel
ui-back = Back
ui-lessons = Lessons
ui-puzzles = Puzzles
ui-quiz = Quiz
ui-progress = Progress
# The keys of the puzzle, quiz and play menus.
ui-options-keys = Enter: change or start   Esc: back
# A dialog's button that closes it.
ui-ok = OK

## The main menu.

# The title; $name is the learner's profile name.
ui-menu-title = shashki - player: { $name }
ui-menu-intro = Learn draughts: lessons, puzzles and games.
ui-menu-learn = Learn - lessons step by step
ui-menu-play = Play against the computer
ui-menu-settings = Settings and profiles
ui-menu-quit = Quit
# The footer: the keys of the menu (Up/Down are the arrow keys; q is the letter key).
ui-menu-help = Up/Down: choose   Enter: open   q: quit
# Esc on the main menu asks first; Esc on the question means no.
ui-quit-question = Quit shashki?
ui-quit-yes = Yes, quit
ui-quit-no = No, stay
# A footer item: on the board, Tab or the first key of a move (a letter a-h; a digit on
# numbered boards) starts typing the move.
ui-keys-type-letters = Tab or a letter: type the move
ui-keys-type-numbers = Tab or a number: type the move
# A footer item on a drill's board: Tab or the first key of a square (a letter a-h; a digit
# on numbered boards) starts typing the square.
ui-keys-type-square-letters = Tab or a letter: type the square
ui-keys-type-square-numbers = Tab or a number: type the square

## The lesson list and the lesson screen.

# A lesson file that cannot be used; $problem is its path, line and column and the reason
# (for the teacher who wrote it, in English): "lessons/90-mine.yaml:3:5: unknown field".
ui-learn-broken-file = Cannot use { $problem }
ui-learn-list-help = Up/Down: choose   Enter: open   Esc: back to the menu   i: words
# The lesson screen's title. $lesson is the lesson's name, $step the step shown, $count the
# number of steps, $stars the stars still to win (★★☆).
ui-learn-title = { $lesson } - step { $step } / { $count } - { $stars }
# The footers of the lesson screen: keys and what they do. Items are separated by two spaces;
# a footer too long for the screen breaks between items.
# $leave, in every ui-learn-help-*: where Esc goes (ui-learn-leave-lessons or ui-learn-leave-stop).
ui-learn-help-solved = Enter: next step   Esc: { $leave }  i: words
ui-learn-help-solved-task = Enter: next task   Esc: { $leave }  i: words
ui-learn-help-say = Enter: go on   Esc: { $leave }  i: words
# A lesson finished on its own screen: only leaving is left.
ui-learn-help-done = Esc: { $leave }  i: words
# $start: how to start typing a move (ui-keys-type-letters or ui-keys-type-numbers).
ui-learn-help-move = Arrows, Enter: pick the piece, then its square  { $start }  F1 or ?: hint  o: turn the board  m: show moves  Esc: { $leave }  i: words
ui-learn-help-squares = Arrows, Enter: mark or unmark a square  k: check  F1 or ?: hint  o: turn the board  Esc: { $leave }  i: words
# $count is the number of answers: the keys 1 to $count answer.
ui-learn-help-choice = Up/Down, Enter or 1-{ $count }: answer  F1 or ?: hint  Esc: { $leave }  i: words
ui-learn-help-answer = Type the answer and press Enter  F1: hint  Esc: { $leave }
# While the learner types a move.
ui-learn-help-typing = Type the move ({ $quiet }, { $capture }) and press Enter  Tab or Esc: back to the board  F1: hint
# The same footers in a placement task, which gives no hints (no hint key).
ui-learn-help-move-no-hint = Arrows, Enter: pick the piece, then its square  { $start }  o: turn the board  m: show moves  Esc: { $leave }  i: words
ui-learn-help-squares-no-hint = Arrows, Enter: mark or unmark a square  k: check  o: turn the board  Esc: { $leave }  i: words
ui-learn-help-choice-no-hint = Up/Down, Enter or 1-{ $count }: answer  Esc: { $leave }  i: words
ui-learn-help-answer-no-hint = Type the answer and press Enter  Esc: { $leave }
ui-learn-help-typing-no-hint = Type the move ({ $quiet }, { $capture }) and press Enter  Tab or Esc: back to the board
# Enter pressed before the step is done.
ui-learn-first-move = First make the move (or press F1 for a hint).
ui-learn-first-squares = Mark the squares, then press k to check (F1: hint).
ui-learn-first-choice = Pick an answer first: arrows and Enter, or its number.
ui-learn-first-answer = Type the answer first (or press F1 for a hint).
# The same in a placement task, which gives no hints.
ui-learn-first-move-no-hint = First make the move.
ui-learn-first-squares-no-hint = Mark the squares, then press k to check.
ui-learn-first-answer-no-hint = Type the answer first.
# The end of a lesson. $stars are the stars won (★★☆).
ui-learn-complete-title = Well done
ui-learn-complete = Lesson complete! { $stars }
# $mistakes and $hints count the mistakes made and the hints asked for in the lesson.
ui-learn-mistakes-hints = Mistakes: { $mistakes }. Hints: { $hints }.
ui-learn-next-lesson = Next lesson

## Settings and profiles.

ui-settings-title = Settings
# $language is the language's own name (language-name).
ui-settings-language = Language: { $language }
# $glyphs shows how pieces are drawn: "○ ● ◎ ◉" or "w b W B (ASCII)".
ui-settings-pieces = Pieces: { $glyphs }
# The value of a setting that is on or off ($state below).
ui-settings-on = on
ui-settings-off = off
# Whether the squares a picked piece can go to are marked; $state is ui-settings-on or -off.
ui-settings-targets = Show where a piece can go: { $state }
# Whether the board shows file letters and rank numbers; $state as above.
ui-settings-labels = { ui-board-labels }: { $state }
# $name is the name of the profile in use.
ui-settings-profile = Profile: { $name }
ui-settings-new-profile = New profile...
ui-settings-rename-profile = Rename this profile...
ui-settings-help = Enter: change   Esc: back   (saved for this profile)
# The list of profiles to switch to.
ui-profile-who = Who is playing?
# The title of the box where a profile's name is typed.
ui-profile-name = Name
# $max is the longest name allowed (40).
ui-profile-bad-name = { $max ->
        [one] Please type a name of 1 to { $max } character.
       *[other] Please type a name of 1 to { $max } characters.
    }

## Notices shown once at start-up or after a change.

ui-notice-title = Please note
# $reason says why (a sentence from progress.ftl).
ui-notice-not-saved = Progress will not be saved: { $reason }
ui-notice-no-data-dir = Progress will not be saved: no data directory was found.
# The name of the profile made for a new learner (they can rename it in the settings).
ui-default-profile = Player

## A window too small for the screen.

# $width and $height are the columns and rows the screen needs; $now_width and $now_height
# what the window has.
ui-fit-too-small = The window is too small: make it at least { $width }x{ $height } (now { $now_width }x{ $now_height }).  Esc: back  q: quit
# When even that does not fit.
ui-fit-too-small-short = Window too small  Esc: back  q: quit

# The glossary screen (key g in a lesson or the lesson list).
ui-glossary = Words of the game
ui-glossary-help = Up/Down, PgUp/PgDn: read   Esc: back
# Above a lesson step: the stage (one idea of the lesson) it belongs to.
ui-learn-stage = Stage { $stage } of { $stages }: { $title }
# The button at a lesson's end that opens puzzles of its theme.
ui-learn-practise = Practise this
ui-learn-leave-lessons = lessons
ui-learn-leave-stop = stop
