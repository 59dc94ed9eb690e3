//! Caps on the files a user hands us, checked before any parser sees them: a size cap, and
//! for YAML a nesting cap, since the YAML parser takes time quadratic in the nesting depth
//! (100,000 nested `[` took 92 s). PDN files get the size cap only: their reader counts the
//! nesting of variations instead of recursing, and YAML's quotes and indentation mean
//! nothing there. The caps are far beyond any real lesson, puzzle collection or game file.

use std::fmt;
use std::io::Read;
use std::path::Path;

/// One megabyte (2^20 bytes), the unit of the size caps.
pub(crate) const MB: usize = 1 << 20;

/// The largest lesson or puzzle file read (the biggest built-in one is under 100 KB).
pub(crate) const CONTENT_MAX_BYTES: usize = 2 * MB;

/// The largest PDN file read (an import of 10,000 games is about 10 MB).
pub(crate) const PDN_MAX_BYTES: usize = 50 * MB;

/// The largest text of one PDN game read, in a file of many or in a saved game's own file (a
/// game of 100 moves with a comment on every move is about 20 KB). Reading a game takes at
/// most about 64 times its size in memory (16 MB), for a text of nothing but marks.
pub(crate) const PDN_GAME_MAX_BYTES: usize = 256 * 1024;

/// The deepest nesting of a YAML file read: flow collections (`[`, `{`) and block
/// indentation levels together. Real lessons use fewer than ten.
pub(crate) const MAX_DEPTH: usize = 64;

/// Why a file's text is refused before parsing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The text is larger than the cap.
    TooLarge {
        /// The cap, in megabytes.
        limit_mb: usize,
    },
    /// The text nests deeper than the cap.
    TooDeep {
        /// The cap, in levels.
        limit: usize,
    },
    /// The path names something other than a regular file, which is refused before it is
    /// opened (a named pipe would block, a device would never end).
    NotRegular(NotAFile),
}

/// What a path names when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAFile {
    /// A folder.
    Folder,
    /// A named pipe (FIFO).
    Pipe,
    /// A device (`/dev/zero`, a disk).
    Device,
    /// A socket.
    Socket,
    /// Something else the system knows.
    Other,
}

impl NotAFile {
    /// What `meta` (of a path, links followed) names, if it is not a regular file.
    pub fn of(meta: &std::fs::Metadata) -> Option<NotAFile> {
        let kind = meta.file_type();
        if kind.is_file() {
            return None;
        }
        if kind.is_dir() {
            return Some(NotAFile::Folder);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if kind.is_fifo() {
                return Some(NotAFile::Pipe);
            }
            if kind.is_char_device() || kind.is_block_device() {
                return Some(NotAFile::Device);
            }
            if kind.is_socket() {
                return Some(NotAFile::Socket);
            }
        }
        Some(NotAFile::Other)
    }
}

/// The words after `file: ` in a message: `larger than 2 MB`, `too deeply nested (limit 64)`.
impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::TooLarge { limit_mb } => write!(f, "larger than {limit_mb} MB"),
            Bound::TooDeep { limit } => write!(f, "too deeply nested (limit {limit})"),
            Bound::NotRegular(kind) => {
                let what = match kind {
                    NotAFile::Folder => "a folder",
                    NotAFile::Pipe => "a named pipe (FIFO)",
                    NotAFile::Device => "a device",
                    NotAFile::Socket => "a socket",
                    NotAFile::Other => "something other than a file",
                };
                write!(f, "not a regular file but {what}")
            }
        }
    }
}

impl std::error::Error for Bound {}

/// The size cap `max_bytes` as a [`Bound::TooLarge`] (in whole megabytes, rounded up).
fn too_large(max_bytes: usize) -> Bound {
    Bound::TooLarge {
        limit_mb: max_bytes.div_ceil(MB),
    }
}

