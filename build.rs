//! Embeds the built-in lessons, puzzles and message catalogues in the binary, so an installed
//! `shashki` works from any directory. Writes `$OUT_DIR/builtin.rs` with one `(path, text)` pair
//! per lesson or puzzle file and one `(language, path, text)` triple per catalogue file
//! (`locales/<language>/*.ftl`).

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

fn main() {
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir);
    let mut out = String::new();
    for dir in ["lessons", "puzzles"] {
        println!("cargo:rerun-if-changed={dir}");
        let mut files: Vec<_> = fs::read_dir(root.join(dir))
            .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "yaml"));
        files.sort();
        let _ = writeln!(out, "/// Built-in files of `{dir}/`: (path, text).");
        let _ = writeln!(
            out,
            "pub static {}: &[(&str, &str)] = &[",
            dir.to_uppercase()
        );
        for path in files {
            let name = path.file_name().unwrap().to_string_lossy();
            let _ = writeln!(
                out,
                "    (\"{dir}/{name}\", include_str!({:?})),",
                path.display().to_string()
            );
        }
        out += "];\n";
    }
    println!("cargo:rerun-if-changed=locales");
    let mut catalogues: Vec<_> = fs::read_dir(root.join("locales"))
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    catalogues.retain(|p| p.is_dir());
    catalogues.sort();
    out += "/// Built-in message catalogues `locales/<language>/*.ftl`: (language, path, text).\n";
    out += "pub static LOCALES: &[(&str, &str, &str)] = &[\n";
    for dir in catalogues {
        println!("cargo:rerun-if-changed={}", dir.display());
        let lang = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut files: Vec<_> = fs::read_dir(&dir)
            .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
        files.sort();
        for path in files {
            let name = path.file_name().unwrap().to_string_lossy();
            let _ = writeln!(
                out,
                "    ({lang:?}, \"locales/{lang}/{name}\", include_str!({:?})),",
                path.display().to_string()
            );
        }
    }
    out += "];\n";
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("builtin.rs");
    fs::write(dest, out).unwrap();
}
