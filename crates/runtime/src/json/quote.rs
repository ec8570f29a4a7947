//! QuoteJSONString, well-formed: lone surrogates become `\udxxx` escapes
//! (ES2019), other code units above the control range are copied.

use crate::string::Units;

const HEX: &[u8; 16] = b"0123456789abcdef";

fn escape_u(out: &mut Vec<u16>, u: u16) {
    out.extend([
        u16::from(b'\\'),
        u16::from(b'u'),
        u16::from(HEX[usize::from(u >> 12)]),
        u16::from(HEX[usize::from((u >> 8) & 15)]),
        u16::from(HEX[usize::from((u >> 4) & 15)]),
        u16::from(HEX[usize::from(u & 15)]),
    ]);
}

/// Whether a code unit needs more than itself in JSON text.
#[inline]
fn special(u: u16) -> bool {
    u < 0x20 || u == 0x22 || u == 0x5C || (0xD800..0xE000).contains(&u)
}

/// Appends `"…"` with JSON escapes. Runs of plain units are copied in
/// bulk (JSON text is mostly plain).
pub fn quote_into(out: &mut Vec<u16>, units: Units<'_>) {
    out.reserve(units.len() + 2);
    out.push(u16::from(b'"'));
    match units {
        Units::Latin1(b) => {
            let mut start = 0;
            for (i, &c) in b.iter().enumerate() {
                if special(u16::from(c)) {
                    out.extend(b[start..i].iter().map(|&c| u16::from(c)));
                    escape(out, u16::from(c));
                    start = i + 1;
                }
            }
            out.extend(b[start..].iter().map(|&c| u16::from(c)));
        }
        Units::Utf16(w) => {
            let n = w.len();
            let mut i = 0;
            let mut start = 0;
            while i < n {
                let u = w[i];
                if !special(u) {
                    i += 1;
                    continue;
                }
                out.extend_from_slice(&w[start..i]);
                if (0xD800..0xDC00).contains(&u)
                    && i + 1 < n
                    && (0xDC00..0xE000).contains(&w[i + 1])
                {
                    out.extend_from_slice(&w[i..i + 2]);
                    i += 2;
                } else {
                    escape(out, u);
                    i += 1;
                }
                start = i;
            }
            out.extend_from_slice(&w[start..]);
        }
    }
    out.push(u16::from(b'"'));
}

/// The escape of a special unit (not the first half of a pair).
fn escape(out: &mut Vec<u16>, u: u16) {
    let short = match u {
        0x22 => b'"',
        0x5C => b'\\',
        0x08 => b'b',
        0x0C => b'f',
        0x0A => b'n',
        0x0D => b'r',
        0x09 => b't',
        _ => return escape_u(out, u),
    };
    out.extend([u16::from(b'\\'), u16::from(short)]);
}
