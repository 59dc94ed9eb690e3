//! The notation and diagonals quiz: a round of questions (drawn in `quiz/questions.rs`), answer
//! checking with the rules engine, scoring, streaks and timing.

use std::time::{Duration, Instant};

use super::drill::{DrillAnswer, DrillQuestion, DrillSource, Rule};
use super::typing::{latin_letters_text, read_as_text, read_move, read_square, typed_by_sound};
use crate::i18n::core::Say;
use crate::progress::{Progress, QuizResult};
use crate::rng::Rng;
use crate::rules::{
    Bitboard, MoveError, MovePath, NAMED_DIAGONALS, NamedDiagonal, NotationStyle, Position, Square,
    Variant, full_text, resolve_route, square_name,
};
use crate::{Lang, t};

mod questions;
pub(crate) use questions::{AnswerBy, Generator, Question, diagonal_name};
use questions::{diagonal_with_corners, square_place};

/// What the quiz asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A square's name is shown; find it on the board.
    FindSquare,
    /// A square is marked; type its name.
    NameSquare,
    /// The named diagonals: name one, select one, or say whether a square is on one.
    Diagonals,
    /// A move is shown on the board; write it down.
    WriteMove,
    /// A move is written; play it on the board.
    PlayMove,
    /// All of the above, harder as the streak grows.
    Mixed,
    /// A rule drill (not in the quiz menu: drills have their own).
    Drill(Rule),
}

impl Mode {
    /// Every mode, in menu order.
    pub const ALL: [Mode; 6] = [
        Mode::FindSquare,
        Mode::NameSquare,
        Mode::Diagonals,
        Mode::WriteMove,
        Mode::PlayMove,
        Mode::Mixed,
    ];

    /// The name used on the command line and in saved results.
    pub fn id(self) -> &'static str {
        match self {
            Mode::FindSquare => "find",
            Mode::NameSquare => "name",
            Mode::Diagonals => "diagonals",
            Mode::WriteMove => "write",
            Mode::PlayMove => "play",
            Mode::Mixed => "mixed",
            Mode::Drill(rule) => rule.mode_id(),
        }
    }

    /// Reads a mode name (a drill's is `drill-<rule>`).
    pub fn from_id(id: &str) -> Option<Mode> {
        let id = id.trim();
        Mode::ALL.into_iter().find(|m| m.id() == id).or_else(|| {
            Rule::ALL
                .into_iter()
                .find(|r| r.mode_id() == id)
                .map(Mode::Drill)
        })
    }

    /// The mode's name for a menu.
    pub fn label(self, lang: Lang) -> String {
        match self {
            Mode::FindSquare => t!(lang, "quiz-mode-find-square"),
            Mode::NameSquare => t!(lang, "quiz-mode-name-square"),
            Mode::Diagonals => t!(lang, "quiz-mode-diagonals"),
            Mode::WriteMove => t!(lang, "quiz-mode-write-move"),
            Mode::PlayMove => t!(lang, "quiz-mode-play-move"),
            Mode::Mixed => t!(lang, "quiz-mode-mixed"),
            Mode::Drill(rule) => rule.label(lang),
        }
    }

    /// Whether the mode makes sense on this variant's board (named diagonals are 8x8 only; a
    /// drill's rule must exist in the variant).
    pub fn available(self, variant: Variant) -> bool {
        match self {
            Mode::Diagonals => variant.board().width() == 8,
            Mode::Drill(rule) => rule.available(variant),
            _ => true,
        }
    }
}

/// The choices of a quiz round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizOptions {
    /// What is asked.
    pub mode: Mode,
    /// The board and notation: Russian/Brazilian a1-h8, English 1-32, International 1-50.
    pub variant: Variant,
    /// A timed round of this many seconds, or untimed practice.
    pub seconds: Option<u32>,
    /// Board labels shown.
    pub labels: bool,
    /// The board seen from Black's side.
    pub flipped: bool,
}

impl QuizOptions {
    /// An untimed drill of `rule` on `variant`, with board labels, seen from White's side.
    pub fn drill(rule: Rule, variant: Variant) -> QuizOptions {
        QuizOptions {
            mode: Mode::Drill(rule),
            variant,
            seconds: None,
            labels: true,
            flipped: false,
        }
    }

    /// The key under which best scores are kept (`find/russian/60s/labels`).
    pub fn key(&self) -> String {
        let time = self
            .seconds
            .map_or("untimed".to_string(), |s| format!("{s}s"));
        let labels = if self.labels { "labels" } else { "no-labels" };
        let side = if self.flipped { "/black-side" } else { "" };
        format!(
            "{}/{}/{time}/{labels}{side}",
            self.mode.id(),
            self.variant.name()
        )
    }

