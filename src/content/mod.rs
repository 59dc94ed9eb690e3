//! Content: lesson (and later puzzle) files, built in or from a teacher's directory, and
//! `check`, which proves every file sound with the rules engine.

mod corners_lesson;
pub mod endings;
pub(crate) mod glossary;
mod lesson;
mod locate;
pub(crate) mod mine;
mod problem;
mod puzzle;
mod rule;
mod text;

use std::borrow::Cow;
use std::fs;
use std::path::{Path, PathBuf};

#[cfg(test)]
pub(crate) use corners_lesson::CornersTask;
pub(crate) use corners_lesson::{is_corners_lesson, parse_corners_lesson};
pub(crate) use lesson::{Accept, AnswerKey, LessonMeasure, Step, Turn, measure, parse_lesson};
pub use lesson::{Lesson, StepKind};
pub(crate) use problem::Problem;
pub use puzzle::{Puzzle, parse_collection};
pub(crate) use puzzle::{THEMES, prove_puzzle, theme_name};
pub use rule::Rule;
pub(crate) use text::Text;

/// The version of the lesson and puzzle formats this program reads.
pub(crate) const FORMAT: u32 = 1;

/// A content file: where it came from and its text.
#[derive(Clone, Debug)]
pub struct Source {
    /// The path shown in messages (`lessons/01-board.yaml`, or the real path).
    pub path: String,
    /// The file's text.
    pub text: Cow<'static, str>,
}

/// What kind of content a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A lesson (it has `steps`).
    Lesson,
    /// A puzzle collection (it has `puzzles`).
    Puzzles,
    /// Neither.
    Unknown,
}

/// Tells a lesson from a puzzle collection by its top-level keys.
pub(crate) fn classify(text: &str) -> Kind {
    let has_key = |key: &str| text.lines().any(|l| l.starts_with(&format!("{key}:")));
    if has_key("steps") {
        Kind::Lesson
    } else if has_key("puzzles") {
        Kind::Puzzles
    } else {
        Kind::Unknown
    }
}

/// The built-in lesson files, in order.
pub(crate) fn builtin_lessons() -> Vec<Source> {
    crate::builtin::LESSONS
        .iter()
        .map(|(path, text)| Source {
            path: path.to_string(),
            text: Cow::Borrowed(text),
        })
        .collect()
}

/// The built-in puzzle files.
pub fn builtin_puzzles() -> Vec<Source> {
    crate::builtin::PUZZLES
        .iter()
        .map(|(path, text)| Source {
            path: path.to_string(),
            text: Cow::Borrowed(text),
        })
        .collect()
}

/// Content files read from a path, and those among them that could not be read.
#[derive(Debug, Default)]
pub(crate) struct Sources {
    /// The files read, sorted by path.
    pub files: Vec<Source>,
    /// The files that could not be read (not UTF-8 text, too large, unreadable): the path,
    /// what the file seems to hold (so a lesson is listed with the lessons), the problem.
    pub unreadable: Vec<(String, Kind, Problem)>,
}

/// Reads one content file: at most [`crate::bounds::CONTENT_MAX_BYTES`], UTF-8, a
/// byte-order mark (as Windows editors write) dropped.
fn read_source(path: &Path) -> Result<Source, (Kind, Problem)> {
    let whole_file = |kind, message| Err((kind, Problem::whole_file(message)));
    let bytes = match crate::bounds::read_file(path, crate::bounds::CONTENT_MAX_BYTES) {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(bound)) => return whole_file(Kind::Unknown, bound.to_string()),
        Err(e) => return whole_file(Kind::Unknown, format!("cannot read it: {e}")),
    };
    // A file in another encoding still shows whether it is a lesson or a puzzle collection.
    let kind = classify(&String::from_utf8_lossy(&bytes));
    match crate::bounds::utf8_text(bytes) {
        Ok(mut text) => {
            if text.starts_with('\u{feff}') {
                text.drain(..'\u{feff}'.len_utf8());
            }
            Ok(Source {
                path: path.display().to_string(),
                text: Cow::Owned(text),
            })
        }
        Err(message) => whole_file(kind, message),
    }
}

