//! The words of a mined puzzle: its explanation (one or two sentences naming the idea and the
//! squares) and hints that point at the idea without giving the move away, in every language,
//! built from the line's story (`story`) with the messages of `locales/*/explain.ftl`. The
//! opening and the result are each a whole sentence.

use super::motif::Line;
use super::story::{Crown, Hint, Opening, Outcome, Story};
use crate::content::Text;
use crate::engine::Goal;
use crate::rules::{Square, square_name};
use crate::{Lang, t};

impl Story {
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
