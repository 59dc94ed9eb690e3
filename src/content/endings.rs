//! Endgame puzzles with kings only, chosen with the kings-only endgame table
//! ([`crate::engine::kings_ending`]): holding the draw with a lone king (reaching the Big
//! Road against three kings, rule R5; escaping two kings, rule R6) and catching a lone king
//! with two or three kings within the draw rules' move limits.
//!
//! Every position of each kind is looked at; the table decides which qualify, and a seeded
//! shuffle picks among them, spread over lengths and numbers of moves.

use std::fmt::Write;

use crate::Lang;
use crate::engine::{EndingValue, Goal, ending_line, kings_ending};
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
    /// A lone king against two kings escapes and holds the draw (R6).
    TwoKingsDraw,
    /// Two or three kings catch a lone king in time; every other first move lets it escape.
    Catch,
}

/// An ending puzzle found.
#[derive(Clone, Debug)]
pub struct Ending {
    /// What it asks.
    pub kind: Kind,
    /// The position; the side to move solves.
    pub position: Position,
    /// The main line: the key move, then (for a catch) the most stubborn defence and the
    /// fastest win, to the capture.
    pub solution: Vec<MovePath>,
    /// Whether every other first move of a catch by three kings lets the lone king reach the
    /// Big Road (or take a king).
    pub road_cut: bool,
}

/// Plies within which the wrong first moves of a draw puzzle must lose, and within which a
/// catch takes the lone king: five moves of the strong side, within every draw rule's limit
/// (R5 and R6 allow five moves, R2 fifteen), so the rules never save a lost king.
const RULE_PLIES: u32 = 10;

/// The Big Road's squares.
fn big_road(variant: Variant) -> Bitboard {
    NamedDiagonal::by_id("big-road").map_or(Bitboard::EMPTY, |d| d.squares().into_iter().collect())
        & variant.board().mask()
}

/// The table's value of a move for the side making it.
fn after(pos: &Position, path: &MovePath) -> Option<EndingValue> {
    kings_ending(&pos.play_unchecked(&path.mv)).map(EndingValue::before_move)
}

/// Every position of `strong` kings (White) against one black king, `to_move` to move.
fn positions(variant: Variant, strong: usize, to_move: Color) -> Vec<Position> {
    let squares: Vec<Square> = variant.board().squares().collect();
    let king = |color| Piece {
        color,
        role: Role::King,
    };
    let mut sets: Vec<Vec<Square>> = vec![Vec::new()];
    for _ in 0..strong {
        sets = sets
            .into_iter()
            .flat_map(|set| {
                let from = set
                    .last()
                    .and_then(|l| squares.iter().position(|s| s == l))
                    .map_or(0, |i| i + 1);
                squares[from..].iter().map(move |&s| {
                    let mut more = set.clone();
                    more.push(s);
                    more
                })
            })
            .collect();
    }
    let mut out = Vec::new();
    for set in &sets {
        for &weak in squares.iter().filter(|s| !set.contains(s)) {
            let pieces = set
                .iter()
                .map(|&s| (s, king(Color::White)))
                .chain(std::iter::once((weak, king(Color::Black))));
            if let Ok(pos) = Position::new(variant, to_move, pieces) {
                out.push(pos);
            }
        }
    }
    out
}

/// The one move that holds the draw when every other move loses within [`RULE_PLIES`]; the
/// lone king to move, with a choice of at least three moves and nothing to capture.
fn only_draw(pos: &Position) -> Option<MovePath> {
    if pos.has_capture() || kings_ending(pos) != Some(EndingValue::Draw) {
        return None;
    }
    let moves = pos.legal_move_paths();
    if moves.len() < 3 {
        return None;
    }
    let mut key = None;
    for m in moves {
        match after(pos, &m)? {
            EndingValue::Draw if key.is_none() => key = Some(m),
            EndingValue::Loss(n) if n <= RULE_PLIES => {}
            _ => return None,
        }
    }
    key
}

/// A draw puzzle of `kind` at `pos` (the lone king, Black, to move), if it is one.
fn draw_puzzle(kind: Kind, pos: &Position) -> Option<Ending> {
    let road = big_road(pos.variant());
    let lone = pos.pieces(Color::Black).squares().next()?;
    if kind == Kind::BigRoadDraw && road.contains(lone) {
        return None;
    }
    let key = only_draw(pos)?;
    if kind == Kind::BigRoadDraw && !road.contains(key.mv.to) {
        return None;
    }
    Some(Ending {
        kind,
        position: *pos,
        solution: vec![key],
        road_cut: false,
    })
}

