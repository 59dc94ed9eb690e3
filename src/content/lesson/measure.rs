//! What `shashki check` measures in a sound lesson, after the lesson guide: words per text,
//! choice tasks per stage, tasks whose position leaves no choice, and missing translations.
//!
//! Too long a text is a problem; the rest are notes, which the built-in lessons must not have
//! either (a test says so) but which do not make a learner's own lesson unusable.

use super::{Lesson, StepKind, Turn};
use crate::Lang;
use crate::content::locate::Locator;
use crate::content::problem::Problem;
use crate::content::text::Text;
use crate::rules::{Position, parse_move};

/// Words a step's text should stay within.
pub const WORDS_AIM: usize = 25;
/// Words no text may pass.
pub const WORDS_MAX: usize = 40;
/// Choice tasks every stage should have.
pub const TASKS_PER_STAGE: usize = 5;

/// What one lesson measures.
#[derive(Clone, Debug, Default)]
pub struct LessonMeasure {
    /// Texts over [`WORDS_MAX`] words.
    pub problems: Vec<Problem>,
    /// Step texts over [`WORDS_AIM`] words, thin stages, tasks with one legal move, missing
    /// translations.
    pub notes: Vec<Problem>,
    /// Choice tasks of each stage, in order.
    pub tasks_per_stage: Vec<usize>,
    /// English words of each `say` step.
    pub say_words: Vec<usize>,
    /// Move steps that ask the learner to find a move (not `demo`).
    pub find_steps: usize,
    /// Those of them whose position has more than one legal move.
    pub find_steps_with_choice: usize,
}

/// Words of a text: what is separated by spaces and holds a letter or a digit (a dash is no word).
pub fn words(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .count()
}

/// The codes of the languages some of `texts` lack, in the order of [`Lang::ALL`].
fn missing_languages(texts: &[&Text]) -> Vec<&'static str> {
    Lang::ALL
        .iter()
        .filter(|l| texts.iter().any(|t| !t.has(**l)))
        .map(|l| l.code())
        .collect()
}

/// The position each turn of a move step starts from (after the accepted move and the reply
/// of the turn before).
fn turn_positions(start: Position, turns: &[Turn]) -> Vec<Position> {
    let mut out = Vec::new();
    let mut pos = start;
    for turn in turns {
        out.push(pos);
        let Some(first) = turn.accept.accepted_moves(&pos).into_iter().next() else {
            break;
        };
        pos = pos.play_unchecked(&first.mv);
        if let Some(reply) = &turn.reply {
            match parse_move(&pos, reply) {
                Ok(path) => pos = pos.play_unchecked(&path.mv),
                Err(_) => break,
            }
        }
    }
    out
}

