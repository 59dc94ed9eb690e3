//! perft: counting the leaf nodes of the legal move tree, to test move generation.
//!
//! Moves that the rules count as one (same start, end, captured set and promotion) are
//! counted once, as in the published tables. The last ply is counted without being played.

use super::moves::{Move, MovePath};
use super::position::Position;

/// Number of move sequences of length `depth` from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize + 1];
    count(pos, depth, &mut buffers)
}

/// perft split by first move: each legal move with the node count below it.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(MovePath, u64)> {
    let depth = depth.max(1);
    let mut buffers = vec![Vec::new(); depth as usize];
    pos.legal_move_paths()
        .into_iter()
        .map(|path| {
            let nodes = count(&pos.play_unchecked(&path.mv), depth - 1, &mut buffers);
            (path, nodes)
        })
        .collect()
}

fn count(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(moves) as u64,
        _ => {
            pos.legal_moves_into(moves);
            moves
                .iter()
                .map(|mv| count(&pos.play_unchecked(mv), depth - 1, deeper))
                .sum()
        }
    }
}
