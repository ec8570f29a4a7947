//! The forced-collection schedule of `KILN_GC_SCHEDULE_SEED/RATE/ALLOC_KB`.
//!
//! A safepoint is a *candidate* once `alloc_bytes` have been allocated since
//! the previous candidate (every safepoint when 0). Candidate number `n`
//! (per thread, from 1) draws `r = splitmix64(seed + n·γ)`; it collects when
//! the top 53 bits of `r`, as a fraction, are below `rate`, and the
//! collection is major when the low 4 bits of `r` are zero (one in 16),
//! minor otherwise. Nothing else feeds the draw, so the same seed and the
//! same program give the same schedule.

use super::Collection;
use super::config::ScheduleConfig;

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// splitmix64's output function over state `x`.
pub fn splitmix64(x: u64) -> u64 {
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub struct Schedule {
    cfg: ScheduleConfig,
    /// Candidate safepoints seen so far.
    candidates: u64,
    /// Allocation total at which the next safepoint becomes a candidate.
    next_at: u64,
}

impl Schedule {
    pub fn new(cfg: ScheduleConfig) -> Schedule {
        Schedule {
            cfg,
            candidates: 0,
            next_at: 0,
        }
    }

    pub fn config(&self) -> &ScheduleConfig {
        &self.cfg
    }

    /// Called at every safepoint with the thread's allocation total: the
    /// collection this safepoint must run, if any.
    pub fn decide(&mut self, allocated: u64) -> Option<Collection> {
        if allocated < self.next_at {
            return None;
        }
        self.next_at = allocated.saturating_add(self.cfg.alloc_bytes);
        self.candidates += 1;
        let r = splitmix64(
            self.cfg
                .seed
                .wrapping_add(self.candidates.wrapping_mul(GAMMA)),
        );
        let u = (r >> 11) as f64 * (1.0 / (1u64 << 53) as f64);
        if u >= self.cfg.rate {
            return None;
        }
        Some(if r & 15 == 0 {
            Collection::Major
        } else {
            Collection::Minor
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(seed: u64, rate: f64, alloc_bytes: u64, steps: &[u64]) -> Vec<Option<Collection>> {
        let mut s = Schedule::new(ScheduleConfig {
            seed,
            rate,
            alloc_bytes,
        });
        steps.iter().map(|&a| s.decide(a)).collect()
    }

    #[test]
    fn same_seed_same_schedule_and_seeds_differ() {
        let steps: Vec<u64> = (0..400).map(|i| i * 100).collect();
        assert_eq!(run(1, 0.5, 0, &steps), run(1, 0.5, 0, &steps));
        assert_ne!(run(1, 0.5, 0, &steps), run(2, 0.5, 0, &steps));
    }

    #[test]
    fn rate_one_collects_at_every_candidate_and_rate_zero_never() {
        let steps: Vec<u64> = (0..200).collect();
        let all = run(9, 1.0, 0, &steps);
        assert!(all.iter().all(Option::is_some));
        let majors = all
            .iter()
            .filter(|c| **c == Some(Collection::Major))
            .count();
        assert!(
            (3..40).contains(&majors),
            "about one in 16 is major: {majors}"
        );
        assert!(run(9, 0.0, 0, &steps).iter().all(Option::is_none));
        let half = run(9, 0.5, 0, &(0..2000).collect::<Vec<_>>())
            .iter()
            .filter(|c| c.is_some())
            .count();
        assert!((800..1200).contains(&half), "{half}");
    }

    #[test]
    fn alloc_bytes_spaces_the_candidates() {
        // 1 KiB between candidates; safepoints every 256 bytes of allocation.
        let steps: Vec<u64> = (0..16).map(|i| i * 256).collect();
        let got = run(3, 1.0, 1024, &steps);
        let at: Vec<usize> = got
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some())
            .map(|(i, _)| i)
            .collect();
        assert_eq!(at, vec![0, 4, 8, 12]);
    }
}
