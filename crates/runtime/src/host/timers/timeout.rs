//! `setTimeout`, `setInterval`, `clearTimeout`/`clearInterval`, the
//! Timeout object's methods, and how a due timer fires (node's
//! `lib/timers.js` and the body of `listOnTimeout`).

use super::lists::{destroyed, drop_if_empty, insert, is_linked, remove};
use super::{
    ASYNC_ID, DESTROYED, HAS_PRIMITIVE, IDLE_NEXT, IDLE_PREV, IDLE_START, IDLE_TIMEOUT, ON_TIMEOUT,
    REFED, REPEAT, TIMER_ARGS, TRIGGER_ID, put, put_sym, read, read_sym, require_callback, truthy,
};
use crate::builtins::arg;
use crate::error::JsResult;
use crate::object::{self, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// node's `TIMEOUT_MAX` (2³¹ − 1 ms).
const TIMEOUT_MAX: f64 = 2_147_483_647.0;

/// node's `after *= 1` and the range check: anything not in [1,
/// TIMEOUT_MAX] is 1 (too large a value also warns on stderr).
fn coerce_delay(th: &mut Thread, after: Value) -> JsResult<f64> {
    let d = crate::ops::to_number_value(th, after)?;
    if (1.0..=TIMEOUT_MAX).contains(&d) {
        return Ok(d);
    }
    if d > TIMEOUT_MAX {
        let shown = crate::ops::to_rust_string(Value::number(d));
        crate::io::eprint(&format!(
            "(node:{}) TimeoutOverflowWarning: {shown} does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.\n(Use `node --trace-warnings ...` to show where the warning was created)\n",
            std::process::id()
        ));
    }
    Ok(1.0)
}

/// node's `Timeout` constructor: its own properties, in node's order.
fn new_timeout(th: &mut Thread, cb: Value, after: f64, args: Value, repeat: bool) -> Obj {
    let proto = th.realm.timeout_prototype;
    let t = object::new_object(th, proto, 12);
    put(th, t, IDLE_TIMEOUT, Value::number(after));
    put(th, t, IDLE_PREV, Value::NULL);
    put(th, t, IDLE_NEXT, Value::NULL);
    put(th, t, IDLE_START, Value::number(0.0));
    put(th, t, ON_TIMEOUT, cb);
    put(th, t, TIMER_ARGS, args);
    let rep = if repeat {
        Value::number(after)
    } else {
        Value::NULL
    };
    put(th, t, REPEAT, rep);
    put(th, t, DESTROYED, Value::FALSE);
    put_sym(th, t, REFED, Value::TRUE);
    put_sym(th, t, HAS_PRIMITIVE, Value::FALSE);
    let id = th.host.timers.async_id();
    put_sym(th, t, ASYNC_ID, Value::number(id));
    let trigger = th.host.timers.current_async_id;
    put_sym(th, t, TRIGGER_ID, Value::number(trigger));
    th.host.timers.refed += 1;
    t
}

/// node's `unenroll`: `clearTimeout` of a live timer.
fn unenroll(th: &mut Thread, t: Obj) {
    if destroyed(th, t) {
        return;
    }
    put(th, t, DESTROYED, Value::TRUE);
    if truthy(read_sym(th, t, REFED)) {
        th.host.timers.refed -= 1;
    }
    remove(th, t.value());
    let msecs = read(th, t, IDLE_TIMEOUT);
    if msecs.is_number() {
        drop_if_empty(th, msecs.as_number());
    }
    let id = read_sym(th, t, ASYNC_ID);
    th.host
        .timers
        .by_id
        .retain(|(i, _)| Value::number(*i) != id);
    put(th, t, IDLE_TIMEOUT, Value::number(-1.0));
}

fn schedule(th: &mut Thread, args: &[Value], repeat: bool) -> JsResult<Value> {
    let cb = arg(args, 0);
    require_callback(th, cb)?;
    let rest = if args.len() > 2 {
        object::array::from_values(th, &args[2..]).value()
    } else {
        Value::UNDEFINED
    };
    // The delay's conversion may run `valueOf` (and collect): the callback
    // and the arguments are rooted across it.
    crate::heap::scope(th, |s| {
        let (ch, rh) = (s.root(cb), s.root(rest));
        let after = s.collecting(|th| coerce_delay(th, arg(args, 1)))?;
        let (cb, rest) = (s.get(ch), s.get(rh));
        let th = s.thread();
        let t = new_timeout(th, cb, after, rest, repeat);
        let start = th.host.timers.libuv_now();
        insert(th, t, after, start);
        Ok(t.value())
    })
}

pub(super) fn set_timeout(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    schedule(th, args, false)
}

pub(super) fn set_interval(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    schedule(th, args, true)
}

/// `clearTimeout(t)` (and `clearInterval`): a Timeout, or the id of one
/// whose primitive was read.
pub(super) fn clear_timeout(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let t = arg(args, 0);
    if let Some(o) = Obj::of(t) {
        if truthy(read(th, o, ON_TIMEOUT)) {
            put(th, o, ON_TIMEOUT, Value::NULL);
            unenroll(th, o);
        }
        return Ok(Value::UNDEFINED);
    }
    if t.is_number() || t.is_string() {
        let d = crate::ops::to_number_value(th, t)?;
        if let Some(&(_, v)) = th.host.timers.by_id.iter().find(|(i, _)| *i == d)
            && let Some(o) = Obj::of(v)
        {
            put(th, o, ON_TIMEOUT, Value::NULL);
            unenroll(th, o);
        }
    }
    Ok(Value::UNDEFINED)
}

fn this_object(th: &mut Thread, this: Value) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) => Ok(o),
        None => Err(crate::error::type_error(
            th,
            "Timeout method called on a non-object",
        )),
    }
}

