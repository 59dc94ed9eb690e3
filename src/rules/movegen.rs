//! Legal move generation for all variants.
//!
//! The generator is written once and compiled for each variant's [`RuleSet`], so rule
//! switches cost nothing at run time. Moves are handed to a [`Sink`]: a list of compact
//! [`Move`]s for play and search, or of [`MovePath`]s when the route matters.
//!
//! Capture rules implemented here: captures are compulsory; a capture goes on while it can;
//! captured pieces stay on the board until the move ends (Turkish strike), so they block and
//! cannot be jumped twice, while an empty square may be crossed again; a flying king must land
//! where the capture can go on if any landing square allows it; promotion follows
//! [`Promotion`]; under the majority rule only the captures taking the most pieces remain.

use std::marker::PhantomData;

use super::bitboard::Bitboard;
use super::geometry::{BoardSize, Direction, Square};
use super::moves::{Move, MovePath};
use super::piece::Color;
use super::position::Position;
use super::variant::{Promotion, RuleSet, Variant};

/// Longest possible capture: every piece of a full 10x10 side.
const MAX_CAPTURES: usize = 20;

/// Receives generated moves.
pub(crate) trait Sink {
    /// Forgets every move received so far (a longer capture was found under the majority rule).
    fn clear(&mut self);
    /// A quiet move.
    fn quiet(&mut self, from: Square, to: Square, promotes: bool);
    /// A complete capture: `path` holds the landing squares in order.
    fn capture(&mut self, from: Square, path: &[Square], captured: Bitboard, promotes: bool);
}

/// Routes with fewer captured pieces can never repeat another move (see `dedup_needed`).
#[inline]
fn dedup_needed(captured: Bitboard) -> bool {
    // Two different routes with the same start, end and captured set need at least three
    // captures: with one or two, the captured pieces fix the route (straight continuations
    // are generated once, from the first landing square).
    captured.count() >= 3
}

impl Sink for Vec<Move> {
    fn clear(&mut self) {
        Vec::clear(self);
    }

    #[inline]
    fn quiet(&mut self, from: Square, to: Square, promotes: bool) {
        self.push(Move {
            from,
            to,
            captured: Bitboard::EMPTY,
            promotes,
        });
    }

    #[inline]
    fn capture(&mut self, from: Square, path: &[Square], captured: Bitboard, promotes: bool) {
        let mv = Move {
            from,
            to: path[path.len() - 1],
            captured,
            promotes,
        };
        if !(dedup_needed(captured) && self.contains(&mv)) {
            self.push(mv);
        }
    }
}

impl Sink for Vec<MovePath> {
    fn clear(&mut self) {
        Vec::clear(self);
    }

    fn quiet(&mut self, from: Square, to: Square, promotes: bool) {
        self.push(MovePath {
            mv: Move {
                from,
                to,
                captured: Bitboard::EMPTY,
                promotes,
            },
            landings: vec![to],
        });
    }

    fn capture(&mut self, from: Square, path: &[Square], captured: Bitboard, promotes: bool) {
        let mv = Move {
            from,
            to: path[path.len() - 1],
            captured,
            promotes,
        };
        if !(dedup_needed(captured) && self.iter().any(|p| p.mv == mv)) {
            self.push(MovePath {
                mv,
                landings: path.to_vec(),
            });
        }
    }
}

/// Every route of every move, without merging routes of the same move.
pub(crate) struct AllRoutes(pub Vec<MovePath>);

impl Sink for AllRoutes {
    fn clear(&mut self) {
        self.0.clear();
    }

    fn quiet(&mut self, from: Square, to: Square, promotes: bool) {
        self.0.quiet(from, to, promotes);
    }

    fn capture(&mut self, from: Square, path: &[Square], captured: Bitboard, promotes: bool) {
        self.0.push(MovePath {
            mv: Move {
                from,
                to: path[path.len() - 1],
                captured,
                promotes,
            },
            landings: path.to_vec(),
        });
    }
}

/// A variant's rules as compile-time constants.
pub(crate) trait Rules {
    const SET: RuleSet;
}

