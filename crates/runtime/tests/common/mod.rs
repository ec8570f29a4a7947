//! Shared helpers for the heap tests: a thread with a small heap, a
//! hand-driven shadow stack, and test object kinds built from kiln.h's
//! generic header rule (no compiler involved).

#![allow(dead_code, reason = "each test binary uses a different subset")]

use kiln_runtime::abi::*;
use kiln_runtime::heap::{self, Config, object::Header};
use kiln_runtime::{Thread, Value};

/// A value-body test kind: `raw` untraced words, then traced fields.
pub const KIND_NODE: u64 = 200;
/// A byte-body test kind (no references).
pub const KIND_BYTES: u64 = 3;

/// A heap small enough that tests reach every space quickly.
pub fn small_config() -> Config {
    Config {
        nursery_bytes: 256 << 10,
        large_object_bytes: 16 << 10,
        max_heap_bytes: 64 << 20,
        major_min_trigger: 4 << 20,
        verify: true,
        ..Config::default()
    }
}

pub fn thread(config: Config) -> Box<Thread> {
    let here = 0u8;
    let mut th = Thread::new(&raw const here as usize);
    heap::configure(&mut th, config);
    th
}

/// Pushes a shadow-stack slot holding `v`; returns its index.
pub fn push(th: &mut Thread, v: Value) -> usize {
    let i = depth(th);
    assert!(th.sp < th.sp_limit);
    // SAFETY: below sp_limit, inside the shadow-stack reservation.
    unsafe {
        th.sp.write(v);
        th.sp = th.sp.add(1);
    }
    i
}

pub fn depth(th: &Thread) -> usize {
    th.shadow_slots().len()
}

pub fn slot(th: &Thread, i: usize) -> Value {
    th.shadow_slots()[i]
}

pub fn set_slot(th: &mut Thread, i: usize, v: Value) {
    assert!(i < depth(th));
    // SAFETY: a live slot of the shadow stack.
    unsafe { th.shadow_base.add(i).write(v) };
}

/// Pops every slot (before `heap::configure`).
pub fn pop_all(th: &mut Thread) {
    th.sp = th.shadow_base;
}

pub fn node_size(raw: usize, fields: usize) -> usize {
    8 + 8 * raw + 8 * fields
}

/// Writes a node's header and body at `p`.
fn init_node(p: *mut u8, raw: &[u64], fields: &[Value]) -> Value {
    let size = node_size(raw.len(), fields.len());
    let h = Header::new(KIND_NODE, 0, raw.len() as u64, size);
    // SAFETY: `p` is a fresh allocation of `size` bytes.
    unsafe {
        let w = p as *mut u64;
        w.write(h.0);
        for (i, &r) in raw.iter().enumerate() {
            w.add(1 + i).write(r);
        }
        for (i, &f) in fields.iter().enumerate() {
            w.add(1 + raw.len() + i).write(f.0);
        }
    }
    Value::from_tagged(KL_TAG_OBJECT, p as usize)
}

/// Allocates a node through the runtime path (`heap::alloc`, never collects).
pub fn node(th: &mut Thread, raw: &[u64], fields: &[Value]) -> Value {
    let p = heap::alloc(th, node_size(raw.len(), fields.len()));
    init_node(p, raw, fields)
}

/// Allocates a node the way compiled code does: kiln.h's inline `kl_alloc`,
/// falling back to `kl_alloc_slow`, which may collect — so `fields` must not
/// hold references (store them afterwards, from rooted slots).
pub fn node_compiled(th: &mut Thread, raw: &[u64], nfields: usize) -> Value {
    let bytes = node_size(raw.len(), nfields);
    let p = th.alloc_top;
    let p = if (th.alloc_limit as usize - p as usize) < bytes {
        heap::kl_alloc_slow(th, bytes)
    } else {
        // SAFETY: the bump region has room.
        th.alloc_top = unsafe { p.add(bytes) };
        p
    };
    init_node(p, raw, &vec![Value::UNDEFINED; nfields])
}

/// A byte-body object with `bytes` payload.
pub fn bytes_obj(th: &mut Thread, payload: &[u8]) -> Value {
    let size = (8 + payload.len()).div_ceil(8) * 8;
    let p = heap::alloc(th, size);
    // SAFETY: fresh allocation of `size` bytes.
    unsafe {
        (p as *mut u64).write(Header::new(KIND_BYTES, 0, 0, size).0);
        std::ptr::copy_nonoverlapping(payload.as_ptr(), p.add(8), payload.len());
    }
    Value::from_tagged(KL_TAG_STRING, p as usize)
}

pub fn header_of(v: Value) -> Header {
    // SAFETY: tests only pass live references.
    Header(unsafe { *(v.addr() as *const u64) })
}

pub fn raw_words(v: Value) -> Vec<u64> {
    let h = header_of(v);
    (0..h.raw_words())
        .map(|i| {
            // SAFETY: inside the live object.
            unsafe { *((v.addr() + 8 + 8 * i) as *const u64) }
        })
        .collect()
}

pub fn nfields(v: Value) -> usize {
    let h = header_of(v);
    (h.size() - 8 - 8 * h.raw_words()) / 8
}

pub fn field(v: Value, i: usize) -> Value {
    let h = header_of(v);
    assert!(i < nfields(v));
    // SAFETY: inside the live object.
    Value(unsafe { *((v.addr() + 8 + 8 * h.raw_words() + 8 * i) as *const u64) })
}

/// Stores through the write barrier, as runtime code must.
pub fn set_field(th: &mut Thread, v: Value, i: usize, x: Value) {
    let h = header_of(v);
    assert!(i < nfields(v));
    let p = (v.addr() + 8 + 8 * h.raw_words() + 8 * i) as *mut u64;
    // SAFETY: inside the live object.
    unsafe { p.write(x.0) };
    heap::write_barrier(th, v.addr() as *mut u8, x);
}

/// Stores through the slot barrier, as element stores do (a large object
/// is remembered by the slot).
pub fn set_field_slot(th: &mut Thread, v: Value, i: usize, x: Value) {
    let h = header_of(v);
    assert!(i < nfields(v));
    let p = (v.addr() + 8 + 8 * h.raw_words() + 8 * i) as *mut Value;
    // SAFETY: inside the live object.
    unsafe { p.write(x) };
    heap::barrier::write_barrier_slot(th, v.addr() as *mut u8, p, x);
}

/// Stores without the barrier (to prove verification catches it).
pub fn set_field_unbarriered(v: Value, i: usize, x: Value) {
    let h = header_of(v);
    let p = (v.addr() + 8 + 8 * h.raw_words() + 8 * i) as *mut u64;
    // SAFETY: inside the live object.
    unsafe { p.write(x.0) };
}

pub fn payload(v: Value, len: usize) -> Vec<u8> {
    // SAFETY: inside the live object.
    unsafe { std::slice::from_raw_parts((v.addr() + 8) as *const u8, len) }.to_vec()
}

/// Runs this test binary again with `scenario` in the environment,
/// returning its exit status and stderr.
pub fn rerun(
    test: &str,
    scenario: &str,
    env: &[(&str, &str)],
) -> (std::process::ExitStatus, String) {
    let exe = std::env::current_exe().unwrap();
    let mut cmd = std::process::Command::new(exe);
    cmd.args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env("KILN_TEST_SCENARIO", scenario);
    for k in heap::config::KNOBS {
        cmd.env_remove(k);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    (
        out.status,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

pub fn scenario() -> Option<String> {
    std::env::var("KILN_TEST_SCENARIO").ok()
}
