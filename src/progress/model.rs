//! What is saved for a profile, and how two copies of it are merged.

use crate::rating::Rating;
use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};

use super::FORMAT;
use super::ratings::{RatedResult, replay};
use super::review::ReviewQueue;
use crate::Lang;

/// How many recent quiz results are kept.
pub const RECENT_QUIZZES: usize = 20;

/// A profile's saved progress and settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// The format version of the file ([`FORMAT`] when written).
    pub format: u32,
    /// The profile's settings.
    pub settings: Settings,
    /// Lesson progress, keyed by lesson id.
    pub lessons: BTreeMap<String, LessonProgress>,
    /// Puzzle progress, keyed by puzzle id.
    pub puzzles: BTreeMap<String, PuzzleProgress>,
    /// Quiz scores.
    pub quiz: QuizProgress,
    /// The learner's puzzle rating per variant (`russian`, ...).
    pub ratings: BTreeMap<String, Rating>,
    /// Puzzle records per mode and variant (`streak/russian`, `timed/russian`).
    pub records: BTreeMap<String, u32>,
    /// Tasks answered wrongly, waiting to be asked again.
    pub review: ReviewQueue,
    /// Unix seconds when the placement test was taken or turned down (it is offered once).
    pub placed: Option<u64>,
    /// The puzzle results this copy recorded since loading (see [`Progress::rate`]): a save
    /// replays them on the ratings on disk. Not saved.
    #[serde(skip)]
    pub(super) unsaved_results: Vec<RatedResult>,
    /// The progress as this copy last read or saved it: a save applies only what changed since
    /// (see [`merge`]). Not saved, and not part of the value (ignored by `==`).
    #[serde(skip)]
    pub(super) base: Base,
}

/// The progress as last read from or written to disk (none: nothing was read, so everything
/// this copy holds is its own). Compares equal to any other, so that two progresses are equal
/// when what they hold is.
#[derive(Clone, Debug, Default)]
pub(super) struct Base(Option<Box<Progress>>);

impl PartialEq for Base {
    fn eq(&self, _: &Base) -> bool {
        true
    }
}

impl Progress {
    /// Brings values read from a file into range, and says what was changed (in English, for
    /// the notice): stars above 3 become 3, and a rating that is not a number (or infinite)
    /// is dropped, so the learner starts that rating afresh.
    pub(super) fn repair(&mut self) -> Vec<String> {
        let mut repaired = Vec::new();
        for (id, lesson) in &mut self.lessons {
            if lesson.stars > 3 {
                repaired.push(format!("lesson {id}: {} stars, now 3", lesson.stars));
                lesson.stars = 3;
            }
        }
        let broken = |r: &Rating| {
            ![r.rating, r.deviation, r.volatility]
                .iter()
                .all(|v| v.is_finite())
        };
        self.ratings.retain(|variant, r| {
            let keep = !broken(r);
            if !keep {
                repaired.push(format!("the {variant} rating was not a number, now new"));
            }
            keep
        });
        for (id, puzzle) in &mut self.puzzles {
            if puzzle.rating.as_ref().is_some_and(broken) {
                repaired.push(format!("puzzle {id}: its rating was not a number, now new"));
                puzzle.rating = None;
            }
        }
        repaired
    }

    /// How many review tasks are due at `now` (unix seconds).
    pub fn review_due(&self, now: u64) -> usize {
        self.review.due_count(now)
    }

    /// Remembers this progress as what is on disk now: the next save applies only what changes
    /// after this.
    pub(super) fn mark_read(&mut self) {
        self.unsaved_results.clear();
        let mut snapshot = self.clone();
        snapshot.base = Base(None);
        self.base = Base(Some(Box::new(snapshot)));
    }
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            format: FORMAT,
            settings: Settings::default(),
            lessons: BTreeMap::new(),
            puzzles: BTreeMap::new(),
            quiz: QuizProgress::default(),
            ratings: BTreeMap::new(),
            records: BTreeMap::new(),
            review: ReviewQueue::default(),
            placed: None,
            unsaved_results: Vec::new(),
            base: Base(None),
        }
    }
}

