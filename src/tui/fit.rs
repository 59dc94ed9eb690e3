//! A wrapper that shows a clear message instead of a screen when the terminal is too small.

use cursive::view::{View, ViewWrapper};
use cursive::{Printer, Vec2};

use crate::Lang;

/// Draws its child only when the terminal is at least `min` cells; otherwise says so.
pub struct Fit<V> {
    inner: V,
    min: Vec2,
    size: Vec2,
    lang: Lang,
}

impl<V: View> Fit<V> {
    /// Wraps `inner`, which needs `min` (columns, rows).
    pub fn new(inner: V, min: (usize, usize), lang: Lang) -> Fit<V> {
        Fit {
            inner,
            min: Vec2::from(min),
            size: Vec2::zero(),
            lang,
        }
    }

    fn too_small(&self) -> bool {
        self.size.x < self.min.x || self.size.y < self.min.y
    }
}

impl<V: View> ViewWrapper for Fit<V> {
    cursive::wrap_impl!(self.inner: V);

    fn wrap_required_size(&mut self, constraint: Vec2) -> Vec2 {
        constraint
    }

    fn wrap_layout(&mut self, size: Vec2) {
        self.size = size;
        if !self.too_small() {
            self.inner.layout(size);
        }
    }

    fn wrap_draw(&self, printer: &Printer) {
        if !self.too_small() {
            return self.inner.draw(printer);
        }
        let lines = match self.lang {
            Lang::En => [
                "The window is too small.".to_string(),
                format!("Please make it at least {} x {}.", self.min.x, self.min.y),
                format!("Now it is {} x {}.", self.size.x, self.size.y),
            ],
            Lang::Ru => [
                "Окно слишком маленькое.".to_string(),
                format!("Сделай его хотя бы {} x {}.", self.min.x, self.min.y),
                format!("Сейчас {} x {}.", self.size.x, self.size.y),
            ],
        };
        for (row, line) in lines.iter().enumerate() {
            let text: String = line.chars().take(self.size.x).collect();
            printer.print((0, row), &text);
        }
    }

    fn wrap_on_event(&mut self, event: cursive::event::Event) -> cursive::event::EventResult {
        if self.too_small() {
            return cursive::event::EventResult::Ignored;
        }
        self.inner.on_event(event)
    }
}
