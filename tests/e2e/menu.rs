//! The main menu: quitting, a terminal too small, a crash report, and the placement test a new
//! learner is offered there.

use super::*;

#[test]
fn a_small_terminal_is_told_and_a_crash_is_reported() {
    let dir = data_dir("small");
    let Some(t) = Tmux::start("small", &command(&dir, "")) else {
        return;
    };
    t.wait_for("Learn - lessons");
    t.tmux()
        .args(["resize-window", "-t", &t.target(), "-x", "30", "-y", "8"])
        .status()
        .unwrap();
    t.wait_for("too small");
    drop(t);

    let Some(t) = Tmux::start("crash", &command(&dir, "SHASHKI_TEST_PANIC=1")) else {
        return;
    };
    let screen = t.wait_for("EXIT=");
    assert!(
        screen.contains("stopped because of a bug; the report is in"),
        "{screen}"
    );
    assert!(screen.contains("EXIT=2"), "{screen}");
    let report = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .find(|e| e.file_name().to_string_lossy().starts_with("crash-"))
        .expect("a crash report file");
    let text = std::fs::read_to_string(report.path()).unwrap();
    assert!(text.contains("a crash requested by SHASHKI_TEST_PANIC"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn esc_on_the_main_menu_asks_before_quitting() {
    let dir = data_dir("menu-esc");
    let Some(t) = Tmux::start("menu-esc", &command(&dir, "")) else {
        return;
    };
    let menu = "Up/Down: choose   Enter: open   q: quit";
    t.wait_for(menu);
    let screen = t.keys_then(&["Escape"], "Quit shashki?");
    // "No, stay" comes first, with the focus: Esc then Enter never quits by accident.
    assert!(screen.contains("<No, stay> <Yes, quit>"), "{screen}");
    // No: the question closes and the menu stays.
    let screen = t.keys_until(&["Enter"], "the menu, asked no more", |screen| {
        screen.contains(menu) && !screen.contains("Quit shashki?")
    });
    assert!(screen.contains("Learn - lessons step by step"), "{screen}");
    assert!(!screen.contains("EXIT="), "{screen}");
    // Esc on the question closes it too.
    t.keys_then(&["Escape"], "Quit shashki?");
    t.keys_until(&["Escape"], "the menu, asked no more", |screen| {
        screen.contains(menu) && !screen.contains("Quit shashki?")
    });
    // Yes (the second button) ends the program.
    t.keys_then(&["Escape"], "Quit shashki?");
    let screen = t.keys_then(&["Right", "Enter"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_placement_test_counts_its_tasks_and_gives_no_hints() {
    let dir = new_learner_dir("placement");
    let Some(t) = Tmux::start("placement", &command(&dir, "")) else {
        return;
    };
    let tasks = shashki::trainer::placement_tasks(&shashki::content::Catalog::load(None).lessons);
    let n = tasks.len();
    let screen = wait_for_the_placement_offer(&t);
    assert!(
        screen.contains(&format!("A short test of {n} tasks")),
        "{screen}"
    );
    let screen = t.keys_then(&["Right", "Enter"], &format!("Test: task 1 of {n}"));
    assert!(screen.contains("Name the marked square."), "{screen}");
    t.keys_then(&["F1"], "The test gives no hints");
    // A wrong answer is told as wrong; Enter goes on to the next task.
    t.type_text("a1");
    let screen = t.keys_then(&["Enter"], "Not quite");
    assert!(!screen.contains("Right!"), "{screen}");
    t.keys_then(&["Enter"], &format!("Test: task 2 of {n}"));
    // Esc asks; yes keeps the one task answered.
    let screen = t.keys_then(&["Escape"], "Stop the test now?");
    assert!(screen.contains("<No, go on> <Yes, stop>"), "{screen}");
    let screen = t.keys_then(&["Right", "Enter"], "Test done");
    assert!(screen.contains("You got 0 of 1 task right."), "{screen}");
    assert!(
        screen.contains("Start with the lesson \"The board\"."),
        "{screen}"
    );
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("\nplaced: "), "{saved}");
    // The first puzzle rating the result promised is the one kept.
    let promised = screen
        .split("Your first puzzle rating: ")
        .nth(1)
        .and_then(|rest| rest.split('.').next())
        .expect("the result names the first puzzle rating");
    assert!(
        saved.contains(&format!("rating: {promised}.0"))
            || saved.contains(&format!("rating: {promised}\n")),
        "{promised} not saved: {saved}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
