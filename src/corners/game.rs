//! A game of Corners: its moves, how it ended, and its PDN text.

use super::NAME;
use super::cell::CornersMove;
use super::position::{CornersFenError, CornersMoveError, CornersPosition, parse_move};
use crate::rules::{Color, GameResult, PdnError, PdnText, write_pdn};

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

/// Why a PDN text is no game of corners (its words, and its `Display` in English, come from
/// `crate::i18n::corners`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CornersPdnError {
    /// The text is broken as PDN.
    Text(PdnError),
    /// The `GameType` tag names another game; holds its value.
    NotCorners(String),
    /// The `FEN` tag is no corners position.
    Fen(CornersFenError),
    /// A move cannot be played.
    Move(MoveAt, CornersMoveError),
    /// A move comes after the game ended.
    AfterEnd(MoveAt),
    /// The result stated is not the one the rules give.
    Result {
        /// The result the text states.
        stated: GameResult,
        /// The result by the rules.
        by_rules: GameResult,
    },
}

impl std::error::Error for CornersPdnError {}

/// Where a move of a PDN text is: its place, its number and side, and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAt {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The move number (from 1).
    pub number: u32,
    /// The side whose move it is.
    pub side: Color,
    /// The move as written.
    pub text: String,
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

    /// The game as PDN text: `[GameType "corners"]` (PDN has no number for Corners, so the
    /// tag holds the game's name), `[FEN]` and `[SetUp "1"]` when the game did not start from
    /// the usual position, `[Result]`, the caller's `tags` (Event, Date, White, Black, ...) in
    /// the order given, then the moves ("1. c3-d3 f6-e6 2. ...", each jump chain by its whole
    /// route) and the result: the rules' when they ended the game, else `result` (a
    /// resignation), else `*`.
    pub fn to_pdn(&self, tags: &[(String, String)], result: Option<GameResult>) -> String {
        let result = match self.outcome() {
            Some(outcome) => match outcome.winner {
                None => "1/2-1/2",
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
            },
            None => match result {
                Some(GameResult::WhiteWins) => "1-0",
                Some(GameResult::BlackWins) => "0-1",
                Some(GameResult::Draw) => "1/2-1/2",
                None => "*",
            },
        };
        let mut head = vec![("GameType", NAME.to_string())];
        if self.start != CornersPosition::start() {
            head.push(("FEN", self.start.to_fen()));
            head.push(("SetUp", "1".to_string()));
        }
        head.push(("Result", result.to_string()));
        let moves: Vec<(Color, String)> = self
            .moves
            .iter()
            .zip(&self.positions)
            .map(|(mv, pos)| (pos.turn(), mv.text()))
            .collect();
        let number = self.start.plies() as usize / 2 + 1;
        write_pdn(&head, tags, number, Color::White, &moves, result)
    }

    /// Reads a game written by [`CornersGame::to_pdn`] (or by hand): the tags, in the order
    /// read, and the game, every move checked against the rules. A `GameType` other than
    /// "corners", a bad `FEN`, an illegal move (the error names its number), a move after the
    /// end or a result that contradicts the end the rules give are errors.
    pub fn from_pdn(text: &str) -> Result<(CornersGame, Vec<(String, String)>), CornersPdnError> {
        let read = PdnText::read(text).map_err(CornersPdnError::Text)?;
        if let Some((_, kind, _)) = read.tag("GameType")
            && kind.trim() != NAME
        {
            return Err(CornersPdnError::NotCorners(kind.clone()));
        }
        let start = match read.tag("FEN") {
            Some((_, fen, _)) => CornersPosition::from_fen(fen).map_err(CornersPdnError::Fen)?,
            None => CornersPosition::start(),
        };
        let mut game = CornersGame::new(start);
        for word in &read.moves {
            let pos = *game.position();
            let at = MoveAt {
                line: word.line,
                column: word.column,
                number: pos.plies() / 2 + 1,
                side: pos.turn(),
                text: word.text.clone(),
            };
            if game.outcome().is_some() {
                return Err(CornersPdnError::AfterEnd(at));
            }
            let mv =
                parse_move(&pos, &word.text).map_err(|error| CornersPdnError::Move(at, error))?;
            game.play(mv);
        }
        if let (Some(outcome), Some(stated)) = (game.outcome(), read.result) {
            let by_rules = <CornersGame as crate::game::Game>::result(outcome);
            if stated != by_rules {
                return Err(CornersPdnError::Result { stated, by_rules });
            }
        }
        let tags = read.tags.into_iter().map(|(n, v, _)| (n, v)).collect();
        Ok((game, tags))
    }
}
