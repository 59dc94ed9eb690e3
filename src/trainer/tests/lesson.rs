//! Tests of the lesson runner on small lessons written for them, and on every built-in lesson.

use super::{LESSON, sq};
use crate::Lang;
use crate::content::parse_lesson;
use crate::rules::Square;
use crate::trainer::*;

fn run() -> LessonRun {
    LessonRun::new(parse_lesson(LESSON).unwrap(), 0, Lang::En)
}

fn feedback(run: &LessonRun) -> (Tone, String) {
    let f = run.feedback().unwrap();
    (f.tone, f.text.clone())
}

#[test]
fn say_steps_are_done_at_once_and_others_wait() {
    let mut run = run();
    assert!(run.is_solved());
    assert_eq!(run.advance(), Advance::Next);
    assert!(!run.is_solved());
    assert_eq!(run.advance(), Advance::NotYet);
    assert_eq!(run.step_number(), (1, 6));
}

#[test]
fn moves_right_wrong_and_illegal() {
    let mut run = run();
    run.advance();
    run.type_text("c3-b4");
    assert_eq!(feedback(&run), (Tone::Wrong, "Not b4!".into()));
    run.type_text("g3-f4");
    assert_eq!(
        feedback(&run).1,
        "That move is possible, but this step asks for another one. Try again!"
    );
    run.play_route(&[sq("c3"), sq("c5")]);
    assert_eq!(
        feedback(&run),
        (
            Tone::Wrong,
            "c5 is not on a diagonal with c3: pieces move along diagonals.".into()
        )
    );
    // Half a move, nonsense, or Cyrillic keys that make no move: told how to write a move,
    // and no star is lost for it.
    for text in ["c3", "zz", "hello", "с3-д4", ":", "-", "c3-", "!!"] {
        run.type_text(text);
        assert_eq!(feedback(&run).0, Tone::Info, "{text}");
    }
    assert!(
        feedback(&run).1.contains("c3-d4 or c3:e5"),
        "{:?}",
        feedback(&run)
    );
    // `д` typed by sound for d makes no square: asked for Latin letters, not read as c3-l4.
    run.type_text("с3-д4");
    assert_eq!(
        feedback(&run),
        (
            Tone::Info,
            "Type Latin letters a-h, for example d2.".to_string()
        )
    );
    assert_eq!(run.mistakes_and_hints(), (3, 0));
    // The Russian layout's keys for c3-d4: read as the keys, and said so.
    run.type_text("с3-в4");
    assert_eq!(
        feedback(&run),
        (
            Tone::Right,
            "Read as c3-d4. Right! Black played d6-c5.".into()
        )
    );
    // The reply is played, named, and given once to be shown moving; the next move's
    // words are the prompt, not repeated in the feedback.
    assert_eq!(run.last_move().unwrap().mv.from, sq("d6"));
    assert_eq!(run.prompt(), "Now take it.");
    let (before, reply) = run.take_reply().expect("the reply, to show");
    assert_eq!(before.turn(), crate::rules::Color::Black);
    assert_eq!(reply.mv.from, sq("d6"));
    assert!(run.take_reply().is_none());
    assert!(!run.is_solved());
    run.type_text("g3-h4");
    assert!(feedback(&run).1.starts_with("You must capture!"));
    run.type_text("d4:b6");
    assert!(run.is_solved());
    // The solved step keeps the words of its last move, not the first move's.
    assert_eq!(run.prompt(), "Now take it.");
    assert_eq!(run.mistakes_and_hints(), (4, 0));
    assert_eq!(run.stars(), 1);
}

#[test]
fn graded_hints_piece_then_square_then_move() {
    let mut run = run();
    run.advance();
    assert_eq!(run.hint(), Some(Hint::Square(sq("c3"))));
    assert_eq!(feedback(&run), (Tone::Info, "Move the piece on c3.".into()));
    assert_eq!(run.hint(), Some(Hint::Target(sq("c3"), sq("d4"))));
    assert!(matches!(run.hint(), Some(Hint::Move(_))));
    assert_eq!(feedback(&run).1, "Play c3-d4.");
    assert_eq!(run.stars(), 1);
}

