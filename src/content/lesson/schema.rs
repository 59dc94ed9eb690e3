//! The lesson file as written: the serde structs of the YAML format, before any check.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};

use crate::content::text::Text;

/// A scalar written in YAML as a string or a number (`d4`, `32`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Word(pub(super) String);

impl<'de> Deserialize<'de> for Word {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Word, D::Error> {
        struct WordVisitor;
        impl Visitor<'_> for WordVisitor {
            type Value = Word;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a word or a number")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Word, E> {
                Ok(Word(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Word, E> {
                Ok(Word(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Word, E> {
                Ok(Word(v.to_string()))
            }
        }
        deserializer.deserialize_any(WordVisitor)
    }
}

/// A lesson file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLesson {
    pub(super) format: u32,
    pub(super) id: String,
    pub(super) title: Text,
    #[serde(default)]
    pub(super) variant: Option<String>,
    pub(super) summary: Text,
    pub(super) practice: Option<RawPractice>,
    pub(super) steps: Vec<RawStep>,
}

/// What a lesson's "Practise this" opens, as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPractice {
    pub(super) theme: String,
}

/// A wrong try as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawWrong {
    #[serde(rename = "move")]
    pub(super) mv: String,
    pub(super) say: Text,
    #[serde(default)]
    pub(super) allowed: bool,
}

/// A move of a move step after the first, as written (`next:`).
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTurn {
    pub(super) say: Option<Text>,
    #[serde(default)]
    pub(super) accept: Vec<String>,
    pub(super) rule: Option<String>,
    #[serde(default)]
    pub(super) wrong: Vec<RawWrong>,
    pub(super) reply: Option<String>,
    pub(super) praise: Option<Text>,
    pub(super) hint: Option<Text>,
}

/// A step as written. The fields of the first move repeat `RawTurn`'s: serde cannot flatten
/// a struct into one that denies unknown fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawStep {
    pub(super) stage: Option<Text>,
    #[serde(default)]
    pub(super) demo: bool,
    #[serde(default)]
    pub(super) placement: bool,
    pub(super) variant: Option<String>,
    #[serde(default)]
    pub(super) counters: bool,
    pub(super) say: Option<Text>,
    #[serde(rename = "move")]
    pub(super) mv: Option<Text>,
    pub(super) squares: Option<Text>,
    pub(super) choice: Option<Text>,
    pub(super) answer: Option<Text>,
    pub(super) position: Option<String>,
    #[serde(default)]
    pub(super) highlight: Vec<Word>,
    #[serde(default)]
    pub(super) diagonals: Vec<String>,
    #[serde(default)]
    pub(super) arrows: Vec<String>,
    #[serde(default)]
    pub(super) accept: Vec<String>,
    pub(super) rule: Option<String>,
    #[serde(default)]
    pub(super) wrong: Vec<RawWrong>,
    pub(super) reply: Option<String>,
    pub(super) praise: Option<Text>,
    pub(super) hint: Option<Text>,
    #[serde(default)]
    pub(super) next: Vec<RawTurn>,
    #[serde(default)]
    pub(super) select: Vec<Word>,
    pub(super) diagonal: Option<String>,
    #[serde(default)]
    pub(super) options: Vec<Text>,
    pub(super) correct: Option<usize>,
    pub(super) explain: Option<Text>,
    #[serde(default)]
    pub(super) expect: Vec<Word>,
    pub(super) show: Option<String>,
}
