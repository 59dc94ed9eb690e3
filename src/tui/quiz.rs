//! The quiz screens: choosing a round, the round itself (timed or not), and its result.

use std::time::{Duration, Instant};

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, OnEventView, SelectView, TextView,
};

/// The widest the question text grows on a big screen.
const TEXT_WIDTH: usize = 72;

use super::board::{BoardView, Marks, PickMode};
use super::choice::ChoiceView;
use super::fit::Fit;
use super::input::{Footer, MoveBox, Tracked, TypingFlag, type_keys, type_square_keys};
use super::prose::Prose;
use super::state;
use crate::Lang;
use crate::i18n::core::{capture_example, square_example};
use crate::progress::unix_now;
use crate::rules::{Position, Square, Variant};
use crate::trainer::{
    AnswerBy, DrillQuestion, Mode, Question, QuizOptions, QuizRound, ReviewAnswer, RoundClock,
    Verdict, quiz_key_name,
};

const ROUND_LAYER: &str = "quiz-round";

/// A round in progress, kept in the app state.
pub struct QuizState {
    round: QuizRound,
    /// The round's clock, which stands while an answer's feedback is shown.
    clock: RoundClock,
    /// The message about the last answer (kept after a right answer moves on).
    message: Option<Verdict>,
    /// The choice picked for the question shown.
    picked: Option<usize>,
    /// A review task: one drill question, then back to the review.
    review: bool,
}

/// A line of the setup list.
#[derive(Clone, Copy, Debug)]
enum Row {
    Mode,
    Board,
    Time,
    Labels,
    Side,
    Start,
}

fn board_label(variant: Variant, lang: Lang) -> String {
    match variant {
        Variant::Russian | Variant::Giveaway => crate::t!(lang, "ui-quiz-board-russian"),
        Variant::Brazilian => crate::t!(lang, "ui-quiz-board-brazilian"),
        Variant::English => crate::t!(lang, "ui-quiz-board-english"),
        Variant::International | Variant::GiveawayInternational => {
            crate::t!(lang, "ui-quiz-board-international")
        }
    }
}

/// Opens the quiz menu with the options this profile used last (or the defaults).
pub fn open_setup(siv: &mut Cursive) {
    let remembered = state(siv)
        .learner
        .progress()
        .settings
        .quiz_options
        .as_deref()
        .and_then(QuizOptions::from_key);
    show_setup(siv, remembered.unwrap_or_else(default_options));
}

/// Default options: a minute of finding squares on the Russian board.
fn default_options() -> QuizOptions {
    QuizOptions {
        mode: Mode::FindSquare,
        variant: Variant::Russian,
        seconds: Some(60),
        labels: true,
        flipped: false,
    }
}