    /// Reads options back from their [`key`](QuizOptions::key); none if the key is not one
    /// this version writes, or asks for a mode the board does not have.
    pub fn from_key(key: &str) -> Option<QuizOptions> {
        let mut parts = key.split('/');
        let mode = Mode::from_id(parts.next()?)?;
        let variant = parts.next()?;
        let variant = Variant::STANDARD
            .into_iter()
            .find(|v| v.name() == variant)?;
        let seconds = match parts.next()? {
            "untimed" => None,
            time => Some(time.strip_suffix('s')?.parse().ok()?),
        };
        let labels = match parts.next()? {
            "labels" => true,
            "no-labels" => false,
            _ => return None,
        };
        let flipped = match parts.next() {
            None => false,
            Some("black-side") => true,
            Some(_) => return None,
        };
        let options = QuizOptions {
            mode,
            variant,
            seconds,
            labels,
            flipped,
        };
        (parts.next().is_none() && mode.available(variant)).then_some(options)
    }
}

/// What to show the learner about an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether it was right.
    pub right: bool,
    /// Friendly words: praise, or the right answer and why.
    pub text: String,
}

/// The clock of a round: it runs while a question waits for its answer, and stands while an
/// answer's feedback waits for Enter, so the time spent reading it is not counted.
#[derive(Clone, Copy, Debug)]
pub struct RoundClock {
    started: Instant,
    /// How long it stood still before `stopped_at`.
    still: Duration,
    /// When it stopped, while it stands.
    stopped_at: Option<Instant>,
}

impl RoundClock {
    /// A clock started at `now`.
    pub fn start(now: Instant) -> RoundClock {
        RoundClock {
            started: now,
            still: Duration::ZERO,
            stopped_at: None,
        }
    }

    /// Follows `round` at `now`: the clock stands while the question shown is answered (its
    /// feedback is on the screen) and runs again with the next question.
    pub fn follow(&mut self, round: &QuizRound, now: Instant) {
        match (round.answered(), self.stopped_at) {
            (true, None) => self.stopped_at = Some(now),
            (false, Some(at)) => {
                self.still += now.saturating_duration_since(at);
                self.stopped_at = None;
            }
            _ => {}
        }
    }

    /// The round's time at `now`, without the time the clock stood still.
    pub fn elapsed(&self, now: Instant) -> Duration {
        let upto = self.stopped_at.unwrap_or(now);
        upto.saturating_duration_since(self.started)
            .saturating_sub(self.still)
    }
}

/// A quiz round: the current question, score, streak and time.
#[derive(Clone, Debug)]
pub struct QuizRound {
    options: QuizOptions,
    generator: Generator,
    question: Question,
    asked: u32,
    right: u32,
    streak: u32,
    best_streak: u32,
    score: u32,
    selection: Bitboard,
    verdict: Option<Verdict>,
    /// A message that judges nothing (the answer could not be read).
    notice: Option<String>,
    /// How Russian-layout letters of the answer being judged were read.
    read_as: Option<String>,
    lang: Lang,
    /// Drill questions answered since the review queue last took them, with whether each
    /// was right.
    answers: Vec<(crate::progress::ReviewTask, bool)>,
}

/// Points for a right answer: 10, plus 2 for each right answer in a row before it (up to 5).
fn points(streak_before: u32) -> u32 {
    10 + 2 * streak_before.min(5)
}

impl QuizRound {
    /// A new round with the given options; `seed` fixes its questions.
    pub fn new(options: QuizOptions, seed: u64, lang: Lang) -> QuizRound {
        let mut generator = Generator::new(options.variant, seed);
        let question = generator.question(options.mode, 0);
        QuizRound {
            options,
            generator,
            question,
            asked: 0,
            right: 0,
            streak: 0,
            best_streak: 0,
            score: 0,
            selection: Bitboard::EMPTY,
            verdict: None,
            notice: None,
            read_as: None,
            lang,
            answers: Vec::new(),
        }
    }

    /// A round of one drill question, asked again from the review.
    pub fn review(question: DrillQuestion, lang: Lang) -> QuizRound {
        let options = QuizOptions {
            mode: Mode::Drill(question.rule),
            variant: question.position.variant(),
            seconds: None,
            labels: true,
            flipped: false,
        };
        QuizRound {
            question: Question::Drill(question),
            ..QuizRound::new(options, 0, lang)
        }
    }

    /// The drill questions answered since the last call, as review tasks with whether each
    /// was right (quiz questions are not reviewed).
    pub fn take_answers(&mut self) -> Vec<(crate::progress::ReviewTask, bool)> {
        std::mem::take(&mut self.answers)
    }

    /// The options of the round.
    pub fn options(&self) -> &QuizOptions {
        &self.options
    }

