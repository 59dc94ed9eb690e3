//! The kings-only endgame tables (`engine::kings_ending)`: every entry agrees with its
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
                            assert!(n > depth, "{} {}", variant.name(), pos.to_fen());
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

// The general tables (engine::Tables): built here for a few pieces and checked against the
// search, against their own successors, against the kings-only tables and through their file.

use shashki::engine::{
    Limits, Searcher, TableProblem, Tables, WIN, WIN_FOUND, ending, ending_line, install_tables,
    table_path, table_value,
};
use shashki::rules::DrawClock;
use std::sync::OnceLock;

/// The tables of a variant up to three pieces, built once for all tests.
fn three_pieces(variant: Variant) -> &'static Tables {
    static BUILT: [OnceLock<Tables>; 4] = [const { OnceLock::new() }; 4];
    let slot = match variant {
        Variant::Russian => 0,
        Variant::English => 1,
        Variant::Brazilian => 2,
        _ => 3,
    };
    BUILT[slot].get_or_init(|| Tables::build(variant, 3, 1, &|_| {}).unwrap())
}

/// The Russian tables up to four pieces, built once.
fn russian_four() -> &'static Tables {
    static BUILT: OnceLock<Tables> = OnceLock::new();
    BUILT.get_or_init(|| Tables::build(Variant::Russian, 4, 2, &|_| {}).unwrap())
}

/// A random position of 2 to `most` pieces with both sides on the board: men and kings of
/// either colour anywhere they may stand, either side to move.
fn random_position(rng: &mut Rng, variant: Variant, most: usize) -> Position {
    let squares: Vec<Square> = variant.board().squares().collect();
    loop {
        let count = 2 + rng.below(most - 1);
        let mut pieces: Vec<(Square, Piece)> = Vec::new();
        for i in 0..count {
            let color = match i {
                0 => Color::White,
                1 => Color::Black,
                _ if rng.below(2) == 0 => Color::White,
                _ => Color::Black,
            };
            let role = if rng.below(2) == 0 {
                Role::Man
            } else {
                Role::King
            };
            pieces.push((squares[rng.below(squares.len())], Piece { color, role }));
        }
        let turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        if let Ok(pos) = Position::new(variant, turn, pieces) {
            return pos;
        }
    }
}

/// The value minimax over the successors gives, from `value` of each successor.
fn best_of_successors(pos: &Position, value: impl Fn(&Position) -> EndingValue) -> EndingValue {
    pos.legal_moves()
        .iter()
        .map(|m| value(&pos.play_unchecked(m)).before_move())
        .max_by_key(|&v| goodness(v))
        .unwrap_or(EndingValue::Loss(0))
}

/// Whether the side to move forces a win within `plies` plies, by the prover.
fn wins_within(pos: &Position, plies: u32) -> bool {
    let proof = prove(
        pos,
        Goal::Win,
        ProveLimit {
            depth: plies,
            nodes: 4_000_000,
        },
    );
    assert!(proof.complete, "{}", pos.to_fen());
    !proof.proven.is_empty()
}

/// Whether the prover finds exactly the distance of a won or lost value (`n` plies, not
/// `n - 2`).
fn proven_distance(pos: &Position, value: EndingValue) -> bool {
    match value {
        EndingValue::Win(n) => wins_within(pos, n) && (n < 3 || !wins_within(pos, n - 2)),
        EndingValue::Loss(n) => {
            let children: Vec<Position> = pos
                .legal_moves()
                .iter()
                .map(|m| pos.play_unchecked(m))
                .collect();
            children.iter().all(|c| wins_within(c, n - 1))
                && (n < 3 || children.iter().any(|c| !wins_within(c, n - 3)))
        }
        EndingValue::Draw => false,
    }
}

