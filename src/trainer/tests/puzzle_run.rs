//! Tests of puzzle runs that must tell the truth: a streak ends at the first wrong move and
//! counts what was really solved, an empty choice is found before a run starts, and a new
//! learner starts among easy puzzles and is not thrown far by one give-up.

use crate::Lang;
use crate::content::{Puzzle, load_puzzles};
use crate::progress::Progress;
use crate::rating::Rating;
use crate::rng::Rng;
use crate::rules::{Variant, full_text};
use crate::trainer::{
    Choice, MAX_RATING_STEP, Offer, PuzzleRun, PuzzleSession, RunMode, START_RATING, Status,
    learner_rating, next_puzzle, offer, record,
};

/// Every built-in puzzle.
fn bank() -> Vec<Puzzle> {
    let (puzzles, broken) = load_puzzles(None);
    assert!(broken.is_empty(), "{broken:?}");
    puzzles
}

/// The opening traps of the Russian bank.
fn traps() -> Vec<Puzzle> {
    bank()
        .into_iter()
        .filter(|p| p.collection == "russian-traps")
        .collect()
}

fn trap(id: &str) -> Puzzle {
    traps().into_iter().find(|p| p.id == id).unwrap()
}

/// Plays the main line's moves for the solver until the puzzle is solved.
fn solve(s: &mut PuzzleSession) {
    let line = s.puzzle().solution.clone();
    for m in line.iter().step_by(2) {
        if s.status() != Status::Solving {
            break;
        }
        s.play_route(&m.squares().collect::<Vec<_>>());
    }
    assert_eq!(s.status(), Status::Solved, "{:?}", s.feedback());
}

#[test]
fn a_wrong_move_ends_a_streak_puzzle_at_once_with_the_reply_and_the_solution() {
    let mut s = PuzzleSession::in_streak(trap("trap-4"), Lang::En);
    let start = s.board();
    s.type_text("h6-g5");
    assert_eq!(s.status(), Status::GivenUp);
    let text = s.feedback().unwrap().text.clone();
    assert!(
        text.starts_with("Not this one: after h6-g5 the answer is "),
        "{text}"
    );
    let solution: Vec<String> = s
        .puzzle()
        .solution
        .iter()
        .map(|m| full_text(Variant::Russian, m))
        .collect();
    assert!(
        text.ends_with(&format!(
            "The streak is over. The solution: {}.",
            solution.join(" ")
        )),
        "{text}"
    );
    assert!(!text.contains("take it back"), "{text}");
    assert_ne!(s.board(), start, "the wrong move and its reply stay shown");
    let reply = s.last_move().cloned().unwrap();
    assert_ne!(
        full_text(Variant::Russian, &reply),
        "h6-g5",
        "the reply is marked"
    );
    s.take_back();
    s.type_text("e5-d4");
    assert_eq!(s.status(), Status::GivenUp, "nothing more to play");
    assert_eq!(s.score(), 0);

    let mut ru = PuzzleSession::in_streak(trap("trap-4"), Lang::Ru);
    ru.type_text("h6-g5");
    let text = &ru.feedback().unwrap().text;
    assert!(
        text.starts_with("Не то: на h6-g5 следует ") && text.contains("Серия окончена. Решение: "),
        "{text}"
    );
}

#[test]
fn a_streak_gives_no_hints_and_a_refused_move_is_not_a_wrong_move() {
    let mut s = PuzzleSession::in_streak(trap("trap-1"), Lang::En);
    assert_eq!(s.hint(), None);
    assert_eq!(s.feedback().unwrap().text, "No hints in a streak.");
    assert_eq!(s.mistakes_and_hints(), (0, 0));
    s.type_text("c3-c5");
    assert_eq!(
        s.status(),
        Status::Solving,
        "an illegal move is refused, not played"
    );
    solve(&mut s);
    let mut practice = PuzzleSession::new(trap("trap-1"), Lang::En);
    assert!(practice.hint().is_some(), "practice gives hints");
}

