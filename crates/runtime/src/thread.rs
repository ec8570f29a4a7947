//! `Thread`: the per-thread state of kiln.h's `KlThread`, and the program
//! description compiled code hands to `kl_main`.
//!
//! Compiled code receives `*mut Thread` as its first argument and reads the
//! C-visible prefix directly; runtime code that is not handed the thread
//! reaches it through [`with_current`].

use crate::heap::Heap;
use crate::io::OutBuf;
use crate::value::Value;
use std::cell::Cell;
use std::ffi::{CStr, c_char};

/// One thread running JavaScript. The fields up to `poll` are kiln.h's
/// `KlThread` prefix, in its order (asserted in `abi.rs`).
#[repr(C)]
pub struct Thread {
    /// Nursery bump pointer.
    pub alloc_top: *mut u8,
    /// End of the bump region; lowered to force compiled code's slow path.
    pub alloc_limit: *mut u8,
    /// Shadow stack: next free slot.
    pub sp: *mut Value,
    /// Shadow stack: one past the last slot, less twice
    /// [`KL_SHADOW_RESERVE`](crate::abi::KL_SHADOW_RESERVE) slots (kiln.h
    /// `kl_push_frame`: a small frame tests only where it starts, and a
    /// leaf's frame above it nothing, so `sp` may pass this by up to twice
    /// that many slots). Use [`Thread::shadow_room`].
    pub sp_limit: *mut Value,
    /// Lowest safe C stack address; `usize::MAX` while a safepoint is pending.
    pub stack_guard: usize,
    /// Nursery address range for the write barrier.
    pub young_lo: usize,
    pub young_size: usize,
    /// The value being thrown while an exception propagates.
    pub exception: Value,
    /// 1 while an exception propagates.
    pub exc_pending: u32,
    /// Non-zero: compiled code must call `kl_safepoint` at its next poll.
    pub poll: u32,
    // ---- runtime-only state, invisible to C ----
    pub heap: Heap,
    /// The real C stack limit (`stack_guard` when no safepoint is pending).
    pub stack_limit: usize,
    pub shadow_base: *mut Value,
    pub program: Option<&'static Program>,
    /// Temporary roots held by runtime code across calls into compiled code.
    pub handles: Vec<Value>,
    pub stdout: OutBuf,
    /// The throw site (index into the program's site table) of the last
    /// runtime-raised error, `u32::MAX` if unknown.
    pub throw_site: u32,
    /// The program's arguments (roots registered with the heap).
    pub argv: Box<[Value]>,
    /// Atoms, shapes and intrinsics (boxed: its root slots must not move).
    pub realm: Box<crate::object::realm::Realm>,
    /// Arrays being joined (cycle detection of `Array.prototype.join`);
    /// roots while they are listed.
    pub join_stack: Vec<Value>,
    /// `Math.random`'s xorshift128+ state, seeded on first use.
    pub random: crate::math::random::Xorshift128Plus,
    /// `console.group`'s indentation, `count`'s counters, `time`'s timers.
    pub console: crate::console::extra::State,
    /// The host's queues: microtasks, `process.nextTick`, timers,
    /// immediates, unhandled rejections (every value in them a root).
    pub host: crate::host::Queues,
    /// node's built-in modules the program imported (`host/modules.rs`;
    /// boxed: its slots are registered roots).
    pub host_modules: Box<crate::host::modules::State>,
}

/// A source position named by a throw site (kiln.h `KlSite`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Site {
    pub line: u32,
    pub col: u32,
    pub text: *const std::ffi::c_char,
}

/// The compiled program (kiln.h `KlProgram`).
#[repr(C)]
pub struct Program {
    pub main: unsafe extern "C" fn(*mut Thread) -> Value,
    pub globals: *mut Value,
    pub nglobals: u32,
    pub nsites: u32,
    pub sites: *const Site,
    pub path: *const c_char,
    pub source: *const c_char,
    /// Static strings used as property keys, adopted as atoms at start.
    pub keys: *const *const u8,
    pub nkeys: u32,
    pub ntemplates: u32,
    /// The object literals' templates, filled at start.
    pub templates: *const *mut crate::object::lang::ObjTemplate,
    /// The optional built-in groups the program names (builtins/link.rs).
    pub groups: crate::builtins::link::Groups,
    /// The source file's absolute path when it was built
    /// (`process.argv[1]`).
    pub script: *const c_char,
    /// Each site's file (NULL for a program of one file).
    pub site_files: *const u32,
    /// Each file's path and text, the entry first.
    pub paths: *const *const c_char,
    pub sources: *const *const c_char,
    pub nfiles: u32,
    /// Where each function object's source text is (kiln.h `KlFnSource`).
    pub fn_sources: *const FnSource,
    pub nfn_sources: u32,
}

