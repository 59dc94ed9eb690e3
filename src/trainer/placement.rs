//! The placement test: one task from each of about ten lessons, easy to hard. The lessons a
//! new learner already knows are marked done (their stars left to earn), and the first puzzle
//! rating is set from the score, so a child who knows the rules starts with combinations and a
//! beginner with the board.

use crate::content::Lesson;
use crate::progress::{Progress, ReviewTask};
use crate::rating::Rating;
use crate::rules::Variant;

/// The first puzzle rating after a placement with no task right.
const LOWEST: f64 = 700.0;
/// What the first puzzle rating rises by, from no task right to every task right.
const SPAN: f64 = 700.0;

/// The placement tasks: the step marked `placement` of each lesson, in course order.
pub fn placement_tasks(lessons: &[Lesson]) -> Vec<ReviewTask> {
    lessons
        .iter()
        .filter_map(|lesson| {
            let step = lesson.steps.iter().position(|s| s.placement)?;
            Some(ReviewTask::Lesson {
                id: lesson.id.clone(),
                step,
                script: lesson.script(),
            })
        })
        .collect()
}

/// What a placement test found.
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    /// The lessons known: every lesson up to the last one whose task, and every task before
    /// it, was right.
    pub known: Vec<String>,
    /// The first lesson to open, if any is left.
    pub next: Option<String>,
    /// The first puzzle rating (Russian draughts).
    pub rating: f64,
}

/// How the placement test ended.
#[derive(Clone, Debug, PartialEq)]
pub enum PlacementEnd {
    /// The answers placed the learner: recorded and saved.
    Placed(Placement),
    /// Stopped before the first task was answered: nothing is recorded (no rating, no lesson
    /// known, and the test is offered again, since the profile is still new). The course
    /// starts with its first lesson, `first`.
    NothingAnswered {
        /// The first lesson of the course, if there is one.
        first: Option<String>,
    },
}

impl Placement {
    /// Reads the answers (task, right) of a placement test of `lessons`.
    pub fn from_answers(lessons: &[Lesson], answers: &[(ReviewTask, bool)]) -> Placement {
        let right = |id: &str| {
            answers
                .iter()
                .any(|(t, ok)| *ok && matches!(t, ReviewTask::Lesson { id: i, .. } if i == id))
        };
        let mut known_up_to = 0;
        for (i, lesson) in lessons.iter().enumerate() {
            if !lesson.steps.iter().any(|s| s.placement) {
                continue;
            }
            if !right(&lesson.id) {
                break;
            }
            known_up_to = i + 1;
        }
        // Out of every task of the test: a test stopped half way does not rate the learner by
        // the few tasks answered (one right of one is not a top score).
        let tasks = placement_tasks(lessons).len().max(answers.len()).max(1) as f64;
        let score = answers.iter().filter(|(_, ok)| *ok).count() as f64 / tasks;
        Placement {
            known: lessons[..known_up_to]
                .iter()
                .map(|l| l.id.clone())
                .collect(),
            next: lessons.get(known_up_to).map(|l| l.id.clone()),
            rating: (LOWEST + SPAN * score).round(),
        }
    }

