//! The `locales` argument of the locale-sensitive methods. kiln formats
//! numbers and dates, compares strings and maps case as node's ICU does
//! for en-US (and for the locales whose results are the same); a locale
//! whose results would differ is refused with a TypeError that says so,
//! rather than answered as en-US. The list is read as
//! CanonicalizeLocaleList reads it, with its errors.

use crate::error::{JsResult, range_error, type_error};
use crate::heap::Scope;
use crate::object::{self, Obj};
use crate::value::Value;

/// What a method does with the locale, which decides the locales whose
/// results kiln's match.
#[derive(Clone, Copy, PartialEq)]
pub enum Family {
    /// Number and date formatting: en-US only (`en` is en-US in ICU).
    Format,
    /// `localeCompare`: the languages whose CLDR collation is the root
    /// collation, which kiln approximates.
    Collate,
    /// `toLocaleLowerCase`/`toLocaleUpperCase`: only Turkish, Azeri and
    /// Lithuanian map case differently.
    Case,
}

/// Languages that collate with CLDR's root collation (no tailoring).
const ROOT_COLLATION: [&str; 7] = ["en", "de", "fr", "it", "nl", "pt", "id"];

/// Validates `locales` (a tag or a list of tags) and refuses the first
/// tag, the one ICU would use, when kiln's results for it would differ
/// from node's.
pub fn require_supported(
    s: &mut Scope<'_, '_>,
    locales: Value,
    method: &str,
    family: Family,
) -> JsResult<()> {
    let Some(tag) = first_tag(s, locales)? else {
        return Ok(());
    };
    let lower = tag.to_ascii_lowercase();
    let parts: Vec<&str> = lower.split('-').collect();
    let lang = parts[0];
    let supported = match family {
        Family::Format => lower == "en" || lower == "en-us",
        // A language alone or with a region: a script, a variant
        // (`en-US-POSIX`) or an extension may change the order, and so
        // does one region (`fr-CA` sorts accents backwards).
        Family::Collate => {
            ROOT_COLLATION.contains(&lang)
                && match parts.get(1..) {
                    Some([]) | None => true,
                    Some([region]) => {
                        let region_like = region.len() == 2
                            && region.bytes().all(|b| b.is_ascii_alphabetic())
                            || region.len() == 3 && region.bytes().all(|b| b.is_ascii_digit());
                        region_like && lower != "fr-ca"
                    }
                    Some(_) => false,
                }
        }
        Family::Case => !matches!(lang, "tr" | "az" | "lt"),
    };
    if supported {
        return Ok(());
    }
    Err(type_error(
        s.thread(),
        &format!("kiln: {method} does not support the locale \"{tag}\" yet"),
    ))
}

/// The tags of `locales`, each checked the way CanonicalizeLocaleList
/// checks them; the first one, if any.
fn first_tag(s: &mut Scope<'_, '_>, locales: Value) -> JsResult<Option<String>> {
    if locales.is_undefined() {
        return Ok(None);
    }
    if locales.is_string() {
        return check_tag(s, locales).map(Some);
    }
    // An array-like of tags: `length`, then each index.
    let o = crate::builtins::to_object(s.thread(), locales)?;
    let oh = s.root(o.value());
    let len = s.collecting(|th| crate::object::iter::length_of_array_like(th, o))?;
    let mut first = None;
    let mut i = 0.0;
    while i < len {
        let ov = s.get(oh);
        let key = crate::object::iter::index_key(s.thread(), i);
        let t = s.collecting(|th| object::get(th, Obj::of(ov).expect("object"), key, ov))?;
        let tag = check_tag(s, t)?;
        first.get_or_insert(tag);
        i += 1.0;
    }
    Ok(first)
}

/// One element of a locale list: a string (or object) that is a tag.
fn check_tag(s: &mut Scope<'_, '_>, t: Value) -> JsResult<String> {
    if !(t.is_string() || t.is_object()) {
        return Err(type_error(
            s.thread(),
            "Language ID should be string or object.",
        ));
    }
    let text = s.collecting(|th| crate::ops::to_rust_string_js(th, t))?;
    if !well_formed_tag(&text) {
        return Err(range_error(
            s.thread(),
            "Incorrect locale information provided",
        ));
    }
    Ok(text)
}

/// A structurally valid BCP 47 language tag (`en`, `en-US`, `zh-Hant-TW`,
/// `de-DE-u-co-phonebk`).
fn well_formed_tag(t: &str) -> bool {
    let mut parts = t.split('-');
    let Some(lang) = parts.next() else {
        return false;
    };
    let lang_ok = (2..=3).contains(&lang.len()) || (5..=8).contains(&lang.len());
    lang_ok
        && lang.bytes().all(|c| c.is_ascii_alphabetic())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.bytes().all(|c| c.is_ascii_alphanumeric()))
}
