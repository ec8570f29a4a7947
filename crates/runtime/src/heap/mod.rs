//! The heap: generational, moving, precise (DESIGN §5; the full design and
//! its limits are in docs/gc.md).
//!
//! * Young generation ([`nursery`]): an eden compiled code bump-allocates in
//!   inline (kiln.h `kl_alloc`), and a survivor space. A Cheney-style
//!   copying [`minor`] collection moves eden survivors to a fresh survivor
//!   space and promotes survivor-space objects (second survival) to the old
//!   generation.
//! * Old generation ([`old`]): chunks bump-allocated in order; a copying
//!   [`major`] collection evacuates everything live (young included) into a
//!   fresh set of chunks and releases the old ones. It runs when old plus
//!   large bytes pass a trigger that is twice what survived the last major.
//! * Large objects ([`large`]): above `Config::large_object_bytes` (64 KiB),
//!   each its own mapping, never moved, marked by majors, freed when dead.
//! * The [`barrier`] records old→young stores in a remembered set.
//!
//! **When collection happens.** Only at safepoints of compiled code, where
//! every live reference is in a shadow-stack frame: [`kl_alloc_slow`],
//! [`kl_safepoint`] (loop back edges and function entry), and [`collect`]
//! (tests, and later a `gc()` built-in). Runtime Rust code never collects:
//! [`alloc`] always succeeds without moving anything (allocating outside
//! the eden when it is full) and *requests* a collection at the next
//! safepoint. Runtime code that calls back into compiled code roots its
//! values in [`handles`] across the call.

pub mod barrier;
mod census;
pub mod config;
pub mod handles;
pub mod large;
pub mod major;
pub mod minor;
pub mod nursery;
pub mod object;
pub mod old;
pub mod os;
pub mod protect;
pub mod region;
pub mod roots;
pub mod schedule;
pub mod stats;
pub mod verify;
pub mod weak;

pub use barrier::{kl_remember, write_barrier, write_barrier_slot};
pub use config::Config;
pub use handles::{Handle, Scope, scope};
pub use stats::Stats;

use config::CHUNK;
use large::LargeSpace;
use nursery::Nursery;
use old::OldSpace;
use protect::{FaultGuard, Quarantine, Spaces};
use region::Region;
use schedule::Schedule;

use crate::thread::Thread;
use crate::value::Value;

/// The two kinds of collection (ordered: a major does a minor's work too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Collection {
    Minor,
    Major,
}

/// Exit status when a rate-1 schedule ran no collection (see [`at_exit`]).
pub const EXERCISED_NOTHING_STATUS: i32 = 70;

/// A thread's heap. The first fields are read by [`alloc`]'s inline fast
/// path; everything else is in the boxed state created by [`attach`].
pub struct Heap {
    /// The end of the eden's block: runtime allocation (which cannot
    /// collect) fills the eden up to here before it goes to the old
    /// generation.
    eden_end: usize,
    /// The sized eden's end: compiled code's allocation collects here
    /// (`Thread::alloc_limit` may be lowered below it).
    eden_limit: usize,
    /// Objects above this many bytes go to the large-object space.
    large_threshold: usize,
    /// A schedule is active: compiled code's allocations and polls must all
    /// reach the runtime.
    forced: bool,
    /// Non-zero inside [`without_collecting`]: safepoints collect nothing
    /// and compiled code's allocation goes on as the runtime's does.
    deferred: u32,
    st: Option<Box<State>>,
}

/// Everything about the heap but the fast-path fields.
pub(crate) struct State {
    config: Config,
    nursery: Nursery,
    old: OldSpace,
    large: LargeSpace,
    /// Old and large objects that may hold young references.
    remembered: Vec<usize>,
    /// Slots of large objects that may hold young references
    /// (`barrier::remember_slot`; duplicates possible).
    remembered_slots: Vec<usize>,
    /// Runtime slots registered as roots (see [`add_root`]).
    registered: Vec<*mut Value>,
    /// A collection requested by an allocation that could not collect.
    pending: Option<Collection>,
    /// Old plus large bytes at which a major collection runs.
    major_trigger: usize,
    next_space_id: u32,
    schedule: Option<Schedule>,
    quarantine: Quarantine,
    stats: Stats,
    /// Bytes allocated outside the current eden (earlier edens included).
    allocated_base: u64,
    /// The allocation total when the last collection ended.
    allocated_at_gc: u64,
    /// Dropped before the region it registers.
    #[allow(
        dead_code,
        reason = "held for its Drop, which unregisters the region before it is unmapped"
    )]
    fault: Option<FaultGuard>,
    region: Region,
}

