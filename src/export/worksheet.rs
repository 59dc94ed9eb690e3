//! Printable quiz worksheets: an HTML page of questions with the boards drawn as SVG
//! pictures and an answer key on a second page, or the same as one SVG picture with the key
//! below the questions. Both are well-formed XML, so any XML parser can check them.

use std::fmt::Write;

use super::board::{Picture, board_svg, picture_size};
use crate::content::Puzzle;
use crate::rules::{Square, Variant, full_text};
use crate::trainer::{AnswerBy, Generator, Question, QuizOptions, diagonal_name, task_text};
use crate::{Lang, t};

/// `text` with the characters XML gives a meaning escaped.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The line to write an answer on.
const BLANK: &str = "______________";

/// The question as it is asked on paper.
fn paper_prompt(q: &Question, variant: Variant, lang: Lang) -> String {
    let name = |s: &Square| crate::rules::square_name(variant, *s);
    match q {
        Question::FindSquare(s) => t!(lang, "sheet-circle-square", square = name(s)),
        Question::SelectDiagonal(d) => {
            t!(lang, "sheet-colour-diagonal", line = diagonal_name(d, lang))
        }
        Question::PlayMove(_, p) => t!(lang, "sheet-draw-move", mv = full_text(variant, p)),
        Question::NameDiagonal(_) => format!("{}  {BLANK}", t!(lang, "quiz-name-diagonal")),
        Question::OnDiagonal(..) => format!(
            "{}  {}",
            q.prompt(variant, lang),
            t!(lang, "sheet-yes-or-no")
        ),
        Question::Drill(d) if d.answer_by() == AnswerBy::Choice => {
            let letters = ('a'..='z').map(|c| c.to_string());
            let choices: Vec<String> = letters
                .zip(d.choices(lang))
                .map(|(l, c)| format!("{l}) {c}"))
                .collect();
            format!("{}  {}", d.paper_prompt(lang), choices.join("   "))
        }
        Question::Drill(d) => format!("{}  {BLANK}", d.paper_prompt(lang)),
        _ => format!("{}  {BLANK}", q.prompt(variant, lang)),
    }
}

/// The board picture of a question, and of its answer.
fn pictures(q: &Question) -> (Picture, Picture) {
    let question = match q {
        Question::WriteMove(before, path) => Picture {
            position: Some(*before),
            marked: vec![path.mv.from],
            captured: path.captured_in_order(before.board()),
            path: path.squares().collect(),
        },
        Question::PlayMove(before, _) => Picture {
            position: Some(*before),
            ..Picture::default()
        },
        Question::NameSquare(s) | Question::OnDiagonal(s, _) => Picture {
            marked: vec![*s],
            ..Picture::default()
        },
        Question::NameDiagonal(d) => Picture {
            marked: d.squares(),
            ..Picture::default()
        },
        Question::Drill(d) => Picture {
            position: Some(d.position),
            marked: d.marked(),
            captured: d.taken(),
            path: if d.taken().is_empty() {
                Vec::new()
            } else {
                d.marked()
            },
        },
        Question::FindSquare(_) | Question::SelectDiagonal(_) => Picture::default(),
    };
    let answer = match q {
        Question::PlayMove(before, path) => Picture {
            position: Some(*before),
            marked: vec![path.mv.from],
            captured: path.captured_in_order(before.board()),
            path: path.squares().collect(),
        },
        _ => Picture {
            position: question.position,
            marked: q.answer_squares(),
            captured: question.captured.clone(),
            path: question.path.clone(),
        },
    };
    (question, answer)
}

/// The questions of a sheet: the same seed gives the same ones.
fn questions(options: &QuizOptions, count: usize, seed: u64) -> Vec<Question> {
    let mut generator = Generator::new(options.variant, seed);
    (0..count)
        .map(|i| generator.question(options.mode, (i / 4) as u32))
        .collect()
}

/// The heading of a sheet.
fn title(options: &QuizOptions, lang: Lang) -> String {
    let mode = options.mode.label(lang);
    match options.mode {
        crate::trainer::Mode::Drill(_) => t!(lang, "sheet-title-drill", rule = mode),
        _ => t!(lang, "sheet-title", mode = mode),
    }
}

/// The line for the learner's name and the date.
fn name_line(lang: Lang) -> String {
    t!(lang, "sheet-name-and-date")
}

/// What a sheet is written as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    /// An HTML page to print, the answer key on a second page.
    Html,
    /// One SVG picture, the answer key below the questions.
    Svg,
}

