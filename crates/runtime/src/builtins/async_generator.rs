//! Async generators (`async function*`): their function objects, the
//! generator objects (coroutines of kind `KL_KIND_ASYNC_GENERATOR` whose
//! `extra` is a record of the spec's state and request queue),
//! `%AsyncGeneratorPrototype%`'s `next`, `return` and `throw`, and
//! `%AsyncIteratorPrototype%` and the async-from-sync iterator `for await`
//! uses (`async_iter.rs`).
//!
//! Each request is a record (completion kind, value, promise, next) in
//! the queue, a list from the generator's record; the body runs while requests wait, a `yield` settles the oldest
//! one, and a finished generator answers the rest (AsyncGeneratorDrainQueue).
//! The compiled body awaits a `yield`'s operand itself and unwraps a
//! `return` resumption (awaiting its value); a suspension at an `await`
//! hands back the hole, at a `yield` the value.

use crate::abi::*;
use crate::error::{JsResult, Thrown, type_error};
use crate::heap;
use crate::object::coroutine::{self, RESUME_NEXT, RESUME_RETURN, RESUME_THROW, Resumed};
use crate::object::function::{FuncInfo, define_native, new_function};
use crate::object::iter::iter_result;
use crate::object::shape::{CONFIGURABLE, WRITABLE};
use crate::object::{self, Key, Obj, record};
use crate::thread::Thread;
use crate::value::Value;

use super::promise::{self, Target};

// The generator's record in its coroutine's `extra`: its state and its
// queue of requests (oldest first, newest last).
const G_STATE: usize = 0;
const G_HEAD: usize = 1;
const G_TAIL: usize = 2;

const SUSPENDED_START: f64 = 0.0;
const SUSPENDED_YIELD: f64 = 1.0;
const EXECUTING: f64 = 2.0;
const AWAITING_RETURN: f64 = 3.0;
const COMPLETED: f64 = 4.0;

// A request: its completion (a resumption mode and value), the promise
// `next`/`return`/`throw` returned, and the next request.
const Q_MODE: usize = 0;
const Q_VALUE: usize = 1;
const Q_PROMISE: usize = 2;
const Q_NEXT: usize = 3;

/// `%AsyncGeneratorFunction.prototype%` and `%AsyncGeneratorPrototype%`,
/// made on first use.
fn intrinsics(th: &mut Thread) -> (Value, Value) {
    if th.realm.async_generator_prototype.is_null() {
        install(th);
    }
    (
        th.realm.async_generator_function_prototype,
        th.realm.async_generator_prototype,
    )
}

fn install(th: &mut Thread) {
    let aip = super::async_iter::async_iterator_prototype(th);
    let fp = th.realm.function_prototype;
    let gfp = object::new_object(th, fp, 4);
    th.realm.async_generator_function_prototype = gfp.value();
    let gp = object::new_object(th, aip, 6);
    th.realm.async_generator_prototype = gp.value();
    let (proto_k, ctor_k) = (th.realm.names.prototype, th.realm.names.constructor);
    object::define(th, gfp, Key::Name(proto_k), gp.value(), CONFIGURABLE);
    let ctor = crate::object::function::new_native_constructor(
        th,
        "AsyncGeneratorFunction",
        1,
        super::async_function::no_code_at_run_time,
        gfp.value(),
    );
    object::define(th, gfp, Key::Name(ctor_k), ctor.value(), CONFIGURABLE);
    if let Some(f) = Obj::of(th.realm.function_constructor) {
        ctor.set_proto(th, f.value());
    }
    object::define(th, gp, Key::Name(ctor_k), gfp.value(), CONFIGURABLE);
    define_native(th, gp, "next", 1, next);
    define_native(th, gp, "return", 1, return_);
    define_native(th, gp, "throw", 1, throw);
    super::collection::define_tag(th, gfp, "AsyncGeneratorFunction");
    super::collection::define_tag(th, gp, "AsyncGenerator");
}

/// The function object of an async generator function.
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_async_generator_function(
    th: &mut Thread,
    info: &'static FuncInfo,
    env: Value,
) -> Value {
    let (gfp, gp) = intrinsics(th);
    let f = new_function(th, info, env);
    f.set_proto(th, gfp);
    let p = object::new_object(th, gp, 0);
    let k = th.realm.names.prototype;
    object::define(th, f, Key::Name(k), p.value(), WRITABLE);
    f.value()
}

