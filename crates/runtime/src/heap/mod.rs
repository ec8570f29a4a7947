//! The heap. This first version only allocates: bump allocation in chunks,
//! never collecting. The heap issue replaces it with the generational
//! collector; its entry points (`alloc`, `kl_alloc_slow`, `kl_safepoint`)
//! keep their contracts.

pub mod os;

use crate::thread::Thread;

const CHUNK: usize = 8 << 20;

/// Every chunk this thread allocated from.
pub struct Heap {
    chunks: Vec<(*mut u8, usize)>,
}

impl Heap {
    pub fn new() -> Heap {
        Heap { chunks: Vec::new() }
    }
}

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

impl Drop for Heap {
    fn drop(&mut self) {
        for &(p, n) in &self.chunks {
            // SAFETY: the chunk came from os::reserve and its thread is gone.
            unsafe { os::release(p, n) };
        }
    }
}

/// Sets up the thread's allocation region.
pub fn attach(th: &mut Thread) {
    new_chunk(th, CHUNK);
}

fn new_chunk(th: &mut Thread, bytes: usize) {
    let size = bytes.max(CHUNK);
    let p = os::reserve(size).unwrap_or_else(|| crate::error::fatal("JavaScript heap out of memory"));
    th.heap.chunks.push((p, size));
    th.alloc_top = p;
    // SAFETY: the chunk holds `size` bytes.
    th.alloc_limit = unsafe { p.add(size) };
}

/// Allocates `bytes` (a multiple of 8, header included) for the runtime.
/// Never collects, so values the caller holds stay valid.
pub fn alloc(th: &mut Thread, bytes: usize) -> *mut u8 {
    debug_assert!(bytes % 8 == 0);
    let top = th.alloc_top;
    if (th.alloc_limit as usize - top as usize) < bytes {
        new_chunk(th, bytes);
        return alloc(th, bytes);
    }
    // SAFETY: checked above that the bump region holds `bytes` more.
    th.alloc_top = unsafe { top.add(bytes) };
    top
}

/// Compiled code's allocation slow path. May collect: the caller keeps every
/// live reference in its shadow-stack frame.
#[unsafe(no_mangle)]
pub extern "C" fn kl_alloc_slow(th: &mut Thread, bytes: usize) -> *mut u8 {
    alloc(th, bytes)
}

/// A safepoint requested through `Thread::request_safepoint`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_safepoint(th: &mut Thread) {
    th.clear_safepoint();
}
