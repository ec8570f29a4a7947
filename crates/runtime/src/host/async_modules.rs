//! Modules with top-level `await` in the program's static graph, and the
//! modules that wait for them: ECMAScript's asynchronous module
//! evaluation (ExecuteAsyncModule, AsyncModuleExecutionFulfilled,
//! GatherAvailableAncestors, AsyncModuleExecutionRejected).
//!
//! The compiler runs the graph's first, synchronous pass itself (every
//! module in node's order: one that waits for nothing runs inline, one
//! with top-level `await` and nothing to wait for starts here) and gives
//! each module that waits, or awaits, a record: its body (a function; an
//! async one for a module with top-level `await`), how many of the
//! modules it imports it still waits for, whether it awaits, its place in
//! the evaluation order, and the modules waiting for it. When an async
//! module's body settles, the modules whose last wait it was run, in
//! evaluation order, in that reaction's job, as V8 runs them. A failure
//! fails every module waiting for it, and the entry's failure is the
//! program's uncaught exception.
//!
//! The graph has no import cycle through these modules (the compiler
//! refuses one), so a module's cycle root is itself.

use crate::builtins::promise::{self, Target};
use crate::error::Thrown;
use crate::heap;
use crate::object::function::{self, FuncInfo, native_closure_trampoline};
use crate::object::{Obj, record};
use crate::thread::Thread;
use crate::value::Value;

// A record's slots.
const STATE: usize = 0;
const ERROR: usize = 1;
const BODY: usize = 2;
const PENDING: usize = 3;
/// The modules waiting for this one: a list of (module, next) records.
const PARENTS: usize = 4;
const TLA: usize = 5;
const ORDER: usize = 6;
/// The entry's promise, which the program's body returns.
const TOP: usize = 7;

// Its states.
const WAITING: f64 = 0.0;
const EVALUATED: f64 = 1.0;
const FAILED: f64 = 2.0;

/// node's loader steps between the entry's failure and its report (the
/// failed body's reaction is one more: four in all, as for an entry with
/// top-level `await` that throws).
const REPORT_HOPS: u32 = 3;

/// `kl_async_module`: the record of a module that waits for `pending` of
/// the modules it imports, or has top-level `await` (`tla`); `order` is
/// its place in the evaluation order.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_module(
    th: &mut Thread,
    body: Value,
    pending: u32,
    tla: bool,
    order: u32,
) -> Value {
    record::of(
        th,
        &[
            Value::number(WAITING),
            Value::UNDEFINED,
            body,
            Value::number(f64::from(pending)),
            Value::UNDEFINED,
            Value::boolean(tla),
            Value::number(f64::from(order)),
            Value::UNDEFINED,
        ],
    )
}

/// `kl_async_module_parent`: `parent` imports `child` and waits for it.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_module_parent(th: &mut Thread, child: Value, parent: Value) {
    let next = record::get(child, PARENTS);
    let cell = record::of(th, &[parent, next]);
    record::set(th, child, PARENTS, cell);
}

/// `kl_async_module_start`: ExecuteAsyncModule of a module with top-level
/// `await` that waits for nothing. What its body throws rejects its
/// promise: this never throws.
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_module_start(th: &mut Thread, rec: Value) -> Value {
    execute_async(th, rec);
    Value::UNDEFINED
}

/// `kl_async_module_top`: the entry's promise (the program's result: its
/// rejection is the uncaught exception, and one never settled makes the
/// exit status 13).
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_module_top(th: &mut Thread, rec: Value) -> Value {
    let p = promise::new_promise(th);
    promise::mark_module(th, p);
    record::set(th, rec, TOP, p.value());
    let state = record::get(rec, STATE).as_number();
    if state == EVALUATED {
        promise::resolve(th, p, Value::UNDEFINED);
    } else if state == FAILED {
        let e = record::get(rec, ERROR);
        report(th, p, e);
    }
    p.value()
}

/// ExecuteAsyncModule: runs the body to its first `await`, and reacts to
/// its promise.
fn execute_async(th: &mut Thread, rec: Value) {
    let body = record::get(rec, BODY);
    let (rec, result) = heap::scope(th, |s| {
        let rh = s.root(rec);
        let r = s.collecting(|th| function::call(th, body, Value::UNDEFINED, &[]));
        (s.get(rh), r)
    });
    match result {
        Ok(p) => {
            let on_fulfilled = function::new_function(th, &FULFILLED_INFO, rec).value();
            let on_rejected = function::new_function(th, &REJECTED_INFO, rec).value();
            let p = Obj::of(p).expect("an async module body's promise");
            promise::perform_then(
                th,
                p,
                on_fulfilled,
                on_rejected,
                Target::None,
                Value::UNDEFINED,
            );
        }
        // Only a failure to start (the stack's limit) gets here.
        Err(Thrown) => {
            let e = promise::take_exception(th);
            rejected(th, rec, e);
        }
    }
}

