//! The operators and conversions of ECMAScript on kiln values: the slow
//! paths behind kiln.h's inline fast paths.
//!
//! Conversions of objects run ToPrimitive, which may call `valueOf`,
//! `toString` or `[Symbol.toPrimitive]` — compiled code, so these entry
//! points are safepoints when an operand may be an object (the emitter
//! knows from the operand types).

use crate::error::{self, JsResult, Thrown, to_abi, type_error};
use crate::number;
use crate::object::{self, Key, Obj, function};
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
        Kind::BigInt => !crate::bigint::is_zero(v),
        Kind::Symbol | Kind::Object => true,
    }
}

/// The preferred type of ToPrimitive.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    Default,
    Number,
    String,
}

/// ToPrimitive(v, hint).
pub fn to_primitive(th: &mut Thread, v: Value, hint: Hint) -> JsResult<Value> {
    let Some(o) = Obj::of(v) else { return Ok(v) };
    let tp = th.realm.symbols.to_primitive;
    let order = if hint == Hint::String {
        [th.realm.names.to_string, th.realm.names.value_of]
    } else {
        [th.realm.names.value_of, th.realm.names.to_string]
    };
    // Every lookup may run a getter and every call may collect: the object
    // is read back from its handle after each.
    crate::heap::scope(th, |s| {
        let oh = s.root(v);
        let exotic = s.collecting(|th| object::get(th, o, Key::Name(tp), v))?;
        if !exotic.is_nullish() {
            if !Obj::of(exotic).is_some_and(|f| f.is_callable()) {
                // V8's GetMethod message: the type, then the value if it
                // is a number, string or boolean.
                let text = match exotic.kind() {
                    Kind::Number | Kind::Boolean => {
                        format!(
                            "{} {}",
                            crate::console::typeof_name(exotic),
                            to_rust_string(exotic)
                        )
                    }
                    Kind::String => {
                        format!("string \"{}\"", string::units(exotic).to_string_lossy())
                    }
                    _ => crate::console::typeof_name(exotic).to_string(),
                };
                return Err(type_error(s.thread(), &format!("{text} is not a function")));
            }
            let h = match hint {
                Hint::Default => "default",
                Hint::Number => "number",
                Hint::String => "string",
            };
            let h = s.thread().realm.atoms.intern_str(h);
            let ov = s.get(oh);
            let r = s.collecting(|th| function::call(th, exotic, ov, &[h]))?;
            if r.is_object() {
                return Err(type_error(
                    s.thread(),
                    "Cannot convert object to primitive value",
                ));
            }
            return Ok(r);
        }
        for name in order {
            let ov = s.get(oh);
            let f = s.collecting(|th| {
                object::get(th, Obj::of(ov).expect("object"), Key::Name(name), ov)
            })?;
            if Obj::of(f).is_some_and(|f| f.is_callable()) {
                let ov = s.get(oh);
                let r = s.collecting(|th| function::call(th, f, ov, &[]))?;
                if !r.is_object() {
                    return Ok(r);
                }
            }
        }
        Err(type_error(
            s.thread(),
            "Cannot convert object to primitive value",
        ))
    })
}

/// ToPrimitive of `obj` while `other` (the other operand, maybe a heap
/// string) stays rooted: `(primitive, other)` as they are afterwards.
fn to_primitive_keeping(
    th: &mut Thread,
    obj: Value,
    other: Value,
    hint: Hint,
) -> JsResult<(Value, Value)> {
    crate::heap::scope(th, |s| {
        let oh = s.root(other);
        let p = s.collecting(|th| to_primitive(th, obj, hint))?;
        Ok((p, s.get(oh)))
    })
}

/// ToNumber on a primitive (symbols and BigInts give NaN here;
/// `to_number_value` throws).
pub fn to_number(v: Value) -> f64 {
    match v.kind() {
        Kind::Number => v.as_number(),
        Kind::Undefined => f64::NAN,
        Kind::Null => 0.0,
        Kind::Boolean => f64::from(u8::from(v == Value::TRUE)),
        Kind::String => number::string_to_number(string::units(v)),
        Kind::Symbol | Kind::BigInt | Kind::Object => f64::NAN,
    }
}

