//! The methods that call a function per element: forEach, map, filter,
//! some, every, find, findIndex, findLast, findLastIndex, reduce,
//! reduceRight.
//!
//! Holes: forEach, map, filter, some, every and reduce skip them
//! (HasProperty first; map's result keeps them), the find family visits
//! them as undefined (Get only). Each step re-reads the receiver from its
//! handle and its element through the fast-then-generic helpers, so a
//! callback that shrinks, grows, freezes or sparsifies the array is seen
//! at the next step, as the spec requires (the length, though, is read
//! once, before the first call).
//!
//! Cost per element on a dense array: three handle reads, one dense load,
//! one `function::call` (its arguments go on the shadow stack, nothing is
//! allocated); map adds one dense store into a result preallocated at the
//! source's length.

use super::{
    Callee, call_back, create_at, finish_result, get_at, get_present, is_dense, length_of,
    new_result, obj_at, put_result, require_callable, this_named,
};
use crate::error::{JsResult, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::Obj;
use crate::ops::kl_truthy_slow as truthy;
use crate::thread::Thread;
use crate::value::Value;

use super::super::arg;

/// The receiver, the callback and `thisArg`, rooted, and the length.
struct Walk<'id> {
    o: Handle<'id>,
    f: Handle<'id>,
    this_arg: Handle<'id>,
    callee: Option<Callee>,
    len: f64,
}

/// ToObject(this), LengthOfArrayLike, then IsCallable(callback), in the
/// spec's order (the length's getter runs before the TypeError).
fn begin<'id>(
    s: &mut Scope<'_, 'id>,
    this: Value,
    args: &[Value],
    method: &str,
) -> JsResult<Walk<'id>> {
    let cb = s.root(arg(args, 0));
    let this_arg = s.root(arg(args, 1));
    let o = this_named(s.thread(), this, method)?;
    let oh = s.root(o.value());
    let len = length_of(s, oh)?;
    let f = s.get(cb);
    require_callable(s.thread(), f)?;
    Ok(Walk {
        o: oh,
        f: cb,
        this_arg,
        callee: Callee::of(f),
        len,
    })
}

/// callback.call(thisArg, v, k, O).
#[inline]
fn call<'id>(s: &mut Scope<'_, 'id>, w: &Walk<'id>, v: Value, k: f64) -> JsResult<Value> {
    let (f, t, ov) = (s.get(w.f), s.get(w.this_arg), s.get(w.o));
    let callee = w.callee;
    s.collecting(|th| call_back(th, callee, f, t, [v, Value::number(k), ov]))
}

pub(crate) fn for_each(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    heap::scope(th, |s| {
        let w = begin(s, this, args, "forEach")?;
        let mut k = 0.0;
        while k < w.len {
            if let Some(v) = get_present(s, w.o, k)? {
                call(s, &w, v, k)?;
            }
            k += 1.0;
        }
        Ok(Value::UNDEFINED)
    })
}

pub(super) fn map(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    heap::scope(th, |s| {
        let w = begin(s, this, args, "map")?;
        let dense = is_dense(Obj::of(s.get(w.o)).expect("object"));
        let a = new_result(s.thread(), w.len, dense)?;
        let ah = s.root(a.value());
        let mut k = 0.0;
        while k < w.len {
            if let Some(v) = get_present(s, w.o, k)? {
                let r = call(s, &w, v, k)?;
                let a = obj_at(s, ah);
                if dense {
                    put_result(s.thread(), a, k, r);
                } else {
                    create_at(s.thread(), a, k, r)?;
                }
            }
            k += 1.0;
        }
        let a = Obj::of(s.get(ah)).expect("array");
        finish_result(s.thread(), a, w.len);
        Ok(a.value())
    })
}

pub(super) fn filter(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    heap::scope(th, |s| {
        let w = begin(s, this, args, "filter")?;
        let a = new_result(s.thread(), 0.0, false)?;
        let ah = s.root(a.value());
        // The element survives the call in one reused handle.
        let vh = s.root(Value::UNDEFINED);
        let (mut k, mut to) = (0.0, 0.0);
        while k < w.len {
            if let Some(v) = get_present(s, w.o, k)? {
                s.set(vh, v);
                let r = call(s, &w, v, k)?;
                if truthy(r) {
                    let (a, v) = (Obj::of(s.get(ah)).expect("array"), s.get(vh));
                    create_at(s.thread(), a, to, v)?;
                    to += 1.0;
                }
            }
            k += 1.0;
        }
        Ok(s.get(ah))
    })
}

