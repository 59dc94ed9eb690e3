//! Solving puzzles: the session state machine (right, wrong, alternatives, hints, scoring),
//! picking puzzles for a learner, and updating ratings. UI-free.

use crate::content::Puzzle;
use crate::engine::{
    Goal, Limits, MoveProof, ProveLimit, Searcher, best_defence, goal_met, outlook, prove_line,
    prove_move,
};
use crate::i18n::core::Say;
use crate::progress::{Progress, RatedResult, unix_now};
use crate::rating::Rating;
use crate::rules::{
    Color, MoveError, MovePath, Position, Square, full_text, resolve_route, square_name,
};
use crate::trainer::typing::{read_as_text, read_move};
use crate::trainer::{Feedback, Hint, Tone, played_text};
use crate::{Lang, t};

mod pick;
mod refutation;
mod run;

pub use pick::Choice;

pub(crate) use pick::{Offer, failed_puzzles, next_puzzle, offer, replay_puzzles, sheet_puzzles};
#[cfg(test)]
pub(crate) use refutation::Fact;
pub(crate) use refutation::{missed_goal_text, wrong_move_facts};
pub(crate) use run::{PuzzleRun, RunEnd, RunMode, RunSummary};

/// Where a session stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The solver is to move.
    Solving,
    /// A wrong move is on the board with the opponent's punishing reply; taking it back
    /// goes on.
    Punished,
    /// Solved.
    Solved,
    /// Given up (skipped, or the streak ended).
    GivenUp,
}

/// Plies a move other than the book's may take beyond the rest of the solution to reach
/// the goal, and still be proven right.
pub const JUDGE_EXTRA_PLIES: u32 = 4;
/// The longest proof (in plies, the move included) sought for a move other than the book's.
pub const JUDGE_MOST_PLIES: u32 = 15;
/// The prover's node budget for a move other than the book's (a verdict well under half a
/// second on a modest laptop).
pub const JUDGE_PROOF_NODES: u64 = 100_000;
/// The engine's node budget for a move the prover could not decide in time.
pub const JUDGE_SEARCH_NODES: u64 = 60_000;

/// One puzzle being solved.
#[derive(Clone, Debug)]
pub struct PuzzleSession {
    puzzle: Puzzle,
    /// Moves played so far (the solver's and the replies).
    played: Vec<MovePath>,
    /// Still on the main line of the solution.
    on_line: bool,
    /// Off the main line: the ply (counted from the start) by which the move accepted
    /// instead was proven to reach the goal.
    deadline: u32,
    /// The wrong move and the reply shown while punished.
    punished: Option<(MovePath, Option<MovePath>)>,
    mistakes: u32,
    hints: u32,
    hint_level: u8,
    hint: Option<Hint>,
    status: Status,
    feedback: Option<Feedback>,
    lang: Lang,
    /// The defender's answer just played, and the position it was played in (to show it).
    reply: Option<(Position, MovePath)>,
    /// How Russian-layout letters of the move being judged were read.
    read_as: Option<String>,
    /// Part of a streak: the first wrong move ends the puzzle, and no hints are given.
    streak: bool,
    /// The learner asked why (the explanation is shown from then on).
    why_asked: bool,
    /// Given up: the board plays the solution from the start, a move at a time.
    replaying: bool,
}

impl PuzzleSession {
    /// How the puzzle ended as a review task: right only when solved without a mistake or
    /// a hint.
    pub fn review_answer(&self) -> super::ReviewAnswer {
        super::ReviewAnswer::of(self.status() == Status::Solved, self.mistakes_and_hints())
    }

    /// Starts solving `puzzle`.
    pub fn new(puzzle: Puzzle, lang: Lang) -> PuzzleSession {
        PuzzleSession {
            puzzle,
            played: Vec::new(),
            on_line: true,
            deadline: 0,
            punished: None,
            mistakes: 0,
            hints: 0,
            hint_level: 0,
            hint: None,
            status: Status::Solving,
            feedback: None,
            lang,
            reply: None,
            read_as: None,
            streak: false,
            why_asked: false,
            replaying: false,
        }
    }

