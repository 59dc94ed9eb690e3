//! The words of the rules and the engine: the typed reasons of `crate::rules` and
//! `crate::engine` (an illegal move, unreadable move text, broken PDN, a hint's reason, a
//! variant's name) put in sentences of the learner's language. Messages: `locales/*/core.ftl`.

use std::fmt;

use crate::engine::HintReason;
use crate::rules::{
    Color, Illegal, MoveError, MovePath, NotationStyle, PdnError, PdnProblem, Square,
    SyntaxProblem, Variant, full_text, square_name,
};
use crate::{Lang, t};

/// A typed reason that can be said as a sentence for the player.
pub trait Say {
    /// The reason in `lang`, with squares and moves written in the notation of `variant`.
    fn say(&self, variant: Variant, lang: Lang) -> String;
}

/// How the squares of `variant` are named, for messages that start with a square: English
/// says "Square 37" on a numbered board and "d4" on a lettered one.
fn board_kind(variant: Variant) -> &'static str {
    match variant.rules().notation {
        NotationStyle::Numeric => "numbered",
        NotationStyle::Algebraic => "lettered",
    }
}

/// The Fluent selector of a side: `white` or `black`.
fn side_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The Fluent selector of the moving piece: `king` or `man`.
fn mover_key(king: bool) -> &'static str {
    if king { "king" } else { "man" }
}

/// Square names joined by commas: `c5, e7`.
fn square_list(variant: Variant, squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(|&s| square_name(variant, s)).collect();
    names.join(", ")
}

/// Moves written in full, joined by commas: `c3:e5, a3:c5`.
fn move_list(variant: Variant, paths: &[MovePath]) -> String {
    let texts: Vec<String> = paths.iter().map(|p| full_text(variant, p)).collect();
    texts.join(", ")
}

