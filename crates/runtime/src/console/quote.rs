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
/// no column, printable ASCII one; the rest is measured as node measures it
/// with ICU (`GetColumnWidth` in node_i18n.cc), after NFC: East Asian Wide
/// and Fullwidth characters and emoji with emoji presentation two columns,
/// control and format characters and nonspacing and enclosing marks none
/// (the soft hyphen one), others one. Each emoji of a sequence counts
/// (node asks ICU to expand them), and so does each regional indicator.
pub fn width(s: &str) -> usize {
    if s.is_ascii() {
        return s.bytes().filter(|&b| (0x20..0x7F).contains(&b)).count();
    }
    use unicode_normalization::UnicodeNormalization;
    s.nfc().map(column_width).sum()
}

/// One code point's columns. `unicode-width` follows UAX #11 with Unicode
/// 16; the arms before it are where ICU's rule (East Asian Width first,
/// then general category) and node 20's Unicode 15 data give otherwise,
/// found by comparing every code point of the blocks involved with node.
fn column_width(c: char) -> usize {
    match c {
        '\u{0}'..='\u{1F}' | '\u{7F}'..='\u{9F}' => 0,
        '\u{20}'..='\u{7E}' | '\u{AD}' => 1,
        // Format characters (prepended concatenation marks, interlinear
        // annotation): zero.
        '\u{600}'..='\u{605}'
        | '\u{6DD}'
        | '\u{70F}'
        | '\u{890}'..='\u{891}'
        | '\u{8E2}'
        | '\u{110BD}'
        | '\u{110CD}'
        | '\u{FFF9}'..='\u{FFFB}' => 0,
        // Wide before it is a mark: ideographic tone marks, kana voicing
        // marks, the Hangul filler; and the regional indicators (emoji
        // presentation), which UAX #11 widens only in pairs.
        '\u{302A}'..='\u{302F}'
        | '\u{3099}'..='\u{309A}'
        | '\u{3164}'
        | '\u{1F1E6}'..='\u{1F1FF}' => 2,
        // Letters UAX #11 renders as combining (Hangul medial vowels and
        // final consonants, the halfwidth filler), and code points Unicode
        // 15 leaves unassigned: one.
        '\u{1160}'..='\u{11FF}'
        | '\u{D7B0}'..='\u{D7C6}'
        | '\u{D7CB}'..='\u{D7FB}'
        | '\u{FFA0}'
        | '\u{5C8}'..='\u{5C9}'
        | '\u{1ADE}'..='\u{1ADF}'
        | '\u{1AEC}'..='\u{1AF0}'
        | '\u{1F6D9}'
        | '\u{2065}'
        | '\u{FFF0}'..='\u{FFF8}'
        | '\u{E0000}'
        | '\u{E0002}'..='\u{E001F}' => 1,
        _ => unicode_width::UnicodeWidthChar::width(c).unwrap_or(0),
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
