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
