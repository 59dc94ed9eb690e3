//! What a lesson run earns and how a finished lesson is recorded: one rule for the lessons of
//! every game (draughts and corners).

use crate::progress::Progress;

/// Stars for a run with `mistakes` and `hints`: 3 with none, 2 with up to two, else 1.
pub fn lesson_stars(mistakes: u32, hints: u32) -> u8 {
    match mistakes + hints {
        0 => 3,
        1..=2 => 2,
        _ => 1,
    }
}

/// Records the lesson `id` as finished with `stars` in `progress`: completed, the best stars
/// so far, and no run under way any more.
pub fn record_lesson_finished(progress: &mut Progress, id: &str, stars: u8, now: u64) {
    let entry = progress.lessons.entry(id.to_string()).or_default();
    entry.completed = true;
    entry.stars = entry.stars.max(stars);
    (entry.step, entry.mistakes, entry.hints, entry.script) = (0, 0, 0, 0);
    entry.updated = now;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_fall_with_mistakes_and_hints_alike() {
        assert_eq!(lesson_stars(0, 0), 3);
        assert_eq!(lesson_stars(1, 0), 2);
        assert_eq!(lesson_stars(0, 2), 2);
        assert_eq!(lesson_stars(2, 1), 1);
    }

    #[test]
    fn a_finished_lesson_keeps_its_best_stars() {
        let mut progress = Progress::default();
        record_lesson_finished(&mut progress, "x", 3, 1);
        record_lesson_finished(&mut progress, "x", 1, 2);
        let entry = &progress.lessons["x"];
        assert!(entry.completed);
        assert_eq!((entry.stars, entry.updated), (3, 2));
    }
}
