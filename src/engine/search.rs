//! Search: iterative deepening alpha-beta (principal variation search) with aspiration
//! windows, a transposition table, hash-move, killer and history move ordering, late-move
//! reductions, a quiescence search that plays out capture sequences and pending crownings,
//! single replies extended, repetitions and the other draw rules (their counters carried along
//! each line from the game's) scored as draws, and limits by depth, nodes, time or a stop flag
//! another thread may raise.
//!
//! The endgame tables, when the data directory has them, score every position they hold
//! exactly (wins as found wins, in their number of plies).
//!
//! [`SearchConfig`] switches the newer parts off, so the strength bench can measure the engine
//! against the one it was before them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::EndingValue;
#[cfg(feature = "maintainer")]
use super::eval::classic_evaluate;
use super::eval::evaluate;
use super::tables::table_value;
use super::zobrist;
use crate::rules::{DrawClock, Game, Move, MovePath, Position};

/// The score of a won game (minus the plies to reach it).
pub const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by the search.
pub const WIN_FOUND: i32 = WIN - 1_000;
/// A position whose draw-rule count ends the game within its remaining depth plus this many
/// plies (captures at the horizon go on beyond the depth) is kept out of the table.
const COUNT_HORIZON: i32 = 8;

/// The deepest line the search follows.
pub const MAX_PLY: usize = 120;

/// Half the width of the first aspiration window around the last iteration's score.
const ASPIRATION: i32 = 20;

/// Which parts of the search and evaluation a [`Searcher`] uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// The trained pattern evaluation; else the hand-set one of before (`classic_evaluate`,
    /// only in the maintainers' build).
    #[cfg(feature = "maintainer")]
    pub trained: bool,
    /// Late-move reductions.
    pub reductions: bool,
    /// Aspiration windows at the root.
    pub aspiration: bool,
    /// Crowning moves played out at the horizon, beside captures.
    pub crownings: bool,
    /// The endgame tables, when they are in the data directory.
    pub tables: bool,
}

impl SearchConfig {
    /// Everything on: what the trainer plays with.
    pub const FULL: SearchConfig = SearchConfig {
        #[cfg(feature = "maintainer")]
        trained: true,
        reductions: true,
        aspiration: true,
        crownings: true,
        tables: true,
    };
    /// The engine as it was before the trained evaluation and the reductions, for the strength
    /// bench to measure against.
    #[cfg(feature = "maintainer")]
    pub const BEFORE: SearchConfig = SearchConfig {
        trained: false,
        reductions: false,
        aspiration: false,
        crownings: false,
        tables: false,
    };
}

/// When to stop searching. With no limit at all the search stops at depth 64.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes.
    pub nodes: Option<u64>,
    /// Most time.
    pub time: Option<Duration>,
    /// Stops the search when set (from another thread).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search for a fixed time.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The best move (`None` when there is no legal move).
    pub best: Option<MovePath>,
    /// Its score for the side to move, in hundredths of a man (±[`WIN`] for a won game).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// The expected line, best move first.
    pub pv: Vec<MovePath>,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    best: Option<Move>,
    score: i32,
    depth: i32,
    bound: Bound,
}

/// A searcher; keep one to reuse its tables between searches of the same game.
pub struct Searcher {
    table: Vec<Option<Entry>>,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Keys of the game's positions and of the line being searched (for repetitions).
    path: Vec<u64>,
    buffers: Vec<Vec<Move>>,
    /// Triangular table of principal variations: `pv[ply]` is the best line from `ply`.
    pv: Vec<Vec<Move>>,
    nodes: u64,
    limits: Limits,
    started: Instant,
    aborted: bool,
    root_best: Option<Move>,
    config: SearchConfig,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(18)
    }
}

fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_FOUND {
        score + ply as i32
    } else if score < -WIN_FOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_FOUND {
        score - ply as i32
    } else if score < -WIN_FOUND {
        score + ply as i32
    } else {
        score
    }
}

