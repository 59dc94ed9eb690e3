//! The terminal user interface (cursive). Thin: it turns trainer state into views and key
//! presses into trainer calls.

mod ascii;
mod board;
mod board_keys;
mod choice;
mod corners;
mod corners_lesson;
mod drill;
mod fit;
mod game_review;
mod glossary;
mod input;
mod keys;
mod learn;
mod menu;
mod play;
mod prose;
mod puzzles;
mod quiz;
mod review;
mod screens;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use cursive::Cursive;
use cursive::theme::{BorderStyle, Color, Palette, PaletteColor, Theme};

pub(crate) use ascii::AsciiBackend;
pub(crate) use board::BoardStyle;

use crate::Lang;
use crate::config::Config;
use crate::content::Catalog;
use crate::progress::Store;
use crate::trainer::{Learner, LessonRun};

/// Where the trainer opens.
#[derive(Clone, Debug)]
pub enum Start {
    /// The main menu.
    Menu,
    /// The lesson list, or one lesson by id.
    Learn(Option<String>),
    /// The quiz menu, or a round with these options.
    Quiz(Option<crate::trainer::QuizOptions>),
    /// The puzzle menu with these choices.
    Puzzles(crate::trainer::Choice),
    /// A drill of this rule on this variant, or the drill menu (set to the variant).
    Drill(Option<crate::trainer::Rule>, crate::rules::Variant),
    /// The play menu, or a game.
    Play(Option<crate::trainer::PlayPlan>),
}

/// The trainer's state, kept in cursive's user data: the learner model, and what the
/// screens on show need to draw.
pub(crate) struct App {
    /// The learner model: profile, progress, review; it decides what is kept, and keeps it.
    learner: Learner,
    forced_ascii: bool,
    /// Whether the terminal is drawn in ASCII now (shared with the backend).
    ascii: Arc<AtomicBool>,
    color: bool,
    content_dir: Option<PathBuf>,
    catalog: Option<Arc<Catalog>>,
    run: Option<LessonRun>,
    quiz: Option<quiz::QuizState>,
    puzzles: Option<Arc<Vec<crate::content::Puzzle>>>,
    puzzle_run: Option<puzzles::PuzzleState>,
    play: Option<play::PlayState<crate::rules::Game>>,
    corners: Option<play::PlayState<crate::corners::CornersGame>>,
    corners_run: Option<corners_lesson::LessonScreen>,
    /// The game review on screen.
    game_review: Option<game_review::GameReviewState>,
}

impl App {
    /// Opens the data directory and the profile's progress. Problems that do not stop the
    /// trainer become notices.
    pub fn open(config: &Config) -> App {
        let dir = config.data_dir.clone().or_else(Store::default_dir);
        let learner = Learner::open(
            dir,
            config.profile.as_deref(),
            config.lang,
            config.locale_lang,
        );
        App {
            learner,
            forced_ascii: config.ascii,
            ascii: Arc::new(AtomicBool::new(false)),
            color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
            content_dir: config.content_dir.clone(),
            catalog: None,
            run: None,
            quiz: None,
            puzzles: None,
            puzzle_run: None,
            play: None,
            corners: None,
            corners_run: None,
            game_review: None,
        }
    }

    /// The language to speak.
    pub fn lang(&self) -> Lang {
        self.learner.lang()
    }

    /// The switch that makes the terminal draw in ASCII; give it to [`AsciiBackend`].
    pub fn ascii_switch(&self) -> Arc<AtomicBool> {
        self.ascii.clone()
    }

    /// How to draw boards (and, in ASCII, everything else).
    pub fn board_style(&self) -> BoardStyle {
        let s = &self.learner.progress().settings;
        let ascii = self.forced_ascii || s.ascii;
        self.ascii.store(ascii, Ordering::Relaxed);
        BoardStyle {
            ascii,
            color: self.color,
            labels: s.labels,
            show_targets: s.show_targets,
        }
    }

    /// The lessons (read on first use).
    pub fn catalog(&mut self) -> Arc<Catalog> {
        self.catalog
            .get_or_insert_with(|| Arc::new(Catalog::load(self.content_dir.as_deref())))
            .clone()
    }
}

/// The app's state in a callback.
fn state(siv: &mut Cursive) -> &mut App {
    siv.user_data::<App>()
        .expect("the app state is set at start-up")
}

fn theme(color: bool) -> Theme {
    let mut theme = Theme {
        shadow: false,
        borders: BorderStyle::Simple,
        ..Theme::default()
    };
    if color {
        theme.palette[PaletteColor::Background] = Color::TerminalDefault;
    } else {
        theme.palette = Palette::terminal_default();
    }
    theme
}

