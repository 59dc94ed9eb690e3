//! The review under way and the placement test: which task comes next, what an answer
//! counts as, and where the placement test puts a new learner.

use super::Learner;
use crate::content::Lesson;
use crate::progress::{ReviewTask, unix_now};
use crate::trainer::{Placement, PlacementEnd, ReviewSession, placement_tasks};

/// How a review or placement task ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewAnswer {
    /// Solved without a mistake or a hint.
    Right,
    /// Solved, but after a hint: the task comes back, as one not yet known.
    RightWithHint,
    /// Missed (a mistake, or given up).
    Wrong,
}

impl ReviewAnswer {
    /// The answer of a task that was `solved` with these mistakes and hints.
    pub fn of(solved: bool, (mistakes, hints): (u32, u32)) -> ReviewAnswer {
        match (solved, mistakes, hints) {
            (true, 0, 0) => ReviewAnswer::Right,
            (true, 0, _) => ReviewAnswer::RightWithHint,
            _ => ReviewAnswer::Wrong,
        }
    }
}

impl Learner {
    /// Whether the profile is new: nothing done yet, and the placement test not yet taken
    /// or turned down.
    pub fn is_new(&self) -> bool {
        let p = &self.progress;
        p.placed.is_none()
            && p.lessons.is_empty()
            && p.puzzles.is_empty()
            && p.quiz.recent.is_empty()
            && p.review.0.is_empty()
    }

    /// The placement test's tasks to offer a new learner, or none when it is not to be
    /// offered (the profile is not new, or nothing could be saved).
    pub fn placement_offer(&self, lessons: &[Lesson]) -> Vec<ReviewTask> {
        if !self.is_new() || !self.can_save() {
            return Vec::new();
        }
        placement_tasks(lessons)
    }

    /// The learner is new to the game: no placement test; the course starts at lesson 1.
    pub fn decline_placement(&mut self) {
        self.progress.placed = Some(unix_now());
        self.save();
    }

    /// Starts the placement test of `lessons`.
    pub fn start_placement(&mut self, lessons: &[Lesson]) {
        self.review = Some(ReviewSession::placement(placement_tasks(lessons)));
    }

    /// The tasks due now, as a session not yet started (to list them).
    pub fn due_review(&self) -> ReviewSession {
        ReviewSession::due(&self.progress, unix_now())
    }

    /// Starts a review of the tasks due now.
    pub fn start_review(&mut self) {
        self.review = Some(self.due_review());
    }

    /// The review or placement test under way.
    pub fn review(&self) -> Option<&ReviewSession> {
        self.review.as_ref()
    }

    /// Whether the placement test is under way (its answers place the learner; they are no
    /// mistakes to review, and it gives no hints).
    pub fn is_placing(&self) -> bool {
        self.review
            .as_ref()
            .is_some_and(ReviewSession::is_placement)
    }

    /// The task to ask now, if a review is under way and not over.
    pub fn review_task(&self) -> Option<ReviewTask> {
        self.review.as_ref()?.current().cloned()
    }

    /// The current task cannot be asked any more (its lesson changed, its puzzle is gone, the
    /// prover no longer confirms its mistake): it leaves the queue, and the next one comes.
    pub fn review_task_gone(&mut self) {
        let Some(task) = self.review_task() else {
            return;
        };
        self.progress.review.drop_task(&task);
        self.save();
        if let Some(session) = self.review.as_mut() {
            session.skip();
        }
    }

    /// The current task was answered.
    pub fn review_answered(&mut self, answer: ReviewAnswer) {
        if let Some(session) = self.review.as_mut() {
            session.answered(answer == ReviewAnswer::Right);
        }
    }

    /// The learner left a review task: the session stops (the tasks not asked stay due).
    /// Returns the session left. (The placement test stopped half way ends with
    /// [`Learner::finish_review`] instead: its answers place the learner.)
    pub fn leave_review(&mut self) -> Option<ReviewSession> {
        self.review.take()
    }

    /// How many placement tasks would count if the test were stopped now: those answered,
    /// and the one on the screen when its answer is `shown` already.
    pub fn placement_answers_if_stopped(&self, shown: bool) -> usize {
        match &self.review {
            Some(session) if session.is_placement() => {
                session.answers().len() + usize::from(shown && session.current().is_some())
            }
            _ => 0,
        }
    }

    /// The review is over: returns it, and for the placement test how it ended: where the
    /// answers put the learner (recorded and saved), or, stopped before the first answer,
    /// nothing recorded at all.
    pub fn finish_review(
        &mut self,
        lessons: &[Lesson],
    ) -> Option<(ReviewSession, Option<PlacementEnd>)> {
        let session = self.review.take()?;
        if !session.is_placement() {
            return Some((session, None));
        }
        if session.answers().is_empty() {
            let first = lessons.first().map(|l| l.id.clone());
            return Some((session, Some(PlacementEnd::NothingAnswered { first })));
        }
        let placed = Placement::from_answers(lessons, session.answers());
        placed.apply(&mut self.progress, unix_now());
        self.save();
        Some((session, Some(PlacementEnd::Placed(placed))))
    }
}
