use super::*;
use crate::progress::{LessonProgress, PuzzleProgress, QuizResult, ReviewTask};
use crate::rating::Rating;

fn utc() -> jiff::tz::TimeZone {
    jiff::tz::TimeZone::UTC
}

/// 2026-12-02 10:00 UTC.
const NOW: u64 = 1_796_205_600;

/// A profile that did a little of everything: two lessons (3 and 1 stars), one begun, a quiz,
/// two drills, two puzzles (one solved) and a Russian rating.
fn busy(catalog: &Catalog) -> Progress {
    let mut p = Progress::default();
    let ids: Vec<&str> = catalog.lessons.iter().map(|l| l.id.as_str()).collect();
    for (id, completed, stars, step, updated) in [
        (ids[0], true, 3, 0, 100),
        (ids[1], true, 1, 0, 200),
        (ids[2], false, 0, 2, 300),
    ] {
        p.lessons.insert(
            id.into(),
            LessonProgress {
                completed,
                stars,
                step,
                updated,
                ..LessonProgress::default()
            },
        );
    }
    for (key, score, when) in [
        ("find/russian/60s/labels", 14, NOW - 86_400),
        ("name/russian/untimed/labels", 9, 400),
        ("drill-must-capture/russian/untimed/labels", 7, 500),
        ("drill-must-capture/russian/60s/labels", 11, 600),
        ("drill-majority/international/untimed/labels", 5, 700),
    ] {
        p.quiz.add(QuizResult {
            key: key.into(),
            score,
            correct: score,
            asked: 20,
            when,
        });
    }
    p.puzzles.insert(
        "a".into(),
        PuzzleProgress {
            solved: true,
            attempts: 1,
            updated: 800,
            ..PuzzleProgress::default()
        },
    );
    p.puzzles.insert(
        "b".into(),
        PuzzleProgress {
            attempts: 2,
            failed: true,
            updated: 900,
            ..PuzzleProgress::default()
        },
    );
    p.ratings.insert("russian".into(), Rating::new(1523.6));
    // Two puzzles missed: one three days ago (due now), one this morning (due tomorrow).
    for (id, when) in [("a", NOW - 3 * 86_400), ("b", NOW - 3_600)] {
        let task = ReviewTask::Puzzle { id: id.into() };
        p.review.record(&task, false, when);
    }
    p
}

fn table(catalog: &Catalog) -> ClassTable {
    ClassTable::new(
        vec![
            ("Anna".into(), Ok(busy(catalog))),
            ("Bob".into(), Ok(Progress::default())),
            (
                "Ekaterina Alexandrovna".into(),
                Err("did not parse at line 3".into()),
            ),
        ],
        catalog,
        Lang::En,
        NOW,
        &utc(),
    )
}

#[test]
fn a_record_counts_lessons_stars_bests_drills_puzzles_and_the_last_change() {
    let catalog = Catalog::load(None);
    let r = Record::new(&busy(&catalog), &catalog, NOW);
    assert_eq!(r.done(), 2);
    assert_eq!(r.stars, 4);
    assert_eq!(
        &r.lessons[..4],
        [
            Mark::Done(3),
            Mark::Done(1),
            Mark::Started,
            Mark::NotStarted
        ]
    );
    assert_eq!(r.quiz_best, Some(14), "drills are not quizzes");
    assert_eq!(
        (r.drills, r.drill_best),
        (2, Some(11)),
        "two drills, one in two settings"
    );
    assert_eq!(r.solved, 1);
    assert_eq!(r.ratings, [("russian".to_string(), 1524)]);
    assert_eq!(r.due, 1);
    assert_eq!(r.last, Some(NOW - 3_600), "the newest review change");
    let fresh = Record::new(&Progress::default(), &catalog, NOW);
    assert_eq!(
        (fresh.quiz_best, fresh.drill_best, fresh.last),
        (None, None, None)
    );
}

