//! `Promise.all`, `allSettled`, `any` and `race`: each takes `C.resolve`,
//! walks the iterable, resolves every value through it and attaches
//! element functions with `then`. An error while walking (a value that is
//! not iterable, a throwing `next`) rejects the result instead of
//! throwing, and closes the iterator where the spec does.

use super::{
    Capability, capability_reject, capability_resolve, invoke_then, new_capability_record,
    take_exception,
};
use crate::builtins::arg;
use crate::error::{JsResult, Thrown, type_error};
use crate::heap;
use crate::object::function::{self, FuncInfo, native_closure_trampoline};
use crate::object::{self, Key, Obj, array, iter, record};
use crate::thread::Thread;
use crate::value::Value;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Which {
    All,
    AllSettled,
    Any,
    Race,
}

// The record a combinator's element functions share: the values (or
// errors) array, the capability and the count of pending elements.
const S_VALUES: usize = 0;
const S_CAP: usize = 1;
const S_REMAINING: usize = 2;
// An element function's own record: the shared one, its index, whether
// it ran, and for allSettled whether it is the rejection one.
const E_SHARED: usize = 0;
const E_INDEX: usize = 1;
const E_CALLED: usize = 2;
const E_REJECTS: usize = 3;

macro_rules! element_info {
    ($name:ident, $f:ident) => {
        static $name: FuncInfo = FuncInfo {
            call: native_closure_trampoline,
            construct: None,
            name: std::ptr::null(),
            length: 1,
            flags: 0,
            native: Some($f),
        };
    };
}
element_info!(ALL_RESOLVE, all_resolve_element);
element_info!(SETTLED_ELEMENT, all_settled_element);
element_info!(ANY_REJECT, any_reject_element);

pub fn all(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    combinator(th, this, arg(args, 0), Which::All)
}

pub fn all_settled(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    combinator(th, this, arg(args, 0), Which::AllSettled)
}

pub fn any(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    combinator(th, this, arg(args, 0), Which::Any)
}

pub fn race(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    combinator(th, this, arg(args, 0), Which::Race)
}

fn combinator(th: &mut Thread, c: Value, iterable: Value, which: Which) -> JsResult<Value> {
    heap::scope(th, |s| {
        let ch = s.root(c);
        let ih = s.root(iterable);
        let cap = s.collecting(|th| new_capability_record(th, c))?;
        let caph = s.root(cap.0);
        // GetPromiseResolve, then the walk: an error in either rejects.
        // (`C` is read again: constructing the capability ran code.)
        let c = s.get(ch);
        let r = s.collecting(|th| {
            let k = Key::name(th, "resolve");
            let resolve = object::ic::get_value(th, c, k, u32::MAX)?;
            if !Obj::of(resolve).is_some_and(|f| f.is_callable()) {
                return Err(type_error(
                    th,
                    "Promise resolve or reject function is not callable",
                ));
            }
            Ok(resolve)
        });
        let resolve = match r {
            Ok(f) => f,
            Err(Thrown) => {
                let e = take_exception(s.thread());
                let cap = Capability(s.get(caph));
                s.collecting(|th| capability_reject(th, cap, e))?;
                return Ok(cap.promise());
            }
        };
        let rh = s.root(resolve);
        let it = s.get(ih);
        let iterator = match s.collecting(|th| iter::get_iterator(th, it, iter::DEFAULT_CALL_SITE))
        {
            Ok(i) => i,
            Err(Thrown) => {
                let e = take_exception(s.thread());
                let cap = Capability(s.get(caph));
                s.collecting(|th| capability_reject(th, cap, e))?;
                return Ok(cap.promise());
            }
        };
        let ith = s.root(iterator);
        let r = walk(s, ch, caph, rh, ith, which);
        let cap = Capability(s.get(caph));
        match r {
            Ok(()) => Ok(cap.promise()),
            Err(Thrown) => {
                let e = take_exception(s.thread());
                s.collecting(|th| capability_reject(th, cap, e))?;
                Ok(Capability(s.get(caph)).promise())
            }
        }
    })
}