impl Say for Illegal {
    fn say(&self, variant: Variant, lang: Lang) -> String {
        let name = |s: &Square| square_name(variant, *s);
        let board = board_kind(variant);
        match self {
            Illegal::NoMoves => t!(lang, "illegal-no-moves"),
            Illegal::NoPiece(s) => t!(lang, "illegal-no-piece", square = name(s)),
            Illegal::OpponentPiece(s, owner) => t!(
                lang,
                "illegal-opponent-piece",
                square = name(s),
                owner = side_key(*owner)
            ),
            Illegal::LightSquare(c) => t!(lang, "illegal-light-square", square = c.name()),
            Illegal::OffBoard(_) => t!(lang, "illegal-off-board"),
            Illegal::NoPieceOnFile { file, target } => t!(
                lang,
                "illegal-no-piece-on-file",
                file = char::from(b'a' + file).to_string(),
                square = name(target)
            ),
            Illegal::NotDiagonal(from, to) => t!(
                lang,
                "illegal-not-diagonal",
                board = board,
                square = name(to),
                from = name(from)
            ),
            Illegal::ManMovesForwardOnly(s) if variant.rules().men_capture_backward => t!(
                lang,
                "illegal-man-forward-only-captures-back",
                board = board,
                square = name(s)
            ),
            Illegal::ManMovesForwardOnly(s) => t!(
                lang,
                "illegal-man-forward-only",
                board = board,
                square = name(s)
            ),
            Illegal::ManMovesOneSquare(s) => t!(
                lang,
                "illegal-man-one-square",
                board = board,
                square = name(s)
            ),
            Illegal::KingMovesOneSquare(s) => t!(
                lang,
                "illegal-king-one-square",
                board = board,
                square = name(s)
            ),
            Illegal::Occupied(s) => t!(lang, "illegal-occupied", board = board, square = name(s)),
            Illegal::BlockedBehind {
                piece,
                behind,
                king,
            } => t!(
                lang,
                "illegal-blocked-behind",
                board = board,
                square = name(piece),
                mover = mover_key(*king),
                behind = name(behind)
            ),
            Illegal::NoSquareBehind { piece, king } => t!(
                lang,
                "illegal-no-square-behind",
                board = board,
                square = name(piece),
                mover = mover_key(*king)
            ),
            Illegal::JumpOverIt { piece, land } => t!(
                lang,
                "illegal-jump-over-it",
                square = name(piece),
                land = name(land)
            ),
            Illegal::CaptureCompulsory(captures) => t!(
                lang,
                "illegal-capture-compulsory",
                moves = move_list(variant, captures)
            ),
            Illegal::CaptureNotFinished(s) => {
                t!(lang, "illegal-capture-not-finished", square = name(s))
            }
            Illegal::AlreadyJumped(s) => t!(lang, "illegal-already-jumped", square = name(s)),
            Illegal::JumpOwnPiece(s) => t!(lang, "illegal-jump-own-piece", square = name(s)),
            Illegal::TwoInARow(a, b) => t!(
                lang,
                "illegal-two-in-a-row",
                first = name(a),
                second = name(b)
            ),
            Illegal::OnePieceAtATime => t!(lang, "illegal-one-piece-at-a-time"),
            Illegal::JumpNextPieceOnly => t!(lang, "illegal-jump-next-piece-only"),
            Illegal::ManCapturesForwardOnly => t!(lang, "illegal-man-captures-forward-only"),
            Illegal::NothingToJump(a, b) => t!(
                lang,
                "illegal-nothing-to-jump",
                from = name(a),
                to = name(b)
            ),
            Illegal::MustTakeMost { available, taken } => t!(
                lang,
                "illegal-must-take-most",
                available = *available,
                taken = *taken
            ),
            Illegal::KingMustStop(list) => t!(
                lang,
                "illegal-king-must-stop",
                squares = square_list(variant, list)
            ),
            Illegal::CrownedManWaits => t!(lang, "illegal-crowned-man-waits"),
            Illegal::CrowningEndsMove => t!(lang, "illegal-crowning-ends-move"),
            Illegal::StaysManMidCapture => t!(lang, "illegal-stays-man-mid-capture"),
            Illegal::CaptureEndsElsewhere(to, ends) => t!(
                lang,
                "illegal-capture-ends-elsewhere",
                square = name(to),
                squares = square_list(variant, ends)
            ),
            Illegal::QuietMoveIsOneStep => t!(lang, "illegal-quiet-move-one-step"),
            Illegal::NotAMove => t!(lang, "illegal-not-a-move"),
        }
    }
}

/// Two example moves in `variant`'s notation, a quiet one and a capture, for texts that show
/// how to write a move.
pub fn move_examples(variant: Variant) -> (&'static str, &'static str) {
    match variant.rules().notation {
        NotationStyle::Algebraic => ("c3-d4", "c3:e5"),
        NotationStyle::Numeric => ("32-28", "28x19"),
    }
}

/// An example capture of two pieces in `variant`'s notation (`c3:e5:g7`, `28x19x10`), for
/// texts that ask for a whole capture.
pub fn capture_example(variant: Variant) -> &'static str {
    match variant.rules().notation {
        NotationStyle::Algebraic => "c3:e5:g7",
        NotationStyle::Numeric => "28x19x10",
    }
}

/// An example square in `variant`'s notation (`c3`, `22`), for texts that ask for one.
pub fn square_example(variant: Variant) -> &'static str {
    match variant.rules().notation {
        NotationStyle::Algebraic => "c3",
        NotationStyle::Numeric => "22",
    }
}

