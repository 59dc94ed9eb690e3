//! Static evaluation: how good a position is for the side to move, in hundredths of a man.
//!
//! The evaluation counts patterns on the board ([`features`]): a man on each square (the board's
//! regions, tempo and the back row), kings, a first king, king mobility and the long diagonal,
//! runaway men (recognised statically: no enemy man can come near them in time on some way
//! to the crowning row; worth the king they will be, see [`PatternWeights::derive_runaway`]), free men (advanced men with no enemy man on or beside their way), men
//! mobility, blocked men, outposts, loose advanced men, men in contact, the balance of the
//! wings and the move. Each pattern has two weights, one for the opening and one for the
//! ending, blended by the pieces left on the board.
//!
//! The weights are trained, not set by hand (the runaway's follow from the king's):
//! `shashki train` (hidden from the help, built with `--features maintainer`) plays games
//! with the engine, fits the weights to their results and writes `weights.yaml` beside this
//! file, which is built into the program. A variant the file does not name starts from the
//! hand-set weights of [`classic`].
//!
//! Giveaway (поддавки) has its own evaluation, [`giveaway_score`]: there every piece and
//! every move a side still has is a burden.

mod classic;
pub(crate) mod features;

use std::collections::BTreeMap;
#[cfg(feature = "maintainer")]
use std::fmt::Write as _;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

#[cfg(feature = "maintainer")]
pub(crate) use classic::classic_evaluate;
pub(crate) use classic::{Weights, giveaway_score};
use features::{NAMED, named_index, pattern_count, phase, side_features};

use crate::rules::{BoardSize, Position, Variant};

/// The patterns whose weights are not fitted but follow from the king's and the man's (see
/// [`PatternWeights::derive_runaway`]); the weights file leaves them out.
pub(crate) const DERIVED: [&str; 2] = ["runaway", "runaway_rows_left"];

/// The variants with trained weights: the standard games (giveaway has its own evaluation).
pub(crate) const TRAINED: [Variant; 4] = Variant::STANDARD;

/// The weights file as the training tool writes it: per variant, a pattern's opening and
/// ending weights.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct WeightsFile {
    /// Variant name to its weights.
    pub variants: BTreeMap<String, VariantWeights>,
}

/// One variant's trained weights, as written in the file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct VariantWeights {
    /// How they were made (games, positions, the fit's error).
    pub trained: String,
    /// A man on each square, counted from its side's own back row: [opening, ending].
    pub squares: Vec<[i32; 2]>,
    /// The named patterns: [opening, ending].
    pub patterns: BTreeMap<String, [i32; 2]>,
}

/// Why a variant's weights in a weights file do not fit its board. Only the built-in file
/// is read (and checked by the tests), so no learner reads these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum WeightsError {
    /// A weight per square, but not as many as the board has squares.
    SquareCount {
        /// How many the file gives.
        found: usize,
        /// How many the board has.
        board: usize,
    },
    /// A pattern the evaluation does not know.
    UnknownPattern(String),
    /// A pattern whose weight follows from the king's and is not trained (`runaway`).
    Derived(String),
}

/// A variant's weights as the evaluation uses them: one per pattern (see
/// [`features::pattern_count`]), for the opening and for the ending.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PatternWeights {
    /// Weights when every piece is on the board.
    pub opening: Vec<i32>,
    /// Weights when none is.
    pub ending: Vec<i32>,
}

impl PatternWeights {
    /// The hand-set weights of before, as patterns: material, and per square the tempo, the
    /// centre and the back row. Training starts from them.
    pub fn initial(variant: Variant) -> PatternWeights {
        let board = variant.board();
        let w = Weights::of(variant);
        let centre = classic::centre(board);
        let n = u32::from(board.square_count());
        let mut weights = vec![0; pattern_count(board)];
        for (i, weight) in weights.iter_mut().take(n as usize).enumerate() {
            // Own index i of White is the PDN square n - i.
            let sq = board.square(n - i as u32).expect("a square of the board");
            let row = (i / board.half() as usize) as i32;
            *weight = w.tempo * row * row
                + if centre.contains(sq) { w.centre } else { 0 }
                + if row == 0 { w.back_row } else { 0 };
        }
        weights[named_index(board, "man")] = w.man;
        weights[named_index(board, "king")] = w.king;
        let mut weights = PatternWeights {
            opening: weights.clone(),
            ending: weights,
        };
        weights.derive_runaway(board);
        weights
    }

