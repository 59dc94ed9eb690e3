//! Why an attempted move is illegal: a typed reason, put in words by `crate::i18n::core`.
//!
//! [`explain`] replays an attempted route leg by leg on the board, the way a teacher would
//! watch the hand, and stops at the first thing that breaks a rule.

use super::bitboard::Bitboard;
use super::geometry::{Coord, Direction, Square};
use super::moves::MovePath;
use super::notation::{RouteSoFar, fitting_routes};
use super::piece::{Color, Role};
use super::position::Position;
use super::variant::Promotion;

/// The reason a move is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The side to move has no legal move at all: the game is over.
    NoMoves,
    /// No piece stands on the start square.
    NoPiece(Square),
    /// The piece on the start square belongs to the other side.
    OpponentPiece(Square, Color),
    /// A light square was named; only dark squares are played.
    LightSquare(Coord),
    /// A square that is not on this board (a square of the other board size).
    OffBoard(Square),
    /// Short form `cd4`: no own piece on that file can go to the target.
    NoPieceOnFile {
        /// The file given (0 = a).
        file: u8,
        /// The target square.
        target: Square,
    },
    /// Two squares of the route do not share a diagonal.
    NotDiagonal(Square, Square),
    /// A man tried a quiet move backward, to this square.
    ManMovesForwardOnly(Square),
    /// A man tried to move more than one square without capturing, to this square.
    ManMovesOneSquare(Square),
    /// An English king tried to move more than one square, to this square.
    KingMovesOneSquare(Square),
    /// The target square is taken.
    Occupied(Square),
    /// The target holds an enemy piece that cannot be taken: the square behind it is taken.
    BlockedBehind {
        /// The enemy piece picked as the target.
        piece: Square,
        /// The taken square behind it.
        behind: Square,
        /// The moving piece is a king.
        king: bool,
    },
    /// The target holds an enemy piece at the edge: there is no square behind it to land on.
    NoSquareBehind {
        /// The enemy piece picked as the target.
        piece: Square,
        /// The moving piece is a king.
        king: bool,
    },
    /// The target holds an enemy piece that may be taken by jumping over it to `land`.
    JumpOverIt {
        /// The enemy piece picked as the target.
        piece: Square,
        /// The free square behind it.
        land: Square,
    },
    /// A quiet move while a capture is possible; the captures available.
    CaptureCompulsory(Vec<MovePath>),
    /// The capture stops although the piece can take more from this square.
    CaptureNotFinished(Square),
    /// The route jumps a piece already taken in this move (Turkish strike).
    AlreadyJumped(Square),
    /// The route jumps a piece of the moving side.
    JumpOwnPiece(Square),
    /// The route jumps two pieces standing next to each other.
    TwoInARow(Square, Square),
    /// A king's leg jumps two separate pieces at once.
    OnePieceAtATime,
    /// A man (or English king) jumps a piece that is not next to it, or lands too far.
    JumpNextPieceOnly,
    /// An English man tried to capture backward.
    ManCapturesForwardOnly,
    /// A leg in the middle of a capture takes nothing.
    NothingToJump(Square, Square),
    /// Majority rule: more pieces can be taken.
    MustTakeMost {
        /// The most pieces any capture takes.
        available: u32,
        /// The pieces this route takes.
        taken: u32,
    },
    /// A flying king stopped where it cannot go on, though these landing squares can.
    KingMustStop(Vec<Square>),
    /// A man crowned by a quiet move tried to capture in the same move.
    CrownedManWaits,
    /// English: crowning ends the move, yet the route goes on.
    CrowningEndsMove,
    /// International/Brazilian: a man passing the last row mid-capture is still a man.
    StaysManMidCapture,
    /// No capture from that piece ends on the square named; these ends are possible.
    CaptureEndsElsewhere(Square, Vec<Square>),
    /// A quiet move has one step; the route goes on after it.
    QuietMoveIsOneStep,
    /// None of the above, but still not a legal move.
    NotAMove,
}

