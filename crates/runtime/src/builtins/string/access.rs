//! Indexing, searching, slicing, padding and trimming methods of
//! `String.prototype`, `toString`/`valueOf`, and `String.fromCharCode`,
//! `String.fromCodePoint`, `String.raw`.

use super::{Conv, Out, check_length, find, integer, method, prepare, rfind, substring};
use crate::builtins::arg;
use crate::builtins::methods::{self, Proto, optional_methods};
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap;
use crate::number::is_js_whitespace;
use crate::object::{self, Obj};
use crate::ops;
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;

// The optional methods (builtins/methods.rs).
optional_methods! {
    kl_method_string_at = String "at" 1 at;
    kl_method_string_charAt = String "charAt" 1 char_at, id crate::abi::KL_BUILTIN_CHAR_AT;
    kl_method_string_charCodeAt = String "charCodeAt" 1 char_code_at, id crate::abi::KL_BUILTIN_CHAR_CODE_AT;
    kl_method_string_codePointAt = String "codePointAt" 1 code_point_at;
    kl_method_string_concat = String "concat" 1 concat;
    kl_method_string_endsWith = String "endsWith" 1 ends_with;
    kl_method_string_includes = String "includes" 1 includes;
    kl_method_string_indexOf = String "indexOf" 1 index_of, id crate::abi::KL_BUILTIN_INDEX_OF;
    kl_method_string_lastIndexOf = String "lastIndexOf" 1 last_index_of;
    kl_method_string_padEnd = String "padEnd" 1 pad_end;
    kl_method_string_padStart = String "padStart" 1 pad_start;
    kl_method_string_repeat = String "repeat" 1 repeat;
    kl_method_string_slice = String "slice" 2 slice;
    kl_method_string_startsWith = String "startsWith" 1 starts_with;
    kl_method_string_substring = String "substring" 2 substring_fn;
    kl_method_string_substr = String "substr" 2 substr;
    kl_method_string_trim = String "trim" 0 trim;
    kl_method_string_trimStart = String "trimStart" 0 trim_start;
    kl_method_string_trimEnd = String "trimEnd" 0 trim_end;
}

pub fn install(th: &mut Thread, p: Obj) {
    for name in [
        "at",
        "charAt",
        "charCodeAt",
        "codePointAt",
        "concat",
        "endsWith",
        "includes",
        "indexOf",
        "lastIndexOf",
        "padEnd",
        "padStart",
        "repeat",
        "slice",
        "startsWith",
        "substring",
        "substr",
        "trim",
        "trimStart",
        "trimEnd",
    ] {
        methods::install(th, p, Proto::String, name);
    }
    methods::alias(th, p, "trimLeft", "trimStart");
    methods::alias(th, p, "trimRight", "trimEnd");
    method(th, p, "toString", 0, to_string);
    method(th, p, "valueOf", 0, value_of);
}

pub fn install_statics(th: &mut Thread, ctor: Obj) {
    method(th, ctor, "fromCharCode", 1, from_char_code);
    method(th, ctor, "fromCodePoint", 1, from_code_point);
    method(th, ctor, "raw", 1, raw);
}

/// A relative index (`at`, `slice`): negative counts from the end; the
/// result is clamped to `[0, len]`.
fn relative(d: f64, len: usize) -> usize {
    let len = len as f64;
    let r = if d < 0.0 {
        (len + d).max(0.0)
    } else {
        d.min(len)
    };
    r as usize
}

/// An absolute position clamped to `[0, len]`.
fn clamp(d: f64, len: usize) -> usize {
    d.max(0.0).min(len as f64) as usize
}

fn at(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [i]) = prepare(th, this, "at", args, [Conv::Int])?;
    let len = string::len(s) as f64;
    let d = i.num().unwrap_or(0.0);
    let k = if d < 0.0 { len + d } else { d };
    if k < 0.0 || k >= len {
        return Ok(Value::UNDEFINED);
    }
    let c = string::units(s).at(k as usize);
    Ok(string::from_unit(th, c))
}

fn char_at(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [i]) = prepare(th, this, "charAt", args, [Conv::Int])?;
    let d = i.num().unwrap_or(0.0);
    if d < 0.0 || d >= string::len(s) as f64 {
        return Ok(string::empty());
    }
    let c = string::units(s).at(d as usize);
    Ok(string::from_unit(th, c))
}