impl Heap {
    /// An unattached heap (no memory yet); [`attach`] sets it up.
    pub fn new() -> Heap {
        Heap {
            eden_end: 0,
            eden_limit: 0,
            large_threshold: 0,
            forced: false,
            deferred: 0,
            st: None,
        }
    }

    pub(crate) fn state_mut(&mut self) -> &mut State {
        self.st
            .as_deref_mut()
            .expect("the heap is attached (heap::attach)")
    }

    pub(crate) fn state(&self) -> &State {
        self.st
            .as_deref()
            .expect("the heap is attached (heap::attach)")
    }
}

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

impl State {
    /// Old-generation plus large-object bytes: what the heap limit bounds.
    fn heap_bytes(&self) -> usize {
        self.old.used + self.large.bytes
    }

    fn young_used(&self, alloc_top: usize) -> usize {
        (alloc_top - self.nursery.eden_start) + self.nursery.survivor.map_or(0, |b| b.used())
    }

    fn note_peak(&mut self) {
        self.stats.peak_heap_bytes = self.stats.peak_heap_bytes.max(self.heap_bytes() as u64);
    }

    /// Twice the old and large bytes `live`, at least the configured floor,
    /// at most 7/8 of the heap limit (unless `live` is past that already).
    fn set_major_trigger(&mut self, live: usize) {
        self.major_trigger = (2 * live)
            .max(self.config.major_min_trigger)
            .min(self.major_trigger_cap().max(live));
    }

    fn major_trigger_cap(&self) -> usize {
        self.config.max_heap_bytes - self.config.max_heap_bytes / 8
    }

    fn request(&mut self, c: Collection) {
        self.pending = self.pending.max(Some(c));
    }

    fn spaces(&mut self) -> Spaces<'_> {
        Spaces {
            nursery: &mut self.nursery,
            region: &mut self.region,
            large: &mut self.large,
            quarantine: &mut self.quarantine,
            stats: &mut self.stats,
            protect_depth: self.config.protect_depth,
            poison_young: self.config.verify,
        }
    }
}

/// Sets up the thread's heap from the environment's configuration (read
/// once per process; a malformed knob ends the program).
pub fn attach(th: &mut Thread) {
    configure(th, Config::from_env_once());
}