impl Illegal {
    /// A short identifier of the reason, for logs and tests.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Illegal::NoMoves => "no-moves",
            Illegal::NoPiece(_) => "no-piece",
            Illegal::OpponentPiece(..) => "opponent-piece",
            Illegal::LightSquare(_) => "light-square",
            Illegal::OffBoard(_) => "off-board",
            Illegal::NoPieceOnFile { .. } => "no-piece-on-file",
            Illegal::NotDiagonal(..) => "not-diagonal",
            Illegal::ManMovesForwardOnly(_) => "man-forward-only",
            Illegal::ManMovesOneSquare(_) => "man-one-square",
            Illegal::KingMovesOneSquare(_) => "king-one-square",
            Illegal::Occupied(_) => "occupied",
            Illegal::BlockedBehind { .. } => "blocked-behind",
            Illegal::NoSquareBehind { .. } => "no-square-behind",
            Illegal::JumpOverIt { .. } => "jump-over-it",
            Illegal::CaptureCompulsory(_) => "capture-compulsory",
            Illegal::CaptureNotFinished(_) => "capture-not-finished",
            Illegal::AlreadyJumped(_) => "already-jumped",
            Illegal::JumpOwnPiece(_) => "jump-own-piece",
            Illegal::TwoInARow(..) => "two-in-a-row",
            Illegal::OnePieceAtATime => "one-piece-at-a-time",
            Illegal::JumpNextPieceOnly => "jump-next-piece-only",
            Illegal::ManCapturesForwardOnly => "man-captures-forward-only",
            Illegal::NothingToJump(..) => "nothing-to-jump",
            Illegal::MustTakeMost { .. } => "must-take-most",
            Illegal::KingMustStop(_) => "king-must-stop",
            Illegal::CrownedManWaits => "crowned-man-waits",
            Illegal::CrowningEndsMove => "crowning-ends-move",
            Illegal::StaysManMidCapture => "stays-man-mid-capture",
            Illegal::CaptureEndsElsewhere(..) => "capture-ends-elsewhere",
            Illegal::QuietMoveIsOneStep => "quiet-move-one-step",
            Illegal::NotAMove => "not-a-move",
        }
    }

    /// Whether the try names no own piece to move at all (an empty square, the other side's
    /// piece, a light square, a square off the board): a slip of the hand or the keyboard
    /// rather than a move that breaks a rule; such a try is refused before a move is built on
    /// the board too.
    pub fn is_slip(&self) -> bool {
        matches!(
            self,
            Illegal::NoPiece(_)
                | Illegal::OpponentPiece(..)
                | Illegal::LightSquare(_)
                | Illegal::OffBoard(_)
                | Illegal::NoPieceOnFile { .. }
        )
    }
}

/// Why `attempt` (start, any landing squares, end) is not a legal move of `pos`; `None` when
/// it is one. An attempt of fewer than two squares is never a move, and one with a square
/// off the board (of the other board size) is [`Illegal::OffBoard`].
pub fn explain(pos: &Position, attempt: &[Square]) -> Option<Illegal> {
    let board = pos.board();
    if let Some(&off) = attempt.iter().find(|&&s| !board.contains(s)) {
        return Some(Illegal::OffBoard(off));
    }
    let legal = pos.legal_move_paths();
    if legal.is_empty() {
        return Some(Illegal::NoMoves);
    }
    let Some((&start, &end)) = attempt.first().zip(attempt.last()) else {
        return Some(Illegal::NotAMove);
    };
    if attempt.len() >= 2
        && !fitting_routes(pos, &pos.legal_routes(), attempt, RouteSoFar::Whole).is_empty()
    {
        return None;
    }
    let Some(piece) = pos.piece_at(start) else {
        return Some(Illegal::NoPiece(start));
    };
    if piece.color != pos.turn() {
        return Some(Illegal::OpponentPiece(start, piece.color));
    }
    if attempt.len() < 2 {
        return Some(Illegal::NotAMove);
    }
    if attempt.len() == 2 && board.direction_between(start, end).is_none() {
        let ends: Vec<Square> = legal
            .iter()
            .filter(|p| p.mv.from == start && p.mv.is_capture())
            .map(|p| p.mv.to)
            .collect();
        return Some(if ends.is_empty() {
            Illegal::NotDiagonal(start, end)
        } else {
            Illegal::CaptureEndsElsewhere(end, ends)
        });
    }
    Some(Replay::new(pos, start).run(attempt, &legal))
}