#[test]
fn squares_choice_and_answers() {
    let mut run = LessonRun::new(parse_lesson(LESSON).unwrap(), 2, Lang::En);
    run.submit_selection();
    assert_eq!(
        feedback(&run).0,
        Tone::Info,
        "nothing selected is not a mistake"
    );
    for name in ["a1", "b2", "c3", "d4", "e5", "f6", "g7"] {
        run.toggle_square(sq(name));
    }
    run.toggle_square(sq("a3"));
    run.submit_selection();
    assert_eq!(
        feedback(&run).1,
        "Not yet. a3 does not belong. 1 more square to find."
    );
    assert_eq!(run.hint(), Some(Hint::Square(sq("h8"))));
    // A second hint says more: the other wrong square, not h8 again.
    assert_eq!(run.hint(), Some(Hint::Square(sq("a3"))));
    assert_eq!(feedback(&run).1, "a3 is not one of them: unselect it.");
    run.toggle_square(sq("a3"));
    run.toggle_square(sq("h8"));
    run.submit_selection();
    assert_eq!(feedback(&run).0, Tone::Right);
    assert_eq!(run.advance(), Advance::Next);

    let (mistakes, _) = run.mistakes_and_hints();
    let mut right = run.clone();
    // A second hint says more: another option ruled out (with the first again), or the
    // answer once every wrong option is.
    let mut hinted = run.clone();
    let Some(Hint::Text(first)) = hinted.hint() else {
        panic!("a choice hint is text")
    };
    let Some(Hint::Text(second)) = hinted.hint() else {
        panic!("a choice hint is text")
    };
    // Here the step has one wrong option: the second hint names the answer.
    assert_ne!(first, second);
    assert!(
        (second.starts_with(&first) && second.len() > first.len()) || second == "32",
        "{second}"
    );
    // A wrong choice is told the right one and why, and the step is done.
    run.choose(0);
    assert_eq!(
        feedback(&run),
        (
            Tone::Wrong,
            "Not this one: the answer is \"32\". Half of 64.".into()
        )
    );
    assert!(run.is_solved());
    assert_eq!(run.chosen(), Some(0));
    assert_eq!(run.mistakes_and_hints().0, mistakes + 1);
    right.choose(1);
    assert_eq!(feedback(&right), (Tone::Right, "Right! Half of 64.".into()));
    run.advance();

    assert_eq!(run.hint(), Some(Hint::Text("It starts with \"a\".".into())));
    assert_eq!(feedback(&run).1, "It is a corner. It starts with \"a\".");
    run.type_text("а1"); // a Cyrillic 'а', as a Russian keyboard types it
    assert_eq!(feedback(&run).0, Tone::Right);
    run.advance();

    // The shown move is on the board; any notation of it is right.
    assert_eq!(run.board().unwrap().turn(), crate::rules::Color::Black);
    let mut wrong = run.clone();
    let mut sign = run.clone();
    run.type_text("c3");
    assert_eq!(feedback(&run).0, Tone::Info, "half a move is not judged");
    run.type_text("gh4");
    assert!(run.is_solved());
    assert_eq!(run.advance(), Advance::Finished);
    // Another move is told the right one, and the step is done.
    wrong.type_text("g3-f4");
    assert_eq!(
        feedback(&wrong),
        (Tone::Wrong, "Not quite: the answer is g3-h4.".into())
    );
    assert!(wrong.is_solved());
    // The right move with the wrong sign is told the sign.
    sign.type_text("g3:h4");
    assert_eq!(
        feedback(&sign),
        (
            Tone::Wrong,
            "A quiet move is written with a dash: g3-h4.".into()
        )
    );
}

