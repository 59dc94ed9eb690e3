//! Lessons: the checked model of a lesson script. The YAML format (version
//! [`FORMAT`](crate::content::FORMAT)) is read in [`schema`] and proven sound with the rules
//! engine in [`check`].
//!
//! `lessons/README.md` documents the format for authors.

mod check;
mod measure;
mod schema;

use super::corners_lesson::CornersTask;
use super::text::Text;
use crate::corners::CornersPosition;
use crate::rules::{Bitboard, MovePath, NamedDiagonal, Position, Square, Variant};

pub(crate) use check::parse_lesson;
pub(crate) use measure::{LessonMeasure, WORDS_AIM, measure, words};

/// A checked lesson.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// Stable identifier (progress is keyed by it).
    pub id: String,
    /// Title shown in the lesson list.
    pub title: Text,
    /// The variant whose rules the lesson uses.
    pub variant: Variant,
    /// One or two sentences about the lesson.
    pub summary: Text,
    /// The puzzle theme its "Practise this" opens, if it has one.
    pub practice: Option<String>,
    /// The rule drill its "Practise the rule" opens, if it has one.
    pub drill: Option<super::Rule>,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// A stage of a lesson: one idea, a run of steps.
#[derive(Clone, Debug)]
pub struct Stage<'a> {
    /// Its title (the lesson's title for a lesson that names no stage).
    pub title: &'a Text,
    /// The steps it holds (indices into the lesson's steps).
    pub steps: std::ops::Range<usize>,
}

/// Where a step stands in its lesson, numbered as the lesson screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepPlace {
    /// The step's number from 1, within its stage.
    pub step: usize,
    /// How many steps the stage has.
    pub count: usize,
    /// The stage's number from 1 and how many stages there are, in a lesson of several.
    pub stage: Option<(usize, usize)>,
}

impl Lesson {
    /// Whether this is a lesson of corners (its positions are corners positions).
    pub fn is_corners(&self) -> bool {
        self.steps.iter().any(|s| s.scene.corners.is_some())
    }

    /// The stages, in order. A step with a stage title begins a stage; the steps before the
    /// first such step make a stage named like the lesson.
    pub fn stages(&self) -> Vec<Stage<'_>> {
        let mut stages: Vec<Stage> = Vec::new();
        for (i, step) in self.steps.iter().enumerate() {
            match (&step.stage, stages.last_mut()) {
                (None, Some(last)) => last.steps.end = i + 1,
                (title, _) => stages.push(Stage {
                    title: title.as_ref().unwrap_or(&self.title),
                    steps: i..i + 1,
                }),
            }
        }
        stages
    }

    /// The stage that holds step `step` (0-based), with its index, if the step exists.
    pub fn stage_of(&self, step: usize) -> Option<(usize, Stage<'_>)> {
        self.stages()
            .into_iter()
            .enumerate()
            .find(|(_, s)| s.steps.contains(&step))
    }

    /// Where step `step` (counted from 0) stands, as the learner reads it: its number from 1
    /// within its stage and the stage's length, and for a lesson of several stages, the
    /// stage's number from 1 and how many there are.
    pub fn step_place(&self, step: usize) -> StepPlace {
        let stages = self.stages();
        match stages.iter().position(|s| s.steps.contains(&step)) {
            Some(i) if stages.len() > 1 => StepPlace {
                step: step - stages[i].steps.start + 1,
                count: stages[i].steps.len(),
                stage: Some((i + 1, stages.len())),
            },
            _ => StepPlace {
                step: step + 1,
                count: self.steps.len(),
                stage: None,
            },
        }
    }

    /// A fingerprint of the lesson's script: its steps' kinds and positions, not its wording.
    /// A run saved under another script starts again (its step numbers mean other steps).
    pub fn script(&self) -> u64 {
        let mut shape = String::new();
        for step in &self.steps {
            let kind = match step.kind {
                StepKind::Say => 's',
                StepKind::Move(_) => 'm',
                StepKind::Squares(_) => 'q',
                StepKind::Choice { .. } => 'c',
                StepKind::Answer(_) => 'a',
                StepKind::CornersMove(_) => 'k',
            };
            shape.push(kind);
            if let Some(pos) = &step.scene.position {
                shape.push_str(&pos.to_string());
            }
            if let Some(pos) = &step.scene.corners {
                shape.push_str(&pos.to_fen());
            }
            shape.push('\n');
        }
        crate::fnv::fnv1a(shape.as_bytes())
    }

    /// Every text of the lesson (to check translations).
    pub fn texts(&self) -> Vec<&Text> {
        let mut out = vec![&self.title, &self.summary];
        for step in &self.steps {
            out.extend(step.texts());
        }
        out
    }
}

impl Step {
    /// Every text of the step: its stage title, what it says, hints, feedback and options.
    pub fn texts(&self) -> Vec<&Text> {
        let mut out: Vec<&Text> = self.stage.iter().collect();
        out.push(&self.text);
        out.extend(self.hint.iter().chain(self.explain.iter()));
        match &self.kind {
            StepKind::Move(turns) => {
                for turn in turns {
                    out.extend(turn.prompt.iter().chain(&turn.praise).chain(&turn.hint));
                    out.extend(turn.wrong.iter().map(|w| &w.text));
                }
            }
            StepKind::Choice { options, .. } => out.extend(options),
            StepKind::CornersMove(task) => {
                out.push(&task.hint);
                out.extend(
                    task.praise
                        .iter()
                        .chain(task.wrong.iter().map(|(_, say)| say)),
                );
            }
            _ => {}
        }
        out
    }
}

