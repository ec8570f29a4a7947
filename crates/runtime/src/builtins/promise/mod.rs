//! Promises: the objects, their reactions and jobs, the resolving
//! functions, `Promise`, `Promise.prototype.then`/`catch`/`finally`,
//! `Promise.resolve`/`reject` (the combinators are `combinators.rs`).
//!
//! A promise is kind `KL_KIND_PROMISE`: the object prefix, then its state,
//! its result, its pending reactions and its flags. A reaction is an
//! internal record (`object/record.rs`): what it settles (a promise made
//! by `then`, a capability of another constructor, or an `await`ing
//! coroutine) and its two handlers. Reactions are kept newest first and
//! run in the order they were added, each as a microtask
//! (`host/microtasks.rs`), as the spec's jobs.
//!
//! Where the spec makes resolving functions for a promise that only the
//! runtime can resolve (`then`'s derived promise, an async function's
//! result), kiln resolves it directly: no function object is made, and
//! nothing can tell.

pub mod combinators;

use super::arg;
use crate::abi::*;
use crate::error::{JsResult, Thrown, type_error};
use crate::heap;
use crate::host::microtasks::{self, Kind};
use crate::object::function::{self, FuncInfo, define_native, native_closure_trampoline};
use crate::object::shape::{ACCESSOR, CONFIGURABLE};
use crate::object::{self, Key, Obj, record};
use crate::thread::Thread;
use crate::value::Value;

const STATE: u32 = object::OBJECT_SIZE;
const RESULT: u32 = object::OBJECT_SIZE + 8;
const REACTIONS: u32 = object::OBJECT_SIZE + 16;
const FLAGS: u32 = object::OBJECT_SIZE + 24;
const SIZE: u32 = object::OBJECT_SIZE + 32;

pub const PENDING: f64 = 0.0;
pub const FULFILLED: f64 = 1.0;
pub const REJECTED: f64 = 2.0;

/// `[[PromiseIsHandled]]`.
const HANDLED: u32 = 1;
/// The promise of a module body with top-level `await`: its rejection is
/// the program's uncaught exception, at once.
const MODULE: u32 = 2;

// A reaction record: the next (older) reaction, what it settles, and its
// handlers.
const R_NEXT: usize = 0;
const R_KIND: usize = 1;
const R_TARGET: usize = 2;
const R_FULFILL: usize = 3;
const R_REJECT: usize = 4;
const R_LEN: usize = 5;

/// What a reaction settles once its handler ran.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Nothing (a `then` whose capability is undefined).
    None = 0,
    /// A promise only the runtime resolves (made by `then` for %Promise%).
    Promise = 1,
    /// A capability record of another constructor: (promise, resolve,
    /// reject).
    Capability = 2,
    /// A coroutine suspended at an `await`: resumed with the value, or
    /// with the reason thrown (no handlers).
    Await = 3,
    /// An async generator awaiting a `return` request's value
    /// (AsyncGeneratorAwaitReturn).
    AsyncGeneratorReturn = 4,
}

pub fn is_promise(v: Value) -> bool {
    Obj::of(v).is_some_and(|o| o.kind() == KL_KIND_PROMISE)
}

pub fn state(p: Obj) -> f64 {
    p.word(STATE).as_number()
}

pub fn result(p: Obj) -> Value {
    p.word(RESULT)
}

fn flags(p: Obj) -> u32 {
    p.word(FLAGS).as_number() as u32
}

fn set_flags(th: &mut Thread, p: Obj, f: u32) {
    p.set_word(th, FLAGS, Value::number(f64::from(f)));
}

pub fn is_handled(p: Obj) -> bool {
    flags(p) & HANDLED != 0
}

/// Marks the promise of a module body (handled: nothing reports it as an
/// unhandled rejection).
pub fn mark_module(th: &mut Thread, p: Obj) {
    let f = flags(p) | MODULE | HANDLED;
    set_flags(th, p, f);
}

pub fn is_module(p: Obj) -> bool {
    flags(p) & MODULE != 0
}

/// Whether `v`, what the module body returned, is its promise still
/// pending once the loop has nothing left: a top-level `await` that never
/// settles.
pub fn unsettled_module(v: Value) -> bool {
    Obj::of(v).is_some_and(|p| p.kind() == KL_KIND_PROMISE && is_module(p) && state(p) == PENDING)
}

