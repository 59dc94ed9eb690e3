//! A plain-text summary of a profile's progress, for the progress screen and
//! `shashki progress`.

use crate::content::Catalog;
use crate::i18n::core::variant_title;
use crate::progress::Progress;
use crate::rules::Variant;
use crate::trainer::{in_sentence, quiz_key_name, record_name};
use crate::{Lang, t};

/// Lines a parent or teacher can read: lessons done with stars, the lesson under way,
/// puzzles and quiz results.
pub fn progress_summary(
    name: &str,
    progress: &Progress,
    catalog: &Catalog,
    lang: Lang,
) -> Vec<String> {
    let mut lines = vec![t!(lang, "trainer-progress-of", name = name)];
    // Every lesson of the course, the corners lessons too: (id, title, steps).
    let lessons: Vec<(&str, &str, usize)> = catalog
        .lessons
        .iter()
        .map(|l| (l.id.as_str(), l.title.get(lang), l.steps.len()))
        .chain(
            catalog
                .corners
                .iter()
                .map(|l| (l.id.as_str(), l.title.get(lang), l.steps.len())),
        )
        .collect();
    let done: Vec<_> = lessons
        .iter()
        .filter_map(|(id, ..)| progress.lessons.get(*id).filter(|p| p.completed))
        .collect();
    let stars: u32 = done.iter().map(|p| u32::from(p.stars)).sum();
    lines.push(t!(
        lang,
        "trainer-lessons-done",
        done = done.len(),
        total = lessons.len(),
        stars = stars,
        max_stars = 3 * lessons.len()
    ));
    for (i, (id, title, steps)) in lessons.iter().enumerate() {
        let state = match progress.lessons.get(*id) {
            Some(p) if p.completed => t!(lang, "trainer-lesson-done", stars = p.stars),
            Some(p) if p.step > 0 => {
                // A step past the end (a file edited by hand) is shown as the last.
                let step = p.step.min(steps.saturating_sub(1));
                // Numbered as the lesson screen numbers it: within its stage.
                match catalog.lesson(id).map(|l| l.step_place(step)) {
                    Some(place) if place.stage.is_some() => {
                        let (stage, stages) = place.stage.unwrap_or_default();
                        t!(
                            lang,
                            "trainer-lesson-at-stage-step",
                            stage = stage,
                            stages = stages,
                            step = place.step,
                            steps = place.count
                        )
                    }
                    _ => t!(
                        lang,
                        "trainer-lesson-at-step",
                        step = step + 1,
                        steps = *steps
                    ),
                }
            }
            _ => t!(lang, "trainer-lesson-not-started"),
        };
        lines.push(format!("  {:>2}. {title}: {state}", i + 1));
    }
    let solved = progress.puzzles.values().filter(|p| p.solved).count();
    let failed = progress.puzzles.values().filter(|p| p.failed).count();
    lines.push(t!(
        lang,
        "trainer-puzzles-solved",
        solved = solved,
        failed = failed
    ));
    let due = progress.review_due(crate::progress::unix_now());
    lines.push(t!(lang, "ui-menu-review", count = due));
    for (variant, rating) in &progress.ratings {
        let variant = Variant::from_name(variant).map_or_else(
            || variant.clone(),
            |v| in_sentence(&variant_title(v, lang), lang),
        );
        let rating = format!("{:.0}", rating.rating);
        lines.push(format!(
            "  {}",
            t!(
                lang,
                "trainer-puzzle-rating",
                variant = variant,
                rating = rating
            )
        ));
    }
    for (key, best) in &progress.records {
        let name = record_name(key, lang);
        lines.push(format!(
            "  {}",
            t!(lang, "trainer-record", name = name, count = *best)
        ));
    }
    if progress.quiz.best.is_empty() {
        lines.push(t!(lang, "trainer-quiz-none-yet"));
    } else {
        lines.push(t!(lang, "trainer-quiz-bests"));
        for (key, score) in &progress.quiz.best {
            lines.push(format!("  {}: {score}", quiz_key_name(key, lang)));
        }
        lines.push(t!(lang, "trainer-quiz-recent"));
        for r in progress.quiz.recent.iter().rev() {
            let accuracy = (r.correct * 100).checked_div(r.asked).unwrap_or(0);
            let name = quiz_key_name(&r.key, lang);
            lines.push(format!(
                "  {}",
                t!(
                    lang,
                    "trainer-quiz-round",
                    name = name,
                    points = r.score,
                    right = r.correct,
                    asked = r.asked,
                    accuracy = accuracy
                )
            ));
        }
    }
    lines
}

/// Lines about the saved games (each a file and its text, least recently saved first, as the
/// store lists them): how many, one line for each of the latest ten, and how to continue the
/// last unfinished one.
pub fn games_summary(games: &[(std::path::PathBuf, String)], lang: Lang) -> Vec<String> {
    let mut lines = vec![t!(lang, "trainer-games-count", count = games.len())];
    let shown = games.len().saturating_sub(10);
    for (path, pdn) in games[shown..].iter().rev() {
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        lines.push(format!("  {}  ({name})", super::game_line(pdn, lang)));
    }
    if let Some((path, _)) = super::last_unfinished(games) {
        let command = format!("shashki play --load {}", path.display());
        lines.push(format!(
            "  {}",
            t!(lang, "trainer-continue-last", command = command)
        ));
    }
    lines
}
