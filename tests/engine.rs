//! The engine: the reference texts' opening traps found and proven, a regression table of
//! search results, the prover's answers and limits, hints, stopping, and playing strength in
//! short games (the full strength runs are `cargo bench --bench strength`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use shashki::Lang;
use shashki::engine::{
    Goal, HintReason, Level, Limits, Player, ProveLimit, Searcher, WIN_FOUND, choose_move, hint,
    play_game, prove,
};
use shashki::i18n::core::hint_reason;
use shashki::rng::Rng;
use shashki::rules::{Game, GameResult, MovePath, Position, Variant, full_text, parse_move};

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap()
}

/// The opening traps of seed 002 (examples 1-5) and seed 000's 13-move trap: the position
/// before the winning move, the goal it achieves, and the move.
const TRAPS: &[(&str, &str, &str, &str)] = &[
    (
        "example 1",
        "W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Be5,g5,b6,f6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
        "g3-f4",
    ),
    (
        "example 2",
        "W:Wa1,c1,e1,g1,b2,d2,h2,a3,g3,f4:Bd4,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
        "f4-g5",
    ),
    (
        "example 3",
        "B:Wa1,c1,e1,g1,b2,d2,f2,h2,g3,c5:Bg5,f6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
        "g5-f4",
    ),
    (
        "example 4",
        "B:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3,h4:Be5,b6,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "material:1",
        "e5-d4",
    ),
    (
        "example 5",
        "W:Wa1,c1,e1,g1,d2,f2,a3,c3,e3,g3,d4,h4:Ba5,c5,b6,f6,h6,a7,c7,e7,g7,d8,f8,h8",
        "promote",
        "c3-b4",
    ),
    (
        "13-move trap",
        "B:Wa1,g1,b2,f2,c3,g3,c5,h6,c7:Bh4,a7,b8,d8,f8,h8",
        "material:2",
        "b8:d6:b4:d2",
    ),
];

#[test]
fn the_opening_traps_are_found_and_proven() {
    for (name, fen, goal, key) in TRAPS {
        let p = pos(Variant::Russian, fen);
        let proof = prove(
            &p,
            Goal::parse(goal).unwrap(),
            ProveLimit {
                depth: 9,
                nodes: 2_000_000,
            },
        );
        assert!(proof.complete, "{name}");
        let firsts: Vec<String> = proof
            .proven
            .iter()
            .map(|m| full_text(Variant::Russian, &m.line[0]))
            .collect();
        assert!(
            firsts.contains(&key.to_string()),
            "{name}: proven {firsts:?}"
        );
        let found = Searcher::default().search(&p, &[], Limits::depth(10));
        assert_eq!(
            full_text(Variant::Russian, &found.best.unwrap()),
            *key,
            "{name}: the search finds it"
        );
    }
}

#[test]
fn winning_by_blocking_is_proven_and_wrong_moves_are_not() {
    // Diagram 101 after 1...h2-e5: White locks the black king in 7 plies.
    let p = pos(Variant::Russian, "W:Wc1,e1,b2,a3:Ba5,Ke5");
    let proof = prove(
        &p,
        Goal::Win,
        ProveLimit {
            depth: 7,
            nodes: 1_000_000,
        },
    );
    assert!(proof.complete);
    let firsts: Vec<String> = proof
        .proven
        .iter()
        .map(|m| full_text(Variant::Russian, &m.line[0]))
        .collect();
    assert_eq!(firsts, ["b2-c3"]);
    let line: Vec<String> = proof.proven[0]
        .line
        .iter()
        .map(|m| full_text(Variant::Russian, m))
        .collect();
    assert_eq!(line.len(), 7, "{line:?}");
    // A draw goal counts a win as achieving it ("draw or better").
    let draw = prove(
        &p,
        Goal::Draw,
        ProveLimit {
            depth: 7,
            nodes: 1_000_000,
        },
    );
    assert!(
        draw.proven
            .iter()
            .any(|m| full_text(Variant::Russian, &m.line[0]) == "b2-c3")
    );
}

#[test]
fn the_prover_says_unknown_when_the_node_limit_is_hit() {
    let p = Position::start(Variant::International);
    let proof = prove(
        &p,
        Goal::Win,
        ProveLimit {
            depth: 20,
            nodes: 500,
        },
    );
    assert!(!proof.complete);
    assert!(proof.proven.is_empty());
    assert_eq!(Goal::parse("material:3"), Some(Goal::Material(3)));
    assert_eq!(Goal::parse("material:0"), None);
    assert_eq!(Goal::parse("lose"), None);
}

