//! Reading a profile's progress file and putting it right, safely at every instant.
//!
//! The file is read bounded (a regular file of at most 8 MB, not nested too deep)
//! and judged by its check line and its keys. What is done about it never leaves the folder
//! without a loadable copy of the progress: a damaged file is first copied aside (or, when
//! it could not be read at all, renamed aside, which keeps its bytes), and only then is the
//! last good copy written over it through a synced temporary file. A kill or a full disk
//! between any two steps leaves the damaged file and the untouched backup (repaired at the
//! next start), or the repaired file. A missing file with a backup beside it is put back.

use std::path::Path;

use serde_yaml::Value;

use super::backup_path;
use crate::progress::error::{MovedAside, Recovery};
use crate::progress::fsio::{
    Integrity, aside_path, integrity, move_aside, normalized, read_bounded, write_atomic,
};
use crate::progress::keys::unknown_keys;
use crate::progress::{FORMAT, Progress, ProgressError, merge_backup};

/// What a progress file holds, as read.
enum Found {
    /// There is no file.
    Missing,
    /// The file parsed.
    Parsed {
        progress: Box<Progress>,
        /// The bytes read.
        bytes: Vec<u8>,
        /// What its check line says.
        check: Integrity,
        /// Keys this version does not know (misspelt or damaged ones).
        unknown: Vec<String>,
    },
    /// The file cannot be used: why, and its bytes (none when it was refused before it was
    /// read: too large, not a regular file, a link that leads nowhere).
    Damaged { why: String, bytes: Option<Vec<u8>> },
}

/// Reads the progress file at `path`. A file from a newer version is an error.
fn read(path: &Path) -> Result<Found, ProgressError> {
    let bytes = match read_bounded(path)? {
        None => return Ok(Found::Missing),
        // Refused before it was parsed: renamed aside, not copied, when it is set aside.
        Some(Err(why)) => return Ok(Found::Damaged { why, bytes: None }),
        Some(Ok(bytes)) => bytes,
    };
    let damaged = |why: String, bytes: Vec<u8>| {
        Ok(Found::Damaged {
            why,
            bytes: Some(bytes),
        })
    };
    if bytes.is_empty() {
        return damaged("the file is empty".into(), bytes);
    }
    let check = integrity(&bytes);
    let cut_short = || format!("the file is cut short: {} bytes", bytes.len());
    let value: Value = match serde_yaml::from_slice(&normalized(&bytes)) {
        Ok(value) => value,
        Err(_) if check == Integrity::Unchecked => return damaged(cut_short(), bytes),
        Err(e) => return damaged(e.to_string(), bytes),
    };
    let format = value.get("format").and_then(Value::as_u64).unwrap_or(0);
    if format > u64::from(FORMAT) {
        return Err(ProgressError::Newer {
            path: path.into(),
            found: u32::try_from(format).unwrap_or(u32::MAX),
            known: FORMAT,
        });
    }
    let progress: Progress = match serde_yaml::from_value(value.clone()) {
        Ok(progress) => progress,
        Err(_) if check == Integrity::Unchecked => return damaged(cut_short(), bytes),
        Err(e) => return damaged(e.to_string(), bytes),
    };
    let unknown = unknown_keys(&value, &progress);
    Ok(Found::Parsed {
        progress: Box::new(progress),
        bytes,
        check,
        unknown,
    })
}

/// The last good copy beside `path`: whole (its check line matches) and parsing.
fn good_backup(path: &Path) -> Option<(Vec<u8>, Progress)> {
    match read(&backup_path(path)) {
        Ok(Found::Parsed {
            progress,
            bytes,
            check: Integrity::Whole,
            unknown,
        }) if unknown.is_empty() => Some((bytes, *progress)),
        _ => None,
    }
}

/// Whether the progress is read to be shown or to be saved onto.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Purpose {
    /// Shown: a repair that fails still shows the last good copy.
    Load,
    /// Saved onto: a repair that fails stops the save, so the damaged file stays as it is.
    Save,
}

