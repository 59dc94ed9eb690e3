//! The variants and the rule parameters that tell them apart.
//!
//! Every variant is a [`RuleSet`]. The shared defaults live in [`RuleSet::BASE`] (Russian
//! draughts); each other variant states only how it differs.

use super::geometry::BoardSize;
use super::piece::Color;

/// What happens when a man reaches the far row in the middle of a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promotion {
    /// It is crowned at once and goes on capturing as a king (Russian).
    ContinuesAsKing,
    /// It stays a man while it keeps capturing; crowned only if the move ends there
    /// (International, Brazilian).
    OnlyAtEnd,
    /// It is crowned and the move ends there (English).
    EndsMove,
}

/// How squares and moves are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationStyle {
    /// `c3-d4`, `c3:e5:g3` (Russian, Brazilian).
    Algebraic,
    /// `32-28`, `28x19x10` (International, English).
    Numeric,
}

/// Which set of draw rules applies (rules.md tables R1-R6, I1-I4, E1-E2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawRules {
    /// FMJD-64 / Russian federation rules R1-R6 (also Brazilian, as lidraughts plays it).
    Russian,
    /// FMJD rules for 10x10, I1-I4.
    International,
    /// WCDF rules E1-E2.
    English,
}

/// The rule parameters of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// 8x8 or 10x10.
    pub board: BoardSize,
    /// Who makes the first move of a game.
    pub first_to_move: Color,
    /// Kings move and capture along whole diagonals; otherwise one square.
    pub flying_kings: bool,
    /// Men capture backward as well as forward.
    pub men_capture_backward: bool,
    /// What a man does when it reaches the far row during a capture.
    pub promotion: Promotion,
    /// The capture taking the most pieces must be chosen (a king counts as one piece).
    pub majority_capture: bool,
    /// How moves are written.
    pub notation: NotationStyle,
    /// Which draw rules apply.
    pub draw_rules: DrawRules,
}

impl RuleSet {
    /// The defaults every variant starts from: Russian draughts.
    pub const BASE: RuleSet = RuleSet {
        board: BoardSize::Eight,
        first_to_move: Color::White,
        flying_kings: true,
        men_capture_backward: true,
        promotion: Promotion::ContinuesAsKing,
        majority_capture: false,
        notation: NotationStyle::Algebraic,
        draw_rules: DrawRules::Russian,
    };

    /// Russian draughts: the defaults.
    pub const RUSSIAN: RuleSet = RuleSet::BASE;

    /// Brazilian draughts: International rules on the 8x8 board.
    pub const BRAZILIAN: RuleSet = RuleSet {
        majority_capture: true,
        promotion: Promotion::OnlyAtEnd,
        ..RuleSet::BASE
    };

    /// International draughts (FMJD), 10x10.
    pub const INTERNATIONAL: RuleSet = RuleSet {
        board: BoardSize::Ten,
        notation: NotationStyle::Numeric,
        draw_rules: DrawRules::International,
        ..RuleSet::BRAZILIAN
    };

    /// English draughts / American checkers.
    pub const ENGLISH: RuleSet = RuleSet {
        first_to_move: Color::Black,
        flying_kings: false,
        men_capture_backward: false,
        promotion: Promotion::EndsMove,
        notation: NotationStyle::Numeric,
        draw_rules: DrawRules::English,
        ..RuleSet::BASE
    };

    /// Most pieces a side may have: 12 on 8x8, 20 on 10x10.
    pub const fn max_pieces(&self) -> u32 {
        match self.board {
            BoardSize::Eight => 12,
            BoardSize::Ten => 20,
        }
    }
}

/// A variant of draughts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Russian draughts (шашки), the default.
    #[default]
    Russian,
    /// Brazilian draughts.
    Brazilian,
    /// International draughts on the 10x10 board.
    International,
    /// English draughts, also called American checkers.
    English,
}

impl Variant {
    /// All variants, in menu order.
    pub const ALL: [Variant; 4] = [
        Variant::Russian,
        Variant::Brazilian,
        Variant::International,
        Variant::English,
    ];

    /// The rule parameters of this variant.
    pub const fn rules(self) -> &'static RuleSet {
        match self {
            Variant::Russian => &RuleSet::RUSSIAN,
            Variant::Brazilian => &RuleSet::BRAZILIAN,
            Variant::International => &RuleSet::INTERNATIONAL,
            Variant::English => &RuleSet::ENGLISH,
        }
    }

    /// The board this variant is played on.
    pub const fn board(self) -> BoardSize {
        self.rules().board
    }

    /// The lower-case name used on the command line and in files.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Russian => "russian",
            Variant::Brazilian => "brazilian",
            Variant::International => "international",
            Variant::English => "english",
        }
    }

    /// Reads a variant name; accepts `checkers` for English.
    pub fn from_name(name: &str) -> Option<Variant> {
        let name = name.trim().to_ascii_lowercase();
        match name.as_str() {
            "checkers" | "american" => Some(Variant::English),
            _ => Variant::ALL.into_iter().find(|v| v.name() == name),
        }
    }

    /// The PDN `GameType` number (20 International, 21 English, 25 Russian, 26 Brazilian).
    pub const fn pdn_game_type(self) -> u32 {
        match self {
            Variant::Russian => 25,
            Variant::Brazilian => 26,
            Variant::International => 20,
            Variant::English => 21,
        }
    }

    /// The variant with the given PDN `GameType` number.
    pub fn from_pdn_game_type(n: u32) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.pdn_game_type() == n)
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Variant, String> {
        Variant::from_name(s).ok_or_else(|| {
            format!("unknown variant '{s}': expected russian, brazilian, international or english")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_differ_only_where_they_should() {
        assert_eq!(Variant::from_name("Checkers"), Some(Variant::English));
        assert_eq!(Variant::from_name("russian"), Some(Variant::Russian));
        assert_eq!(Variant::from_name("chess"), None);
        assert_eq!(Variant::default(), Variant::Russian);
        let b = Variant::Brazilian.rules();
        let i = Variant::International.rules();
        assert_eq!(b.promotion, i.promotion);
        assert!(b.majority_capture && i.majority_capture);
        assert_ne!(b.board, i.board);
        let e = Variant::English.rules();
        assert_eq!(e.first_to_move, Color::Black);
        assert!(!e.flying_kings && !e.men_capture_backward);
        for v in Variant::ALL {
            assert_eq!(Variant::from_pdn_game_type(v.pdn_game_type()), Some(v));
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
    }
}
