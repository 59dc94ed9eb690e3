//! Building a move from squares picked on a board: the piece, then where it lands after
//! each jump (or only where it ends, when that is enough to tell the move).

use crate::rules::{Illegal, MovePath, Position, RouteSoFar, Square, explain, fitting_routes};

/// Squares picked so far: the piece first, then landing squares.
#[derive(Clone, Debug, Default)]
pub struct RouteBuilder {
    picked: Vec<Square>,
}

/// What a pick did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A piece of the side to move is selected.
    Selected(Square),
    /// The selection was dropped.
    Cleared,
    /// A capture is under way; pick the next landing square.
    Continue,
    /// The route is complete: start, landing squares, end. Play or explain it.
    Complete(Vec<Square>),
    /// Nothing happened, and why (no piece there, or the opponent's piece).
    Refused(Illegal),
}

impl RouteBuilder {
    /// An empty builder.
    pub fn new() -> RouteBuilder {
        RouteBuilder::default()
    }

    /// The squares picked so far.
    pub fn picked(&self) -> &[Square] {
        &self.picked
    }

    /// Forgets every pick.
    pub fn clear(&mut self) {
        self.picked.clear();
    }

    /// Routes of legal moves that fit the picks so far, with the legs done at the last pick:
    /// one of their landing squares (or, failing that, a square where they could have
    /// stopped).
    fn fitting(&self, pos: &Position) -> Vec<(MovePath, usize)> {
        fitting_routes(pos, &pos.legal_routes(), &self.picked, RouteSoFar::Begun)
    }

    /// Picks a square (a click, or Enter on the cursor).
    pub fn pick(&mut self, pos: &Position, sq: Square) -> Pick {
        let own = pos.pieces(pos.turn());
        if self.picked.len() <= 1 {
            if self.picked.first() == Some(&sq) {
                self.clear();
                return Pick::Cleared;
            }
            if own.contains(sq) {
                self.picked = vec![sq];
                return Pick::Selected(sq);
            }
            if self.picked.is_empty() {
                return Pick::Refused(explain(pos, &[sq]).unwrap_or(Illegal::NotAMove));
            }
        }
        self.picked.push(sq);
        let fitting = self.fitting(pos);
        let exact = fitting.iter().any(|(r, _)| r.landings == self.picked[1..]);
        let goes_on = fitting.iter().any(|(r, legs)| *legs < r.landings.len());
        if fitting.is_empty() || exact || !goes_on {
            Pick::Complete(std::mem::take(&mut self.picked))
        } else {
            Pick::Continue
        }
    }

    /// Pieces jumped so far on the way being built (shown until the move ends).
    pub fn jumped(&self, pos: &Position) -> Vec<Square> {
        let board = pos.board();
        self.fitting(pos)
            .first()
            .map(|(route, legs)| {
                route
                    .captured_in_order(board)
                    .into_iter()
                    .take(*legs)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Where the piece can go next: the piece's first landing squares, or the next landing
    /// squares of a capture under way. Empty when nothing is selected.
    pub fn targets(&self, pos: &Position) -> Vec<Square> {
        let mut out = Vec::new();
        for (route, legs) in self.fitting(pos) {
            if let Some(&next) = route.landings.get(legs)
                && !out.contains(&next)
            {
                out.push(next);
            }
        }
        out
    }
}
