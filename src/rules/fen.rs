//! PDN FEN: reading and writing positions (`W:Wa1,c3,Kd4:Bb8`, `W:W21,22,K18:B1-12`).
//!
//! Reading is lenient: numeric or algebraic squares, `K` for kings, ranges like `1-12`,
//! either colour first, whitespace anywhere between tokens, surrounding quotes, a final `.`
//! and the lidraughts `:H0:F1` counters (ignored). Writing follows the variant's notation,
//! White's group first, squares in board order.

use std::fmt;

use super::geometry::{Coord, Square};
use super::notation::square_name;
use super::piece::{Color, Piece, Role};
use super::position::{Position, PositionError};
use super::variant::{NotationStyle, Variant};

/// Why a FEN could not be read, and where (1-based character column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// Column of the offending character (1 = first).
    pub column: usize,
    /// What is wrong.
    pub kind: FenErrorKind,
}

/// What is wrong with a FEN. The words are in `crate::i18n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenErrorKind {
    /// The text does not follow the FEN syntax; says what was expected.
    Expected(FenExpected),
    /// A colour has two piece lists.
    ColorTwice(Color),
    /// A square number beyond the board.
    OutOfRange {
        /// The number as written (`4294967296`, `033`).
        number: String,
        /// The highest square number of the board.
        max: u32,
    },
    /// A range written backwards, like `12-1`.
    BackwardRange,
    /// An algebraic name of a light square (no piece can stand there).
    LightSquare(String),
    /// An algebraic name off this board (like `i1` on 8x8).
    OffBoard(String),
    /// The FEN reads, but its pieces make no possible position.
    Impossible {
        /// Why not.
        error: PositionError,
        /// The square the error is about, named as the FEN wrote it (`5` where the variant
        /// names it `a7`); `None` when the error is about no square.
        written: Option<String>,
    },
}

/// What the FEN syntax wanted where the text went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenExpected {
    /// `W` or `B` for the side to move, at the start.
    Turn,
    /// `:` before the next list of pieces.
    ListSeparator,
    /// `W` or `B` to start a list of pieces.
    ListColor,
    /// A number after a move counter letter (`H`, `F`).
    CounterNumber,
    /// Nothing more after the closing `.` or quote.
    End,
    /// A square number or name, first in a list.
    Square,
    /// A square after a `,`.
    SquareAfterComma,
    /// A square number after the `-` of a range.
    RangeEnd,
}

impl FenExpected {
    /// Every expectation, for tests and catalogues.
    pub const ALL: [FenExpected; 8] = [
        FenExpected::Turn,
        FenExpected::ListSeparator,
        FenExpected::ListColor,
        FenExpected::CounterNumber,
        FenExpected::End,
        FenExpected::Square,
        FenExpected::SquareAfterComma,
        FenExpected::RangeEnd,
    ];
}

impl std::error::Error for FenError {}

/// A square as written in a FEN, before the board is known.
#[derive(Clone, Copy, Debug)]
enum SquareText {
    /// A number (saturated at `u32::MAX`), and where its digits are in the text (none for
    /// the squares a range like `1-12` stands for).
    Number(u32, Option<(usize, usize)>),
    Coord(Coord),
}