/// The first moves the prover finds for `goal` within `depth` plies.
fn proven_firsts(fen: &str, goal: Goal, depth: u32) -> Vec<String> {
    let proof = prove(
        &pos(Variant::Russian, fen),
        goal,
        ProveLimit {
            depth,
            nodes: 1_000_000,
        },
    );
    assert!(proof.complete, "{fen}");
    proof
        .proven
        .iter()
        .map(|m| full_text(Variant::Russian, &m.line[0]))
        .collect()
}

#[test]
fn material_is_counted_with_kings_worth_more_and_only_when_nothing_hangs() {
    // g3:e5:c7 takes two men, then b4:d2 takes back the piece on c3 (compulsory).
    // Given back a man, two men are a gain of one...
    assert_eq!(
        proven_firsts("W:Wc3,g3,h2:Ba5,b4,f4,d6,h8", Goal::Material(1), 4),
        ["g3:e5:c7"]
    );
    // ...but a king traded for two men is half a man lost, not a gain.
    assert!(proven_firsts("W:WKc3,g3,h2:Ba5,b4,f4,d6,h8", Goal::Material(1), 4).is_empty());
    // A man won and taken back at once is no gain: c3:e5 f6:d4.
    assert!(proven_firsts("W:Wc3,a1:Bd4,f6,g7,h8", Goal::Material(1), 4).is_empty());
}

#[test]
fn a_new_king_counts_only_when_it_is_kept_a_full_move() {
    // c7-d8 crowns, and nothing Black does wins the king back.
    assert_eq!(
        proven_firsts("W:Wc7,h2:Bb8,h4", Goal::Promote, 3),
        ["c7-d8"]
    );
    // Here Black gives g7-f6: the king must take it and is taken on g5 (h6:f4 or h4:f6).
    assert!(proven_firsts("W:Wc7,h2:Bb8,g7,h6,h4", Goal::Promote, 3).is_empty());
}

#[test]
fn man_or_king_is_met_by_a_man_won_or_a_king_kept() {
    // The 13-move trap after 8.d2-c3: Black's combination ends with a man on d2 that White
    // can only stop by giving a man (b2-c3 d2:b4); any other move lets it crown. Neither
    // goal alone holds against both defences; "a man or a king" does, by the two orders of
    // the same sacrifices.
    let trap = "B:Wa1,e1,g1,b2,c3,f2,a3,e3,g3,f4,a5:Bd4,h4,c5,h6,a7,c7,e7,b8,d8,f8,h8";
    let firsts = |goal| {
        let proof = prove(
            &pos(Variant::Russian, trap),
            goal,
            ProveLimit {
                depth: 16,
                nodes: 4_000_000,
            },
        );
        assert!(proof.complete, "{goal:?}");
        let mut firsts: Vec<String> = proof
            .proven
            .iter()
            .map(|m| full_text(Variant::Russian, &m.line[0]))
            .collect();
        firsts.sort();
        firsts
    };
    assert_eq!(firsts(Goal::ManOrKing), ["e7-d6", "h6-g5"]);
    assert!(firsts(Goal::Material(1)).is_empty());
    assert!(firsts(Goal::Promote).is_empty());
    assert_eq!(Goal::parse("man-or-king"), Some(Goal::ManOrKing));
    assert_eq!(Goal::ManOrKing.name(), "man-or-king");
}

/// Search results at a fixed depth on fixed positions (`tests/data/search-regression.txt`):
/// a change in move generation, evaluation or search that alters them shows up here.
#[test]
fn search_results_match_the_regression_table() {
    let table = include_str!("data/search-regression.txt");
    let mut checked = 0;
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [variant, fen, depth, best, score] = fields[..] else {
            panic!("bad line: {line}");
        };
        let variant: Variant = variant.parse().unwrap();
        let p = pos(variant, fen);
        let result = Searcher::default().search(&p, &[], Limits::depth(depth.parse().unwrap()));
        let got = (full_text(variant, &result.best.unwrap()), result.score);
        if std::env::var_os("SEARCH_REGRESSION_PRINT").is_some() {
            // To regenerate the table after an intended change: print what the search gives.
            println!("{variant} | {fen} | {depth} | {} | {}", got.0, got.1);
            checked += 1;
            continue;
        }
        assert_eq!(
            got,
            (best.to_string(), score.parse().unwrap()),
            "{variant} {fen}"
        );
        checked += 1;
    }
    assert!(checked >= 20);
}

#[test]
fn a_search_stops_when_asked_from_another_thread() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let worker = std::thread::spawn(move || {
        let limits = Limits {
            stop: Some(flag),
            ..Limits::default()
        };
        Searcher::default().search(&Position::start(Variant::International), &[], limits)
    });
    std::thread::sleep(Duration::from_millis(100));
    stop.store(true, Ordering::Relaxed);
    let result = worker.join().unwrap();
    assert!(result.best.is_some() && result.depth >= 1);
    let limited = Searcher::default().search(
        &Position::start(Variant::Russian),
        &[],
        Limits {
            nodes: Some(5_000),
            ..Limits::default()
        },
    );
    assert!(limited.nodes <= 6_100, "{}", limited.nodes);
}

