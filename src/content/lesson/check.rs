//! The checks of a lesson file: every position, move and answer proven with the rules
//! engine, turning the file as written into the checked [`Lesson`].
//!
//! The problems found are for lesson authors and stay in English (see [`Problem`]).

use super::schema::{RawLesson, RawStep, RawTurn};
use super::{Accept, AnswerKey, Lesson, Scene, Step, StepKind, Turn, WrongTry};
use crate::Lang;
use crate::content::locate::{Locator, Place};
use crate::content::problem::{Problem, unknown_format, unknown_variant, within_bounds};
use crate::content::{Rule, THEMES};
use crate::i18n::core::Say;
use crate::rules::{
    Bitboard, MovePath, NamedDiagonal, NotationStyle, Position, Square, Variant, parse_algebraic,
    parse_move, parse_route,
};

/// A position written in a lesson: `start`, `empty` or a PDN FEN.
fn named_position(variant: Variant, text: &str) -> Result<Position, crate::rules::FenError> {
    match text.trim() {
        "start" => Ok(Position::start(variant)),
        "empty" => Position::from_fen(variant, "W:W:B"),
        fen => Position::from_fen(variant, fen),
    }
}

/// Reads and checks a lesson file. Every problem found is returned, each with its place.
pub fn parse_lesson(text: &str) -> Result<Lesson, Vec<Problem>> {
    within_bounds(text)?;
    let raw: RawLesson = serde_yaml::from_str(text).map_err(|e| vec![Problem::yaml(&e)])?;
    let mut builder = Builder {
        locator: Locator::new(text),
        problems: Vec::new(),
        variant: Variant::Russian,
        lesson_variant: Variant::Russian,
        step: 0,
    };
    let lesson = builder.lesson(raw);
    if builder.problems.is_empty() {
        Ok(lesson)
    } else {
        Err(builder.problems)
    }
}

struct Builder<'a> {
    locator: Locator<'a>,
    problems: Vec<Problem>,
    /// The variant of the step being built (a step may name its own).
    variant: Variant,
    /// The lesson's variant.
    lesson_variant: Variant,
    step: usize,
}

