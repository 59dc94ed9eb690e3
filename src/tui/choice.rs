//! A list of numbered answers: arrows move a marker, Enter answers the marked one, the
//! number keys 1-9 answer at once, a click answers. Nothing is marked at first, so Enter alone
//! never answers by chance. Long answers wrap inside the panel. Once answered, the list shows
//! which answer was right (and which was picked) and lets Enter through to go on.

use std::sync::Arc;

use cursive::event::{Event, EventResult, Key, MouseButton, MouseEvent};
use cursive::theme::{BaseColor, ColorStyle, Effect};
use cursive::utils::lines::simple::make_lines;
use cursive::{Cursive, Printer, Vec2, View};

use super::keys::latin;

type PickCallback = Arc<dyn Fn(&mut Cursive, usize) + Send + Sync>;

/// The answers of a question.
pub struct ChoiceView {
    options: Vec<String>,
    cursor: Option<usize>,
    /// Set once answered: (the right option, the one picked).
    answered: Option<(usize, usize)>,
    on_pick: PickCallback,
    /// First row of each option, and after them the row count, from the last layout.
    rows: Vec<usize>,
    width: usize,
    ascii: bool,
}

impl ChoiceView {
    /// A list of `options`, numbered from 1; `on_pick` gets the 0-based index answered.
    pub fn new(
        options: Vec<String>,
        ascii: bool,
        on_pick: impl Fn(&mut Cursive, usize) + Send + Sync + 'static,
    ) -> ChoiceView {
        ChoiceView {
            options,
            cursor: None,
            answered: None,
            on_pick: Arc::new(on_pick),
            rows: Vec::new(),
            width: 0,
            ascii,
        }
    }

    /// Shows the question as answered: `right` is marked as the answer, `picked` as chosen.
    pub fn set_answered(&mut self, right: usize, picked: usize) {
        self.answered = Some((right, picked));
        self.cursor = None;
    }

    /// The option's text with its number and a mark, wrapped to `width`.
    fn lines(&self, i: usize, width: usize) -> Vec<String> {
        let mark = match self.answered {
            Some((right, _)) if right == i => {
                if self.ascii {
                    "+"
                } else {
                    "✓"
                }
            }
            Some((_, picked)) if picked == i => "x",
            _ if self.cursor == Some(i) => ">",
            _ => " ",
        };
        let head = format!("{mark} {}. ", i + 1);
        let indent = head.chars().count();
        let body_width = width.saturating_sub(indent).max(1);
        make_lines(&self.options[i], body_width)
            .iter()
            .enumerate()
            .map(|(n, row)| {
                let text = &self.options[i][row.start..row.end];
                if n == 0 {
                    format!("{head}{text}")
                } else {
                    format!("{}{text}", " ".repeat(indent))
                }
            })
            .collect()
    }

    fn pick(&mut self, i: usize) -> EventResult {
        if self.answered.is_some() || i >= self.options.len() {
            return EventResult::Ignored;
        }
        self.cursor = Some(i);
        let cb = self.on_pick.clone();
        EventResult::with_cb(move |s| cb(s, i))
    }

    fn step(&mut self, down: bool) -> EventResult {
        if self.answered.is_some() || self.options.is_empty() {
            return EventResult::Ignored;
        }
        let last = self.options.len() - 1;
        self.cursor = Some(match (self.cursor, down) {
            (None, true) => 0,
            (None, false) => last,
            (Some(i), true) => (i + 1).min(last),
            (Some(i), false) => i.saturating_sub(1),
        });
        EventResult::Consumed(None)
    }
}

impl View for ChoiceView {
    fn draw(&self, printer: &Printer) {
        let mut y = 0;
        for i in 0..self.options.len() {
            let style = match self.answered {
                Some((right, _)) if right == i => Some(ColorStyle::front(BaseColor::Green.dark())),
                Some((_, picked)) if picked == i => Some(ColorStyle::front(BaseColor::Red.dark())),
                _ => None,
            };
            for line in self.lines(i, printer.size.x) {
                let draw = |p: &Printer| p.print((0, y), &line);
                match style {
                    Some(style) => printer.with_color(style, draw),
                    None if self.cursor == Some(i) && printer.focused => {
                        printer.with_effect(Effect::Reverse, draw);
                    }
                    None => draw(printer),
                }
                y += 1;
            }
        }
    }

    fn layout(&mut self, size: Vec2) {
        self.width = size.x;
        let mut rows = vec![0];
        for i in 0..self.options.len() {
            rows.push(rows[i] + self.lines(i, size.x).len());
        }
        self.rows = rows;
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        let width = constraint.x.max(8);
        let rows: Vec<Vec<String>> = (0..self.options.len())
            .map(|i| self.lines(i, width))
            .collect();
        let widest = rows
            .iter()
            .flatten()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0);
        Vec2::new(widest.min(width), rows.iter().map(Vec::len).sum())
    }

    fn take_focus(
        &mut self,
        _: cursive::direction::Direction,
    ) -> Result<EventResult, cursive::view::CannotFocus> {
        if self.answered.is_some() {
            Err(cursive::view::CannotFocus)
        } else {
            Ok(EventResult::Consumed(None))
        }
    }

    fn on_event(&mut self, event: Event) -> EventResult {
        match event {
            Event::Key(Key::Down) => self.step(true),
            Event::Key(Key::Up) => self.step(false),
            Event::Char(c) if matches!(latin(c), 'j' | 'k') => self.step(latin(c) == 'j'),
            Event::Char(c @ '1'..='9') => self.pick(c as usize - '1' as usize),
            Event::Key(Key::Enter) | Event::Char(' ') => match self.cursor {
                Some(i) => self.pick(i),
                None => EventResult::Ignored,
            },
            Event::Mouse {
                offset,
                position,
                event: MouseEvent::Release(MouseButton::Left),
            } => {
                let Some(rel) = position.checked_sub(offset) else {
                    return EventResult::Ignored;
                };
                if rel.x >= self.width {
                    return EventResult::Ignored;
                }
                let hit = self
                    .rows
                    .windows(2)
                    .position(|r| (r[0]..r[1]).contains(&rel.y));
                match hit {
                    Some(i) => self.pick(i),
                    None => EventResult::Ignored,
                }
            }
            _ => EventResult::Ignored,
        }
    }
}
