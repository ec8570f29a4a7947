//! Retiring evacuated spaces, and `KILN_GC_PROTECT_FROMSPACE`.
//!
//! After a copying collection the spaces it evacuated (eden and survivor
//! blocks, a major's old chunks, the large objects a major found dead) form
//! one *retired set*. Normally they are released at once: young blocks go
//! back to the nursery for reuse, chunks are decommitted, large objects
//! unmapped.
//!
//! Under `KILN_GC_PROTECT_FROMSPACE=1` each retired set is instead filled
//! with [`POISON`](super::object::POISON), `mprotect`ed `PROT_NONE` and held
//! in a quarantine ring of `KILN_GC_PROTECT_FROMSPACE_DEPTH` sets (default
//! 4); the oldest set leaves the ring (is released) when a newer one
//! arrives, or earlier if a collection needs its address space. Any access
//! through a stale pointer faults at once, and the SIGSEGV/SIGBUS handler
//! (running on an alternate signal stack, so it works on an exhausted stack
//! too) prints which collection retired the address:
//!
//! ```text
//! kiln: stale heap access at 0x7f3a9c041a08 in a space retired by minor collection #12
//! ```
//!
//! then re-raises the fault with the default action, so the process dies of
//! the signal (non-zero status). Faults elsewhere go to the handler that was
//! installed before (Rust's stack-overflow reporter, or the default action).
//!
//! The handler finds the label without locks or allocation: every heap
//! region registers its per-chunk label table in a fixed global array, and
//! retired large objects are recorded in a global ring of address ranges.

use super::Collection;
use super::config::CHUNK;
use super::large::{LargeObject, LargeSpace};
use super::nursery::{Block, Nursery};
use super::object::poison;
use super::old::OldChunk;
use super::os;
use super::region::Region;
use super::stats::Stats;
use std::collections::VecDeque;
use std::sync::Once;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicPtr, AtomicU64, AtomicUsize, Ordering};

/// A label names a collection: bits 60..63 its kind (1 minor, 2 major), bit
/// 59 set once the retired space was released, bits 0..58 its number.
pub fn label(kind: Collection, number: u64) -> u64 {
    let k = match kind {
        Collection::Minor => 1u64,
        Collection::Major => 2,
    };
    k << 60 | (number & ((1 << 59) - 1))
}
pub const RELEASED: u64 = 1 << 59;

/// What one collection evacuated.
#[derive(Default)]
pub struct Retired {
    pub young: Vec<Block>,
    pub chunks: Vec<OldChunk>,
    pub large: Vec<LargeObject>,
}

struct Set {
    label: u64,
    retired: Retired,
}

/// The quarantine ring (empty and unused without protection).
#[derive(Default)]
pub struct Quarantine {
    ring: VecDeque<Set>,
}

/// The parts of the heap state that retiring touches.
pub struct Spaces<'a> {
    pub nursery: &'a mut Nursery,
    pub region: &'a mut Region,
    /// Where dead large objects' mappings are kept for reuse.
    pub large: &'a mut LargeSpace,
    pub quarantine: &'a mut Quarantine,
    pub stats: &'a mut Stats,
    /// `Some(depth)` under protection.
    pub protect_depth: Option<usize>,
    /// Poison released young blocks too (`KILN_GC_VERIFY`), so a stale read
    /// finds garbage rather than a plausible object.
    pub poison_young: bool,
}

