//! The `shashki` binary: parse the command line and dispatch.

use std::process::ExitCode;

use clap::Parser;
use shashki::cli::{Cli, Command};
use shashki::commands;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            let text = e.render().to_string();
            eprintln!(
                "{}",
                text.lines().next().unwrap_or("error: bad command line")
            );
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Some(Command::Moves { variant, fen }) => {
            commands::moves(variant, fen.as_deref()).map(|lines| {
                for line in lines {
                    println!("{line}");
                }
            })
        }
        Some(Command::Perft {
            variant,
            fen,
            depth,
            divide,
        }) => {
            commands::perft_lines(variant, fen.as_deref(), depth, divide).map(|(lines, timing)| {
                for line in lines {
                    println!("{line}");
                }
                eprintln!("{timing}");
            })
        }
        None => {
            println!("shashki: the trainer screens are not built yet; try `shashki --help`.");
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
