//! The play screens: choosing a game, and playing it against the computer, whose search runs
//! on a worker thread so the board stays responsive. The game on screen is kept in its own
//! file, saved again after every change, so closing the terminal loses nothing.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable, ScrollStrategy};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, OnEventView, ScrollView, SelectView, TextView,
};
use cursive::{Cursive, View};

use super::board::{BoardView, Marks, PickMode, move_squares, play_out};
use super::fit::Fit;
use super::input::{Footer, MoveBox, TypingFlag, type_keys};
use super::prose::{Prose, show_feedback, tone_color};
use super::{App, keys, state};
use crate::Lang;
use crate::engine::{FULL_STRENGTH_TIME, Level, Searcher, choose_move, hint};
use crate::i18n::core::{Say, move_examples, variant_title};
use crate::rng::Rng;
use crate::rules::{Color, MovePath, Position};
use crate::trainer::{
    Opened, PlayPlan, PlaySession, Tone, continue_label, last_unfinished, pdn_today,
};

const GAME_LAYER: &str = "play-game";
const BODY: &str = "play-body";
const BOARD: &str = "play-board";
const INPUT: &str = "play-input";

/// How long the computer thinks about a hint.
const HINT_TIME: Duration = Duration::from_millis(700);

/// A game in progress, kept in the app state.
pub struct PlayState {
    session: PlaySession,
    /// Bumped by undo and new games, so a stale search result is thrown away.
    generation: u64,
    thinking: bool,
    hinting: bool,
    /// Whether the learner last used the move box rather than the board; the focus returns
    /// there when it is the learner's turn again.
    typing: bool,
    /// Where the game is saved.
    file: SavedFile,
    /// The computer's searcher, kept from move to move so its table remembers the game.
    searcher: Arc<Mutex<Searcher>>,
}

/// A game's own file, saved again after every change: the same for draughts and corners.
pub struct SavedFile {
    /// The game's date, from its saved file or the day it began; its file name starts with it.
    date: String,
    /// The game's own file: where it was read from or last saved. Every save replaces it.
    file: Option<PathBuf>,
    /// The text last written to (or read from) `file`, so a save with nothing new is skipped.
    written: Option<String>,
    /// The last save: the file, or why it could not be saved.
    saved: Option<Result<PathBuf, String>>,
}

impl SavedFile {
    /// A game begun on `date`, read from `file` (holding `written`) or new.
    pub fn new(date: String, file: Option<PathBuf>, written: Option<String>) -> SavedFile {
        SavedFile {
            date,
            file,
            written,
            saved: None,
        }
    }

    /// The day the game began.
    pub fn date(&self) -> &str {
        &self.date
    }

    /// The last save: the file, or why it could not be saved.
    pub fn saved(&self) -> Option<&Result<PathBuf, String>> {
        self.saved.as_ref()
    }

    /// Saves `pdn` in the game's own file, replacing the file's older text: a new game gets a
    /// file at its first move, a game that ends (or goes on again after an undo) gets the
    /// matching name (`date-NAME` or `date-NAME-unfinished`), and a game taken back to no
    /// moves at all (`empty`) is not kept. Skipped when nothing changed.
    pub fn keep(
        &mut self,
        store: &crate::progress::Store,
        id: &str,
        pdn: &str,
        name: &str,
        finished: bool,
        empty: bool,
    ) {
        if !finished && empty {
            if let Some(file) = self.file.take() {
                self.written = None;
                self.saved = store
                    .remove_game(id, &file)
                    .err()
                    .map(|e| Err(e.to_string()));
            }
            return;
        }
        if self.written.as_deref() == Some(pdn) {
            return;
        }
        let unfinished = if finished { "" } else { "-unfinished" };
        let stem = format!("{}-{name}{unfinished}", self.date.replace('.', "-"));
        let saved = match &self.file {
            Some(old) => store.replace_game(id, old, &stem, pdn),
            None => store.save_game(id, &stem, pdn),
        };
        self.saved = Some(match saved {
            Ok(path) => {
                self.file = Some(path.clone());
                self.written = Some(pdn.to_string());
                Ok(path)
            }
            Err(e) => Err(e.to_string()),
        });
    }

