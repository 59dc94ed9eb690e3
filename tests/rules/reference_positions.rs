//! The worked examples of the reference texts, replayed with the lenient move parser.
//! The script is `tests/data/diagrams.txt`; its header explains the commands.

use std::collections::BTreeSet;

use shashki::rules::{Game, Move, Outcome, PdnGame, Position, Variant, parse_move};

struct Script {
    variant: Variant,
    position: Option<Position>,
    line_no: usize,
    section: String,
}

impl Script {
    fn here(&self) -> String {
        format!("diagrams.txt:{} ({})", self.line_no, self.section)
    }

    fn pos(&self) -> Position {
        self.position
            .unwrap_or_else(|| panic!("{}: no fen yet", self.here()))
    }

    fn parse(&self, text: &str) -> Move {
        parse_move(&self.pos(), text)
            .unwrap_or_else(|e| panic!("{}: '{text}' is not one legal move: {e:?}", self.here()))
            .mv
    }

    fn run(&mut self, command: &str, rest: &str) {
        match command {
            "variant" => self.variant = rest.parse().unwrap(),
            "fen" => {
                self.position = Some(
                    Position::from_fen(self.variant, rest)
                        .unwrap_or_else(|e| panic!("{}: {e}", self.here())),
                );
            }
            "exactly" => {
                let expected: BTreeSet<Move> =
                    rest.split_whitespace().map(|m| self.parse(m)).collect();
                assert_eq!(
                    expected.len(),
                    rest.split_whitespace().count(),
                    "{}: two expected moves are the same move",
                    self.here()
                );
                let legal: BTreeSet<Move> = self.pos().legal_moves().into_iter().collect();
                assert_eq!(legal, expected, "{}: legal moves differ", self.here());
            }
            "includes" => {
                for m in rest.split_whitespace() {
                    self.parse(m);
                }
            }
            "same" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                assert_eq!(
                    self.parse(words[0]),
                    self.parse(words[1]),
                    "{}",
                    self.here()
                );
            }
            "line" => {
                let pdn = format!("[FEN \"{}\"]\n{rest}", self.pos().to_fen());
                let game = PdnGame::read(&pdn, self.variant)
                    .unwrap_or_else(|e| panic!("{}: {e}", self.here()));
                assert!(
                    !game.game.moves().is_empty(),
                    "{}: no moves read",
                    self.here()
                );
                self.position = Some(*game.game.position());
            }
            "after" => {
                let expected = Position::from_fen(self.variant, rest).unwrap();
                assert_eq!(self.pos().to_fen(), expected.to_fen(), "{}", self.here());
            }
            "result" => {
                let outcome = Game::new(self.pos()).outcome();
                let winner = match outcome {
                    Some(Outcome::NoMoves { winner, .. }) => winner.name(),
                    other => panic!("{}: game not over: {other:?}", self.here()),
                };
                assert_eq!(format!("{winner}-wins"), rest, "{}", self.here());
            }
            other => panic!("{}: unknown command {other}", self.here()),
        }
    }
}

#[test]
fn worked_examples_of_the_reference_texts() {
    let mut script = Script {
        variant: Variant::Russian,
        position: None,
        line_no: 0,
        section: String::new(),
    };
    let mut commands = 0;
    for (i, line) in include_str!("../data/diagrams.txt").lines().enumerate() {
        script.line_no = i + 1;
        let line = line.trim();
        if let Some(title) = line.strip_prefix("## ") {
            script.section = title.to_string();
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        script.run(command, rest.trim());
        commands += 1;
    }
    assert!(commands > 100, "the script ran {commands} commands");
}
