//! Start-up speed and memory of the trainer: time to the first frame and peak resident memory.
//!
//! Run with `cargo bench --bench startup`. Each run starts the release binary in a pseudo
//! terminal (util-linux `script`) with a fresh data directory and `SHASHKI_FIRST_FRAME` set,
//! which makes it stop right after drawing its first frame and write its own figures. Reported:
//! the wall time from spawning to exit (process start, first frame, teardown), the time from
//! the start of the trainer code to the first frame, and the peak resident set (`VmHWM`).

use std::process::Command;
use std::time::Instant;

fn main() {
    let binary = env!("CARGO_BIN_EXE_shashki");
    let runs = 20;
    let mut wall = Vec::new();
    let mut inside = Vec::new();
    let mut peak_kb = Vec::new();
    for (i, screen) in std::iter::repeat_n(["", "learn quiet-moves"], runs / 2)
        .flatten()
        .enumerate()
    {
        let dir =
            std::env::temp_dir().join(format!("shashki-bench-startup-{}-{i}", std::process::id()));
        let figures = dir.with_extension("txt");
        let cmd = format!(
            "SHASHKI_FIRST_FRAME={} {binary} --data-dir {} {screen}",
            figures.display(),
            dir.display()
        );
        let began = Instant::now();
        let status = Command::new("script")
            .args(["-qec", &cmd, "/dev/null"])
            .output();
        let elapsed = began.elapsed().as_secs_f64() * 1e3;
        let Ok(output) = status else {
            eprintln!("util-linux `script` is needed for this benchmark");
            return;
        };
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stdout)
        );
        let text = std::fs::read_to_string(&figures).expect("the trainer wrote its figures");
        for line in text.lines() {
            let mut words = line.split_whitespace();
            match (words.next(), words.next()) {
                (Some("first_frame_ms"), Some(v)) => inside.push(v.parse::<f64>().unwrap()),
                (Some("VmHWM:"), Some(v)) => peak_kb.push(v.parse::<f64>().unwrap()),
                _ => {}
            }
        }
        wall.push(elapsed);
        let _ = std::fs::remove_dir_all(&dir);
        let _ = std::fs::remove_file(&figures);
    }
    let report = |name: &str, unit: &str, values: &mut Vec<f64>| {
        values.sort_by(f64::total_cmp);
        let median = values[values.len() / 2];
        let max = values[values.len() - 1];
        println!("{name:<34} median {median:>8.2} {unit}   max {max:>8.2} {unit}");
    };
    println!("{runs} starts (menu and a lesson, alternately), 80x24 pseudo terminal");
    report("spawn to exit (wall clock)", "ms", &mut wall);
    report("trainer code to first frame", "ms", &mut inside);
    let mut mb: Vec<f64> = peak_kb.iter().map(|kb| kb / 1024.0).collect();
    report("peak resident memory (VmHWM)", "MB", &mut mb);
}
