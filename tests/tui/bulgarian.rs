//! The screens in Bulgarian: every frame, footer, button and message around the lessons is
//! Bulgarian (the lesson texts themselves fall back to English where a lesson has no `bg:`).

use cursive::event::Key;
use shashki::Lang;
use shashki::config::Config;
use shashki::tui::Start;

use super::{Screen, fresh_dir, until};

#[test]
fn the_main_menu_and_the_settings_speak_bulgarian() {
    let mut s = Screen::open("bg-menu", Start::Menu, Some(Lang::Bg));
    for text in [
        "shashki - играч: Player",
        "Научи се да играеш шашки: уроци, задачи и партии.",
        "Учи - уроци стъпка по стъпка",
        "Задачи",
        "Викторина",
        "Играй срещу компютъра",
        "Напредък",
        "Настройки и профили",
        "Изход",
        "Нагоре/надолу: избери   Enter: отвори   q: изход",
    ] {
        assert!(s.contains(text), "the menu lacks {text}:\n{}", s.text());
    }
    s.lacks(&[
        "player:",
        "Learn",
        "Puzzles",
        "Play against",
        "Settings",
        "Quit",
    ]);
    // The settings, a wrong name for a new profile, and back.
    for _ in 0..super::menu_downs("settings") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    for text in [
        "┤ Настройки ├",
        "Език: Български",
        "Пулове: ○ ● ◎ ◉",
        "Надписи на дъската: вкл.",
        "Показвай къде може да отиде пулът: вкл.",
        "Профил: Player",
        "Нов профил...",
        "Преименувай профила...",
        "Enter: промени   Esc: назад",
    ] {
        assert!(s.contains(text), "the settings lack {text}:\n{}", s.text());
    }
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(
        s.contains("┤ Име ├") && s.contains("<Добре>") && s.contains("<Отказ>"),
        "{}",
        s.text()
    );
    s.key(Key::Enter);
    s.shows(&["Напиши име от 1 до 40 знака."]);
    s.lacks(&["Name", "OK", "Cancel", "Please"]);
    for _ in 0..3 {
        s.key(Key::Esc);
    }
    s.shows(&["Учи - уроци стъпка по стъпка"]);
}

#[test]
fn the_first_steps_of_a_lesson_in_bulgarian() {
    let global = Config {
        data_dir: Some(fresh_dir("bg-lesson")),
        content_dir: Some(super::fixture_dir()),
        lang: Some(Lang::Bg),
        ..Default::default()
    };
    let mut s = Screen::with(&global, Start::Menu);
    s.key(Key::Enter);
    s.shows(&["┤ Уроци ├"]);
    s.shows(&["Нагоре/надолу: избери   Enter: отвори   Esc: към менюто"]);
    // The frozen lesson of the tests is the last draughts lesson; the corners lesson follows.
    s.key(Key::End);
    s.shows(&["Ъгли: гонка по дъската"]);
    s.key(Key::Up);
    s.key(Key::Enter);
    // A say step: the lesson's own text is English, all around it Bulgarian.
    s.shows(&["The board (test) - стъпка 1 / 12 - ★★★"]);
    s.shows(&["Hello! This is a draughts board."]);
    s.shows(&["Enter: следваща стъпка  Esc: уроци"]);
    s.key(Key::Enter);
    // A choice step: Enter alone is told what to do; a wrong answer is explained.
    s.shows(&["стъпка 2 / 12"]);
    s.shows(&["Нагоре/надолу, Enter или 1-3: отговори  F1 или ?: подсказка  Esc: уроци"]);
    s.key(Key::Enter);
    s.shows(&["Първо избери отговор: със стрелките и Enter"]);
    s.type_text("1");
    s.shows(&["Не е този: верният отговор е „32“."]);
    assert!(
        s.contains("стъпка 2 / 12 - ★★☆"),
        "a mistake costs a star:\n{}",
        s.text()
    );
    s.lacks(&["step", "Enter: next", "Esc: back", "hint", "Not this one"]);
    // On to the answer step: its box, footer and messages.
    until(&mut s, "Твоят отговор:");
    s.shows(&["стъпка 6 / 12"]);
    s.shows(&["Напиши отговора и натисни Enter  F1: подсказка  Esc: уроци"]);
    s.key(Key::Enter);
    s.shows(&["Първо напиши отговора (или натисни F1 за"]);
    s.type_text("zz");
    s.key(Key::Enter);
    s.shows(&["Напиши поле, например c3."]);
    s.key(Key::F1);
    s.shows(&["Отговорът започва с „f“."]);
    s.type_text("f4");
    s.key(Key::Enter);
    s.shows(&["Вярно!"]);
    s.shows(&["Enter: следваща стъпка"]);
    s.lacks(&["step", "Your answer", "Type the", "Right!", "hint"]);
    // Esc leaves for the list, which shows the lesson under way.
    s.key(Key::Esc);
    s.shows(&["... ", ". The board (test)"]);
}

