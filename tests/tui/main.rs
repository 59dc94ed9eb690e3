//! Headless tests of the trainer's screens on cursive's puppet backend: keys and mouse in,
//! screen text out.

use std::path::PathBuf;

use cursive::backends::puppet::Backend;
use cursive::backends::puppet::observed::ObservedPieceInterface;
use cursive::event::{Event, Key, MouseButton, MouseEvent};
use cursive::{CursiveRunner, Vec2};
use shashki::cli::Global;
use shashki::tui::{self, Start};

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
        let data_dir =
            std::env::temp_dir().join(format!("shashki-tui-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data_dir);
        let global = Global {
            data_dir: Some(data_dir.clone()),
            lang,
            ..Global::default()
        };
        let siv = tui::build(&global, start).expect("the trainer starts");
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

    pub fn contains(&self, needle: &str) -> bool {
        self.text().contains(needle)
    }

    /// Screen position (column, row) of the first occurrence of `needle`.
    pub fn find(&self, needle: &str) -> Option<(usize, usize)> {
        self.last.iter().enumerate().find_map(|(row, line)| {
            line.find(needle)
                .map(|at| (line[..at].chars().count(), row))
        })
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

#[test]
fn debug_answer_focus() {
    let mut s = Screen::open("focus", Start::Learn(Some("board".into())), None);
    for _ in 0..5 {
        s.key(Key::Enter);
        if s.contains("step 6") {
            break;
        }
        s.key(Key::Down);
    }
    println!("{}", s.text());
    s.type_text("f4");
    s.key(Key::Enter);
    println!("{}", s.text());
    assert!(s.contains("Right"));
}
