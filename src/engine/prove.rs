//! The prover: decides, exactly and within a limit, whether a first move achieves a goal
//! against every defence. It answers "unknown" rather than guess when the limit is hit.
//!
//! The attacker is the side to move at the start. Goals:
//! - `win`: the defender is left with no legal move (no pieces, or all blocked);
//! - `material(N)`: once captures have ended (the side to move has none), the attacker has
//!   won at least N pieces more than it lost (a king counts as one piece, as in the majority
//!   rule; crowning is the `promote` goal);
//! - `promote`: once captures have ended, the attacker has more kings than at the start;
//! - `draw`: the attacker (the weaker side) reaches a draw by the rules (repetition or a
//!   move-limit rule), or better, against every try.
//!
//! Depth is counted in plies; capture sequences at the horizon are followed to their end.

use crate::rules::{Color, Game, GameResult, MovePath, Outcome, Position};

/// What the attacker must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Leave the defender without a move.
    Win,
    /// Win at least this many pieces more than are lost.
    Material(i32),
    /// Get a new king.
    Promote,
    /// Hold the draw (or better).
    Draw,
}

impl Goal {
    /// Reads `win`, `material:N`, `promote` or `draw`.
    pub fn parse(text: &str) -> Option<Goal> {
        match text.trim() {
            "win" => Some(Goal::Win),
            "promote" => Some(Goal::Promote),
            "draw" => Some(Goal::Draw),
            other => {
                let n = other.strip_prefix("material:")?.parse().ok()?;
                (n > 0).then_some(Goal::Material(n))
            }
        }
    }

    /// The goal as written: `win`, `material:2`, ...
    pub fn name(self) -> String {
        match self {
            Goal::Win => "win".into(),
            Goal::Material(n) => format!("material:{n}"),
            Goal::Promote => "promote".into(),
            Goal::Draw => "draw".into(),
        }
    }
}

/// How far the prover may look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProveLimit {
    /// Plies (both sides' moves, the first move included) within which the goal must be met.
    pub depth: u32,
    /// Positions to visit at most.
    pub nodes: u64,
}

impl Default for ProveLimit {
    fn default() -> ProveLimit {
        ProveLimit {
            depth: 11,
            nodes: 4_000_000,
        }
    }
}

/// A first move that achieves the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProvenMove {
    /// The main line: the first move, the defender's best resistance, and so on to the goal.
    pub line: Vec<MovePath>,
}

/// The prover's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// Every first move proven to achieve the goal, shortest proof first.
    pub proven: Vec<ProvenMove>,
    /// Whether every first move was decided within the node limit (otherwise some moves not
    /// listed may also achieve the goal).
    pub complete: bool,
    /// Positions visited.
    pub nodes: u64,
}

/// Pieces of `color` minus those of its opponent.
fn balance(pos: &Position, color: Color) -> i32 {
    pos.pieces(color).count() as i32 - pos.pieces(color.opponent()).count() as i32
}

/// What a subtree showed.
enum Found {
    /// The goal is reached in this many plies, along this line.
    Proven(u32, Vec<MovePath>),
    /// The defender can keep the goal out of reach within the depth.
    Refuted,
    /// The node limit was hit before deciding.
    Unknown,
}

struct Prover {
    goal: Goal,
    attacker: Color,
    start_balance: i32,
    start_kings: u32,
    nodes: u64,
    max_nodes: u64,
    game: Game,
}

impl Prover {
    fn out_of_nodes(&mut self) -> bool {
        self.nodes += 1;
        self.nodes > self.max_nodes
    }

    /// Whether the goal holds in the current position (before anyone moves on).
    fn reached(&self, quiet: bool) -> bool {
        let pos = self.game.position();
        match self.goal {
            Goal::Win => false,
            Goal::Material(n) => quiet && balance(pos, self.attacker) - self.start_balance >= n,
            Goal::Promote => quiet && pos.kings_of(self.attacker).count() > self.start_kings,
            Goal::Draw => matches!(self.game.outcome(), Some(Outcome::Draw(_))),
        }
    }

    /// The game ended; did the attacker get what it wanted (or more)?
    fn game_over(&self) -> Option<bool> {
        let outcome = self.game.outcome()?;
        let attacker_won = matches!(
            (outcome.result(), self.attacker),
            (GameResult::WhiteWins, Color::White) | (GameResult::BlackWins, Color::Black)
        );
        Some(attacker_won || (self.goal == Goal::Draw && outcome.result() == GameResult::Draw))
    }

