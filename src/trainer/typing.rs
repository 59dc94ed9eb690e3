//! What a learner types in the trainer, read as they meant it. A child with the Russian
//! (ЙЦУКЕН) layout switched on who presses the keys labelled `c3-d4` sends `с3-в4`: those
//! letters are read first as the Latin keys they sit on, and only when that gives no legal
//! move, as the Latin letters they look like (`в` for `b`, as printed books use them).
//! Notation read from files keeps only the look-alike reading (see `rules::parse_move`).
//! Cyrillic letters typed by sound (`ф4` for f4, `д2:б4`), which make no square either way,
//! are told to be typed in Latin letters instead of being shown a reading that misleads.

use crate::Lang;
use crate::rules::{
    Coord, Illegal, MoveError, MovePath, NotationStyle, Position, Square, SyntaxProblem, Variant,
    latin_lookalikes, parse_move_route, parse_route, parse_square, resolve_square,
};

/// Whether pressing `c` while a board written in `style` has the focus begins a move, so the
/// move box takes it: on algebraic boards a file letter a-h in either case, the Russian-layout
/// key on one (`а` on the F key), or a Cyrillic letter read as one by its look (`е` for e);
/// on numbered boards a digit 1-9 (or `З`, read as 3).
pub fn begins_move(style: NotationStyle, c: char) -> bool {
    let looks = latin_lookalikes(&c.to_string()).chars().next().unwrap_or(c);
    let readings = [c.to_ascii_lowercase(), latin_key(c).unwrap_or(c), looks];
    match style {
        NotationStyle::Algebraic => readings.iter().any(|r| matches!(r, 'a'..='h')),
        NotationStyle::Numeric => readings.iter().any(|r| matches!(r, '1'..='9')),
    }
}

/// Whether `text` has Cyrillic letters that make no square on `variant`'s board, read by the
/// keys they sit on or by their looks: letters typed by sound (`ф4`, `д2:б4`). A move not
/// finished yet (`с3-`) is judged by the squares it has. Numbered boards name no squares by
/// letters, so there it is always false.
pub fn typed_by_sound(variant: Variant, text: &str) -> bool {
    let Some(keys) = layout_reading(text) else {
        return false;
    };
    let squares = |route: &str| {
        parse_route(variant, route).is_some()
            || route
                .split(['-', ':', 'x', ' '])
                .filter(|part| !part.is_empty())
                .all(|part| parse_square(variant, part).is_some())
    };
    variant.rules().notation == NotationStyle::Algebraic
        && !squares(&keys)
        && !squares(&latin_lookalikes(text))
}

/// The error for text typed by sound: it is to be typed in Latin letters.
fn not_latin(text: &str) -> MoveError {
    let column = text
        .chars()
        .position(|c| latin_key(c).is_some())
        .map_or(1, |i| i + 1);
    MoveError::syntax(column, SyntaxProblem::NotLatin)
}

/// The Latin key a Cyrillic letter sits on in the Russian layout (`ф` -> `a`, `в` -> `d`,
/// `ж`/`Ж` -> `:`); `None` for every other character.
pub fn latin_key(c: char) -> Option<char> {
    const KEYS: [(char, char); 33] = [
        ('й', 'q'),
        ('ц', 'w'),
        ('у', 'e'),
        ('к', 'r'),
        ('е', 't'),
        ('н', 'y'),
        ('г', 'u'),
        ('ш', 'i'),
        ('щ', 'o'),
        ('з', 'p'),
        ('х', '['),
        ('ъ', ']'),
        ('ф', 'a'),
        ('ы', 's'),
        ('в', 'd'),
        ('а', 'f'),
        ('п', 'g'),
        ('р', 'h'),
        ('о', 'j'),
        ('л', 'k'),
        ('д', 'l'),
        ('ж', ':'),
        ('э', '\''),
        ('я', 'z'),
        ('ч', 'x'),
        ('с', 'c'),
        ('м', 'v'),
        ('и', 'b'),
        ('т', 'n'),
        ('ь', 'm'),
        ('б', ','),
        ('ю', '.'),
        ('ё', '`'),
    ];
    let lower = c.to_lowercase().next().unwrap_or(c);
    KEYS.iter().find(|(k, _)| *k == lower).map(|(_, l)| *l)
}

