//! Why a wrong move misses a puzzle's goal: what the prover shows about the position after
//! the wrong move and the answer the learner is shown, and those facts in words.
//!
//! Every fact is proven, never guessed: the defender's gains by proving the answer (the
//! defender attacking), the solver's by proving every move after the answer, and a draw by
//! the endgame tables. What the prover cannot decide within its budget is left unsaid.

use super::Goal;
use crate::engine::{EndingValue, MoveProof, ProveLimit, ending, prove_answer, prove_line};
use crate::rules::{Color, MovePath, Position};
use crate::{Lang, t};

/// The prover's node budget for each fact about a wrong move.
pub const FACT_NODES: u64 = 40_000;

/// Something proven about the position after a wrong move and its answer. Material is
/// counted from the puzzle's start, as the goal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The opponent wins the game by force.
    TheyWin,
    /// The endgame tables say neither side can force a win.
    OnlyDraw,
    /// The opponent wins this many pieces by force (counted in men; a king is worth more).
    TheyWinPieces(i32),
    /// The opponent gets a new king by force and keeps it.
    TheyCrown,
    /// The solver cannot win a single piece any more.
    YouWinNoPiece,
    /// The solver can win this many pieces, and no more (fewer than the goal asks).
    YouWinOnly(i32),
    /// The solver cannot get a new king.
    YouGetNoKing,
}

/// What the prover shows after `wrong` and its `answer`, played after `played` from the
/// puzzle's start `base`, with `depth` plies left to look (the answer included).
pub fn wrong_move_facts(
    base: &Position,
    played: &[MovePath],
    wrong: &MovePath,
    answer: &MovePath,
    goal: Goal,
    depth: u32,
) -> Vec<Fact> {
    let limit = ProveLimit {
        depth,
        nodes: FACT_NODES,
    };
    let mut before = played.to_vec();
    before.push(wrong.clone());
    // Proven for the defender: its answer reaches `goal` against every try, along this line
    // (the answer first).
    let they = |goal: Goal| match prove_answer(base, &before, answer, goal, limit) {
        MoveProof::Proven(line) => Some(line),
        _ => None,
    };
    let mut after = before.clone();
    after.push(answer.clone());
    let now = after.iter().fold(*base, |pos, m| pos.play_unchecked(&m.mv));
    let limit = ProveLimit {
        depth: depth.saturating_sub(1).max(1),
        ..limit
    };
    // For the solver, to move again: `Some(Some(line))` when a move reaches `goal` (along
    // that line), `Some(None)` when every move was decided and none does, `None` when the
    // budget ran out.
    let you = |goal: Goal| {
        let proof = prove_line(base, &after, goal, limit);
        match (proof.proven.into_iter().next(), proof.complete) {
            (Some(found), _) => Some(Some(found.line)),
            (None, true) => Some(None),
            (None, false) => None,
        }
    };
    if now.legal_moves().is_empty() || they(Goal::Win).is_some() {
        // No move left for the solver is a lost game, except in giveaway, where it is won
        // (and a wrong move never leads there).
        return if base.variant().is_giveaway() {
            Vec::new()
        } else {
            vec![Fact::TheyWin]
        };
    }
    if base.variant().is_giveaway() {
        // Pieces lost are a gain there: the counts below would mislead.
        return Vec::new();
    }
    if goal == Goal::Win && ending(&now) == Some(EndingValue::Draw) {
        return vec![Fact::OnlyDraw];
    }
    // The prover counts a king as two and a half men; the words count pieces. A count is
    // said only as far as both agree: the value proven, and the pieces taken on its line.
    let pieces = |line: &[MovePath]| net_pieces(base, &before, line, base.turn());
    let mut found = Vec::new();
    let they_win = match they(Goal::Material(1)) {
        Some(line) => {
            let two = they(Goal::Material(2)).is_some_and(|l| -pieces(&l) >= 2);
            if two { 2 } else { (-pieces(&line)).min(1) }
        }
        None => 0,
    };
    if they_win > 0 {
        found.push(Fact::TheyWinPieces(they_win));
    }
    if they(Goal::Promote).is_some() {
        found.push(Fact::TheyCrown);
    }
    if !found.is_empty() {
        // What the opponent gains says enough.
        return found;
    }
    let wants_pieces = match goal {
        Goal::Material(n) => n,
        Goal::ManOrKing => 1,
        _ => 0,
    };
    // What the solver can still win: the most `n` proven, and `n + 1` refuted.
    let mut won = 0;
    for n in 1..=wants_pieces {
        match you(Goal::Material(n)) {
            Some(Some(line)) if net_pieces(base, &after, &line, base.turn()) >= n => won = n,
            Some(None) => break,
            // Undecided, or a count of pieces that differs from the value: say nothing.
            _ => return found,
        }
    }
    match won {
        _ if won >= wants_pieces => {}
        0 => found.push(Fact::YouWinNoPiece),
        n => found.push(Fact::YouWinOnly(n)),
    }
    if matches!(goal, Goal::Promote | Goal::ManOrKing) && matches!(you(Goal::Promote), Some(None)) {
        found.push(Fact::YouGetNoKing);
    }
    found
}

/// Pieces the `solver` is up, counted from `base` along `played` then `line`: those it took
/// less those it lost.
fn net_pieces(base: &Position, played: &[MovePath], line: &[MovePath], solver: Color) -> i32 {
    let mut pos = *base;
    let mut net = 0;
    for m in played.iter().chain(line) {
        let taken = m.mv.captured.count() as i32;
        net += if pos.turn() == solver { taken } else { -taken };
        pos = pos.play_unchecked(&m.mv);
    }
    net
}

/// The facts in words, then the goal they miss: "You win no piece. The goal was to win two
/// pieces." With no fact proven, only that the move misses the goal. `defender` is the
/// side that answers the wrong move.
pub fn missed_goal_text(
    found: &[Fact],
    goal: Goal,
    giveaway: bool,
    defender: Color,
    lang: Lang,
) -> String {
    let side = match defender {
        Color::White => "white",
        Color::Black => "black",
    };
    let (kind, count) = match goal {
        Goal::Win if giveaway => ("giveaway", 0),
        goal => goal.kind_and_count(),
    };
    if found.is_empty() {
        return t!(lang, "puzzle-why-missed", goal = kind, count = count);
    }
    let mut words: Vec<String> = found
        .iter()
        .map(|fact| match *fact {
            Fact::TheyWin => t!(lang, "puzzle-why-they-win", side = side),
            Fact::OnlyDraw => t!(lang, "puzzle-why-only-draw"),
            Fact::TheyWinPieces(n) => {
                t!(lang, "puzzle-why-they-win-pieces", side = side, count = n)
            }
            Fact::TheyCrown => t!(lang, "puzzle-why-they-crown", side = side),
            Fact::YouWinNoPiece => t!(lang, "puzzle-why-no-piece"),
            Fact::YouWinOnly(n) => t!(lang, "puzzle-why-only", count = n),
            Fact::YouGetNoKing => t!(lang, "puzzle-why-no-king"),
        })
        .collect();
    words.push(t!(lang, "puzzle-why-goal", goal = kind, count = count));
    words.join(" ")
}
