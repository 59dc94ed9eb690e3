//! The learner model: one UI-free owner of the store, the profile, its progress and the review
//! under way. Screens call its event methods (a lesson step answered, a puzzle finished, a
//! setting changed...) and draw what they return; it records, saves and keeps the messages a
//! screen must show once (a file moved aside, a save that failed). Nothing here draws.

mod games;
mod review;
mod study;

use std::path::PathBuf;

use crate::Lang;
use crate::progress::{Profile, Progress, ProgressError, Store};

pub(crate) use games::{GameNow, SavedFile, saved_text};
pub(crate) use review::ReviewAnswer;

/// The learner at the keyboard: their profile, progress and the session of review tasks.
pub struct Learner {
    store: Option<Store>,
    profile: Profile,
    progress: Progress,
    /// A language given on the command line wins over the profile's setting until the
    /// learner picks one in the settings.
    forced_lang: Option<Lang>,
    /// The locale's language, when neither the command line nor the profile chooses one.
    locale_lang: Option<Lang>,
    /// Messages to show once (files moved aside, saving impossible).
    notices: Vec<String>,
    /// The review tasks (or placement test) under way.
    review: Option<crate::trainer::ReviewSession>,
    /// Why the last save failed: the same reason is said once, not at every step.
    save_failed: Option<String>,
}

/// A setting the learner switches on the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toggle {
    /// The next interface language.
    Language,
    /// ASCII glyphs instead of Unicode.
    Glyphs,
    /// Coordinates beside the board.
    Labels,
    /// Squares a picked piece can reach.
    Targets,
}

impl Learner {
    /// Opens the data directory `dir` (none: progress is kept for this run only) and the
    /// profile `wanted` (else the last one). Problems that do not stop the trainer become
    /// notices.
    pub fn open(
        dir: Option<PathBuf>,
        wanted: Option<&str>,
        forced_lang: Option<Lang>,
        locale_lang: Option<Lang>,
    ) -> Learner {
        let mut notices = Vec::new();
        // Before the profile is read, only the command line and the locale tell the language.
        let early_lang = forced_lang.or(locale_lang).unwrap_or_default();
        let store = match dir.map(Store::open) {
            Some(Ok(store)) => Some(store),
            Some(Err(e)) => {
                let reason = e.say(early_lang);
                notices.push(crate::t!(
                    early_lang,
                    "ui-notice-not-saved",
                    reason = reason
                ));
                None
            }
            None => {
                notices.push(crate::t!(early_lang, "ui-notice-no-data-dir"));
                None
            }
        };
        let mut learner = Learner {
            store,
            profile: Profile {
                id: "player".into(),
                name: crate::t!(early_lang, "ui-default-profile"),
            },
            progress: Progress::default(),
            forced_lang,
            locale_lang,
            notices,
            review: None,
            save_failed: None,
        };
        if let Some(store) = &learner.store {
            match store.resolve_profile_or(wanted, &learner.profile.name) {
                Ok((p, set_aside)) => {
                    learner.profile = p;
                    learner.notices.extend(set_aside.map(|n| n.say(early_lang)));
                }
                Err(e) => learner.notices.push(e.say(early_lang)),
            }
        }
        learner.load();
        learner
    }

    /// Reads the profile's progress from the store, keeping its notices.
    fn load(&mut self) {
        let Some(store) = &self.store else {
            return;
        };
        match store.load(&self.profile.id) {
            Ok(loaded) => {
                self.progress = loaded.progress.clone();
                let lang = self.lang();
                self.notices.extend(loaded.notices(lang));
            }
            Err(e) => {
                let lang = self.lang();
                self.notices.push(e.say(lang));
            }
        }
    }

    /// The language to speak.
    pub fn lang(&self) -> Lang {
        self.forced_lang
            .or(self.progress.settings.lang)
            .or(self.locale_lang)
            .unwrap_or_default()
    }

    /// The progress as recorded so far (read only: it changes through the event methods).
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The profile in use.
    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Whether progress can be saved (there is a data directory).
    pub fn can_save(&self) -> bool {
        self.store.is_some()
    }

