//! The review screen: the tasks missed before that are due again, asked one after another in
//! the screens they come from (a lesson step, a puzzle, a drill question; a blunder of a game
//! as a puzzle).

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
use crate::trainer::{
    DrillQuestion, LessonRun, PlacementEnd, ReviewAnswer, ReviewSession, Rule, lesson_step_name,
    next_due_text, puzzle_of_task,
};

/// The main menu's words for the review: how many tasks are due.
pub fn menu_label(siv: &mut Cursive) -> String {
    let app = state(siv);
    let due = app.learner.progress().review_due(unix_now());
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
        ReviewTask::Lesson { id, step, .. } => match catalog.lesson(id) {
            Some(lesson) => lesson_step_name(lesson, *step, lang),
            None => crate::t!(lang, "ui-review-lesson", title = id, step = step + 1),
        },
        ReviewTask::Puzzle { id } => {
            let variant = puzzles
                .iter()
                .find(|p| &p.id == id)
                .map_or(Variant::Russian, crate::content::Puzzle::variant);
            crate::t!(
                lang,
                "ui-review-puzzle",
                variant = variant_title(variant, lang)
            )
        }
        ReviewTask::Drill { rule, .. } => {
            let rule = Rule::from_id(rule).map_or(rule.clone(), |r| r.label(lang));
            crate::t!(lang, "ui-review-drill", rule = rule)
        }
        ReviewTask::Mistake {
            variant, played, ..
        } => {
            let variant = Variant::from_name(variant).unwrap_or(Variant::Russian);
            crate::t!(
                lang,
                "mistake-review-task",
                played = played.as_str(),
                variant = variant_title(variant, lang)
            )
        }
    }
}

/// Shows what is due, with a button to start.
pub fn show(siv: &mut Cursive) {
    let catalog = state(siv).catalog();
    let puzzles = super::puzzles::puzzles(siv);
    let app = state(siv);
    let lang = app.lang();
    let now = unix_now();
    let session = app.learner.due_review();
    let (_, count) = session.place();
    let mut body = LinearLayout::vertical();
    if count == 0 {
        body.add_child(TextView::new(crate::t!(lang, "ui-review-none")));
        if let Some(next) = app.learner.progress().review.next_due(now) {
            body.add_child(TextView::new(" "));
            let zone = jiff::tz::TimeZone::system();
            body.add_child(TextView::new(next_due_text(next, now, &zone, lang)));
        }
    } else {
        let due = app.learner.progress().review_due(now);
        let intro = crate::t!(lang, "ui-review-intro", count = count);
        body.add_child(TextView::new(if due > count {
            // The menu counts every task due; a session takes the first few.
            format!(
                "{intro} {}",
                crate::t!(lang, "ui-review-first-of", count = count, due = due)
            )
        } else {
            intro
        }));
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
            state(s).learner.start_review();
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
    if app.learner.review().is_none() {
        return;
    }
    let Some(task) = app.learner.review_task() else {
        return finish(siv);
    };
    let lang = app.lang();
    match &task {
        ReviewTask::Lesson { id, step, script } => {
            let lesson = catalog
                .lesson(id)
                .filter(|l| l.script() == *script && *step < l.steps.len());
            if let Some(lesson) = lesson {
                let run = if app.learner.is_placing() {
                    LessonRun::placement(lesson.clone(), *step, lang)
                } else {
                    LessonRun::single(lesson.clone(), *step, lang)
                };
                app.run = Some(run);
                return super::learn::show_step(siv);
            }
        }
        ReviewTask::Puzzle { id } => {
            if let Some(puzzle) = puzzles.iter().find(|p| &p.id == id) {
                return super::puzzles::start_review(siv, puzzle.clone(), task);
            }
        }
        ReviewTask::Drill { .. } => {
            if let Some(question) = DrillQuestion::from_task(&task) {
                return super::quiz::start_review(siv, question);
            }
        }
        ReviewTask::Mistake { .. } => {
            if let Some(puzzle) = puzzle_of_task(&task) {
                return super::puzzles::start_review(siv, puzzle, task);
            }
        }
    }
    // The task cannot be asked any more: the learner model drops it.
    app.learner.review_task_gone();
    ask(siv);
}

/// The current task was answered: the next one, or the end.
pub fn answered(siv: &mut Cursive, answer: ReviewAnswer) {
    let app = state(siv);
    if app.learner.review().is_some() {
        app.learner.review_answered(answer);
        ask(siv);
    }
}

/// The learner left a task (`answer`: how it ended, when its answer was shown already):
/// the review stops, and its screen shows what is still due; a placement test left half way
/// places the learner from the answers given so far, that one included.
pub fn stop(siv: &mut Cursive, answer: Option<ReviewAnswer>) {
    if state(siv).learner.is_placing() {
        if let Some(answer) = answer {
            state(siv).learner.review_answered(answer);
        }
        return finish(siv);
    }
    state(siv).learner.leave_review();
    show(siv);
}

/// For a new profile, asks whether the learner has played before: a beginner starts with
/// lesson 1, the others may take the placement test.
pub fn offer_placement(siv: &mut Cursive) {
    let catalog = state(siv).catalog();
    let app = state(siv);
    let tasks = app.learner.placement_offer(&catalog.lessons);
    if tasks.is_empty() {
        return;
    }
    let lang = app.lang();
    let name = app.learner.profile().name.clone();
    let text = crate::t!(lang, "ui-placement-offer", count = tasks.len());
    let dialog = Dialog::text(text)
        .title(crate::t!(lang, "ui-placement-offer-title", name = name))
        .button(crate::t!(lang, "ui-placement-new"), |s| {
            s.pop_layer();
            state(s).learner.decline_placement();
            super::learn::show_list(s);
        })
        .button(crate::t!(lang, "ui-placement-test"), move |s| {
            s.pop_layer();
            let catalog = state(s).catalog();
            state(s).learner.start_placement(&catalog.lessons);
            ask(s);
        });
    // Esc decides nothing: the question comes again next time.
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    }));
}

