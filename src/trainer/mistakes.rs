//! Learning from one's own mistakes: a blunder of a game becomes a puzzle (find the better
//! move) that joins the review queue, is rebuilt by the prover when it comes due, and is
//! solved like any puzzle.
//!
//! A mistake puzzle teaches only what the prover confirms: the better move reaches a goal
//! against every defence (a win, the most material, or a new king) and the move played does
//! not. A blunder with no such goal gives no puzzle.

use crate::content::{Puzzle, Text, prove_puzzle};
use crate::engine::{Goal, MoveProof, ProveLimit, prove, prove_move};
use crate::fnv::fnv1a;
use crate::progress::{Progress, ReviewTask};
use crate::rules::{Color, Game, MovePath, Position, Variant, full_text, parse_move};
use crate::t;
use crate::trainer::{MoveReview, PuzzleSession, Status, blunders};

/// The collection mistake puzzles belong to. Their first hint in words names the move of the
/// game: the puzzle screen shows it from the start, and the graded hints leave it out.
pub const MISTAKES: &str = "mistakes";

/// How far the prover looks for a mistake puzzle's goal: deep enough for a shot of a few
/// moves, small enough to take well under a second.
pub const MISTAKE_PROOF: ProveLimit = ProveLimit {
    depth: 9,
    nodes: 1_500_000,
};

/// The goals tried for the better move, in order: the first that the better move reaches
/// and the move played does not is the puzzle's.
const GOALS: [Goal; 6] = [
    Goal::Win,
    Goal::Material(4),
    Goal::Material(3),
    Goal::Material(2),
    Goal::Material(1),
    Goal::Promote,
];

/// The puzzle of a blunder: in `before`, the position the learner moved in, `played` was
/// the learner's move and `better` a better one. The goal is the first of a win, the most
/// material (4 men down to 1) and a new king that the prover confirms for `better` and
/// refutes for `played`; the solution is the prover's main line, and every other first move
/// proven to reach the goal is accepted too. `None` when no goal is proven (a puzzle that
/// would not teach), or when the two moves are the same.
pub fn mistake_puzzle(before: &Position, played: &MovePath, better: &MovePath) -> Option<Puzzle> {
    if played.mv == better.mv {
        return None;
    }
    GOALS.into_iter().find_map(|goal| {
        let reaches = |path: &MovePath| prove_move(before, &[], path, goal, MISTAKE_PROOF);
        let fits = matches!(reaches(better), MoveProof::Proven(_))
            && reaches(played) == MoveProof::Refuted;
        fits.then(|| build(before, played, goal, Some(better)))
            .flatten()
    })
}

/// The puzzle of `goal` in `before`, where `played` must not reach it: the key move is
/// `better` if the prover proves it (else the shortest proof's), the other proven first
/// moves are accepted too. `None` unless every first move is decided, `played` is refuted,
/// and the whole puzzle passes [`prove_puzzle`].
fn build(
    before: &Position,
    played: &MovePath,
    goal: Goal,
    better: Option<&MovePath>,
) -> Option<Puzzle> {
    let proof = prove(before, goal, MISTAKE_PROOF);
    let first = |line: &[MovePath]| line[0].mv;
    if !proof.complete || proof.proven.iter().any(|p| first(&p.line) == played.mv) {
        return None;
    }
    let key = better
        .and_then(|b| proof.proven.iter().find(|p| first(&p.line) == b.mv))
        .or(proof.proven.first())?;
    let solution = key.line.clone();
    let also = proof
        .proven
        .iter()
        .filter(|p| first(&p.line) != solution[0].mv)
        .map(|p| p.line[0].clone())
        .collect();
    let variant = before.variant();
    let played = full_text(variant, played);
    let better = full_text(variant, &solution[0]);
    let solver_moves = solution.len().div_ceil(2) as u32;
    let puzzle = Puzzle {
        id: mistake_id(before),
        collection: MISTAKES.into(),
        position: *before,
        goal,
        solution,
        also,
        hints: vec![Text::each(|lang| {
            t!(lang, "mistake-hint", played = played.as_str())
        })],
        explain: Some(Text::each(|lang| {
            t!(
                lang,
                "mistake-explain",
                played = played.as_str(),
                better = better.as_str()
            )
        })),
        themes: Vec::new(),
        rating: (700 + 150 * solver_moves).min(2000),
        source: None,
        proof: Some(MISTAKE_PROOF),
    };
    prove_puzzle(&puzzle).is_ok().then_some(puzzle)
}

/// A mistake puzzle's id, stable for its position: `mistake-russian-<hash of the FEN>`.
pub fn mistake_id(pos: &Position) -> String {
    let fen = pos.to_fen();
    format!(
        "mistake-{}-{:016x}",
        pos.variant().name(),
        fnv1a(fen.as_bytes())
    )
}

/// The review task of a mistake puzzle, whose learner played `played` in its position.
pub fn mistake_task(puzzle: &Puzzle, played: &MovePath) -> ReviewTask {
    ReviewTask::Mistake {
        variant: puzzle.variant().name().into(),
        fen: puzzle.position.to_fen(),
        played: full_text(puzzle.variant(), played),
        goal: puzzle.goal.name(),
    }
}

/// Rebuilds the puzzle of a mistake task with the prover (the rules or the prover may have
/// changed since it was made). `None` when the task is not a mistake, does not read back,
/// or its puzzle no longer proves: such a task is dropped.
pub fn puzzle_of_task(task: &ReviewTask) -> Option<Puzzle> {
    let ReviewTask::Mistake {
        variant,
        fen,
        played,
        goal,
    } = task
    else {
        return None;
    };
    let before = Position::from_fen(Variant::from_name(variant)?, fen).ok()?;
    let played = parse_move(&before, played).ok()?;
    build(&before, &played, Goal::parse(goal)?, None)
}

/// Adds mistake puzzles, each with the move the learner played, to the review queue at
/// `now`: due a day later, as any missed task. Returns how many were added or brought back.
pub fn add_mistakes(progress: &mut Progress, mistakes: &[(Puzzle, MovePath)], now: u64) -> usize {
    mistakes
        .iter()
        .filter(|(puzzle, played)| {
            progress
                .review
                .record(&mistake_task(puzzle, played), false, now)
        })
        .count()
}

/// The puzzles of `side`'s blunders in the review of `game` ([`blunders`]), each with the
/// move played, ready for [`add_mistakes`]. A blunder with no puzzle ([`mistake_puzzle`])
/// gives none. It runs the prover, so the screens call it off their own thread.
pub fn blunder_puzzles(
    game: &Game,
    reviews: &[MoveReview],
    side: Color,
) -> Vec<(Puzzle, MovePath)> {
    blunders(reviews, side)
        .into_iter()
        .filter_map(|r| {
            let before = game.positions().get(r.ply)?;
            let puzzle = mistake_puzzle(before, &r.played, r.best.as_ref()?)?;
            Some((puzzle, r.played.clone()))
        })
        .collect()
}

/// Records a mistake task solved in review at `now`: right when solved with no mistake and
/// no hint. Only the review queue changes (a mistake puzzle has no rating of its own).
pub fn record_mistake(
    progress: &mut Progress,
    task: &ReviewTask,
    session: &PuzzleSession,
    now: u64,
) {
    let right = session.status() == Status::Solved && session.mistakes_and_hints() == (0, 0);
    progress.review.record(task, right, now);
}
