//! Playing strength, run as a benchmark (too heavy for CI): level 8 against a random mover
//! (100 games per variant by default), and each level against the level below (40 games per
//! pair and variant). Games start with 4 random plies for variety, colours alternate, and a
//! game not over after 160 plies counts as a draw.
//!
//! `cargo bench --bench strength`; `STRENGTH_GAMES=random,ladder` (e.g. `20,10`), `STRENGTH_PAIRS`
//! (`8`: level 8 against 7 only; `2-4`: levels 2-4 against the one below each),
//! `STRENGTH_TIME_MS` (level 8's time per move, default 100) and `STRENGTH_VARIANTS`
//! (e.g. `russian,english`) make it lighter.

use std::time::{Duration, Instant};

use shashki::engine::{Level, Player, play_game};
use shashki::rng::Rng;
use shashki::rules::{GameResult, Position, Variant};

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

fn main() {
    let games: Vec<usize> = std::env::var("STRENGTH_GAMES")
        .unwrap_or_else(|_| "100,40".into())
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    let (random_games, ladder_games) = (games[0], games.get(1).copied().unwrap_or(40));
    let time = Duration::from_millis(
        std::env::var("STRENGTH_TIME_MS")
            .ok()
            .and_then(|t| t.parse().ok())
            .unwrap_or(100),
    );
    let variants: Vec<Variant> = std::env::var("STRENGTH_VARIANTS")
        .map(|v| v.split(',').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_else(|_| Variant::STANDARD.to_vec());
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
