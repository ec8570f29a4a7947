//! ECMAScript regular expressions for kiln, on the `regress` crate: flag
//! parsing, compilation with node's `SyntaxError` texts, and matching over
//! UTF-16 code units with `lastIndex`-style start positions and sticky
//! matching.
//!
//! Both the compiler (to report an invalid literal at compile time, as node
//! reports it before running anything) and the runtime (`new RegExp`, and
//! every match) use this crate, so the two can never disagree on what is a
//! valid pattern or on the error text.
//!
//! Indices are UTF-16 code unit indices. Without the `u`/`v` flags a pattern
//! and its input are sequences of code units (a surrogate pair is two
//! characters, as in JavaScript); with them, surrogate pairs are one code
//! point on both sides.

mod messages;
mod scan;

use std::ops::Range;

/// The flags of a regular expression, as bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Flags(u8);

impl Flags {
    pub const HAS_INDICES: u8 = 1;
    pub const GLOBAL: u8 = 2;
    pub const IGNORE_CASE: u8 = 4;
    pub const MULTILINE: u8 = 8;
    pub const DOT_ALL: u8 = 16;
    pub const UNICODE: u8 = 32;
    pub const UNICODE_SETS: u8 = 64;
    pub const STICKY: u8 = 128;

    /// The flag letters in the order `RegExp.prototype.flags` lists them.
    const LETTERS: [(u8, char); 8] = [
        (Self::HAS_INDICES, 'd'),
        (Self::GLOBAL, 'g'),
        (Self::IGNORE_CASE, 'i'),
        (Self::MULTILINE, 'm'),
        (Self::DOT_ALL, 's'),
        (Self::UNICODE, 'u'),
        (Self::UNICODE_SETS, 'v'),
        (Self::STICKY, 'y'),
    ];

    /// Parses a flags string: each of `dgimsuvy` at most once, and not both
    /// `u` and `v`. `None` for anything else (node's "Invalid flags").
    pub fn parse(units: &[u16]) -> Option<Flags> {
        let mut bits = 0u8;
        for &c in units {
            let (bit, _) = Self::LETTERS.iter().find(|&&(_, l)| l as u16 == c)?;
            if bits & bit != 0 {
                return None;
            }
            bits |= bit;
        }
        let both = Self::UNICODE | Self::UNICODE_SETS;
        (bits & both != both).then_some(Flags(bits))
    }

    pub fn from_bits(bits: u8) -> Flags {
        Flags(bits)
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }

    /// Either `u` or `v`: patterns and inputs are read by code point.
    pub fn full_unicode(self) -> bool {
        self.has(Self::UNICODE | Self::UNICODE_SETS)
    }

    /// The flags as `RegExp.prototype.flags` prints them.
    pub fn text(self) -> String {
        Self::LETTERS
            .iter()
            .filter(|&&(b, _)| self.has(b))
            .map(|&(_, l)| l)
            .collect()
    }
}

/// A compiled regular expression.
#[derive(Debug)]
pub struct Program {
    re: regress::Regex,
    flags: Flags,
    /// Sticky programs are compiled as `(?:P)|()`: the search from
    /// `lastIndex` then always stops at `lastIndex` (the empty alternative
    /// matches there when `P` does not), and a match of the sentinel group
    /// means failure. regress has no anchored-at-a-position entry point, and
    /// this keeps a failing sticky match O(1) instead of a scan to the end.
    sentinel: bool,
    /// (group index, name) of each named group, in pattern order.
    names: Vec<(usize, String)>,
}

/// A successful match: code unit ranges of the whole match (index 0) and
/// of each capture group (`None`: did not participate).
#[derive(Debug, Clone)]
pub struct Captures {
    pub groups: Vec<Option<Range<usize>>>,
}

impl Captures {
    pub fn start(&self) -> usize {
        self.groups[0].as_ref().map_or(0, |r| r.start)
    }
    pub fn end(&self) -> usize {
        self.groups[0].as_ref().map_or(0, |r| r.end)
    }
}

