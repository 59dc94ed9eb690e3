//! Keys in a progress file that this version does not know: a misspelt key (`r%cent` for
//! `recent`) would otherwise be dropped without a word, and what it held lost.

use serde::Serialize;
use serde_yaml::Value;

/// The keys of `read` (a file as parsed) that `known` (the value read from it, written back)
/// does not have, as dotted paths (`quiz.r%cent`), in file order. Only the keys of the file's
/// fields are compared, not the values: maps keyed by lesson or puzzle id keep all their keys.
pub(crate) fn unknown_keys(read: &Value, known: &impl Serialize) -> Vec<String> {
    let Ok(known) = serde_yaml::to_value(known) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    walk(read, &known, "", &mut found);
    found
}

fn walk(read: &Value, known: &Value, at: &str, found: &mut Vec<String>) {
    match (read, known) {
        (Value::Mapping(read), Value::Mapping(known)) => {
            for (key, value) in read {
                let name = match key {
                    Value::String(s) => s.clone(),
                    other => serde_yaml::to_string(other)
                        .map(|s| s.trim_end().to_string())
                        .unwrap_or_default(),
                };
                let path = if at.is_empty() {
                    name
                } else {
                    format!("{at}.{name}")
                };
                match known.get(key) {
                    Some(inner) => walk(value, inner, &path, found),
                    None => found.push(path),
                }
            }
        }
        (Value::Sequence(read), Value::Sequence(known)) => {
            for (i, (r, k)) in read.iter().zip(known).enumerate() {
                walk(r, k, &format!("{at}[{i}]"), found);
            }
        }
        (Value::Tagged(read), _) => walk(&read.value, known, at, found),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Progress;

    fn unknown(yaml: &str) -> Vec<String> {
        let value: Value = serde_yaml::from_str(yaml).unwrap();
        let progress: Progress = serde_yaml::from_value(value.clone()).unwrap();
        unknown_keys(&value, &progress)
    }

    #[test]
    fn a_misspelt_field_is_found_at_its_place() {
        let yaml = "format: 1\nquiz:\n  best: {}\n  r%cent:\n  - key: k\n    score: 3\nsettings:\n  ascci: true\n";
        assert_eq!(unknown(yaml), ["quiz.r%cent", "settings.ascci"]);
    }

    #[test]
    fn ids_of_lessons_and_puzzles_are_not_unknown_keys() {
        let mut p = Progress::default();
        p.lessons.entry("boqrd".into()).or_default().completed = true;
        p.puzzles.entry("ru-1-0001".into()).or_default().attempts = 2;
        p.quiz.add(crate::progress::QuizResult::default());
        let yaml = serde_yaml::to_string(&p).unwrap();
        assert_eq!(unknown(&yaml), Vec::<String>::new());
        assert_eq!(
            unknown("format: 1\nlessons:\n  board:\n    completed: true\n    stras: 3\n"),
            ["lessons.board.stras"]
        );
    }
}
