//! The engine's commands: `shashki analyse`, `review`, `prove`, `train` and `tables`.

use std::time::Instant;

use super::annotated::AnnotatedOut;
use super::pdn_file::{PdnFile, load_game, read_game};
use super::{CommandError, counted, position, work_bar};
use crate::rules::{Variant, full_text};

/// `shashki analyse`: the best move, its score and the expected line, for a position or for
/// the end of the game in a PDN file (searched with the game's history: its repetitions and
/// draw-rule counts). The search deepens one ply at a time and reports each finished depth on
/// standard error, so a long search shows its progress and what an interrupted one found.
pub fn analyse(
    variant: Variant,
    fen: Option<&str>,
    pdn: Option<&std::path::Path>,
    depth: Option<u32>,
    time_ms: Option<u64>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Limits, SearchResult, Searcher};
    use crate::rules::{Game, Outcome};
    use std::time::Duration;
    let game = match pdn {
        Some(file) => load_game(file, variant)?.game,
        None => Game::new(position(variant, fen)?),
    };
    let pos = *game.position();
    let variant = pos.variant();
    if let Some(Outcome::Draw(rule)) = game.outcome() {
        let label = rule.label(variant.rules().draw_rules);
        return Ok(vec![format!("the game is over: a draw by rule {label}")]);
    }
    let deadline = match depth {
        Some(_) => None,
        None => Some(Instant::now() + Duration::from_millis(time_ms.unwrap_or(2000))),
    };
    let last = depth.unwrap_or(crate::engine::MAX_PLY as u32);
    let mut searcher = Searcher::default();
    let mut found: Option<SearchResult> = None;
    let (mut nodes, mut elapsed) = (0, Duration::ZERO);
    for ply in 1..=last {
        let mut limits = Limits::depth(ply);
        if let Some(deadline) = deadline {
            limits.time = Some(deadline.saturating_duration_since(Instant::now()));
        }
        let result = searcher.search_game(&game, limits);
        nodes += result.nodes;
        elapsed += result.elapsed;
        if result.depth < ply && found.is_some() {
            // Out of time in the middle of this depth: the last one stands.
            break;
        }
        let Some(best) = &result.best else {
            return Ok(vec![NO_MOVE.into()]);
        };
        eprintln!(
            "depth {}: {} {}, {:.1} s",
            result.depth,
            full_text(variant, best),
            score_text(result.score),
            elapsed.as_secs_f64()
        );
        // A forced win or loss, or a single legal move, needs no deeper look.
        let done = result.score.abs() > crate::engine::WIN_FOUND || result.depth != ply;
        found = Some(result);
        if done {
            break;
        }
    }
    let Some((result, best)) = found.as_ref().and_then(|r| Some((r, r.best.as_ref()?))) else {
        return Ok(vec![NO_MOVE.into()]);
    };
    let line: Vec<String> = result.pv.iter().map(|p| full_text(variant, p)).collect();
    let rate = nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e3;
    Ok(vec![
        format!("best: {}", full_text(variant, best)),
        format!("score: {}", score_text(result.score)),
        format!("depth: {}", result.depth),
        format!("line: {}", line.join(" ")),
        format!("nodes: {nodes} ({rate:.0} thousand per second)"),
    ])
}

/// What `analyse` says of a position without a legal move.
const NO_MOVE: &str = "no legal move: the side to move has lost";

/// A search score as text: a forced win or loss in plies, or a lead in men.
fn score_text(score: i32) -> String {
    use crate::engine::{WIN, WIN_FOUND};
    match score {
        s if s > WIN_FOUND => format!("wins in {}", counted((WIN - s) as u64, "ply", "plies")),
        s if s < -WIN_FOUND => format!("loses in {}", counted((WIN + s) as u64, "ply", "plies")),
        s => format!("{:+.2} (men)", f64::from(s) / 100.0),
    }
}

