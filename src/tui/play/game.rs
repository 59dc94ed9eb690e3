//! The game screen, written once for every game ([`OnScreen`]): the board and the words side
//! by side, the move box and the footer. The computer searches on a worker thread so the
//! board stays responsive; the game is kept in its own file, saved again after every change,
//! so closing the terminal loses nothing. What differs between draughts and corners (the
//! board, the keys, the side panel) is the game's [`OnScreen`] impl.

use std::path::PathBuf;

use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable, ScrollStrategy};
use cursive::views::{Dialog, EditView, LinearLayout, OnEventView, ScrollView, TextView};
use cursive::{Cursive, View};

use super::{ask_to_resign, board_screen, end_keys, show_keys, toggle_focus};
use crate::Lang;
use crate::rules::{Color, NotationStyle};
use crate::trainer::{
    GameMemory, GameNow, PlaySession, Playable, SavedFile, Thinking, computer_move, pdn_today,
    play_hint, saved_text,
};
use crate::tui::board::BoardStyle;
use crate::tui::fit::Fit;
use crate::tui::input::MoveBox;
use crate::tui::prose::{Prose, show_feedback};
use crate::tui::{App, keys, state};

/// The names of the game screen's views (one game is on screen at a time).
pub(in crate::tui) const GAME_LAYER: &str = "play-game";
const BODY: &str = "play-body";
/// The board's name.
pub(in crate::tui) const BOARD: &str = "play-board";
const INPUT: &str = "play-input";
const FOOTER: &str = "play-footer";
/// The name of the line that tells what happened.
pub(in crate::tui) const FEEDBACK: &str = "play-feedback";

/// What the game screen needs of a game beyond the trainer's [`Playable`]: its board view and
/// where its state is kept, its keys, and the words of its side panel.
pub(in crate::tui) trait OnScreen: Playable + Sized {
    /// The board view.
    type Board: View;
    /// Whether a finished game can be reviewed (`v`).
    const REVIEWABLE: bool;

    /// Where the app keeps a game of this kind.
    fn slot(app: &mut App) -> &mut Option<PlayState<Self>>;
    /// A board for the game of `session`; picks on it go to [`picked`].
    fn board(style: BoardStyle, session: &PlaySession<Self>) -> Self::Board;
    /// What the board shows of the game now.
    type Shown: 'static;
    /// What the board is to show of the game of `session` now; `hint` is a hinted move.
    fn shown(session: &PlaySession<Self>, hint: Option<&Self::Hint>) -> Self::Shown;
    /// Shows it on `board`.
    fn show(board: &mut Self::Board, shown: Self::Shown);
    /// How squares are named in typed moves.
    fn notation(session: &PlaySession<Self>) -> NotationStyle;
    /// The footer while on the board, and while typing.
    fn keys(session: &PlaySession<Self>, lang: Lang) -> (String, String);
    /// The game's name in the title.
    fn title(session: &PlaySession<Self>, lang: Lang) -> String;
    /// The status line while the learner is to move (and no search runs).
    fn your_move(session: &PlaySession<Self>, lang: Lang) -> String;
    /// A line added to the status while the game goes on (an unusual goal), if any.
    fn goal(session: &PlaySession<Self>) -> Option<String>;
    /// The lines under the feedback: draw counters, the race.
    fn side_lines(session: &PlaySession<Self>) -> Vec<String>;
    /// The keys only this game has, added to the screen's.
    fn more_keys(view: OnEventView<Dialog>) -> OnEventView<Dialog> {
        view
    }
    /// Shows the computer's move `mv` played from `before` (draughts plays out its captures).
    fn computer_played(_siv: &mut Cursive, _before: Self::Position, _mv: Self::Move) {}
}

/// A game in progress, kept in the app state.
pub(in crate::tui) struct PlayState<G: OnScreen> {
    pub(in crate::tui) session: PlaySession<G>,
    /// The computer's search for its move.
    computer: Thinking<Option<G::Move>>,
    /// The search for a hint for the learner: the position it is for, and the hint.
    hinter: Thinking<Option<(G::Position, G::Hint)>>,
    /// The hint shown now, marked on the board until the position changes.
    hint: Option<(G::Position, G::Hint)>,
    /// Whether the learner last used the move box rather than the board; the focus returns
    /// there when it is the learner's turn again.
    typing: bool,
    /// Where the game is saved.
    file: SavedFile,
    /// The computer's memory of the game, kept from move to move.
    memory: GameMemory<G>,
}

