//! Rule drills: one small rule question after another about fresh positions from random
//! games, harder as the learner gets them right. The rules engine decides every answer (legal
//! moves, routes, [`explain`](crate::rules::explain)); a wrong answer is explained with the
//! rule's own words, the [`Illegal`] reasons lessons use. UI-free: the quiz machinery asks
//! and scores the questions. The engine's facts about a question are in `facts`, the judging
//! of answers (picked or typed) in `judge`, and where questions come from in `source`.

mod facts;
mod judge;
mod source;

use self::facts::{Crowned, Facts, facts};
pub(crate) use self::judge::DrillAnswer;
pub use self::source::DrillSource;
use super::quiz::AnswerBy;
pub use crate::content::Rule;
use crate::progress::ReviewTask;
use crate::rules::{
    Illegal, MovePath, Position, Square, Variant, full_text, parse_square, square_name,
};
use crate::{Lang, t};

/// One drill question: everything else (choices, right answer, explanation) is computed from
/// these three by the rules engine, so a question can be saved (rule id, FEN, focus squares)
/// and rebuilt later.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillQuestion {
    /// The rule asked about.
    pub rule: Rule,
    /// The position shown.
    pub position: Position,
    /// The squares the question is about (the piece, the target, the route), per rule.
    pub focus: Vec<Square>,
    facts: Facts,
}

/// A square's name in the position's notation.
fn name(pos: &Position, sq: Square) -> String {
    square_name(pos.variant(), sq)
}

/// Square names joined by commas.
fn names(pos: &Position, squares: &[Square]) -> String {
    let list: Vec<String> = squares.iter().map(|&s| name(pos, s)).collect();
    list.join(", ")
}

/// Moves in full, joined by commas.
fn moves_text(pos: &Position, moves: &[MovePath]) -> String {
    let list: Vec<String> = moves.iter().map(|p| full_text(pos.variant(), p)).collect();
    list.join(", ")
}

impl DrillQuestion {
    /// None if (rule, position, focus) is not a sound question of that rule (checked with the
    /// engine).
    pub fn new(rule: Rule, position: Position, focus: Vec<Square>) -> Option<DrillQuestion> {
        if !rule.available(position.variant())
            || focus.iter().any(|&s| !position.board().contains(s))
        {
            return None;
        }
        let facts = facts(rule, &position, &focus)?;
        Some(DrillQuestion {
            rule,
            position,
            focus,
            facts,
        })
    }

    fn variant(&self) -> Variant {
        self.position.variant()
    }

    fn name(&self, sq: Square) -> String {
        name(&self.position, sq)
    }

    /// The question in words, starting with who is to move.
    pub fn question(&self, lang: Lang) -> String {
        let side = self.position.turn().name();
        let to_move = t!(lang, "drill-to-move", side = side);
        let question = match &self.facts {
            Facts::MustCapture { .. } => t!(lang, "drill-must-capture"),
            Facts::FinishCapture { piece, .. } => {
                t!(lang, "drill-finish-capture", square = self.name(*piece))
            }
            Facts::KingStop { king, target, .. } => t!(
                lang,
                "drill-king-stop",
                king = self.name(*king),
                piece = self.name(*target)
            ),
            Facts::TurkishStrike { path, .. } => {
                t!(lang, "drill-turkish-strike", square = self.name(path.mv.to))
            }
            Facts::Crowning { man, at, .. } => t!(
                lang,
                "drill-crowning",
                man = self.name(*man),
                square = self.name(*at)
            ),
            Facts::QuietOrStriking { .. } => t!(lang, "drill-quiet-or-striking"),
            Facts::TakeMost { .. } => t!(lang, "drill-take-most"),
            Facts::KingFlies { king, target, .. } => t!(
                lang,
                "drill-king-flies",
                king = self.name(*king),
                square = self.name(*target)
            ),
            Facts::CaptureBack { man, enemy, .. } => t!(
                lang,
                "drill-capture-back",
                man = self.name(*man),
                piece = self.name(*enemy)
            ),
        };
        format!("{to_move} {question}")
    }

