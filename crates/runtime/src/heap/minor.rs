//! The minor collection: Cheney-style copying of the young generation.
//!
//! From-space is the eden plus the survivor space. An eden object that is
//! reached is copied to a fresh survivor space (age 1); a survivor-space
//! object (age 2), or an eden object when the survivor space is full, is
//! promoted: copied to the old generation. A young object above the
//! large-object threshold (compiled code may allocate one inline) moves to
//! the large-object space. The roots are the thread's roots plus the
//! remembered set; the scan then walks the new survivor space and the
//! promoted objects in allocation order, and the large objects copied in
//! this collection, until no unscanned copy remains.
//!
//! A copied old (promoted or remembered) object that still refers to a
//! young object afterwards is put back in the remembered set; a large
//! object, by the slots that do. Remembered slots are roots too.

use super::State;
use super::large::LargeSpace;
use super::nursery::Block;
use super::object::{FLAG_LARGE, FLAG_REMEMBERED, Header, for_each_ref, header, set_header};
use super::old::{Cursor, OldSpace};
use super::protect::Retired;
use super::region::Region;
use super::roots;
use super::stats::Stats;
use crate::abi::KL_KIND_WEAK_TABLE;
use crate::thread::Thread;
use crate::value::Value;

struct Minor<'h> {
    /// From-space: `[eden_lo, eden_hi)` and `[surv_lo, surv_hi)`.
    eden_lo: usize,
    eden_hi: usize,
    surv_lo: usize,
    surv_hi: usize,
    /// The new survivor space: `[to_lo, to_top)` copied, `to_end` its end,
    /// `to_scan` Cheney's scan pointer.
    to_lo: usize,
    to_top: usize,
    to_end: usize,
    to_scan: usize,
    old: &'h mut OldSpace,
    old_scan: Cursor,
    region: &'h mut Region,
    large: &'h mut LargeSpace,
    /// Large objects copied in this collection, not yet scanned.
    gray_large: Vec<usize>,
    /// The remembered set being rebuilt.
    remembered: Vec<usize>,
    /// The remembered slots of large objects being rebuilt.
    remembered_slots: Vec<usize>,
    large_threshold: usize,
    stats: &'h mut Stats,
    /// Weak tables copied or remembered in this collection (`weak.rs`).
    weak: Vec<usize>,
    /// Bytes copied out of the eden and out of the survivor space.
    from_eden: usize,
    from_survivor: usize,
}

