//! A rule drill on the quiz screen: opened from the main menu, answered wrongly (the rule's
//! words) and rightly (the points).

use cursive::event::Key;
use shashki::Lang;
use shashki::i18n::core::Say;
use shashki::rules::{Illegal, Position, Square, Variant, full_text, square_name};
use shashki::trainer::{DrillQuestion, Rule};
use shashki::tui::Start;

use super::Screen;

/// The position on the screen's board (Russian, seen from White), read from the pieces drawn
/// and the side to move the question names.
fn position_on_screen(s: &Screen) -> Position {
    let board = Variant::Russian.board();
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for sq in board.squares() {
        let name = square_name(Variant::Russian, sq);
        let file = name.chars().next().unwrap();
        let rank: u8 = name[1..].parse().unwrap();
        let (x, y) = s.square(file, rank);
        let glyph = s.text().lines().nth(y).and_then(|l| l.chars().nth(x));
        match glyph {
            Some('○') => white.push(name),
            Some('◎') => white.push(format!("K{name}")),
            Some('●') => black.push(name),
            Some('◉') => black.push(format!("K{name}")),
            _ => {}
        }
    }
    let turn = if s.contains("White to move.") {
        "W"
    } else {
        "B"
    };
    let fen = format!("{turn}:W{}:B{}", white.join(","), black.join(","));
    Position::from_fen(Variant::Russian, &fen).unwrap_or_else(|e| panic!("{fen}: {e:?}"))
}

/// Clicks a square of the board.
fn click(s: &mut Screen, sq: Square) {
    let name = square_name(Variant::Russian, sq);
    let (x, y) = s.square(name.chars().next().unwrap(), name[1..].parse().unwrap());
    s.click(x, y);
}

