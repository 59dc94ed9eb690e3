//! The review screen: tasks missed before come back and are asked in their own screens.

use cursive::event::Key;
use shashki::config::Config;
use shashki::content::Catalog;
use shashki::progress::{DAY, Progress, ReviewTask, Store, unix_now};
use shashki::trainer::placement_tasks;
use shashki::tui::Start;

use super::{FIXTURE_LESSON, Screen, fixture_dir};

/// A trainer on the main menu whose profile missed `tasks` two days ago.
fn with_missed(name: &str, tasks: &[ReviewTask]) -> Screen {
    let dir = std::env::temp_dir().join(format!("shashki-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::open(&dir).unwrap();
    let profile = store.resolve_profile(None).unwrap();
    let mut progress = Progress::default();
    for task in tasks {
        progress.review.record(task, false, unix_now() - 2 * DAY);
    }
    store.save(&profile.id, &progress).unwrap();
    let global = Config {
        data_dir: Some(dir),
        content_dir: Some(fixture_dir()),
        ..Config::default()
    };
    Screen::with(&global, Start::Menu)
}

/// The review task of the fixture lesson's step `step` (0-based).
fn lesson_task(step: usize) -> ReviewTask {
    let catalog = Catalog::load(Some(&fixture_dir()));
    let lesson = catalog.lesson(FIXTURE_LESSON).expect("the fixture lesson");
    ReviewTask::Lesson {
        id: FIXTURE_LESSON.into(),
        step,
        script: lesson.script(),
    }
}

#[test]
fn a_missed_lesson_task_comes_back_in_the_review_and_a_right_answer_moves_it_on() {
    // Step 3 (index 2) asks for c3-d4; a task of a lesson that changed since is dropped.
    let changed = ReviewTask::Lesson {
        id: FIXTURE_LESSON.into(),
        step: 3,
        script: 1,
    };
    let mut s = with_missed("review-lesson", &[lesson_task(2), changed]);
    s.shows(&["Review: 2 tasks due"]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&[
        "These 2 tasks went wrong before",
        "Lesson \"Quiet moves (test)\", step 3",
        "Lesson \"Quiet moves (test)\", step 4",
    ]);
    s.key(Key::Enter);
    s.shows(&["Make the move"]);
    // The cursor starts on c3: pick it, go right and up to d4, pick again.
    s.key(Key::Enter);
    s.key(Key::Right);
    s.key(Key::Up);
    s.key(Key::Enter);
    s.shows(&["Well done!"]);
    s.key(Key::Enter);
    // The changed lesson's task is not asked: one task, right.
    s.shows(&["Review done", "You got 1 of 1 task right."]);
    let text = s.saved_progress();
    assert!(
        text.contains("in_row: 1"),
        "one right answer so far: {text}"
    );
    assert!(
        !text.contains("step: 3"),
        "the changed task is dropped: {text}"
    );
    // The lesson's own progress is not touched by a review.
    assert!(!text.contains("lessons:\n  fixture"), "{text}");
    s.key(Key::Enter);
    s.shows(&["Review: nothing due"]);
    s.key(Key::Enter);
    s.shows(&["Nothing to review now", "The next one comes back on"]);
    s.key(Key::Esc);
    s.shows(&["Learn - lessons step by step"]);
}

#[test]
fn a_wrong_answer_in_review_keeps_the_task_and_esc_stops_the_review() {
    let mut s = with_missed("review-wrong", &[lesson_task(2), lesson_task(3)]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["Make the move"]);
    // c3-b4 is the wrong move of this step.
    s.key(Key::Enter);
    s.key(Key::Left);
    s.key(Key::Up);
    s.key(Key::Enter);
    s.shows(&["We want d4"]);
    s.key(Key::Esc);
    // Leaving a task stops the review. The task answered wrongly comes back tomorrow; the
    // other one is still due.
    s.shows(&["This task went wrong before", "step 4"]);
    s.lacks(&["step 3"]);
    let text = s.saved_progress();
    assert!(text.contains("in_row: 0"), "{text}");
}

/// A trainer on the main menu for a brand-new learner, with the built-in lessons.
fn new_learner(name: &str, lang: Option<shashki::Lang>) -> Screen {
    let dir = std::env::temp_dir().join(format!("shashki-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let global = Config {
        data_dir: Some(dir),
        lang,
        ..Config::default()
    };
    Screen::new_learner(&global, Start::Menu)
}

#[test]
fn a_new_learner_is_offered_the_placement_test_and_a_beginner_starts_at_lesson_one() {
    let mut s = new_learner("placement-new", None);
    s.shows(&[
        "Welcome, Player!",
        "Can you play draughts already?",
        "I am new",
    ]);
    // Esc decides nothing: the question is asked again at the next start.
    s.key(Key::Esc);
    s.lacks(&["Welcome, Player!"]);
    let global = Config {
        data_dir: Some(s.data_dir.clone()),
        ..Config::default()
    };
    let mut s = Screen::new_learner(&global, Start::Menu);
    s.shows(&["Welcome, Player!"]);
    s.key(Key::Enter);
    s.shows(&["1. The board"]);
    let text = s.saved_progress();
    assert!(text.contains("placed:"), "{text}");
    assert!(!text.contains("completed: true"), "{text}");
}

#[test]
fn the_placement_test_counts_its_tasks_and_a_test_left_half_way_keeps_its_answers() {
    let tasks = placement_tasks(&Catalog::load(None).lessons).len();
    let mut s = new_learner("placement-test", Some(shashki::Lang::Ru));
    // A new learner's profile is named in their language.
    s.shows(&["Привет, Игрок!", "Кое-что знаю"]);
    s.key(Key::Right);
    s.key(Key::Enter);
    // The first task: name the marked square (f4). A wrong answer is told, and Enter goes on.
    s.shows(&[&format!("Проверка: задание 1 из {tasks}")]);
    // No hints in the test: what is shown as right is scored right.
    s.key(Key::F1);
    s.shows(&["подсказок нет"]);
    s.type_text("a1");
    s.key(Key::Enter);
    s.shows(&[&format!("Проверка: задание 1 из {tasks}")]);
    s.key(Key::Enter);
    s.shows(&[&format!("Проверка: задание 2 из {tasks}")]);
    // Esc asks first; "No" (first, with the focus) goes on with the test.
    s.key(Key::Esc);
    s.shows(&["Закончить проверку?"]);
    s.key(Key::Enter);
    s.shows(&[&format!("Проверка: задание 2 из {tasks}")]);
    // "Yes": the answers so far place the learner (none right: lesson 1).
    s.key(Key::Esc);
    s.key(Key::Right);
    s.key(Key::Enter);
    s.shows(&["Проверка пройдена", "0 из 1", "Начни с урока «Доска»"]);
    // The profile (named "Игрок") has an id of its own.
    let dirs: Vec<_> = std::fs::read_dir(s.data_dir.join("profiles"))
        .unwrap()
        .filter_map(Result::ok)
        .collect();
    assert_eq!(dirs.len(), 1);
    let text = std::fs::read_to_string(dirs[0].path().join("progress.yaml")).unwrap();
    assert!(text.contains("placed:"), "{text}");
    assert!(!text.contains("completed: true"), "{text}");
    assert!(
        !text.contains("review:\n  -"),
        "placement answers are no review tasks: {text}"
    );
}

#[test]
fn the_whole_placement_test_answered_rightly_starts_a_learner_with_combinations() {
    use shashki::trainer::{Placement, ReviewSession};
    // The screens of the tasks are walked by the tests above; here every answer is right.
    let catalog = Catalog::load(None);
    let tasks = placement_tasks(&catalog.lessons);
    let mut session = ReviewSession::placement(tasks.clone());
    while session.current().is_some() {
        session.answered(true);
    }
    let placed = Placement::from_answers(&catalog.lessons, session.answers());
    let next = catalog.lesson(placed.next.as_deref().unwrap()).unwrap();
    assert_eq!(next.title.get(shashki::Lang::En), "Giving a man away");
}

#[test]
fn a_drill_question_missed_comes_back_in_the_review() {
    use shashki::rules::Variant;
    use shashki::trainer::{DrillSource, Rule};
    let question = DrillSource::new(Variant::Russian, 5).question(Rule::QuietOrStriking, 0);
    let right = question.right_choice().expect("a choice question");
    let mut s = with_missed("review-drill", &[question.task()]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&["Drill: Quiet or striking?"]);
    s.key(Key::Enter);
    s.shows(&["Is the next move quiet or"]);
    s.type_text(&(right + 1).to_string());
    s.shows(&["Right!", "Enter: next"]);
    s.key(Key::Enter);
    s.shows(&["You got 1 of 1 task right."]);
    assert!(
        s.saved_progress().contains("in_row: 1"),
        "{}",
        s.saved_progress()
    );
}

/// The mistake task of a missed shot: b2-c3 was played where d4-e5 wins material.
fn mistake_task() -> ReviewTask {
    ReviewTask::Mistake {
        variant: "russian".into(),
        fen: "W:Wa1,b2,e3,g3,d4,f4,h4:Bb4,g5,f6,h6,c7,e7,h8".into(),
        played: "b2-c3".into(),
        goal: "material:3".into(),
    }
}

/// The solver's moves of the mistake task's puzzle, as the prover rebuilds it.
fn mistake_moves() -> Vec<String> {
    let puzzle = shashki::trainer::puzzle_of_task(&mistake_task()).expect("it proves");
    let variant = puzzle.variant();
    puzzle
        .solution
        .iter()
        .step_by(2)
        .map(|m| shashki::rules::full_text(variant, m))
        .collect()
}

#[test]
fn a_blunder_of_a_game_comes_back_as_a_puzzle_and_the_move_played_is_refuted() {
    let mut s = with_missed("review-mistake", &[mistake_task()]);
    s.shows(&["Review: 1 task due"]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&[
        "This task went wrong before",
        "From your game: better than b2-c3, Russian draughts",
    ]);
    s.key(Key::Enter);
    s.shows(&["White to move: win 3 pieces."]);
    // Keys the puzzle screen does not know change nothing.
    s.type_text("zq");
    s.key(Key::F5);
    s.shows(&["White to move"]);
    s.key(Key::Tab);
    s.type_text("b2-c3");
    s.key(Key::Enter);
    s.shows(&["Not this one: after b2-c3"]);
    s.key(Key::Enter);
    for mv in mistake_moves() {
        s.type_text(&mv);
        s.key(Key::Enter);
    }
    s.shows(&["Puzzle solved!"]);
    s.key(Key::Enter);
    // One mistake: a wrong answer, back tomorrow.
    s.shows(&["Review done", "You got 0 of 1 task right."]);
    let text = s.saved_progress();
    assert!(text.contains("kind: mistake"), "{text}");
    assert!(text.contains("in_row: 0"), "{text}");
    assert!(
        !text.contains("puzzles:\n  mistake"),
        "no bank entry: {text}"
    );
}

#[test]
fn a_mistake_puzzle_solved_cleanly_in_review_moves_on() {
    let mut s = with_missed("review-mistake-right", &[mistake_task()]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.key(Key::Tab);
    for mv in mistake_moves() {
        s.type_text(&mv);
        s.key(Key::Enter);
    }
    s.key(Key::Enter);
    s.shows(&["You got 1 of 1 task right."]);
    assert!(s.saved_progress().contains("in_row: 1"));
}
