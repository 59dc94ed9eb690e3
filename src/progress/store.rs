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

    /// Saves a new game (PDN text) in the profile's `games/` folder as `<stem>.pdn`, or
    /// `<stem>-2.pdn`, `<stem>-3.pdn`... when that is taken: never over an existing file, not even
    /// one that another copy of the trainer creates at the same moment. Returns where it went.
    pub fn save_game(&self, id: &str, stem: &str, pdn: &str) -> Result<PathBuf, ProgressError> {
        let dir = self.games_dir(id)?;
        fs::create_dir_all(&dir).map_err(ProgressError::io(Action::Create, &dir))?;
        let path = reserve_name(&dir, stem)?;
        if let Err(e) = write_atomic(&path, pdn.as_bytes()) {
            let _ = fs::remove_file(&path);
            return Err(e);
        }
        Ok(path)
    }

    /// Saves a game again, replacing its own file `old`: in place when the name fits `stem`
    /// (`<stem>.pdn`, `<stem>-2.pdn`...), else under a new name as [`Store::save_game`] picks it,
    /// and `old` is removed (an unfinished game that ends leaves one file, the finished one).
    /// A file that is not one of the profile's saved games is never touched: the game is saved
    /// as a new one. Returns where it went.
    pub fn replace_game(
        &self,
        id: &str,
        old: &Path,
        stem: &str,
        pdn: &str,
    ) -> Result<PathBuf, ProgressError> {
        let Some(old) = self.own_game(id, old)? else {
            return self.save_game(id, stem, pdn);
        };
        if name_fits(&old, stem) {
            write_atomic(&old, pdn.as_bytes())?;
            return Ok(old);
        }
        let new = self.save_game(id, stem, pdn)?;
        // Removing needs only the folder's write permission, which saving has just used; the
        // game itself is safe in its new file either way.
        let _ = fs::remove_file(&old);
        Ok(new)
    }

    /// Removes one of the profile's saved games; any other file is left alone, and a file that
    /// is gone already is no error.
    pub fn remove_game(&self, id: &str, path: &Path) -> Result<(), ProgressError> {
        match self.own_game(id, path)? {
            Some(own) => match fs::remove_file(&own) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => {
                    Err(ProgressError::io(Action::Remove, own)(e))
                }
                _ => Ok(()),
            },
            None => Ok(()),
        }
    }

    /// `path` as a file of the profile's games folder, if it is an existing `.pdn` file there.
    fn own_game(&self, id: &str, path: &Path) -> Result<Option<PathBuf>, ProgressError> {
        let dir = self.games_dir(id)?;
        let (Ok(real_dir), Ok(real)) = (fs::canonicalize(&dir), fs::canonicalize(path)) else {
            return Ok(None);
        };
        let own = real.parent() == Some(real_dir.as_path())
            && real.extension().is_some_and(|e| e == "pdn")
            && real.is_file();
        Ok(own.then(|| dir.join(real.file_name().unwrap_or_default())))
    }

    /// The profile's saved games, least recently saved first (by name when saved at the same
    /// time).
    pub fn games(&self, id: &str) -> Vec<PathBuf> {
        let Ok(dir) = self.games_dir(id) else {
            return Vec::new();
        };
        let mut games: Vec<(std::time::SystemTime, PathBuf)> = fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
                    .filter_map(|p| Some((fs::metadata(&p).ok()?.modified().ok()?, p)))
                    .collect()
            })
            .unwrap_or_default();
        games.sort();
        games.into_iter().map(|(_, path)| path).collect()
    }

    /// The profile's saved games with their text, least recently saved first (unreadable and
    /// empty files are skipped).
    pub fn saved_games(&self, id: &str) -> Vec<(PathBuf, String)> {
        self.games(id)
            .into_iter()
            .filter_map(|path| fs::read_to_string(&path).ok().map(|text| (path, text)))
            .filter(|(_, text)| !text.trim().is_empty())
            .collect()
    }

    /// `profiles/<id>/games`.
    fn games_dir(&self, id: &str) -> Result<PathBuf, ProgressError> {
        let progress = self.progress_path(id)?;
        Ok(progress.with_file_name("games"))
    }

    fn profiles_path(&self) -> PathBuf {
        self.dir.join("profiles.yaml")
    }

    fn profiles_root(&self) -> PathBuf {
        self.dir.join("profiles")
    }

    /// `profiles/<id>/progress.yaml`, if `id` is a safe slug.
    fn progress_path(&self, id: &str) -> Result<PathBuf, ProgressError> {
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

/// Creates `<stem>.pdn` in `dir` (or `<stem>-2.pdn`, `-3`... if taken) as an empty file, so no
/// other writer can take the name, and returns it.
fn reserve_name(dir: &Path, stem: &str) -> Result<PathBuf, ProgressError> {
    let mut n = 1;
    loop {
        let name = match n {
            1 => format!("{stem}.pdn"),
            _ => format!("{stem}-{n}.pdn"),
        };
        let path = dir.join(name);
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(_) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => n += 1,
            Err(e) => return Err(ProgressError::io(Action::Create, path)(e)),
        }
    }
}

