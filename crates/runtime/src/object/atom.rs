//! Property keys: atoms (one canonical, immortal string per content) and
//! symbols (immortal). Shapes hold keys by identity, so every key that
//! reaches a shape goes through [`Atoms::intern`] first.
//!
//! Both live outside the collected heap (header flag `KL_HDR_STATIC`):
//! property names of a program are few, and a shape may outlive any object.
//! A program whose property names are unbounded (objects used as hash maps
//! with millions of distinct keys) grows the atom table for good; that is a
//! known limit (see docs/objects.md).

use super::fxhash::FxHashMap;
use crate::abi::*;
use crate::string::{self, KlString, Units};
use crate::value::Value;
use std::collections::HashMap;

/// A symbol: immortal, compared by identity.
#[repr(C)]
pub struct KlSymbol {
    pub hdr: u64,
    /// The description: an atom, or undefined.
    pub description: Value,
    pub flags: u64,
}

/// `Symbol.for` registered it.
pub const SYM_REGISTERED: u64 = 1;
/// A `#private` name: a key that reflection never shows.
pub const SYM_PRIVATE: u64 = 2;
/// A private method or accessor (its class's name is in
/// `Realm::private_method_classes`).
pub const SYM_PRIVATE_METHOD: u64 = 4;
/// A static private method or accessor.
pub const SYM_PRIVATE_STATIC: u64 = 8;

#[derive(Default)]
pub struct Atoms {
    /// Hashed with Fx: SipHash over the units plus a `Vec` for every lookup
    /// cost ~1100 instructions per `intern_str` (bench/strings spent 28% of
    /// its instructions there, from the RegExp result's property names).
    table: FxHashMap<Vec<u16>, Value>,
    registry: HashMap<Vec<u16>, Value>,
    /// The atom of each static string of the program that is not itself
    /// the atom of its content (another string with that content was
    /// interned first, e.g. a runtime name like `get`): the inline caches'
    /// miss path interns its constant key on every miss, and a method
    /// found on a prototype always misses. Static strings never move, so
    /// the address is the key (measured: bench/wordcount spent a quarter
    /// of its time hashing `get`/`set` before this).
    statics: HashMap<usize, Value, std::hash::BuildHasherDefault<AddrHasher>>,
}

/// A multiplicative hash for addresses (the default SipHash is built for
/// untrusted keys; addresses of static data are not).
#[derive(Default)]
struct AddrHasher(u64);

impl std::hash::Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
}

/// Keys up to this many units are looked up from a stack buffer.
const LOOKUP_BUF: usize = 64;

pub fn is_static(v: Value) -> bool {
    string::header(v).hdr >> KL_HDR_FLAGS_SHIFT & KL_HDR_STATIC != 0
}

pub fn is_atom(v: Value) -> bool {
    string::header(v).flags & KL_STR_ATOM as u32 != 0
}

impl Atoms {
    /// The canonical key string with the content of `s`.
    pub fn intern(&mut self, s: Value) -> Value {
        if is_atom(s) {
            return s;
        }
        let fixed = is_static(s);
        if fixed && let Some(&a) = self.statics.get(&s.addr()) {
            return a;
        }
        let mut buf = [0u16; LOOKUP_BUF];
        let units = string::units(s);
        let found = if units.len() <= LOOKUP_BUF {
            for (d, u) in buf.iter_mut().zip(units.iter()) {
                *d = u;
            }
            self.table.get(&buf[..units.len()]).copied()
        } else {
            self.table.get(&units.iter().collect::<Vec<u16>>()).copied()
        };
        if let Some(a) = found {
            if fixed {
                self.statics.insert(s.addr(), a);
            }
            return a;
        }
        let units: Vec<u16> = units.iter().collect();
        let a = immortal_string(&units);
        self.table.insert(units, a);
        a
    }

    /// The atom of a Rust string (for the runtime's own property names).
    pub fn intern_str(&mut self, s: &str) -> Value {
        if s.len() <= LOOKUP_BUF {
            // At most one unit per byte: a short name is looked up without
            // allocating.
            let mut buf = [0u16; LOOKUP_BUF];
            let mut n = 0;
            for u in s.encode_utf16() {
                buf[n] = u;
                n += 1;
            }
            if let Some(&a) = self.table.get(&buf[..n]) {
                return a;
            }
        }
        let units: Vec<u16> = s.encode_utf16().collect();
        if let Some(&a) = self.table.get(&units) {
            return a;
        }
        let a = immortal_string(&units);
        self.table.insert(units, a);
        a
    }

