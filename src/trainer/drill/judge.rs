//! Judging a drill answer: a square or a choice picked, a move played or typed. The rules
//! engine's words explain a wrong answer; an answer to something not asked is told what the
//! question wants instead, and not judged.

use super::facts::Crowned;
use super::{DrillQuestion, Facts, names};
use crate::i18n::core::Say;
use crate::rules::{Illegal, MovePath, Promotion, Square, explain, resolve_route};
use crate::trainer::quiz::AnswerBy;
use crate::trainer::typing::{
    latin_letters_text, read_as_text, read_move, read_square, typed_by_sound,
};
use crate::{Lang, t};

/// What an answer to a drill question comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillAnswer {
    /// Judged right or wrong.
    Judged {
        /// Whether it is right.
        right: bool,
        /// The words for a wrong answer (empty for a right one).
        words: String,
        /// How Cyrillic letters typed were read (`c3:e5`), to say before the verdict.
        read_as: Option<String>,
    },
    /// Not judged: it answers nothing the question asks, or could not be read. What to tell
    /// the learner.
    Notice(String),
}

impl DrillQuestion {
    /// A square picked (square questions): whether it is right, and the words when it is not;
    /// None when the pick is not judged (a square that is not one of the answers asked for).
    pub fn judge_square(&self, sq: Square, lang: Lang) -> Option<(bool, String)> {
        let (variant, pos) = (self.variant(), &self.position);
        match &self.facts {
            Facts::MustCapture { piece, captures } => {
                if sq == *piece {
                    return Some((true, String::new()));
                }
                if !pos.pieces(pos.turn()).contains(sq) {
                    return None;
                }
                let words = Illegal::CaptureCompulsory(captures.clone()).say(variant, lang);
                let text = t!(lang, "drill-cannot-capture", square = self.name(sq));
                Some((false, format!("{text} {words}")))
            }
            Facts::KingStop {
                going_on,
                dead,
                words,
                ..
            } => {
                if going_on.contains(&sq) {
                    Some((true, String::new()))
                } else if dead.contains(&sq) {
                    Some((false, words.say(variant, lang)))
                } else {
                    None
                }
            }
            Facts::TurkishStrike {
                taken, blockers, ..
            } => {
                if blockers.contains(&sq) {
                    return Some((true, String::new()));
                }
                if !taken.contains(&sq) {
                    return None;
                }
                let first = blockers[0];
                let text = t!(
                    lang,
                    "drill-turkish-not-this",
                    square = self.name(sq),
                    blocker = self.name(first)
                );
                let words = Illegal::AlreadyJumped(first).say(variant, lang);
                Some((false, format!("{text} {words}")))
            }
            _ => None,
        }
    }

    /// Choice `index` picked (choice questions): whether it is right, and the words when it is
    /// not; None for an index that is no choice.
    pub fn judge_choice(&self, index: usize, lang: Lang) -> Option<(bool, String)> {
        let right = self.right_choice()?;
        if index >= self.choices(lang).len() {
            return None;
        }
        if index == right {
            return Some((true, String::new()));
        }
        let variant = self.variant();
        let text = match &self.facts {
            Facts::Crowning { outcome, .. } => match (outcome, variant.rules().promotion) {
                (_, Promotion::EndsMove) => Illegal::CrowningEndsMove.say(variant, lang),
                (Crowned::Ends, Promotion::OnlyAtEnd) => format!(
                    "{} {}",
                    Illegal::StaysManMidCapture.say(variant, lang),
                    t!(lang, "drill-crowning-man-stops")
                ),
                (_, Promotion::OnlyAtEnd) => Illegal::StaysManMidCapture.say(variant, lang),
                (_, Promotion::ContinuesAsKing) => t!(lang, "drill-crowning-russian"),
            },
            Facts::QuietOrStriking { captures } => {
                if captures.is_empty() {
                    t!(lang, "drill-no-capture")
                } else {
                    Illegal::CaptureCompulsory(captures.clone()).say(variant, lang)
                }
            }
            Facts::KingFlies {
                target,
                yes,
                blocker,
                ..
            } => match (yes, blocker) {
                (true, _) => t!(lang, "drill-king-flies-yes"),
                (false, Some(b)) if variant.rules().flying_kings => {
                    t!(lang, "drill-king-flies-blocked", square = self.name(*b))
                }
                (false, _) => Illegal::KingMovesOneSquare(*target).say(variant, lang),
            },
            Facts::CaptureBack { yes, words, .. } => match (yes, words) {
                (false, Some(words)) => words.say(variant, lang),
                _ => t!(lang, "drill-capture-back-yes"),
            },
            _ => return None,
        };
        Some((false, text))
    }

    /// A route played on the board (move questions): whether it is right, and the words when
    /// it is not; None for a question answered otherwise.
    pub fn judge_route(&self, route: &[Square], lang: Lang) -> Option<(bool, String)> {
        if self.answer_by() != AnswerBy::Move {
            return None;
        }
        let pos = &self.position;
        if let Ok(path) = resolve_route(pos, route) {
            self.judge_move(&path, lang)
        } else {
            let words = explain(pos, route).unwrap_or(Illegal::NotAMove);
            Some((false, self.move_words(&words, lang)))
        }
    }

