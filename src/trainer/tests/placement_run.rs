//! Tests of a lesson run as a placement (or review) task, on the built-in placement tasks:
//! a task cannot be tried again, so what it says when missed must not ask for a retry, and
//! it names the right answer; a typed light square is told why, as Enter on one is.

use super::{LESSON, sq};
use crate::Lang;
use crate::content::{AnswerKey, Catalog, StepKind, parse_lesson};
use crate::i18n::core::Say;
use crate::progress::ReviewTask;
use crate::rules::{Illegal, parse_coord};
use crate::trainer::*;

/// Every placement task of the built-in course, as a placement run in `lang`.
fn placement_runs(lang: Lang) -> Vec<LessonRun> {
    let catalog = Catalog::load(None);
    placement_tasks(&catalog.lessons)
        .into_iter()
        .map(|task| {
            let ReviewTask::Lesson { id, step, .. } = task else {
                panic!("placement tasks are lesson steps: {task:?}");
            };
            LessonRun::placement(catalog.lesson(&id).unwrap().clone(), step, lang)
        })
        .collect()
}

/// Answers the run's task wrong, as a child might: a wrong square, option, move or answer.
fn answer_wrong(run: &mut LessonRun) {
    let variant = run.variant();
    match run.step().kind.clone() {
        StepKind::Squares(answer) => {
            let wrong = variant.board().squares().find(|s| !answer.contains(*s));
            run.toggle_square(wrong.unwrap());
            run.submit_selection();
        }
        StepKind::Choice { correct, .. } => run.choose(usize::from(correct == 0)),
        StepKind::Answer(AnswerKey::Squares(right)) => {
            let wrong = variant.board().squares().find(|s| !right.contains(s));
            run.type_text(&crate::rules::square_name(variant, wrong.unwrap()));
        }
        StepKind::Answer(_) => run.type_text("nothing like it"),
        StepKind::Move(_) => {
            // The first try of one of the learner's pieces that is a counted mistake.
            let pos = *run.board().unwrap();
            let own: Vec<_> = pos.pieces(pos.turn()).squares().collect();
            for from in own {
                for to in variant.board().squares() {
                    let mut probe = run.clone();
                    probe.play_route(&[from, to]);
                    if probe.mistakes_and_hints().0 > 0 {
                        return run.play_route(&[from, to]);
                    }
                }
            }
            panic!("no wrong move found in {}", run.lesson().id);
        }
        StepKind::Say => panic!("a placement task asks something"),
        StepKind::CornersMove(_) => panic!("a placement task is a draughts step"),
    }
}

#[test]
fn a_missed_placement_task_is_told_plainly_as_wrong_with_the_right_answer() {
    for lang in [Lang::En, Lang::Ru, Lang::Bg] {
        for mut run in placement_runs(lang) {
            let id = run.lesson().id.clone();
            answer_wrong(&mut run);
            let feedback = run.feedback().expect("a wrong answer is told").clone();
            assert_eq!(feedback.tone, Tone::Wrong, "{id} {lang:?}: {feedback:?}");
            assert!(run.is_solved(), "{id}: a task ends at its first mistake");
            assert_eq!(run.review_answer(), ReviewAnswer::Wrong, "{id}");
            // No retry wording: the task cannot be tried again.
            if lang == Lang::En {
                for retry in ["Not yet", "more square", "Try again", "try again"] {
                    assert!(!feedback.text.contains(retry), "{id}: {}", feedback.text);
                }
            }
            // The right answer is named, and a squares or move task shows it on the board.
            match &run.step().kind {
                StepKind::Squares(answer) => {
                    let first =
                        crate::rules::square_name(run.variant(), answer.squares().next().unwrap());
                    assert!(feedback.text.contains(&first), "{id}: {}", feedback.text);
                    assert_eq!(run.answer_squares().len(), answer.count() as usize, "{id}");
                }
                StepKind::Move(_) => {
                    assert!(!run.answer_squares().is_empty(), "{id}");
                    if lang == Lang::En {
                        assert!(
                            feedback.text.contains("The right move: "),
                            "{id}: {}",
                            feedback.text
                        );
                    }
                }
                StepKind::Choice { options, correct } => {
                    let right = options[*correct].get(lang);
                    assert!(feedback.text.contains(right), "{id}: {}", feedback.text);
                }
                StepKind::Answer(_) => {
                    assert!(feedback.text.contains(' '), "{id}: {}", feedback.text);
                }
                StepKind::Say | StepKind::CornersMove(_) => unreachable!(),
            }
        }
    }
}

#[test]
fn a_missed_squares_task_names_the_squares_and_a_lesson_says_not_yet() {
    let lesson = parse_lesson(LESSON).unwrap();
    let mut task = LessonRun::placement(lesson.clone(), 2, Lang::En);
    task.toggle_square(sq("a1"));
    task.toggle_square(sq("b2"));
    task.toggle_square(sq("a3"));
    task.submit_selection();
    let text = task.feedback().unwrap().text.clone();
    assert_eq!(
        text,
        "That is not right. a3 does not belong. \
         The right squares: a1, b2, c3, d4, e5, f6, g7, h8."
    );
    // Only missing squares: no "find 6 more", the squares instead.
    let mut task = LessonRun::single(lesson.clone(), 2, Lang::En);
    task.toggle_square(sq("a1"));
    task.submit_selection();
    assert_eq!(
        task.feedback().unwrap().text,
        "That is not right. The right squares: a1, b2, c3, d4, e5, f6, g7, h8."
    );
    // In a lesson the step can be tried again: "not yet", and what is missing.
    let mut run = LessonRun::new(lesson, 2, Lang::En);
    run.toggle_square(sq("a1"));
    run.submit_selection();
    assert_eq!(
        run.feedback().unwrap().text,
        "Not yet. 7 more squares to find."
    );
    assert!(run.answer_squares().is_empty());
    assert!(!run.is_solved());
}

#[test]
fn a_typed_light_square_is_told_it_is_light_as_enter_on_one_is() {
    let f5 = parse_coord("f5").unwrap();
    let lesson = parse_lesson(LESSON).unwrap();
    for lang in [Lang::En, Lang::Ru, Lang::Bg] {
        let enter = Illegal::LightSquare(f5).say(crate::rules::Variant::Russian, lang);
        // Step 4 asks to name a square: in the lesson and as a placement task.
        for mut run in [
            LessonRun::new(lesson.clone(), 4, lang),
            LessonRun::placement(lesson.clone(), 4, lang),
        ] {
            run.type_text("f5");
            let feedback = run.feedback().unwrap();
            assert_eq!(
                (feedback.tone, feedback.text.as_str()),
                (Tone::Info, enter.as_str())
            );
            assert_eq!(
                run.mistakes_and_hints(),
                (0, 0),
                "no mistake: it is no square"
            );
            assert!(!run.is_solved(), "the square can still be named");
        }
    }
    // The built-in first placement task too ("Name the marked square").
    let mut first = placement_runs(Lang::En).remove(0);
    first.type_text("F5");
    assert_eq!(
        first.feedback().unwrap().text,
        "f5 is a light square: pieces stand only on the dark ones."
    );
}

#[test]
fn a_placement_task_offers_no_hints_and_a_lesson_or_review_does() {
    let lesson = parse_lesson(LESSON).unwrap();
    assert!(!LessonRun::placement(lesson.clone(), 2, Lang::En).offers_hints());
    assert!(LessonRun::single(lesson.clone(), 2, Lang::En).offers_hints());
    assert!(LessonRun::new(lesson, 2, Lang::En).offers_hints());
}