/// Every `*.yaml` file under `path` (itself if it is not a directory; its `lessons/` and
/// `puzzles/` subdirectories and the directory itself if it is one), sorted by path. A file
/// that cannot be read is listed as such, and so is anything named like a content file that
/// is not a regular file (a named pipe, a device, a folder): it is never opened. The others
/// are read all the same.
pub(crate) fn read_sources(path: &Path) -> Result<Sources, String> {
    let mut files: Vec<PathBuf> = Vec::new();
    match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {}
        Ok(_) => files.push(path.to_path_buf()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err("no such file or directory".to_string());
        }
        Err(e) => return Err(format!("cannot read it: {e}")),
    }
    for dir in [
        path.to_path_buf(),
        path.join("lessons"),
        path.join("puzzles"),
    ] {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        files.extend(
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "yaml")),
        );
    }
    files.sort();
    let mut sources = Sources::default();
    for file in files {
        match read_source(&file) {
            Ok(source) => sources.files.push(source),
            Err((kind, problem)) => {
                sources
                    .unreadable
                    .push((file.display().to_string(), kind, problem));
            }
        }
    }
    Ok(sources)
}

/// The lessons available: built-in ones, then those of `extra_dir`, each checked. Files that
/// fail their checks are listed in `broken` with their problems.
#[derive(Debug, Default)]
pub struct Catalog {
    /// Lessons ready to run, in order.
    pub lessons: Vec<Lesson>,
    /// Corners lessons (files with `game: corners`), listed after the draughts lessons.
    pub corners: Vec<Lesson>,
    /// Files that could not be used: path and problems.
    pub broken: Vec<(String, Vec<Problem>)>,
}

impl Catalog {
    /// Loads the built-in lessons and those in `extra_dir` (a lesson there with the id of a
    /// built-in one replaces it).
    pub fn load(extra_dir: Option<&Path>) -> Catalog {
        let mut catalog = Catalog::default();
        let mut sources = builtin_lessons();
        if let Some(dir) = extra_dir {
            match read_sources(dir) {
                Ok(extra) => {
                    sources.extend(
                        extra
                            .files
                            .into_iter()
                            .filter(|s| classify(&s.text) == Kind::Lesson),
                    );
                    catalog.broken.extend(
                        extra
                            .unreadable
                            .into_iter()
                            .filter(|(_, kind, _)| *kind != Kind::Puzzles)
                            .map(|(path, _, problem)| (path, vec![problem])),
                    );
                }
                Err(e) => catalog
                    .broken
                    .push((dir.display().to_string(), vec![Problem::whole_file(e)])),
            }
        }
        for source in sources {
            if is_corners_lesson(&source.text) {
                match parse_corners_lesson(&source.text) {
                    Ok(lesson) => {
                        catalog.corners.retain(|l| l.id != lesson.id);
                        catalog.corners.push(lesson);
                    }
                    Err(problems) => catalog.broken.push((source.path, problems)),
                }
                continue;
            }
            match parse_lesson(&source.text) {
                Ok(lesson) => {
                    catalog.lessons.retain(|l| l.id != lesson.id);
                    catalog.lessons.push(lesson);
                }
                Err(problems) => catalog.broken.push((source.path, problems)),
            }
        }
        catalog
    }

    /// The lesson with this id.
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    /// The corners lesson with this id.
    pub fn corners_lesson(&self, id: &str) -> Option<&Lesson> {
        self.corners.iter().find(|l| l.id == id)
    }

    /// Every lesson's id in the course's order: the draughts lessons, then the corners ones.
    pub fn course(&self) -> Vec<&str> {
        self.lessons
            .iter()
            .map(|l| l.id.as_str())
            .chain(self.corners.iter().map(|l| l.id.as_str()))
            .collect()
    }

