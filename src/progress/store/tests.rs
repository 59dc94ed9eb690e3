//! Tests of the store: profiles, loading, saving and merging.

use super::*;
use crate::Lang;
use crate::progress::test_dir::TestDir;
use crate::progress::{LessonProgress, PuzzleProgress, RatedResult};
use crate::rating::Rating;

fn lesson(stars: u8, step: usize) -> LessonProgress {
    LessonProgress {
        completed: stars > 0,
        stars,
        step,
        updated: 1,
        ..LessonProgress::default()
    }
}

fn progress_file(t: &TestDir, id: &str) -> PathBuf {
    t.path().join("profiles").join(id).join("progress.yaml")
}

/// The names in a directory that start with `prefix`.
fn names_with(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
        .collect();
    found.sort();
    found
}

#[test]
fn open_creates_the_directory() {
    let t = TestDir::new();
    let dir = t.path().join("a").join("b");
    let store = Store::open(&dir).unwrap();
    assert!(dir.is_dir());
    assert_eq!(store.dir(), dir);
    assert!(Store::default_dir().is_none_or(|d| d.ends_with("shashki")));
}

#[test]
fn save_then_load_round_trips() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let fresh = store.load("anna").unwrap();
    assert_eq!(
        fresh,
        Loaded {
            progress: Progress::default(),
            notice: None,
            read_only: false,
            repaired: Vec::new()
        }
    );
    assert!(
        !t.path().join("profiles").exists(),
        "loading creates nothing"
    );

    let mut p = Progress::default();
    p.settings.lang = Some(Lang::Ru);
    p.settings.labels = false;
    p.lessons.insert("intro".into(), lesson(2, 5));
    p.puzzles.insert("p1".into(), PuzzleProgress::default());
    p.quiz.best.insert("names/8".into(), 7);
    let saved = store.save("anna", &p).unwrap().progress;
    assert_eq!(saved, p);
    let text = fs::read_to_string(progress_file(&t, "anna")).unwrap();
    assert!(text.starts_with("format: 1\n"), "{text}");
    assert_eq!(
        store.load("anna").unwrap(),
        Loaded {
            progress: p,
            notice: None,
            read_only: false,
            repaired: Vec::new()
        }
    );
    assert!(
        names_with(&t.path().join("profiles").join("anna"), ".").is_empty(),
        "no temp file left"
    );
}

#[test]
fn bad_ids_are_refused() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    for id in ["", "../x", "a/b", "Anna"] {
        assert!(
            matches!(store.load(id), Err(ProgressError::NoSuchProfile(_))),
            "{id:?}"
        );
        assert!(matches!(
            store.save(id, &Progress::default()),
            Err(ProgressError::NoSuchProfile(_))
        ));
        assert!(matches!(
            store.reset(id),
            Err(ProgressError::NoSuchProfile(_))
        ));
    }
}

#[test]
fn two_stores_saving_different_lessons_lose_nothing() {
    let t = TestDir::new();
    let a = Store::open(t.path()).unwrap();
    let b = Store::open(t.path()).unwrap();
    let mut pa = Progress::default();
    pa.lessons.insert("a".into(), lesson(1, 1));
    let mut pb = Progress::default();
    pb.lessons.insert("b".into(), lesson(3, 2));
    pb.settings.ascii = true;
    a.save("kid", &pa).unwrap();
    let merged = b.save("kid", &pb).unwrap().progress;
    assert_eq!(merged.lessons.len(), 2);
    assert!(merged.settings.ascii, "the saving copy's settings win");
    // `a` still holds its stale copy: saving it again keeps b's lesson too.
    pa.lessons.get_mut("a").unwrap().stars = 2;
    let merged = a.save("kid", &pa).unwrap().progress;
    assert_eq!(merged.lessons["a"].stars, 2);
    assert_eq!(merged.lessons["b"].stars, 3);
    assert_eq!(a.load("kid").unwrap().progress, merged);
}

