//! BigInt values: what every program links about them.
//!
//! A BigInt is an immutable heap cell (kiln.h `KL_KIND_BIGINT`, a byte
//! body the collector copies without tracing) referenced by a value with
//! tag `KL_TAG_BIGINT`: a word holding the digit count and the sign, then
//! the magnitude's 32-bit digits, least significant first, with no leading
//! zero digit. Zero has no digits and is never negative, so equal BigInts
//! have equal cells and equality is a compare of words.
//!
//! Arithmetic, parsing and printing live in the BigInt group
//! (builtins/bigint.rs, with the `num-bigint` crate), linked only into a
//! program that names `BigInt` or has a BigInt literal: the only ways a
//! BigInt comes to exist. The always-linked operators reach it through
//! [`group`].

use crate::abi::*;
use crate::thread::Thread;
use crate::value::Value;

const SIGN_BIT: u64 = 1 << 32;

/// Allocates the BigInt of this sign and magnitude (leading zero digits
/// are dropped; a zero is never negative). Never collects.
pub fn alloc(th: &mut Thread, negative: bool, digits: &[u32]) -> Value {
    let n = digits.iter().rposition(|&d| d != 0).map_or(0, |i| i + 1);
    let digits = &digits[..n];
    let size = (16 + 4 * n).div_ceil(8) * 8;
    let p = crate::heap::alloc(th, size);
    let sign = if negative && n > 0 { SIGN_BIT } else { 0 };
    // SAFETY: a fresh allocation of `size` bytes: the header, the count
    // word, then room for `n` digits (the padding is zeroed so that equal
    // values have equal cells).
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_BIGINT << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        *(p.add(8) as *mut u64) = sign | n as u64;
        std::ptr::write_bytes(p.add(16), 0, size - 16);
        std::ptr::copy_nonoverlapping(digits.as_ptr(), p.add(16) as *mut u32, n);
    }
    Value::from_tagged(KL_TAG_BIGINT, p as usize)
}

/// The BigInt of a signed 64-bit integer. Never collects.
pub fn from_i64(th: &mut Thread, n: i64) -> Value {
    let m = n.unsigned_abs();
    alloc(th, n < 0, &[m as u32, (m >> 32) as u32])
}

/// The BigInt of an unsigned 64-bit integer. Never collects.
pub fn from_u64(th: &mut Thread, n: u64) -> Value {
    alloc(th, false, &[n as u32, (n >> 32) as u32])
}

/// The low 64 bits of the BigInt's two's complement (BigInt.asUintN(64,
/// v)): what a 64-bit element stores.
pub fn to_u64_wrapping(v: Value) -> u64 {
    let d = digits(v);
    let low = u64::from(d.first().copied().unwrap_or(0))
        | u64::from(d.get(1).copied().unwrap_or(0)) << 32;
    if is_negative(v) {
        low.wrapping_neg()
    } else {
        low
    }
}

/// Whether `v` is a BigInt.
#[inline]
pub fn is_bigint(v: Value) -> bool {
    v.tag() == KL_TAG_BIGINT
}

fn word(v: Value) -> u64 {
    debug_assert!(is_bigint(v));
    // SAFETY: a BigInt cell's second word is its count and sign.
    unsafe { *((v.addr() + 8) as *const u64) }
}

/// Whether the BigInt `v` is negative.
pub fn is_negative(v: Value) -> bool {
    word(v) & SIGN_BIT != 0
}

/// The magnitude's digits, least significant first: valid until the next
/// collection.
pub fn digits<'a>(v: Value) -> &'a [u32] {
    let n = (word(v) & 0xFFFF_FFFF) as usize;
    // SAFETY: the cell holds `n` digits after its two words.
    unsafe { std::slice::from_raw_parts((v.addr() + 16) as *const u32, n) }
}

pub fn is_zero(v: Value) -> bool {
    digits(v).is_empty()
}

/// Equality of two BigInts (their cells are canonical).
pub fn eq(a: Value, b: Value) -> bool {
    word(a) == word(b) && digits(a) == digits(b)
}

/// A hash of the value (Map and Set keys), the same for equal BigInts.
pub fn hash(v: Value) -> u64 {
    let mut h = word(v);
    for &d in digits(v) {
        h = (h.rotate_left(5) ^ u64::from(d)).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

static GROUP: std::sync::atomic::AtomicPtr<crate::builtins::link::BigIntGroup> =
    std::sync::atomic::AtomicPtr::new(std::ptr::null_mut());

/// Records the linked group (its `install`).
pub fn set_group(g: &'static crate::builtins::link::BigIntGroup) {
    GROUP.store(
        g as *const _ as *mut _,
        std::sync::atomic::Ordering::Relaxed,
    );
}

/// The BigInt group: a BigInt value exists only where it is linked.
pub fn group() -> &'static crate::builtins::link::BigIntGroup {
    let p = GROUP.load(std::sync::atomic::Ordering::Relaxed);
    assert!(
        !p.is_null(),
        "a BigInt exists only where its group is linked"
    );
    // SAFETY: set from a `&'static BigIntGroup`.
    unsafe { &*p }
}
