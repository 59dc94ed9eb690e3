//! Helpers shared by the rules tests.

use shashki::rng::Rng;
use shashki::rules::{MovePath, Position, Variant, parse_move};

/// A position from a FEN that the test knows is valid.
pub fn fen(variant: Variant, text: &str) -> Position {
    Position::from_fen(variant, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal move a test names.
pub fn mv(pos: &Position, text: &str) -> MovePath {
    parse_move(pos, text).unwrap_or_else(|e| panic!("{text} in {pos}: {e:?}"))
}

/// Random positions of a variant: random play from the start and random placements with
/// kings, all valid.
pub fn random_positions(variant: Variant, count: usize, seed: u64) -> Vec<Position> {
    use shashki::rules::{Color, Piece, Role};
    let mut rng = Rng::new(seed);
    let board = variant.board();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        if out.len() % 2 == 0 {
            let mut pos = Position::start(variant);
            for _ in 0..rng.below(60) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.play_unchecked(&moves[rng.below(moves.len())]);
            }
            out.push(pos);
        } else {
            let squares: Vec<_> = board.squares().collect();
            let mut pieces = Vec::new();
            let mut used = Vec::new();
            let n = 2 + rng.below(14);
            for i in 0..n {
                let sq = squares[rng.below(squares.len())];
                if used.contains(&sq) {
                    continue;
                }
                let color = if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let crown_row = board.crowning_row(color).contains(sq);
                let role = if crown_row || rng.below(3) == 0 {
                    Role::King
                } else {
                    Role::Man
                };
                used.push(sq);
                pieces.push((sq, Piece { color, role }));
            }
            let turn = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            if let Ok(pos) = Position::new(variant, turn, pieces) {
                out.push(pos);
            }
        }
    }
    out
}
