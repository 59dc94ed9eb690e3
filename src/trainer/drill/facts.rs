//! What the rules engine says about a drill question: whether (rule, position, focus) is a
//! sound question, its answer, and the engine's words for a wrong one.

use std::collections::BTreeSet;

use crate::content::Rule;
use crate::rules::{
    Illegal, MovePath, Piece, Position, Role, Square, can_step, explain, forbidden_captures,
};

/// What a man does when its capture reaches the last row: the three choices of a crowning
/// question, in their order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Crowned {
    /// It is crowned and goes on taking as a king (Russian).
    GoesOnAsKing,
    /// It goes on taking as a man and stays one (International, Brazilian).
    GoesOnAsMan,
    /// It is crowned and the move ends.
    Ends,
}

/// What the engine says about a question: its answer and the words for a wrong one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Facts {
    MustCapture {
        piece: Square,
        captures: Vec<MovePath>,
    },
    FinishCapture {
        piece: Square,
        moves: Vec<MovePath>,
    },
    KingStop {
        king: Square,
        target: Square,
        going_on: Vec<Square>,
        dead: Vec<Square>,
        /// The engine's words for stopping on a dead square.
        words: Illegal,
    },
    TurkishStrike {
        path: MovePath,
        taken: Vec<Square>,
        blockers: Vec<Square>,
    },
    Crowning {
        man: Square,
        at: Square,
        outcome: Crowned,
    },
    QuietOrStriking {
        captures: Vec<MovePath>,
    },
    TakeMost {
        moves: Vec<MovePath>,
        sizes: BTreeSet<u32>,
    },
    KingFlies {
        king: Square,
        target: Square,
        yes: bool,
        blocker: Option<Square>,
    },
    CaptureBack {
        man: Square,
        enemy: Square,
        land: Square,
        yes: bool,
        /// The engine's words for the backward capture, when it is not allowed.
        words: Option<Illegal>,
        /// The man has more than one capture, or one of several pieces.
        busy: bool,
    },
}

/// The position with the piece of the side to move on `from` standing on `at` as a king,
/// `gone` taken off, and `blocking` (pieces taken so far, which stay on the board until the
/// move ends and cannot be jumped again) shown as pieces of the mover, which block the same
/// way. None when that is more pieces than a side may have.
fn after_jumps(
    pos: &Position,
    from: Square,
    at: Square,
    gone: &[Square],
    blocking: &[Square],
) -> Option<Position> {
    let mover = pos.turn();
    let king = Piece {
        color: mover,
        role: Role::King,
    };
    let pieces = pos
        .pieces_on_board()
        .filter(|(s, _)| *s != from && !gone.contains(s))
        .map(|(s, p)| {
            if blocking.contains(&s) {
                (s, king)
            } else {
                (s, p)
            }
        })
        .chain(std::iter::once((at, king)));
    Position::new(pos.variant(), mover, pieces).ok()
}

/// Whether the piece on `at` has a capture in `pos`: a legal one, or, under the majority rule,
/// one the rules refuse only because another capture takes more.
fn captures_from(pos: &Position, at: Square) -> bool {
    pos.legal_move_paths()
        .iter()
        .chain(&forbidden_captures(pos))
        .any(|p| p.mv.from == at && p.mv.is_capture())
}

/// The sizes of every complete capture of `pos`, the majority rule aside.
fn complete_capture_sizes(pos: &Position) -> BTreeSet<u32> {
    pos.legal_move_paths()
        .iter()
        .chain(&forbidden_captures(pos))
        .filter(|p| p.mv.is_capture())
        .map(|p| p.mv.capture_count())
        .collect()
}

