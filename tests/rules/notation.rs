//! Writing moves in each variant's notation and reading what people type.

use shashki::Lang;
use shashki::i18n::core::Say;
use shashki::rules::{
    Illegal, MoveError, Position, SyntaxProblem, Variant, full_text, parse_move, parse_move_route,
    parse_route, short_text, square_name,
};

use crate::support::{fen, mv};

const R: Variant = Variant::Russian;

#[test]
fn each_variant_writes_its_own_style() {
    let pos = fen(R, "W:Wa3:Bb4,d6,f6");
    let path = mv(&pos, "a3:g5");
    assert_eq!(full_text(R, &path), "a3:c5:e7:g5");
    assert_eq!(short_text(&pos, &path), "a3:g5");
    assert_eq!(full_text(R, &mv(&Position::start(R), "c3d4")), "c3-d4");

    let i = Variant::International;
    let pos = fen(i, "W:W32:B27,17");
    let path = mv(&pos, "32x12");
    assert_eq!(full_text(i, &path), "32x21x12");
    assert_eq!(short_text(&pos, &path), "32x12");
    assert_eq!(full_text(i, &mv(&Position::start(i), "32-28")), "32-28");

    let e = Variant::English;
    assert_eq!(full_text(e, &mv(&Position::start(e), "11-15")), "11-15");
}

#[test]
fn short_form_only_where_unambiguous() {
    // Diagram 94: two king captures go from e1 to h8 taking different pieces.
    let pos = fen(R, "W:Wc1,Ke1:BKd2,e5,b6,e7,g7");
    let a = mv(&pos, "e1:c3:f6:h8");
    let b = mv(&pos, "e1:a5:d8:f6:h8");
    assert_eq!(short_text(&pos, &a), "e1:c3:f6:h8");
    assert_eq!(short_text(&pos, &b), "e1:a5:d8:f6:h8");
    match parse_move(&pos, "e1:h8") {
        Err(MoveError::Ambiguous(options)) => {
            assert_eq!(options.len(), 2);
            let text = MoveError::Ambiguous(options).say(R, Lang::En);
            assert_eq!(
                text,
                "That fits 2 moves: e1:c3:f6:h8, e1:a5:d8:f6:h8. Write the whole route."
            );
        }
        other => panic!("expected ambiguity, got {other:?}"),
    }
    // A partial route settles it.
    assert_eq!(mv(&pos, "e1:a5:h8").mv, b.mv);
    assert_eq!(mv(&pos, "e1:c3:h8").mv, a.mv);
}

#[test]
fn lenient_reading() {
    let start = Position::start(R);
    let c3d4 = mv(&start, "c3-d4").mv;
    for text in [
        "c3-d4", "c3d4", "C3 D4", "c3 - d4", "cd4", "c-d4", "22-18", "сЗ-d4", "с3–d4", "c3-d4!",
        "c3-d4?!",
    ] {
        assert_eq!(mv(&start, text).mv, c3d4, "{text}");
    }
    let pos = fen(R, "W:Wa3:Bb4,d6,f6");
    let capture = mv(&pos, "a3:c5:e7:g5").mv;
    for text in [
        "a3:g5",
        "a3xg5",
        "a3:e7:g5",
        "a:g5",
        "аЗ:g5",
        "a3:g5X",
        "21x14x7x16",
        "21x16",
    ] {
        assert_eq!(mv(&pos, text).mv, capture, "{text}");
    }
    let e = Variant::English;
    let start = Position::start(e);
    assert_eq!(mv(&start, "11-15").mv, mv(&start, "f6-e5").mv);
}

#[test]
fn straight_captures_accept_any_landing_square_in_between() {
    // The king takes c3 and f6 on one line; between them it passes d4 and e5.
    let pos = fen(R, "W:WKa1:Bc3,f6");
    let expected = mv(&pos, "a1:g7").mv;
    assert_eq!(mv(&pos, "a1:d4:g7").mv, expected);
    assert_eq!(mv(&pos, "a1:e5:g7").mv, expected);
    assert_eq!(full_text(R, &mv(&pos, "a1:e5:g7")), "a1:d4:g7");
}

