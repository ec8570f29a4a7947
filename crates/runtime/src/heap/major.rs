//! The major collection: a full copying collection.
//!
//! Every live object of the young and old generations is evacuated into a
//! fresh old space (to-space); large objects are marked where they are and
//! the unmarked ones freed. The scan is Cheney's again, over to-space in
//! allocation order plus a stack of marked, unscanned large objects.
//! Afterwards nothing is young, so the remembered set is empty.
//!
//! Classifying a reference costs a range test (young), a side-table load
//! (which old space owns the chunk: from-space is evacuated, to-space is
//! already a copy) or, outside the region, one header read: `KL_HDR_LARGE`
//! marks a large object, anything else is static data, skipped without a
//! write. Static objects refer only to static objects, so they are not
//! traced.

use super::State;
use super::large::LargeSpace;
use super::nursery::Block;
use super::object::{
    FLAG_LARGE, FLAG_MARKED, FLAG_REMEMBERED, FLAG_STATIC, Header, for_each_ref, header, set_header,
};
use super::old::{Cursor, OldSpace};
use super::protect::Retired;
use super::region::Region;
use super::roots;
use super::stats::Stats;
use crate::abi::KL_KIND_WEAK_TABLE;
use crate::thread::Thread;
use crate::value::Value;

struct Major<'h> {
    eden_lo: usize,
    eden_hi: usize,
    surv_lo: usize,
    surv_hi: usize,
    /// The owner id of the old space being evacuated.
    from_id: u32,
    to: OldSpace,
    region: &'h mut Region,
    large: &'h mut LargeSpace,
    gray_large: Vec<usize>,
    large_threshold: usize,
    stats: &'h mut Stats,
    /// Weak tables copied in this collection (`weak.rs`).
    weak: Vec<usize>,
    /// Cheney's scan pointer over to-space, kept across drains (the weak
    /// pass drains again after evacuating weak values).
    scan_cursor: Cursor,
}

impl Major<'_> {
    #[inline]
    fn evacuate(&mut self, v: Value) -> Value {
        let a = v.addr();
        let young = a.wrapping_sub(self.eden_lo) < self.eden_hi - self.eden_lo
            || a.wrapping_sub(self.surv_lo) < self.surv_hi - self.surv_lo;
        if !young {
            match self.region.owner_of(a) {
                Some(id) if id == self.from_id => {}
                // To-space (already a copy), or a young block outside the
                // eden and survivor space (a stale pointer: KILN_GC_VERIFY).
                Some(_) => return v,
                None => {
                    // SAFETY: outside the region a reference is a large
                    // object or static data; both are readable.
                    let h = unsafe { header(a) };
                    if h.has(FLAG_LARGE) {
                        // SAFETY: a live large object.
                        if unsafe { LargeSpace::mark(a) } {
                            self.gray_large.push(a);
                        }
                    } else {
                        debug_assert!(
                            h.has(FLAG_STATIC),
                            "{h:?} at {a:#x} is neither heap nor static"
                        );
                    }
                    return v;
                }
            }
        }
        // SAFETY: `a` is an object in from-space, not yet released.
        let h = unsafe { header(a) };
        if h.is_forwarded() {
            return v.with_addr(h.forwardee());
        }
        let size = h.size();
        // A census before this collection left its mark (census.rs).
        let h = h.without(FLAG_REMEMBERED | FLAG_MARKED);
        let (to, h) = if size > self.large_threshold {
            let to = self
                .large
                .alloc_adopted(size)
                .unwrap_or_else(|| super::fatal("cannot map a large object"));
            self.gray_large.push(to);
            (to, h.with(FLAG_LARGE).with(FLAG_MARKED))
        } else {
            let to = self
                .to
                .alloc(self.region, size)
                .unwrap_or_else(|| super::fatal("the heap region is exhausted"));
            (to, h)
        };
        if young {
            self.stats.promoted_bytes += size as u64;
        }
        // SAFETY: `to` is fresh space of `size` bytes, disjoint from `a`.
        unsafe {
            std::ptr::copy_nonoverlapping(a as *const u8, to as *mut u8, size);
            set_header(to, h);
            set_header(a, Header(to as u64 | 1));
        }
        self.stats.moved_objects += 1;
        self.stats.moved_bytes += size as u64;
        v.with_addr(to)
    }

    fn scan(&mut self, obj: usize) {
        // SAFETY: `obj` is a to-space copy or a marked large object.
        if unsafe { header(obj) }.kind() == KL_KIND_WEAK_TABLE {
            self.weak.push(obj);
            return;
        }
        // SAFETY: `obj` is a to-space copy or a marked large object.
        unsafe { for_each_ref(obj, |slot| *slot = self.evacuate(*slot)) };
    }

    fn drain(&mut self) {
        loop {
            let mut cur = self.scan_cursor;
            let next = self.to.next_unscanned(&mut cur);
            self.scan_cursor = cur;
            if let Some(obj) = next {
                self.scan(obj);
            } else if let Some(obj) = self.gray_large.pop() {
                self.scan(obj);
            } else {
                break;
            }
        }
    }
}

