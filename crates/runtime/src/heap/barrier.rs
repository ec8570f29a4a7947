//! The write barrier and the remembered set.
//!
//! Every store of a reference into a heap object goes through the barrier:
//! compiled code through kiln.h's inline `kl_write_barrier` (slow path
//! [`kl_remember`]), runtime code through [`write_barrier`]. When an object
//! outside the young generation (old or large) receives a young reference,
//! the object is added once to the remembered set (its header's
//! `KL_HDR_REMEMBERED` flag deduplicates) and the next minor collection
//! treats its fields as roots. Stores into the elements of an array go
//! through the slot barrier ([`write_barrier_slot`], kiln.h's
//! `kl_write_barrier_slot`), which remembers the slot of a large store
//! instead. The young generation is one address range
//! (`Thread::young_lo`, `young_size`), so "is young" is one subtraction and
//! one compare.
//!
//! Stores that need no barrier: initialising stores into an object freshly
//! returned by an allocation function (before the next safepoint), because
//! an object the heap allocates outside the nursery is remembered at birth;
//! stores of non-references; stores into static objects (never written).

use super::object::{FLAG_LARGE, FLAG_REMEMBERED, header, set_header};
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
    if old_to_young(th, obj, v) {
        remember(th, obj as usize);
    }
}

/// Whether storing `v` into `obj` makes an old-to-young reference.
#[inline(always)]
fn old_to_young(th: &Thread, obj: *mut u8, v: Value) -> bool {
    v.is_ref() && is_young_addr(th, v.addr()) && !is_young_addr(th, obj as usize)
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

/// The barrier for a store of `v` into `slot`, an element of the store
/// `obj`: as [`write_barrier`], but a large store is remembered by the
/// slot ([`remember_slot`]).
#[inline(always)]
pub fn write_barrier_slot(th: &mut Thread, obj: *mut u8, slot: *mut Value, v: Value) {
    if old_to_young(th, obj, v) {
        remember_slot(th, obj as usize, slot as usize);
    }
}

/// Remembers `slot` of the large object `obj` (never moved, so the slot's
/// address stays valid until a major collection empties the set), or, for
/// any other object, the object. A large array that keeps receiving young
/// elements is then scanned slot by slot, not whole, at each minor
/// collection. A large object born since the last collection has no
/// `KL_HDR_LARGE` yet; it is remembered whole (it was at birth anyway).
#[cold]
#[inline(never)]
pub fn remember_slot(th: &mut Thread, obj: usize, slot: usize) {
    // SAFETY: as in `remember`.
    let h = unsafe { header(obj) };
    if h.has(FLAG_REMEMBERED) {
        return;
    }
    if h.has(FLAG_LARGE) {
        th.heap.state_mut().remembered_slots.push(slot);
        return;
    }
    remember(th, obj);
}

/// kiln.h's slow path of `kl_write_barrier_slot`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_remember_slot(th: &mut Thread, obj: *mut u8, slot: *mut Value) {
    remember_slot(th, obj as usize, slot as usize);
}

/// kiln.h's slow path of `kl_write_barrier`: `obj` is an old object that
/// just received a young reference.
#[unsafe(no_mangle)]
pub extern "C" fn kl_remember(th: &mut Thread, obj: *mut u8) {
    remember(th, obj as usize);
}
