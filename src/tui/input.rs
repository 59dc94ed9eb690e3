//! The move box and the footer that follows the focus: while the learner types, the footer
//! says how typing works; while the board (or a list) has the focus, it shows their keys.
//! A key that begins a move, pressed on the board, starts the move box with it ([`TypeAhead`]);
//! Esc in the move box empties it and goes back to the board ([`MoveBox`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use cursive::event::{Event, EventResult, Key};
use cursive::view::{View, ViewWrapper};
use cursive::views::EditView;
use cursive::{Cursive, Printer, Vec2};

use super::prose::wrap;
use crate::rules::NotationStyle;
use crate::trainer::begins_move;

/// Whether the typing box has the focus, shared by the box and its footer.
pub type TypingFlag = Arc<AtomicBool>;

/// Wraps the typing box and notes when it gains or loses the focus.
pub struct Tracked<V> {
    inner: V,
    flag: TypingFlag,
    /// Where Esc goes back to, if anywhere.
    back: Option<MoveBox>,
}

impl<V: View> Tracked<V> {
    /// Wraps `inner`, keeping `flag` up to date.
    pub fn new(inner: V, flag: TypingFlag) -> Tracked<V> {
        Tracked {
            inner,
            flag,
            back: None,
        }
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
        if event == Event::Key(Key::Esc)
            && let Some(back) = self.back.clone()
            && back.live.load(Ordering::Relaxed)
        {
            self.flag.store(false, Ordering::Relaxed);
            return EventResult::with_cb(move |s| {
                // The move begun is given up: the box is empty when the learner comes back.
                s.call_on_name(back.input, |e: &mut EditView| {
                    let _ = e.set_content("");
                });
                if s.focus_name(back.board).is_ok()
                    && let Some(on_back) = back.on_back
                {
                    on_back(s);
                }
            });
        }
        self.inner.on_event(event)
    }
}

/// The footer item that says how to start typing a move on a board written in `notation`:
/// Tab, or the move's first key (a letter, or a digit on numbered boards).
pub fn type_keys(notation: NotationStyle, lang: crate::Lang) -> String {
    match notation {
        NotationStyle::Algebraic => crate::t!(lang, "ui-keys-type-letters"),
        NotationStyle::Numeric => crate::t!(lang, "ui-keys-type-numbers"),
    }
}

/// The footer item that says how to start typing a square on a board written in
/// `notation`: Tab, or the square's first key.
pub fn type_square_keys(notation: NotationStyle, lang: crate::Lang) -> String {
    match notation {
        NotationStyle::Algebraic => crate::t!(lang, "ui-keys-type-square-letters"),
        NotationStyle::Numeric => crate::t!(lang, "ui-keys-type-square-numbers"),
    }
}

/// A board and its move box, tied together: a key that begins a move on the board starts
/// the move box with it ([`TypeAhead`]), and Esc in the move box goes back to the board while
/// the board takes picks (else, the game being over or the step done, Esc does what it does
/// on the screen).
#[derive(Clone)]
pub struct MoveBox {
    board: &'static str,
    input: &'static str,
    notation: NotationStyle,
    /// Run when Esc has taken the learner back to the board.
    on_back: Option<fn(&mut Cursive)>,
    /// Whether the board takes picks now (and so the focus).
    live: Arc<AtomicBool>,
}

impl MoveBox {
    /// The board named `board`, written in `notation`, and the move box named `input`.
    pub fn new(board: &'static str, input: &'static str, notation: NotationStyle) -> MoveBox {
        MoveBox {
            board,
            input,
            notation,
            on_back: None,
            live: Arc::default(),
        }
    }

    /// Runs `f` when Esc has taken the learner back to the board.
    pub fn on_back(mut self, f: fn(&mut Cursive)) -> MoveBox {
        self.on_back = Some(f);
        self
    }

    /// Wraps the board view (named as given to [`MoveBox::new`] inside `board`).
    pub fn board<V: View>(&self, board: V) -> TypeAhead<V> {
        TypeAhead {
            inner: board,
            notation: self.notation,
            input: self.input,
            live: self.live.clone(),
        }
    }

    /// Wraps the move box, whose focus `flag` follows.
    pub fn input<V: View>(&self, input: V, flag: TypingFlag) -> Tracked<V> {
        Tracked {
            inner: input,
            flag,
            back: Some(self.clone()),
        }
    }
}

/// Wraps a board: a key that begins a move on it ([`begins_move`]) moves the focus to the
/// move box and starts the move there with that key, so `f2-g3` Enter typed on the board
/// plays f2-g3 without Tab. Made by [`MoveBox::board`].
pub struct TypeAhead<V> {
    inner: V,
    notation: NotationStyle,
    input: &'static str,
    live: Arc<AtomicBool>,
}

impl<V: View> ViewWrapper for TypeAhead<V> {
    cursive::wrap_impl!(self.inner: V);

    fn wrap_layout(&mut self, size: Vec2) {
        // Whether the board takes the focus now, for Esc in the move box.
        let live = self
            .inner
            .take_focus(cursive::direction::Direction::none())
            .is_ok();
        self.live.store(live, Ordering::Relaxed);
        self.inner.layout(size);
    }

    fn wrap_on_event(&mut self, event: Event) -> EventResult {
        let Event::Char(c) = event else {
            return self.inner.on_event(event);
        };
        if !begins_move(self.notation, c) {
            return self.inner.on_event(event);
        }
        // A piece picked on the board is let go: the move is typed now.
        let _ = self.inner.on_event(Event::Key(Key::Esc));
        let input = self.input;
        EventResult::with_cb(move |s| {
            if s.focus_name(input).is_err() {
                return;
            }
            let edited = s.call_on_name(input, |e: &mut EditView| e.set_content(c.to_string()));
            if let Some(edited) = edited {
                edited(s);
            }
        })
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