#[test]
fn the_text_table_is_aligned_fits_80_columns_and_cuts_long_names() {
    let catalog = Catalog::load(None);
    let total = catalog.lessons.len();
    for lang in Lang::ALL {
        let mut t = table(&catalog);
        t.lessons = catalog
            .lessons
            .iter()
            .map(|l| l.title.get(lang).to_string())
            .collect();
        let lines = t.text(lang, &utc());
        let table_lines = &lines[..4];
        for line in table_lines {
            assert!(line.chars().count() <= 80, "{lang:?}: {line}");
        }
        assert!(lines[1].starts_with("Anna "), "{lines:?}");
        assert!(lines[1].contains(&format!("2/{total}")), "{}", lines[1]);
        assert!(
            lines[1].contains(&format!("4/{}", 3 * total)),
            "{}",
            lines[1]
        );
        assert!(lines[1].contains("11 (2)") && lines[1].contains("ru 1524"));
        assert!(lines[1].ends_with("  1  2026-12-02"), "{}", lines[1]);
        assert!(lines[2].ends_with(&t!(lang, "class-never")), "{}", lines[2]);
        assert!(lines[3].starts_with("Ekaterina Ale… "), "{}", lines[3]);
        assert!(lines[3].contains("did not parse at line 3"), "{}", lines[3]);
        // The columns line up: each heading starts where its column does.
        let at = |line: &str, needle: &str| line.find(needle).map(|b| line[..b].chars().count());
        let date = at(&lines[1], "2026-12-02").unwrap();
        assert_eq!(
            at(&lines[0], &t!(lang, "class-last")),
            Some(date),
            "{lang:?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.contains("ru ") && l.contains(&variant_title(Variant::Russian, lang)))
        );
    }
}

#[test]
fn csv_quotes_commas_quotes_and_line_breaks_and_has_a_header() {
    assert_eq!(csv_field("Anna"), "Anna");
    assert_eq!(csv_field("Smith, Anna"), "\"Smith, Anna\"");
    assert_eq!(csv_field("Anna \"Ace\""), "\"Anna \"\"Ace\"\"\"");
    assert_eq!(csv_field("two\nlines"), "\"two\nlines\"");
    let catalog = Catalog::load(None);
    let total = catalog.lessons.len();
    let mut t = table(&catalog);
    t.rows[1].name = "Smith, \"Bob\"".into();
    let csv = t.csv(&utc());
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(
        lines[0],
        "name,lessons_done,lessons_total,stars,stars_max,quiz_best,drills_practised,drill_best,\
         puzzles_solved,rating_russian,review_due,last_activity,problem"
    );
    assert_eq!(
        lines[1],
        format!(
            "Anna,2,{total},4,{},14,2,11,1,1524,1,2026-12-02,",
            3 * total
        )
    );
    assert_eq!(
        lines[2],
        format!(
            "\"Smith, \"\"Bob\"\"\",0,{total},0,{},,0,,0,,0,,",
            3 * total
        )
    );
    assert_eq!(
        lines[3],
        "Ekaterina Alexandrovna,,,,,,,,,,,,did not parse at line 3"
    );
    assert_eq!(lines[4], "", "the last line ends with CRLF too");
    let fields = |l: &str| l.matches(',').count();
    assert_eq!(fields(lines[0]), fields(lines[1]));
    assert_eq!(fields(lines[0]), fields(lines[3]));
}

#[test]
fn the_html_page_is_well_formed_with_a_row_per_child_and_a_column_per_lesson() {
    let catalog = Catalog::load(None);
    let total = catalog.lessons.len();
    let mut t = table(&catalog);
    t.rows[1].name = "<Bob & \"Co\">".into();
    let html = t.html(Lang::Ru, &utc());
    let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
        .expect("well-formed");
    let title = doc.descendants().find(|n| n.has_tag_name("h1")).unwrap();
    assert_eq!(title.text(), Some("Успехи класса, 2026-12-02"));
    let rows: Vec<roxmltree::Node> = doc.descendants().filter(|n| n.has_tag_name("tr")).collect();
    assert_eq!(rows.len(), 4, "a heading row and three children");
    let cells = |row: &roxmltree::Node| -> Vec<String> {
        row.children()
            .filter(roxmltree::Node::is_element)
            .map(|n| n.text().unwrap_or("").to_string())
            .collect()
    };
    let head = cells(&rows[0]);
    assert_eq!(head.len(), 1 + total + 5 + 1 + 2);
    let anna = cells(&rows[1]);
    assert_eq!(anna.len(), head.len());
    assert_eq!(&anna[..5], ["Anna", "★★★", "★", "·", ""]);
    assert_eq!(cells(&rows[2])[0], "<Bob & \"Co\">");
    let problem = cells(&rows[3]);
    assert_eq!(problem.len(), 2);
    assert!(
        problem[1].contains("did not parse at line 3"),
        "{problem:?}"
    );
    let items = doc.descendants().filter(|n| n.has_tag_name("li")).count();
    assert_eq!(items, total, "the lesson titles by number");
}
