//! Deleting a profile: its folder (progress and saved games) is moved into `deleted/`, never
//! removed, so a mistake can be undone by moving it back.

use std::fs;
use std::path::PathBuf;

use super::{DEFAULT_NAME, Store};
use crate::progress::error::Action;
use crate::progress::{Profile, ProgressError, unix_now};

/// What deleting a profile did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    /// The profile that was deleted.
    pub profile: Profile,
    /// Where its folder (progress and saved games) was moved; none when it had no folder.
    pub moved_to: Option<PathBuf>,
    /// The profile now in use: the same as before, or another one when the deleted profile was
    /// the one in use (a fresh default one when it was the only one).
    pub in_use: Profile,
}

impl Store {
    /// The folder deleted profiles are moved into.
    pub fn deleted_dir(&self) -> PathBuf {
        self.dir.join("deleted")
    }

    /// Deletes the profile `id` from the list and moves its folder to
    /// `deleted/<id>-<unix-seconds>` in the data directory. When it was the profile in use, the
    /// first other one is used instead, or a new "Player" when none is left.
    pub fn delete_profile(&self, id: &str) -> Result<Deleted, ProgressError> {
        let path = self.progress_path(id)?;
        let (deleted, _) = self.with_profiles(|list| {
            let profile = list
                .get(id)
                .cloned()
                .ok_or_else(|| ProgressError::NoSuchProfile(id.to_string()))?;
            let dir = path.parent().unwrap_or(&self.dir).to_path_buf();
            let moved_to = if dir.is_dir() {
                // Under the profile's lock, so no save of another copy is cut in two.
                let _lock = self.lock_profile(&path)?;
                let bin = self.deleted_dir();
                fs::create_dir_all(&bin).map_err(ProgressError::io(Action::Create, &bin))?;
                let to = free_name(&bin, &format!("{id}-{}", unix_now()));
                fs::rename(&dir, &to).map_err(ProgressError::io(Action::MoveAside, &dir))?;
                Some(to)
            } else {
                None
            };
            list.profiles.retain(|p| p.id != id);
            if list.last.as_deref() == Some(id) {
                list.last = None;
            }
            let in_use = match list.last.as_deref().and_then(|last| list.get(last)) {
                Some(last) => last.clone(),
                None => match list.profiles.first() {
                    Some(first) => first.clone(),
                    None => self.add_profile(list, DEFAULT_NAME)?,
                },
            };
            list.last = Some(in_use.id.clone());
            Ok(Deleted {
                profile,
                moved_to,
                in_use,
            })
        })?;
        Ok(deleted)
    }
}

/// `dir/name`, or `dir/name-2`, `-3`... when that is taken.
fn free_name(dir: &std::path::Path, name: &str) -> PathBuf {
    let mut candidate = dir.join(name);
    let mut n = 2;
    while fs::symlink_metadata(&candidate).is_ok() {
        candidate = dir.join(format!("{name}-{n}"));
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::test_dir::TestDir;
    use crate::progress::{LessonProgress, Progress};

    fn with_lesson(store: &Store, id: &str) {
        let mut p = Progress::default();
        p.lessons.insert(
            "l".into(),
            LessonProgress {
                completed: true,
                stars: 2,
                updated: 1,
                ..LessonProgress::default()
            },
        );
        store.save(id, &p).unwrap();
    }

    #[test]
    fn a_deleted_profile_is_moved_into_deleted_with_its_progress_and_games() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let anna = store.resolve_profile(Some("Anna")).unwrap();
        let bob = store.create_profile("Bob").unwrap();
        with_lesson(&store, &bob.id);
        let game = store
            .save_game(&bob.id, "game", "[Event \"x\"]\n*\n")
            .unwrap();
        let deleted = store.delete_profile(&bob.id).unwrap();
        assert_eq!(deleted.profile, bob);
        assert_eq!(deleted.in_use, anna, "Anna was in use and stays so");
        let to = deleted.moved_to.expect("Bob had a folder");
        assert!(to.starts_with(t.path().join("deleted")), "{}", to.display());
        assert!(to.join("progress.yaml").is_file());
        assert!(to.join("games").join(game.file_name().unwrap()).is_file());
        assert!(!t.path().join("profiles").join(&bob.id).exists());
        let (list, _) = store.profiles().unwrap();
        assert_eq!(
            list.profiles,
            std::slice::from_ref(&anna),
            "not found again on disk"
        );
        assert_eq!(list.last.as_deref(), Some(anna.id.as_str()));
        // A new Bob starts afresh; deleting him again keeps both old folders.
        let bob2 = store.create_profile("Bob").unwrap();
        assert_eq!(bob2.id, bob.id);
        assert!(store.load(&bob2.id).unwrap().progress.lessons.is_empty());
        with_lesson(&store, &bob2.id);
        let again = store.delete_profile(&bob2.id).unwrap().moved_to.unwrap();
        assert_ne!(again, to);
        assert!(again.join("progress.yaml").is_file() && to.join("progress.yaml").is_file());
    }

    #[test]
    fn deleting_the_profile_in_use_switches_to_another_or_a_fresh_one() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let anna = store.create_profile("Anna").unwrap();
        let bob = store.resolve_profile(Some("Bob")).unwrap();
        let deleted = store.delete_profile(&bob.id).unwrap();
        assert_eq!(deleted.in_use, anna);
        assert_eq!(store.profiles().unwrap().0.last, Some(anna.id.clone()));
        let last = store.delete_profile(&anna.id).unwrap();
        assert_eq!(last.in_use.name, "Player");
        let (list, _) = store.profiles().unwrap();
        assert_eq!(list.profiles, std::slice::from_ref(&last.in_use));
        assert_eq!(list.last, Some(last.in_use.id));
    }

    #[test]
    fn an_unknown_profile_is_an_error_and_nothing_is_moved() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        store.create_profile("Anna").unwrap();
        for id in ["nobody", "../anna", ""] {
            assert!(matches!(
                store.delete_profile(id),
                Err(ProgressError::NoSuchProfile(_))
            ));
        }
        assert!(!store.deleted_dir().exists());
        assert_eq!(store.profiles().unwrap().0.profiles.len(), 1);
    }
}