fn walk<'id>(
    s: &mut heap::Scope<'_, 'id>,
    ch: heap::Handle<'id>,
    caph: heap::Handle<'id>,
    rh: heap::Handle<'id>,
    ith: heap::Handle<'id>,
    which: Which,
) -> JsResult<()> {
    let _ = ch;
    let it = s.get(ith);
    let next = s.collecting(|th| iter::next_method(th, it))?;
    let nh = s.root(next);
    // The shared state (not for race).
    let values = array::new_array(s.thread(), 0).value();
    let cap = s.get(caph);
    let remaining = record::of(s.thread(), &[Value::number(1.0)]);
    let shared = record::of(s.thread(), &[values, cap, remaining]);
    let sh = s.root(shared);
    let vh = s.root(Value::UNDEFINED);
    let mut index: u32 = 0;
    loop {
        let (it, next) = (s.get(ith), s.get(nh));
        let step = s.collecting(|th| iter::step(th, it, next));
        let value = match step {
            Err(Thrown) => return Err(Thrown),
            Ok(None) => break,
            Ok(Some(v)) => v,
        };
        s.set(vh, value);
        let r = element(s, ch, caph, rh, sh, vh, index, which);
        // An error of the element's own steps (not of the iterator)
        // closes the iterator.
        if let Err(Thrown) = r {
            let exc = take_exception(s.thread());
            let it = s.get(ith);
            let Thrown = s.collecting(|th| iter::close_throw(th, it, exc));
            return Err(Thrown);
        }
        index += 1;
    }
    if which == Which::Race {
        return Ok(());
    }
    // The last `remaining` count: settle when every element has.
    let shared = s.get(sh);
    let rem = record::get(shared, S_REMAINING);
    let n = record::get(rem, 0).as_number() - 1.0;
    record::set(s.thread(), rem, 0, Value::number(n));
    if n == 0.0 {
        let values = record::get(shared, S_VALUES);
        let cap = Capability(record::get(shared, S_CAP));
        if which == Which::Any {
            let e = aggregate_error(s.thread(), values);
            s.collecting(|th| capability_reject(th, cap, e))?;
        } else {
            s.collecting(|th| capability_resolve(th, cap, values))?;
        }
    }
    Ok(())
}

/// One element: `C.resolve(value).then(onFulfilled, onRejected)` with the
/// combinator's element functions.
#[allow(
    clippy::too_many_arguments,
    reason = "the walk's rooted state, by handle"
)]
fn element<'id>(
    s: &mut heap::Scope<'_, 'id>,
    ch: heap::Handle<'id>,
    caph: heap::Handle<'id>,
    rh: heap::Handle<'id>,
    sh: heap::Handle<'id>,
    vh: heap::Handle<'id>,
    index: u32,
    which: Which,
) -> JsResult<()> {
    let shared = s.get(sh);
    if which != Which::Race {
        let values = Obj::of(record::get(shared, S_VALUES)).expect("values");
        let _ = array::push(s.thread(), values, Value::UNDEFINED);
        let rem = record::get(shared, S_REMAINING);
        let n = record::get(rem, 0).as_number() + 1.0;
        record::set(s.thread(), rem, 0, Value::number(n));
    }
    let (c, resolve, value) = (s.get(ch), s.get(rh), s.get(vh));
    let next_promise = s.collecting(|th| function::call(th, resolve, c, &[value]))?;
    let nph = s.root(next_promise);
    let shared = s.get(sh);
    let cap = Capability(s.get(caph));
    let index_v = Value::number(f64::from(index));
    let (on_f, on_r) = match which {
        Which::All => {
            let rec = record::of(s.thread(), &[shared, index_v, Value::FALSE, Value::FALSE]);
            let f = function::new_function(s.thread(), &ALL_RESOLVE, rec).value();
            (f, capability_reject_fn(s.thread(), cap))
        }
        Which::AllSettled => {
            let rf = record::of(s.thread(), &[shared, index_v, Value::FALSE, Value::FALSE]);
            // The two share "already called" through the first record.
            let rr = record::of(s.thread(), &[shared, index_v, rf, Value::TRUE]);
            let f = function::new_function(s.thread(), &SETTLED_ELEMENT, rf).value();
            let r = function::new_function(s.thread(), &SETTLED_ELEMENT, rr).value();
            (f, r)
        }
        Which::Any => {
            let rec = record::of(s.thread(), &[shared, index_v, Value::FALSE, Value::FALSE]);
            let r = function::new_function(s.thread(), &ANY_REJECT, rec).value();
            (capability_resolve_fn(s.thread(), cap), r)
        }
        Which::Race => (
            capability_resolve_fn(s.thread(), cap),
            capability_reject_fn(s.thread(), cap),
        ),
    };
    let np = s.get(nph);
    s.collecting(|th| invoke_then(th, np, on_f, on_r))?;
    Ok(())
}