fn char_code_at(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [i]) = prepare(th, this, "charCodeAt", args, [Conv::Int])?;
    let d = i.num().unwrap_or(0.0);
    if d < 0.0 || d >= string::len(s) as f64 {
        return Ok(Value::number(f64::NAN));
    }
    Ok(Value::number(f64::from(string::units(s).at(d as usize))))
}

/// The code point at `i` (a surrogate pair read as one) and its length.
pub(crate) fn code_point(u: Units<'_>, i: usize) -> (u32, usize) {
    let c = u.at(i);
    if (0xD800..0xDC00).contains(&c) && i + 1 < u.len() {
        let d = u.at(i + 1);
        if (0xDC00..0xE000).contains(&d) {
            return (
                0x10000 + ((u32::from(c) - 0xD800) << 10) + (u32::from(d) - 0xDC00),
                2,
            );
        }
    }
    (u32::from(c), 1)
}

fn code_point_at(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [i]) = prepare(th, this, "codePointAt", args, [Conv::Int])?;
    let d = i.num().unwrap_or(0.0);
    if d < 0.0 || d >= string::len(s) as f64 {
        return Ok(Value::UNDEFINED);
    }
    let (cp, _) = code_point(string::units(s), d as usize);
    Ok(Value::number(f64::from(cp)))
}

fn concat(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    super::require_coercible(th, this, "concat")?;
    // Every argument is rooted before `this` is converted: each conversion
    // may run JavaScript.
    heap::scope(th, |sc| {
        let arg_h: Vec<_> = args.iter().map(|&a| sc.root(a)).collect();
        let s = sc.collecting(|th| ops::to_string_value(th, this))?;
        let mut parts = vec![sc.root(s)];
        for h in arg_h {
            let a = sc.get(h);
            let p = sc.collecting(|th| ops::to_string_value(th, a))?;
            parts.push(sc.root(p));
        }
        let vals: Vec<Value> = parts.iter().map(|&h| sc.get(h)).collect();
        let units: Vec<Units<'_>> = vals.iter().map(|&v| string::units(v)).collect();
        let th = sc.thread();
        string::concat_units(th, &units).ok_or_else(|| range_error(th, "Invalid string length"))
    })
}

fn ends_with(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [search, end]) = prepare(
        th,
        this,
        "endsWith",
        args,
        [Conv::StrNotRegExp, Conv::IntOrUndef],
    )?;
    let (hay, needle) = (string::units(s), string::units(search.str()));
    let end = end.num().map_or(hay.len(), |d| clamp(d, hay.len()));
    let m = needle.len();
    if m > end {
        return Ok(Value::FALSE);
    }
    let start = end - m;
    Ok(Value::boolean(
        (0..m).all(|k| hay.at(start + k) == needle.at(k)),
    ))
}

fn starts_with(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [search, pos]) = prepare(
        th,
        this,
        "startsWith",
        args,
        [Conv::StrNotRegExp, Conv::Int],
    )?;
    let (hay, needle) = (string::units(s), string::units(search.str()));
    let start = clamp(pos.num().unwrap_or(0.0), hay.len());
    let m = needle.len();
    if start + m > hay.len() {
        return Ok(Value::FALSE);
    }
    Ok(Value::boolean(
        (0..m).all(|k| hay.at(start + k) == needle.at(k)),
    ))
}

fn includes(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [search, pos]) = prepare(th, this, "includes", args, [Conv::StrNotRegExp, Conv::Int])?;
    let hay = string::units(s);
    let start = clamp(pos.num().unwrap_or(0.0), hay.len());
    Ok(Value::boolean(
        find(hay, string::units(search.str()), start).is_some(),
    ))
}

fn index_of(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [search, pos]) = prepare(th, this, "indexOf", args, [Conv::Str, Conv::Int])?;
    let hay = string::units(s);
    let start = clamp(pos.num().unwrap_or(0.0), hay.len());
    Ok(Value::number(
        find(hay, string::units(search.str()), start).map_or(-1.0, |i| i as f64),
    ))
}

fn last_index_of(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [search, pos]) = prepare(th, this, "lastIndexOf", args, [Conv::Str, Conv::NumOrUndef])?;
    let hay = string::units(s);
    let d = match pos.num() {
        Some(d) if !d.is_nan() => integer(d),
        _ => f64::INFINITY,
    };
    let start = clamp(d, hay.len());
    Ok(Value::number(
        rfind(hay, string::units(search.str()), start).map_or(-1.0, |i| i as f64),
    ))
}

