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
    /// Mappings of dead objects kept for reuse (see [`Self::recycle`]),
    /// sorted by size.
    cache: Vec<LargeObject>,
    /// Sum of the cached mappings' sizes.
    cached_bytes: usize,
}

/// At most this many bytes of dead mappings are kept for reuse: about
/// what a program allocates between two major collections when its live
/// heap is small (the trigger's floor), so pages freed by one major are
/// taken again before the next.
const CACHE_BYTES: usize = 32 << 20;
/// At most this many mappings are kept.
const CACHE_ENTRIES: usize = 512;

/// Sorts by mapping size (in pages, a key of 32 bits for 16 TB).
fn sort_by_size(v: &mut [LargeObject]) {
    crate::sort::sort_by_u32_key(v, |o| u32::try_from(o.map_bytes >> 12).unwrap_or(u32::MAX));
}

impl LargeSpace {
    /// Maps a new large object of `bytes` (or reuses a cached mapping of
    /// about that size). `None` if the system refuses.
    pub fn alloc(&mut self, bytes: usize) -> Option<usize> {
        let page = os::page_size();
        let map_bytes = bytes.div_ceil(page) * page;
        // The smallest cached mapping that fits, if it wastes at most an
        // eighth of itself.
        let i = self.cache.partition_point(|c| c.map_bytes < map_bytes);
        let fit = self
            .cache
            .get(i)
            .is_some_and(|c| c.map_bytes - map_bytes <= c.map_bytes / 8);
        let (addr, map_bytes) = if fit {
            let c = self.cache.remove(i);
            self.cached_bytes -= c.map_bytes;
            (c.addr, c.map_bytes)
        } else {
            (os::reserve(map_bytes)? as usize, map_bytes)
        };
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

    /// Keeps the mappings of the objects a major collection found dead for
    /// later allocations of about their sizes, and unmaps the rest and the
    /// mappings kept last time that no allocation took since. A program
    /// that grows a string past the threshold one `+=` at a time makes a
    /// new large object per step: reusing the pages of the dead ones
    /// spares a fresh mapping, its page faults and an unmap each time. The
    /// largest are kept first (a growing object needs them). bench/append:
    /// 4.28 s (3.52 s in the kernel) → 0.69 s, peak RSS 38 → 52 MB (node:
    /// 0.16 s, 58 MB); with an 8 MiB cache 2.72 s, 16 MiB 0.87 s.
    ///
    /// # Safety
    /// Nothing may use the objects in `dead` any more.
    pub unsafe fn recycle(&mut self, mut dead: Vec<LargeObject>) {
        // Minor collections free no large objects: the cache waits for
        // the next major.
        if dead.is_empty() {
            return;
        }
        for o in self.cache.drain(..) {
            // SAFETY: a cached mapping holds no object.
            unsafe { LargeSpace::free(o) };
        }
        self.cached_bytes = 0;
        sort_by_size(&mut dead);
        for o in dead.into_iter().rev() {
            if self.cache.len() < CACHE_ENTRIES && self.cached_bytes + o.map_bytes <= CACHE_BYTES {
                self.cached_bytes += o.map_bytes;
                self.cache.push(o);
            } else {
                // SAFETY: forwarded from the caller.
                unsafe { LargeSpace::free(o) };
            }
        }
        sort_by_size(&mut self.cache);
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
        for o in self.objects.drain(..).chain(self.cache.drain(..)) {
            // SAFETY: the heap is being torn down with its thread.
            unsafe { LargeSpace::free(o) };
        }
    }
}