/// The pattern's characters as regress reads them: code units, or with
/// `u`/`v` code points (a lone surrogate stays a unit).
fn pattern_chars(pattern: &[u16], full_unicode: bool) -> Vec<u32> {
    if !full_unicode {
        // Without `u`, `\u{…}` is not a code point escape (Annex B reads
        // `\u` as `u`, and `{…}` as a quantifier or literal braces);
        // regress accepts it in both modes, so the escape is dropped here.
        let mut out: Vec<u32> = Vec::with_capacity(pattern.len());
        let mut i = 0;
        while i < pattern.len() {
            let c = pattern[i];
            if c == u16::from(b'\\') && i + 1 < pattern.len() {
                let d = pattern[i + 1];
                if d == u16::from(b'u') && pattern.get(i + 2) == Some(&u16::from(b'{')) {
                    out.push(u32::from(d));
                } else {
                    out.push(u32::from(c));
                    out.push(u32::from(d));
                }
                i += 2;
                continue;
            }
            out.push(u32::from(c));
            i += 1;
        }
        return out;
    }
    char::decode_utf16(pattern.iter().copied())
        .map(|r| match r {
            Ok(c) => u32::from(c),
            Err(e) => u32::from(e.unpaired_surrogate()),
        })
        .collect()
}

fn regress_flags(flags: Flags) -> regress::Flags {
    regress::Flags {
        icase: flags.has(Flags::IGNORE_CASE),
        multiline: flags.has(Flags::MULTILINE),
        dot_all: flags.has(Flags::DOT_ALL),
        no_opt: false,
        // `v` is Unicode mode too (case folding, code point matching);
        // regress reads `unicode_sets` only for the class syntax.
        unicode: flags.full_unicode(),
        unicode_sets: flags.has(Flags::UNICODE_SETS),
    }
}

/// Compiles `pattern` (UTF-16) with `flags`. The error is node's text after
/// "Invalid regular expression: /…/…: ", e.g. `Unterminated group`.
pub fn compile(pattern: &[u16], flags: Flags) -> Result<Program, String> {
    let chars = pattern_chars(pattern, flags.full_unicode());
    let rf = regress_flags(flags);
    let sets = flags.has(Flags::UNICODE_SETS);
    let re = regress::Regex::from_unicode(chars.iter().copied(), rf)
        .map_err(|e| messages::node_message(&chars, flags.full_unicode(), sets, &e.text))?;
    if !flags.has(Flags::STICKY) {
        return Ok(Program {
            re,
            flags,
            sentinel: false,
            names: scan::group_names(&chars, sets),
        });
    }
    let wrapped: Vec<u32> = "(?:"
        .chars()
        .map(u32::from)
        .chain(chars.iter().copied())
        .chain(")|()".chars().map(u32::from))
        .collect();
    let re = regress::Regex::from_unicode(wrapped.into_iter(), rf)
        .map_err(|e| messages::node_message(&chars, flags.full_unicode(), sets, &e.text))?;
    Ok(Program {
        re,
        flags,
        sentinel: true,
        names: scan::group_names(&chars, sets),
    })
}

/// node's whole message for a pattern that does not compile.
pub fn syntax_error_text(pattern: &[u16], flags: &[u16], message: &str) -> String {
    format!(
        "Invalid regular expression: /{}/{}: {}",
        String::from_utf16_lossy(pattern),
        String::from_utf16_lossy(flags),
        message
    )
}

impl Program {
    pub fn flags(&self) -> Flags {
        self.flags
    }

    /// The first match at or after code unit `start` (only at `start` for
    /// a sticky program). `start` past the end finds nothing.
    pub fn exec(&self, text: &[u16], start: usize) -> Option<Captures> {
        if start > text.len() {
            return None;
        }
        // With `u`/`v` a start inside a surrogate pair means the pair's
        // start (V8 steps `lastIndex` back so; regress would match from
        // the trailing half).
        let start = if self.flags.full_unicode()
            && start > 0
            && (0xDC00..0xE000).contains(&text.get(start).copied().unwrap_or(0))
            && (0xD800..0xDC00).contains(&text[start - 1])
        {
            start - 1
        } else {
            start
        };
        let m = if self.flags.full_unicode() {
            self.re.find_from_utf16(text, start).next()?
        } else {
            self.re.find_from_ucs2(text, start).next()?
        };
        let mut groups: Vec<Option<Range<usize>>> = Vec::with_capacity(m.captures.len() + 1);
        groups.push(Some(m.range()));
        groups.extend(m.captures.iter().cloned());
        if self.sentinel {
            // The last group is the sentinel `()`.
            if groups.pop().flatten().is_some() {
                return None;
            }
        }
        Some(Captures { groups })
    }

    /// The named groups, as (group index, name), in pattern order.
    pub fn group_names(&self) -> &[(usize, String)] {
        &self.names
    }
}

#[cfg(test)]
mod tests;