/// kiln.h `KlFnSource`.
#[repr(C)]
pub struct FnSource {
    pub info: *const crate::object::function::FuncInfo,
    pub file: u32,
    pub start: u32,
    pub end: u32,
    pub pad: u32,
}

impl Program {
    /// The path of the file holding `site` (< `nsites`), borrowed: a
    /// runtime error names it each time one is made.
    pub fn site_path(&self, site: u32) -> &'static CStr {
        // SAFETY: a NUL-terminated static string of the executable.
        unsafe { CStr::from_ptr(self.site_file(site).0) }
    }

    /// The source text of the file holding `site` (< `nsites`).
    pub fn site_source(&self, site: u32) -> &'static CStr {
        // SAFETY: a NUL-terminated static string of the executable.
        unsafe { CStr::from_ptr(self.site_file(site).1) }
    }

    /// The source text of the compiled function whose info is `info`, if
    /// the program recorded it (node's text: types blanked).
    pub fn function_source(
        &self,
        info: *const crate::object::function::FuncInfo,
    ) -> Option<&'static str> {
        if self.fn_sources.is_null() {
            return None;
        }
        // SAFETY: `fn_sources` has `nfn_sources` entries of static data.
        let table =
            unsafe { std::slice::from_raw_parts(self.fn_sources, self.nfn_sources as usize) };
        let s = table.iter().find(|s| std::ptr::eq(s.info, info))?;
        let text = if s.file == 0 || s.file >= self.nfiles {
            self.source
        } else {
            // SAFETY: `sources` has `nfiles` entries.
            unsafe { *self.sources.add(s.file as usize) }
        };
        // SAFETY: a NUL-terminated static string of the executable.
        let text = unsafe { CStr::from_ptr(text) }.to_bytes();
        let bytes = text.get(s.start as usize..s.end as usize)?;
        std::str::from_utf8(bytes).ok()
    }

    fn site_file(&self, site: u32) -> (*const c_char, *const c_char) {
        let k = if self.site_files.is_null() {
            0
        } else {
            // SAFETY: `site_files` has an entry per site.
            unsafe { *self.site_files.add(site as usize) }
        };
        if k == 0 || k >= self.nfiles {
            (self.path, self.source)
        } else {
            // SAFETY: `paths` and `sources` have `nfiles` entries.
            unsafe { (*self.paths.add(k as usize), *self.sources.add(k as usize)) }
        }
    }
}

// SAFETY: a Program is immutable static data emitted by the compiler; its
// `globals` are only touched by the thread running the program.
unsafe impl Sync for Program {}

/// Shadow-stack capacity in slots (reserved, committed on touch).
const SHADOW_SLOTS: usize = 4 << 20;
/// Slots between `sp_limit` and the end: a tested frame may end one
/// reserve past the limit, and a leaf's untested frame another above it.
const SHADOW_SLACK: usize = 2 * crate::abi::KL_SHADOW_RESERVE as usize;
/// C stack kept free below the guard for leaf frames and runtime code.
const STACK_MARGIN: usize = 256 << 10;
/// The most C stack kiln uses even when `ulimit -s` is unlimited.
const STACK_CAP: usize = 1 << 30;