macro_rules! rules_type {
    ($name:ident, $set:expr) => {
        pub(crate) struct $name;
        impl Rules for $name {
            const SET: RuleSet = $set;
        }
    };
}
rules_type!(RussianRules, RuleSet::RUSSIAN);
rules_type!(BrazilianRules, RuleSet::BRAZILIAN);
rules_type!(InternationalRules, RuleSet::INTERNATIONAL);
rules_type!(EnglishRules, RuleSet::ENGLISH);

/// Calls `$f::<R>($args)` with `R` the rules type of `$variant`.
macro_rules! for_variant {
    ($variant:expr, $f:ident $(<$($g:ty),*>)? ( $($arg:expr),* )) => {
        match $variant {
            Variant::Russian | Variant::Giveaway => $f::<RussianRules $($(, $g)*)?>($($arg),*),
            Variant::Brazilian => $f::<BrazilianRules $($(, $g)*)?>($($arg),*),
            Variant::International | Variant::GiveawayInternational => {
                $f::<InternationalRules $($(, $g)*)?>($($arg),*)
            }
            Variant::English => $f::<EnglishRules $($(, $g)*)?>($($arg),*),
        }
    };
}

/// Generates every legal move of `pos` into `sink`.
pub(crate) fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    fn run<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
        if !captures::<R, S>(pos, sink) {
            quiet_moves::<R, S>(pos, sink);
        }
    }
    for_variant!(pos.variant(), run<S>(pos, sink));
}

/// Counts the legal moves of `pos`, using `scratch` for captures; quiet moves are counted
/// without listing them.
pub(crate) fn count(pos: &Position, scratch: &mut Vec<Move>) -> usize {
    fn run<R: Rules>(pos: &Position, scratch: &mut Vec<Move>) -> usize {
        scratch.clear();
        if captures::<R, _>(pos, scratch) {
            scratch.len()
        } else {
            count_quiet::<R>(pos)
        }
    }
    for_variant!(pos.variant(), run(pos, scratch))
}

/// Whether the side to move has a capture.
pub(crate) fn has_capture(pos: &Position) -> bool {
    fn run<R: Rules>(pos: &Position) -> bool {
        captures::<R, _>(pos, &mut NoSink)
    }
    for_variant!(pos.variant(), run(pos))
}

/// A variant's rules with the majority rule switched off: any complete capture may be chosen.
struct AnyCapture<R>(PhantomData<R>);

impl<R: Rules> Rules for AnyCapture<R> {
    const SET: RuleSet = RuleSet {
        majority_capture: false,
        ..R::SET
    };
}

/// Generates every capture the side to move could complete if it might choose any (the
/// majority rule aside) into `sink`.
pub(crate) fn any_capture<S: Sink>(pos: &Position, sink: &mut S) {
    fn run<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
        captures::<AnyCapture<R>, S>(pos, sink);
    }
    for_variant!(pos.variant(), run<S>(pos, sink));
}

/// Generates every quiet move of the side to move into `sink`, as if no capture were
/// compulsory.
pub(crate) fn any_quiet<S: Sink>(pos: &Position, sink: &mut S) {
    fn run<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
        quiet_moves::<R, S>(pos, sink);
    }
    for_variant!(pos.variant(), run<S>(pos, sink));
}

/// A sink that keeps nothing (for "is there a capture?").
struct NoSink;

impl Sink for NoSink {
    fn clear(&mut self) {}
    fn quiet(&mut self, _: Square, _: Square, _: bool) {}
    fn capture(&mut self, _: Square, _: &[Square], _: Bitboard, _: bool) {}
}

#[inline]
fn lowest(bits: u64) -> Square {
    Square::from_index(bits.trailing_zeros() as u8)
}

/// Directions in which a man of `color` moves.
const fn forward(color: Color) -> [Direction; 2] {
    match color {
        Color::White => [Direction::UpLeft, Direction::UpRight],
        Color::Black => [Direction::DownLeft, Direction::DownRight],
    }
}

