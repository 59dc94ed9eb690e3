//! Corners (уголки): the rules, the notation and the engine.
//!
//! # The rules
//!
//! - The 8x8 board, all 64 squares used, named a1..h8 as in chess (files a-h, ranks 1-8).
//! - White has nine pieces on a1-c3 (a1, b1, c1, a2, b2, c2, a3, b3, c3), Black nine on f6-h8.
//!   White moves first.
//! - A move is either one step to a free square next to the piece up, down, left or right, or a
//!   jump over a piece of either colour next to it (up, down, left or right) to the free square
//!   right behind it. A jump may go on from there, in any direction, as often as it can, never
//!   landing on a square already visited in this move (the starting square counts), and may
//!   stop after any jump. Nothing is captured.
//! - Since nothing is captured, a move is its two ends: two routes with the same ends give the
//!   same position. The legal moves list each (from, to) once, with the route a breadth-first
//!   search finds first (fewest jumps) for showing it; perft counts these moves.
//! - White's goal is Black's starting corner (f6-h8), Black's goal is a1-c3. A side wins as soon
//!   as its own pieces fill all nine squares of its goal (checked after its move).
//!
//! The rules above are from the reference text. The rule against blocking is the common
//! schoolyard one:
//!
//! - Once both sides have made 40 moves, a side that still has (or again has, at the end of any
//!   later move) a piece in its own starting corner loses; if both do at that moment, the game
//!   is a draw. It is checked after every move from Black's 40th on (80 plies and more).
//! - A side with no legal move loses (it almost never happens), and the same position coming
//!   a third time with the same side to move is a draw.
//!
//! # Notation
//!
//! A step is written "c3-d3", a jump chain by its whole route, "a2-a4-c4". A position is written
//! like a draughts PDN FEN, "W:Wa1,b1,...:Bf6,...", with `:P<plies>` added once moves were
//! made (the 40-move rule needs the count). A game is written as PDN with the tag
//! `[GameType "corners"]`: PDN has no game type number for Corners.
//!
//! # The engine
//!
//! [`CornersSearcher`] searches by iterative deepening alpha-beta with a transposition table,
//! knowing the game's history (repetitions, the 40-move rule). Its evaluation, in tenths of a
//! step, from the side to move's view, is the opponent's cost minus its own. A side's cost sums
//! over its pieces: a piece outside its goal costs 40 plus 10 for each step to the nearest goal
//! square its own pieces do not hold yet; a piece inside the goal costs its steps to the far
//! corner (h8 for White, a1 for Black), so pieces move in deep and leave the entrance free.
//! From ply 40 on every piece still in its own starting corner costs 4 more per ply (160 at
//! ply 80, when the 40-move rule makes such a piece lose). A won game scores
//! `crate::engine::WIN` minus the plies to the win.
//!
//! ```
//! use shashki::corners::{CornersPosition, parse_move, perft};
//!
//! let start = CornersPosition::start();
//! assert_eq!(perft(&start, 1), 12);
//! let mv = parse_move(&start, "a2-a4").unwrap();
//! assert!(mv.is_jump());
//! ```

mod cell;
mod game;
mod position;
mod search;

#[cfg(test)]
mod tests;

pub use cell::Cell;

pub(crate) use cell::CornersMove;
pub(crate) use game::{
    CornersEnd, CornersGame, CornersOutcome, CornersPdnError, MoveAt, is_corners_pdn,
};
pub(crate) use position::{CornersFenError, CornersMoveError, move_between};
pub use position::{CornersPosition, parse_move, perft};
pub(crate) use search::{CornersSearcher, choose_move, hint};

/// The variant's name on the command line and in files.
pub(crate) const NAME: &str = "corners";