#[test]
fn general_tables_agree_with_the_search() {
    let mut rng = Rng::new(19);
    for (variant, samples) in [
        (Variant::Russian, 300),
        (Variant::English, 300),
        (Variant::International, 150),
    ] {
        let tables = three_pieces(variant);
        let mut searcher = Searcher::new(16);
        let (mut exact, mut slower, mut drawn, mut decisive) = (0, 0, 0, 0);
        for _ in 0..samples {
            let pos = random_position(&mut rng, variant, 3);
            let value = tables.value(&pos).unwrap();
            let fen = pos.to_fen();
            let counted = DrawClock::start(&pos).plies_left(&pos);
            match value {
                EndingValue::Win(n) | EndingValue::Loss(n)
                    if n <= 9 && counted.is_none_or(|left| left > n) =>
                {
                    let score = searcher.search(&pos, &[], Limits::depth(n + 1)).score;
                    let won = matches!(value, EndingValue::Win(_));
                    let expected = if won {
                        WIN - n as i32
                    } else {
                        -(WIN - n as i32)
                    };
                    if score == expected {
                        exact += 1;
                    } else {
                        // The search stops deepening at the first win it sees, which a forced
                        // line can show before a faster one: a decisive score of the same sign
                        // and no faster, and the prover (its own search for these variants)
                        // must find the table's distance exactly.
                        let plies = (WIN - score.abs()) as u32;
                        assert!(
                            score.abs() > WIN_FOUND && (score > 0) == won && plies > n,
                            "{variant} {fen}: table {value:?}, search {score}"
                        );
                        assert!(proven_distance(&pos, value), "{variant} {fen}: {value:?}");
                        slower += 1;
                    }
                }
                _ => {
                    let score = searcher.search(&pos, &[], Limits::depth(6)).score;
                    if value == EndingValue::Draw {
                        assert!(score.abs() <= WIN_FOUND, "{variant} {fen}: {score}");
                        drawn += 1;
                    } else if score.abs() > WIN_FOUND {
                        // A win the search sees is one the table knows, no slower.
                        let plies = (WIN - score.abs()) as u32;
                        match value {
                            EndingValue::Win(n) => assert!(score > 0 && n <= plies, "{fen}"),
                            EndingValue::Loss(n) => assert!(score < 0 && n >= plies, "{fen}"),
                            EndingValue::Draw => unreachable!(),
                        }
                        decisive += 1;
                    }
                }
            }
        }
        println!(
            "{variant}: {exact} exact distances, {slower} found slower by the search, \
             {drawn} draws, {decisive} other wins"
        );
        assert!(slower * 10 <= exact, "{slower} slower, {exact} exact");
        assert!(
            exact > samples / 10 && drawn > samples / 10,
            "{exact} {drawn}"
        );
    }
}

