//! The store: profiles and their progress in the data directory.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::error::{Action, MovedAside, Recovery};
use super::fsio::{
    Lock, Read, aside_path, cannot_write, move_aside, read_bounded, read_or_move_aside,
    read_versioned, remove_stale_temps, to_yaml, with_check, write_atomic, write_unsynced,
};
use super::guard::{WRITE_MAX_BYTES, fitted};
use super::profiles::{check_name, is_slug};
use super::{FORMAT, Profile, ProfileList, Progress, ProgressError, merge};
use crate::{Lang, t};
use repair::Purpose;

/// The name given to a profile made when none was asked for.
const DEFAULT_NAME: &str = "Player";

/// The profile list as stored in `profiles.yaml`.
#[derive(Serialize, Deserialize)]
#[serde(default)]
struct ProfilesFile {
    format: u32,
    last: Option<String>,
    profiles: Vec<Profile>,
}

impl Default for ProfilesFile {
    fn default() -> Self {
        ProfilesFile {
            format: FORMAT,
            last: None,
            profiles: Vec::new(),
        }
    }
}

/// A profile's progress as loaded.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    /// The progress (fresh if there was no usable file).
    pub progress: Progress,
    /// Set if the file did not parse or was cut short: says where it was moved.
    pub notice: Option<MovedAside>,
    /// The data folder cannot be written: the progress can be shown but not saved.
    pub read_only: bool,
    /// Values that were out of range in the file and were brought into range (English).
    pub repaired: Vec<String>,
}

impl Loaded {
    /// What the learner is told about the loading, in `lang`: a file moved aside or restored,
    /// values repaired, and a folder where nothing can be saved.
    pub fn notices(&self, lang: Lang) -> Vec<String> {
        let mut notices: Vec<String> = self.notice.iter().map(|n| n.say(lang)).collect();
        if self.read_only {
            notices.push(t!(lang, "progress-read-only"));
        }
        if !self.repaired.is_empty() {
            let what = self.repaired.join("; ");
            notices.push(t!(lang, "progress-repaired", what = what));
        }
        notices
    }
}

/// A profile's progress as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The progress as written: what this copy changed applied onto what was on disk. The
    /// caller should keep using it.
    pub progress: Progress,
    /// What the learner is to be told: a file found damaged and put right, a file set aside,
    /// old puzzle results taken out to keep the file small.
    pub notices: Vec<MovedAside>,
}

impl Saved {
    /// The notices as sentences in `lang`.
    pub fn notices(&self, lang: Lang) -> Vec<String> {
        self.notices.iter().map(|n| n.say(lang)).collect()
    }
}

