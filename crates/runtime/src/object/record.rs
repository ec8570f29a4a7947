//! Internal records: `KL_KIND_RECORD` stores, a header and values, which
//! the collector traces like any value-body object and which JavaScript
//! never sees (a suspended function's saved variables, a promise's
//! reactions, the state its resolving functions share).

use crate::abi::*;
use crate::heap;
use crate::thread::Thread;
use crate::value::Value;

/// A record of `n` values, all undefined. Runtime allocation never
/// collects.
pub fn new(th: &mut Thread, n: usize) -> Value {
    let size = 8 * (1 + n);
    let p = heap::alloc(th, size) as usize;
    // SAFETY: a fresh allocation of `size` bytes: the header, then `n`
    // values.
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_RECORD << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        for i in 0..n {
            *(p as *mut Value).add(1 + i) = Value::UNDEFINED;
        }
    }
    Value::from_tagged(KL_TAG_OBJECT, p)
}

/// A record holding `values`.
pub fn of(th: &mut Thread, values: &[Value]) -> Value {
    let r = new(th, values.len());
    // A fresh record needs no barrier (it is young, or remembered at birth
    // when allocated outside the eden).
    for (i, &v) in values.iter().enumerate() {
        // SAFETY: slot `i` of the record just made.
        unsafe { *(r.addr() as *mut Value).add(1 + i) = v };
    }
    r
}

/// Slot `i` of record `r`.
pub fn get(r: Value, i: usize) -> Value {
    debug_assert!(i < len(r));
    // SAFETY: `r` is a live record with more than `i` slots.
    unsafe { *(r.addr() as *const Value).add(1 + i) }
}

/// Stores slot `i` of record `r`, with the write barrier.
pub fn set(th: &mut Thread, r: Value, i: usize, v: Value) {
    debug_assert!(i < len(r));
    // SAFETY: as in `get`.
    let slot = unsafe { (r.addr() as *mut Value).add(1 + i) };
    // SAFETY: as above.
    unsafe { *slot = v };
    heap::write_barrier_slot(th, r.addr() as *mut u8, slot, v);
}

/// How many values the record holds.
pub fn len(r: Value) -> usize {
    // SAFETY: `r` is a live record: its header gives its size.
    let hdr = unsafe { *(r.addr() as *const u64) };
    ((hdr >> KL_HDR_SIZE_SHIFT) as usize / 8) - 1
}
