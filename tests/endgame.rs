//! The kings-only endgame tables (engine::kings_ending): every entry agrees with its
//! successors as the rules engine generates them, known facts of the endings hold, and short
//! wins agree with the prover, which now decides these endings by the table. Build times: `cargo bench --bench endgame`.

use shashki::engine::{EndingValue, Goal, ProveLimit, kings_ending, prove};
use shashki::rng::Rng;
use shashki::rules::{
    Color, Direction, NamedDiagonal, Piece, Position, Role, Square, Variant, square_name,
};

const VARIANTS: [Variant; 3] = [Variant::Russian, Variant::Brazilian, Variant::English];

fn king(color: Color) -> Piece {
    Piece {
        color,
        role: Role::King,
    }
}

/// Every position of `strong` kings of `strong_color` against one king, both sides to move.
fn all_positions(variant: Variant, strong: usize, strong_color: Color) -> Vec<Position> {
    let squares: Vec<Square> = variant.board().squares().collect();
    let mut out = Vec::new();
    let n = squares.len();
    let mut sets: Vec<Vec<usize>> = vec![vec![]];
    for _ in 0..strong {
        sets = sets
            .into_iter()
            .flat_map(|s| {
                let from = s.last().map_or(0, |&l| l + 1);
                (from..n).map(move |x| {
                    let mut t = s.clone();
                    t.push(x);
                    t
                })
            })
            .collect();
    }
    for set in &sets {
        for weak in (0..n).filter(|w| !set.contains(w)) {
            for turn in [Color::White, Color::Black] {
                let pieces =
                    set.iter()
                        .map(|&s| (squares[s], king(strong_color)))
                        .chain(std::iter::once((
                            squares[weak],
                            king(strong_color.opponent()),
                        )));
                out.push(Position::new(variant, turn, pieces).unwrap());
            }
        }
    }
    out
}

/// Orders values for the side to move: faster wins first, then draws, then slower losses.
fn goodness(v: EndingValue) -> i64 {
    match v {
        EndingValue::Win(n) => 1000 - i64::from(n),
        EndingValue::Draw => 0,
        EndingValue::Loss(n) => -1000 + i64::from(n),
    }
}

/// The value minimax over the successors gives, from the table's values of the successors.
fn from_successors(pos: &Position) -> EndingValue {
    pos.legal_moves()
        .iter()
        .map(|m| {
            kings_ending(&pos.play_unchecked(m))
                .expect("a successor of a kings-only ending is in the table")
                .before_move()
        })
        .max_by_key(|&v| goodness(v))
        .unwrap_or(EndingValue::Loss(0))
}

fn big_road(pos: &Position) -> Vec<Square> {
    let board = pos.board();
    NamedDiagonal::by_id("big-road")
        .unwrap()
        .squares()
        .into_iter()
        .filter(|&s| board.contains(s))
        .collect()
}

fn lone_king(pos: &Position, lone: Color) -> Square {
    pos.pieces(lone).squares().next().unwrap()
}

/// Neither side could capture.
fn quiet(pos: &Position) -> bool {
    !pos.has_capture() && !pos.with_turn(pos.turn().opponent()).has_capture()
}

#[test]
fn every_entry_agrees_with_its_successors() {
    for variant in VARIANTS {
        for strong in 1..=3 {
            for pos in all_positions(variant, strong, Color::White) {
                let value = kings_ending(&pos).unwrap();
                assert_eq!(
                    value,
                    from_successors(&pos),
                    "{} {}",
                    variant.name(),
                    pos.to_fen()
                );
            }
        }
    }
}

#[test]
fn both_colours_share_the_table() {
    let mut rng = Rng::new(7);
    for variant in VARIANTS {
        for strong in 2..=3 {
            let all = all_positions(variant, strong, Color::Black);
            for _ in 0..3000 {
                let pos = all[rng.below(all.len())];
                assert_eq!(kings_ending(&pos), Some(from_successors(&pos)));
            }
        }
    }
}