#[test]
fn hints_give_a_move_and_a_reason() {
    let p = pos(
        Variant::Russian,
        "W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Be5,g5,b6,f6,a7,c7,e7,g7,b8,d8,f8,h8",
    );
    let h = hint(&Game::new(p), Duration::from_millis(300)).unwrap();
    assert_eq!(full_text(Variant::Russian, &h.best), "g3-f4");
    assert_eq!(h.reason, HintReason::WinsPieces(1));
    assert_eq!(hint_reason(h.reason, Lang::En), "it wins a piece");
    let won = pos(Variant::Russian, "W:Wg7,a1:Ba7");
    let h = hint(&Game::new(won), Duration::from_millis(100)).unwrap();
    assert_eq!(h.reason, HintReason::WinsByForce);
    assert_eq!(
        hint_reason(h.reason, Lang::Ru),
        "этот ход выигрывает партию"
    );
    let only = pos(Variant::Russian, "W:Wa1:Bh8");
    let h = hint(&Game::new(only), Duration::from_millis(50)).unwrap();
    assert_eq!(
        (full_text(Variant::Russian, &h.best).as_str(), h.reason),
        ("a1-b2", HintReason::OnlyMove)
    );
    let won = pos(Variant::Russian, "W:Wc3:Bd4");
    let result = Searcher::default().search(&won, &[], Limits::depth(4));
    assert!(result.score > WIN_FOUND);
}