    /// The question being asked.
    pub fn question(&self) -> &Question {
        &self.question
    }

    /// The answer to the current question, once given.
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    /// Whether the current question has been answered (then `next` moves on).
    pub fn answered(&self) -> bool {
        self.verdict.is_some()
    }

    /// Squares selected for a "select the diagonal" question.
    pub fn selection(&self) -> Bitboard {
        self.selection
    }

    /// Score, right answers, questions answered, current streak and best streak.
    pub fn tally(&self) -> (u32, u32, u32, u32, u32) {
        (
            self.score,
            self.right,
            self.asked,
            self.streak,
            self.best_streak,
        )
    }

    /// Right answers as a percentage of answers (0 before the first answer).
    pub fn accuracy(&self) -> u32 {
        (self.right * 100).checked_div(self.asked).unwrap_or(0)
    }

    /// Time left of a timed round, `elapsed` after its start.
    pub fn time_left(&self, elapsed: Duration) -> Option<Duration> {
        self.options
            .seconds
            .map(|s| Duration::from_secs(s.into()).saturating_sub(elapsed))
    }

    /// Whether a timed round is over.
    pub fn is_over(&self, elapsed: Duration) -> bool {
        self.time_left(elapsed).is_some_and(|t| t.is_zero())
    }

    /// Judges the answer: praise, or `wrong_text` (the right answer and why).
    fn judge(&mut self, right: bool, wrong_text: String) {
        if self.verdict.is_some() {
            return;
        }
        self.notice = None;
        self.asked += 1;
        if let Question::Drill(d) = &self.question {
            self.answers.push((d.task(), right));
        }
        let text = if right {
            let gained = points(self.streak);
            self.score += gained;
            self.right += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            t!(self.lang, "quiz-right", points = gained)
        } else {
            self.streak = 0;
            wrong_text
        };
        let text = match self.read_as.take() {
            Some(read) => format!("{} {text}", read_as_text(&read, self.lang)),
            None => text,
        };
        self.verdict = Some(Verdict { right, text });
    }

    /// A message that judges nothing (the answer could not be read), to show until the next
    /// answer.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// A drill's answer: judged, or a notice that judges nothing.
    fn drill_answer(&mut self, answer: DrillAnswer) {
        match answer {
            DrillAnswer::Judged {
                right,
                words,
                read_as,
            } => {
                self.read_as = read_as;
                self.judge(right, words);
            }
            DrillAnswer::Notice(text) => self.notice = Some(text),
        }
    }

    /// A typed answer (name the square, write the move; a drill's square or move). Russian-
    /// layout letters are read as the keys they sit on; text that is no square or move is not
    /// judged.
    pub fn answer_text(&mut self, text: &str) {
        if self.verdict.is_some() {
            return;
        }
        let variant = self.options.variant;
        let lang = self.lang;
        match self.question.clone() {
            Question::Drill(d) => {
                if let Some(answer) = d.judge_text(text, lang) {
                    self.drill_answer(answer);
                }
            }
            Question::NameSquare(s) => {
                let (typed, read) = read_square(variant, text);
                let typed = match typed {
                    Ok(typed) => typed,
                    Err(_) if typed_by_sound(variant, text) => {
                        self.notice = Some(latin_letters_text(lang));
                        return;
                    }
                    Err(no_square) => {
                        self.notice = Some(no_square.say(variant, lang));
                        return;
                    }
                };
                self.read_as = read;
                let name = square_name(variant, s);
                let place =
                    square_place(variant, s, lang).map_or(String::new(), |p| format!(" ({p})"));
                let wrong = t!(lang, "quiz-marked-square-is", square = name, place = place);
                self.judge(typed == s, wrong);
            }
            Question::WriteMove(before, path) => {
                let typed = read_move(&before, text);
                let shown = full_text(variant, &path);
                let wrong = match typed.result {
                    Ok(p) if p.mv == path.mv => None,
                    Ok(p) => Some(t!(
                        lang,
                        "quiz-another-move-shown",
                        typed = full_text(variant, &p),
                        shown = &shown
                    )),
                    Err(e) if e.names_no_move() => {
                        let mut text = e.say(variant, lang);
                        if let Some(read) = &typed.read_as {
                            text = format!("{} {text}", read_as_text(read, lang));
                        }
                        self.notice = Some(text);
                        return;
                    }
                    Err(e @ MoveError::WrongSign(_)) => Some(e.say(variant, lang)),
                    // An illegal move (the others are above).
                    Err(_) => Some(t!(lang, "quiz-move-impossible-shown", shown = &shown)),
                };
                self.read_as = typed.read_as;
                self.judge(wrong.is_none(), wrong.unwrap_or_default());
            }
            _ => {}
        }
    }

