//! Running a lesson: the step state machine, checking the learner's answers, graded hints
//! and stars. UI-free: screens show what this says and pass on what the learner does.

use crate::Lang;
use crate::content::{Accept, AnswerKey, Lesson, Step, StepKind};
use crate::rules::{
    Bitboard, DrawCounter, DrawRule, DrawRules, Game, MoveError, MovePath, Position, Square,
    parse_move, parse_route, parse_square, resolve_route, square_name,
};

/// How a message should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// The learner got it right.
    Right,
    /// Not right; try again.
    Wrong,
    /// Neutral information (a hint).
    Info,
}

/// A message for the learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// Right, wrong or neutral.
    pub tone: Tone,
    /// The words.
    pub text: String,
}

/// A graded hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Look at this square (the piece to move, or one square to select).
    Square(Square),
    /// This piece goes to that square.
    Target(Square, Square),
    /// The whole move.
    Move(MovePath),
    /// In words (the answer, or the step's own hint).
    Text(String),
}

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
        };
        run.enter_step();
        run
    }

    fn enter_step(&mut self) {
        let step = &self.lesson.steps[self.step];
        self.board = step.scene.position;
        self.turn = 0;
        self.last_move = None;
        self.selection = Bitboard::EMPTY;
        self.hint_level = 0;
        self.hint = None;
        self.feedback = None;
        self.solved = matches!(step.kind, StepKind::Say);
        self.game = step.scene.position.filter(|_| step.counters).map(Game::new);
        if let StepKind::Answer(AnswerKey::Move(path)) = &step.kind {
            // The move to write down is shown played on the board.
            self.board = self.board.map(|p| p.play(&path.mv));
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

    /// Stars earned so far: 3 with no mistakes or hints, 2 with up to two, else 1.
    pub fn stars(&self) -> u8 {
        match self.mistakes + self.hints {
            0 => 3,
            1..=2 => 2,
            _ => 1,
        }
    }

    /// The current turn of a move step.
    fn current_turn(&self) -> Option<&crate::content::Turn> {
        match &self.step().kind {
            StepKind::Move(turns) => turns.get(self.turn),
            _ => None,
        }
    }

    /// The moves the current turn of a move step accepts (empty in other steps).
    pub fn accepted_now(&self) -> Vec<MovePath> {
        match (self.current_turn(), self.board) {
            (Some(turn), Some(pos)) if !self.solved => turn.accept.accepted_moves(&pos),
            _ => Vec::new(),
        }
    }

    /// What the step asks now: the step text, and the prompt of a later move in a row.
    pub fn prompt(&self) -> String {
        let lang = self.lang;
        let mut text = self.step().text.get(lang).to_string();
        if let Some(prompt) = self.current_turn().and_then(|t| t.prompt.as_ref())
            && self.turn > 0
        {
            text = prompt.get(lang).to_string();
        }
        text
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.feedback = Some(Feedback {
            tone,
            text: text.into(),
        });
    }

    fn wrong(&mut self, text: impl Into<String>) {
        self.mistakes += 1;
        self.say(Tone::Wrong, text);
    }

    fn tr(&self, en: &'static str, ru: &'static str) -> &'static str {
        self.lang.pick(en, ru)
    }

    /// The learner played a route picked on the board.
    pub fn play_route(&mut self, route: &[Square]) {
        match self.board {
            Some(pos) if self.current_turn().is_some() => {
                let result = resolve_route(&pos, route);
                self.play_result(&pos, result, route);
            }
            _ => {}
        }
    }

    /// The learner typed something: a move in a move step, an answer in an answer step.
    pub fn type_text(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() || self.solved {
            return;
        }
        match (&self.step().kind, self.board) {
            (StepKind::Move(_), Some(pos)) => {
                let result = parse_move(&pos, text);
                let attempt = parse_route(pos.variant(), text).unwrap_or_default();
                self.play_result(&pos, result, &attempt);
            }
            (StepKind::Answer(key), _) => {
                let key = key.clone();
                self.check_answer(&key, text);
            }
            _ => {}
        }
    }

    /// Judges a move (or the reason it is illegal) the learner made; `attempt` holds the
    /// squares as picked or typed, to recognise the wrong tries the lesson expects.
    fn play_result(
        &mut self,
        pos: &Position,
        result: Result<MovePath, MoveError>,
        attempt: &[Square],
    ) {
        if self.solved {
            return;
        }
        let Some(turn) = self.current_turn().cloned() else {
            return;
        };
        let expected = |route: &[Square]| {
            turn.wrong
                .iter()
                .find(|w| w.fits(route))
                .map(|w| w.text.get(self.lang).to_string())
        };
        let path = match result {
            Ok(path) => path,
            Err(e) => {
                let text = expected(attempt).unwrap_or_else(|| e.message(pos.variant(), self.lang));
                return self.wrong(text);
            }
        };
        if !turn.accept.accepts(pos, &path) {
            if let Some(text) = expected(&path.squares().collect::<Vec<_>>()) {
                return self.wrong(text);
            }
            let text = match turn.accept {
                Accept::BestCapture if path.mv.is_capture() => self.tr(
                    "That capture is allowed, but another one takes more pieces. Try again!",
                    "Так бить можно, но другой бой берёт больше шашек. Попробуй ещё!",
                ),
                _ => self.tr(
                    "That move is allowed, but it is not the one we are looking for. Try again!",
                    "Так ходить можно, но сейчас нужен другой ход. Попробуй ещё!",
                ),
            };
            return self.wrong(text);
        }
        let mut after = pos.play(&path.mv);
        if let Some(game) = self.game.as_mut() {
            game.play(path.clone());
        }
        self.last_move = Some(path);
        if let Some(reply) = &turn.reply
            && let Ok(answer) = parse_move(&after, reply)
        {
            after = after.play(&answer.mv);
            if let Some(game) = self.game.as_mut() {
                game.play(answer.clone());
            }
            self.last_move = Some(answer);
        }
        self.board = Some(after);
        self.turn += 1;
        self.hint_level = 0;
        self.hint = None;
        let praise = turn
            .praise
            .as_ref()
            .map(|t| t.get(self.lang).to_string())
            .unwrap_or_else(|| self.tr("Right!", "Верно!").to_string());
        let more = self.current_turn().is_some();
        self.solved = !more;
        let text = if more {
            format!("{praise} {}", self.prompt())
        } else {
            praise
        };
        self.say(Tone::Right, text);
    }

    /// Shows a neutral message (such as why a pick was refused) without counting a mistake.
    pub fn note(&mut self, text: impl Into<String>) {
        self.say(Tone::Info, text);
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
        let missing = (answer & !self.selection).count();
        let extra = (self.selection & !answer).count();
        if missing == 0 && extra == 0 {
            self.solved = true;
            let text = self.tr(
                "Right! Those are exactly the squares.",
                "Верно! Это именно те поля.",
            );
            self.say(Tone::Right, text);
            return;
        }
        if self.selection.is_empty() {
            let text = self.tr(
                "Select the squares first: go to a square and press Enter.",
                "Сначала отметь поля: встань на поле и нажми Enter.",
            );
            return self.note(text);
        }
        let squares = |n: u32| if n == 1 { "square" } else { "squares" };
        let text = match (self.lang, missing, extra) {
            (Lang::En, _, 0) => format!(
                "Not yet: {missing} more {} to find. Look again!",
                squares(missing)
            ),
            (Lang::En, 0, _) => format!(
                "Almost: {extra} {} {} not belong. Look again!",
                squares(extra),
                if extra == 1 { "does" } else { "do" }
            ),
            (Lang::En, _, _) => format!(
                "Not yet: {missing} {} missing, and {extra} marked {} not belong. Look again!",
                if missing == 1 {
                    "square is"
                } else {
                    "squares are"
                },
                if extra == 1 { "does" } else { "do" }
            ),
            (Lang::Ru, _, 0) => format!("Пока нет: найди ещё полей — {missing}. Посмотри ещё раз!"),
            (Lang::Ru, 0, _) => format!("Почти: лишних полей — {extra}. Посмотри ещё раз!"),
            (Lang::Ru, _, _) => format!(
                "Пока нет: не хватает полей — {missing}, лишних — {extra}. Посмотри ещё раз!"
            ),
        };
        self.wrong(text);
    }

    /// The learner picks option `index` (0-based) of a choice step.
    pub fn choose(&mut self, index: usize) {
        let StepKind::Choice { correct, .. } = self.step().kind else {
            return;
        };
        if self.solved {
            return;
        }
        let explain = self
            .step()
            .explain
            .as_ref()
            .map(|t| t.get(self.lang).to_string());
        if index == correct {
            self.solved = true;
            let text = match explain {
                Some(e) => format!("{} {e}", self.tr("Right!", "Верно!")),
                None => self.tr("Right!", "Верно!").to_string(),
            };
            self.say(Tone::Right, text);
        } else {
            let text = self.tr("Not this one. Think again!", "Не этот. Подумай ещё!");
            self.wrong(text);
        }
    }

    fn check_answer(&mut self, key: &AnswerKey, text: &str) {
        let variant = self.variant();
        let right = match key {
            AnswerKey::Move(shown) => {
                let before = self
                    .step()
                    .scene
                    .position
                    .expect("checked: shown moves have a position");
                match parse_move(&before, text) {
                    Ok(path) if path.mv == shown.mv => true,
                    Ok(_) => {
                        let text = self.tr(
                            "That is a different move. Look at the board again!",
                            "Это другой ход. Посмотри на доску ещё раз!",
                        );
                        return self.wrong(text);
                    }
                    Err(e @ MoveError::Syntax { .. }) => {
                        return self.wrong(e.message(variant, self.lang));
                    }
                    Err(_) => false,
                }
            }
            AnswerKey::Squares(squares) => {
                parse_square(variant, text).is_some_and(|s| squares.contains(&s))
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
        if right {
            self.solved = true;
            let mut text = self.tr("Right!", "Верно!").to_string();
            if let Some(explain) = &self.step().explain {
                text = format!("{text} {}", explain.get(self.lang));
            }
            self.say(Tone::Right, text);
        } else {
            let text = self.tr("Not quite. Try again!", "Не совсем. Попробуй ещё!");
            self.wrong(text);
        }
    }

    /// The next grade of hint for this step; each hint counts against the stars.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.solved {
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
                        let text = match lang {
                            Lang::En => format!("Move the piece on {piece}."),
                            Lang::Ru => format!("Ходи шашкой с поля {piece}."),
                        };
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
                        let text = match lang {
                            Lang::En => format!("The piece on {from} goes to {to}."),
                            Lang::Ru => format!("Шашка с {from} идёт на {to}."),
                        };
                        self.say(Tone::Info, text);
                        Hint::Target(path.mv.from, path.mv.to)
                    }
                    _ => {
                        let text = match lang {
                            Lang::En => {
                                format!("Play {}.", crate::rules::full_text(variant, &path))
                            }
                            Lang::Ru => {
                                format!("Сыграй {}.", crate::rules::full_text(variant, &path))
                            }
                        };
                        self.say(Tone::Info, text);
                        Hint::Move(path)
                    }
                }
            }
            (StepKind::Squares(answer), _) => {
                let missing = (*answer & !self.selection).squares().next();
                let extra = (self.selection & !*answer).squares().next();
                let sq = missing.or(extra)?;
                let name = square_name(variant, sq);
                let text = match (missing.is_some(), lang) {
                    (true, Lang::En) => format!("{name} belongs to it."),
                    (true, Lang::Ru) => format!("Поле {name} нужно отметить."),
                    (false, Lang::En) => format!("{name} does not belong to it."),
                    (false, Lang::Ru) => format!("Поле {name} лишнее."),
                };
                self.say(Tone::Info, text);
                Hint::Square(sq)
            }
            (
                StepKind::Choice {
                    options, correct, ..
                },
                _,
            ) => {
                let wrong = (0..options.len())
                    .filter(|i| i != correct)
                    .nth(level as usize);
                let text = match (wrong, lang) {
                    (Some(i), Lang::En) => format!("It is not \"{}\".", options[i].get(lang)),
                    (Some(i), Lang::Ru) => format!("Это не «{}».", options[i].get(lang)),
                    (None, _) => options[*correct].get(lang).to_string(),
                };
                self.say(Tone::Info, text.clone());
                Hint::Text(text)
            }
            (StepKind::Answer(key), _) => {
                let answer = match key {
                    AnswerKey::Move(path) => crate::rules::full_text(variant, path),
                    AnswerKey::Squares(squares) => square_name(variant, squares[0]),
                    AnswerKey::Texts(texts) => texts[0].clone(),
                };
                let text = if level == 0 {
                    let first: String = answer.chars().take(1).collect();
                    match lang {
                        Lang::En => format!("It starts with \"{first}\"."),
                        Lang::Ru => format!("Ответ начинается с «{first}»."),
                    }
                } else {
                    match lang {
                        Lang::En => format!("The answer is {answer}."),
                        Lang::Ru => format!("Ответ: {answer}."),
                    }
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
        self.hints += 1;
        self.hint_level = level.saturating_add(1);
        self.hint = Some(hint.clone());
        Some(hint)
    }

    /// Goes on to the next step if this one is done.
    pub fn advance(&mut self) -> Advance {
        if !self.solved {
            return Advance::NotYet;
        }
        if self.step + 1 >= self.lesson.steps.len() {
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

    /// Changes the language of the messages from now on.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }
}

/// A draw-rule counter in words. Counts are plies; the rules speak of moves of each side.
pub fn counter_text(counter: &DrawCounter, rules: DrawRules, lang: Lang) -> String {
    let label = counter.rule.label(rules);
    let (count, limit) = (counter.count, counter.limit);
    let moves = |plies: u32| plies / 2;
    let what = |rule: DrawRule| match (rule, lang) {
        (DrawRule::KingMovesOnly, Lang::En) => "Only kings have moved",
        (DrawRule::KingMovesOnly, Lang::Ru) => "Ходят только дамки",
        (DrawRule::ThreeKingsAgainstKing, Lang::En) => "Three kings against a lone king",
        (DrawRule::ThreeKingsAgainstKing, Lang::Ru) => "Три дамки против одинокой дамки",
        (DrawRule::KingsOnBothSides, Lang::En) => "Kings on both sides, nothing taken",
        (DrawRule::KingsOnBothSides, Lang::Ru) => "Дамки у обеих сторон, никто не бьёт",
        (DrawRule::LoneKingOnBigRoad, Lang::En) => "A lone king holds the Big Road",
        (DrawRule::LoneKingOnBigRoad, Lang::Ru) => "Одинокая дамка держит большак",
        (_, Lang::En) => "Against a lone king",
        (_, Lang::Ru) => "Против одинокой дамки",
    };
    match (counter.rule, lang) {
        (DrawRule::Repetition, Lang::En) => {
            format!("The same position: {count} of {limit} times ({label}).")
        }
        (DrawRule::Repetition, Lang::Ru) => {
            format!("Та же позиция: {count} раза из {limit} ({label}).")
        }
        (rule, Lang::En) => format!(
            "{}: {} of {} moves ({label}).",
            what(rule),
            moves(count),
            moves(limit)
        ),
        (rule, Lang::Ru) => format!(
            "{}: ходов {} из {} ({label}).",
            what(rule),
            moves(count),
            moves(limit)
        ),
    }
}
