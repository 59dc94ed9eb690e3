//! Board geometry: 8x8 and 10x10 boards, square names, directions, diagonals.
//!
//! Only the dark squares are played. They are numbered as in PDN: row by row from the top
//! (Black's side), left to right, starting at 1 (8x8: 1 = b8, 29 = a1, 32 = g1; 10x10:
//! 1 = b10, 46 = a1, 50 = i1). A [`Square`] stores a *bit index* in a padded layout: after
//! every pair of rows one unused bit is inserted, so that each diagonal step is a constant
//! shift (`half` or `half + 1` bits, where `half` is half the board width).

use super::bitboard::Bitboard;
use super::piece::Color;

/// A dark square, as a bit index in the padded layout of its board.
///
/// Only the rules make squares (from a board's numbers and names, and from the bits of a
/// [`Bitboard`]), so an index is always below 64. A square does not remember its board: one
/// of the 10x10 board may not be on the 8x8 one, and [`BoardSize::contains`] says whether it
/// is. The public functions that take a square check this; move generation and search work
/// on squares of validated positions and do not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with the given bit index (below 64).
    #[inline]
    pub(super) const fn from_index(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    /// The bit index of the square in the padded layout.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
}

/// File and rank of a square, counted from White's bottom-left corner (a1 = file 0, rank 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coord {
    /// 0 for file a, 1 for b, ...
    pub file: u8,
    /// 0 for rank 1, 1 for rank 2, ...
    pub rank: u8,
}

impl Coord {
    /// Whether the square at this coordinate is dark (a1 is dark).
    pub const fn is_dark(self) -> bool {
        (self.file + self.rank).is_multiple_of(2)
    }

    /// The algebraic name, like `c3` or `j10`.
    pub fn name(self) -> String {
        format!("{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// The four diagonal directions, as seen by White (up = towards Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards rank 8 and file a.
    UpLeft,
    /// Towards rank 8 and file h.
    UpRight,
    /// Towards rank 1 and file a.
    DownLeft,
    /// Towards rank 1 and file h.
    DownRight,
}

impl Direction {
    /// All four directions.
    pub const ALL: [Direction; 4] = [
        Direction::UpLeft,
        Direction::UpRight,
        Direction::DownLeft,
        Direction::DownRight,
    ];

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::UpLeft => Direction::DownRight,
            Direction::UpRight => Direction::DownLeft,
            Direction::DownLeft => Direction::UpRight,
            Direction::DownRight => Direction::UpLeft,
        }
    }

    /// The two directions at a right angle to this one.
    pub const fn perpendicular(self) -> [Direction; 2] {
        match self {
            Direction::UpLeft | Direction::DownRight => [Direction::UpRight, Direction::DownLeft],
            Direction::UpRight | Direction::DownLeft => [Direction::UpLeft, Direction::DownRight],
        }
    }

    /// Whether this direction goes forward for a man of `color`.
    pub const fn is_forward(self, color: Color) -> bool {
        matches!(
            (self, color),
            (Direction::UpLeft | Direction::UpRight, Color::White)
                | (Direction::DownLeft | Direction::DownRight, Color::Black)
        )
    }

    /// File and rank step of this direction.
    const fn steps(self) -> (i8, i8) {
        match self {
            Direction::UpLeft => (-1, 1),
            Direction::UpRight => (1, 1),
            Direction::DownLeft => (-1, -1),
            Direction::DownRight => (1, -1),
        }
    }
}

/// The two board sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardSize {
    /// 8x8, 32 dark squares (Russian, Brazilian, English).
    Eight,
    /// 10x10, 50 dark squares (International).
    Ten,
}

impl BoardSize {
    /// Squares per side: 8 or 10.
    #[inline]
    pub const fn width(self) -> u8 {
        match self {
            BoardSize::Eight => 8,
            BoardSize::Ten => 10,
        }
    }

    /// Dark squares per row: 4 or 5.
    #[inline]
    pub const fn half(self) -> u8 {
        self.width() / 2
    }