/// Settings remembered per profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The interface language, if chosen (an unknown code on disk reads as none).
    #[serde(deserialize_with = "lenient_lang")]
    pub lang: Option<Lang>,
    /// ASCII glyphs instead of Unicode.
    pub ascii: bool,
    /// Board labels shown.
    pub labels: bool,
    /// Legal target squares highlighted.
    pub show_targets: bool,
    /// The quiz options last used, as their key (`find/russian/60s/labels`): the quiz menu
    /// opens with them. Missing in files written before it was added.
    pub quiz_options: Option<String>,
    /// The variant of the puzzles last chosen (`russian`, `international`...): the puzzle menu
    /// and "Next for me" stay in it. Missing in files written before it was added.
    pub puzzle_variant: Option<String>,
    /// The game, level and side of the last new game (`russian/3/lot`): the play menu opens
    /// with them. Missing in files written before it was added.
    pub play_options: Option<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            ascii: false,
            labels: true,
            show_targets: true,
            quiz_options: None,
            puzzle_variant: None,
            play_options: None,
        }
    }
}

/// Reads a language code, taking one this version does not know (say, from a newer version) as none.
fn lenient_lang<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    Ok(Option::<String>::deserialize(d)?.and_then(|code| Lang::from_code(&code)))
}

/// Progress in one lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// The lesson was finished at least once.
    pub completed: bool,
    /// The best stars earned, 0..=3.
    pub stars: u8,
    /// The step to resume at (0-based).
    pub step: usize,
    /// Mistakes made so far in the run under way (kept when the lesson is left and resumed).
    pub mistakes: u32,
    /// Hints taken so far in the run under way.
    pub hints: u32,
    /// The script of the lesson the run under way was in ([`crate::content::Lesson::script`]);
    /// 0 when unknown (progress written before it was kept).
    pub script: u64,
    /// Unix seconds of the last change.
    pub updated: u64,
}

/// Progress in one puzzle.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    /// The puzzle was solved at least once.
    pub solved: bool,
    /// Attempts made.
    pub attempts: u32,
    /// The best score.
    pub best_score: u32,
    /// Unix seconds of the last change.
    pub updated: u64,
    /// The last attempt failed (the puzzle is offered for replay).
    pub failed: bool,
    /// The puzzle's own rating, as learners on this profile have met it.
    pub rating: Option<Rating>,
}

/// Quiz scores.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct QuizProgress {
    /// The best score per "mode/options" key.
    pub best: BTreeMap<String, u32>,
    /// The last [`RECENT_QUIZZES`] results, oldest first.
    pub recent: Vec<QuizResult>,
}

impl QuizProgress {
    /// Records a finished round: its best score and its place in the recent results (the
    /// oldest dropped past [`RECENT_QUIZZES`]). Returns whether it beat the best score.
    pub fn add(&mut self, result: QuizResult) -> bool {
        let best = self.best.entry(result.key.clone()).or_insert(0);
        let new_best = result.score > *best;
        *best = (*best).max(result.score);
        self.recent.push(result);
        keep_recent(&mut self.recent);
        new_best
    }
}

/// Keeps the last [`RECENT_QUIZZES`] results of a list kept oldest first.
pub(super) fn keep_recent(recent: &mut Vec<QuizResult>) {
    let drop = recent.len().saturating_sub(RECENT_QUIZZES);
    recent.drain(..drop);
}

/// One finished quiz.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct QuizResult {
    /// The "mode/options" key.
    pub key: String,
    /// The score.
    pub score: u32,
    /// Answers that were right.
    pub correct: u32,
    /// Questions asked.
    pub asked: u32,
    /// Unix seconds when it finished.
    pub when: u64,
}

