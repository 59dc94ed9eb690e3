//! The tables' file: writing it atomically and reading it back with every check (see the
//! module documentation of [`super`] for the layout).

use std::io::Write;
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

/// Reads the next bytes of a file, or says it is cut short.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], TableProblem> {
        if self.bytes.len() < n {
            return Err(TableProblem::Truncated);
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], TableProblem> {
        let mut a = [0; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    fn byte(&mut self) -> Result<u8, TableProblem> {
        Ok(self.take(1)?[0])
    }
}

/// The tables of `variant` in a file's bytes.
pub(super) fn decode(bytes: &[u8], variant: Variant) -> Result<Tables, TableProblem> {
    let mut r = Reader { bytes };
    if bytes.len() < MAGIC.len() || r.take(MAGIC.len())? != MAGIC {
        return Err(TableProblem::NotATable);
    }
    let version = u32::from_le_bytes(r.array()?);
    if version != VERSION {
        return Err(TableProblem::Version(version));
    }
    let name_len = usize::from(r.byte()?);
    let name = String::from_utf8_lossy(r.take(name_len)?).into_owned();
    if name != variant.name() {
        return Err(TableProblem::OtherVariant(name));
    }
    let squares = usize::from(r.byte()?);
    let pieces = u32::from(r.byte()?);
    let mut tables = Tables::empty(variant, pieces).ok_or_else(|| {
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
    let data = r.take(tables.data.len())?;
    if !r.bytes.is_empty() {
        return Err(TableProblem::TrailingBytes);
    }
    if fnv1a(data) != checksum {
        return Err(TableProblem::Checksum);
    }
    tables.data.copy_from_slice(data);
    Ok(tables)
}

/// Reads and checks the tables of `variant` in the file at `path`.
pub(super) fn read(path: &Path, variant: Variant) -> Result<Tables, TableError> {
    let error = |problem| TableError {
        path: path.to_path_buf(),
        problem,
    };
    let bytes = std::fs::read(path).map_err(|e| error(TableProblem::Io(e.to_string())))?;
    decode(&bytes, variant).map_err(error)
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed into place once
/// complete and synced, creating the folder first.
pub(super) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), TableError> {
    let error = |what: &Path, e: std::io::Error| TableError {
        path: what.to_path_buf(),
        problem: TableProblem::Io(e.to_string()),
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| error(dir, e))?;
    }
    let mut temp = path.as_os_str().to_owned();
    temp.push(format!(".tmp{}", std::process::id()));
    let temp = PathBuf::from(temp);
    let written = std::fs::File::create(&temp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    if let Err(e) = written.and_then(|()| std::fs::rename(&temp, path)) {
        let _ = std::fs::remove_file(&temp);
        return Err(error(path, e));
    }
    Ok(())
}
