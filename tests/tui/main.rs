//! Headless tests of the trainer's screens on cursive's puppet backend: keys and mouse in,
//! screen text out.

use std::path::PathBuf;

use cursive::backends::puppet::Backend;
use cursive::backends::puppet::observed::ObservedPieceInterface;
use cursive::event::{Event, Key, MouseButton, MouseEvent};
use cursive::{CursiveRunner, Vec2};
use shashki::config::Config;
use shashki::tui::{self, Start};

mod bulgarian;
mod bulgarian_practice;
mod drill;
mod game_review;
mod keys;
mod monkey;
mod placement;
mod profiles;
mod puzzle_end;
mod review;
mod too_small;
mod truth;

/// The main menu's entries, in order: tests move down to one by counting.
pub const MENU: [&str; 10] = [
    "learn", "review", "drills", "puzzles", "quiz", "play", "glossary", "progress", "settings",
    "quit",
];

/// How many Down presses lead from the first main menu entry to `entry`.
pub fn menu_downs(entry: &str) -> usize {
    MENU.iter()
        .position(|e| *e == entry)
        .expect("an entry of the main menu")
}

/// An empty directory for one test.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The id of the frozen lesson in [`fixture_dir`].
pub const FIXTURE_LESSON: &str = "fixture-quiet-moves";

/// The content folder of the screen tests' own lesson.
pub fn fixture_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/tui/fixture")
}

/// A trainer driven headlessly, with its own data directory.
pub struct Screen {
    runner: CursiveRunner<cursive::Cursive>,
    input: crossbeam_like::Sender,
    frames: crossbeam_like::Receiver,
    last: Vec<String>,
    pub data_dir: PathBuf,
}

mod crossbeam_like {
    pub type Sender = crossbeam_channel::Sender<Option<cursive::event::Event>>;
    pub type Receiver =
        crossbeam_channel::Receiver<cursive::backends::puppet::observed::ObservedScreen>;
}

impl Screen {
    pub fn open(name: &str, start: Start, lang: Option<shashki::Lang>) -> Screen {
        let data_dir = fresh_dir(name);
        let global = Config {
            data_dir: Some(data_dir.clone()),
            lang,
            ..Config::default()
        };
        Screen::with(&global, start)
    }

    /// A trainer open on the frozen Quiet moves lesson of `tests/tui/fixture` (the built-in
    /// lessons change as they are rewritten; these tests are about the screen).
    pub fn quiet_moves(name: &str, lang: Option<shashki::Lang>) -> Screen {
        let global = Config {
            data_dir: Some(fresh_dir(name)),
            content_dir: Some(fixture_dir()),
            lang,
            ..Config::default()
        };
        Screen::with(&global, Start::Learn(Some(FIXTURE_LESSON.into())))
    }

    /// A trainer open on one lesson written to a content folder of its own (`yaml`, whose id
    /// is `id`), beside the built-in ones; `name` names its folders.
    pub fn one_lesson(name: &str, id: &str, yaml: &str) -> (Screen, PathBuf) {
        let dir = fresh_dir(name);
        let lessons = dir.join("extra/lessons");
        std::fs::create_dir_all(&lessons).unwrap();
        std::fs::write(lessons.join(format!("90-{id}.yaml")), yaml).unwrap();
        let global = Config {
            data_dir: Some(dir.join("data")),
            content_dir: Some(dir.join("extra")),
            ..Config::default()
        };
        (Screen::with(&global, Start::Learn(Some(id.into()))), dir)
    }

    /// A trainer with the given options, for a learner who has answered the placement
    /// question already (unless the data directory has a progress of its own).
    pub fn with(global: &Config, start: Start) -> Screen {
        let data_dir = global
            .data_dir
            .clone()
            .expect("tests use their own data directory");
        let store = shashki::progress::Store::open(&data_dir).unwrap();
        let profile = store.resolve_profile(global.profile.as_deref()).unwrap();
        let file = data_dir.join(format!("profiles/{}/progress.yaml", profile.id));
        if !file.exists() {
            let mut placed = shashki::progress::Progress::default();
            placed.placed = Some(1);
            store.save(&profile.id, &placed).unwrap();
        }
        Screen::new_learner(global, start)
    }

    /// A trainer with the given options, as a new learner meets it.
    pub fn new_learner(global: &Config, start: Start) -> Screen {
        let data_dir = global
            .data_dir
            .clone()
            .expect("tests use their own data directory");
        let siv = tui::build(global, start).expect("the trainer starts");
        let backend = Backend::init(Some(Vec2::new(80, 24)));
        let input = backend.input();
        let frames = backend.stream();
        let mut runner = siv.into_runner(backend);
        runner.refresh();
        let mut screen = Screen {
            runner,
            input,
            frames,
            last: Vec::new(),
            data_dir,
        };
        screen.settle();
        screen
    }

    fn settle(&mut self) {
        for _ in 0..3 {
            self.runner.step();
        }
        self.runner.refresh();
        if let Some(frame) = self.frames.try_iter().last() {
            self.last = frame.as_strings();
        }
    }

    pub fn send(&mut self, event: Event) {
        self.input.send(Some(event)).unwrap();
        self.settle();
    }

    pub fn key(&mut self, key: Key) {
        self.send(Event::Key(key));
    }

    /// Sends `keys` at once, as a fast typist's keys arrive: all before the screen is drawn.
    pub fn keys_together(&mut self, keys: &[Key]) {
        for &key in keys {
            self.input.send(Some(Event::Key(key))).unwrap();
        }
        self.settle();
    }

