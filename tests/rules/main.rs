//! Integration tests of the rules engine (one test binary, one module per topic).

mod boundaries;
mod draw_rules;
mod explain;
mod notation;
mod pdn;
mod perft;
mod properties;
mod pydraughts;
mod reference_positions;
mod roundtrip;
mod support;