/// Whether the file is named `<stem>.pdn` or `<stem>-<number>.pdn`.
fn name_fits(path: &Path, stem: &str) -> bool {
    let Some(name) = path.file_stem().map(|n| n.to_string_lossy()) else {
        return false;
    };
    match name.strip_prefix(stem) {
        Some("") => true,
        Some(rest) => rest
            .strip_prefix('-')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::progress::LessonProgress;
    use crate::progress::test_dir::TestDir;

    fn lesson(stars: u8, step: usize) -> LessonProgress {
        LessonProgress {
            completed: stars > 0,
            stars,
            step,
            updated: 1,
            ..LessonProgress::default()
        }
    }

    fn progress_file(t: &TestDir, id: &str) -> PathBuf {
        t.path().join("profiles").join(id).join("progress.yaml")
    }

    /// The names in a directory that start with `prefix`.
    fn names_with(dir: &Path, prefix: &str) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn open_creates_the_directory() {
        let t = TestDir::new();
        let dir = t.path().join("a").join("b");
        let store = Store::open(&dir).unwrap();
        assert!(dir.is_dir());
        assert_eq!(store.dir(), dir);
        assert!(Store::default_dir().is_none_or(|d| d.ends_with("shashki")));
    }

    #[test]
    fn save_then_load_round_trips() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let fresh = store.load("anna").unwrap();
        assert_eq!(
            fresh,
            Loaded {
                progress: Progress::default(),
                notice: None
            }
        );
        assert!(
            !t.path().join("profiles").exists(),
            "loading creates nothing"
        );

        let mut p = Progress::default();
        p.settings.lang = Some(Lang::Ru);
        p.settings.labels = false;
        p.lessons.insert("intro".into(), lesson(2, 5));
        p.puzzles.insert("p1".into(), Default::default());
        p.quiz.best.insert("names/8".into(), 7);
        let saved = store.save("anna", &p).unwrap();
        assert_eq!(saved, p);
        let text = fs::read_to_string(progress_file(&t, "anna")).unwrap();
        assert!(text.starts_with("format: 1\n"), "{text}");
        assert_eq!(
            store.load("anna").unwrap(),
            Loaded {
                progress: p,
                notice: None
            }
        );
        assert!(
            names_with(&t.path().join("profiles").join("anna"), ".").is_empty(),
            "no temp file left"
        );
    }

    #[test]
    fn bad_ids_are_refused() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        for id in ["", "../x", "a/b", "Anna"] {
            assert!(
                matches!(store.load(id), Err(ProgressError::NoSuchProfile(_))),
                "{id:?}"
            );
            assert!(matches!(
                store.save(id, &Progress::default()),
                Err(ProgressError::NoSuchProfile(_))
            ));
            assert!(matches!(
                store.reset(id),
                Err(ProgressError::NoSuchProfile(_))
            ));
        }
    }

    #[test]
    fn two_stores_saving_different_lessons_lose_nothing() {
        let t = TestDir::new();
        let a = Store::open(t.path()).unwrap();
        let b = Store::open(t.path()).unwrap();
        let mut pa = Progress::default();
        pa.lessons.insert("a".into(), lesson(1, 1));
        let mut pb = Progress::default();
        pb.lessons.insert("b".into(), lesson(3, 2));
        pb.settings.ascii = true;
        a.save("kid", &pa).unwrap();
        let merged = b.save("kid", &pb).unwrap();
        assert_eq!(merged.lessons.len(), 2);
        assert!(merged.settings.ascii, "the saving copy's settings win");
        // `a` still holds its stale copy: saving it again keeps b's lesson too.
        pa.lessons.get_mut("a").unwrap().stars = 2;
        let merged = a.save("kid", &pa).unwrap();
        assert_eq!(merged.lessons["a"].stars, 2);
        assert_eq!(merged.lessons["b"].stars, 3);
        assert_eq!(a.load("kid").unwrap().progress, merged);
    }

    #[test]
    fn two_threads_saving_many_times_lose_nothing() {
        const SAVES: usize = 40;
        let t = TestDir::new();
        let threads: Vec<_> = ["a", "b"]
            .into_iter()
            .map(|tag| {
                let store = Store::open(t.path()).unwrap();
                std::thread::spawn(move || {
                    // One copy keeps the merged progress it gets back, the other only its own.
                    let mut mine = Progress::default();
                    for i in 0..SAVES {
                        mine.lessons.insert(format!("{tag}{i}"), lesson(1, i));
                        let merged = store.save("kid", &mine).unwrap();
                        if tag == "a" {
                            mine = merged;
                        }
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let loaded = Store::open(t.path()).unwrap().load("kid").unwrap().progress;
        assert_eq!(loaded.lessons.len(), 2 * SAVES);
        assert!(
            names_with(&t.path().join("profiles").join("kid"), ".").is_empty(),
            "no temp file left"
        );
    }

    #[test]
    fn a_corrupt_progress_file_is_moved_aside_with_a_notice() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let path = progress_file(&t, "kid");
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        let garbage = "format: 1\nlessons: [not, a, map\n";
        fs::write(&path, garbage).unwrap();

        let loaded = store.load("kid").unwrap();
        assert_eq!(loaded.progress, Progress::default());
        let aside = names_with(path.parent().unwrap(), "progress.yaml.corrupt-");
        assert_eq!(aside.len(), 1);
        let notice = loaded.notice.unwrap().to_string();
        assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
        assert!(notice.contains(&path.display().to_string()), "{notice}");
        assert!(!notice.contains('\n'), "{notice}");
        assert_eq!(fs::read_to_string(&aside[0]).unwrap(), garbage);
        assert!(!path.exists());

        // A second corrupt file in the same second gets a counter, and the first stays as it was.
        fs::write(&path, "- just\n- a list\n").unwrap();
        assert!(store.load("kid").unwrap().notice.is_some());
        let aside2 = names_with(path.parent().unwrap(), "progress.yaml.corrupt-");
        assert_eq!(aside2.len(), 2);
        assert_eq!(fs::read_to_string(&aside[0]).unwrap(), garbage);
    }

    #[test]
    fn a_corrupt_file_found_when_saving_is_kept_aside_too() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let path = progress_file(&t, "kid");
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, "lessons: 3\n").unwrap();
        let mut p = Progress::default();
        p.lessons.insert("x".into(), lesson(1, 0));
        assert_eq!(store.save("kid", &p).unwrap(), p);
        let aside = names_with(path.parent().unwrap(), "progress.yaml.corrupt-");
        assert_eq!(fs::read_to_string(&aside[0]).unwrap(), "lessons: 3\n");
    }

    #[test]
    fn a_newer_file_is_an_error_and_stays_untouched() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let path = progress_file(&t, "kid");
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        // Even a layout this version cannot parse is left alone when the format is newer.
        let newer = "format: 99\nlessons: [a, new, layout]\n";
        fs::write(&path, newer).unwrap();

        let err = store.load("kid").unwrap_err();
        assert!(
            matches!(
                err,
                ProgressError::Newer {
                    found: 99,
                    known: FORMAT,
                    ..
                }
            ),
            "{err:?}"
        );
        assert!(
            err.to_string().contains(&path.display().to_string()),
            "{err}"
        );
        assert!(matches!(
            store.save("kid", &Progress::default()),
            Err(ProgressError::Newer { .. })
        ));
        assert!(matches!(
            store.reset("kid"),
            Err(ProgressError::Newer { .. })
        ));
        assert_eq!(fs::read_to_string(&path).unwrap(), newer);
        assert_eq!(
            fs::read_dir(path.parent().unwrap()).unwrap().count(),
            2,
            "only the file and its lock"
        );
    }

    #[test]
    fn a_leftover_temp_file_from_a_crash_breaks_nothing() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let mut p = Progress::default();
        p.lessons.insert("intro".into(), lesson(3, 4));
        store.save("kid", &p).unwrap();
        let dir = progress_file(&t, "kid").parent().unwrap().to_path_buf();
        fs::write(
            dir.join(".progress.yaml.tmp-999999-0"),
            "format: 1\nlessons: {half",
        )
        .unwrap();

        assert_eq!(
            store.load("kid").unwrap(),
            Loaded {
                progress: p.clone(),
                notice: None
            }
        );
        p.lessons.insert("next".into(), lesson(1, 0));
        assert_eq!(store.save("kid", &p).unwrap(), p);
        assert_eq!(store.load("kid").unwrap().progress, p);
    }

    #[test]
    fn reset_keeps_settings_and_the_old_file() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let mut p = Progress::default();
        p.settings.ascii = true;
        p.settings.lang = Some(Lang::Ru);
        p.lessons.insert("intro".into(), lesson(3, 4));
        store.save("kid", &p).unwrap();
        let path = progress_file(&t, "kid");
        let before = fs::read_to_string(&path).unwrap();

        store.reset("kid").unwrap();
        let after = store.load("kid").unwrap().progress;
        assert_eq!(after.settings, p.settings);
        assert!(after.lessons.is_empty());
        let kept = names_with(path.parent().unwrap(), "progress.yaml.reset-");
        assert_eq!(kept.len(), 1);
        assert_eq!(fs::read_to_string(&kept[0]).unwrap(), before);

        // Resetting a profile with no file just writes a fresh one.
        store.reset("other").unwrap();
        assert_eq!(store.load("other").unwrap().progress, Progress::default());
    }

    #[test]
    fn profiles_are_created_listed_and_renamed() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        assert_eq!(store.profiles().unwrap(), (ProfileList::default(), None));

        let anna = store.create_profile("Anna").unwrap();
        assert_eq!(
            anna,
            Profile {
                id: "anna".into(),
                name: "Anna".into()
            }
        );
        let anya = store.create_profile(" Аня ").unwrap();
        assert_eq!(anya.name, "Аня");
        assert!(!anya.id.is_empty() && anya.id.is_ascii(), "{}", anya.id);
        let anna2 = store.create_profile("anna").unwrap();
        assert_eq!(anna2.id, "anna-2");
        assert_eq!(store.create_profile("ANNA").unwrap().id, "anna-3");
        assert!(t.path().join("profiles").join("anna-3").is_dir());

        store.rename_profile("anna-2", "Анна").unwrap();
        let (list, notice) = store.profiles().unwrap();
        assert_eq!(notice, None);
        let ids: Vec<&str> = list.profiles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["anna", anya.id.as_str(), "anna-2", "anna-3"]);
        assert_eq!(list.get("anna-2").unwrap().name, "Анна");
        assert_eq!(list.last, None);

        store.set_last_profile("anna-2").unwrap();
        assert_eq!(store.profiles().unwrap().0.last.as_deref(), Some("anna-2"));
        assert!(
            fs::read_to_string(t.path().join("profiles.yaml"))
                .unwrap()
                .starts_with("format: 1\n")
        );

        assert!(matches!(
            store.rename_profile("bob", "Bob"),
            Err(ProgressError::NoSuchProfile(_))
        ));
        assert!(matches!(
            store.set_last_profile("bob"),
            Err(ProgressError::NoSuchProfile(_))
        ));
    }

    #[test]
    fn bad_names_are_rejected() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        store.create_profile("Anna").unwrap();
        for bad in [
            "",
            "  ",
            &"x".repeat(41),
            "a\u{0}b",
            "line\nbreak",
            "\u{1b}[31m",
        ] {
            let err = store.create_profile(bad).unwrap_err();
            assert!(matches!(err, ProgressError::BadName(_)), "{bad:?}: {err:?}");
            assert!(!err.to_string().contains('\n'), "{err}");
            assert!(matches!(
                store.rename_profile("anna", bad),
                Err(ProgressError::BadName(_))
            ));
            assert!(matches!(
                store.resolve_profile(Some(bad)),
                Err(ProgressError::BadName(_))
            ));
        }
        // The longest name, twice: the second id gets a suffix and still works.
        let long = "щ".repeat(40);
        store.create_profile(&long).unwrap();
        let again = store.create_profile(&long).unwrap();
        assert!(again.id.ends_with("-2"), "{}", again.id);
        store.save(&again.id, &Progress::default()).unwrap();
        assert_eq!(store.profiles().unwrap().0.profiles.len(), 3);
    }

    #[test]
    fn resolve_by_name_id_last_or_default() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        // Nothing yet: a "Player" is made, and found again next time.
        let player = store.resolve_profile(None).unwrap();
        assert_eq!(
            player,
            Profile {
                id: "player".into(),
                name: "Player".into()
            }
        );
        assert_eq!(store.resolve_profile(None).unwrap(), player);

        let anya = store.resolve_profile(Some("Аня")).unwrap();
        assert_eq!(store.profiles().unwrap().0.last, Some(anya.id.clone()));
        assert_eq!(
            store.resolve_profile(None).unwrap(),
            anya,
            "the last used one"
        );
        assert_eq!(
            store.resolve_profile(Some("аНЯ")).unwrap(),
            anya,
            "by name, ignoring case"
        );
        assert_eq!(
            store.resolve_profile(Some("PLAYER")).unwrap(),
            player,
            "by id or name"
        );
        assert_eq!(
            store.resolve_profile(Some(&anya.id)).unwrap(),
            anya,
            "by id"
        );
        assert_eq!(store.profiles().unwrap().0.profiles.len(), 2);
    }

    #[test]
    fn a_corrupt_profile_list_is_moved_aside_and_rebuilt_from_the_directories() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let anna = store.create_profile("Anna").unwrap();
        let mut p = Progress::default();
        p.lessons.insert("intro".into(), lesson(2, 1));
        store.save(&anna.id, &p).unwrap();
        store.create_profile("Bob").unwrap();
        let path = t.path().join("profiles.yaml");
        fs::write(&path, "profiles: {{{").unwrap();

        let (list, notice) = store.profiles().unwrap();
        let aside = names_with(t.path(), "profiles.yaml.corrupt-");
        assert_eq!(aside.len(), 1);
        assert!(
            notice
                .unwrap()
                .to_string()
                .contains(&aside[0].display().to_string())
        );
        assert_eq!(fs::read_to_string(&aside[0]).unwrap(), "profiles: {{{");
        let ids: Vec<&str> = list.profiles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["anna", "bob"]);
        assert_eq!(
            store.load("anna").unwrap().progress,
            p,
            "the progress is still there"
        );
        // The rebuilt list was written back: no notice the second time.
        assert_eq!(store.profiles().unwrap(), (list, None));
        assert!(store.resolve_profile(Some("anna")).is_ok());
        assert_eq!(store.profiles().unwrap().0.profiles.len(), 2);
    }

    #[test]
    fn a_newer_profile_list_is_not_touched() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let path = t.path().join("profiles.yaml");
        fs::write(&path, "format: 2\nprofiles: {new: layout}\n").unwrap();
        assert!(matches!(
            store.profiles(),
            Err(ProgressError::Newer { found: 2, .. })
        ));
        assert!(matches!(
            store.create_profile("Anna"),
            Err(ProgressError::Newer { .. })
        ));
        assert!(matches!(
            store.resolve_profile(None),
            Err(ProgressError::Newer { .. })
        ));
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "format: 2\nprofiles: {new: layout}\n"
        );
        assert!(!t.path().join("profiles").exists());
    }

    /// The names of the files in a profile's games folder, sorted.
    fn game_files(t: &TestDir, id: &str) -> Vec<String> {
        let dir = t.path().join("profiles").join(id).join("games");
        let mut names: Vec<String> = fs::read_dir(dir)
            .map(|d| {
                d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }

    #[test]
    fn new_games_never_overwrite_each_other_even_from_two_stores() {
        let t = TestDir::new();
        let a = Store::open(t.path()).unwrap();
        let b = Store::open(t.path()).unwrap();
        let first = a.save_game("kid", "2026-11-29-russian", "game a").unwrap();
        let second = b.save_game("kid", "2026-11-29-russian", "game b").unwrap();
        let third = a.save_game("kid", "2026-11-29-russian", "game c").unwrap();
        assert_eq!(
            game_files(&t, "kid"),
            [
                "2026-11-29-russian-2.pdn",
                "2026-11-29-russian-3.pdn",
                "2026-11-29-russian.pdn"
            ]
        );
        assert_eq!(fs::read_to_string(&first).unwrap(), "game a");
        assert_eq!(fs::read_to_string(&second).unwrap(), "game b");
        assert_eq!(fs::read_to_string(third).unwrap(), "game c");

        // Many threads saving new games at once: each gets its own file.
        let threads: Vec<_> = (0..8)
            .map(|i| {
                let store = Store::open(t.path()).unwrap();
                std::thread::spawn(move || store.save_game("kid", "same", &format!("g{i}")))
            })
            .collect();
        let mut texts: Vec<String> = threads
            .into_iter()
            .map(|h| fs::read_to_string(h.join().unwrap().unwrap()).unwrap())
            .collect();
        texts.sort();
        assert_eq!(texts, (0..8).map(|i| format!("g{i}")).collect::<Vec<_>>());
    }

    #[test]
    fn a_game_replaces_its_own_file_and_only_that() {
        let t = TestDir::new();
        let a = Store::open(t.path()).unwrap();
        let b = Store::open(t.path()).unwrap();
        // Two copies each start a game the same day.
        let mine = a
            .save_game("kid", "2026-11-29-russian-unfinished", "a: 1 move")
            .unwrap();
        let theirs = b
            .save_game("kid", "2026-11-29-russian-unfinished", "b: 1 move")
            .unwrap();
        // Saving again keeps each in its own file.
        let again = a
            .replace_game("kid", &mine, "2026-11-29-russian-unfinished", "a: 2 moves")
            .unwrap();
        assert_eq!(again, mine);
        let their_again = b
            .replace_game(
                "kid",
                &theirs,
                "2026-11-29-russian-unfinished",
                "b: 2 moves",
            )
            .unwrap();
        assert_eq!(their_again, theirs);
        assert_eq!(fs::read_to_string(&mine).unwrap(), "a: 2 moves");
        assert_eq!(fs::read_to_string(&theirs).unwrap(), "b: 2 moves");

        // The second game ends (a resignation): the finished file replaces the unfinished one.
        let lost = b
            .replace_game("kid", &theirs, "2026-11-29-russian", "b: resigned")
            .unwrap();
        assert!(lost.ends_with("2026-11-29-russian.pdn"), "{lost:?}");
        assert_eq!(
            game_files(&t, "kid"),
            [
                "2026-11-29-russian-unfinished.pdn",
                "2026-11-29-russian.pdn"
            ]
        );
        // The resignation is taken back: the loss file goes, the game is unfinished again, and
        // it does not take the other game's name.
        let back = b
            .replace_game("kid", &lost, "2026-11-29-russian-unfinished", "b: goes on")
            .unwrap();
        assert!(
            back.ends_with("2026-11-29-russian-unfinished-2.pdn"),
            "{back:?}"
        );
        assert_eq!(
            game_files(&t, "kid"),
            [
                "2026-11-29-russian-unfinished-2.pdn",
                "2026-11-29-russian-unfinished.pdn"
            ]
        );
        assert_eq!(fs::read_to_string(&mine).unwrap(), "a: 2 moves");
        assert_eq!(fs::read_to_string(&back).unwrap(), "b: goes on");
        // Finished, it takes the free finished name and leaves the other game alone.
        let won = b
            .replace_game("kid", &back, "2026-11-29-russian", "b: won")
            .unwrap();
        assert!(won.ends_with("2026-11-29-russian.pdn"), "{won:?}");
        assert_eq!(
            b.saved_games("kid")
                .into_iter()
                .map(|(_, text)| text)
                .collect::<Vec<_>>(),
            ["a: 2 moves", "b: won"]
        );
    }

    #[test]
    fn files_that_are_not_the_profiles_games_are_never_replaced_or_removed() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let outside = t.path().join("teacher.pdn");
        fs::write(&outside, "the teacher's game").unwrap();
        let saved = store
            .replace_game("kid", &outside, "2026-11-29-russian-unfinished", "mine")
            .unwrap();
        assert_ne!(saved, outside);
        assert_eq!(fs::read_to_string(&outside).unwrap(), "the teacher's game");
        store.remove_game("kid", &outside).unwrap();
        assert!(outside.exists());
        // Another profile's game is not this profile's either.
        let other = store
            .save_game("bob", "2026-11-29-russian", "bob's")
            .unwrap();
        store
            .replace_game("kid", &other, "2026-11-29-russian", "kid's")
            .unwrap();
        assert_eq!(fs::read_to_string(&other).unwrap(), "bob's");
        store.remove_game("kid", &other).unwrap();
        assert!(other.exists());
        assert!(store.own_game("bob", &other).unwrap().is_some());
        // An own file that is gone: the game simply gets a new one.
        fs::remove_file(&saved).unwrap();
        let anew = store
            .replace_game("kid", &saved, "2026-11-29-russian-unfinished", "again")
            .unwrap();
        assert_eq!(fs::read_to_string(&anew).unwrap(), "again");
        // Removing an own game, twice.
        store.remove_game("kid", &anew).unwrap();
        store.remove_game("kid", &anew).unwrap();
        assert_eq!(game_files(&t, "kid"), ["2026-11-29-russian.pdn"]);
    }

    #[test]
    fn names_fit_a_stem_with_or_without_a_number() {
        let fits = |name: &str| name_fits(Path::new(name), "2026-11-29-russian");
        assert!(fits("2026-11-29-russian.pdn"));
        assert!(fits("/x/2026-11-29-russian-12.pdn"));
        assert!(!fits("2026-11-29-russian-unfinished.pdn"));
        assert!(!fits("2026-11-29-russian-.pdn"));
        assert!(!fits("2026-11-29-brazilian.pdn"));
    }

    #[test]
    fn saved_games_come_least_recently_saved_first() {
        let t = TestDir::new();
        let store = Store::open(t.path()).unwrap();
        let old = store.save_game("kid", "b-old", "old").unwrap();
        let new = store.save_game("kid", "a-new", "new").unwrap();
        let empty = store.save_game("kid", "c-empty", "").unwrap();
        let set = |path: &Path, secs: u64| {
            let time = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
            fs::File::options()
                .write(true)
                .open(path)
                .unwrap()
                .set_modified(time)
                .unwrap();
        };
        set(&old, 1_000_000);
        set(&new, 2_000_000);
        let games = store.saved_games("kid");
        assert_eq!(
            games,
            [
                (old.clone(), "old".to_string()),
                (new.clone(), "new".to_string())
            ]
        );
        set(&old, 3_000_000);
        assert_eq!(
            store.games("kid"),
            [new, old, empty],
            "the empty file is listed, not read"
        );
    }

    #[test]
    fn io_errors_are_reported_with_the_file() {
        let t = TestDir::new();
        // The data "directory" is a file: creating it fails, and the error names it.
        let file = t.path().join("not-a-dir");
        fs::write(&file, "").unwrap();
        let err = Store::open(&file).unwrap_err();
        assert!(matches!(err, ProgressError::Io { .. }));
        assert!(
            err.to_string().contains(&file.display().to_string()),
            "{err}"
        );
        // A profile directory that is a file: saving fails cleanly.
        let store = Store::open(t.path().join("data")).unwrap();
        fs::create_dir_all(t.path().join("data").join("profiles")).unwrap();
        fs::write(t.path().join("data").join("profiles").join("kid"), "").unwrap();
        let err = store.save("kid", &Progress::default()).unwrap_err();
        assert!(matches!(err, ProgressError::Io { .. }), "{err:?}");
        assert!(err.to_string().contains("kid"), "{err}");
    }
}