    pub fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.input.send(Some(Event::Char(c))).unwrap();
        }
        self.settle();
    }

    pub fn click(&mut self, x: usize, y: usize) {
        let position = Vec2::new(x, y);
        for event in [
            MouseEvent::Press(MouseButton::Left),
            MouseEvent::Release(MouseButton::Left),
        ] {
            self.input
                .send(Some(Event::Mouse {
                    offset: Vec2::zero(),
                    position,
                    event,
                }))
                .unwrap();
        }
        self.settle();
    }

    pub fn text(&self) -> String {
        self.last.join("\n")
    }

    /// Whether the trainer still runs (it has not quit).
    pub fn is_running(&self) -> bool {
        self.runner.is_running()
    }

    /// The text of the default profile's saved progress file.
    pub fn saved_progress(&self) -> String {
        std::fs::read_to_string(self.data_dir.join("profiles/player/progress.yaml")).unwrap()
    }

    pub fn contains(&self, needle: &str) -> bool {
        self.text().contains(needle)
    }

    /// Fails unless the screen shows every one of `words`.
    pub fn shows(&self, words: &[&str]) {
        for w in words {
            assert!(self.contains(w), "'{w}' missing:\n{}", self.text());
        }
    }

    /// Fails if the screen shows any of `words` (e.g. English left on a translated screen).
    pub fn lacks(&self, words: &[&str]) {
        for w in words {
            assert!(!self.contains(w), "'{w}' on the screen:\n{}", self.text());
        }
    }

    /// Screen column and row of the centre of a board square, from the rank labels drawn at
    /// the board's left ("│  3 ") and three-cell-wide squares.
    pub fn square(&self, file: char, rank: u8) -> (usize, usize) {
        let label = format!("│ {rank:>2} ");
        let row = self
            .last
            .iter()
            .position(|line| line.starts_with(&label))
            .expect("the board's rank labels are on screen");
        let origin = 2;
        (origin + 3 + 3 * (file as usize - 'a' as usize) + 1, row)
    }
}

/// Goes through say steps until the screen shows `needle`.
fn until(s: &mut Screen, needle: &str) {
    for _ in 0..20 {
        if s.contains(needle) {
            return;
        }
        s.key(Key::Enter);
    }
    panic!("never reached '{needle}':\n{}", s.text());
}

#[test]
fn the_menu_leads_to_every_screen_and_back() {
    let mut s = Screen::open("menu", Start::Menu, None);
    assert!(s.contains("shashki - player: Player"));
    for entry in [
        "Learn",
        "Puzzles",
        "Quiz",
        "Review: nothing due",
        "Play against",
        "Progress",
        "Settings",
        "Quit",
    ] {
        assert!(s.contains(entry), "menu lacks {entry}");
    }
    // Puzzles: their menu, and back.
    for _ in 0..menu_downs("puzzles") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("How: Next for me"), "{}", s.text());
    s.key(Key::Esc);
    // Play: its menu changes the variant, and goes back.
    for _ in menu_downs("puzzles")..menu_downs("play") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("Game: Russian draughts"), "{}", s.text());
    s.key(Key::Enter);
    assert!(s.contains("Game: Brazilian draughts"), "{}", s.text());
    s.key(Key::Esc);
    assert!(s.contains("Play against the computer"), "{}", s.text());
    assert!(!s.contains("Game: "));
    // Learn: the lesson list, then back.
    for _ in 0..menu_downs("play") {
        s.key(Key::Up);
    }
    s.key(Key::Enter);
    assert!(s.contains("1. The board"));
    s.key(Key::Esc);
    assert!(s.contains("Learn - lessons step by step"));
    // Progress.
    for _ in 0..menu_downs("progress") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("Progress of Player"), "{}", s.text());
    s.key(Key::Esc);
    assert!(s.contains("Settings and profiles"));
}

#[test]
fn a_lesson_step_solved_with_keys_saves_progress() {
    let mut s = Screen::quiet_moves("keys", None);
    until(&mut s, "Make the move");
    // The cursor starts on c3: pick it, go right and up to d4, pick again.
    s.key(Key::Enter);
    s.key(Key::Right);
    s.key(Key::Up);
    s.key(Key::Enter);
    assert!(s.contains("Well done!"), "{}", s.text());
    s.key(Key::Enter);
    let saved = std::fs::read_to_string(s.data_dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains(FIXTURE_LESSON), "{saved}");
    assert!(saved.contains("step: 3"), "{saved}");
}

#[test]
fn a_lesson_step_solved_with_the_mouse() {
    let mut s = Screen::quiet_moves("mouse", None);
    until(&mut s, "Make the move");
    let (x, y) = s.square('c', 3);
    s.click(x, y);
    assert!(
        s.contains("+"),
        "legal targets are shown after picking c3:\n{}",
        s.text()
    );
    let (x, y) = s.square('d', 4);
    s.click(x, y);
    assert!(s.contains("Well done!"), "{}", s.text());
}

#[test]
fn a_wrong_move_gets_the_engines_explanation() {
    let mut s = Screen::quiet_moves("wrong", None);
    until(&mut s, "Make the move");
    s.key(Key::Tab);
    s.type_text("c3-e5");
    s.key(Key::Enter);
    assert!(s.contains("e5 is too far"), "{}", s.text());
    s.type_text("d4-e5");
    s.key(Key::Enter);
    assert!(s.contains("There is no piece on d4."), "{}", s.text());
    s.type_text("c3-b4");
    s.key(Key::Enter);
    assert!(s.contains("We want d4"), "{}", s.text());
    // The title counts the mistakes: fewer stars.
    assert!(s.contains("☆"), "{}", s.text());
}

#[test]
fn russian_screens() {
    let mut s = Screen::open("ru", Start::Menu, Some(shashki::Lang::Ru));
    assert!(s.contains("Учиться - уроки шаг за шагом"));
    s.key(Key::Enter);
    assert!(s.contains("Уроки"));
    assert!(s.contains("Доска"));
}

#[test]
fn a_lesson_resumes_where_it_was_left() {
    let mut s = Screen::quiet_moves("resume", None);
    until(&mut s, "Make the move");
    s.key(Key::Tab);
    s.type_text("c3-d4");
    s.key(Key::Enter);
    s.key(Key::Enter);
    assert!(s.contains("step 4 / 11"));
    s.key(Key::Esc);
    assert!(
        s.contains("... ") && s.contains(". Quiet moves (test)"),
        "the list shows the lesson under way:\n{}",
        s.text()
    );
    // The list keeps the lesson that was open selected.
    s.key(Key::Enter);
    assert!(
        s.contains("Quiet moves (test) - step 4 / 11"),
        "{}",
        s.text()
    );
}

