//! Behaviour that ends the process: stale pointers under
//! `KILN_GC_PROTECT_FROMSPACE`, malformed knobs, the heap limit, failed
//! verification, the stats line. Each test re-runs this binary with
//! `KILN_TEST_SCENARIO` set (and the knobs in its environment), and checks
//! the child's exit status and stderr.

mod common;

use common::*;
use kiln_runtime::heap::{self, Collection};
use kiln_runtime::{Thread, Value};
use std::os::unix::process::ExitStatusExt;

/// A thread configured from the (child's) environment, as a program's is.
fn env_thread() -> Box<Thread> {
    let here = 0u8;
    Thread::new(&raw const here as usize)
}

const SMALL: [(&str, &str); 2] = [("KILN_GC_NURSERY_KB", "256"), ("KILN_MAX_HEAP_MB", "64")];

fn with_small<'a>(extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    SMALL.iter().copied().chain(extra.iter().copied()).collect()
}

fn read_header(v: Value) -> u64 {
    // SAFETY: none — this deliberately reads through a stale pointer.
    unsafe { std::ptr::read_volatile(v.addr() as *const u64) }
}

fn assert_stale_fault(status: std::process::ExitStatus, stderr: &str, collection: &str) {
    assert_eq!(
        status.signal(),
        Some(libc::SIGSEGV),
        "killed by the fault: {status:?}\n{stderr}"
    );
    assert!(stderr.contains("kiln: stale heap access at 0x"), "{stderr}");
    assert!(
        stderr.contains(&format!("in a space retired by {collection}\n")),
        "{stderr}"
    );
    assert!(!stderr.contains("did not fault"), "{stderr}");
}

#[test]
fn a_stale_pointer_into_the_eden_faults_naming_the_minor_collection() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let keep = node(th, &[1], &[]);
        push(th, keep);
        let stale = node(th, &[2], &[]); // deliberately not rooted
        heap::collect(th, Collection::Minor);
        heap::collect(th, Collection::Minor);
        read_header(stale);
        eprintln!("did not fault");
        return;
    }
    let (status, stderr) = rerun(
        "a_stale_pointer_into_the_eden_faults_naming_the_minor_collection",
        "minor",
        &with_small(&[("KILN_GC_PROTECT_FROMSPACE", "1")]),
    );
    assert_stale_fault(status, &stderr, "minor collection #1");
}

#[test]
fn a_stale_pointer_into_old_space_faults_naming_the_major_collection() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let v = node(th, &[1], &[]);
        let s = push(th, v);
        heap::collect(th, Collection::Minor);
        heap::collect(th, Collection::Minor);
        let old = slot(th, s);
        assert_eq!(heap::space_of(th, old), heap::Space::Old);
        heap::collect(th, Collection::Major);
        heap::collect(th, Collection::Major);
        read_header(old); // the slot was updated; this copy was not
        eprintln!("did not fault");
        return;
    }
    let (status, stderr) = rerun(
        "a_stale_pointer_into_old_space_faults_naming_the_major_collection",
        "major",
        &with_small(&[
            ("KILN_GC_PROTECT_FROMSPACE", "1"),
            ("KILN_GC_PROTECT_FROMSPACE_DEPTH", "2"),
        ]),
    );
    assert_stale_fault(status, &stderr, "major collection #1");
}

#[test]
fn a_dead_large_object_faults_naming_the_major_collection() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let big = node(th, &[], &vec![Value::NULL; 20_000]);
        heap::collect(th, Collection::Major);
        read_header(big);
        eprintln!("did not fault");
        return;
    }
    let (status, stderr) = rerun(
        "a_dead_large_object_faults_naming_the_major_collection",
        "large",
        &with_small(&[("KILN_GC_PROTECT_FROMSPACE", "1")]),
    );
    assert_stale_fault(status, &stderr, "major collection #1");
}

#[test]
fn other_faults_go_to_the_previous_handler() {
    if scenario().is_some() {
        let th = env_thread();
        read_header(Value::from_tagged(kiln_runtime::abi::KL_TAG_OBJECT, 64));
        drop(th);
        return;
    }
    let (status, stderr) = rerun(
        "other_faults_go_to_the_previous_handler",
        "null",
        &with_small(&[("KILN_GC_PROTECT_FROMSPACE", "1")]),
    );
    assert_eq!(status.signal(), Some(libc::SIGSEGV), "{stderr}");
    assert!(!stderr.contains("kiln:"), "{stderr}");
}

#[test]
fn malformed_and_unknown_knobs_end_the_program() {
    if scenario().is_some() {
        let _th = env_thread();
        eprintln!("started anyway");
        return;
    }
    for (k, v, needle) in [
        (
            "KILN_GC_SCHEDULE_RATE",
            "2",
            "KILN_GC_SCHEDULE_RATE=\"2\": expected a number from 0 to 1",
        ),
        (
            "KILN_GC_SCHEDULE_SEEDS",
            "1",
            "unknown GC knob KILN_GC_SCHEDULE_SEEDS",
        ),
        ("KILN_MAX_HEAP_MB", "lots", "KILN_MAX_HEAP_MB=\"lots\""),
        (
            "KILN_GC_VERIFY",
            "true",
            "KILN_GC_VERIFY=\"true\": expected 0 or 1",
        ),
    ] {
        let env = [("KILN_GC_SCHEDULE_SEED", "1"), (k, v)];
        let (status, stderr) = rerun("malformed_and_unknown_knobs_end_the_program", "knob", &env);
        assert_eq!(
            status.code(),
            Some(heap::config::BAD_KNOB_STATUS),
            "{k}={v}: {stderr}"
        );
        assert!(stderr.contains(needle), "{k}={v}: {stderr}");
        assert!(!stderr.contains("started anyway"));
    }
}

