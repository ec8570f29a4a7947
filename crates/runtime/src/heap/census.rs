//! The census before a major collection the trigger asks for: how many old
//! and large bytes are still reachable, found by marking from the roots
//! without moving or freeing anything.
//!
//! A copying major needs a to-space as large as what survives, so while it
//! runs the heap holds the live set twice. When a program's old generation
//! grows because it keeps what it makes (a queue of 100 000 pending timers,
//! a cache filling up), a major at the trigger finds almost everything live:
//! it doubles the process's peak memory to free nothing. The census asks
//! first. Only if at least a quarter of the old and large bytes are dead
//! does the major run; otherwise the trigger moves on to twice the live
//! bytes, as after a major, and the garbage waits for the next one.
//! `bench/timers` (100 000 pending timers, 28 MB live at exit): the major
//! at the 16 MiB trigger copied 16 MiB and freed nothing; with the census
//! peak RSS is 31.5 MB instead of 37.1 MB (node: 110 MB), and the census
//! costs 35 M instructions where the major cost 62 M (callgrind; the
//! figures are in docs/performance.md).
//!
//! Marks are the header's `FLAG_MARKED` (which outside a major collection
//! no object carries). When the major is skipped they are cleared by a walk
//! of every space; when it runs, it drops them as it copies (only the large
//! objects, which it marks itself, are cleared first), so a program whose
//! old generation is mostly garbage pays for a census only in proportion
//! to what is live. Weak tables' entries are not traced: what only a weak
//! table reaches counts as dead, which errs towards running the major, the
//! behaviour without a census.

use super::State;
use super::object::{FLAG_LARGE, FLAG_MARKED, for_each_ref, header, set_header};
use super::region::{FREE, YOUNG};
use super::roots::for_each_root;
use crate::abi::KL_KIND_WEAK_TABLE;
use crate::thread::Thread;
use crate::value::Value;

/// A major collection runs only if it would free at least a quarter of the
/// old and large bytes `heap`, of which `live` are reachable.
pub(super) fn worth_a_major(live: usize, heap: usize) -> bool {
    heap - live.min(heap) >= heap / 4
}

struct Census<'a> {
    st: &'a State,
    /// Marked objects whose fields are still to be visited.
    gray: Vec<usize>,
    /// Old and large bytes marked.
    live: usize,
}

impl Census<'_> {
    fn visit(&mut self, v: Value) {
        let a = v.addr();
        let counted = match self.st.region.owner_of(a) {
            Some(YOUNG) => false,
            // A stale reference would be a collector bug (KILN_GC_VERIFY
            // reports it); the census only counts.
            Some(FREE) => return,
            Some(_) => true,
            // SAFETY: outside the region a reference is a large object or
            // static data, both readable. Static objects refer only to
            // static objects.
            None if unsafe { header(a) }.has(FLAG_LARGE) => true,
            None => return,
        };
        // SAFETY: `a` is a live heap object (young, old or large).
        let h = unsafe { header(a) };
        if h.has(FLAG_MARKED) {
            return;
        }
        // SAFETY: as above; only the flag changes, and it is cleared before
        // anything else reads the header.
        unsafe { set_header(a, h.with(FLAG_MARKED)) };
        if counted {
            self.live += h.size();
        }
        self.gray.push(a);
    }
}

/// Marks what the roots reach and returns its old and large bytes. Call at
/// a safepoint, before a collection; then [`unmark`] or, before a major
/// collection, only [`unmark_large`]: the major drops the marks of what it
/// copies, and what it does not copy is released. A large object allocated
/// since the last collection is not flagged yet: it and what only it
/// reaches go uncounted (right after a minor collection there is none).
pub(super) fn mark(th: &Thread) -> usize {
    let st = th.heap.state();
    let mut c = Census {
        st,
        gray: Vec::new(),
        live: 0,
    };
    for_each_root(th, |_, v| c.visit(v));
    while let Some(obj) = c.gray.pop() {
        // SAFETY: a marked, live object.
        if unsafe { header(obj) }.kind() == KL_KIND_WEAK_TABLE {
            continue;
        }
        // SAFETY: as above; the closure only reads the slots.
        unsafe { for_each_ref(obj, |slot| c.visit(*slot)) };
    }
    c.live
}

fn clear(obj: usize) {
    // SAFETY: an object of a live space.
    let h = unsafe { header(obj) };
    if h.has(FLAG_MARKED) {
        // SAFETY: as above.
        unsafe { set_header(obj, h.without(FLAG_MARKED)) };
    }
}

/// Clears every mark [`mark`] set, walking the spaces in address order.
pub(super) fn unmark(th: &Thread) {
    let st = th.heap.state();
    let eden = (st.nursery.eden_start, th.alloc_top as usize);
    for (mut p, hi) in [eden, st.nursery.survivor_range()] {
        while p < hi {
            clear(p);
            // SAFETY: young blocks hold complete objects back to back.
            p += unsafe { header(p) }.size();
        }
    }
    st.old.for_each_object(clear);
    unmark_large(th);
}

/// Clears the large objects' marks (a major collection marks them itself).
pub(super) fn unmark_large(th: &Thread) {
    for o in &th.heap.state().large.objects {
        clear(o.addr);
    }
}
