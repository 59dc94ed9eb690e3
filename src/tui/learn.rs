//! The lesson list and the lesson screen.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use cursive::event::Key;
use cursive::theme::Effect;
use cursive::utils::markup::StyledString;
use cursive::view::ViewWrapper;
use cursive::view::{Nameable, Resizable};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, NamedView, OnEventView, ScrollView, SelectView,
    TextView,
};
use cursive::{Cursive, Vec2, View};

use super::board::{BoardView, Marks, PickMode, move_squares, play_out};
use super::choice::ChoiceView;
use super::fit::Fit;
use super::glossary;
use super::input::{Footer, MoveBox, Tracked, TypingFlag, type_keys};
use super::keys;
use super::prose::{Prose, show_feedback};
use super::{App, state};
use crate::content::StepKind;
use crate::i18n::core::{Say, move_examples};
use crate::rules::Square;
use crate::trainer::{Advance, Choice, Hint, LessonRun, ReviewSession, RunMode, lesson_step_name};

const LESSON_LAYER: &str = "lesson-layer";
/// The widest the lesson text grows on a big screen, so lines stay easy to read.
const TEXT_WIDTH: usize = 72;

/// Stars as text: filled for earned, hollow for not.
pub(super) fn stars(n: u8, ascii: bool) -> String {
    let (full, empty) = if ascii { ("*", "-") } else { ("★", "☆") };
    (0..3).map(|i| if i < n { full } else { empty }).collect()
}

/// A scrolled list that brings its selected row into view when first laid out (coming back
/// from lesson 27, the list shows lesson 27, not the top).
struct ShowSelected<V> {
    inner: ScrollView<V>,
    shown: bool,
}

impl<V: View> ViewWrapper for ShowSelected<V> {
    cursive::wrap_impl!(self.inner: ScrollView<V>);

    fn wrap_layout(&mut self, size: Vec2) {
        self.inner.layout(size);
        if !self.shown {
            self.shown = true;
            self.inner.scroll_to_important_area();
        }
    }
}

/// Shows the list of lessons over the current screen.
pub fn show_list(siv: &mut Cursive) {
    let (lang, ascii, catalog, progress) = {
        let app = state(siv);
        (
            app.lang(),
            app.board_style().ascii,
            app.catalog(),
            app.learner.progress().clone(),
        )
    };
    let mut list = SelectView::new();
    for (i, lesson) in catalog.lessons.iter().enumerate() {
        let done = progress.lessons.get(&lesson.id);
        let mark = match done {
            Some(p) if p.completed => stars(p.stars, ascii),
            Some(p) if p.step > 0 => "...".to_string(),
            _ => "   ".to_string(),
        };
        let label = format!("{mark} {:>2}. {}", i + 1, lesson.title.get(lang));
        list.add_item(label, lesson.id.clone());
    }
    // The corners lessons come last, numbered on.
    for (i, lesson) in catalog.corners.iter().enumerate() {
        let mark = match progress.lessons.get(&lesson.id) {
            Some(p) if p.completed => stars(p.stars, ascii),
            _ => "   ".to_string(),
        };
        let number = catalog.lessons.len() + i + 1;
        let label = format!("{mark} {number:>2}. {}", lesson.title.get(lang));
        list.add_item(label, lesson.id.clone());
    }
    list.set_on_submit(|s, id: &String| open(s, id));
    // Coming back from a lesson, keep it selected.
    let app = state(siv);
    let open_id = app
        .run
        .as_ref()
        .map(|r| r.lesson().id.clone())
        .or_else(|| super::corners_lesson::open_id(app));
    let ids = catalog.course();
    if let Some(i) = open_id.and_then(|id| ids.iter().position(|l| *l == id)) {
        list.set_selection(i);
    }
    let scrolled = ShowSelected {
        inner: ScrollView::new(list.with_name("lessons")),
        shown: false,
    };
    let mut body = LinearLayout::vertical().child(scrolled.full_height());
    for (path, problems) in &catalog.broken {
        let first = problems.first().map_or(String::new(), |p| {
            format!("{}:{}: {}", p.line, p.column, p.message)
        });
        body.add_child(TextView::new(crate::t!(
            lang,
            "ui-learn-broken-file",
            problem = format!("{path}:{first}")
        )));
    }
    body.add_child(TextView::new(crate::t!(lang, "ui-learn-list-help")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-lessons"));
    let view = OnEventView::new(dialog)
        .on_event(Key::Esc, |s| {
            s.pop_layer();
        })
        .on_event(keys::command(keys::GLOSSARY), glossary::show);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (44, 12), lang));
}

