//! A board drawn as an SVG picture for paper: the squares, the pieces, and marks on them
//! (shaded squares, pieces taken, the way a piece went).

use std::fmt::Write;

use crate::rules::{Bitboard, Position, Role, Square, Variant};

/// Size of one square in the pictures, in pixels.
const CELL: usize = 26;
/// Room for labels around the board.
const MARGIN: usize = 18;

/// What to draw on a board picture.
#[derive(Default)]
pub(super) struct Picture {
    /// The pieces, if any are drawn.
    pub(super) position: Option<Position>,
    /// Squares shaded yellow.
    pub(super) marked: Vec<Square>,
    /// Squares crossed out in red: pieces taken.
    pub(super) captured: Vec<Square>,
    /// The way a piece went, as a dashed line with an arrowhead.
    pub(super) path: Vec<Square>,
}

/// The width and height of the picture of a board `width` squares wide, labels included.
pub(super) const fn picture_size(width: usize) -> usize {
    width * CELL + 2 * MARGIN
}

/// An SVG board for `variant`, with the square names around it or on the squares if
/// `labels`, seen from Black's side if `flipped`.
pub(super) fn board_svg(
    variant: Variant,
    picture: &Picture,
    labels: bool,
    flipped: bool,
) -> String {
    let board = variant.board();
    let w = board.width() as usize;
    let size = picture_size(w);
    let numbered = variant.rules().notation == crate::rules::NotationStyle::Numeric;
    let mut svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"#
    );
    // Screen cell of a square, and its centre.
    let cell = |s: Square| {
        let c = board.coord_unchecked(s);
        let (col, row) = if flipped {
            (w - 1 - c.file as usize, c.rank as usize)
        } else {
            (c.file as usize, w - 1 - c.rank as usize)
        };
        (MARGIN + col * CELL, MARGIN + row * CELL)
    };
    let centre = |s: Square| {
        let (x, y) = cell(s);
        (x + CELL / 2, y + CELL / 2)
    };
    let _ = write!(
        svg,
        r##"<rect x="{MARGIN}" y="{MARGIN}" width="{0}" height="{0}" fill="#ffffff" stroke="#000000"/>"##,
        w * CELL
    );
    let marked: Bitboard = picture.marked.iter().copied().collect();
    for s in board.squares() {
        let (x, y) = cell(s);
        let fill = if marked.contains(s) {
            "#ffd54f"
        } else {
            "#b8b8b8"
        };
        let _ = write!(
            svg,
            r#"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>"#
        );
        if labels && numbered {
            let _ = write!(
                svg,
                r##"<text x="{}" y="{}" font-size="7" font-family="sans-serif" fill="#333333">{}</text>"##,
                x + 2,
                y + 8,
                board.number_unchecked(s)
            );
        }
    }
    if labels && !numbered {
        for i in 0..w {
            let (file, rank) = if flipped {
                (w - 1 - i, i)
            } else {
                (i, w - 1 - i)
            };
            let x = MARGIN + i * CELL + CELL / 2 - 3;
            let y = MARGIN + i * CELL + CELL / 2 + 4;
            let _ = write!(
                svg,
                r#"<text x="{x}" y="{}" font-size="11" font-family="sans-serif">{}</text><text x="4" y="{y}" font-size="11" font-family="sans-serif">{}</text>"#,
                size - 5,
                (b'a' + file as u8) as char,
                rank + 1
            );
        }
    }
    if let Some(pos) = picture.position {
        for (s, piece) in pos.pieces_on_board() {
            let (cx, cy) = centre(s);
            let (fill, ink) = match piece.color {
                crate::rules::Color::White => ("#ffffff", "#000000"),
                crate::rules::Color::Black => ("#000000", "#ffffff"),
            };
            let r = CELL / 2 - 3;
            let _ = write!(
                svg,
                r##"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#000000" stroke-width="1.5"/>"##
            );
            if piece.role == Role::King {
                let _ = write!(
                    svg,
                    r#"<circle cx="{cx}" cy="{cy}" r="{}" fill="none" stroke="{ink}" stroke-width="1.5"/>"#,
                    r / 2
                );
            }
        }
    }
    for &s in &picture.captured {
        let (x, y) = cell(s);
        let (a, b) = (x + 5, x + CELL - 5);
        let (c, d) = (y + 5, y + CELL - 5);
        let _ = write!(
            svg,
            r##"<path d="M{a} {c} L{b} {d} M{b} {c} L{a} {d}" stroke="#d32f2f" stroke-width="3"/>"##
        );
    }
    if picture.path.len() >= 2 {
        let points: Vec<String> = picture
            .path
            .iter()
            .map(|&s| {
                let (x, y) = centre(s);
                format!("{x},{y}")
            })
            .collect();
        let _ = write!(
            svg,
            r##"<polyline points="{}" fill="none" stroke="#1565c0" stroke-width="3" stroke-dasharray="6 3"/>"##,
            points.join(" ")
        );
        // An arrowhead on the last square, pointing the way the piece went.
        let (x0, y0) = centre(picture.path[picture.path.len() - 2]);
        let (x1, y1) = centre(picture.path[picture.path.len() - 1]);
        let (dx, dy) = (x1 as f64 - x0 as f64, y1 as f64 - y0 as f64);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let (tx, ty) = (x1 as f64, y1 as f64);
        let (bx, by) = (tx - 10.0 * ux, ty - 10.0 * uy);
        let _ = write!(
            svg,
            r##"<polygon points="{tx:.1},{ty:.1} {:.1},{:.1} {:.1},{:.1}" fill="#1565c0"/>"##,
            bx - 6.0 * uy,
            by + 6.0 * ux,
            bx + 6.0 * uy,
            by - 6.0 * ux
        );
    }
    svg.push_str("</svg>");
    svg
}
