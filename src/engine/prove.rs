//! The prover: decides, exactly and within a limit, whether a first move achieves a goal
//! against every defence. It answers "unknown" rather than guess when the limit is hit.
//!
//! The attacker (the solver) is the side to move at the start. Material is counted from the
//! captures made along the line: what the attacker took minus what the defender took, a man
//! worth 2 half-men and a king [`KING_VALUE_IN_HALF_MEN`] (two and a half men). Crowning
//! gains no material. A position is *quiet for both sides* when the side to move has no
//! capture and the other side would have none either if it were to move: nothing hangs.
//! Goals:
//! - `win`: the defender is left with no legal move (no pieces, or all blocked);
//! - `material(N)`: in a position quiet for both sides, the captured-value balance is at
//!   least N men (so a man won and taken back at once is no gain, and a king traded for two
//!   men is half a man lost);
//! - `promote`: in a position quiet for both sides, the attacker has more kings than at the
//!   start and no net loss of material (balance >= 0), and it keeps them one full move:
//!   against every defender reply the attacker has a move after which (captures followed to
//!   the end) it still has its extra king and a balance >= 0;
//! - `man-or-king`: `material(1)` or `promote`, whichever the defence allows (a trap where
//!   the defender may give a man back to stop the crowning);
//! - `draw`: the attacker (the weaker side) reaches a draw by the rules (repetition or a
//!   move-limit rule), or better, against every try.
//!
//! Depth is counted in plies; capture sequences at the horizon are followed to their end,
//! and so is the move a new king must be kept.
//!
//! Endings in the endgame tables ([`ending`]: the general tables of few pieces when the
//! engine has them, else the built-in kings-only ones with a lone king) are decided by the
//! table for `win` and `draw`: exact, and far beyond the search's depth.
//!
//! What the prover cannot see, a search can judge: [`outlook`] searches a position reached
//! in a puzzle and says whether the engine thinks the goal's promise holds there (used by
//! `shashki check` for the survival of a material gain, and by the trainer for moves the
//! prover cannot decide in time).

use super::endgame::{EndingValue, ending_line};
use super::eval::Weights;
use super::search::{Limits, Searcher, WIN_FOUND};
use super::tables::ending;
use crate::rules::{Color, Game, GameResult, MovePath, Outcome, Position};

/// What the attacker must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Leave the defender without a move.
    Win,
    /// Win at least this many men more than are lost (a king counts two and a half), in a
    /// position quiet for both sides.
    Material(i32),
    /// Get a new king without losing material, and keep it one full move.
    Promote,
    /// Win a man or get a new king (as `Material(1)` or `Promote`): the defender chooses
    /// which to give up.
    ManOrKing,
    /// Hold the draw (or better).
    Draw,
}

impl Goal {
    /// What [`Goal::parse`] reads, for error messages.
    pub const EXPECTED: &'static str = "win, material:N (N > 0), promote, man-or-king or draw";

    /// Reads `win`, `material:N`, `promote`, `man-or-king` or `draw`.
    pub fn parse(text: &str) -> Option<Goal> {
        match text.trim() {
            "win" => Some(Goal::Win),
            "promote" => Some(Goal::Promote),
            "man-or-king" => Some(Goal::ManOrKing),
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
            Goal::ManOrKing => "man-or-king".into(),
            Goal::Draw => "draw".into(),
        }
    }

