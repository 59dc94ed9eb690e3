//! What the learner does in lessons, puzzles, drills and quizzes, recorded and saved.

use std::time::Duration;

use super::Learner;
use crate::content::Puzzle;
use crate::progress::{ReviewTask, unix_now};
use crate::rules::{MovePath, Variant};
use crate::trainer::{
    Choice, LessonRun, PuzzleRun, PuzzleSession, QuizOptions, QuizRound, RunEnd, RunSummary,
    Status, add_mistakes, record, record_mistake,
};

impl Learner {
    /// A lesson step was answered, or the learner leaves the lesson: the mistakes and hints
    /// of the run so far are kept (so leaving cannot give the stars back), and the task steps
    /// answered go to the review queue (except in the placement test, whose answers place
    /// the learner instead).
    pub fn lesson_progress(&mut self, run: &mut LessonRun) {
        let now = unix_now();
        let mut changed = run.record_counts(&mut self.progress, now);
        let placing = self.is_placing();
        for (task, right) in run.take_answers() {
            changed |= !placing && self.progress.review.record(&task, right, now);
        }
        if changed {
            self.save();
        }
    }

    /// A lesson was finished: its stars are kept.
    pub fn lesson_finished(&mut self, run: &mut LessonRun) {
        self.lesson_progress(run);
        run.record_finished(&mut self.progress, unix_now());
        self.save();
    }

    /// A puzzle of `run` ended (solved or given up): the result counts for the puzzle, the
    /// learner's rating in the puzzle's variant and the run; a puzzle from a game of the
    /// learner's (`task`, a mistake) only answers its review task.
    pub fn puzzle_finished(
        &mut self,
        run: &mut PuzzleRun,
        session: &PuzzleSession,
        task: Option<&ReviewTask>,
    ) {
        match task {
            Some(task @ ReviewTask::Mistake { .. }) => {
                record_mistake(&mut self.progress, task, session, unix_now());
            }
            _ => record(&mut self.progress, session),
        }
        run.finished(session);
        self.save();
    }

    /// Whether a puzzle session has just ended, going from `before` to `after`.
    pub fn puzzle_ended(before: Status, after: Status) -> bool {
        let done = |s: Status| matches!(s, Status::Solved | Status::GivenUp);
        done(after) && !done(before)
    }

    /// The variant the learner's puzzles are in: the one last chosen on the puzzle menu, else
    /// the first one of the course (Russian draughts).
    pub fn puzzle_variant(&self) -> Variant {
        self.progress
            .settings
            .puzzle_variant
            .as_deref()
            .and_then(Variant::from_name)
            .unwrap_or(Variant::Russian)
    }

    /// The puzzles to offer, as `choice` asks, in one variant: a choice that names none gets
    /// the learner's ([`Learner::puzzle_variant`]).
    pub fn puzzle_choice(&self, choice: Choice) -> Choice {
        Choice {
            variant: Some(choice.variant.unwrap_or_else(|| self.puzzle_variant())),
            ..choice
        }
    }

    /// The learner chose the puzzles' variant on the puzzle menu: it is remembered.
    pub fn choose_puzzle_variant(&mut self, variant: Variant) {
        let name = Some(variant.name().to_string());
        if self.progress.settings.puzzle_variant != name {
            self.progress.settings.puzzle_variant = name;
            self.save();
        }
    }

    /// A run of puzzles is over (`end` says why), `elapsed` after its start: its record is
    /// kept, and what it did is summed up for the screen (`None`: nothing to sum up, back
    /// to the menu, see [`PuzzleRun::menu`]).
    pub fn puzzle_run_over(
        &mut self,
        run: &PuzzleRun,
        end: RunEnd,
        elapsed: Duration,
    ) -> Option<RunSummary> {
        let new_best = run.save_record(&mut self.progress);
        if new_best {
            self.save();
        }
        run.summary(end, elapsed, new_best, self.lang())
    }

    /// A quiz round starts: its options are remembered (the quiz menu opens with them next
    /// time), except a drill's.
    pub fn quiz_started(&mut self, options: &QuizOptions) {
        if matches!(options.mode, crate::trainer::Mode::Drill(_)) {
            return;
        }
        let key = Some(options.key());
        if self.progress.settings.quiz_options != key {
            self.progress.settings.quiz_options = key;
            self.save();
        }
    }

    /// A quiz question was answered: drill answers go to the review queue (a miss comes
    /// back another day).
    pub fn quiz_answered(&mut self, round: &mut QuizRound) {
        let now = unix_now();
        let mut changed = false;
        for (task, right) in round.take_answers() {
            changed |= self.progress.review.record(&task, right, now);
        }
        if changed {
            self.save();
        }
    }

    /// A quiz round ended: its score is kept. Whether it is a new best.
    pub fn quiz_finished(&mut self, round: &QuizRound) -> bool {
        let new_best = round.record(&mut self.progress, unix_now());
        if new_best.is_some() {
            self.save();
        }
        new_best.unwrap_or(false)
    }

    /// The blunders found in a game of the learner's become review tasks. How many are new.
    pub fn game_mistakes(&mut self, puzzles: &[(Puzzle, MovePath)]) -> usize {
        let count = add_mistakes(&mut self.progress, puzzles, unix_now());
        self.save();
        count
    }
}
