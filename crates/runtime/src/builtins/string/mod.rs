//! `String.prototype` and the `String` constructor's functions
//! (`fromCharCode`, `fromCodePoint`, `raw`). The constructor itself and the
//! wrapper objects are in `global.rs`.
//!
//! Files: `access.rs` (indexing, searching, slicing, padding, trimming,
//! `String.*`), `case.rs` (case mapping, `normalize`), `collate.rs`
//! (`localeCompare`), `pattern.rs` (the methods that take a string or a
//! RegExp pattern: `split`, `replace`, `replaceAll`, `match`, `matchAll`,
//! `search`), `subst.rs` (replacement templates), `iter.rs` (the String
//! Iterator).
//!
//! Conversions of `this` and of the arguments may run JavaScript (an
//! object's `toString`/`valueOf`), which may collect: [`prepare`] does them
//! in the specification's order with everything rooted, and hands back
//! values that stay valid until the method next calls into JavaScript.

pub(super) mod access;
mod case;
mod collate;
pub(super) mod html;
pub mod iter;
pub(super) mod pattern;
pub mod subst;

use super::arg;
use crate::error::{JsResult, Thrown, type_error};
use crate::heap;
use crate::object::function::define_native;
use crate::object::{self, Key, Obj};
use crate::ops;
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;

pub(super) use pattern::{install_regexp_methods, replace_regexp, split_regexp};

pub fn install(th: &mut Thread) {
    let proto = Obj::of(th.realm.string_prototype).expect("String.prototype");
    access::install(th, proto);
    super::link::install_string_case_methods(th, proto);
    pattern::install(th, proto);
    super::link::install_string_regexp_methods(th, proto);
    iter::install(th, proto);
    html::install(th, proto);
    let ctor_k = th.realm.names.constructor;
    if let Some(ctor) = object::get_own(proto, Key::Name(ctor_k)).and_then(|p| Obj::of(p.value)) {
        access::install_statics(th, ctor);
    }
}

/// The case group (builtins/link.rs): case mapping, `normalize`,
/// `localeCompare`.
pub(super) fn install_case_methods(th: &mut Thread, proto: Obj) {
    case::install(th, proto);
    collate::install(th, proto);
}

/// How [`prepare`] converts an argument.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Conv {
    /// ToString.
    Str,
    /// ToString, unless undefined.
    StrOrUndef,
    /// ToIntegerOrInfinity.
    Int,
    /// ToIntegerOrInfinity, unless undefined.
    IntOrUndef,
    /// ToNumber, unless undefined.
    NumOrUndef,
    /// A TypeError if it is a RegExp, then ToString (the search string of
    /// `includes`, `startsWith`, `endsWith`).
    StrNotRegExp,
}

/// A converted argument.
#[derive(Clone, Copy)]
pub(crate) enum Out {
    Str(Value),
    Num(f64),
    Undef,
}

impl Out {
    pub(crate) fn str(self) -> Value {
        match self {
            Out::Str(v) => v,
            _ => string::empty(),
        }
    }
    pub(crate) fn num(self) -> Option<f64> {
        match self {
            Out::Num(d) => Some(d),
            _ => None,
        }
    }
}

/// ToIntegerOrInfinity of a number.
pub(crate) fn integer(d: f64) -> f64 {
    if d.is_nan() { 0.0 } else { d.trunc() + 0.0 }
}

/// RequireObjectCoercible(this) with node's message for `method`.
pub(crate) fn require_coercible(th: &mut Thread, this: Value, method: &str) -> JsResult<()> {
    if this.is_nullish() {
        return Err(type_error(
            th,
            &format!(
                "String.prototype{}{method} called on null or undefined",
                if method.starts_with('[') { "" } else { "." }
            ),
        ));
    }
    Ok(())
}

fn convert(th: &mut Thread, v: Value, conv: Conv, method: &str) -> JsResult<Out> {
    let undef = v.is_undefined();
    Ok(match conv {
        Conv::StrOrUndef | Conv::IntOrUndef | Conv::NumOrUndef if undef => Out::Undef,
        Conv::Str | Conv::StrOrUndef => Out::Str(ops::to_string_value(th, v)?),
        Conv::StrNotRegExp => {
            // IsRegExp: the `Symbol.match` getter may collect, so `v` is
            // read back.
            let (is_re, v) = heap::scope(th, |s| {
                let h = s.root(v);
                let r = s.collecting(|th| super::regexp::is_regexp_js(th, v))?;
                Ok((r, s.get(h)))
            })?;
            if is_re {
                return Err(type_error(
                    th,
                    &format!(
                        "First argument to String.prototype.{method} must not be a regular expression"
                    ),
                ));
            }
            Out::Str(ops::to_string_value(th, v)?)
        }
        Conv::Int | Conv::IntOrUndef => Out::Num(integer(ops::to_number_value(th, v)?)),
        Conv::NumOrUndef => Out::Num(ops::to_number_value(th, v)?),
    })
}

