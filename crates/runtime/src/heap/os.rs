//! Address-space reservations from the operating system.

/// Reserves `bytes` of zeroed, readable and writable memory that is committed
/// only when touched. `None` if the system refuses.
pub fn reserve(bytes: usize) -> Option<*mut u8> {
    // SAFETY: an anonymous private mapping with no address hint has no
    // preconditions; we check for MAP_FAILED.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            libc::PROT_READ | libc::PROT_WRITE,
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
/// `[p, p + bytes)` must be a mapping from [`reserve`] that nothing uses any more.
pub unsafe fn release(p: *mut u8, bytes: usize) {
    // SAFETY: the caller guarantees the range is an unused mapping of ours.
    unsafe { libc::munmap(p.cast(), bytes) };
}