/// One piece entry of a FEN.
#[derive(Clone, Copy, Debug)]
struct Entry {
    square: SquareText,
    color: Color,
    king: bool,
    column: usize,
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn column(&self) -> usize {
        self.at + 1
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn fail<T>(&self, what: FenExpected) -> Result<T, FenError> {
        Err(FenError {
            column: self.column(),
            kind: FenErrorKind::Expected(what),
        })
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_spaces();
        if self.peek().is_some_and(|p| p.eq_ignore_ascii_case(&c)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn color(&mut self) -> Option<Color> {
        self.skip_spaces();
        let color = match self.peek()?.to_ascii_uppercase() {
            'W' => Color::White,
            'B' => Color::Black,
            _ => return None,
        };
        self.at += 1;
        Some(color)
    }

    /// A number and where its digits are (start, end).
    fn number(&mut self) -> Option<(u32, (usize, usize))> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        let digits: String = self.chars[start..self.at].iter().collect();
        // Long digit strings saturate; the range check then reports them as written.
        (!digits.is_empty()).then(|| (digits.parse().unwrap_or(u32::MAX), (start, self.at)))
    }

    /// A square as written: its digits in the text, or the number a range stands for.
    fn written(&self, square: SquareText) -> String {
        match square {
            SquareText::Number(_, Some((start, end))) => self.chars[start..end].iter().collect(),
            SquareText::Number(n, None) => n.to_string(),
            SquareText::Coord(c) => c.name(),
        }
    }

    /// Reads `K`? then a number, a range or an algebraic square; appends the entries.
    fn item(
        &mut self,
        color: Color,
        out: &mut Vec<Entry>,
        after: FenExpected,
    ) -> Result<(), FenError> {
        self.skip_spaces();
        let king = self.peek().is_some_and(|c| c == 'K' || c == 'k');
        if king {
            self.at += 1;
            self.skip_spaces();
        }
        let column = self.column();
        let entry = |square| Entry {
            square,
            color,
            king,
            column,
        };
        match self.peek() {
            Some(c) if c.is_ascii_digit() => {
                let Some((first, first_at)) = self.number() else {
                    return self.fail(after);
                };
                let save = self.at;
                self.skip_spaces();
                if self.peek() == Some('-') {
                    self.at += 1;
                    self.skip_spaces();
                    let Some((last, last_at)) = self.number() else {
                        return self.fail(FenExpected::RangeEnd);
                    };
                    if last < first {
                        return Err(FenError {
                            column,
                            kind: FenErrorKind::BackwardRange,
                        });
                    }
                    if last > 100 {
                        // Beyond any board: report it rather than expand it.
                        out.push(entry(SquareText::Number(last, Some(last_at))));
                    } else {
                        out.extend((first..=last).map(|n| entry(SquareText::Number(n, None))));
                    }
                } else {
                    self.at = save;
                    out.push(entry(SquareText::Number(first, Some(first_at))));
                }
                Ok(())
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.at;
                self.at += 1;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.at += 1;
                }
                let name: String = self.chars[start..self.at].iter().collect();
                match super::geometry::parse_coord(&name) {
                    Some(coord) => {
                        out.push(entry(SquareText::Coord(coord)));
                        Ok(())
                    }
                    None if name.len() > 1 => Err(FenError {
                        column,
                        kind: FenErrorKind::OffBoard(name.to_lowercase()),
                    }),
                    None => {
                        self.at = start;
                        self.fail(after)
                    }
                }
            }
            _ => self.fail(after),
        }
    }

    fn parse(&mut self) -> Result<(Color, Vec<Entry>, [usize; 2]), FenError> {
        self.skip_spaces();
        if self.peek() == Some('"') {
            self.at += 1;
        }
        let Some(turn) = self.color() else {
            return self.fail(FenExpected::Turn);
        };
        let mut entries = Vec::new();
        let mut group_columns = [0usize; 2];
        loop {
            self.skip_spaces();
            match self.peek() {
                None => break,
                Some('.' | '"') => {
                    self.at += 1;
                    self.eat('"');
                    self.skip_spaces();
                    if self.peek().is_none() {
                        break;
                    }
                    return self.fail(FenExpected::End);
                }
                Some(':') => self.at += 1,
                Some(_) => return self.fail(FenExpected::ListSeparator),
            }
            self.skip_spaces();
            // lidraughts appends move counters (":H0:F1"); they do not change the position.
            if self.peek().is_some_and(|c| c == 'H' || c == 'F') {
                self.at += 1;
                if self.number().is_none() {
                    return self.fail(FenExpected::CounterNumber);
                }
                continue;
            }
            let column = self.column();
            let Some(color) = self.color() else {
                return self.fail(FenExpected::ListColor);
            };
            let slot = &mut group_columns[color as usize];
            if *slot != 0 {
                return Err(FenError {
                    column,
                    kind: FenErrorKind::ColorTwice(color),
                });
            }
            *slot = column;
            self.skip_spaces();
            if matches!(self.peek(), None | Some(':' | '.' | '"')) {
                continue;
            }
            self.item(color, &mut entries, FenExpected::Square)?;
            while self.eat(',') {
                self.item(color, &mut entries, FenExpected::SquareAfterComma)?;
            }
        }
        Ok((turn, entries, group_columns))
    }
}

impl Position {
    /// Reads a PDN FEN for `variant`. Errors say what is wrong and at which column.
    pub fn from_fen(variant: Variant, text: &str) -> Result<Position, FenError> {
        let mut parser = Parser {
            chars: text.chars().collect(),
            at: 0,
        };
        let (turn, entries, group_columns) = parser.parse()?;
        let board = variant.board();
        let max = u32::from(board.square_count());
        // Each piece with its entry, whose column and typed name errors report.
        let mut placed: Vec<(Square, Piece, &Entry)> = Vec::with_capacity(entries.len());
        for e in &entries {
            let square = match e.square {
                SquareText::Number(number, _) => board.square(number).ok_or_else(|| FenError {
                    column: e.column,
                    kind: FenErrorKind::OutOfRange {
                        number: parser.written(e.square),
                        max,
                    },
                })?,
                SquareText::Coord(coord) => {
                    let error = |kind| FenError {
                        column: e.column,
                        kind,
                    };
                    if coord.file >= board.width() || coord.rank >= board.width() {
                        return Err(error(FenErrorKind::OffBoard(coord.name())));
                    }
                    board
                        .square_at(coord)
                        .ok_or_else(|| error(FenErrorKind::LightSquare(coord.name())))?
                }
            };
            let role = if e.king { Role::King } else { Role::Man };
            placed.push((
                square,
                Piece {
                    color: e.color,
                    role,
                },
                e,
            ));
        }
        // The last entry for a square: its column, and the square named as it was typed
        // (`5` stays `5` even where the variant names it `a7`).
        let typed = |sq: Square| {
            placed
                .iter()
                .rev()
                .find(|p| p.0 == sq)
                .map_or((1, square_name(variant, sq)), |p| {
                    (p.2.column, parser.written(p.2.square))
                })
        };
        Position::new(variant, turn, placed.iter().map(|&(s, p, _)| (s, p))).map_err(|error| {
            let (column, written) = match error {
                // OffBoard is not met: every square above is one of this board's.
                PositionError::OffBoard(s)
                | PositionError::SquareTwice(s)
                | PositionError::ManOnCrowningRow(_, s) => {
                    let (column, name) = typed(s);
                    (column, Some(name))
                }
                PositionError::TooManyPieces { color, .. } => {
                    (group_columns[color as usize].max(1), None)
                }
            };
            FenError {
                column,
                kind: FenErrorKind::Impossible { error, written },
            }
        })
    }

