//! The fixture suite: every `test-files/*.ts` is compiled by kiln, run, and
//! compared byte for byte (stdout and exit status) with what node printed.

use kiln_suite::{build, compare, fixtures, parallel, run_with_stdin};
use std::time::Duration;

#[test]
fn fixtures_match_node() {
    let all = fixtures();
    assert!(!all.is_empty(), "no fixtures found in test-files/");
    let failures = parallel(&all, |f| {
        let exe = build(&f.ts).map_err(|e| format!("== {}: build failed\n{e}", f.name))?;
        let r = run_with_stdin(
            &exe,
            &[("TZ", &f.tz)],
            Duration::from_secs(60),
            f.stdin.as_deref(),
        );
        compare(f, &r).map_err(|e| format!("== {}\n{e}", f.name))
    });
    if !failures.is_empty() {
        panic!(
            "{} of {} fixtures failed:\n\n{}",
            failures.len(),
            all.len(),
            failures.join("\n")
        );
    }
}
