//! The real binary, run as a user would: `moves` and `perft`, good and bad input.

use std::fmt::Write as _;
use std::process::{Command, Output};

/// Runs the binary in an English locale (the locale chooses the language when nothing else
/// does).
fn shashki(args: &[&str]) -> Output {
    shashki_in("C.UTF-8", args)
}

/// Runs the binary with `LC_ALL` set to `locale`.
fn shashki_in(locale: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .env("LC_ALL", locale)
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
        vec!["moves", "--fen", "W:W33:B1"],
        vec!["moves", "--fen", "W:W21,22,K5:B1-12"],
        vec!["perft", "--depth", "99"],
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
    // A numbered square is named as it was typed, not by its algebraic name.
    let out = shashki(&["moves", "--fen", "W:W21,22,K5:B1-12"]);
    assert_eq!(
        stderr(&out),
        "error: bad FEN for russian: square 5 is given twice at column 14\n"
    );
}

#[test]
fn a_bad_command_line_gets_clap_s_whole_message_and_exit_2() {
    let cases: [(&[&str], &[&str]); 8] = [
        (&["perft"], &["--depth <DEPTH>", "Usage: shashki perft"]),
        (
            &["chek"],
            &["'chek'", "similar subcommand exists: 'check'", "Usage:"],
        ),
        (&["frobnicate"], &["'frobnicate'", "Usage:"]),
        (
            &["moves", "--variant", "chess"],
            &["unknown variant 'chess'"],
        ),
        (&["perft", "--depth", "two"], &["'two'", "--depth"]),
        (
            &["puzzles", "--theme", "shoot"],
            &[
                "'shoot'",
                "possible values:",
                "similar value exists: 'shot'",
            ],
        ),
        (
            &["quiz", "diagonals", "--variant", "international"],
            &["diagonals quiz needs an 8x8 board", "Usage: shashki quiz"],
        ),
        (
            &[
                "quiz",
                "--mode",
                "diagonals",
                "--variant",
                "international",
                "--print",
                "3",
            ],
            &["diagonals quiz needs an 8x8 board", "Usage: shashki quiz"],
        ),
    ];
    for (args, wanted) in cases {
        let out = shashki(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stdout(&out).is_empty(), "{args:?}");
        let err = stderr(&out);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        for part in wanted {
            assert!(err.contains(part), "{args:?} should say {part}: {err}");
        }
    }
    let out = shashki(&["--version"]);
    assert!(out.status.success());
    assert!(stdout(&out).starts_with("shashki "));
}

