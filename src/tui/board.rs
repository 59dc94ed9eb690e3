//! The board view: draws an 8x8 or 10x10 board with its pieces and marks, and turns keys and
//! mouse clicks into picked squares. Used by every screen that shows a board.

use std::sync::Arc;

use cursive::event::{Event, EventResult, Key, MouseButton, MouseEvent};
use cursive::theme::{BaseColor, Color, ColorStyle, Effect};
use cursive::{Cursive, Printer, Vec2, View};

use crate::rules::{
    Bitboard, BoardSize, Color as Side, Coord, Illegal, MovePath, NotationStyle, Position, Role,
    Square,
};
use crate::trainer::{Pick, RouteBuilder};

/// Width of one square in characters: a mark, the piece, a mark.
const CELL: usize = 3;
/// Width of the rank labels on the left.
const LABELS: usize = 3;

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStyle {
    /// ASCII letters instead of Unicode pieces.
    pub ascii: bool,
    /// Colours may be used (off with NO_COLOR).
    pub color: bool,
    /// Show file and rank labels (or square numbers on numbered boards).
    pub labels: bool,
    /// Show where the selected piece can go.
    pub show_targets: bool,
}

/// What a pick on the board means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickMode {
    /// Picks build a move of the side to move.
    Moves,
    /// Picks select or unselect single squares.
    Squares,
    /// The board only shows.
    Off,
}

/// Marks drawn over the pieces.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Highlighted squares (lesson marks, diagonals).
    pub highlight: Bitboard,
    /// Selected squares (a squares step).
    pub selected: Bitboard,
    /// From and to of the last move.
    pub last_move: Vec<Square>,
    /// Squares a hint points at.
    pub hint: Vec<Square>,
    /// Arrows: start and end squares.
    pub arrows: Vec<(Square, Square)>,
    /// Pieces taken by a move being shown (drawn crossed out).
    pub captured: Vec<Square>,
}

type RouteCallback = Arc<dyn Fn(&mut Cursive, Vec<Square>) + Send + Sync>;
type SquareCallback = Arc<dyn Fn(&mut Cursive, Square) + Send + Sync>;
type RefusedCallback = Arc<dyn Fn(&mut Cursive, Illegal) + Send + Sync>;

/// The board view.
pub struct BoardView {
    position: Option<Position>,
    marks: Marks,
    mode: PickMode,
    builder: RouteBuilder,
    /// Cursor in screen cells: column from the left, row from the top.
    cursor: (usize, usize),
    flipped: bool,
    style: BoardStyle,
    on_route: Option<RouteCallback>,
    on_square: Option<SquareCallback>,
    on_refused: Option<RefusedCallback>,
}

impl BoardView {
    /// A board showing `position` (or an empty frame for `None`).
    pub fn new(position: Option<Position>, style: BoardStyle) -> BoardView {
        BoardView {
            position,
            marks: Marks::default(),
            mode: PickMode::Off,
            builder: RouteBuilder::new(),
            cursor: (2, 5),
            flipped: false,
            style,
            on_route: None,
            on_square: None,
            on_refused: None,
        }
    }

    /// Calls `f` with every completed route picked in `Moves` mode.
    pub fn on_route(
        mut self,
        f: impl Fn(&mut Cursive, Vec<Square>) + Send + Sync + 'static,
    ) -> Self {
        self.on_route = Some(Arc::new(f));
        self
    }

    /// Calls `f` with every square picked in `Squares` mode.
    pub fn on_square(mut self, f: impl Fn(&mut Cursive, Square) + Send + Sync + 'static) -> Self {
        self.on_square = Some(Arc::new(f));
        self
    }

    /// Calls `f` when a pick is refused (an empty square or the opponent's piece).
    pub fn on_refused(mut self, f: impl Fn(&mut Cursive, Illegal) + Send + Sync + 'static) -> Self {
        self.on_refused = Some(Arc::new(f));
        self
    }

    /// Shows a new position and marks; a move being picked is dropped.
    pub fn set(&mut self, position: Option<Position>, marks: Marks, mode: PickMode) {
        self.position = position;
        self.marks = marks;
        self.mode = mode;
        self.builder.clear();
    }

    /// Changes how the board is drawn.
    pub fn set_style(&mut self, style: BoardStyle) {
        self.style = style;
    }

    /// The style in use.
    pub fn style(&self) -> BoardStyle {
        self.style
    }

    /// Turns the board around (Black at the bottom) or back.
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    fn board(&self) -> BoardSize {
        self.position.map_or(BoardSize::Eight, |p| p.board())
    }

    fn width(&self) -> usize {
        self.board().width() as usize
    }

    /// The square coordinate under screen cell (column, row).
    fn coord_at(&self, col: usize, row: usize) -> Coord {
        let w = self.width() as u8;
        let (col, row) = (col as u8, row as u8);
        if self.flipped {
            Coord {
                file: w - 1 - col,
                rank: row,
            }
        } else {
            Coord {
                file: col,
                rank: w - 1 - row,
            }
        }
    }

