//! node's event loop after an ES module's body: its microtasks, then the
//! tick queue (`processTicksAndRejections`), then libuv's `uv_run` in node
//! 20's form — timers once, then turns of poll, check (immediates) and
//! timers while something that keeps the loop alive is pending (a timer
//! or an immediate that is not `unref`ed).

use super::{microtasks, ticks, timers};
use crate::error::JsResult;
use crate::thread::Thread;
use crate::value::Value;

/// The loop after the module body, which returned `result` (a module with
/// top-level `await` returns its promise, kept rooted meanwhile): the exit
/// status, 13 when that `await` never settled, as node's.
pub fn run_after_main(th: &mut Thread, result: Value) -> JsResult<i32> {
    crate::heap::scope(th, |s| {
        let h = s.root(result);
        s.collecting(run)?;
        let unsettled = crate::builtins::promise::unsettled_module(s.get(h));
        Ok(if unsettled { 13 } else { 0 })
    })
}

/// The module body (without top-level `await`) threw: the jobs it queued
/// run until node's ESM loader reports the exception
/// ([`microtasks::fatal_after_hops`]); the result is that `Err`.
pub fn fatal_main(th: &mut Thread) -> JsResult<i32> {
    let e = crate::builtins::promise::take_exception(th);
    microtasks::fatal_after_hops(th, e, 3);
    crate::heap::scope(th, |s| {
        s.collecting(microtasks::run)?;
        unreachable!("the loader's last step throws")
    })
}

/// Runs everything the program queued; an uncaught exception (a throwing
/// callback, an unhandled rejection) ends it with `Err`.
pub fn run(th: &mut Thread) -> JsResult<()> {
    // The module ran inside a microtask checkpoint: its jobs run first, and
    // only then the ticks it queued (inside a callback it is the other way
    // round).
    microtasks::run(th)?;
    ticks::process_ticks_and_rejections(th)?;
    finalize(th)?;
    // node's `SpinEventLoop`: the loop until nothing is alive, then
    // `beforeExit`, whose listeners may queue more.
    loop {
        run_uv(th)?;
        if !super::process::before_exit(th)? {
            return Ok(());
        }
        ticks::process_ticks_and_rejections(th)?;
        if !is_alive(th) {
            return Ok(());
        }
    }
}

/// libuv's `uv_run`: timers once, then turns of poll, check (immediates)
/// and timers while something keeps the loop alive.
fn run_uv(th: &mut Thread) -> JsResult<()> {
    let mut alive = is_alive(th);
    th.host.timers.update_time();
    if alive {
        timers::run_timers(th)?;
    }
    while alive {
        poll(th);
        timers::run_immediates(th)?;
        th.host.timers.update_time();
        timers::run_timers(th)?;
        finalize(th)?;
        alive = is_alive(th);
    }
    Ok(())
}

/// FinalizationRegistry callbacks for targets a collection found dead, as
/// a task of their own between the loop's phases (V8 posts its cleanup
/// task to node's platform), never inside a collection; they keep nothing
/// alive, so a loop with nothing else pending ends without them.
fn finalize(th: &mut Thread) -> JsResult<()> {
    if let Some(cleanup) = th.host.finalization
        && cleanup(th)?
    {
        ticks::process_ticks_and_rejections(th)?;
    }
    Ok(())
}

/// `uv__loop_alive`: a timer or an immediate that is `ref`ed.
fn is_alive(th: &Thread) -> bool {
    th.host.timers.refed > 0 || th.host.timers.immediates_refed > 0
}

/// The poll phase: no I/O, so it only sleeps until the next timer is due,
/// unless an immediate waits (node's idle handle then makes it not block).
fn poll(th: &mut Thread) {
    let lists = &mut th.host.timers;
    if lists.immediates_refed == 0
        && let Some(due) = lists.due
    {
        let wait = due - lists.now();
        if wait > 0.0 {
            // node wrote every line already: one waiting for a timer must
            // reach a file or pipe now, not when the program ends.
            th.stdout.flush();
            std::thread::sleep(std::time::Duration::from_millis(wait as u64));
        }
    }
    th.host.timers.update_time();
}