    /// The position as a PDN FEN in the variant's notation, White's pieces first.
    pub fn to_fen(&self) -> String {
        let mut out = String::new();
        out.push(self.turn().letter());
        for color in [Color::White, Color::Black] {
            out.push(':');
            out.push(color.letter());
            let mut squares: Vec<Square> = self.pieces(color).squares().collect();
            if self.variant().rules().notation == NotationStyle::Algebraic {
                let board = self.board();
                squares.sort_by_key(|&s| {
                    let c = board.coord_unchecked(s);
                    (c.rank, c.file)
                });
            }
            for (i, s) in squares.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                if self.kings().contains(s) {
                    out.push('K');
                }
                out.push_str(&square_name(self.variant(), s));
            }
        }
        out
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(variant: Variant, text: &str) -> String {
        Position::from_fen(variant, text).unwrap_err().to_string()
    }

    #[test]
    fn reads_both_square_styles() {
        let a = Position::from_fen(Variant::Russian, "W:Wa1,c3,Kd4:Bb8").unwrap();
        assert_eq!(a.to_fen(), "W:Wa1,c3,Kd4:Bb8");
        let n = Position::from_fen(Variant::Russian, "W:W29,22,K18:B1").unwrap();
        assert_eq!(a, n);
        let r = Position::from_fen(Variant::International, "W:W31,22,K25:B1-12").unwrap();
        assert_eq!(r.to_fen(), "W:W22,K25,31:B1,2,3,4,5,6,7,8,9,10,11,12");
        let mixed = Position::from_fen(Variant::Russian, " b : B b8 , d8 : W K a1 ").unwrap();
        assert_eq!(mixed.to_fen(), "B:WKa1:Bb8,d8");
        let lidraughts = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H0:F1";
        assert_eq!(
            Position::from_fen(Variant::Russian, lidraughts).unwrap(),
            Position::start(Variant::Russian)
        );
        let quoted = Position::from_fen(Variant::English, "\"B:W21-32:B1-12.\"").unwrap();
        assert_eq!(quoted, Position::start(Variant::English));
        assert_eq!(
            Position::from_fen(Variant::Russian, "B:W:Bd8")
                .unwrap()
                .to_fen(),
            "B:W:Bd8"
        );
    }