/// Opens a lesson where the learner left it, with the mistakes and hints made so far.
pub fn open(siv: &mut Cursive, id: &str) {
    let app = state(siv);
    let catalog = app.catalog();
    let Some(lesson) = catalog.lesson(id) else {
        if let Some(lesson) = catalog.corners_lesson(id) {
            super::corners_lesson::open(siv, lesson.clone());
        }
        return;
    };
    let run = LessonRun::resume(
        lesson.clone(),
        app.learner.progress().lessons.get(id),
        app.lang(),
    );
    app.run = Some(run);
    show_step(siv);
}

/// The marks of the board for the current state of the run.
fn marks(run: &LessonRun) -> Marks {
    let scene = &run.step().scene;
    let mut highlight: crate::rules::Bitboard = scene.highlight.iter().copied().collect();
    for diagonal in &scene.diagonals {
        for sq in diagonal.squares() {
            highlight = highlight.with(sq);
        }
    }
    let mut hint = match run.hint_shown() {
        Some(Hint::Square(s)) => vec![*s],
        Some(Hint::Target(a, b)) => vec![*a, *b],
        Some(Hint::Move(path)) => path.squares().collect(),
        _ => Vec::new(),
    };
    // A review or placement task missed shows its right answer, as a hint would.
    hint.extend(run.answer_squares());
    Marks {
        highlight,
        selected: run.selection(),
        last_move: run.last_move().map(move_squares).unwrap_or_default(),
        hint,
        arrows: scene.arrows.clone(),
        captured: Vec::new(),
    }
}

fn pick_mode(run: &LessonRun) -> PickMode {
    match (&run.step().kind, run.is_solved()) {
        (StepKind::Move(_), false) => PickMode::Moves,
        (StepKind::Squares(_), false) => PickMode::Squares,
        _ => PickMode::Off,
    }
}

