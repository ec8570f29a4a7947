//! Sorting through one instance of std's sort.
//!
//! Each element type (and key function) std's `sort_unstable_by_key` is
//! instantiated for is 2–4 KB of every executable that can reach it. The
//! heap sorts `usize`s (minor.rs, the remembered sets), so the runtime's
//! other sorts pack their key and the element's index into a `usize` and
//! sort those: one instance for all (hello world −9 KB, from three
//! instances). Short or nearly sorted lists take [`insertion_sort_by_key`]
//! instead: no allocation, and a few hundred bytes per use.

/// Sorts `v` by `key`, stably (equal keys keep their order: the index is
/// the low half of each packed word).
pub fn sort_by_u32_key<T: Copy>(v: &mut [T], key: impl Fn(&T) -> u32) {
    assert!(u32::try_from(v.len()).is_ok(), "more than 2^32 elements");
    let mut packed: Vec<usize> = v
        .iter()
        .enumerate()
        .map(|(i, x)| ((key(x) as usize) << 32) | i)
        .collect();
    packed.sort_unstable();
    let sorted: Vec<T> = packed.iter().map(|&p| v[p & 0xFFFF_FFFF]).collect();
    v.copy_from_slice(&sorted);
}

/// Sorts `v` by `key`, stably, by insertion: for a list of a few elements
/// (a table's columns, a run of combining marks) or one that comes
/// sorted (the program's methods), where std's sort was 5–11 KB of every
/// executable for each use.
pub fn insertion_sort_by_key<T, K: PartialOrd>(v: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{insertion_sort_by_key, sort_by_u32_key};
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn it_sorts_as_a_stable_sort_by_key(v in proptest::collection::vec((0u32..8, any::<u16>()), 0..200)) {
            let mut want = v.clone();
            want.sort_by_key(|&(k, _)| k);
            let mut got = v;
            sort_by_u32_key(&mut got, |&(k, _)| k);
            prop_assert_eq!(got, want);
        }
    }

    proptest! {
        #[test]
        fn insertion_sorts_as_a_stable_sort_by_key(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..60)) {
            let mut want = v.clone();
            want.sort_by_key(|&(k, _)| k);
            let mut got = v;
            insertion_sort_by_key(&mut got, |&(k, _)| k);
            prop_assert_eq!(got, want);
        }
    }

    #[test]
    fn the_whole_key_range_sorts() {
        let mut v = [u32::MAX, 0, 7, u32::MAX - 1, 1 << 31];
        sort_by_u32_key(&mut v, |&k| k);
        assert_eq!(v, [0, 7, 1 << 31, u32::MAX - 1, u32::MAX]);
    }
}