/// State of one capture search.
struct Captures<'s, R: Rules, S: Sink> {
    /// Opposing pieces (captured ones stay here until the move ends).
    them: u64,
    /// Empty squares, including the square the capturing piece left.
    empty: u64,
    /// Where the man of the side to move is crowned.
    crown: u64,
    /// Directions in which a man may capture.
    man_dirs: &'static [Direction],
    /// Square the capturing piece started from.
    from: Square,
    /// Landing squares of the route being explored.
    path: [Square; MAX_CAPTURES],
    /// Majority rule: most pieces taken by a capture found so far.
    best: u32,
    /// A capture was found.
    found: bool,
    sink: &'s mut S,
    rules: PhantomData<R>,
}

const ALL_DIRS: [Direction; 4] = Direction::ALL;
const WHITE_FORWARD: [Direction; 2] = forward(Color::White);
const BLACK_FORWARD: [Direction; 2] = forward(Color::Black);

impl<R: Rules, S: Sink> Captures<'_, R, S> {
    const BOARD: BoardSize = R::SET.board;

    #[inline]
    fn shift(bits: u64, dir: Direction) -> u64 {
        Self::BOARD.shift(bits, dir)
    }

    fn emit(&mut self, len: usize, captured: u64, promotes: bool) {
        let count = captured.count_ones();
        if R::SET.majority_capture {
            if count < self.best {
                return;
            }
            if count > self.best {
                self.sink.clear();
                self.best = count;
            }
        }
        self.found = true;
        self.sink
            .capture(self.from, &self.path[..len], Bitboard(captured), promotes);
    }

    /// Jumps of a man (or a short-range king) standing on `cur`; returns whether any exists.
    fn short_jumps(&mut self, cur: u64, captured: u64, n: usize, king: bool) -> bool {
        let dirs: &[Direction] = if king { &ALL_DIRS } else { self.man_dirs };
        let mut any = false;
        for &d in dirs {
            let jumped = Self::shift(cur, d) & self.them & !captured;
            if jumped == 0 {
                continue;
            }
            let land = Self::shift(jumped, d) & self.empty;
            if land == 0 {
                continue;
            }
            any = true;
            let captured = captured | jumped;
            self.path[n] = lowest(land);
            let crowned = !king && land & self.crown != 0;
            if crowned {
                match R::SET.promotion {
                    Promotion::EndsMove => {
                        self.emit(n + 1, captured, true);
                        continue;
                    }
                    Promotion::ContinuesAsKing => {
                        if !self.king_jumps_from(land, captured, n + 1, true) {
                            self.emit(n + 1, captured, true);
                        }
                        continue;
                    }
                    Promotion::OnlyAtEnd => {}
                }
            }
            if !self.short_jumps(land, captured, n + 1, king) {
                self.emit(n + 1, captured, crowned);
            }
        }
        any
    }

    /// Flying-king captures from `cur` in every direction.
    fn king_jumps_from(&mut self, cur: u64, captured: u64, n: usize, promoted: bool) -> bool {
        let mut any = false;
        for d in Direction::ALL {
            any |= self.king_jumps(cur, d, captured, n, promoted);
        }
        any
    }

    /// Flying-king captures from `cur` whose first jump goes in `dir`.
    fn king_jumps(
        &mut self,
        cur: u64,
        dir: Direction,
        captured: u64,
        n: usize,
        promoted: bool,
    ) -> bool {
        let mut x = Self::shift(cur, dir);
        while x & self.empty != 0 {
            x = Self::shift(x, dir);
        }
        let jumped = x & self.them & !captured;
        if jumped == 0 {
            return false;
        }
        let first = Self::shift(jumped, dir) & self.empty;
        if first == 0 {
            return false;
        }
        let captured = captured | jumped;
        let [side_a, side_b] = dir.perpendicular();
        // Landing rule: stop only where the capture can go on, if any landing allows it.
        let mut goes_on = false;
        let mut land = first;
        while land != 0 {
            self.path[n] = lowest(land);
            goes_on |= self.king_jumps(land, side_a, captured, n + 1, promoted);
            goes_on |= self.king_jumps(land, side_b, captured, n + 1, promoted);
            land = Self::shift(land, dir) & self.empty;
        }
        // Going straight on is the same move from every landing square: explore it once.
        self.path[n] = lowest(first);
        goes_on |= self.king_jumps(first, dir, captured, n + 1, promoted);
        if !goes_on {
            let mut land = first;
            while land != 0 {
                self.path[n] = lowest(land);
                self.emit(n + 1, captured, promoted);
                land = Self::shift(land, dir) & self.empty;
            }
        }
        true
    }
}