    /// The lesson after `id` in the course, if any.
    pub fn next_lesson(&self, id: &str) -> Option<&str> {
        let course = self.course();
        let i = course.iter().position(|l| *l == id)?;
        course.get(i + 1).copied()
    }
}

/// Every puzzle available: the built-in collections and those of `extra_dir`, read but not
/// proven (`check` proves them). Files that cannot be read are listed with their problems.
pub fn load_puzzles(extra_dir: Option<&Path>) -> (Vec<Puzzle>, Vec<(String, Vec<Problem>)>) {
    let mut sources = builtin_puzzles();
    let mut broken = Vec::new();
    if let Some(dir) = extra_dir {
        match read_sources(dir) {
            Ok(extra) => {
                sources.extend(
                    extra
                        .files
                        .into_iter()
                        .filter(|s| classify(&s.text) == Kind::Puzzles),
                );
                broken.extend(
                    extra
                        .unreadable
                        .into_iter()
                        .filter(|(_, kind, _)| *kind != Kind::Lesson)
                        .map(|(path, _, problem)| (path, vec![problem])),
                );
            }
            Err(e) => broken.push((dir.display().to_string(), vec![Problem::whole_file(e)])),
        }
    }
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for source in sources {
        match parse_collection(&source.text) {
            Ok(collection) => {
                for p in collection.puzzles {
                    puzzles.retain(|q| q.id != p.id);
                    puzzles.push(p);
                }
            }
            Err(problems) => broken.push((source.path, problems)),
        }
    }
    (puzzles, broken)
}

/// The result of checking content files.
#[derive(Debug, Default)]
pub struct Report {
    /// Lesson files read.
    pub lessons: usize,
    /// Puzzles read.
    pub puzzles: usize,
    /// Every problem: file path and the problem.
    pub problems: Vec<(String, Problem)>,
    /// What falls short of the lesson guide without breaking the lesson: file path and note.
    pub notes: Vec<(String, Problem)>,
    /// What each sound lesson measures.
    pub measures: Vec<LessonMeasure>,
}

impl Report {
    /// The report as `file:line:col: message` lines and the summary line.
    pub fn lines(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .problems
            .iter()
            .map(|(file, p)| format!("{file}:{}:{}: {}", p.line, p.column, p.message))
            .collect();
        out.extend(
            self.notes
                .iter()
                .map(|(file, p)| format!("{file}:{}:{}: note: {}", p.line, p.column, p.message)),
        );
        out.extend(self.lesson_figures());
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let notes = match self.notes.len() {
            0 => String::new(),
            n => format!(", {}", count(n, "note", "notes")),
        };
        out.push(format!(
            "{}, {}, {}{notes}",
            count(self.lessons, "lesson", "lessons"),
            count(self.puzzles, "puzzle", "puzzles"),
            count(self.problems.len(), "problem", "problems")
        ));
        out
    }

    /// The lesson guide's figures over the sound lessons: stages, words per `say` step,
    /// choice tasks per stage, and how many find-it moves give a choice. None without lessons.
    fn lesson_figures(&self) -> Option<String> {
        let mut tasks: Vec<usize> = self
            .measures
            .iter()
            .flat_map(|m| m.tasks_per_stage.iter().copied())
            .collect();
        tasks.sort_unstable();
        let says: Vec<usize> = self
            .measures
            .iter()
            .flat_map(|m| m.say_words.iter().copied())
            .collect();
        let (find, with_choice) = self.measures.iter().fold((0, 0), |(a, b), m| {
            (a + m.find_steps, b + m.find_steps_with_choice)
        });
        let median = tasks.get(tasks.len() / 2)?;
        let average = says.iter().sum::<usize>() as f64 / says.len().max(1) as f64;
        Some(format!(
            "stages: {}; say steps: {}, {average:.1} words on average, the longest {}; choice tasks per stage: min {}, median {median}; find-it moves with more than one legal move: {with_choice} of {find}",
            tasks.len(),
            says.len(),
            says.iter().max().unwrap_or(&0),
            tasks[0],
        ))
    }
}

