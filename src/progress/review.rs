//! Spaced review: the tasks a learner got wrong come back a few days later.
//!
//! A task missed anywhere (a lesson task, a drill question, a puzzle, a blunder in a game)
//! joins the queue and is due one day later. A right answer given while it is due sends it further away: three days after
//! the first right answer, seven after any later one. A wrong answer brings it back after one
//! day. Two right answers in a row while it is due take it out of the queue.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Seconds in a day.
pub const DAY: u64 = 24 * 60 * 60;

/// A task counts as due this long before its time, so that "tomorrow" includes tomorrow
/// morning for a task missed in the evening.
pub const EARLY: u64 = 6 * 60 * 60;

/// Right answers in a row, given while due, that take a task out of the queue.
pub const RIGHT_TO_LEAVE: u32 = 2;

/// How many due tasks one review session asks at most.
pub const SESSION: usize = 5;

/// Something to ask again.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum ReviewTask {
    /// A task step of a lesson.
    Lesson {
        /// The lesson's id.
        id: String,
        /// The step's index (0-based).
        step: usize,
        /// The lesson's script when the task was missed ([`crate::content::Lesson::script`]):
        /// a task of a lesson that has changed since is dropped, not asked.
        script: u64,
    },
    /// A drill question, rebuilt from its position by the rules engine.
    Drill {
        /// The drill's rule id (`must-capture`).
        rule: String,
        /// The variant's name (`russian`).
        variant: String,
        /// The position, PDN FEN.
        fen: String,
        /// The squares the question is about, by name.
        focus: Vec<String>,
    },
    /// A puzzle, by id.
    Puzzle {
        /// The puzzle's id.
        id: String,
    },
    /// A blunder of the learner's game, asked as a puzzle (find the better move) that the
    /// prover rebuilds from its position ([`crate::trainer::puzzle_of_task`]).
    Mistake {
        /// The variant's name (`russian`).
        variant: String,
        /// The position the learner moved in, PDN FEN.
        fen: String,
        /// The move the learner played, with every landing square (`c3-d4`, `c3:e5:g3`).
        played: String,
        /// The puzzle's goal as written (`material:2`).
        goal: String,
    },
}

impl ReviewTask {
    /// The key the queue keeps the task under: one entry per task.
    pub fn key(&self) -> String {
        match self {
            ReviewTask::Lesson { id, step, .. } => format!("lesson/{id}/{step}"),
            ReviewTask::Drill {
                rule,
                variant,
                fen,
                focus,
            } => format!("drill/{rule}/{variant}/{fen}/{}", focus.join(",")),
            ReviewTask::Puzzle { id } => format!("puzzle/{id}"),
            ReviewTask::Mistake { variant, fen, .. } => format!("mistake/{variant}/{fen}"),
        }
    }
}

/// A task in the queue and when it comes back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewItem {
    /// What to ask.
    pub task: ReviewTask,
    /// Unix seconds when it is due.
    pub due: u64,
    /// Right answers given in review so far (a later one waits longer).
    #[serde(default)]
    pub right: u32,
    /// Right answers in a row given in review.
    #[serde(default)]
    pub in_row: u32,
    /// Unix seconds of the last change.
    #[serde(default)]
    pub updated: u64,
}

impl ReviewItem {
    /// Whether the item is due at `now` (a few hours early counts).
    pub fn is_due(&self, now: u64) -> bool {
        self.due <= now.saturating_add(EARLY)
    }
}

/// The review queue of a profile, keyed by [`ReviewTask::key`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ReviewQueue(pub BTreeMap<String, ReviewItem>);

impl ReviewQueue {
    /// Records an answer to `task` given anywhere at `now`. A wrong answer puts the task in
    /// the queue (again), due a day later. A right answer counts only while the task is due:
    /// it moves the task to 3 days, then 7, or out of the queue after [`RIGHT_TO_LEAVE`] in a
    /// row. Returns whether the queue changed.
    pub fn record(&mut self, task: &ReviewTask, right: bool, now: u64) -> bool {
        let key = task.key();
        match (self.0.get_mut(&key), right) {
            (None, true) => false,
            (Some(item), true) if !item.is_due(now) => false,
            (Some(item), true) => {
                item.right += 1;
                item.in_row += 1;
                if item.in_row >= RIGHT_TO_LEAVE {
                    self.0.remove(&key);
                } else {
                    let days = if item.right == 1 { 3 } else { 7 };
                    item.due = now + days * DAY;
                    item.updated = now;
                }
                true
            }
            (Some(item), false) => {
                item.in_row = 0;
                item.due = now + DAY;
                item.updated = now;
                true
            }
            (None, false) => {
                let item = ReviewItem {
                    task: task.clone(),
                    due: now + DAY,
                    right: 0,
                    in_row: 0,
                    updated: now,
                };
                self.0.insert(key, item);
                true
            }
        }
    }

    /// The items due at `now`, the longest waiting first.
    pub fn due(&self, now: u64) -> Vec<&ReviewItem> {
        let mut due: Vec<&ReviewItem> = self.0.values().filter(|i| i.is_due(now)).collect();
        due.sort_by_key(|i| (i.due, i.task.clone()));
        due
    }

    /// How many items are due at `now`.
    pub fn due_count(&self, now: u64) -> usize {
        self.0.values().filter(|i| i.is_due(now)).count()
    }

    /// When the next item not yet due comes due, if any.
    pub fn next_due(&self, now: u64) -> Option<u64> {
        self.0
            .values()
            .filter(|i| !i.is_due(now))
            .map(|i| i.due)
            .min()
    }