fn rated(puzzle: &str, score: f64) -> RatedResult {
    RatedResult {
        variant: "russian".into(),
        puzzle: puzzle.into(),
        learner_start: Rating::new(950.0),
        puzzle_start: Rating::new(1000.0),
        score,
        max_step: 60.0,
    }
}

#[test]
fn two_copies_rating_puzzles_both_move_the_rating() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let mut first = Progress::default();
    first.rate(rated("p1", 0.0));
    store.save("kid", &first).unwrap();
    // Two running copies load the same progress and each records results.
    let mut a = store.load("kid").unwrap().progress;
    let mut b = store.load("kid").unwrap().progress;
    a.rate(rated("p1", 1.0));
    b.rate(rated("p2", 0.0));
    b.rate(rated("p1", 0.5));
    let a = store.save("kid", &a).unwrap().progress;
    let b = store.save("kid", &b).unwrap().progress;
    // As if one copy had recorded every result in the order they were saved.
    let mut all = Progress::default();
    for (puzzle, score) in [("p1", 0.0), ("p1", 1.0), ("p2", 0.0), ("p1", 0.5)] {
        all.rate(rated(puzzle, score));
    }
    let on_disk = store.load("kid").unwrap().progress;
    assert_eq!(on_disk.ratings, all.ratings);
    assert_eq!(on_disk.puzzles["p1"].rating, all.puzzles["p1"].rating);
    assert_eq!(on_disk.puzzles["p2"].rating, all.puzzles["p2"].rating);
    assert_eq!(on_disk.puzzles["p1"].attempts, 3, "every attempt counts");
    assert_eq!(on_disk.puzzles["p2"].attempts, 1);
    assert_eq!(b, on_disk, "the save returns what is on disk");
    assert!(a.unsaved_results().is_empty() && b.unsaved_results().is_empty());
    // Saving again counts nothing twice.
    assert_eq!(store.save("kid", &b).unwrap().progress, on_disk);
    assert_eq!(store.save("kid", &a).unwrap().progress, on_disk);
}

