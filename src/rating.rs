//! Glicko-2 ratings for puzzles: a learner's rating per variant and each puzzle's own rating.
//!
//! Follows Mark Glickman, "Example of the Glicko-2 system" (2013,
//! <http://www.glicko.net/glicko/glicko2.pdf>) step by step, with the system constant τ = 0.5
//! and the volatility found by the Illinois algorithm. One addition of ours, not Glicko-2's:
//! [`Rating::updated`] and [`Rating::after`] keep the new deviation between 30 and 350.

use std::f64::consts::PI;

/// The system constant τ, which limits how fast the volatility changes.
const TAU: f64 = 0.5;
/// The convergence tolerance ε of the volatility iteration.
const EPSILON: f64 = 0.000_001;
/// The factor between the Glicko scale and the Glicko-2 scale.
const SCALE: f64 = 173.7178;
/// The rating of a newcomer, and the centre of the Glicko-2 scale.
const DEFAULT_RATING: f64 = 1500.0;
/// The deviation of a newcomer.
const DEFAULT_DEVIATION: f64 = 350.0;
/// The volatility of a newcomer.
const DEFAULT_VOLATILITY: f64 = 0.06;
/// The least deviation a rating keeps (our addition: stays responsive after many games).
const MIN_DEVIATION: f64 = 30.0;
/// The greatest deviation a rating reaches (our addition: a long break is no worse than new).
const MAX_DEVIATION: f64 = 350.0;

/// A Glicko-2 rating: rating, rating deviation and volatility, on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    /// The rating r (1500 for a newcomer).
    pub rating: f64,
    /// The rating deviation RD (350 for a newcomer).
    pub deviation: f64,
    /// The volatility σ (0.06 for a newcomer).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::new(DEFAULT_RATING)
    }
}

impl Rating {
    /// A rating with the default deviation and volatility.
    pub fn new(rating: f64) -> Rating {
        Rating {
            rating,
            deviation: DEFAULT_DEVIATION,
            volatility: DEFAULT_VOLATILITY,
        }
    }

    /// The rating after one rating period with these games: (opponent, score) with score 1 win, 0.5 draw, 0 loss.
    #[must_use]
    pub fn updated(&self, games: &[(Rating, f64)]) -> Rating {
        let next = self.glicko2(games);
        Rating {
            deviation: next.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            ..next
        }
    }

    /// The rating after one game (a rating period of one game) — used after every puzzle.
    #[must_use]
    pub fn after(&self, opponent: Rating, score: f64) -> Rating {
        self.updated(&[(opponent, score)])
    }

    /// The expected score against an opponent (0..1).
    pub fn expected(&self, opponent: Rating) -> f64 {
        let (mu, _) = self.scaled();
        let (mu_j, phi_j) = opponent.scaled();
        expected(mu, mu_j, phi_j)
    }

    /// μ and φ: the rating and deviation on the Glicko-2 scale (step 2).
    fn scaled(&self) -> (f64, f64) {
        (
            (self.rating - DEFAULT_RATING) / SCALE,
            self.deviation / SCALE,
        )
    }

    /// The rating after one period exactly as Glicko-2 has it, without our deviation bounds.
    fn glicko2(&self, games: &[(Rating, f64)]) -> Rating {
        let (mu, phi) = self.scaled();
        let sigma = self.volatility;
        if games.is_empty() {
            // No games: only the deviation grows.
            return Rating {
                deviation: (phi * phi + sigma * sigma).sqrt() * SCALE,
                ..*self
            };
        }
        let (v, delta) = variance_and_delta(mu, games);
        let sigma_new = new_volatility(sigma, phi, v, delta);
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * delta / v;
        Rating {
            rating: SCALE * mu_new + DEFAULT_RATING,
            deviation: SCALE * phi_new,
            volatility: sigma_new,
        }
    }
}

/// g(φ): how much an opponent's deviation damps the game's weight.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// E(μ, μⱼ, φⱼ): the expected score of μ against an opponent μⱼ with deviation φⱼ.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// v and Δ: the estimated variance from the games (step 3) and the estimated improvement (step 4).
fn variance_and_delta(mu: f64, games: &[(Rating, f64)]) -> (f64, f64) {
    let mut information = 0.0;
    let mut surprise = 0.0;
    for &(opponent, score) in games {
        let (mu_j, phi_j) = opponent.scaled();
        let g = g(phi_j);
        let e = expected(mu, mu_j, phi_j);
        information += g * g * e * (1.0 - e);
        surprise += g * (score - e);
    }
    let v = 1.0 / information;
    (v, v * surprise)
}