/// Replaces the thread's heap with an empty one built from `config`.
/// Every object of the previous heap is discarded: no root may still refer
/// to one (the shadow stack and handles must be empty).
pub fn configure(th: &mut Thread, config: Config) {
    assert!(
        th.sp == th.shadow_base && th.handles.is_empty(),
        "heap::configure with live roots"
    );
    assert!(
        config.nursery_bytes.is_multiple_of(CHUNK) && config.nursery_bytes >= CHUNK,
        "nursery size"
    );
    assert!(
        config.large_object_bytes <= CHUNK / 4 && config.large_object_bytes >= 8,
        "large-object threshold"
    );
    th.heap = Heap::new(); // Release the old heap first.
    let nblocks = match config.protect_depth {
        Some(depth) => 2 * depth + 4,
        None => 3,
    };
    let young_bytes = nblocks * config.nursery_bytes;
    // Old chunks are at least 3/4 full, and a major needs from- and
    // to-space at once: three times the limit (plus what one collection can
    // promote) always suffices. Quarantined sets take more; under
    // protection ask for room for them too, but settle for the minimum.
    let base =
        3 * (config.max_heap_bytes + 2 * config.nursery_bytes).div_ceil(CHUNK) * CHUNK + 8 * CHUNK;
    let extra = config
        .protect_depth
        .map_or(0, |d| (d * base / 2).min(64 << 30) / CHUNK * CHUNK);
    let region = Region::new(young_bytes, base + extra)
        .or_else(|| Region::new(young_bytes, base))
        .unwrap_or_else(|| {
            fatal(&format!(
                "cannot reserve the heap's address space (KILN_MAX_HEAP_MB={})",
                config.max_heap_bytes >> 20
            ))
        });
    let nursery = Nursery::new(region.base(), config.nursery_bytes, nblocks)
        .unwrap_or_else(|| fatal("cannot commit the nursery"));
    let fault = config.protect_depth.map(|_| FaultGuard::install(&region));
    th.young_lo = region.base();
    th.young_size = region.young_bytes();
    th.alloc_top = nursery.eden_start as *mut u8;
    let st = State {
        nursery,
        old: OldSpace::new(1),
        large: LargeSpace::default(),
        remembered: Vec::new(),
        remembered_slots: Vec::new(),
        registered: Vec::new(),
        pending: None,
        major_trigger: config.major_min_trigger,
        next_space_id: 2,
        schedule: config.schedule.map(Schedule::new),
        quarantine: Quarantine::default(),
        stats: Stats::default(),
        allocated_base: 0,
        allocated_at_gc: 0,
        fault,
        region,
        config,
    };
    th.heap = Heap {
        eden_end: st.nursery.eden_end,
        eden_limit: st.nursery.eden_limit,
        large_threshold: st.config.large_object_bytes,
        forced: st.config.forces_slow_paths(),
        deferred: 0,
        st: Some(Box::new(st)),
    };
    finish_safepoint(th);
}

/// Runs `f`, which may run JavaScript, with collections deferred: nothing
/// moves, so the `Obj`s the caller holds (console inspection's, a whole
/// nest of them) stay valid across it. Allocation goes on past the eden
/// into the old generation as the runtime's does; the collection it asks
/// for runs at the first safepoint after `f`. For short calls only (a
/// getter `console.log` reads).
pub fn without_collecting<R>(th: &mut Thread, f: impl FnOnce(&mut Thread) -> R) -> R {
    th.heap.deferred += 1;
    let r = f(th);
    th.heap.deferred -= 1;
    r
}

/// Allocates `bytes` (a multiple of 8, header included) for runtime code.
/// Never collects, so every `Value` the caller holds stays valid; when the
/// eden is full the object goes to the old generation and a collection is
/// requested for the next safepoint. The memory is not cleared: the caller
/// writes the header and every traced field before the next safepoint;
/// those initialising stores need no write barrier.
#[inline]
pub fn alloc(th: &mut Thread, bytes: usize) -> *mut u8 {
    debug_assert!(
        bytes.is_multiple_of(8) && bytes >= 8,
        "allocation of {bytes} bytes"
    );
    let top = th.alloc_top as usize;
    if bytes <= th.heap.large_threshold && top + bytes <= th.heap.eden_limit {
        th.alloc_top = (top + bytes) as *mut u8;
        if th.heap.forced {
            th.alloc_limit = th.alloc_top;
        }
        return top as *mut u8;
    }
    alloc_past_limit(th, bytes)
}

/// Allocates `bytes` for an object that must never move, whatever its
/// size: in the large-object space, whose objects stay where they are
/// until they die. For `Object.prototype`, which compiled code keeps in
/// registers across safepoints (the head of an object literal's template,
/// kiln.h `kl_object_lit`). Never collects; as for [`alloc`], the caller
/// writes the header and every traced field.
pub fn alloc_pinned(th: &mut Thread, bytes: usize) -> *mut u8 {
    alloc_in_large_space(th, bytes)
}

/// `bytes` in the large-object space, remembered at birth and counted;
/// fatal past the heap limit. Never collects.
fn alloc_in_large_space(th: &mut Thread, bytes: usize) -> *mut u8 {
    let st = th.heap.state_mut();
    if st.heap_bytes() + bytes > st.config.max_heap_bytes {
        out_of_memory(th);
    }
    let Some(p) = st.large.alloc(bytes) else {
        out_of_memory(th)
    };
    st.remembered.push(p);
    st.allocated_base += bytes as u64;
    st.note_peak();
    p as *mut u8
}

