//! Static evaluation: how good a position is for the side to move, in hundredths of a man.
//!
//! One table of weights per variant ([`Weights::of`]), so tuning touches data, not code:
//! - **material**: men and kings; a flying king is worth several men, a short English king
//!   not much more than one;
//! - **tempo**: how far the men have advanced (the draughts player's "tempo" count), more so
//!   near the crowning row;
//! - **centre**: pieces on the central squares, which control the board;
//! - **back-row guard**: men still on their own back row while the opponent has men that
//!   could crown there.

use crate::rules::{Bitboard, BoardSize, Color, Coord, Position, Variant};

/// The weights of one variant's evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A man.
    pub man: i32,
    /// A king.
    pub king: i32,
    /// Per row a man has advanced (multiplied by the row, so late rows count more).
    pub tempo: i32,
    /// A piece on a central square.
    pub centre: i32,
    /// A man guarding its own back row while the opponent has men.
    pub back_row: i32,
}

impl Weights {
    /// The weights of `variant`.
    pub const fn of(variant: Variant) -> Weights {
        match variant {
            Variant::Russian | Variant::Brazilian => Weights {
                man: 100,
                king: 300,
                tempo: 1,
                centre: 6,
                back_row: 8,
            },
            Variant::International => Weights {
                man: 100,
                king: 320,
                tempo: 1,
                centre: 5,
                back_row: 6,
            },
            Variant::English => Weights {
                man: 100,
                king: 145,
                tempo: 1,
                centre: 5,
                back_row: 10,
            },
        }
    }
}

/// The central squares: the middle half of the files and ranks.
fn centre(board: BoardSize) -> Bitboard {
    let w = board.width();
    let (lo, hi) = (w / 4, w - 1 - w / 4);
    board
        .squares()
        .filter(|&s| {
            let Coord { file, rank } = board.coord_unchecked(s);
            (lo..=hi).contains(&file) && (lo..=hi).contains(&rank)
        })
        .collect()
}

/// Rows advanced by a man of `color` on its square (0 on its own back row).
fn rows_advanced(board: BoardSize, color: Color, rank: u8) -> i32 {
    match color {
        Color::White => rank as i32,
        Color::Black => (board.width() - 1 - rank) as i32,
    }
}

/// The score of one side's pieces.
fn side_score(pos: &Position, color: Color, w: &Weights, centre: Bitboard) -> i32 {
    let board = pos.board();
    let men = pos.men(color);
    let kings = pos.kings_of(color);
    let mut score = men.count() as i32 * w.man + kings.count() as i32 * w.king;
    score += (pos.pieces(color) & centre).count() as i32 * w.centre;
    let opponent_men = !pos.men(color.opponent()).is_empty();
    for s in men.squares() {
        let rows = rows_advanced(board, color, board.coord_unchecked(s).rank);
        score += w.tempo * rows * rows;
        if rows == 0 && opponent_men {
            score += w.back_row;
        }
    }
    score
}

/// The evaluation of `pos` for the side to move (positive: good for it).
pub fn evaluate(pos: &Position) -> i32 {
    let w = Weights::of(pos.variant());
    let centre = centre(pos.board());
    let us = pos.turn();
    side_score(pos, us, &w, centre) - side_score(pos, us.opponent(), &w, centre)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(variant: Variant, fen: &str) -> i32 {
        evaluate(&Position::from_fen(variant, fen).unwrap())
    }

    #[test]
    fn symmetric_start_and_material() {
        for v in Variant::ALL {
            assert_eq!(evaluate(&Position::start(v)), 0, "{v}");
        }
        assert!(eval(Variant::Russian, "W:Wc3,e3:Bf6") > 80, "a man up");
        assert_eq!(
            eval(Variant::Russian, "W:Wc3:Bf6,h6"),
            -eval(Variant::Russian, "B:Wc3:Bf6,h6")
        );
        // A flying king is worth much more than an English one.
        let russian = eval(Variant::Russian, "W:WKd4:Bh8");
        let english = eval(Variant::English, "W:WKd4:Bh8");
        assert!(russian > english + 100, "{russian} {english}");
        assert_eq!(centre(BoardSize::Eight).count(), 8);
    }
}