/// Builds the trainer's screens on a fresh cursive root (no terminal needed, for tests).
pub fn build(config: &Config, start: Start) -> Result<Cursive, String> {
    let app = App::open(config);
    app.board_style();
    let mut siv = Cursive::new();
    siv.set_theme(theme(app.color));
    siv.set_user_data(app);
    siv.add_global_callback(cursive::event::Event::CtrlChar('c'), Cursive::quit);
    match start {
        Start::Menu => {
            menu::show(&mut siv);
            review::offer_placement(&mut siv);
        }
        Start::Learn(None) => {
            menu::show(&mut siv);
            learn::show_list(&mut siv);
        }
        Start::Quiz(options) => {
            menu::show(&mut siv);
            match options {
                Some(o) => quiz::start(&mut siv, o),
                None => quiz::open_setup(&mut siv),
            }
        }
        Start::Drill(rule, variant) => {
            menu::show(&mut siv);
            match rule {
                Some(r) => quiz::start(&mut siv, crate::trainer::QuizOptions::drill(r, variant)),
                None => drill::show(&mut siv, crate::trainer::Rule::MustCapture, variant),
            }
        }
        Start::Play(session) => {
            menu::show(&mut siv);
            if let Some(plan) = session {
                play::start_plan(&mut siv, plan);
            } else {
                let plan = state(&mut siv).learner.play_plan();
                play::show_setup(&mut siv, plan);
            }
        }
        Start::Puzzles(choice) => {
            menu::show(&mut siv);
            puzzles::show_menu(&mut siv, crate::trainer::RunMode::Practice, choice);
        }
        Start::Learn(Some(id)) => {
            let catalog = state(&mut siv).catalog();
            if catalog.lesson(&id).is_none() && catalog.corners_lesson(&id).is_none() {
                let known: Vec<&str> = catalog
                    .lessons
                    .iter()
                    .map(|l| l.id.as_str())
                    .chain(catalog.corners.iter().map(|l| l.id.as_str()))
                    .collect();
                return Err(format!(
                    "there is no lesson '{id}' (lessons: {})",
                    known.join(", ")
                ));
            }
            menu::show(&mut siv);
            learn::show_list(&mut siv);
            learn::open(&mut siv, &id);
        }
    }
    screens::show_notices(&mut siv);
    Ok(siv)
}

/// Runs the trainer in the terminal. Errors are one line, for the caller to print.
pub(crate) fn run(config: &Config, start: Start) -> Result<(), String> {
    #[cfg(feature = "test-hooks")]
    test_hooks::at_start();
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(
            "the trainer needs a terminal: run `shashki` in a terminal window \
                    (commands such as `shashki check` work without one)"
                .into(),
        );
    }
    #[cfg(feature = "test-hooks")]
    let began = std::time::Instant::now();
    let mut siv = build(config, start)?;
    let backend =
        cursive::backends::try_default().map_err(|e| format!("cannot use this terminal: {e}"))?;
    let backend = Box::new(AsciiBackend::new(backend, state(&mut siv).ascii_switch()));
    let mut runner = siv.runner(backend);
    runner.refresh();
    #[cfg(feature = "test-hooks")]
    if test_hooks::after_first_frame(began) {
        return Ok(());
    }
    #[cfg(unix)]
    let signals = stop_on_signals(runner.cb_sink().clone());
    runner.run();
    #[cfg(unix)]
    if let Some(signals) = signals {
        signals.close();
    }
    let saved = play::close_game::<crate::rules::Game>(&mut runner)
        .or_else(|| play::close_game::<crate::corners::CornersGame>(&mut runner));
    // Back to the normal screen first, so the message stays visible.
    drop(runner);
    if let Some(saved) = saved {
        eprintln!("{saved}");
    }
    Ok(())
}

/// Set once the trainer is told to stop from outside: the terminal was closed (SIGHUP) or the
/// system asked (SIGTERM). A failure of the screen after that is no bug to report.
static STOPPING: AtomicBool = AtomicBool::new(false);

/// How long the screen has to close by itself after SIGHUP or SIGTERM.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// Makes SIGHUP and SIGTERM stop the trainer as Esc and Ctrl-C do: the screen is asked to
/// quit, then the open game is saved (by [`run`]) and the terminal restored. A closed terminal
/// can leave the screen stuck (crossterm keeps reading a terminal that has hung up), so if the
/// trainer has not ended after [`STOP_GRACE`] the process exits anyway; nothing is lost, as the
/// game on screen is saved after every change. Returns the handle that stops the waiting.
#[cfg(unix)]
fn stop_on_signals(sink: cursive::CbSink) -> Option<signal_hook::iterator::Handle> {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM]).ok()?;
    let handle = signals.handle();
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            STOPPING.store(true, Ordering::SeqCst);
            let _ = sink.send(Box::new(Cursive::quit));
            std::thread::sleep(STOP_GRACE);
            std::process::exit(128 + signal);
        }
    });
    Some(handle)
}

/// What became of a crash report.
enum Report {
    /// Written to this file.
    Saved(PathBuf),
    /// Not written: the whole report and why it could not be saved, for standard error.
    NotSaved { text: String, why: String },
}

