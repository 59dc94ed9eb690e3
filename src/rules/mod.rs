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
pub use fen::{FenError, FenErrorKind, FenExpected};
pub use game::{DrawClock, DrawCounter, DrawRule, Game, GameResult, Outcome};
pub use geometry::{
    BoardSize, Coord, Direction, NAMED_DIAGONALS, NamedDiagonal, Square, parse_algebraic,
    parse_coord,
};
pub use moves::{Move, MovePath};
pub use notation::{
    MoveError, RouteSoFar, SyntaxProblem, fitting_routes, full_text, latin_lookalikes, parse_move,
    parse_move_any_sign, parse_move_route, parse_route, parse_square, resolve_route,
    resolve_square, short_text, square_name,
};
pub use pdn::{GameStarts, PdnError, PdnGame, PdnMove, PdnProblem, PdnText, result_of, write_pdn};
pub use perft::{perft, perft_divide};
pub use piece::{Color, Piece, Role};
pub use position::{Position, PositionError};
pub use queries::{can_step, forbidden_captures};
pub use variant::{DrawRules, NotationStyle, Promotion, RuleSet, UnknownVariant, Variant};
