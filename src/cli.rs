//! The command line, as clap definitions (kept apart so completions and a man page can be
//! generated from them).

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::Lang;
use crate::config::Config;
use crate::engine::Goal;
use crate::rules::{Color, Variant};
use crate::trainer::{Mode, QuizOptions, Rule, SidePick};

/// The whole command line: options for every command, and the command.
#[derive(Debug, Parser)]
#[command(
    name = "shashki",
    version,
    about = "Learn draughts (checkers) in the terminal",
    long_about = None
)]
pub struct Cli {
    /// Options for every command.
    #[command(flatten)]
    pub global: Global,
    /// What to do (default: open the trainer).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What `shashki puzzles` does besides solving.
#[derive(Debug, Subcommand)]
pub enum PuzzleAction {
    /// Find puzzles in engine games and write them as a collection that `check` accepts.
    Mine {
        /// russian, brazilian, international, english (checkers), giveaway or
        /// giveaway-international.
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// How many puzzles to find.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=2000))]
        count: u32,
        /// Games are played from this seed: the same seed finds the same puzzles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the collection (default: standard output).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Find kings-only endgame puzzles (hold the draw with a lone king, catch a lone king) and
    /// write them as a collection that `check` accepts.
    Endings {
        /// russian or brazilian (the Russian draw rules R5 and R6 decide the draws).
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// How many puzzles of each kind to find.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=200))]
        count: u32,
        /// Positions are drawn from this seed: the same seed finds the same puzzles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the collection (default: standard output).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Turn PDN games or positions (with FEN tags and a solution line) into a collection.
    Import {
        /// The PDN file.
        file: PathBuf,
        /// The goal of every puzzle (default: the strongest goal the solution reaches).
        #[arg(long, value_parser = parse_goal)]
        goal: Option<Goal>,
        /// The collection's id (default: from the file name).
        #[arg(long)]
        id: Option<String>,
        /// Where to write the collection (default: standard output).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

/// What `shashki tables` does (default: `status`).
#[derive(Debug, Subcommand)]
pub enum TablesAction {
    /// Solve the endgame tables and write them to the data directory's tables/ folder
    /// (seconds per variant, about 7.5 MB each on 8x8).
    Build {
        /// russian, brazilian, international or english (checkers); default: all four.
        #[arg(long)]
        variant: Option<Variant>,
        /// The most pieces on the board: 2 to 4 (international: at most 3); default: the
        /// most.
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=4))]
        pieces: Option<u32>,
    },
    /// List the tables in the data directory, their sizes and any unreadable file.
    Status,
}

/// How `shashki progress --all` writes the class table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum TableFormat {
    /// Aligned columns for the terminal, in the trainer's language.
    #[default]
    Text,
    /// Comma-separated values for a spreadsheet; the header row has English ids.
    Csv,
    /// A page to print, with a column per lesson, in the trainer's language.
    Html,
}

/// What `shashki progress` is asked for.
#[derive(Debug, Args)]
pub struct ProgressArgs {
    /// Start the profile's progress afresh (asks first).
    #[arg(long, group = "confirmed", conflicts_with = "all")]
    pub reset: bool,
    /// Delete the profile NAME: its progress and saved games are moved into the data
    /// directory's deleted/ folder (asks first).
    #[arg(long, value_name = "NAME", group = "confirmed", conflicts_with = "all")]
    pub delete: Option<String>,
    /// Do not ask before resetting or deleting.
    #[arg(long, requires = "confirmed")]
    pub yes: bool,
    /// One table of every profile in the data directory: lessons, stars, quiz and drill
    /// bests, puzzles, ratings, review tasks due and the last day each child practised.
    #[arg(long)]
    pub all: bool,
    /// The table's format with --all: text, csv (header row of English ids: name,
    /// `lessons_done`, `lessons_total`, stars, `stars_max`, `quiz_best`, `drills_practised`, `drill_best`,
    /// `puzzles_solved`, rating_<variant>, `review_due`, `last_activity`, problem) or html.
    #[arg(long, value_enum, default_value_t, requires = "all")]
    pub format: TableFormat,
    /// Where to write the table (default: standard output).
    #[arg(long, value_name = "FILE", requires = "all")]
    pub out: Option<PathBuf>,
}

/// What `shashki quiz` is asked for.
#[derive(Debug, Args)]
pub struct QuizArgs {
    /// find, name, diagonals, write, play or mixed (default: the quiz menu).
    #[arg(value_parser = parse_mode)]
    mode: Option<Mode>,
    /// The same as MODE.
    #[arg(long = "mode", value_name = "MODE", value_parser = parse_mode, conflicts_with = "mode")]
    mode_option: Option<Mode>,
    /// The board and notation: russian (a1-h8), brazilian, english (1-32), international (1-50).
    #[arg(long, default_value = "russian")]
    pub variant: Variant,
    /// A timed round of this many seconds; 0 for untimed practice.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(0..=3600))]
    pub seconds: u32,
    /// Hide the board labels.
    #[arg(long)]
    pub no_labels: bool,
    /// See the board from Black's side.
    #[arg(long)]
    pub black_side: bool,
    /// A printable worksheet instead of a round.
    #[command(flatten)]
    pub sheet: SheetArgs,
    /// With --print: the questions come from the quizzes the profile (--profile NAME, else
    /// the last one used) got most wrong in its recent rounds, weakest first, each with the
    /// board and options it was played with.
    #[arg(long, requires = "print", conflicts_with_all = ["mode", "mode_option"])]
    pub weak: bool,
}

/// A printable sheet: how many questions, where to write it and its seed (`quiz`, `drill` and
/// `puzzles` print one).
#[derive(Debug, Args)]
pub struct SheetArgs {
    /// Write a printable sheet with this many questions (or puzzles) instead of starting.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=200))]
    pub print: Option<u32>,
    /// Where to write the sheet: .html (a page to print, the answer key on the second page)
    /// or .svg (one picture, the key below); default: HTML on standard output.
    #[arg(long, value_name = "FILE", requires = "print")]
    pub out: Option<PathBuf>,
    /// The sheet's seed: the same seed gives the same questions (or puzzles).
    #[arg(long, requires = "print")]
    pub seed: Option<u64>,
}

/// What `shashki drill` is asked for.
#[derive(Debug, Args)]
pub struct DrillArgs {
    /// must-capture, finish-capture, king-stop, turkish-strike, crowning, quiet-or-striking,
    /// take-most, king-flies or capture-back (default: the drill menu). A worksheet needs one,
    /// unless it is --weak.
    #[arg(long, value_parser = parse_rule)]
    pub rule: Option<Rule>,
    /// russian, brazilian, international or english (checkers).
    #[arg(long, default_value = "russian")]
    pub variant: Variant,
    /// A printable worksheet instead of a round.
    #[command(flatten)]
    pub sheet: SheetArgs,
    /// With --print: the questions come from the drills the profile (--profile NAME, else
    /// the last one used) got most wrong in its recent rounds, weakest first.
    #[arg(long, requires = "print", conflicts_with = "rule")]
    pub weak: bool,
}

impl QuizArgs {
    /// The mode asked for, as MODE or as `--mode`.
    pub fn mode(&self) -> Option<Mode> {
        self.mode.or(self.mode_option)
    }

