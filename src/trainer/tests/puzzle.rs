//! Tests of solving puzzles: the session, hints, scoring, ratings and runs.

use crate::Lang;
use crate::content::{Puzzle, builtin_puzzles, parse_collection};
use crate::progress::Progress;
use crate::rating::Rating;
use crate::rng::Rng;
use crate::rules::Position;
use crate::trainer::{
    Choice, Hint, PuzzleRun, PuzzleSession, RunMode, Status, Tone, next_puzzle, record,
};

fn trap(id: &str) -> Puzzle {
    let source = builtin_puzzles()
        .into_iter()
        .find(|s| s.path.ends_with("russian-traps.yaml"))
        .unwrap();
    let collection = parse_collection(&source.text).unwrap();
    collection.puzzles.into_iter().find(|p| p.id == id).unwrap()
}

fn tone(s: &PuzzleSession) -> Tone {
    s.feedback().unwrap().tone
}

#[test]
fn the_main_line_is_played_with_the_replies() {
    let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
    assert_eq!(s.prompt(), "White to move: win a piece.");
    s.type_text("g3-f4");
    assert_eq!(
        s.feedback().unwrap().text,
        "Right! Black played e5:g3. Keep going."
    );
    let (_, reply) = s.take_reply().expect("the defence, to show");
    assert_eq!(
        crate::rules::full_text(crate::rules::Variant::Russian, &reply),
        "e5:g3"
    );
    assert_eq!(
        s.last_move()
            .map(|m| crate::rules::full_text(crate::rules::Variant::Russian, m)),
        Some("e5:g3".into())
    );
    s.type_text("h2:f4:h6");
    assert_eq!(s.status(), Status::Solved);
    assert_eq!(s.feedback().unwrap().text, "Right! Puzzle solved!");
    assert_eq!((s.score(), s.result()), (100, 1.0));
}

#[test]
fn a_wrong_move_is_punished_then_taken_back() {
    let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
    let start = s.board();
    s.type_text("c3-b4");
    assert_eq!(s.status(), Status::Punished);
    assert_eq!(tone(&s), Tone::Wrong);
    assert!(
        s.feedback()
            .unwrap()
            .text
            .starts_with("Not this one: after c3-b4 the answer is "),
        "{:?}",
        s.feedback()
    );
    assert_ne!(s.board(), start, "the punishing line is on the board");
    s.type_text("g3-f4");
    assert_eq!(
        s.status(),
        Status::Punished,
        "no moves until the wrong one is taken back"
    );
    s.take_back();
    assert_eq!((s.status(), s.board()), (Status::Solving, start));
    s.type_text("c3-c5");
    assert!(
        s.feedback()
            .unwrap()
            .text
            .contains("not on a diagonal with c3"),
        "illegal: the engine's reason"
    );
    s.type_text("g3-f4");
    s.type_text("h2:f4:h6");
    assert_eq!(s.status(), Status::Solved);
    assert_eq!(s.mistakes_and_hints(), (2, 0));
    assert_eq!((s.score(), s.result()), (50, 0.5));
}

/// A one-puzzle collection from its YAML fields (not proven: the trainer judges on its own).
fn puzzle(fen: &str, goal: &str, solution: &str, also: &str) -> Puzzle {
    let text = format!(
        "format: 1\nid: c\ntitle: C\npuzzles:\n  - id: p\n    fen: \"{fen}\"\n    goal: {goal}\n    solution: {solution}\n    also: [{also}]\n    rating: 900\n"
    );
    parse_collection(&text).unwrap().puzzles.remove(0)
}

#[test]
fn a_listed_alternative_is_accepted() {
    let mut s = PuzzleSession::new(
        puzzle("W:Wc3,e3:Bd4,h8", "material:1", "c3:e5", "e3:c5"),
        Lang::Ru,
    );
    s.type_text("e3:c5");
    assert_eq!(s.status(), Status::Solved);
    assert_eq!(
        s.feedback().unwrap().text,
        "Так тоже выигрывает. Ключевой ход был c3:e5. Задача решена!"
    );
}

#[test]
fn any_move_that_reaches_the_goal_by_force_counts() {
    // The book takes with c3; taking with e3 wins the man as well, though it is not listed.
    let mut s = PuzzleSession::new(
        puzzle("W:Wc3,e3:Bd4,h8", "material:1", "c3:e5", ""),
        Lang::En,
    );
    s.type_text("e3:c5");
    assert_eq!(tone(&s), Tone::Right, "{:?}", s.feedback());
    assert_eq!(s.status(), Status::Solved);
    assert!(
        s.feedback()
            .unwrap()
            .text
            .starts_with("That also wins - the key move was c3:e5."),
        "{:?}",
        s.feedback()
    );
    assert_eq!(s.mistakes_and_hints(), (0, 0));
}

