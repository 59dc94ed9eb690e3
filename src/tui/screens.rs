//! Small screens: notices, progress, settings and profiles.

use cursive::Cursive;
use cursive::event::Key;
use cursive::view::{Nameable, Resizable};
use cursive::views::{Dialog, EditView, LinearLayout, OnEventView, SelectView, TextView};

use super::fit::Fit;
use super::{menu, state};
use crate::progress::{MAX_NAME, Profile, ProgressError};
use crate::trainer::{Toggle, games_summary, progress_summary};

/// Shows the notices collected so far (files moved aside, saving impossible), once.
pub fn show_notices(siv: &mut Cursive) {
    let app = state(siv);
    let notices = app.learner.take_notices();
    if notices.is_empty() {
        return;
    }
    let lang = app.lang();
    let text = notices.join("\n\n");
    siv.add_layer(closed_by_esc(
        Dialog::text(text)
            .title(crate::t!(lang, "ui-notice-title"))
            .dismiss_button(crate::t!(lang, "ui-ok")),
    ));
}

/// A dialog that Esc closes, as its OK or Cancel button does.
fn closed_by_esc(dialog: Dialog) -> OnEventView<Dialog> {
    OnEventView::new(dialog).on_event(Key::Esc, |s| {
        s.pop_layer();
    })
}

/// The progress of the current profile.
pub fn progress(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let catalog = app.catalog();
    let learner = &app.learner;
    let mut lines = progress_summary(&learner.profile().name, learner.progress(), &catalog, lang);
    lines.extend(games_summary(&learner.saved_games(), lang));
    let mut dialog = Dialog::around(cursive::views::ScrollView::new(TextView::new(
        lines.join("\n"),
    )))
    .title(crate::t!(lang, "ui-progress"));
    if super::game_review::has_finished_games(siv) {
        dialog.add_button(
            crate::t!(lang, "ui-game-review-saved"),
            super::game_review::choose_saved,
        );
    }
    let dialog = dialog.dismiss_button(crate::t!(lang, "ui-back"));
    siv.add_fullscreen_layer(Fit::new(
        OnEventView::new(dialog).on_event(Key::Esc, |s| {
            s.pop_layer();
        }),
        (40, 10),
        lang,
    ));
}

/// A setting that can be changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Setting {
    Language,
    Glyphs,
    Labels,
    Targets,
    SwitchProfile,
    NewProfile,
    RenameProfile,
    DeleteProfile,
}

/// Rebuilds every screen after a change of language or profile, keeping the settings open.
fn rebuild(siv: &mut Cursive) {
    while siv.pop_layer().is_some() {}
    menu::show(siv);
    settings(siv);
    show_notices(siv);
}

fn change(siv: &mut Cursive, setting: Setting) {
    let toggle = match setting {
        Setting::Language => Toggle::Language,
        Setting::Glyphs => Toggle::Glyphs,
        Setting::Labels => Toggle::Labels,
        Setting::Targets => Toggle::Targets,
        Setting::SwitchProfile => return switch_profile(siv),
        Setting::NewProfile => return ask_name(siv, false),
        Setting::RenameProfile => return ask_name(siv, true),
        Setting::DeleteProfile => return delete_profile(siv),
    };
    state(siv).learner.toggle(toggle);
    rebuild(siv);
    // The setting just changed stays selected, so a second Enter changes it again.
    siv.call_on_name("settings", |list: &mut SelectView<Setting>| {
        let at = list.iter().position(|(_, s)| *s == setting);
        list.set_selection(at.unwrap_or(0))
    });
}

/// Settings and profiles.
pub fn settings(siv: &mut Cursive) {
    let app = state(siv);
    let lang = app.lang();
    let style = app.board_style();
    let on_off = |b: bool| {
        if b {
            crate::t!(lang, "ui-settings-on")
        } else {
            crate::t!(lang, "ui-settings-off")
        }
    };
    let mut list = SelectView::new();
    let language = crate::t!(lang, "language-name");
    list.add_item(
        crate::t!(lang, "ui-settings-language", language = language),
        Setting::Language,
    );
    let glyphs = if style.ascii {
        "w b W B (ASCII)"
    } else {
        "○ ● ◎ ◉"
    };
    list.add_item(
        crate::t!(lang, "ui-settings-pieces", glyphs = glyphs),
        Setting::Glyphs,
    );
    list.add_item(
        crate::t!(lang, "ui-settings-labels", state = on_off(style.labels)),
        Setting::Labels,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-settings-targets",
            state = on_off(style.show_targets)
        ),
        Setting::Targets,
    );
    list.add_item(
        crate::t!(
            lang,
            "ui-settings-profile",
            name = &app.learner.profile().name
        ),
        Setting::SwitchProfile,
    );
    list.add_item(
        crate::t!(lang, "ui-settings-new-profile"),
        Setting::NewProfile,
    );
    list.add_item(
        crate::t!(lang, "ui-settings-rename-profile"),
        Setting::RenameProfile,
    );
    list.add_item(
        crate::t!(lang, "ui-settings-delete-profile"),
        Setting::DeleteProfile,
    );
    list.set_on_submit(|s, setting| change(s, *setting));
    let body = LinearLayout::vertical()
        .child(list.with_name("settings"))
        .child(TextView::new(" "))
        .child(TextView::new(crate::t!(lang, "ui-settings-help")));
    let dialog = Dialog::around(body).title(crate::t!(lang, "ui-settings-title"));
    siv.add_fullscreen_layer(Fit::new(
        OnEventView::new(dialog)
            .on_event(Key::Esc, |s| {
                s.pop_layer();
            })
            .full_screen(),
        (50, 14),
        lang,
    ));
}

