//! The non-interactive subcommands. Each returns its output lines or a one-line error.

use std::time::Instant;

use crate::rules::{MovePath, NotationStyle, Position, Variant, full_text, perft, perft_divide};

/// A command failed because of its input; the message fits on one line.
#[derive(Debug)]
pub struct CommandError(pub String);

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The position given by `--fen`, or the start position.
fn position(variant: Variant, fen: Option<&str>) -> Result<Position, CommandError> {
    match fen {
        Some(text) => Position::from_fen(variant, text)
            .map_err(|e| CommandError(format!("bad FEN for {variant}: {e}"))),
        None => Ok(Position::start(variant)),
    }
}

/// Sort key of a move: its squares in reading order of the variant's notation.
fn sort_key(variant: Variant, path: &MovePath) -> Vec<(u8, u8)> {
    let board = variant.board();
    path.squares()
        .map(|s| match variant.rules().notation {
            NotationStyle::Algebraic => {
                let c = board.coord(s);
                (c.file, c.rank)
            }
            NotationStyle::Numeric => (board.number(s), 0),
        })
        .collect()
}

/// `shashki moves`: every legal move in full-path notation, sorted.
pub fn moves(variant: Variant, fen: Option<&str>) -> Result<Vec<String>, CommandError> {
    let pos = position(variant, fen)?;
    let mut paths = pos.legal_move_paths();
    paths.sort_by_key(|p| sort_key(variant, p));
    Ok(paths.iter().map(|p| full_text(variant, p)).collect())
}

/// `shashki perft`: the node count (last line), after the per-move counts with `divide`.
/// Also returns a timing line meant for standard error.
pub fn perft_lines(
    variant: Variant,
    fen: Option<&str>,
    depth: u32,
    divide: bool,
) -> Result<(Vec<String>, String), CommandError> {
    let pos = position(variant, fen)?;
    let began = Instant::now();
    let mut lines = Vec::new();
    let total = if divide && depth > 0 {
        let mut parts = perft_divide(&pos, depth);
        parts.sort_by_key(|(p, _)| sort_key(variant, p));
        for (path, nodes) in &parts {
            lines.push(format!("{} {nodes}", full_text(variant, path)));
        }
        parts.iter().map(|p| p.1).sum()
    } else {
        perft(&pos, depth)
    };
    let seconds = began.elapsed().as_secs_f64();
    lines.push(total.to_string());
    let rate = total as f64 / seconds.max(1e-9) / 1e6;
    let timing =
        format!("perft {depth}: {total} nodes in {seconds:.3} s ({rate:.1} million nodes/s)");
    Ok((lines, timing))
}

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
            Ok(found) => sources.extend(found),
            Err(message) => {
                unreadable.push((path.display().to_string(), Problem::whole_file(message)))
            }
        }
    }
    let mut report = content::check(&sources);
    report.problems.splice(0..0, unreadable);
    let ok = report.problems.is_empty();
    (report.lines(), ok)
}

/// `shashki completions SHELL` and `shashki man`: the text to print.
pub fn generated(what: Generated) -> Vec<u8> {
    use clap::CommandFactory;
    use clap_complete::Generator;
    let mut cmd = crate::cli::Cli::command();
    let mut out = Vec::new();
    match what {
        Generated::Completions(shell) => {
            cmd.set_bin_name("shashki");
            cmd.build();
            // Writing to memory cannot fail.
            let _ = shell.try_generate(&cmd, &mut out);
        }
        Generated::Man => {
            let _ = clap_mangen::Man::new(cmd).render(&mut out);
        }
    }
    out
}

/// Text generated from the command-line definitions.
#[derive(Clone, Copy, Debug)]
pub enum Generated {
    /// A completion script for a shell.
    Completions(clap_complete::Shell),
    /// The manual page.
    Man,
}