/// `shashki review FILE.pdn`: every game of the file reviewed move by move (each position
/// searched for `time_ms`): one line per move (number, move, mark, better move, why), then a
/// summary of the marks of each side. With `annotate` the games are also written as PDN with
/// NAGs and comments, to the file given or, without one, to standard output (the review lines
/// then go to standard error).
///
/// The file is read a game at a time, three times: to count its games (a file of too many is
/// refused at once), to read every game (a bad one is told before any review), then to review
/// each and write its lines and its annotated text as soon as it is done. An annotated file
/// is written beside `out` and renamed over it at the end, so `out` may be the file reviewed.
pub fn review(
    file: &std::path::Path,
    variant: Variant,
    time_ms: u64,
    annotate: Option<Option<&std::path::Path>>,
    lang: crate::Lang,
) -> Result<(), CommandError> {
    use crate::engine::{Limits, Searcher};
    use crate::rules::{Color, PdnGame};
    use crate::trainer::{
        annotated_pdn, better_text, numbered, review_ply, summary_line, why_text,
    };
    use std::io::Write;
    let games = PdnFile::count(file)?;
    if games == 0 {
        return Err(CommandError(format!("{}: no games found", file.display())));
    }
    let mut plies = 0;
    let mut pdn = PdnFile::open(file)?;
    while let Some((line, text)) = pdn.next_game()? {
        plies += read_game(file, line, &text, variant)?.game.moves().len();
    }
    let limits = Limits {
        depth: Some(REVIEW_MAX_DEPTH),
        time: Some(std::time::Duration::from_millis(time_ms)),
        ..Limits::default()
    };
    // Where the review lines and the annotated games go.
    let mut annotated = annotate.map(AnnotatedOut::new).transpose()?;
    let to_stderr = matches!(annotate, Some(None));
    let bar = work_bar(plies, "reviewing moves");
    // Prints the lines of a game; false once standard output is closed (`| head`).
    let print = |lines: &[String]| {
        bar.suspend(|| {
            if to_stderr {
                let mut err = std::io::stderr().lock();
                lines.iter().all(|l| writeln!(err, "{l}").is_ok())
            } else {
                let mut out = std::io::stdout().lock();
                lines.iter().all(|l| writeln!(out, "{l}").is_ok()) && out.flush().is_ok()
            }
        })
    };
    let mut pdn = PdnFile::open(file)?;
    let (mut n, mut printing) = (0, true);
    while let Some((line, text)) = pdn.next_game()? {
        let read = read_game(file, line, &text, variant)?;
        drop(text);
        let game = &read.game;
        let v = game.start().variant();
        let mut lines = Vec::new();
        if games > 1 {
            if n > 0 {
                lines.push(String::new());
            }
            lines.push(format!("game {} (line {line})", n + 1));
        }
        n += 1;
        let mut searcher = Searcher::default();
        let mut reviews = Vec::new();
        for ply in 0..game.moves().len() {
            let review = review_ply(game, ply, &limits, &mut searcher);
            let mark = format!("{:<2} {}", review.mark.symbol(), review.mark.word(lang));
            let mut row = format!("{:<18} {mark}", numbered(game, ply));
            if let Some(better) = better_text(&review, v, lang) {
                row = format!("{row}, {better}");
            }
            if review.why != crate::trainer::Why::Good {
                row = format!("{row}. {}", why_text(&review, v, lang));
            }
            lines.push(row);
            reviews.push(review);
            bar.inc(1);
        }
        if game.moves().is_empty() {
            lines.push("no moves".into());
        }
        for side in [Color::White, Color::Black] {
            lines.push(summary_line(&reviews, side, lang));
        }
        if let Some(out) = &mut annotated {
            // What is written must read back as the same game.
            let text = annotated_pdn(&read, &reviews, lang);
            let back = match PdnGame::split(&text).as_slice() {
                [(_, one)] => PdnGame::read(one, variant).map_err(|e| {
                    CommandError(format!("the annotated PDN does not read back: {e}"))
                })?,
                _ => {
                    return Err(CommandError(
                        "the annotated PDN does not read back as one game".into(),
                    ));
                }
            };
            if back.game.moves() != game.moves() {
                return Err(CommandError(
                    "the annotated PDN does not read back as the same game".into(),
                ));
            }
            if !out.write_game(&text)? {
                // Nobody reads the games on: stop (a closed pipe is not an error).
                break;
            }
        }
        printing = printing && print(&lines);
        if !printing && annotated.is_none() {
            // Nobody reads on: stop. An annotated file is still written whole.
            break;
        }
    }
    bar.finish_and_clear();
    if let Some(out) = annotated
        && let Some(to) = out.finish()?
    {
        eprintln!("annotated games {to}");
    }
    Ok(())
}

