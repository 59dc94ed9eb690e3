use super::*;
use crate::corners::Cell;
use crate::corners::CornersEnd;
use crate::engine::Level;
use crate::rules::{GameResult, Variant};
use crate::trainer::{Ending, Tone};
use crate::trainer::{
    Opened, PlayGame, PlayPlan, SavedGame, SidePick, continue_label, last_unfinished,
};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

#[test]
fn a_typed_move_is_played_and_a_wrong_one_explained() {
    let mut s = CornersSession::new(CornersPosition::start(), Color::White, level(1), Lang::En);
    assert!(s.human_to_move());
    s.type_text("c3");
    assert_eq!(s.feedback().unwrap().tone, Tone::Wrong);
    assert!(s.feedback().unwrap().text.contains("half a move"));
    s.type_text("f6-e6");
    assert!(
        s.feedback().unwrap().text.contains("not yours"),
        "{:?}",
        s.feedback()
    );
    s.type_text("a1-a2");
    assert!(
        s.feedback().unwrap().text.contains("taken"),
        "{:?}",
        s.feedback()
    );
    s.type_text("c3-c5");
    assert!(s.feedback().unwrap().text.contains("cannot get to c5"));
    s.type_text("zz-c4");
    assert!(s.feedback().unwrap().text.contains("not a square"));
    assert!(s.game().moves().is_empty(), "nothing was played");
    s.type_text("c3-d3");
    assert!(s.feedback().is_none());
    assert_eq!(s.move_list(), vec!["  1. c3-d3"]);
    assert!(s.computer_to_move());
    // The Russian texts too.
    let mut ru = CornersSession::new(CornersPosition::start(), Color::White, level(1), Lang::Ru);
    ru.type_text("c3");
    assert!(ru.feedback().unwrap().text.contains("половина хода"));
    // Typed on the Russian layout (с3-в3 are the keys of c3-d3) or with look-alikes (с3-с4).
    ru.type_text("с3-в3");
    assert_eq!(ru.move_list(), vec!["  1. c3-d3"]);
    assert!(
        ru.feedback().unwrap().text.contains("c3-d3"),
        "{:?}",
        ru.feedback()
    );
    let mut looks = CornersSession::new(CornersPosition::start(), Color::White, level(1), Lang::En);
    looks.type_text("с3-с4");
    assert_eq!(looks.move_list(), vec!["  1. c3-c4"]);
}

#[test]
fn a_jump_chain_picked_on_the_board_and_undone() {
    let mut s = CornersSession::new(CornersPosition::start(), Color::White, level(1), Lang::En);
    // a2 jumps over a3 to a4: picked as its two ends.
    s.pick(&(Cell::parse("a2").unwrap(), Cell::parse("a4").unwrap()));
    assert_eq!(s.game().moves().len(), 1);
    assert!(s.game().moves()[0].is_jump());
    let reply = s.position().legal_moves()[0].clone();
    s.computer_move(reply);
    assert!(s.human_to_move());
    assert!(s.undo());
    assert!(s.game().moves().is_empty(), "both moves taken back");
    assert!(s.human_to_move());
    assert!(!s.can_take_back());
    assert!(!s.undo(), "nothing left to take back");
    assert_eq!(
        s.feedback().unwrap().text,
        "There is no move of yours to take back yet."
    );
    // A move the computer did not get to make is refused on the learner's turn.
    let stray = s.position().legal_moves()[0].clone();
    s.computer_move(stray);
    assert!(s.game().moves().is_empty());
}

#[test]
fn the_race_and_the_home_rule_are_told() {
    let s = CornersSession::new(CornersPosition::start(), Color::White, level(1), Lang::En);
    let race = s.race();
    assert_eq!(race[0], "Your pieces in the far corner: 0 of 9.");
    assert!(
        race[2].contains("9 pieces are still in your own corner"),
        "{race:?}"
    );
    assert!(race[2].contains("40 more moves"), "{race:?}");
    // Playing Black, the computer's first move leaves the learner all 40 moves.
    let mut black = CornersSession::new(CornersPosition::start(), Color::Black, level(1), Lang::En);
    let first = black.position().legal_moves()[0].clone();
    black.computer_move(first);
    assert!(
        black.race()[2].contains("40 more moves"),
        "{:?}",
        black.race()
    );
    black.type_text("f6-e6");
    let reply = black.position().legal_moves()[0].clone();
    black.computer_move(reply);
    assert!(
        black.race()[2].contains("39 more moves"),
        "{:?}",
        black.race()
    );
}

