//! The errors and notices of the progress store, and their words for the learner.
//!
//! The store keeps them typed; [`ProgressError::say`] and [`MovedAside::say`] give the sentence
//! in the learner's language from the catalogue (`locales/<lang>/progress.ftl`). `Display`
//! gives the English sentence, for the command line and logs.

use std::fmt;
use std::io;
use std::path::PathBuf;

use super::MAX_NAME;
use crate::{Lang, t};

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

    /// The error as a sentence in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            ProgressError::Io {
                action,
                path,
                source,
            } => {
                let path = path.display().to_string();
                let reason = io_reason(source, lang);
                match action {
                    Action::Create => {
                        t!(lang, "progress-cannot-create", path = path, reason = reason)
                    }
                    Action::Read => t!(lang, "progress-cannot-read", path = path, reason = reason),
                    Action::Write => {
                        t!(lang, "progress-cannot-write", path = path, reason = reason)
                    }
                    Action::Lock => t!(lang, "progress-cannot-lock", path = path, reason = reason),
                    Action::Sync => t!(lang, "progress-cannot-sync", path = path, reason = reason),
                    Action::Open => t!(lang, "progress-cannot-open", path = path, reason = reason),
                    Action::List => t!(lang, "progress-cannot-list", path = path, reason = reason),
                    Action::Remove => {
                        t!(lang, "progress-cannot-remove", path = path, reason = reason)
                    }
                    Action::MoveAside => {
                        t!(
                            lang,
                            "progress-cannot-move-aside",
                            path = path,
                            reason = reason
                        )
                    }
                }
            }
            ProgressError::Newer { path, found, known } => t!(
                lang,
                "progress-newer-file",
                path = path.display().to_string(),
                found = *found,
                known = *known
            ),
            ProgressError::BadName(name) => t!(
                lang,
                "progress-bad-name",
                name = format!("{name:?}"),
                max = MAX_NAME
            ),
            ProgressError::NoSuchProfile(id) => {
                t!(lang, "progress-no-such-profile", id = format!("{id:?}"))
            }
            ProgressError::ProfileDeleted(_) => t!(lang, "progress-profile-deleted"),
            ProgressError::TooLarge { path, limit_mb } => t!(
                lang,
                "progress-too-large",
                path = path.display().to_string(),
                limit = *limit_mb
            ),
        }
    }
}

/// Why a file could not be used, in `lang`: the common causes in words, any other as the
/// system tells it.
fn io_reason(error: &io::Error, lang: Lang) -> String {
    match error.kind() {
        io::ErrorKind::PermissionDenied => t!(lang, "progress-reason-permission"),
        io::ErrorKind::NotFound => t!(lang, "progress-reason-not-found"),
        io::ErrorKind::StorageFull => t!(lang, "progress-reason-disk-full"),
        io::ErrorKind::ReadOnlyFilesystem => t!(lang, "progress-reason-read-only"),
        _ => error.to_string(),
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

impl MovedAside {
    /// The notice as one sentence in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        let path = self.path.display().to_string();
        let aside = self.aside.display().to_string();
        let why = self.why.as_str();
        match self.recovery {
            Recovery::StartedFresh => t!(
                lang,
                "progress-moved-aside-started-fresh",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::SavedFresh => t!(
                lang,
                "progress-moved-aside-saved-fresh",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::ProfilesRebuilt => t!(
                lang,
                "progress-moved-aside-profiles-rebuilt",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::RestoredBackup => t!(
                lang,
                "progress-restored-backup",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::RestoredMissing => {
                t!(
                    lang,
                    "progress-restored-missing",
                    path = path,
                    aside = aside
                )
            }
            Recovery::ShownBackup => t!(
                lang,
                "progress-shown-backup",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::ShownFresh => t!(lang, "progress-shown-fresh", path = path, why = why),
            Recovery::RepairFailed => t!(
                lang,
                "progress-repair-failed",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::KeptEdit => t!(
                lang,
                "progress-kept-edit",
                path = path,
                why = why,
                aside = aside
            ),
            Recovery::MergedBackup => {
                t!(lang, "progress-merged-backup", path = path, aside = aside)
            }
            Recovery::Trimmed => t!(lang, "progress-trimmed", path = path, count = why),
        }
    }
}

impl fmt::Display for MovedAside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_said_in_the_learners_language_and_in_english_for_logs() {
        let denied = ProgressError::Io {
            action: Action::Write,
            path: PathBuf::from("/data/progress.yaml"),
            source: io::Error::from(io::ErrorKind::PermissionDenied),
        };
        assert_eq!(
            denied.to_string(),
            "Cannot write /data/progress.yaml: permission denied."
        );
        assert_eq!(
            denied.say(Lang::Ru),
            "Не удалось записать /data/progress.yaml: нет прав доступа."
        );
        assert_eq!(
            denied.say(Lang::Bg),
            "Не може да се запише /data/progress.yaml: няма права за достъп."
        );
        let bad = ProgressError::BadName(String::new());
        assert!(
            bad.say(Lang::Ru).contains("от 1 до 40 знаков"),
            "{}",
            bad.say(Lang::Ru)
        );
        let other = ProgressError::Io {
            action: Action::Read,
            path: PathBuf::from("p"),
            source: io::Error::other("odd"),
        };
        assert_eq!(other.say(Lang::En), "Cannot read p: odd.");
    }

    #[test]
    fn a_moved_aside_notice_names_both_files() {
        let notice = MovedAside {
            path: PathBuf::from("profiles.yaml"),
            aside: PathBuf::from("profiles.yaml.corrupt-1"),
            why: "bad".into(),
            recovery: Recovery::ProfilesRebuilt,
        };
        for lang in Lang::ALL {
            let text = notice.say(lang);
            assert!(
                text.contains("profiles.yaml.corrupt-1") && text.contains("(bad)"),
                "{text}"
            );
        }
        assert!(
            notice
                .to_string()
                .ends_with("rebuilt from the profile folders.")
        );
    }
}
