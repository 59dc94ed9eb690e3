//! Every reason an attempted move can be illegal, each shown on a position where it is the
//! first thing wrong, with its sentence in English and Russian.

use shashki::Lang;
use shashki::i18n::core::Say;
use shashki::rules::{Illegal, MoveError, Position, Variant, explain, parse_move};

use crate::support::fen;

/// Parses `attempt` in `fen_text` and returns the reason it is rejected.
fn reason(variant: Variant, fen_text: &str, attempt: &str) -> Illegal {
    let pos = fen(variant, fen_text);
    match parse_move(&pos, attempt) {
        Err(MoveError::Illegal(reason)) => {
            for lang in Lang::ALL {
                let text = reason.say(variant, lang);
                assert!(text.len() > 10 && text.ends_with(['.', '!']), "{text}");
            }
            reason
        }
        other => panic!("{attempt} in {fen_text}: expected an illegal move, got {other:?}"),
    }
}

fn kind(variant: Variant, fen_text: &str, attempt: &str) -> &'static str {
    reason(variant, fen_text, attempt).kind_name()
}

const START: &str = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
const R: Variant = Variant::Russian;

#[test]
fn no_moves_left() {
    assert_eq!(kind(R, "W:W:Bd4", "c3-d4"), "no-moves");
}

#[test]
fn no_piece_and_opponent_piece() {
    let pos = fen(R, START);
    assert_eq!(
        reason(R, START, "d4-e5").say(R, Lang::En),
        "There is no piece on d4."
    );
    let r = reason(R, START, "b6-a5");
    assert_eq!(r.kind_name(), "opponent-piece");
    assert_eq!(
        r.say(R, Lang::En),
        "The piece on b6 is Black's. Move one of your own pieces."
    );
    assert!(r.say(R, Lang::Ru).contains("чёрных"));
    let c3 = crate::support::mv(&pos, "c3-d4").mv.from;
    assert_eq!(explain(&pos, &[]), Some(Illegal::NotAMove));
    assert_eq!(explain(&pos, &[c3]), Some(Illegal::NotAMove));
    assert_eq!(
        Illegal::NotAMove.say(R, Lang::En),
        "That is not a legal move here."
    );
}

#[test]
fn light_squares_and_files() {
    assert_eq!(kind(R, START, "c4-d5"), "light-square");
    assert_eq!(
        reason(R, START, "c4-d5").say(R, Lang::En),
        "c4 is a light square: pieces stand only on the dark ones."
    );
    assert_eq!(kind(R, START, "hd4"), "no-piece-on-file");
    // Two pieces on file c could aim at e3; neither can go there.
    assert_eq!(kind(R, "W:Wc1,c5:Bh8", "ce3"), "no-piece-on-file");
}

#[test]
fn diagonals_and_steps() {
    assert_eq!(kind(R, START, "c3-c5"), "not-diagonal");
    assert_eq!(kind(R, "W:Wd4:Bh8", "d4-c3"), "man-forward-only");
    assert_eq!(kind(R, START, "c3-e5"), "man-one-square");
    assert_eq!(
        kind(Variant::English, "W:WKc3:Bb8", "c3-e5"),
        "king-one-square"
    );
    assert_eq!(kind(R, START, "b2-c3"), "occupied");
    assert_eq!(kind(R, "W:Wc3:Bh8", "c3-d4-e5"), "quiet-move-one-step");
}

#[test]
fn each_wrong_square_is_named_with_its_reason() {
    let msg = |fen_text: &str, attempt: &str| reason(R, fen_text, attempt).say(R, Lang::En);
    assert_eq!(
        msg("W:We3:Bh8", "e3-f2"),
        "f2 is behind the man: men move forward (back only to capture)."
    );
    assert_eq!(
        msg("W:We3:Bh8", "e3-g5"),
        "g5 is too far: a man moves one square at a time."
    );
    assert_eq!(
        msg("W:We3:Bh8", "e3-e5"),
        "e5 is not on a diagonal with e3: pieces move along diagonals."
    );
    assert_eq!(
        reason(R, "W:We3:Bh8", "e3-f2").say(R, Lang::Ru),
        "Поле f2 позади шашки: простые ходят вперёд (назад — только бьют)."
    );
}

#[test]
fn aiming_at_an_enemy_piece_says_how_it_is_taken() {
    // The seeds' question: which man can e3 take? d4 cannot be: c5 behind it is taken.
    let position = "W:We3:Bc5,d4,f4,e7";
    let r = reason(R, position, "e3-d4");
    assert_eq!(r.kind_name(), "blocked-behind");
    assert_eq!(
        r.say(R, Lang::En),
        "d4 is not a square the man can reach: c5 behind it is taken."
    );
    assert_eq!(
        r.say(R, Lang::Ru),
        "Шашку на d4 не побить: поле c5 за ней занято."
    );
    let r = reason(R, "W:Wg3:Bh4,a7", "g3-h4");
    assert_eq!(r.kind_name(), "no-square-behind");
    // A piece that can be taken: jump over it.
    let r = reason(R, "W:Wc3:Bd4,h8", "c3-d4");
    assert_eq!(r.kind_name(), "jump-over-it");
    assert_eq!(
        r.say(R, Lang::En),
        "To take the piece on d4, jump over it and land on e5, the square behind it."
    );
    // A flying king aims along its line at the first piece.
    let r = reason(R, "W:WKa1:Bd4,e5", "a1-d4");
    assert_eq!(
        r.say(R, Lang::En),
        "d4 is not a square the king can reach: e5 behind it is taken."
    );
    // An English man may not take backward: that reason comes first.
    assert_eq!(kind(Variant::English, "W:W18:B22,1", "18-22"), "occupied");
}

