//! `toFixed`, `toExponential` and `toPrecision`: the exact decimal value of
//! the double, rounded once at the requested digit with ties away from
//! zero (ECMAScript's "if there are two such n, pick the larger n") — as
//! V8's bignum-dtoa does. printf's `%.2f` rounds the same exact value but
//! ties to even, and rounding the shortest representation instead would
//! make `(1.005).toFixed(2)` "1.01" where node prints "1.00" (1.005 is
//! 1.00499999999999989…).

use super::to_js_string;

/// The decimal digits of |d| exactly (finite, non-zero): `(digits, point)`
/// with |d| = 0.d₁d₂… × 10^point and no leading or trailing zero digit.
fn exact_digits(d: f64) -> (Vec<u8>, i32) {
    let (m, e) = decompose(d);
    // |d| = m·2^e. For e < 0 that is m·5^−e / 10^−e.
    let mut n = Big::from_u64(m);
    let mut scale = 0i32; // |d| = n · 10^scale
    if e >= 0 {
        n.shl(e as u32);
    } else {
        let mut k = -e;
        while k >= 13 {
            n.mul_small(1_220_703_125); // 5^13
            k -= 13;
        }
        n.mul_small(5u32.pow(k as u32));
        scale = e;
    }
    let mut digits = n.into_decimal();
    let len = digits.len() as i32;
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    (digits, len + scale)
}

