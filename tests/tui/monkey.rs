//! Monkey tests: every screen gets thousands of seeded random keys, typed strings, mouse
//! clicks and terminal resizes down to 10x5, and any panic fails the test with the seed, the
//! last events, the screen at the crash and a shortened event sequence that still crashes.
//! On the settings and progress screens Esc must also always lead out of the trainer.
//!
//! The script of events comes from the seed alone, so a failure replays with the same seed;
//! the trainer's own chance (quiz questions, puzzle order, the computer's moves) is drawn
//! from the clock, so a replay may need a few runs. A crash inside a cursive callback
//! unwinds through the event processing and is caught there; a crash on one of the
//! computer's worker threads is seen by the panic hook.
//!
//! To hunt for more crashes, `MONKEY_ROUNDS=N` gives every screen N scripts (other seeds);
//! `MONKEY_SHRINK_SECS` bounds the time spent shortening a failure (30 seconds).

use std::cell::{Cell, RefCell};
use std::fmt::{self, Write as _};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::{Mutex, Once};
use std::time::{Duration, Instant};

use cursive::backends::puppet;
use cursive::event::{Event, Key, MouseButton, MouseEvent};
use cursive::theme::{ColorPair, Effect};
use cursive::{Cursive, CursiveRunner, Vec2};
use shashki::Lang;
use shashki::config::Config;
use shashki::content::StepKind;
use shashki::rng::Rng;
use shashki::rules::{Color, Variant};
use shashki::trainer::{Mode, PlayGame, PlayPlan, QuizOptions, SidePick};
use shashki::tui::{self, Start};

/// The puppet terminal's own size: the largest the trainer ever sees.
const FULL: Vec2 = Vec2::new(80, 24);
/// The smallest terminal the monkey makes.
const SMALLEST: Vec2 = Vec2::new(10, 5);
/// How many presses of Esc must get from any screen out of the trainer.
const ESCAPES: usize = 12;
/// How many of the last events a failure report lists.
const HISTORY: usize = 30;

/// Cyrillic letters, small and capital, for typing.
const CYRILLIC: &str = "йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ";
/// Punctuation and other single characters a child might hit.
const PUNCTUATION: &str = "?:-x!.,;'\"/\\()[]{}<>=+*&^%$#@~`|_ ×—";
/// Whole strings typed at once: moves in every notation, near misses and nonsense.
const STRINGS: &[&str] = &[
    "c3-d4",
    "c3",
    "zz",
    "hello",
    "с3-в4",
    "с3:д4",
    "9x14",
    "",
    "   ",
    "1",
    "a1-h8",
    "ф1",
    "e3:c5:e7",
    "c3:e5:c7:a5",
    "22-18",
    "9-14",
    "32x23",
    "11-15",
    "50",
    "51",
    "0",
    "-",
    ":",
    "x",
    "c3-",
    "-d4",
    "c3--d4",
    "c3::d4",
    "C3-D4",
    "a1",
    "h8",
    "j10",
    "k11",
    "a0",
    "c3-d4 d6-c5",
    "1. c3-d4",
    "46-41",
    "1x50",
    "99x1",
    "ё",
    "Ё",
    "😀",
    "é",
    "c3 d4",
    "?",
    "??",
    "x:x",
    "c3x",
    "c3-d4-e5-f6-g7-h8",
    "25",
    "12-16",
    "Anna",
    "Аня",
    "q",
];

/// A monkey's action: what the terminal sends, or a pause.
#[derive(Clone, Debug)]
pub(super) enum Act {
    /// One event.
    Event(Event),
    /// Characters typed one after another.
    Type(String),
    /// The terminal made this many columns and rows (then `WindowResize`).
    Resize(Vec2),
    /// A pause of this many milliseconds, for the computer's worker threads.
    Wait(u64),
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Event(Event::Mouse {
                position, event, ..
            }) => write!(f, "mouse {event:?} at ({}, {})", position.x, position.y),
            Act::Event(Event::Char(c)) => write!(f, "char {c:?}"),
            Act::Event(Event::Key(k)) => write!(f, "key {k:?}"),
            Act::Event(e) => write!(f, "{e:?}"),
            Act::Type(text) if text.chars().count() > 40 => {
                let head: String = text.chars().take(12).collect();
                write!(f, "type {head:?}... ({} chars)", text.chars().count())
            }
            Act::Type(text) => write!(f, "type {text:?}"),
            Act::Resize(size) => write!(f, "resize to {}x{}", size.x, size.y),
            Act::Wait(ms) => write!(f, "wait {ms} ms"),
        }
    }
}

/// Where a panic happened and what it said.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Panic {
    location: String,
    message: String,
}

impl Panic {
    fn from_info(info: &std::panic::PanicHookInfo<'_>) -> Panic {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(std::string::ToString::to_string)
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".into());
        let location = info.location().map_or_else(String::new, |l| {
            format!("{}:{}:{}", l.file(), l.line(), l.column())
        });
        Panic { location, message }
    }
}

