//! Solving the tables: material by material (a material with its mirror image, since a quiet
//! move of White leads to Black to move in the same material), by retrograde analysis over
//! the successors the rules engine generates.
//!
//! Each position's moves are generated once. A capture or a crowning leads to a material
//! solved before: its value is known at once. A quiet move leads to a position of the pair
//! being solved: that edge is kept, reversed, to spread values back. Then pass `n` marks
//! the positions won or lost in `n` plies: won when a successor is lost in `n - 1`, lost when
//! every successor is won, the slowest in `n - 1`. What no pass marks is a draw.

use super::Tables;
use super::index::{Decoder, Material};
use crate::rules::{Color, Move, Piece, Position, Role, Square};

/// What the move generation of one position found.
#[derive(Clone, Copy, Default)]
struct Node {
    /// Successors in the pair not yet known to be won for the opponent.
    open: u8,
    /// The slowest win for the opponent among the successors outside the pair, as a byte.
    slowest_outside: u8,
    /// A successor outside the pair is not won for the opponent: never a loss.
    never_lost: bool,
}

/// The positions of one pair of tables and their successors inside the pair.
struct Graph {
    nodes: Vec<Node>,
    /// `children[first[i]..first[i + 1]]`: the successors of position `i` in the pair.
    first: Vec<u32>,
    children: Vec<u32>,
    /// Positions whose value is already decided by successors outside the pair (or by having
    /// no move): (plies, index).
    seeds: Vec<(u8, u32)>,
}

/// Where the pair's two tables lie in its own numbering: `a` first, then `b` (unless the
/// material is its own mirror image).
#[derive(Clone, Copy)]
struct Pair {
    a: Material,
    b: Material,
    a_len: usize,
    len: usize,
}

impl Pair {
    /// The material and the index within it of the pair's position `i`.
    fn locate(self, i: usize) -> (Material, usize) {
        if i < self.a_len {
            (self.a, i)
        } else {
            (self.b, i - self.a_len)
        }
    }

    /// The pair's number of a position of material `m`.
    fn number(self, m: Material, index: usize) -> Option<usize> {
        if m == self.a {
            Some(index)
        } else if m == self.b {
            Some(self.a_len + index)
        } else {
            None
        }
    }
}

/// Solves every material of `tables` in order, calling `progress` with the number of
/// positions done since the last call.
pub(super) fn solve_all(tables: &mut Tables, threads: usize, progress: &(dyn Fn(u64) + Sync)) {
    let order = tables.materials.clone();
    let mut i = 0;
    while i < order.len() {
        let a = order[i];
        let b = a.mirrored();
        i += if a == b { 1 } else { 2 };
        let a_len = tables.layout.len(a);
        let len = if a == b {
            a_len
        } else {
            a_len + tables.layout.len(b)
        };
        let pair = Pair { a, b, a_len, len };
        let values = solve_pair(tables, pair, threads, progress);
        tables.store(a, &values[..a_len]);
        if a != b {
            tables.store(b, &values[a_len..]);
        }
    }
}