    /// The round's options (the mixed quiz when no mode is asked for).
    pub fn options(&self) -> QuizOptions {
        QuizOptions {
            mode: self.mode().unwrap_or(Mode::Mixed),
            variant: self.variant,
            seconds: (self.seconds > 0).then_some(self.seconds),
            labels: !self.no_labels,
            flipped: self.black_side,
        }
    }
}

impl Cli {
    /// Parses the command line as clap does, then checks what no single option can: that the
    /// quiz asked for exists on the variant's board. A bad command line is a clap error (the
    /// message, the usage, status 2).
    pub fn try_parse_checked() -> Result<Cli, clap::Error> {
        use clap::CommandFactory;
        let cli = Cli::try_parse()?;
        if let Some(Command::Drill(drill)) = &cli.command
            && let Some(rule) = drill.rule
            && !rule.available(drill.variant)
        {
            let mut all = Cli::command().bin_name("shashki");
            all.build();
            let mut command = all.find_subcommand_mut("drill").cloned().unwrap_or(all);
            let why = if rule == Rule::TakeMost {
                "the majority rule"
            } else {
                "flying kings"
            };
            return Err(command.error(
                clap::error::ErrorKind::ArgumentConflict,
                format!(
                    "the {} drill needs {why}, which {} draughts does not have",
                    rule.id(),
                    drill.variant
                ),
            ));
        }
        if let Some(Command::Quiz(quiz)) = &cli.command {
            let options = quiz.options();
            if !options.mode.available(options.variant) {
                // The error shows the usage of `shashki quiz`, not of the whole program.
                let mut all = Cli::command().bin_name("shashki");
                all.build();
                let mut command = all.find_subcommand_mut("quiz").cloned().unwrap_or(all);
                return Err(command.error(
                    clap::error::ErrorKind::ArgumentConflict,
                    format!(
                        "the {} quiz needs an 8x8 board; {} is played on 10x10",
                        options.mode.id(),
                        options.variant
                    ),
                ));
            }
        }
        Ok(cli)
    }
}

/// Options shared by every command.
#[derive(Debug, Args, Clone, Default)]
pub struct Global {
    /// Where progress is kept (default: the user's data directory).
    #[arg(long, global = true, env = "SHASHKI_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// The profile to use (default: the last one used).
    #[arg(long, global = true, value_name = "NAME")]
    pub profile: Option<String>,
    /// A folder of extra lessons and puzzles, used beside the built-in ones.
    #[arg(long, global = true, value_name = "DIR")]
    pub content_dir: Option<PathBuf>,
    /// Language: en, ru or bg (default: the saved setting, else the locale, else English).
    #[arg(long, global = true, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// Draw with ASCII letters instead of Unicode pieces.
    #[arg(long, global = true)]
    pub ascii: bool,
}

impl Global {
    /// The options as the trainer and the commands take them, with the language of the
    /// user's locale (read by the binary; see [`Config::locale_lang`]).
    pub fn config(&self, locale_lang: Option<Lang>) -> Config {
        Config {
            data_dir: self.data_dir.clone(),
            profile: self.profile.clone(),
            content_dir: self.content_dir.clone(),
            lang: self.lang,
            locale_lang,
            ascii: self.ascii,
        }
    }
}

fn parse_goal(text: &str) -> Result<Goal, String> {
    Goal::parse(text).ok_or_else(|| format!("unknown goal '{text}': expected {}", Goal::EXPECTED))
}

fn parse_mode(text: &str) -> Result<Mode, String> {
    Mode::from_id(text).ok_or_else(|| {
        format!("unknown quiz mode '{text}': expected find, name, diagonals, write, play or mixed")
    })
}

fn parse_rule(text: &str) -> Result<Rule, String> {
    Rule::from_id(text).ok_or_else(|| {
        let ids: Vec<&str> = Rule::ALL.iter().map(|r| r.id()).collect();
        format!("unknown rule '{text}': expected {}", ids.join(", "))
    })
}

fn parse_side(text: &str) -> Result<SidePick, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(SidePick::Side(Color::White)),
        "black" | "b" => Ok(SidePick::Side(Color::Black)),
        "random" | "lot" => Ok(SidePick::Random),
        _ => Err(format!(
            "unknown side '{text}': expected white, black or random"
        )),
    }
}

