//! The heap's configuration: sizes, the heap limit and the instruments, read
//! once per process from the `KILN_GC_*` / `KILN_MAX_HEAP_MB` environment
//! (documented in docs/gc.md). A malformed or unknown knob is an error, never
//! silently some default: an instrument that did not run must not look like
//! a pass.

use std::sync::OnceLock;

/// The granularity of the heap region: old-space chunks, and the unit young
/// blocks are made of.
pub const CHUNK: usize = 256 << 10;

/// Exit status when a knob is malformed.
pub const BAD_KNOB_STATUS: i32 = 2;

/// A forced-collection schedule (`KILN_GC_SCHEDULE_*`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScheduleConfig {
    pub seed: u64,
    /// Chance in `0..=1` that a candidate safepoint collects.
    pub rate: f64,
    /// Bytes allocated between candidate safepoints (0: every safepoint).
    pub alloc_bytes: u64,
}

/// Everything the heap can be told. `Config::default()` is production's
/// defaults with every instrument off.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// Size of the eden (and of each survivor space); a multiple of [`CHUNK`].
    pub nursery_bytes: usize,
    /// Objects larger than this are allocated in the large-object space.
    /// At most `CHUNK / 4`, so a chunk wastes at most a quarter at its tail.
    pub large_object_bytes: usize,
    /// The heap limit: old-generation plus large-object bytes after a
    /// collection, and for any allocation outside the nursery.
    pub max_heap_bytes: usize,
    /// Old-generation bytes that trigger the first major collection; after
    /// each major the trigger is twice the survivors, at least this.
    pub major_min_trigger: usize,
    pub schedule: Option<ScheduleConfig>,
    /// `Some(depth)`: retire evacuated spaces into a protected quarantine
    /// ring of `depth` collections.
    pub protect_depth: Option<usize>,
    pub verify: bool,
    pub stats: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            // 16 MiB: bench/binarytrees builds trees of 4.7 MB, and with a
            // 4 MiB eden most of each survived its minor collections
            // (65% of the eden copied, 180 MB promoted, 152 MB peak); with
            // 16 MiB it promotes 31 MB, peaks at 102 MB and runs 10% faster.
            // The eden's pages are only touched as it fills.
            nursery_bytes: 16 << 20,
            large_object_bytes: 64 << 10,
            max_heap_bytes: 4096 << 20,
            major_min_trigger: 16 << 20,
            schedule: None,
            protect_depth: None,
            verify: false,
            stats: false,
        }
    }
}

/// Every knob the heap reads; any other `KILN_GC_*` variable is an error.
pub const KNOBS: &[&str] = &[
    "KILN_GC_SCHEDULE_SEED",
    "KILN_GC_SCHEDULE_RATE",
    "KILN_GC_SCHEDULE_ALLOC_KB",
    "KILN_GC_PROTECT_FROMSPACE",
    "KILN_GC_PROTECT_FROMSPACE_DEPTH",
    "KILN_GC_VERIFY",
    "KILN_GC_STATS",
    "KILN_GC_NURSERY_KB",
    "KILN_MAX_HEAP_MB",
];

impl Config {
    /// The process's configuration, read from the environment the first
    /// time; a bad knob ends the program with a message on stderr.
    pub fn from_env_once() -> Config {
        static CONFIG: OnceLock<Result<Config, String>> = OnceLock::new();
        match CONFIG.get_or_init(|| Config::parse(|k| std::env::var_os(k), env_keys())) {
            Ok(c) => c.clone(),
            Err(msg) => {
                crate::io::eprint(&format!("kiln: {msg}\n"));
                std::process::exit(BAD_KNOB_STATUS)
            }
        }
    }