#[test]
fn every_general_entry_is_the_best_of_its_successors() {
    for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
        let tables = three_pieces(variant);
        let squares: Vec<Square> = variant.board().squares().collect();
        let kinds = [Color::White, Color::Black].into_iter().flat_map(|color| {
            [Role::Man, Role::King]
                .into_iter()
                .map(move |role| Piece { color, role })
        });
        let kinds: Vec<Piece> = kinds.collect();
        let mut checked = 0;
        // Every placement of three pieces (and, through captures, of two), either side to move.
        for (i, &a) in squares.iter().enumerate() {
            for (j, &b) in squares.iter().enumerate().skip(i + 1) {
                for &c in &squares[j + 1..] {
                    for &pa in &kinds {
                        for &pb in &kinds {
                            for &pc in &kinds {
                                let colors = [pa.color, pb.color, pc.color];
                                if !colors.contains(&Color::White)
                                    || !colors.contains(&Color::Black)
                                {
                                    continue;
                                }
                                for turn in [Color::White, Color::Black] {
                                    let Ok(pos) =
                                        Position::new(variant, turn, [(a, pa), (b, pb), (c, pc)])
                                    else {
                                        continue;
                                    };
                                    let expected = best_of_successors(&pos, |p| {
                                        tables.value(p).unwrap_or(EndingValue::Loss(0))
                                    });
                                    assert_eq!(
                                        tables.value(&pos),
                                        Some(expected),
                                        "{variant} {}",
                                        pos.to_fen()
                                    );
                                    checked += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        println!("{variant}: {checked} three-piece positions checked");
    }
    // Four pieces: a sample.
    let tables = russian_four();
    let mut rng = Rng::new(4);
    for _ in 0..20_000 {
        let pos = random_position(&mut rng, Variant::Russian, 4);
        let expected = best_of_successors(&pos, |p| tables.value(p).unwrap());
        assert_eq!(tables.value(&pos), Some(expected), "{}", pos.to_fen());
    }
}

#[test]
fn general_and_kings_only_tables_agree() {
    let tables = russian_four();
    for strong in 1..=3 {
        for color in [Color::White, Color::Black] {
            for pos in all_positions(Variant::Russian, strong, color) {
                assert_eq!(tables.value(&pos), kings_ending(&pos), "{}", pos.to_fen());
            }
        }
    }
    for variant in [Variant::English] {
        let tables = three_pieces(variant);
        for strong in 1..=2 {
            for pos in all_positions(variant, strong, Color::Black) {
                assert_eq!(tables.value(&pos), kings_ending(&pos), "{}", pos.to_fen());
            }
        }
    }
}

#[test]
fn general_tables_refuse_what_they_do_not_hold() {
    let tables = three_pieces(Variant::Russian);
    let russian = |fen| Position::from_fen(Variant::Russian, fen).unwrap();
    assert_eq!(tables.value(&russian("W:WK1,K2,5:BK32")), None);
    assert_eq!(
        tables.value(&Position::from_fen(Variant::English, "W:W20:B12").unwrap()),
        None
    );
    assert_eq!(
        tables.value(&russian("B:WK1,K2:B")),
        Some(EndingValue::Loss(0))
    );
    // One man each, the White man one step from crowning and Black to move far away.
    assert!(matches!(
        tables.value(&russian("W:Wc7:Ba5")),
        Some(EndingValue::Win(_))
    ));
}

/// A fresh folder under the system's temporary folder.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-tables-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn tables_files_round_trip_and_refuse_damage() {
    let dir = temp_dir("file");
    let tables = three_pieces(Variant::English);
    let path = tables.write(&dir).unwrap();
    assert_eq!(path, table_path(&dir, Variant::English));
    assert!(path.ends_with("tables/english.shtb"));
    let read = Tables::read(&dir, Variant::English).unwrap();
    assert_eq!(read.tally(), tables.tally());
    assert_eq!(read.pieces(), 3);
    let mut rng = Rng::new(5);
    for _ in 0..5000 {
        let pos = random_position(&mut rng, Variant::English, 3);
        assert_eq!(read.value(&pos), tables.value(&pos));
    }
    let bytes = std::fs::read(&path).unwrap();
    let problem = |bytes: &[u8], variant: Variant| {
        std::fs::write(table_path(&dir, variant), bytes).unwrap();
        let e = Tables::read(&dir, variant).expect_err("refused");
        assert_eq!(e.path, table_path(&dir, variant));
        assert!(e.to_string().starts_with(&e.path.display().to_string()));
        e.problem
    };
    assert_eq!(
        problem(&bytes[..bytes.len() - 1], Variant::English),
        TableProblem::Truncated
    );
    assert_eq!(
        problem(&bytes[..20], Variant::English),
        TableProblem::Truncated
    );
    assert_eq!(
        problem(&bytes[..3], Variant::English),
        TableProblem::NotATable
    );
    let mut damaged = bytes.clone();
    let last = damaged.len() - 100;
    damaged[last] ^= 1;
    assert_eq!(problem(&damaged, Variant::English), TableProblem::Checksum);
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        problem(&longer, Variant::English),
        TableProblem::TrailingBytes
    );
    let mut version = bytes.clone();
    version[8] = 9;
    assert_eq!(
        problem(&version, Variant::English),
        TableProblem::Version(9)
    );
    assert_eq!(
        problem(b"not a table at all", Variant::English),
        TableProblem::NotATable
    );
    assert_eq!(
        problem(&bytes, Variant::Russian),
        TableProblem::OtherVariant("english".into())
    );
    let missing = Tables::read(&temp_dir("missing"), Variant::Brazilian);
    assert!(matches!(missing, Err(e) if matches!(e.problem, TableProblem::Io(_))));
}

#[test]
fn tables_files_are_refused_by_kind_and_length_before_they_are_read() {
    use shashki::bounds::{Bound, NotAFile};
    let dir = temp_dir("kinds");
    let path = table_path(&dir, Variant::English);
    let problem = || {
        Tables::read(&dir, Variant::English)
            .expect_err("refused")
            .problem
    };
    // A folder where the file should be.
    std::fs::create_dir_all(&path).unwrap();
    assert_eq!(
        problem(),
        TableProblem::Refused(Bound::NotRegular(NotAFile::Folder))
    );
    std::fs::remove_dir(&path).unwrap();
    // A device: /dev/zero would never end.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        assert_eq!(
            problem(),
            TableProblem::Refused(Bound::NotRegular(NotAFile::Device))
        );
        std::fs::remove_file(&path).unwrap();
    }
    // A 2 GB sparse file: refused by its size.
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(2 << 30).unwrap();
    drop(file);
    assert!(matches!(
        problem(),
        TableProblem::Refused(Bound::TooLarge { .. })
    ));
    // A good header followed by more (sparse) bytes than it describes, under the cap: refused
    // by the length the header gives.
    let good = three_pieces(Variant::English).write(&dir).unwrap();
    let len = std::fs::metadata(&good).unwrap().len();
    let file = std::fs::OpenOptions::new().write(true).open(&good).unwrap();
    file.set_len(len + 20_000_000).unwrap();
    drop(file);
    assert_eq!(problem(), TableProblem::TrailingBytes);
    let e = Tables::read(&dir, Variant::English)
        .unwrap_err()
        .to_string();
    assert!(e.ends_with(": extra bytes after the tables"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Installs the Brazilian tables up to three pieces for the engine (once per test process;
/// the other variants' checks stay independent of the engine's tables).
fn install_brazilian() {
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        let tables = Tables::build(Variant::Brazilian, 3, 1, &|_| {}).unwrap();
        assert!(install_tables(tables).is_ok());
    });
}

#[test]
fn the_engine_uses_installed_tables() {
    install_brazilian();
    let brazilian = |fen| Position::from_fen(Variant::Brazilian, fen).unwrap();
    // A man against a king: only the general tables know it.
    let pos = brazilian("W:Wc7,Kh2:Bb4");
    let value = table_value(&pos);
    assert_eq!(value, three_pieces(Variant::Brazilian).value(&pos));
    assert!(value.is_some());
    assert_eq!(ending(&pos), value);
    // Four kings: the built-in kings-only tables answer.
    let four = brazilian("W:WK1,K2,K3:BK32");
    assert_eq!(table_value(&four), None);
    assert_eq!(ending(&four), kings_ending(&four));
    assert_eq!(
        table_value(&Position::from_fen(Variant::Giveaway, "W:Wc3:Bf6").unwrap()),
        None
    );
    // The best line of a won ending with men, to the end.
    let mut rng = Rng::new(21);
    let mut lines = 0;
    while lines < 30 {
        let pos = random_position(&mut rng, Variant::Brazilian, 3);
        let Some(EndingValue::Win(n)) = table_value(&pos) else {
            continue;
        };
        let line = ending_line(&pos);
        assert_eq!(line.len() as u32, n, "{}", pos.to_fen());
        let end = line.iter().fold(pos, |p, m| p.play(&m.mv).unwrap());
        assert!(end.legal_moves().is_empty(), "{}", pos.to_fen());
        lines += 1;
    }
    // The prover decides such an ending by the table, far beyond its depth.
    let pos = brazilian("W:Wa3:Bh8,h6");
    let value = table_value(&pos).unwrap();
    let proof = prove(
        &pos,
        Goal::Draw,
        ProveLimit {
            depth: 1,
            nodes: 1_000,
        },
    );
    assert!(proof.complete);
    assert_eq!(
        proof.proven.is_empty(),
        matches!(value, EndingValue::Loss(_)),
        "{value:?}"
    );
}

/// Runs the binary with an English locale.
fn shashki_binary(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .env("LC_ALL", "C.UTF-8")
        .env_remove("SHASHKI_DATA_DIR")
        .output()
        .expect("the binary runs")
}

#[test]
fn tables_command_builds_lists_and_survives_a_damaged_file() {
    let dir = temp_dir("cli");
    let data = dir.to_str().unwrap();
    let out = shashki_binary(&[
        "tables",
        "build",
        "--variant",
        "english",
        "--pieces",
        "3",
        "--data-dir",
        data,
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{stdout}");
    let file = table_path(&dir, Variant::English);
    assert!(file.exists());
    assert!(stdout.contains(&file.display().to_string()), "{stdout}");
    let size = format!(
        "{} kB",
        std::fs::metadata(&file).unwrap().len().div_ceil(1000)
    );
    assert!(
        stdout.starts_with(&format!("english: up to 3 pieces, {size}, solved in ")),
        "{stdout}"
    );
    let out = shashki_binary(&["tables", "--data-dir", data]);
    assert!(out.status.success());
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        listed.contains(&format!(
            "english: up to 3 pieces, {size}: {}",
            file.display()
        )),
        "{listed}"
    );
    assert!(listed.contains("russian: not built"), "{listed}");
    // A damaged file is named with what is wrong, and the engine plays on without it.
    std::fs::write(table_path(&dir, Variant::Russian), b"SHASHKTB\x01").unwrap();
    let out = shashki_binary(&["tables", "status", "--data-dir", data]);
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        listed.contains("russian: unusable, the engine plays without it: ")
            && listed.contains("cut short"),
        "{listed}"
    );
    let out = shashki_binary(&[
        "prove",
        "--fen",
        "W:Wa3:Bh8,h6",
        "--goal",
        "draw",
        "--data-dir",
        data,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Errors: status 1 and one line.
    let out = shashki_binary(&[
        "tables",
        "build",
        "--variant",
        "giveaway",
        "--data-dir",
        data,
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("giveaway has no endgame tables"));
    let not_a_dir = dir.join("file");
    std::fs::write(&not_a_dir, "x").unwrap();
    let out = shashki_binary(&[
        "tables",
        "build",
        "--variant",
        "english",
        "--pieces",
        "2",
        "--data-dir",
        not_a_dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let error = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(error.starts_with("error: cannot create "), "{error}");
    assert_eq!(error.lines().count(), 1, "{error}");
}

#[test]
fn building_reports_every_entry_once() {
    use std::sync::atomic::{AtomicU64, Ordering};
    let done = AtomicU64::new(0);
    let tables = Tables::build(Variant::International, 3, 2, &|n| {
        done.fetch_add(n, Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(done.into_inner(), tables.len() as u64);
    assert_eq!(Tables::entries(Variant::International, 3), tables.len());
    assert!(Tables::build(Variant::International, 4, 1, &|_| {}).is_none());
    assert!(Tables::build(Variant::Giveaway, 2, 1, &|_| {}).is_none());
    assert_eq!(Tables::entries(Variant::Giveaway, 2), 0);
}