    /// Number of dark squares: 32 or 50.
    #[inline]
    pub const fn square_count(self) -> u8 {
        self.width() * self.half()
    }

    /// Bit shift of one diagonal step in `dir`: positive shifts go down the board.
    #[inline]
    pub const fn delta(self, dir: Direction) -> i8 {
        let h = self.half() as i8;
        match dir {
            Direction::UpLeft => -(h + 1),
            Direction::UpRight => -h,
            Direction::DownLeft => h,
            Direction::DownRight => h + 1,
        }
    }

    /// Every square of `bb` moved one step in `dir`; squares that leave the board vanish.
    #[inline]
    pub const fn shift(self, bb: u64, dir: Direction) -> u64 {
        let d = self.delta(dir);
        let moved = if d > 0 { bb << d } else { bb >> -d };
        moved & self.mask().0
    }

    /// All dark squares of the board.
    pub const fn mask(self) -> Bitboard {
        let mut bits = 0u64;
        let mut s = 0;
        while s < self.square_count() {
            bits |= 1 << self.index_of(s);
            s += 1;
        }
        Bitboard(bits)
    }

    /// Whether `sq` is a square of this board (a square of the 10x10 board may not be one of
    /// the 8x8 board).
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        const EIGHT: Bitboard = BoardSize::Eight.mask();
        const TEN: Bitboard = BoardSize::Ten.mask();
        match self {
            BoardSize::Eight => EIGHT.contains(sq),
            BoardSize::Ten => TEN.contains(sq),
        }
    }

    /// Bit index of the square with 0-based PDN index `s`.
    const fn index_of(self, s: u8) -> u8 {
        s + s / self.width()
    }

    /// The square with PDN number `number` (1-32 or 1-50), if there is one.
    pub const fn square(self, number: u32) -> Option<Square> {
        if number == 0 || number > self.square_count() as u32 {
            return None;
        }
        Some(Square(self.index_of((number - 1) as u8)))
    }

    /// The PDN number of a square (1-32 or 1-50); `None` for a square not on this board.
    pub const fn number(self, sq: Square) -> Option<u8> {
        if self.contains(sq) {
            Some(self.number_unchecked(sq))
        } else {
            None
        }
    }

    /// [`BoardSize::number`] of a square known to be on this board (one of its positions,
    /// moves or squares): no check.
    #[inline]
    pub(crate) const fn number_unchecked(self, sq: Square) -> u8 {
        debug_assert!(self.contains(sq));
        let b = sq.0;
        b - b / (self.width() + 1) + 1
    }

    /// Every square of the board in PDN order (1, 2, 3, ...).
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (1..=u32::from(self.square_count())).filter_map(move |n| self.square(n))
    }

    /// File and rank of a square; `None` for a square not on this board.
    pub const fn coord(self, sq: Square) -> Option<Coord> {
        if self.contains(sq) {
            Some(self.coord_unchecked(sq))
        } else {
            None
        }
    }

    /// [`BoardSize::coord`] of a square known to be on this board (one of its positions,
    /// moves or squares): no check, for the evaluation and the board's own geometry.
    #[inline]
    pub(crate) const fn coord_unchecked(self, sq: Square) -> Coord {
        let s = self.number_unchecked(sq) - 1;
        let row_from_top = s / self.half();
        let in_row = s % self.half();
        let file = if row_from_top.is_multiple_of(2) {
            2 * in_row + 1
        } else {
            2 * in_row
        };
        Coord {
            file,
            rank: self.width() - 1 - row_from_top,
        }
    }

    /// The dark square at a coordinate, or `None` for a light or off-board one.
    pub const fn square_at(self, c: Coord) -> Option<Square> {
        let w = self.width();
        if c.file >= w || c.rank >= w || !c.is_dark() {
            return None;
        }
        let row_from_top = w - 1 - c.rank;
        let number = row_from_top * self.half() + c.file / 2 + 1;
        self.square(number as u32)
    }

    /// The algebraic name of a square, like `c3`; `None` for a square not on this board.
    pub fn algebraic(self, sq: Square) -> Option<String> {
        self.coord(sq).map(Coord::name)
    }

    /// The neighbour of `sq` in `dir`, if it is on the board (`None` too for a square not on
    /// this board).
    pub const fn step(self, sq: Square, dir: Direction) -> Option<Square> {
        if !self.contains(sq) {
            return None;
        }
        let moved = self.shift(1 << sq.0, dir);
        if moved == 0 {
            None
        } else {
            Some(Square(moved.trailing_zeros() as u8))
        }
    }

    /// The squares from `sq` (excluded) to the edge in `dir`, nearest first (none for a square
    /// not on this board).
    pub fn ray(self, sq: Square, dir: Direction) -> impl Iterator<Item = Square> {
        std::iter::successors(self.step(sq, dir), move |&s| self.step(s, dir))
    }

    /// The direction from `from` to `to` if they share a diagonal, with the distance in steps
    /// (`None` if either is not on this board).
    pub fn direction_between(self, from: Square, to: Square) -> Option<(Direction, u8)> {
        let (a, b) = (self.coord(from)?, self.coord(to)?);
        let df = b.file as i8 - a.file as i8;
        let dr = b.rank as i8 - a.rank as i8;
        if df == 0 || df.abs() != dr.abs() {
            return None;
        }
        let dir = Direction::ALL
            .into_iter()
            .find(|d| d.steps() == (df.signum(), dr.signum()))?;
        Some((dir, df.unsigned_abs()))
    }

    /// The squares strictly between two squares on one diagonal (empty if not on one, or not
    /// on this board).
    pub fn between(self, from: Square, to: Square) -> Vec<Square> {
        match self.direction_between(from, to) {
            Some((dir, n)) => self.ray(from, dir).take(n as usize - 1).collect(),
            None => Vec::new(),
        }
    }

    /// The row on which a man of `color` is crowned (the far row from its side).
    pub const fn crowning_row(self, color: Color) -> Bitboard {
        let h = self.half();
        let first = match color {
            Color::White => 0,
            Color::Black => self.square_count() - h,
        };
        let mut bits = 0u64;
        let mut s = first;
        while s < first + h {
            bits |= 1 << self.index_of(s);
            s += 1;
        }
        Bitboard(bits)
    }

    /// Edge squares on the first and last files, king rows excluded (a3, a5, a7, h2, h4, h6).
    pub fn side_squares(self) -> Bitboard {
        let w = self.width();
        let rows = self.crowning_row(Color::White) | self.crowning_row(Color::Black);
        self.squares()
            .filter(|&s| {
                let c = self.coord_unchecked(s);
                (c.file == 0 || c.file == w - 1) && !rows.contains(s)
            })
            .collect()
    }

    /// Every diagonal of two or more squares (13 on 8x8, 17 on 10x10), each listed from its
    /// lower end upwards.
    pub fn diagonals(self) -> Vec<Vec<Square>> {
        let starts = self.squares().flat_map(|s| {
            [Direction::UpRight, Direction::UpLeft]
                .into_iter()
                .filter(move |&d| self.step(s, d.opposite()).is_none())
                .map(move |d| (s, d))
        });
        starts
            .map(|(s, d)| std::iter::once(s).chain(self.ray(s, d)).collect::<Vec<_>>())
            .filter(|line| line.len() >= 2)
            .collect()
    }
}

