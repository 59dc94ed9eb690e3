//! The review of a finished (or any) game: each move gets a mark from the engine's scores
//! before and after it, the better move the engine would play, and a reason in child words
//! computed from the engine's lines.
//!
//! A move's *loss* is how much the mover's score drops with it, in hundredths of a man: the
//! search score of the position before the move (the best the mover could get) minus the
//! score after it (the negated search of the position the move leads to). Scores of forced
//! wins and losses are clamped to ±[`WIN_CLAMP`] first, so missing a forced win is a blunder
//! while winning more slowly than possible costs nothing. The marks, by loss:
//!
//! | loss            | mark         | NAG  |
//! |-----------------|--------------|------|
//! | below 30        | good         | none |
//! | 30 to 59        | inaccuracy   | `$6` (`?!`) |
//! | 60 to 89        | mistake      | `$2` (`?`)  |
//! | 90 and more     | blunder      | `$4` (`??`) |
//!
//! A man is a twelfth of a side's army (a twentieth on the big board), so a move that gives
//! one away for nothing, about 100, is a blunder; a weaker position worth half a man is a
//! mistake. Below 30 the search's own wobble between depths could be the reason.
//!
//! An only legal move, and the move the engine itself would play, are always good.

use crate::Lang;
use crate::engine::{Limits, SearchResult, Searcher, WIN_FOUND};
use crate::rules::{Color, Game, MovePath, Variant, full_text};
use crate::t;

/// Win and loss scores are clamped to this (ten men) before a loss is worked out.
pub const WIN_CLAMP: i32 = 1000;
/// The smallest loss that makes a move an inaccuracy.
pub const INACCURACY_LOSS: i32 = 30;
/// The smallest loss that makes a move a mistake.
pub const MISTAKE_LOSS: i32 = 60;
/// The smallest loss that makes a move a blunder.
pub const BLUNDER_LOSS: i32 = 90;

/// How good a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// Lost less than [`INACCURACY_LOSS`] (or the engine's own move, or the only move).
    Good,
    /// Lost at least [`INACCURACY_LOSS`].
    Inaccuracy,
    /// Lost at least [`MISTAKE_LOSS`].
    Mistake,
    /// Lost at least [`BLUNDER_LOSS`].
    Blunder,
}