#[test]
fn a_wrong_square_says_why_in_the_words_of_the_rules() {
    let lesson = r#"
format: 1
id: why
title: Why
summary: Why not.
steps:
  - squares: Select every square the man on e3 can move to.
    position: "W:We3:Bd8"
    select: [d4, f4]
  - squares: Which man can you capture? Select it.
    position: "W:We3:Bc5,d4,f4,e7"
    select: [f4]
  - squares: Select the square.
    position: empty
    select: [d6]
"#;
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::En);
    for s in ["d4", "f2", "d2"] {
        run.toggle_square(sq(s));
    }
    run.submit_selection();
    assert_eq!(
        feedback(&run).1,
        "Not yet. d2 is behind the man: men move forward (back only to capture). \
         f2 is behind the man: men move forward (back only to capture). 1 more square to find."
    );
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 1, Lang::En);
    run.toggle_square(sq("d4"));
    run.toggle_square(sq("a1"));
    run.submit_selection();
    assert_eq!(
        feedback(&run).1,
        "Not yet. d4 is not a square the man can reach: c5 behind it is taken. \
         There is no piece to take on a1. 1 more square to find."
    );
    // The man's own square: it stands there (not "e3 is not on a diagonal with e3").
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::En);
    run.toggle_square(sq("e3"));
    run.submit_selection();
    assert_eq!(
        feedback(&run).1,
        "Not yet. The piece stands on e3 now: that is not a square it can go to. \
         2 more squares to find."
    );
    // One square: "square", not "squares".
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 2, Lang::En);
    run.submit_selection();
    assert_eq!(
        feedback(&run).1,
        "Select the square first: go to it and press Enter."
    );
    run.toggle_square(sq("d6"));
    run.submit_selection();
    assert_eq!(feedback(&run).1, "Right! That is the square.");
    let mut ru = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::Ru);
    ru.toggle_square(sq("f2"));
    ru.submit_selection();
    assert_eq!(
        feedback(&ru).1,
        "Пока нет. Поле f2 позади шашки: простые ходят вперёд (назад — только бьют). \
         Найди ещё 2 поля."
    );
}

#[test]
fn a_wrong_move_the_lesson_allows_costs_no_star() {
    let lesson = r#"
format: 1
id: allowed
title: Allowed
summary: Allowed moves.
steps:
  - move: Capture backward, over c3.
    position: "W:Wd4:Bc3,e5"
    accept: [d4:b2]
    wrong:
      - move: d4:f6
        allowed: true
        say: That is allowed too, but capture backward now.
"#;
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::En);
    run.type_text("d4:f6");
    assert_eq!(
        feedback(&run),
        (
            Tone::Info,
            "That is allowed too, but capture backward now.".into()
        )
    );
    assert_eq!(run.stars(), 3);
    run.type_text("d4:b2");
    assert!(run.is_solved());
    assert_eq!(run.stars(), 3);
    // Only a legal move can be allowed.
    let bad = lesson.replace("move: d4:f6", "move: d4-e3");
    assert!(parse_lesson(&bad).is_err());
}

#[test]
fn a_resumed_lesson_keeps_what_it_cost() {
    let run = LessonRun::new(parse_lesson(LESSON).unwrap(), 1, Lang::En).with_counts(2, 1);
    assert_eq!(run.mistakes_and_hints(), (2, 1));
    assert_eq!(run.stars(), 1);
}

#[test]
fn russian_messages() {
    let mut run = LessonRun::new(parse_lesson(LESSON).unwrap(), 1, Lang::Ru);
    run.type_text("c3-b4");
    assert_eq!(feedback(&run).1, "Не b4!");
    run.hint();
    assert_eq!(feedback(&run).1, "Ходи шашкой с поля c3.");
}

