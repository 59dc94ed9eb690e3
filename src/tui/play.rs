//! The play screens: choosing a game, and playing it against the computer, whose search runs
//! on a worker thread so the board stays responsive.

use std::time::Duration;

use cursive::Cursive;
use cursive::event::{Event, Key};
use cursive::view::{Nameable, Resizable, ScrollStrategy};
use cursive::views::{
    Dialog, DummyView, EditView, LinearLayout, OnEventView, ScrollView, SelectView, TextView,
};

use super::board::{BoardView, Marks, PickMode, move_squares, play_out};
use super::fit::Fit;
use super::input::{Footer, Tracked, TypingFlag};
use super::{keys, state};
use crate::Lang;
use crate::engine::{FULL_STRENGTH_TIME, Level, Searcher, choose_move, hint};
use crate::rng::Rng;
use crate::rules::{Color, MovePath, Position, Variant};
use crate::trainer::{PlayPlan, PlaySession, Tone, pdn_date};

const GAME_LAYER: &str = "play-game";
const BODY: &str = "play-body";
const BOARD: &str = "play-board";
const INPUT: &str = "play-input";

/// How long the computer thinks about a hint.
const HINT_TIME: Duration = Duration::from_millis(700);

/// A game in progress, kept in the app state.
pub struct PlayState {
    session: PlaySession,
    /// Bumped by undo and new games, so a stale search result is thrown away.
    generation: u64,
    thinking: bool,
    hinting: bool,
    /// Whether the learner last used the move box rather than the board; the focus returns
    /// there when it is the learner's turn again.
    typing: bool,
    /// Once the finished game is saved: where it went (or why it could not be), in words.
    saved: Option<String>,
}

#[derive(Clone, Copy, Debug)]
enum Row {
    Variant,
    Level,
    Side,
    Start,
}

/// The play menu: variant, level and side, each changed with Enter, then Start.
pub fn show_setup(siv: &mut Cursive, plan: PlayPlan) {
    let lang = state(siv).lang();
    let mut list = SelectView::new();
    let variant = lang.pick("Variant", "Вариант");
    let level = lang.pick("Computer level", "Уровень компьютера");
    let side = lang.pick("You play", "Ты играешь");
    list.add_item(
        format!("{variant}: {}", plan.variant.title(lang)),
        Row::Variant,
    );
    list.add_item(format!("{level}: {} / 8", plan.level.number()), Row::Level);
    list.add_item(format!("{side}: {}", plan.side.label(lang)), Row::Side);
    list.add_item(lang.pick(">> Start <<", ">> Начать <<"), Row::Start);
    let chosen = plan.clone();
    list.set_on_submit(move |s, row: &Row| {
        let mut plan = chosen.clone();
        match row {
            Row::Variant => {
                let at = Variant::ALL.iter().position(|v| *v == plan.variant);
                plan.variant = Variant::ALL[(at.unwrap_or(0) + 1) % Variant::ALL.len()];
            }
            Row::Level => {
                plan.level = Level::new(plan.level.number() % 8 + 1).unwrap_or(plan.level)
            }
            Row::Side => plan.side = plan.side.next(),
            Row::Start => {
                s.pop_layer();
                return start_plan(s, plan);
            }
        }
        let row = *row as usize;
        s.pop_layer();
        show_setup(s, plan);
        s.call_on_name("play-setup", |l: &mut SelectView<Row>| l.set_selection(row));
    });
    let body = LinearLayout::vertical()
        .child(list.with_name("play-setup"))
        .child(TextView::new(" "))
        .child(TextView::new(lang.pick(
            "Level 1 is a beginner who makes mistakes; level 8 plays its best.",
            "Уровень 1 — новичок, который ошибается; уровень 8 играет в полную силу.",
        )))
        .child(TextView::new(lang.pick(
            "Enter: change or start   Esc: back",
            "Enter: изменить или начать   Esc: назад",
        )));
    let dialog =
        Dialog::around(body).title(lang.pick("Play against the computer", "Игра с компьютером"));
    let view = OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    });
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (50, 12), lang));
}

/// Opens the game a plan describes.
pub fn start_plan(siv: &mut Cursive, plan: PlayPlan) {
    let lang = state(siv).lang();
    let session = plan.session(lang, &mut Rng::from_clock());
    start(siv, session);
}