/// An async generator object for a call of `fn`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_generator_create(
    th: &mut Thread,
    f: Value,
    resume: coroutine::ResumeFn,
    nsaved: u32,
) -> Value {
    let (_, gp) = intrinsics(th);
    let k = th.realm.names.prototype;
    let proto = Obj::of(f)
        .and_then(|f| object::get_own_named(f, k))
        .map(|p| p.value)
        .filter(|p| p.is_object())
        .unwrap_or(gp);
    let co = coroutine::new(th, KL_KIND_ASYNC_GENERATOR, proto, resume, nsaved);
    let rec = record::of(
        th,
        &[
            Value::number(SUSPENDED_START),
            Value::UNDEFINED,
            Value::UNDEFINED,
        ],
    );
    coroutine::set_extra(th, co, rec);
    co.value()
}

fn rec(g: Value) -> Value {
    coroutine::extra(Obj::of(g).expect("an async generator"))
}

fn state(g: Value) -> f64 {
    record::get(rec(g), G_STATE).as_number()
}

fn set_state(th: &mut Thread, g: Value, s: f64) {
    let r = rec(g);
    record::set(th, r, G_STATE, Value::number(s));
}

fn queue_is_empty(g: Value) -> bool {
    record::get(rec(g), G_HEAD).is_undefined()
}

fn front(g: Value) -> Value {
    record::get(rec(g), G_HEAD)
}

/// AsyncGeneratorEnqueue.
fn enqueue(th: &mut Thread, g: Value, req: Value) {
    let r = rec(g);
    let tail = record::get(r, G_TAIL);
    if tail.is_undefined() {
        record::set(th, r, G_HEAD, req);
    } else {
        record::set(th, tail, Q_NEXT, req);
    }
    record::set(th, r, G_TAIL, req);
}

/// Removes the oldest request.
fn dequeue(th: &mut Thread, g: Value) -> Value {
    let r = rec(g);
    let req = record::get(r, G_HEAD);
    let next = record::get(req, Q_NEXT);
    record::set(th, r, G_HEAD, next);
    if next.is_undefined() {
        record::set(th, r, G_TAIL, Value::UNDEFINED);
    }
    req
}

/// AsyncGeneratorCompleteStep: settles the oldest request's promise, with
/// `{ value, done }` or (`throw`) the reason.
fn complete_step(th: &mut Thread, g: Value, throw: bool, value: Value, done: bool) {
    let req = dequeue(th, g);
    let p = Obj::of(record::get(req, Q_PROMISE)).expect("its promise");
    if throw {
        promise::reject(th, p, value);
    } else {
        let r = iter_result(th, value, done);
        // The result object is fresh: resolving with it fulfils.
        promise::fulfill(th, p, r);
    }
}

/// AsyncGeneratorDrainQueue, for a completed generator: `return`
/// requests await their value, the others complete at once.
fn drain_queue(th: &mut Thread, g: Value) -> JsResult<()> {
    while !queue_is_empty(g) {
        let req = front(g);
        let mode = record::get(req, Q_MODE).as_number() as i32;
        if mode == RESUME_RETURN {
            set_state(th, g, AWAITING_RETURN);
            return await_return(th, g);
        }
        let v = record::get(req, Q_VALUE);
        if mode == RESUME_THROW {
            complete_step(th, g, true, v, true);
        } else {
            complete_step(th, g, false, Value::UNDEFINED, true);
        }
    }
    Ok(())
}

/// AsyncGeneratorAwaitReturn: the oldest request is a `return`; its value
/// is awaited before it completes the generator.
fn await_return(th: &mut Thread, g: Value) -> JsResult<()> {
    let v = record::get(front(g), Q_VALUE);
    let r = heap::scope(th, |s| {
        let gh = s.root(g);
        let pc = s.thread().realm.promise_constructor;
        let r = s.collecting(|th| promise::promise_resolve(th, pc, v));
        (s.get(gh), r)
    });
    let (g, r) = r;
    match r {
        Ok(p) => {
            let po = Obj::of(p).expect("a promise");
            promise::perform_then(
                th,
                po,
                Value::UNDEFINED,
                Value::UNDEFINED,
                Target::AsyncGeneratorReturn,
                g,
            );
            Ok(())
        }
        Err(Thrown) => {
            let e = promise::take_exception(th);
            set_state(th, g, COMPLETED);
            complete_step(th, g, true, e, true);
            drain_queue(th, g)
        }
    }
}

/// The awaited value of a `return` request settled (a reaction's work).
pub fn return_settled(th: &mut Thread, g: Value, fulfilled: bool, v: Value) -> JsResult<()> {
    set_state(th, g, COMPLETED);
    complete_step(th, g, !fulfilled, v, true);
    drain_queue(th, g)
}

