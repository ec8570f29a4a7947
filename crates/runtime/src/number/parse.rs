//! `parseInt`, `parseFloat` and the integer-in-a-radix conversion behind
//! them and StringToNumber's `0x`/`0o`/`0b` literals, with V8's rounding:
//!
//! - radix 10: the digits as a decimal literal, correctly rounded;
//! - radixes 2, 4, 8, 16, 32: correctly rounded (ties to even), exact in
//!   the bits;
//! - any other radix: V8's approximation (ES allows one), which folds the
//!   digits into the result in chunks whose multiplier stays within 32 bits
//!   and rounds at every fold — `parseInt("zzzzzzzzzzzzz", 36)` depends on
//!   it.

use super::is_js_whitespace;
use crate::string::Units;

fn digit_value(c: u16, radix: u32) -> Option<u32> {
    let c = char::from_u32(u32::from(c))?;
    c.to_digit(radix)
}

/// The length of the run of `radix` digits at the start of `units`.
fn digit_run(units: &[u16], radix: u32) -> usize {
    units
        .iter()
        .position(|&c| digit_value(c, radix).is_none())
        .unwrap_or(units.len())
}

/// An unsigned integer written in `radix` (every unit a digit, at least
/// one), rounded as V8 rounds it.
pub fn radix_digits_to_f64(digits: &[u16], radix: u32) -> f64 {
    if radix == 10 {
        let s: String = digits.iter().map(|&c| c as u8 as char).collect();
        return s.parse::<f64>().unwrap_or(f64::NAN);
    }
    if radix.is_power_of_two() {
        return power_of_two(digits, radix.trailing_zeros());
    }
    generic(digits, radix)
}

/// Radix 2^bits: the first 53 significant bits exactly, the rest rounded
/// half to even (a non-zero digit past the halfway bit breaks a tie).
fn power_of_two(digits: &[u16], bits: u32) -> f64 {
    let mut number: u64 = 0;
    let mut exponent = 0i32;
    for (i, &c) in digits.iter().enumerate() {
        let d = u64::from(digit_value(c, 1 << bits).unwrap_or(0));
        number = (number << bits) | d;
        let overflow = (number >> 53) as u32;
        if overflow == 0 {
            continue;
        }
        // More than 53 bits: drop the low ones and round.
        let dropped_count = 32 - overflow.leading_zeros();
        let dropped_mask = (1u64 << dropped_count) - 1;
        let dropped = number & dropped_mask;
        number >>= dropped_count;
        exponent = dropped_count as i32;
        let rest = &digits[i + 1..];
        let zero_tail = rest.iter().all(|&c| c == u16::from(b'0'));
        exponent += (rest.len() as u32 * bits) as i32;
        let middle = 1u64 << (dropped_count - 1);
        if dropped > middle || (dropped == middle && ((number & 1) != 0 || !zero_tail)) {
            number += 1;
        }
        if number & (1u64 << 53) != 0 {
            exponent += 1;
            number >>= 1;
        }
        break;
    }
    if exponent == 0 {
        return number as f64;
    }
    let mut v = number as f64;
    // ldexp: exponents past 1023 overflow to ∞.
    while exponent > 0 {
        let step = exponent.min(1000);
        v *= 2f64.powi(step);
        exponent -= step;
    }
    v
}

/// V8's NumberParseIntHelper::HandleGenericCase. Leading zeros are skipped
/// first (as V8's radix detection does): they would shift the chunk
/// boundaries, and with them the roundings.
fn generic(digits: &[u16], radix: u32) -> f64 {
    const MAX_MULTIPLIER: u32 = 0xFFFF_FFFF / 36;
    let mut result = 0.0f64;
    let mut i = digits
        .iter()
        .position(|&c| c != u16::from(b'0'))
        .unwrap_or(digits.len());
    while i < digits.len() {
        let (mut part, mut multiplier) = (0u32, 1u32);
        while i < digits.len() {
            let m = multiplier * radix;
            if m > MAX_MULTIPLIER {
                break;
            }
            part = part * radix + digit_value(digits[i], radix).unwrap_or(0);
            multiplier = m;
            i += 1;
        }
        result = result * f64::from(multiplier) + f64::from(part);
    }
    result
}

fn skip_whitespace(units: Units<'_>) -> usize {
    let mut i = 0;
    while i < units.len() && is_js_whitespace(units.at(i)) {
        i += 1;
    }
    i
}

/// `parseInt(string, radix)` once both are converted: `radix` is ToInt32 of
/// the argument (0 for "not given").
pub fn parse_int(units: Units<'_>, radix: i32) -> f64 {
    if let Some(v) = short_decimal(units, radix) {
        return v;
    }
    let s: Vec<u16> = units.iter().skip(skip_whitespace(units)).collect();
    let mut s = &s[..];
    let mut sign = 1.0;
    if let Some(&c) = s.first()
        && (c == u16::from(b'-') || c == u16::from(b'+'))
    {
        if c == u16::from(b'-') {
            sign = -1.0;
        }
        s = &s[1..];
    }
    let mut radix = radix;
    let mut strip_prefix = true;
    if radix != 0 {
        if !(2..=36).contains(&radix) {
            return f64::NAN;
        }
        if radix != 16 {
            strip_prefix = false;
        }
    } else {
        radix = 10;
    }
    if strip_prefix
        && s.len() >= 2
        && s[0] == u16::from(b'0')
        && (s[1] == u16::from(b'x') || s[1] == u16::from(b'X'))
    {
        s = &s[2..];
        radix = 16;
    }
    let radix = radix as u32;
    let end = digit_run(s, radix);
    if end == 0 {
        return f64::NAN;
    }
    sign * radix_digits_to_f64(&s[..end], radix)
}

