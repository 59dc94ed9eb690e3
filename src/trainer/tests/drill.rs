//! Tests of the rule drills: natural, legal positions; no repeats; the engine's answers and
//! words; levels; unsound questions refused.

use std::collections::HashSet;

use super::sq;
use crate::Lang;
use crate::i18n::core::Say;
use crate::rules::{Illegal, Position, Variant, explain, resolve_route};
use crate::trainer::{
    AnswerBy, DrillQuestion, DrillSource, Mode, Question, QuizOptions, QuizRound, Rule,
};

/// Every rule with every variant it exists in.
fn drills() -> Vec<(Rule, Variant)> {
    Variant::STANDARD
        .into_iter()
        .flat_map(|v| {
            Rule::ALL
                .into_iter()
                .filter(move |r| r.available(v))
                .map(move |r| (r, v))
        })
        .collect()
}

/// Twenty questions of a drill, from a source with `seed`, at rising levels.
fn twenty(rule: Rule, variant: Variant, seed: u64) -> Vec<DrillQuestion> {
    let mut source = DrillSource::new(variant, seed);
    (0..20).map(|i| source.question(rule, i / 7)).collect()
}

#[test]
fn rule_ids_read_back_and_variants_have_their_rules() {
    for rule in Rule::ALL {
        assert_eq!(Rule::from_id(rule.id()), Some(rule));
        assert_eq!(rule.mode_id(), format!("drill-{}", rule.id()));
        assert!(!rule.label(Lang::Ru).is_empty());
    }
    assert_eq!(Rule::from_id("nonsense"), None);
    assert!(!Rule::KingStop.available(Variant::English));
    assert!(!Rule::TurkishStrike.available(Variant::English));
    assert!(!Rule::TakeMost.available(Variant::Russian));
    assert!(Rule::TakeMost.available(Variant::International));
    assert_eq!(drills().len(), 8 + 9 + 9 + 6);
}

