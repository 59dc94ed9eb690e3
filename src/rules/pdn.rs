//! PDN games (placeholder while the module is written).

/// A game read from PDN.
pub struct PdnGame;
/// Why PDN text could not be read.
pub struct PdnError;
