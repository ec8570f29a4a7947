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

/// The smallest eden (unless the block is smaller).
const EDEN_MIN: usize = 512 << 10;
/// About what a minor collection should copy (see [`Nursery::size_eden`]).
const PAUSE_COPY_BYTES: usize = 768 << 10;

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
    /// The end of the eden's block, which runtime allocation may fill.
    pub eden_end: usize,
    /// Where compiled code's allocation stops and asks for a collection:
    /// `eden_bytes` into the block ([`Nursery::size_eden`]).
    pub eden_limit: usize,
    eden_bytes: usize,
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
            eden_limit: 0,
            eden_bytes: block_bytes.min(EDEN_MIN),
            survivor: None,
        };
        let eden = n.take_block()?;
        n.set_eden(eden);
        Some(n)
    }

    /// The eden's size now (it grows with the survivors).
    pub fn eden_bytes(&self) -> usize {
        self.eden_bytes
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
        self.eden_limit = self.eden_start + self.eden_bytes;
    }

    /// Sizes the next eden from the minor collection that just ran, which
    /// copied `from_eden` bytes out of an eden filled to `used`, and
    /// `from_survivor` of the `survivors` bytes that had survived one
    /// collection already. A minor pause is mostly copying (and the first
    /// touch of the pages copied to): bench/livegc's first collection,
    /// with a whole 16 MiB eden of live strings, copied 9 MB in 11 ms.
    ///
    /// When most survivors die before their second collection, objects
    /// live about an eden's worth of allocation, and a larger eden lets
    /// them die young: it doubles (binary-trees' trees, which a 1 MiB eden
    /// kept copying and promoting, twice the run time). Otherwise the
    /// eden is sized so that at this survival rate a collection copies
    /// about [`PAUSE_COPY_BYTES`], within `[EDEN_MIN, block]`: the whole
    /// block when young objects die.
    pub fn size_eden(
        &mut self,
        used: usize,
        from_eden: usize,
        survivors: usize,
        from_survivor: usize,
    ) {
        if used == 0 {
            return;
        }
        let lo = self.block_bytes.min(EDEN_MIN);
        let want = if survivors > 0 && from_survivor < survivors / 2 {
            self.eden_bytes.saturating_mul(2)
        } else {
            // The next collection copies about rate × eden out of the eden,
            // and then, of what this one kept, the share that stays.
            let stay = if survivors > 0 {
                from_survivor as f64 / survivors as f64
            } else {
                1.0
            };
            let rate = from_eden.max(1) as f64 / used as f64;
            (PAUSE_COPY_BYTES as f64 / (rate * (1.0 + stay))) as usize
        };
        self.eden_bytes = want.clamp(lo, self.block_bytes) & !4095;
    }

    /// The survivor objects, `[start, top)` (empty when there are none).
    pub fn survivor_range(&self) -> (usize, usize) {
        self.survivor.map_or((0, 0), |b| (b.start, b.top))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLOCK: usize = 16 << 20;

    fn nursery() -> Nursery {
        let base = os::reserve_inaccessible(3 * BLOCK).expect("address space") as usize;
        Nursery::new(base, BLOCK, 3).expect("a first eden")
    }

    fn eden(n: &Nursery) -> usize {
        n.eden_limit - n.eden_start
    }

    #[test]
    fn starts_small_and_grows_to_the_block_when_young_objects_die() {
        let mut n = nursery();
        assert_eq!(eden(&n), EDEN_MIN);
        assert_eq!(n.eden_end - n.eden_start, BLOCK);
        // 1% of the eden survived, nothing was in the survivor space.
        n.size_eden(EDEN_MIN, EDEN_MIN / 100, 0, 0);
        n.set_eden(n.eden);
        assert_eq!(eden(&n), BLOCK);
    }

    #[test]
    fn long_lived_data_keeps_the_copy_per_collection_bounded() {
        let mut n = nursery();
        // Everything survives, and the survivors all survive again.
        n.size_eden(EDEN_MIN, EDEN_MIN, EDEN_MIN, EDEN_MIN);
        n.set_eden(n.eden);
        assert_eq!(eden(&n), EDEN_MIN);
        // Half of the eden survives and stays: (1 + 1) × rate × eden
        // ≈ PAUSE_COPY_BYTES.
        n.size_eden(4 << 20, 2 << 20, 1 << 20, 1 << 20);
        n.set_eden(n.eden);
        assert_eq!(eden(&n), PAUSE_COPY_BYTES);
    }

    #[test]
    fn survivors_that_die_before_their_second_collection_double_it() {
        let mut n = nursery();
        // Most of the eden survives once, but the survivor space died.
        n.size_eden(EDEN_MIN, EDEN_MIN, EDEN_MIN, EDEN_MIN / 10);
        n.set_eden(n.eden);
        assert_eq!(eden(&n), 2 * EDEN_MIN);
        for _ in 0..10 {
            n.size_eden(EDEN_MIN, EDEN_MIN, EDEN_MIN, 0);
        }
        n.set_eden(n.eden);
        assert_eq!(eden(&n), BLOCK, "never past the block");
    }
}