/// A pending promise with prototype `proto`.
pub fn new_with_proto(th: &mut Thread, proto: Value) -> Obj {
    let p = object::alloc(th, KL_KIND_PROMISE, SIZE, 0, proto);
    p.set_word(th, STATE, Value::number(PENDING));
    p.set_word(th, RESULT, Value::UNDEFINED);
    p.set_word(th, REACTIONS, Value::UNDEFINED);
    p.set_word(th, FLAGS, Value::number(0.0));
    p
}

/// A pending promise of %Promise%.
pub fn new_promise(th: &mut Thread) -> Obj {
    let proto = th.realm.promise_prototype;
    new_with_proto(th, proto)
}

// ---- settling ---------------------------------------------------------------------

/// FulfillPromise and RejectPromise: records the result and queues the
/// reactions' jobs in the order they were added. A pending promise only.
fn settle(th: &mut Thread, p: Obj, st: f64, v: Value) {
    debug_assert!(state(p) == PENDING);
    let mut r = p.word(REACTIONS);
    p.set_word(th, RESULT, v);
    p.set_word(th, STATE, Value::number(st));
    p.set_word(th, REACTIONS, Value::UNDEFINED);
    // Newest first in the list: reversed into the order they were added.
    let mut list = Vec::new();
    while !r.is_undefined() {
        list.push(r);
        r = record::get(r, R_NEXT);
    }
    let kind = if st == FULFILLED {
        Kind::ReactionFulfill
    } else {
        Kind::ReactionReject
    };
    for &reaction in list.iter().rev() {
        microtasks::enqueue(th, kind, reaction, v, Value::UNDEFINED);
    }
    if st == REJECTED && !is_handled(p) {
        crate::host::rejections::track(th, p.value());
    }
}

pub fn fulfill(th: &mut Thread, p: Obj, v: Value) {
    settle(th, p, FULFILLED, v);
}

pub fn reject(th: &mut Thread, p: Obj, reason: Value) {
    settle(th, p, REJECTED, reason);
}

/// The resolve function's steps for a pending promise `p`: a thenable is
/// adopted through a job that calls its `then`; anything else fulfills.
/// Reading `then` may run a getter (and collect); a throw rejects.
pub fn resolve(th: &mut Thread, p: Obj, resolution: Value) {
    if resolution == p.value() {
        let e = crate::error::new_error(
            th,
            crate::error::ErrorKind::TypeError,
            "Chaining cycle detected for promise #<Promise>",
        );
        reject(th, p, e);
        return;
    }
    let Some(ro) = Obj::of(resolution) else {
        fulfill(th, p, resolution);
        return;
    };
    let k = th.realm.names.then;
    let got = heap::scope(th, |s| {
        let ph = s.root(p.value());
        let rh = s.root(resolution);
        let then = s.collecting(|th| object::get(th, ro, Key::Name(k), resolution));
        (s.get(ph), s.get(rh), then)
    });
    let (pv, resolution, then) = got;
    let p = Obj::of(pv).expect("a promise");
    match then {
        Err(Thrown) => {
            let e = take_exception(th);
            reject(th, p, e);
        }
        Ok(t) if Obj::of(t).is_some_and(|f| f.is_callable()) => {
            microtasks::enqueue(th, Kind::ResolveThenable, pv, resolution, t);
        }
        Ok(_) => fulfill(th, p, resolution),
    }
}

/// The pending exception, taken (the caller turns it into a rejection).
pub fn take_exception(th: &mut Thread) -> Value {
    let e = th.exception;
    th.exception = Value::UNDEFINED;
    th.exc_pending = 0;
    e
}

/// NewPromiseResolveThenableJob's body: `then.call(thenable, resolve,
/// reject)` with resolving functions for `p`; a throw rejects `p` unless
/// it was resolved already.
pub(crate) fn resolve_thenable_job(
    th: &mut Thread,
    p: Value,
    thenable: Value,
    then: Value,
) -> JsResult<()> {
    let (res, rej) = resolving_functions(th, p);
    heap::scope(th, |s| {
        let rejh = s.root(rej);
        let r = s.collecting(|th| function::call(th, then, thenable, &[res, rej]));
        if r.is_err() {
            let e = take_exception(s.thread());
            let rej = s.get(rejh);
            s.collecting(|th| function::call(th, rej, Value::UNDEFINED, &[e]))?;
        }
        Ok(())
    })
}