/// `shashki progress [--reset [--yes]]`: a profile's progress as text, or a reset of it.
pub fn progress(
    global: &crate::cli::Global,
    reset: bool,
    yes: bool,
) -> Result<Vec<String>, CommandError> {
    use crate::progress::Store;
    use std::io::{BufRead, IsTerminal, Write};
    let lang = global.lang.unwrap_or_default();
    let dir = global
        .data_dir
        .clone()
        .or_else(Store::default_dir)
        .ok_or_else(|| {
            CommandError("no data directory was found; give one with --data-dir".into())
        })?;
    let store = Store::open(dir).map_err(|e| CommandError(e.to_string()))?;
    let (list, notice) = store.profiles().map_err(|e| CommandError(e.to_string()))?;
    if let Some(notice) = notice {
        eprintln!("{notice}");
    }
    let wanted = global.profile.as_deref().or(list.last.as_deref());
    let Some(profile) = wanted.and_then(|w| list.find(w)).cloned() else {
        let names: Vec<&str> = list.profiles.iter().map(|p| p.name.as_str()).collect();
        return match (global.profile.as_deref(), names.is_empty()) {
            (_, true) => Ok(vec![
                "No progress yet: nobody has used the trainer here.".into(),
            ]),
            (Some(name), false) => Err(CommandError(format!(
                "there is no profile '{name}' (profiles: {})",
                names.join(", ")
            ))),
            (None, false) => Err(CommandError(format!(
                "choose a profile with --profile (profiles: {})",
                names.join(", ")
            ))),
        };
    };
    if reset {
        if !yes {
            if !std::io::stdin().is_terminal() {
                return Err(CommandError(
                    "add --yes to reset without being asked".into(),
                ));
            }
            print!(
                "Start the progress of {} afresh? Type yes to confirm: ",
                profile.name
            );
            let _ = std::io::stdout().flush();
            let mut answer = String::new();
            let _ = std::io::stdin().lock().read_line(&mut answer);
            if answer.trim() != "yes" {
                return Ok(vec!["Nothing was changed.".into()]);
            }
        }
        store
            .reset(&profile.id)
            .map_err(|e| CommandError(e.to_string()))?;
        return Ok(vec![format!(
            "The progress of {} starts afresh; the old file is kept beside the new one.",
            profile.name
        )]);
    }
    let loaded = store
        .load(&profile.id)
        .map_err(|e| CommandError(e.to_string()))?;
    if let Some(notice) = loaded.notice {
        eprintln!("{notice}");
    }
    let catalog = crate::content::Catalog::load(global.content_dir.as_deref());
    let mut lines =
        crate::trainer::progress_summary(&profile.name, &loaded.progress, &catalog, lang);
    lines.extend(crate::trainer::games_summary(
        &store.saved_games(&profile.id),
        lang,
    ));
    Ok(lines)
}

/// `shashki play --load FILE`: the one game in a PDN file (`variant` when it has no
/// `GameType` tag).
pub fn load_game(
    file: &std::path::Path,
    variant: Variant,
) -> Result<crate::rules::PdnGame, CommandError> {
    use crate::rules::PdnGame;
    let text = std::fs::read_to_string(file)
        .map_err(|e| CommandError(format!("cannot read {}: {e}", file.display())))?;
    let games = PdnGame::split(&text);
    let [(line, game_text)] = games.as_slice() else {
        return Err(CommandError(format!(
            "{}: expected one game to continue, found {}",
            file.display(),
            games.len()
        )));
    };
    read_game(file, *line, game_text, variant)
}

/// Reads one game of a PDN file that starts at `line`; errors name the file's line and column.
fn read_game(
    file: &std::path::Path,
    line: usize,
    text: &str,
    variant: Variant,
) -> Result<crate::rules::PdnGame, CommandError> {
    crate::rules::PdnGame::read(text, variant).map_err(|e| {
        CommandError(format!(
            "{}:{}:{}: {}",
            file.display(),
            line + e.line - 1,
            e.column,
            e.message
        ))
    })
}

/// `shashki quiz --print N`: writes a worksheet to `out` (or standard output); returns a
/// line saying where it went.
pub fn worksheet(
    options: &crate::trainer::QuizOptions,
    count: u32,
    seed: Option<u64>,
    out: Option<&std::path::Path>,
    global: &crate::cli::Global,
) -> Result<String, CommandError> {
    use std::io::Write;
    if !options.mode.available(options.variant) {
        return Err(CommandError(format!(
            "the {} quiz needs an 8x8 board; {} is played on 10x10",
            options.mode.id(),
            options.variant
        )));
    }
    let seed = seed.unwrap_or_else(crate::progress::unix_now);
    let lang = global.lang.unwrap_or_default();
    let html = crate::trainer::worksheet(options, count as usize, seed, lang);
    match out {
        Some(path) => {
            std::fs::write(path, html)
                .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
            Ok(format!(
                "Worksheet with {count} questions written to {} (seed {seed}).",
                path.display()
            ))
        }
        None => {
            let _ = std::io::stdout().write_all(html.as_bytes());
            Ok(format!("Worksheet with {count} questions (seed {seed})."))
        }
    }
}

