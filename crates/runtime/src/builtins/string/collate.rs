//! `localeCompare`: an approximation of ICU's root collation (node's
//! default locale), three levels deep, without ICU's data.
//!
//! What is modelled, checked against node v20:
//! * Primary level: whitespace, then ASCII punctuation and symbols in ICU's
//!   order (`_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~
//!   $`), then digits, then letters case-insensitively; punctuation is not
//!   ignorable (`"a-b" < "ab"`, as ICU's default "non-ignorable" weighting
//!   says).
//! * Secondary level: accents, read from the canonical decomposition, in
//!   ICU's order (acute, grave, breve, circumflex, caron, ring, diaeresis,
//!   double acute, tilde, dot above, …): `"resume" < "résumé"`.
//! * Tertiary level: lowercase before uppercase (`"a" < "A"`), and the
//!   expansions `æ`→`ae`, `œ`→`oe`, `ß`→`ss` sort just after what they
//!   expand to. `ø`, `đ`, `ł`, `ð`, `ħ` are their base letter with a
//!   secondary difference.
//!
//! What is approximated: Latin-1 symbols (`¡ ¿ « » § ¶ © ®` …) sort after
//! ASCII symbols and before digits, in code point order; other non-Latin
//! characters sort after the Latin letters by code point (scripts then
//! come in Unicode block order, roughly ICU's script order, but ICU's
//! order inside a script, contractions and locale tailorings are not
//! modelled); `þ` sorts after `z`. Equal strings at the three levels
//! compare 0 (canonically equivalent strings too, as in ICU).
//!
//! The options of `localeCompare(that, locales, options)` are honoured
//! (locales whose collation is not the root are refused,
//! `builtins/locale.rs`): `sensitivity`
//! (`base`: letters only; `accent`: and accents; `case`: and case;
//! `variant`, the default: everything), `numeric` (digit runs compare by
//! value, leading zeros ignored: `"file9" < "file10"`), `caseFirst`
//! (`upper` sorts `A` before `a`) and `ignorePunctuation` (whitespace and
//! punctuation are ignored).

use super::{Conv, method, prepare};
use crate::builtins::arg;
use crate::error::{JsResult, range_error, type_error};
use crate::heap;
use crate::object::{self, Key, Obj};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use std::cmp::Ordering;
use unicode_normalization::UnicodeNormalization;

pub fn install(th: &mut Thread, p: crate::object::Obj) {
    method(th, p, "localeCompare", 1, locale_compare);
}

/// How many levels compare, as `sensitivity` names them.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Sensitivity {
    Base,
    Accent,
    Case,
    Variant,
}

#[derive(Clone, Copy, Debug)]
struct Options {
    sensitivity: Sensitivity,
    numeric: bool,
    upper_first: bool,
    ignore_punctuation: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            sensitivity: Sensitivity::Variant,
            numeric: false,
            upper_first: false,
            ignore_punctuation: false,
        }
    }
}

fn locale_compare(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (a, b, opts_v) = heap::scope(th, |s| {
        // A built-in's arguments are not roots, and converting `this` and
        // `that` may collect.
        let lh = s.root(arg(args, 1));
        let oh = s.root(arg(args, 2));
        let (sv, [that]) =
            s.collecting(|th| prepare(th, this, "localeCompare", args, [Conv::Str]))?;
        let a = string::units(sv).to_string_lossy();
        let b = string::units(that.str()).to_string_lossy();
        let locales = s.get(lh);
        crate::builtins::locale::require_supported(
            s,
            locales,
            "String.prototype.localeCompare",
            crate::builtins::locale::Family::Collate,
        )?;
        Ok((a, b, s.get(oh)))
    })?;
    let opts = read_options(th, opts_v)?;
    Ok(Value::number(match compare_with(&a, &b, opts) {
        Ordering::Less => -1.0,
        Ordering::Equal => 0.0,
        Ordering::Greater => 1.0,
    }))
}

