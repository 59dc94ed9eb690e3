//! A game of corners (уголки) against the computer: the learner's moves read and checked by
//! the corners rules, the computer's moves (searched on a worker thread by the screen), undo,
//! hints, resigning, the race count and the saved PDN. UI-free.

use super::play::{COMPUTER_PREFIX, computer_name};
use super::typing::{layout_reading, read_as_text};
use super::{Feedback, Tone};
use crate::corners::{
    Cell, CornersEnd, CornersGame, CornersMove, CornersMoveError, CornersOutcome, CornersPosition,
    move_between, parse_move,
};
use crate::engine::Level;
use crate::rules::{Color, latin_lookalikes};
use crate::{Lang, t};

/// How many moves each side has to leave its own corner (the schoolyard rule).
pub const LEAVE_HOME_BY: u32 = 40;

/// How a game of corners ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CornersEnding {
    /// By the rules: a corner filled, the 40-move rule, no move, or a repetition.
    Rules(CornersOutcome),
    /// This side resigned.
    Resigned(Color),
}

impl CornersEnding {
    /// The winner, `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            CornersEnding::Rules(outcome) => outcome.winner,
            CornersEnding::Resigned(side) => Some(side.opponent()),
        }
    }
}

/// A game of corners between the learner and the computer.
#[derive(Clone, Debug)]
pub struct CornersSession {
    game: CornersGame,
    human: Color,
    level: Level,
    ending: Option<CornersEnding>,
    feedback: Option<Feedback>,
    lang: Lang,
}

impl CornersSession {
    /// A new game from the start; the learner plays `human`.
    pub fn new(human: Color, level: Level, lang: Lang) -> CornersSession {
        CornersSession::from_game(
            CornersGame::new(CornersPosition::start()),
            human,
            level,
            lang,
        )
    }

    fn from_game(game: CornersGame, human: Color, level: Level, lang: Lang) -> CornersSession {
        let mut session = CornersSession {
            game,
            human,
            level,
            ending: None,
            feedback: None,
            lang,
        };
        session.ending = session.game.outcome().map(CornersEnding::Rules);
        session
    }

    /// Continues a saved game (as [`CornersGame::from_pdn`] read it, with its tags). The
    /// learner plays the side not named after the computer, which keeps its saved level;
    /// `human` and `level` decide when the tags do not tell. A game whose result tag says it
    /// ended off the board (a resignation) stays finished.
    pub fn resume(
        game: CornersGame,
        tags: &[(String, String)],
        human: Color,
        level: Level,
        lang: Lang,
    ) -> CornersSession {
        let tag = |name: &str| {
            tags.iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        let computer = |side: &str| {
            tag(side)?
                .strip_prefix(COMPUTER_PREFIX)?
                .trim()
                .parse()
                .ok()
                .and_then(Level::new)
        };
        let (human, level) = match (computer("White"), computer("Black")) {
            (Some(level), None) => (Color::Black, level),
            (None, Some(level)) => (Color::White, level),
            _ => (human, level),
        };
        let mut session = CornersSession::from_game(game, human, level, lang);
        if session.ending.is_none() {
            session.ending = match tag("Result") {
                Some("1-0") => Some(CornersEnding::Resigned(Color::Black)),
                Some("0-1") => Some(CornersEnding::Resigned(Color::White)),
                _ => None,
            };
        }
        session
    }

    /// The game so far.
    pub fn game(&self) -> &CornersGame {
        &self.game
    }

    /// The position now.
    pub fn position(&self) -> &CornersPosition {
        self.game.position()
    }

    /// The learner's side.
    pub fn human(&self) -> Color {
        self.human
    }

    /// The computer's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<CornersEnding> {
        self.ending
    }

    /// What to tell the learner about the last thing that happened.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Whether the learner is to move (and the game goes on).
    pub fn human_to_move(&self) -> bool {
        self.ending.is_none() && self.position().turn() == self.human
    }

