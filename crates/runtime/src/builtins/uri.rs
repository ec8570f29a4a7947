//! `encodeURIComponent`, `encodeURI`, `decodeURIComponent`, `decodeURI`:
//! ECMAScript's Encode and Decode over UTF-8, with node's
//! `URIError: URI malformed` for a lone surrogate when encoding and for a
//! bad escape or invalid UTF-8 (overlong, surrogate, past U+10FFFF) when
//! decoding. And Annex B's `escape`/`unescape`, over UTF-16 code units
//! (`%XX` below 256, `%uXXXX` above; nothing malformed, ever).

use super::arg;
use crate::error::{ErrorKind, JsResult, range_error, throw};
use crate::object::Obj;
use crate::object::function::define_native;
use crate::ops;
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let g = Obj::of(th.realm.global).expect("global");
    define_native(th, g, "decodeURI", 1, decode_uri);
    define_native(th, g, "decodeURIComponent", 1, decode_uri_component);
    define_native(th, g, "encodeURI", 1, encode_uri);
    define_native(th, g, "encodeURIComponent", 1, encode_uri_component);
    define_native(th, g, "escape", 1, escape);
    define_native(th, g, "unescape", 1, unescape);
    define_native(th, g, "atob", 1, atob);
    define_native(th, g, "btoa", 1, btoa);
}

// ---- atob and btoa ------------------------------------------------------------

/// node's `InvalidCharacterError` (a DOMException in node; here an Error
/// with that `name` and `code` 5, neither enumerable).
fn invalid_character(th: &mut Thread, message: &str) -> crate::error::Thrown {
    let e = crate::error::new_error(th, ErrorKind::Error, message);
    let o = Obj::of(e).expect("an error");
    let hidden = crate::object::shape::HIDDEN;
    let name = string::from_str(th, "InvalidCharacterError");
    let k = crate::object::Key::name(th, "name");
    crate::object::define(th, o, k, name, hidden);
    let k = crate::object::Key::name(th, "code");
    crate::object::define(th, o, k, Value::number(5.0), hidden);
    th.throw(e);
    crate::error::Thrown
}

fn input_arg(th: &mut Thread, args: &[Value]) -> JsResult<Value> {
    if args.is_empty() {
        return Err(crate::host::node_error(
            th,
            ErrorKind::TypeError,
            "ERR_MISSING_ARGS",
            "The \"input\" argument must be specified",
        ));
    }
    string_arg(th, args)
}

/// `btoa(data)`: base64 of a string of code units below 256.
fn btoa(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let s = input_arg(th, args)?;
    let units = string::units(s);
    let mut bytes = Vec::with_capacity(units.len());
    for k in 0..units.len() {
        match u8::try_from(units.at(k)) {
            Ok(b) => bytes.push(b),
            Err(_) => return Err(invalid_character(th, "Invalid character")),
        }
    }
    let mut out = Vec::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let v = chunk
            .iter()
            .enumerate()
            .fold(0u32, |v, (i, &b)| v | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                B64[(v >> (18 - 6 * i)) as usize & 63]
            } else {
                b'='
            });
        }
    }
    Ok(string::from_latin1(th, &out))
}