impl Spaces<'_> {
    /// Retires what a collection evacuated: released at once, or
    /// quarantined under protection.
    pub fn retire(&mut self, r: Retired, label: u64) {
        let Some(depth) = self.protect_depth else {
            for b in &r.young {
                if self.poison_young {
                    // SAFETY: the block was evacuated; nothing live is in it.
                    unsafe { poison(b.start, b.used()) };
                }
                // SAFETY: as above.
                unsafe { self.nursery.give_back(b.index, false) };
            }
            for c in &r.chunks {
                // SAFETY: a chunk of the evacuated old space.
                unsafe { self.region.release_chunk(c.start) };
            }
            // SAFETY: the major collection found these objects unreachable.
            unsafe { self.large.recycle(r.large) };
            return;
        };
        let block_bytes = self.nursery.block_bytes();
        for b in &r.young {
            // SAFETY: an evacuated young block: poison what was used, then
            // make the whole block inaccessible.
            unsafe {
                poison(b.start, b.used());
                os::protect(b.start as *mut u8, block_bytes);
            }
            self.region.set_label(b.start, block_bytes, label);
            self.stats.bytes_protected += block_bytes as u64;
        }
        for c in &r.chunks {
            // SAFETY: a chunk of the evacuated old space.
            unsafe {
                poison(c.start, c.top - c.start);
                os::protect(c.start as *mut u8, CHUNK);
            }
            self.region.set_label(c.start, CHUNK, label);
            self.stats.bytes_protected += CHUNK as u64;
        }
        for o in &r.large {
            // SAFETY: a large object the major collection found unreachable.
            unsafe {
                poison(o.addr, o.size);
                os::protect(o.addr as *mut u8, o.map_bytes);
            }
            record_large(o.addr, o.map_bytes, label);
            self.stats.bytes_protected += o.map_bytes as u64;
        }
        self.quarantine.ring.push_back(Set { label, retired: r });
        self.stats.sets_retired += 1;
        while self.quarantine.ring.len() > depth {
            self.evict_oldest();
        }
    }

    /// Releases the oldest quarantined set; false if there is none.
    pub fn evict_oldest(&mut self) -> bool {
        let Some(set) = self.quarantine.ring.pop_front() else {
            return false;
        };
        let label = set.label | RELEASED;
        let block_bytes = self.nursery.block_bytes();
        for b in &set.retired.young {
            // SAFETY: a quarantined block: dead since its collection.
            unsafe { self.nursery.give_back(b.index, true) };
            self.region.set_label(b.start, block_bytes, label);
        }
        for c in &set.retired.chunks {
            // SAFETY: a quarantined chunk: dead since its collection.
            unsafe { self.region.release_chunk(c.start) };
            self.region.set_label(c.start, CHUNK, label);
        }
        for o in set.retired.large {
            forget_large(o.addr);
            // SAFETY: a quarantined large object: dead since its collection.
            unsafe { LargeSpace::free(o) };
        }
        true
    }
}

impl Drop for Quarantine {
    fn drop(&mut self) {
        for set in self.ring.drain(..) {
            for o in set.retired.large {
                forget_large(o.addr);
                // SAFETY: the heap is torn down; the mapping is ours.
                unsafe { LargeSpace::free(o) };
            }
        }
    }
}

// ---- the fault handler's registry ----

const MAX_REGIONS: usize = 64;
const MAX_LARGE: usize = 1024;

struct RegionSlot {
    base: AtomicUsize,
    size: AtomicUsize,
    labels: AtomicPtr<AtomicU64>,
}

struct LargeSlot {
    lo: AtomicUsize,
    hi: AtomicUsize,
    label: AtomicU64,
    seq: AtomicU64,
}

static REGIONS: [RegionSlot; MAX_REGIONS] = [const {
    RegionSlot {
        base: AtomicUsize::new(0),
        size: AtomicUsize::new(0),
        labels: AtomicPtr::new(std::ptr::null_mut()),
    }
}; MAX_REGIONS];
static LARGE: [LargeSlot; MAX_LARGE] = [const {
    LargeSlot {
        lo: AtomicUsize::new(0),
        hi: AtomicUsize::new(0),
        label: AtomicU64::new(0),
        seq: AtomicU64::new(0),
    }
}; MAX_LARGE];
static LARGE_NEXT: AtomicU64 = AtomicU64::new(1);
/// Serialises registry writers (readers — the handler — take no lock).
static WRITERS: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn record_large(addr: usize, bytes: usize, label: u64) {
    let _g = WRITERS.lock().unwrap_or_else(|e| e.into_inner());
    let seq = LARGE_NEXT.fetch_add(1, Ordering::Relaxed);
    let s = &LARGE[(seq % MAX_LARGE as u64) as usize];
    s.lo.store(0, Ordering::Release);
    s.hi.store(addr + bytes, Ordering::Relaxed);
    s.label.store(label, Ordering::Relaxed);
    s.seq.store(seq, Ordering::Relaxed);
    s.lo.store(addr, Ordering::Release);
}

