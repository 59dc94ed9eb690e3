//! The rules engine: geometry, positions, legal moves, notation, explanations, games.
//!
//! Pure: no I/O and no user interface. Everything else in the trainer asks this module.

mod bitboard;
mod explain;
mod fen;
mod game;
mod geometry;
mod movegen;
mod moves;
mod notation;
mod pdn;
mod perft;
mod piece;
mod position;
mod queries;
mod variant;

pub use bitboard::Bitboard;
pub use explain::{Illegal, explain};
pub(crate) use fen::{FenError, FenErrorKind, FenExpected};
pub(crate) use game::DrawCounter;
pub use game::{DrawClock, DrawRule, Game, GameResult, Outcome};
#[cfg(test)]
pub(crate) use geometry::parse_coord;
pub use geometry::{BoardSize, Coord, Direction, NamedDiagonal, Square};
pub(crate) use geometry::{NAMED_DIAGONALS, parse_algebraic};
pub use moves::{Move, MovePath};
pub use notation::{
    MoveError, SyntaxProblem, full_text, parse_move, parse_move_any_sign, parse_move_route,
    parse_route, parse_square, resolve_route, short_text, square_name,
};
pub(crate) use notation::{RouteSoFar, fitting_routes, latin_lookalikes, resolve_square};
pub(crate) use pdn::{GameStarts, PdnError, PdnText, Stated, result_of, write_pdn};
pub use pdn::{PdnGame, PdnProblem};
pub use perft::{perft, perft_divide};
pub use piece::{Color, Piece, Role};
pub use position::{Position, PositionError};
pub(crate) use queries::{can_step, forbidden_captures};
pub(crate) use variant::{DrawRules, UnknownVariant};
pub use variant::{NotationStyle, Promotion, Variant};