    #[test]
    fn start_positions_print_as_published() {
        assert_eq!(
            Position::start(Variant::Russian).to_fen(),
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
        );
        assert!(
            Position::start(Variant::English)
                .to_fen()
                .starts_with("B:W21,22,")
        );
        assert!(
            Position::start(Variant::International)
                .to_fen()
                .ends_with(",19,20")
        );
    }

    #[test]
    fn syntax_errors_say_what_and_where() {
        assert_eq!(
            err(Variant::Russian, "W:Wa1,c3,:Bb8"),
            "expected a square after ',' at column 10"
        );
        assert_eq!(
            err(Variant::Russian, "X:Wa1"),
            "expected 'W' or 'B' for the side to move at column 1"
        );
        assert_eq!(
            err(Variant::Russian, "W:Qa1"),
            "expected 'W' or 'B' to start a list of pieces at column 3"
        );
        assert_eq!(
            err(Variant::Russian, "W:Wa1 c3"),
            "expected ':' before the next list of pieces at column 7"
        );
        assert_eq!(
            err(Variant::Russian, "W:Wa1:Wc3"),
            "white has a second list of pieces at column 7"
        );
        assert_eq!(
            err(Variant::Russian, ""),
            "expected 'W' or 'B' for the side to move at column 1"
        );
    }

    #[test]
    fn impossible_positions_are_rejected_with_a_reason() {
        assert_eq!(
            err(Variant::Russian, "W:W33:B1"),
            "square 33 is out of range (1-32) at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:Wc4:B1"),
            "c4 is a light square; pieces stand on dark squares only at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:Wi1:B1"),
            "i1 is not on this board at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:Wa1,c3:Ba1"),
            "square a1 is given twice at column 11"
        );
        assert_eq!(
            err(Variant::Russian, "W:Wb8:Bd6"),
            "a white man cannot stand on b8: it would already have been crowned at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:WKb8:Ba1"),
            "a black man cannot stand on a1: it would already have been crowned at column 9"
        );
        // A numbered square is named as typed, not by the variant's algebraic name.
        assert_eq!(
            err(Variant::Russian, "W:W21,22,K5:B1-12"),
            "square 5 is given twice at column 14"
        );
        assert_eq!(
            err(Variant::Russian, "W:W1:B30"),
            "a white man cannot stand on square 1: it would already have been crowned at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:W13-26:B1"),
            "white has 14 pieces; a side has at most 12 at column 3"
        );
        assert!(Position::from_fen(Variant::International, "W:W13-32:B1-5").is_ok());
        assert!(Position::from_fen(Variant::International, "W:W11-31:B1-5").is_err());
        assert_eq!(
            err(Variant::Russian, "W:W12-1:B1"),
            "a range must go from low to high at column 4"
        );
        assert!(err(Variant::Russian, "W:W99999999999:B1").contains("out of range"));
    }

    #[test]
    fn a_number_out_of_range_is_quoted_as_written() {
        // Beyond u32: not the clamped 4294967295.
        let e = Position::from_fen(Variant::Russian, "W:W4294967296:B1").unwrap_err();
        assert_eq!(
            e.kind,
            FenErrorKind::OutOfRange {
                number: "4294967296".into(),
                max: 32
            }
        );
        assert_eq!(
            e.to_string(),
            "square 4294967296 is out of range (1-32) at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:W1-99999999999:B30"),
            "square 99999999999 is out of range (1-32) at column 4"
        );
        assert_eq!(
            err(Variant::Russian, "W:W00033:B1"),
            "square 00033 is out of range (1-32) at column 4"
        );
        // A number a range stands for is named by its value.
        assert_eq!(
            err(Variant::Russian, "W:W30-40:B1"),
            "square 33 is out of range (1-32) at column 4"
        );
    }

    #[test]
    fn a_square_given_twice_is_named_as_written() {
        // Russian names square 21 `c3`, but the FEN said `21`.
        assert_eq!(
            err(Variant::Russian, "W:W21,22:B21"),
            "square 21 is given twice at column 11"
        );
        assert_eq!(
            err(Variant::Russian, "W:W21:B021"),
            "square 021 is given twice at column 8"
        );
        assert_eq!(
            err(Variant::International, "W:W17-24:B21"),
            "square 21 is given twice at column 11"
        );
        assert_eq!(
            Position::from_fen(Variant::Russian, "W:W21:B21")
                .unwrap_err()
                .kind,
            FenErrorKind::Impossible {
                error: PositionError::SquareTwice(Variant::Russian.board().square(21).unwrap()),
                written: Some("21".into()),
            }
        );
    }
}
