//! Kings-only endgame tables: one lone king against one, two or three kings on the 8x8
//! boards (Russian, Brazilian, English), solved exactly by retrograde analysis.
//!
//! The values are game-theoretic, for infinite play: the draw rules (R2, R5, R6, ...) are
//! ignored. A side wins when the other has no piece or no legal move left. Every successor
//! comes from the rules engine's own move generation, so compulsory capture, the majority
//! rule and flying or short kings are right by construction. Kings move alike for both
//! colours, so one table per variant serves both: the side with more kings (White when both
//! have one) is the "strong" side of the index.
//!
//! Each table is built once per variant at first need (about 0.35 MB kept per variant).
//! The general tables of every ending with few pieces ([`super::tables`]) are read from
//! files when built; [`ending`] asks them first and these tables after.

use std::sync::OnceLock;

use super::tables::ending;
use crate::rules::{BoardSize, Color, Move, MovePath, Piece, Position, Role, Square, Variant};

/// The value of an ending for the side to move, ignoring the draw rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndingValue {
    /// The side to move takes the last enemy piece (or leaves it no move) in this many plies.
    Win(u32),
    /// The side to move loses in this many plies (0: it has no piece or no move now).
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

impl EndingValue {
    /// The value for the side that made the move leading here: a loss in `n` plies for the
    /// side to move is a win in `n + 1` for the side that just moved.
    #[must_use]
    pub fn before_move(self) -> EndingValue {
        match self {
            EndingValue::Win(n) => EndingValue::Loss(n + 1),
            EndingValue::Loss(n) => EndingValue::Win(n + 1),
            EndingValue::Draw => EndingValue::Draw,
        }
    }

    /// The value stored in one byte: 0 a draw, otherwise plies + 1 (odd plies win).
    pub(super) fn from_byte(b: u8) -> EndingValue {
        match b {
            0 => EndingValue::Draw,
            b if (b - 1) % 2 == 1 => EndingValue::Win(u32::from(b - 1)),
            b => EndingValue::Loss(u32::from(b - 1)),
        }
    }
}

/// Squares of the 8x8 board.
const SQUARES: usize = 32;
/// Most kings of the strong side in the table.
const MAX_STRONG: usize = 3;

/// Where a position stands in the tables.
struct Key {
    /// How many kings the strong side has (1-3).
    strong_count: usize,
    /// Index in that table.
    index: usize,
}

/// The colex rank of a set of squares (a bit mask of 0-based PDN indices) among the sets of
/// its size: the sets in increasing order of their masks.
fn rank(mask: u32) -> usize {
    let mut r = 0;
    let mut i = 0;
    let mut bits = mask;
    while bits != 0 {
        let s = bits.trailing_zeros() as usize;
        i += 1;
        r += binomial(s, i);
        bits &= bits - 1;
    }
    r
}

/// n choose k, for the small numbers of the index.
const fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut r = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// Entries of the table with `strong` kings against one: every set of strong squares, every
/// square of the lone king (those on a strong square are unused), and the side to move.
const fn table_len(strong: usize) -> usize {
    binomial(SQUARES, strong) * SQUARES * 2
}

/// The index of a position in its table.
fn index(strong: u32, weak: usize, strong_to_move: bool) -> usize {
    (rank(strong) * SQUARES + weak) * 2 + usize::from(strong_to_move)
}

/// The 0-based PDN indices of a set of squares as a bit mask.
fn mask_of(board: BoardSize, squares: impl Iterator<Item = Square>) -> u32 {
    squares.fold(0, |m, s| {
        m | 1 << u32::from(board.number(s).map_or(0, |n| n - 1))
    })
}

/// The table key of a kings-only position with a lone king against 1-3 kings (both sides
/// having pieces); `None` for any other position.
fn key(pos: &Position) -> Option<Key> {
    let board = pos.board();
    if board != BoardSize::Eight || pos.kings() != pos.occupied() {
        return None;
    }
    let white = pos.pieces(Color::White);
    let black = pos.pieces(Color::Black);
    let (strong, weak, strong_color) = match (white.count(), black.count()) {
        (1..=3, 1) => (white, black, Color::White),
        (1, 2..=3) => (black, white, Color::Black),
        _ => return None,
    };
    let strong_mask = mask_of(board, strong.squares());
    let weak_mask = mask_of(board, weak.squares());
    Some(Key {
        strong_count: strong.count() as usize,
        index: index(
            strong_mask,
            weak_mask.trailing_zeros() as usize,
            pos.turn() == strong_color,
        ),
    })
}

