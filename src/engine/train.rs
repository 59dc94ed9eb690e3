//! Training the evaluation's weights: the engine plays games against itself, the quiet
//! positions of those games are kept with the game's result, and the weights are fitted so
//! that a logistic curve of the evaluation predicts the results (the least-squares fit of
//! game results known as Texel tuning), by gradient descent with Adam steps.
//!
//! `shashki train` (hidden from the help, built with `--features maintainer`) runs it and writes the weights file the evaluation
//! builds in (`src/engine/eval/weights.yaml`).

use std::sync::atomic::{AtomicUsize, Ordering};

use super::eval::features::{named_index, pattern_count, phase, side_features};
use super::eval::{DERIVED, PatternWeights};
use super::search::{Limits, SearchConfig, Searcher};
use crate::rng::Rng;
use crate::rules::{Color, Game, GameResult, Outcome, Position, Variant};

/// How to make the games.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// How many games.
    pub games: usize,
    /// The search's nodes per move.
    pub nodes: u64,
    /// The most random plies at the start of a game (for variety; at least 2).
    pub opening: usize,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: usize,
    /// Threads playing games side by side.
    pub threads: usize,
    /// The seed of the first game (game `g` uses `seed + g`).
    pub seed: u64,
}

/// Quiet positions with the results of their games.
#[derive(Clone, Debug, Default)]
pub struct Samples {
    /// Patterns per sample.
    width: usize,
    /// Per sample: the side to move's pattern counts minus the opponent's.
    counts: Vec<i16>,
    /// Per sample: the opening weights' share (0..1).
    phases: Vec<f32>,
    /// Per sample: the result for the side to move (1 won, 0.5 drawn, 0 lost).
    results: Vec<f32>,
    /// Per sample: the game it comes from.
    games: Vec<u32>,
}

impl Samples {
    /// No samples yet, for positions of `variant`.
    pub fn new(variant: Variant) -> Samples {
        Samples {
            width: pattern_count(variant.board()),
            ..Samples::default()
        }
    }

    /// How many samples.
    pub fn len(&self) -> usize {
        self.results.len()
    }

    /// Adds `pos` from game number `game`, with the game's result for the side to move.
    pub fn push(&mut self, pos: &Position, result: f32, game: u32) {
        let start = self.counts.len();
        self.counts.resize(start + self.width, 0);
        let row = &mut self.counts[start..];
        side_features(pos, pos.turn(), |i, n| row[i] += n as i16);
        side_features(pos, pos.turn().opponent(), |i, n| row[i] -= n as i16);
        let (share, all) = phase(pos);
        self.phases.push(share as f32 / all as f32);
        self.results.push(result);
        self.games.push(game);
    }

    fn append(&mut self, other: Samples) {
        self.counts.extend(other.counts);
        self.phases.extend(other.phases);
        self.results.extend(other.results);
        self.games.extend(other.games);
    }

    fn row(&self, k: usize) -> &[i16] {
        &self.counts[k * self.width..(k + 1) * self.width]
    }

    /// The evaluation of sample `k` with `weights` (opening weights, then ending ones).
    fn evaluate(&self, k: usize, weights: &[f64]) -> f64 {
        let (opening, ending) = weights.split_at(self.width);
        let p = f64::from(self.phases[k]);
        self.row(k)
            .iter()
            .enumerate()
            .filter(|(_, n)| **n != 0)
            .map(|(i, &n)| f64::from(n) * (p * opening[i] + (1.0 - p) * ending[i]))
            .sum()
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Plays `options.games` games of `variant` with the engine as it is built (both sides the
/// same search with `options.nodes` nodes a move, after a few random plies) and keeps their
/// quiet positions: no capture for either side.
pub fn self_play(
    variant: Variant,
    options: SelfPlay,
    progress: &(dyn Fn(usize) + Sync),
) -> Samples {
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut samples = Samples::new(variant);
        loop {
            let g = next.fetch_add(1, Ordering::Relaxed);
            if g >= options.games {
                return samples;
            }
            play_one(variant, options, g, &mut samples);
            progress(g + 1);
        }
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..options.threads.max(1))
            .map(|_| scope.spawn(worker))
            .collect();
        let mut all = Samples::new(variant);
        for handle in handles {
            all.append(handle.join().expect("a self-play thread"));
        }
        all
    })
}

/// Self-play game number `g`; its quiet positions go into `samples`.
fn play_one(variant: Variant, options: SelfPlay, g: usize, samples: &mut Samples) {
    let mut rng = Rng::new(options.seed + g as u64);
    let random_plies = 2 + rng.below(options.opening.saturating_sub(1).max(1));
    let mut game = Game::new(Position::start(variant));
    let mut searcher = Searcher::with_config(16, SearchConfig::FULL);
    let limits = Limits {
        nodes: Some(options.nodes),
        depth: Some(40),
        ..Limits::default()
    };
    let mut kept = Vec::new();
    let result = loop {
        if let Some(outcome) = game.outcome() {
            break outcome.result();
        }
        if game.moves().len() >= options.max_plies {
            break GameResult::Draw;
        }
        let pos = *game.position();
        let choice = if game.moves().len() < random_plies {
            rng.pick(&pos.legal_move_paths()).cloned()
        } else {
            if !pos.has_capture() && !pos.with_turn(pos.turn().opponent()).has_capture() {
                kept.push(pos);
            }
            searcher.search_game(&game, limits.clone()).best
        };
        match choice {
            Some(path) => game.play(path),
            None => break game.outcome().map_or(GameResult::Draw, Outcome::result),
        }
    };
    for pos in kept {
        let white = match result {
            GameResult::WhiteWins => 1.0,
            GameResult::BlackWins => 0.0,
            GameResult::Draw => 0.5,
        };
        let result = if pos.turn() == Color::White {
            white
        } else {
            1.0 - white
        };
        samples.push(&pos, result, g as u32);
    }
}