/// The footer: every key the screen takes now, while the board or list has the focus and
/// while the learner types.
fn help(run: &LessonRun) -> (String, String) {
    let lang = run.lang();
    // Esc leaves a review or placement task for the end of that session, not the lessons.
    let leave = if run.is_single() {
        crate::t!(lang, "ui-learn-leave-stop")
    } else {
        crate::t!(lang, "ui-learn-leave-lessons")
    };
    if run.is_solved() {
        // A review or placement task goes on to the next task, not the next step.
        let text = if run.is_single() {
            crate::t!(lang, "ui-learn-help-solved-task", leave = &leave)
        } else {
            crate::t!(lang, "ui-learn-help-solved", leave = &leave)
        };
        return (text.clone(), text);
    }
    // A run that gives no hints (a placement task) has footers without the hint key.
    let hints = run.offers_hints();
    let board = match (&run.step().kind, hints) {
        // A corners task is shown on the corners lesson screen, never here.
        (StepKind::Say | StepKind::CornersMove(_), _) => {
            crate::t!(lang, "ui-learn-help-say", leave = &leave)
        }
        (StepKind::Move(_), _) => {
            let start = type_keys(run.variant().rules().notation, lang);
            if hints {
                crate::t!(lang, "ui-learn-help-move", leave = &leave, start = start)
            } else {
                crate::t!(
                    lang,
                    "ui-learn-help-move-no-hint",
                    leave = &leave,
                    start = start
                )
            }
        }
        (StepKind::Squares(_), true) => crate::t!(lang, "ui-learn-help-squares", leave = &leave),
        (StepKind::Squares(_), false) => {
            crate::t!(lang, "ui-learn-help-squares-no-hint", leave = &leave)
        }
        (StepKind::Choice { options, .. }, true) => crate::t!(
            lang,
            "ui-learn-help-choice",
            count = options.len(),
            leave = &leave
        ),
        (StepKind::Choice { options, .. }, false) => crate::t!(
            lang,
            "ui-learn-help-choice-no-hint",
            count = options.len(),
            leave = &leave
        ),
        (StepKind::Answer(_), true) => crate::t!(lang, "ui-learn-help-answer", leave = &leave),
        (StepKind::Answer(_), false) => {
            crate::t!(lang, "ui-learn-help-answer-no-hint", leave = &leave)
        }
    };
    let typing = match &run.step().kind {
        StepKind::Move(_) => {
            let (quiet, capture) = move_examples(run.variant());
            if hints {
                crate::t!(
                    lang,
                    "ui-learn-help-typing",
                    quiet = quiet,
                    capture = capture
                )
            } else {
                crate::t!(
                    lang,
                    "ui-learn-help-typing-no-hint",
                    quiet = quiet,
                    capture = capture
                )
            }
        }
        _ => board.clone(),
    };
    (board, typing)
}

/// The lesson screen's title: the lesson, the step within its stage (within the lesson when
/// it has one stage), and the stars still to earn; `task` is the place of a placement test's task (its number
/// and how many the test has).
pub(super) fn title(run: &LessonRun, ascii: bool, task: Option<(usize, usize)>) -> String {
    let lang = run.lang();
    let (step, _) = run.step_number();
    if let (true, Some((n, count))) = (run.is_placement(), task) {
        return crate::t!(lang, "ui-placement-task", n = n, count = count);
    }
    if run.is_single() {
        // A review task: no stars to earn, and the step as the review list named it.
        return lesson_step_name(run.lesson(), step, lang);
    }
    let place = run.lesson().step_place(step);
    crate::t!(
        lang,
        "ui-learn-title",
        lesson = run.lesson().title.get(lang),
        step = place.step,
        count = place.count,
        stars = stars(run.stars(), ascii)
    )
}

/// "Stage 2 of 3: <title>" in bold, for a lesson of several stages.
fn stage_line(run: &LessonRun) -> Option<StyledString> {
    stage_text(run).map(|text| StyledString::styled(text, Effect::Bold))
}

/// "Stage 2 of 3: <title>", for a lesson of several stages (draughts or corners).
pub(super) fn stage_text(run: &LessonRun) -> Option<String> {
    let lesson = run.lesson();
    let stages = lesson.stages().len();
    let (index, stage) = lesson.stage_of(run.step_number().0)?;
    let lang = run.lang();
    let text = crate::t!(
        lang,
        "ui-learn-stage",
        stage = index + 1,
        stages = stages,
        title = stage.title.get(lang)
    );
    (stages > 1).then_some(text)
}

