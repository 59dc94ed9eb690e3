//! The board view: draws an 8x8 or 10x10 board with its pieces and marks, and turns keys and
//! mouse clicks into picked squares. Used by every screen that shows a board. It grows with
//! the window (bigger squares), draws arrows as lines, and can play a move out step by step
//! (the other side's answers), taken pieces staying marked until the move ends.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use cursive::event::{Event, EventResult};
use cursive::theme::{BaseColor, Color, ColorStyle, Effect};
use cursive::{Cursive, Printer, Vec2, View};

use super::board_keys::{BoardKey, board_key};
use crate::rules::{
    Bitboard, BoardSize, Color as Side, Coord, Direction, Illegal, MovePath, NotationStyle, Piece,
    Position, Role, Square,
};
use crate::trainer::{Pick, RouteBuilder};

/// Width of the rank labels on the left.
const LABELS: usize = 3;
/// The largest scale: squares 9 columns wide and 4 rows tall.
const MAX_SCALE: usize = 4;
/// Columns left for the text beside the board before the board may grow.
const TEXT_ROOM: usize = 44;
/// How long each step of a move played out is shown.
pub const ANIMATION_STEP: Duration = Duration::from_millis(450);

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStyle {
    /// ASCII letters instead of Unicode pieces.
    pub ascii: bool,
    /// Colours may be used (off with `NO_COLOR`).
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
    /// The other side is to move (the computer thinks): the board takes no picks, but it keeps
    /// the focus, so Esc in the move box comes back to it instead of leaving the game.
    Wait,
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

/// A move being played out: the position before it and how far it has gone.
#[derive(Clone, Debug)]
struct Animation {
    before: Position,
    path: MovePath,
    /// Landing squares reached so far (0: the piece still on its start square).
    legs: usize,
}

impl Animation {
    /// Where the moving piece stands now.
    fn at(&self) -> Square {
        self.path
            .squares()
            .nth(self.legs)
            .unwrap_or(self.path.mv.to)
    }

    /// The pieces taken so far; they stay on the board, marked, until the move ends.
    fn taken(&self) -> Vec<Square> {
        let board = self.before.board();
        self.path
            .captured_in_order(board)
            .into_iter()
            .take(self.legs)
            .collect()
    }

    /// The piece shown on `sq` at this step.
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        if sq == self.at() {
            return self.before.piece_at(self.path.mv.from);
        }
        if sq == self.path.mv.from {
            return None;
        }
        self.before.piece_at(sq)
    }
}

