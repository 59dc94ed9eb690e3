//! `shashki progress`: a profile's progress, its reset or deletion, and the class table.

use super::profiles::{bad_name, open_store, pick_profile, profile_list};
use super::{CommandError, counted, write_out};

/// `shashki progress [--reset | --delete NAME] [--yes]`, or `--all`: a profile's progress as
/// text, a reset or a deletion of it, or the table of every profile.
pub fn progress(
    config: &crate::config::Config,
    args: &crate::cli::ProgressArgs,
) -> Result<Vec<String>, CommandError> {
    let store = open_store(config)?;
    let list = profile_list(&store)?;
    if args.all {
        return class_table(config, &store, &list, args.format, args.out.as_deref());
    }
    if let Some(name) = &args.delete {
        return delete(&store, &list, name, args.yes);
    }
    let Some(profile) = pick_profile(&list, config.profile.as_deref())? else {
        return Ok(vec![
            "No progress yet: nobody has used the trainer here.".into(),
        ]);
    };
    if args.reset {
        let question = format!("Start the progress of {} afresh?", profile.name);
        if !args.yes && !confirmed(&question, "reset")? {
            return Ok(vec!["Nothing was changed.".into()]);
        }
        store
            .reset(&profile.id)
            .map_err(|e| CommandError(e.to_string()))?;
        return Ok(vec![format!(
            "The progress of {} starts afresh; the old file is kept beside the new one.",
            profile.name
        )]);
    }
    let loaded = store
        .load(&profile.id)
        .map_err(|e| CommandError(e.to_string()))?;
    for notice in loaded.notices(crate::Lang::En) {
        eprintln!("{notice}");
    }
    let lang = config
        .lang
        .or(loaded.progress.settings.lang)
        .or(config.locale_lang)
        .unwrap_or_default();
    let catalog = crate::content::Catalog::load(config.content_dir.as_deref());
    let mut lines =
        crate::trainer::progress_summary(&profile.name, &loaded.progress, &catalog, lang);
    lines.extend(crate::trainer::games_summary(
        &store.saved_games(&profile.id),
        lang,
    ));
    Ok(lines)
}

/// Asks `question` on the terminal; true when the answer is "yes". Without a terminal to ask
/// on, an error that says to add `--yes`.
fn confirmed(question: &str, what: &str) -> Result<bool, CommandError> {
    use std::io::{BufRead, IsTerminal, Write};
    if !std::io::stdin().is_terminal() {
        return Err(CommandError(format!(
            "add --yes to {what} without being asked"
        )));
    }
    print!("{question} Type yes to confirm: ");
    let _ = std::io::stdout().flush();
    let mut answer = String::new();
    let _ = std::io::stdin().lock().read_line(&mut answer);
    Ok(answer.trim() == "yes")
}

/// `shashki progress --delete NAME [--yes]`: moves the profile's folder into `deleted/`
/// after asking.
fn delete(
    store: &crate::progress::Store,
    list: &crate::progress::ProfileList,
    name: &str,
    yes: bool,
) -> Result<Vec<String>, CommandError> {
    let Some(profile) = list.find(name).cloned() else {
        if name.chars().any(char::is_control) {
            return Err(bad_name(name));
        }
        let names: Vec<&str> = list.profiles.iter().map(|p| p.name.as_str()).collect();
        return Err(CommandError(format!(
            "there is no profile '{name}' to delete; the profiles are: {}",
            if names.is_empty() {
                "none yet".to_string()
            } else {
                names.join(", ")
            }
        )));
    };
    let question = format!(
        "Delete the profile {}? Its progress and saved games will be moved to {}.",
        profile.name,
        store.deleted_dir().display()
    );
    if !yes && !confirmed(&question, "delete")? {
        return Ok(vec!["Nothing was changed.".into()]);
    }
    let deleted = store
        .delete_profile(&profile.id)
        .map_err(|e| CommandError(e.to_string()))?;
    let mut lines = vec![match &deleted.moved_to {
        Some(to) => format!(
            "The profile {} is deleted; its progress and saved games are in {} (move that \
             folder back into {} to undo).",
            profile.name,
            to.display(),
            store.dir().join("profiles").display()
        ),
        None => format!(
            "The profile {} is deleted; it had no progress yet.",
            profile.name
        ),
    }];
    if list.last.as_deref() == Some(profile.id.as_str()) {
        lines.push(format!(
            "The profile in use is now {}.",
            deleted.in_use.name
        ));
    }
    Ok(lines)
}

/// Whether nothing has been done in this progress: no lesson, puzzle or quiz.
fn untouched(progress: &crate::progress::Progress) -> bool {
    progress.lessons.is_empty() && progress.puzzles.is_empty() && progress.quiz.best.is_empty()
}

/// `shashki progress --all`: the table of every profile, written to `out` or returned as
/// lines (text) or printed (CSV, HTML).
fn class_table(
    config: &crate::config::Config,
    store: &crate::progress::Store,
    list: &crate::progress::ProfileList,
    format: crate::cli::TableFormat,
    out: Option<&std::path::Path>,
) -> Result<Vec<String>, CommandError> {
    use crate::cli::TableFormat;
    use std::fmt::Write as _;
    let lang = config.lang.or(config.locale_lang).unwrap_or_default();
    if list.profiles.is_empty() {
        let dir = store.dir().display().to_string();
        return Ok(vec![crate::t!(lang, "class-empty", dir = dir)]);
    }
    let catalog = crate::content::Catalog::load(config.content_dir.as_deref());
    let profiles = list
        .profiles
        .iter()
        .map(|p| {
            let progress = match store.load(&p.id) {
                Ok(loaded) => match loaded.notice {
                    // Moved aside and started fresh: what the child did is not known; the
                    // reason names where the damaged file is kept.
                    Some(n) if n.recovery.lost_progress() => {
                        Err(format!("{} ({})", n.why, n.aside.display()))
                    }
                    // Nothing done since a file was set aside (by this table or the trainer):
                    // the progress is in that file, not read.
                    _ if untouched(&loaded.progress) => match store.set_aside(&p.id).pop() {
                        Some(file) => Err(crate::t!(
                            lang,
                            "class-set-aside",
                            file = file.display().to_string()
                        )),
                        None => Ok(loaded.progress),
                    },
                    _ => Ok(loaded.progress),
                },
                Err(e) => Err(e.say(lang)),
            };
            (p.name.clone(), progress)
        })
        .collect();
    let zone = jiff::tz::TimeZone::system();
    let table = crate::export::ClassTable::new(
        profiles,
        &catalog,
        lang,
        crate::progress::unix_now(),
        &zone,
    );
    let text = match format {
        TableFormat::Text => {
            let lines = table.text(lang, &zone);
            if out.is_none() {
                return Ok(lines);
            }
            lines.iter().fold(String::new(), |mut text, l| {
                let _ = writeln!(text, "{l}");
                text
            })
        }
        TableFormat::Csv => table.csv(&zone),
        TableFormat::Html => table.html(lang, &zone),
    };
    Ok(match write_out(&text, out)? {
        Some(to) => {
            eprintln!(
                "The table of {} {to}.",
                counted(list.profiles.len() as u64, "profile", "profiles")
            );
            Vec::new()
        }
        None => Vec::new(),
    })
}
