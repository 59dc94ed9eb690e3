//! The review screen: the tasks missed before that are due again, asked one after another in
//! the screens they come from (a lesson step, a puzzle, a drill question).

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::Resizable;
use cursive::views::{Dialog, LinearLayout, OnEventView, TextView};

use super::fit::Fit;
use super::state;
use crate::Lang;
use crate::content::Catalog;
use crate::i18n::core::variant_title;
use crate::progress::{ReviewTask, unix_now};
use crate::rules::Variant;
use crate::trainer::{LessonRun, ReviewSession};

/// The main menu's words for the review: how many tasks are due.
pub fn menu_label(siv: &mut Cursive) -> String {
    let app = state(siv);
    let due = app.progress.review_due(unix_now());
    crate::t!(app.lang(), "ui-menu-review", count = due)
}

/// A task in a line of words.
fn task_label(
    task: &ReviewTask,
    catalog: &Catalog,
    puzzles: &[crate::content::Puzzle],
    lang: Lang,
) -> String {
    match task {
        ReviewTask::Lesson { id, step, .. } => {
            let title = catalog
                .lesson(id)
                .map_or(id.clone(), |l| l.title.get(lang).to_string());
            crate::t!(lang, "ui-review-lesson", title = title, step = step + 1)
        }
        ReviewTask::Puzzle { id } => {
            let variant = puzzles
                .iter()
                .find(|p| &p.id == id)
                .map_or(Variant::Russian, |p| p.variant());
            crate::t!(
                lang,
                "ui-review-puzzle",
                variant = variant_title(variant, lang)
            )
        }
        ReviewTask::Drill { rule, .. } => crate::t!(lang, "ui-review-drill", rule = rule.as_str()),
    }
}

/// The day of a unix time where the user is, as YYYY-MM-DD.
fn day(unix: u64) -> String {
    let Ok(at) = jiff::Timestamp::from_second(i64::try_from(unix).unwrap_or(i64::MAX)) else {
        return String::new();
    };
    let date = at.to_zoned(jiff::tz::TimeZone::system()).date();
    format!("{:04}-{:02}-{:02}", date.year(), date.month(), date.day())
}

/// Shows what is due, with a button to start.
pub fn show(siv: &mut Cursive) {
    let catalog = state(siv).catalog();
    let puzzles = super::puzzles::puzzles(siv);
    let app = state(siv);
    let lang = app.lang();
    let now = unix_now();
    let session = ReviewSession::due(&app.progress, now);
    let (_, count) = session.place();
    let mut body = LinearLayout::vertical();
    if count == 0 {
        body.add_child(TextView::new(crate::t!(lang, "ui-review-none")));
        if let Some(next) = app.progress.review.next_due(now) {
            body.add_child(TextView::new(" "));
            body.add_child(TextView::new(crate::t!(
                lang,
                "ui-review-next",
                date = day(next)
            )));
        }
    } else {
        body.add_child(TextView::new(crate::t!(
            lang,
            "ui-review-intro",
            count = count
        )));
        body.add_child(TextView::new(" "));
        let mut probe = session.clone();
        while let Some(task) = probe.current() {
            body.add_child(TextView::new(format!(
                "- {}",
                task_label(task, &catalog, &puzzles, lang)
            )));
            probe.skip();
        }
        body.add_child(TextView::new(" "));
        body.add_child(TextView::new(crate::t!(lang, "ui-review-help")));
    }
    let mut dialog = Dialog::around(body).title(crate::t!(lang, "ui-review-title"));
    if count > 0 {
        dialog = dialog.button(crate::t!(lang, "ui-start"), move |s| {
            s.pop_layer();
            state(s).review = Some(ReviewSession::due(&state(s).progress, unix_now()));
            ask(s);
        });
    }
    dialog = dialog.button(crate::t!(lang, "ui-back"), |s| {
        s.pop_layer();
        super::menu::refresh(s);
    });
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
        super::menu::refresh(s);
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (44, 12), lang));
}

/// Opens the current task of the session in its own screen, or shows the end.
fn ask(siv: &mut Cursive) {
    let catalog = state(siv).catalog();
    let puzzles = super::puzzles::puzzles(siv);
    let app = state(siv);
    let Some(session) = app.review.as_mut() else {
        return;
    };
    let Some(task) = session.current().cloned() else {
        return finish(siv);
    };
    let lang = app.lang();
    match &task {
        ReviewTask::Lesson { id, step, script } => {
            let lesson = catalog
                .lesson(id)
                .filter(|l| l.script() == *script && *step < l.steps.len());
            if let Some(lesson) = lesson {
                app.run = Some(LessonRun::single(lesson.clone(), *step, lang));
                return super::learn::show_step(siv);
            }
        }
        ReviewTask::Puzzle { id } => {
            if let Some(puzzle) = puzzles.iter().find(|p| &p.id == id) {
                return super::puzzles::start_review(siv, puzzle.clone());
            }
        }
        ReviewTask::Drill { .. } => {}
    }
    // The task cannot be asked any more: its lesson changed, or its puzzle is gone.
    app.progress.review.drop_task(&task);
    app.save();
    if let Some(session) = app.review.as_mut() {
        session.skip();
    }
    ask(siv)
}

/// The current task was answered: the next one, or the end.
pub fn answered(siv: &mut Cursive, right: bool) {
    if let Some(session) = state(siv).review.as_mut() {
        session.answered(right);
        ask(siv);
    }
}

/// The learner left a task: the session stops, and the review screen shows what is still due.
pub fn stop(siv: &mut Cursive) {
    state(siv).review = None;
    show(siv);
}

/// Shows how the session went.
fn finish(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(session) = app.review.take() else {
        return;
    };
    let (right, asked) = session.tally();
    let text = format!(
        "{}\n\n{}",
        crate::t!(lang, "ui-review-done", right = right, asked = asked),
        crate::t!(lang, "ui-review-done-more")
    );
    let back = |s: &mut Cursive| {
        s.pop_layer();
        super::menu::refresh(s);
    };
    let dialog = Dialog::text(text)
        .title(crate::t!(lang, "ui-review-done-title"))
        .button(crate::t!(lang, "ui-ok"), back);
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, back));
}