/// Proves puzzles on every core the machine has, one verdict per puzzle in order; `proved` is
/// called after each one.
fn prove_all(puzzles: &[Puzzle], proved: &(dyn Fn() + Sync)) -> Vec<Result<(), String>> {
    prove_all_with(puzzles, prove_puzzle, proved)
}

/// Like [`prove_all`] with the prover `prove`: the threads take the next puzzle as they get
/// free, and a panic while proving one puzzle is a problem of exactly that puzzle (the
/// others keep their own verdicts).
fn prove_all_with(
    puzzles: &[Puzzle],
    prove: fn(&Puzzle) -> Result<(), String>,
    proved: &(dyn Fn() + Sync),
) -> Vec<Result<(), String>> {
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .clamp(1, puzzles.len().max(1));
    let next = AtomicUsize::new(0);
    let one = |puzzle: &Puzzle| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| prove(puzzle))).unwrap_or_else(
            |panic| {
                let why = panic
                    .downcast_ref::<&str>()
                    .map(ToString::to_string)
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                Err(format!("the prover failed on this puzzle (a bug): {why}"))
            },
        )
    };
    let verdicts: Vec<OnceLock<Result<(), String>>> =
        puzzles.iter().map(|_| OnceLock::new()).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(puzzle) = puzzles.get(i) else { break };
                    let _ = verdicts[i].set(one(puzzle));
                    proved();
                }
            });
        }
    });
    // Each index was taken by exactly one thread, which set its verdict: a panic in the
    // prover was caught above, so no thread ends early.
    verdicts
        .into_iter()
        .map(|v| v.into_inner().expect("every puzzle has a verdict"))
        .collect()
}

/// What a puzzle lacks of the words a learner reads: an explanation in every language and at
/// least one hint, each hint in every language too. The key to point at, and the problem.
fn missing_words(puzzle: &Puzzle) -> Option<(&'static str, String)> {
    let missing = |text: &Text| -> Vec<&str> {
        crate::Lang::ALL
            .iter()
            .filter(|l| !text.has(**l))
            .map(|l| l.code())
            .collect()
    };
    let codes: Vec<&str> = crate::Lang::ALL.iter().map(|l| l.code()).collect();
    let codes = codes.join(", ");
    match &puzzle.explain {
        None => {
            return Some((
                "id",
                format!("no explanation: add `explain`, the idea in words, in {codes}"),
            ));
        }
        Some(text) if !missing(text).is_empty() => {
            return Some((
                "explain",
                format!("`explain` lacks {}", missing(text).join(", ")),
            ));
        }
        Some(_) => {}
    }
    if puzzle.hints.is_empty() {
        return Some((
            "id",
            format!(
                "no hint: add at least one under `hints`, in words that do not give the move away, in {codes}"
            ),
        ));
    }
    puzzle.hints.iter().enumerate().find_map(|(n, hint)| {
        let lacks = missing(hint);
        (!lacks.is_empty()).then(|| {
            (
                "hints",
                format!("hint {} lacks {}", n + 1, lacks.join(", ")),
            )
        })
    })
}

/// How many puzzles [`check`] will prove in these files (those of the collections that parse),
/// to tell how long it takes.
pub(crate) fn puzzles_to_prove(sources: &[Source]) -> usize {
    sources
        .iter()
        .filter(|source| matches!(classify(&source.text), Kind::Puzzles))
        .filter_map(|source| parse_collection(&source.text).ok())
        .map(|collection| collection.puzzles.len())
        .sum()
}

