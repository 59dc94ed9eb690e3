//! Giveaway (поддавки) puzzles: small random positions (two to five men a side) where exactly
//! one first move forces the solver to be left without a move — every piece given away or
//! blocked — within a few plies, and no other first move manages it even with two plies
//! more (so the position is not won whatever one plays). The words say the idea: which piece
//! is given first, what follows, and how the solver runs out of moves.

use super::{Line, Mined, Mining, Seen, Skip, mirror_key};
use crate::content::Text;
use crate::engine::{Goal, ProveLimit, prove};
use crate::rng::Rng;
use crate::rules::{
    Color, MovePath, Piece, Position, Role, Square, Variant, full_text, square_name,
};
use crate::{Lang, t};

/// The longest solution tried, in plies (the solver's last move is taken on the next ply).
pub const MOST_PLIES: u32 = 8;

/// Nodes the prover may use on one depth of one position.
const NODES: u64 = 60_000;

/// Random positions drawn at most per puzzle asked for.
const TRIES_PER_PUZZLE: usize = 4_000;

/// A random position of `variant` with two to five men a side (a man never on the row where
/// it would crown), the side to move drawn too.
pub fn random_position(variant: Variant, rng: &mut Rng) -> Option<Position> {
    let board = variant.board();
    let mut squares: Vec<Square> = board.squares().collect();
    rng.shuffle(&mut squares);
    let mut pieces = Vec::new();
    for color in [Color::White, Color::Black] {
        let men = 2 + rng.below(4);
        let crown = board.crowning_row(color);
        let mut placed = 0;
        while placed < men {
            let sq = squares.pop()?;
            if !crown.contains(sq) {
                pieces.push((
                    sq,
                    Piece {
                        color,
                        role: Role::Man,
                    },
                ));
                placed += 1;
            }
        }
    }
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    Position::new(variant, turn, pieces).ok()
}

/// The only first move that leaves the solver without a move by force, its line and the
/// proof's size: tried at 2, 4, ... [`MOST_PLIES`] plies, the shortest depth where any move
/// does it. None when several moves do, when none does, when the prover runs out of nodes,
/// or when another move does it two plies later.
pub fn unique_giveaway(pos: &Position) -> Result<(Vec<MovePath>, u64), Skip> {
    let limit = |depth| ProveLimit {
        depth,
        nodes: NODES,
    };
    for depth in (2..=MOST_PLIES).step_by(2) {
        let proof = prove(pos, Goal::Win, limit(depth));
        if !proof.complete {
            return Err(Skip::CheckFails);
        }
        match proof.proven.as_slice() {
            // No move wins this fast: try two plies more.
            [] => {}
            [only] => {
                // Not won whatever one plays: no other move gets there two plies later.
                let longer = prove(pos, Goal::Win, limit(depth + 2));
                if !longer.complete || longer.proven.len() > 1 {
                    return Err(Skip::Decided);
                }
                return Ok((only.line.clone(), proof.nodes));
            }
            _ => return Err(Skip::NoUniqueMove),
        }
    }
    Err(Skip::NoUniqueMove)
}

/// What one of the solver's moves in the line does, read with the reply to it.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    /// A quiet move whose piece the reply takes: given on `square`.
    Give { king: bool, square: Square },
    /// A quiet move after which the reply takes other pieces of the solver's, on `taken`.
    Offer { key: String, taken: Vec<Square> },
    /// A capture (the solver must take, but may choose which).
    Take { key: String },
    /// A quiet move and a quiet reply.
    Wait { key: String },
}

/// How the line ends for the solver: no pieces left, or pieces left that cannot move.
#[derive(Clone, Copy, Debug, PartialEq)]
enum End {
    /// Every piece given away.
    Empty,
    /// One piece left, blocked on `square`.
    Blocked(Square),
    /// Several pieces left, all blocked.
    BlockedAll,
}

/// The story of a giveaway line: the solver's steps and the end.
#[derive(Clone, Debug)]
struct Story {
    steps: Vec<Step>,
    end: End,
    /// The side that must take (the opponent): white or black.
    side: &'static str,
}

