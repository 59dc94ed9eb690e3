//! What a caller hands the rules is checked where it comes in: a square of the other board
//! size (10x10 on 8x8) is refused or named as not on the board, in release builds too, and a
//! move is played unchecked only when asked by name.

use shashki::rules::{
    BoardSize, Color, Direction, Illegal, Move, MoveError, Piece, Position, PositionError, Role,
    Square, Variant, explain, resolve_route, square_name,
};

use crate::support::{fen, mv};

const MAN: Piece = Piece {
    color: Color::White,
    role: Role::Man,
};

/// Squares of `board` that the other board size does not have.
fn only_on(board: BoardSize) -> Vec<Square> {
    let other = match board {
        BoardSize::Eight => BoardSize::Ten,
        BoardSize::Ten => BoardSize::Eight,
    };
    board.squares().filter(|&s| !other.contains(s)).collect()
}

#[test]
fn geometry_answers_none_for_a_square_of_the_other_board() {
    for (board, other) in [
        (BoardSize::Eight, BoardSize::Ten),
        (BoardSize::Ten, BoardSize::Eight),
    ] {
        for s in other.squares() {
            if board.contains(s) {
                let number = board.number(s).expect("on the board");
                assert_eq!(board.square(u32::from(number)), Some(s));
                assert_eq!(
                    board.square_at(board.coord(s).expect("on the board")),
                    Some(s)
                );
                continue;
            }
            assert_eq!(board.number(s), None, "{s:?}");
            assert_eq!(board.coord(s), None, "{s:?}");
            assert_eq!(board.algebraic(s), None, "{s:?}");
            for d in Direction::ALL {
                assert_eq!(board.step(s, d), None, "{s:?} {d:?}");
                assert_eq!(board.ray(s, d).count(), 0, "{s:?} {d:?}");
            }
            for t in board.squares() {
                assert_eq!(board.direction_between(s, t), None);
                assert_eq!(board.direction_between(t, s), None);
                assert!(board.between(s, t).is_empty() && board.between(t, s).is_empty());
            }
        }
    }
    // 10x10 has squares past the 8x8 board's 35 bits, and on the 8x8 board's padding bits.
    assert_eq!(only_on(BoardSize::Ten).len(), 21);
    assert_eq!(only_on(BoardSize::Eight).len(), 3);
    let fifty = BoardSize::Ten.square(50).expect("square 50");
    assert_eq!(square_name(Variant::Russian, fifty), "?");
    assert_eq!(square_name(Variant::English, fifty), "?");
    assert_eq!(square_name(Variant::International, fifty), "50");
}

#[test]
fn a_setup_with_a_square_of_the_other_board_is_refused() {
    for (variant, foreign) in [
        (Variant::Russian, only_on(BoardSize::Ten)),
        (Variant::International, only_on(BoardSize::Eight)),
    ] {
        for s in foreign {
            assert_eq!(
                Position::new(variant, Color::White, [(s, MAN)]),
                Err(PositionError::OffBoard(s)),
                "{variant} {s:?}"
            );
        }
    }
}

#[test]
fn an_attempt_with_a_square_of_the_other_board_is_explained() {
    let pos = Position::start(Variant::Russian);
    let c3 = BoardSize::Eight.square(22).expect("c3");
    let forty_one = BoardSize::Ten.square(41).expect("square 41");
    assert_eq!(
        explain(&pos, &[c3, forty_one]),
        Some(Illegal::OffBoard(forty_one))
    );
    assert_eq!(
        resolve_route(&pos, &[forty_one, c3]),
        Err(MoveError::Illegal(Illegal::OffBoard(forty_one)))
    );
    assert!(Illegal::OffBoard(forty_one).is_slip());
}

#[test]
fn play_checks_the_move_and_play_unchecked_trusts_it() {
    let pos = Position::start(Variant::Russian);
    let path = mv(&pos, "c3-d4");
    assert_eq!(pos.play(&path.mv), Ok(pos.play_unchecked(&path.mv)));
    // Backward, onto a taken square, along no diagonal, a capture that takes nothing.
    let c3 = path.mv.from;
    let d4 = path.mv.to;
    let b2 = BoardSize::Eight.square(25).expect("b2");
    let quiet = |from, to| Move {
        from,
        to,
        captured: shashki::rules::Bitboard::EMPTY,
        promotes: false,
    };
    assert_eq!(
        pos.play(&quiet(d4, c3)),
        Err(Illegal::NoPiece(d4)),
        "no piece on d4"
    );
    assert_eq!(pos.play(&quiet(b2, c3)), Err(Illegal::Occupied(c3)));
    let crowning = Move {
        promotes: true,
        ..path.mv
    };
    assert_eq!(pos.play(&crowning), Err(Illegal::NotAMove));
    let fifty = BoardSize::Ten.square(50).expect("square 50");
    assert_eq!(pos.play(&quiet(c3, fifty)), Err(Illegal::OffBoard(fifty)));
    // A capture is checked against the whole move, not only its ends.
    let pos = fen(Variant::Russian, "W:Wa1:Bb2,h8");
    let take = mv(&pos, "a1:c3");
    assert_eq!(pos.play(&take.mv), Ok(pos.play_unchecked(&take.mv)));
    let more = Move {
        captured: take
            .mv
            .captured
            .with(BoardSize::Eight.square(18).expect("d4")),
        ..take.mv
    };
    assert_eq!(pos.play(&more), Err(Illegal::NotAMove));
}