#[test]
fn unreadable_text_says_where() {
    let start = Position::start(R);
    let syntax = |text: &str| match parse_move(&start, text) {
        Err(MoveError::Syntax {
            column, problem, ..
        }) => (column, problem),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(syntax(""), (1, SyntaxProblem::Empty));
    assert_eq!(syntax("c3-"), (4, SyntaxProblem::HalfMove));
    assert_eq!(syntax("c3"), (3, SyntaxProblem::HalfMove));
    assert_eq!(syntax("c"), (2, SyntaxProblem::HalfMove));
    assert_eq!(syntax("c3-?d4"), (4, SyntaxProblem::StrayCharacter));
    assert_eq!(syntax("c3--d4"), (4, SyntaxProblem::MissingSquare));
    assert_eq!(syntax("c3-d"), (4, SyntaxProblem::FileWithoutRank));
    assert_eq!(syntax("c d4 e5"), (3, SyntaxProblem::MoreThanTarget));
    assert_eq!(syntax("c3-d9"), (4, SyntaxProblem::OffBoard));
    assert_eq!(syntax("c0-d4"), (2, SyntaxProblem::OffBoard));
    assert_eq!(syntax("33-29"), (1, SyntaxProblem::OffBoard));
    let message = parse_move(&start, "c3-").unwrap_err().say(R, Lang::En);
    assert_eq!(
        message,
        "That is only half a move: write where the piece goes too, like c3-d4 or c3:e5."
    );
}

#[test]
fn a_syntax_error_carries_the_squares_read_before_it() {
    let start = Position::start(R);
    let route = |text: &str| match parse_move(&start, text) {
        Err(MoveError::Syntax { route, .. }) => {
            route.iter().map(|&s| square_name(R, s)).collect::<Vec<_>>()
        }
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(route("c3-"), ["c3"]);
    assert_eq!(route("c3"), ["c3"]);
    assert_eq!(route("c3-e5-d9"), ["c3", "e5"]);
    assert_eq!(route("c3-?d4"), ["c3"]);
    assert_eq!(route("c3-d0"), ["c3"]);
    assert!(route("").is_empty());
}

#[test]
fn the_route_read_with_a_move_is_the_route_the_text_names() {
    let start = Position::start(R);
    for text in [
        "c3-d4", "c3-b6", "c3:e5", "cd4", "c3", "x", "22-18", "c3-d5",
    ] {
        let (result, route) = parse_move_route(&start, text);
        assert_eq!(result, parse_move(&start, text), "{text}");
        assert_eq!(route, parse_route(R, text).unwrap_or_default(), "{text}");
    }
}

#[test]
fn only_an_illegal_move_that_is_no_slip_is_a_mistake() {
    let pos = fen(R, "W:Wc3,a3:Bd4,h8");
    let tried = |text: &str| parse_move(&pos, text).unwrap_err();
    // Breaks a rule: the capture is compulsory.
    assert!(tried("a3-b4").is_mistake());
    assert!(!tried("a3-b4").names_no_move());
    // A slip: no own piece there.
    assert!(!tried("e3-f4").is_mistake());
    // The wrong sign, unreadable text: how to write it, no mistake.
    assert!(!tried("c3-e5").is_mistake());
    assert!(!tried("c3-e5").names_no_move());
    assert!(!tried("c3").is_mistake());
    assert!(tried("c3").names_no_move());
    assert!(matches!(
        tried("a3-b4").mistake(),
        Some(Illegal::CaptureCompulsory(_))
    ));
}

#[test]
fn the_sign_must_fit_the_move() {
    use shashki::rules::parse_move_any_sign;
    let pos = fen(Variant::Russian, "W:Wc3,a3:Bd4,h8");
    let e = parse_move(&pos, "c3-e5").unwrap_err();
    assert!(matches!(&e, MoveError::WrongSign(p) if p.mv.is_capture()));
    assert_eq!(
        e.say(Variant::Russian, Lang::En),
        "A capture is written with a colon: c3:e5."
    );
    assert_eq!(
        e.say(Variant::Russian, Lang::Ru),
        "Взятие записывают через двоеточие: c3:e5."
    );
    assert!(parse_move(&pos, "c3:e5").is_ok());
    assert!(parse_move(&pos, "c3xe5").is_ok());
    assert!(parse_move(&pos, "c3e5").is_ok(), "no sign at all is fine");
    assert!(parse_move(&pos, "ce5").is_ok());
    assert!(
        parse_move_any_sign(&pos, "c3-e5").is_ok(),
        "PDN from elsewhere"
    );
    let quiet = fen(Variant::Russian, "W:Wc3:Bh8");
    let e = parse_move(&quiet, "c3:d4").unwrap_err();
    assert_eq!(
        e.say(Variant::Russian, Lang::En),
        "A quiet move is written with a dash: c3-d4."
    );
    let international = Position::start(Variant::International);
    let e = parse_move(&international, "32x28").unwrap_err();
    assert_eq!(
        e.say(Variant::International, Lang::En),
        "A quiet move is written with a dash: 32-28."
    );
}