#[test]
fn strength_in_short_games() {
    let mut rng = Rng::new(7);
    let time = Duration::from_millis(20);
    for variant in Variant::ALL {
        for game in 0..2 {
            let (white, black) = if game == 0 {
                (Player::Level(Level::MAX), Player::Random)
            } else {
                (Player::Random, Player::Level(Level::MAX))
            };
            let (result, _) = play_game(
                Position::start(variant),
                white,
                black,
                2,
                200,
                time,
                &mut rng,
            );
            let expected = if game == 0 {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
            assert_eq!(result, expected, "{variant}: level 8 beats a random mover");
        }
    }
    // A middle level against the weakest: it must score well over half.
    let mut points = 0.0;
    for game in 0..6 {
        let (white, black) = if game % 2 == 0 {
            (
                Player::Level(Level::new(5).unwrap()),
                Player::Level(Level::MIN),
            )
        } else {
            (
                Player::Level(Level::MIN),
                Player::Level(Level::new(5).unwrap()),
            )
        };
        let (result, _) = play_game(
            Position::start(Variant::Russian),
            white,
            black,
            2,
            200,
            time,
            &mut rng,
        );
        points += match (result, game % 2 == 0) {
            (GameResult::Draw, _) => 0.5,
            (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => 1.0,
            _ => 0.0,
        };
    }
    assert!(
        points >= 4.5,
        "level 5 scored {points} of 6 against level 1"
    );
}

/// The game `start` after `moves` (each given as the text of a legal move).
fn game_after(variant: Variant, start: &str, moves: &[&str]) -> Game {
    let mut game = Game::new(pos(variant, start));
    for text in moves {
        let path = parse_move(game.position(), text)
            .unwrap_or_else(|e| panic!("{text} in {}: {e:?}", game.position().to_fen()));
        game.play(path);
    }
    game
}

#[test]
fn the_side_ahead_does_not_repeat_the_position_and_the_side_behind_does() {
    // White is a man up. Searched alone, its best move is a5-d8; in the game the kings went
    // a5-d8, f2-c5, d8-a5, c5-f2, so a5-d8 now would repeat the position it gave before.
    let start = "W:WKa5,Ke5,h2:BKf2,h6";
    let moves = ["a5-d8", "f2-c5", "d8-a5", "c5-f2"];
    let game = game_after(Variant::Russian, start, &moves);
    let text = |p: Option<MovePath>| full_text(Variant::Russian, &p.unwrap());
    let fresh = Searcher::default().search(game.position(), &[], Limits::depth(8));
    assert_eq!(text(fresh.best), "a5-d8");
    let knowing = Searcher::default().search_game(&game, Limits::depth(8));
    assert_ne!(text(knowing.best), "a5-d8", "the side ahead repeats");
    assert!(knowing.score > 100, "{}", knowing.score);
    // Black, a man down, goes back to c5 when it may: that repeats the position, a draw.
    let mut black = moves.to_vec();
    black.push("a5-d8");
    let black = game_after(Variant::Russian, start, &black);
    let result = Searcher::default().search_game(&black, Limits::depth(8));
    assert_eq!(text(result.best), "f2-c5");
    assert_eq!(result.score, 0, "a repetition is a draw");
}

#[test]
fn the_search_sees_a_draw_rule_end_the_game() {
    // A king and a man against a lone king on the Big Road: five moves each and it is a draw
    // by the rules (R6), so a man up is worth nothing here.
    let p = pos(Variant::Russian, "W:WKc1,e3:BKh8");
    let knowing = Searcher::default().search_game(&Game::new(p), Limits::depth(14));
    assert_eq!(knowing.score, 0);
    // Halfway through the count, a shallow search already sees it.
    let game = game_after(
        Variant::Russian,
        "W:WKc1,e3:BKh8",
        &["c1-d2", "h8-g7", "d2-c1", "g7-h8"],
    );
    assert_eq!(game.draw_counters()[1].count, 4);
    let result = Searcher::default().search_game(&game, Limits::depth(7));
    assert_eq!(result.score, 0);
    // Three kings against one have fifteen moves each (R2): far more than this search sees.
    let three = pos(Variant::Russian, "W:WKc1,Ke1,Kg1:BKb8");
    let result = Searcher::default().search_game(&Game::new(three), Limits::depth(12));
    assert!(result.score > 300, "{}", result.score);
}

#[test]
fn each_level_plays_the_same_game_from_the_same_seed() {
    for level in 1..=4 {
        let play = |seed| {
            let level = Player::Level(Level::new(level).unwrap());
            let (_, game) = play_game(
                Position::start(Variant::Russian),
                level,
                level,
                0,
                40,
                Duration::from_millis(10),
                &mut Rng::new(seed),
            );
            game.moves()
                .iter()
                .map(|m| full_text(Variant::Russian, m))
                .collect::<Vec<_>>()
        };
        assert_eq!(play(1), play(1), "level {level}");
        assert_ne!(play(1), play(2), "level {level} with another seed");
    }
}

#[test]
fn from_level_three_a_man_is_never_left_to_be_taken_for_nothing() {
    // White to move: c3-d4 or e3-d4 leaves a man that e5 takes for nothing; a3-b4 and the
    // others are safe.
    let p = pos(
        Variant::Russian,
        "W:Wa1,c1,e1,g1,a3,c3,e3,g3:Be5,a7,c7,e7,g7,b8,d8,f8",
    );
    let game = Game::new(p);
    for level in 3..=4 {
        for seed in 0..40 {
            let mut searcher = Searcher::new(14);
            let path = choose_move(
                &game,
                Level::new(level).unwrap(),
                Duration::ZERO,
                &mut searcher,
                &mut Rng::new(seed),
            )
            .unwrap();
            let after = p.play_unchecked(&path.mv);
            let lost = Searcher::new(14)
                .search(&after, &[], Limits::depth(3))
                .score;
            assert!(
                lost < 70,
                "level {level} seed {seed}: {} hangs a man",
                full_text(Variant::Russian, &path)
            );
        }
    }
}

#[test]
fn giveaway_search_finds_the_forced_give_away() {
    // c3-d4 makes Black take White's last man: White is left without a move and wins.
    let one = pos(Variant::Giveaway, "W:Wc3:Be5,h8");
    let result = Searcher::default().search(&one, &[], Limits::depth(4));
    assert!(result.score > WIN_FOUND, "{}", result.score);
    assert_eq!(
        result.best.map(|b| b.mv),
        shashki::rules::parse_move(&one, "c3-d4").ok().map(|p| p.mv)
    );
    // The same move in Russian draughts just loses the man.
    let russian = pos(Variant::Russian, "W:Wc3:Be5,h8");
    let result = Searcher::default().search(&russian, &[], Limits::depth(4));
    assert_ne!(
        result.best.map(|b| b.mv),
        shashki::rules::parse_move(&russian, "c3-d4")
            .ok()
            .map(|p| p.mv)
    );
    // Two men, given one after the other: a3-b4 (a5:c3), then b2:d4 is forced and e5:c3.
    let two = pos(Variant::Giveaway, "W:Wa3,b2:Ba5,e5,h8");
    let result = Searcher::default().search(&two, &[], Limits::depth(8));
    assert!(result.score > WIN_FOUND, "{}", result.score);
    // International giveaway on the big board: 32-28 gives the last man to 23x32.
    let ten = pos(Variant::GiveawayInternational, "W:W32:B23,1");
    let result = Searcher::default().search(&ten, &[], Limits::depth(4));
    assert!(result.score > WIN_FOUND, "{}", result.score);
}
