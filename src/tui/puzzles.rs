//! The puzzle screens: choosing what to solve, and solving.

use std::sync::Arc;
use std::time::Instant;

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, DummyView, EditView, LinearLayout, OnEventView, TextView};

use super::board::{BoardView, Marks, PickMode, move_squares, play_out};
use super::fit::Fit;
use super::input::{Footer, MoveBox, TypingFlag, type_keys};
use super::prose::{Prose, show_feedback, tone_color};
use super::{keys, state};
use crate::Lang;
use crate::content::{Puzzle, theme_name};
use crate::i18n::core::{Say, move_examples, variant_title};
use crate::progress::ReviewTask;
use crate::rng::Rng;
use crate::trainer::{
    Choice, Hint, Learner, MISTAKES, PuzzleRun, PuzzleSession, ReviewAnswer, RunEnd, RunMode,
    Status, Tone, in_sentence, learner_rating,
};

mod menu;

pub(crate) use menu::show_menu;

const SOLVE_LAYER: &str = "puzzle-solve";
/// The footer of the puzzle screen.
const FOOTER: &str = "puzzle-footer";

/// A run of puzzles in progress, kept in the app state.
pub struct PuzzleState {
    run: PuzzleRun,
    session: Option<PuzzleSession>,
    started: Instant,
    rng: Rng,
    /// A review task: this one puzzle, then back to the review.
    review: Option<ReviewTask>,
}

/// The puzzles (read on first use).
/// Every puzzle, built-in and from the content folder (loaded once).
pub(super) fn puzzles(siv: &mut Cursive) -> Arc<Vec<Puzzle>> {
    let app = state(siv);
    if app.puzzles.is_none() {
        let (puzzles, broken) = crate::content::load_puzzles(app.content_dir.as_deref());
        for (path, problems) in broken {
            if let Some(p) = problems.first() {
                app.learner
                    .notice(format!("{path}:{}:{}: {}", p.line, p.column, p.message));
            }
        }
        app.puzzles = Some(Arc::new(puzzles));
    }
    app.puzzles.clone().expect("just loaded")
}

/// Starts a run of puzzles.
pub fn start(siv: &mut Cursive, mode: RunMode, choice: Choice) {
    let all = puzzles(siv);
    let app = state(siv);
    let run = PuzzleRun::begin(mode, choice, &all, app.learner.progress());
    let timed = run.mode == RunMode::Timed;
    app.puzzle_run = Some(PuzzleState {
        run,
        session: None,
        started: Instant::now(),
        rng: Rng::from_clock(),
        review: None,
    });
    if timed {
        siv.set_fps(4);
    }
    next(siv);
}

/// Opens one puzzle as the review task `task`; when it is done the review goes on.
pub fn start_review(siv: &mut Cursive, puzzle: Puzzle, task: ReviewTask) {
    let lang = state(siv).lang();
    state(siv).puzzle_run = Some(PuzzleState {
        run: PuzzleRun::new(RunMode::Practice, Choice::default()),
        session: Some(PuzzleSession::new(puzzle, lang)),
        started: Instant::now(),
        rng: Rng::from_clock(),
        review: Some(task),
    });
    show_puzzle(siv);
}

/// Ends a review task: `done` when the puzzle was finished (solved or given up), else the
/// learner left it and the review stops.
fn end_review(siv: &mut Cursive, done: bool) {
    let Some(run) = state(siv).puzzle_run.take() else {
        return;
    };
    if siv.find_name::<Dialog>(SOLVE_LAYER).is_some() {
        siv.pop_layer();
    }
    let answer = run
        .session
        .as_ref()
        .map_or(ReviewAnswer::Wrong, PuzzleSession::review_answer);
    if done {
        super::review::answered(siv, answer);
    } else {
        super::review::stop(siv, None);
    }
}

/// Sets up the next puzzle of the run, or ends the run.
fn next(siv: &mut Cursive) {
    if state(siv)
        .puzzle_run
        .as_ref()
        .is_some_and(|r| r.review.is_some())
    {
        return end_review(siv, true);
    }
    let all = puzzles(siv);
    let app = state(siv);
    let lang = app.lang();
    let Some(run) = app.puzzle_run.as_mut() else {
        return;
    };
    let found = run
        .run
        .next(&all, app.learner.progress(), &mut run.rng)
        .cloned();
    match found {
        Some(puzzle) if !run.run.over => {
            run.session = Some(if run.run.mode == RunMode::Streak {
                PuzzleSession::in_streak(puzzle, lang)
            } else {
                PuzzleSession::new(puzzle, lang)
            });
            show_puzzle(siv);
        }
        None if !run.run.over => end_run(siv, RunEnd::NoMore),
        _ => finish(siv),
    }
}