/// The collator options object (each property read may run a getter).
fn read_options(th: &mut Thread, v: Value) -> JsResult<Options> {
    let mut o = Options::default();
    if v.is_undefined() {
        return Ok(o);
    }
    if v.is_null() {
        // V8's message for ToObject(null) here.
        return Err(type_error(
            th,
            "String.prototype.localeCompare called on null or undefined",
        ));
    }
    let Some(obj) = Obj::of(v) else {
        // A primitive's wrapper has none of the properties.
        return Ok(o);
    };
    heap::scope(th, |s| {
        let h = s.root(obj.value());
        // The order in which ICU's Intl.Collator reads them.
        let _usage = get(s, h, "usage")?;
        let numeric = get(s, h, "numeric")?;
        if !numeric.is_undefined() {
            o.numeric = ops::kl_truthy_slow(numeric);
        }
        let case_first = get(s, h, "caseFirst")?;
        if !case_first.is_undefined() {
            let t = s.collecting(|th| ops::to_rust_string_js(th, case_first))?;
            o.upper_first = match t.as_str() {
                "upper" => true,
                "lower" | "false" => false,
                _ => return Err(out_of_range(s.thread(), &t, "caseFirst")),
            };
        }
        let sensitivity = get(s, h, "sensitivity")?;
        if !sensitivity.is_undefined() {
            let t = s.collecting(|th| ops::to_rust_string_js(th, sensitivity))?;
            o.sensitivity = match t.as_str() {
                "base" => Sensitivity::Base,
                "accent" => Sensitivity::Accent,
                "case" => Sensitivity::Case,
                "variant" => Sensitivity::Variant,
                _ => return Err(out_of_range(s.thread(), &t, "sensitivity")),
            };
        }
        let ignore = get(s, h, "ignorePunctuation")?;
        if !ignore.is_undefined() {
            o.ignore_punctuation = ops::kl_truthy_slow(ignore);
        }
        Ok(o)
    })
}

/// `options[name]`, the options object rooted by `h`.
fn get<'id>(s: &mut heap::Scope<'_, 'id>, h: heap::Handle<'id>, name: &str) -> JsResult<Value> {
    let k = Key::Name(s.thread().realm.atoms.intern_str(name));
    let ov = s.get(h);
    let obj = Obj::of(ov).expect("options object");
    s.collecting(|th| object::get(th, obj, k, ov))
}

fn out_of_range(th: &mut Thread, value: &str, property: &str) -> crate::error::Thrown {
    range_error(
        th,
        &format!(
            "Value {value} out of range for String.prototype.localeCompare options property {property}"
        ),
    )
}

/// ICU root's order of ASCII whitespace, punctuation and symbols.
const SYMBOLS: &str = "\t\n\u{b}\u{c}\r \u{a0}_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";

/// Accents in ICU's secondary order.
const ACCENTS: [u32; 16] = [
    0x301, 0x300, 0x306, 0x302, 0x30C, 0x30A, 0x308, 0x30B, 0x303, 0x307, 0x327, 0x328, 0x304,
    0x309, 0x31B, 0x323,
];

/// A collation element: (primary, secondary, tertiary).
type Element = (u32, u32, u32);

const DIGITS_BASE: u32 = 0x200;
const LETTERS_BASE: u32 = 0x300;
const OTHER_BASE: u32 = 0x1000;

fn letter(c: char, tertiary: u32) -> Element {
    let l = c.to_ascii_lowercase();
    (LETTERS_BASE + (l as u32 - 'a' as u32) * 4, 0, tertiary)
}

fn elements(s: &str, numeric: bool) -> Vec<Element> {
    let mut out = Vec::new();
    let mut chars = s.nfd().peekable();
    while let Some(c) = chars.next() {
        let cp = c as u32;
        if numeric && c.is_ascii_digit() {
            // A run of digits is one number: its count of significant
            // digits first, then the digits (leading zeros are ignored).
            let mut run = vec![c];
            while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                run.push(d);
                chars.next();
            }
            let start = run.iter().position(|&d| d != '0').unwrap_or(run.len() - 1);
            let digits = &run[start..];
            out.push((DIGITS_BASE + 10 + digits.len() as u32, 0, 0));
            out.extend(
                digits
                    .iter()
                    .map(|&d| (DIGITS_BASE + d as u32 - '0' as u32, 0, 0)),
            );
            continue;
        }
        if let Some(i) = SYMBOLS.chars().position(|x| x == c) {
            // NBSP is a space with a tertiary difference.
            let (p, t) = if c == '\u{a0}' {
                (5, 1)
            } else {
                (i as u32 + 1, 0)
            };
            out.push((p, 0, t));
        } else if c.is_ascii_digit() {
            out.push((DIGITS_BASE + cp - '0' as u32, 0, 0));
        } else if c.is_ascii_alphabetic() {
            out.push(letter(c, u32::from(c.is_ascii_uppercase())));
        } else if (0x300..0x370).contains(&cp) {
            // A combining mark: an accent on the previous element.
            let w = ACCENTS
                .iter()
                .position(|&a| a == cp)
                .map_or(cp, |i| i as u32 + 1);
            match out.last_mut() {
                Some(e) if e.1 == 0 => e.1 = w,
                _ => out.push((0, w, 0)),
            }
        } else if let Some(exp) = expansion(c) {
            out.extend(exp);
        } else if cp < 0x20 || (0x7F..0xA0).contains(&cp) || cp == 0xAD {
            // Controls and the soft hyphen are ignorable.
        } else if cp < 0x100 {
            out.push((0x80 + cp - 0xA0, 0, 0));
        } else {
            out.push((OTHER_BASE + cp, 0, 0));
        }
    }
    out
}

