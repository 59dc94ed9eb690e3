//! Tests of a game against the computer, with the computer's moves supplied by the test.

use super::*;
use crate::rng::Rng;
use crate::trainer::Ending;
use crate::trainer::play_plan::*;
use std::path::{Path, PathBuf};
use std::time::Duration;

use jiff::Timestamp;
use jiff::tz::{TimeZone, offset};

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
fn quiet(session: &DraughtsSession) -> MovePath {
    let pos = *session.position();
    let seen = session.game().positions();
    pos.legal_move_paths()
        .into_iter()
        .find(|p| {
            let next = pos.play_unchecked(&p.mv);
            !next.has_capture() && !seen.contains(&next)
        })
        .expect("a quiet move")
}

#[test]
fn the_learner_and_the_computer_take_turns_and_wrong_moves_are_explained() {
    let mut s = DraughtsSession::new(
        Position::start(Variant::Russian),
        Color::White,
        level(1),
        Lang::En,
    );
    assert!(s.human_to_move());
    s.type_text("c3-e5");
    assert_eq!(s.game().moves().len(), 0);
    assert_eq!(s.feedback().unwrap().tone, Tone::Wrong);
    // A light square is a slip of the keyboard: told, in a neutral tone.
    s.type_text("c3-c4");
    assert_eq!(s.feedback().unwrap().tone, Tone::Info);
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
    s.computer_move(reply.clone());
    assert!(s.human_to_move());
    // The computer's move is named.
    assert_eq!(
        s.feedback().unwrap().text,
        format!("Black played {}.", full_text(Variant::Russian, &reply))
    );
    assert_eq!(s.move_list().len(), 1);
    assert!(
        s.move_list()[0].starts_with("  1. c3-d4 "),
        "{:?}",
        s.move_list()
    );
}

