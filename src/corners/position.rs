//! The position: where the pieces stand, who moves, how many moves were made; the legal
//! moves, FEN text, perft, and reading a typed move.

use std::fmt::Write as _;

use super::cell::{Cell, CornersMove};
use super::game::{CornersEnd, CornersOutcome};
use crate::rules::Color;

/// Squares of the a file.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Squares of the h file.
const FILE_H: u64 = FILE_A << 7;
/// White's starting corner, a1-c3.
const WHITE_HOME: u64 = 0x07_0707;
/// Black's starting corner, f6-h8.
const BLACK_HOME: u64 = 0xE0_E0E0 << 40;
/// Pieces each side has.
pub(super) const PIECES: u32 = 9;
/// Plies (moves of both sides) after which a piece left in its own starting corner loses.
pub(super) const HOME_RULE_PLIES: u32 = 80;

fn north(b: u64) -> u64 {
    b << 8
}
fn south(b: u64) -> u64 {
    b >> 8
}
fn west(b: u64) -> u64 {
    (b & !FILE_A) >> 1
}
fn east(b: u64) -> u64 {
    (b & !FILE_H) << 1
}

/// The four directions, in the order moves are listed.
const DIRECTIONS: [fn(u64) -> u64; 4] = [north, south, west, east];

/// Every square one jump away from some square of `frontier` over a piece of `occupied`.
fn jumps(frontier: u64, occupied: u64) -> u64 {
    DIRECTIONS
        .iter()
        .fold(0, |acc, d| acc | (d(d(frontier) & occupied) & !occupied))
}

/// The squares of a mask, lowest first.
pub(super) fn cells(mut mask: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let cell = Cell::from_index(mask.trailing_zeros());
            mask &= mask - 1;
            cell
        })
    })
}

/// A Corners position: the two sides' pieces, the side to move and the moves made so far.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CornersPosition {
    white: u64,
    black: u64,
    turn: Color,
    plies: u32,
}

