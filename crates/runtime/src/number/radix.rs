//! `Number.prototype.toString(radix)` for radixes other than 10, as V8's
//! `DoubleToRadixCString` computes it (node prints exactly these digits).
//!
//! The fraction is written digit by digit only as long as the digits still
//! carry information (to half the gap to the next double, `delta`), and the
//! last digit is rounded to even with carries propagated back — so
//! `(0.1).toString(3)` ends `…0220022002201`. Integer digits come from
//! exact division while the value is below 2^53·radix; above that the
//! unrepresented low digits are written as `0` (V8 divides by the radix,
//! inexactly, until the quotient fits) — `(2**60).toString(3)` ends `0000`.

const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// `d` in `radix` (2..=36, not 10 — which is [`super::to_js_string`]).
pub fn to_radix_string(d: f64, radix: u32) -> String {
    if d.is_nan() {
        return "NaN".into();
    }
    if d.is_infinite() {
        return if d > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    let negative = d < 0.0;
    let value = d.abs();
    let r = f64::from(radix);

    let mut integer = value.floor();
    let mut fraction = value - integer;
    // Digits are produced only to the precision of the input: half the gap
    // to the next double (at least the smallest subnormal).
    let next = f64::from_bits(value.to_bits() + 1);
    let mut delta = (0.5 * (next - value)).max(f64::from_bits(1));

    let mut frac_digits: Vec<u8> = Vec::new();
    if fraction >= delta {
        loop {
            fraction *= r;
            delta *= r;
            let digit = fraction as usize;
            frac_digits.push(DIGITS[digit]);
            fraction -= digit as f64;
            // Round to even at the last digit.
            if (fraction > 0.5 || (fraction == 0.5 && (digit & 1) == 1)) && fraction + delta > 1.0 {
                // Propagate the carry back through the written digits.
                loop {
                    match frac_digits.pop() {
                        None => {
                            integer += 1.0;
                            break;
                        }
                        Some(c) => {
                            let digit = digit_value(c);
                            if digit + 1 < radix as usize {
                                frac_digits.push(DIGITS[digit + 1]);
                                break;
                            }
                        }
                    }
                }
                break;
            }
            if fraction < delta {
                break;
            }
        }
    }

    // Integer digits, least significant first. While integer / radix is
    // ≥ 2^53 its low digits are not represented: V8 writes zeros.
    let mut int_digits: Vec<u8> = Vec::new();
    while exponent(integer / r) > 0 {
        integer /= r;
        int_digits.push(b'0');
    }
    loop {
        let remainder = integer % r;
        int_digits.push(DIGITS[remainder as usize]);
        integer = (integer - remainder) / r;
        if integer <= 0.0 {
            break;
        }
    }

    let mut out = String::with_capacity(int_digits.len() + frac_digits.len() + 2);
    if negative {
        out.push('-');
    }
    out.extend(int_digits.iter().rev().map(|&c| c as char));
    if !frac_digits.is_empty() {
        out.push('.');
        out.extend(frac_digits.iter().map(|&c| c as char));
    }
    out
}

fn digit_value(c: u8) -> usize {
    if c.is_ascii_digit() {
        (c - b'0') as usize
    } else {
        (c - b'a' + 10) as usize
    }
}

/// V8's `Double::Exponent`: the power of two of the significand's last bit
/// (positive exactly when the value is ≥ 2^53).
fn exponent(d: f64) -> i32 {
    let bits = d.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        -1074 // subnormal
    } else {
        biased - 1075
    }
}

#[cfg(test)]
mod tests {
    use super::to_radix_string as s;

    #[test]
    fn matches_node() {
        assert_eq!(s(0.1, 3), "0.0022002200220022002200220022002201");
        assert_eq!(s(255.0, 16), "ff");
        assert_eq!(s(-255.5, 2), "-11111111.1");
        assert_eq!(s(1e21, 36), "5v1j4f4ds7c000");
        assert_eq!(
            s(2f64.powi(60), 3),
            "21200101122222021102111220121112210000"
        );
        assert_eq!(s(std::f64::consts::PI, 7), "3.066365143203613411");
        assert_eq!(s(-0.0, 2), "0");
        assert_eq!(s(5e-324, 2).len(), 1076);
        assert_eq!(s(f64::NEG_INFINITY, 2), "-Infinity");
    }
}