/// The board view.
pub struct BoardView {
    position: Option<Position>,
    marks: Marks,
    mode: PickMode,
    builder: RouteBuilder,
    /// Cursor as a board cell: column from the left, row from the top.
    cursor: (usize, usize),
    flipped: bool,
    style: BoardStyle,
    /// Squares are `2 * scale + 1` columns wide and `scale` rows tall.
    scale: usize,
    animation: Option<Animation>,
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
            scale: 1,
            animation: None,
            on_route: None,
            on_square: None,
            on_refused: None,
        }
    }

    /// Starts the cursor on the piece that can move nearest to c3 (c3 itself when it can),
    /// so that Enter picks a piece of the side to move, not an empty square or the
    /// opponent's man. Only before the board is turned.
    #[must_use]
    pub fn with_cursor_on_mover(mut self) -> Self {
        let Some(pos) = self.position else {
            return self;
        };
        let movers: Vec<Square> = pos.legal_moves().iter().map(|m| m.from).collect();
        let board = self.board();
        let (start_col, start_row) = self.cursor;
        let width = self.width();
        let nearest = (0..width)
            .flat_map(|row| (0..width).map(move |col| (col, row)))
            .filter(|&(col, row)| {
                board
                    .square_at(self.coord_at(col, row))
                    .is_some_and(|sq| movers.contains(&sq))
            })
            .min_by_key(|&(col, row)| col.abs_diff(start_col) + row.abs_diff(start_row));
        if let Some(cell) = nearest {
            self.cursor = cell;
        }
        self
    }

    /// Calls `f` with every completed route picked in `Moves` mode.
    #[must_use]
    pub fn on_route(
        mut self,
        f: impl Fn(&mut Cursive, Vec<Square>) + Send + Sync + 'static,
    ) -> Self {
        self.on_route = Some(Arc::new(f));
        self
    }

    /// Calls `f` with every square picked in `Squares` mode.
    #[must_use]
    pub fn on_square(mut self, f: impl Fn(&mut Cursive, Square) + Send + Sync + 'static) -> Self {
        self.on_square = Some(Arc::new(f));
        self
    }

    /// Calls `f` when a pick is refused (an empty square or the opponent's piece).
    #[must_use]
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

    /// Turns the board around (Black at the bottom) or back.
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// Plays `path` out from `before`, one landing square per [`ANIMATION_STEP`]; call
    /// [`BoardView::tick`] to go on. The position set with [`BoardView::set`] shows after.
    pub fn animate(&mut self, before: Position, path: MovePath) {
        self.animation = Some(Animation {
            before,
            path,
            legs: 0,
        });
    }

    /// The next step of a move being played out; false once it is over.
    pub fn tick(&mut self) -> bool {
        let Some(anim) = self.animation.as_mut() else {
            return false;
        };
        if anim.legs < anim.path.landings.len() {
            anim.legs += 1;
            true
        } else {
            self.animation = None;
            false
        }
    }

    fn board(&self) -> BoardSize {
        self.position.map_or(BoardSize::Eight, |p| p.board())
    }

    fn width(&self) -> usize {
        self.board().width() as usize
    }

    fn cell_width(&self) -> usize {
        2 * self.scale + 1
    }

    /// The size of the board drawn at `scale`.
    fn size_at(&self, scale: usize) -> Vec2 {
        let w = self.width();
        Vec2::new(LABELS + w * (2 * scale + 1), w * scale + 1)
    }

    /// The largest scale that fits `room`, leaving text room beside it.
    fn scale_for(&self, room: Vec2) -> usize {
        (2..=MAX_SCALE)
            .rev()
            .find(|&s| {
                let size = self.size_at(s);
                size.x + TEXT_ROOM <= room.x && size.y <= room.y
            })
            .unwrap_or(1)
    }

    /// The square coordinate under board cell (column, row).
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

    /// The piece shown on `sq`: the position's, or the move being played out's.
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        match (&self.animation, self.position) {
            (Some(anim), _) => anim.piece_at(sq),
            (None, Some(pos)) => pos.piece_at(sq),
            (None, None) => None,
        }
    }

    fn glyph(&self, piece: Piece) -> &'static str {
        match (self.style.ascii, piece.color, piece.role) {
            (true, Side::White, Role::Man) => "w",
            (true, Side::White, Role::King) => "W",
            (true, Side::Black, Role::Man) => "b",
            (true, Side::Black, Role::King) => "B",
            (false, Side::White, Role::Man) => "○",
            (false, Side::White, Role::King) => "◎",
            (false, Side::Black, Role::Man) => "●",
            (false, Side::Black, Role::King) => "◉",
        }
    }

    /// The line and head glyphs of arrows, by square: (square, glyph).
    fn arrow_glyphs(&self) -> Vec<(Square, &'static str)> {
        let board = self.board();
        let mut out = Vec::new();
        for &(from, to) in &self.marks.arrows {
            let Some((dir, _)) = board.direction_between(from, to) else {
                continue;
            };
            // The direction as seen on screen (a turned board mirrors both ways).
            let (up, right) = match dir {
                Direction::UpLeft => (true, false),
                Direction::UpRight => (true, true),
                Direction::DownLeft => (false, false),
                Direction::DownRight => (false, true),
            };
            let (up, right) = if self.flipped {
                (!up, !right)
            } else {
                (up, right)
            };
            let rising = up == right;
            let line = match (self.style.ascii, rising) {
                (true, true) => "/",
                (true, false) => "\\",
                (false, true) => "╱",
                (false, false) => "╲",
            };
            let head = match (self.style.ascii, up, right) {
                (true, true, _) => "^",
                (true, false, _) => "v",
                (false, true, true) => "↗",
                (false, true, false) => "↖",
                (false, false, true) => "↘",
                (false, false, false) => "↙",
            };
            out.extend(board.between(from, to).into_iter().map(|s| (s, line)));
            out.push((to, head));
        }
        out
    }

    fn pick(&mut self, sq: Square) -> EventResult {
        let Some(pos) = self.position else {
            return EventResult::Ignored;
        };
        match self.mode {
            PickMode::Off | PickMode::Wait => EventResult::Ignored,
            PickMode::Squares => {
                let cb = self.on_square.clone();
                EventResult::with_cb(move |s| {
                    if let Some(cb) = &cb {
                        cb(s, sq);
                    }
                })
            }
            PickMode::Moves => match self.builder.pick(&pos, sq) {
                Pick::Complete(route) => {
                    let cb = self.on_route.clone();
                    EventResult::with_cb(move |s| {
                        if let Some(cb) = &cb {
                            cb(s, route.clone());
                        }
                    })
                }
                Pick::Refused(reason) => {
                    let cb = self.on_refused.clone();
                    EventResult::with_cb(move |s| {
                        if let Some(cb) = &cb {
                            cb(s, reason.clone());
                        }
                    })
                }
                Pick::Selected(_) | Pick::Cleared | Pick::Continue => EventResult::Consumed(None),
            },
        }
    }

    /// Whether picks are taken now (and so the cursor is drawn).
    fn takes_picks(&self) -> bool {
        matches!(self.mode, PickMode::Moves | PickMode::Squares)
    }

    /// Picks the square under the cursor; a light square is refused with the reason.
    fn pick_at_cursor(&mut self) -> EventResult {
        if !self.takes_picks() {
            return EventResult::Ignored;
        }
        let coord = self.coord_at(self.cursor.0, self.cursor.1);
        if let Some(sq) = self.board().square_at(coord) {
            self.pick(sq)
        } else {
            self.builder.clear();
            let cb = self.on_refused.clone();
            EventResult::with_cb(move |s| {
                if let Some(cb) = &cb {
                    cb(s, Illegal::LightSquare(coord));
                }
            })
        }
    }

    fn move_cursor(&mut self, dx: isize, dy: isize) -> EventResult {
        let w = self.width() as isize;
        let x = (self.cursor.0 as isize + dx).clamp(0, w - 1);
        let y = (self.cursor.1 as isize + dy).clamp(0, w - 1);
        self.cursor = (x as usize, y as usize);
        EventResult::Consumed(None)
    }

    /// Draws one square's cell: its background rows, the glyph row with its marks.
    #[allow(clippy::too_many_arguments)]
    fn draw_cell(
        &self,
        printer: &Printer,
        origin: Vec2,
        text: &str,
        colors: Option<ColorStyle>,
        cursor: bool,
    ) {
        let width = self.cell_width();
        let blank = " ".repeat(width);
        let middle = (self.scale - 1) / 2;
        let draw = |p: &Printer| {
            for dy in 0..self.scale {
                let line = if dy == middle { text } else { &blank };
                p.print(origin + (0, dy), line);
            }
        };
        match colors {
            Some(colors) => printer.with_color(colors, |p| {
                if cursor {
                    p.with_effect(Effect::Bold, draw);
                } else {
                    draw(p);
                }
            }),
            None if cursor => printer.with_effect(Effect::Reverse, draw),
            None => draw(printer),
        }
    }
}

