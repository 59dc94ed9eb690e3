//! The game review screen: the board, the moves with their marks, and the selected move's
//! mark, better move and why. The review is worked out move by move on a worker thread; the
//! screen shows how far it got and can be left at any time.

use std::path::PathBuf;
use std::sync::Arc;

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, DummyView, LinearLayout, OnEventView, SelectView, TextView};

use super::board::{BoardView, Marks, PickMode, move_squares, play_out};
use super::fit::Fit;
use super::input::{Footer, TypingFlag};
use super::prose::Prose;
use super::{keys, state};
use crate::i18n::core::variant_title;
use crate::rules::{Color, Game, MovePath, PdnGame, Position, Variant, full_text};
use crate::trainer::{
    BetterStep, GameReview, Mark, MoveReview, NextMistake, ReviewNews, better_step, better_text,
    game_line, learner_side, numbered, summary_line, why_text,
};

const LAYER: &str = "game-review";
const BOARD: &str = "game-review-board";

/// How many moves the move list shows at once.
const LIST_ROWS: usize = 7;

/// The review on screen, kept in the app state.
pub struct GameReviewState {
    game: Game,
    /// The learner's side (`n` jumps to its mistakes), when known.
    learner: Option<Color>,
    /// The reviews worked out so far, in the order of the moves.
    reviews: Vec<MoveReview>,
    /// The move selected (an index into the game's moves).
    selected: usize,
    /// The better line being played on the board: how many of its moves are shown.
    line_step: Option<usize>,
    /// A note after `n` found no mistake.
    note: Option<String>,
    /// What became of the learner's blunders once the review is done ("2 of your blunders
    /// come back as puzzles in Review").
    queued: Option<String>,
    /// The review worked out on a worker thread (it stops when the screen is left).
    work: GameReview,
}

/// Opens the review of `game`; `learner` is the learner's side, if known.
pub fn open(siv: &mut Cursive, game: Game, learner: Option<Color>) {
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let sink = siv.cb_sink().clone();
    let wake = move || {
        let _ = sink.send(Box::new(take_news));
    };
    let work = GameReview::start(game.clone(), learner, wake);
    let app = state(siv);
    let variant = game.start().variant();
    let keys_text = crate::t!(lang, "ui-game-review-keys");
    app.game_review = Some(GameReviewState {
        game,
        learner,
        reviews: Vec::new(),
        selected: 0,
        line_step: None,
        note: None,
        queued: None,
        work,
    });
    let mut board = BoardView::new(None, style);
    if learner == Some(Color::Black) {
        board.flip();
    }
    let right = LinearLayout::vertical()
        .child(Prose::default().with_name("game-review-status"))
        .child(TextView::new(" "))
        .child(TextView::new("").with_name("game-review-moves"))
        .child(TextView::new(" "))
        .child(Prose::default().with_name("game-review-detail"));
    let body = LinearLayout::vertical()
        .child(
            LinearLayout::horizontal()
                .child(board.with_name(BOARD))
                .child(DummyView.fixed_width(2))
                .child(right.full_width())
                .full_height(),
        )
        .child(Footer::new(
            keys_text.clone(),
            keys_text,
            TypingFlag::default(),
        ));
    let title = crate::t!(
        lang,
        "ui-game-review-title",
        variant = variant_title(variant, lang)
    );
    let dialog = Dialog::around(body).title(title).with_name(LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Key::Left, |s| step(s, -1))
        .on_pre_event(Key::Right, |s| step(s, 1))
        .on_pre_event(keys::command('h'), |s| step(s, -1))
        .on_pre_event(keys::command('l'), |s| step(s, 1))
        .on_pre_event(Key::Home, |s| step(s, isize::MIN))
        .on_pre_event(Key::End, |s| step(s, isize::MAX))
        .on_pre_event(keys::command('n'), next_mistake)
        .on_pre_event(keys::command('b'), better_line)
        .on_pre_event(Key::Esc, escape);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    refresh(siv);
}