#[test]
fn positions_outside_the_table_are_refused() {
    let russian = |fen| Position::from_fen(Variant::Russian, fen).unwrap();
    // A man on the board, four kings, two against two, the 10x10 board.
    assert_eq!(kings_ending(&russian("W:WK1,K2,5:BK32")), None);
    assert_eq!(kings_ending(&russian("W:WK1,K2,K3,K4:BK32")), None);
    assert_eq!(kings_ending(&russian("W:WK1,K2:BK31,K32")), None);
    let international = Position::from_fen(Variant::International, "W:WK1,K2:BK50").unwrap();
    assert_eq!(kings_ending(&international), None);
    // Nothing left to move: lost.
    assert_eq!(
        kings_ending(&russian("B:WK1,K2:B")),
        Some(EndingValue::Loss(0))
    );
}

/// Whether `sq` is a corner square with a single diagonal (a1 or h8 on the Russian board).
fn single_corner(variant: Variant, sq: Square) -> bool {
    let board = variant.board();
    Direction::ALL
        .iter()
        .filter(|&&d| board.step(sq, d).is_some())
        .count()
        == 1
}

#[test]
fn one_flying_king_against_one_is_a_draw_unless_a_capture_is_on_or_a_king_is_cornered() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        let mut cornered = 0;
        for pos in all_positions(variant, 1, Color::White) {
            if !quiet(&pos) || kings_ending(&pos) == Some(EndingValue::Draw) {
                continue;
            }
            // A king in a single corner must step out along its one diagonal: the other
            // king can wait for it there.
            let kings: Vec<Square> = pos.occupied().squares().collect();
            assert!(
                kings.iter().any(|&k| single_corner(variant, k)),
                "{} {} {:?} {:?}",
                variant.name(),
                pos.to_fen(),
                kings
                    .iter()
                    .map(|&k| square_name(variant, k))
                    .collect::<Vec<_>>(),
                kings_ending(&pos)
            );
            cornered += 1;
        }
        println!(
            "{}: 1 v 1, {cornered} quiet positions not drawn, all with a cornered king",
            variant.name()
        );
        assert!(cornered > 0);
    }
}

/// Counts of quiet positions by value: (wins, draws, losses) for the side to move.
fn tally(positions: impl Iterator<Item = Position>) -> (usize, usize, usize) {
    positions.fold((0, 0, 0), |(w, d, l), pos| {
        match kings_ending(&pos).unwrap() {
            EndingValue::Win(_) => (w + 1, d, l),
            EndingValue::Draw => (w, d + 1, l),
            EndingValue::Loss(_) => (w, d, l + 1),
        }
    })
}

#[test]
fn two_kings_rarely_beat_one_in_russian() {
    let quiet_2v1 = || {
        all_positions(Variant::Russian, 2, Color::White)
            .into_iter()
            .filter(quiet)
    };
    let (strong_wins, draws, _) = tally(quiet_2v1().filter(|p| p.turn() == Color::White));
    println!("2 v 1, Russian, kings to move, quiet: {strong_wins} won, {draws} drawn");
    // A draw from more than nine positions in ten.
    assert!(
        draws * 10 > (draws + strong_wins) * 9,
        "{strong_wins} won, {draws} drawn"
    );
}

