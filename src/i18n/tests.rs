//! The catalogues agree with each other and with the code: every message exists in every
//! language, every `t!` call names a message that exists, and passes every placeholder that
//! message uses in any language.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{Arg, files, text};
use crate::Lang;

/// The messages of one language: id -> (variables used, messages referenced).
type Messages = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

/// Reads the catalogue of `lang`, failing on syntax errors and ids defined twice.
fn messages(lang: Lang) -> Messages {
    let mut out = Messages::new();
    let mut problems = Vec::new();
    for (path, text) in files(lang) {
        let resource = match FluentResource::try_new(text.to_owned()) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                    problems.push(format!("{path}:{line}: {:?}", e.kind));
                }
                r
            }
        };
        for entry in resource.entries() {
            if let Entry::Message(m) = entry {
                let mut found = (BTreeSet::new(), BTreeSet::new());
                if let Some(p) = &m.value {
                    pattern_refs(p, &mut found);
                }
                if out.insert(m.id.name.to_owned(), found).is_some() {
                    problems.push(format!("{path}: message '{}' is defined twice", m.id.name));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "catalogue problems:\n{}",
        problems.join("\n")
    );
    out
}

/// Collects the variables and message references of a pattern.
fn pattern_refs(p: &Pattern<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_refs(expression, found);
        }
    }
}

fn expression_refs(e: &Expression<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    match e {
        Expression::Select { selector, variants } => {
            inline_refs(selector, found);
            for v in variants {
                pattern_refs(&v.value, found);
            }
        }
        Expression::Inline(i) => inline_refs(i, found),
    }
}

fn inline_refs(e: &InlineExpression<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    match e {
        InlineExpression::VariableReference { id } => {
            found.0.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => {
            found.1.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_refs(a, found);
            }
            for a in &arguments.named {
                inline_refs(&a.value, found);
            }
        }
        InlineExpression::Placeable { expression } => expression_refs(expression, found),
        // A term has its own arguments; literals use none.
        _ => {}
    }
}

/// The variables a message uses, through the messages it references too.
fn variables(all: &Messages, id: &str, seen: &mut BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    if !seen.insert(id.to_owned()) {
        return out;
    }
    if let Some((vars, refs)) = all.get(id) {
        out.extend(vars.iter().cloned());
        for r in refs {
            out.extend(variables(all, r, seen));
        }
    }
    out
}

/// One `t!` call in the source: where, the message id and the names of its arguments.
#[derive(Debug)]
struct Call {
    place: String,
    id: String,
    args: BTreeSet<String>,
}

/// The characters of a Rust file with comments left out (line breaks kept), so doc examples
/// are not taken for calls, each marked whether it is inside a string literal.
fn code_only(src: &str) -> Vec<(char, bool)> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::with_capacity(src.len());
    let mut i = 0;
    let mut in_string = false;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if in_string {
            out.push((c, c != '"'));
            if c == '\\' {
                if let Some(n) = next {
                    out.push((n, true));
                }
                i += 2;
                continue;
            }
            if c == '"' {
                in_string = false;
            }
        } else if c == '"' && !(i > 0 && chars[i - 1] == '\'' && next == Some('\'')) {
            in_string = true;
            out.push((c, false));
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        } else if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                out.push((if chars[i] == '\n' { '\n' } else { ' ' }, false));
                i += 1;
            }
            i += 2;
            continue;
        } else {
            out.push((c, false));
        }
        i += 1;
    }
    out
}

/// The `t!` calls of one file.
fn calls_in(path: &str, src: &str, out: &mut Vec<Call>) {
    let marked = code_only(src);
    let code: Vec<char> = marked.iter().map(|&(c, _)| c).collect();
    let mut i = 0;
    while i + 3 <= code.len() {
        let starts = !marked[i].1
            && code[i] == 't'
            && code[i + 1] == '!'
            && code[i + 2] == '('
            && (i == 0 || !(code[i - 1].is_alphanumeric() || code[i - 1] == '_'));
        if !starts {
            i += 1;
            continue;
        }
        let line = code[..i].iter().filter(|&&c| c == '\n').count() + 1;
        let place = format!("{path}:{line}");
        // Split the arguments at top-level commas.
        let (mut depth, mut in_string, mut j) = (0usize, false, i + 3);
        let mut parts = vec![String::new()];
        while j < code.len() {
            let c = code[j];
            if in_string {
                parts.last_mut().unwrap().push(c);
                if c == '\\' {
                    parts.last_mut().unwrap().push(code[j + 1]);
                    j += 1;
                } else if c == '"' {
                    in_string = false;
                }
            } else {
                match c {
                    '"' => in_string = true,
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' if depth == 0 => break,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => {
                        parts.push(String::new());
                        j += 1;
                        continue;
                    }
                    _ => {}
                }
                parts.last_mut().unwrap().push(c);
            }
            j += 1;
        }
        let parts: Vec<&str> = parts
            .iter()
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
            .collect();
        let id = parts.get(1).copied().unwrap_or_default();
        assert!(
            id.len() >= 2 && id.starts_with('"') && id.ends_with('"'),
            "{place}: t! needs a literal message id, found {id:?}"
        );
        let args = parts[2..]
            .iter()
            .map(|a| {
                let name = a.split('=').next().unwrap_or_default().trim();
                assert!(
                    !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'),
                    "{place}: t! arguments are written name = value, found {a:?}"
                );
                name.to_owned()
            })
            .collect();
        out.push(Call {
            place,
            id: id[1..id.len() - 1].to_owned(),
            args,
        });
        i = j;
    }
}