/// Shows what the review worked out since last time: each move's review, then the learner's
/// blunders, which the learner model keeps as review tasks.
fn take_news(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(review) = app.game_review.as_mut() else {
        return;
    };
    for news in review.work.news() {
        match news {
            ReviewNews::Move(r) => review.reviews.push(*r),
            ReviewNews::Mistakes(puzzles) => {
                let count = app.learner.game_mistakes(&puzzles);
                review.queued = Some(crate::t!(lang, "ui-game-review-queued", count = count));
            }
        }
    }
    refresh(siv);
}

/// Esc: leaves the better line, else the screen (the worker stops).
fn escape(siv: &mut Cursive) {
    let Some(review) = state(siv).game_review.as_mut() else {
        return;
    };
    if review.line_step.is_some() {
        review.line_step = None;
        return refresh(siv);
    }
    state(siv).game_review = None;
    siv.pop_layer();
}

/// Steps `by` moves through the game (leaving the better line).
fn step(siv: &mut Cursive, by: isize) {
    let Some(review) = state(siv).game_review.as_mut() else {
        return;
    };
    let last = review.game.moves().len().saturating_sub(1);
    review.line_step = None;
    review.note = None;
    review.selected = review.selected.saturating_add_signed(by).min(last);
    refresh(siv);
}

/// `n`: the next mistake or blunder of the learner (of either side when the learner's side is
/// not known), round to the first; or why there is none to go to.
fn next_mistake(siv: &mut Cursive) {
    let lang = state(siv).lang();
    let Some(review) = state(siv).game_review.as_mut() else {
        return;
    };
    review.line_step = None;
    let total = review.game.moves().len();
    match crate::trainer::next_mistake(&review.reviews, total, review.selected, review.learner) {
        NextMistake::At(i) => {
            review.selected = i;
            review.note = None;
        }
        NextMistake::StillLooking => {
            review.note = Some(crate::t!(lang, "ui-game-review-still-looking"));
        }
        NextMistake::NoMistakes => {
            review.note = Some(crate::t!(lang, "ui-game-review-no-mistakes"));
        }
    }
    refresh(siv);
}

/// `b`: plays the next move of the better line from before the selected move, or says why
/// there is none.
fn better_line(siv: &mut Cursive) {
    let lang = state(siv).lang();
    let Some(review) = state(siv).game_review.as_mut() else {
        return;
    };
    let r = review.reviews.get(review.selected);
    let shown = match better_step(r, review.line_step) {
        BetterStep::Show(shown) => shown,
        BetterStep::NoBetter => {
            review.note = Some(crate::t!(lang, "ui-game-review-no-better"));
            return refresh(siv);
        }
        // The move's own text says it is not looked at yet; the whole line is shown.
        BetterStep::NotYet | BetterStep::Shown => return,
    };
    let Some(line) = r.map(|r| r.better_line.clone()) else {
        return;
    };
    review.note = None;
    review.line_step = Some(shown);
    let before = line_position(review.game.positions()[review.selected], &line[..shown - 1]);
    let path = line[shown - 1].clone();
    refresh(siv);
    play_out(siv, BOARD, before, path);
}

/// The position after playing `line` from `start`.
fn line_position(start: Position, line: &[MovePath]) -> Position {
    line.iter().fold(start, |pos, m| pos.play_unchecked(&m.mv))
}