#[test]
fn two_threads_saving_many_times_lose_nothing() {
    const SAVES: usize = 40;
    let t = TestDir::new();
    let threads: Vec<_> = ["a", "b"]
        .into_iter()
        .map(|tag| {
            let store = Store::open(t.path()).unwrap();
            std::thread::spawn(move || {
                // One copy keeps the merged progress it gets back, the other only its own.
                let mut mine = Progress::default();
                for i in 0..SAVES {
                    mine.lessons.insert(format!("{tag}{i}"), lesson(1, i));
                    let merged = store.save("kid", &mine).unwrap().progress;
                    if tag == "a" {
                        mine = merged;
                    }
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    let loaded = Store::open(t.path()).unwrap().load("kid").unwrap().progress;
    assert_eq!(loaded.lessons.len(), 2 * SAVES);
    assert!(
        names_with(&t.path().join("profiles").join("kid"), ".").is_empty(),
        "no temp file left"
    );
}

#[test]
fn a_corrupt_progress_file_is_moved_aside_with_a_notice() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let path = progress_file(&t, "kid");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let garbage = "format: 1\nlessons: [not, a, map\n";
    fs::write(&path, garbage).unwrap();

    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress, Progress::default());
    let aside = names_with(path.parent().unwrap(), "progress.yaml.corrupt-");
    assert_eq!(aside.len(), 1);
    let notice = loaded.notice.unwrap().to_string();
    assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
    assert!(notice.contains(&path.display().to_string()), "{notice}");
    assert!(!notice.contains('\n'), "{notice}");
    assert_eq!(fs::read_to_string(&aside[0]).unwrap(), garbage);
    assert!(!path.exists());

    // A second corrupt file in the same second gets a counter, and the first stays as it was.
    fs::write(&path, "- just\n- a list\n").unwrap();
    assert!(store.load("kid").unwrap().notice.is_some());
    let aside2 = names_with(path.parent().unwrap(), "progress.yaml.corrupt-");
    assert_eq!(aside2.len(), 2);
    assert_eq!(fs::read_to_string(&aside[0]).unwrap(), garbage);
}

#[test]
fn a_corrupt_file_found_when_saving_is_kept_aside_too() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let path = progress_file(&t, "kid");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, "lessons: 3\n").unwrap();
    let mut p = Progress::default();
    p.lessons.insert("x".into(), lesson(1, 0));
    assert_eq!(store.save("kid", &p).unwrap().progress, p);
    let aside = names_with(path.parent().unwrap(), "progress.yaml.corrupt-");
    assert_eq!(fs::read_to_string(&aside[0]).unwrap(), "lessons: 3\n");
}

#[test]
fn a_newer_file_is_an_error_and_stays_untouched() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let path = progress_file(&t, "kid");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    // Even a layout this version cannot parse is left alone when the format is newer.
    let newer = "format: 99\nlessons: [a, new, layout]\n";
    fs::write(&path, newer).unwrap();

    let err = store.load("kid").unwrap_err();
    assert!(
        matches!(
            err,
            ProgressError::Newer {
                found: 99,
                known: FORMAT,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(
        err.to_string().contains(&path.display().to_string()),
        "{err}"
    );
    assert!(matches!(
        store.save("kid", &Progress::default()),
        Err(ProgressError::Newer { .. })
    ));
    assert!(matches!(
        store.reset("kid"),
        Err(ProgressError::Newer { .. })
    ));
    assert_eq!(fs::read_to_string(&path).unwrap(), newer);
    assert_eq!(
        fs::read_dir(path.parent().unwrap()).unwrap().count(),
        2,
        "only the file and its lock"
    );
}

#[test]
fn a_leftover_temp_file_from_a_crash_breaks_nothing() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let mut p = Progress::default();
    p.lessons.insert("intro".into(), lesson(3, 4));
    store.save("kid", &p).unwrap();
    let dir = progress_file(&t, "kid").parent().unwrap().to_path_buf();
    fs::write(
        dir.join(".progress.yaml.tmp-999999-0"),
        "format: 1\nlessons: {half",
    )
    .unwrap();

    assert_eq!(
        store.load("kid").unwrap(),
        Loaded {
            progress: p.clone(),
            notice: None,
            read_only: false,
            repaired: Vec::new()
        }
    );
    assert!(
        names_with(&dir, ".").is_empty(),
        "the stale temp file is removed"
    );
    p.lessons.insert("next".into(), lesson(1, 0));
    assert_eq!(store.save("kid", &p).unwrap().progress, p);
    assert_eq!(store.load("kid").unwrap().progress, p);
}

#[test]
fn reset_keeps_settings_and_the_old_file() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let mut p = Progress::default();
    p.settings.ascii = true;
    p.settings.lang = Some(Lang::Ru);
    p.lessons.insert("intro".into(), lesson(3, 4));
    store.save("kid", &p).unwrap();
    let path = progress_file(&t, "kid");
    let before = fs::read_to_string(&path).unwrap();

    store.reset("kid").unwrap();
    let after = store.load("kid").unwrap().progress;
    assert_eq!(after.settings, p.settings);
    assert!(after.lessons.is_empty());
    let kept = names_with(path.parent().unwrap(), "progress.yaml.reset-");
    assert_eq!(kept.len(), 1);
    assert_eq!(fs::read_to_string(&kept[0]).unwrap(), before);

    // Resetting a profile with no file just writes a fresh one.
    store.reset("other").unwrap();
    assert_eq!(store.load("other").unwrap().progress, Progress::default());
}

#[test]
fn profiles_are_created_listed_and_renamed() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    assert_eq!(store.profiles().unwrap(), (ProfileList::default(), None));

    let anna = store.create_profile("Anna").unwrap();
    assert_eq!(
        anna,
        Profile {
            id: "anna".into(),
            name: "Anna".into()
        }
    );
    let anya = store.create_profile(" Аня ").unwrap();
    assert_eq!(anya.name, "Аня");
    assert!(!anya.id.is_empty() && anya.id.is_ascii(), "{}", anya.id);
    let anna2 = store.create_profile("anna").unwrap();
    assert_eq!(anna2.id, "anna-2");
    assert_eq!(store.create_profile("ANNA").unwrap().id, "anna-3");
    assert!(t.path().join("profiles").join("anna-3").is_dir());

    store.rename_profile("anna-2", "Анна").unwrap();
    let (list, notice) = store.profiles().unwrap();
    assert_eq!(notice, None);
    let ids: Vec<&str> = list.profiles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["anna", anya.id.as_str(), "anna-2", "anna-3"]);
    assert_eq!(list.get("anna-2").unwrap().name, "Анна");
    assert_eq!(list.last, None);

    store.set_last_profile("anna-2").unwrap();
    assert_eq!(store.profiles().unwrap().0.last.as_deref(), Some("anna-2"));
    assert!(
        fs::read_to_string(t.path().join("profiles.yaml"))
            .unwrap()
            .starts_with("format: 1\n")
    );

    assert!(matches!(
        store.rename_profile("bob", "Bob"),
        Err(ProgressError::NoSuchProfile(_))
    ));
    assert!(matches!(
        store.set_last_profile("bob"),
        Err(ProgressError::NoSuchProfile(_))
    ));
}

