//! The methods that build a new array or string from the receiver: concat,
//! slice, flat, flatMap, toReversed, toSpliced, with, join, toString,
//! toLocaleString.
//!
//! slice, concat and flat keep holes as holes (HasProperty first); the
//! ES2023 copies (toReversed, toSpliced, with) read every index, so a hole
//! becomes undefined. Results are plain arrays; `species.rs` makes
//! subclass instances of them.

use super::{
    MAX_ARRAY, MAX_SAFE, create_at, finish_result, get_at, get_present, is_dense, length_of,
    new_result, put_result, relative_arg, set_length, this_named, this_object, to_integer,
};
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::{self, Key, Obj, function};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

use super::super::arg;

pub(super) fn concat(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_named(th, this, "concat")?;
    heap::scope(th, |s| {
        let mut parts = vec![s.root(o.value())];
        parts.extend(args.iter().map(|&a| s.root(a)));
        let a = new_result(s.thread(), 0.0, false)?;
        let ah = s.root(a.value());
        let mut n = 0.0;
        for e in parts {
            let ev = s.get(e);
            // IsConcatSpreadable: Symbol.isConcatSpreadable if defined
            // (a getter may run), else IsArray.
            let spread = match Obj::of(ev) {
                None => false,
                Some(o) => {
                    let k = Key::Name(s.thread().realm.symbols.is_concat_spreadable);
                    let flag = s.collecting(|th| object::get(th, o, k, ev))?;
                    if flag.is_undefined() {
                        Obj::of(s.get(e)).is_some_and(|o| o.is_array())
                    } else {
                        crate::ops::kl_truthy_slow(flag)
                    }
                }
            };
            let ev = s.get(e);
            if spread {
                let len = length_of(s, e)?;
                if n + len > MAX_SAFE {
                    return Err(type_error(s.thread(), "Invalid array length"));
                }
                let mut k = 0.0;
                while k < len {
                    if let Some(v) = get_present(s, e, k)? {
                        let a = Obj::of(s.get(ah)).expect("array");
                        create_at(s.thread(), a, n, v)?;
                    }
                    n += 1.0;
                    k += 1.0;
                }
            } else {
                if n >= MAX_SAFE {
                    return Err(type_error(s.thread(), "Invalid array length"));
                }
                let a = Obj::of(s.get(ah)).expect("array");
                create_at(s.thread(), a, n, ev)?;
                n += 1.0;
            }
        }
        set_length(s, ah, n)?;
        Ok(s.get(ah))
    })
}

pub(super) fn slice(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let start_h = s.root(arg(args, 0));
        let end_h = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        let start = s.get(start_h);
        let mut k = relative_arg(s, start, len, 0.0)?;
        let end = s.get(end_h);
        let fin = relative_arg(s, end, len, len)?;
        let count = (fin - k).max(0.0);
        let src = Obj::of(s.get(oh)).expect("object");
        let dense = is_dense(src);
        if dense && let Some(a) = slice_dense(s.thread(), src, k, fin) {
            return Ok(a.value());
        }
        let a = new_result(s.thread(), count, dense)?;
        let ah = s.root(a.value());
        let mut n = 0.0;
        while k < fin {
            if let Some(v) = get_present(s, oh, k)? {
                store(s, ah, n, v, dense)?;
            }
            k += 1.0;
            n += 1.0;
        }
        let a = Obj::of(s.get(ah)).expect("array");
        finish_result(s.thread(), a, n);
        Ok(a.value())
    })
}

/// `slice` of a dense array whose range `[k, fin)` is all present: the
/// elements copied at once (no hole, so no prototype lookup, and nothing
/// in a dense array's store can run code). None otherwise. Measured
/// (callgrind, bench/churn's `history.slice(8)` of 17 elements): ~1 300
/// instructions a call element by element.
fn slice_dense(th: &mut Thread, src: Obj, k: f64, fin: f64) -> Option<Obj> {
    let all = object::array::dense_slice(src);
    if fin > all.len() as f64 || k >= fin {
        return None;
    }
    let part = &all[k as usize..fin as usize];
    if part.contains(&Value::HOLE) {
        return None;
    }
    // Copied out of the store first, so the slice is not read across the
    // allocation of the result (which never collects today; `dense_slice`
    // promises no more than "until the next allocation").
    let mut small = [Value::UNDEFINED; 32];
    let copy: Vec<Value>;
    let vals: &[Value] = if part.len() <= small.len() {
        small[..part.len()].copy_from_slice(part);
        &small[..part.len()]
    } else {
        copy = part.to_vec();
        &copy
    };
    Some(object::array::from_values(th, vals))
}

