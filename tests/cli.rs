//! The real binary, run as a user would: `moves` and `perft`, good and bad input.

use std::process::{Command, Output};

fn shashki(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn moves_lists_every_legal_move_sorted() {
    let out = shashki(&["moves"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "a3-b4\nc3-b4\nc3-d4\ne3-d4\ne3-f4\ng3-f4\ng3-h4\n"
    );
    let out = shashki(&["moves", "--variant", "checkers"]);
    assert_eq!(
        stdout(&out),
        "9-13\n9-14\n10-14\n10-15\n11-15\n11-16\n12-16\n"
    );
    let out = shashki(&[
        "moves",
        "--variant",
        "russian",
        "--fen",
        "W:WKa3:Bf2,c3,f4,c5,b6,d8",
    ]);
    assert_eq!(stdout(&out), "a3:d6:g3:e1:a5:c7\n");
    let out = shashki(&[
        "moves",
        "--variant",
        "international",
        "--fen",
        "W:W32:B27,17",
    ]);
    assert_eq!(stdout(&out), "32x21x12\n");
}

#[test]
fn perft_prints_the_count_last() {
    let out = shashki(&["perft", "--variant", "brazilian", "--depth", "5"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("7473"));
    assert!(stderr(&out).contains("nodes/s"));
    let out = shashki(&[
        "perft",
        "--variant",
        "international",
        "--depth",
        "3",
        "--divide",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 10, "nine first moves and the total");
    assert_eq!(lines[9], "658");
    let sum: u64 = lines[..9]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 658);
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for args in [
        vec!["perft", "--fen", "W:Wa1,c3,:Bb8", "--depth", "2"],
        vec!["moves", "--variant", "chess"],
        vec!["moves", "--fen", "W:W33:B1"],
        vec!["perft", "--depth", "two"],
        vec!["perft"],
        vec!["frobnicate"],
    ] {
        let out = shashki(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(
            !err.contains("panicked") && stdout(&out).is_empty(),
            "{args:?}"
        );
    }
    let out = shashki(&["perft", "--fen", "W:Wa1,c3,:Bb8", "--depth", "2"]);
    assert_eq!(
        stderr(&out),
        "error: bad FEN for russian: expected a square after ',' at column 10\n"
    );
}

#[test]
fn check_reports_every_problem_with_its_place() {
    let out = shashki(&["check"]);
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).ends_with(" puzzles, 0 problems\n"));
    let dir = std::env::temp_dir().join(format!("shashki-cli-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.yaml");
    std::fs::write(
        &bad,
        "format: 1\nid: bad\ntitle: Bad\nsummary: x\nsteps:\n  - move: Go.\n    position: start\n    accept: [c3-c5]\n",
    )
    .unwrap();
    let out = shashki(&["check", dir.to_str().unwrap(), "/nonexistent/lessons"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "/nonexistent/lessons:1:1: no such file or directory"
    );
    assert!(
        lines[1].starts_with(&format!(
            "{}:8:14: accepted move 'c3-c5' is not a legal move",
            bad.display()
        )),
        "{text}"
    );
    assert_eq!(lines[2], "1 lessons, 0 puzzles, 2 problems");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn progress_prints_and_resets_with_confirmation() {
    let dir = std::env::temp_dir().join(format!("shashki-cli-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.to_str().unwrap();
    let out = shashki(&["--data-dir", data, "progress"]);
    assert_eq!(
        stdout(&out),
        "No progress yet: nobody has used the trainer here.\n"
    );
    let profile = dir.join("profiles/anna");
    std::fs::create_dir_all(&profile).unwrap();
    std::fs::write(
        dir.join("profiles.yaml"),
        "format: 1\nlast: anna\nprofiles:\n- id: anna\n  name: Anna\n",
    )
    .unwrap();
    std::fs::write(
        profile.join("progress.yaml"),
        "format: 1\nlessons:\n  board: {completed: true, stars: 3}\n  quiet-moves: {step: 4}\n",
    )
    .unwrap();
    let out = shashki(&["--data-dir", data, "progress"]);
    let text = stdout(&out);
    assert!(
        text.starts_with("Progress of Anna\nLessons: 1 of "),
        "{text}"
    );
    assert!(text.contains(" 1. The board: done, 3 of 3 stars"), "{text}");
    assert!(text.contains(" 4. Quiet moves: at step 5 of "), "{text}");
    let out = shashki(&["--data-dir", data, "--lang", "ru", "progress"]);
    assert!(stdout(&out).contains("Доска: пройден, звёзд: 3 из 3"));
    let out = shashki(&["--data-dir", data, "progress", "--profile", "Boris"]);
    assert_eq!(
        stderr(&out),
        "error: there is no profile 'Boris' (profiles: Anna)\n"
    );
    // Without a terminal to ask on, a reset needs --yes.
    let out = shashki(&["--data-dir", data, "progress", "--reset"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: add --yes to reset without being asked\n"
    );
    let out = shashki(&["--data-dir", data, "progress", "--reset", "--yes"]);
    assert!(out.status.success());
    let out = shashki(&["--data-dir", data, "progress"]);
    assert!(stdout(&out).contains(" 1. The board: not started"));
    let kept = std::fs::read_dir(&profile)
        .unwrap()
        .filter_map(Result::ok)
        .any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("progress.yaml.reset-")
        });
    assert!(kept, "the old progress is kept");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_trainer_needs_a_terminal_and_completions_and_man_page_print() {
    let out = shashki(&["learn"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("error: the trainer needs a terminal"));
    assert_eq!(stderr(&out).lines().count(), 1);
    let out = shashki(&["completions", "bash"]);
    assert!(stdout(&out).contains("shashki"));
    let out = shashki(&["man"]);
    assert!(stdout(&out).starts_with(".ie"));
    assert!(stdout(&out).contains("learn"));
}

#[test]
fn analyse_and_prove_print_their_findings() {
    let trap = "W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Be5,g5,b6,f6,a7,c7,e7,g7,b8,d8,f8,h8";
    let out = shashki(&["analyse", "--fen", trap, "--depth", "8"]);
    let text = stdout(&out);
    assert!(text.starts_with("best: g3-f4\nscore: +"), "{text}");
    assert!(text.contains("line: g3-f4 e5:g3 h2:f4:h6"), "{text}");
    let out = shashki(&[
        "prove",
        "--fen",
        trap,
        "--goal",
        "material:1",
        "--depth",
        "5",
    ]);
    assert_eq!(stdout(&out), "g3-f4  e5:g3 h2:f4:h6\nproved: 1 moves\n");
    let out = shashki(&[
        "prove",
        "--variant",
        "international",
        "--fen",
        "W:W31-50:B1-20",
        "--goal",
        "win",
        "--depth",
        "30",
    ]);
    assert_eq!(stdout(&out).lines().last(), Some("unknown: limit reached"));
    let out = shashki(&["prove", "--fen", trap, "--goal", "checkmate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("expected win, material:N (N > 0), promote or draw"));
}

#[test]
fn play_refuses_a_bad_level_side_or_saved_game_with_the_place() {
    let out = shashki(&["play", "--level", "9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--level"), "{}", stderr(&out));
    let out = shashki(&["play", "--side", "green"]);
    assert!(
        stderr(&out).contains("unknown side 'green': expected white, black or random"),
        "{}",
        stderr(&out)
    );
    let dir = std::env::temp_dir().join(format!("shashki-cli-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.pdn");
    std::fs::write(&file, "[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x17 *\n").unwrap();
    let out = shashki(&["play", "--load", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let text = stderr(&out);
    assert!(
        text.starts_with(&format!(
            "error: {}:3:19: move 2 (white) '28x17'",
            file.display()
        )),
        "{text}"
    );
    std::fs::write(
        &file,
        "[Event \"a\"]\n1. c3-d4 *\n\n[Event \"b\"]\n1. c3-b4 *\n",
    )
    .unwrap();
    let out = shashki(&["play", "--load", file.to_str().unwrap()]);
    assert!(
        stderr(&out).contains("expected one game to continue, found 2"),
        "{}",
        stderr(&out)
    );
    let out = shashki(&["play", "--load", dir.join("none.pdn").to_str().unwrap()]);
    assert!(stderr(&out).contains("cannot read"), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}
