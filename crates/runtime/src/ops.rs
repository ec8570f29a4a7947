//! The operators and conversions of ECMAScript on kiln values: the slow
//! paths behind kiln.h's inline fast paths.
//!
//! Objects are not yet values of their own here (the objects issue adds
//! ToPrimitive); every conversion below is total on primitives.

use crate::error;
use crate::number;
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::{Kind, Value};

#[unsafe(no_mangle)]
pub extern "C" fn kl_truthy_slow(v: Value) -> bool {
    match v.kind() {
        Kind::Number => {
            let d = v.as_number();
            d != 0.0 && !d.is_nan()
        }
        Kind::Boolean => v == Value::TRUE,
        Kind::Undefined | Kind::Null => false,
        Kind::String => string::len(v) != 0,
        Kind::Symbol | Kind::Object => true,
    }
}

/// ToNumber on a primitive.
pub fn to_number(v: Value) -> f64 {
    match v.kind() {
        Kind::Number => v.as_number(),
        Kind::Undefined => f64::NAN,
        Kind::Null => 0.0,
        Kind::Boolean => f64::from(u8::from(v == Value::TRUE)),
        Kind::String => number::string_to_number(string::units(v)),
        Kind::Symbol | Kind::Object => f64::NAN,
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_to_number(_th: &mut Thread, v: Value) -> f64 {
    to_number(v)
}

/// ToString on a primitive, as Rust text.
pub fn to_rust_string(v: Value) -> String {
    match v.kind() {
        Kind::Number => number::to_js_string(v.as_number()),
        Kind::Undefined => "undefined".into(),
        Kind::Null => "null".into(),
        Kind::Boolean => if v == Value::TRUE { "true" } else { "false" }.into(),
        Kind::String => string::units(v).to_string_lossy(),
        Kind::Symbol => "Symbol()".into(),
        Kind::Object => match error::as_error(v) {
            Some(e) => error_to_string(e),
            None => "[object Object]".into(),
        },
    }
}

fn error_to_string(e: &error::ErrorObj) -> String {
    let name = string::units(e.name).to_string_lossy();
    let msg = string::units(e.message).to_string_lossy();
    match (name.is_empty(), msg.is_empty()) {
        (_, true) => name,
        (true, false) => msg,
        _ => format!("{name}: {msg}"),
    }
}

/// ToString: a string value, or `Value::EXCEPTION`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_to_string(th: &mut Thread, v: Value) -> Value {
    match v.kind() {
        Kind::String => v,
        Kind::Number => kl_num_to_string(th, v.as_number()),
        Kind::Symbol => error::throw_type_error(th, "Cannot convert a Symbol value to a string"),
        _ => {
            let s = to_rust_string(v);
            string::from_str(th, &s)
        }
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_num_to_string(th: &mut Thread, d: f64) -> Value {
    // Small non-negative integers are the common case (indices, counters).
    if (0.0..10.0).contains(&d) && d == d.trunc() {
        return string::one_char(b'0' as u16 + d as u16).unwrap_or(Value::UNDEFINED);
    }
    let s = number::to_js_string(d);
    string::from_latin1(th, s.as_bytes())
}

fn throw_invalid_length(th: &mut Thread) -> Value {
    error::throw_range_error(th, "Invalid string length")
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_concat(th: &mut Thread, a: Value, b: Value) -> Value {
    if string::len(a) == 0 {
        return b;
    }
    if string::len(b) == 0 {
        return a;
    }
    string::concat_units(th, &[string::units(a), string::units(b)])
        .unwrap_or_else(|| throw_invalid_length(th))
}

/// Concatenates `n` values that are all strings (a template literal after
/// its substitutions went through ToString).
///
/// # Safety
/// `parts` points at `n` valid values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_concat_n(th: &mut Thread, n: u32, parts: *const Value) -> Value {
    // SAFETY: the caller passes `n` values.
    let parts = unsafe { std::slice::from_raw_parts(parts, n as usize) };
    let units: Vec<Units<'_>> = parts.iter().map(|&p| string::units(p)).collect();
    string::concat_units(th, &units).unwrap_or_else(|| throw_invalid_length(th))
}

/// `+` when an operand is not a number: string concatenation or numeric addition.
#[unsafe(no_mangle)]
pub extern "C" fn kl_add_slow(th: &mut Thread, a: Value, b: Value) -> Value {
    if a.is_string() || b.is_string() {
        let sa = kl_to_string(th, a);
        if sa.is_exception() {
            return sa;
        }
        let sb = kl_to_string(th, b);
        if sb.is_exception() {
            return sb;
        }
        return kl_concat(th, sa, sb);
    }
    if a.is_symbol() || b.is_symbol() {
        return error::throw_type_error(th, "Cannot convert a Symbol value to a number");
    }
    Value::number(to_number(a) + to_number(b))
}

static TYPEOF_NAMES: [&str; 7] = [
    "number",
    "undefined",
    "object",
    "boolean",
    "string",
    "symbol",
    "object",
];

#[unsafe(no_mangle)]
pub extern "C" fn kl_typeof(th: &mut Thread, v: Value) -> Value {
    let i = v.kind() as usize;
    string::from_str(th, TYPEOF_NAMES[i])
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_strict_eq_slow(a: Value, b: Value) -> bool {
    string::eq(a, b)
}

/// IsStrictlyEqual.
pub fn strict_eq(a: Value, b: Value) -> bool {
    if a.is_number() && b.is_number() {
        return a.as_number() == b.as_number();
    }
    a == b || (a.is_string() && b.is_string() && string::eq(a, b))
}

/// IsLooselyEqual on primitives.
pub fn loose_eq(a: Value, b: Value) -> bool {
    let (ka, kb) = (a.kind(), b.kind());
    if ka == kb {
        return strict_eq(a, b);
    }
    match (ka, kb) {
        (Kind::Null | Kind::Undefined, Kind::Null | Kind::Undefined) => true,
        (Kind::Null | Kind::Undefined, _) | (_, Kind::Null | Kind::Undefined) => false,
        (Kind::Number, Kind::String) => a.as_number() == to_number(b),
        (Kind::String, Kind::Number) => to_number(a) == b.as_number(),
        (Kind::Boolean, _) => loose_eq(Value::number(to_number(a)), b),
        (_, Kind::Boolean) => loose_eq(a, Value::number(to_number(b))),
        _ => false,
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_loose_eq(_th: &mut Thread, a: Value, b: Value) -> Value {
    Value::boolean(loose_eq(a, b))
}

/// IsLessThan(a, b): `Some(bool)`, or `None` when a NaN makes it undefined.
pub fn less_than(a: Value, b: Value) -> Option<bool> {
    if a.is_string() && b.is_string() {
        return Some(string::cmp(a, b).is_lt());
    }
    let (x, y) = (to_number(a), to_number(b));
    if x.is_nan() || y.is_nan() {
        None
    } else {
        Some(x < y)
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_less_than(th: &mut Thread, a: Value, b: Value, _left_first: bool) -> Value {
    if a.is_symbol() || b.is_symbol() {
        return error::throw_type_error(th, "Cannot convert a Symbol value to a number");
    }
    match less_than(a, b) {
        Some(r) => Value::boolean(r),
        None => Value::UNDEFINED,
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_string_eq(a: Value, b: Value) -> bool {
    string::eq(a, b)
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_string_cmp(a: Value, b: Value) -> i32 {
    string::cmp(a, b) as i32
}

/// `s[i]` for a numeric index.
#[unsafe(no_mangle)]
pub extern "C" fn kl_string_at(th: &mut Thread, s: Value, i: f64) -> Value {
    let u = string::units(s);
    if i >= 0.0 && i < u.len() as f64 && i == i.trunc() {
        let c = u.at(i as usize);
        return string::from_unit(th, c);
    }
    Value::UNDEFINED
}

/// CanonicalNumericIndexString-free index parse: a property key that is an
/// array index ("0", "17", not "01").
fn key_as_index(key: Value) -> Option<u32> {
    let u = string::units(key);
    if u.is_empty() || u.len() > 10 || (u.len() > 1 && u.at(0) == u16::from(b'0')) {
        return None;
    }
    let mut n: u64 = 0;
    for c in u.iter() {
        if !(u16::from(b'0')..=u16::from(b'9')).contains(&c) {
            return None;
        }
        n = n * 10 + u64::from(c - u16::from(b'0'));
    }
    (n < u64::from(u32::MAX)).then_some(n as u32)
}

/// `s[key]` on a string for a non-number key.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_string_key(th: &mut Thread, s: Value, key: Value) -> Value {
    if key.is_number() {
        return kl_string_at(th, s, key.as_number());
    }
    let key = if key.is_string() {
        key
    } else {
        kl_to_string(th, key)
    };
    if key.is_exception() {
        return key;
    }
    if let Some(i) = key_as_index(key) {
        return kl_string_at(th, s, f64::from(i));
    }
    if string::units(key).to_string_lossy() == "length" {
        return Value::number(string::len(s) as f64);
    }
    Value::UNDEFINED
}

/// `v[key]` on a primitive that is not a string.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_primitive_prop(th: &mut Thread, v: Value, key: Value, site: u32) -> Value {
    if v.is_string() {
        return kl_get_string_key(th, v, key);
    }
    if v.is_nullish() {
        th.throw_site = site;
        let what = if v.is_null() { "null" } else { "undefined" };
        let k = to_rust_string(key);
        return error::throw_type_error(
            th,
            &format!("Cannot read properties of {what} (reading '{k}')"),
        );
    }
    Value::UNDEFINED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loose_equality_table() {
        let n = Value::number;
        assert!(loose_eq(Value::NULL, Value::UNDEFINED));
        assert!(!loose_eq(Value::NULL, n(0.0)));
        assert!(loose_eq(Value::TRUE, n(1.0)));
        assert!(!loose_eq(Value::TRUE, n(2.0)));
        assert!(!loose_eq(n(f64::NAN), n(f64::NAN)));
        assert!(loose_eq(n(0.0), n(-0.0)));
        assert!(!loose_eq(Value::FALSE, Value::NULL));
    }

    #[test]
    fn less_than_with_nan_is_undefined() {
        assert_eq!(less_than(Value::number(f64::NAN), Value::number(1.0)), None);
        assert_eq!(less_than(Value::UNDEFINED, Value::number(1.0)), None);
        assert_eq!(less_than(Value::NULL, Value::number(1.0)), Some(true));
    }
}
