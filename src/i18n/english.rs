//! The English `Display` of the typed errors of the rules and the engine, for logs, error
//! chains and the command line of the maintainers' tools. What a learner reads comes from the
//! catalogue through [`Say`](super::core::Say) and the other functions of this module's
//! siblings; these words are only for people reading logs in English.

use std::fmt;

use crate::rules::{
    FenError, FenErrorKind, FenExpected, MoveError, PositionError, SyntaxProblem, UnknownVariant,
};
use crate::{Lang, t};

/// The command line's words: the names it takes are in English.
impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(Lang::En, "variant-unknown", name = &self.0))
    }
}

/// What a syntax error expected where the text went wrong: "a square on this board".
#[expect(
    clippy::match_same_arms,
    reason = "one row per kind of problem; two kinds happen to expect the same words"
)]
pub fn syntax_expected(problem: SyntaxProblem) -> &'static str {
    match problem {
        SyntaxProblem::Empty => "a move like c3-d4",
        SyntaxProblem::StrayCharacter => "a square like c3 or 22",
        SyntaxProblem::MissingSquare => "a square",
        SyntaxProblem::FileWithoutRank => "a square with its rank, like c3",
        SyntaxProblem::MoreThanTarget => "only the target square after the file",
        SyntaxProblem::NotASquare => "a square",
        SyntaxProblem::HalfMove => "the square the piece goes to",
        SyntaxProblem::OffBoard => "a square on this board",
        SyntaxProblem::NumberedBoard => "a square number: this board numbers its squares",
        SyntaxProblem::NotLatin => "Latin letters a-h",
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax {
                column, problem, ..
            } => {
                let expected = syntax_expected(*problem);
                write!(f, "expected {expected} at column {column}")
            }
            MoveError::Ambiguous(paths) => {
                write!(f, "that fits {} moves; write the whole route", paths.len())
            }
            MoveError::Illegal(reason) => write!(f, "illegal move ({})", reason.kind_name()),
            MoveError::WrongSign(path) if path.mv.is_capture() => {
                f.write_str("a capture is written with a capture sign, not a dash")
            }
            MoveError::WrongSign(_) => f.write_str("a quiet move is written with a dash"),
        }
    }
}

/// What the FEN syntax wanted where a FEN went wrong: "a square after ','".
pub fn fen_expected(expected: FenExpected) -> &'static str {
    match expected {
        FenExpected::Turn => "'W' or 'B' for the side to move",
        FenExpected::ListSeparator => "':' before the next list of pieces",
        FenExpected::ListColor => "'W' or 'B' to start a list of pieces",
        FenExpected::CounterNumber => "a number after the counter letter",
        FenExpected::End => "the end of the position",
        FenExpected::Square => "a square number or name",
        FenExpected::SquareAfterComma => "a square after ','",
        FenExpected::RangeEnd => "a square number after '-'",
    }
}

/// Why a position is impossible; `written` names its square as the text did (a FEN may
/// write `5` where the variant says `a7`); `?` stands for a square not given.
fn position_error(
    f: &mut fmt::Formatter<'_>,
    error: &PositionError,
    written: Option<&str>,
) -> fmt::Result {
    // A FEN names the square of every error it makes.
    let named = written.unwrap_or("?");
    match error {
        PositionError::OffBoard(_) => write!(f, "{named} is not on this board"),
        PositionError::SquareTwice(_) => write!(f, "square {named} is given twice"),
        PositionError::ManOnCrowningRow(c, _) => {
            let s = named.to_owned();
            let square = if s.starts_with(|d: char| d.is_ascii_digit()) {
                format!("square {s}")
            } else {
                s
            };
            write!(
                f,
                "a {} man cannot stand on {square}: it would already have been crowned",
                c.name()
            )
        }
        PositionError::TooManyPieces { color, count, max } => write!(
            f,
            "{} has {count} pieces; a side has at most {max}",
            color.name()
        ),
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            FenErrorKind::Expected(what) => write!(f, "expected {}", fen_expected(*what))?,
            FenErrorKind::ColorTwice(c) => write!(f, "{} has a second list of pieces", c.name())?,
            FenErrorKind::OutOfRange { number, max } => {
                write!(f, "square {number} is out of range (1-{max})")?;
            }
            FenErrorKind::BackwardRange => write!(f, "a range must go from low to high")?,
            FenErrorKind::LightSquare(s) => write!(
                f,
                "{s} is a light square; pieces stand on dark squares only"
            )?,
            FenErrorKind::OffBoard(s) => write!(f, "{s} is not on this board")?,
            FenErrorKind::Impossible { error, written } => {
                position_error(f, error, written.as_deref())?;
            }
        }
        write!(f, " at column {}", self.column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant, parse_move};

    #[test]
    fn move_errors_in_english_say_what_was_expected_and_where() {
        let start = Position::start(Variant::Russian);
        let error = |text: &str| parse_move(&start, text).unwrap_err().to_string();
        assert_eq!(
            error("c3-"),
            "expected the square the piece goes to at column 4"
        );
        assert_eq!(
            error("c3-d9"),
            "expected a square on this board at column 4"
        );
        assert_eq!(
            error("c3-?d4"),
            "expected a square like c3 or 22 at column 4"
        );
        assert_eq!(error("c3-c5"), "illegal move (not-diagonal)");
    }

    #[test]
    fn an_unknown_variant_is_named_with_the_ones_there_are() {
        let e = "chess".parse::<Variant>().unwrap_err();
        assert_eq!(e, UnknownVariant("chess".into()));
        assert_eq!(
            e.to_string(),
            "unknown variant 'chess': expected russian, brazilian, international, english, \
             giveaway or giveaway-international"
        );
    }

    /// Each FEN expectation has its own words, and a FEN that reads but makes an impossible
    /// position says why in the words of the position's error.
    #[test]
    fn fen_errors_in_english() {
        let words: std::collections::BTreeSet<&str> =
            FenExpected::ALL.into_iter().map(fen_expected).collect();
        assert_eq!(words.len(), FenExpected::ALL.len());
        let fen = |text: &str| {
            crate::rules::Position::from_fen(Variant::Russian, text)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            fen("X"),
            "expected 'W' or 'B' for the side to move at column 1"
        );
        assert_eq!(fen("W:W21,"), "expected a square after ',' at column 7");
        assert_eq!(
            fen("W:W21-"),
            "expected a square number after '-' at column 7"
        );
        assert_eq!(
            fen("W:W21:B22.x"),
            "expected the end of the position at column 11"
        );
    }
}
