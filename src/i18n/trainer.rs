//! The words of the trainer's own typed reasons: why typed text names no square.
//! Messages: `locales/*/trainer.ftl` and `locales/*/core.ftl`.

use super::core::{Say, square_example};
use crate::rules::{Illegal, Variant};
use crate::trainer::NoSquare;
use crate::{Lang, t};

impl Say for NoSquare {
    /// What to tell the learner, with an example square of `variant`.
    fn say(&self, variant: Variant, lang: Lang) -> String {
        let example = square_example(variant);
        match *self {
            NoSquare::Unreadable => t!(lang, "trainer-type-square", example = example),
            NoSquare::NumberedBoard => t!(lang, "trainer-numbered-board", example = example),
            NoSquare::Light(c) => Illegal::LightSquare(c).say(variant, lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Coord;

    /// Each reason has its own message: a reason given another's words fails here.
    #[test]
    fn each_no_square_reason_has_its_own_words() {
        let v = Variant::International;
        assert_eq!(
            NoSquare::Unreadable.say(v, Lang::En),
            t!(Lang::En, "trainer-type-square", example = "22")
        );
        assert_eq!(
            NoSquare::NumberedBoard.say(v, Lang::Ru),
            t!(Lang::Ru, "trainer-numbered-board", example = "22")
        );
        let light = Coord { file: 0, rank: 1 };
        assert_eq!(
            NoSquare::Light(light).say(Variant::Russian, Lang::Bg),
            Illegal::LightSquare(light).say(Variant::Russian, Lang::Bg)
        );
        assert_ne!(
            NoSquare::Unreadable.say(v, Lang::En),
            NoSquare::NumberedBoard.say(v, Lang::En)
        );
    }
}