impl Thread {
    /// Creates the state for the calling thread. `stack_top` is an address in
    /// the caller's frame; the C stack below it, down to the soft stack limit,
    /// is available to JavaScript.
    pub fn new(stack_top: usize) -> Box<Thread> {
        let shadow = crate::heap::os::reserve(SHADOW_SLOTS * size_of::<Value>())
            .unwrap_or_else(|| crate::error::fatal("cannot reserve the shadow stack"))
            as *mut Value;
        // `usize::MAX` (tests that run no compiled code): no known stack top,
        // so no limit.
        let stack_limit = if stack_top == usize::MAX {
            0
        } else {
            stack_top.saturating_sub(stack_size().saturating_sub(STACK_MARGIN))
        };
        let mut th = Box::new(Thread {
            alloc_top: std::ptr::null_mut(),
            alloc_limit: std::ptr::null_mut(),
            sp: shadow,
            // SAFETY: the reservation holds SHADOW_SLOTS slots.
            sp_limit: unsafe { shadow.add(SHADOW_SLOTS - SHADOW_SLACK) },
            stack_guard: stack_limit,
            young_lo: 0,
            young_size: 0,
            exception: Value::UNDEFINED,
            exc_pending: 0,
            poll: 0,
            heap: Heap::new(),
            stack_limit,
            shadow_base: shadow,
            program: None,
            handles: Vec::new(),
            stdout: OutBuf::new(1),
            throw_site: u32::MAX,
            argv: Box::new([]),
            realm: Box::default(),
            join_stack: Vec::new(),
            random: crate::math::random::Xorshift128Plus::UNSEEDED,
            console: Default::default(),
            host: Default::default(),
            host_modules: Default::default(),
        });
        crate::heap::attach(&mut th);
        th
    }

    /// Sets the pending exception and returns the sentinel to propagate.
    pub fn throw(&mut self, v: Value) -> Value {
        self.exception = v;
        self.exc_pending = 1;
        Value::EXCEPTION
    }

    /// The shadow stack's live slots: every reference in them is a root.
    pub fn shadow_slots(&self) -> &[Value] {
        // SAFETY: [shadow_base, sp) was written by frames pushed with zeroed
        // or valid values; sp never drops below shadow_base.
        unsafe {
            std::slice::from_raw_parts(
                self.shadow_base,
                self.sp.offset_from(self.shadow_base) as usize,
            )
        }
    }

    /// Free shadow-stack slots above `sp`.
    pub fn shadow_room(&self) -> usize {
        let end = self.sp_limit as usize + SHADOW_SLACK * size_of::<Value>();
        end.saturating_sub(self.sp as usize) / size_of::<Value>()
    }

    /// Requests a safepoint at compiled code's next poll or function entry.
    pub fn request_safepoint(&mut self) {
        self.poll = 1;
        self.stack_guard = usize::MAX;
    }

    /// Clears a pending safepoint request.
    pub fn clear_safepoint(&mut self) {
        self.poll = 0;
        self.stack_guard = self.stack_limit;
    }

    /// True when the C stack is within the margin of its limit.
    #[inline]
    pub fn stack_exhausted(&self) -> bool {
        let here = 0u8;
        (&raw const here as usize) < self.stack_limit
    }
}

fn stack_size() -> usize {
    let mut rl = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct we pass.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut rl) } == 0;
    if !ok || rl.rlim_cur == libc::RLIM_INFINITY {
        return STACK_CAP;
    }
    (rl.rlim_cur as usize).min(STACK_CAP)
}

crate::hot_thread_local! {
    static CURRENT: Cell<*mut Thread> = const { Cell::new(std::ptr::null_mut()) };
}

/// Publishes `th` as the calling thread's current state (null to clear).
pub fn set_current(th: *mut Thread) {
    CURRENT.with(|c| c.set(th));
}

/// Runs `f` with the calling thread's state, if one is running JavaScript.
pub fn with_current<R>(f: impl FnOnce(Option<&mut Thread>) -> R) -> R {
    let p = CURRENT.with(|c| c.get());
    // SAFETY: the pointer was published by `set_current` from a live Box and
    // is cleared before that Box is dropped; only this thread reads it.
    f(unsafe { p.as_mut() })
}

/// The source text a throw site quotes (the callee of a failed call).
pub fn site_text(th: &Thread, site: u32) -> Option<String> {
    let program = th.program?;
    if site >= program.nsites {
        return None;
    }
    // SAFETY: the site table holds `nsites` entries whose text is NULL or a
    // NUL-terminated static string.
    let s = unsafe { *program.sites.add(site as usize) };
    if s.text.is_null() {
        return None;
    }
    // SAFETY: as above.
    Some(
        unsafe { std::ffi::CStr::from_ptr(s.text) }
            .to_string_lossy()
            .into_owned(),
    )
}
