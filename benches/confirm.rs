//! The puzzle bank's confirmation pass (issue 34): each puzzle's book line is played out, and
//! the position it ends in is searched just past its captures (what the prover's material count
//! sees) and then a few plies deeper. A puzzle whose score for the solver moves by more than a
//! tenth of a man between the two is one whose claimed gain a deeper look does not confirm as
//! it stands; the pass counts them per variant and names the worst.
//!
//! `cargo bench --bench confirm`; `CONFIRM_PLIES` (default 6) sets how much deeper, and
//! `CONFIRM_WORST` (default 15) how many of the worst puzzles are named.

use std::collections::BTreeMap;
use std::time::Instant;

use shashki::content::{Puzzle, load_puzzles};
use shashki::engine::{Limits, Searcher, WIN_FOUND};
use shashki::rules::{Position, Variant};

/// A tenth of a man, in the engine's hundredths.
const TENTH: i32 = 10;
/// Scores past this are wins; they compare as equal to each other.
const CLAMP: i32 = 2_000;

fn env(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The position the book line ends in, or `None` if a move of it is not legal (the check of
/// the bank refuses such a puzzle; it is counted apart here).
fn line_end(puzzle: &Puzzle) -> Option<Position> {
    let mut pos = puzzle.position;
    for path in &puzzle.solution {
        pos = pos.play(&path.mv).ok()?;
    }
    Some(pos)
}

/// The score of `pos` for the solver (the side to move at the puzzle's start), searched to
/// `depth` plies, win scores clamped.
fn solver_score(searcher: &mut Searcher, pos: &Position, puzzle: &Puzzle, depth: u32) -> i32 {
    let found = searcher.search(pos, &[], Limits::depth(depth));
    let score = if found.score > WIN_FOUND {
        CLAMP
    } else if found.score < -WIN_FOUND {
        -CLAMP
    } else {
        found.score.clamp(-CLAMP, CLAMP)
    };
    if pos.turn() == puzzle.position.turn() {
        score
    } else {
        -score
    }
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    moved: usize,
    worse: usize,
    worse_by_a_man: usize,
    unplayable: usize,
}

fn main() {
    let plies = env("CONFIRM_PLIES", 6);
    let worst_shown = env("CONFIRM_WORST", 15) as usize;
    let (puzzles, broken) = load_puzzles(None);
    assert!(broken.is_empty(), "the built-in bank reads: {broken:?}");
    let started = Instant::now();
    let mut searcher = Searcher::default();
    let mut tallies: BTreeMap<Variant, Tally> = BTreeMap::new();
    let mut worst: Vec<(i32, String, i32, i32)> = Vec::new();
    for puzzle in &puzzles {
        let tally = tallies.entry(puzzle.variant()).or_default();
        tally.puzzles += 1;
        let Some(end) = line_end(puzzle) else {
            tally.unplayable += 1;
            continue;
        };
        // Depth 1 plays out the captures and crownings pending (the quiescence search), which
        // is what a material count at the end of the line stands for.
        let at_end = solver_score(&mut searcher, &end, puzzle, 1);
        let deeper = solver_score(&mut searcher, &end, puzzle, 1 + plies);
        let change = deeper - at_end;
        if change.abs() > TENTH {
            tally.moved += 1;
        }
        if change < -TENTH {
            tally.worse += 1;
            worst.push((change, puzzle.id.clone(), at_end, deeper));
        }
        if change <= -100 {
            tally.worse_by_a_man += 1;
        }
    }
    println!(
        "confirmation pass: each book line's end searched at depth 1 and at depth {} \
         ({:.1} s)",
        1 + plies,
        started.elapsed().as_secs_f64()
    );
    println!();
    println!(
        "{:<24} {:>7} {:>14} {:>14} {:>14} {:>10}",
        "variant", "puzzles", "moved >0.1", "worse >0.1", "worse >=1 man", "unplayable"
    );
    let mut total = Tally::default();
    for (variant, t) in &tallies {
        println!(
            "{:<24} {:>7} {:>14} {:>14} {:>14} {:>10}",
            variant.code(),
            t.puzzles,
            t.moved,
            t.worse,
            t.worse_by_a_man,
            t.unplayable
        );
        total.puzzles += t.puzzles;
        total.moved += t.moved;
        total.worse += t.worse;
        total.worse_by_a_man += t.worse_by_a_man;
        total.unplayable += t.unplayable;
    }
    println!(
        "{:<24} {:>7} {:>14} {:>14} {:>14} {:>10}",
        "all", total.puzzles, total.moved, total.worse, total.worse_by_a_man, total.unplayable
    );
    worst.sort();
    println!();
    println!("the worst for the solver (score at the line's end, then deeper, hundredths):");
    for (change, id, at_end, deeper) in worst.iter().take(worst_shown) {
        println!("  {id:<28} {at_end:>6} -> {deeper:>6} ({change:+})");
    }
}
