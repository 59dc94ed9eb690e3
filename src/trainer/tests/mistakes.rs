//! Mistake puzzles: a blunder of a game becomes a puzzle the prover confirms, and a review
//! task that comes back and is solved like any puzzle.

use std::time::Instant;

use crate::Lang;
use crate::content::prove_puzzle;
use crate::engine::{Goal, Limits, Searcher};
use crate::progress::{DAY, Progress, ReviewQueue, ReviewTask};
use crate::rules::{Color, Game, MovePath, Position, Variant, full_text, parse_move};
use crate::trainer::{
    MISTAKES, Mark, PuzzleSession, ReviewSession, Status, add_mistakes, blunder_puzzles,
    mistake_puzzle, mistake_task, puzzle_of_task, record_mistake, review_ply,
};

const T0: u64 = 1_800_000_000;

/// White to move: d4-e5 gives a man and h4 takes three (a shot); b2-c3 hangs a man to
/// b4:d2 instead.
const SHOT: &str = "W:Wa1,b2,e3,g3,d4,f4,h4:Bb4,g5,f6,h6,c7,e7,h8";

/// White to move: c3-b4 hangs two men to a5:c3:e1 (and a king); g3-h4 keeps the material
/// but wins nothing the prover can show.
const HANG_TWO: &str = "W:Wa1,c3,d2,e3,g3:Ba5,b6,f6,g7,h8";

fn position(fen: &str) -> Position {
    Position::from_fen(Variant::Russian, fen).unwrap()
}

fn mv(pos: &Position, text: &str) -> MovePath {
    parse_move(pos, text).unwrap()
}

/// Plays the solver's moves of the main line until the session is over.
fn solve(session: &mut PuzzleSession) {
    let line = session.puzzle().solution.clone();
    let variant = session.puzzle().variant();
    for path in line.iter().step_by(2) {
        if session.status() != Status::Solving {
            break;
        }
        session.type_text(&full_text(variant, path));
    }
}

#[test]
fn a_missed_shot_becomes_a_puzzle_the_prover_confirms_and_the_blunder_is_not_accepted() {
    let before = position(SHOT);
    let (played, better) = (mv(&before, "b2-c3"), mv(&before, "d4-e5"));
    let started = Instant::now();
    let puzzle = mistake_puzzle(&before, &played, &better).expect("a puzzle");
    eprintln!("mistake_puzzle (shot): {:?}", started.elapsed());
    assert!(
        matches!(puzzle.goal, Goal::Material(n) if n >= 2),
        "{:?}",
        puzzle.goal
    );
    assert_eq!(puzzle.solution[0].mv, better.mv);
    assert!(!puzzle.also.iter().any(|a| a.mv == played.mv));
    assert_eq!(prove_puzzle(&puzzle), Ok(()));
    assert_eq!(puzzle.collection, MISTAKES);
    assert!(puzzle.id.starts_with("mistake-russian-"), "{}", puzzle.id);
    assert_eq!(
        mistake_puzzle(&before, &played, &better).map(|p| p.id),
        Some(puzzle.id.clone()),
        "the id is stable"
    );
    let hint = puzzle.hints[0].get(Lang::En);
    assert!(hint.contains("b2-c3"), "{hint}");
    for lang in Lang::ALL {
        assert!(puzzle.hints[0].get(lang).contains("b2-c3"));
        let explain = puzzle.explain.as_ref().unwrap().get(lang);
        assert!(explain.contains("d4-e5"), "{explain}");
    }
    // The move of the game is punished, the better one solves.
    let mut session = PuzzleSession::new(puzzle.clone(), Lang::En);
    session.type_text("b2-c3");
    assert_eq!(session.status(), Status::Punished);
    session.take_back();
    solve(&mut session);
    assert_eq!(session.status(), Status::Solved);
}

#[test]
fn a_blunder_with_no_provable_gain_gives_no_puzzle() {
    let before = position(HANG_TWO);
    let (played, better) = (mv(&before, "c3-b4"), mv(&before, "g3-h4"));
    let started = Instant::now();
    assert_eq!(mistake_puzzle(&before, &played, &better), None);
    eprintln!("mistake_puzzle (no gain): {:?}", started.elapsed());
    assert_eq!(
        mistake_puzzle(&before, &better, &better),
        None,
        "the same move"
    );
}

#[test]
fn a_blunder_found_by_the_game_review_becomes_a_proven_puzzle_in_the_review_queue() {
    // Two games: in one White hangs two men where nothing better than keeping them exists
    // (no puzzle), in the other White plays b2-c3 where d4-e5 had a shot.
    let review = |fen: &str, text: &str| {
        let mut game = Game::new(position(fen));
        game.play(mv(game.position(), text));
        let reviews = vec![review_ply(
            &game,
            0,
            &Limits::depth(8),
            &mut Searcher::default(),
        )];
        assert_eq!(reviews[0].mark, Mark::Blunder, "{text}: {:?}", reviews[0]);
        (game, reviews)
    };
    let (game, reviews) = review(HANG_TWO, "c3-b4");
    assert!(blunder_puzzles(&game, &reviews, Color::White).is_empty());
    let (game, reviews) = review(SHOT, "b2-c3");
    assert!(
        blunder_puzzles(&game, &reviews, Color::Black).is_empty(),
        "not Black's"
    );
    let puzzles = blunder_puzzles(&game, &reviews, Color::White);
    assert_eq!(puzzles.len(), 1);
    let (puzzle, played) = &puzzles[0];
    assert_eq!(prove_puzzle(puzzle), Ok(()));
    assert_eq!(full_text(Variant::Russian, played), "b2-c3");
    let mut progress = Progress::default();
    assert_eq!(add_mistakes(&mut progress, &puzzles, T0), 1);
    let keys: Vec<&String> = progress.review.0.keys().collect();
    assert_eq!(
        keys,
        [&format!("mistake/russian/{}", position(SHOT).to_fen())]
    );
}