/// What the engine says about `focus` in `pos` as a question of `rule`, if it is a sound one.
pub(super) fn facts(rule: Rule, pos: &Position, focus: &[Square]) -> Option<Facts> {
    let legal = pos.legal_move_paths();
    if legal.is_empty() {
        return None;
    }
    let board = pos.board();
    let own = pos.pieces(pos.turn());
    let captures: Vec<MovePath> = legal
        .iter()
        .filter(|p| p.mv.is_capture())
        .cloned()
        .collect();
    match rule {
        Rule::MustCapture => {
            let pieces: BTreeSet<Square> = captures.iter().map(|p| p.mv.from).collect();
            let [piece] = pieces.into_iter().collect::<Vec<_>>()[..] else {
                return None;
            };
            let others_step = own.squares().any(|s| s != piece && can_step(pos, s));
            (focus.is_empty() && others_step).then_some(Facts::MustCapture { piece, captures })
        }
        Rule::FinishCapture => {
            let [piece] = focus[..] else { return None };
            let moves: Vec<MovePath> = legal
                .iter()
                .filter(|p| p.mv.from == piece)
                .cloned()
                .collect();
            let long = !moves.is_empty() && moves.iter().all(|p| p.mv.capture_count() >= 2);
            long.then_some(Facts::FinishCapture { piece, moves })
        }
        Rule::KingStop => {
            let [king, target] = focus[..] else {
                return None;
            };
            if !pos.kings_of(pos.turn()).contains(king)
                || !pos.pieces(pos.turn().opponent()).contains(target)
            {
                return None;
            }
            let (dir, _) = board.direction_between(king, target)?;
            if board
                .between(king, target)
                .iter()
                .any(|s| pos.occupied().contains(*s))
            {
                return None;
            }
            let landings: Vec<Square> = board
                .ray(target, dir)
                .take_while(|s| !pos.occupied().contains(*s))
                .collect();
            let routes = pos.legal_routes();
            let through = |s: Square| {
                routes.iter().any(|p| {
                    p.mv.from == king
                        && p.captured_in_order(board).first() == Some(&target)
                        && p.stops(board).contains(&(s, 1))
                })
            };
            let (mut going_on, mut dead, mut words) = (Vec::new(), Vec::new(), None);
            for &s in &landings {
                match explain(pos, &[king, s]) {
                    Some(Illegal::CaptureNotFinished(_)) if through(s) => going_on.push(s),
                    Some(w @ Illegal::KingMustStop(_)) => {
                        dead.push(s);
                        words = Some(w);
                    }
                    _ => return None,
                }
            }
            let words = words?;
            (!going_on.is_empty()).then_some(Facts::KingStop {
                king,
                target,
                going_on,
                dead,
                words,
            })
        }
        Rule::TurkishStrike => {
            let path = pos
                .legal_routes()
                .into_iter()
                .find(|p| p.squares().eq(focus.iter().copied()))?;
            if !pos.kings().contains(path.mv.from) || path.mv.capture_count() < 2 {
                return None;
            }
            let taken = path.captured_in_order(board);
            let end = path.mv.to;
            // A taken piece stops the king if, without it, the king could take on from the end.
            let blockers: Vec<Square> = taken
                .iter()
                .copied()
                .filter(|&c| {
                    let others: Vec<Square> = taken.iter().copied().filter(|&o| o != c).collect();
                    after_jumps(pos, path.mv.from, end, &[c], &others)
                        .is_some_and(|q| captures_from(&q, end))
                })
                .collect();
            let sound = !blockers.is_empty() && blockers.len() < taken.len();
            sound.then_some(Facts::TurkishStrike {
                path,
                taken,
                blockers,
            })
        }
        Rule::Crowning => {
            let (&man, &at) = focus.first().zip(focus.last())?;
            if !pos.men(pos.turn()).contains(man)
                || !board.crowning_row(pos.turn()).contains(at)
                || focus.len() < 2
                || focus[..focus.len() - 1]
                    .iter()
                    .any(|s| board.crowning_row(pos.turn()).contains(*s))
            {
                return None;
            }
            let n = focus.len();
            let fitting: Vec<MovePath> = pos
                .legal_routes()
                .into_iter()
                .filter(|p| p.squares().take(n).eq(focus.iter().copied()))
                .collect();
            if fitting.is_empty() {
                return None;
            }
            let ends_here = fitting.iter().all(|p| p.landings.len() + 1 == n);
            let goes_on = fitting.iter().all(|p| p.landings.len() + 1 > n);
            let crown = board.crowning_row(pos.turn());
            let outcome = if ends_here {
                // The move ends here: a question only if a king could have taken on.
                let first = &fitting[0];
                let taken: Vec<Square> = first.captured_in_order(board);
                let q = after_jumps(pos, man, at, &[], &taken)?;
                (first.mv.promotes && captures_from(&q, at)).then_some(Crowned::Ends)?
            } else if goes_on
                && fitting
                    .iter()
                    .all(|p| p.mv.promotes && !crown.contains(p.mv.to))
            {
                Crowned::GoesOnAsKing
            } else if goes_on && fitting.iter().all(|p| !p.mv.promotes) {
                Crowned::GoesOnAsMan
            } else {
                return None;
            };
            Some(Facts::Crowning { man, at, outcome })
        }
        Rule::QuietOrStriking => focus
            .is_empty()
            .then_some(Facts::QuietOrStriking { captures }),
        Rule::TakeMost => {
            let max = legal.iter().map(|p| p.mv.capture_count()).max()?;
            if !focus.is_empty() || max < 2 {
                return None;
            }
            let sizes = complete_capture_sizes(pos);
            (sizes.len() >= 2 && sizes.last() == Some(&max)).then_some(Facts::TakeMost {
                moves: legal,
                sizes,
            })
        }
        Rule::KingFlies => {
            let [king, target] = focus[..] else {
                return None;
            };
            let (_, dist) = board.direction_between(king, target)?;
            let short = !pos.variant().rules().flying_kings;
            if !pos.kings_of(pos.turn()).contains(king)
                || pos.occupied().contains(target)
                || !captures.is_empty()
                || dist < if short { 1 } else { 2 }
            {
                return None;
            }
            let yes = legal.iter().any(|p| p.mv.from == king && p.mv.to == target);
            let blocker = board
                .between(king, target)
                .into_iter()
                .find(|s| pos.occupied().contains(*s));
            (yes || blocker.is_some() || short).then_some(Facts::KingFlies {
                king,
                target,
                yes,
                blocker,
            })
        }
        Rule::CaptureBack => {
            let [man, enemy] = focus[..] else {
                return None;
            };
            if !pos.men(pos.turn()).contains(man)
                || !pos.pieces(pos.turn().opponent()).contains(enemy)
            {
                return None;
            }
            let (dir, 1) = board.direction_between(man, enemy)? else {
                return None;
            };
            let land = board.step(enemy, dir)?;
            if dir.is_forward(pos.turn()) || pos.occupied().contains(land) {
                return None;
            }
            let yes = pos.legal_routes().iter().any(|p| {
                p.mv.from == man
                    && p.landings.first() == Some(&land)
                    && p.captured_in_order(board).first() == Some(&enemy)
            });
            let words = if yes {
                None
            } else {
                match explain(pos, &[man, land]) {
                    Some(w @ (Illegal::ManCapturesForwardOnly | Illegal::MustTakeMost { .. })) => {
                        Some(w)
                    }
                    _ => return None,
                }
            };
            let mine: Vec<&MovePath> = captures.iter().filter(|p| p.mv.from == man).collect();
            let busy = mine.len() > 1 || mine.iter().any(|p| p.mv.capture_count() > 1);
            Some(Facts::CaptureBack {
                man,
                enemy,
                land,
                yes,
                words,
                busy,
            })
        }
    }
}
