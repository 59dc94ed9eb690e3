//! The play screens: choosing a game, and playing it against the computer, whose search runs
//! on a worker thread so the board stays responsive. The game on screen is kept in its own
//! file, saved again after every change, so closing the terminal loses nothing.

use std::path::PathBuf;

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
use crate::engine::Hint;
use crate::i18n::core::{Say, move_examples, variant_title};
use crate::rng::Rng;
use crate::rules::{Color, MovePath, Position};
use crate::trainer::{
    GameMemory, GameNow, Opened, PlayPlan, PlaySession, SavedFile, Thinking, Tone, computer_move,
    continue_label, last_unfinished, pdn_today, play_hint, saved_text,
};

const GAME_LAYER: &str = "play-game";
const BODY: &str = "play-body";
const BOARD: &str = "play-board";
const INPUT: &str = "play-input";
const FOOTER: &str = "play-footer";

/// A game in progress, kept in the app state.
pub struct PlayState {
    session: PlaySession,
    /// The computer's search for its move.
    computer: Thinking<Option<MovePath>>,
    /// The search for a hint for the learner: the position it is for, and the hint.
    hinter: Thinking<Option<(Position, Hint)>>,
    /// Whether the learner last used the move box rather than the board; the focus returns
    /// there when it is the learner's turn again.
    typing: bool,
    /// Where the game is saved.
    file: SavedFile,
    /// The computer's memory of the game, kept from move to move.
    memory: GameMemory,
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
    let games = app.learner.saved_games();
    let unfinished = last_unfinished(&games).map(|(path, game)| (path.to_path_buf(), game));
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
            Row::Level => plan.level = plan.next_level(),
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
    let app = state(siv);
    app.learner.play_started(&plan);
    let lang = app.lang();
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
    let keys = game_keys(session.position().variant(), lang);
    let notation = session.position().variant().rules().notation;
    let date = date.unwrap_or_else(pdn_today);
    let written = file
        .as_ref()
        .map(|_| session.to_pdn(&app.learner.profile().name, &date));
    app.play = Some(PlayState {
        session,
        computer: Thinking::default(),
        hinter: Thinking::default(),
        typing: false,
        file: SavedFile::new(date, file, written),
        memory: GameMemory::default(),
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
    let names = MoveBox::new(BOARD, INPUT, notation).on_back(|s| set_typing(s, false));
    let body = board_screen(
        board.with_name(BOARD),
        right,
        input,
        keys,
        FOOTER,
        lang,
        names,
    )
    .with_name(BODY);
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

/// The footer of a game under way: its keys while on the board, and while typing.
fn game_keys(variant: crate::rules::Variant, lang: Lang) -> (String, String) {
    let (quiet, capture) = move_examples(variant);
    let notation = variant.rules().notation;
    (
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
    )
}

/// The body of a screen with a board: the board and `right` (the words) side by side, the
/// move box below, and the footer named `footer` with `keys` (while on the board, while
/// typing). A key that begins a move on the board starts the move box; Esc there goes back
/// to the board.
pub(super) fn board_screen(
    board: impl View,
    right: LinearLayout,
    input: impl View,
    keys: (String, String),
    footer: &str,
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
        .child(Footer::new(keys.0, keys.1, typing_flag).with_name(footer))
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

/// The keys that work at the end of a game: a new game, its review (when `reviewable`),
/// taking back (when `undoable`) and leaving.
pub(super) fn end_keys(lang: Lang, reviewable: bool, undoable: bool) -> Vec<String> {
    let mut keys = vec![crate::t!(lang, "ui-play-key-new-game")];
    if reviewable {
        keys.push(crate::t!(lang, "ui-play-key-review"));
    }
    if undoable {
        keys.push(crate::t!(lang, "ui-play-key-take-back"));
    }
    keys.push(crate::t!(lang, "ui-play-key-leave"));
    keys
}

/// Shows the screen as the game's state asks: at its end the move box is off (so the
/// command keys work wherever the focus was) and the footer `footer` lists only `end`, the
/// keys that work then; while it goes on, `keys`.
pub(super) fn show_keys(
    siv: &mut Cursive,
    (footer, input): (&str, &str),
    end: Option<Vec<String>>,
    keys: (String, String),
) {
    let over = end.is_some();
    let (board, typing) = match end {
        Some(end) => (end.join("  "), end.join("  ")),
        None => keys,
    };
    siv.call_on_name(footer, |f: &mut Footer| f.set(board, typing));
    siv.call_on_name(input, |e: &mut EditView| e.set_enabled(!over));
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
    if play.session.computer_to_move() && !play.computer.is_busy() {
        let job = computer_move(&play.session, &play.memory);
        // The trainer may have been closed meanwhile; then nobody needs the move.
        play.computer.start(job, move || {
            let _ = sink.send(Box::new(computer));
        });
    }
    refresh(siv);
}

/// Saves the game on screen as it is now in its own file, replacing the file's older text: a
/// new game gets a file at its first move, a game that ends (or goes on again after an undo)
/// gets the matching name, and a game taken back to no moves at all is not kept. Saving is
/// skipped when nothing changed or there is nowhere to save.
fn keep(app: &mut App) {
    let Some(play) = app.play.as_mut() else {
        return;
    };
    let session = &play.session;
    let pdn = session.to_pdn(&app.learner.profile().name, play.file.date());
    let game = GameNow {
        pdn: &pdn,
        name: session.position().variant().name(),
        finished: session.ending().is_some(),
        empty: session.game().moves().is_empty(),
    };
    app.learner.keep_game(&mut play.file, game);
}

/// The computer's move is ready on the worker thread (unless the search was forgotten).
fn computer(siv: &mut Cursive) {
    let Some(play) = state(siv).play.as_mut() else {
        return;
    };
    let Some(found) = play.computer.take() else {
        return;
    };
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
    if !play.session.human_to_move() || play.hinter.is_busy() {
        return;
    }
    play.hinter.start(play_hint(&play.session), move || {
        let _ = sink.send(Box::new(hint_found));
    });
    refresh(siv);
}

/// The hint is ready on the worker thread (unless the search was forgotten).
fn hint_found(siv: &mut Cursive) {
    if let Some(play) = state(siv).play.as_mut()
        && let Some(Some((position, found))) = play.hinter.take()
    {
        play.session.show_hint(&position, &found);
    }
    refresh(siv);
}

/// Takes back the last pair of moves (and forgets a search under way).
fn undo(siv: &mut Cursive) {
    if let Some(play) = state(siv).play.as_mut() {
        play.computer.cancel();
        play.hinter.cancel();
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
        state(siv).learner.notice(text);
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
    } else if session.ending().is_none() {
        PickMode::Wait
    } else {
        PickMode::Off
    };
    let typing = play.typing;
    // A game without moves has nothing to review (`v` does nothing there).
    let end = session.ending().map(|_| {
        let reviewable = !session.game().moves().is_empty();
        end_keys(lang, reviewable, session.can_take_back())
    });
    let mut status = match (
        session.ending_text(),
        play.computer.is_busy(),
        play.file.saved(),
    ) {
        (Some(end_text), _, saved) => {
            let again = end.clone().unwrap_or_default().join("\n");
            match saved {
                Some(saved) => format!("{end_text}\n{}\n{again}", saved_text(saved, lang)),
                None => format!("{end_text}\n{again}"),
            }
        }
        (None, true, _) => crate::t!(lang, "ui-play-thinking"),
        (None, false, _) if play.hinter.is_busy() => crate::t!(lang, "ui-play-looking-for-hint"),
        (None, false, _) if !session.must_capture().is_empty() => {
            crate::t!(lang, "ui-play-your-move-capture")
        }
        (None, false, _) => crate::t!(lang, "ui-play-your-move"),
    };
    if let Some(goal) = session.goal().filter(|_| session.ending().is_none()) {
        status = format!("{status}\n{goal}");
    }
    let keys = game_keys(position.variant(), lang);
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
    show_keys(siv, (FOOTER, INPUT), end, keys);
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