/// One item of a sheet: its board, the task and the answer in words and pictures.
struct Item {
    variant: Variant,
    labels: bool,
    flipped: bool,
    ask: String,
    asked: Picture,
    answer: String,
    answered: Picture,
}

impl Item {
    /// The item of a quiz question.
    fn quiz(options: &QuizOptions, q: &Question, lang: Lang) -> Item {
        let (asked, answered) = pictures(q);
        Item {
            variant: options.variant,
            labels: options.labels,
            flipped: options.flipped,
            ask: paper_prompt(q, options.variant, lang),
            asked,
            answer: q.answer(options.variant, lang),
            answered,
        }
    }

    fn board(&self, answer: bool) -> String {
        let picture = if answer { &self.answered } else { &self.asked };
        board_svg(self.variant, picture, self.labels, self.flipped)
    }
}

/// A sheet: its title and items.
struct Sheet {
    title: String,
    items: Vec<Item>,
}

impl Sheet {
    /// The sheet of one quiz's questions.
    fn quiz(options: &QuizOptions, count: usize, seed: u64, lang: Lang) -> Sheet {
        Sheet {
            title: title(options, lang),
            items: questions(options, count, seed)
                .iter()
                .map(|q| Item::quiz(options, q, lang))
                .collect(),
        }
    }

    fn write(&self, paper: Paper, lang: Lang) -> String {
        match paper {
            Paper::Html => self.html(lang),
            Paper::Svg => self.svg(lang),
        }
    }
}

/// A worksheet of `count` questions (with an answer key on a second page) as an HTML page.
/// The same seed gives the same sheet.
pub fn worksheet(options: &QuizOptions, count: usize, seed: u64, lang: Lang) -> String {
    Sheet::quiz(options, count, seed, lang).html(lang)
}

/// A worksheet for `name`'s weak spots: `count` questions taken in turn from the quizzes of
/// `weak` (weakest first), each with its own board and options. The same seed gives the same
/// sheet.
pub fn weak_worksheet(
    weak: &[QuizOptions],
    name: &str,
    count: usize,
    seed: u64,
    lang: Lang,
    paper: Paper,
) -> String {
    let mut generators: Vec<(Generator, u32)> = weak
        .iter()
        .enumerate()
        .map(|(i, o)| (Generator::new(o.variant, seed.wrapping_add(i as u64)), 0))
        .collect();
    let mut items = Vec::new();
    for i in 0..count {
        let Some(j) = (!weak.is_empty()).then(|| i % weak.len()) else {
            break;
        };
        let (generator, asked) = &mut generators[j];
        let q = generator.question(weak[j].mode, *asked / 4);
        *asked += 1;
        items.push(Item::quiz(&weak[j], &q, lang));
    }
    Sheet {
        title: t!(lang, "sheet-weak-title", name = name),
        items,
    }
    .write(paper, lang)
}

/// A puzzle sheet: each puzzle's board with who moves and the goal, a line for the answer,
/// and the solution lines in the answer key. `title` heads it.
pub fn puzzle_sheet(puzzles: &[&Puzzle], title: &str, lang: Lang, paper: Paper) -> String {
    let items = puzzles
        .iter()
        .map(|p| {
            let variant = p.variant();
            let line: Vec<String> = p.solution.iter().map(|m| full_text(variant, m)).collect();
            let answered = match p.solution.first() {
                Some(first) => Picture {
                    position: Some(p.position),
                    marked: vec![first.mv.from],
                    captured: first.captured_in_order(p.position.board()),
                    path: first.squares().collect(),
                },
                None => Picture::default(),
            };
            Item {
                variant,
                labels: true,
                flipped: false,
                ask: format!("{}  {}", task_text(p, lang), LONG_BLANK),
                asked: Picture {
                    position: Some(p.position),
                    ..Picture::default()
                },
                answer: t!(lang, "puzzle-book-line", line = line.join(" ")),
                answered,
            }
        })
        .collect();
    Sheet {
        title: title.to_string(),
        items,
    }
    .write(paper, lang)
}

/// The line to write a puzzle's moves on.
const LONG_BLANK: &str = "____________________________";

