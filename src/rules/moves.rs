//! Moves: the compact [`Move`] used for play and search, and [`MovePath`], which also keeps
//! every landing square of a capture for display and notation.

use super::bitboard::Bitboard;
use super::geometry::{BoardSize, Square};

/// A legal move, identified as the rules identify it: start, end, the set of captured pieces
/// and whether a man is crowned. Two capture routes with all four equal are the same move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Square the piece leaves.
    pub from: Square,
    /// Square where the move ends (may equal `from` after a capture loop).
    pub to: Square,
    /// Every piece taken by the move (empty for a quiet move).
    pub captured: Bitboard,
    /// A man is crowned by this move.
    pub promotes: bool,
}

impl Move {
    /// Whether the move captures.
    pub const fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// How many pieces the move takes.
    pub const fn capture_count(&self) -> u32 {
        self.captured.count()
    }
}

/// A move with its route: every square where the piece lands, in order, ending with `mv.to`.
/// For a capture that goes straight on over several pieces, the landing square listed is the
/// one just behind each captured piece.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MovePath {
    /// The move itself.
    pub mv: Move,
    /// Landing squares, in order; the last is `mv.to`.
    pub landings: Vec<Square>,
}

impl MovePath {
    /// Every square of the route, start first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        std::iter::once(self.mv.from).chain(self.landings.iter().copied())
    }

    /// Every square where the route could have stopped, in order, each with the number of
    /// legs done when stopping there: the landing squares, the other free squares behind each
    /// captured piece up to the landing square, and, where the route goes straight on over
    /// the next piece, the free squares before that piece (still the previous leg).
    pub fn stops(&self, board: BoardSize) -> Vec<(Square, usize)> {
        let squares: Vec<Square> = self.squares().collect();
        let mut out = Vec::new();
        let mut previous_dir = None;
        for (leg, pair) in squares.windows(2).enumerate() {
            let dir = board.direction_between(pair[0], pair[1]).map(|d| d.0);
            let between = board.between(pair[0], pair[1]);
            let jumped = between.iter().position(|s| self.mv.captured.contains(*s));
            for (i, &s) in between.iter().enumerate() {
                if jumped.is_some_and(|j| i > j) {
                    out.push((s, leg + 1));
                } else if dir == previous_dir && jumped.is_some_and(|j| i < j) {
                    out.push((s, leg));
                }
            }
            out.push((pair[1], leg + 1));
            previous_dir = dir;
        }
        out
    }

    /// The captured pieces in the order they are jumped.
    pub fn captured_in_order(&self, board: BoardSize) -> Vec<Square> {
        if !self.mv.is_capture() {
            return Vec::new();
        }
        let route: Vec<Square> = self.squares().collect();
        route
            .windows(2)
            .filter_map(|leg| {
                board
                    .between(leg[0], leg[1])
                    .into_iter()
                    .find(|&s| self.mv.captured.contains(s))
            })
            .collect()
    }
}
