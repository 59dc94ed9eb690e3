//! The draw rules of each variant (rules.md R1-R6, I1-I4, E1-E2): each fires exactly at its
//! limit, and not one ply before. Moves are chosen by a quiet player that never captures,
//! never repeats a position and never offers a capture, unless a test asks otherwise.

use shashki::rules::{DrawRule, Game, MovePath, NamedDiagonal, Outcome, Position, Variant};

use crate::support::{fen, mv};

/// Quiet moves for the side to move: no capture, no promotion, no repeated position, no
/// capture offered, and the resulting position keeps `keep`. Men first if `men` is asked.
fn quiet_moves(game: &Game, men: bool, keep: &dyn Fn(&Position) -> bool) -> Vec<MovePath> {
    let pos = *game.position();
    let mut moves: Vec<MovePath> = pos
        .legal_move_paths()
        .into_iter()
        .filter(|p| {
            let next = pos.play_unchecked(&p.mv);
            !p.mv.is_capture()
                && !p.mv.promotes
                && !next.has_capture()
                && !game.positions().contains(&next)
                && keep(&next)
        })
        .collect();
    moves.sort_by_key(|p| pos.kings().contains(p.mv.from) == men);
    moves
}

/// Plays quiet moves (backtracking when stuck) until the game ends; a man move every
/// `man_every` plies where possible. Returns the outcome and the plies played.
fn play_out(
    game: &mut Game,
    man_every: Option<usize>,
    keep: &dyn Fn(&Position) -> bool,
) -> Option<(Outcome, usize)> {
    let ply = game.moves().len();
    if let Some(outcome) = game.outcome() {
        return Some((outcome, ply));
    }
    if ply >= 200 {
        return None;
    }
    let want_man = man_every.is_some_and(|n| ply % n == n - 1);
    for path in quiet_moves(game, want_man, keep) {
        game.play(path);
        if let Some(found) = play_out(game, man_every, keep) {
            return Some(found);
        }
        game.undo();
    }
    None
}

fn draw_when(
    variant: Variant,
    fen_text: &str,
    man_every: Option<usize>,
    keep: &dyn Fn(&Position) -> bool,
) -> (DrawRule, usize) {
    let mut game = Game::new(fen(variant, fen_text));
    match play_out(&mut game, man_every, keep) {
        Some((Outcome::Draw(rule), plies)) => (rule, plies),
        other => panic!("{fen_text}: {other:?}"),
    }
}

fn draw_after(variant: Variant, fen_text: &str, man_every: Option<usize>) -> (DrawRule, usize) {
    draw_when(variant, fen_text, man_every, &|_| true)
}

/// The draw when only kings move (the men stay where they are).
fn draw_with_kings_only(variant: Variant, fen_text: &str) -> (DrawRule, usize) {
    let start = fen(variant, fen_text);
    let men = |p: &Position| p.occupied() & !p.kings();
    draw_when(variant, fen_text, None, &|p| men(p) == men(&start))
}

/// The first quiet king move (for tests that look at counters).
fn quiet_move(game: &Game, men: bool) -> Option<MovePath> {
    quiet_moves(game, men, &|_| true)
        .into_iter()
        .find(|p| game.position().kings().contains(p.mv.from) != men)
}

/// Plays `cycle` twice from `fen_text`; the start position then stands for the third time.
fn after_two_cycles(variant: Variant, fen_text: &str, cycle: [&str; 4]) -> Game {
    let mut game = Game::new(fen(variant, fen_text));
    for _ in 0..2 {
        for text in cycle {
            assert_eq!(game.outcome(), None);
            let path = mv(game.position(), text);
            game.play(path);
        }
    }
    game
}

#[test]
fn r1_repetition() {
    let mut game = after_two_cycles(
        Variant::Russian,
        "W:WKa1,c3:BKh8,f6",
        ["a1-b2", "h8-g7", "b2-a1", "g7-h8"],
    );
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawRule::Repetition)));
    game.undo();
    assert_eq!(game.outcome(), None, "undo takes the draw back");
}

#[test]
fn r2_three_kings_against_a_lone_king_15_moves() {
    assert_eq!(
        draw_after(Variant::Russian, "W:WKa3,Kc1,Ke1:BKh2", None),
        (DrawRule::ThreeKingsAgainstKing, 30)
    );
}

#[test]
fn r3_only_kings_moved_for_15_moves() {
    assert_eq!(
        draw_with_kings_only(Variant::Russian, "W:WKc1,Ke1,h2,g3:BKf8,Kd8,a7,b6"),
        (DrawRule::KingMovesOnly, 30)
    );
}

#[test]
fn r4_kings_on_both_sides_30_moves_with_four_or_five_pieces() {
    // Men move now and then, so the kings-only count keeps restarting.
    let (rule, plies) = draw_after(Variant::Russian, "W:WKc1,a3:BKf8,h6", Some(10));
    assert_eq!((rule, plies), (DrawRule::KingsOnBothSides, 60));
}

