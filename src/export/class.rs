//! A teacher's view of a class: one row per profile (lessons, stars, quiz and drill bests,
//! puzzles, ratings, last activity) as an aligned text table, as CSV for a spreadsheet, or as
//! an HTML page to print with a column per lesson.

use std::fmt::Write;

use super::worksheet::escape;
use crate::content::Catalog;
use crate::i18n::core::variant_title;
use crate::progress::{Progress, is_drill_key};
use crate::rules::Variant;
use crate::{Lang, t};

/// The longest name the text table shows whole; longer ones are cut with "…".
const NAME_WIDTH: usize = 14;

/// One lesson's state for a profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Not begun.
    NotStarted,
    /// Begun, not finished.
    Started,
    /// Finished with this many best stars (0..=3).
    Done(u8),
}

/// What a profile has done, in the numbers a teacher looks at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The state of each lesson of the catalogue, in its order.
    pub lessons: Vec<Mark>,
    /// The sum of the best stars of the catalogue's lessons.
    pub stars: u32,
    /// The best score over the quiz modes' keys, if any quiz was played.
    pub quiz_best: Option<u32>,
    /// How many different drills were practised.
    pub drills: usize,
    /// The best score over the drills' keys.
    pub drill_best: Option<u32>,
    /// Puzzles solved.
    pub solved: usize,
    /// The puzzle rating per variant (the saved variant name, the rating rounded), for the
    /// variants that have one.
    pub ratings: Vec<(String, u32)>,
    /// Review tasks due (missed tasks that come back, see [`Progress::review_due`]).
    pub due: usize,
    /// Unix seconds of the newest change anywhere in the progress (none: nothing was done).
    pub last: Option<u64>,
}

impl Record {
    /// The record of `progress` against the lessons of `catalog`, at `now` (unix seconds).
    pub fn new(progress: &Progress, catalog: &Catalog, now: u64) -> Record {
        let lessons: Vec<Mark> = catalog
            .lessons
            .iter()
            .map(|l| match progress.lessons.get(&l.id) {
                Some(p) if p.completed => Mark::Done(p.stars.min(3)),
                Some(p) if p.step > 0 || p.updated > 0 => Mark::Started,
                _ => Mark::NotStarted,
            })
            .collect();
        let stars = lessons
            .iter()
            .map(|m| match m {
                Mark::Done(s) => u32::from(*s),
                _ => 0,
            })
            .sum();
        let quiz = &progress.quiz;
        let best_of = |drill: bool| {
            quiz.best
                .iter()
                .filter(|(k, _)| is_drill_key(k) == drill)
                .map(|(_, &s)| s)
                .max()
        };
        let mut drills: Vec<&str> = quiz
            .best
            .keys()
            .chain(quiz.recent.iter().map(|r| &r.key))
            .filter(|k| is_drill_key(k))
            .map(|k| k.split('/').next().unwrap_or(k))
            .collect();
        drills.sort_unstable();
        drills.dedup();
        let mut ratings: Vec<(String, u32)> = progress
            .ratings
            .iter()
            .map(|(v, r)| (v.clone(), r.rating.round().max(0.0) as u32))
            .collect();
        ratings.sort_by_key(|(v, _)| variant_order(v));
        let last = progress
            .lessons
            .values()
            .map(|l| l.updated)
            .chain(progress.puzzles.values().map(|p| p.updated))
            .chain(quiz.recent.iter().map(|r| r.when))
            .chain(progress.review.0.values().map(|r| r.updated))
            .max()
            .filter(|&t| t > 0);
        Record {
            lessons,
            stars,
            quiz_best: best_of(false),
            drills: drills.len(),
            drill_best: best_of(true),
            solved: progress.puzzles.values().filter(|p| p.solved).count(),
            ratings,
            due: progress.review_due(now),
            last,
        }
    }

    /// Lessons finished.
    pub fn done(&self) -> usize {
        self.lessons
            .iter()
            .filter(|m| matches!(m, Mark::Done(_)))
            .count()
    }
}

/// Variants in their usual order, unknown names (from a newer version) after them.
fn variant_order(name: &str) -> (usize, String) {
    let place = Variant::ALL
        .iter()
        .position(|v| v.name() == name)
        .unwrap_or(Variant::ALL.len());
    (place, name.to_string())
}