// ---- resolving functions ------------------------------------------------------------

// The record both resolving functions of a promise share: the promise and
// whether either ran.
const RF_PROMISE: usize = 0;
const RF_DONE: usize = 1;

static RESOLVE_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(resolve_function),
};

static REJECT_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(reject_function),
};

/// CreateResolvingFunctions(p): a resolve and a reject function sharing
/// one "already resolved" flag.
pub fn resolving_functions(th: &mut Thread, p: Value) -> (Value, Value) {
    let rec = record::of(th, &[p, Value::FALSE]);
    let res = function::new_function(th, &RESOLVE_INFO, rec).value();
    let rej = function::new_function(th, &REJECT_INFO, rec).value();
    (res, rej)
}

/// The record a resolving function holds, or None once either ran (and
/// marks them run).
fn claim(th: &mut Thread, callee: Value) -> Option<Obj> {
    let rec = function::env(Obj::of(callee).expect("a resolving function"));
    if record::get(rec, RF_DONE) == Value::TRUE {
        return None;
    }
    record::set(th, rec, RF_DONE, Value::TRUE);
    Obj::of(record::get(rec, RF_PROMISE))
}

fn resolve_function(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> JsResult<Value> {
    if let Some(p) = claim(th, callee)
        && state(p) == PENDING
    {
        resolve(th, p, arg(args, 0));
    }
    Ok(Value::UNDEFINED)
}

fn reject_function(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> JsResult<Value> {
    if let Some(p) = claim(th, callee)
        && state(p) == PENDING
    {
        reject(th, p, arg(args, 0));
    }
    Ok(Value::UNDEFINED)
}

// ---- capabilities -----------------------------------------------------------------

const CAP_PROMISE: usize = 0;
const CAP_RESOLVE: usize = 1;
const CAP_REJECT: usize = 2;

/// A PromiseCapability: a promise only the runtime resolves (of %Promise%),
/// or a record (promise, resolve, reject) of another constructor.
#[derive(Clone, Copy)]
pub struct Capability(pub Value);

impl Capability {
    pub fn promise(self) -> Value {
        if is_promise(self.0) && !is_capability_record(self.0) {
            self.0
        } else {
            record::get(self.0, CAP_PROMISE)
        }
    }
    fn target(self) -> Target {
        if is_capability_record(self.0) {
            Target::Capability
        } else {
            Target::Promise
        }
    }
}

fn is_capability_record(v: Value) -> bool {
    // SAFETY: an object-tagged value is a live heap object.
    v.is_object()
        && (unsafe { *(v.addr() as *const u64) } >> KL_HDR_KIND_SHIFT) & 0xFF == KL_KIND_RECORD
}

static EXECUTOR_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 2,
    flags: 0,
    native: Some(capability_executor),
};

/// GetCapabilitiesExecutor: records `resolve` and `reject` once each.
fn capability_executor(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> JsResult<Value> {
    let rec = function::env(Obj::of(callee).expect("an executor"));
    if !record::get(rec, CAP_RESOLVE).is_undefined() {
        return Err(type_error(
            th,
            "Promise executor has already been invoked with non-undefined arguments",
        ));
    }
    if !record::get(rec, CAP_REJECT).is_undefined() {
        return Err(type_error(
            th,
            "Promise executor has already been invoked with non-undefined arguments",
        ));
    }
    record::set(th, rec, CAP_RESOLVE, arg(args, 0));
    record::set(th, rec, CAP_REJECT, arg(args, 1));
    Ok(Value::UNDEFINED)
}

/// NewPromiseCapability(C). For %Promise% itself, a new promise (resolved
/// directly by the runtime).
pub fn new_capability(th: &mut Thread, c: Value) -> JsResult<Capability> {
    if c == th.realm.promise_constructor {
        return Ok(Capability(new_promise(th).value()));
    }
    if !function::is_constructor(c) {
        let text = crate::console::inspect_brief(th, c);
        return Err(type_error(th, &format!("{text} is not a constructor")));
    }
    let rec = record::new(th, 3);
    let executor = function::new_function(th, &EXECUTOR_INFO, rec).value();
    heap::scope(th, |s| {
        let rh = s.root(rec);
        let p = s.collecting(|th| function::construct(th, c, &[executor], c))?;
        let rec = s.get(rh);
        for i in [CAP_RESOLVE, CAP_REJECT] {
            if !Obj::of(record::get(rec, i)).is_some_and(|f| f.is_callable()) {
                return Err(type_error(
                    s.thread(),
                    "Promise resolve or reject function is not callable",
                ));
            }
        }
        record::set(s.thread(), rec, CAP_PROMISE, p);
        Ok(Capability(rec))
    })
}

/// NewPromiseCapability(C) as a record (promise, resolve, reject) even for
/// %Promise%, whose resolving functions are then made: for the
/// combinators, whose element functions call them.
pub fn new_capability_record(th: &mut Thread, c: Value) -> JsResult<Capability> {
    if c != th.realm.promise_constructor {
        return new_capability(th, c);
    }
    let p = new_promise(th).value();
    let (res, rej) = resolving_functions(th, p);
    Ok(Capability(record::of(th, &[p, res, rej])))
}

/// Resolves a capability with `v` (its resolve function, or the runtime's
/// own steps for a %Promise%).
pub fn capability_resolve(th: &mut Thread, cap: Capability, v: Value) -> JsResult<()> {
    match cap.target() {
        Target::Promise => {
            let p = Obj::of(cap.0).expect("a promise");
            if state(p) == PENDING {
                resolve(th, p, v);
            }
            Ok(())
        }
        _ => {
            let f = record::get(cap.0, CAP_RESOLVE);
            function::call(th, f, Value::UNDEFINED, &[v]).map(|_| ())
        }
    }
}

/// Rejects a capability with `reason`.
pub fn capability_reject(th: &mut Thread, cap: Capability, reason: Value) -> JsResult<()> {
    match cap.target() {
        Target::Promise => {
            let p = Obj::of(cap.0).expect("a promise");
            if state(p) == PENDING {
                reject(th, p, reason);
            }
            Ok(())
        }
        _ => {
            let f = record::get(cap.0, CAP_REJECT);
            function::call(th, f, Value::UNDEFINED, &[reason]).map(|_| ())
        }
    }
}

// ---- then ---------------------------------------------------------------------------

/// PerformPromiseThen(p, on_fulfilled, on_rejected) settling `target`
/// (`kind` says what it is).
pub fn perform_then(
    th: &mut Thread,
    p: Obj,
    on_fulfilled: Value,
    on_rejected: Value,
    kind: Target,
    target: Value,
) {
    let callable = |v: Value| {
        if Obj::of(v).is_some_and(|f| f.is_callable()) {
            v
        } else {
            Value::UNDEFINED
        }
    };
    let (f, r) = (callable(on_fulfilled), callable(on_rejected));
    let reaction = record::of(
        th,
        &[
            Value::UNDEFINED,
            Value::number(kind as u8 as f64),
            target,
            f,
            r,
        ],
    );
    debug_assert_eq!(record::len(reaction), R_LEN);
    let st = state(p);
    if st == PENDING {
        let head = p.word(REACTIONS);
        record::set(th, reaction, R_NEXT, head);
        p.set_word(th, REACTIONS, reaction);
    } else if st == FULFILLED {
        let v = result(p);
        microtasks::enqueue(th, Kind::ReactionFulfill, reaction, v, Value::UNDEFINED);
    } else {
        if !is_handled(p) {
            crate::host::rejections::handled(th, p.value());
        }
        let v = result(p);
        microtasks::enqueue(th, Kind::ReactionReject, reaction, v, Value::UNDEFINED);
    }
    let fl = flags(p) | HANDLED;
    set_flags(th, p, fl);
}

/// NewPromiseReactionJob's body for `reaction`, settled with `arg`
/// (`fulfilled` says how).
pub(crate) fn reaction_job(
    th: &mut Thread,
    reaction: Value,
    fulfilled: bool,
    argument: Value,
) -> JsResult<()> {
    let kind = record::get(reaction, R_KIND).as_number() as u8;
    let target = record::get(reaction, R_TARGET);
    if kind == Target::Await as u8 {
        let mode = if fulfilled {
            crate::object::coroutine::RESUME_NEXT
        } else {
            crate::object::coroutine::RESUME_THROW
        };
        return super::async_function::resume_awaiting(th, target, mode, argument);
    }
    if kind == Target::AsyncGeneratorReturn as u8 {
        return super::async_generator::return_settled(th, target, fulfilled, argument);
    }
    let handler = record::get(reaction, if fulfilled { R_FULFILL } else { R_REJECT });
    let (outcome, target) = if handler.is_undefined() {
        (
            if fulfilled {
                Ok(argument)
            } else {
                Err(argument)
            },
            target,
        )
    } else {
        // The handler may collect: the target is read back after it.
        let (r, target) = heap::scope(th, |s| {
            let th_ = s.root(target);
            let r = s.collecting(|th| function::call(th, handler, Value::UNDEFINED, &[argument]));
            (r, s.get(th_))
        });
        match r {
            Ok(v) => (Ok(v), target),
            Err(Thrown) => (Err(take_exception(th)), target),
        }
    };
    if kind == Target::None as u8 {
        return Ok(());
    }
    let cap = Capability(target);
    match outcome {
        Ok(v) => capability_resolve(th, cap, v),
        Err(e) => capability_reject(th, cap, e),
    }
}

/// `Promise.prototype.then`.
fn then(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(p) = Obj::of(this).filter(|o| o.kind() == KL_KIND_PROMISE) else {
        return Err(incompatible(th, this, "then"));
    };
    let _ = p;
    heap::scope(th, |s| {
        let ph = s.root(this);
        let fh = s.root(arg(args, 0));
        let rh = s.root(arg(args, 1));
        let pc = s.thread().realm.promise_constructor;
        let c = s.collecting(|th| species_constructor(th, this, pc))?;
        let cap = s.collecting(|th| new_capability(th, c))?;
        let p = Obj::of(s.get(ph)).expect("a promise");
        let (f, r) = (s.get(fh), s.get(rh));
        perform_then(s.thread(), p, f, r, cap.target(), cap.0);
        Ok(cap.promise())
    })
}

fn incompatible(th: &mut Thread, this: Value, method: &str) -> Thrown {
    let text = crate::console::inspect_brief(th, this);
    type_error(
        th,
        &format!("Method Promise.prototype.{method} called on incompatible receiver {text}"),
    )
}

/// SpeciesConstructor(o, default).
pub fn species_constructor(th: &mut Thread, o: Value, default: Value) -> JsResult<Value> {
    let oo = Obj::of(o).expect("an object");
    let k = th.realm.names.constructor;
    let c = object::get(th, oo, Key::Name(k), o)?;
    if c.is_undefined() {
        return Ok(default);
    }
    let Some(co) = Obj::of(c) else {
        return Err(type_error(th, "The .constructor property is not an object"));
    };
    let sk = th.realm.symbols.species;
    let sp = object::get(th, co, Key::Name(sk), c)?;
    if sp.is_nullish() {
        return Ok(default);
    }
    if function::is_constructor(sp) {
        return Ok(sp);
    }
    Err(type_error(
        th,
        "object.constructor[Symbol.species] is not a constructor",
    ))
}

/// Invoke(v, "then", [f, r]).
pub fn invoke_then(th: &mut Thread, v: Value, f: Value, r: Value) -> JsResult<Value> {
    let k = th.realm.names.then;
    let (m, v, f, r) = heap::scope(th, |s| {
        let (vh, fh, rh) = (s.root(v), s.root(f), s.root(r));
        let m = s.collecting(|th| object::ic::get_value(th, v, Key::Name(k), u32::MAX))?;
        Ok::<_, Thrown>((m, s.get(vh), s.get(fh), s.get(rh)))
    })?;
    function::call(th, m, v, &[f, r])
}

/// `Promise.prototype.catch(r)`: `this.then(undefined, r)`.
fn catch(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if !this.is_object() {
        // Invoke on a primitive reads its wrapper's `then`.
        let k = th.realm.names.then;
        let m = object::ic::get_value(th, this, Key::Name(k), u32::MAX)?;
        return function::call(th, m, this, &[Value::UNDEFINED, arg(args, 0)]);
    }
    invoke_then(th, this, Value::UNDEFINED, arg(args, 0))
}

// ---- finally --------------------------------------------------------------------------

// The record `finally`'s two functions share: the callback and the
// constructor.
const FIN_CALLBACK: usize = 0;
const FIN_CTOR: usize = 1;

static THEN_FINALLY_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(then_finally),
};

static CATCH_FINALLY_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(catch_finally),
};

