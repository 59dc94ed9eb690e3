//! Corners move generation checked against a second, deliberately simple implementation: a
//! grid of characters, a recursive depth-first search for jump chains, a set of (from, to).

use std::collections::HashSet;
use std::time::Instant;

use shashki::corners::{CornersPosition, parse_move, perft};
use shashki::rng::Rng;
use shashki::rules::Color;

/// grid[rank][file]: 'w', 'b' or empty.
#[derive(Clone, PartialEq, Debug)]
struct Simple {
    grid: [[Option<char>; 8]; 8],
    white_to_move: bool,
}

type Square = (i32, i32);

fn on_board((file, rank): Square) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

impl Simple {
    fn start() -> Simple {
        let mut grid = [[None; 8]; 8];
        for rank in 0..3 {
            for file in 0..3 {
                grid[rank][file] = Some('w');
                grid[7 - rank][7 - file] = Some('b');
            }
        }
        Simple {
            grid,
            white_to_move: true,
        }
    }

    /// The piece on `square`, which must be on the board.
    fn piece(&self, (file, rank): Square) -> Option<char> {
        self.grid[rank as usize][file as usize]
    }

    fn is_free(&self, square: Square) -> bool {
        on_board(square) && self.piece(square).is_none()
    }

    fn is_piece(&self, square: Square) -> bool {
        on_board(square) && self.piece(square).is_some()
    }

    /// Every (from, to) of the side to move.
    fn moves(&self) -> HashSet<(Square, Square)> {
        let me = if self.white_to_move { 'w' } else { 'b' };
        let mut found = HashSet::new();
        for rank in 0..8 {
            for file in 0..8 {
                if self.grid[rank as usize][file as usize] != Some(me) {
                    continue;
                }
                let from = (file, rank);
                // The moving piece has left its square while it jumps.
                let mut board = self.clone();
                board.grid[rank as usize][file as usize] = None;
                for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let to = (file + df, rank + dr);
                    if board.is_free(to) {
                        found.insert((from, to));
                    }
                }
                let mut visited = vec![from];
                board.jump(from, from, &mut visited, &mut found);
            }
        }
        found
    }

    fn jump(
        &self,
        from: Square,
        at: Square,
        visited: &mut Vec<Square>,
        found: &mut HashSet<(Square, Square)>,
    ) {
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let over = (at.0 + df, at.1 + dr);
            let land = (at.0 + 2 * df, at.1 + 2 * dr);
            if self.is_piece(over) && self.is_free(land) && !visited.contains(&land) {
                found.insert((from, land));
                visited.push(land);
                self.jump(from, land, visited, found);
                visited.pop();
            }
        }
    }

    fn play(&self, (from, to): (Square, Square)) -> Simple {
        let mut next = self.clone();
        let piece = next.grid[from.1 as usize][from.0 as usize].take();
        next.grid[to.1 as usize][to.0 as usize] = piece;
        next.white_to_move = !self.white_to_move;
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| self.play(m).perft(depth - 1))
            .sum()
    }

    /// The move written "c3-d3".
    fn read(text: &str) -> (Square, Square) {
        let square = |s: &str| {
            let b = s.as_bytes();
            (i32::from(b[0] - b'a'), i32::from(b[1] - b'1'))
        };
        let (from, to) = text.split_once('-').unwrap();
        (square(from), square(to.rsplit('-').next().unwrap()))
    }
}

/// The same position as the fast implementation sees it.
fn same(simple: &Simple, fast: &CornersPosition) -> bool {
    let turn = if simple.white_to_move {
        Color::White
    } else {
        Color::Black
    };
    let fast_grid: Vec<Option<char>> = (0..64u8)
        .map(|i| {
            let cell = shashki::corners::Cell::new(i % 8, i / 8).unwrap();
            fast.piece_at(cell).map(|c| match c {
                Color::White => 'w',
                Color::Black => 'b',
            })
        })
        .collect();
    let simple_grid: Vec<Option<char>> = simple.grid.iter().flatten().copied().collect();
    fast.turn() == turn && fast_grid == simple_grid
}

/// The fast implementation's moves as (from, to) squares.
fn fast_moves(pos: &CornersPosition) -> HashSet<(Square, Square)> {
    let square = |c: shashki::corners::Cell| (i32::from(c.file()), i32::from(c.rank()));
    let moves = pos.legal_moves();
    let set: HashSet<_> = moves
        .iter()
        .map(|m| (square(m.from()), square(m.to())))
        .collect();
    assert_eq!(
        set.len(),
        moves.len(),
        "a (from, to) twice: {}",
        pos.to_fen()
    );
    set
}

/// Both implementations after the same moves.
fn after(line: &[&str]) -> (Simple, CornersPosition) {
    let mut simple = Simple::start();
    let mut fast = CornersPosition::start();
    for text in line {
        let mv = parse_move(&fast, text).unwrap();
        fast = fast.play(&mv);
        simple = simple.play(Simple::read(text));
        assert!(same(&simple, &fast), "after {text}");
    }
    (simple, fast)
}

#[test]
fn perft_from_the_start_agrees() {
    let (simple, fast) = after(&[]);
    for depth in 1..=6 {
        let t = Instant::now();
        let quick = perft(&fast, depth);
        let quick_time = t.elapsed();
        let t = Instant::now();
        let plain = simple.perft(depth);
        println!(
            "perft {depth}: {quick} ({quick_time:?}; the simple one {plain} in {:?})",
            t.elapsed()
        );
        assert_eq!(quick, plain, "depth {depth}");
    }
}

#[test]
fn perft_in_the_middle_game_agrees() {
    let lines: [&[&str]; 3] = [
        &["c3-d3", "f6-e6", "c1-c3-e3", "g7-e7-e5", "a3-c3"],
        &[
            "c3-d3", "f6-e6", "b3-b4", "f7-f6", "c2-c3", "e6-d6", "d3-e3", "h7-f7", "b2-b3",
            "g7-e7",
        ],
        &[
            "c3-c4", "h6-h5", "c4-c5", "h5-h4", "c5-c6", "h4-h3", "c6-c7", "h3-h2",
        ],
    ];
    for line in lines {
        let (simple, fast) = after(line);
        for depth in 1..=4 {
            assert_eq!(
                perft(&fast, depth),
                simple.perft(depth),
                "{line:?} depth {depth}"
            );
        }
    }
}

#[test]
fn move_lists_agree_along_random_games() {
    let mut rng = Rng::new(2026);
    for _ in 0..20 {
        let mut simple = Simple::start();
        let mut fast = CornersPosition::start();
        for _ in 0..150 {
            assert!(same(&simple, &fast));
            let mine = fast_moves(&fast);
            assert_eq!(mine, simple.moves(), "{}", fast.to_fen());
            let moves = fast.legal_moves();
            let Some(mv) = rng.pick(&moves) else { break };
            let square = |c: shashki::corners::Cell| (i32::from(c.file()), i32::from(c.rank()));
            simple = simple.play((square(mv.from()), square(mv.to())));
            fast = fast.play(mv);
        }
    }
}