/// What a fit did.
#[derive(Clone, Debug)]
pub struct Fit {
    /// The fitted weights.
    pub weights: PatternWeights,
    /// The logistic scale (per hundredth of a man).
    pub scale: f64,
    /// Error on the held-out samples with the starting weights.
    pub error_before: f64,
    /// Error on the held-out samples with the fitted weights.
    pub error_after: f64,
    /// Samples fitted on and held out.
    pub sizes: (usize, usize),
}

/// How strongly the fit pulls each weight back towards its start (against over-fitting the
/// rare patterns).
const PULL: f64 = 1e-6;

/// Fits the weights to `samples`, starting from `start`: the positions of every tenth game are
/// held out to measure the fit. The man's weights stay at their start (100: the unit of the
/// scores), so the scale of the logistic curve is fitted first with the starting weights. The
/// runaway's are not fitted either: they follow from the fitted king's.
pub fn fit(variant: Variant, samples: &Samples, start: &PatternWeights, epochs: usize) -> Fit {
    let width = samples.width;
    let n = samples.len();
    let held = |k: usize| samples.games[k] % 10 == 9;
    let train: Vec<usize> = (0..n).filter(|&k| !held(k)).collect();
    let test: Vec<usize> = (0..n).filter(|&k| held(k)).collect();
    let error_on = |w: &[f64], scale: f64, set: &[usize]| {
        set.iter()
            .map(|&k| {
                let d = sigmoid(scale * samples.evaluate(k, w)) - f64::from(samples.results[k]);
                d * d
            })
            .sum::<f64>()
            / set.len().max(1) as f64
    };
    let mut w: Vec<f64> = start
        .opening
        .iter()
        .chain(&start.ending)
        .map(|&x| f64::from(x))
        .collect();
    // The scale: a golden-section search of the error with the starting weights.
    let (mut lo, mut hi) = (0.0005f64, 0.05f64);
    for _ in 0..40 {
        let a = hi - (hi - lo) / 1.618;
        let b = lo + (hi - lo) / 1.618;
        if error_on(&w, a, &train) < error_on(&w, b, &train) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let scale = f64::midpoint(lo, hi);
    let error_before = error_on(&w, scale, &test);
    let w0 = w.clone();
    let kept: Vec<usize> = ["man"]
        .iter()
        .chain(&DERIVED)
        .map(|name| named_index(variant.board(), name))
        .collect();
    let frozen = |i: usize| kept.contains(&(i % width));
    let (mut m, mut v) = (vec![0.0; 2 * width], vec![0.0; 2 * width]);
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    for epoch in 1..=epochs {
        let mut grad = vec![0.0; 2 * width];
        for &k in &train {
            let p = sigmoid(scale * samples.evaluate(k, &w));
            let d = 2.0 * (p - f64::from(samples.results[k])) * p * (1.0 - p) * scale;
            let phase = f64::from(samples.phases[k]);
            for (i, &c) in samples.row(k).iter().enumerate() {
                if c != 0 {
                    grad[i] += d * f64::from(c) * phase;
                    grad[width + i] += d * f64::from(c) * (1.0 - phase);
                }
            }
        }
        let count = train.len().max(1) as f64;
        for i in 0..2 * width {
            if frozen(i) {
                continue;
            }
            let g = grad[i] / count + PULL * (w[i] - w0[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(epoch as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-9);
        }
    }
    let error_after = error_on(&w, scale, &test);
    let round = |x: &[f64]| x.iter().map(|&y| y.round() as i32).collect::<Vec<_>>();
    let mut weights = PatternWeights {
        opening: round(&w[..width]),
        ending: round(&w[width..]),
    };
    weights.derive_runaway(variant.board());
    Fit {
        weights,
        scale,
        error_before,
        error_after,
        sizes: (train.len(), test.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fit_learns_what_wins_from_games() {
        let variant = Variant::Russian;
        let options = SelfPlay {
            games: 6,
            nodes: 300,
            opening: 6,
            max_plies: 120,
            threads: 2,
            seed: 1,
        };
        let samples = self_play(variant, options, &|_| {});
        assert!(samples.len() > 100, "{} samples", samples.len());
        let fit = fit(variant, &samples, &PatternWeights::initial(variant), 60);
        assert!(
            fit.error_after <= fit.error_before + 1e-3,
            "{} -> {}",
            fit.error_before,
            fit.error_after
        );
        let man = named_index(variant.board(), "man");
        assert_eq!(fit.weights.opening[man], 100, "the man stays the unit");
        assert!(fit.scale > 0.0005 && fit.scale < 0.05);
    }
}
