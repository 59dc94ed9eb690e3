//! The progress store: per-profile progress and settings in the data directory.
//!
//! Layout (all YAML files carry a `format` version; a newer one than [`FORMAT`] is never touched):
//!
//! ```text
//! <data_dir>/profiles.yaml                 # format, last used id, profiles: [{id, name}]
//! <data_dir>/profiles.lock
//! <data_dir>/profiles/<id>/progress.yaml   # one per profile, keyed by lesson and puzzle ids
//! <data_dir>/profiles/<id>/progress.lock
//! ```
//!
//! Every write goes to a temp file that is synced and renamed over the target, under a lock file,
//! and a save re-reads and [`merge`]s what is on disk, so two running copies lose nothing. A file
//! that does not parse is moved aside (`<name>.corrupt-<unix-seconds>`) and the caller gets a notice.

mod error;
mod fsio;
mod games;
mod guard;
mod keys;
mod model;
mod profiles;
mod ratings;
mod review;
mod store;
#[cfg(test)]
pub(crate) mod test_dir;
mod weak;

use std::time::{SystemTime, UNIX_EPOCH};

pub(crate) use error::{Action, MovedAside, ProgressError, Recovery};
use guard::merge_backup;
#[cfg(test)]
pub(crate) use model::RECENT_QUIZZES;
pub use model::{LessonProgress, Progress, PuzzleProgress, QuizResult};
pub(crate) use model::{QuizProgress, merge};
pub(crate) use profiles::{MAX_NAME, Profile, ProfileList};
pub use ratings::RatedResult;
#[cfg(test)]
pub(crate) use review::ReviewQueue;
pub(crate) use review::SESSION;
pub use review::{DAY, ReviewTask};
pub use store::Store;
pub(crate) use weak::{WEAK_BELOW, is_drill_key, weak_keys};

/// The newest format version of the files this build reads and writes.
pub(crate) const FORMAT: u32 = 1;

/// The current time in unix seconds (0 if the clock is before 1970).
pub fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