    /// Takes a task out of the queue (one that cannot be asked any more: its lesson changed,
    /// its puzzle is gone). Returns whether it was there.
    pub fn drop_task(&mut self, task: &ReviewTask) -> bool {
        self.0.remove(&task.key()).is_some()
    }

    /// Merges this copy's changes since `base` onto the queue on disk: items this copy
    /// changed or added are ours, items this copy took out are out, and what another copy did
    /// to the others stays.
    pub fn merged(on_disk: &ReviewQueue, ours: &ReviewQueue, base: &ReviewQueue) -> ReviewQueue {
        let mut merged = on_disk.clone();
        for key in base.0.keys().filter(|k| !ours.0.contains_key(*k)) {
            merged.0.remove(key);
        }
        for (key, item) in &ours.0 {
            if base.0.get(key) != Some(item) {
                let newer = merged.0.get(key).is_none_or(|d| d.updated <= item.updated);
                if newer {
                    merged.0.insert(key.clone(), item.clone());
                }
            }
        }
        merged
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str) -> ReviewTask {
        ReviewTask::Puzzle { id: id.into() }
    }

    const T0: u64 = 1_800_000_000;

    #[test]
    fn a_missed_task_comes_back_after_1_then_3_days_and_leaves_after_two_right() {
        let mut q = ReviewQueue::default();
        let p = puzzle("p");
        assert!(q.record(&p, false, T0));
        assert_eq!(q.due_count(T0), 0, "not due at once");
        assert_eq!(q.next_due(T0), Some(T0 + DAY));
        assert!(
            !q.record(&p, true, T0 + 3600),
            "a right answer before it is due does not count"
        );
        assert_eq!(q.0[&p.key()].due, T0 + DAY);
        assert_eq!(q.due_count(T0 + DAY - EARLY), 1, "due the next morning");
        assert!(q.record(&p, true, T0 + DAY));
        assert_eq!(
            q.0[&p.key()].due,
            T0 + 4 * DAY,
            "3 days after the first right answer"
        );
        assert_eq!(q.due_count(T0 + 2 * DAY), 0);
        assert!(q.record(&p, true, T0 + 4 * DAY));
        assert!(q.0.is_empty(), "two right answers in a row: it leaves");
    }

    #[test]
    fn a_wrong_answer_brings_it_back_after_a_day_and_the_next_right_one_waits_7_days() {
        let mut q = ReviewQueue::default();
        let p = puzzle("p");
        q.record(&p, false, T0);
        q.record(&p, true, T0 + DAY);
        q.record(&p, false, T0 + 4 * DAY);
        let item = &q.0[&p.key()];
        assert_eq!((item.due, item.in_row), (T0 + 5 * DAY, 0));
        q.record(&p, true, T0 + 5 * DAY);
        assert_eq!(
            q.0[&p.key()].due,
            T0 + 12 * DAY,
            "7 days after a later right answer"
        );
        q.record(&p, true, T0 + 12 * DAY);
        assert!(q.0.is_empty());
    }

    #[test]
    fn due_items_come_longest_waiting_first_and_right_answers_off_the_queue_change_nothing() {
        let mut q = ReviewQueue::default();
        assert!(!q.record(&puzzle("never-missed"), true, T0));
        q.record(&puzzle("b"), false, T0 + 10);
        q.record(&puzzle("a"), false, T0 + 20);
        q.record(
            &ReviewTask::Lesson {
                id: "captures".into(),
                step: 4,
                script: 7,
            },
            false,
            T0,
        );
        let keys: Vec<String> = q.due(T0 + 2 * DAY).iter().map(|i| i.task.key()).collect();
        assert_eq!(keys, ["lesson/captures/4", "puzzle/b", "puzzle/a"]);
    }

    #[test]
    fn a_merge_keeps_both_copies_changes_and_what_ours_took_out_stays_out() {
        let mut base = ReviewQueue::default();
        base.record(&puzzle("left"), false, T0);
        base.record(&puzzle("kept"), false, T0);
        let mut ours = base.clone();
        ours.record(&puzzle("left"), true, T0 + DAY);
        ours.record(&puzzle("left"), true, T0 + 4 * DAY);
        ours.record(&puzzle("ours"), false, T0 + 5);
        let mut disk = base.clone();
        disk.record(&puzzle("theirs"), false, T0 + 6);
        disk.record(&puzzle("kept"), false, T0 + 7);
        let m = ReviewQueue::merged(&disk, &ours, &base);
        let keys: Vec<&String> = m.0.keys().collect();
        assert_eq!(keys, ["puzzle/kept", "puzzle/ours", "puzzle/theirs"]);
        assert_eq!(
            m.0["puzzle/kept"].updated,
            T0 + 7,
            "the other copy's change stays"
        );
    }

    #[test]
    fn the_queue_reads_back_from_yaml() {
        let mut q = ReviewQueue::default();
        q.record(
            &ReviewTask::Drill {
                rule: "must-capture".into(),
                variant: "russian".into(),
                fen: "W:Wc3:Bd4".into(),
                focus: vec!["c3".into()],
            },
            false,
            T0,
        );
        q.record(&puzzle("p"), false, T0);
        let text = serde_yaml::to_string(&q).expect("writes");
        assert!(text.contains("kind: drill"), "{text}");
        let back: ReviewQueue = serde_yaml::from_str(&text).expect("reads");
        assert_eq!(back, q);
    }
}
