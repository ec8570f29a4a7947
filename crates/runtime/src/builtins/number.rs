//! `Number`'s statics and prototype methods, and the global functions
//! `parseInt`, `parseFloat`, `isNaN` and `isFinite` (`Number.parseInt` and
//! `Number.parseFloat` are the same function objects, as in node). The
//! constructor itself is `global.rs`'s, with `String` and `Boolean`.
//!
//! Argument conversions may run JavaScript (`valueOf`), which may collect:
//! a method reads its receiver's number before converting an argument, so
//! nothing has to stay rooted across the conversion.

use super::arg;
use super::methods::{self, Proto, optional_methods};
use crate::error::{JsResult, range_error, type_error};
use crate::number;
use crate::object::function::define_native;
use crate::object::{self, Key, Obj, realm};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let g = Obj::of(th.realm.global).expect("global");
    let ctor = object::get_named(th, g, "Number")
        .ok()
        .and_then(Obj::of)
        .expect("Number is installed first");
    define_native(th, ctor, "isFinite", 1, is_finite_strict);
    define_native(th, ctor, "isInteger", 1, is_integer);
    define_native(th, ctor, "isNaN", 1, is_nan_strict);
    define_native(th, ctor, "isSafeInteger", 1, is_safe_integer);
    // One function object each for the global and the static.
    let parse_float_f = define_native(th, ctor, "parseFloat", 1, parse_float);
    let parse_int_f = define_native(th, ctor, "parseInt", 2, parse_int);
    realm::define_global(th, "parseFloat", parse_float_f.value());
    realm::define_global(th, "parseInt", parse_int_f.value());
    for (name, v) in [
        ("MAX_VALUE", f64::MAX),
        ("MIN_VALUE", f64::from_bits(1)),
        ("NaN", f64::NAN),
        ("NEGATIVE_INFINITY", f64::NEG_INFINITY),
        ("POSITIVE_INFINITY", f64::INFINITY),
        ("MAX_SAFE_INTEGER", 9_007_199_254_740_991.0),
        ("MIN_SAFE_INTEGER", -9_007_199_254_740_991.0),
        ("EPSILON", f64::EPSILON),
    ] {
        let k = Key::name(th, name);
        object::define(th, ctor, k, Value::number(v), 0);
    }
    define_native(th, g, "isNaN", 1, is_nan);
    define_native(th, g, "isFinite", 1, is_finite);

    let proto = Obj::of(th.realm.number_prototype).expect("Number.prototype");
    for name in ["toExponential", "toFixed", "toPrecision"] {
        methods::install(th, proto, Proto::Number, name);
    }
    define_native(th, proto, "toString", 1, to_string);
    define_native(th, proto, "valueOf", 0, value_of);
    methods::install(th, proto, Proto::Number, "toLocaleString");
}

// The optional methods (builtins/methods.rs).
optional_methods! {
    kl_method_number_toExponential = Number "toExponential" 1 to_exponential;
    kl_method_number_toFixed = Number "toFixed" 1 to_fixed;
    kl_method_number_toPrecision = Number "toPrecision" 1 to_precision;
    kl_method_number_toLocaleString = Number "toLocaleString" 0 to_locale_string;
}

/// thisNumberValue: a number or a Number wrapper (Number.prototype itself
/// is one, holding 0), else node's TypeError.
fn this_number(th: &mut Thread, this: Value, method: &str) -> JsResult<f64> {
    if this.is_number() {
        return Ok(this.as_number());
    }
    if this == th.realm.number_prototype {
        return Ok(0.0);
    }
    if let Some(v) = Obj::of(this).and_then(super::global::unbox)
        && v.is_number()
    {
        return Ok(v.as_number());
    }
    Err(type_error(
        th,
        &format!("Number.prototype.{method} requires that 'this' be a Number"),
    ))
}

/// ToIntegerOrInfinity.
fn to_integer(th: &mut Thread, v: Value) -> JsResult<f64> {
    let d = ops::to_number_value(th, v)?;
    Ok(if d.is_nan() { 0.0 } else { d.trunc() + 0.0 })
}

fn str_value(th: &mut Thread, s: &str) -> Value {
    string::from_str(th, s)
}

fn non_finite(th: &mut Thread, x: f64) -> Value {
    let s = number::to_js_string(x);
    str_value(th, &s)
}

fn value_of(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    this_number(th, this, "valueOf").map(Value::number)
}

fn to_string(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let x = this_number(th, this, "toString")?;
    let radix = arg(args, 0);
    let radix = if radix.is_undefined() {
        10.0
    } else {
        to_integer(th, radix)?
    };
    if !(2.0..=36.0).contains(&radix) {
        return Err(range_error(
            th,
            "toString() radix argument must be between 2 and 36",
        ));
    }
    if radix == 10.0 {
        return Ok(ops::kl_num_to_string(th, x));
    }
    let s = number::to_radix_string(x, radix as u32);
    Ok(str_value(th, &s))
}

