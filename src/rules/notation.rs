//! Move notation: writing moves in each variant's style and reading what people type.
//!
//! Written forms: Russian and Brazilian `c3-d4`, `c3:e5:g3` (short `c3:g3`); International
//! and English `32-28`, `28x19x10` (short `28x10`). The short form is used only where no
//! other legal move has the same start and end.
//!
//! Reading is lenient: `c3-d4`, `c3d4`, `C3 D4`, `c3:g3`, `c3xg3`, full or partial routes,
//! the books' short form (`cd4`, `e:g3`: the file of the moving piece and the target),
//! square numbers in every variant, Cyrillic look-alike letters (`а`, `с`, `е`, `З` for 3)
//! and trailing marks (`!`, `?`, `X` for "wins"). The sign between squares is not left to
//! chance: a capture written with a dash, or a quiet move with a capture sign, is refused
//! with [`MoveError::WrongSign`] (a notation lesson would otherwise teach the wrong sign).

use super::explain::{Illegal, explain};
use super::geometry::{Coord, Square};
use super::moves::MovePath;
use super::position::Position;
use super::variant::{NotationStyle, Variant};

/// The name of a square in the variant's notation: `c3` or `22`; `?` for a square that is not
/// on the variant's board (so that a move of another board size is never written with names
/// of squares it does not mean).
pub fn square_name(variant: Variant, sq: Square) -> String {
    let board = variant.board();
    let name = match variant.rules().notation {
        NotationStyle::Algebraic => board.algebraic(sq),
        NotationStyle::Numeric => board.number(sq).map(|n| n.to_string()),
    };
    name.unwrap_or_else(|| "?".to_owned())
}

/// Separators of a variant: (quiet move, capture).
fn separators(variant: Variant) -> (char, char) {
    match variant.rules().notation {
        NotationStyle::Algebraic => ('-', ':'),
        NotationStyle::Numeric => ('-', 'x'),
    }
}

/// The move with every landing square: `c3:e5:g3`, `28x19x10`, `c3-d4`.
pub fn full_text(variant: Variant, path: &MovePath) -> String {
    let (quiet, capture) = separators(variant);
    let sep = if path.mv.is_capture() { capture } else { quiet };
    let names: Vec<String> = path.squares().map(|s| square_name(variant, s)).collect();
    names.join(&sep.to_string())
}

/// The move as start and end only (`c3:g3`, `28x10`), or the full route when another legal
/// move of `pos` shares that start and end.
pub fn short_text(pos: &Position, path: &MovePath) -> String {
    let variant = pos.variant();
    let same_ends = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == path.mv.from && m.to == path.mv.to)
        .count();
    if same_ends > 1 {
        return full_text(variant, path);
    }
    let (quiet, capture) = separators(variant);
    let sep = if path.mv.is_capture() { capture } else { quiet };
    format!(
        "{}{sep}{}",
        square_name(variant, path.mv.from),
        square_name(variant, path.mv.to)
    )
}

/// Why a typed move was not accepted. The words are in `crate::i18n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text cannot be read as a move.
    Syntax {
        /// 1-based character column of the problem.
        column: usize,
        /// What is wrong there.
        problem: SyntaxProblem,
        /// The squares read before the problem, in order (`c3` of `c3-`), maybe none.
        route: Vec<Square>,
    },
    /// The text fits several legal moves; here they are.
    Ambiguous(Vec<MovePath>),
    /// The move is not legal here, and why.
    Illegal(Illegal),
    /// The move is legal, but written with the wrong sign: a dash for a capture, or a
    /// capture sign for a quiet move. Holds the move meant.
    WrongSign(MovePath),
}

