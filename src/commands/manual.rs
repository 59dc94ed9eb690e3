//! Text generated from the command-line definitions: `shashki completions SHELL` and
//! `shashki man`.

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

/// A part of a page that `clap_mangen` renders, without the apostrophe preamble it puts before
/// every part and without its own `.SH` heading when `heading` is false.
fn mangen_part(render: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>, heading: bool) -> String {
    use std::fmt::Write;
    let mut bytes = Vec::new();
    // Writing to memory cannot fail.
    let _ = render(&mut bytes);
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter(|l| !l.starts_with(".ie \\n(.g .ds Aq") && !l.starts_with(".el .ds Aq"))
        .filter(|l| heading || !l.starts_with(".SH "))
        .fold(String::new(), |mut out, l| {
            let _ = writeln!(out, "{l}");
            out
        })
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
        commands.splice((i + 1)..=i, nested.collect::<Vec<_>>());
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
