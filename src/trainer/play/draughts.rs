//! Draughts against the computer: how the four variants (and giveaway) are played in a
//! [`PlaySession`], and what only draughts has: draw offers, the draw-rule counters,
//! compulsory captures and giveaway's goal.

use std::time::Duration;

use super::{PlaySession, Playable, Refusal};
use crate::engine::{Hint, Level, Limits, Searcher};
use crate::i18n::core::{Say, hint_reason};
use crate::rng::Rng;
use crate::rules::{
    DrawRule, Game, GameResult, MoveError, MovePath, Outcome, PdnGame, Position, Square, Variant,
    full_text, resolve_route,
};
use crate::trainer::Tone;
use crate::trainer::feedback::{counter_text, played_text};
use crate::trainer::typing::read_move;
use crate::{Lang, t};

/// A draughts game between the learner and the computer.
pub type DraughtsSession = PlaySession<Game>;

/// How far ahead (in hundredths of a man) the computer may think it is and still call the
/// position equal when offered a draw.
const DRAW_MARGIN: i32 = 10;

/// In an ending, an edge smaller than this (hundredths of a man) is too small to win with, so
/// the computer takes a draw offered.
const ENDING_MARGIN: i32 = 50;

/// How many moves each side plays before the computer agrees to a draw in an equal position.
const EARLY_DRAW_MOVES: usize = 20;

/// How many positions the computer looks at to judge a draw offer (about a tenth of a
/// second; a small ending is searched deep enough to see a draw rule end it).
const DRAW_OFFER_NODES: u64 = 300_000;

/// The part of the game a draw offer comes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The first [`EARLY_DRAW_MOVES`] moves of each side.
    Opening,
    /// Most pieces still on the board.
    Middle,
    /// Few pieces left: [`ending_pieces`] or fewer, or kings only.
    Ending,
}

/// The most pieces (of both sides) an ending has: a third of the start position's.
fn ending_pieces(variant: Variant) -> u32 {
    Position::start(variant).occupied().count() / 3
}

/// The stage of a game `plies` half-moves old, now at `pos`.
fn stage(pos: &Position, plies: usize) -> Stage {
    if pos.occupied().count() <= ending_pieces(pos.variant()) || pos.occupied() == pos.kings() {
        Stage::Ending
    } else if plies < 2 * EARLY_DRAW_MOVES {
        Stage::Opening
    } else {
        Stage::Middle
    }
}

/// The computer's answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DrawAnswer {
    /// It agrees.
    Accept,
    /// It thinks it stands better.
    Better,
    /// The game is equal but young: play on, as strong players do.
    TooEarly,
}

/// How the computer answers a draw offer at `stage` when its search (which knows the draw
/// rules) gives it `score` (hundredths of a man, from its side). It declines when it stands
/// better and accepts when it stands worse. An equal game is played on in the opening and
/// agreed drawn later; in an ending, an edge under [`ENDING_MARGIN`] counts as equal.
fn draw_answer(stage: Stage, score: i32) -> DrawAnswer {
    let margin = match stage {
        Stage::Ending => ENDING_MARGIN,
        Stage::Opening | Stage::Middle => DRAW_MARGIN,
    };
    if score > margin {
        DrawAnswer::Better
    } else if stage == Stage::Opening && score >= -DRAW_MARGIN {
        DrawAnswer::TooEarly
    } else {
        DrawAnswer::Accept
    }
}

/// Why a move cannot be played, as the learner is told it: an illegal move that is not a slip
/// is a mistake, a typing problem only information.
fn refusal(error: &MoveError, variant: Variant, lang: Lang) -> Refusal {
    let tone = match error {
        MoveError::Illegal(r) if !r.is_slip() => Tone::Wrong,
        _ => Tone::Info,
    };
    Refusal {
        tone,
        text: error.say(variant, lang),
    }
}

impl Playable for Game {
    type Pick = Vec<Square>;
    type Hint = Hint;
    type Memory = Searcher;
    const HINT_TIME: Duration = Duration::from_millis(700);

    fn new_memory() -> Searcher {
        Searcher::new(18)
    }

    fn choose(
        &self,
        level: Level,
        time: Duration,
        memory: &mut Searcher,
        rng: &mut Rng,
    ) -> Option<MovePath> {
        crate::engine::choose_move(self, level, time, memory, rng)
    }

