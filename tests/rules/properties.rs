//! Properties that must hold on every position: checked on random positions of each variant
//! (random play from the start, and random placements with kings).

use shashki::Lang;
use shashki::i18n::core::Say;
use shashki::rng::Rng;
use shashki::rules::{
    Game, MoveError, Position, Variant, explain, full_text, parse_move, parse_move_any_sign,
    short_text,
};

use crate::support::random_positions;

fn positions(variant: Variant) -> Vec<Position> {
    let count = if cfg!(debug_assertions) { 150 } else { 600 };
    random_positions(variant, count, 7 + variant as u64)
}

#[test]
fn fen_round_trips() {
    for variant in Variant::ALL {
        for pos in positions(variant) {
            let text = pos.to_fen();
            assert_eq!(Position::from_fen(variant, &text), Ok(pos), "{text}");
        }
    }
}

#[test]
fn every_move_written_reads_back_as_itself() {
    let mut checked = 0;
    for variant in Variant::ALL {
        for pos in positions(variant) {
            for path in pos.legal_move_paths() {
                let full = full_text(variant, &path);
                let short = short_text(&pos, &path);
                assert_eq!(
                    parse_move(&pos, &full).map(|p| p.mv),
                    Ok(path.mv),
                    "{full} in {pos}"
                );
                assert_eq!(
                    parse_move(&pos, &short).map(|p| p.mv),
                    Ok(path.mv),
                    "{short} in {pos}"
                );
                let squares: Vec<_> = path.squares().collect();
                assert_eq!(explain(&pos, &squares), None, "{full} in {pos}");
                checked += 1;
            }
            for route in pos.legal_routes() {
                let text = full_text(variant, &route);
                assert_eq!(
                    parse_move(&pos, &text).map(|p| p.mv),
                    Ok(route.mv),
                    "{text} in {pos}"
                );
            }
        }
    }
    assert!(checked > 5000, "only {checked} moves checked");
}

#[test]
fn playing_then_undoing_restores_the_position() {
    for variant in Variant::ALL {
        for pos in positions(variant) {
            let mut game = Game::new(pos);
            for path in pos.legal_move_paths() {
                game.play(path.clone());
                let after = *game.position();
                assert_eq!(
                    Position::from_fen(variant, &after.to_fen()),
                    Ok(after),
                    "after {path:?}"
                );
                assert_eq!(after.turn(), pos.turn().opponent());
                assert_eq!(game.undo(), Some(path));
                assert_eq!(*game.position(), pos);
            }
        }
    }
}

#[test]
fn counts_and_capture_flags_agree() {
    let mut scratch = Vec::new();
    for variant in Variant::ALL {
        for pos in positions(variant) {
            let moves = pos.legal_moves();
            assert_eq!(pos.count_legal_moves(&mut scratch), moves.len(), "{pos}");
            assert_eq!(
                pos.has_capture(),
                moves.iter().any(shashki::rules::Move::is_capture),
                "{pos}"
            );
            if pos.has_capture() {
                assert!(
                    moves.iter().all(shashki::rules::Move::is_capture),
                    "captures are compulsory: {pos}"
                );
            }
            if variant.rules().majority_capture {
                let most = moves.iter().map(shashki::rules::Move::capture_count).max();
                assert!(
                    moves.iter().all(|m| Some(m.capture_count()) == most),
                    "{pos}"
                );
            }
            let mut distinct = moves.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), moves.len(), "a move listed twice in {pos}");
        }
    }
}

#[test]
fn random_attempts_are_answered_without_panicking() {
    let mut rng = Rng::new(99);
    for variant in Variant::ALL {
        let board = variant.board();
        let squares: Vec<_> = board.squares().collect();
        for pos in positions(variant).into_iter().take(200) {
            for _ in 0..20 {
                let len = 2 + rng.below(3);
                let attempt: Vec<_> = (0..len)
                    .map(|_| squares[rng.below(squares.len())])
                    .collect();
                let text: Vec<String> =
                    attempt.iter().filter_map(|s| board.algebraic(*s)).collect();
                match parse_move(&pos, &text.join(":")) {
                    Ok(path) => assert!(pos.legal_moves().contains(&path.mv)),
                    // A quiet move written with ':' is found and refused for its sign.
                    Err(MoveError::WrongSign(path)) => {
                        assert!(pos.legal_moves().contains(&path.mv) && !path.mv.is_capture());
                    }
                    Err(e @ (MoveError::Illegal(_) | MoveError::Ambiguous(_))) => {
                        assert!(!e.say(variant, Lang::En).is_empty());
                        assert!(!e.say(variant, Lang::Ru).is_empty());
                    }
                    Err(e) => panic!("{}: {e:?}", text.join(":")),
                }
                if explain(&pos, &attempt).is_none() {
                    assert!(
                        parse_move_any_sign(&pos, &text.join(":")).is_ok(),
                        "{}",
                        text.join(":")
                    );
                }
            }
        }
    }
}