    /// Sets the runaway weights from the king's and the man's: a runaway man is worth the king
    /// it will be less the man it is, less a share of that for each row it still has to go
    /// (the moves the opponent gets meanwhile). They are not fitted to game results: self-play
    /// lets a runaway through mostly when its search sees something in return, so the games
    /// make one look worth little (on 10x10 the fit gave it under half a man).
    pub fn derive_runaway(&mut self, board: BoardSize) {
        let [man, king, runaway, rows_left] =
            ["man", "king", "runaway", "runaway_rows_left"].map(|name| named_index(board, name));
        for w in [&mut self.opening, &mut self.ending] {
            let gain = w[king] - w[man];
            w[runaway] = gain;
            w[rows_left] = -gain / i32::from(board.width());
        }
    }

    /// The weights as the file writes them, with a note on how they were made.
    #[cfg(feature = "maintainer")]
    pub fn to_file(&self, board: BoardSize, trained: String) -> VariantWeights {
        let n = board.square_count() as usize;
        VariantWeights {
            trained,
            squares: (0..n).map(|i| [self.opening[i], self.ending[i]]).collect(),
            patterns: NAMED
                .iter()
                .enumerate()
                .filter(|(_, name)| !DERIVED.contains(name))
                .map(|(k, name)| (name.to_string(), [self.opening[n + k], self.ending[n + k]]))
                .collect(),
        }
    }

    /// The weights a file gives for a board, or why they do not fit it.
    pub fn from_file(
        board: BoardSize,
        file: &VariantWeights,
    ) -> Result<PatternWeights, WeightsError> {
        let n = board.square_count() as usize;
        if file.squares.len() != n {
            return Err(WeightsError::SquareCount {
                found: file.squares.len(),
                board: n,
            });
        }
        let mut opening = vec![0; pattern_count(board)];
        let mut ending = opening.clone();
        for (i, [o, e]) in file.squares.iter().enumerate() {
            (opening[i], ending[i]) = (*o, *e);
        }
        for (name, [o, e]) in &file.patterns {
            let Some(k) = NAMED.iter().position(|n| n == name) else {
                return Err(WeightsError::UnknownPattern(name.clone()));
            };
            if DERIVED.contains(&name.as_str()) {
                return Err(WeightsError::Derived(name.clone()));
            }
            (opening[n + k], ending[n + k]) = (*o, *e);
        }
        let mut weights = PatternWeights { opening, ending };
        weights.derive_runaway(board);
        Ok(weights)
    }

    /// The weights of `variant` from the built-in file (the hand-set ones if it has none).
    pub fn of(variant: Variant) -> &'static PatternWeights {
        static ALL: OnceLock<Vec<(Variant, PatternWeights)>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            let file: WeightsFile =
                serde_yaml::from_str(BUILT_IN).expect("the built-in weights file reads");
            TRAINED
                .iter()
                .map(|&v| {
                    let weights = file.variants.get(v.name()).map_or_else(
                        || PatternWeights::initial(v),
                        |w| PatternWeights::from_file(v.board(), w).expect("built-in weights fit"),
                    );
                    (v, weights)
                })
                .collect()
        });
        let base = variant.base();
        &all.iter()
            .find(|(v, _)| *v == base)
            .expect("every base game is trained")
            .1
    }

    /// The evaluation of `pos` for the side to move with these weights.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let us = pos.turn();
        let (mut opening, mut ending) = (0, 0);
        side_features(pos, us, |i, n| {
            opening += self.opening[i] * n;
            ending += self.ending[i] * n;
        });
        side_features(pos, us.opponent(), |i, n| {
            opening -= self.opening[i] * n;
            ending -= self.ending[i] * n;
        });
        let (share, all) = phase(pos);
        (opening * share + ending * (all - share)) / all
    }
}

