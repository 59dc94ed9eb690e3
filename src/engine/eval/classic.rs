//! The hand-set evaluation the engine had before the trained one: how good a position is for
//! the side to move, in hundredths of a man. The strength bench measures the engine against
//! it, the trained weights start from it, and the puzzle prover takes its material values.
//!
//! One table of weights per variant ([`Weights::of`]):
//! - **material**: men and kings; a flying king is worth several men, a short English king
//!   not much more than one;
//! - **tempo**: how far the men have advanced (the draughts player's "tempo" count), more so
//!   near the crowning row;
//! - **centre**: pieces on the central squares, which control the board;
//! - **back-row guard**: men still on their own back row while the opponent has men that
//!   could crown there.
//!
//! Giveaway (поддавки) has its own evaluation, [`giveaway_score`]: there every piece and
//! every move a side still has is a burden.

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
            Variant::Russian | Variant::Brazilian | Variant::Giveaway => Weights {
                man: 100,
                king: 300,
                tempo: 1,
                centre: 6,
                back_row: 8,
            },
            Variant::International | Variant::GiveawayInternational => Weights {
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
pub(super) fn centre(board: BoardSize) -> Bitboard {
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
#[cfg(feature = "maintainer")]
fn rows_advanced(board: BoardSize, color: Color, rank: u8) -> i32 {
    match color {
        Color::White => i32::from(rank),
        Color::Black => i32::from(board.width() - 1 - rank),
    }
}

/// The score of one side's pieces.
#[cfg(feature = "maintainer")]
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

/// The hand-set evaluation of `pos` for the side to move (positive: good for it).
#[cfg(feature = "maintainer")]
pub fn classic_evaluate(pos: &Position) -> i32 {
    if pos.variant().is_giveaway() {
        return giveaway_score(pos);
    }
    let w = Weights::of(pos.variant());
    let centre = centre(pos.board());
    let us = pos.turn();
    side_score(pos, us, &w, centre) - side_score(pos, us.opponent(), &w, centre)
}

/// What a piece still on the board costs in giveaway: a man, and a king, which is far harder
/// to give away (the opponent steers clear of it).
const GIVEAWAY_MAN: i32 = 100;
const GIVEAWAY_KING: i32 = 250;
/// What each legal move costs in giveaway: the fewer moves a side has, the sooner it runs out.
const GIVEAWAY_MOVE: i32 = 6;
/// A lone king, which the opponent can simply avoid taking.
const GIVEAWAY_LONE_KING: i32 = 200;
/// A piece of ours the opponent would have to take if it were its turn: a gift on offer.
const GIVEAWAY_ON_OFFER: i32 = 30;

/// A side's burden in giveaway: its pieces, its moves, and a lone king.
fn giveaway_burden(pos: &Position, color: Color, scratch: &mut Vec<crate::rules::Move>) -> i32 {
    let men = pos.men(color).count() as i32;
    let kings = pos.kings_of(color).count() as i32;
    let moves = pos.with_turn(color).count_legal_moves(scratch) as i32;
    let lone_king = if men == 0 && kings == 1 {
        GIVEAWAY_LONE_KING
    } else {
        0
    };
    men * GIVEAWAY_MAN + kings * GIVEAWAY_KING + moves * GIVEAWAY_MOVE + lone_king
}

/// The giveaway evaluation of `pos` for the side to move (positive: good for it): the
/// opponent's burden minus its own, and a bonus when the opponent would have to take one of
/// its pieces now. The side with fewer pieces and fewer moves is closer to its goal.
pub fn giveaway_score(pos: &Position) -> i32 {
    let us = pos.turn();
    let mut scratch = Vec::with_capacity(32);
    let on_offer = if pos.with_turn(us.opponent()).has_capture() {
        GIVEAWAY_ON_OFFER
    } else {
        0
    };
    giveaway_burden(pos, us.opponent(), &mut scratch) - giveaway_burden(pos, us, &mut scratch)
        + on_offer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(variant: Variant, fen: &str) -> i32 {
        classic_evaluate(&Position::from_fen(variant, fen).unwrap())
    }

    #[test]
    fn symmetric_start_and_material() {
        for v in Variant::ALL {
            assert_eq!(classic_evaluate(&Position::start(v)), 0, "{v}");
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

    #[test]
    fn giveaway_wants_fewer_pieces_and_moves() {
        let g = Variant::Giveaway;
        // A man down is good in giveaway, bad in Russian draughts.
        assert!(eval(g, "W:Wc3:Bf6,h6") > 80);
        assert!(eval(Variant::Russian, "W:Wc3:Bf6,h6") < -80);
        // A blocked man is better than a free one.
        assert!(eval(g, "W:Wa1:Bb2,c3,h8") > eval(g, "W:Wc1:Bb2,c3,h8"));
        // A lone king is a burden.
        assert!(eval(g, "W:WKd4:Bh8,a7") < eval(g, "W:Wd4:Bh8,a7"));
        for v in [g, Variant::GiveawayInternational] {
            assert_eq!(classic_evaluate(&Position::start(v)), 0, "{v}");
        }
    }
}
