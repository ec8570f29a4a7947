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

/// node's `getStringWidth` without colors: ASCII control characters take
/// no column, full-width characters two, zero-width ones none.
///
/// node measures non-ASCII text with ICU; the table below is its fallback
/// for builds without ICU, which agrees on the common cases (CJK, emoji of
/// the basic planes, combining marks).
pub fn width(s: &str) -> usize {
    s.chars()
        .map(|c| {
            let code = c as u32;
            if code < 0x20 {
                0
            } else if code < 0x7F {
                1
            } else if is_zero_width(code) {
                0
            } else if is_full_width(code) {
                2
            } else {
                1
            }
        })
        .sum()
}

fn is_zero_width(code: u32) -> bool {
    code <= 0x1F
        || (0x7F..=0x9F).contains(&code)
        || (0x300..=0x36F).contains(&code)
        || (0x200B..=0x200F).contains(&code)
        || (0x20D0..=0x20FF).contains(&code)
        || (0xFE00..=0xFE0F).contains(&code)
        || (0xFE20..=0xFE2F).contains(&code)
        || (0xE0100..=0xE01EF).contains(&code)
}

fn is_full_width(code: u32) -> bool {
    code >= 0x1100
        && (code <= 0x115F
            || code == 0x2329
            || code == 0x232A
            || ((0x2E80..=0x3247).contains(&code) && code != 0x303F)
            || (0x3250..=0x4DBF).contains(&code)
            || (0x4E00..=0xA4C6).contains(&code)
            || (0xA960..=0xA97C).contains(&code)
            || (0xAC00..=0xD7A3).contains(&code)
            || (0xF900..=0xFAFF).contains(&code)
            || (0xFE10..=0xFE19).contains(&code)
            || (0xFE30..=0xFE6B).contains(&code)
            || (0xFF01..=0xFF60).contains(&code)
            || (0xFFE0..=0xFFE6).contains(&code)
            || (0x1B000..=0x1B001).contains(&code)
            || (0x1F200..=0x1F251).contains(&code)
            || (0x1F300..=0x1F64F).contains(&code)
            || (0x20000..=0x3FFFD).contains(&code))
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
