//! Playing strength, run as a benchmark (too heavy for CI).
//!
//! **The match** (on by default): the engine as it is (`SearchConfig::FULL`) against the engine
//! as it was before the trained evaluation and the newer search (`SearchConfig::BEFORE`), at
//! the same time per move, on Russian (8x8) and International (10x10). The openings are
//! balanced: a few random plies, kept only when a search sees them level; each is played
//! twice, colours swapped. A game not over after 200 plies counts as a draw. The table gives
//! wins-draws-losses, the score, the Elo difference with its 95 % interval and the depth each
//! side reached on average.
//!
//! `STRENGTH_MATCH` games per variant (default 40, 0 to skip), `STRENGTH_TIME_MS` (default
//! 100), `STRENGTH_VARIANTS` (default `russian,international`), `STRENGTH_THREADS` (games
//! played side by side, default 1).
//!
//! **The ladder** (off by default): `STRENGTH_GAMES=random,ladder` (e.g. `100,40`) plays level 8
//! against a random mover and each level against the level below, 4 random plies to open,
//! colours alternating, a draw after 160 plies; `STRENGTH_PAIRS` (`8`: level 8 against 7 only;
//! `2-4`: levels 2-4 against the one below each).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use shashki::engine::{Level, Limits, Player, SearchConfig, Searcher, play_game};
use shashki::rng::Rng;
use shashki::rules::{Color, Game, GameResult, MovePath, Position, Variant};

/// Points of the first player over `games` games, alternating colours: win 1, draw 1/2.
fn score(
    variant: Variant,
    a: Player,
    b: Player,
    games: usize,
    time: Duration,
    rng: &mut Rng,
) -> (f64, [u32; 3]) {
    let mut points = 0.0;
    let mut tally = [0; 3];
    for g in 0..games {
        let a_white = g % 2 == 0;
        let (white, black) = if a_white { (a, b) } else { (b, a) };
        let (result, _) = play_game(Position::start(variant), white, black, 4, 160, time, rng);
        let a_result = match (result, a_white) {
            (GameResult::Draw, _) => 1,
            (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => 0,
            _ => 2,
        };
        tally[a_result] += 1;
        points += [1.0, 0.5, 0.0][a_result];
    }
    (points, tally)
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(default)
}

/// Balanced openings: random plies from the start (4 on 8x8, 6 on 10x10), kept when a
/// depth-6 search of the engine scores them within a quarter of a man.
fn openings(variant: Variant, count: usize, rng: &mut Rng) -> Vec<Vec<MovePath>> {
    let plies = if variant.board().width() == 10 { 6 } else { 4 };
    let mut found = Vec::new();
    while found.len() < count {
        let mut game = Game::new(Position::start(variant));
        for _ in 0..plies {
            match rng.pick(&game.position().legal_move_paths()).cloned() {
                Some(path) => game.play(path),
                None => break,
            }
        }
        if game.outcome().is_some() || game.moves().len() < plies {
            continue;
        }
        let seen = Searcher::new(16).search_game(&game, Limits::depth(6)).score;
        if seen.abs() <= 25 && !found.contains(&game.moves().to_vec()) {
            found.push(game.moves().to_vec());
        }
    }
    found
}

/// One game from `opening` between the two configurations; the result and the depths the
/// `new` side and the `old` side reached on average.
fn match_game(
    variant: Variant,
    opening: &[MovePath],
    new_is_white: bool,
    time: Duration,
) -> (f64, f64, f64) {
    let mut game = Game::new(Position::start(variant));
    for path in opening {
        game.play(path.clone());
    }
    let mut new = Searcher::with_config(20, SearchConfig::FULL);
    let mut old = Searcher::with_config(20, SearchConfig::BEFORE);
    let (mut depths, mut moves) = ([0u64; 2], [0u64; 2]);
    while game.moves().len() < 200 && game.outcome().is_none() {
        let white = game.position().turn() == Color::White;
        let new_to_move = white == new_is_white;
        let searcher = if new_to_move { &mut new } else { &mut old };
        let found = searcher.search_game(&game, Limits::time(time));
        let Some(best) = found.best else { break };
        let side = usize::from(!new_to_move);
        depths[side] += u64::from(found.depth);
        moves[side] += 1;
        game.play(best);
    }
    let white_points = match game.outcome().map(shashki::rules::Outcome::result) {
        Some(GameResult::WhiteWins) => 1.0,
        Some(GameResult::BlackWins) => 0.0,
        _ => 0.5,
    };
    let points = if new_is_white {
        white_points
    } else {
        1.0 - white_points
    };
    let average = |side: usize| depths[side] as f64 / moves[side].max(1) as f64;
    (points, average(0), average(1))
}

/// The Elo difference of a score share (0..1).
fn elo(share: f64) -> f64 {
    let share = share.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / share - 1.0).log10()
}