#[test]
fn a_move_step_in_bulgarian() {
    let mut s = Screen::quiet_moves("bg-move", Some(Lang::Bg));
    until(&mut s, "Make the move");
    s.shows(&["Ходове (тест) - стъпка 3 / 11 - ★★★"]);
    s.shows(&["Напиши ход:"]);
    s.shows(&["Стрелки, Enter: избери пул, после поле  Tab или буква: напиши хода"]);
    s.key(Key::Tab);
    s.shows(&["Напиши хода (c3-d4, c3:e5) и натисни Enter  Tab или Esc: към дъската"]);
    // Enter with nothing typed: first make the move.
    s.key(Key::Enter);
    s.shows(&["Първо направи хода (или натисни F1 за"]);
    s.type_text("c3-e5");
    s.key(Key::Enter);
    s.shows(&["Поле e5 е твърде далеч: пулът се движи само с"]);
    s.type_text("c3-d4");
    s.key(Key::Enter);
    s.shows(&["стъпка 3 / 11 - ★★☆"]);
    s.shows(&["Enter: следваща стъпка  Esc: уроци"]);
    s.key(Key::Enter);
    // A squares step: checking too early is explained, and counts what is missing.
    s.shows(&["стъпка 4 / 11"]);
    s.shows(&["Стрелки, Enter: отбележи или махни поле  k: провери"]);
    s.send(cursive::event::Event::Char('k'));
    s.shows(&["Първо отбележи полетата: застани на поле и"]);
    // Enter marks e3 (the man's own square, under the cursor), which is wrong.
    s.key(Key::Enter);
    s.send(cursive::event::Event::Char('k'));
    s.shows(&["Още не."]);
    s.shows(&["Фигурата стои на полето e3 сега", "Остава да намериш още 2"]);
    s.lacks(&["step", "Type a move", "Arrows", "hint", "lessons", "Mark"]);
}

#[test]
fn a_finished_lesson_is_praised_in_bulgarian() {
    let dir = fresh_dir("bg-done");
    let lessons = dir.join("extra/lessons");
    std::fs::create_dir_all(&lessons).unwrap();
    std::fs::write(
        lessons.join("90-mine.yaml"),
        "format: 1\nid: mine\ntitle: Our club lesson\nsummary: One step.\nsteps:\n  - say: Hello, class!\n",
    )
    .unwrap();
    let global = Config {
        data_dir: Some(dir.join("data")),
        content_dir: Some(dir.join("extra")),
        lang: Some(Lang::Bg),
        ..Config::default()
    };
    let mut s = Screen::with(&global, Start::Learn(Some("mine".into())));
    s.key(Key::Enter);
    for text in [
        "┤ Браво ├",
        "Урокът е завършен! ★★★",
        "Грешки: 0. Подсказки: 0.",
        "<Уроци>",
    ] {
        assert!(s.contains(text), "{text} missing:\n{}", s.text());
    }
    s.key(Key::Esc);
    s.shows(&["┤ Уроци ├"]);
    let saved = std::fs::read_to_string(dir.join("data/profiles/player/progress.yaml")).unwrap();
    assert!(
        saved.contains("mine:") && saved.contains("completed: true"),
        "{saved}"
    );
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}