/// `parseInt` of a run of at most 15 decimal digits (with radix 10, or 0
/// and no `0x`): exact in a u64, read without copying the units (the
/// general path's copy made `parseInt("5", 10)` ~740 instructions in
/// bench/readstream.ts).
fn short_decimal(units: Units<'_>, radix: i32) -> Option<f64> {
    if radix != 10 && radix != 0 {
        return None;
    }
    let at = |i: usize| {
        if i < units.len() { units.at(i) } else { 0 }
    };
    let digit = |c: u16| c.wrapping_sub(u16::from(b'0'));
    let mut i = skip_whitespace(units);
    let negative = at(i) == u16::from(b'-');
    if negative || at(i) == u16::from(b'+') {
        i += 1;
    }
    if radix == 0 && at(i) == u16::from(b'0') && (at(i + 1) | 0x20) == u16::from(b'x') {
        return None;
    }
    let mut v: u64 = 0;
    let mut n = 0;
    while n < 16 && digit(at(i + n)) < 10 {
        v = v * 10 + u64::from(digit(at(i + n)));
        n += 1;
    }
    if n == 0 || n > 15 {
        return None;
    }
    let v = v as f64;
    Some(if negative { -v } else { v })
}

/// `parseFloat(string)`: the longest prefix (after whitespace) that is a
/// StrDecimalLiteral, or `Infinity` with a sign.
pub fn parse_float(units: Units<'_>) -> f64 {
    let start = skip_whitespace(units);
    let at = |i: usize| {
        if i < units.len() { units.at(i) } else { 0 }
    };
    let is_digit = |c: u16| (u16::from(b'0')..=u16::from(b'9')).contains(&c);
    // The longest prefix that is a StrDecimalLiteral, found first and then
    // parsed from a buffer on the stack: a `String` and the `Infinity`
    // pattern made per call were ~500 instructions of a 30-character CSV
    // field's parse (bench/readstream.ts).
    let mut i = start;
    let negative = at(i) == u16::from(b'-');
    if negative || at(i) == u16::from(b'+') {
        i += 1;
    }
    if b"Infinity"
        .iter()
        .enumerate()
        .all(|(k, &b)| at(i + k) == u16::from(b))
    {
        return if negative {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let mut mantissa_digits = 0;
    while is_digit(at(i)) {
        i += 1;
        mantissa_digits += 1;
    }
    if at(i) == u16::from(b'.') {
        i += 1;
        while is_digit(at(i)) {
            i += 1;
            mantissa_digits += 1;
        }
    }
    if mantissa_digits == 0 {
        return f64::NAN;
    }
    if at(i) == u16::from(b'e') || at(i) == u16::from(b'E') {
        let mut j = i + 1;
        if at(j) == u16::from(b'+') || at(j) == u16::from(b'-') {
            j += 1;
        }
        if is_digit(at(j)) {
            while is_digit(at(j)) {
                j += 1;
            }
            i = j;
        }
    }
    // Every unit of start..i is ASCII.
    let mut buf = [0u8; 64];
    let n = i - start;
    let parsed = if n <= buf.len() {
        for (k, b) in buf[..n].iter_mut().enumerate() {
            *b = units.at(start + k) as u8;
        }
        std::str::from_utf8(&buf[..n]).map(str::parse::<f64>)
    } else {
        let text: String = (start..i).map(|k| units.at(k) as u8 as char).collect();
        return text.parse::<f64>().unwrap_or(f64::NAN);
    };
    match parsed {
        Ok(Ok(v)) => v,
        _ => f64::NAN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(s: &str, radix: i32) -> f64 {
        let u: Vec<u16> = s.encode_utf16().collect();
        parse_int(Units::Utf16(&u), radix)
    }

    fn float(s: &str) -> f64 {
        let u: Vec<u16> = s.encode_utf16().collect();
        parse_float(Units::Utf16(&u))
    }

    #[test]
    fn parse_int_like_v8() {
        assert_eq!(int("  42px", 0), 42.0);
        assert_eq!(int("0x1F", 0), 31.0);
        assert_eq!(int("0x1F", 16), 31.0);
        assert_eq!(int("0x1F", 10), 0.0);
        assert!(int("0x", 0).is_nan());
        assert_eq!(int("-ff", 16), -255.0);
        assert!(int("-0", 0).is_sign_negative());
        assert!(int("12", 1).is_nan());
        assert!(int("12", 37).is_nan());
        assert_eq!(int("\u{3000}\u{FEFF}7", 0), 7.0);
        assert_eq!(int("zz", 36), 1295.0);
        assert_eq!(
            int("0441340614515101605212013125465", 7),
            1.4818979022519174e25
        );
        assert_eq!(int("zzzzzzzzzzzzz", 36), 170581728179578200000.0);
        assert_eq!(int("1".repeat(60).as_str(), 2), 1152921504606847000.0);
        assert_eq!(int("9007199254740993", 10), 9007199254740992.0);
        assert_eq!(
            int("10000000000000000000000000000000000000000001", 16),
            5.986310706507379e51
        );
    }

    #[test]
    fn parse_float_prefixes() {
        assert_eq!(float("2.5abc"), 2.5);
        assert_eq!(float("1e"), 1.0);
        assert_eq!(float("1e+"), 1.0);
        assert_eq!(float("-.5e-3x"), -0.0005);
        assert!(float("-0").is_sign_negative());
        assert_eq!(float("0x10"), 0.0);
        assert_eq!(float("-Infinityx"), f64::NEG_INFINITY);
        assert!(float("infinity").is_nan());
        assert!(float(".").is_nan());
        assert!(float("+-1").is_nan());
        assert_eq!(float("5."), 5.0);
    }
}