/// Plays the match on `variant` and prints its line.
fn play_match(variant: Variant, games: usize, time: Duration, threads: usize) {
    let began = Instant::now();
    let mut rng = Rng::new(2026);
    let openings = openings(variant, games.div_ceil(2), &mut rng);
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        return;
                    }
                    let game = match_game(variant, &openings[g / 2], g.is_multiple_of(2), time);
                    results.lock().expect("results").push(game);
                }
            });
        }
    });
    let results = results.into_inner().expect("results");
    let n = results.len() as f64;
    let points: f64 = results.iter().map(|r| r.0).sum();
    // Points are 1, ½ or 0, set, not computed: "equal" is within far less than ½.
    let count = |p: f64| results.iter().filter(|r| (r.0 - p).abs() < 1e-9).count();
    let share = points / n;
    let variance = results.iter().map(|r| (r.0 - share).powi(2)).sum::<f64>() / n;
    let error = 1.96 * (variance / n).sqrt();
    let (low, high) = (elo(share - error), elo(share + error));
    let depth = |f: fn(&(f64, f64, f64)) -> f64| results.iter().map(f).sum::<f64>() / n;
    println!(
        "| {variant} | {games} | {}-{}-{} | {points:.1} ({:.1} %) | {:+.0} [{low:+.0}, {high:+.0}] | {:.1} / {:.1} | {:.0} s |",
        count(1.0),
        count(0.5),
        count(0.0),
        100.0 * share,
        elo(share),
        depth(|r| r.1),
        depth(|r| r.2),
        began.elapsed().as_secs_f64()
    );
}

fn main() {
    let time = Duration::from_millis(env_number("STRENGTH_TIME_MS", 100));
    let match_games = env_number("STRENGTH_MATCH", 40) as usize;
    let threads = env_number("STRENGTH_THREADS", 1) as usize;
    let variants: Vec<Variant> = std::env::var("STRENGTH_VARIANTS").map_or_else(
        |_| vec![Variant::Russian, Variant::International],
        |v| v.split(',').filter_map(|n| n.trim().parse().ok()).collect(),
    );
    if match_games > 0 {
        println!(
            "new engine against the engine before it, {} ms a move; W-D-L from the new one's side",
            time.as_millis()
        );
        println!("| variant | games | W-D-L | points | Elo [95 %] | depth new / old | time |");
        println!("|---|---|---|---|---|---|---|");
        for &variant in &variants {
            play_match(variant, match_games, time, threads);
        }
    }
    let games: Vec<usize> = std::env::var("STRENGTH_GAMES")
        .unwrap_or_else(|_| "0,0".into())
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    let (random_games, ladder_games) = (
        games.first().copied().unwrap_or(0),
        games.get(1).copied().unwrap_or(0),
    );
    if random_games + ladder_games == 0 {
        return;
    }
    // `STRENGTH_PAIRS=8` (or `2-4`) plays only the pairs whose upper level is named.
    let pairs = match std::env::var("STRENGTH_PAIRS").ok() {
        Some(text) => {
            let (low, high) = text.split_once('-').unwrap_or((&text, &text));
            low.trim().parse().unwrap_or(2).max(2)..=high.trim().parse().unwrap_or(8).min(8)
        }
        None => 2..=8,
    };
    let mut rng = Rng::new(2026);
    println!(
        "level 8 thinks {} ms per move; W-D-L from the first player's side",
        time.as_millis()
    );
    for variant in variants {
        let began = Instant::now();
        if random_games > 0 {
            let (points, t) = score(
                variant,
                Player::Level(Level::MAX),
                Player::Random,
                random_games,
                time,
                &mut rng,
            );
            println!(
                "{variant:<14} level 8 vs random   {points:>5.1}/{random_games}  ({}-{}-{})",
                t[0], t[1], t[2]
            );
        }
        if ladder_games == 0 {
            continue;
        }
        for n in pairs.clone() {
            let (upper, lower) = (Level::new(n).unwrap(), Level::new(n - 1).unwrap());
            let (points, t) = score(
                variant,
                Player::Level(upper),
                Player::Level(lower),
                ladder_games,
                time,
                &mut rng,
            );
            println!(
                "{variant:<14} level {n} vs level {} {points:>5.1}/{ladder_games}  ({}-{}-{})",
                n - 1,
                t[0],
                t[1],
                t[2]
            );
        }
        println!("{variant:<14} took {:.0} s", began.elapsed().as_secs_f64());
    }
}
