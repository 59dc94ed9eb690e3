//! The graded hints of a lesson step: each one says more than the one before, and each
//! counts against the stars. A placement task gives none ([`LessonRun::offers_hints`]).

use super::{LessonRun, answer_text};
use crate::content::StepKind;
use crate::rules::{Square, full_text, square_name};
use crate::t;
use crate::trainer::feedback::{Hint, Tone};

impl LessonRun {
    /// The next grade of hint for this step; each hint counts against the stars.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.solved {
            return None;
        }
        if !self.offers_hints() {
            let text = t!(self.lang, "lesson-no-hints-placement");
            self.say(Tone::Info, text);
            return None;
        }
        let lang = self.lang;
        let variant = self.variant();
        let level = self.hint_level;
        let hint = match (&self.step().kind, self.board) {
            (StepKind::Move(_), Some(pos)) => {
                let turn = self.current_turn()?;
                let path = turn.accept.accepted_moves(&pos).into_iter().next()?;
                let words = turn.hint.as_ref().map(|t| t.get(lang).to_string());
                match level {
                    0 => {
                        let piece = square_name(variant, path.mv.from);
                        let text = t!(lang, "lesson-hint-piece", square = piece);
                        self.say(
                            Tone::Info,
                            words.map_or(text.clone(), |w| format!("{w} {text}")),
                        );
                        Hint::Square(path.mv.from)
                    }
                    1 => {
                        let (from, to) = (
                            square_name(variant, path.mv.from),
                            square_name(variant, path.mv.to),
                        );
                        let text = t!(lang, "trainer-hint-target", from = from, to = to);
                        self.say(Tone::Info, text);
                        Hint::Target(path.mv.from, path.mv.to)
                    }
                    _ => {
                        let text = t!(lang, "trainer-hint-move", mv = full_text(variant, &path));
                        self.say(Tone::Info, text);
                        Hint::Move(path)
                    }
                }
            }
            (StepKind::Squares(answer), _) => {
                // A second hint tells one more square, not the same one again.
                let wrong: Vec<Square> = (*answer & !self.selection)
                    .squares()
                    .chain((self.selection & !*answer).squares())
                    .collect();
                let sq = wrong
                    .iter()
                    .copied()
                    .find(|sq| self.hint != Some(Hint::Square(*sq)))
                    .or(wrong.first().copied())?;
                let name = square_name(variant, sq);
                let text = if answer.contains(sq) {
                    t!(lang, "lesson-hint-select", square = name)
                } else {
                    t!(lang, "lesson-hint-unselect", square = name)
                };
                self.say(Tone::Info, text);
                if self.hint == Some(Hint::Square(sq)) {
                    // The same square again: nothing new is given, so nothing more is counted.
                    return self.hint.clone();
                }
                Hint::Square(sq)
            }
            (
                StepKind::Choice {
                    options, correct, ..
                },
                _,
            ) => {
                // Each hint rules out one more wrong option, and says again the ones ruled
                // out before: a second hint says more than the first, never less.
                let wrong: Vec<usize> = (0..options.len()).filter(|i| i != correct).collect();
                let text = if (level as usize) < wrong.len() {
                    wrong[..=level as usize]
                        .iter()
                        .map(|&i| {
                            t!(
                                lang,
                                "lesson-hint-not-option",
                                option = options[i].get(lang)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                } else {
                    options[*correct].get(lang).to_string()
                };
                self.say(Tone::Info, text.clone());
                Hint::Text(text)
            }
            (StepKind::CornersMove(task), _) => {
                let text = task.hint.get(lang).to_string();
                self.say(Tone::Info, text.clone());
                if level > 0 {
                    // The same words again: nothing new is given, so nothing more is counted.
                    return self.hint.clone();
                }
                Hint::Text(text)
            }
            (StepKind::Answer(key), _) => {
                let answer = answer_text(key, variant);
                let text = if level == 0 {
                    let first: String = answer.chars().take(1).collect();
                    t!(lang, "lesson-hint-starts-with", first = first)
                } else {
                    t!(lang, "lesson-hint-answer", answer = answer)
                };
                self.say(Tone::Info, text.clone());
                Hint::Text(text)
            }
            _ => return None,
        };
        if level == 0
            && !matches!(self.step().kind, StepKind::Move(_))
            && let (Some(words), Some(feedback)) =
                (self.step().hint.clone(), self.feedback.as_mut())
        {
            feedback.text = format!("{} {}", words.get(lang), feedback.text);
        }
        if !self.step().demo {
            self.hints += 1;
            self.step_cost.1 = true;
        }
        self.hint_level = level.saturating_add(1);
        self.hint = Some(hint.clone());
        Some(hint)
    }
}