fn title(run: &PuzzleState, lang: Lang) -> String {
    // Replaying the failed puzzles is a run of its own, and says so.
    let mode = if run.run.is_replay() {
        crate::t!(lang, "ui-puzzles-replay")
    } else {
        run.run.mode.label(lang)
    };
    let time = run
        .run
        .time_left(run.started.elapsed())
        .map(super::quiz::clock)
        .unwrap_or_default();
    let title = crate::t!(
        lang,
        "ui-puzzles-run-title",
        mode = mode,
        solved = run.run.solved,
        points = run.run.points
    );
    format!("{title}{time}")
}

/// Builds the screen of the current puzzle (replacing the one shown).
fn show_puzzle(siv: &mut Cursive) {
    if siv.find_name::<Dialog>(SOLVE_LAYER).is_some() {
        siv.pop_layer();
    }
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let Some(run) = app.puzzle_run.as_ref() else {
        return;
    };
    let Some(session) = run.session.as_ref() else {
        return;
    };
    let puzzle = session.puzzle();
    let rating = learner_rating(app.learner.progress(), puzzle.variant())
        .rating
        .round();
    let themes: Vec<String> = puzzle
        .themes
        .iter()
        .map(|t| in_sentence(&theme_name(t, lang), lang))
        .collect();
    // A puzzle from the learner's own game says so instead of naming its id and themes.
    let about = match puzzle
        .hints
        .first()
        .filter(|_| puzzle.collection == MISTAKES)
    {
        Some(hint) => hint.get(lang).to_string(),
        None => crate::t!(
            lang,
            "ui-puzzles-about",
            variant = variant_title(puzzle.variant(), lang),
            themes = themes.join(", "),
            rating = puzzle.rating,
            yours = rating
        ),
    };
    let mut board = BoardView::new(Some(session.board()), style)
        .on_route(|s, route| with_session(s, |session| session.play_route(&route)))
        .on_refused(|s, reason| {
            let app = state(s);
            let lang = app.lang();
            let variant = app
                .puzzle_run
                .as_ref()
                .and_then(|r| r.session.as_ref())
                .map(|x| x.puzzle().variant());
            if let Some(variant) = variant {
                let text = reason.say(variant, lang);
                s.call_on_name("puzzle-feedback", |t: &mut Prose| {
                    t.set(text, Some(tone_color(Tone::Info)));
                });
            }
        });
    // Black solves from the bottom of the board.
    if puzzle.position.turn() == crate::rules::Color::Black {
        board.flip();
    }
    let right = LinearLayout::vertical()
        .child(Prose::new(session.prompt()).with_name("puzzle-prompt"))
        .child(TextView::new(" "))
        .child(Prose::default().with_name("puzzle-feedback"))
        .child(TextView::new(" "))
        .child(Prose::default().with_name("puzzle-explain"))
        .child(Prose::new(about));
    let right = if run.run.mode == RunMode::Streak {
        right.child(TextView::new(RunMode::Streak.rules(lang)))
    } else {
        right
    };
    let input = EditView::new()
        .on_submit(|s, text| {
            if text.trim().is_empty() {
                return enter(s);
            }
            let text = text.to_string();
            s.call_on_name("puzzle-input", |e: &mut EditView| e.set_content(""));
            with_session(s, move |session| session.type_text(&text));
        })
        .with_name("puzzle-input");
    let typing = TypingFlag::default();
    let streak = run.run.mode == RunMode::Streak;
    let notation = puzzle.position.variant().rules().notation;
    let (board_keys, typing_keys) = footer_keys(session, streak, lang);
    let footer = Footer::new(board_keys, typing_keys, typing.clone()).with_name(FOOTER);
    let names = MoveBox::new("puzzle-board", "puzzle-input", notation);
    let body = LinearLayout::vertical()
        .child(
            LinearLayout::horizontal()
                .child(names.board(board.with_name("puzzle-board")))
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
                .child(names.input(input, typing).full_width()),
        )
        .child(footer);
    let dialog = Dialog::around(body)
        .title(title(run, lang))
        .with_name(SOLVE_LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Event::Refresh, tick)
        .on_event(keys::hint(), |s| {
            with_session(s, |session| {
                session.hint();
            });
        })
        .on_event(keys::command(keys::WHY), |s| {
            with_session(s, PuzzleSession::why);
        })
        .on_event(keys::command(keys::SKIP), skip)
        .on_event(keys::command(keys::GIVE_UP), |s| {
            with_session(s, PuzzleSession::give_up);
        })
        .on_event(Key::Enter, enter)
        // Esc on the board ends the run (a streak or a timed run asks first); in the move
        // box it goes back to the board.
        .on_event(Key::Esc, ask_end);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    refresh(siv);
}