/// The progress store in one data directory.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// Opens (creating if needed) the data directory.
    pub fn open(data_dir: impl Into<PathBuf>) -> Result<Store, ProgressError> {
        let dir = data_dir.into();
        fs::create_dir_all(&dir).map_err(ProgressError::io(Action::Create, &dir))?;
        Ok(Store { dir })
    }

    /// The default data directory of this user, if the platform has one.
    pub fn default_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("org", "shashki", "shashki")
            .map(|d| d.data_dir().to_path_buf())
    }

    /// The data directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Profiles and the last used one. A corrupt `profiles.yaml` is moved aside (the notice says
    /// where) and the list is rebuilt from the profile directories found on disk.
    /// A data folder that cannot be written is read as it is, without a lock.
    pub fn profiles(&self) -> Result<(ProfileList, Option<MovedAside>), ProgressError> {
        match self.with_profiles(|list| Ok(list.clone())) {
            Err(ProgressError::Io { source, .. }) if cannot_write(&source) => {
                let file = match read_versioned::<ProfilesFile>(&self.profiles_path())? {
                    Read::Parsed(file) => file,
                    Read::Missing | Read::Corrupt(_) => ProfilesFile::default(),
                };
                Ok((self.listed(file)?.1, None))
            }
            other => other,
        }
    }

    /// Creates a profile with this display name and a new unique id.
    pub fn create_profile(&self, name: &str) -> Result<Profile, ProgressError> {
        Ok(self.with_profiles(|list| self.add_profile(list, name))?.0)
    }

    /// Changes a profile's display name; its id stays.
    pub fn rename_profile(&self, id: &str, new_name: &str) -> Result<(), ProgressError> {
        let name = check_name(new_name)?;
        let ((), _) = self.with_profiles(|list| {
            let profile = list.profiles.iter_mut().find(|p| p.id == id);
            profile
                .ok_or_else(|| ProgressError::NoSuchProfile(id.to_string()))?
                .name = name;
            Ok(())
        })?;
        Ok(())
    }

    /// Remembers the profile as the last used one.
    pub fn set_last_profile(&self, id: &str) -> Result<(), ProgressError> {
        let ((), _) = self.with_profiles(|list| {
            list.get(id)
                .ok_or_else(|| ProgressError::NoSuchProfile(id.to_string()))?;
            list.last = Some(id.to_string());
            Ok(())
        })?;
        Ok(())
    }

    /// The profile to use: `wanted` (an id or a display name, ignoring case), created if there is
    /// none; else the last used one; else the one named "Player", created if needed. It becomes the
    /// last used one.
    pub fn resolve_profile(&self, wanted: Option<&str>) -> Result<Profile, ProgressError> {
        Ok(self.resolve_profile_or(wanted, DEFAULT_NAME)?.0)
    }

    /// As [`Store::resolve_profile`], with `default_name` (in the learner's language) for the
    /// profile made when none is wanted and none was used last; also says whether a profile
    /// list that could not be read was set aside (the list is then rebuilt from the folders).
    pub fn resolve_profile_or(
        &self,
        wanted: Option<&str>,
        default_name: &str,
    ) -> Result<(Profile, Option<MovedAside>), ProgressError> {
        self.with_profiles(|list| {
            let last = list.last.as_deref().and_then(|id| list.get(id)).cloned();
            let profile = if let (None, Some(last)) = (wanted, last) {
                last
            } else {
                let wanted = wanted.unwrap_or(default_name);
                match list.find(wanted) {
                    Some(found) => found.clone(),
                    None => self.add_profile(list, wanted)?,
                }
            };
            list.last = Some(profile.id.clone());
            Ok(profile)
        })
    }

    /// Loads a profile's progress (fresh if there is no file yet). A damaged file (cut short,
    /// not parsing, not a regular file) is kept aside and the last good copy put back; a
    /// missing one with a good copy beside it is put back; a file changed by hand is kept and
    /// the copy from before is put beside it. The notice says what was done (see
    /// `repair.rs`). Temporary files a killed save left are removed. In a data folder that
    /// cannot be written nothing is changed and the progress is shown (`read_only`).
    pub fn load(&self, id: &str) -> Result<Loaded, ProgressError> {
        let path = self.progress_path(id)?;
        if !path.parent().is_some_and(Path::is_dir) {
            return Ok(Loaded {
                progress: Progress::default(),
                notice: None,
                read_only: false,
                repaired: Vec::new(),
            });
        }
        let (_lock, writable) = Lock::for_reading(&path)?;
        if writable {
            remove_stale_temps(&path);
            remove_stale_temps(&backup_path(&path));
        }
        let (progress, notice) = repair::resolve(&path, Purpose::Load, writable)?;
        let mut progress = progress.unwrap_or_default();
        let repaired = progress.repair();
        progress.mark_read();
        Ok(Loaded {
            progress,
            notice,
            read_only: !writable,
            repaired,
        })
    }

    /// Saves under the lock: re-reads the file (putting it right as [`Store::load`] does),
    /// applies what `progress` changed since it was read onto it (see [`merge`]), and writes
    /// the result atomically, ending with a check line (its length and checksum), with a copy
    /// as `progress.backup.yaml`. A file that would grow past the size the reader accepts loses
    /// its oldest puzzle results first. A profile deleted meanwhile (its folder moved to
    /// `deleted/`) is not made again: that is an error.
    pub fn save(&self, id: &str, progress: &Progress) -> Result<Saved, ProgressError> {
        let path = self.progress_path(id)?;
        if !path.parent().is_some_and(Path::is_dir) && self.was_deleted(id) {
            return Err(ProgressError::ProfileDeleted(id.to_string()));
        }
        let _lock = self.lock_profile(&path)?;
        let (on_disk, notice) = repair::resolve(&path, Purpose::Save, true)?;
        let merged = merge(&on_disk.unwrap_or_default(), progress);
        let (merged, trimmed) = write_progress(&path, &merged)?;
        Ok(Saved {
            progress: merged,
            notices: notice.into_iter().chain(trimmed).collect(),
        })
    }

    /// Whether a profile `id` was deleted: a folder of it is in `deleted/`.
    fn was_deleted(&self, id: &str) -> bool {
        let prefix = format!("{id}-");
        fs::read_dir(self.deleted_dir()).is_ok_and(|entries| {
            entries.flatten().any(|e| {
                e.file_name()
                    .to_str()
                    .and_then(|n| n.strip_prefix(&prefix))
                    .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
            })
        })
    }

    /// Replaces the profile's progress with a fresh one, keeping its settings. The old file is kept
    /// as `progress.yaml.reset-<unix-seconds>` (and its last good copy, when that differs, as
    /// `progress.backup.yaml.reset-<unix-seconds>`). A copy of the trainer open on the profile
    /// keeps only what it does after the reset (see [`merge`]).
    pub fn reset(&self, id: &str) -> Result<(), ProgressError> {
        let path = self.progress_path(id)?;
        let _lock = self.lock_profile(&path)?;
        let mut fresh = Progress::default();
        match read_versioned::<Progress>(&path) {
            Err(newer @ ProgressError::Newer { .. }) => return Err(newer),
            Ok(Read::Parsed(old)) => fresh.settings = old.settings,
            _ => {}
        }
        let kept = match read_bounded(&path) {
            Ok(None) => None,
            Ok(Some(Ok(bytes))) => {
                write_atomic(&aside_path(&path, "reset"), &bytes)?;
                Some(bytes)
            }
            // Too large, not a regular file, a link that leads nowhere: renamed, bytes kept.
            Ok(Some(Err(_))) | Err(_) => {
                move_aside(&path, &aside_path(&path, "reset"))?;
                None
            }
        };
        let backup = backup_path(&path);
        if let Ok(Some(Ok(bytes))) = read_bounded(&backup)
            && kept.as_ref() != Some(&bytes)
        {
            write_atomic(&aside_path(&backup, "reset"), &bytes)?;
        }
        write_progress(&path, &fresh).map(drop)
    }

    /// The profile's progress files that did not parse and were moved aside
    /// (`progress.yaml.corrupt-<time>`), newest last.
    pub fn set_aside(&self, id: &str) -> Vec<PathBuf> {
        let Ok(path) = self.progress_path(id) else {
            return Vec::new();
        };
        let Some(entries) = path.parent().and_then(|dir| fs::read_dir(dir).ok()) else {
            return Vec::new();
        };
        let mut found: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("progress.yaml.corrupt-"))
            })
            .collect();
        found.sort_by_key(|p| fs::metadata(p).and_then(|m| m.modified()).ok());
        found
    }

    fn profiles_path(&self) -> PathBuf {
        self.dir.join("profiles.yaml")
    }

    fn profiles_root(&self) -> PathBuf {
        self.dir.join("profiles")
    }

    /// `profiles/<id>/progress.yaml`, if `id` is a safe slug.
    pub(super) fn progress_path(&self, id: &str) -> Result<PathBuf, ProgressError> {
        if !is_slug(id) {
            return Err(ProgressError::NoSuchProfile(id.to_string()));
        }
        Ok(self.profiles_root().join(id).join("progress.yaml"))
    }

    /// Makes the profile's directory and locks its progress file.
    fn lock_profile(&self, path: &Path) -> Result<Lock, ProgressError> {
        let dir = path.parent().unwrap_or(&self.dir);
        fs::create_dir_all(dir).map_err(ProgressError::io(Action::Create, dir))?;
        Lock::acquire(path)
    }

    /// The ids of the profile directories on disk, sorted.
    fn profile_dirs(&self) -> Result<Vec<String>, ProgressError> {
        let root = self.profiles_root();
        let entries = match fs::read_dir(&root) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(ProgressError::io(Action::List, root)(e)),
        };
        let mut ids = Vec::new();
        for entry in entries {
            let entry = entry.map_err(ProgressError::io(Action::List, &root))?;
            let id = entry.file_name().to_string_lossy().into_owned();
            if is_slug(&id) && entry.path().is_dir() {
                ids.push(id);
            }
        }
        ids.sort();
        Ok(ids)
    }

    /// Under the profiles lock: reads the list (adding profile directories it lacks), lets `change`
    /// update it, and writes it back if it changed. Also returns the notice about a corrupt file.
    fn with_profiles<T>(
        &self,
        change: impl FnOnce(&mut ProfileList) -> Result<T, ProgressError>,
    ) -> Result<(T, Option<MovedAside>), ProgressError> {
        let path = self.profiles_path();
        let _lock = Lock::acquire(&path)?;
        remove_stale_temps(&path);
        let (file, notice) = read_or_move_aside::<ProfilesFile>(&path, Recovery::ProfilesRebuilt)?;
        let (stored, mut list) = self.listed(file.unwrap_or_default())?;
        let out = change(&mut list)?;
        if list != stored {
            let file = ProfilesFile {
                format: FORMAT,
                last: list.last.clone(),
                profiles: list.profiles.clone(),
            };
            write_atomic(&path, to_yaml(&file, &path)?.as_bytes())?;
        }
        Ok((out, notice))
    }

    /// The list as stored in `file` (its valid entries), and that list with the profile
    /// directories found on disk that it lacks.
    fn listed(&self, file: ProfilesFile) -> Result<(ProfileList, ProfileList), ProgressError> {
        let mut stored = ProfileList::default();
        for profile in file.profiles {
            if is_slug(&profile.id) && stored.get(&profile.id).is_none() {
                stored.profiles.push(profile);
            }
        }
        stored.last = file.last.filter(|id| stored.get(id).is_some());
        let mut list = stored.clone();
        for id in self.profile_dirs()? {
            if list.get(&id).is_none() {
                list.profiles.push(Profile {
                    name: id.clone(),
                    id,
                });
            }
        }
        Ok((stored, list))
    }

    /// Adds a profile named `name` to the list, making its directory.
    fn add_profile(&self, list: &mut ProfileList, name: &str) -> Result<Profile, ProgressError> {
        let name = check_name(name)?;
        let id = list.new_id(&name);
        let dir = self.profiles_root().join(&id);
        fs::create_dir_all(&dir).map_err(ProgressError::io(Action::Create, &dir))?;
        let profile = Profile { id, name };
        list.profiles.push(profile.clone());
        Ok(profile)
    }
}

