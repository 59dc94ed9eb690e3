//! A wrapper that shows a clear message instead of a screen when the terminal is too small;
//! Esc and `q` still work there.

use cursive::Cursive;
use cursive::event::{Event, EventResult, Key};
use cursive::view::{View, ViewWrapper};
use cursive::views::stack_view::NoShadow;
use cursive::{Printer, Vec2};

use super::input::footer_lines;
use crate::Lang;

/// Draws its child only when the terminal is at least `min` cells; otherwise says so.
pub struct Fit<V> {
    inner: V,
    min: Vec2,
    /// The size given at the last layout; `None` before the first one.
    size: Option<Vec2>,
    /// The room the window gives the layer; `None` before it is first asked its size.
    room: Option<Vec2>,
    /// A dialog over another screen: as big as it needs when the window is big enough.
    over: bool,
    lang: Lang,
}

impl<V: View> Fit<V> {
    /// Wraps `inner`, which needs `min` (columns, rows).
    pub fn new(inner: V, min: (usize, usize), lang: Lang) -> Fit<V> {
        Fit {
            inner,
            min: Vec2::from(min),
            size: None,
            room: None,
            over: false,
            lang,
        }
    }

    /// Wraps `inner`, a dialog shown over another screen, which together with that screen
    /// needs `min`: the dialog takes its own size when the window is big enough, and the
    /// whole window, saying it is too small, when not, so it is never drawn over the other
    /// screen's too-small message.
    fn over(inner: V, min: (usize, usize), lang: Lang) -> Fit<V> {
        Fit {
            over: true,
            ..Fit::new(inner, min, lang)
        }
    }

    /// Shows `dialog` over the screen on top, as [`Fit::over`] that screen's `min`: centred
    /// at its own size, or the whole window saying it is too small.
    pub fn show_over(siv: &mut Cursive, dialog: V, min: (usize, usize), lang: Lang)
    where
        V: 'static,
    {
        // No shadow: its margin would leave the screen beneath showing round the message.
        siv.screen_mut()
            .add_layer(NoShadow(Fit::over(dialog, min, lang)));
    }

    /// Whether the window gives less room than needed. Before the first layout it is not
    /// known, and keys go to the screen: keys typed together with the one that opened it
    /// (a fast double Enter) arrive before it is first laid out and must not be lost.
    fn too_small(&self) -> bool {
        let room = if self.over { self.room } else { self.size };
        room.is_some_and(|room| room.x < self.min.x || room.y < self.min.y)
    }
}

impl<V: View> ViewWrapper for Fit<V> {
    cursive::wrap_impl!(self.inner: V);

    fn wrap_required_size(&mut self, constraint: Vec2) -> Vec2 {
        self.room = Some(constraint);
        if self.over && !self.too_small() {
            return self.inner.required_size(constraint);
        }
        constraint
    }

    fn wrap_layout(&mut self, size: Vec2) {
        self.size = Some(size);
        if !self.too_small() {
            self.inner.layout(size);
        }
    }

    fn wrap_draw(&self, printer: &Printer) {
        if !self.too_small() {
            return self.inner.draw(printer);
        }
        let (min, now) = (self.min, self.size.unwrap_or_default());
        let long = crate::t!(
            self.lang,
            "ui-fit-too-small",
            width = min.x,
            height = min.y,
            now_width = now.x,
            now_height = now.y
        );
        let short = crate::t!(self.lang, "ui-fit-too-small-short");
        let width = now.x.max(1);
        // Wrapped as a footer is: a key stays on one line with what it does ("q: quit").
        let mut rows = footer_lines(&long, width);
        if rows.len() > now.y {
            rows = footer_lines(&short, width);
        }
        for (y, row) in rows.iter().take(now.y).enumerate() {
            printer.print((0, y), row);
        }
    }

    /// While the window is too small, only Esc (passed on: it goes back as on the screen)
    /// and `q` (quits the trainer) work; the message says so.
    fn wrap_on_event(&mut self, event: Event) -> EventResult {
        if !self.too_small() {
            return self.inner.on_event(event);
        }
        if event == Event::Key(Key::Esc) {
            return self.inner.on_event(event);
        }
        if super::keys::command(super::keys::QUIT).apply(&event) {
            return EventResult::with_cb(Cursive::quit);
        }
        EventResult::Ignored
    }
}