/// A capability record's resolve function (combinators always use a
/// record: every element shares its functions' "already resolved").
fn capability_resolve_fn(_th: &mut Thread, cap: Capability) -> Value {
    record::get(cap.0, 1)
}

fn capability_reject_fn(_th: &mut Thread, cap: Capability) -> Value {
    record::get(cap.0, 2)
}

/// The element record of an element function, or None when it ran
/// already (marks it run).
fn claim(th: &mut Thread, callee: Value) -> Option<Value> {
    let rec = function::env(Obj::of(callee).expect("an element function"));
    // allSettled's rejection function shares the fulfilment one's flag.
    let flag_rec = if record::get(rec, E_REJECTS) == Value::TRUE {
        record::get(rec, E_CALLED)
    } else {
        rec
    };
    if record::get(flag_rec, E_CALLED) == Value::TRUE {
        return None;
    }
    record::set(th, flag_rec, E_CALLED, Value::TRUE);
    Some(rec)
}

/// Stores `v` at the element's index and settles the capability when it
/// was the last pending element (`finish`: resolve with the array, or for
/// `any` reject with the AggregateError).
fn store_and_count(th: &mut Thread, rec: Value, v: Value, any: bool) -> JsResult<()> {
    let shared = record::get(rec, E_SHARED);
    let index = record::get(rec, E_INDEX).as_number() as u32;
    let values = Obj::of(record::get(shared, S_VALUES)).expect("values");
    object::create_data_property(th, values, Key::Index(index), v);
    let rem = record::get(shared, S_REMAINING);
    let n = record::get(rem, 0).as_number() - 1.0;
    record::set(th, rem, 0, Value::number(n));
    if n != 0.0 {
        return Ok(());
    }
    let cap = Capability(record::get(shared, S_CAP));
    if any {
        let e = aggregate_error(th, values.value());
        capability_reject(th, cap, e)
    } else {
        capability_resolve(th, cap, values.value())
    }
}

fn all_resolve_element(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> JsResult<Value> {
    if let Some(rec) = claim(th, callee) {
        store_and_count(th, rec, arg(args, 0), false)?;
    }
    Ok(Value::UNDEFINED)
}

fn all_settled_element(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> JsResult<Value> {
    let Some(rec) = claim(th, callee) else {
        return Ok(Value::UNDEFINED);
    };
    let rejects = record::get(rec, E_REJECTS) == Value::TRUE;
    let o = object::new_plain(th);
    let (status, key) = if rejects {
        ("rejected", "reason")
    } else {
        ("fulfilled", "value")
    };
    let sk = Key::name(th, "status");
    let sv = th.realm.atoms.intern_str(status);
    object::create_data_property(th, o, sk, sv);
    let vk = Key::name(th, key);
    object::create_data_property(th, o, vk, arg(args, 0));
    store_and_count(th, rec, o.value(), false)?;
    Ok(Value::UNDEFINED)
}

fn any_reject_element(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> JsResult<Value> {
    if let Some(rec) = claim(th, callee) {
        store_and_count(th, rec, arg(args, 0), true)?;
    }
    Ok(Value::UNDEFINED)
}

/// `new AggregateError(errors, "All promises were rejected")`.
fn aggregate_error(th: &mut Thread, errors: Value) -> Value {
    let e = crate::error::new_error(
        th,
        crate::error::ErrorKind::AggregateError,
        "All promises were rejected",
    );
    if let Some(eo) = Obj::of(e) {
        let k = Key::name(th, "errors");
        object::define(th, eo, k, errors, object::shape::HIDDEN);
    }
    e
}
