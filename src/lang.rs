//! The languages the trainer speaks.

use serde::{Deserialize, Serialize};

/// A language of the user interface and of lesson texts.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the default and the fallback.
    #[default]
    En,
    /// Russian.
    Ru,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The two-letter code: `en` or `ru`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
        }
    }

    /// Reads a two-letter code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code.trim())
    }

    /// The language of the user's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
    /// is set and not empty; Russian when it starts with `ru`, else English.
    pub fn from_env() -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(std::env::var_os)
            .find(|v| !v.is_empty());
        Lang::from_locale(&locale.unwrap_or_default().to_string_lossy())
    }

    /// The language of a locale name such as `ru_RU.UTF-8`: Russian when it starts with `ru`,
    /// else English.
    pub fn from_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    /// Picks the text of this language from an English and a Russian one.
    pub fn pick<'a>(self, en: &'a str, ru: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Ru => ru,
        }
    }
}

/// The Russian form of a noun after the number `n`: `one` (1, 21, 31...), `few` (2-4,
/// 22-24...) or `many` (0, 5-20, 25-30...), as in 1 поле, 2 поля, 5 полей.
pub fn plural_ru<'a>(n: u32, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    match (n % 10, n % 100) {
        (_, 11..=14) => many,
        (1, _) => one,
        (2..=4, _) => few,
        _ => many,
    }
}

#[cfg(test)]
mod tests {
    use super::{Lang, plural_ru};

    #[test]
    fn a_locale_chooses_russian_only_when_it_is_russian() {
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("ru"), Lang::Ru);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }

    #[test]
    fn russian_plurals_follow_the_last_digits() {
        let form = |n| plural_ru(n, "поле", "поля", "полей");
        let expected = [
            (0, "полей"),
            (1, "поле"),
            (2, "поля"),
            (4, "поля"),
            (5, "полей"),
            (11, "полей"),
            (12, "полей"),
            (14, "полей"),
            (21, "поле"),
            (22, "поля"),
            (25, "полей"),
            (101, "поле"),
            (111, "полей"),
        ];
        for (n, word) in expected {
            assert_eq!(form(n), word, "{n}");
        }
    }
}
