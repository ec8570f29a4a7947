//! Compiling a C program against kiln.h and running it: the tests of the
//! header's inline fast paths (`barrier_c.rs`, `counter_step_c.rs`).

use std::path::PathBuf;
use std::process::Command;

/// Compiles `program` with the system C compiler (`CC`, default `cc`) at
/// -O2 with warnings as errors, against kiln.h alone (the program stubs
/// what it calls of the runtime), runs it, and returns its stdout after
/// asserting it exited 0.
pub fn compile_and_run(name: &str, program: &str) -> String {
    let include = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("include");
    let dir = std::env::temp_dir().join(format!("kiln-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join(format!("{name}.c"));
    let exe = dir.join(name);
    std::fs::write(&src, program).unwrap();
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let out = Command::new(&cc)
        .args(["-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-I"])
        .arg(&include)
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap_or_else(|e| panic!("{cc}: {e} (the test needs a C compiler)"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    assert!(run.status.success(), "{stdout}");
    stdout
}
