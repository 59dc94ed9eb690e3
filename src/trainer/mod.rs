//! UI-free state machines of the trainer: the lesson runner, building moves from picks on a
//! board, and the progress summary. Screens show what these say and pass on what the
//! learner does.

mod lesson;
mod quiz;
mod route;
mod summary;
mod worksheet;

pub use lesson::{Advance, Feedback, Hint, LessonRun, Tone};
pub use quiz::{AnswerBy, Generator, Mode, Question, QuizOptions, QuizRound, Verdict};
pub use route::{Pick, RouteBuilder};
pub use summary::progress_summary;
pub use worksheet::worksheet;

#[cfg(test)]
mod tests;
