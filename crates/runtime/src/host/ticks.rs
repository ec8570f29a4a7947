//! `process.nextTick` and what node runs after each callback:
//! `processTicksAndRejections` (every tick, then every microtask, again
//! while ticks were queued, then the unhandled-rejection check) and
//! `runNextTicks` (only the microtasks when no tick and no rejection
//! waits).

use super::{microtasks, rejections};
use crate::error::JsResult;
use crate::object::{self, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// `process.nextTick(callback, ...args)`.
pub fn next_tick(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let cb = crate::builtins::arg(args, 0);
    if !Obj::of(cb).is_some_and(|f| f.is_callable()) {
        return Err(super::timers::invalid_callback(th, cb));
    }
    let rest = if args.len() > 1 {
        object::array::from_values(th, &args[1..]).value()
    } else {
        Value::UNDEFINED
    };
    th.host.ticks.push_back([cb, rest]);
    Ok(Value::UNDEFINED)
}

/// node's `processTicksAndRejections`.
pub fn process_ticks_and_rejections(th: &mut Thread) -> JsResult<()> {
    loop {
        while let Some([cb, rest]) = th.host.ticks.pop_front() {
            let args = match Obj::of(rest) {
                Some(a) => (0..object::array::length(a))
                    .map(|i| object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED))
                    .collect(),
                None => Vec::new(),
            };
            crate::object::function::call(th, cb, Value::UNDEFINED, &args)?;
        }
        microtasks::run(th)?;
        if th.host.ticks.is_empty() {
            rejections::check(th)?;
            if th.host.ticks.is_empty() && th.host.microtasks.is_empty() {
                return Ok(());
            }
        }
    }
}

/// node's `runNextTicks`, after each timer and immediate callback.
pub fn run_next_ticks(th: &mut Thread) -> JsResult<()> {
    if th.host.ticks.is_empty() && !rejections::pending(th) {
        microtasks::run(th)?;
    }
    if th.host.ticks.is_empty() && !rejections::pending(th) {
        return Ok(());
    }
    process_ticks_and_rejections(th)
}
