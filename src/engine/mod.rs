//! The engine: evaluation, search, the puzzle prover, the endgame tables (kings-only ones
//! built in, general ones read from files) and the computer opponent's levels.
//! Pure and UI-free, for all four variants.

mod endgame;
mod eval;
mod play;
mod prove;
mod search;
pub mod table;
mod tables;
pub mod train;
mod zobrist;

pub use endgame::{EndingValue, ending_line, kings_ending};
pub use eval::{
    PatternWeights, Weights, WeightsFile, evaluate, features, has_runaway, weights_text,
};
pub use play::{FULL_STRENGTH_TIME, Hint, HintReason, Level, Player, choose_move, hint, play_game};
pub use prove::{
    Goal, KING_VALUE_IN_HALF_MEN, MoveProof, OUTLOOK_SLACK, Outlook, Proof, ProveLimit, ProvenMove,
    best_defence, goal_met, outlook, prove, prove_answer, prove_line, prove_move,
};
pub use search::{Limits, MAX_PLY, SearchConfig, SearchResult, Searcher, WIN, WIN_FOUND};
pub use tables::{
    TableError, TableProblem, Tables, ending, install_tables, most_table_pieces, table_path,
    table_value, use_tables_from,
};
