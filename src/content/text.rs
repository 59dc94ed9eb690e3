//! Texts of lessons and puzzles: a plain string (English) or a map of languages.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};

use crate::Lang;

/// A text in English, maybe with translations (`ru:`, `bg:`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text {
    en: String,
    translations: BTreeMap<Lang, String>,
}

impl Text {
    /// An English-only text.
    pub fn plain(en: impl Into<String>) -> Text {
        Text {
            en: en.into(),
            translations: BTreeMap::new(),
        }
    }

    /// A text in every language of [`Lang::ALL`], each written by `write`.
    pub fn each(write: impl Fn(Lang) -> String) -> Text {
        Text {
            en: write(Lang::En),
            translations: Lang::ALL
                .into_iter()
                .filter(|&lang| lang != Lang::En)
                .map(|lang| (lang, write(lang)))
                .collect(),
        }
    }

    /// The text in `lang`, falling back to English.
    pub fn get(&self, lang: Lang) -> &str {
        self.translations.get(&lang).unwrap_or(&self.en)
    }

    /// Whether a translation to `lang` exists (English always does).
    pub fn has(&self, lang: Lang) -> bool {
        lang == Lang::En || self.translations.contains_key(&lang)
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
        struct TextVisitor;

        impl<'de> Visitor<'de> for TextVisitor {
            type Value = Text;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a text, or a map of languages like {en: ..., ru: ..., bg: ...}")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
                Ok(Text::plain(v))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Text, E> {
                Ok(Text::plain(v.to_string()))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Text, E> {
                Ok(Text::plain(v.to_string()))
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Text, A::Error> {
                let mut text = Text::default();
                let mut has_en = false;
                while let Some(key) = map.next_key::<String>()? {
                    let value: String = map.next_value()?;
                    match Lang::from_code(&key) {
                        Some(Lang::En) => {
                            text.en = value;
                            has_en = true;
                        }
                        Some(lang) => {
                            text.translations.insert(lang, value);
                        }
                        None => {
                            return Err(de::Error::custom(format!(
                                "unknown language '{key}', expected {}",
                                Lang::codes()
                            )));
                        }
                    }
                }
                if !has_en {
                    return Err(de::Error::custom("every text needs English ('en')"));
                }
                Ok(text)
            }
        }

        deserializer.deserialize_any(TextVisitor)
    }
}
