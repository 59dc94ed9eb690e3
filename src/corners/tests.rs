use std::time::Duration;

use super::*;
use crate::engine::{Level, Limits, WIN_FOUND};
use crate::rng::Rng;
use crate::rules::Color;

fn cell(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

fn texts(moves: &[CornersMove]) -> Vec<String> {
    moves.iter().map(CornersMove::text).collect()
}

/// The game after the moves of `line` (each checked) from the start.
fn game_after(line: &[&str]) -> CornersGame {
    let mut game = CornersGame::new(CornersPosition::start());
    for text in line {
        let mv = parse_move(game.position(), text).unwrap();
        game.play(mv);
    }
    game
}

#[test]
fn cells_and_names() {
    assert_eq!(Cell::new(0, 0).unwrap().name(), "a1");
    assert_eq!(Cell::new(7, 7).unwrap().name(), "h8");
    assert_eq!(Cell::new(8, 0), None);
    assert_eq!(Cell::new(0, 8), None);
    let e4 = cell("e4");
    assert_eq!((e4.file(), e4.rank(), e4.index()), (4, 3, 28));
    assert_eq!(Cell::parse(" E4 "), Some(e4));
    assert_eq!(e4.to_string(), "e4");
    for bad in ["", "e", "e9", "i1", "e0", "e44", "4e", "ё1"] {
        assert_eq!(Cell::parse(bad), None, "{bad}");
    }
    for index in 0..64u8 {
        let c = Cell::new(index % 8, index / 8).unwrap();
        assert_eq!(Cell::parse(&c.name()), Some(c));
        assert_eq!(c.index(), usize::from(index));
    }
}

#[test]
fn the_start() {
    let start = CornersPosition::start();
    assert_eq!(start.turn(), Color::White);
    assert_eq!(start.plies(), 0);
    let names = |color| -> Vec<String> { start.pieces(color).iter().map(|c| c.name()).collect() };
    assert_eq!(
        names(Color::White),
        ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]
    );
    assert_eq!(
        names(Color::Black),
        ["f6", "g6", "h6", "f7", "g7", "h7", "f8", "g8", "h8"]
    );
    assert_eq!(start.piece_at(cell("b2")), Some(Color::White));
    assert_eq!(start.piece_at(cell("g7")), Some(Color::Black));
    assert_eq!(start.piece_at(cell("d4")), None);
    for color in [Color::White, Color::Black] {
        assert_eq!(start.at_home(color), 9);
        assert_eq!(start.in_goal(color), 0);
        assert_eq!(
            CornersPosition::goal(color),
            CornersPosition::home(color.opponent())
        );
    }
    assert_eq!(
        start.to_fen(),
        "W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3:Bf6,g6,h6,f7,g7,h7,f8,g8,h8"
    );
    assert_eq!(CornersGame::new(start).outcome(), None);
}

#[test]
fn moves_from_the_start() {
    let start = CornersPosition::start();
    // Steps: a3-a4, b3-b4, c3-c4, c3-d3, c2-d2, c1-d1. Jumps: a2 over a3, b2 over b3 or c2,
    // c2 over c3, b3 over c3, b1 over c1; no chain goes on from there.
    let mut found = texts(&start.legal_moves());
    let listed = found.clone();
    found.sort();
    let mut expected = [
        "a3-a4", "b3-b4", "c3-c4", "c3-d3", "c2-d2", "c1-d1", "a2-a4", "b2-b4", "b2-d2", "c2-c4",
        "b3-d3", "b1-d1",
    ];
    expected.sort_unstable();
    assert_eq!(found, expected);
    // The fixed order: piece by piece from a1, steps before jumps.
    assert_eq!(listed[..3], ["b1-d1", "c1-d1", "a2-a4"]);
    let jumps: Vec<bool> = start
        .legal_moves()
        .iter()
        .map(CornersMove::is_jump)
        .collect();
    assert_eq!(jumps.iter().filter(|&&j| j).count(), 6);
    let black = start.play(&parse_move(&start, "c3-d3").unwrap());
    assert_eq!(black.turn(), Color::Black);
    assert_eq!(black.plies(), 1);
    assert_eq!(black.legal_moves().len(), 12);
    assert!(texts(&black.legal_moves()).contains(&"g7-e7".to_string()));
}