/// Builds the screen of the current step (replacing the one shown).
/// Shows the current step of the open lesson (replacing the step shown).
pub(super) fn show_step(siv: &mut Cursive) {
    if siv.find_name::<NamedView<Dialog>>(LESSON_LAYER).is_some()
        || siv.find_name::<Dialog>(LESSON_LAYER).is_some()
    {
        siv.pop_layer();
    }
    let app = state(siv);
    let style = app.board_style();
    let Some(run) = app.run.as_ref() else {
        return;
    };
    let lang = run.lang();
    let typing: TypingFlag = Arc::new(AtomicBool::new(false));
    let board = BoardView::new(run.board().copied(), style)
        .with_cursor_on_mover()
        .on_route(|s, route| with_run(s, |run| run.play_route(&route)))
        .on_square(|s, sq: Square| with_run(s, |run| run.toggle_square(sq)))
        .on_refused(|s, reason| {
            with_run(s, |run| {
                let text = reason.say(run.variant(), run.lang());
                run.note(text);
            });
        });
    let mut right = LinearLayout::vertical();
    if let Some(line) = stage_line(run) {
        right.add_child(TextView::new(line));
        right.add_child(DummyView.fixed_height(1));
    }
    right.add_child(ScrollView::new(
        Prose::new(run.prompt()).with_name("prompt"),
    ));
    if let StepKind::Choice { options, .. } = &run.step().kind {
        let options = options.iter().map(|o| o.get(lang).to_string()).collect();
        let choices = ChoiceView::new(options, style.ascii, |s, i| {
            with_run(s, move |run| run.choose(i));
        });
        right.add_child(DummyView.fixed_height(1));
        right.add_child(choices.with_name("choices"));
    }
    right.add_child(DummyView.fixed_height(1));
    right.add_child(Prose::default().with_name("feedback"));
    right.add_child(Prose::default().with_name("counters"));
    let has_board = run.board().is_some();
    let kind = run.step().kind.clone();
    // A move step's board starts the move box with a key that begins a move.
    let names = matches!(kind, StepKind::Move(_))
        .then(|| MoveBox::new("board", "input", run.variant().rules().notation));
    let mut top = LinearLayout::horizontal();
    match (has_board, &names) {
        (true, Some(names)) => top.add_child(names.board(board.with_name("board"))),
        (true, None) => top.add_child(board.with_name("board")),
        (false, _) => {}
    }
    if has_board {
        top.add_child(DummyView.fixed_width(2));
    }
    top.add_child(right.max_width(TEXT_WIDTH));
    let mut body = LinearLayout::vertical().child(top.full_height());
    if matches!(kind, StepKind::Move(_) | StepKind::Answer(_)) {
        let label = match kind {
            StepKind::Answer(_) => format!("{} ", crate::t!(lang, "ui-your-answer")),
            _ => format!("{} ", crate::t!(lang, "ui-type-move")),
        };
        let input = EditView::new()
            .on_submit(|s, text| {
                if text.trim().is_empty() {
                    next(s);
                } else {
                    let text = text.to_string();
                    s.call_on_name("input", |e: &mut EditView| e.set_content(""));
                    with_run(s, move |run| run.type_text(&text));
                }
            })
            .with_name("input");
        let input = match &names {
            Some(names) => names.input(input, typing.clone()),
            None => Tracked::new(input, typing.clone()),
        };
        body.add_child(
            LinearLayout::horizontal()
                .child(TextView::new(label))
                .child(input.full_width()),
        );
    }
    let (board_help, typing_help) = help(run);
    body.add_child(Footer::new(board_help, typing_help, typing.clone()).with_name("help"));
    let dialog = Dialog::around(body)
        .title(title(
            run,
            style.ascii,
            app.learner.review().map(ReviewSession::place),
        ))
        .with_name(LESSON_LAYER);
    let view = OnEventView::new(dialog)
        .on_event(keys::hint(), hint)
        .on_event(keys::command(keys::CHECK), |s| {
            with_run(s, LessonRun::submit_selection);
        })
        .on_event(Key::Enter, next)
        .on_event(keys::command(keys::GLOSSARY), glossary::show)
        // Esc in the move box goes back to the board (see `MoveBox`); elsewhere it leaves
        // (the placement test asks first).
        .on_event(Key::Esc, |s| {
            if state(s).learner.is_placing() {
                return ask_stop_placement(s);
            }
            leave(s);
        });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    if let StepKind::Answer(_) = kind {
        let _ = siv.focus_name("input");
    }
    refresh(siv);
}