/// The deepest search of one position in `shashki review` (the time per position usually
/// stops it first).
const REVIEW_MAX_DEPTH: u32 = 30;

/// `shashki prove`: each first move that achieves the goal (full path) with its main line,
/// then `proved: K moves`, or `unknown: limit reached` when the node limit stopped the proof,
/// and `nodes: N`, the positions visited.
pub fn prove(
    variant: Variant,
    fen: &str,
    goal: crate::engine::Goal,
    depth: Option<u32>,
    nodes: Option<u64>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::ProveLimit;
    let pos = position(variant, Some(fen))?;
    let default = ProveLimit::default();
    let limit = ProveLimit {
        depth: depth.unwrap_or(default.depth),
        nodes: nodes.unwrap_or(default.nodes),
    };
    let proof = crate::engine::prove(&pos, goal, limit);
    let mut lines: Vec<String> = proof
        .proven
        .iter()
        .map(|p| {
            let first = full_text(variant, &p.line[0]);
            let rest: Vec<String> = p.line[1..].iter().map(|m| full_text(variant, m)).collect();
            if rest.is_empty() {
                first
            } else {
                format!("{first}  {}", rest.join(" "))
            }
        })
        .collect();
    lines.push(if proof.complete {
        format!(
            "proved: {}",
            counted(proof.proven.len() as u64, "move", "moves")
        )
    } else {
        "unknown: limit reached".to_string()
    });
    lines.push(format!("nodes: {}", proof.nodes));
    Ok(lines)
}

