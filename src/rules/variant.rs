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
    /// The goal is reversed (giveaway, поддавки): the side left without a legal move, all its
    /// pieces given away or blocked, wins.
    pub giveaway: bool,
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
        giveaway: false,
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

    /// Giveaway on the Russian rules: every rule the same, the goal reversed.
    pub const GIVEAWAY: RuleSet = RuleSet {
        giveaway: true,
        ..RuleSet::RUSSIAN
    };

    /// Giveaway on the International rules (antidraughts), 10x10.
    pub const GIVEAWAY_INTERNATIONAL: RuleSet = RuleSet {
        giveaway: true,
        ..RuleSet::INTERNATIONAL
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
    /// Giveaway (поддавки) on the Russian rules: the first side left without a move wins.
    Giveaway,
    /// Giveaway on the International rules, 10x10 (antidraughts).
    GiveawayInternational,
}

impl Variant {
    /// All variants, in menu order.
    pub const ALL: [Variant; 6] = [
        Variant::Russian,
        Variant::Brazilian,
        Variant::International,
        Variant::English,
        Variant::Giveaway,
        Variant::GiveawayInternational,
    ];

    /// The four standard games, each with its own quizzes, drills, puzzle rating and class
    /// column; the giveaway variants are played and puzzled on their base rules' board.
    pub const STANDARD: [Variant; 4] = [
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
            Variant::Giveaway => &RuleSet::GIVEAWAY,
            Variant::GiveawayInternational => &RuleSet::GIVEAWAY_INTERNATIONAL,
        }
    }

    /// The standard game whose moves this variant shares (itself, or the base of a giveaway).
    #[must_use]
    pub const fn base(self) -> Variant {
        match self {
            Variant::Giveaway => Variant::Russian,
            Variant::GiveawayInternational => Variant::International,
            v => v,
        }
    }

    /// Whether the goal is reversed: the side left without a move wins.
    pub const fn is_giveaway(self) -> bool {
        self.rules().giveaway
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
            Variant::Giveaway => "giveaway",
            Variant::GiveawayInternational => "giveaway-international",
        }
    }

    /// Two letters that start the ids of generated puzzles: `ru`, `br`, `in`, `en`, `gv`
    /// (giveaway), `gi` (International giveaway).
    pub const fn code(self) -> &'static str {
        match self {
            Variant::Russian => "ru",
            Variant::Brazilian => "br",
            Variant::International => "in",
            Variant::English => "en",
            Variant::Giveaway => "gv",
            Variant::GiveawayInternational => "gi",
        }
    }

    /// Reads a variant name; accepts `checkers` for English, `poddavki` for giveaway and
    /// `antidraughts` for International giveaway.
    pub fn from_name(name: &str) -> Option<Variant> {
        let name = name.trim().to_ascii_lowercase();
        match name.as_str() {
            "checkers" | "american" => Some(Variant::English),
            "poddavki" => Some(Variant::Giveaway),
            "antidraughts" => Some(Variant::GiveawayInternational),
            _ => Variant::ALL.into_iter().find(|v| v.name() == name),
        }
    }

    /// The PDN `GameType` number (20 International, 21 English, 25 Russian, 26 Brazilian); a
    /// giveaway variant writes its base game's number.
    pub const fn pdn_game_type(self) -> u32 {
        match self.base() {
            Variant::Brazilian => 26,
            Variant::International => 20,
            Variant::English => 21,
            _ => 25,
        }
    }

    /// The PDN `Variant` tag that marks a giveaway game beside its base `GameType`:
    /// `Antidraughts` as lidraughts writes it for 10x10, `Giveaway` for the Russian rules
    /// (no program we know writes one for those).
    pub const fn pdn_variant_tag(self) -> Option<&'static str> {
        match self {
            Variant::Giveaway => Some("Giveaway"),
            Variant::GiveawayInternational => Some("Antidraughts"),
            _ => None,
        }
    }

    /// The variant with the given PDN `GameType` number and `Variant` tag (if any): a tag
    /// naming giveaway (`Giveaway`, `Antidraughts`, `Losing`, `Поддавки`) turns a Russian or
    /// International game type into its giveaway variant. Other tags are ignored.
    pub fn from_pdn_game_type(n: u32, variant_tag: Option<&str>) -> Option<Variant> {
        let base = Variant::STANDARD
            .into_iter()
            .find(|v| v.pdn_game_type() == n)?;
        let tag = variant_tag.unwrap_or("").trim().to_lowercase();
        let giveaway = ["giveaway", "antidraughts", "losing", "поддавки"]
            .iter()
            .any(|name| tag.contains(name));
        Some(match base {
            Variant::Russian if giveaway => Variant::Giveaway,
            Variant::International if giveaway => Variant::GiveawayInternational,
            v => v,
        })
    }
}

impl std::fmt::Display for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is none of ours (as written). The words are in `crate::i18n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl std::error::Error for UnknownVariant {}

impl std::str::FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::from_name(s).ok_or_else(|| UnknownVariant(s.to_owned()))
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
            let tag = v.pdn_variant_tag();
            assert_eq!(Variant::from_pdn_game_type(v.pdn_game_type(), tag), Some(v));
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(v.base().rules().board, v.rules().board);
            assert_eq!(v.is_giveaway(), v != v.base());
        }
        assert_eq!(
            Variant::from_pdn_game_type(20, Some("Antidraughts")),
            Some(Variant::GiveawayInternational)
        );
        assert_eq!(
            Variant::from_pdn_game_type(26, Some("Antidraughts")),
            Some(Variant::Brazilian)
        );
        assert_eq!(
            Variant::from_pdn_game_type(25, Some("Blitz")),
            Some(Variant::Russian)
        );
        let codes: std::collections::HashSet<_> = Variant::ALL.map(Variant::code).into();
        assert_eq!(codes.len(), Variant::ALL.len(), "one code per variant");
        let g = Variant::Giveaway.rules();
        assert_eq!(
            RuleSet {
                giveaway: false,
                ..*g
            },
            RuleSet::RUSSIAN
        );
    }
}