/// Writes `text` to a new file `crash-<seconds>-<process id>.txt` in `dir`, never over
/// another report: two crashes in the same second (two copies running, or one crashing twice)
/// keep both, the second getting a `-2`, `-3`... suffix.
fn save_report(dir: &std::path::Path, text: &str) -> std::io::Result<PathBuf> {
    use std::io::Write;
    let stem = format!(
        "crash-{}-{}",
        crate::progress::unix_now(),
        std::process::id()
    );
    let mut n = 1;
    loop {
        let name = if n == 1 {
            format!("{stem}.txt")
        } else {
            format!("{stem}-{n}.txt")
        };
        let path = dir.join(name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(text.as_bytes())?;
                return Ok(path);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => n += 1,
            Err(e) => return Err(e),
        }
    }
}

/// Runs the trainer; if it panics, the terminal is restored (the backend is dropped while
/// unwinding) and the report is written to a file whose path is returned in the error. When
/// the file cannot be written, the whole report goes to standard error (once the terminal is
/// restored), after a line saying why it could not be saved.
pub fn run_guarded(config: &Config, start: Start) -> Result<(), String> {
    let dir = config
        .data_dir
        .clone()
        .or_else(Store::default_dir)
        .filter(|d| std::fs::create_dir_all(d).is_ok())
        .unwrap_or_else(std::env::temp_dir);
    let report = Arc::new(std::sync::Mutex::new(None::<Report>));
    let written = report.clone();
    std::panic::set_hook(Box::new(move |info| {
        if STOPPING.load(Ordering::SeqCst) {
            // The terminal is gone or closing: the screen failing to draw is no bug.
            return;
        }
        let text = format!(
            "shashki {} stopped because of a bug.\n\n{info}\n\n{}\n",
            env!("CARGO_PKG_VERSION"),
            std::backtrace::Backtrace::force_capture()
        );
        // The screen still covers the terminal here: standard error has to wait.
        let outcome = match save_report(&dir, &text) {
            Ok(path) => Report::Saved(path),
            Err(e) => Report::NotSaved {
                text,
                why: format!("{}: {e}", dir.display()),
            },
        };
        if let Ok(mut slot) = written.lock() {
            *slot = Some(outcome);
        }
    }));
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(config, start)));
    let _ = std::panic::take_hook();
    outcome.unwrap_or_else(|_| {
        if STOPPING.load(Ordering::SeqCst) {
            return Ok(());
        }
        let saved = report.lock().ok().and_then(|mut r| r.take());
        Err(match saved {
            Some(Report::Saved(p)) => format!(
                "shashki stopped because of a bug; the report is in {} (please send it to us)",
                p.display()
            ),
            Some(Report::NotSaved { text, why }) => {
                eprintln!(
                    "the crash report could not be saved in {why}; here it is \
                     (please send it to us):\n\n{text}"
                );
                "shashki stopped because of a bug, and the report could not be saved \
                 (it is printed above)"
                    .into()
            }
            None => "shashki stopped because of a bug, and the report could not be written".into(),
        })
    })
}

/// Switches for the end-to-end tests and the start-up benchmark, read from the environment.
/// Only in a binary built with the `test-hooks` feature (which the tests and benchmarks turn
/// on through the crate's dev-dependency on itself), never in the trainer users run.
#[cfg(feature = "test-hooks")]
mod test_hooks {
    use std::time::Instant;

    /// Called once the first frame is drawn. With `SHASHKI_FIRST_FRAME=<file>` (benches/
    /// startup.rs) it writes the time to the frame and the peak memory to the file and says
    /// the trainer should stop; with `SHASHKI_TEST_PANIC` set it panics, so the end-to-end test
    /// can check that a crash restores the terminal and is reported.
    pub fn after_first_frame(began: Instant) -> bool {
        if let Some(path) = std::env::var_os("SHASHKI_FIRST_FRAME") {
            let peak = std::fs::read_to_string("/proc/self/status")
                .ok()
                .and_then(|s| {
                    s.lines()
                        .find(|l| l.starts_with("VmHWM:"))
                        .map(str::to_string)
                })
                .unwrap_or_default();
            let ms = began.elapsed().as_secs_f64() * 1e3;
            let _ = std::fs::write(path, format!("first_frame_ms {ms:.2}\n{peak}\n"));
            return true;
        }
        assert!(
            std::env::var_os("SHASHKI_TEST_PANIC").is_none(),
            "a crash requested by SHASHKI_TEST_PANIC"
        );
        false
    }

    /// With `SHASHKI_TEST_PANIC=start` the trainer panics before it looks for a terminal, so
    /// the crash report can be tested without one (tests/cli.rs).
    pub fn at_start() {
        assert!(
            std::env::var_os("SHASHKI_TEST_PANIC").is_none_or(|v| v != "start"),
            "a crash requested by SHASHKI_TEST_PANIC"
        );
    }
}