/// The most arrays node 20's `flat(Infinity)` opens inside one another:
/// V8's FlattenIntoArray recurses on its 984 KiB stack, and 6 158 nested
/// arrays throw its RangeError where 6 157 flatten (called from the
/// module's top level; under a deep caller node stops earlier).
const NODE_MAX_FLAT_LEVELS: usize = 6157;

/// FlattenIntoArray: the present elements of `source` (mapped first, for
/// flatMap) appended to `target` from `start`, arrays among them opened
/// `depth` levels deep. Returns the next target index. Recursion is as
/// deep as the nesting, `level` (1 for the array `flat` was called on);
/// past node's depth it is node's RangeError.
#[allow(
    clippy::too_many_arguments,
    reason = "the spec's parameter list of FlattenIntoArray"
)]
fn flatten_into(
    th: &mut Thread,
    target: Value,
    source: Value,
    source_len: f64,
    start: f64,
    depth: f64,
    mapper: Value,
    this_arg: Value,
    level: usize,
) -> JsResult<f64> {
    if level > NODE_MAX_FLAT_LEVELS || th.stack_exhausted() {
        return Err(range_error(th, "Maximum call stack size exceeded"));
    }
    heap::scope(th, |s| {
        let th_ = s.root(target);
        let sh = s.root(source);
        let mh = s.root(mapper);
        let tah = s.root(this_arg);
        let eh = s.root(Value::UNDEFINED);
        let mut target_index = start;
        let mut k = 0.0;
        while k < source_len {
            if let Some(mut element) = get_present(s, sh, k)? {
                if !s.get(mh).is_undefined() {
                    let (f, t, sv) = (s.get(mh), s.get(tah), s.get(sh));
                    element = s.collecting(|th| {
                        function::call(th, f, t, &[element, Value::number(k), sv])
                    })?;
                }
                if depth > 0.0 && Obj::of(element).is_some_and(|o| o.is_array()) {
                    s.set(eh, element);
                    let len = length_of(s, eh)?;
                    let (t, e) = (s.get(th_), s.get(eh));
                    let next_depth = depth - 1.0;
                    target_index = s.collecting(|th| {
                        flatten_into(
                            th,
                            t,
                            e,
                            len,
                            target_index,
                            next_depth,
                            Value::UNDEFINED,
                            Value::UNDEFINED,
                            level + 1,
                        )
                    })?;
                } else {
                    if target_index >= MAX_SAFE {
                        return Err(type_error(s.thread(), "Invalid array length"));
                    }
                    let t = Obj::of(s.get(th_)).expect("array");
                    create_at(s.thread(), t, target_index, element)?;
                    target_index += 1.0;
                }
            }
            k += 1.0;
        }
        Ok(target_index)
    })
}

pub(super) fn flat(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        // The length's getter may collect: the depth is rooted across it.
        let dh = s.root(arg(args, 0));
        let len = length_of(s, oh)?;
        let d = s.get(dh);
        let depth = if d.is_undefined() {
            1.0
        } else {
            s.collecting(|th| to_integer(th, d))?.max(0.0)
        };
        let a = new_result(s.thread(), 0.0, false)?;
        let ah = s.root(a.value());
        let (av, ov) = (s.get(ah), s.get(oh));
        s.collecting(|th| {
            flatten_into(
                th,
                av,
                ov,
                len,
                0.0,
                depth,
                Value::UNDEFINED,
                Value::UNDEFINED,
                1,
            )
        })?;
        Ok(s.get(ah))
    })
}

pub(super) fn flat_map(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let mh = s.root(arg(args, 0));
        let tah = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        if !Obj::of(s.get(mh)).is_some_and(|f| f.is_callable()) {
            return Err(type_error(
                s.thread(),
                "flatMap mapper function is not callable",
            ));
        }
        let a = new_result(s.thread(), 0.0, false)?;
        let ah = s.root(a.value());
        let (av, ov, m, t) = (s.get(ah), s.get(oh), s.get(mh), s.get(tah));
        s.collecting(|th| flatten_into(th, av, ov, len, 0.0, 1.0, m, t, 1))?;
        Ok(s.get(ah))
    })
}

/// Stores into the result at `ah`: straight into its store when it was
/// made with room for every index (`dense`), else CreateDataProperty.
#[inline]
fn store<'id>(
    s: &mut Scope<'_, 'id>,
    ah: Handle<'id>,
    k: f64,
    v: Value,
    dense: bool,
) -> JsResult<()> {
    let a = Obj::of(s.get(ah)).expect("array");
    if dense {
        put_result(s.thread(), a, k, v);
        Ok(())
    } else {
        create_at(s.thread(), a, k, v)
    }
}

