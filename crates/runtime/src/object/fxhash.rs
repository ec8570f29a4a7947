//! A fast, non-cryptographic hasher for the runtime's own tables (atoms,
//! shape transitions and lookups, root shapes, the megamorphic cache).
//!
//! This is the "Fx" hash of rustc and Firefox: per word, rotate, xor, multiply.
//! The standard library's SipHash resists hash flooding, which these
//! tables do not need (their keys are property names and addresses of
//! immortal runtime data, not request data a peer chooses), and it cost
//! 6–26% of every benchmark's instructions before this (docs/performance.md).

use std::hash::{BuildHasherDefault, Hasher};

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// The hasher state: one word.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

/// `HashMap<K, V, FxBuild>`.
pub type FxBuild = BuildHasherDefault<FxHasher>;
/// A `HashMap` hashed with [`FxHasher`].
pub type FxHashMap<K, V> = std::collections::HashMap<K, V, FxBuild>;

/// The hash of one word (direct-mapped caches index with its high bits):
/// Fibonacci hashing, a multiply by 2⁶⁴/φ, whose high bits spread
/// arithmetic progressions such as aligned addresses evenly (the Fx
/// constant put 1000 multiples of 8 into only 562 of 4096 buckets).
#[inline]
pub fn hash_word(w: u64) -> u64 {
    w.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash + ?Sized>(t: &T) -> u64 {
        FxBuild::default().hash_one(t)
    }

    #[test]
    fn slices_hash_as_vectors() {
        // The atom table is keyed by Vec<u16> and looked up by &[u16].
        let v: Vec<u16> = "length".encode_utf16().collect();
        assert_eq!(hash(&v), hash(&v[..]));
        assert_ne!(hash(&v), hash(&v[..5]));
    }

    #[test]
    fn words_spread() {
        let hs: std::collections::HashSet<u64> =
            (0..1000u64).map(|i| hash_word(i * 8) >> 52).collect();
        assert!(hs.len() > 800, "{} distinct top-12-bit buckets", hs.len());
    }
}
