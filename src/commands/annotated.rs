//! Where `shashki review --annotate` writes the annotated games, a game at a time.

use super::CommandError;

/// Where `shashki review --annotate` writes its games: standard output, or a temporary file
/// beside the file named, renamed over it once every game is written.
pub(super) enum AnnotatedOut {
    Stdout {
        games: usize,
    },
    File {
        path: std::path::PathBuf,
        temp: std::path::PathBuf,
        /// `None` once finished.
        writer: Option<std::io::BufWriter<std::fs::File>>,
        games: usize,
    },
}

/// A review that stops early (a bad game, a failed write) leaves no temporary file.
impl Drop for AnnotatedOut {
    fn drop(&mut self) {
        if let AnnotatedOut::File {
            temp,
            writer: Some(_),
            ..
        } = self
        {
            let _ = std::fs::remove_file(temp);
        }
    }
}

impl AnnotatedOut {
    /// The output `--annotate` asks for: the file `path` (its temporary file created), or
    /// standard output without one.
    pub(super) fn new(path: Option<&std::path::Path>) -> Result<AnnotatedOut, CommandError> {
        Ok(match path {
            None => AnnotatedOut::Stdout { games: 0 },
            Some(path) => {
                let mut temp = path.as_os_str().to_owned();
                temp.push(format!(".tmp{}", std::process::id()));
                let temp = std::path::PathBuf::from(temp);
                let file = std::fs::File::create(&temp)
                    .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
                AnnotatedOut::File {
                    path: path.to_path_buf(),
                    temp,
                    writer: Some(std::io::BufWriter::new(file)),
                    games: 0,
                }
            }
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
            AnnotatedOut::File {
                path,
                writer,
                games,
                ..
            } => {
                let sep = if *games > 0 { "\n" } else { "" };
                *games += 1;
                let writer = writer.as_mut().expect("not finished");
                write!(writer, "{sep}{text}")
                    .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
                Ok(true)
            }
        }
    }

    /// Puts a written file in place; says where the games went ("written to FILE"), `None`
    /// for standard output.
    pub(super) fn finish(mut self) -> Result<Option<String>, CommandError> {
        match &mut self {
            AnnotatedOut::Stdout { .. } => Ok(None),
            AnnotatedOut::File {
                path, temp, writer, ..
            } => {
                let Some(writer) = writer.take() else {
                    return Ok(None);
                };
                let done = writer
                    .into_inner()
                    .map_err(std::io::IntoInnerError::into_error)
                    .and_then(|file| file.sync_all())
                    .and_then(|()| std::fs::rename(&*temp, &*path));
                if let Err(e) = done {
                    let _ = std::fs::remove_file(&*temp);
                    return Err(CommandError(format!(
                        "cannot write {}: {e}",
                        path.display()
                    )));
                }
                Ok(Some(format!("written to {}", path.display())))
            }
        }
    }
}
