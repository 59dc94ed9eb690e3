//! What every transposition table of the project shares (the draughts search's and the
//! corners search's): the kind of bound a stored score is, and win scores stored as plies from
//! the stored position rather than from the root.

use super::search::WIN_FOUND;

/// What a stored score says about the position's true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// It is the score.
    Exact,
    /// The score is at least this (the search failed high).
    Lower,
    /// The score is at most this (the search failed low).
    Upper,
}

impl Bound {
    /// The bound a search of the window (`alpha`, `beta`) that found `best` gives.
    #[inline]
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
}

/// A win score to store at `ply` from the root: it counts plies from the stored position.
#[inline]
pub fn to_table(score: i32, ply: i32) -> i32 {
    if score > WIN_FOUND {
        score + ply
    } else if score < -WIN_FOUND {
        score - ply
    } else {
        score
    }
}

/// A win score read from the table at `ply` from the root, counted from the root again.
#[inline]
pub fn from_table(score: i32, ply: i32) -> i32 {
    if score > WIN_FOUND {
        score - ply
    } else if score < -WIN_FOUND {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::WIN;

    #[test]
    fn a_win_stored_deep_reads_back_the_same_and_bounds_follow_the_window() {
        let win_in_5 = WIN - 5;
        assert_eq!(
            to_table(win_in_5, 3),
            WIN - 2,
            "two plies from the stored position"
        );
        assert_eq!(from_table(to_table(win_in_5, 3), 3), win_in_5);
        assert_eq!(from_table(to_table(-win_in_5, 3), 3), -win_in_5);
        assert_eq!(to_table(40, 3), 40, "an ordinary score is stored as it is");
        assert_eq!(Bound::of(10, 10, 20), Bound::Upper);
        assert_eq!(Bound::of(20, 10, 20), Bound::Lower);
        assert_eq!(Bound::of(15, 10, 20), Bound::Exact);
    }
}
