//! A plain-text summary of a profile's progress, for the progress screen and
//! `shashki progress`.

use crate::Lang;
use crate::content::Catalog;
use crate::i18n::core::variant_title;
use crate::progress::Progress;
use crate::rules::Variant;
use crate::trainer::{count, in_sentence, quiz_key_name, record_name};

/// "puzzle" in the forms [`count`] takes.
const PUZZLES_EN: [&str; 2] = ["puzzle", "puzzles"];
/// «задача» in the forms [`count`] takes.
const PUZZLES_RU: [&str; 3] = ["задача", "задачи", "задач"];

/// Lines a parent or teacher can read: lessons done with stars, the lesson under way,
/// puzzles and quiz results.
pub fn progress_summary(
    name: &str,
    progress: &Progress,
    catalog: &Catalog,
    lang: Lang,
) -> Vec<String> {
    let mut lines = vec![match lang {
        Lang::En | Lang::Bg => format!("Progress of {name}"),
        Lang::Ru => format!("Успехи: {name}"),
    }];
    let lessons = &catalog.lessons;
    let done: Vec<_> = lessons
        .iter()
        .filter_map(|l| progress.lessons.get(&l.id).filter(|p| p.completed))
        .collect();
    let stars: u32 = done.iter().map(|p| p.stars as u32).sum();
    lines.push(match lang {
        Lang::En | Lang::Bg => format!(
            "Lessons: {} of {} done, {stars} of {} stars",
            done.len(),
            lessons.len(),
            3 * lessons.len()
        ),
        Lang::Ru => format!(
            "Уроки: пройдено {} из {}, звёзд {stars} из {}",
            done.len(),
            lessons.len(),
            3 * lessons.len()
        ),
    });
    for (i, lesson) in lessons.iter().enumerate() {
        let title = lesson.title.get(lang);
        let state = match progress.lessons.get(&lesson.id) {
            Some(p) if p.completed => match lang {
                Lang::En | Lang::Bg => format!("done, {} of 3 stars", p.stars),
                Lang::Ru => format!("пройден, звёзд: {} из 3", p.stars),
            },
            Some(p) if p.step > 0 => match lang {
                Lang::En | Lang::Bg => format!("at step {} of {}", p.step + 1, lesson.steps.len()),
                Lang::Ru => format!("шаг {} из {}", p.step + 1, lesson.steps.len()),
            },
            _ => lang.pick("not started", "не начат").to_string(),
        };
        lines.push(format!("  {:>2}. {title}: {state}", i + 1));
    }
    let solved = progress.puzzles.values().filter(|p| p.solved).count();
    let failed = progress.puzzles.values().filter(|p| p.failed).count();
    lines.push(match lang {
        Lang::En | Lang::Bg => format!("Puzzles solved: {solved} (to replay: {failed})"),
        Lang::Ru => format!("Решено задач: {solved} (повторить: {failed})"),
    });
    for (variant, rating) in &progress.ratings {
        let variant = Variant::from_name(variant).map_or_else(
            || variant.clone(),
            |v| in_sentence(&variant_title(v, lang), lang),
        );
        lines.push(match lang {
            Lang::En | Lang::Bg => format!("  puzzle rating, {variant}: {:.0}", rating.rating),
            Lang::Ru => format!("  рейтинг в задачах, {variant}: {:.0}", rating.rating),
        });
    }
    for (key, best) in &progress.records {
        let name = record_name(key, lang);
        let best = count(*best, lang, PUZZLES_EN, PUZZLES_RU);
        lines.push(match lang {
            Lang::En | Lang::Bg => format!("  {name}: record {best}"),
            Lang::Ru => format!("  {name}: рекорд {best}"),
        });
    }
    if progress.quiz.best.is_empty() {
        lines.push(
            lang.pick("Quiz: no rounds yet", "Викторина: ещё не играли")
                .to_string(),
        );
    } else {
        lines.push(
            lang.pick("Quiz bests:", "Лучшие результаты викторины:")
                .to_string(),
        );
        for (key, score) in &progress.quiz.best {
            lines.push(format!("  {}: {score}", quiz_key_name(key, lang)));
        }
        lines.push(
            lang.pick(
                "Last quiz rounds (newest first):",
                "Последние раунды викторины (сначала новые):",
            )
            .to_string(),
        );
        for r in progress.quiz.recent.iter().rev() {
            let accuracy = (r.correct * 100).checked_div(r.asked).unwrap_or(0);
            let name = quiz_key_name(&r.key, lang);
            let points = count(
                r.score,
                lang,
                ["point", "points"],
                ["очко", "очка", "очков"],
            );
            lines.push(match lang {
                Lang::En | Lang::Bg => format!(
                    "  {name}: {points}, {} of {} right ({accuracy}%)",
                    r.correct, r.asked
                ),
                Lang::Ru => format!(
                    "  {name}: {points}, верно {} из {} ({accuracy}%)",
                    r.correct, r.asked
                ),
            });
        }
    }
    lines
}

/// Lines about the saved games (each a file and its text, least recently saved first, as the
/// store lists them): how many, one line for each of the latest ten, and how to continue the
/// last unfinished one.
pub fn games_summary(games: &[(std::path::PathBuf, String)], lang: Lang) -> Vec<String> {
    let mut lines = vec![match lang {
        Lang::En | Lang::Bg => format!("Games against the computer: {}", games.len()),
        Lang::Ru => format!("Партии с компьютером: {}", games.len()),
    }];
    let shown = games.len().saturating_sub(10);
    for (path, pdn) in games[shown..].iter().rev() {
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        lines.push(format!("  {}  ({name})", super::game_line(pdn, lang)));
    }
    if let Some((path, _)) = super::last_unfinished(games) {
        lines.push(match lang {
            Lang::En | Lang::Bg => format!(
                "  continue the last unfinished one: shashki play --load {}",
                path.display()
            ),
            Lang::Ru => format!(
                "  продолжить неоконченную: shashki play --load {}",
                path.display()
            ),
        });
    }
    lines
}
