//! Profiles: display names, and the safe ids made from them.

use serde::{Deserialize, Serialize};

use super::ProgressError;

/// The longest display name, in characters.
pub const MAX_NAME: usize = 40;

/// One player's profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    /// The id: a safe slug, also the name of the profile's directory; never changes.
    pub id: String,
    /// The display name, as typed.
    pub name: String,
}

/// All profiles and the last used one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProfileList {
    /// The id of the last used profile.
    pub last: Option<String>,
    /// The profiles, in the order they were created.
    pub profiles: Vec<Profile>,
}

impl ProfileList {
    /// The profile with this id.
    pub fn get(&self, id: &str) -> Option<&Profile> {
        self.profiles.iter().find(|p| p.id == id)
    }

    /// The profile with this id or display name, ignoring case and surrounding spaces.
    pub fn find(&self, wanted: &str) -> Option<&Profile> {
        let wanted = wanted.trim().to_lowercase();
        self.profiles.iter().find(|p| p.id == wanted).or_else(|| {
            self.profiles
                .iter()
                .find(|p| p.name.to_lowercase() == wanted)
        })
    }

    /// A new id made from `name` that no profile has.
    pub(crate) fn new_id(&self, name: &str) -> String {
        let base = slug(name);
        let free = |id: &str| !is_reserved(id) && self.get(id).is_none();
        if free(&base) {
            return base;
        }
        let mut n = 2;
        loop {
            let id = format!("{base}-{n}");
            if free(&id) {
                return id;
            }
            n += 1;
        }
    }
}

/// The display name, trimmed, if it is 1..=40 characters without control characters.
pub(crate) fn check_name(name: &str) -> Result<String, ProgressError> {
    let trimmed = name.trim();
    let len = trimmed.chars().count();
    if len == 0 || len > MAX_NAME || trimmed.chars().any(char::is_control) {
        return Err(ProgressError::BadName(name.to_string()));
    }
    Ok(trimmed.to_string())
}

/// The longest id: a 40-byte slug with room for a `-<n>` suffix.
const MAX_ID: usize = 64;

/// Whether `id` is a slug: lowercase ASCII letters, digits and inner single '-', 1..=64 bytes.
pub(crate) fn is_slug(id: &str) -> bool {
    (1..=MAX_ID).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
}

/// Names a directory cannot have on Windows.
fn is_reserved(id: &str) -> bool {
    let numbered = |p: &str| {
        id.strip_prefix(p)
            .is_some_and(|n| n.len() == 1 && n != "0" && n.bytes().all(|b| b.is_ascii_digit()))
    };
    matches!(id, "con" | "prn" | "aux" | "nul") || numbered("com") || numbered("lpt")
}

/// A slug made from a display name: Cyrillic transliterated, other characters turned into '-'.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.to_lowercase().chars() {
        match c {
            'a'..='z' | '0'..='9' => out.push(c),
            _ => match translit(c) {
                Some(latin) => out.push_str(latin),
                None if !out.ends_with('-') => out.push('-'),
                None => {}
            },
        }
    }
    let mut id: String = out.trim_matches('-').chars().take(MAX_NAME).collect();
    id.truncate(id.trim_end_matches('-').len());
    if id.is_empty() {
        "player".to_string()
    } else {
        id
    }
}

/// The Latin spelling of a lowercase Cyrillic letter.
#[expect(
    clippy::match_same_arms,
    reason = "the table follows the alphabet; й and ы, far apart in it, are both written y"
)]
fn translit(c: char) -> Option<&'static str> {
    Some(match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' => "g",
        'д' => "d",
        'е' | 'ё' | 'э' | 'є' => "e",
        'ж' => "zh",
        'з' => "z",
        'и' | 'і' => "i",
        'ї' => "yi",
        'й' => "y",
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'о' => "o",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'у' | 'ў' => "u",
        'ф' => "f",
        'х' => "kh",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "shch",
        'ъ' | 'ь' => "",
        'ы' => "y",
        'ю' => "yu",
        'я' => "ya",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert_eq!(slug("Anna"), "anna");
        assert_eq!(slug("Аня"), "anya");
        assert_eq!(slug("Щука Ёжик"), "shchuka-ezhik");
        assert_eq!(slug("  Mary-Jane  O'Neil!! "), "mary-jane-o-neil");
        assert_eq!(slug("李"), "player");
        assert_eq!(slug("ъь"), "player");
        assert_eq!(slug("Zoë 2"), "zo-2");
        let long = slug(&"щ".repeat(40));
        assert_eq!(long.len(), MAX_NAME);
        for name in [
            "Anna",
            "Аня",
            "李",
            "a  b",
            "-x-",
            &"щ ".repeat(20),
            "Zoë 2",
        ] {
            assert!(is_slug(&slug(name)), "{name:?} -> {:?}", slug(name));
        }
    }

    #[test]
    fn slug_check() {
        for bad in [
            "",
            "A",
            "a b",
            "-a",
            "a-",
            "a--b",
            "../x",
            "a/b",
            "ö",
            &"a".repeat(65),
        ] {
            assert!(!is_slug(bad), "{bad:?}");
        }
        for good in ["a", "anna-2", "0", &"a".repeat(64)] {
            assert!(is_slug(good), "{good:?}");
        }
    }

    #[test]
    fn names() {
        assert_eq!(check_name("  Аня ").unwrap(), "Аня");
        assert_eq!(check_name(&"я".repeat(40)).unwrap().chars().count(), 40);
        for bad in ["", "   ", &"a".repeat(41), "a\nb", "a\tb", "\u{7}"] {
            assert!(
                matches!(check_name(bad), Err(ProgressError::BadName(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn new_ids_are_unique_and_not_reserved() {
        let mut list = ProfileList::default();
        for (name, id) in [
            ("Anna", "anna"),
            ("anna", "anna-2"),
            ("ANNA", "anna-3"),
            ("Con", "con-2"),
            ("COM1", "com1-2"),
            ("com10", "com10"),
        ] {
            assert_eq!(list.new_id(name), id);
            list.profiles.push(Profile {
                id: id.into(),
                name: name.into(),
            });
        }
    }

    #[test]
    fn find_by_id_or_name_ignoring_case() {
        let list = ProfileList {
            last: None,
            profiles: vec![
                Profile {
                    id: "anya".into(),
                    name: "Аня".into(),
                },
                Profile {
                    id: "anna".into(),
                    name: "Anna".into(),
                },
            ],
        };
        assert_eq!(list.find("ANNA").unwrap().id, "anna");
        assert_eq!(list.find(" аня ").unwrap().id, "anya");
        assert_eq!(list.find("Anya").unwrap().id, "anya");
        assert!(list.find("bob").is_none());
        assert_eq!(list.get("anna").unwrap().name, "Anna");
    }
}
