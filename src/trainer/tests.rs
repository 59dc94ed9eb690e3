//! Tests of the lesson runner and the route builder on small lessons written for them.

use super::*;
use crate::Lang;
use crate::content::parse_lesson;
use crate::rules::{BoardSize, Position, Square, Variant, parse_algebraic};

fn sq(name: &str) -> Square {
    parse_algebraic(BoardSize::Eight, name).unwrap()
}

const LESSON: &str = r#"
format: 1
id: test
title: {en: Test, ru: Тест}
summary: A lesson for tests.
steps:
  - say: {en: Hello, ru: Привет}
    position: start
  - move: Play c3-d4.
    position: "W:Wc3,g3:Bd6,h8"
    accept: [c3-d4]
    wrong:
      - move: c3-b4
        say: {en: Not b4!, ru: Не b4!}
    reply: d6-c5
    next:
      - say: Now take it.
        accept: [d4:b6]
  - squares: Select the Big Road.
    position: empty
    diagonal: big-road
  - choice: How many dark squares?
    options: ["16", "32"]
    correct: 2
    explain: Half of 64.
  - answer: Name the square.
    highlight: [a1]
    expect: [a1]
    hint: It is a corner.
  - answer: Write the move.
    position: start
    show: g3-h4
"#;

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
    run.type_text("с3-д4");
    assert!(
        feedback(&run).1.starts_with("Read as c3-l4."),
        "{:?}",
        feedback(&run)
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
    run.toggle_square(sq("a3"));
    run.toggle_square(sq("h8"));
    run.submit_selection();
    assert_eq!(feedback(&run).0, Tone::Right);
    assert_eq!(run.advance(), Advance::Next);

    let (mistakes, _) = run.mistakes_and_hints();
    let mut right = run.clone();
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

#[test]
fn route_builder_steps_along_a_capture() {
    // Diagram 99: one capture of five pieces, crossing b4 twice.
    let pos = Position::from_fen(Variant::Russian, "W:WKa3:Bf2,c3,f4,c5,b6,d8").unwrap();
    let mut b = RouteBuilder::new();
    assert!(matches!(
        b.pick(&pos, sq("c5")),
        Pick::Refused(crate::rules::Illegal::OpponentPiece(..))
    ));
    assert!(matches!(
        b.pick(&pos, sq("d4")),
        Pick::Refused(crate::rules::Illegal::NoPiece(_))
    ));
    assert_eq!(b.pick(&pos, sq("a3")), Pick::Selected(sq("a3")));
    assert_eq!(b.targets(&pos), vec![sq("d6")]);
    assert_eq!(b.pick(&pos, sq("d6")), Pick::Continue);
    assert_eq!(b.jumped(&pos), vec![sq("c5")]);
    assert_eq!(b.pick(&pos, sq("g3")), Pick::Continue);
    assert_eq!(b.jumped(&pos), vec![sq("c5"), sq("f4")]);
    assert_eq!(b.pick(&pos, sq("e1")), Pick::Continue);
    assert_eq!(b.pick(&pos, sq("a5")), Pick::Continue);
    let route = match b.pick(&pos, sq("c7")) {
        Pick::Complete(route) => route,
        other => panic!("{other:?}"),
    };
    assert_eq!(route.len(), 6);
    assert!(b.picked().is_empty());
    // Picking the end at once is enough when only one move ends there.
    b.pick(&pos, sq("a3"));
    assert!(matches!(b.pick(&pos, sq("c7")), Pick::Complete(_)));
    // Picking the piece again drops it.
    b.pick(&pos, sq("a3"));
    assert_eq!(b.pick(&pos, sq("a3")), Pick::Cleared);
}

#[test]
fn route_builder_accepts_any_landing_square_on_a_straight_line() {
    let pos = Position::from_fen(Variant::Russian, "W:WKa1:Bc3,f6,h4").unwrap();
    let mut b = RouteBuilder::new();
    b.pick(&pos, sq("a1"));
    // Both d4 and e5 lie between the two men on the line; the route goes on over f6.
    assert_eq!(b.pick(&pos, sq("e5")), Pick::Continue);
    assert_eq!(b.jumped(&pos), vec![sq("c3")]);
    assert!(matches!(b.pick(&pos, sq("g7")), Pick::Complete(_)));
}

#[test]
fn progress_summary_lists_every_lesson() {
    let mut progress = crate::progress::Progress::default();
    progress.lessons.insert(
        "test".into(),
        crate::progress::LessonProgress {
            completed: true,
            stars: 2,
            step: 0,
            updated: 0,
            ..Default::default()
        },
    );
    let catalog = crate::content::Catalog {
        lessons: vec![parse_lesson(LESSON).unwrap()],
        broken: Vec::new(),
    };
    let lines = progress_summary("Anna", &progress, &catalog, Lang::En);
    assert_eq!(lines[0], "Progress of Anna");
    assert_eq!(lines[1], "Lessons: 1 of 1 done, 2 of 3 stars");
    assert_eq!(lines[2], "   1. Test: done, 2 of 3 stars");
    let ru = progress_summary("Аня", &progress, &catalog, Lang::Ru);
    assert_eq!(ru[2], "   1. Тест: пройден, звёзд: 2 из 3");
    progress
        .quiz
        .best
        .insert("find/russian/60s/labels".into(), 44);
    progress.quiz.recent.push(crate::progress::QuizResult {
        key: "find/russian/60s/labels".into(),
        score: 44,
        correct: 4,
        asked: 5,
        when: 1,
    });
    let lines = progress_summary("Anna", &progress, &catalog, Lang::En);
    let name = "Find the square, Russian draughts, 60 seconds, with labels";
    assert!(lines.contains(&format!("  {name}: 44")), "{lines:#?}");
    assert_eq!(
        lines.last().unwrap(),
        &format!("  {name}: 44 points, 4 of 5 right (80%)")
    );
    progress
        .ratings
        .insert("russian".into(), crate::rating::Rating::new(1012.4));
    progress.records.insert("streak/russian".into(), 3);
    let ru = progress_summary("Аня", &progress, &catalog, Lang::Ru);
    for line in [
        "  рейтинг в задачах, русские шашки: 1012",
        "  Серия, русские шашки: рекорд 3 задачи",
        "  Найди поле, русские шашки, 60 секунд, с подписями: 44",
        "  Найди поле, русские шашки, 60 секунд, с подписями: 44 очка, верно 4 из 5 (80%)",
    ] {
        assert!(ru.contains(&line.to_string()), "{line} missing: {ru:#?}");
    }
    assert!(
        !ru.iter().any(|l| l.contains("russian") || l.contains('/')),
        "no ids: {ru:#?}"
    );
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
    }
}