impl Mark {
    /// Every mark, best first.
    #[cfg(test)]
    pub const ALL: [Mark; 4] = [Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark of a move that loses `loss` hundredths of a man.
    pub fn from_loss(loss: i32) -> Mark {
        match loss {
            l if l < INACCURACY_LOSS => Mark::Good,
            l if l < MISTAKE_LOSS => Mark::Inaccuracy,
            l if l < BLUNDER_LOSS => Mark::Mistake,
            _ => Mark::Blunder,
        }
    }

    /// The symbol written after the move: none, `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The standard PDN/PGN NAG: none for a good move (a plain move needs no "!"), `$6`, `$2`
    /// or `$4`.
    pub fn nag(self) -> Option<u8> {
        match self {
            Mark::Good => None,
            Mark::Inaccuracy => Some(6),
            Mark::Mistake => Some(2),
            Mark::Blunder => Some(4),
        }
    }

    /// The id the messages select on: `good`, `inaccuracy`, `mistake`, `blunder`.
    pub fn id(self) -> &'static str {
        match self {
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// A mistake or a blunder (what `n` jumps to on the review screen).
    pub fn is_mistake(self) -> bool {
        self >= Mark::Mistake
    }

    /// The mark in words ("blunder").
    pub fn word(self, lang: Lang) -> String {
        t!(lang, "game-review-mark", mark = self.id())
    }
}

/// Why a move got its mark, read from the engine's lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The only legal move.
    OnlyMove,
    /// The move the engine would play, or as good.
    Good,
    /// The opponent's reply takes `count` pieces.
    ReplyTakes {
        /// The capture.
        reply: MovePath,
        /// Pieces taken.
        count: u32,
    },
    /// The opponent has a shot: it gives a piece away, and after the forced capture takes more.
    Shot {
        /// The give-away.
        give: MovePath,
        /// The opponent's capture after it.
        take: MovePath,
        /// Pieces that capture takes.
        count: u32,
    },
    /// The opponent crowns a king.
    ReplyCrowns {
        /// The crowning move.
        reply: MovePath,
    },
    /// After the move the opponent wins by force.
    WalksIntoLoss,
    /// The mover had a forced win and lets it slip.
    WinSlips,
    /// The better move would have taken `count` pieces.
    BetterTakes {
        /// Pieces the better move takes.
        count: u32,
    },
    /// The better move would have given a piece away for a bigger capture.
    BetterShot {
        /// The capture that follows.
        take: MovePath,
        /// Pieces it takes.
        count: u32,
    },
    /// The better move would have crowned a king.
    BetterCrowns,
    /// The better move keeps a stronger position.
    StrongerPosition,
}

/// The review of one move.
#[derive(Clone, Debug)]
pub struct MoveReview {
    /// The move's index in the game (0 for the first move).
    pub ply: usize,
    /// The side that played it.
    pub side: Color,
    /// The move played.
    pub played: MovePath,
    /// Its mark.
    pub mark: Mark,
    /// The engine's move, when it differs from the one played.
    pub best: Option<MovePath>,
    /// The engine's line from the position before the move, its move first (empty when the
    /// move played was the engine's move).
    pub better_line: Vec<MovePath>,
    /// Why the move got its mark.
    pub why: Why,
}

/// What a move lost, in hundredths of a man, from the search scores for the mover before and
/// after it: win scores clamped (a slower win costs nothing), never below 0.
pub fn move_loss(score_before: i32, score_after: i32) -> i32 {
    (clamp(score_before) - clamp(score_after)).max(0)
}

fn clamp(score: i32) -> i32 {
    score.clamp(-WIN_CLAMP, WIN_CLAMP)
}

/// Searches the position after the first `plies` moves of `game`, knowing the game up to
/// there (its repetitions and draw-rule counts), with a copy of `limits`.
fn search(searcher: &mut Searcher, game: &Game, plies: usize, limits: &Limits) -> SearchResult {
    let mut upto = game.clone();
    while upto.moves().len() > plies {
        upto.undo();
    }
    searcher.search_game(&upto, limits.clone())
}

/// Reviews move `ply` of `game` (`ply < game.moves().len()`), searching with `limits` and
/// `searcher` (keep one for the whole game: its table helps).
pub fn review_ply(game: &Game, ply: usize, limits: &Limits, searcher: &mut Searcher) -> MoveReview {
    let positions = game.positions();
    let before = positions[ply];
    let played = game.moves()[ply].clone();
    let after = search(searcher, game, ply + 1, limits);
    let score_after = -after.score;
    let refutation = after.pv;
    let only = before.legal_moves().len() == 1;
    let (found, mut score_before) = if only {
        (None, score_after)
    } else {
        let found = search(searcher, game, ply, limits);
        let score = found.score;
        (Some(found), score)
    };
    // The move played may be better than the search of the position before saw.
    score_before = score_before.max(score_after);
    let engine_move = found
        .as_ref()
        .and_then(|f| f.best.as_ref())
        .is_none_or(|b| b.mv == played.mv);
    let loss = move_loss(score_before, score_after);
    let mark = if only || engine_move {
        Mark::Good
    } else {
        Mark::from_loss(loss)
    };
    let (best, better_line) = match found {
        Some(found) if !engine_move => (found.best, found.pv),
        _ => (None, Vec::new()),
    };
    let why = if only {
        Why::OnlyMove
    } else if mark == Mark::Good {
        Why::Good
    } else {
        reason(
            &played,
            best.as_ref(),
            &better_line,
            &refutation,
            score_before,
            score_after,
        )
    };
    MoveReview {
        ply,
        side: before.turn(),
        played,
        mark,
        best,
        better_line,
        why,
    }
}

/// Why a move that lost something got its mark: first what the opponent can do, then what
/// the better move would have done.
fn reason(
    played: &MovePath,
    best: Option<&MovePath>,
    better_line: &[MovePath],
    refutation: &[MovePath],
    before: i32,
    after: i32,
) -> Why {
    let takes = |line: &[MovePath], i: usize| line.get(i).map_or(0, |m| m.mv.capture_count());
    if let Some(reply) = refutation.first() {
        let count = takes(refutation, 0);
        if count >= 2 || (count == 1 && takes(refutation, 1) == 0) {
            return Why::ReplyTakes {
                reply: reply.clone(),
                count,
            };
        }
        if count == 0
            && takes(refutation, 1) > 0
            && let Some(take) = refutation.get(2)
            && take.mv.capture_count() > takes(refutation, 1)
        {
            return Why::Shot {
                give: reply.clone(),
                take: take.clone(),
                count: take.mv.capture_count(),
            };
        }
        if let Some(crowns) = [refutation.first(), refutation.get(2)]
            .into_iter()
            .flatten()
            .find(|m| m.mv.promotes)
        {
            return Why::ReplyCrowns {
                reply: crowns.clone(),
            };
        }
    }
    if after < -WIN_FOUND && before >= -WIN_FOUND {
        return Why::WalksIntoLoss;
    }
    if before > WIN_FOUND && after <= WIN_FOUND {
        return Why::WinSlips;
    }
    let Some(best) = best else {
        return Why::StrongerPosition;
    };
    if best.mv.capture_count() > played.mv.capture_count() {
        return Why::BetterTakes {
            count: best.mv.capture_count(),
        };
    }
    if takes(better_line, 1) > 0
        && let Some(take) = better_line.get(2)
        && take.mv.capture_count() > takes(better_line, 1)
    {
        return Why::BetterShot {
            take: take.clone(),
            count: take.mv.capture_count(),
        };
    }
    if best.mv.promotes {
        return Why::BetterCrowns;
    }
    Why::StrongerPosition
}

/// Reviews every move of `game` with one searcher (the commands and the screen review a move
/// at a time, to show each as it comes).
#[cfg(test)]
pub fn review_game(game: &Game, limits: &Limits) -> Vec<MoveReview> {
    let mut searcher = Searcher::default();
    (0..game.moves().len())
        .map(|ply| review_ply(game, ply, limits, &mut searcher))
        .collect()
}

/// The blunders `side` made, in the order played.
pub fn blunders(reviews: &[MoveReview], side: Color) -> Vec<&MoveReview> {
    reviews
        .iter()
        .filter(|r| r.side == side && r.mark == Mark::Blunder)
        .collect()
}

/// `white` or `black`, what the messages select a side's name on.
fn side_id(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// One short sentence saying why the move got its mark, in `lang`.
pub fn why_text(review: &MoveReview, variant: Variant, lang: Lang) -> String {
    let mv = |path: &MovePath| full_text(variant, path);
    let played = mv(&review.played);
    let best = review.best.as_ref().map(mv).unwrap_or_default();
    let other = side_id(review.side.opponent());
    match &review.why {
        Why::OnlyMove => t!(lang, "game-review-why-only"),
        Why::Good => t!(lang, "game-review-why-good"),
        Why::ReplyTakes { reply, count } => t!(
            lang,
            "game-review-why-reply-takes",
            played = played,
            side = other,
            count = *count,
            reply = mv(reply)
        ),
        Why::Shot { give, take, count } => t!(
            lang,
            "game-review-why-shot",
            played = played,
            side = other,
            give = mv(give),
            take = mv(take),
            count = *count
        ),
        Why::ReplyCrowns { reply } => t!(
            lang,
            "game-review-why-reply-crowns",
            played = played,
            side = other,
            reply = mv(reply)
        ),
        Why::WalksIntoLoss => t!(
            lang,
            "game-review-why-walks-into-loss",
            played = played,
            side = other
        ),
        Why::WinSlips => t!(lang, "game-review-why-win-slips", best = best),
        Why::BetterTakes { count } => t!(
            lang,
            "game-review-why-better-takes",
            best = best,
            count = *count
        ),
        Why::BetterShot { take, count } => t!(
            lang,
            "game-review-why-better-shot",
            best = best,
            take = mv(take),
            count = *count
        ),
        Why::BetterCrowns => t!(lang, "game-review-why-better-crowns", best = best),
        Why::StrongerPosition => t!(lang, "game-review-why-stronger", best = best),
    }
}

/// The move's number and text as a move list writes it: `5. e3-f4` for the side that moves
/// first, `5... g5:e3:c1` for the other.
pub fn numbered(game: &Game, ply: usize) -> String {
    let positions = game.positions();
    let variant = game.start().variant();
    let first = variant.rules().first_to_move;
    let offset = usize::from(game.start().turn() != first);
    let number = usize::midpoint(ply, offset) + 1;
    let dots = if positions[ply].turn() == first {
        "."
    } else {
        "..."
    };
    format!("{number}{dots} {}", full_text(variant, &game.moves()[ply]))
}

/// How many moves of each mark `side` made, in the order of [`Mark::ALL`].
pub fn mark_counts(reviews: &[MoveReview], side: Color) -> [usize; 4] {
    let mut counts = [0; 4];
    for r in reviews.iter().filter(|r| r.side == side) {
        counts[r.mark as usize] += 1;
    }
    counts
}

/// One line of the summary: "White: 12 good, 1 inaccuracy, 0 mistakes, 1 blunder".
pub fn summary_line(reviews: &[MoveReview], side: Color, lang: Lang) -> String {
    let [good, inaccuracies, mistakes, blunders] = mark_counts(reviews, side);
    t!(
        lang,
        "game-review-summary",
        side = side_id(side),
        good = good,
        inaccuracies = inaccuracies,
        mistakes = mistakes,
        blunders = blunders
    )
}

/// "better: g3-h4", or nothing for a good move.
pub fn better_text(review: &MoveReview, variant: Variant, lang: Lang) -> Option<String> {
    let best = review.best.as_ref().filter(|_| review.mark != Mark::Good)?;
    Some(t!(
        lang,
        "game-review-better",
        mv = full_text(variant, best)
    ))
}

/// What `n` (the next mistake) finds on the review screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextMistake {
    /// The move with this index.
    At(usize),
    /// None among the moves looked at so far, and the computer still looks at the others.
    StillLooking,
    /// The game has none.
    NoMistakes,
}

/// The next mistake or blunder of `learner` (of either side when not known) after the move
/// `selected`, round to the first, among `reviews` of a game of `total` moves.
pub fn next_mistake(
    reviews: &[MoveReview],
    total: usize,
    selected: usize,
    learner: Option<Color>,
) -> NextMistake {
    let count = reviews.len();
    let found = (1..=count)
        .map(|k| (selected + k) % count.max(1))
        .find(|&i| {
            let r = &reviews[i];
            r.mark.is_mistake() && learner.is_none_or(|side| side == r.side)
        });
    match found {
        Some(i) => NextMistake::At(i),
        None if count < total => NextMistake::StillLooking,
        None => NextMistake::NoMistakes,
    }
}

/// What `b` (the better line) does for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BetterStep {
    /// Shows the better line up to this many of its moves.
    Show(usize),
    /// The move is good: there is no better one.
    NoBetter,
    /// The computer has not looked at the move yet.
    NotYet,
    /// The whole line is on the board already.
    Shown,
}

