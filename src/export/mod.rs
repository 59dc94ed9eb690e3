//! What the trainer writes out for paper or other programs: printable quiz worksheets (HTML
//! or SVG). The trainer itself stays free of output formats.

mod worksheet;

pub use worksheet::{worksheet, worksheet_svg};
