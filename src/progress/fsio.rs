//! Crash-safe writes, lock files, and reading versioned YAML files.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

pub(crate) use crate::atomic::remove_stale_temps;
use crate::atomic::{Failed, Step, file_name, parent};

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::error::{Action, MovedAside, Recovery};
use super::{FORMAT, ProgressError, unix_now};

/// [`crate::atomic::write`], durably, its failure as the store's error.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), ProgressError> {
    crate::atomic::write(path, bytes, true).map_err(store_error)
}

/// [`crate::atomic::write`] without waiting for the disk: for the last good copy of the
/// progress, whose damage its check line shows.
pub(crate) fn write_unsynced(path: &Path, bytes: &[u8]) -> Result<(), ProgressError> {
    crate::atomic::write(path, bytes, false).map_err(store_error)
}

/// [`crate::atomic::move_aside`], its failure as the store's error.
pub(crate) fn move_aside(path: &Path, to: &Path) -> Result<(), ProgressError> {
    crate::atomic::move_aside(path, to).map_err(store_error)
}

fn store_error(failed: Failed) -> ProgressError {
    let action = match failed.step {
        Step::Write => Action::Write,
        Step::Open => Action::Open,
        Step::Sync => Action::Sync,
        Step::Move => Action::MoveAside,
    };
    ProgressError::io(action, failed.path)(failed.source)
}

/// An exclusive lock on `<name>.lock` beside a file, held until dropped.
pub(crate) struct Lock(File);

impl Lock {
    /// A lock for reading: the lock for `path` and `true`; or, when the folder cannot be
    /// written (a read-only data folder), a shared lock on an existing lock file (or none) and
    /// `false`: then the file is read as it is and nothing may be written.
    pub(crate) fn for_reading(path: &Path) -> Result<(Option<Lock>, bool), ProgressError> {
        match Lock::acquire(path) {
            Ok(lock) => Ok((Some(lock), true)),
            Err(ProgressError::Io { source, .. }) if cannot_write(&source) => {
                let lock_path = path.with_extension("lock");
                let shared = File::open(&lock_path)
                    .ok()
                    .filter(|file| file.lock_shared().is_ok());
                Ok((shared.map(Lock), false))
            }
            Err(e) => Err(e),
        }
    }

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

/// Whether an error says the place cannot be written to (permissions, a read-only disk).
pub(crate) fn cannot_write(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem
    )
}

/// The last line of a progress file, after which it says how long the text before it is and
/// its checksum: a file cut short loses it, so a truncation is seen even when the rest parses.
const CHECK_LINE: &str = "# shashki check: ";

/// `yaml` with its check line appended.
pub(crate) fn with_check(yaml: &str) -> String {
    format!(
        "{yaml}{CHECK_LINE}{} {:016x}\n",
        yaml.len(),
        crate::fnv::fnv1a(yaml.as_bytes())
    )
}

/// What a file's check line says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Integrity {
    /// The check line is there and the text before it matches.
    Whole,
    /// The text before a whole check line does not match it: the file was edited by hand (a
    /// truncation cannot leave a whole check line).
    Edited,
    /// There is no whole check line: a file cut short or emptied, or one written before
    /// files had one.
    Unchecked,
}

/// `bytes` as this program writes them: without the byte order mark an editor may put first,
/// and with `\n` line ends where an editor wrote `\r\n`. Neither changes what the file holds.
pub(crate) fn normalized(bytes: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if !bytes.contains(&b'\r') {
        return std::borrow::Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        if !(b == b'\r' && bytes.get(i + 1) == Some(&b'\n')) {
            out.push(b);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Checks the last line of `bytes` (see [`with_check`]), as [`normalized`]: a file an editor
/// saved with a byte order mark or `\r\n` line ends, and nothing else changed, is whole.
pub(crate) fn integrity(bytes: &[u8]) -> Integrity {
    let bytes = &*normalized(bytes);
    let Some(body) = bytes.strip_suffix(b"\n") else {
        return Integrity::Unchecked;
    };
    let start = body.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let Some(check) = std::str::from_utf8(&body[start..])
        .ok()
        .and_then(|line| line.strip_prefix(CHECK_LINE))
    else {
        return Integrity::Unchecked;
    };
    let mut words = check.split(' ');
    let (Some(len), Some(sum), None) = (words.next(), words.next(), words.next()) else {
        return Integrity::Unchecked;
    };
    let (Ok(len), Ok(sum)) = (len.parse::<usize>(), u64::from_str_radix(sum, 16)) else {
        return Integrity::Unchecked;
    };
    let text = &bytes[..start];
    if text.len() == len && crate::fnv::fnv1a(text) == sum {
        Integrity::Whole
    } else {
        Integrity::Edited
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

/// The most a progress or profile file may hold: a profile that solved every puzzle of a
/// bank ten times the size of today's stays far below it.
pub(crate) const MAX_BYTES: usize = 8 * crate::bounds::MB;

/// The bytes of a progress or profile file (`None` if there is none), or why it is refused
/// before parsing: not a regular file, a link that cannot be followed, larger than
/// [`MAX_BYTES`], or nested deeper than the YAML reader handles quickly
/// ([`crate::bounds::MAX_DEPTH`]).
pub(crate) fn read_bounded(path: &Path) -> Result<Option<Result<Vec<u8>, String>>, ProgressError> {
    let bytes = match crate::bounds::read_file(path, MAX_BYTES) {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(bound)) => return Ok(Some(Err(bound.to_string()))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        // A link that loops, or one into a folder that cannot be entered.
        Err(e) if fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink()) => {
            return Ok(Some(Err(format!("a link that cannot be followed: {e}"))));
        }
        Err(e) => return Err(ProgressError::io(Action::Read, path)(e)),
    };
    let text = String::from_utf8_lossy(&bytes);
    Ok(Some(
        match crate::bounds::check_text(&text, MAX_BYTES, crate::bounds::MAX_DEPTH) {
            Ok(()) => Ok(bytes),
            Err(bound) => Err(bound.to_string()),
        },
    ))
}

/// Reads a YAML file with a `format` key. A format newer than [`FORMAT`] is an error, whatever the
/// rest of the file holds. A file refused by [`read_bounded`] is corrupt.
pub(crate) fn read_versioned<T: DeserializeOwned>(path: &Path) -> Result<Read<T>, ProgressError> {
    #[derive(Deserialize)]
    struct Peek {
        #[serde(default)]
        format: u32,
    }
    let bytes = match read_bounded(path)? {
        Some(Ok(bytes)) => bytes,
        Some(Err(why)) => return Ok(Read::Corrupt(why)),
        None => return Ok(Read::Missing),
    };
    let bytes = normalized(&bytes);
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
            move_aside(path, &aside)?;
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