    fn glyph(&self, sq: Square, pos: &Position) -> (String, Option<Side>) {
        let Some(piece) = pos.piece_at(sq) else {
            return (String::new(), None);
        };
        let glyph = match (self.style.ascii, piece.color, piece.role) {
            (true, Side::White, Role::Man) => "w",
            (true, Side::White, Role::King) => "W",
            (true, Side::Black, Role::Man) => "b",
            (true, Side::Black, Role::King) => "B",
            (false, Side::White, Role::Man) => "○",
            (false, Side::White, Role::King) => "◎",
            (false, Side::Black, Role::Man) => "●",
            (false, Side::Black, Role::King) => "◉",
        };
        (glyph.to_string(), Some(piece.color))
    }

    fn pick(&mut self, sq: Square) -> EventResult {
        let Some(pos) = self.position else {
            return EventResult::Ignored;
        };
        match self.mode {
            PickMode::Off => EventResult::Ignored,
            PickMode::Squares => {
                let cb = self.on_square.clone();
                EventResult::with_cb(move |s| {
                    if let Some(cb) = &cb {
                        cb(s, sq)
                    }
                })
            }
            PickMode::Moves => match self.builder.pick(&pos, sq) {
                Pick::Complete(route) => {
                    let cb = self.on_route.clone();
                    EventResult::with_cb(move |s| {
                        if let Some(cb) = &cb {
                            cb(s, route.clone())
                        }
                    })
                }
                Pick::Refused(reason) => {
                    let cb = self.on_refused.clone();
                    EventResult::with_cb(move |s| {
                        if let Some(cb) = &cb {
                            cb(s, reason.clone())
                        }
                    })
                }
                Pick::Selected(_) | Pick::Cleared | Pick::Continue => EventResult::Consumed(None),
            },
        }
    }

    /// Picks the square under the cursor; a light square is refused with the reason.
    fn pick_at_cursor(&mut self) -> EventResult {
        if self.mode == PickMode::Off {
            return EventResult::Ignored;
        }
        let coord = self.coord_at(self.cursor.0, self.cursor.1);
        match self.board().square_at(coord) {
            Some(sq) => self.pick(sq),
            None => {
                self.builder.clear();
                let cb = self.on_refused.clone();
                EventResult::with_cb(move |s| {
                    if let Some(cb) = &cb {
                        cb(s, Illegal::LightSquare(coord))
                    }
                })
            }
        }
    }

    fn move_cursor(&mut self, dx: isize, dy: isize) -> EventResult {
        let w = self.width() as isize;
        let x = (self.cursor.0 as isize + dx).clamp(0, w - 1);
        let y = (self.cursor.1 as isize + dy).clamp(0, w - 1);
        self.cursor = (x as usize, y as usize);
        EventResult::Consumed(None)
    }
}

/// Colours of one cell: background of the square, and of a mark over it.
fn cell_colors(dark: bool, mark: Option<Color>) -> ColorStyle {
    // Tournament colours, green and buff, from the 256-colour cube most terminals have.
    let back = mark.unwrap_or(if dark {
        Color::RgbLowRes(1, 3, 1)
    } else {
        Color::RgbLowRes(5, 4, 3)
    });
    ColorStyle::new(Color::Dark(BaseColor::Black), back)
}

