//! The learner model decides and records without a screen: each test drives it as a screen
//! would and reads back what it kept, on disk too (a second `open` of the same folder).

use super::{Learner, ReviewAnswer, Toggle};
use crate::Lang;
use crate::content::{Catalog, load_puzzles};
use crate::progress::ReviewTask;
use crate::progress::test_dir::TestDir;
use crate::rules::Variant;
use crate::trainer::{
    Choice, LessonRun, Mode, PlacementEnd, PuzzleRun, PuzzleSession, QuizOptions, Rule, RunMode,
};

fn open(dir: &TestDir, lang: Option<Lang>) -> Learner {
    Learner::open(Some(dir.path().to_path_buf()), None, lang, None)
}

fn catalog() -> Catalog {
    Catalog::load(None)
}

#[test]
fn a_new_learner_gets_a_profile_named_in_their_language() {
    let dir = TestDir::new();
    let mut learner = open(&dir, Some(Lang::Ru));
    assert_eq!(learner.profile().name, "Игрок");
    assert!(learner.take_notices().is_empty());
    assert!(learner.is_new());
    let again = open(&dir, Some(Lang::En));
    assert_eq!(
        again.profile().name,
        "Игрок",
        "the profile made first is kept"
    );
}

#[test]
fn puzzles_stay_in_one_variant_russian_first_then_the_one_chosen() {
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    assert_eq!(learner.puzzle_variant(), Variant::Russian);
    let choice = learner.puzzle_choice(Choice::default());
    assert_eq!(choice.variant, Some(Variant::Russian));
    learner.choose_puzzle_variant(Variant::International);
    let reopened = open(&dir, None);
    assert_eq!(
        reopened.puzzle_choice(Choice::default()).variant,
        Some(Variant::International),
        "the choice is remembered for the profile"
    );
    let asked = Choice {
        variant: Some(Variant::English),
        ..Choice::default()
    };
    assert_eq!(
        reopened.puzzle_choice(asked).variant,
        Some(Variant::English),
        "a variant asked for wins"
    );
}

#[test]
fn a_finished_puzzle_is_kept_and_rates_only_its_variant() {
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    let (bank, _) = load_puzzles(None);
    let puzzle = bank
        .iter()
        .find(|p| p.variant() == Variant::Brazilian)
        .unwrap()
        .clone();
    let mut run = PuzzleRun::new(RunMode::Practice, Choice::default());
    let mut session = PuzzleSession::new(puzzle.clone(), Lang::En);
    let before = session.status();
    session.give_up();
    assert!(Learner::puzzle_ended(before, session.status()));
    assert!(!Learner::puzzle_ended(session.status(), session.status()));
    learner.puzzle_finished(&mut run, &session, None);
    let reopened = open(&dir, None);
    let kept = reopened.progress().puzzles.get(&puzzle.id).unwrap();
    assert!(!kept.solved && kept.failed);
    let ratings = &reopened.progress().ratings;
    assert!(
        ratings.keys().all(|v| v == "brazilian"),
        "only the variant played is rated: {ratings:?}"
    );
    assert_eq!(session.review_answer(), ReviewAnswer::Wrong);
}

#[test]
fn lesson_counts_are_kept_when_the_learner_leaves() {
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    let catalog = catalog();
    let lesson = catalog.lessons[0].clone();
    let mut run = LessonRun::new(lesson.clone(), 0, Lang::En);
    // Walk to the first task step and ask for a hint there.
    while run.hint().is_none() {
        assert!(!matches!(run.advance(), crate::trainer::Advance::Finished));
    }
    learner.lesson_progress(&mut run);
    let reopened = open(&dir, None);
    let kept = reopened.progress().lessons.get(&lesson.id).unwrap();
    assert_eq!((kept.hints, kept.step), (1, run.step_number().0));
}

#[test]
fn review_answers_are_typed_right_with_a_hint_is_not_right() {
    assert_eq!(ReviewAnswer::of(true, (0, 0)), ReviewAnswer::Right);
    assert_eq!(ReviewAnswer::of(true, (0, 2)), ReviewAnswer::RightWithHint);
    assert_eq!(ReviewAnswer::of(true, (1, 0)), ReviewAnswer::Wrong);
    assert_eq!(ReviewAnswer::of(false, (0, 0)), ReviewAnswer::Wrong);
}

