//! The errors of the progress store.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// What went wrong reading or writing progress or profiles.
#[derive(Debug)]
pub enum ProgressError {
    /// A file or directory could not be read, written, locked or moved.
    Io {
        /// What was being done: "read", "write", "lock", ...
        action: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// The cause.
        source: io::Error,
    },
    /// The file was written by a newer version of shashki; it is left untouched.
    Newer {
        /// The file.
        path: PathBuf,
        /// The format version found in it.
        found: u32,
        /// The newest format version this build knows.
        known: u32,
    },
    /// A profile name that is empty, longer than 40 characters or has control characters.
    BadName(String),
    /// No profile has this id.
    NoSuchProfile(String),
}

impl ProgressError {
    pub(crate) fn io(
        action: &'static str,
        path: impl Into<PathBuf>,
    ) -> impl FnOnce(io::Error) -> Self {
        let path = path.into();
        move |source| ProgressError::Io {
            action,
            path,
            source,
        }
    }
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Io {
                action,
                path,
                source,
            } => {
                write!(f, "cannot {action} {}: {source}", path.display())
            }
            ProgressError::Newer { path, found, known } => write!(
                f,
                "{} was written by a newer shashki (format {found}; this one knows up to {known}), so it is left untouched: please update shashki",
                path.display()
            ),
            ProgressError::BadName(name) => write!(
                f,
                "bad profile name {name:?}: use 1 to 40 characters, without control characters"
            ),
            ProgressError::NoSuchProfile(id) => write!(f, "there is no profile with the id {id:?}"),
        }
    }
}

impl std::error::Error for ProgressError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ProgressError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
