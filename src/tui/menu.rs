//! The main menu.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, LinearLayout, OnEventView, SelectView, TextView};

use super::fit::Fit;
use super::{drill, glossary, learn, play, puzzles, quiz, review, screens, state};
use crate::Lang;
use crate::trainer::{Choice, RunMode};

/// The smallest window the main menu is drawn in (a dialog over it needs as much).
pub(super) const MIN_SIZE: (usize, usize) = (44, 14);

/// The menu entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    Learn,
    Review,
    Drills,
    Puzzles,
    Quiz,
    Play,
    Glossary,
    Progress,
    Settings,
    Quit,
}

impl Entry {
    const ALL: [Entry; 10] = [
        Entry::Learn,
        Entry::Review,
        Entry::Drills,
        Entry::Puzzles,
        Entry::Quiz,
        Entry::Play,
        Entry::Glossary,
        Entry::Progress,
        Entry::Settings,
        Entry::Quit,
    ];

    fn label(self, lang: Lang, due: usize) -> String {
        match self {
            Entry::Review => crate::t!(lang, "ui-menu-review", count = due),
            Entry::Learn => crate::t!(lang, "ui-menu-learn"),
            Entry::Puzzles => crate::t!(lang, "ui-puzzles"),
            Entry::Quiz => crate::t!(lang, "ui-quiz"),
            Entry::Play => crate::t!(lang, "ui-menu-play"),
            Entry::Glossary => crate::t!(lang, "ui-glossary"),
            Entry::Progress => crate::t!(lang, "ui-progress"),
            Entry::Settings => crate::t!(lang, "ui-menu-settings"),
            Entry::Drills => crate::t!(lang, "ui-drills"),
            Entry::Quit => crate::t!(lang, "ui-menu-quit"),
        }
    }
}

fn choose(siv: &mut Cursive, entry: Entry) {
    match entry {
        Entry::Learn => learn::show_list(siv),
        Entry::Quiz => quiz::open_setup(siv),
        Entry::Review => review::show(siv),
        Entry::Puzzles => puzzles::show_menu(siv, RunMode::Practice, Choice::default()),
        Entry::Play => {
            let plan = state(siv).learner.play_plan();
            play::show_setup(siv, plan);
        }
        Entry::Glossary => glossary::show(siv),
        Entry::Progress => screens::progress(siv),
        Entry::Settings => screens::settings(siv),
        Entry::Drills => drill::show(
            siv,
            crate::trainer::Rule::MustCapture,
            crate::rules::Variant::Russian,
        ),
        Entry::Quit => siv.quit(),
    }
}

/// Shows the main menu as the bottom screen.
pub fn show(siv: &mut Cursive) {
    let (lang, name, due) = {
        let app = state(siv);
        let due = app
            .learner
            .progress()
            .review_due(crate::progress::unix_now());
        (app.lang(), app.learner.profile().name.clone(), due)
    };
    let mut list = SelectView::new();
    for entry in Entry::ALL {
        list.add_item(entry.label(lang, due), entry);
    }
    list.set_on_submit(|s, entry| choose(s, *entry));
    let help = crate::t!(lang, "ui-menu-help");
    let body = LinearLayout::vertical()
        .child(TextView::new(crate::t!(lang, "ui-menu-intro")))
        .child(TextView::new(" "))
        .child(list.with_name("menu"))
        .child(TextView::new(" "))
        .child(TextView::new(help));
    let title = crate::t!(lang, "ui-menu-title", name = name);
    let dialog = Dialog::around(body).title(title);
    let view = OnEventView::new(dialog)
        .on_event(super::keys::command(super::keys::QUIT), Cursive::quit)
        .on_event(Key::Esc, ask_to_quit);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), MIN_SIZE, lang));
}

/// Esc on the main menu: asks "Quit shashki?" (Esc or Enter on the question means no), so
/// that an Esc too many does not close the trainer; `q` quits at once.
fn ask_to_quit(siv: &mut Cursive) {
    let lang = state(siv).lang();
    // "No" comes first and has the focus: Esc then Enter keeps the trainer open.
    let dialog = Dialog::text(crate::t!(lang, "ui-quit-question"))
        .dismiss_button(crate::t!(lang, "ui-quit-no"))
        .button(crate::t!(lang, "ui-quit-yes"), Cursive::quit);
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    }));
}

/// Updates the review entry of the main menu (how many tasks are due).
pub fn refresh(siv: &mut Cursive) {
    let label = review::menu_label(siv);
    let index = Entry::ALL.iter().position(|e| *e == Entry::Review);
    siv.call_on_name("menu", |list: &mut SelectView<Entry>| {
        if let Some((text, _)) = index.and_then(|i| list.get_item_mut(i)) {
            *text = label.into();
        }
    });
}
