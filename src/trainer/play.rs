//! A game against the computer, written once for every game ([`crate::game::Game`]): whose
//! turn it is, the learner's moves checked by the game's rules, the computer's moves (searched
//! elsewhere, on a worker thread), undo, hints, resigning, the move list and the saved PDN.
//! What only one game has lives beside it: draw offers, draw counters and compulsory captures
//! in [`draughts`], the race count in [`corners`]. UI-free.

mod corners;
mod draughts;

use std::time::Duration;

use super::{Feedback, Tone};
use crate::engine::Level;
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::{Color, GameResult};
use crate::{Lang, t};

pub(crate) use corners::CornersSession;
pub(crate) use draughts::DraughtsSession;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending<O> {
    /// By the rules (for draughts: no moves left, or a draw rule; for corners: a corner
    /// filled, the 40-move rule, no move, or a repetition).
    Rules(O),
    /// This side resigned.
    Resigned(Color),
    /// The players agreed a draw.
    DrawAgreed,
}

/// What the trainer needs of a game to play it with the learner: how typed text and picks on
/// the board become moves, how the computer finds its moves and hints, and the words for
/// what happened. The game's rules and its search stay in its own module.
pub trait Playable: Game {
    /// What the board hands over when the learner picks a move there.
    type Pick;
    /// A hint the search found for the learner.
    type Hint: Clone + Send + 'static;
    /// What the computer keeps from move to move of one game (its search table).
    type Memory: Send + 'static;
    /// How long the computer thinks about a hint.
    const HINT_TIME: Duration;

    /// A fresh memory for a new game.
    fn new_memory() -> Self::Memory;
    /// The computer's move at `level`, thinking at most `time`.
    fn choose(
        &self,
        level: Level,
        time: Duration,
        memory: &mut Self::Memory,
        rng: &mut Rng,
    ) -> Option<Self::Move>;
    /// The learner's best move now, as a hint, thinking about `time`.
    fn find_hint(&self, time: Duration) -> Option<Self::Hint>;
    /// A hint in words.
    fn hint_text(pos: &Self::Position, hint: &Self::Hint, lang: Lang) -> String;
    /// A typed move (Russian-layout and look-alike letters read as Latin): the move, or how
    /// to say why there is none; and how Cyrillic letters were read, if there were any.
    fn read_typed(
        pos: &Self::Position,
        text: &str,
        lang: Lang,
    ) -> (Result<Self::Move, Refusal>, Option<String>);
    /// A move picked on the board, or why it is no move.
    fn read_pick(
        pos: &Self::Position,
        pick: &Self::Pick,
        lang: Lang,
    ) -> Result<Self::Move, Refusal>;
    /// What to say when the computer played `mv` in `pos` (`None`: nothing).
    fn played_text(pos: &Self::Position, mv: &Self::Move, lang: Lang) -> Option<String>;
    /// Why the rules ended the game, in words.
    fn outcome_text(&self, outcome: Self::Outcome, lang: Lang) -> String;
    /// What to say once moves were taken back.
    fn taken_back_text(lang: Lang) -> String;
    /// The game as PDN text with `tags` (Event, Date, White, Black) and its `result`.
    fn to_pdn(&self, tags: Vec<(String, String)>, result: Option<GameResult>) -> String;
}

/// Why a typed or picked move is no move, in words, and how to say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// A real mistake ([`Tone::Wrong`]) or a slip of typing ([`Tone::Info`]).
    pub tone: Tone,
    /// What to tell the learner.
    pub text: String,
}

/// A game between the learner and the computer.
#[derive(Clone, Debug)]
pub struct PlaySession<G: Game> {
    game: G,
    human: Color,
    level: Level,
    ending: Option<Ending<G::Outcome>>,
    feedback: Option<Feedback>,
    lang: Lang,
}

/// How the computer is named in saved games, before its level.
pub(super) const COMPUTER_PREFIX: &str = "shashki level ";

/// The name of the computer player in saved games.
pub fn computer_name(level: Level) -> String {
    format!("{COMPUTER_PREFIX}{}", level.number())
}

/// The computer's level, if the player named by `tag_value` (a White or Black tag) is it.
pub(super) fn level_named(tag_value: Option<&str>) -> Option<Level> {
    let number = tag_value?
        .strip_prefix(COMPUTER_PREFIX)?
        .trim()
        .parse()
        .ok()?;
    Level::new(number)
}

impl<G: Playable> PlaySession<G> {
    /// A new game from `start`; the learner plays `human`.
    pub fn new(start: G::Position, human: Color, level: Level, lang: Lang) -> Self {
        PlaySession::from_game(G::from_start(start), human, level, lang)
    }

    fn from_game(game: G, human: Color, level: Level, lang: Lang) -> Self {
        let mut session = PlaySession {
            game,
            human,
            level,
            ending: None,
            feedback: None,
            lang,
        };
        session.check_end();
        session
    }

