//! How the user started the program: where its files are and what the command line chose. A
//! plain value, so the screens and commands need nothing of the command-line parser.

use std::path::PathBuf;

use crate::Lang;

/// Where the trainer keeps and finds its files, and the choices that win over the profile's
/// settings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// Where progress is kept (`None`: the user's data directory).
    pub data_dir: Option<PathBuf>,
    /// The profile to use (`None`: the last one used).
    pub profile: Option<String>,
    /// A folder of extra lessons and puzzles, used beside the built-in ones.
    pub content_dir: Option<PathBuf>,
    /// The language asked for on the command line; it wins over the profile's setting.
    pub lang: Option<Lang>,
    /// The language of the user's locale, used when neither `lang` nor the profile's settings
    /// choose one. `None` (English) where tests build the trainer, so they do not depend on
    /// the machine's locale.
    pub locale_lang: Option<Lang>,
    /// Draw with ASCII letters instead of Unicode pieces.
    pub ascii: bool,
}
