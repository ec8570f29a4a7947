//! `KILN_GC_VERIFY=1`: after every collection, walk the whole heap and
//! check that no root and no field of a live object points anywhere but at
//! the start of a live object (so never into evacuated space), that no live
//! object is forwarded or still marked (by a major collection or a
//! census), and that every old or large object holding a young reference
//! is in the remembered set (a large object's slot may be, in its stead).
//! Also available as `heap::verify`.

use super::object::{FLAG_LARGE, FLAG_MARKED, FLAG_STATIC, Header, POISON, for_each_ref, header};
use super::protect::RELEASED;
use super::region::{FREE, YOUNG};
use super::roots::for_each_root;
use crate::thread::Thread;
use crate::value::Value;

struct Check<'a> {
    th: &'a Thread,
    starts: Starts,
}

/// The start of every live object: a bitmap (a bit a word) for each
/// walked space, and the large objects sorted. Not a `HashSet`: with one
/// (SipHash) the hashing was 70% of a GC sweep run with verification, and
/// a sorted vector's binary search still 60% (perf on
/// test-files/promise_many_pending.ts: 29.5 s with verification, 23.4 s
/// with binary search, 9–10 s with the bitmaps, 1.7 s without
/// verification).
#[derive(Default)]
struct Starts {
    /// `(lo, hi, bits)`, sorted by `lo`; bit `i` is the word at `lo + 8i`.
    spaces: Vec<(usize, usize, Vec<u64>)>,
    large: Vec<usize>,
    /// The space the last lookup found: most references point into the
    /// space of the one before (a third of the remaining time was the
    /// search among the old chunks).
    last: std::cell::Cell<usize>,
}

impl Starts {
    fn space(&mut self, lo: usize, hi: usize) {
        let words = (hi - lo) / 8;
        self.spaces.push((lo, hi, vec![0; words.div_ceil(64)]));
    }

    /// Marks `obj`, in the space added last.
    fn mark(&mut self, obj: usize) {
        let (lo, _, bits) = self.spaces.last_mut().expect("a space");
        let i = (obj - *lo) / 8;
        bits[i / 64] |= 1 << (i % 64);
    }

    /// Sorts what was added, for [`Starts::holds`].
    fn seal(&mut self) {
        self.spaces.sort_unstable_by_key(|s| s.0);
        self.large.sort_unstable();
    }

    fn holds(&self, a: usize) -> bool {
        let within = |i: usize| self.spaces.get(i).is_some_and(|s| s.0 <= a && a < s.1);
        let mut i = self.last.get();
        if !within(i) {
            i = self.spaces.partition_point(|s| s.0 <= a).wrapping_sub(1);
            self.last.set(i);
        }
        match self.spaces.get(i) {
            Some((lo, hi, bits)) if *lo <= a && a < *hi => {
                let i = (a - lo) / 8;
                a.is_multiple_of(8) && bits[i / 64] & (1 << (i % 64)) != 0
            }
            _ => self.large.binary_search(&a).is_ok(),
        }
    }
}

/// Whether the sorted `set` holds `x`.
fn holds(set: &[usize], x: usize) -> bool {
    set.binary_search(&x).is_ok()
}

/// Verifies the calling thread's heap; the error describes the first
/// violation found.
pub fn check(th: &Thread) -> Result<(), String> {
    let st = th.heap.state();
    let mut objects = Vec::new();
    let mut starts = Starts::default();
    let eden = (st.nursery.eden_start, th.alloc_top as usize);
    let survivor = st.nursery.survivor_range();
    for (name, (lo, hi)) in [("eden", eden), ("survivor space", survivor)] {
        starts.space(lo, hi);
        walk(name, lo, hi, &mut |obj| {
            objects.push((obj, true));
            starts.mark(obj);
        })?;
    }
    for c in &st.old.chunks {
        starts.space(c.start, c.top);
        walk("old chunk", c.start, c.top, &mut |obj| {
            objects.push((obj, false));
            starts.mark(obj);
        })?;
    }
    for o in &st.large.objects {
        // SAFETY: a mapped large object.
        let h = unsafe { header(o.addr) };
        if h.is_forwarded() || h.size() != o.size || h.has(FLAG_MARKED) {
            return Err(format!(
                "large object at {:#x} has a bad header {h:?}",
                o.addr
            ));
        }
        objects.push((o.addr, false));
        starts.large.push(o.addr);
    }
    starts.seal();
    let sorted = |mut v: Vec<usize>| {
        v.sort_unstable();
        v
    };
    let remembered = sorted(st.remembered.to_vec());
    let slots = sorted(st.remembered_slots.to_vec());
    let c = Check { th, starts };
    let mut err = Ok(());
    for_each_root(th, |root, v| {
        if err.is_ok() {
            err = c
                .reference(v)
                .map_err(|e| format!("{root} holds {:#x}, {e}", v.0));
        }
    });
    std::mem::replace(&mut err, Ok(()))?;
    for (obj, young) in objects {
        // Young references not covered by a remembered slot.
        let mut young_ref = false;
        // SAFETY: a live object found by walking its space; the closure only reads.
        unsafe {
            for_each_ref(obj, |slot| {
                if err.is_ok() {
                    err = c.reference(*slot).map_err(|e| {
                        format!("a field of the object at {obj:#x} holds {:#x}, {e}", slot.0)
                    });
                    let at = slot as *const Value as usize;
                    young_ref |= c.is_young(*slot) && !holds(&slots, at);
                }
            })
        };
        std::mem::replace(&mut err, Ok(()))?;
        if young_ref && !young && !holds(&remembered, obj) {
            return Err(format!(
                "the old object at {obj:#x} refers to a young object but is not remembered"
            ));
        }
    }
    Ok(())
}

