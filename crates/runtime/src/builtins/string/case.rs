//! Case mapping (`toLowerCase`, `toUpperCase` and their locale forms, which
//! node's default locale maps the same way) and `normalize`.
//!
//! Case mapping is Unicode's full mapping (`'ß'.toUpperCase()` is `"SS"`,
//! final sigma in `toLowerCase`), from Rust's `char`/`str` tables; node's
//! ICU may be a Unicode version apart for characters added recently. Lone
//! surrogates map to themselves and break a final-sigma context, as in V8.

use super::{Conv, method, prepare};
use crate::error::{JsResult, range_error};
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;
use unicode_normalization::UnicodeNormalization;

pub fn install(th: &mut Thread, p: crate::object::Obj) {
    method(th, p, "toLowerCase", 0, to_lower_case);
    method(th, p, "toUpperCase", 0, to_upper_case);
    method(th, p, "toLocaleLowerCase", 0, to_locale_lower_case);
    method(th, p, "toLocaleUpperCase", 0, to_locale_upper_case);
    method(th, p, "normalize", 0, normalize);
}

/// Applies `f` to each run of well-formed text, keeping lone surrogates.
fn map_runs(u: Units<'_>, f: impl Fn(&str) -> String) -> Vec<u16> {
    let mut out: Vec<u16> = Vec::with_capacity(u.len());
    let mut run = String::new();
    let units: Vec<u16> = u.iter().collect();
    for r in char::decode_utf16(units.iter().copied()) {
        match r {
            Ok(c) => run.push(c),
            Err(e) => {
                out.extend(f(&run).encode_utf16());
                run.clear();
                out.push(e.unpaired_surrogate());
            }
        }
    }
    out.extend(f(&run).encode_utf16());
    out
}

fn lower(th: &mut Thread, s: Value) -> JsResult<Value> {
    let u = string::units(s);
    // ASCII and Latin-1 lower to Latin-1 one for one.
    if let Units::Latin1(b) = u {
        if !b
            .iter()
            .any(|c| c.is_ascii_uppercase() || (0xC0..=0xDE).contains(c))
        {
            return Ok(s);
        }
        let out: Vec<u8> = b
            .iter()
            .map(|&c| match c {
                b'A'..=b'Z' => c + 32,
                0xC0..=0xDE if c != 0xD7 => c + 32,
                _ => c,
            })
            .collect();
        return Ok(string::from_latin1(th, &out));
    }
    let out = map_runs(u, |r| r.to_lowercase());
    super::check_length(th, out.len())?;
    Ok(string::from_utf16(th, &out))
}

fn upper(th: &mut Thread, s: Value) -> JsResult<Value> {
    let u = string::units(s);
    if let Units::Latin1(b) = u {
        if !b.iter().any(|&c| c.is_ascii_lowercase() || c >= 0xB5) {
            return Ok(s);
        }
        // ASCII only: one for one. (ß, ÿ and µ leave Latin-1 or grow.)
        if b.is_ascii() {
            return Ok(string::from_latin1(th, &b.to_ascii_uppercase()));
        }
    }
    let out = map_runs(u, |r| r.to_uppercase());
    super::check_length(th, out.len())?;
    Ok(string::from_utf16(th, &out))
}

fn to_lower_case(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, []) = prepare(th, this, "toLowerCase", args, [])?;
    lower(th, s)
}

fn to_upper_case(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, []) = prepare(th, this, "toUpperCase", args, [])?;
    upper(th, s)
}

fn to_locale_lower_case(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let s = case_locale(th, this, args, "toLocaleLowerCase")?;
    lower(th, s)
}

fn to_locale_upper_case(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let s = case_locale(th, this, args, "toLocaleUpperCase")?;
    upper(th, s)
}

/// `this` as a string for a case mapping named `name`, after its `locales`
/// argument is checked. The argument is rooted first: a built-in's
/// arguments are not roots, and converting `this` may collect.
fn case_locale(th: &mut Thread, this: Value, args: &[Value], name: &str) -> JsResult<Value> {
    crate::heap::scope(th, |sc| {
        let lh = sc.root(crate::builtins::arg(args, 0));
        let (s, []) = sc.collecting(|th| prepare(th, this, name, args, []))?;
        let h = sc.root(s);
        let locales = sc.get(lh);
        if !locales.is_undefined() {
            crate::builtins::locale::require_supported(
                sc,
                locales,
                &format!("String.prototype.{name}"),
                crate::builtins::locale::Family::Case,
            )?;
        }
        Ok(sc.get(h))
    })
}

fn normalize(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [form]) = prepare(th, this, "normalize", args, [Conv::StrOrUndef])?;
    let form = match form {
        super::Out::Str(f) => string::units(f).to_string_lossy(),
        _ => "NFC".to_string(),
    };
    let u = string::units(s);
    // Latin-1 text below U+00A0 (no compatibility or composed forms) is
    // already normalised in every form.
    if let Units::Latin1(b) = u
        && b.iter().all(|&c| c < 0xA0)
        && matches!(form.as_str(), "NFC" | "NFD" | "NFKC" | "NFKD")
    {
        return Ok(s);
    }
    let out = match form.as_str() {
        "NFC" => map_runs(u, |r| r.nfc().collect()),
        "NFD" => map_runs(u, |r| r.nfd().collect()),
        "NFKC" => map_runs(u, |r| r.nfkc().collect()),
        "NFKD" => map_runs(u, |r| r.nfkd().collect()),
        _ => {
            return Err(range_error(
                th,
                "The normalization form should be one of NFC, NFD, NFKC, NFKD.",
            ));
        }
    };
    super::check_length(th, out.len())?;
    Ok(string::from_utf16(th, &out))
}
