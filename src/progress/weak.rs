//! Weak spots: the quiz modes (or drills) a profile does worst in, from its recent results.

use std::collections::BTreeMap;

use super::QuizProgress;

/// Quiz keys of drills start with this (`drill-must-capture/russian/untimed/labels`).
pub const DRILL_PREFIX: &str = "drill-";

/// Whether a quiz key is a drill's rather than a quiz mode's.
pub fn is_drill_key(key: &str) -> bool {
    key.starts_with(DRILL_PREFIX)
}

/// Below this accuracy (percent of right answers) a quiz mode or drill is weak.
pub const WEAK_BELOW: u32 = 80;

/// A quiz's weak spots: the keys (kept by `keep`, say the quiz modes' or the drills') whose
/// accuracy over the recent results is below [`WEAK_BELOW`] percent, with that accuracy,
/// weakest first (ties by key). A key without a recent result is not weak.
pub fn weak_keys(quiz: &QuizProgress, keep: impl Fn(&str) -> bool) -> Vec<(String, u32)> {
    let mut tally: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
    for r in quiz.recent.iter().filter(|r| keep(&r.key)) {
        let t = tally.entry(&r.key).or_default();
        t.0 = t.0.saturating_add(r.correct.min(r.asked));
        t.1 = t.1.saturating_add(r.asked);
    }
    let mut weak: Vec<(String, u32)> = tally
        .into_iter()
        .filter(|(_, (_, asked))| *asked > 0)
        .map(|(key, (right, asked))| {
            (
                key.to_string(),
                (u64::from(right) * 100 / u64::from(asked)) as u32,
            )
        })
        .filter(|(_, accuracy)| *accuracy < WEAK_BELOW)
        .collect();
    weak.sort_by(|a, b| a.1.cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    weak
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::QuizResult;

    fn result(key: &str, correct: u32, asked: u32, when: u64) -> QuizResult {
        QuizResult {
            key: key.into(),
            score: correct,
            correct,
            asked,
            when,
        }
    }

    #[test]
    fn the_weakest_keys_come_first_and_good_or_untried_ones_are_left_out() {
        let mut quiz = QuizProgress::default();
        for r in [
            result("find/russian/60s/labels", 9, 10, 1),
            result("name/russian/60s/labels", 3, 10, 2),
            result("name/russian/60s/labels", 5, 10, 3),
            result("write/russian/untimed/labels", 7, 10, 4),
            result("drill-must-capture/russian/untimed/labels", 1, 4, 5),
            result("play/russian/60s/labels", 0, 0, 6),
        ] {
            quiz.add(r);
        }
        let modes = weak_keys(&quiz, |k| !is_drill_key(k));
        assert_eq!(
            modes,
            [
                ("name/russian/60s/labels".to_string(), 40),
                ("write/russian/untimed/labels".to_string(), 70),
            ],
            "find is 90% right: not weak; play asked nothing: never tried"
        );
        assert_eq!(
            weak_keys(&quiz, is_drill_key),
            [("drill-must-capture/russian/untimed/labels".to_string(), 25)]
        );
        assert!(weak_keys(&QuizProgress::default(), |_| true).is_empty());
    }

    #[test]
    fn a_count_edited_by_hand_does_not_make_accuracy_above_100() {
        let mut quiz = QuizProgress::default();
        quiz.add(result("find/russian/60s/labels", 50, 10, 1));
        quiz.add(result("name/russian/60s/labels", u32::MAX, u32::MAX, 2));
        assert!(weak_keys(&quiz, |_| true).is_empty());
    }
}