thread_local! {
    /// The last panic on this thread.
    static LAST_PANIC: RefCell<Option<Panic>> = const { RefCell::new(None) };
    /// While shortening a failure, the many expected panics are not printed.
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Panics on unnamed threads (the computer's and the hint's workers; test threads are named).
static WORKER_PANICS: Mutex<Vec<Panic>> = Mutex::new(Vec::new());

/// Installs (once) a panic hook that remembers each panic's place and message, then prints
/// it as usual unless the thread is shortening a failure.
fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let panic = Panic::from_info(info);
            if std::thread::current().name().is_none() {
                WORKER_PANICS
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .push(panic.clone());
            }
            LAST_PANIC.with(|p| *p.borrow_mut() = Some(panic));
            if !QUIET.with(Cell::get) {
                previous(info);
            }
        }));
    });
}

/// The terminal the monkey types into: cursive's puppet backend gives the events; the size
/// can shrink (never beyond the puppet's own); what is drawn goes into a plain grid of
/// characters (the puppet keeps a styled string for every cell, which took most of the time).
struct Terminal {
    puppet: Box<puppet::Backend>,
    size: Rc<Cell<Vec2>>,
    cursor: Cell<Vec2>,
    colors: Cell<ColorPair>,
    /// The frame being drawn, `FULL.x` characters a row.
    drawing: RefCell<Vec<char>>,
    /// The last frame drawn whole.
    shown: Rc<RefCell<Vec<char>>>,
}

/// How many cells a character takes: 2 for East Asian wide characters and emoji, 0 for
/// combining marks (near enough for reading a frame).
fn cells(c: char) -> usize {
    match u32::from(c) {
        0x300..=0x36F | 0x200B..=0x200F | 0xFE00..=0xFE0F => 0,
        0x1100..=0x115F
        | 0x2E80..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1FAFF
        | 0x20000..=0x3FFFD => 2,
        _ => 1,
    }
}

impl cursive::backend::Backend for Terminal {
    fn poll_event(&mut self) -> Option<Event> {
        self.puppet.poll_event()
    }

    fn set_title(&mut self, _title: String) {}

    fn refresh(&mut self) {
        let mut drawing = self.drawing.borrow_mut();
        self.shown.borrow_mut().copy_from_slice(&drawing);
        drawing.fill(' ');
    }

    fn has_colors(&self) -> bool {
        true
    }

    fn screen_size(&self) -> Vec2 {
        self.size.get()
    }

    fn move_to(&self, pos: Vec2) {
        self.cursor.set(pos);
    }

    fn print(&self, text: &str) {
        let mut grid = self.drawing.borrow_mut();
        let mut at = self.cursor.get();
        for c in text.chars() {
            let width = cells(c);
            if width > 0 && at.x < FULL.x && at.y < FULL.y {
                grid[at.y * FULL.x + at.x] = c;
            }
            at.x += width;
        }
        self.cursor.set(at);
    }

    fn clear(&self, _color: cursive::theme::Color) {
        self.drawing.borrow_mut().fill(' ');
    }

    fn set_color(&self, colors: ColorPair) -> ColorPair {
        self.colors.replace(colors)
    }

    fn set_effect(&self, _effect: Effect) {}

    fn unset_effect(&self, _effect: Effect) {}

    fn name(&self) -> &'static str {
        "monkey terminal"
    }
}

/// One running trainer on the monkey's terminal.
pub(super) struct Trainer {
    pub(super) runner: CursiveRunner<Cursive>,
    input: crossbeam_channel::Sender<Option<Event>>,
    size: Rc<Cell<Vec2>>,
    shown: Rc<RefCell<Vec<char>>>,
}

impl Trainer {
    pub(super) fn open(global: &Config, start: Start) -> Trainer {
        let siv = tui::build(global, start).expect("the trainer starts");
        let puppet = puppet::Backend::init(Some(FULL));
        let input = puppet.input();
        let size = Rc::new(Cell::new(FULL));
        let shown = Rc::new(RefCell::new(vec![' '; FULL.x * FULL.y]));
        let backend = Box::new(Terminal {
            puppet,
            size: size.clone(),
            cursor: Cell::new(Vec2::zero()),
            colors: Cell::new(ColorPair::terminal_default()),
            drawing: RefCell::new(vec![' '; FULL.x * FULL.y]),
            shown: shown.clone(),
        });
        let mut trainer = Trainer {
            runner: siv.into_runner(backend),
            input,
            size,
            shown,
        };
        trainer.process();
        trainer
    }

    /// Handles the events and callbacks waiting, then lays out and draws the screen.
    fn process(&mut self) {
        self.runner.process_events();
        self.runner.refresh();
    }

    fn send(&mut self, event: Event) {
        self.input.send(Some(event)).expect("the puppet listens");
    }

