//! The play screens: the play menu (a game to continue, or the game, level and side of a new
//! one), and the pieces every board screen shares (the layout, the focus, the footer at the
//! end of a game). The game screen itself is [`game`], written once for draughts and corners.

mod draughts;
pub(super) mod game;

pub(super) use game::{PlayState, close_game};

use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, OnEventView, SelectView, TextView,
};
use cursive::{Cursive, View};

use super::fit::Fit;
use super::input::{Footer, MoveBox, TypingFlag};
use super::state;
use crate::Lang;
use crate::rng::Rng;
use crate::trainer::{Opened, PlayPlan, continue_label, last_unfinished};

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
    let chosen = plan;
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
        Opened::Draughts(session) => game::start(siv, session, date, origin),
        Opened::Corners(session) => game::start(siv, session, date, origin),
    }
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
    names: &MoveBox,
) -> LinearLayout {
    let typing_flag = TypingFlag::default();
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