/// White d4 with pieces on d5, e4 (White) and e6, f5 (Black) around: a ring of jumps
/// d4-d6-f6-f4-d4 that may not close, and f6 reached two ways.
fn ring() -> CornersPosition {
    CornersPosition::from_fen("W:Wa1,b1,c1,a2,b2,c2,d4,d5,e4:Be6,f5,h6,f7,g7,h7,f8,g8,h8").unwrap()
}

#[test]
fn chains_never_revisit_and_each_end_once() {
    let pos = ring();
    let d4: Vec<CornersMove> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == cell("d4"))
        .collect();
    assert_eq!(texts(&d4), ["d4-d3", "d4-c4", "d4-d6", "d4-f4", "d4-d6-f6"]);
    assert!(d4[4].is_jump() && d4[2].is_jump() && !d4[0].is_jump());
    assert_eq!(d4[4].path(), [cell("d4"), cell("d6"), cell("f6")]);
    // Each (from, to) once in the whole list.
    let all = pos.legal_moves();
    let mut ends: Vec<(Cell, Cell)> = all.iter().map(|m| (m.from(), m.to())).collect();
    ends.sort();
    ends.dedup();
    assert_eq!(ends.len(), all.len());
    assert_eq!(perft(&pos, 1), all.len() as u64);
    // The ring back to d4 is no move; a longer route to f4 or f6 gives the shortest one.
    assert_eq!(
        parse_move(&pos, "d4-d6-f6-f4-d4"),
        Err(CornersMoveError::NotReachable {
            from: cell("d4"),
            to: cell("d4")
        })
    );
    assert_eq!(parse_move(&pos, "d4-d6-f6-f4").unwrap().text(), "d4-f4");
    assert_eq!(parse_move(&pos, "d4-f4-f6").unwrap().text(), "d4-d6-f6");
    assert_eq!(parse_move(&pos, "d4 f6").unwrap().text(), "d4-d6-f6");
    assert_eq!(
        move_between(&pos, cell("d4"), cell("f6")),
        Some(d4[4].clone())
    );
    assert_eq!(move_between(&pos, cell("d4"), cell("f8")), None);
    assert_eq!(move_between(&pos, cell("e6"), cell("e7")), None);
    // A route through a square not reached by a jump.
    assert_eq!(
        parse_move(&pos, "d4-d6-d8-f6"),
        Err(CornersMoveError::NotReachable {
            from: cell("d4"),
            to: cell("f6")
        })
    );
}

