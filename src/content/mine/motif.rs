//! Reading a solution line: what each move does, what kind of decision the key move is, and
//! which motifs (themes) happen in the line. The miner keeps a puzzle only when at least one
//! motif is seen, and the explanation is built from what is found here.

use crate::engine::Goal;
use crate::rules::{Bitboard, Color, MovePath, Position, Promotion, Square};

/// One ply of the line.
#[derive(Clone, Debug)]
pub struct Ply {
    /// The position before the move.
    pub before: Position,
    /// The move.
    pub path: MovePath,
    /// Whether the solver makes it.
    pub solver: bool,
    /// How many legal moves there were.
    pub legal: usize,
}

impl Ply {
    /// Whether the move captures.
    pub fn capture(&self) -> bool {
        self.path.mv.is_capture()
    }

    /// Whether the moving piece is a king.
    pub fn by_king(&self) -> bool {
        self.before.kings().contains(self.path.mv.from)
    }
}

/// What kind of decision the key move is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyKind {
    /// A quiet move that offers a piece the opponent must take.
    Sacrifice,
    /// A quiet move after which the opponent need not capture.
    Quiet,
    /// One of several captures.
    Capture,
}

/// A solution line, read ply by ply.
#[derive(Clone, Debug)]
pub struct Line {
    /// The puzzle's position.
    pub start: Position,
    /// The plies, key move first.
    pub plies: Vec<Ply>,
    /// The position after the line.
    pub end: Position,
}

/// Two threats made by one quiet move: the first pieces each capture would take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DoubleStrike {
    /// The ply of the quiet move.
    pub at: usize,
    /// The threatened pieces.
    pub targets: [Square; 2],
}

impl Line {
    /// Reads `moves` played from `start` (each legal in turn).
    pub fn new(start: &Position, moves: &[MovePath]) -> Line {
        let solver = start.turn();
        let mut pos = *start;
        let mut plies = Vec::with_capacity(moves.len());
        for path in moves {
            plies.push(Ply {
                before: pos,
                path: path.clone(),
                solver: pos.turn() == solver,
                legal: pos.legal_moves().len(),
            });
            pos = pos.play_unchecked(&path.mv);
        }
        Line {
            start: *start,
            plies,
            end: pos,
        }
    }

    /// The side that solves.
    pub fn solver(&self) -> Color {
        self.start.turn()
    }

    /// The key move's kind.
    pub fn key_kind(&self) -> KeyKind {
        if self.plies[0].capture() {
            KeyKind::Capture
        } else if self.key_offers() {
            KeyKind::Sacrifice
        } else {
            KeyKind::Quiet
        }
    }

    /// Whether the defender's reply takes a piece the key move offered: the piece that moved,
    /// or one the defender could not take before the key move.
    pub fn key_offers(&self) -> bool {
        let (Some(key), Some(reply)) = (self.plies.first(), self.plies.get(1)) else {
            return false;
        };
        let before = self.start.with_turn(self.solver().opponent());
        !key.capture()
            && reply.capture()
            && (reply.path.mv.captured.contains(key.path.mv.to)
                || !before.legal_moves().contains(&reply.path.mv))
    }

    /// How many of the defender's replies had a choice (more than one legal move).
    pub fn free_replies(&self) -> usize {
        self.plies
            .iter()
            .filter(|p| !p.solver && p.legal > 1)
            .count()
    }

    /// The first solver capture of two or more pieces made after the defender has taken at
    /// least one of the solver's pieces: the strike of a shot.
    pub fn strike(&self) -> Option<usize> {
        let first_taken = self.plies.iter().position(|p| !p.solver && p.capture())?;
        (first_taken + 1..self.plies.len())
            .find(|&i| self.plies[i].solver && self.plies[i].path.mv.capture_count() >= 2)
    }

    /// Whether the solver takes more pieces in the line than the defender does.
    pub fn wins_back_more(&self) -> bool {
        let taken = |by_solver: bool| -> u32 {
            self.plies
                .iter()
                .filter(|p| p.solver == by_solver)
                .map(|p| p.path.mv.capture_count())
                .sum()
        };
        taken(true) > taken(false)
    }

    /// A quiet solver move after which the solver threatens two captures of different pieces,
    /// the defender's reply is quiet, and the solver captures next.
    pub fn double_strike(&self) -> Option<DoubleStrike> {
        let solver = self.solver();
        (0..self.plies.len().saturating_sub(2))
            .step_by(2)
            .find_map(|i| {
                let (mine, reply, next) = (&self.plies[i], &self.plies[i + 1], &self.plies[i + 2]);
                if mine.capture() || reply.capture() || !next.capture() {
                    return None;
                }
                let threats = reply.before.with_turn(solver).legal_move_paths();
                let board = self.start.board();
                threats.iter().enumerate().find_map(|(j, a)| {
                    threats[j + 1..].iter().find_map(|b| {
                        let disjoint = (a.mv.captured.0 & b.mv.captured.0) == 0;
                        let first = |p: &MovePath| p.captured_in_order(board).first().copied();
                        match (disjoint, first(a), first(b)) {
                            (true, Some(x), Some(y)) => Some(DoubleStrike {
                                at: i,
                                targets: [x, y],
                            }),
                            _ => None,
                        }
                    })
                })
            })
    }