fn forget_large(addr: usize) {
    let _g = WRITERS.lock().unwrap_or_else(|e| e.into_inner());
    for s in &LARGE {
        if s.lo.load(Ordering::Acquire) == addr {
            s.label.fetch_or(RELEASED, Ordering::Relaxed);
        }
    }
}

/// Registration of one heap with the fault handler; dropping it unregisters
/// the heap and removes the alternate signal stack it installed.
pub struct FaultGuard {
    slot: Option<usize>,
    altstack: Option<(usize, usize)>,
}

impl FaultGuard {
    /// Installs the process's fault handler (once), this thread's alternate
    /// signal stack (if it has none) and registers `region`.
    pub fn install(region: &Region) -> FaultGuard {
        install_handler();
        let altstack = install_altstack();
        let _g = WRITERS.lock().unwrap_or_else(|e| e.into_inner());
        let slot = REGIONS
            .iter()
            .position(|s| s.base.load(Ordering::Acquire) == 0);
        if let Some(i) = slot {
            let s = &REGIONS[i];
            s.labels.store(
                region.labels().as_ptr() as *mut AtomicU64,
                Ordering::Relaxed,
            );
            s.size.store(region.size(), Ordering::Relaxed);
            s.base.store(region.base(), Ordering::Release);
        }
        FaultGuard { slot, altstack }
    }
}

impl Drop for FaultGuard {
    fn drop(&mut self) {
        if let Some(i) = self.slot {
            let _g = WRITERS.lock().unwrap_or_else(|e| e.into_inner());
            REGIONS[i].base.store(0, Ordering::Release);
        }
        if let Some((p, n)) = self.altstack {
            let off = libc::stack_t {
                ss_sp: std::ptr::null_mut(),
                ss_flags: libc::SS_DISABLE,
                ss_size: 0,
            };
            // SAFETY: disabling this thread's alternate stack (we installed
            // it and are not running on it) before unmapping it.
            unsafe {
                libc::sigaltstack(&off, std::ptr::null_mut());
                os::release(p as *mut u8, n);
            }
        }
    }
}

const ALTSTACK_BYTES: usize = 128 << 10;

fn install_altstack() -> Option<(usize, usize)> {
    let mut cur: libc::stack_t = libc::stack_t {
        ss_sp: std::ptr::null_mut(),
        ss_flags: 0,
        ss_size: 0,
    };
    // SAFETY: querying the current alternate stack into a local.
    if unsafe { libc::sigaltstack(std::ptr::null(), &mut cur) } == 0
        && cur.ss_flags & libc::SS_DISABLE == 0
    {
        return None; // The thread has one (Rust threads do).
    }
    let p = os::reserve(ALTSTACK_BYTES)?;
    let st = libc::stack_t {
        ss_sp: p.cast(),
        ss_flags: 0,
        ss_size: ALTSTACK_BYTES,
    };
    // SAFETY: `st` describes a mapping we own for as long as the FaultGuard lives.
    if unsafe { libc::sigaltstack(&st, std::ptr::null_mut()) } != 0 {
        // SAFETY: the mapping was never used.
        unsafe { os::release(p, ALTSTACK_BYTES) };
        return None;
    }
    Some((p as usize, ALTSTACK_BYTES))
}

static PREVIOUS: OnceLock<[libc::sigaction; 2]> = OnceLock::new();
static INSTALL: Once = Once::new();

fn install_handler() {
    INSTALL.call_once(|| {
        let mut prev: [libc::sigaction; 2] = [
            // SAFETY: sigaction is plain C data; all-zero is a valid value.
            unsafe { std::mem::zeroed() },
            // SAFETY: as above.
            unsafe { std::mem::zeroed() },
        ];
        for (i, sig) in [libc::SIGSEGV, libc::SIGBUS].into_iter().enumerate() {
            // SAFETY: querying the current action into our array.
            unsafe { libc::sigaction(sig, std::ptr::null(), &mut prev[i]) };
        }
        let _ = PREVIOUS.set(prev);
        for sig in [libc::SIGSEGV, libc::SIGBUS] {
            // SAFETY: a zeroed sigaction filled in below is a valid argument.
            let mut act: libc::sigaction = unsafe { std::mem::zeroed() };
            act.sa_sigaction = on_fault as *const () as usize;
            act.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            // SAFETY: installing an async-signal-safe handler.
            unsafe {
                libc::sigemptyset(&mut act.sa_mask);
                libc::sigaction(sig, &act, std::ptr::null_mut());
            }
        }
    });
}