impl Sheet {
    /// The sheet as an HTML page, the answer key on a second page.
    fn html(&self, lang: Lang) -> String {
        let title = &self.title;
        let mut html = format!(
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"{}\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>{}</title>\n\
             <style>body {{ font-family: sans-serif; }} ol {{ display: flex; flex-wrap: wrap; }} \
             li {{ width: 46%; margin: 0 2% 1.5em 0; break-inside: avoid; }} \
             .key {{ break-before: page; page-break-before: always; }}</style>\n</head>\n<body>\n",
            lang.code(),
            escape(title)
        );
        let _ = writeln!(html, "<h1>{}</h1>", escape(title));
        let _ = writeln!(html, "<p>{}</p>", escape(&name_line(lang)));
        html.push_str("<ol class=\"questions\">\n");
        for item in &self.items {
            let _ = writeln!(
                html,
                "<li><p>{}</p>{}</li>",
                escape(&item.ask),
                item.board(false)
            );
        }
        html.push_str("</ol>\n<section class=\"key\">\n");
        let _ = writeln!(html, "<h2>{}</h2>", escape(&t!(lang, "sheet-answer-key")));
        html.push_str("<ol class=\"answers\">\n");
        for item in &self.items {
            let _ = writeln!(
                html,
                "<li><p class=\"answer\">{}</p>{}</li>",
                escape(&item.answer),
                item.board(true)
            );
        }
        html.push_str("</ol>\n</section>\n</body>\n</html>\n");
        html
    }
}

/// Room around the picture and between its columns, in pixels.
const PAD: usize = 30;
/// Height of one line of text under 12-pixel letters.
const LINE: usize = 15;
/// Width of an average letter of 12-pixel sans-serif text, in tenths of a pixel.
const LETTER_TENTHS: usize = 68;

/// `text` broken into lines of at most `width` characters, at spaces where it can be.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The same worksheet as [`worksheet`], as one SVG picture: the questions in two columns with
/// their boards, then a dashed line and the answer key below it. The same seed gives the same
/// sheet.
pub fn worksheet_svg(options: &QuizOptions, count: usize, seed: u64, lang: Lang) -> String {
    Sheet::quiz(options, count, seed, lang).svg(lang)
}