/// The solved tables of one variant: `[1 v 1, 2 v 1, 3 v 1]`, one byte an entry (see
/// [`EndingValue::from_byte`]).
struct Tables([Vec<u8>; MAX_STRONG]);

impl Tables {
    /// The stored byte of a position in tables solved so far, or the byte of a loss now when
    /// the side to move has no piece left.
    fn byte(solved: &[Vec<u8>], pos: &Position) -> Option<u8> {
        if pos.pieces(pos.turn()).is_empty() {
            return Some(1);
        }
        let key = key(pos)?;
        solved.get(key.strong_count - 1).map(|t| t[key.index])
    }
}

/// The best value for the side to move among children bytes (each for the side to move
/// there), as a byte.
fn best(children: impl Iterator<Item = u8>) -> u8 {
    let mut fastest_win: Option<u8> = None;
    let mut draw = false;
    let mut slowest_loss = 0;
    for b in children {
        match EndingValue::from_byte(b) {
            EndingValue::Loss(_) => fastest_win = Some(fastest_win.map_or(b, |w| w.min(b))),
            EndingValue::Draw => draw = true,
            EndingValue::Win(_) => slowest_loss = slowest_loss.max(b),
        }
    }
    match fastest_win {
        Some(b) => b + 1,
        None if draw => 0,
        None => slowest_loss + 1,
    }
}

/// Solves the table of `strong` kings against one, the smaller tables being solved.
fn solve(variant: Variant, strong: usize, solved: &[Vec<u8>]) -> Vec<u8> {
    let board = variant.board();
    let squares: Vec<Square> = board.squares().collect();
    let len = table_len(strong);
    let mut values = vec![0u8; len];
    // Quiet positions: their children in this table (forward, then reversed) and how many
    // are not yet known to win for the opponent.
    let mut children: Vec<u32> = Vec::new();
    let mut first_child: Vec<u32> = vec![0; len + 1];
    let mut open = vec![0u8; len];
    // Known values by plies, to spread in increasing order.
    let mut by_plies: Vec<Vec<u32>> = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let king = |color| Piece {
        color,
        role: Role::King,
    };
    // Every strong set in colex order: the masks with `strong` bits in increasing order.
    let mut set: u32 = (1 << strong) - 1;
    let mut set_rank = 0;
    while set_rank < binomial(SQUARES, strong) {
        for weak in 0..SQUARES {
            for strong_to_move in [false, true] {
                let i = (set_rank * SQUARES + weak) * 2 + usize::from(strong_to_move);
                first_child[i] = children.len() as u32;
                if set & 1 << weak != 0 {
                    continue;
                }
                let pieces = (0..SQUARES)
                    .filter(|&s| set & 1 << s != 0)
                    .map(|s| (squares[s], king(Color::White)))
                    .chain(std::iter::once((squares[weak], king(Color::Black))));
                let turn = if strong_to_move {
                    Color::White
                } else {
                    Color::Black
                };
                let Ok(pos) = Position::new(variant, turn, pieces) else {
                    continue;
                };
                pos.legal_moves_into(&mut moves);
                if moves.is_empty() || moves[0].is_capture() {
                    // Captures leave this table: their values are known.
                    let b = best(
                        moves
                            .iter()
                            .map(|m| Tables::byte(solved, &pos.play_unchecked(m)).unwrap_or(0)),
                    );
                    values[i] = b;
                    if b != 0 {
                        let plies = usize::from(b - 1);
                        if by_plies.len() <= plies {
                            by_plies.resize(plies + 1, Vec::new());
                        }
                        by_plies[plies].push(i as u32);
                    }
                } else {
                    for m in &moves {
                        if let Some(k) = key(&pos.play_unchecked(m)) {
                            children.push(k.index as u32);
                        }
                    }
                    open[i] = moves.len() as u8;
                }
            }
        }
        // The next set with as many bits (Gosper's hack).
        let c = set & set.wrapping_neg();
        let r = set.wrapping_add(c);
        set = (((r ^ set) >> 2) / c) | r;
        set_rank += 1;
    }
    first_child[len] = children.len() as u32;
    // Reverse the edges: the parents of each position.
    let mut first_parent: Vec<u32> = vec![0; len + 1];
    for &c in &children {
        first_parent[c as usize + 1] += 1;
    }
    for i in 0..len {
        first_parent[i + 1] += first_parent[i];
    }
    let mut parents = vec![0u32; children.len()];
    let mut fill = first_parent.clone();
    for p in 0..len {
        for &c in &children[first_child[p] as usize..first_child[p + 1] as usize] {
            parents[fill[c as usize] as usize] = p as u32;
            fill[c as usize] += 1;
        }
    }
    drop(children);
    drop(first_child);
    drop(fill);
    // Spread known values to parents, fewest plies first: a parent wins as soon as one child
    // loses, and loses when its last child is known to win (the slowest).
    let mut plies = 0;
    while plies < by_plies.len() {
        let known = std::mem::take(&mut by_plies[plies]);
        let mut next = Vec::new();
        for q in known {
            let q = q as usize;
            let q_loses = matches!(EndingValue::from_byte(values[q]), EndingValue::Loss(_));
            for &p in &parents[first_parent[q] as usize..first_parent[q + 1] as usize] {
                let p = p as usize;
                if values[p] != 0 {
                    continue;
                }
                if !q_loses {
                    open[p] -= 1;
                    if open[p] != 0 {
                        continue;
                    }
                }
                values[p] = values[q] + 1;
                next.push(p as u32);
            }
        }
        if !next.is_empty() {
            if by_plies.len() <= plies + 1 {
                by_plies.resize(plies + 2, Vec::new());
            }
            by_plies[plies + 1].extend(next);
        }
        plies += 1;
    }
    values
}

