//! Number semantics: ECMAScript Number::toString (through `ryu-js`),
//! StringToNumber, ToInt32 and the arithmetic that C gets wrong.
//!
//! - `radix.rs` — `toString(radix)` as V8's DoubleToRadixCString;
//! - `dtoa.rs` — `toFixed`, `toExponential`, `toPrecision` (exact decimal
//!   expansion) and en-US `toLocaleString`;
//! - `parse.rs` — `parseInt`, `parseFloat` and integers in a radix with
//!   V8's rounding.

mod dtoa;
pub mod locale;
mod parse;
mod radix;

pub use dtoa::{to_exponential, to_fixed, to_locale_string, to_precision};
pub use parse::{parse_float, parse_int, radix_digits_to_f64};
pub use radix::to_radix_string;

use crate::string::Units;

/// ECMAScript Number::toString(10): shortest round trip, `1e+21`, `1e-7`;
/// both zeros print `0`.
pub fn to_js_string(d: f64) -> String {
    if d == 0.0 {
        return "0".to_owned();
    }
    let mut buf = [0u8; 24];
    if let Some(text) = integer_text(d, &mut buf) {
        // SAFETY: ASCII digits and '-'.
        return unsafe { std::str::from_utf8_unchecked(text) }.to_owned();
    }
    ryu_js::Buffer::new().format(d).to_owned()
}

/// The decimal text of an integral `d` with |d| < 2^53 (ECMAScript's
/// Number::toString of it is exactly its digits), written into `buf`:
/// integers are the common case (counters, ids, indices) and this costs
/// a few instructions per digit where `ryu-js` costs ~150 per number
/// (bench/strings spent 4.5% of its instructions in ryu's `d2d`).
pub fn integer_text(d: f64, buf: &mut [u8; 24]) -> Option<&[u8]> {
    let in_range = d.abs() < 9_007_199_254_740_992.0; // false for NaN
    if !in_range || d != d.trunc() || d == 0.0 {
        return None;
    }
    let mut n = d.abs() as u64;
    let mut at = buf.len();
    while n > 0 {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
    }
    if d < 0.0 {
        at -= 1;
        buf[at] = b'-';
    }
    Some(&buf[at..])
}

/// What `console.log` prints for a number: like [`to_js_string`] but `-0`.
pub fn inspect(d: f64) -> String {
    if d == 0.0 && d.is_sign_negative() {
        "-0".to_owned()
    } else {
        to_js_string(d)
    }
}

/// WhiteSpace and LineTerminator code points, which StringToNumber trims.
pub fn is_js_whitespace(c: u16) -> bool {
    matches!(
        c,
        0x09 | 0x0A | 0x0B | 0x0C | 0x0D | 0x20 | 0xA0 | 0x1680 | 0x2000
            ..=0x200A | 0x2028 | 0x2029 | 0x202F | 0x205F | 0x3000 | 0xFEFF
    )
}

/// ECMAScript StringToNumber.
pub fn string_to_number(units: Units<'_>) -> f64 {
    let mut start = 0;
    let mut end = units.len();
    while start < end && is_js_whitespace(units.at(start)) {
        start += 1;
    }
    while end > start && is_js_whitespace(units.at(end - 1)) {
        end -= 1;
    }
    // Every valid literal is ASCII; anything else is NaN.
    let mut s = String::with_capacity(end - start);
    for i in start..end {
        let c = units.at(i);
        if c >= 0x80 {
            return f64::NAN;
        }
        s.push(c as u8 as char);
    }
    parse_numeric_literal(&s)
}

fn parse_numeric_literal(s: &str) -> f64 {
    if s.is_empty() {
        return 0.0;
    }
    let b = s.as_bytes();
    if b.len() > 2 && b[0] == b'0' {
        let radix = match b[1] {
            b'x' | b'X' => 16,
            b'o' | b'O' => 8,
            b'b' | b'B' => 2,
            _ => 0,
        };
        if radix != 0 {
            return parse_radix_digits(&s[2..], radix).unwrap_or(f64::NAN);
        }
    }
    let (sign, body) = match b[0] {
        b'+' => (1.0, &s[1..]),
        b'-' => (-1.0, &s[1..]),
        _ => (1.0, s),
    };
    if body == "Infinity" {
        return sign * f64::INFINITY;
    }
    if !is_decimal_literal(body.as_bytes()) {
        return f64::NAN;
    }
    body.parse::<f64>().map(|v| sign * v).unwrap_or(f64::NAN)
}

