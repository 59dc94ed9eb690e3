//! A game against the computer: whose turn it is, the learner's moves checked by the rules,
//! the computer's moves (searched elsewhere, on a worker thread), undo, hints, resigning,
//! draw offers, the draw-rule counters, the move list and the saved PDN. UI-free.

use super::feedback::{counter_text, played_text};
use super::play_plan::computer_level;
use super::typing::{read_as_text, read_move};
use super::{Feedback, Tone};
use crate::engine::{Hint, Level, Limits, Searcher};
use crate::i18n::core::{Say, hint_reason};
use crate::rules::{
    Color, DrawRule, Game, GameResult, MoveError, MovePath, Outcome, PdnGame, Position, Square,
    Variant, full_text, resolve_route,
};
use crate::{Lang, t};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the rules: no moves left, or a draw rule.
    Rules(Outcome),
    /// This side resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
}

impl Ending {
    /// The result it gives.
    pub fn result(self) -> GameResult {
        match self {
            Ending::Rules(outcome) => outcome.result(),
            Ending::Resigned(Color::White) => GameResult::BlackWins,
            Ending::Resigned(Color::Black) => GameResult::WhiteWins,
            Ending::DrawAgreed => GameResult::Draw,
        }
    }
}

/// A game between the learner and the computer.
#[derive(Clone, Debug)]
pub struct PlaySession {
    game: Game,
    human: Color,
    level: Level,
    ending: Option<Ending>,
    feedback: Option<Feedback>,
    lang: Lang,
    /// How Russian-layout letters of the move being played were read.
    read_as: Option<String>,
}

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

/// How the computer is named in saved games, before its level.
pub(super) const COMPUTER_PREFIX: &str = "shashki level ";

/// The name of the computer player in saved games.
pub fn computer_name(level: Level) -> String {
    format!("{COMPUTER_PREFIX}{}", level.number())
}

impl PlaySession {
    /// A new game from `start`; the learner plays `human`.
    pub fn new(start: Position, human: Color, level: Level, lang: Lang) -> PlaySession {
        PlaySession::from_game(Game::new(start), human, level, lang)
    }

    fn from_game(game: Game, human: Color, level: Level, lang: Lang) -> PlaySession {
        let mut session = PlaySession {
            game,
            human,
            level,
            ending: None,
            feedback: None,
            lang,
            read_as: None,
        };
        session.check_end();
        session
    }

