//! PDN files read a game at a time: `review`, `analyse --pdn`, `play --load` and
//! `puzzles import` hold one game's text at once, never the whole file. A file is refused at
//! once when it is not a regular file or is larger than [`PDN_MAX_BYTES`]; a game when it is
//! larger than [`MAX_GAME_BYTES`] or has more than [`MAX_GAME_MOVES`] moves; and a file with
//! more than [`MAX_GAMES`] games, when the first game past them is reached.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use super::CommandError;
use crate::bounds::{MB, PDN_MAX_BYTES};
use crate::rules::{GameStarts, Variant};

/// The most games read from one file (a big tournament's file holds a few hundred).
pub(super) const MAX_GAMES: usize = 10_000;

/// The largest text of one game.
pub(super) const MAX_GAME_BYTES: usize = crate::bounds::PDN_GAME_MAX_BYTES;

/// The most moves (of both sides, 1,000 plies) of one game; the draw rules end real games
/// long before.
pub(super) const MAX_GAME_MOVES: usize = 500;

/// A PDN file, read a game at a time.
pub(super) struct PdnFile<'a> {
    path: &'a Path,
    /// The file, never read past one byte over [`PDN_MAX_BYTES`] even if it grows.
    reader: BufReader<std::io::Take<std::fs::File>>,
    /// How many bytes and lines were read.
    bytes: usize,
    lines: usize,
    starts: GameStarts,
    /// The game being read: its first line and its text so far.
    game: (usize, String),
    /// How many games were given out.
    games: usize,
    /// The line being read.
    line: Vec<u8>,
    done: bool,
}

