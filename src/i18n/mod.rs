//! The message catalogue: every sentence the learner reads, in every language.
//!
//! The words live in Fluent files, one folder per language (`locales/en/`, `locales/ru/`,
//! `locales/bg/`), one file per part of the program, built into the binary by `build.rs`.
//! Code asks for a message by its id with [`t!`](crate::t): `t!(lang, "puzzle-solved")` or
//! `t!(lang, "pieces-left", count = 3)`. Fluent chooses plural forms by the language's own
//! rules (1 шашка, 2 шашки, 5 шашек). A message missing in one language falls back to
//! English; the tests make sure none is missing and every placeholder is passed.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub(crate) use fluent_bundle::FluentValue;

use crate::Lang;

pub mod core;
pub(crate) mod corners;
pub(crate) mod english;
pub(crate) mod progress;
#[cfg(test)]
mod tests;
pub(crate) mod trainer;

/// A message of the catalogue in `lang`: `t!(lang, "id")`, or with named arguments
/// `t!(lang, "id", square = "c3", count = 2)`. Strings and numbers can be passed; numbers
/// choose plural forms. The id must be a literal, so the tests can check every call.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::i18n::text($lang, $id, &[])
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::value($value))),+],
        )
    };
}

/// A value that can fill a placeholder of a message: text or a number.
pub(crate) trait Arg {
    /// The value as Fluent sees it.
    fn value(self) -> FluentValue<'static>;
}

impl Arg for &str {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

impl Arg for String {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for Cow<'_, str> {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.into_owned())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn value(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// One language's messages.
type Bundle = FluentBundle<FluentResource>;

/// The bundles of all languages, in the order of [`Lang::ALL`], built on first use.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&lang| bundle(lang)).collect())
}

/// The catalogue files of `lang`: (path, text).
pub(crate) fn files(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    crate::builtin::LOCALES
        .iter()
        .filter(move |(code, _, _)| *code == lang.code())
        .map(|(_, path, text)| (*path, *text))
}

/// Builds the bundle of one language from its files. A file that does not parse still gives
/// the messages that do (the tests report the errors).
fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .code()
        .parse()
        .expect("a language code is a valid language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // The terminal shows Unicode isolation marks as stray characters.
    bundle.set_use_isolating(false);
    for (_, text) in files(lang) {
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(res, _)| res);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// The message `id` in `lang` with `args` filled in; English when `lang` lacks it, the id
/// itself when English lacks it too. Called by [`t!`](crate::t).
#[doc(hidden)]
pub(crate) fn text(lang: Lang, id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    for bundle in [lang, Lang::En].map(|l| &bundles()[index(l)]) {
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    id.to_owned()
}

/// The place of `lang` in [`Lang::ALL`].
fn index(lang: Lang) -> usize {
    Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("every language is in Lang::ALL")
}
