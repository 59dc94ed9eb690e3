//! A round on a window made too small for it: Esc on the too-small screen ends the round as
//! Esc on the round does, and the result, shown over another screen, says the window is too
//! small rather than being drawn over that screen's own message.

use cursive::Vec2;
use cursive::event::{Event, Key};
use shashki::rules::Variant;
use shashki::trainer::{Mode, QuizOptions, Rule};
use shashki::tui::Start;

use super::monkey::{Act, Monkey, Trainer};

const ESC: Act = Act::Event(Event::Key(Key::Esc));

fn resize(t: &mut Trainer, x: usize, y: usize) {
    t.act(&Act::Resize(Vec2::new(x, y)));
}

/// Opens `start`, shrinks the window to 40x12 and presses Esc there; the screen must say
/// only that it is too small (for the screen under the result: `needs`), with no dialog
/// drawn over the message. Back at 80x24 the result shows over `under`; Esc on it, too
/// small again, leads to `after`, as Esc on the result does.
fn esc_on_a_round_too_small(
    name: &str,
    start: Start,
    title: &str,
    needs: &str,
    under: &str,
    after: &str,
) {
    let (dir, global) = Monkey::new(name, Start::Menu).prepare();
    let mut t = Trainer::open(&global, start);
    assert!(t.text().contains(title), "{}", t.text());
    resize(&mut t, 40, 12);
    assert!(t.text().contains("least 64x20 (now 40x12)"), "{}", t.text());
    t.act(&ESC);
    let text = t.text();
    assert_eq!(
        text.trim_end(),
        format!(
            "The window is too small: make it at\nleast {needs} (now 40x12).  Esc: back\nq: quit"
        ),
    );
    // The round is over, as after Esc on the round's own screen.
    resize(&mut t, 80, 24);
    let text = t.text();
    assert!(
        text.contains("Round over") && text.contains(under),
        "{text}"
    );
    assert!(!text.contains(title), "{text}");
    // Esc on the too-small result closes the result, as Esc on it does.
    resize(&mut t, 40, 12);
    t.act(&ESC);
    resize(&mut t, 80, 24);
    let text = t.text();
    assert!(
        !text.contains("Round over") && text.contains(after),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn esc_on_a_drill_too_small_ends_it_and_its_result_keeps_to_the_window() {
    esc_on_a_round_too_small(
        "too-small-drill",
        Start::Drill(Some(Rule::MustCapture), Variant::Russian),
        "Who must capture? - score 0",
        "50x12",
        "Variant: Russian draughts",
        "Variant: Russian draughts",
    );
}

#[test]
fn esc_on_a_quiz_too_small_ends_it_and_its_result_keeps_to_the_window() {
    let options = QuizOptions {
        mode: Mode::FindSquare,
        variant: Variant::Russian,
        seconds: None,
        labels: true,
        flipped: false,
    };
    esc_on_a_round_too_small(
        "too-small-quiz",
        Start::Quiz(Some(options)),
        "Find the square - score 0",
        "44x14",
        "Learn - lessons step by step",
        "Questions: Find the square",
    );
}