/// Starts (or continues) a game.
pub fn start(siv: &mut Cursive, session: PlaySession) {
    let lang = state(siv).lang();
    let style = state(siv).board_style();
    let flip = session.human() == Color::Black;
    state(siv).play = Some(PlayState {
        session,
        generation: 0,
        thinking: false,
        hinting: false,
        typing: false,
        saved: None,
    });
    let mut board = BoardView::new(None, style)
        .on_route(|s, route| {
            set_typing(s, false);
            human(s, |session| session.play_route(&route))
        })
        .on_refused(|s, reason| {
            let app = state(s);
            let (lang, variant) = (
                app.lang(),
                app.play.as_ref().map(|p| p.session.position().variant()),
            );
            if let Some(v) = variant {
                let text = reason.message(v, lang);
                s.call_on_name("play-feedback", |t: &mut TextView| t.set_content(text));
            }
        });
    if flip {
        board.flip();
    }
    let typing_flag: TypingFlag = Default::default();
    let right = LinearLayout::vertical()
        .child(TextView::new("").with_name("play-status"))
        .child(TextView::new("").with_name("play-feedback"))
        .child(TextView::new("").with_name("play-counters"))
        .child(TextView::new(" "))
        .child(
            ScrollView::new(TextView::new("").with_name("play-moves"))
                .scroll_strategy(ScrollStrategy::StickToBottom)
                .full_height(),
        );
    let input = EditView::new()
        .on_submit(|s, text| {
            let text = text.to_string();
            s.call_on_name(INPUT, |e: &mut EditView| e.set_content(""));
            if text.trim().is_empty() {
                return enter(s);
            }
            set_typing(s, true);
            human(s, move |session| session.type_text(&text));
        })
        .with_name(INPUT);
    let body = LinearLayout::vertical()
        .child(
            LinearLayout::horizontal()
                .child(board.with_name(BOARD))
                .child(DummyView.fixed_width(2))
                .child(right.max_width(72))
                .full_height(),
        )
        .child(
            LinearLayout::horizontal()
                .child(TextView::new(lang.pick("Type a move: ", "Напиши ход: ")))
                .child(Tracked::new(input, typing_flag.clone()).full_width()),
        )
        .child(Footer::new(
            lang.pick(
                "Arrows, Enter: pick the piece, then its square  Tab: type  F1 or ?: hint  \
                 u: take back  d: offer a draw  r: resign  f: turn the board  Esc: leave",
                "Стрелки, Enter: выбрать шашку, потом поле  Tab: писать ход  F1 или ?: \
                 подсказка  u: вернуть ход  d: предложить ничью  r: сдаться  f: повернуть  Esc: выйти",
            ),
            lang.pick(
                "Type the move (c3-d4, c3:e5) and press Enter  Tab: back to the board  \
                 F1: hint  Esc: leave",
                "Напиши ход (c3-d4, c3:e5) и нажми Enter  Tab: к доске  F1: подсказка  \
                 Esc: выйти",
            ),
            typing_flag,
        ))
        .with_name(BODY);
    let dialog = Dialog::around(body).title("").with_name(GAME_LAYER);
    let view = OnEventView::new(dialog)
        .on_pre_event(Key::Tab, switch_focus)
        .on_pre_event(Event::Shift(Key::Tab), switch_focus)
        .on_event(keys::hint(), ask_hint)
        .on_event(keys::command('u'), undo)
        .on_event(keys::command('d'), |s| {
            human(s, |session| {
                session.offer_draw();
            })
        })
        .on_event(keys::command('r'), confirm_resign)
        .on_event(Key::Enter, enter)
        .on_event(Key::Esc, leave);
    siv.add_fullscreen_layer(Fit::new(view.full_screen(), (64, 20), lang));
    after_move(siv);
}

/// Tab: from the board to the move box and back (the move list is skipped).
fn switch_focus(siv: &mut Cursive) {
    let on_board = siv
        .call_on_name(BODY, |l: &mut LinearLayout| l.get_focus_index() == 0)
        .unwrap_or(true);
    if siv.focus_name(if on_board { INPUT } else { BOARD }).is_ok() {
        set_typing(siv, on_board);
    }
}

/// Remembers whether the learner types moves or picks them on the board.
fn set_typing(siv: &mut Cursive, typing: bool) {
    if let Some(play) = state(siv).play.as_mut() {
        play.typing = typing;
    }
}

/// `r`: asks before giving up the game.
fn confirm_resign(siv: &mut Cursive) {
    let Some(play) = state(siv).play.as_ref() else {
        return;
    };
    if play.session.ending().is_some() {
        return;
    }
    let lang = state(siv).lang();
    let dialog = Dialog::text(lang.pick("Give up this game?", "Сдаться в этой партии?"))
        .button(lang.pick("Yes, resign", "Да, сдаюсь"), |s| {
            s.pop_layer();
            human(s, PlaySession::resign);
        })
        .dismiss_button(lang.pick("No, play on", "Нет, играем"));
    siv.add_layer(OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    }));
}

