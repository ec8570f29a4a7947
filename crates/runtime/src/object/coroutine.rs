//! Coroutine state objects: kiln.h's `KlCoroutine`, the heap half of a
//! function that suspends (a generator).
//!
//! A compiled coroutine is two C functions: its call entry binds the
//! parameters, makes the state object and suspends at once; its resume
//! entry (`KlResumeFn`) continues from the suspension the object's `point`
//! names. A suspension stores the variables live across it in the
//! object's `KL_KIND_RECORD` store, an ordinary traced array of values,
//! so a suspended function is an ordinary heap object the collector
//! traces precisely and may move. Nothing of it stays on the C stack or
//! the shadow stack between resumptions.
//!
//! `point` is a number: a resume point (a block of the compiled function;
//! 0 for a generator that has not started), or one of the runtime's
//! states below.

use super::{Obj, alloc};
use crate::abi::*;
use crate::error::{self, JsResult, Thrown};
use crate::heap;
use crate::thread::Thread;
use crate::value::Value;

/// kiln.h `KlResumeFn`.
pub type ResumeFn = unsafe extern "C" fn(*mut Thread, Value, u32, i32, Value) -> Value;

pub const RESUME_NEXT: i32 = KL_RESUME_NEXT as i32;
pub const RESUME_THROW: i32 = KL_RESUME_THROW as i32;
pub const RESUME_RETURN: i32 = KL_RESUME_RETURN as i32;

/// Running: its resume entry is on the stack.
pub const RUNNING: f64 = -1.0;
/// Completed: it returned or threw, and its saved variables are gone.
pub const DONE: f64 = -2.0;

const RESUME: u32 = KL_COROUTINE_OFF_RESUME as u32;
const POINT: u32 = KL_COROUTINE_OFF_POINT as u32;
const SAVED: u32 = KL_COROUTINE_OFF_SAVED as u32;
const EXTRA: u32 = KL_COROUTINE_OFF_EXTRA as u32;
const SIZE: u32 = KL_COROUTINE_SIZE as u32;

/// A state object of `kind` with prototype `proto`, resumed by `resume`,
/// with room for `nsaved` values, at its first resume point (0).
pub fn new(th: &mut Thread, kind: u64, proto: Value, resume: ResumeFn, nsaved: u32) -> Obj {
    let saved = if nsaved == 0 {
        Value::UNDEFINED
    } else {
        super::record::new(th, nsaved as usize)
    };
    // The store is young or older than the object: no barrier for it.
    let co = alloc(th, kind, SIZE, 0, proto);
    co.set_word(th, RESUME, Value(resume as usize as u64));
    co.set_word(th, POINT, Value::number(0.0));
    co.set_word(th, SAVED, saved);
    co.set_word(th, EXTRA, Value::UNDEFINED);
    co
}

/// The resume point, or [`RUNNING`] or [`DONE`].
pub fn point(co: Obj) -> f64 {
    co.word(POINT).as_number()
}

pub fn extra(co: Obj) -> Value {
    co.word(EXTRA)
}

pub fn set_extra(th: &mut Thread, co: Obj, v: Value) {
    co.set_word(th, EXTRA, v);
}

/// Marks the coroutine completed and drops what it saved, so a finished
/// generator keeps nothing alive.
pub fn finish(th: &mut Thread, co: Obj) {
    co.set_word(th, POINT, Value::number(DONE));
    co.set_word(th, SAVED, Value::UNDEFINED);
}

/// Runs the coroutine from its resume point with (`mode`, `sent`) until it
/// suspends (`Suspended`, with what the suspension handed back), returns
/// (`Returned`, with the value) or throws. The caller has checked that it
/// is suspended; it is [`RUNNING`] meanwhile and completed by a return or
/// a throw. Returns the state object too, where it is after the run (it
/// is rooted across it).
///
/// May collect: `co` and `sent` are the caller's, read before the call.
pub fn resume(th: &mut Thread, co: Value, mode: i32, sent: Value) -> (Value, JsResult<Resumed>) {
    let o = Obj::of(co).expect("a coroutine");
    if th.stack_exhausted() {
        let e = error::range_error(th, "Maximum call stack size exceeded");
        return (co, Err(e));
    }
    // SAFETY: the word was written by `new` from a `ResumeFn`.
    let f: ResumeFn = unsafe { std::mem::transmute::<usize, ResumeFn>(o.word(RESUME).0 as usize) };
    let at = point(o);
    debug_assert!(at >= 0.0, "resumed while running or done");
    o.set_word(th, POINT, Value::number(RUNNING));
    heap::scope(th, |s| {
        let ch = s.root(co);
        // SAFETY: a compiled resume entry, called with its own state
        // object and the thread.
        let r = s.collecting(|th| unsafe { f(th, co, at as u32, mode, sent) });
        let co = s.get(ch);
        let o = Obj::of(co).expect("a coroutine");
        if r.is_exception() {
            finish(s.thread(), o);
            return (co, Err(Thrown));
        }
        if point(o) == RUNNING {
            finish(s.thread(), o);
            return (co, Ok(Resumed::Returned(r)));
        }
        (co, Ok(Resumed::Suspended(r)))
    })
}

/// How a resumption ended, when it did not throw.
pub enum Resumed {
    /// At a suspension, with what it handed back.
    Suspended(Value),
    /// By a return, with the value.
    Returned(Value),
}
