//! The executable cache of `kiln run`: one directory per key, where the key
//! hashes the source, its path, kiln's version and ABI, the runtime library
//! (size and modification time), the C compiler and the options.

use super::{BuildError, Options};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// The directory under the cache's where `Options::object_cache` keeps
/// objects.
pub const OBJECTS: &str = "objects";

/// `KILN_CACHE_DIR`, else `$XDG_CACHE_HOME/kiln`, else `~/.cache/kiln`,
/// else a directory under the system temp dir.
pub fn dir() -> PathBuf {
    if let Some(d) = std::env::var_os("KILN_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("kiln");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("kiln");
    }
    std::env::temp_dir().join("kiln-cache")
}

pub(super) fn dir_for(opts: &Options) -> PathBuf {
    opts.cache_dir.clone().unwrap_or_else(dir)
}

/// Two independent 64-bit FNV-1a hashes (a 128-bit key).
pub(super) struct Hasher(u64, u64);

impl Hasher {
    pub(super) fn new() -> Hasher {
        Hasher(0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142)
    }
    pub(super) fn bytes(&mut self, b: &[u8]) {
        for &x in b.iter().chain(&(b.len() as u64).to_le_bytes()) {
            self.0 = (self.0 ^ u64::from(x)).wrapping_mul(0x100_0000_01b3);
            self.1 = (self.1 ^ u64::from(x))
                .wrapping_mul(0x0000_0100_0000_01b3)
                .rotate_left(5);
        }
    }

    pub(super) fn hex(&self) -> String {
        format!("{:016x}{:016x}", self.0, self.1)
    }
}

/// The key uses `CC` as set, not the resolved compiler: resolving it runs the
/// compiler, and a cache hit must not.
pub fn key(
    files: &[crate::modules::SourceFile],
    path: &str,
    runtime: &Path,
    opts: &Options,
) -> String {
    let mut h = Hasher::new();
    for f in files {
        h.bytes(f.name.as_bytes());
        h.bytes(f.text.as_bytes());
    }
    h.bytes(path.as_bytes());
    h.bytes(env!("CARGO_PKG_VERSION").as_bytes());
    h.bytes(crate::ABI_HASH.as_bytes());
    // The compiler itself: a rebuilt kiln (or a rebuilt test binary that
    // links it) must not reuse executables of an older code generator.
    if let Ok(exe) = std::env::current_exe() {
        file_identity(&mut h, &exe);
    }
    file_identity(&mut h, runtime);
    for var in ["CC", "CFLAGS"] {
        h.bytes(std::env::var_os(var).unwrap_or_default().as_encoded_bytes());
    }
    h.bytes(&[
        opts.opt_level,
        u8::from(opts.link_all),
        u8::from(opts.strip),
        u8::from(opts.layout),
    ]);
    // How the C may be split into units (another split, another binary).
    h.bytes(&(opts.jobs as u64).to_le_bytes());
    h.bytes(&(opts.split_bytes as u64).to_le_bytes());
    if let Some(pgo) = &opts.pgo {
        super::pgo::hash_inputs(pgo, &mut |b| h.bytes(b));
        // A kept profile, by content: another one makes another program.
        if let Some(file) = &pgo.profile {
            h.bytes(&std::fs::read(file).unwrap_or_default());
        }
    }
    h.hex()
}

/// A file's path, size and modification time.
pub(super) fn file_identity(h: &mut Hasher, path: &Path) {
    h.bytes(path.as_os_str().as_encoded_bytes());
    if let Ok(meta) = std::fs::metadata(path) {
        h.bytes(&meta.len().to_le_bytes());
        if let Ok(t) = meta.modified().and_then(|t| {
            t.duration_since(std::time::UNIX_EPOCH)
                .map_err(std::io::Error::other)
        }) {
            h.bytes(&t.as_nanos().to_le_bytes());
        }
    }
}

/// The cached executable's path for `key` (its directory is created).
pub fn entry(key: &str, opts: &Options) -> Result<PathBuf, BuildError> {
    let d = dir_for(opts).join(&key[..2]).join(key);
    std::fs::create_dir_all(&d)
        .map_err(|e| BuildError::Other(format!("cannot create {}: {e}", d.display())))?;
    Ok(d.join("program"))
}

