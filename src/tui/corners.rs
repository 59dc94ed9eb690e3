//! Corners (уголки) on the game screen: its own board of 64 squares (corners uses every
//! square) drawn in the draughts board's colours, and the race count beside it.

use std::fmt::Write as _;
use std::sync::Arc;

use cursive::event::{Event, EventResult};
use cursive::theme::{BaseColor, Color as Paint, ColorStyle, Effect};
use cursive::{Cursive, Printer, Vec2, View};

use super::App;
use super::board::{BoardStyle, cell_colors};
use super::board_keys::{BoardKey, board_key};
use super::play::game::{OnScreen, PlayState, picked};
use crate::Lang;
use crate::corners::{Cell, CornersGame, CornersMove, CornersPosition};
use crate::rules::{Color, NotationStyle};
use crate::trainer::CornersSession;

/// Width of the rank labels on the left.
const LABELS: usize = 3;
/// Columns of one square.
const CELL: usize = 3;

/// What the corners board shows of a game.
pub struct Shown {
    /// The position.
    pub(super) position: CornersPosition,
    /// The last move's two ends.
    pub(super) last_move: Vec<Cell>,
    /// A hinted move's two ends.
    pub(super) hint: Vec<Cell>,
    /// The learner may pick.
    pub(super) active: bool,
    /// The computer is to move.
    pub(super) waiting: bool,
}

type PickCallback = Arc<dyn Fn(&mut Cursive, Cell, Cell) + Send + Sync>;

/// The corners board: 8x8, every square used, the learner's goal corner tinted; a piece is
/// picked, then the square it goes to (arrows and Enter, or the mouse).
pub struct CornersBoard {
    position: CornersPosition,
    style: BoardStyle,
    /// The side whose far corner is tinted and which is at the bottom.
    viewer: Color,
    /// The learner may pick.
    active: bool,
    /// The computer is to move: no picks, but the board keeps the focus, so Esc in the move
    /// box comes back to it instead of leaving the game.
    waiting: bool,
    /// Cursor as a board cell: column from the left, row from the top.
    cursor: (usize, usize),
    picked: Option<Cell>,
    last_move: Vec<Cell>,
    hint: Vec<Cell>,
    on_pick: Option<PickCallback>,
}

impl CornersBoard {
    /// A board showing `position` from `viewer`'s side.
    pub fn new(position: CornersPosition, style: BoardStyle, viewer: Color) -> CornersBoard {
        CornersBoard {
            position,
            style,
            viewer,
            active: false,
            waiting: false,
            cursor: (2, 5),
            picked: None,
            last_move: Vec::new(),
            hint: Vec::new(),
            on_pick: None,
        }
    }

    /// Calls `f` with a piece's square and the square picked for it.
    pub fn on_pick(mut self, f: impl Fn(&mut Cursive, Cell, Cell) + Send + Sync + 'static) -> Self {
        self.on_pick = Some(Arc::new(f));
        self
    }

    /// Shows the game as it is now.
    pub fn set(&mut self, shown: Shown) {
        if shown.position != self.position {
            self.picked = None;
        }
        self.position = shown.position;
        self.last_move = shown.last_move;
        self.hint = shown.hint;
        self.active = shown.active;
        self.waiting = shown.waiting;
    }

    /// The square under board cell (column, row).
    fn cell_at(&self, col: usize, row: usize) -> Option<Cell> {
        let (col, row) = (col as u8, row as u8);
        match self.viewer {
            Color::White => Cell::new(col, 7u8.checked_sub(row)?),
            Color::Black => Cell::new(7u8.checked_sub(col)?, row),
        }
    }

    fn glyph(&self, side: Color) -> &'static str {
        match (self.style.ascii, side) {
            (true, Color::White) => "w",
            (true, Color::Black) => "b",
            (false, Color::White) => "○",
            (false, Color::Black) => "●",
        }
    }

    fn pick_at_cursor(&mut self) -> EventResult {
        if !self.active {
            return EventResult::Ignored;
        }
        let Some(cell) = self.cell_at(self.cursor.0, self.cursor.1) else {
            return EventResult::Ignored;
        };
        let own = self.position.piece_at(cell) == Some(self.position.turn());
        match self.picked {
            Some(from) if from == cell => {
                self.picked = None;
                EventResult::Consumed(None)
            }
            _ if own => {
                self.picked = Some(cell);
                EventResult::Consumed(None)
            }
            Some(from) => {
                self.picked = None;
                let cb = self.on_pick.clone();
                EventResult::with_cb(move |s| {
                    if let Some(cb) = &cb {
                        cb(s, from, cell);
                    }
                })
            }
            None => EventResult::Consumed(None),
        }
    }

    fn move_cursor(&mut self, dx: isize, dy: isize) -> EventResult {
        let x = (self.cursor.0 as isize + dx).clamp(0, 7);
        let y = (self.cursor.1 as isize + dy).clamp(0, 7);
        self.cursor = (x as usize, y as usize);
        EventResult::Consumed(None)
    }
}