#[test]
fn undo_takes_back_the_pair_of_moves() {
    let mut s = DraughtsSession::new(
        Position::start(Variant::Russian),
        Color::White,
        level(1),
        Lang::En,
    );
    assert!(!s.can_take_back());
    assert!(!s.undo(), "nothing to take back yet");
    // ... and it says so, rather than doing nothing.
    assert_eq!(
        s.feedback().unwrap().text,
        "There is no move of yours to take back yet."
    );
    s.type_text("c3-d4");
    assert!(s.can_take_back());
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
    let mut s = DraughtsSession::new(
        Position::start(Variant::Russian),
        Color::Black,
        level(1),
        Lang::En,
    );
    assert!(s.computer_to_move());
    s.computer_move(quiet(&s));
    assert!(!s.can_take_back());
    assert!(!s.undo());
    assert_eq!(s.game().moves().len(), 1);
    assert_eq!(s.feedback().unwrap().tone, Tone::Info);
    s.type_text("f6-g5");
    s.computer_move(quiet(&s));
    assert!(s.undo());
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn the_giveaway_game_states_its_goal() {
    let start = |v| DraughtsSession::new(Position::start(v), Color::White, level(1), Lang::En);
    let goal = start(Variant::Giveaway)
        .goal()
        .expect("giveaway has its own goal");
    assert!(goal.contains("win"), "{goal}");
    assert!(start(Variant::GiveawayInternational).goal().is_some());
    assert_eq!(start(Variant::Russian).goal(), None);
    let ru = DraughtsSession::new(
        Position::start(Variant::Giveaway),
        Color::White,
        level(1),
        Lang::Ru,
    );
    assert!(
        ru.goal().is_some_and(|g| g.contains("выигр")),
        "{:?}",
        ru.goal()
    );
}

#[test]
fn resigning_ends_the_game_and_undo_reopens_it() {
    // In checkers Black moves first.
    let mut s = DraughtsSession::new(
        Position::start(Variant::English),
        Color::Black,
        level(1),
        Lang::Ru,
    );
    s.type_text("11-15");
    s.computer_move(quiet(&s));
    s.resign();
    assert!(s.can_take_back(), "a resignation is taken back");
    assert_eq!(s.ending(), Some(Ending::Resigned(Color::Black)));
    assert_eq!(s.result().unwrap(), GameResult::WhiteWins);
    assert_eq!(s.ending_text().unwrap(), "Выиграл компьютер. Партия сдана.");
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
fn the_move_list_writes_every_square_of_a_capture() {
    // White takes two men with one man: the list names the square between them too.
    let mut s = DraughtsSession::new(
        russian("W:Wc3,h2:Bd4,f6,a7"),
        Color::White,
        level(1),
        Lang::En,
    );
    s.type_text("c3:g7");
    assert_eq!(s.feedback(), None);
    s.computer_move(s.position().legal_move_paths()[0].clone());
    let list = s.move_list();
    assert!(list[0].starts_with("  1. c3:e5:g7 "), "{list:?}");
    assert_eq!(list.len(), move_count(s.game()));
}

#[test]
fn an_equal_young_game_is_played_on_at_every_level() {
    // At the start the position is equal: every level declines, in words a child understands.
    let start = Position::start(Variant::Russian);
    let mut s = DraughtsSession::new(start, Color::White, level(8), Lang::En);
    assert!(!s.offer_draw());
    assert!(s.ending().is_none());
    assert_eq!(
        s.feedback().unwrap().text,
        "It is too early for a draw: the computer wants to play on."
    );
    let mut ru = DraughtsSession::new(start, Color::White, level(8), Lang::Ru);
    assert!(!ru.offer_draw());
    assert_eq!(
        ru.feedback().unwrap().text,
        "Для ничьей ещё рано: компьютер хочет играть дальше."
    );
    for n in 1..8 {
        let mut s = DraughtsSession::new(start, Color::White, level(n), Lang::En);
        assert!(!s.offer_draw(), "level {n}");
    }
    // The rule itself: 20 moves of each side, equal within a tenth of a man; in an ending
    // half a man is too little to play on for.
    assert_eq!(draw_answer(Stage::Opening, 0), DrawAnswer::TooEarly);
    assert_eq!(
        draw_answer(Stage::Opening, DRAW_MARGIN),
        DrawAnswer::TooEarly
    );
    assert_eq!(
        draw_answer(Stage::Opening, -DRAW_MARGIN),
        DrawAnswer::TooEarly
    );
    assert_eq!(
        draw_answer(Stage::Opening, -DRAW_MARGIN - 1),
        DrawAnswer::Accept
    );
    assert_eq!(
        draw_answer(Stage::Opening, DRAW_MARGIN + 1),
        DrawAnswer::Better
    );
    assert_eq!(draw_answer(Stage::Middle, 0), DrawAnswer::Accept);
    assert_eq!(
        draw_answer(Stage::Middle, DRAW_MARGIN + 1),
        DrawAnswer::Better
    );
    assert_eq!(
        draw_answer(Stage::Ending, ENDING_MARGIN),
        DrawAnswer::Accept
    );
    assert_eq!(
        draw_answer(Stage::Ending, ENDING_MARGIN + 1),
        DrawAnswer::Better
    );
    // The stages: 40 plies of opening; an ending has a third of the pieces, or kings only.
    assert_eq!(stage(&start, 39), Stage::Opening);
    assert_eq!(stage(&start, 40), Stage::Middle);
    let eight = russian("W:Wa1,c1,e1,g1:Bb8,d8,f8,h8");
    assert_eq!(stage(&eight, 10), Stage::Ending);
    let nine = russian("W:Wa1,c1,e1,g1,a3:Bb8,d8,f8,h8");
    assert_eq!(stage(&nine, 50), Stage::Middle);
    let kings = russian("W:WKa1,Kc1,Ke1,Kg1,Ka3:BKb8,Kd8,Kf8,Kh8");
    assert_eq!(stage(&kings, 50), Stage::Ending);
}

#[test]
fn an_ending_the_draw_rules_will_end_is_agreed_drawn() {
    // A king and a man against a lone king: five moves each and it is a draw by the rules (R6),
    // so the computer, a man up, takes the draw.
    let mut s = DraughtsSession::new(russian("W:WKh8:BKc1,e3"), Color::White, level(8), Lang::En);
    assert!(s.offer_draw());
    assert_eq!(s.ending(), Some(Ending::DrawAgreed));
}

#[test]
fn a_draw_offer_is_taken_when_the_computer_is_not_better() {
    // The computer (Black) has three men against one: it declines.
    let mut s = DraughtsSession::new(russian("W:Wa1:Bb8,d8,f8"), Color::White, level(8), Lang::En);
    assert!(!s.offer_draw());
    assert!(s.ending().is_none());
    assert!(s.feedback().unwrap().text.contains("declines"));
    // One man against three: it accepts.
    let mut s = DraughtsSession::new(russian("W:Wa1,c1,e1:Bh8"), Color::White, level(8), Lang::En);
    assert!(s.offer_draw());
    assert_eq!(s.ending(), Some(Ending::DrawAgreed));
    assert!(s.ending_text().unwrap().starts_with("A draw."));
}

#[test]
fn a_draw_rule_ends_the_game_and_the_counter_runs_before() {
    // Two kings against one (R6: the stronger side has 5 moves to win).
    let mut s = DraughtsSession::new(russian("W:WKa3,Kc1:BKh2"), Color::White, level(1), Lang::En);
    let mut seen_counter = false;
    for _ in 0..40 {
        if s.ending().is_some() {
            break;
        }
        let path = quiet(&s);
        if s.human_to_move() {
            s.pick(&path.squares().collect::<Vec<_>>());
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
    let mut s = DraughtsSession::new(russian("W:Wc3:Bd4"), Color::Black, level(1), Lang::En);
    s.computer_move(s.position().legal_move_paths()[0].clone());
    assert_eq!(s.result().unwrap(), GameResult::WhiteWins);
    assert_eq!(
        s.ending_text().unwrap(),
        "The computer won. No pieces are left to move."
    );
}

#[test]
fn must_capture_names_the_pieces_that_must_take() {
    let s = DraughtsSession::new(russian("W:Wc3,g3:Bd4"), Color::White, level(1), Lang::En);
    let c3 = parse_algebraic(BoardSize::Eight, "c3").unwrap();
    assert_eq!(s.must_capture(), [c3]);
}

#[test]
fn a_saved_game_reads_back_and_continues_with_the_same_sides_and_level() {
    let mut s = DraughtsSession::new(
        Position::start(Variant::International),
        Color::Black,
        level(5),
        Lang::En,
    );
    for _ in 0..3 {
        s.computer_move(quiet(&s));
        let path = quiet(&s);
        s.pick(&path.squares().collect::<Vec<_>>());
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
    let resumed = DraughtsSession::resume(
        again.game,
        &again.tags,
        again.result,
        Color::White,
        level(1),
        Lang::En,
    );
    assert_eq!(saved.game.moves(), s.game().moves());
    assert_eq!(resumed.position(), s.position());
    assert_eq!(resumed.human(), Color::Black);
    assert_eq!(resumed.level(), level(5));
    assert!(resumed.computer_to_move());
    assert_eq!(resumed.move_list(), s.move_list());
    assert_eq!(
        game_line(&pdn, Lang::En),
        "2026.11.29  shashki level 5 - Anna  unfinished"
    );
    assert_eq!(
        game_line(&pdn, Lang::Ru),
        "2026.11.29  shashki level 5 - Anna  не окончена"
    );
}

#[test]
fn a_finished_game_is_saved_with_its_result() {
    let mut s = DraughtsSession::new(russian("W:Wc3:Bd4"), Color::White, level(2), Lang::En);
    s.type_text("c3:e5");
    assert_eq!(s.result().unwrap(), GameResult::WhiteWins);
    let pdn = s.to_pdn("Anna", "2026.11.29");
    let saved = PdnGame::read(&pdn, Variant::Russian).unwrap();
    assert_eq!(saved.result, Some(GameResult::WhiteWins));
    assert_eq!(saved.game.start(), &russian("W:Wc3:Bd4"));
    let resumed = DraughtsSession::resume(
        saved.game,
        &saved.tags,
        saved.result,
        Color::Black,
        level(1),
        Lang::En,
    );
    assert_eq!(resumed.human(), Color::White);
    assert!(resumed.ending().is_some());
    assert_eq!(
        game_line(&pdn, Lang::Ru),
        "2026.11.29  Anna - shashki level 2  2-0"
    );
}

#[test]
fn a_whole_game_against_level_1_reaches_an_ending() {
    let mut s = DraughtsSession::new(
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
        let pos = *s.position();
        let strength = if s.human_to_move() {
            level(4)
        } else {
            s.level()
        };
        let path = choose_move(
            s.game(),
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
        s.result()
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
    let utc = |unix| pdn_date(Timestamp::from_second(unix).unwrap(), &TimeZone::UTC);
    assert_eq!(utc(0), "1970.01.01");
    assert_eq!(utc(951_782_400), "2000.02.29");
    assert_eq!(utc(1_795_910_400), "2026.11.29");
}

#[test]
fn the_date_of_a_game_is_the_local_date() {
    // 2026-11-28 23:30 UTC: already the 29th in Sofia (UTC+2), still the 28th in New York.
    let late = Timestamp::from_second(1_795_910_400 - 30 * 60).unwrap();
    assert_eq!(pdn_date(late, &TimeZone::UTC), "2026.11.28");
    assert_eq!(pdn_date(late, &offset(2).to_time_zone()), "2026.11.29");
    let new_york = TimeZone::posix("EST5EDT,M3.2.0,M11.1.0").unwrap();
    let early = Timestamp::from_second(1_795_910_400 + 3 * 3600).unwrap();
    assert_eq!(pdn_date(early, &new_york), "2026.11.28");
}

#[test]
fn numbers_of_moves_agree_with_the_word() {
    let en: Vec<String> = [1, 2, 5].map(|n| moves_text(n, Lang::En)).into();
    assert_eq!(en, ["1 move", "2 moves", "5 moves"]);
    let ru: Vec<String> = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111]
        .map(|n| moves_text(n, Lang::Ru))
        .into();
    assert_eq!(
        ru,
        [
            "1 ход",
            "2 хода",
            "4 хода",
            "5 ходов",
            "11 ходов",
            "12 ходов",
            "14 ходов",
            "21 ход",
            "22 хода",
            "25 ходов",
            "101 ход",
            "111 ходов"
        ]
    );
}

#[test]
fn the_last_unfinished_game_is_found_and_named_for_the_menu() {
    let mut s = DraughtsSession::new(
        Position::start(Variant::Brazilian),
        Color::White,
        level(2),
        Lang::En,
    );
    s.type_text("c3-d4");
    s.computer_move(quiet(&s));
    s.type_text("g3-h4");
    let unfinished = s.to_pdn("Anna", "2026.11.29");
    let mut won = DraughtsSession::new(russian("W:Wc3:Bd4"), Color::White, level(2), Lang::En);
    won.type_text("c3:e5");
    let finished = won.to_pdn("Anna", "2026.11.30");
    let older = s.to_pdn("Anna", "2026.11.01");
    let games: Vec<(PathBuf, String)> = vec![
        ("older.pdn".into(), older),
        ("unfinished.pdn".into(), unfinished),
        ("broken.pdn".into(), "[Result \"*\"]\n1. c3-c4 *".into()),
        ("won.pdn".into(), finished),
    ];
    let (path, saved) = last_unfinished(&games).unwrap();
    assert_eq!(path, Path::new("unfinished.pdn"));
    assert_eq!(saved.date(), Some("2026.11.29"));
    let SavedGame::Draughts(pdn) = &saved else {
        panic!("a draughts game read as corners");
    };
    assert_eq!(pdn.game.moves(), s.game().moves());
    assert_eq!(move_count(&pdn.game), 2);
    assert_eq!(saved.move_count(), 2);
    assert_eq!(
        continue_label(&saved, Lang::En),
        "Continue: 2026.11.29, Brazilian draughts, 2 moves"
    );
    assert_eq!(
        continue_label(&saved, Lang::Ru),
        "Продолжить: 2026.11.29, Бразильские шашки, 2 хода"
    );
    assert!(last_unfinished(&games[3..]).is_none());

    // The summary names the same file, and every game once.
    let lines = crate::trainer::games_summary(&games, Lang::En);
    assert_eq!(lines[0], "Games against the computer: 4");
    assert!(lines[1].ends_with("2-0  (won.pdn)"), "{lines:?}");
    assert_eq!(
        lines.last().unwrap(),
        "  continue the last unfinished one: shashki play --load unfinished.pdn"
    );
    assert!(
        crate::trainer::games_summary(&games[3..], Lang::En)
            .iter()
            .all(|l| !l.contains("--load"))
    );
}

#[test]
fn a_saved_date_must_be_a_whole_date() {
    let with = |date: &str| {
        let pdn = format!("[Date \"{date}\"]\n*\n");
        PdnGame::read(&pdn, Variant::Russian).unwrap()
    };
    assert_eq!(game_date(&with("2026.11.29")), Some("2026.11.29"));
    assert_eq!(game_date(&with("2026.11.??")), None);
    assert_eq!(game_date(&with("../../x.y.z")), None);
    assert_eq!(
        game_date(&PdnGame::read("*", Variant::Russian).unwrap()),
        None
    );
}
