//! Puzzle collections: the YAML format (version [`FORMAT`](super::FORMAT), documented in
//! `puzzles/README.md`), the checked model, and the proof of each puzzle with the engine.

use serde::Deserialize;

use super::locate::Locator;
use super::problem::{Problem, unknown_format, unknown_variant, within_bounds};
use super::text::Text;
use crate::engine::{Goal, Outlook, ProveLimit, WIN_FOUND, outlook, prove};
use crate::i18n::core::Say;
use crate::rules::{MovePath, Position, Variant, full_text, parse_move};
use crate::{Lang, t};

/// The themes a puzzle may be tagged with: motifs a teacher names, each of which happens in
/// the puzzle's line (see `puzzles/README.md`), and `capture-choice` for the few "which
/// capture?" puzzles, and `giveaway` for the puzzles of the giveaway variants.
pub const THEMES: [&str; 13] = [
    "shot",
    "sacrifice",
    "breakthrough",
    "lock",
    "double-strike",
    "turkish-strike",
    "crowning-capture",
    "king-hunt",
    "endgame",
    "hold-draw",
    "opening-trap",
    "capture-choice",
    "giveaway",
];

/// A theme's name for the learner: "Turkish strike" / "Турецкий удар" for `turkish-strike`
/// (the words of the puzzle guide and the glossary); an unknown id is shown as it is.
pub fn theme_name(id: &str, lang: Lang) -> String {
    match id {
        "shot" => t!(lang, "content-theme-shot"),
        "sacrifice" => t!(lang, "content-theme-sacrifice"),
        "breakthrough" => t!(lang, "content-theme-breakthrough"),
        "lock" => t!(lang, "content-theme-lock"),
        "double-strike" => t!(lang, "content-theme-double-strike"),
        "turkish-strike" => t!(lang, "content-theme-turkish-strike"),
        "crowning-capture" => t!(lang, "content-theme-crowning-capture"),
        "king-hunt" => t!(lang, "content-theme-king-hunt"),
        "endgame" => t!(lang, "content-theme-endgame"),
        "hold-draw" => t!(lang, "content-theme-hold-draw"),
        "opening-trap" => t!(lang, "content-theme-opening-trap"),
        "capture-choice" => t!(lang, "content-theme-capture-choice"),
        "giveaway" => t!(lang, "content-theme-giveaway"),
        _ => id.to_string(),
    }
}

/// A checked puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Unique id (progress is keyed by it).
    pub id: String,
    /// The collection it belongs to.
    pub collection: String,
    /// The position; the side to move solves.
    pub position: Position,
    /// What the solver must achieve.
    pub goal: Goal,
    /// The main line: the solver's moves and the defender's best replies.
    pub solution: Vec<MovePath>,
    /// Other first moves that also achieve the goal and are accepted.
    pub also: Vec<MovePath>,
    /// Hints in words, in order.
    pub hints: Vec<Text>,
    /// The idea in one or two short sentences, naming the squares: shown after the puzzle is
    /// solved or given up, or when the learner asks why.
    pub explain: Option<Text>,
    /// Themes (from [`THEMES`]).
    pub themes: Vec<String>,
    /// Difficulty on the rating scale (800 easy ... 2000 hard).
    pub rating: u32,
    /// Where the puzzle comes from.
    pub source: Option<String>,
    /// How far the check proves the goal, when the puzzle asks for more than the default
    /// (see [`proof_limit`]): a trap whose gain comes only after the book line ends.
    pub proof: Option<ProveLimit>,
}

impl Puzzle {
    /// The variant whose rules apply.
    pub fn variant(&self) -> Variant {
        self.position.variant()
    }

    /// How many moves the solver makes in the main line.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }
}

