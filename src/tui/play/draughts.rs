//! A draughts game on the game screen: the draughts board (its captures played out square by
//! square), the draw offer and the review keys, and the draw-rule counters beside the board.

use cursive::Cursive;
use cursive::views::{Dialog, OnEventView};

use super::game::{BOARD, FEEDBACK, OnScreen, PlayState, human, picked};
use crate::Lang;
use crate::engine::Hint;
use crate::i18n::core::{Say, move_examples, variant_title};
use crate::rules::{Game, MovePath, NotationStyle, Position};
use crate::trainer::{DraughtsSession, Tone};
use crate::tui::board::{BoardStyle, BoardView, Marks, PickMode, move_squares, play_out};
use crate::tui::input::type_keys;
use crate::tui::prose::{Prose, tone_color};
use crate::tui::{App, keys, state};

impl OnScreen for Game {
    type Board = BoardView;
    type Shown = (Position, Marks, PickMode);
    const REVIEWABLE: bool = true;

    fn slot(app: &mut App) -> &mut Option<PlayState<Game>> {
        &mut app.play
    }

    fn board(style: BoardStyle, session: &DraughtsSession) -> BoardView {
        let mut board = BoardView::new(None, style)
            .on_route(picked::<Game>)
            .on_refused(|s, reason| {
                let app = state(s);
                let lang = app.lang();
                let variant = app.play.as_ref().map(|p| p.session.position().variant());
                if let Some(variant) = variant {
                    let text = reason.say(variant, lang);
                    s.call_on_name(FEEDBACK, |t: &mut Prose| {
                        t.set(text, Some(tone_color(Tone::Info)));
                    });
                }
            });
        if session.human() == crate::rules::Color::Black {
            board.flip();
        }
        board
    }

    fn shown(session: &DraughtsSession, _hint: Option<&Hint>) -> (Position, Marks, PickMode) {
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
        (*session.position(), marks, mode)
    }

    fn show(board: &mut BoardView, (position, marks, mode): (Position, Marks, PickMode)) {
        board.set(Some(position), marks, mode);
    }

    fn notation(session: &DraughtsSession) -> NotationStyle {
        session.position().variant().rules().notation
    }

    fn keys(session: &DraughtsSession, lang: Lang) -> (String, String) {
        let variant = session.position().variant();
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

    fn title(session: &DraughtsSession, lang: Lang) -> String {
        variant_title(session.position().variant(), lang)
    }

    fn your_move(session: &DraughtsSession, lang: Lang) -> String {
        if session.must_capture().is_empty() {
            crate::t!(lang, "ui-play-your-move")
        } else {
            crate::t!(lang, "ui-play-your-move-capture")
        }
    }

    fn goal(session: &DraughtsSession) -> Option<String> {
        session.goal()
    }

    fn side_lines(session: &DraughtsSession) -> Vec<String> {
        session.counters()
    }

    fn more_keys(view: OnEventView<Dialog>) -> OnEventView<Dialog> {
        view.on_event(keys::command(keys::DRAW), |s| {
            human::<Game>(s, |session| {
                session.offer_draw();
            });
        })
        .on_event(keys::command(keys::REVIEW), review_game)
    }

    fn computer_played(siv: &mut Cursive, before: Position, mv: MovePath) {
        play_out(siv, BOARD, before, mv);
    }
}

/// `v` after the game: its review.
fn review_game(siv: &mut Cursive) {
    let Some(play) = state(siv).play.as_ref() else {
        return;
    };
    let session = &play.session;
    if session.ending().is_none() || session.game().moves().is_empty() {
        return;
    }
    let (game, human) = (session.game().clone(), session.human());
    crate::tui::game_review::open(siv, game, Some(human));
}
