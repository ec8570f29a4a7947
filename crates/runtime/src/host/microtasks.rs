//! The microtask queue (V8's): promise reaction jobs, thenable jobs,
//! `queueMicrotask` callbacks and the resumptions of `await`, run first in,
//! first out until the queue is empty.

use super::Job;
use crate::error::{JsResult, Thrown};
use crate::thread::Thread;
use crate::value::Value;

/// What a job does with its three values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Kind {
    /// (reaction, value): a reaction's fulfilment handler.
    ReactionFulfill = 0,
    /// (reaction, reason): its rejection handler.
    ReactionReject = 1,
    /// (promise, thenable, then): NewPromiseResolveThenableJob.
    ResolveThenable = 2,
    /// (callback): `queueMicrotask(callback)`.
    Callback = 3,
    /// (coroutine, value): an `await` of a value that is no promise and
    /// no thenable resumes the coroutine with it.
    AwaitValue = 4,
    /// (exception, hops left, throw site): one of node's ESM loader steps
    /// between the module body's uncaught throw and its report
    /// ([`fatal_after_hops`]).
    LoaderHop = 5,
    /// (promise, namespace, steps left): `import()` of a module already
    /// evaluated, on its way through node's loader (`loader.rs`).
    ImportHop = 6,
}

impl Kind {
    fn of(v: Value) -> Kind {
        match v.as_number() as u8 {
            0 => Kind::ReactionFulfill,
            1 => Kind::ReactionReject,
            2 => Kind::ResolveThenable,
            3 => Kind::Callback,
            4 => Kind::AwaitValue,
            5 => Kind::LoaderHop,
            _ => Kind::ImportHop,
        }
    }
}

/// Appends a job.
pub fn enqueue(th: &mut Thread, kind: Kind, a: Value, b: Value, c: Value) {
    let k = Value::number(f64::from(kind as u8));
    th.host.microtasks.push_back([k, a, b, c]);
}

/// An exception the module body threw, reported as node's ESM loader
/// reports it: the module's evaluation promise rejects, and the loader's
/// `await`s pass the rejection on, one microtask each, before the fatal
/// report (3 for a module without top-level `await`, 4 with it). The jobs
/// the body queued run meanwhile, interleaved; ticks and timers never do.
/// `Promise.resolve().then(function step() { log(++n); …then(step) })`
/// then `throw` logs 1, 2, 3 in node (1 to 4 with `await` in the module).
/// The report names the site of the original throw (`th.throw_site` now).
pub fn fatal_after_hops(th: &mut Thread, exception: Value, hops: u32) {
    let site = Value::number(f64::from(th.throw_site));
    enqueue(
        th,
        Kind::LoaderHop,
        exception,
        Value::number(f64::from(hops)),
        site,
    );
}

/// Runs jobs until the queue is empty (jobs a job queues run too). A
/// `queueMicrotask` callback that throws ends the run with its exception,
/// uncaught; promise jobs turn what their handlers throw into rejections.
pub fn run(th: &mut Thread) -> JsResult<()> {
    while let Some(job) = th.host.microtasks.pop_front() {
        run_job(th, job)?;
    }
    // The checkpoint ends the job: WeakRef targets kept for it are held
    // weakly again (ClearKeptObjects, as V8 does after its checkpoint).
    crate::builtins::weakref::clear_kept(th);
    Ok(())
}

fn run_job(th: &mut Thread, job: Job) -> JsResult<()> {
    let [k, a, b, c] = job;
    match Kind::of(k) {
        Kind::ReactionFulfill => crate::builtins::promise::reaction_job(th, a, true, b),
        Kind::ReactionReject => crate::builtins::promise::reaction_job(th, a, false, b),
        Kind::ResolveThenable => crate::builtins::promise::resolve_thenable_job(th, a, b, c),
        Kind::Callback => crate::object::function::call(th, a, Value::UNDEFINED, &[]).map(|_| ()),
        Kind::AwaitValue => crate::builtins::async_function::resume_awaiting(
            th,
            a,
            crate::object::coroutine::RESUME_NEXT,
            b,
        ),
        Kind::ImportHop => {
            super::loader::hop(th, a, b, c);
            Ok(())
        }
        Kind::LoaderHop => {
            let hops = b.as_number() as u32;
            if hops > 1 {
                enqueue(
                    th,
                    Kind::LoaderHop,
                    a,
                    Value::number(f64::from(hops - 1)),
                    c,
                );
                Ok(())
            } else {
                th.throw(a);
                th.throw_site = c.as_number() as u32;
                Err(Thrown)
            }
        }
    }
    .map_err(|Thrown| Thrown)
}