#[test]
fn the_streak_count_is_the_puzzles_really_solved() {
    let mut run = PuzzleRun::new(RunMode::Streak, Choice::default());
    let mut really_solved = 0;
    for id in ["trap-13-moves", "trap-1", "trap-2"] {
        let mut s = PuzzleSession::in_streak(trap(id), Lang::En);
        solve(&mut s);
        run.finished(&s);
        really_solved += 1;
        assert!(!run.over);
    }
    let mut s = PuzzleSession::in_streak(trap("trap-4"), Lang::En);
    s.type_text("h6-g5");
    run.finished(&s);
    assert!(run.over, "a wrong move ends the run");
    assert_eq!(run.solved, really_solved);
    assert_eq!(run.points, 300, "three clean solutions");
    let mut progress = Progress::default();
    assert!(run.save_record(&mut progress));
    assert_eq!(progress.records["streak/all"], 3);

    // Giving up ends a streak too, and is not counted.
    let mut run = PuzzleRun::new(RunMode::Streak, Choice::default());
    let mut s = PuzzleSession::in_streak(trap("trap-1"), Lang::En);
    s.give_up();
    run.finished(&s);
    assert!(run.over && run.solved == 0);
    let mut progress = Progress::default();
    assert!(!run.save_record(&mut progress));
    assert!(
        progress.records.is_empty(),
        "nothing solved, no record of 0"
    );
}

#[test]
fn a_choice_without_puzzles_is_found_before_a_run() {
    let puzzles = traps();
    let mut progress = Progress::default();
    let english = Choice {
        variant: Some(Variant::English),
        ..Choice::default()
    };
    assert_eq!(offer(&puzzles, &progress, &english), Offer::NoneMatch);
    let impossible = Choice {
        variant: Some(Variant::English),
        theme: Some("opening-trap".into()),
        ..Choice::default()
    };
    assert_eq!(offer(&bank(), &progress, &impossible), Offer::NoneMatch);
    let all = Choice::default();
    assert_eq!(offer(&puzzles, &progress, &all), Offer::Puzzles(6));
    let replay = Choice {
        failed_only: true,
        ..Choice::default()
    };
    assert_eq!(offer(&puzzles, &progress, &replay), Offer::NothingToReplay);
    for p in &puzzles {
        progress.puzzles.entry(p.id.clone()).or_default().solved = true;
    }
    assert_eq!(
        offer(&puzzles, &progress, &all),
        Offer::AllSolved {
            solved: 6,
            to_replay: 0
        }
    );
    progress.puzzles.get_mut("trap-2").unwrap().failed = true;
    assert_eq!(
        offer(&puzzles, &progress, &all),
        Offer::AllSolved {
            solved: 6,
            to_replay: 1
        }
    );
    assert_eq!(offer(&puzzles, &progress, &replay), Offer::Puzzles(1));
    // The offer and the picking agree: a puzzle is picked exactly when one is offered.
    for choice in [all, replay, english, impossible] {
        let offered = matches!(offer(&puzzles, &progress, &choice), Offer::Puzzles(_));
        let picked = next_puzzle(&puzzles, &progress, &choice, None, &mut Rng::new(7));
        assert_eq!(offered, picked.is_some(), "{choice:?}");
    }
}

#[test]
fn a_new_learners_first_puzzles_are_the_easy_ones() {
    let puzzles = bank();
    let progress = Progress::default();
    let mut choices = vec![Choice::default()];
    choices.extend(Variant::STANDARD.map(|v| Choice {
        variant: Some(v),
        ..Choice::default()
    }));
    for choice in &choices {
        for seed in 0..40 {
            let p = next_puzzle(&puzzles, &progress, choice, None, &mut Rng::new(seed)).unwrap();
            assert!(
                // 1100 again once the rebuilt bank has more easy puzzles in every variant.
                (800..=1250).contains(&p.rating),
                "{choice:?}, seed {seed}: {} rated {}",
                p.id,
                p.rating
            );
        }
    }
    for v in Variant::STANDARD {
        crate::rating::assert_near(learner_rating(&progress, v).rating, START_RATING, 1e-9);
    }
}

