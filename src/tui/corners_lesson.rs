//! The corners lesson screen: the corners board, the step's words, the stage line, and a
//! move box for the tasks. The one lesson runner (`trainer::LessonRun`) decides, as for a
//! draughts lesson: where the lesson resumes, what a try costs, what is recorded; this shows it.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, DummyView, EditView, LinearLayout, OnEventView, TextView};

use super::corners::{CornersBoard, Shown};
use super::fit::Fit;
use super::input::{Footer, MoveBox};
use super::play::{board_screen, toggle_focus};
use super::prose::{Prose, show_feedback};
use super::{keys, state};
use crate::content::{Lesson, StepKind};
use crate::rules::{Color, NotationStyle};
use crate::trainer::{Advance, LessonRun};

const LAYER: &str = "corners-lesson";
const BODY: &str = "corners-lesson-body";
const BOARD: &str = "corners-lesson-board";
const INPUT: &str = "corners-lesson-input";

/// A corners lesson on screen: the run, and whether the learner types moves (the focus stays
/// in the move box) or picks them on the board.
pub struct LessonScreen {
    run: LessonRun,
    typing: bool,
    /// The last step is done (its result is said, and recorded).
    finished: bool,
}

/// Opens a corners lesson where the learner's progress left it (as a draughts lesson opens).
pub fn open(siv: &mut Cursive, lesson: Lesson) {
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let saved = app.learner.progress().lessons.get(&lesson.id);
    let run = LessonRun::resume(lesson, saved, lang);
    let Some(&position) = run.corners_position() else {
        return;
    };
    let board = CornersBoard::new(position, style, Color::White).on_pick(|s, from, to| {
        set_typing(s, false);
        with_run(s, |run| run.play_between(from, to));
    });
    app.corners_run = Some(LessonScreen {
        run,
        typing: false,
        finished: false,
    });
    let right = LinearLayout::vertical()
        .child(Prose::default().with_name("corners-lesson-stage"))
        .child(TextView::new(" "))
        .child(Prose::default().with_name("corners-lesson-text"))
        .child(TextView::new(" "))
        .child(Prose::default().with_name("corners-lesson-feedback"));
    let input = EditView::new()
        .on_submit(|s, text| {
            let text = text.to_string();
            s.call_on_name(INPUT, |e: &mut EditView| e.set_content(""));
            if text.trim().is_empty() {
                return go_on(s);
            }
            set_typing(s, true);
            with_run(s, move |run| run.type_text(&text));
        })
        .with_name(INPUT);
    let board = LinearLayout::vertical()
        .child(board.with_name(BOARD))
        .child(DummyView.fixed_height(1));
    let keys = (
        crate::t!(lang, "ui-corners-lesson-keys"),
        crate::t!(lang, "ui-corners-lesson-keys-typing"),
    );
    let names =
        MoveBox::new(BOARD, INPUT, NotationStyle::Algebraic).on_back(|s| set_typing(s, false));
    let body = board_screen(
        board,
        right,
        input,
        keys,
        "corners-lesson-footer",
        lang,
        &names,
    )
    .with_name(BODY);
    let dialog = Dialog::around(body).title("").with_name(LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Key::Tab, |s| {
            if let Some(typing) = toggle_focus(s, BODY, INPUT, BOARD) {
                set_typing(s, typing);
            }
        })
        .on_event(keys::hint(), |s| {
            with_run(s, |run| {
                run.hint();
            });
        })
        .on_event(Key::Enter, go_on)
        // Before the move box sees it: `i` begins no move, and the box may have the focus.
        .on_pre_event(keys::command(keys::GLOSSARY), super::glossary::show)
        .on_event(Key::Esc, leave);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    refresh(siv);
}

fn set_typing(siv: &mut Cursive, typing: bool) {
    if let Some(screen) = state(siv).corners_run.as_mut() {
        screen.typing = typing;
    }
}

