//! Async functions: their function objects (`%AsyncFunction.prototype%`),
//! their state objects (a coroutine, `KL_KIND_ASYNC`, holding the promise
//! the call returned), `await`, and the steps that run the body until it
//! awaits, returns or throws.
//!
//! A call runs the body at once, to its first `await` (the call entry's
//! first suspension hands the state to [`kl_async_start`]). `await v`
//! (`kl_await`) attaches the coroutine itself as a reaction of
//! `PromiseResolve(%Promise%, v)` — no functions are made — or, for a
//! value that is no object, queues its resumption directly (the same one
//! tick). The resumption continues the body ([`resume_awaiting`]); a
//! return resolves the call's promise, a throw rejects it.

use crate::abi::*;
use crate::error::{JsResult, Thrown};
use crate::heap;
use crate::host::microtasks::{self, Kind};
use crate::object::coroutine::{self, RESUME_NEXT, Resumed};
use crate::object::function::{FuncInfo, new_function};
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

use super::promise::{self, Target};

/// `%AsyncFunction.prototype%`, made on first use.
fn async_function_prototype(th: &mut Thread) -> Value {
    if th.realm.async_function_prototype.is_null() {
        let fp = th.realm.function_prototype;
        let p = object::new_object(th, fp, 4);
        th.realm.async_function_prototype = p.value();
        let ctor = crate::object::function::new_native_constructor(
            th,
            "AsyncFunction",
            1,
            no_code_at_run_time,
            p.value(),
        );
        let ck = th.realm.names.constructor;
        object::define(th, p, Key::Name(ck), ctor.value(), CONFIGURABLE);
        if let Some(f) = Obj::of(th.realm.function_constructor) {
            ctor.set_proto(th, f.value());
        }
        super::collection::define_tag(th, p, "AsyncFunction");
    }
    th.realm.async_function_prototype
}

/// `%AsyncFunction%` and its kin: kiln compiles no code at run time.
pub(crate) fn no_code_at_run_time(
    th: &mut Thread,
    _: Value,
    _: &[Value],
    _: Value,
) -> JsResult<Value> {
    Err(crate::error::throw(
        th,
        crate::error::ErrorKind::EvalError,
        "Code generation from strings disallowed for this context",
    ))
}

/// The function object of an async function or arrow (no `prototype`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_async_function(
    th: &mut Thread,
    info: &'static FuncInfo,
    env: Value,
) -> Value {
    let p = async_function_prototype(th);
    let f = new_function(th, info, env);
    f.set_proto(th, p);
    f.value()
}

/// The state object of an async function's call, with its promise; for
/// the module body (`callee` null), a promise whose rejection is the
/// program's uncaught exception.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_create(
    th: &mut Thread,
    callee: Value,
    resume: coroutine::ResumeFn,
    nsaved: u32,
) -> Value {
    let co = coroutine::new(th, KL_KIND_ASYNC, Value::NULL, resume, nsaved);
    let p = promise::new_promise(th);
    if callee.is_null() {
        promise::mark_module(th, p);
    }
    coroutine::set_extra(th, co, p.value());
    co.value()
}

/// Runs a new async function's body to its first `await` (or its end)
/// and returns its promise.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_start(th: &mut Thread, co: Value) -> Value {
    let r = heap::scope(th, |s| {
        let ch = s.root(co);
        s.collecting(|th| step(th, co, RESUME_NEXT, Value::UNDEFINED))?;
        let co = Obj::of(s.get(ch)).expect("an async function's state");
        Ok(coroutine::extra(co))
    });
    crate::error::to_abi(r)
}

/// A promise rejected with `reason`: an async function whose parameters
/// threw.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_rejected(th: &mut Thread, reason: Value) -> Value {
    let p = promise::new_promise(th);
    promise::reject(th, p, reason);
    p.value()
}

/// Resumes an async function and settles its promise when it ends.
fn step(th: &mut Thread, co: Value, mode: i32, value: Value) -> JsResult<()> {
    let (co, r) = coroutine::resume(th, co, mode, value);
    let p = Obj::of(coroutine::extra(Obj::of(co).expect("a state"))).expect("its promise");
    match r {
        Ok(Resumed::Suspended(_)) => {}
        Ok(Resumed::Returned(v)) => {
            if promise::state(p) == promise::PENDING {
                promise::resolve(th, p, v);
            }
        }
        // The module body's throw is uncaught, reported after the ESM
        // loader's four steps.
        Err(Thrown) if promise::is_module(p) => {
            let e = promise::take_exception(th);
            promise::reject(th, p, e);
            crate::host::microtasks::fatal_after_hops(th, e, 4);
        }
        Err(Thrown) => {
            let e = promise::take_exception(th);
            promise::reject(th, p, e);
        }
    }
    Ok(())
}

