//! Search: iterative deepening alpha-beta (principal variation search) with a transposition
//! table, killer and history move ordering, capture sequences searched to quiet positions,
//! single replies extended, repetitions and the other draw rules (their counters carried along
//! each line from the game's) scored as draws, and limits by depth, nodes, time or a stop flag
//! another thread may raise.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::eval::evaluate;
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
        }
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
                self.root_best = None;
                let score = self.negamax(pos, clock, depth as i32, -WIN - 1, WIN + 1, 0);
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
        if (depth <= 0 && quiet) || ply >= MAX_PLY {
            self.buffers[ply] = moves;
            return evaluate(pos);
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
        let mut best = -WIN - 1;
        let mut best_move = None;
        self.path.push(key);
        for (i, mv) in moves.iter().enumerate() {
            let child = pos.play_unchecked(mv);
            let child_clock = clock.after(pos, mv, &child);
            let score = if i == 0 {
                -self.negamax(&child, child_clock, child_depth, -beta, -alpha, ply + 1)
            } else {
                let probe = -self.negamax(
                    &child,
                    child_clock,
                    child_depth,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                );
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
