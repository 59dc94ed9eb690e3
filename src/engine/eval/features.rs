//! The patterns the trained evaluation counts, one side at a time. [`side_features`] is the
//! one place they are defined: the evaluation adds up their weights, the training tool fits
//! the weights from the counts.

use std::sync::OnceLock;

use crate::rules::{Bitboard, BoardSize, Color, Direction, Position, Square};

/// The named patterns after the per-square ones, in the order of their weights.
pub const NAMED: [&str; 16] = [
    "man",
    "king",
    "first_king",
    "king_mobility",
    "king_on_long_diagonal",
    "runaway",
    "runaway_rows_left",
    "men_mobility",
    "blocked_men",
    "outposts",
    "loose_advanced_men",
    "contacts",
    "wing_imbalance",
    "to_move",
    "free_men",
    "free_rows_left",
];

/// Index of the first named pattern: the square patterns (a man on its side's square 0..N,
/// counted from its own back row) come first.
pub fn named_index(board: BoardSize, name: &str) -> usize {
    board.square_count() as usize
        + NAMED
            .iter()
            .position(|&n| n == name)
            .expect("a known pattern")
}

/// How many patterns a board has: one per square, then the named ones.
pub const fn pattern_count(board: BoardSize) -> usize {
    board.square_count() as usize + NAMED.len()
}

/// The most enemy moves a man's way to the crowning row can take, plus one (the enemy may
/// move first).
const MOST_MOVES: usize = 10;

/// Squares and masks of one board, seen from each side.
struct Geometry {
    /// A square's index counted from the side's own back row (0..N), by bit index.
    own_index: [[u8; 64]; 2],
    /// Rows a man of the side still has to go to crown, by bit index.
    rows_left: [[u8; 64]; 2],
    /// The squares an enemy man must keep out of for a man here to run to the crowning row
    /// unstopped, by bit index.
    cone: [[u64; 64]; 2],
    /// The squares where an enemy man stands on or beside the way of a man here to the
    /// crowning row (a narrower cone: an enemy man outside it must first catch up), by bit
    /// index.
    lane: [[u64; 64]; 2],
    /// The squares a man here steps to, ahead-left and ahead-right (`None` off the board), by
    /// bit index.
    steps: [[[Option<u8>; 2]; 64]; 2],
    /// The squares from which an enemy man could come next to a man here, or onto the square
    /// it steps to, or next to that square, in at most `moves` moves of its own: by bit index,
    /// step and `moves`. A man whose every step of a way keeps such squares free of enemy men
    /// cannot be caught or stopped on that way. Boxed: at 22 KB it is too big to build on the
    /// stack.
    watched: Box<[[[[u64; MOST_MOVES + 1]; 2]; 64]; 2]>,
    /// The side's far half of the board (where a man is advanced).
    advanced: [u64; 2],
    /// The long diagonal (a1-h8, a1-j10).
    long_diagonal: u64,
    /// Files a-d (a-e): the left wing.
    left: u64,
    /// The side files, where a man has one rear neighbour.
    edge: u64,
}

fn side(color: Color) -> usize {
    usize::from(color == Color::Black)
}

impl Geometry {
    fn new(board: BoardSize) -> Geometry {
        let n = board.square_count();
        let w = board.width();
        let mut g = Geometry {
            own_index: [[0; 64]; 2],
            rows_left: [[0; 64]; 2],
            cone: [[0; 64]; 2],
            lane: [[0; 64]; 2],
            steps: [[[None; 2]; 64]; 2],
            watched: vec![[[[0; MOST_MOVES + 1]; 2]; 64]; 2]
                .into_boxed_slice()
                .try_into()
                .expect("one table per side"),
            advanced: [0; 2],
            long_diagonal: 0,
            left: 0,
            edge: board.side_squares().0,
        };
        for (k, sq) in board.squares().enumerate() {
            let c = board.coord_unchecked(sq);
            let bit = sq.index() as usize;
            for color in [Color::White, Color::Black] {
                let s = side(color);
                let (index, row) = match color {
                    Color::White => (n - 1 - k as u8, c.rank),
                    Color::Black => (k as u8, w - 1 - c.rank),
                };
                g.own_index[s][bit] = index;
                g.rows_left[s][bit] = w - 1 - row;
                if 2 * row >= w {
                    g.advanced[s] |= 1 << bit;
                }
                // An enemy man at k rows ahead (k >= -1) and more than k + 2 files away can
                // never come next to this man as both run: each half-move closes at most one
                // row and one file.
                for other in board.squares() {
                    let (ahead, files) = ahead_of(board, color, sq, other);
                    if ahead >= -1 && files <= ahead + 2 && other != sq {
                        g.cone[s][bit] |= 1 << other.index();
                    }
                    if ahead >= -1 && files <= ahead.max(1) && other != sq {
                        g.lane[s][bit] |= 1 << other.index();
                    }
                }
            }
            for color in [Color::White, Color::Black] {
                g.fill_watched(board, sq, color);
            }
            if c.file == c.rank {
                g.long_diagonal |= 1 << bit;
            }
            if 2 * c.file < w {
                g.left |= 1 << bit;
            }
        }
        g
    }