/// Measures a checked lesson; `source` is its file, to place what is found.
pub fn measure(lesson: &Lesson, source: &str) -> LessonMeasure {
    let locator = Locator::new(source);
    let mut m = LessonMeasure::default();
    for (key, text) in [("title", &lesson.title), ("summary", &lesson.summary)] {
        let absent = missing_languages(&[text]);
        if !absent.is_empty() {
            let message = format!("the {key} has no {} text", absent.join(", "));
            m.notes.push(Problem::at(locator.key(key), message));
        }
    }
    let mut tasks = vec![0; lesson.steps.len()];
    for (i, step) in lesson.steps.iter().enumerate() {
        let place = locator.step(i);
        let n = i + 1;
        for lang in Lang::ALL.into_iter().filter(|l| step.text.has(*l)) {
            let count = words(step.text.get(lang));
            if count > WORDS_MAX {
                let message = format!(
                    "step {n}: its {} text has {count} words, more than {WORDS_MAX}",
                    lang.code()
                );
                m.problems.push(Problem::at(place, message));
            } else if count > WORDS_AIM {
                let message = format!(
                    "step {n}: its {} text has {count} words; aim for {WORDS_AIM} at most",
                    lang.code()
                );
                m.notes.push(Problem::at(place, message));
            }
        }
        let texts = step.texts();
        // The texts besides the stage title and the step's own text.
        for text in texts.iter().skip(usize::from(step.stage.is_some()) + 1) {
            for lang in Lang::ALL.into_iter().filter(|l| text.has(*l)) {
                let count = words(text.get(lang));
                if count > WORDS_MAX {
                    let message = format!(
                        "step {n}: a {} text of {count} words, more than {WORDS_MAX}: '{}'",
                        lang.code(),
                        text.get(Lang::En)
                    );
                    m.problems.push(Problem::at(place, message));
                }
            }
        }
        let absent = missing_languages(&texts);
        if !absent.is_empty() {
            let message = format!("step {n}: a text has no {} translation", absent.join(", "));
            m.notes.push(Problem::at(place, message));
        }
        tasks[i] = match &step.kind {
            StepKind::Say => {
                m.say_words.push(words(step.text.get(Lang::En)));
                0
            }
            StepKind::Squares(_)
            | StepKind::Choice { .. }
            | StepKind::Answer(_)
            | StepKind::CornersMove(_) => 1,
            StepKind::Move(_) if step.demo => 0,
            StepKind::Move(turns) => {
                let Some(start) = step.scene.position else {
                    continue;
                };
                let positions = turn_positions(start, turns);
                let choices: Vec<(usize, usize)> = positions
                    .iter()
                    .zip(turns)
                    .map(|(pos, turn)| {
                        let legal = pos.legal_move_paths().len();
                        (legal, turn.accept.accepted_moves(pos).len())
                    })
                    .collect();
                m.find_steps += 1;
                match choices.first() {
                    Some((legal, _)) if *legal > 1 => m.find_steps_with_choice += 1,
                    _ => {
                        let message = format!(
                            "step {n}: the learner is asked to find a move, but there is only one legal move; give a choice, or mark the step 'demo: true' if it only shows the move"
                        );
                        m.notes.push(Problem::at(place, message));
                    }
                }
                choices
                    .iter()
                    .filter(|(legal, accepted)| *legal > 1 && accepted < legal)
                    .count()
            }
        };
    }
    for (index, stage) in lesson.stages().into_iter().enumerate() {
        let count: usize = tasks[stage.steps.clone()].iter().sum();
        m.tasks_per_stage.push(count);
        if count < TASKS_PER_STAGE {
            let message = format!(
                "stage {} ('{}') has {count} choice task{}; a stage needs {TASKS_PER_STAGE}",
                index + 1,
                stage.title.get(Lang::En),
                if count == 1 { "" } else { "s" }
            );
            m.notes
                .push(Problem::at(locator.step(stage.steps.start), message));
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::parse_lesson;

    /// A lesson of two stages in three languages: the first with five choice tasks, the
    /// second with a demonstration and one task.
    const STAGED: &str = r#"format: 1
id: staged
title: {en: Staged, ru: Этапы, bg: Етапи}
summary: {en: Two stages., ru: Два этапа., bg: Два етапа.}
practice: {theme: sacrifice}
steps:
  - stage: {en: Moves, ru: Ходы, bg: Ходове}
    say: {en: A man steps forward., ru: Шашка ходит вперёд., bg: Пулът ходи напред.}
    position: "W:Wc3,e3:Bf6"
  - move: {en: Step to d4., ru: Сходи на d4., bg: Иди на d4.}
    accept: [c3-d4, e3-d4]
  - squares: {en: Select d4., ru: Отметь d4., bg: Отбележи d4.}
    select: [d4]
  - choice: {en: Forward?, ru: Вперёд?, bg: Напред?}
    options: [{en: Yes, ru: Да, bg: Да}, {en: No, ru: Нет, bg: Не}]
    correct: 1
  - answer: {en: Name it., ru: Назови., bg: Назови.}
    expect: [d4]
  - move: {en: Now f6 steps., ru: Ход f6., bg: Ход f6.}
    position: "B:Wc3,e3:Bf6"
    accept: [f6-g5]
  - stage: {en: Shown, ru: Показ, bg: Показ}
    move: {en: Watch c3-d4., ru: Смотри c3-d4., bg: Гледай c3-d4.}
    demo: true
    position: "W:Wc3:Bh8"
    accept: [c3-d4]
  - move: {en: Find it., ru: Найди., bg: Намери.}
    position: "W:Wc3:Bh8"
    accept: [c3-b4]
"#;

    fn notes(text: &str) -> Vec<String> {
        let lesson = parse_lesson(text).unwrap();
        measure(&lesson, text)
            .notes
            .into_iter()
            .map(|p| format!("{}:{}: {}", p.line, p.column, p.message))
            .collect()
    }

    #[test]
    fn words_are_what_holds_a_letter_or_a_digit() {
        assert_eq!(words("Play c3-d4 — then 1.e3 !"), 4);
        assert_eq!(words("  "), 0);
        assert_eq!(words("Ход белых — бей!"), 3);
    }

    #[test]
    fn stages_group_the_steps_after_each_title() {
        let lesson = parse_lesson(STAGED).unwrap();
        let stages = lesson.stages();
        assert_eq!(stages.len(), 2);
        assert_eq!(stages[0].title.get(Lang::Bg), "Ходове");
        assert_eq!(
            (stages[0].steps.clone(), stages[1].steps.clone()),
            (0..6, 6..8)
        );
        assert_eq!(lesson.stage_of(7).map(|(i, _)| i), Some(1));
        assert!(lesson.stage_of(8).is_none());
        assert_eq!(lesson.practice.as_deref(), Some("sacrifice"));
        let plain = STAGED.replace(
            "  - stage: {en: Moves, ru: Ходы, bg: Ходове}\n    say",
            "  - say",
        );
        let lesson = parse_lesson(&plain).unwrap();
        assert_eq!(lesson.stages()[0].title.get(Lang::En), "Staged");
    }

    #[test]
    fn choice_tasks_are_counted_per_stage_and_a_demo_is_no_task() {
        let lesson = parse_lesson(STAGED).unwrap();
        let m = measure(&lesson, STAGED);
        // Stage 1: the move (2 of 3 legal moves accepted), squares, choice, answer, and
        // Black's move (one of two); stage 2: only the task after the demonstration.
        assert_eq!(m.tasks_per_stage, [5, 1]);
        assert_eq!((m.find_steps, m.find_steps_with_choice), (3, 3));
        assert_eq!(m.say_words, [4]);
        assert!(m.problems.is_empty());
        assert_eq!(
            notes(STAGED),
            ["22:3: stage 2 ('Shown') has 1 choice task; a stage needs 5"]
        );
    }

    #[test]
    fn a_task_with_one_legal_move_is_a_note_unless_it_is_a_demo() {
        let forced = STAGED.replace(
            "position: \"W:Wc3:Bh8\"\n    accept: [c3-b4]",
            "position: \"W:Wa3:Bh8\"\n    accept: [a3-b4]",
        );
        let found = notes(&forced);
        assert!(
            found.iter().any(|n| n.starts_with("27:3: step 8: the learner is asked to find a move, but there is only one legal move")),
            "{found:?}"
        );
        let shown = forced.replace("    accept: [a3-b4]", "    demo: true\n    accept: [a3-b4]");
        assert!(
            !notes(&shown)
                .iter()
                .any(|n| n.contains("only one legal move"))
        );
    }

    #[test]
    fn long_texts_are_notes_and_very_long_ones_problems() {
        let long = vec!["word"; 30].join(" ");
        let longer = vec!["word"; 41].join(" ");
        let text = STAGED.replace(
            "{en: Select d4., ru: Отметь d4., bg: Отбележи d4.}",
            &format!("{{en: {long}, ru: {long}, bg: Отбележи d4.}}"),
        );
        let found = notes(&text);
        assert!(
            found.contains(
                &"12:3: step 3: its en text has 30 words; aim for 25 at most".to_string()
            ),
            "{found:?}"
        );
        assert!(
            found
                .iter()
                .any(|n| n.contains("step 3: its ru text has 30 words"))
        );
        let text = STAGED.replace(
            "{en: Yes, ru: Да, bg: Да}",
            &format!("{{en: {longer}, ru: Да, bg: Да}}"),
        );
        let lesson = parse_lesson(&text).unwrap();
        let problems = measure(&lesson, &text).problems;
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0]
                .message
                .starts_with("step 4: a en text of 41 words, more than 40")
        );
    }

    #[test]
    fn a_missing_translation_is_a_note_on_its_step() {
        let text = STAGED.replace(
            "{en: Select d4., ru: Отметь d4., bg: Отбележи d4.}",
            "{en: Select d4., ru: Отметь d4.}",
        );
        assert!(notes(&text).contains(&"12:3: step 3: a text has no bg translation".to_string()));
        let text = STAGED.replace("title: {en: Staged, ru: Этапы, bg: Етапи}", "title: Staged");
        assert!(notes(&text).contains(&"3:1: the title has no ru, bg text".to_string()));
    }

    #[test]
    fn an_unknown_practice_theme_and_a_demo_outside_a_move_are_problems() {
        let text = STAGED.replace("theme: sacrifice", "theme: sacrifices");
        let problems = parse_lesson(&text).unwrap_err();
        assert!(
            problems[0]
                .message
                .starts_with("unknown practice theme 'sacrifices'")
        );
        let text = STAGED.replace("    select: [d4]", "    select: [d4]\n    demo: true");
        let problems = parse_lesson(&text).unwrap_err();
        assert!(problems[0].message.contains("'demo' belongs to move steps"));
    }
}
