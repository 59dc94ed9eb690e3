//! The words of a mined puzzle: its explanation (one or two sentences naming the idea and the
//! squares) and hints that point at the idea without giving the move away, in every language,
//! built from the line with the messages of `locales/*/explain.ftl`.
//!
//! The line is read as a story: an opening (what the key move does: gives a piece, threatens
//! two captures, ...) and a result (the shot, the new king, the caught king, the lock, ...).
//! Each is a whole sentence; a line that no story fits gets no words, and the miner leaves it
//! out rather than explain it badly.

use super::motif::{KeyKind, Line, Ply};
use crate::content::Text;
use crate::engine::Goal;
use crate::rules::{Color, Square, full_text, square_name};
use crate::{Lang, t};

/// Moves fewer than this many plies between the opening and the result are named in the
/// explanation; a longer stretch is not explained.
const MOST_BETWEEN: usize = 4;

/// A piece of the opponent that takes, by its square and role.
#[derive(Clone, Copy, Debug)]
struct Taker {
    square: Square,
    king: bool,
}

/// What the key move does.
#[derive(Clone, Debug)]
enum Opening {
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
enum Crown {
    /// It does not.
    None,
    /// Where its capture ends.
    End,
    /// On this square, going on as a king (Russian).
    Mid(Square),
}

/// What the line achieves after the opening.
#[derive(Clone, Debug)]
enum Outcome {
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
struct Story {
    opening: Opening,
    outcome: Outcome,
    /// The opponent: white or black.
    side: &'static str,
    goal: Goal,
    /// Hints, general first.
    hints: Vec<Hint>,
}

/// A hint, by what it points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hint {
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
        let between = if !given.is_empty() {
            Vec::new()
        } else {
            between(line, covered, s)?
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
    fn read(line: &Line, goal: Goal) -> Option<Story> {
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
                hints.push(Hint::Give)
            }
            Opening::Let { .. } => hints.push(Hint::Let),
            Opening::Prepare { .. } | Opening::PrepareAny { .. } => {
                hints.extend([Hint::Prepare, Hint::Give])
            }
            Opening::Double { targets, .. } => {
                hints.extend([Hint::Double, Hint::Targets(*targets)])
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

    /// The explanation in `lang`: one or two sentences.
    fn explain(&self, line: &Line, lang: Lang) -> String {
        let variant = line.start.variant();
        let sq = |s: Square| square_name(variant, s);
        let role = |king: bool| if king { "king" } else { "man" };
        let side = self.side;
        let first = match &self.opening {
            Opening::Give {
                king,
                square,
                taker,
            } => t!(
                lang,
                "explain-give",
                piece = role(*king),
                square = sq(*square),
                side = side,
                taker_piece = role(taker.king),
                taker = sq(taker.square)
            ),
            Opening::GiveAny { king, square } => t!(
                lang,
                "explain-give-any",
                piece = role(*king),
                square = sq(*square),
                side = side
            ),
            Opening::Offer {
                key,
                taker,
                king,
                captured,
            } => t!(
                lang,
                "explain-offer",
                key = key,
                side = side,
                taker_piece = role(taker.king),
                taker = sq(taker.square),
                piece = role(*king),
                captured = sq(*captured)
            ),
            Opening::Let {
                key,
                taker,
                king,
                captured,
            } => t!(
                lang,
                "explain-let",
                key = key,
                side = side,
                taker_piece = role(taker.king),
                taker = sq(taker.square),
                piece = role(*king),
                captured = sq(*captured)
            ),
            Opening::Prepare {
                key,
                reply,
                king,
                square,
                taker,
            } => t!(
                lang,
                "explain-prepare",
                key = key,
                reply = reply,
                piece = role(*king),
                square = sq(*square),
                side = side,
                taker_piece = role(taker.king),
                taker = sq(taker.square)
            ),
            Opening::PrepareAny {
                key,
                reply,
                king,
                square,
            } => t!(
                lang,
                "explain-prepare-any",
                key = key,
                reply = reply,
                piece = role(*king),
                square = sq(*square),
                side = side
            ),
            Opening::Take { key } => {
                let (goal, count) = self.goal.kind_and_count();
                t!(lang, "explain-take", key = key, goal = goal, count = count)
            }
            Opening::Double { key, targets } => t!(
                lang,
                "explain-double",
                key = key,
                side = side,
                first = sq(targets[0]),
                second = sq(targets[1])
            ),
            Opening::Squeeze { key } => t!(lang, "explain-squeeze", key = key, side = side),
            Opening::Quiet { key } => t!(lang, "explain-quiet", key = key),
        };
        let then = match &self.outcome {
            Outcome::Nothing => None,
            Outcome::Strike {
                between,
                given,
                king,
                striker,
                count,
                crown,
                crown_square,
            } => {
                let crown_word = match crown {
                    Crown::None => "none",
                    Crown::End => "end",
                    Crown::Mid(_) => "mid",
                };
                let (piece, striker, square) = (role(*king), sq(*striker), sq(*crown_square));
                Some(if !given.is_empty() {
                    let squares: Vec<String> = given.iter().map(|s| sq(*s)).collect();
                    t!(
                        lang,
                        "explain-strike-more",
                        more = given.len(),
                        given = squares.join(", "),
                        piece = piece,
                        striker = striker,
                        count = *count,
                        crown = crown_word,
                        square = square
                    )
                } else if between.is_empty() {
                    t!(
                        lang,
                        "explain-strike",
                        piece = piece,
                        striker = striker,
                        count = *count,
                        crown = crown_word,
                        square = square
                    )
                } else {
                    t!(
                        lang,
                        "explain-strike-after",
                        moves = between.join(" "),
                        piece = piece,
                        striker = striker,
                        count = *count,
                        crown = crown_word,
                        square = square
                    )
                })
            }
            Outcome::Crown {
                between,
                from,
                square,
            } => Some(if between.is_empty() {
                t!(
                    lang,
                    "explain-crown",
                    from = sq(*from),
                    square = sq(*square),
                    side = side
                )
            } else {
                t!(
                    lang,
                    "explain-crown-after",
                    moves = between.join(" "),
                    from = sq(*from),
                    square = sq(*square),
                    side = side
                )
            }),
            Outcome::King {
                between,
                king,
                striker,
                square,
            } => Some(if between.is_empty() {
                t!(
                    lang,
                    "explain-king",
                    piece = role(*king),
                    striker = sq(*striker),
                    side = side,
                    square = sq(*square)
                )
            } else {
                t!(
                    lang,
                    "explain-king-after",
                    moves = between.join(" "),
                    piece = role(*king),
                    striker = sq(*striker),
                    side = side,
                    square = sq(*square)
                )
            }),
            Outcome::Turkish { square, taker_king } => Some(t!(
                lang,
                "explain-turkish",
                square = sq(*square),
                taker_piece = role(*taker_king)
            )),
            Outcome::OnlyOne => Some(t!(lang, "explain-double-then", side = side)),
            Outcome::Blocked => Some(t!(lang, "explain-blocked", side = side)),
            Outcome::Wiped => Some(t!(lang, "explain-wiped", side = side)),
        };
        match then {
            Some(then) => format!("{first} {then}"),
            None => first,
        }
    }

    /// A hint in `lang`.
    fn hint(&self, hint: Hint, line: &Line, lang: Lang) -> String {
        let variant = line.start.variant();
        let sq = |s: Square| square_name(variant, s);
        let side = self.side;
        match hint {
            Hint::Give => t!(lang, "hint-give", side = side),
            Hint::Striker { king, square } => t!(
                lang,
                "hint-striker",
                piece = if king { "king" } else { "man" },
                square = sq(square)
            ),
            Hint::Double => t!(lang, "hint-double"),
            Hint::Targets([a, b]) => {
                t!(
                    lang,
                    "hint-targets",
                    side = side,
                    first = sq(a),
                    second = sq(b)
                )
            }
            Hint::Squeeze => t!(lang, "hint-squeeze", side = side),
            Hint::Crown => t!(lang, "hint-crown"),
            Hint::Runner(square) => t!(lang, "hint-runner", square = sq(square)),
            Hint::Count => t!(lang, "hint-count", side = side),
            Hint::Turkish => t!(lang, "hint-turkish"),
            Hint::Crowning => t!(lang, "hint-crowning"),
            Hint::King => t!(lang, "hint-king", side = side),
            Hint::Lock => t!(lang, "hint-lock", side = side),
            Hint::Wipe => t!(lang, "hint-wipe", side = side),
            Hint::Prepare => t!(lang, "hint-prepare"),
            Hint::Let => t!(lang, "hint-let", side = side),
        }
    }
}

/// The explanation and hints of a line, if a known story describes it.
pub fn words(line: &Line, goal: Goal) -> Option<(Text, Vec<Text>)> {
    let story = Story::read(line, goal)?;
    let explain = Text::each(|lang| story.explain(line, lang));
    let hints = story
        .hints
        .iter()
        .map(|h| Text::each(|lang| story.hint(*h, line, lang)))
        .collect();
    Some((explain, hints))
}