#[test]
fn a_mistake_task_reads_back_comes_due_tomorrow_and_a_right_answer_sends_it_later() {
    let before = position(SHOT);
    let played = mv(&before, "b2-c3");
    let puzzle = mistake_puzzle(&before, &played, &mv(&before, "d4-e5")).unwrap();
    let task = mistake_task(&puzzle, &played);
    let ReviewTask::Mistake {
        variant,
        fen,
        played: text,
        goal,
    } = &task
    else {
        panic!("{task:?}");
    };
    assert_eq!(
        (variant.as_str(), fen.as_str(), text.as_str()),
        ("russian", SHOT, "b2-c3")
    );
    assert_eq!(Goal::parse(goal), Some(puzzle.goal));

    let mut progress = Progress::default();
    assert_eq!(
        add_mistakes(&mut progress, &[(puzzle.clone(), played)], T0),
        1
    );
    let yaml = serde_yaml::to_string(&progress.review).unwrap();
    assert!(yaml.contains("kind: mistake"), "{yaml}");
    let back: ReviewQueue = serde_yaml::from_str(&yaml).unwrap();
    assert_eq!(back, progress.review);
    assert_eq!(progress.review.due_count(T0), 0, "not due at once");

    // Due tomorrow: the session asks it, the prover rebuilds the puzzle, and solving it
    // cleanly sends it three days on.
    let now = T0 + DAY;
    let mut review = ReviewSession::due(&progress, now);
    assert_eq!(review.current(), Some(&task));
    let started = Instant::now();
    let rebuilt = puzzle_of_task(&task).expect("still proven");
    eprintln!("puzzle_of_task: {:?}", started.elapsed());
    assert_eq!(
        (rebuilt.id.as_str(), rebuilt.goal),
        (puzzle.id.as_str(), puzzle.goal)
    );
    assert_eq!(prove_puzzle(&rebuilt), Ok(()));
    let mut session = PuzzleSession::new(rebuilt, Lang::En);
    solve(&mut session);
    assert_eq!(session.status(), Status::Solved);
    record_mistake(&mut progress, &task, &session, now);
    review.answered(true);
    assert_eq!(review.tally(), (1, 1));
    assert_eq!(progress.review.0[&task.key()].due, now + 3 * DAY);
    assert!(
        progress.puzzles.is_empty(),
        "a mistake puzzle has no bank entry"
    );

    // Solved with a hint: wrong, back tomorrow. The hint does not repeat the move of the
    // game, which the screen shows already.
    let later = now + 3 * DAY;
    let mut session = PuzzleSession::new(puzzle_of_task(&task).unwrap(), Lang::En);
    session.hint();
    let hint = &session.feedback().unwrap().text;
    assert!(hint.contains("d4") && !hint.contains("b2-c3"), "{hint}");
    solve(&mut session);
    record_mistake(&mut progress, &task, &session, later);
    assert_eq!(progress.review.0[&task.key()].due, later + DAY);
}

#[test]
fn a_mistake_task_that_no_longer_proves_or_reads_back_gives_no_puzzle() {
    let task = |fen: &str, played: &str, goal: &str| ReviewTask::Mistake {
        variant: "russian".into(),
        fen: fen.into(),
        played: played.into(),
        goal: goal.into(),
    };
    // The shot wins material but not the game; the played move now achieves the goal.
    assert_eq!(puzzle_of_task(&task(SHOT, "b2-c3", "win")), None);
    assert_eq!(puzzle_of_task(&task(SHOT, "d4-e5", "material:2")), None);
    // Broken: an illegal move, a bad FEN, an unknown goal or variant.
    assert_eq!(puzzle_of_task(&task(SHOT, "a1-b2", "material:2")), None);
    assert_eq!(puzzle_of_task(&task("W:Wz9", "b2-c3", "material:2")), None);
    assert_eq!(puzzle_of_task(&task(SHOT, "b2-c3", "lots")), None);
    let mut other = task(SHOT, "b2-c3", "material:2");
    if let ReviewTask::Mistake { variant, .. } = &mut other {
        *variant = "chess".into();
    }
    assert_eq!(puzzle_of_task(&other), None);
    assert!(puzzle_of_task(&task(SHOT, "b2-c3", "material:2")).is_some());
    assert_eq!(puzzle_of_task(&ReviewTask::Puzzle { id: "p".into() }), None);
}
