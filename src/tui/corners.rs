//! The corners (уголки) play screen: its own board of 64 squares (corners uses every square)
//! drawn in the draughts board's colours, the move box, the race count and the move list.
//! The computer searches on a worker thread; the game is saved after every change, in the
//! same folder and the same way as draughts games.

use std::path::PathBuf;
use std::sync::Arc;

use cursive::event::{Event, EventResult, Key, MouseButton, MouseEvent};
use cursive::theme::{BaseColor, Color as Paint, ColorStyle, Effect};
use cursive::view::{Nameable, Resizable, ScrollStrategy};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, OnEventView, ScrollView, TextView,
};
use cursive::{Cursive, Printer, Vec2, View};

use super::board::{BoardStyle, cell_colors, cursor_step};
use super::fit::Fit;
use super::input::MoveBox;
use super::keys::latin;
use super::play::{ask_to_resign, board_screen, end_keys, show_keys, toggle_focus};
use super::prose::{Prose, show_feedback};
use super::{App, keys, state};
use crate::corners::{Cell, CornersMove, CornersPosition};
use crate::rules::{Color, NotationStyle};
use crate::trainer::{
    CornersSession, GameNow, SavedFile, Thinking, corners_hint, corners_move, pdn_today, saved_text,
};

const GAME_LAYER: &str = "corners-game";
const BODY: &str = "corners-body";
const BOARD: &str = "corners-board";
const INPUT: &str = "corners-input";
const FOOTER: &str = "corners-footer";

/// Width of the rank labels on the left.
const LABELS: usize = 3;
/// Columns of one square.
const CELL: usize = 3;

/// A game of corners in progress, kept in the app state.
pub struct CornersState {
    session: CornersSession,
    /// Bumped by undo and new games, so a stale search result is thrown away.

    /// The computer's search for its move.
    computer: Thinking<Option<CornersMove>>,
    /// The search for a hint for the learner: the position it is for, and the hint.
    hinter: Thinking<Option<(CornersPosition, CornersMove)>>,
    /// The learner last used the move box; the focus returns there on the learner's turn.
    typing: bool,
    /// Where the game is saved.
    file: SavedFile,
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

    /// Shows a new position; `active`: the learner may pick now; `waiting`: the computer is to
    /// move.
    pub fn set(
        &mut self,
        position: CornersPosition,
        last_move: Vec<Cell>,
        active: bool,
        waiting: bool,
    ) {
        if position != self.position {
            self.picked = None;
            self.hint.clear();
        }
        self.position = position;
        self.last_move = last_move;
        self.active = active;
        self.waiting = waiting;
    }

