//! The engine: evaluation, search, the puzzle prover, the kings-only endgame tables and the
//! computer opponent's levels.
//! Pure and UI-free, for all four variants.

mod endgame;
mod eval;
mod play;
mod prove;
mod search;
mod zobrist;

pub use endgame::{EndingValue, kings_ending};
pub use eval::{Weights, evaluate};
pub use play::{FULL_STRENGTH_TIME, Hint, HintReason, Level, Player, choose_move, hint, play_game};
pub use prove::{Goal, Proof, ProveLimit, ProvenMove, best_defence, goal_met, prove, prove_line};
pub use search::{Limits, MAX_PLY, SearchResult, Searcher, WIN, WIN_FOUND};