#[test]
fn bad_names_are_rejected() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    store.create_profile("Anna").unwrap();
    for bad in [
        "",
        "  ",
        &"x".repeat(41),
        "a\u{0}b",
        "line\nbreak",
        "\u{1b}[31m",
    ] {
        let err = store.create_profile(bad).unwrap_err();
        assert!(matches!(err, ProgressError::BadName(_)), "{bad:?}: {err:?}");
        assert!(!err.to_string().contains('\n'), "{err}");
        assert!(matches!(
            store.rename_profile("anna", bad),
            Err(ProgressError::BadName(_))
        ));
        assert!(matches!(
            store.resolve_profile(Some(bad)),
            Err(ProgressError::BadName(_))
        ));
    }
    // The longest name, twice: the second id gets a suffix and still works.
    let long = "щ".repeat(40);
    store.create_profile(&long).unwrap();
    let again = store.create_profile(&long).unwrap();
    assert!(again.id.ends_with("-2"), "{}", again.id);
    store.save(&again.id, &Progress::default()).unwrap();
    assert_eq!(store.profiles().unwrap().0.profiles.len(), 3);
}

#[test]
fn resolve_by_name_id_last_or_default() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    // Nothing yet: a "Player" is made, and found again next time.
    let player = store.resolve_profile(None).unwrap();
    assert_eq!(
        player,
        Profile {
            id: "player".into(),
            name: "Player".into()
        }
    );
    assert_eq!(store.resolve_profile(None).unwrap(), player);

    let anya = store.resolve_profile(Some("Аня")).unwrap();
    assert_eq!(store.profiles().unwrap().0.last, Some(anya.id.clone()));
    assert_eq!(
        store.resolve_profile(None).unwrap(),
        anya,
        "the last used one"
    );
    assert_eq!(
        store.resolve_profile(Some("аНЯ")).unwrap(),
        anya,
        "by name, ignoring case"
    );
    assert_eq!(
        store.resolve_profile(Some("PLAYER")).unwrap(),
        player,
        "by id or name"
    );
    assert_eq!(
        store.resolve_profile(Some(&anya.id)).unwrap(),
        anya,
        "by id"
    );
    assert_eq!(store.profiles().unwrap().0.profiles.len(), 2);
}