    /// The engine's words for a move that is wrong here. A capture stopped short is told
    /// with the whole captures: the question is over, so there is no "keep going".
    fn move_words(&self, why: &Illegal, lang: Lang) -> String {
        let (Facts::FinishCapture { moves, .. } | Facts::TakeMost { moves, .. }) = &self.facts
        else {
            return why.say(self.variant(), lang);
        };
        match why {
            Illegal::CaptureNotFinished(at) => t!(
                lang,
                "drill-capture-not-finished",
                square = self.name(*at),
                count = moves.len(),
                moves = self.answer(lang)
            ),
            _ => why.say(self.variant(), lang),
        }
    }

    /// A legal move made (move questions): right unless the question asks to take with
    /// another piece; None for a question answered otherwise.
    fn judge_move(&self, path: &MovePath, lang: Lang) -> Option<(bool, String)> {
        match &self.facts {
            Facts::FinishCapture { piece, .. } if path.mv.from != *piece => Some((
                false,
                t!(lang, "drill-take-with", square = self.name(*piece)),
            )),
            Facts::FinishCapture { .. } | Facts::TakeMost { .. } => Some((true, String::new())),
            _ => None,
        }
    }

    /// A square picked on the board (square questions): judged as [`judge_square`] does, or,
    /// for a square the question does not ask about, what to tell the learner instead.
    ///
    /// [`judge_square`]: DrillQuestion::judge_square
    pub fn pick_square(&self, sq: Square, lang: Lang) -> Option<DrillAnswer> {
        if let Some((right, words)) = self.judge_square(sq, lang) {
            return Some(DrillAnswer::Judged {
                right,
                words,
                read_as: None,
            });
        }
        let pos = &self.position;
        let text = match &self.facts {
            Facts::MustCapture { .. } => t!(lang, "drill-not-yours", square = self.name(sq)),
            Facts::KingStop {
                target,
                going_on,
                dead,
                ..
            } => {
                let mut landings: Vec<Square> = going_on.iter().chain(dead).copied().collect();
                landings
                    .sort_by_key(|s| pos.board().direction_between(*target, *s).map(|(_, n)| n));
                t!(
                    lang,
                    "drill-king-lands-on",
                    piece = self.name(*target),
                    squares = names(pos, &landings)
                )
            }
            Facts::TurkishStrike { taken, .. } => t!(
                lang,
                "drill-turkish-takes",
                square = self.name(sq),
                squares = names(pos, taken)
            ),
            _ => return None,
        };
        Some(DrillAnswer::Notice(text))
    }

    /// Text typed in the move box: a square for a square question, a move (`c3:e5:g7`,
    /// `c3xe5xg7`) for a move question, read as the trainer reads typing everywhere
    /// (Russian-layout keys, look-alike letters). Text that names no square or move, letters
    /// typed by sound, a square the question does not ask about, or a move that names no own
    /// piece are told how to answer, not judged. None for a choice question (it is answered
    /// by its choices).
    pub fn judge_text(&self, text: &str, lang: Lang) -> Option<DrillAnswer> {
        let text = text.trim();
        let variant = self.variant();
        let with_reading = |read: Option<&str>, words: String| match read {
            Some(read) => format!("{} {words}", read_as_text(read, lang)),
            None => words,
        };
        match self.answer_by() {
            AnswerBy::Square => {
                let (typed, read) = read_square(variant, text);
                let sq = match typed {
                    Ok(sq) => sq,
                    Err(_) if typed_by_sound(variant, text) => {
                        return Some(DrillAnswer::Notice(latin_letters_text(lang)));
                    }
                    Err(no_square) => {
                        let words = no_square.say(variant, lang);
                        return Some(DrillAnswer::Notice(with_reading(read.as_deref(), words)));
                    }
                };
                Some(match self.pick_square(sq, lang)? {
                    DrillAnswer::Judged { right, words, .. } => DrillAnswer::Judged {
                        right,
                        words,
                        read_as: read,
                    },
                    DrillAnswer::Notice(words) => {
                        DrillAnswer::Notice(with_reading(read.as_deref(), words))
                    }
                })
            }
            AnswerBy::Move => {
                let typed = read_move(&self.position, text);
                let read = typed.read_as;
                let (right, words) = match typed.result {
                    Ok(path) => self.judge_move(&path, lang)?,
                    Err(e) => {
                        let Some(reason) = e.mistake() else {
                            // Not a whole move, the wrong sign, no own piece named: how to
                            // write it.
                            let words = e.say(variant, lang);
                            let notice = with_reading(read.as_deref(), words);
                            return Some(DrillAnswer::Notice(notice));
                        };
                        (false, self.move_words(reason, lang))
                    }
                };
                Some(DrillAnswer::Judged {
                    right,
                    words,
                    read_as: read,
                })
            }
            _ => None,
        }
    }
}
