//! PDN game text: tags (`GameType`, `FEN`, `SetUp`, `Result`, any others) and numbered
//! movetext, read leniently (every move form [`parse_move_any_sign`] accepts; comments `{...}`,
//! `;...`, variations `(...)` and NAGs `$n` skipped) and written in the variant's notation.

use std::fmt::Write as _;

use super::fen::FenError;
use super::game::{Game, GameResult};
use super::notation::{MoveError, parse_move_any_sign, short_text};
use super::piece::Color;
use super::position::Position;
use super::variant::Variant;

/// A game read from PDN, with its tags.
#[derive(Clone, Debug)]
pub struct PdnGame {
    /// Every tag in the order read (or to be written), `GameType`, `FEN`, `SetUp` and
    /// `Result` included.
    pub tags: Vec<(String, String)>,
    /// The game, replayed move by move.
    pub game: Game,
    /// The result the text states, if any.
    pub result: Option<GameResult>,
}

/// Why PDN text could not be read: where, and what is wrong. Its words (and its `Display`,
/// in English) come from `crate::i18n::core`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub problem: PdnProblem,
}

/// What is wrong with PDN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdnProblem {
    /// A variation `(` has no closing `)`.
    UnclosedVariation,
    /// A comment `{` has no closing `}`.
    UnclosedComment,
    /// A `[` does not start a tag like `[Event "..."]`.
    NotATag,
    /// A tag value's closing quote is missing.
    UnclosedTagValue,
    /// A tag value is not followed by `]`.
    UnclosedTag,
    /// The `GameType` tag names no variant we play; holds its value.
    UnknownGameType(String),
    /// The `FEN` tag cannot be read.
    Fen(FenError),
    /// The game has more moves (of both sides) than a reader takes.
    TooManyMoves {
        /// The most moves taken.
        limit: usize,
    },
    /// A move of the movetext cannot be played.
    Move {
        /// The move number (from 1).
        number: usize,
        /// The side whose move it is.
        side: Color,
        /// The move as written.
        text: String,
        /// The variant the game is played in (for square names).
        variant: Variant,
        /// Why it cannot be played.
        error: MoveError,
    },
}

impl std::error::Error for PdnError {}

/// A piece of PDN text with its place.
struct Token {
    text: String,
    line: usize,
    column: usize,
}

/// Splits PDN text into tags and movetext tokens, dropping comments and variations.
/// A tag as read: name, value and line.
type Tag = (String, String, usize);

fn tokenize(text: &str) -> Result<(Vec<Tag>, Vec<Token>), PdnError> {
    let mut tags = Vec::new();
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    let (mut line, mut column) = (1, 1);
    let error = |line, column, problem| PdnError {
        line,
        column,
        problem,
    };
    macro_rules! bump {
        () => {{
            let c = chars.next();
            if c == Some('\n') {
                line += 1;
                column = 1;
            } else if c.is_some() {
                column += 1;
            }
            c
        }};
    }
    // Skips a comment whose `{` (at `line`, `column`) was just read, up to its `}`.
    macro_rules! comment {
        ($line:expr, $column:expr) => {{
            let (at_line, at_column) = ($line, $column);
            loop {
                match bump!() {
                    Some('}') => break,
                    Some(_) => {}
                    None => {
                        return Err(error(at_line, at_column, PdnProblem::UnclosedComment));
                    }
                }
            }
        }};
    }
    while let Some(&c) = chars.peek() {
        let (start_line, start_column) = (line, column);
        match c {
            _ if c.is_whitespace() => {
                bump!();
            }
            '{' => {
                bump!();
                comment!(start_line, start_column);
            }
            ';' => {
                while !matches!(chars.peek(), Some('\n') | None) {
                    bump!();
                }
            }
            '%' if start_column == 1 => {
                while !matches!(chars.peek(), Some('\n') | None) {
                    bump!();
                }
            }
            '(' => {
                let mut depth = 0;
                loop {
                    match bump!() {
                        Some('(') => depth += 1,
                        Some(')') if depth == 1 => break,
                        Some(')') => depth -= 1,
                        // The `{` just read is on this line, one column back.
                        Some('{') => comment!(line, column - 1),
                        Some(_) => {}
                        None => {
                            return Err(error(
                                start_line,
                                start_column,
                                PdnProblem::UnclosedVariation,
                            ));
                        }
                    }
                }
            }
            '[' => {
                bump!();
                let mut name = String::new();
                while chars
                    .peek()
                    .is_some_and(|c| c.is_alphanumeric() || *c == '_')
                {
                    name.push(bump!().expect("peeked"));
                }
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    bump!();
                }
                if name.is_empty() || chars.peek() != Some(&'"') {
                    return Err(error(line, column, PdnProblem::NotATag));
                }
                bump!();
                let mut value = String::new();
                loop {
                    match bump!() {
                        Some('\\') => value.extend(bump!()),
                        Some('"') => break,
                        Some(c) => value.push(c),
                        None => {
                            return Err(error(
                                start_line,
                                start_column,
                                PdnProblem::UnclosedTagValue,
                            ));
                        }
                    }
                }
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    bump!();
                }
                if chars.peek() != Some(&']') {
                    return Err(error(line, column, PdnProblem::UnclosedTag));
                }
                bump!();
                tags.push((name, value, start_line));
            }
            _ => {
                let mut token = String::new();
                while chars
                    .peek()
                    .is_some_and(|c| !c.is_whitespace() && !matches!(c, '{' | '(' | '[' | ';'))
                {
                    token.push(bump!().expect("peeked"));
                }
                tokens.push(Token {
                    text: token,
                    line: start_line,
                    column: start_column,
                });
            }
        }
    }
    Ok((tags, join_split_moves(tokens)))
}

