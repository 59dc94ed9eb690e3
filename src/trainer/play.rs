//! A game against the computer: whose turn it is, the learner's moves checked by the rules,
//! the computer's moves (searched elsewhere, on a worker thread), undo, hints, resigning,
//! draw offers, the draw-rule counters, the move list and the saved PDN. UI-free.

use std::path::{Path, PathBuf};

use super::corners_play::CornersSession;
use super::feedback::{counter_text, played_text};
use super::typing::{read_as_text, read_move};
use super::{Feedback, Tone};
use crate::corners::CornersGame;
use crate::engine::{Hint, Level, Limits, Searcher};
use crate::i18n::core::{Say, hint_reason, variant_title};
use crate::rng::Rng;
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

/// Which side the learner takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SidePick {
    /// Drawn by lot, as in a real game.
    Random,
    /// A chosen side.
    Side(Color),
}

impl SidePick {
    /// How the choice reads on the play menu.
    pub fn label(self, lang: Lang) -> String {
        match self {
            SidePick::Random => t!(lang, "play-side-by-lot"),
            SidePick::Side(Color::White) => t!(lang, "play-side-white"),
            SidePick::Side(Color::Black) => t!(lang, "play-side-black"),
        }
    }

    /// The next choice on the menu: by lot, White, Black, by lot...
    pub fn next(self) -> SidePick {
        match self {
            SidePick::Random => SidePick::Side(Color::White),
            SidePick::Side(Color::White) => SidePick::Side(Color::Black),
            SidePick::Side(Color::Black) => SidePick::Random,
        }
    }

    /// The side, drawing lots if need be.
    pub fn resolve(self, rng: &mut Rng) -> Color {
        match self {
            SidePick::Side(color) => color,
            SidePick::Random if rng.below(2) == 0 => Color::White,
            SidePick::Random => Color::Black,
        }
    }
}

/// What is played against the computer: a draughts variant, or corners (уголки).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayGame {
    /// Draughts of this variant (giveaway included).
    Draughts(Variant),
    /// Corners, on its own rules (`crate::corners`).
    Corners,
}

impl PlayGame {
    /// Every game on the play menu, in its order.
    pub const ALL: [PlayGame; 7] = [
        PlayGame::Draughts(Variant::Russian),
        PlayGame::Draughts(Variant::Brazilian),
        PlayGame::Draughts(Variant::International),
        PlayGame::Draughts(Variant::English),
        PlayGame::Draughts(Variant::Giveaway),
        PlayGame::Draughts(Variant::GiveawayInternational),
        PlayGame::Corners,
    ];

    /// The next game on the menu (after the last, the first).
    pub fn next(self) -> PlayGame {
        let at = PlayGame::ALL.iter().position(|g| *g == self).unwrap_or(0);
        PlayGame::ALL[(at + 1) % PlayGame::ALL.len()]
    }

    /// Its name as a person reads it.
    pub fn title(self, lang: Lang) -> String {
        match self {
            PlayGame::Draughts(variant) => variant_title(variant, lang),
            PlayGame::Corners => t!(lang, "corners-title"),
        }
    }

    /// The lower-case name used on the command line and in file names.
    pub fn name(self) -> &'static str {
        match self {
            PlayGame::Draughts(variant) => variant.name(),
            PlayGame::Corners => crate::corners::NAME,
        }
    }
}

impl std::str::FromStr for PlayGame {
    type Err = String;
    fn from_str(s: &str) -> Result<PlayGame, String> {
        if s.trim().eq_ignore_ascii_case(crate::corners::NAME) || s.trim() == "уголки" {
            return Ok(PlayGame::Corners);
        }
        s.parse::<Variant>()
            .map(PlayGame::Draughts)
            .map_err(|e| format!("{e}, or corners"))
    }
}

/// A saved game to continue: draughts (with its PDN tags) or corners.
#[derive(Clone, Debug)]
pub enum SavedGame {
    /// A draughts game.
    Draughts(PdnGame),
    /// A game of corners and its tags.
    Corners(CornersGame, Vec<(String, String)>),
}

