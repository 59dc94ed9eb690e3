//! A squares step: the learner marks squares on the board, then checks them; each square
//! that does not belong is told why, in the words of the rules where they apply.

use super::LessonRun;
use crate::content::StepKind;
use crate::i18n::core::Say;
use crate::rules::{Bitboard, MovePath, Square, square_name};
use crate::t;
use crate::trainer::feedback::Tone;

impl LessonRun {
    /// Selects or unselects a square in a squares step.
    pub fn toggle_square(&mut self, sq: Square) {
        if matches!(self.step().kind, StepKind::Squares(_)) && !self.solved {
            self.selection = if self.selection.contains(sq) {
                self.selection.without(sq)
            } else {
                self.selection.with(sq)
            };
        }
    }

    /// The learner says the selection is complete.
    pub fn submit_selection(&mut self) {
        let StepKind::Squares(answer) = self.step().kind else {
            return;
        };
        if self.solved {
            return;
        }
        let lang = self.lang;
        let one = answer.count() == 1;
        let missing = (answer & !self.selection).count();
        let extra: Vec<Square> = (self.selection & !answer).squares().collect();
        if missing == 0 && extra.is_empty() {
            self.solved = true;
            let text = if one {
                t!(lang, "lesson-square-right")
            } else {
                t!(lang, "lesson-squares-right")
            };
            self.say(Tone::Right, text);
            return;
        }
        if self.selection.is_empty() {
            let text = if one {
                t!(lang, "lesson-select-square-first")
            } else {
                t!(lang, "lesson-select-squares-first")
            };
            return self.note(text);
        }
        // Each square that does not belong says why; then what is still missing.
        let mut parts: Vec<String> = extra.iter().map(|&sq| self.why_not(sq)).collect();
        // A review or placement task ends at this mistake: it is wrong, not "not yet", and
        // there is nothing more to find (the right squares follow, see `with_answer`).
        if self.single {
            let reasons = parts.join(" ");
            return self.wrong(t!(lang, "lesson-squares-wrong", reasons = reasons));
        }
        if missing > 0 {
            parts.push(t!(lang, "lesson-squares-missing", count = missing));
        }
        let reasons = parts.join(" ");
        self.wrong(t!(lang, "lesson-not-yet", reasons = reasons));
    }

    /// Why a selected square does not belong to the answer of a squares step, in the words of
    /// the rules when the answer is what one piece can do (where it can go, what it can take).
    fn why_not(&self, sq: Square) -> String {
        let variant = self.variant();
        let name = square_name(variant, sq);
        let fallback = t!(self.lang, "lesson-square-does-not-belong", square = &name);
        let (StepKind::Squares(answer), Some(pos)) = (&self.step().kind, self.board) else {
            return fallback;
        };
        let answer = *answer;
        let paths = pos.legal_move_paths();
        let board = pos.board();
        let own = pos.pieces(pos.turn());
        for piece in own.squares() {
            let from_here: Vec<&MovePath> = paths.iter().filter(|p| p.mv.from == piece).collect();
            if from_here.is_empty() {
                continue;
            }
            let targets: Bitboard = from_here.iter().map(|p| p.mv.to).collect();
            let taken: Bitboard = from_here
                .iter()
                .flat_map(|p| p.captured_in_order(board))
                .collect();
            if sq == piece && answer == targets {
                // The piece's own square: it stands there, it does not go there.
                return t!(self.lang, "lesson-square-of-the-piece", square = name);
            }
            if answer == targets || (answer == taken && pos.piece_at(sq).is_some()) {
                if sq == piece {
                    return fallback;
                }
                if let Some(reason) = crate::rules::explain(&pos, &[piece, sq]) {
                    return reason.say(variant, self.lang);
                }
            } else if answer == taken {
                return t!(self.lang, "lesson-nothing-to-take", square = name);
            }
        }
        let movable: Bitboard = paths.iter().map(|p| p.mv.from).collect();
        if answer == movable && own.contains(sq) {
            return t!(self.lang, "lesson-piece-has-no-move", square = name);
        }
        fallback
    }
}