/// What is wrong with text that cannot be read as a move (or a square).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// Nothing but marks or spaces was typed.
    Empty,
    /// A character that belongs to no square or sign (`?` in `c3-?d4`).
    StrayCharacter,
    /// A sign with no square before it (`-d4`, `c3--d4`).
    MissingSquare,
    /// A file letter without its rank inside a route (`c-d4`).
    FileWithoutRank,
    /// More than the target square after the books' file letter (`c d4 e5`).
    MoreThanTarget,
    /// Not exactly one square where one square was asked for.
    NotASquare,
    /// Only the first square was written: the target is missing (`c3`, `c3-`, `c`).
    HalfMove,
    /// A square that is not on this board (`c9`, `a0`, `33` on 8x8).
    OffBoard,
    /// A square written with a letter and a number (`c3`) on a board that numbers its
    /// squares. Reading files stays lenient; the trainer refuses such squares (a learner is
    /// to use the board's own names).
    NumberedBoard,
    /// Cyrillic letters that make no square (typed by sound): Latin letters are wanted.
    NotLatin,
}

impl SyntaxProblem {
    /// Every problem, for tests and catalogues.
    pub const ALL: [SyntaxProblem; 10] = [
        SyntaxProblem::Empty,
        SyntaxProblem::StrayCharacter,
        SyntaxProblem::MissingSquare,
        SyntaxProblem::FileWithoutRank,
        SyntaxProblem::MoreThanTarget,
        SyntaxProblem::NotASquare,
        SyntaxProblem::HalfMove,
        SyntaxProblem::OffBoard,
        SyntaxProblem::NumberedBoard,
        SyntaxProblem::NotLatin,
    ];
}

impl MoveError {
    /// A syntax error at `column` with no square read before it.
    pub fn syntax(column: usize, problem: SyntaxProblem) -> MoveError {
        MoveError::Syntax {
            column,
            problem,
            route: Vec::new(),
        }
    }

    /// The rule a try broke, when the try counts as a mistake: a move that is not legal
    /// here, other than a slip that names no own piece at all ([`Illegal::is_slip`]). Text
    /// that names no one move, or a legal move written with the wrong sign, is `None`: the
    /// learner is shown how to write it, not marked wrong.
    pub fn mistake(&self) -> Option<&Illegal> {
        match self {
            MoveError::Illegal(reason) if !reason.is_slip() => Some(reason),
            _ => None,
        }
    }

    /// Whether this try counts as a mistake (see [`MoveError::mistake`]).
    pub fn is_mistake(&self) -> bool {
        self.mistake().is_some()
    }

    /// Whether the text names no one move: it cannot be read, or it fits several moves. A
    /// question that asks for a move reads such text as no answer yet.
    pub fn names_no_move(&self) -> bool {
        matches!(self, MoveError::Syntax { .. } | MoveError::Ambiguous(_))
    }
}

impl std::error::Error for MoveError {}

/// A square as typed: an algebraic coordinate (maybe light) or a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Typed {
    Coord(Coord),
    Number(u32),
}

/// A token of typed move text.
#[derive(Clone, Copy, Debug)]
enum Token {
    Square(Typed, usize),
    /// A lone file letter (the books' short form).
    File(u8, usize),
    /// A dash (`quiet: true`) or a capture sign (`:`, `x`).
    Separator {
        quiet: bool,
        column: usize,
    },
}

/// Maps a character to the Latin character it stands for, if it is one we read.
fn normalize(c: char) -> char {
    match c {
        'а' | 'А' => 'a',
        'в' | 'В' => 'b',
        'с' | 'С' => 'c',
        'е' | 'Е' => 'e',
        'н' | 'Н' => 'h',
        'х' | 'Х' | '×' => 'x',
        'З' | 'з' => '3',
        '–' | '—' | '‒' => '-',
        _ => c.to_ascii_lowercase(),
    }
}

