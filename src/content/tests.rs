//! Tests of the lesson checks: every kind of problem is found, with its place.

use super::*;
use crate::content::puzzle::{PROOF_NODES, proof_limit};

/// A small valid lesson to break in different ways.
const GOOD: &str = "format: 1
id: sample
title: Sample
summary: {en: A sample., ru: Пример.}
steps:
  - say: Look.
    position: start
    highlight: [c3, d4]
  - move: Play c3-d4.
    accept: [c3-d4]
    reply: d6-c5
  - answer: Name it.
    expect: [d4]
";

fn problems(text: &str) -> Vec<String> {
    match parse_lesson(text) {
        Ok(_) => Vec::new(),
        Err(problems) => problems
            .into_iter()
            .map(|p| format!("{}:{}: {}", p.line, p.column, p.message))
            .collect(),
    }
}

#[test]
fn a_good_lesson_has_no_problems() {
    let lesson = parse_lesson(GOOD).unwrap();
    assert_eq!(lesson.steps.len(), 3);
    assert_eq!(lesson.summary.get(crate::Lang::Ru), "Пример.");
    assert_eq!(classify(GOOD), Kind::Lesson);
}

#[test]
fn syntax_and_unknown_fields_are_reported_where_they_are() {
    let typo = GOOD.replace("accept:", "acept:");
    let found = problems(&typo);
    assert_eq!(found.len(), 1);
    assert!(
        found[0].starts_with("10:5: steps[1]: unknown field `acept`"),
        "{found:?}"
    );
    let language = GOOD.replace("ru: Пример.", "de: Beispiel.");
    assert_eq!(
        problems(&language),
        ["4:10: summary: unknown language 'de', expected en, ru or bg"]
    );
    let no_english = GOOD.replace("{en: A sample., ru: Пример.}", "{ru: Пример.}");
    assert_eq!(
        problems(&no_english),
        ["4:10: summary: every text needs English ('en')"]
    );
}

#[test]
fn illegal_moves_and_bad_squares_are_proven_wrong() {
    let illegal = GOOD.replace("accept: [c3-d4]", "accept: [c3-e5]");
    let found = problems(&illegal);
    assert_eq!(found.len(), 1);
    assert!(
        found[0].starts_with("10:14: accepted move 'c3-e5' is not a legal move in W:"),
        "{found:?}"
    );
    assert!(
        found[0].ends_with("e5 is too far: a man moves one square at a time."),
        "{found:?}"
    );
    let reply = GOOD.replace("reply: d6-c5", "reply: d6-d5");
    assert!(problems(&reply)[0].starts_with("11:12: reply 'd6-d5' is not a legal move"));
    let square = GOOD.replace("highlight: [c3, d4]", "highlight: [c3, c4]");
    assert_eq!(
        problems(&square),
        ["8:21: 'c4' is not a dark square of this board"]
    );
    let fen = GOOD.replace("position: start", "position: \"W:Wb8:B\"");
    let found = problems(&fen);
    assert!(
        found[0].starts_with("7:16: position: a white man cannot stand on b8"),
        "{found:?}"
    );
}

#[test]
fn steps_must_be_of_one_kind_with_their_own_fields() {
    let two_kinds = GOOD.replace("  - say: Look.\n", "  - say: Look.\n    choice: Which?\n");
    assert_eq!(
        problems(&two_kinds),
        ["6:3: a step needs exactly one of say, move, squares, choice, answer (found say, choice)"]
    );
    let misplaced = GOOD.replace("    expect: [d4]\n", "    expect: [d4]\n    reply: c3-d4\n");
    assert_eq!(
        problems(&misplaced),
        ["14:5: 'reply' belongs to move steps, not answer steps"]
    );
    let both = GOOD.replace(
        "    accept: [c3-d4]\n",
        "    accept: [c3-d4]\n    rule: any\n",
    );
    assert!(
        problems(&both)[0].ends_with("a move needs either 'accept' (the right moves) or 'rule'")
    );
    let choice = GOOD.replace(
        "  - answer: Name it.\n    expect: [d4]\n",
        "  - choice: Which?\n    options: [a, b]\n    correct: 3\n",
    );
    assert_eq!(
        problems(&choice),
        ["12:3: a choice needs at least two options and 'correct' between 1 and 2"]
    );
}

