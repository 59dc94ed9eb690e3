//! Corners (уголки) against the computer: how a game of corners is played in a
//! [`PlaySession`], and what only corners has: the race count and the 40-move rule.

use std::time::Duration;

use super::{PlaySession, Playable, Refusal};
use crate::corners::{
    Cell, CornersEnd, CornersGame, CornersMove, CornersMoveError, CornersOutcome, CornersPosition,
    CornersSearcher, move_between, parse_move,
};
use crate::engine::Level;
use crate::i18n::corners::corners_move_error;
use crate::rng::Rng;
use crate::rules::{Color, GameResult, latin_lookalikes};
use crate::trainer::Tone;
use crate::trainer::typing::layout_reading;
use crate::{Lang, t};

/// A game of corners between the learner and the computer.
pub type CornersSession = PlaySession<CornersGame>;

/// How many moves each side has to leave its own corner (the schoolyard rule).
pub const LEAVE_HOME_BY: u32 = 40;

/// A corners move that cannot be played: always a mistake (there are no slips to forgive).
fn refusal(error: &CornersMoveError, lang: Lang) -> Refusal {
    Refusal {
        tone: Tone::Wrong,
        text: corners_move_error(error, lang),
    }
}

impl Playable for CornersGame {
    type Pick = (Cell, Cell);
    type Hint = CornersMove;
    /// Each move is searched afresh.
    type Memory = ();
    const HINT_TIME: Duration = Duration::from_millis(500);

    fn new_memory() {}

    fn choose(
        &self,
        level: Level,
        time: Duration,
        (): &mut (),
        rng: &mut Rng,
    ) -> Option<CornersMove> {
        crate::corners::choose_move(self, level, time, &mut CornersSearcher::new(), rng)
    }

    fn find_hint(&self, time: Duration) -> Option<CornersMove> {
        crate::corners::hint(self, time)
    }

    fn hint_text(_: &CornersPosition, found: &CornersMove, lang: Lang) -> String {
        if found.is_jump() {
            t!(lang, "corners-hint-jump", mv = found.text())
        } else {
            t!(lang, "corners-hint-step", mv = found.text())
        }
    }

    fn read_typed(
        pos: &CornersPosition,
        text: &str,
        lang: Lang,
    ) -> (Result<CornersMove, Refusal>, Option<String>) {
        let (result, read_as) = read_corners_move(pos, text);
        (result.map_err(|e| refusal(&e, lang)), read_as)
    }

    fn read_pick(
        pos: &CornersPosition,
        &(from, to): &(Cell, Cell),
        lang: Lang,
    ) -> Result<CornersMove, Refusal> {
        move_between(pos, from, to)
            .ok_or_else(|| refusal(&CornersMoveError::NotReachable { from, to }, lang))
    }

    fn played_text(_: &CornersPosition, _: &CornersMove, _: Lang) -> Option<String> {
        // The move is seen on the board and in the move list; the race count says the rest.
        None
    }

    fn outcome_text(&self, outcome: CornersOutcome, lang: Lang) -> String {
        match outcome.end {
            CornersEnd::Filled => t!(lang, "corners-end-filled"),
            CornersEnd::StayedHome => t!(lang, "corners-end-stayed-home"),
            CornersEnd::BothStayedHome => t!(lang, "corners-end-both-stayed-home"),
            CornersEnd::NoMoves => t!(lang, "play-pieces-blocked"),
            CornersEnd::Repetition => t!(lang, "corners-end-repetition"),
        }
    }

    fn taken_back_text(lang: Lang) -> String {
        t!(lang, "corners-undone")
    }

    fn to_pdn(&self, tags: Vec<(String, String)>, result: Option<GameResult>) -> String {
        CornersGame::to_pdn(self, &tags, result)
    }
}

impl CornersSession {
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
}

/// Reads a typed corners move; Cyrillic letters are read as the Russian-layout keys they sit
/// on, else as look-alikes. Also returns how they were read (`c3-d3`) when the text had
/// Cyrillic letters and looks like a move (it has a digit).
fn read_corners_move(
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

#[cfg(test)]
#[path = "../tests/corners_play.rs"]
mod tests;