#[test]
fn three_kings_against_one() {
    for variant in [Variant::Russian, Variant::Brazilian] {
        let all = all_positions(variant, 3, Color::White);
        let road = big_road(&all[0]);
        let on_road = |p: &Position| road.contains(&lone_king(p, Color::Black));
        // The lone king to move on the Big Road holds, but for tactics.
        let (won, held, lost) = tally(
            all.iter()
                .copied()
                .filter(|p| quiet(p) && p.turn() == Color::Black && on_road(p))
                .map(|p| p.with_turn(Color::White)),
        );
        println!(
            "{}: lone king on the Big Road, kings to move, quiet: {held} drawn, {won} won, {lost} lost",
            variant.name()
        );
        // Nearly nine in ten: the rest are tactics (a king cornered, a fork).
        assert!(held * 100 > (held + won) * 85);
        // Kings to move against a lone king off the Big Road: won, and how fast.
        let off_road: Vec<Position> = all
            .iter()
            .copied()
            .filter(|p| quiet(p) && p.turn() == Color::White && !on_road(p))
            .collect();
        let mut longest = 0;
        let mut wins = 0;
        let mut within_15 = 0;
        for p in &off_road {
            if let Some(EndingValue::Win(n)) = kings_ending(p) {
                wins += 1;
                longest = longest.max(n);
                if n.div_ceil(2) <= 15 {
                    within_15 += 1;
                }
            }
        }
        println!(
            "{}: kings to move, lone king off the road: {wins} of {} won, {within_15} within 15 moves, longest {} moves ({longest} plies)",
            variant.name(),
            off_road.len(),
            longest.div_ceil(2)
        );
        // Petrov's triangle: off the road the lone king is lost from almost everywhere.
        assert!(wins * 10 > off_road.len() * 9);
        assert!(within_15 * 10 > wins * 9);
    }
}

/// Written when the prover still searched these endings itself (it agreed on every sampled
/// position then); now that the prover asks the table, it checks the wiring's answers.
#[test]
fn short_wins_agree_with_the_prover() {
    let mut rng = Rng::new(13);
    let limit = |depth| ProveLimit {
        depth,
        nodes: 2_000_000,
    };
    for variant in VARIANTS {
        for strong in 1..=3 {
            let all = all_positions(variant, strong, Color::White);
            let mut checked = 0;
            let mut tries = 0;
            while checked < 40 && tries < 100_000 {
                tries += 1;
                let pos = all[rng.below(all.len())];
                let value = kings_ending(&pos).unwrap();
                let depth = 5;
                let after = |m: &shashki::rules::Move| {
                    kings_ending(&pos.play_unchecked(m)).unwrap().before_move()
                };
                // Keep the positions worth comparing: short wins, and as many others.
                let short = matches!(value, EndingValue::Win(n) if n <= depth);
                if !short && checked % 2 == 0 {
                    continue;
                }
                let proof = prove(&pos, Goal::Win, limit(depth));
                if !proof.complete {
                    continue;
                }
                // The prover finds every win within its depth, and follows captures past it:
                // each move it proves wins, no faster than the table says.
                for m in pos.legal_moves() {
                    let proven = proof.proven.iter().find(|p| p.line[0].mv == m);
                    match (after(&m), proven) {
                        (EndingValue::Win(n), Some(p)) => assert!(p.line.len() as u32 >= n),
                        (EndingValue::Win(n), None) => {
                            assert!(n > depth, "{} {}", variant.name(), pos.to_fen())
                        }
                        (_, Some(_)) => panic!("{} {}", variant.name(), pos.to_fen()),
                        (_, None) => {}
                    }
                }
                checked += 1;
            }
            assert!(checked >= 20, "{} {strong} v 1: {checked}", variant.name());
        }
    }
}

#[test]
fn english_short_kings_can_corner_a_lone_king() {
    // Kings that do not fly: one king can drive another against the edge.
    let (won, drawn, _) = tally(
        all_positions(Variant::English, 1, Color::White)
            .into_iter()
            .filter(|p| quiet(p) && p.turn() == Color::White),
    );
    println!("english: 1 v 1, quiet, to move: {won} won, {drawn} drawn");
    assert!(won > 0 && drawn > won);
}

