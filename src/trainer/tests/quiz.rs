//! Tests of the notation and diagonals quiz.

use crate::Lang;
use crate::rules::{NAMED_DIAGONALS, Variant, full_text};
use crate::trainer::{Generator, Mode, Question, QuizOptions, QuizRound, RoundClock};
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

#[test]
fn the_clock_stands_while_the_feedback_of_an_answer_is_shown() {
    use std::time::{Duration, Instant};
    let secs = Duration::from_secs;
    let t0 = Instant::now();
    let mut round = QuizRound::new(options(Mode::NameSquare, Variant::Russian), 7, Lang::En);
    let mut clock = RoundClock::start(t0);
    clock.follow(&round, t0 + secs(5));
    assert_eq!(clock.elapsed(t0 + secs(5)), secs(5));
    let answer = round.question().answer(Variant::Russian, Lang::En);
    let wrong = if answer == "a1" { "c1" } else { "a1" };
    round.answer_text(wrong);
    clock.follow(&round, t0 + secs(5));
    // The learner reads the feedback for a minute: the clock stands.
    clock.follow(&round, t0 + secs(40));
    assert_eq!(clock.elapsed(t0 + secs(65)), secs(5));
    assert!(!round.is_over(clock.elapsed(t0 + secs(65))));
    // Enter: the next question, and the clock runs on from where it stood.
    round.next();
    clock.follow(&round, t0 + secs(65));
    assert_eq!(clock.elapsed(t0 + secs(75)), secs(15));
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
    let from = board.algebraic(path.mv.from).unwrap();
    let to = board.algebraic(path.mv.to).unwrap();
    let numbers = format!(
        "{}x{}",
        board.number(path.mv.from).unwrap(),
        board.number(path.mv.to).unwrap()
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
                round.answer_choice(NAMED_DIAGONALS.iter().position(|c| c.id == d.id).unwrap());
            }
            Question::OnDiagonal(s, d) => {
                round.answer_choice(usize::from(!d.squares().contains(&s)));
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

#[test]
fn a_round_is_recorded_with_its_best_score_and_the_recent_list_stays_short() {
    use crate::progress::{Progress, RECENT_QUIZZES};
    let mut progress = Progress::default();
    let empty = QuizRound::new(options(Mode::NameSquare, Variant::Russian), 7, Lang::En);
    assert_eq!(empty.record(&mut progress, 1), None, "nothing asked");
    assert!(progress.quiz.recent.is_empty() && progress.quiz.best.is_empty());
    let round = |right: usize| {
        let mut round = QuizRound::new(options(Mode::NameSquare, Variant::Russian), 7, Lang::En);
        for i in 0..3 {
            let answer = round.question().answer(Variant::Russian, Lang::En);
            let wrong = if answer == "a1" { "c1" } else { "a1" };
            round.answer_text(if i < right { &answer } else { wrong });
            round.next();
        }
        round
    };
    let (good, poor) = (round(3), round(1));
    assert_eq!(good.record(&mut progress, 10), Some(true));
    assert_eq!(
        poor.record(&mut progress, 11),
        Some(false),
        "lower than the best"
    );
    let key = good.result(0).key;
    assert_eq!(progress.quiz.best[&key], good.tally().0);
    for when in 12..12 + RECENT_QUIZZES as u64 {
        poor.record(&mut progress, when);
    }
    assert_eq!(progress.quiz.recent.len(), RECENT_QUIZZES);
    assert_eq!(progress.quiz.recent[0].when, 12, "the oldest are dropped");
    assert_eq!(progress.quiz.best[&key], good.tally().0);
}
