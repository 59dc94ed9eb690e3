## The play screens: choosing a game, and playing it against the computer.

## The play menu.

ui-play-title = Play against the computer
# Menu rows: a name, a colon, then the choice ($variant: a variant's name; $level: the
# computer's level, 1 to 8; $side: White, Black or "by lot").
ui-play-variant = Game: { $variant }
ui-play-level = Computer level: { $level } / 8
ui-play-side = You play: { $side }
ui-play-levels = Level 1 is a beginner who makes mistakes; level 8 plays its best.

## A game.

# The title: $variant is the variant's name, $level the computer's level (1 to 8), $side
# "white" or "black", the learner's side.
ui-play-game-title = { $variant } - level { $level } - { $side ->
        [black] you play Black
       *[white] you play White
    }
# Footers. Items are separated by two spaces; a line breaks only between items.
# $start: how to start typing a move (ui-keys-type-letters or ui-keys-type-numbers).
ui-play-keys-board = Arrows, Enter: pick the piece, then its square  { $start }  F1 or ?: hint  u: take back  n: offer a draw  r: resign  o: turn the board  Esc: leave
ui-play-keys-typing = Type the move ({ $quiet }, { $capture }) and press Enter  Tab or Esc: back to the board  F1: hint
ui-play-thinking = The computer is thinking...
ui-play-looking-for-hint = Looking for a good move...
ui-play-your-move = Your move.
ui-play-your-move-capture = Your move. You must capture!
# After the game's result: the keys that work then, each its own item.
ui-play-key-new-game = Enter: a new game
ui-play-key-review = v: review the game
ui-play-key-take-back = u: take back
ui-play-key-leave = Esc: leave
ui-play-resign-question = Give up this game?
ui-play-resign-yes = Yes, resign
ui-play-resign-no = No, play on

## Saving the game.

# $name is the name of the file the game is in (in the profile's games folder).
ui-play-saved-as = The game is saved in your games folder as { $name }
# $error says what went wrong (from the system, often in English).
ui-play-not-saved = The game could not be saved: { $error }
# Leaving a game before its end. $path is the file the game is in; the name in quotes is
# the main menu's entry, "Continue" the first line of that menu. The last line is a command
# to type, where FILE stands for the file's name.
ui-play-left-saved =
    Your game is saved, so you can finish it later: choose "{ ui-menu-play }" on the menu, then "Continue".
    It is kept in this file:
    { $path }
    (or type: shashki play --load FILE)