impl<'a> PdnFile<'a> {
    /// Opens the PDN file at `path`: a regular file of at most [`PDN_MAX_BYTES`], or an
    /// error that names it and says what is wrong.
    pub(super) fn open(path: &'a Path) -> Result<PdnFile<'a>, CommandError> {
        let file = crate::bounds::open_file(path, PDN_MAX_BYTES)
            .map_err(|e| CommandError(format!("cannot read {}: {e}", path.display())))?
            .map_err(|bound| CommandError(format!("{}: {bound}", path.display())))?;
        Ok(PdnFile {
            path,
            reader: BufReader::new(file.take(PDN_MAX_BYTES as u64 + 1)),
            bytes: 0,
            lines: 0,
            starts: GameStarts::default(),
            game: (1, String::new()),
            games: 0,
            line: Vec::new(),
            done: false,
        })
    }

    /// How many games the PDN file at `path` holds (at most [`MAX_GAMES`]): read through
    /// once, a game at a time, without parsing them.
    pub(super) fn count(path: &'a Path) -> Result<usize, CommandError> {
        let mut file = PdnFile::open(path)?;
        while file.next_game()?.is_some() {}
        Ok(file.games)
    }

    /// The next game of the file: the line it starts on (from 1) and its text, as
    /// [`crate::rules::PdnGame::split`] divides a text; `None` after the last one.
    pub(super) fn next_game(&mut self) -> Result<Option<(usize, String)>, CommandError> {
        let file = self.path.display();
        while !self.done {
            self.line.clear();
            let read = (&mut self.reader)
                .take(MAX_GAME_BYTES as u64 + 1)
                .read_until(b'\n', &mut self.line)
                .map_err(|e| CommandError(format!("cannot read {file}: {e}")))?;
            if read == 0 {
                self.done = true;
                break;
            }
            self.bytes += read;
            self.lines += 1;
            if self.bytes > PDN_MAX_BYTES {
                let limit = PDN_MAX_BYTES / MB;
                return Err(CommandError(format!("{file}: larger than {limit} MB")));
            }
            if self.line.len() > MAX_GAME_BYTES {
                return Err(self.too_large(self.lines));
            }
            let Ok(line) = std::str::from_utf8(&self.line) else {
                return Err(CommandError(format!(
                    "cannot read {file}: not UTF-8 text (first bad byte on line {}); save it \
                     as UTF-8",
                    self.lines
                )));
            };
            if self.starts.begins_game(line) {
                let done = std::mem::replace(&mut self.game, (self.lines, line.to_string()));
                return self.given(done).map(Some);
            }
            self.game.1.push_str(line);
            if self.game.1.len() > MAX_GAME_BYTES {
                return Err(self.too_large(self.game.0));
            }
        }
        let last = std::mem::take(&mut self.game);
        if last.1.trim().is_empty() {
            return Ok(None);
        }
        self.given(last).map(Some)
    }

    /// The error of a game (starting at `line`) larger than [`MAX_GAME_BYTES`].
    fn too_large(&self, line: usize) -> CommandError {
        let limit = MAX_GAME_BYTES / 1024;
        CommandError(format!(
            "{}:{line}: the game is larger than {limit} KB; a game can be at most {limit} KB",
            self.path.display()
        ))
    }

    /// Counts a game given out, refusing the one past [`MAX_GAMES`].
    fn given(&mut self, game: (usize, String)) -> Result<(usize, String), CommandError> {
        self.games += 1;
        if self.games > MAX_GAMES {
            return Err(CommandError(format!(
                "{}:{}: more than {MAX_GAMES} games; a file can hold at most {MAX_GAMES} \
                 (split it into smaller files)",
                self.path.display(),
                game.0
            )));
        }
        Ok(game)
    }
}

/// `shashki play --load FILE` and `shashki analyse --pdn FILE`: the one game in a PDN file
/// (`variant` when it has no `GameType` tag), read a game at a time: only the first game's
/// text is kept while the others are counted.
pub fn load_game(
    file: &std::path::Path,
    variant: Variant,
) -> Result<crate::rules::PdnGame, CommandError> {
    let mut pdn = PdnFile::open(file)?;
    let first = pdn.next_game()?;
    let mut found = usize::from(first.is_some());
    while pdn.next_game()?.is_some() {
        found += 1;
    }
    match first {
        Some((line, text)) if found == 1 => read_game(file, line, &text, variant),
        _ => Err(CommandError(format!(
            "{}: expected one game to continue, found {found}",
            file.display()
        ))),
    }
}

/// Reads one game of a PDN file that starts at `line` (at most [`MAX_GAME_MOVES`]
/// moves); errors name the file's line and column.
pub(super) fn read_game(
    file: &std::path::Path,
    line: usize,
    text: &str,
    variant: Variant,
) -> Result<crate::rules::PdnGame, CommandError> {
    crate::rules::PdnGame::read_at_most(text, variant, MAX_GAME_MOVES).map_err(|e| {
        CommandError(format!(
            "{}:{}:{}: {}",
            file.display(),
            line + e.line - 1,
            e.column,
            crate::i18n::core::pdn_problem(&e.problem, crate::Lang::En)
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PDN file in the temporary folder.
    fn file(name: &str, text: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!(
            "shashki-pdn-file-{name}-{}.pdn",
            std::process::id()
        ));
        std::fs::write(&path, text).unwrap();
        path
    }

    fn games(path: &Path) -> Result<Vec<(usize, String)>, String> {
        let mut file = PdnFile::open(path).map_err(|e| e.0)?;
        let mut games = Vec::new();
        while let Some(game) = file.next_game().map_err(|e| e.0)? {
            games.push(game);
        }
        Ok(games)
    }

    #[test]
    fn games_come_one_at_a_time_as_split_divides_them() {
        for text in [
            "",
            "\n\n",
            "1. c3-d4 *\n",
            "[Event \"a\"]\n1. c3-d4 *\n\n[Event \"b\"]\n{x}\n1. c3-b4 *\n\n\n",
            "\n[A \"1\"]\n\n1. c3-d4\n[B \"2\"]\n1. c3-b4\n[C \"3\"]",
            "1. c3-d4 *\r\n[Event \"b\"]\r\n1. a3-b4 *",
        ] {
            let path = file("split", text);
            let read = games(&path).unwrap();
            let _ = std::fs::remove_file(&path);
            let split: Vec<(usize, String)> = crate::rules::PdnGame::split(text)
                .into_iter()
                .map(|(line, text)| (line, text.to_string()))
                .collect();
            assert_eq!(read, split, "{text:?}");
        }
    }

    #[test]
    fn too_many_games_a_game_too_large_and_bad_text_are_refused_with_the_line() {
        let path = file("many", &"1. c3-d4 *\n[E \"\"]\n".repeat(MAX_GAMES + 1));
        let err = games(&path).unwrap_err();
        let _ = std::fs::remove_file(&path);
        let line = 2 * MAX_GAMES;
        assert!(
            err.ends_with(&format!(
                ".pdn:{line}: more than 10000 games; a file can hold at most 10000 (split it \
                 into smaller files)"
            )),
            "{err}"
        );
        let path = file("exactly", &"1. c3-d4 *\n[E \"\"]\n".repeat(MAX_GAMES - 1));
        assert_eq!(PdnFile::count(&path).map_err(|e| e.0), Ok(MAX_GAMES));
        let _ = std::fs::remove_file(&path);
        // One line too long is placed at its line, a game of many lines at its first line.
        let long_line = format!("[E \"\"]\n{}\n", "{x}".repeat(MAX_GAME_BYTES));
        let long_game = format!("1. c3-d4 *\n[E \"\"]\n{}", "{x}\n".repeat(MAX_GAME_BYTES));
        for (text, line) in [(long_line, 2), (long_game, 2)] {
            let path = file("large", &text);
            let err = games(&path).unwrap_err();
            let _ = std::fs::remove_file(&path);
            assert!(
                err.ends_with(&format!(
                    ".pdn:{line}: the game is larger than 256 KB; a game can be at most 256 KB"
                )),
                "{err}"
            );
        }
        let path = std::env::temp_dir().join(format!("shashki-pdn-file-{}", std::process::id()));
        std::fs::write(&path, b"1. c3-d4\n\xff *\n").unwrap();
        let err = games(&path).unwrap_err();
        let _ = std::fs::remove_file(&path);
        assert!(err.contains("first bad byte on line 2"), "{err}");
    }
}
