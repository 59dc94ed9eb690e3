//! The game review screen: a finished saved game opened from the play menu, its moves marked
//! as the worker thread reviews them, the next mistake and the better line.

use cursive::event::{Event, Key};
use shashki::config::Config;
use shashki::progress::Store;
use shashki::tui::Start;

use super::{Screen, wait_for};

/// A lost game whose third White move hangs two men.
const GAME: &str = "[GameType \"25\"]\n[Result \"0-2\"]\n[Event \"shashki\"]\n\
    [Date \"2026.12.01\"]\n[White \"Player\"]\n[Black \"shashki level 1\"]\n\n\
    1. g3-h4 d6-e5 2. a3-b4 c7-d6 3. c3-d4 e5:a5 0-2\n";

/// A trainer on the play menu of a profile with one finished saved game.
fn with_saved_game(name: &str, lang: Option<shashki::Lang>) -> Screen {
    with_game(name, lang, GAME)
}

/// A trainer on the play menu of a profile whose one saved game is `pdn`.
fn with_game(name: &str, lang: Option<shashki::Lang>, pdn: &str) -> Screen {
    let dir = std::env::temp_dir().join(format!("shashki-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::open(&dir).unwrap();
    let profile = store.resolve_profile(None).unwrap();
    store
        .save_game(&profile.id, "2026-12-01-russian", pdn)
        .unwrap();
    let global = Config {
        data_dir: Some(dir),
        lang,
        ..Config::default()
    };
    Screen::with(&global, Start::Play(None))
}

#[test]
fn a_saved_game_is_reviewed_its_blunder_found_and_the_better_line_played() {
    let mut s = with_saved_game("game-review", None);
    s.shows(&["Review a finished game"]);
    for _ in 0..4 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.shows(&["Which game?", "2026.12.01  Player - shashki level 1  0-2"]);
    s.key(Key::Enter);
    s.shows(&["Game review - Russian draughts", "> 1. g3-h4", "Esc: back"]);
    assert!(
        s.contains("Looking at move") || s.contains("White: "),
        "{}",
        s.text()
    );
    // The summary shows when every move is reviewed. Black's quiet moves are not checked:
    // at 150 ms a move, c7-d6 is "good" or "inaccurate" depending on the machine's load.
    wait_for(&mut s, "Black: ");
    s.shows(&["3. c3-d4 ??", "A good move."]);
    // b on a good move: there is no better one, and it says so.
    s.type_text("b");
    s.shows(&["This move is good: there is no better one."]);
    // n: the learner's (White's) blunder.
    s.type_text("n");
    s.shows(&[
        "> 3. c3-d4 ??",
        "3. c3-d4 ?? blunder, better:",
        "After c3-d4 Black could take 2 pieces with",
        "e5:c3:a5.",
    ]);
    // b: the better line on the board; Esc leaves it, not the screen.
    s.type_text("b");
    s.shows(&["The better line: "]);
    s.key(Key::Esc);
    s.lacks(&["The better line: "]);
    s.shows(&["3. c3-d4 ?? blunder"]);
    // Steps, wrong keys and the ends of the game do not break it.
    for event in [
        Event::Key(Key::Right),
        Event::Key(Key::Right),
        Event::Key(Key::Right),
        Event::Char('x'),
        Event::Key(Key::Enter),
        Event::Key(Key::Tab),
        Event::Char('b'),
        Event::Key(Key::Home),
        Event::Key(Key::Left),
        Event::Char('h'),
        Event::Char('l'),
        Event::Key(Key::End),
        Event::Char('n'),
        Event::Char('n'),
    ] {
        s.send(event);
    }
    s.shows(&["> 3. c3-d4 ??"]);
    s.key(Key::Esc);
    s.shows(&["Which game?"]);
    s.key(Key::Esc);
    s.shows(&["Play against the computer"]);
}

#[test]
fn the_review_in_russian_and_bulgarian_and_left_while_it_runs() {
    for (lang, words) in [
        (
            shashki::Lang::Ru,
            [
                "Разбор партии",
                "грубая ошибка",
                "чёрные могли взять 2 шашки",
            ],
        ),
        (
            shashki::Lang::Bg,
            [
                "Разбор на играта",
                "груба грешка",
                "черните можеха да вземат 2 пула",
            ],
        ),
    ] {
        let mut s = with_saved_game(&format!("game-review-{}", lang.code()), Some(lang));
        for _ in 0..4 {
            s.key(Key::Down);
        }
        s.key(Key::Enter);
        s.key(Key::Enter);
        s.shows(&[words[0]]);
        wait_for(&mut s, "??");
        s.type_text("n");
        wait_for(&mut s, words[1]);
        s.shows(&[words[2]]);
        s.lacks(&["blunder", "Black"]);
    }
    // Esc while the review runs leaves at once.
    let mut s = with_saved_game("game-review-esc", None);
    for _ in 0..4 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.key(Key::Esc);
    s.shows(&["Which game?"]);
}

/// A game whose first White move, b2-c3, gives a man away where d4-e5 had a shot that wins
/// three: a blunder the prover can make a puzzle of.
const MISSED_SHOT: &str = "[GameType \"25\"]\n[Result \"0-2\"]\n\
    [FEN \"W:Wa1,b2,e3,g3,d4,f4,h4:Bb4,g5,f6,h6,c7,e7,h8\"]\n[Event \"shashki\"]\n\
    [Date \"2026.12.01\"]\n[White \"Player\"]\n[Black \"shashki level 1\"]\n\n\
    1. b2-c3 b4:d2 2. e3:c1 0-2\n";

#[test]
fn the_learners_blunder_becomes_a_puzzle_in_the_review_queue() {
    let mut s = with_game("game-review-queued", None, MISSED_SHOT);
    for _ in 0..4 {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.key(Key::Enter);
    wait_for(&mut s, "is now a puzzle");
    s.shows(&[
        "1 of your blunders is now a puzzle: it comes",
        "back in Review tomorrow.",
    ]);
    let progress = s.saved_progress();
    assert!(progress.contains("kind: mistake"), "{progress}");
    assert!(progress.contains("played: b2-c3"), "{progress}");
}
