//! Dictionaries: a heap object (`KL_KIND_DICT`) of (key, value, attributes)
//! entries in insertion order with an open-addressing index. Objects in
//! dictionary mode keep their named properties here; sparse arrays keep
//! their elements here (keyed by the index as a number).
//!
//! Layout, in words after the header (every word is a `Value`, numbers for
//! the bookkeeping, so the collector traces it like any value-body object):
//! `live`, `used`, `flags`, then `cap` entries of three words, then `2·cap`
//! index words (an entry number + 1, or 0 for empty).

use crate::abi::*;
use crate::heap;
use crate::thread::Thread;
use crate::value::Value;

const LIVE: usize = 1;
const USED: usize = 2;
const FLAGS: usize = 3;
const ENTRIES: usize = 4;

/// The owner may not gain new keys.
pub const FLAG_NON_EXTENSIBLE: u32 = 1;

/// A dictionary, by address. Valid until the next collection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dict(pub usize);

fn word(p: usize, i: usize) -> Value {
    // SAFETY: callers index within the object (checked against `cap`).
    unsafe { *(p as *const Value).add(i) }
}

fn set_word(p: usize, i: usize, v: Value) {
    // SAFETY: as in `word`.
    unsafe { *(p as *mut Value).add(i) = v };
}

fn hash(key: Value) -> usize {
    let h = key.0.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h ^ (h >> 29)) as usize
}

impl Dict {
    pub fn from_value(v: Value) -> Dict {
        Dict(v.addr())
    }
    pub fn value(self) -> Value {
        Value::from_tagged(KL_TAG_OBJECT, self.0)
    }

    /// A dictionary with room for `cap` entries.
    pub fn new(th: &mut Thread, cap: usize) -> Dict {
        let cap = cap.max(4).next_power_of_two();
        let words = ENTRIES + 3 * cap + 2 * cap;
        let size = 8 * words;
        let p = heap::alloc(th, size) as usize;
        // SAFETY: a fresh allocation of `size` bytes: header, then every word.
        unsafe {
            *(p as *mut u64) =
                (KL_KIND_DICT << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        }
        set_word(p, LIVE, Value::number(0.0));
        set_word(p, USED, Value::number(0.0));
        set_word(p, FLAGS, Value::number(0.0));
        for i in ENTRIES..words {
            set_word(p, i, Value::number(0.0));
        }
        Dict(p)
    }

    pub fn cap(self) -> usize {
        // SAFETY: the header of a live dictionary.
        let size = (unsafe { *(self.0 as *const u64) } >> KL_HDR_SIZE_SHIFT) as usize;
        (size / 8 - ENTRIES) / 5
    }
    pub fn len(self) -> usize {
        word(self.0, LIVE).as_number() as usize
    }
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
    fn used(self) -> usize {
        word(self.0, USED).as_number() as usize
    }
    pub fn flags(self) -> u32 {
        word(self.0, FLAGS).as_number() as u32
    }
    pub fn set_flags(self, f: u32) {
        set_word(self.0, FLAGS, Value::number(f64::from(f)));
    }

    pub fn key(self, e: usize) -> Value {
        word(self.0, ENTRIES + 3 * e)
    }
    pub fn get(self, e: usize) -> Value {
        word(self.0, ENTRIES + 3 * e + 1)
    }
    pub fn attrs(self, e: usize) -> u8 {
        word(self.0, ENTRIES + 3 * e + 2).as_number() as u8
    }
    pub fn set(self, th: &mut Thread, e: usize, v: Value) {
        set_word(self.0, ENTRIES + 3 * e + 1, v);
        heap::write_barrier(th, self.0 as *mut u8, v);
    }
    pub fn set_attrs(self, e: usize, a: u8) {
        set_word(self.0, ENTRIES + 3 * e + 2, Value::number(f64::from(a)));
    }

    fn index_base(self) -> usize {
        ENTRIES + 3 * self.cap()
    }

    /// The entry holding `key`.
    pub fn find(self, key: Value) -> Option<usize> {
        let mask = 2 * self.cap() - 1;
        let base = self.index_base();
        let mut i = hash(key) & mask;
        loop {
            let slot = word(self.0, base + i).as_number() as usize;
            if slot == 0 {
                return None;
            }
            let e = slot - 1;
            if self.key(e) == key {
                return Some(e);
            }
            i = (i + 1) & mask;
        }
    }

    fn index_insert(self, key: Value, e: usize) {
        let mask = 2 * self.cap() - 1;
        let base = self.index_base();
        let mut i = hash(key) & mask;
        while word(self.0, base + i).as_number() != 0.0 {
            i = (i + 1) & mask;
        }
        set_word(self.0, base + i, Value::number((e + 1) as f64));
    }

    /// Adds an entry (the key must be absent). Returns the dictionary, which
    /// is a new object when it had to grow.
    pub fn insert(self, th: &mut Thread, key: Value, value: Value, attrs: u8) -> Dict {
        let d = if self.used() >= self.cap() {
            self.grow(th)
        } else {
            self
        };
        let e = d.used();
        set_word(d.0, ENTRIES + 3 * e, key);
        set_word(d.0, ENTRIES + 3 * e + 1, value);
        set_word(d.0, ENTRIES + 3 * e + 2, Value::number(f64::from(attrs)));
        heap::write_barrier(th, d.0 as *mut u8, key);
        heap::write_barrier(th, d.0 as *mut u8, value);
        d.index_insert(key, e);
        set_word(d.0, USED, Value::number((e + 1) as f64));
        set_word(d.0, LIVE, Value::number((d.len() + 1) as f64));
        d
    }

    /// Removes an entry; its slot stays as a tombstone until the next growth.
    pub fn remove(self, e: usize) {
        // The index keeps pointing at the entry; a hole key never matches.
        set_word(self.0, ENTRIES + 3 * e, Value::HOLE);
        set_word(self.0, ENTRIES + 3 * e + 1, Value::UNDEFINED);
        set_word(self.0, LIVE, Value::number((self.len() - 1) as f64));
    }

    fn grow(self, th: &mut Thread) -> Dict {
        let live = self.len();
        let n = Dict::new(th, (live * 2).max(8));
        n.set_flags(self.flags());
        let mut d = n;
        for e in 0..self.used() {
            let k = self.key(e);
            if k != Value::HOLE {
                d = d.insert(th, k, self.get(e), self.attrs(e));
            }
        }
        d
    }

    /// Live entries in insertion order.
    pub fn entries(self) -> impl Iterator<Item = usize> {
        (0..self.used()).filter(move |&e| self.key(e) != Value::HOLE)
    }
}