#[test]
fn the_placement_test_places_the_learner_and_a_test_left_half_way_keeps_its_answers() {
    let catalog = catalog();
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    let offered = learner.placement_offer(&catalog.lessons);
    assert!(offered.len() >= 5, "{offered:?}");
    learner.start_placement(&catalog.lessons);
    assert!(learner.is_placing());
    assert_eq!(learner.review().unwrap().place(), (1, offered.len()));
    learner.review_answered(ReviewAnswer::Right);
    learner.review_answered(ReviewAnswer::Right);
    assert_eq!(learner.review().unwrap().place(), (3, offered.len()));
    // Left on the third task: the two right answers place the learner.
    let (session, placed) = learner.finish_review(&catalog.lessons).unwrap();
    assert_eq!(session.tally(), (2, 2));
    let Some(PlacementEnd::Placed(placed)) = placed else {
        panic!("a placement test with answers places: {placed:?}");
    };
    let lesson_of = |task: &ReviewTask| match task {
        ReviewTask::Lesson { id, .. } => id.clone(),
        other => panic!("placement tasks are lesson steps: {other:?}"),
    };
    // Known: every lesson up to the second task's; next: the lesson after it.
    assert_eq!(
        placed.known.last(),
        Some(&lesson_of(&offered[1])),
        "{placed:?}"
    );
    assert!(!placed.known.contains(&lesson_of(&offered[2])));
    assert!(!learner.is_placing());
    let reopened = open(&dir, None);
    assert!(reopened.progress().placed.is_some());
    // The first puzzle rating the result promises is the one kept.
    let rating = crate::trainer::learner_rating(reopened.progress(), Variant::Russian);
    crate::rating::assert_near(rating.rating, placed.rating, 1e-9);
    assert!(
        reopened.progress().review.0.is_empty(),
        "placement answers are no mistakes to review"
    );
    assert!(reopened.placement_offer(&catalog.lessons).is_empty());
}

#[test]
fn a_hinted_placement_answer_does_not_count_as_known() {
    let catalog = catalog();
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    learner.start_placement(&catalog.lessons);
    learner.review_answered(ReviewAnswer::RightWithHint);
    let (_, placed) = learner.finish_review(&catalog.lessons).unwrap();
    let Some(PlacementEnd::Placed(placed)) = placed else {
        panic!("{placed:?}");
    };
    assert!(placed.known.is_empty());
}

#[test]
fn a_placement_test_stopped_before_the_first_answer_records_nothing() {
    let catalog = catalog();
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    learner.start_placement(&catalog.lessons);
    assert_eq!(learner.placement_answers_if_stopped(false), 0);
    assert_eq!(
        learner.placement_answers_if_stopped(true),
        1,
        "an answer on the screen counts"
    );
    let (session, end) = learner.finish_review(&catalog.lessons).unwrap();
    assert_eq!(session.tally(), (0, 0));
    assert_eq!(
        end,
        Some(PlacementEnd::NothingAnswered {
            first: Some(catalog.lessons[0].id.clone())
        })
    );
    assert!(!learner.is_placing());
    // No rating is invented, no lesson marked known, and the learner is still new: the
    // course starts at lesson 1 and the test is offered again.
    let reopened = open(&dir, None);
    assert!(reopened.progress().ratings.is_empty());
    assert!(reopened.progress().lessons.is_empty());
    assert_eq!(reopened.progress().placed, None);
    assert!(reopened.is_new());
    assert!(!reopened.placement_offer(&catalog.lessons).is_empty());
}

#[test]
fn a_placement_task_gives_no_hints() {
    let catalog = catalog();
    let dir = TestDir::new();
    let learner = open(&dir, None);
    let Some(ReviewTask::Lesson { id, step, .. }) =
        learner.placement_offer(&catalog.lessons).into_iter().next()
    else {
        panic!("the first placement task is a lesson step");
    };
    let lesson = catalog.lesson(&id).unwrap().clone();
    let mut run = LessonRun::placement(lesson.clone(), step, Lang::En);
    assert!(run.is_placement());
    assert_eq!(run.hint(), None);
    assert_eq!(run.mistakes_and_hints(), (0, 0));
    assert!(run.feedback().unwrap().text.contains("no hints"));
    let mut review = LessonRun::single(lesson, step, Lang::En);
    assert!(review.hint().is_some(), "a review task does give hints");
}

#[test]
fn a_new_learner_who_is_new_to_the_game_is_not_asked_again() {
    let catalog = catalog();
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    learner.decline_placement();
    assert!(
        open(&dir, None)
            .placement_offer(&catalog.lessons)
            .is_empty()
    );
}