/// σ': the new volatility, found by the Illinois algorithm (step 5).
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    while (big_b - big_a).abs() > EPSILON {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

/// Asserts that `actual` is within `tolerance` of `expected`: how the tests compare ratings,
/// which are floating-point.
#[cfg(test)]
#[track_caller]
pub(crate) fn assert_near(actual: f64, expected: f64, tolerance: f64) {
    assert!(
        (actual - expected).abs() <= tolerance,
        "{actual} is not within {tolerance} of {expected}"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: DEFAULT_VOLATILITY,
        }
    }

    /// The player and games of Glickman's example.
    fn example() -> (Rating, [(Rating, f64); 3]) {
        (
            rating(1500.0, 200.0),
            [
                (rating(1400.0, 30.0), 1.0),
                (rating(1550.0, 100.0), 0.0),
                (rating(1700.0, 300.0), 0.0),
            ],
        )
    }

    #[test]
    fn published_example_intermediate_values() {
        let (player, games) = example();
        let (mu, phi) = player.scaled();
        assert_near(mu, 0.0, 1e-12);
        assert_near(phi, 1.1513, 0.0001);
        let gs: Vec<f64> = games.iter().map(|(o, _)| g(o.scaled().1)).collect();
        for (g, paper) in gs.iter().zip([0.9955, 0.9531, 0.7242]) {
            assert_near(*g, paper, 0.0001);
        }
        let es: Vec<f64> = games
            .iter()
            .map(|(o, _)| {
                let (mu_j, phi_j) = o.scaled();
                expected(mu, mu_j, phi_j)
            })
            .collect();
        for (e, paper) in es.iter().zip([0.639, 0.432, 0.303]) {
            assert_near(*e, paper, 0.001);
        }
        // The paper works from g and E rounded as above, so its v and Δ (1.7785, −0.4834)
        // differ from the unrounded 1.77898 and −0.48393 in the fourth digit.
        let (v, delta) = variance_and_delta(mu, &games);
        assert_near(v, 1.7785, 0.001);
        assert_near(delta, -0.4834, 0.001);
        let sigma = new_volatility(player.volatility, phi, v, delta);
        assert_near(sigma, 0.05999, 0.00001);
        // Likewise the paper's φ* = 1.152862 comes from φ rounded to 1.1513.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        assert_near(phi_star, 1.152_862, 0.0001);
        let next = player.glicko2(&games);
        let (mu_new, phi_new) = next.scaled();
        assert_near(phi_new, 0.8722, 0.0001);
        assert_near(mu_new, -0.2069, 0.0001);
    }

    #[test]
    fn published_example_result() {
        let (player, games) = example();
        // Unrounded: r' = 1464.0507, RD' = 151.5165, σ' = 0.059996.
        let next = player.glicko2(&games);
        assert_near(next.rating, 1464.06, 0.01);
        assert_near(next.deviation, 151.52, 0.01);
        assert_near(next.volatility, 0.05999, 0.00001);
        // Within our bounds, so the clamped update agrees.
        assert_eq!(player.updated(&games), next);
    }

    #[test]
    fn no_games_grows_only_the_deviation() {
        let player = rating(1623.0, 200.0);
        let next = player.updated(&[]);
        assert_near(next.rating, player.rating, 1e-9);
        assert_near(next.volatility, player.volatility, 1e-12);
        assert!(next.deviation > player.deviation);
        let sigma = player.volatility * SCALE;
        assert_near(
            next.deviation,
            (200.0f64 * 200.0 + sigma * sigma).sqrt(),
            1e-9,
        );
    }

    #[test]
    fn deviation_stays_within_bounds() {
        assert_near(
            Rating::default().updated(&[]).deviation,
            MAX_DEVIATION,
            1e-9,
        );
        let player = rating(1500.0, 200.0);
        let games = [(rating(1500.0, 30.0), 0.5); 200];
        assert!(player.glicko2(&games).deviation < MIN_DEVIATION);
        assert_near(player.updated(&games).deviation, MIN_DEVIATION, 1e-9);
        let mut player = Rating::default();
        for i in 0..500 {
            player = player.after(rating(1500.0, 50.0), f64::from(i % 2));
            assert!((MIN_DEVIATION..=MAX_DEVIATION).contains(&player.deviation));
        }
    }

    #[test]
    fn wins_and_losses_move_the_rating() {
        let player = rating(1500.0, 200.0);
        let stronger = rating(1700.0, 100.0);
        let weaker = rating(1300.0, 100.0);
        let beat_stronger = player.after(stronger, 1.0).rating;
        let beat_weaker = player.after(weaker, 1.0).rating;
        assert!(beat_weaker > player.rating);
        assert!(beat_stronger > beat_weaker);
        assert!(player.after(weaker, 0.0).rating < player.rating);
        assert!(player.after(stronger, 0.0).rating < player.rating);
    }

    #[test]
    fn expected_score_is_fair_and_symmetric() {
        let a = Rating::new(1500.0);
        assert_near(a.expected(a), 0.5, 1e-12);
        assert_near(a.expected(Rating::default()), 0.5, 1e-12);
        let b = Rating::new(1720.0);
        assert!(a.expected(b) < 0.5);
        assert!(b.expected(a) > 0.5);
        assert_near(a.expected(b) + b.expected(a), 1.0, 1e-12);
    }

    #[test]
    fn after_is_a_period_of_one_game() {
        let player = rating(1480.0, 120.0);
        let puzzle = rating(1610.0, 80.0);
        for score in [0.0, 0.5, 1.0] {
            assert_eq!(
                player.after(puzzle, score),
                player.updated(&[(puzzle, score)])
            );
        }
    }
}
