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
    /// Bulgarian.
    Bg,
}

impl Lang {
    /// Every language, in the order the Settings list shows them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Bg];

    /// The two-letter code: `en`, `ru` or `bg` (also the folder of its catalogue,
    /// `locales/<code>/`).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Bg => "bg",
        }
    }

    /// The language after this one in [`Lang::ALL`], round to the first: what the Settings
    /// language line changes to.
    #[must_use]
    pub fn next(self) -> Lang {
        let i = Lang::ALL
            .iter()
            .position(|&l| l == self)
            .unwrap_or_default();
        Lang::ALL[(i + 1) % Lang::ALL.len()]
    }

    /// The codes of all languages, for messages: `en, ru or bg`.
    pub fn codes() -> String {
        let codes: Vec<_> = Lang::ALL.iter().map(|l| l.code()).collect();
        let (last, rest) = codes.split_last().expect("at least one language");
        format!("{} or {last}", rest.join(", "))
    }

    /// Reads a two-letter code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code.trim())
    }

    /// The language of the user's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
    /// is set and not empty (see [`Lang::from_locale`]).
    pub fn from_env() -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(std::env::var_os)
            .find(|v| !v.is_empty());
        Lang::from_locale(&locale.unwrap_or_default().to_string_lossy())
    }

    /// The language of a locale name such as `ru_RU.UTF-8` or `bg_BG.UTF-8`: the language whose
    /// code it starts with, else English.
    pub fn from_locale(locale: &str) -> Lang {
        let locale = locale.to_ascii_lowercase();
        let code = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn a_locale_chooses_a_language_only_by_its_own_code() {
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("ru"), Lang::Ru);
        assert_eq!(Lang::from_locale("bg_BG.UTF-8"), Lang::Bg);
        assert_eq!(Lang::from_locale("BG"), Lang::Bg);
        assert_eq!(Lang::from_locale("bgx_XX"), Lang::En);
        assert_eq!(Lang::from_locale("rus"), Lang::En);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }
}
