//! The puzzle miner: plays varied engine games and keeps the positions that make a good
//! puzzle (see `puzzles/README.md`): the game undecided before the key move and clearly
//! decided after the line, exactly one first move reaching the goal, a key move that is a
//! decision (a sacrifice, a quiet move, or the right one of several captures), a motif seen
//! in the line, and the puzzle proven as `shashki check` proves it. Each puzzle gets an
//! explanation and hints in words, built from the line, and a difficulty estimate.

mod explain;
mod giveaway;
mod motif;
mod story;

use std::collections::HashSet;
use std::fmt::Write;

use crate::content::Text;
use crate::engine::{Goal, Level, Limits, Player, ProveLimit, Searcher, WIN, play_game, prove};
use crate::rng::Rng;
use crate::rules::{Color, MovePath, Piece, Position, Variant, full_text};
use crate::{Lang, t};

pub(crate) use motif::{KeyKind, Line};

/// A puzzle found by the miner.
#[derive(Clone, Debug)]
pub struct Mined {
    /// The position; the side to move solves.
    pub position: Position,
    /// The goal proven.
    pub goal: Goal,
    /// The main line from the proof.
    pub solution: Vec<MovePath>,
    /// Themes read from the line.
    pub themes: Vec<&'static str>,
    /// Estimated difficulty.
    pub rating: u32,
    /// Other first moves that also reach the goal (accepted).
    pub also: Vec<MovePath>,
    /// Hints in words, in order; none gives the move away.
    pub hints: Vec<Text>,
    /// The idea in words, if one of the known patterns describes the line.
    pub explain: Option<Text>,
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

/// Nodes the prover may use on one goal while mining (a bigger proof is not kept: `check`
/// must stay fast).
const MINE_NODES: u64 = 60_000;

/// Nodes of the search that scores a position (a fixed budget, so scores are reproducible).
pub const SCORE_NODES: u64 = 12_000;

/// Before the key move the game must be undecided: the best the solver can do with any other
/// move is within this many hundredths of a man of level.
pub const UNDECIDED: i32 = 150;

/// After the line the solver must be clearly better: at least this score, and this much more
/// than the best other first move gives.
pub const DECIDED: i32 = 90;

/// Games played at most per puzzle asked for.
pub const GAMES_PER_PUZZLE: usize = 8;

/// At most this many "which capture?" puzzles per collection.
pub const CAPTURE_CHOICES: usize = 10;

/// The engine's score of `pos` for the side to move, from a fresh search of [`SCORE_NODES`].
pub fn score(pos: &Position) -> i32 {
    let limits = Limits {
        nodes: Some(SCORE_NODES),
        ..Limits::default()
    };
    Searcher::new(15).search(pos, &[], limits).score
}

/// The solver's score after the best first move other than `key`: what the position is worth
/// without the idea.
pub fn score_without(pos: &Position, key: &MovePath) -> i32 {
    pos.legal_moves()
        .iter()
        .filter(|m| **m != key.mv)
        .map(|m| -score(&pos.play_unchecked(m)))
        .max()
        .unwrap_or(-WIN)
}

/// The solver's score at the end of a line played from `start`.
pub fn score_after(start: &Position, line: &[MovePath]) -> i32 {
    let end = line.iter().fold(*start, |pos, m| pos.play_unchecked(&m.mv));
    let s = score(&end);
    if end.turn() == start.turn() { s } else { -s }
}

/// The position rotated half a turn with the colours swapped (White's men become Black's,
/// and the other side moves): the same position seen from the other side of the board. The
/// left-right mirror is not a position of the same board (a1 is dark, h1 light), so this is
/// the only mirror image on both boards.
pub fn colour_mirror(pos: &Position) -> Position {
    let board = pos.board();
    let n = u32::from(board.square_count());
    let pieces = pos.pieces_on_board().filter_map(|(sq, p)| {
        let number = u32::from(board.number(sq)?);
        let turned = board.square(n + 1 - number)?;
        Some((
            turned,
            Piece {
                color: p.color.opponent(),
                role: p.role,
            },
        ))
    });
    Position::new(pos.variant(), pos.turn().opponent(), pieces).unwrap_or(*pos)
}

/// A position and its colour mirror share this key.
fn mirror_key(pos: &Position) -> (u64, u64, u64, bool) {
    let key = |p: &Position| {
        (
            p.pieces(Color::White).0,
            p.pieces(Color::Black).0,
            p.kings().0,
            p.turn() == Color::White,
        )
    };
    key(pos).min(key(&colour_mirror(pos)))
}

/// The single move that reaches a goal by force, if exactly one does, with the goal and the
/// proof's size.
fn unique_solution(pos: &Position) -> Option<(Goal, Vec<MovePath>, u64)> {
    for (goal, depth) in GOALS {
        let proof = prove(
            pos,
            goal,
            ProveLimit {
                depth,
                nodes: MINE_NODES,
            },
        );
        if !proof.complete {
            return None;
        }
        match proof.proven.as_slice() {
            // No move reaches this goal: try the next.
            [] => {}
            [only] => return Some((goal, only.line.clone(), proof.nodes)),
            // Several moves reach this goal: not a puzzle with one answer.
            _ => return None,
        }
    }
    None
}

/// A difficulty estimate on the 800-2000 scale: a short forced shot is easy; quiet key
/// moves, quiet moves later in the line, replies the defender chooses, many legal moves and
/// long lines are hard.
pub fn rating(line: &Line, nodes: u64) -> u32 {
    let solver_moves = line.plies.len().div_ceil(2) as f64;
    let mut r = 640.0 + 170.0 * (solver_moves - 1.0);
    r += match line.key_kind() {
        KeyKind::Capture => 60.0,
        KeyKind::Sacrifice => 110.0,
        KeyKind::Quiet => 380.0,
    };
    let later_quiet = line.plies[1..]
        .iter()
        .filter(|p| p.solver && !p.capture())
        .count();
    r += 90.0 * later_quiet as f64;
    r += 70.0 * line.free_replies() as f64;
    r += 6.0 * (line.plies[0].legal.saturating_sub(2).min(16)) as f64;
    r += 25.0 * ((nodes.max(1000) as f64) / 1000.0).log2();
    (r.round() as u32).clamp(800, 2000)
}

/// Why a mined position was left out: counted for the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Skip {
    /// No goal reached by exactly one move.
    NoUniqueMove,
    /// `check` would not accept it.
    CheckFails,
    /// The only legal move.
    OnlyMove,
    /// No motif seen in the line.
    NoMotif,
    /// Enough "which capture?" puzzles already.
    TooManyCaptureChoices,
    /// The defender chooses too often in the line.
    LooseReplies,
    /// Decided before the key move.
    Decided,
    /// Not clearly better after the line.
    NotDecidedAfter,
    /// Another first move crowns (the learner would be told a king is wrong).
    OtherMoveCrowns,
    /// Starts in, contains, or ends like a puzzle already kept.
    Duplicate,
    /// No explanation pattern fits the line.
    NoExplanation,
    /// Its rating band is full.
    BandFull,
}