#[test]
fn a_corrupt_profile_list_is_moved_aside_and_rebuilt_from_the_directories() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let anna = store.create_profile("Anna").unwrap();
    let mut p = Progress::default();
    p.lessons.insert("intro".into(), lesson(2, 1));
    store.save(&anna.id, &p).unwrap();
    store.create_profile("Bob").unwrap();
    let path = t.path().join("profiles.yaml");
    fs::write(&path, "profiles: {{{").unwrap();

    let (list, notice) = store.profiles().unwrap();
    let aside = names_with(t.path(), "profiles.yaml.corrupt-");
    assert_eq!(aside.len(), 1);
    assert!(
        notice
            .unwrap()
            .to_string()
            .contains(&aside[0].display().to_string())
    );
    assert_eq!(fs::read_to_string(&aside[0]).unwrap(), "profiles: {{{");
    let ids: Vec<&str> = list.profiles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["anna", "bob"]);
    assert_eq!(
        store.load("anna").unwrap().progress,
        p,
        "the progress is still there"
    );
    // The rebuilt list was written back: no notice the second time.
    assert_eq!(store.profiles().unwrap(), (list, None));
    assert!(store.resolve_profile(Some("anna")).is_ok());
    assert_eq!(store.profiles().unwrap().0.profiles.len(), 2);
}

#[test]
fn a_newer_profile_list_is_not_touched() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let path = t.path().join("profiles.yaml");
    fs::write(&path, "format: 2\nprofiles: {new: layout}\n").unwrap();
    assert!(matches!(
        store.profiles(),
        Err(ProgressError::Newer { found: 2, .. })
    ));
    assert!(matches!(
        store.create_profile("Anna"),
        Err(ProgressError::Newer { .. })
    ));
    assert!(matches!(
        store.resolve_profile(None),
        Err(ProgressError::Newer { .. })
    ));
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "format: 2\nprofiles: {new: layout}\n"
    );
    assert!(!t.path().join("profiles").exists());
}

#[test]
fn io_errors_are_reported_with_the_file() {
    let t = TestDir::new();
    // The data "directory" is a file: creating it fails, and the error names it.
    let file = t.path().join("not-a-dir");
    fs::write(&file, "").unwrap();
    let err = Store::open(&file).unwrap_err();
    assert!(matches!(err, ProgressError::Io { .. }));
    assert!(
        err.to_string().contains(&file.display().to_string()),
        "{err}"
    );
    // A profile directory that is a file: saving fails cleanly.
    let store = Store::open(t.path().join("data")).unwrap();
    fs::create_dir_all(t.path().join("data").join("profiles")).unwrap();
    fs::write(t.path().join("data").join("profiles").join("kid"), "").unwrap();
    let err = store.save("kid", &Progress::default()).unwrap_err();
    assert!(matches!(err, ProgressError::Io { .. }), "{err:?}");
    assert!(err.to_string().contains("kid"), "{err}");
}

