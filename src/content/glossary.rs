//! The glossary: the draughts words the lessons use, each with a line on what it means, in
//! every language the app speaks. The built-in one is `locales/glossary.yaml`.

use serde::Deserialize;

use super::lesson::{WORDS_AIM, words};
use super::locate::Locator;
use super::problem::{Problem, within_bounds};
use super::text::Text;
use crate::Lang;

/// Where the built-in glossary lives in the source tree (for messages).
pub const GLOSSARY_PATH: &str = "locales/glossary.yaml";

const BUILTIN: &str = include_str!("../../locales/glossary.yaml");

/// One word of the glossary.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The word (or words) in each language.
    pub term: Text,
    /// What it means, in a sentence or two.
    pub means: Text,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGlossary {
    glossary: Vec<Entry>,
}

/// Reads a glossary file; every entry must have its term and meaning in every language.
pub fn parse_glossary(text: &str) -> Result<Vec<Entry>, Vec<Problem>> {
    within_bounds(text)?;
    let raw: RawGlossary = serde_yaml::from_str(text).map_err(|e| vec![Problem::yaml(&e)])?;
    let locator = Locator::for_list(text, "glossary");
    let mut problems = Vec::new();
    for (i, entry) in raw.glossary.iter().enumerate() {
        let missing: Vec<&str> = Lang::ALL
            .iter()
            .filter(|l| !entry.term.has(**l) || !entry.means.has(**l))
            .map(|l| l.code())
            .collect();
        if !missing.is_empty() {
            let message = format!(
                "'{}' has no {} text",
                entry.term.get(Lang::En),
                missing.join(", ")
            );
            problems.push(Problem::at(locator.step(i), message));
        }
        for lang in Lang::ALL {
            let count = words(entry.means.get(lang));
            if count > WORDS_AIM {
                let message = format!(
                    "the meaning of '{}' has {count} {} words; at most {WORDS_AIM}",
                    entry.term.get(Lang::En),
                    lang.code()
                );
                problems.push(Problem::at(locator.step(i), message));
            }
        }
    }
    if raw.glossary.is_empty() {
        problems.push(Problem::whole_file("the glossary has no words"));
    }
    if problems.is_empty() {
        Ok(raw.glossary)
    } else {
        Err(problems)
    }
}

/// The built-in glossary, or the problems of its file.
pub fn builtin_glossary() -> Result<Vec<Entry>, Vec<Problem>> {
    parse_glossary(BUILTIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_glossary_is_complete_in_every_language() {
        let entries = builtin_glossary().expect("the built-in glossary reads");
        assert!(entries.len() >= 30, "{} words", entries.len());
    }

    #[test]
    fn a_word_without_a_language_is_named_with_its_place() {
        let text = "glossary:\n  - term: {en: man, ru: простая}\n    means: {en: A piece., ru: Шашка., bg: Пул.}\n";
        let problems = parse_glossary(text).unwrap_err();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].line, 2);
        assert!(problems[0].message.contains("'man' has no bg text"));
    }

    #[test]
    fn a_misspelt_field_is_refused() {
        let text = "glossary:\n  - term: man\n    meaning: A piece.\n";
        assert!(
            parse_glossary(text).unwrap_err()[0]
                .message
                .contains("meaning")
        );
    }
}
