//! Tests of a game against the computer, with the computer's moves supplied by the test.

use super::*;
use std::time::Duration;

use crate::engine::{Level, Searcher, choose_move};
use crate::rules::{
    BoardSize, Color, DrawRule, GameResult, Outcome, PdnGame, Position, Variant, parse_algebraic,
};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

fn russian(fen: &str) -> Position {
    Position::from_fen(Variant::Russian, fen).unwrap()
}

/// A quiet move for the side to move: no capture offered, no position repeated.
fn quiet(session: &PlaySession) -> MovePath {
    let pos = *session.position();
    let seen = session.game().positions();
    pos.legal_move_paths()
        .into_iter()
        .find(|p| {
            let next = pos.play(&p.mv);
            !next.has_capture() && !seen.contains(&next)
        })
        .expect("a quiet move")
}

#[test]
fn the_learner_and_the_computer_take_turns_and_wrong_moves_are_explained() {
    let mut s = PlaySession::new(
        Position::start(Variant::Russian),
        Color::White,
        level(1),
        Lang::En,
    );
    assert!(s.human_to_move());
    s.type_text("c3-c4");
    assert_eq!(s.game().moves().len(), 0);
    assert_eq!(s.feedback().unwrap().tone, Tone::Wrong);
    s.type_text("c3-d4");
    assert!(s.computer_to_move());
    assert!(s.feedback().is_none());
    // Not the learner's turn: typed moves are ignored.
    s.type_text("d4-e5");
    assert_eq!(s.game().moves().len(), 1);
    let reply = {
        let pos = *s.position();
        pos.legal_move_paths().into_iter().next().unwrap()
    };
    s.computer_move(reply);
    assert!(s.human_to_move());
    assert_eq!(s.move_list().len(), 1);
    assert!(
        s.move_list()[0].starts_with("  1. c3-d4 "),
        "{:?}",
        s.move_list()
    );
}

#[test]
fn undo_takes_back_the_pair_of_moves() {
    let mut s = PlaySession::new(
        Position::start(Variant::Russian),
        Color::White,
        level(1),
        Lang::En,
    );
    assert!(!s.undo(), "nothing to take back yet");
    s.type_text("c3-d4");
    // Undo while the computer is still thinking takes back the learner's move alone.
    assert!(s.undo());
    assert!(s.game().moves().is_empty() && s.human_to_move());
    s.type_text("c3-d4");
    s.computer_move(quiet(&s));
    s.type_text("g3-h4");
    s.computer_move(quiet(&s));
    assert_eq!(s.game().moves().len(), 4);
    assert!(s.undo());
    assert_eq!(s.game().moves().len(), 2);
    assert!(s.human_to_move());
    assert_eq!(s.feedback().unwrap().text, "Move taken back.");
}