/// The tokens of typed move text and the column just after its last character; a syntax
/// error carries the squares of `variant` read before the problem.
fn tokenize(variant: Variant, text: &str) -> Result<(Vec<Token>, usize), MoveError> {
    tokens_of(text).map_err(|e| {
        let before: String = match &e {
            MoveError::Syntax { column, .. } => text.chars().take(column - 1).collect(),
            _ => String::new(),
        };
        let tokens = tokens_of(&before).map(|t| t.0).unwrap_or_default();
        with_route(e, variant, &tokens)
    })
}

/// `error` with the squares of `tokens` read before its column, when it is a syntax error:
/// as far as each names a square of `variant`'s board.
fn with_route(error: MoveError, variant: Variant, tokens: &[Token]) -> MoveError {
    let MoveError::Syntax {
        column, problem, ..
    } = error
    else {
        return error;
    };
    let route = tokens
        .iter()
        .filter_map(|t| match *t {
            Token::Square(typed, c) if c < column => Some((typed, c)),
            _ => None,
        })
        .map_while(|(typed, c)| resolve(variant, typed, c).ok())
        .collect();
    MoveError::Syntax {
        column,
        problem,
        route,
    }
}

/// The tokens of typed move text, and the column just after its last character.
fn tokens_of(text: &str) -> Result<(Vec<Token>, usize), MoveError> {
    let chars: Vec<char> = text.chars().map(normalize).collect();
    let mut end = chars.len();
    // Trailing marks: '!', '?', '+', '#', and the books' 'X' for "and wins".
    while end > 0 {
        match chars[end - 1] {
            '!' | '?' | '+' | '#' | '.' => end -= 1,
            c if c.is_whitespace() => end -= 1,
            'x' if end >= 2 && chars[end - 2].is_ascii_digit() => end -= 1,
            _ => break,
        }
    }
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < end {
        let c = chars[i];
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if matches!(c, '-' | ':' | 'x') {
            tokens.push(Token::Separator {
                quiet: c == '-',
                column,
            });
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < end && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let n = digits.parse().unwrap_or(u32::MAX);
            tokens.push(Token::Square(Typed::Number(n), column));
        } else if ('a'..='j').contains(&c) {
            i += 1;
            let start = i;
            while i < end && chars[i].is_ascii_digit() && i - start < 2 {
                i += 1;
            }
            let file = c as u8 - b'a';
            if i == start {
                tokens.push(Token::File(file, column));
            } else {
                let digits: String = chars[start..i].iter().collect();
                let rank: u8 = digits.parse().unwrap_or(0);
                if rank == 0 {
                    return Err(MoveError::syntax(start + 1, SyntaxProblem::OffBoard));
                }
                tokens.push(Token::Square(
                    Typed::Coord(Coord {
                        file,
                        rank: rank - 1,
                    }),
                    column,
                ));
            }
        } else {
            return Err(MoveError::syntax(column, SyntaxProblem::StrayCharacter));
        }
    }
    Ok((tokens, end + 1))
}

/// What the typed text asks for.
enum Request {
    /// A route: start, optional intermediate landing squares, end.
    Route(Vec<(Typed, usize)>),
    /// The books' short form: a file and the target square.
    FileAndTarget(u8, Typed, usize),
}

fn read_request(tokens: &[Token], end_column: usize) -> Result<Request, MoveError> {
    let syntax = |column, problem| Err(MoveError::syntax(column, problem));
    match tokens {
        [] => syntax(1, SyntaxProblem::Empty),
        [Token::File(f, _), rest @ ..] => {
            let rest: Vec<&Token> = rest
                .iter()
                .filter(|t| !matches!(t, Token::Separator { .. }))
                .collect();
            match rest.as_slice() {
                [Token::Square(t, c)] => Ok(Request::FileAndTarget(*f, *t, *c)),
                [] => syntax(end_column, SyntaxProblem::HalfMove),
                [other, ..] => syntax(column_of(other), SyntaxProblem::MoreThanTarget),
            }
        }
        _ => {
            let mut squares = Vec::new();
            let mut last_was_separator = true;
            for token in tokens {
                match *token {
                    Token::Square(t, c) => {
                        squares.push((t, c));
                        last_was_separator = false;
                    }
                    Token::Separator { column, .. } if last_was_separator => {
                        return syntax(column, SyntaxProblem::MissingSquare);
                    }
                    Token::Separator { .. } => last_was_separator = true,
                    Token::File(_, c) => return syntax(c, SyntaxProblem::FileWithoutRank),
                }
            }
            if last_was_separator {
                return syntax(end_column, SyntaxProblem::HalfMove);
            }
            if squares.len() < 2 {
                return syntax(end_column, SyntaxProblem::HalfMove);
            }
            Ok(Request::Route(squares))
        }
    }
}

