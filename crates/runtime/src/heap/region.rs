//! The heap region: one address-space reservation per thread holding the
//! young generation (its first bytes, so the write barrier's young test is
//! one range check) followed by every old-space chunk.
//!
//! The region is reserved `PROT_NONE` (address space only, no commit charge
//! even under strict overcommit); a chunk is committed when an old space
//! takes it and decommitted when it is released. A side table says which old
//! space owns each chunk, so the major collector answers "is this address in
//! from-space?" with one load, and a second table records which collection
//! last retired each chunk, which the fault handler of `protect.rs` reads to
//! name the collection behind a stale access.

use super::config::CHUNK;
use super::os;
use std::sync::atomic::{AtomicU64, Ordering};

const CHUNK_SHIFT: u32 = CHUNK.trailing_zeros();

/// `owner` of a chunk no space holds.
pub const FREE: u32 = 0;
/// `owner` of the chunks of the young area.
pub const YOUNG: u32 = u32::MAX;

pub struct Region {
    base: usize,
    size: usize,
    young_bytes: usize,
    /// Per chunk: FREE, YOUNG or the id of the old space that holds it.
    owner: Vec<u32>,
    /// Per chunk: the label of the collection that last retired it (0: never).
    labels: Box<[AtomicU64]>,
    /// Released old chunks, reused before untouched ones.
    free: Vec<u32>,
    /// The first old chunk never handed out.
    next: u32,
    in_use: usize,
}

impl Region {
    /// Reserves a region of `young_bytes` of young area plus `old_bytes` of
    /// old chunks (both multiples of [`CHUNK`]). `None` if the system refuses.
    pub fn new(young_bytes: usize, old_bytes: usize) -> Option<Region> {
        debug_assert!(young_bytes.is_multiple_of(CHUNK) && old_bytes.is_multiple_of(CHUNK));
        let size = young_bytes + old_bytes;
        let base = os::reserve_inaccessible(size)? as usize;
        let n = size >> CHUNK_SHIFT;
        let mut owner = vec![FREE; n];
        owner[..young_bytes >> CHUNK_SHIFT].fill(YOUNG);
        Some(Region {
            base,
            size,
            young_bytes,
            owner,
            // Zeroed allocation: untouched pages of the table cost nothing.
            // SAFETY: an all-zero AtomicU64 is a valid AtomicU64 (0).
            labels: unsafe { Box::new_zeroed_slice(n).assume_init() },
            free: Vec::new(),
            next: (young_bytes >> CHUNK_SHIFT) as u32,
            in_use: 0,
        })
    }

    pub fn base(&self) -> usize {
        self.base
    }
    pub fn size(&self) -> usize {
        self.size
    }
    pub fn young_bytes(&self) -> usize {
        self.young_bytes
    }
    /// The label table, for the fault handler's registry.
    pub fn labels(&self) -> &[AtomicU64] {
        &self.labels
    }
    /// Old chunks currently held by some space.
    pub fn chunks_in_use(&self) -> usize {
        self.in_use
    }

    #[inline]
    fn index(&self, addr: usize) -> Option<usize> {
        let off = addr.wrapping_sub(self.base);
        (off < self.size).then_some(off >> CHUNK_SHIFT)
    }

    /// The owner of the chunk holding `addr`, `None` outside the region.
    #[inline]
    pub fn owner_of(&self, addr: usize) -> Option<u32> {
        self.index(addr).map(|i| self.owner[i])
    }

    /// Takes a free chunk for old space `owner` and commits it. `None` when
    /// the region (or the system's commit charge) is exhausted.
    pub fn take_chunk(&mut self, owner: u32) -> Option<usize> {
        debug_assert!(owner != FREE && owner != YOUNG);
        let idx = match self.free.pop() {
            Some(i) => i,
            None if ((self.next as usize) << CHUNK_SHIFT) < self.size => {
                self.next += 1;
                self.next - 1
            }
            None => return None,
        };
        let addr = self.base + ((idx as usize) << CHUNK_SHIFT);
        // SAFETY: the chunk lies inside our reservation and no space holds it.
        if !unsafe { os::commit(addr as *mut u8, CHUNK) } {
            self.free.push(idx);
            return None;
        }
        self.owner[idx as usize] = owner;
        self.in_use += 1;
        Some(addr)
    }

    /// Returns an old chunk to the free pool and its pages to the system.
    ///
    /// # Safety
    /// `addr` is the start of a chunk from [`take_chunk`](Self::take_chunk)
    /// that holds nothing live.
    pub unsafe fn release_chunk(&mut self, addr: usize) {
        let idx = self.index(addr).expect("chunk inside the region");
        debug_assert!(self.owner[idx] != FREE && self.owner[idx] != YOUNG);
        // SAFETY: the caller guarantees the chunk is ours and dead.
        unsafe { os::decommit(addr as *mut u8, CHUNK) };
        self.owner[idx] = FREE;
        self.in_use -= 1;
        self.free.push(idx as u32);
    }

    /// Records that `[addr, addr + len)` was retired by the collection
    /// `label` names (see `protect::Label`).
    pub fn set_label(&self, addr: usize, len: usize, label: u64) {
        let (Some(first), Some(last)) = (self.index(addr), self.index(addr + len - 1)) else {
            return;
        };
        for l in &self.labels[first..=last] {
            l.store(label, Ordering::Release);
        }
    }

    /// The label of the chunk holding `addr`.
    pub fn label_of(&self, addr: usize) -> u64 {
        self.index(addr)
            .map_or(0, |i| self.labels[i].load(Ordering::Acquire))
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        // SAFETY: the whole reservation is ours and its thread is done with it.
        unsafe { os::release(self.base as *mut u8, self.size) };
    }
}
