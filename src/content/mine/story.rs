//! A mined puzzle's line read as a story: an opening (what the key move does: gives a piece,
//! threatens two captures, ...), a result (the shot, the new king, the caught king, the
//! lock, ...) and the hints that point at them. A line that no story fits has none, and the
//! miner leaves it out rather than explain it badly. `explain` puts a story in words.

use super::motif::{KeyKind, Line, Ply};
use crate::engine::Goal;
use crate::rules::{Color, Square, full_text};

/// Moves fewer than this many plies between the opening and the result are named in the
/// explanation; a longer stretch is not explained.
const MOST_BETWEEN: usize = 4;

/// A piece of the opponent that takes, by its square and role.
#[derive(Clone, Copy, Debug)]
pub(super) struct Taker {
    pub(super) square: Square,
    pub(super) king: bool,
}

/// What the key move does.
#[derive(Clone, Debug)]
pub(super) enum Opening {
    /// A piece given on `square`; only `taker` can take it.
    Give {
        king: bool,
        square: Square,
        taker: Taker,
    },
    /// A piece given on `square`; the opponent must take it (with one of several pieces).
    GiveAny { king: bool, square: Square },
    /// The key move makes the opponent take another piece, on `captured`.
    Offer {
        key: String,
        taker: Taker,
        king: bool,
        captured: Square,
    },
    /// The opponent could already take the piece on `captured`; the key move lets it.
    Let {
        key: String,
        taker: Taker,
        king: bool,
        captured: Square,
    },
    /// A quiet move, the reply, then a piece given on `square` that `taker` must take.
    Prepare {
        key: String,
        reply: String,
        king: bool,
        square: Square,
        taker: Taker,
    },
    /// As `Prepare`, but more than one of the opponent's pieces could take.
    PrepareAny {
        key: String,
        reply: String,
        king: bool,
        square: Square,
    },
    /// One of several captures.
    Take { key: String },
    /// A quiet move threatening two captures.
    Double { key: String, targets: [Square; 2] },
    /// A quiet move after which every reply gives a piece.
    Squeeze { key: String },
    /// A quiet move whose point comes later.
    Quiet { key: String },
}

impl Opening {
    /// The opponent's piece the opening makes take, and at which ply, if it names one.
    fn taker(&self) -> Option<(Taker, usize)> {
        match self {
            Opening::Give { taker, .. }
            | Opening::Offer { taker, .. }
            | Opening::Let { taker, .. } => Some((*taker, 1)),
            Opening::Prepare { taker, .. } => Some((*taker, 3)),
            _ => None,
        }
    }
}

/// How a capturing piece becomes a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Crown {
    /// It does not.
    None,
    /// Where its capture ends.
    End,
    /// On this square, going on as a king (Russian).
    Mid(Square),
}

/// What the line achieves after the opening.
#[derive(Clone, Debug)]
pub(super) enum Outcome {
    /// The opening's sentence says it all.
    Nothing,
    /// A capture of `count` pieces by the piece on `striker`, after `between` (or after
    /// giving the pieces on the squares `given`).
    Strike {
        between: Vec<String>,
        given: Vec<Square>,
        king: bool,
        striker: Square,
        count: u32,
        crown: Crown,
        crown_square: Square,
    },
    /// A man from `from` crowns on `square` and cannot be caught.
    Crown {
        between: Vec<String>,
        from: Square,
        square: Square,
    },
    /// The piece on `striker` takes the opponent's king on `square`.
    King {
        between: Vec<String>,
        king: bool,
        striker: Square,
        square: Square,
    },
    /// The taker of the opening is stopped on `square` by the Turkish rule and taken there.
    Turkish { square: Square, taker_king: bool },
    /// After a double threat, one capture cannot be stopped.
    OnlyOne,
    /// The opponent has pieces but no move.
    Blocked,
    /// The opponent has no pieces.
    Wiped,
}

/// The story of a line.
pub(super) struct Story {
    pub(super) opening: Opening,
    pub(super) outcome: Outcome,
    /// The opponent: white or black.
    pub(super) side: &'static str,
    pub(super) goal: Goal,
    /// Hints, general first.
    pub(super) hints: Vec<Hint>,
}

/// A hint, by what it points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Hint {
    Give,
    Striker { king: bool, square: Square },
    Double,
    Targets([Square; 2]),
    Squeeze,
    Crown,
    Runner(Square),
    Count,
    Turkish,
    Crowning,
    King,
    Lock,
    Wipe,
    Prepare,
    Let,
}

/// The first piece a capture takes.
fn first_taken(line: &Line, ply: &Ply) -> Option<Square> {
    ply.path
        .captured_in_order(line.start.board())
        .first()
        .copied()
}

