//! What to play against the computer: the play menu's choices (game, level, side) and the
//! saved games it continues, read back from their PDN tags. UI-free.

use std::path::{Path, PathBuf};

use super::play::{CornersSession, DraughtsSession, level_named};
use crate::corners::{CornersGame, CornersPosition};
use crate::engine::Level;
use crate::i18n::core::variant_title;
use crate::rng::Rng;
use crate::rules::{Color, Game, PdnGame, Position, Stated, Variant, result_of};
use crate::{Lang, t};

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
    #[must_use]
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
    #[must_use]
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
            let (game, tags) = CornersGame::from_pdn(text).map_err(|e| e.to_string())?;
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
    Draughts(DraughtsSession),
    /// A game of corners.
    Corners(CornersSession),
}

impl PlayPlan {
    /// The next level on the play menu: 1, 2... 8, then 1 again.
    pub fn next_level(&self) -> Level {
        Level::new(self.level.number() % Level::MAX.number() + 1).unwrap_or(Level::MIN)
    }

    /// The game it opens, drawing lots for the sides if need be.
    pub fn open(self, lang: Lang, rng: &mut Rng) -> Opened {
        let human = self.side.resolve(rng);
        match (self.saved, self.game) {
            (Some(SavedGame::Draughts(saved)), _) => Opened::Draughts(DraughtsSession::resume(
                saved.game,
                &saved.tags,
                saved.result,
                human,
                self.level,
                lang,
            )),
            (Some(SavedGame::Corners(game, tags)), _) => {
                let result = tag_of(&tags, "Result")
                    .and_then(|r| result_of(r.trim()))
                    .and_then(Stated::result);
                Opened::Corners(CornersSession::resume(
                    game, &tags, result, human, self.level, lang,
                ))
            }
            (None, PlayGame::Draughts(variant)) => Opened::Draughts(DraughtsSession::new(
                Position::start(variant),
                human,
                self.level,
                lang,
            )),
            (None, PlayGame::Corners) => Opened::Corners(CornersSession::new(
                CornersPosition::start(),
                human,
                self.level,
                lang,
            )),
        }
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
    level_named(tag(saved, side))
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
#[cfg(test)]
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
