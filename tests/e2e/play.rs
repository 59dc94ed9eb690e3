//! Games against the computer: moves typed and clicked, Esc in the move box, leaving a game
//! and continuing it, a game resigned and reviewed, corners.

use super::*;

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
    // The menu keeps the choices of the last new game.
    assert!(
        screen.contains("Game: Corners") && screen.contains("You play: White"),
        "{screen}"
    );
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