#[test]
fn capturing_is_compulsory() {
    let r = reason(R, "W:Wc3,g3:Bd4,h8", "g3-h4");
    assert_eq!(r.kind_name(), "capture-compulsory");
    assert_eq!(
        r.say(R, Lang::En),
        "You must capture! Taking is compulsory. You can play: c3:e5."
    );
    assert_eq!(
        r.say(R, Lang::Ru),
        "Бить обязательно! Можно сыграть: c3:e5."
    );
}

#[test]
fn a_capture_must_be_finished() {
    let r = reason(R, "W:Wa3:Bb4,d6", "a3:c5");
    assert_eq!(
        r,
        Illegal::CaptureNotFinished(fen(R, "W:Wc5:B").pieces_on_board().next().unwrap().0)
    );
    assert!(r.say(R, Lang::En).contains("from c5 you can take more"));
}

#[test]
fn turkish_strike_no_piece_jumped_twice() {
    // Diagram 98: after b2:f6:d8:b6 the king may not go on over d4 again.
    let r = reason(R, "W:WKb2:Bf2,d4,a5,c7,e7,b8", "b2:f6:d8:b6:e3");
    assert_eq!(r.kind_name(), "already-jumped");
    assert!(
        r.say(R, Lang::En)
            .starts_with("The piece on d4 was already taken")
    );
}

#[test]
fn jumping_own_pieces_and_pairs() {
    assert_eq!(kind(R, "W:Wc3,d4:Bh8", "c3:e5"), "jump-own-piece");
    let r = reason(R, "W:WKa1:Bc3,d4", "a1:e5");
    assert_eq!(r.kind_name(), "two-in-a-row");
    assert!(
        r.say(R, Lang::En)
            .starts_with("c3 and d4 stand next to each other")
    );
    assert_eq!(kind(R, "W:WKa1:Bc3,e5,g7", "a1:f6"), "one-piece-at-a-time");
    assert_eq!(kind(R, "W:Wa1:Bc3", "a1:d4"), "jump-next-piece-only");
    assert_eq!(kind(R, "W:Wa3:Bb4", "a3:c5:d6"), "nothing-to-jump");
}

#[test]
fn english_men_capture_forward_and_crowning_ends_the_move() {
    let e = Variant::English;
    assert_eq!(kind(e, "W:Wd4:Bc3", "d4:b2"), "man-captures-forward-only");
    assert_eq!(kind(e, "W:Wb6:Bc7,e7", "b6:d8:f6"), "crowning-ends-move");
}

#[test]
fn majority_rule() {
    let b = Variant::Brazilian;
    let r = reason(b, "W:Wc3,h2:Bd4,f6,g3", "h2:f4");
    assert_eq!(
        r,
        Illegal::MustTakeMost {
            available: 2,
            taken: 1
        }
    );
    assert_eq!(
        r.say(b, Lang::En),
        "You must take the most pieces: 2 can be taken, and this takes 1."
    );
    // The same move is a free choice in Russian draughts.
    assert!(parse_move(&fen(R, "W:Wc3,h2:Bd4,f6,g3"), "h2:f4").is_ok());
}

#[test]
fn a_king_must_stop_where_it_can_go_on() {
    let r = reason(R, "W:WKa1:Bc3,f4", "a1:g7");
    assert_eq!(r.kind_name(), "king-must-stop");
    assert_eq!(
        r.say(R, Lang::En),
        "The king must stop where it can keep capturing: on e5."
    );
}

#[test]
fn promotion_rules() {
    // Diagram 95: crowned by a quiet move, the king captures only next turn.
    assert_eq!(kind(R, "W:We7:Bd2,c5,b6", "e7-d8:a5"), "crowned-man-waits");
    // Brazilian: passing the last row mid-capture, the man is still a man.
    assert_eq!(
        kind(Variant::Brazilian, "W:Wb6:Bc7,e7", "b6:d8:g5"),
        "stays-man-mid-capture"
    );
    // Russian: the same route is legal, the new king captures on at once.
    assert!(parse_move(&fen(R, "W:Wb6:Bc7,e7"), "b6:d8:g5").is_ok());
}

#[test]
fn a_capture_ending_elsewhere() {
    let r = reason(R, "W:Wc3:Bd4,f6", "c3:g3");
    assert_eq!(r.kind_name(), "capture-ends-elsewhere");
    assert_eq!(
        r.say(R, Lang::En),
        "That capture cannot end on g3. It can end on: g7."
    );
}

#[test]
fn numeric_variants_name_squares_by_number() {
    let i = Variant::International;
    let start = Position::start(i);
    let r = parse_move(&start, "41-37").unwrap_err();
    assert_eq!(
        r.say(i, Lang::En),
        "Square 37 is taken: a piece can only go to an empty square."
    );
}