#[test]
fn two_copies_counting_attempts_a_thousand_times_each_end_at_two_thousand() {
    const SAVES: u32 = 1_000;
    let t = TestDir::new();
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let store = Store::open(t.path()).unwrap();
            std::thread::spawn(move || {
                // A trainer: loads once, then counts and saves, keeping what the save returns.
                let mut mine = store.load("kid").unwrap().progress;
                for _ in 0..SAVES {
                    mine.puzzles.entry("p".into()).or_default().attempts += 1;
                    mine = store.save("kid", &mine).unwrap().progress;
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    let loaded = Store::open(t.path()).unwrap().load("kid").unwrap();
    assert_eq!(loaded.progress.puzzles["p"].attempts, 2 * SAVES);
}

#[test]
fn a_reset_while_a_trainer_is_open_sticks() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let mut p = Progress::default();
    for i in 0..50 {
        p.lessons.insert(format!("l{i}"), lesson(3, 0));
    }
    p.settings.ascii = true;
    store.save("kid", &p).unwrap();
    // A trainer is open on the profile; the progress is reset from the command line.
    let mut open = store.load("kid").unwrap().progress;
    store.reset("kid").unwrap();
    open.lessons.insert("after".into(), lesson(1, 2));
    let saved = store.save("kid", &open).unwrap().progress;
    assert_eq!(
        saved.lessons.keys().collect::<Vec<_>>(),
        ["after"],
        "only what the trainer did after the reset"
    );
    assert!(saved.settings.ascii, "a reset keeps the settings");
    assert_eq!(store.load("kid").unwrap().progress, saved);
}

#[test]
fn a_file_cut_short_is_kept_aside_and_the_last_good_copy_restored() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let mut p = Progress::default();
    p.lessons.insert("intro".into(), lesson(3, 0));
    p.lessons.insert("moves".into(), lesson(2, 4));
    store.save("kid", &p).unwrap();
    let path = progress_file(&t, "kid");
    let whole = fs::read_to_string(&path).unwrap();
    // Cut so that what is left still parses: the first line only, then nothing at all.
    for cut in ["format: 1\n", ""] {
        fs::write(&path, cut).unwrap();
        assert!(serde_yaml::from_str::<Progress>(cut).is_ok() || cut.is_empty());
        let loaded = store.load("kid").unwrap();
        assert_eq!(loaded.progress, p, "restored from the last good copy");
        let notice = loaded.notice.expect("the learner is told");
        assert_eq!(notice.recovery, Recovery::RestoredBackup);
        assert!(notice.to_string().contains("last good copy"), "{notice}");
        assert_eq!(
            fs::read_to_string(&notice.aside).unwrap(),
            cut,
            "kept aside"
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), whole, "put back");
    }
    // One that does not parse (here with a check line that no longer matches) is restored too.
    let garbled = "format: 1\nlessons: {half\n# shashki check: 5 0000000000000000\n";
    fs::write(&path, garbled).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress, p);
    assert_eq!(loaded.notice.unwrap().recovery, Recovery::RestoredBackup);
    assert_eq!(fs::read_to_string(&path).unwrap(), whole);
    // A file written before files had a check line, with no copy beside it, is read as it is.
    let old = t.path().join("profiles").join("old");
    fs::create_dir_all(&old).unwrap();
    fs::write(
        old.join("progress.yaml"),
        "format: 1\nlessons:\n  intro:\n    stars: 2\n",
    )
    .unwrap();
    let loaded = store.load("old").unwrap();
    assert_eq!(
        (loaded.progress.lessons["intro"].stars, loaded.notice),
        (2, None)
    );
    // One edited by hand (its check line no longer matches) is read as it is, said once, and
    // the copy from before the edit is kept beside it.
    let edited = whole.replace("stars: 2", "stars: 1");
    fs::write(&path, &edited).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress.lessons["moves"].stars, 1);
    let notice = loaded.notice.expect("the edit is said");
    assert_eq!(notice.recovery, Recovery::KeptEdit);
    assert_eq!(fs::read_to_string(&notice.aside).unwrap(), whole);
    let again = store.load("kid").unwrap();
    assert_eq!(
        (again.progress.lessons["moves"].stars, again.notice),
        (1, None),
        "said once"
    );
}

#[cfg(unix)]
#[test]
fn a_progress_file_that_is_a_link_is_written_through() {
    let t = TestDir::new();
    let store = Store::open(t.path().join("data")).unwrap();
    let synced = t.path().join("synced");
    fs::create_dir_all(&synced).unwrap();
    let target = synced.join("kid-progress.yaml");
    let mut p = Progress::default();
    p.lessons.insert("intro".into(), lesson(1, 0));
    store.save("kid", &p).unwrap();
    let link = t
        .path()
        .join("data")
        .join("profiles")
        .join("kid")
        .join("progress.yaml");
    fs::rename(&link, &target).unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    p.lessons.insert("moves".into(), lesson(2, 0));
    store.save("kid", &p).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "still a link"
    );
    let through: Progress = serde_yaml::from_str(&fs::read_to_string(&target).unwrap()).unwrap();
    assert_eq!(through.lessons.len(), 2, "the target got the save");
    assert_eq!(
        names_with(&synced, "."),
        Vec::<PathBuf>::new(),
        "no temp file left"
    );
    assert_eq!(store.load("kid").unwrap().progress.lessons.len(), 2);
}

