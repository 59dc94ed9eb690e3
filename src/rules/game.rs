//! A game: moves played from a start position, undo, the result, and the draw rules with
//! their counters (rules.md tables R1-R6, I1-I4, E1-E2; Brazilian uses the Russian set).
//!
//! Counters count plies (one player's move); limits given in the rules as "N moves" are
//! N moves of each player, so 2N plies.

use super::moves::{Move, MovePath};
use super::piece::Color;
use super::position::Position;
use super::variant::DrawRules;

/// A draw rule that can end a game by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// The same position for the third time with the same side to move (R1, I1, E1).
    Repetition,
    /// Only kings moved, nothing captured, for 15 (R3), 25 (I2) or 40 (E2, no man advanced)
    /// moves each.
    KingMovesOnly,
    /// Three or more kings (and nothing else) against a lone king: 15 moves each (R2).
    ThreeKingsAgainstKing,
    /// Both sides have kings and the balance does not change: 5, 30 or 60 moves each for
    /// 2-3, 4-5 or 6-7 pieces in all (R4).
    KingsOnBothSides,
    /// Three pieces with a king against a lone king on the Big Road: 5 moves each (R5).
    LoneKingOnBigRoad,
    /// Two pieces or fewer, with a king, against a lone king: 5 moves each (R6, I4).
    SmallEnding,
    /// Three pieces with a king against a lone king: 16 moves each (I3).
    ThreeAgainstKing,
}

impl DrawRule {
    /// The rule's label in rules.md for the given rule set (`R3`, `I2`, `E2`, ...).
    pub fn label(self, rules: DrawRules) -> &'static str {
        use DrawRule::{
            KingMovesOnly, KingsOnBothSides, LoneKingOnBigRoad, Repetition, SmallEnding,
            ThreeAgainstKing, ThreeKingsAgainstKing,
        };
        match (rules, self) {
            (DrawRules::Russian, Repetition) => "R1",
            (DrawRules::Russian, ThreeKingsAgainstKing) => "R2",
            (DrawRules::Russian, KingMovesOnly) => "R3",
            (DrawRules::Russian, KingsOnBothSides) => "R4",
            (DrawRules::Russian, LoneKingOnBigRoad) => "R5",
            (DrawRules::Russian, SmallEnding) => "R6",
            (DrawRules::International, Repetition) => "I1",
            (DrawRules::International, KingMovesOnly) => "I2",
            (DrawRules::International, ThreeAgainstKing) => "I3",
            (DrawRules::International, SmallEnding) => "I4",
            (DrawRules::English, Repetition) => "E1",
            (DrawRules::English, KingMovesOnly) => "E2",
            _ => "-",
        }
    }
}

/// A running draw-rule count, for showing ("kings only: 9 of 15 moves").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawCounter {
    /// The rule that is counting.
    pub rule: DrawRule,
    /// Plies counted so far (for repetition: how often the position has occurred).
    pub count: u32,
    /// The count at which the game is drawn.
    pub limit: u32,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// Drawn.
    Draw,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move has no legal move (no pieces left, or all blocked): it loses, or in
    /// giveaway wins.
    NoMoves {
        /// The side left without a move.
        stuck: Color,
        /// The side that won: the other one, or in giveaway the stuck side itself.
        winner: Color,
        /// It had no pieces at all (otherwise they were blocked).
        no_pieces: bool,
    },
    /// A draw rule ended the game.
    Draw(DrawRule),
}

impl Outcome {
    /// The result this outcome gives.
    pub fn result(self) -> GameResult {
        match self {
            Outcome::NoMoves {
                winner: Color::White,
                ..
            } => GameResult::WhiteWins,
            Outcome::NoMoves {
                winner: Color::Black,
                ..
            } => GameResult::BlackWins,
            Outcome::Draw(_) => GameResult::Draw,
        }
    }
}

