//! The `shashki` binary: parse the command line, install the panic hook, dispatch.

use std::io::Write;
use std::process::ExitCode;

use shashki::cli::{Cli, Command, PuzzleAction, TablesAction};
use shashki::commands::{self, CommandError, Generated};
use shashki::trainer::{QuizOptions, Rule};
use shashki::tui::{self, Start};

/// Prints lines to standard output; a closed pipe (`| head`) is not an error.
fn print_lines(lines: &[String]) {
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            return;
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse_checked() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to standard output with status 0; a bad command line gets
            // clap's whole message (what is wrong, a suggestion, the usage) and status 2.
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let config = cli.global.config(Some(shashki::Lang::from_env()));
    // The endgame tables of the data directory, if built: each is read when first needed.
    if let Some(dir) = config
        .data_dir
        .clone()
        .or_else(shashki::progress::Store::default_dir)
    {
        shashki::engine::use_tables_from(dir);
    }
    let result = match cli.command {
        Some(Command::Moves { variant, fen }) => {
            commands::moves(variant, fen.as_deref()).map(|lines| print_lines(&lines))
        }
        Some(Command::Perft {
            variant,
            fen,
            depth,
            divide,
        }) => {
            commands::perft_lines(variant, fen.as_deref(), depth, divide).map(|(lines, timing)| {
                print_lines(&lines);
                eprintln!("{timing}");
            })
        }
        #[cfg(feature = "maintainer")]
        Some(Command::Train {
            variant,
            games,
            nodes,
            epochs,
            threads,
            out,
        }) => commands::train(&variant, games, nodes, epochs, threads, &out),
        Some(Command::Analyse {
            variant,
            fen,
            pdn,
            depth,
            time,
        }) => commands::analyse(variant, fen.as_deref(), pdn.as_deref(), depth, time)
            .map(|lines| print_lines(&lines)),
        Some(Command::Review {
            file,
            variant,
            time,
            annotate,
        }) => {
            let lang = config.lang.or(config.locale_lang).unwrap_or_default();
            commands::review(
                &file,
                variant,
                time,
                annotate.as_ref().map(Option::as_deref),
                lang,
            )
        }
        Some(Command::Prove {
            variant,
            fen,
            goal,
            depth,
            nodes,
        }) => commands::prove(variant, &fen, goal, depth, nodes).map(|lines| print_lines(&lines)),
        Some(Command::Puzzles {
            action:
                Some(PuzzleAction::Mine {
                    variant,
                    count,
                    seed,
                    out,
                }),
            ..
        }) => commands::mine(variant, count as usize, seed, out.as_deref())
            .map(|line| eprintln!("{line}")),
        Some(Command::Puzzles {
            action:
                Some(PuzzleAction::Endings {
                    variant,
                    count,
                    seed,
                    out,
                }),
            ..
        }) => commands::endings(variant, count as usize, seed, out.as_deref())
            .map(|line| eprintln!("{line}")),
        Some(Command::Puzzles {
            action:
                Some(PuzzleAction::Import {
                    file,
                    goal,
                    id,
                    out,
                }),
            ..
        }) => commands::import(&file, goal, id.as_deref(), out.as_deref())
            .map(|line| eprintln!("{line}")),
        Some(Command::Puzzles {
            action: None,
            variant,
            theme,
            sheet:
                shashki::cli::SheetArgs {
                    print: Some(count),
                    out,
                    seed,
                },
            weak,
        }) => {
            let choice = shashki::trainer::Choice {
                variant,
                theme,
                ..Default::default()
            };
            commands::puzzle_sheet(&choice, count, seed, out.as_deref(), weak, &config)
                .map(|line| eprintln!("{line}"))
        }
        Some(Command::Puzzles {
            action: None,
            variant,
            theme,
            ..
        }) => {
            let choice = shashki::trainer::Choice {
                variant,
                theme,
                ..Default::default()
            };
            tui::run_guarded(&config, Start::Puzzles(choice)).map_err(CommandError)
        }
        Some(Command::Play {
            variant,
            level,
            side,
            load,
        }) => commands::play_plan(variant, level, side, load)
            .and_then(|plan| tui::run_guarded(&config, Start::Play(plan)).map_err(CommandError)),
        Some(Command::Tables { action }) => {
            let done = match action {
                Some(TablesAction::Build { variant, pieces }) => {
                    commands::tables_build(&config, variant, pieces)
                }
                Some(TablesAction::Status) | None => commands::tables_status(&config),
            };
            return match done {
                Ok(lines) => {
                    print_lines(&lines);
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(1)
                }
            };
        }
        Some(Command::Check { paths }) => {
            let (lines, ok) = commands::check(&paths);
            print_lines(&lines);
            return if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            };
        }
        Some(Command::Completions { shell }) => {
            let _ =
                std::io::stdout().write_all(&commands::generated(Generated::Completions(shell)));
            Ok(())
        }
        Some(Command::Man) => {
            let _ = std::io::stdout().write_all(&commands::generated(Generated::Man));
            Ok(())
        }
        Some(Command::Progress(args)) => {
            commands::progress(&config, &args).map(|lines| print_lines(&lines))
        }
        Some(Command::Learn { lesson }) => {
            tui::run_guarded(&config, Start::Learn(lesson)).map_err(CommandError)
        }
        Some(Command::Quiz(quiz)) => {
            if let Some(count) = quiz.sheet.print {
                commands::worksheet(
                    &quiz.options(),
                    count,
                    quiz.sheet.seed,
                    quiz.sheet.out.as_deref(),
                    quiz.weak.then_some(commands::WeakOf::Quizzes),
                    &config,
                )
                .map(|line| eprintln!("{line}"))
            } else {
                let start = Start::Quiz(quiz.mode().map(|_| quiz.options()));
                tui::run_guarded(&config, start).map_err(CommandError)
            }
        }
        Some(Command::Drill(drill)) => match (drill.sheet.print, drill.rule) {
            (Some(count), rule) if rule.is_some() || drill.weak => commands::worksheet(
                &QuizOptions::drill(rule.unwrap_or(Rule::MustCapture), drill.variant),
                count,
                drill.sheet.seed,
                drill.sheet.out.as_deref(),
                drill.weak.then_some(commands::WeakOf::Drills),
                &config,
            )
            .map(|line| eprintln!("{line}")),
            (Some(_), None) => Err(CommandError(
                "a drill worksheet needs --rule R (or --weak, for a profile's weakest drills)"
                    .into(),
            )),
            _ => tui::run_guarded(&config, Start::Drill(drill.rule, drill.variant))
                .map_err(CommandError),
        },
        None => tui::run_guarded(&config, Start::Menu).map_err(CommandError),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
