//! Writing a file so that a crash, a kill or a full disk leaves either the old file or the new
//! one, never a part: every file the program writes goes through [`write`] (progress, profiles,
//! saved games, endgame tables, sheets, weights) or, when it is written a piece at a time,
//! [`Streamed`] (annotated games). A temporary file beside the target is written, synced,
//! renamed over it, and the folder is synced.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::process;
use std::sync::atomic::{AtomicU64, Ordering};

/// Which step of a write failed, and on what.
#[derive(Debug)]
pub struct Failed {
    /// The step.
    pub step: Step,
    /// The file or folder.
    pub path: PathBuf,
    /// The cause.
    pub source: io::Error,
}

/// A step of [`write`] or [`move_aside`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Writing the temporary file and renaming it into place.
    Write,
    /// Opening the folder to sync it.
    Open,
    /// Syncing the folder.
    Sync,
    /// Renaming a file aside.
    Move,
}

impl Failed {
    fn at(step: Step, path: &Path) -> impl FnOnce(io::Error) -> Failed + '_ {
        move |source| Failed {
            step,
            path: path.to_path_buf(),
            source,
        }
    }
}

impl std::fmt::Display for Failed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.source)
    }
}

/// The directory holding `path` (`.` for a bare file name).
pub(crate) fn parent(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

pub(crate) fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Where a write to `path` goes: `path` itself, or, if it is a symbolic link (a progress file
/// kept in a synced folder), the file it points to, so that the link stays a link.
fn write_target(path: &Path) -> PathBuf {
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

/// The prefix of the temporary files [`write`] makes for `path`.
fn temp_prefix(path: &Path) -> String {
    format!(".{}.tmp-", file_name(path))
}

/// Removes the temporary files a killed save of `path` (or of the file it links to) left
/// behind. Call it holding the file's lock: then no save of it is under way.
pub fn remove_stale_temps(path: &Path) {
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

/// Writes `bytes` to `path` so that a crash leaves either the old file or the new one: a temp
/// file in the same directory is written and (when `durable`) synced, renamed over `path`, and
/// the directory is synced. Without `durable` the write is not waited for: after a power cut
/// the file may be the old one or empty (for a copy whose damage is seen when it is read). A
/// symbolic link is written through: the file it points to is replaced, in its own folder.
pub fn write(path: &Path, bytes: &[u8], durable: bool) -> Result<(), Failed> {
    use std::io::Write as _;
    let target = write_target(path);
    let path = target.as_path();
    let dir = parent(path);
    let tmp = temp_path(path);
    let written = (|| {
        fault::step()?;
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        fault::write_all(&mut file, bytes)?;
        file.flush()?;
        if durable {
            fault::step()?;
            file.sync_data()?;
        }
        fault::step()?;
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        // A killed write leaves its temporary file; [`remove_stale_temps`] removes it.
        if !fault::is_kill(&e) {
            let _ = fs::remove_file(&tmp);
        }
        return Err(Failed::at(Step::Write, path)(e));
    }
    if durable { sync_dir(dir) } else { Ok(()) }
}

/// A fresh temporary file name beside `path` (see [`remove_stale_temps`]).
fn temp_path(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    parent(path).join(format!("{}{}-{n}", temp_prefix(path), process::id()))
}

/// A file written a piece at a time with the same promise as [`write`]: the pieces go to a
/// temporary file beside it, and [`Streamed::finish`] syncs it, renames it over the file and
/// syncs the folder. Dropped unfinished (an error on the way), it removes its temporary file
/// and the old file stays as it was.
pub struct Streamed {
    path: PathBuf,
    tmp: PathBuf,
    /// `None` once finished.
    file: Option<io::BufWriter<File>>,
}

impl Streamed {
    /// Starts writing `path` (through a symbolic link, as [`write`] does).
    pub fn create(path: &Path) -> Result<Streamed, Failed> {
        let path = write_target(path);
        let tmp = temp_path(&path);
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .map_err(Failed::at(Step::Write, &path))?;
        Ok(Streamed {
            path,
            tmp,
            file: Some(io::BufWriter::new(file)),
        })
    }

    /// Puts the written file in place, durably.
    pub fn finish(mut self) -> Result<(), Failed> {
        let file = self.file.take().expect("finished once");
        let done = file
            .into_inner()
            .map_err(io::IntoInnerError::into_error)
            .and_then(|file| file.sync_data())
            .and_then(|()| fs::rename(&self.tmp, &self.path));
        if let Err(e) = done {
            let _ = fs::remove_file(&self.tmp);
            return Err(Failed::at(Step::Write, &self.path)(e));
        }
        sync_dir(parent(&self.path))
    }
}

impl io::Write for Streamed {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match &mut self.file {
            Some(file) => file.write(bytes),
            None => Err(io::Error::other("written after finish")),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.as_mut().map_or(Ok(()), io::Write::flush)
    }
}

impl Drop for Streamed {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

/// Moves `path` aside to `to` (a rename in one folder: the bytes stay as they were), durably.
pub fn move_aside(path: &Path, to: &Path) -> Result<(), Failed> {
    fault::step()
        .and_then(|()| fs::rename(path, to))
        .map_err(Failed::at(Step::Move, path))?;
    sync_dir(parent(path))
}

/// Makes a rename in `dir` durable.
fn sync_dir(dir: &Path) -> Result<(), Failed> {
    fault::step().map_err(Failed::at(Step::Sync, dir))?;
    match File::open(dir) {
        Ok(d) => d.sync_all().map_err(Failed::at(Step::Sync, dir)),
        // Windows cannot open a directory as a file; there the rename is all that can be done.
        Err(_) if cfg!(not(unix)) => Ok(()),
        Err(e) => Err(Failed::at(Step::Open, dir)(e)),
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
pub(crate) mod fault {
    use std::io::{self, Write};

    #[expect(
        clippy::unnecessary_wraps,
        reason = "the same signature as the test version, which fails a chosen step"
    )]
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

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    fn files_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_streamed_file_appears_whole_at_finish_and_not_before() {
        let dir = std::env::temp_dir().join(format!("shashki-streamed-{}", process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.pdn");
        fs::write(&path, "old").unwrap();
        let mut out = Streamed::create(&path).unwrap();
        out.write_all(b"1. c3-d4 *\n").unwrap();
        out.write_all(b"\n1. a3-b4 *\n").unwrap();
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "old",
            "not before finish"
        );
        out.finish().unwrap();
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "1. c3-d4 *\n\n1. a3-b4 *\n"
        );
        assert_eq!(files_in(&dir), ["games.pdn"]);
        // Dropped unfinished: the old file stays and no temporary file is left.
        let mut out = Streamed::create(&path).unwrap();
        out.write_all(b"half").unwrap();
        assert_eq!(files_in(&dir).len(), 2, "the temporary file while writing");
        drop(out);
        assert_eq!(files_in(&dir), ["games.pdn"]);
        assert!(fs::read_to_string(&path).unwrap().starts_with("1. c3-d4"));
        fs::remove_dir_all(&dir).unwrap();
    }
}