/// The text with every Cyrillic letter read as the Latin key it sits on, or `None` when the
/// text has no Cyrillic letter (then it is read as it is).
pub fn layout_reading(text: &str) -> Option<String> {
    if !text.chars().any(|c| latin_key(c).is_some()) {
        return None;
    }
    Some(text.chars().map(|c| latin_key(c).unwrap_or(c)).collect())
}

/// The column of the first square written with a letter and a number (`c3`) in `text`, when
/// `variant` numbers its squares: there the learner is asked for the board's own numbers
/// (a `c3` read as a square the board does not show by that name would only puzzle).
fn letter_square(variant: Variant, text: &str) -> Option<usize> {
    if variant.rules().notation != NotationStyle::Numeric {
        return None;
    }
    let keys = layout_reading(text).unwrap_or_else(|| text.to_string());
    let chars: Vec<char> = latin_lookalikes(&keys).to_lowercase().chars().collect();
    chars
        .windows(2)
        .position(|w| ('a'..='j').contains(&w[0]) && w[1].is_ascii_digit())
        .map(|i| i + 1)
}

/// Why typed text names no square; `crate::i18n` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoSquare {
    /// It is no square of the board.
    Unreadable,
    /// A square written with a letter and a number on a board that numbers its squares.
    NumberedBoard,
    /// A light square of the board: no piece ever stands there.
    Light(Coord),
}

/// A typed move, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    /// The move meant, or why there is none.
    pub result: Result<MovePath, MoveError>,
    /// How Cyrillic letters were read (`c3-d4`), to show the learner; `None` when the text
    /// had none.
    pub read_as: Option<String>,
    /// The route the reading chosen names, from the same reading as `result` (see
    /// [`parse_move_route`]): the squares tried, to match against a lesson's expected wrong
    /// tries. Empty when the text names no route of squares.
    pub route: Vec<Square>,
}

impl TypedMove {
    /// A reading of `text` that found nothing to show how it was read.
    fn plain((result, route): (Result<MovePath, MoveError>, Vec<Square>)) -> TypedMove {
        TypedMove {
            result,
            read_as: None,
            route,
        }
    }

    /// An error with no reading and no route.
    fn refused(error: MoveError) -> TypedMove {
        TypedMove::plain((Err(error), Vec::new()))
    }
}

/// Reads a move typed in the trainer: Russian-layout keys first, then look-alike letters.
/// A move written with the wrong sign counts as found (the learner is told the sign). On a
/// board that numbers its squares, a square written like `c3` is refused with
/// [`SyntaxProblem::NumberedBoard`]. Letters typed by sound ([`typed_by_sound`]) are a syntax error that
/// asks for Latin letters, with no reading shown.
pub fn read_move(pos: &Position, text: &str) -> TypedMove {
    if let Some(column) = letter_square(pos.variant(), text) {
        return TypedMove::refused(MoveError::syntax(column, SyntaxProblem::NumberedBoard));
    }
    let Some(keys) = layout_reading(text) else {
        return TypedMove::plain(parse_move_route(pos, text));
    };
    let found = |r: &Result<MovePath, MoveError>| matches!(r, Ok(_) | Err(MoveError::WrongSign(_)));
    let (by_keys, keys_route) = parse_move_route(pos, &keys);
    if !found(&by_keys) {
        let (by_looks, looks_route) = parse_move_route(pos, text);
        if found(&by_looks) {
            return TypedMove {
                result: by_looks,
                read_as: Some(latin_lookalikes(text)),
                route: looks_route,
            };
        }
        if typed_by_sound(pos.variant(), text) {
            return TypedMove::refused(not_latin(text));
        }
    }
    // Say how the keys were read only when the text looks like notation (it has a digit):
    // a Russian word typed by mistake is not echoed as Latin nonsense.
    let notation = keys.chars().any(|c| c.is_ascii_digit());
    TypedMove {
        result: by_keys,
        read_as: notation.then_some(keys),
        route: keys_route,
    }
}

