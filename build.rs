//! Embeds the built-in lessons and puzzles in the binary, so an installed `shashki` works
//! from any directory. Writes `$OUT_DIR/builtin.rs` with one `(path, text)` pair per file.

use std::fs;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = String::new();
    for dir in ["lessons", "puzzles"] {
        println!("cargo:rerun-if-changed={dir}");
        let mut files: Vec<_> = fs::read_dir(root.join(dir))
            .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "yaml"));
        files.sort();
        out += &format!("/// Built-in files of `{dir}/`: (path, text).\n");
        out += &format!("pub static {}: &[(&str, &str)] = &[\n", dir.to_uppercase());
        for path in files {
            let name = path.file_name().unwrap().to_string_lossy();
            out += &format!(
                "    (\"{dir}/{name}\", include_str!({:?})),\n",
                path.display().to_string()
            );
        }
        out += "];\n";
    }
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("builtin.rs");
    fs::write(dest, out).unwrap();
}
