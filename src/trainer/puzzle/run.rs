//! Runs of puzzles: how they follow each other, what a run has solved, and its record.

use std::collections::VecDeque;
use std::time::Duration;

use super::{Choice, PuzzleSession, Status, next_puzzle, replay_puzzles};
use crate::Lang;
use crate::content::Puzzle;
use crate::progress::Progress;
use crate::rng::Rng;
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
pub const TIMED_RUN: Duration = Duration::from_secs(180);
/// What each mistake costs in a timed run.
pub const MISTAKE_PENALTY: Duration = Duration::from_secs(10);

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
    pub penalty: Duration,
    /// The run has ended.
    pub over: bool,
    /// The rating the next streak puzzle must reach.
    pub floor: u32,
    /// The How chosen on the puzzle menu, which the menu opens with again after the run (a
    /// replay is practice whatever was chosen).
    pub menu_mode: RunMode,
    /// Replaying the failed puzzles: the list gone through, each puzzle once.
    replay: Option<Replay>,
}

/// A replay of the failed puzzles: the ones still to come and how the others went.
#[derive(Clone, Debug, Default)]
struct Replay {
    /// Ids still to offer, in order.
    queue: VecDeque<String>,
    /// Puzzles on the list when the replay began.
    total: u32,
    /// Puzzles finished (solved or given up).
    finished: u32,
    /// Puzzles solved without a mistake: off the list now.
    solved: u32,
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
            penalty: Duration::ZERO,
            over: false,
            floor: 0,
            menu_mode: mode,
            replay: None,
        }
    }

    /// A run as the puzzle menu starts it: `mode` is the How chosen there. Replaying the
    /// failed puzzles (`choice.failed_only`) is practice through the ones that went wrong
    /// (most recently tried first), each offered once; the menu keeps `mode` for later.
    pub fn begin(
        mode: RunMode,
        choice: Choice,
        puzzles: &[Puzzle],
        progress: &Progress,
    ) -> PuzzleRun {
        if !choice.failed_only {
            return PuzzleRun::new(mode, choice);
        }
        let queue: VecDeque<String> = replay_puzzles(puzzles, progress, &choice)
            .into_iter()
            .map(|p| p.id.clone())
            .collect();
        PuzzleRun {
            menu_mode: mode,
            replay: Some(Replay {
                total: queue.len() as u32,
                queue,
                ..Replay::default()
            }),
            ..PuzzleRun::new(RunMode::Practice, choice)
        }
    }

    /// Whether this run replays the failed puzzles.
    pub fn is_replay(&self) -> bool {
        self.replay.is_some()
    }

    /// The next puzzle of the run: a replay's next one on its list, else one as
    /// [`next_puzzle`] picks it. `None` when none is left.
    pub fn next<'a>(
        &mut self,
        puzzles: &'a [Puzzle],
        progress: &Progress,
        rng: &mut Rng,
    ) -> Option<&'a Puzzle> {
        let Some(replay) = self.replay.as_mut() else {
            return next_puzzle(puzzles, progress, &self.choice, self.above(), rng);
        };
        while let Some(id) = replay.queue.pop_front() {
            if let Some(p) = puzzles.iter().find(|p| p.id == id) {
                return Some(p);
            }
        }
        None
    }

    /// The How and the choice the puzzle menu opens with after the run: those chosen there
    /// (replaying is a row of its own, not kept).
    pub fn menu(&self) -> (RunMode, Choice) {
        let choice = Choice {
            failed_only: false,
            ..self.choice.clone()
        };
        (self.menu_mode, choice)
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
        if let Some(replay) = self.replay.as_mut() {
            replay.finished += 1;
            // As the record counts it: solved without a mistake leaves the list.
            replay.solved += u32::from(solved && mistakes == 0);
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
    pub fn time_left(&self, elapsed: Duration) -> Option<Duration> {
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

/// Why a run ended, besides the learner ending it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// The learner ended it (or a streak's wrong move did, or the time ran out).
    Stopped,
    /// No puzzle is left for its choices.
    NoMore,
}

/// The end of a run in words, for the screen to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunSummary {
    /// "Well played" only when something was solved and, in a replay, every puzzle
    /// finished was solved without a mistake; else the run's name.
    pub title: String,
    /// What the run did, line by line.
    pub text: String,
}

impl PuzzleRun {
    /// The end of the run, `elapsed` after its start, with `new_best` when it set a record;
    /// `None` when there is nothing to sum up (left before finishing a puzzle of a replay,
    /// or before solving one in practice, with no other reason to end).
    pub fn summary(
        &self,
        end: RunEnd,
        elapsed: Duration,
        new_best: bool,
        lang: Lang,
    ) -> Option<RunSummary> {
        if let Some(replay) = &self.replay {
            return replay_summary(replay, lang);
        }
        let time_up = self.time_left(elapsed).is_some_and(|t| t.is_zero());
        let no_more = end == RunEnd::NoMore;
        let why = match self.mode {
            RunMode::Streak if self.over => Some(t!(lang, "ui-puzzles-streak-over")),
            RunMode::Streak if no_more => Some(t!(lang, "ui-puzzles-no-harder")),
            _ if no_more => Some(t!(lang, "ui-puzzles-no-more")),
            RunMode::Timed if time_up => Some(t!(lang, "ui-time-up")),
            _ => None,
        };
        if self.mode == RunMode::Practice && self.solved == 0 && why.is_none() {
            // Left before solving anything: nothing to sum up.
            return None;
        }
        let count = self.solved;
        let solved = match self.mode {
            RunMode::Streak => t!(lang, "ui-puzzles-solved-streak", count = count),
            RunMode::Timed => t!(lang, "ui-puzzles-solved-timed", count = count),
            RunMode::Practice => t!(lang, "ui-puzzles-solved-practice", count = count),
        };
        let points = t!(lang, "ui-puzzles-points", points = self.points);
        let mut text = format!("{solved}\n{points}");
        if let Some(why) = why {
            text = format!("{why}\n\n{text}");
        }
        if new_best {
            text = format!("{text}\n\n{}", t!(lang, "ui-puzzles-new-best"));
        }
        let title = if self.solved > 0 {
            t!(lang, "ui-puzzles-well-played")
        } else {
            self.mode.name(lang)
        };
        Some(RunSummary { title, text })
    }
}

/// The end of a replay: how many of its list were replayed, how many are solved now and
/// how many are still to replay; "all solved" only when every one is.
fn replay_summary(replay: &Replay, lang: Lang) -> Option<RunSummary> {
    if replay.finished == 0 {
        return None;
    }
    let left = replay.total - replay.solved;
    let text = if left == 0 {
        t!(lang, "ui-puzzles-replay-all-solved", count = replay.total)
    } else {
        let lines = [
            t!(
                lang,
                "ui-puzzles-replayed",
                done = replay.finished,
                total = replay.total
            ),
            t!(lang, "ui-puzzles-replay-solved", count = replay.solved),
            t!(lang, "ui-puzzles-replay-left", count = left),
        ];
        lines.join("\n")
    };
    let title = if replay.solved > 0 && replay.solved == replay.finished {
        t!(lang, "ui-puzzles-well-played")
    } else {
        t!(lang, "ui-puzzles-replay-over")
    };
    Some(RunSummary { title, text })
}
