//! The puzzle, quiz and play screens in Bulgarian: their words come from the catalogue, and
//! no English is left on them.

use cursive::event::{Event, Key};
use shashki::Lang;
use shashki::rules::{Color, Variant};
use shashki::trainer::{Choice, PlayPlan, SidePick};
use shashki::tui::Start;

use crate::{Screen, wait_for};

#[test]
fn the_puzzle_menu_and_a_puzzle_in_bulgarian() {
    let choice = Choice {
        variant: Some(Variant::Russian),
        theme: Some("opening-trap".into()),
        ratings: Some((0, 950)),
        failed_only: false,
    };
    let mut s = Screen::open("bg-puzzle", Start::Puzzles(choice), Some(Lang::Bg));
    s.shows(&[
        "Как: По моето ниво",
        "Шашки: Руски шашки",
        "Тема: Капан в дебюта",
        "Трудност: лесни",
        "Повтори задачите с грешки",
        "решени 0 от ",
        "рейтинг 950",
        "Enter: промени или започни   Esc: назад",
    ]);
    s.lacks(&["How:", "solved", "rating", "change or start"]);
    // Nothing failed yet, so there is nothing to replay.
    for _ in 0..4 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&["Няма какво да повтаряш"]);
    // Trap 1, White to move.
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&[
        "По моето ниво - решени 0 - точки 0",
        "Белите са на ход: спечели един пул.",
        "трудност 900.",
        "r: откажи се",
        "Esc: край",
    ]);
    s.lacks(&["solved", "Your rating", "give up"]);
    s.key(Key::Tab);
    s.shows(&["Напиши хода (c3-d4, c3:e5) и натисни Enter"]);
    s.type_text("g3-f4");
    s.key(Key::Enter);
    s.shows(&["Продължавай."]);
    s.type_text("h2:h6");
    s.key(Key::Enter);
    s.shows(&[
        "Задачата е решена!",
        "(Enter: следващата",
        "решени 1 - точки",
    ]);
    // The puzzle is solved, so the board takes no picks: Esc in the move box ends the run.
    s.key(Key::Esc);
    s.shows(&[
        "Добра игра!",
        "Решени задачи: 1",
        "Точки: ",
        "Меню със задачи",
    ]);
    s.lacks(&["Well played", "Points"]);
    s.key(Key::Enter);
    s.shows(&["решени 1 от "]);
    // The only puzzle of this choice is solved now.
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&[
        "Единствената задача за този избор е решена.",
        "Избери други шашки, тема или",
    ]);
}

#[test]
fn a_streak_and_an_impossible_choice_in_bulgarian() {
    let choice = Choice {
        variant: Some(Variant::English),
        theme: Some("opening-trap".into()),
        ..Default::default()
    };
    let mut s = Screen::open("bg-streak", Start::Puzzles(choice), Some(Lang::Bg));
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&[
        "Няма задачи за този избор.",
        "Избери други шашки, тема или трудност.",
        "Трудност: всякаква",
    ]);
    let choice = Choice {
        variant: Some(Variant::Russian),
        theme: Some("opening-trap".into()),
        ratings: Some((0, 950)),
        failed_only: false,
    };
    let mut s = Screen::open("bg-streak-2", Start::Puzzles(choice), Some(Lang::Bg));
    s.key(Key::Enter);
    s.shows(&["Как: Серия: до първата грешка"]);
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    // A streak has no hints, and its footer offers none.
    s.lacks(&["подсказка"]);
    s.key(Key::Esc);
    s.shows(&[
        "Да спрем ли серията?",
        "<Да, спираме>",
        "<Не, продължаваме>",
    ]);
    s.key(Key::Enter);
    s.shows(&["Решени задачи подред, без грешен ход: 0", "Точки: 0"]);
}

/// The square asked for in "Намери полето d6." on the screen.
fn square_to_find(s: &Screen) -> (char, u8) {
    let text = s.text();
    let at = text
        .rfind("Намери полето ")
        .expect("a find-the-square question");
    let name: String = text[at..]
        .chars()
        .skip("Намери полето ".chars().count())
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    assert!(!name.is_empty(), "{text}");
    (name.chars().next().unwrap(), name[1..].parse().unwrap())
}

