//! Keys a child cannot misfire: a move typed on the board without Tab, Esc in the move box
//! back to the board, and Esc on the main menu asking first.

use cursive::event::{Event, Key};
use shashki::rules::{Color, Variant};
use shashki::trainer::{Choice, PlayPlan, SidePick};
use shashki::tui::Start;

use super::{Screen, wait_for};

fn game(name: &str) -> Screen {
    let start = Start::Play(Some(PlayPlan {
        side: SidePick::Side(Color::White),
        level: shashki::engine::Level::new(1).unwrap(),
        ..Default::default()
    }));
    Screen::open(name, start, None)
}

#[test]
fn a_move_typed_on_the_board_without_tab_is_played() {
    let mut s = game("keys-play");
    s.shows(&[
        "Your move.",
        "Tab or a letter: type the move",
        "o: turn the board",
    ]);
    // `c` begins the move: the move box takes it and the rest.
    s.type_text("c");
    s.shows(&["Type a move: c_", "Tab or Esc: back to the board"]);
    s.type_text("3-d4");
    s.key(Key::Enter);
    wait_for(&mut s, "Your move");
    s.shows(&["1. c3-d4 "]);
    // Back on the board, the Russian-layout key on E (`у`) begins a move too.
    s.key(Key::Esc);
    s.shows(&["Type a move: ___"]);
    s.type_text("у3");
    s.shows(&["Type a move: у3_"]);
}

#[test]
fn a_move_typed_on_the_russian_layout_is_played_without_tab() {
    let mut s = game("keys-play-ru");
    // с3-в4 on the keys labelled c3-d4.
    s.type_text("с3-в4");
    s.key(Key::Enter);
    wait_for(&mut s, "Your move");
    s.shows(&["1. c3-d4 "]);
}

#[test]
fn esc_in_the_move_box_goes_back_to_the_board_and_the_game_goes_on() {
    let mut s = game("keys-esc");
    s.key(Key::Tab);
    s.type_text("c3");
    s.shows(&["Tab or Esc: back to the board"]);
    s.key(Key::Esc);
    // Still the game, the board's keys in the footer, and the move begun given up: the box
    // is empty. `o` turns the board (h is on top).
    s.shows(&["Your move.", "level 1 - you play White", "n: offer a draw"]);
    s.shows(&["Type a move: ___"]);
    s.lacks(&["Type a move: c3"]);
    let files = |s: &Screen| {
        s.text()
            .lines()
            .find(|l| l.contains(" a  b  c") || l.contains(" h  g  f"))
            .map(str::to_string)
            .unwrap_or_default()
    };
    assert!(files(&s).contains(" a  b  c"), "{}", s.text());
    s.send(Event::Char('o'));
    assert!(files(&s).contains(" h  g  f"), "{}", s.text());
    // On the board, Esc leaves; a game without moves has nothing to keep.
    s.key(Key::Esc);
    s.lacks(&["Your move."]);
}

#[test]
fn a_puzzle_move_is_typed_on_the_board_without_tab() {
    let choice = Choice {
        variant: Some(Variant::Russian),
        theme: Some("opening-trap".into()),
        ratings: Some((0, 950)),
        failed_only: false,
    };
    let mut s = Screen::open("keys-puzzle", Start::Puzzles(choice), None);
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&[
        "White to move: win a piece.",
        "r: give up",
        "o: turn the board",
    ]);
    s.type_text("g3-f4");
    s.key(Key::Enter);
    s.shows(&["Keep going."]);
    // Esc in the move box: back to the board, the puzzle still open.
    s.key(Key::Esc);
    s.shows(&["Keep going.", "Tab or a letter: type the move"]);
    s.type_text("h2:h6");
    s.key(Key::Enter);
    s.shows(&["Puzzle solved!"]);
}

#[test]
fn esc_on_the_main_menu_asks_before_quitting() {
    let mut s = Screen::open("keys-menu", Start::Menu, None);
    s.shows(&["q: quit"]);
    s.key(Key::Esc);
    s.shows(&["Quit shashki?", "<Yes, quit>", "<No, stay>"]);
    // Esc on the question is no.
    s.key(Key::Esc);
    s.lacks(&["Quit shashki?"]);
    s.shows(&["q: quit"]);
    assert!(s.is_running());
    // "No, stay" has the focus: Enter keeps the trainer open, the second button quits.
    s.key(Key::Esc);
    s.key(Key::Enter);
    assert!(s.is_running());
    s.key(Key::Esc);
    s.key(Key::Right);
    s.key(Key::Enter);
    assert!(!s.is_running());
}

#[test]
fn q_on_the_main_menu_quits_at_once() {
    let mut s = Screen::open("keys-q", Start::Menu, Some(shashki::Lang::Ru));
    s.shows(&["q: выход"]);
    // The Russian layout's key on Q quits too.
    s.send(Event::Char('й'));
    assert!(!s.is_running());
}

#[test]
fn esc_in_the_move_box_while_the_computer_thinks_keeps_the_game() {
    // The strongest level thinks for most of a second over its first move as White.
    let start = Start::Play(Some(PlayPlan {
        side: SidePick::Side(Color::Black),
        level: shashki::engine::Level::MAX,
        ..Default::default()
    }));
    let mut s = Screen::open("keys-esc-thinking", start, None);
    s.shows(&["The computer is thinking..."]);
    s.key(Key::Tab);
    s.type_text("f6");
    s.shows(&["Type a move: f6_", "Tab or Esc: back to the board"]);
    s.key(Key::Esc);
    // Still the game: its title, and the board's keys in the footer.
    s.shows(&["level 8 - you play Black", "Tab or a letter: type the move"]);
    wait_for(&mut s, "Your move");
    s.shows(&["level 8 - you play Black"]);
}

#[test]
fn keys_typed_together_reach_the_screen_the_first_one_opened() {
    let mut s = Screen::open("keys-together", Start::Play(None), None);
    s.shows(&["Game: Russian draughts"]);
    // Enter on "Game" builds the menu again; the second Enter reaches the new one.
    s.keys_together(&[Key::Up, Key::Up, Key::Up, Key::Enter, Key::Enter]);
    s.shows(&["Game: International draughts (10x10)"]);
    // Enter on the main menu's first entry and Enter on the first lesson, together.
    let mut s = Screen::open("keys-together-menu", Start::Menu, None);
    s.keys_together(&[Key::Enter, Key::Enter]);
    s.shows(&["step 1"]);
}