/// Refuses `text` if it is longer than `max_bytes` or nests deeper than `max_depth`.
///
/// Nesting is counted in one pass over the bytes, as YAML would nest it, cheaply and on the
/// safe side: each open `[` or `{` is a level, and so is each block indentation deeper than
/// the open ones (a `- ` that starts a sequence entry indents what follows it). Quoted
/// strings and `#` comments do not count.
pub(crate) fn check_text(text: &str, max_bytes: usize, max_depth: usize) -> Result<(), Bound> {
    if text.len() > max_bytes {
        return Err(too_large(max_bytes));
    }
    let deep = Bound::TooDeep { limit: max_depth };
    let bytes = text.as_bytes();
    // The open block indentation levels (increasing columns), and the open flow collections.
    let mut indents: Vec<usize> = Vec::new();
    let mut flow = 0usize;
    // The quote that opened the string we are in, if any.
    let mut quote: Option<u8> = None;
    // Whether the next byte starts a line, and the last byte that was not a space (a line
    // start or a sequence indicator counts as `\n`: a value may start after it).
    let mut line_start = true;
    let mut last = b'\n';
    let mut i = 0;
    while i < bytes.len() {
        if std::mem::take(&mut line_start) && quote.is_none() && flow == 0 {
            let mut column = 0;
            while bytes.get(i + column) == Some(&b' ') {
                column += 1;
            }
            if matches!(bytes.get(i + column), None | Some(b'\n' | b'\r' | b'#')) {
                // A blank or comment-only line opens no level; the comment is skipped below.
                i += column;
                continue;
            }
            let mut enter = |column: usize| {
                while indents.last().is_some_and(|&top| top > column) {
                    indents.pop();
                }
                if indents.last().is_none_or(|&top| top < column) {
                    indents.push(column);
                }
                indents.len() + flow <= max_depth
            };
            if !enter(column) {
                return Err(deep);
            }
            // `- - x`: each sequence indicator indents the rest of the line.
            while bytes.get(i + column) == Some(&b'-')
                && matches!(bytes.get(i + column + 1), Some(b' '))
            {
                column += 2;
                while bytes.get(i + column) == Some(&b' ') {
                    column += 1;
                }
                if !enter(column) {
                    return Err(deep);
                }
            }
            i += column;
            last = b'\n';
            continue;
        }
        let b = bytes[i];
        match (quote, b) {
            (_, b'\n') => {
                line_start = true;
                last = b'\n';
                i += 1;
                continue;
            }
            (Some(b'"'), b'\\') => i += 1,
            // `''` is a quote inside a single-quoted string.
            (Some(b'\''), b'\'') if bytes.get(i + 1) == Some(&b'\'') => i += 1,
            (Some(q), _) if b == q => quote = None,
            (None, b'#') if i == 0 || matches!(bytes[i - 1], b' ' | b'\t' | b'\n') => {
                while bytes.get(i).is_some_and(|&c| c != b'\n') {
                    i += 1;
                }
                continue;
            }
            // A quote opens a string only where a value starts, not inside a word (`don't`).
            (None, b'\'' | b'"')
                if matches!(last, b'\n' | b':' | b'-' | b',' | b'[' | b'{' | b'?') =>
            {
                quote = Some(b);
            }
            (None, b'[' | b'{') => {
                flow += 1;
                if indents.len() + flow > max_depth {
                    return Err(deep);
                }
            }
            (None, b']' | b'}') => flow = flow.saturating_sub(1),
            // Any other byte inside a string or out.
            _ => {}
        }
        if !matches!(b, b' ' | b'\t' | b'\r') {
            last = b;
        }
        i += 1;
    }
    Ok(())
}

/// Opens the regular file at `path` for reading, or says why not: [`Bound::NotRegular`] for
/// a folder, a named pipe or a device (found before opening, so a pipe without a writer does
/// not block), [`Bound::TooLarge`] when its size is over `max_bytes`. Links are followed.
pub(crate) fn open_file(
    path: &Path,
    max_bytes: usize,
) -> std::io::Result<Result<std::fs::File, Bound>> {
    let meta = std::fs::metadata(path)?;
    if let Some(kind) = NotAFile::of(&meta) {
        return Ok(Err(Bound::NotRegular(kind)));
    }
    if meta.len() > max_bytes as u64 {
        return Ok(Err(too_large(max_bytes)));
    }
    let file = std::fs::File::open(path)?;
    // The path may have been replaced between the look and the opening.
    if let Some(kind) = NotAFile::of(&file.metadata()?) {
        return Ok(Err(Bound::NotRegular(kind)));
    }
    Ok(Ok(file))
}

/// The bytes of the regular file at `path`, or why it is refused (see [`open_file`]): never
/// more than one byte past `max_bytes` is read, so a file that grows while it is read does
/// not fill memory either.
pub(crate) fn read_file(path: &Path, max_bytes: usize) -> std::io::Result<Result<Vec<u8>, Bound>> {
    let file = match open_file(path, max_bytes)? {
        Ok(file) => file,
        Err(bound) => return Ok(Err(bound)),
    };
    let mut bytes = Vec::new();
    file.take(max_bytes as u64 + 1).read_to_end(&mut bytes)?;
    Ok(if bytes.len() > max_bytes {
        Err(too_large(max_bytes))
    } else {
        Ok(bytes)
    })
}