static VALUE_THUNK_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 0,
    flags: 0,
    native: Some(value_thunk),
};

static THROWER_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 0,
    flags: 0,
    native: Some(thrower),
};

/// `Promise.prototype.finally(onFinally)`.
fn finally(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(_) = Obj::of(this) else {
        let text = crate::console::inspect_brief(th, this);
        return Err(type_error(
            th,
            &format!("Method Promise.prototype.finally called on incompatible receiver {text}"),
        ));
    };
    let on_finally = arg(args, 0);
    heap::scope(th, |s| {
        let ph = s.root(this);
        let oh = s.root(on_finally);
        let pc = s.thread().realm.promise_constructor;
        let c = s.collecting(|th| species_constructor(th, this, pc))?;
        let on_finally = s.get(oh);
        let (tf, cf) = if Obj::of(on_finally).is_some_and(|f| f.is_callable()) {
            let rec = record::of(s.thread(), &[on_finally, c]);
            let tf = function::new_function(s.thread(), &THEN_FINALLY_INFO, rec).value();
            let cf = function::new_function(s.thread(), &CATCH_FINALLY_INFO, rec).value();
            (tf, cf)
        } else {
            (on_finally, on_finally)
        };
        let p = s.get(ph);
        s.collecting(|th| invoke_then(th, p, tf, cf))
    })
}