impl View for BoardView {
    fn draw(&self, printer: &Printer) {
        let w = self.width();
        let board = self.board();
        let pos = self.position;
        let (mut jumped, targets) = match (pos, self.mode) {
            (Some(p), PickMode::Moves) => {
                let targets = if self.style.show_targets {
                    self.builder.targets(&p)
                } else {
                    Vec::new()
                };
                (self.builder.jumped(&p), targets)
            }
            _ => (Vec::new(), Vec::new()),
        };
        jumped.extend(&self.marks.captured);
        let picked = self.builder.picked().to_vec();
        let numbered = self
            .position
            .is_some_and(|p| p.variant().rules().notation == NotationStyle::Numeric);
        let arrow_squares: Vec<Square> =
            self.marks.arrows.iter().flat_map(|a| [a.0, a.1]).collect();
        for row in 0..w {
            let coord = self.coord_at(0, row);
            if self.style.labels && !numbered {
                printer.print((0, row), &format!("{:>2} ", coord.rank + 1));
            }
            for col in 0..w {
                let x = LABELS + col * CELL;
                let coord = self.coord_at(col, row);
                let sq = board.square_at(coord);
                let cursor = self.cursor == (col, row) && self.mode != PickMode::Off;
                let (mut glyph, side) = match (sq, pos) {
                    (Some(s), Some(p)) => self.glyph(s, &p),
                    _ => (String::new(), None),
                };
                // What is marked here, most important first: (left, right, colour).
                let mark: Option<(&str, &str, Color)> = sq.and_then(|s| {
                    if picked.contains(&s) {
                        Some(("(", ")", Color::Light(BaseColor::Blue)))
                    } else if self.marks.selected.contains(s) {
                        Some(("{", "}", Color::Light(BaseColor::Blue)))
                    } else if self.marks.hint.contains(&s) {
                        Some(("!", "!", Color::Light(BaseColor::Magenta)))
                    } else if self.marks.highlight.contains(s) {
                        Some((":", ":", Color::Light(BaseColor::Cyan)))
                    } else if arrow_squares.contains(&s) {
                        Some((">", "<", Color::Light(BaseColor::Magenta)))
                    } else if self.marks.last_move.contains(&s) {
                        Some(("'", "'", Color::Dark(BaseColor::Yellow)))
                    } else {
                        None
                    }
                });
                if let Some(s) = sq {
                    if jumped.contains(&s) {
                        glyph = if self.style.ascii { "x" } else { "×" }.to_string();
                    } else if glyph.is_empty() && targets.contains(&s) {
                        glyph = "+".to_string();
                    }
                }
                // Square numbers label the empty, unmarked squares of numbered boards (a marked
                // square keeps its number hidden: questions ask for it).
                let number_label = sq.filter(|_| {
                    numbered && self.style.labels && glyph.is_empty() && mark.is_none() && !cursor
                });
                if glyph.is_empty() && number_label.is_none() && sq.is_some() && !self.style.color {
                    glyph = ".".to_string();
                }
                let (mut left, mut right) = match (mark, self.style.color) {
                    (Some((l, r, _)), false) => (l, r),
                    _ => (" ", " "),
                };
                if cursor {
                    (left, right) = ("[", "]");
                }
                let text = match number_label {
                    Some(s) => format!("{:>3}", board.number(s)),
                    None => format!(
                        "{left}{:^1}{right}",
                        if glyph.is_empty() { " " } else { &glyph }
                    ),
                };
                let draw = |p: &Printer| p.print((x, row), &text);
                if self.style.color {
                    let colors = cell_colors(sq.is_some(), mark.map(|m| m.2));
                    let colors = match side {
                        Some(Side::White) => {
                            ColorStyle::new(Color::Light(BaseColor::White), colors.back)
                        }
                        Some(Side::Black) => {
                            ColorStyle::new(Color::Dark(BaseColor::Black), colors.back)
                        }
                        None => colors,
                    };
                    let colors = if sq.is_some_and(|s| jumped.contains(&s)) {
                        ColorStyle::new(Color::Dark(BaseColor::Red), colors.back)
                    } else {
                        colors
                    };
                    printer.with_color(colors, |p| {
                        if cursor {
                            p.with_effect(Effect::Bold, draw)
                        } else {
                            draw(p)
                        }
                    });
                } else if cursor {
                    printer.with_effect(Effect::Reverse, draw);
                } else {
                    draw(printer);
                }
            }
        }
        if self.style.labels && !numbered {
            let files: String = (0..w)
                .map(|col| format!(" {} ", (b'a' + self.coord_at(col, 0).file) as char))
                .collect();
            printer.print((LABELS, w), &files);
        }
    }

    fn required_size(&mut self, _constraint: Vec2) -> Vec2 {
        let w = self.width();
        Vec2::new(LABELS + w * CELL, w + 1)
    }

    fn take_focus(
        &mut self,
        _: cursive::direction::Direction,
    ) -> Result<EventResult, cursive::view::CannotFocus> {
        if self.mode == PickMode::Off {
            Err(cursive::view::CannotFocus)
        } else {
            Ok(EventResult::Consumed(None))
        }
    }

    fn on_event(&mut self, event: Event) -> EventResult {
        match event {
            Event::Key(Key::Left) | Event::Char('h') => self.move_cursor(-1, 0),
            Event::Key(Key::Right) | Event::Char('l') => self.move_cursor(1, 0),
            Event::Key(Key::Up) | Event::Char('k') => self.move_cursor(0, -1),
            Event::Key(Key::Down) | Event::Char('j') => self.move_cursor(0, 1),
            Event::Key(Key::Enter) | Event::Char(' ') => self.pick_at_cursor(),
            Event::Key(Key::Esc) if !self.builder.picked().is_empty() => {
                self.builder.clear();
                EventResult::Consumed(None)
            }
            Event::Char('f') => {
                self.flip();
                EventResult::Consumed(None)
            }
            Event::Char('t') => {
                self.style.show_targets = !self.style.show_targets;
                EventResult::Consumed(None)
            }
            Event::Mouse {
                offset,
                position,
                event: MouseEvent::Press(MouseButton::Left),
            } => {
                let Some(rel) = position.checked_sub(offset) else {
                    return EventResult::Ignored;
                };
                let w = self.width();
                if rel.x < LABELS || rel.y >= w || (rel.x - LABELS) / CELL >= w {
                    return EventResult::Ignored;
                }
                self.cursor = ((rel.x - LABELS) / CELL, rel.y);
                self.pick_at_cursor()
            }
            _ => EventResult::Ignored,
        }
    }
}

/// The from and to squares of a move, for the last-move mark.
pub fn move_squares(path: &MovePath) -> Vec<Square> {
    vec![path.mv.from, path.mv.to]
}