/// A catch puzzle at `pos` (the kings, White, to move), if it is one: the lone king off the
/// Big Road, nothing to capture now, a win in two to five moves, and exactly one first move
/// that keeps a win within the moves the rules leave (R2: fifteen for three kings, R6: five
/// for two).
fn catch_puzzle(pos: &Position) -> Option<Ending> {
    let road = big_road(pos.variant());
    let lone = pos.pieces(Color::Black).squares().next()?;
    if road.contains(lone) || pos.has_capture() {
        return None;
    }
    match kings_ending(pos)? {
        EndingValue::Win(n) if (3..=RULE_PLIES).contains(&n) => {}
        _ => return None,
    }
    let three = pos.pieces(Color::White).count() == 3;
    let limit = if three { 2 * 15 - 1 } else { RULE_PLIES };
    let moves = pos.legal_move_paths();
    let mut winning = moves
        .iter()
        .filter(|m| matches!(after(pos, m), Some(EndingValue::Win(n)) if n <= limit));
    let key = winning.next()?;
    if winning.next().is_some() {
        return None;
    }
    // Three kings: does every other move either let the lone king onto the Big Road for
    // good, or give it a king to take (and at least one the road)?
    let escapes: Vec<Option<bool>> = moves
        .iter()
        .filter(|m| m.mv != key.mv)
        .map(|m| {
            let next = pos.play_unchecked(&m.mv);
            if next.has_capture() {
                return Some(false);
            }
            next.legal_move_paths()
                .iter()
                .any(|r| road.contains(r.mv.to) && after(&next, r) == Some(EndingValue::Draw))
                .then_some(true)
        })
        .collect();
    let road_cut = three && escapes.iter().all(Option::is_some) && escapes.contains(&Some(true));
    let line = std::iter::once(key.clone())
        .chain(ending_line(&pos.play_unchecked(&key.mv)))
        .collect();
    Some(Ending {
        kind: Kind::Catch,
        position: *pos,
        solution: line,
        road_cut,
    })
}

/// The same puzzle with the colours swapped (kings move alike for both sides).
fn swap_colours(pos: &Position) -> Position {
    let pieces = pos.pieces_on_board().map(|(s, p)| {
        (
            s,
            Piece {
                color: p.color.opponent(),
                ..p
            },
        )
    });
    Position::new(pos.variant(), pos.turn().opponent(), pieces).unwrap_or(*pos)
}

/// Picks `count` of `found` reproducibly from `rng`, spread over the groups `group` gives
/// (taking from each in turn).
fn pick(
    mut found: Vec<Ending>,
    count: usize,
    rng: &mut Rng,
    group: impl Fn(&Ending) -> u32,
) -> Vec<Ending> {
    rng.shuffle(&mut found);
    let mut groups: Vec<(u32, Vec<Ending>)> = Vec::new();
    for e in found {
        let g = group(&e);
        match groups.iter_mut().find(|(k, _)| *k == g) {
            Some((_, list)) => list.push(e),
            None => groups.push((g, vec![e])),
        }
    }
    groups.sort_by_key(|(k, _)| *k);
    let mut out = Vec::new();
    while out.len() < count && groups.iter().any(|(_, l)| !l.is_empty()) {
        for (_, list) in &mut groups {
            if out.len() < count
                && let Some(e) = list.pop()
            {
                out.push(e);
            }
        }
    }
    out
}

/// Finds `count` puzzles of each kind in `variant` (one of the 8x8 variants with flying
/// kings), reproducibly from `seed`; half of them, at random, with the colours swapped.
pub fn endings(variant: Variant, count: usize, seed: u64) -> Vec<Ending> {
    let mut rng = Rng::new(seed);
    let lone_to_move = |strong| positions(variant, strong, Color::Black);
    let road: Vec<Ending> = lone_to_move(3)
        .iter()
        .filter_map(|p| draw_puzzle(Kind::BigRoadDraw, p))
        .collect();
    let two: Vec<Ending> = lone_to_move(2)
        .iter()
        .filter_map(|p| draw_puzzle(Kind::TwoKingsDraw, p))
        .collect();
    let catches: Vec<Ending> = [2, 3]
        .into_iter()
        .flat_map(|strong| positions(variant, strong, Color::White))
        .filter_map(|p| catch_puzzle(&p))
        // Three kings: the technique of keeping the lone king off the Big Road.
        .filter(|e| e.road_cut || e.position.pieces(Color::White).count() == 2)
        .collect();
    let moves_group = |e: &Ending| e.position.legal_move_paths().len().min(8) as u32;
    let mut out = pick(road, count, &mut rng, moves_group);
    out.extend(pick(two, count, &mut rng, moves_group));
    out.extend(pick(catches, count, &mut rng, |e| {
        e.position.pieces(Color::White).count() * 10 + e.solution.len() as u32
    }));
    for e in &mut out {
        if rng.below(2) == 1 {
            e.position = swap_colours(&e.position);
        }
    }
    out
}

