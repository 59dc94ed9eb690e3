//! The tasks of a corners lesson (`StepKind::CornersMove`): a move typed or picked on the
//! corners board, read as in a game of corners, and judged against the task's accepted and
//! expected wrong moves. The stars, hints and records are the lesson runner's, as for draughts.

use super::LessonRun;
use crate::content::StepKind;
use crate::corners::{Cell, CornersGame, CornersMove, CornersPosition};
use crate::t;
use crate::trainer::feedback::Tone;
use crate::trainer::play::{Playable, Refusal};

impl LessonRun {
    /// The board of a corners lesson, if this is one.
    pub fn corners_position(&self) -> Option<&CornersPosition> {
        self.corners.as_ref()
    }

    /// The learner picked a piece and its square on a corners board, read as in a game of
    /// corners.
    pub fn play_between(&mut self, from: Cell, to: Cell) {
        let task = matches!(self.step().kind, StepKind::CornersMove(_));
        if let (true, false, Some(pos)) = (task, self.solved, self.corners) {
            let result = CornersGame::read_pick(&pos, &(from, to), self.lang);
            self.corners_moved(result);
        }
    }

    /// A corners move typed on a task (Russian-layout and look-alike letters read as Latin).
    pub(super) fn type_corners_move(&mut self, text: &str) {
        if let Some(pos) = self.corners {
            let result = CornersGame::read_typed(&pos, text, self.lang).0;
            self.corners_moved(result);
        }
    }

    fn corners_moved(&mut self, result: Result<CornersMove, Refusal>) {
        match result {
            Ok(mv) => self.try_corners_move(&mv),
            Err(refusal) => self.say(refusal.tone, refusal.text),
        }
    }

    /// A legal corners move played on a task: right, a known wrong try, or another move.
    fn try_corners_move(&mut self, mv: &CornersMove) {
        let StepKind::CornersMove(task) = &self.step().kind else {
            return;
        };
        let task = task.clone();
        let lang = self.lang;
        if task.accept.contains(mv) {
            self.corners = self.corners.map(|pos| pos.play(mv));
            self.solved = true;
            let praise = task.praise.map_or_else(
                || t!(lang, "corners-lesson-right"),
                |p| p.get(lang).to_string(),
            );
            self.say(
                Tone::Right,
                format!("{praise} {}", t!(lang, "corners-lesson-enter")),
            );
            return;
        }
        self.count_mistake();
        let why = task
            .wrong
            .iter()
            .find(|(wrong, _)| wrong == mv)
            .map(|(_, say)| say.get(lang).to_string());
        let text = why.unwrap_or_else(|| t!(lang, "corners-lesson-other-move", mv = mv.text()));
        self.say(Tone::Wrong, text);
    }
}
