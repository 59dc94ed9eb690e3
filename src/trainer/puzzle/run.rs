//! Runs of puzzles: how they follow each other, what a run has solved, and its record.

use super::{Choice, PuzzleSession, Status};
use crate::Lang;
use crate::progress::Progress;
use crate::t;

/// How puzzles follow each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunMode {
    /// One after another, at the learner's level.
    Practice,
    /// Harder and harder; the first wrong move ends it (one skip allowed, no hints).
    Streak,
    /// As many as possible in three minutes; each mistake costs ten seconds.
    Timed,
}

impl RunMode {
    /// The modes, in menu order.
    pub const ALL: [RunMode; 3] = [RunMode::Practice, RunMode::Streak, RunMode::Timed];

    /// The name for records (`streak`, `timed`).
    pub fn id(self) -> &'static str {
        match self {
            RunMode::Practice => "practice",
            RunMode::Streak => "streak",
            RunMode::Timed => "timed",
        }
    }

    /// Reads a name for records.
    pub fn from_id(id: &str) -> Option<RunMode> {
        RunMode::ALL.into_iter().find(|m| m.id() == id)
    }

    /// The short name, for records: "Streak", "Three minutes".
    pub fn name(self, lang: Lang) -> String {
        match self {
            RunMode::Practice => t!(lang, "puzzle-mode-practice"),
            RunMode::Streak => t!(lang, "puzzle-mode-streak"),
            RunMode::Timed => t!(lang, "puzzle-mode-timed"),
        }
    }

    /// What the mode is, in a sentence for the menu.
    pub fn rules(self, lang: Lang) -> String {
        match self {
            RunMode::Practice => t!(lang, "puzzle-mode-practice-rules"),
            RunMode::Streak => t!(lang, "puzzle-mode-streak-rules"),
            RunMode::Timed => t!(lang, "puzzle-mode-timed-rules"),
        }
    }

    /// The name for a menu.
    pub fn label(self, lang: Lang) -> String {
        match self {
            RunMode::Practice => t!(lang, "puzzle-mode-practice"),
            RunMode::Streak => t!(lang, "puzzle-mode-streak-label"),
            RunMode::Timed => t!(lang, "puzzle-mode-timed"),
        }
    }
}

/// The length of a timed run.
pub const TIMED_RUN: std::time::Duration = std::time::Duration::from_secs(180);
/// What each mistake costs in a timed run.
pub const MISTAKE_PENALTY: std::time::Duration = std::time::Duration::from_secs(10);

/// A run of puzzles: what has been solved, and whether it is over.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    /// How puzzles follow each other.
    pub mode: RunMode,
    /// What the learner asked for.
    pub choice: Choice,
    /// Puzzles solved so far (in a streak: in a row, each without a wrong move).
    pub solved: u32,
    /// Points so far.
    pub points: u32,
    /// Skips left (a streak allows one).
    pub skips_left: u32,
    /// Time lost to mistakes (timed runs).
    pub penalty: std::time::Duration,
    /// The run has ended.
    pub over: bool,
    /// The rating the next streak puzzle must reach.
    pub floor: u32,
}

impl PuzzleRun {
    /// A new run.
    pub fn new(mode: RunMode, choice: Choice) -> PuzzleRun {
        PuzzleRun {
            mode,
            choice,
            solved: 0,
            points: 0,
            skips_left: u32::from(mode == RunMode::Streak),
            penalty: std::time::Duration::ZERO,
            over: false,
            floor: 0,
        }
    }

    /// Takes a finished puzzle into account. A streak's sessions are made with
    /// [`PuzzleSession::in_streak`], so a solved one had no wrong move and no hint.
    pub fn finished(&mut self, session: &PuzzleSession) {
        let (mistakes, _) = session.mistakes_and_hints();
        let solved = session.status() == Status::Solved;
        if solved {
            self.solved += 1;
            self.points += session.score();
        }
        match self.mode {
            RunMode::Practice => {}
            RunMode::Streak => {
                if solved {
                    self.floor = session.puzzle().rating + 50;
                } else {
                    self.over = true;
                }
            }
            RunMode::Timed => self.penalty += MISTAKE_PENALTY * mistakes,
        }
    }

    /// Skips the puzzle being solved; false when no skip is left (a streak allows one).
    pub fn skip(&mut self) -> bool {
        match self.mode {
            RunMode::Streak if self.skips_left == 0 => false,
            RunMode::Streak => {
                self.skips_left -= 1;
                true
            }
            _ => true,
        }
    }

    /// Time left of a timed run, `elapsed` after its start (penalties counted).
    pub fn time_left(&self, elapsed: std::time::Duration) -> Option<std::time::Duration> {
        (self.mode == RunMode::Timed).then(|| TIMED_RUN.saturating_sub(elapsed + self.penalty))
    }

    /// The rating the next puzzle must reach (streaks climb).
    pub fn above(&self) -> Option<u32> {
        (self.mode == RunMode::Streak).then_some(self.floor)
    }

    /// Saves the run's record (solved puzzles) for its mode and variant; true if it is a new
    /// best. A run that solved nothing sets no record.
    pub fn save_record(&self, progress: &mut Progress) -> bool {
        if self.mode == RunMode::Practice || self.solved == 0 {
            return false;
        }
        let variant = self.choice.variant.map_or("all", |v| v.name());
        let key = format!("{}/{variant}", self.mode.id());
        let best = progress.records.entry(key).or_insert(0);
        let new_best = self.solved > *best;
        *best = (*best).max(self.solved);
        new_best
    }
}
