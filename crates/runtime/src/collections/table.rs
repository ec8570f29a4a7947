//! The ordered hash table of Map and Set (`KL_KIND_TABLE`): entries in
//! insertion order with an open-addressing index, keys compared with
//! SameValueZero.
//!
//! Layout, in words after the header (every word is a `Value`; the
//! bookkeeping words are raw small integers, below `KL_REF_MIN` like every
//! non-reference, so the collector traces the table like any value-body
//! object and never takes them for references; raw, not numbers, because
//! converting doubles on every probe cost a lookup ~40 of its 85
//! instructions):
//! `live`, `used`, `next`, then `cap` entries of three words (key, value,
//! hash), then `2·cap` index words (an entry number + 1, or 0 for empty).
//!
//! A deleted entry's key becomes `Value::HOLE` (a tombstone: the index
//! keeps pointing at it and it never matches) until the table fills up and
//! is rebuilt with the live entries only. The rebuilt table replaces the
//! old one in its owner, and the old one records it in `next`: a live
//! iterator (or `forEach`) positioned in an old table follows `next` and
//! moves its position back by the live entries before it — so it goes on
//! with the entry it would have seen next, sees entries added later, and
//! skips deleted ones, as the spec's List semantics require. `clear`
//! tombstones every entry before linking a fresh table, so iterators
//! continue at that table's start.

use super::hash;
use crate::abi::*;
use crate::heap;
use crate::object::{OBJECT_SIZE, Obj};
use crate::thread::Thread;
use crate::value::Value;

const LIVE: usize = 1;
const USED: usize = 2;
const NEXT: usize = 3;
const ENTRIES: usize = 4;

/// A table, by address. Valid until the next collection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Table(pub usize);

fn word(p: usize, i: usize) -> Value {
    // SAFETY: callers index within the table (checked against `cap`).
    unsafe { *(p as *const Value).add(i) }
}

fn set_word(p: usize, i: usize, v: Value) {
    // SAFETY: as in `word`.
    unsafe { *(p as *mut Value).add(i) = v };
}

fn count(v: Value) -> usize {
    v.0 as usize
}

fn num(n: usize) -> Value {
    // Far below KL_REF_MIN: tables hold fewer than 2³² entries.
    Value(n as u64)
}

impl Table {
    pub fn from_value(v: Value) -> Table {
        Table(v.addr())
    }
    pub fn value(self) -> Value {
        Value::from_tagged(KL_TAG_OBJECT, self.0)
    }

