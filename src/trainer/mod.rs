//! UI-free state machines of the trainer: the lesson runner, building moves from picks on a
//! board, and the progress summary. Screens show what these say and pass on what the
//! learner does.

mod computer;
mod corners_lesson;
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

pub use computer::{GameMemory, GameReview, ReviewNews, computer_move, play_hint};
pub use corners_lesson::CornersLessonRun;
pub use drill::{DrillAnswer, DrillQuestion, DrillSource, Rule};
pub use feedback::{Feedback, Hint, Tone, played_text};
pub use game_review::{
    BLUNDER_LOSS, BetterStep, INACCURACY_LOSS, MISTAKE_LOSS, Mark, MoveReview, NextMistake,
    WIN_CLAMP, Why, annotated_pdn, better_step, better_text, blunders, mark_counts, next_mistake,
    numbered, review_game, review_ply, summary_line, why_text,
};
pub use learner::{GameNow, Learner, ReviewAnswer, SavedFile, Toggle, saved_text};
pub use lesson::{Advance, LessonRun};
pub use mistakes::{
    MISTAKE_PROOF, MISTAKES, add_mistakes, blunder_puzzles, mistake_id, mistake_puzzle,
    mistake_task, puzzle_of_task, record_mistake,
};
pub use names::{best_runs, in_sentence, lesson_step_name, quiz_key_name, record_name};
pub use placement::{Placement, PlacementEnd, placement_tasks};
pub use play::{
    CornersSession, DraughtsSession, Ending, LEAVE_HOME_BY, PlaySession, Playable, Refusal,
    computer_name,
};
pub use play_plan::{
    Opened, PlayGame, PlayPlan, SavedGame, SidePick, continue_label, game_date, game_line,
    last_unfinished, learner_side, pdn_date, pdn_today,
};
pub use puzzle::{
    Choice, FACT_NODES, Fact, MAX_RATING_STEP, MISTAKE_PENALTY, Offer, PuzzleRun, PuzzleSession,
    RunEnd, RunMode, RunSummary, START_RATING, Status, TIMED_RUN, failed_puzzles, learner_rating,
    missed_goal_text, next_puzzle, offer, record, replay_puzzles, sheet_puzzles, task_text,
    wrong_move_facts,
};
pub use quiz::{
    AnswerBy, Generator, Mode, Question, QuizOptions, QuizRound, RoundClock, Verdict, diagonal_name,
};
pub use review::{ReviewSession, next_due_text};
pub use route::{Pick, RouteBuilder};
pub use summary::{games_summary, progress_summary};
pub use thinking::Thinking;
pub use typing::{
    NoSquare, TypedMove, begins_move, latin_key, latin_letters_text, layout_reading, read_as_text,
    read_move, read_square, typed_by_sound,
};

#[cfg(test)]
mod tests;
