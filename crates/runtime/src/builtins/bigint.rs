//! The BigInt group: the `BigInt` function, `BigInt.asIntN`/`asUintN`,
//! `BigInt.prototype`, and the arithmetic, conversions and comparisons the
//! operators call (through `bigint::group`), on `num-bigint`.
//!
//! Values below 2^127 compute in `i128` ([`small`]); any other operation
//! converts its cells to `num_bigint::BigInt`, computes, and allocates the
//! result's cell: simple and correct, at the price of a `malloc` per
//! operand (bench/bigint and docs/performance.md record what that costs).

use super::arg;
use crate::bigint::{self, is_bigint};
use crate::error::{self, JsResult, range_error, type_error};
use crate::object::function::{define_native, new_native_constructor};
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj, realm};
use crate::ops::{self, Hint};
use crate::string;
use crate::thread::Thread;
use crate::value::{Kind, Value};
use num_bigint::{BigInt, Sign};
use num_traits::{FromPrimitive, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;

/// V8's limit: a BigInt has at most 2^30 bits.
const MAX_BITS: u64 = 1 << 30;

/// The value of a BigInt cell.
pub fn big(v: Value) -> BigInt {
    let sign = if bigint::is_negative(v) {
        Sign::Minus
    } else {
        Sign::Plus
    };
    BigInt::from_slice(sign, bigint::digits(v))
}

/// A new cell holding `b`. Never collects.
pub fn make(th: &mut Thread, b: &BigInt) -> Value {
    let (sign, digits) = b.to_u32_digits();
    bigint::alloc(th, sign == Sign::Minus, &digits)
}

/// The value of a BigInt whose magnitude is below 2^127, as an `i128`.
///
/// Most BigInts in programs are that small (counters, 64-bit hashes and
/// their products, timestamps): the operators compute those in `i128`
/// (checked, falling back when a result does not fit) and skip
/// `num-bigint`'s conversions, each a `malloc` and a `free` (bench/bigint,
/// with the literal and `asUintN` paths below: 11.0 G → 5.1 G
/// instructions under callgrind, 0.92 → 0.28 s).
fn small(v: Value) -> Option<i128> {
    let d = bigint::digits(v);
    if d.len() > 4 || (d.len() == 4 && d[3] >> 31 != 0) {
        return None;
    }
    let m = d.iter().rev().fold(0i128, |m, &x| m << 32 | i128::from(x));
    Some(if bigint::is_negative(v) { -m } else { m })
}

/// A new cell holding `r`. Never collects.
fn make_small(th: &mut Thread, r: i128) -> Value {
    let m = r.unsigned_abs();
    let digits = [
        m as u32,
        (m >> 32) as u32,
        (m >> 64) as u32,
        (m >> 96) as u32,
    ];
    bigint::alloc(th, r < 0, &digits)
}

/// `binary` on two small BigInts, where `i128` holds the result.
fn binary_small(op: u32, x: i128, y: i128) -> Option<i128> {
    use crate::abi::*;
    match u64::from(op) {
        KL_OP_ADD => x.checked_add(y),
        KL_OP_SUB => x.checked_sub(y),
        KL_OP_MUL => x.checked_mul(y),
        // Truncating, with the dividend's sign for the remainder: as
        // BigInt division is.
        KL_OP_DIV if y != 0 => Some(x / y),
        KL_OP_MOD if y != 0 => Some(x % y),
        // Two's complement on 128 bits agrees with BigInt's infinite one
        // for values in -2^127..2^127.
        KL_OP_AND => Some(x & y),
        KL_OP_OR => Some(x | y),
        KL_OP_XOR => Some(x ^ y),
        _ => None,
    }
}

fn too_big(th: &mut Thread) -> error::Thrown {
    range_error(th, "Maximum BigInt size exceeded")
}

/// A binary operator (kiln.h `KL_OP_*`) on two BigInts.
pub fn binary(th: &mut Thread, op: u32, a: Value, b: Value) -> JsResult<Value> {
    use crate::abi::*;
    if let (Some(x), Some(y)) = (small(a), small(b))
        && let Some(r) = binary_small(op, x, y)
    {
        return Ok(make_small(th, r));
    }
    let (x, y) = (big(a), big(b));
    let r = match u64::from(op) {
        KL_OP_ADD => x + y,
        KL_OP_SUB => x - y,
        KL_OP_MUL => {
            if x.bits() + y.bits() > MAX_BITS {
                return Err(too_big(th));
            }
            x * y
        }
        KL_OP_DIV | KL_OP_MOD => {
            if y.is_zero() {
                return Err(range_error(th, "Division by zero"));
            }
            if u64::from(op) == KL_OP_DIV {
                x / y
            } else {
                x % y
            }
        }
        KL_OP_EXP => {
            if y.is_negative() {
                // node 20's V8 fills its message template's name with
                // nothing: this is its text, byte for byte.
                return Err(range_error(th, "undefined must be positive"));
            }
            // 0, 1 and -1 stay small whatever the exponent.
            if x.is_zero() || x.magnitude() == &num_bigint::BigUint::from(1u32) {
                if y.is_zero() {
                    BigInt::from(1)
                } else if x.is_negative() && y.bit(0) {
                    x
                } else {
                    x.abs()
                }
            } else {
                let e = y
                    .to_u64()
                    .filter(|&e| e.saturating_mul(x.bits() - 1) < MAX_BITS);
                let Some(e) = e else {
                    return Err(too_big(th));
                };
                x.pow(e as u32)
            }
        }
        KL_OP_AND => x & y,
        KL_OP_OR => x | y,
        KL_OP_XOR => x ^ y,
        KL_OP_SHL | KL_OP_SAR => {
            let left = (u64::from(op) == KL_OP_SHL) != y.is_negative();
            let n = y.magnitude().to_u64().unwrap_or(u64::MAX);
            if left {
                if x.is_zero() {
                    x
                } else if n >= MAX_BITS || x.bits() + n > MAX_BITS {
                    return Err(too_big(th));
                } else {
                    x << n
                }
            } else if n >= x.bits() {
                // Shifted out: 0, or -1 for a negative (rounds down).
                BigInt::from(if x.is_negative() { -1 } else { 0 })
            } else {
                x >> n
            }
        }
        _ => {
            return Err(type_error(
                th,
                "BigInts have no unsigned right shift, use >> instead",
            ));
        }
    };
    Ok(make(th, &r))
}

/// A unary operator (`KL_OP_NEG`, `NOT`, `INC`, `DEC`) on a BigInt.
pub fn unary(th: &mut Thread, op: u32, v: Value) -> Value {
    use crate::abi::*;
    if let Some(x) = small(v) {
        let r = match u64::from(op) {
            KL_OP_NEG => Some(-x),
            KL_OP_NOT => Some(!x),
            KL_OP_INC => x.checked_add(1),
            KL_OP_DEC => x.checked_sub(1),
            _ => return v,
        };
        if let Some(r) = r {
            return make_small(th, r);
        }
    }
    let x = big(v);
    let r = match u64::from(op) {
        KL_OP_NEG => -x,
        KL_OP_NOT => -x - 1,
        KL_OP_INC => x + 1,
        KL_OP_DEC => x - 1,
        _ => return v,
    };
    make(th, &r)
}

/// The digits of `v` in `radix` (2..=36), with a `-` if negative.
pub fn text(v: Value, radix: u32) -> String {
    if radix == 10
        && let Some(x) = small(v)
    {
        return x.to_string();
    }
    big(v).to_str_radix(radix)
}

fn to_string_value(th: &mut Thread, v: Value, radix: u32) -> Value {
    let s = text(v, radix);
    string::from_latin1(th, s.as_bytes())
}

/// The number nearest the BigInt (`Number(v)`), ties to even.
pub fn to_f64(v: Value) -> f64 {
    big(v).to_f64().unwrap_or(f64::NAN)
}

/// The BigInt against a number; `None` against NaN.
pub fn cmp_f64(v: Value, d: f64) -> Option<Ordering> {
    if d.is_nan() {
        return None;
    }
    if d.is_infinite() {
        return Some(if d > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let fl = d.floor();
    let b = BigInt::from_f64(fl).expect("a finite number");
    Some(match big(v).cmp(&b) {
        Ordering::Equal if fl != d => Ordering::Less,
        o => o,
    })
}

pub fn cmp(a: Value, b: Value) -> Ordering {
    // By sign, then magnitude (digit count, then digits from the top),
    // without converting.
    let (na, nb) = (bigint::is_negative(a), bigint::is_negative(b));
    if na != nb {
        return if na {
            Ordering::Less
        } else {
            Ordering::Greater
        };
    }
    let (da, db) = (bigint::digits(a), bigint::digits(b));
    let magnitude = da
        .len()
        .cmp(&db.len())
        .then_with(|| da.iter().rev().cmp(db.iter().rev()));
    if na { magnitude.reverse() } else { magnitude }
}

/// StringToBigInt: `None` where the text is no integer literal.
pub fn parse(th: &mut Thread, s: Value) -> Option<Value> {
    // Decimal digits of a value of 64 bits (every literal of 64 bits): no
    // conversion to text and no `num-bigint`.
    if let string::Units::Latin1(b) = string::units(s)
        && (1..=20).contains(&b.len())
        && b.iter().all(u8::is_ascii_digit)
        && let Some(n) = b.iter().try_fold(0u64, |n, &c| {
            n.checked_mul(10)?.checked_add(u64::from(c - b'0'))
        })
    {
        return Some(bigint::alloc(th, false, &[n as u32, (n >> 32) as u32]));
    }
    let text = string::units(s).to_string_lossy();
    let t =
        text.trim_matches(|c: char| c <= '\u{FFFF}' && crate::number::is_js_whitespace(c as u16));
    let b = parse_text(t)?;
    Some(make(th, &b))
}

fn parse_text(t: &str) -> Option<BigInt> {
    if t.is_empty() {
        return Some(BigInt::zero());
    }
    let (radix, digits, signed) = match t.get(..2) {
        Some("0x" | "0X") => (16, &t[2..], false),
        Some("0o" | "0O") => (8, &t[2..], false),
        Some("0b" | "0B") => (2, &t[2..], false),
        _ => (10, t, true),
    };
    let (neg, digits) = match digits.as_bytes().first() {
        Some(b'-') if signed => (true, &digits[1..]),
        Some(b'+') if signed => (false, &digits[1..]),
        _ => (false, digits),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let b = BigInt::parse_bytes(digits.as_bytes(), radix)?;
    Some(if neg { -b } else { b })
}

// ---- The BigInt function and prototype -------------------------------------

pub fn install(th: &mut Thread) {
    let proto = th.realm.bigint_prototype;
    let ctor = new_native_constructor(th, "BigInt", 1, bigint_fn, proto);
    realm::define_global(th, "BigInt", ctor.value());
    define_native(th, ctor, "asUintN", 2, as_uint_n);
    define_native(th, ctor, "asIntN", 2, as_int_n);
    let p = Obj::of(proto).expect("BigInt.prototype");
    define_native(th, p, "toLocaleString", 0, to_locale_string);
    define_native(th, p, "toString", 0, to_string);
    define_native(th, p, "valueOf", 0, value_of);
    let tag = th.realm.symbols.to_string_tag;
    let tag_v = th.realm.atoms.intern_str("BigInt");
    object::define(th, p, Key::Name(tag), tag_v, CONFIGURABLE);
}

/// NumberToBigInt.
pub fn from_number(th: &mut Thread, d: f64) -> JsResult<Value> {
    if d.is_finite() && d == d.trunc() {
        if d.abs() < 9_223_372_036_854_775_808.0 {
            return Ok(make_small(th, i128::from(d as i64)));
        }
        let b = BigInt::from_f64(d).expect("a finite integer");
        return Ok(make(th, &b));
    }
    let text = crate::number::to_js_string(d);
    Err(range_error(
        th,
        &format!("The number {text} cannot be converted to a BigInt because it is not an integer"),
    ))
}

/// ToBigInt (numbers are a TypeError here; `BigInt(n)` converts them).
pub fn to_bigint(th: &mut Thread, v: Value) -> JsResult<Value> {
    let p = ops::to_primitive(th, v, Hint::Number)?;
    from_primitive(th, p)
}

fn from_primitive(th: &mut Thread, p: Value) -> JsResult<Value> {
    match p.kind() {
        Kind::BigInt => Ok(p),
        Kind::Boolean => Ok(bigint::alloc(th, false, &[u32::from(p == Value::TRUE)])),
        Kind::String => parse(th, p).ok_or_else(|| {
            let text = string::units(p).to_string_lossy();
            error::throw(
                th,
                error::ErrorKind::SyntaxError,
                &format!("Cannot convert {text} to a BigInt"),
            )
        }),
        Kind::Symbol => {
            let text = object::atom::descriptive_string(p);
            Err(type_error(
                th,
                &format!("Cannot convert {text} to a BigInt"),
            ))
        }
        _ => {
            let text = ops::to_rust_string(p);
            Err(type_error(
                th,
                &format!("Cannot convert {text} to a BigInt"),
            ))
        }
    }
}

fn bigint_fn(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    if !nt.is_undefined() {
        return Err(type_error(th, "BigInt is not a constructor"));
    }
    let p = ops::to_primitive(th, arg(args, 0), Hint::Number)?;
    if p.is_number() {
        return from_number(th, p.as_number());
    }
    from_primitive(th, p)
}

/// ToIndex of `asIntN`'s and `asUintN`'s bit count.
fn bits_arg(th: &mut Thread, v: Value) -> JsResult<u64> {
    let d = super::array::to_integer(th, v)?;
    if !(0.0..=9_007_199_254_740_991.0).contains(&d) {
        return Err(range_error(
            th,
            "Invalid value: not (convertible to) a safe integer",
        ));
    }
    Ok(d as u64)
}

fn as_n(th: &mut Thread, args: &[Value], signed: bool) -> JsResult<Value> {
    let bits = bits_arg(th, arg(args, 0))?;
    // The bit count's `valueOf` may have collected: the argument is read
    // after it.
    let v = to_bigint(th, arg(args, 1))?;
    if bits == 0 {
        return Ok(make(th, &BigInt::zero()));
    }
    // A small value to at most 64 bits: in `i128` (a 64-bit hash's
    // `asUintN(64, h * prime)` is one such per step).
    if bits <= 64
        && let Some(x) = small(v)
    {
        let mut r = x & ((1i128 << bits) - 1);
        if signed && r >> (bits - 1) & 1 == 1 {
            r -= 1i128 << bits;
        }
        return Ok(if r == x { v } else { make_small(th, r) });
    }
    let x = big(v);
    // Values that fit unchanged (the common case, and any huge `bits`).
    let fits = if signed {
        x.bits() < bits
    } else {
        !x.is_negative() && x.bits() <= bits
    };
    if fits {
        return Ok(v);
    }
    if bits > MAX_BITS {
        return Err(too_big(th));
    }
    // The low `bits` bits of the two's complement (BigInt's `&` is on
    // the infinite two's complement), then signed if asked.
    let modulus = BigInt::from(1) << bits;
    let mut r: BigInt = x & (&modulus - BigInt::from(1));
    if signed && r.bit(bits - 1) {
        r -= modulus;
    }
    Ok(make(th, &r))
}

fn as_int_n(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    as_n(th, args, true)
}

fn as_uint_n(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    as_n(th, args, false)
}

fn this_bigint(th: &mut Thread, this: Value, method: &str) -> JsResult<Value> {
    if is_bigint(this) {
        return Ok(this);
    }
    if let Some(o) = Obj::of(this)
        && let Some(p) = super::global::unbox(o)
        && is_bigint(p)
    {
        return Ok(p);
    }
    Err(type_error(
        th,
        &format!("BigInt.prototype.{method} requires that 'this' be a BigInt"),
    ))
}

fn to_string(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let v = this_bigint(th, this, "toString")?;
    let r = arg(args, 0);
    let radix = if r.is_undefined() {
        10.0
    } else {
        super::array::to_integer(th, r)?
    };
    if !(2.0..=36.0).contains(&radix) {
        return Err(range_error(
            th,
            "toString() radix argument must be between 2 and 36",
        ));
    }
    // The radix's `valueOf` may have collected: `this` is read again.
    let v = this_bigint(th, this, "toString").unwrap_or(v);
    Ok(to_string_value(th, v, radix as u32))
}

fn to_locale_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let v = this_bigint(th, this, "toLocaleString")?;
    // en-US: groups of three digits.
    let digits = text(v, 10);
    let (sign, digits) = match digits.strip_prefix('-') {
        Some(d) => ("-", d),
        None => ("", digits.as_str()),
    };
    let mut out = String::from(sign);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    Ok(string::from_str(th, &out))
}

fn value_of(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    this_bigint(th, this, "valueOf")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_string_to_bigint_as_the_spec_does() {
        let p = |t: &str| parse_text(t).map(|b| b.to_string());
        assert_eq!(p(""), Some("0".into()));
        assert_eq!(p("-12"), Some("-12".into()));
        assert_eq!(p("+7"), Some("7".into()));
        assert_eq!(p("0x1F"), Some("31".into()));
        assert_eq!(p("0b101"), Some("5".into()));
        assert_eq!(p("-0x1"), None);
        assert_eq!(p("1.5"), None);
        assert_eq!(p("1e3"), None);
        assert_eq!(p("1_000"), None);
        assert_eq!(p("0x"), None);
        assert_eq!(p("-"), None);
    }

    #[test]
    fn shifts_round_toward_negative_infinity() {
        let mut th = Thread::new(usize::MAX);
        let th = &mut *th;
        let v = |th: &mut Thread, n: i64| make(th, &BigInt::from(n));
        let (a, b) = (v(th, -5), v(th, 1));
        let r = binary(th, crate::abi::KL_OP_SAR as u32, a, b).unwrap();
        assert_eq!(text(r, 10), "-3");
        let (a, b) = (v(th, -5), v(th, 100));
        let r = binary(th, crate::abi::KL_OP_SAR as u32, a, b).unwrap();
        assert_eq!(text(r, 10), "-1");
        let (a, b) = (v(th, -6), v(th, 3));
        let r = binary(th, crate::abi::KL_OP_AND as u32, a, b).unwrap();
        assert_eq!(text(r, 10), "2");
    }

    #[test]
    fn compares_with_numbers_exactly() {
        let mut th = Thread::new(usize::MAX);
        let th = &mut *th;
        let big2 = make(th, &(BigInt::from(1) << 60u32));
        assert_eq!(cmp_f64(big2, 2f64.powi(60)), Some(Ordering::Equal));
        assert_eq!(cmp_f64(big2, 2f64.powi(60) + 1e3), Some(Ordering::Less));
        let one = make(th, &BigInt::from(1));
        assert_eq!(cmp_f64(one, 1.5), Some(Ordering::Less));
        assert_eq!(cmp_f64(one, 0.5), Some(Ordering::Greater));
        assert_eq!(cmp_f64(one, f64::NAN), None);
        assert_eq!(to_f64(big2), 2f64.powi(60));
    }
}
