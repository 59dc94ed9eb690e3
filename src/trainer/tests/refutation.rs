//! Tests of why a wrong move misses a puzzle's goal: each fact is what the prover shows
//! after the wrong move and its answer, on positions of the built-in puzzles.

use crate::Lang;
use crate::content::{Puzzle, load_puzzles};
use crate::engine::Goal;
use crate::rules::{Color, Position, Variant, parse_move};
use crate::trainer::{Fact, PuzzleSession, missed_goal_text, wrong_move_facts};

/// The facts after `wrong` and `answer` in `fen`, looking as far as the trainer does for a
/// first move.
fn facts(variant: Variant, fen: &str, goal: Goal, wrong: &str, answer: &str) -> Vec<Fact> {
    let base = Position::from_fen(variant, fen).unwrap();
    let wrong = parse_move(&base, wrong).unwrap();
    let after = base.play_unchecked(&wrong.mv);
    let answer = parse_move(&after, answer).unwrap();
    wrong_move_facts(&base, &[], &wrong, &answer, goal, 10)
}

fn builtin(id: &str) -> Puzzle {
    let (bank, _) = load_puzzles(None);
    bank.into_iter().find(|p| p.id == id).unwrap()
}

#[test]
fn a_quiet_wrong_move_wins_no_piece() {
    // ru-1-0011: h4-g5 e5-f4, and no white move wins a man any more.
    let fen = "W:Wa1,c1,b2,c3,h4:Be3,a5,e5,d6,a7";
    let found = facts(Variant::Russian, fen, Goal::Material(1), "h4-g5", "e5-f4");
    assert_eq!(found, [Fact::YouWinNoPiece]);
    assert_eq!(
        missed_goal_text(&found, Goal::Material(1), false, Color::Black, Lang::En),
        "You win no piece. The goal was to win a piece."
    );
}

#[test]
fn the_opponent_wins_pieces_counted_as_pieces() {
    // ru-1-0032: e3-d4 g5:e3:c5 takes two men.
    let fen = "W:Wa1,g1,b2,c3,e3,g3,f4:Be5,g5,b6,d6,h6,e7,g7,h8";
    let found = facts(
        Variant::Russian,
        fen,
        Goal::Material(2),
        "e3-d4",
        "g5:e3:c5",
    );
    assert_eq!(found, [Fact::TheyWinPieces(2)]);
    assert_eq!(
        missed_goal_text(&found, Goal::Material(2), false, Color::Black, Lang::Ru),
        "Чёрные выигрывают две шашки. А нужно было выиграть 2 шашки."
    );
    // br-1-0029 with a goal of one piece: h6:c1 takes one king, worth two and a half men to
    // the prover, but one piece in words.
    let found = facts(
        Variant::Brazilian,
        "B:WKh6:Bd2,Ke3",
        Goal::Material(1),
        "d2-e1",
        "h6:c1",
    );
    assert_eq!(found, [Fact::TheyWinPieces(1)]);
}

#[test]
fn a_capture_too_short_wins_only_part_of_the_goal() {
    // ru-1-0004: f6:h4 takes one man; the goal is three.
    let fen = "B:Wa1,c1,g1,b2,f2,h2,c3,e3,g3,g5:Be5,b6,d6,f6,h6,a7,b8,d8,f8,h8";
    let found = facts(Variant::Russian, fen, Goal::Material(3), "f6:h4", "e3-d4");
    assert_eq!(found, [Fact::YouWinOnly(1)]);
    assert_eq!(
        missed_goal_text(&found, Goal::Material(3), false, Color::White, Lang::Bg),
        "Печелиш само един пул. А целта беше да спечелиш 3 пула."
    );
}

#[test]
fn a_lost_game_a_drawn_ending_and_a_king_are_said() {
    // ru-end1-005: the lone king steps next to a king and is taken; three kings win.
    let found = facts(
        Variant::Russian,
        "W:WKa5:BKg3,Kf4,Kc5",
        Goal::Draw,
        "a5-b6",
        "c5:a7",
    );
    assert_eq!(found, [Fact::TheyWin]);
    assert_eq!(
        missed_goal_text(&found, Goal::Draw, false, Color::Black, Lang::En),
        "Black wins the game. The goal was to hold the draw."
    );
    // en-1-0041: king against king is a draw by the tables.
    let found = facts(Variant::English, "B:WK13:BK18", Goal::Win, "18-15", "13-9");
    assert_eq!(found, [Fact::OnlyDraw]);
    // ru-1-0067: g1-f2 lets h2 through to a king.
    let fen = "W:Wg1,a3,g5,h6:Bh2,e5,e7,h8";
    let found = facts(Variant::Russian, fen, Goal::Material(1), "g1-f2", "h2-g1");
    assert_eq!(found, [Fact::TheyCrown]);
    assert_eq!(
        missed_goal_text(&found, Goal::Material(1), false, Color::Black, Lang::En),
        "Black gets a king. The goal was to win a piece."
    );
}

#[test]
fn giveaway_says_only_that_the_goal_is_missed() {
    // giveaway-0003: counting pieces would mislead where losing them is the aim.
    let fen = "W:Wg1,b4:Bg3,h4,g5";
    let found = facts(Variant::Giveaway, fen, Goal::Win, "b4-a5", "g3-f2");
    assert_eq!(found, []);
    assert_eq!(
        missed_goal_text(&found, Goal::Win, true, Color::Black, Lang::En),
        "This move does not give away all your pieces."
    );
}

#[test]
fn the_wrong_move_message_says_why_in_every_language() {
    let puzzle = builtin("ru-1-0011");
    let said = |lang| {
        let mut s = PuzzleSession::new(puzzle.clone(), lang);
        s.type_text("h4-g5");
        s.feedback().unwrap().text.clone()
    };
    assert_eq!(
        said(Lang::En),
        "Not this one: after h4-g5 the answer is e5-f4. You win no piece. The goal was to win \
         a piece. Press Enter to take it back and try again."
    );
    assert_eq!(
        said(Lang::Ru),
        "Не то: на h4-g5 следует e5-f4. Ты не выигрываешь ни одной шашки. А нужно было \
         выиграть шашку. Нажми Enter, чтобы вернуть ход, и попробуй ещё."
    );
    assert_eq!(
        said(Lang::Bg),
        "Не е този: след h4-g5 отговорът е e5-f4. Не печелиш нито един пул. А целта беше да \
         спечелиш един пул. Натисни Enter, за да върнеш хода, и опитай пак."
    );
    // A streak ends on it, and says why as well.
    let mut s = PuzzleSession::in_streak(puzzle.clone(), Lang::En);
    s.type_text("h4-g5");
    let text = &s.feedback().unwrap().text;
    assert!(
        text.starts_with(
            "Not this one: after h4-g5 the answer is e5-f4. You win no piece. The goal was to \
             win a piece. The streak is over. The solution: "
        ),
        "{text}"
    );
}
