//! The puzzle menu: how puzzles come, their variant, theme and difficulty, and why a run
//! does not start.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, LinearLayout, OnEventView, SelectView, TextView};

use super::{puzzles, start};
use crate::Lang;
use crate::content::{THEMES, theme_name};
use crate::i18n::core::variant_title;
use crate::rules::Variant;
use crate::trainer::{Choice, Offer, RunMode, best_runs, learner_rating, offer};
use crate::tui::fit::Fit;
use crate::tui::state;

/// A line of the puzzle menu.
#[derive(Clone, Copy, Debug)]
enum Row {
    Mode,
    Variant,
    Theme,
    Difficulty,
    Replay,
    Start,
}

const DIFFICULTIES: [Option<(u32, u32)>; 4] = [
    None,
    Some((0, 1199)),
    Some((1200, 1599)),
    Some((1600, 3000)),
];

fn difficulty_label(range: Option<(u32, u32)>, lang: Lang) -> String {
    match range {
        None => crate::t!(lang, "ui-puzzles-any"),
        Some((0, _)) => crate::t!(lang, "ui-puzzles-easy"),
        Some((1200, _)) => crate::t!(lang, "ui-puzzles-medium"),
        Some(_) => crate::t!(lang, "ui-puzzles-hard"),
    }
}

/// The puzzle menu. Its puzzles are in one variant: the one `choice` names, else the
/// learner's (see [`crate::trainer::Learner::puzzle_choice`]).
pub fn show_menu(siv: &mut Cursive, mode: RunMode, choice: Choice) {
    let all = puzzles(siv);
    let app = state(siv);
    let choice = app.learner.puzzle_choice(choice);
    let lang = app.lang();
    let any = || crate::t!(lang, "ui-puzzles-all");
    let mut list = SelectView::new();
    list.add_item(
        crate::t!(lang, "ui-puzzles-how", mode = mode.label(lang)),
        Row::Mode,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-puzzles-variant",
            variant = choice.variant.map_or_else(any, |v| variant_title(v, lang))
        ),
        Row::Variant,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-puzzles-theme",
            theme = choice
                .theme
                .as_deref()
                .map_or_else(any, |t| theme_name(t, lang))
        ),
        Row::Theme,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-puzzles-difficulty",
            level = difficulty_label(choice.ratings, lang)
        ),
        Row::Difficulty,
    );
    list.add_item(crate::t!(lang, "ui-puzzles-replay"), Row::Replay);
    list.add_item(crate::t!(lang, "ui-start"), Row::Start);
    let menu_choice = choice.clone();
    list.set_on_submit(move |s, row: &Row| {
        let mut c = menu_choice.clone();
        let mut m = mode;
        match row {
            Row::Mode => {
                let i = RunMode::ALL.iter().position(|x| *x == m).unwrap_or(0);
                m = RunMode::ALL[(i + 1) % RunMode::ALL.len()];
            }
            Row::Variant => {
                let i = Variant::ALL
                    .iter()
                    .position(|v| Some(*v) == c.variant)
                    .map_or(0, |i| (i + 1) % Variant::ALL.len());
                c.variant = Some(Variant::ALL[i]);
                state(s).learner.choose_puzzle_variant(Variant::ALL[i]);
            }
            Row::Theme => {
                c.theme = match &c.theme {
                    None => Some(THEMES[0].to_string()),
                    Some(t) => THEMES
                        .iter()
                        .skip_while(|x| *x != t)
                        .nth(1)
                        .map(ToString::to_string),
                }
            }
            Row::Difficulty => {
                let i = DIFFICULTIES
                    .iter()
                    .position(|d| *d == c.ratings)
                    .unwrap_or(0);
                c.ratings = DIFFICULTIES[(i + 1) % DIFFICULTIES.len()];
            }
            Row::Replay => {
                // A replay is practice; the menu keeps the How chosen for afterwards.
                c.failed_only = true;
                return start_or_say_why(s, m, c);
            }
            Row::Start => return start_or_say_why(s, m, c),
        }
        let row = *row as usize;
        s.pop_layer();
        show_menu(s, m, c);
        s.call_on_name("puzzle-menu", |l: &mut SelectView<Row>| {
            l.set_selection(row)
        });
    });
    let progress = app.learner.progress();
    let table: Vec<[String; 3]> = Variant::ALL
        .into_iter()
        .map(|v| {
            let count = all.iter().filter(|p| p.variant() == v).count();
            let solved = all
                .iter()
                .filter(|p| {
                    p.variant() == v && progress.puzzles.get(&p.id).is_some_and(|d| d.solved)
                })
                .count();
            let rating = learner_rating(progress, v).rating.round();
            [
                variant_title(v, lang),
                crate::t!(lang, "ui-puzzles-solved-of", solved = solved, count = count),
                crate::t!(lang, "ui-puzzles-rating", rating = rating),
            ]
        })
        .collect();
    let mut info = columns(&table);
    info.extend(best_runs(progress, lang));
    let body = LinearLayout::vertical()
        .child(list.with_name("puzzle-menu"))
        .child(TextView::new(mode.rules(lang)))
        .child(TextView::new("").with_name(MENU_NOTE))
        .child(TextView::new(" "))
        .child(TextView::new(info.join("\n")))
        .child(TextView::new(" "))
        .child(TextView::new(crate::t!(lang, "ui-options-keys")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-puzzles"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (54, 18), lang));
}

/// The rows of a table as lines, each column as wide as its widest cell, two spaces apart.
fn columns(rows: &[[String; 3]]) -> Vec<String> {
    let width = |i: usize| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0);
    let (first, second) = (width(0), width(1));
    rows.iter()
        .map(|[a, b, c]| format!("{a:<first$}  {b:<second$}  {c}"))
        .collect()
}

/// The menu's line that says why a run did not start.
const MENU_NOTE: &str = "puzzle-menu-note";

/// Starts a run if the choice offers a puzzle; otherwise stays on the menu and says why.
fn start_or_say_why(siv: &mut Cursive, mode: RunMode, choice: Choice) {
    let all = puzzles(siv);
    let app = state(siv);
    let lang = app.lang();
    let why = match offer(&all, app.learner.progress(), &choice) {
        Offer::Puzzles(_) => {
            siv.pop_layer();
            return start(siv, mode, choice);
        }
        Offer::NoneMatch => format!(
            "{} {}",
            crate::t!(lang, "ui-puzzles-none-match"),
            crate::t!(lang, "ui-puzzles-choose-another")
        ),
        Offer::AllSolved { solved, to_replay } => {
            let then = if to_replay > 0 {
                crate::t!(lang, "ui-puzzles-replay-or-choose")
            } else {
                crate::t!(lang, "ui-puzzles-choose-another")
            };
            format!(
                "{} {then}",
                crate::t!(lang, "ui-puzzles-all-solved", count = solved)
            )
        }
        Offer::NothingToReplay => crate::t!(lang, "ui-puzzles-nothing-to-replay"),
    };
    let text =
        cursive::utils::markup::StyledString::styled(why, cursive::theme::BaseColor::Red.dark());
    siv.call_on_name(MENU_NOTE, |t: &mut TextView| t.set_content(text));
}
