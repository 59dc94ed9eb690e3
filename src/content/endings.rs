//! Endgame puzzles with kings only, found in random positions and proven by the engine:
//! holding the draw with a lone king (on the Big Road against three kings, rule R5; against
//! two kings, rule R6) and catching a lone king with two or three kings.

use std::fmt::Write;

use crate::Lang;
use crate::engine::{Goal, ProveLimit, prove};
use crate::rng::Rng;
use crate::rules::{
    Bitboard, Color, MovePath, NamedDiagonal, Piece, Position, Role, Square, Variant, full_text,
    square_name,
};
use crate::t;

/// What an ending puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A lone king against three kings reaches the Big Road and holds the draw (R5).
    BigRoadDraw,
    /// A lone king against two kings keeps out of reach and holds the draw (R6).
    TwoKingsDraw,
    /// Two or three kings catch a lone king.
    Catch,
}

/// An ending puzzle found.
#[derive(Clone, Debug)]
pub struct Ending {
    /// What it asks.
    pub kind: Kind,
    /// The position; the side to move solves.
    pub position: Position,
    /// The proof's main line.
    pub solution: Vec<MovePath>,
}

/// Plies the prover may use: a draw by R5 or R6 takes ten plies after the key move; a catch
/// is kept short enough to follow.
const DRAW_PLIES: u32 = 12;
const CATCH_PLIES: u32 = 9;
/// Plies within which each other first move must be shown to lose.
const LOSS_PLIES: u32 = 9;

fn limit(depth: u32) -> ProveLimit {
    ProveLimit {
        depth,
        nodes: 60_000,
    }
}

/// A random position of kings only: `strong` kings for `strong_side` against one king, with
/// `to_move` to move; `None` when a piece hangs (either side could capture at once).
fn random_position(
    variant: Variant,
    rng: &mut Rng,
    strong: usize,
    strong_side: Color,
    to_move: Color,
) -> Option<Position> {
    let mut squares: Vec<Square> = variant.board().squares().collect();
    rng.shuffle(&mut squares);
    let king = |color| Piece {
        color,
        role: Role::King,
    };
    let pieces = squares[..strong]
        .iter()
        .map(|&s| (s, king(strong_side)))
        .chain(std::iter::once((squares[strong], king(strong_side.opponent()))));
    let pos = Position::new(variant, to_move, pieces).ok()?;
    let quiet = !pos.has_capture() && !pos.with_turn(to_move.opponent()).has_capture();
    quiet.then_some(pos)
}

/// The Big Road's squares.
fn big_road(variant: Variant) -> Bitboard {
    NamedDiagonal::by_id("big-road")
        .map(|d| d.squares().into_iter().collect())
        .unwrap_or(Bitboard::EMPTY)
        & variant.board().mask()
}

/// Whether every first move of `pos` except `key` loses by force within [`LOSS_PLIES`].
fn others_lose(pos: &Position, key: &MovePath) -> bool {
    pos.legal_move_paths()
        .iter()
        .filter(|m| m.mv != key.mv)
        .all(|m| {
            let after = pos.play_unchecked(&m.mv);
            let proof = prove(&after, Goal::Win, limit(LOSS_PLIES));
            !proof.proven.is_empty()
        })
}

/// The one first move that reaches `goal` within `depth`, if exactly one does and the
/// proof is complete.
fn only_move(pos: &Position, goal: Goal, depth: u32) -> Option<Vec<MovePath>> {
    let proof = prove(pos, goal, limit(depth));
    match proof.proven.as_slice() {
        [only] if proof.complete => Some(only.line.clone()),
        _ => None,
    }
}

/// Tries one random position of `kind`.
fn try_one(variant: Variant, kind: Kind, rng: &mut Rng) -> Option<Ending> {
    let strong_side = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let lone = strong_side.opponent();
    match kind {
        Kind::BigRoadDraw | Kind::TwoKingsDraw => {
            let strong = if kind == Kind::BigRoadDraw { 3 } else { 2 };
            let pos = random_position(variant, rng, strong, strong_side, lone)?;
            let lone_king = pos.pieces(lone).squares().next()?;
            let moves = pos.legal_move_paths();
            let road = big_road(variant);
            // On the Big Road already, or unable to reach it: not this puzzle.
            if kind == Kind::BigRoadDraw
                && (road.contains(lone_king) || !moves.iter().any(|m| road.contains(m.mv.to)))
            {
                return None;
            }
            let line = only_move(&pos, Goal::Draw, DRAW_PLIES)?;
            let key = &line[0];
            // The key move goes to the Big Road (R5), or keeps away without capturing (R6).
            let good = match kind {
                Kind::BigRoadDraw => big_road(variant).contains(key.mv.to) && !key.mv.is_capture(),
                _ => !key.mv.is_capture(),
            };
            (good && others_lose(&pos, key)).then_some(Ending {
                kind,
                position: pos,
                solution: line,
            })
        }
        Kind::Catch => {
            let strong = 2 + rng.below(2);
            let pos = random_position(variant, rng, strong, strong_side, strong_side)?;
            let line = only_move(&pos, Goal::Win, CATCH_PLIES)?;
            (line.len() >= 3).then_some(Ending {
                kind,
                position: pos,
                solution: line,
            })
        }
    }
}