/// Whether the piece that stands on `square` after ply `at` is a king.
fn king_after(line: &Line, at: usize, square: Square) -> bool {
    let after = line.plies.get(at + 1).map_or(line.end, |p| p.before);
    after.kings().contains(square)
}

/// A piece given on `square` at ply `at` and taken at ply `at + 1`: `Give` when only one
/// piece can take it and every reply does, `GiveAny` when every reply takes it.
fn given(line: &Line, at: usize) -> Option<Opening> {
    let (mine, reply) = (&line.plies[at], line.plies.get(at + 1)?);
    let square = mine.path.mv.to;
    let king = king_after(line, at, square);
    let replies = reply.before.legal_moves();
    if !reply.path.mv.captured.contains(square)
        || !replies.iter().all(|r| r.captured.contains(square))
    {
        return None;
    }
    if replies.iter().all(|r| r.from == reply.path.mv.from) {
        Some(Opening::Give {
            king,
            square,
            taker: Taker {
                square: reply.path.mv.from,
                king: reply.by_king(),
            },
        })
    } else {
        Some(Opening::GiveAny { king, square })
    }
}

/// What the key move does, and how many plies that sentence covers.
fn opening(line: &Line) -> Option<(Opening, usize)> {
    let variant = line.start.variant();
    let key = &line.plies[0];
    let key_text = full_text(variant, &key.path);
    let taker_of = |p: &Ply| Taker {
        square: p.path.mv.from,
        king: p.by_king(),
    };
    match line.key_kind() {
        KeyKind::Capture => Some((Opening::Take { key: key_text }, 1)),
        KeyKind::Sacrifice => {
            let reply = &line.plies[1];
            if reply.path.mv.captured.contains(key.path.mv.to) {
                return given(line, 0).map(|o| (o, 2));
            }
            let replies = reply.before.legal_moves();
            if !replies.iter().all(|r| r.from == reply.path.mv.from) {
                return None;
            }
            let captured = first_taken(line, reply)?;
            Some((
                Opening::Offer {
                    key: key_text,
                    taker: taker_of(reply),
                    king: reply.before.kings().contains(captured),
                    captured,
                },
                2,
            ))
        }
        KeyKind::Quiet => {
            if let Some(reply) = line.plies.get(1).filter(|p| p.capture()) {
                let captured = first_taken(line, reply)?;
                return Some((
                    Opening::Let {
                        key: key_text,
                        taker: taker_of(reply),
                        king: reply.before.kings().contains(captured),
                        captured,
                    },
                    2,
                ));
            }
            if let Some(double) = line.double_strike().filter(|d| d.at == 0) {
                return Some((
                    Opening::Double {
                        key: key_text,
                        targets: double.targets,
                    },
                    2,
                ));
            }
            if line.squeeze() == Some(0) {
                return Some((Opening::Squeeze { key: key_text }, 2));
            }
            let prepared = line.plies.len() >= 4
                && !line.plies[2].capture()
                && line.plies[3].capture()
                && line.plies[1..]
                    .iter()
                    .all(|p| p.path.mv.from != key.path.mv.to);
            if prepared {
                let reply = full_text(variant, &line.plies[1].path);
                match given(line, 2) {
                    Some(Opening::Give {
                        king,
                        square,
                        taker,
                    }) => {
                        let opening = Opening::Prepare {
                            key: key_text,
                            reply,
                            king,
                            square,
                            taker,
                        };
                        return Some((opening, 4));
                    }
                    Some(Opening::GiveAny { king, square }) => {
                        let opening = Opening::PrepareAny {
                            key: key_text,
                            reply,
                            king,
                            square,
                        };
                        return Some((opening, 4));
                    }
                    _ => {}
                }
            }
            if line.plies.len() == 1 {
                // A single quiet step (to the king row, say) is no puzzle to explain.
                return None;
            }
            Some((Opening::Quiet { key: key_text }, 1))
        }
    }
}

/// The moves of plies `from..to`, as a line in notation; `None` when there are too many.
fn between(line: &Line, from: usize, to: usize) -> Option<Vec<String>> {
    if to < from || to - from > MOST_BETWEEN {
        return None;
    }
    let variant = line.start.variant();
    Some(
        line.plies[from..to]
            .iter()
            .map(|p| full_text(variant, &p.path))
            .collect(),
    )
}

/// The squares where the solver gives pieces in plies `from..to`, if those plies are only
/// that: a solver move whose piece the next defender move takes, pair by pair.
fn only_given(line: &Line, from: usize, to: usize) -> Option<Vec<Square>> {
    if from >= to || !(to - from).is_multiple_of(2) {
        return None;
    }
    (from..to)
        .step_by(2)
        .map(|i| {
            let (mine, reply) = (&line.plies[i], &line.plies[i + 1]);
            let square = mine.path.mv.to;
            (!mine.capture() && reply.path.mv.captured.contains(square)).then_some(square)
        })
        .collect()
}