/// The quiz menu: options, best scores and recent results.
pub fn show_setup(siv: &mut Cursive, options: QuizOptions) {
    let app = state(siv);
    let lang = app.lang();
    let labels = if options.labels {
        crate::t!(lang, "ui-quiz-shown")
    } else {
        crate::t!(lang, "ui-quiz-hidden")
    };
    let time = match options.seconds {
        Some(s) => crate::t!(lang, "quiz-seconds", count = s),
        None => crate::t!(lang, "ui-quiz-untimed"),
    };
    let side = if options.flipped { "black" } else { "white" };
    let mut list = SelectView::new();
    list.add_item(
        crate::t!(lang, "ui-quiz-questions", mode = options.mode.label(lang)),
        Row::Mode,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-quiz-board",
            board = board_label(options.variant, lang)
        ),
        Row::Board,
    );
    list.add_item(crate::t!(lang, "ui-quiz-time", time = time), Row::Time);
    list.add_item(
        format!("{}: {labels}", crate::t!(lang, "ui-board-labels")),
        Row::Labels,
    );
    list.add_item(crate::t!(lang, "ui-quiz-seen-from", side = side), Row::Side);
    list.add_item(crate::t!(lang, "ui-start"), Row::Start);
    list.set_on_submit(move |s, row: &Row| {
        let mut o = options;
        match row {
            Row::Mode => {
                let i = Mode::ALL.iter().position(|m| *m == o.mode).unwrap_or(0);
                o.mode = Mode::ALL[(i + 1) % Mode::ALL.len()];
            }
            Row::Board => {
                let i = Variant::STANDARD
                    .iter()
                    .position(|v| *v == o.variant)
                    .unwrap_or(0);
                o.variant = Variant::STANDARD[(i + 1) % Variant::STANDARD.len()];
            }
            Row::Time => {
                o.seconds = match o.seconds {
                    Some(60) => Some(30),
                    Some(_) => None,
                    None => Some(60),
                }
            }
            Row::Labels => o.labels = !o.labels,
            Row::Side => o.flipped = !o.flipped,
            Row::Start => {
                s.pop_layer();
                return start(s, o);
            }
        }
        if !o.mode.available(o.variant) {
            o.mode = Mode::FindSquare;
        }
        s.pop_layer();
        show_setup(s, o);
        let row = *row as usize;
        s.call_on_name("quiz-setup", |l: &mut SelectView<Row>| l.set_selection(row));
    });
    let quiz = &app.learner.progress().quiz;
    let best = quiz.best.get(&options.key()).copied();
    let mut scores = vec![match best {
        Some(b) => crate::t!(lang, "ui-quiz-best", score = b),
        None => crate::t!(lang, "ui-quiz-no-best"),
    }];
    if !quiz.recent.is_empty() {
        scores.push(crate::t!(lang, "ui-quiz-recent"));
        for r in quiz.recent.iter().rev().take(3) {
            scores.push(format!(
                "  {} ({}/{}): {}",
                r.score,
                r.correct,
                r.asked,
                quiz_key_name(&r.key, lang)
            ));
        }
    }
    let body = LinearLayout::vertical()
        .child(list.with_name("quiz-setup"))
        .child(TextView::new(" "))
        .child(TextView::new(scores.join("\n")))
        .child(TextView::new(" "))
        .child(TextView::new(crate::t!(lang, "ui-options-keys")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-quiz"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (50, 18), lang));
}

/// Starts a round, and remembers its options for the profile.
pub fn start(siv: &mut Cursive, options: QuizOptions) {
    let app = state(siv);
    app.learner.quiz_started(&options);
    let lang = app.lang();
    let seed = unix_now() ^ u64::from(std::process::id());
    state(siv).quiz = Some(QuizState {
        round: QuizRound::new(options, seed, lang),
        clock: RoundClock::start(Instant::now()),
        message: None,
        picked: None,
        review: false,
    });
    if options.seconds.is_some() {
        siv.set_fps(4);
    }
    show_question(siv);
}

/// Asks one drill question again, as a review task.
pub fn start_review(siv: &mut Cursive, question: DrillQuestion) {
    let lang = state(siv).lang();
    state(siv).quiz = Some(QuizState {
        round: QuizRound::review(question, lang),
        clock: RoundClock::start(Instant::now()),
        message: None,
        picked: None,
        review: true,
    });
    show_question(siv);
}

/// Ends a review task: `answered` goes on with the review, else the learner left it.
fn end_review(siv: &mut Cursive, answered: bool) {
    let Some(quiz) = state(siv).quiz.take() else {
        return;
    };
    if siv.find_name::<Dialog>(ROUND_LAYER).is_some() {
        siv.pop_layer();
    }
    match quiz.round.verdict() {
        Some(verdict) if answered => {
            let answer = if verdict.right {
                ReviewAnswer::Right
            } else {
                ReviewAnswer::Wrong
            };
            super::review::answered(siv, answer);
        }
        _ => super::review::stop(siv, None),
    }
}

/// Runs `f` on the round, then shows what changed (the next question after a right answer).
fn with_round(siv: &mut Cursive, f: impl FnOnce(&mut QuizRound)) {
    let Some(quiz) = state(siv).quiz.as_mut() else {
        return;
    };
    if quiz.round.answered() {
        return;
    }
    f(&mut quiz.round);
    let app = state(siv);
    let Some(quiz) = app.quiz.as_mut() else {
        return;
    };
    app.learner.quiz_answered(&mut quiz.round);
    let Some(verdict) = quiz.round.verdict().cloned() else {
        return refresh(siv);
    };
    quiz.message = Some(verdict.clone());
    if verdict.right && !quiz.review {
        quiz.picked = None;
        quiz.round.next();
        show_question(siv);
    } else {
        refresh(siv);
    }
}

impl QuizState {
    /// The round's time now, the clock following the round first (it stands while an
    /// answer's feedback is shown).
    fn elapsed(&mut self) -> Duration {
        let now = Instant::now();
        self.clock.follow(&self.round, now);
        self.clock.elapsed(now)
    }
}

fn title(quiz: &mut QuizState, lang: Lang) -> String {
    let (score, right, asked, streak, _) = quiz.round.tally();
    let mode = quiz.round.options().mode.label(lang);
    let elapsed = quiz.elapsed();
    let time = quiz.round.time_left(elapsed).map(clock).unwrap_or_default();
    let title = crate::t!(
        lang,
        "ui-quiz-round-title",
        mode = mode,
        score = score,
        right = right,
        asked = asked,
        streak = streak
    );
    format!("{title}{time}")
}

/// Builds the screen for the current question (replacing the one shown).
fn show_question(siv: &mut Cursive) {
    if siv.find_name::<Dialog>(ROUND_LAYER).is_some() {
        siv.pop_layer();
    }
    let app = state(siv);
    let lang = app.lang();
    let mut style = app.board_style();
    let Some(quiz) = app.quiz.as_mut() else {
        return;
    };
    let options = *quiz.round.options();
    style.labels = options.labels;
    let question = quiz.round.question().clone();
    let mut board = BoardView::new(None, style)
        .on_square(|s, sq: Square| {
            with_round(s, |round| match round.question().answer_by() {
                AnswerBy::Square => round.answer_square(sq),
                _ => round.toggle(sq),
            });
        })
        .on_route(|s, route| with_round(s, |round| round.answer_route(&route)));
    if options.flipped {
        board.flip();
    }
    let mut right = LinearLayout::vertical()
        .child(Prose::new(question.prompt(options.variant, lang)))
        .child(TextView::new(" "));
    if question.answer_by() == AnswerBy::Choice {
        let choices = ChoiceView::new(question.choices(lang), style.ascii, |s, i| {
            if let Some(quiz) = state(s).quiz.as_mut() {
                quiz.picked = Some(i);
            }
            with_round(s, move |round| round.answer_choice(i));
        });
        right.add_child(choices.with_name("quiz-choices"));
    }
    right.add_child(TextView::new(" "));
    right.add_child(Prose::default().with_name("quiz-feedback"));
    // A drill's square or move can be typed: a key that begins one, typed on the board,
    // opens the move box with it; Esc there goes back to the board.
    let notation = options.variant.rules().notation;
    let typed = question.typed();
    let names = (typed && question.answer_by() != AnswerBy::Text)
        .then(|| MoveBox::new("quiz-board", "quiz-input", notation));
    let board = board.with_name("quiz-board");
    let mut top = LinearLayout::horizontal();
    match &names {
        Some(names) => top.add_child(names.board(board)),
        None => top.add_child(board),
    }
    let top = top
        .child(DummyView.fixed_width(2))
        .child(right.max_width(TEXT_WIDTH))
        .full_height();
    let mut body = LinearLayout::vertical().child(top);
    let typing = TypingFlag::default();
    if typed {
        let input = EditView::new()
            .on_submit(|s, text| {
                if text.trim().is_empty() {
                    return next(s);
                }
                let text = text.to_string();
                s.call_on_name("quiz-input", |e: &mut EditView| e.set_content(""));
                with_round(s, move |round| round.answer_text(&text));
            })
            .with_name("quiz-input");
        let label = match question.answer_by() {
            AnswerBy::Move => crate::t!(lang, "ui-type-move"),
            _ => crate::t!(lang, "ui-your-answer"),
        };
        let input = match &names {
            Some(names) => names.input(input, typing.clone()),
            None => Tracked::new(input, typing.clone()),
        };
        body.add_child(
            LinearLayout::horizontal()
                .child(TextView::new(format!("{label} ")))
                .child(input.full_width()),
        );
    }
    let (board_help, typing_help) = help(&question, options.variant, lang);
    body.add_child(Footer::new(board_help, typing_help, typing).with_name("quiz-help"));
    let dialog = Dialog::around(body)
        .title(title(quiz, lang))
        .with_name(ROUND_LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Event::Refresh, tick)
        .on_event(super::keys::command(super::keys::CHECK), |s| {
            with_round(s, QuizRound::submit_selection);
        })
        .on_event(Key::Enter, next)
        .on_event(Key::Esc, finish);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    if question.answer_by() == AnswerBy::Text {
        let _ = siv.focus_name("quiz-input");
    }
    refresh(siv);
}

/// The footer: the keys the question takes while the board (or the choices) has the focus,
/// and while the learner types.
fn help(question: &Question, variant: Variant, lang: Lang) -> (String, String) {
    let notation = variant.rules().notation;
    let board = match question.answer_by() {
        AnswerBy::Square if question.typed() => crate::t!(
            lang,
            "ui-drill-keys-square",
            start = type_square_keys(notation, lang)
        ),
        AnswerBy::Move if question.typed() => crate::t!(
            lang,
            "ui-drill-keys-move",
            start = type_keys(notation, lang)
        ),
        AnswerBy::Square => crate::t!(lang, "ui-quiz-keys-square"),
        AnswerBy::Selection => crate::t!(lang, "ui-quiz-keys-selection"),
        AnswerBy::Move => crate::t!(lang, "ui-quiz-keys-move"),
        AnswerBy::Choice => crate::t!(lang, "ui-quiz-keys-choice"),
        AnswerBy::Text => crate::t!(lang, "ui-quiz-keys-text"),
    };
    let typing = match question.answer_by() {
        AnswerBy::Square => crate::t!(
            lang,
            "ui-drill-keys-typing-square",
            example = square_example(variant)
        ),
        AnswerBy::Move => crate::t!(
            lang,
            "ui-drill-keys-typing-move",
            example = capture_example(variant)
        ),
        _ => board.clone(),
    };
    (board, typing)
}

/// Updates the board, the feedback and the title from the round.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(quiz) = app.quiz.as_mut() else {
        return;
    };
    let title = title(quiz, lang);
    let options = *quiz.round.options();
    let question = quiz.round.question();
    let answered = quiz.round.answered();
    let empty = Position::from_fen(options.variant, "W:W:B").expect("an empty board is a position");
    let position = question.position().unwrap_or(empty);
    let mut marks = Marks {
        highlight: question.marked().into_iter().collect(),
        selected: quiz.round.selection(),
        ..Marks::default()
    };
    marks.captured = question.taken();
    if answered {
        // Show the right answer at once.
        marks.hint = question.answer_squares();
    }
    let mode = match (question.answer_by(), answered) {
        (_, true) => PickMode::Off,
        (AnswerBy::Square | AnswerBy::Selection, _) => PickMode::Squares,
        (AnswerBy::Move, _) => PickMode::Moves,
        _ => PickMode::Off,
    };
    // A notice (an answer that could not be read) wins over the last verdict.
    let (feedback, color) = match (quiz.round.notice(), &quiz.message) {
        (Some(notice), _) => (notice.to_string(), cursive::theme::BaseColor::Blue.dark()),
        // A review task waits for Enter after a right answer too.
        (None, Some(v)) if v.right && quiz.review => (
            format!("{}\n{}", v.text, crate::t!(lang, "ui-quiz-enter-next")),
            cursive::theme::BaseColor::Green.dark(),
        ),
        (None, Some(v)) if v.right => (v.text.clone(), cursive::theme::BaseColor::Green.dark()),
        (None, Some(v)) => (
            format!("{}\n{}", v.text, crate::t!(lang, "ui-quiz-enter-next")),
            cursive::theme::BaseColor::Red.dark(),
        ),
        (None, None) => (String::new(), cursive::theme::BaseColor::Blue.dark()),
    };
    let choice = answered
        .then(|| question.right_choice().zip(quiz.picked))
        .flatten();
    siv.call_on_name("quiz-board", |b: &mut BoardView| {
        b.set(Some(position), marks, mode);
    });
    siv.call_on_name("quiz-feedback", |t: &mut Prose| {
        t.set(feedback, Some(cursive::theme::ColorStyle::front(color)));
    });
    siv.call_on_name(ROUND_LAYER, |d: &mut Dialog| d.set_title(title));
    if answered {
        // The board takes no more picks (nor Esc back to it from the move box): Enter goes on.
        let keys = crate::t!(lang, "ui-quiz-keys-answered");
        siv.call_on_name("quiz-help", |f: &mut Footer| f.set(keys.clone(), keys));
    }
    if let Some((right, picked)) = choice {
        siv.call_on_name("quiz-choices", |c: &mut ChoiceView| {
            c.set_answered(right, picked);
        });
    }
}

