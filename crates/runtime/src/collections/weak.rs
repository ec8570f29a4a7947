//! The weak table of WeakMap and WeakSet (`KL_KIND_WEAK_TABLE`).
//!
//! A byte-body object: the generic tracer does not see its words, so its
//! keys are held weakly. Each collection finds the weak tables it copies
//! and runs the ephemeron pass of `heap/weak.rs` over them, which updates
//! the entries whose key survived, evacuates their values, and turns the
//! others into tombstones. Stores into a table still go through the write
//! barrier, so an old table holding young keys or values is in the
//! remembered set and is visited by the next minor collection.
//!
//! Layout, in 64-bit words after the header (plain integers and raw value
//! words): `live`, `used`, `cap`, then `cap` entries of (key, value, hash),
//! then `2·cap` index words (an entry number + 1, or 0 for empty). Keys are
//! objects (hashed by identity hash) or symbols; a tombstone's key is
//! `Value::HOLE`. A table that fills up is replaced by a rebuilt one
//! (nothing iterates a weak table, so no forwarding link is needed).

use super::hash;
use crate::abi::*;
use crate::heap;
use crate::heap::weak::{WEAK_CAP, WEAK_ENTRIES, WEAK_LIVE, WEAK_USED};
use crate::object::{OBJECT_SIZE, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// A weak table, by address. Valid until the next collection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WeakTable(pub usize);

fn word(p: usize, i: usize) -> u64 {
    // SAFETY: callers index within the table (checked against `cap`).
    unsafe { *(p as *const u64).add(i) }
}

fn set_word(p: usize, i: usize, v: u64) {
    // SAFETY: as in `word`.
    unsafe { *(p as *mut u64).add(i) = v };
}

impl WeakTable {
    pub fn from_value(v: Value) -> WeakTable {
        WeakTable(v.addr())
    }
    pub fn value(self) -> Value {
        Value::from_tagged(KL_TAG_OBJECT, self.0)
    }

    pub fn new(th: &mut Thread, cap: usize) -> WeakTable {
        let cap = cap.max(4).next_power_of_two();
        let words = WEAK_ENTRIES + 5 * cap;
        let size = 8 * words;
        let p = heap::alloc(th, size) as usize;
        // SAFETY: a fresh allocation of `size` bytes: header, then every
        // word below.
        unsafe {
            *(p as *mut u64) =
                (KL_KIND_WEAK_TABLE << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        }
        set_word(p, WEAK_LIVE, 0);
        set_word(p, WEAK_USED, 0);
        set_word(p, WEAK_CAP, cap as u64);
        for e in 0..cap {
            set_word(p, WEAK_ENTRIES + 3 * e, Value::HOLE.0);
            set_word(p, WEAK_ENTRIES + 3 * e + 1, Value::UNDEFINED.0);
            set_word(p, WEAK_ENTRIES + 3 * e + 2, 0);
        }
        for i in WEAK_ENTRIES + 3 * cap..words {
            set_word(p, i, 0);
        }
        WeakTable(p)
    }

    pub fn cap(self) -> usize {
        word(self.0, WEAK_CAP) as usize
    }
    pub fn len(self) -> usize {
        word(self.0, WEAK_LIVE) as usize
    }
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
    fn used(self) -> usize {
        word(self.0, WEAK_USED) as usize
    }
    pub fn key(self, e: usize) -> Value {
        Value(word(self.0, WEAK_ENTRIES + 3 * e))
    }
    pub fn get(self, e: usize) -> Value {
        Value(word(self.0, WEAK_ENTRIES + 3 * e + 1))
    }
    fn hash_of(self, e: usize) -> u32 {
        word(self.0, WEAK_ENTRIES + 3 * e + 2) as u32
    }
    fn set(self, th: &mut Thread, e: usize, v: Value) {
        set_word(self.0, WEAK_ENTRIES + 3 * e + 1, v.0);
        heap::write_barrier(th, self.0 as *mut u8, v);
    }

    fn index_base(self) -> usize {
        WEAK_ENTRIES + 3 * self.cap()
    }

    fn find(self, key: Value, h: u32) -> Option<usize> {
        let mask = 2 * self.cap() - 1;
        let base = self.index_base();
        let mut i = h as usize & mask;
        loop {
            let slot = word(self.0, base + i) as usize;
            if slot == 0 {
                return None;
            }
            let e = slot - 1;
            // Keys are compared by identity: objects and symbols only.
            if self.hash_of(e) == h && self.key(e) == key {
                return Some(e);
            }
            i = (i + 1) & mask;
        }
    }

    fn append(self, th: &mut Thread, key: Value, value: Value, h: u32) {
        let e = self.used();
        debug_assert!(e < self.cap());
        set_word(self.0, WEAK_ENTRIES + 3 * e, key.0);
        set_word(self.0, WEAK_ENTRIES + 3 * e + 1, value.0);
        set_word(self.0, WEAK_ENTRIES + 3 * e + 2, u64::from(h));
        heap::write_barrier(th, self.0 as *mut u8, key);
        heap::write_barrier(th, self.0 as *mut u8, value);
        let mask = 2 * self.cap() - 1;
        let base = self.index_base();
        let mut i = h as usize & mask;
        while word(self.0, base + i) != 0 {
            i = (i + 1) & mask;
        }
        set_word(self.0, base + i, (e + 1) as u64);
        set_word(self.0, WEAK_USED, (e + 1) as u64);
        set_word(self.0, WEAK_LIVE, self.len() as u64 + 1);
    }

    /// A table holding `keys` (values true) for a WeakRef or a
    /// FinalizationRegistry cell, which read entries by position and
    /// never look a key up: each key's hash is its position, so holding an
    /// object weakly gives it no identity hash.
    pub fn of_keys(th: &mut Thread, keys: &[Value]) -> WeakTable {
        let t = WeakTable::new(th, keys.len());
        for (e, &k) in keys.iter().enumerate() {
            t.append(th, k, Value::TRUE, e as u32);
        }
        t
    }

    /// Key `e` while its entry lives, `None` once the collector cleared it
    /// (or past the entries).
    pub fn live_key(self, e: usize) -> Option<Value> {
        (e < self.used())
            .then(|| self.key(e))
            .filter(|&k| k != Value::HOLE)
    }

    /// The live entries as (key, value) pairs, in insertion order.
    pub fn entries(self) -> Vec<(Value, Value)> {
        (0..self.used())
            .filter(|&e| self.key(e) != Value::HOLE)
            .map(|e| (self.key(e), self.get(e)))
            .collect()
    }
}

// ---- a weak table inside its WeakMap or WeakSet -----------------------------

pub const TABLE_OFFSET: u32 = OBJECT_SIZE;
pub const OWNER_SIZE: u32 = OBJECT_SIZE + 8;

/// Whether `key` can be held weakly: an object, or a symbol that is not
/// registered (`Symbol.for` symbols live as long as the registry).
pub fn can_be_held_weakly(key: Value) -> bool {
    Obj::of(key).is_some()
        || (key.is_symbol()
            && crate::object::atom::symbol(key).flags & crate::object::atom::SYM_REGISTERED == 0)
}

pub fn of(owner: Obj) -> WeakTable {
    WeakTable::from_value(owner.word(TABLE_OFFSET))
}

pub fn new_owner(th: &mut Thread, kind: u64, proto: Value) -> Obj {
    let t = WeakTable::new(th, 4);
    let o = crate::object::alloc(th, kind, OWNER_SIZE, 0, proto);
    o.set_word(th, TABLE_OFFSET, t.value());
    o
}

/// The value held for `key` (which must be able to be held weakly).
pub fn get(th: &mut Thread, owner: Obj, key: Value) -> Option<Value> {
    let h = hash::hash(th, key, false)?;
    let t = of(owner);
    t.find(key, h).map(|e| t.get(e))
}

pub fn set(th: &mut Thread, owner: Obj, key: Value, value: Value) {
    let h = hash::hash(th, key, true).expect("hash created");
    let t = of(owner);
    if let Some(e) = t.find(key, h) {
        t.set(th, e, value);
        return;
    }
    let t = if t.used() == t.cap() {
        // Rebuild with the live entries (collections may have cleared some).
        let n = WeakTable::new(th, ((t.len() + 1) * 2).max(4));
        for e in 0..t.used() {
            let k = t.key(e);
            if k != Value::HOLE {
                n.append(th, k, t.get(e), t.hash_of(e));
            }
        }
        owner.set_word(th, TABLE_OFFSET, n.value());
        n
    } else {
        t
    };
    t.append(th, key, value, h);
}

pub fn delete(th: &mut Thread, owner: Obj, key: Value) -> bool {
    let Some(h) = hash::hash(th, key, false) else {
        return false;
    };
    let t = of(owner);
    match t.find(key, h) {
        Some(e) => {
            set_word(t.0, WEAK_ENTRIES + 3 * e, Value::HOLE.0);
            set_word(t.0, WEAK_ENTRIES + 3 * e + 1, Value::UNDEFINED.0);
            set_word(t.0, WEAK_LIVE, t.len() as u64 - 1);
            true
        }
        None => false,
    }
}
