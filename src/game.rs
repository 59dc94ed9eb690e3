//! The game model the play stack is written against: a record of one game (its start, its
//! moves, every position on the way, how it ended) that draughts ([`crate::rules::Game`]) and
//! corners ([`crate::corners::CornersGame`]) both are. The trainer's play session, the
//! computer's worker and the play screen are each written once, over [`Game`]; what is a
//! game's own (its rules, its notation, its search and evaluation) stays in its module.

use std::fmt::{Debug, Write as _};

use crate::corners::{CornersGame, CornersMove, CornersOutcome, CornersPosition};
use crate::rules::{Color, GameResult, MovePath, Outcome, Position, full_text};

/// A game being played or finished: positions, moves, outcome and notation.
pub trait Game: Clone + Debug + Send + 'static {
    /// A position of the game.
    type Position: Copy + PartialEq + Debug + Send + 'static;
    /// A move, as played (with its route where the route matters).
    type Move: Clone + PartialEq + Debug + Send + 'static;
    /// How the rules ended a game.
    type Outcome: Copy + PartialEq + Eq + Debug;

    /// A game starting from `start`.
    fn from_start(start: Self::Position) -> Self;
    /// The position the game started from.
    fn start(&self) -> &Self::Position;
    /// The position now.
    fn position(&self) -> &Self::Position;
    /// The moves played.
    fn moves(&self) -> &[Self::Move];
    /// The start and the position after each move.
    fn positions(&self) -> &[Self::Position];
    /// Plays `mv`, which must be legal now.
    fn play(&mut self, mv: Self::Move);
    /// Takes the last move back, if there is one.
    fn undo(&mut self) -> Option<Self::Move>;
    /// How the rules ended the game, or `None` while it goes on.
    fn outcome(&self) -> Option<Self::Outcome>;
    /// The result an outcome gives.
    fn result(outcome: Self::Outcome) -> GameResult;
    /// The side to move in `pos`.
    fn turn(pos: &Self::Position) -> Color;
    /// Whether `mv` is a legal move in `pos`.
    fn is_legal(pos: &Self::Position, mv: &Self::Move) -> bool;
    /// `mv`, played in `pos`, in the game's notation with every square of a jump or capture.
    fn move_text(pos: &Self::Position, mv: &Self::Move) -> String;
    /// The usual start of this game (of its variant, for draughts): where a new game begins.
    fn usual_start(&self) -> Self::Position;
    /// The side that moves first in this game.
    fn first_to_move(&self) -> Color;
    /// The game's name on the command line, in files and in saved games' names.
    fn name(&self) -> &'static str;

    /// The moves so far, numbered: `  1. c3-d4 d6-c5` (a game that Black began starts
    /// `  1. ... d6-c5`).
    fn move_list(&self) -> Vec<String> {
        let positions = self.positions();
        let first = self.first_to_move();
        let mut lines: Vec<String> = Vec::new();
        let mut number = 1;
        for (i, mv) in self.moves().iter().enumerate() {
            let pos = &positions[i];
            let text = Self::move_text(pos, mv);
            if Self::turn(pos) == first {
                lines.push(format!("{number:>3}. {text}"));
            } else {
                if i == 0 {
                    lines.push(format!("{number:>3}. ..."));
                }
                if let Some(last) = lines.last_mut() {
                    let _ = write!(last, " {text}");
                }
                number += 1;
            }
        }
        lines
    }
}

impl Game for crate::rules::Game {
    type Position = Position;
    type Move = MovePath;
    type Outcome = Outcome;

