//! Static evaluation: how good a position is for the side to move, in hundredths of a man.
//!
//! The evaluation counts patterns on the board ([`features`]): a man on each square (the board's
//! regions, tempo and the back row), kings, a first king, king mobility and the long diagonal,
//! runaway men (recognised statically: no enemy man can ever come near them on their way to
//! the crowning row), free men (advanced men with no enemy man on or beside their way), men
//! mobility, blocked men, outposts, loose advanced men, men in contact, the balance of the
//! wings and the move. Each pattern has two weights, one for the opening and one for the
//! ending, blended by the pieces left on the board.
//!
//! The weights are trained, not set by hand: `shashki train` (hidden from the help) plays games
//! with the engine, fits the weights to their results and writes `weights.yaml` beside this
//! file, which is built into the program. A variant the file does not name starts from the
//! hand-set weights of [`classic`].
//!
//! Giveaway (поддавки) has its own evaluation, [`giveaway_score`]: there every piece and
//! every move a side still has is a burden.

mod classic;
pub mod features;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

pub use classic::{Weights, classic_evaluate, giveaway_score};
use features::{NAMED, named_index, pattern_count, phase, side_features};

use crate::rules::{BoardSize, Color, Position, Variant};

/// The variants with trained weights: the standard games (giveaway has its own evaluation).
pub const TRAINED: [Variant; 4] = Variant::STANDARD;

/// The weights file as the training tool writes it: per variant, a pattern's opening and
/// ending weights.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WeightsFile {
    /// Variant name to its weights.
    pub variants: BTreeMap<String, VariantWeights>,
}

/// One variant's trained weights, as written in the file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariantWeights {
    /// How they were made (games, positions, the fit's error).
    pub trained: String,
    /// A man on each square, counted from its side's own back row: [opening, ending].
    pub squares: Vec<[i32; 2]>,
    /// The named patterns: [opening, ending].
    pub patterns: BTreeMap<String, [i32; 2]>,
}

/// A variant's weights as the evaluation uses them: one per pattern (see
/// [`features::pattern_count`]), for the opening and for the ending.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternWeights {
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
        let n = board.square_count() as u32;
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
        PatternWeights {
            opening: weights.clone(),
            ending: weights,
        }
    }

    /// The weights as the file writes them, with a note on how they were made.
    pub fn to_file(&self, board: BoardSize, trained: String) -> VariantWeights {
        let n = board.square_count() as usize;
        VariantWeights {
            trained,
            squares: (0..n).map(|i| [self.opening[i], self.ending[i]]).collect(),
            patterns: NAMED
                .iter()
                .enumerate()
                .map(|(k, name)| (name.to_string(), [self.opening[n + k], self.ending[n + k]]))
                .collect(),
        }
    }

    /// The weights a file gives for a board, or why they do not fit it.
    pub fn from_file(board: BoardSize, file: &VariantWeights) -> Result<PatternWeights, String> {
        let n = board.square_count() as usize;
        if file.squares.len() != n {
            return Err(format!(
                "{} squares where the board has {n}",
                file.squares.len()
            ));
        }
        let mut opening = vec![0; pattern_count(board)];
        let mut ending = opening.clone();
        for (i, [o, e]) in file.squares.iter().enumerate() {
            (opening[i], ending[i]) = (*o, *e);
        }
        for (name, [o, e]) in &file.patterns {
            let Some(k) = NAMED.iter().position(|n| n == name) else {
                return Err(format!("unknown pattern '{name}'"));
            };
            (opening[n + k], ending[n + k]) = (*o, *e);
        }
        Ok(PatternWeights { opening, ending })
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
pub fn weights_text(file: &WeightsFile) -> String {
    let mut text = String::from(
        "# The trained evaluation's weights, written by `shashki train` (see src/engine/train.rs).\n\
         # Per variant: a man on each square counted from its side's own back row, then the\n\
         # named patterns; each as [opening, ending], in hundredths of a man.\n\
         variants:\n",
    );
    for (name, w) in &file.variants {
        text += &format!("  {name}:\n    trained: {:?}\n    squares:\n", w.trained);
        for [o, e] in &w.squares {
            text += &format!("      - [{o}, {e}]\n");
        }
        text += "    patterns:\n";
        for (pattern, [o, e]) in &w.patterns {
            text += &format!("      {pattern}: [{o}, {e}]\n");
        }
    }
    text
}

/// The weights file built into the program.
pub const BUILT_IN: &str = include_str!("weights.yaml");

/// The evaluation of `pos` for the side to move (positive: good for it).
pub fn evaluate(pos: &Position) -> i32 {
    if pos.variant().is_giveaway() {
        return giveaway_score(pos);
    }
    PatternWeights::of(pos.variant()).evaluate(pos)
}

/// Whether `color` has a man that nothing can stop from crowning (no enemy king, and no enemy
/// man can ever come near it on its way).
pub fn has_runaway(pos: &Position, color: Color) -> bool {
    let runaway = named_index(pos.board(), "runaway");
    let mut found = false;
    side_features(pos, color, |i, _| found |= i == runaway);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn runaway_men_are_seen() {
        let v = Variant::Russian;
        // The man on a5 has nothing in its way; a black man on e7 could stop it.
        assert!(has_runaway(&pos(v, "W:Wa5:Bh6,h8"), Color::White));
        assert!(!has_runaway(&pos(v, "W:Wa5:Be7,h8"), Color::White));
        // An enemy king can always chase it.
        assert!(!has_runaway(&pos(v, "W:Wa5:BKh8"), Color::White));
        // From Black's side too, on 10x10.
        let i = Variant::International;
        assert!(has_runaway(&pos(i, "B:W36:B33"), Color::Black));
        assert!(!has_runaway(&pos(i, "B:W44:B33"), Color::Black));
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
        // The man on 25 could still be caught by the men on 2 and 8 (no runaway), but
        // neither stands on its way: it is free, 4 rows from crowning.
        assert!(!has_runaway(&pos(i, "W:W25:B2,8"), Color::White));
        assert_eq!(free("W:W25:B2,8"), (1, 4));
        // A man on 14 is on its way; a man on 35 is not advanced yet.
        assert_eq!(free("W:W25:B2,8,14"), (0, 0));
        assert_eq!(free("W:W35:B2,8"), (0, 0));
        // A runaway is counted as one, not as free too.
        assert_eq!(free("W:W25:B1"), (0, 0));
    }
}
