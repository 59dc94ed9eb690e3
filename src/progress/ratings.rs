//! Puzzle ratings and attempts that two running copies of the trainer can both move.
//!
//! A rating is not a best-of like stars: it is the sum of every result, and so is the count
//! of attempts. So a copy remembers the results it recorded since the progress was loaded
//! ([`Progress::rate`]), and a save replays them on the ratings found on disk ([`replay`]);
//! the attempts are added by the merge. When another copy saved results in between, both
//! copies' results count, in the order they were saved.

use super::Progress;
use crate::rating::Rating;

/// One finished puzzle, as it moves the learner's rating and the puzzle's own and counts an
/// attempt.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedResult {
    /// The puzzle's variant (`russian`, ...): whose learner rating moves.
    pub variant: String,
    /// The puzzle's id: its own rating moves too.
    pub puzzle: String,
    /// The learner's rating when the profile has none for the variant yet.
    pub learner_start: Rating,
    /// The puzzle's rating when the profile has none for it yet (from the puzzle file).
    pub puzzle_start: Rating,
    /// The result for the learner: 1 solved cleanly, 0.5 solved with help, 0 not solved.
    pub score: f64,
    /// The most the learner's rating moves, up or down.
    pub max_step: f64,
}

impl RatedResult {
    /// Moves both ratings in `progress` by this result.
    fn apply(&self, progress: &mut Progress) {
        let learner = progress
            .ratings
            .get(&self.variant)
            .copied()
            .unwrap_or(self.learner_start);
        let entry = progress.puzzles.entry(self.puzzle.clone()).or_default();
        let own = entry.rating.unwrap_or(self.puzzle_start);
        let mut moved = learner.after(own, self.score);
        moved.rating =
            learner.rating + (moved.rating - learner.rating).clamp(-self.max_step, self.max_step);
        entry.rating = Some(own.after(learner, 1.0 - self.score));
        progress.ratings.insert(self.variant.clone(), moved);
    }
}

impl Progress {
    /// Moves the learner's and the puzzle's rating by a finished puzzle and counts the attempt,
    /// and remembers the result until the next save, which replays it on the ratings and counts
    /// on disk. Ratings and attempts change only this way: a save keeps those on disk and adds
    /// this copy's results.
    pub fn rate(&mut self, result: RatedResult) {
        result.apply(self);
        self.puzzles
            .entry(result.puzzle.clone())
            .or_default()
            .attempts += 1;
        self.unsaved_results.push(result);
    }

    /// The results recorded by [`Progress::rate`] since the progress was loaded or saved.
    pub fn unsaved_results(&self) -> &[RatedResult] {
        &self.unsaved_results
    }
}

/// Puts `ours`'s unsaved results on top of the ratings in `merged` (the disk's), in order.
/// (Attempts are counted by the merge itself.)
pub(super) fn replay(ours: &Progress, merged: &mut Progress) {
    for result in &ours.unsaved_results {
        result.apply(merged);
    }
}
