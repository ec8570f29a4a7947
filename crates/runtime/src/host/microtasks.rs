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
}

impl Kind {
    fn of(v: Value) -> Kind {
        match v.as_number() as u8 {
            0 => Kind::ReactionFulfill,
            1 => Kind::ReactionReject,
            2 => Kind::ResolveThenable,
            3 => Kind::Callback,
            _ => Kind::AwaitValue,
        }
    }
}

/// Appends a job.
pub fn enqueue(th: &mut Thread, kind: Kind, a: Value, b: Value, c: Value) {
    let k = Value::number(f64::from(kind as u8));
    th.host.microtasks.push_back([k, a, b, c]);
}

/// Runs jobs until the queue is empty (jobs a job queues run too). A
/// `queueMicrotask` callback that throws ends the run with its exception,
/// uncaught; promise jobs turn what their handlers throw into rejections.
pub fn run(th: &mut Thread) -> JsResult<()> {
    while let Some(job) = th.host.microtasks.pop_front() {
        run_job(th, job)?;
    }
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
    }
    .map_err(|Thrown| Thrown)
}