/// Calls the callback, and returns `PromiseResolve(C, result).then(f)`.
fn finally_step(th: &mut Thread, callee: Value, f: Value) -> JsResult<Value> {
    let rec = function::env(Obj::of(callee).expect("a finally function"));
    let (cb, c) = (record::get(rec, FIN_CALLBACK), record::get(rec, FIN_CTOR));
    heap::scope(th, |s| {
        let fh = s.root(f);
        let ch = s.root(c);
        let r = s.collecting(|th| function::call(th, cb, Value::UNDEFINED, &[]))?;
        let c = s.get(ch);
        let p = s.collecting(|th| promise_resolve(th, c, r))?;
        let f = s.get(fh);
        s.collecting(|th| invoke_then(th, p, f, Value::UNDEFINED))
    })
}

fn then_finally(th: &mut Thread, _this: Value, args: &[Value], callee: Value) -> JsResult<Value> {
    let rec = record::of(th, &[arg(args, 0)]);
    let thunk = function::new_function(th, &VALUE_THUNK_INFO, rec).value();
    finally_step(th, callee, thunk)
}

fn catch_finally(th: &mut Thread, _this: Value, args: &[Value], callee: Value) -> JsResult<Value> {
    let rec = record::of(th, &[arg(args, 0)]);
    let t = function::new_function(th, &THROWER_INFO, rec).value();
    finally_step(th, callee, t)
}

