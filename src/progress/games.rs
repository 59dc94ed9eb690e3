//! Saved games: one PDN file per game in the profile's `games/` folder, never written over
//! another copy's game.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::error::Action;
use super::fsio::write_atomic;
use super::{ProgressError, Store};

impl Store {
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
                    .filter_map(|p| {
                        // A named pipe or a folder named like a game is no saved game.
                        let meta = fs::metadata(&p).ok().filter(fs::Metadata::is_file)?;
                        Some((meta.modified().ok()?, p))
                    })
                    .collect()
            })
            .unwrap_or_default();
        games.sort();
        games.into_iter().map(|(_, path)| path).collect()
    }

    /// The profile's saved games with their text, least recently saved first (unreadable and
    /// empty files are skipped, and so are files that are not regular files or are larger than
    /// one game's text can be, [`crate::bounds::PDN_GAME_MAX_BYTES`]).
    pub fn saved_games(&self, id: &str) -> Vec<(PathBuf, String)> {
        self.games(id)
            .into_iter()
            .filter_map(|path| {
                let bytes = crate::bounds::read_file(&path, crate::bounds::PDN_GAME_MAX_BYTES)
                    .ok()?
                    .ok()?;
                Some((path, String::from_utf8(bytes).ok()?))
            })
            .filter(|(_, text)| !text.trim().is_empty())
            .collect()
    }

    /// `profiles/<id>/games`.
    fn games_dir(&self, id: &str) -> Result<PathBuf, ProgressError> {
        let progress = self.progress_path(id)?;
        Ok(progress.with_file_name("games"))
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
mod tests;
