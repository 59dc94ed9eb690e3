//! A game of Corners: its moves, how it ended, and its PDN text.

use super::NAME;
use super::cell::CornersMove;
use super::position::{CornersPosition, parse_move};
use crate::rules::Color;

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CornersEnd {
    /// The winner's pieces fill all nine squares of its goal.
    Filled,
    /// The loser still had (or again had) a piece in its own starting corner after move 40.
    StayedHome,
    /// The loser, to move, had no legal move.
    NoMoves,
    /// The same position came a third time with the same side to move (a draw).
    Repetition,
    /// Both sides had a piece in their own starting corner after move 40 (a draw).
    BothStayedHome,
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CornersOutcome {
    /// The side that won; `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub end: CornersEnd,
}

/// A game: the position it started from, the moves played and every position on the way.
#[derive(Clone, Debug)]
pub struct CornersGame {
    start: CornersPosition,
    moves: Vec<CornersMove>,
    /// The start, then the position after each move.
    positions: Vec<CornersPosition>,
}

/// The same pieces and side to move (the move count aside): a repetition.
fn same_place(a: &CornersPosition, b: &CornersPosition) -> bool {
    a.bits(Color::White) == b.bits(Color::White)
        && a.bits(Color::Black) == b.bits(Color::Black)
        && a.turn() == b.turn()
}

/// Whether a PDN text is a game of corners: its `GameType` tag says `corners`.
pub fn is_corners_pdn(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim();
        let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
            return false;
        };
        let Some(rest) = inner.trim().strip_prefix("GameType") else {
            return false;
        };
        rest.trim()
            .trim_matches('"')
            .trim()
            .eq_ignore_ascii_case(NAME)
    })
}

