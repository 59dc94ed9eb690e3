//! The quiz and the drills.

use super::*;

#[test]
fn a_wrong_diagonal_answer_then_enter_asks_the_next_question() {
    let dir = data_dir("diagonals");
    let run = format!("{} quiz diagonals --seconds 0", command(&dir, ""));
    let Some(t) = Tmux::start("diagonals", &run) else {
        return;
    };
    let screen = t.wait_until("the first question", |screen| {
        screen.contains("Diagonals - score 0") && screen.contains("Esc: end the round")
    });
    // Enter before any answer is picked answers nothing. Down after it moves the cursor (down
    // the answers, or down the board from c3 when squares are to be selected): once that
    // shows, Enter has been dealt with.
    let selecting = screen.contains("Select every square");
    let screen = t.keys_until(&["Enter", "Down"], "the cursor moved down", |screen| {
        if selecting {
            screen
                .lines()
                .find(|l| l.starts_with("│  2 "))
                .is_some_and(|l| l.contains("[ ]"))
        } else {
            screen.contains("> 1. ")
        }
    });
    assert!(screen.contains("right 0/0"), "{screen}");
    // Answer "1" (or check the selection) until an answer is wrong; each time, until one more
    // answer is counted (a right one asks the next question, so "k" may check that one).
    let start = Instant::now();
    let mut screen = screen;
    while !screen.contains("Enter: next question") {
        assert!(
            start.elapsed() < DEADLINE,
            "never a wrong answer:\n{screen}"
        );
        let asked = asked(&screen).expect("the round's tally");
        t.keys(&["1", "k"]);
        screen = t.wait_until("one more answer counted", |screen| {
            self::asked(screen).is_some_and(|n| n > asked)
                || screen.contains("Enter: next question")
        });
    }
    assert!(
        screen.contains("Not quite") || screen.contains("Yes:") || screen.contains("No:"),
        "{screen}"
    );
    let screen = t.keys_until(&["Enter"], "the next question", |screen| {
        !screen.contains("Enter: next question")
    });
    assert!(!screen.contains("EXIT="), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// How many questions the quiz round's title says were asked ("right 3/5": 5).
fn asked(screen: &str) -> Option<usize> {
    screen
        .split("right ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|tally| tally.split_once('/'))
        .and_then(|(_, asked)| asked.parse().ok())
}

#[test]
fn a_drill_is_opened_and_a_question_answered() {
    let dir = data_dir("drill");
    let run = format!(
        "{} drill --rule quiet-or-striking; echo EXIT=$?",
        command(&dir, "")
    );
    let Some(t) = Tmux::start("drill", &run) else {
        return;
    };
    t.wait_for("Quiet or striking? - score 0");
    let screen = t.wait_for("2. A striking move (a capture)");
    assert!(
        screen.contains("White to move.") || screen.contains("Black to move."),
        "{screen}"
    );
    // "A striking move": right when there is a capture, else the rule says why not.
    let answered = t.keys_until(&["2"], "the answer counted", |screen| {
        screen.contains("right 1/1") || screen.contains("right 0/1")
    });
    assert!(
        answered.contains("Right! +10") || answered.contains("No piece can take anything"),
        "{answered}"
    );
    t.keys_then(&["Escape"], "Round over");
    t.keys_then(&["Escape"], "is the next move a capture?");
    assert!(
        progress(&dir).contains("Quiet or striking?, Russian draughts, untimed, with labels:"),
        "{}",
        progress(&dir)
    );
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(
        saved.contains("drill-quiet-or-striking/russian/untimed/labels"),
        "{saved}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