    /// The messages to show once, taken away.
    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    /// Keeps a message to show once.
    pub fn notice(&mut self, text: String) {
        self.notices.push(text);
    }

    /// Saves the progress; a failure becomes a notice.
    fn save(&mut self) {
        let Some(store) = &self.store else {
            return;
        };
        match store.save(&self.profile.id, &self.progress) {
            Ok(saved) => {
                let lang = self.lang();
                self.notices.extend(saved.notices(lang));
                self.progress = saved.progress;
                self.save_failed = None;
            }
            Err(e) => {
                let said = e.say(self.lang());
                if self.save_failed.as_ref() != Some(&said) {
                    self.notices.push(said.clone());
                    self.save_failed = Some(said);
                }
            }
        }
    }

    /// Changes one setting and saves it.
    pub fn toggle(&mut self, toggle: Toggle) {
        let lang = self.lang();
        let s = &mut self.progress.settings;
        match toggle {
            Toggle::Language => {
                s.lang = Some(lang.next());
                self.forced_lang = None;
            }
            Toggle::Glyphs => s.ascii = !s.ascii,
            Toggle::Labels => s.labels = !s.labels,
            Toggle::Targets => s.show_targets = !s.show_targets,
        }
        self.save();
    }

    /// The profiles of the store, or none (the reason kept as a notice) when they cannot be
    /// read or there is no store.
    pub fn profiles(&mut self) -> Option<Vec<Profile>> {
        let lang = self.lang();
        match self.store.as_ref()?.profiles() {
            Ok((list, set_aside)) => {
                self.notices.extend(set_aside.map(|n| n.say(lang)));
                Some(list.profiles)
            }
            Err(e) => {
                self.notices.push(e.say(lang));
                None
            }
        }
    }

    /// Switches to another profile: remembers it as the last one and loads its progress.
    /// The review under way belongs to the profile left, so it ends.
    pub fn switch_profile(&mut self, profile: Profile) {
        if let Some(store) = &self.store {
            let _ = store.set_last_profile(&profile.id);
        }
        self.profile = profile;
        self.review = None;
        self.save_failed = None;
        self.progress = Progress::default();
        self.load();
    }

    /// Creates a profile named `name` and switches to it.
    pub fn create_profile(&mut self, name: &str) -> Result<(), ProgressError> {
        let Some(store) = &self.store else {
            return Ok(());
        };
        let profile = store.create_profile(name)?;
        self.switch_profile(profile);
        Ok(())
    }

    /// Gives the profile in use a new name.
    pub fn rename_profile(&mut self, name: &str) -> Result<(), ProgressError> {
        let Some(store) = &self.store else {
            return Ok(());
        };
        store.rename_profile(&self.profile.id, name)?;
        self.profile.name = name.trim().to_string();
        Ok(())
    }

    /// Where deleted profiles go, if there is a store.
    pub fn deleted_dir(&self) -> Option<PathBuf> {
        self.store.as_ref().map(Store::deleted_dir)
    }

    /// Deletes `profile` (its folder is moved aside; a notice says where); when it was the
    /// one in use, the store's next profile is used.
    pub fn delete_profile(&mut self, profile: &Profile) {
        let lang = self.lang();
        let Some(store) = &self.store else {
            return;
        };
        match store.delete_profile(&profile.id) {
            Ok(deleted) => {
                let path = deleted
                    .moved_to
                    .clone()
                    .unwrap_or_else(|| store.deleted_dir());
                self.notices.push(crate::t!(
                    lang,
                    "ui-profile-deleted",
                    name = &profile.name,
                    path = path.display().to_string()
                ));
                if self.profile.id == profile.id {
                    self.switch_profile(deleted.in_use);
                }
            }
            Err(e) => self.notices.push(e.say(lang)),
        }
    }

    /// The profile's saved games: each file and its text, oldest first.
    pub fn saved_games(&self) -> Vec<(PathBuf, String)> {
        self.store
            .as_ref()
            .map(|store| store.saved_games(&self.profile.id))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests;
