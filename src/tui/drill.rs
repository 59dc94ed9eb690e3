//! The drill menu: pick a rule (of those the variant has) and a variant, then run an untimed
//! drill on the quiz screen.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, LinearLayout, OnEventView, SelectView, TextView};

use super::fit::Fit;
use super::{quiz, state};
use crate::i18n::core::variant_title;
use crate::rules::Variant;
use crate::trainer::{QuizOptions, Rule};

/// A line of the drill menu.
#[derive(Clone, Copy, Debug)]
enum Row {
    Rule,
    Variant,
    Start,
}

/// The first rule `variant` has, from `rule` on in menu order.
fn fitting(rule: Rule, variant: Variant) -> Rule {
    let i = Rule::ALL.iter().position(|r| *r == rule).unwrap_or(0);
    (0..Rule::ALL.len())
        .map(|k| Rule::ALL[(i + k) % Rule::ALL.len()])
        .find(|r| r.available(variant))
        .unwrap_or(Rule::MustCapture)
}

/// Shows the drill menu with `rule` and `variant` chosen (a rule the variant lacks gives way
/// to the next one it has).
pub fn show(siv: &mut Cursive, rule: Rule, variant: Variant) {
    let rule = fitting(rule, variant);
    let lang = state(siv).lang();
    let mut list = SelectView::new();
    list.add_item(
        crate::t!(lang, "ui-drill-rule", rule = rule.label(lang)),
        Row::Rule,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-drill-variant",
            variant = variant_title(variant, lang)
        ),
        Row::Variant,
    );
    list.add_item(crate::t!(lang, "ui-start"), Row::Start);
    list.set_on_submit(move |s, row: &Row| {
        let (mut r, mut v) = (rule, variant);
        match row {
            Row::Rule => {
                let i = Rule::ALL.iter().position(|x| *x == r).unwrap_or(0);
                r = fitting(Rule::ALL[(i + 1) % Rule::ALL.len()], v);
            }
            Row::Variant => {
                let i = Variant::STANDARD.iter().position(|x| *x == v).unwrap_or(0);
                v = Variant::STANDARD[(i + 1) % Variant::STANDARD.len()];
            }
            Row::Start => {
                s.pop_layer();
                return quiz::start(s, QuizOptions::drill(r, v));
            }
        }
        s.pop_layer();
        show(s, r, v);
        let row = *row as usize;
        s.call_on_name("drill-setup", |l: &mut SelectView<Row>| {
            l.set_selection(row)
        });
    });
    let body = LinearLayout::vertical()
        .child(TextView::new(crate::t!(lang, "ui-drill-intro")))
        .child(TextView::new(" "))
        .child(list.with_name("drill-setup"))
        .child(TextView::new(" "))
        .child(TextView::new(crate::t!(lang, "ui-options-keys")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-drills"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (50, 12), lang));
}