/// After a wrong answer, Enter asks the next question.
fn next(siv: &mut Cursive) {
    let Some(quiz) = state(siv).quiz.as_mut() else {
        return;
    };
    if quiz.review {
        if quiz.round.answered() {
            end_review(siv, true);
        }
        return;
    }
    if quiz.round.answered() {
        quiz.message = None;
        quiz.picked = None;
        quiz.round.next();
        show_question(siv);
    }
}

/// The clock of a timed round.
fn tick(siv: &mut Cursive) {
    let over = state(siv).quiz.as_mut().is_some_and(|q| {
        let elapsed = q.elapsed();
        q.round.is_over(elapsed)
    });
    if over {
        finish(siv);
    } else {
        let app = state(siv);
        let lang = app.lang();
        if let Some(title) = app.quiz.as_mut().map(|q| title(q, lang)) {
            siv.call_on_name(ROUND_LAYER, |d: &mut Dialog| d.set_title(title));
        }
    }
}

/// Ends the round: saves the result and shows it.
fn finish(siv: &mut Cursive) {
    siv.set_fps(0);
    if state(siv).quiz.as_ref().is_some_and(|q| q.review) {
        return end_review(siv, false);
    }
    let app = state(siv);
    let lang = app.lang();
    let Some(mut quiz) = app.quiz.take() else {
        return;
    };
    let options = *quiz.round.options();
    let (score, right, asked, _, best_streak) = quiz.round.tally();
    let new_best = app.learner.quiz_finished(&quiz.round);
    let accuracy = quiz.round.accuracy();
    let mut text = [
        crate::t!(lang, "ui-quiz-score", score = score),
        crate::t!(
            lang,
            "ui-quiz-right-answers",
            right = right,
            asked = asked,
            accuracy = accuracy
        ),
        crate::t!(lang, "ui-quiz-best-streak", count = best_streak),
    ]
    .join("\n");
    if new_best {
        text = format!("{text}\n\n{}", crate::t!(lang, "ui-quiz-new-best"));
    }
    if siv.find_name::<Dialog>(ROUND_LAYER).is_some() {
        siv.pop_layer();
    }
    let elapsed = quiz.elapsed();
    let over = options.seconds.is_some() && quiz.round.is_over(elapsed);
    let heading = if over {
        crate::t!(lang, "ui-time-up")
    } else {
        crate::t!(lang, "ui-quiz-round-over")
    };
    let dialog = Dialog::text(text).title(heading);
    if let Mode::Drill(rule) = options.mode {
        // A drill round ends on the drill menu: the result is shown over it.
        super::drill::show(siv, rule, options.variant);
        let dialog = dialog
            .button(crate::t!(lang, "ui-drill-menu"), |s| {
                s.pop_layer();
            })
            .button(crate::t!(lang, "ui-quiz-again"), move |s| {
                s.pop_layer();
                s.pop_layer();
                start(s, options);
            });
        // Over the drill menu: when the window is too small for it, the result says so
        // instead of being drawn over the menu's own message.
        let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
            s.pop_layer();
        });
        Fit::show_over(siv, view, super::drill::MIN_SIZE, lang);
        return;
    }
    let dialog = dialog
        .button(crate::t!(lang, "ui-quiz-again"), move |s| {
            s.pop_layer();
            start(s, options);
        })
        .button(crate::t!(lang, "ui-quiz-menu"), move |s| {
            s.pop_layer();
            show_setup(s, options);
        });
    // Esc leaves the result for the menu, as the second button does. The result is shown
    // over the main menu (see above for a window too small for it).
    let view = OnEventView::new(dialog).on_event(Key::Esc, move |s| {
        s.pop_layer();
        show_setup(s, options);
    });
    Fit::show_over(siv, view, super::menu::MIN_SIZE, lang);
}

/// Time left as the clock shows it, `m:ss`, rounded up: 1:00 for the whole first second,
/// 0:00 only when the time is up.
pub fn clock(left: std::time::Duration) -> String {
    let secs = left.as_millis().div_ceil(1000);
    format!(" - {}:{:02}", secs / 60, secs % 60)
}