static FULFILLED_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(on_fulfilled),
};

static REJECTED_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(on_rejected),
};

fn module_of(callee: Value) -> Value {
    function::env(Obj::of(callee).expect("an async module's reaction"))
}

/// AsyncModuleExecutionFulfilled.
fn on_fulfilled(
    th: &mut Thread,
    _this: Value,
    _args: &[Value],
    callee: Value,
) -> Result<Value, Thrown> {
    let rec = module_of(callee);
    if record::get(rec, STATE).as_number() == FAILED {
        return Ok(Value::UNDEFINED);
    }
    evaluated(th, rec);
    let mut ready = Vec::new();
    gather(th, rec, &mut ready);
    ready.sort_by(|&a, &b| {
        let order = |r: Value| record::get(r, ORDER).as_number();
        order(a).total_cmp(&order(b))
    });
    // Running a body may collect: the list is a record, rooted.
    let list = record::of(th, &ready);
    heap::scope(th, |s| {
        let lh = s.root(list);
        for i in 0..ready.len() {
            let m = record::get(s.get(lh), i);
            if record::get(m, STATE).as_number() == FAILED {
                continue;
            }
            if record::get(m, TLA) == Value::TRUE {
                s.collecting(|th| execute_async(th, m));
                continue;
            }
            let body = record::get(m, BODY);
            let mh = s.root(m);
            let r = s.collecting(|th| function::call(th, body, Value::UNDEFINED, &[]));
            let m = s.get(mh);
            match r {
                Ok(_) => evaluated(s.thread(), m),
                Err(Thrown) => {
                    let e = promise::take_exception(s.thread());
                    rejected(s.thread(), m, e);
                }
            }
        }
    });
    Ok(Value::UNDEFINED)
}

/// AsyncModuleExecutionRejected, from the body's promise.
fn on_rejected(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    callee: Value,
) -> Result<Value, Thrown> {
    let rec = module_of(callee);
    let e = args.first().copied().unwrap_or(Value::UNDEFINED);
    rejected(th, rec, e);
    Ok(Value::UNDEFINED)
}

/// A module's body has run: the entry's promise fulfils.
fn evaluated(th: &mut Thread, rec: Value) {
    record::set(th, rec, STATE, Value::number(EVALUATED));
    if let Some(p) = Obj::of(record::get(rec, TOP)) {
        promise::resolve(th, p, Value::UNDEFINED);
    }
}

/// GatherAvailableAncestors: the modules waiting for `rec` whose last wait
/// it was, and (through those without top-level `await`, which run at
/// once) theirs.
fn gather(th: &mut Thread, rec: Value, out: &mut Vec<Value>) {
    let mut cell = record::get(rec, PARENTS);
    while !cell.is_undefined() {
        let m = record::get(cell, 0);
        cell = record::get(cell, 1);
        if out.contains(&m) || record::get(m, STATE).as_number() == FAILED {
            continue;
        }
        let pending = record::get(m, PENDING).as_number() - 1.0;
        record::set(th, m, PENDING, Value::number(pending));
        if pending == 0.0 {
            out.push(m);
            if record::get(m, TLA) != Value::TRUE {
                gather(th, m, out);
            }
        }
    }
}

/// AsyncModuleExecutionRejected: `rec` and every module waiting for it
/// fail with `e`; the entry's failure is reported as uncaught.
fn rejected(th: &mut Thread, rec: Value, e: Value) {
    if record::get(rec, STATE).as_number() == FAILED {
        return;
    }
    record::set(th, rec, STATE, Value::number(FAILED));
    record::set(th, rec, ERROR, e);
    let mut cell = record::get(rec, PARENTS);
    while !cell.is_undefined() {
        rejected(th, record::get(cell, 0), e);
        cell = record::get(cell, 1);
    }
    if let Some(p) = Obj::of(record::get(rec, TOP)) {
        report(th, p, e);
    }
}

fn report(th: &mut Thread, p: Obj, e: Value) {
    promise::reject(th, p, e);
    crate::host::microtasks::fatal_after_hops(th, e, REPORT_HOPS);
}
