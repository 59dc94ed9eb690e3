//! Tests of repair and of the save path: a kill or a full disk at every step loses nothing,
//! a missing file comes back, a backup is never overwritten by less, edits and damage are
//! told apart, and files that are not files are set aside at once.

use std::fs;
use std::path::{Path, PathBuf};

use super::{Purpose, resolve};
use crate::atomic::fault::{self, Plan};
use crate::progress::fsio::with_check;
use crate::progress::store::backup_path;
use crate::progress::test_dir::TestDir;
use crate::progress::{LessonProgress, Progress, ProgressError, QuizResult, Recovery, Store};

fn done(stars: u8) -> LessonProgress {
    LessonProgress {
        completed: true,
        stars,
        updated: 1,
        ..LessonProgress::default()
    }
}

/// A store with profile "kid" saved holding two lessons, a puzzle and a quiz result; its
/// progress file.
fn saved_kid(t: &TestDir) -> (Store, Progress, PathBuf) {
    let store = Store::open(t.path()).unwrap();
    let mut p = Progress::default();
    p.lessons.insert("board".into(), done(3));
    p.lessons.insert("moves".into(), done(2));
    let puzzle = p.puzzles.entry("ru-1-0001".into()).or_default();
    puzzle.attempts = 4;
    puzzle.updated = 1_800_000_000;
    p.quiz.add(QuizResult {
        key: "names/8".into(),
        score: 9,
        when: 5,
        ..QuizResult::default()
    });
    let p = store.save("kid", &p).unwrap().progress;
    let path = t.path().join("profiles").join("kid").join("progress.yaml");
    (store, p, path)
}

/// The ways a progress file is found damaged or gone.
#[derive(Clone, Copy, Debug)]
enum Damage {
    CutShort,
    Emptied,
    Garbled,
    Missing,
    Folder,
    LinkLoop,
    Pipe,
}

const DAMAGES: [Damage; 7] = [
    Damage::CutShort,
    Damage::Emptied,
    Damage::Garbled,
    Damage::Missing,
    Damage::Folder,
    Damage::LinkLoop,
    Damage::Pipe,
];

fn damage(path: &Path, how: Damage) {
    let whole = fs::read(path).unwrap();
    let _ = fs::remove_file(path);
    match how {
        Damage::CutShort => fs::write(path, &whole[..whole.len() / 2]).unwrap(),
        Damage::Emptied => fs::write(path, "").unwrap(),
        Damage::Garbled => fs::write(path, "format: 1\nlessons: {half\n").unwrap(),
        Damage::Missing => {}
        Damage::Folder => fs::create_dir(path).unwrap(),
        Damage::LinkLoop => {
            #[cfg(unix)]
            std::os::unix::fs::symlink("progress.yaml", path).unwrap();
        }
        Damage::Pipe => {
            let made = std::process::Command::new("mkfifo").arg(path).status();
            assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        }
    }
}

/// The backup beside `path`, as loaded.
fn backup_of(path: &Path) -> Progress {
    let text = fs::read_to_string(backup_path(path)).unwrap();
    serde_yaml::from_str(&text).unwrap()
}

#[test]
fn a_kill_at_any_step_of_a_repair_loses_nothing() {
    for how in DAMAGES {
        let mut k = 0;
        loop {
            let t = TestDir::new();
            let (store, p, path) = saved_kid(&t);
            damage(&path, how);
            fault::set(Plan::KillAt(k));
            let _ = store.load("kid");
            let killed = fault::killed();
            fault::set(Plan::None);
            assert_eq!(
                backup_of(&path),
                p,
                "{how:?}, kill at step {k}: backup untouched"
            );
            let loaded = store.load("kid").unwrap();
            assert_eq!(loaded.progress, p, "{how:?}, kill at step {k}");
            let again = store.load("kid").unwrap();
            assert_eq!((again.progress, again.notice), (p, None), "{how:?} at {k}");
            if !killed {
                assert!(k > 0, "{how:?}: the repair takes steps");
                break;
            }
            k += 1;
        }
    }
}

#[test]
fn a_kill_at_any_step_of_a_save_leaves_the_old_or_the_new_progress() {
    let mut k = 0;
    loop {
        let t = TestDir::new();
        let (store, p, path) = saved_kid(&t);
        let mut more = store.load("kid").unwrap().progress;
        more.lessons.insert("captures".into(), done(1));
        fault::set(Plan::KillAt(k));
        let saved = store.save("kid", &more);
        let killed = fault::killed();
        fault::set(Plan::None);
        let loaded = store.load("kid").unwrap().progress;
        let old = loaded == p;
        let new = loaded.lessons.len() == 3 && loaded.lessons["board"] == p.lessons["board"];
        assert!(old || new, "kill at step {k}: {loaded:?}");
        assert!(
            backup_of(&path).lessons.len() >= 2,
            "the backup never holds less"
        );
        if !killed {
            assert!(saved.is_ok() && new);
            break;
        }
        k += 1;
    }
    assert!(k >= 5, "a save takes its steps: {k}");
}

