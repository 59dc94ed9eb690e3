//! Crash-safe writes, lock files, and reading versioned YAML files.

use std::fs::{self, File, OpenOptions};
use std::io;
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

/// Where a write to `path` goes: `path` itself, or, if it is a symbolic link (a progress file
/// kept in a synced folder), the file it points to, so that the link stays a link.
pub(crate) fn write_target(path: &Path) -> PathBuf {
    let is_link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if !is_link {
        return path.to_path_buf();
    }
    fs::canonicalize(path).unwrap_or_else(|_| match fs::read_link(path) {
        // A link to a file not made yet: its target, relative to the link's folder.
        Ok(target) => parent(path).join(target),
        Err(_) => path.to_path_buf(),
    })
}

/// The prefix of the temporary files [`write_atomic`] makes for `path`.
fn temp_prefix(path: &Path) -> String {
    format!(".{}.tmp-", file_name(path))
}

/// Removes the temporary files a killed save of `path` (or of the file it links to) left
/// behind. Call it holding the file's lock: then no save of it is under way.
pub(crate) fn remove_stale_temps(path: &Path) {
    let target = write_target(path);
    let prefix = temp_prefix(&target);
    let Ok(entries) = fs::read_dir(parent(&target)) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one: a temp file in
/// the same directory is written and synced, renamed over `path`, and the directory is synced.
/// A symbolic link is written through: the file it points to is replaced, in its own folder.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), ProgressError> {
    write_replacing(path, bytes, true)
}

/// Like [`write_atomic`], but without waiting for the disk: after a power cut the file may be
/// the old one, or empty. For a copy whose damage is detected when it is read (the last good
/// copy of the progress, checked by its check line).
pub(crate) fn write_unsynced(path: &Path, bytes: &[u8]) -> Result<(), ProgressError> {
    write_replacing(path, bytes, false)
}

fn write_replacing(path: &Path, bytes: &[u8], durable: bool) -> Result<(), ProgressError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let target = write_target(path);
    let path = target.as_path();
    let dir = parent(path);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!("{}{}-{n}", temp_prefix(path), process::id()));
    let written = (|| {
        fault::step()?;
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        fault::write_all(&mut file, bytes)?;
        if durable {
            fault::step()?;
            file.sync_data()?;
        }
        fault::step()?;
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        // A killed save leaves its temporary file; the next start removes it.
        if !fault::is_kill(&e) {
            let _ = fs::remove_file(&tmp);
        }
        return Err(ProgressError::io(Action::Write, path)(e));
    }
    if durable { sync_dir(dir) } else { Ok(()) }
}

/// Moves `path` aside to `to` (a rename in one folder: the bytes stay as they were), durably.
pub(crate) fn move_aside(path: &Path, to: &Path) -> Result<(), ProgressError> {
    fault::step()
        .and_then(|()| fs::rename(path, to))
        .map_err(ProgressError::io(Action::MoveAside, path))?;
    sync_dir(parent(path))
}

/// Makes a rename in `dir` durable.
fn sync_dir(dir: &Path) -> Result<(), ProgressError> {
    fault::step().map_err(ProgressError::io(Action::Sync, dir))?;
    match File::open(dir) {
        Ok(d) => d.sync_all().map_err(ProgressError::io(Action::Sync, dir)),
        // Windows cannot open a directory as a file; there the rename is all that can be done.
        Err(_) if cfg!(not(unix)) => Ok(()),
        Err(e) => Err(ProgressError::io(Action::Open, dir)(e)),
    }
}

/// Faults injected into the writes of this thread, for the tests of every step of a save
/// and a repair: a kill before the n-th step (the files stay as they are at that instant,
/// and every later step fails too), a disk that fills after some bytes, a rename refused.
/// Outside tests every step goes ahead.
#[cfg(test)]
pub(crate) mod fault {
    use std::cell::Cell;
    use std::io::{self, Write};

    /// What goes wrong.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) enum Plan {
        /// Nothing.
        None,
        /// The process dies before step n (counted from 0) and does nothing more.
        KillAt(usize),
        /// The disk is full once this many bytes have been written (over all writes).
        DiskFullAfter(usize),
        /// Every step fails, as a rename or sync that is refused would.
        Refuse,
    }

    thread_local! {
        static PLAN: Cell<Plan> = const { Cell::new(Plan::None) };
        static STEPS: Cell<usize> = const { Cell::new(0) };
        static WRITTEN: Cell<usize> = const { Cell::new(0) };
        static KILLED: Cell<bool> = const { Cell::new(false) };
    }

    const KILLED_WORDS: &str = "killed (simulated)";

    /// Sets the plan for this thread and starts counting afresh.
    pub(crate) fn set(plan: Plan) {
        PLAN.set(plan);
        STEPS.set(0);
        WRITTEN.set(0);
        KILLED.set(false);
    }

    /// Whether the plan's kill happened.
    pub(crate) fn killed() -> bool {
        KILLED.get()
    }

    /// One step of a write sequence: fails as the plan says.
    pub(crate) fn step() -> io::Result<()> {
        let n = STEPS.get();
        STEPS.set(n + 1);
        if KILLED.get() {
            return Err(io::Error::other(KILLED_WORDS));
        }
        match PLAN.get() {
            Plan::KillAt(k) if n >= k => {
                KILLED.set(true);
                Err(io::Error::other(KILLED_WORDS))
            }
            Plan::Refuse => Err(io::Error::from(io::ErrorKind::PermissionDenied)),
            _ => Ok(()),
        }
    }

    /// Writes `bytes`, as far as the disk has room in the plan.
    pub(crate) fn write_all(file: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
        step()?;
        if let Plan::DiskFullAfter(room) = PLAN.get() {
            let left = room.saturating_sub(WRITTEN.get());
            let part = left.min(bytes.len());
            file.write_all(&bytes[..part])?;
            WRITTEN.set(WRITTEN.get() + part);
            if part < bytes.len() {
                return Err(io::Error::from(io::ErrorKind::StorageFull));
            }
            return Ok(());
        }
        file.write_all(bytes)
    }

    /// Whether the error is a simulated kill.
    pub(crate) fn is_kill(e: &io::Error) -> bool {
        e.to_string() == KILLED_WORDS
    }
}

/// Outside tests, the writes go ahead (see the test version).
#[cfg(not(test))]
mod fault {
    use std::io::{self, Write};

    pub(crate) fn step() -> io::Result<()> {
        Ok(())
    }

    pub(crate) fn write_all(file: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
        file.write_all(bytes)
    }

    pub(crate) fn is_kill(_: &io::Error) -> bool {
        false
    }
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
/// before parsing: larger than [`MAX_BYTES`], or nested deeper than the YAML reader handles
/// quickly ([`crate::bounds::MAX_DEPTH`]).
pub(crate) fn read_bounded(path: &Path) -> Result<Option<Result<Vec<u8>, String>>, ProgressError> {
    let bytes = match crate::bounds::read_file(path, MAX_BYTES) {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(bound)) => return Ok(Some(Err(bound.to_string()))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
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