/// The text of a file read with [`read_file`], or what to tell its author when it is not
/// UTF-8: `not UTF-8 text (first bad byte on line 3); save it as UTF-8`.
pub(crate) fn utf8_text(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        // The bad byte is on the last line of the good part.
        let line = good.split(|&b| b == b'\n').count();
        format!("not UTF-8 text (first bad byte on line {line}); save it as UTF-8")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth_ok(text: &str, depth: usize) -> bool {
        check_text(text, MB, depth).is_ok()
    }

    #[test]
    fn a_nesting_bomb_is_refused_at_once() {
        let bomb = "[".repeat(10_000_000);
        let began = std::time::Instant::now();
        assert_eq!(
            check_text(&bomb, 20 * MB, MAX_DEPTH),
            Err(Bound::TooDeep { limit: 64 })
        );
        assert_eq!(
            check_text(&bomb, CONTENT_MAX_BYTES, MAX_DEPTH),
            Err(Bound::TooLarge { limit_mb: 2 })
        );
        assert!(began.elapsed().as_secs_f64() < 1.0);
    }

    #[test]
    fn flow_and_block_levels_count_strings_and_comments_do_not() {
        assert!(depth_ok("a: [[1], {b: [2]}]\n", 4));
        assert!(!depth_ok("a: [[1], {b: [2]}]\n", 3));
        assert!(depth_ok("a:\n  b:\n    c: 1\n  d: 2\ne: 3\n", 3));
        assert!(!depth_ok("a:\n  b:\n    c: 1\n", 2));
        // `- - x` nests as deep as the indentation it stands for.
        assert!(!depth_ok("- - - x\n", 3));
        assert!(depth_ok("- - - x\n", 4));
        let quoted = format!(
            "a: '{0}'\nb: \"{0}\\\"\"\nc: [\"{{\", '[']\n# {0}\nd: x # {0}\n",
            "[".repeat(100)
        );
        assert!(depth_ok(&quoted, 2), "{quoted}");
        // An apostrophe inside a word opens no string: the brackets after it count.
        let word = format!("a: don't {}\n", "[".repeat(100));
        assert!(!depth_ok(&word, 64));
        // Blank lines and comments at any indentation open no level.
        assert!(depth_ok("a:\n\n      # note\n  b: 1\n", 2));
    }

    #[test]
    fn text_that_is_not_utf8_is_placed_by_line() {
        assert_eq!(utf8_text(b"a\nb".to_vec()).as_deref(), Ok("a\nb"));
        assert_eq!(
            utf8_text(b"a\nb\n\xff".to_vec()),
            Err("not UTF-8 text (first bad byte on line 3); save it as UTF-8".to_string())
        );
    }

    #[test]
    fn a_file_over_the_cap_is_refused_without_reading_it_whole() {
        let path = std::env::temp_dir().join(format!("shashki-bounds-{}", std::process::id()));
        std::fs::write(&path, [b'x'; 11]).unwrap();
        let eleven = read_file(&path, 11).unwrap();
        let ten = read_file(&path, 10).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(eleven.map(|b| b.len()), Ok(11));
        assert_eq!(ten, Err(Bound::TooLarge { limit_mb: 1 }));
        assert!(read_file(Path::new("/no/such/file"), 10).is_err());
    }

    #[test]
    fn folders_devices_and_pipes_are_refused_before_they_are_read() {
        let dir = std::env::temp_dir();
        assert_eq!(
            read_file(&dir, MB).unwrap(),
            Err(Bound::NotRegular(NotAFile::Folder))
        );
        #[cfg(unix)]
        {
            assert_eq!(
                read_file(Path::new("/dev/zero"), MB).unwrap(),
                Err(Bound::NotRegular(NotAFile::Device))
            );
            let pipe = dir.join(format!("shashki-bounds-pipe-{}", std::process::id()));
            let made = std::process::Command::new("mkfifo").arg(&pipe).status();
            if made.is_ok_and(|s| s.success()) {
                // A pipe without a writer would block an open for reading: it must not be opened.
                let read = read_file(&pipe, MB).unwrap();
                let _ = std::fs::remove_file(&pipe);
                assert_eq!(read, Err(Bound::NotRegular(NotAFile::Pipe)));
            }
        }
        assert_eq!(
            Bound::NotRegular(NotAFile::Pipe).to_string(),
            "not a regular file but a named pipe (FIFO)"
        );
    }

    #[test]
    fn a_large_sparse_file_is_refused_by_its_size_without_reading() {
        let path =
            std::env::temp_dir().join(format!("shashki-bounds-sparse-{}", std::process::id()));
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(2 << 30).unwrap();
        drop(file);
        let read = read_file(&path, 8 * MB).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(read, Err(Bound::TooLarge { limit_mb: 8 }));
    }

    #[test]
    fn the_messages_name_the_cap() {
        assert_eq!(
            Bound::TooLarge { limit_mb: 2 }.to_string(),
            "larger than 2 MB"
        );
        assert_eq!(
            Bound::TooDeep { limit: 64 }.to_string(),
            "too deeply nested (limit 64)"
        );
    }

    #[test]
    fn every_built_in_file_is_within_the_caps() {
        for source in crate::content::builtin_lessons()
            .into_iter()
            .chain(crate::content::builtin_puzzles())
        {
            assert_eq!(
                check_text(&source.text, CONTENT_MAX_BYTES, MAX_DEPTH),
                Ok(()),
                "{}",
                source.path
            );
            // With room to spare.
            assert_eq!(check_text(&source.text, MB, 16), Ok(()), "{}", source.path);
        }
    }
}
