//! The puzzle miner: plays varied engine games, finds positions where exactly one move wins
//! material or the game by force, tags their themes from the moves, rates their difficulty
//! from the proof's size, drops near-duplicates, and writes a collection `check` accepts.

use std::fmt::Write;

use crate::engine::{Goal, Level, Player, ProveLimit, play_game, prove};
use crate::rng::Rng;
use crate::rules::{Color, MovePath, Position, Variant, full_text};

/// A puzzle found by the miner.
#[derive(Clone, Debug)]
pub struct Mined {
    /// The position; the side to move solves.
    pub position: Position,
    /// The goal proven.
    pub goal: Goal,
    /// The main line from the proof.
    pub solution: Vec<MovePath>,
    /// Themes read from the moves.
    pub themes: Vec<&'static str>,
    /// Estimated difficulty.
    pub rating: u32,
    /// Other first moves that also reach the goal (accepted).
    pub also: Vec<MovePath>,
    /// Where it comes from.
    pub source: String,
}

/// The goals tried on a position, strongest first, with the plies allowed.
const GOALS: [(Goal, u32); 5] = [
    (Goal::Win, 7),
    (Goal::Material(3), 5),
    (Goal::Material(2), 5),
    (Goal::Material(1), 5),
    (Goal::Promote, 5),
];

/// The single move that reaches a goal by force, if exactly one does, with the goal.
fn unique_solution(pos: &Position) -> Option<(Goal, Vec<MovePath>, u64)> {
    let mut nodes = 0;
    for (goal, depth) in GOALS {
        let proof = prove(
            pos,
            goal,
            ProveLimit {
                depth,
                nodes: 60_000,
            },
        );
        nodes += proof.nodes;
        if !proof.complete {
            return None;
        }
        match proof.proven.as_slice() {
            [] => continue,
            [only] => return Some((goal, only.line.clone(), nodes)),
            // Several moves reach this goal: not a puzzle with one answer.
            _ => return None,
        }
    }
    None
}

/// Whether the piece that moved could have captured on, had the pieces it jumped been taken
/// off at once: then the Turkish strike stopped it.
fn turkish_strike(before: &Position, path: &MovePath) -> bool {
    if !path.mv.is_capture() {
        return false;
    }
    let after = before.play_unchecked(&path.mv).with_turn(before.turn());
    after
        .legal_moves()
        .iter()
        .any(|m| m.from == path.mv.to && m.is_capture())
}

/// Whether a capture passes the crowning row before its end (the man crowned mid-capture,
/// or stayed a man).
fn crowned_mid_capture(before: &Position, path: &MovePath) -> bool {
    let board = before.board();
    let was_man = !before.kings().contains(path.mv.from);
    let crown = board.crowning_row(before.turn());
    was_man
        && path.landings[..path.landings.len() - 1]
            .iter()
            .any(|s| crown.contains(*s))
}

/// The themes shown by a solution line played from `start`.
fn themes(start: &Position, goal: Goal, line: &[MovePath]) -> Vec<&'static str> {
    let solver = start.turn();
    let mut found: Vec<&'static str> = Vec::new();
    fn add(found: &mut Vec<&'static str>, t: &'static str) {
        if !found.contains(&t) {
            found.push(t);
        }
    }
    let mut pos = *start;
    let mut multi_capture = false;
    for (i, path) in line.iter().enumerate() {
        let mine = pos.turn() == solver;
        multi_capture |= mine && path.mv.capture_count() >= 2;
        if mine && crowned_mid_capture(&pos, path) {
            add(&mut found, "crowning-capture");
        }
        if mine && path.mv.promotes {
            add(&mut found, "breakthrough");
        }
        if turkish_strike(&pos, path) {
            add(&mut found, "turkish-strike");
        }
        if i == 1 && path.mv.is_capture() && !line[0].mv.is_capture() {
            add(&mut found, "sacrifice");
        }
        pos = pos.play_unchecked(&path.mv);
    }
    if found.contains(&"sacrifice") && multi_capture {
        add(&mut found, "shot");
    }
    if goal == Goal::Win && !pos.pieces(solver.opponent()).is_empty() {
        add(&mut found, "lock");
    }
    if start.occupied().count() <= 8 {
        add(&mut found, "endgame");
    }
    if found.is_empty() && line[0].mv.is_capture() && start.legal_moves().len() > 1 {
        add(&mut found, "capture-choice");
    }
    found
}

/// A difficulty estimate: longer solutions, quiet key moves, sacrifices and bigger proofs
/// are harder.
fn rating(line: &[MovePath], themes: &[&str], nodes: u64) -> u32 {
    let solver_moves = line.len().div_ceil(2) as f64;
    let mut r = 450.0 + 160.0 * (solver_moves - 1.0) + 45.0 * (nodes.max(2) as f64).log2();
    if !line[0].mv.is_capture() {
        r += 150.0;
    }
    if themes.contains(&"sacrifice") {
        r += 120.0;
    }
    (r.round() as u32).clamp(600, 2200)
}

/// Whether two puzzles are nearly the same: the same key move and almost the same pieces.
fn near_duplicate(a: &Mined, b: &Mined) -> bool {
    let differ = (a.position.occupied().0 ^ b.position.occupied().0).count_ones();
    a.solution[0].mv == b.solution[0].mv && differ <= 4
}

