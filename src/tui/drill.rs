//! The drill menu: the variant, then every rule it has, each with a line saying what its
//! drill asks; Enter on a rule runs an untimed drill of it on the quiz screen.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, LinearLayout, OnEventView, SelectView, TextView};

use super::fit::Fit;
use super::{quiz, state};
use crate::i18n::core::variant_title;
use crate::rules::Variant;
use crate::trainer::{QuizOptions, Rule};

/// The smallest window the drill menu is drawn in (a dialog over it needs as much).
pub(super) const MIN_SIZE: (usize, usize) = (50, 12);

/// A line of the drill menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Variant,
    Rule(Rule),
}

/// The first rule `variant` has, from `rule` on in menu order.
fn fitting(rule: Rule, variant: Variant) -> Rule {
    let i = Rule::ALL.iter().position(|r| *r == rule).unwrap_or(0);
    (0..Rule::ALL.len())
        .map(|k| Rule::ALL[(i + k) % Rule::ALL.len()])
        .find(|r| r.available(variant))
        .unwrap_or(Rule::MustCapture)
}

/// Shows the drill menu for `variant` with `rule` selected (a rule the variant lacks gives
/// way to the next one it has).
pub fn show(siv: &mut Cursive, rule: Rule, variant: Variant) {
    let rule = fitting(rule, variant);
    let lang = state(siv).lang();
    let mut list = SelectView::new();
    list.add_item(
        crate::t!(
            lang,
            "ui-drill-variant",
            variant = variant_title(variant, lang)
        ),
        Row::Variant,
    );
    let rules: Vec<Rule> = Rule::ALL
        .into_iter()
        .filter(|r| r.available(variant))
        .collect();
    let width = rules
        .iter()
        .map(|r| r.label(lang).chars().count())
        .max()
        .unwrap_or(0);
    for r in &rules {
        let line = format!("{:<width$}  {}", r.label(lang), r.what(lang));
        list.add_item(line, Row::Rule(*r));
    }
    let selected = rules.iter().position(|r| *r == rule).map_or(0, |i| i + 1);
    list.set_selection(selected);
    list.set_on_submit(move |s, row: &Row| match *row {
        Row::Variant => {
            let i = Variant::STANDARD
                .iter()
                .position(|x| *x == variant)
                .unwrap_or(0);
            let next = Variant::STANDARD[(i + 1) % Variant::STANDARD.len()];
            s.pop_layer();
            show(s, rule, next);
            s.call_on_name("drill-setup", |l: &mut SelectView<Row>| l.set_selection(0));
        }
        Row::Rule(r) => {
            s.pop_layer();
            quiz::start(s, QuizOptions::drill(r, variant));
        }
    });
    let body = LinearLayout::vertical()
        .child(TextView::new(crate::t!(lang, "ui-drill-intro")))
        .child(TextView::new(" "))
        .child(list.with_name("drill-setup"))
        .child(TextView::new(" "))
        .child(TextView::new(crate::t!(lang, "ui-drill-keys")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-drills"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), MIN_SIZE, lang));
}