/// StrUnsignedDecimalLiteral: digits with an optional fraction and exponent,
/// at least one digit in the mantissa.
fn is_decimal_literal(b: &[u8]) -> bool {
    let mut i = 0;
    let mut mantissa_digits = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
        mantissa_digits += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
            mantissa_digits += 1;
        }
    }
    if mantissa_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let exp_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == exp_start {
            return false;
        }
    }
    i == b.len()
}

/// Digits in `radix` (no sign, no prefix; `None` if empty or not all
/// digits), rounded as V8 rounds them.
pub fn parse_radix_digits(digits: &str, radix: u32) -> Option<f64> {
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let units: Vec<u16> = digits.encode_utf16().collect();
    Some(radix_digits_to_f64(&units, radix))
}

/// ECMAScript ToInt32 for the values the inline fast path in kiln.h rejects.
#[unsafe(no_mangle)]
pub extern "C" fn kl_d_to_i32_slow(d: f64) -> i32 {
    // Below 2^63 in magnitude the truncation is exact in an i64, whose low
    // 32 bits are the value modulo 2^32: a hash's `(h * 31 + c) | 0` once
    // h * 31 passes 2^31 took `rem_euclid` (fmod, ~60 instructions:
    // 6% of bench/hashmap).
    if d.abs() < 9_223_372_036_854_775_808.0 {
        return d as i64 as i32;
    }
    if !d.is_finite() {
        return 0;
    }
    let m = d.trunc().rem_euclid(4_294_967_296.0);
    if m >= 2_147_483_648.0 {
        (m - 4_294_967_296.0) as i32
    } else {
        m as i32
    }
}

pub fn to_int32(d: f64) -> i32 {
    if (-2_147_483_648.0..=2_147_483_647.0).contains(&d) {
        d as i32
    } else {
        kl_d_to_i32_slow(d)
    }
}

/// `%` on numbers: Rust's `%` on f64 is C's fmod, which is exactly ECMAScript's.
#[unsafe(no_mangle)]
pub extern "C" fn kl_mod_slow(a: f64, b: f64) -> f64 {
    a % b
}

