//! A corners lesson runs on the one lesson runner: the same stars, resume and record as a
//! draughts lesson; its moves read as in a game of corners.

use crate::Lang;
use crate::content::{Lesson, StepKind, parse_corners_lesson};
use crate::corners::CornersMove;
use crate::progress::Progress;
use crate::trainer::{Advance, LessonRun, Tone};

fn built_in() -> Lesson {
    let text = include_str!("../../../lessons/33-corners.yaml");
    parse_corners_lesson(text).expect("the built-in corners lesson reads")
}

fn task(run: &LessonRun) -> Option<crate::content::CornersTask> {
    match &run.step().kind {
        StepKind::CornersMove(task) => Some(task.clone()),
        _ => None,
    }
}

/// Goes on until a task waits.
fn to_task(run: &mut LessonRun) {
    while task(run).is_none() {
        assert_eq!(run.advance(), Advance::Next);
    }
}

/// Plays the lesson through with its first accepted move on every task.
#[test]
fn the_built_in_lesson_is_played_through_and_recorded() {
    let lesson = built_in();
    let tasks = lesson
        .steps
        .iter()
        .filter(|s| matches!(s.kind, StepKind::CornersMove(_)))
        .count();
    assert!(tasks >= 4, "a step, a jump, a chain and the race: {tasks}");
    let mut run = LessonRun::new(lesson, 0, Lang::En);
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 100);
        if let Some(task) = task(&run).filter(|_| !run.is_solved()) {
            run.type_text(&task.accept[0].text());
            assert_eq!(run.feedback().unwrap().tone, Tone::Right);
        }
        if run.advance() == Advance::Finished {
            break;
        }
    }
    assert_eq!(run.stars(), 3);
    let mut progress = Progress::default();
    run.record_finished(&mut progress, 5);
    assert!(progress.lessons["corners"].completed);
    assert_eq!(progress.lessons["corners"].stars, 3);
}

#[test]
fn a_wrong_move_costs_a_star_and_enter_waits_for_the_task() {
    let mut run = LessonRun::new(built_in(), 0, Lang::Ru);
    to_task(&mut run);
    let before = run.step_number().0;
    assert_eq!(run.advance(), Advance::NotYet, "Enter does not skip a task");
    assert_eq!(run.step_number().0, before);
    run.type_text("c3");
    assert!(run.feedback().unwrap().text.contains("половина хода"));
    assert_eq!(
        run.mistakes_and_hints(),
        (0, 0),
        "half a move is no mistake"
    );
    let task = task(&run).unwrap();
    let other: CornersMove = run
        .corners_position()
        .unwrap()
        .legal_moves()
        .into_iter()
        .find(|m| !task.accept.contains(m))
        .unwrap();
    run.type_text(&other.text());
    assert_eq!(run.feedback().unwrap().tone, Tone::Wrong);
    run.hint();
    assert_eq!(run.feedback().unwrap().text, task.hint.get(Lang::Ru));
    run.hint();
    assert_eq!(
        run.mistakes_and_hints(),
        (1, 1),
        "the same hint again is not counted"
    );
    let right = task.accept[0].clone();
    run.play_between(right.from(), right.to());
    assert_eq!(run.feedback().unwrap().tone, Tone::Right);
    assert_eq!(run.stars(), 2);
    assert!(
        run.take_answers().is_empty(),
        "the review asks draughts steps only"
    );
}

/// Left in the middle, the lesson opens again where it was, with what it cost and its board:
/// leaving cannot give the stars back (as in a draughts lesson).
#[test]
fn a_lesson_left_in_the_middle_resumes_with_its_cost_and_board() {
    let mut run = LessonRun::new(built_in(), 0, Lang::En);
    to_task(&mut run);
    let task = task(&run).unwrap();
    let wrong = task.wrong[0].0.clone();
    run.type_text(&wrong.text());
    run.type_text(&task.accept[0].text());
    assert_eq!(run.advance(), Advance::Next);
    let mut progress = Progress::default();
    assert!(run.record_counts(&mut progress, 7));
    let step = run.step_number().0;
    let board = *run.corners_position().unwrap();
    let again = LessonRun::resume(built_in(), progress.lessons.get("corners"), Lang::En);
    assert_eq!(again.step_number().0, step);
    assert_eq!(again.mistakes_and_hints(), (1, 0));
    assert_eq!(again.stars(), 2);
    assert!(again.corners_position().is_some(), "a board to show");
    if built_in().steps[step].scene.corners.is_some() {
        assert_eq!(*again.corners_position().unwrap(), board);
    }
}
