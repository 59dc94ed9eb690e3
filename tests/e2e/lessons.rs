//! Lessons and their review, in English, Bulgarian and on the Russian keyboard layout.

use super::*;

/// From the main menu to the first move step of the frozen lesson on quiet moves (the last
/// draughts lesson but one: the fixture's; the corners lesson comes last), by keys.
fn open_first_move_step(t: &Tmux) {
    t.wait_for("Learn - lessons step by step");
    t.keys_then(&["Enter"], "1. The board");
    t.keys_then(&["End", "Up", "Up", "Enter"], "Quiet moves (test) - step 1");
    t.keys_then(&["Enter"], "step 2 / 11");
    t.keys_then(&["Enter"], "Make the move");
}

#[test]
fn a_child_does_a_lesson_step_and_the_progress_is_saved() {
    let dir = data_dir("lesson");
    let run = format!("{} {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("lesson", &run) else {
        return;
    };
    open_first_move_step(&t);
    // Pick c3 (the cursor starts there), then d4.
    t.keys_then(&["Enter", "Right", "Up", "Enter"], "Well done!");
    t.keys_then(&["Enter"], "step 4 / 11");
    t.keys_then(&["Escape"], ". Quiet moves (test)");
    t.keys_then(&["Escape"], "Learn - lessons step by step");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.starts_with("format: 1"), "{saved}");
    assert!(
        saved.contains("fixture-quiet-moves:") && saved.contains("step: 3"),
        "{saved}"
    );
    let summary = Command::new(binary())
        .args(["--data-dir", dir.to_str().unwrap(), "progress"])
        .args(fixture_args().split(' '))
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&summary.stdout);
    assert!(
        text.contains(". Quiet moves (test): at step 4 of 11"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_task_missed_yesterday_comes_back_in_the_review() {
    let dir = data_dir("review");
    let catalog = shashki::content::Catalog::load(Some(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tui/fixture"),
    ));
    let script = catalog.lesson("fixture-quiet-moves").unwrap().script();
    // The move step c3-d4 (step 3) was missed two days ago.
    std::fs::write(
        dir.join("profiles/player/progress.yaml"),
        format!(
            "format: 1\nplaced: 1\nreview:\n  lesson/fixture-quiet-moves/2:\n    task: \
             {{kind: lesson, id: fixture-quiet-moves, step: 2, script: {script}}}\n    due: 1\n"
        ),
    )
    .unwrap();
    let run = format!("{} {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("review", &run) else {
        return;
    };
    t.wait_for("Review: 1 task due");
    t.keys_then(&open_menu_entry("review"), "This task went wrong before");
    t.keys_then(&["Enter"], "Make the move");
    // A wrong key first, then c3-d4 with the keys (the cursor starts on c3).
    t.keys_then(&["x", "Enter", "Right", "Up", "Enter"], "Well done!");
    t.keys_then(&["Enter"], "You got 1 of 1 task right.");
    t.keys_then(&["Enter"], "Review: nothing due");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("in_row: 1"), "{saved}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_menu_and_a_lesson_in_bulgarian() {
    let dir = data_dir("bulgarian");
    let run = format!("{} --lang bg {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("bulgarian", &run) else {
        return;
    };
    let screen = t.wait_for("Учи - уроци стъпка по стъпка");
    for text in [
        "shashki - играч: Player",
        "Играй срещу компютъра",
        "Настройки и профили",
        "Нагоре/надолу: избери   Enter: отвори   q: изход",
    ] {
        assert!(screen.contains(text), "{text} missing:\n{screen}");
    }
    // A wrong key on the menu does nothing: Enter after it still opens the lessons.
    t.keys_then(&["x", "F1", "Enter"], "Esc: към менюто");
    // The lesson has no Bulgarian text: it is English, its frame and footer Bulgarian.
    t.keys_then(
        &["End", "Up", "Up", "Enter"],
        "Ходове (тест) - стъпка 1 / 11",
    );
    t.keys_then(&["Enter"], "стъпка 2 / 11");
    let screen = t.keys_then(&["Enter"], "Make the move");
    assert!(screen.contains("Напиши ход:"), "{screen}");
    assert!(screen.contains("Tab или буква: напиши хода"), "{screen}");
    // Enter before a move is told what to do; a move too far is explained in Bulgarian.
    t.keys_then(&["Tab", "Enter"], "Първо направи хода");
    t.keys_then(&["c3-e5", "Enter"], "твърде далеч");
    let screen = t.keys_then(&["c3-d4", "Enter"], "Enter: следваща стъпка");
    assert!(screen.contains("стъпка 3 / 11 - ★★☆"), "{screen}");
    t.keys_then(&["Escape"], ". Ходове (тест)");
    t.keys_then(&["Escape"], "Учи - уроци стъпка по стъпка");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lesson_typed_on_the_russian_layout_and_bad_typing_explained() {
    let dir = data_dir("layout");
    let run = format!("{} {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("layout", &run) else {
        return;
    };
    open_first_move_step(&t);
    // The footer's examples are in the lesson's notation.
    t.keys_then(
        &["Tab"],
        "Type the move (c3-d4, c3:e5) and press Enter  Tab or Esc: back to the board",
    );
    // Half a move, nonsense and a light square: told what to do; no star lost, no crash.
    t.type_text("c3");
    t.keys_then(&["Enter"], "only half a move");
    t.type_text("zz");
    t.keys_then(&["Enter"], "I cannot read that as a move");
    let screen = t.wait_for("step 3 / 11 - ★★★");
    assert!(!screen.contains("EXIT="), "{screen}");
    // The keys labelled c3-d4 with the Russian layout on.
    t.type_text("с3-в4");
    let screen = t.keys_then(&["Enter"], "Read as c3-d4.");
    assert!(screen.contains("Well done!"), "{screen}");
    assert!(screen.contains("★★★"), "{screen}");
    // Esc to the lessons, Esc to the menu, q to quit.
    t.keys_then(&["Escape"], ". Quiet moves (test)");
    t.keys_then(&["Escape"], "Learn - lessons step by step");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_end_of_a_lesson_leads_to_the_next_one() {
    let dir = data_dir("next-lesson");
    let content = dir.with_extension("content");
    let lessons = content.join("lessons");
    std::fs::create_dir_all(&lessons).unwrap();
    std::fs::write(
        lessons.join("95-e2e-first.yaml"),
        "format: 1\nid: e2e-first\ntitle: First short lesson (test)\nsummary: {en: One question.}\nsteps:\n  - choice: \
         {en: \"How many dark squares are there?\"}\n    options: [\"16\", \"32\"]\n    \
         correct: 2\n",
    )
    .unwrap();
    std::fs::write(
        lessons.join("96-e2e-second.yaml"),
        "format: 1\nid: e2e-second\ntitle: Second short lesson (test)\nsummary: {en: One page.}\nsteps:\n  - say: \
         {en: \"This is the second lesson.\"}\n    position: empty\n",
    )
    .unwrap();
    let run = format!(
        "{} --content-dir {} learn e2e-first",
        command(&dir, ""),
        content.display()
    );
    let Some(t) = Tmux::start("next-lesson", &run) else {
        return;
    };
    t.wait_for("First short lesson (test) - step 1 / 1");
    t.keys_then(&["2"], "Right!");
    let screen = t.keys_then(&["Enter"], "Lesson complete!");
    let buttons = screen
        .lines()
        .find(|l| l.contains("<Lessons>"))
        .expect("the buttons of the lesson's end");
    let first = buttons.find('<').unwrap();
    assert!(
        buttons[first..].starts_with("<Next lesson>"),
        "the first button: {screen}"
    );
    let screen = t.keys_then(&["Enter"], "Second short lesson (test) - step 1 / 1");
    assert!(screen.contains("This is the second lesson."), "{screen}");
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("e2e-first:\n    completed: true"), "{saved}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&content);
}
