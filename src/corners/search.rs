//! The Corners engine: the evaluation (described in the module doc of `corners`), the
//! iterative deepening alpha-beta search with its transposition table, the computer's levels
//! and the hint.

use std::time::{Duration, Instant};

use super::cell::{Cell, CornersMove};
use super::game::CornersGame;
use super::position::{CornersPosition, HOME_RULE_PLIES, cells, move_between};
use crate::engine::table::{Bound, from_table, to_table};
use crate::engine::{Level, Limits, WIN, WIN_FOUND};
use crate::rng::Rng;
use crate::rules::Color;

/// Zobrist keys: a piece of each colour on each square, then the side to move.
const KEYS: [u64; 129] = {
    let mut keys = [0u64; 129];
    let mut state: u64 = 0x5EED_C0DE_C0FF_EE11;
    let mut i = 0;
    while i < keys.len() {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i] = z ^ (z >> 31);
        i += 1;
    }
    keys
};

/// The key of a position's pieces and side to move (the move count aside).
fn place_key(pos: &CornersPosition) -> u64 {
    let mut key = if pos.turn() == Color::Black {
        KEYS[128]
    } else {
        0
    };
    for (offset, color) in [(0, Color::White), (64, Color::Black)] {
        for cell in cells(pos.bits(color)) {
            key ^= KEYS[offset + cell.index()];
        }
    }
    key
}

/// The cost of `color`'s pieces (see the module doc of `corners`).
fn cost(pos: &CornersPosition, color: Color) -> i32 {
    let goal = CornersPosition::goal(color);
    let own = pos.bits(color);
    let free = goal & !own;
    let corner = match color {
        Color::White => Cell::from_index(63),
        Color::Black => Cell::from_index(0),
    };
    let mut total = 0;
    for piece in cells(own) {
        if goal & piece.bit() != 0 {
            total += piece.distance(corner) as i32;
        } else {
            let near = cells(free).map(|c| piece.distance(c)).min().unwrap_or(0);
            total += 40 + 10 * near as i32;
        }
    }
    let late = pos.plies().saturating_sub(HOME_RULE_PLIES / 2) as i32;
    total + late * 4 * pos.at_home(color) as i32
}

/// The evaluation from the side to move's view.
fn evaluate(pos: &CornersPosition) -> i32 {
    cost(pos, pos.turn().opponent()) - cost(pos, pos.turn())
}

/// A transposition table entry.
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: u32,
    score: i32,
    bound: Bound,
    /// The best move's squares, from * 64 + to; 0 for none (a1-a1 is no move).
    best: u16,
}

/// Entries in the transposition table (a power of two).
const TABLE_SIZE: usize = 1 << 17;

/// The deepest iteration when the limits give none.
const MAX_DEPTH: u32 = 64;

/// The Corners engine, with its transposition table kept from one search to the next.
pub struct CornersSearcher {
    table: Vec<Option<Entry>>,
    /// Keys of the positions of the game and of the line searched, for repetitions.
    history: Vec<u64>,
    nodes: u64,
    started: Instant,
    limits: Limits,
    stopped: bool,
    /// Noise added to each evaluation at the leaves: its range and its generator state.
    noise: Option<(i32, Rng)>,
}

/// What a search found: the best move, its score, the deepest finished iteration, the nodes.
#[derive(Clone, Debug)]
pub struct CornersSearch {
    /// The best move (`None` when there is no legal move).
    pub best: Option<CornersMove>,
    /// Its score from the side to move's view (wins near `crate::engine::WIN`).
    pub score: i32,
    /// The deepest iteration finished.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

impl Default for CornersSearcher {
    fn default() -> CornersSearcher {
        CornersSearcher::new()
    }
}

impl CornersSearcher {
    /// A searcher with an empty table.
    pub fn new() -> CornersSearcher {
        CornersSearcher {
            table: vec![None; TABLE_SIZE],
            history: Vec::new(),
            nodes: 0,
            started: Instant::now(),
            limits: Limits::default(),
            stopped: false,
            noise: None,
        }
    }