#[test]
fn one_give_up_costs_at_most_the_cap_and_solving_still_raises_the_rating() {
    let puzzles = bank();
    let easy: Vec<&Puzzle> = puzzles.iter().filter(|p| p.rating <= 1100).collect();
    assert!(!easy.is_empty());
    for p in &easy {
        let mut progress = Progress::default();
        let mut s = PuzzleSession::new((*p).clone(), Lang::En);
        s.give_up();
        record(&mut progress, &s);
        let after = learner_rating(&progress, p.variant()).rating;
        assert!(
            after < START_RATING && START_RATING - after <= MAX_RATING_STEP,
            "{}: {START_RATING} -> {after}",
            p.id
        );
    }
    // Glicko-2 alone would move a newcomer much further: the cap is doing the work.
    let unbounded = Rating::new(START_RATING).after(Rating::new(900.0), 0.0);
    assert!(START_RATING - unbounded.rating > 100.0, "{unbounded:?}");

    let mut progress = Progress::default();
    let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
    solve(&mut s);
    record(&mut progress, &s);
    let up = learner_rating(&progress, Variant::Russian);
    assert!(
        up.rating > START_RATING && up.rating - START_RATING <= MAX_RATING_STEP,
        "{up:?}"
    );
    assert!(up.deviation < 350.0, "Glicko-2's deviation still shrinks");
}

#[test]
fn the_cap_only_softens_the_start() {
    // After six puzzles near the learner's level, Glicko-2's own step is already below the cap.
    let mut learner = Rating::new(START_RATING);
    let puzzle = Rating {
        rating: START_RATING,
        deviation: 150.0,
        volatility: 0.06,
    };
    for i in 0..6 {
        learner = learner.after(puzzle, f64::from(i % 2));
    }
    let step = (learner.after(puzzle, 0.0).rating - learner.rating).abs();
    assert!(step < MAX_RATING_STEP, "{step}");
}

#[test]
fn a_sheet_takes_the_failed_puzzles_most_recent_first_or_draws_by_seed() {
    use crate::progress::PuzzleProgress;
    use crate::trainer::{failed_puzzles, sheet_puzzles};
    let puzzles = traps();
    let mut progress = Progress::default();
    for (id, solved, attempts, failed, updated) in [
        ("trap-1", true, 1, false, 50),
        ("trap-2", true, 3, true, 10),
        ("trap-3", false, 2, false, 30),
        ("trap-4", false, 0, false, 90),
    ] {
        progress.puzzles.insert(
            id.into(),
            PuzzleProgress {
                solved,
                attempts,
                updated,
                failed,
                ..PuzzleProgress::default()
            },
        );
    }
    let ids = |list: Vec<&Puzzle>| list.iter().map(|p| p.id.clone()).collect::<Vec<_>>();
    let all = Choice::default();
    assert_eq!(
        ids(failed_puzzles(&puzzles, &progress, &all, 10)),
        ["trap-3", "trap-2"],
        "solved cleanly and never tried are not failed; the newest first"
    );
    assert_eq!(
        ids(failed_puzzles(&puzzles, &progress, &all, 1)),
        ["trap-3"]
    );
    let english = Choice {
        variant: Some(Variant::English),
        ..Choice::default()
    };
    assert!(failed_puzzles(&puzzles, &progress, &english, 10).is_empty());
    let drawn = ids(sheet_puzzles(&puzzles, &all, 4, 5));
    assert_eq!(drawn.len(), 4);
    assert_eq!(
        drawn,
        ids(sheet_puzzles(&puzzles, &all, 4, 5)),
        "the same seed"
    );
    assert_eq!(sheet_puzzles(&puzzles, &all, 100, 5).len(), puzzles.len());
    assert!(sheet_puzzles(&puzzles, &english, 4, 5).is_empty());
}

#[test]
fn giving_up_plays_the_solution_on_the_board_move_by_move() {
    let puzzle = traps().into_iter().next().unwrap();
    let mut s = PuzzleSession::new(puzzle.clone(), Lang::En);
    s.give_up();
    assert_eq!(s.status(), Status::GivenUp);
    assert_eq!(
        s.board(),
        puzzle.position,
        "the board goes back to the start"
    );
    let mut pos = puzzle.position;
    for path in &puzzle.solution {
        assert!(s.solution_left());
        s.show_solution_move();
        let (before, shown) = s.take_reply().expect("each move is shown moving");
        assert_eq!((before, &shown), (pos, path));
        pos = pos.play_unchecked(&path.mv);
        assert_eq!(s.board(), pos);
        assert_eq!(s.last_move(), Some(path));
    }
    assert!(!s.solution_left());
    s.show_solution_move();
    assert_eq!(s.board(), pos, "nothing more to show");
}