/// Starts (or continues) a game. `date` is the day it began (today if not given) and `file`
/// the file it was read from, which holds it as it is now.
pub(in crate::tui) fn start<G: OnScreen>(
    siv: &mut Cursive,
    session: PlaySession<G>,
    date: Option<String>,
    file: Option<PathBuf>,
) {
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let keys = G::keys(&session, lang);
    let notation = G::notation(&session);
    let date = date.unwrap_or_else(pdn_today);
    let written = file
        .as_ref()
        .map(|_| session.to_pdn(&app.learner.profile().name, &date));
    let board = G::board(style, &session);
    *G::slot(app) = Some(PlayState {
        session,
        computer: Thinking::default(),
        hinter: Thinking::default(),
        hint: None,
        typing: false,
        file: SavedFile::new(date, file, written),
        memory: GameMemory::default(),
    });
    let right = LinearLayout::vertical()
        .child(Prose::default().with_name("play-status"))
        .child(Prose::default().with_name(FEEDBACK))
        .child(Prose::default().with_name("play-side"))
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
                return enter::<G>(s);
            }
            set_typing::<G>(s, true);
            human::<G>(s, move |session| session.type_text(&text));
        })
        .with_name(INPUT);
    let names = MoveBox::new(BOARD, INPUT, notation).on_back(|s| set_typing::<G>(s, false));
    let body = board_screen(
        board.with_name(BOARD),
        right,
        input,
        keys,
        FOOTER,
        lang,
        &names,
    )
    .with_name(BODY);
    let dialog = Dialog::around(body).title("");
    let view = OnEventView::new(dialog)
        .on_pre_event(Key::Tab, switch_focus::<G>)
        .on_pre_event(Event::Shift(Key::Tab), switch_focus::<G>)
        .on_event(keys::hint(), ask_hint::<G>)
        .on_event(keys::command(keys::UNDO), undo::<G>)
        .on_event(keys::command(keys::GIVE_UP), confirm_resign::<G>)
        .on_event(Key::Enter, enter::<G>)
        .on_event(Key::Esc, leave::<G>);
    let view = G::more_keys(view).with_name(GAME_LAYER);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    after_move::<G>(siv);
}

/// A move picked on the board by the learner.
pub(in crate::tui) fn picked<G: OnScreen>(siv: &mut Cursive, pick: G::Pick) {
    set_typing::<G>(siv, false);
    human::<G>(siv, move |session| session.pick(&pick));
}

/// Tab: from the board to the move box and back (the move list is skipped).
fn switch_focus<G: OnScreen>(siv: &mut Cursive) {
    if let Some(typing) = toggle_focus(siv, BODY, INPUT, BOARD) {
        set_typing::<G>(siv, typing);
    }
}

/// Remembers whether the learner types moves or picks them on the board.
fn set_typing<G: OnScreen>(siv: &mut Cursive, typing: bool) {
    if let Some(play) = G::slot(state(siv)).as_mut() {
        play.typing = typing;
    }
}

/// `r`: asks before giving up the game.
fn confirm_resign<G: OnScreen>(siv: &mut Cursive) {
    let Some(play) = G::slot(state(siv)).as_ref() else {
        return;
    };
    if play.session.ending().is_some() {
        return;
    }
    ask_to_resign(siv, |s| human::<G>(s, PlaySession::resign));
}

/// Runs `f` on the game for the learner, then lets the computer answer.
pub(in crate::tui) fn human<G: OnScreen>(siv: &mut Cursive, f: impl FnOnce(&mut PlaySession<G>)) {
    if let Some(play) = G::slot(state(siv)).as_mut() {
        f(&mut play.session);
    }
    after_move::<G>(siv);
}

/// After any change: save the game, start the computer's search if it is to move, and redraw.
fn after_move<G: OnScreen>(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let app = state(siv);
    keep::<G>(app);
    let Some(play) = G::slot(app).as_mut() else {
        return;
    };
    if play.session.computer_to_move() && !play.computer.is_busy() {
        let job = computer_move(&play.session, &play.memory);
        // The trainer may have been closed meanwhile; then nobody needs the move.
        play.computer.start(job, move || {
            let _ = sink.send(Box::new(computer::<G>));
        });
    }
    refresh::<G>(siv);
}

/// Saves the game on screen as it is now in its own file, replacing the file's older text: a
/// new game gets a file at its first move, a game that ends (or goes on again after an undo)
/// gets the matching name, and a game taken back to no moves at all is not kept. Saving is
/// skipped when nothing changed or there is nowhere to save.
fn keep<G: OnScreen>(app: &mut App) {
    // The game is lifted out of the app while the learner (also the app's) saves it.
    let Some(mut play) = G::slot(app).take() else {
        return;
    };
    let session = &play.session;
    let pdn = session.to_pdn(&app.learner.profile().name, play.file.date());
    let game = GameNow {
        pdn: &pdn,
        name: session.game().name(),
        finished: session.ending().is_some(),
        empty: session.game().moves().is_empty(),
    };
    app.learner.keep_game(&mut play.file, game);
    *G::slot(app) = Some(play);
}

/// The computer's move is ready on the worker thread (unless the search was forgotten).
fn computer<G: OnScreen>(siv: &mut Cursive) {
    let Some(play) = G::slot(state(siv)).as_mut() else {
        return;
    };
    let Some(found) = play.computer.take() else {
        return;
    };
    let before = *play.session.position();
    let shown = found.clone();
    if let Some(mv) = found {
        play.session.computer_move(mv);
    }
    let played = *play.session.position() != before;
    after_move::<G>(siv);
    if let Some(mv) = shown.filter(|_| played) {
        G::computer_played(siv, before, mv);
    }
}