#[test]
fn a_drill_from_the_menu_explains_a_wrong_pick_with_the_rule_and_scores_a_right_one() {
    let mut s = Screen::open("drill", Start::Menu, None);
    assert!(s.contains("Drills - one rule at a time"), "{}", s.text());
    for _ in 0..super::menu_downs("drills") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    // The menu: the variant, then the rules it has, each with what its drill asks; the
    // first rule is selected.
    s.shows(&[
        "Variant: Russian draughts",
        "Who must capture?",
        "Finish the capture",
    ]);
    // Eight rules in Russian draughts (take-most is not one of them).
    s.lacks(&["Take the most"]);
    s.key(Key::Enter);
    assert!(s.contains("Which piece must capture?"), "{}", s.text());
    assert!(s.contains("Who must capture? - score 0"), "{}", s.text());

    // A wrong pick: another piece of the side to move.
    let pos = position_on_screen(&s);
    let q = DrillQuestion::new(Rule::MustCapture, pos, Vec::new()).expect("the screen's question");
    let right = q.answer_squares()[0];
    let wrong = pos
        .pieces(pos.turn())
        .squares()
        .find(|&sq| sq != right)
        .unwrap();
    click(&mut s, wrong);
    // The rule's words, as wrapped on the screen: the compulsory-capture sentence with the
    // captures there are.
    let captures = pos.legal_move_paths();
    let words = Illegal::CaptureCompulsory(captures.clone()).say(Variant::Russian, Lang::En);
    let on_screen: String = s
        .text()
        .lines()
        .map(|l| {
            l.chars()
                .skip(30)
                .collect::<String>()
                .trim_matches(['│', ' '])
                .to_string()
        })
        .collect::<Vec<_>>()
        .join(" ");
    assert!(on_screen.contains("cannot take anything"), "{on_screen}");
    assert!(on_screen.contains(&words), "{words}:\n{on_screen}");
    assert!(words.contains(&full_text(Variant::Russian, &captures[0])));
    assert!(s.contains("right 0/1"), "{}", s.text());
    // Enter: the next question; the right pick scores.
    s.key(Key::Enter);
    let pos = position_on_screen(&s);
    let q = DrillQuestion::new(Rule::MustCapture, pos, Vec::new()).expect("the screen's question");
    click(&mut s, q.answer_squares()[0]);
    assert!(s.contains("Right! +10"), "{}", s.text());
    assert!(s.contains("right 1/2"), "{}", s.text());
    // Esc ends the drill; its result is kept under the drill's key, and the menu is the drill's.
    s.key(Key::Esc);
    assert!(s.contains("Round over"), "{}", s.text());
    s.key(Key::Esc);
    assert!(s.contains("Variant: Russian draughts"), "{}", s.text());
    assert!(!s.contains("Round over"), "{}", s.text());
    let saved = std::fs::read_to_string(s.data_dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(
        saved.contains("drill-must-capture/russian/untimed/labels: 10"),
        "{saved}"
    );
}

#[test]
fn a_lessons_end_offers_its_rules_drill() {
    let yaml = "format: 1
id: drill-end
title: Drill end
variant: brazilian
summary: A lesson that ends with a drill.
practice: {drill: take-most}
steps:
  - say: That is all.
    position: start
";
    let (mut s, dir) = Screen::one_lesson("drill-end", "drill-end", yaml);
    s.key(Key::Enter);
    assert!(s.contains("Practise the rule"), "{}", s.text());
    // The buttons: Next lesson (the course goes on), Practise the rule, Lessons.
    assert!(s.contains("Next lesson"), "{}", s.text());
    s.key(Key::Right);
    s.key(Key::Enter);
    assert!(s.contains("Take the most - score 0"), "{}", s.text());
    assert!(
        s.contains("Play the one that takes the most!"),
        "{}",
        s.text()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The square named after `before` in the screen's text ("the piece on c3" gives c3).
fn square_after(s: &Screen, before: &str) -> Square {
    let text = s.text().replace(['│', '\n'], " ");
    let at = text
        .find(before)
        .unwrap_or_else(|| panic!("no '{before}':\n{}", s.text()));
    let name: String = text[at + before.len()..].chars().take(2).collect();
    shashki::rules::parse_square(Variant::Russian, &name).expect("a square's name")
}

#[test]
fn a_square_typed_on_the_board_answers_a_drill_without_tab() {
    let mut s = Screen::open(
        "drill-typed-square",
        Start::Drill(Some(Rule::MustCapture), Variant::Russian),
        None,
    );
    assert!(s.contains("Which piece must capture?"), "{}", s.text());
    s.shows(&["Tab or a letter: type the square", "Esc: end the round"]);
    let pos = position_on_screen(&s);
    let q = DrillQuestion::new(Rule::MustCapture, pos, Vec::new()).expect("the screen's question");
    let name = |sq| square_name(Variant::Russian, sq);
    // A square with no piece of the side to move: told, not judged.
    let empty = Variant::Russian
        .board()
        .squares()
        .find(|&sq| !pos.occupied().contains(sq))
        .unwrap();
    s.type_text(&name(empty));
    s.shows(&[
        "Type the square (c3) and press Enter",
        "Tab or Esc: back to the board",
    ]);
    s.key(Key::Enter);
    assert!(
        s.contains(&format!("There is no piece of yours on {}.", name(empty))),
        "{}",
        s.text()
    );
    assert!(s.contains("right 0/0"), "{}", s.text());
    // A light square and a Cyrillic letter typed by sound get the words used everywhere.
    s.type_text("a2");
    s.key(Key::Enter);
    assert!(s.contains("a2 is a light square"), "{}", s.text());
    s.type_text("ф4");
    s.key(Key::Enter);
    assert!(
        s.contains("Type Latin letters a-h, for example d2."),
        "{}",
        s.text()
    );
    // Esc in the box goes back to the board, not out of the drill.
    s.key(Key::Esc);
    assert!(s.contains("Who must capture? - score 0"), "{}", s.text());
    s.shows(&["Tab or a letter: type the square"]);
    // The right square, typed on the board, scores.
    s.type_text(&name(q.answer_squares()[0]));
    s.key(Key::Enter);
    assert!(s.contains("Right! +10"), "{}", s.text());
    assert!(s.contains("right 1/1"), "{}", s.text());
    // A wrong square: the rule's words; the footer says what works now.
    let pos = position_on_screen(&s);
    let q = DrillQuestion::new(Rule::MustCapture, pos, Vec::new()).expect("the next question");
    let right = q.answer_squares()[0];
    let wrong = pos
        .pieces(pos.turn())
        .squares()
        .find(|&sq| sq != right)
        .unwrap();
    s.key(Key::Tab);
    s.shows(&["Type the square (c3) and press Enter"]);
    s.type_text(&name(wrong));
    s.key(Key::Enter);
    assert!(s.contains("cannot take anything"), "{}", s.text());
    assert!(s.contains("right 1/2"), "{}", s.text());
    s.shows(&["Enter: next question  Esc: end the round"]);
    s.lacks(&["back to the board"]);
}

#[test]
fn a_capture_typed_on_the_board_answers_finish_the_capture() {
    let mut s = Screen::open(
        "drill-typed-capture",
        Start::Drill(Some(Rule::FinishCapture), Variant::Russian),
        None,
    );
    assert!(s.contains("Finish the capture - score 0"), "{}", s.text());
    s.shows(&["Tab or a letter: type the move"]);
    let piece = square_after(&s, "the piece on ");
    let pos = position_on_screen(&s);
    let q = DrillQuestion::new(Rule::FinishCapture, pos, vec![piece]).expect("the question");
    let path = pos
        .legal_move_paths()
        .into_iter()
        .find(|p| p.mv.from == piece)
        .expect("the piece takes");
    let route: Vec<Square> = path.squares().collect();
    let name = |sq| square_name(Variant::Russian, sq);
    // Written with dashes: how to write a capture, not judged.
    let dashed: Vec<String> = route.iter().map(|&sq| name(sq)).collect();
    s.type_text(&dashed.join("-"));
    s.shows(&["Type the whole capture (c3:e5:g7) and press Enter"]);
    s.key(Key::Enter);
    assert!(
        s.contains("A capture is written with a colon"),
        "{}",
        s.text()
    );
    assert!(s.contains("right 0/0"), "{}", s.text());
    // Only half a move.
    s.type_text(&name(piece));
    s.key(Key::Enter);
    assert!(s.contains("only half a move"), "{}", s.text());
    // The whole capture, with x between the squares, scores.
    s.type_text(&dashed.join("x"));
    s.key(Key::Enter);
    assert!(s.contains("Right! +10"), "{}", s.text());
    assert!(q.judge_route(&route, Lang::En).is_some_and(|j| j.0));
    // The next one cut short after the first jump: the engine's words.
    let piece = square_after(&s, "the piece on ");
    let pos = position_on_screen(&s);
    let path = pos
        .legal_move_paths()
        .into_iter()
        .find(|p| p.mv.from == piece)
        .expect("the piece takes");
    let route: Vec<Square> = path.squares().collect();
    s.type_text(&format!("{}:{}", name(route[0]), name(route[1])));
    s.key(Key::Enter);
    assert!(s.contains("right 1/2"), "{}", s.text());
    s.shows(&["Enter: next question"]);
}
