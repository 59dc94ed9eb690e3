//! Which puzzles a learner is offered: what they ask for, what it offers, the next one.

use super::learner_rating;
use crate::content::Puzzle;
use crate::progress::{Progress, PuzzleProgress};
use crate::rng::Rng;

/// Puzzles for a sheet: `count` of those matching `choice`, drawn by `seed` (the same seed
/// draws the same ones).
pub fn sheet_puzzles<'a>(
    puzzles: &'a [Puzzle],
    choice: &Choice,
    count: usize,
    seed: u64,
) -> Vec<&'a Puzzle> {
    let mut matching: Vec<&Puzzle> = puzzles.iter().filter(|p| choice.matches(p)).collect();
    Rng::new(seed).shuffle(&mut matching);
    matching.truncate(count);
    matching
}

/// The puzzles matching `choice` that went wrong for a profile (the last attempt failed, or
/// attempts were made and none solved it), most recently tried first; `count` at most.
pub fn failed_puzzles<'a>(
    puzzles: &'a [Puzzle],
    progress: &Progress,
    choice: &Choice,
    count: usize,
) -> Vec<&'a Puzzle> {
    let went_wrong = |done: &PuzzleProgress| done.failed || done.attempts > 0 && !done.solved;
    let mut failed = went_wrong_recently(puzzles, progress, choice, went_wrong);
    failed.truncate(count);
    failed
}

/// The puzzles matching `choice` whose progress `went_wrong` picks, most recently tried
/// first (then by id).
fn went_wrong_recently<'a>(
    puzzles: &'a [Puzzle],
    progress: &Progress,
    choice: &Choice,
    went_wrong: impl Fn(&PuzzleProgress) -> bool,
) -> Vec<&'a Puzzle> {
    let mut failed: Vec<(&Puzzle, u64)> = puzzles
        .iter()
        .filter(|p| choice.matches(p))
        .filter_map(|p| {
            let done = progress.puzzles.get(&p.id)?;
            went_wrong(done).then_some((p, done.updated))
        })
        .collect();
    failed.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.id.cmp(&b.0.id)));
    failed.into_iter().map(|(p, _)| p).collect()
}

/// What a learner asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// Only this variant.
    pub variant: Option<crate::rules::Variant>,
    /// Only puzzles with this theme.
    pub theme: Option<String>,
    /// Only puzzles rated within this range.
    pub ratings: Option<(u32, u32)>,
    /// Only puzzles failed before (to replay them).
    pub failed_only: bool,
}

impl Choice {
    /// Whether a puzzle has the variant, theme and difficulty asked for.
    fn matches(&self, p: &Puzzle) -> bool {
        self.variant.is_none_or(|v| p.variant() == v)
            && self.theme.as_ref().is_none_or(|t| p.themes.contains(t))
            && self
                .ratings
                .is_none_or(|(lo, hi)| (lo..=hi).contains(&p.rating))
    }

    /// Whether a matching puzzle is still to be offered: not solved yet, or failed last
    /// time when replaying.
    fn open(&self, p: &Puzzle, progress: &Progress) -> bool {
        let done = progress.puzzles.get(&p.id);
        if self.failed_only {
            done.is_some_and(|d| d.failed)
        } else {
            !done.is_some_and(|d| d.solved)
        }
    }
}

/// What a choice has to offer, checked before a run starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// This many puzzles to solve.
    Puzzles(usize),
    /// No puzzle has the variant, theme and difficulty asked for.
    NoneMatch,
    /// Every matching puzzle (`solved` of them) is solved; `to_replay` of them went wrong
    /// last time and can be replayed.
    AllSolved {
        /// Matching puzzles, all solved.
        solved: usize,
        /// Of these, the ones whose last attempt went wrong.
        to_replay: usize,
    },
    /// Replaying, but no matching puzzle went wrong last time.
    NothingToReplay,
}

/// What `choice` offers from `puzzles`, so an empty round is never started.
pub fn offer(puzzles: &[Puzzle], progress: &Progress, choice: &Choice) -> Offer {
    let matching: Vec<&Puzzle> = puzzles.iter().filter(|p| choice.matches(p)).collect();
    let open = matching.iter().filter(|p| choice.open(p, progress)).count();
    let failed = |p: &&&Puzzle| progress.puzzles.get(&p.id).is_some_and(|d| d.failed);
    match (matching.len(), open) {
        (0, _) => Offer::NoneMatch,
        (_, 0) if choice.failed_only => Offer::NothingToReplay,
        (solved, 0) => Offer::AllSolved {
            solved,
            to_replay: matching.iter().filter(failed).count(),
        },
        (_, n) => Offer::Puzzles(n),
    }
}

/// Picks the next puzzle: matching the choice, not solved yet (unless replaying), with a
/// rating near the learner's in its variant ("next for me"), or at least `above` for a
/// streak (nearest to it first).
pub fn next_puzzle<'a>(
    puzzles: &'a [Puzzle],
    progress: &Progress,
    choice: &Choice,
    above: Option<u32>,
    rng: &mut Rng,
) -> Option<&'a Puzzle> {
    let fits = |p: &&Puzzle| {
        choice.matches(p) && choice.open(p, progress) && above.is_none_or(|a| p.rating >= a)
    };
    let mut candidates: Vec<&Puzzle> = puzzles.iter().filter(fits).collect();
    let target = |p: &Puzzle| match above {
        Some(a) => f64::from(a),
        None => learner_rating(progress, p.variant()).rating,
    };
    candidates.sort_by_key(|p| (f64::from(p.rating) - target(p)).abs() as u32);
    candidates.truncate(8);
    rng.pick(&candidates).copied()
}

/// The puzzles a replay of `choice` goes through, each once: the matching ones whose last
/// attempt went wrong (as [`offer`] counts them), most recently tried first.
pub fn replay_puzzles<'a>(
    puzzles: &'a [Puzzle],
    progress: &Progress,
    choice: &Choice,
) -> Vec<&'a Puzzle> {
    went_wrong_recently(puzzles, progress, choice, |done| done.failed)
}