    /// Starts solving `puzzle` in a streak: a wrong move ends it at once (shown with its
    /// punishing reply and the solution, status [`Status::GivenUp`]), and hints are refused.
    pub fn in_streak(puzzle: Puzzle, lang: Lang) -> PuzzleSession {
        PuzzleSession {
            streak: true,
            ..PuzzleSession::new(puzzle, lang)
        }
    }

    /// The defender's answer to the learner's last move, with the position it was played
    /// in, once (for the screen to show it move).
    pub fn take_reply(&mut self) -> Option<(Position, MovePath)> {
        self.reply.take()
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Where the session stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The latest message.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// The hint shown last, if any.
    pub fn hint_shown(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// Mistakes and hints so far.
    pub fn mistakes_and_hints(&self) -> (u32, u32) {
        (self.mistakes, self.hints)
    }

    /// The position the solver is to move in.
    fn current(&self) -> Position {
        self.played
            .iter()
            .fold(self.puzzle.position, |pos, m| pos.play_unchecked(&m.mv))
    }

    /// The position to show: the current one, or the punishing line while punished.
    pub fn board(&self) -> Position {
        match &self.punished {
            Some((wrong, reply)) => {
                let after = self.current().play_unchecked(&wrong.mv);
                reply
                    .as_ref()
                    .map_or(after, |r| after.play_unchecked(&r.mv))
            }
            None => self.current(),
        }
    }

    /// The last move to mark on the board.
    pub fn last_move(&self) -> Option<&MovePath> {
        match &self.punished {
            Some((wrong, reply)) => reply.as_ref().or(Some(wrong)),
            None => self.played.last(),
        }
    }

    /// The task in words: "White to move: win a piece."
    pub fn prompt(&self) -> String {
        task_text(&self.puzzle, self.lang)
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        let text = text.into();
        let text = match self.read_as.take() {
            Some(read) => format!("{} {text}", read_as_text(&read, self.lang)),
            None => text,
        };
        self.feedback = Some(Feedback { tone, text });
    }

    fn name(&self, path: &MovePath) -> String {
        full_text(self.puzzle.variant(), path)
    }

    /// Plies left to reach the goal: for the rest of the solution, or off the main line for
    /// the rest of the proof of the move accepted instead.
    fn plies_left(&self) -> u32 {
        let end = if self.on_line {
            self.puzzle.solution.len() as u32
        } else {
            self.deadline
        };
        end.saturating_sub(self.played.len() as u32).max(1)
    }

    /// A move picked on the board.
    pub fn play_route(&mut self, route: &[Square]) {
        let result = resolve_route(&self.current(), route);
        self.judge(result);
    }

    /// A move typed; Russian-layout letters are read as the keys they sit on.
    pub fn type_text(&mut self, text: &str) {
        if !text.trim().is_empty() && self.status == Status::Solving {
            let typed = read_move(&self.current(), text);
            self.read_as = typed.read_as;
            self.judge(typed.result);
        }
    }

    fn judge(&mut self, result: Result<MovePath, MoveError>) {
        if self.status != Status::Solving {
            return;
        }
        let variant = self.puzzle.variant();
        let path = match result {
            Ok(path) => path,
            // Not a whole move, or the wrong sign: say how to write it; no mistake.
            // A try that names no own piece is a slip of the hand: refused, not counted.
            Err(e) if !e.is_mistake() => {
                let text = e.say(variant, self.lang);
                return self.say(Tone::Info, text);
            }
            Err(e) => {
                self.mistakes += 1;
                let text = e.say(variant, self.lang);
                return self.say(Tone::Wrong, text);
            }
        };
        let index = self.played.len();
        let expected = self
            .puzzle
            .solution
            .get(index)
            .filter(|_| self.on_line)
            .cloned();
        let key_move = expected.as_ref().is_some_and(|e| e.mv == path.mv);
        let listed_alternative = index == 0 && self.puzzle.also.iter().any(|a| a.mv == path.mv);
        // The defender's most stubborn reply, when the prover has just shown it.
        let mut proven_reply = None;
        let mut text = if key_move {
            t!(self.lang, "trainer-right")
        } else if listed_alternative {
            self.deadline = self.puzzle.solution.len() as u32;
            self.also_wins(expected.as_ref())
        } else {
            // Any move that reaches the goal by force counts, however long its proof.
            let limit = ProveLimit {
                depth: (self.plies_left() + JUDGE_EXTRA_PLIES).min(JUDGE_MOST_PLIES),
                nodes: JUDGE_PROOF_NODES,
            };
            match prove_move(
                &self.puzzle.position,
                &self.played,
                &path,
                self.puzzle.goal,
                limit,
            ) {
                MoveProof::Proven(line) => {
                    self.deadline = (index + line.len()) as u32;
                    proven_reply = line.into_iter().nth(1);
                    self.also_wins(expected.as_ref())
                }
                MoveProof::Refuted => return self.punish(path),
                // Too deep to decide in time: the engine judges, and a move it approves is
                // praised, never punished.
                MoveProof::Unknown => {
                    let mut after = self.played.clone();
                    after.push(path.clone());
                    let seen = outlook(
                        &self.puzzle.position,
                        &after,
                        self.puzzle.goal,
                        JUDGE_SEARCH_NODES,
                    );
                    if !seen.holds() {
                        return self.punish(path);
                    }
                    return self.approve(path, expected.as_ref());
                }
            }
        };
        self.hint_level = 0;
        self.hint = None;
        self.on_line &= key_move;
        self.played.push(path);
        // The defender's reply: the solution's, or the most stubborn one off the line.
        let defender_moves = !self.current().legal_moves().is_empty();
        let reply = if !defender_moves || self.goal_reached() {
            None
        } else if self.on_line {
            self.puzzle.solution.get(index + 1).cloned()
        } else if proven_reply.is_some() {
            proven_reply
        } else {
            let limit = ProveLimit {
                depth: self.plies_left(),
                nodes: 200_000,
            };
            best_defence(&self.puzzle.position, &self.played, self.puzzle.goal, limit)
                .and_then(|line| line.into_iter().next())
                .or_else(|| {
                    Searcher::new(14)
                        .search(&self.current(), &[], Limits::depth(6))
                        .best
                })
        };
        if let Some(reply) = reply {
            let before = self.current();
            text = format!("{text} {}", played_text(&before, &reply, self.lang));
            self.reply = Some((before, reply.clone()));
            self.played.push(reply);
        }
        let line_done = self.on_line && self.played.len() >= self.puzzle.solution.len();
        let done = line_done || self.goal_reached();
        if done {
            self.status = Status::Solved;
            text = format!("{text} {}", t!(self.lang, "puzzle-solved"));
        } else {
            text = format!("{text} {}", t!(self.lang, "puzzle-keep-going"));
        }
        self.say(Tone::Right, text);
    }

    /// "That also wins": a move other than the book's, proven to reach the goal. In
    /// giveaway it "also gives everything away".
    fn also_wins(&self, book: Option<&MovePath>) -> String {
        let giveaway = self.puzzle.variant().is_giveaway();
        match book {
            Some(book) if giveaway => t!(self.lang, "puzzle-also-gives", key = self.name(book)),
            Some(book) => t!(self.lang, "puzzle-also-wins", key = self.name(book)),
            None if giveaway => t!(self.lang, "puzzle-also-gives-off-line"),
            None => t!(self.lang, "puzzle-also-wins-off-line"),
        }
    }

    /// A move the prover could not decide in time but the engine approves: praised, and
    /// the puzzle counts as solved, with the book line shown.
    fn approve(&mut self, path: MovePath, book: Option<&MovePath>) {
        let praise = match book {
            Some(book) => t!(self.lang, "puzzle-works-too", key = self.name(book)),
            None => t!(self.lang, "puzzle-works-too-off-line"),
        };
        let line: Vec<String> = self.puzzle.solution.iter().map(|m| self.name(m)).collect();
        let line = t!(self.lang, "puzzle-book-line", line = line.join(" "));
        self.hint_level = 0;
        self.hint = None;
        self.on_line = false;
        self.played.push(path);
        self.status = Status::Solved;
        let solved = t!(self.lang, "puzzle-solved");
        self.say(Tone::Right, format!("{praise} {line} {solved}"));
    }

    /// Whether the position now meets the goal (so the puzzle is over).
    fn goal_reached(&self) -> bool {
        goal_met(&self.puzzle.position, &self.played, self.puzzle.goal)
    }

    /// A legal move that does not solve: show the opponent's best answer, to be taken back.
    fn punish(&mut self, path: MovePath) {
        self.mistakes += 1;
        let after = self.current().play_unchecked(&path.mv);
        let reply = Searcher::new(14).search(&after, &[], Limits::depth(6)).best;
        // Why the goal is missed, as far as the prover can show it.
        let depth = (self.plies_left() + JUDGE_EXTRA_PLIES).min(JUDGE_MOST_PLIES);
        let why = reply.as_ref().map(|r| {
            let base = &self.puzzle.position;
            let found = wrong_move_facts(base, &self.played, &path, r, self.puzzle.goal, depth - 1);
            let giveaway = self.puzzle.variant().is_giveaway();
            missed_goal_text(&found, self.puzzle.goal, giveaway, after.turn(), self.lang)
        });
        // The punishing answer is shown moving, like any other reply.
        self.reply = reply.clone().map(|r| (after, r));
        self.punished = Some((path, reply));
        self.status = Status::Punished;
        if self.streak {
            return self.end_streak(why.unwrap_or_default());
        }
        let text = match (&self.punished, why) {
            (Some((wrong, Some(r))), Some(why)) => t!(
                self.lang,
                "puzzle-refuted",
                wrong = self.name(wrong),
                reply = self.name(r),
                why = why
            ),
            _ => t!(self.lang, "puzzle-not-this-one"),
        };
        self.say(Tone::Wrong, text);
    }

    /// In a streak, a wrong move ends the puzzle: the wrong move and its reply stay on the
    /// board, with `why` it misses the goal, and the solution is given.
    fn end_streak(&mut self, why: String) {
        let Some((wrong, reply)) = self.punished.clone() else {
            return;
        };
        self.status = Status::GivenUp;
        let line: Vec<String> = self.puzzle.solution.iter().map(|m| self.name(m)).collect();
        let line = line.join(" ");
        let wrong = self.name(&wrong);
        let text = match reply.map(|r| self.name(&r)) {
            Some(r) => t!(
                self.lang,
                "puzzle-streak-refuted",
                wrong = wrong,
                reply = r,
                why = why,
                line = line
            ),
            None => t!(self.lang, "puzzle-streak-wrong", wrong = wrong, line = line),
        };
        self.say(Tone::Wrong, text);
    }

    /// Takes back a wrong move and its punishment.
    pub fn take_back(&mut self) {
        if self.status == Status::Punished {
            self.punished = None;
            self.status = Status::Solving;
            let text = t!(self.lang, "puzzle-try-again");
            self.say(Tone::Info, text);
        }
    }

    /// Gives up: the solution is written out, and the board goes back to the puzzle's
    /// start to play it move by move ([`PuzzleSession::show_solution_move`]).
    pub fn give_up(&mut self) {
        if matches!(self.status, Status::Solving | Status::Punished) {
            self.punished = None;
            self.status = Status::GivenUp;
            self.hint = None;
            self.played.clear();
            self.replaying = true;
            let line: Vec<String> = self.puzzle.solution.iter().map(|m| self.name(m)).collect();
            let text = t!(self.lang, "puzzle-solution", line = line.join(" "));
            self.say(Tone::Info, text);
        }
    }

    /// Whether a puzzle given up still has moves of its solution to show on the board.
    pub fn solution_left(&self) -> bool {
        self.replaying && self.played.len() < self.puzzle.solution.len()
    }

    /// Plays the next move of the solution on the board of a puzzle given up (shown moving).
    pub fn show_solution_move(&mut self) {
        if !self.solution_left() {
            return;
        }
        let before = self.current();
        let path = self.puzzle.solution[self.played.len()].clone();
        self.played.push(path.clone());
        self.reply = Some((before, path));
    }

    /// The puzzle's idea in words, once the learner may read it: after the puzzle is solved
    /// or given up, or after asking [`PuzzleSession::why`]. `None` before that, or when the
    /// puzzle has no explanation.
    pub fn explanation(&self) -> Option<&str> {
        let open = self.why_asked || matches!(self.status, Status::Solved | Status::GivenUp);
        let text = self.puzzle.explain.as_ref().filter(|_| open)?;
        Some(text.get(self.lang))
    }

    /// The learner asks why. Once the puzzle is over the explanation is simply shown; before
    /// that it gives the idea away, so it counts as a hint (and a streak, which allows no
    /// hints, keeps it for the end).
    pub fn why(&mut self) {
        if self.puzzle.explain.is_none() {
            let text = t!(self.lang, "puzzle-why-none");
            return self.say(Tone::Info, text);
        }
        if self.why_asked {
            return;
        }
        if matches!(self.status, Status::Solved | Status::GivenUp) {
            self.why_asked = true;
            return;
        }
        if self.streak {
            let text = t!(self.lang, "puzzle-why-after-streak");
            return self.say(Tone::Info, text);
        }
        self.why_asked = true;
        self.hints += 1;
    }

    /// The next grade of hint: the piece, its target, then the whole move (or the
    /// puzzle's own hint in words first, if it has one). None in a streak.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.status != Status::Solving {
            return None;
        }
        if self.streak {
            let text = t!(self.lang, "puzzle-no-hints-in-streak");
            self.say(Tone::Info, text);
            return None;
        }
        let expected = if self.on_line {
            self.puzzle.solution.get(self.played.len()).cloned()
        } else {
            let limit = ProveLimit {
                depth: self.plies_left(),
                nodes: 200_000,
            };
            prove_line(&self.puzzle.position, &self.played, self.puzzle.goal, limit)
                .proven
                .first()
                .map(|p| p.line[0].clone())
        }?;
        let variant = self.puzzle.variant();
        // A mistake puzzle's words ("you played b2-c3 here") are on its screen already.
        let words = self
            .puzzle
            .hints
            .get(self.hint_level as usize)
            .filter(|_| self.puzzle.collection != super::MISTAKES)
            .map(|t| t.get(self.lang).to_string());
        let from = square_name(variant, expected.mv.from);
        let to = square_name(variant, expected.mv.to);
        let (hint, text) = match self.hint_level {
            0 => (
                Hint::Square(expected.mv.from),
                t!(self.lang, "puzzle-hint-piece", square = &from),
            ),
            1 => (
                Hint::Target(expected.mv.from, expected.mv.to),
                t!(self.lang, "trainer-hint-target", from = &from, to = &to),
            ),
            _ => (
                Hint::Move(expected.clone()),
                t!(self.lang, "trainer-hint-move", mv = self.name(&expected)),
            ),
        };
        let text = words.map_or(text.clone(), |w| format!("{w} {text}"));
        self.say(Tone::Info, text);
        self.hints += 1;
        self.hint_level = self.hint_level.saturating_add(1);
        self.hint = Some(hint.clone());
        Some(hint)
    }

