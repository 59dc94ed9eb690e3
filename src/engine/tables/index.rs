//! Where a position stands in the tables: its material (men and kings of each side, White
//! to move) and its index among the placements of that material.
//!
//! A position with Black to move is first turned 180° with the colours swapped, which the
//! rules do not see: every table is "White to move". Squares are 0-based PDN indices. Each
//! group of like pieces (white men, white kings, black men, black kings) is a set of squares
//! ranked in colex order among the sets of its size on the squares it may stand on (men not
//! on their crowning row); the index mixes the four ranks. Placements with two pieces on one
//! square are left unused.

use crate::rules::{BoardSize, Color, Position};

/// Most pieces of one kind a table holds, and so of all pieces on the board.
pub(super) const MOST: usize = 4;

/// Binomial coefficients up to 64 choose [`MOST`].
const BINOMIAL: [[u64; MOST + 1]; 65] = {
    let mut t = [[0u64; MOST + 1]; 65];
    let mut n = 0;
    while n < 65 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MOST {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
};

/// n choose k for `k <= MOST`.
pub(super) fn binomial(n: usize, k: usize) -> u64 {
    BINOMIAL[n][k]
}

/// The material of a table, White to move: white men, white kings, black men, black kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Material(pub [u8; 4]);

/// How many distinct materials [`Material::code`] can name.
pub(super) const CODES: usize = (MOST + 1).pow(4);

impl Material {
    /// A number below [`CODES`] naming the material.
    pub(super) fn code(self) -> usize {
        self.0
            .iter()
            .rev()
            .fold(0, |c, &n| c * (MOST + 1) + usize::from(n))
    }

    /// The same material with the colours swapped (the table of the other side to move).
    pub(super) fn mirrored(self) -> Material {
        let [wm, wk, bm, bk] = self.0;
        Material([bm, bk, wm, wk])
    }

    /// The men of both sides.
    fn men(self) -> u32 {
        u32::from(self.0[0]) + u32::from(self.0[2])
    }

    /// Short text such as `KK-M`: White's kings and men, a dash, Black's.
    pub(super) fn name(self) -> String {
        let [wm, wk, bm, bk] = self.0.map(usize::from);
        format!(
            "{}{}-{}{}",
            "K".repeat(wk),
            "M".repeat(wm),
            "K".repeat(bk),
            "M".repeat(bm)
        )
    }
}

/// Every material of 2 to `most` pieces with at least one piece a side, in the order they are
/// solved (and stored): fewer pieces first, then fewer men (more kings), a material next to
/// its mirror image. A capture or a crowning always leads to an earlier material; a quiet
/// move leads to the mirror image.
pub(super) fn materials(most: u32) -> Vec<Material> {
    let most = most.min(MOST as u32) as u8;
    let mut all = Vec::new();
    for total in 2..=most {
        for men in 0..=total {
            let mut these: Vec<Material> = Vec::new();
            for wm in 0..=total {
                for wk in 0..=total - wm {
                    for bm in 0..=total - wm - wk {
                        let bk = total - wm - wk - bm;
                        let m = Material([wm, wk, bm, bk]);
                        if wm + wk > 0 && bm + bk > 0 && u32::from(men) == m.men() {
                            these.push(m);
                        }
                    }
                }
            }
            for m in these {
                if !all.contains(&m) {
                    all.push(m);
                    if !all.contains(&m.mirrored()) {
                        all.push(m.mirrored());
                    }
                }
            }
        }
    }
    all
}

/// The squares each group of pieces may stand on, and how to index them, on one board.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    /// Dark squares.
    pub squares: usize,
    /// Dark squares in a row.
    half: usize,
}

impl Layout {
    /// The layout of a board.
    pub(super) fn of(board: BoardSize) -> Layout {
        Layout {
            squares: usize::from(board.square_count()),
            half: usize::from(board.half()),
        }
    }

    /// How many squares group `g` (white men, white kings, black men, black kings) may use.
    fn domain(self, g: usize) -> usize {
        if g.is_multiple_of(2) {
            self.squares - self.half
        } else {
            self.squares
        }
    }

    /// The first square of group `g`'s domain (white men do not stand on row one).
    fn first(self, g: usize) -> usize {
        if g == 0 { self.half } else { 0 }
    }

    /// How many sets group `g` has in a material.
    fn group_len(self, m: Material, g: usize) -> u64 {
        binomial(self.domain(g), usize::from(m.0[g]))
    }

    /// Entries of a material's table.
    pub(super) fn len(self, m: Material) -> usize {
        (0..4).map(|g| self.group_len(m, g)).product::<u64>() as usize
    }

