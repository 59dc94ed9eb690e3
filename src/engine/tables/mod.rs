//! General endgame tables: every position of at most four pieces on the 8x8 variants
//! (Russian, Brazilian, English) and at most three on International, men and kings of both
//! colours, either side to move, solved exactly.
//!
//! Values are [`EndingValue`]s: the distance to the end in plies for the side to move,
//! game-theoretic (the draw rules are ignored, as in the kings-only tables of
//! [`super::kings_ending`]). They are built with the rules engine's own successors
//! (`legal_moves_into` and `play_unchecked`), material by material, fewer pieces first and
//! more kings first, so that captures and crowning lead to solved materials (see
//! `build.rs`). Black to move is stored as White to move with the board turned 180° and the
//! colours swapped (see `index.rs`).
//!
//! `shashki tables build` writes one file per variant, `<data dir>/tables/<variant>.shtb`,
//! all numbers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic `SHASHKTB` |
//! | 4 | format version (1) |
//! | 1 + n | the variant's name (`russian`, ...): its length, then its letters |
//! | 1 | dark squares of the board (32 or 50) |
//! | 1 | most pieces (2 to 4) |
//! | 2 | number of materials |
//! | 8 each | per material: white men, white kings, black men, black kings (a byte each), entries (4 bytes) |
//! | 8 | FNV-1a checksum of the data |
//! | ... | the data: a byte per entry, the materials in the order listed |
//!
//! A byte is 0 for a draw, otherwise plies + 1 (odd plies win). The file is written to a
//! temporary file and renamed. A file that is truncated, corrupt, of another format version
//! or of another variant is refused with a [`TableError`]; the engine then goes on without.
//! Only a regular file is opened (a named pipe or a device is refused before it is read), and
//! its header is read first: a file whose length is not the one the header gives, or that is
//! larger than any tables file, is refused before its data is read.
//!
//! The engine finds the files through a process-wide registry: [`use_tables_from`] names the
//! data directory once at start-up, and a variant's file is read at the first probe of one
//! of its positions ([`table_value`]); [`install_tables`] puts built tables in directly.

mod build;
mod file;
mod index;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use super::endgame::{EndingValue, kings_ending};
use crate::rules::{BoardSize, Position, Variant};
pub(crate) use file::TableError;
pub use file::TableProblem;
use index::{CODES, Layout, Material};

/// The most pieces the tables of a variant may hold: 4 on the 8x8 boards, 3 on 10x10;
/// `None` for the giveaway variants, which have no tables.
pub fn most_table_pieces(variant: Variant) -> Option<u32> {
    if variant.is_giveaway() {
        return None;
    }
    Some(match variant.board() {
        BoardSize::Eight => 4,
        BoardSize::Ten => 3,
    })
}

/// The solved tables of one variant, for every material of 2 up to some number of pieces.
pub struct Tables {
    variant: Variant,
    pieces: u32,
    layout: Layout,
    /// Every material, in the order solved and stored.
    materials: Vec<Material>,
    /// Where each material's entries start in `data`, by [`Material::code`] (`u32::MAX`: not
    /// in these tables).
    starts: Vec<u32>,
    /// A byte an entry: 0 a draw, else plies + 1.
    data: Vec<u8>,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("variant", &self.variant)
            .field("pieces", &self.pieces)
            .field("entries", &self.data.len())
            .finish_non_exhaustive()
    }
}

impl Tables {
    /// Empty (all drawn) tables of a variant up to `pieces` pieces; `None` when the variant
    /// has no tables or `pieces` is not between 2 and [`most_table_pieces`].
    fn empty(variant: Variant, pieces: u32) -> Option<Tables> {
        let most = most_table_pieces(variant)?;
        if !(2..=most).contains(&pieces) {
            return None;
        }
        let layout = Layout::of(variant.board());
        let materials = index::materials(pieces);
        let mut starts = vec![u32::MAX; CODES];
        let mut len = 0;
        for m in &materials {
            starts[m.code()] = len as u32;
            len += layout.len(*m);
        }
        Some(Tables {
            variant,
            pieces,
            layout,
            materials,
            starts,
            data: vec![0; len],
        })
    }

    /// How many entries the tables of a variant up to `pieces` pieces have (0 when there
    /// are none): the size of their file's data, in bytes.
    pub fn entries(variant: Variant, pieces: u32) -> usize {
        Tables::empty(variant, pieces).map_or(0, |t| t.data.len())
    }