impl Sheet {
    /// The sheet as one SVG picture, the answer key below the questions.
    fn svg(&self, lang: Lang) -> String {
        let widest = self
            .items
            .iter()
            .map(|i| i.variant.board().width() as usize)
            .max()
            .unwrap_or(8);
        let board = picture_size(widest);
        let column = board + 2 * PAD;
        let width = PAD + column + board + PAD;
        // Texts are as wide as the boards under them at most.
        let letters = board * 10 / LETTER_TENTHS;
        let mut body = String::new();
        let mut y = PAD + 20;
        let _ = write!(
            body,
            r#"<text x="{PAD}" y="{y}" font-size="20" font-weight="bold">{}</text>"#,
            escape(&self.title)
        );
        y += 30;
        let _ = write!(
            body,
            r#"<text x="{PAD}" y="{y}" font-size="12">{}</text>"#,
            escape(&name_line(lang))
        );
        y += 2 * LINE;
        // Lays out the items two to a row; each is its number and text, then its board.
        let grid = |body: &mut String, y: &mut usize, answers: bool| {
            for (row, pair) in self.items.chunks(2).enumerate() {
                let texts: Vec<Vec<String>> = pair
                    .iter()
                    .enumerate()
                    .map(|(i, item)| {
                        let text = if answers { &item.answer } else { &item.ask };
                        wrap(&format!("{}. {text}", 2 * row + i + 1), letters)
                    })
                    .collect();
                let lines = texts.iter().map(Vec::len).max().unwrap_or(1);
                for (i, (item, text)) in pair.iter().zip(&texts).enumerate() {
                    let x = PAD + i * column;
                    for (n, line) in text.iter().enumerate() {
                        let _ = write!(
                            body,
                            r#"<text x="{x}" y="{}" font-size="12">{}</text>"#,
                            *y + 12 + n * LINE,
                            escape(line)
                        );
                    }
                    let _ = write!(
                        body,
                        r#"<g transform="translate({x} {})">{}</g>"#,
                        *y + lines * LINE + 4,
                        item.board(answers)
                    );
                }
                *y += lines * LINE + 4 + board + LINE;
            }
        };
        grid(&mut body, &mut y, false);
        let _ = write!(
            body,
            r##"<line x1="{PAD}" y1="{y}" x2="{}" y2="{y}" stroke="#000000" stroke-dasharray="8 6"/>"##,
            width - PAD
        );
        y += 2 * LINE + 6;
        let _ = write!(
            body,
            r#"<text x="{PAD}" y="{y}" font-size="16" font-weight="bold">{}</text>"#,
            escape(&t!(lang, "sheet-answer-key"))
        );
        y += LINE;
        grid(&mut body, &mut y, true);
        let height = y + PAD;
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\">\n\
             <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n{body}\n</svg>\n"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trainer::Mode;

    #[test]
    fn the_svg_sheet_has_every_question_and_answer_with_a_board() {
        for (mode, variant, lang) in [
            (Mode::Mixed, Variant::Russian, Lang::En),
            (Mode::WriteMove, Variant::International, Lang::Ru),
        ] {
            let options = QuizOptions {
                mode,
                variant,
                seconds: None,
                labels: true,
                flipped: false,
            };
            let svg = worksheet_svg(&options, 5, 9, lang);
            let doc = roxmltree::Document::parse(&svg).expect("well-formed");
            let root = doc.root_element();
            assert!(root.has_tag_name(("http://www.w3.org/2000/svg", "svg")));
            let boards = root
                .descendants()
                .filter(|n| n.has_tag_name("svg") && *n != root)
                .count();
            assert_eq!(boards, 10, "five questions and five answers");
            let texts: Vec<&str> = root
                .descendants()
                .filter(|n| n.has_tag_name("text"))
                .filter_map(|n| n.text())
                .collect();
            let all = texts.join(" ");
            for (i, q) in questions(&options, 5, 9).iter().enumerate() {
                let answer = format!("{}. {}", i + 1, q.answer(variant, lang));
                assert!(all.contains(&answer), "{answer} in {all}");
            }
            assert!(all.contains(&t!(lang, "sheet-answer-key")));
            // Nothing is drawn beyond the picture's bottom edge.
            let height: usize = root.attribute("height").unwrap().parse().unwrap();
            let lowest = root
                .descendants()
                .filter(|n| n.has_tag_name("text"))
                .filter_map(|n| n.attribute("y")?.parse::<usize>().ok())
                .max()
                .unwrap();
            assert!(lowest < height);
        }
    }

    #[test]
    fn a_drill_worksheet_asks_on_paper_and_keys_the_engines_answers() {
        use crate::trainer::Rule;
        for (rule, variant) in [
            (Rule::MustCapture, Variant::Russian),
            (Rule::Crowning, Variant::Brazilian),
            (Rule::TurkishStrike, Variant::International),
            (Rule::FinishCapture, Variant::English),
        ] {
            let options = QuizOptions::drill(rule, variant);
            let html = worksheet(&options, 6, 3, Lang::En);
            let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
                .expect("well-formed");
            let texts = |class: &str| -> Vec<String> {
                doc.descendants()
                    .find(|n| n.attribute("class") == Some(class))
                    .unwrap()
                    .children()
                    .filter(|n| n.has_tag_name("li"))
                    .map(|li| {
                        let p = li.children().find(|n| n.has_tag_name("p")).unwrap();
                        p.text().unwrap_or_default().to_string()
                    })
                    .collect()
            };
            let (asked, keyed) = (texts("questions"), texts("answers"));
            for ((q, text), key) in questions(&options, 6, 3).iter().zip(&asked).zip(&keyed) {
                let Question::Drill(d) = q else {
                    panic!("a drill sheet has drill questions")
                };
                assert!(text.starts_with(&d.paper_prompt(Lang::En)), "{text}");
                assert_eq!(*key, d.answer(Lang::En));
                for choice in d.choices(Lang::En) {
                    assert!(text.contains(&choice), "{text} lists {choice}");
                }
            }
            // The pieces are drawn.
            assert!(html.matches("<circle").count() >= 6 * 8, "{html}");
        }
    }

    #[test]
    fn long_texts_are_wrapped_at_spaces() {
        assert_eq!(
            wrap("Colour every square of the Big Road", 16),
            ["Colour every", "square of the", "Big Road"]
        );
        assert_eq!(wrap("a7", 16), ["a7"]);
    }

    #[test]
    fn a_worksheet_is_well_formed_with_the_right_answers() {
        for (mode, variant) in [
            (Mode::Mixed, Variant::Russian),
            (Mode::WriteMove, Variant::International),
            (Mode::Diagonals, Variant::English),
        ] {
            let options = QuizOptions {
                mode,
                variant,
                seconds: None,
                labels: true,
                flipped: mode == Mode::Diagonals,
            };
            let html = worksheet(&options, 12, 5, Lang::En);
            let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
                .expect("well-formed");
            let list = |class: &str| -> Vec<roxmltree::Node> {
                doc.descendants()
                    .find(|n| n.has_tag_name("ol") && n.attribute("class") == Some(class))
                    .expect("the list is there")
                    .children()
                    .filter(|n| n.has_tag_name("li"))
                    .collect()
            };
            let questions = list("questions");
            let answers = list("answers");
            assert_eq!((questions.len(), answers.len()), (12, 12));
            for item in questions.iter().chain(&answers) {
                let svg = item
                    .children()
                    .find(|n| n.has_tag_name("svg"))
                    .expect("each item has a board");
                let squares = svg.children().filter(|n| n.has_tag_name("rect")).count();
                assert_eq!(squares, 1 + variant.board().square_count() as usize);
            }
            // The key holds the generator's answers for the same seed.
            let mut generator = Generator::new(variant, 5);
            for (i, item) in answers.iter().enumerate() {
                let expected = generator
                    .question(mode, (i / 4) as u32)
                    .answer(variant, Lang::En);
                let text = item
                    .children()
                    .find(|n| n.has_tag_name("p"))
                    .and_then(|p| p.text())
                    .unwrap();
                assert_eq!(text, expected);
            }
            let key = doc
                .descendants()
                .find(|n| n.attribute("class") == Some("key"))
                .unwrap();
            assert_eq!(
                key.children()
                    .find(|n| n.has_tag_name("h2"))
                    .and_then(|h| h.text()),
                Some("Answer key")
            );
        }
        let ru = worksheet(
            &QuizOptions {
                mode: Mode::FindSquare,
                variant: Variant::Russian,
                seconds: None,
                labels: false,
                flipped: false,
            },
            3,
            1,
            Lang::Ru,
        );
        assert!(ru.contains("Обведи поле") && ru.contains("Ответы"));
    }

    #[test]
    fn a_weak_sheet_takes_its_questions_in_turn_from_each_weak_quiz() {
        let weak = [
            QuizOptions::from_key("name/russian/untimed/labels").unwrap(),
            QuizOptions::from_key("write/international/untimed/no-labels").unwrap(),
        ];
        let html = weak_worksheet(&weak, "Anna & Bob", 5, 3, Lang::En, Paper::Html);
        let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
            .expect("well-formed");
        let title = doc.descendants().find(|n| n.has_tag_name("h1")).unwrap();
        assert_eq!(
            title.text(),
            Some("Draughts quiz for Anna & Bob: what to practise")
        );
        let boards: Vec<usize> = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("questions"))
            .unwrap()
            .children()
            .filter(|n| n.has_tag_name("li"))
            .map(|li| {
                let svg = li.children().find(|n| n.has_tag_name("svg")).unwrap();
                svg.children().filter(|n| n.has_tag_name("rect")).count() - 1
            })
            .collect();
        assert_eq!(boards, [32, 50, 32, 50, 32], "8x8 and 10x10 boards in turn");
        let svg = weak_worksheet(&weak, "Anna", 4, 3, Lang::Bg, Paper::Svg);
        roxmltree::Document::parse(&svg).expect("well-formed");
        assert!(svg.contains("Викторина по шашки за Anna"));
    }