/// The move list around the selected move, each with its mark symbol.
fn move_rows(review: &GameReviewState) -> String {
    let total = review.game.moves().len();
    let first = review
        .selected
        .saturating_sub(LIST_ROWS / 2)
        .min(total.saturating_sub(LIST_ROWS));
    (first..(first + LIST_ROWS).min(total))
        .map(|ply| {
            let cursor = if ply == review.selected { ">" } else { " " };
            let symbol = review.reviews.get(ply).map_or("", |r| r.mark.symbol());
            format!("{cursor} {} {symbol}", numbered(&review.game, ply))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Updates the views from the review.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(review) = app.game_review.as_ref() else {
        return;
    };
    let game = &review.game;
    let variant = game.start().variant();
    let total = game.moves().len();
    let status = if total == 0 {
        crate::t!(lang, "ui-game-review-no-moves")
    } else if review.reviews.len() < total {
        crate::t!(
            lang,
            "ui-game-review-looking",
            number = review.reviews.len() + 1,
            total = total
        )
    } else {
        let mut lines = [Color::White, Color::Black]
            .map(|side| summary_line(&review.reviews, side, lang))
            .to_vec();
        lines.extend(review.queued.clone());
        lines.join("\n")
    };
    let selected = review.reviews.get(review.selected);
    let (position, marks, detail) = match (selected, review.line_step) {
        (Some(r), Some(k)) => {
            let line = &r.better_line[..k.min(r.better_line.len())];
            let pos = line_position(game.positions()[r.ply], line);
            let text: Vec<String> = line.iter().map(|m| full_text(variant, m)).collect();
            let detail = crate::t!(lang, "ui-game-review-line", line = text.join(" "));
            (pos, last_marks(line.last()), detail)
        }
        _ if total == 0 => (*game.start(), Marks::default(), String::new()),
        (r, _) => {
            let ply = review.selected;
            let detail = match r {
                Some(r) => detail_text(r, game, variant, lang),
                None => crate::t!(lang, "ui-game-review-not-yet"),
            };
            (
                game.positions()[ply + 1],
                last_marks(game.moves().get(ply)),
                detail,
            )
        }
    };
    let detail = match &review.note {
        Some(note) => format!("{note}\n{detail}"),
        None => detail,
    };
    let moves = move_rows(review);
    siv.call_on_name(BOARD, |b: &mut BoardView| {
        b.set(Some(position), marks, PickMode::Off);
    });
    siv.call_on_name("game-review-status", |t: &mut Prose| t.set_text(status));
    siv.call_on_name("game-review-moves", |t: &mut TextView| t.set_content(moves));
    siv.call_on_name("game-review-detail", |t: &mut Prose| t.set_text(detail));
}

fn last_marks(last: Option<&MovePath>) -> Marks {
    Marks {
        last_move: last.map(move_squares).unwrap_or_default(),
        ..Marks::default()
    }
}

/// The selected move: "3. c3-d4 ?? blunder, better: b4-a5", then why.
fn detail_text(r: &MoveReview, game: &Game, variant: Variant, lang: crate::Lang) -> String {
    let mut head = format!("{} {}", numbered(game, r.ply), r.mark.symbol());
    head = format!("{} {}", head.trim_end(), r.mark.word(lang));
    if let Some(better) = better_text(r, variant, lang) {
        head = format!("{head}, {better}");
    }
    let mut text = format!("{head}\n{}", why_text(r, variant, lang));
    if r.mark != Mark::Good && !r.better_line.is_empty() {
        text = format!("{text}\n{}", crate::t!(lang, "ui-game-review-b-hint"));
    }
    text
}

/// The profile's finished saved games, newest first: each file, its line and the game.
fn finished_games(siv: &mut Cursive) -> Vec<(PathBuf, String, PdnGame)> {
    let app = state(siv);
    let lang = app.lang();
    app.learner
        .saved_games()
        .into_iter()
        .rev()
        .filter_map(|(path, text)| {
            let [(_, one)] = PdnGame::split(&text)[..] else {
                return None;
            };
            let game = PdnGame::read(one, Variant::Russian).ok()?;
            (game.result.is_some() && !game.game.moves().is_empty())
                .then(|| (path, game_line(&text, lang), game))
        })
        .collect()
}

/// Whether the profile has a finished saved game to review.
pub fn has_finished_games(siv: &mut Cursive) -> bool {
    !finished_games(siv).is_empty()
}

/// The list of finished saved games; Enter opens the review of one.
pub fn choose_saved(siv: &mut Cursive) {
    let lang = state(siv).lang();
    let games = finished_games(siv);
    let mut list = SelectView::new();
    for (_, line, game) in games {
        list.add_item(line, Arc::new(game));
    }
    list.set_on_submit(|s, game: &Arc<PdnGame>| {
        open(s, game.game.clone(), learner_side(game));
    });
    let dialog = Dialog::around(cursive::views::ScrollView::new(list))
        .title(crate::t!(lang, "ui-game-review-choose"))
        .dismiss_button(crate::t!(lang, "ui-back"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (40, 10), lang));
}