#[test]
fn when_the_computer_began_its_first_move_stays() {
    let mut s = PlaySession::new(
        Position::start(Variant::Russian),
        Color::Black,
        level(1),
        Lang::En,
    );
    assert!(s.computer_to_move());
    s.computer_move(quiet(&s));
    assert!(!s.undo());
    assert_eq!(s.game().moves().len(), 1);
    s.type_text("f6-g5");
    s.computer_move(quiet(&s));
    assert!(s.undo());
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn resigning_ends_the_game_and_undo_reopens_it() {
    // In checkers Black moves first.
    let mut s = PlaySession::new(
        Position::start(Variant::English),
        Color::Black,
        level(1),
        Lang::Ru,
    );
    s.type_text("11-15");
    s.computer_move(quiet(&s));
    s.resign();
    assert_eq!(s.ending(), Some(Ending::Resigned(Color::Black)));
    assert_eq!(s.ending().unwrap().result(), GameResult::WhiteWins);
    assert!(s.ending_text().unwrap().contains("Ты сдался"));
    assert!(!s.human_to_move() && !s.computer_to_move());
    s.type_text("9-13");
    assert_eq!(s.game().moves().len(), 2);
    // The first undo takes back the resignation, the next one the moves.
    assert!(s.undo());
    assert_eq!(s.ending(), None);
    assert_eq!(s.game().moves().len(), 2);
    assert!(s.human_to_move());
    assert!(s.undo());
    assert!(s.game().moves().is_empty() && s.human_to_move());
}

#[test]
fn a_draw_offer_is_taken_when_the_computer_is_not_better() {
    // The computer (Black) has three men against one: it declines.
    let mut s = PlaySession::new(russian("W:Wa1:Bb8,d8,f8"), Color::White, level(8), Lang::En);
    assert!(!s.offer_draw());
    assert!(s.ending().is_none());
    assert!(s.feedback().unwrap().text.contains("declines"));
    // One man against three: it accepts.
    let mut s = PlaySession::new(russian("W:Wa1,c1,e1:Bh8"), Color::White, level(8), Lang::En);
    assert!(s.offer_draw());
    assert_eq!(s.ending(), Some(Ending::DrawAgreed));
    assert!(s.ending_text().unwrap().starts_with("A draw."));
}

#[test]
fn a_draw_rule_ends_the_game_and_the_counter_runs_before() {
    // Two kings against one (R6: the stronger side has 5 moves to win).
    let mut s = PlaySession::new(russian("W:WKa3,Kc1:BKh2"), Color::White, level(1), Lang::En);
    let mut seen_counter = false;
    for _ in 0..40 {
        if s.ending().is_some() {
            break;
        }
        let path = quiet(&s);
        if s.human_to_move() {
            s.play_route(&path.squares().collect::<Vec<_>>());
        } else {
            s.computer_move(path);
        }
        seen_counter |= s.counters().iter().any(|c| c.contains("of 5 moves (R6)"));
    }
    assert!(seen_counter, "the R6 counter was shown");
    assert_eq!(
        s.ending(),
        Some(Ending::Rules(Outcome::Draw(DrawRule::SmallEnding)))
    );
    let text = s.ending_text().unwrap();
    assert!(
        text.starts_with("A draw.") && text.contains("(R6)"),
        "{text}"
    );
}

#[test]
fn the_game_is_lost_when_no_pieces_are_left() {
    let mut s = PlaySession::new(russian("W:Wc3:Bd4"), Color::Black, level(1), Lang::En);
    s.computer_move(s.position().legal_move_paths()[0].clone());
    assert_eq!(s.ending().unwrap().result(), GameResult::WhiteWins);
    assert_eq!(
        s.ending_text().unwrap(),
        "The computer won. No pieces are left to move."
    );
}

#[test]
fn must_capture_names_the_pieces_that_must_take() {
    let s = PlaySession::new(russian("W:Wc3,g3:Bd4"), Color::White, level(1), Lang::En);
    let c3 = parse_algebraic(BoardSize::Eight, "c3").unwrap();
    assert_eq!(s.must_capture(), [c3]);
}

#[test]
fn a_saved_game_reads_back_and_continues_with_the_same_sides_and_level() {
    let mut s = PlaySession::new(
        Position::start(Variant::International),
        Color::Black,
        level(5),
        Lang::En,
    );
    for _ in 0..3 {
        s.computer_move(quiet(&s));
        let path = quiet(&s);
        s.play_route(&path.squares().collect::<Vec<_>>());
    }
    let pdn = s.to_pdn("Anna", "2026.11.29");
    assert!(
        pdn.contains("[GameType \"20\"]") && pdn.contains("[Result \"*\"]"),
        "{pdn}"
    );
    assert!(pdn.contains("[White \"shashki level 5\"]") && pdn.contains("[Black \"Anna\"]"));
    let saved = PdnGame::read(&pdn, Variant::Russian).unwrap();
    // The tags win over the side and level asked for.
    let again = PdnGame::read(&pdn, Variant::Russian).unwrap();
    let resumed = PlaySession::resume(again, Color::White, level(1), Lang::En);
    assert_eq!(saved.game.moves(), s.game().moves());
    assert_eq!(resumed.position(), s.position());
    assert_eq!(resumed.human(), Color::Black);
    assert_eq!(resumed.level(), level(5));
    assert!(resumed.computer_to_move());
    assert_eq!(resumed.move_list(), s.move_list());
    assert_eq!(game_line(&pdn), "2026.11.29  shashki level 5 - Anna  *");
}

#[test]
fn a_finished_game_is_saved_with_its_result() {
    let mut s = PlaySession::new(russian("W:Wc3:Bd4"), Color::White, level(2), Lang::En);
    s.type_text("c3:e5");
    assert_eq!(s.ending().unwrap().result(), GameResult::WhiteWins);
    let pdn = s.to_pdn("Anna", "2026.11.29");
    let saved = PdnGame::read(&pdn, Variant::Russian).unwrap();
    assert_eq!(saved.result, Some(GameResult::WhiteWins));
    assert_eq!(saved.game.start(), &russian("W:Wc3:Bd4"));
    let resumed = PlaySession::resume(saved, Color::Black, level(1), Lang::En);
    assert_eq!(resumed.human(), Color::White);
    assert!(resumed.ending().is_some());
}

#[test]
fn a_whole_game_against_level_1_reaches_an_ending() {
    let mut s = PlaySession::new(
        Position::start(Variant::Russian),
        Color::White,
        level(1),
        Lang::En,
    );
    let mut searcher = Searcher::new(12);
    let mut rng = Rng::new(7);
    for _ in 0..400 {
        if s.ending().is_some() {
            break;
        }
        let (pos, history) = s.search_input();
        let strength = if s.human_to_move() {
            level(4)
        } else {
            s.level()
        };
        let path = choose_move(
            &pos,
            &history,
            strength,
            Duration::from_millis(50),
            &mut searcher,
            &mut rng,
        )
        .expect("a move while the game goes on");
        if s.human_to_move() {
            s.type_text(&full_text(pos.variant(), &path));
            assert!(
                s.feedback().is_none_or(|f| f.tone != Tone::Wrong),
                "{:?}",
                s.feedback()
            );
        } else {
            s.computer_move(path);
        }
    }
    let ending = s.ending().expect("the game ended");
    assert!(s.game().moves().len() > 20, "{:?}", s.move_list());
    assert_eq!(ending, Ending::Rules(s.game().outcome().unwrap()));
    let pdn = s.to_pdn("Anna", "2026.11.29");
    assert_eq!(
        PdnGame::read(&pdn, Variant::Russian).unwrap().result,
        Some(ending.result())
    );
}

#[test]
fn sides_by_lot_give_both_colours() {
    let mut rng = Rng::new(1);
    let sides: Vec<Color> = (0..20)
        .map(|_| SidePick::Random.resolve(&mut rng))
        .collect();
    assert!(sides.contains(&Color::White) && sides.contains(&Color::Black));
    assert_eq!(SidePick::Side(Color::Black).resolve(&mut rng), Color::Black);
    assert_eq!(SidePick::Random.next().next().next(), SidePick::Random);
}

#[test]
fn pdn_dates_are_civil_dates() {
    assert_eq!(pdn_date(0), "1970.01.01");
    assert_eq!(pdn_date(951_782_400), "2000.02.29");
    assert_eq!(pdn_date(1_795_910_400), "2026.11.29");
}
