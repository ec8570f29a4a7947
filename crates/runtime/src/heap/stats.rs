//! GC counters, printed on stderr at exit under `KILN_GC_STATS=1` as one
//! `[kiln-gc] key=value …` line.

use std::fmt::Write as _;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Safepoints that reached the runtime (`kl_safepoint`, `kl_alloc_slow`).
    pub safepoints: u64,
    pub minor: u64,
    pub major: u64,
    /// Major collections the trigger asked for that a census found not
    /// worth their copy (`census.rs`).
    pub majors_skipped: u64,
    /// Collections the schedule forced and that ran.
    pub forced_collections: u64,
    /// Collections the schedule forced with nothing to do (counted, skipped).
    pub forced_skipped: u64,
    /// Objects (and bytes) copied by any collection.
    pub moved_objects: u64,
    pub moved_bytes: u64,
    /// Bytes copied from the young generation into the old one.
    pub promoted_bytes: u64,
    /// Large objects freed by major collections.
    pub large_freed: u64,
    /// Bytes `mprotect`ed by `KILN_GC_PROTECT_FROMSPACE`, and the retired
    /// sets that went into its quarantine.
    pub bytes_protected: u64,
    pub sets_retired: u64,
    pub max_pause_us: u64,
    /// The longest minor collection (the pause a program with a large old
    /// live set sees most).
    pub max_minor_pause_us: u64,
    /// Minor collections by pause: up to each of MINOR_PAUSE_BUCKETS_US,
    /// then longer (printed `minor_pauses=a/b/c/d/e/f`).
    pub minor_pauses: [u64; MINOR_PAUSE_BUCKETS_US.len() + 1],
    pub total_pause_us: u64,
    /// Bytes allocated, everywhere (filled in when read).
    pub allocated_bytes: u64,
    /// The most old plus large bytes seen after any allocation or collection.
    pub peak_heap_bytes: u64,
}

/// Upper bounds (µs) of the minor-pause histogram's buckets.
pub const MINOR_PAUSE_BUCKETS_US: [u64; 5] = [500, 1000, 2000, 5000, 10000];

impl Stats {
    /// The `[kiln-gc]` line (without newline).
    pub fn line(&self) -> String {
        let mut s = String::from("[kiln-gc]");
        for (k, v) in [
            ("minor", self.minor),
            ("major", self.major),
            ("majors_skipped", self.majors_skipped),
            ("forced_collections", self.forced_collections),
            ("forced_skipped", self.forced_skipped),
            ("safepoints", self.safepoints),
            ("moved_objects", self.moved_objects),
            ("moved_bytes", self.moved_bytes),
            ("promoted_bytes", self.promoted_bytes),
            ("large_freed", self.large_freed),
            ("bytes_protected", self.bytes_protected),
            ("sets_retired", self.sets_retired),
            ("max_pause_us", self.max_pause_us),
            ("max_minor_pause_us", self.max_minor_pause_us),
            ("total_pause_us", self.total_pause_us),
            ("allocated_bytes", self.allocated_bytes),
            ("peak_heap_bytes", self.peak_heap_bytes),
        ] {
            let _ = write!(s, " {k}={v}");
        }
        let hist: Vec<String> = self.minor_pauses.iter().map(u64::to_string).collect();
        let _ = write!(s, " minor_pauses={}", hist.join("/"));
        s
    }
}
