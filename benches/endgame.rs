//! How long the endgame tables take to build, per variant: the built-in kings-only tables,
//! then the general tables (`shashki tables build`) on one and on two threads, with their
//! sizes and the process's peak memory.
//!
//! Last, what a probe costs the search ([`table_value`] with the Russian tables installed):
//! for positions the tables hold, and for a position with too many pieces.
//!
//! Run with `cargo bench --bench endgame` (all four variants, the full tables: under a
//! minute) or `cargo bench --bench endgame -- PIECES [VARIANT...]`.

use std::time::Instant;

use shashki::engine::{Tables, install_tables, kings_ending, most_table_pieces, table_value};
use shashki::rng::Rng;
use shashki::rules::{Color, Piece, Position, Role, Variant};

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
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let pieces: Option<u32> = args.first().and_then(|a| a.parse().ok());
    let variants: Vec<Variant> = args
        .iter()
        .skip(1)
        .filter_map(|a| Variant::from_name(a))
        .collect();
    let variants = if variants.is_empty() {
        Variant::STANDARD.to_vec()
    } else {
        variants
    };
    println!("{}", peak_memory());
    for &variant in &variants {
        let Ok(probe) = Position::from_fen(variant, "W:WK1,K2,K3:BK32") else {
            continue;
        };
        let began = Instant::now();
        let value = kings_ending(&probe);
        if value.is_some() {
            println!(
                "{:<13} kings-only tables built in {:.3} s ({value:?} for {})",
                variant.name(),
                began.elapsed().as_secs_f64(),
                probe.to_fen()
            );
        }
    }
    for &variant in &variants {
        let Some(most) = most_table_pieces(variant) else {
            continue;
        };
        let pieces = pieces.unwrap_or(most).min(most);
        for threads in [1, 2] {
            let began = Instant::now();
            let Some(tables) = Tables::build(variant, pieces, threads, &|_| {}) else {
                continue;
            };
            let seconds = began.elapsed().as_secs_f64();
            let (won, drawn, lost) = tables
                .tally()
                .iter()
                .fold((0, 0, 0), |t, (_, c)| (t.0 + c[0], t.1 + c[1], t.2 + c[2]));
            println!(
                "{:<13} up to {pieces} pieces on {threads} thread(s): {:.1} s, {:.2} MB \
                 ({won} won, {drawn} drawn, {lost} lost for the side to move)",
                variant.name(),
                seconds,
                tables.len() as f64 / 1e6
            );
            println!("{}", peak_memory());
            if threads == 2 && variant == Variant::Russian {
                let _ = install_tables(tables);
            }
        }
    }
    probes();
}

/// Times [`table_value`] on random positions of up to four pieces and on the start position.
fn probes() {
    let variant = Variant::Russian;
    let squares: Vec<_> = variant.board().squares().collect();
    let mut rng = Rng::new(1);
    let mut positions = Vec::new();
    while positions.len() < 100_000 {
        let pieces = (0..2 + rng.below(3)).map(|i| {
            let color = if i == 0 || (i > 1 && rng.below(2) == 0) {
                Color::White
            } else {
                Color::Black
            };
            let role = if rng.below(2) == 0 {
                Role::Man
            } else {
                Role::King
            };
            (squares[rng.below(squares.len())], Piece { color, role })
        });
        if let Ok(pos) = Position::new(variant, Color::White, pieces.collect::<Vec<_>>()) {
            positions.push(pos);
        }
    }
    let start = Position::start(variant);
    for (what, list) in [
        ("in the tables", positions),
        ("the start", vec![start; 100_000]),
    ] {
        let began = Instant::now();
        let mut found = 0;
        for _ in 0..10 {
            found += list.iter().filter(|p| table_value(p).is_some()).count();
        }
        let each = began.elapsed().as_secs_f64() / (10 * list.len()) as f64;
        println!(
            "table_value, {what}: {:.1} ns a probe ({found} answered)",
            each * 1e9
        );
    }
}