impl View for CornersBoard {
    fn draw(&self, printer: &Printer) {
        let goal = CornersPosition::goal(self.viewer);
        let targets: Vec<Cell> = match self.picked {
            Some(from) if self.style.show_targets => self
                .position
                .legal_moves()
                .iter()
                .filter(|m| m.from() == from)
                .map(CornersMove::to)
                .collect(),
            _ => Vec::new(),
        };
        for row in 0..8 {
            if let Some(cell) = self.cell_at(0, row)
                && self.style.labels
            {
                printer.print((0, row), &format!("{:>2} ", cell.rank() + 1));
            }
            for col in 0..8 {
                let Some(cell) = self.cell_at(col, row) else {
                    continue;
                };
                let origin = Vec2::new(LABELS + col * CELL, row);
                let piece = self.position.piece_at(cell);
                let glyph = piece.map_or(" ", |side| self.glyph(side));
                let in_goal = goal & (1u64 << cell.index()) != 0;
                let (left, right, mark) = if self.picked == Some(cell) {
                    ("(", ")", Some(Paint::Light(BaseColor::Blue)))
                } else if self.hint.contains(&cell) {
                    ("!", "!", Some(Paint::Light(BaseColor::Magenta)))
                } else if targets.contains(&cell) {
                    ("[", "]", Some(Paint::Light(BaseColor::Cyan)))
                } else if self.last_move.contains(&cell) {
                    ("'", "'", Some(Paint::Dark(BaseColor::Yellow)))
                } else if in_goal {
                    (":", ":", None)
                } else {
                    (" ", " ", None)
                };
                let text = if glyph == " " && left == " " && targets.contains(&cell) {
                    " . ".to_string()
                } else {
                    format!("{left}{glyph}{right}")
                };
                let cursor = self.active && printer.focused && self.cursor == (col, row);
                if self.style.color {
                    let dark = (cell.file() + cell.rank()) % 2 == 0;
                    let goal_tint = in_goal.then_some(Paint::RgbLowRes(4, 4, 1));
                    let back = cell_colors(dark, mark.or(goal_tint));
                    let front = match piece {
                        Some(Color::White) => Paint::Light(BaseColor::White),
                        _ => Paint::Dark(BaseColor::Black),
                    };
                    let style = ColorStyle::new(front, back.back);
                    printer.with_color(style, |p| {
                        if cursor {
                            p.with_effect(Effect::Reverse, |p| p.print(origin, &text));
                        } else {
                            p.print(origin, &text);
                        }
                    });
                } else if cursor {
                    printer.with_effect(Effect::Reverse, |p| p.print(origin, &text));
                } else {
                    printer.print(origin, &text);
                }
            }
        }
        if self.style.labels {
            let files = (0..8).filter_map(|col| self.cell_at(col, 0)).fold(
                String::new(),
                |mut files, cell| {
                    let _ = write!(files, "{:^CELL$}", (b'a' + cell.file()) as char);
                    files
                },
            );
            printer.print((LABELS, 8), &files);
        }
    }

    fn required_size(&mut self, _: Vec2) -> Vec2 {
        // The file letters, then an empty row, as under the draughts board.
        Vec2::new(LABELS + 8 * CELL, 10)
    }

    fn take_focus(
        &mut self,
        _: cursive::direction::Direction,
    ) -> Result<EventResult, cursive::view::CannotFocus> {
        if self.active || self.waiting {
            Ok(EventResult::Consumed(None))
        } else {
            Err(cursive::view::CannotFocus)
        }
    }

    fn on_event(&mut self, event: Event) -> EventResult {
        match board_key(&event) {
            Some(BoardKey::Step(dx, dy)) => self.move_cursor(dx, dy),
            Some(BoardKey::Pick) => self.pick_at_cursor(),
            Some(BoardKey::Drop) if self.picked.is_some() => {
                self.picked = None;
                EventResult::Consumed(None)
            }
            Some(BoardKey::Targets) => {
                self.style.show_targets = !self.style.show_targets;
                EventResult::Consumed(None)
            }
            Some(BoardKey::Click(rel)) => {
                if rel.x < LABELS || rel.y >= 8 || (rel.x - LABELS) / CELL >= 8 {
                    return EventResult::Ignored;
                }
                self.cursor = ((rel.x - LABELS) / CELL, rel.y);
                self.pick_at_cursor()
            }
            _ => EventResult::Ignored,
        }
    }
}

impl OnScreen for CornersGame {
    type Board = CornersBoard;
    type Shown = Shown;
    const REVIEWABLE: bool = false;

    fn slot(app: &mut App) -> &mut Option<PlayState<CornersGame>> {
        &mut app.corners
    }

    fn board(style: BoardStyle, session: &CornersSession) -> CornersBoard {
        CornersBoard::new(*session.position(), style, session.human())
            .on_pick(|s, from, to| picked::<CornersGame>(s, (from, to)))
    }

    fn shown(session: &CornersSession, hint: Option<&CornersMove>) -> Shown {
        let active = session.human_to_move();
        Shown {
            position: *session.position(),
            last_move: session
                .game()
                .moves()
                .last()
                .map(|m| vec![m.from(), m.to()])
                .unwrap_or_default(),
            hint: hint.map(|m| vec![m.from(), m.to()]).unwrap_or_default(),
            active,
            waiting: !active && session.ending().is_none(),
        }
    }

    fn show(board: &mut CornersBoard, shown: Shown) {
        board.set(shown);
    }

    fn notation(_: &CornersSession) -> NotationStyle {
        NotationStyle::Algebraic
    }

    fn keys(_: &CornersSession, lang: Lang) -> (String, String) {
        (
            crate::t!(lang, "ui-corners-keys-board"),
            crate::t!(lang, "ui-corners-keys-typing"),
        )
    }

    fn title(_: &CornersSession, lang: Lang) -> String {
        crate::t!(lang, "corners-title")
    }

    fn your_move(session: &CornersSession, lang: Lang) -> String {
        let your_move = crate::t!(lang, "ui-play-your-move");
        if session.game().moves().len() < 2 {
            format!("{your_move}\n{}", crate::t!(lang, "corners-goal"))
        } else {
            your_move
        }
    }

    fn goal(_: &CornersSession) -> Option<String> {
        None
    }

    fn side_lines(session: &CornersSession) -> Vec<String> {
        session.race()
    }
}