/// Runtime allocation past the sized eden's end: on into the rest of its
/// block (a runtime operation that builds much, `JSON.parse` of a long
/// text, does not spill into the old generation and the remembered set
/// while there is room), asking for a minor collection at the next
/// safepoint. Compiled code's allocation limit follows the top, so its
/// next allocation reaches that safepoint too.
#[cold]
#[inline(never)]
fn alloc_past_limit(th: &mut Thread, bytes: usize) -> *mut u8 {
    let top = th.alloc_top as usize;
    if bytes > th.heap.large_threshold || th.heap.eden_end - top < bytes {
        return alloc_outside_eden(th, bytes);
    }
    th.alloc_top = (top + bytes) as *mut u8;
    th.alloc_limit = th.alloc_top;
    let st = th.heap.state_mut();
    if st.pending.is_none() {
        st.request(Collection::Minor);
        th.request_safepoint();
    }
    top as *mut u8
}

/// Allocation outside the eden, without collecting: the large-object space,
/// or the old generation when the eden is full. The object is remembered at
/// birth (its allocator will store references into it without a barrier).
#[cold]
#[inline(never)]
fn alloc_outside_eden(th: &mut Thread, bytes: usize) -> *mut u8 {
    let st = th.heap.state_mut();
    if st.heap_bytes() + bytes > st.config.max_heap_bytes {
        out_of_memory(th);
    }
    let p = if bytes > st.config.large_object_bytes {
        st.large.alloc(bytes)
    } else {
        st.request(Collection::Minor);
        st.old.alloc(&mut st.region, bytes)
    };
    let Some(p) = p else { out_of_memory(th) };
    st.remembered.push(p);
    st.allocated_base += bytes as u64;
    if st.heap_bytes() > st.major_trigger {
        st.request(Collection::Major);
    }
    st.note_peak();
    if st.pending.is_some() {
        th.request_safepoint();
    }
    p as *mut u8
}

/// Compiled code's allocation slow path (kiln.h `kl_alloc`): a safepoint.
/// May collect; the caller keeps every live reference in its frame.
#[unsafe(no_mangle)]
pub extern "C" fn kl_alloc_slow(th: &mut Thread, bytes: usize) -> *mut u8 {
    if th.heap.deferred > 0 {
        let p = alloc(th, bytes);
        finish_safepoint(th);
        return p;
    }
    safepoint(th);
    let p = if bytes > th.heap.large_threshold {
        alloc_large_at_safepoint(th, bytes)
    } else {
        if th.alloc_top as usize + bytes > th.heap.eden_limit {
            collect(th, Collection::Minor);
        }
        let p = th.alloc_top;
        // SAFETY: the eden has room (checked, or it was just emptied; an
        // eden is larger than any small object).
        th.alloc_top = unsafe { p.add(bytes) };
        p
    };
    finish_safepoint(th);
    p
}

fn alloc_large_at_safepoint(th: &mut Thread, bytes: usize) -> *mut u8 {
    let st = th.heap.state_mut();
    if st.heap_bytes() + bytes > st.config.max_heap_bytes {
        collect(th, Collection::Major);
    }
    let p = alloc_in_large_space(th, bytes);
    let st = th.heap.state_mut();
    if st.heap_bytes() > st.major_trigger {
        st.request(Collection::Major);
    }
    p
}

/// A safepoint requested through `Thread::request_safepoint`, or every
/// poll while a schedule is active.
#[unsafe(no_mangle)]
pub extern "C" fn kl_safepoint(th: &mut Thread) {
    safepoint(th);
    finish_safepoint(th);
}

