//! The content commands: `shashki check` of lessons and puzzles, and the puzzle collections
//! made by `shashki puzzles endings`, `puzzles mine` and `puzzles import`.

use std::time::Instant;

use super::pdn_file::{PdnFile, read_game};
use super::{CommandError, counted, work_bar, write_out};
use crate::rules::Variant;

/// `shashki check` shows a progress bar (on a terminal) when it has more puzzles than this to
/// prove, about two seconds of work or more.
const CHECK_BAR_FROM: usize = 200;

/// `shashki check`: checks the given files and folders (default: the built-in content).
/// Returns the report lines and whether everything is sound.
pub fn check(paths: &[std::path::PathBuf]) -> (Vec<String>, bool) {
    use crate::content::{self, Problem};
    let mut sources = Vec::new();
    let mut unreadable = Vec::new();
    if paths.is_empty() {
        sources.extend(content::builtin_lessons());
        sources.extend(content::builtin_puzzles());
    }
    for path in paths {
        match content::read_sources(path) {
            Ok(found) if found.files.is_empty() && found.unreadable.is_empty() => {
                // Asked to check a folder with nothing to check: most likely the wrong one.
                unreadable.push((
                    path.display().to_string(),
                    Problem::whole_file(
                        "no lessons or puzzles here: a folder to check holds .yaml files, \
                         or lessons/ and puzzles/ folders of them",
                    ),
                ));
            }
            Ok(found) => {
                sources.extend(found.files);
                unreadable.extend(
                    found
                        .unreadable
                        .into_iter()
                        .map(|(p, _, problem)| (p, problem)),
                );
            }
            Err(message) => {
                unreadable.push((path.display().to_string(), Problem::whole_file(message)));
            }
        }
    }
    let to_prove = content::puzzles_to_prove(&sources);
    // About 80 puzzles are proven a second on two cores: a bar is worth it from ~2 s on.
    let bar = if to_prove > CHECK_BAR_FROM {
        work_bar(to_prove, "proving puzzles")
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut report = content::check(&sources, &|| bar.inc(1));
    bar.finish_and_clear();
    report.problems.splice(0..0, unreadable);
    if paths.is_empty()
        && let Err(problems) = content::glossary::builtin_glossary()
    {
        let path = content::glossary::GLOSSARY_PATH;
        report
            .problems
            .extend(problems.into_iter().map(|p| (path.to_string(), p)));
    }
    let ok = report.problems.is_empty();
    (report.lines(), ok)
}

/// `shashki puzzles endings`: finds kings-only endgame puzzles and writes the collection;
/// returns a line saying how many and where.
pub fn endings(
    variant: Variant,
    count: usize,
    seed: u64,
    out: Option<&std::path::Path>,
) -> Result<String, CommandError> {
    use crate::content::endings;
    if !matches!(variant, Variant::Russian | Variant::Brazilian) {
        return Err(CommandError(format!(
            "kings-only endings follow the Russian draw rules: choose russian or brazilian, not {variant}"
        )));
    }
    let began = Instant::now();
    let found = endings::endings(variant, count, seed);
    let id = format!("{}-endings-{seed}", variant.name());
    let prefix = format!("{}-end{seed}", variant.code());
    let yaml = endings::endings_yaml(variant, &id, &prefix, &found);
    let seconds = began.elapsed().as_secs_f64();
    let what = counted(found.len() as u64, "puzzle", "puzzles");
    Ok(match write_out(&yaml, out)? {
        Some(to) => format!("{what} {to} in {seconds:.0} s"),
        None => format!("{what} found in {seconds:.0} s"),
    })
}

/// `shashki puzzles mine`: finds puzzles in engine games and writes the collection; tells on
/// standard error how many candidates were left out and why, and the themes and ratings kept.
pub fn mine(
    variant: Variant,
    count: usize,
    seed: u64,
    out: Option<&std::path::Path>,
) -> Result<String, CommandError> {
    use crate::content::mine;
    let began = Instant::now();
    let bar = work_bar(count, "finding puzzles");
    let mining = mine::mine(variant, count, seed, |n| {
        if !bar.is_hidden() {
            bar.set_position(n as u64);
        } else if n % 25 == 0 || n == count {
            // Piped: a line now and then instead of the bar.
            eprintln!("found {n} of {count}");
        }
    });
    bar.finish_and_clear();
    for line in mine::summary(&mining) {
        eprintln!("{line}");
    }
    let found = &mining.found;
    let id = format!("{}-mined-{seed}", variant.name());
    let title = mine::collection_title(variant);
    // One prefix per variant and seed keeps ids unique across collections; the dash sets
    // them apart from the first bank's ids (ru1-0001), whose progress no longer applies.
    let prefix = format!("{}-{seed}", variant.code());
    let yaml = mine::collection_yaml(variant, &id, &title, &prefix, found);
    let seconds = began.elapsed().as_secs_f64();
    let what = counted(found.len() as u64, "puzzle", "puzzles");
    Ok(match write_out(&yaml, out)? {
        Some(to) => format!("{what} {to} in {seconds:.0} s"),
        None => format!("{what} in {seconds:.0} s"),
    })
}

/// `shashki puzzles import FILE.pdn`: each game (a `FEN` tag and the solution as its moves)
/// becomes a puzzle, proven on the way in; games that prove nothing are reported and left out.
pub fn import(
    file: &std::path::Path,
    goal: Option<crate::engine::Goal>,
    id: Option<&str>,
    out: Option<&std::path::Path>,
) -> Result<String, CommandError> {
    use crate::content::mine;
    let games = PdnFile::count(file)?;
    let stem = file
        .file_stem()
        .map_or("imported".into(), |s| s.to_string_lossy().to_lowercase());
    let id: String = id.map_or(stem, str::to_string);
    let mut puzzles = Vec::new();
    let mut variant = None;
    let mut skipped = Vec::new();
    let bar = work_bar(games, "proving games");
    let mut pdn = PdnFile::open(file)?;
    while let Some((line, game_text)) = pdn.next_game()? {
        let game = read_game(file, line, &game_text, Variant::Russian)?;
        let start = *game.game.start();
        if variant.is_some_and(|v| v != start.variant()) {
            return Err(CommandError(format!(
                "{}:{line}: all games must be of one variant",
                file.display()
            )));
        }
        variant = Some(start.variant());
        let source = game
            .tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case("Event"))
            .map_or(format!("{} line {line}", file.display()), |(_, v)| {
                v.clone()
            });
        match mine::import(start, game.game.moves().to_vec(), goal, source) {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(reason) => skipped.push(format!("{}:{line}: left out: {reason}", file.display())),
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    for line in &skipped {
        eprintln!("{line}");
    }
    let variant =
        variant.ok_or_else(|| CommandError(format!("{}: no games found", file.display())))?;
    // An imported collection is named by its file in every language.
    let title = crate::content::Text::plain(id.clone());
    let yaml = mine::collection_yaml(variant, &id, &title, &id, &puzzles);
    let summary = format!(
        "{} imported, {} left out",
        counted(puzzles.len() as u64, "puzzle", "puzzles"),
        skipped.len()
    );
    Ok(match write_out(&yaml, out)? {
        Some(to) => format!("{summary}; {to}"),
        None => summary,
    })
}