/// A short code of a saved variant name for the text table: `ru`, `br`, `in`, `en`.
fn variant_code(name: &str) -> String {
    name.chars().take(2).collect()
}

/// The variant's title in `lang`, or the saved name when this version does not know it.
fn variant_words(name: &str, lang: Lang) -> String {
    Variant::from_name(name).map_or_else(|| name.to_string(), |v| variant_title(v, lang))
}

/// One profile's row: its name, and its record or why its progress could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassRow {
    /// The profile's display name.
    pub name: String,
    /// The record, or the reason the progress could not be read.
    pub record: Result<Record, String>,
}

/// Every profile of a data directory against the lessons of the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassTable {
    /// The catalogue's lesson titles, in its order.
    pub lessons: Vec<String>,
    /// One row per profile.
    pub rows: Vec<ClassRow>,
    /// The day the table is made, `YYYY-MM-DD`.
    pub date: String,
}

/// The date of unix seconds `at` in `zone`, as `YYYY-MM-DD`.
pub fn iso_date(at: u64, zone: &jiff::tz::TimeZone) -> String {
    let at = jiff::Timestamp::from_second(at.min(i64::MAX as u64) as i64)
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let date = at.to_zoned(zone.clone()).date();
    format!("{:04}-{:02}-{:02}", date.year(), date.month(), date.day())
}