/// `atob(data)`: WHATWG's forgiving-base64 decode, with node's checks and
/// messages, as a string of code units below 256.
fn atob(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = input_arg(th, args)?;
    let units = string::units(s);
    let (mut count, mut equals) = (0usize, 0usize);
    let mut bits: Vec<u8> = Vec::with_capacity(units.len());
    for k in 0..units.len() {
        let c = units.at(k);
        let sextet = match c {
            0x09 | 0x0A | 0x0C | 0x0D | 0x20 => continue,
            0x41..=0x5A => c - 0x41,
            0x61..=0x7A => c - 0x61 + 26,
            0x30..=0x39 => c - 0x30 + 52,
            0x2B => 62,
            0x2F => 63,
            0x3D => {
                count += 1;
                equals += 1;
                if equals > 2 {
                    return Err(invalid_character(th, "Invalid character"));
                }
                continue;
            }
            _ => return Err(invalid_character(th, "Invalid character")),
        };
        if equals > 0 {
            return Err(invalid_character(th, "Invalid character"));
        }
        count += 1;
        bits.push(sextet as u8);
    }
    let mut rest = count % 4;
    if rest == 0 {
        rest = (count - equals) % 4;
    } else if equals > 0 {
        return Err(invalid_character(th, "Invalid character"));
    }
    if rest == 1 {
        return Err(invalid_character(
            th,
            "The string to be decoded is not correctly encoded.",
        ));
    }
    let mut out = Vec::with_capacity(bits.len() * 3 / 4);
    let (mut acc, mut n) = (0u32, 0u32);
    for b in bits {
        acc = acc << 6 | u32::from(b);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((acc >> n) as u8);
        }
    }
    Ok(string::from_latin1(th, &out))
}

/// Annex B.2.1.1 escape(string): letters, digits and `@*_+-./` kept, any
/// other code unit `%XX` (below 256) or `%uXXXX`, upper-case hex.
fn escape(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let s = string_arg(th, args)?;
    let units = string::units(s);
    let mut out: Vec<u16> = Vec::with_capacity(units.len());
    for k in 0..units.len() {
        let c = units.at(k);
        let kept = matches!(c, 0x30..=0x39 | 0x41..=0x5A | 0x61..=0x7A)
            || u8::try_from(c).is_ok_and(|b| b"@*_+-./".contains(&b));
        if kept {
            out.push(c);
            continue;
        }
        out.push(u16::from(b'%'));
        let digits: &[u32] = if c < 256 { &[4, 0] } else { &[12, 8, 4, 0] };
        if c >= 256 {
            out.push(u16::from(b'u'));
        }
        for &shift in digits {
            out.push(u16::from(HEX[usize::from((c >> shift) & 0xF)]));
        }
    }
    finish(th, &out)
}

/// Annex B.2.1.2 unescape(string): `%uXXXX` and `%XX` become the code unit
/// they spell; a `%` that starts neither stays as it is.
fn unescape(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = string_arg(th, args)?;
    let units = string::units(s);
    let hex = |k: usize, n: usize| -> Option<u16> {
        if k + n > units.len() {
            return None;
        }
        (k..k + n).try_fold(0u16, |acc, i| {
            let digit = char::from_u32(u32::from(units.at(i)))?.to_digit(16)?;
            Some(acc * 16 + digit as u16)
        })
    };
    let mut out: Vec<u16> = Vec::with_capacity(units.len());
    let mut k = 0;
    while k < units.len() {
        let c = units.at(k);
        if c == u16::from(b'%') {
            if k + 1 < units.len()
                && units.at(k + 1) == u16::from(b'u')
                && let Some(v) = hex(k + 2, 4)
            {
                out.push(v);
                k += 6;
                continue;
            }
            if let Some(v) = hex(k + 1, 2) {
                out.push(v);
                k += 3;
                continue;
            }
        }
        out.push(c);
        k += 1;
    }
    finish(th, &out)
}

/// uriReserved: kept as escapes by decodeURI, left alone by encodeURI.
const RESERVED: &[u8] = b";/?:@&=+$,";

/// uriUnescaped (letters, digits, uriMark): never escaped.
fn is_unescaped(c: u16) -> bool {
    matches!(c, 0x30..=0x39 | 0x41..=0x5A | 0x61..=0x7A)
        || matches!(
            u8::try_from(c),
            Ok(b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')')
        )
}

fn malformed(th: &mut Thread) -> crate::error::Thrown {
    throw(th, ErrorKind::UriError, "URI malformed")
}

fn finish(th: &mut Thread, out: &[u16]) -> JsResult<Value> {
    if out.len() > string::MAX_LENGTH {
        return Err(range_error(th, "Invalid string length"));
    }
    Ok(string::from_utf16(th, out))
}

