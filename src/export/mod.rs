//! What the trainer writes out for paper or other programs: printable quiz worksheets (HTML
//! or SVG) and a teacher's class table (text, CSV or HTML). The trainer itself stays free of
//! output formats.

mod board;
mod class;
mod worksheet;

pub(crate) use class::ClassTable;
pub(crate) use worksheet::{Paper, puzzle_sheet, weak_worksheet, worksheet, worksheet_svg};
