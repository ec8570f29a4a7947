//! `Math.random`: xorshift128+ as V8 uses it (`base::RandomNumberGenerator`),
//! seeded per thread from the operating system's randomness on first use.
//! A double in [0, 1) takes the top 52 bits of the state as its mantissa.

use std::hash::{BuildHasher, Hasher};

#[derive(Clone, Copy, Debug)]
pub struct Xorshift128Plus {
    s0: u64,
    s1: u64,
}

impl Xorshift128Plus {
    /// The all-zero state, which xorshift cannot leave: means "not seeded".
    pub const UNSEEDED: Xorshift128Plus = Xorshift128Plus { s0: 0, s1: 0 };

    fn seed(&mut self) {
        // std's RandomState keys come from the OS (getrandom and friends).
        let word = |salt: u64| {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(salt);
            h.finish()
        };
        self.s0 = murmur_mix(word(1));
        self.s1 = murmur_mix(word(2));
        if self.s0 == 0 && self.s1 == 0 {
            self.s1 = 1;
        }
    }

    /// The next double in [0, 1).
    pub fn next_double(&mut self) -> f64 {
        if self.s0 == 0 && self.s1 == 0 {
            self.seed();
        }
        let mut s1 = self.s0;
        let s0 = self.s1;
        self.s0 = s0;
        s1 ^= s1 << 23;
        s1 ^= s1 >> 17;
        s1 ^= s0;
        s1 ^= s0 >> 26;
        self.s1 = s1;
        // 1.xxxx… in [1, 2), minus one.
        f64::from_bits((self.s0 >> 12) | 0x3FF0_0000_0000_0000) - 1.0
    }
}

/// MurmurHash3's finaliser, as V8 spreads its seed over the state.
fn murmur_mix(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^= h >> 33;
    h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    h ^ (h >> 33)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_unit_interval_and_varied() {
        let mut r = Xorshift128Plus::UNSEEDED;
        let xs: Vec<f64> = (0..1000).map(|_| r.next_double()).collect();
        assert!(xs.iter().all(|&x| (0.0..1.0).contains(&x)));
        let distinct: std::collections::BTreeSet<u64> = xs.iter().map(|x| x.to_bits()).collect();
        assert!(distinct.len() > 990);
    }
}
