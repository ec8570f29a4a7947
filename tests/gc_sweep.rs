//! The GC sweep: every fixture under several forced-collection schedules
//! (rate 1: a collection at every safepoint) with evacuated space protected,
//! so a missing root faults instead of hiding. Each run must match node's
//! output and its `[kiln-gc]` line must show forced collections that moved
//! objects. Run it with `scripts/gc-sweep` (it is not part of `cargo test`).

use kiln_suite::{build, compare, fixtures, parallel, run_with_stdin};
use std::time::Duration;

const SEEDS: [u64; 5] = [1, 2, 3, 5, 8];

/// The value of `key=` in the stats line.
fn stat(stderr: &str, key: &str) -> Option<u64> {
    let line = stderr.lines().find(|l| l.starts_with("[kiln-gc]"))?;
    line.split_whitespace()
        .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
}

fn main() {
    let all = fixtures();
    assert!(!all.is_empty(), "no fixtures in test-files/");
    let jobs: Vec<(usize, u64)> = (0..all.len())
        .flat_map(|i| SEEDS.iter().map(move |&s| (i, s)))
        .collect();
    let failures = parallel(&jobs, |&(i, seed)| {
        let f = &all[i];
        let exe =
            build(&f.ts).map_err(|e| format!("== {} (seed {seed}): build failed\n{e}", f.name))?;
        let seed_s = seed.to_string();
        // Verification after every collection on the first seed only: it
        // walks the whole heap each time.
        let verify = if seed == SEEDS[0] { "1" } else { "0" };
        let env = [
            ("KILN_GC_SCHEDULE_SEED", seed_s.as_str()),
            ("KILN_GC_SCHEDULE_RATE", "1"),
            ("KILN_GC_SCHEDULE_ALLOC_KB", "0"),
            ("KILN_GC_PROTECT_FROMSPACE", "1"),
            ("KILN_GC_VERIFY", verify),
            ("KILN_GC_STATS", "1"),
            ("TZ", f.tz.as_str()),
        ];
        let r = run_with_stdin(&exe, &env, Duration::from_secs(120), f.stdin.as_deref());
        compare(f, &r).map_err(|e| format!("== {} (seed {seed})\n{e}", f.name))?;
        let stderr = String::from_utf8_lossy(&r.stderr);
        let forced = stat(&stderr, "forced_collections").unwrap_or(0);
        let moved = stat(&stderr, "moved_objects").unwrap_or(0);
        if forced == 0 || moved == 0 {
            return Err(format!(
                "== {} (seed {seed}): the schedule exercised nothing (forced_collections={forced}, moved_objects={moved})\n{}",
                f.name,
                stderr
                    .lines()
                    .find(|l| l.starts_with("[kiln-gc]"))
                    .unwrap_or("no [kiln-gc] line")
            ));
        }
        Ok(())
    });
    println!(
        "gc-sweep: {} fixtures x {} seeds, {} failed",
        all.len(),
        SEEDS.len(),
        failures.len()
    );
    if !failures.is_empty() {
        eprintln!("{}", failures.join("\n"));
        std::process::exit(1);
    }
}
