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
use std::collections::HashSet;

struct Check<'a> {
    th: &'a Thread,
    /// Start of every live object.
    starts: HashSet<usize>,
}

/// Verifies the calling thread's heap; the error describes the first
/// violation found.
pub fn check(th: &Thread) -> Result<(), String> {
    let st = th.heap.state();
    let mut starts = HashSet::new();
    let mut objects = Vec::new();
    let eden = (st.nursery.eden_start, th.alloc_top as usize);
    let survivor = st.nursery.survivor_range();
    for (name, (lo, hi)) in [("eden", eden), ("survivor space", survivor)] {
        walk(name, lo, hi, &mut |obj| {
            objects.push((obj, true));
            starts.insert(obj);
        })?;
    }
    for c in &st.old.chunks {
        walk("old chunk", c.start, c.top, &mut |obj| {
            objects.push((obj, false));
            starts.insert(obj);
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
        starts.insert(o.addr);
    }
    let remembered: HashSet<usize> = st.remembered.iter().copied().collect();
    let slots: HashSet<usize> = st.remembered_slots.iter().copied().collect();
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
                    young_ref |= c.is_young(*slot) && !slots.contains(&at);
                }
            })
        };
        std::mem::replace(&mut err, Ok(()))?;
        if young_ref && !young && !remembered.contains(&obj) {
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
        if self.starts.contains(&a) {
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
