//! Where drill questions come from: natural positions of random games from the start
//! position, sorted by level, none asked twice until all have been.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::DrillQuestion;
use crate::content::Rule;
use crate::rng::Rng;
use crate::rules::{Color, Direction, Position, Square, Variant};

/// The focus squares of every question of `rule` a position might hold (each still to be
/// checked by [`DrillQuestion::new`]).
fn candidates(rule: Rule, pos: &Position) -> Vec<Vec<Square>> {
    let board = pos.board();
    let turn = pos.turn();
    let enemy = pos.pieces(turn.opponent());
    match rule {
        Rule::MustCapture | Rule::QuietOrStriking | Rule::TakeMost => vec![Vec::new()],
        Rule::FinishCapture => {
            let froms: BTreeSet<Square> = pos
                .legal_move_paths()
                .iter()
                .filter(|p| p.mv.capture_count() >= 2)
                .map(|p| p.mv.from)
                .collect();
            froms.into_iter().map(|s| vec![s]).collect()
        }
        Rule::KingStop => {
            let pairs: BTreeSet<(Square, Square)> = pos
                .legal_routes()
                .iter()
                .filter(|p| pos.kings().contains(p.mv.from) && p.mv.capture_count() >= 2)
                .filter_map(|p| Some((p.mv.from, *p.captured_in_order(board).first()?)))
                .collect();
            pairs.into_iter().map(|(k, t)| vec![k, t]).collect()
        }
        Rule::TurkishStrike => pos
            .legal_routes()
            .iter()
            .filter(|p| pos.kings().contains(p.mv.from) && p.mv.capture_count() >= 2)
            .map(|p| p.squares().collect())
            .collect(),
        Rule::Crowning => {
            let crown = board.crowning_row(turn);
            let prefixes: BTreeSet<Vec<Square>> = pos
                .legal_routes()
                .iter()
                .filter(|p| !pos.kings().contains(p.mv.from) && p.mv.is_capture())
                .filter_map(|p| {
                    let squares: Vec<Square> = p.squares().collect();
                    let i = squares.iter().position(|s| crown.contains(*s))?;
                    Some(squares[..=i].to_vec())
                })
                .collect();
            prefixes.into_iter().collect()
        }
        Rule::KingFlies => {
            let short = !pos.variant().rules().flying_kings;
            let mut out = Vec::new();
            for king in pos.kings_of(turn).squares() {
                for d in Direction::ALL {
                    for (i, s) in board.ray(king, d).enumerate() {
                        if (i >= 1 || short) && !pos.occupied().contains(s) {
                            out.push(vec![king, s]);
                        }
                    }
                }
            }
            out
        }
        Rule::CaptureBack => {
            let mut out = Vec::new();
            for man in pos.men(turn).squares() {
                for d in Direction::ALL.into_iter().filter(|d| !d.is_forward(turn)) {
                    if let Some(e) = board.step(man, d).filter(|s| enemy.contains(*s)) {
                        out.push(vec![man, e]);
                    }
                }
            }
            out
        }
    }
}

/// Whether a position looks like one from a real game: enough pieces, on both wings, and
/// both sides still playing.
fn natural(pos: &Position) -> bool {
    let board = pos.board();
    let w = board.width();
    let least = if w == 8 { 8 } else { 12 };
    let all = pos.occupied();
    let left = all
        .squares()
        .filter(|&s| board.coord(s).is_some_and(|c| c.file < w / 2))
        .count();
    let right = all.count() as usize - left;
    all.count() >= least
        && left >= 2
        && right >= 2
        && [Color::White, Color::Black]
            .iter()
            .all(|&c| pos.pieces(c).count() >= 2)
}

/// Whether a position might hold a question of `rule`, before the closer look.
fn worth_a_look(rule: Rule, pos: &Position) -> bool {
    let turn = pos.turn();
    match rule {
        Rule::MustCapture | Rule::FinishCapture | Rule::TakeMost => pos.has_capture(),
        Rule::KingStop | Rule::TurkishStrike => !pos.kings_of(turn).is_empty() && pos.has_capture(),
        Rule::Crowning => pos.has_capture() && !pos.men(turn).is_empty(),
        Rule::QuietOrStriking => true,
        Rule::KingFlies => !pos.kings_of(turn).is_empty() && !pos.has_capture(),
        Rule::CaptureBack => !pos.men(turn).is_empty(),
    }
}

