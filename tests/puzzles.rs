//! The built-in puzzle bank, re-checked rule by rule with code of its own (none of the
//! miner's): the rules of `puzzles/README.md` for the mined collections. The cheap rules are
//! checked on every puzzle; the engine's (undecided before, one key move) on a sample, so the
//! test stays quick.

use std::collections::{HashMap, HashSet};

use shashki::Lang;
use shashki::content::{Puzzle, load_puzzles};
use shashki::engine::{Goal, Limits, ProveLimit, Searcher, prove};
use shashki::rules::{
    Bitboard, MovePath, Piece, Position, Promotion, Variant, full_text, square_name,
};

/// The mined collections (the traps are written by hand, from the reference texts).
const MINED: [&str; 4] = [
    "russian-mined",
    "brazilian-mined",
    "international-mined",
    "english-mined",
];

fn mined() -> Vec<Puzzle> {
    let (puzzles, broken) = load_puzzles(None);
    assert!(broken.is_empty(), "{broken:?}");
    puzzles
        .into_iter()
        .filter(|p| MINED.iter().any(|m| p.collection.starts_with(m)))
        .collect()
}

/// Every `step`-th puzzle of each variant.
fn sample(puzzles: &[Puzzle], step: usize) -> Vec<&Puzzle> {
    let mut seen: HashMap<Variant, usize> = HashMap::new();
    puzzles
        .iter()
        .filter(|p| {
            let n = seen.entry(p.variant()).or_default();
            *n += 1;
            (*n - 1).is_multiple_of(step)
        })
        .collect()
}

/// One ply of a solution: the position before it, the move, and whether the solver made it.
struct Ply {
    before: Position,
    path: MovePath,
    solver: bool,
}

fn plies(p: &Puzzle) -> (Vec<Ply>, Position) {
    let mut pos = p.position;
    let mut out = Vec::new();
    for path in &p.solution {
        out.push(Ply {
            before: pos,
            path: path.clone(),
            solver: pos.turn() == p.position.turn(),
        });
        pos = pos.play(&path.mv).expect("the solution is legal");
    }
    (out, pos)
}

/// A position turned half round with the colours (and the side to move) swapped: the same
/// position seen by the other side. On these boards it is the only mirror image: a left-right
/// mirror puts the pieces on light squares.
fn turned(pos: &Position) -> Position {
    let board = pos.board();
    let width = board.width();
    let pieces = pos.pieces_on_board().map(|(sq, piece)| {
        let c = board.coord(sq).expect("on the board");
        let back = shashki::rules::Coord {
            file: width - 1 - c.file,
            rank: width - 1 - c.rank,
        };
        let sq = board
            .square_at(back)
            .expect("dark squares turn to dark squares");
        (
            sq,
            Piece {
                color: piece.color.opponent(),
                role: piece.role,
            },
        )
    });
    Position::new(pos.variant(), pos.turn().opponent(), pieces).expect("a turned position")
}

/// A key shared by a position and its turned image (of the same variant: Russian and
/// Brazilian positions may look alike and still be different puzzles).
fn key(pos: &Position) -> String {
    let a = pos.to_fen();
    let b = turned(pos).to_fen();
    format!("{} {}", pos.variant().name(), a.min(b))
}

fn count(b: Bitboard) -> u32 {
    b.count()
}

#[test]
fn every_mined_puzzle_is_explained_with_hints_that_keep_the_move_secret() {
    let puzzles = mined();
    assert!(!puzzles.is_empty());
    for p in &puzzles {
        let explain = p.explain.as_ref().unwrap_or_else(|| panic!("{}", p.id));
        assert!(!p.hints.is_empty(), "{}: no hint", p.id);
        let variant = p.variant();
        let key = &p.solution[0];
        let key_text = full_text(variant, key);
        let from = square_name(variant, key.mv.from);
        for lang in Lang::ALL {
            let text = explain.get(lang);
            assert!(explain.has(lang) && text.len() > 10, "{}: {lang:?}", p.id);
            let words: Vec<&str> = text
                .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == ':' || c == 'x'))
                .collect();
            // It names the squares: at least one word is a square of the board.
            let names: HashSet<String> = p
                .position
                .board()
                .squares()
                .map(|s| square_name(variant, s))
                .collect();
            assert!(
                words
                    .iter()
                    .any(|w| names.contains(*w)
                        || w.split([':', '-', 'x']).any(|s| names.contains(s))),
                "{}: the explanation names no square: {text}",
                p.id
            );
            for hint in &p.hints {
                assert!(hint.has(lang), "{}: a hint lacks {lang:?}", p.id);
                let tokens: Vec<&str> = hint
                    .get(lang)
                    .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == ':' || c == 'x'))
                    .collect();
                assert!(
                    !tokens.contains(&key_text.as_str()) && !tokens.contains(&from.as_str()),
                    "{}: a hint gives the move away: {}",
                    p.id,
                    hint.get(lang)
                );
            }
        }
    }
}