#[test]
fn a_move_too_deep_to_prove_but_approved_by_the_engine_is_praised() {
    // Hold the draw from the start: no proof is possible in time, but after 1.e3-f4 the
    // engine sees no lost game, so the move is praised and the puzzle counts as solved.
    let start = Position::start(crate::rules::Variant::Russian);
    let mut line = Vec::new();
    let mut now = start;
    for _ in 0..11 {
        let path = now.legal_move_paths().remove(0);
        line.push(crate::rules::full_text(now.variant(), &path));
        now = now.play_unchecked(&path.mv);
    }
    assert_ne!(line[0], "e3-f4");
    let book = line.join(" ");
    let start = start.to_fen();
    let mut s = PuzzleSession::new(puzzle(&start, "draw", &book, ""), Lang::En);
    s.type_text("e3-f4");
    assert_eq!(tone(&s), Tone::Right, "{:?}", s.feedback());
    assert_eq!(s.status(), Status::Solved);
    assert_eq!(
        s.feedback().unwrap().text,
        format!(
            "That works too; the book move was {}. The book line: {book}. Puzzle solved!",
            line[0]
        )
    );
    assert_eq!((s.score(), s.result()), (100, 1.0));
}

#[test]
fn graded_hints_lower_the_score() {
    let mut s = PuzzleSession::new(trap("trap-1"), Lang::Ru);
    assert_eq!(s.hint(), Some(Hint::Square(s.puzzle().solution[0].mv.from)));
    assert_eq!(
        s.feedback().unwrap().text,
        "Отдай одну шашку нарочно: какая чёрная шашка будет обязана её бить? Посмотри на шашку g3."
    );
    assert!(matches!(s.hint(), Some(Hint::Target(..))));
    assert!(matches!(s.hint(), Some(Hint::Move(_))));
    s.type_text("g3-f4");
    s.type_text("h2:f4:h6");
    assert_eq!(s.score(), 55);
}

#[test]
fn a_streak_ends_at_the_first_mistake_but_allows_one_skip() {
    let mut run = PuzzleRun::new(RunMode::Streak, Choice::default());
    let mut s = PuzzleSession::in_streak(trap("trap-1"), Lang::En);
    s.type_text("g3-f4");
    s.type_text("h2:f4:h6");
    run.finished(&s);
    assert!(!run.over);
    assert_eq!((run.solved, run.floor), (1, 950));
    assert!(run.skip());
    assert!(!run.skip(), "only one skip");
    let mut s = PuzzleSession::in_streak(trap("trap-4"), Lang::En);
    s.type_text("h6-g5");
    assert_eq!(s.status(), Status::GivenUp, "no taking back in a streak");
    run.finished(&s);
    assert!(run.over, "a mistake ends the streak");
    let mut progress = Progress::default();
    assert!(run.save_record(&mut progress));
    assert_eq!(progress.records["streak/all"], 1);

    let mut timed = PuzzleRun::new(RunMode::Timed, Choice::default());
    timed.finished(&s);
    assert_eq!(
        timed.time_left(std::time::Duration::from_secs(100)),
        Some(std::time::Duration::from_secs(70))
    );
}

#[test]
fn ratings_move_after_each_puzzle_and_next_for_me_picks_near_the_rating() {
    let mut progress = Progress::default();
    let mut s = PuzzleSession::new(trap("trap-1"), Lang::En);
    s.give_up();
    assert!(
        s.feedback()
            .unwrap()
            .text
            .starts_with("The solution: g3-f4")
    );
    record(&mut progress, &s);
    let learner = progress.ratings["russian"];
    assert!(
        learner.rating < 1500.0 && learner.deviation < 350.0,
        "{learner:?}"
    );
    let p = &progress.puzzles["trap-1"];
    assert!(p.failed && !p.solved && p.attempts == 1);
    let task = crate::progress::ReviewTask::Puzzle {
        id: "trap-1".into(),
    };
    assert!(
        progress.review.0.contains_key(&task.key()),
        "a puzzle given up comes back in the review"
    );
    assert!(
        p.rating.unwrap().rating > 900.0,
        "the puzzle held: its rating rises"
    );
    let puzzles = vec![trap("trap-1"), trap("trap-5"), trap("trap-13-moves")];
    let choice = Choice {
        failed_only: true,
        ..Choice::default()
    };
    let again = next_puzzle(&puzzles, &progress, &choice, None, &mut Rng::new(1)).unwrap();
    assert_eq!(again.id, "trap-1", "failed puzzles come back for replay");
    progress
        .ratings
        .insert("russian".into(), Rating::new(800.0));
    progress.puzzles.entry("trap-5".into()).or_default().solved = true;
    let choice = Choice {
        variant: Some(crate::rules::Variant::Russian),
        ..Choice::default()
    };
    let mine: Vec<String> = (0..8)
        .map(|i| {
            next_puzzle(&puzzles, &progress, &choice, None, &mut Rng::new(i))
                .unwrap()
                .id
                .clone()
        })
        .collect();
    assert!(
        mine.iter().all(|id| id != "trap-5"),
        "solved puzzles are not offered again: {mine:?}"
    );
    let streak = next_puzzle(
        &puzzles,
        &progress,
        &Choice::default(),
        Some(1400),
        &mut Rng::new(3),
    )
    .unwrap();
    assert_eq!(
        streak.id, "trap-13-moves",
        "a streak climbs: only puzzles rated 1400 or more (trap-1 is 900, trap-5 1300)"
    );
}