/// ToNumber for any value.
pub fn to_number_value(th: &mut Thread, v: Value) -> JsResult<f64> {
    if v.is_number() {
        return Ok(v.as_number());
    }
    if v.is_symbol() {
        return Err(type_error(th, "Cannot convert a Symbol value to a number"));
    }
    if v.is_bigint() {
        return Err(type_error(th, "Cannot convert a BigInt value to a number"));
    }
    if v.is_object() {
        let p = to_primitive(th, v, Hint::Number)?;
        return to_number_value(th, p);
    }
    Ok(to_number(v))
}

/// ToNumeric: a number or a BigInt.
pub fn to_numeric(th: &mut Thread, v: Value) -> JsResult<Value> {
    if v.is_number() || v.is_bigint() {
        return Ok(v);
    }
    let p = to_primitive(th, v, Hint::Number)?;
    if p.is_bigint() {
        return Ok(p);
    }
    to_number_value(th, p).map(Value::number)
}

/// ToNumeric of both operands of a binary operator, left first, the right
/// one kept alive across the left one's conversion.
fn to_numeric_pair(th: &mut Thread, a: Value, b: Value) -> JsResult<(Value, Value)> {
    if !a.is_object() && !b.is_object() {
        let x = to_numeric(th, a)?;
        let y = to_numeric(th, b)?;
        return Ok((x, y));
    }
    crate::heap::scope(th, |s| {
        let bh = s.root(b);
        let x = s.collecting(|th| to_numeric(th, a))?;
        let xh = s.root(x);
        let bv = s.get(bh);
        let y = s.collecting(|th| to_numeric(th, bv))?;
        Ok((s.get(xh), y))
    })
}

fn mix_error(th: &mut Thread) -> Thrown {
    type_error(
        th,
        "Cannot mix BigInt and other types, use explicit conversions",
    )
}

/// A numeric operator (kiln.h `KL_OP_*`) on two numbers.
fn arith_num(op: u32, x: f64, y: f64) -> f64 {
    use crate::abi::*;
    use number::to_int32;
    let u = |d: f64| to_int32(d) as u32;
    match u64::from(op) {
        KL_OP_ADD => x + y,
        KL_OP_SUB => x - y,
        KL_OP_MUL => x * y,
        KL_OP_DIV => x / y,
        KL_OP_MOD => number::kl_mod_slow(x, y),
        KL_OP_EXP => number::kl_pow(x, y),
        KL_OP_AND => f64::from(to_int32(x) & to_int32(y)),
        KL_OP_OR => f64::from(to_int32(x) | to_int32(y)),
        KL_OP_XOR => f64::from(to_int32(x) ^ to_int32(y)),
        KL_OP_SHL => f64::from(to_int32(x).wrapping_shl(u(y) & 31)),
        KL_OP_SAR => f64::from(to_int32(x) >> (u(y) & 31)),
        _ => f64::from(u(x) >> (u(y) & 31)),
    }
}

fn arith(th: &mut Thread, op: u32, a: Value, b: Value) -> JsResult<Value> {
    let (x, y) = to_numeric_pair(th, a, b)?;
    match (x.is_bigint(), y.is_bigint()) {
        (true, true) => (crate::bigint::group().binary)(th, op, x, y),
        (false, false) => Ok(Value::number(arith_num(op, x.as_number(), y.as_number()))),
        _ => Err(mix_error(th)),
    }
}

/// A numeric binary operator when an operand is not a number (kiln.h
/// `kl_arith`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_arith_slow(th: &mut Thread, op: u32, a: Value, b: Value) -> Value {
    to_abi(arith(th, op, a, b))
}

/// A numeric unary operator or ToNumeric (`KL_OP_NUMERIC`) when the
/// operand is not a number (kiln.h `kl_unary`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_unary_slow(th: &mut Thread, op: u32, v: Value) -> Value {
    use crate::abi::*;
    let x = match to_numeric(th, v) {
        Ok(x) => x,
        Err(Thrown) => return Value::EXCEPTION,
    };
    if x.is_bigint() {
        return (crate::bigint::group().unary)(th, op, x);
    }
    let d = x.as_number();
    Value::number(match u64::from(op) {
        KL_OP_NEG => -d,
        KL_OP_NOT => f64::from(!number::to_int32(d)),
        KL_OP_INC => d + 1.0,
        KL_OP_DEC => d - 1.0,
        _ => d,
    })
}

