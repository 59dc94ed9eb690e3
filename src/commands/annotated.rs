//! Where `shashki review --annotate` writes the annotated games, a game at a time.

use super::CommandError;

/// Where `shashki review --annotate` writes its games: standard output, or the file named,
/// written through [`crate::atomic::Streamed`] (put in place once every game is written; a
/// review that stops early leaves the old file as it was and no temporary file).
pub(super) enum AnnotatedOut {
    Stdout {
        games: usize,
    },
    File {
        path: std::path::PathBuf,
        out: crate::atomic::Streamed,
        games: usize,
    },
}

impl AnnotatedOut {
    /// The output `--annotate` asks for: the file `path` (written through
    /// [`crate::atomic::Streamed`]), or standard output without one.
    pub(super) fn new(path: Option<&std::path::Path>) -> Result<AnnotatedOut, CommandError> {
        Ok(match path {
            None => AnnotatedOut::Stdout { games: 0 },
            Some(path) => AnnotatedOut::File {
                path: path.to_path_buf(),
                out: crate::atomic::Streamed::create(path).map_err(|e| cannot_write(&e))?,
                games: 0,
            },
        })
    }

    /// Writes one game's text, after a blank line from the one before; false when standard
    /// output is closed.
    pub(super) fn write_game(&mut self, text: &str) -> Result<bool, CommandError> {
        use std::io::Write;
        match self {
            AnnotatedOut::Stdout { games } => {
                let mut out = std::io::stdout().lock();
                let sep = if *games > 0 { "\n" } else { "" };
                *games += 1;
                // A closed standard output is not an error.
                Ok(write!(out, "{sep}{text}")
                    .and_then(|()| out.flush())
                    .is_ok())
            }
            AnnotatedOut::File { path, out, games } => {
                let sep = if *games > 0 { "\n" } else { "" };
                *games += 1;
                write!(out, "{sep}{text}")
                    .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
                Ok(true)
            }
        }
    }

    /// Puts a written file in place; says where the games went ("written to FILE"), `None`
    /// for standard output.
    pub(super) fn finish(self) -> Result<Option<String>, CommandError> {
        match self {
            AnnotatedOut::Stdout { .. } => Ok(None),
            AnnotatedOut::File { path, out, .. } => {
                out.finish().map_err(|e| cannot_write(&e))?;
                Ok(Some(format!("written to {}", path.display())))
            }
        }
    }
}

/// The error of a failed write of the annotated file.
fn cannot_write(failed: &crate::atomic::Failed) -> CommandError {
    CommandError(format!("cannot write {failed}"))
}