/// Runs `f` on the lesson while it goes on, hands what it cost to the learner model (so
/// leaving or closing the terminal cannot give the stars back), and redraws.
fn with_run(siv: &mut Cursive, f: impl FnOnce(&mut LessonRun)) {
    let app = state(siv);
    let Some(screen) = app.corners_run.as_mut().filter(|s| !s.finished) else {
        return;
    };
    f(&mut screen.run);
    app.learner.lesson_progress(&mut screen.run);
    refresh(siv);
}

/// Enter: on to the next step (a task must be solved first); after the last step the lesson
/// is finished and recorded.
fn go_on(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(screen) = app.corners_run.as_mut().filter(|s| !s.finished) else {
        return;
    };
    match screen.run.advance() {
        Advance::NotYet => {
            let text = super::learn::not_yet(&screen.run);
            screen.run.note(text);
        }
        Advance::Next => app.learner.lesson_progress(&mut screen.run),
        Advance::Finished => {
            screen.finished = true;
            app.learner.lesson_finished(&mut screen.run);
            let stars = screen.run.stars();
            screen
                .run
                .note_right(crate::t!(lang, "corners-lesson-finished", count = stars));
        }
    }
    refresh(siv);
}

/// Esc: back to the lesson list (with fresh stars, this lesson selected); what the lesson has
/// cost so far is kept.
fn leave(siv: &mut Cursive) {
    let app = state(siv);
    if let Some(screen) = app.corners_run.as_mut().filter(|s| !s.finished) {
        app.learner.lesson_progress(&mut screen.run);
    }
    siv.pop_layer();
    super::learn::refresh_list(siv);
    state(siv).corners_run = None;
}

/// The id of the corners lesson on screen, if one is.
pub(super) fn open_id(app: &super::App) -> Option<String> {
    app.corners_run.as_ref().map(|s| s.run.lesson().id.clone())
}

/// Updates the views from the run.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let ascii = app.board_style().ascii;
    let Some(screen) = app.corners_run.as_ref() else {
        return;
    };
    let (run, typing) = (&screen.run, screen.typing);
    // The same title as a draughts lesson's: where the step is, and the stars earned so far.
    let title = super::learn::title(run, ascii, None);
    let stage = super::learn::stage_text(run).unwrap_or_default();
    let Some(&position) = run.corners_position() else {
        return;
    };
    let task = matches!(run.step().kind, StepKind::CornersMove(_));
    let active = task && !run.is_solved() && !screen.finished;
    // The footer names the keys that work now, as on a draughts lesson.
    let footer = if active {
        (
            crate::t!(lang, "ui-corners-lesson-keys"),
            crate::t!(lang, "ui-corners-lesson-keys-typing"),
        )
    } else {
        let leave = crate::t!(lang, "ui-learn-leave-lessons");
        let text = if screen.finished {
            crate::t!(lang, "ui-learn-help-done", leave = &leave)
        } else if task {
            crate::t!(lang, "ui-learn-help-solved", leave = &leave)
        } else {
            crate::t!(lang, "ui-learn-help-say", leave = &leave)
        };
        (text.clone(), text)
    };
    let text = run.step().text.get(lang).to_string();
    let feedback = run.feedback().cloned();
    let shown = Shown {
        position,
        last_move: Vec::new(),
        hint: Vec::new(),
        active,
        waiting: false,
    };
    siv.call_on_name(BOARD, |b: &mut CornersBoard| b.set(shown));
    // A task takes the focus to the board, unless the learner types moves.
    if active {
        let _ = siv.focus_name(if typing { INPUT } else { BOARD });
    }
    siv.call_on_name("corners-lesson-stage", |t: &mut Prose| t.set_text(stage));
    siv.call_on_name("corners-lesson-text", |t: &mut Prose| t.set_text(text));
    show_feedback(siv, "corners-lesson-feedback", feedback.as_ref(), false, "");
    siv.call_on_name(LAYER, |d: &mut Dialog| d.set_title(title));
    siv.call_on_name("corners-lesson-footer", |f: &mut Footer| {
        f.set(footer.0, footer.1);
    });
}