#[test]
fn typed_moves() {
    use CornersMoveError::*;
    let start = CornersPosition::start();
    for text in ["c3-d3", "c3 d3", "c3d3", "C3-D3", " c3:d3 ", "c3 - d3"] {
        assert_eq!(parse_move(&start, text).unwrap().text(), "c3-d3", "{text}");
    }
    assert_eq!(parse_move(&start, "b2:d2").unwrap().text(), "b2-d2");
    let cases = [
        ("", Empty),
        (" - ", Empty),
        ("c3", Incomplete),
        ("z9-a1", NotASquare("z9".into())),
        ("c3-d9", NotASquare("d9".into())),
        ("c3-d", NotASquare("d".into())),
        ("c3d3e", NotASquare("c3d3e".into())),
        ("d4-d5", NoOwnPiece(cell("d4"))),
        ("f6-e6", OpponentsPiece(cell("f6"))),
        ("a1-a2", Occupied(cell("a2"))),
        (
            "a1-e5",
            NotReachable {
                from: cell("a1"),
                to: cell("e5"),
            },
        ),
        (
            "c3-d3-e3",
            NotReachable {
                from: cell("c3"),
                to: cell("e3"),
            },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(parse_move(&start, text), Err(error.clone()), "{text}");
        assert!(!error.to_string().is_empty());
    }
}

#[test]
fn fen_round_trip_and_errors() {
    let game = game_after(&["c3-d3", "f6-e6", "c1-c3-e3"]);
    let pos = *game.position();
    assert_eq!(pos.plies(), 3);
    let fen = pos.to_fen();
    assert!(fen.ends_with(":P3"), "{fen}");
    assert_eq!(CornersPosition::from_fen(&fen), Ok(pos));
    assert_eq!(
        CornersPosition::from_fen(&CornersPosition::start().to_fen()),
        Ok(CornersPosition::start())
    );
    let nine_black = "Bf6,g6,h6,f7,g7,h7,f8,g8,h8";
    let bad = [
        ("", "must be W or B"),
        ("X:Wa1:Bh8", "must be W or B, not 'X'"),
        (
            "W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3",
            "Black's pieces are missing",
        ),
        (&format!("W:Wa1,b1,z9:{nine_black}"), "'z9' is not a square"),
        (&format!("W:Wa1,a1:{nine_black}"), "a1 is listed twice"),
        (
            &format!("W:Wa1,b1:{nine_black}"),
            "White has 2 pieces, not 9",
        ),
        (
            &format!("W:Wf6,b1,c1,a2,b2,c2,a3,b3,c3:{nine_black}"),
            "f6 holds a piece of both sides",
        ),
        (
            &format!("W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3:{nine_black}:Px"),
            "move count must be a number",
        ),
        (
            &format!("W:Wa1,b1,c1,a2,b2,c2,a3,b3,c3:{nine_black}:Q"),
            "'Q' is not a list of pieces",
        ),
        (
            &format!("W:Wa1:Wb1:{nine_black}"),
            "White's pieces are listed twice",
        ),
        ("W:Wé,ü:Bд", "not a square"),
    ];
    for (text, message) in bad {
        let error = CornersPosition::from_fen(text).unwrap_err().to_string();
        assert!(error.contains(message), "{text}: {error}");
    }
}

#[test]
fn pdn_round_trip_and_a_bad_move() {
    let game = game_after(&["c3-d3", "f6-e6", "c1-c3-e3", "g7-e7-e5", "a3-c3"]);
    let tags: Vec<(String, String)> = [
        ("Event", "Corners at school"),
        ("Date", "2026.12.02"),
        ("White", "Ann \"the fox\""),
        ("Black", "Computer, level 3"),
        ("Result", "ignored"),
    ]
    .iter()
    .map(|(n, v)| (n.to_string(), v.to_string()))
    .collect();
    let pdn = game.to_pdn(&tags, None);
    assert!(pdn.contains("[GameType \"corners\"]"), "{pdn}");
    assert!(pdn.contains("[Result \"*\"]"));
    assert!(!pdn.contains("FEN"));
    assert!(
        pdn.contains("1. c3-d3 f6-e6 2. c1-c3-e3 g7-e7-e5 3. a3-c3 *"),
        "{pdn}"
    );
    let (read, tags) = CornersGame::from_pdn(&pdn).unwrap();
    assert_eq!(read.moves(), game.moves());
    assert_eq!(read.position(), game.position());
    assert!(tags.contains(&("White".to_string(), "Ann \"the fox\"".to_string())));
    assert!(tags.contains(&("Event".to_string(), "Corners at school".to_string())));
    // From a set-up position, Black to move.
    let mut from_fen = CornersGame::new(*game.position());
    from_fen.play(parse_move(game.position(), "h6-h5").unwrap());
    let pdn = from_fen.to_pdn(&[], None);
    assert!(
        pdn.contains("[FEN \"B:") && pdn.contains("3... h6-h5 *"),
        "{pdn}"
    );
    let (read, _) = CornersGame::from_pdn(&pdn).unwrap();
    assert_eq!(read.start(), game.position());
    assert_eq!(read.moves(), from_fen.moves());
    // An illegal move names its number and side.
    let error = CornersGame::from_pdn("[GameType \"corners\"]\n1. c3-d3 f6-e6 2. a1-a2 *")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("move 2 (White) a1-a2") && error.contains("a2 is taken"),
        "{error}"
    );
    let error = CornersGame::from_pdn("1. c3-d3 e6-e5")
        .unwrap_err()
        .to_string();
    assert!(error.contains("move 1 (Black)"), "{error}");
    let error = CornersGame::from_pdn("[GameType \"25\"]\n1. c3-d4 *")
        .unwrap_err()
        .to_string();
    assert!(error.contains("not \"corners\""), "{error}");
    let error = CornersGame::from_pdn("[FEN \"W:Wa1\"]\n*")
        .unwrap_err()
        .to_string();
    assert!(error.contains("FEN tag"), "{error}");
    assert!(CornersGame::from_pdn("[Event \"x\"\n").is_err());
    // Move numbers stuck to moves, and comments, are read.
    let (read, _) = CornersGame::from_pdn("1.c3-d3 {a quiet start} f6-e6 *").unwrap();
    assert_eq!(read.moves().len(), 2);
}

/// White with eight pieces in its goal and one next to the last square, f6; Black spread out.
fn one_move_from_filling(plies: u32) -> CornersPosition {
    CornersPosition::from_fen(&format!(
        "W:We6,g6,h6,f7,g7,h7,f8,g8,h8:Ba1,b1,c1,a2,b2,c2,a3,b3,d4:P{plies}"
    ))
    .unwrap()
}