    /// Fills `steps` and `watched` for a man of `color` on `sq`.
    fn fill_watched(&mut self, board: BoardSize, sq: Square, color: Color) {
        let s = side(color);
        let bit = sq.index() as usize;
        let around = |bits: u64| {
            Direction::ALL
                .iter()
                .fold(0, |near, &dir| near | board.shift(bits, dir))
        };
        let (left, right) = match color {
            Color::White => (Direction::UpLeft, Direction::UpRight),
            Color::Black => (Direction::DownLeft, Direction::DownRight),
        };
        for (step, dir) in [left, right].into_iter().enumerate() {
            let next = board.shift(1 << bit, dir);
            if next == 0 {
                continue;
            }
            self.steps[s][bit][step] = Some(next.trailing_zeros() as u8);
            let near = around(1 << bit) | next | around(next);
            for moves in 0..=MOST_MOVES {
                for from in board.squares() {
                    // An enemy man moves towards this side's back row, a row a move, and may
                    // also wait while other pieces move.
                    let reaches = Bitboard(near).squares().any(|target| {
                        let (rows, files) = ahead_of(board, color, target, from);
                        rows >= 0 && rows as usize <= moves && files <= rows
                    });
                    if reaches {
                        self.watched[s][bit][step][moves] |= 1 << from.index();
                    }
                }
            }
        }
    }

    fn of(board: BoardSize) -> &'static Geometry {
        static EIGHT: OnceLock<Geometry> = OnceLock::new();
        static TEN: OnceLock<Geometry> = OnceLock::new();
        match board {
            BoardSize::Eight => EIGHT.get_or_init(|| Geometry::new(board)),
            BoardSize::Ten => TEN.get_or_init(|| Geometry::new(board)),
        }
    }
}