/// `s` cut to `width` characters, its end replaced by "…" when it was longer.
fn cut(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(width.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

/// A CSV field, quoted as RFC 4180 asks when it holds a comma, a quote or a line break.
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A number, or "-" for none.
fn or_dash(n: Option<u32>) -> String {
    n.map_or("-".to_string(), |n| n.to_string())
}

impl ClassTable {
    /// The table of `profiles` (each a name and its progress, or why it could not be read),
    /// dated `now` (unix seconds) in `zone`.
    pub fn new(
        profiles: Vec<(String, Result<Progress, String>)>,
        catalog: &Catalog,
        lang: Lang,
        now: u64,
        zone: &jiff::tz::TimeZone,
    ) -> ClassTable {
        let rows = profiles
            .into_iter()
            .map(|(name, progress)| ClassRow {
                name,
                record: progress.map(|p| Record::new(&p, catalog, now)),
            })
            .collect();
        ClassTable {
            lessons: catalog
                .lessons
                .iter()
                .map(|l| l.title.get(lang).to_string())
                .collect(),
            rows,
            date: iso_date(now, zone),
        }
    }

    /// The variants any row has a rating in, in their usual order.
    fn rated_variants(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .rows
            .iter()
            .filter_map(|r| r.record.as_ref().ok())
            .flat_map(|r| r.ratings.iter().map(|(v, _)| v.clone()))
            .collect();
        names.sort_by_key(|v| variant_order(v));
        names.dedup();
        names
    }

    /// The table as aligned text, a header line first, then a legend. Fits 80 columns for
    /// names of up to 14 characters (longer ones are cut with "…") and one rated variant.
    pub fn text(&self, lang: Lang, zone: &jiff::tz::TimeZone) -> Vec<String> {
        let total = self.lessons.len();
        let header = vec![
            t!(lang, "class-name"),
            t!(lang, "class-lessons"),
            t!(lang, "class-stars"),
            t!(lang, "class-quiz"),
            t!(lang, "class-drills"),
            t!(lang, "class-puzzles"),
            t!(lang, "class-rating"),
            t!(lang, "class-due"),
            t!(lang, "class-last"),
        ];
        let mut rows: Vec<Vec<String>> = Vec::new();
        let mut problems: Vec<(usize, String)> = Vec::new();
        for row in &self.rows {
            let name = cut(&row.name, NAME_WIDTH);
            match &row.record {
                Ok(r) => rows.push(vec![
                    name,
                    format!("{}/{total}", r.done()),
                    format!("{}/{}", r.stars, 3 * total),
                    or_dash(r.quiz_best),
                    match r.drill_best {
                        Some(best) => format!("{best} ({})", r.drills),
                        None => "-".into(),
                    },
                    r.solved.to_string(),
                    if r.ratings.is_empty() {
                        "-".into()
                    } else {
                        r.ratings
                            .iter()
                            .map(|(v, n)| format!("{} {n}", variant_code(v)))
                            .collect::<Vec<_>>()
                            .join(" ")
                    },
                    r.due.to_string(),
                    r.last
                        .map_or_else(|| t!(lang, "class-never"), |t| iso_date(t, zone)),
                ]),
                Err(why) => {
                    problems.push((rows.len(), t!(lang, "class-unreadable", why = why.as_str())));
                    rows.push(vec![name]);
                }
            }
        }
        let mut widths = vec![0; header.len()];
        for cells in std::iter::once(&header).chain(&rows) {
            for (w, cell) in widths.iter_mut().zip(cells) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let line = |cells: &[String]| {
            let mut out = String::new();
            for (i, (cell, w)) in cells.iter().zip(&widths).enumerate() {
                if i > 0 {
                    out.push_str("  ");
                }
                // Names, ratings and dates read from the left, numbers from the right.
                let pad = w - cell.chars().count();
                if matches!(i, 0 | 6 | 8) {
                    out.push_str(cell);
                    out.extend(std::iter::repeat_n(' ', pad));
                } else {
                    out.extend(std::iter::repeat_n(' ', pad));
                    out.push_str(cell);
                }
            }
            out.trim_end().to_string()
        };
        let mut lines = vec![line(&header)];
        for (i, cells) in rows.iter().enumerate() {
            lines.push(match problems.iter().find(|(at, _)| *at == i) {
                Some((_, why)) => format!("{:<w$}  {why}", cells[0], w = widths[0]),
                None => line(cells),
            });
        }
        lines.push(String::new());
        lines.push(t!(lang, "class-legend"));
        let rated = self.rated_variants();
        if !rated.is_empty() {
            let codes: Vec<String> = rated
                .iter()
                .map(|v| format!("{} = {}", variant_code(v), variant_words(v, lang)))
                .collect();
            lines.push(t!(lang, "class-legend-rating", variants = codes.join(", ")));
        }
        lines
    }

    /// The table as CSV (RFC 4180: a header row of English ids, fields quoted when needed,
    /// lines ended by CRLF).
    pub fn csv(&self, zone: &jiff::tz::TimeZone) -> String {
        let mut header: Vec<String> = [
            "name",
            "lessons_done",
            "lessons_total",
            "stars",
            "stars_max",
            "quiz_best",
            "drills_practised",
            "drill_best",
            "puzzles_solved",
        ]
        .iter()
        .map(ToString::to_string)
        .collect();
        let rated = self.rated_variants();
        header.extend(rated.iter().map(|v| format!("rating_{v}")));
        header.extend(["review_due", "last_activity", "problem"].map(String::from));
        let total = self.lessons.len();
        let mut out = String::new();
        let mut push = |cells: Vec<String>| {
            let fields: Vec<String> = cells.iter().map(|c| csv_field(c)).collect();
            out.push_str(&fields.join(","));
            out.push_str("\r\n");
        };
        push(header);
        let opt = |n: Option<u32>| n.map_or(String::new(), |n| n.to_string());
        for row in &self.rows {
            let mut cells = vec![row.name.clone()];
            match &row.record {
                Ok(r) => {
                    cells.extend([
                        r.done().to_string(),
                        total.to_string(),
                        r.stars.to_string(),
                        (3 * total).to_string(),
                        opt(r.quiz_best),
                        r.drills.to_string(),
                        opt(r.drill_best),
                        r.solved.to_string(),
                    ]);
                    for v in &rated {
                        let rating = r.ratings.iter().find(|(name, _)| name == v);
                        cells.push(rating.map_or(String::new(), |(_, n)| n.to_string()));
                    }
                    cells.push(r.due.to_string());
                    cells.push(r.last.map_or(String::new(), |t| iso_date(t, zone)));
                    cells.push(String::new());
                }
                Err(why) => {
                    cells.extend(std::iter::repeat_n(String::new(), 10 + rated.len()));
                    cells.push(why.clone());
                }
            }
            push(cells);
        }
        out
    }

    /// The table as an HTML page to print (well-formed XML): a title with the date, a row per
    /// profile with a column per lesson (★ per star, ✓ done without stars, · started), then the
    /// other columns, and the lesson titles by number below.
    pub fn html(&self, lang: Lang, zone: &jiff::tz::TimeZone) -> String {
        let title = t!(lang, "class-title", date = self.date.as_str());
        let mut html = format!(
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"{}\">\n<head>\n\
             <meta charset=\"utf-8\"/>\n<title>{}</title>\n<style>\
             body {{ font-family: sans-serif; font-size: 10pt; }} \
             table {{ border-collapse: collapse; }} \
             th, td {{ border: 1px solid #000000; padding: 2px 4px; text-align: center; }} \
             td.name, th.name {{ text-align: left; }} \
             td.problem {{ text-align: left; font-style: italic; }} \
             thead {{ display: table-header-group; }} tr {{ break-inside: avoid; }} \
             @page {{ size: landscape; margin: 1cm; }}</style>\n</head>\n<body>\n",
            lang.code(),
            escape(&title)
        );
        let _ = writeln!(html, "<h1>{}</h1>", escape(&title));
        let rated = self.rated_variants();
        html.push_str("<table>\n<thead>\n<tr>");
        let _ = write!(
            html,
            "<th class=\"name\">{}</th>",
            escape(&t!(lang, "class-name"))
        );
        for (i, lesson) in self.lessons.iter().enumerate() {
            let _ = write!(html, "<th title=\"{}\">{}</th>", escape(lesson), i + 1);
        }
        for head in [
            t!(lang, "class-lessons"),
            t!(lang, "class-stars"),
            t!(lang, "class-quiz"),
            t!(lang, "class-drills"),
            t!(lang, "class-puzzles"),
        ] {
            let _ = write!(html, "<th>{}</th>", escape(&head));
        }
        for v in &rated {
            let head = format!("{} ({})", t!(lang, "class-rating"), variant_words(v, lang));
            let _ = write!(html, "<th>{}</th>", escape(&head));
        }
        for head in [t!(lang, "class-due"), t!(lang, "class-last")] {
            let _ = write!(html, "<th>{}</th>", escape(&head));
        }
        html.push_str("</tr>\n</thead>\n<tbody>\n");
        let total = self.lessons.len();
        for row in &self.rows {
            let _ = write!(html, "<tr><td class=\"name\">{}</td>", escape(&row.name));
            match &row.record {
                Ok(r) => {
                    for mark in &r.lessons {
                        let cell = match mark {
                            Mark::NotStarted => String::new(),
                            Mark::Started => "·".into(),
                            Mark::Done(0) => "✓".into(),
                            Mark::Done(n) => "★".repeat(usize::from(*n)),
                        };
                        let _ = write!(html, "<td>{cell}</td>");
                    }
                    let drills = match r.drill_best {
                        Some(best) => format!("{best} ({})", r.drills),
                        None => "-".into(),
                    };
                    for cell in [
                        format!("{}/{total}", r.done()),
                        format!("{}/{}", r.stars, 3 * total),
                        or_dash(r.quiz_best),
                        drills,
                        r.solved.to_string(),
                    ] {
                        let _ = write!(html, "<td>{}</td>", escape(&cell));
                    }
                    for v in &rated {
                        let rating = r.ratings.iter().find(|(name, _)| name == v);
                        let cell = rating.map_or("-".to_string(), |(_, n)| n.to_string());
                        let _ = write!(html, "<td>{cell}</td>");
                    }
                    let last = r
                        .last
                        .map_or_else(|| t!(lang, "class-never"), |t| iso_date(t, zone));
                    let _ = write!(html, "<td>{}</td><td>{}</td>", r.due, escape(&last));
                }
                Err(why) => {
                    let span = total + 7 + rated.len();
                    let text = t!(lang, "class-unreadable", why = why.as_str());
                    let _ = write!(
                        html,
                        "<td class=\"problem\" colspan=\"{span}\">{}</td>",
                        escape(&text)
                    );
                }
            }
            html.push_str("</tr>\n");
        }
        html.push_str("</tbody>\n</table>\n");
        let _ = writeln!(html, "<p>{}</p>", escape(&t!(lang, "class-marks")));
        let _ = writeln!(html, "<p>{}</p>", escape(&t!(lang, "class-legend")));
        html.push_str("<ol class=\"lessons\">\n");
        for lesson in &self.lessons {
            let _ = writeln!(html, "<li>{}</li>", escape(lesson));
        }
        html.push_str("</ol>\n</body>\n</html>\n");
        html
    }
}

#[cfg(test)]
mod tests;
