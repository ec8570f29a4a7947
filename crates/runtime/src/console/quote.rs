//! Text helpers of `util.inspect`: string quoting and escaping (node's
//! `strEscape`), key escaping, and the widths node measures output with
//! (`.length` in UTF-16 units, `getStringWidth` in terminal columns).

use crate::string::Units;

/// The quote `strEscape` picks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Quote {
    Single,
    Double,
    Backtick,
}

/// A string as `util.inspect` quotes it: single quotes, unless the text
/// holds one and no double quote (then double quotes), or holds both but no
/// backtick and no `${` (then backticks). Control characters, C1 controls,
/// the backslash, a single quote inside single quotes and lone surrogates
/// are escaped.
pub fn quote(units: Units<'_>) -> String {
    let has = |c: u8| units.iter().any(|u| u == u16::from(c));
    let q = if !has(b'\'') {
        Quote::Single
    } else if !has(b'"') {
        Quote::Double
    } else if !has(b'`') && !contains_dollar_brace(units) {
        Quote::Backtick
    } else {
        Quote::Single
    };
    let mark = match q {
        Quote::Single => '\'',
        Quote::Double => '"',
        Quote::Backtick => '`',
    };
    let mut out = String::with_capacity(units.len() + 2);
    out.push(mark);
    escape_into(&mut out, units, q == Quote::Single);
    out.push(mark);
    out
}

fn contains_dollar_brace(units: Units<'_>) -> bool {
    (1..units.len()).any(|i| units.at(i - 1) == u16::from(b'$') && units.at(i) == u16::from(b'{'))
}

/// Escapes `units` without adding quotes, as node's
/// `strEscapeSequencesReplacer` does for symbol descriptions and
/// non-enumerable keys (the single quote included).
pub fn escape(units: Units<'_>) -> String {
    let mut out = String::with_capacity(units.len());
    escape_into(&mut out, units, true);
    out
}

/// node's `meta` table and lone-surrogate escapes.
fn escape_into(out: &mut String, units: Units<'_>, single_quote: bool) {
    let n = units.len();
    let mut i = 0;
    while i < n {
        let u = units.at(i);
        i += 1;
        match u {
            0x08 => out.push_str("\\b"),
            0x09 => out.push_str("\\t"),
            0x0A => out.push_str("\\n"),
            0x0C => out.push_str("\\f"),
            0x0D => out.push_str("\\r"),
            0x5C => out.push_str("\\\\"),
            0x27 if single_quote => out.push_str("\\'"),
            0x00..=0x1F | 0x7F..=0x9F => out.push_str(&format!("\\x{u:02X}")),
            0xD800..=0xDBFF if i < n && (0xDC00..=0xDFFF).contains(&units.at(i)) => {
                let c =
                    0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(units.at(i)) - 0xDC00);
                i += 1;
                out.push(char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER));
            }
            0xD800..=0xDFFF => out.push_str(&format!("\\u{u:x}")),
            _ => out.push(char::from_u32(u32::from(u)).unwrap_or(char::REPLACEMENT_CHARACTER)),
        }
    }
}

/// Whether a key prints bare (node's `keyStrRegExp`).
pub fn is_identifier_key(units: Units<'_>) -> bool {
    let ok_start = |u: u16| u == u16::from(b'_') || (u < 128 && (u as u8).is_ascii_alphabetic());
    let ok_rest = |u: u16| ok_start(u) || (u < 128 && (u as u8).is_ascii_digit());
    !units.is_empty() && ok_start(units.at(0)) && units.iter().skip(1).all(ok_rest)
}

/// A string's JavaScript `.length`: its UTF-16 units.
pub fn js_len(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().map(char::len_utf16).sum()
    }
}

/// `str.padStart(width)` / `padEnd` in UTF-16 units, with spaces.
pub fn pad(s: &str, target: usize, at_start: bool) -> String {
    let len = js_len(s);
    if len >= target {
        return s.to_owned();
    }
    let fill = " ".repeat(target - len);
    if at_start {
        fill + s
    } else {
        let mut out = s.to_owned();
        out.push_str(&fill);
        out
    }
}

/// Sorts `v` stably by `cmp`. Every console sort of strings goes through
/// this one function, so std's sort is instantiated once for them: three
/// instances of it (one per comparator closure) were 29 KB of every
/// executable.
pub fn sort_strings(v: &mut [String], cmp: &mut dyn FnMut(&String, &String) -> std::cmp::Ordering) {
    v.sort_by(|a, b| cmp(a, b));
}

/// `Array.prototype.sort` without a comparator: by UTF-16 code units.
pub fn sort_utf16(v: &mut [String]) {
    sort_strings(v, &mut |a, b| a.encode_utf16().cmp(b.encode_utf16()));
}