/// Checks content files: each must parse and pass every rule check (puzzles are proven with
/// the engine, and `proved` is called after each one); ids must be unique.
pub fn check(sources: &[Source], proved: &(dyn Fn() + Sync)) -> Report {
    let mut report = Report::default();
    let mut ids: Vec<(String, String)> = Vec::new();
    let mut puzzle_ids: Vec<(String, String)> = Vec::new();
    for source in sources {
        match classify(&source.text) {
            Kind::Lesson if is_corners_lesson(&source.text) => {
                report.lessons += 1;
                match parse_corners_lesson(&source.text) {
                    Ok(lesson) if ids.iter().any(|(id, _)| *id == lesson.id) => {
                        let message = format!("lesson id '{}' is already used", lesson.id);
                        let place = locate::Locator::new(&source.text).key("id");
                        report
                            .problems
                            .push((source.path.clone(), Problem::at(place, message)));
                    }
                    Ok(lesson) => ids.push((lesson.id, source.path.clone())),
                    Err(problems) => report
                        .problems
                        .extend(problems.into_iter().map(|p| (source.path.clone(), p))),
                }
            }
            Kind::Lesson => {
                report.lessons += 1;
                match parse_lesson(&source.text) {
                    Ok(lesson) => {
                        let measure = measure(&lesson, &source.text);
                        let path = &source.path;
                        report
                            .problems
                            .extend(measure.problems.iter().map(|p| (path.clone(), p.clone())));
                        report
                            .notes
                            .extend(measure.notes.iter().map(|p| (path.clone(), p.clone())));
                        report.measures.push(measure);
                        if let Some((_, first)) = ids.iter().find(|(id, _)| *id == lesson.id) {
                            let message =
                                format!("lesson id '{}' is already used by {first}", lesson.id);
                            let place = locate::Locator::new(&source.text).key("id");
                            report
                                .problems
                                .push((source.path.clone(), Problem::at(place, message)));
                        } else {
                            ids.push((lesson.id, source.path.clone()));
                        }
                    }
                    Err(problems) => {
                        report
                            .problems
                            .extend(problems.into_iter().map(|p| (source.path.clone(), p)));
                    }
                }
            }
            Kind::Puzzles => match parse_collection(&source.text) {
                Ok(collection) => {
                    let locator = locate::Locator::for_list(&source.text, "puzzles");
                    for (i, puzzle) in collection.puzzles.iter().enumerate() {
                        if let Some((_, first)) = puzzle_ids.iter().find(|(id, _)| *id == puzzle.id)
                        {
                            let message =
                                format!("puzzle id '{}' is already used by {first}", puzzle.id);
                            let place = locator.find(i, &puzzle.id);
                            report
                                .problems
                                .push((source.path.clone(), Problem::at(place, message)));
                        } else {
                            puzzle_ids.push((puzzle.id.clone(), source.path.clone()));
                        }
                    }
                    report.puzzles += collection.puzzles.len();
                    for (i, puzzle) in collection.puzzles.iter().enumerate() {
                        if let Some((needle, message)) = missing_words(puzzle) {
                            let place = locator.find(i, needle);
                            let message = format!("puzzle {}: {message}", puzzle.id);
                            report
                                .problems
                                .push((source.path.clone(), Problem::at(place, message)));
                        }
                    }
                    let verdicts = prove_all(&collection.puzzles, proved);
                    for (i, verdict) in verdicts.into_iter().enumerate() {
                        if let Err(message) = verdict {
                            let place = locator.find(i, &collection.puzzles[i].id);
                            let message = format!("puzzle {}: {message}", collection.puzzles[i].id);
                            report
                                .problems
                                .push((source.path.clone(), Problem::at(place, message)));
                        }
                    }
                }
                Err(problems) => {
                    report
                        .problems
                        .extend(problems.into_iter().map(|p| (source.path.clone(), p)));
                }
            },
            Kind::Unknown => {
                let message =
                    "not a lesson (no 'steps:') or puzzle collection (no 'puzzles:')".to_string();
                report
                    .problems
                    .push((source.path.clone(), Problem::whole_file(message)));
            }
        }
    }
    report
}

#[cfg(test)]
mod tests;