/// Reads the line's story; None when the solver is not left without a move at its end.
fn story(line: &Line) -> Option<Story> {
    let solver = line.solver();
    let variant = line.start.variant();
    if line.end.turn() != solver || !line.end.legal_moves().is_empty() {
        return None;
    }
    let mut steps = Vec::new();
    for (i, ply) in line.plies.iter().enumerate().filter(|(_, p)| p.solver) {
        let key = full_text(variant, &ply.path);
        let reply = line.plies.get(i + 1);
        let step = if ply.capture() {
            Step::Take { key }
        } else {
            match reply.filter(|r| r.capture()) {
                Some(r) if r.path.mv.captured.contains(ply.path.mv.to) => Step::Give {
                    king: ply.by_king() || ply.path.mv.promotes,
                    square: ply.path.mv.to,
                },
                Some(r) => Step::Offer {
                    key,
                    taken: r.path.mv.captured.squares().collect(),
                },
                None => Step::Wait { key },
            }
        };
        steps.push(step);
    }
    let left = line.end.pieces(solver);
    let end = match left.count() {
        0 => End::Empty,
        1 => End::Blocked(left.squares().next()?),
        _ => End::BlockedAll,
    };
    let side = match solver.opponent() {
        Color::White => "white",
        Color::Black => "black",
    };
    Some(Story { steps, end, side })
}

impl Story {
    /// The explanation in `lang`: the first step, the steps after it (as gifts, or as the
    /// moves of the line when they are not all gifts), and the end.
    fn explain(&self, line: &Line, lang: Lang) -> String {
        let variant = line.start.variant();
        let sq = |s: Square| square_name(variant, s);
        let role = |king: bool| if king { "king" } else { "man" };
        let side = self.side;
        let mut text = match &self.steps[0] {
            Step::Give { king, square } => t!(
                lang,
                "giveaway-explain-give",
                piece = role(*king),
                square = sq(*square),
                side = side
            ),
            Step::Offer { key, taken } => {
                let mut squares: Vec<String> = taken.iter().map(|s| sq(*s)).collect();
                let last = squares.pop().unwrap_or_default();
                t!(
                    lang,
                    "giveaway-explain-offer",
                    key = key.as_str(),
                    side = side,
                    count = squares.len() + 1,
                    squares = squares.join(", "),
                    last = last
                )
            }
            Step::Take { key } => t!(lang, "giveaway-explain-take", key = key.as_str()),
            Step::Wait { key } => t!(
                lang,
                "giveaway-explain-wait",
                key = key.as_str(),
                side = side
            ),
        };
        let rest = &self.steps[1..];
        let given: Option<Vec<String>> = rest
            .iter()
            .map(|s| match s {
                Step::Give { square, .. } => Some(sq(*square)),
                _ => None,
            })
            .collect();
        // Every square named once (a square given twice is told as the moves of the line).
        let mut unique = given.clone().unwrap_or_default();
        match &self.steps[0] {
            Step::Give { square, .. } => unique.push(sq(*square)),
            Step::Offer { taken, .. } => unique.extend(taken.iter().map(|s| sq(*s))),
            Step::Take { .. } | Step::Wait { .. } => {}
        }
        let named = unique.len();
        unique.sort();
        unique.dedup();
        match given {
            Some(squares) if squares.is_empty() => {}
            // Each square once: "the pieces on e3, c3 and a3".
            Some(mut squares) if unique.len() == named => {
                let last = squares.pop().unwrap_or_default();
                let then = t!(
                    lang,
                    "giveaway-explain-more",
                    count = squares.len() + 1,
                    squares = squares.join(", "),
                    last = last
                );
                text = format!("{text} {then}");
            }
            _ => {
                let moves: Vec<String> = line.plies[2..]
                    .iter()
                    .map(|p| full_text(variant, &p.path))
                    .collect();
                let then = t!(lang, "giveaway-explain-then", moves = moves.join(" "));
                text = format!("{text} {then}");
            }
        }
        let end = match self.end {
            End::Empty => t!(lang, "giveaway-explain-empty"),
            End::Blocked(square) => t!(lang, "giveaway-explain-blocked", square = sq(square)),
            End::BlockedAll => t!(lang, "giveaway-explain-blocked-all"),
        };
        format!("{text} {end}")
    }

    /// The hints in `lang`, none naming the key move: what kind of first move to look for,
    /// then how the solver runs out of moves.
    fn hints(&self, lang: Lang) -> Vec<String> {
        let side = self.side;
        let mut hints = vec![match &self.steps[0] {
            Step::Give { .. } | Step::Offer { .. } => t!(lang, "giveaway-hint-give", side = side),
            Step::Take { .. } => t!(lang, "giveaway-hint-take"),
            Step::Wait { .. } => t!(lang, "giveaway-hint-wait", side = side),
        }];
        match self.end {
            End::Blocked(_) | End::BlockedAll => hints.push(t!(lang, "giveaway-hint-block")),
            End::Empty if self.steps.len() > 1 => hints.push(t!(lang, "giveaway-hint-order")),
            End::Empty => {}
        }
        hints
    }
}

