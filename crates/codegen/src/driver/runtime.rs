//! Finding the runtime static library: where `KILN_RUNTIME_LIB` says; the
//! lean library a release build of kiln made (build.rs: the runtime with a
//! standard library built without its backtrace printer), if it is still
//! there; next to the `kiln` executable (where `cargo build` puts both); in
//! `../lib` of an installed kiln. If it is nowhere, the error lists every
//! place looked at.

use super::BuildError;
use std::path::PathBuf;

#[cfg(not(windows))]
const LIB_NAME: &str = "libkiln_runtime.a";
#[cfg(windows)]
const LIB_NAME: &str = "kiln_runtime.lib";

pub fn candidates() -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("KILN_RUNTIME_LIB") {
        out.push(PathBuf::from(p));
        return out;
    }
    if let Some(lean) = option_env!("KILN_LEAN_RUNTIME_LIB") {
        out.push(PathBuf::from(lean));
    }
    if let Ok(exe) = std::env::current_exe() {
        let exe = exe.canonicalize().unwrap_or(exe);
        if let Some(dir) = exe.parent() {
            out.push(dir.join(LIB_NAME));
            out.push(dir.join("..").join("lib").join(LIB_NAME));
            // Test binaries live in target/<profile>/deps.
            out.push(dir.join("..").join(LIB_NAME));
        }
    }
    out
}

/// The newest `libkiln_runtime-<hash>.a` in `dir`: where `cargo test`
/// leaves the runtime library it built (`target/<profile>/deps`), which it
/// does not copy to `target/<profile>/`, where [`find`] looks. Tests link
/// with it, so they never use a stale or missing copy.
pub fn newest_built_in(dir: &std::path::Path) -> Option<PathBuf> {
    let stem = LIB_NAME.strip_suffix(".a").unwrap_or(LIB_NAME);
    std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .filter(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            name.starts_with(&format!("{stem}-")) && name.ends_with(".a")
        })
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .max()
        .map(|(_, p)| p)
}

pub fn find() -> Result<PathBuf, BuildError> {
    let tried = candidates();
    for p in &tried {
        if p.is_file() {
            return Ok(p.clone());
        }
    }
    let list: Vec<String> = tried.iter().map(|p| format!("  {}", p.display())).collect();
    Err(BuildError::Other(format!(
        "cannot find the kiln runtime library ({LIB_NAME}); looked at:\n{}\n  Build it with `cargo build --release` (it lands next to the kiln binary), or set KILN_RUNTIME_LIB.",
        list.join("\n")
    )))
}
