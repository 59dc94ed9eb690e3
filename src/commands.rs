//! The non-interactive subcommands. Each returns its output lines or a one-line error.
//!
//! Each concern has its own file: the rules ([`moves`], [`perft_lines`]), the content
//! ([`check`], the puzzle collections), the sheets to print, the progress, the engine
//! (analysis, review, proofs, training, endgame tables), `play`, and the manual page. What
//! several of them use stays here.

mod annotated;
mod content;
mod engine;
mod manual;
mod pdn_file;
mod play;
mod profiles;
mod progress;
mod rules;
mod sheets;

pub use content::{check, endings, import, mine};
#[cfg(feature = "maintainer")]
pub use engine::train;
pub use engine::{analyse, prove, review, tables_build, tables_status};
pub use manual::{Generated, generated};
pub use play::play_plan;
pub use progress::progress;
pub use rules::{moves, perft_lines};
pub use sheets::{WeakOf, puzzle_sheet, worksheet};

use crate::rules::{Position, Variant};

/// A command failed because of its input; the message fits on one line.
#[derive(Debug)]
pub struct CommandError(pub String);

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// `n` and the noun that agrees with it: "1 move", "2 moves".
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The position given by `--fen`, or the start position.
fn position(variant: Variant, fen: Option<&str>) -> Result<Position, CommandError> {
    match fen {
        Some(text) => Position::from_fen(variant, text)
            .map_err(|e| CommandError(format!("bad FEN for {variant}: {e}"))),
        None => Ok(Position::start(variant)),
    }
}

/// A progress bar on standard error for `len` steps of long work (`what` is shown before it),
/// cleared when done or dropped (an error then stands alone). When standard error is not a
/// terminal (piped, redirected, in tests) it is hidden: no bar characters, no carriage returns.
fn work_bar(len: usize, what: &str) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let style = indicatif::ProgressStyle::with_template(
        "{msg} [{bar:30}] {pos}/{len}, {elapsed} ({eta} left)",
    )
    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
    .progress_chars("=> ");
    indicatif::ProgressBar::new(len as u64)
        .with_style(style)
        .with_message(what.to_string())
        .with_finish(indicatif::ProgressFinish::AndClear)
}

/// Writes `text` to the file `out` (crash-safe: the old file or the new one, never a part), or
/// to standard output without one; says where it went ("written to FILE") when it went to a
/// file.
fn write_out(text: &str, out: Option<&std::path::Path>) -> Result<Option<String>, CommandError> {
    if let Some(path) = out {
        // A pipe or a device (`--out /dev/stdout`) is written to, not replaced.
        let stream = std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir());
        let written = if stream {
            std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
        } else {
            crate::atomic::write(path, text.as_bytes(), true).map_err(|e| e.to_string())
        };
        written.map_err(|e| CommandError(format!("cannot write {e}")))?;
        Ok(Some(format!("written to {}", path.display())))
    } else {
        use std::io::Write;
        let _ = std::io::stdout().write_all(text.as_bytes());
        Ok(None)
    }
}