impl Builder<'_> {
    fn problem_at(&mut self, place: Place, message: String) {
        self.problems.push(Problem::at(place, message));
    }

    /// A problem about `needle` in the current step.
    fn problem(&mut self, needle: &str, message: String) {
        let place = self.locator.find(self.step, needle);
        self.problem_at(place, message);
    }

    fn lesson(&mut self, raw: RawLesson) -> Lesson {
        if let Some(message) = unknown_format(raw.format) {
            let place = self.locator.key("format");
            self.problem_at(place, message);
        }
        let id_ok = !raw.id.is_empty()
            && raw
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            let place = self.locator.key("id");
            self.problem_at(
                place,
                format!("id '{}' must use only a-z, 0-9 and '-'", raw.id),
            );
        }
        if let Some(name) = &raw.variant {
            if let Some(v) = Variant::from_name(name) {
                self.lesson_variant = v;
            } else {
                let place = self.locator.key("variant");
                self.problem_at(place, unknown_variant(name));
            }
        }
        self.variant = self.lesson_variant;
        if raw.steps.is_empty() {
            let place = self.locator.key("steps");
            self.problem_at(place, "a lesson needs at least one step".into());
        }
        let mut steps = Vec::new();
        let mut board: Option<Position> = None;
        for (i, raw_step) in raw.steps.into_iter().enumerate() {
            self.step = i;
            // If the step is broken, later steps still see the position it states, so one
            // mistake is reported once.
            self.variant = raw_step
                .variant
                .as_deref()
                .and_then(Variant::from_name)
                .unwrap_or(self.lesson_variant);
            let stated = raw_step
                .position
                .as_deref()
                .and_then(|text| named_position(self.variant, text).ok());
            if let Some((step, after)) = self.step_of(raw_step, board) {
                board = after;
                steps.push(step);
            } else {
                board = stated.or(board);
            }
        }
        if let Some((second, _)) = steps.iter().enumerate().filter(|(_, s)| s.placement).nth(1) {
            let place = self.locator.step(second);
            self.problem_at(
                place,
                "only one step of a lesson may be marked 'placement: true'".into(),
            );
        }
        let raw_has_empty_practice = raw
            .practice
            .as_ref()
            .is_some_and(|p| p.theme.is_none() && p.drill.is_none());
        let (practice, drill) = raw.practice.map_or((None, None), |p| (p.theme, p.drill));
        if raw_has_empty_practice {
            let place = self.locator.key("practice");
            self.problem_at(
                place,
                "practice names neither a theme nor a drill".to_string(),
            );
        }
        let drill = drill.and_then(|id| self.drill(&id));
        if let Some(theme) = practice.as_deref().filter(|t| !THEMES.contains(t)) {
            let place = self.locator.key("practice");
            self.problem_at(
                place,
                format!(
                    "unknown practice theme '{theme}': expected one of {}",
                    THEMES.join(", ")
                ),
            );
        }
        Lesson {
            id: raw.id,
            title: raw.title,
            variant: self.lesson_variant,
            summary: raw.summary,
            practice,
            drill,
            steps,
        }
    }

    /// The rule drill named `id`, if there is one on the lesson's variant (else a problem).
    fn drill(&mut self, id: &str) -> Option<Rule> {
        let place = self.locator.key("practice");
        let problem = match Rule::from_id(id) {
            Some(rule) if rule.available(self.lesson_variant) => return Some(rule),
            Some(_) => format!(
                "the drill '{id}' does not exist in {} draughts",
                self.lesson_variant
            ),
            None => {
                let ids: Vec<&str> = Rule::ALL.iter().map(|r| r.id()).collect();
                format!("unknown drill '{id}': expected one of {}", ids.join(", "))
            }
        };
        self.problem_at(place, problem);
        None
    }

    fn square(&mut self, word: &str) -> Option<Square> {
        let board = self.variant.board();
        let found = parse_algebraic(board, word)
            .or_else(|| word.parse().ok().and_then(|n| board.square(n)));
        if found.is_none() {
            self.problem(word, format!("'{word}' is not a dark square of this board"));
        }
        found
    }

    fn position(&mut self, text: &str) -> Option<Position> {
        match named_position(self.variant, text) {
            Ok(p) => Some(p),
            Err(e) => {
                self.problem(text.trim(), format!("position: {e}"));
                None
            }
        }
    }

    fn legal(&mut self, pos: &Position, text: &str, what: &str) -> Option<MovePath> {
        match parse_move(pos, text) {
            Ok(path) => Some(path),
            Err(e) => {
                let reason = e.say(self.variant, Lang::En);
                self.problem(
                    text,
                    format!("{what} '{text}' is not a legal move in {pos}: {reason}"),
                );
                None
            }
        }
    }

    /// Builds one step; returns it with the position its board ends in (if one).
    fn step_of(
        &mut self,
        raw: RawStep,
        board: Option<Position>,
    ) -> Option<(Step, Option<Position>)> {
        let kinds = [
            ("say", raw.say.is_some()),
            ("move", raw.mv.is_some()),
            ("squares", raw.squares.is_some()),
            ("choice", raw.choice.is_some()),
            ("answer", raw.answer.is_some()),
        ];
        let present: Vec<&str> = kinds.iter().filter(|k| k.1).map(|k| k.0).collect();
        let [kind] = present.as_slice() else {
            let place = self.locator.step(self.step);
            self.problem_at(
                place,
                format!(
                    "a step needs exactly one of say, move, squares, choice, answer (found {})",
                    if present.is_empty() {
                        "none".to_string()
                    } else {
                        present.join(", ")
                    }
                ),
            );
            return None;
        };
        let kind = *kind;
        self.misplaced(&raw, kind);
        if let Some(name) = raw
            .variant
            .as_deref()
            .filter(|n| Variant::from_name(n).is_none())
        {
            self.problem(name, unknown_variant(name));
        }
        // The board of the step before goes on only under the same rules.
        let position = match &raw.position {
            Some(text) => self.position(text),
            None => board.filter(|b| b.variant() == self.variant),
        };
        let counters = raw.counters;
        let (stage, demo, placement) = (raw.stage.clone(), raw.demo, raw.placement);
        if placement && (kind == "say" || demo) {
            self.problem(
                "placement:",
                "'placement' marks the task the placement test asks; this step asks nothing".into(),
            );
        }
        let scene = self.scene(&raw, position);
        let text = raw
            .say
            .clone()
            .or(raw.mv.clone())
            .or(raw.squares.clone())
            .or(raw.choice.clone())
            .or(raw.answer.clone())
            .unwrap_or_default();
        let (hint, explain) = (raw.hint.clone(), raw.explain.clone());
        let (step_kind, after) = match kind {
            "say" => (StepKind::Say, position),
            "move" => {
                let Some(pos) = position else {
                    let place = self.locator.step(self.step);
                    self.problem_at(
                        place,
                        "a move step needs a position (here or in an earlier step)".into(),
                    );
                    return None;
                };
                let (turns, after) = self.turns(raw, pos)?;
                let kind = StepKind::Move(turns);
                let step = Step {
                    stage,
                    demo,
                    placement,
                    text,
                    scene,
                    kind,
                    hint: None,
                    explain: None,
                    counters,
                };
                return Some((step, after));
            }
            "squares" => (StepKind::Squares(self.selection(&raw)?), position),
            "choice" => {
                let count = raw.options.len();
                let correct = raw.correct.unwrap_or(0);
                if count < 2 || !(1..=count).contains(&correct) {
                    let place = self.locator.step(self.step);
                    self.problem_at(place, format!(
                        "a choice needs at least two options and 'correct' between 1 and {count}"
                    ));
                    return None;
                }
                let kind = StepKind::Choice {
                    options: raw.options.clone(),
                    correct: correct - 1,
                };
                (kind, position)
            }
            _ => {
                let (key, after) = self.answer_key(&raw, position)?;
                (StepKind::Answer(key), after)
            }
        };
        Some((
            Step {
                stage,
                demo,
                placement,
                text,
                scene,
                kind: step_kind,
                hint,
                explain,
                counters: false,
            },
            after,
        ))
    }

    /// Reports fields that do not belong to a step of this kind.
    fn misplaced(&mut self, raw: &RawStep, kind: &str) {
        let fields = [
            ("accept", !raw.accept.is_empty(), "move"),
            ("rule", raw.rule.is_some(), "move"),
            ("wrong", !raw.wrong.is_empty(), "move"),
            ("reply", raw.reply.is_some(), "move"),
            ("praise", raw.praise.is_some(), "move"),
            ("next", !raw.next.is_empty(), "move"),
            ("select", !raw.select.is_empty(), "squares"),
            ("diagonal", raw.diagonal.is_some(), "squares"),
            ("options", !raw.options.is_empty(), "choice"),
            ("correct", raw.correct.is_some(), "choice"),
            ("expect", !raw.expect.is_empty(), "answer"),
            ("counters", raw.counters, "move"),
            ("demo", raw.demo, "move"),
            ("show", raw.show.is_some(), "answer"),
        ];
        for (field, present, owner) in fields {
            if present && owner != kind {
                self.problem(
                    &format!("{field}:"),
                    format!("'{field}' belongs to {owner} steps, not {kind} steps"),
                );
            }
        }
        if raw.explain.is_some() && kind != "choice" && kind != "answer" {
            self.problem(
                "explain:",
                format!("'explain' belongs to choice and answer steps, not {kind} steps"),
            );
        }
    }

    fn scene(&mut self, raw: &RawStep, position: Option<Position>) -> Scene {
        let mut scene = Scene {
            position,
            ..Scene::default()
        };
        for word in &raw.highlight {
            scene.highlight.extend(self.square(&word.0));
        }
        for id in &raw.diagonals {
            scene.diagonals.extend(self.named_diagonal(id));
        }
        for arrow in &raw.arrows {
            let ends: Vec<&str> = arrow.split(['-', ':', 'x']).collect();
            match ends.as_slice() {
                [a, b] => {
                    if let (Some(a), Some(b)) = (self.square(a), self.square(b)) {
                        scene.arrows.push((a, b));
                    }
                }
                _ => self.problem(arrow, format!("arrow '{arrow}' should look like c3-e5")),
            }
        }
        scene
    }

    fn named_diagonal(&mut self, id: &str) -> Option<&'static NamedDiagonal> {
        let found = NamedDiagonal::by_id(id).filter(|_| self.variant.board().width() == 8);
        if found.is_none() {
            let known: Vec<&str> = crate::rules::NAMED_DIAGONALS.iter().map(|d| d.id).collect();
            self.problem(
                id,
                format!(
                    "unknown diagonal '{id}' (8x8 boards have: {})",
                    known.join(", ")
                ),
            );
        }
        found
    }

    fn selection(&mut self, raw: &RawStep) -> Option<Bitboard> {
        match (&raw.diagonal, raw.select.is_empty()) {
            (Some(id), true) => {
                let diagonal = self.named_diagonal(id)?;
                Some(diagonal.squares().into_iter().collect())
            }
            (None, false) => {
                let squares: Vec<Square> = raw
                    .select
                    .iter()
                    .filter_map(|w| self.square(&w.0))
                    .collect();
                (squares.len() == raw.select.len()).then(|| squares.into_iter().collect())
            }
            _ => {
                let place = self.locator.step(self.step);
                self.problem_at(
                    place,
                    "a squares step needs either 'select' (a list of squares) or 'diagonal'".into(),
                );
                None
            }
        }
    }

    fn answer_key(
        &mut self,
        raw: &RawStep,
        position: Option<Position>,
    ) -> Option<(AnswerKey, Option<Position>)> {
        match (&raw.show, raw.expect.is_empty()) {
            (Some(show), true) => {
                let Some(pos) = position else {
                    self.problem(
                        "show:",
                        "'show' needs a position (here or in an earlier step)".into(),
                    );
                    return None;
                };
                let path = self.legal(&pos, show, "shown move")?;
                let after = pos.play_unchecked(&path.mv);
                Some((AnswerKey::Move(path), Some(after)))
            }
            (None, false) => {
                // Squares are written as the variant writes them: `d6`, or `32` where squares
                // are numbered; other answers (like "32" dark squares in Russian) are text.
                let board = self.variant.board();
                let numbered = self.variant.rules().notation == NotationStyle::Numeric;
                let squares: Vec<Square> = raw
                    .expect
                    .iter()
                    .filter_map(|w| match w.0.parse::<u32>() {
                        Ok(n) if numbered => board.square(n),
                        Ok(_) => None,
                        Err(_) => parse_algebraic(board, &w.0),
                    })
                    .collect();
                let key = if squares.len() == raw.expect.len() {
                    AnswerKey::Squares(squares)
                } else {
                    AnswerKey::Texts(raw.expect.iter().map(|w| w.0.clone()).collect())
                };
                Some((key, position))
            }
            _ => {
                let place = self.locator.step(self.step);
                self.problem_at(place, "an answer step needs either 'expect' (the right answers) or 'show' (a move to write down)".into());
                None
            }
        }
    }

    /// The turns of a move step, and the position the step ends in (if only one).
    fn turns(&mut self, raw: RawStep, start: Position) -> Option<(Vec<Turn>, Option<Position>)> {
        let first = RawTurn {
            say: None,
            accept: raw.accept,
            rule: raw.rule,
            wrong: raw.wrong,
            reply: raw.reply,
            praise: raw.praise,
            hint: raw.hint,
        };
        let mut turns = Vec::new();
        let mut pos = start;
        let count = 1 + raw.next.len();
        for (i, raw_turn) in std::iter::once(first).chain(raw.next).enumerate() {
            let (turn, ends) = self.turn(raw_turn, &pos)?;
            turns.push(turn);
            match ends.as_slice() {
                [only] => pos = *only,
                _ if i + 1 == count => return Some((turns, None)),
                _ => {
                    self.problem("next:", "the accepted moves lead to different positions, so the next move cannot follow; accept one move here".into());
                    return None;
                }
            }
        }
        Some((turns, Some(pos)))
    }

    /// One turn; returns it with the positions it can end in (after the reply).
    fn turn(&mut self, raw: RawTurn, pos: &Position) -> Option<(Turn, Vec<Position>)> {
        let accept = match (raw.rule.as_deref(), raw.accept.is_empty()) {
            (None, false) => {
                let moves: Vec<MovePath> = raw
                    .accept
                    .iter()
                    .filter_map(|m| self.legal(pos, m, "accepted move"))
                    .collect();
                if moves.len() != raw.accept.len() {
                    return None;
                }
                Accept::Moves(moves)
            }
            (Some(rule), true) => match rule {
                "any" => Accept::Any,
                "any-capture" => Accept::AnyCapture,
                "best-capture" => Accept::BestCapture,
                other => {
                    self.problem(
                        other,
                        format!(
                            "unknown rule '{other}': expected any, any-capture or best-capture"
                        ),
                    );
                    return None;
                }
            },
            _ => {
                self.problem(
                    "move:",
                    "a move needs either 'accept' (the right moves) or 'rule'".into(),
                );
                return None;
            }
        };
        let accepted = accept.accepted_moves(pos);
        if accepted.is_empty() {
            self.problem("rule:", format!("no legal move in {pos} fits this rule"));
            return None;
        }
        let mut wrong = Vec::new();
        for w in raw.wrong {
            // A wrong try may be legal (then it must not be accepted) or illegal.
            let legal = parse_move(pos, &w.mv);
            if w.allowed && legal.is_err() {
                self.problem(
                    &w.mv,
                    format!(
                        "'{}' is not a legal move here, so it cannot be 'allowed'",
                        w.mv
                    ),
                );
                return None;
            }
            let route = match legal {
                Ok(path) if accept.accepts(pos, &path) => {
                    self.problem(
                        &w.mv,
                        format!("'{}' is listed as wrong but it is accepted", w.mv),
                    );
                    return None;
                }
                Ok(path) => path.squares().collect(),
                Err(_) => match parse_route(self.variant, &w.mv) {
                    Some(route) if route.len() >= 2 => route,
                    _ => {
                        self.problem(
                            &w.mv,
                            format!("wrong try '{}' should be squares like c3-e5", w.mv),
                        );
                        return None;
                    }
                },
            };
            wrong.push(WrongTry {
                route,
                text: w.say,
                allowed: w.allowed,
            });
        }
        let mut ends = Vec::new();
        for path in &accepted {
            let after = pos.play_unchecked(&path.mv);
            match &raw.reply {
                Some(text) => {
                    let answer = self.legal(&after, text, "reply")?;
                    let end = after.play_unchecked(&answer.mv);
                    if !ends.contains(&end) {
                        ends.push(end);
                    }
                }
                None if !ends.contains(&after) => ends.push(after),
                None => {}
            }
        }
        let turn = Turn {
            prompt: raw.say,
            accept,
            wrong,
            reply: raw.reply,
            praise: raw.praise,
            hint: raw.hint,
        };
        Some((turn, ends))
    }
}
