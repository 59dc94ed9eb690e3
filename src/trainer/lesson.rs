//! Running a lesson: the step state machine, checking the learner's answers, graded hints
//! and stars. UI-free: screens show what this says and pass on what the learner does. The
//! messages and hints it gives are those of [`super::feedback`], shared with puzzles, the quiz
//! and play. The hints, the squares steps and a step asked alone (a review or placement task)
//! have modules of their own.

use super::feedback::{Feedback, Hint, Tone, counter_text, played_text};
use super::typing::{
    NoSquare, latin_letters_text, read_as_text, read_move, read_square, typed_by_sound,
};
use crate::content::{Accept, AnswerKey, Lesson, Step, StepKind};
use crate::corners::CornersPosition;
use crate::i18n::core::Say;
use crate::progress::{LessonProgress, Progress};
use crate::rules::{
    Bitboard, Game, MoveError, MovePath, Position, Square, parse_move, resolve_route, square_name,
};
use crate::{Lang, rules::full_text, t};

mod corners;
mod hint;
mod squares;
mod task;

/// What happens when the learner goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advance {
    /// The next step is shown.
    Next,
    /// That was the last step.
    Finished,
    /// The current step is not done yet.
    NotYet,
}

/// A lesson being worked through.
#[derive(Clone, Debug)]
pub struct LessonRun {
    lesson: Lesson,
    step: usize,
    board: Option<Position>,
    turn: usize,
    last_move: Option<MovePath>,
    selection: Bitboard,
    solved: bool,
    mistakes: u32,
    hints: u32,
    hint_level: u8,
    hint: Option<Hint>,
    feedback: Option<Feedback>,
    lang: Lang,
    /// The moves of a step that shows the draw-rule counters.
    game: Option<Game>,
    /// The other side's answer just played, and the position it was played in (to show it).
    reply: Option<(Position, MovePath)>,
    /// The option picked in a choice step.
    chosen: Option<usize>,
    /// The current step has cost a mistake, or a hint.
    step_cost: (bool, bool),
    /// Task steps answered since the review queue last took them: the step, and whether it
    /// was right (solved without a mistake or a hint).
    answered: Vec<(usize, bool)>,
    /// A review run: the one step it started at, then the end.
    single: bool,
    /// A task of the placement test: a review run that gives no hints.
    placement: bool,
    /// The board of a corners lesson: the step's position, or after the right move of its
    /// task.
    corners: Option<CornersPosition>,
}

impl LessonRun {
    /// Starts `lesson` at step `start` (0 for the beginning; a saved step to resume).
    pub fn new(lesson: Lesson, start: usize, lang: Lang) -> LessonRun {
        let start = start.min(lesson.steps.len().saturating_sub(1));
        let mut run = LessonRun {
            lesson,
            step: start,
            board: None,
            turn: 0,
            last_move: None,
            selection: Bitboard::EMPTY,
            solved: false,
            mistakes: 0,
            hints: 0,
            hint_level: 0,
            hint: None,
            feedback: None,
            lang,
            game: None,
            reply: None,
            chosen: None,
            step_cost: (false, false),
            answered: Vec::new(),
            single: false,
            placement: false,
            corners: None,
        };
        run.enter_step();
        run
    }

    /// Whether the current step asks something (not text to read, not a demonstration).
    fn is_task(&self) -> bool {
        !self.step().demo && !matches!(self.step().kind, StepKind::Say)
    }

    /// The task steps answered since the last call, as review tasks with whether each was
    /// right: a step missed at its first mistake, a step solved without a mistake or a hint
    /// when the learner goes on.
    pub fn take_answers(&mut self) -> Vec<(crate::progress::ReviewTask, bool)> {
        if self.lesson.is_corners() {
            // The review asks draughts steps only (its screen has no corners board).
            self.answered.clear();
            return Vec::new();
        }
        let script = self.lesson.script();
        let id = self.lesson.id.clone();
        self.answered
            .drain(..)
            .map(|(step, right)| {
                let task = crate::progress::ReviewTask::Lesson {
                    id: id.clone(),
                    step,
                    script,
                };
                (task, right)
            })
            .collect()
    }

