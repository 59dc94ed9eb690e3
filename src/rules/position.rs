//! A validated position: where the pieces stand and whose turn it is.

use super::bitboard::Bitboard;
use super::explain::{Illegal, explain};
use super::geometry::{BoardSize, Square};
use super::movegen;
use super::moves::{Move, MovePath};
use super::piece::{Color, Piece, Role};
use super::variant::Variant;

/// A position of one variant. Always possible under that variant's rules: every piece on a
/// square of its board, at most 12 (20) pieces a side and no man on the row where it would
/// have been crowned. Made only by [`Position::start`], [`Position::new`] (which checks),
/// [`Position::from_fen`] (through `new`) and by playing moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    white: Bitboard,
    black: Bitboard,
    kings: Bitboard,
    turn: Color,
    variant: Variant,
}

/// Why a set of pieces is not a possible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A square that is not on the variant's board (a square of the other board size).
    OffBoard(Square),
    /// Two pieces were put on one square.
    SquareTwice(Square),
    /// A man stands on the row where it would already have been crowned.
    ManOnCrowningRow(Color, Square),
    /// More pieces than a side starts with.
    TooManyPieces {
        /// The side with too many pieces.
        color: Color,
        /// How many it has.
        count: u32,
        /// The most allowed (12 or 20).
        max: u32,
    },
}

impl Position {
    /// The starting position of a variant.
    pub fn start(variant: Variant) -> Position {
        let board = variant.board();
        let rows = match board {
            BoardSize::Eight => 3,
            BoardSize::Ten => 4,
        };
        let per_side = rows * u32::from(board.half());
        let n = u32::from(board.square_count());
        let black = (1..=per_side).filter_map(|k| board.square(k)).collect();
        let white = (n - per_side + 1..=n)
            .filter_map(|k| board.square(k))
            .collect();
        Position {
            white,
            black,
            kings: Bitboard::EMPTY,
            turn: variant.rules().first_to_move,
            variant,
        }
    }

    /// Builds a position from pieces, checking that it can occur.
    pub fn new(
        variant: Variant,
        turn: Color,
        pieces: impl IntoIterator<Item = (Square, Piece)>,
    ) -> Result<Position, PositionError> {
        let board = variant.board();
        let mut pos = Position {
            white: Bitboard::EMPTY,
            black: Bitboard::EMPTY,
            kings: Bitboard::EMPTY,
            turn,
            variant,
        };
        for (sq, piece) in pieces {
            if !board.contains(sq) {
                return Err(PositionError::OffBoard(sq));
            }
            if pos.occupied().contains(sq) {
                return Err(PositionError::SquareTwice(sq));
            }
            if piece.role == Role::Man && board.crowning_row(piece.color).contains(sq) {
                return Err(PositionError::ManOnCrowningRow(piece.color, sq));
            }
            match piece.color {
                Color::White => pos.white = pos.white.with(sq),
                Color::Black => pos.black = pos.black.with(sq),
            }
            if piece.role == Role::King {
                pos.kings = pos.kings.with(sq);
            }
        }
        let max = variant.rules().max_pieces();
        for color in [Color::White, Color::Black] {
            let count = pos.pieces(color).count();
            if count > max {
                return Err(PositionError::TooManyPieces { color, count, max });
            }
        }
        Ok(pos)
    }

    /// The variant whose rules apply.
    #[inline]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The board geometry.
    #[inline]
    pub const fn board(&self) -> BoardSize {
        self.variant.board()
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// All pieces of one side.
    #[inline]
    pub const fn pieces(&self, color: Color) -> Bitboard {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// All kings of both sides.
    #[inline]
    pub const fn kings(&self) -> Bitboard {
        self.kings
    }

    /// The men of one side.
    pub fn men(&self, color: Color) -> Bitboard {
        self.pieces(color) & !self.kings
    }

    /// The kings of one side.
    pub fn kings_of(&self, color: Color) -> Bitboard {
        self.pieces(color) & self.kings
    }

    /// Every occupied square.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.white.0 | self.black.0)
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.white.contains(sq) {
            Color::White
        } else if self.black.contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings.contains(sq) {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// Every piece on the board, in PDN square order.
    pub fn pieces_on_board(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .squares()
            .filter_map(|s| self.piece_at(s).map(|p| (s, p)))
    }

    /// The same pieces with the other side to move.
    #[must_use]
    pub fn with_turn(&self, turn: Color) -> Position {
        Position { turn, ..*self }
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Every legal move, appended to `moves` after clearing it (reuses its allocation).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        movegen::generate(self, moves);
    }

    /// Every legal move with its route (one route per distinct move).
    pub fn legal_move_paths(&self) -> Vec<MovePath> {
        let mut paths = Vec::new();
        movegen::generate(self, &mut paths);
        paths
    }

    /// Every route of every legal move: a capture that can be made along several routes
    /// appears once per route (straight continuations are listed from the first landing).
    pub fn legal_routes(&self) -> Vec<MovePath> {
        let mut routes = movegen::AllRoutes(Vec::new());
        movegen::generate(self, &mut routes);
        routes.0
    }

    /// How many legal moves there are; `scratch` is reused for captures.
    pub fn count_legal_moves(&self, scratch: &mut Vec<Move>) -> usize {
        movegen::count(self, scratch)
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        movegen::has_capture(self)
    }

    /// The position after `mv` if it is a legal move here; otherwise why it is not (one that
    /// starts or ends on a square off this board is [`Illegal::OffBoard`]).
    pub fn play(&self, mv: &Move) -> Result<Position, Illegal> {
        if self.legal_moves().contains(mv) {
            return Ok(self.play_unchecked(mv));
        }
        Err(explain(self, &[mv.from, mv.to]).unwrap_or(Illegal::NotAMove))
    }

    /// The position after `mv`, which must be a legal move here (one of [`Position::legal_moves`]
    /// or of the parsed moves): nothing is checked, for search and replaying known moves. Any
    /// other move gives a position the rules would never reach; use [`Position::play`] for a
    /// move from elsewhere.
    #[must_use]
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let from = Bitboard::from_square(mv.from);
        let to = Bitboard::from_square(mv.to);
        let was_king = !(self.kings & from).is_empty();
        let (mut us, mut them) = match self.turn {
            Color::White => (self.white, self.black),
            Color::Black => (self.black, self.white),
        };
        us = (us & !from) | to;
        them = them & !mv.captured;
        let mut kings = self.kings & !from & !mv.captured;
        if was_king || mv.promotes {
            kings = kings | to;
        }
        let (white, black) = match self.turn {
            Color::White => (us, them),
            Color::Black => (them, us),
        };
        Position {
            white,
            black,
            kings,
            turn: self.turn.opponent(),
            variant: self.variant,
        }
    }
}
