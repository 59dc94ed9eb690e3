//! The tables' file: writing it atomically and reading it back with every check (see the
//! module documentation of [`super`] for the layout).

use std::io::Read;
use std::path::{Path, PathBuf};

use super::Tables;
use super::index::Material;
use crate::fnv::fnv1a;
use crate::rules::Variant;

/// The first bytes of a tables file.
const MAGIC: &[u8; 8] = b"SHASHKTB";
/// The format version written and read.
const VERSION: u32 = 1;

/// What is wrong with a tables file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableProblem {
    /// It could not be read or written (the system's reason).
    Io(String),
    /// It does not start as a tables file does.
    NotATable,
    /// It has another format version.
    Version(u32),
    /// It holds another variant's tables (the name it gives).
    OtherVariant(String),
    /// It ends before its header says it should.
    Truncated,
    /// It is longer than its header says.
    TrailingBytes,
    /// The header does not describe the tables of this version (what is wrong).
    BadHeader(String),
    /// The data does not match its checksum.
    Checksum,
    /// It is not a regular file, or it is larger than any tables file.
    Refused(crate::bounds::Bound),
}

/// A tables file that could not be read or written: where, and what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    /// The file.
    pub path: PathBuf,
    /// What was wrong.
    pub problem: TableProblem,
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        match &self.problem {
            TableProblem::Io(reason) => write!(f, "{path}: {reason}"),
            TableProblem::NotATable => write!(f, "{path}: not an endgame tables file"),
            TableProblem::Version(v) => write!(
                f,
                "{path}: tables of format version {v}, this program reads version {VERSION} \
                 (build them again with `shashki tables build`)"
            ),
            TableProblem::OtherVariant(name) => {
                write!(f, "{path}: holds the tables of another variant ({name})")
            }
            TableProblem::Truncated => write!(f, "{path}: the file is cut short"),
            TableProblem::TrailingBytes => write!(f, "{path}: extra bytes after the tables"),
            TableProblem::BadHeader(what) => write!(f, "{path}: bad header: {what}"),
            TableProblem::Refused(bound) => write!(f, "{path}: {bound}"),
            TableProblem::Checksum => write!(
                f,
                "{path}: the tables are damaged (checksum mismatch); build them again"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// The whole file of some tables.
pub(super) fn encode(tables: &Tables) -> Vec<u8> {
    let name = tables.variant.name().as_bytes();
    let mut out = Vec::with_capacity(tables.data.len() + 64 + 8 * tables.materials.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(name.len() as u8);
    out.extend_from_slice(name);
    out.push(tables.layout.squares as u8);
    out.push(tables.pieces as u8);
    out.extend_from_slice(&(tables.materials.len() as u16).to_le_bytes());
    for &m in &tables.materials {
        out.extend_from_slice(&m.0);
        out.extend_from_slice(&(tables.layout.len(m) as u32).to_le_bytes());
    }
    out.extend_from_slice(&fnv1a(&tables.data).to_le_bytes());
    out.extend_from_slice(&tables.data);
    out
}

/// The largest tables file read: the biggest tables there are (the 8x8 boards' up to four
/// pieces) take under 8 MB. A bigger file is refused before a byte of it is read.
pub(super) const MAX_FILE_BYTES: usize = 32 * crate::bounds::MB;

/// Reads the header's fields from a file, or says it is cut short.
struct Header<R> {
    reader: R,
    /// How many bytes were read.
    len: u64,
}

impl<R: Read> Header<R> {
    fn array<const N: usize>(&mut self) -> Result<[u8; N], TableProblem> {
        let mut a = [0; N];
        self.reader.read_exact(&mut a).map_err(|e| cut_short(&e))?;
        self.len += N as u64;
        Ok(a)
    }

    fn byte(&mut self) -> Result<u8, TableProblem> {
        Ok(self.array::<1>()?[0])
    }
}

/// A read that ended early is a file cut short; any other failure is the system's.
fn cut_short(e: &std::io::Error) -> TableProblem {
    if e.kind() == std::io::ErrorKind::UnexpectedEof {
        TableProblem::Truncated
    } else {
        TableProblem::Io(e.to_string())
    }
}

/// Reads and checks a header: empty tables of the size it describes, its checksum and its
/// length in bytes. Nothing is read past the header, and a header is at most a few hundred
/// bytes: the number of materials is checked before they are read.
fn read_header(reader: impl Read, variant: Variant) -> Result<(Tables, u64, u64), TableProblem> {
    let mut r = Header { reader, len: 0 };
    let magic: [u8; 8] = r.array().map_err(|problem| match problem {
        TableProblem::Truncated => TableProblem::NotATable,
        other => other,
    })?;
    if &magic != MAGIC {
        return Err(TableProblem::NotATable);
    }
    let version = u32::from_le_bytes(r.array()?);
    if version != VERSION {
        return Err(TableProblem::Version(version));
    }
    let name_len = usize::from(r.byte()?);
    let mut name = Vec::with_capacity(name_len);
    for _ in 0..name_len {
        name.push(r.byte()?);
    }
    let name = String::from_utf8_lossy(&name).into_owned();
    if name != variant.name() {
        return Err(TableProblem::OtherVariant(name));
    }
    let squares = usize::from(r.byte()?);
    let pieces = u32::from(r.byte()?);
    let tables = Tables::empty(variant, pieces).ok_or_else(|| {
        TableProblem::BadHeader(format!("{pieces} pieces for {}", variant.name()))
    })?;
    if squares != tables.layout.squares {
        return Err(TableProblem::BadHeader(format!(
            "{squares} squares for {}",
            variant.name()
        )));
    }
    let count = usize::from(u16::from_le_bytes(r.array()?));
    if count != tables.materials.len() {
        return Err(TableProblem::BadHeader(format!(
            "{count} materials, expected {}",
            tables.materials.len()
        )));
    }
    for &m in &tables.materials {
        let found = Material(r.array()?);
        let len = u32::from_le_bytes(r.array()?) as usize;
        if found != m || len != tables.layout.len(m) {
            return Err(TableProblem::BadHeader(format!(
                "material {} of {len} entries where {} of {} belongs",
                found.name(),
                m.name(),
                tables.layout.len(m)
            )));
        }
    }
    let checksum = u64::from_le_bytes(r.array()?);
    Ok((tables, checksum, r.len))
}

/// The tables of `variant` in a file of `file_len` bytes read from `reader`: the header is
/// read and checked first, then the file's length against the one the header gives, and
/// only then the data.
fn decode(mut reader: impl Read, file_len: u64, variant: Variant) -> Result<Tables, TableProblem> {
    let (mut tables, checksum, header_len) = read_header(&mut reader, variant)?;
    let expected = header_len + tables.data.len() as u64;
    if file_len < expected {
        return Err(TableProblem::Truncated);
    }
    if file_len > expected {
        return Err(TableProblem::TrailingBytes);
    }
    reader
        .read_exact(&mut tables.data)
        .map_err(|e| cut_short(&e))?;
    // The file may have grown since its length was taken.
    if reader.read(&mut [0])? != 0 {
        return Err(TableProblem::TrailingBytes);
    }
    if fnv1a(&tables.data) != checksum {
        return Err(TableProblem::Checksum);
    }
    Ok(tables)
}

impl From<std::io::Error> for TableProblem {
    fn from(e: std::io::Error) -> TableProblem {
        TableProblem::Io(e.to_string())
    }
}

/// Reads and checks the tables of `variant` in the file at `path`: only a regular file of
/// at most [`MAX_FILE_BYTES`], whose length is the one its header gives.
pub(super) fn read(path: &Path, variant: Variant) -> Result<Tables, TableError> {
    let error = |problem| TableError {
        path: path.to_path_buf(),
        problem,
    };
    let file = crate::bounds::open_file(path, MAX_FILE_BYTES)
        .map_err(|e| error(e.into()))?
        .map_err(|bound| error(TableProblem::Refused(bound)))?;
    let len = file.metadata().map_err(|e| error(e.into()))?.len();
    let reader = std::io::BufReader::new(file.take(MAX_FILE_BYTES as u64 + 1));
    decode(reader, len, variant).map_err(error)
}

/// Writes `bytes` to `path` with [`crate::atomic::write`] (a synced temporary file renamed
/// into place, the folder synced), creating the folder first.
pub(super) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), TableError> {
    let error = |what: &Path, e: std::io::Error| TableError {
        path: what.to_path_buf(),
        problem: TableProblem::Io(e.to_string()),
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| error(dir, e))?;
    }
    crate::atomic::write(path, bytes, true).map_err(|failed| error(&failed.path, failed.source))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tables_file_fits_under_the_cap() {
        for variant in Variant::STANDARD {
            let most = super::super::most_table_pieces(variant).unwrap();
            let tables = Tables::empty(variant, most).unwrap();
            let bytes = encode(&tables);
            assert!(
                bytes.len() < MAX_FILE_BYTES / 2,
                "{variant}: {}",
                bytes.len()
            );
            let back = decode(bytes.as_slice(), bytes.len() as u64, variant).unwrap();
            assert_eq!(back.data.len(), tables.data.len());
        }
    }

    #[test]
    fn a_length_other_than_the_headers_is_refused_before_the_data_is_read() {
        let tables = Tables::empty(Variant::English, 2).unwrap();
        let bytes = encode(&tables);
        let len = bytes.len() as u64;
        // The data after the header is never read: a reader that fails there shows it.
        let header_len = bytes.len() - tables.data.len();
        let failing = bytes[..header_len].chain(FailingReader);
        assert_eq!(
            decode(failing, len + 1, Variant::English).unwrap_err(),
            TableProblem::TrailingBytes
        );
        let failing = bytes[..header_len].chain(FailingReader);
        assert_eq!(
            decode(failing, len - 1, Variant::English).unwrap_err(),
            TableProblem::Truncated
        );
    }

    /// A reader that fails at once.
    struct FailingReader;

    impl Read for FailingReader {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("the data was read"))
        }
    }
}