#[test]
fn every_built_in_lesson_can_be_completed_in_both_languages() {
    let sources = crate::content::builtin_lessons();
    assert_eq!(sources.len(), 22, "the curriculum has 22 lessons");
    for source in sources {
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
        // Every text with words has a Russian translation (numbers need none).
        for text in lesson
            .texts()
            .into_iter()
            .filter(|t| t.get(Lang::En).chars().any(char::is_alphabetic))
        {
            assert!(
                text.has(Lang::Ru),
                "{}: no Russian for {:?}",
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
        "Ходят только дамки: ходов 1 из 15 (R3)."
    );
}

mod quiz {
    use crate::Lang;
    use crate::rules::{NAMED_DIAGONALS, Variant, full_text};
    use crate::trainer::{Generator, Mode, Question, QuizOptions, QuizRound};
    use std::collections::HashSet;

    fn options(mode: Mode, variant: Variant) -> QuizOptions {
        QuizOptions {
            mode,
            variant,
            seconds: Some(60),
            labels: true,
            flipped: false,
        }
    }

    #[test]
    fn every_square_comes_up_once_before_any_repeats() {
        for (variant, count) in [
            (Variant::Russian, 32),
            (Variant::English, 32),
            (Variant::International, 50),
        ] {
            let mut g = Generator::new(variant, 3);
            let squares: HashSet<_> = (0..count)
                .map(|_| match g.question(Mode::FindSquare, 0) {
                    Question::FindSquare(s) => s,
                    other => panic!("{other:?}"),
                })
                .collect();
            assert_eq!(squares.len(), count, "{variant}");
        }
    }

    #[test]
    fn every_diagonal_and_kind_comes_up_without_repeats() {
        let mut g = Generator::new(Variant::Russian, 5);
        let mut seen = HashSet::new();
        let mut named = HashSet::new();
        for _ in 0..40 {
            let q = g.question(Mode::Diagonals, 0);
            assert!(seen.insert(format!("{q:?}")), "repeated: {q:?}");
            match q {
                Question::NameDiagonal(d)
                | Question::SelectDiagonal(d)
                | Question::OnDiagonal(_, d) => {
                    named.insert(d.id);
                }
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(named.len(), NAMED_DIAGONALS.len());
        assert!(!Mode::Diagonals.available(Variant::International));
    }

    #[test]
    fn the_same_seed_gives_the_same_questions() {
        for mode in Mode::ALL {
            let mut a = Generator::new(Variant::Russian, 42);
            let mut b = Generator::new(Variant::Russian, 42);
            for level in 0..12 {
                assert_eq!(
                    a.question(mode, level / 3),
                    b.question(mode, level / 3),
                    "{mode:?}"
                );
            }
        }
        let mut a = Generator::new(Variant::Russian, 1);
        let mut b = Generator::new(Variant::Russian, 2);
        let differ =
            (0..10).any(|_| a.question(Mode::NameSquare, 0) != b.question(Mode::NameSquare, 0));
        assert!(differ);
    }

    #[test]
    fn moves_get_harder_with_the_level() {
        let mut g = Generator::new(Variant::Russian, 9);
        let count = |q: Question| match q {
            Question::WriteMove(_, p) | Question::PlayMove(_, p) => p.mv.capture_count(),
            other => panic!("{other:?}"),
        };
        assert_eq!(count(g.question(Mode::WriteMove, 0)), 0);
        assert_eq!(count(g.question(Mode::WriteMove, 1)), 1);
        assert!(count(g.question(Mode::PlayMove, 2)) >= 2);
    }

    #[test]
    fn scoring_streaks_and_accuracy() {
        let mut round = QuizRound::new(options(Mode::NameSquare, Variant::Russian), 7, Lang::En);
        for i in 0..4 {
            let answer = round.question().answer(Variant::Russian, Lang::En);
            let wrong = if answer == "a1" { "c1" } else { "a1" };
            round.answer_text(if i == 2 { wrong } else { &answer });
            round.next();
        }
        // 10, 12, wrong, 10.
        assert_eq!(round.tally(), (32, 3, 4, 1, 2));
        assert_eq!(round.accuracy(), 75);
        let result = round.result(99);
        assert_eq!(result.key, "name/russian/60s/labels");
        assert_eq!(
            (result.score, result.correct, result.asked, result.when),
            (32, 3, 4, 99)
        );
        assert!(round.is_over(std::time::Duration::from_secs(60)));
        assert!(!round.is_over(std::time::Duration::from_secs(59)));
    }

    /// A round whose first question is a move to write, in `variant`.
    fn write_round(variant: Variant, level_streak: bool) -> QuizRound {
        let mut round = QuizRound::new(options(Mode::WriteMove, variant), 11, Lang::En);
        if level_streak {
            // Right answers raise the level until a capture of two or more comes up.
            for _ in 0..30 {
                if let Question::WriteMove(_, p) = round.question()
                    && p.mv.capture_count() >= 2
                {
                    break;
                }
                let answer = round.question().answer(variant, Lang::En);
                round.answer_text(&answer);
                round.next();
            }
        }
        round
    }

    #[test]
    fn written_moves_are_checked_by_the_engine_not_by_spelling() {
        let mut round = write_round(Variant::Russian, true);
        let Question::WriteMove(before, path) = round.question().clone() else {
            panic!()
        };
        assert!(
            path.mv.capture_count() >= 2,
            "the level rises to multi-captures"
        );
        let board = before.board();
        let from = board.algebraic(path.mv.from);
        let to = board.algebraic(path.mv.to);
        let numbers = format!(
            "{}x{}",
            board.number(path.mv.from),
            board.number(path.mv.to)
        );
        let file = format!("{}:{to}", &from[..1]);
        for text in [
            full_text(Variant::Russian, &path),
            format!("{from}:{to}"),
            format!("{from}x{to}"),
            numbers,
            file,
        ] {
            let mut r = round.clone();
            r.answer_text(&text);
            // A short form may fit two moves; then it is rightly refused, with the reason.
            let v = r.verdict().unwrap();
            assert!(
                v.right || v.text.contains("Write the whole route"),
                "{text}: {v:?}"
            );
        }
        round.answer_text(&format!("{from}-{to}"));
        let v = round.verdict().unwrap();
        assert!(!v.right);
        assert_eq!(
            v.text,
            format!(
                "A capture is written with a colon: {}.",
                full_text(Variant::Russian, &path)
            )
        );
    }

    #[test]
    fn a_wrong_move_names_the_right_one_and_the_reason() {
        let mut round = write_round(Variant::English, false);
        let Question::WriteMove(before, path) = round.question().clone() else {
            panic!()
        };
        let other = before
            .legal_move_paths()
            .into_iter()
            .find(|p| p.mv != path.mv);
        if let Some(other) = other {
            let mut r = round.clone();
            r.answer_text(&full_text(Variant::English, &other));
            assert!(
                r.verdict()
                    .unwrap()
                    .text
                    .contains("is another move; the move shown is"),
                "{:?}",
                r.verdict()
            );
        }
        round.answer_text("1-2");
        let v = round.verdict().unwrap();
        assert!(
            !v.right && v.text.contains(&full_text(Variant::English, &path)),
            "{v:?}"
        );
    }

    #[test]
    fn squares_choices_selections_and_moves_on_the_board() {
        let mut round = QuizRound::new(
            options(Mode::FindSquare, Variant::International),
            1,
            Lang::Ru,
        );
        let Question::FindSquare(s) = *round.question() else {
            panic!()
        };
        round.answer_square(s);
        assert_eq!(round.verdict().unwrap().text, "Верно! +10");

        let mut round = QuizRound::new(options(Mode::Diagonals, Variant::Russian), 2, Lang::En);
        for _ in 0..10 {
            match round.question().clone() {
                Question::SelectDiagonal(d) => {
                    for sq in d.squares() {
                        round.toggle(sq);
                    }
                    round.submit_selection();
                }
                Question::NameDiagonal(d) => {
                    round.answer_choice(NAMED_DIAGONALS.iter().position(|c| c.id == d.id).unwrap())
                }
                Question::OnDiagonal(s, d) => {
                    round.answer_choice(if d.squares().contains(&s) { 0 } else { 1 })
                }
                other => panic!("{other:?}"),
            }
            assert!(round.verdict().unwrap().right, "{:?}", round.question());
            round.next();
        }

        let mut round = QuizRound::new(options(Mode::PlayMove, Variant::Brazilian), 3, Lang::En);
        let Question::PlayMove(_, path) = round.question().clone() else {
            panic!()
        };
        let route: Vec<_> = path.squares().collect();
        round.answer_route(&route);
        assert!(round.verdict().unwrap().right);
    }
}

mod worksheet {
    use crate::Lang;
    use crate::rules::Variant;
    use crate::trainer::{Generator, Mode, QuizOptions, worksheet};

    #[test]
    fn a_worksheet_is_well_formed_with_the_right_answers() {
        for (mode, variant) in [
            (Mode::Mixed, Variant::Russian),
            (Mode::WriteMove, Variant::International),
            (Mode::Diagonals, Variant::English),
        ] {
            let options = QuizOptions {
                mode,
                variant,
                seconds: None,
                labels: true,
                flipped: mode == Mode::Diagonals,
            };
            let html = worksheet(&options, 12, 5, Lang::En);
            let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
                .expect("well-formed");
            let list = |class: &str| -> Vec<roxmltree::Node> {
                doc.descendants()
                    .find(|n| n.has_tag_name("ol") && n.attribute("class") == Some(class))
                    .expect("the list is there")
                    .children()
                    .filter(|n| n.has_tag_name("li"))
                    .collect()
            };
            let questions = list("questions");
            let answers = list("answers");
            assert_eq!((questions.len(), answers.len()), (12, 12));
            for item in questions.iter().chain(&answers) {
                let svg = item
                    .children()
                    .find(|n| n.has_tag_name("svg"))
                    .expect("each item has a board");
                let squares = svg.children().filter(|n| n.has_tag_name("rect")).count();
                assert_eq!(squares, 1 + variant.board().square_count() as usize);
            }
            // The key holds the generator's answers for the same seed.
            let mut generator = Generator::new(variant, 5);
            for (i, item) in answers.iter().enumerate() {
                let expected = generator
                    .question(mode, (i / 4) as u32)
                    .answer(variant, Lang::En);
                let text = item
                    .children()
                    .find(|n| n.has_tag_name("p"))
                    .and_then(|p| p.text())
                    .unwrap();
                assert_eq!(text, expected);
            }
            let key = doc
                .descendants()
                .find(|n| n.attribute("class") == Some("key"))
                .unwrap();
            assert_eq!(
                key.children()
                    .find(|n| n.has_tag_name("h2"))
                    .and_then(|h| h.text()),
                Some("Answer key")
            );
        }
        let ru = worksheet(
            &QuizOptions {
                mode: Mode::FindSquare,
                variant: Variant::Russian,
                seconds: None,
                labels: false,
                flipped: false,
            },
            3,
            1,
            Lang::Ru,
        );
        assert!(ru.contains("Обведи поле") && ru.contains("Ответы"));
    }
}

mod puzzles {
    use crate::Lang;
    use crate::content::{Puzzle, builtin_puzzles, parse_collection};
    use crate::progress::Progress;
    use crate::rating::Rating;
    use crate::rng::Rng;
    use crate::trainer::{
        Choice, Hint, PuzzleRun, PuzzleSession, RunMode, Status, Tone, next_puzzle, record,
    };

    fn trap(id: &str) -> Puzzle {
        let source = builtin_puzzles()
            .into_iter()
            .find(|s| s.path.ends_with("russian-traps.yaml"))
            .unwrap();
        let collection = parse_collection(&source.text).unwrap();
        collection.puzzles.into_iter().find(|p| p.id == id).unwrap()
    }

    fn tone(s: &PuzzleSession) -> Tone {
        s.feedback().unwrap().tone
    }

    #[test]
    fn the_main_line_is_played_with_the_replies() {
        let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
        assert_eq!(s.prompt(), "White to move: win a piece.");
        s.type_text("g3-f4");
        assert_eq!(
            s.feedback().unwrap().text,
            "Right! Black played e5:g3. Keep going."
        );
        let (_, reply) = s.take_reply().expect("the defence, to show");
        assert_eq!(
            crate::rules::full_text(crate::rules::Variant::Russian, &reply),
            "e5:g3"
        );
        assert_eq!(
            s.last_move()
                .map(|m| crate::rules::full_text(crate::rules::Variant::Russian, m)),
            Some("e5:g3".into())
        );
        s.type_text("h2:f4:h6");
        assert_eq!(s.status(), Status::Solved);
        assert_eq!(s.feedback().unwrap().text, "Right! Puzzle solved!");
        assert_eq!((s.score(), s.result()), (100, 1.0));
    }

    #[test]
    fn a_wrong_move_is_punished_then_taken_back() {
        let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
        let start = s.board();
        s.type_text("c3-b4");
        assert_eq!(s.status(), Status::Punished);
        assert_eq!(tone(&s), Tone::Wrong);
        assert!(
            s.feedback()
                .unwrap()
                .text
                .starts_with("Not this one: after c3-b4 the answer is "),
            "{:?}",
            s.feedback()
        );
        assert_ne!(s.board(), start, "the punishing line is on the board");
        s.type_text("g3-f4");
        assert_eq!(
            s.status(),
            Status::Punished,
            "no moves until the wrong one is taken back"
        );
        s.take_back();
        assert_eq!((s.status(), s.board()), (Status::Solving, start));
        s.type_text("c3-c5");
        assert!(
            s.feedback()
                .unwrap()
                .text
                .contains("not on a diagonal with c3"),
            "illegal: the engine's reason"
        );
        s.type_text("g3-f4");
        s.type_text("h2:f4:h6");
        assert_eq!(s.status(), Status::Solved);
        assert_eq!(s.mistakes_and_hints(), (2, 0));
        assert_eq!((s.score(), s.result()), (50, 0.5));
    }

    #[test]
    fn a_listed_alternative_is_accepted_and_the_defence_continues() {
        let mut s = PuzzleSession::new(trap("trap-5"), Lang::En);
        s.type_text("h4-g5");
        assert_eq!(
            s.feedback().unwrap().text,
            "That also wins - the key move was c3-b4. Black played h6:f4:h2. Keep going."
        );
        // Off the main line the defender resists as the prover shows; keep following hints.
        for _ in 0..6 {
            if s.status() == Status::Solved {
                break;
            }
            let Some(Hint::Square(_)) = s.hint() else {
                panic!("a hint: {:?}", s.feedback())
            };
            s.hint();
            let Some(Hint::Move(path)) = s.hint() else {
                panic!()
            };
            let route: Vec<_> = path.squares().collect();
            s.play_route(&route);
            assert_eq!(tone(&s), Tone::Right, "{:?}", s.feedback());
        }
        assert_eq!(s.status(), Status::Solved);
    }

    #[test]
    fn graded_hints_lower_the_score() {
        let mut s = PuzzleSession::new(trap("trap-1"), Lang::Ru);
        assert_eq!(s.hint(), Some(Hint::Square(s.puzzle().solution[0].mv.from)));
        assert_eq!(
            s.feedback().unwrap().text,
            "Отдай одну шашку нарочно. Посмотри на шашку g3."
        );
        assert!(matches!(s.hint(), Some(Hint::Target(..))));
        assert!(matches!(s.hint(), Some(Hint::Move(_))));
        s.type_text("g3-f4");
        s.type_text("h2:f4:h6");
        assert_eq!(s.score(), 55);
    }

    #[test]
    fn a_streak_ends_at_the_first_mistake_but_allows_one_skip() {
        let mut run = PuzzleRun::new(RunMode::Streak, Choice::default());
        let mut s = PuzzleSession::in_streak(trap("trap-1"), Lang::En);
        s.type_text("g3-f4");
        s.type_text("h2:f4:h6");
        run.finished(&s);
        assert!(!run.over);
        assert_eq!((run.solved, run.floor), (1, 950));
        assert!(run.skip());
        assert!(!run.skip(), "only one skip");
        let mut s = PuzzleSession::in_streak(trap("trap-3"), Lang::En);
        s.type_text("g5-h4");
        assert_eq!(s.status(), Status::GivenUp, "no taking back in a streak");
        run.finished(&s);
        assert!(run.over, "a mistake ends the streak");
        let mut progress = Progress::default();
        assert!(run.save_record(&mut progress));
        assert_eq!(progress.records["streak/all"], 1);

        let mut timed = PuzzleRun::new(RunMode::Timed, Choice::default());
        timed.finished(&s);
        assert_eq!(
            timed.time_left(std::time::Duration::from_secs(100)),
            Some(std::time::Duration::from_secs(70))
        );
    }

    #[test]
    fn ratings_move_after_each_puzzle_and_next_for_me_picks_near_the_rating() {
        let mut progress = Progress::default();
        let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
        s.give_up();
        assert!(
            s.feedback()
                .unwrap()
                .text
                .starts_with("The solution: g3-f4")
        );
        record(&mut progress, &s);
        let learner = progress.ratings["russian"];
        assert!(
            learner.rating < 1500.0 && learner.deviation < 350.0,
            "{learner:?}"
        );
        let p = &progress.puzzles["trap-1"];
        assert!(p.failed && !p.solved && p.attempts == 1);
        assert!(
            p.rating.unwrap().rating > 900.0,
            "the puzzle held: its rating rises"
        );
        let puzzles = vec![trap("trap-1"), trap("trap-5"), trap("trap-13-moves")];
        let choice = Choice {
            failed_only: true,
            ..Choice::default()
        };
        let again = next_puzzle(&puzzles, &progress, &choice, None, &mut Rng::new(1)).unwrap();
        assert_eq!(again.id, "trap-1", "failed puzzles come back for replay");
        progress
            .ratings
            .insert("russian".into(), Rating::new(800.0));
        progress.puzzles.entry("trap-5".into()).or_default().solved = true;
        let choice = Choice {
            variant: Some(crate::rules::Variant::Russian),
            ..Choice::default()
        };
        let mine: Vec<String> = (0..8)
            .map(|i| {
                next_puzzle(&puzzles, &progress, &choice, None, &mut Rng::new(i))
                    .unwrap()
                    .id
                    .clone()
            })
            .collect();
        assert!(
            mine.iter().all(|id| id != "trap-5"),
            "solved puzzles are not offered again: {mine:?}"
        );
        let streak = next_puzzle(
            &puzzles,
            &progress,
            &Choice::default(),
            Some(850),
            &mut Rng::new(3),
        )
        .unwrap();
        assert_eq!(
            streak.id, "trap-1",
            "a streak climbs: only puzzles rated 850 or more"
        );
    }
}

#[test]
fn the_same_square_hint_twice_is_counted_once() {
    let mut run = LessonRun::new(parse_lesson(LESSON).unwrap(), 2, Lang::En);
    let Some(Hint::Square(first)) = run.hint() else {
        panic!("a square hint")
    };
    assert_eq!(run.hint(), Some(Hint::Square(first)));
    assert_eq!(run.mistakes_and_hints(), (0, 1));
    run.toggle_square(first);
    let Some(Hint::Square(second)) = run.hint() else {
        panic!("a square hint")
    };
    assert_ne!(first, second);
    assert_eq!(run.mistakes_and_hints(), (0, 2));
}