/// A checked puzzle collection.
#[derive(Clone, Debug)]
pub struct Collection {
    /// Unique id.
    pub id: String,
    /// Title for the puzzle menu.
    pub title: Text,
    /// The variant of its puzzles.
    pub variant: Variant,
    /// The puzzles, in order.
    pub puzzles: Vec<Puzzle>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCollection {
    format: u32,
    id: String,
    title: Text,
    #[serde(default)]
    variant: Option<String>,
    puzzles: Vec<RawPuzzle>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPuzzle {
    id: String,
    fen: String,
    goal: String,
    solution: String,
    #[serde(default)]
    also: Vec<String>,
    #[serde(default)]
    hints: Vec<Text>,
    #[serde(default)]
    explain: Option<Text>,
    #[serde(default)]
    themes: Vec<String>,
    rating: u32,
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    proof: Option<RawProof>,
}

/// `proof: {depth: 16, nodes: 4000000}`: a puzzle's own proof limit.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProof {
    depth: u32,
    #[serde(default)]
    nodes: Option<u64>,
}

/// Reads and checks a puzzle collection (positions, moves, ids, themes; not the proofs).
pub fn parse_collection(text: &str) -> Result<Collection, Vec<Problem>> {
    within_bounds(text)?;
    let raw: RawCollection = serde_yaml::from_str(text).map_err(|e| vec![Problem::yaml(&e)])?;
    let locator = Locator::for_list(text, "puzzles");
    let mut problems = Vec::new();
    let mut at = |index: Option<usize>, needle: &str, message: String| {
        let place = match index {
            Some(i) => locator.find(i, needle),
            None => locator.key(needle),
        };
        problems.push(Problem::at(place, message));
    };
    if let Some(message) = unknown_format(raw.format) {
        at(None, "format", message);
    }
    let variant = match raw.variant.as_deref() {
        None => Variant::Russian,
        Some(name) => Variant::from_name(name).unwrap_or_else(|| {
            at(None, "variant", unknown_variant(name));
            Variant::Russian
        }),
    };
    let mut puzzles = Vec::new();
    let mut ids: Vec<String> = Vec::new();
    for (i, p) in raw.puzzles.into_iter().enumerate() {
        let here = Some(i);
        if ids.contains(&p.id) {
            at(
                here,
                &p.id,
                format!("puzzle id '{}' is used twice in this file", p.id),
            );
        }
        ids.push(p.id.clone());
        let position = match Position::from_fen(variant, &p.fen) {
            Ok(pos) => pos,
            Err(e) => {
                at(here, &p.fen, format!("fen: {e}"));
                continue;
            }
        };
        let Some(goal) = Goal::parse(&p.goal) else {
            at(
                here,
                &p.goal,
                format!("goal '{}': expected {}", p.goal, Goal::EXPECTED),
            );
            continue;
        };
        if variant.is_giveaway() && goal != Goal::Win {
            at(
                here,
                &p.goal,
                format!(
                    "goal '{}': a {} puzzle can only have the goal win (be left without a move); \
                     material, promote and draw mean nothing when the aim is to give pieces away",
                    p.goal,
                    variant.name()
                ),
            );
            continue;
        }
        for theme in p.themes.iter().filter(|t| !THEMES.contains(&t.as_str())) {
            at(
                here,
                theme,
                format!("unknown theme '{theme}' (known: {})", THEMES.join(", ")),
            );
        }
        if !(400..=3000).contains(&p.rating) {
            at(
                here,
                "rating",
                format!("rating {} should be between 400 and 3000", p.rating),
            );
        }
        // The solution line: each move legal where it is played.
        let mut solution = Vec::new();
        let mut pos = position;
        let mut broken = false;
        for word in p.solution.split_whitespace() {
            match parse_move(&pos, word) {
                Ok(path) => {
                    pos = pos.play_unchecked(&path.mv);
                    solution.push(path);
                }
                Err(e) => {
                    let reason = e.say(variant, Lang::En);
                    at(
                        here,
                        word,
                        format!("solution move '{word}' is not legal there: {reason}"),
                    );
                    broken = true;
                    break;
                }
            }
        }
        if solution.is_empty() && !broken {
            at(here, "solution", "the solution has no moves".into());
            continue;
        }
        let mut also = Vec::new();
        for word in &p.also {
            match parse_move(&position, word) {
                Ok(path) if solution.first().is_some_and(|s| s.mv == path.mv) => {
                    at(
                        here,
                        word,
                        format!(
                            "'{word}' is the key move itself; list only other moves under also"
                        ),
                    );
                }
                Ok(path) => also.push(path),
                Err(e) => {
                    let reason = e.say(variant, Lang::En);
                    at(
                        here,
                        word,
                        format!("'{word}' in also is not a legal first move: {reason}"),
                    );
                }
            }
        }
        if broken {
            continue;
        }
        let proof = p.proof.map(|raw| ProveLimit {
            depth: raw.depth,
            nodes: raw.nodes.unwrap_or(PROOF_NODES),
        });
        if let Some(limit) = proof {
            let plies = solution.len() as u32;
            if !(plies..=PROOF_MOST_PLIES).contains(&limit.depth) {
                at(
                    here,
                    "proof",
                    format!(
                        "proof depth {} should be between the solution's length ({plies}) and {PROOF_MOST_PLIES}",
                        limit.depth
                    ),
                );
            }
            if !(1..=PROOF_MOST_NODES).contains(&limit.nodes) {
                at(
                    here,
                    "proof",
                    format!(
                        "proof nodes {} should be between 1 and {PROOF_MOST_NODES}",
                        limit.nodes
                    ),
                );
            }
        }
        puzzles.push(Puzzle {
            id: p.id,
            collection: raw.id.clone(),
            position,
            goal,
            solution,
            also,
            hints: p.hints,
            explain: p.explain,
            themes: p.themes,
            rating: p.rating,
            source: p.source,
            proof,
        });
    }
    if problems.is_empty() {
        Ok(Collection {
            id: raw.id,
            title: raw.title,
            variant,
            puzzles,
        })
    } else {
        Err(problems)
    }
}

/// The positions the check may visit proving one puzzle, unless the puzzle asks for more.
pub const PROOF_NODES: u64 = 400_000;

/// The most plies a puzzle's own `proof` may ask for.
pub const PROOF_MOST_PLIES: u32 = 24;

/// The most positions a puzzle's own `proof` may ask for (about two seconds of the check).
pub const PROOF_MOST_NODES: u64 = 10_000_000;

/// How much the check may search for one puzzle: its own `proof` limit, or within the
/// solution's length and [`PROOF_NODES`].
pub fn proof_limit(puzzle: &Puzzle) -> ProveLimit {
    puzzle.proof.unwrap_or(ProveLimit {
        depth: puzzle.solution.len() as u32,
        nodes: PROOF_NODES,
    })
}

/// The engine's node budget for the position at the end of a line, when the check asks
/// whether a material gain survives there.
pub const SURVIVAL_NODES: u64 = 30_000;

/// A score for the messages of the check: "+1.25 men", "a won game".
fn men(score: i32) -> String {
    match score {
        s if s > WIN_FOUND => "a won game".into(),
        s if s < -WIN_FOUND => "a lost game".into(),
        s => format!("{:+.2} men", f64::from(s) / 100.0),
    }
}

/// Proves a puzzle with the engine: the key move achieves the goal against every defence
/// within the solution's length, and every other first move that does is listed in `also`
/// (otherwise the puzzle is ambiguous). For `material:N` and `man-or-king` the gain must
/// also survive: at the end of the proven main line, and of the puzzle's own solution, the
/// engine's search ([`SURVIVAL_NODES`]) must see the solver at least N men (or, for
/// `man-or-king`, a man or a king) better off than at the start, less half a man (see
/// [`outlook`]). Returns what is wrong, if anything.
pub fn prove_puzzle(puzzle: &Puzzle) -> Result<(), String> {
    let variant = puzzle.variant();
    let proof = prove(&puzzle.position, puzzle.goal, proof_limit(puzzle));
    if !proof.complete {
        return Err("could not be decided within the node limit; make the solution shorter".into());
    }
    let key = &puzzle.solution[0];
    let plies = puzzle.solution.len();
    let Some(key_proof) = proof.proven.iter().find(|p| p.line[0].mv == key.mv) else {
        return Err(format!(
            "the key move {} does not reach the goal {} against every defence within {plies} {}",
            full_text(variant, key),
            puzzle.goal.name(),
            if plies == 1 { "ply" } else { "plies" }
        ));
    };
    let extra: Vec<String> = proof
        .proven
        .iter()
        .map(|p| &p.line[0])
        .filter(|p| p.mv != key.mv && !puzzle.also.iter().any(|a| a.mv == p.mv))
        .map(|p| full_text(variant, p))
        .collect();
    if !extra.is_empty() {
        return Err(format!(
            "ambiguous: {} also reach{} the goal; list {} under `also` to accept {}, or change the puzzle",
            extra.join(", "),
            if extra.len() == 1 { "es" } else { "" },
            if extra.len() == 1 { "it" } else { "them" },
            if extra.len() == 1 { "it" } else { "them" }
        ));
    }
    if let Some(wrong) = puzzle
        .also
        .iter()
        .find(|a| !proof.proven.iter().any(|p| p.line[0].mv == a.mv))
    {
        return Err(format!(
            "{} is listed under `also` but does not reach the goal",
            full_text(variant, wrong)
        ));
    }
    if matches!(puzzle.goal, Goal::Material(_) | Goal::ManOrKing) {
        let mut lines = vec![&key_proof.line];
        if puzzle.solution != key_proof.line {
            lines.push(&puzzle.solution);
        }
        for line in lines {
            let seen = outlook(&puzzle.position, line, puzzle.goal, SURVIVAL_NODES);
            if !seen.holds() {
                return Err(collapse(puzzle, line, seen));
            }
        }
    }
    Ok(())
}

/// Why the gain the goal promises does not survive `line`.
fn collapse(puzzle: &Puzzle, line: &[MovePath], seen: Outlook) -> String {
    let variant = puzzle.variant();
    let side = match puzzle.position.turn() {
        crate::rules::Color::White => "White",
        crate::rules::Color::Black => "Black",
    };
    let moves: Vec<String> = line.iter().map(|m| full_text(variant, m)).collect();
    format!(
        "the gain ({}) does not survive: after the line {} the engine sees {} for {side}, \
         below the {} it needs (the start's {}, plus the gain, less half a man)",
        puzzle.goal.name(),
        moves.join(" "),
        men(seen.score),
        men(seen.needed),
        men(seen.start)
    )
}
