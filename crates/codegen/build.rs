//! Hashes the runtime's `kiln.h` (which the compiler embeds and writes next
//! to every generated file), records the target triple the `cc` crate
//! needs to find a C compiler at run time, and, for a release build, builds
//! the *lean* runtime library that release kiln links programs with.
//!
//! The lean library is kiln-runtime with the standard library compiled
//! from source (`-Z build-std`, allowed on a stable toolchain by
//! `RUSTC_BOOTSTRAP`) without its `backtrace` feature and with
//! `backtrace-trace-only`: a panic in the runtime (a bug) still prints its
//! message and location, but the backtrace printer (gimli, addr2line,
//! miniz_oxide, the symbol demangler) and the generic std code only it
//! reached are gone. Hello world's stripped executable went from 1 131 800
//! to 957 296 bytes, and `backtrace-trace-only` took 32 768 more
//! (docs/performance.md). It is built without unwind tables (below).
//! It needs the toolchain's `rust-src` component (`rustup component add
//! rust-src`) and, the first time, std's dependencies from crates.io;
//! without either, kiln says so in a warning and release executables link
//! the ordinary library, which behaves the same. `KILN_LEAN_RUNTIME=0`
//! skips it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let header = "../runtime/include/kiln.h";
    println!("cargo:rerun-if-changed={header}");
    let text = std::fs::read_to_string(header).expect("read ../runtime/include/kiln.h");
    // FNV-1a, as the runtime's build script computes it.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    println!("cargo:rustc-env=KILN_ABI_HASH={hash:016x}");
    let target = std::env::var("TARGET").expect("TARGET");
    println!("cargo:rustc-env=KILN_TARGET={target}");
    println!(
        "cargo:rustc-env=KILN_HOST={}",
        std::env::var("HOST").expect("HOST")
    );
    lean_runtime(&target);
}

/// Builds the lean runtime library for a release build and tells the
/// compiler where it is (`KILN_LEAN_RUNTIME_LIB`).
fn lean_runtime(target: &str) {
    println!("cargo:rerun-if-env-changed=KILN_LEAN_RUNTIME");
    let wanted = std::env::var("PROFILE").as_deref() == Ok("release")
        && std::env::var_os("KILN_LEAN_RUNTIME").is_none_or(|v| v != "0")
        // The one platform it is measured and tested on.
        && target.contains("-linux-");
    if !wanted {
        return;
    }
    // Only here: a debug build's compiler need not be rebuilt for every
    // change to the runtime. Directories are scanned whole.
    let root = Path::new("../..");
    for p in [
        "crates/runtime",
        "crates/regexp",
        "vendor",
        "Cargo.toml",
        "Cargo.lock",
    ] {
        println!("cargo:rerun-if-changed={}", root.join(p).display());
    }
    match build_lean(root, target) {
        Ok(lib) => println!("cargo:rustc-env=KILN_LEAN_RUNTIME_LIB={}", lib.display()),
        Err(why) => println!(
            "cargo:warning=kiln links release executables with the ordinary runtime library \
             (about 170 KB larger): {why}"
        ),
    }
}

fn build_lean(root: &Path, target: &str) -> Result<PathBuf, String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let sysroot = Command::new(&rustc)
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    // rustup rewrites this list when a component is added: a build made
    // before `rustup component add rust-src` is redone after it, instead of
    // linking the ordinary library until the next `cargo clean`.
    let components = sysroot.join("lib/rustlib/components");
    if components.is_file() {
        println!("cargo:rerun-if-changed={}", components.display());
    }
    if !sysroot
        .join("lib/rustlib/src/rust/library/Cargo.lock")
        .is_file()
    {
        return Err(
            "the toolchain has no standard library source (`rustup component add rust-src`)".into(),
        );
    }
    // OUT_DIR is <target dir>/release/build/kiln-codegen-<hash>/out.
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let target_dir = out_dir
        .ancestors()
        .nth(4)
        .ok_or("no target directory above OUT_DIR")?
        .join("lean-runtime");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root)
        .args(["build", "--release", "-p", "kiln-runtime"])
        .args([
            "-Z",
            "build-std=std,panic_abort",
            "-Z",
            "build-std-features=backtrace-trace-only",
        ])
        .args(["--target", target, "--target-dir"])
        .arg(&target_dir)
        .env("RUSTC_BOOTSTRAP", "1");
    // What the outer cargo set for this script, not for a build: its flags
    // (and clippy's wrapper) would change the library.
    for var in [
        "CARGO_ENCODED_RUSTFLAGS",
        "RUSTFLAGS",
        "RUSTC_WRAPPER",
        "RUSTC_WORKSPACE_WRAPPER",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_TARGET",
    ] {
        cmd.env_remove(var);
    }
    // No unwind tables: with `panic = "abort"` nothing unwinds, and kiln's
    // exceptions travel by return value. A panic still prints its message
    // and location (only the backtrace, which `backtrace-trace-only` could
    // have walked, is gone). Hello world's stripped executable: 543 616 →
    // 494 464 bytes (.eh_frame and its index were 49 KB of it).
    cmd.env("RUSTFLAGS", "-Cforce-unwind-tables=no");
    let out = cmd.output().map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let last: Vec<&str> = err.lines().rev().take(3).collect();
        return Err(format!(
            "`cargo build -Z build-std` of the runtime failed: {}",
            last.into_iter().rev().collect::<Vec<_>>().join(" / ")
        ));
    }
    let lib = target_dir.join(target).join("release/libkiln_runtime.a");
    let lib = lib
        .canonicalize()
        .map_err(|e| format!("{}: {e}", lib.display()))?;
    Ok(lib)
}