    /// The index of a placement: four masks of 0-based PDN indices.
    pub(super) fn index(self, m: Material, masks: [u64; 4]) -> usize {
        let mut index = 0u64;
        for (g, &mask) in masks.iter().enumerate() {
            let mut rank = 0;
            let mut bits = mask >> self.first(g);
            let mut i = 0;
            while bits != 0 {
                i += 1;
                rank += binomial(bits.trailing_zeros() as usize, i);
                bits &= bits - 1;
            }
            index = index * self.group_len(m, g) + rank;
        }
        index as usize
    }

    /// Every set of group `g` of a material in rank order, as masks of 0-based PDN indices.
    pub(super) fn group_sets(self, m: Material, g: usize) -> Vec<u64> {
        let k = u32::from(m.0[g]);
        let count = self.group_len(m, g) as usize;
        let mut out = Vec::with_capacity(count);
        let mut set: u64 = (1 << k) - 1;
        for _ in 0..count {
            out.push(set << self.first(g));
            if set == 0 {
                break;
            }
            // The next set with as many bits (Gosper's hack).
            let c = set & set.wrapping_neg();
            let r = set + c;
            set = (((r ^ set) >> 2) / c) | r;
        }
        out
    }

    /// The material and placement masks of a position turned so that White is to move, or
    /// `None` when a group has more pieces than a table holds.
    pub(super) fn key(self, pos: &Position) -> Option<(Material, [u64; 4])> {
        let board = pos.board();
        let flip = pos.turn() == Color::Black;
        let mut masks = [0u64; 4];
        for color in [Color::White, Color::Black] {
            let base = if (color == Color::White) == flip {
                2
            } else {
                0
            };
            for (offset, set) in [(0, pos.men(color)), (1, pos.kings_of(color))] {
                for sq in set.squares() {
                    let s = usize::from(board.number_unchecked(sq)) - 1;
                    let s = if flip { self.squares - 1 - s } else { s };
                    masks[base + offset] |= 1 << s;
                }
            }
        }
        let mut counts = [0u8; 4];
        for (c, mask) in counts.iter_mut().zip(masks) {
            let n = mask.count_ones() as usize;
            if n > MOST {
                return None;
            }
            *c = n as u8;
        }
        Some((Material(counts), masks))
    }
}

/// The sets of each group of a material, to turn an index back into squares.
pub(super) struct Decoder {
    sets: [Vec<u64>; 4],
}

impl Decoder {
    pub(super) fn new(layout: Layout, m: Material) -> Decoder {
        Decoder {
            sets: std::array::from_fn(|g| layout.group_sets(m, g)),
        }
    }

    /// The four placement masks of an index, or `None` when two pieces share a square.
    pub(super) fn masks(&self, mut index: usize) -> Option<[u64; 4]> {
        let mut masks = [0; 4];
        for g in (0..4).rev() {
            let n = self.sets[g].len();
            masks[g] = self.sets[g][index % n];
            index /= n;
        }
        let all = masks.iter().fold(0, |a, m| a | m);
        (all.count_ones() == masks.iter().map(|m| m.count_ones()).sum::<u32>()).then_some(masks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_every_set_once_in_order() {
        let layout = Layout::of(BoardSize::Eight);
        let m = Material([2, 1, 0, 1]);
        for g in 0..4 {
            let sets = layout.group_sets(m, g);
            assert_eq!(sets.len() as u64, layout.group_len(m, g));
            for (r, &set) in sets.iter().enumerate() {
                let mut masks = [0; 4];
                masks[g] = set;
                let mut only = Material([0; 4]);
                only.0[g] = m.0[g];
                assert_eq!(layout.index(only, masks), r);
            }
        }
        assert_eq!(layout.len(m), 378 * 32 * 32);
    }

    #[test]
    fn materials_come_after_what_they_lead_to() {
        let all = materials(4);
        assert_eq!(
            all.len(),
            all.iter()
                .map(|m| m.code())
                .collect::<std::collections::HashSet<_>>()
                .len()
        );
        for (i, m) in all.iter().enumerate() {
            let j = all.iter().position(|x| *x == m.mirrored()).unwrap();
            assert!(i.abs_diff(j) <= 1);
            // A white man crowned: the mirror of the result comes first.
            if m.0[0] > 0 {
                let crowned = Material([m.0[0] - 1, m.0[1] + 1, m.0[2], m.0[3]]).mirrored();
                assert!(all.iter().position(|x| *x == crowned).unwrap() < i.min(j));
            }
        }
        assert_eq!(Material([1, 2, 0, 1]).name(), "KKM-K");
    }
}
