//! What a save may never lose: what the last good copy holds, and a file the reader accepts.

use super::Progress;
use super::fsio::MAX_BYTES;
use super::model::keep_recent;

/// The largest progress file written: half the reader's cap ([`MAX_BYTES`]), so that a file
/// grows a long way between two saves before the reader would refuse it.
pub(crate) const WRITE_MAX_BYTES: usize = MAX_BYTES / 2;

/// A file trimmed for size is brought down to this, so that it is not trimmed at each save.
const TRIMMED_BYTES: usize = WRITE_MAX_BYTES * 3 / 4;

/// `progress` with what `backup` holds and it lacks (a lesson finished, stars, a puzzle
/// solved, attempts, best scores, records, quiz results, a rating, the placement), or none
/// when it lacks nothing. Achievements only grow: each is the larger of the two.
pub(crate) fn merge_backup(progress: &Progress, backup: &Progress) -> Option<Progress> {
    let mut more = progress.clone();
    for (id, b) in &backup.lessons {
        let lesson = more.lessons.entry(id.clone()).or_insert_with(|| b.clone());
        lesson.completed |= b.completed;
        lesson.stars = lesson.stars.max(b.stars);
    }
    for (id, b) in &backup.puzzles {
        let puzzle = more.puzzles.entry(id.clone()).or_insert_with(|| b.clone());
        puzzle.solved |= b.solved;
        puzzle.attempts = puzzle.attempts.max(b.attempts);
        puzzle.best_score = puzzle.best_score.max(b.best_score);
        if puzzle.rating.is_none() {
            puzzle.rating = b.rating;
        }
    }
    for (key, &b) in &backup.quiz.best {
        let best = more.quiz.best.entry(key.clone()).or_insert(b);
        *best = (*best).max(b);
    }
    for r in &backup.quiz.recent {
        if !more.quiz.recent.contains(r) {
            more.quiz.recent.push(r.clone());
        }
    }
    more.quiz.recent.sort_by_key(|r| r.when);
    keep_recent(&mut more.quiz.recent);
    for (key, &b) in &backup.records {
        let record = more.records.entry(key.clone()).or_insert(b);
        *record = (*record).max(b);
    }
    for (variant, rating) in &backup.ratings {
        more.ratings.entry(variant.clone()).or_insert(*rating);
    }
    more.placed = more.placed.or(backup.placed);
    (more != *progress).then(|| {
        more.mark_read();
        more
    })
}

/// `progress` as YAML no larger than [`WRITE_MAX_BYTES`] with its check line (see `text`):
/// when it is larger, the puzzles tried longest ago (unsolved ones first) are taken out
/// until it is [`TRIMMED_BYTES`]. Returns the text and how many puzzles were taken out, or
/// none when even without any puzzle it is too large.
pub(crate) fn fitted(
    progress: &mut Progress,
    text: impl Fn(&Progress) -> String,
) -> Option<(String, usize)> {
    let mut written = text(progress);
    if written.len() <= WRITE_MAX_BYTES {
        return Some((written, 0));
    }
    let mut oldest: Vec<(bool, u64, String)> = progress
        .puzzles
        .iter()
        .map(|(id, p)| (p.solved, p.updated, id.clone()))
        .collect();
    oldest.sort();
    let mut taken = 0;
    while written.len() > TRIMMED_BYTES {
        let left = oldest.len() - taken;
        if left == 0 {
            return None;
        }
        // As many as the excess holds at the average size of one, and at least one.
        let each = (written.len() / left).max(1);
        let n = ((written.len() - TRIMMED_BYTES) / each).clamp(1, left);
        for (_, _, id) in &oldest[taken..taken + n] {
            progress.puzzles.remove(id);
        }
        taken += n;
        written = text(progress);
    }
    Some((written, taken))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{LessonProgress, PuzzleProgress};

    #[test]
    fn what_the_backup_holds_more_is_taken_back_and_nothing_else_changes() {
        let mut backup = Progress::default();
        let done = LessonProgress {
            completed: true,
            stars: 3,
            ..LessonProgress::default()
        };
        backup.lessons.insert("board".into(), done.clone());
        backup.puzzles.insert(
            "p".into(),
            PuzzleProgress {
                attempts: 5,
                solved: true,
                ..PuzzleProgress::default()
            },
        );
        backup.records.insert("streak/russian".into(), 7);
        let mut main = Progress::default();
        main.puzzles.insert(
            "p".into(),
            PuzzleProgress {
                attempts: 6,
                ..PuzzleProgress::default()
            },
        );
        main.records.insert("streak/russian".into(), 9);
        let more = merge_backup(&main, &backup).expect("the backup holds more");
        assert_eq!(more.lessons["board"], done);
        assert_eq!(more.puzzles["p"].attempts, 6);
        assert!(more.puzzles["p"].solved);
        assert_eq!(more.records["streak/russian"], 9);
        assert_eq!(merge_backup(&more, &backup), None, "nothing is missing now");
        assert_eq!(merge_backup(&backup, &backup), None);
    }

    #[test]
    fn a_file_over_the_write_cap_loses_its_oldest_unsolved_puzzles_first() {
        let mut p = Progress::default();
        for i in 0..40_000u64 {
            p.puzzles.insert(
                format!("puzzle-{i:06}-with-a-long-name-to-take-room"),
                PuzzleProgress {
                    solved: i % 2 == 0,
                    attempts: 3,
                    updated: 1_700_000_000 + i,
                    ..PuzzleProgress::default()
                },
            );
        }
        let yaml = |p: &Progress| serde_yaml::to_string(p).unwrap();
        assert!(yaml(&p).len() > WRITE_MAX_BYTES, "{}", yaml(&p).len());
        let (text, taken) = fitted(&mut p, yaml).unwrap();
        assert!(text.len() <= TRIMMED_BYTES && text.len() > TRIMMED_BYTES / 2);
        assert_eq!(p.puzzles.len(), 40_000 - taken);
        // The unsolved ones went first, oldest first: the newest unsolved one is still there
        // only if no solved one went.
        let solved_left = p.puzzles.values().filter(|q| q.solved).count();
        assert!(solved_left == 20_000 || p.puzzles.values().all(|q| q.solved));
        assert!(
            !p.puzzles
                .contains_key("puzzle-000001-with-a-long-name-to-take-room")
        );
        let mut small = Progress::default();
        small.puzzles.insert("x".into(), PuzzleProgress::default());
        assert_eq!(fitted(&mut small, yaml).map(|(_, n)| n), Some(0));
    }
}