    /// The question on screen: [`question`](DrillQuestion::question) and how to answer it.
    pub fn prompt(&self, lang: Lang) -> String {
        let how = match self.rule {
            Rule::MustCapture | Rule::TurkishStrike => t!(lang, "drill-pick-piece"),
            Rule::KingStop => t!(lang, "drill-pick-square"),
            _ => return self.question(lang),
        };
        format!("{} {how}", self.question(lang))
    }

    /// The question on paper, with where to write the answer.
    pub fn paper_prompt(&self, lang: Lang) -> String {
        let how = match self.answer_by() {
            AnswerBy::Move => t!(lang, "drill-write-move"),
            AnswerBy::Choice => return self.question(lang),
            _ => t!(lang, "drill-write-square"),
        };
        format!("{} {how}", self.question(lang))
    }

    /// How the learner answers.
    pub fn answer_by(&self) -> AnswerBy {
        match self.rule {
            Rule::MustCapture | Rule::KingStop | Rule::TurkishStrike => AnswerBy::Square,
            Rule::FinishCapture | Rule::TakeMost => AnswerBy::Move,
            Rule::Crowning | Rule::QuietOrStriking | Rule::KingFlies | Rule::CaptureBack => {
                AnswerBy::Choice
            }
        }
    }

    /// The choices of a choice question (none for the others).
    pub fn choices(&self, lang: Lang) -> Vec<String> {
        match self.rule {
            Rule::Crowning => vec![
                t!(lang, "drill-crowning-as-king"),
                t!(lang, "drill-crowning-as-man"),
                t!(lang, "drill-crowning-ends"),
            ],
            Rule::QuietOrStriking => vec![t!(lang, "drill-quiet"), t!(lang, "drill-striking")],
            Rule::KingFlies | Rule::CaptureBack => vec![t!(lang, "quiz-yes"), t!(lang, "quiz-no")],
            _ => Vec::new(),
        }
    }

    /// The index of the right choice of a choice question.
    pub fn right_choice(&self) -> Option<usize> {
        match &self.facts {
            Facts::Crowning { outcome, .. } => Some(match outcome {
                Crowned::GoesOnAsKing => 0,
                Crowned::GoesOnAsMan => 1,
                Crowned::Ends => 2,
            }),
            Facts::QuietOrStriking { captures } => Some(usize::from(!captures.is_empty())),
            Facts::KingFlies { yes, .. } | Facts::CaptureBack { yes, .. } => {
                Some(usize::from(!yes))
            }
            _ => None,
        }
    }

    /// The squares the question marks on the board.
    pub fn marked(&self) -> Vec<Square> {
        match &self.facts {
            Facts::MustCapture { .. } | Facts::QuietOrStriking { .. } | Facts::TakeMost { .. } => {
                Vec::new()
            }
            Facts::TurkishStrike { path, .. } => path.squares().collect(),
            _ => self.focus.clone(),
        }
    }

    /// The pieces the question shows as taken (a capture being shown).
    pub fn taken(&self) -> Vec<Square> {
        match &self.facts {
            Facts::TurkishStrike { taken, .. } => taken.clone(),
            _ => Vec::new(),
        }
    }

    /// The right answer in words.
    pub fn answer(&self, lang: Lang) -> String {
        let pos = &self.position;
        match &self.facts {
            Facts::MustCapture { piece, .. } => self.name(*piece),
            Facts::FinishCapture { moves, .. } | Facts::TakeMost { moves, .. } => {
                moves_text(pos, moves)
            }
            Facts::KingStop { going_on, .. } => names(pos, going_on),
            Facts::TurkishStrike { blockers, .. } => names(pos, blockers),
            _ => {
                let choices = self.choices(lang);
                self.right_choice()
                    .and_then(|i| choices.get(i).cloned())
                    .unwrap_or_default()
            }
        }
    }