    fn from_start(start: Position) -> Self {
        crate::rules::Game::new(start)
    }
    fn start(&self) -> &Position {
        crate::rules::Game::start(self)
    }
    fn position(&self) -> &Position {
        crate::rules::Game::position(self)
    }
    fn moves(&self) -> &[MovePath] {
        crate::rules::Game::moves(self)
    }
    fn positions(&self) -> &[Position] {
        crate::rules::Game::positions(self)
    }
    fn play(&mut self, mv: MovePath) {
        crate::rules::Game::play(self, mv);
    }
    fn undo(&mut self) -> Option<MovePath> {
        crate::rules::Game::undo(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        crate::rules::Game::outcome(self)
    }
    fn result(outcome: Outcome) -> GameResult {
        outcome.result()
    }
    fn turn(pos: &Position) -> Color {
        pos.turn()
    }
    fn is_legal(pos: &Position, mv: &MovePath) -> bool {
        pos.legal_moves().contains(&mv.mv)
    }
    fn move_text(pos: &Position, mv: &MovePath) -> String {
        full_text(pos.variant(), mv)
    }
    fn usual_start(&self) -> Position {
        Position::start(self.start().variant())
    }
    fn first_to_move(&self) -> Color {
        self.start().variant().rules().first_to_move
    }
    fn name(&self) -> &'static str {
        self.start().variant().name()
    }
}

impl Game for CornersGame {
    type Position = CornersPosition;
    type Move = CornersMove;
    type Outcome = CornersOutcome;

    fn from_start(start: CornersPosition) -> Self {
        CornersGame::new(start)
    }
    fn start(&self) -> &CornersPosition {
        CornersGame::start(self)
    }
    fn position(&self) -> &CornersPosition {
        CornersGame::position(self)
    }
    fn moves(&self) -> &[CornersMove] {
        CornersGame::moves(self)
    }
    fn positions(&self) -> &[CornersPosition] {
        CornersGame::positions(self)
    }
    fn play(&mut self, mv: CornersMove) {
        CornersGame::play(self, mv);
    }
    fn undo(&mut self) -> Option<CornersMove> {
        CornersGame::undo(self)
    }
    fn outcome(&self) -> Option<CornersOutcome> {
        CornersGame::outcome(self)
    }
    fn result(outcome: CornersOutcome) -> GameResult {
        match outcome.winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }
    fn turn(pos: &CornersPosition) -> Color {
        pos.turn()
    }
    fn is_legal(pos: &CornersPosition, mv: &CornersMove) -> bool {
        pos.legal_moves().contains(mv)
    }
    fn move_text(_: &CornersPosition, mv: &CornersMove) -> String {
        mv.text()
    }
    fn usual_start(&self) -> CornersPosition {
        CornersPosition::start()
    }
    fn first_to_move(&self) -> Color {
        Color::White
    }
    fn name(&self) -> &'static str {
        crate::corners::NAME
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corners::parse_move;
    use crate::rules::{Variant, parse_move as parse_draughts};

    #[test]
    fn the_move_list_numbers_moves_of_both_games_alike() {
        let mut draughts =
            <crate::rules::Game as Game>::from_start(Position::start(Variant::Russian));
        for text in ["c3-d4", "f6-g5", "g3-f4"] {
            let mv = parse_draughts(draughts.position(), text).unwrap();
            Game::play(&mut draughts, mv);
        }
        assert_eq!(draughts.move_list(), ["  1. c3-d4 f6-g5", "  2. g3-f4"]);

        let mut corners = CornersGame::from_start(CornersPosition::start());
        for text in ["c3-d3", "f6-e6"] {
            let mv = parse_move(Game::position(&corners), text).unwrap();
            Game::play(&mut corners, mv);
        }
        assert_eq!(Game::move_list(&corners), ["  1. c3-d3 f6-e6"]);
    }

    #[test]
    fn a_game_black_began_starts_with_dots() {
        let start = Position::from_fen(Variant::Russian, "B:Wc3:Bf6").unwrap();
        let mut game = <crate::rules::Game as Game>::from_start(start);
        let mv = parse_draughts(game.position(), "f6-g5").unwrap();
        Game::play(&mut game, mv);
        assert_eq!(game.move_list(), ["  1. ... f6-g5"]);
    }
}