    /// An empty table with room for `cap` entries (a power of two).
    pub fn new(th: &mut Thread, cap: usize) -> Table {
        let cap = cap.max(4).next_power_of_two();
        let words = ENTRIES + 5 * cap;
        let size = 8 * words;
        let p = heap::alloc(th, size) as usize;
        // SAFETY: a fresh allocation of `size` bytes: header, then every
        // word below.
        unsafe {
            *(p as *mut u64) =
                (KL_KIND_TABLE << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        }
        set_word(p, LIVE, num(0));
        set_word(p, USED, num(0));
        set_word(p, NEXT, Value::UNDEFINED);
        for i in ENTRIES..words {
            set_word(p, i, num(0));
        }
        Table(p)
    }

    pub fn cap(self) -> usize {
        // SAFETY: the header of a live table.
        let size = (unsafe { *(self.0 as *const u64) } >> KL_HDR_SIZE_SHIFT) as usize;
        (size / 8 - ENTRIES) / 5
    }
    /// Live entries.
    pub fn len(self) -> usize {
        count(word(self.0, LIVE))
    }
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
    /// Entries appended so far, tombstones included.
    pub fn used(self) -> usize {
        count(word(self.0, USED))
    }
    /// The table that replaced this one, if any.
    pub fn next(self) -> Option<Table> {
        let n = word(self.0, NEXT);
        (!n.is_undefined()).then(|| Table::from_value(n))
    }
    pub fn key(self, e: usize) -> Value {
        word(self.0, ENTRIES + 3 * e)
    }
    pub fn get(self, e: usize) -> Value {
        word(self.0, ENTRIES + 3 * e + 1)
    }
    fn hash_of(self, e: usize) -> u32 {
        word(self.0, ENTRIES + 3 * e + 2).0 as u32
    }
    pub fn is_live(self, e: usize) -> bool {
        self.key(e) != Value::HOLE
    }
    pub fn set(self, th: &mut Thread, e: usize, v: Value) {
        set_word(self.0, ENTRIES + 3 * e + 1, v);
        heap::write_barrier(th, self.0 as *mut u8, v);
    }

    fn index_base(self) -> usize {
        ENTRIES + 3 * self.cap()
    }

    /// The entry whose key is `key` (normalised) with hash `h`.
    pub fn find(self, key: Value, h: u32) -> Option<usize> {
        let mask = 2 * self.cap() - 1;
        let base = self.index_base();
        let mut i = h as usize & mask;
        loop {
            let slot = count(word(self.0, base + i));
            if slot == 0 {
                return None;
            }
            let e = slot - 1;
            if self.hash_of(e) == h && hash::same_key(self.key(e), key) {
                return Some(e);
            }
            i = (i + 1) & mask;
        }
    }

    fn index_insert(self, h: u32, e: usize) {
        let mask = 2 * self.cap() - 1;
        let base = self.index_base();
        let mut i = h as usize & mask;
        while count(word(self.0, base + i)) != 0 {
            i = (i + 1) & mask;
        }
        set_word(self.0, base + i, num(e + 1));
    }

    /// Appends an entry; the table must have room (`used < cap`).
    fn append(self, th: &mut Thread, key: Value, value: Value, h: u32) {
        let e = self.used();
        debug_assert!(e < self.cap());
        set_word(self.0, ENTRIES + 3 * e, key);
        set_word(self.0, ENTRIES + 3 * e + 1, value);
        set_word(self.0, ENTRIES + 3 * e + 2, Value(u64::from(h)));
        heap::write_barrier(th, self.0 as *mut u8, key);
        heap::write_barrier(th, self.0 as *mut u8, value);
        self.index_insert(h, e);
        set_word(self.0, USED, num(e + 1));
        set_word(self.0, LIVE, num(self.len() + 1));
    }

    /// Tombstones entry `e`.
    pub fn remove(self, e: usize) {
        set_word(self.0, ENTRIES + 3 * e, Value::HOLE);
        set_word(self.0, ENTRIES + 3 * e + 1, Value::UNDEFINED);
        set_word(self.0, LIVE, num(self.len() - 1));
    }

    /// A table with the live entries only, sized for `extra` more, linked
    /// from this one.
    fn rebuild(self, th: &mut Thread, extra: usize) -> Table {
        let live = self.len();
        let n = Table::new(th, ((live + extra) * 2).max(4));
        for e in 0..self.used() {
            if self.is_live(e) {
                n.append(th, self.key(e), self.get(e), self.hash_of(e));
            }
        }
        self.link(th, n);
        n
    }

    fn link(self, th: &mut Thread, next: Table) {
        set_word(self.0, NEXT, next.value());
        heap::write_barrier(th, self.0 as *mut u8, next.value());
    }

    /// Where a cursor at entry `pos` of this table is in its newest
    /// replacement: every live entry before `pos` was carried over, in
    /// order.
    pub fn current(self, pos: usize) -> (Table, usize) {
        let (mut t, mut pos) = (self, pos);
        while let Some(n) = t.next() {
            pos = (0..pos.min(t.used())).filter(|&e| t.is_live(e)).count();
            t = n;
        }
        (t, pos)
    }

    /// The first live entry at or after `pos`.
    pub fn next_live(self, pos: usize) -> Option<usize> {
        (pos..self.used()).find(|&e| self.is_live(e))
    }
}

// ---- a table inside its Map or Set ------------------------------------------

/// The offset of a Map's or Set's table in the object.
pub const TABLE_OFFSET: u32 = OBJECT_SIZE;
/// The byte size of a Map or Set object.
pub const OWNER_SIZE: u32 = OBJECT_SIZE + 8;

/// The table of a Map or Set.
pub fn of(owner: Obj) -> Table {
    Table::from_value(owner.word(TABLE_OFFSET))
}

/// A new Map or Set object of `kind` with an empty table.
pub fn new_owner(th: &mut Thread, kind: u64, proto: Value) -> Obj {
    let t = Table::new(th, 4);
    let o = crate::object::alloc(th, kind, OWNER_SIZE, 0, proto);
    o.set_word(th, TABLE_OFFSET, t.value());
    o
}

/// The value stored under `key`.
pub fn get(th: &mut Thread, owner: Obj, key: Value) -> Option<Value> {
    let key = hash::normalize(key);
    let h = hash::hash(th, key, false)?;
    let t = of(owner);
    t.find(key, h).map(|e| t.get(e))
}

pub fn has(th: &mut Thread, owner: Obj, key: Value) -> bool {
    get(th, owner, key).is_some()
}

/// Sets `key` to `value`, appending the key if it is new.
pub fn set(th: &mut Thread, owner: Obj, key: Value, value: Value) {
    let key = hash::normalize(key);
    let h = hash::hash(th, key, true).expect("hash created");
    let t = of(owner);
    if let Some(e) = t.find(key, h) {
        t.set(th, e, value);
        return;
    }
    let t = if t.used() == t.cap() {
        let n = t.rebuild(th, 1);
        owner.set_word(th, TABLE_OFFSET, n.value());
        n
    } else {
        t
    };
    t.append(th, key, value, h);
}

/// Removes `key`; false when it was absent.
pub fn delete(th: &mut Thread, owner: Obj, key: Value) -> bool {
    let key = hash::normalize(key);
    let Some(h) = hash::hash(th, key, false) else {
        return false;
    };
    let t = of(owner);
    match t.find(key, h) {
        Some(e) => {
            t.remove(e);
            true
        }
        None => false,
    }
}

/// Removes every entry. Iterators move on to the fresh table.
pub fn clear(th: &mut Thread, owner: Obj) {
    let t = of(owner);
    for e in 0..t.used() {
        if t.is_live(e) {
            t.remove(e);
        }
    }
    let n = Table::new(th, 4);
    t.link(th, n);
    owner.set_word(th, TABLE_OFFSET, n.value());
}

pub fn size(owner: Obj) -> usize {
    of(owner).len()
}

/// The live entries as (key, value) pairs, in order.
pub fn entries(owner: Obj) -> Vec<(Value, Value)> {
    let t = of(owner);
    (0..t.used())
        .filter(|&e| t.is_live(e))
        .map(|e| (t.key(e), t.get(e)))
        .collect()
}