/// trap-1 with an explanation.
fn explained_trap() -> Puzzle {
    Puzzle {
        explain: Some(crate::content::Text::plain(
            "Give the man on f4: e5 must take it, and h2 takes two.",
        )),
        ..trap("trap-1")
    }
}

#[test]
fn the_idea_is_shown_when_the_puzzle_is_over_and_asking_sooner_costs_a_hint() {
    let idea = "Give the man on f4: e5 must take it, and h2 takes two.";
    // Solved: the idea is shown, free.
    let mut s = PuzzleSession::new(explained_trap(), Lang::En);
    assert_eq!(s.explanation(), None, "not before the end");
    s.type_text("g3-f4");
    s.type_text("h2:f4:h6");
    assert_eq!(s.status(), Status::Solved);
    assert_eq!(s.explanation(), Some(idea));
    s.why();
    assert_eq!((s.mistakes_and_hints(), s.score()), ((0, 0), 100));
    // Given up: shown too.
    let mut s = PuzzleSession::new(explained_trap(), Lang::En);
    s.give_up();
    assert_eq!(s.explanation(), Some(idea));
    // Asked for while solving: shown, and it is a hint (once).
    let mut s = PuzzleSession::new(explained_trap(), Lang::En);
    s.why();
    s.why();
    assert_eq!(s.explanation(), Some(idea));
    assert_eq!(s.mistakes_and_hints(), (0, 1));
    // A streak gives no help: the idea waits for the end.
    let mut s = PuzzleSession::in_streak(explained_trap(), Lang::En);
    s.why();
    assert_eq!(s.explanation(), None);
    assert_eq!(s.mistakes_and_hints(), (0, 0));
    assert!(
        s.feedback()
            .unwrap()
            .text
            .contains("when the puzzle is over")
    );
    // No explanation: said so, and nothing is counted.
    let unexplained = Puzzle {
        explain: None,
        ..trap("trap-1")
    };
    let mut s = PuzzleSession::new(unexplained, Lang::En);
    s.why();
    assert_eq!(s.explanation(), None);
    assert_eq!(s.mistakes_and_hints(), (0, 0));
    assert_eq!(
        s.feedback().unwrap().text,
        "This puzzle has no explanation yet."
    );
}

#[test]
fn a_giveaway_puzzle_asks_to_give_everything_away_and_praises_another_gift() {
    let text = "format: 1\nid: g\ntitle: G\nvariant: giveaway\npuzzles:\n  - id: g1\n    fen: \"W:Wc3:Ba5,e5\"\n    goal: win\n    solution: c3-b4 a5:c3\n    also: [c3-d4]\n    rating: 800\n";
    let puzzle = parse_collection(text).unwrap().puzzles.remove(0);
    let prompts: Vec<String> = Lang::ALL
        .iter()
        .map(|lang| PuzzleSession::new(puzzle.clone(), *lang).prompt())
        .collect();
    assert_eq!(
        prompts,
        [
            "White to move: give away all your pieces (or get them blocked).",
            "Ход белых: отдай все свои шашки (или дай их запереть).",
            "Белите са на ход: подари всичките си пулове (или остави да ги блокират).",
        ]
    );
    let mut s = PuzzleSession::new(puzzle, Lang::En);
    s.type_text("c3-d4");
    assert_eq!(s.status(), Status::Solved);
    assert!(
        s.feedback()
            .unwrap()
            .text
            .starts_with("That also gives everything away - the key move was c3-b4."),
        "{:?}",
        s.feedback()
    );
}