/// The footer's keys for the board and for the move box: only those that work now. A
/// streak gives no hints, so its footer offers none; a wrong move on the board can only be
/// taken back (or the run ended); a puzzle over can be gone on from.
fn footer_keys(session: &PuzzleSession, streak: bool, lang: Lang) -> (String, String) {
    let one = |text: String| (text.clone(), text);
    match session.status() {
        Status::Punished => return one(crate::t!(lang, "ui-puzzles-keys-punished")),
        Status::Solved | Status::GivenUp => return one(crate::t!(lang, "ui-puzzles-keys-done")),
        Status::Solving => {}
    }
    let variant = session.puzzle().position.variant();
    let (quiet, capture) = move_examples(variant);
    let start = type_keys(variant.rules().notation, lang);
    if streak {
        (
            crate::t!(lang, "ui-puzzles-keys-board-streak", start = start),
            crate::t!(
                lang,
                "ui-puzzles-keys-typing-streak",
                quiet = quiet,
                capture = capture
            ),
        )
    } else {
        (
            crate::t!(lang, "ui-puzzles-keys-board", start = start),
            crate::t!(
                lang,
                "ui-puzzles-keys-typing",
                quiet = quiet,
                capture = capture
            ),
        )
    }
}

/// Runs `f` on the session, hands a finished puzzle to the learner model, and redraws.
fn with_session(siv: &mut Cursive, f: impl FnOnce(&mut PuzzleSession)) {
    let app = state(siv);
    let Some(run) = app.puzzle_run.as_mut() else {
        return;
    };
    let Some(session) = run.session.as_mut() else {
        return;
    };
    let before = session.status();
    f(session);
    let reply = session.take_reply();
    if Learner::puzzle_ended(before, session.status()) {
        app.learner
            .puzzle_finished(&mut run.run, session, run.review.as_ref());
    }
    refresh(siv);
    if let Some((before, path)) = reply {
        play_out(siv, "puzzle-board", before, path);
    }
}

/// Enter: take back a punished move, or go on after a finished puzzle.
fn enter(siv: &mut Cursive) {
    let status = state(siv)
        .puzzle_run
        .as_ref()
        .and_then(|r| r.session.as_ref())
        .map(PuzzleSession::status);
    let solution_left = state(siv)
        .puzzle_run
        .as_ref()
        .and_then(|r| r.session.as_ref())
        .is_some_and(PuzzleSession::solution_left);
    match status {
        Some(Status::Punished) => with_session(siv, PuzzleSession::take_back),
        Some(Status::GivenUp) if solution_left => {
            with_session(siv, PuzzleSession::show_solution_move);
        }
        Some(Status::Solved | Status::GivenUp) => next(siv),
        _ => {}
    }
}

/// Skips the current puzzle (a streak allows one skip).
fn skip(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(run) = app.puzzle_run.as_mut() else {
        return;
    };
    if run.run.skip() {
        next(siv);
    } else {
        let text = crate::t!(lang, "ui-puzzles-no-skips-left");
        siv.call_on_name("puzzle-feedback", |t: &mut Prose| {
            t.set(text, Some(tone_color(Tone::Info)));
        });
    }
}