/// Builds the tables of a variant.
fn build(variant: Variant) -> Tables {
    let mut solved: Vec<Vec<u8>> = Vec::new();
    for strong in 1..=MAX_STRONG {
        let table = solve(variant, strong, &solved);
        solved.push(table);
    }
    let [one, two, three]: [Vec<u8>; MAX_STRONG] = solved
        .try_into()
        .unwrap_or_else(|_| unreachable!("three tables are built"));
    Tables([one, two, three])
}

/// The tables of a variant, built at first need; `None` for a variant not on the 8x8 board.
fn tables(variant: Variant) -> Option<&'static Tables> {
    static TABLES: [OnceLock<Tables>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match variant {
        Variant::Russian => 0,
        Variant::Brazilian => 1,
        Variant::English => 2,
        Variant::International | Variant::Giveaway | Variant::GiveawayInternational => return None,
    };
    Some(TABLES[slot].get_or_init(|| build(variant)))
}

/// The exact value of a kings-only position with a lone king against one, two or three
/// kings (either side to move), on the 8x8 variants; a position where the side to move has
/// no piece left, against at most three kings, is `Loss(0)`. `None` for any other position.
/// The first call for a variant builds its table (a fraction of a second in release builds).
pub fn kings_ending(pos: &Position) -> Option<EndingValue> {
    let variant = pos.variant();
    if variant.is_giveaway() {
        return None;
    }
    let opponent = pos.pieces(pos.turn().opponent());
    if pos.pieces(pos.turn()).is_empty() {
        let kings_only = pos.kings() == pos.occupied();
        let fits = pos.board() == BoardSize::Eight && (1..=3).contains(&opponent.count());
        return (kings_only && fits).then_some(EndingValue::Loss(0));
    }
    let key = key(pos)?;
    let tables = tables(variant)?;
    Some(EndingValue::from_byte(
        tables.0[key.strong_count - 1][key.index],
    ))
}

/// Orders values for the side to move: faster wins first, then draws, then slower losses.
fn goodness(v: EndingValue) -> i64 {
    match v {
        EndingValue::Win(n) => 1000 - i64::from(n),
        EndingValue::Draw => 0,
        EndingValue::Loss(n) => -1000 + i64::from(n),
    }
}

/// The line both sides play best from a table position (the winner fastest, the loser
/// slowest; the first best move in move order), to the end of the game; empty for a draw
/// or a position in no table. It follows [`ending`]: the general tables when the engine has
/// them, else the kings-only ones (the two agree wherever both answer).
pub fn ending_line(pos: &Position) -> Vec<MovePath> {
    let mut line = Vec::new();
    let mut pos = *pos;
    while let Some(EndingValue::Win(_) | EndingValue::Loss(_)) = ending(&pos) {
        let mut best: Option<(i64, MovePath)> = None;
        for m in pos.legal_move_paths() {
            let Some(v) = ending(&pos.play_unchecked(&m.mv)) else {
                continue;
            };
            let g = goodness(v.before_move());
            if best.as_ref().is_none_or(|(bg, _)| g > *bg) {
                best = Some((g, m));
            }
        }
        let Some((_, m)) = best else {
            break;
        };
        pos = pos.play_unchecked(&m.mv);
        line.push(m);
    }
    line
}
