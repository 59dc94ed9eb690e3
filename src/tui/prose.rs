//! Text for children to read: wrapped at spaces only, so a move like `c3-d4` or a word is
//! never cut in two (cursive's text view breaks lines after a dash).

use cursive::theme::{BaseColor, ColorStyle};
use cursive::{Printer, Vec2, View};

use crate::trainer::{Feedback, Tone};

/// A block of text wrapped at spaces, in one colour.
#[derive(Default)]
pub struct Prose {
    text: String,
    color: Option<ColorStyle>,
}

impl Prose {
    /// Text in the default colour.
    pub fn new(text: impl Into<String>) -> Prose {
        Prose {
            text: text.into(),
            color: None,
        }
    }

    /// Changes the text and its colour (`None`: the default).
    pub fn set(&mut self, text: impl Into<String>, color: Option<ColorStyle>) {
        self.text = text.into();
        self.color = color;
    }

    /// Changes the text, keeping the colour.
    pub fn set_text(&mut self, text: impl Into<String>) {
        self.text = text.into();
    }
}

/// The colour of a message of this tone: green right, red wrong, blue neutral.
pub fn tone_color(tone: Tone) -> ColorStyle {
    ColorStyle::front(match tone {
        Tone::Right => BaseColor::Green.dark(),
        Tone::Wrong => BaseColor::Red.dark(),
        Tone::Info => BaseColor::Blue.dark(),
    })
}

/// Shows a feedback message (or nothing) in the prose view named `name`, with `mark` before
/// it ("+ ", "x ", "i ": the tone without colour) and `after` it.
pub fn show_feedback(
    siv: &mut cursive::Cursive,
    name: &str,
    feedback: Option<&Feedback>,
    marks: bool,
    after: &str,
) {
    let (text, color) = match feedback {
        Some(f) => {
            let mark = match (marks, f.tone) {
                (false, _) => "",
                (true, Tone::Right) => "+ ",
                (true, Tone::Wrong) => "x ",
                (true, Tone::Info) => "i ",
            };
            (format!("{mark}{}{after}", f.text), Some(tone_color(f.tone)))
        }
        None => (String::new(), None),
    };
    siv.call_on_name(name, |p: &mut Prose| p.set(text, color));
}

/// The lines of `text` at most `width` characters wide, broken at spaces (a word longer
/// than the width is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut len = 0;
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let mut word: Vec<char> = word.chars().collect();
            if len > 0 && len + 1 + word.len() <= width {
                line.push(' ');
                line.extend(&word);
                len += 1 + word.len();
                continue;
            }
            if len > 0 {
                lines.push(std::mem::take(&mut line));
            }
            while word.len() > width {
                lines.push(word.drain(..width).collect());
            }
            line.extend(&word);
            len = word.len();
        }
        lines.push(line);
    }
    lines
}

impl View for Prose {
    fn draw(&self, printer: &Printer) {
        let draw = |p: &Printer| {
            for (y, line) in wrap(&self.text, printer.size.x).iter().enumerate() {
                p.print((0, y), line);
            }
        };
        match self.color {
            Some(color) => printer.with_color(color, draw),
            None => draw(printer),
        }
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        if self.text.is_empty() {
            return Vec2::zero();
        }
        let lines = wrap(&self.text, constraint.x);
        let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        Vec2::new(widest, lines.len())
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn lines_break_at_spaces_only() {
        assert_eq!(
            wrap("Make the move c3-d4 now.", 16),
            ["Make the move", "c3-d4 now."]
        );
        assert_eq!(wrap("one\ntwo three", 20), ["one", "two three"]);
        assert_eq!(wrap("abcdefgh", 3), ["abc", "def", "gh"]);
        assert_eq!(wrap("", 5), [""]);
        assert!(
            wrap("Сделай ход c3-d4, пожалуйста.", 12)
                .iter()
                .all(|l| l.chars().count() <= 12)
        );
    }
}