/// Runs whatever this safepoint owes: a requested collection and the
/// schedule's draw.
fn safepoint(th: &mut Thread) {
    if th.heap.deferred > 0 {
        return;
    }
    let total = allocated_total(th);
    let top = th.alloc_top as usize;
    let st = th.heap.state_mut();
    st.stats.safepoints += 1;
    let forced = st.schedule.as_mut().and_then(|s| s.decide(total));
    let pending = st.pending;
    let Some(kind) = forced.max(pending) else {
        return;
    };
    if pending.is_none() {
        let idle =
            st.young_used(top) == 0 && (kind == Collection::Minor || total == st.allocated_at_gc);
        if idle {
            st.stats.forced_skipped += 1;
            return;
        }
    }
    if forced.is_some() {
        st.stats.forced_collections += 1;
    }
    collect(th, kind);
}

/// Re-arms or clears the safepoint request and the allocation limit after
/// runtime work at a safepoint.
fn finish_safepoint(th: &mut Thread) {
    let forced = th.heap.forced;
    let pending = th.heap.st.as_ref().is_some_and(|st| st.pending.is_some());
    if forced || pending {
        th.request_safepoint();
    } else {
        th.clear_safepoint();
    }
    // Past the sized eden (runtime allocation went on into its block), the
    // limit is the top: compiled code's next allocation collects.
    th.alloc_limit = if forced {
        th.alloc_top
    } else {
        th.heap.eden_limit.max(th.alloc_top as usize) as *mut u8
    };
}

/// Bytes allocated by this thread so far.
fn allocated_total(th: &Thread) -> u64 {
    let st = th.heap.state();
    st.allocated_base + (th.alloc_top as usize - st.nursery.eden_start) as u64
}

/// Collects now: a safepoint by fiat. Every live reference must be in a
/// root (shadow stack, globals, handles, the pending exception, registered
/// roots); every other `Value` the caller holds is stale afterwards. A minor
/// collection that leaves the old generation past its trigger is followed by
/// a major one, if a census finds enough of it dead ([`census`]).
pub fn collect(th: &mut Thread, kind: Collection) {
    if kind == Collection::Major && th.heap.state().schedule.is_some() {
        census_rehearsal(th);
    }
    collect_now(th, kind);
    if kind == Collection::Minor {
        let st = th.heap.state();
        if (st.heap_bytes() > st.major_trigger || st.pending == Some(Collection::Major))
            && major_is_worthwhile(th)
        {
            collect_now(th, Collection::Major);
        }
    }
    let st = th.heap.state_mut();
    if st.heap_bytes() > st.config.max_heap_bytes {
        out_of_memory(th);
    }
    finish_safepoint(th);
}

fn collect_now(th: &mut Thread, kind: Collection) {
    let t0 = std::time::Instant::now();
    // It holds unrooted references; see its documentation.
    th.realm.ctor_cache.clear();
    let top = th.alloc_top as usize;
    let st = th.heap.state_mut();
    st.large.adopt_newborn();
    let number = match kind {
        Collection::Minor => {
            st.stats.minor += 1;
            st.stats.minor
        }
        Collection::Major => {
            st.stats.major += 1;
            st.stats.major
        }
    };
    make_headroom(st, kind, top);
    let eden_used = (top - st.nursery.eden_start) as u64;
    let retired = match kind {
        Collection::Minor => minor::collect(th),
        Collection::Major => major::collect(th),
    };
    let st = th.heap.state_mut();
    st.spaces().retire(retired, protect::label(kind, number));
    let eden = st
        .nursery
        .take_block()
        .unwrap_or_else(|| fatal("no free young block"));
    st.nursery.set_eden(eden);
    st.allocated_base += eden_used;
    if st.pending <= Some(kind) {
        st.pending = None;
    }
    if kind == Collection::Major {
        let live = st.heap_bytes();
        st.set_major_trigger(live);
    }
    st.note_peak();
    th.alloc_top = st.nursery.eden_start as *mut u8;
    let (end, limit) = (st.nursery.eden_end, st.nursery.eden_limit);
    th.heap.eden_end = end;
    th.heap.eden_limit = limit;
    let st = th.heap.state_mut();
    st.allocated_at_gc = st.allocated_base;
    if st.config.verify
        && let Err(msg) = verify::check(th)
    {
        th.stdout.flush();
        let kind = if kind == Collection::Minor {
            "minor"
        } else {
            "major"
        };
        crate::io::eprint(&format!(
            "kiln: KILN_GC_VERIFY: after {kind} collection #{number}: {msg}\n"
        ));
        std::process::exit(134);
    }
    let us = t0.elapsed().as_micros() as u64;
    let st = th.heap.state_mut();
    st.stats.max_pause_us = st.stats.max_pause_us.max(us);
    if kind == Collection::Minor {
        st.stats.max_minor_pause_us = st.stats.max_minor_pause_us.max(us);
        let bucket = stats::MINOR_PAUSE_BUCKETS_US
            .iter()
            .position(|&b| us <= b)
            .unwrap_or(stats::MINOR_PAUSE_BUCKETS_US.len());
        st.stats.minor_pauses[bucket] += 1;
    }
    st.stats.total_pause_us += us;
}

