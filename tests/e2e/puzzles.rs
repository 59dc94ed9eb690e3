//! Puzzles: a new learner's first one, and a streak ended by a wrong move.

use super::*;

/// The built-in Russian puzzle whose position is on the screen, read back from the board
/// (the learner sees no puzzle id).
fn puzzle_on_screen(screen: &str) -> shashki::content::Puzzle {
    use shashki::rules::{Color, Role, Variant, square_name};
    let lines: Vec<&str> = screen.lines().collect();
    let flipped = lines.iter().any(|l| l.contains("h  g  f  e"));
    // The glyph in the middle of a square's cell (files a-h, ranks 1-8).
    let cell = |name: &str| -> Option<char> {
        let mut chars = name.chars();
        let file = chars.next()? as usize - 'a' as usize;
        let rank: usize = chars.as_str().parse().ok()?;
        let label = format!("│ {rank:>2} ");
        let line = lines.iter().find(|l| l.starts_with(&label))?;
        let column = if flipped { 7 - file } else { file };
        line.chars().nth(2 + 3 + 3 * column + 1)
    };
    let glyphs = ['○', '●', '◎', '◉'];
    let on_board: usize = lines
        .iter()
        .filter(|l| (1..=8).any(|r| l.starts_with(&format!("│ {r:>2} "))))
        .map(|l| l.chars().take(30).filter(|c| glyphs.contains(c)).count())
        .sum();
    let (puzzles, _) = shashki::content::load_puzzles(None);
    puzzles
        .into_iter()
        .filter(|p| p.variant() == Variant::Russian)
        .find(|p| {
            let pieces: Vec<_> = p.position.pieces_on_board().collect();
            pieces.len() == on_board
                && pieces.iter().all(|(sq, piece)| {
                    let glyph = match (piece.color, piece.role) {
                        (Color::White, Role::Man) => '○',
                        (Color::Black, Role::Man) => '●',
                        (Color::White, Role::King) => '◎',
                        (Color::Black, Role::King) => '◉',
                    };
                    cell(&square_name(Variant::Russian, *sq)) == Some(glyph)
                })
        })
        .unwrap_or_else(|| panic!("no built-in puzzle has the position on screen:\n{screen}"))
}

/// A legal move of the puzzle shown on screen that does not solve it.
fn a_wrong_move(screen: &str) -> String {
    use shashki::engine::{ProveLimit, prove};
    let puzzle = &puzzle_on_screen(screen);
    let limit = ProveLimit {
        depth: puzzle.solution.len() as u32,
        nodes: 400_000,
    };
    let proof = prove(&puzzle.position, puzzle.goal, limit);
    let winning: Vec<_> = proof.proven.iter().map(|p| p.line[0].mv).collect();
    let wrong = puzzle
        .position
        .legal_move_paths()
        .into_iter()
        .find(|p| !winning.contains(&p.mv) && !puzzle.also.iter().any(|a| a.mv == p.mv))
        .expect("a move that does not solve");
    shashki::rules::full_text(puzzle.variant(), &wrong)
}

#[test]
fn a_streak_ends_at_the_first_wrong_move() {
    let dir = data_dir("streak");
    let run = format!("{} puzzles", command(&dir, ""));
    let Some(t) = Tmux::start("streak", &run) else {
        return;
    };
    t.wait_for("How: Next for me");
    t.keys_then(&["Enter"], "How: Streak");
    let screen = t.keys_then(
        &["Down", "Down", "Down", "Down", "Down", "Enter"],
        "Streak: until the first mistake - solved 0",
    );
    let wrong = a_wrong_move(&screen);
    t.keys(&["Tab"]);
    t.type_text(&wrong);
    let screen = t.keys_then(&["Enter"], "The streak is over.");
    assert!(
        screen.contains(&format!("after {wrong} the answer is")),
        "{screen}"
    );
    // No taking back in a streak: Enter shows the result.
    let screen = t.keys_then(
        &["Enter"],
        "Puzzles solved in a row, without a wrong move: 0",
    );
    assert!(!screen.contains("try again"), "{screen}");
    t.keys_then(&["Escape"], "How: Streak");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_learners_first_puzzle_is_russian_and_named() {
    let dir = new_learner_dir("first-puzzle");
    let Some(t) = Tmux::start("first-puzzle", &command(&dir, "")) else {
        return;
    };
    wait_for_the_placement_offer(&t);
    // "I am new" (the first button) opens the lessons; Esc goes back to the menu.
    t.keys_then(&["Enter"], "1. The board");
    t.keys_then(&["Escape"], "Enter: open   q: quit");
    let screen = t.keys_then(&open_menu_entry("puzzles"), "How: Next for me");
    assert!(screen.contains("Variant: Russian draughts"), "{screen}");
    let screen = t.keys_then(
        &["Down", "Down", "Down", "Down", "Down", "Enter"],
        "Russian draughts puzzle",
    );
    assert!(screen.contains("Next for me - solved 0"), "{screen}");
    assert!(screen.contains("Type a move:"), "{screen}");
    let (puzzles, _) = shashki::content::load_puzzles(None);
    for id in puzzles.iter().map(|p| p.id.as_str()) {
        assert!(!screen.contains(id), "the id {id} is on screen:\n{screen}");
    }
    // Nor anything shaped like one (ru-1-0012, trap-3); a move (c3-d4) is not.
    let id_like = |word: &str| {
        let word = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        let first_dash = word.find('-');
        word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.ends_with(|c: char| c.is_ascii_digit())
            && first_dash.is_some_and(|i| word[..i].ends_with(|c: char| c.is_ascii_lowercase()))
    };
    let ids: Vec<&str> = screen.split_whitespace().filter(|w| id_like(w)).collect();
    assert!(ids.is_empty(), "{ids:?} on screen:\n{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}