impl CornersGame {
    /// A game starting from `start`.
    pub fn new(start: CornersPosition) -> CornersGame {
        CornersGame {
            start,
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    /// The current position.
    pub fn position(&self) -> &CornersPosition {
        &self.positions[self.positions.len() - 1]
    }

    /// The position the game started from.
    pub fn start(&self) -> &CornersPosition {
        &self.start
    }

    /// The moves played.
    pub fn moves(&self) -> &[CornersMove] {
        &self.moves
    }

    /// The start and the position after each move.
    pub fn positions(&self) -> &[CornersPosition] {
        &self.positions
    }

    /// Plays `mv` (assumed legal).
    pub fn play(&mut self, mv: CornersMove) {
        let next = self.position().play(&mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Takes the last move back, if there is one.
    pub fn undo(&mut self) -> Option<CornersMove> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// How the game has ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<CornersOutcome> {
        let pos = self.position();
        pos.end().or_else(|| {
            let seen = self.positions.iter().filter(|p| same_place(p, pos)).count();
            (seen >= 3).then_some(CornersOutcome {
                winner: None,
                end: CornersEnd::Repetition,
            })
        })
    }

    /// The game as PDN text. The caller's tags (Event, Date, White, Black, ...) come first in
    /// the order given, then `[Result]`, `[GameType "corners"]` (PDN has no number for Corners,
    /// so the tag holds the variant's name) and, when the game did not start from the usual
    /// position, `[FEN]` and `[SetUp "1"]`; then the moves ("1. c3-d3 f6-e6 2. ...", each jump
    /// chain by its whole route) and the result (1-0, 0-1, 1/2-1/2, or * while it goes on; a
    /// `Result` among `tags` is written for a game the rules have not ended, as a resignation).
    pub fn to_pdn(&self, tags: &[(&str, &str)]) -> String {
        // A result the caller gives (a resignation) stands when the rules have not ended it.
        let given = tags
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case("Result"))
            .map(|(_, value)| *value)
            .filter(|r| ["1-0", "0-1", "1/2-1/2"].contains(r));
        let result = match self.outcome() {
            None if given.is_some() => given.unwrap_or("*"),
            None => "*",
            Some(CornersOutcome { winner: None, .. }) => "1/2-1/2",
            Some(CornersOutcome {
                winner: Some(Color::White),
                ..
            }) => "1-0",
            Some(CornersOutcome {
                winner: Some(Color::Black),
                ..
            }) => "0-1",
        };
        let mut out = String::new();
        for (name, value) in tags {
            if RESERVED.iter().any(|t| t.eq_ignore_ascii_case(name)) {
                continue;
            }
            let value = value.replace('\\', "\\\\").replace('"', "\\\"");
            out += &format!("[{name} \"{value}\"]\n");
        }
        out += &format!("[Result \"{result}\"]\n[GameType \"{NAME}\"]\n");
        if self.start != CornersPosition::start() {
            out += &format!("[FEN \"{}\"]\n[SetUp \"1\"]\n", self.start.to_fen());
        }
        out.push('\n');
        let mut words = Vec::new();
        for (i, mv) in self.moves.iter().enumerate() {
            let pos = &self.positions[i];
            let number = pos.plies() / 2 + 1;
            if pos.turn() == Color::White {
                words.push(format!("{number}."));
            } else if i == 0 {
                words.push(format!("{number}..."));
            }
            words.push(mv.text());
        }
        words.push(result.to_string());
        let mut line = 0;
        for word in words {
            if line > 0 && line + 1 + word.len() > 79 {
                out.push('\n');
                line = 0;
            } else if line > 0 {
                out.push(' ');
                line += 1;
            }
            line += word.len();
            out += &word;
        }
        out.push('\n');
        out
    }

    /// Reads a game written by [`CornersGame::to_pdn`] (or by hand): the tags, in the order
    /// read, and the game, every move checked against the rules. A `GameType` other than
    /// "corners", a bad `FEN`, an illegal move (the error names its number), a move after the
    /// end or a result that contradicts the end the rules give are errors.
    pub fn from_pdn(text: &str) -> Result<(CornersGame, Vec<(String, String)>), String> {
        let mut tags = Vec::new();
        let mut movetext = String::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if let Some(inner) = line.strip_prefix('[') {
                let inner = inner
                    .strip_suffix(']')
                    .ok_or_else(|| format!("line {}: the tag has no closing ']'", number + 1))?;
                tags.push(read_tag(inner).map_err(|e| format!("line {}: {e}", number + 1))?);
            } else {
                movetext += line;
                movetext.push('\n');
            }
        }
        let tag = |name: &str| {
            tags.iter()
                .find(|(n, _): &&(String, String)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        if let Some(kind) = tag("GameType")
            && kind.trim() != NAME
        {
            return Err(format!(
                "the game type is \"{kind}\", not \"{NAME}\" (this is no Corners game)"
            ));
        }
        let start = match tag("FEN") {
            Some(fen) => CornersPosition::from_fen(fen).map_err(|e| format!("the FEN tag: {e}"))?,
            None => CornersPosition::start(),
        };
        let mut game = CornersGame::new(start);
        let mut result = tag("Result").map(str::to_string);
        let mut text = movetext.as_str();
        // Comments in braces are skipped.
        let mut plain = String::new();
        while let Some(open) = text.find('{') {
            plain += &text[..open];
            let close = text[open..]
                .find('}')
                .ok_or("a comment '{' is never closed")?;
            plain.push(' ');
            text = &text[open + close + 1..];
        }
        plain += text;
        for word in plain.split_whitespace() {
            if ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
                result = Some(word.to_string());
                continue;
            }
            // A move number, alone ("12." "12...") or stuck to the move ("12.c3-d3").
            let word = word.trim_start_matches(|c: char| c.is_ascii_digit());
            let word = word.trim_start_matches('.');
            if word.is_empty() {
                continue;
            }
            let pos = *game.position();
            let number = pos.plies() / 2 + 1;
            let side = match pos.turn() {
                Color::White => "White",
                Color::Black => "Black",
            };
            if game.outcome().is_some() {
                return Err(format!(
                    "move {number} ({side}) {word}: the game is already over"
                ));
            }
            let mv = parse_move(&pos, word)
                .map_err(|e| format!("move {number} ({side}) {word}: {e}"))?;
            game.play(mv);
        }
        if let (Some(outcome), Some(result)) = (game.outcome(), result.as_deref()) {
            let expected = match outcome.winner {
                None => "1/2-1/2",
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
            };
            if result != "*" && result != expected {
                return Err(format!(
                    "the result is {result}, but by the rules the game ended {expected}"
                ));
            }
        }
        Ok((game, tags))
    }
}

/// Tags the PDN writer sets itself.
const RESERVED: [&str; 4] = ["GameType", "FEN", "SetUp", "Result"];

/// Reads the inside of a tag, `Name "value"`.
fn read_tag(inner: &str) -> Result<(String, String), String> {
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or("a tag needs a name and a quoted value")?;
    let rest = rest.trim();
    let quoted = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| format!("the value of tag {name} is not in quotes"))?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            value.extend(chars.next());
        } else {
            value.push(c);
        }
    }
    Ok((name.to_string(), value))
}
