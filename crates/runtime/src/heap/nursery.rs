//! The young generation: equal blocks at the start of the heap region, one
//! of them the eden (compiled code bump-allocates in it through kiln.h's
//! `kl_alloc`, with `Thread::alloc_top`), one the survivor space holding the
//! objects that survived one minor collection.
//!
//! Without protection there are three blocks (eden, survivor, and the
//! survivor-to of the next minor), reused in place. Under
//! `KILN_GC_PROTECT_FROMSPACE` the evacuated blocks are quarantined, so the
//! area holds `2 × depth + 4` blocks and every minor takes fresh ones. A
//! block is address space only until touched, so the extra blocks cost no
//! memory.

use super::os;

/// A bump-allocated young block: objects in `[start, top)`.
#[derive(Clone, Copy, Debug)]
pub struct Block {
    pub index: usize,
    pub start: usize,
    pub top: usize,
}

impl Block {
    pub fn used(&self) -> usize {
        self.top - self.start
    }
}

pub struct Nursery {
    base: usize,
    block_bytes: usize,
    nblocks: usize,
    /// Blocks no space holds (committed or not).
    free: Vec<usize>,
    /// The eden's block; its bump pointer is `Thread::alloc_top`.
    pub eden: usize,
    pub eden_start: usize,
    pub eden_end: usize,
    /// Objects that survived one minor collection (promoted at the next).
    pub survivor: Option<Block>,
}

impl Nursery {
    /// The young area `[base, base + block_bytes × nblocks)`, reserved but
    /// not committed. Takes the first eden.
    pub fn new(base: usize, block_bytes: usize, nblocks: usize) -> Option<Nursery> {
        let mut n = Nursery {
            base,
            block_bytes,
            nblocks,
            free: (0..nblocks).rev().collect(),
            eden: 0,
            eden_start: 0,
            eden_end: 0,
            survivor: None,
        };
        n.eden = n.take_block()?;
        n.eden_start = n.block_start(n.eden);
        n.eden_end = n.eden_start + block_bytes;
        Some(n)
    }

    pub fn block_bytes(&self) -> usize {
        self.block_bytes
    }
    pub fn nblocks(&self) -> usize {
        self.nblocks
    }
    pub fn block_start(&self, index: usize) -> usize {
        self.base + index * self.block_bytes
    }

    /// Takes a free block and makes it writable. `None` if none is free or
    /// the system refuses the commit.
    pub fn take_block(&mut self) -> Option<usize> {
        let i = self.free.pop()?;
        // SAFETY: the block lies in the young area of our region and no space
        // holds it.
        if !unsafe { os::commit(self.block_start(i) as *mut u8, self.block_bytes) } {
            self.free.push(i);
            return None;
        }
        Some(i)
    }

    /// Returns a block whose objects are all dead or evacuated. `decommit`
    /// gives its pages back to the system (a quarantined block); otherwise it
    /// stays committed for reuse.
    ///
    /// # Safety
    /// Nothing live may remain in the block.
    pub unsafe fn give_back(&mut self, index: usize, decommit: bool) {
        debug_assert!(!self.free.contains(&index));
        if decommit {
            // SAFETY: the caller guarantees the block is dead.
            unsafe { os::decommit(self.block_start(index) as *mut u8, self.block_bytes) };
        }
        self.free.push(index);
    }

    pub fn free_blocks(&self) -> usize {
        self.free.len()
    }

    /// Installs a new, empty eden in block `index`.
    pub fn set_eden(&mut self, index: usize) {
        self.eden = index;
        self.eden_start = self.block_start(index);
        self.eden_end = self.eden_start + self.block_bytes;
    }

    /// The survivor objects, `[start, top)` (empty when there are none).
    pub fn survivor_range(&self) -> (usize, usize) {
        self.survivor.map_or((0, 0), |b| (b.start, b.top))
    }
}