fn column_of(token: &Token) -> usize {
    match *token {
        Token::Square(_, c) | Token::File(_, c) | Token::Separator { column: c, .. } => c,
    }
}

/// Resolves a typed square on the board of `variant`, or says why it is no square.
fn resolve(variant: Variant, typed: Typed, column: usize) -> Result<Square, MoveError> {
    let board = variant.board();
    match typed {
        Typed::Number(n) => board
            .square(n)
            .ok_or(MoveError::syntax(column, SyntaxProblem::OffBoard)),
        Typed::Coord(c) if c.file >= board.width() || c.rank >= board.width() => {
            Err(MoveError::syntax(column, SyntaxProblem::OffBoard))
        }
        Typed::Coord(c) => board
            .square_at(c)
            .ok_or(MoveError::Illegal(Illegal::LightSquare(c))),
    }
}

/// Reads a square typed by a person (`d6`, `D6`, `д6`-style look-alikes, or a number).
pub fn parse_square(variant: Variant, text: &str) -> Option<Square> {
    resolve_square(variant, text).ok()
}

/// Reads a square typed by a person as [`parse_square`] does, or says why it is none: a
/// light square is [`Illegal::LightSquare`], anything else a syntax error.
pub fn resolve_square(variant: Variant, text: &str) -> Result<Square, MoveError> {
    let (tokens, end) = tokenize(variant, text)?;
    match tokens.as_slice() {
        [Token::Square(typed, column)] => resolve(variant, *typed, *column),
        _ => Err(MoveError::syntax(end, SyntaxProblem::NotASquare)),
    }
}

/// Reads the squares of a typed route (`c3:e5:g3`, `22-18`) without asking whether the move
/// is legal; `None` for text that is not a route of squares.
pub fn parse_route(variant: Variant, text: &str) -> Option<Vec<Square>> {
    let (tokens, end) = tokenize(variant, text).ok()?;
    whole_route(variant, &read_request(&tokens, end).ok()?)
}

/// The squares a request names when it is a route of squares of `variant`'s board.
fn whole_route(variant: Variant, request: &Request) -> Option<Vec<Square>> {
    match request {
        Request::Route(typed) => typed
            .iter()
            .map(|&(t, c)| resolve(variant, t, c).ok())
            .collect(),
        Request::FileAndTarget(..) => None,
    }
}

/// Reads a move typed by a person and finds the legal move it means. The sign between the
/// squares must fit the move: a dash for a quiet move, `:` or `x` for a capture (none at all,
/// as in `c3d4` or `cd4`, is fine).
pub fn parse_move(pos: &Position, text: &str) -> Result<MovePath, MoveError> {
    parse_move_route(pos, text).0
}

/// Reads a move as [`parse_move`] does, and gives with it the route the text names (what
/// [`parse_route`] reads, empty where that is `None`): in one reading, so that a caller who
/// matches the squares tried against expected wrong tries does not read the text twice.
pub fn parse_move_route(pos: &Position, text: &str) -> (Result<MovePath, MoveError>, Vec<Square>) {
    let (read, route) = read_move(pos, text);
    let result = read.and_then(|(path, signs)| {
        let wrong = if path.mv.is_capture() {
            signs.dash
        } else {
            signs.capture
        };
        if wrong {
            Err(MoveError::WrongSign(path))
        } else {
            Ok(path)
        }
    });
    (result, route)
}

