//! `setImmediate`, `clearImmediate`, the Immediate object's methods, and
//! node's `processImmediate`: the check phase runs the immediates queued
//! before it, in order.

use super::{
    ARGV, ASYNC_ID, DESTROYED, IDLE_NEXT, IDLE_PREV, ON_IMMEDIATE, REFED, TRIGGER_ID, put, put_sym,
    read, read_sym, require_callback, truthy,
};
use crate::builtins::arg;
use crate::error::JsResult;
use crate::object::{self, Obj};
use crate::thread::Thread;
use crate::value::Value;

fn this_object(th: &mut Thread, this: Value) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) => Ok(o),
        None => Err(crate::error::type_error(
            th,
            "Immediate method called on a non-object",
        )),
    }
}

pub(super) fn set_immediate(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let cb = arg(args, 0);
    require_callback(th, cb)?;
    let rest = if args.len() > 1 {
        object::array::from_values(th, &args[1..]).value()
    } else {
        Value::UNDEFINED
    };
    let proto = th.realm.immediate_prototype;
    let im = object::new_object(th, proto, 8);
    put(th, im, IDLE_NEXT, Value::NULL);
    put(th, im, IDLE_PREV, Value::NULL);
    put(th, im, ON_IMMEDIATE, cb);
    put(th, im, ARGV, rest);
    put(th, im, DESTROYED, Value::FALSE);
    put_sym(th, im, REFED, Value::TRUE);
    let id = th.host.timers.async_id();
    put_sym(th, im, ASYNC_ID, Value::number(id));
    let trigger = th.host.timers.current_async_id;
    put_sym(th, im, TRIGGER_ID, Value::number(trigger));
    th.host.timers.immediates_refed += 1;
    th.host.immediates.push_back(im.value());
    Ok(im.value())
}

/// `setImmediate(cb)` for the runtime's own callbacks (`loader.rs`).
pub(crate) fn queue(th: &mut Thread, cb: Value) {
    let _ = set_immediate(th, Value::UNDEFINED, &[cb], Value::UNDEFINED);
}

pub(super) fn clear_immediate(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let Some(im) = Obj::of(arg(args, 0)).filter(|o| o.proto() == th.realm.immediate_prototype)
    else {
        return Ok(Value::UNDEFINED);
    };
    if truthy(read(th, im, DESTROYED)) {
        return Ok(Value::UNDEFINED);
    }
    put(th, im, DESTROYED, Value::TRUE);
    if truthy(read_sym(th, im, REFED)) {
        th.host.timers.immediates_refed -= 1;
    }
    put_sym(th, im, REFED, Value::NULL);
    put(th, im, ON_IMMEDIATE, Value::NULL);
    // It stays in the queue, destroyed: the check phase skips it.
    Ok(Value::UNDEFINED)
}

pub(super) fn ref_(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let im = this_object(th, this)?;
    if read_sym(th, im, REFED) == Value::FALSE && !truthy(read(th, im, DESTROYED)) {
        put_sym(th, im, REFED, Value::TRUE);
        th.host.timers.immediates_refed += 1;
    }
    Ok(this)
}

pub(super) fn unref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let im = this_object(th, this)?;
    if read_sym(th, im, REFED) == Value::TRUE && !truthy(read(th, im, DESTROYED)) {
        put_sym(th, im, REFED, Value::FALSE);
        th.host.timers.immediates_refed -= 1;
    }
    Ok(this)
}

pub(super) fn has_ref(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let im = this_object(th, this)?;
    Ok(Value::boolean(truthy(read_sym(th, im, REFED))))
}

/// node's `processImmediate`: the immediates queued before this phase, in
/// order (those they queue wait for the next turn), the queues drained
/// between them.
pub fn run_immediates(th: &mut Thread) -> JsResult<()> {
    if th.host.immediates.is_empty() {
        return Ok(());
    }
    let batch: Vec<Value> = th.host.immediates.drain(..).collect();
    // The rest of the batch stays rooted while each runs.
    crate::heap::scope(th, |s| {
        let handles: Vec<_> = batch.iter().map(|&v| s.root(v)).collect();
        let mut ran = false;
        for h in handles {
            if ran {
                s.collecting(crate::host::ticks::run_next_ticks)?;
            } else {
                ran = true;
            }
            let im = Obj::of(s.get(h)).expect("an Immediate");
            let th = s.thread();
            if truthy(read(th, im, DESTROYED)) {
                continue;
            }
            put(th, im, DESTROYED, Value::TRUE);
            if truthy(read_sym(th, im, REFED)) {
                th.host.timers.immediates_refed -= 1;
            }
            put_sym(th, im, REFED, Value::NULL);
            let cb = read(th, im, ON_IMMEDIATE);
            let argv = read(th, im, ARGV);
            let args: Vec<Value> = match Obj::of(argv) {
                Some(a) => (0..object::array::length(a))
                    .map(|i| object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED))
                    .collect(),
                None => Vec::new(),
            };
            let id = read_sym(th, im, ASYNC_ID).as_number();
            let outer = std::mem::replace(&mut th.host.timers.current_async_id, id);
            let r = s.collecting(|th| crate::object::function::call(th, cb, im.value(), &args));
            s.thread().host.timers.current_async_id = outer;
            let im = Obj::of(s.get(h)).expect("an Immediate");
            put(s.thread(), im, ON_IMMEDIATE, Value::NULL);
            r?;
        }
        Ok(())
    })?;
    crate::host::ticks::run_next_ticks(th)
}
