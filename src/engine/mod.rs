//! The engine: evaluation, search, the puzzle prover, the endgame tables (kings-only ones
//! built in, general ones read from files) and the computer opponent's levels.
//! Pure and UI-free, for all four variants.

mod endgame;
mod eval;
mod play;
mod prove;
mod search;
pub(crate) mod table;
mod tables;
#[cfg(feature = "maintainer")]
pub(crate) mod train;
mod zobrist;

pub use endgame::{EndingValue, ending_line, kings_ending};
#[cfg(feature = "maintainer")]
pub(crate) use eval::{PatternWeights, WeightsFile, weights_text};
pub(crate) use play::{FULL_STRENGTH_TIME, Hint};
pub use play::{HintReason, Level, Player, choose_move, hint, play_game};
pub use prove::{Goal, ProveLimit, prove};
pub(crate) use prove::{
    MoveProof, Outlook, best_defence, goal_met, outlook, prove_answer, prove_line, prove_move,
};
#[cfg(feature = "maintainer")]
pub use search::SearchConfig;
pub use search::{Limits, Searcher, WIN, WIN_FOUND};
pub(crate) use search::{MAX_PLY, SearchResult};
pub use tables::{
    TableProblem, Tables, ending, install_tables, most_table_pieces, table_path, table_value,
    use_tables_from,
};