impl Minor<'_> {
    /// The tests every reference goes through, inline in the scan loop:
    /// most references are to old objects or to copies already made.
    /// Measured (callgrind, binary-trees depth 16): as one out-of-line
    /// function, its prologue and epilogue were ~95 M of the minor
    /// collections' ~420 M instructions.
    #[inline(always)]
    fn evacuate(&mut self, v: Value) -> Value {
        let a = v.addr();
        let in_eden = a.wrapping_sub(self.eden_lo) < self.eden_hi - self.eden_lo;
        if !in_eden && a.wrapping_sub(self.surv_lo) >= self.surv_hi - self.surv_lo {
            return v;
        }
        // SAFETY: `a` is an object in from-space, not yet released.
        let h = unsafe { header(a) };
        if h.is_forwarded() {
            return v.with_addr(h.forwardee());
        }
        self.copy(v, h, in_eden)
    }

    /// Copies the from-space object `v` (header `h`, not yet forwarded).
    #[inline(never)]
    fn copy(&mut self, v: Value, h: Header, in_eden: bool) -> Value {
        let a = v.addr();
        let size = h.size();
        let (to, h) = if size > self.large_threshold {
            let to = self
                .large
                .alloc_adopted(size)
                .unwrap_or_else(|| super::fatal("cannot map a large object"));
            self.gray_large.push(to);
            self.stats.promoted_bytes += size as u64;
            (to, h.with(FLAG_LARGE))
        } else if in_eden && self.to_end - self.to_top >= size {
            let to = self.to_top;
            self.to_top += size;
            (to, h)
        } else {
            let to = self
                .old
                .alloc(self.region, size)
                .unwrap_or_else(|| super::fatal("the heap region is exhausted"));
            self.stats.promoted_bytes += size as u64;
            (to, h)
        };
        // SAFETY: `to` is fresh space of `size` bytes, disjoint from `a`.
        unsafe {
            std::ptr::copy_nonoverlapping(a as *const u8, to as *mut u8, size);
            set_header(to, h);
            set_header(a, Header(to as u64 | 1));
        }
        self.stats.moved_objects += 1;
        self.stats.moved_bytes += size as u64;
        if in_eden {
            self.from_eden += size;
        } else {
            self.from_survivor += size;
        }
        v.with_addr(to)
    }

    /// Evacuates the referents of `obj`; re-remembers `obj` if it is not
    /// young and still refers to a young (new survivor) object.
    fn scan(&mut self, obj: usize, obj_is_young: bool) {
        // SAFETY: `obj` is a live copy or a remembered old object.
        if unsafe { header(obj) }.kind() == KL_KIND_WEAK_TABLE {
            self.weak.push(obj);
            return;
        }
        // SAFETY: `obj` is a live copy or a remembered old object.
        if !obj_is_young && unsafe { header(obj) }.has(FLAG_LARGE) {
            self.scan_large(obj);
            return;
        }
        let mut young_ref = false;
        // SAFETY: as above.
        unsafe {
            for_each_ref(obj, |slot| {
                *slot = self.evacuate(*slot);
                young_ref |= slot.addr().wrapping_sub(self.to_lo) < self.to_top - self.to_lo;
            })
        };
        if young_ref && !obj_is_young {
            // SAFETY: as above; old objects are writable.
            unsafe { set_header(obj, header(obj).with(FLAG_REMEMBERED)) };
            self.remembered.push(obj);
        }
    }

    /// [`Minor::scan`] of a large object: it never moves, so it is
    /// re-remembered by the slots that still hold young references, not
    /// whole. Apart, so that the common scan's loop stays small enough to
    /// be inlined (with the slot test in it, binary-trees' minor
    /// collections took 33% more instructions).
    #[inline(never)]
    fn scan_large(&mut self, obj: usize) {
        // SAFETY: a live large object.
        unsafe {
            for_each_ref(obj, |slot| {
                *slot = self.evacuate(*slot);
                if slot.addr().wrapping_sub(self.to_lo) < self.to_top - self.to_lo {
                    self.remembered_slots.push(slot as *mut Value as usize);
                }
            })
        };
    }

    /// Cheney's loop over every kind of to-space until all copies are scanned.
    fn drain(&mut self) {
        loop {
            if self.to_scan < self.to_top {
                let obj = self.to_scan;
                // SAFETY: a complete copy in the new survivor space.
                self.to_scan += unsafe { header(obj) }.size();
                self.scan(obj, true);
            } else if let Some(obj) = self.old.next_unscanned(&mut self.old_scan) {
                self.scan(obj, false);
            } else if let Some(obj) = self.gray_large.pop() {
                self.scan(obj, false);
            } else {
                break;
            }
        }
    }
}

