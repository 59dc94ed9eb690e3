//! Deleting and renaming profiles from Settings.

use cursive::event::Key;
use shashki::config::Config;
use shashki::progress::Store;
use shashki::tui::Start;

use super::{Screen, fresh_dir, menu_downs};

/// A trainer on the menu of a data directory with the profiles Anna (in use) and Bob.
fn anna_and_bob(name: &str) -> (Screen, Store) {
    let dir = fresh_dir(name);
    let store = Store::open(&dir).unwrap();
    store.resolve_profile(Some("Anna")).unwrap();
    store.create_profile("Bob").unwrap();
    let config = Config {
        data_dir: Some(dir),
        ..Config::default()
    };
    (Screen::with(&config, Start::Menu), store)
}

/// From the menu: Settings, then the setting `n` places down.
fn setting(s: &mut Screen, n: usize) {
    for _ in 0..menu_downs("settings") {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    assert!(s.contains("Language: English"), "{}", s.text());
    for _ in 0..n {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
}

/// Delete a profile: the last setting.
const DELETE: usize = 7;

fn names(store: &Store) -> Vec<String> {
    let (list, _) = store.profiles().unwrap();
    list.profiles.into_iter().map(|p| p.name).collect()
}

#[test]
fn no_esc_and_enter_alone_delete_nothing() {
    let (mut s, store) = anna_and_bob("delete-no");
    setting(&mut s, DELETE);
    s.shows(&["Whose profile is to be deleted?", "Anna", "Bob"]);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.shows(&[
        "Delete Bob?",
        "Their progress will be moved to",
        "Yes, delete",
    ]);
    // No has the focus: Enter keeps Bob.
    s.key(Key::Enter);
    assert_eq!(names(&store), ["Anna", "Bob"]);
    s.lacks(&["Delete Bob?"]);
    s.key(Key::Enter);
    s.shows(&["Delete Bob?"]);
    s.key(Key::Esc);
    s.lacks(&["Delete Bob?"]);
    s.key(Key::Esc);
    s.lacks(&["Whose profile"]);
    assert_eq!(names(&store), ["Anna", "Bob"]);
    assert!(!store.deleted_dir().exists());
}

#[test]
fn a_profile_is_deleted_into_the_deleted_folder_and_the_one_in_use_changes() {
    let (mut s, store) = anna_and_bob("delete-yes");
    setting(&mut s, DELETE);
    s.key(Key::Down);
    s.key(Key::Enter);
    s.key(Key::Right);
    s.key(Key::Enter);
    s.shows(&["Bob is deleted", "move that folder back"]);
    assert_eq!(names(&store), ["Anna"]);
    let bin: Vec<String> = std::fs::read_dir(store.deleted_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(bin.len() == 1 && bin[0].starts_with("bob-"), "{bin:?}");
    s.key(Key::Enter);
    s.shows(&["Profile: Anna"]);
    // Deleting Anna, who is in use, switches to a fresh Player.
    for _ in 0..DELETE {
        s.key(Key::Down);
    }
    s.key(Key::Enter);
    s.key(Key::Enter);
    s.shows(&["Delete Anna?"]);
    s.key(Key::Right);
    s.key(Key::Enter);
    s.shows(&["Anna is deleted"]);
    s.key(Key::Enter);
    s.shows(&["Profile: Player"]);
    assert_eq!(names(&store), ["Player"]);
    s.key(Key::Esc);
    s.shows(&["player: Player"]);
}

#[test]
fn the_profile_in_use_is_renamed() {
    let (mut s, store) = anna_and_bob("rename");
    setting(&mut s, 6);
    s.type_text("Zoe");
    s.key(Key::Enter);
    s.shows(&["Profile: Zoe"]);
    assert_eq!(names(&store), ["Zoe", "Bob"]);
}