#[test]
fn leaving_a_lesson_keeps_its_mistakes() {
    let mut s = Screen::quiet_moves("keep", None);
    until(&mut s, "Make the move");
    s.key(Key::Tab);
    s.type_text("c3-e5");
    s.key(Key::Enter);
    assert!(
        s.contains("step 3 / 11 - ★★☆"),
        "a mistake costs a star:\n{}",
        s.text()
    );
    // Leave in the middle of the step, close the trainer, and come back.
    s.key(Key::Esc);
    s.key(Key::Esc);
    assert!(s.contains(". Quiet moves (test)"), "{}", s.text());
    let global = Config {
        data_dir: Some(s.data_dir.clone()),
        content_dir: Some(fixture_dir()),
        ..Config::default()
    };
    let mut again = Screen::with(&global, Start::Learn(Some(FIXTURE_LESSON.into())));
    assert!(
        again.contains("Quiet moves (test) - step 3 / 11 - ★★☆"),
        "the star stays lost:\n{}",
        again.text()
    );
    again.key(Key::Tab);
    again.type_text("c3-d4");
    again.key(Key::Enter);
    assert!(again.contains("★★☆"), "{}", again.text());
}

#[test]
fn a_corrupt_progress_file_is_kept_aside_and_the_user_is_told() {
    let dir = fresh_dir("corrupt");
    let profile = dir.join("profiles/anna");
    std::fs::create_dir_all(&profile).unwrap();
    std::fs::write(
        dir.join("profiles.yaml"),
        "format: 1\nlast: anna\nprofiles:\n- id: anna\n  name: Anna\n",
    )
    .unwrap();
    std::fs::write(profile.join("progress.yaml"), "lessons: [not, a, map").unwrap();
    let global = Config {
        data_dir: Some(dir.clone()),
        ..Config::default()
    };
    let s = Screen::with(&global, Start::Menu);
    assert!(s.contains("Please note"), "{}", s.text());
    assert!(s.contains("corrupt"), "{}", s.text());
    let kept = std::fs::read_dir(&profile)
        .unwrap()
        .filter_map(Result::ok)
        .find(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("progress.yaml.corrupt-")
        })
        .expect("the damaged file is kept");
    assert_eq!(
        std::fs::read_to_string(kept.path()).unwrap(),
        "lessons: [not, a, map"
    );
}

#[test]
fn profiles_are_created_and_settings_remembered_per_profile() {
    let mut s = Screen::open("profiles", Start::Menu, None);
    for _ in 0..menu_downs("settings") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("Language: English"), "{}", s.text());
    // New profile "Anna".
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.type_text("Anna");
    s.key(Key::Enter);
    // A new learner is asked whether she can play already; Esc leaves it for later.
    s.shows(&["Welcome, Anna!"]);
    s.key(Key::Esc);
    assert!(s.contains("Profile: Anna"), "{}", s.text());
    // Anna speaks Russian: the first setting switches the language.
    for _ in 0..7 {
        s.key(Key::Up);
    }
    s.key(Key::Enter);
    assert!(s.contains("Язык: Русский"), "{}", s.text());
    let saved = std::fs::read_to_string(s.data_dir.join("profiles/anna/progress.yaml")).unwrap();
    assert!(saved.contains("lang: ru"), "{saved}");
    s.key(Key::Esc);
    assert!(s.contains("игрок: Anna"), "{}", s.text());
}