/// Says how the placement test ended: where the answers place the learner, or, stopped
/// before the first answer, that nothing has changed and where to start.
fn finish_placement(siv: &mut Cursive, session: &ReviewSession, end: &PlacementEnd) {
    let catalog = state(siv).catalog();
    let lang = state(siv).lang();
    let (right, asked) = session.tally();
    let title = |id: &str| catalog.lesson(id).map(|l| l.title.get(lang).to_string());
    let (title, text) = match end {
        PlacementEnd::Placed(placed) => {
            let start = match placed.next.as_deref().and_then(title) {
                Some(title) => crate::t!(lang, "ui-placement-start", title = title),
                None => crate::t!(lang, "ui-placement-all"),
            };
            let text = [
                crate::t!(lang, "ui-review-done", right = right, asked = asked),
                crate::t!(lang, "ui-placement-known", count = placed.known.len()),
                start,
                crate::t!(lang, "ui-placement-rating", rating = placed.rating as u32),
            ];
            (
                crate::t!(lang, "ui-placement-done-title"),
                text.join("\n\n"),
            )
        }
        PlacementEnd::NothingAnswered { first } => {
            let mut text = vec![crate::t!(lang, "ui-placement-nothing")];
            if let Some(title) = first.as_deref().and_then(title) {
                text.push(crate::t!(lang, "ui-placement-start-first", title = title));
            }
            text.push(crate::t!(lang, "ui-placement-offered-again"));
            (
                crate::t!(lang, "ui-placement-stopped-title"),
                text.join("\n\n"),
            )
        }
    };
    let to_lessons = |s: &mut Cursive| {
        s.pop_layer();
        super::menu::refresh(s);
        super::learn::show_list(s);
    };
    let dialog = Dialog::text(text)
        .title(title)
        .button(crate::t!(lang, "ui-lessons"), to_lessons);
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, to_lessons));
}

/// Shows how the session went.
fn finish(siv: &mut Cursive) {
    let catalog = state(siv).catalog();
    let app = state(siv);
    let lang = app.lang();
    let Some((session, placed)) = app.learner.finish_review(&catalog.lessons) else {
        return;
    };
    if let Some(end) = placed {
        return finish_placement(siv, &session, &end);
    }
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