/// Finds `count` puzzles of each kind in `variant` (Russian rules: the R5 and R6 draws),
/// reproducibly from `seed`; never two with the same position.
pub fn endings(variant: Variant, count: usize, seed: u64) -> Vec<Ending> {
    let mut rng = Rng::new(seed);
    let mut found: Vec<Ending> = Vec::new();
    for kind in [Kind::BigRoadDraw, Kind::TwoKingsDraw, Kind::Catch] {
        let mut of_kind = 0;
        let mut tries = 0;
        while of_kind < count && tries < 200_000 {
            tries += 1;
            let Some(ending) = try_one(variant, kind, &mut rng) else {
                continue;
            };
            if found.iter().any(|e| e.position == ending.position) {
                continue;
            }
            found.push(ending);
            of_kind += 1;
        }
    }
    found
}

impl Ending {
    /// The theme ids of the puzzle.
    fn themes(&self) -> &'static str {
        match self.kind {
            Kind::BigRoadDraw | Kind::TwoKingsDraw => "hold-draw, endgame",
            Kind::Catch => "endgame, king-hunt",
        }
    }

    /// The goal.
    fn goal(&self) -> Goal {
        match self.kind {
            Kind::Catch => Goal::Win,
            _ => Goal::Draw,
        }
    }

    /// Difficulty: longer catches are harder; a draw is a single idea.
    fn rating(&self) -> u32 {
        match self.kind {
            Kind::BigRoadDraw => 1000,
            Kind::TwoKingsDraw => 1300,
            Kind::Catch => 900 + 150 * self.solution.len() as u32,
        }
    }

    /// The idea in words.
    fn explain(&self, lang: Lang) -> String {
        let variant = self.position.variant();
        let key = full_text(variant, &self.solution[0]);
        match self.kind {
            Kind::BigRoadDraw => t!(lang, "ending-explain-big-road", mv = key),
            Kind::TwoKingsDraw => t!(lang, "ending-explain-two-kings", mv = key),
            Kind::Catch => {
                let last = self.solution.last().expect("a line has moves");
                let taken = last.mv.captured.squares().next().unwrap_or(last.mv.to);
                let square = square_name(variant, taken);
                t!(
                    lang,
                    "ending-explain-catch",
                    mv = key,
                    moves = self.solution.len().div_ceil(2),
                    square = square
                )
            }
        }
    }

    /// A hint in words that does not give the move away.
    fn hint(&self, lang: Lang) -> String {
        match self.kind {
            Kind::BigRoadDraw => t!(lang, "ending-hint-big-road"),
            Kind::TwoKingsDraw => t!(lang, "ending-hint-two-kings"),
            Kind::Catch => t!(lang, "ending-hint-catch"),
        }
    }
}

/// A YAML text map of a text in every language: `{en: "...", ru: "...", bg: "..."}`.
fn text_map(text: impl Fn(Lang) -> String) -> String {
    let parts: Vec<String> = Lang::ALL
        .iter()
        .map(|&l| format!("{}: \"{}\"", l.code(), text(l).replace('"', "'")))
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// The puzzles as a collection file.
pub fn endings_yaml(variant: Variant, id: &str, prefix: &str, endings: &[Ending]) -> String {
    let title = text_map(|l| t!(l, "ending-collection-title"));
    let mut out = format!(
        "format: 1\nid: {id}\ntitle: {title}\nvariant: {}\npuzzles:\n",
        variant.name()
    );
    for (i, e) in endings.iter().enumerate() {
        let line: Vec<String> = e.solution.iter().map(|m| full_text(variant, m)).collect();
        let _ = write!(
            out,
            "  - id: {prefix}-{:03}\n    fen: \"{}\"\n    goal: {}\n    solution: {}\n    hints:\n      - {}\n    explain: {}\n    themes: [{}]\n    rating: {}\n    source: \"kings-only ending found by the engine\"\n",
            i + 1,
            e.position.to_fen(),
            e.goal().name(),
            line.join(" "),
            text_map(|l| e.hint(l)),
            text_map(|l| e.explain(l)),
            e.themes(),
            e.rating(),
        );
    }
    out
}