impl Say for MoveError {
    fn say(&self, variant: Variant, lang: Lang) -> String {
        let (quiet, capture) = move_examples(variant);
        match self {
            MoveError::Illegal(reason) => reason.say(variant, lang),
            MoveError::Ambiguous(paths) => t!(
                lang,
                "move-ambiguous",
                count = paths.len(),
                moves = move_list(variant, paths)
            ),
            MoveError::Syntax { problem, .. } => match problem {
                SyntaxProblem::HalfMove => t!(lang, "move-half", quiet = quiet, capture = capture),
                SyntaxProblem::OffBoard => {
                    t!(lang, "move-off-board", quiet = quiet, capture = capture)
                }
                SyntaxProblem::NumberedBoard => t!(
                    lang,
                    "move-numbered-board",
                    quiet = quiet,
                    capture = capture
                ),
                SyntaxProblem::NotLatin => t!(lang, "move-not-latin"),
                SyntaxProblem::Empty
                | SyntaxProblem::StrayCharacter
                | SyntaxProblem::MissingSquare
                | SyntaxProblem::FileWithoutRank
                | SyntaxProblem::MoreThanTarget
                | SyntaxProblem::NotASquare => {
                    t!(lang, "move-unreadable", quiet = quiet, capture = capture)
                }
            },
            MoveError::WrongSign(path) => {
                let written = full_text(variant, path);
                let numeric = variant.rules().notation == NotationStyle::Numeric;
                match (path.mv.is_capture(), numeric) {
                    (true, false) => t!(lang, "move-capture-colon", written = written),
                    (true, true) => t!(lang, "move-capture-x", written = written),
                    (false, _) => t!(lang, "move-quiet-dash", written = written),
                }
            }
        }
    }
}

/// What is wrong with PDN text, in `lang` (without the place).
pub fn pdn_problem(problem: &PdnProblem, lang: Lang) -> String {
    match problem {
        PdnProblem::UnclosedVariation => t!(lang, "pdn-unclosed-variation"),
        PdnProblem::UnclosedComment => t!(lang, "pdn-unclosed-comment"),
        PdnProblem::NotATag => t!(lang, "pdn-not-a-tag"),
        PdnProblem::UnclosedTagValue => t!(lang, "pdn-unclosed-tag-value"),
        PdnProblem::UnclosedTag => t!(lang, "pdn-unclosed-tag"),
        PdnProblem::UnknownGameType(value) => t!(lang, "pdn-unknown-game-type", value = value),
        PdnProblem::Fen(e) => t!(lang, "pdn-fen", reason = e.to_string()),
        PdnProblem::TooManyMoves { limit } => t!(lang, "pdn-too-many-moves", limit = *limit),
        PdnProblem::Move {
            number,
            side,
            text,
            variant,
            error,
        } => t!(
            lang,
            "pdn-move",
            number = *number,
            side = side_key(*side),
            text = text,
            reason = error.say(*variant, lang)
        ),
    }
}

/// `line:column: what is wrong`, in English (for logs and the command line).
impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let problem = pdn_problem(&self.problem, Lang::En);
        write!(f, "{}:{}: {problem}", self.line, self.column)
    }
}

/// The name of `variant` a person reads: "Russian draughts", "Английские шашки (чекерс)".
pub fn variant_title(variant: Variant, lang: Lang) -> String {
    match variant {
        Variant::Russian => t!(lang, "variant-russian"),
        Variant::Brazilian => t!(lang, "variant-brazilian"),
        Variant::International => t!(lang, "variant-international"),
        Variant::English => t!(lang, "variant-english"),
        Variant::Giveaway => t!(lang, "variant-giveaway"),
        Variant::GiveawayInternational => t!(lang, "variant-giveaway-international"),
    }
}

