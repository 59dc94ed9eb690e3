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
#[expect(
    clippy::match_same_arms,
    reason = "one row per kind of character, lines then marks; ✓ and ☆ share + and - with lines"
)]
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
///
/// Cursive sends the terminal only the cells that changed since the last frame; a border is
/// the same `─` in both frames when the switch is turned, so it would stay as it was. The
/// frame after a turn of the switch is therefore drawn whole (the backend says it does not
/// keep what was drawn), and every character is sent again the new way.
pub struct AsciiBackend {
    inner: Box<dyn Backend>,
    on: Arc<AtomicBool>,
    /// The switch as the last frame was drawn.
    drawn: AtomicBool,
}

impl AsciiBackend {
    /// Wraps `inner`; it draws ASCII while `on` is set (the setting can change any time).
    pub fn new(inner: Box<dyn Backend>, on: Arc<AtomicBool>) -> AsciiBackend {
        let drawn = AtomicBool::new(on.load(Ordering::Relaxed));
        AsciiBackend { inner, on, drawn }
    }
}

impl Backend for AsciiBackend {
    fn poll_event(&mut self) -> Option<Event> {
        self.inner.poll_event()
    }

    fn set_title(&mut self, title: String) {
        self.inner.set_title(title);
    }

    fn refresh(&mut self) {
        self.inner.refresh();
    }

    fn has_colors(&self) -> bool {
        self.inner.has_colors()
    }

    fn screen_size(&self) -> Vec2 {
        self.inner.screen_size()
    }

    fn move_to(&self, pos: Vec2) {
        self.inner.move_to(pos);
    }

    fn print(&self, text: &str) {
        if self.on.load(Ordering::Relaxed) && text.chars().any(|c| ascii_char(c).is_some()) {
            let plain: String = text.chars().map(|c| ascii_char(c).unwrap_or(c)).collect();
            self.inner.print(&plain);
        } else {
            self.inner.print(text);
        }
    }

    fn clear(&self, color: cursive::theme::Color) {
        self.inner.clear(color);
    }

    fn set_color(&self, colors: ColorPair) -> ColorPair {
        self.inner.set_color(colors)
    }

    fn set_effect(&self, effect: Effect) {
        self.inner.set_effect(effect);
    }

    fn is_persistent(&self) -> bool {
        // Asked once at the start of each frame.
        let on = self.on.load(Ordering::Relaxed);
        let switched = self.drawn.swap(on, Ordering::Relaxed) != on;
        !switched && self.inner.is_persistent()
    }

    fn unset_effect(&self, effect: Effect) {
        self.inner.unset_effect(effect);
    }

    fn name(&self) -> &str {
        self.inner.name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cursive::buffer::PrintBuffer;
    use cursive::style::ConcreteStyle;
    use std::sync::Mutex;

    /// A terminal that keeps what it was sent, and what it shows.
    #[derive(Default)]
    struct Recorder {
        sent: Arc<Mutex<String>>,
    }

    impl Backend for Recorder {
        fn poll_event(&mut self) -> Option<Event> {
            None
        }
        fn set_title(&mut self, _: String) {}
        fn refresh(&mut self) {}
        fn has_colors(&self) -> bool {
            false
        }
        fn screen_size(&self) -> Vec2 {
            Vec2::new(8, 1)
        }
        fn move_to(&self, _: Vec2) {}
        fn print(&self, text: &str) {
            self.sent.lock().unwrap().push_str(text);
        }
        fn clear(&self, _: cursive::theme::Color) {}
        fn set_color(&self, colors: ColorPair) -> ColorPair {
            colors
        }
        fn set_effect(&self, _: Effect) {}
        fn unset_effect(&self, _: Effect) {}
        fn is_persistent(&self) -> bool {
            true
        }
    }

    #[test]
    fn turning_the_switch_redraws_every_border_at_once() {
        let on = Arc::new(AtomicBool::new(false));
        let recorder = Recorder::default();
        let sent = recorder.sent.clone();
        let backend = AsciiBackend::new(Box::new(recorder), on.clone());
        let mut buffer = PrintBuffer::new();
        buffer.resize(Vec2::new(8, 1));
        let frame = |buffer: &mut PrintBuffer| {
            buffer.print_at(Vec2::zero(), "┌──┐ ab", ConcreteStyle::terminal_default());
            buffer.flush(&backend);
            std::mem::take(&mut *sent.lock().unwrap())
        };
        assert!(frame(&mut buffer).contains("┌──┐"));
        // Nothing changed: nothing is sent again.
        assert!(!frame(&mut buffer).contains('─'));
        on.store(true, Ordering::Relaxed);
        // The same cells, but the switch turned: the border comes again, in ASCII.
        let after = frame(&mut buffer);
        assert!(after.contains("+--+"), "{after:?}");
        assert!(!frame(&mut buffer).contains('-'), "and only once");
    }

    #[test]
    fn stand_ins_are_ascii() {
        for c in "┌┐└┘├┤┬┴┼─═—–│║▒█«»×✓★☆".chars() {
            assert!(ascii_char(c).is_some_and(|a| a.is_ascii()), "{c}");
        }
        assert_eq!(ascii_char('a'), None);
        assert_eq!(ascii_char('ж'), None);
    }
}
