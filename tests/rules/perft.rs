//! Start-position perft against the published tables in `tests/data/perft-start.txt`.
//!
//! The suite runs in release mode (`cargo test --release`); depths above 6 would be slow in
//! a debug build, so there they stop at depth 6.

use shashki::rules::{Position, Variant, perft, perft_divide};

fn table() -> Vec<(Variant, Vec<u64>)> {
    include_str!("../data/perft-start.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let variant = words.next().unwrap().parse().unwrap();
            (variant, words.map(|w| w.parse().unwrap()).collect())
        })
        .collect()
}

fn max_depth() -> usize {
    if cfg!(debug_assertions) { 6 } else { 8 }
}

#[test]
fn start_positions_match_published_perft() {
    let table = table();
    assert_eq!(table.len(), 4, "one row per variant");
    for (variant, counts) in table {
        let start = Position::start(variant);
        for (depth, &expected) in counts.iter().enumerate().take(max_depth()) {
            let depth = depth as u32 + 1;
            assert_eq!(perft(&start, depth), expected, "{variant} depth {depth}");
        }
    }
}

/// Giveaway keeps every rule of its base game but the goal, so it has the same move tree:
/// the published counts of Russian and International draughts hold for it too, and the
/// per-move counts agree with the base game's.
#[test]
fn giveaway_has_its_base_games_perft() {
    let table = table();
    for variant in [Variant::Giveaway, Variant::GiveawayInternational] {
        let base = variant.base();
        let (_, counts) = table.iter().find(|(v, _)| *v == base).unwrap();
        let start = Position::start(variant);
        let depth = if base.board() == shashki::rules::BoardSize::Ten {
            7
        } else {
            8
        };
        for (d, &expected) in counts.iter().enumerate().take(depth.min(max_depth())) {
            assert_eq!(
                perft(&start, d as u32 + 1),
                expected,
                "{variant} depth {}",
                d + 1
            );
        }
        let ours: Vec<u64> = perft_divide(&start, 4).into_iter().map(|d| d.1).collect();
        let theirs: Vec<u64> = perft_divide(&Position::start(base), 4)
            .into_iter()
            .map(|d| d.1)
            .collect();
        assert_eq!(ours, theirs, "{variant}");
    }
}

#[test]
fn divide_adds_up_to_perft() {
    for variant in Variant::ALL {
        let start = Position::start(variant);
        let divided = perft_divide(&start, 4);
        assert_eq!(divided.len() as u64, perft(&start, 1));
        assert_eq!(divided.iter().map(|d| d.1).sum::<u64>(), perft(&start, 4));
    }
}