/// The deepest `shashki analyse --depth`: a middle game takes minutes at 14 plies, and an
/// ending with few pieces seconds at 25.
const MAX_ANALYSE_DEPTH: u32 = 30;

fn parse_analyse_depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(depth) if (1..=MAX_ANALYSE_DEPTH).contains(&depth) => Ok(depth),
        Ok(0) => Err("the depth must be at least 1".into()),
        Ok(_) => Err(format!(
            "analyse searches at most {MAX_ANALYSE_DEPTH} plies deep; for a longer search \
             give --time MS"
        )),
        Err(_) => Err(format!("'{text}' is not a number of plies")),
    }
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::from_code(text)
        .ok_or_else(|| format!("unknown language '{text}': expected {}", Lang::codes()))
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Open the lessons (or one lesson by its id).
    Learn {
        /// The id of a lesson to open directly.
        lesson: Option<String>,
    },
    /// Quiz on squares, diagonals and notation (or print a worksheet with --print).
    Quiz(QuizArgs),
    /// Drill one rule on fresh positions from games the computer played (or print a worksheet
    /// with --print).
    Drill(DrillArgs),
    /// Solve puzzles or print a sheet of them (or mine new ones, or import them from PDN).
    #[command(args_conflicts_with_subcommands = true)]
    Puzzles {
        /// Mine or import puzzles instead of solving them.
        #[command(subcommand)]
        action: Option<PuzzleAction>,
        /// Only puzzles of this variant.
        #[arg(long)]
        variant: Option<Variant>,
        /// Only puzzles with this theme.
        #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(crate::content::THEMES))]
        theme: Option<String>,
        /// A printable sheet of puzzles instead of solving (who moves, the goal, a line for
        /// the answer; the solutions in the answer key).
        #[command(flatten)]
        sheet: SheetArgs,
        /// With --print: the puzzles the profile (--profile NAME, else the last one used)
        /// failed, most recently tried first.
        #[arg(long, requires = "print")]
        weak: bool,
    },
    /// Play a game against the computer (without options: the play menu).
    Play {
        /// russian, brazilian, international, english (checkers), giveaway,
        /// giveaway-international or corners.
        #[arg(long)]
        variant: Option<crate::trainer::PlayGame>,
        /// The computer's level: 1 (a beginner who blunders) to 8 (its best).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        level: Option<u8>,
        /// Your side: white, black or random (drawn by lot, the default).
        #[arg(long, value_parser = parse_side)]
        side: Option<SidePick>,
        /// Continue a saved game (PDN).
        #[arg(long, value_name = "FILE.pdn")]
        load: Option<PathBuf>,
    },
    /// Check lesson and puzzle files (default: the built-in ones) and report every problem.
    Check {
        /// Files or folders to check.
        paths: Vec<PathBuf>,
    },
    /// Print a summary of a profile's progress, or a table of every profile (--all).
    Progress(ProgressArgs),
    /// Print a shell completion script.
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff).
    Man,
    /// Search a position: the best move, its score and the expected line.
    Analyse {
        /// russian, brazilian, international, english (checkers), giveaway or
        /// giveaway-international.
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// The position as PDN FEN (default: the start position).
        #[arg(long, conflicts_with = "pdn")]
        fen: Option<String>,
        /// A PDN file with one game: its last position is searched, knowing the game's
        /// repetitions and draw-rule counts (`--variant` applies when it has no `GameType` tag).
        #[arg(long, value_name = "FILE")]
        pdn: Option<std::path::PathBuf>,
        /// Search this many plies deep (at most 30); each finished depth is shown as it comes,
        /// and Ctrl-C stops the search.
        #[arg(long, conflicts_with = "time", value_parser = parse_analyse_depth)]
        depth: Option<u32>,
        /// Search for this many milliseconds (default 2000, at most 3600000: one hour).
        #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        time: Option<u64>,
    },
    /// Review a PDN game move by move: a mark for each move (good, inaccuracy ?!, mistake ?,
    /// blunder ??), the better move and why. Every game of the file is reviewed.
    Review {
        /// The PDN file (a game saved by the trainer or by any other program).
        file: PathBuf,
        /// The variant of games without a `GameType` tag: russian, brazilian, international or
        /// english (checkers).
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// Milliseconds to search each position (default 300).
        #[arg(long, value_name = "MS", default_value_t = 300, value_parser = clap::value_parser!(u64).range(1..=60_000))]
        time: u64,
        /// Write the games as PDN with the marks as NAGs ($6 ?!, $2 ?, $4 ??) and {comments}
        /// to OUT (default: standard output, the review then goes to standard error).
        #[arg(long, value_name = "OUT", num_args = 0..=1)]
        annotate: Option<Option<PathBuf>>,
    },
    /// Prove which first moves achieve a goal against every defence.
    Prove {
        /// russian, brazilian, international, english (checkers), giveaway or
        /// giveaway-international.
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// The position as PDN FEN.
        #[arg(long)]
        fen: String,
        /// win, material:N, promote, man-or-king or draw.
        #[arg(long, value_parser = parse_goal)]
        goal: Goal,
        /// Plies (both sides' moves) within which the goal must be reached (default 11).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=40))]
        depth: Option<u32>,
        /// Positions to visit at most before answering "unknown" (default 4000000).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=10_000_000_000))]
        nodes: Option<u64>,
    },
    /// Endgame tables for the engine (a tool for strong players and teachers): exact play
    /// with few pieces left. `tables build` solves and writes them, `tables` lists them.
    Tables {
        /// build or status (the default).
        #[command(subcommand)]
        action: Option<TablesAction>,
    },
    /// Print every legal move of a position, one per line, sorted.
    Moves {
        /// russian, brazilian, international, english (checkers), giveaway or
        /// giveaway-international.
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// The position as PDN FEN (default: the start position).
        #[arg(long)]
        fen: Option<String>,
    },
    /// Count the leaf nodes of the move tree (tests the move generator).
    Perft {
        /// russian, brazilian, international, english (checkers), giveaway or
        /// giveaway-international.
        #[arg(long, default_value = "russian")]
        variant: Variant,
        /// The position as PDN FEN (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        /// How many plies deep to count (at most 12; 11 for international). Each shallower
        /// depth is counted and shown first, and Ctrl-C stops the count.
        #[arg(long)]
        depth: u32,
        /// Also print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// For the engine's developers: play games with the engine and fit the evaluation's
    /// weights to their results, then write the weights file.
    #[command(hide = true)]
    #[cfg(feature = "maintainer")]
    Train {
        /// The variants to train (default: the four standard games).
        #[arg(long, value_delimiter = ',')]
        variant: Vec<Variant>,
        /// Games to play per variant.
        #[arg(long, default_value_t = 2000)]
        games: usize,
        /// The search's nodes per move in those games.
        #[arg(long, default_value_t = 3000)]
        nodes: u64,
        /// Passes of the fit over the positions.
        #[arg(long, default_value_t = 400)]
        epochs: usize,
        /// Threads playing games.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// The weights file to update.
        #[arg(long, default_value = "src/engine/eval/weights.yaml")]
        out: PathBuf,
    },
}