/// Merges what this copy changed since it last read the file (`ours` against its base, see
/// [`Progress::mark_read`]) onto the progress found on disk, so that two copies open on one
/// profile lose nothing of each other's and a reset made elsewhere sticks:
/// - counts add up: attempts on disk plus the attempts this copy made;
/// - achievements only grow: a lesson completed, stars, a puzzle solved, best scores, records;
/// - a lesson's run under way (step, mistakes, hints) and a puzzle's "failed" mark are the
///   newer copy's;
/// - quiz results this copy added join those on disk;
/// - ratings are the disk's, moved by the results this copy recorded (see [`Progress::rate`]);
/// - settings are ours if this copy changed them, else the disk's;
/// - review tasks this copy added, moved or took out are as ours left them, others the disk's.
///
/// What this copy holds but did not change (say, lessons a reset elsewhere has cleared) is not
/// written back. The merge is the new base: saving it again changes nothing.
pub fn merge(on_disk: &Progress, ours: &Progress) -> Progress {
    let empty = Progress::default();
    let base = ours.base.0.as_deref().unwrap_or(&empty);
    let mut lessons = on_disk.lessons.clone();
    for (id, o) in changed(&ours.lessons, &base.lessons) {
        let d = lessons.entry(id.clone()).or_default();
        // The run under way is the newer copy's: its step, mistakes and hints.
        let newer = if d.updated > o.updated {
            d.clone()
        } else {
            o.clone()
        };
        *d = LessonProgress {
            completed: d.completed || o.completed,
            stars: d.stars.max(o.stars),
            step: newer.step,
            mistakes: newer.mistakes,
            hints: newer.hints,
            script: newer.script,
            updated: d.updated.max(o.updated),
        };
    }
    let mut puzzles = on_disk.puzzles.clone();
    for (id, o) in changed(&ours.puzzles, &base.puzzles) {
        let before = base.puzzles.get(id).map_or(0, |b| b.attempts);
        let d = puzzles.entry(id.clone()).or_default();
        *d = PuzzleProgress {
            solved: d.solved || o.solved,
            attempts: d.attempts + o.attempts.saturating_sub(before),
            best_score: d.best_score.max(o.best_score),
            updated: d.updated.max(o.updated),
            failed: if d.updated > o.updated {
                d.failed
            } else {
                o.failed
            },
            rating: d.rating,
        };
    }
    let mut best = on_disk.quiz.best.clone();
    for (key, &score) in changed(&ours.quiz.best, &base.quiz.best) {
        let b = best.entry(key.clone()).or_insert(score);
        *b = (*b).max(score);
    }
    let mut recent = on_disk.quiz.recent.clone();
    for r in &ours.quiz.recent {
        if !base.quiz.recent.contains(r) && !recent.contains(r) {
            recent.push(r.clone());
        }
    }
    recent.sort_by_key(|r| r.when);
    keep_recent(&mut recent);
    let mut records = on_disk.records.clone();
    for (key, &value) in changed(&ours.records, &base.records) {
        let r = records.entry(key.clone()).or_insert(value);
        *r = (*r).max(value);
    }
    // A rating this copy set without a result to replay (the placement test's first rating)
    // is kept where the disk has none yet.
    let mut ratings = on_disk.ratings.clone();
    for (variant, rating) in &ours.ratings {
        let replayed = ours.unsaved_results.iter().any(|r| &r.variant == variant);
        if !base.ratings.contains_key(variant) && !replayed {
            ratings.entry(variant.clone()).or_insert(*rating);
        }
    }
    let settings = if ours.settings == base.settings {
        on_disk.settings.clone()
    } else {
        ours.settings.clone()
    };
    let mut merged = Progress {
        format: FORMAT,
        settings,
        lessons,
        puzzles,
        quiz: QuizProgress { best, recent },
        ratings,
        records,
        review: ReviewQueue::merged(&on_disk.review, &ours.review, &base.review),
        placed: on_disk.placed.max(ours.placed),
        unsaved_results: Vec::new(),
        base: Base(None),
    };
    replay(ours, &mut merged);
    merged.mark_read();
    merged
}