/// `**`, bit for bit as node computes it (see `pow.rs`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_pow(a: f64, b: f64) -> f64 {
    crate::pow::js_pow(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(s: &str) -> f64 {
        let units: Vec<u16> = s.encode_utf16().collect();
        string_to_number(Units::Utf16(&units))
    }

    #[test]
    fn formats_like_ecmascript() {
        let cases = [
            (0.1 + 0.2, "0.30000000000000004"),
            (1e21, "1e+21"),
            (1e-7, "1e-7"),
            (123456789012345680000.0, "123456789012345680000"),
            (-0.0, "0"),
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
            (0.000001, "0.000001"),
            (2f64.powi(53), "9007199254740992"),
            (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
        ];
        for (d, s) in cases {
            assert_eq!(to_js_string(d), s, "{d:e}");
        }
        assert_eq!(inspect(-0.0), "-0");
    }

    #[test]
    fn parses_string_numeric_literals() {
        assert_eq!(num(""), 0.0);
        assert_eq!(num("  \n\t "), 0.0);
        assert_eq!(num(" 42 "), 42.0);
        assert_eq!(num("0x1F"), 31.0);
        assert_eq!(num("0b101"), 5.0);
        assert_eq!(num("0o17"), 15.0);
        assert!(num("-0x10").is_nan());
        assert_eq!(num("-Infinity"), f64::NEG_INFINITY);
        assert!(num("infinity").is_nan());
        assert!(num("inf").is_nan());
        assert!(num("nan").is_nan());
        assert_eq!(num(".5"), 0.5);
        assert_eq!(num("5."), 5.0);
        assert!(num(".").is_nan());
        assert!(num("1e").is_nan());
        assert_eq!(num("1e3"), 1000.0);
        assert_eq!(num("-1.5E-2"), -0.015);
        assert!(num("1_000").is_nan());
        assert!(num("12px").is_nan());
        assert_eq!(num("\u{FEFF}7\u{2028}"), 7.0);
        assert!(num("-0").is_sign_negative());
        // past 2^53, rounded to even exactly as V8 does
        assert_eq!(num("0x20000000000001"), 9007199254740992.0);
        assert_eq!(num("0x20000000000003"), 9007199254740996.0);
        assert_eq!(num("0x200000000000011"), 144115188075855890.0);
        assert_eq!(num(&format!("0x{}", "f".repeat(300))), f64::INFINITY);
    }

    #[test]
    fn to_int32_wraps() {
        assert_eq!(to_int32(2_147_483_648.0), -2_147_483_648);
        assert_eq!(to_int32(4_294_967_296.0 + 5.0), 5);
        assert_eq!(to_int32(-1.9), -1);
        assert_eq!(to_int32(f64::NAN), 0);
        assert_eq!(to_int32(f64::INFINITY), 0);
        assert_eq!(to_int32(-4_294_967_297.5), -1);
        assert_eq!(to_int32(1e20), 1_661_992_960);
    }

    /// The i64 path below 2^63 against the definition (modulo 2^32 of the
    /// truncation), on both sides of every boundary it has.
    #[test]
    fn to_int32_through_i64_matches_the_modulus() {
        let modulus = |d: f64| {
            let m = d.trunc().rem_euclid(4_294_967_296.0);
            if m >= 2_147_483_648.0 {
                (m - 4_294_967_296.0) as i32
            } else {
                m as i32
            }
        };
        let two63 = 9_223_372_036_854_775_808.0_f64;
        let mut cases = vec![
            two63,
            -two63,
            two63 * 2.0,
            4_503_599_627_370_497.5,
            1e18 + 0.5,
        ];
        for e in 31..64 {
            let p = 2.0_f64.powi(e);
            for d in [p, p + 1.0, p - 1.0, p * 1.5 + 7.0, p + 0.5, p - 0.5] {
                cases.push(d);
                cases.push(-d);
            }
        }
        cases.push(f64::from_bits(two63.to_bits() - 1));
        cases.push(-f64::from_bits(two63.to_bits() - 1));
        for d in cases {
            assert_eq!(kl_d_to_i32_slow(d), modulus(d), "ToInt32({d})");
        }
    }

    #[test]
    fn pow_and_mod_follow_ecmascript() {
        assert!(kl_pow(1.0, f64::NAN).is_nan());
        assert!(kl_pow(-1.0, f64::INFINITY).is_nan());
        assert_eq!(kl_pow(f64::NAN, 0.0), 1.0);
        assert_eq!(kl_pow(2.0, 10.0), 1024.0);
        assert!(kl_mod_slow(-5.0, 5.0).is_sign_negative());
        assert_eq!(kl_mod_slow(5.5, 2.0), 1.5);
        assert!(kl_mod_slow(1.0, 0.0).is_nan());
    }
}

#[cfg(test)]
mod integer_text_tests {
    use super::*;

    #[test]
    fn integers_print_as_ryu_prints_them() {
        let mut cases = vec![1.0, -1.0, 9.0, 10.0, 99.0, 100.0, 12345.0, -2147483648.0];
        cases.extend([
            4294967295.0,
            9_007_199_254_740_991.0,
            -9_007_199_254_740_991.0,
        ]);
        let mut x = 1.0f64;
        while x < 9e15 {
            cases.push(x.trunc());
            cases.push(-(x * 0.73).trunc().max(1.0));
            x *= 3.7;
        }
        for d in cases {
            let mut buf = [0u8; 24];
            let fast = integer_text(d, &mut buf).map(|t| String::from_utf8(t.to_vec()).unwrap());
            assert_eq!(
                fast.as_deref(),
                Some(ryu_js::Buffer::new().format(d)),
                "{d}"
            );
        }
        for d in [
            0.5,
            -0.0,
            0.0,
            f64::NAN,
            f64::INFINITY,
            9_007_199_254_740_992.0,
            1e21,
        ] {
            let mut buf = [0u8; 24];
            assert!(integer_text(d, &mut buf).is_none(), "{d}");
        }
    }
}