    /// Iterative deepening alpha-beta on the game (its history: repetitions and the 40-move rule
    /// are known to the search), within limits (depth, nodes, time, stop flag: honour all four).
    pub fn search(&mut self, game: &CornersGame, limits: Limits) -> CornersSearch {
        let pos = *game.position();
        self.nodes = 0;
        self.started = Instant::now();
        self.stopped = false;
        self.history = game.positions().iter().map(place_key).collect();
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        self.limits = limits;
        let mut moves = ordered_moves(&pos, 0);
        let mut result = CornersSearch {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        if game.outcome().is_some() || moves.is_empty() {
            result.score = game.outcome().map_or(0, |o| match o.winner {
                None => 0,
                Some(c) if c == pos.turn() => WIN,
                Some(_) => -WIN,
            });
            return result;
        }
        let mut best = moves[0];
        for depth in 1..=max_depth {
            let mut alpha = -WIN - 1;
            let mut iteration_best = moves[0];
            for &(from, to) in &moves {
                let score = -self.child(&pos, (from, to), depth - 1, -WIN - 1, -alpha, 1);
                if self.stopped {
                    break;
                }
                if score > alpha {
                    alpha = score;
                    iteration_best = (from, to);
                }
            }
            if self.stopped {
                break;
            }
            best = iteration_best;
            result.score = alpha;
            result.depth = depth;
            // The best move first in the next iteration.
            moves.retain(|&m| m != best);
            moves.insert(0, best);
            if alpha.abs() > WIN_FOUND || self.out_of_time() {
                break;
            }
        }
        result.best = move_between(&pos, best.0, best.1);
        result.nodes = self.nodes;
        result
    }

    /// Whether the time or the stop flag ends the search (the node count is checked apart).
    fn out_of_time(&self) -> bool {
        self.limits
            .time
            .is_some_and(|t| self.started.elapsed() >= t)
            || self
                .limits
                .stop
                .as_ref()
                .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// The score of the move `(from, to)` in `pos` for the opponent, searched `depth` plies more.
    fn child(
        &mut self,
        pos: &CornersPosition,
        (from, to): (Cell, Cell),
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        let next = pos.play_squares(from, to);
        let key = place_key(&next);
        // A position seen before on the way: a repetition, scored as a draw.
        if self.history.contains(&key) && next.end().is_none() {
            return 0;
        }
        self.history.push(key);
        let score = self.node(&next, key, depth, alpha, beta, ply);
        self.history.pop();
        score
    }

    /// Negamax alpha-beta: the score of `pos` (its key `key`) from its side to move's view.
    fn node(
        &mut self,
        pos: &CornersPosition,
        key: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || (self.nodes.is_multiple_of(1024) && self.out_of_time())
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(outcome) = pos.end() {
            return match outcome.winner {
                None => 0,
                Some(c) if c == pos.turn() => WIN - ply,
                Some(_) => ply - WIN,
            };
        }
        if depth == 0 {
            return self.leaf(pos);
        }
        // The move count matters to the 40-move rule: it is part of the table's key.
        let table_key = key ^ u64::from(pos.plies()).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = (table_key as usize) & (TABLE_SIZE - 1);
        let mut table_move = 0;
        if let Some(entry) = self.table[slot]
            && entry.key == table_key
        {
            table_move = entry.best;
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let mut moves = ordered_moves(pos, table_move);
        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best = 0;
        for (from, to) in moves.drain(..) {
            let score = -self.child(pos, (from, to), depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best = from.index() as u16 * 64 + to.index() as u16;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best_score, original_alpha, beta);
        self.table[slot] = Some(Entry {
            key: table_key,
            depth,
            score: to_table(best_score, ply),
            bound,
            best,
        });
        best_score
    }

    /// The evaluation at the horizon, with the learner's noise if any.
    fn leaf(&mut self, pos: &CornersPosition) -> i32 {
        let score = evaluate(pos);
        match &mut self.noise {
            Some((range, rng)) if *range > 0 => {
                let span = (2 * *range + 1) as usize;
                score + rng.below(span) as i32 - *range
            }
            _ => score,
        }
    }
}

/// The moves of `pos` as (from, to), the table's move first (`table_move` = from * 64 + to),
/// then those that gain most on the mover's cost.
fn ordered_moves(pos: &CornersPosition, table_move: u16) -> Vec<(Cell, Cell)> {
    let me = pos.turn();
    let goal = CornersPosition::goal(me);
    let corner = match me {
        Color::White => Cell::from_index(63),
        Color::Black => Cell::from_index(0),
    };
    let mut scored: Vec<(i32, Cell, Cell)> = Vec::new();
    for from in cells(pos.bits(me)) {
        for to in cells(pos.targets(from)) {
            let code = from.index() as u16 * 64 + to.index() as u16;
            let gain = if code == table_move && table_move != 0 {
                i32::MAX
            } else {
                let entering = i32::from(goal & to.bit() != 0) - i32::from(goal & from.bit() != 0);
                10 * (from.distance(corner) as i32 - to.distance(corner) as i32) + 40 * entering
            };
            scored.push((gain, from, to));
        }
    }
    scored.sort_by_key(|&(gain, _, _)| std::cmp::Reverse(gain));
    scored.into_iter().map(|(_, f, t)| (f, t)).collect()
}

/// How levels 1-4 play: plies looked ahead, and the noise range in the evaluation.
fn learner_style(level: Level) -> Option<(u32, i32)> {
    match level.number() {
        1 => Some((1, 60)),
        2 => Some((1, 40)),
        3 => Some((2, 25)),
        4 => Some((3, 10)),
        _ => None,
    }
}

/// The move the computer plays at a level 1..8, like `crate::engine::choose_move`: levels 1-4
/// look 1, 1, 2 and 3 plies ahead with a seeded noise of up to 60, 40, 25 and 10 (tenths of a
/// step) in each evaluation, 5-7 search 3, 4 and 6 plies, 8 thinks for `time`. Always a legal
/// move; `None` when there is none. The same `rng` state and a fresh searcher give the same move.
pub fn choose_move(
    game: &CornersGame,
    level: Level,
    time: Duration,
    searcher: &mut CornersSearcher,
    rng: &mut Rng,
) -> Option<CornersMove> {
    if game.outcome().is_some() {
        return None;
    }
    let limits = match (learner_style(level), level.number()) {
        (Some((depth, noise)), _) => {
            searcher.noise = Some((noise, Rng::new(rng.next_u64())));
            // The table would keep scores with another noise: start it afresh.
            searcher.table.fill(None);
            let found = searcher.search(game, Limits::depth(depth));
            searcher.noise = None;
            searcher.table.fill(None);
            return found.best;
        }
        (None, 5) => Limits::depth(3),
        (None, 6) => Limits::depth(4),
        (None, 7) => Limits::depth(6),
        (None, _) => Limits {
            time: Some(time),
            ..Limits::default()
        },
    };
    searcher.search(game, limits).best
}

/// A hint: the best move found in `time`.
pub fn hint(game: &CornersGame, time: Duration) -> Option<CornersMove> {
    CornersSearcher::new().search(game, Limits::time(time)).best
}