    /// What to tell the learner when the game closes: where an unfinished game (not `over`)
    /// is kept and how to continue it, or why it could not be saved.
    pub fn closing_text(self, over: bool, lang: Lang) -> Option<String> {
        if over {
            return None;
        }
        let saved = match (self.saved, self.file) {
            (Some(Err(e)), _) => Err(e),
            (_, Some(file)) => Ok(file),
            (_, None) => return None,
        };
        Some(match saved {
            Ok(path) => crate::t!(
                lang,
                "ui-play-left-saved",
                path = path.display().to_string()
            ),
            Err(_) => saved_text(&saved, lang),
        })
    }
}

/// The rows of the play menu, in their order (Continue only when there is a game to continue).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Continue,
    Variant,
    Level,
    Side,
    Start,
    Review,
}

/// The play menu: the last unfinished game to continue (if any), then variant, level and side,
/// each changed with Enter, then Start.
pub fn show_setup(siv: &mut Cursive, plan: PlayPlan) {
    let app = state(siv);
    let lang = app.lang();
    let unfinished = app.store.as_ref().and_then(|store| {
        let games = store.saved_games(&app.profile.id);
        last_unfinished(&games).map(|(path, game)| (path.to_path_buf(), game))
    });
    let mut list = SelectView::new();
    if let Some((_, game)) = &unfinished {
        list.add_item(continue_label(game, lang), Row::Continue);
    }
    list.add_item(
        crate::t!(lang, "ui-play-variant", variant = plan.game.title(lang)),
        Row::Variant,
    );
    list.add_item(
        crate::t!(lang, "ui-play-level", level = plan.level.number()),
        Row::Level,
    );
    list.add_item(
        crate::t!(lang, "ui-play-side", side = plan.side.label(lang)),
        Row::Side,
    );
    list.add_item(crate::t!(lang, "ui-start"), Row::Start);
    if super::game_review::has_finished_games(siv) {
        list.add_item(crate::t!(lang, "ui-game-review-saved"), Row::Review);
    }
    let chosen = plan.clone();
    list.set_on_submit(move |s, row: &Row| {
        let mut plan = chosen.clone();
        match row {
            Row::Continue => {
                let Some((path, game)) = unfinished.clone() else {
                    return;
                };
                plan.saved = Some(game);
                plan.origin = Some(path);
                s.pop_layer();
                return start_plan(s, plan);
            }
            Row::Variant => plan.game = plan.game.next(),
            Row::Level => {
                plan.level = Level::new(plan.level.number() % 8 + 1).unwrap_or(plan.level)
            }
            Row::Side => plan.side = plan.side.next(),
            Row::Start => {
                s.pop_layer();
                return start_plan(s, plan);
            }
            Row::Review => return super::game_review::choose_saved(s),
        }
        // The menu is built again, with the same row selected.
        let row = *row;
        s.pop_layer();
        show_setup(s, plan);
        s.call_on_name("play-setup", |l: &mut SelectView<Row>| {
            let at = l.iter().position(|(_, r)| *r == row);
            l.set_selection(at.unwrap_or(0))
        });
    });
    let body = LinearLayout::vertical()
        .child(list.with_name("play-setup"))
        .child(TextView::new(" "))
        .child(TextView::new(crate::t!(lang, "ui-play-levels")))
        .child(TextView::new(crate::t!(lang, "ui-options-keys")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-play-title"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (50, 12), lang));
}

/// Opens the game a plan describes; a game read from a file keeps its date and, once changed,
/// replaces that file (when it is one of the profile's saved games).
pub fn start_plan(siv: &mut Cursive, plan: PlayPlan) {
    let lang = state(siv).lang();
    let date = plan
        .saved
        .as_ref()
        .and_then(|s| s.date())
        .map(str::to_string);
    let origin = plan.origin.clone().filter(|_| plan.saved.is_some());
    match plan.open(lang, &mut Rng::from_clock()) {
        Opened::Draughts(session) => start(siv, session, date, origin),
        Opened::Corners(session) => super::corners::start(siv, session, date, origin),
    }
}

/// Starts (or continues) a game. `date` is the day it began (today if not given) and `file`
/// the file it was read from, which holds it as it is now.
fn start(siv: &mut Cursive, session: PlaySession, date: Option<String>, file: Option<PathBuf>) {
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let flip = session.human() == Color::Black;
    let (quiet, capture) = move_examples(session.position().variant());
    let notation = session.position().variant().rules().notation;
    let date = date.unwrap_or_else(pdn_today);
    let written = file
        .as_ref()
        .map(|_| session.to_pdn(&app.profile.name, &date));
    app.play = Some(PlayState {
        session,
        generation: 0,
        thinking: false,
        hinting: false,
        typing: false,
        file: SavedFile::new(date, file, written),
        searcher: Arc::new(Mutex::new(Searcher::new(18))),
    });
    let mut board = BoardView::new(None, style)
        .on_route(|s, route| {
            set_typing(s, false);
            human(s, |session| session.play_route(&route))
        })
        .on_refused(|s, reason| {
            let app = state(s);
            let (lang, variant) = (
                app.lang(),
                app.play.as_ref().map(|p| p.session.position().variant()),
            );
            if let Some(v) = variant {
                let text = reason.say(v, lang);
                s.call_on_name("play-feedback", |t: &mut Prose| {
                    t.set(text, Some(tone_color(Tone::Info)))
                });
            }
        });
    if flip {
        board.flip();
    }
    let right = LinearLayout::vertical()
        .child(Prose::default().with_name("play-status"))
        .child(Prose::default().with_name("play-feedback"))
        .child(Prose::default().with_name("play-counters"))
        .child(TextView::new(" "))
        .child(
            ScrollView::new(TextView::new("").with_name("play-moves"))
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
    let keys = (
        crate::t!(
            lang,
            "ui-play-keys-board",
            start = type_keys(notation, lang)
        ),
        crate::t!(
            lang,
            "ui-play-keys-typing",
            quiet = quiet,
            capture = capture
        ),
    );
    let names = MoveBox::new(BOARD, INPUT, notation).on_back(|s| set_typing(s, false));
    let body =
        board_screen(board.with_name(BOARD), right, input, keys, lang, names).with_name(BODY);
    let dialog = Dialog::around(body).title("").with_name(GAME_LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Key::Tab, switch_focus)
        .on_pre_event(Event::Shift(Key::Tab), switch_focus)
        .on_event(keys::hint(), ask_hint)
        .on_event(keys::command(keys::UNDO), undo)
        .on_event(keys::command(keys::DRAW), |s| {
            human(s, |session| {
                session.offer_draw();
            })
        })
        .on_event(keys::command(keys::GIVE_UP), confirm_resign)
        .on_event(keys::command(keys::REVIEW), review_game)
        .on_event(Key::Enter, enter)
        .on_event(Key::Esc, leave);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    after_move(siv);
}

/// The body of a screen with a board: the board and `right` (the words) side by side, the
/// move box below, and the footer with `keys` (while on the board, while typing). A key that
/// begins a move on the board starts the move box; Esc there goes back to the board.
pub(super) fn board_screen(
    board: impl View,
    right: LinearLayout,
    input: impl View,
    keys: (String, String),
    lang: Lang,
    names: MoveBox,
) -> LinearLayout {
    let typing_flag: TypingFlag = Default::default();
    LinearLayout::vertical()
        .child(
            LinearLayout::horizontal()
                .child(names.board(board))
                .child(DummyView.fixed_width(2))
                .child(right.max_width(72))
                .full_height(),
        )
        .child(
            LinearLayout::horizontal()
                .child(TextView::new(format!(
                    "{} ",
                    crate::t!(lang, "ui-type-move")
                )))
                .child(names.input(input, typing_flag.clone()).full_width()),
        )
        .child(Footer::new(keys.0, keys.1, typing_flag))
}

/// Tab: from the board to the move box and back (the move list is skipped).
fn switch_focus(siv: &mut Cursive) {
    if let Some(typing) = toggle_focus(siv, BODY, INPUT, BOARD) {
        set_typing(siv, typing);
    }
}

/// Moves the focus from the board to the move box of the game screen `body`, or back;
/// returns whether the move box has it now (`None` when the focus could not move).
pub(super) fn toggle_focus(
    siv: &mut Cursive,
    body: &str,
    input: &str,
    board: &str,
) -> Option<bool> {
    let on_board = siv
        .call_on_name(body, |l: &mut LinearLayout| l.get_focus_index() == 0)
        .unwrap_or(true);
    let target = if on_board { input } else { board };
    siv.focus_name(target).is_ok().then_some(on_board)
}

/// Remembers whether the learner types moves or picks them on the board.
fn set_typing(siv: &mut Cursive, typing: bool) {
    if let Some(play) = state(siv).play.as_mut() {
        play.typing = typing;
    }
}

/// `r`: asks before giving up the game.
fn confirm_resign(siv: &mut Cursive) {
    let Some(play) = state(siv).play.as_ref() else {
        return;
    };
    if play.session.ending().is_some() {
        return;
    }
    ask_to_resign(siv, |s| human(s, PlaySession::resign));
}

/// Asks "Give up this game?"; `resign` runs on yes. Esc or no keeps playing.
pub(super) fn ask_to_resign(siv: &mut Cursive, resign: fn(&mut Cursive)) {
    let lang = state(siv).lang();
    let dialog = Dialog::text(crate::t!(lang, "ui-play-resign-question"))
        .button(crate::t!(lang, "ui-play-resign-yes"), move |s| {
            s.pop_layer();
            resign(s);
        })
        .dismiss_button(crate::t!(lang, "ui-play-resign-no"));
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    }));
}