/// Resumes a coroutine suspended at an `await` with what the promise
/// settled with (`mode` next or throw): a microtask's work.
pub fn resume_awaiting(th: &mut Thread, co: Value, mode: i32, value: Value) -> JsResult<()> {
    let kind = Obj::of(co).map(|o| o.kind());
    match kind {
        Some(KL_KIND_ASYNC_GENERATOR) => {
            super::async_generator::resume_awaiting(th, co, mode, value)
        }
        _ => step(th, co, mode, value),
    }
}

/// `await v` in coroutine `co`: attaches it to `PromiseResolve(%Promise%,
/// v)` (which may run `v.constructor`'s getter, or `then`'s when `v` is a
/// thenable, and throws at the `await` if the first throws). Returns
/// undefined, or the exception.
#[unsafe(no_mangle)]
pub extern "C" fn kl_await(th: &mut Thread, co: Value, v: Value) -> Value {
    if !v.is_object() {
        microtasks::enqueue(th, Kind::AwaitValue, co, v, Value::UNDEFINED);
        return Value::UNDEFINED;
    }
    // A promise of %Promise% whose `constructor` is the one it inherits
    // is PromiseResolve's answer without reading it (the read runs no
    // code: both are data properties).
    if let Some(p) = Obj::of(v).filter(|&p| plain_promise(th, p)) {
        // Settled already: the resumption is queued at once, with no
        // reaction record (the job the record would make is the same).
        if promise::state(p) == promise::FULFILLED {
            let r = promise::result(p);
            microtasks::enqueue(th, Kind::AwaitValue, co, r, Value::UNDEFINED);
            return Value::UNDEFINED;
        }
        promise::perform_then(th, p, Value::UNDEFINED, Value::UNDEFINED, Target::Await, co);
        return Value::UNDEFINED;
    }
    let r = heap::scope(th, |s| {
        let ch = s.root(co);
        let pc = s.thread().realm.promise_constructor;
        let p = s.collecting(|th| promise::promise_resolve(th, pc, v))?;
        let co = s.get(ch);
        let po = Obj::of(p).expect("a promise");
        promise::perform_then(
            s.thread(),
            po,
            Value::UNDEFINED,
            Value::UNDEFINED,
            Target::Await,
            co,
        );
        Ok(Value::UNDEFINED)
    });
    crate::error::to_abi(r)
}

/// A promise whose prototype is `Promise.prototype`, with no own
/// properties, while `Promise.prototype.constructor` is the data property
/// `Promise`: `v.constructor === Promise` without running code.
///
/// The last full check's shape of `Promise.prototype` and the inline slot
/// it found `constructor` in are remembered, and the slot compared again
/// (the shape fixes the property and its attributes, not its value):
/// two lookups cost ~117 of the 560 instructions an `await` took
/// (bench/probe await).
fn plain_promise(th: &Thread, p: Obj) -> bool {
    if p.kind() != KL_KIND_PROMISE
        || p.proto() != th.realm.promise_prototype
        || p.shape().count != 0
        || p.shape().dictionary
    {
        return false;
    }
    let Some(proto) = Obj::of(th.realm.promise_prototype) else {
        return false;
    };
    let (shape, at) = th.realm.promise_constructor_seen.get();
    if std::ptr::eq(proto.shape(), shape) && at != 0 {
        // SAFETY: `at` is an inline slot of this very shape.
        let v = unsafe { *((proto.0 + at as usize) as *const Value) };
        return v == th.realm.promise_constructor;
    }
    let k = Key::Name(th.realm.names.constructor);
    let Some(own) = object::get_own(proto, k) else {
        return false;
    };
    if own.attrs & crate::object::shape::ACCESSOR != 0 || own.value != th.realm.promise_constructor
    {
        return false;
    }
    if let crate::object::Place::Slot(i) = own.place
        && !proto.shape().dictionary
        && let Some(off) = proto.shape().inline_offset(i)
    {
        th.realm
            .promise_constructor_seen
            .set((proto.shape() as *const _, off));
    }
    true
}