/// Updates the views from the session.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(run) = app.puzzle_run.as_ref() else {
        return;
    };
    let Some(session) = run.session.as_ref() else {
        return;
    };
    let hint = match session.hint_shown() {
        Some(Hint::Square(s)) => vec![*s],
        Some(Hint::Target(a, b)) => vec![*a, *b],
        Some(Hint::Move(p)) => p.squares().collect(),
        _ => Vec::new(),
    };
    let marks = Marks {
        last_move: session.last_move().map(move_squares).unwrap_or_default(),
        hint,
        ..Marks::default()
    };
    let mode = if session.status() == Status::Solving {
        PickMode::Moves
    } else {
        PickMode::Off
    };
    let position = session.board();
    let feedback = session.feedback().cloned();
    // The idea, once it may be read, set off from what follows by a blank line.
    let explain = session.explanation().map(|e| format!("{e}\n "));
    let more = match session.status() {
        Status::GivenUp if session.solution_left() => {
            format!("  {}", crate::t!(lang, "ui-puzzles-enter-solution"))
        }
        Status::Solved | Status::GivenUp if run.run.over => {
            format!("  {}", crate::t!(lang, "ui-puzzles-enter-result"))
        }
        Status::Solved | Status::GivenUp => {
            format!("  {}", crate::t!(lang, "ui-puzzles-enter-next"))
        }
        _ => String::new(),
    };
    let title = title(run, lang);
    // Only the keys that do something now.
    let (board_keys, typing_keys) = footer_keys(session, run.run.mode == RunMode::Streak, lang);
    siv.call_on_name("puzzle-board", |b: &mut BoardView| {
        b.set(Some(position), marks, mode);
    });
    siv.call_on_name(FOOTER, |f: &mut Footer| f.set(board_keys, typing_keys));
    show_feedback(siv, "puzzle-feedback", feedback.as_ref(), false, &more);
    siv.call_on_name("puzzle-explain", |t: &mut Prose| {
        t.set(explain.unwrap_or_default(), None);
    });
    siv.call_on_name(SOLVE_LAYER, |d: &mut Dialog| d.set_title(title));
}

/// The clock of a timed run.
fn tick(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(run) = app.puzzle_run.as_ref() else {
        return;
    };
    if run
        .run
        .time_left(run.started.elapsed())
        .is_some_and(|t| t.is_zero())
    {
        return finish(siv);
    }
    let title = title(run, lang);
    siv.call_on_name(SOLVE_LAYER, |d: &mut Dialog| d.set_title(title));
}

/// Esc: in a streak or a timed run, asks before ending it; otherwise ends at once.
fn ask_end(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let question = match app.puzzle_run.as_ref().map(|r| (r.run.mode, r.run.over)) {
        Some((RunMode::Streak, false)) => crate::t!(lang, "ui-puzzles-end-streak"),
        Some((RunMode::Timed, false)) => crate::t!(lang, "ui-puzzles-end-timed"),
        _ => return finish(siv),
    };
    let dialog = Dialog::text(question)
        .button(crate::t!(lang, "ui-puzzles-yes-end"), |s| {
            s.pop_layer();
            finish(s);
        })
        .dismiss_button(crate::t!(lang, "ui-puzzles-no-go-on"));
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    }));
}

/// Ends the run: the learner model keeps its best, and the result is shown.
fn finish(siv: &mut Cursive) {
    end_run(siv, RunEnd::Stopped);
}

/// Ends the run (`end` says why): the learner model keeps its best and sums it up, and
/// the summary is shown (or the menu, when there is nothing to sum up).
fn end_run(siv: &mut Cursive, end: RunEnd) {
    siv.set_fps(0);
    if state(siv)
        .puzzle_run
        .as_ref()
        .is_some_and(|r| r.review.is_some())
    {
        return end_review(siv, false);
    }
    let app = state(siv);
    let lang = app.lang();
    let Some(run) = app.puzzle_run.take() else {
        return;
    };
    let summary = app
        .learner
        .puzzle_run_over(&run.run, end, run.started.elapsed());
    if siv.find_name::<Dialog>(SOLVE_LAYER).is_some() {
        siv.pop_layer();
    }
    // The menu opens with the How and the choices it had.
    let (mode, choice) = run.run.menu();
    let Some(summary) = summary else {
        return show_menu(siv, mode, choice);
    };
    let back = choice.clone();
    let dialog = Dialog::text(summary.text).title(summary.title).button(
        crate::t!(lang, "ui-puzzles-menu"),
        move |s| {
            s.pop_layer();
            show_menu(s, mode, choice.clone());
        },
    );
    // Esc leaves the result for the puzzle menu, as the button does.
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, move |s| {
        s.pop_layer();
        show_menu(s, mode, back.clone());
    }));
}