impl CornersPosition {
    /// The starting position: White on a1-c3, Black on f6-h8, White to move.
    pub fn start() -> CornersPosition {
        CornersPosition {
            white: WHITE_HOME,
            black: BLACK_HOME,
            turn: Color::White,
            plies: 0,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Moves made so far by both sides (for the 40-move rule).
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// The pieces of `color` as a mask.
    pub(super) fn bits(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Every occupied square.
    fn occupied(&self) -> u64 {
        self.white | self.black
    }

    /// Whose piece stands on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<Color> {
        if self.white & cell.bit() != 0 {
            Some(Color::White)
        } else if self.black & cell.bit() != 0 {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The squares of `color`'s pieces, a1 first, then along the rank, rank by rank.
    pub fn pieces(&self, color: Color) -> Vec<Cell> {
        cells(self.bits(color)).collect()
    }

    /// `color`'s starting corner as a mask (a1-c3 for White, f6-h8 for Black).
    pub fn home(color: Color) -> u64 {
        match color {
            Color::White => WHITE_HOME,
            Color::Black => BLACK_HOME,
        }
    }

    /// The corner `color` must fill: the opponent's starting corner.
    pub fn goal(color: Color) -> u64 {
        CornersPosition::home(color.opponent())
    }

    /// How many of `color`'s pieces stand in its goal.
    pub fn in_goal(&self, color: Color) -> u32 {
        (self.bits(color) & CornersPosition::goal(color)).count_ones()
    }

    /// How many of `color`'s pieces are still in its own starting corner.
    pub fn at_home(&self, color: Color) -> u32 {
        (self.bits(color) & CornersPosition::home(color)).count_ones()
    }

    /// Every square the piece on `from` can end a move on (steps and jump chains).
    pub(super) fn targets(&self, from: Cell) -> u64 {
        let occupied = self.occupied() & !from.bit();
        let steps = DIRECTIONS
            .iter()
            .fold(0, |acc, d| acc | (d(from.bit()) & !occupied));
        let mut reached = from.bit();
        let mut frontier = from.bit();
        loop {
            let new = jumps(frontier, occupied) & !reached;
            if new == 0 {
                break;
            }
            reached |= new;
            frontier = new;
        }
        steps | (reached & !from.bit())
    }

    /// Whether the side to move has a legal move.
    pub(super) fn has_moves(&self) -> bool {
        cells(self.bits(self.turn)).any(|from| self.targets(from) != 0)
    }

    /// The legal moves, each (from, to) once, in a fixed order: piece by piece (a1 first, then
    /// along the rank), its steps (up, down, left, right), then its jump chains in the order a
    /// breadth-first search finds them; each chain is the first found, one with fewest jumps.
    pub fn legal_moves(&self) -> Vec<CornersMove> {
        let mut moves = Vec::new();
        for from in cells(self.bits(self.turn)) {
            let occupied = self.occupied() & !from.bit();
            for d in DIRECTIONS {
                let to = d(from.bit()) & !occupied;
                if to != 0 {
                    moves.push(CornersMove::new(vec![
                        from,
                        Cell::from_index(to.trailing_zeros()),
                    ]));
                }
            }
            let mut parent = [0u8; 64];
            let mut reached = from.bit();
            let mut queue = vec![from];
            let mut next = 0;
            while let Some(&square) = queue.get(next) {
                next += 1;
                for d in DIRECTIONS {
                    let land = d(d(square.bit()) & occupied) & !occupied & !reached;
                    if land == 0 {
                        continue;
                    }
                    let to = Cell::from_index(land.trailing_zeros());
                    reached |= land;
                    parent[to.index()] = square.index() as u8;
                    queue.push(to);
                    let mut path = vec![to];
                    let mut at = to;
                    while at != from {
                        at = Cell::from_index(u32::from(parent[at.index()]));
                        path.push(at);
                    }
                    path.reverse();
                    moves.push(CornersMove::new(path));
                }
            }
        }
        moves
    }

    /// The position after the piece on `from` moves to `to` (assumed legal).
    pub(super) fn play_squares(&self, from: Cell, to: Cell) -> CornersPosition {
        let change = from.bit() | to.bit();
        let mut next = *self;
        match self.turn {
            Color::White => next.white ^= change,
            Color::Black => next.black ^= change,
        }
        next.turn = self.turn.opponent();
        next.plies += 1;
        next
    }

    /// The position after `mv` (assumed legal): the piece moves, the turn passes, plies + 1.
    #[must_use]
    pub fn play(&self, mv: &CornersMove) -> CornersPosition {
        self.play_squares(mv.from(), mv.to())
    }

    /// How the game ends in this position by the rules that need no history (a filled goal,
    /// the 40-move rule, no legal move); `None` while it goes on.
    pub(super) fn end(&self) -> Option<CornersOutcome> {
        let mover = self.turn.opponent();
        for side in [mover, self.turn] {
            let goal = CornersPosition::goal(side);
            if self.bits(side) & goal == goal {
                return Some(CornersOutcome {
                    winner: Some(side),
                    end: CornersEnd::Filled,
                });
            }
        }
        if self.plies >= HOME_RULE_PLIES {
            let white = self.at_home(Color::White) > 0;
            let black = self.at_home(Color::Black) > 0;
            match (white, black) {
                (true, true) => {
                    return Some(CornersOutcome {
                        winner: None,
                        end: CornersEnd::BothStayedHome,
                    });
                }
                (true, false) | (false, true) => {
                    return Some(CornersOutcome {
                        winner: Some(if white { Color::Black } else { Color::White }),
                        end: CornersEnd::StayedHome,
                    });
                }
                (false, false) => {}
            }
        }
        (!self.has_moves()).then_some(CornersOutcome {
            winner: Some(mover),
            end: CornersEnd::NoMoves,
        })
    }

    /// The position as text: "W:Wa1,b1,...:Bf6,..." (side to move, White's pieces, Black's),
    /// the shape of a draughts PDN FEN, with `:P<plies>` added when moves were made.
    pub fn to_fen(&self) -> String {
        let list = |color| {
            let names: Vec<String> = self.pieces(color).iter().map(|c| c.name()).collect();
            names.join(",")
        };
        let turn = match self.turn {
            Color::White => 'W',
            Color::Black => 'B',
        };
        let mut fen = format!("{turn}:W{}:B{}", list(Color::White), list(Color::Black));
        if self.plies > 0 {
            let _ = write!(fen, ":P{}", self.plies);
        }
        fen
    }

    /// Reads a position written by [`CornersPosition::to_fen`]; each side must have nine
    /// pieces. The error says what is wrong and where.
    pub fn from_fen(text: &str) -> Result<CornersPosition, CornersFenError> {
        let text = text.trim();
        let mut fields = text.split(':');
        let turn = match fields.next().map(str::trim) {
            Some("W" | "w") => Color::White,
            Some("B" | "b") => Color::Black,
            other => return Err(CornersFenError::Turn(other.unwrap_or("").to_string())),
        };
        let mut sides: [Option<u64>; 2] = [None, None];
        let mut plies = None;
        for field in fields {
            let field = field.trim();
            let (kind, rest) = field.split_at(field.chars().next().map_or(0, char::len_utf8));
            let (slot, side) = match kind {
                "W" | "w" => (0, Color::White),
                "B" | "b" => (1, Color::Black),
                "P" | "p" => {
                    if plies.is_some() {
                        return Err(CornersFenError::PliesTwice);
                    }
                    let n = rest
                        .trim()
                        .parse::<u32>()
                        .map_err(|_| CornersFenError::Plies(rest.to_string()))?;
                    plies = Some(n);
                    continue;
                }
                _ => return Err(CornersFenError::Field(field.to_string())),
            };
            if sides[slot].is_some() {
                return Err(CornersFenError::ListedTwice(side));
            }
            let mut mask = 0u64;
            for word in rest.split(',').map(str::trim).filter(|w| !w.is_empty()) {
                let cell = Cell::parse(word).ok_or_else(|| CornersFenError::NotASquare {
                    side,
                    word: word.to_string(),
                })?;
                if mask & cell.bit() != 0 {
                    return Err(CornersFenError::SquareTwice { side, cell });
                }
                mask |= cell.bit();
            }
            sides[slot] = Some(mask);
        }
        let [Some(white), Some(black)] = sides else {
            let missing = if sides[0].is_none() {
                Color::White
            } else {
                Color::Black
            };
            return Err(CornersFenError::Missing(missing));
        };
        if let Some(cell) = cells(white & black).next() {
            return Err(CornersFenError::BothSides(cell));
        }
        for (mask, side) in [(white, Color::White), (black, Color::Black)] {
            let count = mask.count_ones();
            if count != PIECES {
                return Err(CornersFenError::Count { side, count });
            }
        }
        Ok(CornersPosition {
            white,
            black,
            turn,
            plies: plies.unwrap_or(0),
        })
    }
}

/// Counts the legal move sequences `depth` plies deep (each distinct (from, to) one move),
/// whether or not the game has ended on the way.
pub fn perft(pos: &CornersPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for from in cells(pos.bits(pos.turn)) {
        let targets = pos.targets(from);
        if depth == 1 {
            total += u64::from(targets.count_ones());
        } else {
            for to in cells(targets) {
                total += perft(&pos.play_squares(from, to), depth - 1);
            }
        }
    }
    total
}

/// What is wrong with a typed move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CornersMoveError {
    /// This piece of the text is no square name.
    NotASquare(String),
    /// No piece stands on the first square.
    NoOwnPiece(Cell),
    /// The first square holds the opponent's piece.
    OpponentsPiece(Cell),
    /// The last square is taken.
    Occupied(Cell),
    /// The piece cannot go there in one move (or not by the route typed).
    NotReachable {
        /// The piece's square.
        from: Cell,
        /// Where it was to go.
        to: Cell,
    },
    /// Only one square was typed.
    Incomplete,
    /// Nothing was typed.
    Empty,
}

impl std::error::Error for CornersMoveError {}

/// Why a text is no corners position (its words, and its `Display` in English, come from
/// `crate::i18n::corners`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CornersFenError {
    /// The side to move is not `W` or `B`; holds what stood there.
    Turn(String),
    /// The move count `P` is given twice.
    PliesTwice,
    /// The move count is not a number; holds what follows `P`.
    Plies(String),
    /// A field is neither a list of pieces nor a move count; holds it.
    Field(String),
    /// A side's pieces are listed twice.
    ListedTwice(Color),
    /// A word among a side's pieces is not a square.
    NotASquare {
        /// The side whose list it is in.
        side: Color,
        /// The word.
        word: String,
    },
    /// A square is listed twice among a side's pieces.
    SquareTwice {
        /// The side whose list it is in.
        side: Color,
        /// The square.
        cell: Cell,
    },
    /// A side's pieces are missing.
    Missing(Color),
    /// A square holds a piece of both sides.
    BothSides(Cell),
    /// A side has not nine pieces.
    Count {
        /// The side.
        side: Color,
        /// How many it has.
        count: u32,
    },
}

impl std::error::Error for CornersFenError {}

/// Reads a typed move: "c3-d3", "c3 d3", "c3d3", "a2-a4-c4" (a full chain), ':' accepted for
/// '-'; a chain given only by its ends is accepted. The move returned is the one in
/// [`CornersPosition::legal_moves`] (its route the shortest), even when a longer route was typed.
pub fn parse_move(pos: &CornersPosition, text: &str) -> Result<CornersMove, CornersMoveError> {
    let mut squares = Vec::new();
    for word in text
        .split(|c: char| c == '-' || c == ':' || c.is_whitespace())
        .filter(|w| !w.is_empty())
    {
        let chars: Vec<char> = word.chars().collect();
        if chars.len() < 2 || !chars.len().is_multiple_of(2) {
            return Err(CornersMoveError::NotASquare(word.to_string()));
        }
        for pair in chars.chunks(2) {
            let name: String = pair.iter().collect();
            squares.push(Cell::parse(&name).ok_or(CornersMoveError::NotASquare(name))?);
        }
    }
    let (&from, &to) = match squares.as_slice() {
        [] => return Err(CornersMoveError::Empty),
        [_] => return Err(CornersMoveError::Incomplete),
        [first, .., last] => (first, last),
    };
    match pos.piece_at(from) {
        None => return Err(CornersMoveError::NoOwnPiece(from)),
        Some(color) if color != pos.turn() => return Err(CornersMoveError::OpponentsPiece(from)),
        Some(_) => {}
    }
    if to != from && pos.piece_at(to).is_some() {
        return Err(CornersMoveError::Occupied(to));
    }
    let unreachable = CornersMoveError::NotReachable { from, to };
    let mv = move_between(pos, from, to).ok_or(unreachable.clone())?;
    if squares.len() > 2 && !route_is_legal(pos, &squares) {
        return Err(unreachable);
    }
    Ok(mv)
}

/// Whether `route` (three squares or more) is a chain of jumps of the side to move's piece
/// on its first square, never landing twice on a square nor on the start.
fn route_is_legal(pos: &CornersPosition, route: &[Cell]) -> bool {
    let occupied = pos.occupied() & !route[0].bit();
    let mut visited = route[0].bit();
    route.windows(2).all(|pair| {
        let landed = jumps(pair[0].bit(), occupied) & pair[1].bit() & !visited != 0;
        visited |= pair[1].bit();
        landed
    })
}

/// The move from `from` to `to`, if legal (for the mouse: click a piece, click where it goes).
pub fn move_between(pos: &CornersPosition, from: Cell, to: Cell) -> Option<CornersMove> {
    if pos.piece_at(from) != Some(pos.turn()) || pos.targets(from) & to.bit() == 0 {
        return None;
    }
    pos.legal_moves()
        .into_iter()
        .find(|mv| mv.from() == from && mv.to() == to)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position with any pieces (nine a side or not), for rules that need few pieces.
    fn with(white: &[&str], black: &[&str], turn: Color, plies: u32) -> CornersPosition {
        let mask = |names: &[&str]| {
            names
                .iter()
                .map(|n| Cell::parse(n).unwrap().bit())
                .fold(0, |a, b| a | b)
        };
        CornersPosition {
            white: mask(white),
            black: mask(black),
            turn,
            plies,
        }
    }

    #[test]
    fn a_side_with_no_move_loses() {
        let stuck = with(&["a1"], &["a2", "b1", "a3", "c1"], Color::White, 10);
        assert!(stuck.legal_moves().is_empty());
        assert_eq!(perft(&stuck, 1), 0);
        assert_eq!(
            stuck.end(),
            Some(CornersOutcome {
                winner: Some(Color::Black),
                end: CornersEnd::NoMoves
            })
        );
        // One free landing square and it moves again.
        let free = with(&["a1"], &["a2", "b1", "a3"], Color::White, 10);
        assert_eq!(free.legal_moves().len(), 1);
        assert_eq!(free.end(), None);
    }
}