    /// Parses the knobs from `get`; `keys` lists every variable set, to
    /// reject misspelt `KILN_GC_*` names.
    pub fn parse(
        get: impl Fn(&str) -> Option<std::ffi::OsString>,
        keys: impl IntoIterator<Item = String>,
    ) -> Result<Config, String> {
        for k in keys {
            if k.starts_with("KILN_GC_") && !KNOBS.contains(&k.as_str()) {
                return Err(format!("unknown GC knob {k} (known: {})", KNOBS.join(", ")));
            }
        }
        let text = |k: &str| -> Result<Option<String>, String> {
            match get(k) {
                None => Ok(None),
                Some(v) => v
                    .into_string()
                    .map(Some)
                    .map_err(|_| format!("{k} is not valid UTF-8")),
            }
        };
        let mut c = Config::default();
        if let Some(v) = text("KILN_MAX_HEAP_MB")? {
            c.max_heap_bytes = int(
                &v,
                "KILN_MAX_HEAP_MB",
                1,
                1 << 20,
                "a whole number of megabytes",
            )? as usize
                * (1 << 20);
        }
        if let Some(v) = text("KILN_GC_NURSERY_KB")? {
            let kb = int(
                &v,
                "KILN_GC_NURSERY_KB",
                256,
                1 << 20,
                "a whole number of KiB",
            )?;
            if kb % (CHUNK as u64 >> 10) != 0 {
                return Err(format!(
                    "KILN_GC_NURSERY_KB={v:?}: expected a multiple of {}",
                    CHUNK >> 10
                ));
            }
            c.nursery_bytes = kb as usize * 1024;
        }
        c.major_min_trigger = c.major_min_trigger.min(c.max_heap_bytes / 2).max(CHUNK);
        let seed = text("KILN_GC_SCHEDULE_SEED")?;
        let rate = text("KILN_GC_SCHEDULE_RATE")?;
        let alloc = text("KILN_GC_SCHEDULE_ALLOC_KB")?;
        match seed {
            Some(s) => {
                let seed = parse_u64(&s).ok_or_else(|| {
                    format!("KILN_GC_SCHEDULE_SEED={s:?}: expected an unsigned 64-bit integer (decimal or 0x-hex)")
                })?;
                let rate = match rate {
                    None => 1.0,
                    Some(r) => match r.parse::<f64>() {
                        Ok(x) if (0.0..=1.0).contains(&x) => x,
                        _ => {
                            return Err(format!(
                                "KILN_GC_SCHEDULE_RATE={r:?}: expected a number from 0 to 1"
                            ));
                        }
                    },
                };
                let alloc_kb = match alloc {
                    None => 0,
                    Some(a) => int(
                        &a,
                        "KILN_GC_SCHEDULE_ALLOC_KB",
                        0,
                        u64::MAX >> 10,
                        "a whole number of KiB",
                    )?,
                };
                c.schedule = Some(ScheduleConfig {
                    seed,
                    rate,
                    alloc_bytes: alloc_kb << 10,
                });
            }
            None => {
                for (k, v) in [
                    ("KILN_GC_SCHEDULE_RATE", &rate),
                    ("KILN_GC_SCHEDULE_ALLOC_KB", &alloc),
                ] {
                    if v.is_some() {
                        return Err(format!(
                            "{k} is set but KILN_GC_SCHEDULE_SEED is not; no schedule would run"
                        ));
                    }
                }
            }
        }
        let protect = flag(
            text("KILN_GC_PROTECT_FROMSPACE")?,
            "KILN_GC_PROTECT_FROMSPACE",
        )?;
        let depth = text("KILN_GC_PROTECT_FROMSPACE_DEPTH")?;
        match (protect, depth) {
            (true, d) => {
                let depth = match d {
                    None => 4,
                    Some(d) => int(
                        &d,
                        "KILN_GC_PROTECT_FROMSPACE_DEPTH",
                        1,
                        64,
                        "a whole number from 1 to 64",
                    )? as usize,
                };
                c.protect_depth = Some(depth);
            }
            (false, Some(_)) => {
                return Err(
                    "KILN_GC_PROTECT_FROMSPACE_DEPTH is set but KILN_GC_PROTECT_FROMSPACE is not 1"
                        .into(),
                );
            }
            (false, None) => {}
        }
        c.verify = flag(text("KILN_GC_VERIFY")?, "KILN_GC_VERIFY")?;
        c.stats = flag(text("KILN_GC_STATS")?, "KILN_GC_STATS")?;
        Ok(c)
    }

    /// True when a forced schedule is active: every compiled-code safepoint
    /// and allocation then reaches the runtime.
    pub fn forces_slow_paths(&self) -> bool {
        self.schedule.is_some()
    }
}

fn env_keys() -> Vec<String> {
    std::env::vars_os()
        .filter_map(|(k, _)| k.into_string().ok())
        .collect()
}

fn parse_u64(s: &str) -> Option<u64> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) if !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()) => {
            u64::from_str_radix(hex, 16).ok()
        }
        Some(_) => None,
        None if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => s.parse().ok(),
        None => None,
    }
}

fn int(s: &str, name: &str, lo: u64, hi: u64, what: &str) -> Result<u64, String> {
    let ok = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match s.parse::<u64>() {
        Ok(n) if ok && (lo..=hi).contains(&n) => Ok(n),
        _ => Err(format!("{name}={s:?}: expected {what} from {lo} to {hi}")),
    }
}