    /// Opens `lesson` where its saved progress left it, with the mistakes and hints made so
    /// far; from the beginning when it is done, not started, or was saved under another
    /// script of the lesson (its step numbers would point at other steps).
    pub fn resume(lesson: Lesson, saved: Option<&LessonProgress>, lang: Lang) -> LessonRun {
        match saved {
            Some(p) if !p.completed && p.script == lesson.script() => {
                LessonRun::new(lesson, p.step, lang).with_counts(p.mistakes, p.hints)
            }
            _ => LessonRun::new(lesson, 0, lang),
        }
    }

    /// The same run with the mistakes and hints already made in it (a lesson resumed keeps
    /// what it cost, so leaving cannot reset the stars).
    #[must_use]
    pub fn with_counts(mut self, mistakes: u32, hints: u32) -> LessonRun {
        self.mistakes = mistakes;
        self.hints = hints;
        self
    }

    fn enter_step(&mut self) {
        let step = &self.lesson.steps[self.step];
        self.board = step.scene.position;
        // A corners step that sets no position keeps the board as the step before left it;
        // opened there (a lesson resumed), the last position set before it.
        if let Some(pos) = step.scene.corners {
            self.corners = Some(pos);
        } else if self.corners.is_none() {
            self.corners = self.lesson.steps[..self.step]
                .iter()
                .rev()
                .find_map(|s| s.scene.corners);
        }
        self.turn = 0;
        self.last_move = None;
        self.selection = Bitboard::EMPTY;
        self.hint_level = 0;
        self.hint = None;
        self.feedback = None;
        self.reply = None;
        self.chosen = None;
        self.step_cost = (false, false);
        self.solved = matches!(step.kind, StepKind::Say);
        self.game = step.scene.position.filter(|_| step.counters).map(Game::new);
        if let StepKind::Answer(AnswerKey::Move(path)) = &step.kind {
            // The move to write down is shown played on the board.
            self.board = self.board.map(|p| p.play_unchecked(&path.mv));
            self.last_move = Some(path.clone());
        }
    }

    /// The rules of the current step (a step may use another variant than its lesson).
    pub fn variant(&self) -> crate::rules::Variant {
        self.step()
            .scene
            .position
            .map_or(self.lesson.variant, |p| p.variant())
    }

