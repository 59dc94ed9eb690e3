//! The game review: marks, the better move, the refutation and why, on a short Russian game
//! whose third White move hangs two men to a double capture.

use super::*;
use crate::engine::WIN;
use crate::rules::PdnGame;
use crate::trainer::game_review::move_loss;

/// 3. c3-d4?? lets Black take two men with e5:c3:a5.
const BLUNDER_GAME: &str = "1. g3-h4 d6-e5 2. a3-b4 c7-d6 3. c3-d4 e5:c3:a5";

fn game() -> Game {
    PdnGame::read(BLUNDER_GAME, Variant::Russian).unwrap().game
}

fn limits() -> Limits {
    Limits::depth(6)
}

#[test]
fn the_planted_blunder_is_a_blunder_refuted_by_the_double_capture() {
    let game = game();
    let mut searcher = Searcher::default();
    let review = review_ply(&game, 4, &limits(), &mut searcher);
    assert_eq!(review.side, Color::White);
    assert_eq!(review.mark, Mark::Blunder, "{review:?}");
    let Why::ReplyTakes { reply, count } = &review.why else {
        panic!("refuted by a capture: {review:?}");
    };
    assert_eq!(full_text(Variant::Russian, reply), "e5:c3:a5");
    assert_eq!(*count, 2);
    let best = review.best.clone().expect("a better move");
    assert_ne!(best.mv, review.played.mv);
    assert_eq!(review.better_line.first(), Some(&best));
    assert_eq!(
        why_text(&review, Variant::Russian, Lang::En),
        "After c3-d4 Black could take 2 pieces with e5:c3:a5."
    );
    assert_eq!(
        why_text(&review, Variant::Russian, Lang::Ru),
        "После c3-d4 чёрные могли взять 2 шашки ходом e5:c3:a5."
    );
    assert_eq!(
        why_text(&review, Variant::Russian, Lang::Bg),
        "След c3-d4 черните можеха да вземат 2 пула с e5:c3:a5."
    );
    let better = better_text(&review, Variant::Russian, Lang::En).unwrap();
    assert_eq!(
        better,
        format!("better: {}", full_text(Variant::Russian, &best))
    );
}

#[test]
fn a_good_move_is_good_and_an_only_move_too() {
    let game = game();
    let mut searcher = Searcher::default();
    let first = review_ply(&game, 0, &limits(), &mut searcher);
    assert_eq!(first.mark, Mark::Good, "{first:?}");
    assert!(matches!(first.why, Why::Good));
    assert_eq!(why_text(&first, Variant::Russian, Lang::En), "A good move.");
    // Black's capture is forced: the only legal move.
    assert_eq!(game.positions()[5].legal_moves().len(), 1);
    let only = review_ply(&game, 5, &limits(), &mut searcher);
    assert_eq!((only.mark, only.why.clone()), (Mark::Good, Why::OnlyMove));
    assert_eq!(only.best, None);
    assert_eq!(
        why_text(&only, Variant::Russian, Lang::En),
        "It was the only move."
    );
}

#[test]
fn the_whole_game_reviewed_lists_whites_blunder() {
    let game = game();
    let reviews = review_game(&game, &limits());
    assert_eq!(reviews.len(), 6);
    let white = blunders(&reviews, Color::White);
    assert_eq!(white.len(), 1);
    assert_eq!(white[0].ply, 4);
    assert!(blunders(&reviews, Color::Black).is_empty());
    assert!(mark_counts(&reviews, Color::Black)[Mark::Good as usize] >= 2);
    let line = summary_line(&reviews, Color::White, Lang::En);
    assert!(
        line.starts_with("White: 2 good, ") && line.ends_with(", 1 blunder"),
        "{line}"
    );
    assert_eq!(numbered(&game, 4), "3. c3-d4");
    assert_eq!(numbered(&game, 5), "3... e5:c3:a5");
}