    /// Continues a saved game with its `tags` and the `result` it states. The learner plays
    /// the side not named after the computer, and the computer keeps its saved level;
    /// `human` and `level` decide when the tags do not tell. A game that ended off the board
    /// (a resignation or an agreed draw, as its result says) stays finished: it is opened to
    /// be looked at, and the computer must not play on in it (which would save it again as a
    /// new game).
    pub fn resume(
        game: G,
        tags: &[(String, String)],
        result: Option<GameResult>,
        human: Color,
        level: Level,
        lang: Lang,
    ) -> Self {
        let tag = |name: &str| {
            tags.iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        let (human, level) = match (level_named(tag("White")), level_named(tag("Black"))) {
            (Some(level), None) => (Color::Black, level),
            (None, Some(level)) => (Color::White, level),
            _ => (human, level),
        };
        let mut session = PlaySession::from_game(game, human, level, lang);
        if session.ending.is_none() {
            session.ending = result.map(|result| match result {
                GameResult::WhiteWins => Ending::Resigned(Color::Black),
                GameResult::BlackWins => Ending::Resigned(Color::White),
                GameResult::Draw => Ending::DrawAgreed,
            });
        }
        session
    }

    /// The game so far.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The position now.
    pub fn position(&self) -> &G::Position {
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

    /// The language the session speaks.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending<G::Outcome>> {
        self.ending
    }

    /// The result of the game, if it has ended.
    pub fn result(&self) -> Option<GameResult> {
        self.ending.map(|ending| match ending {
            Ending::Rules(outcome) => G::result(outcome),
            Ending::Resigned(Color::White) => GameResult::BlackWins,
            Ending::Resigned(Color::Black) => GameResult::WhiteWins,
            Ending::DrawAgreed => GameResult::Draw,
        })
    }

    /// The latest message.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Whether the learner is to move (and the game goes on).
    pub fn human_to_move(&self) -> bool {
        self.ending.is_none() && G::turn(self.position()) == self.human
    }

    /// Whether the computer is to move (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        self.ending.is_none() && G::turn(self.position()) != self.human
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
    pub fn pick(&mut self, pick: &G::Pick) {
        if self.human_to_move() {
            let result = G::read_pick(self.position(), pick, self.lang);
            self.human_move(result, None);
        }
    }

    /// A move typed by the learner; Russian-layout letters are read as the keys they sit on.
    pub fn type_text(&mut self, text: &str) {
        if self.human_to_move() && !text.trim().is_empty() {
            let (result, read_as) = G::read_typed(self.position(), text, self.lang);
            self.human_move(result, read_as);
        }
    }

    fn human_move(&mut self, result: Result<G::Move, Refusal>, read_as: Option<String>) {
        let read = read_as.map(|r| super::typing::read_as_text(&r, self.lang));
        match result {
            Ok(mv) => {
                // "Read as c3-d4." stays until the computer answers.
                self.feedback = read.map(|text| Feedback {
                    tone: Tone::Info,
                    text,
                });
                self.game.play(mv);
                self.check_end();
            }
            Err(refusal) => {
                let text = match read {
                    Some(read) => format!("{read} {}", refusal.text),
                    None => refusal.text,
                };
                self.say(refusal.tone, text);
            }
        }
    }

    /// The computer's move, once searched (ignored unless it is the computer's turn and the
    /// move is legal); it is named for the learner where the game names it.
    pub fn computer_move(&mut self, mv: G::Move) {
        if self.computer_to_move() && G::is_legal(self.position(), &mv) {
            self.feedback = G::played_text(self.position(), &mv, self.lang).map(|text| Feedback {
                tone: Tone::Info,
                text,
            });
            self.game.play(mv);
            self.check_end();
        }
    }

    /// Whether `u` takes something back now: a resignation or an agreed draw, or a move of
    /// the learner's (a computer's first move alone is not taken back).
    pub fn can_take_back(&self) -> bool {
        if matches!(self.ending, Some(Ending::Resigned(_) | Ending::DrawAgreed)) {
            return true;
        }
        let computer_began = G::turn(self.game.start()) != self.human;
        self.game.moves().len() > usize::from(computer_began)
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
        while self.game.undo().is_some() {
            if G::turn(self.position()) == self.human {
                break;
            }
        }
        self.ending = None;
        self.check_end();
        let text = G::taken_back_text(self.lang);
        self.say(Tone::Info, text);
        true
    }

    /// Shows a hint (searched elsewhere) if the position it was searched for is still the
    /// one on the board.
    pub fn show_hint(&mut self, searched: &G::Position, found: &G::Hint) {
        if !self.human_to_move() || searched != self.position() {
            return;
        }
        let text = G::hint_text(searched, found, self.lang);
        self.say(Tone::Info, text);
    }

    /// The learner gives up.
    pub fn resign(&mut self) {
        if self.ending.is_none() {
            self.ending = Some(Ending::Resigned(self.human));
            self.check_end();
        }
    }

    /// Ends the game as a draw both sides agreed.
    fn agree_draw(&mut self) {
        self.ending = Some(Ending::DrawAgreed);
        self.check_end();
    }

    /// The moves so far, numbered, with every square of a capture or jump chain
    /// (`1. c3-d4 d6-c5`, `5. g5:e3:c5`), as the lessons write them.
    pub fn move_list(&self) -> Vec<String> {
        self.game.move_list()
    }

    /// How the game ended, in words, or `None` while it goes on.
    pub fn ending_text(&self) -> Option<String> {
        let ending = self.ending?;
        let lang = self.lang;
        let won = match self.result()? {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        };
        let verdict = match won.map(|c| c == self.human) {
            Some(true) => t!(lang, "play-you-won"),
            Some(false) => t!(lang, "play-computer-won"),
            None => t!(lang, "play-draw"),
        };
        let why = match ending {
            Ending::Rules(outcome) => self.game.outcome_text(outcome, lang),
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
        self.game.to_pdn(tags, self.result())
    }
}