fn flag(v: Option<String>, name: &str) -> Result<bool, String> {
    match v.as_deref() {
        None | Some("0") => Ok(false),
        Some("1") => Ok(true),
        Some(other) => Err(format!("{name}={other:?}: expected 0 or 1")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(vars: &[(&str, &str)]) -> Result<Config, String> {
        let owned: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let get = |k: &str| owned.iter().find(|(n, _)| n == k).map(|(_, v)| v.into());
        Config::parse(get, owned.iter().map(|(k, _)| k.clone()))
    }

    #[test]
    fn defaults_have_every_instrument_off() {
        let c = parse(&[]).unwrap();
        assert_eq!(c, Config::default());
        assert_eq!(c.max_heap_bytes, 4096 << 20);
    }

    #[test]
    fn well_formed_knobs() {
        let c = parse(&[
            ("KILN_GC_SCHEDULE_SEED", "0x2a"),
            ("KILN_GC_SCHEDULE_RATE", "0.25"),
            ("KILN_GC_SCHEDULE_ALLOC_KB", "3"),
            ("KILN_GC_PROTECT_FROMSPACE", "1"),
            ("KILN_GC_PROTECT_FROMSPACE_DEPTH", "2"),
            ("KILN_GC_VERIFY", "1"),
            ("KILN_GC_STATS", "0"),
            ("KILN_MAX_HEAP_MB", "64"),
            ("KILN_GC_NURSERY_KB", "512"),
        ])
        .unwrap();
        assert_eq!(
            c.schedule,
            Some(ScheduleConfig {
                seed: 42,
                rate: 0.25,
                alloc_bytes: 3 << 10
            })
        );
        assert_eq!((c.protect_depth, c.verify, c.stats), (Some(2), true, false));
        assert_eq!((c.max_heap_bytes, c.nursery_bytes), (64 << 20, 512 << 10));
        let c = parse(&[
            ("KILN_GC_SCHEDULE_SEED", "7"),
            ("KILN_GC_PROTECT_FROMSPACE", "1"),
        ])
        .unwrap();
        assert_eq!(c.schedule.unwrap().rate, 1.0);
        assert_eq!(c.protect_depth, Some(4));
    }

    #[test]
    fn malformed_knobs_are_errors_naming_the_knob() {
        for (k, v) in [
            ("KILN_GC_SCHEDULE_SEED", "-1"),
            ("KILN_GC_SCHEDULE_SEED", "12abc"),
            ("KILN_GC_SCHEDULE_SEED", ""),
            ("KILN_GC_SCHEDULE_SEED", "0x"),
            ("KILN_GC_SCHEDULE_SEED", "18446744073709551616"),
            ("KILN_GC_PROTECT_FROMSPACE", "yes"),
            ("KILN_GC_VERIFY", ""),
            ("KILN_GC_STATS", "2"),
            ("KILN_MAX_HEAP_MB", "0"),
            ("KILN_MAX_HEAP_MB", "1.5"),
            ("KILN_MAX_HEAP_MB", " 64"),
            ("KILN_GC_NURSERY_KB", "300"),
            ("KILN_GC_SCHEDULE_SEEED", "1"),
        ] {
            let err = parse(&[(k, v)]).expect_err(&format!("{k}={v:?} must be rejected"));
            assert!(err.contains(k), "{err}");
        }
        for rate in ["1.5", "-0.1", "nan", "inf", "", "half"] {
            let err = parse(&[
                ("KILN_GC_SCHEDULE_SEED", "1"),
                ("KILN_GC_SCHEDULE_RATE", rate),
            ])
            .unwrap_err();
            assert!(err.contains("KILN_GC_SCHEDULE_RATE"), "{err}");
        }
        let err = parse(&[
            ("KILN_GC_SCHEDULE_SEED", "1"),
            ("KILN_GC_SCHEDULE_ALLOC_KB", "x"),
        ])
        .unwrap_err();
        assert!(err.contains("KILN_GC_SCHEDULE_ALLOC_KB"), "{err}");
        let err = parse(&[
            ("KILN_GC_PROTECT_FROMSPACE", "1"),
            ("KILN_GC_PROTECT_FROMSPACE_DEPTH", "0"),
        ])
        .unwrap_err();
        assert!(err.contains("DEPTH"), "{err}");
    }

    #[test]
    fn knobs_that_would_do_nothing_are_errors() {
        assert!(
            parse(&[("KILN_GC_SCHEDULE_RATE", "1")])
                .unwrap_err()
                .contains("KILN_GC_SCHEDULE_SEED")
        );
        assert!(
            parse(&[("KILN_GC_SCHEDULE_ALLOC_KB", "1")])
                .unwrap_err()
                .contains("KILN_GC_SCHEDULE_SEED")
        );
        assert!(parse(&[("KILN_GC_PROTECT_FROMSPACE_DEPTH", "3")]).is_err());
        assert!(
            parse(&[
                ("KILN_GC_PROTECT_FROMSPACE", "0"),
                ("KILN_GC_PROTECT_FROMSPACE_DEPTH", "3")
            ])
            .is_err()
        );
    }
}