    /// The score of this puzzle: 100 solved cleanly, less for each mistake (25) and hint
    /// (15), at least 10 when solved; 0 when given up.
    pub fn score(&self) -> u32 {
        match self.status {
            Status::Solved => 100u32
                .saturating_sub(25 * self.mistakes + 15 * self.hints)
                .max(10),
            _ => 0,
        }
    }

    /// The result for ratings: 1 solved cleanly, 0.5 solved with help or mistakes, 0 not solved.
    pub fn result(&self) -> f64 {
        match (self.status, self.mistakes + self.hints) {
            (Status::Solved, 0) => 1.0,
            (Status::Solved, _) => 0.5,
            _ => 0.0,
        }
    }
}

/// The rating a puzzle starts with: its file rating, not yet certain.
fn puzzle_rating(puzzle: &Puzzle, progress: &Progress) -> Rating {
    progress
        .puzzles
        .get(&puzzle.id)
        .and_then(|p| p.rating)
        .unwrap_or(Rating {
            rating: f64::from(puzzle.rating),
            deviation: 150.0,
            volatility: 0.06,
        })
}

/// The rating a learner starts with in a variant (with Glicko-2's newcomer deviation, 350).
///
/// Not Glicko-2's 1500: "next for me" offers the puzzles rated nearest the learner, and
/// 950 puts the opening traps and short shots (800-1100, in every variant's bank) first,
/// so a new learner begins with puzzles they can solve and climbs from there.
pub const START_RATING: f64 = 950.0;

