//! The command line, as clap definitions (kept apart so completions and a man page can be
//! generated from them).

use clap::{Parser, Subcommand};

use crate::rules::Variant;

/// shashki: learn draughts in the terminal.
#[derive(Debug, Parser)]
#[command(name = "shashki", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print every legal move of a position, one per line, sorted.
    Moves {
        /// russian, brazilian, international or english (checkers).
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// The position as PDN FEN (default: the start position).
        #[arg(long)]
        fen: Option<String>,
    },
    /// Count the leaf nodes of the move tree (tests the move generator).
    Perft {
        /// russian, brazilian, international or english (checkers).
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// The position as PDN FEN (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        /// How many plies deep to count.
        #[arg(long)]
        depth: u32,
        /// Also print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
}
