//! Address-space reservations and page protection from the operating system.
//!
//! Everything the heap maps goes through here, so the footprint rules live in
//! one place: reservations are address space only (`MAP_NORESERVE`, or
//! `PROT_NONE` for the big heap region), pages are committed by first touch,
//! and a released range is replaced by a fresh `PROT_NONE` mapping, which
//! returns its pages to the system on every platform.

/// The system page size.
pub fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let n = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if n > 0 { n as usize } else { 4096 }
}

/// Reserves `bytes` of zeroed, readable and writable memory that is committed
/// only when touched. `None` if the system refuses.
pub fn reserve(bytes: usize) -> Option<*mut u8> {
    map(bytes, libc::PROT_READ | libc::PROT_WRITE)
}

/// Reserves `bytes` of address space with no access and no commit charge
/// (pages become usable through [`commit`]).
pub fn reserve_inaccessible(bytes: usize) -> Option<*mut u8> {
    map(bytes, libc::PROT_NONE)
}

fn map(bytes: usize, prot: i32) -> Option<*mut u8> {
    // SAFETY: an anonymous private mapping with no address hint has no
    // preconditions; we check for MAP_FAILED.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            prot,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    (p != libc::MAP_FAILED).then_some(p as *mut u8)
}

/// Returns a reservation to the system.
///
/// # Safety
/// `[p, p + bytes)` must be a mapping from this module that nothing uses any more.
pub unsafe fn release(p: *mut u8, bytes: usize) {
    // SAFETY: the caller guarantees the range is an unused mapping of ours.
    unsafe { libc::munmap(p.cast(), bytes) };
}

/// Makes `[p, p + bytes)` readable and writable. False if the system refuses
/// (out of commit charge under strict overcommit).
///
/// # Safety
/// The range must lie inside a reservation from this module.
#[must_use]
pub unsafe fn commit(p: *mut u8, bytes: usize) -> bool {
    // SAFETY: the caller guarantees the range is ours.
    unsafe { libc::mprotect(p.cast(), bytes, libc::PROT_READ | libc::PROT_WRITE) == 0 }
}

/// Makes `[p, p + bytes)` inaccessible, keeping its contents.
///
/// # Safety
/// The range must lie inside a reservation from this module, and nothing may
/// access it until it is committed again (an access faults).
pub unsafe fn protect(p: *mut u8, bytes: usize) {
    // SAFETY: the caller guarantees the range is ours and unused.
    let rc = unsafe { libc::mprotect(p.cast(), bytes, libc::PROT_NONE) };
    debug_assert_eq!(rc, 0, "mprotect(PROT_NONE) failed");
}

/// Gives the pages of `[p, p + bytes)` back to the system and leaves the
/// range reserved but inaccessible (a fresh `PROT_NONE` mapping over it).
///
/// # Safety
/// The range must lie inside a reservation from this module and hold nothing
/// anyone still uses.
pub unsafe fn decommit(p: *mut u8, bytes: usize) {
    // SAFETY: MAP_FIXED over our own reservation atomically replaces those
    // pages; the caller guarantees nothing uses them.
    let q = unsafe {
        libc::mmap(
            p.cast(),
            bytes,
            libc::PROT_NONE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | libc::MAP_FIXED,
            -1,
            0,
        )
    };
    if q == libc::MAP_FAILED {
        // The old pages stay mapped; correct, only less frugal.
        // SAFETY: as above.
        unsafe { protect(p, bytes) };
    }
}
