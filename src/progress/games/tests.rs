//! Tests of the saved games.

use super::*;
use crate::progress::test_dir::TestDir;

/// The names of the files in a profile's games folder, sorted.
fn game_files(t: &TestDir, id: &str) -> Vec<String> {
    let dir = t.path().join("profiles").join(id).join("games");
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn new_games_never_overwrite_each_other_even_from_two_stores() {
    let t = TestDir::new();
    let a = Store::open(t.path()).unwrap();
    let b = Store::open(t.path()).unwrap();
    let first = a.save_game("kid", "2026-11-29-russian", "game a").unwrap();
    let second = b.save_game("kid", "2026-11-29-russian", "game b").unwrap();
    let third = a.save_game("kid", "2026-11-29-russian", "game c").unwrap();
    assert_eq!(
        game_files(&t, "kid"),
        [
            "2026-11-29-russian-2.pdn",
            "2026-11-29-russian-3.pdn",
            "2026-11-29-russian.pdn"
        ]
    );
    assert_eq!(fs::read_to_string(&first).unwrap(), "game a");
    assert_eq!(fs::read_to_string(&second).unwrap(), "game b");
    assert_eq!(fs::read_to_string(third).unwrap(), "game c");

    // Many threads saving new games at once: each gets its own file.
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let store = Store::open(t.path()).unwrap();
            std::thread::spawn(move || store.save_game("kid", "same", &format!("g{i}")))
        })
        .collect();
    let mut texts: Vec<String> = threads
        .into_iter()
        .map(|h| fs::read_to_string(h.join().unwrap().unwrap()).unwrap())
        .collect();
    texts.sort();
    assert_eq!(texts, (0..8).map(|i| format!("g{i}")).collect::<Vec<_>>());
}

#[test]
fn a_game_replaces_its_own_file_and_only_that() {
    let t = TestDir::new();
    let a = Store::open(t.path()).unwrap();
    let b = Store::open(t.path()).unwrap();
    // Two copies each start a game the same day.
    let mine = a
        .save_game("kid", "2026-11-29-russian-unfinished", "a: 1 move")
        .unwrap();
    let theirs = b
        .save_game("kid", "2026-11-29-russian-unfinished", "b: 1 move")
        .unwrap();
    // Saving again keeps each in its own file.
    let again = a
        .replace_game("kid", &mine, "2026-11-29-russian-unfinished", "a: 2 moves")
        .unwrap();
    assert_eq!(again, mine);
    let their_again = b
        .replace_game(
            "kid",
            &theirs,
            "2026-11-29-russian-unfinished",
            "b: 2 moves",
        )
        .unwrap();
    assert_eq!(their_again, theirs);
    assert_eq!(fs::read_to_string(&mine).unwrap(), "a: 2 moves");
    assert_eq!(fs::read_to_string(&theirs).unwrap(), "b: 2 moves");

    // The second game ends (a resignation): the finished file replaces the unfinished one.
    let lost = b
        .replace_game("kid", &theirs, "2026-11-29-russian", "b: resigned")
        .unwrap();
    assert!(lost.ends_with("2026-11-29-russian.pdn"), "{lost:?}");
    assert_eq!(
        game_files(&t, "kid"),
        [
            "2026-11-29-russian-unfinished.pdn",
            "2026-11-29-russian.pdn"
        ]
    );
    // The resignation is taken back: the loss file goes, the game is unfinished again, and
    // it does not take the other game's name.
    let back = b
        .replace_game("kid", &lost, "2026-11-29-russian-unfinished", "b: goes on")
        .unwrap();
    assert!(
        back.ends_with("2026-11-29-russian-unfinished-2.pdn"),
        "{back:?}"
    );
    assert_eq!(
        game_files(&t, "kid"),
        [
            "2026-11-29-russian-unfinished-2.pdn",
            "2026-11-29-russian-unfinished.pdn"
        ]
    );
    assert_eq!(fs::read_to_string(&mine).unwrap(), "a: 2 moves");
    assert_eq!(fs::read_to_string(&back).unwrap(), "b: goes on");
    // Finished, it takes the free finished name and leaves the other game alone.
    let won = b
        .replace_game("kid", &back, "2026-11-29-russian", "b: won")
        .unwrap();
    assert!(won.ends_with("2026-11-29-russian.pdn"), "{won:?}");
    assert_eq!(
        b.saved_games("kid")
            .into_iter()
            .map(|(_, text)| text)
            .collect::<Vec<_>>(),
        ["a: 2 moves", "b: won"]
    );
}

#[test]
fn files_that_are_not_the_profiles_games_are_never_replaced_or_removed() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let outside = t.path().join("teacher.pdn");
    fs::write(&outside, "the teacher's game").unwrap();
    let saved = store
        .replace_game("kid", &outside, "2026-11-29-russian-unfinished", "mine")
        .unwrap();
    assert_ne!(saved, outside);
    assert_eq!(fs::read_to_string(&outside).unwrap(), "the teacher's game");
    store.remove_game("kid", &outside).unwrap();
    assert!(outside.exists());
    // Another profile's game is not this profile's either.
    let other = store
        .save_game("bob", "2026-11-29-russian", "bob's")
        .unwrap();
    store
        .replace_game("kid", &other, "2026-11-29-russian", "kid's")
        .unwrap();
    assert_eq!(fs::read_to_string(&other).unwrap(), "bob's");
    store.remove_game("kid", &other).unwrap();
    assert!(other.exists());
    assert!(store.own_game("bob", &other).unwrap().is_some());
    // An own file that is gone: the game simply gets a new one.
    fs::remove_file(&saved).unwrap();
    let anew = store
        .replace_game("kid", &saved, "2026-11-29-russian-unfinished", "again")
        .unwrap();
    assert_eq!(fs::read_to_string(&anew).unwrap(), "again");
    // Removing an own game, twice.
    store.remove_game("kid", &anew).unwrap();
    store.remove_game("kid", &anew).unwrap();
    assert_eq!(game_files(&t, "kid"), ["2026-11-29-russian.pdn"]);
}

#[test]
fn names_fit_a_stem_with_or_without_a_number() {
    let fits = |name: &str| name_fits(Path::new(name), "2026-11-29-russian");
    assert!(fits("2026-11-29-russian.pdn"));
    assert!(fits("/x/2026-11-29-russian-12.pdn"));
    assert!(!fits("2026-11-29-russian-unfinished.pdn"));
    assert!(!fits("2026-11-29-russian-.pdn"));
    assert!(!fits("2026-11-29-brazilian.pdn"));
}

#[test]
fn saved_games_come_least_recently_saved_first() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let old = store.save_game("kid", "b-old", "old").unwrap();
    let new = store.save_game("kid", "a-new", "new").unwrap();
    let empty = store.save_game("kid", "c-empty", "").unwrap();
    let set = |path: &Path, secs: u64| {
        let time = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(time)
            .unwrap();
    };
    set(&old, 1_000_000);
    set(&new, 2_000_000);
    let games = store.saved_games("kid");
    assert_eq!(
        games,
        [
            (old.clone(), "old".to_string()),
            (new.clone(), "new".to_string())
        ]
    );
    set(&old, 3_000_000);
    assert_eq!(
        store.games("kid"),
        [new, old, empty],
        "the empty file is listed, not read"
    );
}