fn pad(th: &mut Thread, this: Value, args: &[Value], at_start: bool) -> JsResult<Value> {
    let name = if at_start { "padStart" } else { "padEnd" };
    let (s, [max, fill]) = prepare(th, this, name, args, [Conv::Int, Conv::StrOrUndef])?;
    // ToLength: negative lengths are 0.
    let max = max.num().unwrap_or(0.0).max(0.0);
    let len = string::len(s);
    if max <= len as f64 {
        return Ok(s);
    }
    let filler = match fill {
        Out::Str(f) => f,
        _ => string::one_char(u16::from(b' ')).unwrap_or_else(string::empty),
    };
    let fu = string::units(filler);
    if fu.is_empty() {
        return Ok(s);
    }
    if max > string::MAX_LENGTH as f64 {
        return Err(range_error(th, "Invalid string length"));
    }
    let fill_len = max as usize - len;
    let mut pad: Vec<u16> = Vec::with_capacity(fill_len);
    while pad.len() < fill_len {
        let take = (fill_len - pad.len()).min(fu.len());
        pad.extend((0..take).map(|k| fu.at(k)));
    }
    let pad_v = super::from_units(th, &pad);
    let parts = if at_start {
        [string::units(pad_v), string::units(s)]
    } else {
        [string::units(s), string::units(pad_v)]
    };
    string::concat_units(th, &parts).ok_or_else(|| range_error(th, "Invalid string length"))
}

fn pad_start(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    pad(th, this, args, true)
}

fn pad_end(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    pad(th, this, args, false)
}

fn repeat(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    // The count as given is kept for the RangeError, which V8 words with
    // it (-1.5, not -1; `#<Object>`): rooted, since converting `this` and
    // the count may collect.
    let (s, n, given) = heap::scope(th, |sc| {
        let gh = sc.root(arg(args, 0));
        let (s, [count]) = sc.collecting(|th| prepare(th, this, "repeat", args, [Conv::Int]))?;
        Ok((s, count.num().unwrap_or(0.0), sc.get(gh)))
    })?;
    if n < 0.0 || n.is_infinite() {
        let text = crate::console::inspect_brief(th, given);
        return Err(range_error(th, &format!("Invalid count value: {text}")));
    }
    let len = string::len(s);
    if len == 0 || n == 0.0 {
        return Ok(string::empty());
    }
    if n * len as f64 > string::MAX_LENGTH as f64 {
        return Err(range_error(th, "Invalid string length"));
    }
    let n = n as usize;
    let total = n * len;
    check_length(th, total)?;
    let u = string::units(s);
    match u {
        Units::Latin1(b) => {
            let mut out = Vec::with_capacity(total);
            for _ in 0..n {
                out.extend_from_slice(b);
            }
            Ok(string::from_latin1(th, &out))
        }
        Units::Utf16(w) => {
            let mut out = Vec::with_capacity(total);
            for _ in 0..n {
                out.extend_from_slice(w);
            }
            Ok(string::from_utf16(th, &out))
        }
    }
}

fn slice(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [start, end]) = prepare(th, this, "slice", args, [Conv::Int, Conv::IntOrUndef])?;
    let len = string::len(s);
    let from = relative(start.num().unwrap_or(0.0), len);
    let to = end.num().map_or(len, |d| relative(d, len));
    Ok(substring(th, s, from, to.max(from)))
}

fn substring_fn(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [start, end]) = prepare(th, this, "substring", args, [Conv::Int, Conv::IntOrUndef])?;
    let len = string::len(s);
    let a = clamp(start.num().unwrap_or(0.0), len);
    let b = end.num().map_or(len, |d| clamp(d, len));
    Ok(substring(th, s, a.min(b), a.max(b)))
}

fn substr(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, [start, length]) = prepare(th, this, "substr", args, [Conv::Int, Conv::IntOrUndef])?;
    let len = string::len(s);
    let from = relative(start.num().unwrap_or(0.0), len);
    let n = length
        .num()
        .map_or(len as f64, |d| d.clamp(0.0, len as f64));
    let to = (from as f64 + n).min(len as f64) as usize;
    Ok(substring(th, s, from, to.max(from)))
}

fn trim_with(th: &mut Thread, this: Value, name: &str, start: bool, end: bool) -> JsResult<Value> {
    let (s, []) = prepare(th, this, name, &[], [])?;
    let u = string::units(s);
    let mut a = 0;
    let mut b = u.len();
    if start {
        while a < b && is_js_whitespace(u.at(a)) {
            a += 1;
        }
    }
    if end {
        while b > a && is_js_whitespace(u.at(b - 1)) {
            b -= 1;
        }
    }
    Ok(substring(th, s, a, b))
}