/// `shashki analyse`: the best move, its score and the expected line.
pub fn analyse(
    variant: Variant,
    fen: Option<&str>,
    depth: Option<u32>,
    time_ms: Option<u64>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Limits, Searcher, WIN_FOUND};
    let pos = position(variant, fen)?;
    let limits = match depth {
        Some(d) => Limits::depth(d),
        None => Limits::time(std::time::Duration::from_millis(time_ms.unwrap_or(2000))),
    };
    let result = Searcher::default().search(&pos, &[], limits);
    let Some(best) = &result.best else {
        return Ok(vec!["no legal move: the side to move has lost".into()]);
    };
    let score = match result.score {
        s if s > WIN_FOUND => format!("wins in {} plies", crate::engine::WIN - s),
        s if s < -WIN_FOUND => format!("loses in {} plies", crate::engine::WIN + s),
        s => format!("{:+.2} (men)", s as f64 / 100.0),
    };
    let line: Vec<String> = result.pv.iter().map(|p| full_text(variant, p)).collect();
    let rate = result.nodes as f64 / result.elapsed.as_secs_f64().max(1e-9) / 1e3;
    Ok(vec![
        format!("best: {}", full_text(variant, best)),
        format!("score: {score}"),
        format!("depth: {}", result.depth),
        format!("line: {}", line.join(" ")),
        format!("nodes: {} ({rate:.0} thousand per second)", result.nodes),
    ])
}

/// `shashki prove`: each first move that achieves the goal (full path) with its main line,
/// then `proved: K moves`, or `unknown: limit reached` when the node limit stopped the proof.
pub fn prove(
    variant: Variant,
    fen: &str,
    goal: crate::engine::Goal,
    depth: Option<u32>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::ProveLimit;
    let pos = position(variant, Some(fen))?;
    let mut limit = ProveLimit::default();
    if let Some(d) = depth {
        limit.depth = d;
    }
    let proof = crate::engine::prove(&pos, goal, limit);
    let mut lines: Vec<String> = proof
        .proven
        .iter()
        .map(|p| {
            let first = full_text(variant, &p.line[0]);
            let rest: Vec<String> = p.line[1..].iter().map(|m| full_text(variant, m)).collect();
            if rest.is_empty() {
                first
            } else {
                format!("{first}  {}", rest.join(" "))
            }
        })
        .collect();
    lines.push(if proof.complete {
        format!("proved: {} moves", proof.proven.len())
    } else {
        "unknown: limit reached".to_string()
    });
    Ok(lines)
}

/// `shashki puzzles mine`: finds puzzles in engine games and writes the collection.
pub fn mine(
    variant: Variant,
    count: usize,
    seed: u64,
    out: Option<&std::path::Path>,
) -> Result<String, CommandError> {
    use crate::content::mine;
    let began = Instant::now();
    let found = mine::mine(variant, count, seed, |n| {
        if n % 25 == 0 || n == count {
            eprintln!("found {n} of {count}");
        }
    });
    let id = format!("{}-mined-{seed}", variant.name());
    let (en, ru) = match variant {
        Variant::Russian => ("Russian puzzles", "Задачи: русские шашки"),
        Variant::Brazilian => ("Brazilian puzzles", "Задачи: бразильские шашки"),
        Variant::International => ("International puzzles", "Задачи: международные шашки"),
        Variant::English => ("Checkers puzzles", "Задачи: чекерс"),
    };
    let prefix = format!("{}{seed}", &variant.name()[..2]);
    // One prefix per variant and seed keeps ids unique across collections.
    let yaml = mine::collection_yaml(variant, &id, en, ru, &prefix, &found);
    let seconds = began.elapsed().as_secs_f64();
    match out {
        Some(path) => {
            std::fs::write(path, yaml)
                .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
            Ok(format!(
                "{} puzzles written to {} in {seconds:.0} s",
                found.len(),
                path.display()
            ))
        }
        None => {
            print!("{yaml}");
            Ok(format!("{} puzzles in {seconds:.0} s", found.len()))
        }
    }
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
    use crate::rules::PdnGame;
    let text = std::fs::read_to_string(file)
        .map_err(|e| CommandError(format!("cannot read {}: {e}", file.display())))?;
    let stem = file
        .file_stem()
        .map_or("imported".into(), |s| s.to_string_lossy().to_lowercase());
    let id: String = id.map_or(stem, str::to_string);
    let mut puzzles = Vec::new();
    let mut variant = None;
    let mut skipped = Vec::new();
    for (line, game_text) in PdnGame::split(&text) {
        let game = read_game(file, line, game_text, Variant::Russian)?;
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
    }
    for line in &skipped {
        eprintln!("{line}");
    }
    let variant =
        variant.ok_or_else(|| CommandError(format!("{}: no games found", file.display())))?;
    let yaml = mine::collection_yaml(variant, &id, &id, &id, &id, &puzzles);
    let summary = format!(
        "{} puzzles imported, {} left out",
        puzzles.len(),
        skipped.len()
    );
    match out {
        Some(path) => {
            std::fs::write(path, yaml)
                .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
            Ok(format!("{summary}; written to {}", path.display()))
        }
        None => {
            print!("{yaml}");
            Ok(summary)
        }
    }
}