    #[test]
    fn a_puzzle_sheet_has_each_task_a_line_to_write_on_and_the_solution_in_the_key() {
        let (puzzles, _) = crate::content::load_puzzles(None);
        let chosen: Vec<&Puzzle> = puzzles.iter().take(3).collect();
        let html = puzzle_sheet(&chosen, "Puzzles", Lang::En, Paper::Html);
        let doc = roxmltree::Document::parse(html.trim_start_matches("<!DOCTYPE html>\n"))
            .expect("well-formed");
        let texts = |class: &str| -> Vec<String> {
            doc.descendants()
                .find(|n| n.has_tag_name("ol") && n.attribute("class") == Some(class))
                .unwrap()
                .children()
                .filter(|n| n.has_tag_name("li"))
                .map(|li| {
                    let p = li.children().find(|n| n.has_tag_name("p")).unwrap();
                    p.text().unwrap().to_string()
                })
                .collect()
        };
        for (p, (task, answer)) in chosen
            .iter()
            .zip(texts("questions").iter().zip(texts("answers")))
        {
            assert!(task.starts_with(&task_text(p, Lang::En)), "{task}");
            assert!(task.ends_with(LONG_BLANK), "{task}");
            let first = full_text(p.variant(), &p.solution[0]);
            assert!(answer.contains(&first), "{answer}");
        }
        let svg = puzzle_sheet(&chosen, "Задачи", Lang::Ru, Paper::Svg);
        roxmltree::Document::parse(&svg).expect("well-formed");
        assert!(svg.contains("Ход "), "the task in Russian");
    }
}