    /// Records the placement in `progress`: the lessons known are done, with the stars they
    /// had (none for a new learner); the Russian puzzle rating starts where the test says,
    /// unless the learner already has one; and the test is not offered again.
    pub fn apply(&self, progress: &mut Progress, now: u64) {
        for id in &self.known {
            let entry = progress.lessons.entry(id.clone()).or_default();
            if !entry.completed {
                entry.completed = true;
                entry.updated = now;
            }
        }
        progress
            .ratings
            .entry(Variant::Russian.name().to_string())
            .or_insert(Rating::new(self.rating));
        progress.placed = Some(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Catalog;
    use crate::rating::assert_near;

    fn answers(tasks: &[ReviewTask], right: usize) -> Vec<(ReviewTask, bool)> {
        tasks
            .iter()
            .enumerate()
            .map(|(i, t)| (t.clone(), i < right))
            .collect()
    }

    #[test]
    fn the_built_in_course_has_about_ten_placement_tasks_from_the_board_to_strategy() {
        let catalog = Catalog::load(None);
        let tasks = placement_tasks(&catalog.lessons);
        assert!((8..=12).contains(&tasks.len()), "{}", tasks.len());
        let first = &tasks[0];
        assert!(
            matches!(first, ReviewTask::Lesson { id, .. } if id == "board"),
            "{first:?}"
        );
        for task in &tasks {
            let ReviewTask::Lesson { id, step, .. } = task else {
                panic!("{task:?}")
            };
            let lesson = catalog.lesson(id).unwrap();
            assert_eq!(lesson.variant, Variant::Russian, "{id}");
            assert!(!lesson.steps[*step].demo, "{id} {step}");
        }
    }

    #[test]
    fn a_beginner_starts_with_the_board_and_one_who_knows_the_rules_with_combinations() {
        let catalog = Catalog::load(None);
        let lessons = &catalog.lessons;
        let tasks = placement_tasks(lessons);
        let beginner = Placement::from_answers(lessons, &answers(&tasks, 0));
        assert!(beginner.known.is_empty());
        assert_eq!(beginner.next.as_deref(), Some(lessons[0].id.as_str()));
        assert_near(beginner.rating, LOWEST, 1e-9);
        let expert = Placement::from_answers(lessons, &answers(&tasks, tasks.len()));
        assert_near(expert.rating, LOWEST + SPAN, 1e-9);
        let next = expert.next.clone().unwrap();
        assert!(
            catalog.lesson(&next).unwrap().practice.is_some(),
            "the first lesson after the rules is a combination with puzzles to practise: {next}"
        );
        assert!(expert.known.len() >= 15, "{:?}", expert.known);
        // Right up to the fourth task, then wrong: the lessons up to the third task's are known,
        // whatever comes after.
        let mut mixed = answers(&tasks, 3);
        mixed.last_mut().unwrap().1 = true;
        let middle = Placement::from_answers(lessons, &mixed);
        let ReviewTask::Lesson { id: third, .. } = &tasks[2] else {
            unreachable!()
        };
        assert_eq!(middle.known.last(), Some(third));
        assert!(middle.rating > LOWEST && middle.rating < LOWEST + SPAN);
    }

    #[test]
    fn applying_marks_lessons_done_without_stars_and_keeps_a_rating_already_earned() {
        let catalog = Catalog::load(None);
        let tasks = placement_tasks(&catalog.lessons);
        let placed = Placement::from_answers(&catalog.lessons, &answers(&tasks, 2));
        let mut progress = Progress::default();
        progress.lessons.entry("board".into()).or_default().stars = 2;
        placed.apply(&mut progress, 99);
        for id in &placed.known {
            assert!(progress.lessons[id].completed, "{id}");
        }
        assert_eq!(progress.lessons["board"].stars, 2, "stars are never taken");
        let others = progress.lessons.values().filter(|l| l.stars > 0).count();
        assert_eq!(others, 1, "no stars are given");
        assert_near(progress.ratings["russian"].rating, placed.rating, 1e-9);
        assert_eq!(progress.placed, Some(99));
        let mut rated = Progress::default();
        rated.ratings.insert("russian".into(), Rating::new(1234.0));
        placed.apply(&mut rated, 5);
        assert_near(rated.ratings["russian"].rating, 1234.0, 1e-9);
    }

    #[test]
    fn a_test_stopped_half_way_rates_by_every_task_not_the_few_answered() {
        let catalog = Catalog::load(None);
        let tasks = placement_tasks(&catalog.lessons);
        let one_of_one = Placement::from_answers(&catalog.lessons, &answers(&tasks[..1], 1));
        let whole = Placement::from_answers(&catalog.lessons, &answers(&tasks, tasks.len()));
        assert_near(whole.rating, LOWEST + SPAN, 1e-9);
        let expected = (LOWEST + SPAN / tasks.len() as f64).round();
        assert_near(one_of_one.rating, expected, 1e-9);
        assert!(one_of_one.rating < whole.rating);
    }
}