/// The entries of `ours` that differ from (or are missing in) `base`.
fn changed<'a, V: PartialEq>(
    ours: &'a BTreeMap<String, V>,
    base: &'a BTreeMap<String, V>,
) -> impl Iterator<Item = (&'a String, &'a V)> {
    ours.iter().filter(|(id, v)| base.get(*id) != Some(*v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(completed: bool, stars: u8, step: usize, updated: u64) -> LessonProgress {
        LessonProgress {
            completed,
            stars,
            step,
            updated,
            ..LessonProgress::default()
        }
    }

    fn quiz(key: &str, score: u32, when: u64) -> QuizResult {
        QuizResult {
            key: key.into(),
            score,
            correct: score,
            asked: 10,
            when,
        }
    }

    #[test]
    fn lessons_keep_the_best_of_both() {
        let mut disk = Progress::default();
        disk.lessons.insert("a".into(), lesson(true, 3, 9, 100));
        disk.lessons.insert("b".into(), lesson(false, 0, 4, 200));
        disk.lessons
            .insert("only-disk".into(), lesson(false, 1, 2, 5));
        let mut ours = Progress::default();
        ours.lessons.insert("a".into(), lesson(false, 1, 2, 150));
        ours.lessons.insert("b".into(), lesson(true, 2, 1, 100));
        ours.lessons
            .insert("only-ours".into(), lesson(true, 2, 0, 7));
        let m = merge(&disk, &ours);
        assert_eq!(
            m.lessons["a"],
            lesson(true, 3, 2, 150),
            "ours is later: its step"
        );
        assert_eq!(
            m.lessons["b"],
            lesson(true, 2, 4, 200),
            "disk is later: its step"
        );
        assert_eq!(m.lessons["only-disk"], lesson(false, 1, 2, 5));
        assert_eq!(m.lessons["only-ours"], lesson(true, 2, 0, 7));
    }

    #[test]
    fn lesson_step_tie_goes_to_ours() {
        let mut disk = Progress::default();
        disk.lessons.insert("a".into(), lesson(false, 0, 5, 100));
        let mut ours = Progress::default();
        ours.lessons.insert("a".into(), lesson(false, 0, 3, 100));
        assert_eq!(merge(&disk, &ours).lessons["a"].step, 3);
    }

    #[test]
    fn puzzles_keep_the_best_of_both_and_add_up_attempts() {
        // Both copies read p with one attempt; the other copy made one more, ours three more.
        let mut read = Progress::default();
        read.puzzles.insert(
            "p".into(),
            PuzzleProgress {
                attempts: 1,
                ..PuzzleProgress::default()
            },
        );
        let read = saved(read);
        let mut disk = read.clone();
        disk.puzzles.insert(
            "p".into(),
            PuzzleProgress {
                solved: true,
                attempts: 2,
                best_score: 5,
                updated: 9,
                ..PuzzleProgress::default()
            },
        );
        let mut ours = read.clone();
        ours.puzzles.insert(
            "p".into(),
            PuzzleProgress {
                solved: false,
                attempts: 4,
                best_score: 3,
                updated: 7,
                ..PuzzleProgress::default()
            },
        );
        ours.puzzles.insert(
            "q".into(),
            PuzzleProgress {
                solved: false,
                attempts: 1,
                best_score: 0,
                updated: 8,
                ..PuzzleProgress::default()
            },
        );
        let m = merge(&disk, &ours);
        assert_eq!(
            m.puzzles["p"],
            PuzzleProgress {
                solved: true,
                attempts: 5,
                best_score: 5,
                updated: 9,
                ..PuzzleProgress::default()
            }
        );
        assert_eq!(m.puzzles["q"].attempts, 1);
    }

    #[test]
    fn quiz_best_is_max_and_recent_is_a_deduplicated_sorted_tail() {
        let mut disk = Progress::default();
        disk.quiz.best.insert("name/8".into(), 30);
        disk.quiz.best.insert("disk/x".into(), 1);
        let mut ours = Progress::default();
        ours.quiz.best.insert("name/8".into(), 20);
        ours.quiz.best.insert("ours/y".into(), 2);
        // Both copies share results 0..10; disk adds 10..15 and ours adds 15..25 (interleaved times).
        for i in 0..10 {
            disk.quiz.recent.push(quiz("k", i, u64::from(i) * 10));
            ours.quiz.recent.push(quiz("k", i, u64::from(i) * 10));
        }
        for i in 10..15 {
            disk.quiz
                .recent
                .push(quiz("disk", i, u64::from(i) * 10 + 1));
        }
        for i in 15..25 {
            ours.quiz
                .recent
                .push(quiz("ours", i, u64::from(i) * 10 - 52));
        }
        let m = merge(&disk, &ours);
        assert_eq!(m.quiz.best["name/8"], 30);
        assert_eq!(m.quiz.best["disk/x"], 1);
        assert_eq!(m.quiz.best["ours/y"], 2);
        assert_eq!(m.quiz.recent.len(), RECENT_QUIZZES);
        assert!(m.quiz.recent.windows(2).all(|w| w[0].when <= w[1].when));
        // 25 distinct results: the 5 oldest (scores 0..5) are dropped.
        let mut scores: Vec<u32> = m.quiz.recent.iter().map(|r| r.score).collect();
        scores.sort_unstable();
        assert_eq!(scores, (5..25).collect::<Vec<_>>());
    }

    fn rated(puzzle: &str, score: f64) -> RatedResult {
        RatedResult {
            variant: "russian".into(),
            puzzle: puzzle.into(),
            learner_start: Rating::new(950.0),
            puzzle_start: Rating::new(1000.0),
            score,
            max_step: 60.0,
        }
    }

    /// `p` as saved: its results are in its ratings, none is left to replay, and it is the base
    /// of what changes next.
    fn saved(mut p: Progress) -> Progress {
        p.mark_read();
        p
    }

    #[test]
    fn ratings_add_our_new_results_to_the_ratings_on_disk() {
        let mut loaded = Progress::default();
        loaded.rate(rated("p", 1.0));
        let loaded = saved(loaded);
        // Another copy loaded the same file, solved "q" and saved first.
        let mut disk = loaded.clone();
        disk.rate(rated("q", 0.0));
        let disk = saved(disk);
        let mut ours = loaded.clone();
        ours.rate(rated("p", 0.5));
        let m = merge(&disk, &ours);
        let mut both = disk.clone();
        both.rate(rated("p", 0.5));
        assert_eq!(m.ratings, both.ratings, "both copies' results count");
        assert_eq!(m.puzzles["p"].rating, both.puzzles["p"].rating);
        assert_eq!(m.puzzles["q"].rating, disk.puzzles["q"].rating);
        assert_eq!(m.puzzles["p"].attempts, 2, "both attempts at p count");
        assert_eq!(m.puzzles["q"].attempts, 1);
        assert!(m.unsaved_results.is_empty());
        // A copy with no new results keeps the newer ratings on disk, not its own old ones.
        let m = merge(&disk, &loaded);
        assert_eq!(m.ratings, disk.ratings);
        assert_eq!(m.puzzles["q"].rating, disk.puzzles["q"].rating);
    }

    #[test]
    fn a_first_result_is_counted_once() {
        let mut ours = Progress::default();
        ours.rate(rated("p", 1.0));
        let m = merge(&Progress::default(), &ours);
        assert_eq!(m.ratings, ours.ratings);
        assert_eq!(m.puzzles["p"].rating, ours.puzzles["p"].rating);
        assert_eq!(m.puzzles["p"].attempts, 1);
        assert_eq!(merge(&m, &m), m, "a saved merge replays nothing");
    }

    #[test]
    fn our_settings_win_and_format_is_current() {
        let mut disk = Progress {
            format: 0,
            ..Progress::default()
        };
        disk.settings.ascii = true;
        let mut ours = Progress::default();
        ours.settings.lang = Some(Lang::Ru);
        let m = merge(&disk, &ours);
        assert_eq!(m.settings, ours.settings);
        assert_eq!(m.format, FORMAT);
    }

    #[test]
    fn merge_with_itself_changes_nothing() {
        let mut p = Progress::default();
        p.lessons.insert("a".into(), lesson(true, 2, 3, 4));
        p.quiz.recent.push(quiz("k", 1, 1));
        assert_eq!(merge(&p, &p), p);
    }

    #[test]
    fn unknown_keys_and_languages_are_ignored() {
        let yaml = "format: 1\nfuture: [1, 2]\nsettings:\n  lang: de\n  ascii: true\n  glow: 3\nlessons:\n  intro:\n    stars: 2\n    hint: x\n";
        let p: Progress = serde_yaml::from_str(yaml).unwrap();
        assert_eq!(p.settings.lang, None);
        assert!(p.settings.ascii);
        assert!(p.settings.labels, "missing settings keep their defaults");
        assert_eq!(p.lessons["intro"].stars, 2);
        let ru: Settings = serde_yaml::from_str("lang: ru").unwrap();
        assert_eq!(ru.lang, Some(Lang::Ru));
    }

    #[test]
    fn remembered_quiz_options_are_optional_and_read_back() {
        let old = "format: 1\nsettings:\n  lang: ru\n  ascii: false\n  labels: true\n  show_targets: true\n";
        let p: Progress = serde_yaml::from_str(old).unwrap();
        assert_eq!(p.settings.quiz_options, None, "older files have none");
        assert_eq!(p.settings.lang, Some(Lang::Ru));
        let mut p = Progress::default();
        p.settings.quiz_options = Some("diagonals/russian/untimed/labels".into());
        let text = serde_yaml::to_string(&p).unwrap();
        assert!(text.starts_with("format: 1\n"), "{text}");
        assert_eq!(serde_yaml::from_str::<Progress>(&text).unwrap(), p);
    }
}