/// Every `t!` call under `src/`.
fn calls() -> Vec<Call> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<Call>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let src = std::fs::read_to_string(&path).unwrap();
                let shown = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                calls_in(&shown, &src, out);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    walk(&root.join("src"), root, &mut out);
    out
}

#[test]
fn every_language_has_every_message() {
    let english = messages(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let other = messages(lang);
        for id in english.keys().filter(|id| !other.contains_key(*id)) {
            problems.push(format!("locales/{}: '{id}' is missing", lang.code()));
        }
        for id in other.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("locales/{}: '{id}' is not in English", lang.code()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_call_names_a_message_and_passes_its_placeholders() {
    let calls = calls();
    assert!(!calls.is_empty(), "no t! calls found under src/");
    let catalogues: Vec<(Lang, Messages)> = Lang::ALL.iter().map(|&l| (l, messages(l))).collect();
    let mut problems = Vec::new();
    for call in &calls {
        let mut used_somewhere = BTreeSet::new();
        for (lang, all) in &catalogues {
            if !all.contains_key(&call.id) {
                problems.push(format!(
                    "{}: '{}' is not in locales/{}",
                    call.place,
                    call.id,
                    lang.code()
                ));
                continue;
            }
            let needed = variables(all, &call.id, &mut BTreeSet::new());
            for missing in needed.difference(&call.args) {
                problems.push(format!(
                    "{}: locales/{} '{}' uses ${missing}, which the call does not pass",
                    call.place,
                    lang.code(),
                    call.id
                ));
            }
            used_somewhere.extend(needed);
        }
        for unused in call.args.difference(&used_somewhere) {
            problems.push(format!(
                "{}: '{}' is passed {unused}, which no language uses",
                call.place, call.id
            ));
        }
    }
    let called: BTreeSet<&str> = calls.iter().map(|c| c.id.as_str()).collect();
    let english = &catalogues[0].1;
    // A message only referenced by other messages is used too.
    let mut referenced = BTreeSet::new();
    for id in &called {
        referenced.extend(
            english
                .get(*id)
                .map(|(_, refs)| refs.clone())
                .unwrap_or_default(),
        );
    }
    for id in english.keys() {
        if !called.contains(id.as_str()) && !referenced.contains(id) {
            problems.push(format!("locales/en: '{id}' is never used by the code"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scanner_finds_calls_and_their_arguments() {
    let mut found = Vec::new();
    let src = "// t!(lang, \"in-a-comment\")\nlet a = t!(lang, \"one\");\n\
               let b = t!(self.lang, \"two\", square = name(s), count = f(a, b),);\n\
               let c = \"t!(lang, \\\"in-a-string\\\")\";";
    calls_in("x.rs", src, &mut found);
    let ids: Vec<_> = found.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["one", "two"]);
    assert_eq!(found[1].place, "x.rs:3");
    let args: Vec<_> = found[1].args.iter().map(String::as_str).collect();
    assert_eq!(args, ["count", "square"]);
}

#[test]
fn plurals_follow_each_language() {
    // A test-only message is not in the catalogue, so the plural rules are checked through
    // Fluent's selection directly.
    let form = |lang: Lang, n: u32| {
        let source = "m = { $n ->\n [one] one\n [few] few\n [many] many\n *[other] other\n}\n";
        let resource = FluentResource::try_new(source.to_owned()).unwrap();
        let mut bundle = fluent_bundle::FluentBundle::new(vec![lang.code().parse().unwrap()]);
        bundle.add_resource(resource).unwrap();
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("n", n.value());
        let pattern = bundle.get_message("m").unwrap().value().unwrap();
        bundle
            .format_pattern(pattern, Some(&args), &mut Vec::new())
            .into_owned()
    };
    let ru = [
        (1, "one"),
        (2, "few"),
        (4, "few"),
        (5, "many"),
        (11, "many"),
        (21, "one"),
    ];
    for (n, expected) in ru {
        assert_eq!(form(Lang::Ru, n), expected, "ru {n}");
    }
    for (n, expected) in [(1, "one"), (2, "other"), (5, "other")] {
        assert_eq!(form(Lang::Bg, n), expected, "bg {n}");
        assert_eq!(form(Lang::En, n), expected, "en {n}");
    }
}

#[test]
fn a_missing_message_falls_back_to_its_id() {
    assert_eq!(text(Lang::Bg, "no-such-message", &[]), "no-such-message");
}