fn value_thunk(_th: &mut Thread, _this: Value, _args: &[Value], callee: Value) -> JsResult<Value> {
    Ok(record::get(
        function::env(Obj::of(callee).expect("a thunk")),
        0,
    ))
}

fn thrower(th: &mut Thread, _this: Value, _args: &[Value], callee: Value) -> JsResult<Value> {
    let v = record::get(function::env(Obj::of(callee).expect("a thrower")), 0);
    th.throw(v);
    Err(Thrown)
}

// ---- the constructor and its statics ------------------------------------------------

/// PromiseResolve(C, x).
pub fn promise_resolve(th: &mut Thread, c: Value, x: Value) -> JsResult<Value> {
    if is_promise(x) {
        let k = th.realm.names.constructor;
        let xo = Obj::of(x).expect("a promise");
        let (xc, x, c) = heap::scope(th, |s| {
            let (xh, ch) = (s.root(x), s.root(c));
            let xc = s.collecting(|th| object::get(th, xo, Key::Name(k), x))?;
            Ok::<_, Thrown>((xc, s.get(xh), s.get(ch)))
        })?;
        if xc == c {
            return Ok(x);
        }
    }
    let cap = heap::scope(th, |s| {
        let xh = s.root(x);
        let cap = s.collecting(|th| new_capability(th, c))?;
        let ch = s.root(cap.0);
        let x = s.get(xh);
        s.collecting(|th| capability_resolve(th, cap, x))?;
        Ok::<_, Thrown>(Capability(s.get(ch)))
    })?;
    Ok(cap.promise())
}

