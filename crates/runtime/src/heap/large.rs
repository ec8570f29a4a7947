//! The large-object space: objects above `Config::large_object_bytes`, each
//! in its own page-granular mapping, never moved. A major collection marks
//! the reachable ones (`KL_HDR_MARKED`) and frees the rest; minor
//! collections treat them as old (the remembered set, or the remembered
//! slots of `barrier::remember_slot`, cover their young referents).
//!
//! The allocator of an object writes its header after `alloc` returns, so
//! the space cannot flag its objects then. Every collection first "adopts"
//! the objects born since the last one, setting `KL_HDR_LARGE`; the
//! collectors tell a large object from a static one by that flag.

use super::object::{FLAG_LARGE, FLAG_MARKED, FLAG_REMEMBERED, header, set_header};
use super::os;

#[derive(Clone, Copy, Debug)]
pub struct LargeObject {
    pub addr: usize,
    /// The object's size in bytes.
    pub size: usize,
    /// The mapping's size (the size rounded up to pages).
    pub map_bytes: usize,
}

#[derive(Default)]
pub struct LargeSpace {
    pub objects: Vec<LargeObject>,
    /// `objects[newborn..]` have not been adopted yet.
    newborn: usize,
    /// Sum of the objects' sizes.
    pub bytes: usize,
}

impl LargeSpace {
    /// Maps a new large object of `bytes`. `None` if the system refuses.
    pub fn alloc(&mut self, bytes: usize) -> Option<usize> {
        let page = os::page_size();
        let map_bytes = bytes.div_ceil(page) * page;
        let addr = os::reserve(map_bytes)? as usize;
        self.objects.push(LargeObject {
            addr,
            size: bytes,
            map_bytes,
        });
        self.bytes += bytes;
        Some(addr)
    }

    /// Flags the objects allocated since the last collection as large; their
    /// allocators have written their headers by now (no safepoint comes
    /// between an allocation and its header).
    pub fn adopt_newborn(&mut self) {
        for o in &self.objects[self.newborn..] {
            // SAFETY: a live large object with a complete header.
            unsafe { set_header(o.addr, header(o.addr).with(FLAG_LARGE)) };
        }
        self.newborn = self.objects.len();
    }

    /// Registers an object the collector itself copied here (header already
    /// flagged). Call only right after [`adopt_newborn`](Self::adopt_newborn).
    pub fn alloc_adopted(&mut self, bytes: usize) -> Option<usize> {
        debug_assert_eq!(self.newborn, self.objects.len());
        let addr = self.alloc(bytes)?;
        self.newborn = self.objects.len();
        Some(addr)
    }

    /// Sets the mark of the large object at `addr`; true if it was unmarked.
    ///
    /// # Safety
    /// `addr` is a live large object.
    #[inline]
    pub unsafe fn mark(addr: usize) -> bool {
        // SAFETY: the caller guarantees a live large object (writable).
        let h = unsafe { header(addr) };
        if h.has(FLAG_MARKED) {
            return false;
        }
        // SAFETY: as above.
        unsafe { set_header(addr, h.with(FLAG_MARKED)) };
        true
    }

    /// After a major collection's marking: removes and returns the unmarked
    /// objects, and clears the marks (and the remembered flags: a major
    /// empties the remembered set) of the rest.
    pub fn sweep(&mut self) -> Vec<LargeObject> {
        debug_assert_eq!(self.newborn, self.objects.len());
        let mut dead = Vec::new();
        self.objects.retain(|o| {
            // SAFETY: every listed object is mapped and adopted.
            let h = unsafe { header(o.addr) };
            if h.has(FLAG_MARKED) {
                // SAFETY: as above.
                unsafe { set_header(o.addr, h.without(FLAG_MARKED).without(FLAG_REMEMBERED)) };
                true
            } else {
                dead.push(*o);
                false
            }
        });
        self.bytes -= dead.iter().map(|o| o.size).sum::<usize>();
        self.newborn = self.objects.len();
        dead
    }

    /// Unmaps a dead object.
    ///
    /// # Safety
    /// Nothing may use `o` any more.
    pub unsafe fn free(o: LargeObject) {
        // SAFETY: the caller guarantees the mapping is dead.
        unsafe { os::release(o.addr as *mut u8, o.map_bytes) };
    }
}

impl Drop for LargeSpace {
    fn drop(&mut self) {
        for o in self.objects.drain(..) {
            // SAFETY: the heap is being torn down with its thread.
            unsafe { LargeSpace::free(o) };
        }
    }
}