/// Solves the current step with its right answers, as a learner who makes no mistake.
fn solve(run: &mut LessonRun) {
    let variant = run.variant();
    match run.step().kind.clone() {
        crate::content::StepKind::Say => {}
        crate::content::StepKind::Move(_) => {
            while !run.is_solved() {
                let right = run.accepted_now();
                let path = right.first().expect("a move step accepts a move");
                let route: Vec<Square> = path.squares().collect();
                run.play_route(&route);
                assert_eq!(
                    run.feedback().map(|f| f.tone),
                    Some(Tone::Right),
                    "{:?}",
                    run.feedback()
                );
            }
        }
        crate::content::StepKind::Squares(answer) => {
            for square in answer.squares() {
                run.toggle_square(square);
            }
            run.submit_selection();
        }
        crate::content::StepKind::Choice { correct, .. } => run.choose(correct),
        crate::content::StepKind::Answer(key) => {
            let text = match key {
                crate::content::AnswerKey::Move(path) => crate::rules::full_text(variant, &path),
                crate::content::AnswerKey::Squares(squares) => {
                    crate::rules::square_name(variant, squares[0])
                }
                crate::content::AnswerKey::Texts(texts) => texts[0].clone(),
            };
            run.type_text(&text);
        }
        crate::content::StepKind::CornersMove(task) => {
            run.type_text(&task.accept[0].text());
            assert_eq!(run.feedback().map(|f| f.tone), Some(Tone::Right));
        }
    }
}

#[test]
fn every_built_in_lesson_can_be_completed_in_every_language() {
    let sources = crate::content::builtin_lessons();
    assert_eq!(sources.len(), 33, "the curriculum has 33 lessons");
    // The corners lesson has its own runner (tested in trainer::corners_lesson).
    let draughts = sources
        .into_iter()
        .filter(|s| !crate::content::is_corners_lesson(&s.text));
    for source in draughts {
        let lesson = parse_lesson(&source.text).unwrap();
        let interactive = lesson
            .steps
            .iter()
            .filter(|s| !matches!(s.kind, crate::content::StepKind::Say))
            .count();
        assert!(
            lesson.steps.len() >= 6 && 2 * interactive >= lesson.steps.len(),
            "{}: {} steps, {interactive} interactive",
            source.path,
            lesson.steps.len()
        );
        // Every text with words has a Russian and a Bulgarian translation (numbers need none).
        for text in lesson
            .texts()
            .into_iter()
            .filter(|t| t.get(Lang::En).chars().any(char::is_alphabetic))
        {
            assert!(
                text.has(Lang::Ru) && text.has(Lang::Bg),
                "{}: no Russian or Bulgarian for {:?}",
                source.path,
                text.get(Lang::En)
            );
        }
        for lang in Lang::ALL {
            let mut run = LessonRun::new(lesson.clone(), 0, lang);
            loop {
                solve(&mut run);
                assert!(
                    run.is_solved(),
                    "{} step {:?}: {:?}",
                    source.path,
                    run.step_number(),
                    run.feedback()
                );
                match run.advance() {
                    Advance::Next => {}
                    Advance::Finished => break,
                    Advance::NotYet => unreachable!("the step is solved"),
                }
            }
            assert_eq!(run.stars(), 3, "{}", source.path);
        }
    }
}

#[test]
fn expected_wrong_tries_name_the_rule_even_when_illegal() {
    let lesson = r#"
format: 1
id: tries
title: Tries
summary: Tries.
steps:
  - move: Take both men.
    position: "W:Wa3:Bb4,d6"
    accept: [a3:c5:e7]
    counters: true
    wrong:
      - move: a3:c5
        say: {en: Keep going - a capture must be finished!, ru: Бей до конца!}
"#;
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::En);
    run.type_text("a3:c5");
    assert_eq!(feedback(&run).1, "Keep going - a capture must be finished!");
    run.play_route(&[sq("a3"), sq("c5")]);
    assert_eq!(feedback(&run).1, "Keep going - a capture must be finished!");
    run.type_text("a3:e7");
    assert!(run.is_solved());
}

