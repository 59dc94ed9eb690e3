//! Tests of drill answers typed in the move box: a square for a square question, a whole
//! capture for a move question, read as typing is read everywhere in the trainer; bad typing
//! is told how to answer, not judged.

use super::sq;
use crate::Lang;
use crate::i18n::core::Say;
use crate::rules::{Illegal, Position, Variant, square_name};
use crate::trainer::{DrillAnswer, DrillQuestion, DrillSource, QuizRound, Rule};

fn question(rule: Rule, fen: &str, focus: &[&str]) -> DrillQuestion {
    let pos = Position::from_fen(Variant::Russian, fen).unwrap();
    let focus = focus.iter().map(|s| sq(s)).collect();
    DrillQuestion::new(rule, pos, focus).expect("a sound question")
}

/// White's man on c3 must take d4; the man on g3 could step if taking were not compulsory.
fn must_capture() -> DrillQuestion {
    question(Rule::MustCapture, "W:Wc3,g3:Bd4,h8", &[])
}

/// White's man on c3 takes d4 and f6: c3:e5:g7.
fn finish_capture() -> DrillQuestion {
    question(Rule::FinishCapture, "W:Wc3,a1:Bd4,f6,h8", &["c3"])
}

fn judged(answer: Option<DrillAnswer>) -> (bool, String, Option<String>) {
    match answer {
        Some(DrillAnswer::Judged {
            right,
            words,
            read_as,
        }) => (right, words, read_as),
        other => panic!("not judged: {other:?}"),
    }
}

fn notice(answer: Option<DrillAnswer>) -> String {
    match answer {
        Some(DrillAnswer::Notice(text)) => text,
        other => panic!("no notice: {other:?}"),
    }
}

#[test]
fn a_typed_square_answers_a_square_question() {
    let q = must_capture();
    let en = Lang::En;
    assert_eq!(judged(q.judge_text("c3", en)), (true, String::new(), None));
    assert!(judged(q.judge_text(" C3 ", en)).0);
    // The same words as a wrong pick on the board.
    let (right, words, _) = judged(q.judge_text("g3", en));
    assert!(!right);
    assert_eq!(Some(words), q.judge_square(sq("g3"), en).map(|j| j.1));
    // Russian-layout keys: `с` is the C key; the reading is said before the verdict.
    let (right, _, read) = judged(q.judge_text("с3", en));
    assert!(right);
    assert_eq!(read.as_deref(), Some("c3"));
}

#[test]
fn a_square_the_question_does_not_ask_about_is_told_not_judged() {
    let q = must_capture();
    let en = Lang::En;
    assert_eq!(
        notice(q.judge_text("d4", en)),
        "There is no piece of yours on d4."
    );
    assert_eq!(
        notice(q.judge_text("e5", en)),
        "There is no piece of yours on e5."
    );
    // Picked on the board, the same.
    assert_eq!(
        q.pick_square(sq("d4"), en),
        Some(DrillAnswer::Notice(
            "There is no piece of yours on d4.".into()
        ))
    );
    assert_eq!(
        notice(q.judge_text("d4", Lang::Ru)),
        "На d4 нет твоей шашки."
    );
}

#[test]
fn bad_typing_of_a_square_gets_the_words_used_everywhere() {
    let q = must_capture();
    let en = Lang::En;
    assert_eq!(
        notice(q.judge_text("a4", en)),
        Illegal::LightSquare(crate::rules::Coord { file: 0, rank: 3 }).say(Variant::Russian, en)
    );
    assert!(notice(q.judge_text("a4", en)).contains("light square"));
    // `ф` sits on the A key: a4 is light, and `ф` looks like no Latin letter.
    assert_eq!(
        notice(q.judge_text("ф4", en)),
        "Type Latin letters a-h, for example d2."
    );
    assert_eq!(notice(q.judge_text("c3:d4", en)), "Type a square, like c3.");
    assert_eq!(notice(q.judge_text("z9", en)), "Type a square, like c3.");
}

#[test]
fn a_numbered_board_asks_for_its_numbers() {
    let mut source = DrillSource::new(Variant::International, 3);
    let q = source.question(Rule::MustCapture, 0);
    let en = Lang::En;
    let text = notice(q.judge_text("c3", en));
    assert!(text.contains("uses numbers"), "{text}");
    let right = square_name(Variant::International, q.answer_squares()[0]);
    assert!(judged(q.judge_text(&right, en)).0, "{right}");
}

