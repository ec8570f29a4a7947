//! The write barrier and the remembered set.
//!
//! Every store of a reference into a heap object goes through the barrier:
//! compiled code through kiln.h's inline `kl_write_barrier` (slow path
//! [`kl_remember`]), runtime code through [`write_barrier`]. When an object
//! outside the young generation (old or large) receives a young reference,
//! the object is added once to the remembered set (its header's
//! `KL_HDR_REMEMBERED` flag deduplicates) and the next minor collection
//! treats its fields as roots. The young generation is one address range
//! (`Thread::young_lo`, `young_size`), so "is young" is one subtraction and
//! one compare.
//!
//! Stores that need no barrier: initialising stores into an object freshly
//! returned by an allocation function (before the next safepoint), because
//! an object the heap allocates outside the nursery is remembered at birth;
//! stores of non-references; stores into static objects (never written).

use super::object::{FLAG_REMEMBERED, header, set_header};
use crate::thread::Thread;
use crate::value::Value;

/// True when `addr` lies in the young generation.
#[inline(always)]
pub fn is_young_addr(th: &Thread, addr: usize) -> bool {
    addr.wrapping_sub(th.young_lo) < th.young_size
}

/// The barrier for a store of `v` into a field of the heap object `obj`
/// (before or after the store: no collection can come between).
#[inline(always)]
pub fn write_barrier(th: &mut Thread, obj: *mut u8, v: Value) {
    if v.is_ref() && is_young_addr(th, v.addr()) && !is_young_addr(th, obj as usize) {
        remember(th, obj as usize);
    }
}

/// Adds the old object `obj` to the remembered set unless it is already there.
#[cold]
#[inline(never)]
pub fn remember(th: &mut Thread, obj: usize) {
    // SAFETY: `obj` is a live, writable (non-static) heap object: the caller
    // just stored into it.
    let h = unsafe { header(obj) };
    if h.has(FLAG_REMEMBERED) {
        return;
    }
    // SAFETY: as above.
    unsafe { set_header(obj, h.with(FLAG_REMEMBERED)) };
    th.heap.state_mut().remembered.push(obj);
}

/// kiln.h's slow path of `kl_write_barrier`: `obj` is an old object that
/// just received a young reference.
#[unsafe(no_mangle)]
pub extern "C" fn kl_remember(th: &mut Thread, obj: *mut u8) {
    remember(th, obj as usize);
}