/// RequireObjectCoercible and ToString of `this`, then each argument's
/// conversion, in order. Everything is rooted across the conversions (which
/// may run JavaScript); the results are valid until the caller next runs
/// JavaScript.
pub(crate) fn prepare<const N: usize>(
    th: &mut Thread,
    this: Value,
    method: &str,
    args: &[Value],
    convs: [Conv; N],
) -> JsResult<(Value, [Out; N])> {
    require_coercible(th, this, method)?;
    let mut out = [Out::Undef; N];
    // Primitives convert without running JavaScript: nothing can move.
    if this.is_string() && (0..N).all(|i| !arg(args, i).is_object()) {
        for (i, &c) in convs.iter().enumerate() {
            out[i] = convert(th, arg(args, i), c, method)?;
        }
        return Ok((this, out));
    }
    heap::scope(th, |s| {
        let arg_h: Vec<_> = (0..N).map(|i| s.root(arg(args, i))).collect();
        let sv = s.collecting(|th| ops::to_string_value(th, this))?;
        let sh = s.root(sv);
        let mut results = Vec::with_capacity(N);
        for (i, &c) in convs.iter().enumerate() {
            let a = s.get(arg_h[i]);
            let r = s.collecting(|th| convert(th, a, c, method))?;
            let rh = match r {
                Out::Str(v) => Some(s.root(v)),
                _ => None,
            };
            results.push((r, rh));
        }
        for (i, (r, rh)) in results.into_iter().enumerate() {
            out[i] = match rh {
                Some(h) => Out::Str(s.get(h)),
                None => r,
            };
        }
        Ok::<_, Thrown>((s.get(sh), out))
    })
}

/// The substring `[a, b)` of `s` (code units).
pub(crate) fn substring(th: &mut Thread, s: Value, a: usize, b: usize) -> Value {
    if a == 0 && b == string::len(s) {
        return s;
    }
    if a >= b {
        return string::empty();
    }
    string::slice(th, s, a, b)
}

/// The first index `>= from` where `needle` occurs in `hay`.
pub(crate) fn find(hay: Units<'_>, needle: Units<'_>, from: usize) -> Option<usize> {
    let (n, m) = (hay.len(), needle.len());
    if m == 0 {
        return (from <= n).then_some(from);
    }
    if m > n {
        return None;
    }
    if let (Units::Latin1(h), Units::Latin1(nd)) = (hay, needle) {
        let first = nd[0];
        let mut i = from;
        while i + m <= n {
            let off = h[i..=n - m].iter().position(|&c| c == first)?;
            i += off;
            if &h[i..i + m] == nd {
                return Some(i);
            }
            i += 1;
        }
        return None;
    }
    let first = needle.at(0);
    let mut i = from;
    while i + m <= n {
        if hay.at(i) == first && (1..m).all(|k| hay.at(i + k) == needle.at(k)) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The last index `<= from` where `needle` occurs in `hay`.
pub(crate) fn rfind(hay: Units<'_>, needle: Units<'_>, from: usize) -> Option<usize> {
    let (n, m) = (hay.len(), needle.len());
    if m > n {
        return None;
    }
    let mut i = from.min(n - m);
    loop {
        if (0..m).all(|k| hay.at(i + k) == needle.at(k)) {
            return Some(i);
        }
        if i == 0 {
            return None;
        }
        i -= 1;
    }
}

/// A string from units collected in a buffer.
pub(crate) fn from_units(th: &mut Thread, units: &[u16]) -> Value {
    string::from_utf16(th, units)
}

/// `MAX_LENGTH` check for a result of `n` units.
pub(crate) fn check_length(th: &mut Thread, n: usize) -> JsResult<()> {
    if n > string::MAX_LENGTH {
        return Err(crate::error::range_error(th, "Invalid string length"));
    }
    Ok(())
}

/// Defines a built-in method that every program links.
pub(crate) fn method(
    th: &mut Thread,
    target: Obj,
    name: &str,
    length: u32,
    f: crate::object::function::NativeFn,
) {
    define_native(th, target, name, length, f);
}