/// some (`want` true) and every (`want` false): stops at the first
/// element whose result is truthy (some) or falsy (every).
fn some_every(th: &mut Thread, this: Value, args: &[Value], want: bool) -> JsResult<Value> {
    heap::scope(th, |s| {
        let w = begin(s, this, args, if want { "some" } else { "every" })?;
        let mut k = 0.0;
        while k < w.len {
            if let Some(v) = get_present(s, w.o, k)?
                && truthy(call(s, &w, v, k)?) == want
            {
                return Ok(Value::boolean(want));
            }
            k += 1.0;
        }
        Ok(Value::boolean(!want))
    })
}

pub(crate) fn some(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    some_every(th, this, args, true)
}

pub(crate) fn every(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    some_every(th, this, args, false)
}

/// FindViaPredicate: every index (holes as undefined), ascending or
/// descending; the element and its index when the predicate is truthy.
fn find_via(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method: &str,
    ascending: bool,
    want_index: bool,
) -> JsResult<Value> {
    heap::scope(th, |s| {
        let w = begin(s, this, args, method)?;
        let vh = s.root(Value::UNDEFINED);
        let mut i = 0.0;
        while i < w.len {
            let k = if ascending { i } else { w.len - 1.0 - i };
            let v = get_at(s, w.o, k)?;
            s.set(vh, v);
            if truthy(call(s, &w, v, k)?) {
                return Ok(if want_index {
                    Value::number(k)
                } else {
                    s.get(vh)
                });
            }
            i += 1.0;
        }
        Ok(if want_index {
            Value::number(-1.0)
        } else {
            Value::UNDEFINED
        })
    })
}

pub(crate) fn find(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    find_via(th, this, args, "find", true, false)
}

pub(crate) fn find_index(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    find_via(th, this, args, "findIndex", true, true)
}

pub(crate) fn find_last(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    find_via(th, this, args, "findLast", false, false)
}

pub(crate) fn find_last_index(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    find_via(th, this, args, "findLastIndex", false, true)
}

/// reduce (`ascending`) and reduceRight: the accumulator lives in a
/// handle; without an initial value the first present element starts it.
fn reduce_via(th: &mut Thread, this: Value, args: &[Value], ascending: bool) -> JsResult<Value> {
    heap::scope(th, |s| {
        let method = if ascending { "reduce" } else { "reduceRight" };
        let w = begin(s, this, args, method)?;
        // The initial value, rooted by `begin` as "thisArg" (the length's
        // getter may have collected since `args` was read).
        let initial = s.get(w.this_arg);
        let acc = s.root(initial);
        let at = |i: f64| if ascending { i } else { w.len - 1.0 - i };
        let mut i = 0.0;
        if args.len() < 2 {
            let mut found = false;
            while i < w.len && !found {
                if let Some(v) = get_present(s, w.o, at(i))? {
                    s.set(acc, v);
                    found = true;
                }
                i += 1.0;
            }
            if !found {
                return Err(type_error(
                    s.thread(),
                    "Reduce of empty array with no initial value",
                ));
            }
        }
        while i < w.len {
            let k = at(i);
            if let Some(v) = get_present(s, w.o, k)? {
                let (f, a, ov) = (s.get(w.f), s.get(acc), s.get(w.o));
                let callee = w.callee;
                let r = s.collecting(|th| {
                    call_back(
                        th,
                        callee,
                        f,
                        Value::UNDEFINED,
                        [a, v, Value::number(k), ov],
                    )
                })?;
                s.set(acc, r);
            }
            i += 1.0;
        }
        Ok(s.get(acc))
    })
}

pub(crate) fn reduce(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    reduce_via(th, this, args, true)
}

pub(crate) fn reduce_right(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    reduce_via(th, this, args, false)
}
