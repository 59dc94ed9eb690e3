//! What the screen says is true: the footer at a game's end lists only the keys that work
//! then, a key that cannot do anything says why, the giveaway screen says its goal, the
//! glossary opens from the main menu, the drill menu lists its rules and a drill round ends
//! on it, and a numbered board asks for numbers.

use cursive::event::{Event, Key};
use shashki::Lang;
use shashki::engine::Level;
use shashki::rules::{Color, Variant};
use shashki::trainer::{Mode, PlayGame, PlayPlan, QuizOptions, SidePick};
use shashki::tui::Start;

use super::{Screen, menu_downs};

/// A new game of `game` against level 1, the learner White.
fn game(game: PlayGame) -> Start {
    Start::Play(Some(PlayPlan {
        game,
        side: SidePick::Side(Color::White),
        level: Level::new(1).unwrap(),
        ..Default::default()
    }))
}

/// The last row of the screen's text inside the frame: the footer.
fn footer(s: &Screen) -> String {
    let text = s.text();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(4)..].join("\n")
}

#[test]
fn take_back_with_nothing_to_take_back_says_so_and_the_end_footer_lists_what_works() {
    let mut s = Screen::open(
        "truth-play",
        game(PlayGame::Draughts(Variant::Russian)),
        None,
    );
    s.send(Event::Char('u'));
    s.shows(&["There is no move of yours to take back yet."]);
    s.send(Event::Char('r'));
    s.key(Key::Enter);
    s.shows(&["The computer won. You resigned."]);
    let keys = footer(&s);
    assert!(keys.contains("Enter: a new game"), "{keys}");
    assert!(
        keys.contains("u: take back"),
        "a resignation is taken back:\n{keys}"
    );
    assert!(keys.contains("Esc: leave"), "{keys}");
    for gone in [
        "hint",
        "offer a draw",
        "resign",
        "Tab: type",
        "pick the piece",
    ] {
        assert!(!keys.contains(gone), "'{gone}' after the end:\n{keys}");
    }
    // Resigned before any move: nothing to review.
    assert!(!keys.contains("v: review"), "{keys}");
    s.send(Event::Char('u'));
    s.shows(&["The game goes on.", "n: offer a draw"]);
}

#[test]
fn a_game_won_by_a_typed_move_takes_the_keys_its_footer_names() {
    let pdn = "[FEN \"W:Wc3:Bd4\"]\n*\n";
    let saved = shashki::rules::PdnGame::read(pdn, Variant::Russian).unwrap();
    let start = Start::Play(Some(PlayPlan {
        side: SidePick::Side(Color::White),
        level: Level::new(1).unwrap(),
        saved: Some(shashki::trainer::SavedGame::Draughts(saved)),
        ..Default::default()
    }));
    let mut s = Screen::open("truth-won", start, None);
    s.key(Key::Tab);
    s.type_text("c3:e5");
    s.key(Key::Enter);
    s.shows(&["You won!"]);
    let keys = footer(&s);
    for key in ["Enter: a new game", "v: review the game", "u: take back"] {
        assert!(keys.contains(key), "{key}:\n{keys}");
    }
    assert!(!keys.contains("Type the move"), "{keys}");
    // The focus was in the move box: v still opens the review, not a letter in the box.
    s.send(Event::Char('v'));
    s.shows(&["Game review - Russian draughts"]);
}

#[test]
fn the_giveaway_screen_states_its_goal_in_every_language() {
    let goal = [
        (Lang::En, "you win when you have no pieces left"),
        (Lang::Ru, "ты выигрываешь, когда у тебя не"),
        (Lang::Bg, "печелиш, когато не ти останат"),
    ];
    for (lang, words) in goal {
        let name = format!("truth-giveaway-{lang:?}");
        let s = Screen::open(
            &name,
            game(PlayGame::Draughts(Variant::Giveaway)),
            Some(lang),
        );
        s.shows(&[words]);
    }
    let s = Screen::open(
        "truth-russian",
        game(PlayGame::Draughts(Variant::Russian)),
        None,
    );
    s.lacks(&["Giveaway:"]);
}

#[test]
fn the_glossary_opens_from_the_main_menu_with_corners_and_giveaway() {
    let mut s = Screen::open("truth-glossary", Start::Menu, None);
    for _ in 0..menu_downs("glossary") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&["Words of the game", "board (доска · дъска)"]);
    s.key(Key::End);
    for _ in 0..30 {
        s.key(Key::PageDown);
    }
    s.shows(&["corners (уголки · ъгли)", "jump (прыжок · скок)"]);
    s.key(Key::Esc);
    s.shows(&["Learn - lessons step by step"]);
}

#[test]
fn the_drill_menu_lists_its_rules_and_a_round_ends_on_it() {
    let mut s = Screen::open("truth-drills", Start::Menu, None);
    for _ in 0..menu_downs("drills") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&[
        "Variant: Russian draughts",
        "Who must capture?",
        "find the piece that has to take",
        "Taking backwards",
        "can a man take backwards?",
    ]);
    // Russian draughts has no majority rule; International has it.
    s.lacks(&["Take the most"]);
    s.key(Key::Up);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["Variant: International draughts", "Take the most"]);
    // Enter on a rule starts its drill; Esc ends the round, over the drill menu.
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&["Who must capture? - score 0"]);
    s.key(Key::Esc);
    s.shows(&[
        "Round over",
        "Drill menu",
        "Variant: International draughts",
    ]);
    s.key(Key::Enter);
    s.lacks(&["Round over"]);
    s.shows(&["find the piece that has to take"]);
}

#[test]
fn a_lettered_square_on_a_numbered_board_is_told_to_use_numbers() {
    let options = QuizOptions {
        mode: Mode::NameSquare,
        variant: Variant::International,
        seconds: None,
        labels: true,
        flipped: false,
    };
    let mut s = Screen::open("truth-numbers", Start::Quiz(Some(options)), None);
    s.type_text("c3");
    s.key(Key::Enter);
    s.shows(&["This board uses numbers, not letters", "like 22."]);
    s.shows(&["right 0/0"]);
}
