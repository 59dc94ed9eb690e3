//! A session of tasks asked one after another: the due tasks of the review queue, or the
//! placement test.

use crate::progress::{Progress, ReviewTask, SESSION};

/// The tasks of one session and how it is going.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewSession {
    tasks: Vec<ReviewTask>,
    index: usize,
    right: u32,
    asked: u32,
    /// The placement test (its answers place the learner, they do not go to the review).
    placement: bool,
    answers: Vec<(ReviewTask, bool)>,
}

impl ReviewSession {
    /// A session of the tasks due at `now`, the longest waiting first, at most [`SESSION`].
    pub fn due(progress: &Progress, now: u64) -> ReviewSession {
        let tasks = progress
            .review
            .due(now)
            .into_iter()
            .take(SESSION)
            .map(|item| item.task.clone())
            .collect();
        ReviewSession::of(tasks, false)
    }

    /// A session of the placement test's tasks ([`super::placement_tasks`]).
    pub fn placement(tasks: Vec<ReviewTask>) -> ReviewSession {
        ReviewSession::of(tasks, true)
    }

    fn of(tasks: Vec<ReviewTask>, placement: bool) -> ReviewSession {
        ReviewSession {
            tasks,
            index: 0,
            right: 0,
            asked: 0,
            placement,
            answers: Vec::new(),
        }
    }

    /// Whether this is the placement test.
    pub fn is_placement(&self) -> bool {
        self.placement
    }

    /// The tasks answered so far, with whether each was right.
    pub fn answers(&self) -> &[(ReviewTask, bool)] {
        &self.answers
    }

    /// The task to ask now, none when the session is over.
    pub fn current(&self) -> Option<&ReviewTask> {
        self.tasks.get(self.index)
    }

    /// The number of the current task (from 1) and how many the session has.
    pub fn place(&self) -> (usize, usize) {
        ((self.index + 1).min(self.tasks.len()), self.tasks.len())
    }

    /// The current task was answered (right or not): on to the next.
    pub fn answered(&mut self, right: bool) {
        if let Some(task) = self.current().cloned() {
            self.answers.push((task, right));
            self.asked += 1;
            self.right += u32::from(right);
            self.index += 1;
        }
    }

    /// The current task cannot be asked any more (its lesson changed, its puzzle is gone):
    /// on to the next without counting it.
    pub fn skip(&mut self) {
        if self.current().is_some() {
            self.tasks.remove(self.index);
        }
    }

    /// Right answers and tasks asked so far.
    pub fn tally(&self) -> (u32, u32) {
        (self.right, self.asked)
    }
}

/// When a review task comes back, in words: "The next one comes back tomorrow." for the
/// next day where the learner is (`zone`), else with its date.
pub fn next_due_text(due: u64, now: u64, zone: &jiff::tz::TimeZone, lang: crate::Lang) -> String {
    let date = |unix: u64| {
        jiff::Timestamp::from_second(i64::try_from(unix).unwrap_or(i64::MAX))
            .ok()
            .map(|at| at.to_zoned(zone.clone()).date())
    };
    let (Some(due), Some(today)) = (date(due), date(now)) else {
        return String::new();
    };
    if due <= today {
        return crate::t!(lang, "ui-review-next-today");
    }
    if today.tomorrow().ok() == Some(due) {
        return crate::t!(lang, "ui-review-next-tomorrow");
    }
    let day = format!("{:04}-{:02}-{:02}", due.year(), due.month(), due.day());
    crate::t!(lang, "ui-review-next", date = day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::DAY;

    #[test]
    fn a_session_asks_at_most_a_few_due_tasks_in_order_and_counts_the_right_ones() {
        let mut progress = Progress::default();
        for i in 0..(SESSION as u64 + 2) {
            let task = ReviewTask::Puzzle {
                id: format!("p{i}"),
            };
            progress.review.record(&task, false, 1000 + i);
        }
        let later = ReviewTask::Puzzle { id: "later".into() };
        progress.review.record(&later, false, 1000 + 5 * DAY);
        let mut session = ReviewSession::due(&progress, 1000 + 2 * DAY);
        assert_eq!(session.place(), (1, SESSION));
        assert_eq!(
            session.current(),
            Some(&ReviewTask::Puzzle { id: "p0".into() })
        );
        session.answered(true);
        session.skip();
        assert_eq!(
            session.current(),
            Some(&ReviewTask::Puzzle { id: "p2".into() })
        );
        session.answered(false);
        assert_eq!(session.tally(), (1, 2));
        assert_eq!(session.place(), (3, SESSION - 1));
        while session.current().is_some() {
            session.answered(true);
        }
        assert_eq!(session.tally(), (SESSION as u32 - 2, SESSION as u32 - 1));
        assert!(
            ReviewSession::due(&Progress::default(), 0)
                .current()
                .is_none()
        );
    }

    #[test]
    fn the_next_day_is_called_tomorrow_and_later_days_have_their_date() {
        let utc = jiff::tz::TimeZone::UTC;
        let now = 1_767_268_800; // 2026-01-01 12:00 UTC
        let lang = crate::Lang::En;
        assert_eq!(
            next_due_text(now + DAY, now, &utc, lang),
            "The next one comes back tomorrow."
        );
        assert_eq!(
            next_due_text(now + 11 * 3600 + 59 * 60, now, &utc, lang),
            "The next one comes back later today."
        );
        assert_eq!(
            next_due_text(now + 3 * DAY, now, &utc, lang),
            "The next one comes back on 2026-01-04."
        );
        // Just after midnight where the learner is, the same moment is another day.
        let tokyo = jiff::tz::TimeZone::get("Asia/Tokyo").unwrap_or(utc);
        assert!(!next_due_text(now + DAY, now, &tokyo, lang).is_empty());
    }
}