fn trim(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    trim_with(th, this, "trim", true, true)
}

fn trim_start(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    // V8 names the method by its legacy alias in the receiver check.
    trim_with(th, this, "trimLeft", true, false)
}

fn trim_end(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    trim_with(th, this, "trimRight", false, true)
}

/// thisStringValue: a string or a String wrapper's string (String.prototype
/// is one, holding "").
fn this_string_value(th: &mut Thread, this: Value, method: &str) -> JsResult<Value> {
    if this.is_string() {
        return Ok(this);
    }
    if this == th.realm.string_prototype {
        return Ok(string::empty());
    }
    if let Some(v) = Obj::of(this).and_then(crate::builtins::global::unbox)
        && v.is_string()
    {
        return Ok(v);
    }
    Err(type_error(
        th,
        &format!("String.prototype.{method} requires that 'this' be a String"),
    ))
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    this_string_value(th, this, "toString")
}

fn value_of(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    this_string_value(th, this, "valueOf")
}

// ---- String.* -----------------------------------------------------------------

fn from_char_code(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut units = Vec::with_capacity(args.len());
    if args.iter().all(|a| !a.is_object()) {
        for &a in args {
            let d = ops::to_number_value(th, a)?;
            units.push(to_uint16(d));
        }
    } else {
        heap::scope(th, |s| {
            let hs: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
            for h in hs {
                let a = s.get(h);
                let d = s.collecting(|th| ops::to_number_value(th, a))?;
                units.push(to_uint16(d));
            }
            Ok::<_, Thrown>(())
        })?;
    }
    Ok(string::from_utf16(th, &units))
}

fn to_uint16(d: f64) -> u16 {
    crate::number::to_int32(d) as u16
}

fn from_code_point(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let mut units: Vec<u16> = Vec::with_capacity(args.len());
    heap::scope(th, |s| {
        let hs: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        for h in hs {
            let a = s.get(h);
            let d = s.collecting(|th| ops::to_number_value(th, a))?;
            if d != d.trunc() || !(0.0..=1_114_111.0).contains(&d) || d.is_nan() {
                let text = crate::number::to_js_string(d);
                return Err(range_error(
                    s.thread(),
                    &format!("Invalid code point {text}"),
                ));
            }
            let cp = d as u32;
            if cp >= 0x10000 {
                let c = cp - 0x10000;
                units.push(0xD800 + (c >> 10) as u16);
                units.push(0xDC00 + (c & 0x3FF) as u16);
            } else {
                units.push(cp as u16);
            }
        }
        Ok(())
    })?;
    check_length(th, units.len())?;
    Ok(string::from_utf16(th, &units))
}

/// `String.raw(template, ...substitutions)`.
fn raw(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let cooked = crate::builtins::to_object(th, arg(args, 0))?;
    heap::scope(th, |s| {
        let subs: Vec<_> = args.iter().skip(1).map(|&a| s.root(a)).collect();
        let raw_v = s.collecting(|th| object::get_named(th, cooked, "raw"))?;
        let raw_o = crate::builtins::to_object(s.thread(), raw_v)?;
        let rh = s.root(raw_o.value());
        let len_v = s.collecting(|th| object::get_named(th, raw_o, "length"))?;
        let n = s.collecting(|th| ops::to_number_value(th, len_v))?;
        let n = if n.is_nan() || n <= 0.0 {
            0.0
        } else {
            n.min(9e15).trunc()
        };
        let mut parts = Vec::new();
        let mut i = 0.0;
        while i < n {
            let rv = s.get(rh);
            let ro = Obj::of(rv).expect("object");
            let key = object::to_key(s.thread(), Value::number(i))?;
            let seg = s.collecting(|th| object::get(th, ro, key, rv))?;
            let seg = s.collecting(|th| ops::to_string_value(th, seg))?;
            parts.push(s.root(seg));
            if i + 1.0 >= n {
                break;
            }
            if let Some(&h) = subs.get(i as usize) {
                let sub = s.get(h);
                let sv = s.collecting(|th| ops::to_string_value(th, sub))?;
                parts.push(s.root(sv));
            }
            i += 1.0;
        }
        let vals: Vec<Value> = parts.iter().map(|&h| s.get(h)).collect();
        let units: Vec<Units<'_>> = vals.iter().map(|&v| string::units(v)).collect();
        let th = s.thread();
        string::concat_units(th, &units).ok_or_else(|| range_error(th, "Invalid string length"))
    })
}