#[test]
fn a_typed_capture_answers_a_move_question() {
    let q = finish_capture();
    let en = Lang::En;
    for text in ["c3:e5:g7", "c3xe5xg7", "C3:E5:G7", "c3:g7"] {
        assert_eq!(
            judged(q.judge_text(text, en)),
            (true, String::new(), None),
            "{text}"
        );
    }
    // `с`, `у`, `п` are the C, E and G keys.
    let (right, _, read) = judged(q.judge_text("с3:у5:п7", en));
    assert!(right);
    assert_eq!(read.as_deref(), Some("c3:e5:g7"));
}

#[test]
fn a_capture_stopped_short_is_wrong_with_the_engines_words() {
    let q = finish_capture();
    let en = Lang::En;
    let (right, words, _) = judged(q.judge_text("c3:e5", en));
    assert!(!right);
    // The same words as the route played on the board.
    let on_board = q.judge_route(&[sq("c3"), sq("e5")], en).unwrap();
    assert_eq!((right, words.clone()), on_board, "{words}");
    assert_eq!(
        words,
        "The capture is not finished: from e5 you can take more. The whole capture is c3:e5:g7."
    );
    // A quiet move: taking is compulsory.
    let (right, words, _) = judged(q.judge_text("a1-b2", en));
    assert!(!right);
    assert!(words.contains("You must capture"), "{words}");
}

#[test]
fn bad_typing_of_a_move_gets_the_words_used_everywhere() {
    let q = finish_capture();
    let en = Lang::En;
    let sign = notice(q.judge_text("c3-e5-g7", en));
    assert!(sign.contains("A capture is written with a colon"), "{sign}");
    let half = notice(q.judge_text("c3", en));
    assert!(half.contains("only half a move"), "{half}");
    assert_eq!(
        notice(q.judge_text("д2:б4", en)),
        "Type Latin letters a-h, for example d2."
    );
    // No own piece named: a slip, told, not judged.
    assert_eq!(
        notice(q.judge_text("e3:g5", en)),
        "There is no piece on e3."
    );
    assert!(notice(q.judge_text("a4:c6", en)).contains("light square"));
    let ru = notice(q.judge_text("c3-e5-g7", Lang::Ru));
    assert!(ru.contains(':'), "{ru}");
}

#[test]
fn a_choice_question_takes_no_typing() {
    let mut source = DrillSource::new(Variant::Russian, 1);
    let q = source.question(Rule::QuietOrStriking, 0);
    assert_eq!(q.judge_text("c3", Lang::En), None);
    assert_eq!(q.judge_text("c3:e5", Lang::En), None);
}

#[test]
fn king_stop_and_turkish_strike_say_which_squares_they_ask_about() {
    let en = Lang::En;
    let mut source = DrillSource::new(Variant::Russian, 5);
    let q = source.question(Rule::KingStop, 0);
    let (king, target) = (q.focus[0], q.focus[1]);
    let name = |s| square_name(Variant::Russian, s);
    let text = notice(q.pick_square(king, en));
    assert!(
        text.starts_with(&format!(
            "After taking {}, the king can stop only on ",
            name(target)
        )),
        "{text}"
    );
    for s in q.answer_squares() {
        assert!(text.contains(&name(s)), "{text}");
    }
    assert_eq!(notice(q.judge_text(&name(king), en)), text);
    let q = source.question(Rule::TurkishStrike, 0);
    let king = q.marked()[0];
    let text = notice(q.pick_square(king, en));
    assert!(
        text.starts_with(&format!(
            "The king does not take a piece on {}: it takes ",
            name(king)
        )),
        "{text}"
    );
    for s in q.taken() {
        assert!(text.contains(&name(s)), "{text}");
    }
}

#[test]
fn a_round_shows_a_notice_for_bad_typing_and_judges_a_typed_answer() {
    let mut round = QuizRound::review(must_capture(), Lang::En);
    round.answer_text("d4");
    assert!(!round.answered());
    assert_eq!(round.notice(), Some("There is no piece of yours on d4."));
    round.answer_text("с3");
    let verdict = round.verdict().expect("judged");
    assert!(verdict.right);
    assert!(verdict.text.starts_with("Read as c3."), "{}", verdict.text);
    assert_eq!(round.notice(), None);
    // A square picked on the board that the question does not ask about: told too.
    let mut round = QuizRound::review(must_capture(), Lang::En);
    round.answer_square(sq("h8"));
    assert!(!round.answered());
    assert_eq!(round.notice(), Some("There is no piece of yours on h8."));
    let mut round = QuizRound::review(finish_capture(), Lang::En);
    round.answer_text("c3:e5");
    assert!(round.verdict().is_some_and(|v| !v.right));
}