/// How the rating bands are filled: (lowest rating, share of the collection in percent).
const BANDS: [(u32, usize); 6] = [
    (800, 22),
    (1000, 22),
    (1200, 18),
    (1400, 15),
    (1600, 12),
    (1800, 11),
];

fn band(rating: u32) -> usize {
    BANDS.iter().rposition(|b| rating >= b.0).unwrap_or(0)
}

/// What the miner did: the puzzles, and why the other candidates were left out.
#[derive(Debug, Default)]
pub struct Mining {
    /// The puzzles kept.
    pub found: Vec<Mined>,
    /// Games played.
    pub games: usize,
    /// Candidates left out, by reason.
    pub skipped: std::collections::BTreeMap<Skip, usize>,
}

/// The miner's memory of what it kept, to avoid chains and repeats.
#[derive(Default)]
struct Seen {
    /// Every position inside a kept solution (after its first ply), mirrored too.
    inside: HashSet<(u64, u64, u64, bool)>,
    /// Every kept start position.
    starts: HashSet<(u64, u64, u64, bool)>,
    /// Every kept end position.
    ends: HashSet<(u64, u64, u64, bool)>,
}

impl Seen {
    fn positions(start: &Position, line: &[MovePath]) -> Vec<Position> {
        line.iter()
            .scan(*start, |pos, m| {
                *pos = pos.play_unchecked(&m.mv);
                Some(*pos)
            })
            .collect()
    }

    fn clashes(&self, start: &Position, line: &[MovePath]) -> bool {
        let inner = Seen::positions(start, line);
        let end = inner.last().copied().unwrap_or(*start);
        self.inside.contains(&mirror_key(start))
            || self.starts.contains(&mirror_key(start))
            || self.ends.contains(&mirror_key(&end))
            || inner.iter().any(|p| self.starts.contains(&mirror_key(p)))
    }

    fn add(&mut self, start: &Position, line: &[MovePath]) {
        let inner = Seen::positions(start, line);
        self.starts.insert(mirror_key(start));
        if let Some(end) = inner.last() {
            self.ends.insert(mirror_key(end));
        }
        self.inside.extend(inner.iter().map(mirror_key));
    }
}