impl SavedGame {
    /// Reads one saved game: corners when its `GameType` tag says so, else draughts
    /// (`variant` when it has no `GameType` tag). The error says what is wrong, and where.
    pub fn read(text: &str, variant: Variant) -> Result<SavedGame, String> {
        if crate::corners::is_corners_pdn(text) {
            let (game, tags) = CornersGame::from_pdn(text)?;
            return Ok(SavedGame::Corners(game, tags));
        }
        PdnGame::read(text, variant)
            .map(SavedGame::Draughts)
            .map_err(|e| e.to_string())
    }

    /// Its tags.
    pub fn tags(&self) -> &[(String, String)] {
        match self {
            SavedGame::Draughts(pdn) => &pdn.tags,
            SavedGame::Corners(_, tags) => tags,
        }
    }

    /// What is played in it.
    pub fn game(&self) -> PlayGame {
        match self {
            SavedGame::Draughts(pdn) => PlayGame::Draughts(pdn.game.start().variant()),
            SavedGame::Corners(..) => PlayGame::Corners,
        }
    }

    /// Whether it has no result yet.
    pub fn unfinished(&self) -> bool {
        match self {
            SavedGame::Draughts(pdn) => pdn.result.is_none(),
            SavedGame::Corners(..) => tag_of(self.tags(), "Result").is_none_or(|r| r == "*"),
        }
    }

    /// How many numbered moves it has.
    pub fn move_count(&self) -> usize {
        match self {
            SavedGame::Draughts(pdn) => move_count(&pdn.game),
            SavedGame::Corners(game, _) => game.moves().len().div_ceil(2),
        }
    }

    /// The date it was played, if its `Date` tag is a whole date.
    pub fn date(&self) -> Option<&str> {
        whole_date(tag_of(self.tags(), "Date")?)
    }
}

/// The game to open: chosen on the play menu or the command line.
#[derive(Clone, Debug)]
pub struct PlayPlan {
    /// The game of a new game: a draughts variant, or corners.
    pub game: PlayGame,
    /// The computer's level.
    pub level: Level,
    /// The learner's side.
    pub side: SidePick,
    /// A saved game to continue instead (its game, sides and level win).
    pub saved: Option<SavedGame>,
    /// The file the saved game was read from: the continued game replaces it (when it is one
    /// of the profile's saved games).
    pub origin: Option<PathBuf>,
}

impl Default for PlayPlan {
    fn default() -> PlayPlan {
        PlayPlan {
            game: PlayGame::Draughts(Variant::Russian),
            level: Level::new(3).expect("3 is a level"),
            side: SidePick::Random,
            saved: None,
            origin: None,
        }
    }
}

/// A game opened from a plan.
#[derive(Clone, Debug)]
pub enum Opened {
    /// A draughts game.
    Draughts(PlaySession),
    /// A game of corners.
    Corners(CornersSession),
}

impl PlayPlan {
    /// The game it opens, drawing lots for the sides if need be.
    pub fn open(self, lang: Lang, rng: &mut Rng) -> Opened {
        let human = self.side.resolve(rng);
        match (self.saved, self.game) {
            (Some(SavedGame::Draughts(saved)), _) => {
                Opened::Draughts(PlaySession::resume(saved, human, self.level, lang))
            }
            (Some(SavedGame::Corners(game, tags)), _) => {
                Opened::Corners(CornersSession::resume(game, &tags, human, self.level, lang))
            }
            (None, PlayGame::Draughts(variant)) => Opened::Draughts(PlaySession::new(
                Position::start(variant),
                human,
                self.level,
                lang,
            )),
            (None, PlayGame::Corners) => {
                Opened::Corners(CornersSession::new(human, self.level, lang))
            }
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

/// The date in PDN form (`2026.11.29`) of the moment `at` in the time zone `zone`.
pub fn pdn_date(at: jiff::Timestamp, zone: &jiff::tz::TimeZone) -> String {
    let date = at.to_zoned(zone.clone()).date();
    format!("{:04}.{:02}.{:02}", date.year(), date.month(), date.day())
}

/// Today's date in PDN form where the user is (the system's time zone: `TZ` or
/// `/etc/localtime`), for the `Date` tag of a new game.
pub fn pdn_today() -> String {
    pdn_date(jiff::Timestamp::now(), &jiff::tz::TimeZone::system())
}

/// The value of the tag `name` of a game (names are matched without regard to case).
fn tag<'a>(game: &'a PdnGame, name: &str) -> Option<&'a str> {
    tag_of(&game.tags, name)
}

/// The value of the tag `name` among `tags` (names are matched without regard to case).
fn tag_of<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, value)| value.as_str())
}

