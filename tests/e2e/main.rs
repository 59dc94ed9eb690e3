//! The real binary driven in tmux as a person would: keys in, the screen read back, and the
//! saved progress checked. Skipped (with a message) where tmux is missing; `.ci/run` installs it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

mod drills;
mod lessons;
mod menu;
mod play;
mod puzzles;

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

/// A fresh, empty data directory: the trainer makes a new profile there, whose learner is
/// offered the placement test on the main menu first.
fn new_learner_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-e2e-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The placement offer a new learner meets on the main menu.
fn wait_for_the_placement_offer(t: &Tmux) -> String {
    t.wait_until("the placement offer", |screen| {
        screen.contains("Welcome, Player!")
            && screen.contains("<I am new: start with lesson 1> <I know some: take the test>")
    })
}