/// Judges one position of a game: the puzzle it makes, or why it makes none.
fn judge(pos: &Position, seed: u64, mining: &Mining, seen: &Seen) -> Result<Mined, Skip> {
    if pos.legal_moves().len() < 2 {
        return Err(Skip::OnlyMove);
    }
    let (goal, solution, nodes) = unique_solution(pos).ok_or(Skip::NoUniqueMove)?;
    let line = Line::new(pos, &solution);
    let themes = line.themes(goal);
    let motifs = themes.iter().filter(|t| **t != "capture-choice").count();
    if line.key_kind() == KeyKind::Capture {
        let choices = mining
            .found
            .iter()
            .filter(|m| m.themes.contains(&"capture-choice"))
            .count();
        if choices >= CAPTURE_CHOICES {
            return Err(Skip::TooManyCaptureChoices);
        }
    } else if motifs == 0 {
        return Err(Skip::NoMotif);
    }
    if themes.is_empty() {
        return Err(Skip::NoMotif);
    }
    if line.free_replies() > 2 {
        return Err(Skip::LooseReplies);
    }
    if seen.clashes(pos, &solution) {
        return Err(Skip::Duplicate);
    }
    // Checked as `shashki check` will check it.
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
        proof: None,
    };
    if super::prove_puzzle(&puzzle).is_err() {
        return Err(Skip::CheckFails);
    }
    if goal != Goal::Promote && goal != Goal::Win {
        let limit = ProveLimit {
            depth: solution.len() as u32,
            nodes: MINE_NODES,
        };
        let crowns = prove(pos, Goal::Promote, limit);
        if !crowns.complete || crowns.proven.iter().any(|p| p.line[0].mv != solution[0].mv) {
            return Err(Skip::OtherMoveCrowns);
        }
    }
    let without = score_without(pos, &solution[0]);
    if without.abs() > UNDECIDED {
        return Err(Skip::Decided);
    }
    let after = score_after(pos, &solution);
    if after < DECIDED || after < without + DECIDED {
        return Err(Skip::NotDecidedAfter);
    }
    let (explain, hints) = explain::words(&line, goal).ok_or(Skip::NoExplanation)?;
    let side = if pos.turn() == Color::White {
        "White"
    } else {
        "Black"
    };
    Ok(Mined {
        position: *pos,
        goal,
        rating: rating(&line, nodes),
        solution,
        themes,
        also: Vec::new(),
        hints,
        explain: Some(explain),
        source: format!(
            "mined from engine games (seed {seed}, game {}), {side} to move",
            mining.games
        ),
    })
}