/// Esc in the placement test: asks before stopping it; the answers given so far place the
/// learner (none given: nothing changes, and the question says so).
fn ask_stop_placement(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let shown = app.run.as_ref().is_some_and(LessonRun::is_solved);
    let question = if app.learner.placement_answers_if_stopped(shown) == 0 {
        crate::t!(lang, "ui-placement-stop-none")
    } else {
        crate::t!(lang, "ui-placement-stop")
    };
    // "No" comes first and has the focus: an Esc then Enter goes on with the test.
    let dialog = Dialog::text(question)
        .dismiss_button(crate::t!(lang, "ui-placement-stop-no"))
        .button(crate::t!(lang, "ui-placement-stop-yes"), |s| {
            s.pop_layer();
            leave(s);
        });
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    }));
}

/// Leaves the lesson for the list, keeping what this step cost; a review or placement task
/// whose answer is shown already counts as answered.
fn leave(siv: &mut Cursive) {
    save_counts(siv);
    siv.pop_layer();
    if let Some(run) = state(siv).run.take_if(|run| run.is_single()) {
        let answer = run.is_solved().then(|| run.review_answer());
        return super::review::stop(siv, answer);
    }
    refresh_list(siv);
}

/// Rebuilds the lesson list so it shows fresh stars.
pub(super) fn refresh_list(siv: &mut Cursive) {
    if siv.find_name::<SelectView<String>>("lessons").is_some() {
        siv.pop_layer();
        show_list(siv);
    }
}

/// Hands the run's mistakes, hints and answers to the learner model, which keeps them, so
/// that leaving (or closing the terminal) cannot give the stars back.
fn save_counts(siv: &mut Cursive) {
    let app = state(siv);
    if let Some(run) = app.run.as_mut() {
        app.learner.lesson_progress(run);
    }
}

/// Runs `f` on the open lesson, then redraws what changed; the other side's answer, if one
/// was played, is shown moving.
fn with_run(siv: &mut Cursive, f: impl FnOnce(&mut LessonRun)) {
    let reply = state(siv).run.as_mut().and_then(|run| {
        f(run);
        run.take_reply()
    });
    save_counts(siv);
    refresh(siv);
    if let Some((before, path)) = reply {
        play_out(siv, "board", before, path);
    }
}

fn hint(siv: &mut Cursive) {
    with_run(siv, |run| {
        run.hint();
    });
}

/// Updates the views of the lesson screen from the run.
fn refresh(siv: &mut Cursive) {
    let app: &mut App = state(siv);
    let style = app.board_style();
    let Some(run) = app.run.as_ref() else {
        return;
    };
    let position = run.board().copied();
    let marks = marks(run);
    let mode = pick_mode(run);
    let prompt = run.prompt();
    let feedback = run.feedback().cloned();
    let counters = run.draw_counters().join("\n");
    let (board_help, typing_help) = help(run);
    let title = title(
        run,
        style.ascii,
        app.learner.review().map(ReviewSession::place),
    );
    let solved = run.is_solved();
    let answered = match &run.step().kind {
        StepKind::Choice { correct, .. } => run.chosen().map(|picked| (*correct, picked)),
        _ => None,
    };
    siv.call_on_name("board", |b: &mut BoardView| b.set(position, marks, mode));
    siv.call_on_name("prompt", |t: &mut Prose| t.set_text(prompt));
    siv.call_on_name("help", |f: &mut Footer| f.set(board_help, typing_help));
    siv.call_on_name("counters", |t: &mut Prose| t.set_text(counters));
    siv.call_on_name(LESSON_LAYER, |d: &mut Dialog| d.set_title(title));
    if let Some((right, picked)) = answered {
        siv.call_on_name("choices", |c: &mut ChoiceView| {
            c.set_answered(right, picked);
        });
    }
    show_feedback(siv, "feedback", feedback.as_ref(), true, "");
    if solved {
        // Nothing left to pick or type: Enter goes on.
        let _ = siv.focus_name("prompt");
    }
}

