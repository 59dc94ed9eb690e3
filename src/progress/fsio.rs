//! Crash-safe writes, lock files, and reading versioned YAML files.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::error::{Action, MovedAside, Recovery};
use super::{FORMAT, ProgressError, unix_now};

/// The directory holding `path` (`.` for a bare file name).
fn parent(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one: a temp file in
/// the same directory is written and synced, renamed over `path`, and the directory is synced.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), ProgressError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = parent(path);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{}.tmp-{}-{n}", file_name(path), process::id()));
    let written = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(ProgressError::io(Action::Write, path)(e));
    }
    sync_dir(dir)
}

/// Makes a rename in `dir` durable.
fn sync_dir(dir: &Path) -> Result<(), ProgressError> {
    match File::open(dir) {
        Ok(d) => d.sync_all().map_err(ProgressError::io(Action::Sync, dir)),
        // Windows cannot open a directory as a file; there the rename is all that can be done.
        Err(_) if cfg!(not(unix)) => Ok(()),
        Err(e) => Err(ProgressError::io(Action::Open, dir)(e)),
    }
}

/// An exclusive lock on `<name>.lock` beside a file, held until dropped.
pub(crate) struct Lock(File);

impl Lock {
    /// Blocks until the lock for `path` (`progress.yaml` -> `progress.lock`) is ours.
    pub(crate) fn acquire(path: &Path) -> Result<Lock, ProgressError> {
        let lock_path = path.with_extension("lock");
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock_path)
            .map_err(ProgressError::io(Action::Create, &lock_path))?;
        file.lock()
            .map_err(ProgressError::io(Action::Lock, &lock_path))?;
        Ok(Lock(file))
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = self.0.unlock();
    }
}

/// A name beside `path` that is not taken: `<name>.<tag>-<unix-seconds>`, then `-2`, `-3`...
pub(crate) fn aside_path(path: &Path, tag: &str) -> PathBuf {
    let base = format!("{}.{tag}-{}", file_name(path), unix_now());
    let dir = parent(path);
    let mut candidate = dir.join(&base);
    let mut n = 2;
    while fs::symlink_metadata(&candidate).is_ok() {
        candidate = dir.join(format!("{base}-{n}"));
        n += 1;
    }
    candidate
}

/// The contents of a versioned YAML file.
pub(crate) enum Read<T> {
    /// There is no such file.
    Missing,
    /// The file parsed.
    Parsed(T),
    /// The file does not parse; why.
    Corrupt(String),
}

/// Reads a YAML file with a `format` key. A format newer than [`FORMAT`] is an error, whatever the
/// rest of the file holds.
pub(crate) fn read_versioned<T: DeserializeOwned>(path: &Path) -> Result<Read<T>, ProgressError> {
    #[derive(Deserialize)]
    struct Peek {
        #[serde(default)]
        format: u32,
    }
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Read::Missing),
        Err(e) => return Err(ProgressError::io(Action::Read, path)(e)),
    };
    match serde_yaml::from_slice::<Peek>(&bytes) {
        Ok(peek) if peek.format > FORMAT => {
            return Err(ProgressError::Newer {
                path: path.into(),
                found: peek.format,
                known: FORMAT,
            });
        }
        Ok(_) => {}
        Err(e) => return Ok(Read::Corrupt(e.to_string())),
    }
    Ok(match serde_yaml::from_slice(&bytes) {
        Ok(value) => Read::Parsed(value),
        Err(e) => Read::Corrupt(e.to_string()),
    })
}

/// Reads a versioned YAML file; one that does not parse is moved aside to `<name>.corrupt-<secs>`.
/// Returns the value (none if the file was missing or corrupt) and, if a file was moved, a notice
/// saying where it went and that the caller goes on as `recovery` says.
pub(crate) fn read_or_move_aside<T: DeserializeOwned>(
    path: &Path,
    recovery: Recovery,
) -> Result<(Option<T>, Option<MovedAside>), ProgressError> {
    match read_versioned(path)? {
        Read::Missing => Ok((None, None)),
        Read::Parsed(value) => Ok((Some(value), None)),
        Read::Corrupt(why) => {
            let aside = aside_path(path, "corrupt");
            fs::rename(path, &aside).map_err(ProgressError::io(Action::MoveAside, path))?;
            sync_dir(parent(path))?;
            let notice = MovedAside {
                path: path.into(),
                aside,
                why,
                recovery,
            };
            Ok((None, Some(notice)))
        }
    }
}

/// Serializes a value as YAML.
pub(crate) fn to_yaml<T: serde::Serialize>(
    value: &T,
    path: &Path,
) -> Result<String, ProgressError> {
    serde_yaml::to_string(value)
        .map_err(|e| ProgressError::io(Action::Write, path)(io::Error::other(e)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::test_dir::TestDir;

    #[test]
    fn write_atomic_replaces_the_file_and_leaves_no_temp_file() {
        let t = TestDir::new();
        let path = t.path().join("x.yaml");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(t.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["x.yaml"]);
    }

    #[test]
    fn write_atomic_into_a_missing_directory_is_an_error_naming_the_file() {
        let t = TestDir::new();
        let path = t.path().join("missing").join("x.yaml");
        let err = write_atomic(&path, b"x").unwrap_err();
        assert!(matches!(err, ProgressError::Io { .. }));
        assert!(
            err.to_string().contains(&path.display().to_string()),
            "{err}"
        );
    }

    #[test]
    fn aside_paths_get_a_counter_when_taken() {
        let t = TestDir::new();
        let path = t.path().join("p.yaml");
        let first = aside_path(&path, "corrupt");
        assert!(file_name(&first).starts_with("p.yaml.corrupt-"));
        fs::write(&first, "").unwrap();
        let second = aside_path(&path, "corrupt");
        assert_eq!(file_name(&second), format!("{}-2", file_name(&first)));
        fs::write(&second, "").unwrap();
        assert_eq!(
            file_name(&aside_path(&path, "corrupt")),
            format!("{}-3", file_name(&first))
        );
    }

    #[test]
    fn lock_is_exclusive() {
        let t = TestDir::new();
        let path = t.path().join("p.yaml");
        let held = Lock::acquire(&path).unwrap();
        assert!(t.path().join("p.lock").exists());
        let other = File::options()
            .write(true)
            .open(t.path().join("p.lock"))
            .unwrap();
        assert!(other.try_lock().is_err());
        drop(held);
        assert!(other.try_lock().is_ok());
    }
}
