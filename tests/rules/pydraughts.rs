//! Cross-check against an independent implementation: pydraughts 0.6.7 (fixtures generated
//! by `tests/fixtures/pydraughts/generate.py`, committed as `moves.txt`). For every position,
//! the legal moves compared as (start, end, captured set, promotion) and perft to depth 3.

use std::collections::BTreeSet;

use shashki::rules::{Position, Variant, perft};

/// A move as the fixtures write it: numbers in PDN order, captured squares ascending.
type Key = (u8, u8, Vec<u8>, bool);

fn our_moves(pos: &Position) -> BTreeSet<Key> {
    let board = pos.board();
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let number = |s| board.number(s).expect("a square of the board");
            let captured = m.captured.squares().map(number).collect();
            (number(m.from), number(m.to), captured, m.promotes)
        })
        .collect()
}

#[test]
fn legal_moves_and_perft_agree_with_pydraughts() {
    let text = include_str!("../fixtures/pydraughts/moves.txt");
    let mut pos: Option<(Position, String)> = None;
    let mut expected = BTreeSet::new();
    let (mut positions, mut moves, mut perfts) = (0, 0, 0);
    let mut per_variant = [0; 4];
    for (n, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let here = |p: &Option<(Position, String)>| {
            format!("moves.txt:{} {}", n + 1, p.as_ref().map_or("", |p| &p.1))
        };
        match words.as_slice() {
            [] => {}
            [first, ..] if first.starts_with('#') => {}
            ["position", variant, fen] => {
                let variant: Variant = variant.parse().unwrap();
                let p = Position::from_fen(variant, fen)
                    .unwrap_or_else(|e| panic!("{}: {e}", here(&pos)));
                assert_eq!(Position::from_fen(variant, &p.to_fen()), Ok(p));
                per_variant[variant as usize] += 1;
                pos = Some((p, fen.to_string()));
                expected.clear();
            }
            ["move", from, to, captured, promotes] => {
                let captured = if *captured == "-" {
                    Vec::new()
                } else {
                    captured.split(',').map(|c| c.parse().unwrap()).collect()
                };
                expected.insert((
                    from.parse().unwrap(),
                    to.parse().unwrap(),
                    captured,
                    *promotes == "1",
                ));
            }
            ["perft", depth, count] => {
                let (p, _) = pos.as_ref().unwrap();
                let depth: u32 = depth.parse().unwrap();
                assert_eq!(
                    perft(p, depth),
                    count.parse::<u64>().unwrap(),
                    "{} perft {depth}",
                    here(&pos)
                );
                perfts += 1;
            }
            ["end"] => {
                let (p, _) = pos.as_ref().unwrap();
                assert_eq!(our_moves(p), expected, "{}", here(&pos));
                positions += 1;
                moves += expected.len();
            }
            _ => panic!("moves.txt:{}: cannot read '{line}'", n + 1),
        }
    }
    assert!(
        positions > 1000 && moves > 5000 && perfts > 2000,
        "{positions} {moves} {perfts}"
    );
    assert!(per_variant.iter().all(|&n| n >= 250), "{per_variant:?}");
}