#[test]
fn a_review_task_that_cannot_be_asked_leaves_the_queue() {
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    let task = ReviewTask::Puzzle {
        id: "gone-1".into(),
    };
    learner.progress.review.record(&task, false, 0);
    learner.start_review();
    assert_eq!(learner.review_task(), Some(task));
    learner.review_task_gone();
    assert_eq!(learner.review_task(), None);
    assert!(open(&dir, None).progress().review.0.is_empty());
}

#[test]
fn quiz_options_are_remembered_but_a_drill_is_not() {
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    let drill = QuizOptions::drill(Rule::MustCapture, Variant::Russian);
    learner.quiz_started(&drill);
    assert_eq!(open(&dir, None).progress().settings.quiz_options, None);
    let quiz = QuizOptions {
        mode: Mode::FindSquare,
        variant: Variant::Russian,
        seconds: Some(60),
        labels: true,
        flipped: false,
    };
    learner.quiz_started(&quiz);
    assert_eq!(
        open(&dir, None).progress().settings.quiz_options,
        Some(quiz.key())
    );
}

#[test]
fn the_play_menu_opens_with_the_last_new_games_choices() {
    use crate::engine::Level;
    use crate::rules::Color;
    use crate::trainer::{PlayGame, PlayPlan, SidePick};
    let dir = TestDir::new();
    let mut learner = open(&dir, None);
    let first = learner.play_plan();
    assert_eq!(first.game, PlayGame::Draughts(Variant::Russian));
    assert_eq!(first.level.number(), 3);
    assert_eq!(first.side, SidePick::Random);
    let plan = PlayPlan {
        game: PlayGame::Corners,
        level: Level::new(6).unwrap(),
        side: SidePick::Side(Color::Black),
        ..PlayPlan::default()
    };
    learner.play_started(&plan);
    let again = open(&dir, None).play_plan();
    assert_eq!(
        (again.game, again.level, again.side),
        (plan.game, plan.level, plan.side)
    );
    // A key this version cannot read (edited by hand, or from a newer version) is the default.
    let mut learner = open(&dir, None);
    learner.progress.settings.play_options = Some("chess/9/white".into());
    assert_eq!(
        learner.play_plan().game,
        PlayGame::Draughts(Variant::Russian)
    );
}

#[test]
fn the_language_chosen_in_the_settings_wins_over_the_command_line() {
    let dir = TestDir::new();
    let mut learner = open(&dir, Some(Lang::Ru));
    assert_eq!(learner.lang(), Lang::Ru);
    learner.toggle(Toggle::Language);
    assert_eq!(learner.lang(), Lang::Ru.next());
    assert_eq!(open(&dir, None).lang(), Lang::Ru.next());
    learner.toggle(Toggle::Glyphs);
    assert!(open(&dir, None).progress().settings.ascii);
}

#[test]
fn without_a_data_directory_the_learner_is_told_and_nothing_is_offered_to_place() {
    let mut learner = Learner::open(None, None, Some(Lang::En), None);
    assert!(!learner.can_save());
    assert_eq!(learner.take_notices().len(), 1);
    assert!(learner.placement_offer(&catalog().lessons).is_empty());
    assert!(learner.saved_games().is_empty());
}

#[test]
fn what_the_store_puts_right_or_cannot_save_is_said_once_in_the_learners_language() {
    let dir = TestDir::new();
    let mut learner = open(&dir, Some(Lang::Ru));
    learner.toggle(Toggle::Labels);
    assert!(learner.take_notices().is_empty());
    let file = dir
        .path()
        .join("profiles")
        .join(&learner.profile().id)
        .join("progress.yaml");
    // The file goes missing while the trainer is open: the next save puts the backup back.
    std::fs::remove_file(&file).unwrap();
    learner.toggle(Toggle::Glyphs);
    let said = learner.take_notices().join(" ");
    assert!(said.contains("последнюю целую копию"), "{said}");
    // The profile is deleted in another window: said once, however many saves follow.
    let id = learner.profile().id.clone();
    crate::progress::Store::open(dir.path())
        .unwrap()
        .delete_profile(&id)
        .unwrap();
    learner.toggle(Toggle::Glyphs);
    learner.toggle(Toggle::Labels);
    let said = learner.take_notices();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("удалён в другом окне"), "{}", said[0]);
    assert!(!dir.path().join("profiles").join(&id).exists());
    // A damaged profile list is set aside and said at the start.
    std::fs::write(dir.path().join("profiles.yaml"), "profiles: [oops").unwrap();
    let mut again = open(&dir, Some(Lang::En));
    let said = again.take_notices().join(" ");
    assert!(said.contains("profile list was rebuilt"), "{said}");
}
