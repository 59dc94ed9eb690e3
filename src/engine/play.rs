//! The computer opponent's levels and the hint: a best move with its reason.

use std::time::Duration;

use super::search::{Limits, Searcher, WIN_FOUND};
use crate::rng::Rng;
use crate::rules::{Color, Game, GameResult, MovePath, Position};

/// A playing strength from 1 (a beginner who blunders on purpose) to 8 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);

    /// A level from 1 to 8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// How the level searches, and how often (in percent) it plays a random move instead.
    /// Level 8 thinks for `time` per move.
    fn settings(self, time: Duration) -> (Limits, u32) {
        match self.0 {
            1 => (Limits::depth(1), 60),
            2 => (Limits::depth(2), 30),
            3 => (Limits::depth(3), 12),
            4 => (Limits::depth(4), 4),
            5 => (Limits::depth(5), 0),
            6 => (Limits::depth(6), 0),
            7 => (Limits::depth(7), 0),
            _ => (
                Limits {
                    depth: Some(24),
                    time: Some(time),
                    ..Limits::default()
                },
                0,
            ),
        }
    }
}

/// Time level 8 thinks per move in play.
pub const FULL_STRENGTH_TIME: Duration = Duration::from_millis(800);

/// The move the computer plays at `level` (always legal; `None` when there is none).
/// `history` holds the game's earlier positions (for repetitions); level 8 thinks for `time`.
pub fn choose_move(
    pos: &Position,
    history: &[Position],
    level: Level,
    time: Duration,
    searcher: &mut Searcher,
    rng: &mut Rng,
) -> Option<MovePath> {
    let moves = pos.legal_move_paths();
    if moves.len() <= 1 {
        return moves.into_iter().next();
    }
    let (limits, blunders) = level.settings(time);
    if rng.below(100) < blunders as usize {
        return rng.pick(&moves).cloned();
    }
    searcher.search(pos, history, limits).best
}

/// A hint: the move to play and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The suggested move.
    pub best: MovePath,
    /// Why; `crate::i18n::core` puts it in words for a child ("it wins a piece").
    pub reason: HintReason,
}

/// Why the hinted move is good, the first of these that holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// The search found a forced win.
    WinsByForce,
    /// There is no other legal move.
    OnlyMove,
    /// The captures that follow win this many pieces (1 or more).
    WinsPieces(u32),
    /// The move (or the line after it) crowns a king.
    CrownsKing,
    /// A capture that wins nothing, but the best of them.
    BestCapture,
    /// The game is lost; this move holds out longest.
    HoldsOutLongest,
    /// A quiet move that keeps the pieces safe.
    KeepsPiecesSafe,
}

/// Pieces of `color` minus those of its opponent (every piece counts one).
fn pieces(pos: &Position, color: Color) -> i32 {
    pos.pieces(color).count() as i32 - pos.pieces(color.opponent()).count() as i32
}

/// The best move with a short reason, from a search of about `time`.
pub fn hint(pos: &Position, history: &[Position], time: Duration) -> Option<Hint> {
    let moves = pos.legal_move_paths();
    let result = Searcher::default().search(
        pos,
        history,
        Limits {
            time: Some(time),
            depth: Some(20),
            ..Limits::default()
        },
    );
    let best = result.best?;
    let me = pos.turn();
    // Follow the expected line until the captures stop, to see what it gains.
    let mut end = *pos;
    let mut crowned = best.mv.promotes;
    for (i, step) in result.pv.iter().enumerate() {
        let quiet = !end.has_capture();
        if i >= 2 && quiet {
            break;
        }
        if end.turn() == me && step.mv.promotes {
            crowned = true;
        }
        end = end.play_unchecked(&step.mv);
    }
    let gained = pieces(&end, me) - pieces(pos, me);
    let reason = if result.score > WIN_FOUND {
        HintReason::WinsByForce
    } else if moves.len() == 1 {
        HintReason::OnlyMove
    } else if gained >= 1 {
        HintReason::WinsPieces(gained.unsigned_abs())
    } else if crowned {
        HintReason::CrownsKing
    } else if best.mv.is_capture() {
        HintReason::BestCapture
    } else if result.score < -WIN_FOUND {
        HintReason::HoldsOutLongest
    } else {
        HintReason::KeepsPiecesSafe
    };
    Some(Hint { best, reason })
}

/// Who plays a side in [`play_game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, at random.
    Random,
    /// The engine at a level.
    Level(Level),
}

/// Plays a game from `start`: `opening` random plies first (for variety), then each side as
/// given, until the game ends by the rules or `max_plies` have been played (then a draw).
pub fn play_game(
    start: Position,
    white: Player,
    black: Player,
    opening: usize,
    max_plies: usize,
    level_time: Duration,
    rng: &mut Rng,
) -> (GameResult, Game) {
    let mut game = Game::new(start);
    let mut searchers = [Searcher::new(16), Searcher::new(16)];
    while game.moves().len() < max_plies {
        if let Some(outcome) = game.outcome() {
            return (outcome.result(), game);
        }
        let pos = *game.position();
        let side = usize::from(pos.turn() == Color::Black);
        let player = if side == 0 { white } else { black };
        let history = &game.positions()[..game.positions().len() - 1];
        let choice = match player {
            _ if game.moves().len() < opening => rng.pick(&pos.legal_move_paths()).cloned(),
            Player::Random => rng.pick(&pos.legal_move_paths()).cloned(),
            Player::Level(level) => {
                choose_move(&pos, history, level, level_time, &mut searchers[side], rng)
            }
        };
        match choice {
            Some(path) => game.play(path),
            None => break,
        }
    }
    let result = game.outcome().map_or(GameResult::Draw, |o| o.result());
    (result, game)
}