#[test]
fn a_teachers_lessons_are_added_from_a_content_dir() {
    let (mut s, dir) = Screen::one_lesson(
        "content",
        "mine",
        "format: 1\nid: mine\ntitle: Our club lesson\nsummary: One step.\nsteps:\n  - say: Hello, class!\n",
    );
    assert!(s.contains("Hello, class!"), "{}", s.text());
    s.key(Key::Enter);
    assert!(s.contains("Lesson complete!"), "{}", s.text());
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A lesson of two stages that ends with "Practise this" (the sacrifice puzzles).
const STAGED: &str = "format: 1
id: staged
title: Staged
summary: Two ideas.
practice: {theme: sacrifice}
steps:
  - stage: First idea
    say: One.
  - stage: Second idea
    say: Two.
  - say: Three.
";

#[test]
fn a_lesson_shows_its_stage_the_glossary_and_ends_with_practice() {
    let (mut s, dir) = Screen::one_lesson("staged", "staged", STAGED);
    s.shows(&["Stage 1 of 2: First idea", "step 1 / 1", "i: words"]);
    s.key(Key::Enter);
    s.shows(&["Stage 2 of 2: Second idea", "step 1 / 2", "Two."]);
    // The glossary opens over the lesson and closes again, the step unchanged.
    s.type_text("i");
    s.shows(&[
        "Words of the game",
        "man (простая шашка · пул)",
        "Esc: back",
    ]);
    s.lacks(&["flying king"]);
    s.key(Key::PageDown);
    s.shows(&["flying king (дальнобойная дамка · летяща дама)"]);
    s.key(Key::Esc);
    s.shows(&["Stage 2 of 2", "Two."]);
    s.key(Key::Enter);
    s.shows(&["step 2 / 2", "Three."]);
    s.key(Key::Enter);
    s.shows(&["Lesson complete!", "Next lesson", "Practise this"]);
    // The first button goes on with the course; the second is the puzzle menu, set to the
    // lesson's theme and variant.
    s.key(Key::Right);
    s.key(Key::Enter);
    s.shows(&["Sacrifice", "Russian"]);
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_cursor_starts_on_a_piece_that_can_move() {
    // c3, where the cursor usually starts, holds a black man; the white man is on g3.
    let (mut s, dir) = Screen::one_lesson(
        "cursor",
        "cursor",
        "format: 1\nid: cursor\ntitle: Cursor\nsummary: One move.\nsteps:\n  - move: Step forward.\n    position: \"W:Wg3:Bc3,a7\"\n    accept: [g3-f4]\n",
    );
    // Enter picks g3 at once: its two squares are shown, and Up-Left plays g3-f4.
    s.key(Key::Enter);
    s.lacks(&["Black's", "no piece"]);
    let (x, y) = s.square('h', 4);
    assert_eq!(s.last[y].chars().nth(x), Some('+'), "{}", s.text());
    s.key(Key::Left);
    s.key(Key::Up);
    s.key(Key::Enter);
    s.shows(&["Right!"]);
    s.key(Key::Enter);
    s.shows(&["Lesson complete!"]);
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The square named in "Find the square d6." on the screen.
fn square_to_find(s: &Screen) -> (char, u8) {
    let text = s.text();
    // The last occurrence: the first is in the title ("Find the square - score ...").
    let at = text
        .rfind("Find the square ")
        .expect("a find-the-square question")
        + 16;
    let name: String = text[at..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    assert!(!name.is_empty(), "{text}");
    (name.chars().next().unwrap(), name[1..].parse().unwrap())
}

#[test]
fn a_quiz_round_by_keys_scores_and_saves() {
    let options = shashki::trainer::QuizOptions {
        mode: shashki::trainer::Mode::FindSquare,
        variant: shashki::rules::Variant::Russian,
        seconds: None,
        labels: true,
        flipped: false,
    };
    let mut s = Screen::open("quiz-keys", Start::Quiz(Some(options)), None);
    for round in 0..3 {
        let (file, rank) = square_to_find(&s);
        // The cursor starts on c3 (column 2, row 5 from the top).
        let (dx, dy) = (file as i32 - 'c' as i32, (8 - i32::from(rank)) - 5);
        for _ in 0..dx.abs() {
            s.key(if dx > 0 { Key::Right } else { Key::Left });
        }
        for _ in 0..dy.abs() {
            s.key(if dy > 0 { Key::Down } else { Key::Up });
        }
        s.key(Key::Enter);
        assert!(
            s.contains(&format!("right {}/{}", round + 1, round + 1)),
            "{}",
            s.text()
        );
        assert!(s.contains("Right! +"), "{}", s.text());
    }
    assert!(s.contains("score 36"), "10 + 12 + 14:\n{}", s.text());
    s.key(Key::Esc);
    assert!(
        s.contains("Round over") && s.contains("A new best score!"),
        "{}",
        s.text()
    );
    let saved = std::fs::read_to_string(s.data_dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(saved.contains("find/russian/untimed/labels: 36"), "{saved}");
}

#[test]
fn a_quiz_round_by_mouse_shows_the_right_answer_after_a_miss() {
    let options = shashki::trainer::QuizOptions {
        mode: shashki::trainer::Mode::FindSquare,
        variant: shashki::rules::Variant::Russian,
        seconds: Some(60),
        labels: true,
        flipped: false,
    };
    let mut s = Screen::open("quiz-mouse", Start::Quiz(Some(options)), None);
    assert!(
        s.contains(" - 1:00") || s.contains(" - 0:59"),
        "a timed round shows the clock:\n{}",
        s.text()
    );
    let (file, rank) = square_to_find(&s);
    let (x, y) = s.square(file, rank);
    s.click(x, y);
    assert!(s.contains("right 1/1"), "{}", s.text());
    // Now miss on purpose: click a square that is not the one asked for.
    let (file, rank) = square_to_find(&s);
    let wrong = if (file, rank) == ('a', 1) {
        ('c', 1)
    } else {
        ('a', 1)
    };
    let (x, y) = s.square(wrong.0, wrong.1);
    s.click(x, y);
    assert!(
        s.contains(&format!(
            "Not quite: that is {}{}; {file}{rank} is marked now",
            wrong.0, wrong.1
        )),
        "{}",
        s.text()
    );
    assert!(s.contains("right 1/2"));
    s.key(Key::Enter);
    assert!(s.contains("Find the square"), "{}", s.text());
}

#[test]
fn the_quiz_menu_changes_options() {
    let mut s = Screen::open("quiz-menu", Start::Quiz(None), None);
    assert!(s.contains("Questions: Find the square"), "{}", s.text());
    s.key(Key::Enter);
    assert!(s.contains("Questions: Name the square"), "{}", s.text());
    s.key(Key::Down);
    s.key(Key::Enter);
    assert!(s.contains("Board: Brazilian"), "{}", s.text());
    for _ in 0..4 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(
        s.contains("What is the name of the marked square?"),
        "{}",
        s.text()
    );
}

#[test]
fn a_puzzle_is_solved_on_the_board_and_recorded() {
    let choice = shashki::trainer::Choice {
        variant: Some(shashki::rules::Variant::Russian),
        theme: Some("opening-trap".into()),
        ratings: Some((0, 950)),
        failed_only: false,
    };
    let mut s = Screen::open("puzzle", Start::Puzzles(choice), None);
    assert!(s.contains("Theme: Opening trap"), "{}", s.text());
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    // The only opening trap rated 950 or less: trap 1, White to move.
    assert!(s.contains("White to move: win a piece."), "{}", s.text());
    s.key(Key::Tab);
    s.type_text("c3-b4");
    s.key(Key::Enter);
    assert!(s.contains("Not this one"), "{}", s.text());
    s.key(Key::Enter);
    assert!(s.contains("Try again."), "{}", s.text());
    s.type_text("g3-f4");
    s.key(Key::Enter);
    assert!(s.contains("Keep going."), "{}", s.text());
    s.type_text("h2:h6");
    s.key(Key::Enter);
    assert!(s.contains("Puzzle solved!"), "{}", s.text());
    let saved = std::fs::read_to_string(s.data_dir.join("profiles/player/progress.yaml")).unwrap();
    assert!(
        saved.contains("trap-1") && saved.contains("solved: true"),
        "{saved}"
    );
    assert!(saved.contains("ratings:"), "{saved}");
}

/// A puzzle trainer with one extra puzzle, trap-1 with an explanation, rated 500 so that it
/// is the only one rated 600 or less.
fn explained_puzzle(name: &str) -> Screen {
    let dir = fresh_dir(name);
    let content = dir.join("content");
    std::fs::create_dir_all(&content).unwrap();
    std::fs::write(
        content.join("explained.yaml"),
        r#"format: 1
id: explained
title: Explained
puzzles:
  - id: explained-1
    fen: "W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Be5,g5,b6,f6,a7,c7,e7,g7,b8,d8,f8,h8"
    goal: material:1
    solution: g3-f4 e5:g3 h2:f4:h6
    explain: {en: "Give the man on f4: e5 must take it, and h2 takes two.", ru: "Отдай шашку на f4."}
    themes: [opening-trap]
    rating: 500
"#,
    )
    .unwrap();
    let choice = shashki::trainer::Choice {
        variant: Some(shashki::rules::Variant::Russian),
        ratings: Some((0, 600)),
        ..Default::default()
    };
    let config = Config {
        data_dir: Some(dir.join("data")),
        content_dir: Some(content),
        ..Config::default()
    };
    let mut s = Screen::with(&config, Start::Puzzles(choice));
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&["White to move: win a piece."]);
    s
}

#[test]
fn a_puzzle_explains_its_idea_when_solved_or_when_asked() {
    let idea = "Give the man on f4: e5 must take it";
    let mut s = explained_puzzle("explain-solved");
    s.lacks(&[idea]);
    s.shows(&["w: why?"]);
    s.key(Key::Tab);
    s.type_text("g3-f4");
    s.key(Key::Enter);
    s.lacks(&[idea]);
    s.type_text("h2:f4:h6");
    s.key(Key::Enter);
    s.shows(&["Puzzle solved!", idea]);
    // Asked before the end: shown at once (it counts as a hint).
    let mut s = explained_puzzle("explain-asked");
    s.send(Event::Char('w'));
    s.shows(&[idea]);
}

#[test]
fn a_new_learners_puzzles_are_russian_and_say_so_and_a_variant_chosen_is_kept() {
    let mut s = Screen::open(
        "puzzle-variant",
        Start::Puzzles(shashki::trainer::Choice::default()),
        None,
    );
    s.shows(&["Variant: Russian draughts"]);
    s.lacks(&["Variant: all"]);
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&["Russian draughts puzzle"]);
    // No internal id: "ru-..." or "br-..." never reaches the learner.
    assert!(
        !s.text().contains("ru-") && !s.text().contains("br-"),
        "{}",
        s.text()
    );
    s.key(Key::Esc);
    // The variant row cycles through the variants (never "all") and is remembered.
    let global = Config {
        data_dir: Some(s.data_dir.clone()),
        ..Config::default()
    };
    drop(s);
    let mut s = Screen::with(&global, Start::Puzzles(shashki::trainer::Choice::default()));
    s.key(Key::Down);
    s.key(Key::Enter);
    s.lacks(&["Variant: Russian draughts", "Variant: all"]);
    let text = s.saved_progress();
    assert!(text.contains("puzzle_variant:"), "{text}");
    let chosen = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("puzzle_variant: "))
        .unwrap()
        .to_string();
    let global = Config {
        data_dir: Some(s.data_dir.clone()),
        ..Config::default()
    };
    let s = Screen::with(&global, Start::Puzzles(shashki::trainer::Choice::default()));
    let variant = shashki::rules::Variant::from_name(&chosen).unwrap();
    let title = shashki::i18n::core::variant_title(variant, shashki::Lang::En);
    s.shows(&[&format!("Variant: {title}")]);
}

#[test]
fn a_practice_run_left_before_any_solve_goes_back_to_the_menu_without_a_result() {
    let mut s = Screen::open(
        "puzzle-left",
        Start::Puzzles(shashki::trainer::Choice::default()),
        None,
    );
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("Russian draughts puzzle"), "{}", s.text());
    s.key(Key::Esc);
    assert!(!s.contains("Well played"), "{}", s.text());
    assert!(s.contains(">> Start <<"), "{}", s.text());
}

/// The puzzle menu with the opening trap rated 950 or less (trap 1) chosen, switched to a
/// streak and started.
fn streak_on_trap_1(name: &str) -> Screen {
    let choice = shashki::trainer::Choice {
        variant: Some(shashki::rules::Variant::Russian),
        theme: Some("opening-trap".into()),
        ratings: Some((0, 950)),
        failed_only: false,
    };
    let mut s = Screen::open(name, Start::Puzzles(choice), None);
    s.key(Key::Enter);
    assert!(s.contains("How: Streak"), "{}", s.text());
    assert!(
        s.contains("One wrong move ends the streak. No hints; one skip."),
        "{}",
        s.text()
    );
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("White to move: win a piece."), "{}", s.text());
    s
}

