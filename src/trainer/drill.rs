//! Rule drills: one small rule question after another about fresh positions from random
//! games, harder as the learner gets them right. The rules engine decides every answer (legal
//! moves, routes, [`explain`]); a wrong answer is explained with the rule's own words, the
//! [`Illegal`] reasons lessons use. UI-free: the quiz machinery asks and scores the questions.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::quiz::AnswerBy;
pub use crate::content::Rule;
use crate::i18n::core::Say;
use crate::progress::ReviewTask;
use crate::rng::Rng;
use crate::rules::{
    Color, Direction, Illegal, MovePath, Piece, Position, Promotion, Role, Square, Variant,
    explain, full_text, parse_square, resolve_route, square_name,
};
use crate::{Lang, t};

/// What a man does when its capture reaches the last row: the three choices of a crowning
/// question, in their order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Crowned {
    /// It is crowned and goes on taking as a king (Russian).
    GoesOnAsKing,
    /// It goes on taking as a man and stays one (International, Brazilian).
    GoesOnAsMan,
    /// It is crowned and the move ends.
    Ends,
}

/// What the engine says about a question: its answer and the words for a wrong one.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Facts {
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

/// One drill question: everything else (choices, right answer, explanation) is computed from
/// these three by the rules engine, so a question can be saved (rule id, FEN, focus squares)
/// and rebuilt later.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillQuestion {
    /// The rule asked about.
    pub rule: Rule,
    /// The position shown.
    pub position: Position,
    /// The squares the question is about (the piece, the target, the route), per rule.
    pub focus: Vec<Square>,
    facts: Facts,
}

/// A square's name in the position's notation.
fn name(pos: &Position, sq: Square) -> String {
    square_name(pos.variant(), sq)
}

/// Square names joined by commas.
fn names(pos: &Position, squares: &[Square]) -> String {
    let list: Vec<String> = squares.iter().map(|&s| name(pos, s)).collect();
    list.join(", ")
}

/// Moves in full, joined by commas.
fn moves_text(pos: &Position, moves: &[MovePath]) -> String {
    let list: Vec<String> = moves.iter().map(|p| full_text(pos.variant(), p)).collect();
    list.join(", ")
}