#[cfg(unix)]
#[test]
fn a_read_only_data_folder_is_shown_and_said_to_be_unsaveable() {
    use std::os::unix::fs::PermissionsExt;
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let mut p = Progress::default();
    p.lessons.insert("intro".into(), lesson(3, 0));
    store.save("kid", &p).unwrap();
    fs::remove_file(t.path().join("profiles").join("kid").join("progress.lock")).unwrap();
    let dirs = [
        t.path().to_path_buf(),
        t.path().join("profiles").join("kid"),
    ];
    for dir in &dirs {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).unwrap();
    }
    // The superuser may write anyway: then there is nothing to see here.
    let writable = fs::write(dirs[1].join("probe"), "").is_ok();
    if !writable {
        let (list, _) = store.profiles().unwrap();
        assert!(list.get("kid").is_some());
        let loaded = store.load("kid").unwrap();
        assert!(loaded.read_only);
        assert_eq!(loaded.progress, p);
    }
    for dir in &dirs {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o755)).unwrap();
    }
}

#[test]
fn values_out_of_range_are_repaired_and_reported() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let dir = t.path().join("profiles").join("kid");
    fs::create_dir_all(&dir).unwrap();
    let text = "format: 1\nlessons:\n  intro:\n    stars: 255\n    step: 99\nratings:\n  russian:\n    rating: .nan\n    deviation: 50\n    volatility: 0.06\npuzzles:\n  p:\n    rating:\n      rating: 1000\n      deviation: .inf\n      volatility: 0.06\n";
    fs::write(dir.join("progress.yaml"), text).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress.lessons["intro"].stars, 3);
    assert!(loaded.progress.ratings.is_empty());
    assert_eq!(loaded.progress.puzzles["p"].rating, None);
    let said = loaded.notices(Lang::En).join(" ");
    assert!(
        said.contains("lesson intro: 255 stars, now 3")
            && said.contains("the russian rating was not a number")
            && said.contains("puzzle p: its rating was not a number"),
        "{said}"
    );
}

#[test]
fn a_huge_or_deeply_nested_progress_file_is_refused_before_parsing() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let dir = t.path().join("profiles").join("kid");
    fs::create_dir_all(&dir).unwrap();
    let huge = format!("format: 1\n{}", "#".repeat(super::super::fsio::MAX_BYTES));
    let bomb = format!("format: 1\nlessons: {}", "[".repeat(1_000_000));
    for (text, why) in [(huge, "larger than 8 MB"), (bomb, "too deeply nested")] {
        fs::write(dir.join("progress.yaml"), &text).unwrap();
        let started = std::time::Instant::now();
        let loaded = store.load("kid").unwrap();
        assert!(started.elapsed().as_secs() < 2, "refused at once");
        let notice = loaded.notice.expect("a notice");
        assert!(notice.why.contains(why), "{notice}");
        assert_eq!(loaded.progress, Progress::default());
        assert_eq!(
            fs::read(&notice.aside).unwrap().len(),
            text.len(),
            "kept aside"
        );
    }
}

#[test]
fn set_aside_lists_the_progress_files_that_did_not_parse() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let anna = store.create_profile("Anna").unwrap();
    assert!(store.set_aside(&anna.id).is_empty());
    assert!(store.set_aside("../x").is_empty());
    fs::write(progress_file(&t, &anna.id), "lessons: [\n").unwrap();
    let notice = store.load(&anna.id).unwrap().notice.expect("moved aside");
    assert_eq!(store.set_aside(&anna.id), [notice.aside]);
}
