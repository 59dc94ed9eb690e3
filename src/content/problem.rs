//! Problems found in lesson and puzzle files, each with its place in the file.
//!
//! Their messages are for the authors of lessons and puzzles (`shashki check`, the list of
//! files that could not be read) and stay in English, like the file formats they describe:
//! they are not in the learner's message catalogue.

use super::FORMAT;
use super::locate::Place;

/// A problem found in a content file, with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl Problem {
    /// A problem with the whole file (it cannot be read, or is not content), placed at 1:1.
    pub fn whole_file(message: impl Into<String>) -> Problem {
        Problem::at((1, 1), message)
    }

    /// A problem at a place.
    pub(crate) fn at((line, column): Place, message: impl Into<String>) -> Problem {
        Problem {
            line,
            column,
            message: message.into(),
        }
    }

    /// A file that YAML or the format's structs cannot read, with the place serde found.
    pub(crate) fn yaml(e: &serde_yaml::Error) -> Problem {
        let place = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let text = e.to_string();
        let message = match text.find(" at line ") {
            Some(at) => text[..at].to_string(),
            None => text,
        };
        Problem::at(place, message)
    }
}

/// Refuses a content file too large or too deeply nested for the YAML parser (see
/// [`crate::bounds`]), before the parser sees it.
pub(crate) fn within_bounds(text: &str) -> Result<(), Vec<Problem>> {
    use crate::bounds::{CONTENT_MAX_BYTES, MAX_DEPTH, check_text};
    check_text(text, CONTENT_MAX_BYTES, MAX_DEPTH)
        .map_err(|bound| vec![Problem::whole_file(bound.to_string())])
}

/// What is wrong with a file of format `found`, if this program does not read it.
pub(crate) fn unknown_format(found: u32) -> Option<String> {
    (found != FORMAT)
        .then(|| format!("format {found} is not known; this program reads format {FORMAT}"))
}

/// What is wrong with a variant name no variant has.
pub(crate) fn unknown_variant(name: &str) -> String {
    format!("unknown variant '{name}': expected russian, brazilian, international or english")
}
