//! The errors and notices of the progress store, and their words for the learner.
//!
//! The store keeps them typed; [`ProgressError::say`] and [`MovedAside::say`] (in
//! `crate::i18n::progress`) give the sentence in the learner's language from the catalogue
//! (`locales/<lang>/progress.ftl`). `Display` gives the English sentence, for the command line
//! and logs.

use std::fmt;
use std::io;
use std::path::PathBuf;

use crate::Lang;

/// What the store was doing with a file or directory when it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Creating a file or directory.
    Create,
    /// Reading a file.
    Read,
    /// Writing a file.
    Write,
    /// Taking a lock file.
    Lock,
    /// Making a write durable on disk.
    Sync,
    /// Opening a directory.
    Open,
    /// Listing a directory.
    List,
    /// Removing a file.
    Remove,
    /// Moving a file that does not parse aside.
    MoveAside,
}

/// What went wrong reading or writing progress or profiles.
#[derive(Debug)]
pub enum ProgressError {
    /// A file or directory could not be read, written, locked or moved.
    Io {
        /// What was being done.
        action: Action,
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
    /// The profile with this id was deleted (its folder moved to `deleted/`) while this copy
    /// had it open: nothing more is saved for it.
    ProfileDeleted(String),
    /// The progress would make a file larger than the cap even without any puzzle results.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The cap, in megabytes.
        limit_mb: usize,
    },
}

impl ProgressError {
    pub(crate) fn io(action: Action, path: impl Into<PathBuf>) -> impl FnOnce(io::Error) -> Self {
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
        f.write_str(&self.say(Lang::En))
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

/// What the store did after moving a file that does not parse aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// The progress was loaded fresh.
    StartedFresh,
    /// The progress being saved was written as a fresh file.
    SavedFresh,
    /// The profile list was rebuilt from the profile folders.
    ProfilesRebuilt,
    /// The file was damaged: it was kept aside and the last good copy was put back.
    RestoredBackup,
    /// The file was missing: the last good copy (`aside`) was put back.
    RestoredMissing,
    /// The file is damaged or missing and the folder cannot be written: the last good copy
    /// (`aside`) is shown, and nothing was changed.
    ShownBackup,
    /// The file cannot be read and there is no good copy, and the folder cannot be written:
    /// nothing was changed, and the progress is shown empty.
    ShownFresh,
    /// The file is damaged or missing and putting the last good copy (`aside`) back failed
    /// (`why` ends with the reason): the copy is used, and nothing was lost.
    RepairFailed,
    /// The file was changed by hand (or holds keys this version does not know): it is used
    /// as it is, and the copy from before the change was kept as `aside`.
    KeptEdit,
    /// The file held less than its last good copy (`aside`): what it lacked was taken back.
    MergedBackup,
    /// The file grew too large: the results of `why` puzzles tried longest ago were taken out.
    Trimmed,
}

impl Recovery {
    /// Whether the progress shown starts from nothing because of this: what the learner did
    /// is in the file kept aside, not in the progress.
    pub fn lost_progress(self) -> bool {
        matches!(
            self,
            Recovery::StartedFresh | Recovery::SavedFresh | Recovery::ShownFresh
        )
    }
}

/// A notice about a progress or profile file that was not as it was written: what was wrong,
/// what was done, and where any file set aside is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovedAside {
    /// The file that did not parse.
    pub path: PathBuf,
    /// Where it was moved.
    pub aside: PathBuf,
    /// Why it did not parse (the YAML reader's words).
    pub why: String,
    /// What was done instead.
    pub recovery: Recovery,
}

impl fmt::Display for MovedAside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}