/// `?`: looks for the learner's best move on a worker thread.
fn ask_hint<G: OnScreen>(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let Some(play) = G::slot(state(siv)).as_mut() else {
        return;
    };
    if !play.session.human_to_move() || play.hinter.is_busy() {
        return;
    }
    play.hinter.start(play_hint(&play.session), move || {
        let _ = sink.send(Box::new(hint_found::<G>));
    });
    refresh::<G>(siv);
}

/// The hint is ready on the worker thread (unless the search was forgotten).
fn hint_found<G: OnScreen>(siv: &mut Cursive) {
    if let Some(play) = G::slot(state(siv)).as_mut()
        && let Some(Some((position, found))) = play.hinter.take()
    {
        play.session.show_hint(&position, &found);
        play.hint = Some((position, found));
    }
    refresh::<G>(siv);
}

/// Takes back the last pair of moves (and forgets a search under way).
fn undo<G: OnScreen>(siv: &mut Cursive) {
    if let Some(play) = G::slot(state(siv)).as_mut() {
        play.computer.cancel();
        play.hinter.cancel();
        // A finished game that goes on again is saved as unfinished (after_move keeps it).
        play.session.undo();
    }
    after_move::<G>(siv);
}

/// Enter after the game: a new game with the same settings.
fn enter<G: OnScreen>(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(play) = G::slot(app).as_ref() else {
        return;
    };
    let session = &play.session;
    if session.ending().is_some() {
        let from = session.game().usual_start();
        let again = PlaySession::<G>::new(from, session.human(), session.level(), lang);
        siv.pop_layer();
        start(siv, again, None, None);
    }
}

/// Esc: leaves the game (saving it if unfinished) and says where it was saved.
fn leave<G: OnScreen>(siv: &mut Cursive) {
    if let Some(text) = close_game::<G>(siv) {
        state(siv).learner.notice(text);
    }
    siv.pop_layer();
    crate::tui::screens::show_notices(siv);
}

/// Closes the game. An unfinished game with moves is in its file (saved after every change;
/// a save that failed is tried once more): returns where, and how to continue it, or why it
/// could not be saved, in words.
pub(in crate::tui) fn close_game<G: OnScreen>(siv: &mut Cursive) -> Option<String> {
    let app = state(siv);
    let lang = app.lang();
    keep::<G>(app);
    let play = G::slot(app).take()?;
    let over = play.session.ending().is_some() || play.session.game().moves().is_empty();
    play.file.closing_text(over, lang)
}

/// Updates the views from the game.
fn refresh<G: OnScreen>(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(play) = G::slot(app).as_mut() else {
        return;
    };
    if play
        .hint
        .as_ref()
        .is_some_and(|(at, _)| at != play.session.position())
    {
        play.hint = None;
    }
    let play = &*play;
    let session = &play.session;
    let active = session.human_to_move();
    // A game without moves has nothing to review (`v` does nothing there).
    let end = session.ending().map(|_| {
        let reviewable = G::REVIEWABLE && !session.game().moves().is_empty();
        end_keys(lang, reviewable, session.can_take_back())
    });
    let mut status = match (session.ending_text(), play.computer.is_busy()) {
        (Some(end_text), _) => {
            let again = end.clone().unwrap_or_default().join("\n");
            match play.file.saved() {
                Some(saved) => format!("{end_text}\n{}\n{again}", saved_text(saved, lang)),
                None => format!("{end_text}\n{again}"),
            }
        }
        (None, true) => crate::t!(lang, "ui-play-thinking"),
        (None, false) if play.hinter.is_busy() => crate::t!(lang, "ui-play-looking-for-hint"),
        (None, false) => G::your_move(session, lang),
    };
    if let Some(goal) = G::goal(session).filter(|_| session.ending().is_none()) {
        status = format!("{status}\n{goal}");
    }
    let keys = G::keys(session, lang);
    let feedback = session.feedback().cloned();
    let side_lines = G::side_lines(session).join("\n");
    let moves = session.move_list().join("\n");
    let side = match session.human() {
        Color::White => "white",
        Color::Black => "black",
    };
    let title = crate::t!(
        lang,
        "ui-play-game-title",
        variant = G::title(session, lang),
        level = session.level().number(),
        side = side
    );
    let typing = play.typing;
    let shown = G::shown(session, play.hint.as_ref().map(|(_, hint)| hint));
    siv.call_on_name(BOARD, |b: &mut G::Board| G::show(b, shown));
    show_keys(siv, (FOOTER, INPUT), end, keys);
    if active {
        // The board could not keep the focus while the computer thought.
        let _ = siv.focus_name(if typing { INPUT } else { BOARD });
    }
    siv.call_on_name("play-status", |t: &mut Prose| t.set_text(status));
    show_feedback(siv, FEEDBACK, feedback.as_ref(), false, "");
    siv.call_on_name("play-side", |t: &mut Prose| t.set_text(side_lines));
    siv.call_on_name("play-moves", |t: &mut TextView| t.set_content(moves));
    siv.call_on_name(GAME_LAYER, |v: &mut OnEventView<Dialog>| {
        v.get_inner_mut().set_title(title);
    });
}