#[test]
fn filling_the_goal_wins() {
    let pos = one_move_from_filling(30);
    let mut game = CornersGame::new(pos);
    assert_eq!(game.outcome(), None);
    game.play(parse_move(&pos, "e6-f6").unwrap());
    assert_eq!(
        game.outcome(),
        Some(CornersOutcome {
            winner: Some(Color::White),
            end: CornersEnd::Filled
        })
    );
    assert!(game.to_pdn(&[], None).contains("[Result \"1-0\"]"));
    let pdn = game.to_pdn(&[], None);
    let (read, _) = CornersGame::from_pdn(&pdn).unwrap();
    assert_eq!(read.outcome(), game.outcome());
    // No move after the end, and no result against the rules.
    let error = CornersGame::from_pdn(&pdn.replace("1-0\n", "h6-h5 1-0\n"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("already over"), "{error}");
    let error = CornersGame::from_pdn(&pdn.replace("1-0", "0-1"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("the result is 0-1"), "{error}");
    assert_eq!(game.undo().map(|m| m.text()), Some("e6-f6".to_string()));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.undo(), None);
}

#[test]
fn the_forty_move_rule() {
    // Black still has f6 at home; White has left its corner.
    let fen = "B:Wd1,e1,a4,b4,c4,d4,e4,f4,g4:Bf6,h1,h2,h3,e5,f5,g5,h5,b8:P79";
    let pos = CornersPosition::from_fen(fen).unwrap();
    let mut game = CornersGame::new(pos);
    game.play(parse_move(&pos, "b8-a8").unwrap());
    assert_eq!(
        game.outcome(),
        Some(CornersOutcome {
            winner: Some(Color::White),
            end: CornersEnd::StayedHome
        })
    );
    assert!(
        game.to_pdn(&[], None).contains("40... b8-a8 1-0"),
        "{}",
        game.to_pdn(&[], None)
    );
    // One ply earlier the rule does not apply yet.
    let early = CornersPosition::from_fen(&fen.replace("P79", "P77")).unwrap();
    let mut game = CornersGame::new(early);
    game.play(parse_move(&early, "b8-a8").unwrap());
    assert_eq!(game.outcome(), None);
    // Leaving home on the 40th move saves Black; White coming back home later loses.
    let mut game = CornersGame::new(pos);
    game.play(parse_move(&pos, "f6-e6").unwrap());
    assert_eq!(game.outcome(), None);
    let back = *game.position();
    game.play(parse_move(&back, "d1-c1").unwrap());
    assert_eq!(
        game.outcome(),
        Some(CornersOutcome {
            winner: Some(Color::Black),
            end: CornersEnd::StayedHome
        })
    );
    // Both at home: a draw.
    let both = CornersPosition::from_fen(&fen.replace("Wd1", "Wc1")).unwrap();
    let mut game = CornersGame::new(both);
    game.play(parse_move(&both, "b8-a8").unwrap());
    assert_eq!(
        game.outcome(),
        Some(CornersOutcome {
            winner: None,
            end: CornersEnd::BothStayedHome
        })
    );
    assert!(game.to_pdn(&[], None).contains("1/2-1/2"));
}

#[test]
fn a_third_repetition_draws() {
    let there_and_back = ["a3-a4", "f6-e6", "a4-a3", "e6-f6"];
    let mut line: Vec<&str> = there_and_back.to_vec();
    assert_eq!(game_after(&line).outcome(), None);
    line.extend(&there_and_back[..3]);
    assert_eq!(game_after(&line).outcome(), None);
    line.push("e6-f6");
    let game = game_after(&line);
    assert_eq!(
        game.outcome(),
        Some(CornersOutcome {
            winner: None,
            end: CornersEnd::Repetition
        })
    );
}

#[test]
fn perft_agrees_with_the_move_list() {
    fn count(pos: &CornersPosition, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        pos.legal_moves()
            .iter()
            .map(|m| count(&pos.play(m), depth - 1))
            .sum()
    }
    let start = CornersPosition::start();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [12, 144, 2784, 53824]);
    for pos in [
        start,
        ring(),
        *game_after(&["c3-d3", "f6-e6", "c1-c3-e3"]).position(),
    ] {
        assert_eq!(perft(&pos, 3), count(&pos, 3), "{}", pos.to_fen());
    }
}