/// The draw-rule clocks after a ply, in plies: what the rules count besides repetitions.
/// A [`Game`] keeps one per position, and the search carries one along each line it follows
/// so that it sees a draw by these rules coming.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawClock {
    /// Consecutive non-capturing king moves.
    king_moves: u32,
    /// Plies since the last capture or promotion (the material last changed).
    since_change: u32,
    /// Plies while a lone king held the Big Road against three pieces (R5).
    big_road: Option<u32>,
    /// Plies since a small ending against a lone king began; never reset while it lasts.
    small_ending: Option<u32>,
}

impl DrawClock {
    /// The clocks of a game that starts at `pos`.
    pub fn start(pos: &Position) -> DrawClock {
        DrawClock {
            big_road: big_road_holds(pos).then_some(0),
            small_ending: small_ending_holds(pos).then_some(0),
            ..DrawClock::default()
        }
    }

    /// The clocks after `mv`, played in `before`, which gives `after`.
    #[must_use]
    pub fn after(self, before: &Position, mv: &Move, after: &Position) -> DrawClock {
        let was_king = before.kings().contains(mv.from);
        let changed = mv.is_capture() || mv.promotes;
        // Every rule but the kings-only count needs a king; most positions of a game have none.
        let kings = !after.kings().is_empty();
        DrawClock {
            king_moves: if was_king && !mv.is_capture() {
                self.king_moves + 1
            } else {
                0
            },
            since_change: if changed { 0 } else { self.since_change + 1 },
            big_road: (kings && big_road_holds(after)).then(|| match self.big_road {
                Some(n) if !changed => n + 1,
                _ => 0,
            }),
            small_ending: (kings && small_ending_holds(after))
                .then(|| self.small_ending.map_or(0, |n| n + 1)),
        }
    }

    /// Calls `count(rule, plies, limit)` for each rule counting in `pos` (repetitions aside),
    /// the most specific rule first.
    fn each(self, pos: &Position, mut count: impl FnMut(DrawRule, u32, u32)) {
        if pos.kings().is_empty() {
            // Every rule counts king moves or needs a king on the board.
            return;
        }
        let rules = pos.variant().rules().draw_rules;
        let king_limit = match rules {
            DrawRules::Russian => 30,
            DrawRules::International => 50,
            DrawRules::English => 80,
        };
        let weak = lone_king_side(pos).filter(|_| rules != DrawRules::English);
        if let (Some(n), Some(_)) = (self.small_ending, weak) {
            count(DrawRule::SmallEnding, n, 10);
        }
        match rules {
            DrawRules::Russian => {
                if let Some(n) = self.big_road {
                    count(DrawRule::LoneKingOnBigRoad, n, 10);
                }
                if let Some(w) = weak {
                    let (men, kings) = material(pos, w.opponent());
                    if men == 0 && kings >= 3 {
                        count(DrawRule::ThreeKingsAgainstKing, self.since_change, 30);
                    }
                }
                let total = pos.occupied().count();
                let both_have_kings = !pos.kings_of(Color::White).is_empty()
                    && !pos.kings_of(Color::Black).is_empty();
                let limit = match total {
                    2..=3 => Some(10),
                    4..=5 => Some(60),
                    6..=7 => Some(120),
                    _ => None,
                };
                if let (true, Some(limit)) = (both_have_kings, limit) {
                    count(DrawRule::KingsOnBothSides, self.since_change, limit);
                }
            }
            DrawRules::International => {
                if weak.is_some_and(|w| strong_side_has(pos, w, 3..=3)) {
                    count(DrawRule::ThreeAgainstKing, self.since_change, 32);
                }
            }
            DrawRules::English => {}
        }
        // Last, so that a more specific rule ending at the same time is the one named.
        if self.king_moves > 0 {
            count(DrawRule::KingMovesOnly, self.king_moves, king_limit);
        }
    }

    /// Plies left in `pos` before the nearest of these rules draws the game, if one counts
    /// (`Some(0)`: it has drawn it).
    pub fn plies_left(self, pos: &Position) -> Option<u32> {
        let mut left: Option<u32> = None;
        self.each(pos, |_, count, limit| {
            let n = limit.saturating_sub(count);
            left = Some(left.map_or(n, |l| l.min(n)));
        });
        left
    }
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves.
    positions: Vec<Position>,
    moves: Vec<MovePath>,
    clocks: Vec<DrawClock>,
}