/// The explanation and hints of a giveaway line, if it ends with the solver out of moves.
/// A line whose later moves are not all gifts is explained by naming them, and only when
/// they are few (at most four plies).
pub fn words(line: &Line) -> Option<(Text, Vec<Text>)> {
    let story = story(line)?;
    let gifts_only = story.steps[1..]
        .iter()
        .all(|s| matches!(s, Step::Give { .. }));
    if !gifts_only && line.plies.len() > 6 {
        return None;
    }
    let explain = Text::each(|lang| story.explain(line, lang));
    let count = story.hints(Lang::En).len();
    let hints = (0..count)
        .map(|i| Text::each(|lang| story.hints(lang)[i].clone()))
        .collect();
    Some((explain, hints))
}

/// A difficulty estimate on the 800-2000 scale: one move that gives everything is easy (800-
/// 900); each further move of the solver's, a first move that is not a gift, replies the
/// opponent chooses, many legal moves and a big proof make it harder.
pub fn rating(line: &Line, nodes: u64) -> u32 {
    let solver_moves = line.plies.len().div_ceil(2) as f64;
    let mut r = 800.0 + 220.0 * (solver_moves - 1.0);
    let first_gives = line.plies.get(1).is_some_and(|reply| {
        !line.plies[0].capture() && reply.path.mv.captured.contains(line.plies[0].path.mv.to)
    });
    if !first_gives {
        r += 150.0;
    }
    r += 60.0 * line.free_replies() as f64;
    r += 8.0 * (line.plies[0].legal.saturating_sub(2).min(12)) as f64;
    r += 20.0 * ((nodes.max(1000) as f64) / 1000.0).log2();
    (r.round() as u32).clamp(800, 2000)
}

/// Judges one random position: the puzzle it makes, or why it makes none.
fn judge(pos: &Position, seen: &Seen) -> Result<(Vec<MovePath>, u64), Skip> {
    if pos.legal_moves().len() < 2 {
        return Err(Skip::OnlyMove);
    }
    let (solution, nodes) = unique_giveaway(pos)?;
    if seen.clashes(pos, &solution) {
        return Err(Skip::Duplicate);
    }
    let puzzle = crate::content::Puzzle {
        id: String::new(),
        collection: String::new(),
        position: *pos,
        goal: Goal::Win,
        solution: solution.clone(),
        also: Vec::new(),
        hints: Vec::new(),
        explain: None,
        themes: Vec::new(),
        rating: 1000,
        source: None,
        proof: None,
    };
    if crate::content::prove_puzzle(&puzzle).is_err() {
        return Err(Skip::CheckFails);
    }
    Ok((solution, nodes))
}