/// A fresh directory for one build.
pub fn work_dir(opts: &Options) -> Result<PathBuf, BuildError> {
    static N: AtomicU32 = AtomicU32::new(0);
    let d = dir_for(opts).join("work").join(format!(
        "{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&d)
        .map_err(|e| BuildError::Other(format!("cannot create {}: {e}", d.display())))?;
    Ok(d)
}

/// The cache's size cap when `KILN_CACHE_MAX_MB` does not set one: a few
/// hundred programs (a `kiln run` executable is 0.5–2 MB).
pub const DEFAULT_MAX_BYTES: u64 = 512 << 20;

/// Failed builds whose work directories (with the C the error message
/// points at) are kept; older ones are removed.
const KEPT_FAILED_BUILDS: usize = 8;

/// The cap: `KILN_CACHE_MAX_MB` (0: no cap), else [`DEFAULT_MAX_BYTES`].
pub fn max_bytes() -> Result<Option<u64>, BuildError> {
    match std::env::var_os("KILN_CACHE_MAX_MB") {
        None => Ok(Some(DEFAULT_MAX_BYTES)),
        Some(v) => match v.to_str().and_then(|s| s.trim().parse::<u64>().ok()) {
            Some(0) => Ok(None),
            Some(mb) => Ok(Some(mb.saturating_mul(1 << 20))),
            None => Err(BuildError::Other(format!(
                "KILN_CACHE_MAX_MB must be a whole number of megabytes (0: no cap), not {:?}",
                v.to_string_lossy()
            ))),
        },
    }
}

/// Marks a cached executable as used now (its modification time is the
/// least-recently-used order [`evict`] follows). Opened read-only: an
/// executable open for writing cannot be run (ETXTBSY), and another
/// thread or `kiln run` may be starting this one right now (the GC sweep
/// runs five seeds of a fixture at once, and one failed so).
pub fn touch(exe: &Path) {
    if let Ok(f) = std::fs::File::open(exe) {
        let _ = f.set_modified(std::time::SystemTime::now());
    }
}

/// One cache entry or work directory: its path, size and last use.
struct Item {
    path: PathBuf,
    bytes: u64,
    used: std::time::SystemTime,
}

fn dir_size(path: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(path) else {
        return 0;
    };
    entries
        .flatten()
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => dir_size(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

fn item(path: PathBuf, stamp: &Path) -> Option<Item> {
    let used = std::fs::metadata(stamp).and_then(|m| m.modified()).ok()?;
    Some(Item {
        bytes: dir_size(&path),
        path,
        used,
    })
}

/// Keeps the cache under `max` bytes by removing the least recently used
/// executables, and keeps the work directories of only the last
/// [`KEPT_FAILED_BUILDS`] failed builds (and any of the last ten minutes). Run after each build that stored
/// something; errors are ignored (another process may be evicting too).
pub fn evict(opts: &Options, max: Option<u64>) {
    let root = dir_for(opts);
    let mut work: Vec<Item> = std::fs::read_dir(root.join("work"))
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| item(e.path(), &e.path()))
        .collect();
    work.sort_by_key(|w| std::cmp::Reverse(w.used));
    // A directory touched in the last minutes may be a build still running
    // in another process: left alone.
    let settled = std::time::SystemTime::now() - std::time::Duration::from_secs(600);
    for w in work.iter().skip(KEPT_FAILED_BUILDS) {
        if w.used < settled {
            let _ = std::fs::remove_dir_all(&w.path);
        }
    }
    let Some(max) = max else {
        return;
    };
    let mut entries: Vec<Item> = Vec::new();
    for shard in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        // Objects are for caches without a cap (the test suite's, which
        // prunes them itself).
        if shard.file_name() == "work" || shard.file_name() == OBJECTS {
            continue;
        }
        for e in std::fs::read_dir(shard.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let exe = e.path().join("program");
            // A directory without its executable is a build in progress (or
            // an interrupted one): counted, and the oldest go first.
            let stamp = if exe.exists() { exe } else { e.path() };
            entries.extend(item(e.path(), &stamp));
        }
    }
    let kept_work: u64 = work.iter().take(KEPT_FAILED_BUILDS).map(|w| w.bytes).sum();
    let mut total: u64 = kept_work + entries.iter().map(|e| e.bytes).sum::<u64>();
    entries.sort_by_key(|e| e.used);
    // The newest entry (the one just built) is never removed.
    let newest = entries.len().saturating_sub(1);
    for e in &entries[..newest] {
        if total <= max {
            break;
        }
        if std::fs::remove_dir_all(&e.path).is_ok() {
            total = total.saturating_sub(e.bytes);
        }
    }
}