/// What the line achieves after the opening that covers `covered` plies.
fn outcome(line: &Line, goal: Goal, opening: &Opening, covered: usize) -> Option<Outcome> {
    if let Some(t) = line.turkish_strike() {
        let (taker, at) = opening.taker()?;
        if at != t {
            return None;
        }
        return Some(Outcome::Turkish {
            square: line.plies[t].path.mv.to,
            taker_king: taker.king,
        });
    }
    if let Opening::Double { targets, .. } = opening {
        let next = line.plies.get(2)?;
        let hits = targets.iter().any(|s| next.path.mv.captured.contains(*s));
        return hits.then_some(Outcome::OnlyOne);
    }
    let defender = line.solver().opponent();
    if line.blocked_at_end(goal) {
        return Some(Outcome::Blocked);
    }
    if goal == Goal::Win && line.end.pieces(defender).is_empty() {
        return Some(Outcome::Wiped);
    }
    if let Some(s) = line.strike() {
        let p = &line.plies[s];
        let (crown, crown_square) = match line.crowning_capture().filter(|c| c.0 == s) {
            Some((_, square)) => (Crown::Mid(square), square),
            None if p.path.mv.promotes => (Crown::End, p.path.mv.to),
            None => (Crown::None, p.path.mv.to),
        };
        let given = only_given(line, covered, s).unwrap_or_default();
        let between = if given.is_empty() {
            between(line, covered, s)?
        } else {
            Vec::new()
        };
        return Some(Outcome::Strike {
            between,
            given,
            king: p.by_king(),
            striker: p.path.mv.from,
            count: p.path.mv.capture_count(),
            crown,
            crown_square,
        });
    }
    if let Some((k, square)) = line.king_taken() {
        let p = &line.plies[k];
        return Some(Outcome::King {
            between: between(line, covered, k)?,
            king: p.by_king(),
            striker: p.path.mv.from,
            square,
        });
    }
    if let Some((c, square)) = line.breakthrough() {
        return Some(Outcome::Crown {
            between: between(line, covered, c)?,
            from: line.plies[c].path.mv.from,
            square,
        });
    }
    match opening {
        Opening::Take { .. } | Opening::Squeeze { .. } => Some(Outcome::Nothing),
        _ => None,
    }
}

impl Story {
    /// The story of `line` played for `goal`, if one fits.
    pub(super) fn read(line: &Line, goal: Goal) -> Option<Story> {
        let (opening, covered) = opening(line)?;
        let outcome = outcome(line, goal, &opening, covered)?;
        let side = match line.solver().opponent() {
            Color::White => "white",
            Color::Black => "black",
        };
        let key_from = line.plies[0].path.mv.from;
        let mut hints = Vec::new();
        match &opening {
            Opening::Give { .. } | Opening::GiveAny { .. } | Opening::Offer { .. } => {
                hints.push(Hint::Give);
            }
            Opening::Let { .. } => hints.push(Hint::Let),
            Opening::Prepare { .. } | Opening::PrepareAny { .. } => {
                hints.extend([Hint::Prepare, Hint::Give]);
            }
            Opening::Double { targets, .. } => {
                hints.extend([Hint::Double, Hint::Targets(*targets)]);
            }
            Opening::Squeeze { .. } => hints.push(Hint::Squeeze),
            Opening::Take { .. } => hints.push(Hint::Count),
            Opening::Quiet { .. } => {}
        }
        match &outcome {
            Outcome::Turkish { .. } => hints.insert(0, Hint::Turkish),
            Outcome::Strike { crown, .. } => {
                if matches!(crown, Crown::Mid(_)) {
                    hints.push(Hint::Crowning);
                }
                let s = line.strike()?;
                let origin = line.origin(s);
                if origin != key_from && hints.len() < 3 {
                    hints.push(Hint::Striker {
                        king: line.plies[s].by_king(),
                        square: origin,
                    });
                }
            }
            Outcome::Crown { .. } => {
                hints.push(Hint::Crown);
                let (c, _) = line.breakthrough()?;
                let origin = line.origin(c);
                if origin != key_from {
                    hints.push(Hint::Runner(origin));
                }
            }
            Outcome::King { .. } => hints.push(Hint::King),
            Outcome::Blocked => hints.push(Hint::Lock),
            Outcome::Wiped => hints.push(Hint::Wipe),
            Outcome::OnlyOne | Outcome::Nothing => {}
        }
        hints.dedup();
        if hints.is_empty() {
            return None;
        }
        Some(Story {
            opening,
            outcome,
            side,
            goal,
            hints,
        })
    }
}
