//! The words of corners' reasons: why a typed move, a position text or a saved game of
//! corners is refused. The `Display` of each reason is its English words.

use std::fmt;

use crate::corners::{CornersFenError, CornersMoveError, CornersPdnError};
use crate::rules::{Color, GameResult};
use crate::{Lang, t};

/// The catalogue's name of a side in a select: `white` or `black`.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Why a typed corners move was refused, in words.
pub fn corners_move_error(error: &CornersMoveError, lang: Lang) -> String {
    match error {
        CornersMoveError::Empty => t!(lang, "corners-type-a-move"),
        CornersMoveError::NotASquare(text) => t!(lang, "corners-not-a-square", text = text),
        CornersMoveError::Incomplete => t!(lang, "corners-half-move"),
        CornersMoveError::NoOwnPiece(cell) => t!(lang, "corners-no-piece", square = cell.name()),
        CornersMoveError::OpponentsPiece(cell) => {
            t!(lang, "corners-opponents-piece", square = cell.name())
        }
        CornersMoveError::Occupied(cell) => t!(lang, "corners-occupied", square = cell.name()),
        CornersMoveError::NotReachable { from, to } => t!(
            lang,
            "corners-not-reachable",
            from = from.name(),
            to = to.name()
        ),
    }
}

/// Why a text is no corners position, in words.
pub fn corners_fen_error(error: &CornersFenError, lang: Lang) -> String {
    match error {
        CornersFenError::Turn(text) => t!(lang, "corners-fen-turn", text = text),
        CornersFenError::PliesTwice => t!(lang, "corners-fen-plies-twice"),
        CornersFenError::Plies(text) => t!(lang, "corners-fen-plies", text = text),
        CornersFenError::Field(text) => t!(lang, "corners-fen-field", text = text),
        CornersFenError::ListedTwice(color) => {
            t!(lang, "corners-fen-listed-twice", side = side(*color))
        }
        CornersFenError::NotASquare { side: color, word } => t!(
            lang,
            "corners-fen-not-a-square",
            side = side(*color),
            text = word
        ),
        CornersFenError::SquareTwice { side: color, cell } => t!(
            lang,
            "corners-fen-square-twice",
            side = side(*color),
            square = cell.name()
        ),
        CornersFenError::Missing(color) => t!(lang, "corners-fen-missing", side = side(*color)),
        CornersFenError::BothSides(cell) => {
            t!(lang, "corners-fen-both-sides", square = cell.name())
        }
        CornersFenError::Count { side: color, count } => t!(
            lang,
            "corners-fen-count",
            side = side(*color),
            count = *count
        ),
    }
}

/// A result as PDN writes it for corners.
fn result_word(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "1-0",
        GameResult::BlackWins => "0-1",
        GameResult::Draw => "1/2-1/2",
    }
}

/// Why a text is no game of corners, in words.
pub fn corners_pdn_error(error: &CornersPdnError, lang: Lang) -> String {
    let at_move = |at: &crate::corners::MoveAt, reason: String| {
        t!(
            lang,
            "corners-pdn-move",
            line = at.line,
            column = at.column,
            number = at.number,
            side = side(at.side),
            text = at.text.as_str(),
            reason = reason
        )
    };
    match error {
        CornersPdnError::Text(e) => format!(
            "{}:{}: {}",
            e.line,
            e.column,
            super::core::pdn_problem(&e.problem, lang)
        ),
        CornersPdnError::NotCorners(value) => {
            t!(lang, "corners-pdn-not-corners", value = value.as_str())
        }
        CornersPdnError::Fen(e) => t!(lang, "corners-pdn-fen", reason = corners_fen_error(e, lang)),
        CornersPdnError::Move(at, e) => at_move(at, corners_move_error(e, lang)),
        CornersPdnError::AfterEnd(at) => at_move(at, t!(lang, "corners-pdn-after-end")),
        CornersPdnError::Result { stated, by_rules } => t!(
            lang,
            "corners-pdn-result",
            stated = result_word(*stated),
            by_rules = result_word(*by_rules)
        ),
    }
}

impl fmt::Display for CornersMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&corners_move_error(self, Lang::En))
    }
}

impl fmt::Display for CornersFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&corners_fen_error(self, Lang::En))
    }
}

impl fmt::Display for CornersPdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&corners_pdn_error(self, Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corners::{CornersGame, CornersPosition};

    #[test]
    fn every_reason_has_its_own_words_in_every_language() {
        let error = CornersPosition::from_fen("W:Wa1,b1:Bf6,g6,h6,f7,g7,h7,f8,g8,h8").unwrap_err();
        assert_eq!(
            corners_fen_error(&error, Lang::En),
            "White has 2 pieces, not 9"
        );
        assert_eq!(
            corners_fen_error(&error, Lang::Ru),
            "у белых 2 шашки, а нужно 9"
        );
        assert_eq!(
            corners_fen_error(&error, Lang::Bg),
            "белите имат 2 пула, а трябва 9"
        );
        let error =
            CornersGame::from_pdn("[GameType \"corners\"]\n1. c3-d3 f6-e6 2. a1-a2 *").unwrap_err();
        let words = corners_pdn_error(&error, Lang::Ru);
        assert!(words.contains("ход 2 (белые) a1-a2"), "{words}");
        assert!(
            error
                .to_string()
                .starts_with("line 2, column 19: move 2 (White)"),
            "{error}"
        );
    }
}
