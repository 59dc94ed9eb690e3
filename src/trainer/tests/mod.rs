//! Tests of the trainer, one file per module: the lesson runner, the route builder, the
//! progress summary, the quiz and puzzles. (The tests of a game against the computer, `play.rs`,
//! live here too but belong to `trainer::play` itself, whose private parts they check.)

use crate::rules::{BoardSize, Square, parse_algebraic};

mod corners_lesson;
mod drill;
mod drill_typing;
mod lesson;
mod mistakes;
mod placement_run;
mod puzzle;
mod puzzle_run;
mod quiz;
mod refutation;
mod replay;
mod route;
mod summary;

/// The square of an 8x8 board with this name.
fn sq(name: &str) -> Square {
    parse_algebraic(BoardSize::Eight, name).unwrap()
}

const LESSON: &str = r#"
format: 1
id: test
title: {en: Test, ru: Тест}
summary: A lesson for tests.
steps:
  - say: {en: Hello, ru: Привет}
    position: start
  - move: Play c3-d4.
    position: "W:Wc3,g3:Bd6,h8"
    accept: [c3-d4]
    wrong:
      - move: c3-b4
        say: {en: Not b4!, ru: Не b4!}
    reply: d6-c5
    next:
      - say: Now take it.
        accept: [d4:b6]
  - squares: Select the Big Road.
    position: empty
    diagonal: big-road
  - choice: How many dark squares?
    options: ["16", "32"]
    correct: 2
    explain: Half of 64.
  - answer: Name the square.
    highlight: [a1]
    expect: [a1]
    hint: It is a corner.
  - answer: Write the move.
    position: start
    show: g3-h4
"#;
