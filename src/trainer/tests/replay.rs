//! Tests of the end of a run: a replay of the failed puzzles goes through its list once and
//! says how many are solved now ("all solved" only when so), "Well played" only when it is
//! true, and the puzzle menu keeps the How chosen.

use std::time::Duration;

use crate::Lang;
use crate::content::{Puzzle, load_puzzles};
use crate::progress::Progress;
use crate::rng::Rng;
use crate::trainer::{
    Choice, Offer, PuzzleRun, PuzzleSession, RunEnd, RunMode, Status, offer, record,
};

fn traps() -> Vec<Puzzle> {
    let (bank, _) = load_puzzles(None);
    bank.into_iter()
        .filter(|p| p.collection == "russian-traps")
        .collect()
}

fn solve(s: &mut PuzzleSession) {
    let line = s.puzzle().solution.clone();
    for m in line.iter().step_by(2) {
        s.play_route(&m.squares().collect::<Vec<_>>());
    }
    assert_eq!(s.status(), Status::Solved, "{:?}", s.feedback());
}

/// Plays `puzzle` as `how` says ("solve", "mistake": a wrong move first, "give up"),
/// records it and counts it in `run`.
fn play(run: &mut PuzzleRun, progress: &mut Progress, puzzle: &Puzzle, how: &str) {
    let mut s = PuzzleSession::new(puzzle.clone(), Lang::En);
    match how {
        "give up" => s.give_up(),
        "mistake" => {
            // The first legal move the session punishes.
            let wrong = s
                .puzzle()
                .position
                .legal_move_paths()
                .into_iter()
                .find(|m| {
                    let mut t = s.clone();
                    t.play_route(&m.squares().collect::<Vec<_>>());
                    t.status() == Status::Punished
                })
                .unwrap();
            s.play_route(&wrong.squares().collect::<Vec<_>>());
            s.take_back();
            solve(&mut s);
        }
        _ => solve(&mut s),
    }
    record(progress, &s);
    run.finished(&s);
}

/// Three traps failed (given up), trap-3 last.
fn three_failed(puzzles: &[Puzzle]) -> Progress {
    let mut progress = Progress::default();
    for (i, id) in ["trap-1", "trap-2", "trap-3"].into_iter().enumerate() {
        let p = puzzles.iter().find(|p| p.id == id).unwrap();
        let mut s = PuzzleSession::new(p.clone(), Lang::En);
        s.give_up();
        record(&mut progress, &s);
        progress.puzzles.get_mut(id).unwrap().updated = 100 + i as u64;
    }
    progress
}

fn replay_choice() -> Choice {
    Choice {
        failed_only: true,
        ..Choice::default()
    }
}

#[test]
fn a_replay_goes_through_its_list_once_and_says_how_many_are_solved_now() {
    let puzzles = traps();
    let mut progress = three_failed(&puzzles);
    let mut rng = Rng::new(3);
    // Chosen on the menu: a streak; the replay itself is practice.
    let mut run = PuzzleRun::begin(RunMode::Streak, replay_choice(), &puzzles, &progress);
    assert_eq!(run.mode, RunMode::Practice);
    assert!(run.is_replay());
    let mut next =
        |run: &mut PuzzleRun, progress: &Progress| run.next(&puzzles, progress, &mut rng).cloned();
    let first = next(&mut run, &progress).unwrap();
    assert_eq!(first.id, "trap-3", "the most recent failure first");
    play(&mut run, &mut progress, &first, "solve");
    let second = next(&mut run, &progress).unwrap();
    assert_eq!(second.id, "trap-2");
    play(&mut run, &mut progress, &second, "give up");
    // Left here: what was done, and what is still to replay.
    let left = run
        .summary(RunEnd::Stopped, Duration::ZERO, false, Lang::En)
        .unwrap();
    assert_eq!(
        left.text,
        "Puzzles replayed: 2 of 3\nSolved without a mistake: 1\nStill to replay: 2"
    );
    assert_eq!(left.title, "Replay over");
    let third = next(&mut run, &progress).unwrap();
    assert_eq!(third.id, "trap-1");
    play(&mut run, &mut progress, &third, "mistake");
    // Given up again or solved with a mistake: still failed, but not offered twice.
    assert!(next(&mut run, &progress).is_none(), "each puzzle once");
    let end = run
        .summary(RunEnd::NoMore, Duration::ZERO, false, Lang::En)
        .unwrap();
    assert_eq!(
        end.text,
        "Puzzles replayed: 3 of 3\nSolved without a mistake: 1\nStill to replay: 2"
    );
    assert_eq!(end.title, "Replay over");
    // What it says is still to replay is what the menu offers to replay.
    assert_eq!(
        offer(&puzzles, &progress, &replay_choice()),
        Offer::Puzzles(2)
    );
    // The menu opens again with the How chosen, and replaying is not kept.
    assert_eq!(run.menu(), (RunMode::Streak, Choice::default()));
}

#[test]
fn all_solved_and_well_played_only_when_every_replayed_puzzle_is_solved() {
    let puzzles = traps();
    let mut progress = three_failed(&puzzles);
    let mut rng = Rng::new(5);
    let mut run = PuzzleRun::begin(RunMode::Timed, replay_choice(), &puzzles, &progress);
    assert_eq!(run.mode, RunMode::Practice, "a replay is never timed");
    while let Some(p) = run.next(&puzzles, &progress, &mut rng).cloned() {
        play(&mut run, &mut progress, &p, "solve");
    }
    let end = run
        .summary(RunEnd::NoMore, Duration::ZERO, false, Lang::En)
        .unwrap();
    assert_eq!(
        end.text,
        "All 3 puzzles you replayed are solved now, without a mistake!"
    );
    assert_eq!(end.title, "Well played");
    let ru = run
        .summary(RunEnd::NoMore, Duration::ZERO, false, Lang::Ru)
        .unwrap();
    assert_eq!(
        ru.text,
        "Все повторённые задачи (3) теперь решены без ошибок!"
    );
    assert_eq!(run.menu().0, RunMode::Timed);
    // Left before finishing one: nothing to sum up, back to the menu.
    let run = PuzzleRun::begin(RunMode::Practice, replay_choice(), &puzzles, &progress);
    assert_eq!(
        run.summary(RunEnd::Stopped, Duration::ZERO, false, Lang::En),
        None
    );
}

#[test]
fn a_run_that_solved_nothing_is_not_called_well_played() {
    let puzzles = traps();
    let mut progress = Progress::default();
    let mut run = PuzzleRun::new(RunMode::Practice, Choice::default());
    play(&mut run, &mut progress, &puzzles[0], "give up");
    let end = run
        .summary(RunEnd::NoMore, Duration::ZERO, false, Lang::En)
        .unwrap();
    assert_eq!(end.title, "Next for me");
    assert_eq!(
        end.text,
        "No more puzzles match these choices.\n\nPuzzles solved: 0\nPoints: 0"
    );
    play(&mut run, &mut progress, &puzzles[1], "solve");
    let end = run
        .summary(RunEnd::NoMore, Duration::ZERO, false, Lang::En)
        .unwrap();
    assert_eq!(end.title, "Well played");
    // A streak ended by a wrong move at once.
    let mut streak = PuzzleRun::new(RunMode::Streak, Choice::default());
    let mut s = PuzzleSession::in_streak(puzzles[0].clone(), Lang::En);
    s.give_up();
    streak.finished(&s);
    let end = streak
        .summary(RunEnd::Stopped, Duration::ZERO, false, Lang::En)
        .unwrap();
    assert_eq!(end.title, "Streak");
    assert!(end.text.starts_with("The streak is over."), "{}", end.text);
}