/// The next step of the better line for the move `review` (none while it is not looked at),
/// with `shown` of its moves on the board now.
pub fn better_step(review: Option<&MoveReview>, shown: Option<usize>) -> BetterStep {
    let Some(review) = review else {
        return BetterStep::NotYet;
    };
    let line = review.better_line.len();
    if review.mark == Mark::Good {
        return BetterStep::NoBetter;
    }
    let next = shown.map_or(1, |k| k + 1);
    if line == 0 || shown.is_some_and(|k| k >= line) {
        BetterStep::Shown
    } else {
        BetterStep::Show(next.min(line))
    }
}

/// A PDN record of `game` with each reviewed move's NAG and, for moves that are not good, a
/// `{comment}`: the better move and why.
pub fn annotated_pdn(pdn: &crate::rules::PdnGame, reviews: &[MoveReview], lang: Lang) -> String {
    let game = &pdn.game;
    let variant = game.start().variant();
    let plain = pdn.to_text();
    // The tags as PdnGame writes them, then the movetext written here.
    let head = plain.split("\n\n").next().unwrap_or("");
    let mut words = Vec::new();
    let first = variant.rules().first_to_move;
    let offset = usize::from(game.start().turn() != first);
    for (i, path) in game.moves().iter().enumerate() {
        let pos = &game.positions()[i];
        let number = usize::midpoint(i, offset) + 1;
        if pos.turn() == first {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(crate::rules::short_text(pos, path));
        if let Some(review) = reviews.iter().find(|r| r.ply == i) {
            if let Some(nag) = review.mark.nag() {
                words.push(format!("${nag}"));
            }
            if review.mark != Mark::Good {
                let mut comment = review.mark.word(lang);
                if let Some(better) = better_text(review, variant, lang) {
                    comment = format!("{comment}; {better}");
                }
                comment = format!("{comment}. {}", why_text(review, variant, lang));
                // A comment ends at the first `}`.
                words.push(format!("{{{}}}", comment.replace('}', ")")));
            }
        }
    }
    let result = plain.split_whitespace().last().unwrap_or("*").to_string();
    words.push(result);
    let mut out = format!("{head}\n\n");
    let mut line_len = 0;
    for word in words {
        if line_len > 0 && line_len + 1 + word.chars().count() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += word.chars().count();
        out += &word;
    }
    out.push('\n');
    out
}

#[cfg(test)]
#[path = "tests/game_review.rs"]
mod tests;