#[test]
fn next_mistake_says_when_the_review_is_still_looking() {
    let game = game();
    let reviews = review_game(&game, &limits());
    let total = reviews.len();
    // Only the first moves looked at, none of them a mistake: still looking.
    assert_eq!(
        next_mistake(&reviews[..2], total, 0, Some(Color::White)),
        NextMistake::StillLooking
    );
    // White's blunder is found once looked at, from any move, round to the first.
    for selected in [0, 4, 5] {
        assert_eq!(
            next_mistake(&reviews, total, selected, Some(Color::White)),
            NextMistake::At(4)
        );
    }
    assert_eq!(
        next_mistake(&reviews, total, 0, Some(Color::Black)),
        NextMistake::NoMistakes
    );
    assert_eq!(next_mistake(&[], 0, 0, None), NextMistake::NoMistakes);
}

#[test]
fn the_better_line_of_a_good_move_is_no_better_one() {
    let game = game();
    let reviews = review_game(&game, &limits());
    let good = reviews.iter().find(|r| r.mark == Mark::Good).unwrap();
    assert_eq!(better_step(Some(good), None), BetterStep::NoBetter);
    assert_eq!(better_step(None, None), BetterStep::NotYet);
    let mut blunder = reviews[4].clone();
    assert_eq!(blunder.mark, Mark::Blunder);
    // A line of two moves (the steps count its moves, whichever they are).
    blunder.better_line.truncate(1);
    blunder.better_line.push(blunder.played.clone());
    assert_eq!(better_step(Some(&blunder), None), BetterStep::Show(1));
    assert_eq!(better_step(Some(&blunder), Some(1)), BetterStep::Show(2));
    assert_eq!(better_step(Some(&blunder), Some(2)), BetterStep::Shown);
    blunder.better_line.clear();
    assert_eq!(better_step(Some(&blunder), None), BetterStep::Shown);
}

#[test]
fn thresholds_of_the_marks() {
    assert_eq!(Mark::from_loss(0), Mark::Good);
    assert_eq!(Mark::from_loss(29), Mark::Good);
    assert_eq!(Mark::from_loss(30), Mark::Inaccuracy);
    assert_eq!(Mark::from_loss(59), Mark::Inaccuracy);
    assert_eq!(Mark::from_loss(60), Mark::Mistake);
    assert_eq!(Mark::from_loss(89), Mark::Mistake);
    // A man given away for nothing is a blunder.
    assert_eq!(Mark::from_loss(90), Mark::Blunder);
    assert_eq!(Mark::from_loss(100), Mark::Blunder);
    assert_eq!(Mark::from_loss(WIN), Mark::Blunder);
    let nags: Vec<_> = Mark::ALL.iter().map(|m| m.nag()).collect();
    assert_eq!(nags, [None, Some(6), Some(2), Some(4)]);
    let symbols: Vec<_> = Mark::ALL.iter().map(|m| m.symbol()).collect();
    assert_eq!(symbols, ["", "?!", "?", "??"]);
}

#[test]
fn a_slower_win_costs_nothing_and_a_missed_win_is_a_blunder() {
    assert_eq!(move_loss(WIN - 5, WIN - 15), 0);
    assert_eq!(Mark::from_loss(move_loss(WIN - 5, 50)), Mark::Blunder);
    // Better than the search before saw is no loss either.
    assert_eq!(move_loss(0, 40), 0);
}

#[test]
fn the_annotated_game_reads_back_with_its_marks_and_comments() {
    let pdn = PdnGame::read(BLUNDER_GAME, Variant::Russian).unwrap();
    let reviews = review_game(&pdn.game, &limits());
    let text = annotated_pdn(&pdn, &reviews, Lang::En);
    assert!(text.contains("3. c3-d4 $4"), "{text}");
    assert!(text.contains("{blunder; better: "), "{text}");
    assert!(
        text.contains("After c3-d4 Black could take 2 pieces with e5:c3:a5.}"),
        "{text}"
    );
    let back = PdnGame::read(&text, Variant::Russian).unwrap();
    assert_eq!(back.game.moves(), pdn.game.moves());
}
