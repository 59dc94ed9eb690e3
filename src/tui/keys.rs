//! Keys as the learner presses them: a command letter works on the Latin and on the Russian
//! keyboard layout (`f` and `а` turn the board), and in either case.

use cursive::event::{Event, EventTrigger};

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
    }
}