fn to_fixed(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let x = this_number(th, this, "toFixed")?;
    let f = to_integer(th, arg(args, 0))?;
    // The range is checked first, even for NaN (unlike toPrecision and
    // toExponential, which answer NaN and ±Infinity before checking).
    if !(0.0..=100.0).contains(&f) {
        return Err(range_error(
            th,
            "toFixed() digits argument must be between 0 and 100",
        ));
    }
    let s = number::to_fixed(x, f as u32);
    Ok(str_value(th, &s))
}

fn to_exponential(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let x = this_number(th, this, "toExponential")?;
    let fv = arg(args, 0);
    let f = to_integer(th, fv)?;
    if !x.is_finite() {
        return Ok(non_finite(th, x));
    }
    if !(0.0..=100.0).contains(&f) {
        return Err(range_error(
            th,
            "toExponential() argument must be between 0 and 100",
        ));
    }
    let digits = (!fv.is_undefined()).then_some(f as u32);
    let s = number::to_exponential(x, digits);
    Ok(str_value(th, &s))
}

fn to_precision(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let x = this_number(th, this, "toPrecision")?;
    let pv = arg(args, 0);
    if pv.is_undefined() {
        return Ok(ops::kl_num_to_string(th, x));
    }
    let p = to_integer(th, pv)?;
    if !x.is_finite() {
        return Ok(non_finite(th, x));
    }
    if !(1.0..=100.0).contains(&p) {
        return Err(range_error(
            th,
            "toPrecision() argument must be between 1 and 100",
        ));
    }
    let s = number::to_precision(x, p as u32);
    Ok(str_value(th, &s))
}

/// node's default locale is en-US, the only one kiln formats (another is
/// refused, `locale.rs`); the options are honoured (`number_format.rs`).
fn to_locale_string(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let x = this_number(th, this, "toLocaleString")?;
    let (locales, options) = (arg(args, 0), arg(args, 1));
    // Reading the locale list may run JavaScript: `options` is rooted
    // across it and read back.
    let options = crate::heap::scope(th, |s| {
        let oh = s.root(options);
        super::locale::require_supported(
            s,
            locales,
            "Number.prototype.toLocaleString",
            super::locale::Family::Format,
        )?;
        Ok(s.get(oh))
    })?;
    let s = if options.is_undefined() {
        number::to_locale_string(x)
    } else {
        let f = super::number_format::read(th, options)?;
        number::locale::format(x, &f)
    };
    Ok(str_value(th, &s))
}

// ---- statics and globals ---------------------------------------------------------

fn number_arg(args: &[Value]) -> Option<f64> {
    let v = arg(args, 0);
    v.is_number().then(|| v.as_number())
}

fn is_finite_strict(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(number_arg(args).is_some_and(f64::is_finite)))
}

fn is_nan_strict(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(number_arg(args).is_some_and(f64::is_nan)))
}

fn is_integer(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(
        number_arg(args).is_some_and(|d| d.is_finite() && d.trunc() == d),
    ))
}

fn is_safe_integer(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(number_arg(args).is_some_and(|d| {
        d.is_finite() && d.trunc() == d && d.abs() <= 9_007_199_254_740_991.0
    })))
}

fn is_nan(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let d = ops::to_number_value(th, arg(args, 0))?;
    Ok(Value::boolean(d.is_nan()))
}

fn is_finite(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let d = ops::to_number_value(th, arg(args, 0))?;
    Ok(Value::boolean(d.is_finite()))
}

fn parse_float(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = ops::to_string_value(th, arg(args, 0))?;
    Ok(Value::number(number::parse_float(string::units(s))))
}

fn parse_int(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    // ToString(string) before ToInt32(radix); the radix must survive the
    // string's toString, and the string the radix's valueOf.
    let radix = arg(args, 1);
    let (s, radix) = if radix.is_number() || radix.is_undefined() {
        (
            ops::to_string_value(th, arg(args, 0))?,
            ops::to_number(radix),
        )
    } else {
        crate::heap::scope(th, |sc| {
            let rh = sc.root(radix);
            let a = arg(args, 0);
            let s = sc.collecting(|th| ops::to_string_value(th, a))?;
            let h = sc.root(s);
            let radix = sc.get(rh);
            let r = sc.collecting(|th| ops::to_number_value(th, radix))?;
            Ok::<_, crate::error::Thrown>((sc.get(h), r))
        })?
    };
    let radix = number::to_int32(radix);
    Ok(Value::number(number::parse_int(string::units(s), radix)))
}
