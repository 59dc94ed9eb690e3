//! The rules a drill can practise: their names on the command line and in lessons
//! (`drill: must-capture`), their names in menus, and the variants that have them. The
//! questions themselves are made by `crate::trainer` (a lesson only names its drill).

use crate::rules::Variant;
use crate::{Lang, t};

/// A rule a drill practises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// Exactly one piece can capture: find it.
    MustCapture,
    /// Play a capture of several pieces to its end.
    FinishCapture,
    /// A flying king must stop where it can go on taking.
    KingStop,
    /// A taken piece stays on the board until the move ends and can stop the king.
    TurkishStrike,
    /// What a man does when its capture reaches the last row.
    Crowning,
    /// Whether the next move is quiet or a capture.
    QuietOrStriking,
    /// The capture taking the most pieces must be chosen.
    TakeMost,
    /// How far a king moves.
    KingFlies,
    /// Whether a man may take backwards.
    CaptureBack,
}

impl Rule {
    /// Every rule, in menu order.
    pub const ALL: [Rule; 9] = [
        Rule::MustCapture,
        Rule::FinishCapture,
        Rule::KingStop,
        Rule::TurkishStrike,
        Rule::Crowning,
        Rule::QuietOrStriking,
        Rule::TakeMost,
        Rule::KingFlies,
        Rule::CaptureBack,
    ];

    /// The name used on the command line and in lessons.
    pub fn id(self) -> &'static str {
        match self {
            Rule::MustCapture => "must-capture",
            Rule::FinishCapture => "finish-capture",
            Rule::KingStop => "king-stop",
            Rule::TurkishStrike => "turkish-strike",
            Rule::Crowning => "crowning",
            Rule::QuietOrStriking => "quiet-or-striking",
            Rule::TakeMost => "take-most",
            Rule::KingFlies => "king-flies",
            Rule::CaptureBack => "capture-back",
        }
    }

    /// The name of the drill as a quiz mode in saved results (`drill-must-capture`).
    pub fn mode_id(self) -> &'static str {
        match self {
            Rule::MustCapture => "drill-must-capture",
            Rule::FinishCapture => "drill-finish-capture",
            Rule::KingStop => "drill-king-stop",
            Rule::TurkishStrike => "drill-turkish-strike",
            Rule::Crowning => "drill-crowning",
            Rule::QuietOrStriking => "drill-quiet-or-striking",
            Rule::TakeMost => "drill-take-most",
            Rule::KingFlies => "drill-king-flies",
            Rule::CaptureBack => "drill-capture-back",
        }
    }

    /// Reads a rule name.
    pub fn from_id(id: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.id() == id.trim())
    }

    /// The drill's short name for a menu.
    pub fn label(self, lang: Lang) -> String {
        match self {
            Rule::MustCapture => t!(lang, "drill-rule-must-capture"),
            Rule::FinishCapture => t!(lang, "drill-rule-finish-capture"),
            Rule::KingStop => t!(lang, "drill-rule-king-stop"),
            Rule::TurkishStrike => t!(lang, "drill-rule-turkish-strike"),
            Rule::Crowning => t!(lang, "drill-rule-crowning"),
            Rule::QuietOrStriking => t!(lang, "drill-rule-quiet-or-striking"),
            Rule::TakeMost => t!(lang, "drill-rule-take-most"),
            Rule::KingFlies => t!(lang, "drill-rule-king-flies"),
            Rule::CaptureBack => t!(lang, "drill-rule-capture-back"),
        }
    }

    /// What the drill asks, in one short line for the drill menu.
    pub fn what(self, lang: Lang) -> String {
        match self {
            Rule::MustCapture => t!(lang, "drill-what-must-capture"),
            Rule::FinishCapture => t!(lang, "drill-what-finish-capture"),
            Rule::KingStop => t!(lang, "drill-what-king-stop"),
            Rule::TurkishStrike => t!(lang, "drill-what-turkish-strike"),
            Rule::Crowning => t!(lang, "drill-what-crowning"),
            Rule::QuietOrStriking => t!(lang, "drill-what-quiet-or-striking"),
            Rule::TakeMost => t!(lang, "drill-what-take-most"),
            Rule::KingFlies => t!(lang, "drill-what-king-flies"),
            Rule::CaptureBack => t!(lang, "drill-what-capture-back"),
        }
    }

    /// Whether the rule exists in `variant` (flying kings, majority capture).
    pub fn available(self, variant: Variant) -> bool {
        let rules = variant.rules();
        match self {
            Rule::KingStop | Rule::TurkishStrike => rules.flying_kings,
            Rule::TakeMost => rules.majority_capture,
            _ => true,
        }
    }
}