/// Counts `color`'s patterns in `pos`, calling `add(pattern, count)` for each one present.
#[inline]
pub fn side_features(pos: &Position, color: Color, mut add: impl FnMut(usize, i32)) {
    let board = pos.board();
    let g = Geometry::of(board);
    let s = side(color);
    let named = board.square_count() as usize;
    let own = pos.pieces(color).0;
    let men = pos.men(color).0;
    let kings = pos.kings_of(color).0;
    let them = color.opponent();
    let their_men = pos.men(them).0;
    let their_pieces = pos.pieces(them).0;
    let empty = board.mask().0 & !(own | their_pieces);
    let (ahead_left, ahead_right) = match color {
        Color::White => (Direction::UpLeft, Direction::UpRight),
        Color::Black => (Direction::DownLeft, Direction::DownRight),
    };
    let (back_left, back_right) = (ahead_right.opposite(), ahead_left.opposite());
    let shift = |bits: u64, dir| board.shift(bits, dir);

    let man_count = men.count_ones() as i32;
    let king_count = kings.count_ones() as i32;
    add(named, man_count);
    if king_count > 0 {
        add(named + 1, king_count);
        add(named + 2, 1);
    }
    let their_kings = their_pieces & !their_men != 0;
    let mut runaways = 0;
    let mut rows_left = 0;
    let (mut free, mut free_rows_left) = (0, 0);
    // The enemy moves before the first step when it is its turn.
    let waits = usize::from(pos.turn() != color);
    for sq in Bitboard(men).squares() {
        let bit = sq.index() as usize;
        add(g.own_index[s][bit] as usize, 1);
        if their_kings {
            continue;
        }
        // Past the middle, a man whose lane is clear may still have a way no enemy man can
        // reach in time (the way search stays short there); else it is only free.
        let free_lane = g.advanced[s] & (1 << bit) != 0 && g.lane[s][bit] & their_men == 0;
        if g.cone[s][bit] & their_men == 0
            || free_lane && clear_way(g, s, bit, waits, !empty, their_men)
        {
            runaways += 1;
            rows_left += i32::from(g.rows_left[s][bit]);
        } else if free_lane {
            free += 1;
            free_rows_left += i32::from(g.rows_left[s][bit]);
        }
    }
    if runaways > 0 {
        add(named + 5, runaways);
        add(named + 6, rows_left);
    }
    if free > 0 {
        add(named + 14, free);
        add(named + 15, free_rows_left);
    }
    if kings != 0 {
        let flying = pos.variant().rules().flying_kings;
        let mut mobility = 0;
        for dir in Direction::ALL {
            let mut front = shift(kings, dir) & empty;
            while front != 0 {
                mobility += front.count_ones() as i32;
                if !flying {
                    break;
                }
                front = shift(front, dir) & empty;
            }
        }
        add(named + 3, mobility);
        add(named + 4, (kings & g.long_diagonal).count_ones() as i32);
    }
    // A man can step to the left when the square ahead-left of it is empty.
    let steps_left = men & shift(empty, back_right);
    let steps_right = men & shift(empty, back_left);
    add(
        named + 7,
        (steps_left.count_ones() + steps_right.count_ones()) as i32,
    );
    add(
        named + 8,
        (men & !(steps_left | steps_right)).count_ones() as i32,
    );
    // Rear neighbours: the square behind-left of a man holds one of ours when the man stands
    // ahead-right of one of ours.
    let covered_left = shift(own, ahead_right);
    let covered_right = shift(own, ahead_left);
    let advanced = men & g.advanced[s];
    add(
        named + 9,
        (advanced & covered_left & covered_right).count_ones() as i32,
    );
    add(
        named + 10,
        (advanced & !g.edge & !(covered_left | covered_right)).count_ones() as i32,
    );
    let facing = shift(their_men, back_left) | shift(their_men, back_right);
    add(named + 11, (men & facing).count_ones() as i32);
    let left = (men & g.left).count_ones() as i32;
    add(named + 12, (2 * left - man_count).abs());
    if pos.turn() == color {
        add(named + 13, 1);
    }
}

/// How many rows `to` is ahead of `from` for a man of `color`, and how many files apart.
fn ahead_of(board: BoardSize, color: Color, from: Square, to: Square) -> (i32, i32) {
    let (f, t) = (board.coord_unchecked(from), board.coord_unchecked(to));
    let rows = match color {
        Color::White => i32::from(t.rank) - i32::from(f.rank),
        Color::Black => i32::from(f.rank) - i32::from(t.rank),
    };
    (rows, (i32::from(t.file) - i32::from(f.file)).abs())
}

/// Whether a man of side `s` on `bit` has a way to the crowning row over empty squares on
/// which no enemy man can come near it in time, the enemy having made `moves` moves before
/// its next step.
fn clear_way(
    g: &Geometry,
    s: usize,
    bit: usize,
    moves: usize,
    occupied: u64,
    their_men: u64,
) -> bool {
    if g.rows_left[s][bit] == 0 {
        return true;
    }
    (0..2).any(|step| {
        g.steps[s][bit][step].is_some_and(|next| {
            occupied & (1 << next) == 0
                && g.watched[s][bit][step][moves] & their_men == 0
                && clear_way(g, s, next as usize, moves + 1, occupied, their_men)
        })
    })
}

/// How far the game has come: the pieces on the board out of the most there can be (24 or
/// 40), as the opening weight's share; the ending weight gets the rest.
pub fn phase(pos: &Position) -> (i32, i32) {
    let all = 2 * pos.variant().rules().max_pieces() as i32;
    let on_board = (pos.pieces(Color::White).0 | pos.pieces(Color::Black).0).count_ones() as i32;
    (on_board.min(all), all)
}