/// The label of the retired space holding `addr`, if `addr` is in a
/// registered heap region (0: in a region, never retired) or a retired
/// large object. Async-signal-safe.
fn lookup(addr: usize) -> Option<u64> {
    for s in &REGIONS {
        let base = s.base.load(Ordering::Acquire);
        if base != 0 && addr.wrapping_sub(base) < s.size.load(Ordering::Relaxed) {
            let labels = s.labels.load(Ordering::Relaxed);
            // SAFETY: the table has one entry per chunk of the registered
            // region and lives as long as the registration.
            return Some(unsafe { &*labels.add((addr - base) / CHUNK) }.load(Ordering::Acquire));
        }
    }
    let mut best: Option<(u64, u64)> = None;
    for s in &LARGE {
        let lo = s.lo.load(Ordering::Acquire);
        if lo != 0 && lo <= addr && addr < s.hi.load(Ordering::Relaxed) {
            let seq = s.seq.load(Ordering::Relaxed);
            if best.is_none_or(|(b, _)| seq > b) {
                best = Some((seq, s.label.load(Ordering::Relaxed)));
            }
        }
    }
    best.map(|(_, l)| l)
}

extern "C" fn on_fault(sig: libc::c_int, info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    // SAFETY: the kernel passes a valid siginfo for SA_SIGINFO handlers.
    let addr = unsafe { (*info).si_addr() } as usize;
    match lookup(addr) {
        Some(label) => {
            report(addr, label);
            // SAFETY: restoring the default action; returning re-executes the
            // faulting access, which now terminates the process.
            unsafe { libc::signal(sig, libc::SIG_DFL) };
        }
        None => chain(sig, info, ctx),
    }
}

fn chain(sig: libc::c_int, info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    let idx = usize::from(sig != libc::SIGSEGV);
    let prev = PREVIOUS.get().map(|p| p[idx]);
    match prev {
        Some(p) if p.sa_flags & libc::SA_SIGINFO != 0 && p.sa_sigaction > 1 => {
            // SAFETY: the previous SA_SIGINFO handler has this signature.
            let f: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) =
                unsafe { std::mem::transmute(p.sa_sigaction) };
            f(sig, info, ctx);
        }
        Some(p) if p.sa_sigaction > 1 => {
            // SAFETY: a plain handler takes the signal number.
            let f: extern "C" fn(libc::c_int) = unsafe { std::mem::transmute(p.sa_sigaction) };
            f(sig);
        }
        _ => {
            // SAFETY: as in `on_fault`: default action, then re-fault.
            unsafe { libc::signal(sig, libc::SIG_DFL) };
        }
    }
}

/// Writes the diagnostic with no allocation (async-signal-safe).
fn report(addr: usize, label: u64) {
    let mut b = Line {
        buf: [0; 200],
        n: 0,
    };
    b.put(b"kiln: stale heap access at 0x");
    b.number(addr as u64, 16);
    match label >> 60 {
        k @ (1 | 2) => {
            b.put(b" in a space retired by ");
            b.put(if k == 1 { b"minor" } else { b"major" });
            b.put(b" collection #");
            b.number(label & (RELEASED - 1), 10);
            if label & RELEASED != 0 {
                b.put(b" (released since)");
            }
        }
        _ => b.put(b" in a heap region no collection has used"),
    }
    b.put(b"\n");
    crate::io::write_all(2, &b.buf[..b.n]);
}

/// A fixed-size line buffer (no allocation in a signal handler).
struct Line {
    buf: [u8; 200],
    n: usize,
}

impl Line {
    fn put(&mut self, s: &[u8]) {
        let k = s.len().min(self.buf.len() - self.n);
        self.buf[self.n..self.n + k].copy_from_slice(&s[..k]);
        self.n += k;
    }
    fn number(&mut self, mut x: u64, radix: u64) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b"0123456789abcdef"[(x % radix) as usize];
            x /= radix;
            if x == 0 {
                break;
            }
        }
        self.put(&digits[i..]);
    }
}
