//! What the `kiln` command's tests share: the command, linked with the
//! runtime library this test run built, and scratch directories.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `kiln`, linking with the runtime library cargo built for this test run:
/// the newest `libkiln_runtime-*.a` beside the test binary. (`cargo test`
/// does not copy it to `target/<profile>/`, where `kiln` looks by itself,
/// so that copy is stale, or absent on a clean clone.)
pub fn kiln() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_kiln"));
    if let Some(lib) = fresh_runtime_lib() {
        cmd.env("KILN_RUNTIME_LIB", lib);
    }
    // `kiln build` goes through the cache too: not the user's.
    cmd.env(
        "KILN_CACHE_DIR",
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
    );
    cmd
}

fn fresh_runtime_lib() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    kiln_codegen::driver::runtime::newest_built_in(exe.parent()?)
}

/// A scratch directory for one test, with a program in it.
pub fn scratch(name: &str, program: &str) -> (PathBuf, PathBuf) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("main.ts");
    std::fs::write(&file, program).unwrap();
    (dir, file)
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A C compiler (`dir/cc-wrapper`, gcc underneath) that copies each C file
/// it compiles to the path in the environment variable `var`: the C a
/// build gave the compiler, for a test to read.
pub fn cc_keeping_c(dir: &Path, var: &str) -> PathBuf {
    let wrapper = dir.join("cc-wrapper");
    std::fs::write(
        &wrapper,
        format!("#!/bin/sh\nfor a in \"$@\"; do case $a in *.c) cp \"$a\" \"${var}\";; esac; done\nexec gcc \"$@\"\n"),
    )
    .unwrap();
    let status = Command::new("chmod")
        .arg("+x")
        .arg(&wrapper)
        .status()
        .unwrap();
    assert!(status.success());
    wrapper
}