/// One step of a lesson.
#[derive(Clone, Debug)]
pub struct Step {
    /// The title of the stage this step begins, if it begins one.
    pub stage: Option<Text>,
    /// A move step that shows a move it names, rather than asking the learner to find one.
    pub demo: bool,
    /// The task the placement test asks from this lesson (at most one step of a lesson).
    pub placement: bool,
    /// What the step says or asks.
    pub text: Text,
    /// The board to show (if any) with its marks.
    pub scene: Scene,
    /// What the learner does.
    pub kind: StepKind,
    /// A hint in words, given with the first graded hint (move steps: per move, in `Turn`).
    pub hint: Option<Text>,
    /// Said after a choice or an answer, right or wrong.
    pub explain: Option<Text>,
    /// Show the draw-rule counters while the moves of this step are played.
    pub counters: bool,
}

/// A board to show: a position and what to mark on it.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    /// The position, or `None` for a step without a board.
    pub position: Option<Position>,
    /// Squares to highlight.
    pub highlight: Vec<Square>,
    /// Named diagonals to highlight.
    pub diagonals: Vec<&'static NamedDiagonal>,
    /// Arrows from one square to another.
    pub arrows: Vec<(Square, Square)>,
    /// The position of a corners lesson's step that sets its own (`None`: the board stays as
    /// the step before left it).
    pub corners: Option<CornersPosition>,
}

/// What the learner does in a step.
#[derive(Clone, Debug)]
pub enum StepKind {
    /// Read and continue.
    Say,
    /// Play one or more moves on the board.
    Move(Vec<Turn>),
    /// Select exactly this set of squares.
    Squares(Bitboard),
    /// Pick one of several answers.
    Choice {
        /// The options, in order.
        options: Vec<Text>,
        /// Index of the right option (0-based).
        correct: usize,
    },
    /// Type an answer.
    Answer(AnswerKey),
    /// Play one of the accepted moves of a corners position.
    CornersMove(CornersTask),
}

/// What a typed answer must be.
#[derive(Clone, Debug)]
pub enum AnswerKey {
    /// This move, which is shown on the board, written in any notation the parser reads.
    Move(MovePath),
    /// One of these squares, written by name or number.
    Squares(Vec<Square>),
    /// One of these texts (compared ignoring case and spaces).
    Texts(Vec<String>),
}

/// One move the learner makes in a move step.
#[derive(Clone, Debug)]
pub struct Turn {
    /// Extra prompt for this move (the step text is shown for the first).
    pub prompt: Option<Text>,
    /// Which moves are right.
    pub accept: Accept,
    /// Feedback for particular legal but wrong moves.
    pub wrong: Vec<WrongTry>,
    /// The opponent's answer after a right move, as written (legal after every accepted move).
    pub reply: Option<String>,
    /// Said after a right move.
    pub praise: Option<Text>,
    /// A hint in words, given with the first graded hint.
    pub hint: Option<Text>,
}

/// A try the author expects to be wrong, legal or not, with the feedback that names the rule.
#[derive(Clone, Debug)]
pub struct WrongTry {
    /// The squares of the try: start, any landing squares, end.
    pub route: Vec<Square>,
    /// What to say when the learner tries it.
    pub text: Text,
    /// A legal move the lesson allows but does not want now: trying it costs no star.
    pub allowed: bool,
}

impl WrongTry {
    /// Whether an attempt (start, squares, end) is this try: the same start and end, and the
    /// same squares between, unless one of them names none (a short form). An attempt of
    /// fewer than two squares (half a move, or none) is no try.
    pub fn fits(&self, attempt: &[Square]) -> bool {
        let inner = |r: &[Square]| r.get(1..r.len().saturating_sub(1)).unwrap_or(&[]).to_vec();
        let (a, b) = (inner(&self.route), inner(attempt));
        attempt.len() >= 2
            && self.route.first() == attempt.first()
            && self.route.last() == attempt.last()
            && (a.is_empty() || b.is_empty() || a == b)
    }
}

/// The moves a turn accepts.
#[derive(Clone, Debug)]
pub enum Accept {
    /// Exactly these moves.
    Moves(Vec<MovePath>),
    /// Any legal move.
    Any,
    /// Any capture.
    AnyCapture,
    /// A capture taking the most pieces.
    BestCapture,
}

impl Accept {
    /// Whether `path` is right in `pos`.
    pub fn accepts(&self, pos: &Position, path: &MovePath) -> bool {
        match self {
            Accept::Moves(moves) => moves.iter().any(|m| m.mv == path.mv),
            Accept::Any => true,
            Accept::AnyCapture => path.mv.is_capture(),
            Accept::BestCapture => {
                let most = pos
                    .legal_moves()
                    .iter()
                    .map(crate::rules::Move::capture_count)
                    .max();
                path.mv.is_capture() && Some(path.mv.capture_count()) == most
            }
        }
    }

    /// Every legal move of `pos` this accepts.
    pub fn accepted_moves(&self, pos: &Position) -> Vec<MovePath> {
        pos.legal_move_paths()
            .into_iter()
            .filter(|p| self.accepts(pos, p))
            .collect()
    }
}
