//! PDN games: reading, writing, and reading back what was written.

use shashki::rng::Rng;
use shashki::rules::{Game, GameResult, PdnGame, Position, Variant};

use crate::support::random_positions;

/// A random game of up to `plies` moves from `start`.
fn random_game(start: Position, plies: usize, rng: &mut Rng) -> Game {
    let mut game = Game::new(start);
    for _ in 0..plies {
        let paths = game.position().legal_move_paths();
        if paths.is_empty() || game.outcome().is_some() {
            break;
        }
        game.play(paths[rng.below(paths.len())].clone());
    }
    game
}

#[test]
fn written_games_read_back_move_for_move() {
    let mut rng = Rng::new(5);
    for variant in Variant::ALL {
        let starts =
            std::iter::once(Position::start(variant)).chain(random_positions(variant, 30, 11));
        for start in starts {
            let game = random_game(start, 80, &mut rng);
            let result = game.outcome().map(shashki::rules::Outcome::result);
            let tags = vec![("Event".to_string(), "Test \"quoted\"".to_string())];
            let text = PdnGame::from_game(game.clone(), tags, result).to_text();
            let back =
                PdnGame::read(&text, Variant::Russian).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.game.start(), game.start(), "{text}");
            assert_eq!(back.game.positions(), game.positions(), "{text}");
            assert_eq!(back.result, result);
            assert!(
                back.tags
                    .iter()
                    .any(|(n, v)| n == "Event" && v == "Test \"quoted\"")
            );
        }
    }
}

#[test]
fn writes_numbers_tags_and_results_per_variant() {
    let mut game = Game::new(Position::start(Variant::English));
    for text in ["11-15", "23-19", "8-11"] {
        let pos = *game.position();
        game.play(shashki::rules::parse_move(&pos, text).unwrap());
    }
    let pdn = PdnGame::from_game(game, Vec::new(), Some(GameResult::Draw)).to_text();
    assert_eq!(
        pdn,
        "[GameType \"21\"]\n[Result \"1/2-1/2\"]\n\n1. 11-15 23-19 2. 8-11 1/2-1/2\n"
    );

    let start = Position::from_fen(Variant::Russian, "B:Wc3:Bf6").unwrap();
    let mut game = Game::new(start);
    game.play(shashki::rules::parse_move(&start, "f6-e5").unwrap());
    let pdn = PdnGame::from_game(game, Vec::new(), None).to_text();
    assert_eq!(
        pdn,
        "[GameType \"25\"]\n[FEN \"B:Wc3:Bf6\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n1... f6-e5 *\n"
    );
}

#[test]
fn reads_comments_variations_and_marks() {
    let text = "[Event \"club\"]\n[GameType \"25,W,8,8,A0,0\"]\n\
        1. c3-d4 {a classic} d6-c5 (1... b6-a5 2. d4-c5) 2. b2-c3 ; the rest\n\
        e7-d6 $1 3. a1-b2! d6-e5?! 4. gh4 cb4 x 1-1";
    let game = PdnGame::read(text, Variant::International).unwrap();
    assert_eq!(game.game.position().variant(), Variant::Russian);
    assert_eq!(game.game.moves().len(), 8);
    assert_eq!(game.result, Some(GameResult::Draw));
}

#[test]
fn errors_say_where_and_why() {
    let err = PdnGame::read("1. c3-d4 d6-c5\n2. c3-b4", Variant::Russian).unwrap_err();
    assert_eq!(
        err.to_string(),
        "2:4: move 2 (white) 'c3-b4': There is no piece on c3."
    );
    let err = PdnGame::read("[GameType \"30\"]\n1. c3-d4", Variant::Russian).unwrap_err();
    assert_eq!(
        err.to_string(),
        "1:1: GameType \"30\" is not a variant we play (20, 21, 25 or 26)"
    );
    let err = PdnGame::read("[FEN \"W:Wz1\"]", Variant::Russian).unwrap_err();
    assert_eq!(
        err.to_string(),
        "1:1: FEN: z1 is not on this board at column 4"
    );
    let err = PdnGame::read("[Event \"x]\n1. c3-d4", Variant::Russian).unwrap_err();
    assert_eq!(err.to_string(), "1:1: a tag value is never closed");
    let err = PdnGame::read("[Event x]", Variant::Russian).unwrap_err();
    assert_eq!(err.to_string(), "1:8: expected a tag like [Event \"...\"]");
    let err = PdnGame::read("1. c3-d4 (d6-c5", Variant::Russian).unwrap_err();
    assert_eq!(err.to_string(), "1:10: a variation '(' is never closed");
}

#[test]
fn an_unclosed_comment_is_reported_where_it_opens() {
    // It used to swallow the rest of the game silently: here, the illegal 2. c3-b4.
    let err = PdnGame::read("1. c3-d4 d6-c5\n  {good 2. c3-b4", Variant::Russian).unwrap_err();
    assert_eq!(err.to_string(), "2:3: a comment '{' is never closed");
    // Inside a variation, the comment is named, not the variation.
    let err = PdnGame::read("1. c3-d4 (d6-c5 {oops) d6-c5", Variant::Russian).unwrap_err();
    assert_eq!(err.to_string(), "1:17: a comment '{' is never closed");
    // Closed comments, inside variations too, still read.
    let game = PdnGame::read("1. c3-d4 {a} (d6-e5 {b}) d6-c5 {c}", Variant::Russian).unwrap();
    assert_eq!(game.game.moves().len(), 2);
}

#[test]
fn a_game_longer_than_the_limit_is_refused_at_the_first_move_past_it() {
    use shashki::rules::PdnProblem;
    let text = "[Event \"x\"]\n1. c3-d4 f6-e5\n2. d4:f6 g7:e5 3. b2-c3 *\n";
    let two = PdnGame::read_at_most(text, Variant::Russian, 2).unwrap_err();
    assert_eq!((two.line, two.column), (3, 19));
    assert_eq!(two.problem, PdnProblem::TooManyMoves { limit: 2 });
    assert_eq!(
        two.to_string(),
        "3:19: the game has more than 2 moves; a game can have at most 2"
    );
    let three = PdnGame::read_at_most(text, Variant::Russian, 3).unwrap();
    assert_eq!(three.game.moves().len(), 5);
    // Black's move that completes the last move allowed is still read.
    let one = PdnGame::read_at_most("1. c3-d4 f6-e5 *", Variant::Russian, 1).unwrap();
    assert_eq!(one.game.moves().len(), 2);
}
