//! Tests of the route builder: moves picked square by square on the board.

use super::sq;
use crate::rules::{Position, Variant};
use crate::trainer::*;

#[test]
fn route_builder_steps_along_a_capture() {
    // Diagram 99: one capture of five pieces, crossing b4 twice.
    let pos = Position::from_fen(Variant::Russian, "W:WKa3:Bf2,c3,f4,c5,b6,d8").unwrap();
    let mut b = RouteBuilder::new();
    assert!(matches!(
        b.pick(&pos, sq("c5")),
        Pick::Refused(crate::rules::Illegal::OpponentPiece(..))
    ));
    assert!(matches!(
        b.pick(&pos, sq("d4")),
        Pick::Refused(crate::rules::Illegal::NoPiece(_))
    ));
    assert_eq!(b.pick(&pos, sq("a3")), Pick::Selected(sq("a3")));
    assert_eq!(b.targets(&pos), vec![sq("d6")]);
    assert_eq!(b.pick(&pos, sq("d6")), Pick::Continue);
    assert_eq!(b.jumped(&pos), vec![sq("c5")]);
    assert_eq!(b.pick(&pos, sq("g3")), Pick::Continue);
    assert_eq!(b.jumped(&pos), vec![sq("c5"), sq("f4")]);
    assert_eq!(b.pick(&pos, sq("e1")), Pick::Continue);
    assert_eq!(b.pick(&pos, sq("a5")), Pick::Continue);
    let route = match b.pick(&pos, sq("c7")) {
        Pick::Complete(route) => route,
        other => panic!("{other:?}"),
    };
    assert_eq!(route.len(), 6);
    assert!(b.picked().is_empty());
    // Picking the end at once is enough when only one move ends there.
    b.pick(&pos, sq("a3"));
    assert!(matches!(b.pick(&pos, sq("c7")), Pick::Complete(_)));
    // Picking the piece again drops it.
    b.pick(&pos, sq("a3"));
    assert_eq!(b.pick(&pos, sq("a3")), Pick::Cleared);
}

#[test]
fn route_builder_accepts_any_landing_square_on_a_straight_line() {
    let pos = Position::from_fen(Variant::Russian, "W:WKa1:Bc3,f6,h4").unwrap();
    let mut b = RouteBuilder::new();
    b.pick(&pos, sq("a1"));
    // Both d4 and e5 lie between the two men on the line; the route goes on over f6.
    assert_eq!(b.pick(&pos, sq("e5")), Pick::Continue);
    assert_eq!(b.jumped(&pos), vec![sq("c3")]);
    assert!(matches!(b.pick(&pos, sq("g7")), Pick::Complete(_)));
}
