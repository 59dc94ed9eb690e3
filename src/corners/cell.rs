//! Squares and moves of Corners.

use std::fmt;

/// A square of the 8x8 board; its index is `rank * 8 + file` (a1 = 0, h1 = 7, h8 = 63).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The square on `file` and `rank` (both 0-based); `None` off the board.
    pub fn new(file: u8, rank: u8) -> Option<Cell> {
        (file < 8 && rank < 8).then_some(Cell(rank * 8 + file))
    }

    /// The square with the given index (below 64).
    pub(super) fn from_index(index: u32) -> Cell {
        debug_assert!(index < 64);
        Cell(index as u8)
    }

    /// The file, 0 (a) to 7 (h).
    pub fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 (rank 1) to 7 (rank 8).
    pub fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The index, `rank * 8 + file`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The square's bit in a board mask.
    pub(super) fn bit(self) -> u64 {
        1 << self.0
    }

    /// The name, such as "a1".
    pub fn name(self) -> String {
        format!("{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }

    /// Reads a name such as "a1" or "A1" (spaces around are ignored).
    pub fn parse(text: &str) -> Option<Cell> {
        let bytes = text.trim().as_bytes();
        let [file, rank] = bytes else {
            return None;
        };
        let file = file.to_ascii_lowercase();
        if !(b'a'..=b'h').contains(&file) || !(b'1'..=b'8').contains(rank) {
            return None;
        }
        Cell::new(file - b'a', rank - b'1')
    }

    /// Steps between two squares along files plus along ranks.
    pub(super) fn distance(self, other: Cell) -> u32 {
        u32::from(self.file().abs_diff(other.file()))
            + u32::from(self.rank().abs_diff(other.rank()))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A move: its route, the starting square first, then every square it lands on (one more
/// square for a step, one per jump for a jump chain).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CornersMove {
    path: Vec<Cell>,
}

impl CornersMove {
    /// A move along `path` (two squares or more).
    pub(super) fn new(path: Vec<Cell>) -> CornersMove {
        debug_assert!(path.len() >= 2);
        CornersMove { path }
    }

    /// The square the piece leaves.
    pub fn from(&self) -> Cell {
        self.path[0]
    }

    /// The square the piece ends on.
    pub fn to(&self) -> Cell {
        self.path[self.path.len() - 1]
    }

    /// The route: the starting square, then each square landed on.
    pub fn path(&self) -> &[Cell] {
        &self.path
    }

    /// Whether the move is a jump (or a chain of jumps), not a step.
    pub fn is_jump(&self) -> bool {
        self.path[0].distance(self.path[1]) == 2
    }

    /// The move as text: "c3-d3" for a step, the whole route for a jump chain ("a2-a4-c4").
    pub fn text(&self) -> String {
        let names: Vec<String> = self.path.iter().map(|c| c.name()).collect();
        names.join("-")
    }
}

impl fmt::Display for CornersMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}
