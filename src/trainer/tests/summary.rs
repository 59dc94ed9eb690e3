//! Tests of the progress summary.

use super::LESSON;
use crate::Lang;
use crate::content::parse_lesson;
use crate::trainer::*;

#[test]
fn progress_summary_lists_every_lesson() {
    let mut progress = crate::progress::Progress::default();
    progress.lessons.insert(
        "test".into(),
        crate::progress::LessonProgress {
            completed: true,
            stars: 2,
            step: 0,
            updated: 0,
            ..Default::default()
        },
    );
    let catalog = crate::content::Catalog {
        lessons: vec![parse_lesson(LESSON).unwrap()],
        corners: Vec::new(),
        broken: Vec::new(),
    };
    let lines = progress_summary("Anna", &progress, &catalog, Lang::En);
    assert_eq!(lines[0], "Progress of Anna");
    assert_eq!(lines[1], "Lessons: 1 of 1 done, 2 of 3 stars");
    assert_eq!(lines[2], "   1. Test: done, 2 of 3 stars");
    let ru = progress_summary("Аня", &progress, &catalog, Lang::Ru);
    assert_eq!(ru[2], "   1. Тест: пройден, 2 из 3 звёзд");
    progress
        .quiz
        .best
        .insert("find/russian/60s/labels".into(), 44);
    progress.quiz.recent.push(crate::progress::QuizResult {
        key: "find/russian/60s/labels".into(),
        score: 44,
        correct: 4,
        asked: 5,
        when: 1,
    });
    let lines = progress_summary("Anna", &progress, &catalog, Lang::En);
    let name = "Find the square, Russian draughts, 60 seconds, with labels";
    assert!(lines.contains(&format!("  {name}: 44")), "{lines:#?}");
    assert_eq!(
        lines.last().unwrap(),
        &format!("  {name}: 44 points, 4 of 5 right (80%)")
    );
    progress
        .ratings
        .insert("russian".into(), crate::rating::Rating::new(1012.4));
    progress.records.insert("streak/russian".into(), 3);
    let ru = progress_summary("Аня", &progress, &catalog, Lang::Ru);
    for line in [
        "  рейтинг в задачах, русские шашки: 1012",
        "  Серия, русские шашки: рекорд 3 задачи",
        "  Найди поле, русские шашки, 60 секунд, с подписями: 44",
        "  Найди поле, русские шашки, 60 секунд, с подписями: 44 очка, верно 4 из 5 (80%)",
    ] {
        assert!(ru.contains(&line.to_string()), "{line} missing: {ru:#?}");
    }
    assert!(
        !ru.iter().any(|l| l.contains("russian") || l.contains('/')),
        "no ids: {ru:#?}"
    );
}

#[test]
fn a_saved_step_past_the_end_is_shown_as_the_last_step() {
    let mut progress = crate::progress::Progress::default();
    progress.lessons.insert(
        "test".into(),
        crate::progress::LessonProgress {
            step: 99,
            ..Default::default()
        },
    );
    let lesson = parse_lesson(LESSON).unwrap();
    let steps = lesson.steps.len();
    let catalog = crate::content::Catalog {
        lessons: vec![lesson],
        corners: Vec::new(),
        broken: Vec::new(),
    };
    let lines = progress_summary("Anna", &progress, &catalog, Lang::En);
    assert_eq!(lines[2], format!("   1. Test: at step {steps} of {steps}"));
}