    fn moves(&self) -> Vec<MovePath> {
        let pos = self.game.position();
        let mut moves = pos.legal_move_paths();
        // Captures of many pieces and crownings first: they decide most puzzles.
        moves.sort_by_key(|p| std::cmp::Reverse((p.mv.capture_count(), p.mv.promotes)));
        moves
    }

    fn search(&mut self, depth: u32) -> Found {
        if self.out_of_nodes() {
            return Found::Unknown;
        }
        if let Some(won) = self.game_over() {
            return if won {
                Found::Proven(0, Vec::new())
            } else {
                Found::Refuted
            };
        }
        let moves = self.moves();
        let quiet = !moves[0].mv.is_capture();
        if self.reached(quiet) {
            return Found::Proven(0, Vec::new());
        }
        if depth == 0 && quiet {
            return Found::Refuted;
        }
        let next_depth = depth.saturating_sub(1);
        let attacking = self.game.position().turn() == self.attacker;
        let mut unknown = false;
        let mut longest: Option<(u32, Vec<MovePath>)> = None;
        for path in moves {
            self.game.play(path.clone());
            let found = self.search(next_depth);
            self.game.undo();
            match found {
                Found::Proven(plies, line) if attacking => {
                    return Found::Proven(plies + 1, std::iter::once(path).chain(line).collect());
                }
                Found::Refuted if !attacking => return Found::Refuted,
                Found::Proven(plies, line) => {
                    // The defender resists longest.
                    if longest.as_ref().is_none_or(|l| plies + 1 > l.0) {
                        longest = Some((plies + 1, std::iter::once(path).chain(line).collect()));
                    }
                }
                Found::Unknown => unknown = true,
                Found::Refuted => {}
            }
        }
        match (unknown, longest) {
            (true, _) => Found::Unknown,
            (false, Some((plies, line))) if !attacking => Found::Proven(plies, line),
            _ => Found::Refuted,
        }
    }
}

/// A prover set up at `base` (whose side to move attacks) after the moves `played`.
fn prover_after(base: &Position, played: &[MovePath], goal: Goal, limit: ProveLimit) -> Prover {
    let attacker = base.turn();
    let mut game = Game::new(*base);
    for path in played {
        game.play(path.clone());
    }
    Prover {
        goal,
        attacker,
        start_balance: balance(base, attacker),
        start_kings: base.kings_of(attacker).count(),
        nodes: 0,
        max_nodes: limit.nodes,
        game,
    }
}

/// Proves which first moves of `pos` achieve `goal` within `limit`.
pub fn prove(pos: &Position, goal: Goal, limit: ProveLimit) -> Proof {
    prove_line(pos, &[], goal, limit)
}

/// Like [`prove`], for the attacker to move again after `played` from `base`: the goal is
/// still measured from `base` (a solver partway through a puzzle). `limit.depth` is what is
/// left.
pub fn prove_line(base: &Position, played: &[MovePath], goal: Goal, limit: ProveLimit) -> Proof {
    let mut prover = prover_after(base, played, goal, limit);
    let mut proven: Vec<(u32, ProvenMove)> = Vec::new();
    let mut complete = true;
    for first in prover.moves() {
        // Deepen step by step, so the line found is the shortest.
        for depth in 0..limit.depth.max(1) {
            prover.game.play(first.clone());
            let found = prover.search(depth);
            prover.game.undo();
            match found {
                Found::Proven(plies, line) => {
                    let line = std::iter::once(first.clone()).chain(line).collect();
                    proven.push((plies + 1, ProvenMove { line }));
                    break;
                }
                Found::Refuted => {}
                Found::Unknown => {
                    complete = false;
                    break;
                }
            }
        }
    }
    proven.sort_by_key(|p| p.0);
    Proof {
        proven: proven.into_iter().map(|p| p.1).collect(),
        complete,
        nodes: prover.nodes,
    }
}

/// Whether the goal is met after `played` from `base` (the game over in the attacker's
/// favour, or the goal reached once captures have stopped).
pub fn goal_met(base: &Position, played: &[MovePath], goal: Goal) -> bool {
    let prover = prover_after(base, played, goal, ProveLimit::default());
    if let Some(won) = prover.game_over() {
        return won;
    }
    let quiet = !prover.game.position().has_capture();
    prover.reached(quiet)
}

/// The defender's most stubborn line after `played` from `base` (the defender to move),
/// if the attacker still forces the goal within `limit.depth` plies; `None` otherwise.
pub fn best_defence(
    base: &Position,
    played: &[MovePath],
    goal: Goal,
    limit: ProveLimit,
) -> Option<Vec<MovePath>> {
    let mut prover = prover_after(base, played, goal, limit);
    match prover.search(limit.depth) {
        Found::Proven(_, line) => Some(line),
        _ => None,
    }
}
