//! The computer opponent's levels and the hint: a best move with its reason.

use std::time::Duration;

use super::eval::evaluate;
use super::search::{Limits, Searcher, WIN_FOUND};
use crate::rng::Rng;
use crate::rules::{Color, Game, GameResult, Move, MovePath, Outcome, Position};

/// A playing strength from 1 (a beginner) to 8 (full strength).
///
/// Levels 1-4 play as people learning the game do: they look a move or two ahead, judge
/// positions roughly (noise in the evaluation), and now and then look only at their own move
/// and overlook the reply, a long capture or a shot. From level 3 on they never leave a man
/// where it is simply taken for nothing when a safe move exists; levels 1 and 2 see such a man
/// most of the time. None of them plays a move at random. Levels 5, 6 and 7 search 4, 5 and 7
/// plies deep (7 against 6 plies is too close a match to tell the levels apart), and level 8
/// thinks for a set time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// How a learner-like level (1-4) picks its move.
#[derive(Clone, Copy, Debug)]
struct Style {
    /// Plies it looks ahead, its own move included.
    depth: u32,
    /// Each move's score is off by up to this much either way (hundredths of a man).
    noise: i32,
    /// Percent of its moves it judges by the position right after them, not seeing the reply.
    overlook: usize,
    /// Percent of its turns it notices a move that leaves a man to be taken for nothing.
    sees_hanging: usize,
}

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

    /// How levels 1-4 play; `None` for the searching levels.
    fn style(self) -> Option<Style> {
        let (depth, noise, overlook, sees_hanging) = match self.0 {
            1 => (2, 120, 70, 60),
            2 => (2, 70, 45, 85),
            3 => (3, 40, 25, 100),
            4 => (4, 20, 10, 100),
            _ => return None,
        };
        Some(Style {
            depth,
            noise,
            overlook,
            sees_hanging,
        })
    }

    /// How levels 5-8 search; level 8 thinks for `time` per move.
    fn limits(self, time: Duration) -> Limits {
        match self.0 {
            ..=5 => Limits::depth(4),
            6 => Limits::depth(5),
            7 => Limits::depth(7),
            _ => Limits {
                depth: Some(24),
                time: Some(time),
                ..Limits::default()
            },
        }
    }
}

/// Time level 8 thinks per move in play.
pub const FULL_STRENGTH_TIME: Duration = Duration::from_millis(800);

/// The move the computer plays at `level` in the current position of `game` (always legal;
/// `None` when there is none), knowing the game's history; level 8 thinks for `time`. The
/// same `rng` state and a fresh `searcher` give the same move.
pub fn choose_move(
    game: &Game,
    level: Level,
    time: Duration,
    searcher: &mut Searcher,
    rng: &mut Rng,
) -> Option<MovePath> {
    let moves = game.position().legal_move_paths();
    if moves.len() <= 1 {
        return moves.into_iter().next();
    }
    match level.style() {
        Some(style) => Some(learner_move(game, moves, style, searcher, rng)),
        None => searcher.search_game(game, level.limits(time)).best,
    }
}

/// A man (or king) left to be taken for nothing loses at least this much more than the best
/// exchange on offer (hundredths of a man).
const HANGING: i32 = 70;

/// The move a learner-like level picks among `moves` (two or more).
fn learner_move(
    game: &Game,
    moves: Vec<MovePath>,
    style: Style,
    searcher: &mut Searcher,
    rng: &mut Rng,
) -> MovePath {
    struct Judged {
        path: MovePath,
        /// What the move is worth, looking `style.depth` plies ahead.
        deep: i32,
        /// What it is worth once the reply's captures (and ours back) are over.
        exchange: i32,
        /// The reply takes exactly one piece: a loss anybody sees.
        plain_capture: bool,
        /// The position right after the move, as it looks before any reply.
        glance: i32,
    }
    let judged: Vec<Judged> = moves
        .into_iter()
        .map(|path| {
            let mut next = game.clone();
            next.play(path.clone());
            let after = *next.position();
            let deep = -searcher
                .search_game(&next, Limits::depth(style.depth - 1))
                .score;
            let exchange = -searcher.search_game(&next, Limits::depth(1)).score;
            let replies = after.legal_moves();
            let plain_capture = replies.iter().any(Move::is_capture)
                && replies.iter().all(|m| m.capture_count() <= 1);
            Judged {
                path,
                deep,
                exchange,
                plain_capture,
                glance: -evaluate(&after),
            }
        })
        .collect();
    let best_exchange = judged.iter().map(|j| j.exchange).max().unwrap_or(0);
    let hanging = |j: &Judged| j.plain_capture && j.exchange < best_exchange - HANGING;
    let notices = rng.below(100) < style.sees_hanging;
    let safe_exists = judged.iter().any(|j| !hanging(j));
    let mut best: Option<(i32, &Judged)> = None;
    for j in &judged {
        // Every move draws the same random numbers, so a seed gives the same game.
        let overlooked = rng.below(100) < style.overlook;
        let noise = rng.below(2 * style.noise as usize + 1) as i32 - style.noise;
        if notices && safe_exists && hanging(j) {
            continue;
        }
        let seen = if overlooked { j.glance } else { j.deep };
        let score = seen.clamp(-WIN_FOUND, WIN_FOUND) + noise;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, j));
        }
    }
    best.map_or_else(|| judged[0].path.clone(), |(_, j)| j.path.clone())
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
    /// Giveaway: the captures that follow take this many of the mover's pieces (1 or more).
    GivesAway(u32),
    /// Giveaway: a quiet move that leaves the opponent the fewest ways out.
    LeavesFewWaysOut,
}

/// Pieces of `color` minus those of its opponent (every piece counts one).
fn pieces(pos: &Position, color: Color) -> i32 {
    pos.pieces(color).count() as i32 - pos.pieces(color.opponent()).count() as i32
}

/// The best move in the current position of `game` with a short reason, from a search of
/// about `time`.
pub fn hint(game: &Game, time: Duration) -> Option<Hint> {
    let pos = game.position();
    let moves = pos.legal_move_paths();
    let result = Searcher::default().search_game(
        game,
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
    let giveaway = pos.variant().is_giveaway();
    let given = pos.pieces(me).count() as i32 - end.pieces(me).count() as i32;
    let reason = if result.score > WIN_FOUND {
        HintReason::WinsByForce
    } else if moves.len() == 1 {
        HintReason::OnlyMove
    } else if giveaway && given >= 1 {
        HintReason::GivesAway(given.unsigned_abs())
    } else if giveaway && best.mv.is_capture() {
        HintReason::BestCapture
    } else if giveaway {
        HintReason::LeavesFewWaysOut
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
        let choice = match player {
            _ if game.moves().len() < opening => rng.pick(&pos.legal_move_paths()).cloned(),
            Player::Random => rng.pick(&pos.legal_move_paths()).cloned(),
            Player::Level(level) => {
                choose_move(&game, level, level_time, &mut searchers[side], rng)
            }
        };
        match choice {
            Some(path) => game.play(path),
            None => break,
        }
    }
    let result = game.outcome().map_or(GameResult::Draw, Outcome::result);
    (result, game)
}
