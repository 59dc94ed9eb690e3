//! The placement test as a new learner meets it: what its screens say must be true there
//! (a task cannot be tried again, it gives no hints, a test stopped at once changes nothing).

use cursive::event::Key;
use shashki::Lang;
use shashki::config::Config;
use shashki::content::Catalog;
use shashki::trainer::placement_tasks;
use shashki::tui::Start;

use super::Screen;

/// A brand-new learner who took the placement test: its first task is on the screen.
fn in_the_test(name: &str, lang: Option<Lang>) -> Screen {
    let dir = std::env::temp_dir().join(format!("shashki-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let global = Config {
        data_dir: Some(dir),
        lang,
        ..Config::default()
    };
    let mut s = Screen::new_learner(&global, Start::Menu);
    // The offer's second button takes the test.
    s.key(Key::Right);
    s.key(Key::Enter);
    s
}

/// The last line of the lesson screen's frame that is not its border: the footer.
fn footer(s: &Screen) -> String {
    let text = s.text();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(4)..].join("\n")
}

#[test]
fn a_test_stopped_before_the_first_task_says_nothing_changed_and_records_nothing() {
    let words = [
        (
            Lang::En,
            "You have not answered a task yet",
            [
                "Test stopped",
                "nothing has changed",
                "Start with the first lesson, \"The board\"",
            ],
        ),
        (
            Lang::Ru,
            "Ответов ещё нет",
            [
                "Проверка остановлена",
                "ничего не изменилось",
                "Начни с первого урока «Доска»",
            ],
        ),
        (
            Lang::Bg,
            "Още няма отговорена задача",
            [
                "Проверката е спряна",
                "нищо не се промени",
                "Започни с първия урок „Дъската“",
            ],
        ),
    ];
    for (lang, question, shown) in words {
        let mut s = in_the_test(&format!("placement-stop-at-once-{lang:?}"), Some(lang));
        s.key(Key::Esc);
        s.shows(&[question]);
        s.key(Key::Right);
        s.key(Key::Enter);
        s.shows(&shown);
        // No tally of nothing, and no rating made up.
        s.lacks(&["0 of 0", "0 из 0", "0 от 0", "rating", "рейтинг"]);
        // Nothing saved at all, or nothing that places the learner.
        let file = s.data_dir.join("profiles/player/progress.yaml");
        let text = std::fs::read_to_string(file).unwrap_or_default();
        assert!(!text.contains("placed:"), "{text}");
        assert!(!text.contains("rating"), "{text}");
        assert!(!text.contains("completed: true"), "{text}");
        // The dialog leads to the lessons, lesson 1 first.
        s.key(Key::Enter);
        s.shows(&["1. "]);
    }
}

#[test]
fn an_answer_shown_then_stopped_counts() {
    let mut s = in_the_test("placement-answer-then-stop", None);
    // The first task names the marked square: a wrong name, then Esc before Enter.
    s.type_text("a1");
    s.key(Key::Enter);
    s.shows(&["Not quite: the answer is f4."]);
    s.key(Key::Esc);
    s.shows(&["The tasks you have answered decide where you start."]);
    s.key(Key::Right);
    s.key(Key::Enter);
    s.shows(&["Test done", "You got 0 of 1 task right."]);
    assert!(s.saved_progress().contains("placed:"));
}

#[test]
fn a_typed_light_square_is_told_why_and_the_marked_square_has_a_marker() {
    let mut s = in_the_test("placement-light", None);
    s.shows(&["Test: task 1 of"]);
    // The square to name (f4) is marked by characters, not by colour alone.
    let (x, y) = s.square('f', 4);
    let row: Vec<char> = s.text().lines().nth(y).unwrap().chars().collect();
    assert_eq!((row[x - 1], row[x + 1]), (':', ':'), "{}", s.text());
    // Enter with nothing typed: what to do, with no hint key named.
    s.key(Key::Enter);
    s.shows(&["Type the answer first."]);
    s.type_text("f5");
    s.key(Key::Enter);
    s.shows(&["f5 is a light square: pieces stand only on"]);
    s.lacks(&["Type a square, like c3"]);
    // Not counted: the task is still open, and its footer offers no hint.
    s.shows(&["Test: task 1 of"]);
    s.lacks(&["F1", "Enter: next task"]);
    s.type_text("f4");
    s.key(Key::Enter);
    s.shows(&["Right!", "Enter: next task"]);
}

#[test]
fn a_wrong_squares_task_is_wrong_with_its_squares_and_no_footer_offers_a_hint() {
    let tasks = placement_tasks(&Catalog::load(None).lessons).len();
    let mut s = in_the_test("placement-squares", None);
    s.type_text("f4");
    s.key(Key::Enter);
    s.key(Key::Enter);
    // Task 2: every square of the Big Road. Enter on the board marks a square.
    s.shows(&[&format!("Test: task 2 of {tasks}"), "Big Road"]);
    assert!(!footer(&s).contains("F1"), "{}", footer(&s));
    s.shows(&["k: check"]);
    s.type_text("k");
    s.shows(&["Select the squares first"]);
    let (x, y) = s.square('a', 1);
    s.click(x, y);
    s.type_text("k");
    s.shows(&["That is not right.", "The right squares:"]);
    s.lacks(&["Not yet", "more squares to find", "F1"]);
    s.shows(&["Enter: next task"]);
    s.key(Key::Enter);
    s.shows(&[&format!("Test: task 3 of {tasks}")]);
    s.lacks(&["F1"]);
}