#[test]
fn esc_in_a_streak_asks_before_ending_it() {
    let mut s = streak_on_trap_1("streak-esc");
    s.key(Key::Esc);
    assert!(s.contains("End this streak?"), "{}", s.text());
    // Esc means no: the puzzle stays.
    s.key(Key::Esc);
    assert!(!s.contains("End this streak?"), "{}", s.text());
    assert!(s.contains("White to move: win a piece."), "{}", s.text());
    // The arrows reach "No" too.
    s.key(Key::Esc);
    s.key(Key::Right);
    s.key(Key::Enter);
    assert!(!s.contains("End this streak?"), "{}", s.text());
    assert!(s.contains("White to move: win a piece."), "{}", s.text());
    // Enter on "Yes" ends the run.
    s.key(Key::Esc);
    s.key(Key::Enter);
    assert!(
        s.contains("Puzzles solved in a row, without a wrong move: 0"),
        "{}",
        s.text()
    );
}

#[test]
fn a_wrong_move_ends_a_streak_and_the_end_screen_counts_what_was_solved() {
    let mut s = streak_on_trap_1("streak-wrong");
    s.send(Event::Char('?'));
    assert!(s.contains("No hints in a streak."), "{}", s.text());
    s.key(Key::Tab);
    s.type_text("c3-b4");
    s.key(Key::Enter);
    assert!(s.contains("The streak is over."), "{}", s.text());
    assert!(
        s.contains("The solution:") && s.contains("g3-f4 e5:g3 h2:f4:h6."),
        "{}",
        s.text()
    );
    assert!(s.contains("(Enter: the result)"), "{}", s.text());
    assert!(!s.contains("take it back"), "{}", s.text());
    s.key(Key::Enter);
    assert!(
        s.contains("The streak is over.")
            && s.contains("Puzzles solved in a row, without a wrong move: 0"),
        "{}",
        s.text()
    );
}