/// Reads a square typed in the trainer (`d4`, `22`), Russian-layout keys first; returns it
/// (or why there is none) with how Cyrillic letters were read (never for letters
/// [`typed_by_sound`]: the learner is asked for Latin letters then, see
/// [`latin_letters_text`]). On a board that numbers its squares, a square written like `c3`
/// is refused ([`NoSquare::NumberedBoard`]).
pub fn read_square(variant: Variant, text: &str) -> (Result<Square, NoSquare>, Option<String>) {
    if letter_square(variant, text).is_some() {
        return (Err(NoSquare::NumberedBoard), None);
    }
    let found = |text: &str| {
        resolve_square(variant, text).map_err(|e| match e {
            MoveError::Illegal(Illegal::LightSquare(c)) => NoSquare::Light(c),
            _ => NoSquare::Unreadable,
        })
    };
    let Some(keys) = layout_reading(text) else {
        return (found(text), None);
    };
    match found(&keys) {
        Ok(sq) => (Ok(sq), Some(keys)),
        Err(by_keys) => match parse_square(variant, text) {
            Some(sq) => (Ok(sq), Some(latin_lookalikes(text))),
            None if typed_by_sound(variant, text) => (Err(NoSquare::Unreadable), None),
            None => (
                Err(by_keys),
                keys.chars().any(|c| c.is_ascii_digit()).then_some(keys),
            ),
        },
    }
}

/// "Type Latin letters a-h, for example d2." in the learner's language: what text
/// [`typed_by_sound`] is told.
pub fn latin_letters_text(lang: Lang) -> String {
    crate::t!(lang, "move-not-latin")
}