    /// A quiet solver move that threatens nothing, after which every move of the defender
    /// (who has some, none of them a capture) lets the solver capture: the ply of that move.
    pub fn squeeze(&self) -> Option<usize> {
        let solver = self.solver();
        (0..self.plies.len().saturating_sub(2))
            .step_by(2)
            .find(|&i| {
                let (mine, reply, next) = (&self.plies[i], &self.plies[i + 1], &self.plies[i + 2]);
                if mine.capture() || reply.capture() || !next.capture() {
                    return false;
                }
                let after = reply.before;
                if after.with_turn(solver).has_capture() {
                    return false;
                }
                let replies = after.legal_moves();
                !replies.is_empty()
                    && replies
                        .iter()
                        .all(|r| !r.is_capture() && after.play_unchecked(r).has_capture())
            })
    }

    /// Whether the defender is left with pieces but no move at the end (a win by blocking).
    pub fn blocked_at_end(&self, goal: Goal) -> bool {
        let defender = self.solver().opponent();
        goal == Goal::Win
            && self.end.turn() == defender
            && !self.end.pieces(defender).is_empty()
            && self.end.legal_moves().is_empty()
    }

    /// A defender capture stopped by the Turkish rule (the piece could go on capturing had the
    /// pieces it took been lifted at once), the stopped piece then taken by the solver: its
    /// ply.
    pub fn turkish_strike(&self) -> Option<usize> {
        (0..self.plies.len()).find(|&i| {
            let p = &self.plies[i];
            !p.solver
                && p.capture()
                && !p.path.mv.promotes
                && turkish_stopped(&p.before, &p.path)
                && self.plies[i + 1..]
                    .iter()
                    .any(|q| q.solver && q.path.mv.captured.contains(p.path.mv.to))
        })
    }

    /// A solver capture in which a man crowns on the way and goes on as a king (Russian
    /// rules): its ply and the square where it crowned.
    pub fn crowning_capture(&self) -> Option<(usize, Square)> {
        if self.start.variant().rules().promotion != Promotion::ContinuesAsKing {
            return None;
        }
        let crown = self.start.board().crowning_row(self.solver());
        self.plies.iter().enumerate().find_map(|(i, p)| {
            if !p.solver || !p.capture() || p.by_king() {
                return None;
            }
            let landings = &p.path.landings;
            landings[..landings.len() - 1]
                .iter()
                .find(|s| crown.contains(**s))
                .map(|s| (i, *s))
        })
    }

    /// A solver capture that takes a king of the defender's: its ply and the king's square.
    pub fn king_taken(&self) -> Option<(usize, Square)> {
        let defender = self.solver().opponent();
        self.plies.iter().enumerate().find_map(|(i, p)| {
            let taken = Bitboard(p.before.kings_of(defender).0 & p.path.mv.captured.0);
            let first = taken.squares().next();
            first.filter(|_| p.solver).map(|s| (i, s))
        })
    }

    /// The solver's crowning in the line when the new king is still there at the end and the
    /// defender cannot take it at once: its ply and the crowning square.
    pub fn breakthrough(&self) -> Option<(usize, Square)> {
        let (i, p) = self
            .plies
            .iter()
            .enumerate()
            .rev()
            .find(|(_, p)| p.solver && p.path.mv.promotes)?;
        let crown = p.path.mv.to;
        // Follow the new king to the end of the line.
        let mut at = crown;
        for q in &self.plies[i + 1..] {
            if q.solver && q.path.mv.from == at {
                at = q.path.mv.to;
            } else if !q.solver && q.path.mv.captured.contains(at) {
                return None;
            }
        }
        let safe = !self.end.kings_of(self.solver()).is_empty()
            && self.end.kings_of(self.solver()).contains(at)
            && (self.end.turn() == self.solver()
                || !self
                    .end
                    .legal_moves()
                    .iter()
                    .any(|m| m.captured.contains(at)));
        safe.then_some((i, crown))
    }

    /// Where the solver's piece that moves at ply `at` stood at the start (followed back
    /// through its earlier moves).
    pub fn origin(&self, at: usize) -> Square {
        let mut square = self.plies[at].path.mv.from;
        for p in self.plies[..at].iter().rev() {
            if p.solver && p.path.mv.to == square {
                square = p.path.mv.from;
            }
        }
        square
    }

    /// The themes seen in the line (from [`THEMES`](crate::content::THEMES)), most telling
    /// first. `capture-choice` for a key move that is one of several captures.
    pub fn themes(&self, goal: Goal) -> Vec<&'static str> {
        let mut found = Vec::new();
        if self.turkish_strike().is_some() {
            found.push("turkish-strike");
        }
        if self.crowning_capture().is_some() {
            found.push("crowning-capture");
        }
        if self.double_strike().is_some() {
            found.push("double-strike");
        }
        if self.blocked_at_end(goal) || self.squeeze().is_some() {
            found.push("lock");
        }
        if self.strike().is_some() && self.wins_back_more() {
            found.push("shot");
        }
        if self.key_kind() == KeyKind::Sacrifice {
            found.push("sacrifice");
        }
        if self.king_taken().is_some() {
            found.push("king-hunt");
        }
        if self.breakthrough().is_some() {
            found.push("breakthrough");
        }
        if self.is_endgame() {
            found.push("endgame");
        }
        if self.key_kind() == KeyKind::Capture {
            found.push("capture-choice");
        }
        found
    }

    /// Few pieces and at least one king: an endgame.
    pub fn is_endgame(&self) -> bool {
        self.start.occupied().count() <= 6 && !self.start.kings().is_empty()
    }
}

/// Whether the capturing piece could have captured on, had the pieces it jumped been taken
/// off at once: the Turkish rule stopped it.
pub fn turkish_stopped(before: &Position, path: &MovePath) -> bool {
    let after = before.play_unchecked(&path.mv).with_turn(before.turn());
    after
        .legal_moves()
        .iter()
        .any(|m| m.from == path.mv.to && m.is_capture())
}