/// The keys at the end of a game, one a line (the status wraps at spaces, which would run the
/// items together); `v: review` only when `reviewable`.
pub(super) fn end_keys(lang: Lang, reviewable: bool) -> String {
    crate::t!(lang, "ui-play-again-keys")
        .split("  ")
        .map(str::trim)
        .filter(|item| !item.is_empty() && (reviewable || !item.starts_with("v:")))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs `f` on the game for the learner, then lets the computer answer.
fn human(siv: &mut Cursive, f: impl FnOnce(&mut PlaySession)) {
    if let Some(play) = state(siv).play.as_mut() {
        f(&mut play.session);
    }
    after_move(siv);
}

/// After any change: save the game, start the computer's search if it is to move, and redraw.
fn after_move(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let app = state(siv);
    keep(app);
    let Some(play) = app.play.as_mut() else {
        return;
    };
    if play.session.computer_to_move() && !play.thinking {
        play.thinking = true;
        let generation = play.generation;
        let game = play.session.game().clone();
        let level = play.session.level();
        let searcher = Arc::clone(&play.searcher);
        std::thread::spawn(move || {
            let mut rng = Rng::from_clock();
            // A search thrown away by an undo may still hold it for a moment; a panic in
            // one (never expected) leaves the table as usable as any.
            let mut searcher = searcher.lock().unwrap_or_else(|e| e.into_inner());
            let found = choose_move(&game, level, FULL_STRENGTH_TIME, &mut searcher, &mut rng);
            // The trainer may have been closed meanwhile; then nobody needs the move.
            let _ = sink.send(Box::new(move |s: &mut Cursive| {
                computer(s, generation, found)
            }));
        });
    }
    refresh(siv);
}

/// Saves the game on screen as it is now in its own file, replacing the file's older text: a
/// new game gets a file at its first move, a game that ends (or goes on again after an undo)
/// gets the matching name, and a game taken back to no moves at all is not kept. Saving is
/// skipped when nothing changed or there is nowhere to save.
fn keep(app: &mut App) {
    let (Some(store), Some(play)) = (app.store.as_ref(), app.play.as_mut()) else {
        return;
    };
    let session = &play.session;
    let pdn = session.to_pdn(&app.profile.name, play.file.date());
    play.file.keep(
        store,
        &app.profile.id,
        &pdn,
        session.position().variant().name(),
        session.ending().is_some(),
        session.game().moves().is_empty(),
    );
}

/// Where a game was saved, or why it was not, in words.
pub(super) fn saved_text(saved: &Result<PathBuf, String>, lang: Lang) -> String {
    match saved {
        Ok(path) => crate::t!(lang, "ui-play-saved-as", path = path.display().to_string()),
        Err(e) => crate::t!(lang, "ui-play-not-saved", error = e),
    }
}

/// The computer's move arrives from the worker thread.
fn computer(siv: &mut Cursive, generation: u64, found: Option<MovePath>) {
    let Some(play) = state(siv).play.as_mut() else {
        return;
    };
    if play.generation != generation {
        return;
    }
    play.thinking = false;
    let before = *play.session.position();
    let shown = found.clone();
    if let Some(path) = found {
        play.session.computer_move(path);
    }
    let played = *play.session.position() != before;
    after_move(siv);
    if let Some(path) = shown.filter(|_| played) {
        play_out(siv, BOARD, before, path);
    }
}

/// `?`: looks for the learner's best move on a worker thread.
fn ask_hint(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let Some(play) = state(siv).play.as_mut() else {
        return;
    };
    if !play.session.human_to_move() || play.hinting {
        return;
    }
    play.hinting = true;
    let generation = play.generation;
    let game = play.session.game().clone();
    std::thread::spawn(move || {
        let found = hint(&game, HINT_TIME);
        let _ = sink.send(Box::new(move |s: &mut Cursive| {
            if let Some(play) = state(s)
                .play
                .as_mut()
                .filter(|p| p.generation == generation)
            {
                play.hinting = false;
                if let Some(found) = found {
                    play.session.show_hint(game.position(), &found);
                }
            }
            refresh(s);
        }));
    });
    refresh(siv);
}

/// Takes back the last pair of moves (and forgets a search under way).
fn undo(siv: &mut Cursive) {
    if let Some(play) = state(siv).play.as_mut() {
        play.generation += 1;
        play.thinking = false;
        play.hinting = false;
        // A finished game that goes on again is saved as unfinished (after_move keeps it).
        play.session.undo();
    }
    after_move(siv);
}

/// `v` after the game: its review.
fn review_game(siv: &mut Cursive) {
    let Some(play) = state(siv).play.as_ref() else {
        return;
    };
    if play.session.ending().is_none() || play.session.game().moves().is_empty() {
        return;
    }
    let (game, human) = (play.session.game().clone(), play.session.human());
    super::game_review::open(siv, game, Some(human));
}

/// Enter after the game: a new game with the same settings.
fn enter(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(play) = app.play.as_ref() else {
        return;
    };
    if play.session.ending().is_some() {
        let variant = play.session.position().variant();
        let (level, side) = (play.session.level(), play.session.human());
        siv.pop_layer();
        start(
            siv,
            PlaySession::new(Position::start(variant), side, level, lang),
            None,
            None,
        );
    }
}

/// Esc: leaves the game (saving it if unfinished) and says where it was saved.
fn leave(siv: &mut Cursive) {
    if let Some(text) = close_game(siv) {
        state(siv).notices.push(text);
    }
    siv.pop_layer();
    super::screens::show_notices(siv);
}

/// Closes the game. An unfinished game with moves is in its file (saved after every change;
/// a save that failed is tried once more): returns where, and how to continue it, or why it
/// could not be saved, in words.
pub fn close_game(siv: &mut Cursive) -> Option<String> {
    let app = state(siv);
    let lang = app.lang();
    keep(app);
    let play = app.play.take()?;
    let over = play.session.ending().is_some() || play.session.game().moves().is_empty();
    play.file.closing_text(over, lang)
}

/// Updates the views from the game.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(play) = app.play.as_ref() else {
        return;
    };
    let session = &play.session;
    let position = *session.position();
    let marks = Marks {
        highlight: session.must_capture().into_iter().collect(),
        last_move: session
            .game()
            .moves()
            .last()
            .map(move_squares)
            .unwrap_or_default(),
        ..Marks::default()
    };
    let mode = if session.human_to_move() {
        PickMode::Moves
    } else {
        PickMode::Off
    };
    let typing = play.typing;
    let status = match (session.ending_text(), play.thinking, play.file.saved()) {
        (Some(end), _, saved) => {
            // A game without moves has nothing to review (`v` does nothing there).
            let again = end_keys(lang, !session.game().moves().is_empty());
            match saved {
                Some(saved) => format!("{end}\n{}\n{again}", saved_text(saved, lang)),
                None => format!("{end}\n{again}"),
            }
        }
        (None, true, _) => crate::t!(lang, "ui-play-thinking"),
        (None, false, _) if play.hinting => crate::t!(lang, "ui-play-looking-for-hint"),
        (None, false, _) if !session.must_capture().is_empty() => {
            crate::t!(lang, "ui-play-your-move-capture")
        }
        (None, false, _) => crate::t!(lang, "ui-play-your-move"),
    };
    let feedback = session.feedback().cloned();
    let counters = session.counters().join("\n");
    let moves = session.move_list().join("\n");
    let side = match session.human() {
        Color::White => "white",
        Color::Black => "black",
    };
    let title = crate::t!(
        lang,
        "ui-play-game-title",
        variant = variant_title(position.variant(), lang),
        level = session.level().number(),
        side = side
    );
    siv.call_on_name(BOARD, |b: &mut BoardView| {
        b.set(Some(position), marks, mode)
    });
    if mode == PickMode::Moves {
        // The board could not keep the focus while the computer thought.
        let _ = siv.focus_name(if typing { INPUT } else { BOARD });
    }
    siv.call_on_name("play-status", |t: &mut Prose| t.set_text(status));
    show_feedback(siv, "play-feedback", feedback.as_ref(), false, "");
    siv.call_on_name("play-counters", |t: &mut Prose| t.set_text(counters));
    siv.call_on_name("play-moves", |t: &mut TextView| t.set_content(moves));
    siv.call_on_name(GAME_LAYER, |d: &mut Dialog| d.set_title(title));
}