    pub(super) fn act(&mut self, act: &Act) {
        match act {
            Act::Event(event) => self.send(event.clone()),
            Act::Type(text) => {
                for c in text.chars() {
                    self.send(Event::Char(c));
                }
            }
            Act::Resize(size) => {
                self.size.set(*size);
                self.send(Event::WindowResize);
            }
            Act::Wait(ms) => std::thread::sleep(Duration::from_millis(*ms)),
        }
        self.process();
    }

    /// The visible part of the last frame, as text.
    pub(super) fn text(&self) -> String {
        let size = self.size.get();
        let shown = self.shown.borrow();
        shown
            .chunks(FULL.x)
            .take(size.y)
            .map(|row| {
                row[..size.x]
                    .iter()
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// A crash (or Esc that does not lead out, at the "place" `Esc`): after which action, the
/// panic, and the screen just before it.
#[derive(Debug)]
struct Crash {
    at: usize,
    panic: Panic,
    screen: String,
}

/// A screen to exercise: where the trainer opens, and the keys that lead from there to the
/// screen (sent again whenever the trainer is restarted after it was quit).
pub(super) struct Monkey {
    name: String,
    start: Start,
    prefix: Vec<Act>,
    lang: Option<Lang>,
    /// A lesson and the step (0-based) at which it was left, and its script, saved in the data directory
    /// before the trainer opens.
    left_at: Option<(String, usize, u64)>,
    /// The screen is left when fewer layers than this remain (the main menu is one);
    /// then the trainer is opened again.
    keep: usize,
    /// Whether Esc, pressed again and again after the script, must quit the trainer.
    esc_leaves: bool,
    /// Called on each new trainer (the self-check adds a crash with it).
    setup: fn(&mut Cursive),
}

impl Monkey {
    pub(super) fn new(name: impl Into<String>, start: Start) -> Monkey {
        Monkey {
            name: name.into(),
            start,
            prefix: Vec::new(),
            lang: None,
            left_at: None,
            keep: 2,
            esc_leaves: false,
            setup: |_| (),
        }
    }

    fn keys(mut self, keys: &[Key]) -> Monkey {
        self.prefix = keys.iter().map(|k| Act::Event(Event::Key(*k))).collect();
        self
    }

    fn lang(mut self, lang: Lang) -> Monkey {
        self.lang = Some(lang);
        self
    }

    /// Opens a lesson at a step (0-based), as if it had been left there.
    fn at_step(mut self, lesson: &shashki::content::Lesson, step: usize) -> Monkey {
        self.left_at = Some((lesson.id.clone(), step, lesson.script()));
        self
    }

    fn dir(&self) -> PathBuf {
        super::fresh_dir(&format!("monkey-{}", self.name))
    }

    /// A fresh data directory (with the lesson step to start from) and the options to use it.
    pub(super) fn prepare(&self) -> (PathBuf, Config) {
        let dir = self.dir();
        // Written directly, with the profile list the trainer would make: the store syncs
        // every write to disk, which made hundreds of starts slow. The learner has answered
        // the placement question already.
        let profile = dir.join("profiles/player");
        std::fs::create_dir_all(&profile).expect("the profile's directory is made");
        std::fs::write(
            dir.join("profiles.yaml"),
            "format: 1\nlast: player\nprofiles:\n- id: player\n  name: Player\n",
        )
        .expect("the profile list is written");
        let lessons = match &self.left_at {
            Some((lesson, step, script)) => {
                format!("lessons:\n  {lesson}:\n    step: {step}\n    script: {script}\n")
            }
            None => String::new(),
        };
        std::fs::write(
            profile.join("progress.yaml"),
            format!("placed: 1\n{lessons}"),
        )
        .expect("the progress is written");
        let global = Config {
            data_dir: Some(dir.clone()),
            lang: self.lang,
            ..Config::default()
        };
        (dir, global)
    }

    /// Checks that the trainer opens on the screen meant: it shows `needle`.
    fn assert_shows(&self, needle: &str) {
        let (dir, global) = self.prepare();
        let text = self.open(&global).text();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            text.contains(needle),
            "the {} monkey does not start on its screen ({needle}):\n{text}",
            self.name
        );
    }

    /// Opens a trainer and takes it to the screen.
    fn open(&self, global: &Config) -> Trainer {
        let mut trainer = Trainer::open(global, self.start.clone());
        (self.setup)(&mut trainer.runner);
        for act in &self.prefix {
            trainer.act(act);
        }
        trainer
    }

    /// Plays `acts` on a fresh trainer with a fresh data directory; a trainer that was quit,
    /// or whose screen was left, is opened again. Returns the first crash, if any.
    fn run(&self, acts: &[Act]) -> Result<usize, Crash> {
        install_hook();
        let (dir, global) = self.prepare();
        let mut restarts = 0;
        let mut trainer: Option<Trainer> = None;
        let mut outcome = Ok(());
        for (at, act) in acts.iter().enumerate() {
            let step = catch_unwind(AssertUnwindSafe(|| {
                let t = trainer.get_or_insert_with(|| self.open(&global));
                t.act(act);
                if !t.runner.is_running() || t.runner.screen().len() < self.keep {
                    trainer = None;
                    restarts += 1;
                }
            }));
            let worker = WORKER_PANICS
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .pop();
            let panic = match (step, worker) {
                (Err(_), _) => Some(LAST_PANIC.with(|p| p.borrow_mut().take()).unwrap_or(Panic {
                    location: "(unknown)".into(),
                    message: "a panic the hook did not see".into(),
                })),
                (Ok(()), worker) => worker,
            };
            if let Some(panic) = panic {
                // The last frame drawn is the one before the crash.
                let screen = trainer.as_ref().map(Trainer::text).unwrap_or_default();
                outcome = Err(Crash { at, panic, screen });
                break;
            }
        }
        if self.esc_leaves
            && outcome.is_ok()
            && let Some(t) = &mut trainer
        {
            // Esc closes every dialog and screen, and at last the main menu asks to quit; the
            // placement test asks before it stops. Their second button (yes) says yes.
            let before = t.text();
            for _ in 0..ESCAPES {
                if !t.runner.is_running() {
                    break;
                }
                if asks_to_quit(&t.text()) || asks_to_stop_the_test(&t.text()) {
                    // "No" has the focus: the second button says yes.
                    t.act(&Act::Event(Event::Key(Key::Right)));
                    t.act(&Act::Event(Event::Key(Key::Enter)));
                } else {
                    t.act(&Act::Event(Event::Key(Key::Esc)));
                }
            }
            if t.runner.is_running() {
                let panic = Panic {
                    location: "Esc".into(),
                    message: format!(
                        "{ESCAPES} presses of Esc do not quit the trainer; they end at:\n{}",
                        t.text()
                    ),
                };
                let at = acts.len() - 1;
                outcome = Err(Crash {
                    at,
                    panic,
                    screen: before,
                });
            }
        }
        // A trainer that panicked is dropped with the rest.
        drop(trainer);
        let _ = std::fs::remove_dir_all(&dir);
        outcome.map(|()| restarts)
    }

    /// Whether `acts` still crash at the same place.
    fn crashes_like(&self, acts: &[Act], panic: &Panic) -> Option<usize> {
        match self.run(acts) {
            Err(crash) if crash.panic.location == panic.location => Some(crash.at),
            _ => None,
        }
    }

    /// Shortens a crashing sequence: drops ever smaller runs of actions while the crash stays
    /// at the same place, for at most `MONKEY_SHRINK_SECS` seconds (default 30).
    fn shrink(&self, acts: &[Act], crash: &Crash) -> Vec<Act> {
        let budget = std::env::var("MONKEY_SHRINK_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(30);
        let deadline = Instant::now() + Duration::from_secs(budget);
        QUIET.with(|q| q.set(true));
        let mut best = acts[..=crash.at].to_vec();
        let mut chunk = best.len().div_ceil(2);
        while chunk > 0 && Instant::now() < deadline {
            let mut i = 0;
            while i < best.len() && Instant::now() < deadline {
                let mut candidate = best[..i].to_vec();
                candidate.extend_from_slice(&best[(i + chunk).min(best.len())..]);
                match self.crashes_like(&candidate, &crash.panic) {
                    Some(at) => {
                        candidate.truncate(at + 1);
                        best = candidate;
                    }
                    None => i += chunk,
                }
            }
            chunk /= 2;
        }
        QUIET.with(|q| q.set(false));
        best
    }

    /// Runs the script of `count` random actions from `seed` (and, with `MONKEY_ROUNDS=N`,
    /// N - 1 more scripts from other seeds); a crash goes into `findings` with the seed, the
    /// last actions, the screen and, for the first crash at each place, a shorter sequence.
    fn check(&self, seed: u64, count: usize, waits: bool, findings: &mut Findings) {
        for round in 0..rounds() {
            let seed = seed + round * 1_000_000;
            let acts = script(seed, count, waits);
            findings.runs += 1;
            findings.actions += acts.len();
            let crash = match self.run(&acts) {
                Ok(restarts) => {
                    findings.restarts += restarts;
                    continue;
                }
                Err(crash) => crash,
            };
            let first = crash.at.saturating_sub(HISTORY - 1);
            let history: Vec<String> = (first..=crash.at)
                .map(|i| format!("  {i:>5}: {}", acts[i]))
                .collect();
            let mut report = format!(
                "the {} screen failed (seed {seed}, action {} of {}):\n  {}\n  at {}\n\n\
                 the last actions:\n{}\n\nthe screen before the crash:\n{}",
                self.name,
                crash.at,
                acts.len(),
                crash.panic.message,
                crash.panic.location,
                history.join("\n"),
                crash.screen,
            );
            if !findings.shrunk.contains(&crash.panic.location) {
                findings.shrunk.push(crash.panic.location.clone());
                let shortest = self.shrink(&acts, &crash);
                let keys: Vec<String> = self.prefix.iter().map(ToString::to_string).collect();
                let _ = writeln!(
                    report,
                    "\n\na shorter sequence that fails at the same place ({} actions, after \
                     the keys {keys:?} that open the screen):",
                    shortest.len(),
                );
                for act in shortest {
                    let _ = writeln!(report, "  {act}");
                }
            }
            findings.reports.push(report);
        }
    }
}

/// Whether the screen asks "Quit shashki?" (Esc on the main menu), in any language.
fn asks_to_quit(text: &str) -> bool {
    [
        "Quit shashki?",
        "Выйти из программы?",
        "Излизаш ли от програмата?",
    ]
    .iter()
    .any(|q| text.contains(q))
}

/// Whether the screen asks "Stop the test now?" (Esc in the placement test), in any language.
fn asks_to_stop_the_test(text: &str) -> bool {
    [
        "Stop the test now?",
        "Закончить проверку?",
        "Да спрем ли проверката?",
    ]
    .iter()
    .any(|q| text.contains(q))
}

/// How many scripts each screen gets: 1, or `MONKEY_ROUNDS` to hunt for more crashes.
fn rounds() -> u64 {
    std::env::var("MONKEY_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

/// The crashes that one test found, reported together at its end.
#[derive(Default)]
struct Findings {
    reports: Vec<String>,
    /// The places whose first crash was shortened already.
    shrunk: Vec<String>,
    runs: usize,
    actions: usize,
    restarts: usize,
}

impl Findings {
    /// Fails with every report, if there is one.
    fn assert_no_crash(self) {
        println!(
            "{} scripts, {} actions, {} restarts of a trainer that was quit or left",
            self.runs, self.actions, self.restarts
        );
        assert!(
            self.reports.is_empty(),
            "{} of {} scripts failed:\n\n{}",
            self.reports.len(),
            self.runs,
            self.reports.join("\n\n----------------\n\n")
        );
    }
}

/// A random key, character, string, mouse action, resize or pause.
fn random_act(rng: &mut Rng, size: &mut Vec2, waits: bool) -> Vec<Act> {
    let key = |k| vec![Act::Event(Event::Key(k))];
    // Back to the full size soon: a too-small screen ignores keys.
    if *size != FULL && rng.below(8) == 0 {
        *size = if rng.below(10) < 7 {
            FULL
        } else {
            random_size(rng)
        };
        return vec![Act::Resize(*size)];
    }
    let roll = rng.below(1000);
    match roll {
        0..220 => key([Key::Left, Key::Right, Key::Up, Key::Down][rng.below(4)]),
        220..330 => key(Key::Enter),
        330..355 => vec![Act::Event(Event::Char(' '))],
        355..385 => key(Key::Tab),
        385..405 => vec![Act::Event(Event::Shift(Key::Tab))],
        405..430 => key(Key::Backspace),
        430..440 => key(Key::Del),
        440..452 => key(Key::Esc),
        452..460 => key(Key::F1),
        460..490 => key([Key::PageUp, Key::PageDown, Key::Home, Key::End][rng.below(4)]),
        490..620 => {
            let c = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[rng.below(62)]
                as char;
            vec![Act::Event(Event::Char(c))]
        }
        620..670 => {
            let letters: Vec<char> = CYRILLIC.chars().collect();
            vec![Act::Event(Event::Char(letters[rng.below(letters.len())]))]
        }
        670..710 => {
            let marks: Vec<char> = PUNCTUATION.chars().collect();
            vec![Act::Event(Event::Char(marks[rng.below(marks.len())]))]
        }
        710..800 => {
            let text = match rng.below(10) {
                0 => {
                    let piece = STRINGS[rng.below(STRINGS.len())];
                    piece.repeat(20 + rng.below(200))
                }
                _ => STRINGS[rng.below(STRINGS.len())].to_string(),
            };
            let mut acts = vec![Act::Type(text)];
            if rng.below(2) == 0 {
                acts.push(Act::Event(Event::Key(Key::Enter)));
            }
            acts
        }
        800..880 => {
            let position = Vec2::new(rng.below(size.x), rng.below(size.y));
            let mouse = |event| {
                Act::Event(Event::Mouse {
                    offset: Vec2::zero(),
                    position,
                    event,
                })
            };
            match rng.below(20) {
                0..12 => vec![
                    mouse(MouseEvent::Press(MouseButton::Left)),
                    mouse(MouseEvent::Release(MouseButton::Left)),
                ],
                12..15 => vec![mouse(MouseEvent::Press(MouseButton::Left))],
                15..17 => vec![mouse(MouseEvent::Release(MouseButton::Left))],
                17 => vec![mouse(MouseEvent::WheelUp)],
                18 => vec![mouse(MouseEvent::WheelDown)],
                _ => vec![mouse(MouseEvent::Press(MouseButton::Right))],
            }
        }
        880..910 => vec![Act::Event(Event::Refresh)],
        910..925 => {
            *size = random_size(rng);
            vec![Act::Resize(*size)]
        }
        925..985 if waits => vec![Act::Wait([2, 10, 30][rng.below(3)])],
        985..1000 => {
            // What terminals send now and then: Ctrl and Alt chords, a drag, focus changes,
            // bytes nobody understood.
            let letter = (b'a' + rng.below(26) as u8) as char;
            let event = match rng.below(7) {
                0 => Event::CtrlChar(letter),
                1 => Event::AltChar(letter),
                2 => Event::Ctrl([Key::Left, Key::Right, Key::Up, Key::Down][rng.below(4)]),
                3 => Event::Alt(Key::Enter),
                4 => Event::FocusLost,
                5 => Event::Unknown(vec![27, 91, 50, 126]),
                _ => Event::Mouse {
                    offset: Vec2::zero(),
                    position: Vec2::new(rng.below(size.x), rng.below(size.y)),
                    event: MouseEvent::Hold(MouseButton::Left),
                },
            };
            vec![Act::Event(event)]
        }
        _ => key([Key::Up, Key::Down, Key::Enter][rng.below(3)]),
    }
}

/// A terminal size from 10x5 to 80x24, often the smallest.
fn random_size(rng: &mut Rng) -> Vec2 {
    if rng.below(4) == 0 {
        return SMALLEST;
    }
    Vec2::new(
        SMALLEST.x + rng.below(FULL.x - SMALLEST.x + 1),
        SMALLEST.y + rng.below(FULL.y - SMALLEST.y + 1),
    )
}

/// The actions for one seed: about `count` random ones, with the smallest terminal and back
/// in the middle, ending at the full size.
fn script(seed: u64, count: usize, waits: bool) -> Vec<Act> {
    let mut rng = Rng::new(seed);
    let mut size = FULL;
    let mut acts = Vec::with_capacity(count + 8);
    while acts.len() < count {
        if acts.len() >= count / 2 && acts.len() < count / 2 + 2 {
            size = SMALLEST;
            acts.push(Act::Resize(size));
            acts.extend(random_act(&mut rng, &mut size, waits));
            size = FULL;
            acts.push(Act::Resize(size));
        }
        acts.extend(random_act(&mut rng, &mut size, waits));
    }
    acts.push(Act::Resize(FULL));
    acts
}

#[test]
fn scripts_are_seeded_and_reach_every_kind_of_action() {
    let a: Vec<String> = script(7, 2000, true).iter().map(Act::to_string).collect();
    let b: Vec<String> = script(7, 2000, true).iter().map(Act::to_string).collect();
    assert_eq!(a, b, "one seed, one script");
    assert_ne!(
        a,
        script(8, 2000, true)
            .iter()
            .map(Act::to_string)
            .collect::<Vec<_>>()
    );
    for needle in [
        "resize to 10x5",
        "resize to 80x24",
        "key Esc",
        "key F1",
        "Shift(Tab)",
        "type \"",
        "mouse Press(Left)",
        "wait ",
        "Refresh",
        "CtrlChar(",
        "Hold(Left)",
    ] {
        assert!(a.iter().any(|s| s.contains(needle)), "no {needle}");
    }
    assert!(
        a.iter()
            .any(|s| s.starts_with("char ") && s[5..].chars().any(|c| CYRILLIC.contains(c))),
        "no Cyrillic letter"
    );
    assert!(
        !script(7, 2000, false)
            .iter()
            .any(|a| matches!(a, Act::Wait(_))),
        "waits only when asked"
    );
}

#[test]
fn the_monkey_sees_a_crash_and_shortens_it() {
    // A trainer that panics on Ctrl-P, deep in a random script: the monkey must catch the
    // panic, say where it was, and shorten the script to that one key.
    let mut monkey = Monkey::new("self-check", Start::Menu);
    monkey.keep = 1;
    monkey.setup =
        |siv| siv.add_global_callback(Event::CtrlChar('p'), |_| panic!("Ctrl-P pressed"));
    let mut acts = script(3, 150, false);
    let at = acts.len();
    acts.push(Act::Event(Event::CtrlChar('p')));
    acts.extend(script(4, 20, false));
    install_hook();
    QUIET.with(|q| q.set(true));
    let crash = monkey.run(&acts).expect_err("Ctrl-P panics");
    QUIET.with(|q| q.set(false));
    assert_eq!(crash.at, at);
    assert_eq!(crash.panic.message, "Ctrl-P pressed");
    assert!(crash.panic.location.contains("monkey.rs"), "{crash:?}");
    assert!(!crash.screen.trim().is_empty());
    let shortest = monkey.shrink(&acts, &crash);
    assert_eq!(
        shortest.iter().map(Act::to_string).collect::<Vec<_>>(),
        ["CtrlChar('p')"]
    );
    // Without Ctrl-P the same script runs through.
    acts.remove(at);
    assert!(monkey.run(&acts).is_ok());
}

#[test]
fn monkey_lessons() {
    let mut findings = Findings::default();
    let catalog = shashki::content::Catalog::load(None);
    assert!(catalog.lessons.len() >= 20);
    // Random keys seldom solve a step, so a monkey starts at each step that the one before
    // it may block (the lesson opens where it was "left"); Enter goes on through the steps
    // that only speak. Every other start speaks Russian.
    let kings = catalog.lesson("kings").expect("the lesson on kings");
    let (_, stage) = kings.stage_of(2).expect("the lesson has a third step");
    Monkey::new("lesson-kings", Start::Learn(Some(kings.id.clone())))
        .at_step(kings, 2)
        .assert_shows(&format!(
            "Kings - step {} / {}",
            3 - stage.steps.start,
            stage.steps.len()
        ));
    let mut starts = 0;
    for (i, lesson) in catalog.lessons.iter().enumerate() {
        for step in 0..lesson.steps.len() {
            if step > 0 && matches!(lesson.steps[step - 1].kind, StepKind::Say) {
                continue;
            }
            let name = format!("lesson-{}-step-{}", lesson.id, step + 1);
            let mut monkey =
                Monkey::new(name, Start::Learn(Some(lesson.id.clone()))).at_step(lesson, step);
            if starts % 2 == 1 {
                monkey = monkey.lang(Lang::Ru);
            }
            starts += 1;
            monkey.check((1000 + i * 100 + step) as u64, 20, false, &mut findings);
        }
    }
    findings.assert_no_crash();
}

#[test]
fn monkey_quiz() {
    let mut findings = Findings::default();
    let mut i = 0;
    for mode in Mode::ALL {
        for (variant, seconds, lang) in [
            (Variant::Russian, None, Lang::En),
            (Variant::International, Some(30), Lang::Ru),
            (Variant::English, Some(1), Lang::En),
        ] {
            let options = QuizOptions {
                mode,
                variant,
                seconds,
                labels: i % 2 == 0,
                flipped: i % 4 == 1,
            };
            let name = format!("quiz-{}-{variant}-{seconds:?}-{lang:?}", mode.id());
            let monkey = Monkey::new(name, Start::Quiz(Some(options))).lang(lang);
            monkey.check(2000 + i, 220, false, &mut findings);
            i += 1;
        }
    }
    // The quiz menu, and the rounds it starts.
    let menu = Monkey::new("quiz-menu", Start::Quiz(None));
    menu.assert_shows("Questions: Find the square");
    menu.check(2100, 300, false, &mut findings);
    findings.assert_no_crash();
}

#[test]
fn monkey_puzzles() {
    let mut findings = Findings::default();
    // From the puzzle menu: the first row cycles Practice, Streak, Timed; the last starts.
    let to_start = [Key::Down; 5];
    for (i, (mode, cycles, lang, title)) in [
        ("practice", 0, Lang::En, "Next for me - solved 0"),
        ("streak", 1, Lang::Ru, "Серия: до первой ошибки - решено 0"),
        ("timed", 2, Lang::En, "Three minutes - solved 0"),
    ]
    .into_iter()
    .enumerate()
    {
        let mut keys = vec![Key::Enter; cycles];
        keys.extend(to_start);
        keys.push(Key::Enter);
        let monkey = Monkey::new(
            format!("puzzles-{mode}"),
            Start::Puzzles(shashki::trainer::Choice::default()),
        )
        .keys(&keys)
        .lang(lang);
        monkey.assert_shows(title);
        monkey.check(3000 + i as u64, 800, false, &mut findings);
    }
    findings.assert_no_crash();
}

#[test]
fn monkey_play() {
    let mut findings = Findings::default();
    for (i, (side, game, lang)) in [
        (Color::White, PlayGame::Draughts(Variant::Russian), Lang::En),
        (Color::Black, PlayGame::Draughts(Variant::Russian), Lang::Ru),
        (
            Color::Black,
            PlayGame::Draughts(Variant::International),
            Lang::En,
        ),
        (
            Color::White,
            PlayGame::Draughts(Variant::Giveaway),
            Lang::Bg,
        ),
        (Color::White, PlayGame::Corners, Lang::En),
        (Color::Black, PlayGame::Corners, Lang::Bg),
    ]
    .into_iter()
    .enumerate()
    {
        let plan = PlayPlan {
            game,
            side: SidePick::Side(side),
            level: shashki::engine::Level::new(1).expect("1 is a level"),
            ..PlayPlan::default()
        };
        let name = format!("play-{}-{side:?}", game.name());
        let monkey = Monkey::new(name, Start::Play(Some(plan))).lang(lang);
        monkey.check(4000 + i as u64, 600, true, &mut findings);
    }
    // The play menu, and the games it starts (at any level: the computer thinks on its own
    // threads, so the monkey does not wait for it).
    let menu = Monkey::new("play-menu", Start::Play(None));
    menu.assert_shows("Game: Russian draughts");
    menu.check(4100, 200, false, &mut findings);
    findings.assert_no_crash();
}

#[test]
fn monkey_settings_and_progress() {
    let mut findings = Findings::default();
    // The main menu: Progress is the 5th entry, Settings the 6th; in the settings, the 6th
    // and 7th rows ask for a new profile's name and a new name for this one.
    let settings = || {
        [
            vec![Key::Down; super::menu_downs("settings")],
            vec![Key::Enter],
        ]
        .concat()
    };
    let runs = [
        (
            "progress",
            [
                vec![Key::Down; super::menu_downs("progress")],
                vec![Key::Enter],
            ]
            .concat(),
            ["Progress of Player", "Успехи: Player", "Напредък: Player"],
        ),
        (
            "settings",
            settings(),
            ["Language: English", "Язык: Русский", "Език: Български"],
        ),
        (
            "new-profile",
            [settings(), vec![Key::Down; 5], vec![Key::Enter]].concat(),
            ["┤ Name ├", "┤ Имя ├", "┤ Име ├"],
        ),
        (
            "rename-profile",
            [settings(), vec![Key::Down; 6], vec![Key::Enter]].concat(),
            ["┤ Name ├", "┤ Имя ├", "┤ Име ├"],
        ),
    ];
    for (i, (name, keys, [english, russian, bulgarian])) in runs.iter().enumerate() {
        let mut monkey = Monkey::new(*name, Start::Menu).keys(keys);
        monkey.esc_leaves = true;
        monkey.assert_shows(english);
        monkey.check(5000 + i as u64, 600, false, &mut findings);
        let mut monkey = Monkey::new(format!("{name}-ru"), Start::Menu)
            .keys(keys)
            .lang(Lang::Ru);
        monkey.esc_leaves = true;
        monkey.assert_shows(russian);
        monkey.check(5100 + i as u64, 300, false, &mut findings);
        let mut monkey = Monkey::new(format!("{name}-bg"), Start::Menu)
            .keys(keys)
            .lang(Lang::Bg);
        monkey.esc_leaves = true;
        monkey.assert_shows(bulgarian);
        monkey.check(5200 + i as u64, 300, false, &mut findings);
    }
    findings.assert_no_crash();
}

#[test]
fn a_bad_profile_name_is_explained_and_esc_closes_the_dialogs() {
    for (lang, explained) in [
        (Lang::En, "Please type a name of 1 to 40 characters."),
        (Lang::Ru, "Напиши имя длиной от 1 до 40 знаков."),
        (Lang::Bg, "Напиши име от 1 до 40 знака."),
    ] {
        let monkey = Monkey::new(format!("bad-name-{lang:?}"), Start::Menu).lang(lang);
        let (dir, global) = monkey.prepare();
        let mut t = Trainer::open(&global, Start::Menu);
        let key = |k| Act::Event(Event::Key(k));
        // Settings, then "New profile...".
        for downs in [super::menu_downs("settings"), 5] {
            for _ in 0..downs {
                t.act(&key(Key::Down));
            }
            t.act(&key(Key::Enter));
        }
        t.act(&Act::Type("   ".into()));
        t.act(&key(Key::Enter));
        assert!(t.text().contains(explained), "{}", t.text());
        // Esc closes the message, then the name dialog, then the settings; the menu quits.
        t.act(&key(Key::Esc));
        assert!(!t.text().contains(explained), "{}", t.text());
        assert_eq!(t.runner.screen().len(), 3, "the name dialog is still open");
        for layers in [2, 1] {
            t.act(&key(Key::Esc));
            assert_eq!(t.runner.screen().len(), layers, "{}", t.text());
        }
        // Esc on the main menu asks first; Esc on the question keeps the trainer open.
        t.act(&key(Key::Esc));
        assert!(asks_to_quit(&t.text()), "{}", t.text());
        t.act(&key(Key::Esc));
        assert!(t.runner.is_running());
        assert!(!asks_to_quit(&t.text()), "{}", t.text());
        // Enter on the question is no as well ("No, stay" has the focus); Yes quits.
        t.act(&key(Key::Esc));
        t.act(&key(Key::Enter));
        assert!(t.runner.is_running());
        t.act(&key(Key::Esc));
        t.act(&key(Key::Right));
        t.act(&key(Key::Enter));
        assert!(!t.runner.is_running());
        drop(t);
        let _ = std::fs::remove_dir_all(dir);
    }
}