/// "Read as c3-d4." in the learner's language, to put before the feedback on a typed move.
pub fn read_as_text(read_as: &str, lang: Lang) -> String {
    crate::t!(lang, "trainer-read-as", read = read_as)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::full_text;

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Russian, fen).unwrap()
    }

    #[test]
    fn russian_layout_keys_are_read_as_the_latin_keys_under_them() {
        assert_eq!(layout_reading("с3-в4").as_deref(), Some("c3-d4"));
        assert_eq!(layout_reading("ФИСВУАПР").as_deref(), Some("abcdefgh"));
        assert_eq!(layout_reading("с3Ждв5").as_deref(), Some("c3:ld5"));
        assert_eq!(layout_reading("c3-d4"), None);
        assert_eq!(latin_key('ж'), Some(':'));
        assert_eq!(latin_key('Ж'), Some(':'));
        assert_eq!(latin_key('x'), None);
    }

    #[test]
    fn a_move_typed_on_the_russian_layout_is_the_move_on_the_keys() {
        let start = Position::start(Variant::Russian);
        let typed = read_move(&start, "с3-в4");
        assert_eq!(full_text(Variant::Russian, &typed.result.unwrap()), "c3-d4");
        assert_eq!(typed.read_as.as_deref(), Some("c3-d4"));
        // `д` sits on the L key: no square, and the look-alike reading has none either, so
        // it is not read as c3-l4 (see `letters_typed_by_sound_are_asked_in_latin_letters`).
        let typed = read_move(&start, "с3-д4");
        assert!(typed.result.is_err());
        assert_eq!(typed.read_as, None);
        // Latin text is read as it is.
        let typed = read_move(&start, "c3-b4");
        assert_eq!(full_text(Variant::Russian, &typed.result.unwrap()), "c3-b4");
        assert_eq!(typed.read_as, None);
    }

    #[test]
    fn a_typed_move_carries_the_route_of_the_reading_chosen() {
        let start = Position::start(Variant::Russian);
        let names = |typed: &TypedMove| {
            let v = Variant::Russian;
            let names: Vec<String> = typed
                .route
                .iter()
                .map(|&s| crate::rules::square_name(v, s))
                .collect();
            names
        };
        // By the keys: с3-в4 is c3-d4; by the looks: а3-в4 is a3-b4 (f3-d4 by the keys).
        assert_eq!(names(&read_move(&start, "с3-в4")), ["c3", "d4"]);
        assert_eq!(names(&read_move(&start, "а3-в4")), ["a3", "b4"]);
        assert_eq!(names(&read_move(&start, "c3-e5")), ["c3", "e5"]);
        assert!(names(&read_move(&start, "c3")).is_empty());
        assert!(names(&read_move(&start, "ф4")).is_empty());
    }

    #[test]
    fn look_alike_letters_are_used_only_when_the_keys_give_no_move() {
        // `а3-в4` by the keys is f3-d4 (no such move); by looks it is a3-b4, which is legal.
        let start = Position::start(Variant::Russian);
        let typed = read_move(&start, "а3-в4");
        assert_eq!(full_text(Variant::Russian, &typed.result.unwrap()), "a3-b4");
        assert_eq!(typed.read_as.as_deref(), Some("a3-b4"));
        // Both readings legal: the keys win (с3-в4 is c3-d4, not c3-b4).
        let typed = read_move(&start, "с3в4");
        assert_eq!(full_text(Variant::Russian, &typed.result.unwrap()), "c3-d4");
    }

    #[test]
    fn the_colon_key_and_a_wrong_sign_are_read_too() {
        let p = pos("W:Wc3:Bd4");
        let typed = read_move(&p, "с3Жу5");
        assert_eq!(full_text(Variant::Russian, &typed.result.unwrap()), "c3:e5");
        let typed = read_move(&p, "с3-у5");
        assert!(matches!(typed.result, Err(MoveError::WrongSign(_))));
        assert_eq!(typed.read_as.as_deref(), Some("c3-e5"));
    }

    #[test]
    fn squares_are_read_by_keys_then_by_looks() {
        let v = Variant::Russian;
        let (sq, read) = read_square(v, "в4");
        assert_eq!(
            sq.map(|s| crate::rules::square_name(v, s)).ok().as_deref(),
            Some("d4")
        );
        assert_eq!(read.as_deref(), Some("d4"));
        // `е` is the T key (no square): by looks it is e.
        let (sq, read) = read_square(v, "е5");
        assert_eq!(
            sq.map(|s| crate::rules::square_name(v, s)).ok().as_deref(),
            Some("e5")
        );
        assert_eq!(read.as_deref(), Some("e5"));
        assert_eq!(read_square(v, "d4").1, None);
        assert_eq!(read_square(v, "ж"), (Err(NoSquare::Unreadable), None));
        // A Russian word typed by mistake is not echoed as Latin letters.
        assert_eq!(read_square(v, "привет"), (Err(NoSquare::Unreadable), None));
        let start = Position::start(Variant::Russian);
        assert_eq!(read_move(&start, "привет").read_as, None);
    }

    #[test]
    fn a_lettered_square_on_a_numbered_board_is_told_the_board_uses_numbers() {
        use crate::i18n::core::Say;
        for v in [Variant::International, Variant::English] {
            let start = Position::start(v);
            for text in ["c3", "c3-d4", "C3:E5", "с3-в4", "32-c3"] {
                let typed = read_move(&start, text);
                let e = typed.result.unwrap_err();
                assert!(
                    matches!(
                        e,
                        MoveError::Syntax {
                            problem: SyntaxProblem::NumberedBoard,
                            ..
                        }
                    ),
                    "{text}"
                );
                let words = e.say(v, Lang::En);
                assert!(words.contains("uses numbers"), "{words}");
                assert!(words.contains("32-28"), "the board's own numbers: {words}");
            }
            assert_eq!(read_square(v, "c3").0, Err(NoSquare::NumberedBoard));
            let words = NoSquare::NumberedBoard.say(v, Lang::Ru);
            assert!(words.contains("22"), "{words}");
            // Numbers, and the wins mark after them, are read as ever.
            assert!(read_move(&start, "32-28x").result.is_ok() || v == Variant::English);
            assert!(read_square(v, "22").0.is_ok());
        }
        // Boards named by letters keep reading them (and numbers too).
        let russian = Position::start(Variant::Russian);
        assert!(read_move(&russian, "c3-d4").result.is_ok());
        assert!(read_move(&russian, "22-18").result.is_ok());
    }

    #[test]
    fn letters_typed_by_sound_are_asked_in_latin_letters() {
        let v = Variant::Russian;
        let start = Position::start(v);
        // `ф` sits on the A key: a4 is a light square, and `ф` looks like no Latin letter.
        for text in ["ф4", "д2:б4", "ф4-г5", "привет"] {
            assert!(typed_by_sound(v, text), "{text}");
            let typed = read_move(&start, text);
            assert_eq!(typed.read_as, None, "{text}");
            let error = typed.result.unwrap_err();
            assert!(
                matches!(
                    error,
                    MoveError::Syntax {
                        problem: SyntaxProblem::NotLatin,
                        ..
                    }
                ),
                "{text}"
            );
            assert_eq!(
                crate::i18n::core::Say::say(&error, v, Lang::En),
                "Type Latin letters a-h, for example d2."
            );
        }
        assert_eq!(read_square(v, "ф4"), (Err(NoSquare::Unreadable), None));
        assert_eq!(read_square(v, "б2"), (Err(NoSquare::Unreadable), None));
        // Keys that make squares keep their reading, even when the move is not legal.
        assert!(!typed_by_sound(v, "ф1-и2"));
        let typed = read_move(&start, "ф1-и2");
        assert_eq!(typed.read_as.as_deref(), Some("a1-b2"));
        assert!(matches!(typed.result, Err(MoveError::Illegal(_))));
        // A move not finished yet is read by its squares: `с3-` is c3- on the keys.
        assert!(!typed_by_sound(v, "с3-"));
        let typed = read_move(&start, "с3-");
        assert_eq!(typed.read_as.as_deref(), Some("c3-"));
        assert!(matches!(
            typed.result.unwrap_err(),
            MoveError::Syntax {
                problem: SyntaxProblem::HalfMove,
                ..
            }
        ));
        // So do squares by their looks (`а3` is a3), and Latin text is never asked again.
        assert!(!typed_by_sound(v, "а3-в4"));
        assert!(!typed_by_sound(v, "f4"));
        assert!(!typed_by_sound(v, "z9"));
        // Numbered boards name squares by numbers.
        assert!(!typed_by_sound(Variant::International, "ф4"));
        assert_eq!(
            latin_letters_text(Lang::Ru),
            "Набери латинские буквы a-h, например d2."
        );
    }

    #[test]
    fn keys_that_begin_a_move() {
        let (letters, numbers) = (NotationStyle::Algebraic, NotationStyle::Numeric);
        for c in "abcdefghABCDEFGHфисвуапрФИСВУАПРен".chars() {
            assert!(begins_move(letters, c), "{c}");
            assert!(!begins_move(numbers, c), "{c}");
        }
        for c in "123456789З".chars() {
            assert!(begins_move(numbers, c), "{c}");
            assert!(!begins_move(letters, c), "{c}");
        }
        for c in "0ijklmnopqrsuvwxz?-: шщзгкцы".chars() {
            assert!(!begins_move(letters, c), "{c}");
        }
        for c in "0abcxyz -:".chars() {
            assert!(!begins_move(numbers, c), "{c}");
        }
    }
}