#[test]
fn draw_counters_are_shown_in_steps_that_ask_for_them() {
    let lesson = r#"
format: 1
id: counters
title: Counters
summary: Counters.
steps:
  - move: Move a king.
    position: "W:WKa1,c3:BKh8,f6"
    accept: [a1-b2]
    reply: h8-g7
    counters: true
    next:
      - accept: [b2-a1]
"#;
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::En);
    assert_eq!(
        run.draw_counters(),
        ["Kings on both sides, nothing taken: 0 of 30 moves (R4)."]
    );
    run.type_text("a1-b2");
    assert_eq!(
        run.draw_counters(),
        [
            "Kings on both sides, nothing taken: 1 of 30 moves (R4).",
            "Only kings have moved: 1 of 15 moves (R3)."
        ]
    );
    let mut ru = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::Ru);
    ru.type_text("a1-b2");
    assert_eq!(
        ru.draw_counters()[1],
        "Ходят только дамки: 1 из 15 ходов (R3)."
    );
}

#[test]
fn a_second_square_hint_says_more_and_the_same_hint_again_is_counted_once() {
    let mut run = LessonRun::new(parse_lesson(LESSON).unwrap(), 2, Lang::En);
    let Some(Hint::Square(first)) = run.hint() else {
        panic!("a square hint")
    };
    // Asked again before acting: another square of the answer, not the same one.
    let Some(Hint::Square(second)) = run.hint() else {
        panic!("a square hint")
    };
    assert_ne!(first, second);
    assert_eq!(run.mistakes_and_hints(), (0, 2));
    // Every square of the answer but one selected: the one left is all a hint can say,
    // and saying it again costs nothing more.
    for name in ["a1", "b2", "c3", "d4", "e5", "f6", "g7"] {
        run.toggle_square(sq(name));
    }
    assert_eq!(run.hint(), Some(Hint::Square(sq("h8"))));
    assert_eq!(run.hint(), Some(Hint::Square(sq("h8"))));
    assert_eq!(run.mistakes_and_hints(), (0, 3));
}

#[test]
fn a_run_records_what_it_cost_and_a_finished_lesson_its_best_stars() {
    use crate::progress::Progress;
    let mut progress = Progress::default();
    let mut run = run();
    assert!(!run.record_counts(&mut progress, 5), "nothing done yet");
    assert!(progress.lessons.is_empty());
    run.advance();
    run.type_text("c3-b4");
    assert!(run.record_counts(&mut progress, 7));
    let entry = &progress.lessons["test"];
    assert_eq!(
        (entry.step, entry.mistakes, entry.hints, entry.updated),
        (1, 1, 0, 7)
    );
    assert!(!entry.completed);
    run.record_finished(&mut progress, 8);
    let entry = &progress.lessons["test"];
    assert!(entry.completed);
    assert_eq!((entry.stars, entry.step, entry.mistakes), (2, 0, 0));
    // A better run raises the stars, a worse one never lowers them.
    let fresh = LessonRun::new(parse_lesson(LESSON).unwrap(), 0, Lang::En);
    assert!(
        !fresh.record_counts(&mut progress, 9),
        "reopened and left at once"
    );
    fresh.record_finished(&mut progress, 9);
    assert_eq!(progress.lessons["test"].stars, 3);
    run.record_finished(&mut progress, 10);
    assert_eq!(progress.lessons["test"].stars, 3);
}

#[test]
fn a_run_saved_under_another_script_starts_again() {
    let lesson = parse_lesson(LESSON).unwrap();
    let saved = crate::progress::LessonProgress {
        step: 1,
        mistakes: 2,
        hints: 1,
        script: lesson.script(),
        ..Default::default()
    };
    let run = LessonRun::resume(lesson.clone(), Some(&saved), Lang::En);
    assert_eq!((run.step_number().0, run.mistakes_and_hints()), (1, (2, 1)));
    // The same wording over other positions is another script; so is an older save.
    let moved = parse_lesson(&LESSON.replacen("W:Wc3,g3:Bd6,h8", "W:Wa1,c3,g3:Bd6,h8", 1)).unwrap();
    assert_ne!(moved.script(), lesson.script());
    for other in [
        LessonRun::resume(moved, Some(&saved), Lang::En),
        LessonRun::resume(
            lesson.clone(),
            Some(&crate::progress::LessonProgress {
                script: 0,
                ..saved.clone()
            }),
            Lang::En,
        ),
        LessonRun::resume(
            lesson.clone(),
            Some(&crate::progress::LessonProgress {
                completed: true,
                ..saved.clone()
            }),
            Lang::En,
        ),
    ] {
        assert_eq!(
            (other.step_number().0, other.mistakes_and_hints()),
            (0, (0, 0))
        );
    }
}