#[test]
fn an_impossible_choice_says_no_puzzles_match_and_stays_on_the_menu() {
    let choice = shashki::trainer::Choice {
        variant: Some(shashki::rules::Variant::English),
        theme: Some("opening-trap".into()),
        ..Default::default()
    };
    let mut s = Screen::open("puzzle-none", Start::Puzzles(choice), None);
    for _ in 0..5 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(
        s.contains("No puzzles match these choices."),
        "{}",
        s.text()
    );
    assert!(
        s.contains("How: Next for me"),
        "still the menu:\n{}",
        s.text()
    );
    assert!(!s.contains("to move:"), "{}", s.text());
}

#[test]
fn the_puzzle_menu_and_screen_name_variants_and_themes_in_russian() {
    let choice = shashki::trainer::Choice {
        variant: Some(shashki::rules::Variant::Russian),
        theme: Some("sacrifice".into()),
        ..Default::default()
    };
    let mut s = Screen::open("puzzle-ru", Start::Puzzles(choice), Some(shashki::Lang::Ru));
    assert!(s.contains("Шашки: Русские шашки"), "{}", s.text());
    assert!(s.contains("Тема: Отдача"), "{}", s.text());
    assert!(s.contains("Английские шашки (чекерс)"), "{}", s.text());
    assert!(
        !s.contains("sacrifice") && !s.contains("russian"),
        "{}",
        s.text()
    );
    s.key(Key::Down);
    s.key(Key::Down);
    s.key(Key::Enter);
    // The themes of the Russian bank, in order: after the sacrifice, the breakthrough.
    assert!(s.contains("Тема: Прорыв в дамки"), "{}", s.text());
    for _ in 0..3 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    // The words of a name may be wrapped onto two lines.
    assert!(s.contains("прорыв"), "the puzzle's themes:\n{}", s.text());
    assert!(!s.contains("breakthrough"), "{}", s.text());
}

#[test]
fn the_quiz_menu_opens_with_the_options_used_last() {
    let options = shashki::trainer::QuizOptions {
        mode: shashki::trainer::Mode::Diagonals,
        variant: shashki::rules::Variant::Russian,
        seconds: None,
        labels: false,
        flipped: false,
    };
    let mut s = Screen::open("quiz-remember", Start::Quiz(Some(options)), None);
    s.key(Key::Esc);
    let global = Config {
        data_dir: Some(s.data_dir.clone()),
        ..Config::default()
    };
    let again = Screen::with(&global, Start::Quiz(None));
    for row in [
        "Questions: Diagonals",
        "Time: untimed practice",
        "Board labels: hidden",
    ] {
        assert!(again.contains(row), "{row} missing:\n{}", again.text());
    }
}