/// Runs a major collection. Returns the evacuated spaces (eden, survivor
/// space, the old chunks, dead large objects) for the caller to retire; the
/// new old space is installed, the eden is not.
pub(super) fn collect(th: &mut Thread) -> Retired {
    let eden_top = th.alloc_top as usize;
    let (heap, mut roots, _) = roots::split(th);
    let st: &mut State = heap.state_mut();
    let eden = Block {
        index: st.nursery.eden,
        start: st.nursery.eden_start,
        top: eden_top,
    };
    let survivor = st.nursery.survivor.take();
    let (surv_lo, surv_hi) = survivor.map_or((0, 0), |b| (b.start, b.top));
    let to_id = st.next_space_id;
    // Ids skip region::FREE (0) and region::YOUNG (u32::MAX).
    st.next_space_id = if to_id + 1 == u32::MAX { 1 } else { to_id + 1 };
    let mut m = Major {
        eden_lo: eden.start,
        eden_hi: eden.top,
        surv_lo,
        surv_hi,
        from_id: st.old.id,
        to: OldSpace::new(to_id),
        region: &mut st.region,
        large: &mut st.large,
        gray_large: Vec::new(),
        large_threshold: st.config.large_object_bytes,
        stats: &mut st.stats,
        weak: Vec::new(),
        // The to-space starts empty: scan it from its first object.
        scan_cursor: Cursor::start(),
    };
    // Mark the large objects copied in from the young generation during
    // this collection as we go; the pre-existing ones are marked on reach.
    roots.for_each(|_, slot| *slot = m.evacuate(*slot));
    m.drain();
    super::weak::process(&mut m);
    let to = m.to;
    roots.finish(heap);
    let st = heap.state_mut();
    let dead = st.large.sweep();
    st.stats.large_freed += dead.len() as u64;
    st.remembered.clear();
    st.remembered_slots.clear();
    let from = std::mem::replace(&mut st.old, to);
    // Eden last, as in a minor collection: it is reused first.
    let young = survivor.into_iter().chain([eden]).collect();
    Retired {
        young,
        chunks: from.chunks,
        large: dead,
    }
}

impl super::weak::Tracer for Major<'_> {
    fn reached(&mut self, v: Value) -> Option<Value> {
        let a = v.addr();
        let young = a.wrapping_sub(self.eden_lo) < self.eden_hi - self.eden_lo
            || a.wrapping_sub(self.surv_lo) < self.surv_hi - self.surv_lo;
        if !young {
            match self.region.owner_of(a) {
                Some(id) if id == self.from_id => {}
                // To-space: already a copy.
                Some(_) => return Some(v),
                None => {
                    // SAFETY: outside the region a reference is a large
                    // object or static data; both are readable.
                    let h = unsafe { header(a) };
                    return (!h.has(FLAG_LARGE) || h.has(FLAG_MARKED)).then_some(v);
                }
            }
        }
        // SAFETY: `a` is an object in from-space, not yet released.
        let h = unsafe { header(a) };
        h.is_forwarded().then(|| v.with_addr(h.forwardee()))
    }
    fn evacuate(&mut self, v: Value) -> Value {
        Major::evacuate(self, v)
    }
    fn drain(&mut self) {
        Major::drain(self);
    }
    fn weak_tables(&mut self) -> &mut Vec<usize> {
        &mut self.weak
    }
    fn finish_table(&mut self, _table: usize, _refs: &mut dyn Iterator<Item = Value>) {
        // After a major collection nothing is young.
    }
}