/// One line about a saved game, from its PDN tags: "2026.11.29  Anna - shashki level 3  2-0";
/// an unfinished game says so instead of a result. A text that does not read as a game shows
/// `?` for each tag.
pub fn game_line(pdn: &str, lang: Lang) -> String {
    let game = SavedGame::read(pdn, Variant::Russian).ok();
    let tag = |name: &str| {
        game.as_ref()
            .and_then(|g| tag_of(g.tags(), name))
            .unwrap_or("?")
    };
    let result = match tag("Result") {
        "*" => t!(lang, "play-unfinished"),
        result => result.to_string(),
    };
    format!(
        "{}  {} - {}  {result}",
        tag("Date"),
        tag("White"),
        tag("Black"),
    )
}

/// The computer's level, if the player of `side` (`White` or `Black`) is named after it.
fn computer_level(saved: &PdnGame, side: &str) -> Option<Level> {
    let number = tag(saved, side)?
        .strip_prefix(COMPUTER_PREFIX)?
        .trim()
        .parse()
        .ok()?;
    Level::new(number)
}

/// The learner's side in a game the trainer saved: the side not named after the computer
/// (`None` when neither or both are).
pub fn learner_side(saved: &PdnGame) -> Option<Color> {
    let computer = |side| computer_level(saved, side).is_some();
    match (computer("White"), computer("Black")) {
        (true, false) => Some(Color::Black),
        (false, true) => Some(Color::White),
        _ => None,
    }
}

/// The date a saved game was played (its `Date` tag), if it is a whole date (`2026.11.29`).
pub fn game_date(saved: &PdnGame) -> Option<&str> {
    whole_date(tag(saved, "Date")?)
}

/// `date` if it is a whole date (`2026.11.29`).
fn whole_date(date: &str) -> Option<&str> {
    let whole = date.len() == 10
        && date.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'.',
            _ => b.is_ascii_digit(),
        });
    whole.then_some(date)
}

/// The most recently saved unfinished game among `games` (each a file and its text, least
/// recently saved first, as the store lists them): its file and the game. Files that do not
/// hold exactly one readable game are passed over.
pub fn last_unfinished(games: &[(PathBuf, String)]) -> Option<(&Path, SavedGame)> {
    games.iter().rev().find_map(|(path, text)| {
        if !text.contains("[Result \"*\"]") {
            return None;
        }
        let [(_, one)] = PdnGame::split(text)[..] else {
            return None;
        };
        let game = SavedGame::read(one, Variant::Russian).ok()?;
        game.unfinished().then_some((path.as_path(), game))
    })
}

/// How many numbered moves a game has: a move of each side makes one, as in the move list.
pub fn move_count(game: &Game) -> usize {
    let first = game.start().variant().rules().first_to_move;
    let offset = usize::from(game.start().turn() != first);
    (game.moves().len() + offset).div_ceil(2)
}

/// A number of moves in words: "1 move", "5 moves"; "1 ход", "2 хода", "5 ходов".
pub fn moves_text(n: usize, lang: Lang) -> String {
    t!(lang, "play-moves", count = n)
}

/// The play menu's row for a saved unfinished game:
/// "Continue: 2026.11.29, Russian draughts, 3 moves".
pub fn continue_label(saved: &SavedGame, lang: Lang) -> String {
    t!(
        lang,
        "play-continue",
        date = saved.date().unwrap_or("?"),
        variant = saved.game().title(lang),
        moves = moves_text(saved.move_count(), lang)
    )
}

#[cfg(test)]
#[path = "tests/play.rs"]
mod tests;
