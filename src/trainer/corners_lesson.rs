//! The corners lesson runner: walks a [`CornersLesson`] step by step, checks the learner's
//! moves on the tasks, gives hints, counts mistakes for the stars and records the finished
//! lesson. UI-free.

use super::lesson_score::{lesson_stars, record_lesson_finished};
use super::play::{Playable, Refusal};
use super::{Feedback, Tone};
use crate::content::{CornersLesson, CornersStep, stages_of};
use crate::corners::{Cell, CornersGame, CornersMove, CornersPosition};
use crate::progress::Progress;
use crate::{Lang, t};

/// A corners lesson under way.
#[derive(Clone, Debug)]
pub struct CornersLessonRun {
    lesson: CornersLesson,
    step: usize,
    /// The position on the board: the step's, or after the right move of its task.
    position: CornersPosition,
    solved: bool,
    finished: bool,
    mistakes: u32,
    hints: u32,
    feedback: Option<Feedback>,
    lang: Lang,
}

impl CornersLessonRun {
    /// Starts `lesson` at its first step.
    pub fn new(lesson: CornersLesson, lang: Lang) -> CornersLessonRun {
        let position = lesson.steps[0].position;
        CornersLessonRun {
            lesson,
            step: 0,
            position,
            solved: false,
            finished: false,
            mistakes: 0,
            hints: 0,
            feedback: None,
            lang,
        }
    }

    /// The lesson.
    pub fn lesson(&self) -> &CornersLesson {
        &self.lesson
    }

    /// The step shown now.
    pub fn step(&self) -> &CornersStep {
        &self.lesson.steps[self.step]
    }