    /// Whether the computer is to move (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        self.ending.is_none() && self.position().turn() != self.human
    }

    fn say(&mut self, tone: Tone, text: String) {
        self.feedback = Some(Feedback { tone, text });
    }

    fn play(&mut self, mv: CornersMove) {
        self.game.play(mv);
        self.ending = self.game.outcome().map(CornersEnding::Rules);
    }

    /// The learner typed a move: played if legal, else the reason is said.
    pub fn type_text(&mut self, text: &str) {
        if !self.human_to_move() {
            return;
        }
        let (result, read_as) = read_corners_move(self.position(), text);
        let read_as = read_as.map(|r| read_as_text(&r, self.lang));
        match result {
            Ok(mv) => {
                self.feedback = None;
                self.play(mv);
                if let Some(read_as) = read_as {
                    self.say(Tone::Info, read_as);
                }
            }
            Err(error) => {
                let why = move_error_text(&error, self.lang);
                let text = match read_as {
                    Some(read_as) => format!("{read_as} {why}"),
                    None => why,
                };
                self.say(Tone::Wrong, text);
            }
        }
    }

    /// The learner picked a piece and the square it goes to on the board.
    pub fn play_between(&mut self, from: Cell, to: Cell) {
        if !self.human_to_move() {
            return;
        }
        match move_between(self.position(), from, to) {
            Some(mv) => {
                self.feedback = None;
                self.play(mv);
            }
            None => {
                let text = t!(
                    self.lang,
                    "corners-not-reachable",
                    from = from.name(),
                    to = to.name()
                );
                self.say(Tone::Wrong, text);
            }
        }
    }

    /// The computer's move, found by the search (ignored unless it is the computer's turn).
    pub fn computer_move(&mut self, mv: CornersMove) {
        if self.computer_to_move() && self.position().legal_moves().contains(&mv) {
            self.feedback = None;
            self.play(mv);
        }
    }

    /// Whether `u` takes something back now: a move of the learner's (the computer's first
    /// move alone is not taken back), or a resignation.
    pub fn can_take_back(&self) -> bool {
        let computer_began = self.game.start().turn() != self.human;
        matches!(self.ending, Some(CornersEnding::Resigned(_)))
            || self.game.moves().len() > usize::from(computer_began)
    }

    /// Takes back moves until it is the learner's turn again (one or two); with nothing to
    /// take back it says so and returns `false`. A finished game goes on again.
    pub fn undo(&mut self) -> bool {
        if !self.can_take_back() {
            self.say(Tone::Info, t!(self.lang, "play-nothing-to-take-back"));
            return false;
        }
        let mut undone = false;
        while self.game.undo().is_some() {
            undone = true;
            if self.position().turn() == self.human {
                break;
            }
        }
        self.ending = self.game.outcome().map(CornersEnding::Rules);
        let text = if undone {
            t!(self.lang, "corners-undone")
        } else {
            // A resignation before any move: only it is taken back.
            t!(self.lang, "play-game-goes-on")
        };
        self.say(Tone::Info, text);
        true
    }

    /// Shows a hint found for the position the learner is in.
    pub fn show_hint(&mut self, searched: &CornersPosition, found: &CornersMove) {
        if searched != self.position() || !self.human_to_move() {
            return;
        }
        let text = if found.is_jump() {
            t!(self.lang, "corners-hint-jump", mv = found.text())
        } else {
            t!(self.lang, "corners-hint-step", mv = found.text())
        };
        self.say(Tone::Info, text);
    }

    /// The learner gives up the game.
    pub fn resign(&mut self) {
        if self.ending.is_none() {
            self.ending = Some(CornersEnding::Resigned(self.human));
            // The ending is shown on its own; an older message would only distract.
            self.feedback = None;
        }
    }

    /// How the race stands, in words: pieces in the far corner, and the 40-move rule while it
    /// matters.
    pub fn race(&self) -> Vec<String> {
        let pos = self.position();
        let lang = self.lang;
        let mut lines = vec![
            t!(lang, "corners-race-you", count = pos.in_goal(self.human)),
            t!(
                lang,
                "corners-race-computer",
                count = pos.in_goal(self.human.opponent())
            ),
        ];
        // Moves the learner has made (White moves first).
        let made = match self.human {
            Color::White => pos.plies().div_ceil(2),
            Color::Black => pos.plies() / 2,
        };
        let home = pos.at_home(self.human);
        if home > 0 && self.ending.is_none() {
            let left = LEAVE_HOME_BY.saturating_sub(made);
            lines.push(t!(lang, "corners-leave-home", count = home, left = left));
        }
        lines
    }

    /// The moves so far, numbered: `  1. c3-d3 f6-e6`.
    pub fn move_list(&self) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        for (i, mv) in self.game.moves().iter().enumerate() {
            if i % 2 == 0 {
                lines.push(format!("{:>3}. {}", i / 2 + 1, mv.text()));
            } else if let Some(last) = lines.last_mut() {
                last.push_str(&format!(" {}", mv.text()));
            }
        }
        lines
    }

    /// How the game ended, in words, or `None` while it goes on.
    pub fn ending_text(&self) -> Option<String> {
        let ending = self.ending?;
        let lang = self.lang;
        let verdict = match ending.winner().map(|c| c == self.human) {
            Some(true) => t!(lang, "play-you-won"),
            Some(false) => t!(lang, "play-computer-won"),
            None => t!(lang, "play-draw"),
        };
        let why = match ending {
            CornersEnding::Rules(outcome) => match outcome.end {
                CornersEnd::Filled => t!(lang, "corners-end-filled"),
                CornersEnd::StayedHome => t!(lang, "corners-end-stayed-home"),
                CornersEnd::BothStayedHome => t!(lang, "corners-end-both-stayed-home"),
                CornersEnd::NoMoves => t!(lang, "play-pieces-blocked"),
                CornersEnd::Repetition => t!(lang, "corners-end-repetition"),
            },
            CornersEnding::Resigned(c) if c == self.human => t!(lang, "play-you-resigned"),
            CornersEnding::Resigned(_) => t!(lang, "play-computer-resigned"),
        };
        Some(format!("{verdict} {why}"))
    }

    /// The game as PDN with tags (`player` is the learner's name).
    pub fn to_pdn(&self, player: &str, date: &str) -> String {
        let computer = computer_name(self.level);
        let (white, black) = match self.human {
            Color::White => (player.to_string(), computer),
            Color::Black => (computer, player.to_string()),
        };
        let result = match self.ending.map(CornersEnding::winner) {
            None => "*",
            Some(Some(Color::White)) => "1-0",
            Some(Some(Color::Black)) => "0-1",
            Some(None) => "1/2-1/2",
        };
        self.game.to_pdn(&[
            ("Event", "shashki"),
            ("Date", date),
            ("White", &white),
            ("Black", &black),
            ("Result", result),
        ])
    }
}

