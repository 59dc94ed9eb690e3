//! Saved keys in words: puzzle records (`streak/russian`) and quiz options
//! (`diagonals/russian/untimed/labels`) are stored as ids and shown to the learner as names.

use crate::i18n::core::variant_title;
use crate::progress::Progress;
use crate::rules::Variant;
use crate::trainer::{QuizOptions, RunMode};
use crate::{Lang, t};

/// `text` as it reads inside a sentence: in Russian and Bulgarian the first letter is made
/// small ("Русские шашки" -> "русские шашки"); English names keep their capitals.
pub fn in_sentence(text: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// The name of a puzzle record's key: "Streak, Russian draughts" for `streak/russian`,
/// "Three minutes, all variants" for `timed/all`; a key this version does not know is
/// shown as it is.
pub fn record_name(key: &str, lang: Lang) -> String {
    let Some((mode, variant)) = key.split_once('/') else {
        return key.to_string();
    };
    let Some(mode) = RunMode::from_id(mode) else {
        return key.to_string();
    };
    let variant = match variant {
        "all" => t!(lang, "trainer-all-variants"),
        name => match Variant::from_name(name) {
            Some(v) => in_sentence(&variant_title(v, lang), lang),
            None => return key.to_string(),
        },
    };
    format!("{}, {variant}", mode.name(lang))
}

/// "60 seconds", "21 секунда", "30 секунд".
fn seconds(n: u32, lang: Lang) -> String {
    t!(lang, "quiz-seconds", count = n)
}

/// Quiz options in words: "Diagonals, Russian draughts, untimed, with labels".
fn quiz_options_name(options: &QuizOptions, lang: Lang) -> String {
    let mode = match options.mode {
        crate::trainer::Mode::Drill(rule) => t!(lang, "ui-review-drill", rule = rule.label(lang)),
        mode => mode.label(lang),
    };
    let mut parts = vec![
        mode,
        in_sentence(&variant_title(options.variant, lang), lang),
        match options.seconds {
            Some(s) => seconds(s, lang),
            None => t!(lang, "quiz-untimed"),
        },
        if options.labels {
            t!(lang, "quiz-with-labels")
        } else {
            t!(lang, "quiz-without-labels")
        },
    ];
    if options.flipped {
        parts.push(t!(lang, "quiz-seen-from-black"));
    }
    parts.join(", ")
}

/// The name of a quiz key (see [`QuizOptions::key`]); a key this version cannot read is
/// shown as it is.
pub fn quiz_key_name(key: &str, lang: Lang) -> String {
    QuizOptions::from_key(key).map_or_else(|| key.to_string(), |o| quiz_options_name(&o, lang))
}

/// A lesson's step in words, numbered as the lesson screen numbers it: "Lesson "Captures",
/// step 3" or, in a lesson of stages, "Lesson "Captures", stage 2, step 3".
pub fn lesson_step_name(lesson: &crate::content::Lesson, step: usize, lang: Lang) -> String {
    let place = lesson.step_place(step);
    let title = lesson.title.get(lang);
    match place.stage {
        Some((stage, _)) => t!(
            lang,
            "ui-review-lesson-stage",
            title = title,
            stage = stage,
            step = place.step
        ),
        None => t!(lang, "ui-review-lesson", title = title, step = place.step),
    }
}

/// The learner's best runs of puzzles, a line each ("Best: streak, Russian draughts: 7
/// puzzles").
pub fn best_runs(progress: &Progress, lang: Lang) -> Vec<String> {
    progress
        .records
        .iter()
        .map(|(key, best)| {
            let name = in_sentence(&record_name(key, lang), lang);
            t!(lang, "ui-puzzles-best", name = name, count = *best)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trainer::Mode;

    #[test]
    fn quiz_keys_read_as_words_in_both_languages() {
        assert_eq!(
            quiz_key_name("diagonals/russian/untimed/labels", Lang::En),
            "Diagonals, Russian draughts, untimed, with labels"
        );
        assert_eq!(
            quiz_key_name("diagonals/russian/untimed/labels", Lang::Ru),
            "Диагонали, русские шашки, без часов, с подписями"
        );
        assert_eq!(
            quiz_key_name("find/english/30s/no-labels/black-side", Lang::Ru),
            "Найди поле, английские шашки (чекерс), 30 секунд, без подписей, со стороны чёрных"
        );
        assert_eq!(
            quiz_key_name("write/international/60s/labels", Lang::En),
            "Write the move, International draughts (10x10), 60 seconds, with labels"
        );
        assert_eq!(quiz_key_name("future/thing", Lang::En), "future/thing");
    }

    #[test]
    fn every_quiz_option_reads_back_from_its_key() {
        for mode in Mode::ALL {
            for variant in Variant::STANDARD {
                for seconds in [None, Some(30), Some(60)] {
                    for (labels, flipped) in [(true, false), (false, true)] {
                        let o = QuizOptions {
                            mode,
                            variant,
                            seconds,
                            labels,
                            flipped,
                        };
                        let back = QuizOptions::from_key(&o.key());
                        if mode.available(variant) {
                            assert_eq!(back, Some(o), "{}", o.key());
                        } else {
                            assert_eq!(back, None, "{}", o.key());
                        }
                    }
                }
            }
        }
        for bad in ["", "find", "find/russian/60/labels", "find/mars/60s/labels"] {
            assert_eq!(QuizOptions::from_key(bad), None, "{bad}");
        }
    }

    #[test]
    fn records_and_plurals_read_as_words() {
        assert_eq!(
            record_name("streak/russian", Lang::En),
            "Streak, Russian draughts"
        );
        assert_eq!(
            record_name("streak/russian", Lang::Ru),
            "Серия, русские шашки"
        );
        assert_eq!(
            record_name("timed/all", Lang::Ru),
            "Три минуты, все виды шашек"
        );
        assert_eq!(record_name("odd", Lang::En), "odd");
        let ru: Vec<String> = [1, 2, 5, 11, 21, 22, 30, 112]
            .into_iter()
            .map(|n| seconds(n, Lang::Ru))
            .collect();
        assert_eq!(
            ru,
            [
                "1 секунда",
                "2 секунды",
                "5 секунд",
                "11 секунд",
                "21 секунда",
                "22 секунды",
                "30 секунд",
                "112 секунд"
            ]
        );
        assert_eq!(seconds(1, Lang::En), "1 second");
        assert_eq!(in_sentence("Турецкий удар", Lang::Ru), "турецкий удар");
        assert_eq!(in_sentence("Turkish strike", Lang::En), "Turkish strike");
    }
}
