//! The keys and clicks every board view reads alike (the draughts board and the corners
//! board): the arrows move the cursor, Enter or space picks, Esc drops a pick, `t` turns the
//! board, `w` shows where a piece can go, and a left click picks the square under it.

use cursive::Vec2;
use cursive::event::{Event, Key, MouseButton, MouseEvent};

use super::keys::{self, latin};

/// What a key or a click asks a board to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BoardKey {
    /// Move the cursor by (columns, rows).
    Step(isize, isize),
    /// Pick the square under the cursor.
    Pick,
    /// Drop the piece picked (Esc); ignored when nothing is picked, so Esc leaves the screen.
    Drop,
    /// Turn the board around.
    Turn,
    /// Show or hide the squares a picked piece can go to.
    Targets,
    /// A left click at this place, relative to the board's top left corner.
    Click(Vec2),
}

/// How a board reads `event`, if it is one of its keys. (Letters begin a typed move, so h,
/// j, k, l do not move the cursor.)
pub(super) fn board_key(event: &Event) -> Option<BoardKey> {
    Some(match event {
        Event::Key(Key::Left) => BoardKey::Step(-1, 0),
        Event::Key(Key::Right) => BoardKey::Step(1, 0),
        Event::Key(Key::Up) => BoardKey::Step(0, -1),
        Event::Key(Key::Down) => BoardKey::Step(0, 1),
        Event::Key(Key::Enter) | Event::Char(' ') => BoardKey::Pick,
        Event::Key(Key::Esc) => BoardKey::Drop,
        Event::Char(c) => match latin(*c) {
            keys::TURN => BoardKey::Turn,
            keys::TARGETS => BoardKey::Targets,
            _ => return None,
        },
        Event::Mouse {
            offset,
            position,
            event: MouseEvent::Press(MouseButton::Left),
        } => BoardKey::Click(position.checked_sub(*offset)?),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_picks_and_clicks_are_read_alike_for_every_board() {
        assert_eq!(board_key(&Event::Key(Key::Up)), Some(BoardKey::Step(0, -1)));
        assert_eq!(board_key(&Event::Char(' ')), Some(BoardKey::Pick));
        assert_eq!(board_key(&Event::Char('h')), None, "h begins a typed move");
        let click = Event::Mouse {
            offset: Vec2::new(2, 1),
            position: Vec2::new(7, 4),
            event: MouseEvent::Press(MouseButton::Left),
        };
        assert_eq!(board_key(&click), Some(BoardKey::Click(Vec2::new(5, 3))));
    }
}