/// `digits` (0.d₁d₂… × 10^point) rounded to its first `keep` digits, ties
/// up: `(digits, point)`, with exactly `keep.max(0)` digits (or one more
/// digit of point after a carry out of the top). `keep` may be ≤ 0.
pub(super) fn round_digits(mut digits: Vec<u8>, mut point: i32, keep: i32) -> (Vec<u8>, i32) {
    if keep < 0 {
        return (Vec::new(), point);
    }
    let keep_u = keep as usize;
    let round_up = digits.get(keep_u).is_some_and(|&c| c >= b'5');
    digits.truncate(keep_u);
    digits.resize(keep_u, b'0');
    if round_up {
        let mut i = keep_u;
        loop {
            if i == 0 {
                // carry out of the top: 99.9 → 100
                digits.insert(0, b'1');
                digits.truncate(keep_u.max(1));
                point += 1;
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    (digits, point)
}

/// |d| = m·2^e with m an integer below 2^53 (d finite).
fn decompose(d: f64) -> (u64, i32) {
    let bits = d.abs().to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    }
}

/// toFixed without a bignum when |d|·10^f stays within 128 bits, which
/// covers the common calls (f ≤ 22, moderate magnitudes): |d|·10^f =
/// m·5^f·2^(e+f), rounded half up at the binary point. About 10× faster
/// than the general path (a loop of 200,000 `toFixed(2)` calls, measured
/// with bench/math.ts).
fn to_fixed_fast(d: f64, f: u32) -> Option<String> {
    if f > 22 {
        return None;
    }
    let (m, e) = decompose(d);
    let n = u128::from(m) * 5u128.pow(f); // < 2^53 · 5^22 < 2^105
    let shift = -(e + f as i32);
    let q = if shift <= 0 {
        let left = (-shift) as u32;
        if left >= n.leading_zeros() {
            return None;
        }
        n << left
    } else if shift >= 120 {
        0 // below half a unit: n < 2^105
    } else {
        let half = 1u128 << (shift - 1);
        let rem = n & ((half << 1) - 1);
        (n >> shift) + u128::from(rem >= half)
    };
    let digits = q.to_string();
    let f = f as usize;
    let mut out = String::with_capacity(digits.len() + f + 3);
    if d < 0.0 {
        out.push('-');
    }
    if digits.len() <= f {
        out.push('0');
        if f > 0 {
            out.push('.');
            out.extend(std::iter::repeat_n('0', f - digits.len()));
            out.push_str(&digits);
        }
    } else {
        let (int, frac) = digits.split_at(digits.len() - f);
        out.push_str(int);
        if f > 0 {
            out.push('.');
            out.push_str(frac);
        }
    }
    Some(out)
}

/// `Number.prototype.toFixed(f)` for f in 0..=100.
pub fn to_fixed(d: f64, f: u32) -> String {
    if !d.is_finite() {
        return to_js_string(d);
    }
    if d.abs() >= 1e21 {
        return to_js_string(d);
    }
    to_fixed_fast(d, f).unwrap_or_else(|| to_fixed_exact(d, f))
}

/// toFixed through the exact decimal expansion (any f, |d| < 1e21).
fn to_fixed_exact(d: f64, f: u32) -> String {
    let sign = if d < 0.0 { "-" } else { "" };
    let f = f as i32;
    let (digits, point) = if d == 0.0 {
        (Vec::new(), 0)
    } else {
        let (digits, point) = exact_digits(d);
        let keep = point + f;
        let (digits, new_point) = round_digits(digits, point, keep);
        if keep < 0 || digits.is_empty() {
            (Vec::new(), 0)
        } else {
            (digits, new_point)
        }
    };
    // digits are the first (point + f) digits of the value; lay them out
    // as an integer part and f fraction digits.
    let mut int_part = String::new();
    let mut frac_part = String::new();
    for i in 0..(point.max(0) + f) {
        let pos = i - point.max(0); // < 0: integer digit
        let idx = i - (point.max(0) - point); // index into digits
        let c = if idx >= 0 && (idx as usize) < digits.len() {
            digits[idx as usize] as char
        } else {
            '0'
        };
        if pos < 0 {
            int_part.push(c);
        } else {
            frac_part.push(c);
        }
    }
    if int_part.is_empty() {
        int_part.push('0');
    }
    if f == 0 {
        format!("{sign}{int_part}")
    } else {
        format!("{sign}{int_part}.{frac_part}")
    }
}

/// The shortest round-trip digits of |d| (finite, non-zero), as
/// Number::toString picks them (an exact tie between two shortest
/// candidates goes to the even one, where Rust's `{:e}` rounds up):
/// `(digits, point)` as in [`exact_digits`].
pub(super) fn shortest_digits(d: f64) -> (Vec<u8>, i32) {
    let s = to_js_string(d.abs()); // "123.45", "1e-7", "1.5e+300"
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.trim_start_matches('+').parse().unwrap_or(0);
    let int_len = mantissa.find('.').unwrap_or(mantissa.len()) as i32;
    let all: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
    // Leading zeros (0.00123) shift the point left.
    let zeros = all.iter().take_while(|&&c| c == b'0').count();
    let mut digits = all[zeros..].to_vec();
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    (digits, int_len - zeros as i32 + exp)
}

/// `d` in exponential notation with the given significant digits:
/// `1.23e+5`.
fn exponential(sign: &str, digits: &[u8], point: i32) -> String {
    let e = point - 1;
    let mut out = String::from(sign);
    out.push(digits[0] as char);
    if digits.len() > 1 {
        out.push('.');
        out.extend(digits[1..].iter().map(|&c| c as char));
    }
    out.push('e');
    out.push(if e < 0 { '-' } else { '+' });
    out.push_str(&e.abs().to_string());
    out
}

/// `Number.prototype.toExponential(f)`: `None` for as many digits as
/// needed (the shortest round trip), else f in 0..=100 fraction digits.
pub fn to_exponential(d: f64, f: Option<u32>) -> String {
    if !d.is_finite() {
        return to_js_string(d);
    }
    let sign = if d < 0.0 { "-" } else { "" };
    if d == 0.0 {
        let zeros = "0".repeat(f.unwrap_or(0) as usize);
        return if zeros.is_empty() {
            "0e+0".into()
        } else {
            format!("0.{zeros}e+0")
        };
    }
    let (digits, point) = match f {
        None => shortest_digits(d),
        Some(f) => {
            let (digits, point) = exact_digits(d);
            round_digits(digits, point, f as i32 + 1)
        }
    };
    exponential(sign, &digits, point)
}

/// `Number.prototype.toPrecision(p)` for p in 1..=100.
pub fn to_precision(d: f64, p: u32) -> String {
    if !d.is_finite() {
        return to_js_string(d);
    }
    let sign = if d < 0.0 { "-" } else { "" };
    let p = p as i32;
    if d == 0.0 {
        return if p == 1 {
            "0".into()
        } else {
            format!("0.{}", "0".repeat(p as usize - 1))
        };
    }
    let (digits, point) = exact_digits(d);
    let (digits, point) = round_digits(digits, point, p);
    let e = point - 1;
    if e < -6 || e >= p {
        return exponential(sign, &digits, point);
    }
    let text: String = digits.iter().map(|&c| c as char).collect();
    if point <= 0 {
        format!("{sign}0.{}{text}", "0".repeat((-point) as usize))
    } else if point as usize >= text.len() {
        format!("{sign}{text}")
    } else {
        let (a, b) = text.split_at(point as usize);
        format!("{sign}{a}.{b}")
    }
}

/// What en-US `toLocaleString()` prints (node's ICU with its defaults):
/// the shortest round-trip digits rounded half away from zero to at most
/// three fraction digits, trailing zeros dropped, the integer part grouped
/// by thousands. `∞` for infinities; −0 keeps its sign.
pub fn to_locale_string(d: f64) -> String {
    if d.is_nan() {
        return "NaN".into();
    }
    let sign = if d.is_sign_negative() { "-" } else { "" };
    if d.is_infinite() {
        return format!("{sign}∞");
    }
    let (int_digits, frac) = if d == 0.0 {
        (b"0".to_vec(), Vec::new())
    } else {
        let (digits, point) = shortest_digits(d);
        let (digits, point) = round_digits(digits, point, point + 3);
        let mut int_digits = Vec::new();
        let mut frac = Vec::new();
        for i in 0..(point.max(0) + 3) {
            let idx = i - (point.max(0) - point);
            let c = if idx >= 0 && (idx as usize) < digits.len() {
                digits[idx as usize]
            } else {
                b'0'
            };
            if i < point.max(0) {
                int_digits.push(c);
            } else {
                frac.push(c);
            }
        }
        if int_digits.is_empty() {
            int_digits.push(b'0');
        }
        while frac.last() == Some(&b'0') {
            frac.pop();
        }
        (int_digits, frac)
    };
    let mut out = String::from(sign);
    let n = int_digits.len();
    for (i, &c) in int_digits.iter().enumerate() {
        if i > 0 && (n - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c as char);
    }
    if !frac.is_empty() {
        out.push('.');
        out.extend(frac.iter().map(|&c| c as char));
    }
    out
}

/// A non-negative integer in 32-bit limbs, least significant first: just
/// enough arithmetic for exact decimal expansion (at most ~2,500 bits).
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        Big(vec![v as u32, (v >> 32) as u32])
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let p = u64::from(*limb) * u64::from(m) + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn shl(&mut self, bits: u32) {
        let words = (bits / 32) as usize;
        let bits = bits % 32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let v = *limb;
                *limb = (v << bits) | carry;
                carry = v >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
    }

    /// Decimal digits, most significant first, no leading zeros.
    fn into_decimal(mut self) -> Vec<u8> {
        let mut chunks = Vec::new(); // base 10^9, least significant first
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        while !self.0.is_empty() {
            let mut rem = 0u64;
            for limb in self.0.iter_mut().rev() {
                let cur = (rem << 32) | u64::from(*limb);
                *limb = (cur / 1_000_000_000) as u32;
                rem = cur % 1_000_000_000;
            }
            chunks.push(rem as u32);
            while self.0.last() == Some(&0) {
                self.0.pop();
            }
        }
        let mut out = Vec::with_capacity(chunks.len() * 9);
        for (i, c) in chunks.iter().rev().enumerate() {
            if i == 0 {
                out.extend(c.to_string().bytes());
            } else {
                out.extend(format!("{c:09}").bytes());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_rounds_the_exact_value() {
        assert_eq!(to_fixed(1.005, 2), "1.00");
        assert_eq!(to_fixed(0.5, 0), "1");
        assert_eq!(to_fixed(0.0, 0), "0");
        assert_eq!(to_fixed(-0.0004, 0), "-0");
        assert_eq!(to_fixed(2.5, 0), "3");
        assert_eq!(
            to_fixed(1e20, 22),
            "100000000000000000000.0000000000000000000000"
        );
        assert_eq!(to_fixed(5e-324, 22), "0.0000000000000000000000");
        assert_eq!(to_fixed(1.45, 1), "1.4");
        assert_eq!(to_fixed(-0.0000001, 2), "-0.00");
        assert_eq!(to_fixed(-0.0, 2), "0.00");
        assert_eq!(to_fixed(1e21, 2), "1e+21");
        assert_eq!(to_fixed(123.456, 0), "123");
        assert_eq!(to_fixed(99.99, 1), "100.0");
        assert_eq!(to_fixed(0.000001, 7), "0.0000010");
        assert_eq!(to_fixed(1e20, 2), "100000000000000000000.00");
        assert_eq!(to_fixed(0.1, 30), "0.100000000000000005551115123126");
    }

    #[test]
    fn fast_fixed_agrees_with_exact() {
        let mut x = 0x2545_F491_4F6C_DD1D_u64;
        for i in 0..20_000 {
            // xorshift over bit patterns, scaled into toFixed's range
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let d = f64::from_bits(x);
            let d = if d.is_finite() && d.abs() < 1e21 {
                d
            } else {
                (x >> 11) as f64 / (1u64 << (i % 60)) as f64
            };
            for f in [0, 1, 2, 3, 7, 15, 22] {
                if let Some(fast) = to_fixed_fast(d, f) {
                    assert_eq!(fast, to_fixed_exact(d, f), "{d:e} {f}");
                }
            }
        }
    }

    #[test]
    fn exponential_and_precision() {
        assert_eq!(to_exponential(1.25, Some(1)), "1.3e+0");
        assert_eq!(to_exponential(2.5, Some(0)), "3e+0");
        assert_eq!(to_exponential(0.0, Some(2)), "0.00e+0");
        assert_eq!(to_exponential(0.0, None), "0e+0");
        assert_eq!(to_exponential(123.456, None), "1.23456e+2");
        assert_eq!(to_exponential(5e-324, None), "5e-324");
        assert_eq!(
            to_exponential(-(113_488_606_536_846.0 + 0.125), None),
            "-1.1348860653684612e+14"
        );
        assert_eq!(to_exponential(0.000123, None), "1.23e-4");
        assert_eq!(to_exponential(1e21, None), "1e+21");
        assert_eq!(to_exponential(1200.0, None), "1.2e+3");
        assert_eq!(to_precision(123.456, 2), "1.2e+2");
        assert_eq!(to_precision(0.000001234, 2), "0.0000012");
        assert_eq!(to_precision(1e-7, 3), "1.00e-7");
        assert_eq!(to_precision(123456.0, 3), "1.23e+5");
        assert_eq!(to_precision(0.0, 3), "0.00");
        assert_eq!(to_precision(99.99, 3), "100");
    }

    #[test]
    fn locale() {
        assert_eq!(to_locale_string(1.0005), "1.001");
        assert_eq!(to_locale_string(1234.5678), "1,234.568");
        assert_eq!(to_locale_string(0.0004), "0");
        assert_eq!(to_locale_string(-0.0), "-0");
        assert_eq!(to_locale_string(999.9995), "1,000");
        assert_eq!(to_locale_string(f64::NEG_INFINITY), "-∞");
        assert_eq!(to_locale_string(1e21), "1,000,000,000,000,000,000,000");
        assert_eq!(
            to_locale_string(2_247_326_552_105_519.0 + 0.25),
            "2,247,326,552,105,519.2"
        );
    }
}