#[test]
fn a_full_disk_during_a_repair_loses_nothing_and_the_repair_is_done_when_space_returns() {
    for room in [0, 1, 50, 400, 100_000] {
        for how in [Damage::CutShort, Damage::Missing, Damage::Folder] {
            let t = TestDir::new();
            let (store, p, path) = saved_kid(&t);
            damage(&path, how);
            fault::set(Plan::DiskFullAfter(room));
            let loaded = store.load("kid");
            fault::set(Plan::None);
            let loaded = loaded.unwrap();
            assert_eq!(
                loaded.progress, p,
                "{how:?} with {room} bytes of room: shown"
            );
            let notice = loaded.notice.expect("told");
            if notice.recovery == Recovery::RepairFailed {
                assert!(notice.to_string().contains("disk is full"), "{notice}");
            }
            assert_eq!(backup_of(&path), p, "backup untouched");
            // The save waits for the repair: it does not write over the damaged file.
            fault::set(Plan::DiskFullAfter(room));
            let _ = store.save("kid", &loaded.progress);
            fault::set(Plan::None);
            assert_eq!(backup_of(&path), p);
            let after = store.load("kid").unwrap();
            assert_eq!(after.progress, p, "{how:?} {room}: after space returns");
            assert_eq!(store.load("kid").unwrap().notice, None, "repaired");
        }
    }
}

#[test]
fn a_refused_rename_leaves_the_files_as_they_were() {
    let t = TestDir::new();
    let (store, p, path) = saved_kid(&t);
    damage(&path, Damage::CutShort);
    let cut = fs::read(&path).unwrap();
    fault::set(Plan::Refuse);
    let loaded = store.load("kid").unwrap();
    let saved = store.save("kid", &loaded.progress);
    fault::set(Plan::None);
    assert_eq!(loaded.progress, p);
    assert_eq!(loaded.notice.unwrap().recovery, Recovery::RepairFailed);
    assert!(
        saved.is_err(),
        "the save does not go on over a damaged file"
    );
    assert_eq!(
        fs::read(&path).unwrap(),
        cut,
        "the damaged file is as it was"
    );
    assert_eq!(backup_of(&path), p);
}

#[test]
fn a_missing_file_is_put_back_from_the_backup_and_said() {
    let t = TestDir::new();
    let (store, p, path) = saved_kid(&t);
    fs::remove_file(&path).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress, p);
    let notice = loaded.notice.unwrap();
    assert_eq!(notice.recovery, Recovery::RestoredMissing);
    assert!(notice.to_string().contains("was missing"), "{notice}");
    assert_eq!(backup_of(&path), p);
    assert!(path.is_file());
    // Found missing by a save: the save goes onto the backup, not onto nothing.
    fs::remove_file(&path).unwrap();
    let mut more = loaded.progress.clone();
    more.lessons.insert("captures".into(), done(1));
    let saved = store.save("kid", &more).unwrap();
    assert_eq!(saved.progress.lessons.len(), 3);
    assert_eq!(saved.notices[0].recovery, Recovery::RestoredMissing);
    assert_eq!(backup_of(&path).lessons.len(), 3);
}

#[test]
fn an_older_whole_file_is_merged_with_the_backup_which_is_never_overwritten_by_less() {
    let t = TestDir::new();
    let (store, p, path) = saved_kid(&t);
    // A sync tool puts back a whole file from before the second lesson.
    let mut older = p.clone();
    older.lessons.remove("moves");
    older.puzzles.clear();
    let text = with_check(&serde_yaml::to_string(&older).unwrap());
    fs::write(&path, text).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress.lessons, p.lessons);
    assert_eq!(loaded.progress.puzzles["ru-1-0001"].attempts, 4);
    assert_eq!(loaded.notice.unwrap().recovery, Recovery::MergedBackup);
    assert_eq!(backup_of(&path), p);
    assert_eq!(store.load("kid").unwrap().notice, None, "said once");
}

#[test]
fn a_byte_order_mark_and_crlf_line_ends_are_not_damage() {
    let t = TestDir::new();
    let (store, p, path) = saved_kid(&t);
    let whole = fs::read_to_string(&path).unwrap();
    for text in [
        format!("\u{feff}{whole}"),
        whole.replace('\n', "\r\n"),
        format!("\u{feff}{}", whole.replace('\n', "\r\n")),
    ] {
        fs::write(&path, &text).unwrap();
        let loaded = store.load("kid").unwrap();
        assert_eq!((loaded.progress, loaded.notice), (p.clone(), None));
    }
    // An edit saved with a byte order mark and CRLF is an edit, kept.
    let edited = format!(
        "\u{feff}{}",
        whole.replace("stars: 2", "stars: 1").replace('\n', "\r\n")
    );
    fs::write(&path, edited).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.progress.lessons["moves"].stars, 1);
    assert_eq!(loaded.notice.unwrap().recovery, Recovery::KeptEdit);
}

