//! The `Math` object: every function and constant of ES2023, in node's
//! property order, computing bit for bit what node computes (`crate::math`
//! for the transcendental functions, `crate::pow` for `pow`).
//!
//! Each argument goes through ToNumber, which may call `valueOf` and so
//! collect: when any argument is not a number the arguments are rooted
//! first and converted in order (all of them, even after a NaN — `valueOf`
//! side effects are observable).

use crate::abi::*;
use crate::error::{JsResult, Thrown};
use crate::heap::{self, Handle};
use crate::math;
use crate::object::function::{self, NativeFn};
use crate::object::{self, Key, realm, shape};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    // Every property inline, so `Math.sin` is a shape check and a load in
    // compiled code (the inline caches only cache inline slots).
    let proto = th.realm.object_prototype;
    let m = object::new_object(th, proto, 44);
    // node's property order
    let functions: [(&str, u32, NativeFn); 35] = [
        ("abs", 1, abs),
        ("acos", 1, acos),
        ("acosh", 1, acosh),
        ("asin", 1, asin),
        ("asinh", 1, asinh),
        ("atan", 1, atan),
        ("atanh", 1, atanh),
        ("atan2", 2, atan2),
        ("ceil", 1, ceil),
        ("cbrt", 1, cbrt),
        ("expm1", 1, expm1),
        ("clz32", 1, clz32),
        ("cos", 1, cos),
        ("cosh", 1, cosh),
        ("exp", 1, exp),
        ("floor", 1, floor),
        ("fround", 1, fround),
        ("hypot", 2, hypot),
        ("imul", 2, imul),
        ("log", 1, log),
        ("log1p", 1, log1p),
        ("log2", 1, log2),
        ("log10", 1, log10),
        ("max", 2, max),
        ("min", 2, min),
        ("pow", 2, pow),
        ("random", 0, random),
        ("round", 1, round),
        ("sign", 1, sign),
        ("sin", 1, sin),
        ("sinh", 1, sinh),
        ("sqrt", 1, sqrt),
        ("tan", 1, tan),
        ("tanh", 1, tanh),
        ("trunc", 1, trunc),
    ];
    for (name, length, f) in functions {
        // Compiled `Math.f(x)` on a number runs these without the call
        // (kiln.h `kl_call_math1`, with the `kl_math_*` functions).
        let id = MATH_IDS
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(0, |&(_, id)| id);
        function::define_builtin(th, m, name, length, f, id);
    }
    for (name, v) in [
        ("E", std::f64::consts::E),
        ("LN10", std::f64::consts::LN_10),
        ("LN2", std::f64::consts::LN_2),
        ("LOG10E", std::f64::consts::LOG10_E),
        ("LOG2E", std::f64::consts::LOG2_E),
        ("PI", std::f64::consts::PI),
        ("SQRT1_2", std::f64::consts::FRAC_1_SQRT_2),
        ("SQRT2", std::f64::consts::SQRT_2),
    ] {
        let k = Key::name(th, name);
        object::define(th, m, k, Value::number(v), 0);
    }
    let tag = th.realm.symbols.to_string_tag;
    let text = string::from_str(th, "Math");
    object::define(th, m, Key::Name(tag), text, shape::CONFIGURABLE);
    realm::define_global(th, "Math", m.value());
}

/// The functions compiled code calls by id (kiln.h `KL_MATH_*`): with one
/// argument, and `max` and `min` with two.
const MATH_IDS: [(&str, u64); 15] = [
    ("max", KL_MATH_MAX),
    ("min", KL_MATH_MIN),
    ("sqrt", KL_MATH_SQRT),
    ("floor", KL_MATH_FLOOR),
    ("ceil", KL_MATH_CEIL),
    ("abs", KL_MATH_ABS),
    ("trunc", KL_MATH_TRUNC),
    ("round", KL_MATH_ROUND),
    ("sin", KL_MATH_SIN),
    ("cos", KL_MATH_COS),
    ("tan", KL_MATH_TAN),
    ("exp", KL_MATH_EXP),
    ("log", KL_MATH_LOG),
    ("atan", KL_MATH_ATAN),
    ("sign", KL_MATH_SIGN),
];