/// Mines `count` puzzles of `variant` from engine games, from `seed`, filling the rating
/// bands in proportion; when the games run out ([`GAMES_PER_PUZZLE`] per puzzle asked), the
/// bands still short are made up from the candidates a full band turned away. `progress` is
/// told how many have been found so far.
pub fn mine(variant: Variant, count: usize, seed: u64, mut progress: impl FnMut(usize)) -> Mining {
    if variant.is_giveaway() {
        return giveaway::mine(variant, count, seed, progress);
    }
    let mut rng = Rng::new(seed);
    let mut mining = Mining::default();
    let mut seen = Seen::default();
    let quota = |b: usize| (count * BANDS[b].1).div_ceil(100);
    let mut reserve = Vec::new();
    while mining.found.len() < count && mining.games < count * GAMES_PER_PUZZLE {
        mining.games += 1;
        // Varied games: a few random plies, then engines of modest, different strengths.
        let level = |rng: &mut Rng| {
            Player::Level(Level::new(1 + rng.below(4) as u8).expect("1-4 are levels"))
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
        let positions = game.positions();
        let mut ply = opening + 4;
        while ply < positions.len() {
            let pos = &positions[ply];
            ply += 1;
            let candidate = match judge(pos, seed, &mining, &seen) {
                Ok(c) => c,
                Err(skip) => {
                    *mining.skipped.entry(skip).or_default() += 1;
                    continue;
                }
            };
            let b = band(candidate.rating);
            let filled = mining.found.iter().filter(|m| band(m.rating) == b).count();
            if filled >= quota(b) {
                *mining.skipped.entry(Skip::BandFull).or_default() += 1;
                reserve.push(candidate);
                continue;
            }
            seen.add(pos, &candidate.solution);
            // The rest of the line is not mined again from this game.
            ply += candidate.solution.len();
            mining.found.push(candidate);
            progress(mining.found.len());
            if mining.found.len() >= count {
                break;
            }
        }
    }
    // The games ran out: the turned-away candidates make up the count, if they are still no
    // repeat of a puzzle kept since and the "which capture?" puzzles stay few.
    for candidate in reserve {
        if mining.found.len() >= count {
            break;
        }
        let choices = mining
            .found
            .iter()
            .filter(|m| m.themes.contains(&"capture-choice"))
            .count();
        let choice = candidate.themes.contains(&"capture-choice");
        if seen.clashes(&candidate.position, &candidate.solution)
            || (choice && choices >= CAPTURE_CHOICES)
        {
            continue;
        }
        seen.add(&candidate.position, &candidate.solution);
        mining.found.push(candidate);
        progress(mining.found.len());
    }
    mining
        .found
        .sort_by_key(|m| (m.rating, m.position.occupied().count()));
    mining
}

/// A YAML double-quoted string.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The title of a collection of mined puzzles of `variant`, in every language.
pub fn collection_title(variant: Variant) -> Text {
    Text::each(|lang| match variant {
        Variant::Russian => t!(lang, "content-mined-title-russian"),
        Variant::Brazilian => t!(lang, "content-mined-title-brazilian"),
        Variant::International => t!(lang, "content-mined-title-international"),
        Variant::English => t!(lang, "content-mined-title-english"),
        Variant::Giveaway => t!(lang, "content-mined-title-giveaway"),
        Variant::GiveawayInternational => t!(lang, "content-mined-title-giveaway-international"),
    })
}

/// A text in every language as YAML lines `en: "..."`, the first after `first`, the others
/// after `rest`, each ending the line.
fn languages_yaml(text: &Text, first: &str, rest: &str) -> String {
    Lang::ALL
        .iter()
        .enumerate()
        .fold(String::new(), |mut out, (i, &lang)| {
            let indent = if i == 0 { first } else { rest };
            let _ = writeln!(out, "{indent}{}: {}", lang.code(), quoted(text.get(lang)));
            out
        })
}

/// Puzzles as a collection file.
pub fn collection_yaml(
    variant: Variant,
    id: &str,
    title: &Text,
    prefix: &str,
    puzzles: &[Mined],
) -> String {
    let title: Vec<String> = Lang::ALL
        .iter()
        .map(|&lang| format!("{}: {}", lang.code(), quoted(title.get(lang))))
        .collect();
    let mut out = format!(
        "format: 1\nid: {id}\ntitle: {{{}}}\nvariant: {}\npuzzles:\n",
        title.join(", "),
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
        if !p.hints.is_empty() {
            out.push_str("    hints:\n");
            for hint in &p.hints {
                out.push_str(&languages_yaml(hint, "      - ", "        "));
            }
        }
        if let Some(explain) = &p.explain {
            out.push_str("    explain:\n");
            out.push_str(&languages_yaml(explain, "      ", "      "));
        }
        let _ = write!(
            out,
            "    themes: [{}]\n    rating: {}\n    source: {}\n",
            p.themes.join(", "),
            p.rating,
            quoted(&p.source)
        );
    }
    out
}

/// Turns a position and its solution line (from PDN) into a puzzle: the goal given, or the
/// strongest goal the line reaches; other first moves that also reach it become `also`.
/// Themes, hints and the explanation are read from the line where a known pattern fits (a
/// teacher writes them otherwise). Says why when the line proves nothing.
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
        let line = Line::new(&position, &solution);
        let (explain, hints) = match explain::words(&line, goal) {
            Some((explain, hints)) => (Some(explain), hints),
            None => (None, Vec::new()),
        };
        return Ok(Mined {
            rating: rating(&line, proof.nodes),
            themes: line.themes(goal),
            position,
            goal,
            solution,
            also,
            hints,
            explain,
            source,
        });
    }
    let wanted = goal.map_or("any goal".to_string(), Goal::name);
    Err(format!(
        "the first move does not reach {wanted} against every defence within the line's length"
    ))
}

/// What a mining run did, in lines for the terminal: games played, candidates left out by
/// reason, and the puzzles kept by rating band, key move and theme.
pub fn summary(mining: &Mining) -> Vec<String> {
    let found = &mining.found;
    let mut lines = vec![format!(
        "{} games, {} puzzles kept",
        mining.games,
        found.len()
    )];
    for (skip, n) in &mining.skipped {
        lines.push(format!("  left out ({skip:?}): {n}"));
    }
    let bands: Vec<String> = BANDS
        .iter()
        .enumerate()
        .map(|(b, (low, _))| {
            let n = found.iter().filter(|m| band(m.rating) == b).count();
            format!("{low}+: {n}")
        })
        .collect();
    lines.push(format!("  ratings: {}", bands.join(", ")));
    let kinds: Vec<String> = [KeyKind::Sacrifice, KeyKind::Quiet, KeyKind::Capture]
        .iter()
        .map(|k| {
            let n = found
                .iter()
                .filter(|m| Line::new(&m.position, &m.solution).key_kind() == *k)
                .count();
            format!("{k:?}: {n}")
        })
        .collect();
    lines.push(format!("  key moves: {}", kinds.join(", ")));
    let themes: Vec<String> = super::THEMES
        .iter()
        .map(|t| (t, found.iter().filter(|m| m.themes.contains(t)).count()))
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{t}: {n}"))
        .collect();
    lines.push(format!("  themes: {}", themes.join(", ")));
    lines
}