    /// The goal's kind and count, as the message catalogues select a task's words: `("win",
    /// 0)`, `("material", 2)`, `("promote", 0)`, `("man-or-king", 0)`, `("draw", 0)`.
    pub fn kind_and_count(self) -> (&'static str, i32) {
        match self {
            Goal::Win => ("win", 0),
            Goal::Material(n) => ("material", n),
            Goal::Promote => ("promote", 0),
            Goal::ManOrKing => ("man-or-king", 0),
            Goal::Draw => ("draw", 0),
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

/// What a king is worth in the prover's material count, in half-men (a man is 2): two and a
/// half men. So a king traded for two men is half a man lost, not a gain.
pub const KING_VALUE_IN_HALF_MEN: i32 = 5;

/// What the captures of `path`, played in `before`, take, in half-men.
fn captured_value(before: &Position, path: &MovePath) -> i32 {
    let taken = path.mv.captured;
    let kings = (taken & before.kings()).count() as i32;
    let men = taken.count() as i32 - kings;
    2 * men + KING_VALUE_IN_HALF_MEN * kings
}

/// Whether neither side could capture in `pos`: the side to move has no capture (`quiet`)
/// and the other side would have none if it were to move.
fn quiet_for_both(pos: &Position, quiet: bool) -> bool {
    quiet && !pos.with_turn(pos.turn().opponent()).has_capture()
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

/// Where the check that a new king is kept stands (see [`Prover::keeps`]).
#[derive(Clone, Copy)]
enum Keep {
    /// The attacker is to move first.
    First,
    /// The defender's reply: every one must fail to win the king back.
    Reply,
    /// The attacker's next move: one must keep the king.
    Next,
    /// Captures are followed to their end, then the king and the balance are counted.
    Settle,
}

struct Prover {
    goal: Goal,
    attacker: Color,
    start_kings: u32,
    /// The captured-value balance (attacker minus defender, half-men) after each move
    /// played in `game`.
    gains: Vec<i32>,
    nodes: u64,
    max_nodes: u64,
    game: Game,
}

impl Prover {
    fn out_of_nodes(&mut self) -> bool {
        self.nodes += 1;
        self.nodes > self.max_nodes
    }

    /// Plays a move, counting what it captures.
    fn play(&mut self, path: MovePath) {
        let before = self.game.position();
        let value = captured_value(before, &path);
        let signed = if before.turn() == self.attacker {
            value
        } else {
            -value
        };
        self.gains.push(self.gain() + signed);
        self.game.play(path);
    }

    fn undo(&mut self) {
        self.game.undo();
        self.gains.pop();
    }

    /// The captured-value balance so far, in half-men, from the attacker's side.
    fn gain(&self) -> i32 {
        self.gains.last().copied().unwrap_or(0)
    }

    /// The attacker has more kings than at the start and has lost no material.
    fn holds_new_king(&self) -> bool {
        let kings = self.game.position().kings_of(self.attacker).count();
        kings > self.start_kings && self.gain() >= 0
    }

    /// Whether the goal holds in the current position (before anyone moves on); `None`
    /// when the node limit was hit deciding it. `quiet`: the side to move has no capture.
    fn reached(&mut self, quiet: bool) -> Option<bool> {
        let pos = self.game.position();
        match self.goal {
            Goal::Win => Some(false),
            Goal::Material(n) => Some(quiet_for_both(pos, quiet) && self.gain() >= 2 * n),
            Goal::ManOrKing if quiet_for_both(pos, quiet) && self.gain() >= 2 => Some(true),
            Goal::Promote | Goal::ManOrKing => self.new_king_kept(quiet),
            Goal::Draw => Some(matches!(self.game.outcome(), Some(Outcome::Draw(_)))),
        }
    }

    /// Whether, in a position quiet for both sides, the attacker holds a new king without
    /// loss and keeps it one full move; `None` when the node limit was hit deciding it.
    fn new_king_kept(&mut self, quiet: bool) -> Option<bool> {
        let pos = self.game.position();
        if !(quiet_for_both(pos, quiet) && self.holds_new_king()) {
            return Some(false);
        }
        let first = if pos.turn() == self.attacker {
            Keep::First
        } else {
            Keep::Reply
        };
        self.keeps(first)
    }

    /// Whether the attacker keeps its new king one full move: (its own move first, if it is
    /// to move, then) against every defender reply it has a move after which, captures
    /// followed to their end, it still has the extra king and a balance >= 0. `None` when
    /// the node limit was hit.
    fn keeps(&mut self, stage: Keep) -> Option<bool> {
        if self.out_of_nodes() {
            return None;
        }
        if let Some(won) = self.game_over() {
            return Some(won);
        }
        let next = match stage {
            Keep::First => Keep::Reply,
            Keep::Reply => Keep::Next,
            Keep::Settle if !self.game.position().has_capture() => {
                return Some(self.holds_new_king());
            }
            // After the next move, and while captures go on: settle.
            Keep::Next | Keep::Settle => Keep::Settle,
        };
        let attacking = self.game.position().turn() == self.attacker;
        let mut unknown = false;
        for path in self.moves() {
            self.play(path);
            let kept = self.keeps(next);
            self.undo();
            match kept {
                Some(true) if attacking => return Some(true),
                Some(false) if !attacking => return Some(false),
                None => unknown = true,
                Some(_) => {}
            }
        }
        // The attacker found no move that keeps it; the defender no reply that wins it back.
        (!unknown).then_some(!attacking)
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
        match self.reached(quiet) {
            Some(true) => return Found::Proven(0, Vec::new()),
            None => return Found::Unknown,
            Some(false) => {}
        }
        if depth == 0 && quiet {
            return Found::Refuted;
        }
        let next_depth = depth.saturating_sub(1);
        let attacking = self.game.position().turn() == self.attacker;
        let mut unknown = false;
        let mut longest: Option<(u32, Vec<MovePath>)> = None;
        for path in moves {
            self.play(path.clone());
            let found = self.search(next_depth);
            self.undo();
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

    /// Whether the attacker's move `first` (to be played now) reaches the goal by force
    /// within `plies` plies (itself included), deepening step by step so that the line
    /// found is the shortest.
    fn prove_first(&mut self, first: &MovePath, plies: u32) -> MoveProof {
        if let Some(decided) = self.by_table(first, plies) {
            return decided;
        }
        for depth in 0..plies.max(1) {
            self.play(first.clone());
            let found = self.search(depth);
            self.undo();
            match found {
                Found::Proven(_, line) => {
                    return MoveProof::Proven(std::iter::once(first.clone()).chain(line).collect());
                }
                Found::Refuted => {}
                Found::Unknown => return MoveProof::Unknown,
            }
        }
        MoveProof::Refuted
    }
}

impl Prover {
    /// Endings in the endgame tables (few pieces, or a lone king against one to three
    /// kings): the table decides `win` and `draw` exactly, where the search cannot see far
    /// enough (a draw by R5 or R6 takes ten plies against every try). A win must come
    /// within `plies`; a draw (or better) is a move the table does not call lost. `None`
    /// when the table does not apply.
    fn by_table(&self, first: &MovePath, plies: u32) -> Option<MoveProof> {
        if !matches!(self.goal, Goal::Win | Goal::Draw) {
            return None;
        }
        let after = self.game.position().play_unchecked(&first.mv);
        let value = ending(&after)?.before_move();
        let proven = match value {
            EndingValue::Win(n) => self.goal == Goal::Draw || n <= plies.max(1),
            EndingValue::Draw => self.goal == Goal::Draw,
            EndingValue::Loss(_) => false,
        };
        Some(if !proven {
            MoveProof::Refuted
        } else if self.goal == Goal::Win {
            MoveProof::Proven(
                std::iter::once(first.clone())
                    .chain(ending_line(&after))
                    .collect(),
            )
        } else {
            MoveProof::Proven(vec![first.clone()])
        })
    }
}

/// The prover's answer for one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProof {
    /// It reaches the goal by force, along this main line (the move first).
    Proven(Vec<MovePath>),
    /// The defender keeps the goal out of reach within the depth.
    Refuted,
    /// The node limit was hit before deciding.
    Unknown,
}

/// A prover set up at `base` (whose side to move attacks) after the moves `played`.
fn prover_after(base: &Position, played: &[MovePath], goal: Goal, limit: ProveLimit) -> Prover {
    prover_for(
        base.turn(),
        base.kings_of(base.turn()).count(),
        base,
        played,
        goal,
        limit,
    )
}

/// A prover for `attacker`, who has `start_kings` kings to begin with, set up at `base`
/// after the moves `played` (their captures counted for or against it).
fn prover_for(
    attacker: Color,
    start_kings: u32,
    base: &Position,
    played: &[MovePath],
    goal: Goal,
    limit: ProveLimit,
) -> Prover {
    let mut prover = Prover {
        goal,
        attacker,
        start_kings,
        gains: Vec::new(),
        nodes: 0,
        max_nodes: limit.nodes,
        game: Game::new(*base),
    };
    for path in played {
        prover.play(path.clone());
    }
    prover
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
    let mut proven: Vec<ProvenMove> = Vec::new();
    let mut complete = true;
    for first in prover.moves() {
        match prover.prove_first(&first, limit.depth) {
            MoveProof::Proven(line) => proven.push(ProvenMove { line }),
            MoveProof::Refuted => {}
            MoveProof::Unknown => complete = false,
        }
    }
    proven.sort_by_key(|p| p.line.len());
    Proof {
        proven,
        complete,
        nodes: prover.nodes,
    }
}

/// Whether the attacker's move `path`, after `played` from `base`, reaches the goal by force
/// within `limit.depth` plies (the move included), with a node budget of its own.
pub fn prove_move(
    base: &Position,
    played: &[MovePath],
    path: &MovePath,
    goal: Goal,
    limit: ProveLimit,
) -> MoveProof {
    prover_after(base, played, goal, limit).prove_first(path, limit.depth)
}

/// Whether the defender's `answer`, played after `played` from `base` (whose side to move
/// is the attacker, and has just moved), reaches `goal` for the defender by force within
/// `limit.depth` plies (the answer included). Material is counted from `base`, so what the
/// attacker won or lost on the way counts; a new king is one more than the defender has
/// before the answer. This is how a wrong move's punishment is proven.
pub fn prove_answer(
    base: &Position,
    played: &[MovePath],
    answer: &MovePath,
    goal: Goal,
    limit: ProveLimit,
) -> MoveProof {
    let defender = base.turn().opponent();
    let before = played
        .iter()
        .fold(*base, |pos, m| pos.play_unchecked(&m.mv));
    let kings = before.kings_of(defender).count();
    prover_for(defender, kings, base, played, goal, limit).prove_first(answer, limit.depth)
}

/// Whether the goal is met after `played` from `base` (the game over in the attacker's
/// favour, or the goal reached in a position quiet for both sides; a new king must also be
/// kept one full move, which is looked at with the default node limit).
pub fn goal_met(base: &Position, played: &[MovePath], goal: Goal) -> bool {
    let mut prover = prover_after(base, played, goal, ProveLimit::default());
    if let Some(won) = prover.game_over() {
        return won;
    }
    let quiet = !prover.game.position().has_capture();
    prover.reached(quiet) == Some(true)
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
    // An ending in the tables: the table's line, if the win comes within the depth.
    if goal == Goal::Win
        && let Some(value) = ending(prover.game.position())
    {
        return match value {
            EndingValue::Loss(n) if n <= limit.depth => Some(ending_line(prover.game.position())),
            _ => None,
        };
    }
    match prover.search(limit.depth) {
        Found::Proven(_, line) => Some(line),
        _ => None,
    }
}

/// Half a man of positional slack (hundredths of a man) when the engine's score is compared
/// with what a goal promises: the evaluation also counts tempo and the centre.
pub const OUTLOOK_SLACK: i32 = 50;

/// The engine's view of a position reached in a puzzle, against what its goal promises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outlook {
    /// The search score from the solver's side, in hundredths of a man (beyond
    /// [`WIN_FOUND`](super::WIN_FOUND) for a won game).
    pub score: i32,
    /// The solver's material at the start of the puzzle, by the engine's weights (men and
    /// kings of [`Weights::of`] the variant, its own minus the opponent's).
    pub start: i32,
    /// The least score that keeps the goal's promise.
    pub needed: i32,
}

impl Outlook {
    /// Whether the engine sees the goal's promise kept.
    pub fn holds(&self) -> bool {
        self.score >= self.needed
    }
}

/// Searches the position after `played` from `base` (whose side to move is the solver) with
/// a budget of `nodes` and says what the engine sees there for the solver, against what
/// `goal` promises, measured from the solver's material at the start with the engine's own
/// weights (so the scales match), less [`OUTLOOK_SLACK`]:
/// - `material:N`: the start's material plus N men;
/// - `promote`: the start's material plus a man turned into a king;
/// - `man-or-king`: the lesser of those two;
/// - `win`: a won game the search has found;
/// - `draw`: no lost game found (not losing).
pub fn outlook(base: &Position, played: &[MovePath], goal: Goal, nodes: u64) -> Outlook {
    let solver = base.turn();
    let w = Weights::of(base.variant());
    let material = |color: Color| {
        base.men(color).count() as i32 * w.man + base.kings_of(color).count() as i32 * w.king
    };
    let start = material(solver) - material(solver.opponent());
    let needed = match goal {
        Goal::Material(n) => start + n * w.man - OUTLOOK_SLACK,
        Goal::Promote => start + w.king - w.man - OUTLOOK_SLACK,
        Goal::ManOrKing => start + w.man.min(w.king - w.man) - OUTLOOK_SLACK,
        Goal::Win => WIN_FOUND + 1,
        Goal::Draw => -WIN_FOUND,
    };
    let mut game = Game::new(*base);
    for path in played {
        game.play(path.clone());
    }
    let (now, history) = game
        .positions()
        .split_last()
        .expect("a game has a position");
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let found = Searcher::new(16).search(now, history, limits);
    let score = if now.turn() == solver {
        found.score
    } else {
        -found.score
    };
    Outlook {
        score,
        start,
        needed,
    }
}
