//! The move box and the footer that follows the focus: while the learner types, the footer
//! says how typing works; while the board (or a list) has the focus, it shows their keys.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use cursive::event::{Event, EventResult};
use cursive::view::{View, ViewWrapper};
use cursive::{Printer, Vec2};

use super::prose::wrap;

/// Whether the typing box has the focus, shared by the box and its footer.
pub type TypingFlag = Arc<AtomicBool>;

/// Wraps the typing box and notes when it gains or loses the focus.
pub struct Tracked<V> {
    inner: V,
    flag: TypingFlag,
}

impl<V: View> Tracked<V> {
    /// Wraps `inner`, keeping `flag` up to date.
    pub fn new(inner: V, flag: TypingFlag) -> Tracked<V> {
        Tracked { inner, flag }
    }
}

impl<V: View> ViewWrapper for Tracked<V> {
    cursive::wrap_impl!(self.inner: V);

    fn wrap_take_focus(
        &mut self,
        source: cursive::direction::Direction,
    ) -> Result<EventResult, cursive::view::CannotFocus> {
        let result = self.inner.take_focus(source);
        if result.is_ok() {
            self.flag.store(true, Ordering::Relaxed);
        }
        result
    }

    fn wrap_focus_view(
        &mut self,
        selector: &cursive::view::Selector,
    ) -> Result<EventResult, cursive::view::ViewNotFound> {
        let result = self.inner.focus_view(selector);
        if result.is_ok() {
            self.flag.store(true, Ordering::Relaxed);
        }
        result
    }

    fn wrap_on_event(&mut self, event: Event) -> EventResult {
        if event == Event::FocusLost {
            self.flag.store(false, Ordering::Relaxed);
        }
        self.inner.on_event(event)
    }
}

/// A footer with two texts: one while typing, one otherwise. Long texts wrap.
pub struct Footer {
    board: String,
    typing: String,
    flag: TypingFlag,
}

impl Footer {
    /// A footer showing `typing` while `flag` is set, else `board`.
    pub fn new(board: impl Into<String>, typing: impl Into<String>, flag: TypingFlag) -> Footer {
        Footer {
            board: board.into(),
            typing: typing.into(),
            flag,
        }
    }

    /// Changes the texts.
    pub fn set(&mut self, board: impl Into<String>, typing: impl Into<String>) {
        self.board = board.into();
        self.typing = typing.into();
    }

    fn text(&self) -> &str {
        if self.flag.load(Ordering::Relaxed) {
            &self.typing
        } else {
            &self.board
        }
    }
}

/// The lines of a footer: its items (separated by two spaces, like `Tab: type  F1: hint`)
/// are kept whole on a line where they fit, so a key never stands apart from what it does.
pub fn footer_lines(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for item in text.split("  ").map(str::trim).filter(|i| !i.is_empty()) {
        let len = item.chars().count();
        let used = line.chars().count();
        if used > 0 && used + 2 + len <= width {
            line.push_str("  ");
            line.push_str(item);
            continue;
        }
        if used > 0 {
            lines.push(std::mem::take(&mut line));
        }
        if len <= width {
            line = item.to_string();
        } else {
            let mut rows = wrap(item, width);
            line = rows.pop().unwrap_or_default();
            lines.extend(rows);
        }
    }
    lines.push(line);
    lines
}

impl View for Footer {
    fn draw(&self, printer: &Printer) {
        for (y, line) in footer_lines(self.text(), printer.size.x).iter().enumerate() {
            printer.print((0, y), line);
        }
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        // As tall as the longer text, so the screen does not jump when the focus moves.
        let width = constraint.x.max(1);
        let rows = |t: &str| footer_lines(t, width).len();
        Vec2::new(width, rows(&self.board).max(rows(&self.typing)).max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::footer_lines;

    #[test]
    fn footer_items_stay_whole() {
        assert_eq!(
            footer_lines("Tab: type  F1 or ?: hint  Esc: back", 22),
            ["Tab: type", "F1 or ?: hint", "Esc: back"]
        );
        assert_eq!(
            footer_lines("Tab: type  F1: hint", 80),
            ["Tab: type  F1: hint"]
        );
        assert_eq!(
            footer_lines("Arrows, Enter: pick", 10),
            ["Arrows,", "Enter:", "pick"]
        );
    }
}