#[test]
fn lesson_level_checks() {
    let format = GOOD.replace("format: 1", "format: 2");
    assert_eq!(
        problems(&format),
        ["1:1: format 2 is not known; this program reads format 1"]
    );
    let id = GOOD.replace("id: sample", "id: Sample Lesson");
    assert_eq!(
        problems(&id),
        ["2:1: id 'Sample Lesson' must use only a-z, 0-9 and '-'"]
    );
    let variant = GOOD.replace("id: sample", "id: sample\nvariant: chess");
    assert!(problems(&variant)[0].starts_with("3:1: unknown variant 'chess'"));
}

#[test]
fn ids_are_unique_across_files() {
    let source = |path: &str| Source {
        path: path.into(),
        text: std::borrow::Cow::Borrowed(GOOD),
    };
    let report = check(&[source("a.yaml"), source("b.yaml")], &|| {});
    let lines = report.lines();
    assert_eq!(
        lines[0],
        "b.yaml:2:1: lesson id 'sample' is already used by a.yaml"
    );
    // The sample lesson is English only and short of tasks: notes, then the figures.
    assert!(lines[1].starts_with("a.yaml:3:1: note: the title has no ru, bg text"));
    assert_eq!(
        lines[lines.len() - 2..],
        [
            "stages: 2; say steps: 2, 1.0 words on average, the longest 1; choice tasks per stage: min 2, median 2; find-it moves with more than one legal move: 2 of 2",
            "2 lessons, 0 puzzles, 1 problem, 12 notes"
        ]
    );
}

#[test]
fn the_built_in_lessons_are_sound() {
    let report = check(&builtin_lessons(), &|| {});
    assert!(report.lessons >= 3);
    assert!(report.problems.is_empty(), "{:?}", report.lines());
    // They follow the lesson guide too: short texts, five tasks a stage, every language.
    assert!(report.notes.is_empty(), "{:#?}", report.lines());
}

#[test]
fn the_annotated_example_in_the_authors_guide_is_a_sound_lesson() {
    let guide = include_str!("../../lessons/README.md");
    let start = guide
        .find("```yaml\n")
        .expect("the guide has a YAML example")
        + 8;
    let end = start + guide[start..].find("```").expect("the example ends");
    let lesson = parse_lesson(&guide[start..end]).unwrap_or_else(|p| panic!("{p:?}"));
    assert!(lesson.steps.len() >= 6);
}