/// Runs the body from a resumption until it awaits, or suspends at a
/// `yield` with no request waiting, or ends.
fn run(th: &mut Thread, g: Value, mode: i32, value: Value) -> JsResult<()> {
    heap::scope(th, |s| {
        let gh = s.root(g);
        let (mut mode, mut value) = (mode, value);
        loop {
            let g = s.get(gh);
            set_state(s.thread(), g, EXECUTING);
            let (g, r) = s.collecting(|th| coroutine::resume(th, g, mode, value));
            s.set(gh, g);
            match r {
                Ok(Resumed::Suspended(v)) if v == Value::HOLE => return Ok(()),
                Ok(Resumed::Suspended(v)) => {
                    // AsyncGeneratorYield.
                    complete_step(s.thread(), g, false, v, false);
                    if queue_is_empty(g) {
                        set_state(s.thread(), g, SUSPENDED_YIELD);
                        return Ok(());
                    }
                    let req = front(g);
                    mode = record::get(req, Q_MODE).as_number() as i32;
                    value = record::get(req, Q_VALUE);
                }
                Ok(Resumed::Returned(v)) => {
                    set_state(s.thread(), g, COMPLETED);
                    complete_step(s.thread(), g, false, v, true);
                    return s.collecting(|th| drain_queue(th, g));
                }
                Err(Thrown) => {
                    let e = promise::take_exception(s.thread());
                    set_state(s.thread(), g, COMPLETED);
                    complete_step(s.thread(), g, true, e, true);
                    return s.collecting(|th| drain_queue(th, g));
                }
            }
        }
    })
}

/// Resumes an async generator suspended at an `await`.
pub fn resume_awaiting(th: &mut Thread, g: Value, mode: i32, value: Value) -> JsResult<()> {
    run(th, g, mode, value)
}

/// `next`, `return` and `throw`: a request, answered now or when the
/// generator gets to it.
fn request(th: &mut Thread, this: Value, mode: i32, value: Value, method: &str) -> JsResult<Value> {
    let p = promise::new_promise(th);
    let Some(g) = Obj::of(this).filter(|o| o.kind() == KL_KIND_ASYNC_GENERATOR) else {
        let text = crate::console::inspect_brief(th, this);
        let e = crate::error::new_error(
            th,
            crate::error::ErrorKind::TypeError,
            &format!(
                "Method [AsyncGenerator].prototype.{method} called on incompatible receiver {text}"
            ),
        );
        promise::reject(th, p, e);
        return Ok(p.value());
    };
    let g = g.value();
    let mut st = state(g);
    if mode == RESUME_THROW && st == SUSPENDED_START {
        set_state(th, g, COMPLETED);
        coroutine::finish(th, Obj::of(g).expect("a generator"));
        st = COMPLETED;
    }
    if st == COMPLETED && mode != RESUME_RETURN {
        if mode == RESUME_THROW {
            promise::reject(th, p, value);
        } else {
            let r = iter_result(th, Value::UNDEFINED, true);
            promise::fulfill(th, p, r);
        }
        return Ok(p.value());
    }
    let req = record::of(
        th,
        &[
            Value::number(f64::from(mode)),
            value,
            p.value(),
            Value::UNDEFINED,
        ],
    );
    enqueue(th, g, req);
    heap::scope(th, |s| {
        let ph = s.root(p.value());
        if mode == RESUME_RETURN && (st == SUSPENDED_START || st == COMPLETED) {
            set_state(s.thread(), g, AWAITING_RETURN);
            if st == SUSPENDED_START {
                coroutine::finish(s.thread(), Obj::of(g).expect("a generator"));
            }
            s.collecting(|th| await_return(th, g))?;
        } else if st == SUSPENDED_START || st == SUSPENDED_YIELD {
            s.collecting(|th| run(th, g, mode, value))?;
        }
        Ok(s.get(ph))
    })
}

fn next(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    request(th, this, RESUME_NEXT, super::arg(args, 0), "next")
}

fn return_(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    request(th, this, RESUME_RETURN, super::arg(args, 0), "return")
}

fn throw(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    request(th, this, RESUME_THROW, super::arg(args, 0), "throw")
}

/// `TypeError` for the missing pieces of the protocol.
pub(crate) fn not_object_result(th: &mut Thread, r: Value) -> Thrown {
    let text = crate::console::inspect_brief(th, r);
    type_error(th, &format!("Iterator result {text} is not an object"))
}