/// Reads a move as [`parse_move`] does, but takes any sign between the squares: for PDN
/// movetext written by other programs.
pub fn parse_move_any_sign(pos: &Position, text: &str) -> Result<MovePath, MoveError> {
    read_move(pos, text).0.map(|(path, _)| path)
}

/// The text with Cyrillic look-alike letters read as the Latin ones they look like
/// (`с3-в4` -> `c3-b4`), as [`parse_move`] reads them.
pub fn latin_lookalikes(text: &str) -> String {
    text.chars()
        .map(|c| match normalize(c) {
            n if n.is_ascii() => n,
            _ => c,
        })
        .collect()
}

/// The signs typed between squares.
#[derive(Clone, Copy, Debug, Default)]
struct Signs {
    /// A dash was typed.
    dash: bool,
    /// A capture sign (`:` or `x`) was typed.
    capture: bool,
}

/// Reads a move and the signs it was written with, and the route the text names (see
/// [`parse_move_route`]).
fn read_move(pos: &Position, text: &str) -> (Result<(MovePath, Signs), MoveError>, Vec<Square>) {
    let variant = pos.variant();
    let (tokens, end_column) = match tokenize(variant, text) {
        Ok(read) => read,
        Err(e) => return (Err(e), Vec::new()),
    };
    let request = match read_request(&tokens, end_column) {
        Ok(request) => request,
        Err(e) => return (Err(with_route(e, variant, &tokens)), Vec::new()),
    };
    let route = whole_route(variant, &request).unwrap_or_default();
    let found = find_move(pos, &tokens, request).map_err(|e| with_route(e, variant, &tokens));
    (found, route)
}

/// The move a request of `tokens` means, and the signs it was written with.
fn find_move(
    pos: &Position,
    tokens: &[Token],
    request: Request,
) -> Result<(MovePath, Signs), MoveError> {
    let variant = pos.variant();
    let board = variant.board();
    let mut signs = Signs::default();
    for token in tokens {
        if let Token::Separator { quiet, .. } = token {
            if *quiet {
                signs.dash = true;
            } else {
                signs.capture = true;
            }
        }
    }
    let routes = pos.legal_routes();
    let (candidates, attempt): (Vec<MovePath>, Vec<Square>) = match request {
        Request::Route(typed) => {
            let route = typed
                .iter()
                .map(|&(t, c)| resolve(variant, t, c))
                .collect::<Result<Vec<_>, _>>()?;
            return resolve_route(pos, &route).map(|path| (path, signs));
        }
        Request::FileAndTarget(file, typed, column) => {
            let target = resolve(variant, typed, column)?;
            let fits =
                |p: &&MovePath| board.coord_unchecked(p.mv.from).file == file && p.mv.to == target;
            let candidates: Vec<MovePath> = routes.iter().filter(fits).cloned().collect();
            // For the explanation, guess the piece: the only own piece on that file and on a
            // diagonal with the target, if there is exactly one.
            let own = pos.pieces(pos.turn());
            let starts: Vec<Square> = board
                .squares()
                .filter(|&s| board.coord_unchecked(s).file == file && own.contains(s))
                .filter(|&s| board.direction_between(s, target).is_some())
                .collect();
            let attempt = match starts.as_slice() {
                [only] => vec![*only, target],
                _ => Vec::new(),
            };
            if candidates.is_empty() && attempt.is_empty() {
                let no_piece = Illegal::NoPieceOnFile { file, target };
                return Err(MoveError::Illegal(no_piece));
            }
            (candidates, attempt)
        }
    };
    decide(pos, &candidates, &attempt).map(|path| (path, signs))
}

