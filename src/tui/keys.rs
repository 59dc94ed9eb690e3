//! Keys as the learner presses them: a command letter works on the Latin and on the Russian
//! keyboard layout (`o` and `щ` turn the board), and in either case.
//!
//! The letters a-h (and the digits on numbered boards) begin a move typed on the board, so
//! no command uses them, nor a letter whose Russian-layout twin begins a move (`t` gives `е`,
//! read as e): see [`crate::trainer::begins_move`]. One command has one key on every screen.

use cursive::event::{Event, EventTrigger};

/// Turns the board around.
pub const TURN: char = 'o';
/// Shows or hides where the picked piece can go.
pub const TARGETS: char = 'm';
/// Opens (and closes) the words of the game.
pub const GLOSSARY: char = 'i';
/// Checks the squares marked on the board.
pub const CHECK: char = 'k';
/// Takes a move back.
pub const UNDO: char = 'u';
/// Offers a draw.
pub const DRAW: char = 'n';
/// Gives up: resigns a game, or gives up a puzzle (its solution is shown).
pub const GIVE_UP: char = 'r';
/// Reviews the game just played.
pub const REVIEW: char = 'v';
/// Asks why (a puzzle's idea).
pub const WHY: char = 'w';
/// Skips a puzzle.
pub const SKIP: char = 's';
/// Quits the trainer (the main menu, the too-small window).
pub const QUIT: char = 'q';

/// The Latin key a typed character stands for: Russian-layout letters as the keys they sit
/// on, capitals as small letters.
pub fn latin(c: char) -> char {
    crate::trainer::latin_key(c).unwrap_or(c.to_ascii_lowercase())
}

/// A trigger for the command key `key` (a small Latin letter) on either layout.
pub fn command(key: char) -> EventTrigger {
    EventTrigger::from_fn(move |e| matches!(e, Event::Char(c) if latin(*c) == key))
}

/// The hint keys: F1 everywhere, and `?` where no text is being typed.
pub fn hint() -> EventTrigger {
    EventTrigger::from_fn(|e| matches!(e, Event::Key(cursive::event::Key::F1) | Event::Char('?')))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::NotationStyle;
    use crate::trainer::begins_move;

    #[test]
    fn commands_work_on_both_layouts() {
        assert_eq!(latin('f'), 'f');
        assert_eq!(latin('F'), 'f');
        assert_eq!(latin('а'), 'f');
        assert_eq!(latin('С'), 'c');
        assert_eq!(latin('?'), '?');
        assert!(command('u').apply(&Event::Char('г')));
        assert!(command('u').apply(&Event::Char('u')));
        assert!(!command('u').apply(&Event::Char('y')));
        assert!(command(TURN).apply(&Event::Char('Щ')));
    }

    #[test]
    fn no_command_key_begins_a_move_on_either_layout() {
        let commands = [
            TURN, TARGETS, GLOSSARY, CHECK, UNDO, DRAW, GIVE_UP, REVIEW, WHY, SKIP, QUIT,
        ];
        let russian = ('а'..='я').chain(['ё']);
        for key in commands {
            let twins: Vec<char> = russian.clone().filter(|c| latin(*c) == key).collect();
            assert_eq!(twins.len(), 1, "{key}");
            for c in [key, key.to_ascii_uppercase(), twins[0]] {
                for style in [NotationStyle::Algebraic, NotationStyle::Numeric] {
                    assert!(!begins_move(style, c), "{key}: {c} begins a move");
                }
            }
        }
        let mut unique = commands.to_vec();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), commands.len());
    }
}