    /// Marks a hinted move's squares.
    pub fn set_hint(&mut self, cells: Vec<Cell>) {
        self.hint = cells;
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
                        cb(s, from, cell)
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
                            p.with_effect(Effect::Reverse, |p| p.print(origin, &text))
                        } else {
                            p.print(origin, &text)
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
            let files: String = (0..8)
                .filter_map(|col| self.cell_at(col, 0))
                .map(|cell| format!("{:^CELL$}", (b'a' + cell.file()) as char))
                .collect();
            printer.print((LABELS, 8), &files);
        }
    }

    fn required_size(&mut self, _: Vec2) -> Vec2 {
        Vec2::new(LABELS + 8 * CELL, 9)
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
        if let Some((dx, dy)) = cursor_step(&event) {
            return self.move_cursor(dx, dy);
        }
        match event {
            Event::Key(Key::Enter) | Event::Char(' ') => self.pick_at_cursor(),
            Event::Key(Key::Esc) if self.picked.is_some() => {
                self.picked = None;
                EventResult::Consumed(None)
            }
            Event::Char(c) => match latin(c) {
                keys::TARGETS => {
                    self.style.show_targets = !self.style.show_targets;
                    EventResult::Consumed(None)
                }
                _ => EventResult::Ignored,
            },
            Event::Mouse {
                offset,
                position,
                event: MouseEvent::Press(MouseButton::Left),
            } => {
                let Some(rel) = position.checked_sub(offset) else {
                    return EventResult::Ignored;
                };
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

/// Starts (or continues) a game of corners. `date` is the day it began (today if not given)
/// and `file` the file it was read from, which holds it as it is now.
pub fn start(
    siv: &mut Cursive,
    session: CornersSession,
    date: Option<String>,
    file: Option<PathBuf>,
) {
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let date = date.unwrap_or_else(pdn_today);
    let written = file
        .as_ref()
        .map(|_| session.to_pdn(&app.learner.profile().name, &date));
    let viewer = session.human();
    let position = *session.position();
    app.corners = Some(CornersState {
        session,
        computer: Thinking::default(),
        hinter: Thinking::default(),
        typing: false,
        file: SavedFile::new(date, file, written),
    });
    let board = CornersBoard::new(position, style, viewer).on_pick(|s, from, to| {
        set_typing(s, false);
        human(s, |session| session.play_between(from, to))
    });
    let right = LinearLayout::vertical()
        .child(Prose::default().with_name("corners-status"))
        .child(Prose::default().with_name("corners-feedback"))
        .child(Prose::default().with_name("corners-race"))
        .child(TextView::new(" "))
        .child(
            ScrollView::new(TextView::new("").with_name("corners-moves"))
                .scroll_strategy(ScrollStrategy::StickToBottom)
                .full_height(),
        );
    let input = EditView::new()
        .on_submit(|s, text| {
            let text = text.to_string();
            s.call_on_name(INPUT, |e: &mut EditView| e.set_content(""));
            if text.trim().is_empty() {
                return enter(s);
            }
            set_typing(s, true);
            human(s, move |session| session.type_text(&text));
        })
        .with_name(INPUT);
    let board = LinearLayout::vertical()
        .child(board.with_name(BOARD))
        .child(DummyView.fixed_height(1));
    let names =
        MoveBox::new(BOARD, INPUT, NotationStyle::Algebraic).on_back(|s| set_typing(s, false));
    let body =
        board_screen(board, right, input, game_keys(lang), FOOTER, lang, names).with_name(BODY);
    let dialog = Dialog::around(body).title("").with_name(GAME_LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Key::Tab, switch_focus)
        .on_pre_event(Event::Shift(Key::Tab), switch_focus)
        .on_event(keys::hint(), ask_hint)
        .on_event(keys::command(keys::UNDO), undo)
        .on_event(keys::command(keys::GIVE_UP), confirm_resign)
        .on_event(Key::Enter, enter)
        .on_event(Key::Esc, leave);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    after_move(siv);
}

/// The footer of a game under way: its keys while on the board, and while typing.
fn game_keys(lang: crate::Lang) -> (String, String) {
    (
        crate::t!(lang, "ui-corners-keys-board"),
        crate::t!(lang, "ui-corners-keys-typing"),
    )
}

/// Tab: from the board to the move box and back.
fn switch_focus(siv: &mut Cursive) {
    if let Some(typing) = toggle_focus(siv, BODY, INPUT, BOARD) {
        set_typing(siv, typing);
    }
}

fn set_typing(siv: &mut Cursive, typing: bool) {
    if let Some(game) = state(siv).corners.as_mut() {
        game.typing = typing;
    }
}

/// `r`: asks before giving up the game.
fn confirm_resign(siv: &mut Cursive) {
    let Some(game) = state(siv).corners.as_ref() else {
        return;
    };
    if game.session.ending().is_some() {
        return;
    }
    ask_to_resign(siv, |s| human(s, CornersSession::resign));
}

/// Runs `f` on the game for the learner, then lets the computer answer.
fn human(siv: &mut Cursive, f: impl FnOnce(&mut CornersSession)) {
    if let Some(game) = state(siv).corners.as_mut() {
        f(&mut game.session);
    }
    after_move(siv);
}

/// After any change: save the game, start the computer's search if it is to move, redraw.
fn after_move(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let app = state(siv);
    keep(app);
    let Some(game) = app.corners.as_mut() else {
        return;
    };
    if game.session.computer_to_move() && !game.computer.is_busy() {
        game.computer.start(corners_move(&game.session), move || {
            let _ = sink.send(Box::new(computer));
        });
    }
    refresh(siv);
}

/// Saves the game as it is now in its own file (see [`SavedFile::keep`]).
fn keep(app: &mut App) {
    let Some(game) = app.corners.as_mut() else {
        return;
    };
    let session = &game.session;
    let pdn = session.to_pdn(&app.learner.profile().name, game.file.date());
    let now = GameNow {
        pdn: &pdn,
        name: crate::corners::NAME,
        finished: session.ending().is_some(),
        empty: session.game().moves().is_empty(),
    };
    app.learner.keep_game(&mut game.file, now);
}

/// The computer's move arrives from the worker thread.
fn computer(siv: &mut Cursive) {
    let Some(game) = state(siv).corners.as_mut() else {
        return;
    };
    let Some(found) = game.computer.take() else {
        return;
    };
    if let Some(mv) = found {
        game.session.computer_move(mv);
    }
    after_move(siv);
}

/// `?`: looks for the learner's best move on a worker thread.
fn ask_hint(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let Some(game) = state(siv).corners.as_mut() else {
        return;
    };
    if !game.session.human_to_move() || game.hinter.is_busy() {
        return;
    }
    game.hinter.start(corners_hint(&game.session), move || {
        let _ = sink.send(Box::new(hint_found));
    });
    refresh(siv);
}

/// The hint is ready on the worker thread (unless the search was forgotten).
fn hint_found(siv: &mut Cursive) {
    let mut cells = Vec::new();
    if let Some(game) = state(siv).corners.as_mut()
        && let Some(Some((position, found))) = game.hinter.take()
    {
        game.session.show_hint(&position, &found);
        cells = vec![found.from(), found.to()];
    }
    refresh(siv);
    siv.call_on_name(BOARD, |b: &mut CornersBoard| b.set_hint(cells));
}

/// Takes back the last pair of moves (and forgets a search under way).
fn undo(siv: &mut Cursive) {
    if let Some(game) = state(siv).corners.as_mut() {
        game.computer.cancel();
        game.hinter.cancel();
        game.session.undo();
    }
    after_move(siv);
}

/// Enter after the game: a new game with the same settings.
fn enter(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(game) = app.corners.as_ref() else {
        return;
    };
    if game.session.ending().is_some() {
        let (level, side) = (game.session.level(), game.session.human());
        siv.pop_layer();
        start(siv, CornersSession::new(side, level, lang), None, None);
    }
}

/// Esc: leaves the game (it is saved if unfinished) and says where it was saved.
fn leave(siv: &mut Cursive) {
    if let Some(text) = close_game(siv) {
        state(siv).learner.notice(text);
    }
    siv.pop_layer();
    super::screens::show_notices(siv);
}

/// Closes the game of corners: where an unfinished game is saved and how to continue it,
/// or why it could not be saved, in words.
pub fn close_game(siv: &mut Cursive) -> Option<String> {
    let app = state(siv);
    let lang = app.lang();
    keep(app);
    let game = app.corners.take()?;
    let over = game.session.ending().is_some() || game.session.game().moves().is_empty();
    game.file.closing_text(over, lang)
}

/// Updates the views from the game.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(game) = app.corners.as_ref() else {
        return;
    };
    let session = &game.session;
    let position = *session.position();
    let last_move = session
        .game()
        .moves()
        .last()
        .map(|m| vec![m.from(), m.to()])
        .unwrap_or_default();
    let active = session.human_to_move();
    let waiting = !active && session.ending().is_none();
    let typing = game.typing;
    // A game of corners has no review.
    let end = session
        .ending()
        .map(|_| end_keys(lang, false, session.can_take_back()));
    let status = match (session.ending_text(), game.computer.is_busy()) {
        (Some(end_text), _) => {
            let again = end.clone().unwrap_or_default().join("\n");
            match game.file.saved() {
                Some(saved) => format!("{end_text}\n{}\n{again}", saved_text(saved, lang)),
                None => format!("{end_text}\n{again}"),
            }
        }
        (None, true) => crate::t!(lang, "ui-play-thinking"),
        (None, false) if game.hinter.is_busy() => crate::t!(lang, "ui-play-looking-for-hint"),
        (None, false) if session.game().moves().len() < 2 => format!(
            "{}\n{}",
            crate::t!(lang, "ui-play-your-move"),
            crate::t!(lang, "corners-goal")
        ),
        (None, false) => crate::t!(lang, "ui-play-your-move"),
    };
    let feedback = session.feedback().cloned();
    let race = session.race().join("\n");
    let moves = session.move_list().join("\n");
    let side = match session.human() {
        Color::White => "white",
        Color::Black => "black",
    };
    let title = crate::t!(
        lang,
        "ui-play-game-title",
        variant = crate::t!(lang, "corners-title"),
        level = session.level().number(),
        side = side
    );
    siv.call_on_name(BOARD, |b: &mut CornersBoard| {
        b.set(position, last_move, active, waiting)
    });
    show_keys(siv, (FOOTER, INPUT), end, game_keys(lang));
    if active {
        let _ = siv.focus_name(if typing { INPUT } else { BOARD });
    }
    siv.call_on_name("corners-status", |t: &mut Prose| t.set_text(status));
    show_feedback(siv, "corners-feedback", feedback.as_ref(), false, "");
    siv.call_on_name("corners-race", |t: &mut Prose| t.set_text(race));
    siv.call_on_name("corners-moves", |t: &mut TextView| t.set_content(moves));
    siv.call_on_name(GAME_LAYER, |d: &mut Dialog| d.set_title(title));
}