/// Mines `count` puzzles of `variant` from engine games, reproducibly from `seed`.
/// `progress` is told how many have been found so far.
pub fn mine(
    variant: Variant,
    count: usize,
    seed: u64,
    mut progress: impl FnMut(usize),
) -> Vec<Mined> {
    let mut rng = Rng::new(seed);
    let mut found: Vec<Mined> = Vec::new();
    let mut games = 0;
    while found.len() < count && games < count * 40 {
        games += 1;
        // Varied games: a few random plies, then engines of modest, different strengths.
        let level = |rng: &mut Rng| {
            Player::Level(Level::new(2 + rng.below(4) as u8).expect("2-5 are levels"))
        };
        let (white, black) = (level(&mut rng), level(&mut rng));
        let opening = 2 + rng.below(6);
        let (_, game) = play_game(
            Position::start(variant),
            white,
            black,
            opening,
            160,
            std::time::Duration::from_millis(30),
            &mut rng,
        );
        for pos in game.positions().iter().skip(opening + 4) {
            if pos.legal_moves().len() < 2 {
                continue;
            }
            let Some((goal, solution, nodes)) = unique_solution(pos) else {
                continue;
            };
            // Checked as `shashki check` will check it: one key move within the line's length.
            let puzzle = super::Puzzle {
                id: String::new(),
                collection: String::new(),
                position: *pos,
                goal,
                solution: solution.clone(),
                also: Vec::new(),
                hints: Vec::new(),
                explain: None,
                themes: Vec::new(),
                rating: 1000,
                source: None,
            };
            if super::prove_puzzle(&puzzle).is_err() {
                continue;
            }
            let themes = themes(pos, goal, &solution);
            let side = if pos.turn() == Color::White {
                "White"
            } else {
                "Black"
            };
            let candidate = Mined {
                position: *pos,
                goal,
                rating: rating(&solution, &themes, nodes),
                solution,
                themes,
                also: Vec::new(),
                source: format!("mined from engine games (seed {seed}), {side} to move"),
            };
            if found.iter().any(|m| near_duplicate(m, &candidate)) {
                continue;
            }
            // At least a third are short (the key move and at most one more), for beginners.
            let long = |m: &Mined| m.solution.len().div_ceil(2) > 2;
            if long(&candidate) && found.iter().filter(|m| long(m)).count() >= count * 2 / 3 {
                continue;
            }
            found.push(candidate);
            progress(found.len());
            if found.len() >= count {
                break;
            }
        }
    }
    found
}

/// Puzzles as a collection file.
pub fn collection_yaml(
    variant: Variant,
    id: &str,
    title_en: &str,
    title_ru: &str,
    prefix: &str,
    puzzles: &[Mined],
) -> String {
    let mut out = format!(
        "format: 1\nid: {id}\ntitle: {{en: \"{title_en}\", ru: \"{title_ru}\"}}\nvariant: {}\npuzzles:\n",
        variant.name()
    );
    for (i, p) in puzzles.iter().enumerate() {
        let text = |moves: &[MovePath]| {
            moves
                .iter()
                .map(|m| full_text(variant, m))
                .collect::<Vec<_>>()
        };
        let _ = write!(
            out,
            "  - id: {prefix}-{:04}\n    fen: \"{}\"\n    goal: {}\n    solution: {}\n",
            i + 1,
            p.position.to_fen(),
            p.goal.name(),
            text(&p.solution).join(" "),
        );
        if !p.also.is_empty() {
            let _ = writeln!(out, "    also: [{}]", text(&p.also).join(", "));
        }
        let _ = write!(
            out,
            "    themes: [{}]\n    rating: {}\n    source: \"{}\"\n",
            p.themes.join(", "),
            p.rating,
            p.source.replace('"', "'")
        );
    }
    out
}

/// Turns a position and its solution line (from PDN) into a puzzle: the goal given, or the
/// strongest goal the line reaches; other first moves that also reach it become `also`.
/// Says why when the line proves nothing.
pub fn import(
    position: Position,
    solution: Vec<MovePath>,
    goal: Option<Goal>,
    source: String,
) -> Result<Mined, String> {
    if solution.is_empty() {
        return Err("the game has no moves: give the solution as its moves".into());
    }
    let goals: Vec<Goal> = match goal {
        Some(g) => vec![g],
        None => GOALS.iter().map(|g| g.0).collect(),
    };
    for goal in goals {
        let limit = ProveLimit {
            depth: solution.len() as u32,
            nodes: 400_000,
        };
        let proof = prove(&position, goal, limit);
        if !proof.complete || !proof.proven.iter().any(|p| p.line[0].mv == solution[0].mv) {
            continue;
        }
        let also = proof
            .proven
            .iter()
            .map(|p| p.line[0].clone())
            .filter(|m| m.mv != solution[0].mv)
            .collect();
        let themes = themes(&position, goal, &solution);
        return Ok(Mined {
            rating: rating(&solution, &themes, proof.nodes),
            position,
            goal,
            solution,
            themes,
            also,
            source,
        });
    }
    let wanted = goal.map_or("any goal".to_string(), |g| g.name());
    Err(format!(
        "the first move does not reach {wanted} against every defence within the line's length"
    ))
}