/// The progress in `path`, put right as the module says when the folder can be written
/// (`writable`), and what the learner is told about it. None: there is no progress yet.
pub(super) fn resolve(
    path: &Path,
    purpose: Purpose,
    writable: bool,
) -> Result<(Option<Progress>, Option<MovedAside>), ProgressError> {
    let notice = |aside: &Path, why: String, recovery| MovedAside {
        path: path.into(),
        aside: aside.into(),
        why,
        recovery,
    };
    let (progress, bytes, check, unknown) = match read(path)? {
        Found::Missing => {
            let Some((good_bytes, good)) = good_backup(path) else {
                return Ok((None, None));
            };
            let backup = backup_path(path);
            if !writable {
                let said = notice(&backup, "the file is missing".into(), Recovery::ShownBackup);
                return Ok((Some(good), Some(said)));
            }
            return match write_atomic(path, &good_bytes) {
                Ok(()) => Ok((
                    Some(good),
                    Some(notice(&backup, String::new(), Recovery::RestoredMissing)),
                )),
                Err(e) if purpose == Purpose::Save => Err(e),
                Err(e) => {
                    let why = format!("the file is missing; {e}");
                    Ok((
                        Some(good),
                        Some(notice(&backup, why, Recovery::RepairFailed)),
                    ))
                }
            };
        }
        Found::Damaged { why, bytes } => {
            return damaged(path, why, bytes.as_deref(), purpose, writable);
        }
        Found::Parsed {
            progress,
            bytes,
            check,
            unknown,
        } => (*progress, bytes, check, unknown),
    };
    let backup = good_backup(path);
    match (check, unknown.is_empty(), &backup) {
        (Integrity::Unchecked, true, Some(_)) => {
            let why = format!("the file is cut short: {} bytes", bytes.len());
            return damaged(path, why, Some(&bytes), purpose, writable);
        }
        // Whole, or written before files had a check line.
        (Integrity::Whole, true, _) | (Integrity::Unchecked, true, None) => {}
        _ if !writable => {}
        // Changed by hand, or with keys this version does not know: the file is taken as it
        // is, and the copy from before the change is kept beside it.
        _ => {
            let why = if unknown.is_empty() {
                "its check line does not match what it holds".to_string()
            } else {
                format!("keys that are not known: {}", unknown.join(", "))
            };
            let before = backup.as_ref().map_or(&bytes, |(b, _)| b);
            let aside = aside_path(path, "edited");
            let kept = write_atomic(&aside, before)
                .and_then(|()| super::write_progress(path, &progress).map(drop));
            return match kept {
                Ok(()) => Ok((
                    Some(progress),
                    Some(notice(&aside, why, Recovery::KeptEdit)),
                )),
                Err(e) if purpose == Purpose::Save => Err(e),
                // Shown as it is; the next save tries again.
                Err(_) => Ok((Some(progress), None)),
            };
        }
    }
    // A file with less in it than its last good copy (a sync tool put an older one back):
    // what it lacks is taken back from the copy, which is never overwritten by less.
    if let Some((backup_bytes, good)) = &backup
        && backup_bytes != &bytes
        && let Some(more) = merge_backup(&progress, good)
    {
        if writable
            && let Err(e) = super::write_progress(path, &more)
            && purpose == Purpose::Save
        {
            return Err(e);
        }
        let backup = backup_path(path);
        let said = notice(&backup, String::new(), Recovery::MergedBackup);
        return Ok((Some(more), Some(said)));
    }
    Ok((Some(progress), None))
}

/// A damaged progress file: the last good copy put back over it (its bytes kept aside
/// first), or only shown when the folder cannot be written; without a good copy the file is
/// moved aside and the progress starts afresh.
fn damaged(
    path: &Path,
    why: String,
    bytes: Option<&[u8]>,
    purpose: Purpose,
    writable: bool,
) -> Result<(Option<Progress>, Option<MovedAside>), ProgressError> {
    let notice = |aside: &Path, why: String, recovery| {
        Some(MovedAside {
            path: path.into(),
            aside: aside.into(),
            why,
            recovery,
        })
    };
    let Some((good_bytes, good)) = good_backup(path) else {
        if !writable {
            return Ok((None, notice(path, why, Recovery::ShownFresh)));
        }
        let aside = aside_path(path, "corrupt");
        move_aside(path, &aside)?;
        let recovery = match purpose {
            Purpose::Load => Recovery::StartedFresh,
            Purpose::Save => Recovery::SavedFresh,
        };
        return Ok((None, notice(&aside, why, recovery)));
    };
    if !writable {
        return Ok((
            Some(good),
            notice(&backup_path(path), why, Recovery::ShownBackup),
        ));
    }
    let aside = aside_path(path, "damaged");
    let repaired = (|| {
        match bytes {
            Some(bytes) => write_atomic(&aside, bytes)?,
            None => move_aside(path, &aside)?,
        }
        write_atomic(path, &good_bytes)
    })();
    match repaired {
        Ok(()) => Ok((Some(good), notice(&aside, why, Recovery::RestoredBackup))),
        Err(e) if purpose == Purpose::Save => Err(e),
        Err(e) => {
            let why = format!("{why}; {e}");
            let said = notice(&backup_path(path), why, Recovery::RepairFailed);
            Ok((Some(good), said))
        }
    }
}

#[cfg(test)]
mod tests;
