//! Hashing of collection keys under SameValueZero, and objects' identity
//! hashes.
//!
//! **Where an object keeps its identity hash.** Objects move, so a hash
//! cannot be derived from an address. The header has no spare bits (kind,
//! flags, raw-word count and size fill it), and growing every object by a
//! word for the few used as keys would be waste. So the hash is stored the
//! way V8 once stored it: as a hidden own property under a private symbol
//! (`Realm::identity_hash_key`), added the first time the object becomes a
//! Map, Set, WeakMap or WeakSet key. Private symbols never show in
//! reflection (`own_keys`, inspection, JSON), the property is added even to
//! non-extensible objects (`object::define_internal`), and it travels with
//! the object when the collector moves it. Lookups of an object that never
//! got a hash answer "absent" without adding one.

use crate::abi::*;
use crate::object::{self, Obj, atom};
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;

/// Finalises a 64-bit hash into the 32 bits the tables use.
#[inline]
fn mix(mut h: u64) -> u32 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^= h >> 33;
    h as u32
}

/// murmur3's 32-bit finaliser: a bijection, so distinct counters give
/// distinct hashes.
fn fmix32(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

/// The hash of a string's content: the same for Latin-1 and UTF-16
/// storage of the same code units. 24 bits: a heap string keeps it in its
/// header's `flags` once computed (kiln.h `KL_STR_HASHED`), as strings
/// never change; looking a string key up again then skips the loop over
/// its characters (bench/churn's `users.get(name)`: ~80 → ~15
/// instructions a hash). A table of more than 2^23 string keys indexes
/// with only these bits (more collisions, same results).
pub fn string_hash(s: Value) -> u32 {
    let flags = string::header(s).flags;
    if flags & KL_STR_HASHED as u32 != 0 {
        return flags >> 8;
    }
    let h = content_hash(s) & 0xFF_FFFF;
    if !atom::is_static(s) {
        // SAFETY: a live heap string; its flags word is ours to extend (no
        // reference is stored, so no barrier).
        unsafe {
            (*(s.addr() as *mut crate::string::KlString)).flags |= KL_STR_HASHED as u32 | (h << 8)
        };
    }
    h
}

fn content_hash(s: Value) -> u32 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h: u64 = string::len(s) as u64;
    match string::units(s) {
        Units::Latin1(b) => {
            for &c in b {
                h = (h.rotate_left(5) ^ u64::from(c)).wrapping_mul(K);
            }
        }
        Units::Utf16(w) => {
            for &c in w {
                h = (h.rotate_left(5) ^ u64::from(c)).wrapping_mul(K);
            }
        }
    }
    mix(h)
}

/// The hash of a number under SameValueZero (`-0` is `+0`, every NaN the
/// same).
pub fn number_hash(d: f64) -> u32 {
    let bits = if d == 0.0 {
        0
    } else if d.is_nan() {
        f64::NAN.to_bits()
    } else {
        d.to_bits()
    };
    mix(bits)
}

/// The hash of `key`; for an object without an identity hash, one is
/// assigned when `create` is set, and `None` returned otherwise (such an
/// object cannot be a key of any table).
pub fn hash(th: &mut Thread, key: Value, create: bool) -> Option<u32> {
    if key.is_number() {
        Some(number_hash(key.as_number()))
    } else if key.is_string() {
        Some(string_hash(key))
    } else if let Some(o) = Obj::of(key) {
        identity_hash(th, o, create)
    } else if key.is_bigint() {
        // By value: BigInts move, and equal ones are distinct cells.
        Some(mix(crate::bigint::hash(key)))
    } else {
        // Symbols are immortal and never move; the other immediates are
        // constants.
        Some(mix(key.0))
    }
}

/// SameValueZero for keys already normalised (`-0` stored as `+0`).
#[inline]
pub fn same_key(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    if a.is_string() && b.is_string() {
        return string::eq(a, b);
    }
    if a.is_bigint() && b.is_bigint() {
        return crate::bigint::eq(a, b);
    }
    a.is_number() && b.is_number() && a.as_number().is_nan() && b.as_number().is_nan()
}

/// A key as a table stores it: `-0` becomes `+0`.
#[inline]
pub fn normalize(key: Value) -> Value {
    if key.is_number() && key.as_number() == 0.0 {
        Value::number(0.0)
    } else {
        key
    }
}

fn identity_key(th: &mut Thread) -> Value {
    let k = th.realm.identity_hash_key;
    if !k.is_undefined() {
        return k;
    }
    let d = th.realm.atoms.intern_str("identityHash");
    let k = atom::new_symbol(d, atom::SYM_PRIVATE);
    th.realm.identity_hash_key = k;
    k
}

/// The identity hash of `o` (assigned now when absent and `create`).
pub fn identity_hash(th: &mut Thread, o: Obj, create: bool) -> Option<u32> {
    let k = identity_key(th);
    if let Some(own) = object::get_own_named(o, k) {
        return Some(own.value.as_number() as u32);
    }
    if !create {
        return None;
    }
    // A counter through the finaliser: consecutive objects get unrelated
    // hashes, and no two objects share one until 2^32 have been hashed.
    th.realm.next_identity_hash = th.realm.next_identity_hash.wrapping_add(1);
    let h = fmix32(th.realm.next_identity_hash);
    object::define_internal(th, o, k, Value::number(f64::from(h)));
    Some(h)
}
