//! Where a game against the computer is kept: its own file in the profile's games folder,
//! written again after every change and named for its day, variant and whether it ended.

use std::path::PathBuf;

use super::Learner;
use crate::Lang;
use crate::engine::Level;
use crate::rules::Color;
use crate::trainer::{PlayGame, PlayPlan, SidePick};

/// A game's own file, saved again after every change: the same for draughts and corners.
pub struct SavedFile {
    /// The game's date, from its saved file or the day it began; its file name starts with it.
    date: String,
    /// The game's own file: where it was read from or last saved. Every save replaces it.
    file: Option<PathBuf>,
    /// The text last written to (or read from) `file`, so a save with nothing new is skipped.
    written: Option<String>,
    /// The last save: the file, or why it could not be saved.
    saved: Option<Result<PathBuf, String>>,
}

impl SavedFile {
    /// A game begun on `date`, read from `file` (holding `written`) or new.
    pub fn new(date: String, file: Option<PathBuf>, written: Option<String>) -> SavedFile {
        SavedFile {
            date,
            file,
            written,
            saved: None,
        }
    }

    /// The day the game began.
    pub fn date(&self) -> &str {
        &self.date
    }

    /// The last save: the file, or why it could not be saved.
    pub fn saved(&self) -> Option<&Result<PathBuf, String>> {
        self.saved.as_ref()
    }

    /// Saves `pdn` in the game's own file, replacing the file's older text: a new game gets a
    /// file at its first move, a game that ends (or goes on again after an undo) gets the
    /// matching name (`date-NAME` or `date-NAME-unfinished`), and a game taken back to no
    /// moves at all (`empty`) is not kept. Skipped when nothing changed.
    fn keep(
        &mut self,
        store: &crate::progress::Store,
        id: &str,
        pdn: &str,
        name: &str,
        finished: bool,
        empty: bool,
    ) {
        if !finished && empty {
            if let Some(file) = self.file.take() {
                self.written = None;
                self.saved = store
                    .remove_game(id, &file)
                    .err()
                    .map(|e| Err(e.to_string()));
            }
            return;
        }
        if self.written.as_deref() == Some(pdn) {
            return;
        }
        let unfinished = if finished { "" } else { "-unfinished" };
        let stem = format!("{}-{name}{unfinished}", self.date.replace('.', "-"));
        let saved = match &self.file {
            Some(old) => store.replace_game(id, old, &stem, pdn),
            None => store.save_game(id, &stem, pdn),
        };
        self.saved = Some(match saved {
            Ok(path) => {
                self.file = Some(path.clone());
                self.written = Some(pdn.to_string());
                Ok(path)
            }
            Err(e) => Err(e.to_string()),
        });
    }

    /// What to tell the learner when the game closes: where an unfinished game (not `over`)
    /// is kept and how to continue it, or why it could not be saved.
    pub fn closing_text(self, over: bool, lang: Lang) -> Option<String> {
        if over {
            return None;
        }
        let saved = match (self.saved, self.file) {
            (Some(Err(e)), _) => Err(e),
            (_, Some(file)) => Ok(file),
            (_, None) => return None,
        };
        Some(match saved {
            Ok(path) => crate::t!(
                lang,
                "ui-play-left-saved",
                path = path.display().to_string()
            ),
            Err(_) => saved_text(&saved, lang),
        })
    }
}

/// Where a game was saved, or why it was not, in words.
pub fn saved_text(saved: &Result<PathBuf, String>, lang: Lang) -> String {
    match saved {
        // The file's name only: a whole path would be broken inside on a narrow panel.
        Ok(path) => {
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into(),
            );
            crate::t!(lang, "ui-play-saved-as", name = name)
        }
        Err(e) => crate::t!(lang, "ui-play-not-saved", error = e),
    }
}

/// A game to keep, as it stands now.
#[derive(Clone, Copy)]
pub struct GameNow<'a> {
    /// The game as PDN text.
    pub pdn: &'a str,
    /// The game's name in the file name (`russian`, `corners`...).
    pub name: &'a str,
    /// Whether the game has ended.
    pub finished: bool,
    /// Whether it has no moves (taken back to the start).
    pub empty: bool,
}

impl Learner {
    /// Saves the game on screen in its own file `file` (see [`SavedFile`]): skipped when
    /// nothing changed or there is nowhere to save.
    pub fn keep_game(&self, file: &mut SavedFile, game: GameNow) {
        let Some(store) = &self.store else {
            return;
        };
        file.keep(
            store,
            &self.profile.id,
            game.pdn,
            game.name,
            game.finished,
            game.empty,
        );
    }
}

impl Learner {
    /// The play menu's choices: the game, level and side of the learner's last new game, else
    /// Russian draughts at level 3 with the side by lot.
    pub fn play_plan(&self) -> PlayPlan {
        let remembered = self.progress.settings.play_options.as_deref();
        remembered.and_then(plan_from_key).unwrap_or_default()
    }

    /// A new game starts as `plan` says: its game, level and side are remembered for the play
    /// menu ([`Learner::play_plan`]). A continued saved game changes nothing.
    pub fn play_started(&mut self, plan: &PlayPlan) {
        if plan.saved.is_some() {
            return;
        }
        let key = Some(plan_key(plan));
        if self.progress.settings.play_options != key {
            self.progress.settings.play_options = key;
            self.save();
        }
    }
}

/// A plan's choices as one key: `russian/3/lot`, `corners/8/black`.
fn plan_key(plan: &PlayPlan) -> String {
    let side = match plan.side {
        SidePick::Random => "lot",
        SidePick::Side(Color::White) => "white",
        SidePick::Side(Color::Black) => "black",
    };
    format!("{}/{}/{side}", plan.game.name(), plan.level.number())
}

/// The choices a key of [`plan_key`] names; `None` if any part is not understood (a file
/// edited by hand, or written by a newer version).
fn plan_from_key(key: &str) -> Option<PlayPlan> {
    let mut parts = key.split('/');
    let game: PlayGame = parts.next()?.parse().ok()?;
    let level = Level::new(parts.next()?.parse().ok()?)?;
    let side = match parts.next()? {
        "lot" => SidePick::Random,
        "white" => SidePick::Side(Color::White),
        "black" => SidePick::Side(Color::Black),
        _ => return None,
    };
    parts.next().is_none().then_some(PlayPlan {
        game,
        level,
        side,
        ..PlayPlan::default()
    })
}