    /// Makes a static string of the program canonical for its content when
    /// no atom has that content yet (its flags are written, so it must be
    /// in writable data).
    ///
    /// # Safety
    /// `s` is a string-tagged value of a writable static `KlString`.
    pub unsafe fn adopt_static(&mut self, s: Value) {
        let units: Vec<u16> = string::units(s).iter().collect();
        if self.table.contains_key(&units) {
            return;
        }
        // SAFETY: the caller guarantees a writable static string.
        unsafe { (*(s.addr() as *mut KlString)).flags |= KL_STR_ATOM as u32 };
        self.table.insert(units, s);
    }

    /// `Symbol.for(key)`.
    pub fn registered_symbol(&mut self, key: Value) -> Value {
        let units: Vec<u16> = string::units(key).iter().collect();
        if let Some(&s) = self.registry.get(&units) {
            return s;
        }
        let desc = self.intern(key);
        let s = new_symbol(desc, SYM_REGISTERED);
        self.registry.insert(units, s);
        s
    }

    /// The symbol `Symbol.for(key)` has made, if it has (`key` in UTF-16;
    /// an empty registry answers without hashing it).
    pub fn registered(&self, key: &[u16]) -> Option<Value> {
        self.registry.get(key).copied()
    }

    /// The key `Symbol.keyFor` finds for a registered symbol.
    pub fn registered_key(&self, sym: Value) -> Option<Value> {
        (symbol(sym).flags & SYM_REGISTERED != 0).then_some(symbol(sym).description)
    }
}

/// An immortal atom string with these units.
fn immortal_string(units: &[u16]) -> Value {
    let one_byte = units.iter().all(|&u| u < 256);
    let data = if one_byte {
        units.len()
    } else {
        units.len() * 2
    };
    let size = (size_of::<KlString>() + data).div_ceil(8) * 8;
    let words = vec![0u64; size / 8].into_boxed_slice();
    let p = Box::leak(words).as_mut_ptr() as *mut u8;
    // SAFETY: a fresh, 8-aligned buffer of `size` bytes; we write the header
    // and `units.len()` units of the chosen form.
    unsafe {
        (p as *mut KlString).write(KlString {
            hdr: (KL_KIND_STRING << KL_HDR_KIND_SHIFT)
                | (KL_HDR_STATIC << KL_HDR_FLAGS_SHIFT)
                | ((size as u64) << KL_HDR_SIZE_SHIFT),
            length: units.len() as u32,
            flags: (KL_STR_ATOM as u32) | if one_byte { KL_STR_ONE_BYTE as u32 } else { 0 },
        });
        let d = p.add(size_of::<KlString>());
        for (i, &u) in units.iter().enumerate() {
            if one_byte {
                d.add(i).write(u as u8);
            } else {
                (d as *mut u16).add(i).write(u);
            }
        }
    }
    Value::from_tagged(KL_TAG_STRING, p as usize)
}

/// A new symbol whose description is an atom (or undefined).
pub fn new_symbol(description: Value, flags: u64) -> Value {
    let b = Box::new(KlSymbol {
        hdr: (KL_KIND_SYMBOL << KL_HDR_KIND_SHIFT)
            | (KL_HDR_STATIC << KL_HDR_FLAGS_SHIFT)
            | ((size_of::<KlSymbol>() as u64) << KL_HDR_SIZE_SHIFT),
        description,
        flags,
    });
    Value::from_tagged(KL_TAG_SYMBOL, Box::leak(b) as *mut KlSymbol as usize)
}

pub fn symbol(v: Value) -> &'static KlSymbol {
    debug_assert!(v.is_symbol());
    // SAFETY: symbol-tagged values point at immortal KlSymbols.
    unsafe { &*(v.addr() as *const KlSymbol) }
}

pub fn is_private(v: Value) -> bool {
    v.is_symbol() && symbol(v).flags & SYM_PRIVATE != 0
}

/// `Symbol(desc).toString()`: `Symbol(desc)`.
pub fn descriptive_string(v: Value) -> String {
    let d = symbol(v).description;
    let d = if d.is_undefined() {
        String::new()
    } else {
        string::units(d).to_string_lossy()
    };
    format!("Symbol({d})")
}

/// Compares two keys' texts (for tests and sorting by name).
pub fn key_units(v: Value) -> Units<'static> {
    string::units(v)
}