#[test]
fn a_demonstration_costs_no_star() {
    let lesson = LESSON.replacen(
        "  - move: Play c3-d4.\n",
        "  - move: Play c3-d4.\n    demo: true\n",
        1,
    );
    let mut run = LessonRun::new(parse_lesson(&lesson).unwrap(), 1, Lang::En);
    run.type_text("c3-b4");
    run.hint();
    assert_eq!(feedback(&run).0, Tone::Info);
    assert_eq!((run.mistakes_and_hints(), run.stars()), ((0, 0), 3));
    // The same try in a task is a mistake.
    let mut run = LessonRun::new(parse_lesson(LESSON).unwrap(), 1, Lang::En);
    run.type_text("c3-b4");
    assert_eq!(run.mistakes_and_hints(), (1, 0));
}

#[test]
fn task_steps_report_their_answers_for_the_review_once_each() {
    use crate::progress::ReviewTask;
    let mut run = run();
    run.advance();
    // A wrong move is a miss at once, however many follow.
    run.type_text("c3-b4");
    run.type_text("c3-b4");
    let script = run.lesson().script();
    let missed = ReviewTask::Lesson {
        id: "test".into(),
        step: 1,
        script,
    };
    assert_eq!(run.take_answers(), [(missed, false)]);
    assert!(run.take_answers().is_empty(), "taken once");
    run.type_text("c3-d4");
    run.type_text("d4:b6");
    assert_eq!(run.advance(), Advance::Next);
    assert!(
        run.take_answers().is_empty(),
        "a step missed is not also right"
    );
    // The next task solved at once is right; the say step before it is no task.
    run.toggle_square(sq("a1"));
    for s in ["b2", "c3", "d4", "e5", "f6", "g7", "h8"] {
        run.toggle_square(sq(s));
    }
    run.submit_selection();
    assert!(run.is_solved());
    run.advance();
    let right = ReviewTask::Lesson {
        id: "test".into(),
        step: 2,
        script,
    };
    assert_eq!(run.take_answers(), [(right, true)]);
    // A hint makes a step neither missed nor right.
    run.hint();
    run.choose(1);
    run.advance();
    assert!(run.take_answers().is_empty());
}

#[test]
fn a_review_run_is_one_step_and_leaves_the_lessons_progress_alone() {
    let lesson = parse_lesson(LESSON).unwrap();
    let mut run = LessonRun::single(lesson, 3, Lang::En);
    assert!(run.is_single());
    run.choose(1);
    assert_eq!(
        run.advance(),
        Advance::Finished,
        "the one step, then the end"
    );
    let mut progress = crate::progress::Progress::default();
    assert!(!run.record_counts(&mut progress, 5));
    assert!(progress.lessons.is_empty());
    assert_eq!(run.take_answers().len(), 1);
}

#[test]
fn each_choice_hint_rules_out_one_more_option_and_keeps_the_ones_before() {
    let lesson = "format: 1
id: three
title: Three
summary: A choice of three.
steps:
  - choice: How many dark squares?
    options: [\"16\", \"64\", \"32\"]
    correct: 3
";
    let mut run = LessonRun::new(parse_lesson(lesson).unwrap(), 0, Lang::En);
    let first = run.hint();
    assert_eq!(first, Some(Hint::Text("It is not \"16\".".into())));
    let second = run.hint();
    assert_eq!(
        second,
        Some(Hint::Text("It is not \"16\". It is not \"64\".".into()))
    );
    assert_eq!(run.hint(), Some(Hint::Text("32".into())));
    assert_eq!(run.mistakes_and_hints(), (0, 3));
}