/// Runs `f` on the game for the learner, then lets the computer answer.
fn human(siv: &mut Cursive, f: impl FnOnce(&mut PlaySession)) {
    if let Some(play) = state(siv).play.as_mut() {
        f(&mut play.session);
    }
    after_move(siv);
}

/// After any change: save a finished game, start the computer's search if it is to move,
/// and redraw.
fn after_move(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let app = state(siv);
    let lang = app.lang();
    let (player, profile) = (app.profile.name.clone(), app.profile.id.clone());
    let Some(play) = app.play.as_mut() else {
        return;
    };
    if play.session.ending().is_some() && play.saved.is_none() {
        let saved = save(app.store.as_ref(), &profile, &player, &play.session);
        play.saved = Some(saved.map_or(String::new(), |r| saved_text(r, lang)));
    }
    if play.session.computer_to_move() && !play.thinking {
        play.thinking = true;
        let generation = play.generation;
        let (pos, history) = play.session.search_input();
        let level = play.session.level();
        std::thread::spawn(move || {
            let mut rng = Rng::from_clock();
            let mut searcher = Searcher::new(18);
            let found = choose_move(
                &pos,
                &history,
                level,
                FULL_STRENGTH_TIME,
                &mut searcher,
                &mut rng,
            );
            // The trainer may have been closed meanwhile; then nobody needs the move.
            let _ = sink.send(Box::new(move |s: &mut Cursive| {
                computer(s, generation, found)
            }));
        });
    }
    refresh(siv);
}

/// Saves the game in the profile's games folder; returns the file, or why it failed
/// (`None` when there is nowhere to save).
fn save(
    store: Option<&crate::progress::Store>,
    profile: &str,
    player: &str,
    session: &PlaySession,
) -> Option<Result<String, String>> {
    let store = store?;
    let date = pdn_date(crate::progress::unix_now());
    let pdn = session.to_pdn(player, &date);
    let finished = if session.ending().is_some() {
        ""
    } else {
        "-unfinished"
    };
    let stem = format!(
        "{}-{}{finished}",
        date.replace('.', "-"),
        session.position().variant()
    );
    Some(match store.save_game(profile, &stem, &pdn) {
        Ok(path) => Ok(path.display().to_string()),
        Err(e) => Err(e.to_string()),
    })
}

/// Where a game was saved, or why it was not, in words.
pub fn saved_text(saved: Result<String, String>, lang: Lang) -> String {
    match (saved, lang) {
        (Ok(path), Lang::En) => format!("The game is saved as {path}"),
        (Ok(path), Lang::Ru) => format!("Партия сохранена: {path}"),
        (Err(e), Lang::En) => format!("The game could not be saved: {e}"),
        (Err(e), Lang::Ru) => format!("Партию не удалось сохранить: {e}"),
    }
}

/// The computer's move arrives from the worker thread.
fn computer(siv: &mut Cursive, generation: u64, found: Option<MovePath>) {
    let Some(play) = state(siv).play.as_mut() else {
        return;
    };
    if play.generation != generation {
        return;
    }
    play.thinking = false;
    let before = *play.session.position();
    let shown = found.clone();
    if let Some(path) = found {
        play.session.computer_move(path);
    }
    let played = *play.session.position() != before;
    after_move(siv);
    if let Some(path) = shown.filter(|_| played) {
        play_out(siv, BOARD, before, path);
    }
}

/// `?`: looks for the learner's best move on a worker thread.
fn ask_hint(siv: &mut Cursive) {
    let sink = siv.cb_sink().clone();
    let lang = state(siv).lang();
    let Some(play) = state(siv).play.as_mut() else {
        return;
    };
    if !play.session.human_to_move() || play.hinting {
        return;
    }
    play.hinting = true;
    let generation = play.generation;
    let (pos, history) = play.session.search_input();
    std::thread::spawn(move || {
        let found = hint(&pos, &history, HINT_TIME, lang);
        let _ = sink.send(Box::new(move |s: &mut Cursive| {
            if let Some(play) = state(s)
                .play
                .as_mut()
                .filter(|p| p.generation == generation)
            {
                play.hinting = false;
                if let Some(found) = found {
                    play.session.show_hint(&pos, &found);
                }
            }
            refresh(s);
        }));
    });
    refresh(siv);
}

/// Takes back the last pair of moves (and forgets a search under way).
fn undo(siv: &mut Cursive) {
    if let Some(play) = state(siv).play.as_mut() {
        play.generation += 1;
        play.thinking = false;
        play.hinting = false;
        if play.session.undo() {
            // A finished game that goes on again is saved afresh when it ends.
            play.saved = None;
        }
    }
    after_move(siv);
}