/// `progress.backup.yaml` beside `progress.yaml`: the last good copy.
pub(super) fn backup_path(path: &Path) -> PathBuf {
    path.with_file_name("progress.backup.yaml")
}

/// Writes the progress with its check line, then the same bytes as the last good copy (not
/// waited for: a copy damaged by a power cut fails its check and is not used). A file larger
/// than the writer's cap first loses its oldest puzzle results (see [`fitted`]); the notice
/// says how many. Returns the progress as written, as read from disk from now on.
pub(super) fn write_progress(
    path: &Path,
    progress: &Progress,
) -> Result<(Progress, Option<MovedAside>), ProgressError> {
    // Whether it can be written at all (the error says why not).
    to_yaml(progress, path)?;
    let mut written = progress.clone();
    let yaml = |p: &Progress| to_yaml(p, path).map(|y| with_check(&y)).unwrap_or_default();
    let Some((text, taken)) = fitted(&mut written, yaml) else {
        return Err(ProgressError::TooLarge {
            path: path.into(),
            limit_mb: WRITE_MAX_BYTES / crate::bounds::MB,
        });
    };
    write_atomic(path, text.as_bytes())?;
    write_unsynced(&backup_path(path), text.as_bytes())?;
    written.mark_read();
    let notice = (taken > 0).then(|| MovedAside {
        path: path.into(),
        aside: path.into(),
        why: taken.to_string(),
        recovery: Recovery::Trimmed,
    });
    Ok((written, notice))
}

mod delete;
mod repair;
#[cfg(test)]
mod tests;
