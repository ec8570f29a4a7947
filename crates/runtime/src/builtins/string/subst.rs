//! GetSubstitution: the `$` patterns of a replacement template (`$$`,
//! `$&`, `` $` ``, `$'`, `$1`…`$99`, `$<name>`).

use crate::string::Units;
use std::ops::Range;

/// What a template refers to: the subject, the match, its captures (group
/// 1 first) and, if the pattern names groups, (group index, name) pairs.
pub struct Matched<'a> {
    pub subject: Units<'a>,
    pub range: Range<usize>,
    pub captures: &'a [Option<Range<usize>>],
    pub names: Option<&'a [(usize, String)]>,
}

fn push_range(out: &mut Vec<u16>, u: Units<'_>, r: Range<usize>) {
    match u {
        Units::Latin1(b) => out.extend(b[r].iter().map(|&c| u16::from(c))),
        Units::Utf16(w) => out.extend_from_slice(&w[r]),
    }
}

fn digit(c: u16) -> Option<usize> {
    (0x30..=0x39).contains(&c).then(|| usize::from(c - 0x30))
}

/// Appends the expansion of `template` for `m` to `out`.
pub fn expand(out: &mut Vec<u16>, template: Units<'_>, m: &Matched<'_>) {
    let n = template.len();
    let caps = m.captures.len();
    let mut i = 0;
    while i < n {
        let c = template.at(i);
        if c != u16::from(b'$') || i + 1 >= n {
            out.push(c);
            i += 1;
            continue;
        }
        let d = template.at(i + 1);
        match d {
            0x24 /* $ */ => {
                out.push(d);
                i += 2;
            }
            0x26 /* & */ => {
                push_range(out, m.subject, m.range.clone());
                i += 2;
            }
            0x60 /* ` */ => {
                push_range(out, m.subject, 0..m.range.start);
                i += 2;
            }
            0x27 /* ' */ => {
                let end = m.range.end.min(m.subject.len());
                push_range(out, m.subject, end..m.subject.len());
                i += 2;
            }
            0x3C /* < */ => {
                let Some(names) = m.names else {
                    out.push(c);
                    i += 1;
                    continue;
                };
                let close = (i + 2..n).find(|&k| template.at(k) == u16::from(b'>'));
                let Some(close) = close else {
                    out.push(c);
                    i += 1;
                    continue;
                };
                let name: Vec<u16> = (i + 2..close).map(|k| template.at(k)).collect();
                let name = String::from_utf16_lossy(&name);
                if let Some((g, _)) = names.iter().find(|(_, nm)| *nm == name)
                    && let Some(Some(r)) = m.captures.get(g - 1)
                {
                    push_range(out, m.subject, r.clone());
                }
                i = close + 1;
            }
            _ => {
                let Some(d1) = digit(d) else {
                    out.push(c);
                    i += 1;
                    continue;
                };
                // Two digits when they name a group, else one.
                let two = (i + 2 < n)
                    .then(|| digit(template.at(i + 2)))
                    .flatten()
                    .map(|d2| d1 * 10 + d2)
                    .filter(|&k| k >= 1 && k <= caps);
                let (k, len) = match two {
                    Some(k) => (k, 3),
                    None if d1 >= 1 && d1 <= caps => (d1, 2),
                    None => {
                        out.push(c);
                        i += 1;
                        continue;
                    }
                };
                if let Some(r) = &m.captures[k - 1] {
                    push_range(out, m.subject, r.clone());
                }
                i += len;
            }
        }
    }
}