#[test]
fn resigning_ends_the_game_and_the_pdn_reads_back() {
    let mut s = CornersSession::new(CornersPosition::start(), Color::Black, level(2), Lang::En);
    let first = s.position().legal_moves()[0].clone();
    s.computer_move(first);
    assert!(!s.can_take_back(), "the computer's first move stays");
    assert!(!s.undo());
    assert_eq!(s.game().moves().len(), 1);
    // f6-e6 on the Russian layout: played, and "Read as f6-e6." is said.
    s.type_text("а6-у6");
    assert!(s.feedback().is_some());
    s.resign();
    assert!(s.feedback().is_none(), "the ending alone is shown");
    assert!(s.feedback().is_none(), "the ending alone is shown");
    assert!(s.can_take_back());
    assert_eq!(s.ending(), Some(Ending::Resigned(Color::Black)));
    assert_eq!(s.ending_text().unwrap(), "The computer won. You resigned.");
    let pdn = s.to_pdn("Anna", "2026.12.02");
    assert!(pdn.contains("[Result \"1-0\"]"), "{pdn}");
    let SavedGame::Corners(game, tags) = SavedGame::read(&pdn, Variant::Russian).unwrap() else {
        panic!("read as draughts: {pdn}");
    };
    let again = CornersSession::resume(
        game,
        &tags,
        Some(GameResult::WhiteWins),
        Color::White,
        level(5),
        Lang::En,
    );
    assert_eq!(
        again.human(),
        Color::Black,
        "the side not named after the computer"
    );
    assert_eq!(again.level(), level(2), "the saved level");
    assert_eq!(again.game().moves().len(), 2);
    assert!(again.ending().is_some(), "a resigned game stays finished");
}

#[test]
fn an_unfinished_game_of_corners_is_offered_to_continue() {
    let mut s = CornersSession::new(CornersPosition::start(), Color::White, level(3), Lang::En);
    s.type_text("c3-d3");
    let pdn = s.to_pdn("Anna", "2026.12.02");
    let games = vec![(
        std::path::PathBuf::from("2026-12-02-corners-unfinished.pdn"),
        pdn,
    )];
    let (_, saved) = last_unfinished(&games).unwrap();
    assert_eq!(saved.game(), PlayGame::Corners);
    assert_eq!(
        continue_label(&saved, Lang::En),
        "Continue: 2026.12.02, Corners, 1 move"
    );
    let plan = PlayPlan {
        saved: Some(saved),
        side: SidePick::Side(Color::Black),
        ..PlayPlan::default()
    };
    let Opened::Corners(session) = plan.open(Lang::En, &mut crate::rng::Rng::new(1)) else {
        panic!("not opened as corners");
    };
    assert_eq!(session.human(), Color::White);
    assert!(session.computer_to_move());
}

#[test]
fn the_play_menu_cycles_through_every_game() {
    let mut game = PlayGame::Draughts(Variant::Russian);
    let mut seen = vec![game];
    for _ in 1..PlayGame::ALL.len() {
        game = game.next();
        seen.push(game);
    }
    assert_eq!(seen, PlayGame::ALL);
    assert_eq!(game.next(), PlayGame::Draughts(Variant::Russian));
    assert_eq!("corners".parse::<PlayGame>(), Ok(PlayGame::Corners));
    assert_eq!(
        "giveaway".parse::<PlayGame>(),
        Ok(PlayGame::Draughts(Variant::Giveaway))
    );
    assert!("chess".parse::<PlayGame>().unwrap_err().contains("corners"));
    assert_eq!(PlayGame::Corners.title(Lang::Ru), "Уголки");
}

#[test]
fn a_filled_corner_is_a_win_in_words() {
    // White has eight pieces in Black's corner; e7 jumps over f7 into g7, the ninth.
    let fen = "W:Wf6,g6,h6,f7,h7,f8,g8,h8,e7:Ba1,b1,c1,a2,b2,c2,a3,b3,d4:P100";
    let game = CornersGame::new(CornersPosition::from_fen(fen).unwrap());
    let mut s = CornersSession::from_game(game, Color::White, level(1), Lang::En);
    s.type_text("e7-f7");
    assert!(s.feedback().unwrap().text.contains("f7 is taken"));
    s.type_text("e7-g7");
    let ending = s.ending().expect("the corner is full");
    assert_eq!(
        ending,
        Ending::Rules(CornersOutcome {
            winner: Some(Color::White),
            end: CornersEnd::Filled
        })
    );
    assert_eq!(s.ending_text().unwrap(), "You won! The far corner is full.");
    assert!(!s.human_to_move() && !s.computer_to_move());
}