/// Mines `count` giveaway puzzles of `variant` from random small positions drawn from
/// `seed`, filling the rating bands as the draughts miner does (one-move gifts are plenty,
/// longer lines rare, so each band takes at most its share until the draws run out).
pub fn mine(variant: Variant, count: usize, seed: u64, mut progress: impl FnMut(usize)) -> Mining {
    let mut rng = Rng::new(seed);
    let mut mining = Mining::default();
    let mut seen = Seen::default();
    let mut starts = std::collections::HashSet::new();
    let quota = |b: usize| (count * super::BANDS[b].1).div_ceil(100);
    let mut reserve = Vec::new();
    let mut tries = 0;
    while mining.found.len() < count && tries < count * TRIES_PER_PUZZLE {
        tries += 1;
        let Some(pos) = random_position(variant, &mut rng) else {
            continue;
        };
        if !starts.insert(mirror_key(&pos)) {
            *mining.skipped.entry(Skip::Duplicate).or_default() += 1;
            continue;
        }
        let (solution, nodes) = match judge(&pos, &seen) {
            Ok(found) => found,
            Err(skip) => {
                *mining.skipped.entry(skip).or_default() += 1;
                continue;
            }
        };
        let line = Line::new(&pos, &solution);
        let Some((explain, hints)) = words(&line) else {
            *mining.skipped.entry(Skip::NoExplanation).or_default() += 1;
            continue;
        };
        let side = if pos.turn() == Color::White {
            "White"
        } else {
            "Black"
        };
        let candidate = Mined {
            position: pos,
            goal: Goal::Win,
            rating: rating(&line, nodes),
            solution,
            themes: vec!["giveaway"],
            also: Vec::new(),
            hints,
            explain: Some(explain),
            source: format!("random giveaway position (seed {seed}, draw {tries}), {side} to move"),
        };
        let b = super::band(candidate.rating);
        let filled = mining
            .found
            .iter()
            .filter(|m| super::band(m.rating) == b)
            .count();
        if filled >= quota(b) {
            *mining.skipped.entry(Skip::BandFull).or_default() += 1;
            if reserve.len() < count {
                reserve.push(candidate);
            }
            continue;
        }
        seen.add(&pos, &candidate.solution);
        mining.found.push(candidate);
        progress(mining.found.len());
    }
    mining.games = tries;
    for candidate in reserve {
        if mining.found.len() >= count {
            break;
        }
        if seen.clashes(&candidate.position, &candidate.solution) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Giveaway, fen).unwrap()
    }

    fn text(line: &[MovePath]) -> String {
        let moves: Vec<String> = line
            .iter()
            .map(|m| full_text(Variant::Giveaway, m))
            .collect();
        moves.join(" ")
    }

    #[test]
    fn random_positions_are_small_and_possible() {
        let mut rng = Rng::new(3);
        for variant in [Variant::Giveaway, Variant::GiveawayInternational] {
            for _ in 0..200 {
                let p = random_position(variant, &mut rng).unwrap();
                for color in [Color::White, Color::Black] {
                    let men = p.pieces(color).count();
                    assert!((2..=5).contains(&men), "{}", p.to_fen());
                    let crown = variant.board().crowning_row(color);
                    assert!(p.men(color).squares().all(|s| !crown.contains(s)));
                }
                assert!(p.kings().is_empty());
            }
        }
    }

    #[test]
    fn one_forced_give_away_is_found_and_two_are_not_a_puzzle() {
        let (line, _) = unique_giveaway(&pos("W:Wa3,b2:Ba5,e5,h8")).unwrap();
        assert_eq!(text(&line), "a3-b4 a5:c3:a1");
        // c3-b4 and c3-d4 both give the man away.
        assert_eq!(
            unique_giveaway(&pos("W:Wc3:Ba5,e5")),
            Err(Skip::NoUniqueMove)
        );
        // Nobody can ever take: no give-away at all.
        assert_eq!(unique_giveaway(&pos("W:Wa1:Bh8")), Err(Skip::NoUniqueMove));
    }

    #[test]
    fn the_words_name_the_gifts_and_the_hints_never_the_key_move() {
        let start = pos("W:Wa3,b2:Ba5,e5,h8");
        let (line, nodes) = unique_giveaway(&start).unwrap();
        let line = Line::new(&start, &line);
        let (explain, hints) = words(&line).unwrap();
        assert_eq!(
            explain.get(Lang::En),
            "Give the man on b4: Black must take it. You have no pieces left: you win!"
        );
        assert_eq!(
            explain.get(Lang::Ru),
            "Отдай шашку на b4: чёрные обязаны её бить. У тебя не осталось шашек: это победа!"
        );
        for hint in &hints {
            for said in Lang::ALL.map(|lang| hint.get(lang)) {
                assert!(!said.contains("b4") && !said.contains("a3"), "{said}");
            }
        }
        let r = rating(&line, nodes);
        assert!((800..=900).contains(&r), "a one-move gift is easy: {r}");
    }

    #[test]
    fn a_blocked_man_ends_the_story() {
        // White's a7 is stuck behind b8; c3 is given to e5.
        let start = pos("W:Wa7,c3:Bb8,e5");
        let (solution, _) = unique_giveaway(&start).unwrap();
        assert_eq!(text(&solution), "c3-d4 e5:c3");
        let (explain, hints) = words(&Line::new(&start, &solution)).unwrap();
        let explain = explain.get(Lang::En);
        assert!(
            explain.ends_with("Your last piece, on a7, is blocked: you have no move, and you win!"),
            "{explain}"
        );
        assert_eq!(hints.len(), 2);
        assert!(hints[1].get(Lang::En).contains("cannot move"));
    }

    #[test]
    fn mining_keeps_proven_puzzles_with_words() {
        let mining = mine(Variant::Giveaway, 6, 5, |_| {});
        assert_eq!(mining.found.len(), 6);
        for m in &mining.found {
            assert_eq!(m.goal, Goal::Win);
            assert_eq!(m.themes, ["giveaway"]);
            assert!(m.explain.is_some() && !m.hints.is_empty());
            let puzzle = crate::content::Puzzle {
                id: String::new(),
                collection: String::new(),
                position: m.position,
                goal: m.goal,
                solution: m.solution.clone(),
                also: Vec::new(),
                hints: Vec::new(),
                explain: None,
                themes: Vec::new(),
                rating: m.rating,
                source: None,
                proof: None,
            };
            assert_eq!(crate::content::prove_puzzle(&puzzle), Ok(()));
        }
        assert!(mining.found.windows(2).all(|w| w[0].rating <= w[1].rating));
    }
}
