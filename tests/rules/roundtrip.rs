//! Round trips under random input (proptest). Positions reached by random legal games from
//! the start of each variant, and arbitrary valid setups, go through FEN; their moves through
//! move notation; random games through PDN: each reads back as itself. Random and mutated
//! text fed to the FEN, move and PDN readers gets an answer, never a panic, and whatever they
//! accept is legal.
//!
//! `PROPTEST_CASES` sets the number of cases of every test (by default a few seconds in all
//! in a release build).

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;

use shashki::rules::{
    Bitboard, BoardSize, Color, Game, GameResult, Illegal, Move, MoveError, NotationStyle, PdnGame,
    Piece, Position, Role, Square, Variant, explain, full_text, parse_move, parse_move_any_sign,
    parse_route, parse_square, resolve_route, short_text,
};

/// `cases` cases (a quarter in a debug build), unless `PROPTEST_CASES` says otherwise.
fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) {
            cases / 4
        } else {
            cases
        });
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

fn variant() -> impl Strategy<Value = Variant> {
    select(Variant::ALL.to_vec())
}

/// The position after a random legal game from the start: each choice picks one of the legal
/// moves, so a failure shrinks to a short game of early moves.
fn reached(variant: Variant, choices: &[u16]) -> Position {
    let mut pos = Position::start(variant);
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.play_unchecked(&moves[choice as usize % moves.len()]);
    }
    pos
}

/// A setup: each square of the board (in PDN order) empty or holding a man or a king of
/// either side; a man on its crowning row becomes a king, pieces past a side's limit are left
/// off. Every such setup is a valid position.
fn setup(variant: Variant, cells: &[u8], turn: Color) -> Position {
    let board = variant.board();
    let max = variant.rules().max_pieces();
    let mut counts = [0u32; 2];
    let pieces: Vec<(Square, Piece)> = board
        .squares()
        .zip(cells)
        .filter_map(|(sq, &cell)| {
            let (color, role) = match cell {
                0 => (Color::White, Role::Man),
                1 => (Color::White, Role::King),
                2 => (Color::Black, Role::Man),
                3 => (Color::Black, Role::King),
                _ => return None,
            };
            let role = if board.crowning_row(color).contains(sq) {
                Role::King
            } else {
                role
            };
            let count = &mut counts[color as usize];
            if *count == max {
                return None;
            }
            *count += 1;
            Some((sq, Piece { color, role }))
        })
        .collect();
    Position::new(variant, turn, pieces.iter().copied())
        .unwrap_or_else(|e| panic!("a valid setup {pieces:?} was refused: {e:?}"))
}

fn reached_position() -> impl Strategy<Value = Position> {
    (variant(), vec(any::<u16>(), 0..120)).prop_map(|(v, choices)| reached(v, &choices))
}

fn setup_position() -> impl Strategy<Value = Position> {
    let turn = select(vec![Color::White, Color::Black]);
    // Crowded boards and sparse endings.
    let cells = prop_oneof![vec(0u8..6, 50), vec(0u8..24, 50)];
    (variant(), cells, turn).prop_map(|(v, cells, turn)| setup(v, &cells, turn))
}

fn any_position() -> impl Strategy<Value = Position> {
    prop_oneof![reached_position(), setup_position()]
}

/// A square of either board size.
fn any_square() -> impl Strategy<Value = Square> {
    let eight: Vec<Square> = BoardSize::Eight.squares().collect();
    let ten: Vec<Square> = BoardSize::Ten.squares().collect();
    prop_oneof![select(eight), select(ten)]
}

/// The position as a FEN in the other square style: numbers where the variant writes names,
/// names where it writes numbers, the pieces in reverse order and the side to move last.
fn fen_in_other_style(pos: &Position) -> String {
    let board = pos.board();
    let numeric = pos.variant().rules().notation == NotationStyle::Numeric;
    let mut out = String::new();
    out.push(pos.turn().letter());
    for color in [Color::Black, Color::White] {
        out.push(':');
        out.push(color.letter());
        let squares: Vec<Square> = pos.pieces(color).squares().collect();
        let names: Vec<String> = squares
            .into_iter()
            .rev()
            .map(|s| {
                let name = if numeric {
                    board.algebraic(s).expect("a square of the board")
                } else {
                    board.number(s).expect("a square of the board").to_string()
                };
                let king = if pos.kings().contains(s) { "K" } else { "" };
                format!("{king}{name}")
            })
            .collect();
        out += &names.join(",");
    }
    out
}

/// One random edit of a text: insert, delete or replace the character at a place.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
}

fn edit(alphabet: &'static str) -> impl Strategy<Value = Edit> {
    let letter = select(alphabet.chars().collect::<Vec<_>>());
    prop_oneof![
        (any::<usize>(), letter.clone()).prop_map(|(at, c)| Edit::Insert(at, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), letter).prop_map(|(at, c)| Edit::Replace(at, c)),
    ]
}

fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        match *e {
            Edit::Insert(at, c) => chars.insert(at % (chars.len() + 1), c),
            Edit::Delete(_) | Edit::Replace(..) if chars.is_empty() => {}
            Edit::Delete(at) => {
                chars.remove(at % chars.len());
            }
            Edit::Replace(at, c) => {
                let at = at % chars.len();
                chars[at] = c;
            }
        }
    }
    chars.into_iter().collect()
}

/// Text made of characters from `alphabet`.
fn garbage(alphabet: &'static str, len: std::ops::Range<usize>) -> impl Strategy<Value = String> {
    vec(select(alphabet.chars().collect::<Vec<_>>()), len).prop_map(|c| c.into_iter().collect())
}

/// What FEN is made of, and a few characters it is not.
const FEN_CHARS: &str = "WBKwbk:,-.\" 0123456789abcdefghijHF\tqz!é";
/// What move text is made of, Cyrillic look-alikes and dashes included.
const MOVE_CHARS: &str = "abcdefghijk0123456789-:xX ?!+#.асевнхЗ–—×";
/// What PDN is made of.
const PDN_CHARS: &str = "[]\"{}();%$*./-:x 012345678abcdefgh\nGameTypFENRsul\\½…!?WBK,щ";

/// A random game of up to `choices.len()` moves from `start`, stopping where it is over.
fn random_game(start: Position, choices: &[u16]) -> Game {
    let mut game = Game::new(start);
    for &choice in choices {
        let paths = game.position().legal_move_paths();
        if paths.is_empty() || game.outcome().is_some() {
            break;
        }
        game.play(paths[choice as usize % paths.len()].clone());
    }
    game
}