/// A named line of the 8x8 board that lessons and quizzes talk about. Its name in each
/// language is in the catalogue (the message `quiz-diagonal`, chosen by the id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedDiagonal {
    /// Stable identifier used by content files (`big-road`, `double-lower`, ...).
    pub id: &'static str,
    /// Corner squares of its straight segments, in order (`["a1", "h8"]`).
    pub corners: &'static [&'static str],
}

/// The named diagonals of the 8x8 board: the Big Road, the two doubles, the two triples and
/// the joint (four segments forming a closed loop).
pub const NAMED_DIAGONALS: [NamedDiagonal; 6] = [
    NamedDiagonal {
        id: "big-road",
        corners: &["a1", "h8"],
    },
    NamedDiagonal {
        id: "double-lower",
        corners: &["a7", "g1"],
    },
    NamedDiagonal {
        id: "double-upper",
        corners: &["b8", "h2"],
    },
    NamedDiagonal {
        id: "triple-lower",
        corners: &["c1", "h6"],
    },
    NamedDiagonal {
        id: "triple-upper",
        corners: &["a3", "f8"],
    },
    NamedDiagonal {
        id: "joint",
        corners: &["e1", "h4", "d8", "a5", "e1"],
    },
];

impl NamedDiagonal {
    /// Looks a named diagonal up by its id.
    pub fn by_id(id: &str) -> Option<&'static NamedDiagonal> {
        NAMED_DIAGONALS.iter().find(|d| d.id == id)
    }

    /// Its squares on the 8x8 board, in order along the line, each once.
    pub fn squares(&self) -> Vec<Square> {
        let board = BoardSize::Eight;
        let corners: Vec<Square> = self
            .corners
            .iter()
            .map(|name| parse_algebraic(board, name).expect("named diagonal corners are valid"))
            .collect();
        let mut out = vec![corners[0]];
        for pair in corners.windows(2) {
            let (dir, n) = board
                .direction_between(pair[0], pair[1])
                .expect("named diagonal segments are diagonal");
            out.extend(board.ray(pair[0], dir).take(n as usize));
        }
        let mut seen = Bitboard::EMPTY;
        out.retain(|&s| {
            let new = !seen.contains(s);
            seen = seen.with(s);
            new
        });
        out
    }
}