/// Why a hinted move is good, as the end of a sentence: "it wins a piece".
pub fn hint_reason(reason: HintReason, lang: Lang) -> String {
    match reason {
        HintReason::WinsByForce => t!(lang, "hint-wins-by-force"),
        HintReason::OnlyMove => t!(lang, "hint-only-move"),
        HintReason::WinsPieces(1) => t!(lang, "hint-wins-piece"),
        HintReason::WinsPieces(count) => t!(lang, "hint-wins-pieces", count = count),
        HintReason::CrownsKing => t!(lang, "hint-crowns-king"),
        HintReason::BestCapture => t!(lang, "hint-best-capture"),
        HintReason::HoldsOutLongest => t!(lang, "hint-holds-out-longest"),
        HintReason::KeepsPiecesSafe => t!(lang, "hint-keeps-pieces-safe"),
        HintReason::GivesAway(count) => t!(lang, "hint-gives-away", count = count),
        HintReason::LeavesFewWaysOut => t!(lang, "hint-few-ways-out"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Coord, PdnGame, Position, parse_square};

    const R: Variant = Variant::Russian;

    fn sq(variant: Variant, name: &str) -> Square {
        parse_square(variant, name).expect("a dark square")
    }

    /// One value of every reason, with squares of the Russian board.
    fn every_reason() -> Vec<Illegal> {
        let (c3, d4, e5) = (sq(R, "c3"), sq(R, "d4"), sq(R, "e5"));
        let captures = Position::from_fen(R, "W:Wc3:Bd4,h8")
            .expect("valid FEN")
            .legal_move_paths();
        vec![
            Illegal::NoMoves,
            Illegal::NoPiece(c3),
            Illegal::OpponentPiece(c3, Color::Black),
            Illegal::LightSquare(Coord { file: 0, rank: 1 }),
            Illegal::OffBoard(sq(Variant::International, "50")),
            Illegal::NoPieceOnFile {
                file: 2,
                target: d4,
            },
            Illegal::NotDiagonal(c3, e5),
            Illegal::ManMovesForwardOnly(c3),
            Illegal::ManMovesOneSquare(e5),
            Illegal::KingMovesOneSquare(e5),
            Illegal::Occupied(d4),
            Illegal::BlockedBehind {
                piece: d4,
                behind: e5,
                king: true,
            },
            Illegal::NoSquareBehind {
                piece: d4,
                king: false,
            },
            Illegal::JumpOverIt {
                piece: d4,
                land: e5,
            },
            Illegal::CaptureCompulsory(captures),
            Illegal::CaptureNotFinished(e5),
            Illegal::AlreadyJumped(d4),
            Illegal::JumpOwnPiece(d4),
            Illegal::TwoInARow(d4, e5),
            Illegal::OnePieceAtATime,
            Illegal::JumpNextPieceOnly,
            Illegal::ManCapturesForwardOnly,
            Illegal::NothingToJump(c3, e5),
            Illegal::MustTakeMost {
                available: 3,
                taken: 2,
            },
            Illegal::KingMustStop(vec![d4, e5]),
            Illegal::CrownedManWaits,
            Illegal::CrowningEndsMove,
            Illegal::StaysManMidCapture,
            Illegal::CaptureEndsElsewhere(c3, vec![e5]),
            Illegal::QuietMoveIsOneStep,
            Illegal::NotAMove,
        ]
    }

    #[test]
    fn every_reason_is_a_whole_sentence_in_every_language() {
        for reason in every_reason() {
            for lang in Lang::ALL {
                let text = reason.say(R, lang);
                assert!(
                    text.len() > 10 && text.ends_with(['.', '!']) && !text.contains(['{', '$']),
                    "{lang:?} {}: {text}",
                    reason.kind_name()
                );
            }
        }
    }

    #[test]
    fn a_sentence_may_start_with_a_square_number() {
        let i = Variant::International;
        let square = i.board().square(22).expect("square 22");
        assert_eq!(
            Illegal::Occupied(square).say(i, Lang::En),
            "Square 22 is taken: a piece can only go to an empty square."
        );
        assert_eq!(
            Illegal::Occupied(sq(R, "d4")).say(R, Lang::En),
            "d4 is taken: a piece can only go to an empty square."
        );
        assert_eq!(
            Illegal::Occupied(square).say(i, Lang::Bg),
            "Поле 22 е заето: можеш да играеш само на свободно поле."
        );
    }

    #[test]
    fn reasons_in_bulgarian() {
        assert_eq!(
            Illegal::OpponentPiece(sq(R, "b6"), Color::Black).say(R, Lang::Bg),
            "Фигурата на b6 е на черните. Играй със своя фигура."
        );
        assert_eq!(
            Illegal::MustTakeMost {
                available: 3,
                taken: 1
            }
            .say(R, Lang::Bg),
            "Трябва да вземеш най-много фигури: можеш да вземеш 3 фигури, а този ход взема 1 фигура."
        );
    }

    #[test]
    fn move_errors_show_moves_of_the_variant() {
        let start = Position::start(Variant::International);
        let five: Vec<MovePath> = start.legal_move_paths().into_iter().take(5).collect();
        let text = MoveError::Ambiguous(five).say(Variant::International, Lang::Ru);
        assert!(text.starts_with("Так можно понять 5 ходов: "), "{text}");
        let half = MoveError::syntax(3, SyntaxProblem::HalfMove);
        assert_eq!(
            half.say(Variant::International, Lang::En),
            "That is only half a move: write where the piece goes too, like 32-28 or 28x19."
        );
        assert_eq!(
            half.say(R, Lang::Bg),
            "Това е само половин ход: напиши и къде отива фигурата, например c3-d4 или c3:e5."
        );
    }

    /// Each kind of unreadable text is told with its own message; a kind given another
    /// kind's words fails here.
    #[test]
    fn each_syntax_problem_has_its_message() {
        let (quiet, capture) = move_examples(R);
        let unreadable = t!(
            Lang::En,
            "move-unreadable",
            quiet = quiet,
            capture = capture
        );
        let expected = |problem| match problem {
            SyntaxProblem::HalfMove => {
                t!(Lang::En, "move-half", quiet = quiet, capture = capture)
            }
            SyntaxProblem::OffBoard => {
                t!(Lang::En, "move-off-board", quiet = quiet, capture = capture)
            }
            SyntaxProblem::NumberedBoard => t!(
                Lang::En,
                "move-numbered-board",
                quiet = quiet,
                capture = capture
            ),
            SyntaxProblem::NotLatin => t!(Lang::En, "move-not-latin"),
            _ => unreadable.clone(),
        };
        let mut distinct = std::collections::BTreeSet::new();
        for problem in SyntaxProblem::ALL {
            let said = MoveError::syntax(1, problem).say(R, Lang::En);
            assert_eq!(said, expected(problem), "{problem:?}");
            distinct.insert(said);
        }
        assert_eq!(
            distinct.len(),
            5,
            "four kinds with their own words, the rest unreadable"
        );
        assert_eq!(
            MoveError::syntax(1, SyntaxProblem::OffBoard).say(R, Lang::En),
            "That square is not on this board. Write a move like c3-d4 or c3:e5."
        );
    }

    #[test]
    fn pdn_errors_say_where_and_why() {
        let err = PdnGame::read("1. c3-d4 d6-c5\n2. c3-b4", R).unwrap_err();
        assert_eq!(
            err.to_string(),
            "2:4: move 2 (white) 'c3-b4': There is no piece on c3."
        );
        assert_eq!(
            pdn_problem(&err.problem, Lang::Ru),
            "ход 2 (белые) 'c3-b4': На поле c3 нет шашки."
        );
        assert_eq!(
            pdn_problem(&err.problem, Lang::Bg),
            "ход 2 (белите) 'c3-b4': На поле c3 няма фигура."
        );
    }

    #[test]
    fn variant_titles_and_hint_reasons() {
        assert_eq!(
            variant_title(Variant::English, Lang::Ru),
            "Английские шашки (чекерс)"
        );
        assert_eq!(variant_title(Variant::Russian, Lang::Bg), "Руски шашки");
        let three = HintReason::WinsPieces(3);
        assert_eq!(hint_reason(three, Lang::En), "it wins 3 pieces");
        assert_eq!(hint_reason(three, Lang::Ru), "выигрывает 3 шашки");
        assert_eq!(hint_reason(three, Lang::Bg), "печелиш 3 фигури");
        assert_eq!(
            hint_reason(HintReason::WinsPieces(1), Lang::En),
            "it wins a piece"
        );
    }
}