/// How many questions a pool aims at (and keeps at most of one level), how many of each
/// level it looks for, and how many games it may play to find them.
const POOL: usize = 48;
const LEVEL_LEAST: usize = 12;
const MAX_GAMES: usize = 4000;
/// At most this many questions from one position, so a pool spreads over many positions.
const PER_POSITION: usize = 2;

/// The questions of one rule found so far, and the keys of those asked.
#[derive(Clone, Debug, Default)]
struct Pool {
    questions: Vec<DrillQuestion>,
    asked: HashSet<String>,
}

/// Builds drill questions from natural positions (seeded): positions of random games from the
/// start position, played by the rules engine.
#[derive(Clone, Debug)]
pub struct DrillSource {
    variant: Variant,
    rng: Rng,
    pools: HashMap<Rule, Pool>,
}

impl DrillSource {
    /// A source of questions on `variant`; the same seed gives the same questions.
    pub fn new(variant: Variant, seed: u64) -> DrillSource {
        DrillSource {
            variant,
            rng: Rng::new(seed),
            pools: HashMap::new(),
        }
    }

    /// Questions of `rule` from random games, until the pool is full.
    fn fill(&mut self, rule: Rule) -> Pool {
        let mut pool = Pool::default();
        let mut keys = HashSet::new();
        let mut counts = [0; 3];
        let mut rng = Rng::new(self.rng.next_u64() ^ rule as u64);
        for _ in 0..MAX_GAMES {
            let mut pos = Position::start(self.variant);
            for _ in 0..200 {
                if natural(&pos) && worth_a_look(rule, &pos) {
                    let mut focuses = candidates(rule, &pos);
                    rng.shuffle(&mut focuses);
                    let mut found = 0;
                    for focus in focuses {
                        if found == PER_POSITION {
                            break;
                        }
                        if let Some(q) = DrillQuestion::new(rule, pos, focus)
                            && counts[q.level() as usize] < POOL
                            && keys.insert(q.key())
                        {
                            counts[q.level() as usize] += 1;
                            pool.questions.push(q);
                            found += 1;
                        }
                    }
                }
                let moves = pos.legal_moves();
                let Some(mv) = rng.pick(&moves) else {
                    break;
                };
                pos = pos.play_unchecked(mv);
            }
            if pool.questions.len() >= POOL && counts.iter().all(|&n| n >= LEVEL_LEAST) {
                break;
            }
        }
        pool
    }

    /// How many different questions of `rule` the source has (building its pool if needed).
    pub fn pool_size(&mut self, rule: Rule) -> usize {
        self.pool(rule).questions.len()
    }

    fn pool(&mut self, rule: Rule) -> &mut Pool {
        if !self.pools.contains_key(&rule) {
            let pool = self.fill(rule);
            self.pools.insert(rule, pool);
        }
        self.pools.get_mut(&rule).expect("just filled")
    }

    /// A question of `rule` near difficulty `level` (the nearest level there is), none asked
    /// before in this source until all fitting have been asked. A rule the variant does not
    /// have, or one no game gave a question of, falls back to quiet-or-striking questions
    /// (every position with a move has one).
    pub fn question(&mut self, rule: Rule, level: u32) -> DrillQuestion {
        let rule = if rule.available(self.variant) && !self.pool(rule).questions.is_empty() {
            rule
        } else {
            Rule::QuietOrStriking
        };
        self.pool(rule);
        let (pool, rng) = (
            self.pools.get_mut(&rule).expect("just filled"),
            &mut self.rng,
        );
        if pool.questions.iter().all(|q| pool.asked.contains(&q.key())) {
            pool.asked.clear();
        }
        let fresh: Vec<&DrillQuestion> = pool
            .questions
            .iter()
            .filter(|q| !pool.asked.contains(&q.key()))
            .collect();
        let nearest = fresh
            .iter()
            .map(|q| q.level().abs_diff(level))
            .min()
            .unwrap_or(0);
        let at_level: Vec<&DrillQuestion> = fresh
            .into_iter()
            .filter(|q| q.level().abs_diff(level) == nearest)
            .collect();
        let q = (*rng.pick(&at_level).expect("a pool has questions")).clone();
        pool.asked.insert(q.key());
        q
    }
}