/// Enter after the game: a new game with the same settings.
fn enter(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(play) = app.play.as_ref() else {
        return;
    };
    if play.session.ending().is_some() {
        let variant = play.session.position().variant();
        let (level, side) = (play.session.level(), play.session.human());
        siv.pop_layer();
        start(
            siv,
            PlaySession::new(Position::start(variant), side, level, lang),
        );
    }
}

/// Esc: leaves the game (saving it if unfinished) and says where it was saved.
fn leave(siv: &mut Cursive) {
    if let Some(text) = close_game(siv) {
        state(siv).notices.push(text);
    }
    siv.pop_layer();
    super::screens::show_notices(siv);
}

/// Closes the game; an unfinished game with moves is saved so that `shashki play --load`
/// can continue it. Returns where it went (or why it could not be saved), in words.
pub fn close_game(siv: &mut Cursive) -> Option<String> {
    let app = state(siv);
    let lang = app.lang();
    let play = app.play.take()?;
    if play.saved.is_some() || play.session.game().moves().is_empty() {
        return None;
    }
    let saved = save(
        app.store.as_ref(),
        &app.profile.id,
        &app.profile.name,
        &play.session,
    )?;
    let resumable = saved.is_ok();
    let mut text = saved_text(saved, lang);
    if resumable {
        text += lang.pick(
            "\nContinue it with: shashki play --load FILE",
            "\nПродолжить: shashki play --load ФАЙЛ",
        );
    }
    Some(text)
}

/// Updates the views from the game.
fn refresh(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let Some(play) = app.play.as_ref() else {
        return;
    };
    let session = &play.session;
    let position = *session.position();
    let marks = Marks {
        highlight: session.must_capture().into_iter().collect(),
        last_move: session
            .game()
            .moves()
            .last()
            .map(move_squares)
            .unwrap_or_default(),
        ..Marks::default()
    };
    let mode = if session.human_to_move() {
        PickMode::Moves
    } else {
        PickMode::Off
    };
    let typing = play.typing;
    let status = match (session.ending_text(), play.thinking, &play.saved) {
        (Some(end), _, saved) => {
            let again = lang.pick(
                "Enter: a new game   Esc: leave",
                "Enter: новая партия   Esc: выйти",
            );
            match saved.as_deref() {
                Some(saved) if !saved.is_empty() => format!("{end}\n{saved}\n{again}"),
                _ => format!("{end}\n{again}"),
            }
        }
        (None, true, _) => lang
            .pick("The computer is thinking...", "Компьютер думает...")
            .to_string(),
        (None, false, _) if play.hinting => lang
            .pick("Looking for a good move...", "Ищу хороший ход...")
            .to_string(),
        (None, false, _) if !session.must_capture().is_empty() => lang
            .pick(
                "Your move. You must capture!",
                "Твой ход. Бить обязательно!",
            )
            .to_string(),
        (None, false, _) => lang.pick("Your move.", "Твой ход.").to_string(),
    };
    let feedback = session.feedback().cloned();
    let counters = session.counters().join("\n");
    let moves = session.move_list().join("\n");
    let you = match session.human() {
        Color::White => lang.pick("you play White", "ты играешь белыми"),
        Color::Black => lang.pick("you play Black", "ты играешь чёрными"),
    };
    let title = format!(
        "{} - {} {} - {you}",
        position.variant().title(lang),
        lang.pick("level", "уровень"),
        session.level().number()
    );
    siv.call_on_name(BOARD, |b: &mut BoardView| {
        b.set(Some(position), marks, mode)
    });
    if mode == PickMode::Moves {
        // The board could not keep the focus while the computer thought.
        let _ = siv.focus_name(if typing { INPUT } else { BOARD });
    }
    siv.call_on_name("play-status", |t: &mut TextView| t.set_content(status));
    let text = feedback.map_or(cursive::utils::markup::StyledString::new(), |f| {
        let color = match f.tone {
            Tone::Right => cursive::theme::BaseColor::Green.dark(),
            Tone::Wrong => cursive::theme::BaseColor::Red.dark(),
            Tone::Info => cursive::theme::BaseColor::Blue.dark(),
        };
        cursive::utils::markup::StyledString::styled(f.text, color)
    });
    siv.call_on_name("play-feedback", |t: &mut TextView| t.set_content(text));
    siv.call_on_name("play-counters", |t: &mut TextView| t.set_content(counters));
    siv.call_on_name("play-moves", |t: &mut TextView| t.set_content(moves));
    siv.call_on_name(GAME_LAYER, |d: &mut Dialog| d.set_title(title));
}
