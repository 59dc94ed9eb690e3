## The drill menu.

ui-drills = Drills - one rule at a time
ui-drill-intro = Questions on one rule, each on a new position from a game the computer played. They get harder as you get them right.
# $variant: the variant's name.
ui-drill-variant = Variant: { $variant }
# The drill menu's keys (items separated by two spaces).
ui-drill-keys = Up/Down: choose  Enter: start the drill, or change the game  Esc: back
# The button at the end of a lesson that opens the drill of its rule.
ui-practise-rule = Practise the rule
# The button at the end of a drill round that goes back to the drill menu.
ui-drill-menu = Drill menu


## A drill round (on the quiz screen). Footers: items separated by two spaces.

# On the board of a question answered with a square. $start: ui-keys-type-square-letters
# or ui-keys-type-square-numbers.
ui-drill-keys-square = Arrows and Enter, or click the square  { $start }  o: turn the board  Esc: end the round
# On the board of a question answered with a move. $start: ui-keys-type-letters or
# ui-keys-type-numbers.
ui-drill-keys-move = Pick the piece, then where it goes  { $start }  o: turn the board  Esc: end the round
# While typing a square; $example: a square (c3, or 22 on numbered boards).
ui-drill-keys-typing-square = Type the square ({ $example }) and press Enter  Tab or Esc: back to the board
# While typing a move; $example: a capture of two pieces (c3:e5:g7, or 28x19x10).
ui-drill-keys-typing-move = Type the whole capture ({ $example }) and press Enter  Tab or Esc: back to the board