#[test]
fn key_moves_are_decisions_and_which_capture_puzzles_are_few() {
    let puzzles = mined();
    let mut choices: HashMap<Variant, usize> = HashMap::new();
    for p in &puzzles {
        let legal = p.position.legal_moves();
        assert!(legal.len() >= 2, "{}: the only legal move", p.id);
        let key = &p.solution[0].mv;
        if key.is_capture() {
            // Captures are compulsory, so two legal moves are two captures.
            assert!(
                p.themes.iter().any(|t| t == "capture-choice"),
                "{}: a capture as key move is a 'which capture?' puzzle",
                p.id
            );
            *choices.entry(p.variant()).or_default() += 1;
        } else {
            assert!(!p.themes.iter().any(|t| t == "capture-choice"), "{}", p.id);
        }
    }
    for (variant, n) in choices {
        assert!(n <= 10, "{variant}: {n} 'which capture?' puzzles");
    }
}

#[test]
fn no_puzzle_starts_inside_another_and_no_two_end_alike() {
    let puzzles = mined();
    let mut wrong = Vec::new();
    let mut starts: HashMap<String, &str> = HashMap::new();
    for p in &puzzles {
        if let Some(other) = starts.insert(key(&p.position), &p.id) {
            wrong.push(format!("{} starts like {other} (or its mirror)", p.id));
        }
    }
    let mut ends: HashMap<String, &str> = HashMap::new();
    for p in &puzzles {
        let (line, end) = plies(p);
        for ply in line.iter().skip(1) {
            if let Some(other) = starts.get(&key(&ply.before)) {
                wrong.push(format!("{other} starts inside the solution of {}", p.id));
            }
        }
        if let Some(other) = starts.get(&key(&end)) {
            wrong.push(format!("{other} starts where {} ends", p.id));
        }
        if let Some(other) = ends.insert(key(&end), &p.id) {
            wrong.push(format!(
                "{} and {other} end in the same position (or its mirror)",
                p.id
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Whether the line shows the theme, as `puzzles/README.md` describes it.
fn visible(p: &Puzzle, theme: &str) -> bool {
    let (line, end) = plies(p);
    let solver = p.position.turn();
    let defender = solver.opponent();
    let taken = |by_solver: bool, upto: usize| -> u32 {
        line[..upto]
            .iter()
            .filter(|q| q.solver == by_solver)
            .map(|q| count(q.path.mv.captured))
            .sum()
    };
    let quiet = |i: usize| !line[i].path.mv.is_capture();
    match theme {
        "sacrifice" => {
            let Some(reply) = line.get(1) else {
                return false;
            };
            let before = p.position.with_turn(defender);
            quiet(0)
                && reply.path.mv.is_capture()
                && (reply.path.mv.captured.contains(line[0].path.mv.to)
                    || !before.legal_moves().contains(&reply.path.mv))
        }
        "shot" => (0..line.len()).any(|j| {
            line[j].solver
                && count(line[j].path.mv.captured) >= 2
                && taken(false, j) > 0
                && taken(true, line.len()) > taken(false, line.len())
        }),
        "breakthrough" => {
            // Follow the man that crowns last to the end of the line: still a king there, and
            // not one the opponent can take at once.
            let Some(c) = (0..line.len())
                .rev()
                .find(|&i| line[i].solver && line[i].path.mv.promotes)
            else {
                return false;
            };
            let mut at = line[c].path.mv.to;
            for q in &line[c + 1..] {
                if q.solver && q.path.mv.from == at {
                    at = q.path.mv.to;
                } else if !q.solver && q.path.mv.captured.contains(at) {
                    return false;
                }
            }
            end.kings_of(solver).contains(at)
                && (end.turn() == solver
                    || !end.legal_moves().iter().any(|m| m.captured.contains(at)))
        }
        "lock" => {
            let blocked = p.goal == Goal::Win
                && end.turn() == defender
                && end.legal_moves().is_empty()
                && !end.pieces(defender).is_empty();
            let squeezed = (1..line.len()).any(|i| {
                let pos = &line[i].before;
                let moves = pos.legal_moves();
                !line[i].solver
                    && !moves.is_empty()
                    && !pos.with_turn(solver).has_capture()
                    && moves
                        .iter()
                        .all(|m| !m.is_capture() && pos.play_unchecked(m).has_capture())
            });
            blocked || squeezed
        }
        "double-strike" => (0..line.len().saturating_sub(2)).any(|i| {
            if !line[i].solver || !quiet(i) || !quiet(i + 1) || quiet(i + 2) {
                return false;
            }
            // After the quiet move, two captures of different pieces are threatened.
            let threats: Vec<_> = line[i + 1]
                .before
                .with_turn(solver)
                .legal_moves()
                .into_iter()
                .filter(shashki::rules::Move::is_capture)
                .collect();
            threats.iter().enumerate().any(|(j, a)| {
                threats[j + 1..]
                    .iter()
                    .any(|b| (a.captured & b.captured).is_empty())
            })
        }),
        "turkish-strike" => (0..line.len()).any(|i| {
            let q = &line[i];
            if q.solver || !q.path.mv.is_capture() || q.path.mv.promotes {
                return false;
            }
            let after = q.before.play_unchecked(&q.path.mv).with_turn(defender);
            let could_go_on = after
                .legal_moves()
                .iter()
                .any(|m| m.from == q.path.mv.to && m.is_capture());
            could_go_on
                && line[i + 1..]
                    .iter()
                    .any(|r| r.solver && r.path.mv.captured.contains(q.path.mv.to))
        }),
        "crowning-capture" => {
            p.variant().rules().promotion == Promotion::ContinuesAsKing
                && line.iter().any(|q| {
                    let row = p.position.board().crowning_row(solver);
                    q.solver
                        && q.path.mv.is_capture()
                        && !q.before.kings().contains(q.path.mv.from)
                        && q.path.landings[..q.path.landings.len() - 1]
                            .iter()
                            .any(|s| row.contains(*s))
                })
        }
        "king-hunt" => line
            .iter()
            .any(|q| q.solver && !(q.path.mv.captured & q.before.kings_of(defender)).is_empty()),
        "endgame" => count(p.position.occupied()) <= 8 && !p.position.kings().is_empty(),
        "capture-choice" => line[0].path.mv.is_capture() && p.position.legal_moves().len() >= 2,
        other => panic!("{}: theme {other} is not one the miner gives", p.id),
    }
}

#[test]
fn every_theme_happens_in_the_line() {
    let mut wrong = Vec::new();
    for p in &mined() {
        assert!(!p.themes.is_empty(), "{}: no theme", p.id);
        for theme in p.themes.iter().filter(|t| !visible(p, t)) {
            wrong.push(format!("{}: {theme} is not seen in the line", p.id));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// The engine's score for the side to move, from its own search.
fn score(pos: &Position) -> i32 {
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    Searcher::new(14).search(pos, &[], limits).score
}

#[test]
fn a_sample_is_undecided_before_and_has_one_key_move() {
    let puzzles = mined();
    for p in sample(&puzzles, 20) {
        let key = &p.solution[0].mv;
        // Without the idea the game is about level: no other move is worth much.
        let without = p
            .position
            .legal_moves()
            .iter()
            .filter(|m| *m != key)
            .map(|m| -score(&p.position.play_unchecked(m)))
            .max()
            .expect("two legal moves");
        assert!(
            without.abs() <= 200,
            "{}: decided before the key move ({without})",
            p.id
        );
        // Exactly one first move (or one and those accepted beside it) reaches the goal.
        let proof = prove(
            &p.position,
            p.goal,
            ProveLimit {
                depth: p.solution.len() as u32,
                nodes: 2_000_000,
            },
        );
        assert!(proof.complete, "{}", p.id);
        let mut firsts: Vec<_> = proof.proven.iter().map(|m| m.line[0].mv).collect();
        firsts.sort_by_key(|m| (m.from.index(), m.to.index(), m.captured.0));
        firsts.dedup();
        assert!(firsts.contains(key), "{}: the key move is not proven", p.id);
        assert_eq!(
            firsts.len(),
            1 + p.also.len(),
            "{}: more than one first move reaches the goal",
            p.id
        );
    }
}