/// Material of one side: (men, kings).
fn material(pos: &Position, color: Color) -> (u32, u32) {
    (pos.men(color).count(), pos.kings_of(color).count())
}

/// The side with a lone king, if exactly one side has just one piece and it is a king.
fn lone_king_side(pos: &Position) -> Option<Color> {
    [Color::White, Color::Black]
        .into_iter()
        .find(|&c| material(pos, c) == (0, 1) && pos.pieces(c.opponent()).count() >= 1)
}

/// The strong side has `pieces` pieces in all, at least one of them a king.
fn strong_side_has(pos: &Position, weak: Color, pieces: std::ops::RangeInclusive<u32>) -> bool {
    let (men, kings) = material(pos, weak.opponent());
    kings >= 1 && pieces.contains(&(men + kings))
}

impl Game {
    /// A new game from `start`.
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            clocks: vec![DrawClock::start(&start)],
        }
    }

    /// The starting position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has a position")
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[MovePath] {
        &self.moves
    }

    /// The position before each move and after the last one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays a move, which must be legal in the current position.
    pub fn play(&mut self, path: MovePath) {
        let before = *self.position();
        let after = before.play_unchecked(&path.mv);
        let clock = self.clock().after(&before, &path.mv, &after);
        self.positions.push(after);
        self.moves.push(path);
        self.clocks.push(clock);
    }

    /// The draw-rule clocks of the current position.
    pub fn clock(&self) -> DrawClock {
        *self.clocks.last().expect("clocks follow positions")
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<MovePath> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.clocks.pop();
        Some(mv)
    }

    /// How often the current position (with the same side to move) has occurred.
    pub fn repetitions(&self) -> u32 {
        let now = self.position();
        self.positions.iter().filter(|p| *p == now).count() as u32
    }

    /// The draw rules that are counting now, with their counts and limits; the most specific
    /// rule first.
    pub fn draw_counters(&self) -> Vec<DrawCounter> {
        let mut out = Vec::new();
        let mut push = |rule, count, limit| out.push(DrawCounter { rule, count, limit });
        let reps = self.repetitions();
        if reps > 1 {
            push(DrawRule::Repetition, reps, 3);
        }
        self.clock().each(self.position(), push);
        out
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.legal_moves().is_empty() {
            let stuck = pos.turn();
            let winner = if pos.variant().is_giveaway() {
                stuck
            } else {
                stuck.opponent()
            };
            return Some(Outcome::NoMoves {
                stuck,
                winner,
                no_pieces: pos.pieces(stuck).is_empty(),
            });
        }
        self.draw_counters()
            .into_iter()
            .find(|c| c.count >= c.limit)
            .map(|c| Outcome::Draw(c.rule))
    }
}

/// R5: three pieces with a king against a lone king that is the only piece on the Big Road.
fn big_road_holds(pos: &Position) -> bool {
    if pos.variant().rules().draw_rules != DrawRules::Russian {
        return false;
    }
    let Some(weak) = lone_king_side(pos) else {
        return false;
    };
    let road = super::geometry::NamedDiagonal::by_id("big-road")
        .expect("the Big Road is named")
        .squares();
    let on_road: Vec<_> = road
        .iter()
        .filter(|&&s| pos.occupied().contains(s))
        .collect();
    strong_side_has(pos, weak, 3..=3)
        && on_road.len() == 1
        && pos.kings_of(weak).contains(*on_road[0])
}

/// R6/I4: two pieces or fewer, with a king, against a lone king.
fn small_ending_holds(pos: &Position) -> bool {
    if pos.variant().rules().draw_rules == DrawRules::English {
        return false;
    }
    lone_king_side(pos).is_some_and(|weak| strong_side_has(pos, weak, 1..=2))
}
