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