/// ArrayCreate(len) for the ES2023 copies: a RangeError past 2³² − 1.
fn array_create(th: &mut Thread, len: f64, dense: bool) -> JsResult<Obj> {
    if len > MAX_ARRAY {
        return Err(range_error(th, "Invalid array length"));
    }
    new_result(th, len, dense)
}

pub(super) fn to_reversed(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let len = length_of(s, oh)?;
        // The length's conversion may have collected: `o` is read again.
        let dense = is_dense(Obj::of(s.get(oh)).expect("object"));
        let a = array_create(s.thread(), len, dense)?;
        let ah = s.root(a.value());
        let mut k = 0.0;
        while k < len {
            let v = get_at(s, oh, len - k - 1.0)?;
            store(s, ah, k, v, dense)?;
            k += 1.0;
        }
        let a = Obj::of(s.get(ah)).expect("array");
        finish_result(s.thread(), a, len);
        Ok(a.value())
    })
}

pub(super) fn with(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let vh = s.root(arg(args, 1));
        let ih = s.root(arg(args, 0));
        let len = length_of(s, oh)?;
        let index = s.get(ih);
        let rel = s.collecting(|th| to_integer(th, index))?;
        let actual = if rel >= 0.0 { rel } else { len + rel };
        if actual >= len || actual < 0.0 {
            // V8 shows the argument as given (2.5, not the integer 2).
            let index = s.get(ih);
            let text = s.collecting(|th| Ok(crate::console::inspect_brief(th, index)))?;
            return Err(range_error(s.thread(), &format!("Invalid index : {text}")));
        }
        let dense = is_dense(Obj::of(s.get(oh)).expect("object"));
        let a = array_create(s.thread(), len, dense)?;
        let ah = s.root(a.value());
        let mut k = 0.0;
        while k < len {
            let v = if k == actual {
                s.get(vh)
            } else {
                get_at(s, oh, k)?
            };
            store(s, ah, k, v, dense)?;
            k += 1.0;
        }
        let a = Obj::of(s.get(ah)).expect("array");
        finish_result(s.thread(), a, len);
        Ok(a.value())
    })
}

pub(super) fn to_spliced(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let items: Vec<_> = args.iter().skip(2).map(|&a| s.root(a)).collect();
        let start_h = s.root(arg(args, 0));
        let sc_h = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        let start = s.get(start_h);
        let start = relative_arg(s, start, len, 0.0)?;
        let skip = match args.len() {
            0 => 0.0,
            1 => len - start,
            _ => {
                let sc = s.get(sc_h);
                s.collecting(|th| to_integer(th, sc))?
                    .max(0.0)
                    .min(len - start)
            }
        };
        let new_len = len + items.len() as f64 - skip;
        if new_len > MAX_SAFE {
            return Err(type_error(s.thread(), "Invalid array length"));
        }
        let dense = is_dense(Obj::of(s.get(oh)).expect("object"));
        let a = array_create(s.thread(), new_len, dense)?;
        let ah = s.root(a.value());
        let mut i = 0.0;
        let mut r = start + skip;
        while i < start {
            let v = get_at(s, oh, i)?;
            store(s, ah, i, v, dense)?;
            i += 1.0;
        }
        for h in items {
            let v = s.get(h);
            store(s, ah, i, v, dense)?;
            i += 1.0;
        }
        while i < new_len {
            let v = get_at(s, oh, r)?;
            store(s, ah, i, v, dense)?;
            i += 1.0;
            r += 1.0;
        }
        let a = Obj::of(s.get(ah)).expect("array");
        finish_result(s.thread(), a, new_len);
        Ok(a.value())
    })
}

// ---- join, toString, toLocaleString ------------------------------------------------

/// `Array.prototype.join`: elements converted with ToString, holes and
/// nullish as "". `length`'s getter, the separator's and the elements'
/// conversions and the elements' getters may run JavaScript (and collect):
/// the receiver and the separator are rooted, and the receiver sits on the
/// thread's join stack (a root) while its elements are joined.
pub(crate) fn join(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let sep_h = s.root(arg(args, 0));
        // LengthOfArrayLike, then the separator, as the spec orders them.
        let len = length_of(s, oh)?;
        let sep = s.get(sep_h);
        let sep: Vec<u16> = if sep.is_undefined() {
            vec![u16::from(b',')]
        } else {
            let sv = s.collecting(|th| crate::ops::to_string_value(th, sep))?;
            string::units(sv).iter().collect()
        };
        with_join_stack(s, oh, NODE_MAX_JOIN_NESTING, |s| {
            join_elements(s, oh, len, &sep, None)
        })
    })
}