#[test]
fn the_stats_line_goes_to_stderr_at_exit() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let s = push(th, Value::NULL);
        for i in 0..4_000u64 {
            let v = node_compiled(th, &[i], 1);
            let p = slot(th, s);
            set_field(th, v, 0, p);
            set_slot(th, s, if i.is_multiple_of(4) { v } else { p });
            if i.is_multiple_of(16) {
                heap::kl_safepoint(th);
            }
        }
        assert_eq!(heap::at_exit(th), None);
        return;
    }
    let env = with_small(&[
        ("KILN_GC_STATS", "1"),
        ("KILN_GC_SCHEDULE_SEED", "7"),
        ("KILN_GC_SCHEDULE_RATE", "0.5"),
        ("KILN_GC_PROTECT_FROMSPACE", "1"),
        ("KILN_GC_VERIFY", "1"),
    ]);
    let (status, stderr) = rerun("the_stats_line_goes_to_stderr_at_exit", "stats", &env);
    assert!(status.success(), "{stderr}");
    let line = stderr
        .lines()
        .find(|l| l.starts_with("[kiln-gc] "))
        .unwrap_or_else(|| panic!("{stderr}"));
    let get = |k: &str| -> u64 {
        let kv = line
            .split(' ')
            .find(|kv| kv.starts_with(&format!("{k}=")))
            .unwrap_or_else(|| panic!("{k} in {line}"));
        kv[k.len() + 1..].parse().unwrap()
    };
    for k in [
        "minor",
        "major",
        "forced_collections",
        "moved_objects",
        "promoted_bytes",
        "bytes_protected",
        "sets_retired",
        "max_pause_us",
    ] {
        get(k);
    }
    assert!(get("forced_collections") > 100, "{line}");
    assert!(
        get("major") > 0 && get("moved_objects") > 0 && get("promoted_bytes") > 0,
        "{line}"
    );
    assert!(
        get("bytes_protected") > 0 && get("sets_retired") > 0,
        "{line}"
    );
}

#[test]
fn a_rate_one_schedule_that_ran_nothing_fails() {
    if scenario().is_some() {
        let mut th = env_thread();
        let status = heap::at_exit(&mut th);
        std::process::exit(status.unwrap_or(0));
    }
    let (status, stderr) = rerun(
        "a_rate_one_schedule_that_ran_nothing_fails",
        "idle",
        &[("KILN_GC_SCHEDULE_SEED", "3")],
    );
    assert_eq!(
        status.code(),
        Some(heap::EXERCISED_NOTHING_STATUS),
        "{stderr}"
    );
    assert!(stderr.contains("exercised nothing"), "{stderr}");
}

#[test]
fn the_heap_limit_is_fatal_in_runtime_allocation() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let s = push(th, Value::NULL);
        loop {
            let p = slot(th, s);
            let v = node(th, &[0; 30], &[p]);
            set_slot(th, s, v);
            heap::kl_safepoint(th);
        }
    }
    let (status, stderr) = rerun(
        "the_heap_limit_is_fatal_in_runtime_allocation",
        "oom",
        &[("KILN_MAX_HEAP_MB", "8")],
    );
    assert_eq!(status.code(), Some(134), "{stderr}");
    assert!(stderr.contains(
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"
    ));
}

#[test]
fn the_heap_limit_is_fatal_at_a_safepoint() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let s = push(th, Value::NULL);
        loop {
            let v = node_compiled(th, &[0; 30], 1);
            let p = slot(th, s);
            set_field(th, v, 0, p);
            set_slot(th, s, v);
        }
    }
    let (status, stderr) = rerun(
        "the_heap_limit_is_fatal_at_a_safepoint",
        "oom",
        &[
            ("KILN_MAX_HEAP_MB", "8"),
            ("KILN_GC_STATS", "1"),
            ("KILN_GC_VERIFY", "1"),
        ],
    );
    assert_eq!(status.code(), Some(134), "{stderr}");
    assert!(stderr.contains("JavaScript heap out of memory"), "{stderr}");
    assert!(
        stderr.contains("[kiln-gc] "),
        "stats are printed on the way out: {stderr}"
    );
}

#[test]
fn failed_verification_ends_the_program() {
    if scenario().is_some() {
        let mut th = env_thread();
        let th = &mut *th;
        let holder = node(th, &[], &[Value::NULL]);
        let s = push(th, holder);
        heap::collect(th, Collection::Minor);
        heap::collect(th, Collection::Minor);
        let young = node(th, &[], &[]);
        set_field_unbarriered(slot(th, s), 0, young);
        heap::collect(th, Collection::Minor);
        eprintln!("verification passed");
        return;
    }
    let (status, stderr) = rerun(
        "failed_verification_ends_the_program",
        "verify",
        &with_small(&[("KILN_GC_VERIFY", "1")]),
    );
    assert_eq!(status.code(), Some(134), "{stderr}");
    assert!(
        stderr.contains("kiln: KILN_GC_VERIFY: after minor collection #3: a field of the object"),
        "{stderr}"
    );
}
