//! The old generation: a list of region chunks, bump-allocated in order.
//!
//! Minor collections promote into it; runtime allocations land in it when
//! the eden is full (they cannot collect). A major collection evacuates every
//! live object into a fresh `OldSpace` and retires the old one whole, so the
//! space never needs a free list and never fragments. Objects never straddle
//! chunks: they are at most `Config::large_object_bytes` (≤ a quarter chunk).

use super::config::CHUNK;
use super::object::header;
use super::region::Region;

#[derive(Clone, Copy, Debug)]
pub struct OldChunk {
    pub start: usize,
    /// Objects are in `[start, top)`.
    pub top: usize,
}

pub struct OldSpace {
    /// The owner id of this space's chunks in the region's side table.
    pub id: u32,
    pub chunks: Vec<OldChunk>,
    /// Bytes of objects (chunk tails excluded).
    pub used: usize,
}

/// A position in an old space: objects before it have been scanned.
#[derive(Clone, Copy, Debug)]
pub struct Cursor {
    chunk: usize,
    /// 0 before the chunk's start is known (the space was empty).
    addr: usize,
}

impl Cursor {
    /// Before the first object of a space.
    pub fn start() -> Cursor {
        Cursor { chunk: 0, addr: 0 }
    }
}

impl OldSpace {
    pub fn new(id: u32) -> OldSpace {
        OldSpace {
            id,
            chunks: Vec::new(),
            used: 0,
        }
    }

    /// Bump-allocates `bytes`, taking a new chunk when the current one is
    /// full. `None` when the region is exhausted.
    #[inline]
    pub fn alloc(&mut self, region: &mut Region, bytes: usize) -> Option<usize> {
        debug_assert!(bytes <= CHUNK / 4 && bytes.is_multiple_of(8));
        if let Some(c) = self.chunks.last_mut()
            && c.start + CHUNK - c.top >= bytes
        {
            let p = c.top;
            c.top += bytes;
            self.used += bytes;
            return Some(p);
        }
        self.alloc_in_new_chunk(region, bytes)
    }

    #[cold]
    fn alloc_in_new_chunk(&mut self, region: &mut Region, bytes: usize) -> Option<usize> {
        let start = region.take_chunk(self.id)?;
        self.chunks.push(OldChunk {
            start,
            top: start + bytes,
        });
        self.used += bytes;
        Some(start)
    }

    /// Committed bytes (whole chunks).
    pub fn capacity(&self) -> usize {
        self.chunks.len() * CHUNK
    }

    /// A cursor at the current end: objects allocated after this are
    /// returned by [`next_unscanned`](Self::next_unscanned).
    pub fn cursor_at_end(&self) -> Cursor {
        match self.chunks.last() {
            Some(c) => Cursor {
                chunk: self.chunks.len() - 1,
                addr: c.top,
            },
            None => Cursor { chunk: 0, addr: 0 },
        }
    }

    /// The next object at or after `cur`, advancing it; `None` when the
    /// cursor has caught up with allocation (Cheney's scan pointer).
    #[inline]
    pub fn next_unscanned(&self, cur: &mut Cursor) -> Option<usize> {
        loop {
            let c = self.chunks.get(cur.chunk)?;
            if cur.addr == 0 {
                cur.addr = c.start;
            }
            if cur.addr < c.top {
                let obj = cur.addr;
                // SAFETY: objects in [start, top) are complete copies with a
                // header (the collector writes header and body together).
                cur.addr += unsafe { header(obj) }.size();
                return Some(obj);
            }
            if cur.chunk + 1 >= self.chunks.len() {
                return None;
            }
            cur.chunk += 1;
            cur.addr = 0;
        }
    }

    /// Calls `f` with every object's address, in allocation order.
    pub fn for_each_object(&self, mut f: impl FnMut(usize)) {
        let mut cur = Cursor::start();
        while let Some(obj) = self.next_unscanned(&mut cur) {
            f(obj);
        }
    }
}