/// Generates the moves of the pair's positions `range`.
fn explore(
    tables: &Tables,
    pair: Pair,
    range: std::ops::Range<usize>,
    progress: &(dyn Fn(u64) + Sync),
) -> Graph {
    let layout = tables.layout;
    let variant = tables.variant;
    let board = variant.board();
    let squares: Vec<Square> = board.squares().collect();
    let squares = &squares;
    let decoders = [Decoder::new(layout, pair.a), Decoder::new(layout, pair.b)];
    let mut graph = Graph {
        nodes: vec![Node::default(); range.len()],
        first: Vec::with_capacity(range.len() + 1),
        children: Vec::new(),
        seeds: Vec::new(),
    };
    let mut moves: Vec<Move> = Vec::new();
    let mut reported = 0;
    for i in range.clone() {
        if (i - range.start) % 4096 == 4095 {
            progress(4096);
            reported += 4096;
        }
        graph.first.push(graph.children.len() as u32);
        let (m, index) = pair.locate(i);
        let decoder = &decoders[usize::from(i >= pair.a_len)];
        let Some(masks) = decoder.masks(index) else {
            continue;
        };
        let pieces = masks.iter().enumerate().flat_map(|(g, &mask)| {
            let piece = Piece {
                color: if g < 2 { Color::White } else { Color::Black },
                role: if g % 2 == 0 { Role::Man } else { Role::King },
            };
            (0..layout.squares)
                .filter(move |&s| mask & 1 << s != 0)
                .map(move |s| (squares[s], piece))
        });
        let Ok(pos) = Position::new(variant, Color::White, pieces) else {
            continue;
        };
        debug_assert_eq!(layout.key(&pos).map(|k| k.0), Some(m));
        pos.legal_moves_into(&mut moves);
        let node = &mut graph.nodes[i - range.start];
        if moves.is_empty() {
            graph.seeds.push((0, i as u32));
            continue;
        }
        let mut fastest_win: Option<u8> = None;
        for mv in &moves {
            let child = pos.play_unchecked(mv);
            if !mv.is_capture() && !mv.promotes {
                let (cm, cmasks) = layout.key(&child).expect("a quiet move keeps the material");
                let number = pair
                    .number(cm, layout.index(cm, cmasks))
                    .expect("a quiet move stays in the pair");
                graph.children.push(number as u32);
                node.open += 1;
                continue;
            }
            let b = tables
                .byte(&child)
                .expect("captures and crowning lead to solved tables");
            if b == 0 {
                node.never_lost = true;
            } else if b % 2 == 1 {
                // The opponent loses there in b - 1 plies: a win in b.
                node.never_lost = true;
                fastest_win = Some(fastest_win.map_or(b, |w| w.min(b)));
            } else {
                node.slowest_outside = node.slowest_outside.max(b);
            }
        }
        if let Some(plies) = fastest_win {
            graph.seeds.push((plies, i as u32));
        } else if node.open == 0 && !node.never_lost {
            graph.seeds.push((node.slowest_outside, i as u32));
        }
    }
    progress(range.len() as u64 - reported);
    graph.first.push(graph.children.len() as u32);
    graph
}

/// Solves one pair of tables (the earlier materials solved), as bytes in the pair's numbering.
fn solve_pair(
    tables: &Tables,
    pair: Pair,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<u8> {
    let len = pair.len;
    let parts = threads.clamp(1, 8);
    let bounds: Vec<usize> = (0..=parts).map(|k| len * k / parts).collect();
    let graphs: Vec<Graph> = std::thread::scope(|scope| {
        let handles: Vec<_> = bounds
            .windows(2)
            .map(|w| {
                let range = w[0]..w[1];
                scope.spawn(move || explore(tables, pair, range, progress))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    // The parents of each position, from the successors.
    let mut first_parent = vec![0u32; len + 1];
    for g in &graphs {
        for &c in &g.children {
            first_parent[c as usize + 1] += 1;
        }
    }
    for i in 0..len {
        first_parent[i + 1] += first_parent[i];
    }
    let mut parents = vec![0u32; first_parent[len] as usize];
    let mut fill = first_parent.clone();
    let mut nodes = Vec::with_capacity(len);
    let mut by_plies: Vec<Vec<u32>> = vec![Vec::new(); 256];
    for (g, w) in graphs.into_iter().zip(bounds.windows(2)) {
        for (k, p) in (w[0]..w[1]).enumerate() {
            for &c in &g.children[g.first[k] as usize..g.first[k + 1] as usize] {
                parents[fill[c as usize] as usize] = p as u32;
                fill[c as usize] += 1;
            }
        }
        for (plies, i) in g.seeds {
            by_plies[usize::from(plies)].push(i);
        }
        nodes.extend(g.nodes);
    }
    drop(fill);
    let mut values = vec![0u8; len];
    for plies in 0..by_plies.len() {
        let known = std::mem::take(&mut by_plies[plies]);
        for q in known {
            let q = q as usize;
            if values[q] != 0 {
                continue;
            }
            values[q] = u8::try_from(plies + 1).expect("at most 254 plies to the end");
            let q_lost = plies % 2 == 0;
            for &p in &parents[first_parent[q] as usize..first_parent[q + 1] as usize] {
                let p = p as usize;
                if values[p] != 0 {
                    continue;
                }
                if q_lost {
                    by_plies[plies + 1].push(p as u32);
                    continue;
                }
                let node = &mut nodes[p];
                node.open -= 1;
                if node.open == 0 && !node.never_lost {
                    by_plies[(plies + 1).max(usize::from(node.slowest_outside))].push(p as u32);
                }
            }
        }
    }
    values
}
