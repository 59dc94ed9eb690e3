//! The store: profiles and their progress in the data directory.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::error::{Action, MovedAside, Recovery};
use super::fsio::{
    Lock, Read, aside_path, read_or_move_aside, read_versioned, to_yaml, write_atomic,
};
use super::profiles::{check_name, is_slug};
use super::{FORMAT, Profile, ProfileList, Progress, ProgressError, merge};

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
    /// Set if the file did not parse: says where it was moved.
    pub notice: Option<MovedAside>,
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
    pub fn profiles(&self) -> Result<(ProfileList, Option<MovedAside>), ProgressError> {
        self.with_profiles(|list| Ok(list.clone()))
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
        let (profile, _) = self.with_profiles(|list| {
            let last = list.last.as_deref().and_then(|id| list.get(id)).cloned();
            let profile = match (wanted, last) {
                (None, Some(last)) => last,
                _ => {
                    let wanted = wanted.unwrap_or(DEFAULT_NAME);
                    match list.find(wanted) {
                        Some(found) => found.clone(),
                        None => self.add_profile(list, wanted)?,
                    }
                }
            };
            list.last = Some(profile.id.clone());
            Ok(profile)
        })?;
        Ok(profile)
    }

    /// Loads a profile's progress (fresh if there is no file yet). A file that does not parse is
    /// moved aside and the notice says where.
    pub fn load(&self, id: &str) -> Result<Loaded, ProgressError> {
        let path = self.progress_path(id)?;
        if !path.parent().is_some_and(Path::is_dir) {
            return Ok(Loaded {
                progress: Progress::default(),
                notice: None,
            });
        }
        let _lock = Lock::acquire(&path)?;
        let (progress, notice) = read_or_move_aside(&path, Recovery::StartedFresh)?;
        Ok(Loaded {
            progress: progress.unwrap_or_default(),
            notice,
        })
    }

    /// Saves under the lock: re-reads the file, merges it with `progress` (see [`merge`]), writes
    /// the result atomically and returns it; the caller should keep using the returned progress.
    /// A file on disk that does not parse is moved aside first, as in [`Store::load`].
    pub fn save(&self, id: &str, progress: &Progress) -> Result<Progress, ProgressError> {
        let path = self.progress_path(id)?;
        let _lock = self.lock_profile(&path)?;
        let (on_disk, _) = read_or_move_aside(&path, Recovery::SavedFresh)?;
        let merged = merge(&on_disk.unwrap_or_default(), progress);
        write_atomic(&path, to_yaml(&merged, &path)?.as_bytes())?;
        Ok(merged)
    }

    /// Replaces the profile's progress with a fresh one, keeping its settings. The old file is kept
    /// as `progress.yaml.reset-<unix-seconds>`.
    pub fn reset(&self, id: &str) -> Result<(), ProgressError> {
        let path = self.progress_path(id)?;
        let _lock = self.lock_profile(&path)?;
        let mut fresh = Progress::default();
        match read_versioned::<Progress>(&path)? {
            Read::Missing => {}
            old => {
                if let Read::Parsed(old) = old {
                    fresh.settings = old.settings;
                }
                let bytes = fs::read(&path).map_err(ProgressError::io(Action::Read, &path))?;
                write_atomic(&aside_path(&path, "reset"), &bytes)?;
            }
        }
        write_atomic(&path, to_yaml(&fresh, &path)?.as_bytes())
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
        let (file, notice) = read_or_move_aside::<ProfilesFile>(&path, Recovery::ProfilesRebuilt)?;
        let file = file.unwrap_or_default();
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

#[cfg(test)]
mod tests;
