//! What the trainer says to the learner and how: feedback with its tone, graded hints, and
//! the sentences lessons, puzzles and play share (a move of the other side, the draw-rule
//! counters).

use crate::rules::{
    Color, DrawCounter, DrawRule, DrawRules, MovePath, Position, Square, full_text,
};
use crate::{Lang, t};

/// How a message should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// The learner got it right.
    Right,
    /// Not right; try again.
    Wrong,
    /// Neutral information (a hint).
    Info,
}

/// A message for the learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// Right, wrong or neutral.
    pub tone: Tone,
    /// The words.
    pub text: String,
}

/// A graded hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Look at this square (the piece to move, or one square to select).
    Square(Square),
    /// This piece goes to that square.
    Target(Square, Square),
    /// The whole move.
    Move(MovePath),
    /// In words (the answer, or the step's own hint).
    Text(String),
}

/// A move of the other side, named: "Black played d6:f4:h2."
pub fn played_text(before: &Position, path: &MovePath, lang: Lang) -> String {
    let mv = full_text(before.variant(), path);
    match before.turn() {
        Color::White => t!(lang, "trainer-white-played", mv = mv),
        Color::Black => t!(lang, "trainer-black-played", mv = mv),
    }
}

/// A draw-rule counter in words. Counts are plies; the rules speak of moves of each side.
pub fn counter_text(counter: &DrawCounter, rules: DrawRules, lang: Lang) -> String {
    let label = counter.rule.label(rules);
    let (count, limit) = (counter.count, counter.limit);
    let rule = match counter.rule {
        DrawRule::Repetition => {
            return t!(
                lang,
                "trainer-counter-repetition",
                count = count,
                limit = limit,
                label = label
            );
        }
        DrawRule::KingMovesOnly => "kings-only",
        DrawRule::ThreeKingsAgainstKing => "three-kings",
        DrawRule::KingsOnBothSides => "kings-both-sides",
        DrawRule::LoneKingOnBigRoad => "big-road",
        DrawRule::SmallEnding | DrawRule::ThreeAgainstKing => "lone-king",
    };
    t!(
        lang,
        "trainer-counter-moves",
        rule = rule,
        count = count / 2,
        limit = limit / 2,
        label = label
    )
}