/// A puzzle collection with one puzzle, to break in different ways.
const PUZZLES: &str = "format: 1
id: test-puzzles
title: Test puzzles
variant: russian
puzzles:
  - id: t1
    fen: \"W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Be5,g5,b6,f6,a7,c7,e7,g7,b8,d8,f8,h8\"
    goal: material:1
    solution: g3-f4 e5:g3 h2:f4:h6
    themes: [sacrifice]
    rating: 900
    hints:
      - {en: \"Which black man must take if you offer it one?\", ru: \"Какая чёрная шашка должна бить, если ей подставить?\", bg: \"Кой черен пул трябва да вземе, ако му подложиш?\"}
    explain: {en: Give the man on f4, ru: Отдай шашку на f4, bg: Жертвай пула на f4}
";

fn puzzle_problems(text: &str) -> Vec<String> {
    let source = Source {
        path: "p.yaml".into(),
        text: std::borrow::Cow::Owned(text.to_string()),
    };
    let report = check(&[source], &|| {});
    report
        .problems
        .iter()
        .map(|(_, p)| format!("{}:{}: {}", p.line, p.column, p.message))
        .collect()
}

#[test]
fn a_sound_puzzle_passes() {
    assert!(puzzle_problems(PUZZLES).is_empty());
    assert_eq!(classify(PUZZLES), Kind::Puzzles);
}

#[test]
fn broken_puzzles_are_rejected_with_a_clear_message() {
    let wrong = PUZZLES.replace("solution: g3-f4 e5:g3 h2:f4:h6", "solution: c3-b4");
    assert_eq!(
        puzzle_problems(&wrong),
        [
            "6:9: puzzle t1: the key move c3-b4 does not reach the goal material:1 against every defence within 1 ply"
        ]
    );
    let illegal = PUZZLES.replace("h2:f4:h6", "h2:g3");
    assert_eq!(
        puzzle_problems(&illegal),
        [
            "9:27: solution move 'h2:g3' is not legal there: To take the piece on g3, jump over it and land on f4, the square behind it."
        ]
    );
    let ambiguous = "format: 1\nid: amb\ntitle: A\npuzzles:\n  - id: a1\n    fen: \"W:Wc3,e3:Bd4,h8\"\n    goal: material:1\n    solution: c3:e5\n    rating: 900\n    hints: [{en: Count., ru: Считай., bg: Смятай.}]\n    explain: {en: Either wins., ru: Оба выигрывают., bg: И двете печелят.}\n";
    assert_eq!(
        puzzle_problems(ambiguous),
        [
            "5:9: puzzle a1: ambiguous: e3:c5 also reaches the goal; list it under `also` to accept it, or change the puzzle"
        ]
    );
    let accepted = ambiguous.replace("solution: c3:e5\n", "solution: c3:e5\n    also: [e3:c5]\n");
    assert!(puzzle_problems(&accepted).is_empty());
    let bad_also = PUZZLES.replace("    themes:", "    also: [c3-b4]\n    themes:");
    assert_eq!(
        puzzle_problems(&bad_also),
        ["6:9: puzzle t1: c3-b4 is listed under `also` but does not reach the goal"]
    );
    let theme = PUZZLES.replace("[sacrifice]", "[sacrafice]");
    assert!(puzzle_problems(&theme)[0].starts_with("10:14: unknown theme 'sacrafice'"));
    let unexplained = PUZZLES.replace(
        "    explain: {en: Give the man on f4, ru: Отдай шашку на f4, bg: Жертвай пула на f4}\n",
        "",
    );
    assert_eq!(
        puzzle_problems(&unexplained),
        ["6:5: puzzle t1: no explanation: add `explain`, the idea in words, in en, ru, bg"]
    );
    let half = PUZZLES.replace(", bg: Жертвай пула на f4}", "}");
    assert_eq!(
        puzzle_problems(&half),
        ["14:5: puzzle t1: `explain` lacks bg"]
    );
    let hintless = PUZZLES.replace("    hints:\n", "    hints: []\n").replace(
        "      - {en: \"Which black man must take if you offer it one?\", ru: \"Какая чёрная шашка должна бить, если ей подставить?\", bg: \"Кой черен пул трябва да вземе, ако му подложиш?\"}\n",
        "",
    );
    assert_eq!(
        puzzle_problems(&hintless),
        [
            "6:5: puzzle t1: no hint: add at least one under `hints`, in words that do not give the move away, in en, ru, bg"
        ]
    );
    let english_hint = PUZZLES.replace(", ru: \"Какая чёрная шашка должна бить, если ей подставить?\", bg: \"Кой черен пул трябва да вземе, ако му подложиш?\"", "");
    assert_eq!(
        puzzle_problems(&english_hint),
        ["12:5: puzzle t1: hint 1 lacks ru, bg"]
    );
    let twice = format!("{PUZZLES}{}", &PUZZLES[PUZZLES.find("  - id").unwrap()..]);
    assert!(puzzle_problems(&twice)[0].contains("puzzle id 't1' is used twice"));
}

#[test]
fn a_giveaway_puzzle_can_only_have_the_goal_win() {
    let text = |goal: &str| {
        format!(
            "format: 1\nid: g\ntitle: G\nvariant: giveaway\npuzzles:\n  - id: g1\n    fen: \"W:Wa3,b2:Ba5,e5,h8\"\n    goal: {goal}\n    solution: a3-b4 a5:c3:a1\n    themes: [giveaway]\n    rating: 800\n    hints: [{{en: Give., ru: Отдай., bg: Подари.}}]\n    explain: {{en: Give b4., ru: Отдай b4., bg: Подари b4.}}\n"
        )
    };
    assert!(puzzle_problems(&text("win")).is_empty());
    for goal in ["material:1", "promote", "draw", "man-or-king"] {
        let problems = puzzle_problems(&text(goal));
        assert_eq!(problems.len(), 1, "{goal}: {problems:?}");
        assert!(
            problems[0].starts_with(&format!(
                "8:11: goal '{goal}': a giveaway puzzle can only have the goal win"
            )),
            "{problems:?}"
        );
    }
}

#[test]
fn a_puzzle_may_ask_for_a_deeper_proof_within_bounds() {
    let with = |proof: &str| {
        PUZZLES.replace(
            "    rating: 900\n",
            &format!("    rating: 900\n    proof: {proof}\n"),
        )
    };
    let deeper = parse_collection(&with("{depth: 5, nodes: 1000000}")).unwrap();
    let limit = proof_limit(&deeper.puzzles[0]);
    assert_eq!((limit.depth, limit.nodes), (5, 1_000_000));
    let default = parse_collection(PUZZLES).unwrap();
    let limit = proof_limit(&default.puzzles[0]);
    assert_eq!((limit.depth, limit.nodes), (3, PROOF_NODES));
    assert_eq!(
        puzzle_problems(&with("{depth: 2}")),
        ["12:5: proof depth 2 should be between the solution's length (3) and 24"]
    );
    assert_eq!(
        puzzle_problems(&with("{depth: 4, nodes: 99999999999}")),
        ["12:5: proof nodes 99999999999 should be between 1 and 10000000"]
    );
    assert!(puzzle_problems(&with("{deep: 4}"))[0].contains("unknown field `deep`"));
}

#[test]
fn a_gain_must_survive_the_search_after_the_line() {
    // c3-b4 a5:c3 b2:d4:b6 wins a man, and the position is quiet, but the engine sees Black
    // winning it back: no material:1 puzzle.
    let shot = "format: 1\nid: s\ntitle: S\npuzzles:\n  - id: s1\n    fen: \"W:Wa1,e1,g1,b2,f2,a3,c3,f4:Ba5,c5,d6,f6,e7,b8,f8,h8\"\n    goal: material:1\n    solution: c3-b4 a5:c3 b2:d4:b6\n    rating: 900\n    hints: [{en: Count., ru: Считай., bg: Смятай.}]\n    explain: {en: Black takes back., ru: Чёрные отыгрывают., bg: Черните си връщат.}\n";
    let problems = puzzle_problems(shot);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].starts_with("5:9: puzzle s1: the gain (material:1) does not survive: after the line c3-b4 a5:c3 b2:d4:b6 the engine sees"),
        "{problems:?}"
    );
}