    fn find_hint(&self, time: Duration) -> Option<Hint> {
        crate::engine::hint(self, time)
    }

    fn hint_text(pos: &Position, hint: &Hint, lang: Lang) -> String {
        let mv = full_text(pos.variant(), &hint.best);
        t!(
            lang,
            "play-hint",
            mv = mv,
            reason = hint_reason(hint.reason, lang)
        )
    }

    fn read_typed(
        pos: &Position,
        text: &str,
        lang: Lang,
    ) -> (Result<MovePath, Refusal>, Option<String>) {
        let typed = read_move(pos, text);
        let result = typed.result.map_err(|e| refusal(&e, pos.variant(), lang));
        (result, typed.read_as)
    }

    fn read_pick(pos: &Position, route: &Vec<Square>, lang: Lang) -> Result<MovePath, Refusal> {
        resolve_route(pos, route).map_err(|e| refusal(&e, pos.variant(), lang))
    }

    fn played_text(pos: &Position, mv: &MovePath, lang: Lang) -> Option<String> {
        Some(played_text(pos, mv, lang))
    }

    fn outcome_text(&self, outcome: Outcome, lang: Lang) -> String {
        match outcome {
            Outcome::NoMoves {
                no_pieces: true, ..
            } => t!(lang, "play-no-pieces-left"),
            Outcome::NoMoves { .. } => t!(lang, "play-pieces-blocked"),
            Outcome::Draw(rule) => draw_reason(rule, self.start().variant(), lang),
        }
    }

    fn taken_back_text(lang: Lang) -> String {
        t!(lang, "play-move-taken-back")
    }

    fn to_pdn(&self, tags: Vec<(String, String)>, result: Option<GameResult>) -> String {
        PdnGame::from_game(self.clone(), tags, result).to_text()
    }
}

impl DraughtsSession {
    /// The game's goal, when it is not the usual one (giveaway: lose every piece or be
    /// blocked to win), in words.
    pub fn goal(&self) -> Option<String> {
        self.position()
            .variant()
            .is_giveaway()
            .then(|| t!(self.lang, "play-giveaway-goal"))
    }

    /// The learner offers a draw: the computer judges it by its search of the game (see
    /// [`draw_answer`]). Returns whether it accepted.
    pub fn offer_draw(&mut self) -> bool {
        if self.ending.is_some() {
            return false;
        }
        let pos = *self.position();
        let limits = Limits {
            depth: Some(12),
            nodes: Some(DRAW_OFFER_NODES),
            ..Limits::default()
        };
        let mut score = Searcher::new(16).search_game(&self.game, limits).score;
        if pos.turn() == self.human {
            score = -score;
        }
        let stage = stage(&pos, self.game.moves().len());
        let text = match draw_answer(stage, score) {
            DrawAnswer::Accept => {
                self.agree_draw();
                return true;
            }
            DrawAnswer::Better => t!(self.lang, "play-draw-declined"),
            DrawAnswer::TooEarly => t!(self.lang, "play-draw-too-early"),
        };
        self.say(Tone::Info, text);
        false
    }

    /// The draw-rule counters running now, in words.
    pub fn counters(&self) -> Vec<String> {
        let rules = self.position().variant().rules().draw_rules;
        self.game
            .draw_counters()
            .iter()
            .map(|c| counter_text(c, rules, self.lang))
            .collect()
    }

    /// The squares of the learner's pieces that must capture now (captures are compulsory).
    pub fn must_capture(&self) -> Vec<Square> {
        if !self.human_to_move() {
            return Vec::new();
        }
        let mut from: Vec<Square> = self
            .position()
            .legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| m.from)
            .collect();
        from.dedup();
        from
    }
}

/// Why a draw rule ended the game, in words.
fn draw_reason(rule: DrawRule, variant: Variant, lang: Lang) -> String {
    let label = rule.label(variant.rules().draw_rules);
    match rule {
        DrawRule::Repetition => t!(lang, "play-draw-repetition", label = label),
        DrawRule::KingMovesOnly => t!(lang, "play-draw-kings-only", label = label),
        _ => t!(lang, "play-draw-move-limit", label = label),
    }
}

#[cfg(test)]
#[path = "../tests/play.rs"]
mod tests;
