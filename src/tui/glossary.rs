//! The glossary screen: every draughts word of the lessons with what it means, in the
//! learner's language and beside it the same word in the other languages.

use cursive::Cursive;
use cursive::event::Key;
use cursive::theme::Effect;
use cursive::utils::markup::StyledString;
use cursive::view::Resizable;
use cursive::views::{Dialog, LinearLayout, OnEventView, ScrollView, TextView};

use super::fit::Fit;
use super::keys;
use super::state;
use crate::Lang;
use crate::content::glossary::{Entry, builtin_glossary};

/// The glossary as styled text: a word in bold, its other names, then what it means.
fn glossary_text(entries: &[Entry], lang: Lang) -> StyledString {
    let mut text = StyledString::new();
    for (i, entry) in entries.iter().enumerate() {
        if i > 0 {
            text.append_plain("\n\n");
        }
        text.append_styled(entry.term.get(lang), Effect::Bold);
        let others: Vec<&str> = Lang::ALL
            .iter()
            .filter(|l| **l != lang)
            .map(|l| entry.term.get(*l))
            .collect();
        text.append_plain(format!(" ({})\n", others.join(" · ")));
        text.append_plain(entry.means.get(lang));
    }
    text
}

/// Shows the glossary over the current screen; Esc or g goes back.
pub fn show(siv: &mut Cursive) {
    let lang = state(siv).lang();
    let body = match builtin_glossary() {
        Ok(entries) => glossary_text(&entries, lang),
        // The built-in file is checked by a test; a broken build still gets a screen.
        Err(problems) => StyledString::plain(
            problems
                .first()
                .map_or_else(String::new, |p| p.message.clone()),
        ),
    };
    let layout = LinearLayout::vertical()
        .child(ScrollView::new(TextView::new(body)).full_height())
        .child(TextView::new(crate::t!(lang, "ui-glossary-help")));
    let dialog = Dialog::around(layout).title(crate::t!(lang, "ui-glossary"));
    let view = OnEventView::new(dialog)
        .on_event(Key::Esc, |s| {
            s.pop_layer();
        })
        .on_event(keys::command(keys::GLOSSARY), |s| {
            s.pop_layer();
        });
    siv.add_layer(Fit::new(view.max_width(76).full_height(), (40, 10), lang));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_word_shows_its_names_in_the_other_languages() {
        let entries = builtin_glossary().unwrap();
        let text = glossary_text(&entries[..1], Lang::Ru).source().to_string();
        assert!(text.starts_with("доска (board · дъска)\n"), "{text}");
    }
}