/// Walks the objects of `[lo, hi)`, checking each header.
fn walk(name: &str, lo: usize, hi: usize, f: &mut dyn FnMut(usize)) -> Result<(), String> {
    let mut p = lo;
    while p < hi {
        // SAFETY: `p` is the start of an object of a live space.
        let h = unsafe { header(p) };
        if h.0 == POISON
            || h.is_forwarded()
            || h.has(FLAG_MARKED)
            || h.size() < 8
            || !h.size().is_multiple_of(8)
            || p + h.size() > hi
        {
            return Err(format!(
                "the {name} object at {p:#x} has a bad header {h:?} ({:#x})",
                h.0
            ));
        }
        f(p);
        p += h.size();
    }
    Ok(())
}

impl Check<'_> {
    fn is_young(&self, v: Value) -> bool {
        v.addr().wrapping_sub(self.th.young_lo) < self.th.young_size
    }

    fn reference(&self, v: Value) -> Result<(), String> {
        let a = v.addr();
        if self.starts.holds(a) {
            return Ok(());
        }
        let st = self.th.heap.state();
        if let Some(owner) = st.region.owner_of(a) {
            let label = st.region.label_of(a);
            let what = match owner {
                YOUNG => "a young block that is neither the eden nor the survivor space",
                FREE => "a free heap chunk",
                id if id == st.old.id => "the old generation, but not at an object",
                _ => "a chunk of an evacuated old space",
            };
            let retired = match label >> 60 {
                1 | 2 => format!(
                    " (retired by {} collection #{}{})",
                    if label >> 60 == 1 { "minor" } else { "major" },
                    label & (RELEASED - 1),
                    if label & RELEASED != 0 {
                        ", released since"
                    } else {
                        ""
                    }
                ),
                _ => String::new(),
            };
            return Err(format!("which points into {what}{retired}"));
        }
        // Outside the region: a live large object (found above) or static data.
        // SAFETY: a reference outside the heap region must be static data,
        // which is readable; anything else is the corruption reported here
        // (and may fault first).
        let h: Header = unsafe { header(a) };
        if h.has(FLAG_STATIC) && !h.has(FLAG_LARGE) {
            Ok(())
        } else {
            Err(format!(
                "which is neither a live heap object nor static data (header {h:?})"
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Starts;

    #[test]
    fn starts_hold_object_starts_only() {
        let mut s = Starts::default();
        // Added out of address order, as old chunks can be.
        s.space(0x9000, 0x9100);
        s.mark(0x9000);
        s.mark(0x90f8);
        s.space(0x1000, 0x1400);
        s.mark(0x1008);
        s.mark(0x13f8);
        s.large = vec![0x50000, 0x20000];
        s.seal();
        for a in [0x9000, 0x90f8, 0x1008, 0x13f8, 0x20000, 0x50000] {
            assert!(s.holds(a), "{a:#x}");
        }
        // Interior words, unaligned addresses, the ends of spaces, gaps.
        for a in [
            0x9008, 0x9001, 0x9100, 0x1000, 0x100c, 0x1400, 0x8ff8, 0x0, 0x20008,
        ] {
            assert!(!s.holds(a), "{a:#x}");
        }
    }
}