#[test]
fn a_prover_panic_is_a_problem_of_its_own_puzzle_only() {
    let collection = parse_collection(PUZZLES).unwrap();
    let one = collection.puzzles[0].clone();
    let puzzles: Vec<Puzzle> = ["a", "b", "c", "d", "e"]
        .iter()
        .map(|id| Puzzle {
            id: id.to_string(),
            ..one.clone()
        })
        .collect();
    let count = std::sync::atomic::AtomicUsize::new(0);
    let proved = || {
        count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    };
    let verdicts = prove_all_with(
        &puzzles,
        |p| {
            assert!(p.id != "b", "planted");
            Err(format!("seen {}", p.id))
        },
        &proved,
    );
    assert_eq!(
        count.into_inner(),
        5,
        "each puzzle is told, the one that panicked too"
    );
    assert_eq!(verdicts.len(), 5);
    for (p, verdict) in puzzles.iter().zip(&verdicts) {
        let text = verdict.clone().unwrap_err();
        if p.id == "b" {
            assert!(text.contains("(a bug): planted"), "{text}");
        } else {
            assert_eq!(text, format!("seen {}", p.id));
        }
    }
}

#[test]
fn the_built_in_puzzle_bank_is_sound_and_big_enough() {
    let sources = builtin_puzzles();
    let proved = std::sync::atomic::AtomicUsize::new(0);
    let report = check(&sources, &|| {
        proved.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    });
    assert!(report.problems.is_empty(), "{:?}", report.lines());
    // The progress bar of `shashki check` counts to what it was told to expect.
    assert_eq!(puzzles_to_prove(&sources), report.puzzles);
    assert_eq!(proved.into_inner(), report.puzzles);
    let (puzzles, broken) = load_puzzles(None);
    assert!(broken.is_empty());
    for (variant, least) in [
        (crate::rules::Variant::Russian, 300),
        (crate::rules::Variant::Brazilian, 100),
        (crate::rules::Variant::International, 100),
        (crate::rules::Variant::English, 100),
    ] {
        let mine: Vec<&Puzzle> = puzzles
            .iter()
            .filter(|p| p.variant() == variant && p.collection.contains("-mined-"))
            .collect();
        assert!(mine.len() >= least, "{variant}: {}", mine.len());
        assert!(
            mine.iter().all(|p| !p.themes.is_empty()),
            "{variant}: every puzzle has a theme"
        );
        // The difficulty spreads over 800-2000: every band of 200 has its share.
        for low in (800..2000).step_by(200) {
            let band = mine
                .iter()
                .filter(|p| (low..low + 200).contains(&p.rating))
                .count();
            assert!(
                band * 100 >= mine.len() * 3,
                "{variant}: {band} of {} rated {low}-{}",
                mine.len(),
                low + 199
            );
        }
        if variant == crate::rules::Variant::Russian {
            let easy = mine.iter().filter(|p| p.rating <= 1200).count();
            assert!(easy >= 120, "{easy} Russian puzzles rated 800-1200");
        }
    }
    // Giveaway: only the goal win, every puzzle under the giveaway theme, easy to harder.
    for (variant, least) in [
        (crate::rules::Variant::Giveaway, 24),
        (crate::rules::Variant::GiveawayInternational, 6),
    ] {
        let mine: Vec<&Puzzle> = puzzles.iter().filter(|p| p.variant() == variant).collect();
        assert!(mine.len() >= least, "{variant}: {}", mine.len());
        assert!(
            mine.iter().all(|p| p.goal == crate::engine::Goal::Win
                && p.themes.contains(&"giveaway".to_string()))
        );
        assert!(
            mine.iter().any(|p| p.rating <= 900),
            "{variant}: an easy one"
        );
        assert!(
            mine.iter().any(|p| p.rating >= 1400),
            "{variant}: a harder one"
        );
    }
    assert!(
        puzzles
            .iter()
            .filter(|p| p.themes.contains(&"opening-trap".to_string()))
            .count()
            >= 6
    );
}