/// Reads a typed corners move; Cyrillic letters are read as the Russian-layout keys they sit
/// on, else as look-alikes. Also returns how they were read (`c3-d3`) when the text had
/// Cyrillic letters and looks like a move (it has a digit).
pub(super) fn read_corners_move(
    pos: &CornersPosition,
    text: &str,
) -> (Result<CornersMove, CornersMoveError>, Option<String>) {
    let Some(keys) = layout_reading(text) else {
        return (parse_move(pos, text), None);
    };
    let (result, read) = match parse_move(pos, &keys) {
        Ok(mv) => (Ok(mv), keys),
        Err(by_keys) => {
            let looks = latin_lookalikes(text);
            match parse_move(pos, &looks) {
                Ok(mv) => (Ok(mv), looks),
                Err(_) => (Err(by_keys), keys),
            }
        }
    };
    let notation = read.chars().any(|c| c.is_ascii_digit());
    (result, notation.then_some(read))
}

/// Why a typed corners move was refused, in words.
pub fn move_error_text(error: &CornersMoveError, lang: Lang) -> String {
    match error {
        CornersMoveError::Empty => t!(lang, "corners-type-a-move"),
        CornersMoveError::NotASquare(text) => t!(lang, "corners-not-a-square", text = text),
        CornersMoveError::Incomplete => t!(lang, "corners-half-move"),
        CornersMoveError::NoOwnPiece(cell) => t!(lang, "corners-no-piece", square = cell.name()),
        CornersMoveError::OpponentsPiece(cell) => {
            t!(lang, "corners-opponents-piece", square = cell.name())
        }
        CornersMoveError::Occupied(cell) => t!(lang, "corners-occupied", square = cell.name()),
        CornersMoveError::NotReachable { from, to } => t!(
            lang,
            "corners-not-reachable",
            from = from.name(),
            to = to.name()
        ),
    }
}

#[cfg(test)]
#[path = "tests/corners_play.rs"]
mod tests;