/// The legal move a route of squares (start, any landing squares, end) names, as picked on a
/// board: an error says why it is illegal or which moves it could mean.
pub fn resolve_route(pos: &Position, route: &[Square]) -> Result<MovePath, MoveError> {
    let candidates = fitting_routes(pos, &pos.legal_routes(), route, RouteSoFar::Whole);
    let candidates: Vec<MovePath> = candidates.into_iter().map(|(path, _)| path).collect();
    decide(pos, &candidates, route)
}

/// The one move among `candidates`, or why there is none or more than one.
fn decide(
    pos: &Position,
    candidates: &[MovePath],
    attempt: &[Square],
) -> Result<MovePath, MoveError> {
    let mut moves = distinct_moves(candidates);
    match moves.len() {
        1 => Ok(moves.remove(0)),
        0 => Err(MoveError::Illegal(
            explain(pos, attempt).unwrap_or(Illegal::NotAMove),
        )),
        _ => Err(MoveError::Ambiguous(moves)),
    }
}

/// How much of a route squares picked on a board or typed give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RouteSoFar {
    /// The whole route: the start, any squares on the way, and the end.
    Whole,
    /// The start and the squares reached so far: a capture may go on.
    Begun,
}

/// The routes of `routes` that picked or typed `squares` describe, each with the legs done at
/// the last square: the one matcher behind typed moves, routes picked on a board and
/// [`explain`]. The first square is the route's start. A whole route whose landing squares
/// are exactly the others wins; failing that, the others must appear in order among the
/// route's landing squares, then among every square it could have stopped on (a straight
/// capture written with another landing square), and a whole route must end on the last.
pub fn fitting_routes(
    pos: &Position,
    routes: &[MovePath],
    squares: &[Square],
    so_far: RouteSoFar,
) -> Vec<(MovePath, usize)> {
    let Some((&start, rest)) = squares.split_first() else {
        return Vec::new();
    };
    let whole = so_far == RouteSoFar::Whole;
    let from_start = || routes.iter().filter(move |r| r.mv.from == start);
    if whole {
        let exact: Vec<(MovePath, usize)> = from_start()
            .filter(|r| r.landings == rest)
            .map(|r| (r.clone(), r.landings.len()))
            .collect();
        if !exact.is_empty() {
            return exact;
        }
    }
    // A whole route's last square is its end; only the squares between are looked for.
    let end = squares[squares.len() - 1];
    let on_the_way = if whole {
        &squares[1..squares.len().max(2) - 1]
    } else {
        rest
    };
    let board = pos.board();
    let landings = |r: &MovePath| -> Vec<(Square, usize)> {
        r.landings
            .iter()
            .enumerate()
            .map(|(i, &l)| (l, i + 1))
            .collect()
    };
    let stops = |r: &MovePath| r.stops(board);
    for places in [
        &landings as &dyn Fn(&MovePath) -> Vec<(Square, usize)>,
        &stops,
    ] {
        let found: Vec<(MovePath, usize)> = from_start()
            .filter(|r| !whole || r.mv.to == end)
            .filter_map(|r| {
                let legs = legs_after(on_the_way, &places(r))?;
                Some((r.clone(), if whole { r.landings.len() } else { legs }))
            })
            .collect();
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// The legs done at the last of `picks`, if they all appear among `places` in order
/// (0 when there are no picks).
fn legs_after(picks: &[Square], places: &[(Square, usize)]) -> Option<usize> {
    let mut rest = places.iter();
    let mut legs = 0;
    for p in picks {
        legs = rest.find(|s| s.0 == *p)?.1;
    }
    Some(legs)
}

/// One route per distinct move, in the order first seen.
fn distinct_moves(routes: &[MovePath]) -> Vec<MovePath> {
    let mut out: Vec<MovePath> = Vec::new();
    for r in routes {
        if !out.iter().any(|o| o.mv == r.mv) {
            out.push(r.clone());
        }
    }
    out
}
