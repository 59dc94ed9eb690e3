//! The non-interactive subcommands. Each returns its output lines or a one-line error.

use std::time::Instant;

mod annotated;
mod pdn_file;

use annotated::AnnotatedOut;
use pdn_file::PdnFile;

use crate::rules::{
    BoardSize, MovePath, NotationStyle, Position, Variant, full_text, perft, perft_divide,
};

/// A command failed because of its input; the message fits on one line.
#[derive(Debug)]
pub struct CommandError(pub String);

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// `n` and the noun that agrees with it: "1 move", "2 moves".
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
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
                let c = board.coord_unchecked(s);
                (c.file, c.rank)
            }
            NotationStyle::Numeric => (board.number_unchecked(s), 0),
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

/// The deepest `shashki perft` per variant: the start position is counted to this depth in
/// well under a minute (each ply more takes four to seven times as long).
fn max_perft_depth(variant: Variant) -> u32 {
    match variant.board() {
        BoardSize::Ten => 11,
        BoardSize::Eight => 12,
    }
}

/// `shashki perft`: the node count (last line), after the per-move counts with `divide`.
/// Also returns a timing line meant for standard error. The shallower depths are counted
/// first and reported on standard error as they finish, so a long count shows its progress
/// and what an interrupted one found.
pub fn perft_lines(
    variant: Variant,
    fen: Option<&str>,
    depth: u32,
    divide: bool,
) -> Result<(Vec<String>, String), CommandError> {
    let max = max_perft_depth(variant);
    if depth > max {
        return Err(CommandError(format!(
            "--depth {depth} is too deep: perft counts at most {max} plies for {variant} \
             (each ply more takes about five times as long)"
        )));
    }
    let pos = position(variant, fen)?;
    for shallower in 1..depth {
        let began = Instant::now();
        let nodes = perft(&pos, shallower);
        eprintln!(
            "perft {shallower}: {} in {:.3} s",
            counted(nodes, "node", "nodes"),
            began.elapsed().as_secs_f64()
        );
    }
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
    let timing = format!(
        "perft {depth}: {} in {seconds:.3} s ({rate:.1} million nodes/s)",
        counted(total, "node", "nodes")
    );
    Ok((lines, timing))
}

/// `shashki check` shows a progress bar (on a terminal) when it has more puzzles than this to
/// prove, about two seconds of work or more.
const CHECK_BAR_FROM: usize = 200;