/// Encode(string, extraUnescaped).
fn encode(th: &mut Thread, s: Units<'_>, extra: &[u8]) -> JsResult<Value> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out: Vec<u16> = Vec::with_capacity(s.len());
    let mut k = 0;
    while k < s.len() {
        let c = s.at(k);
        if is_unescaped(c) || u8::try_from(c).is_ok_and(|b| extra.contains(&b)) {
            out.push(c);
            k += 1;
            continue;
        }
        // CodePointAt: a lone surrogate cannot be encoded.
        let cp = match c {
            0xD800..=0xDBFF => {
                let next = if k + 1 < s.len() { s.at(k + 1) } else { 0 };
                if !(0xDC00..=0xDFFF).contains(&next) {
                    return Err(malformed(th));
                }
                k += 1;
                0x10000 + ((u32::from(c) - 0xD800) << 10) + (u32::from(next) - 0xDC00)
            }
            0xDC00..=0xDFFF => return Err(malformed(th)),
            _ => u32::from(c),
        };
        k += 1;
        let ch = char::from_u32(cp).unwrap_or('\u{FFFD}');
        let mut buf = [0u8; 4];
        for &b in ch.encode_utf8(&mut buf).as_bytes() {
            out.extend([
                u16::from(b'%'),
                u16::from(HEX[usize::from(b >> 4)]),
                u16::from(HEX[usize::from(b & 15)]),
            ]);
        }
    }
    finish(th, &out)
}

/// Two hex digits at `s[k..k+2]`, if they are.
fn hex_byte(s: Units<'_>, k: usize) -> Option<u8> {
    if k + 1 >= s.len() {
        return None;
    }
    let d = |c: u16| char::from_u32(u32::from(c)).and_then(|c| c.to_digit(16));
    Some((d(s.at(k))? * 16 + d(s.at(k + 1))?) as u8)
}

/// Decode(string, preserveEscapeSet).
fn decode(th: &mut Thread, s: Units<'_>, preserve: &[u8]) -> JsResult<Value> {
    let mut out: Vec<u16> = Vec::with_capacity(s.len());
    let mut k = 0;
    while k < s.len() {
        let c = s.at(k);
        if c != u16::from(b'%') {
            out.push(c);
            k += 1;
            continue;
        }
        let start = k;
        let Some(b) = hex_byte(s, k + 1) else {
            return Err(malformed(th));
        };
        k += 3;
        if b < 0x80 {
            if preserve.contains(&b) {
                out.extend((start..k).map(|i| s.at(i)));
            } else {
                out.push(u16::from(b));
            }
            continue;
        }
        // A multi-byte sequence: the lead byte says how many follow.
        let n = b.leading_ones() as usize;
        if !(2..=4).contains(&n) {
            return Err(malformed(th));
        }
        let mut bytes = vec![b];
        for _ in 1..n {
            if k >= s.len() || s.at(k) != u16::from(b'%') {
                return Err(malformed(th));
            }
            match hex_byte(s, k + 1) {
                Some(b) if b & 0xC0 == 0x80 => bytes.push(b),
                _ => return Err(malformed(th)),
            }
            k += 3;
        }
        // Rust's decoder rejects exactly what the spec calls invalid:
        // overlong forms, surrogates, and code points past U+10FFFF.
        let Ok(text) = std::str::from_utf8(&bytes) else {
            return Err(malformed(th));
        };
        out.extend(text.encode_utf16());
    }
    finish(th, &out)
}

fn string_arg(th: &mut Thread, args: &[Value]) -> JsResult<Value> {
    ops::to_string_value(th, arg(args, 0))
}

fn encode_uri(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = string_arg(th, args)?;
    encode(th, string::units(s), b";/?:@&=+$,#")
}

fn encode_uri_component(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let s = string_arg(th, args)?;
    encode(th, string::units(s), b"")
}

fn decode_uri(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = string_arg(th, args)?;
    let mut preserve = RESERVED.to_vec();
    preserve.push(b'#');
    decode(th, string::units(s), &preserve)
}

fn decode_uri_component(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let s = string_arg(th, args)?;
    decode(th, string::units(s), b"")
}