#[test]
fn the_quiz_menu_and_a_question_in_bulgarian() {
    let mut s = Screen::open("bg-quiz", Start::Quiz(None), Some(Lang::Bg));
    s.shows(&[
        "Въпроси: Намери полето",
        "Дъска: руска, полета a1-h8",
        "Време: 60 секунди",
        "Надписи на дъската: показани",
        "Гледаш откъм: белите",
        "С тези настройки още няма резултат.",
        "Enter: промени или започни   Esc: назад",
    ]);
    s.lacks(&["Questions", "Board:", "Seen from", "shown"]);
    // Time: 60 seconds, then 30, then untimed.
    s.key(Key::Down);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&["Време: 30 секунди"]);
    s.key(Key::Enter);
    s.shows(&["Време: без часовник"]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&["Надписи на дъската: скрити"]);
    s.key(Key::Enter);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&["Гледаш откъм: черните"]);
    s.key(Key::Enter);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&[
        "Намери полето - точки 0 - верни 0/0 - серия 0",
        "Esc: край на рунда",
    ]);
    s.lacks(&["score", "streak", "end the round"]);
    // Answer right: the cursor starts on c3 (column 2, row 5 from the top).
    let (file, rank) = square_to_find(&s);
    let (dx, dy) = (file as i32 - 'c' as i32, (8 - i32::from(rank)) - 5);
    for _ in 0..dx.abs() {
        s.key(if dx > 0 { Key::Right } else { Key::Left });
    }
    for _ in 0..dy.abs() {
        s.key(if dy > 0 { Key::Down } else { Key::Up });
    }
    s.key(Key::Enter);
    s.shows(&["Вярно! +", "верни 1/1 - серия 1"]);
    s.key(Key::Esc);
    s.shows(&[
        "Рундът свърши",
        "Точки: 10",
        "Верни отговори: 1 от 1 (100%)",
        "Най-добра серия: 1",
        "Нов рекорд!",
        "<Още веднъж>",
        "<Меню на викторината>",
    ]);
    s.key(Key::Esc);
    s.shows(&[
        "Най-добър резултат с тези настройки: 10",
        "Последни рундове:",
    ]);
}

#[test]
fn the_play_menu_and_a_move_in_bulgarian() {
    let mut s = Screen::open("bg-play-menu", Start::Play(None), Some(Lang::Bg));
    s.shows(&[
        "Игра срещу компютъра",
        "Игра: Руски шашки",
        "Ниво на компютъра: ",
        "Твоят цвят: ",
        "Ниво 1 е начинаещ, който греши; ниво 8 играе с пълна сила.",
        "Enter: промени или започни   Esc: назад",
    ]);
    s.lacks(&["Variant", "Computer level", "You play"]);
    s.key(Key::Enter);
    s.shows(&["Игра: Бразилски шашки"]);
    let plan = PlayPlan {
        side: SidePick::Side(Color::White),
        level: shashki::engine::Level::new(1).unwrap(),
        ..Default::default()
    };
    let mut s = Screen::open("bg-play", Start::Play(Some(plan)), Some(Lang::Bg));
    s.shows(&[
        "Руски шашки - ниво 1 - играеш с белите",
        "Ти си на ход.",
        "u: върни хода",
        "r: предай се",
    ]);
    s.lacks(&["level", "Your move", "take back"]);
    s.key(Key::Tab);
    s.shows(&["Tab или Esc: към дъската"]);
    s.type_text("c3-d4");
    s.key(Key::Enter);
    wait_for(&mut s, "Ти си на ход.");
    s.shows(&["1. c3-d4 "]);
    // r asks first; Esc says no.
    s.key(Key::Tab);
    s.send(Event::Char('r'));
    s.shows(&[
        "Предаваш ли се в тази игра?",
        "<Да, предавам се>",
        "<Не, играем>",
    ]);
    s.key(Key::Esc);
    // Leaving keeps the unfinished game and says how to go on with it.
    s.key(Key::Esc);
    s.shows(&[
        "Играта е запазена и можеш да я довършиш",
        "„Продължи“",
        "Тя е записана във файла",
    ]);
}

#[test]
fn a_game_to_its_result_in_bulgarian() {
    let plan = PlayPlan {
        side: SidePick::Side(Color::White),
        level: shashki::engine::Level::new(1).unwrap(),
        ..Default::default()
    };
    let mut s = Screen::open("bg-play-end", Start::Play(Some(plan)), Some(Lang::Bg));
    s.send(Event::Char('r'));
    s.key(Key::Enter);
    s.shows(&[
        "Компютърът спечели.",
        "Играта е запазена в папката",
        "Enter: нова игра",
        "Esc: изход",
    ]);
    // Resigned before any move: there is nothing to review.
    s.lacks(&["v: разбор на играта"]);
}