/// Colours of one cell: background of the square, and of a mark over it.
pub(super) fn cell_colors(dark: bool, mark: Option<Color>) -> ColorStyle {
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
        let cell = self.cell_width();
        let middle = (self.scale - 1) / 2;
        let (mut jumped, targets) = match (self.position, self.mode, &self.animation) {
            (Some(p), PickMode::Moves, None) => {
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
        let last_move = match &self.animation {
            Some(anim) => vec![anim.path.mv.from, anim.at()],
            None => self.marks.last_move.clone(),
        };
        if let Some(anim) = &self.animation {
            jumped.extend(anim.taken());
        }
        let picked = self.builder.picked().to_vec();
        let numbered = self
            .position
            .is_some_and(|p| p.variant().rules().notation == NotationStyle::Numeric);
        let arrows = self.arrow_glyphs();
        let arrow_ends: Vec<Square> = self.marks.arrows.iter().flat_map(|a| [a.0, a.1]).collect();
        for row in 0..w {
            let top = row * self.scale;
            let coord = self.coord_at(0, row);
            if self.style.labels && !numbered {
                printer.print((0, top + middle), &format!("{:>2} ", coord.rank + 1));
            }
            for col in 0..w {
                let origin = Vec2::new(LABELS + col * cell, top);
                let coord = self.coord_at(col, row);
                let sq = board.square_at(coord);
                let cursor = self.cursor == (col, row) && self.takes_picks() && printer.focused;
                let piece = sq.and_then(|s| self.piece_at(s));
                let mut glyph = piece.map_or(String::new(), |p| self.glyph(p).to_string());
                // What is marked here, most important first: (left, right, colour, whether
                // the characters show with colours too). What the learner is to pick, name or
                // look at keeps its characters on a colour screen too (a monochrome terminal
                // shows no colour); the last move and arrow ends are colour only there.
                let mark: Option<(&str, &str, Color, bool)> = sq.and_then(|s| {
                    if picked.contains(&s) {
                        Some(("(", ")", Color::Light(BaseColor::Blue), true))
                    } else if self.marks.selected.contains(s) {
                        Some(("{", "}", Color::Light(BaseColor::Blue), true))
                    } else if self.marks.hint.contains(&s) {
                        Some(("!", "!", Color::Light(BaseColor::Magenta), true))
                    } else if self.marks.highlight.contains(s) {
                        Some((":", ":", Color::Light(BaseColor::Cyan), true))
                    } else if arrow_ends.contains(&s) {
                        Some((">", "<", Color::Light(BaseColor::Magenta), false))
                    } else if last_move.contains(&s) {
                        Some(("'", "'", Color::Dark(BaseColor::Yellow), false))
                    } else {
                        None
                    }
                });
                if let Some(s) = sq {
                    if jumped.contains(&s) {
                        glyph = if self.style.ascii { "x" } else { "×" }.to_string();
                    } else if glyph.is_empty() && targets.contains(&s) {
                        glyph = "+".to_string();
                    } else if glyph.is_empty()
                        && let Some((_, g)) = arrows.iter().rev().find(|(a, _)| *a == s)
                    {
                        glyph = g.to_string();
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
                    (Some((l, r, _, always)), color) if always || !color => (l, r),
                    _ => (" ", " "),
                };
                if cursor {
                    (left, right) = ("[", "]");
                }
                let pad = " ".repeat(self.scale - 1);
                let text = match number_label {
                    Some(s) => format!("{:^cell$}", board.number_unchecked(s)),
                    None => format!(
                        "{pad}{left}{:^1}{right}{pad}",
                        if glyph.is_empty() { " " } else { &glyph }
                    ),
                };
                let colors = self.style.color.then(|| {
                    let colors = cell_colors(sq.is_some(), mark.map(|m| m.2));
                    let front = if sq.is_some_and(|s| jumped.contains(&s)) {
                        Color::Dark(BaseColor::Red)
                    } else {
                        match piece.map(|p| p.color) {
                            Some(Side::White) => Color::Light(BaseColor::White),
                            _ => Color::Dark(BaseColor::Black),
                        }
                    };
                    ColorStyle::new(front, colors.back)
                });
                self.draw_cell(printer, origin, &text, colors, cursor);
            }
        }
        if self.style.labels && !numbered {
            let files = (0..w).fold(String::new(), |mut files, col| {
                let name = (b'a' + self.coord_at(col, 0).file) as char;
                let _ = write!(files, "{name:^cell$}");
                files
            });
            printer.print((LABELS, w * self.scale), &files);
        }
    }

    fn layout(&mut self, size: Vec2) {
        self.scale = self.scale_for(size + (TEXT_ROOM, 0));
    }

    fn required_size(&mut self, constraint: Vec2) -> Vec2 {
        self.size_at(self.scale_for(constraint))
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
        // A key or a click ends a move being played out at once.
        if !matches!(
            event,
            Event::Refresh | Event::FocusLost | Event::WindowResize
        ) {
            self.animation = None;
        }
        match board_key(&event) {
            Some(BoardKey::Step(dx, dy)) => self.move_cursor(dx, dy),
            Some(BoardKey::Pick) => self.pick_at_cursor(),
            Some(BoardKey::Drop) if !self.builder.picked().is_empty() => {
                self.builder.clear();
                EventResult::Consumed(None)
            }
            Some(BoardKey::Turn) => {
                self.flip();
                EventResult::Consumed(None)
            }
            Some(BoardKey::Targets) => {
                self.style.show_targets = !self.style.show_targets;
                EventResult::Consumed(None)
            }
            Some(BoardKey::Click(rel)) => {
                let w = self.width();
                let (col, row) = (
                    rel.x.wrapping_sub(LABELS) / self.cell_width(),
                    rel.y / self.scale,
                );
                if rel.x < LABELS || col >= w || row >= w {
                    return EventResult::Ignored;
                }
                self.cursor = (col, row);
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

/// Plays the move out on the board named `name`: starts it, then sends a step every
/// [`ANIMATION_STEP`] from a timer thread (the screen stays live; a key ends it at once).
pub fn play_out(siv: &mut Cursive, name: &str, before: Position, path: MovePath) {
    let steps = path.landings.len() + 1;
    siv.call_on_name(name, |b: &mut BoardView| b.animate(before, path));
    let sink = siv.cb_sink().clone();
    let name = name.to_string();
    std::thread::spawn(move || {
        for _ in 0..steps {
            std::thread::sleep(ANIMATION_STEP);
            let name = name.clone();
            let sent = sink.send(Box::new(move |s: &mut Cursive| {
                s.call_on_name(&name, |b: &mut BoardView| b.tick());
            }));
            if sent.is_err() {
                return;
            }
        }
    });
}