/// Steps the trainer until the screen shows `needle` (the computer thinks on another
/// thread), for at most thirty seconds: generous, since the tests run in parallel beside builds.
fn wait_for(s: &mut Screen, needle: &str) {
    let began = std::time::Instant::now();
    while !s.contains(needle) {
        assert!(
            began.elapsed() < std::time::Duration::from_secs(30),
            "never showed '{needle}':\n{}",
            s.text()
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
        s.settle();
    }
}

/// A game against level 1 from a position (as a saved game would give it).
fn game_from(fen: &str, side: shashki::rules::Color) -> Start {
    let pdn = format!("[FEN \"{fen}\"]\n*\n");
    let saved = shashki::rules::PdnGame::read(&pdn, shashki::rules::Variant::Russian).unwrap();
    Start::Play(Some(shashki::trainer::PlayPlan {
        side: shashki::trainer::SidePick::Side(side),
        level: shashki::engine::Level::new(1).unwrap(),
        saved: Some(shashki::trainer::SavedGame::Draughts(saved)),
        ..Default::default()
    }))
}

/// The saved games of the test's profile, as text.
fn saved_games(s: &Screen) -> Vec<String> {
    let dir = s.data_dir.join("profiles/player/games");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect()
}

#[test]
fn a_whole_game_against_level_1_by_mouse_keys_and_typing_is_won_and_saved() {
    use shashki::rules::Color;
    // Every reply of Black is forced, so the script holds whatever level 1 would like.
    let fen = "W:Wb6,a7,e3:Bc3,a5,h4";
    let mut s = Screen::open("play-game", game_from(fen, Color::White), None);
    assert!(
        s.contains("Russian draughts - level 1 - you play White"),
        "{}",
        s.text()
    );
    assert!(s.contains("Your move."), "{}", s.text());
    // Move 1, a7-b8 (crowning): pick a7 with the mouse, then the keys take the cursor to b8.
    let (x, y) = s.square('a', 7);
    s.click(x, y);
    s.key(Key::Right);
    s.key(Key::Up);
    s.key(Key::Enter);
    wait_for(&mut s, "1. a7-b8 a5:c7");
    assert!(s.contains("Your move. You must capture!"), "{}", s.text());
    // Move 2: the new king takes two men, typed.
    s.key(Key::Tab);
    s.type_text("b8:e5");
    s.key(Key::Enter);
    assert!(
        s.contains("The capture is not finished"),
        "a stop halfway is refused:\n{}",
        s.text()
    );
    s.type_text("b8:e5:b2");
    s.key(Key::Enter);
    // The move list names every square of a capture, as the lessons do.
    wait_for(&mut s, "2. b8:e5:b2 h4-g3");
    // Move 3: a man is given away, typed; move 4: the king takes it back by mouse.
    s.type_text("e3-f4");
    s.key(Key::Enter);
    wait_for(&mut s, "3. e3-f4 g3:e5");
    let (x, y) = s.square('b', 2);
    s.click(x, y);
    let (x, y) = s.square('f', 6);
    s.click(x, y);
    wait_for(&mut s, "You won! No pieces are left to move.");
    assert!(s.contains("4. b2:f6"), "{}", s.text());
    assert!(
        s.contains("The game is saved in your games folder as"),
        "{}",
        s.text()
    );
    let games = saved_games(&s);
    assert_eq!(games.len(), 1);
    let pdn = &games[0];
    for tag in [
        "[GameType \"25\"]",
        "[FEN \"W:We3,b6,a7:Bc3,h4,a5\"]",
        "[Result \"2-0\"]",
        "[White \"Player\"]",
        "[Black \"shashki level 1\"]",
    ] {
        assert!(pdn.contains(tag), "{tag} missing:\n{pdn}");
    }
    assert!(pdn.contains("4. b2:f6 2-0"), "{pdn}");
    // Enter starts a new game with the same settings.
    s.key(Key::Tab);
    s.key(Key::Enter);
    assert!(s.contains("Your move."), "{}", s.text());
    assert!(!s.contains("a7-b8"), "{}", s.text());
}

#[test]
fn undo_resign_and_a_draw_offer_on_the_play_screen() {
    use shashki::rules::Color;
    let start = Start::Play(Some(shashki::trainer::PlayPlan {
        side: shashki::trainer::SidePick::Side(Color::White),
        level: shashki::engine::Level::new(1).unwrap(),
        ..Default::default()
    }));
    let mut s = Screen::open("play-undo", start, None);
    s.key(Key::Tab);
    s.type_text("c3-d4");
    s.key(Key::Enter);
    wait_for(&mut s, "Your move");
    assert!(s.contains("1. c3-d4 "), "{}", s.text());
    // Back on the board, u takes back both moves.
    s.key(Key::Tab);
    s.send(Event::Char('u'));
    assert!(s.contains("Move taken back."), "{}", s.text());
    assert!(!s.contains("1. c3-d4"), "{}", s.text());
    // r asks first; "No" plays on, "Yes" resigns.
    s.send(Event::Char('r'));
    assert!(s.contains("Give up this game?"), "{}", s.text());
    s.key(Key::Esc);
    assert!(!s.contains("Give up this game?"), "{}", s.text());
    s.send(Event::Char('r'));
    s.key(Key::Enter);
    assert!(
        s.contains("The computer won. You resigned."),
        "{}",
        s.text()
    );
    assert!(saved_games(&s)[0].contains("[Result \"0-2\"]"));
    // Undo takes back the resignation, and the loss file goes (a game without moves is not
    // kept); at the start, the computer turns a draw offer down: it is too early.
    s.send(Event::Char('u'));
    assert!(s.contains("The game goes on."), "{}", s.text());
    assert!(s.contains("Your move."), "{}", s.text());
    assert!(saved_games(&s).is_empty());
    s.send(Event::Char('n'));
    assert!(
        s.contains("It is too early for a draw: the computer wants"),
        "{}",
        s.text()
    );
    assert!(s.contains("Your move."), "{}", s.text());
    assert!(saved_games(&s).is_empty());
}

#[test]
fn an_unfinished_game_is_saved_on_leaving_and_continues_from_the_file() {
    use shashki::rules::{Color, PdnGame, Variant};
    let start = Start::Play(Some(shashki::trainer::PlayPlan {
        game: shashki::trainer::PlayGame::Draughts(Variant::Brazilian),
        side: shashki::trainer::SidePick::Side(Color::Black),
        level: shashki::engine::Level::new(2).unwrap(),
        ..Default::default()
    }));
    let mut s = Screen::open("play-save", start, Some(shashki::Lang::Ru));
    wait_for(&mut s, "Твой ход");
    assert!(s.contains("ты играешь чёрными"), "{}", s.text());
    s.key(Key::Tab);
    s.type_text("f6-g5");
    s.key(Key::Enter);
    wait_for(&mut s, "Твой ход");
    // The move list: "1. <computer's move> f6-g5" and the computer's second move.
    let moves: Vec<String> = s
        .text()
        .lines()
        .filter_map(|l| l.split_once(" 1. ").or_else(|| l.split_once(" 2. ")))
        .map(|(_, rest)| rest.trim_end_matches(['│', ' ']).to_string())
        .collect();
    assert_eq!(moves.len(), 2, "{}", s.text());
    assert!(moves[0].ends_with(" f6-g5"), "{moves:?}");
    // Esc in the move box goes back to the board: the game is still open.
    s.key(Key::Esc);
    s.shows(&["Твой ход", "Tab или буква: написать ход", " 2. "]);
    s.key(Key::Esc);
    // Esc on the board leaves, and says in plain words where the game waits.
    assert!(
        s.contains("Партия сохранена, её можно доиграть"),
        "{}",
        s.text()
    );
    assert!(s.contains("«Продолжить»"), "{}", s.text());
    let games = saved_games(&s);
    assert_eq!(games.len(), 1);
    assert!(games[0].contains("[Result \"*\"]"), "{}", games[0]);
    // The play menu offers to continue it, first.
    let global = Config {
        data_dir: Some(s.data_dir.clone()),
        lang: Some(shashki::Lang::Ru),
        ..Config::default()
    };
    let menu = Screen::with(&global, Start::Play(None));
    assert!(
        menu.contains("Продолжить: ") && menu.contains(", Бразильские шашки, 2 хода"),
        "{}",
        menu.text()
    );
    // Continue it from its file: same sides, level and moves, and it stays in that file.
    let file = std::fs::read_dir(s.data_dir.join("profiles/player/games"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let saved = PdnGame::read(&games[0], Variant::Russian).unwrap();
    let plan = shashki::trainer::PlayPlan {
        saved: Some(shashki::trainer::SavedGame::Draughts(saved)),
        origin: Some(file),
        ..Default::default()
    };
    let mut again = Screen::with(&global, Start::Play(Some(plan)));
    wait_for(&mut again, "Твой ход");
    assert!(
        again.contains("Бразильские шашки - уровень 2 - ты играешь чёрными"),
        "{}",
        again.text()
    );
    for line in &moves {
        assert!(again.contains(line), "{line} missing:\n{}", again.text());
    }
    again.send(Event::Char('r'));
    again.key(Key::Enter);
    wait_for(&mut again, "Партия сдана.");
    let games = saved_games(&again);
    assert_eq!(games.len(), 1, "the lost game replaced the unfinished one");
    assert!(games[0].contains("[Result \"2-0\"]"), "{}", games[0]);
}

#[test]
fn a_finished_game_loaded_to_look_at_is_not_saved_again() {
    use shashki::rules::{Color, PdnGame, Variant};
    let elsewhere = fresh_dir("play-finished-files");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let computer = "[White \"Player\"]\n[Black \"shashki level 1\"]\n";
    for (name, pdn, shows) in [
        (
            "won",
            format!(
                "{computer}[FEN \"W:Wb6,a7,e3:Bc3,a5,h4\"]\n\
                 1. a7-b8 a5:c7 2. b8:e5:b2 h4-g3 3. e3-f4 g3:e5 4. b2:f6 2-0\n"
            ),
            "You won!",
        ),
        // Ended off the board: only the result says so.
        (
            "resigned",
            format!("{computer}1. c3-d4 f6-e5 0-2\n"),
            "You resigned.",
        ),
        // No computer tags: the learner is Black (the plan's side), and White, the computer,
        // would be to move.
        (
            "drawn",
            "1. c3-d4 f6-e5 2. d4:f6 g7:e5 1-1\n".to_string(),
            "A draw.",
        ),
    ] {
        let file = elsewhere.join(format!("{name}.pdn"));
        std::fs::write(&file, &pdn).unwrap();
        let plan = shashki::trainer::PlayPlan {
            side: shashki::trainer::SidePick::Side(Color::Black),
            level: shashki::engine::Level::new(1).unwrap(),
            saved: Some(shashki::trainer::SavedGame::Draughts(
                PdnGame::read(&pdn, Variant::Russian).unwrap(),
            )),
            origin: Some(file.clone()),
            ..Default::default()
        };
        let mut s = Screen::open(
            &format!("play-finished-{name}"),
            Start::Play(Some(plan)),
            None,
        );
        wait_for(&mut s, shows);
        // Time for a search the computer should not start.
        std::thread::sleep(std::time::Duration::from_millis(300));
        s.settle();
        s.key(Key::Esc);
        assert!(
            !s.contains("The game is saved in your games folder as"),
            "{name}:\n{}",
            s.text()
        );
        assert!(saved_games(&s).is_empty(), "{name}: {:?}", saved_games(&s));
        assert_eq!(std::fs::read_to_string(&file).unwrap(), pdn, "{name}");
        let _ = std::fs::remove_dir_all(&s.data_dir);
    }
    let _ = std::fs::remove_dir_all(&elsewhere);
}

/// The corners lesson, opened from the command line: a wrong step explained, a right one
/// typed, a jump picked with two mouse clicks, a chain typed by its ends, the race won, and
/// the finished lesson's stars saved and shown on the list.
#[test]
fn the_corners_lesson_is_walked_through_with_keys_and_the_mouse() {
    let mut s = Screen::open(
        "corners-lesson",
        Start::Learn(Some("corners".into())),
        Some(shashki::Lang::En),
    );
    // As in a draughts lesson, the title counts the steps of the stage.
    s.shows(&[
        "Corners: a race on the board - step 1 / 5",
        "Stage 1 of 3: Steps and jumps",
    ]);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["Make a step: move a piece from row 3"]);
    s.key(Key::Tab);
    s.type_text("c3-d3");
    s.key(Key::Enter);
    s.shows(&["That is a step to the side."]);
    // Left and opened again, the lesson goes on at the task, its mistake kept.
    s.key(Key::Esc);
    s.key(Key::Esc);
    s.shows(&["33. Corners: a race on the board"]);
    s.key(Key::Enter);
    s.shows(&["step 3 / 5", "Make a step: move a piece from row 3"]);
    s.key(Key::Tab);
    s.type_text("b3");
    s.key(Key::Enter);
    s.shows(&["That is only half a move"]);
    s.type_text("b3-b4");
    s.key(Key::Enter);
    s.shows(&["Right! Press Enter to go on."]);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["Jump: take a piece from row 2"]);
    // a2, then a4: file a's glyph is in column 5; rank 2 is on row 7, rank 4 on row 5.
    s.key(Key::Tab);
    s.click(5, 7);
    s.click(5, 5);
    s.shows(&["Right! Press Enter to go on."]);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["Stage 2 of 3: Chains of jumps", "Find a chain of jumps"]);
    s.key(Key::Tab);
    s.type_text("a1-c5");
    s.key(Key::Enter);
    s.shows(&["Three jumps in one move!"]);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.type_text("e7-g7");
    s.key(Key::Enter);
    s.shows(&["The corner is full: you win!"]);
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["The lesson is done! Stars: 2 of 3."]);
    // Done, Enter does nothing more, and the footer names only what works.
    s.shows(&["Esc: lessons  i: words"]);
    s.lacks(&["Enter: go on", "Enter: next step"]);
    let saved = s.saved_progress();
    assert!(saved.contains("corners:"), "{saved}");
    s.key(Key::Esc);
    s.shows(&["33. Corners: a race on the board"]);
}
