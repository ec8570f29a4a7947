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

use super::{Conv, method, prepare};
use crate::error::JsResult;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use std::cmp::Ordering;
use unicode_normalization::UnicodeNormalization;

pub fn install(th: &mut Thread, p: crate::object::Obj) {
    method(th, p, "localeCompare", 1, locale_compare);
}

fn locale_compare(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [that]) = prepare(th, this, "localeCompare", args, [Conv::Str])?;
    let a = string::units(s).to_string_lossy();
    let b = string::units(that.str()).to_string_lossy();
    Ok(Value::number(match compare(&a, &b) {
        Ordering::Less => -1.0,
        Ordering::Equal => 0.0,
        Ordering::Greater => 1.0,
    }))
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

fn elements(s: &str) -> Vec<Element> {
    let mut out = Vec::new();
    for c in s.nfd() {
        let cp = c as u32;
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

fn compare(a: &str, b: &str) -> Ordering {
    let (ea, eb) = (elements(a), elements(b));
    let level = |f: fn(&Element) -> u32| {
        let xa = ea.iter().map(f).filter(|&w| w != 0);
        let xb = eb.iter().map(f).filter(|&w| w != 0);
        xa.cmp(xb)
    };
    level(|e| e.0).then_with(|| level(|e| e.1)).then_with(|| {
        // Tertiary weights count for every element (0 is lowercase).
        let xa = ea.iter().map(|e| e.2);
        let xb = eb.iter().map(|e| e.2);
        xa.cmp(xb)
    })
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
