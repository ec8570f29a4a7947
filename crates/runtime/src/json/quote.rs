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

/// Appends `"…"` with JSON escapes.
pub fn quote_into(out: &mut Vec<u16>, units: Units<'_>) {
    out.reserve(units.len() + 2);
    out.push(u16::from(b'"'));
    let n = units.len();
    let mut i = 0;
    while i < n {
        let u = units.at(i);
        i += 1;
        let short = match u {
            0x22 => Some(b'"'),
            0x5C => Some(b'\\'),
            0x08 => Some(b'b'),
            0x0C => Some(b'f'),
            0x0A => Some(b'n'),
            0x0D => Some(b'r'),
            0x09 => Some(b't'),
            _ => None,
        };
        if let Some(c) = short {
            out.extend([u16::from(b'\\'), u16::from(c)]);
        } else if u < 0x20 {
            escape_u(out, u);
        } else if (0xD800..0xDC00).contains(&u) && i < n && (0xDC00..0xE000).contains(&units.at(i))
        {
            out.extend([u, units.at(i)]);
            i += 1;
        } else if (0xD800..0xE000).contains(&u) {
            escape_u(out, u);
        } else {
            out.push(u);
        }
    }
    out.push(u16::from(b'"'));
}