pub(super) fn ref_(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = this_object(th, this)?;
    if !truthy(read_sym(th, t, REFED)) {
        put_sym(th, t, REFED, Value::TRUE);
        if !destroyed(th, t) {
            th.host.timers.refed += 1;
        }
    }
    Ok(this)
}

pub(super) fn unref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = this_object(th, this)?;
    if truthy(read_sym(th, t, REFED)) {
        put_sym(th, t, REFED, Value::FALSE);
        if !destroyed(th, t) {
            th.host.timers.refed -= 1;
        }
    }
    Ok(this)
}

pub(super) fn has_ref(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let t = this_object(th, this)?;
    Ok(Value::boolean(truthy(read_sym(th, t, REFED))))
}

/// `refresh()`: back to the end of its list, from now; a timer that fired
/// already lives again (node's `insertGuarded`).
pub(super) fn refresh(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let t = this_object(th, this)?;
    let msecs = read(th, t, IDLE_TIMEOUT);
    if !msecs.is_number() || msecs.as_number() < 0.0 {
        return Ok(this);
    }
    let start = th.host.timers.libuv_now();
    insert(th, t, msecs.as_number(), start);
    if destroyed(th, t) {
        put(th, t, DESTROYED, Value::FALSE);
        if truthy(read_sym(th, t, REFED)) {
            th.host.timers.refed += 1;
        }
    }
    Ok(this)
}

pub(super) fn close(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    clear_timeout(th, Value::UNDEFINED, &[this], Value::UNDEFINED)?;
    Ok(this)
}

/// `[Symbol.toPrimitive]()`: the async id, by which `clearTimeout` finds
/// the timer from then on.
pub(super) fn to_primitive(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let t = this_object(th, this)?;
    let id = read_sym(th, t, ASYNC_ID);
    if !truthy(read_sym(th, t, HAS_PRIMITIVE)) {
        put_sym(th, t, HAS_PRIMITIVE, Value::TRUE);
        th.host.timers.by_id.push((id.as_number(), this));
    }
    Ok(id)
}

/// Runs one due timer, taken out of its list: its callback with `this`
/// the timer and its arguments; an interval goes back in (even when it
/// threw, as node's `finally` has it), anything else is destroyed unless
/// the callback refreshed it.
pub(super) fn fire(th: &mut Thread, t: Obj) -> JsResult<()> {
    let cb = read(th, t, ON_TIMEOUT);
    if !Obj::of(cb).is_some_and(|f| f.is_callable()) {
        if !destroyed(th, t) {
            put(th, t, DESTROYED, Value::TRUE);
            if truthy(read_sym(th, t, REFED)) {
                th.host.timers.refed -= 1;
            }
        }
        return Ok(());
    }
    let repeat = read(th, t, REPEAT);
    let start = if truthy(repeat) {
        th.host.timers.libuv_now()
    } else {
        0.0
    };
    let args = read(th, t, TIMER_ARGS);
    let argv: Vec<Value> = match Obj::of(args) {
        Some(a) => (0..object::array::length(a))
            .map(|i| object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED))
            .collect(),
        None => Vec::new(),
    };
    let id = read_sym(th, t, ASYNC_ID).as_number();
    let outer = std::mem::replace(&mut th.host.timers.current_async_id, id);
    let (r, t) = crate::heap::scope(th, |s| {
        let h = s.root(t.value());
        let r = s.collecting(|th| crate::object::function::call(th, cb, t.value(), &argv));
        (r, Obj::of(s.get(h)).expect("a Timeout"))
    });
    th.host.timers.current_async_id = outer;
    let repeat = read(th, t, REPEAT);
    let idle = read(th, t, IDLE_TIMEOUT).as_number();
    if truthy(repeat) && idle != -1.0 {
        put(th, t, IDLE_TIMEOUT, repeat);
        insert(th, t, repeat.as_number(), start);
    } else if !is_linked(th, t.value()) && !destroyed(th, t) {
        put(th, t, DESTROYED, Value::TRUE);
        if truthy(read_sym(th, t, REFED)) {
            th.host.timers.refed -= 1;
        }
    }
    r.map(|_| ())
}