impl Ending {
    /// The theme ids of the puzzle.
    fn themes(&self) -> &'static str {
        match self.kind {
            Kind::BigRoadDraw | Kind::TwoKingsDraw => "hold-draw",
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

    /// How many moves of the kings a catch takes.
    fn catch_moves(&self) -> u32 {
        self.solution.len().div_ceil(2) as u32
    }

    /// Difficulty: more moves to choose from make a draw harder; a longer catch is harder,
    /// and two kings have less room for error than three.
    fn rating(&self) -> u32 {
        let choices = self.position.legal_move_paths().len() as u32;
        match self.kind {
            Kind::BigRoadDraw => (850 + 50 * choices).min(1300),
            Kind::TwoKingsDraw => (1150 + 50 * choices).min(1600),
            Kind::Catch => {
                let two_kings = self.position.pieces(self.position.turn()).count() == 2;
                1000 + 200 * (self.catch_moves() - 2) + if two_kings { 100 } else { 0 }
            }
        }
    }

    /// The idea in words.
    fn explain(&self, lang: Lang) -> String {
        let variant = self.position.variant();
        let key = &self.solution[0];
        let mv = full_text(variant, key);
        let square = square_name(variant, key.mv.to);
        match self.kind {
            Kind::BigRoadDraw => t!(lang, "ending-explain-big-road", mv = mv, square = square),
            Kind::TwoKingsDraw => t!(lang, "ending-explain-two-kings", mv = mv, square = square),
            Kind::Catch => {
                let last = self.solution.last().unwrap_or(key);
                let taken = last.mv.captured.squares().next().unwrap_or(last.mv.to);
                let taken = square_name(variant, taken);
                let moves = self.catch_moves();
                if self.road_cut {
                    t!(
                        lang,
                        "ending-explain-catch-road",
                        mv = mv,
                        moves = moves,
                        square = taken
                    )
                } else {
                    t!(
                        lang,
                        "ending-explain-catch",
                        mv = mv,
                        moves = moves,
                        square = taken
                    )
                }
            }
        }
    }

    /// Hints in words, vaguer first, that do not give the move away.
    fn hints(&self, lang: Lang) -> [String; 2] {
        match self.kind {
            Kind::BigRoadDraw => [
                t!(lang, "ending-hint-big-road"),
                t!(lang, "ending-hint-big-road-2"),
            ],
            Kind::TwoKingsDraw => [
                t!(lang, "ending-hint-two-kings"),
                t!(lang, "ending-hint-two-kings-2"),
            ],
            Kind::Catch if self.road_cut => [
                t!(lang, "ending-hint-catch-road"),
                t!(lang, "ending-hint-catch-road-2"),
            ],
            Kind::Catch => [
                t!(lang, "ending-hint-catch"),
                t!(lang, "ending-hint-catch-2"),
            ],
        }
    }
}

/// A YAML text map of a text in every language, one language a line, indented by `indent`.
fn text_map(indent: &str, text: impl Fn(Lang) -> String) -> String {
    Lang::ALL.iter().fold(String::new(), |mut out, &l| {
        let _ = writeln!(
            out,
            "{indent}{}: \"{}\"",
            l.code(),
            text(l).replace('"', "'")
        );
        out
    })
}

/// The puzzles as a collection file.
pub fn endings_yaml(variant: Variant, id: &str, prefix: &str, endings: &[Ending]) -> String {
    let title: Vec<String> = Lang::ALL
        .iter()
        .map(|&l| format!("{}: {}", l.code(), t!(l, "ending-collection-title")))
        .collect();
    let mut out = format!(
        "format: 1\nid: {id}\ntitle: {{{}}}\nvariant: {}\n\
         # Kings-only endings chosen by the endgame table (shashki puzzles endings).\npuzzles:\n",
        title.join(", "),
        variant.name()
    );
    for (i, e) in endings.iter().enumerate() {
        let line: Vec<String> = e.solution.iter().map(|m| full_text(variant, m)).collect();
        let _ = write!(
            out,
            "  - id: {prefix}-{:03}\n    fen: \"{}\"\n    goal: {}\n    solution: {}\n    hints:\n",
            i + 1,
            e.position.to_fen(),
            e.goal().name(),
            line.join(" "),
        );
        for n in 0..2 {
            let first = text_map("        ", |l| e.hints(l)[n].clone());
            let _ = write!(out, "      - {}", first.trim_start());
        }
        let _ = write!(
            out,
            "    explain:\n{}    themes: [{}]\n    rating: {}\n    source: \"kings-only ending chosen by the endgame table\"\n",
            text_map("      ", |l| e.explain(l)),
            e.themes(),
            e.rating(),
        );
    }
    out
}
