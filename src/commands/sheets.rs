//! The sheets to print: `shashki quiz --print` (and drills) worksheets and `shashki puzzles
//! --print` puzzle sheets, written as HTML or SVG.

use super::profiles::{open_store, pick_profile, profile_list};
use super::{CommandError, counted, write_out};

/// What a sheet written to `out` is: the file's extension says (a page to print, or one
/// picture); HTML on standard output.
fn paper(out: Option<&std::path::Path>) -> Result<crate::export::Paper, CommandError> {
    use crate::export::Paper;
    match out.map(|p| {
        p.extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
    }) {
        None => Ok(Paper::Html),
        Some(Some(e)) if e == "svg" => Ok(Paper::Svg),
        Some(Some(e)) if matches!(e.as_str(), "html" | "htm" | "xhtml") => Ok(Paper::Html),
        Some(_) => Err(CommandError(format!(
            "--out {}: a worksheet is written as .html (a page to print, the answer key on \
             the second page) or .svg (one picture, the answer key below the questions)",
            out.map_or(String::new(), |p| p.display().to_string())
        ))),
    }
}

/// The profile a `--weak` sheet is for (`--profile`, else the last one used) and its
/// progress; load notices go to standard error.
fn weak_profile(
    config: &crate::config::Config,
) -> Result<(crate::progress::Profile, crate::progress::Progress), CommandError> {
    let store = open_store(config)?;
    let list = profile_list(&store)?;
    let profile = pick_profile(&list, config.profile.as_deref())?.ok_or_else(|| {
        CommandError("there are no profiles yet: --weak needs a profile that has practised".into())
    })?;
    let loaded = store
        .load(&profile.id)
        .map_err(|e| CommandError(e.to_string()))?;
    for notice in loaded.notices(crate::Lang::En) {
        eprintln!("{notice}");
    }
    Ok((profile, loaded.progress))
}

/// `shashki quiz --print N [--weak]`: writes a worksheet to `out` (or standard output);
/// returns a line saying where it went. The mode must exist on the variant's board, as the
/// command line checks ([`crate::cli::Cli::try_parse_checked`]). With `weak`, the questions
/// come from the quizzes the profile does worst in; when none is weak, nothing is written
/// and the line says so.
pub fn worksheet(
    options: &crate::trainer::QuizOptions,
    count: u32,
    seed: Option<u64>,
    out: Option<&std::path::Path>,
    weak: Option<WeakOf>,
    config: &crate::config::Config,
) -> Result<String, CommandError> {
    let paper = paper(out)?;
    let seed = seed.unwrap_or_else(crate::progress::unix_now);
    let lang = config.lang.or(config.locale_lang).unwrap_or_default();
    let sheet = if let Some(of) = weak {
        let (profile, progress) = weak_profile(config)?;
        let drills = of == WeakOf::Drills;
        let weak = weak_quizzes(&progress.quiz, drills);
        if weak.is_empty() {
            let what = if drills { "drill" } else { "quiz" };
            let played = progress
                .quiz
                .recent
                .iter()
                .filter(|r| crate::progress::is_drill_key(&r.key) == drills && r.asked > 0)
                .count();
            return Ok(if played == 0 {
                format!(
                    "{} has not played a {what} yet, so nothing is weak: no worksheet was written.",
                    profile.name
                )
            } else {
                format!(
                    "Nothing is weak for {}: each {what} played recently was at least {}% right, \
                     so no worksheet was written.",
                    profile.name,
                    crate::progress::WEAK_BELOW
                )
            });
        }
        let names: Vec<&str> = weak.iter().map(|o| o.mode.id()).collect();
        eprintln!("Weakest first: {}.", names.join(", "));
        crate::export::weak_worksheet(&weak, &profile.name, count as usize, seed, lang, paper)
    } else {
        match paper {
            crate::export::Paper::Svg => {
                crate::export::worksheet_svg(options, count as usize, seed, lang)
            }
            crate::export::Paper::Html => {
                crate::export::worksheet(options, count as usize, seed, lang)
            }
        }
    };
    let what = format!(
        "Worksheet with {}",
        counted(count.into(), "question", "questions")
    );
    Ok(match write_out(&sheet, out)? {
        Some(to) => format!("{what} {to} (seed {seed})."),
        None => format!("{what} (seed {seed})."),
    })
}

/// Which worksheet is made of a profile's weak spots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeakOf {
    /// The quiz modes the profile does worst in.
    Quizzes,
    /// The drills the profile does worst in.
    Drills,
}

/// The quiz options of the weak quiz modes (or of the weak drills), weakest first, each once:
/// rounds that differ only in their time count as one.
fn weak_quizzes(
    quiz: &crate::progress::QuizProgress,
    drills: bool,
) -> Vec<crate::trainer::QuizOptions> {
    use crate::progress::{is_drill_key, weak_keys};
    let mut weak: Vec<crate::trainer::QuizOptions> = Vec::new();
    for (key, _) in weak_keys(quiz, |k| is_drill_key(k) == drills) {
        let Some(mut options) = crate::trainer::QuizOptions::from_key(&key) else {
            continue;
        };
        options.seconds = None;
        if !weak.contains(&options) {
            weak.push(options);
        }
    }
    weak
}

/// `shashki puzzles --print N [--weak]`: writes a sheet of puzzles matching `choice` (drawn by
/// the seed, or the ones the profile failed) to `out` or standard output; returns a line
/// saying what was written, or that nothing was failed.
pub fn puzzle_sheet(
    choice: &crate::trainer::Choice,
    count: u32,
    seed: Option<u64>,
    out: Option<&std::path::Path>,
    weak: bool,
    config: &crate::config::Config,
) -> Result<String, CommandError> {
    let paper = paper(out)?;
    let lang = config.lang.or(config.locale_lang).unwrap_or_default();
    let (puzzles, broken) = crate::content::load_puzzles(config.content_dir.as_deref());
    for (path, problems) in &broken {
        eprintln!("{path}: left out ({} problems)", problems.len());
    }
    let seed = seed.unwrap_or_else(crate::progress::unix_now);
    let (chosen, title) = if weak {
        let (profile, progress) = weak_profile(config)?;
        let failed = crate::trainer::failed_puzzles(&puzzles, &progress, choice, count as usize);
        if failed.is_empty() {
            return Ok(format!(
                "{} has failed no puzzle{}, so no sheet was written.",
                profile.name,
                if choice == &crate::trainer::Choice::default() {
                    ""
                } else {
                    " of this variant and theme"
                }
            ));
        }
        let title = crate::t!(lang, "sheet-puzzles-weak-title", name = &profile.name);
        (failed, title)
    } else {
        let chosen = crate::trainer::sheet_puzzles(&puzzles, choice, count as usize, seed);
        if chosen.is_empty() {
            return Err(CommandError(
                "no puzzle has the variant and theme asked for".into(),
            ));
        }
        (chosen, crate::t!(lang, "sheet-puzzles-title"))
    };
    let sheet = crate::export::puzzle_sheet(&chosen, &title, lang, paper);
    let what = format!(
        "Puzzle sheet with {}",
        counted(chosen.len() as u64, "puzzle", "puzzles")
    );
    let seed = if weak {
        String::new()
    } else {
        format!(" (seed {seed})")
    };
    Ok(match write_out(&sheet, out)? {
        Some(to) => format!("{what} {to}{seed}."),
        None => format!("{what}{seed}."),
    })
}
