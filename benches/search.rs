//! Search speed: nodes per second and time to reach depth 12 from the start position and from
//! 20 middle-game positions per variant (random play of 16-30 plies from a fixed seed), and
//! the time to prove each opening trap of the reference texts.
//!
//! `cargo bench --bench search`; `SEARCH_DEPTH` and `SEARCH_POSITIONS` make it lighter.

use std::time::{Duration, Instant};

use shashki::engine::{Goal, Limits, ProveLimit, Searcher, prove};
use shashki::rng::Rng;
use shashki::rules::{Position, Variant};

const TRAPS: &[(&str, &str, &str)] = &[
    (
        "example 1",
        "W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Be5,g5,b6,f6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
    ),
    (
        "example 2",
        "W:Wa1,c1,e1,g1,b2,d2,h2,a3,g3,f4:Bd4,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
    ),
    (
        "example 3",
        "B:Wa1,c1,e1,g1,b2,d2,f2,h2,g3,c5:Bg5,f6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
    ),
    (
        "example 4",
        "B:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3,h4:Be5,b6,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
    ),
    (
        "example 5",
        "W:Wa1,c1,e1,g1,d2,f2,a3,c3,e3,g3,d4,h4:Ba5,c5,b6,f6,h6,a7,c7,e7,g7,d8,f8,h8",
        "promote",
    ),
    (
        "13-move trap",
        "B:Wa1,g1,b2,f2,c3,g3,c5,h6,c7:Bh4,a7,b8,d8,f8,h8",
        "material:2",
    ),
];

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let depth = env("SEARCH_DEPTH", 12) as u32;
    let count = env("SEARCH_POSITIONS", 20);
    let mut rng = Rng::new(12);
    println!(
        "{:<14} {:>10} {:>12} {:>10} {:>10} {:>10}",
        "variant", "positions", "nodes", "seconds", "knodes/s", "max s"
    );
    for variant in Variant::STANDARD {
        let mut positions = vec![Position::start(variant)];
        while positions.len() < count + 1 {
            let mut p = Position::start(variant);
            for _ in 0..16 + rng.below(15) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.play_unchecked(&moves[rng.below(moves.len())]);
            }
            if p.legal_moves().len() > 1 {
                positions.push(p);
            }
        }
        let (mut nodes, mut total, mut worst) = (0, Duration::ZERO, Duration::ZERO);
        for p in &positions {
            let began = Instant::now();
            let result = Searcher::default().search(p, &[], Limits::depth(depth));
            let took = began.elapsed();
            nodes += result.nodes;
            total += took;
            worst = worst.max(took);
        }
        println!(
            "{:<14} {:>10} {:>12} {:>10.2} {:>10.0} {:>10.2}",
            variant.name(),
            positions.len(),
            nodes,
            total.as_secs_f64(),
            nodes as f64 / total.as_secs_f64() / 1e3,
            worst.as_secs_f64()
        );
    }
    println!(
        "\ndepth {depth} from the start position and {count} middle-game positions per variant"
    );
    println!(
        "\n{:<14} {:>10} {:>10} {:>12}",
        "trap", "goal", "nodes", "milliseconds"
    );
    for (name, fen, goal) in TRAPS {
        let p = Position::from_fen(Variant::Russian, fen).unwrap();
        let began = Instant::now();
        let proof = prove(
            &p,
            Goal::parse(goal).unwrap(),
            ProveLimit {
                depth: 9,
                nodes: 2_000_000,
            },
        );
        println!(
            "{name:<14} {goal:>10} {:>10} {:>12.2}",
            proof.nodes,
            began.elapsed().as_secs_f64() * 1e3
        );
    }
}
