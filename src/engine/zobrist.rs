//! Zobrist keys: a random number per (piece kind, square) and one for the side to move; the
//! key of a position is the XOR of its pieces' numbers.

use crate::rules::{Color, Position};

/// splitmix64, usable in constants.
const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Keys for white men, white kings, black men, black kings, by bit index.
const KEYS: [[u64; 64]; 4] = {
    let mut keys = [[0; 64]; 4];
    let mut kind = 0;
    while kind < 4 {
        let mut bit = 0;
        while bit < 64 {
            keys[kind][bit] = mix((kind * 64 + bit) as u64 + 1);
            bit += 1;
        }
        kind += 1;
    }
    keys
};

/// The key added when Black is to move.
const BLACK_TO_MOVE: u64 = mix(0xB1AC);

/// The Zobrist key of a position (side to move included).
pub fn key(pos: &Position) -> u64 {
    let mut key = if pos.turn() == Color::Black {
        BLACK_TO_MOVE
    } else {
        0
    };
    let kings = pos.kings();
    for (color, base) in [(Color::White, 0), (Color::Black, 2)] {
        for sq in pos.pieces(color).squares() {
            let kind = base + usize::from(kings.contains(sq));
            key ^= KEYS[kind][sq.index() as usize];
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn keys_tell_positions_apart() {
        let start = Position::start(Variant::Russian);
        assert_ne!(key(&start), key(&start.with_turn(Color::Black)));
        let moves = start.legal_moves();
        let keys: std::collections::HashSet<u64> = moves
            .iter()
            .map(|m| key(&start.play_unchecked(m)))
            .collect();
        assert_eq!(keys.len(), moves.len());
        assert_eq!(key(&start), key(&Position::start(Variant::Russian)));
    }
}