#[test]
fn the_search_fills_the_goal_in_one() {
    let game = CornersGame::new(one_move_from_filling(30));
    let found = CornersSearcher::new().search(&game, Limits::depth(4));
    assert_eq!(found.best.map(|m| m.text()), Some("e6-f6".to_string()));
    assert!(found.score > WIN_FOUND, "{}", found.score);
    for n in 1..=8 {
        let level = Level::new(n).unwrap();
        let mv = choose_move(
            &game,
            level,
            Duration::from_millis(50),
            &mut CornersSearcher::new(),
            &mut Rng::new(u64::from(n)),
        );
        assert_eq!(mv.map(|m| m.text()), Some("e6-f6".to_string()), "level {n}");
    }
    assert_eq!(
        hint(&game, Duration::from_millis(50)).map(|m| m.text()),
        Some("e6-f6".to_string())
    );
}

#[test]
fn choose_move_is_legal_and_repeatable() {
    let games = [
        CornersGame::new(CornersPosition::start()),
        game_after(&["c3-d3", "f6-e6", "c1-c3-e3", "g7-e7-e5", "a3-c3"]),
    ];
    for game in &games {
        let legal = game.position().legal_moves();
        for n in 1..=8 {
            let level = Level::new(n).unwrap();
            let pick = |seed| {
                choose_move(
                    game,
                    level,
                    Duration::from_millis(30),
                    &mut CornersSearcher::new(),
                    &mut Rng::new(seed),
                )
                .unwrap()
            };
            let mv = pick(7);
            assert!(legal.contains(&mv), "level {n}: {}", mv.text());
            if n <= 7 {
                assert_eq!(pick(7), mv, "level {n}");
            }
        }
    }
    // A finished game has no move to choose.
    let mut done = CornersGame::new(one_move_from_filling(10));
    done.play(parse_move(done.position(), "e6-f6").unwrap());
    let mut rng = Rng::new(1);
    assert_eq!(
        choose_move(
            &done,
            Level::MAX,
            Duration::from_millis(10),
            &mut CornersSearcher::new(),
            &mut rng
        ),
        None
    );
}

#[test]
fn limits_are_honoured() {
    let game = CornersGame::new(CornersPosition::start());
    let mut searcher = CornersSearcher::new();
    let found = searcher.search(
        &game,
        Limits {
            nodes: Some(500),
            ..Limits::default()
        },
    );
    assert!(found.nodes <= 500 && found.best.is_some());
    let started = std::time::Instant::now();
    let found = searcher.search(&game, Limits::time(Duration::from_millis(100)));
    assert!(started.elapsed() < Duration::from_millis(400));
    assert!(found.depth >= 2 && found.best.is_some());
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let found = searcher.search(
        &game,
        Limits {
            stop: Some(stop),
            ..Limits::default()
        },
    );
    assert!(
        found.best.is_some() && found.nodes < 5000,
        "{}",
        found.nodes
    );
    assert_eq!(searcher.search(&game, Limits::depth(3)).depth, 3);
}

/// Plays a game from the start, each side choosing with `pick`, until it ends or 300 plies pass.
fn play_out(mut pick: impl FnMut(&CornersGame) -> CornersMove) -> CornersGame {
    let mut game = CornersGame::new(CornersPosition::start());
    while game.outcome().is_none() && game.moves().len() < 300 {
        let mv = pick(&game);
        game.play(mv);
    }
    game
}

#[test]
fn the_engine_against_itself_finishes_the_game() {
    let mut searcher = CornersSearcher::new();
    let game = play_out(|game| searcher.search(game, Limits::depth(3)).best.unwrap());
    let outcome = game.outcome();
    assert!(
        outcome.is_some(),
        "no end after {} plies: {}",
        game.moves().len(),
        game.position().to_fen()
    );
    assert!(
        outcome.unwrap().end != CornersEnd::Repetition,
        "{outcome:?}"
    );
}

#[test]
fn a_searching_level_beats_level_one() {
    for seed in 0..3 {
        let mut searcher = CornersSearcher::new();
        let mut rng = Rng::new(seed);
        let game = play_out(|game| {
            let level = if game.position().turn() == Color::White {
                Level::new(6).unwrap()
            } else {
                Level::MIN
            };
            choose_move(game, level, Duration::ZERO, &mut searcher, &mut rng).unwrap()
        });
        assert_eq!(
            game.outcome().and_then(|o| o.winner),
            Some(Color::White),
            "seed {seed}: {:?} after {} plies",
            game.outcome(),
            game.moves().len()
        );
    }
}