#[test]
fn positions_are_natural_and_legal_and_twenty_come_without_a_repeat() {
    for (rule, variant) in drills() {
        for seed in [1, 7] {
            let questions = twenty(rule, variant, seed);
            let keys: HashSet<String> = questions.iter().map(DrillQuestion::key).collect();
            assert_eq!(keys.len(), 20, "{} {variant} seed {seed}", rule.id());
            for q in &questions {
                assert_eq!(q.rule, rule, "{variant}");
                let pos = q.position;
                let fen = pos.to_string();
                assert_eq!(Position::from_fen(variant, &fen), Ok(pos), "{fen}");
                let rebuilt = Position::new(variant, pos.turn(), pos.pieces_on_board());
                assert_eq!(rebuilt, Ok(pos));
                let least = if variant == Variant::International {
                    12
                } else {
                    8
                };
                assert!(pos.occupied().count() >= least, "{fen}");
                // Rebuilt from what would be saved, it is the same question.
                let again = DrillQuestion::new(
                    rule,
                    Position::from_fen(variant, &fen).unwrap(),
                    q.focus.clone(),
                );
                assert_eq!(again.as_ref(), Some(q), "{fen}");
                assert!(q.level() <= 2);
                assert!(
                    q.prompt(Lang::En)
                        .starts_with(["White to move.", "Black to move."][pos.turn() as usize])
                );
            }
            let turns: HashSet<_> = questions.iter().map(|q| q.position.turn()).collect();
            assert_eq!(turns.len(), 2, "both sides move in {} {variant}", rule.id());
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_drill() {
    for (rule, variant) in [
        (Rule::Crowning, Variant::Russian),
        (Rule::TakeMost, Variant::International),
    ] {
        assert_eq!(twenty(rule, variant, 3), twenty(rule, variant, 3));
        assert_ne!(twenty(rule, variant, 3), twenty(rule, variant, 4));
    }
}

#[test]
fn levels_rise_when_harder_questions_are_asked() {
    for (rule, variant) in drills() {
        let levels = |level: u32| -> u32 {
            let mut source = DrillSource::new(variant, 11);
            (0..8).map(|_| source.question(rule, level).level()).sum()
        };
        let (easy, hard) = (levels(0), levels(2));
        assert!(easy < hard, "{} {variant}: {easy} vs {hard}", rule.id());
    }
}

/// Checks the answers of one question against the engine.
fn check_answers(q: &DrillQuestion, lang: Lang) {
    let pos = q.position;
    let variant = pos.variant();
    let fen = pos.to_string();
    let legal = pos.legal_move_paths();
    let captures: Vec<_> = legal
        .iter()
        .filter(|p| p.mv.is_capture())
        .cloned()
        .collect();
    let compulsory = Illegal::CaptureCompulsory(captures.clone()).say(variant, lang);
    let own: Vec<_> = pos.pieces(pos.turn()).squares().collect();
    match q.rule {
        Rule::MustCapture => {
            assert_eq!(q.answer_by(), AnswerBy::Square);
            let right = q.answer_squares()[0];
            assert!(captures.iter().all(|p| p.mv.from == right), "{fen}");
            assert_eq!(q.judge_square(right, lang).map(|j| j.0), Some(true));
            for &s in own.iter().filter(|&&s| s != right) {
                let (ok, text) = q.judge_square(s, lang).expect("own pieces are judged");
                assert!(!ok && text.contains(&compulsory), "{fen}: {text}");
            }
            for s in pos.pieces(pos.turn().opponent()).squares() {
                assert_eq!(q.judge_square(s, lang), None);
            }
        }
        Rule::FinishCapture => {
            let piece = q.focus[0];
            let mine: Vec<_> = legal.iter().filter(|p| p.mv.from == piece).collect();
            assert!(
                !mine.is_empty() && mine.iter().all(|p| p.mv.capture_count() >= 2),
                "{fen}"
            );
            for p in &mine {
                let route: Vec<_> = p.squares().collect();
                assert_eq!(q.judge_route(&route, lang).map(|j| j.0), Some(true));
                // Stopping after the first jump is not finishing the capture.
                let short = &route[..2];
                let (ok, text) = q.judge_route(short, lang).unwrap();
                let words = explain(&pos, short).expect("a capture cut short is not a move");
                // Not "keep going": the question is over; the whole captures are said.
                let expected = match words {
                    Illegal::CaptureNotFinished(at) => crate::t!(
                        lang,
                        "drill-capture-not-finished",
                        square = crate::rules::square_name(variant, at),
                        count = mine.len(),
                        moves = q.answer(lang)
                    ),
                    _ => words.say(variant, lang),
                };
                assert!(!ok && text == expected, "{fen}: {text}");
                assert!(
                    matches!(
                        words,
                        Illegal::CaptureNotFinished(_)
                            | Illegal::KingMustStop(_)
                            | Illegal::CaptureEndsElsewhere(..)
                    ),
                    "{words:?}"
                );
            }
            for p in legal.iter().filter(|p| p.mv.from != piece) {
                let route: Vec<_> = p.squares().collect();
                assert_eq!(q.judge_route(&route, lang).map(|j| j.0), Some(false));
            }
        }
        Rule::KingStop => {
            let (king, target) = (q.focus[0], q.focus[1]);
            let (dir, _) = pos.board().direction_between(king, target).unwrap();
            let landings: Vec<_> = pos
                .board()
                .ray(target, dir)
                .take_while(|s| !pos.occupied().contains(*s))
                .collect();
            let mut wrong = 0;
            for s in landings {
                let (ok, text) = q.judge_square(s, lang).expect("landings are judged");
                let words = explain(&pos, &[king, s])
                    .expect("a king stopping behind is no whole move here");
                if ok {
                    assert!(q.answer_squares().contains(&s));
                    assert!(matches!(words, Illegal::CaptureNotFinished(_)), "{fen}");
                } else {
                    wrong += 1;
                    assert!(matches!(words, Illegal::KingMustStop(_)), "{fen}");
                    assert_eq!(text, words.say(variant, lang));
                }
            }
            assert!(wrong > 0, "{fen}");
            assert_eq!(q.judge_square(king, lang), None);
        }
        Rule::TurkishStrike => {
            let route = q.marked();
            let path = resolve_route(&pos, &route).expect("the capture shown is legal");
            assert!(pos.kings().contains(path.mv.from));
            let taken = q.taken();
            assert_eq!(taken, path.captured_in_order(pos.board()));
            let blockers = q.answer_squares();
            assert!(
                !blockers.is_empty() && blockers.len() < taken.len(),
                "{fen}"
            );
            for &s in &taken {
                let (ok, text) = q.judge_square(s, lang).unwrap();
                assert_eq!(ok, blockers.contains(&s), "{fen}");
                if !ok {
                    assert!(text.contains(&Illegal::AlreadyJumped(blockers[0]).say(variant, lang)));
                }
            }
        }
        Rule::Crowning => {
            let right = q.right_choice().unwrap();
            let expected: &[usize] = match variant {
                Variant::Russian => &[0],
                Variant::English => &[2],
                _ => &[1, 2],
            };
            assert!(expected.contains(&right), "{fen}: {right}");
            let words = match variant {
                Variant::Russian => crate::t!(lang, "drill-crowning-russian"),
                Variant::English => Illegal::CrowningEndsMove.say(variant, lang),
                _ => Illegal::StaysManMidCapture.say(variant, lang),
            };
            for i in (0..3).filter(|&i| i != right) {
                let (ok, text) = q.judge_choice(i, lang).unwrap();
                assert!(!ok && text.contains(&words), "{fen}: {text}");
            }
            // The man's legal moves through the square agree.
            let through: Vec<_> = pos
                .legal_routes()
                .into_iter()
                .filter(|p| p.squares().take(q.focus.len()).eq(q.focus.iter().copied()))
                .collect();
            assert!(!through.is_empty());
            let ends = through
                .iter()
                .all(|p| p.landings.len() + 1 == q.focus.len());
            assert_eq!(ends, right == 2, "{fen}");
        }
        Rule::QuietOrStriking => {
            assert_eq!(q.right_choice(), Some(usize::from(pos.has_capture())));
            let (ok, text) = q.judge_choice(1 - q.right_choice().unwrap(), lang).unwrap();
            assert!(!ok);
            if pos.has_capture() {
                assert_eq!(text, compulsory);
            } else {
                assert_eq!(text, crate::t!(lang, "drill-no-capture"));
            }
        }
        Rule::TakeMost => {
            assert!(legal.iter().all(|p| p.mv.capture_count() >= 2), "{fen}");
            for p in &legal {
                let route: Vec<_> = p.squares().collect();
                assert_eq!(q.judge_route(&route, lang).map(|j| j.0), Some(true));
            }
        }
        Rule::KingFlies => {
            let (king, target) = (q.focus[0], q.focus[1]);
            let yes = legal.iter().any(|p| p.mv.from == king && p.mv.to == target);
            assert_eq!(q.right_choice(), Some(usize::from(!yes)), "{fen}");
            let (ok, text) = q.judge_choice(usize::from(yes), lang).unwrap();
            assert!(!ok);
            if variant == Variant::English && !yes {
                assert_eq!(text, Illegal::KingMovesOneSquare(target).say(variant, lang));
            }
        }
        Rule::CaptureBack => {
            let (man, enemy) = (q.focus[0], q.focus[1]);
            let yes = legal.iter().any(|p| {
                p.mv.from == man
                    && p.mv.captured.contains(enemy)
                    && p.captured_in_order(pos.board())[0] == enemy
            });
            assert_eq!(q.right_choice(), Some(usize::from(!yes)), "{fen}");
            let (ok, text) = q.judge_choice(usize::from(yes), lang).unwrap();
            assert!(!ok);
            if variant == Variant::English {
                assert!(!yes);
                assert_eq!(text, Illegal::ManCapturesForwardOnly.say(variant, lang));
            }
        }
    }
    assert!(!q.answer(lang).is_empty());
    assert_eq!(
        q.choices(lang).is_empty(),
        q.answer_by() != AnswerBy::Choice
    );
}

#[test]
fn the_engine_decides_every_answer_and_wrong_answers_get_the_rules_words() {
    for (rule, variant) in drills() {
        for (i, q) in twenty(rule, variant, 5).iter().enumerate() {
            check_answers(q, [Lang::En, Lang::Ru, Lang::Bg][i % 3]);
        }
    }
}

#[test]
fn choice_drills_have_both_answers() {
    for (rule, variant) in drills() {
        if matches!(rule, Rule::QuietOrStriking | Rule::KingFlies)
            || (rule == Rule::CaptureBack && variant == Variant::Brazilian)
        {
            let rights: HashSet<_> = twenty(rule, variant, 2)
                .iter()
                .map(DrillQuestion::right_choice)
                .collect();
            if variant != Variant::English || rule == Rule::QuietOrStriking {
                assert_eq!(rights.len(), 2, "{} {variant}", rule.id());
            }
        }
    }
}

#[test]
fn taking_fewer_pieces_is_explained_with_the_majority_rule() {
    let pos = Position::from_fen(Variant::Brazilian, "W:We3,a1:Bd4,f4,f6,h8").unwrap();
    let q = DrillQuestion::new(Rule::TakeMost, pos, Vec::new()).expect("captures of 1 and 2");
    let (ok, text) = q.judge_route(&[sq("e3"), sq("c5")], Lang::En).unwrap();
    assert!(!ok);
    let words = Illegal::MustTakeMost {
        available: 2,
        taken: 1,
    }
    .say(Variant::Brazilian, Lang::En);
    assert_eq!(text, words);
    assert_eq!(
        q.judge_route(&[sq("e3"), sq("g5"), sq("e7")], Lang::En)
            .map(|j| j.0),
        Some(true)
    );
    assert_eq!(q.answer(Lang::En), "e3:g5:e7");
    // In Russian draughts there is no such rule.
    let russian = Position::from_fen(Variant::Russian, "W:We3,a1:Bd4,f4,f6,h8").unwrap();
    assert_eq!(
        DrillQuestion::new(Rule::TakeMost, russian, Vec::new()),
        None
    );
}

#[test]
fn unsound_questions_are_refused() {
    let start = Position::start(Variant::Russian);
    // No capture at the start: no piece must capture, none can finish one.
    assert_eq!(
        DrillQuestion::new(Rule::MustCapture, start, Vec::new()),
        None
    );
    assert_eq!(
        DrillQuestion::new(Rule::FinishCapture, start, vec![sq("c3")]),
        None
    );
    assert!(DrillQuestion::new(Rule::QuietOrStriking, start, Vec::new()).is_some());
    assert_eq!(
        DrillQuestion::new(Rule::QuietOrStriking, start, vec![sq("c3")]),
        None
    );
    // Two pieces can capture: "which one must" has no single answer.
    let two = Position::from_fen(Variant::Russian, "W:Wc3,g3,a1:Bd4,f4,h8").unwrap();
    assert_eq!(DrillQuestion::new(Rule::MustCapture, two, Vec::new()), None);
    let one = Position::from_fen(Variant::Russian, "W:Wc3,g3,a1:Bd4,h8").unwrap();
    assert!(DrillQuestion::new(Rule::MustCapture, one, Vec::new()).is_some());
    // A capture of one piece is nothing to finish.
    assert_eq!(
        DrillQuestion::new(Rule::FinishCapture, one, vec![sq("c3")]),
        None
    );
    // A man is no king; a forward capture is not backwards.
    assert_eq!(
        DrillQuestion::new(Rule::KingFlies, start, vec![sq("c3"), sq("e5")]),
        None
    );
    assert_eq!(
        DrillQuestion::new(Rule::CaptureBack, one, vec![sq("c3"), sq("d4")]),
        None
    );
    let back = Position::from_fen(Variant::Russian, "W:Wc5,a1:Bd4,h8").unwrap();
    let q = DrillQuestion::new(Rule::CaptureBack, back, vec![sq("c5"), sq("d4")]).unwrap();
    assert_eq!(q.right_choice(), Some(0));
    // No flying kings in English: no king-stop or Turkish strike questions there.
    let english = Position::from_fen(Variant::English, "W:WK1,32:B6,28").unwrap();
    assert_eq!(
        DrillQuestion::new(Rule::KingStop, english, vec![sq("b8"), sq("c7")]),
        None
    );
    // A king alone behind one piece: every landing square ends the move, nothing to choose.
    let lone = Position::from_fen(Variant::Russian, "W:WKa1:Bc3,h8").unwrap();
    assert_eq!(
        DrillQuestion::new(Rule::KingStop, lone, vec![sq("a1"), sq("c3")]),
        None
    );
    assert_eq!(
        DrillQuestion::new(Rule::TurkishStrike, lone, vec![sq("a1"), sq("d4")]),
        None
    );
    // A crowning question needs a man whose capture reaches the last row.
    let crown = Position::from_fen(Variant::Russian, "W:Wc5,a1:Bd6,f6,h2").unwrap();
    assert_eq!(
        DrillQuestion::new(Rule::Crowning, crown, vec![sq("c5"), sq("e7")]),
        None
    );
}

/// Answers the round's question rightly, as the engine says.
fn answer_rightly(round: &mut crate::trainer::QuizRound) {
    let Question::Drill(q) = round.question().clone() else {
        panic!("a drill asks drill questions");
    };
    match q.answer_by() {
        AnswerBy::Choice => round.answer_choice(q.right_choice().unwrap()),
        AnswerBy::Move => {
            let piece = q.focus.first().copied();
            let path = q
                .position
                .legal_move_paths()
                .into_iter()
                .find(|p| piece.is_none_or(|s| s == p.mv.from))
                .unwrap();
            round.answer_route(&path.squares().collect::<Vec<_>>());
        }
        _ => round.answer_square(q.answer_squares()[0]),
    }
}

#[test]
fn a_drill_runs_in_a_quiz_round_and_grows_harder_with_the_streak() {
    for (rule, variant) in drills() {
        let options = QuizOptions::drill(rule, variant);
        let mut round = QuizRound::new(options, 9, Lang::En);
        let mut levels = Vec::new();
        for _ in 0..12 {
            let Question::Drill(q) = round.question() else {
                panic!()
            };
            levels.push(q.level());
            answer_rightly(&mut round);
            assert!(
                round.verdict().is_some_and(|v| v.right),
                "{} {variant}",
                rule.id()
            );
            round.next();
        }
        let (first, last): (u32, u32) = (levels[..4].iter().sum(), levels[8..].iter().sum());
        assert!(first < last, "{} {variant}: {levels:?}", rule.id());
        assert_eq!(round.tally().1, 12);
    }
}

#[test]
fn a_wrong_answer_in_a_round_breaks_the_streak_with_the_rules_words() {
    let mut round = QuizRound::new(
        QuizOptions::drill(Rule::MustCapture, Variant::Russian),
        4,
        Lang::Ru,
    );
    answer_rightly(&mut round);
    round.next();
    let Question::Drill(q) = round.question().clone() else {
        panic!()
    };
    let right = q.answer_squares()[0];
    let other = q
        .position
        .pieces(q.position.turn())
        .squares()
        .find(|&s| s != right)
        .unwrap();
    // A square with no piece of the side to move is not judged.
    let empty = q
        .position
        .board()
        .squares()
        .find(|&s| q.position.piece_at(s).is_none())
        .unwrap();
    round.answer_square(empty);
    assert!(!round.answered());
    round.answer_square(other);
    let verdict = round.verdict().unwrap();
    assert!(!verdict.right);
    let captures = q.position.legal_move_paths();
    assert!(
        verdict
            .text
            .contains(&Illegal::CaptureCompulsory(captures).say(Variant::Russian, Lang::Ru))
    );
    assert_eq!(round.tally().3, 0, "the streak is broken");
}

#[test]
fn drill_results_are_kept_under_drill_keys() {
    let options = QuizOptions::drill(Rule::MustCapture, Variant::Russian);
    assert_eq!(options.key(), "drill-must-capture/russian/untimed/labels");
    assert_eq!(QuizOptions::from_key(&options.key()), Some(options));
    for (rule, variant) in drills() {
        let options = QuizOptions::drill(rule, variant);
        assert_eq!(QuizOptions::from_key(&options.key()), Some(options));
        assert_eq!(Mode::from_id(rule.mode_id()), Some(Mode::Drill(rule)));
    }
    assert_eq!(
        QuizOptions::from_key("drill-king-stop/english/untimed/labels"),
        None
    );
    assert_eq!(
        QuizOptions::from_key("drill-jumping/russian/untimed/labels"),
        None
    );
    assert!(!Mode::ALL.iter().any(|m| matches!(m, Mode::Drill(_))));
    assert_eq!(
        crate::trainer::quiz_key_name(&options.key(), Lang::En),
        "Drill: Who must capture?, Russian draughts, untimed, with labels"
    );
}

#[test]
fn every_drill_question_is_saved_as_a_review_task_and_rebuilt_the_same() {
    for (rule, variant) in drills() {
        for question in twenty(rule, variant, 7).into_iter().take(5) {
            let task = question.task();
            assert_eq!(
                DrillQuestion::from_task(&task).as_ref(),
                Some(&question),
                "{rule:?} {variant:?} {task:?}"
            );
        }
    }
    let not_a_drill = crate::progress::ReviewTask::Puzzle { id: "p".into() };
    assert_eq!(DrillQuestion::from_task(&not_a_drill), None);
}

#[test]
fn a_drill_round_hands_its_answers_to_the_review_and_a_review_round_asks_one_question() {
    let question = twenty(Rule::QuietOrStriking, Variant::Russian, 3).remove(0);
    let mut round = QuizRound::review(question.clone(), Lang::En);
    assert_eq!(round.question(), &Question::Drill(question.clone()));
    let right = question.right_choice().unwrap();
    round.answer_choice(1 - right);
    assert_eq!(round.take_answers(), [(question.task(), false)]);
    assert!(round.take_answers().is_empty(), "taken once");
    // A quiz question is no review task.
    let options = QuizOptions {
        mode: Mode::NameSquare,
        variant: Variant::Russian,
        seconds: None,
        labels: true,
        flipped: false,
    };
    let mut quiz = QuizRound::new(options, 1, Lang::En);
    quiz.answer_text("a1");
    quiz.answer_text("b2");
    assert!(quiz.take_answers().is_empty());
}