/// What to do before going on, for a step not done yet.
pub(super) fn not_yet(run: &LessonRun) -> String {
    let lang = run.lang();
    // A run that gives no hints (a placement task) does not point at F1.
    match (&run.step().kind, run.offers_hints()) {
        (StepKind::Move(_), true) => crate::t!(lang, "ui-learn-first-move"),
        (StepKind::Move(_), false) => crate::t!(lang, "ui-learn-first-move-no-hint"),
        (StepKind::Squares(_), true) => crate::t!(lang, "ui-learn-first-squares"),
        (StepKind::Squares(_), false) => crate::t!(lang, "ui-learn-first-squares-no-hint"),
        (StepKind::Choice { .. }, _) => crate::t!(lang, "ui-learn-first-choice"),
        (StepKind::CornersMove(_), _) => crate::t!(lang, "corners-lesson-not-yet"),
        (_, true) => crate::t!(lang, "ui-learn-first-answer"),
        (_, false) => crate::t!(lang, "ui-learn-first-answer-no-hint"),
    }
}

/// Goes on to the next step, saving progress; at the end shows the result.
fn next(siv: &mut Cursive) {
    let app = state(siv);
    let Some(run) = app.run.as_mut() else {
        return;
    };
    let id = run.lesson().id.clone();
    match run.advance() {
        Advance::NotYet => {
            let text = not_yet(run);
            run.note(text);
            refresh(siv);
        }
        Advance::Next => {
            save_counts(siv);
            show_step(siv);
        }
        Advance::Finished if run.is_single() => {
            // A review task: the answer goes to the review queue, then the next task.
            let answer = run.review_answer();
            save_counts(siv);
            siv.pop_layer();
            state(siv).run = None;
            super::review::answered(siv, answer);
        }
        Advance::Finished => {
            let stars_now = run.stars();
            let practice = run.lesson().practice.clone().map(|theme| Choice {
                variant: Some(run.lesson().variant),
                theme: Some(theme),
                ..Choice::default()
            });
            let drill = run
                .lesson()
                .drill
                .map(|rule| crate::trainer::QuizOptions::drill(rule, run.lesson().variant));
            let (mistakes, hints) = run.mistakes_and_hints();
            let lang = run.lang();
            app.learner.lesson_finished(run);
            let ascii = app.board_style().ascii;
            let text = format!(
                "{}\n\n{}",
                crate::t!(lang, "ui-learn-complete", stars = stars(stars_now, ascii)),
                crate::t!(
                    lang,
                    "ui-learn-mistakes-hints",
                    mistakes = mistakes,
                    hints = hints
                )
            );
            let following = app.catalog().next_lesson(&id).map(str::to_string);
            let mut dialog = Dialog::text(text).title(crate::t!(lang, "ui-learn-complete-title"));
            // The course goes on with Enter: the next lesson is the first button.
            if let Some(next_id) = following {
                dialog = dialog.button(crate::t!(lang, "ui-learn-next-lesson"), move |s| {
                    s.pop_layer();
                    s.pop_layer();
                    open(s, &next_id);
                });
            }
            if let Some(choice) = practice {
                dialog = dialog.button(crate::t!(lang, "ui-learn-practise"), move |s| {
                    s.pop_layer();
                    s.pop_layer();
                    refresh_list(s);
                    super::puzzles::show_menu(s, RunMode::Practice, choice.clone());
                });
            }
            if let Some(options) = drill {
                dialog = dialog.button(crate::t!(lang, "ui-practise-rule"), move |s| {
                    s.pop_layer();
                    s.pop_layer();
                    refresh_list(s);
                    super::quiz::start(s, options);
                });
            }
            dialog = dialog.button(crate::t!(lang, "ui-lessons"), |s| {
                s.pop_layer();
                s.pop_layer();
                refresh_list(s);
            });
            siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
                s.pop_layer();
                s.pop_layer();
                refresh_list(s);
            }));
        }
    }
}
