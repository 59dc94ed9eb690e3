//! The lesson list and the lesson screen.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, NamedView, OnEventView, ScrollView, SelectView,
    TextView,
};

use super::board::{BoardView, Marks, PickMode, move_squares};
use super::fit::Fit;
use super::{App, state};
use crate::Lang;
use crate::content::StepKind;
use crate::progress::unix_now;
use crate::rules::Square;
use crate::trainer::{Advance, Hint, LessonRun, Tone};

const LESSON_LAYER: &str = "lesson-layer";

/// Stars as text: filled for earned, hollow for not.
fn stars(n: u8, ascii: bool) -> String {
    let (full, empty) = if ascii { ("*", "-") } else { ("★", "☆") };
    (0..3).map(|i| if i < n { full } else { empty }).collect()
}

/// Shows the list of lessons over the current screen.
pub fn show_list(siv: &mut Cursive) {
    let (lang, ascii, catalog, progress) = {
        let app = state(siv);
        (
            app.lang(),
            app.board_style().ascii,
            app.catalog(),
            app.progress.clone(),
        )
    };
    let mut list = SelectView::new();
    for (i, lesson) in catalog.lessons.iter().enumerate() {
        let done = progress.lessons.get(&lesson.id);
        let mark = match done {
            Some(p) if p.completed => stars(p.stars, ascii),
            Some(p) if p.step > 0 => lang.pick("...", "...").to_string(),
            _ => "   ".to_string(),
        };
        let label = format!("{mark} {:>2}. {}", i + 1, lesson.title.get(lang));
        list.add_item(label, lesson.id.clone());
    }
    list.set_on_submit(|s, id: &String| open(s, id));
    // Coming back from a lesson, keep it selected.
    let open_id = state(siv).run.as_ref().map(|r| r.lesson().id.clone());
    if let Some(i) = open_id.and_then(|id| catalog.lessons.iter().position(|l| l.id == id)) {
        list.set_selection(i);
    }
    let mut body =
        LinearLayout::vertical().child(ScrollView::new(list.with_name("lessons")).full_height());
    for (path, problems) in &catalog.broken {
        let first = problems.first().map_or(String::new(), |p| {
            format!("{}:{}: {}", p.line, p.column, p.message)
        });
        body.add_child(TextView::new(format!(
            "{} {path}:{first}",
            lang.pick("Cannot use", "Нельзя открыть")
        )));
    }
    body.add_child(TextView::new(lang.pick(
        "Enter: open   Esc: back to the menu",
        "Enter: открыть   Esc: назад в меню",
    )));
    let dialog = Dialog::around(body).title(lang.pick("Lessons", "Уроки"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (44, 12), lang));
}

/// Opens a lesson at the step where the learner left it.
pub fn open(siv: &mut Cursive, id: &str) {
    let app = state(siv);
    let catalog = app.catalog();
    let Some(lesson) = catalog.lesson(id) else {
        return;
    };
    let start = match app.progress.lessons.get(id) {
        Some(p) if !p.completed => p.step,
        _ => 0,
    };
    app.run = Some(LessonRun::new(lesson.clone(), start, app.lang()));
    show_step(siv);
}

/// The marks of the board for the current state of the run.
fn marks(run: &LessonRun) -> Marks {
    let scene = &run.step().scene;
    let mut highlight: crate::rules::Bitboard = scene.highlight.iter().copied().collect();
    for diagonal in &scene.diagonals {
        for sq in diagonal.squares() {
            highlight = highlight.with(sq);
        }
    }
    let hint = match run.hint_shown() {
        Some(Hint::Square(s)) => vec![*s],
        Some(Hint::Target(a, b)) => vec![*a, *b],
        Some(Hint::Move(path)) => path.squares().collect(),
        _ => Vec::new(),
    };
    Marks {
        highlight,
        selected: run.selection(),
        last_move: run.last_move().map(move_squares).unwrap_or_default(),
        hint,
        arrows: scene.arrows.clone(),
        captured: Vec::new(),
    }
}

fn pick_mode(run: &LessonRun) -> PickMode {
    match (&run.step().kind, run.is_solved()) {
        (StepKind::Move(_), false) => PickMode::Moves,
        (StepKind::Squares(_), false) => PickMode::Squares,
        _ => PickMode::Off,
    }
}

