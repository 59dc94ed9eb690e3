//! The words of the progress store's errors and notices: `ProgressError` and `MovedAside`
//! said in the learner's language (their `Display` is the English sentence, for the command
//! line and logs). Messages: `locales/*/progress.ftl`.

use std::io;

use crate::progress::{Action, MAX_NAME, MovedAside, ProgressError, Recovery};
use crate::{Lang, t};

impl ProgressError {
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

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
