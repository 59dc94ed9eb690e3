//! Rule questions a teacher asks about a position beyond "which moves are legal": could a
//! piece step if captures were not compulsory, and which captures does the rule on choosing
//! a capture forbid. Answered by the move generator itself, for every variant.

use super::geometry::Square;
use super::movegen;
use super::moves::{Move, MovePath};
use super::position::Position;

/// Whether the piece on `sq` (of either side) could make a quiet step were captures not
/// compulsory: a man one square forward, a king one square any way, onto an empty square.
/// False on an empty square.
pub fn can_step(pos: &Position, sq: Square) -> bool {
    let Some(piece) = pos.piece_at(sq) else {
        return false;
    };
    let mut steps: Vec<Move> = Vec::new();
    movegen::any_quiet(&pos.with_turn(piece.color), &mut steps);
    steps.iter().any(|m| m.from == sq)
}

/// The complete captures of the side to move that the rules forbid only because another
/// capture must be chosen: under the majority rule (Brazilian, International and its
/// giveaway), those that take fewer pieces than the most; none where any capture may be
/// chosen (Russian, English, giveaway). One route per distinct move.
pub fn forbidden_captures(pos: &Position) -> Vec<MovePath> {
    if !pos.variant().rules().majority_capture {
        return Vec::new();
    }
    let mut every: Vec<MovePath> = Vec::new();
    movegen::any_capture(pos, &mut every);
    let legal = pos.legal_moves();
    every.retain(|p| !legal.contains(&p.mv));
    every
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::rng::Rng;
    use crate::rules::{
        Direction, Illegal, Promotion, Role, Variant, explain, parse_square, resolve_route,
        square_name,
    };

    fn sq(variant: Variant, name: &str) -> Square {
        parse_square(variant, name).unwrap()
    }

    fn pos(variant: Variant, fen: &str) -> Position {
        Position::from_fen(variant, fen).unwrap()
    }

    /// The forbidden captures as "from:to x taken", sorted, for comparing with a hand count.
    fn written(pos: &Position) -> Vec<String> {
        let v = pos.variant();
        let mut out: Vec<String> = forbidden_captures(pos)
            .iter()
            .map(|p| {
                let route: Vec<String> = p.squares().map(|s| square_name(v, s)).collect();
                format!("{} x{}", route.join(":"), p.mv.capture_count())
            })
            .collect();
        out.sort();
        out
    }

    #[test]
    fn men_step_forward_onto_empty_squares_and_kings_any_way() {
        let v = Variant::Russian;
        let start = Position::start(v);
        // White's a1 is hemmed in by b2; c3 has d4 and b4 free; Black's f6 steps down.
        assert!(!can_step(&start, sq(v, "a1")));
        assert!(can_step(&start, sq(v, "c3")));
        assert!(can_step(&start, sq(v, "f6")));
        assert!(!can_step(&start, sq(v, "h8")));
        assert!(!can_step(&start, sq(v, "d4")), "an empty square");
        // A man with only the squares behind it free cannot step; a king there can.
        let man = pos(v, "W:Wc5:Bb6,d6,h8");
        assert!(!can_step(&man, sq(v, "c5")));
        let king = pos(v, "W:WKc5:Bb6,d6,h8");
        assert!(can_step(&king, sq(v, "c5")));
        // A capture being compulsory does not matter.
        let capture = pos(v, "W:Wc3,g3:Bd4,h8");
        assert!(capture.has_capture() && can_step(&capture, sq(v, "g3")));
        // English: Black moves first and down; numbers name the squares.
        let e = Variant::English;
        let english = pos(e, "B:W21,22:B9,K30");
        assert!(can_step(&english, sq(e, "9")));
        assert!(can_step(&english, sq(e, "30")), "a king steps backward");
        assert!(can_step(&english, sq(e, "21")));
    }

    #[test]
    fn the_majority_rule_forbids_the_smaller_captures() {
        // e3 may take d4 alone (to c5) or f4 and f6 (to g5, then e7).
        let fen = "W:We3,a1:Bd4,f4,f6,h8";
        assert_eq!(written(&pos(Variant::Brazilian, fen)), ["e3:c5 x1"]);
        // Russian and giveaway: any capture may be chosen.
        assert!(written(&pos(Variant::Russian, fen)).is_empty());
        assert!(written(&pos(Variant::Giveaway, fen)).is_empty());
        // International: 32 (d4) takes 27 alone (to 21), or 28 and 19 (to 23, then 14).
        let fen = "W:W32,46:B27,28,19,5";
        assert_eq!(written(&pos(Variant::International, fen)), ["32:21 x1"]);
        assert_eq!(
            written(&pos(Variant::GiveawayInternational, fen)),
            ["32:21 x1"]
        );
        // Two captures of the same size: nothing is forbidden.
        assert!(written(&pos(Variant::Brazilian, "W:We3,a1:Bd4,f4,h8")).is_empty());
        // No capture at all.
        assert!(forbidden_captures(&Position::start(Variant::International)).is_empty());
        // English has no majority rule.
        assert!(written(&pos(Variant::English, "B:W18,19,27:B14,1")).is_empty());
    }

    #[test]
    fn a_king_counts_as_one_piece() {
        // Brazilian: e3 takes the king on d4 alone, or two men (f4, f6).
        let p = pos(Variant::Brazilian, "W:We3,a1:BKd4,f4,f6,h8");
        assert_eq!(written(&p), ["e3:c5 x1"]);
    }

    /// The trainer's first answer to "could this piece step": each direction looked at by hand.
    fn could_step_by_hand(pos: &Position, sq: Square) -> bool {
        let Some(piece) = pos.piece_at(sq) else {
            return false;
        };
        let board = pos.board();
        Direction::ALL.into_iter().any(|d| {
            (piece.role == Role::King || d.is_forward(piece.color))
                && board
                    .step(sq, d)
                    .is_some_and(|s| !pos.occupied().contains(s))
        })
    }

    /// The trainer's first answer to "does the piece on `at` have a capture, the majority
    /// rule aside": every first leg tried through `explain`.
    fn captures_from_by_hand(pos: &Position, at: Square) -> bool {
        if pos
            .legal_move_paths()
            .iter()
            .any(|p| p.mv.from == at && p.mv.is_capture())
        {
            return true;
        }
        if !pos.variant().rules().majority_capture || !pos.has_capture() {
            return false;
        }
        let board = pos.board();
        Direction::ALL.into_iter().any(|d| {
            board.ray(at, d).any(|x| {
                matches!(
                    explain(pos, &[at, x]),
                    Some(
                        Illegal::MustTakeMost { .. }
                            | Illegal::CaptureNotFinished(_)
                            | Illegal::KingMustStop(_)
                    )
                )
            })
        })
    }

    /// The trainer's first answer to "how many pieces does each complete capture take":
    /// every route walked through `explain`.
    fn capture_sizes_by_hand(pos: &Position) -> BTreeSet<u32> {
        fn walk(pos: &Position, route: &mut Vec<Square>, sizes: &mut BTreeSet<u32>) {
            let board = pos.board();
            let last = route[route.len() - 1];
            let king = pos.kings().contains(route[0]);
            for d in Direction::ALL {
                let targets: Vec<Square> = if king {
                    board.ray(last, d).collect()
                } else {
                    board.ray(last, d).nth(1).into_iter().collect()
                };
                for x in targets {
                    route.push(x);
                    match explain(pos, route) {
                        None => {
                            if let Ok(p) = resolve_route(pos, route) {
                                sizes.insert(p.mv.capture_count());
                            }
                        }
                        Some(Illegal::MustTakeMost { taken, .. }) => {
                            sizes.insert(taken);
                        }
                        Some(Illegal::CaptureNotFinished(_)) if route.len() < 16 => {
                            walk(pos, route, sizes);
                        }
                        _ => {}
                    }
                    route.pop();
                }
            }
        }
        let mut sizes = BTreeSet::new();
        for sq in pos.pieces(pos.turn()).squares() {
            walk(pos, &mut vec![sq], &mut sizes);
        }
        sizes
    }

    /// Positions of random games in every variant, seeded.
    fn playout_positions() -> Vec<Position> {
        let mut rng = Rng::new(33);
        let mut out = Vec::new();
        for variant in Variant::ALL {
            for _ in 0..40 {
                let mut p = Position::start(variant);
                for _ in 0..160 {
                    let moves = p.legal_moves();
                    let Some(mv) = rng.pick(&moves) else { break };
                    p = p.play_unchecked(mv);
                    out.push(p);
                }
            }
        }
        out
    }

    #[test]
    fn the_queries_agree_with_the_answers_found_by_hand_in_random_games() {
        let (mut forbidding, mut capturing, mut sized) = (0, 0, 0);
        for p in playout_positions() {
            let fen = p.to_fen();
            for (s, _) in p.pieces_on_board() {
                assert_eq!(can_step(&p, s), could_step_by_hand(&p, s), "{fen} {s:?}");
            }
            if !p.has_capture() {
                assert!(forbidden_captures(&p).is_empty(), "{fen}");
                continue;
            }
            capturing += 1;
            let legal = p.legal_move_paths();
            let forbidden = forbidden_captures(&p);
            forbidding += usize::from(!forbidden.is_empty());
            let max = legal.iter().map(|l| l.mv.capture_count()).max();
            for f in &forbidden {
                assert!(Some(f.mv.capture_count()) < max, "{fen}");
            }
            for s in p.pieces(p.turn()).squares() {
                let any = legal.iter().chain(&forbidden).any(|m| m.mv.from == s);
                assert_eq!(any, captures_from_by_hand(&p, s), "{fen} {s:?}");
            }
            let sizes: BTreeSet<u32> = legal
                .iter()
                .chain(&forbidden)
                .map(|m| m.mv.capture_count())
                .collect();
            let by_hand = capture_sizes_by_hand(&p);
            assert!(by_hand.is_subset(&sizes), "{fen}");
            // The walk by hand misses a capture only where `explain` reads its route as a
            // shorter way of writing another capture (25:14:23:34 for 25:14:3:12:23:34), or
            // where a man crowned mid-capture goes on as a flying king (the walk follows it
            // one square at a time).
            let crowned_goes_on = p.variant().rules().promotion == Promotion::ContinuesAsKing
                && legal.iter().any(|m| m.mv.promotes);
            for &missed in sizes.difference(&by_hand) {
                let read_as_another = legal.iter().chain(&forbidden).any(|m| {
                    let route: Vec<Square> = m.squares().collect();
                    m.mv.capture_count() == missed
                        && explain(&p, &route).is_none()
                        && resolve_route(&p, &route).ok().map(|r| r.mv) != Some(m.mv)
                });
                assert!(read_as_another || crowned_goes_on, "{fen} {missed}");
            }
            sized += 1;
        }
        // The games hold enough of both to mean something.
        assert!(capturing > 1000, "{capturing}");
        assert!(forbidding > 50, "{forbidding}");
        assert!(sized > 1000, "{sized}");
    }
}