fn help(run: &LessonRun) -> &'static str {
    let lang = run.lang();
    if run.is_solved() {
        return lang.pick(
            "Enter: next step   Esc: back to the lessons",
            "Enter: следующий шаг   Esc: к урокам",
        );
    }
    match run.step().kind {
        StepKind::Say => lang.pick("Enter: go on   Esc: back", "Enter: дальше   Esc: назад"),
        StepKind::Move(_) => lang.pick(
            "Arrows: move  Enter: pick  Tab: type a move  ?: hint  f: flip  Esc: back",
            "Стрелки, Enter: ходить  Tab: написать ход  ?: подсказка  f: повернуть  Esc: назад",
        ),
        StepKind::Squares(_) => lang.pick(
            "Arrows: move  Enter: mark a square  c: check  ?: hint  Esc: back",
            "Стрелки: ходить  Enter: отметить  c: проверить  ?: подсказка  Esc: назад",
        ),
        StepKind::Choice { .. } => lang.pick(
            "Up/Down: choose   Enter: answer   ?: hint   Esc: back",
            "Вверх/вниз: выбрать   Enter: ответить   ?: подсказка   Esc: назад",
        ),
        StepKind::Answer(_) => lang.pick(
            "Type the answer and press Enter   ?: hint   Esc: back",
            "Напиши ответ и нажми Enter   ?: подсказка   Esc: назад",
        ),
    }
}

fn title(run: &LessonRun, ascii: bool) -> String {
    let (step, count) = run.step_number();
    let lang = run.lang();
    let word = lang.pick("step", "шаг");
    format!(
        "{} - {word} {} / {count} - {}",
        run.lesson().title.get(lang),
        step + 1,
        stars(run.stars(), ascii)
    )
}

/// Builds the screen of the current step (replacing the one shown).
fn show_step(siv: &mut Cursive) {
    if siv.find_name::<NamedView<Dialog>>(LESSON_LAYER).is_some()
        || siv.find_name::<Dialog>(LESSON_LAYER).is_some()
    {
        siv.pop_layer();
    }
    let app = state(siv);
    let style = app.board_style();
    let Some(run) = app.run.as_ref() else {
        return;
    };
    let lang = run.lang();
    let board = BoardView::new(run.board().copied(), style)
        .on_route(|s, route| with_run(s, |run| run.play_route(&route)))
        .on_square(|s, sq: Square| with_run(s, |run| run.toggle_square(sq)))
        .on_refused(|s, reason| {
            with_run(s, |run| {
                let text = reason.message(run.variant(), run.lang());
                run.note(text)
            })
        });
    let mut right = LinearLayout::vertical()
        .child(ScrollView::new(TextView::new(run.prompt()).with_name("prompt")).max_height(10))
        .child(TextView::new(" "))
        .child(TextView::new("").with_name("feedback"))
        .child(TextView::new("").with_name("counters"));
    if let StepKind::Choice { options, .. } = &run.step().kind {
        let mut choices = SelectView::new();
        for (i, option) in options.iter().enumerate() {
            choices.add_item(format!("{}. {}", i + 1, option.get(lang)), i);
        }
        choices.set_on_submit(|s, i: &usize| {
            let i = *i;
            with_run(s, move |run| run.choose(i))
        });
        right.insert_child(1, choices.with_name("choices"));
    }
    let has_board = run.board().is_some();
    let mut top = LinearLayout::horizontal();
    if has_board {
        top.add_child(board.with_name("board"));
        top.add_child(DummyView.fixed_width(2));
    }
    top.add_child(right.full_width());
    let mut body = LinearLayout::vertical().child(top.full_height());
    if matches!(run.step().kind, StepKind::Move(_) | StepKind::Answer(_)) {
        let label = match run.step().kind {
            StepKind::Answer(_) => lang.pick("Your answer: ", "Твой ответ: "),
            _ => lang.pick("Type a move: ", "Напиши ход: "),
        };
        let input = EditView::new()
            .on_submit(|s, text| {
                if text.trim().is_empty() {
                    next(s);
                } else {
                    let text = text.to_string();
                    with_run(s, move |run| run.type_text(&text));
                    s.call_on_name("input", |e: &mut EditView| e.set_content(""));
                }
            })
            .with_name("input");
        body.add_child(
            LinearLayout::horizontal()
                .child(TextView::new(label))
                .child(input.full_width()),
        );
    }
    body.add_child(TextView::new(help(run)).with_name("help"));
    let dialog = Dialog::around(body)
        .title(title(run, style.ascii))
        .with_name(LESSON_LAYER);
    let view = OnEventView::new(dialog)
        .on_event('?', hint)
        .on_event('c', |s| with_run(s, |run| run.submit_selection()))
        .on_event(Key::Enter, next)
        .on_event(Key::Esc, |s| {
            s.pop_layer();
            refresh_list(s);
        });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    if let StepKind::Answer(_) = state(siv)
        .run
        .as_ref()
        .map(|r| &r.step().kind)
        .expect("a run is open")
    {
        let _ = siv.focus_name("input");
    }
    refresh(siv);
}