/// The state of a route being replayed.
struct Replay<'a> {
    pos: &'a Position,
    color: Color,
    role: Role,
    /// Occupied squares (the mover's start square is empty; taken pieces stay).
    occupied: Bitboard,
    captured: Bitboard,
    /// A man passed the crowning row and stayed a man (International, Brazilian).
    passed_crown: bool,
}

impl<'a> Replay<'a> {
    fn new(pos: &'a Position, start: Square) -> Replay<'a> {
        let piece = pos.piece_at(start).expect("checked by the caller");
        Replay {
            pos,
            color: piece.color,
            role: piece.role,
            occupied: pos.occupied().without(start),
            captured: Bitboard::EMPTY,
            passed_crown: false,
        }
    }

    fn is_enemy(&self, s: Square) -> bool {
        self.pos.pieces(self.color.opponent()).contains(s)
    }

    fn man_dirs(&self) -> Vec<Direction> {
        let backward = self.pos.variant().rules().men_capture_backward;
        Direction::ALL
            .into_iter()
            .filter(|d| backward || d.is_forward(self.color))
            .collect()
    }

    /// Whether `role` standing on `at` could capture another piece now.
    fn can_capture_from(&self, at: Square, role: Role) -> bool {
        let board = self.pos.board();
        let flying = role == Role::King && self.pos.variant().rules().flying_kings;
        let dirs = if role == Role::Man {
            self.man_dirs()
        } else {
            Direction::ALL.to_vec()
        };
        dirs.into_iter().any(|d| {
            let mut ray = board.ray(at, d).peekable();
            if flying {
                while ray.next_if(|s| !self.occupied.contains(*s)).is_some() {}
            }
            let (Some(target), Some(behind)) = (ray.next(), ray.next()) else {
                return false;
            };
            self.is_enemy(target)
                && !self.captured.contains(target)
                && !self.occupied.contains(behind)
        })
    }

    fn run(mut self, attempt: &[Square], legal: &[MovePath]) -> Illegal {
        let board = self.pos.board();
        let rules = self.pos.variant().rules();
        let crown = board.crowning_row(self.color);
        let mut crowned_now = false;
        for (i, leg) in attempt.windows(2).enumerate() {
            let (a, b) = (leg[0], leg[1]);
            let Some((dir, dist)) = board.direction_between(a, b) else {
                return Illegal::NotDiagonal(a, b);
            };
            if crowned_now && rules.promotion == Promotion::EndsMove {
                return Illegal::CrowningEndsMove;
            }
            let between = board.between(a, b);
            let in_the_way: Vec<Square> = between
                .iter()
                .copied()
                .filter(|s| self.occupied.contains(*s))
                .collect();
            let short = self.role == Role::Man || !rules.flying_kings;
            if self.occupied.contains(b) {
                // Aiming at an enemy piece (the first piece on the way) says how it is taken.
                let reachable = in_the_way.is_empty() && (!short || dist == 1);
                let backward_man = self.role == Role::Man
                    && !rules.men_capture_backward
                    && !dir.is_forward(self.color);
                if attempt.len() == 2 && self.is_enemy(b) && reachable && !backward_man {
                    let king = self.role == Role::King;
                    return match board.ray(b, dir).next() {
                        None => Illegal::NoSquareBehind { piece: b, king },
                        Some(behind) if self.occupied.contains(behind) => Illegal::BlockedBehind {
                            piece: b,
                            behind,
                            king,
                        },
                        Some(land) => Illegal::JumpOverIt { piece: b, land },
                    };
                }
                return Illegal::Occupied(b);
            }
            match in_the_way.as_slice() {
                [] => {
                    if i > 0 {
                        return Illegal::NothingToJump(a, b);
                    }
                    if self.role == Role::Man && !dir.is_forward(self.color) {
                        return Illegal::ManMovesForwardOnly(b);
                    }
                    if short && dist > 1 {
                        return if self.role == Role::Man {
                            Illegal::ManMovesOneSquare(b)
                        } else {
                            Illegal::KingMovesOneSquare(b)
                        };
                    }
                    if attempt.len() > 2 {
                        return if self.role == Role::Man && crown.contains(b) {
                            Illegal::CrownedManWaits
                        } else {
                            Illegal::QuietMoveIsOneStep
                        };
                    }
                    let captures: Vec<MovePath> = legal
                        .iter()
                        .filter(|p| p.mv.is_capture())
                        .cloned()
                        .collect();
                    return if captures.is_empty() {
                        Illegal::NotAMove
                    } else {
                        Illegal::CaptureCompulsory(captures)
                    };
                }
                [jumped] => {
                    let jumped = *jumped;
                    if !self.is_enemy(jumped) {
                        return Illegal::JumpOwnPiece(jumped);
                    }
                    if self.captured.contains(jumped) {
                        return Illegal::AlreadyJumped(jumped);
                    }
                    if short && (dist != 2 || between[0] != jumped) {
                        return if self.passed_crown {
                            Illegal::StaysManMidCapture
                        } else {
                            Illegal::JumpNextPieceOnly
                        };
                    }
                    if self.role == Role::Man
                        && !rules.men_capture_backward
                        && !dir.is_forward(self.color)
                    {
                        return Illegal::ManCapturesForwardOnly;
                    }
                    self.captured = self.captured.with(jumped);
                    if !short && let Some(reason) = self.check_landing(jumped, dir, b) {
                        return reason;
                    }
                    if self.role == Role::Man && crown.contains(b) {
                        match rules.promotion {
                            Promotion::ContinuesAsKing => self.role = Role::King,
                            Promotion::EndsMove => crowned_now = true,
                            Promotion::OnlyAtEnd => self.passed_crown = true,
                        }
                    }
                }
                [first, second, ..] => {
                    let pair = between
                        .windows(2)
                        .find(|w| self.occupied.contains(w[0]) && self.occupied.contains(w[1]));
                    if let Some(w) = pair {
                        return Illegal::TwoInARow(w[0], w[1]);
                    }
                    if !self.is_enemy(*first) {
                        return Illegal::JumpOwnPiece(*first);
                    }
                    if !self.is_enemy(*second) {
                        return Illegal::JumpOwnPiece(*second);
                    }
                    return if short {
                        Illegal::JumpNextPieceOnly
                    } else {
                        Illegal::OnePieceAtATime
                    };
                }
            }
        }
        let last = attempt[attempt.len() - 1];
        let ended_by_crowning = crowned_now && rules.promotion == Promotion::EndsMove;
        if !ended_by_crowning && self.can_capture_from(last, self.role) {
            return Illegal::CaptureNotFinished(last);
        }
        let taken = self.captured.count();
        let available = legal
            .iter()
            .map(|p| p.mv.capture_count())
            .max()
            .unwrap_or(0);
        if rules.majority_capture && taken < available {
            return Illegal::MustTakeMost { available, taken };
        }
        Illegal::NotAMove
    }

    /// Landing rule for a flying king that jumped `jumped` in `dir` and landed on `landed`.
    fn check_landing(&self, jumped: Square, dir: Direction, landed: Square) -> Option<Illegal> {
        let board = self.pos.board();
        let landings: Vec<Square> = board
            .ray(jumped, dir)
            .take_while(|s| !self.occupied.contains(*s))
            .collect();
        let going_on: Vec<Square> = landings
            .iter()
            .copied()
            .filter(|&s| self.can_capture_from(s, Role::King))
            .collect();
        if going_on.is_empty() || going_on.contains(&landed) {
            None
        } else {
            Some(Illegal::KingMustStop(going_on))
        }
    }
}