/// Generates every capture of the side to move; returns whether there is one.
fn captures<R: Rules, S: Sink>(pos: &Position, sink: &mut S) -> bool {
    let board = R::SET.board;
    let color = pos.turn();
    let us = pos.pieces(color).0;
    let them = pos.pieces(color.opponent()).0;
    let kings = pos.kings().0 & us;
    let men = us & !kings;
    let empty = board.mask().0 & !(us | them);
    let man_dirs: &'static [Direction] = match (R::SET.men_capture_backward, color) {
        (true, _) => &ALL_DIRS,
        (false, Color::White) => &WHITE_FORWARD,
        (false, Color::Black) => &BLACK_FORWARD,
    };
    // Men with an enemy next to them and an empty square behind it.
    let mut jumping_men = 0;
    for &d in man_dirs {
        let back = d.opposite();
        jumping_men |= board.shift(board.shift(empty, back) & them, back) & men;
    }
    let mut search = Captures::<R, S> {
        them,
        empty,
        crown: board.crowning_row(color).0,
        man_dirs,
        from: Square::from_index(0),
        path: [Square::from_index(0); MAX_CAPTURES],
        best: 0,
        found: false,
        sink,
        rules: PhantomData,
    };
    let mut bits = jumping_men;
    while bits != 0 {
        let from = bits & bits.wrapping_neg();
        bits ^= from;
        search.from = lowest(from);
        search.empty = empty | from;
        search.short_jumps(from, 0, 0, false);
    }
    let mut bits = kings;
    while bits != 0 {
        let from = bits & bits.wrapping_neg();
        bits ^= from;
        search.from = lowest(from);
        search.empty = empty | from;
        if R::SET.flying_kings {
            search.king_jumps_from(from, 0, 0, false);
        } else {
            search.short_jumps(from, 0, 0, true);
        }
    }
    search.found
}

/// Generates every quiet move of the side to move.
fn quiet_moves<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
    let board = R::SET.board;
    let color = pos.turn();
    let us = pos.pieces(color).0;
    let kings = pos.kings().0 & us;
    let men = us & !kings;
    let empty = board.mask().0 & !pos.occupied().0;
    let crown = board.crowning_row(color).0;
    for d in forward(color) {
        let mut targets = board.shift(men, d) & empty;
        while targets != 0 {
            let to = targets & targets.wrapping_neg();
            targets ^= to;
            let from = board.shift(to, d.opposite());
            sink.quiet(lowest(from), lowest(to), to & crown != 0);
        }
    }
    if R::SET.flying_kings {
        let mut bits = kings;
        while bits != 0 {
            let from = bits & bits.wrapping_neg();
            bits ^= from;
            for d in Direction::ALL {
                let mut to = board.shift(from, d) & empty;
                while to != 0 {
                    sink.quiet(lowest(from), lowest(to), false);
                    to = board.shift(to, d) & empty;
                }
            }
        }
    } else {
        for d in Direction::ALL {
            let mut targets = board.shift(kings, d) & empty;
            while targets != 0 {
                let to = targets & targets.wrapping_neg();
                targets ^= to;
                sink.quiet(lowest(board.shift(to, d.opposite())), lowest(to), false);
            }
        }
    }
}

/// Counts the quiet moves of the side to move without listing them.
fn count_quiet<R: Rules>(pos: &Position) -> usize {
    let board = R::SET.board;
    let color = pos.turn();
    let us = pos.pieces(color).0;
    let kings = pos.kings().0 & us;
    let men = us & !kings;
    let empty = board.mask().0 & !pos.occupied().0;
    let mut total = 0;
    for d in forward(color) {
        total += (board.shift(men, d) & empty).count_ones();
    }
    if R::SET.flying_kings {
        for d in Direction::ALL {
            // Slide all kings at once: each round adds the squares one step further.
            let mut front = board.shift(kings, d) & empty;
            while front != 0 {
                total += front.count_ones();
                front = board.shift(front, d) & empty;
            }
        }
    } else {
        for d in Direction::ALL {
            total += (board.shift(kings, d) & empty).count_ones();
        }
    }
    total as usize
}
