//! The end of a puzzle run tells the truth: a replay of the failed puzzles says how many are
//! solved now ("Well played" and "all solved" only when so), and the puzzle menu keeps the
//! How chosen; a wrong move says why the goal is missed, and its footer lists only the keys
//! that work then.

use cursive::event::{Event, Key};
use shashki::trainer::Choice;
use shashki::tui::Start;

use super::Screen;

/// The puzzle menu with only trap 1 to choose (the opening trap rated 950 or less).
fn trap_1_menu(name: &str) -> Screen {
    let choice = Choice {
        variant: Some(shashki::rules::Variant::Russian),
        theme: Some("opening-trap".into()),
        ratings: Some((0, 950)),
        failed_only: false,
    };
    let s = Screen::open(name, Start::Puzzles(choice), None);
    s.shows(&["How: Next for me"]);
    s
}

/// From the menu's first row, Enter on row `row` (0: How, 4: replay, 5: Start).
fn menu_row(s: &mut Screen, row: usize) {
    for _ in 0..row {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
}

/// Enter until the screen shows `words` (at most ten times: a solution shown move by move,
/// then the next puzzle or the result).
fn enter_until(s: &mut Screen, words: &str) {
    for _ in 0..10 {
        if s.contains(words) {
            return;
        }
        s.key(Key::Enter);
    }
    s.shows(&[words]);
}

#[test]
fn a_replay_says_what_is_solved_now_and_the_menu_keeps_its_how() {
    let mut s = trap_1_menu("replay-end");
    // Fail trap 1: a wrong move (it says why), then give up.
    menu_row(&mut s, 5);
    s.shows(&["White to move: win a piece."]);
    s.type_text("c3-b4");
    s.key(Key::Enter);
    s.shows(&[
        "Not this one: after c3-b4 the answer is",
        "Black wins 2 pieces.",
    ]);
    // Only the keys that work while it is on the board.
    s.shows(&["Enter: take the move back  Esc: end"]);
    s.lacks(&["F1: hint", "Tab or Esc: back to the board"]);
    // Taken back, then back to the board, where r gives up.
    s.key(Key::Enter);
    s.shows(&["Try again.", "F1: hint"]);
    s.lacks(&["take the move back"]);
    s.key(Key::Esc);
    s.send(Event::Char('r'));
    s.shows(&["The solution:"]);
    s.key(Key::Esc);
    s.shows(&["How: Next for me"]);
    // Choose a streak, then replay: the replay is practice, the menu keeps the streak.
    menu_row(&mut s, 0);
    s.shows(&["How: Streak"]);
    menu_row(&mut s, 4);
    s.shows(&["Replay the puzzles I failed", "White to move: win a piece."]);
    s.send(Event::Char('r'));
    enter_until(&mut s, "Puzzles replayed: 1 of 1");
    s.shows(&[
        "Solved without a mistake: 0",
        "Still to replay: 1",
        "Replay over",
    ]);
    s.lacks(&["Well played", "are solved now"]);
    s.key(Key::Enter);
    s.shows(&["How: Streak"]);
    s.lacks(&["How: Next for me"]);
    // Replayed again and solved without a mistake: now it is all solved, and well played.
    menu_row(&mut s, 4);
    s.type_text("g3-f4");
    s.key(Key::Enter);
    s.type_text("h2:f4:h6");
    s.key(Key::Enter);
    s.shows(&["Puzzle solved!"]);
    enter_until(
        &mut s,
        "The puzzle you replayed is solved now, without a mistake!",
    );
    s.shows(&["Well played"]);
    s.key(Key::Esc);
    s.shows(&["How: Streak"]);
    // Nothing is left to replay, and the menu says so.
    menu_row(&mut s, 4);
    s.shows(&["Nothing to replay"]);
}