    /// The squares shown on the board once the question is answered.
    pub fn answer_squares(&self) -> Vec<Square> {
        let routes = |moves: &[MovePath]| -> Vec<Square> {
            let mut squares: Vec<Square> = moves.iter().flat_map(MovePath::squares).collect();
            squares.sort();
            squares.dedup();
            squares
        };
        match &self.facts {
            Facts::MustCapture { piece, .. } => vec![*piece],
            Facts::FinishCapture { moves, .. } | Facts::TakeMost { moves, .. } => routes(moves),
            Facts::KingStop { going_on, .. } => going_on.clone(),
            Facts::TurkishStrike { blockers, .. } => blockers.clone(),
            Facts::Crowning { man, at, .. } => vec![*man, *at],
            Facts::QuietOrStriking { captures } => routes(captures),
            Facts::KingFlies {
                king,
                target,
                blocker,
                ..
            } => std::iter::once(*king)
                .chain(*blocker)
                .chain(std::iter::once(*target))
                .collect(),
            Facts::CaptureBack {
                man, enemy, land, ..
            } => vec![*man, *enemy, *land],
        }
    }

    /// The question as a review task (rule, variant, FEN and focus squares), to ask again.
    pub fn task(&self) -> ReviewTask {
        ReviewTask::Drill {
            rule: self.rule.id().to_string(),
            variant: self.position.variant().name().to_string(),
            fen: self.position.to_fen(),
            focus: self
                .focus
                .iter()
                .map(|&s| name(&self.position, s))
                .collect(),
        }
    }

    /// The question a review task names, rebuilt and checked by the engine; none when the
    /// task is no drill question (any more).
    pub fn from_task(task: &ReviewTask) -> Option<DrillQuestion> {
        let ReviewTask::Drill {
            rule,
            variant,
            fen,
            focus,
        } = task
        else {
            return None;
        };
        let variant = Variant::from_name(variant)?;
        let position = Position::from_fen(variant, fen).ok()?;
        let focus = focus
            .iter()
            .map(|s| parse_square(variant, s))
            .collect::<Option<Vec<Square>>>()?;
        DrillQuestion::new(Rule::from_id(rule)?, position, focus)
    }

    /// What makes two questions the same (for "no repeats").
    pub fn key(&self) -> String {
        let focus: Vec<String> = self.focus.iter().map(|s| s.index().to_string()).collect();
        format!("{} {} {}", self.rule.id(), self.position, focus.join(","))
    }

    /// Difficulty, 0 (easy) to 2 (hard): more pieces on the board, a longer capture, more
    /// pieces or squares to choose from.
    pub fn level(&self) -> u32 {
        let board = self.position.board();
        let pieces = self.position.occupied().count() * 32 / u32::from(board.square_count());
        let crowd = match pieces {
            0..=12 => 0,
            13..=17 => 1,
            _ => 2,
        };
        let own = self.position.pieces(self.position.turn()).count();
        let rule = match &self.facts {
            Facts::MustCapture { captures, .. } => {
                u32::from(captures.len() > 1)
                    + u32::from(captures.iter().any(|p| p.mv.capture_count() > 1))
            }
            Facts::FinishCapture { moves, .. } => moves
                .iter()
                .map(|p| p.mv.capture_count())
                .max()
                .unwrap_or(2)
                .saturating_sub(2)
                .min(2),
            Facts::KingStop { going_on, dead, .. } => {
                u32::from(going_on.len() + dead.len() > 3) + u32::from(going_on.len() > 1)
            }
            Facts::TurkishStrike { taken, .. } => (taken.len() as u32).saturating_sub(1).min(2),
            Facts::Crowning { man, at, .. } => {
                u32::from(board.between(*man, *at).is_empty()) + u32::from(self.focus.len() > 2)
            }
            Facts::QuietOrStriking { captures } => {
                u32::from(captures.is_empty()) + u32::from(own > 8)
            }
            Facts::TakeMost { sizes, moves } => {
                u32::from(sizes.len() > 2)
                    + u32::from(moves.iter().any(|p| p.mv.capture_count() > 2))
            }
            Facts::KingFlies {
                king,
                target,
                blocker,
                ..
            } => {
                let far = board
                    .direction_between(*king, *target)
                    .is_some_and(|(_, n)| n > 3);
                u32::from(far) + u32::from(blocker.is_some())
            }
            Facts::CaptureBack {
                yes, words, busy, ..
            } => {
                u32::from(!yes)
                    + u32::from(*busy)
                    + u32::from(matches!(words, Some(Illegal::MustTakeMost { .. })))
            }
        };
        match crowd + rule {
            0 | 1 => 0,
            2 => 1,
            _ => 2,
        }
    }
}