    /// Continues a saved game. The learner plays the side not named after the computer, and
    /// the computer keeps its saved level; `human` and `level` decide when the tags do not tell.
    pub fn resume(saved: PdnGame, human: Color, level: Level, lang: Lang) -> PlaySession {
        let computer = |side| computer_level(&saved, side);
        let (human, level) = match (computer("White"), computer("Black")) {
            (Some(level), None) => (Color::Black, level),
            (None, Some(level)) => (Color::White, level),
            _ => (human, level),
        };
        let mut session = PlaySession::from_game(saved.game, human, level, lang);
        // A game that ended off the board (a resignation or an agreed draw, as its result
        // says) stays finished: it is opened to be looked at, and the computer must not play
        // on in it (which would save it again as a new game).
        if session.ending.is_none() {
            session.ending = saved.result.map(|result| match result {
                GameResult::WhiteWins => Ending::Resigned(Color::Black),
                GameResult::BlackWins => Ending::Resigned(Color::White),
                GameResult::Draw => Ending::DrawAgreed,
            });
        }
        session
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position now.
    pub fn position(&self) -> &Position {
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
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The latest message.
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

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.feedback = Some(Feedback {
            tone,
            text: text.into(),
        });
    }

    fn check_end(&mut self) {
        if self.ending.is_none() {
            self.ending = self.game.outcome().map(Ending::Rules);
        }
        if self.ending.is_some() {
            // The ending is shown on its own; an older message would only distract.
            self.feedback = None;
        }
    }

    /// A move picked on the board by the learner.
    pub fn play_route(&mut self, route: &[Square]) {
        if self.human_to_move() {
            let result = resolve_route(self.position(), route);
            self.human_move(result);
        }
    }

    /// A move typed by the learner; Russian-layout letters are read as the keys they sit on.
    pub fn type_text(&mut self, text: &str) {
        if self.human_to_move() && !text.trim().is_empty() {
            let typed = read_move(self.position(), text);
            self.read_as = typed.read_as;
            self.human_move(typed.result);
        }
    }

    fn human_move(&mut self, result: Result<MovePath, MoveError>) {
        let read = self
            .read_as
            .take()
            .map(|r| read_as_text(&r, self.lang) + " ");
        match result {
            Ok(path) => {
                // "Read as c3-d4." stays until the computer answers.
                self.feedback = read.map(|text| Feedback {
                    tone: Tone::Info,
                    text: text.trim_end().to_string(),
                });
                self.game.play(path);
                self.check_end();
            }
            Err(e) => {
                let tone = match &e {
                    MoveError::Illegal(r) if !r.is_slip() => Tone::Wrong,
                    _ => Tone::Info,
                };
                let text = e.say(self.position().variant(), self.lang);
                self.say(tone, read.unwrap_or_default() + &text);
            }
        }
    }

    /// The computer's move, once searched; it is named for the learner ("Black played ...").
    pub fn computer_move(&mut self, path: MovePath) {
        if self.computer_to_move() && self.position().legal_moves().contains(&path.mv) {
            let text = played_text(self.position(), &path, self.lang);
            self.say(Tone::Info, text);
            self.game.play(path);
            self.check_end();
        }
    }

    /// Whether `u` takes something back now: a resignation or an agreed draw, or a move of
    /// the learner's (a computer's first move alone is not taken back).
    pub fn can_take_back(&self) -> bool {
        if matches!(self.ending, Some(Ending::Resigned(_) | Ending::DrawAgreed)) {
            return true;
        }
        let computer_began = self.game.start().turn() != self.human;
        self.game.moves().len() > usize::from(computer_began)
    }

    /// The game's goal, when it is not the usual one (giveaway: lose every piece or be
    /// blocked to win), in words.
    pub fn goal(&self) -> Option<String> {
        self.position()
            .variant()
            .is_giveaway()
            .then(|| t!(self.lang, "play-giveaway-goal"))
    }

    /// Takes back a resignation or an agreed draw, or else the learner's last move and the
    /// computer's reply (or the reply being thought about); a finished game goes on again.
    /// With nothing to take back it says so and returns false.
    pub fn undo(&mut self) -> bool {
        if matches!(self.ending, Some(Ending::Resigned(_) | Ending::DrawAgreed)) {
            self.ending = None;
            let text = t!(self.lang, "play-game-goes-on");
            self.say(Tone::Info, text);
            return true;
        }
        if !self.can_take_back() {
            let text = t!(self.lang, "play-nothing-to-take-back");
            self.say(Tone::Info, text);
            return false;
        }
        loop {
            if self.game.undo().is_none() {
                break;
            }
            if self.position().turn() == self.human {
                break;
            }
        }
        self.ending = None;
        self.check_end();
        let text = t!(self.lang, "play-move-taken-back");
        self.say(Tone::Info, text);
        true
    }

    /// Shows a hint (searched elsewhere from [`PlaySession::search_input`]) if the position
    /// it was searched for is still the one on the board.
    pub fn show_hint(&mut self, searched: &Position, found: &Hint) {
        if !self.human_to_move() || searched != self.position() {
            return;
        }
        let mv = full_text(searched.variant(), &found.best);
        let text = t!(
            self.lang,
            "play-hint",
            mv = mv,
            reason = hint_reason(found.reason, self.lang)
        );
        self.say(Tone::Info, text);
    }

    /// The learner gives up.
    pub fn resign(&mut self) {
        if self.ending.is_none() {
            self.ending = Some(Ending::Resigned(self.human));
            self.check_end();
        }
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
                self.ending = Some(Ending::DrawAgreed);
                self.check_end();
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

    /// The moves so far, numbered, in the variant's notation with every square of a capture
    /// (`1. c3-d4 d6-c5`, `5. g5:e3:c5`), as the lessons write them.
    pub fn move_list(&self) -> Vec<String> {
        let positions = self.game.positions();
        let first = self.game.start().variant().rules().first_to_move;
        let mut lines: Vec<String> = Vec::new();
        let mut number = 1;
        for (i, path) in self.game.moves().iter().enumerate() {
            let pos = &positions[i];
            let text = full_text(pos.variant(), path);
            if pos.turn() == first {
                lines.push(format!("{number:>3}. {text}"));
            } else {
                if i == 0 {
                    lines.push(format!("{number:>3}. ..."));
                }
                if let Some(last) = lines.last_mut() {
                    last.push_str(&format!(" {text}"));
                }
                number += 1;
            }
        }
        lines
    }

    /// How the game ended, in words, or `None` while it goes on.
    pub fn ending_text(&self) -> Option<String> {
        let ending = self.ending?;
        let lang = self.lang;
        let won = match ending.result() {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        };
        let verdict = match won.map(|c| c == self.human) {
            Some(true) => t!(lang, "play-you-won"),
            Some(false) => t!(lang, "play-computer-won"),
            None => t!(lang, "play-draw"),
        };
        let variant = self.position().variant();
        let why = match ending {
            Ending::Rules(Outcome::NoMoves {
                no_pieces: true, ..
            }) => t!(lang, "play-no-pieces-left"),
            Ending::Rules(Outcome::NoMoves { .. }) => t!(lang, "play-pieces-blocked"),
            Ending::Rules(Outcome::Draw(rule)) => draw_reason(rule, variant, lang),
            Ending::Resigned(c) if c == self.human => t!(lang, "play-you-resigned"),
            Ending::Resigned(_) => t!(lang, "play-computer-resigned"),
            Ending::DrawAgreed => t!(lang, "play-draw-agreed"),
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
        let tags = vec![
            ("Event".to_string(), "shashki".to_string()),
            ("Date".to_string(), date.to_string()),
            ("White".to_string(), white),
            ("Black".to_string(), black),
        ];
        let result = self.ending.map(Ending::result);
        PdnGame::from_game(self.game.clone(), tags, result).to_text()
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
#[path = "tests/play.rs"]
mod tests;