/// The most arrays node 20 joins inside one another (an element's
/// ToString calls its `toString`, which joins again), on V8's 984 KiB
/// stack: `[[…[1]…]].join()` with 3 159 nested arrays throws its
/// RangeError where 3 158 join (`String(a)`, one frame deeper, stops a
/// level earlier). `toLocaleString`'s frames are smaller: 3 519. Measured
/// from the module's top level; under a deep caller node stops earlier.
const NODE_MAX_JOIN_NESTING: usize = 3158;
const NODE_MAX_LOCALE_JOIN_NESTING: usize = 3519;

/// Runs `f` with the receiver on the join stack; a receiver already on it
/// (an array containing itself) joins as "", as V8 does. Past `limit`
/// nested joins, node's RangeError.
fn with_join_stack<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    limit: usize,
    f: impl FnOnce(&mut Scope<'_, 'id>) -> JsResult<Value>,
) -> JsResult<Value> {
    let ov = s.get(oh);
    if s.thread().join_stack.len() >= limit {
        return Err(range_error(s.thread(), "Maximum call stack size exceeded"));
    }
    if s.thread().join_stack.contains(&ov) {
        return Ok(string::empty());
    }
    s.thread().join_stack.push(ov);
    let r = f(s);
    s.thread().join_stack.pop();
    r
}

/// The elements' strings (ToString, or with `locale` their
/// `toLocaleString()`; nullish as "") with `sep` between.
fn join_elements<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    len: f64,
    sep: &[u16],
    // toLocaleString's (locales, options), passed on to each element's.
    locale: Option<[Handle<'id>; 2]>,
) -> JsResult<Value> {
    let mut out: Vec<u16> = Vec::new();
    let mut k = 0.0;
    while k < len {
        if k > 0.0 {
            out.extend_from_slice(sep);
        }
        let v = get_at(s, oh, k)?;
        if v.is_nullish() {
        } else if let Some([lh, oh]) = locale {
            let args = [s.get(lh), s.get(oh)];
            let sv = s.collecting(|th| element_to_locale_string(th, v, args))?;
            out.extend(string::units(sv).iter());
        } else if v.is_string() {
            out.extend(string::units(v).iter());
        } else if v.is_number() {
            // ToString of a number runs no JavaScript: no string object.
            out.extend(crate::number::to_js_string(v.as_number()).encode_utf16());
        } else {
            let sv = s.collecting(|th| crate::ops::to_string_value(th, v))?;
            out.extend(string::units(sv).iter());
        }
        if out.len() > string::MAX_LENGTH {
            return Err(range_error(s.thread(), "Invalid string length"));
        }
        k += 1.0;
    }
    Ok(string::from_utf16(s.thread(), &out))
}

pub(super) fn to_string(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    let (f, o) = heap::scope(th, |s| {
        let oh = s.root(o.value());
        let k = Key::name(s.thread(), "join");
        let f = s.collecting(|th| object::get(th, o, k, o.value()))?;
        Ok::<_, Thrown>((f, Obj::of(s.get(oh)).expect("object")))
    })?;
    if Obj::of(f).is_some_and(|f| f.is_callable()) {
        return function::call(th, f, o.value(), &[]);
    }
    let tag = crate::builtins::object::to_string_tag(th, o.value())?;
    Ok(string::from_str(th, &tag))
}

/// ToString(Invoke(v, "toLocaleString", « locales, options »)).
fn element_to_locale_string(th: &mut Thread, v: Value, args: [Value; 2]) -> JsResult<Value> {
    let r = heap::scope(th, |s| {
        let vh = s.root(v);
        let ah = args.map(|a| s.root(a));
        let k = Key::name(s.thread(), "toLocaleString");
        let f = s.collecting(|th| object::ic::get_value(th, v, k, u32::MAX))?;
        let v = s.get(vh);
        let args = ah.map(|h| s.get(h));
        s.collecting(|th| function::call(th, f, v, &args))
    })?;
    crate::ops::to_string_value(th, r)
}

pub(crate) fn to_locale_string(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let pass = [s.root(arg(args, 0)), s.root(arg(args, 1))];
        let oh = s.root(o.value());
        let len = length_of(s, oh)?;
        with_join_stack(s, oh, NODE_MAX_LOCALE_JOIN_NESTING, |s| {
            join_elements(s, oh, len, &[u16::from(b',')], Some(pass))
        })
    })
}