    /// The lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// The current step.
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.step]
    }

    /// Index of the current step (0-based) and the number of steps.
    pub fn step_number(&self) -> (usize, usize) {
        (self.step, self.lesson.steps.len())
    }

    /// The board as it stands now, if the step has one.
    pub fn board(&self) -> Option<&Position> {
        self.board.as_ref()
    }

    /// The last move played on the board (by the learner, the reply, or shown by the step).
    pub fn last_move(&self) -> Option<&MovePath> {
        self.last_move.as_ref()
    }

    /// Squares selected in a squares step.
    pub fn selection(&self) -> Bitboard {
        self.selection
    }

    /// The hint given last in this step, if any.
    pub fn hint_shown(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// Whether the step is done, so the learner may go on.
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// The latest message for the learner.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Mistakes and hints so far in this run.
    pub fn mistakes_and_hints(&self) -> (u32, u32) {
        (self.mistakes, self.hints)
    }

    /// The other side's answer to the learner's last move, with the position it was played
    /// in, once (for the screen to show it move).
    pub fn take_reply(&mut self) -> Option<(Position, MovePath)> {
        self.reply.take()
    }

    /// Stars earned so far: 3 with no mistakes or hints, 2 with up to two, else 1.
    pub fn stars(&self) -> u8 {
        super::lesson_score::lesson_stars(self.mistakes, self.hints)
    }

    /// The current turn of a move step.
    fn current_turn(&self) -> Option<&crate::content::Turn> {
        match &self.step().kind {
            StepKind::Move(turns) => turns.get(self.turn),
            _ => None,
        }
    }

    /// The moves the current turn of a move step accepts (empty in other steps).
    #[cfg(test)]
    pub fn accepted_now(&self) -> Vec<MovePath> {
        match (self.current_turn(), self.board) {
            (Some(turn), Some(pos)) if !self.solved => turn.accept.accepted_moves(&pos),
            _ => Vec::new(),
        }
    }

    /// What the step asks now: the step text, and the prompt of a later move in a row.
    pub fn prompt(&self) -> String {
        let lang = self.lang;
        // After the first move, the latest move's own prompt (kept once the step is solved).
        let later = match &self.step().kind {
            StepKind::Move(turns) if self.turn > 0 => {
                let reached = self.turn.min(turns.len() - 1);
                turns[1..=reached]
                    .iter()
                    .rev()
                    .find_map(|t| t.prompt.as_ref())
            }
            _ => None,
        };
        later.unwrap_or(&self.step().text).get(lang).to_string()
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.feedback = Some(Feedback {
            tone,
            text: text.into(),
        });
    }

    fn wrong(&mut self, text: impl Into<String>) {
        self.count_mistake();
        let text = self.with_answer(text.into());
        self.say(Tone::Wrong, text);
    }

    /// Counts a mistake, except in a demonstration: the step names its move, it tests nothing.
    fn count_mistake(&mut self) {
        if self.step().demo {
            return;
        }
        self.mistakes += 1;
        if self.is_task() && !self.step_cost.0 {
            self.step_cost.0 = true;
            self.answered.push((self.step, false));
        }
        // A review or placement task ends at the first mistake: the learner reads why,
        // and goes on (the task comes back another day).
        if self.single {
            self.solved = true;
        }
    }

    /// The learner played a route picked on the board.
    pub fn play_route(&mut self, route: &[Square]) {
        match self.board {
            Some(pos) if self.current_turn().is_some() => {
                let result = resolve_route(&pos, route);
                self.play_result(&pos, result, route, None);
            }
            _ => {}
        }
    }

    /// The learner typed something: a move in a move step, an answer in an answer step.
    /// Letters typed on the Russian keyboard layout are read as the keys they sit on.
    pub fn type_text(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() || self.solved {
            return;
        }
        match (&self.step().kind, self.board) {
            (StepKind::Move(_), Some(pos)) => {
                let typed = read_move(&pos, text);
                self.play_result(&pos, typed.result, &typed.route, typed.read_as.as_deref());
            }
            (StepKind::Answer(key), _) => {
                let key = key.clone();
                self.check_answer(&key, text);
            }
            (StepKind::CornersMove(_), _) => self.type_corners_move(text),
            _ => {}
        }
    }

    /// Says `text` with the tone, after "Read as ..." when typed letters were read.
    fn say_read(&mut self, tone: Tone, read_as: Option<&str>, text: String) {
        let text = match read_as {
            Some(read) => format!("{} {text}", read_as_text(read, self.lang)),
            None => text,
        };
        let text = if tone == Tone::Wrong {
            self.count_mistake();
            self.with_answer(text)
        } else {
            text
        };
        self.say(tone, text);
    }

    /// Judges a move (or the reason it is illegal) the learner made; `attempt` holds the
    /// squares as picked or typed, to recognise the wrong tries the lesson expects.
    fn play_result(
        &mut self,
        pos: &Position,
        result: Result<MovePath, MoveError>,
        attempt: &[Square],
        read_as: Option<&str>,
    ) {
        if self.solved {
            return;
        }
        let Some(turn) = self.current_turn().cloned() else {
            return;
        };
        let lang = self.lang;
        let expected = |route: &[Square]| turn.wrong.iter().find(|w| w.fits(route));
        let path = match result {
            Ok(path) => path,
            Err(e) => {
                // A wrong try the lesson expects is told in its own words.
                let foreseen = matches!(e, MoveError::Illegal(_))
                    .then(|| expected(attempt))
                    .flatten();
                let (tone, text) = match foreseen {
                    Some(w) => (Tone::Wrong, w.text.get(lang).to_string()),
                    None if e.is_mistake() => (Tone::Wrong, e.say(pos.variant(), lang)),
                    // Text that is not a whole move, a move written with the wrong sign, or
                    // a slip that names no own piece: told how to write it, not counted.
                    None => (Tone::Info, e.say(pos.variant(), lang)),
                };
                return self.say_read(tone, read_as, text);
            }
        };
        if !turn.accept.accepts(pos, &path) {
            if let Some(w) = expected(&path.squares().collect::<Vec<_>>()) {
                // A move the lesson itself calls allowed costs no star.
                let tone = if w.allowed { Tone::Info } else { Tone::Wrong };
                return self.say_read(tone, read_as, w.text.get(lang).to_string());
            }
            let (tone, text) = match turn.accept {
                // The rules allow a smaller capture here (else it would be illegal).
                Accept::BestCapture if path.mv.is_capture() => {
                    (Tone::Info, t!(lang, "lesson-smaller-capture"))
                }
                // A review task ends at this mistake: no "try again".
                _ if self.single => (Tone::Wrong, t!(lang, "lesson-other-move-asked-once")),
                _ => (Tone::Wrong, t!(lang, "lesson-other-move-asked")),
            };
            return self.say_read(tone, read_as, text);
        }
        let mut after = pos.play_unchecked(&path.mv);
        if let Some(game) = self.game.as_mut() {
            game.play(path.clone());
        }
        self.last_move = Some(path);
        self.reply = None;
        let mut text = turn
            .praise
            .as_ref()
            .map_or_else(|| t!(lang, "trainer-right"), |t| t.get(lang).to_string());
        if let Some(reply) = &turn.reply
            && let Ok(answer) = parse_move(&after, reply)
        {
            text = format!("{text} {}", played_text(&after, &answer, lang));
            self.reply = Some((after, answer.clone()));
            after = after.play_unchecked(&answer.mv);
            if let Some(game) = self.game.as_mut() {
                game.play(answer.clone());
            }
            self.last_move = Some(answer);
        }
        self.board = Some(after);
        self.turn += 1;
        self.hint_level = 0;
        self.hint = None;
        self.solved = self.current_turn().is_none();
        self.say_read(Tone::Right, read_as, text);
    }

    /// Shows a neutral message (such as why a pick was refused) without counting a mistake.
    pub fn note(&mut self, text: impl Into<String>) {
        self.say(Tone::Info, text);
    }

    /// Says `text` as good news: the end of a lesson told on its own screen.
    pub fn note_right(&mut self, text: impl Into<String>) {
        self.say(Tone::Right, text);
    }

    /// The draw-rule counters running in a step that shows them, as sentences
    /// ("Only kings have moved: 3 of 15 moves.").
    pub fn draw_counters(&self) -> Vec<String> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let rules = game.position().variant().rules().draw_rules;
        game.draw_counters()
            .iter()
            .map(|c| counter_text(c, rules, self.lang))
            .collect()
    }

    /// The learner picks option `index` (0-based) of a choice step. A wrong pick is told
    /// the right option and why, and the step is done (with the mistake counted).
    pub fn choose(&mut self, index: usize) {
        let StepKind::Choice { correct, options } = &self.step().kind else {
            return;
        };
        if self.solved || index >= options.len() {
            return;
        }
        let (correct, right_option) = (*correct, options[*correct].get(self.lang).to_string());
        let explain = self
            .step()
            .explain
            .as_ref()
            .map(|t| t.get(self.lang).to_string());
        self.solved = true;
        self.chosen = Some(index);
        if index == correct {
            let right = t!(self.lang, "trainer-right");
            let text = match explain {
                Some(e) => format!("{right} {e}"),
                None => right,
            };
            self.say(Tone::Right, text);
        } else {
            let lead = t!(self.lang, "lesson-choice-wrong", answer = right_option);
            self.wrong(match explain {
                Some(e) => format!("{lead} {e}"),
                None => lead,
            });
        }
    }

    /// The option picked in a choice step, once picked.
    pub fn chosen(&self) -> Option<usize> {
        self.chosen
    }

    fn check_answer(&mut self, key: &AnswerKey, text: &str) {
        let variant = self.variant();
        let lang = self.lang;
        let mut read_as = None;
        let right = match key {
            AnswerKey::Move(shown) => {
                let before = self
                    .step()
                    .scene
                    .position
                    .expect("checked: shown moves have a position");
                let typed = read_move(&before, text);
                read_as = typed.read_as;
                match typed.result {
                    Ok(path) => path.mv == shown.mv,
                    // Not readable: say how to write it, no mistake.
                    Err(e) if e.names_no_move() => {
                        return self.say_read(Tone::Info, read_as.as_deref(), e.say(variant, lang));
                    }
                    // The right move with the wrong sign: the sign is the lesson here.
                    Err(e @ MoveError::WrongSign(_)) => {
                        self.solved = true;
                        return self.say_read(
                            Tone::Wrong,
                            read_as.as_deref(),
                            e.say(variant, lang),
                        );
                    }
                    Err(_) => false,
                }
            }
            AnswerKey::Squares(squares) => {
                let (square, read) = read_square(variant, text);
                read_as = read;
                let square = match square {
                    Ok(square) => square,
                    Err(no_square @ NoSquare::NumberedBoard) => {
                        return self.say(Tone::Info, no_square.say(variant, lang));
                    }
                    // A light square: the same true words as Enter on one, no mistake.
                    Err(no_square @ NoSquare::Light(_)) => {
                        let text = no_square.say(variant, lang);
                        return self.say_read(Tone::Info, read_as.as_deref(), text);
                    }
                    Err(NoSquare::Unreadable) => {
                        let text = if typed_by_sound(variant, text) {
                            latin_letters_text(lang)
                        } else if square_name(variant, squares[0]).len() == 2 {
                            t!(lang, "trainer-type-square", example = "c3")
                        } else {
                            t!(lang, "lesson-type-square-number")
                        };
                        return self.say_read(Tone::Info, read_as.as_deref(), text);
                    }
                };
                squares.contains(&square)
            }
            AnswerKey::Texts(texts) => {
                let norm = |s: &str| {
                    s.split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                        .to_lowercase()
                };
                texts.iter().any(|t| norm(t) == norm(text))
            }
        };
        let explain = self
            .step()
            .explain
            .as_ref()
            .map(|t| t.get(lang).to_string());
        self.solved = true;
        let lead = if right {
            t!(lang, "trainer-right")
        } else {
            t!(
                lang,
                "lesson-answer-wrong",
                answer = answer_text(key, variant)
            )
        };
        let text = match explain {
            Some(e) => format!("{lead} {e}"),
            None => lead,
        };
        let tone = if right { Tone::Right } else { Tone::Wrong };
        self.say_read(tone, read_as.as_deref(), text);
    }

    /// Goes on to the next step if this one is done.
    pub fn advance(&mut self) -> Advance {
        if !self.solved {
            return Advance::NotYet;
        }
        if self.is_task() && self.step_cost == (false, false) {
            self.step_cost.1 = true; // recorded once, however often Enter is pressed
            self.answered.push((self.step, true));
        }
        if self.single || self.step + 1 >= self.lesson.steps.len() {
            return Advance::Finished;
        }
        self.step += 1;
        self.enter_step();
        Advance::Next
    }

    /// The language of the learner.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Records in `progress` where this run is and what it has cost (step, mistakes, hints), so
    /// that leaving the lesson or closing the terminal cannot give the stars back. Returns
    /// whether anything changed, that is, whether the progress needs saving. A finished lesson
    /// opened again and left at once records nothing.
    pub fn record_counts(&self, progress: &mut Progress, now: u64) -> bool {
        if self.single {
            return false;
        }
        let counts = (self.mistakes, self.hints, self.step);
        let entry = progress.lessons.get(&self.lesson.id);
        let recorded = entry.map_or((0, 0, 0), |e| (e.mistakes, e.hints, e.step));
        if recorded == counts || (entry.is_some_and(|e| e.completed) && counts == (0, 0, 0)) {
            return false;
        }
        let entry = progress.lessons.entry(self.lesson.id.clone()).or_default();
        (entry.mistakes, entry.hints, entry.step) = counts;
        entry.script = self.lesson.script();
        entry.updated = now;
        true
    }

    /// Records the finished lesson in `progress`: completed, the best stars so far, and no run
    /// under way any more.
    pub fn record_finished(&self, progress: &mut Progress, now: u64) {
        super::lesson_score::record_lesson_finished(progress, &self.lesson.id, self.stars(), now);
    }
}

/// The right answer of an answer step, written out.
fn answer_text(key: &AnswerKey, variant: crate::rules::Variant) -> String {
    match key {
        AnswerKey::Move(path) => full_text(variant, path),
        AnswerKey::Squares(squares) => square_name(variant, squares[0]),
        AnswerKey::Texts(texts) => texts[0].clone(),
    }
}