/// Whether the major collection the trigger asks for is worth its copy: a
/// census of the live old and large bytes, right after a minor collection.
/// If less than a quarter would be freed, the major is skipped and the
/// trigger set as if it had run (`census.rs` says why). Near the heap limit
/// the major always runs.
fn major_is_worthwhile(th: &mut Thread) -> bool {
    let t0 = std::time::Instant::now();
    let live = census::mark(th);
    let st = th.heap.state();
    let heap = st.heap_bytes();
    let worthwhile = census::worth_a_major(live, heap) || 2 * live > st.major_trigger_cap();
    if worthwhile {
        census::unmark_large(th);
    } else {
        census::unmark(th);
    }
    let st = th.heap.state_mut();
    if !worthwhile {
        st.stats.majors_skipped += 1;
        st.set_major_trigger(live);
        if st.pending == Some(Collection::Major) {
            st.pending = None;
        }
    }
    let us = t0.elapsed().as_micros() as u64;
    st.stats.max_pause_us = st.stats.max_pause_us.max(us);
    st.stats.total_pause_us += us;
    worthwhile
}

/// Under a schedule (the GC sweep, the property tests) the trigger's majors
/// are rare, so every major takes a census first, its verdict ignored and
/// its marks cleared the way the verdict says (all of them, or only the
/// large objects' with the major dropping the rest as it copies): each
/// fixture runs both with heap verification, which fails on any mark left.
fn census_rehearsal(th: &mut Thread) {
    let live = census::mark(th);
    let heap = th.heap.state().heap_bytes();
    if census::worth_a_major(live, heap) {
        census::unmark_large(th);
    } else {
        census::unmark(th);
    }
}

/// Before a collection: under protection, releases quarantined sets until
/// the collection is sure to find the young blocks and old chunks it needs.
fn make_headroom(st: &mut State, kind: Collection, top: usize) {
    if st.config.protect_depth.is_none() {
        return;
    }
    let young = st.young_used(top);
    let need = match kind {
        Collection::Minor => young,
        Collection::Major => young + st.old.used,
    };
    let chunks = (need * 4 / 3).div_ceil(CHUNK) + 2;
    loop {
        let free_chunks =
            st.region.size() / CHUNK - st.region.young_bytes() / CHUNK - st.region.chunks_in_use();
        if (free_chunks >= chunks && st.nursery.free_blocks() >= 2) || !st.spaces().evict_oldest() {
            break;
        }
    }
}

/// An internal failure the heap cannot recover from (the system refused
/// memory the heap limit allows): a fatal error, status 134.
#[cold]
fn fatal(msg: &str) -> ! {
    crate::io::eprint(&format!("\nFATAL ERROR: {msg}\n"));
    std::process::exit(134)
}

/// The heap limit is exceeded: node's fatal message, status 134.
#[cold]
fn out_of_memory(th: &mut Thread) -> ! {
    th.stdout.flush();
    if th.heap.st.as_ref().is_some_and(|st| st.config.stats) {
        print_stats(th);
    }
    crate::io::eprint(
        "\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n",
    );
    std::process::exit(134)
}