#[test]
fn too_deep_a_count_or_search_is_refused_with_the_maximum() {
    let out = shashki(&["perft", "--depth", "99"]);
    assert_eq!(
        stderr(&out),
        "error: --depth 99 is too deep: perft counts at most 12 plies for russian \
         (each ply more takes about five times as long)\n"
    );
    let out = shashki(&["perft", "--variant", "international", "--depth", "12"]);
    assert!(
        stderr(&out).contains("at most 11 plies"),
        "{}",
        stderr(&out)
    );
    let out = shashki(&["analyse", "--depth", "60"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("analyse searches at most 30 plies deep"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn perft_and_analyse_show_each_depth_as_it_finishes() {
    let out = shashki(&["perft", "--depth", "4"]);
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 4, "{err}");
    assert!(lines[0].starts_with("perft 1: 7 nodes in "), "{err}");
    assert!(lines[2].starts_with("perft 3: 302 nodes in "), "{err}");
    assert!(lines[3].starts_with("perft 4: 1469 nodes in "), "{err}");
    assert_eq!(stdout(&out), "1469\n");
    let out = shashki(&["analyse", "--depth", "5"]);
    let err = stderr(&out);
    let depths: Vec<&str> = err
        .lines()
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(
        depths,
        ["depth 1", "depth 2", "depth 3", "depth 4", "depth 5"],
        "{err}"
    );
    assert!(stdout(&out).contains("\ndepth: 5\n"), "{}", stdout(&out));
}

#[test]
fn check_reports_every_problem_with_its_place() {
    let out = shashki(&["check"]);
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).ends_with(" puzzles, 0 problems\n"));
    // Hundreds of puzzles to prove, but standard error is a pipe: no progress bar.
    assert_eq!(stderr(&out), "");
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
    assert_eq!(lines[2], "1 lesson, 0 puzzles, 2 problems");
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
    // Numbered as the lesson screen numbers it: within its stage.
    assert!(
        text.contains(" 4. Quiet moves: at stage 1 of 3, step 5 of "),
        "{text}"
    );
    let out = shashki(&["--data-dir", data, "--lang", "ru", "progress"]);
    assert!(stdout(&out).contains("Доска: пройден, 3 из 3 звёзд"));
    // Without --lang or a chosen language, the locale decides.
    let out = shashki_in("ru_RU.UTF-8", &["--data-dir", data, "progress"]);
    assert!(
        stdout(&out).starts_with("Успехи: Anna\n"),
        "{}",
        stdout(&out)
    );
    let out = shashki(&["--data-dir", data, "progress", "--profile", "Boris"]);
    assert_eq!(
        stderr(&out),
        "error: there is no profile 'Boris': the only profile is Anna. To make it, start the \
         trainer with `shashki --profile Boris` (or choose Settings > New profile in the \
         trainer)\n"
    );
    let out = shashki(&["--data-dir", data, "progress", "--profile", "Anna Lee"]);
    assert!(
        stderr(&out).contains("`shashki --profile 'Anna Lee'`"),
        "{}",
        stderr(&out)
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
    let page = stdout(&out);
    assert!(page.starts_with(".ie"));
    for section in [
        ".SH SYNOPSIS",
        ".SH COMMANDS",
        ".SH KEYS",
        ".SH FILES",
        ".SH ENVIRONMENT",
        ".SH EXIT STATUS",
    ] {
        assert!(page.contains(section), "the page has {section}");
    }
    for word in [
        "shashki puzzles mine",
        "progress.yaml",
        "crash\\-<time>\\-<pid>.txt",
        "SHASHKI_DATA_DIR",
        "NO_COLOR",
        "LANG",
    ] {
        assert!(page.contains(word), "the page mentions {word}");
    }
    // It is the only page: no references to pages like shashki-learn(1).
    assert!(!page.contains("(1)") && !page.contains("SEE ALSO"));
}

#[test]
fn a_worksheet_is_html_or_a_real_svg_and_other_names_are_refused() {
    let dir = std::env::temp_dir().join(format!("shashki-cli-sheet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("sheet.svg");
    let out = shashki(&[
        "quiz",
        "--print",
        "1",
        "--seed",
        "3",
        "--out",
        svg.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!(
            "Worksheet with 1 question written to {} (seed 3).\n",
            svg.display()
        )
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed");
    assert!(
        doc.root_element()
            .has_tag_name(("http://www.w3.org/2000/svg", "svg"))
    );
    assert!(!text.contains("<html"));
    let html = dir.join("sheet.HTML");
    let out = shashki(&["quiz", "--print", "2", "--out", html.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        std::fs::read_to_string(&html)
            .unwrap()
            .starts_with("<!DOCTYPE html>")
    );
    let pdf = dir.join("sheet.pdf");
    let out = shashki(&["quiz", "--print", "2", "--out", pdf.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("a worksheet is written as .html") && !pdf.exists(),
        "{}",
        stderr(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
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
    let text = stdout(&out);
    assert!(
        text.starts_with("g3-f4  e5:g3 h2:f4:h6\nproved: 1 move\nnodes: "),
        "{text}"
    );
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
    let text = stdout(&out);
    let mut last = text.lines().rev();
    assert!(
        last.next().is_some_and(|l| l.starts_with("nodes: ")),
        "{text}"
    );
    assert_eq!(last.next(), Some("unknown: limit reached"));
    let out = shashki(&["prove", "--fen", trap, "--goal", "checkmate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("expected win, material:N (N > 0), promote, man-or-king or draw")
    );
}

#[test]
fn analyse_searches_the_end_of_a_pdn_game_knowing_its_history() {
    // The kings went there and back: a5-d8 now would repeat the position. Searched alone it
    // is the best move; searched with the game, White (a man up) plays another.
    let dir = std::env::temp_dir().join(format!("shashki-analyse-pdn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.pdn");
    let fen = "W:WKa5,Ke5,h2:BKf2,h6";
    std::fs::write(
        &file,
        format!("[FEN \"{fen}\"]\n1. a5-d8 f2-c5 2. d8-a5 c5-f2 *\n"),
    )
    .unwrap();
    let file_arg = file.to_str().unwrap();
    let out = shashki(&["analyse", "--pdn", file_arg, "--depth", "8"]);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.starts_with("best: "), "{text}");
    assert!(!text.starts_with("best: a5-d8"), "{text}");
    let alone = stdout(&shashki(&["analyse", "--fen", fen, "--depth", "8"]));
    assert!(alone.starts_with("best: a5-d8"), "{alone}");
    // A game the draw rules have ended is said to be over; a broken file names its place.
    std::fs::write(
        &file,
        "[FEN \"W:WKa5,Ke5,h2:BKf2,h6\"]\n1. a5-d8 f2-c5 2. d8-a5 c5-f2 3. a5-d8 f2-c5 \
         4. d8-a5 c5-f2 *\n",
    )
    .unwrap();
    let text = stdout(&shashki(&["analyse", "--pdn", file_arg]));
    assert_eq!(text, "the game is over: a draw by rule R1\n");
    std::fs::write(&file, "1. c3-d4 d6-c5 2. d4-e6 *\n").unwrap();
    let out = shashki(&["analyse", "--pdn", file_arg]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("game.pdn:1:"), "{}", stderr(&out));
    let out = shashki(&["analyse", "--pdn", file_arg, "--fen", fen]);
    assert_eq!(out.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
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

/// Runs the trainer with `SHASHKI_TEST_PANIC=start` (a crash before it looks for a terminal)
/// and the data directory `dir`.
fn crash_in(dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(["--data-dir", dir.to_str().unwrap()])
        .env("LC_ALL", "C.UTF-8")
        .env("SHASHKI_TEST_PANIC", "start")
        .output()
        .expect("the binary runs")
}

/// The crash reports in `dir`.
fn crash_reports(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("crash-"))
        .map(|e| e.path())
        .collect()
}

#[test]
fn two_crashes_in_one_second_keep_both_reports() {
    let dir = std::env::temp_dir().join(format!("shashki-cli-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let began = std::time::Instant::now();
    let first = crash_in(&dir);
    let second = crash_in(&dir);
    for out in [&first, &second] {
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(out).contains("stopped because of a bug; the report is in"),
            "{}",
            stderr(out)
        );
    }
    let reports = crash_reports(&dir);
    assert_eq!(reports.len(), 2, "{reports:?} after {:?}", began.elapsed());
    for report in reports {
        let text = std::fs::read_to_string(report).unwrap();
        assert!(
            text.contains("a crash requested by SHASHKI_TEST_PANIC"),
            "{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn a_crash_report_that_cannot_be_saved_goes_to_stderr() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("shashki-cli-crash-ro-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    // Root writes into a read-only directory anyway: then there is nothing to test.
    let writable = std::fs::write(dir.join("probe"), "").is_ok();
    let out = crash_in(&dir);
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    if !writable {
        assert_eq!(out.status.code(), Some(2));
        let text = stderr(&out);
        assert!(
            text.contains("the crash report could not be saved in"),
            "{text}"
        );
        assert!(
            text.contains("a crash requested by SHASHKI_TEST_PANIC"),
            "{text}"
        );
        assert!(
            text.contains(concat!(
                "shashki ",
                env!("CARGO_PKG_VERSION"),
                " stopped because of a bug."
            )),
            "{text}"
        );
        assert!(crash_reports(&dir).is_empty());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether `text` has anything of a progress bar drawn on a terminal: carriage returns,
/// escape sequences or bar characters.
fn has_bar(text: &str) -> bool {
    text.contains(['\r', '\u{1b}']) || text.contains("[=") || text.contains("=>")
}

#[test]
fn long_work_draws_no_progress_bar_when_piped() {
    let dir = std::env::temp_dir().join(format!("shashki-cli-bars-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("two.pdn");
    std::fs::write(
        &file,
        "[Event \"a\"]\n[FEN \"W:Wb6,a7,e3:Bc3,a5,h4\"]\n1. a7-b8 a5:c7 2. b8:e5:b2 *\n\n\
         [Event \"b\"]\n1. c3-d4 *\n",
    )
    .unwrap();
    let out = shashki(&["puzzles", "import", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(!has_bar(&text), "{text:?}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].ends_with(":5: left out: the first move does not reach any goal against every defence within the line's length"), "{text}");
    assert_eq!(lines[1], "1 puzzle imported, 1 left out");
    assert!(stdout(&out).contains("puzzles:"), "{}", stdout(&out));

    let out = shashki(&["puzzles", "mine", "--count", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(!has_bar(&text), "{text:?}");
    assert!(text.starts_with("found 1 of 1\n"), "{text}");
    assert!(text.contains("\n1 puzzle in "), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_drill_worksheet_prints_and_a_rule_the_variant_lacks_is_refused() {
    let out = shashki(&[
        "drill",
        "--print",
        "6",
        "--rule",
        "must-capture",
        "--seed",
        "5",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "Worksheet with 6 questions (seed 5).\n");
    let html = stdout(&out);
    let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
        .expect("well-formed");
    let prompts = doc
        .descendants()
        .filter(|n| n.has_tag_name("p"))
        .filter_map(|n| n.text())
        .filter(|t| t.contains("Which piece must capture?"))
        .count();
    assert_eq!(prompts, 6, "{html}");
    // The same seed, the same sheet.
    let again = shashki(&[
        "drill",
        "--print",
        "6",
        "--rule",
        "must-capture",
        "--seed",
        "5",
    ]);
    assert_eq!(stdout(&again), html);
    // Russian words on request.
    let ru = shashki(&[
        "--lang", "ru", "drill", "--print", "2", "--rule", "crowning", "--seed", "1",
    ]);
    assert!(stdout(&ru).contains("Становится дамкой"), "{}", stdout(&ru));
    // English draughts has no flying kings: no king-stop drill there.
    let out = shashki(&["drill", "--rule", "king-stop", "--variant", "english"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the king-stop drill needs flying kings"),
        "{}",
        stderr(&out)
    );
    let out = shashki(&["drill", "--rule", "jumping"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown rule 'jumping'"),
        "{}",
        stderr(&out)
    );
    // A worksheet needs its rule.
    let out = shashki(&["drill", "--print", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--rule"), "{}", stderr(&out));
}

/// Runs the binary in an English locale with the clock's dates in UTC.
fn shashki_utc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .env("LC_ALL", "C.UTF-8")
        .env("TZ", "UTC")
        .output()
        .expect("the binary runs")
}

/// 2026-12-01 05:20 UTC.
const DAY: u64 = 1_796_100_000;

/// A data directory with three profiles written with the library's own store: Anna, who did
/// a little of everything, Bob, who did nothing, and "Kate, the Great", whose file is damaged.
fn class_dir(name: &str) -> std::path::PathBuf {
    use shashki::progress::{
        LessonProgress, Progress, PuzzleProgress, QuizResult, RatedResult, Store,
    };
    use shashki::rating::Rating;
    let dir = std::env::temp_dir().join(format!("shashki-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::open(&dir).unwrap();
    let anna = store.resolve_profile(Some("Anna")).unwrap();
    let mut p = Progress::default();
    for (id, stars) in [("board", 3), ("setup", 1)] {
        p.lessons.insert(
            id.into(),
            LessonProgress {
                completed: true,
                stars,
                updated: DAY - 86_400,
                ..LessonProgress::default()
            },
        );
    }
    for (key, correct) in [
        ("find/russian/60s/labels", 18),
        ("name/russian/60s/labels", 6),
        ("write/russian/untimed/labels", 12),
        ("drill-must-capture/russian/untimed/labels", 9),
    ] {
        p.quiz.add(QuizResult {
            key: key.into(),
            score: correct,
            correct,
            asked: 20,
            when: DAY,
        });
    }
    // Ratings and attempts move only through rated results (a save replays them).
    for (id, score, solved, updated) in [
        ("trap-2", 0.0, false, DAY - 100),
        ("trap-1", 1.0, true, DAY - 200),
    ] {
        p.rate(RatedResult {
            variant: "russian".into(),
            puzzle: id.into(),
            learner_start: Rating::new(1500.0),
            puzzle_start: Rating::new(1400.0),
            score,
            max_step: 200.0,
        });
        let entry = p
            .puzzles
            .entry(id.into())
            .or_insert_with(PuzzleProgress::default);
        entry.solved = solved;
        entry.failed = !solved;
        entry.updated = updated;
    }
    store.save(&anna.id, &p).unwrap();
    store.create_profile("Bob").unwrap();
    let kate = store.create_profile("Kate, the Great").unwrap();
    damage(&dir, &kate.id);
    dir
}

/// Writes a progress file that does not parse for the profile `id`.
fn damage(dir: &std::path::Path, id: &str) {
    std::fs::write(
        dir.join("profiles").join(id).join("progress.yaml"),
        "lessons: [\n",
    )
    .unwrap();
}

#[test]
fn progress_all_prints_a_class_table_as_text_csv_or_html() {
    let dir = class_dir("class");
    let data = dir.to_str().unwrap();
    let out = shashki_utc(&["--data-dir", data, "progress", "--all"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("Name ") && lines[0].ends_with("Last seen"),
        "{text}"
    );
    assert!(lines[1].starts_with("Anna "), "{text}");
    for cell in ["2/", "4/", " 18 ", " 9 (1) ", " ru 1", "2026-12-01"] {
        assert!(lines[1].contains(cell), "{cell} in {}", lines[1]);
    }
    assert!(
        lines[2].starts_with("Bob ") && lines[2].ends_with("never"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("Kate, the Gre… ") && lines[3].contains("could not be read: "),
        "{text}"
    );
    for line in &lines[..3] {
        assert!(line.chars().count() <= 80, "{line}");
    }
    // Run again, the damaged file is set aside: it is still not read, and the table says where
    // it is.
    let out = shashki_utc(&["--data-dir", data, "progress", "--all"]);
    let again = stdout(&out);
    let kate = again.lines().nth(3).unwrap();
    assert!(
        kate.contains("could not be read: the progress file did not parse and is kept as ")
            && kate.contains("progress.yaml.corrupt-"),
        "{again}"
    );
    damage(&dir, "kate-the-great");
    let out = shashki_utc(&["--data-dir", data, "progress", "--all", "--format", "csv"]);
    let csv = stdout(&out);
    let rows: Vec<&str> = csv.split("\r\n").collect();
    assert!(
        rows[0].starts_with("name,lessons_done,lessons_total,stars,"),
        "{csv}"
    );
    assert!(rows[1].starts_with("Anna,2,"), "{csv}");
    assert!(rows[3].starts_with("\"Kate, the Great\",,"), "{csv}");
    let html = dir.join("class.html");
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--lang",
        "bg",
        "progress",
        "--all",
        "--format",
        "html",
        "--out",
        html.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!("The table of 3 profiles written to {}.\n", html.display())
    );
    let page = std::fs::read_to_string(&html).unwrap();
    let doc = roxmltree::Document::parse(page.trim_start_matches("<!DOCTYPE html>\n"))
        .expect("well-formed");
    let title = doc.descendants().find(|n| n.has_tag_name("h1")).unwrap();
    assert!(title.text().unwrap().starts_with("Напредък на класа, "));
    assert!(page.contains("<td class=\"name\">Kate, the Great</td>"));
    // --format and --out belong to --all.
    let out = shashki_utc(&["--data-dir", data, "progress", "--format", "csv"]);
    assert_eq!(out.status.code(), Some(2));
    let empty = dir.join("empty");
    let out = shashki_utc(&["--data-dir", empty.to_str().unwrap(), "progress", "--all"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        format!(
            "There are no profiles in {} yet: nobody has used the trainer here.\n",
            empty.display()
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn progress_delete_asks_and_moves_the_profile_into_deleted() {
    let dir = class_dir("delete");
    let data = dir.to_str().unwrap();
    let out = shashki_utc(&["--data-dir", data, "progress", "--delete", "Bob"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: add --yes to delete without being asked\n"
    );
    let out = shashki_utc(&["--data-dir", data, "progress", "--delete", "Zed", "--yes"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out)
            == "error: there is no profile 'Zed' to delete; the profiles are: Anna, Bob, Kate, the Great\n",
        "{}",
        stderr(&out)
    );
    let out = shashki_utc(&["--data-dir", data, "progress", "--delete", "anna", "--yes"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("The profile Anna is deleted; its progress and saved games are in "),
        "{text}"
    );
    assert!(text.contains("The profile in use is now Bob."), "{text}");
    let moved: Vec<std::path::PathBuf> = std::fs::read_dir(dir.join("deleted"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(moved.len(), 1);
    assert!(moved[0].join("progress.yaml").is_file());
    let out = shashki_utc(&["--data-dir", data, "progress", "--all", "--format", "csv"]);
    assert!(!stdout(&out).contains("Anna"), "{}", stdout(&out));
    let out = shashki_utc(&["--data-dir", data, "progress", "--delete", "Bob", "--all"]);
    assert_eq!(out.status.code(), Some(2), "one thing at a time");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn weak_sheets_take_a_profiles_weakest_quizzes_and_failed_puzzles() {
    let dir = class_dir("weak");
    let data = dir.to_str().unwrap();
    let sheet = dir.join("weak.html");
    let sheet_path = sheet.to_str().unwrap();
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--profile",
        "Anna",
        "quiz",
        "--print",
        "4",
        "--weak",
        "--seed",
        "2",
        "--out",
        sheet_path,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!(
            "Weakest first: name, write.\nWorksheet with 4 questions written to {} (seed 2).\n",
            sheet.display()
        )
    );
    let page = std::fs::read_to_string(&sheet).unwrap();
    roxmltree::Document::parse(page.trim_start_matches("<!DOCTYPE html>\n")).expect("well-formed");
    assert!(page.contains("<h1>Draughts quiz for Anna: what to practise</h1>"));
    // Nothing weak: a sentence, no sheet, success.
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--profile",
        "Bob",
        "quiz",
        "--print",
        "4",
        "--weak",
    ]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        "Bob has not played a quiz yet, so nothing is weak: no worksheet was written.\n"
    );
    let out = shashki_utc(&["--data-dir", data, "quiz", "find", "--print", "4", "--weak"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "a mode and --weak do not go together"
    );
    // Puzzles: Anna failed trap-2 only.
    let puzzles = dir.join("puzzles.svg");
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--profile",
        "Anna",
        "puzzles",
        "--print",
        "5",
        "--weak",
        "--out",
        puzzles.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!(
            "Puzzle sheet with 1 puzzle written to {}.\n",
            puzzles.display()
        )
    );
    let svg = std::fs::read_to_string(&puzzles).unwrap();
    roxmltree::Document::parse(&svg).expect("well-formed");
    assert!(svg.contains("Puzzles for Anna to try again") && svg.contains("The book line: "));
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--profile",
        "Bob",
        "puzzles",
        "--print",
        "5",
        "--weak",
    ]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "");
    assert_eq!(
        stderr(&out),
        "Bob has failed no puzzle, so no sheet was written.\n"
    );
    // Without --weak: drawn by the seed, the same seed the same sheet.
    let args = [
        "puzzles",
        "--print",
        "3",
        "--variant",
        "russian",
        "--theme",
        "opening-trap",
        "--seed",
        "4",
    ];
    let first = shashki_utc(&args);
    assert!(first.status.success(), "{}", stderr(&first));
    assert_eq!(stderr(&first), "Puzzle sheet with 3 puzzles (seed 4).\n");
    assert_eq!(stdout(&first), stdout(&shashki_utc(&args)));
    let page = stdout(&first);
    roxmltree::Document::parse(page.trim_start_matches("<!DOCTYPE html>\n")).expect("well-formed");
    assert_eq!(
        page.matches("White to move").count() + page.matches("Black to move").count(),
        3
    );
    let out = shashki_utc(&[
        "puzzles",
        "--print",
        "3",
        "--variant",
        "english",
        "--theme",
        "opening-trap",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "error: no puzzle has the variant and theme asked for\n"
    );
    let out = shashki_utc(&["puzzles", "--print", "2", "mine"]);
    assert_eq!(out.status.code(), Some(2), "a sheet is not mined");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_drill_sheet_of_a_profiles_weakest_drills() {
    let dir = class_dir("weak-drill");
    let data = dir.to_str().unwrap();
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--profile",
        "Anna",
        "drill",
        "--print",
        "3",
        "--weak",
        "--seed",
        "4",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).starts_with("Weakest first: drill-must-capture.\n"),
        "{}",
        stderr(&out)
    );
    assert!(
        stdout(&out).contains("Which piece must capture?"),
        "{}",
        stdout(&out)
    );
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "--profile",
        "Bob",
        "drill",
        "--print",
        "3",
        "--weak",
    ]);
    assert!(out.status.success());
    assert_eq!(
        stderr(&out),
        "Bob has not played a drill yet, so nothing is weak: no worksheet was written.\n"
    );
    let out = shashki_utc(&[
        "--data-dir",
        data,
        "drill",
        "--print",
        "3",
        "--weak",
        "--rule",
        "crowning",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A PDN file in the temporary directory, for `shashki review`.
fn pdn_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("shashki-cli-{name}-{}.pdn", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn review_marks_a_planted_blunder_and_annotates_a_pdn_that_reads_back() {
    // Two games, the second from another program's style (no tags, a comment, x captures).
    let file = pdn_file(
        "review",
        "[Event \"t\"]\n1. g3-h4 d6-e5 2. a3-b4 c7-d6 3. c3-d4 e5:c3:a5 *\n\n\
         [Event \"u\"]\n1. c3-d4 {opening} f6-g5 *\n",
    );
    let path = file.to_str().unwrap();
    let out = shashki(&["review", path, "--time", "50"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "game 1 (line 1)");
    let blunder = lines
        .iter()
        .find(|l| l.starts_with("3. c3-d4 "))
        .expect("the blunder's line");
    assert!(blunder.contains("?? blunder, better: "), "{text}");
    assert!(
        blunder.ends_with(". After c3-d4 Black could take 2 pieces with e5:c3:a5."),
        "{text}"
    );
    assert!(
        text.contains("3... e5:c3:a5         good. It was the only move."),
        "{text}"
    );
    // White's quiet moves are not counted: at 50 ms a move, a3-b4 is "good" or "inaccurate"
    // depending on the machine's load. Its one blunder is always found.
    let white = lines
        .iter()
        .find(|l| l.starts_with("White: "))
        .expect("White's summary");
    assert!(white.ends_with(", 0 mistakes, 1 blunder"), "{text}");
    assert!(text.contains("\ngame 2 (line 4)\n1. c3-d4 "), "{text}");
    // --annotate: PDN with NAGs and comments on standard output, the review on standard error.
    let out = shashki_in(
        "ru_RU.UTF-8",
        &["review", path, "--time", "50", "--annotate"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let pdn = stdout(&out);
    assert!(
        pdn.contains("3. c3-d4 $4\n{грубая ошибка; лучше: "),
        "{pdn}"
    );
    assert!(pdn.contains("[Event \"u\"]"), "{pdn}");
    assert!(
        stderr(&out).contains("ошибок 0, грубых ошибок 1"),
        "{}",
        stderr(&out)
    );
    let back = pdn_file("review-back", &pdn);
    let out = shashki(&["review", back.to_str().unwrap(), "--time", "20"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("3. c3-d4           ?? blunder"),
        "{}",
        stdout(&out)
    );
    // --annotate OUT writes the file and says so.
    let written =
        std::env::temp_dir().join(format!("shashki-cli-review-out-{}.pdn", std::process::id()));
    let out = shashki(&[
        "review",
        path,
        "--time",
        "20",
        "--annotate",
        written.to_str().unwrap(),
    ]);
    assert!(
        stderr(&out).contains("annotated games written to "),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).contains("?? blunder"));
    assert!(std::fs::read_to_string(&written).unwrap().contains("$4"));
    // A bad move is reported with the file, the line and what was expected.
    let bad = pdn_file("review-bad", "[Event \"t\"]\n1. c3-d4 d6-e5\n2. d4-h8 *\n");
    let out = shashki(&["review", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.starts_with(&format!("error: {}:3:4: ", bad.display())),
        "{err}"
    );
    for f in [file, back, written, bad] {
        let _ = std::fs::remove_file(f);
    }
}

/// Runs the binary with `args`, killing it if it has not finished within a minute (a read
/// that blocks on a named pipe would otherwise hang the test run): the deadline only keeps a
/// wrong program from hanging, it measures nothing.
fn shashki_or_kill(args: &[&str]) -> Output {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_shashki"))
        .args(args)
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        if child
            .try_wait()
            .expect("the binary can be waited for")
            .is_some()
        {
            return child.wait_with_output().expect("its output");
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("shashki {args:?} did not finish: it must refuse at once");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// A fresh folder for one test.
fn fresh_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Makes a named pipe at `path`.
fn mkfifo(path: &std::path::Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
}

/// A sparse file of 2 GB at `path`: nothing is written, but reading it all would take 2 GB.
fn sparse(path: &std::path::Path) {
    std::fs::File::create(path)
        .and_then(|f| f.set_len(2 << 30))
        .unwrap();
}

#[test]
fn pdn_readers_refuse_pipes_devices_folders_and_huge_files_at_once() {
    let dir = fresh_dir("pdn-kinds");
    let pipe = dir.join("pipe.pdn");
    mkfifo(&pipe);
    let huge = dir.join("huge.pdn");
    sparse(&huge);
    let folder = dir.join("folder.pdn");
    std::fs::create_dir(&folder).unwrap();
    for (path, what) in [
        (pipe.as_path(), "not a regular file but a named pipe (FIFO)"),
        (
            std::path::Path::new("/dev/zero"),
            "not a regular file but a device",
        ),
        (folder.as_path(), "not a regular file but a folder"),
        (huge.as_path(), "larger than 50 MB"),
    ] {
        let file = path.to_str().unwrap();
        for args in [
            vec!["review", file],
            vec!["review", file, "--annotate"],
            vec!["analyse", "--pdn", file],
            vec!["play", "--load", file],
            vec!["puzzles", "import", file],
        ] {
            let out = shashki_or_kill(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
            assert_eq!(stderr(&out), format!("error: {file}: {what}\n"), "{args:?}");
            assert_eq!(stdout(&out), "", "{args:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pdn_files_of_too_many_games_or_moves_are_refused_with_the_line() {
    let dir = fresh_dir("pdn-caps");
    // 10,001 games: refused at the first game past 10,000, before any is reviewed.
    let many = dir.join("many.pdn");
    std::fs::write(&many, "[Event \"x\"]\n1. c3-d4 *\n".repeat(10_001)).unwrap();
    let file = many.to_str().unwrap();
    for args in [
        vec!["review", file],
        vec!["analyse", "--pdn", file],
        vec!["puzzles", "import", file],
    ] {
        let out = shashki_or_kill(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&out),
            format!(
                "error: {file}:20001: more than 10000 games; a file can hold at most 10000 \
                 (split it into smaller files)\n"
            ),
            "{args:?}"
        );
        assert_eq!(stdout(&out), "", "{args:?}");
    }
    // A game of 501 moves (two kings going to and fro): refused at move 501.
    let long = dir.join("long.pdn");
    let mut text = String::from("[FEN \"W:WKa1:BKh2\"]\n");
    for n in 1..=501 {
        let (w, b) = if n % 2 == 1 {
            ("a1-b2", "h2-g1")
        } else {
            ("b2-a1", "g1-h2")
        };
        let _ = writeln!(text, "{n}. {w} {b}");
    }
    std::fs::write(&long, text).unwrap();
    let file = long.to_str().unwrap();
    for args in [vec!["review", file], vec!["analyse", "--pdn", file]] {
        let out = shashki_or_kill(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&out),
            format!(
                "error: {file}:502:6: the game has more than 500 moves; a game can have at \
                 most 500\n"
            ),
            "{args:?}"
        );
    }
    // Games are reviewed a game at a time, and an annotated file is put in place at the end:
    // the file reviewed may be the one written.
    let same = dir.join("same.pdn");
    std::fs::write(
        &same,
        "[Event \"a\"]\n1. c3-d4 *\n[Event \"b\"]\n1. c3-b4 f6-g5 *\n",
    )
    .unwrap();
    let file = same.to_str().unwrap();
    let out = shashki_or_kill(&["review", file, "--time", "10", "--annotate", file]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("\ngame 2 (line 3)\n1. c3-b4 "),
        "{}",
        stdout(&out)
    );
    let written = std::fs::read_to_string(&same).unwrap();
    assert!(
        written.contains("[Event \"a\"]") && written.contains("[Event \"b\"]"),
        "{written}"
    );
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        3,
        "no temporary file is left"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn tables_that_are_pipes_devices_or_huge_are_unusable_at_once() {
    let dir = fresh_dir("tables-kinds");
    let tables = dir.join("tables");
    std::fs::create_dir_all(&tables).unwrap();
    mkfifo(&tables.join("russian.shtb"));
    std::os::unix::fs::symlink("/dev/zero", tables.join("brazilian.shtb")).unwrap();
    sparse(&tables.join("english.shtb"));
    std::fs::create_dir(tables.join("international.shtb")).unwrap();
    let data = dir.to_str().unwrap();
    let out = shashki_or_kill(&["--data-dir", data, "tables"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let unusable = "unusable, the engine plays without it";
    for (variant, what) in [
        ("russian", "not a regular file but a named pipe (FIFO)"),
        ("brazilian", "not a regular file but a device"),
        ("international", "not a regular file but a folder"),
        ("english", "larger than 32 MB"),
    ] {
        let path = tables.join(format!("{variant}.shtb"));
        let line = format!("{variant}: {unusable}: {}: {what}\n", path.display());
        assert!(text.contains(&line), "{line}\n{text}");
    }
    // The engine, probing the tables of a position of two kings, plays on without them.
    for variant in ["russian", "brazilian", "english"] {
        let fen = if variant == "english" {
            "W:WK1:BK32"
        } else {
            "W:WKa1:BKh8"
        };
        let args = [
            "--data-dir",
            data,
            "analyse",
            "--variant",
            variant,
            "--fen",
            fen,
            "--depth",
            "3",
        ];
        let out = shashki_or_kill(&args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).starts_with("best: "), "{}", stdout(&out));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_names_a_pipe_among_the_content_files_and_an_empty_folder() {
    let dir = fresh_dir("check-kinds");
    mkfifo(&dir.join("lesson.yaml"));
    let folder = dir.to_str().unwrap();
    let out = shashki_or_kill(&["check", folder]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        format!(
            "{}: not a regular file but a named pipe (FIFO)\n0 lessons, 0 puzzles, 1 problem\n",
            dir.join("lesson.yaml:1:1").display()
        )
    );
    let empty = fresh_dir("check-empty");
    let out = shashki_or_kill(&["check", empty.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains(":1:1: no lessons or puzzles here: a folder to check holds"),
        "{}",
        stdout(&out)
    );
    let out = shashki_or_kill(&["check", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).starts_with("/dev/zero:1:1: not a regular file but a device\n"),
        "{}",
        stdout(&out)
    );
    for d in [dir, empty] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn a_profile_name_with_control_characters_is_shown_escaped() {
    let dir = fresh_dir("profile-escape");
    let data = dir.to_str().unwrap();
    let name = "a\u{1b}[31mb\u{7}";
    for args in [
        vec!["--data-dir", data, "progress", "--profile", name],
        vec!["--data-dir", data, "progress", "--delete", name, "--yes"],
        vec![
            "--data-dir",
            data,
            "quiz",
            "--print",
            "2",
            "--weak",
            "--profile",
            name,
        ],
    ] {
        let out = shashki_or_kill(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let text = stderr(&out);
        assert!(!text.contains(['\u{1b}', '\u{7}']), "{args:?}: {text:?}");
        assert_eq!(
            text,
            "error: Bad profile name \"a\\u{1b}[31mb\\u{7}\": use 1 to 40 characters, without \
             control characters.\n",
            "{args:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