/// Runs a minor collection. Returns the evacuated blocks (eden, old
/// survivor space) for the caller to retire; the new survivor space is
/// installed, the eden is not (the caller takes a fresh one).
pub(super) fn collect(th: &mut Thread) -> Retired {
    let eden_top = th.alloc_top as usize;
    let (heap, mut roots, _) = roots::split(th);
    let st: &mut State = heap.state_mut();
    let block_bytes = st.nursery.block_bytes();
    let to_index = st
        .nursery
        .take_block()
        .unwrap_or_else(|| super::fatal("no free young block"));
    let to_lo = st.nursery.block_start(to_index);
    let (surv_lo, surv_hi) = st.nursery.survivor_range();
    let eden = Block {
        index: st.nursery.eden,
        start: st.nursery.eden_start,
        top: eden_top,
    };
    let old_survivor = st.nursery.survivor.take();
    let old_scan = st.old.cursor_at_end();
    let large_threshold = st.config.large_object_bytes;
    // Each object and slot once: an object remembered at birth may be
    // remembered again by a barrier, and a slot is listed at every young
    // store into it (without this, a loop storing fresh objects into the
    // same slots of a large array grew the list at every collection).
    let mut old_remembered = std::mem::take(&mut st.remembered);
    old_remembered.sort_unstable();
    old_remembered.dedup();
    let mut old_slots = std::mem::take(&mut st.remembered_slots);
    old_slots.sort_unstable();
    old_slots.dedup();
    let mut m = Minor {
        eden_lo: eden.start,
        eden_hi: eden.top,
        surv_lo,
        surv_hi,
        to_lo,
        to_top: to_lo,
        to_end: to_lo + block_bytes,
        to_scan: to_lo,
        old: &mut st.old,
        old_scan,
        region: &mut st.region,
        large: &mut st.large,
        gray_large: Vec::new(),
        remembered: Vec::with_capacity(old_remembered.len()),
        remembered_slots: Vec::new(),
        large_threshold,
        stats: &mut st.stats,
        weak: Vec::new(),
        from_eden: 0,
        from_survivor: 0,
    };
    roots.for_each(|_, slot| *slot = m.evacuate(*slot));
    // The remembered set: clear every flag first, so that a duplicate entry
    // is scanned once (the flag is set again only by a re-remembering scan).
    for &obj in &old_remembered {
        // SAFETY: remembered objects are live old or large objects (or dead
        // ones not yet collected by a major), all mapped and writable.
        unsafe { set_header(obj, header(obj).without(FLAG_REMEMBERED)) };
    }
    for &obj in &old_remembered {
        // SAFETY: as above.
        if !unsafe { header(obj) }.has(FLAG_REMEMBERED) {
            m.scan(obj, false);
        }
    }
    for &a in &old_slots {
        let slot = a as *mut Value;
        // SAFETY: a remembered slot of a large object, which stays mapped
        // and in place until a major collection empties this list. It may
        // hold anything by now: only a reference is evacuated (a number's
        // low bits can look like a young address).
        unsafe {
            if (*slot).is_ref() {
                *slot = m.evacuate(*slot);
                if (*slot).addr().wrapping_sub(m.to_lo) < m.to_top - m.to_lo {
                    m.remembered_slots.push(a);
                }
            }
        }
    }
    m.drain();
    super::weak::process(&mut m);
    let (to_top, remembered) = (m.to_top, m.remembered);
    let remembered_slots = m.remembered_slots;
    let (from_eden, from_survivor) = (m.from_eden, m.from_survivor);
    roots.finish(heap);
    let st = heap.state_mut();
    st.remembered = remembered;
    st.remembered_slots = remembered_slots;
    st.nursery
        .size_eden(eden.used(), from_eden, surv_hi - surv_lo, from_survivor);
    st.nursery.survivor = Some(Block {
        index: to_index,
        start: to_lo,
        top: to_top,
    });
    // Eden last: released blocks are reused last-in first-out, so without
    // protection the eden stays in the same (already touched) block.
    let mut retired = Retired::default();
    retired.young.extend(old_survivor);
    retired.young.push(eden);
    retired
}

impl super::weak::Tracer for Minor<'_> {
    fn reached(&mut self, v: Value) -> Option<Value> {
        let a = v.addr();
        let from = a.wrapping_sub(self.eden_lo) < self.eden_hi - self.eden_lo
            || a.wrapping_sub(self.surv_lo) < self.surv_hi - self.surv_lo;
        if !from {
            // Old, large and static objects are not collected here.
            return Some(v);
        }
        // SAFETY: `a` is an object in from-space, not yet released.
        let h = unsafe { header(a) };
        h.is_forwarded().then(|| v.with_addr(h.forwardee()))
    }
    fn evacuate(&mut self, v: Value) -> Value {
        Minor::evacuate(self, v)
    }
    fn drain(&mut self) {
        Minor::drain(self);
    }
    fn weak_tables(&mut self) -> &mut Vec<usize> {
        &mut self.weak
    }
    fn finish_table(&mut self, table: usize, refs: &mut dyn Iterator<Item = Value>) {
        let young = |a: usize| a.wrapping_sub(self.to_lo) < self.to_top - self.to_lo;
        if young(table) {
            return;
        }
        let mut has_young = false;
        for v in refs {
            if young(v.addr()) {
                has_young = true;
                break;
            }
        }
        if has_young {
            // SAFETY: an old or large weak table, live and writable.
            let h = unsafe { header(table) };
            if !h.has(FLAG_REMEMBERED) {
                // SAFETY: as above.
                unsafe { set_header(table, h.with(FLAG_REMEMBERED)) };
                self.remembered.push(table);
            }
        }
    }
}
