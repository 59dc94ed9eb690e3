//! `shashki play`: the game the trainer opens with, from the options and `--load`.

use super::CommandError;
use super::pdn_file::load_game;
use crate::rules::Variant;

/// What `shashki play` opens: a game set up from the options and the game of `--load`, or
/// `None` for the play menu (no option given).
pub fn play_plan(
    game: Option<crate::trainer::PlayGame>,
    level: Option<u8>,
    side: Option<crate::trainer::SidePick>,
    load: Option<std::path::PathBuf>,
) -> Result<Option<crate::trainer::PlayPlan>, CommandError> {
    use crate::trainer::{PlayGame, SavedGame};
    let mut plan = crate::trainer::PlayPlan::default();
    plan.game = game.unwrap_or(plan.game);
    plan.level = level
        .and_then(crate::engine::Level::new)
        .unwrap_or(plan.level);
    plan.side = side.unwrap_or(plan.side);
    if let Some(file) = &load {
        let text = read_pdn(file)?;
        plan.saved = Some(if crate::corners::is_corners_pdn(&text) {
            let (game, tags) = crate::corners::CornersGame::from_pdn(&text)
                .map_err(|e| CommandError(format!("{}: {e}", file.display())))?;
            SavedGame::Corners(game, tags)
        } else {
            let variant = match plan.game {
                PlayGame::Draughts(v) => v,
                PlayGame::Corners => Variant::Russian,
            };
            SavedGame::Draughts(load_game(file, variant)?)
        });
    }
    // The continued game replaces the file it came from.
    plan.origin = load;
    let given = game.is_some() || level.is_some() || side.is_some() || plan.saved.is_some();
    Ok(given.then_some(plan))
}

/// The text of a PDN file, refused when it is larger than [`crate::bounds::PDN_MAX_BYTES`]
/// (before it is read whole) or is not UTF-8 text.
fn read_pdn(file: &std::path::Path) -> Result<String, CommandError> {
    let fail = |why: String| CommandError(format!("cannot read {}: {why}", file.display()));
    let bytes = crate::bounds::read_file(file, crate::bounds::PDN_MAX_BYTES)
        .map_err(|e| fail(e.to_string()))?
        .map_err(|bound| CommandError(format!("{}: {bound}", file.display())))?;
    crate::bounds::utf8_text(bytes).map_err(fail)
}