/// Whether the piece on `sq` could make a quiet step if captures were not compulsory.
fn could_step(pos: &Position, sq: Square) -> bool {
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

/// The sizes of every complete capture of `pos`, the majority rule aside: the engine's
/// explanation of each route tried says whether it is a whole capture, a smaller one than the
/// rule asks for, or not finished.
fn complete_capture_sizes(pos: &Position) -> BTreeSet<u32> {
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
                        walk(pos, route, sizes)
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

impl DrillQuestion {
    /// None if (rule, position, focus) is not a sound question of that rule (checked with the
    /// engine).
    pub fn new(rule: Rule, position: Position, focus: Vec<Square>) -> Option<DrillQuestion> {
        if !rule.available(position.variant())
            || focus.iter().any(|&s| !position.board().contains(s))
        {
            return None;
        }
        let facts = facts(rule, &position, &focus)?;
        Some(DrillQuestion {
            rule,
            position,
            focus,
            facts,
        })
    }

    fn variant(&self) -> Variant {
        self.position.variant()
    }

    fn name(&self, sq: Square) -> String {
        name(&self.position, sq)
    }

    /// The question in words, starting with who is to move.
    pub fn question(&self, lang: Lang) -> String {
        let side = self.position.turn().name();
        let to_move = t!(lang, "drill-to-move", side = side);
        let question = match &self.facts {
            Facts::MustCapture { .. } => t!(lang, "drill-must-capture"),
            Facts::FinishCapture { piece, .. } => {
                t!(lang, "drill-finish-capture", square = self.name(*piece))
            }
            Facts::KingStop { king, target, .. } => t!(
                lang,
                "drill-king-stop",
                king = self.name(*king),
                piece = self.name(*target)
            ),
            Facts::TurkishStrike { path, .. } => {
                t!(lang, "drill-turkish-strike", square = self.name(path.mv.to))
            }
            Facts::Crowning { man, at, .. } => t!(
                lang,
                "drill-crowning",
                man = self.name(*man),
                square = self.name(*at)
            ),
            Facts::QuietOrStriking { .. } => t!(lang, "drill-quiet-or-striking"),
            Facts::TakeMost { .. } => t!(lang, "drill-take-most"),
            Facts::KingFlies { king, target, .. } => t!(
                lang,
                "drill-king-flies",
                king = self.name(*king),
                square = self.name(*target)
            ),
            Facts::CaptureBack { man, enemy, .. } => t!(
                lang,
                "drill-capture-back",
                man = self.name(*man),
                piece = self.name(*enemy)
            ),
        };
        format!("{to_move} {question}")
    }

    /// The question on screen: [`question`](DrillQuestion::question) and how to answer it.
    pub fn prompt(&self, lang: Lang) -> String {
        let how = match self.rule {
            Rule::MustCapture | Rule::TurkishStrike => t!(lang, "drill-pick-piece"),
            Rule::KingStop => t!(lang, "drill-pick-square"),
            _ => return self.question(lang),
        };
        format!("{} {how}", self.question(lang))
    }

    /// The question on paper, with where to write the answer.
    pub fn paper_prompt(&self, lang: Lang) -> String {
        let how = match self.answer_by() {
            AnswerBy::Move => t!(lang, "drill-write-move"),
            AnswerBy::Choice => return self.question(lang),
            _ => t!(lang, "drill-write-square"),
        };
        format!("{} {how}", self.question(lang))
    }

    /// How the learner answers.
    pub fn answer_by(&self) -> AnswerBy {
        match self.rule {
            Rule::MustCapture | Rule::KingStop | Rule::TurkishStrike => AnswerBy::Square,
            Rule::FinishCapture | Rule::TakeMost => AnswerBy::Move,
            Rule::Crowning | Rule::QuietOrStriking | Rule::KingFlies | Rule::CaptureBack => {
                AnswerBy::Choice
            }
        }
    }

    /// The choices of a choice question (none for the others).
    pub fn choices(&self, lang: Lang) -> Vec<String> {
        match self.rule {
            Rule::Crowning => vec![
                t!(lang, "drill-crowning-as-king"),
                t!(lang, "drill-crowning-as-man"),
                t!(lang, "drill-crowning-ends"),
            ],
            Rule::QuietOrStriking => vec![t!(lang, "drill-quiet"), t!(lang, "drill-striking")],
            Rule::KingFlies | Rule::CaptureBack => vec![t!(lang, "quiz-yes"), t!(lang, "quiz-no")],
            _ => Vec::new(),
        }
    }

    /// The index of the right choice of a choice question.
    pub fn right_choice(&self) -> Option<usize> {
        match &self.facts {
            Facts::Crowning { outcome, .. } => Some(match outcome {
                Crowned::GoesOnAsKing => 0,
                Crowned::GoesOnAsMan => 1,
                Crowned::Ends => 2,
            }),
            Facts::QuietOrStriking { captures } => Some(usize::from(!captures.is_empty())),
            Facts::KingFlies { yes, .. } | Facts::CaptureBack { yes, .. } => {
                Some(usize::from(!yes))
            }
            _ => None,
        }
    }

    /// The squares the question marks on the board.
    pub fn marked(&self) -> Vec<Square> {
        match &self.facts {
            Facts::MustCapture { .. } | Facts::QuietOrStriking { .. } | Facts::TakeMost { .. } => {
                Vec::new()
            }
            Facts::TurkishStrike { path, .. } => path.squares().collect(),
            _ => self.focus.clone(),
        }
    }

    /// The pieces the question shows as taken (a capture being shown).
    pub fn taken(&self) -> Vec<Square> {
        match &self.facts {
            Facts::TurkishStrike { taken, .. } => taken.clone(),
            _ => Vec::new(),
        }
    }

    /// The right answer in words.
    pub fn answer(&self, lang: Lang) -> String {
        let pos = &self.position;
        match &self.facts {
            Facts::MustCapture { piece, .. } => self.name(*piece),
            Facts::FinishCapture { moves, .. } | Facts::TakeMost { moves, .. } => {
                moves_text(pos, moves)
            }
            Facts::KingStop { going_on, .. } => names(pos, going_on),
            Facts::TurkishStrike { blockers, .. } => names(pos, blockers),
            _ => {
                let choices = self.choices(lang);
                self.right_choice()
                    .and_then(|i| choices.get(i).cloned())
                    .unwrap_or_default()
            }
        }
    }

    /// The squares shown on the board once the question is answered.
    pub fn answer_squares(&self) -> Vec<Square> {
        let routes = |moves: &[MovePath]| -> Vec<Square> {
            let mut squares: Vec<Square> = moves.iter().flat_map(|p| p.squares()).collect();
            squares.sort();
            squares.dedup();
            squares
        };
        match &self.facts {
            Facts::MustCapture { piece, .. } => vec![*piece],
            Facts::FinishCapture { moves, .. } | Facts::TakeMost { moves, .. } => routes(moves),
            Facts::KingStop { going_on, .. } => going_on.clone(),
            Facts::TurkishStrike { blockers, .. } => blockers.clone(),
            Facts::Crowning { man, at, .. } => vec![*man, *at],
            Facts::QuietOrStriking { captures } => routes(captures),
            Facts::KingFlies {
                king,
                target,
                blocker,
                ..
            } => std::iter::once(*king)
                .chain(*blocker)
                .chain(std::iter::once(*target))
                .collect(),
            Facts::CaptureBack {
                man, enemy, land, ..
            } => vec![*man, *enemy, *land],
        }
    }

    /// The question as a review task (rule, variant, FEN and focus squares), to ask again.
    pub fn task(&self) -> ReviewTask {
        ReviewTask::Drill {
            rule: self.rule.id().to_string(),
            variant: self.position.variant().name().to_string(),
            fen: self.position.to_fen(),
            focus: self
                .focus
                .iter()
                .map(|&s| name(&self.position, s))
                .collect(),
        }
    }

    /// The question a review task names, rebuilt and checked by the engine; none when the
    /// task is no drill question (any more).
    pub fn from_task(task: &ReviewTask) -> Option<DrillQuestion> {
        let ReviewTask::Drill {
            rule,
            variant,
            fen,
            focus,
        } = task
        else {
            return None;
        };
        let variant = Variant::from_name(variant)?;
        let position = Position::from_fen(variant, fen).ok()?;
        let focus = focus
            .iter()
            .map(|s| parse_square(variant, s))
            .collect::<Option<Vec<Square>>>()?;
        DrillQuestion::new(Rule::from_id(rule)?, position, focus)
    }

    /// What makes two questions the same (for "no repeats").
    pub fn key(&self) -> String {
        let focus: Vec<String> = self.focus.iter().map(|s| s.index().to_string()).collect();
        format!("{} {} {}", self.rule.id(), self.position, focus.join(","))
    }

    /// Difficulty, 0 (easy) to 2 (hard): more pieces on the board, a longer capture, more
    /// pieces or squares to choose from.
    pub fn level(&self) -> u32 {
        let board = self.position.board();
        let pieces = self.position.occupied().count() * 32 / u32::from(board.square_count());
        let crowd = match pieces {
            0..=12 => 0,
            13..=17 => 1,
            _ => 2,
        };
        let own = self.position.pieces(self.position.turn()).count();
        let rule = match &self.facts {
            Facts::MustCapture { captures, .. } => {
                u32::from(captures.len() > 1)
                    + u32::from(captures.iter().any(|p| p.mv.capture_count() > 1))
            }
            Facts::FinishCapture { moves, .. } => moves
                .iter()
                .map(|p| p.mv.capture_count())
                .max()
                .unwrap_or(2)
                .saturating_sub(2)
                .min(2),
            Facts::KingStop { going_on, dead, .. } => {
                u32::from(going_on.len() + dead.len() > 3) + u32::from(going_on.len() > 1)
            }
            Facts::TurkishStrike { taken, .. } => (taken.len() as u32).saturating_sub(1).min(2),
            Facts::Crowning { man, at, .. } => {
                u32::from(board.between(*man, *at).is_empty()) + u32::from(self.focus.len() > 2)
            }
            Facts::QuietOrStriking { captures } => {
                u32::from(captures.is_empty()) + u32::from(own > 8)
            }
            Facts::TakeMost { sizes, moves } => {
                u32::from(sizes.len() > 2)
                    + u32::from(moves.iter().any(|p| p.mv.capture_count() > 2))
            }
            Facts::KingFlies {
                king,
                target,
                blocker,
                ..
            } => {
                let far = board
                    .direction_between(*king, *target)
                    .is_some_and(|(_, n)| n > 3);
                u32::from(far) + u32::from(blocker.is_some())
            }
            Facts::CaptureBack {
                yes, words, busy, ..
            } => {
                u32::from(!yes)
                    + u32::from(*busy)
                    + u32::from(matches!(words, Some(Illegal::MustTakeMost { .. })))
            }
        };
        match crowd + rule {
            0 | 1 => 0,
            2 => 1,
            _ => 2,
        }
    }

    /// A square picked (square questions): whether it is right, and the words when it is not;
    /// None when the pick is not judged (a square that is not one of the answers asked for).
    pub fn judge_square(&self, sq: Square, lang: Lang) -> Option<(bool, String)> {
        let (variant, pos) = (self.variant(), &self.position);
        match &self.facts {
            Facts::MustCapture { piece, captures } => {
                if sq == *piece {
                    return Some((true, String::new()));
                }
                if !pos.pieces(pos.turn()).contains(sq) {
                    return None;
                }
                let words = Illegal::CaptureCompulsory(captures.clone()).say(variant, lang);
                let text = t!(lang, "drill-cannot-capture", square = self.name(sq));
                Some((false, format!("{text} {words}")))
            }
            Facts::KingStop {
                going_on,
                dead,
                words,
                ..
            } => {
                if going_on.contains(&sq) {
                    Some((true, String::new()))
                } else if dead.contains(&sq) {
                    Some((false, words.say(variant, lang)))
                } else {
                    None
                }
            }
            Facts::TurkishStrike {
                taken, blockers, ..
            } => {
                if blockers.contains(&sq) {
                    return Some((true, String::new()));
                }
                if !taken.contains(&sq) {
                    return None;
                }
                let first = blockers[0];
                let text = t!(
                    lang,
                    "drill-turkish-not-this",
                    square = self.name(sq),
                    blocker = self.name(first)
                );
                let words = Illegal::AlreadyJumped(first).say(variant, lang);
                Some((false, format!("{text} {words}")))
            }
            _ => None,
        }
    }

    /// Choice `index` picked (choice questions): whether it is right, and the words when it is
    /// not; None for an index that is no choice.
    pub fn judge_choice(&self, index: usize, lang: Lang) -> Option<(bool, String)> {
        let right = self.right_choice()?;
        if index >= self.choices(lang).len() {
            return None;
        }
        if index == right {
            return Some((true, String::new()));
        }
        let variant = self.variant();
        let text = match &self.facts {
            Facts::Crowning { outcome, .. } => match (outcome, variant.rules().promotion) {
                (_, Promotion::EndsMove) => Illegal::CrowningEndsMove.say(variant, lang),
                (Crowned::Ends, Promotion::OnlyAtEnd) => format!(
                    "{} {}",
                    Illegal::StaysManMidCapture.say(variant, lang),
                    t!(lang, "drill-crowning-man-stops")
                ),
                (_, Promotion::OnlyAtEnd) => Illegal::StaysManMidCapture.say(variant, lang),
                (_, Promotion::ContinuesAsKing) => t!(lang, "drill-crowning-russian"),
            },
            Facts::QuietOrStriking { captures } => {
                if captures.is_empty() {
                    t!(lang, "drill-no-capture")
                } else {
                    Illegal::CaptureCompulsory(captures.clone()).say(variant, lang)
                }
            }
            Facts::KingFlies {
                target,
                yes,
                blocker,
                ..
            } => match (yes, blocker) {
                (true, _) => t!(lang, "drill-king-flies-yes"),
                (false, Some(b)) if variant.rules().flying_kings => {
                    t!(lang, "drill-king-flies-blocked", square = self.name(*b))
                }
                (false, _) => Illegal::KingMovesOneSquare(*target).say(variant, lang),
            },
            Facts::CaptureBack { yes, words, .. } => match (yes, words) {
                (false, Some(words)) => words.say(variant, lang),
                _ => t!(lang, "drill-capture-back-yes"),
            },
            _ => return None,
        };
        Some((false, text))
    }

    /// A route played on the board (move questions): whether it is right, and the words when
    /// it is not; None for a question answered otherwise.
    pub fn judge_route(&self, route: &[Square], lang: Lang) -> Option<(bool, String)> {
        let (variant, pos) = (self.variant(), &self.position);
        let piece = match &self.facts {
            Facts::FinishCapture { piece, .. } => Some(*piece),
            Facts::TakeMost { .. } => None,
            _ => return None,
        };
        match (resolve_route(pos, route), piece) {
            (Ok(p), Some(piece)) if p.mv.from != piece => Some((
                false,
                t!(lang, "drill-take-with", square = self.name(piece)),
            )),
            (Ok(_), _) => Some((true, String::new())),
            (Err(_), _) => {
                let words = explain(pos, route).unwrap_or(Illegal::NotAMove);
                Some((false, words.say(variant, lang)))
            }
        }
    }
}

/// What the engine says about `focus` in `pos` as a question of `rule`, if it is a sound one.
fn facts(rule: Rule, pos: &Position, focus: &[Square]) -> Option<Facts> {
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
            let others_step = own.squares().any(|s| s != piece && could_step(pos, s));
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

/// The focus squares of every question of `rule` a position might hold (each still to be
/// checked by [`DrillQuestion::new`]).
fn candidates(rule: Rule, pos: &Position) -> Vec<Vec<Square>> {
    let board = pos.board();
    let turn = pos.turn();
    let enemy = pos.pieces(turn.opponent());
    match rule {
        Rule::MustCapture | Rule::QuietOrStriking | Rule::TakeMost => vec![Vec::new()],
        Rule::FinishCapture => {
            let froms: BTreeSet<Square> = pos
                .legal_move_paths()
                .iter()
                .filter(|p| p.mv.capture_count() >= 2)
                .map(|p| p.mv.from)
                .collect();
            froms.into_iter().map(|s| vec![s]).collect()
        }
        Rule::KingStop => {
            let pairs: BTreeSet<(Square, Square)> = pos
                .legal_routes()
                .iter()
                .filter(|p| pos.kings().contains(p.mv.from) && p.mv.capture_count() >= 2)
                .filter_map(|p| Some((p.mv.from, *p.captured_in_order(board).first()?)))
                .collect();
            pairs.into_iter().map(|(k, t)| vec![k, t]).collect()
        }
        Rule::TurkishStrike => pos
            .legal_routes()
            .iter()
            .filter(|p| pos.kings().contains(p.mv.from) && p.mv.capture_count() >= 2)
            .map(|p| p.squares().collect())
            .collect(),
        Rule::Crowning => {
            let crown = board.crowning_row(turn);
            let prefixes: BTreeSet<Vec<Square>> = pos
                .legal_routes()
                .iter()
                .filter(|p| !pos.kings().contains(p.mv.from) && p.mv.is_capture())
                .filter_map(|p| {
                    let squares: Vec<Square> = p.squares().collect();
                    let i = squares.iter().position(|s| crown.contains(*s))?;
                    Some(squares[..=i].to_vec())
                })
                .collect();
            prefixes.into_iter().collect()
        }
        Rule::KingFlies => {
            let short = !pos.variant().rules().flying_kings;
            let mut out = Vec::new();
            for king in pos.kings_of(turn).squares() {
                for d in Direction::ALL {
                    for (i, s) in board.ray(king, d).enumerate() {
                        if (i >= 1 || short) && !pos.occupied().contains(s) {
                            out.push(vec![king, s]);
                        }
                    }
                }
            }
            out
        }
        Rule::CaptureBack => {
            let mut out = Vec::new();
            for man in pos.men(turn).squares() {
                for d in Direction::ALL.into_iter().filter(|d| !d.is_forward(turn)) {
                    if let Some(e) = board.step(man, d).filter(|s| enemy.contains(*s)) {
                        out.push(vec![man, e]);
                    }
                }
            }
            out
        }
    }
}

/// Whether a position looks like one from a real game: enough pieces, on both wings, and
/// both sides still playing.
fn natural(pos: &Position) -> bool {
    let board = pos.board();
    let w = board.width();
    let least = if w == 8 { 8 } else { 12 };
    let all = pos.occupied();
    let left = all
        .squares()
        .filter(|&s| board.coord(s).is_some_and(|c| c.file < w / 2))
        .count();
    let right = all.count() as usize - left;
    all.count() >= least
        && left >= 2
        && right >= 2
        && [Color::White, Color::Black]
            .iter()
            .all(|&c| pos.pieces(c).count() >= 2)
}

/// Whether a position might hold a question of `rule`, before the closer look.
fn worth_a_look(rule: Rule, pos: &Position) -> bool {
    let turn = pos.turn();
    match rule {
        Rule::MustCapture | Rule::FinishCapture | Rule::TakeMost => pos.has_capture(),
        Rule::KingStop | Rule::TurkishStrike => !pos.kings_of(turn).is_empty() && pos.has_capture(),
        Rule::Crowning => pos.has_capture() && !pos.men(turn).is_empty(),
        Rule::QuietOrStriking => true,
        Rule::KingFlies => !pos.kings_of(turn).is_empty() && !pos.has_capture(),
        Rule::CaptureBack => !pos.men(turn).is_empty(),
    }
}

/// How many questions a pool aims at (and keeps at most of one level), how many of each
/// level it looks for, and how many games it may play to find them.
const POOL: usize = 48;
const LEVEL_LEAST: usize = 12;
const MAX_GAMES: usize = 4000;
/// At most this many questions from one position, so a pool spreads over many positions.
const PER_POSITION: usize = 2;

/// The questions of one rule found so far, and the keys of those asked.
#[derive(Clone, Debug, Default)]
struct Pool {
    questions: Vec<DrillQuestion>,
    asked: HashSet<String>,
}

/// Builds drill questions from natural positions (seeded): positions of random games from the
/// start position, played by the rules engine.
#[derive(Clone, Debug)]
pub struct DrillSource {
    variant: Variant,
    rng: Rng,
    pools: HashMap<Rule, Pool>,
}

impl DrillSource {
    /// A source of questions on `variant`; the same seed gives the same questions.
    pub fn new(variant: Variant, seed: u64) -> DrillSource {
        DrillSource {
            variant,
            rng: Rng::new(seed),
            pools: HashMap::new(),
        }
    }

    /// Questions of `rule` from random games, until the pool is full.
    fn fill(&mut self, rule: Rule) -> Pool {
        let mut pool = Pool::default();
        let mut keys = HashSet::new();
        let mut counts = [0; 3];
        let mut rng = Rng::new(self.rng.next_u64() ^ rule as u64);
        for _ in 0..MAX_GAMES {
            let mut pos = Position::start(self.variant);
            for _ in 0..200 {
                if natural(&pos) && worth_a_look(rule, &pos) {
                    let mut focuses = candidates(rule, &pos);
                    rng.shuffle(&mut focuses);
                    let mut found = 0;
                    for focus in focuses {
                        if found == PER_POSITION {
                            break;
                        }
                        if let Some(q) = DrillQuestion::new(rule, pos, focus)
                            && counts[q.level() as usize] < POOL
                            && keys.insert(q.key())
                        {
                            counts[q.level() as usize] += 1;
                            pool.questions.push(q);
                            found += 1;
                        }
                    }
                }
                let moves = pos.legal_moves();
                let Some(mv) = rng.pick(&moves) else {
                    break;
                };
                pos = pos.play_unchecked(mv);
            }
            if pool.questions.len() >= POOL && counts.iter().all(|&n| n >= LEVEL_LEAST) {
                break;
            }
        }
        pool
    }

    /// How many different questions of `rule` the source has (building its pool if needed).
    pub fn pool_size(&mut self, rule: Rule) -> usize {
        self.pool(rule).questions.len()
    }

    fn pool(&mut self, rule: Rule) -> &mut Pool {
        if !self.pools.contains_key(&rule) {
            let pool = self.fill(rule);
            self.pools.insert(rule, pool);
        }
        self.pools.get_mut(&rule).expect("just filled")
    }

    /// A question of `rule` near difficulty `level` (the nearest level there is), none asked
    /// before in this source until all fitting have been asked. A rule the variant does not
    /// have, or one no game gave a question of, falls back to quiet-or-striking questions
    /// (every position with a move has one).
    pub fn question(&mut self, rule: Rule, level: u32) -> DrillQuestion {
        let rule = if rule.available(self.variant) && !self.pool(rule).questions.is_empty() {
            rule
        } else {
            Rule::QuietOrStriking
        };
        self.pool(rule);
        let (pool, rng) = (
            self.pools.get_mut(&rule).expect("just filled"),
            &mut self.rng,
        );
        if pool.questions.iter().all(|q| pool.asked.contains(&q.key())) {
            pool.asked.clear();
        }
        let fresh: Vec<&DrillQuestion> = pool
            .questions
            .iter()
            .filter(|q| !pool.asked.contains(&q.key()))
            .collect();
        let nearest = fresh
            .iter()
            .map(|q| q.level().abs_diff(level))
            .min()
            .unwrap_or(0);
        let at_level: Vec<&DrillQuestion> = fresh
            .into_iter()
            .filter(|q| q.level().abs_diff(level) == nearest)
            .collect();
        let q = (*rng.pick(&at_level).expect("a pool has questions")).clone();
        pool.asked.insert(q.key());
        q
    }
}