#[test]
fn damage_to_one_key_is_noticed_said_and_the_copy_from_before_kept() {
    let t = TestDir::new();
    let (store, p, path) = saved_kid(&t);
    let whole = fs::read_to_string(&path).unwrap();
    for (from, to) in [("board", "boqrd"), ("recent", "r%cent")] {
        assert!(whole.contains(from));
        fs::write(&path, whole.replacen(from, to, 1)).unwrap();
        let loaded = store.load("kid").unwrap();
        let notice = loaded.notice.expect("noticed");
        assert_eq!(notice.recovery, Recovery::KeptEdit, "{to}");
        if to == "r%cent" {
            assert!(notice.why.contains("quiz.r%cent"), "{}", notice.why);
        }
        let before: Progress =
            serde_yaml::from_str(&fs::read_to_string(&notice.aside).unwrap()).unwrap();
        assert_eq!(before, p, "{to}: the copy from before is kept");
        assert_eq!(store.load("kid").unwrap().notice, None, "{to}: said once");
        // Back as it was for the next case.
        store.save("kid", &p).unwrap();
        fs::write(&path, &whole).unwrap();
        fs::write(backup_path(&path), &whole).unwrap();
    }
}

#[test]
fn a_folder_that_cannot_be_written_shows_the_backup_and_changes_nothing() {
    for how in [Damage::CutShort, Damage::Missing, Damage::Folder] {
        let t = TestDir::new();
        let (_, p, path) = saved_kid(&t);
        damage(&path, how);
        let before = fs::read_dir(path.parent().unwrap()).unwrap().count();
        let (shown, notice) = resolve(&path, Purpose::Load, false).unwrap();
        assert_eq!(shown, Some(p));
        let notice = notice.unwrap();
        assert_eq!(notice.recovery, Recovery::ShownBackup, "{how:?}");
        assert!(
            notice.to_string().contains("nothing was changed"),
            "{notice}"
        );
        let after = fs::read_dir(path.parent().unwrap()).unwrap().count();
        assert_eq!(before, after, "no file made or moved");
    }
    let t = TestDir::new();
    let (_, _, path) = saved_kid(&t);
    fs::remove_file(backup_path(&path)).unwrap();
    damage(&path, Damage::Garbled);
    let (shown, notice) = resolve(&path, Purpose::Load, false).unwrap();
    assert_eq!(
        (shown, notice.unwrap().recovery),
        (None, Recovery::ShownFresh)
    );
    assert!(path.is_file(), "not moved aside");
}

#[test]
fn a_file_set_aside_while_saving_is_said() {
    let t = TestDir::new();
    let (store, p, path) = saved_kid(&t);
    fs::remove_file(backup_path(&path)).unwrap();
    damage(&path, Damage::Garbled);
    let saved = store.save("kid", &p).unwrap();
    let said = saved.notices[0].to_string();
    assert_eq!(saved.notices[0].recovery, Recovery::SavedFresh);
    assert!(said.contains("corrupt-"), "{said}");
}

#[test]
fn the_writer_keeps_a_large_file_well_under_the_readers_cap() {
    let t = TestDir::new();
    let (store, _, path) = saved_kid(&t);
    // 7.5 MB as an older version may have written it: under the reader's 8 MB cap.
    let mut big = store.load("kid").unwrap().progress;
    let mut n = 0u64;
    while serde_yaml::to_string(&big).unwrap().len() < 7_500_000 {
        for _ in 0..5_000 {
            let p = big.puzzles.entry(format!("import-{n:07}")).or_default();
            p.attempts = 1;
            p.updated = 1_000 + n;
            n += 1;
        }
    }
    let text = with_check(&serde_yaml::to_string(&big).unwrap());
    fs::write(&path, &text).unwrap();
    fs::write(backup_path(&path), &text).unwrap();
    let loaded = store.load("kid").unwrap();
    assert_eq!(loaded.notice, None, "read");
    let mut next = loaded.progress;
    next.lessons.insert("captures".into(), done(1));
    let saved = store.save("kid", &next).unwrap();
    assert_eq!(saved.notices[0].recovery, Recovery::Trimmed);
    let written = fs::metadata(&path).unwrap().len() as usize;
    assert!(
        written <= crate::progress::guard::WRITE_MAX_BYTES,
        "{written}"
    );
    let again = store.load("kid").unwrap();
    assert_eq!(again.notice, None);
    assert!(again.progress.lessons.contains_key("captures"));
    assert!(
        again.progress.lessons.contains_key("board"),
        "lessons are kept"
    );
    assert!(
        again.progress.puzzles.contains_key("ru-1-0001"),
        "the newest stay"
    );
    assert!(!again.progress.puzzles.contains_key("import-0000000"));
}

#[test]
fn a_deleted_profile_is_not_made_again_by_a_copy_still_open() {
    let t = TestDir::new();
    let store = Store::open(t.path()).unwrap();
    let kid = store.create_profile("Kid").unwrap();
    let mut open = store.load(&kid.id).unwrap().progress;
    store.delete_profile(&kid.id).unwrap();
    open.lessons.insert("board".into(), done(1));
    let err = store.save(&kid.id, &open).unwrap_err();
    assert!(matches!(err, ProgressError::ProfileDeleted(_)), "{err}");
    assert!(err.to_string().contains("deleted"), "{err}");
    assert!(!t.path().join("profiles").join(&kid.id).exists());
}
