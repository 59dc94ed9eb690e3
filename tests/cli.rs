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