#[test]
fn every_theme_has_a_name_in_every_language() {
    let mut seen = std::collections::BTreeSet::new();
    for id in THEMES {
        for lang in crate::Lang::ALL {
            let name = theme_name(id, lang);
            // An id comes back unchanged; no name is an id (Bulgarian "най-много" has a hyphen).
            assert!(
                name != id && !THEMES.contains(&name.as_str()),
                "{id} has no {lang:?} name"
            );
            assert!(seen.insert((lang, name.clone())), "{name} names two themes");
        }
    }
    assert_eq!(
        theme_name("turkish-strike", crate::Lang::Ru),
        "Турецкий удар"
    );
    assert_eq!(theme_name("sacrifice", crate::Lang::Ru), "Отдача");
    assert_eq!(
        theme_name("no-such-theme", crate::Lang::En),
        "no-such-theme"
    );
}

#[test]
fn a_nesting_bomb_is_refused_before_the_yaml_parser_sees_it() {
    let bomb = format!("format: 1\nsteps: {}", "[".repeat(10_000_000));
    let began = std::time::Instant::now();
    assert_eq!(problems(&bomb), ["1:1: larger than 2 MB"]);
    let small = format!("format: 1\nsteps: {}", "[".repeat(1_000_000));
    assert_eq!(problems(&small), ["1:1: too deeply nested (limit 64)"]);
    let collection = format!("format: 1\npuzzles: {}", "{a: ".repeat(100_000));
    assert_eq!(
        puzzle_problems(&collection),
        ["1:1: too deeply nested (limit 64)"]
    );
    assert!(began.elapsed().as_secs_f64() < 1.0, "{:?}", began.elapsed());
}

