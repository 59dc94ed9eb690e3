//! The progress store and the profile a command is for, shared by `shashki progress` and the
//! `--weak` sheets.

use super::CommandError;

/// The progress store of the data directory the configuration names (or the user's own).
pub(super) fn open_store(
    config: &crate::config::Config,
) -> Result<crate::progress::Store, CommandError> {
    use crate::progress::Store;
    let dir = config
        .data_dir
        .clone()
        .or_else(Store::default_dir)
        .ok_or_else(|| {
            CommandError("no data directory was found; give one with --data-dir".into())
        })?;
    Store::open(dir).map_err(|e| CommandError(e.to_string()))
}

/// The profiles of the store; a notice about a rebuilt list goes to standard error.
pub(super) fn profile_list(
    store: &crate::progress::Store,
) -> Result<crate::progress::ProfileList, CommandError> {
    let (list, notice) = store.profiles().map_err(|e| CommandError(e.to_string()))?;
    if let Some(notice) = notice {
        eprintln!("{notice}");
    }
    Ok(list)
}

/// The profile `wanted` names (an id or a name), else the last used one; none when there are
/// no profiles at all and none was named. A name that is not there is an error that lists the
/// profiles there are.
pub(super) fn pick_profile(
    list: &crate::progress::ProfileList,
    wanted: Option<&str>,
) -> Result<Option<crate::progress::Profile>, CommandError> {
    let chosen = wanted.or(list.last.as_deref());
    if let Some(profile) = chosen.and_then(|w| list.find(w)) {
        return Ok(Some(profile.clone()));
    }
    let names: Vec<&str> = list.profiles.iter().map(|p| p.name.as_str()).collect();
    let known = match names.as_slice() {
        [] => "there are no profiles yet".to_string(),
        [one] => format!("the only profile is {one}"),
        _ => format!("the profiles are {}", names.join(", ")),
    };
    match wanted {
        None if names.is_empty() => Ok(None),
        Some(name) if name.chars().any(char::is_control) => Err(bad_name(name)),
        Some(name) => Err(CommandError(format!(
            "there is no profile '{name}': {known}. To make it, start the trainer with \
             `shashki --profile {}` (or choose Settings > New profile in the trainer)",
            shell_word(name)
        ))),
        None => Err(CommandError(format!(
            "choose a profile with --profile NAME: {known}"
        ))),
    }
}

/// The error for a profile name no profile can have, shown escaped: its control characters
/// would act on the terminal.
pub(super) fn bad_name(name: &str) -> CommandError {
    CommandError(crate::progress::ProgressError::BadName(name.to_string()).to_string())
}

/// `text` as one word for a POSIX shell: as it is when it is plain, else in single quotes.
fn shell_word(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}