/// The weights file as text: YAML with each pattern's pair of weights on one line.
#[cfg(feature = "maintainer")]
pub(crate) fn weights_text(file: &WeightsFile) -> String {
    let mut text = String::from(
        "# The trained evaluation's weights, written by `shashki train` (see src/engine/train.rs).\n\
         # Per variant: a man on each square counted from its side's own back row, then the\n\
         # named patterns; each as [opening, ending], in hundredths of a man.\n\
         variants:\n",
    );
    for (name, w) in &file.variants {
        let _ = writeln!(
            text,
            "  {name}:\n    trained: {:?}\n    squares:",
            w.trained
        );
        for [o, e] in &w.squares {
            let _ = writeln!(text, "      - [{o}, {e}]");
        }
        text += "    patterns:\n";
        for (pattern, [o, e]) in &w.patterns {
            let _ = writeln!(text, "      {pattern}: [{o}, {e}]");
        }
    }
    text
}

/// The weights file built into the program.
pub(crate) const BUILT_IN: &str = include_str!("weights.yaml");

/// The evaluation of `pos` for the side to move (positive: good for it).
pub(crate) fn evaluate(pos: &Position) -> i32 {
    if pos.variant().is_giveaway() {
        return giveaway_score(pos);
    }
    PatternWeights::of(pos.variant()).evaluate(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    /// Whether `color` has a man that nothing can stop from crowning (no enemy king, and no enemy
    /// man can ever come near it on its way).
    fn has_runaway(pos: &Position, color: Color) -> bool {
        let runaway = named_index(pos.board(), "runaway");
        let mut found = false;
        side_features(pos, color, |i, _| found |= i == runaway);
        found
    }

    fn pos(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).unwrap()
    }

    #[test]
    fn the_built_in_weights_read_and_fit_every_board() {
        let file: WeightsFile = serde_yaml::from_str(BUILT_IN).unwrap();
        for (name, w) in &file.variants {
            let v: Variant = name.parse().unwrap();
            PatternWeights::from_file(v.board(), w).unwrap();
        }
        for v in TRAINED {
            let w = PatternWeights::of(v);
            assert_eq!(w.opening.len(), pattern_count(v.board()));
            // Round trip through the file's form and its text.
            let mut file = WeightsFile::default();
            file.variants
                .insert(v.name().into(), w.to_file(v.board(), "a \"note\"".into()));
            let again: WeightsFile = serde_yaml::from_str(&weights_text(&file)).unwrap();
            assert_eq!(again, file);
            let back = PatternWeights::from_file(v.board(), &again.variants[v.name()]);
            assert_eq!(back.as_ref(), Ok(w));
        }
    }

    #[test]
    fn material_counts_and_colours_are_mirrored() {
        for v in TRAINED {
            let start = Position::start(v);
            // The start looks the same to either side to move.
            assert_eq!(
                evaluate(&start),
                evaluate(&start.with_turn(start.turn().opponent()))
            );
            assert!(evaluate(&start).abs() < 40, "{v}: {}", evaluate(&start));
        }
        let up = pos(Variant::Russian, "W:Wc3,e3,g3:Bf6,h6");
        assert!(evaluate(&up) > 60, "a man up: {}", evaluate(&up));
        let down = pos(Variant::Russian, "B:Wc3,e3,g3:Bf6,h6");
        assert!(evaluate(&down) < -60);
        // The same position seen from the other side, board turned: the same score.
        let white = pos(Variant::International, "W:W31,32,38:B12,13");
        let black = pos(Variant::International, "B:W38,39:B19,13,20");
        assert_eq!(evaluate(&white), evaluate(&black));
    }

    #[test]
    fn a_runaway_is_worth_the_king_it_will_be() {
        for variant in TRAINED {
            let board = variant.board();
            let w = PatternWeights::of(variant);
            let [man, king, runaway, rows_left] = ["man", "king", "runaway", "runaway_rows_left"]
                .map(|name| named_index(board, name));
            for w in [&w.opening, &w.ending] {
                // One row from crowning, it is worth most of a king; it never costs more.
                let next_row = w[runaway] + w[rows_left];
                assert!(
                    next_row > (w[king] - w[man]) * 3 / 4,
                    "{variant}: {next_row}"
                );
                assert!(w[runaway] + w[rows_left] * (i32::from(board.width()) - 1) > 0);
            }
        }
        // The file does not carry them: a weights file that does is refused.
        let file: WeightsFile = serde_yaml::from_str(BUILT_IN).unwrap();
        let mut russian = file.variants["russian"].clone();
        assert!(PatternWeights::from_file(BoardSize::Eight, &russian).is_ok());
        russian.patterns.insert("runaway".into(), [3, 5]);
        let refused = PatternWeights::from_file(BoardSize::Eight, &russian).unwrap_err();
        assert_eq!(refused, WeightsError::Derived("runaway".into()));
        russian.patterns.remove("runaway");
        russian.patterns.insert("moat".into(), [1, 1]);
        let refused = PatternWeights::from_file(BoardSize::Eight, &russian).unwrap_err();
        assert_eq!(refused, WeightsError::UnknownPattern("moat".into()));
        let refused = PatternWeights::from_file(BoardSize::Ten, &file.variants["russian"]);
        assert_eq!(
            refused.unwrap_err(),
            WeightsError::SquareCount {
                found: 32,
                board: 50
            }
        );
    }

    #[test]
    fn runaway_men_are_seen() {
        let v = Variant::Russian;
        // The man on a5 has nothing in its way; a black man on c7 takes it on b6. One on e7
        // stands in its cone but cannot reach b6 or a7 in time (a5-b6-a7-b8).
        assert!(has_runaway(&pos(v, "W:Wa5:Bh6,h8"), Color::White));
        assert!(!has_runaway(&pos(v, "W:Wa5:Bc7,h8"), Color::White));
        assert!(has_runaway(&pos(v, "W:Wa5:Be7,h8"), Color::White));
        // An enemy king can always chase it.
        assert!(!has_runaway(&pos(v, "W:Wa5:BKh8"), Color::White));
        // From Black's side too, on 10x10.
        let i = Variant::International;
        assert!(has_runaway(&pos(i, "B:W36:B33"), Color::Black));
        assert!(!has_runaway(&pos(i, "B:W44:B33"), Color::Black));
        // The men on 2 and 8 are near enough to stand in a runaway's cone, but neither can
        // reach the way 25-20-15-10-5 in time: the man on 25 is a runaway, either side to move.
        assert!(has_runaway(&pos(i, "W:W25:B2,8"), Color::White));
        assert!(has_runaway(&pos(i, "B:W25:B2,8"), Color::White));
        // Issue 19's third position after 12-18 24-19 14x23 30-25: Black's men are all
        // behind or too far left, so the man on 25 runs to a king.
        let shot = "B:W25,26,31,36,38,39,43,46,48,49:B1,2,6,8,17,18,21,22,23,27,28";
        assert!(has_runaway(&pos(i, shot), Color::White));
        // With Black to move, a man on 9 reaches 14 or 15 before the man on 25 passes.
        assert!(!has_runaway(&pos(i, "B:W25:B9"), Color::White));
    }

    #[test]
    fn free_men_are_the_advanced_ones_with_no_enemy_man_on_their_way() {
        let i = Variant::International;
        let free = |fen: &str| {
            let (mut count, mut rows) = (0, 0);
            side_features(&pos(i, fen), Color::White, |k, n| {
                count += n * i32::from(k == named_index(i.board(), "free_men"));
                rows += n * i32::from(k == named_index(i.board(), "free_rows_left"));
            });
            (count, rows)
        };
        // The man on 13 could still come next to the man on 25 as it runs along the edge
        // (Black moves first): not a runaway, but it is off the man's way, so the man is
        // free, 4 rows from crowning.
        assert!(!has_runaway(&pos(i, "B:W25:B13"), Color::White));
        assert_eq!(free("B:W25:B13"), (1, 4));
        // A man on 14 is on its way; a man on 35 is not advanced yet.
        assert_eq!(free("W:W25:B2,8,14"), (0, 0));
        assert_eq!(free("B:W35:B13"), (0, 0));
        // A runaway is counted as one, not as free too.
        assert_eq!(free("W:W25:B1"), (0, 0));
    }
}