fn promise_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    if nt.is_undefined() {
        return Err(type_error(
            th,
            "Promise constructor cannot be invoked without 'new'",
        ));
    }
    let executor = arg(args, 0);
    if !Obj::of(executor).is_some_and(|f| f.is_callable()) {
        let text = crate::console::inspect_brief(th, executor);
        return Err(type_error(
            th,
            &format!("Promise resolver {text} is not a function"),
        ));
    }
    heap::scope(th, |s| {
        let eh = s.root(executor);
        let proto = s.collecting(|th| {
            super::collection::proto_from_constructor(th, nt, |r| r.promise_prototype)
        })?;
        let p = new_with_proto(s.thread(), proto).value();
        let ph = s.root(p);
        let (res, rej) = resolving_functions(s.thread(), p);
        let rejh = s.root(rej);
        let executor = s.get(eh);
        let r = s.collecting(|th| function::call(th, executor, Value::UNDEFINED, &[res, rej]));
        if r.is_err() {
            let e = take_exception(s.thread());
            let rej = s.get(rejh);
            s.collecting(|th| function::call(th, rej, Value::UNDEFINED, &[e]))?;
        }
        Ok(s.get(ph))
    })
}

fn this_constructor(th: &mut Thread, this: Value, what: &str) -> JsResult<()> {
    if this.is_object() {
        return Ok(());
    }
    Err(type_error(th, &format!("{what} called on non-object")))
}

/// `Promise.resolve(x)`.
fn static_resolve(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    this_constructor(th, this, "PromiseResolve")?;
    promise_resolve(th, this, arg(args, 0))
}

/// `Promise.reject(r)`.
fn static_reject(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    this_constructor(th, this, "PromiseReject")?;
    let r = arg(args, 0);
    heap::scope(th, |s| {
        let rh = s.root(r);
        let cap = s.collecting(|th| new_capability(th, this))?;
        let ch = s.root(cap.0);
        let r = s.get(rh);
        s.collecting(|th| capability_reject(th, cap, r))?;
        Ok(Capability(s.get(ch)).promise())
    })
}

fn species_getter(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this)
}

/// Installs `Promise` and `Promise.prototype` (the async group's).
pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, 8);
    th.realm.promise_prototype = proto.value();
    let ctor = function::new_native_constructor(th, "Promise", 1, promise_ctor, proto.value());
    th.realm.promise_constructor = ctor.value();
    crate::object::realm::define_global(th, "Promise", ctor.value());
    define_native(th, ctor, "all", 1, combinators::all);
    define_native(th, ctor, "allSettled", 1, combinators::all_settled);
    define_native(th, ctor, "any", 1, combinators::any);
    define_native(th, ctor, "race", 1, combinators::race);
    define_native(th, ctor, "reject", 1, static_reject);
    define_native(th, ctor, "resolve", 1, static_resolve);
    let name = th.realm.atoms.intern_str("get [Symbol.species]");
    let getter = function::new_native(th, name, 0, species_getter);
    let pair = object::new_accessor(th, getter.value(), Value::UNDEFINED);
    let sk = th.realm.symbols.species;
    object::define(th, ctor, Key::Name(sk), pair, ACCESSOR | CONFIGURABLE);
    define_native(th, proto, "then", 2, then);
    define_native(th, proto, "catch", 1, catch);
    define_native(th, proto, "finally", 1, finally);
    super::collection::define_tag(th, proto, "Promise");
}