    /// Which step (0-based) and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        (self.step, self.lesson.steps.len())
    }

    /// The stage this step belongs to: its number, how many stages, and its title.
    pub fn stage(&self) -> Option<(usize, usize, String)> {
        let lesson = &self.lesson;
        let stages = stages_of(&lesson.title, lesson.steps.iter().map(|s| s.stage.as_ref()));
        let current = stages.iter().position(|s| s.steps.contains(&self.step))?;
        let title = stages[current].title.get(self.lang).to_string();
        Some((current + 1, stages.len(), title))
    }

    /// The position on the board.
    pub fn position(&self) -> &CornersPosition {
        &self.position
    }

    /// What the step says.
    pub fn text(&self) -> String {
        self.step().text.get(self.lang).to_string()
    }

    /// What to tell the learner about the last try, hint or Enter.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Whether the learner must play a move now.
    pub fn awaits_move(&self) -> bool {
        self.step().task.is_some() && !self.solved && !self.finished
    }

    /// Whether the last step is done.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Stars earned so far: 3 with no mistakes or hints, 2 with up to two, else 1.
    pub fn stars(&self) -> u8 {
        lesson_stars(self.mistakes, self.hints)
    }

    fn say(&mut self, tone: Tone, text: String) {
        self.feedback = Some(Feedback { tone, text });
    }

    /// The learner typed a move (Russian-layout and look-alike letters read as Latin), read
    /// as in a game of corners.
    pub fn type_text(&mut self, text: &str) {
        if self.awaits_move() {
            let result = CornersGame::read_typed(&self.position, text, self.lang).0;
            self.moved(result);
        }
    }

    /// The learner picked a piece and its square on the board, read as in a game of corners.
    pub fn play_between(&mut self, from: Cell, to: Cell) {
        if self.awaits_move() {
            let result = CornersGame::read_pick(&self.position, &(from, to), self.lang);
            self.moved(result);
        }
    }

    fn moved(&mut self, result: Result<CornersMove, Refusal>) {
        match result {
            Ok(mv) => self.try_move(&mv),
            Err(refusal) => self.say(refusal.tone, refusal.text),
        }
    }

    /// A legal move played on a task: right, a known wrong try, or another move.
    fn try_move(&mut self, mv: &CornersMove) {
        let Some(task) = self.step().task.clone() else {
            return;
        };
        if task.accept.contains(mv) {
            self.position = self.position.play(mv);
            self.solved = true;
            let praise = task.praise.map_or_else(
                || t!(self.lang, "corners-lesson-right"),
                |p| p.get(self.lang).to_string(),
            );
            self.say(
                Tone::Right,
                format!("{praise} {}", t!(self.lang, "corners-lesson-enter")),
            );
            return;
        }
        self.mistakes += 1;
        let why = task
            .wrong
            .iter()
            .find(|(wrong, _)| wrong == mv)
            .map(|(_, say)| say.get(self.lang).to_string());
        let text =
            why.unwrap_or_else(|| t!(self.lang, "corners-lesson-other-move", mv = mv.text()));
        self.say(Tone::Wrong, text);
    }

    /// A hint for the task.
    pub fn hint(&mut self) {
        let Some(task) = self.step().task.as_ref().filter(|_| self.awaits_move()) else {
            return;
        };
        let text = task.hint.get(self.lang).to_string();
        self.hints += 1;
        self.say(Tone::Info, text);
    }

    /// Enter: on to the next step (a task must be solved first); after the last step the
    /// lesson is finished. Returns whether anything changed.
    pub fn go_on(&mut self) -> bool {
        if self.finished {
            return false;
        }
        if self.awaits_move() {
            let text = t!(self.lang, "corners-lesson-not-yet");
            self.say(Tone::Info, text);
            return true;
        }
        if self.step + 1 == self.lesson.steps.len() {
            self.finished = true;
            let text = t!(self.lang, "corners-lesson-finished", count = self.stars());
            self.say(Tone::Right, text);
            return true;
        }
        self.step += 1;
        if self.step().own_position {
            self.position = self.step().position;
        }
        self.solved = false;
        self.feedback = None;
        true
    }

    /// Records the finished lesson in `progress`: completed and the best stars so far.
    pub fn record_finished(&self, progress: &mut Progress, now: u64) {
        record_lesson_finished(progress, &self.lesson.id, self.stars(), now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::parse_corners_lesson;

    fn built_in() -> CornersLesson {
        let text = include_str!("../../lessons/33-corners.yaml");
        parse_corners_lesson(text).expect("the built-in corners lesson reads")
    }

    /// Plays the lesson through with its first accepted move on every task.
    #[test]
    fn the_built_in_lesson_is_played_through_and_recorded() {
        let lesson = built_in();
        let tasks = lesson.steps.iter().filter(|s| s.task.is_some()).count();
        assert!(tasks >= 4, "a step, a jump, a chain and the race: {tasks}");
        let mut run = CornersLessonRun::new(lesson, Lang::En);
        let mut guard = 0;
        while !run.finished() && guard < 100 {
            guard += 1;
            if run.awaits_move() {
                let right = run.step().task.as_ref().unwrap().accept[0].text();
                run.type_text(&right);
                assert_eq!(run.feedback().unwrap().tone, Tone::Right, "{right}");
            }
            assert!(run.go_on());
        }
        assert!(run.finished());
        assert_eq!(run.stars(), 3);
        let mut progress = Progress::default();
        run.record_finished(&mut progress, 5);
        assert!(progress.lessons["corners"].completed);
        assert_eq!(progress.lessons["corners"].stars, 3);
    }

    #[test]
    fn a_wrong_move_costs_a_star_and_enter_waits_for_the_task() {
        let mut run = CornersLessonRun::new(built_in(), Lang::Ru);
        while !run.awaits_move() {
            run.go_on();
        }
        let before = run.progress().0;
        run.go_on();
        assert_eq!(run.progress().0, before, "Enter does not skip a task");
        assert_eq!(run.feedback().unwrap().tone, Tone::Info);
        run.type_text("c3");
        assert!(run.feedback().unwrap().text.contains("половина хода"));
        let task = run.step().task.clone().unwrap();
        let other = run
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| !task.accept.contains(m))
            .unwrap();
        run.type_text(&other.text());
        assert_eq!(run.feedback().unwrap().tone, Tone::Wrong);
        run.hint();
        assert_eq!(run.feedback().unwrap().text, task.hint.get(Lang::Ru));
        let right = task.accept[0].clone();
        run.play_between(right.from(), right.to());
        assert_eq!(run.feedback().unwrap().tone, Tone::Right);
        assert_eq!(run.stars(), 2);
        assert!(run.stage().is_some_and(|(n, of, _)| n >= 1 && of >= 2));
    }
}
