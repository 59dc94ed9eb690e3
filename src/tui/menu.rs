//! The main menu.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, LinearLayout, OnEventView, SelectView, TextView};

use super::fit::Fit;
use super::{learn, play, puzzles, quiz, screens, state};
use crate::Lang;
use crate::trainer::{Choice, RunMode};

/// The menu entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    Learn,
    Puzzles,
    Quiz,
    Play,
    Progress,
    Settings,
    Quit,
}

impl Entry {
    const ALL: [Entry; 7] = [
        Entry::Learn,
        Entry::Puzzles,
        Entry::Quiz,
        Entry::Play,
        Entry::Progress,
        Entry::Settings,
        Entry::Quit,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Entry::Learn => lang.pick(
                "Learn - lessons step by step",
                "Учиться - уроки шаг за шагом",
            ),
            Entry::Puzzles => lang.pick("Puzzles", "Задачи"),
            Entry::Quiz => lang.pick("Quiz", "Викторина"),
            Entry::Play => lang.pick("Play against the computer", "Играть с компьютером"),
            Entry::Progress => lang.pick("Progress", "Успехи"),
            Entry::Settings => lang.pick("Settings and profiles", "Настройки и профили"),
            Entry::Quit => lang.pick("Quit", "Выход"),
        }
    }
}

fn choose(siv: &mut Cursive, entry: Entry) {
    match entry {
        Entry::Learn => learn::show_list(siv),
        Entry::Quiz => quiz::open_setup(siv),
        Entry::Puzzles => puzzles::show_menu(siv, RunMode::Practice, Choice::default()),
        Entry::Play => play::show_setup(siv, crate::trainer::PlayPlan::default()),
        Entry::Progress => screens::progress(siv),
        Entry::Settings => screens::settings(siv),
        Entry::Quit => siv.quit(),
    }
}

/// Shows the main menu as the bottom screen.
pub fn show(siv: &mut Cursive) {
    let (lang, name) = {
        let app = state(siv);
        (app.lang(), app.profile.name.clone())
    };
    let mut list = SelectView::new();
    for entry in Entry::ALL {
        list.add_item(entry.label(lang), entry);
    }
    list.set_on_submit(|s, entry| choose(s, *entry));
    let help = lang.pick(
        "Up/Down: choose   Enter: open   q: quit",
        "Вверх/вниз: выбрать   Enter: открыть   q: выход",
    );
    let body = LinearLayout::vertical()
        .child(TextView::new(lang.pick(
            "Learn draughts: lessons, puzzles and games.",
            "Учимся играть в шашки: уроки, задачи и партии.",
        )))
        .child(TextView::new(" "))
        .child(list.with_name("menu"))
        .child(TextView::new(" "))
        .child(TextView::new(help));
    let title = match lang {
        Lang::En | Lang::Bg => format!("shashki - player: {name}"),
        Lang::Ru => format!("shashki - игрок: {name}"),
    };
    let dialog = Dialog::around(body).title(title);
    let view = OnEventView::new(dialog)
        .on_event(super::keys::command('q'), Cursive::quit)
        .on_event(Key::Esc, Cursive::quit);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (44, 14), lang));
}