/// A progress bar on standard error for `len` steps of long work (`what` is shown before it),
/// cleared when done or dropped (an error then stands alone). When standard error is not a
/// terminal (piped, redirected, in tests) it is hidden: no bar characters, no carriage returns.
fn work_bar(len: usize, what: &str) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let style = indicatif::ProgressStyle::with_template(
        "{msg} [{bar:30}] {pos}/{len}, {elapsed} ({eta} left)",
    )
    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
    .progress_chars("=> ");
    indicatif::ProgressBar::new(len as u64)
        .with_style(style)
        .with_message(what.to_string())
        .with_finish(indicatif::ProgressFinish::AndClear)
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
            Ok(found) if found.files.is_empty() && found.unreadable.is_empty() => {
                // Asked to check a folder with nothing to check: most likely the wrong one.
                unreadable.push((
                    path.display().to_string(),
                    Problem::whole_file(
                        "no lessons or puzzles here: a folder to check holds .yaml files, \
                         or lessons/ and puzzles/ folders of them",
                    ),
                ))
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
                unreadable.push((path.display().to_string(), Problem::whole_file(message)))
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

/// `shashki completions SHELL` and `shashki man`: the text to print.
pub fn generated(what: Generated) -> Vec<u8> {
    use clap::CommandFactory;
    use clap_complete::Generator;
    let mut out = Vec::new();
    match what {
        Generated::Completions(shell) => {
            let mut cmd = crate::cli::Cli::command();
            cmd.set_bin_name("shashki");
            cmd.build();
            // Writing to memory cannot fail.
            let _ = shell.try_generate(&cmd, &mut out);
        }
        Generated::Man => out = man_page().into_bytes(),
    }
    out
}

/// Text for a roff text line: backslashes, dashes and apostrophes escaped, and a leading `.`
/// kept from reading as a request.
fn roff(text: &str) -> String {
    let escaped = text
        .replace('\\', "\\e")
        .replace('-', "\\-")
        .replace('\'', "\\*(Aq");
    if escaped.starts_with('.') {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// A part of a page that clap_mangen renders, without the apostrophe preamble it puts before
/// every part and without its own `.SH` heading when `heading` is false.
fn mangen_part(render: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>, heading: bool) -> String {
    let mut bytes = Vec::new();
    // Writing to memory cannot fail.
    let _ = render(&mut bytes);
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter(|l| !l.starts_with(".ie \\n(.g .ds Aq") && !l.starts_with(".el .ds Aq"))
        .filter(|l| heading || !l.starts_with(".SH "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The keys of the trainer, for the manual page: (keys, what they do).
const MAN_KEYS: [(&str, &str); 19] = [
    ("arrows, h j k l", "move the cursor on the board"),
    (
        "Enter, Space",
        "pick the square under the cursor: a piece, then where it goes",
    ),
    (
        "Tab",
        "type a move instead (c3-d4, cd4, c3:e5, or 22-18 on numbered boards)",
    ),
    (
        "F1, ?",
        "a hint: first the piece, then the square, then the move",
    ),
    ("f", "turn the board around"),
    ("t", "show or hide where the selected piece can go"),
    ("c", "check the chosen squares (lessons and the quiz)"),
    ("1-9", "pick a numbered answer"),
    ("Esc", "go back"),
    ("q", "quit, on the main menu"),
    ("Ctrl-C", "quit from anywhere; an unfinished game is saved"),
    ("In a game:", ""),
    (
        "u",
        "take back your last move and the reply (or a resignation)",
    ),
    ("d", "offer a draw"),
    ("r", "resign (after asking)"),
    ("In puzzles:", ""),
    (
        "w",
        "why? the idea of the puzzle (counts as a hint before it is solved)",
    ),
    ("s", "skip the puzzle"),
    ("g", "give up and see the solution"),
];

/// The manual page: clap's synopsis and options, every command with its own options (this page
/// is the only one), then the keys, files, environment and exit statuses.
fn man_page() -> String {
    use clap::CommandFactory;
    use clap_mangen::Man;
    use std::fmt::Write;
    let cmd = crate::cli::Cli::command().bin_name("shashki");
    let man = Man::new(cmd.clone());
    // Defines the apostrophe string (`\\*(Aq`) that escaped texts use.
    let mut page = String::from(".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n");
    page += &mangen_part(|w| man.render_title(w), true);
    page += &mangen_part(|w| man.render_name_section(w), true);
    page += &mangen_part(|w| man.render_synopsis_section(w), true);
    page += ".SH DESCRIPTION\n";
    page += &roff(
        "shashki teaches draughts (checkers) in the terminal: lessons on the rules, a quiz on the \
         board and its notation, puzzles, and games against the computer, in Russian, \
         Brazilian, International and English draughts, in English and Russian. Without a \
         command it opens the trainer at its main menu; the other commands print their results \
         for scripts and teachers.",
    );
    page += "\n";
    page += &mangen_part(|w| man.render_options_section(w), true);
    page += ".SH COMMANDS\n";
    let mut commands: Vec<(String, clap::Command)> = cmd
        .get_subcommands()
        .map(|s| (format!("shashki {}", s.get_name()), s.clone()))
        .collect();
    let mut i = 0;
    while i < commands.len() {
        let (name, sub) = commands[i].clone();
        let nested = sub
            .get_subcommands()
            .map(|s| (format!("{name} {}", s.get_name()), s.clone()));
        commands.splice(i + 1..i + 1, nested.collect::<Vec<_>>());
        let sub = sub.bin_name(&name).disable_help_flag(true);
        let man = Man::new(sub.clone());
        let _ = writeln!(page, ".SS \"{name}\"");
        if let Some(about) = sub.get_about() {
            let _ = writeln!(page, "{}", roff(&about.to_string()));
        }
        page += ".PP\n";
        page += &mangen_part(|w| man.render_synopsis_section(w), false);
        let has_options = sub.get_arguments().any(|a| !a.is_hide_set());
        if has_options {
            page += ".RS\n";
            page += &mangen_part(|w| man.render_options_section(w), false);
            page += ".RE\n";
        }
        i += 1;
    }
    page += ".SH KEYS\n";
    page += &roff(
        "The trainer is used with the keyboard (the mouse works too). The keys of the screens \
         with a board:",
    );
    page += "\n";
    for (keys, what) in MAN_KEYS {
        if what.is_empty() {
            let _ = writeln!(page, ".PP\n{}", roff(keys));
        } else {
            let _ = writeln!(page, ".TP\n\\fB{}\\fR\n{}", roff(keys), roff(what));
        }
    }
    page += ".PP\n";
    page += &roff(
        "On the Russian keyboard layout the Cyrillic letters work like the Latin letters on the \
         same keys: р for h, о for j, л for k, д for l, а for f, е for t, с for c, г for u, \
         в for d, к for r, ы for s, п for g, й for q.",
    );
    page += "\n.SH FILES\n";
    page += &roff(
        "Progress is kept in the data directory: --data-dir, else SHASHKI_DATA_DIR, else the \
         user's data directory ($XDG_DATA_HOME/shashki, by default ~/.local/share/shashki, on \
         Linux).",
    );
    page += "\n";
    for (file, what) in [
        ("profiles.yaml", "the profiles and the one used last"),
        (
            "profiles/<id>/progress.yaml",
            "a profile's progress and settings; a copy that cannot be read is moved aside as \
             progress.yaml.corrupt-<time>, and a reset keeps the old one as \
             progress.yaml.reset-<time>",
        ),
        (
            "profiles/<id>/games/*.pdn",
            "the games against the computer, finished and unfinished (continue one with \
             shashki play --load FILE)",
        ),
        (
            "tables/<variant>.shtb",
            "endgame tables written by shashki tables build (russian, brazilian, international, \
             english); the engine reads them when present and goes on without a file it cannot \
             use",
        ),
        (
            "*.lock",
            "taken while a file is written, so that two running copies lose nothing",
        ),
        (
            "crash-<time>-<pid>.txt",
            "the report of a crash of the trainer (in the temporary directory when there is \
             no data directory)",
        ),
    ] {
        let _ = writeln!(page, ".TP\n\\fI{}\\fR\n{}", roff(file), roff(what));
    }
    page += ".SH ENVIRONMENT\n";
    for (name, what) in [
        (
            "SHASHKI_DATA_DIR",
            "the data directory, when --data-dir is not given",
        ),
        (
            "NO_COLOR",
            "when set and not empty, boards and menus are drawn without colours",
        ),
        (
            "LC_ALL, LC_MESSAGES, LANG",
            "the first of these that is set chooses the language when neither --lang nor the \
             profile's settings do: Russian for a value that starts with ru (ru_RU.UTF-8), \
             English for any other",
        ),
    ] {
        let _ = writeln!(page, ".TP\n\\fB{}\\fR\n{}", roff(name), roff(what));
    }
    page += ".SH EXIT STATUS\n";
    for (code, what) in [
        ("0", "success"),
        (
            "1",
            "check found problems (it prints each one), or tables could not build or write \
             the endgame tables",
        ),
        (
            "2",
            "the command line is wrong, an input (a FEN, a file, a profile) cannot be used, or \
             the trainer cannot run (for example without a terminal); standard error says why",
        ),
    ] {
        let _ = writeln!(page, ".TP\n\\fB{code}\\fR\n{}", roff(what));
    }
    page += &mangen_part(|w| man.render_version_section(w), true);
    page
}

/// Text generated from the command-line definitions.
#[derive(Clone, Copy, Debug)]
pub enum Generated {
    /// A completion script for a shell.
    Completions(clap_complete::Shell),
    /// The manual page.
    Man,
}

/// The progress store of the data directory the configuration names (or the user's own).
fn open_store(config: &crate::config::Config) -> Result<crate::progress::Store, CommandError> {
    use crate::progress::Store;
    let dir = config
        .data_dir
        .clone()
        .or_else(Store::default_dir)
        .ok_or_else(|| {
            CommandError("no data directory was found; give one with --data-dir".into())
        })?;
    Store::open(dir).map_err(|e| CommandError(e.to_string()))
}

/// The profiles of the store; a notice about a rebuilt list goes to standard error.
fn profile_list(
    store: &crate::progress::Store,
) -> Result<crate::progress::ProfileList, CommandError> {
    let (list, notice) = store.profiles().map_err(|e| CommandError(e.to_string()))?;
    if let Some(notice) = notice {
        eprintln!("{notice}");
    }
    Ok(list)
}

/// The profile `wanted` names (an id or a name), else the last used one; none when there are
/// no profiles at all and none was named. A name that is not there is an error that lists the
/// profiles there are.
fn pick_profile(
    list: &crate::progress::ProfileList,
    wanted: Option<&str>,
) -> Result<Option<crate::progress::Profile>, CommandError> {
    let chosen = wanted.or(list.last.as_deref());
    if let Some(profile) = chosen.and_then(|w| list.find(w)) {
        return Ok(Some(profile.clone()));
    }
    let names: Vec<&str> = list.profiles.iter().map(|p| p.name.as_str()).collect();
    let known = match names.as_slice() {
        [] => "there are no profiles yet".to_string(),
        [one] => format!("the only profile is {one}"),
        _ => format!("the profiles are {}", names.join(", ")),
    };
    match wanted {
        None if names.is_empty() => Ok(None),
        Some(name) if name.chars().any(char::is_control) => Err(bad_name(name)),
        Some(name) => Err(CommandError(format!(
            "there is no profile '{name}': {known}. To make it, start the trainer with \
             `shashki --profile {}` (or choose Settings > New profile in the trainer)",
            shell_word(name)
        ))),
        None => Err(CommandError(format!(
            "choose a profile with --profile NAME: {known}"
        ))),
    }
}

/// The error for a profile name no profile can have, shown escaped: its control characters
/// would act on the terminal.
fn bad_name(name: &str) -> CommandError {
    CommandError(crate::progress::ProgressError::BadName(name.to_string()).to_string())
}

/// Asks `question` on the terminal; true when the answer is "yes". Without a terminal to ask
/// on, an error that says to add `--yes`.
fn confirmed(question: &str, what: &str) -> Result<bool, CommandError> {
    use std::io::{BufRead, IsTerminal, Write};
    if !std::io::stdin().is_terminal() {
        return Err(CommandError(format!(
            "add --yes to {what} without being asked"
        )));
    }
    print!("{question} Type yes to confirm: ");
    let _ = std::io::stdout().flush();
    let mut answer = String::new();
    let _ = std::io::stdin().lock().read_line(&mut answer);
    Ok(answer.trim() == "yes")
}

/// `shashki progress [--reset | --delete NAME] [--yes]`, or `--all`: a profile's progress as
/// text, a reset or a deletion of it, or the table of every profile.
pub fn progress(
    config: &crate::config::Config,
    args: &crate::cli::ProgressArgs,
) -> Result<Vec<String>, CommandError> {
    let store = open_store(config)?;
    let list = profile_list(&store)?;
    if args.all {
        return class_table(config, &store, &list, args.format, args.out.as_deref());
    }
    if let Some(name) = &args.delete {
        return delete(&store, &list, name, args.yes);
    }
    let Some(profile) = pick_profile(&list, config.profile.as_deref())? else {
        return Ok(vec![
            "No progress yet: nobody has used the trainer here.".into(),
        ]);
    };
    if args.reset {
        let question = format!("Start the progress of {} afresh?", profile.name);
        if !args.yes && !confirmed(&question, "reset")? {
            return Ok(vec!["Nothing was changed.".into()]);
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
    for notice in loaded.notices(crate::Lang::En) {
        eprintln!("{notice}");
    }
    let lang = config
        .lang
        .or(loaded.progress.settings.lang)
        .or(config.locale_lang)
        .unwrap_or_default();
    let catalog = crate::content::Catalog::load(config.content_dir.as_deref());
    let mut lines =
        crate::trainer::progress_summary(&profile.name, &loaded.progress, &catalog, lang);
    lines.extend(crate::trainer::games_summary(
        &store.saved_games(&profile.id),
        lang,
    ));
    Ok(lines)
}

/// `shashki progress --delete NAME [--yes]`: moves the profile's folder into `deleted/`
/// after asking.
fn delete(
    store: &crate::progress::Store,
    list: &crate::progress::ProfileList,
    name: &str,
    yes: bool,
) -> Result<Vec<String>, CommandError> {
    let Some(profile) = list.find(name).cloned() else {
        if name.chars().any(char::is_control) {
            return Err(bad_name(name));
        }
        let names: Vec<&str> = list.profiles.iter().map(|p| p.name.as_str()).collect();
        return Err(CommandError(format!(
            "there is no profile '{name}' to delete; the profiles are: {}",
            if names.is_empty() {
                "none yet".to_string()
            } else {
                names.join(", ")
            }
        )));
    };
    let question = format!(
        "Delete the profile {}? Its progress and saved games will be moved to {}.",
        profile.name,
        store.deleted_dir().display()
    );
    if !yes && !confirmed(&question, "delete")? {
        return Ok(vec!["Nothing was changed.".into()]);
    }
    let deleted = store
        .delete_profile(&profile.id)
        .map_err(|e| CommandError(e.to_string()))?;
    let mut lines = vec![match &deleted.moved_to {
        Some(to) => format!(
            "The profile {} is deleted; its progress and saved games are in {} (move that \
             folder back into {} to undo).",
            profile.name,
            to.display(),
            store.dir().join("profiles").display()
        ),
        None => format!(
            "The profile {} is deleted; it had no progress yet.",
            profile.name
        ),
    }];
    if list.last.as_deref() == Some(profile.id.as_str()) {
        lines.push(format!(
            "The profile in use is now {}.",
            deleted.in_use.name
        ));
    }
    Ok(lines)
}

/// Whether nothing has been done in this progress: no lesson, puzzle or quiz.
fn untouched(progress: &crate::progress::Progress) -> bool {
    progress.lessons.is_empty() && progress.puzzles.is_empty() && progress.quiz.best.is_empty()
}

/// `shashki progress --all`: the table of every profile, written to `out` or returned as
/// lines (text) or printed (CSV, HTML).
fn class_table(
    config: &crate::config::Config,
    store: &crate::progress::Store,
    list: &crate::progress::ProfileList,
    format: crate::cli::TableFormat,
    out: Option<&std::path::Path>,
) -> Result<Vec<String>, CommandError> {
    use crate::cli::TableFormat;
    let lang = config.lang.or(config.locale_lang).unwrap_or_default();
    if list.profiles.is_empty() {
        let dir = store.dir().display().to_string();
        return Ok(vec![crate::t!(lang, "class-empty", dir = dir)]);
    }
    let catalog = crate::content::Catalog::load(config.content_dir.as_deref());
    let profiles = list
        .profiles
        .iter()
        .map(|p| {
            let progress = match store.load(&p.id) {
                Ok(loaded) => match loaded.notice {
                    // Moved aside and started fresh: what the child did is not known; the
                    // reason names where the damaged file is kept.
                    Some(n) if n.recovery.lost_progress() => {
                        Err(format!("{} ({})", n.why, n.aside.display()))
                    }
                    // Nothing done since a file was set aside (by this table or the trainer):
                    // the progress is in that file, not read.
                    _ if untouched(&loaded.progress) => match store.set_aside(&p.id).pop() {
                        Some(file) => Err(crate::t!(
                            lang,
                            "class-set-aside",
                            file = file.display().to_string()
                        )),
                        None => Ok(loaded.progress),
                    },
                    _ => Ok(loaded.progress),
                },
                Err(e) => Err(e.say(lang)),
            };
            (p.name.clone(), progress)
        })
        .collect();
    let zone = jiff::tz::TimeZone::system();
    let table = crate::export::ClassTable::new(
        profiles,
        &catalog,
        lang,
        crate::progress::unix_now(),
        &zone,
    );
    let text = match format {
        TableFormat::Text => {
            let lines = table.text(lang, &zone);
            if out.is_none() {
                return Ok(lines);
            }
            lines.iter().map(|l| format!("{l}\n")).collect()
        }
        TableFormat::Csv => table.csv(&zone),
        TableFormat::Html => table.html(lang, &zone),
    };
    Ok(match write_out(&text, out)? {
        Some(to) => {
            eprintln!(
                "The table of {} {to}.",
                counted(list.profiles.len() as u64, "profile", "profiles")
            );
            Vec::new()
        }
        None => Vec::new(),
    })
}

/// `text` as one word for a POSIX shell: as it is when it is plain, else in single quotes.
fn shell_word(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// What `shashki play` opens: a game set up from the options and the game of `--load`, or
/// `None` for the play menu (no option given).
pub fn play_plan(
    game: Option<crate::trainer::PlayGame>,
    level: Option<u8>,
    side: Option<crate::trainer::SidePick>,
    load: Option<std::path::PathBuf>,
) -> Result<Option<crate::trainer::PlayPlan>, CommandError> {
    use crate::trainer::{PlayGame, SavedGame};
    let mut plan = crate::trainer::PlayPlan::default();
    plan.game = game.unwrap_or(plan.game);
    plan.level = level
        .and_then(crate::engine::Level::new)
        .unwrap_or(plan.level);
    plan.side = side.unwrap_or(plan.side);
    if let Some(file) = &load {
        let text = read_pdn(file)?;
        plan.saved = Some(if crate::corners::is_corners_pdn(&text) {
            let (game, tags) = crate::corners::CornersGame::from_pdn(&text)
                .map_err(|e| CommandError(format!("{}: {e}", file.display())))?;
            SavedGame::Corners(game, tags)
        } else {
            let variant = match plan.game {
                PlayGame::Draughts(v) => v,
                PlayGame::Corners => Variant::Russian,
            };
            SavedGame::Draughts(load_game(file, variant)?)
        });
    }
    // The continued game replaces the file it came from.
    plan.origin = load;
    let given = game.is_some() || level.is_some() || side.is_some() || plan.saved.is_some();
    Ok(given.then_some(plan))
}

/// `shashki play --load FILE` and `shashki analyse --pdn FILE`: the one game in a PDN file
/// (`variant` when it has no `GameType` tag), read a game at a time: only the first game's
/// text is kept while the others are counted.
pub fn load_game(
    file: &std::path::Path,
    variant: Variant,
) -> Result<crate::rules::PdnGame, CommandError> {
    let mut pdn = PdnFile::open(file)?;
    let first = pdn.next_game()?;
    let mut found = usize::from(first.is_some());
    while pdn.next_game()?.is_some() {
        found += 1;
    }
    match first {
        Some((line, text)) if found == 1 => read_game(file, line, &text, variant),
        _ => Err(CommandError(format!(
            "{}: expected one game to continue, found {found}",
            file.display()
        ))),
    }
}

/// The text of a PDN file, refused when it is larger than [`crate::bounds::PDN_MAX_BYTES`]
/// (before it is read whole) or is not UTF-8 text.
fn read_pdn(file: &std::path::Path) -> Result<String, CommandError> {
    let fail = |why: String| CommandError(format!("cannot read {}: {why}", file.display()));
    let bytes = crate::bounds::read_file(file, crate::bounds::PDN_MAX_BYTES)
        .map_err(|e| fail(e.to_string()))?
        .map_err(|bound| CommandError(format!("{}: {bound}", file.display())))?;
    crate::bounds::utf8_text(bytes).map_err(fail)
}

/// Reads one game of a PDN file that starts at `line` (at most [`pdn_file::MAX_GAME_MOVES`]
/// moves); errors name the file's line and column.
fn read_game(
    file: &std::path::Path,
    line: usize,
    text: &str,
    variant: Variant,
) -> Result<crate::rules::PdnGame, CommandError> {
    crate::rules::PdnGame::read_at_most(text, variant, pdn_file::MAX_GAME_MOVES).map_err(|e| {
        CommandError(format!(
            "{}:{}:{}: {}",
            file.display(),
            line + e.line - 1,
            e.column,
            crate::i18n::core::pdn_problem(&e.problem, crate::Lang::En)
        ))
    })
}

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

/// Writes `text` to the file `out`, or to standard output without one; says where it went
/// ("written to FILE") when it went to a file.
fn write_out(text: &str, out: Option<&std::path::Path>) -> Result<Option<String>, CommandError> {
    match out {
        Some(path) => {
            std::fs::write(path, text)
                .map_err(|e| CommandError(format!("cannot write {}: {e}", path.display())))?;
            Ok(Some(format!("written to {}", path.display())))
        }
        None => {
            use std::io::Write;
            let _ = std::io::stdout().write_all(text.as_bytes());
            Ok(None)
        }
    }
}

/// `shashki analyse`: the best move, its score and the expected line, for a position or for
/// the end of the game in a PDN file (searched with the game's history: its repetitions and
/// draw-rule counts). The search deepens one ply at a time and reports each finished depth on
/// standard error, so a long search shows its progress and what an interrupted one found.
pub fn analyse(
    variant: Variant,
    fen: Option<&str>,
    pdn: Option<&std::path::Path>,
    depth: Option<u32>,
    time_ms: Option<u64>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Limits, SearchResult, Searcher};
    use crate::rules::{Game, Outcome};
    use std::time::Duration;
    let game = match pdn {
        Some(file) => load_game(file, variant)?.game,
        None => Game::new(position(variant, fen)?),
    };
    let pos = *game.position();
    let variant = pos.variant();
    if let Some(Outcome::Draw(rule)) = game.outcome() {
        let label = rule.label(variant.rules().draw_rules);
        return Ok(vec![format!("the game is over: a draw by rule {label}")]);
    }
    let deadline = match depth {
        Some(_) => None,
        None => Some(Instant::now() + Duration::from_millis(time_ms.unwrap_or(2000))),
    };
    let last = depth.unwrap_or(crate::engine::MAX_PLY as u32);
    let mut searcher = Searcher::default();
    let mut found: Option<SearchResult> = None;
    let (mut nodes, mut elapsed) = (0, Duration::ZERO);
    for ply in 1..=last {
        let mut limits = Limits::depth(ply);
        if let Some(deadline) = deadline {
            limits.time = Some(deadline.saturating_duration_since(Instant::now()));
        }
        let result = searcher.search_game(&game, limits);
        nodes += result.nodes;
        elapsed += result.elapsed;
        if result.depth < ply && found.is_some() {
            // Out of time in the middle of this depth: the last one stands.
            break;
        }
        let Some(best) = &result.best else {
            return Ok(vec![NO_MOVE.into()]);
        };
        eprintln!(
            "depth {}: {} {}, {:.1} s",
            result.depth,
            full_text(variant, best),
            score_text(result.score),
            elapsed.as_secs_f64()
        );
        // A forced win or loss, or a single legal move, needs no deeper look.
        let done = result.score.abs() > crate::engine::WIN_FOUND || result.depth != ply;
        found = Some(result);
        if done {
            break;
        }
    }
    let Some((result, best)) = found.as_ref().and_then(|r| Some((r, r.best.as_ref()?))) else {
        return Ok(vec![NO_MOVE.into()]);
    };
    let line: Vec<String> = result.pv.iter().map(|p| full_text(variant, p)).collect();
    let rate = nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e3;
    Ok(vec![
        format!("best: {}", full_text(variant, best)),
        format!("score: {}", score_text(result.score)),
        format!("depth: {}", result.depth),
        format!("line: {}", line.join(" ")),
        format!("nodes: {nodes} ({rate:.0} thousand per second)"),
    ])
}

/// What `analyse` says of a position without a legal move.
const NO_MOVE: &str = "no legal move: the side to move has lost";

/// A search score as text: a forced win or loss in plies, or a lead in men.
fn score_text(score: i32) -> String {
    use crate::engine::{WIN, WIN_FOUND};
    match score {
        s if s > WIN_FOUND => format!("wins in {}", counted((WIN - s) as u64, "ply", "plies")),
        s if s < -WIN_FOUND => format!("loses in {}", counted((WIN + s) as u64, "ply", "plies")),
        s => format!("{:+.2} (men)", s as f64 / 100.0),
    }
}

/// `shashki review FILE.pdn`: every game of the file reviewed move by move (each position
/// searched for `time_ms`): one line per move (number, move, mark, better move, why), then a
/// summary of the marks of each side. With `annotate` the games are also written as PDN with
/// NAGs and comments, to the file given or, without one, to standard output (the review lines
/// then go to standard error).
///
/// The file is read a game at a time, three times: to count its games (a file of too many is
/// refused at once), to read every game (a bad one is told before any review), then to review
/// each and write its lines and its annotated text as soon as it is done. An annotated file
/// is written beside `out` and renamed over it at the end, so `out` may be the file reviewed.
pub fn review(
    file: &std::path::Path,
    variant: Variant,
    time_ms: u64,
    annotate: Option<Option<&std::path::Path>>,
    lang: crate::Lang,
) -> Result<(), CommandError> {
    use crate::engine::{Limits, Searcher};
    use crate::rules::{Color, PdnGame};
    use crate::trainer::{
        annotated_pdn, better_text, numbered, review_ply, summary_line, why_text,
    };
    use std::io::Write;
    let games = PdnFile::count(file)?;
    if games == 0 {
        return Err(CommandError(format!("{}: no games found", file.display())));
    }
    let mut plies = 0;
    let mut pdn = PdnFile::open(file)?;
    while let Some((line, text)) = pdn.next_game()? {
        plies += read_game(file, line, &text, variant)?.game.moves().len();
    }
    let limits = Limits {
        depth: Some(REVIEW_MAX_DEPTH),
        time: Some(std::time::Duration::from_millis(time_ms)),
        ..Limits::default()
    };
    // Where the review lines and the annotated games go.
    let mut annotated = AnnotatedOut::new(annotate)?;
    let to_stderr = matches!(annotate, Some(None));
    let bar = work_bar(plies, "reviewing moves");
    // Prints the lines of a game; false once standard output is closed (`| head`).
    let print = |lines: &[String]| {
        bar.suspend(|| {
            if to_stderr {
                let mut err = std::io::stderr().lock();
                lines.iter().all(|l| writeln!(err, "{l}").is_ok())
            } else {
                let mut out = std::io::stdout().lock();
                lines.iter().all(|l| writeln!(out, "{l}").is_ok()) && out.flush().is_ok()
            }
        })
    };
    let mut pdn = PdnFile::open(file)?;
    let (mut n, mut printing) = (0, true);
    while let Some((line, text)) = pdn.next_game()? {
        let read = read_game(file, line, &text, variant)?;
        drop(text);
        let game = &read.game;
        let v = game.start().variant();
        let mut lines = Vec::new();
        if games > 1 {
            if n > 0 {
                lines.push(String::new());
            }
            lines.push(format!("game {} (line {line})", n + 1));
        }
        n += 1;
        let mut searcher = Searcher::default();
        let mut reviews = Vec::new();
        for ply in 0..game.moves().len() {
            let review = review_ply(game, ply, limits.clone(), &mut searcher);
            let mark = format!("{:<2} {}", review.mark.symbol(), review.mark.word(lang));
            let mut row = format!("{:<18} {mark}", numbered(game, ply));
            if let Some(better) = better_text(&review, v, lang) {
                row = format!("{row}, {better}");
            }
            if review.why != crate::trainer::Why::Good {
                row = format!("{row}. {}", why_text(&review, v, lang));
            }
            lines.push(row);
            reviews.push(review);
            bar.inc(1);
        }
        if game.moves().is_empty() {
            lines.push("no moves".into());
        }
        for side in [Color::White, Color::Black] {
            lines.push(summary_line(&reviews, side, lang));
        }
        if let Some(out) = &mut annotated {
            // What is written must read back as the same game.
            let text = annotated_pdn(&read, &reviews, lang);
            let back = match PdnGame::split(&text).as_slice() {
                [(_, one)] => PdnGame::read(one, variant).map_err(|e| {
                    CommandError(format!("the annotated PDN does not read back: {e}"))
                })?,
                _ => {
                    return Err(CommandError(
                        "the annotated PDN does not read back as one game".into(),
                    ));
                }
            };
            if back.game.moves() != game.moves() {
                return Err(CommandError(
                    "the annotated PDN does not read back as the same game".into(),
                ));
            }
            if !out.write_game(&text)? {
                // Nobody reads the games on: stop (a closed pipe is not an error).
                break;
            }
        }
        printing = printing && print(&lines);
        if !printing && annotated.is_none() {
            // Nobody reads on: stop. An annotated file is still written whole.
            break;
        }
    }
    bar.finish_and_clear();
    if let Some(out) = annotated
        && let Some(to) = out.finish()?
    {
        eprintln!("annotated games {to}");
    }
    Ok(())
}

/// The deepest search of one position in `shashki review` (the time per position usually
/// stops it first).
const REVIEW_MAX_DEPTH: u32 = 30;

/// `shashki prove`: each first move that achieves the goal (full path) with its main line,
/// then `proved: K moves`, or `unknown: limit reached` when the node limit stopped the proof,
/// and `nodes: N`, the positions visited.
pub fn prove(
    variant: Variant,
    fen: &str,
    goal: crate::engine::Goal,
    depth: Option<u32>,
    nodes: Option<u64>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::ProveLimit;
    let pos = position(variant, Some(fen))?;
    let default = ProveLimit::default();
    let limit = ProveLimit {
        depth: depth.unwrap_or(default.depth),
        nodes: nodes.unwrap_or(default.nodes),
    };
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
        format!(
            "proved: {}",
            counted(proof.proven.len() as u64, "move", "moves")
        )
    } else {
        "unknown: limit reached".to_string()
    });
    lines.push(format!("nodes: {}", proof.nodes));
    Ok(lines)
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
    let (en, ru, bg) = match variant {
        Variant::Russian => (
            "Russian puzzles",
            "Задачи: русские шашки",
            "Задачи: руски шашки",
        ),
        Variant::Brazilian => (
            "Brazilian puzzles",
            "Задачи: бразильские шашки",
            "Задачи: бразилски шашки",
        ),
        Variant::International => (
            "International puzzles",
            "Задачи: международные шашки",
            "Задачи: международни шашки",
        ),
        Variant::English => ("Checkers puzzles", "Задачи: чекерс", "Задачи: чекерс"),
        Variant::Giveaway => (
            "Giveaway puzzles",
            "Задачи: поддавки",
            "Задачи: обратни шашки",
        ),
        Variant::GiveawayInternational => (
            "International giveaway puzzles",
            "Задачи: международные поддавки",
            "Задачи: международни обратни шашки",
        ),
    };
    let title = mine::Words {
        en: en.into(),
        ru: ru.into(),
        bg: bg.into(),
    };
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
    let title = mine::Words {
        en: id.clone(),
        ru: id.clone(),
        bg: id.clone(),
    };
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

/// `shashki train` (for the engine's developers): for each variant, plays `games` games with
/// the engine as built, fits the evaluation's weights to their results starting from the
/// built-in ones, and writes them into the weights file `out` (other variants in it are kept).
pub fn train(
    variants: &[Variant],
    games: usize,
    nodes: u64,
    epochs: usize,
    threads: usize,
    out: &std::path::Path,
) -> Result<(), CommandError> {
    use crate::engine::PatternWeights;
    use crate::engine::train::{SelfPlay, fit, self_play};
    let variants = if variants.is_empty() {
        Variant::STANDARD.to_vec()
    } else {
        variants.to_vec()
    };
    if games == 0 || nodes == 0 {
        return Err(CommandError(
            "training needs at least one game (--games) and one node a move (--nodes)".into(),
        ));
    }
    if let Some(v) = variants.iter().find(|v| v.is_giveaway()) {
        return Err(CommandError(format!(
            "{v} has its own evaluation and is not trained"
        )));
    }
    let mut file = match crate::bounds::read_file(out, WEIGHTS_MAX_BYTES) {
        Ok(Ok(bytes)) => {
            let fail = |why: String| CommandError(format!("{}: {why}", out.display()));
            let text = crate::bounds::utf8_text(bytes).map_err(fail)?;
            crate::bounds::check_text(&text, WEIGHTS_MAX_BYTES, crate::bounds::MAX_DEPTH)
                .map_err(|bound| fail(bound.to_string()))?;
            serde_yaml::from_str(&text).map_err(|e| fail(e.to_string()))?
        }
        Ok(Err(bound)) => return Err(CommandError(format!("{}: {bound}", out.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => crate::engine::WeightsFile::default(),
        Err(e) => return Err(CommandError(format!("{}: {e}", out.display()))),
    };
    for variant in variants {
        let began = Instant::now();
        let options = SelfPlay {
            games,
            nodes,
            opening: 8,
            max_plies: 250,
            threads,
            seed: 1,
        };
        let bar = work_bar(games, &format!("{variant}: games"));
        let samples = self_play(variant, options, &|_| bar.inc(1));
        bar.finish();
        let played = began.elapsed().as_secs_f64();
        let fitted = fit(variant, &samples, PatternWeights::of(variant), epochs);
        let note = format!(
            "{games} games at {nodes} nodes a move, {} positions ({} held out); error {:.5} -> {:.5}",
            fitted.sizes.0 + fitted.sizes.1,
            fitted.sizes.1,
            fitted.error_before,
            fitted.error_after
        );
        eprintln!(
            "{variant}: {note}; scale {:.5}; {played:.0} s playing, {:.0} s in all",
            fitted.scale,
            began.elapsed().as_secs_f64()
        );
        file.variants.insert(
            variant.name().to_string(),
            fitted.weights.to_file(variant.board(), note),
        );
    }
    let text = crate::engine::weights_text(&file);
    let tmp = out.with_extension("yaml.tmp");
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, out))
        .map_err(|e| CommandError(format!("{}: {e}", out.display())))?;
    println!("weights written to {}", out.display());
    Ok(())
}

/// The largest weights file `shashki train` reads (the built-in one is under 5 KB).
const WEIGHTS_MAX_BYTES: usize = crate::bounds::MB;

/// The data directory the configuration names, or the user's own.
fn data_dir(config: &crate::config::Config) -> Result<std::path::PathBuf, CommandError> {
    config
        .data_dir
        .clone()
        .or_else(crate::progress::Store::default_dir)
        .ok_or_else(|| CommandError("no data directory was found; give one with --data-dir".into()))
}

/// A size in bytes for people: "7.46 MB", "218 kB".
fn size_text(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.2} MB", bytes as f64 / 1e6)
    } else {
        format!("{} kB", bytes.div_ceil(1000))
    }
}

/// `shashki tables build`: solves the endgame tables of `variant` (default: the four standard
/// variants) up to `pieces` pieces (default: the most for the board) and writes them to the
/// data directory, with a progress bar on standard error. Returns a line per file written.
pub fn tables_build(
    config: &crate::config::Config,
    variant: Option<Variant>,
    pieces: Option<u32>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Tables, most_table_pieces};
    let dir = data_dir(config)?;
    let variants = variant.map_or(Variant::STANDARD.to_vec(), |v| vec![v]);
    let mut plan = Vec::new();
    for &v in &variants {
        let most = most_table_pieces(v).ok_or_else(|| {
            CommandError(format!(
                "{v} has no endgame tables: they are for russian, brazilian, international and \
                 english"
            ))
        })?;
        let n = match pieces {
            Some(n) if n > most => {
                return Err(CommandError(format!(
                    "--pieces {n} is too many for {v}: its tables hold at most {most} pieces"
                )));
            }
            Some(n) => n,
            None => most,
        };
        plan.push((v, n));
    }
    // An unwritable place is told before minutes of work, not after.
    let folder = dir.join("tables");
    std::fs::create_dir_all(&folder)
        .map_err(|e| CommandError(format!("cannot create {}: {e}", folder.display())))?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
    let mut lines = Vec::new();
    for (v, n) in plan {
        eprintln!("Building the {v} endgame tables (up to {n} pieces)...");
        let bar = work_bar(Tables::entries(v, n), &format!("{v} tables"));
        let began = Instant::now();
        let built = Tables::build(v, n, threads, &|done| bar.inc(done));
        bar.finish_and_clear();
        let Some(tables) = built else {
            return Err(CommandError(format!(
                "{v} has no endgame tables of {n} pieces"
            )));
        };
        let seconds = began.elapsed().as_secs_f64();
        let path = tables
            .write(&dir)
            .map_err(|e| CommandError(e.to_string()))?;
        let size = std::fs::metadata(&path).map_or(tables.len() as u64, |m| m.len());
        lines.push(format!(
            "{v}: up to {n} pieces, {}, solved in {seconds:.1} s: {}",
            size_text(size),
            path.display()
        ));
    }
    Ok(lines)
}

/// `shashki tables` (`tables status`): which variants' endgame tables the data directory
/// holds, their sizes, and what is wrong with an unreadable file.
pub fn tables_status(config: &crate::config::Config) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Tables, table_path};
    let dir = data_dir(config)?;
    let mut lines = vec![format!(
        "Endgame tables in {}:",
        dir.join("tables").display()
    )];
    for v in Variant::STANDARD {
        let path = table_path(&dir, v);
        let line = if !path.exists() {
            format!("{v}: not built (shashki tables build --variant {v})")
        } else {
            match Tables::read(&dir, v) {
                Ok(tables) => {
                    let size = std::fs::metadata(&path).map_or(tables.len() as u64, |m| m.len());
                    format!(
                        "{v}: up to {} pieces, {}: {}",
                        tables.pieces(),
                        size_text(size),
                        path.display()
                    )
                }
                Err(e) => format!("{v}: unusable, the engine plays without it: {e}"),
            }
        };
        lines.push(line);
    }
    Ok(lines)
}