/// Reads an algebraic square name (`c3`, `j10`); `None` unless it names a dark square.
pub fn parse_algebraic(board: BoardSize, name: &str) -> Option<Square> {
    let coord = parse_coord(name)?;
    board.square_at(coord)
}

/// Reads an algebraic coordinate (`c3`, `d4`, `j10`), dark or light, without range checks
/// beyond what fits a 10x10 board.
pub fn parse_coord(name: &str) -> Option<Coord> {
    let mut chars = name.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    if !('a'..='j').contains(&letter) {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: u8 = digits.parse().ok()?;
    if !(1..=10).contains(&rank) {
        return None;
    }
    Some(Coord {
        file: letter as u8 - b'a',
        rank: rank - 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(board: BoardSize, name: &str) -> Square {
        parse_algebraic(board, name).unwrap()
    }

    #[test]
    fn numbering_matches_pdn_tables() {
        let b = BoardSize::Eight;
        for (n, name) in [(1, "b8"), (4, "h8"), (5, "a7"), (12, "h6"), (13, "a5")] {
            assert_eq!(b.algebraic(b.square(n).unwrap()).unwrap(), name);
        }
        for (n, name) in [(21, "a3"), (22, "c3"), (28, "h2"), (29, "a1"), (32, "g1")] {
            assert_eq!(b.algebraic(b.square(n).unwrap()).unwrap(), name);
        }
        let t = BoardSize::Ten;
        for (n, name) in [(1, "b10"), (5, "j10"), (6, "a9"), (46, "a1"), (50, "i1")] {
            assert_eq!(t.algebraic(t.square(n).unwrap()).unwrap(), name);
        }
        assert_eq!(b.square(0), None);
        assert_eq!(b.square(33), None);
        assert_eq!(t.square(51), None);
    }

    #[test]
    fn names_and_numbers_round_trip() {
        for board in [BoardSize::Eight, BoardSize::Ten] {
            assert_eq!(board.squares().count(), board.square_count() as usize);
            for s in board.squares() {
                let number = board.number(s).unwrap();
                assert_eq!(board.square(u32::from(number)), Some(s));
                assert_eq!(board.square_at(board.coord(s).unwrap()), Some(s));
                assert_eq!(
                    parse_algebraic(board, &board.algebraic(s).unwrap()),
                    Some(s)
                );
            }
        }
        assert_eq!(parse_algebraic(BoardSize::Eight, "c4"), None, "c4 is light");
        assert_eq!(
            parse_algebraic(BoardSize::Eight, "i1"),
            None,
            "off the 8x8 board"
        );
    }

    #[test]
    fn steps_follow_the_diagonals() {
        let b = BoardSize::Eight;
        assert_eq!(b.step(sq(b, "c3"), Direction::UpLeft), Some(sq(b, "b4")));
        assert_eq!(b.step(sq(b, "c3"), Direction::UpRight), Some(sq(b, "d4")));
        assert_eq!(b.step(sq(b, "c3"), Direction::DownLeft), Some(sq(b, "b2")));
        assert_eq!(b.step(sq(b, "c3"), Direction::DownRight), Some(sq(b, "d2")));
        assert_eq!(b.step(sq(b, "a3"), Direction::UpLeft), None);
        assert_eq!(b.step(sq(b, "h2"), Direction::UpRight), None);
        assert_eq!(b.step(sq(b, "b8"), Direction::UpRight), None);
        assert_eq!(b.step(sq(b, "g1"), Direction::DownLeft), None);
        let t = BoardSize::Ten;
        assert_eq!(t.step(sq(t, "j10"), Direction::DownLeft), Some(sq(t, "i9")));
        assert_eq!(t.step(sq(t, "a9"), Direction::UpLeft), None);
        // Every step agrees with the coordinates, on both boards.
        for board in [BoardSize::Eight, BoardSize::Ten] {
            for s in board.squares() {
                for d in Direction::ALL {
                    let c = board.coord(s).unwrap();
                    let (df, dr) = d.steps();
                    let expected = board.square_at(Coord {
                        file: (c.file as i8 + df) as u8,
                        rank: (c.rank as i8 + dr) as u8,
                    });
                    let expected = if c.file as i8 + df < 0 || c.rank as i8 + dr < 0 {
                        None
                    } else {
                        expected
                    };
                    assert_eq!(board.step(s, d), expected, "{s:?} {d:?}");
                }
            }
        }
    }

    #[test]
    fn diagonal_counts() {
        assert_eq!(BoardSize::Eight.diagonals().len(), 13);
        assert_eq!(BoardSize::Ten.diagonals().len(), 17);
        let longest = BoardSize::Ten
            .diagonals()
            .into_iter()
            .map(|d| d.len())
            .max();
        assert_eq!(longest, Some(10));
    }

    #[test]
    fn named_diagonals() {
        let b = BoardSize::Eight;
        let names = |id: &str| -> Vec<String> {
            NamedDiagonal::by_id(id)
                .unwrap()
                .squares()
                .into_iter()
                .map(|s| b.algebraic(s).unwrap())
                .collect()
        };
        assert_eq!(
            names("big-road"),
            ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        );
        assert_eq!(names("double-lower").len(), 7);
        assert_eq!(names("double-upper").len(), 7);
        assert_eq!(names("triple-lower"), ["c1", "d2", "e3", "f4", "g5", "h6"]);
        assert_eq!(names("triple-upper").len(), 6);
        let joint = names("joint");
        assert_eq!(joint.len(), 14);
        assert!(joint.contains(&"g5".to_string()) && joint.contains(&"b4".to_string()));
        let total: usize = NAMED_DIAGONALS.iter().map(|d| d.squares().len()).sum();
        assert_eq!(total, 48, "more than 32: the lines cross");
    }

    #[test]
    fn rows_and_sides() {
        let b = BoardSize::Eight;
        let names =
            |bb: Bitboard| -> Vec<String> { bb.squares().filter_map(|s| b.algebraic(s)).collect() };
        assert_eq!(
            names(b.crowning_row(Color::White)),
            ["b8", "d8", "f8", "h8"]
        );
        assert_eq!(
            names(b.crowning_row(Color::Black)),
            ["a1", "c1", "e1", "g1"]
        );
        let mut side = names(b.side_squares());
        side.sort();
        assert_eq!(side, ["a3", "a5", "a7", "h2", "h4", "h6"]);
        assert_eq!(BoardSize::Ten.side_squares().count(), 8);
    }
}
