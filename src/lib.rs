//! shashki: a terminal tutorial and puzzle trainer for draughts (checkers).
//!
//! The rules engine lives in [`rules`]: four variants (Russian, Brazilian, International,
//! English), PDN FEN and notation, legal moves, explanations of illegal moves, draw rules.
//! [`corners`] holds the rules and the engine of Corners (уголки), a game on the same board.
//!
//! ```
//! use shashki::rules::{parse_move, Position, Variant};
//!
//! let start = Position::start(Variant::Russian);
//! assert_eq!(start.legal_moves().len(), 7);
//! let mv = parse_move(&start, "c3-d4").unwrap();
//! let next = start.play(&mv.mv).unwrap();
//! assert_eq!(next.to_fen(), "B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
//! ```
//!
//! The crate's public face is small on purpose: the modules below that are `pub`, and in each
//! the `pub use` lines of its `mod.rs`, are what the binary (`src/main.rs`), the integration
//! tests, the benches and the examples use. Everything else is `pub(crate)` or private, so the
//! compiler reports any code that nothing uses (see docs/architecture.md).

pub(crate) mod atomic;
pub mod bounds;
pub mod cli;
pub mod commands;
pub mod config;
pub mod content;
pub mod corners;
pub mod engine;
pub(crate) mod export;
pub(crate) mod fnv;
pub(crate) mod game;
pub mod i18n;
pub(crate) mod lang;
pub mod progress;
pub mod rating;
pub mod rng;
pub mod rules;
pub mod trainer;
pub mod tui;

pub use lang::Lang;

/// The lessons, puzzles and message catalogues built into the binary (written by `build.rs`).
mod builtin {
    include!(concat!(env!("OUT_DIR"), "/builtin.rs"));
}