/// Every move of a game read from text is legal where it was played.
fn assert_legal_replay(game: &Game) -> Result<(), TestCaseError> {
    for (path, pair) in game.moves().iter().zip(game.positions().windows(2)) {
        prop_assert!(
            pair[0].legal_moves().contains(&path.mv),
            "{path:?} in {}",
            pair[0]
        );
        prop_assert_eq!(pair[0].play(&path.mv), Ok(pair[1]));
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(4000))]

    #[test]
    fn fen_reads_back_the_same_position(pos in any_position()) {
        let text = pos.to_fen();
        let back = Position::from_fen(pos.variant(), &text);
        prop_assert_eq!(back.clone(), Ok(pos), "{}", text);
        prop_assert_eq!(back.map(|p| p.to_fen()), Ok(text));
        let other = fen_in_other_style(&pos);
        prop_assert_eq!(Position::from_fen(pos.variant(), &other), Ok(pos), "{}", other);
    }

    #[test]
    fn every_legal_move_written_reads_back_as_itself(pos in any_position()) {
        let variant = pos.variant();
        for route in pos.legal_routes() {
            let full = full_text(variant, &route);
            prop_assert_eq!(parse_move(&pos, &full).map(|p| p.mv), Ok(route.mv), "{} in {}", full, pos);
            let squares: Vec<Square> = route.squares().collect();
            prop_assert_eq!(resolve_route(&pos, &squares).map(|p| p.mv), Ok(route.mv));
            prop_assert_eq!(explain(&pos, &squares), None);
        }
        for path in pos.legal_move_paths() {
            let short = short_text(&pos, &path);
            prop_assert_eq!(parse_move(&pos, &short).map(|p| p.mv), Ok(path.mv), "{} in {}", short, pos);
            prop_assert_eq!(parse_move_any_sign(&pos, &short).map(|p| p.mv), Ok(path.mv));
            prop_assert_eq!(pos.play(&path.mv), Ok(pos.play_unchecked(&path.mv)));
        }
    }

    #[test]
    fn a_game_written_as_pdn_reads_back_move_for_move(
        start in any_position(),
        choices in vec(any::<u16>(), 0..60),
        result in option::of(select(vec![GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw])),
        event in garbage("abc \"\\]}{;%()[", 0..12),
    ) {
        let game = random_game(start, &choices);
        let tags = vec![("Event".to_string(), event.clone())];
        let text = PdnGame::from_game(game.clone(), tags, result).to_text();
        // The GameType tag, not the default variant, says which variant it is.
        let default = if start.variant() == Variant::Russian { Variant::English } else { Variant::Russian };
        let back = PdnGame::read(&text, default).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.game.start(), game.start(), "{}", text);
        let moves = |g: &Game| g.moves().iter().map(|p| p.mv).collect::<Vec<Move>>();
        prop_assert_eq!(moves(&back.game), moves(&game), "{}", text);
        prop_assert_eq!(back.game.positions(), game.positions());
        prop_assert_eq!(back.result, result);
        prop_assert!(back.tags.iter().any(|(n, v)| n == "Event" && *v == event), "{:?}", back.tags);
        prop_assert_eq!(back.to_text(), text);
    }

    #[test]
    fn the_fen_reader_answers_any_text(variant in variant(), text in garbage(FEN_CHARS, 0..40)) {
        if let Ok(pos) = Position::from_fen(variant, &text) {
            prop_assert_eq!(Position::from_fen(variant, &pos.to_fen()), Ok(pos));
        }
    }

    #[test]
    fn the_readers_answer_any_unicode(pos in any_position(), text in any::<String>()) {
        let variant = pos.variant();
        if let Ok(read) = Position::from_fen(variant, &text) {
            prop_assert_eq!(Position::from_fen(variant, &read.to_fen()), Ok(read));
        }
        check_move_text(&pos, &text)?;
        if let Ok(game) = PdnGame::read(&text, variant) {
            assert_legal_replay(&game.game)?;
        }
    }

    #[test]
    fn the_fen_reader_answers_mutated_fens(pos in any_position(), edits in vec(edit(FEN_CHARS), 1..6)) {
        let text = mutate(&pos.to_fen(), &edits);
        if let Ok(read) = Position::from_fen(pos.variant(), &text) {
            prop_assert_eq!(Position::from_fen(pos.variant(), &read.to_fen()), Ok(read));
        }
    }

    #[test]
    fn the_move_reader_answers_any_text(pos in any_position(), text in garbage(MOVE_CHARS, 0..14)) {
        check_move_text(&pos, &text)?;
    }

    #[test]
    fn the_move_reader_answers_mutated_moves(
        pos in any_position(),
        pick in any::<usize>(),
        edits in vec(edit(MOVE_CHARS), 1..4),
    ) {
        let routes = pos.legal_routes();
        if let Some(route) = routes.get(pick % routes.len().max(1)) {
            check_move_text(&pos, &mutate(&full_text(pos.variant(), route), &edits))?;
        }
    }

    #[test]
    fn the_pdn_reader_answers_any_text(variant in variant(), text in garbage(PDN_CHARS, 0..80)) {
        for (_, piece) in PdnGame::split(&text) {
            if let Ok(game) = PdnGame::read(piece, variant) {
                assert_legal_replay(&game.game)?;
            }
        }
    }

    #[test]
    fn the_pdn_reader_answers_mutated_games(
        start in any_position(),
        choices in vec(any::<u16>(), 0..30),
        edits in vec(edit(PDN_CHARS), 1..6),
    ) {
        let game = random_game(start, &choices);
        let text = mutate(&PdnGame::from_game(game, Vec::new(), None).to_text(), &edits);
        if let Ok(read) = PdnGame::read(&text, Variant::Russian) {
            assert_legal_replay(&read.game)?;
            let again = read.to_text();
            let back = PdnGame::read(&again, Variant::Russian)
                .map_err(|e| TestCaseError::fail(format!("{e}\n{again}")))?;
            prop_assert_eq!(back.game.positions(), read.game.positions(), "{}", again);
        }
    }

    #[test]
    fn checked_play_takes_legal_moves_only(
        pos in any_position(),
        from in any_square(),
        to in any_square(),
        captured in vec(any_square(), 0..4),
        promotes in any::<bool>(),
    ) {
        let mv = Move { from, to, captured: captured.into_iter().collect::<Bitboard>(), promotes };
        let board = pos.board();
        match pos.play(&mv) {
            Ok(after) => {
                prop_assert!(pos.legal_moves().contains(&mv));
                prop_assert_eq!(after, pos.play_unchecked(&mv));
            }
            Err(reason) => {
                prop_assert!(!pos.legal_moves().contains(&mv));
                if !board.contains(from) {
                    prop_assert_eq!(reason, Illegal::OffBoard(from));
                } else if !board.contains(to) {
                    prop_assert_eq!(reason, Illegal::OffBoard(to));
                }
            }
        }
    }

    #[test]
    fn attempts_with_squares_of_either_board_are_answered(
        pos in any_position(),
        attempt in vec(any_square(), 0..5),
    ) {
        let board = pos.board();
        let reason = explain(&pos, &attempt);
        if let Some(&off) = attempt.iter().find(|&&s| !board.contains(s)) {
            prop_assert_eq!(reason, Some(Illegal::OffBoard(off)));
            prop_assert_eq!(resolve_route(&pos, &attempt), Err(MoveError::Illegal(Illegal::OffBoard(off))));
        }
    }
}

/// Reading `text` as a move of `pos` gives a legal move or a reason, never a panic; the other
/// readers of typed squares answer too.
fn check_move_text(pos: &Position, text: &str) -> Result<(), TestCaseError> {
    let legal = pos.legal_moves();
    match parse_move(pos, text) {
        Ok(path) | Err(MoveError::WrongSign(path)) => {
            prop_assert!(legal.contains(&path.mv), "{} in {}", text, pos);
        }
        Err(MoveError::Ambiguous(paths)) => {
            prop_assert!(paths.len() > 1 && paths.iter().all(|p| legal.contains(&p.mv)));
        }
        Err(_) => {}
    }
    if let Ok(path) = parse_move_any_sign(pos, text) {
        prop_assert!(legal.contains(&path.mv), "{} in {}", text, pos);
    }
    let board = pos.board();
    if let Some(sq) = parse_square(pos.variant(), text) {
        prop_assert!(board.contains(sq));
    }
    if let Some(route) = parse_route(pos.variant(), text) {
        prop_assert!(route.iter().all(|&s| board.contains(s)));
    }
    Ok(())
}