    /// A square picked on the board (find the square; a drill's square question).
    pub fn answer_square(&mut self, sq: Square) {
        if let Question::Drill(d) = &self.question {
            if self.verdict.is_none()
                && let Some(answer) = d.pick_square(sq, self.lang)
            {
                self.drill_answer(answer);
            }
            return;
        }
        if let Question::FindSquare(target) = self.question {
            let variant = self.options.variant;
            let (picked, wanted) = (square_name(variant, sq), square_name(variant, target));
            let place = square_place(variant, target, self.lang)
                .map_or(String::new(), |p| format!(" ({p})"));
            let wrong = t!(
                self.lang,
                "quiz-picked-other-square",
                picked = picked,
                wanted = wanted,
                place = place
            );
            self.judge(sq == target, wrong);
        }
    }

    /// Selects or unselects a square (select the diagonal).
    pub fn toggle(&mut self, sq: Square) {
        if matches!(self.question, Question::SelectDiagonal(_)) && self.verdict.is_none() {
            self.selection = if self.selection.contains(sq) {
                self.selection.without(sq)
            } else {
                self.selection.with(sq)
            };
        }
    }

    /// The selection is complete (select the diagonal).
    pub fn submit_selection(&mut self) {
        if let Question::SelectDiagonal(d) = self.question {
            let answer: Bitboard = d.squares().into_iter().collect();
            let (missing, extra) = (
                (answer & !self.selection).count(),
                (self.selection & !answer).count(),
            );
            let line = diagonal_with_corners(d, self.lang);
            let wrong = t!(
                self.lang,
                "quiz-diagonal-selection-wrong",
                missing = missing,
                extra = extra,
                line = line
            );
            self.judge(answer == self.selection, wrong);
        }
    }

    /// Option `index` of a choice question.
    pub fn answer_choice(&mut self, index: usize) {
        let lang = self.lang;
        let variant = self.options.variant;
        let (right, wrong) = match &self.question {
            Question::Drill(d) => match d.judge_choice(index, lang) {
                Some(judged) => judged,
                None => return,
            },
            &Question::NameDiagonal(d) => {
                let right = NAMED_DIAGONALS.get(index).is_some_and(|c| c.id == d.id);
                let line = diagonal_with_corners(d, lang);
                let wrong = t!(lang, "quiz-marked-line-is", line = line);
                (right, wrong)
            }
            &Question::OnDiagonal(s, d) => {
                let on = d.squares().contains(&s);
                let (name, line) = (square_name(variant, s), diagonal_with_corners(d, lang));
                let wrong = if on {
                    t!(lang, "quiz-is-on-line", square = name, line = line)
                } else {
                    t!(lang, "quiz-is-not-on-line", square = name, line = line)
                };
                ((index == 0) == on, wrong)
            }
            _ => return,
        };
        self.judge(right, wrong);
    }

    /// A move played on the board (play the move; a drill's move question).
    pub fn answer_route(&mut self, route: &[Square]) {
        if let Question::Drill(d) = &self.question {
            if let Some((right, wrong)) = d.judge_route(route, self.lang) {
                self.judge(right, wrong);
            }
            return;
        }
        if let Question::PlayMove(before, path) = &self.question {
            let variant = self.options.variant;
            let wanted = full_text(variant, path);
            let wrong = match resolve_route(before, route) {
                Ok(p) if p.mv == path.mv => None,
                Ok(p) => Some(t!(
                    self.lang,
                    "quiz-another-move-wanted",
                    played = full_text(variant, &p),
                    wanted = &wanted
                )),
                Err(e) => Some(format!(
                    "{} {}",
                    e.say(variant, self.lang),
                    t!(self.lang, "quiz-move-was", wanted = &wanted)
                )),
            };
            self.judge(wrong.is_none(), wrong.unwrap_or_default());
        }
    }

    /// Moves on to the next question, harder as the streak grows (in mixed rounds).
    pub fn next(&mut self) {
        let level = self.streak / 3;
        self.question = self.generator.question(self.options.mode, level);
        self.selection = Bitboard::EMPTY;
        self.verdict = None;
        self.notice = None;
    }

    /// The round as a saved result.
    pub fn result(&self, when: u64) -> QuizResult {
        QuizResult {
            key: self.options.key(),
            score: self.score,
            correct: self.right,
            asked: self.asked,
            when,
        }
    }

    /// Records the finished round in `progress` (its best score and the recent results).
    /// `None` when no question was asked, so there is nothing to record or save; else whether
    /// the round beat the best score of its options.
    pub fn record(&self, progress: &mut Progress, when: u64) -> Option<bool> {
        (self.asked > 0).then(|| progress.quiz.add(self.result(when)))
    }
}