#[test]
fn ending_puzzles_are_what_the_table_says() {
    use shashki::content::endings::{Kind, endings, endings_yaml};
    use shashki::content::parse_collection;
    let found = endings(Variant::Russian, 4, 3);
    assert_eq!(found.len(), 12);
    let value = |pos: &Position, m: &shashki::rules::MovePath| {
        kings_ending(&pos.play_unchecked(&m.mv))
            .unwrap()
            .before_move()
    };
    for e in &found {
        let pos = e.position;
        let key = &e.solution[0];
        let others = pos
            .legal_move_paths()
            .into_iter()
            .filter(|m| m.mv != key.mv);
        match e.kind {
            Kind::BigRoadDraw | Kind::TwoKingsDraw => {
                assert_eq!(value(&pos, key), EndingValue::Draw);
                for m in others {
                    assert!(matches!(value(&pos, &m), EndingValue::Loss(n) if n <= 10));
                }
                if e.kind == Kind::BigRoadDraw {
                    assert!(big_road(&pos).contains(&key.mv.to));
                }
            }
            Kind::Catch => {
                let n = e.solution.len() as u32;
                assert_eq!(kings_ending(&pos), Some(EndingValue::Win(n)));
                let limit = if pos.pieces(pos.turn()).count() == 3 {
                    29
                } else {
                    10
                };
                for m in others {
                    assert!(!matches!(value(&pos, &m), EndingValue::Win(n) if n <= limit));
                }
                // The line is legal and takes the last piece.
                let end = e.solution.iter().fold(pos, |p, m| p.play(&m.mv).unwrap());
                assert!(end.pieces(end.turn()).is_empty());
            }
        }
    }
    let yaml = endings_yaml(Variant::Russian, "test-endings", "te", &found);
    let collection = parse_collection(&yaml).unwrap_or_else(|e| panic!("{e:?}\n{yaml}"));
    assert_eq!(collection.puzzles.len(), 12);
    assert!(
        collection
            .puzzles
            .iter()
            .all(|p| p.hints.len() == 2 && p.explain.is_some())
    );
}

#[test]
fn the_prover_decides_kings_only_endings_by_the_table() {
    let limit = ProveLimit {
        depth: 1,
        nodes: 1_000,
    };
    // The lone king on a3 against three kings: only a3-b2, onto the Big Road, holds; far
    // beyond what a one-ply search could show.
    let pos = Position::from_fen(Variant::Russian, "W:WKa3:BKc5,Kd6,Kh6").unwrap();
    let proof = prove(&pos, Goal::Draw, limit);
    assert!(proof.complete);
    let proven: Vec<String> = proof
        .proven
        .iter()
        .map(|p| shashki::rules::full_text(Variant::Russian, &p.line[0]))
        .collect();
    assert_eq!(proven, ["a3-b2"]);
    // A win within the depth, with the table's line to the capture.
    let pos = Position::from_fen(Variant::Russian, "W:WKf2,Kg3:BKa7").unwrap();
    let proof = prove(&pos, Goal::Win, ProveLimit { depth: 7, ..limit });
    assert_eq!(proof.proven.len(), 1);
    let line = &proof.proven[0].line;
    assert_eq!(line.len(), 7);
    let end = line.iter().fold(pos, |p, m| p.play(&m.mv).unwrap());
    assert!(end.pieces(end.turn()).is_empty());
    // Too short a depth for that win: refuted, not guessed.
    let proof = prove(&pos, Goal::Win, ProveLimit { depth: 5, ..limit });
    assert!(proof.proven.is_empty() && proof.complete);
}

#[test]
fn the_built_in_endings_are_proven() {
    use shashki::content::{builtin_puzzles, check};
    let sources: Vec<_> = builtin_puzzles()
        .into_iter()
        .filter(|s| s.path.contains("endings"))
        .collect();
    assert_eq!(sources.len(), 1);
    let report = check(&sources, &|| {});
    assert!(
        report
            .lines()
            .iter()
            .any(|l| l.contains("30 puzzles, 0 problems")),
        "{:?}",
        report.lines()
    );
}