    /// Builds the tables of a variant up to `pieces` pieces on `threads` threads, calling
    /// `progress` with each batch of entries done (in all [`Tables::entries`]). `None`
    /// when the variant has no tables or `pieces` is not between 2 and
    /// [`most_table_pieces`].
    pub fn build(
        variant: Variant,
        pieces: u32,
        threads: usize,
        progress: &(dyn Fn(u64) + Sync),
    ) -> Option<Tables> {
        let mut tables = Tables::empty(variant, pieces)?;
        build::solve_all(&mut tables, threads, progress);
        Some(tables)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The most pieces of a position in the tables.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    /// How many entries (bytes of data) the tables hold.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the tables hold no entry (never, once built).
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Every material with its name (like `KK-M`: White's kings and men, Black's), for White
    /// to move, and its entries' counts: (wins, draws, losses) over the placements that can
    /// occur.
    pub fn tally(&self) -> Vec<(String, [usize; 3])> {
        self.materials
            .iter()
            .map(|&m| {
                let start = self.starts[m.code()] as usize;
                let bytes = &self.data[start..start + self.layout.len(m)];
                let decoder = index::Decoder::new(self.layout, m);
                let mut counts = [0; 3];
                for (i, &b) in bytes.iter().enumerate() {
                    if decoder.masks(i).is_none() {
                        continue;
                    }
                    counts[match b {
                        0 => 1,
                        b if b % 2 == 0 => 0,
                        _ => 2,
                    }] += 1;
                }
                (m.name(), counts)
            })
            .collect()
    }

    /// Writes the solved entries of material `m`.
    fn store(&mut self, m: Material, values: &[u8]) {
        let start = self.starts[m.code()] as usize;
        self.data[start..start + values.len()].copy_from_slice(values);
    }

    /// The stored byte of a position; 1 (lost now) when the side to move has no piece.
    /// `None` when the tables do not hold it.
    fn byte(&self, pos: &Position) -> Option<u8> {
        if pos.pieces(pos.turn()).is_empty() {
            return Some(1);
        }
        let (m, masks) = self.layout.key(pos)?;
        let start = *self.starts.get(m.code())?;
        if start == u32::MAX {
            return None;
        }
        self.data
            .get(start as usize + self.layout.index(m, masks))
            .copied()
    }

    /// The exact value of a position of these tables' variant with at most
    /// [`Tables::pieces`] pieces (a side with no piece left to move has lost); `None` for any
    /// other position (more pieces, another variant, the side not to move without pieces).
    pub fn value(&self, pos: &Position) -> Option<EndingValue> {
        if pos.variant() != self.variant
            || pos.occupied().count() > self.pieces
            || pos.pieces(pos.turn().opponent()).is_empty()
        {
            return None;
        }
        self.byte(pos).map(EndingValue::from_byte)
    }

    /// Writes the tables to their file in `data_dir` (see [`table_path`]), creating the
    /// folder, through a temporary file renamed into place. Returns the file's path.
    pub fn write(&self, data_dir: &Path) -> Result<PathBuf, TableError> {
        let path = table_path(data_dir, self.variant);
        file::write_atomic(&path, &file::encode(self))?;
        Ok(path)
    }

    /// Reads a variant's tables from their file in `data_dir`, checking everything.
    pub fn read(data_dir: &Path, variant: Variant) -> Result<Tables, TableError> {
        file::read(&table_path(data_dir, variant), variant)
    }
}

/// Where the tables of a variant are kept: `<data_dir>/tables/<variant>.shtb`.
pub fn table_path(data_dir: &Path, variant: Variant) -> PathBuf {
    data_dir
        .join("tables")
        .join(format!("{}.shtb", variant.name()))
}

/// The registry's slot of a variant: one per standard variant.
fn slot(variant: Variant) -> Option<usize> {
    match variant {
        Variant::Russian => Some(0),
        Variant::Brazilian => Some(1),
        Variant::International => Some(2),
        Variant::English => Some(3),
        Variant::Giveaway | Variant::GiveawayInternational => None,
    }
}

/// The data directory whose tables the engine reads (set once).
static DIR: OnceLock<PathBuf> = OnceLock::new();
/// Some tables may be present: a directory was named or tables were installed.
static ACTIVE: AtomicBool = AtomicBool::new(false);
/// Each standard variant's tables, once read (or found missing or unreadable).
static SLOTS: [OnceLock<Option<Tables>>; 4] = [const { OnceLock::new() }; 4];

/// Lets the engine use the tables in `data_dir` (see [`table_path`]): each variant's file
/// is read at the first probe of one of its positions; a missing or unreadable file means
/// no tables for that variant. Only the first call in a process counts.
pub fn use_tables_from(data_dir: PathBuf) {
    if DIR.set(data_dir).is_ok() {
        ACTIVE.store(true, Ordering::Release);
    }
}

/// Makes the engine use `tables` for their variant (for tests and tools). Returns them back
/// when that variant's tables were already installed or read.
pub fn install_tables(tables: Tables) -> Result<(), Tables> {
    let Some(i) = slot(tables.variant) else {
        return Err(tables);
    };
    let mut offered = Some(tables);
    SLOTS[i].get_or_init(|| offered.take());
    ACTIVE.store(true, Ordering::Release);
    offered.map_or(Ok(()), Err)
}

/// The exact value of a position from the general tables, if the engine has them for its
/// variant and they hold it (see [`Tables::value`]). Returns `None` at once for positions
/// with more than four pieces or when no tables were named; the first probe of a variant
/// reads its file. No allocation and no lock after that.
#[inline]
pub fn table_value(pos: &Position) -> Option<EndingValue> {
    if pos.occupied().count() > index::MOST as u32 || !ACTIVE.load(Ordering::Acquire) {
        return None;
    }
    let i = slot(pos.variant())?;
    let tables = match SLOTS[i].get() {
        Some(found) => found.as_ref(),
        None => loaded(i, pos.variant()),
    }?;
    tables.value(pos)
}

/// Reads a variant's tables from the named data directory, once.
#[cold]
fn loaded(i: usize, variant: Variant) -> Option<&'static Tables> {
    let dir = DIR.get()?;
    SLOTS[i]
        .get_or_init(|| Tables::read(dir, variant).ok())
        .as_ref()
}

/// The exact value of a position from the general tables when they hold it, else from the
/// built-in kings-only tables ([`kings_ending`]); `None` when neither does.
pub fn ending(pos: &Position) -> Option<EndingValue> {
    table_value(pos).or_else(|| kings_ending(pos))
}
