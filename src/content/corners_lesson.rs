//! Corners lessons: a lesson file with `game: corners` is a lesson of corners (уголки), its
//! positions and moves read and proven by [`crate::corners`], not by the draughts rules.
//!
//! The format is a small sibling of the draughts lesson format (`lessons/README.md`): `say`
//! steps that show a position, and `move` steps, tasks where the learner plays one of the
//! `accept`ed moves; `wrong` tries get their own words, and every task has a `hint`.

use serde::Deserialize;

use super::lesson::{Lesson, Scene, Step, StepKind};
use super::locate::Locator;
use super::problem::{Problem, within_bounds};
use super::text::Text;
use crate::Lang;
use crate::corners::{CornersMove, CornersPosition, parse_move};
use crate::rules::Variant;

/// The most words a step's text may have, in any language (as in the draughts lessons).
const MAX_WORDS: usize = 40;

/// A task: play one of the accepted moves.
#[derive(Clone, Debug)]
pub struct CornersTask {
    /// The right moves.
    pub accept: Vec<CornersMove>,
    /// Wrong moves with what to say about each.
    pub wrong: Vec<(CornersMove, Text)>,
    /// A hint that does not give the move away.
    pub hint: Text,
    /// What to say when it is solved (a default praise when `None`).
    pub praise: Option<Text>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLesson {
    format: u32,
    id: String,
    game: String,
    title: Text,
    summary: Text,
    steps: Vec<RawStep>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    stage: Option<Text>,
    say: Option<Text>,
    #[serde(rename = "move")]
    task: Option<Text>,
    position: Option<String>,
    #[serde(default)]
    accept: Vec<String>,
    #[serde(default)]
    wrong: Vec<RawWrong>,
    hint: Option<Text>,
    praise: Option<Text>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWrong {
    #[serde(rename = "move")]
    mv: String,
    say: Text,
}

/// Whether a lesson file is a corners lesson: it has a top-level `game: corners`.
pub fn is_corners_lesson(text: &str) -> bool {
    text.lines().any(|line| {
        line.strip_prefix("game:")
            .is_some_and(|g| g.trim().trim_matches('"') == crate::corners::NAME)
    })
}

/// Reads and checks a corners lesson: every text in en, ru and bg and not too long, every
/// position a corners position, every accepted and wrong move legal there, and a task on
/// every `move` step. Problems name the line and column.
pub fn parse_corners_lesson(text: &str) -> Result<Lesson, Vec<Problem>> {
    within_bounds(text)?;
    let raw: RawLesson = serde_yaml::from_str(text).map_err(|e| vec![Problem::yaml(&e)])?;
    let locator = Locator::new(text);
    let mut problems = Vec::new();
    if let Some(message) = super::problem::unknown_format(raw.format) {
        problems.push(Problem::at(locator.key("format"), message));
    }
    if raw.game != crate::corners::NAME {
        problems.push(Problem::at(
            locator.key("game"),
            format!("game: expected 'corners', found '{}'", raw.game),
        ));
    }
    check_text(&mut problems, &raw.title, locator.key("title"), "title");
    check_text(
        &mut problems,
        &raw.summary,
        locator.key("summary"),
        "summary",
    );
    let mut steps = Vec::new();
    let mut shown: Option<CornersPosition> = None;
    // After a task the board shows the move played, which may be one of several: a later
    // task must then set its own position.
    let mut after_task = false;
    for (i, step) in raw.steps.into_iter().enumerate() {
        let at = locator.step(i);
        if let Some(stage) = &step.stage {
            check_text(&mut problems, stage, at, "stage");
        }
        let position = match &step.position {
            Some(fen) => match CornersPosition::from_fen(fen) {
                Ok(p) => Some(p),
                Err(e) => {
                    problems.push(Problem::at(locator.find(i, "position"), e.to_string()));
                    None
                }
            },
            None => shown,
        };
        let Some(position) = position else {
            if step.position.is_none() {
                problems.push(Problem::at(at, "the first step needs a position"));
            }
            continue;
        };
        shown = Some(position);
        let (words, task) = match (step.say, step.task) {
            (Some(say), None) => (say, None),
            (None, Some(task)) => (task, Some(())),
            _ => {
                problems.push(Problem::at(at, "a step has either say: or move:"));
                continue;
            }
        };
        check_text(&mut problems, &words, at, "step");
        if task.is_some() && after_task && step.position.is_none() {
            problems.push(Problem::at(
                at,
                "a move step after a task needs its own position",
            ));
        }
        if step.position.is_some() {
            after_task = false;
        }
        after_task |= task.is_some();
        let task = if task.is_none() {
            None
        } else {
            let mut read = |text: &str| match parse_move(&position, text) {
                Ok(mv) => Some(mv),
                Err(e) => {
                    problems.push(Problem::at(locator.find(i, text), format!("{text}: {e}")));
                    None
                }
            };
            let accept: Vec<CornersMove> = step.accept.iter().filter_map(|m| read(m)).collect();
            let wrong: Vec<(CornersMove, Text)> = step
                .wrong
                .iter()
                .filter_map(|w| read(&w.mv).map(|mv| (mv, w.say.clone())))
                .collect();
            if step.accept.is_empty() {
                problems.push(Problem::at(
                    at,
                    "a move step needs accept: [the right moves]",
                ));
            }
            if wrong.iter().any(|(mv, _)| accept.contains(mv)) {
                problems.push(Problem::at(at, "a wrong try is also accepted"));
            }
            for (_, say) in &wrong {
                check_text(&mut problems, say, at, "wrong try");
            }
            let hint = step.hint.unwrap_or_else(|| {
                problems.push(Problem::at(at, "a move step needs a hint"));
                Text::plain("")
            });
            check_text(&mut problems, &hint, at, "hint");
            if let Some(praise) = &step.praise {
                check_text(&mut problems, praise, at, "praise");
            }
            Some(CornersTask {
                accept,
                wrong,
                hint,
                praise: step.praise,
            })
        };
        let own = step.position.is_some();
        steps.push(Step {
            stage: step.stage,
            demo: false,
            placement: false,
            text: words,
            scene: Scene {
                corners: Some(position).filter(|_| own),
                ..Scene::default()
            },
            kind: task.map_or(StepKind::Say, StepKind::CornersMove),
            hint: None,
            explain: None,
            counters: false,
        });
    }
    if steps.is_empty() && problems.is_empty() {
        problems.push(Problem::at(locator.key("steps"), "the lesson has no steps"));
    }
    if problems.is_empty() {
        Ok(Lesson {
            id: raw.id,
            title: raw.title,
            // The board's size and names of squares; the moves are corners' own.
            variant: Variant::Russian,
            summary: raw.summary,
            practice: None,
            drill: None,
            steps,
        })
    } else {
        Err(problems)
    }
}

/// Checks that `text` has every language and is not too long.
fn check_text(problems: &mut Vec<Problem>, text: &Text, place: (usize, usize), what: &str) {
    for lang in Lang::ALL {
        if !text.has(lang) {
            problems.push(Problem::at(
                place,
                format!("{what}: the {} text is missing", lang.code()),
            ));
        } else if super::lesson::words(text.get(lang)) > MAX_WORDS {
            problems.push(Problem::at(
                place,
                format!(
                    "{what}: the {} text has over {MAX_WORDS} words",
                    lang.code()
                ),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"format: 1
id: corners-test
game: corners
title: {en: Corners, ru: Уголки, bg: Ъгли}
summary: {en: A race., ru: Гонка., bg: Гонка.}
steps:
  - say: {en: Look., ru: Смотри., bg: Виж.}
    position: "W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3:Bf6,g6,h6,f7,g7,h7,f8,g8,h8"
  - move: {en: Jump., ru: Прыгай., bg: Скочи.}
    accept: [a2-a4]
    wrong:
      - move: a3-a4
        say: {en: A step., ru: Шаг., bg: Стъпка.}
    hint: {en: Over a3., ru: Через a3., bg: През a3.}
"#;

    #[test]
    fn a_good_lesson_reads_and_its_moves_are_legal() {
        assert!(is_corners_lesson(GOOD));
        assert!(!is_corners_lesson("id: x\nvariant: russian\n"));
        let lesson = parse_corners_lesson(GOOD).unwrap();
        assert_eq!(lesson.steps.len(), 2);
        let StepKind::CornersMove(task) = &lesson.steps[1].kind else {
            panic!("a task: {:?}", lesson.steps[1].kind);
        };
        assert_eq!(task.accept[0].text(), "a2-a4");
        assert!(task.accept[0].is_jump());
        assert!(lesson.steps[0].scene.corners.is_some());
        assert_eq!(lesson.steps[1].scene.corners, None, "the board is kept");
        assert!(lesson.is_corners());
    }

    #[test]
    fn bad_moves_missing_texts_and_bad_positions_are_told_where() {
        let illegal = GOOD.replace("accept: [a2-a4]", "accept: [a1-a5]");
        let problems = parse_corners_lesson(&illegal).unwrap_err();
        assert!(problems[0].message.contains("a1-a5"), "{problems:?}");
        assert_eq!(problems[0].line, 10);
        let no_bg = GOOD.replace(", bg: Скочи.", "");
        let problems = parse_corners_lesson(&no_bg).unwrap_err();
        assert!(
            problems[0].message.contains("bg text is missing"),
            "{problems:?}"
        );
        let fen = GOOD.replace("Wa1,", "Wa1,a1,");
        assert!(parse_corners_lesson(&fen).is_err());
        let same = GOOD.replace("- move: a3-a4", "- move: a2-a4");
        let problems = parse_corners_lesson(&same).unwrap_err();
        assert!(
            problems[0].message.contains("also accepted"),
            "{problems:?}"
        );
        let two_tasks = format!(
            "{GOOD}  - move: {{en: Again., ru: Ещё., bg: Пак.}}\n    accept: [a3-a4]\n    hint: {{en: Up., ru: Вверх., bg: Нагоре.}}\n"
        );
        let problems = parse_corners_lesson(&two_tasks).unwrap_err();
        assert!(
            problems[0].message.contains("its own position"),
            "{problems:?}"
        );
        let no_hint = GOOD.replace(
            "    hint: {en: Over a3., ru: Через a3., bg: През a3.}\n",
            "",
        );
        assert!(parse_corners_lesson(&no_hint).is_err());
    }
}
