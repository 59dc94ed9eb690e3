//! How long the kings-only endgame tables take to build, per variant, and the process's
//! peak memory after building them all.
//!
//! Run with `cargo bench --bench endgame`.

use std::time::Instant;

use shashki::engine::kings_ending;
use shashki::rules::{Position, Variant};

/// The peak resident memory of this process, as the kernel reports it (Linux only).
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM"))
                .map(str::to_owned)
        })
        .unwrap_or_else(|| "peak memory unknown".into())
}

fn main() {
    println!("{}", peak_memory());
    for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
        let Ok(probe) = Position::from_fen(variant, "W:WK1,K2,K3:BK32") else {
            continue;
        };
        let began = Instant::now();
        let value = kings_ending(&probe);
        println!(
            "{:<10} built in {:.3} s ({value:?} for {})",
            variant.name(),
            began.elapsed().as_secs_f64(),
            probe.to_fen()
        );
        println!("{}", peak_memory());
    }
}
