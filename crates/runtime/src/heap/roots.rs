//! The root set. Precise roots only, no conservative scanning:
//!
//! * the shadow stack `[Thread::shadow_base, Thread::sp)`: compiled code's
//!   frames, every slot a `KlValue` (frames are pushed zero-filled);
//! * the program's globals (`KlProgram::globals[0..nglobals]`);
//! * the handle stack (`Thread::handles`, see `handles.rs`);
//! * the pending exception (`Thread::exception`);
//! * the host's queues (`Thread::host`: jobs, callbacks, timers);
//! * slots the runtime registered with [`add_root`](super::add_root);
//! * for a minor collection, the remembered set (`barrier.rs`).

use super::Heap;
use crate::io::OutBuf;
use crate::thread::Thread;
use crate::value::Value;

/// Where a root lives, for verification messages.
#[derive(Clone, Copy, Debug)]
pub enum Root {
    Shadow(usize),
    Global(usize),
    Handle(usize),
    Join(usize),
    Exception,
    Registered(usize),
    Host(usize),
}

impl std::fmt::Display for Root {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Root::Shadow(i) => write!(f, "shadow-stack slot {i}"),
            Root::Global(i) => write!(f, "global {i}"),
            Root::Handle(i) => write!(f, "handle {i}"),
            Root::Join(i) => write!(f, "array being joined {i}"),
            Root::Exception => f.write_str("the pending exception"),
            Root::Registered(i) => write!(f, "registered root {i}"),
            Root::Host(i) => write!(f, "host queue value {i}"),
        }
    }
}

/// The thread's roots, borrowed apart from its heap so a collector can
/// update both.
pub struct Roots<'a> {
    shadow: &'a mut [Value],
    globals: &'a mut [Value],
    handles: &'a mut [Value],
    /// Arrays `Array.prototype.join` is in the middle of.
    joins: &'a mut [Value],
    exception: &'a mut Value,
    host: &'a mut crate::host::Queues,
    /// How to walk `host` (the async group's; none without it).
    host_trace: Option<crate::host::TraceFn>,
    /// Taken out of the heap state for the collection; see [`Roots::finish`].
    registered: Vec<*mut Value>,
}

/// Splits the thread into its heap, its roots, and its stdout buffer (for
/// a fatal error in the middle of a collection).
pub fn split(th: &mut Thread) -> (&mut Heap, Roots<'_>, &mut OutBuf) {
    // SAFETY: sp never drops below shadow_base (frames pop to where they began).
    let n = unsafe { th.sp.offset_from(th.shadow_base) } as usize;
    // SAFETY: [shadow_base, sp) holds the live frames' slots; nothing else
    // references the shadow stack while the collector runs.
    let shadow = unsafe { std::slice::from_raw_parts_mut(th.shadow_base, n) };
    let globals: &mut [Value] = match th.program {
        // SAFETY: the compiled program's globals array holds `nglobals`
        // values and only this thread touches it; the program is stopped at
        // a safepoint.
        Some(p) if !p.globals.is_null() => unsafe {
            std::slice::from_raw_parts_mut(p.globals, p.nglobals as usize)
        },
        _ => &mut [],
    };
    let host_trace = th.realm.groups.async_.map(|g| g.trace);
    let Thread {
        heap,
        handles,
        exception,
        stdout,
        join_stack,
        host,
        ..
    } = th;
    let registered = heap
        .st
        .as_mut()
        .map(|st| std::mem::take(&mut st.registered))
        .unwrap_or_default();
    (
        heap,
        Roots {
            shadow,
            globals,
            handles,
            joins: join_stack,
            exception,
            host,
            host_trace,
            registered,
        },
        stdout,
    )
}

impl Roots<'_> {
    /// Ends the collection's use of the roots: gives the registered slots
    /// back to the heap state.
    pub fn finish(self, heap: &mut Heap) {
        if let Some(st) = heap.st.as_mut() {
            st.registered = self.registered;
        }
    }

    /// Calls `f` on every root slot holding a reference.
    pub fn for_each(&mut self, mut f: impl FnMut(Root, &mut Value)) {
        for (i, v) in self.shadow.iter_mut().enumerate() {
            if v.is_ref() {
                f(Root::Shadow(i), v);
            }
        }
        for (i, v) in self.globals.iter_mut().enumerate() {
            if v.is_ref() {
                f(Root::Global(i), v);
            }
        }
        for (i, v) in self.handles.iter_mut().enumerate() {
            if v.is_ref() {
                f(Root::Handle(i), v);
            }
        }
        for (i, v) in self.joins.iter_mut().enumerate() {
            if v.is_ref() {
                f(Root::Join(i), v);
            }
        }
        if self.exception.is_ref() {
            f(Root::Exception, self.exception);
        }
        if let Some(trace) = self.host_trace {
            let mut i = 0;
            trace(self.host, &mut |v| {
                if v.is_ref() {
                    f(Root::Host(i), v);
                }
                i += 1;
            });
        }
        for (i, &p) in self.registered.iter().enumerate() {
            // SAFETY: `add_root`'s contract: the slot stays valid and
            // exclusively the collector's during a collection until removed.
            let v = unsafe { &mut *p };
            if v.is_ref() {
                f(Root::Registered(i), v);
            }
        }
    }
}

/// Calls `f` with every root holding a reference, read-only (verification).
pub fn for_each_root(th: &Thread, mut f: impl FnMut(Root, Value)) {
    for (i, &v) in th.shadow_slots().iter().enumerate() {
        if v.is_ref() {
            f(Root::Shadow(i), v);
        }
    }
    if let Some(p) = th.program
        && !p.globals.is_null()
    {
        for i in 0..p.nglobals as usize {
            // SAFETY: the globals array holds `nglobals` values.
            let v = unsafe { *p.globals.add(i) };
            if v.is_ref() {
                f(Root::Global(i), v);
            }
        }
    }
    for (i, &v) in th.handles.iter().enumerate() {
        if v.is_ref() {
            f(Root::Handle(i), v);
        }
    }
    if th.exception.is_ref() {
        f(Root::Exception, th.exception);
    }
    for (i, &v) in th.join_stack.iter().enumerate() {
        if v.is_ref() {
            f(Root::Join(i), v);
        }
    }
    if let Some(g) = th.realm.groups.async_ {
        let mut i = 0;
        (g.visit)(&th.host, &mut |v| {
            if v.is_ref() {
                f(Root::Host(i), v);
            }
            i += 1;
        });
    }
    if let Some(st) = th.heap.st.as_ref() {
        for (i, &p) in st.registered.iter().enumerate() {
            // SAFETY: `add_root`'s contract keeps the slot valid.
            let v = unsafe { *p };
            if v.is_ref() {
                f(Root::Registered(i), v);
            }
        }
    }
}
