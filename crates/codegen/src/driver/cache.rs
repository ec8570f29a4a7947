//! The executable cache of `kiln run`: one directory per key, where the key
//! hashes the source, its path, kiln's version and ABI, the runtime library
//! (size and modification time), the C compiler and the options.

use super::{BuildError, Options};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

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

fn dir_for(opts: &Options) -> PathBuf {
    opts.cache_dir.clone().unwrap_or_else(dir)
}

/// Two independent 64-bit FNV-1a hashes (a 128-bit key).
struct Hasher(u64, u64);

impl Hasher {
    fn new() -> Hasher {
        Hasher(0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142)
    }
    fn bytes(&mut self, b: &[u8]) {
        for &x in b.iter().chain(&(b.len() as u64).to_le_bytes()) {
            self.0 = (self.0 ^ u64::from(x)).wrapping_mul(0x100_0000_01b3);
            self.1 = (self.1 ^ u64::from(x))
                .wrapping_mul(0x0000_0100_0000_01b3)
                .rotate_left(5);
        }
    }
}

/// The key uses `CC` as set, not the resolved compiler: resolving it runs the
/// compiler, and a cache hit must not.
pub fn key(source: &str, path: &str, runtime: &Path, opts: &Options) -> String {
    let mut h = Hasher::new();
    h.bytes(source.as_bytes());
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
    h.bytes(&[opts.opt_level, u8::from(opts.link_all)]);
    format!("{:016x}{:016x}", h.0, h.1)
}

/// A file's path, size and modification time.
fn file_identity(h: &mut Hasher, path: &Path) {
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