/// Letters that do not decompose canonically but collate as Latin letters.
fn expansion(c: char) -> Option<Vec<Element>> {
    let l = |b: char, t: u32| letter(b, t);
    let variant = |b: char, upper: bool| {
        let (p, _, t) = letter(b, u32::from(upper));
        vec![(p, 0x40, t)]
    };
    Some(match c {
        'æ' => vec![l('a', 2), l('e', 2)],
        'Æ' => vec![l('a', 3), l('e', 3)],
        'œ' => vec![l('o', 2), l('e', 2)],
        'Œ' => vec![l('o', 3), l('e', 3)],
        'ß' => vec![l('s', 2), l('s', 2)],
        'ø' => variant('o', false),
        'Ø' => variant('o', true),
        'đ' | 'ð' => variant('d', false),
        'Đ' | 'Ð' => variant('d', true),
        'ł' => variant('l', false),
        'Ł' => variant('l', true),
        'ħ' => variant('h', false),
        'Ħ' => variant('h', true),
        'ª' => vec![l('a', 4)],
        'º' => vec![l('o', 4)],
        'þ' => vec![(LETTERS_BASE + 26 * 4, 0, 0)],
        'Þ' => vec![(LETTERS_BASE + 26 * 4, 0, 1)],
        _ => return None,
    })
}

#[cfg(test)]
fn compare(a: &str, b: &str) -> Ordering {
    compare_with(a, b, Options::default())
}

/// Whether an element is whitespace or punctuation (`ignorePunctuation`).
fn is_punctuation(e: &Element) -> bool {
    (1..=SYMBOLS.chars().count() as u32).contains(&e.0)
}

fn compare_with(a: &str, b: &str, o: Options) -> Ordering {
    let prepare = |s: &str| {
        let mut es = elements(s, o.numeric);
        if o.ignore_punctuation {
            es.retain(|e| !is_punctuation(e));
        }
        if o.upper_first {
            // Letters' case bit flipped: uppercase first.
            for e in es
                .iter_mut()
                .filter(|e| e.0 >= LETTERS_BASE && e.0 < OTHER_BASE)
            {
                e.2 ^= 1;
            }
        }
        es
    };
    let (ea, eb) = (prepare(a), prepare(b));
    let level = |f: fn(&Element) -> u32| {
        let xa = ea.iter().map(f).filter(|&w| w != 0);
        let xb = eb.iter().map(f).filter(|&w| w != 0);
        xa.cmp(xb)
    };
    let primary = level(|e| e.0);
    let secondary = || level(|e| e.1);
    // Tertiary weights count for every element (0 is lowercase); at the
    // `case` sensitivity only the case bit does.
    let tertiary = |case_only: bool| {
        let w = |e: &Element| if case_only { e.2 & 1 } else { e.2 };
        ea.iter().map(w).cmp(eb.iter().map(w))
    };
    match o.sensitivity {
        Sensitivity::Base => primary,
        Sensitivity::Accent => primary.then_with(secondary),
        Sensitivity::Case => primary.then_with(|| tertiary(true)),
        Sensitivity::Variant => primary.then_with(secondary).then_with(|| tertiary(false)),
    }
}

#[cfg(test)]
mod tests {
    use super::compare;
    use std::cmp::Ordering::*;

    #[test]
    fn orders_as_node_does() {
        // Each pair's result as node v20 prints it.
        let cases = [
            ("a", "b", Less),
            ("a", "A", Less),
            ("A", "b", Less),
            ("résumé", "resume", Greater),
            ("resume", "Resume", Less),
            ("résumé", "Resume", Greater),
            ("a b", "ab", Less),
            ("a-b", "ab", Less),
            ("ab", "a-c", Greater),
            ("ß", "ss", Greater),
            ("æ", "ae", Greater),
            ("ø", "o", Greater),
            ("a", "a\u{301}", Less),
            ("\u{e1}", "a\u{301}", Equal),
            ("x", "", Greater),
            ("10", "9", Less),
            ("_", "a", Less),
            ("Z", "a", Greater),
        ];
        for (a, b, want) in cases {
            assert_eq!(compare(a, b), want, "{a:?} vs {b:?}");
        }
    }
}