/// `shashki train` (for the engine's developers): for each variant, plays `games` games with
/// the engine as built, fits the evaluation's weights to their results starting from the
/// built-in ones, and writes them into the weights file `out` (other variants in it are kept).
#[cfg(feature = "maintainer")]
pub fn train(
    variants: &[Variant],
    games: usize,
    nodes: u64,
    epochs: usize,
    threads: usize,
    out: &std::path::Path,
) -> Result<(), CommandError> {
    use crate::engine::PatternWeights;
    use crate::engine::train::{SelfPlay, fit, self_play};
    let variants = if variants.is_empty() {
        Variant::STANDARD.to_vec()
    } else {
        variants.to_vec()
    };
    if games == 0 || nodes == 0 {
        return Err(CommandError(
            "training needs at least one game (--games) and one node a move (--nodes)".into(),
        ));
    }
    if let Some(v) = variants.iter().find(|v| v.is_giveaway()) {
        return Err(CommandError(format!(
            "{v} has its own evaluation and is not trained"
        )));
    }
    let mut file = match crate::bounds::read_file(out, WEIGHTS_MAX_BYTES) {
        Ok(Ok(bytes)) => {
            let fail = |why: String| CommandError(format!("{}: {why}", out.display()));
            let text = crate::bounds::utf8_text(bytes).map_err(fail)?;
            crate::bounds::check_text(&text, WEIGHTS_MAX_BYTES, crate::bounds::MAX_DEPTH)
                .map_err(|bound| fail(bound.to_string()))?;
            serde_yaml::from_str(&text).map_err(|e| fail(e.to_string()))?
        }
        Ok(Err(bound)) => return Err(CommandError(format!("{}: {bound}", out.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => crate::engine::WeightsFile::default(),
        Err(e) => return Err(CommandError(format!("{}: {e}", out.display()))),
    };
    for variant in variants {
        let began = Instant::now();
        let options = SelfPlay {
            games,
            nodes,
            opening: 8,
            max_plies: 250,
            threads,
            seed: 1,
        };
        let bar = work_bar(games, &format!("{variant}: games"));
        let samples = self_play(variant, options, &|_| bar.inc(1));
        bar.finish();
        let played = began.elapsed().as_secs_f64();
        let fitted = fit(variant, &samples, PatternWeights::of(variant), epochs);
        let note = format!(
            "{games} games at {nodes} nodes a move, {} positions ({} held out); error {:.5} -> {:.5}",
            fitted.sizes.0 + fitted.sizes.1,
            fitted.sizes.1,
            fitted.error_before,
            fitted.error_after
        );
        eprintln!(
            "{variant}: {note}; scale {:.5}; {played:.0} s playing, {:.0} s in all",
            fitted.scale,
            began.elapsed().as_secs_f64()
        );
        file.variants.insert(
            variant.name().to_string(),
            fitted.weights.to_file(variant.board(), note),
        );
    }
    let text = crate::engine::weights_text(&file);
    crate::atomic::write(out, text.as_bytes(), true).map_err(|e| CommandError(e.to_string()))?;
    println!("weights written to {}", out.display());
    Ok(())
}

/// The largest weights file `shashki train` reads (the built-in one is under 5 KB).
#[cfg(feature = "maintainer")]
const WEIGHTS_MAX_BYTES: usize = crate::bounds::MB;

/// The data directory the configuration names, or the user's own.
fn data_dir(config: &crate::config::Config) -> Result<std::path::PathBuf, CommandError> {
    config
        .data_dir
        .clone()
        .or_else(crate::progress::Store::default_dir)
        .ok_or_else(|| CommandError("no data directory was found; give one with --data-dir".into()))
}

/// A size in bytes for people: "7.46 MB", "218 kB".
fn size_text(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.2} MB", bytes as f64 / 1e6)
    } else {
        format!("{} kB", bytes.div_ceil(1000))
    }
}

/// `shashki tables build`: solves the endgame tables of `variant` (default: the four standard
/// variants) up to `pieces` pieces (default: the most for the board) and writes them to the
/// data directory, with a progress bar on standard error. Returns a line per file written.
pub fn tables_build(
    config: &crate::config::Config,
    variant: Option<Variant>,
    pieces: Option<u32>,
) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Tables, most_table_pieces};
    let dir = data_dir(config)?;
    let variants = variant.map_or(Variant::STANDARD.to_vec(), |v| vec![v]);
    let mut plan = Vec::new();
    for &v in &variants {
        let most = most_table_pieces(v).ok_or_else(|| {
            CommandError(format!(
                "{v} has no endgame tables: they are for russian, brazilian, international and \
                 english"
            ))
        })?;
        let n = match pieces {
            Some(n) if n > most => {
                return Err(CommandError(format!(
                    "--pieces {n} is too many for {v}: its tables hold at most {most} pieces"
                )));
            }
            Some(n) => n,
            None => most,
        };
        plan.push((v, n));
    }
    // An unwritable place is told before minutes of work, not after.
    let folder = dir.join("tables");
    std::fs::create_dir_all(&folder)
        .map_err(|e| CommandError(format!("cannot create {}: {e}", folder.display())))?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
    let mut lines = Vec::new();
    for (v, n) in plan {
        eprintln!("Building the {v} endgame tables (up to {n} pieces)...");
        let bar = work_bar(Tables::entries(v, n), &format!("{v} tables"));
        let began = Instant::now();
        let built = Tables::build(v, n, threads, &|done| bar.inc(done));
        bar.finish_and_clear();
        let Some(tables) = built else {
            return Err(CommandError(format!(
                "{v} has no endgame tables of {n} pieces"
            )));
        };
        let seconds = began.elapsed().as_secs_f64();
        let path = tables
            .write(&dir)
            .map_err(|e| CommandError(e.to_string()))?;
        let size = std::fs::metadata(&path).map_or(tables.len() as u64, |m| m.len());
        lines.push(format!(
            "{v}: up to {n} pieces, {}, solved in {seconds:.1} s: {}",
            size_text(size),
            path.display()
        ));
    }
    Ok(lines)
}

/// `shashki tables` (`tables status`): which variants' endgame tables the data directory
/// holds, their sizes, and what is wrong with an unreadable file.
pub fn tables_status(config: &crate::config::Config) -> Result<Vec<String>, CommandError> {
    use crate::engine::{Tables, table_path};
    let dir = data_dir(config)?;
    let mut lines = vec![format!(
        "Endgame tables in {}:",
        dir.join("tables").display()
    )];
    for v in Variant::STANDARD {
        let path = table_path(&dir, v);
        let line = if path.exists() {
            match Tables::read(&dir, v) {
                Ok(tables) => {
                    let size = std::fs::metadata(&path).map_or(tables.len() as u64, |m| m.len());
                    format!(
                        "{v}: up to {} pieces, {}: {}",
                        tables.pieces(),
                        size_text(size),
                        path.display()
                    )
                }
                Err(e) => format!("{v}: unusable, the engine plays without it: {e}"),
            }
        } else {
            format!("{v}: not built (shashki tables build --variant {v})")
        };
        lines.push(line);
    }
    Ok(lines)
}
