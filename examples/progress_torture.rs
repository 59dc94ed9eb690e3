//! The worker of the progress torture script (`scripts/torture-progress.py`): it saves, loads
//! and prints a profile's progress through the store, so that the script can kill it at any
//! moment (during a save, during the repair of a damaged file) and check what is left.
//!
//! ```text
//! progress_torture save DIR NAME N [TAG]  # load, then N saves; prints "saved <i>" after each
//! progress_torture repair DIR NAME        # one load (repairs a damaged file); one summary line
//! progress_torture dump DIR NAME          # the loaded progress, canonically, and its notices
//! progress_torture file PATH              # a progress file read as it is (say, the backup)
//! ```
//!
//! Each save adds one attempt to the puzzle `t-<TAG>` (TAG defaults to the process id) and one
//! to the puzzle `shared`, and marks the lesson `l<i % 50>` completed. Exits with status 1 and
//! the error on standard error on any failure. Not a test: `cargo test` does not run it.
//!
//! Build: `cargo build --release --examples`.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use shashki::Lang;
use shashki::progress::{Progress, Store};

/// Opens the store in `dir`, resolves the profile `name` and loads it: the progress, what the
/// learner would be told, and whether it is read-only. Every load the tool does goes here.
fn load(dir: &str, name: &str) -> Result<(Store, String, Progress, Vec<String>, bool), String> {
    let store = Store::open(dir).map_err(|e| e.to_string())?;
    let id = store
        .resolve_profile(Some(name))
        .map_err(|e| e.to_string())?
        .id;
    let loaded = store.load(&id).map_err(|e| e.to_string())?;
    let notices = loaded.notices(Lang::En);
    Ok((store, id, loaded.progress, notices, loaded.read_only))
}

/// Saves and returns the merged progress to go on with, and any notices of the save. Every
/// save the tool does goes here.
fn save(store: &Store, id: &str, progress: &Progress) -> Result<(Progress, Vec<String>), String> {
    let saved = store.save(id, progress).map_err(|e| e.to_string())?;
    let notices = saved.notices(shashki::Lang::En);
    Ok((saved.progress, notices))
}

/// One step of a writer: one more attempt at its own puzzle and at the shared one, and the
/// lesson `l<i % 50>` completed.
fn step(progress: &mut Progress, tag: &str, i: u64) {
    for puzzle in [format!("t-{tag}"), "shared".to_string()] {
        progress.puzzles.entry(puzzle).or_default().attempts += 1;
    }
    let lesson = format!("l{}", i % 50);
    progress.lessons.entry(lesson).or_default().completed = true;
}

/// The canonical summary: the completed lessons, then the attempts per puzzle, sorted.
fn summary(progress: &Progress) -> Vec<String> {
    let mut lines: Vec<String> = progress
        .lessons
        .iter()
        .filter(|(_, l)| l.completed)
        .map(|(id, _)| format!("lesson {id}"))
        .collect();
    let puzzles = progress.puzzles.iter();
    lines.extend(puzzles.map(|(id, p)| format!("puzzle {id} {}", p.attempts)));
    lines
}

/// Prints lines and flushes, so that a kill right after loses none of them.
fn say(lines: &[String]) -> Result<(), String> {
    let mut out = io::stdout().lock();
    for line in lines {
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())
}

fn notice_lines(notices: &[String], read_only: bool) -> Vec<String> {
    let mut lines: Vec<String> = notices
        .iter()
        .map(|n| format!("notice {}", n.replace('\n', " ")))
        .collect();
    if read_only {
        lines.push("read-only".to_string());
    }
    lines
}

fn run(args: &[String]) -> Result<(), String> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["save", dir, name, n, rest @ ..] if rest.len() <= 1 => {
            let n: u64 = n.parse().map_err(|e| format!("N: {e}"))?;
            let pid = std::process::id().to_string();
            let tag = rest.first().copied().unwrap_or(&pid);
            let (store, id, mut progress, notices, _) = load(dir, name)?;
            say(&notice_lines(&notices, false))?;
            for i in 0..n {
                step(&mut progress, tag, i);
                let (merged, notices) = save(&store, &id, &progress)?;
                progress = merged;
                let mut lines = notice_lines(&notices, false);
                lines.push(format!("saved {i}"));
                say(&lines)?;
            }
            Ok(())
        }
        ["repair", dir, name] => {
            let (_, _, progress, notices, read_only) = load(dir, name)?;
            let attempts: u64 = progress
                .puzzles
                .values()
                .map(|p| u64::from(p.attempts))
                .sum();
            let lessons = progress.lessons.values().filter(|l| l.completed).count();
            say(&[format!(
                "loaded lessons={lessons} puzzles={} attempts={attempts} notices={} read_only={read_only}",
                progress.puzzles.len(),
                notices.len()
            )])
        }
        ["dump", dir, name] => {
            let (_, _, progress, notices, read_only) = load(dir, name)?;
            let mut lines = summary(&progress);
            lines.extend(notice_lines(&notices, read_only));
            say(&lines)
        }
        ["file", path] => {
            let path = Path::new(path);
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let progress: Progress =
                serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            say(&summary(&progress))
        }
        _ => Err(
            "usage: progress_torture save DIR NAME N [TAG] | repair DIR NAME | \
                  dump DIR NAME | file PATH"
                .to_string(),
        ),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("progress_torture: {e}");
            ExitCode::FAILURE
        }
    }
}
