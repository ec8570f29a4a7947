//! A shallow tokenizer of pattern text: enough structure (escapes, classes,
//! groups, quantifiers) to number capture groups and to place an error that
//! regress reports without a position.

/// What an opening parenthesis starts.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Group {
    /// `(…)`
    Capture,
    /// `(?<name>…)`, with the name's raw characters.
    Named(Vec<u32>),
    /// `(?:…)` and modifiers groups.
    NonCapturing,
    /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
    Lookaround,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    Open(Group),
    Close,
    Alt,
    /// `*`, `+` or `?`.
    Quant(u32),
    /// `{`, with whether a well-formed `{n}`, `{n,}` or `{n,m}` starts here.
    BraceOpen(bool),
    BraceClose,
    /// A `]` outside a class.
    BracketClose,
    /// `^` or `$`.
    Anchor,
    /// A character class `[…]` (terminated or not).
    Class {
        terminated: bool,
    },
    /// An escape `\x…` (`x` absent at the end of the pattern).
    Escape(Option<u32>),
    Char(u32),
}

fn is(c: u32, ch: char) -> bool {
    c == ch as u32
}

fn is_digit(c: u32) -> bool {
    (b'0' as u32..=b'9' as u32).contains(&c)
}

/// Whether `chars[i..]` starts a braced quantifier.
fn braced_quantifier(chars: &[u32], mut i: usize) -> bool {
    i += 1;
    let digits = |i: &mut usize| {
        let s = *i;
        while *i < chars.len() && is_digit(chars[*i]) {
            *i += 1;
        }
        *i > s
    };
    if !digits(&mut i) {
        return false;
    }
    if i < chars.len() && is(chars[i], ',') {
        i += 1;
        digits(&mut i);
    }
    i < chars.len() && is(chars[i], '}')
}

pub(crate) fn tokens(chars: &[u32], unicode_sets: bool) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let tok = if is(c, '\\') {
            let e = chars.get(i + 1).copied();
            i += if e.is_some() { 2 } else { 1 };
            out.push(Tok::Escape(e));
            continue;
        } else if is(c, '[') {
            // Up to the matching `]` (nested classes under `v`).
            let mut depth = 1;
            i += 1;
            while i < chars.len() && depth > 0 {
                let d = chars[i];
                if is(d, '\\') {
                    i += 1;
                } else if is(d, '[') && unicode_sets {
                    depth += 1;
                } else if is(d, ']') {
                    depth -= 1;
                }
                i += 1;
            }
            out.push(Tok::Class {
                terminated: depth == 0,
            });
            continue;
        } else if is(c, '(') {
            if chars.get(i + 1).is_some_and(|&d| is(d, '?')) {
                let next = chars.get(i + 2).copied();
                let after = chars.get(i + 3).copied();
                match next {
                    Some(n) if is(n, '=') || is(n, '!') => {
                        i += 3;
                        Tok::Open(Group::Lookaround)
                    }
                    Some(n) if is(n, '<') && after.is_some_and(|a| is(a, '=') || is(a, '!')) => {
                        i += 4;
                        Tok::Open(Group::Lookaround)
                    }
                    Some(n) if is(n, '<') => {
                        let mut j = i + 3;
                        let mut name = Vec::new();
                        while j < chars.len() && !is(chars[j], '>') {
                            name.push(chars[j]);
                            j += 1;
                        }
                        i = (j + 1).min(chars.len());
                        Tok::Open(Group::Named(name))
                    }
                    _ => {
                        i += 2;
                        Tok::Open(Group::NonCapturing)
                    }
                }
            } else {
                i += 1;
                Tok::Open(Group::Capture)
            }
        } else {
            let t = if is(c, ')') {
                Tok::Close
            } else if is(c, '|') {
                Tok::Alt
            } else if is(c, '*') || is(c, '+') || is(c, '?') {
                Tok::Quant(c)
            } else if is(c, '{') {
                Tok::BraceOpen(braced_quantifier(chars, i))
            } else if is(c, '}') {
                Tok::BraceClose
            } else if is(c, ']') {
                Tok::BracketClose
            } else if is(c, '^') || is(c, '$') {
                Tok::Anchor
            } else {
                Tok::Char(c)
            };
            i += 1;
            t
        };
        out.push(tok);
    }
    out
}

/// Decodes a group name's escapes (`\uXXXX`, surrogate pairs of them,
/// `\u{X…}`); other characters stand for themselves.
fn decode_name(raw: &[u32]) -> String {
    let mut units: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < raw.len() {
        if is(raw[i], '\\') && raw.get(i + 1).is_some_and(|&c| is(c, 'u')) {
            let hex = |s: &[u32]| -> Option<u32> {
                let t: String = s.iter().filter_map(|&c| char::from_u32(c)).collect();
                u32::from_str_radix(&t, 16).ok()
            };
            if raw.get(i + 2).is_some_and(|&c| is(c, '{')) {
                if let Some(end) = raw[i + 3..].iter().position(|&c| is(c, '}'))
                    && let Some(v) = hex(&raw[i + 3..i + 3 + end])
                {
                    units.push(v);
                    i += 4 + end;
                    continue;
                }
            } else if i + 6 <= raw.len()
                && let Some(v) = hex(&raw[i + 2..i + 6])
            {
                units.push(v);
                i += 6;
                continue;
            }
        }
        units.push(raw[i]);
        i += 1;
    }
    // Join escaped surrogate pairs.
    let mut s = String::new();
    let mut k = 0;
    while k < units.len() {
        let c = units[k];
        if (0xD800..0xDC00).contains(&c)
            && let Some(&lo) = units.get(k + 1)
            && (0xDC00..0xE000).contains(&lo)
        {
            let cp = 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00);
            s.extend(char::from_u32(cp));
            k += 2;
            continue;
        }
        s.push(char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER));
        k += 1;
    }
    s
}

/// (group index, name) of each named capture group, in pattern order.
pub(crate) fn group_names(chars: &[u32], unicode_sets: bool) -> Vec<(usize, String)> {
    let mut index = 0;
    let mut out = Vec::new();
    for t in tokens(chars, unicode_sets) {
        match t {
            Tok::Open(Group::Capture) => index += 1,
            Tok::Open(Group::Named(raw)) => {
                index += 1;
                out.push((index, decode_name(&raw)));
            }
            _ => {}
        }
    }
    out
}
