//! The real binary driven in tmux as a person would: keys in, the screen read back, and the
//! saved progress checked. Skipped (with a message) where tmux is missing; `.ci/run` installs it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long a test waits for a screen (or for a process to end) before it fails: generous,
/// since the tests run in parallel, beside builds, on small machines.
const DEADLINE: Duration = Duration::from_secs(30);

/// How often the pane (or a process) is looked at while waiting.
const POLL: Duration = Duration::from_millis(20);

/// Asks `check` again every [`POLL`] until it gives a value. After [`DEADLINE`] the test fails,
/// saying what it waited for and what `check` last saw (say, the screen).
fn poll<T>(what: &str, mut check: impl FnMut() -> Result<T, String>) -> T {
    let start = Instant::now();
    loop {
        match check() {
            Ok(value) => return value,
            Err(seen) if start.elapsed() > DEADLINE => {
                panic!("waited {DEADLINE:?} for {what}, in vain; last seen:\n{seen}")
            }
            Err(_) => sleep(POLL),
        }
    }
}

struct Tmux {
    session: String,
    socket: PathBuf,
}

impl Tmux {
    /// A tmux command on this session's own server: tests run in parallel, and on one shared
    /// server a test ending the last session stops the server while another test starts its own
    /// ("server exited unexpectedly").
    fn tmux(&self) -> Command {
        let mut command = Command::new("tmux");
        command.arg("-S").arg(&self.socket);
        command
    }

    /// The session as a target that matches it exactly: a bare name also matches any session
    /// whose name starts with it.
    fn target(&self) -> String {
        format!("={}:", self.session)
    }

    fn start(name: &str, command: &str) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("SHASHKI_REQUIRE_TMUX").is_none(),
                "tmux is required here (.ci/run installs it)"
            );
            eprintln!("tmux is not installed; skipping the end-to-end test");
            return None;
        }
        let session = format!("shashki-e2e-{name}-{}", std::process::id());
        let shell = format!("{command}; echo EXIT=$?; sleep 60");
        let socket = std::env::temp_dir().join(format!("{session}.tmux"));
        let tmux = Tmux { session, socket };
        let status = tmux
            .tmux()
            .args([
                "new-session",
                "-d",
                "-s",
                &tmux.session,
                "-x",
                "80",
                "-y",
                "24",
                &shell,
            ])
            .status()
            .expect("tmux runs");
        assert!(status.success());
        Some(tmux)
    }

    /// Sends `keys` (tmux key names, or text) one after another. The keys of one call belong
    /// together; a test then waits for the screen they lead to before it sends more. Escape
    /// only comes last: a terminal reads Escape and a key that arrive together as Alt and the
    /// key.
    fn keys(&self, keys: &[&str]) {
        if let Some((_, before)) = keys.split_last() {
            assert!(
                !before.contains(&"Escape"),
                "wait for the screen after Escape before the next key: {keys:?}"
            );
        }
        self.tmux()
            .args(["send-keys", "-t", &self.target()])
            .args(keys)
            .status()
            .unwrap();
    }

    /// Sends `keys` and waits until the screen shows `needle`, which it must not show before.
    fn keys_then(&self, keys: &[&str], needle: &str) -> String {
        self.keys_until(keys, &format!("'{needle}' after {keys:?}"), |screen| {
            screen.contains(needle)
        })
    }

    /// Sends `keys` and waits until the screen is as `done` says (`what`, for the failure); the
    /// screen before the keys must not be already.
    fn keys_until(&self, keys: &[&str], what: &str, done: impl Fn(&str) -> bool) -> String {
        let before = self.screen();
        assert!(
            !done(&before),
            "before {keys:?} the screen shows {what} already:
{before}"
        );
        self.keys(keys);
        self.wait_until(what, done)
    }

    /// Types `text` as it is (Cyrillic letters too), as a keyboard would. A wait follows, as
    /// after [`Tmux::keys`].
    fn type_text(&self, text: &str) {
        self.tmux()
            .args(["send-keys", "-t", &self.target(), "-l", text])
            .status()
            .unwrap();
    }

    fn screen(&self) -> String {
        let out = self
            .tmux()
            .args(["capture-pane", "-p", "-t", &self.target()])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Waits until the screen shows `needle`.
    fn wait_for(&self, needle: &str) -> String {
        self.wait_until(&format!("'{needle}'"), |screen| screen.contains(needle))
    }

    /// Waits until the screen is as `done` says; `what` names it for the failure message.
    /// The screen is taken once it reads the same twice in a row: a big frame reaches the
    /// terminal in parts, and a screen read in between shows its top over the last frame's
    /// bottom.
    fn wait_until(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let mut last = String::new();
        poll(&format!("the screen to show {what}"), || {
            let screen = self.screen();
            let settled = screen == last;
            last.clone_from(&screen);
            if settled && done(&screen) {
                Ok(screen)
            } else {
                Err(screen)
            }
        })
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.tmux().arg("kill-server").status();
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// A fresh data directory for one test, whose learner has already answered the placement
/// test's question (a new profile is asked it on the main menu first).
fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let profile = dir.join("profiles/player");
    std::fs::create_dir_all(&profile).unwrap();
    std::fs::write(
        dir.join("profiles.yaml"),
        "format: 1\nlast: player\nprofiles:\n- id: player\n  name: Player\n",
    )
    .unwrap();
    std::fs::write(profile.join("progress.yaml"), "format: 1\nplaced: 1\n").unwrap();
    dir
}

fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_shashki")
}

