//! Runs `scripts/check-thread-locals` (the raw `thread_local!` ratchet) and
//! its self-test, so `cargo test` enforces the allowlist.

use std::path::PathBuf;
use std::process::Command;

fn run(args: &[&str]) -> (bool, String) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new("python3")
        .arg(root.join("scripts/check-thread-locals"))
        .args(args)
        .output()
        .expect("python3 runs scripts/check-thread-locals (install Python 3.11+)");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[test]
fn the_runtime_matches_the_thread_local_allowlist() {
    let (ok, text) = run(&[]);
    assert!(ok, "{text}");
}

#[test]
fn the_ratchet_fails_in_every_direction() {
    let (ok, text) = run(&["--self-test"]);
    assert!(ok && text.contains("self-test ok"), "{text}");
}