/// The profiles of the store, or none (with the notice shown) when they cannot be read.
fn profiles(siv: &mut Cursive) -> Option<Vec<Profile>> {
    let found = state(siv).learner.profiles();
    if found.is_none() {
        show_notices(siv);
    }
    found
}

/// A list of the profiles titled `title`; choosing one calls `chosen`.
fn pick_profile(
    siv: &mut Cursive,
    title: String,
    chosen: impl Fn(&mut Cursive, &Profile) + Send + Sync + 'static,
) {
    let lang = state(siv).lang();
    let Some(profiles) = profiles(siv) else {
        return;
    };
    let mut list = SelectView::new();
    for p in profiles {
        list.add_item(p.name.clone(), p);
    }
    list.set_on_submit(chosen);
    siv.add_layer(closed_by_esc(
        Dialog::around(list)
            .title(title)
            .dismiss_button(crate::t!(lang, "ui-cancel")),
    ));
}

fn switch_profile(siv: &mut Cursive) {
    let title = crate::t!(state(siv).lang(), "ui-profile-who");
    pick_profile(siv, title, |s, profile| {
        state(s).learner.switch_profile(profile.clone());
        rebuild(s);
    });
}

/// Chooses a profile to delete, then asks, No being the default: its folder is moved into the
/// data directory's `deleted/` folder, and the notice says where.
fn delete_profile(siv: &mut Cursive) {
    let title = crate::t!(state(siv).lang(), "ui-profile-delete-which");
    pick_profile(siv, title, |s, profile| {
        let app = state(s);
        let lang = app.lang();
        let Some(deleted_dir) = app.learner.deleted_dir() else {
            return;
        };
        let question = crate::t!(
            lang,
            "ui-profile-delete-confirm",
            name = &profile.name,
            path = deleted_dir.display().to_string()
        );
        let profile = profile.clone();
        // The first button has the focus: Enter alone keeps the profile.
        s.add_layer(closed_by_esc(
            Dialog::text(question)
                .dismiss_button(crate::t!(lang, "ui-profile-delete-no"))
                .button(crate::t!(lang, "ui-profile-delete-yes"), move |s| {
                    confirmed_delete(s, &profile);
                }),
        ));
    });
}

/// Deletes `profile` after the learner said yes; the profile in use changes when it was this.
fn confirmed_delete(siv: &mut Cursive, profile: &Profile) {
    state(siv).learner.delete_profile(profile);
    rebuild(siv);
}

/// Asks for a profile name: a new profile, or (`rename`) a new name for the one in use.
fn ask_name(siv: &mut Cursive, rename: bool) {
    let lang = state(siv).lang();
    let submit = move |s: &mut Cursive, name: &str| {
        let learner = &mut state(s).learner;
        if !learner.can_save() {
            return;
        }
        let result = if rename {
            learner.rename_profile(name)
        } else {
            learner.create_profile(name)
        };
        match result {
            Ok(()) => {
                rebuild(s);
                if !rename {
                    // A new learner is asked at once whether they can play already.
                    super::review::offer_placement(s);
                }
            }
            Err(e) => {
                let text = match e {
                    ProgressError::BadName(_) => {
                        crate::t!(lang, "ui-profile-bad-name", max = MAX_NAME)
                    }
                    e => e.say(lang),
                };
                s.add_layer(closed_by_esc(
                    Dialog::text(text).dismiss_button(crate::t!(lang, "ui-ok")),
                ));
            }
        }
    };
    let submit_again = submit;
    let edit = EditView::new()
        .on_submit(move |s, name| submit(s, name))
        .with_name("profile-name")
        .fixed_width(30);
    siv.add_layer(closed_by_esc(
        Dialog::around(edit)
            .title(crate::t!(lang, "ui-profile-name"))
            .button(crate::t!(lang, "ui-ok"), move |s| {
                let name = s
                    .call_on_name("profile-name", |e: &mut EditView| e.get_content())
                    .map(|c| c.to_string())
                    .unwrap_or_default();
                submit_again(s, &name);
            })
            .dismiss_button(crate::t!(lang, "ui-cancel")),
    ));
}
