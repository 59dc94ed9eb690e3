//! ASCII drawing for terminals without box-drawing characters: with `--ascii` (or the
//! setting), borders, scroll bars and the typographic marks of texts are sent to the terminal
//! as plain ASCII, each character of the same width as the one it stands for.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use cursive::Vec2;
use cursive::backend::Backend;
use cursive::event::Event;
use cursive::theme::{ColorPair, Effect};

/// The ASCII stand-in of a character drawn on screen, if it needs one.
pub fn ascii_char(c: char) -> Option<char> {
    Some(match c {
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' => '+',
        '─' | '═' | '—' | '–' | '‒' => '-',
        '│' | '║' => '|',
        '▒' | '█' => '#',
        '«' | '»' | '“' | '”' | '„' => '"',
        '’' | '‘' => '\'',
        '×' => 'x',
        '✓' => '+',
        '★' => '*',
        '☆' => '-',
        _ => return None,
    })
}

/// A terminal backend that draws in ASCII while its switch is on.
pub struct AsciiBackend {
    inner: Box<dyn Backend>,
    on: Arc<AtomicBool>,
}

impl AsciiBackend {
    /// Wraps `inner`; it draws ASCII while `on` is set (the setting can change any time).
    pub fn new(inner: Box<dyn Backend>, on: Arc<AtomicBool>) -> Box<AsciiBackend> {
        Box::new(AsciiBackend { inner, on })
    }
}

impl Backend for AsciiBackend {
    fn poll_event(&mut self) -> Option<Event> {
        self.inner.poll_event()
    }

    fn set_title(&mut self, title: String) {
        self.inner.set_title(title)
    }

    fn refresh(&mut self) {
        self.inner.refresh()
    }

    fn has_colors(&self) -> bool {
        self.inner.has_colors()
    }

    fn screen_size(&self) -> Vec2 {
        self.inner.screen_size()
    }

    fn move_to(&self, pos: Vec2) {
        self.inner.move_to(pos)
    }

    fn print(&self, text: &str) {
        if self.on.load(Ordering::Relaxed) && text.chars().any(|c| ascii_char(c).is_some()) {
            let plain: String = text.chars().map(|c| ascii_char(c).unwrap_or(c)).collect();
            self.inner.print(&plain)
        } else {
            self.inner.print(text)
        }
    }

    fn clear(&self, color: cursive::theme::Color) {
        self.inner.clear(color)
    }

    fn set_color(&self, colors: ColorPair) -> ColorPair {
        self.inner.set_color(colors)
    }

    fn set_effect(&self, effect: Effect) {
        self.inner.set_effect(effect)
    }

    fn is_persistent(&self) -> bool {
        self.inner.is_persistent()
    }

    fn unset_effect(&self, effect: Effect) {
        self.inner.unset_effect(effect)
    }

    fn name(&self) -> &str {
        self.inner.name()
    }
}

#[cfg(test)]
mod tests {
    use super::ascii_char;

    #[test]
    fn stand_ins_are_ascii() {
        for c in "┌┐└┘├┤┬┴┼─═—–│║▒█«»×✓★☆".chars() {
            assert!(ascii_char(c).is_some_and(|a| a.is_ascii()), "{c}");
        }
        assert_eq!(ascii_char('a'), None);
        assert_eq!(ascii_char('ж'), None);
    }
}