/// The keys that move from the first main menu entry to `entry` and open it.
fn open_menu_entry(entry: &str) -> Vec<&'static str> {
    const MENU: [&str; 10] = [
        "learn", "review", "drills", "puzzles", "quiz", "play", "glossary", "progress", "settings",
        "quit",
    ];
    let downs = MENU.iter().position(|e| *e == entry).expect("a menu entry");
    let mut keys = vec!["Down"; downs];
    keys.push("Enter");
    keys
}

/// The shell command that starts the binary, in an English locale whatever the machine's.
fn command(dir: &Path, extra: &str) -> String {
    format!(
        "{extra} LC_ALL=C.UTF-8 {} --data-dir {}",
        binary(),
        dir.display()
    )
}

/// The content folder with the lessons frozen for the screen tests (the built-in ones change
/// as they are rewritten): `--content-dir` for [`command`].
fn fixture_args() -> String {
    format!(
        "--content-dir {}/tests/tui/fixture",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// From the main menu to the first move step of the frozen lesson on quiet moves (the last
/// draughts lesson but one: the fixture's; the corners lesson comes last), by keys.
fn open_first_move_step(t: &Tmux) {
    t.wait_for("Learn - lessons step by step");
    t.keys_then(&["Enter"], "1. The board");
    t.keys_then(&["End", "Up", "Up", "Enter"], "Quiet moves (test) - step 1");
    t.keys_then(&["Enter"], "step 2 / 11");
    t.keys_then(&["Enter"], "Make the move");
}

#[test]
fn a_child_does_a_lesson_step_and_the_progress_is_saved() {
    let dir = data_dir("lesson");
    let run = format!("{} {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("lesson", &run) else {
        return;
    };
    open_first_move_step(&t);
    // Pick c3 (the cursor starts there), then d4.
    t.keys_then(&["Enter", "Right", "Up", "Enter"], "Well done!");
    t.keys_then(&["Enter"], "step 4 / 11");
    t.keys_then(&["Escape"], ". Quiet moves (test)");
    t.keys_then(&["Escape"], "Learn - lessons step by step");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.starts_with("format: 1"), "{saved}");
    assert!(
        saved.contains("fixture-quiet-moves:") && saved.contains("step: 3"),
        "{saved}"
    );
    let summary = Command::new(binary())
        .args(["--data-dir", dir.to_str().unwrap(), "progress"])
        .args(fixture_args().split(' '))
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&summary.stdout);
    assert!(
        text.contains(". Quiet moves (test): at step 4 of 11"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_task_missed_yesterday_comes_back_in_the_review() {
    let dir = data_dir("review");
    let catalog = shashki::content::Catalog::load(Some(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tui/fixture"),
    ));
    let script = catalog.lesson("fixture-quiet-moves").unwrap().script();
    // The move step c3-d4 (step 3) was missed two days ago.
    std::fs::write(
        dir.join("profiles/player/progress.yaml"),
        format!(
            "format: 1\nplaced: 1\nreview:\n  lesson/fixture-quiet-moves/2:\n    task: \
             {{kind: lesson, id: fixture-quiet-moves, step: 2, script: {script}}}\n    due: 1\n"
        ),
    )
    .unwrap();
    let run = format!("{} {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("review", &run) else {
        return;
    };
    t.wait_for("Review: 1 task due");
    t.keys_then(&open_menu_entry("review"), "This task went wrong before");
    t.keys_then(&["Enter"], "Make the move");
    // A wrong key first, then c3-d4 with the keys (the cursor starts on c3).
    t.keys_then(&["x", "Enter", "Right", "Up", "Enter"], "Well done!");
    t.keys_then(&["Enter"], "You got 1 of 1 task right.");
    t.keys_then(&["Enter"], "Review: nothing due");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("in_row: 1"), "{saved}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_menu_and_a_lesson_in_bulgarian() {
    let dir = data_dir("bulgarian");
    let run = format!("{} --lang bg {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("bulgarian", &run) else {
        return;
    };
    let screen = t.wait_for("Учи - уроци стъпка по стъпка");
    for text in [
        "shashki - играч: Player",
        "Играй срещу компютъра",
        "Настройки и профили",
        "Нагоре/надолу: избери   Enter: отвори   q: изход",
    ] {
        assert!(screen.contains(text), "{text} missing:\n{screen}");
    }
    // A wrong key on the menu does nothing: Enter after it still opens the lessons.
    t.keys_then(&["x", "F1", "Enter"], "Esc: към менюто");
    // The lesson has no Bulgarian text: it is English, its frame and footer Bulgarian.
    t.keys_then(
        &["End", "Up", "Up", "Enter"],
        "Ходове (тест) - стъпка 1 / 11",
    );
    t.keys_then(&["Enter"], "стъпка 2 / 11");
    let screen = t.keys_then(&["Enter"], "Make the move");
    assert!(screen.contains("Напиши ход:"), "{screen}");
    assert!(screen.contains("Tab или буква: напиши хода"), "{screen}");
    // Enter before a move is told what to do; a move too far is explained in Bulgarian.
    t.keys_then(&["Tab", "Enter"], "Първо направи хода");
    t.keys_then(&["c3-e5", "Enter"], "твърде далеч");
    let screen = t.keys_then(&["c3-d4", "Enter"], "Enter: следваща стъпка");
    assert!(screen.contains("стъпка 3 / 11 - ★★☆"), "{screen}");
    t.keys_then(&["Escape"], ". Ходове (тест)");
    t.keys_then(&["Escape"], "Учи - уроци стъпка по стъпка");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_small_terminal_is_told_and_a_crash_is_reported() {
    let dir = data_dir("small");
    let Some(t) = Tmux::start("small", &command(&dir, "")) else {
        return;
    };
    t.wait_for("Learn - lessons");
    t.tmux()
        .args(["resize-window", "-t", &t.target(), "-x", "30", "-y", "8"])
        .status()
        .unwrap();
    t.wait_for("too small");
    drop(t);

    let Some(t) = Tmux::start("crash", &command(&dir, "SHASHKI_TEST_PANIC=1")) else {
        return;
    };
    let screen = t.wait_for("EXIT=");
    assert!(
        screen.contains("stopped because of a bug; the report is in"),
        "{screen}"
    );
    assert!(screen.contains("EXIT=2"), "{screen}");
    let report = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .find(|e| e.file_name().to_string_lossy().starts_with("crash-"))
        .expect("a crash report file");
    let text = std::fs::read_to_string(report.path()).unwrap();
    assert!(text.contains("a crash requested by SHASHKI_TEST_PANIC"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_is_played_left_with_ctrl_c_listed_and_continued() {
    let dir = data_dir("play");
    let Some(t) = Tmux::start("play", &command(&dir, "")) else {
        return;
    };
    t.wait_for("Play against the computer");
    t.keys_then(&open_menu_entry("play"), "Computer level: 3 / 8");
    // Level 3 -> 1 (it wraps after 8), then White.
    t.keys_then(&["Down", "Enter"], "Computer level: 4 / 8");
    for level in [5, 6, 7, 8, 1] {
        t.keys_then(&["Enter"], &format!("Computer level: {level} / 8"));
    }
    t.keys_then(&["Down", "Enter"], "You play: White");
    t.keys_then(&["Down", "Enter"], "level 1 - you play White");
    let screen = play_and_wait_for_the_answer(&t, &["Tab", "c3-d4", "Enter"], "1. c3-d4 ");
    assert!(screen.contains("1. c3-d4 "), "{screen}");
    // Ctrl-C quits at once; the unfinished game is kept and the way back is printed.
    let screen = t.keys_then(&["C-c"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    assert!(screen.contains("shashki play --load FILE"), "{screen}");
    let text = progress(&dir);
    assert!(text.contains("Games against the computer: 1"), "{text}");
    let file = text
        .lines()
        .find_map(|l| l.split_once("shashki play --load ").map(|(_, f)| f.trim()))
        .expect("the unfinished game is offered")
        .to_string();
    assert!(file.ends_with("-russian-unfinished.pdn"), "{file}");
    drop(t);
    let again = format!("{} play --load {file}", command(&dir, ""));
    let Some(t) = Tmux::start("play-load", &again) else {
        return;
    };
    let screen = t.wait_for("Your move");
    assert!(screen.contains("1. c3-d4 "), "{screen}");
    assert!(screen.contains("level 1 - you play White"), "{screen}");
    // Resigned, the continued game replaces its file: still one game, now lost.
    t.keys_then(&["r"], "Give up this game?");
    t.keys_then(&["Enter"], "You resigned.");
    let text = progress(&dir);
    assert!(text.contains("Games against the computer: 1"), "{text}");
    assert!(text.contains("  0-2  ("), "{text}");
    assert!(!Path::new(&file).exists(), "{file}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_short_game_is_resigned_and_its_review_opened() {
    let dir = data_dir("game-review");
    let args = "play --variant russian --level 1 --side white";
    let Some(t) = Tmux::start("game-review", &format!("{} {args}", command(&dir, ""))) else {
        return;
    };
    t.wait_for("level 1 - you play White");
    play_and_wait_for_the_answer(&t, &["Tab", "c3-d4", "Enter"], "1. c3-d4 ");
    // Back from the move box to the board, where r resigns.
    t.keys_then(&["Tab", "r"], "Give up this game?");
    let screen = t.keys_then(&["Enter"], "You resigned.");
    assert!(screen.contains("v: review the game"), "{screen}");
    t.keys_then(&["v"], "Game review - Russian draughts");
    let screen = t.wait_for("Black: ");
    assert!(screen.contains("> 1. c3-d4"), "{screen}");
    assert!(screen.contains("White: 1 good"), "{screen}");
    let screen = t.keys_then(&["Right", "n"], "> 1... ");
    assert!(screen.contains("Esc: back"), "{screen}");
    // Esc goes back to the finished game.
    t.keys_then(&["Escape"], "You resigned.");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Three moves of corners, chosen from the play menu: a step typed, a jump chain typed, a
/// move picked with two mouse clicks; each answered by the computer; then the game is left
/// and found on the menu to continue.
#[test]
fn three_moves_of_corners_from_the_play_menu() {
    let dir = data_dir("corners");
    let Some(t) = Tmux::start("corners", &command(&dir, "")) else {
        return;
    };
    t.wait_for("Play against the computer");
    t.keys_then(&open_menu_entry("play"), "Game: Russian draughts");
    // On the game row, Enter six times, till it says Corners.
    let game = |screen: &str| {
        let row = screen.lines().find(|l| l.starts_with("│ Game: "));
        row.map(str::to_string)
    };
    for _ in 0..6 {
        let before = game(&t.screen()).expect("a game row");
        t.keys_until(&["Enter"], "the next game", |screen| {
            game(screen).is_some_and(|row| row != before)
        });
    }
    t.wait_for("Game: Corners");
    t.keys_then(&["Down", "Down", "Enter"], "You play: White");
    t.keys_then(&["Down", "Enter"], "you play White");
    let screen = play_and_wait_for_the_answer(&t, &["Tab", "c3-d3", "Enter"], "  1. c3-d3 ");
    assert!(screen.contains("Your move."), "{screen}");
    play_and_wait_for_the_answer(&t, &["a2-a4", "Enter"], "  2. a2-a4 ");
    // A wrong move is explained and nothing is played.
    t.keys_then(&["c1-c5", "Enter"], "cannot get to c5");
    // The board: click b2, then b4 (b2 jumps over b3).
    let screen = t.keys_then(&["Tab"], "Enter: pick a piece, then its square");
    let row_of = |rank: &str| {
        screen
            .lines()
            .position(|l| l.starts_with(&format!("│  {rank} ")))
            .unwrap()
    };
    let (b2, b4) = (row_of("2") + 1, row_of("4") + 1);
    let col = 1 + 3 + 3 + 2; // border, rank labels, file a, the middle of file b (1-based)
    let click = |row: usize| t.type_text(&format!("\x1b[<0;{col};{row}M\x1b[<0;{col};{row}m"));
    click(b2);
    // The piece on b2 is picked: drawn in round brackets.
    t.wait_until("b2 picked", |screen| {
        screen
            .lines()
            .nth(b2 - 1)
            .is_some_and(|l| l.starts_with("│  2 ") && l.contains("(○)"))
    });
    click(b4);
    let screen = t.wait_for("  3. b2-b4 ");
    assert!(
        screen.contains("Your pieces in the far corner: 0 of 9."),
        "{screen}"
    );
    t.wait_for("Your move.");
    t.keys_then(&["Escape"], "Your game is saved");
    // The notice closes; the menu still stands on "Play against the computer".
    t.keys_until(&["Enter"], "the menu, the notice closed", |screen| {
        screen.contains("Quit") && !screen.contains("Your game is saved")
    });
    t.keys_then(&["Enter"], "Continue: ");
    let screen = t.wait_for(", Corners, 3 moves");
    assert!(screen.contains("Game: Russian draughts"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays `keys` (a move) in a game against the computer and waits until the computer has
/// answered: the move list shows `played` and it is the learner's move again (while the
/// computer thinks, the screen says so instead).
fn play_and_wait_for_the_answer(t: &Tmux, keys: &[&str], played: &str) -> String {
    t.keys_until(
        keys,
        &format!("'{played}' and the computer's answer"),
        |screen| screen.contains(played) && screen.contains("Your move"),
    )
}

/// `shashki progress` for the data directory.
fn progress(dir: &Path) -> String {
    let out = Command::new(binary())
        .args(["--data-dir", dir.to_str().unwrap(), "progress"])
        .args(fixture_args().split(' '))
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs the trainer so that its process id lands in `pid_file` (the shell is replaced by it).
fn command_with_pid(dir: &Path, pid_file: &Path, args: &str) -> String {
    format!(
        "sh -c 'echo $$ > {}; exec {} --data-dir {} {args}'",
        pid_file.display(),
        binary(),
        dir.display()
    )
}

/// The process id the trainer wrote, once it is there.
fn read_pid(pid_file: &Path) -> String {
    poll(&format!("a process id in {}", pid_file.display()), || {
        let pid = std::fs::read_to_string(pid_file).unwrap_or_default();
        let pid = pid.trim();
        if pid.is_empty() {
            Err(format!("'{pid}'"))
        } else {
            Ok(pid.to_string())
        }
    })
}

/// Whether the process has ended (an unreaped zombie counts as ended).
fn ended(pid: &str) -> bool {
    let out = Command::new("ps")
        .args(["-o", "stat=", "-p", pid])
        .output()
        .unwrap();
    let stat = String::from_utf8_lossy(&out.stdout);
    stat.trim().is_empty() || stat.trim().starts_with('Z')
}

#[test]
fn a_game_closed_with_sighup_is_continued_from_the_menu() {
    let dir = data_dir("hangup");
    let pid_file = dir.with_extension("pid");
    let _ = std::fs::remove_file(&pid_file);
    let play = command_with_pid(&dir, &pid_file, "play --level 1 --side white");
    let Some(t) = Tmux::start("hangup", &play) else {
        return;
    };
    t.wait_for("level 1 - you play White");
    let screen = play_and_wait_for_the_answer(&t, &["Tab", "c3-d4", "Enter"], "1. c3-d4 ");
    assert!(screen.contains("1. c3-d4 "), "{screen}");
    // The terminal says it hangs up: the game is saved as Esc would, and the trainer ends.
    let pid = read_pid(&pid_file);
    assert!(
        Command::new("kill")
            .args(["-HUP", &pid])
            .status()
            .unwrap()
            .success()
    );
    let screen = t.wait_for("EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    assert!(screen.contains("Your game is saved"), "{screen}");
    drop(t);

    // The play menu offers to continue it, first; Enter brings back its moves.
    std::fs::remove_file(&pid_file).unwrap();
    let Some(t) = Tmux::start("hangup-menu", &command_with_pid(&dir, &pid_file, "")) else {
        return;
    };
    t.wait_for("Play against the computer");
    let screen = t.keys_then(&open_menu_entry("play"), "Continue: ");
    let rows: Vec<&str> = screen.lines().collect();
    assert!(
        rows[1].contains("Russian draughts, 1 move") && rows[2].contains("Game:"),
        "{screen}"
    );
    let screen = t.keys_then(&["Enter"], "Your move");
    assert!(screen.contains("1. c3-d4 "), "{screen}");
    assert!(screen.contains("level 1 - you play White"), "{screen}");
    let text = progress(&dir);
    assert!(text.contains("Games against the computer: 1"), "{text}");
    assert!(text.contains("-russian-unfinished.pdn"), "{text}");

    // Resigning and taking it back leaves the one game, unfinished again.
    t.keys_then(&["r"], "Give up this game?");
    t.keys_then(&["Enter"], "You resigned.");
    t.keys_then(&["u"], "The game goes on.");
    let text = progress(&dir);
    assert!(text.contains("Games against the computer: 1"), "{text}");
    assert!(text.contains("  unfinished  ("), "{text}");
    assert!(text.contains("continue the last unfinished one"), "{text}");

    // The terminal goes away altogether: the trainer still ends, and the game is kept.
    let pid = read_pid(&pid_file);
    drop(t);
    poll("the trainer to end after its terminal closed", || {
        if ended(&pid) {
            Ok(())
        } else {
            Err(format!("process {pid} still runs"))
        }
    });
    let text = progress(&dir);
    assert!(text.contains("Games against the computer: 1"), "{text}");
    assert!(text.contains("  unfinished  ("), "{text}");
    assert!(
        std::fs::read_dir(&dir).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with("crash-")),
        "no crash report"
    );
    let _ = std::fs::remove_file(&pid_file);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lesson_typed_on_the_russian_layout_and_bad_typing_explained() {
    let dir = data_dir("layout");
    let run = format!("{} {}", command(&dir, ""), fixture_args());
    let Some(t) = Tmux::start("layout", &run) else {
        return;
    };
    open_first_move_step(&t);
    // The footer's examples are in the lesson's notation.
    t.keys_then(
        &["Tab"],
        "Type the move (c3-d4, c3:e5) and press Enter  Tab or Esc: back to the board",
    );
    // Half a move, nonsense and a light square: told what to do; no star lost, no crash.
    t.type_text("c3");
    t.keys_then(&["Enter"], "only half a move");
    t.type_text("zz");
    t.keys_then(&["Enter"], "I cannot read that as a move");
    let screen = t.wait_for("step 3 / 11 - ★★★");
    assert!(!screen.contains("EXIT="), "{screen}");
    // The keys labelled c3-d4 with the Russian layout on.
    t.type_text("с3-в4");
    let screen = t.keys_then(&["Enter"], "Read as c3-d4.");
    assert!(screen.contains("Well done!"), "{screen}");
    assert!(screen.contains("★★★"), "{screen}");
    // Esc to the lessons, Esc to the menu, q to quit.
    t.keys_then(&["Escape"], ". Quiet moves (test)");
    t.keys_then(&["Escape"], "Learn - lessons step by step");
    let screen = t.keys_then(&["q"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

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

/// The built-in Russian puzzle whose position is on the screen, read back from the board
/// (the learner sees no puzzle id).
fn puzzle_on_screen(screen: &str) -> shashki::content::Puzzle {
    use shashki::rules::{Color, Role, Variant, square_name};
    let lines: Vec<&str> = screen.lines().collect();
    let flipped = lines.iter().any(|l| l.contains("h  g  f  e"));
    // The glyph in the middle of a square's cell (files a-h, ranks 1-8).
    let cell = |name: &str| -> Option<char> {
        let mut chars = name.chars();
        let file = chars.next()? as usize - 'a' as usize;
        let rank: usize = chars.as_str().parse().ok()?;
        let label = format!("│ {rank:>2} ");
        let line = lines.iter().find(|l| l.starts_with(&label))?;
        let column = if flipped { 7 - file } else { file };
        line.chars().nth(2 + 3 + 3 * column + 1)
    };
    let glyphs = ['○', '●', '◎', '◉'];
    let on_board: usize = lines
        .iter()
        .filter(|l| (1..=8).any(|r| l.starts_with(&format!("│ {r:>2} "))))
        .map(|l| l.chars().take(30).filter(|c| glyphs.contains(c)).count())
        .sum();
    let (puzzles, _) = shashki::content::load_puzzles(None);
    puzzles
        .into_iter()
        .filter(|p| p.variant() == Variant::Russian)
        .find(|p| {
            let pieces: Vec<_> = p.position.pieces_on_board().collect();
            pieces.len() == on_board
                && pieces.iter().all(|(sq, piece)| {
                    let glyph = match (piece.color, piece.role) {
                        (Color::White, Role::Man) => '○',
                        (Color::Black, Role::Man) => '●',
                        (Color::White, Role::King) => '◎',
                        (Color::Black, Role::King) => '◉',
                    };
                    cell(&square_name(Variant::Russian, *sq)) == Some(glyph)
                })
        })
        .unwrap_or_else(|| panic!("no built-in puzzle has the position on screen:\n{screen}"))
}

/// A legal move of the puzzle shown on screen that does not solve it.
fn a_wrong_move(screen: &str) -> String {
    use shashki::engine::{ProveLimit, prove};
    let puzzle = &puzzle_on_screen(screen);
    let limit = ProveLimit {
        depth: puzzle.solution.len() as u32,
        nodes: 400_000,
    };
    let proof = prove(&puzzle.position, puzzle.goal, limit);
    let winning: Vec<_> = proof.proven.iter().map(|p| p.line[0].mv).collect();
    let wrong = puzzle
        .position
        .legal_move_paths()
        .into_iter()
        .find(|p| !winning.contains(&p.mv) && !puzzle.also.iter().any(|a| a.mv == p.mv))
        .expect("a move that does not solve");
    shashki::rules::full_text(puzzle.variant(), &wrong)
}

#[test]
fn a_streak_ends_at_the_first_wrong_move() {
    let dir = data_dir("streak");
    let run = format!("{} puzzles", command(&dir, ""));
    let Some(t) = Tmux::start("streak", &run) else {
        return;
    };
    t.wait_for("How: Next for me");
    t.keys_then(&["Enter"], "How: Streak");
    let screen = t.keys_then(
        &["Down", "Down", "Down", "Down", "Down", "Enter"],
        "Streak: until the first mistake - solved 0",
    );
    let wrong = a_wrong_move(&screen);
    t.keys(&["Tab"]);
    t.type_text(&wrong);
    let screen = t.keys_then(&["Enter"], "The streak is over.");
    assert!(
        screen.contains(&format!("after {wrong} the answer is")),
        "{screen}"
    );
    // No taking back in a streak: Enter shows the result.
    let screen = t.keys_then(
        &["Enter"],
        "Puzzles solved in a row, without a wrong move: 0",
    );
    assert!(!screen.contains("try again"), "{screen}");
    t.keys_then(&["Escape"], "How: Streak");
    let _ = std::fs::remove_dir_all(&dir);
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

/// A fresh, empty data directory: the trainer makes a new profile there, whose learner is
/// offered the placement test on the main menu first.
fn new_learner_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The footer of a game's board while it has the keys (the move box has its own).
const BOARD_FOOTER: &str = "Tab or a letter: type the move";

/// The footer of a move box that has the keys.
const MOVE_BOX_FOOTER: &str = "Tab or Esc: back to the board";

#[test]
fn a_move_typed_on_the_board_without_tab_is_played() {
    let dir = data_dir("no-tab");
    let args = "play --variant russian --level 1 --side white";
    let Some(t) = Tmux::start("no-tab", &format!("{} {args}", command(&dir, ""))) else {
        return;
    };
    let screen = t.wait_until("the board with the keys", |screen| {
        screen.contains("Russian draughts - level 1 - you play White")
            && screen.contains("Your move")
            && screen.contains(BOARD_FOOTER)
    });
    assert!(screen.contains("Type a move: ____"), "{screen}");
    // The first letter opens the move box, the rest of the move and Enter go into it.
    let screen = play_and_wait_for_the_answer(&t, &["c3-d4", "Enter"], "1. c3-d4 ");
    assert!(screen.contains("Black played "), "{screen}");
    let row = screen
        .lines()
        .find(|l| l.contains("1. c3-d4 "))
        .expect("the move list");
    let answer = row
        .split("1. c3-d4 ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_default();
    assert!(
        answer.len() >= 5 && (answer.contains('-') || answer.contains(':')),
        "the computer's answer is in the move list: {screen}"
    );
    // The board was not turned by the letters: White is still at the bottom.
    assert!(
        screen
            .lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("│  8 ")),
        "{screen}"
    );
    assert!(!screen.contains("EXIT="), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn esc_on_the_main_menu_asks_before_quitting() {
    let dir = data_dir("menu-esc");
    let Some(t) = Tmux::start("menu-esc", &command(&dir, "")) else {
        return;
    };
    let menu = "Up/Down: choose   Enter: open   q: quit";
    t.wait_for(menu);
    let screen = t.keys_then(&["Escape"], "Quit shashki?");
    // "No, stay" comes first, with the focus: Esc then Enter never quits by accident.
    assert!(screen.contains("<No, stay> <Yes, quit>"), "{screen}");
    // No: the question closes and the menu stays.
    let screen = t.keys_until(&["Enter"], "the menu, asked no more", |screen| {
        screen.contains(menu) && !screen.contains("Quit shashki?")
    });
    assert!(screen.contains("Learn - lessons step by step"), "{screen}");
    assert!(!screen.contains("EXIT="), "{screen}");
    // Esc on the question closes it too.
    t.keys_then(&["Escape"], "Quit shashki?");
    t.keys_until(&["Escape"], "the menu, asked no more", |screen| {
        screen.contains(menu) && !screen.contains("Quit shashki?")
    });
    // Yes (the second button) ends the program.
    t.keys_then(&["Escape"], "Quit shashki?");
    let screen = t.keys_then(&["Right", "Enter"], "EXIT=");
    assert!(screen.contains("EXIT=0"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn esc_in_a_games_move_box_goes_back_to_the_board() {
    let dir = data_dir("box-esc");
    let args = "play --variant russian --level 1 --side white";
    let Some(t) = Tmux::start("box-esc", &format!("{} {args}", command(&dir, ""))) else {
        return;
    };
    let title = "Russian draughts - level 1 - you play White";
    t.wait_until("the board with the keys", |screen| {
        screen.contains(title) && screen.contains(BOARD_FOOTER)
    });
    // A letter on the board opens the move box with it.
    let screen = t.keys_then(&["e"], MOVE_BOX_FOOTER);
    assert!(screen.contains("Type a move: e___"), "{screen}");
    // Esc there: back to the board, in the same game.
    let screen = t.keys_until(&["Escape"], "the board with the keys again", |screen| {
        screen.contains(BOARD_FOOTER)
    });
    for text in [title, "Your move.", "Esc: leave"] {
        assert!(screen.contains(text), "{text} missing:\n{screen}");
    }
    assert!(!screen.contains("Your game is saved"), "{screen}");
    assert!(!screen.contains("EXIT="), "{screen}");
    // The game is still on: a move typed now is played (its first letter replaces the e).
    play_and_wait_for_the_answer(&t, &["c3-d4", "Enter"], "1. c3-d4 ");
    // The box has the keys after the move: Esc goes to the board, a second Esc leaves.
    t.keys_until(&["Escape"], "the board with the keys again", |screen| {
        screen.contains(BOARD_FOOTER)
    });
    t.keys_then(&["Escape"], "Your game is saved");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The placement offer a new learner meets on the main menu.
fn wait_for_the_placement_offer(t: &Tmux) -> String {
    t.wait_until("the placement offer", |screen| {
        screen.contains("Welcome, Player!")
            && screen.contains("<I am new: start with lesson 1> <I know some: take the test>")
    })
}

#[test]
fn a_new_learners_first_puzzle_is_russian_and_named() {
    let dir = new_learner_dir("first-puzzle");
    let Some(t) = Tmux::start("first-puzzle", &command(&dir, "")) else {
        return;
    };
    wait_for_the_placement_offer(&t);
    // "I am new" (the first button) opens the lessons; Esc goes back to the menu.
    t.keys_then(&["Enter"], "1. The board");
    t.keys_then(&["Escape"], "Enter: open   q: quit");
    let screen = t.keys_then(&open_menu_entry("puzzles"), "How: Next for me");
    assert!(screen.contains("Variant: Russian draughts"), "{screen}");
    let screen = t.keys_then(
        &["Down", "Down", "Down", "Down", "Down", "Enter"],
        "Russian draughts puzzle",
    );
    assert!(screen.contains("Next for me - solved 0"), "{screen}");
    assert!(screen.contains("Type a move:"), "{screen}");
    let (puzzles, _) = shashki::content::load_puzzles(None);
    for id in puzzles.iter().map(|p| p.id.as_str()) {
        assert!(!screen.contains(id), "the id {id} is on screen:\n{screen}");
    }
    // Nor anything shaped like one (ru-1-0012, trap-3); a move (c3-d4) is not.
    let id_like = |word: &str| {
        let word = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        let first_dash = word.find('-');
        word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.ends_with(|c: char| c.is_ascii_digit())
            && first_dash.is_some_and(|i| word[..i].ends_with(|c: char| c.is_ascii_lowercase()))
    };
    let ids: Vec<&str> = screen.split_whitespace().filter(|w| id_like(w)).collect();
    assert!(ids.is_empty(), "{ids:?} on screen:\n{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_placement_test_counts_its_tasks_and_gives_no_hints() {
    let dir = new_learner_dir("placement");
    let Some(t) = Tmux::start("placement", &command(&dir, "")) else {
        return;
    };
    let tasks = shashki::trainer::placement_tasks(&shashki::content::Catalog::load(None).lessons);
    let n = tasks.len();
    let screen = wait_for_the_placement_offer(&t);
    assert!(
        screen.contains(&format!("A short test of {n} tasks")),
        "{screen}"
    );
    let screen = t.keys_then(&["Right", "Enter"], &format!("Test: task 1 of {n}"));
    assert!(screen.contains("Name the marked square."), "{screen}");
    t.keys_then(&["F1"], "The test gives no hints");
    // A wrong answer is told as wrong; Enter goes on to the next task.
    t.type_text("a1");
    let screen = t.keys_then(&["Enter"], "Not quite");
    assert!(!screen.contains("Right!"), "{screen}");
    t.keys_then(&["Enter"], &format!("Test: task 2 of {n}"));
    // Esc asks; yes keeps the one task answered.
    let screen = t.keys_then(&["Escape"], "Stop the test now?");
    assert!(screen.contains("<No, go on> <Yes, stop>"), "{screen}");
    let screen = t.keys_then(&["Right", "Enter"], "Test done");
    assert!(screen.contains("You got 0 of 1 task right."), "{screen}");
    assert!(
        screen.contains("Start with the lesson \"The board\"."),
        "{screen}"
    );
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("\nplaced: "), "{saved}");
    // The first puzzle rating the result promised is the one kept.
    let promised = screen
        .split("Your first puzzle rating: ")
        .nth(1)
        .and_then(|rest| rest.split('.').next())
        .expect("the result names the first puzzle rating");
    assert!(
        saved.contains(&format!("rating: {promised}.0"))
            || saved.contains(&format!("rating: {promised}\n")),
        "{promised} not saved: {saved}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_end_of_a_lesson_leads_to_the_next_one() {
    let dir = data_dir("next-lesson");
    let content = dir.with_extension("content");
    let lessons = content.join("lessons");
    std::fs::create_dir_all(&lessons).unwrap();
    std::fs::write(
        lessons.join("95-e2e-first.yaml"),
        "format: 1\nid: e2e-first\ntitle: First short lesson (test)\nsummary: {en: One question.}\nsteps:\n  - choice: \
         {en: \"How many dark squares are there?\"}\n    options: [\"16\", \"32\"]\n    \
         correct: 2\n",
    )
    .unwrap();
    std::fs::write(
        lessons.join("96-e2e-second.yaml"),
        "format: 1\nid: e2e-second\ntitle: Second short lesson (test)\nsummary: {en: One page.}\nsteps:\n  - say: \
         {en: \"This is the second lesson.\"}\n    position: empty\n",
    )
    .unwrap();
    let run = format!(
        "{} --content-dir {} learn e2e-first",
        command(&dir, ""),
        content.display()
    );
    let Some(t) = Tmux::start("next-lesson", &run) else {
        return;
    };
    t.wait_for("First short lesson (test) - step 1 / 1");
    t.keys_then(&["2"], "Right!");
    let screen = t.keys_then(&["Enter"], "Lesson complete!");
    let buttons = screen
        .lines()
        .find(|l| l.contains("<Lessons>"))
        .expect("the buttons of the lesson's end");
    let first = buttons.find('<').unwrap();
    assert!(
        buttons[first..].starts_with("<Next lesson>"),
        "the first button: {screen}"
    );
    let screen = t.keys_then(&["Enter"], "Second short lesson (test) - step 1 / 1");
    assert!(screen.contains("This is the second lesson."), "{screen}");
    let saved = std::fs::read_to_string(dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("e2e-first:\n    completed: true"), "{saved}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&content);
}