fn print_stats(th: &Thread) {
    crate::io::eprint(&format!("{}\n", stats(th).line()));
}

/// Called by the entry code when the program ends (whatever its status):
/// prints the `KILN_GC_STATS` line, and returns an exit status that must
/// replace the program's when an instrument failed — a rate-1 schedule
/// that forced no collection ([`EXERCISED_NOTHING_STATUS`]).
pub fn at_exit(th: &mut Thread) -> Option<i32> {
    let st = th.heap.st.as_ref()?;
    let (report, sched) = (st.config.stats, st.schedule.as_ref().map(|s| *s.config()));
    let forced = st.stats.forced_collections;
    if report {
        print_stats(th);
    }
    match sched {
        Some(s) if s.rate >= 1.0 && forced == 0 => {
            crate::io::eprint(&format!(
                "kiln: KILN_GC_SCHEDULE_SEED={} at rate 1 forced no collection: the run exercised nothing\n",
                s.seed
            ));
            Some(EXERCISED_NOTHING_STATUS)
        }
        _ => None,
    }
}

/// How many collections (minor and major) have run: a cheap way to ask
/// whether one ran since some earlier point.
pub fn collections(th: &Thread) -> u64 {
    let s = &th.heap.state().stats;
    s.minor + s.major
}

/// The thread's GC counters.
pub fn stats(th: &Thread) -> Stats {
    let mut s = th.heap.state().stats.clone();
    s.allocated_bytes = allocated_total(th);
    s
}

/// Where the heap's bytes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    /// Bytes of objects in the eden and the survivor space.
    pub young: usize,
    /// Bytes of objects in the old generation.
    pub old: usize,
    /// Bytes of large objects.
    pub large: usize,
    /// Committed old chunks, in bytes.
    pub old_capacity: usize,
}

/// The young generation's room in bytes: the eden's size and, while one
/// holds survivors, the survivor block's (`process.memoryUsage()`'s
/// heapTotal, which must not be less than what [`usage`] counts used).
pub fn young_capacity(th: &Thread) -> usize {
    let n = &th.heap.state().nursery;
    n.eden_bytes() + n.survivor.map_or(0, |_| n.block_bytes())
}

pub fn usage(th: &Thread) -> Usage {
    let st = th.heap.state();
    Usage {
        young: st.young_used(th.alloc_top as usize),
        old: st.old.used,
        large: st.large.bytes,
        old_capacity: st.old.capacity(),
    }
}

/// The space a reference points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Eden,
    Survivor,
    Old,
    Large,
    /// Static data (`KL_HDR_STATIC`), or anything else outside the heap.
    Static,
}

/// Which space the reference `v` points into.
pub fn space_of(th: &Thread, v: Value) -> Space {
    let st = th.heap.state();
    let a = v.addr();
    if a.wrapping_sub(st.nursery.eden_start) < st.nursery.block_bytes() {
        return Space::Eden;
    }
    if let Some(b) = st.nursery.survivor
        && a.wrapping_sub(b.start) < st.nursery.block_bytes()
    {
        return Space::Survivor;
    }
    if st.region.owner_of(a).is_some() {
        return Space::Old;
    }
    if st.large.objects.iter().any(|o| o.addr == a) {
        return Space::Large;
    }
    Space::Static
}

/// Checks now what `KILN_GC_VERIFY` checks after each collection.
pub fn verify(th: &Thread) -> Result<(), String> {
    verify::check(th)
}

/// Registers `slot` as a root: the collector reads and updates it.
///
/// # Safety
/// `slot` stays valid, and is not accessed through other references during
/// collections, until [`remove_root`] is called with it.
pub unsafe fn add_root(th: &mut Thread, slot: *mut Value) {
    th.heap.state_mut().registered.push(slot);
}

/// Unregisters a slot registered with [`add_root`].
pub fn remove_root(th: &mut Thread, slot: *mut Value) {
    let r = &mut th.heap.state_mut().registered;
    if let Some(i) = r.iter().rposition(|&p| p == slot) {
        r.remove(i);
    }
}
