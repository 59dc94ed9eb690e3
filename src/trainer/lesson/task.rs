//! A lesson step asked alone: a task of the review, or of the placement test. It ends at
//! its first mistake (it cannot be tried again), so a miss names the right answer and shows
//! it on the board; a placement task gives no hints, so what is shown as right is scored right.

use super::LessonRun;
use crate::Lang;
use crate::content::{Lesson, StepKind};
use crate::rules::{Bitboard, Square, Variant, full_text, square_name};
use crate::t;

impl LessonRun {
    /// A review run of one task step of `lesson`: it finishes when that step is done or
    /// missed, and records nothing in the lesson's own progress (only the review answer).
    pub fn single(lesson: Lesson, step: usize, lang: Lang) -> LessonRun {
        LessonRun {
            single: true,
            ..LessonRun::new(lesson, step, lang)
        }
    }

    /// A task of the placement test: a review run of one step that gives no hints, so what
    /// is shown as right is scored right.
    pub fn placement(lesson: Lesson, step: usize, lang: Lang) -> LessonRun {
        LessonRun {
            placement: true,
            ..LessonRun::single(lesson, step, lang)
        }
    }

    /// Whether this is a task of the placement test.
    pub fn is_placement(&self) -> bool {
        self.placement
    }

    /// Whether this run gives hints. A placement task gives none, so what is shown as right
    /// is scored right; the screen's footers then offer no hint key.
    pub fn offers_hints(&self) -> bool {
        !self.placement
    }

    /// Whether this is a review run of one step.
    pub fn is_single(&self) -> bool {
        self.single
    }

    /// How the step of a review run ended: right, right after a hint, or missed.
    pub fn review_answer(&self) -> crate::trainer::ReviewAnswer {
        crate::trainer::ReviewAnswer::of(self.solved, self.mistakes_and_hints())
    }

    /// A review or placement task ends at its first mistake, with no try again: what says
    /// why is followed by the right answer of a move or squares step (a choice or an answer
    /// step names it already).
    pub(super) fn with_answer(&self, text: String) -> String {
        if !self.single || self.step().demo {
            return text;
        }
        let variant = self.variant();
        let answer = match (&self.step().kind, self.current_turn(), self.board) {
            (StepKind::Move(_), Some(turn), Some(pos)) => {
                match turn.accept.accepted_moves(&pos).first() {
                    Some(path) => t!(
                        self.lang,
                        "lesson-answer-move",
                        mv = full_text(variant, path)
                    ),
                    None => return text,
                }
            }
            (StepKind::Squares(answer), _, _) => {
                let names: Vec<String> = reading_order(variant, *answer)
                    .into_iter()
                    .map(|sq| square_name(variant, sq))
                    .collect();
                t!(
                    self.lang,
                    "lesson-answer-squares",
                    count = names.len(),
                    squares = names.join(", ")
                )
            }
            _ => return text,
        };
        format!("{} {answer}", text.trim_end())
    }

    /// The squares of the right answer, shown on the board once a review or placement task
    /// is missed (it cannot be tried again): the squares of a squares step, the route of the
    /// move of a move step. Empty otherwise.
    pub fn answer_squares(&self) -> Vec<Square> {
        if !self.single || !self.step_cost.0 {
            return Vec::new();
        }
        match (&self.step().kind, self.current_turn(), self.board) {
            (StepKind::Squares(answer), _, _) => answer.squares().collect(),
            (StepKind::Move(_), Some(turn), Some(pos)) => turn
                .accept
                .accepted_moves(&pos)
                .first()
                .map(|path| path.squares().collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }
}

/// `squares` in the order a child reads their names: by file, then rank (a1, b2, c3), or by
/// number on a board that numbers its squares.
fn reading_order(variant: Variant, squares: Bitboard) -> Vec<Square> {
    let board = variant.board();
    let mut list: Vec<Square> = squares.squares().collect();
    if variant.rules().notation == crate::rules::NotationStyle::Numeric {
        list.sort_by_key(|&sq| board.number_unchecked(sq));
    } else {
        list.sort_by_key(|&sq| board.coord(sq).map(|c| (c.file, c.rank)));
    }
    list
}