/// ToNumber of an operand whose other operand is no BigInt (kiln.h
/// `kl_val_to_num_mix`): a BigInt here is the TypeError of mixing types.
#[unsafe(no_mangle)]
pub extern "C" fn kl_to_number_mix(th: &mut Thread, v: Value) -> f64 {
    match to_numeric(th, v) {
        Ok(x) if x.is_bigint() => {
            mix_error(th);
            0.0
        }
        Ok(x) => x.as_number(),
        Err(Thrown) => 0.0,
    }
}

/// `Number(v)`: ToNumeric, then a BigInt's nearest number.
pub fn number_call(th: &mut Thread, v: Value) -> JsResult<f64> {
    let x = to_numeric(th, v)?;
    Ok(if x.is_bigint() {
        (crate::bigint::group().to_f64)(x)
    } else {
        x.as_number()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_number_call(th: &mut Thread, v: Value) -> Value {
    to_abi(number_call(th, v).map(Value::number))
}

/// A BigInt literal from its decimal digits.
#[unsafe(no_mangle)]
pub extern "C" fn kl_bigint_literal(th: &mut Thread, digits: Value) -> Value {
    (crate::bigint::group().parse)(th, digits).expect("a literal's decimal digits")
}

/// ToNumber from compiled code: sets the pending exception on a throw (the
/// caller tests `th->exc_pending`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_to_number(th: &mut Thread, v: Value) -> f64 {
    to_number_value(th, v).unwrap_or(0.0)
}

/// ToString on a primitive, as Rust text (objects print as node's
/// `String(obj)` would without calling user code: `[object Object]`).
pub fn to_rust_string(v: Value) -> String {
    match v.kind() {
        Kind::Number => number::to_js_string(v.as_number()),
        Kind::Undefined => "undefined".into(),
        Kind::Null => "null".into(),
        Kind::Boolean => if v == Value::TRUE { "true" } else { "false" }.into(),
        Kind::String => string::units(v).to_string_lossy(),
        Kind::Symbol => object::atom::descriptive_string(v),
        Kind::BigInt => (crate::bigint::group().text)(v, 10),
        Kind::Object => "[object Object]".into(),
    }
}

/// ToString for any value, as a string value.
pub fn to_string_value(th: &mut Thread, v: Value) -> JsResult<Value> {
    match v.kind() {
        Kind::String => Ok(v),
        Kind::Number => Ok(kl_num_to_string(th, v.as_number())),
        Kind::Symbol => Err(type_error(th, "Cannot convert a Symbol value to a string")),
        Kind::Object => {
            let p = to_primitive(th, v, Hint::String)?;
            to_string_value(th, p)
        }
        _ => {
            let s = to_rust_string(v);
            Ok(string::from_str(th, &s))
        }
    }
}

/// ToString for any value, as Rust text.
pub fn to_rust_string_js(th: &mut Thread, v: Value) -> JsResult<String> {
    let s = to_string_value(th, v)?;
    Ok(string::units(s).to_string_lossy())
}

/// ToString: a string value, or `Value::EXCEPTION`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_to_string(th: &mut Thread, v: Value) -> Value {
    to_abi(to_string_value(th, v))
}

/// `String(v)` called as a function: ToString, except that a symbol gives
/// its descriptive string (`Symbol(d)`) where ToString throws.
#[unsafe(no_mangle)]
pub extern "C" fn kl_string_call(th: &mut Thread, v: Value) -> Value {
    if v.is_symbol() {
        let text = object::atom::descriptive_string(v);
        return string::from_str(th, &text);
    }
    kl_to_string(th, v)
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_num_to_string(th: &mut Thread, d: f64) -> Value {
    // Small non-negative integers are the common case (indices, counters).
    if (0.0..10.0).contains(&d) && d == d.trunc() {
        return string::one_char(b'0' as u16 + d as u16).unwrap_or(Value::UNDEFINED);
    }
    let mut buf = [0u8; 24];
    if let Some(text) = number::integer_text(d, &mut buf) {
        return string::from_latin1(th, text);
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
    string::append(th, a, b).unwrap_or_else(|| throw_invalid_length(th))
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
    // `s += `${a}…`` and `s = s + a + b`: the first part may be a view to
    // append to; the rest are joined first (short, as a rule).
    if n == 2 {
        return kl_concat(th, parts[0], parts[1]);
    }
    if n > 2 && string::len(parts[0]) >= 256 {
        let rest: Vec<Units<'_>> = parts[1..].iter().map(|&p| string::units(p)).collect();
        let Some(tail) = string::concat_units(th, &rest) else {
            return throw_invalid_length(th);
        };
        return string::append(th, parts[0], tail).unwrap_or_else(|| throw_invalid_length(th));
    }
    let units: Vec<Units<'_>> = parts.iter().map(|&p| string::units(p)).collect();
    string::concat_units(th, &units).unwrap_or_else(|| throw_invalid_length(th))
}

fn add(th: &mut Thread, a: Value, b: Value) -> JsResult<Value> {
    let (a, b) = if a.is_object() || b.is_object() {
        // Both conversions happen before either result is used; `b` must
        // survive the first.
        crate::heap::scope(th, |s| {
            let bh = s.root(b);
            let pa = s.collecting(|th| to_primitive(th, a, Hint::Default))?;
            let pah = s.root(pa);
            let bv = s.get(bh);
            let pb = s.collecting(|th| to_primitive(th, bv, Hint::Default))?;
            Ok::<_, Thrown>((s.get(pah), pb))
        })?
    } else {
        (a, b)
    };
    if a.is_string() || b.is_string() {
        let sa = to_string_value(th, a)?;
        let sb = to_string_value(th, b)?;
        let r = kl_concat(th, sa, sb);
        return if r.is_exception() { Err(Thrown) } else { Ok(r) };
    }
    let x = to_numeric(th, a)?;
    let y = to_numeric(th, b)?;
    match (x.is_bigint(), y.is_bigint()) {
        (true, true) => (crate::bigint::group().binary)(th, crate::abi::KL_OP_ADD as u32, x, y),
        (false, false) => Ok(Value::number(x.as_number() + y.as_number())),
        _ => Err(mix_error(th)),
    }
}

/// `+` when an operand is not a number: string concatenation or numeric addition.
#[unsafe(no_mangle)]
pub extern "C" fn kl_add_slow(th: &mut Thread, a: Value, b: Value) -> Value {
    // Two strings (`out += s.charAt(j)`): the concatenation, without the
    // conversions' tests (~30 instructions of each in bench/tokenizer).
    if a.is_string() && b.is_string() {
        return kl_concat(th, a, b);
    }
    to_abi(add(th, a, b))
}

/// `typeof v`.
pub fn typeof_str(v: Value) -> &'static str {
    match v.kind() {
        Kind::Number => "number",
        Kind::Undefined => "undefined",
        Kind::Null => "object",
        Kind::Boolean => "boolean",
        Kind::String => "string",
        Kind::Symbol => "symbol",
        Kind::BigInt => "bigint",
        Kind::Object => {
            if Obj::of(v).is_some_and(|o| o.is_callable()) {
                "function"
            } else {
                "object"
            }
        }
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_typeof(th: &mut Thread, v: Value) -> Value {
    th.realm.atoms.intern_str(typeof_str(v))
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_strict_eq_slow(a: Value, b: Value) -> bool {
    if a.is_bigint() {
        return b.is_bigint() && crate::bigint::eq(a, b);
    }
    string::eq(a, b)
}

/// IsStrictlyEqual.
pub fn strict_eq(a: Value, b: Value) -> bool {
    if a.is_number() && b.is_number() {
        return a.as_number() == b.as_number();
    }
    a == b
        || (a.is_string() && b.is_string() && string::eq(a, b))
        || (a.is_bigint() && b.is_bigint() && crate::bigint::eq(a, b))
}

/// SameValue (`Object.is`).
pub fn same_value(a: Value, b: Value) -> bool {
    if a.is_number() && b.is_number() {
        let (x, y) = (a.as_number(), b.as_number());
        return (x.is_nan() && y.is_nan()) || x.to_bits() == y.to_bits();
    }
    strict_eq(a, b)
}

/// SameValueZero (Map and Set keys, `includes`).
pub fn same_value_zero(a: Value, b: Value) -> bool {
    if a.is_number() && b.is_number() {
        let (x, y) = (a.as_number(), b.as_number());
        return (x.is_nan() && y.is_nan()) || x == y;
    }
    strict_eq(a, b)
}

/// IsLooselyEqual.
pub fn loose_eq(th: &mut Thread, a: Value, b: Value) -> JsResult<bool> {
    let (ka, kb) = (a.kind(), b.kind());
    if ka == kb {
        return Ok(strict_eq(a, b));
    }
    Ok(match (ka, kb) {
        (Kind::Null | Kind::Undefined, Kind::Null | Kind::Undefined) => true,
        (Kind::Null | Kind::Undefined, _) | (_, Kind::Null | Kind::Undefined) => false,
        (Kind::Number, Kind::String) => a.as_number() == to_number(b),
        (Kind::String, Kind::Number) => to_number(a) == b.as_number(),
        (Kind::BigInt, Kind::String) | (Kind::String, Kind::BigInt) => {
            let (big, s) = if ka == Kind::BigInt { (a, b) } else { (b, a) };
            let g = crate::bigint::group();
            // The parse allocates, which never collects: `big` stays put.
            match (g.parse)(th, s) {
                Some(n) => crate::bigint::eq(big, n),
                None => false,
            }
        }
        (Kind::BigInt, Kind::Number) | (Kind::Number, Kind::BigInt) => {
            let (big, n) = if ka == Kind::BigInt { (a, b) } else { (b, a) };
            (crate::bigint::group().cmp_f64)(big, n.as_number()) == Some(std::cmp::Ordering::Equal)
        }
        (Kind::Boolean, _) => return loose_eq(th, Value::number(to_number(a)), b),
        (_, Kind::Boolean) => return loose_eq(th, a, Value::number(to_number(b))),
        (Kind::Object, Kind::Number | Kind::String | Kind::Symbol | Kind::BigInt) => {
            let (p, b) = to_primitive_keeping(th, a, b, Hint::Default)?;
            return loose_eq(th, p, b);
        }
        (Kind::Number | Kind::String | Kind::Symbol | Kind::BigInt, Kind::Object) => {
            let (p, a) = to_primitive_keeping(th, b, a, Hint::Default)?;
            return loose_eq(th, a, p);
        }
        _ => false,
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_loose_eq(th: &mut Thread, a: Value, b: Value) -> Value {
    match loose_eq(th, a, b) {
        Ok(r) => Value::boolean(r),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// IsLessThan(a, b) on primitives: `Some(bool)`, or `None` when a NaN
/// makes it undefined.
pub fn less_than(th: &mut Thread, a: Value, b: Value) -> Option<bool> {
    if a.is_string() && b.is_string() {
        return Some(string::cmp(a, b).is_lt());
    }
    if a.is_bigint() || b.is_bigint() {
        return bigint_less_than(th, a, b);
    }
    let (x, y) = (to_number(a), to_number(b));
    if x.is_nan() || y.is_nan() {
        None
    } else {
        Some(x < y)
    }
}

/// IsLessThan with ToPrimitive in the order LeftFirst asks for.
#[unsafe(no_mangle)]
pub extern "C" fn kl_less_than_slow(
    th: &mut Thread,
    a: Value,
    b: Value,
    left_first: bool,
) -> Value {
    // Two strings compare by code units, with nothing to convert (the
    // handle scope and the conversions cost ~130 of the ~200 instructions
    // bench/tokenizer's `ch >= "0" && ch <= "9"` took).
    if a.is_string() && b.is_string() {
        return Value::boolean(string::cmp(a, b).is_lt());
    }
    let prims = crate::heap::scope(th, |s| {
        let (first, second) = if left_first { (a, b) } else { (b, a) };
        let sh = s.root(second);
        let p1 = s.collecting(|th| to_primitive(th, first, Hint::Number))?;
        let p1h = s.root(p1);
        let sv = s.get(sh);
        let p2 = s.collecting(|th| to_primitive(th, sv, Hint::Number))?;
        let p1 = s.get(p1h);
        Ok::<_, Thrown>(if left_first { (p1, p2) } else { (p2, p1) })
    });
    let Ok((a, b)) = prims else {
        return Value::EXCEPTION;
    };
    if a.is_symbol() || b.is_symbol() {
        return error::throw_type_error(th, "Cannot convert a Symbol value to a number");
    }
    match less_than(th, a, b) {
        Some(r) => Value::boolean(r),
        None => Value::UNDEFINED,
    }
}

/// IsLessThan on primitives when one is a BigInt.
fn bigint_less_than(th: &mut Thread, a: Value, b: Value) -> Option<bool> {
    use std::cmp::Ordering;
    let g = crate::bigint::group();
    // A string against a BigInt is StringToBigInt (undefined if not one).
    let a = if a.is_string() { (g.parse)(th, a)? } else { a };
    let b = if b.is_string() { (g.parse)(th, b)? } else { b };
    let ord = match (a.is_bigint(), b.is_bigint()) {
        (true, true) => (g.cmp)(a, b),
        (true, false) => (g.cmp_f64)(a, to_number(b))?,
        _ => (g.cmp_f64)(b, to_number(a))?.reverse(),
    };
    Some(ord == Ordering::Less)
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

/// `v instanceof target`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_instanceof(th: &mut Thread, v: Value, target: Value, site: u32) -> Value {
    to_abi(instance_of(th, v, target, site).map(Value::boolean))
}

/// Set once any realm gives an object other than Function.prototype a
/// `Symbol.hasInstance` (kiln.h `kl_instanceof_ic` then never hits: the
/// constructor's shape no longer says which method `instanceof` finds).
#[unsafe(no_mangle)]
pub static kl_has_instance_elsewhere: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Miss path of kiln.h `kl_instanceof_ic`: `v instanceof target`, then the
/// site remembers the constructor's shape and where its own `prototype`
/// lives when the next `instanceof` with a function of that shape is
/// OrdinaryHasInstance with that prototype: an ordinary (unbound)
/// function, no `Symbol.hasInstance` but Function.prototype's, and
/// `prototype` a data property in an inline slot.
#[unsafe(no_mangle)]
pub extern "C" fn kl_instanceof_miss(
    th: &mut Thread,
    v: Value,
    target: Value,
    ic: &mut crate::object::cache::KlIC,
    site: u32,
) -> Value {
    // Decided before the test, which may run JavaScript and move
    // `target`: shapes do not move.
    let entry = Obj::of(target).and_then(|t| {
        let fits = !th.realm.has_instance_elsewhere
            && t.kind() == crate::abi::KL_KIND_FUNCTION
            && function::bound(t).is_undefined();
        let s = t.shape();
        let own = object::get_own_named(t, th.realm.names.prototype)?;
        match own.place {
            object::Place::Slot(i) if fits && own.attrs & object::shape::ACCESSOR == 0 => {
                Some((s as *const object::shape::Shape, s.inline_offset(i)?))
            }
            _ => None,
        }
    });
    let r = instance_of(th, v, target, site);
    if r.is_ok()
        && let Some((shape, offset)) = entry
    {
        ic.shape = shape;
        ic.offset = offset;
    }
    to_abi(r.map(Value::boolean))
}

fn instance_of(th: &mut Thread, v: Value, target: Value, site: u32) -> JsResult<bool> {
    let Some(t) = Obj::of(target) else {
        th.throw_site = site;
        return Err(type_error(
            th,
            "Right-hand side of 'instanceof' is not an object",
        ));
    };
    // Nothing but Function.prototype has `Symbol.hasInstance`: a function
    // on the right finds that one (or none, off Function.prototype's
    // chain), and either way it is OrdinaryHasInstance. The lookup walked
    // the function's prototype chain by name at every `instanceof`:
    // ~570 instructions of bench/shapes' `s instanceof Rect`.
    if !th.realm.has_instance_elsewhere && t.is_callable() {
        return ordinary_has_instance(th, t, v);
    }
    let hi = th.realm.symbols.has_instance;
    // The lookup may run a getter, which may collect.
    crate::heap::scope(th, |s| {
        let vh = s.root(v);
        let th_ = s.root(target);
        let h = s.collecting(|th| object::get(th, t, Key::Name(hi), target))?;
        let (v, target) = (s.get(vh), s.get(th_));
        let t = Obj::of(target).expect("object");
        // Function.prototype's own (what nearly every `instanceof` finds):
        // OrdinaryHasInstance without the call.
        if h == s.thread().realm.function_has_instance {
            return if t.is_callable() {
                s.collecting(|th| ordinary_has_instance(th, t, v))
            } else {
                Ok(false)
            };
        }
        if !h.is_nullish() {
            let r = s.collecting(|th| function::call(th, h, target, &[v]))?;
            return Ok(kl_truthy_slow(r));
        }
        if !t.is_callable() {
            s.thread().throw_site = site;
            return Err(type_error(
                s.thread(),
                "Right-hand side of 'instanceof' is not callable",
            ));
        }
        s.collecting(|th| ordinary_has_instance(th, t, v))
    })
}

/// OrdinaryHasInstance.
pub fn ordinary_has_instance(th: &mut Thread, c: Obj, v: Value) -> JsResult<bool> {
    let data = function::bound(c);
    if !data.is_undefined() {
        // SAFETY: word 1 of the bound data is the target function.
        let target = unsafe { *(data.addr() as *const Value).add(1) };
        return instance_of(th, v, target, u32::MAX);
    }
    if Obj::of(v).is_none() {
        return Ok(false);
    }
    let k = th.realm.names.prototype;
    // A function's own `prototype` data property, as nearly always.
    if let Some(own) = object::get_own_named(c, k)
        && own.attrs & object::shape::ACCESSOR == 0
        && let Some(p) = Obj::of(own.value)
    {
        return Ok(object::inherits_from(Obj::of(v).expect("object"), p));
    }
    // `prototype` may be a getter, which may collect.
    let (p, v) = crate::heap::scope(th, |s| {
        let vh = s.root(v);
        let p = s.collecting(|th| object::get(th, c, Key::Name(k), c.value()))?;
        Ok::<_, Thrown>((p, s.get(vh)))
    })?;
    let Some(p) = Obj::of(p) else {
        let text = to_rust_string(p);
        return Err(type_error(
            th,
            &format!("Function has non-object prototype '{text}' in instanceof check"),
        ));
    };
    Ok(object::inherits_from(Obj::of(v).expect("object"), p))
}

/// The values an iterable produces, through the iteration protocol
/// (`object/iter.rs`); valid until the caller next runs JavaScript.
pub fn iterate_to_vec(th: &mut Thread, v: Value) -> JsResult<Vec<Value>> {
    object::iter::to_vec(th, v, u32::MAX)
}

/// `s[key]` on a string for a non-number key.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_string_key(th: &mut Thread, s: Value, key: Value) -> Value {
    crate::object::ic::kl_get_elem(th, s, key, u32::MAX)
}

/// `v[key]` on any value (kept for older generated code paths).
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_primitive_prop(th: &mut Thread, v: Value, key: Value, site: u32) -> Value {
    crate::object::ic::kl_get_elem(th, v, key, site)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loose_equality_table_on_primitives() {
        let mut th = crate::thread::Thread::new(usize::MAX);
        let th = &mut *th;
        let n = Value::number;
        let mut eq = |a, b| loose_eq(th, a, b).unwrap();
        assert!(eq(Value::NULL, Value::UNDEFINED));
        assert!(!eq(Value::NULL, n(0.0)));
        assert!(eq(Value::TRUE, n(1.0)));
        assert!(!eq(Value::TRUE, n(2.0)));
        assert!(!eq(n(f64::NAN), n(f64::NAN)));
        assert!(eq(n(0.0), n(-0.0)));
        assert!(!eq(Value::FALSE, Value::NULL));
    }

    #[test]
    fn less_than_with_nan_is_undefined() {
        let mut th = crate::thread::Thread::new(usize::MAX);
        let th = &mut *th;
        let n = Value::number;
        assert_eq!(less_than(th, n(f64::NAN), n(1.0)), None);
        assert_eq!(less_than(th, Value::UNDEFINED, n(1.0)), None);
        assert_eq!(less_than(th, Value::NULL, n(1.0)), Some(true));
    }

    #[test]
    fn same_value_distinguishes_zeros_and_equates_nans() {
        assert!(!same_value(Value::number(0.0), Value::number(-0.0)));
        assert!(same_value(Value::number(f64::NAN), Value::number(f64::NAN)));
        assert!(same_value_zero(Value::number(0.0), Value::number(-0.0)));
    }
}
