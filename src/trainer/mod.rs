//! UI-free state machines of the trainer: the lesson runner, building moves from picks on a
//! board, and the progress summary. Screens show what these say and pass on what the
//! learner does.

mod lesson;
mod play;
mod puzzle;
mod quiz;
mod route;
mod summary;
mod worksheet;

pub use lesson::{Advance, Feedback, Hint, LessonRun, Tone};
pub use play::{Ending, PlayPlan, PlaySession, SidePick, computer_name, game_line, pdn_date};
pub use puzzle::{
    Choice, MISTAKE_PENALTY, PuzzleRun, PuzzleSession, RunMode, Status, TIMED_RUN, learner_rating,
    next_puzzle, record,
};
pub use quiz::{AnswerBy, Generator, Mode, Question, QuizOptions, QuizRound, Verdict};
pub use route::{Pick, RouteBuilder};
pub use summary::{games_summary, progress_summary};
pub use worksheet::{worksheet, worksheet_svg};

#[cfg(test)]
mod tests;
