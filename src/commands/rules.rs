//! The rules-level commands: `shashki moves` and `shashki perft`.

use std::time::Instant;

use super::{CommandError, counted, position};
use crate::rules::{BoardSize, MovePath, NotationStyle, Variant, full_text, perft, perft_divide};

/// Sort key of a move: its squares in reading order of the variant's notation.
fn sort_key(variant: Variant, path: &MovePath) -> Vec<(u8, u8)> {
    let board = variant.board();
    path.squares()
        .map(|s| match variant.rules().notation {
            NotationStyle::Algebraic => {
                let c = board.coord_unchecked(s);
                (c.file, c.rank)
            }
            NotationStyle::Numeric => (board.number_unchecked(s), 0),
        })
        .collect()
}

/// `shashki moves`: every legal move in full-path notation, sorted.
pub fn moves(variant: Variant, fen: Option<&str>) -> Result<Vec<String>, CommandError> {
    let pos = position(variant, fen)?;
    let mut paths = pos.legal_move_paths();
    paths.sort_by_key(|p| sort_key(variant, p));
    Ok(paths.iter().map(|p| full_text(variant, p)).collect())
}

/// The deepest `shashki perft` per variant: the start position is counted to this depth in
/// well under a minute (each ply more takes four to seven times as long).
fn max_perft_depth(variant: Variant) -> u32 {
    match variant.board() {
        BoardSize::Ten => 11,
        BoardSize::Eight => 12,
    }
}

/// `shashki perft`: the node count (last line), after the per-move counts with `divide`.
/// Also returns a timing line meant for standard error. The shallower depths are counted
/// first and reported on standard error as they finish, so a long count shows its progress
/// and what an interrupted one found.
pub fn perft_lines(
    variant: Variant,
    fen: Option<&str>,
    depth: u32,
    divide: bool,
) -> Result<(Vec<String>, String), CommandError> {
    let max = max_perft_depth(variant);
    if depth > max {
        return Err(CommandError(format!(
            "--depth {depth} is too deep: perft counts at most {max} plies for {variant} \
             (each ply more takes about five times as long)"
        )));
    }
    let pos = position(variant, fen)?;
    for shallower in 1..depth {
        let began = Instant::now();
        let nodes = perft(&pos, shallower);
        eprintln!(
            "perft {shallower}: {} in {:.3} s",
            counted(nodes, "node", "nodes"),
            began.elapsed().as_secs_f64()
        );
    }
    let began = Instant::now();
    let mut lines = Vec::new();
    let total = if divide && depth > 0 {
        let mut parts = perft_divide(&pos, depth);
        parts.sort_by_key(|(p, _)| sort_key(variant, p));
        for (path, nodes) in &parts {
            lines.push(format!("{} {nodes}", full_text(variant, path)));
        }
        parts.iter().map(|p| p.1).sum()
    } else {
        perft(&pos, depth)
    };
    let seconds = began.elapsed().as_secs_f64();
    lines.push(total.to_string());
    let rate = total as f64 / seconds.max(1e-9) / 1e6;
    let timing = format!(
        "perft {depth}: {} in {seconds:.3} s ({rate:.1} million nodes/s)",
        counted(total, "node", "nodes")
    );
    Ok((lines, timing))
}
