//! What the computer thinks about, as jobs for [`super::Thinking`]: its move in a game against
//! the learner, a hint for the learner, and the review of a finished game. Screens start a
//! job and show its answer; the engine is called only here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use crate::engine::{FULL_STRENGTH_TIME, Limits, Searcher};
use crate::rng::Rng;
use crate::rules::{Color, Game, MovePath};
use crate::trainer::play::{PlaySession, Playable};
use crate::trainer::{MoveReview, blunder_puzzles, review_ply};

/// How long the review searches each move of a game.
const REVIEW_TIME: Duration = Duration::from_millis(150);
/// The deepest the review searches a move (the time usually ends it first).
const REVIEW_DEPTH: u32 = 30;

/// The computer's memory of one game (its search table, for draughts), kept from move to
/// move so that it remembers what it found. A screen keeps one per game and hands it to
/// [`computer_move`].
pub struct GameMemory<G: Playable>(Arc<Mutex<G::Memory>>);

impl<G: Playable> Default for GameMemory<G> {
    fn default() -> Self {
        GameMemory(Arc::new(Mutex::new(G::new_memory())))
    }
}

/// The computer's move in the game of `session`, at its level, searched with the game's
/// `memory`.
pub fn computer_move<G: Playable>(
    session: &PlaySession<G>,
    memory: &GameMemory<G>,
) -> impl FnOnce() -> Option<G::Move> + Send + 'static {
    let (game, level) = (session.game().clone(), session.level());
    let memory = Arc::clone(&memory.0);
    move || {
        let mut rng = Rng::from_clock();
        // A search forgotten by an undo may still hold the memory for a moment; a panic in
        // one (never expected) leaves the table as usable as any.
        let mut memory = memory
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        game.choose(level, FULL_STRENGTH_TIME, &mut memory, &mut rng)
    }
}

/// The learner's best move in the game of `session`, as a hint: the position it was found
/// in, and the hint.
pub fn play_hint<G: Playable>(
    session: &PlaySession<G>,
) -> impl FnOnce() -> Option<(G::Position, G::Hint)> + Send + 'static {
    let game = session.game().clone();
    move || {
        game.find_hint(G::HINT_TIME)
            .map(|hint| (*crate::game::Game::position(&game), hint))
    }
}

/// What the review of a game sends, as it goes.
pub enum ReviewNews {
    /// The review of the next move.
    Move(Box<MoveReview>),
    /// The learner's blunders, as puzzles for the review queue (sent last, when there are).
    Mistakes(Vec<(crate::content::Puzzle, MovePath)>),
}

/// The review of a finished game under way on a worker thread: the news comes move by move,
/// and dropping it (or [`GameReview::stop`]) stops the search.
pub struct GameReview {
    news: mpsc::Receiver<ReviewNews>,
    stop: Arc<AtomicBool>,
}

impl GameReview {
    /// Starts reviewing `game` (the learner played `learner`, if the game was the learner's);
    /// `wake` is called on the worker thread after each piece of news.
    pub fn start(game: Game, learner: Option<Color>, wake: impl Fn() + Send + 'static) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let (send, news) = mpsc::channel();
        let stopped = stop.clone();
        std::thread::spawn(move || {
            let mut searcher = Searcher::default();
            let limits = Limits {
                depth: Some(REVIEW_DEPTH),
                time: Some(REVIEW_TIME),
                stop: Some(stopped.clone()),
                ..Limits::default()
            };
            let mut done = Vec::new();
            for ply in 0..game.moves().len() {
                let review = review_ply(&game, ply, &limits, &mut searcher);
                if stopped.load(Ordering::Relaxed)
                    || send
                        .send(ReviewNews::Move(Box::new(review.clone())))
                        .is_err()
                {
                    return;
                }
                done.push(review);
                wake();
            }
            let Some(side) = learner else {
                return;
            };
            let puzzles = blunder_puzzles(&game, &done, side);
            if !stopped.load(Ordering::Relaxed)
                && !puzzles.is_empty()
                && send.send(ReviewNews::Mistakes(puzzles)).is_ok()
            {
                wake();
            }
        });
        GameReview { news, stop }
    }

    /// The news that came since the last call.
    pub fn news(&self) -> Vec<ReviewNews> {
        self.news.try_iter().collect()
    }

    /// Stops the review.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for GameReview {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::engine::Level;
    use crate::rules::{Position, Variant};

    #[test]
    fn the_jobs_answer_with_moves_legal_where_they_were_asked() {
        let start = Position::start(Variant::Russian);
        let session =
            crate::trainer::DraughtsSession::new(start, Color::Black, Level::MIN, Lang::En);
        let found = computer_move(&session, &GameMemory::default())().expect("White has moves");
        assert!(start.legal_move_paths().contains(&found));
        let (searched, hint) = play_hint(&session)().expect("a hint at the start");
        assert_eq!(searched, start);
        assert!(start.legal_move_paths().contains(&hint.best), "{hint:?}");
        let corners = crate::trainer::CornersSession::new(
            crate::corners::CornersPosition::start(),
            Color::Black,
            Level::MIN,
            Lang::En,
        );
        let first =
            computer_move(&corners, &GameMemory::default())().expect("the first side has moves");
        let (position, hint) = play_hint(&corners)().expect("a hint");
        assert_eq!(position, *corners.game().position());
        assert!(position.legal_moves().contains(&first), "{first:?}");
        assert!(position.legal_moves().contains(&hint));
    }

    #[test]
    fn a_game_review_sends_the_review_of_every_move() {
        use crate::rules::parse_move;
        let mut game = Game::new(Position::start(Variant::Russian));
        for text in ["c3-d4", "f6-g5", "b2-c3", "g7-f6"] {
            let path = parse_move(game.position(), text).unwrap();
            game.play(path);
        }
        let (wake, woken) = mpsc::channel();
        let review = GameReview::start(game.clone(), Some(Color::White), move || {
            let _ = wake.send(());
        });
        let mut moves = 0;
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        while moves < game.moves().len() {
            assert!(
                std::time::Instant::now() < deadline,
                "the review never ended"
            );
            let _ = woken.recv_timeout(Duration::from_secs(60));
            for news in review.news() {
                if let ReviewNews::Move(_) = news {
                    moves += 1;
                }
            }
        }
        assert_eq!(moves, game.moves().len());
    }
}
