//! perft speed per variant from the start position, in leaf nodes per second.
//!
//! Run with `cargo bench --bench perft` (release build, single thread, no hash table, the
//! last ply counted without being played). `PERFT_DEPTHS="russian=11,..."` overrides depths.

use std::time::Instant;

use shashki::rules::{Position, Variant, perft};

fn depth_for(variant: Variant) -> u32 {
    let default = match variant {
        Variant::International => 9,
        _ => 11,
    };
    std::env::var("PERFT_DEPTHS")
        .ok()
        .and_then(|spec| {
            spec.split(',').find_map(|item| {
                let (name, depth) = item.split_once('=')?;
                (name.trim() == variant.name()).then(|| depth.trim().parse().ok())?
            })
        })
        .unwrap_or(default)
}

fn main() {
    println!(
        "{:<14} {:>5} {:>14} {:>9} {:>12}",
        "variant", "depth", "nodes", "seconds", "Mnodes/s"
    );
    for variant in Variant::STANDARD {
        let depth = depth_for(variant);
        let start = Position::start(variant);
        let began = Instant::now();
        let nodes = perft(&start, depth);
        let seconds = began.elapsed().as_secs_f64();
        println!(
            "{:<14} {:>5} {:>14} {:>9.3} {:>12.1}",
            variant.name(),
            depth,
            nodes,
            seconds,
            nodes as f64 / seconds / 1e6
        );
    }
}