#[test]
fn r5_lone_king_on_the_big_road_5_moves() {
    let road = NamedDiagonal::by_id("big-road").unwrap().squares();
    let black_king_on_road = |p: &Position| {
        road.iter()
            .any(|s| p.kings_of(shashki::rules::Color::Black).contains(*s))
    };
    assert_eq!(
        draw_when(
            Variant::Russian,
            "B:WKa3,Kc1,Kh6:BKd4",
            None,
            &black_king_on_road
        ),
        (DrawRule::LoneKingOnBigRoad, 10)
    );
}

#[test]
fn r6_small_ending_5_moves_and_the_counter_is_shown() {
    let mut game = Game::new(fen(Variant::Russian, "W:WKa3,Kc1:BKh2"));
    let path = quiet_move(&game, false).unwrap();
    game.play(path);
    let counters = game.draw_counters();
    let small = counters
        .iter()
        .find(|c| c.rule == DrawRule::SmallEnding)
        .unwrap();
    assert_eq!((small.count, small.limit), (1, 10));
    assert_eq!(
        DrawRule::SmallEnding.label(Variant::Russian.rules().draw_rules),
        "R6"
    );
    assert_eq!(
        draw_after(Variant::Russian, "W:WKa3,Kc1:BKh2", None),
        (DrawRule::SmallEnding, 10)
    );
}

#[test]
fn brazilian_uses_the_russian_rules() {
    assert_eq!(
        draw_after(Variant::Brazilian, "W:WKa3,Kc1:BKh2", None),
        (DrawRule::SmallEnding, 10)
    );
}

#[test]
fn i1_repetition() {
    let game = after_two_cycles(
        Variant::International,
        "W:WK50,36:BK1,15",
        ["50-44", "1-7", "44-50", "7-1"],
    );
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawRule::Repetition)));
}

#[test]
fn i2_only_kings_moved_for_25_moves() {
    assert_eq!(
        draw_with_kings_only(Variant::International, "W:WK47,K48,36,37:BK3,K4,15,14"),
        (DrawRule::KingMovesOnly, 50)
    );
}

#[test]
fn i3_three_pieces_against_a_lone_king_16_moves() {
    assert_eq!(
        draw_after(Variant::International, "W:WK47,K48,K49:BK3", None),
        (DrawRule::ThreeAgainstKing, 32)
    );
}

#[test]
fn i4_two_pieces_against_a_lone_king_5_moves() {
    assert_eq!(
        draw_after(Variant::International, "W:WK47,K48:BK3", None),
        (DrawRule::SmallEnding, 10)
    );
}

#[test]
fn e1_repetition_and_e2_forty_moves_without_an_advance() {
    let e = Variant::English;
    let game = after_two_cycles(e, "B:WK32,29:BK1,4", ["1-6", "32-27", "6-1", "27-32"]);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawRule::Repetition)));
    assert_eq!(
        draw_with_kings_only(e, "B:WK32,K31,21:BK1,K2,12"),
        (DrawRule::KingMovesOnly, 80)
    );
    // English has no material draw rules: two kings against one play on past 5 moves.
    let mut game = Game::new(fen(e, "B:WK32,K31:BK1"));
    for _ in 0..20 {
        let path = quiet_move(&game, false).unwrap();
        game.play(path);
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_man_move_or_capture_restarts_the_kings_only_count() {
    let mut game = Game::new(fen(Variant::Russian, "W:WKa1,c3:BKh8,f6"));
    for _ in 0..4 {
        let path = quiet_move(&game, false).unwrap();
        game.play(path);
    }
    let kings_only = |g: &Game| {
        g.draw_counters()
            .iter()
            .find(|c| c.rule == DrawRule::KingMovesOnly)
            .map(|c| c.count)
    };
    assert_eq!(kings_only(&game), Some(4));
    let path = quiet_move(&game, true).unwrap();
    game.play(path);
    assert_eq!(kings_only(&game), None);
}

#[test]
fn a_blocked_side_loses() {
    let game = Game::new(fen(Variant::Russian, "B:Wb2,c3:BKa1"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::NoMoves {
            stuck: shashki::rules::Color::Black,
            winner: shashki::rules::Color::White,
            no_pieces: false
        })
    );
}

#[test]
fn in_giveaway_the_side_left_without_a_move_wins() {
    use shashki::rules::{Color, GameResult};
    let blocked = Game::new(fen(Variant::Giveaway, "B:Wb2,c3:BKa1"));
    assert_eq!(
        blocked.outcome(),
        Some(Outcome::NoMoves {
            stuck: Color::Black,
            winner: Color::Black,
            no_pieces: false
        })
    );
    // Black must take White's last man; then White, with nothing left to move, wins.
    let mut game = Game::new(fen(Variant::Giveaway, "B:Wc3:Bd4,h8"));
    assert_eq!(game.outcome(), None);
    let take = shashki::rules::parse_move(game.position(), "d4:b2").unwrap();
    game.play(take);
    assert_eq!(
        game.outcome(),
        Some(Outcome::NoMoves {
            stuck: Color::White,
            winner: Color::White,
            no_pieces: true
        })
    );
    let ten = Game::new(fen(Variant::GiveawayInternational, "W:W:B1"));
    assert_eq!(
        ten.outcome().map(shashki::rules::Outcome::result),
        Some(GameResult::WhiteWins)
    );
}
