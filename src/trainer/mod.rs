//! UI-free state machines of the trainer: the lesson runner, building moves from picks on a
//! board, and the progress summary. Screens show what these say and pass on what the
//! learner does.

mod computer;
mod drill;
mod feedback;
mod game_review;
mod learner;
mod lesson;
mod lesson_score;
mod mistakes;
mod names;
mod placement;
mod play;
mod play_plan;
mod puzzle;
mod quiz;
mod review;
mod route;
mod summary;
mod thinking;
mod typing;

pub(crate) use computer::{GameMemory, GameReview, ReviewNews, computer_move, play_hint};
#[cfg(test)]
pub(crate) use drill::DrillAnswer;
pub use drill::{DrillQuestion, DrillSource, Rule};
pub(crate) use feedback::{Feedback, Hint, Tone, played_text};
pub(crate) use game_review::{
    BetterStep, Mark, MoveReview, NextMistake, Why, annotated_pdn, better_step, better_text,
    blunders, next_mistake, numbered, review_ply, summary_line, why_text,
};
pub(crate) use learner::{GameNow, Learner, ReviewAnswer, SavedFile, Toggle, saved_text};
pub(crate) use lesson::{Advance, LessonRun};
pub use mistakes::puzzle_of_task;
pub(crate) use mistakes::{MISTAKES, add_mistakes, blunder_puzzles, record_mistake};
#[cfg(test)]
pub(crate) use mistakes::{mistake_puzzle, mistake_task};
pub(crate) use names::{best_runs, in_sentence, lesson_step_name, quiz_key_name, record_name};
pub(crate) use placement::PlacementEnd;
pub use placement::{Placement, placement_tasks};
#[cfg(test)]
pub(crate) use play::Ending;
pub(crate) use play::{CornersSession, DraughtsSession, PlaySession, Playable};
pub(crate) use play_plan::{
    Opened, continue_label, game_line, last_unfinished, learner_side, pdn_today,
};
pub use play_plan::{PlayGame, PlayPlan, SavedGame, SidePick};
pub use puzzle::Choice;
#[cfg(test)]
pub(crate) use puzzle::{
    Fact, MAX_RATING_STEP, START_RATING, missed_goal_text, next_puzzle, wrong_move_facts,
};
pub(crate) use puzzle::{
    Offer, PuzzleRun, PuzzleSession, RunEnd, RunMode, RunSummary, Status, failed_puzzles,
    learner_rating, offer, record, sheet_puzzles, task_text,
};
pub(crate) use quiz::{
    AnswerBy, Generator, Question, QuizRound, RoundClock, Verdict, diagonal_name,
};
pub use quiz::{Mode, QuizOptions};
pub use review::ReviewSession;
pub(crate) use review::next_due_text;
pub(crate) use route::{Pick, RouteBuilder};
pub(crate) use summary::{games_summary, progress_summary};
pub(crate) use thinking::Thinking;
pub(crate) use typing::{NoSquare, begins_move, latin_key};

#[cfg(test)]
mod tests;