/// The most one puzzle moves a learner's rating, up or down.
///
/// With the newcomer deviation of 350, Glicko-2 moves a rating by about 170 points on the
/// first result: one give-up would throw a child below every puzzle in the bank. We keep
/// Glicko-2 itself exact (its deviation shrinks as the paper says) and cap the step here
/// instead of starting with a smaller deviation: after about six puzzles Glicko-2's own
/// steps are below 60 anyway, so the cap only softens the start, while a smaller starting
/// deviation would slow every later step too and keep a strong learner among easy puzzles
/// for long.
pub const MAX_RATING_STEP: f64 = 60.0;

/// The learner's rating for a variant ([`START_RATING`] before the first puzzle).
pub fn learner_rating(progress: &Progress, variant: crate::rules::Variant) -> Rating {
    progress
        .ratings
        .get(variant.name())
        .copied()
        .unwrap_or(Rating::new(START_RATING))
}

/// Records a finished session: the puzzle's progress, and both ratings (learner and
/// puzzle) moved by the result; the learner's by at most [`MAX_RATING_STEP`].
pub fn record(progress: &mut Progress, session: &PuzzleSession) {
    let puzzle = session.puzzle();
    let variant = puzzle.variant().name().to_string();
    let learner = learner_rating(progress, puzzle.variant());
    let own = puzzle_rating(puzzle, progress);
    progress.rate(RatedResult {
        variant,
        puzzle: puzzle.id.clone(),
        learner_start: learner,
        puzzle_start: own,
        score: session.result(),
        max_step: MAX_RATING_STEP,
    });
    let entry = progress.puzzles.entry(puzzle.id.clone()).or_default();
    entry.solved |= session.status() == Status::Solved;
    entry.failed = session.status() != Status::Solved || session.mistakes > 0;
    entry.best_score = entry.best_score.max(session.score());
    entry.updated = unix_now();
    // Solved without a mistake or a hint is a right answer for the review queue.
    let right = !entry.failed && session.hints == 0;
    let task = crate::progress::ReviewTask::Puzzle {
        id: puzzle.id.clone(),
    };
    progress.review.record(&task, right, entry.updated);
}

/// A puzzle's task in words: "White to move: win a piece." A giveaway puzzle's win is
/// "give away all your pieces (or get them blocked)".
pub fn task_text(puzzle: &Puzzle, lang: Lang) -> String {
    let side = match puzzle.position.turn() {
        Color::White => "white",
        Color::Black => "black",
    };
    let (goal, count) = match puzzle.goal {
        Goal::Win if puzzle.variant().is_giveaway() => ("giveaway", 0),
        goal => goal.kind_and_count(),
    };
    t!(lang, "puzzle-task", side = side, goal = goal, count = count)
}