impl Searcher {
    /// A searcher with a transposition table of 2^`bits` entries.
    pub fn new(bits: u32) -> Searcher {
        Searcher {
            table: vec![None; 1 << bits],
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 64 * 64],
            path: Vec::new(),
            buffers: vec![Vec::new(); MAX_PLY + 1],
            pv: vec![Vec::new(); MAX_PLY + 2],
            nodes: 0,
            limits: Limits::default(),
            started: Instant::now(),
            aborted: false,
            root_best: None,
            config: SearchConfig::FULL,
        }
    }

    /// A searcher with a table of 2^`bits` entries that uses only the parts `config` names.
    #[cfg(feature = "maintainer")]
    pub fn with_config(bits: u32, config: SearchConfig) -> Searcher {
        Searcher {
            config,
            ..Searcher::new(bits)
        }
    }

    /// The evaluation this searcher uses.
    #[cfg_attr(
        not(feature = "maintainer"),
        expect(
            clippy::unused_self,
            reason = "only the maintainers' build has a choice"
        )
    )]
    fn evaluate(&self, pos: &Position) -> i32 {
        #[cfg(feature = "maintainer")]
        if !self.config.trained {
            return classic_evaluate(pos);
        }
        evaluate(pos)
    }

    /// Searches `pos`, reached after the positions in `history` (for repetitions); the other
    /// draw rules count from `pos` on, as if the game began there.
    pub fn search(&mut self, pos: &Position, history: &[Position], limits: Limits) -> SearchResult {
        self.run(pos, history, DrawClock::start(pos), limits)
    }

    /// Searches the current position of `game`, knowing its history: its repetitions and how
    /// far each draw rule has counted.
    pub fn search_game(&mut self, game: &Game, limits: Limits) -> SearchResult {
        let positions = game.positions();
        let (pos, history) = positions.split_last().expect("a game has a position");
        self.run(pos, history, game.clock(), limits)
    }

    fn run(
        &mut self,
        pos: &Position,
        history: &[Position],
        clock: DrawClock,
        limits: Limits,
    ) -> SearchResult {
        self.limits = limits;
        self.started = Instant::now();
        self.nodes = 0;
        self.aborted = false;
        self.path = history.iter().map(zobrist::key).collect();
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
        let max_depth = self.limits.depth.unwrap_or(64).clamp(1, MAX_PLY as u32 - 8);
        let legal = pos.legal_move_paths();
        let mut result = SearchResult {
            best: legal.first().cloned(),
            score: if legal.is_empty() {
                stuck_score(pos, 0)
            } else {
                0
            },
            depth: 0,
            pv: legal.first().cloned().into_iter().collect(),
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        if legal.len() > 1 {
            for depth in 1..=max_depth {
                let score = self.root_search(pos, clock, depth as i32, result.score);
                if self.aborted {
                    break;
                }
                let best = self
                    .root_best
                    .and_then(|m| legal.iter().find(|p| p.mv == m).cloned());
                result.best = best.or(result.best);
                result.score = score;
                result.depth = depth;
                result.pv = self.line(pos);
                if score.abs() > WIN_FOUND {
                    break;
                }
            }
        } else if let Some(only) = legal.first() {
            // A single legal move: still look ahead for its score and line.
            let child = pos.play_unchecked(&only.mv);
            let child_clock = clock.after(pos, &only.mv, &child);
            let depth = self.limits.depth.unwrap_or(8).min(8) as i32;
            self.path.push(zobrist::key(pos));
            result.score = -self.negamax(&child, child_clock, depth - 1, -WIN - 1, WIN + 1, 1);
            self.path.pop();
            result.depth = depth as u32;
        }
        result.nodes = self.nodes;
        result.elapsed = self.started.elapsed();
        result
    }

    /// One iteration at the root: within a narrow window around `last` (the score of the
    /// iteration before), widened on each side as often as the score falls outside it.
    fn root_search(&mut self, pos: &Position, clock: DrawClock, depth: i32, last: i32) -> i32 {
        let mut delta = ASPIRATION;
        let (mut alpha, mut beta) =
            if self.config.aspiration && depth >= 5 && last.abs() < WIN_FOUND {
                (last - delta, last + delta)
            } else {
                (-WIN - 1, WIN + 1)
            };
        loop {
            self.root_best = None;
            let score = self.negamax(pos, clock, depth, alpha, beta, 0);
            if self.aborted {
                return score;
            }
            if score <= alpha && alpha > -WIN - 1 {
                alpha = (score - delta).max(-WIN - 1);
            } else if score >= beta && beta < WIN + 1 {
                beta = (score + delta).min(WIN + 1);
            } else {
                return score;
            }
            delta *= 3;
        }
    }

    /// The principal variation of the last iteration, as routes from `pos`.
    fn line(&self, pos: &Position) -> Vec<MovePath> {
        let mut pos = *pos;
        let mut line = Vec::new();
        for mv in &self.pv[0] {
            let Some(path) = pos.legal_move_paths().into_iter().find(|p| p.mv == *mv) else {
                break;
            };
            pos = pos.play_unchecked(&path.mv);
            line.push(path);
        }
        line
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        self.table[key as usize & (self.table.len() - 1)].filter(|e| e.key == key)
    }

    fn store(&mut self, entry: Entry) {
        let index = entry.key as usize & (self.table.len() - 1);
        let slot = &mut self.table[index];
        if slot.is_none_or(|old| old.key != entry.key || old.depth <= entry.depth) {
            *slot = Some(entry);
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes.is_multiple_of(1024) {
            let stop = self
                .limits
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed));
            let nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
            let time = self
                .limits
                .time
                .is_some_and(|t| self.started.elapsed() >= t);
            self.aborted |= stop || nodes || time;
        }
        self.aborted
    }

    /// Ordering key: table move, captures (more pieces first), crowning, killers, history.
    fn order(&self, mv: &Move, table_move: Option<Move>, ply: usize) -> i32 {
        if Some(*mv) == table_move {
            return 1_000_000;
        }
        if mv.is_capture() {
            return 100_000 + 1_000 * mv.capture_count() as i32 + if mv.promotes { 500 } else { 0 };
        }
        if mv.promotes {
            return 60_000;
        }
        if self.killers[ply][0] == Some(*mv) {
            return 50_000;
        }
        if self.killers[ply][1] == Some(*mv) {
            return 49_000;
        }
        self.history[history_index(mv)]
    }

    /// How many plies less the `i`-th move (0-based, in search order) is searched with: late
    /// quiet moves deep in the tree, unless they crown, are a killer, or give the opponent a
    /// capture (a sacrifice or an exchange, which is tactics).
    fn reduction(
        &self,
        mv: &Move,
        i: usize,
        depth: i32,
        quiet: bool,
        ply: usize,
        child: &Position,
    ) -> i32 {
        if !self.config.reductions
            || depth < 3
            || i < 3
            || !quiet
            || mv.promotes
            || self.killers[ply].contains(&Some(*mv))
            || child.has_capture()
        {
            return 0;
        }
        if i >= 8 && depth >= 6 { 2 } else { 1 }
    }

    fn negamax(
        &mut self,
        pos: &Position,
        clock: DrawClock,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        self.pv[ply].clear();
        if self.out_of_budget() {
            return 0;
        }
        let key = zobrist::key(pos);
        // A position seen before (same side to move) on the way here is a draw by repetition.
        if ply > 0 && self.path.iter().rev().skip(1).step_by(2).any(|&k| k == key) {
            return 0;
        }
        if ply > 0
            && self.config.tables
            && let Some(score) = table_score(pos, clock, ply)
        {
            return score;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return stuck_score(pos, ply);
        }
        // A draw rule's count may end the game here, or soon: then this position's score
        // depends on the count, which the table does not know, so it is neither read nor kept.
        let left = clock.plies_left(pos);
        if ply > 0 && left == Some(0) {
            self.buffers[ply] = moves;
            return 0;
        }
        let counted = left.is_some_and(|n| n as i32 <= depth.max(0) + COUNT_HORIZON);
        let quiet = !moves[0].is_capture();
        // At the horizon a quiet position is judged as it stands, unless a man can crown now:
        // then that move is tried too (the side to move may also stand pat).
        let mut stand_pat = None;
        if (depth <= 0 && quiet) || ply >= MAX_PLY {
            let score = self.evaluate(pos);
            if self.config.crownings && ply < MAX_PLY && score < beta {
                moves.retain(|m| m.promotes);
            } else {
                moves.clear();
            }
            if moves.is_empty() {
                self.buffers[ply] = moves;
                return score;
            }
            stand_pat = Some(score);
        }
        let entry = self.probe(key);
        if let Some(e) = entry.filter(|e| ply > 0 && e.depth >= depth && !counted) {
            let score = from_table(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if cut {
                self.buffers[ply] = moves;
                return score;
            }
        }
        let table_move = entry.and_then(|e| e.best);
        moves.sort_by_cached_key(|m| -self.order(m, table_move, ply));
        // A forced reply, or a capture sequence at the horizon, does not use up depth.
        let child_depth = if moves.len() == 1 || depth <= 0 {
            depth
        } else {
            depth - 1
        };
        let original_alpha = alpha;
        if let Some(score) = stand_pat {
            alpha = alpha.max(score);
        }
        let mut best = stand_pat.unwrap_or(-WIN - 1);
        let mut best_move = None;
        self.path.push(key);
        for (i, mv) in moves.iter().enumerate() {
            let child = pos.play_unchecked(mv);
            let child_clock = clock.after(pos, mv, &child);
            let score = if i == 0 {
                -self.negamax(&child, child_clock, child_depth, -beta, -alpha, ply + 1)
            } else {
                let reduction = self.reduction(mv, i, depth, quiet, ply, &child);
                let mut probe = -self.negamax(
                    &child,
                    child_clock,
                    child_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                );
                if reduction > 0 && probe > alpha {
                    probe = -self.negamax(
                        &child,
                        child_clock,
                        child_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                    );
                }
                if probe > alpha && probe < beta {
                    -self.negamax(&child, child_clock, child_depth, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(*mv);
                if ply == 0 {
                    self.root_best = Some(*mv);
                }
            }
            if score > alpha {
                alpha = score;
                let (head, tail) = self.pv.split_at_mut(ply + 1);
                head[ply].clear();
                head[ply].push(*mv);
                head[ply].extend_from_slice(&tail[0]);
            }
            if alpha >= beta {
                if !mv.is_capture() {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(*mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(*mv);
                    }
                    self.history[history_index(mv)] += depth.max(1) * depth.max(1);
                }
                break;
            }
        }
        self.path.pop();
        self.buffers[ply] = moves;
        if !self.aborted && !counted {
            let bound = if best <= original_alpha {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.store(Entry {
                key,
                best: best_move,
                score: to_table(best, ply),
                depth,
                bound,
            });
        }
        best
    }
}

/// The score the endgame tables give a position `ply` plies from the root: a draw, or a win
/// (loss) in so many plies as a found win is scored. `None` when no table holds it, or when a
/// draw rule's count could end the game before the win comes.
fn table_score(pos: &Position, clock: DrawClock, ply: usize) -> Option<i32> {
    let value = table_value(pos)?;
    let in_time = |n: u32| clock.plies_left(pos).is_none_or(|left| n <= left);
    match value {
        EndingValue::Draw => Some(0),
        EndingValue::Win(n) if in_time(n) => Some(WIN - ply as i32 - n as i32),
        EndingValue::Loss(n) if in_time(n) => Some(-(WIN - ply as i32 - n as i32)),
        _ => None,
    }
}

/// The score of a position whose side to move has no move, `ply` plies from the root: a loss,
/// or in giveaway a win (sooner is better either way).
fn stuck_score(pos: &Position, ply: usize) -> i32 {
    let won = WIN - ply as i32;
    if pos.variant().is_giveaway() {
        won
    } else {
        -won
    }
}

fn history_index(mv: &Move) -> usize {
    mv.from.index() as usize * 64 + mv.to.index() as usize
}