/// Joins moves printed with spaces around a separator (`a1- b2`, `f8 :b4`) into one token.
fn join_split_moves(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut open = false;
    for token in tokens {
        let starts_with_sep = token.text.starts_with(['-', ':']);
        match out.last_mut() {
            Some(last) if open || starts_with_sep => last.text.push_str(&token.text),
            _ => out.push(token),
        }
        open = out
            .last()
            .is_some_and(|t| t.text.ends_with(['-', ':']) && result_of(&t.text).is_none());
    }
    out
}

/// Whether a token is only a mark (`!`, `?`, `x` for "and wins", `+`), not a move.
fn is_mark(token: &str) -> bool {
    token
        .chars()
        .all(|c| matches!(c, '!' | '?' | '+' | '#' | 'x' | 'X' | 'х' | 'Х'))
}

/// What a PDN result token (`1-0`, `2-0`, `1/2-1/2`, `*`...) states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stated {
    /// The game ended with this result.
    Over(GameResult),
    /// The game goes on (`*`).
    GoingOn,
}

impl Stated {
    /// The result stated, `None` for a game going on.
    pub fn result(self) -> Option<GameResult> {
        match self {
            Stated::Over(result) => Some(result),
            Stated::GoingOn => None,
        }
    }
}

/// What the PDN result token `token` states, `None` when it is no result token.
pub fn result_of(token: &str) -> Option<Stated> {
    match token {
        "2-0" | "1-0" => Some(Stated::Over(GameResult::WhiteWins)),
        "0-2" | "0-1" => Some(Stated::Over(GameResult::BlackWins)),
        "1-1" | "1/2-1/2" | "½-½" => Some(Stated::Over(GameResult::Draw)),
        "*" | "0-0" => Some(Stated::GoingOn),
        _ => None,
    }
}

/// The text of a result in the variant's PDN convention.
fn result_text(variant: Variant, result: Option<GameResult>) -> &'static str {
    let english = variant == Variant::English;
    match result {
        Some(GameResult::WhiteWins) if english => "1-0",
        Some(GameResult::BlackWins) if english => "0-1",
        Some(GameResult::Draw) if english => "1/2-1/2",
        Some(GameResult::WhiteWins) => "2-0",
        Some(GameResult::BlackWins) => "0-2",
        Some(GameResult::Draw) => "1-1",
        None => "*",
    }
}

/// Where the games of a PDN text begin, found a line at a time (for [`PdnGame::split`] and
/// for readers that take a file line by line): a game begins at a tag that follows moves.
#[derive(Clone, Debug, Default)]
pub struct GameStarts {
    /// Whether the current game has movetext yet.
    seen_moves: bool,
}