/// ToNumber of every argument, in order (at least `min` of them, missing
/// ones undefined → NaN).
fn numbers(th: &mut Thread, args: &[Value], min: usize) -> JsResult<Vec<f64>> {
    let mut out = Vec::with_capacity(args.len().max(min));
    if args.iter().all(|v| !v.is_object()) {
        for &v in args {
            out.push(ops::to_number_value(th, v)?);
        }
    } else {
        // A valueOf may collect: later arguments are read from handles.
        heap::scope(th, |s| {
            let hs: Vec<Handle> = args.iter().map(|&v| s.root(v)).collect();
            for h in hs {
                let v = s.get(h);
                out.push(s.collecting(|th| ops::to_number_value(th, v))?);
            }
            Ok::<_, Thrown>(())
        })?;
    }
    out.resize(out.len().max(min), f64::NAN);
    Ok(out)
}

fn one(th: &mut Thread, args: &[Value], f: fn(f64) -> f64) -> JsResult<Value> {
    let x = match args.first() {
        Some(v) if v.is_number() => v.as_number(),
        Some(&v) => ops::to_number_value(th, v)?,
        None => f64::NAN,
    };
    Ok(Value::number(f(x)))
}

fn two(th: &mut Thread, args: &[Value], f: fn(f64, f64) -> f64) -> JsResult<Value> {
    let n = numbers(th, &args[..args.len().min(2)], 2)?;
    Ok(Value::number(f(n[0], n[1])))
}

macro_rules! unary {
    ($($name:ident => $f:expr;)*) => {
        $(
            fn $name(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
                one(th, args, $f)
            }
        )*
    };
}

unary! {
    abs => f64::abs;
    acos => math::acos;
    acosh => math::acosh;
    asin => math::asin;
    asinh => math::asinh;
    atan => math::atan;
    atanh => math::atanh;
    ceil => f64::ceil;
    cbrt => math::cbrt;
    expm1 => math::expm1;
    clz32 => math::clz32;
    cos => math::cos;
    cosh => math::cosh;
    exp => math::exp;
    floor => f64::floor;
    fround => math::fround;
    log => math::log;
    log1p => math::log1p;
    log2 => math::log2;
    log10 => math::log10;
    round => math::round;
    sign => math::sign;
    sin => math::sin;
    sinh => math::sinh;
    sqrt => f64::sqrt;
    tan => math::tan;
    tanh => math::tanh;
    trunc => f64::trunc;
}

fn atan2(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    two(th, args, math::atan2)
}

fn imul(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    two(th, args, math::imul)
}

fn pow(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    two(th, args, crate::pow::js_pow)
}

fn hypot(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let n = numbers(th, args, 0)?;
    Ok(Value::number(math::hypot(&n)))
}

/// The arguments when all are numbers already (`Math.max(0, x)`), with no
/// vector made: the allocation and its `free` were half of a
/// two-argument call (bench/shapes).
fn all_numbers(args: &[Value]) -> Option<impl Iterator<Item = f64> + '_> {
    args.iter()
        .all(|v| v.is_number())
        .then(|| args.iter().map(|v| v.as_number()))
}

fn max(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if let Some(n) = all_numbers(args) {
        return Ok(Value::number(n.fold(f64::NEG_INFINITY, max_of)));
    }
    let n = numbers(th, args, 0)?;
    Ok(Value::number(n.into_iter().fold(f64::NEG_INFINITY, max_of)))
}

/// One step of `Math.max`: NaN wins, +0 is larger than -0.
fn max_of(r: f64, x: f64) -> f64 {
    if x.is_nan() || r.is_nan() {
        f64::NAN
    } else if x > r || (x == 0.0 && r == 0.0 && r.is_sign_negative()) {
        x
    } else {
        r
    }
}

/// One step of `Math.min`: NaN wins, -0 is smaller than +0.
fn min_of(r: f64, x: f64) -> f64 {
    if x.is_nan() || r.is_nan() {
        f64::NAN
    } else if x < r || (x == 0.0 && r == 0.0 && x.is_sign_negative()) {
        x
    } else {
        r
    }
}

fn min(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if let Some(n) = all_numbers(args) {
        return Ok(Value::number(n.fold(f64::INFINITY, min_of)));
    }
    let n = numbers(th, args, 0)?;
    Ok(Value::number(n.into_iter().fold(f64::INFINITY, min_of)))
}

fn random(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(th.random.next_double()))
}