/// Rebuilds the lesson list so it shows fresh stars.
fn refresh_list(siv: &mut Cursive) {
    if siv.find_name::<SelectView<String>>("lessons").is_some() {
        siv.pop_layer();
        show_list(siv);
    }
}

/// Runs `f` on the open lesson, then redraws what changed.
fn with_run(siv: &mut Cursive, f: impl FnOnce(&mut LessonRun)) {
    if let Some(run) = state(siv).run.as_mut() {
        f(run);
    }
    refresh(siv);
}

fn hint(siv: &mut Cursive) {
    with_run(siv, |run| {
        run.hint();
    });
}

/// Updates the views of the lesson screen from the run.
fn refresh(siv: &mut Cursive) {
    let app: &mut App = state(siv);
    let style = app.board_style();
    let Some(run) = app.run.as_ref() else {
        return;
    };
    let position = run.board().copied();
    let marks = marks(run);
    let mode = pick_mode(run);
    let prompt = run.prompt();
    let feedback = run.feedback().cloned();
    let counters = run.draw_counters().join("\n");
    let help = help(run);
    let title = title(run, style.ascii);
    let solved = run.is_solved();
    siv.call_on_name("board", |b: &mut BoardView| b.set(position, marks, mode));
    siv.call_on_name("prompt", |t: &mut TextView| t.set_content(prompt));
    siv.call_on_name("help", |t: &mut TextView| t.set_content(help));
    siv.call_on_name("counters", |t: &mut TextView| t.set_content(counters));
    siv.call_on_name(LESSON_LAYER, |d: &mut Dialog| d.set_title(title));
    let text = feedback.map_or(cursive::utils::markup::StyledString::new(), |f| {
        let color = match f.tone {
            Tone::Right => cursive::theme::BaseColor::Green.dark(),
            Tone::Wrong => cursive::theme::BaseColor::Red.dark(),
            Tone::Info => cursive::theme::BaseColor::Blue.dark(),
        };
        let mark = match f.tone {
            Tone::Right => "+ ",
            Tone::Wrong => "x ",
            Tone::Info => "i ",
        };
        cursive::utils::markup::StyledString::styled(format!("{mark}{}", f.text), color)
    });
    siv.call_on_name("feedback", |t: &mut TextView| t.set_content(text));
    if solved {
        // Nothing left to pick: Enter goes on.
        let _ = siv.focus_name("prompt");
    }
}

/// Goes on to the next step, saving progress; at the end shows the result.
fn next(siv: &mut Cursive) {
    let app = state(siv);
    let Some(run) = app.run.as_mut() else {
        return;
    };
    let id = run.lesson().id.clone();
    match run.advance() {
        Advance::NotYet => {
            let text = run.lang().pick(
                "Finish this step first, or press ? for a hint.",
                "Сначала закончи этот шаг или нажми ? для подсказки.",
            );
            run.note(text);
            refresh(siv);
        }
        Advance::Next => {
            let step = run.step_number().0;
            let entry = app.progress.lessons.entry(id).or_default();
            entry.step = step;
            entry.updated = unix_now();
            app.save();
            show_step(siv);
        }
        Advance::Finished => {
            let stars_now = run.stars();
            let (mistakes, hints) = run.mistakes_and_hints();
            let lang = run.lang();
            let entry = app.progress.lessons.entry(id.clone()).or_default();
            entry.completed = true;
            entry.stars = entry.stars.max(stars_now);
            entry.step = 0;
            entry.updated = unix_now();
            app.save();
            let ascii = app.board_style().ascii;
            let text = match lang {
                Lang::En => format!(
                    "Lesson complete! {}\n\nMistakes: {mistakes}. Hints: {hints}.",
                    stars(stars_now, ascii)
                ),
                Lang::Ru => format!(
                    "Урок пройден! {}\n\nОшибок: {mistakes}. Подсказок: {hints}.",
                    stars(stars_now, ascii)
                ),
            };
            let following = app
                .catalog()
                .lessons
                .iter()
                .skip_while(|l| l.id != id)
                .nth(1)
                .map(|l| l.id.clone());
            let mut dialog = Dialog::text(text).title(lang.pick("Well done", "Молодец"));
            if let Some(next_id) = following {
                dialog = dialog.button(
                    lang.pick("Next lesson", "Следующий урок"),
                    move |s| {
                        s.pop_layer();
                        s.pop_layer();
                        open(s, &next_id);
                    },
                );
            }
            dialog = dialog.button(lang.pick("Lessons", "Уроки"), |s| {
                s.pop_layer();
                s.pop_layer();
                refresh_list(s);
            });
            siv.add_layer(dialog);
        }
    }
}