impl GameStarts {
    /// Whether `line`, the next line of the text, begins a new game (the first game begins
    /// at the top, never at a line).
    pub fn begins_game(&mut self, line: &str) -> bool {
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') && self.seen_moves {
            self.seen_moves = false;
            return true;
        }
        if !trimmed.is_empty() && !trimmed.starts_with(['[', '{', ';', '%']) {
            self.seen_moves = true;
        }
        false
    }
}

/// A PDN game's text, read but not yet played: its tags, the moves of its movetext with
/// their places (move numbers, NAGs, marks, comments and variations taken off), and the
/// result it states. The readers of every game (draughts, corners) start from it.
#[derive(Clone, Debug)]
pub struct PdnText {
    /// Every tag in the order read: name, value and line.
    pub tags: Vec<(String, String, usize)>,
    /// The moves as written.
    pub moves: Vec<PdnMove>,
    /// The result the text states (its `Result` tag, or a result after the moves), if any.
    pub result: Option<GameResult>,
}

/// A move of PDN movetext as written, and where.
#[derive(Clone, Debug)]
pub struct PdnMove {
    /// The move's text.
    pub text: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl PdnText {
    /// Reads the tags and moves of one game; the error says where the text is broken.
    pub fn read(text: &str) -> Result<PdnText, PdnError> {
        let (tags, tokens) = tokenize(text)?;
        let mut result = tags
            .iter()
            .find(|t| t.0.eq_ignore_ascii_case("Result"))
            .and_then(|t| result_of(&t.1))
            .and_then(Stated::result);
        let mut moves = Vec::new();
        for token in tokens {
            if let Some(stated) = result_of(&token.text) {
                result = stated.result();
                break;
            }
            if token.text.starts_with('$') || is_mark(&token.text) {
                continue;
            }
            let digits = token.text.chars().take_while(char::is_ascii_digit).count();
            let after_number = &token.text[digits..];
            let text = if digits > 0 && after_number.starts_with(['.', '…']) {
                after_number.trim_start_matches(['.', '…'])
            } else {
                token.text.as_str()
            };
            if !text.is_empty() {
                moves.push(PdnMove {
                    text: text.to_string(),
                    line: token.line,
                    column: token.column + (token.text.len() - text.len()),
                });
            }
        }
        Ok(PdnText {
            tags,
            moves,
            result,
        })
    }

    /// The tag `name` (matched without regard to case): name, value and line.
    pub fn tag(&self, name: &str) -> Option<&(String, String, usize)> {
        self.tags.iter().find(|t| t.0.eq_ignore_ascii_case(name))
    }
}

/// The tags a PDN writer sets itself from the game; the same names among the caller's tags
/// are left out.
const RESERVED_TAGS: [&str; 5] = ["GameType", "Variant", "FEN", "SetUp", "Result"];

/// Writes a game as PDN: the tags `head` that the game sets (`GameType`, FEN, Result...), the
/// other `tags` in their order, an empty line, then `moves` (each with the side that played
/// it) numbered from `number`, where `first` is the side that moves first ("5." before its
/// move, "5..." before a first move of the other side), and `result`, in lines of at most 79
/// characters.
pub fn write_pdn(
    head: &[(&str, String)],
    tags: &[(String, String)],
    mut number: usize,
    first: Color,
    moves: &[(Color, String)],
    result: &str,
) -> String {
    let mut out = String::new();
    let quoted = |value: &str| value.replace('\\', "\\\\").replace('"', "\\\"");
    for (name, value) in head {
        let _ = writeln!(out, "[{name} \"{}\"]", quoted(value));
    }
    for (name, value) in tags {
        if !RESERVED_TAGS.iter().any(|t| t.eq_ignore_ascii_case(name)) {
            let _ = writeln!(out, "[{name} \"{}\"]", quoted(value));
        }
    }
    out.push('\n');
    let mut words = Vec::new();
    for (i, (side, text)) in moves.iter().enumerate() {
        if *side == first {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(text.clone());
        if *side != first {
            number += 1;
        }
    }
    words.push(result.to_string());
    let mut line_len = 0;
    for word in words {
        if line_len > 0 && line_len + 1 + word.len() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out += &word;
        line_len += word.len();
    }
    out.push('\n');
    out
}

impl PdnGame {
    /// Splits a file of several games: each starts at a tag after moves (or at the top).
    /// Returns each game's first line number (from 1) and its text.
    pub fn split(text: &str) -> Vec<(usize, &str)> {
        let mut games = Vec::new();
        let mut start = 0;
        let mut start_line = 1;
        let mut starts = GameStarts::default();
        let mut offset = 0;
        for (i, line) in text.split_inclusive('\n').enumerate() {
            if starts.begins_game(line) {
                games.push((start_line, &text[start..offset]));
                start = offset;
                start_line = i + 1;
            }
            offset += line.len();
        }
        if !text[start..].trim().is_empty() {
            games.push((start_line, &text[start..]));
        }
        games
    }

    /// Reads one PDN game. `default_variant` applies when there is no `GameType` tag.
    pub fn read(text: &str, default_variant: Variant) -> Result<PdnGame, PdnError> {
        PdnGame::read_at_most(text, default_variant, usize::MAX)
    }

    /// Reads one PDN game of at most `max_moves` moves (of both sides: twice as many plies);
    /// a longer game is refused at the first move past them, which is not played.
    pub fn read_at_most(
        text: &str,
        default_variant: Variant,
        max_moves: usize,
    ) -> Result<PdnGame, PdnError> {
        let read = PdnText::read(text)?;
        let mut variant = default_variant;
        let tag = |name: &str| read.tag(name);
        if let Some((_, value, line)) = tag("GameType") {
            let number = value.split(',').next().unwrap_or("").trim();
            variant = number
                .parse()
                .ok()
                .and_then(|n| Variant::from_pdn_game_type(n, tag("Variant").map(|t| t.1.as_str())))
                .ok_or_else(|| PdnError {
                    line: *line,
                    column: 1,
                    problem: PdnProblem::UnknownGameType(value.clone()),
                })?;
        }
        let start = match tag("FEN") {
            Some((_, fen, line)) => Position::from_fen(variant, fen).map_err(|e| PdnError {
                line: *line,
                column: 1,
                problem: PdnProblem::Fen(e),
            })?,
            None => Position::start(variant),
        };
        let mut game = Game::new(start);
        for word in &read.moves {
            if game.moves().len() / 2 >= max_moves {
                return Err(PdnError {
                    line: word.line,
                    column: word.column,
                    problem: PdnProblem::TooManyMoves { limit: max_moves },
                });
            }
            let pos = *game.position();
            let path = parse_move_any_sign(&pos, &word.text).map_err(|e| PdnError {
                line: word.line,
                column: word.column,
                problem: PdnProblem::Move {
                    number: game.moves().len() / 2 + 1,
                    side: pos.turn(),
                    text: word.text.clone(),
                    variant,
                    error: e,
                },
            })?;
            game.play(path);
        }
        let (tags, result) = (read.tags, read.result);
        Ok(PdnGame {
            tags: tags.into_iter().map(|(n, v, _)| (n, v)).collect(),
            game,
            result,
        })
    }

    /// A PDN record of `game` with extra `tags` (such as `Event`, `White`, `Black`, `Date`).
    pub fn from_game(
        game: Game,
        tags: Vec<(String, String)>,
        result: Option<GameResult>,
    ) -> PdnGame {
        PdnGame { tags, game, result }
    }

    /// The game as PDN text: `GameType`, `FEN`/`SetUp` (when not the start position),
    /// `Result`, the other tags, then numbered moves.
    pub fn to_text(&self) -> String {
        let start = *self.game.start();
        let variant = start.variant();
        let mut head = vec![("GameType", variant.pdn_game_type().to_string())];
        if let Some(name) = variant.pdn_variant_tag() {
            head.push(("Variant", name.to_string()));
        }
        if start != Position::start(variant) {
            head.push(("FEN", start.to_fen()));
            head.push(("SetUp", "1".to_string()));
        }
        let result = result_text(variant, self.result);
        head.push(("Result", result.to_string()));
        let positions = self.game.positions();
        let moves: Vec<(Color, String)> = self
            .game
            .moves()
            .iter()
            .zip(positions)
            .map(|(path, pos)| (pos.turn(), short_text(pos, path)))
            .collect();
        let first = variant.rules().first_to_move;
        write_pdn(&head, &self.tags, 1, first, &moves, result)
    }
}