#[test]
fn a_deep_but_legal_lesson_still_loads() {
    // Brackets in quotes and comments, flow maps, deep indentation.
    let brackets = "[{".repeat(200);
    let lesson = format!(
        "format: 1
id: deep   # {brackets}
title: {{en: 'Deep {brackets}', ru: \"Глубоко {brackets}\"}}
summary:
            en: Deep.
steps:
  - say:
          en: 'It''s [fine {brackets}'
          ru: \"Всё \\\" {brackets}\"
    position: start
    highlight: [c3, d4]
  - move: Play c3-d4.
    accept: [c3-d4]
    reply: d6-c5
"
    );
    let parsed = parse_lesson(&lesson).unwrap_or_else(|p| panic!("{p:?}\n{lesson}"));
    assert_eq!(parsed.steps.len(), 2);
}

/// A fresh folder under the system's temporary folder, with `files` (name, bytes) in it.
fn folder(name: &str, files: &[(&str, &[u8])]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shashki-content-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for (file, bytes) in files {
        fs::write(dir.join(file), bytes).unwrap();
    }
    dir
}

#[test]
fn one_file_that_is_not_utf8_is_named_and_the_others_load() {
    let binary: &[u8] = b"format: 1\nsteps:\n  - say: \xff\xfe\x00caf\xe9\n";
    let dir = folder(
        "utf8",
        &[
            ("a-lesson.yaml", GOOD.as_bytes()),
            ("b-broken.yaml", binary),
            ("c-puzzles.yaml", PUZZLES.as_bytes()),
        ],
    );
    let bad = dir.join("b-broken.yaml").display().to_string();
    let sources = read_sources(&dir).unwrap();
    let catalog = Catalog::load(Some(&dir));
    let (puzzles, puzzles_broken) = load_puzzles(Some(&dir));
    let _ = fs::remove_dir_all(&dir);
    assert_eq!(sources.files.len(), 2);
    let message = "not UTF-8 text (first bad byte on line 3); save it as UTF-8";
    assert_eq!(
        sources.unreadable,
        [(bad.clone(), Kind::Lesson, Problem::whole_file(message))]
    );
    assert!(catalog.lesson("sample").is_some());
    assert_eq!(catalog.broken, [(bad, vec![Problem::whole_file(message)])]);
    // Read as a lesson, it is not listed with the puzzles; the good puzzle is there.
    assert!(puzzle_ids(&puzzles).contains(&"t1".to_string()));
    assert!(puzzles_broken.is_empty(), "{puzzles_broken:?}");
    assert_eq!(check(&sources.files, &|| {}).problems, []);
}

fn puzzle_ids(puzzles: &[Puzzle]) -> Vec<String> {
    puzzles.iter().map(|p| p.id.clone()).collect()
}

#[test]
fn a_byte_order_mark_is_dropped_before_parsing() {
    let with_bom = |text: &str| format!("\u{feff}{text}").into_bytes();
    let (lesson, puzzles) = (with_bom(GOOD), with_bom(PUZZLES));
    let dir = folder(
        "bom",
        &[("lesson.yaml", &lesson), ("puzzles.yaml", &puzzles)],
    );
    let sources = read_sources(&dir).unwrap();
    let catalog = Catalog::load(Some(&dir));
    let _ = fs::remove_dir_all(&dir);
    assert!(sources.unreadable.is_empty());
    let report = check(&sources.files, &|| {});
    assert_eq!(report.problems, []);
    assert_eq!((report.lessons, report.puzzles), (1, 1));
    assert!(catalog.lesson("sample").is_some(), "{:?}", catalog.broken);
}

#[test]
fn every_practice_button_opens_puzzles_of_its_theme_and_variant() {
    let (puzzles, _) = load_puzzles(None);
    let draughts = builtin_lessons()
        .into_iter()
        .filter(|s| !super::is_corners_lesson(&s.text));
    for source in draughts {
        let lesson = parse_lesson(&source.text).unwrap();
        if let Some(theme) = &lesson.practice {
            let count = puzzles
                .iter()
                .filter(|p| p.variant() == lesson.variant && p.themes.contains(theme))
                .count();
            assert!(count >= 1, "{}: no {theme} puzzle to practise", source.path);
        }
    }
}

#[test]
fn a_placement_task_must_ask_something_and_a_lesson_has_at_most_one() {
    let marked = GOOD.replace("    expect: [d4]", "    expect: [d4]\n    placement: true");
    let lesson = parse_lesson(&marked).unwrap();
    assert_eq!(lesson.steps.iter().position(|s| s.placement), Some(2));
    let twice = marked.replace("    reply: d6-c5", "    reply: d6-c5\n    placement: true");
    assert_eq!(
        problems(&twice),
        ["13:3: only one step of a lesson may be marked 'placement: true'"]
    );
    let say = GOOD.replacen("  - say:", "  - placement: true\n    say:", 1);
    let found = problems(&say);
    assert!(
        found.len() == 1 && found[0].contains("this step asks nothing"),
        "{found:?}"
    );
}

#[test]
fn a_lesson_names_a_drill_its_variant_has() {
    let with = |practice: &str, variant: &str| {
        GOOD.replace(
            "summary:",
            &format!("variant: {variant}\npractice: {practice}\nsummary:"),
        )
    };
    let lesson = parse_lesson(&with("{theme: shot, drill: must-capture}", "russian")).unwrap();
    assert_eq!(lesson.drill, Some(Rule::MustCapture));
    assert_eq!(lesson.practice.as_deref(), Some("shot"));
    let lesson = parse_lesson(&with("{drill: take-most}", "brazilian")).unwrap();
    assert_eq!(
        (lesson.drill, lesson.practice),
        (Some(Rule::TakeMost), None)
    );
    assert_eq!(
        problems(&with("{drill: take-most}", "russian")),
        ["5:1: the drill 'take-most' does not exist in russian draughts"]
    );
    let unknown = problems(&with("{drill: jumping}", "russian"));
    assert!(
        unknown[0].contains("unknown drill 'jumping'"),
        "{unknown:?}"
    );
    assert_eq!(
        problems(&with("{}", "russian")),
        ["5:1: practice names neither a theme nor a drill"]
    );
}

#[test]
fn the_lessons_on_rules_offer_their_drills() {
    let drills: Vec<(String, Rule)> = builtin_lessons()
        .iter()
        .filter(|s| !super::is_corners_lesson(&s.text))
        .filter_map(|source| {
            let lesson = parse_lesson(&source.text).unwrap();
            assert!(lesson.drill.is_none_or(|r| r.available(lesson.variant)));
            Some((lesson.id, lesson.drill?))
        })
        .collect();
    for rule in Rule::ALL {
        assert!(
            drills.iter().any(|(_, r)| *r == rule),
            "no lesson offers the {} drill",
            rule.id()
        );
    }
}
