//! `hot_thread_local!`: thread-locals for runtime code that is not handed the
//! thread state, without the per-access `_tlv_get_addr` call Darwin makes for
//! every `thread_local!` access.
//!
//! # Approach
//!
//! The macro has the syntax of `std::thread_local!`. It has two expansions:
//!
//! * **Plain** (everywhere except Darwin aarch64): exactly `thread_local!`.
//!   Linux and the other ELF targets reach a thread-local with one
//!   `%fs`/`tpidr_el0`-relative load in an executable, so there is nothing to
//!   gain.
//! * **Cached** (Darwin aarch64, or any platform built with the cargo feature
//!   `force-hot-tls`, so CI can run the runtime's tests through this path on
//!   Linux): each variable still lives in a `thread_local!` (which owns its
//!   storage, its lazy initialisation and its destructor), but the first
//!   access on a thread *publishes* the variable's address into a per-thread
//!   [`Cache`] of [`CACHE_SLOTS`] pointers. The cache is the value of one
//!   pthread key. Every later access is: load the key (a global), read the
//!   thread's value for it, load the variable's slot number (a global), load
//!   the cached address — no call.
//!
//!   On Darwin aarch64 "read the thread's value for the key" is one
//!   instruction plus one load: `tpidrro_el0` holds the address of the
//!   calling thread's TSD array (its low 3 bits carry the CPU number and are
//!   masked off), and libpthread's own `pthread_getspecific` is
//!   `tsd[key]` — the same `_pthread_getspecific_direct` read that the
//!   Objective-C and Swift runtimes inline for their reserved keys. kiln uses
//!   an ordinary key from `pthread_key_create` (every key indexes the same
//!   array), so it reserves nothing. Elsewhere the cached path calls
//!   `pthread_getspecific`, which has identical semantics; that is what the
//!   tests exercise, since Darwin aarch64 cannot be run here.
//!
//! # Destruction
//!
//! The published value is wrapped in [`Guarded`], whose `Drop` unpublishes
//! the address *before* the value itself is dropped at thread exit, so a
//! destructor that runs later and touches the variable takes the slow path
//! and gets `thread_local!`'s own behaviour (`with` panics, `try_with`
//! fails) instead of a dangling pointer. The cache itself is freed by the
//! pthread key's destructor (POSIX clears the key's value first, so a late
//! `Guarded` drop finds no cache and has nothing to unpublish). One
//! difference from a plain `thread_local!` remains: because of the wrapper,
//! even a `const`-initialised type without `Drop` is "destroyed" at thread
//! exit on the cached path, so it cannot be read from another thread-local's
//! destructor after that point.

use std::cell::Cell;
use std::ffi::c_void;
use std::sync::Once;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::LocalKey;

/// How many hot thread-locals a process may declare. Slot 0 is never
/// assigned, so an unassigned key reads a null pointer and takes the slow path
/// without a separate check.
pub const CACHE_SLOTS: usize = 64;

/// One thread's published addresses, indexed by [`HotKey`] slot.
pub struct Cache {
    slots: [Cell<*const ()>; CACHE_SLOTS],
}

/// `pthread_key_t + 1` of the key whose per-thread value is the thread's
/// [`Cache`]; 0 until the first publication creates it.
static KEY: AtomicUsize = AtomicUsize::new(0);
static KEY_ONCE: Once = Once::new();
/// The next slot to hand out; slot 0 stays unassigned.
static NEXT_SLOT: AtomicUsize = AtomicUsize::new(1);

/// A variable declared by the cached expansion of `hot_thread_local!`.
pub struct HotKey<T: 'static> {
    inner: &'static LocalKey<Guarded<T>>,
    /// This variable's index in every thread's cache; 0 = not yet assigned.
    slot: AtomicUsize,
}

/// The storage of a hot thread-local: the value, plus a `Drop` that
/// unpublishes its address before the value is destroyed.
pub struct Guarded<T> {
    value: T,
}

impl<T> Guarded<T> {
    /// Wraps the initial value (used by the macro expansion).
    pub const fn new(value: T) -> Guarded<T> {
        Guarded { value }
    }
}

impl<T> Drop for Guarded<T> {
    fn drop(&mut self) {
        let me = &raw const self.value as *const ();
        if let Some(cache) = current_cache() {
            for slot in &cache.slots {
                if slot.get() == me {
                    slot.set(std::ptr::null());
                }
            }
        }
    }
}

/// The calling thread's cache, if it has one. The "one fast TSD read".
#[inline(always)]
fn current_cache() -> Option<&'static Cache> {
    let key = KEY.load(Ordering::Relaxed);
    if key == 0 {
        return None;
    }
    let p = tsd_get(key - 1) as *const Cache;
    // SAFETY: the key's per-thread value is null or a `Box<Cache>` leaked by
    // `publish` for this thread and freed only by the key's destructor at
    // thread exit, after which the value reads null again.
    unsafe { p.as_ref() }
}

#[cfg(all(target_vendor = "apple", target_arch = "aarch64"))]
#[inline(always)]
fn tsd_get(key: usize) -> *mut c_void {
    let base: usize;
    // SAFETY: reading tpidrro_el0 has no side effects; on Darwin it holds the
    // address of the calling thread's TSD array (low 3 bits: CPU number).
    unsafe {
        core::arch::asm!("mrs {0}, tpidrro_el0", out(reg) base, options(nomem, nostack, preserves_flags))
    };
    let tsd = (base & !7) as *const *mut c_void;
    // SAFETY: `key` came from pthread_key_create, and Darwin's
    // pthread_getspecific(key) is exactly this load of tsd[key].
    unsafe { *tsd.add(key) }
}

#[cfg(not(all(target_vendor = "apple", target_arch = "aarch64")))]
#[inline(always)]
fn tsd_get(key: usize) -> *mut c_void {
    // SAFETY: `key` is a live key from pthread_key_create (never deleted).
    unsafe { libc::pthread_getspecific(key as libc::pthread_key_t) }
}

/// The key's destructor: frees a thread's cache at thread exit.
extern "C" fn free_cache(p: *mut c_void) {
    if !p.is_null() {
        // SAFETY: the value was set from `Box::into_raw` in `cache_or_create`
        // and POSIX calls the destructor once per thread with that value.
        drop(unsafe { Box::from_raw(p as *mut Cache) });
    }
}

#[cold]
fn cache_or_create() -> &'static Cache {
    KEY_ONCE.call_once(|| {
        let mut key: libc::pthread_key_t = 0;
        // SAFETY: pthread_key_create writes the new key into `key`.
        let rc = unsafe { libc::pthread_key_create(&mut key, Some(free_cache)) };
        assert!(
            rc == 0,
            "hot_thread_local!: pthread_key_create failed ({rc})"
        );
        KEY.store(key as usize + 1, Ordering::Release);
    });
    if let Some(cache) = current_cache() {
        return cache;
    }
    let cache = Box::into_raw(Box::new(Cache {
        slots: [const { Cell::new(std::ptr::null()) }; CACHE_SLOTS],
    }));
    let key = KEY.load(Ordering::Acquire) - 1;
    // SAFETY: a live key; the value is this thread's own leaked Box.
    let rc =
        unsafe { libc::pthread_setspecific(key as libc::pthread_key_t, cache as *const c_void) };
    assert!(
        rc == 0,
        "hot_thread_local!: pthread_setspecific failed ({rc})"
    );
    // SAFETY: just leaked; freed only by `free_cache` at thread exit.
    unsafe { &*cache }
}

impl<T: 'static> HotKey<T> {
    /// Used by the macro expansion.
    #[doc(hidden)]
    pub const fn new(inner: &'static LocalKey<Guarded<T>>) -> HotKey<T> {
        HotKey {
            inner,
            slot: AtomicUsize::new(0),
        }
    }

    /// Runs `f` with this thread's value, initialising it on first use (as
    /// `LocalKey::with`; panics if the value was already destroyed).
    #[inline]
    pub fn with<F: FnOnce(&T) -> R, R>(&'static self, f: F) -> R {
        if let Some(p) = self.cached() {
            // SAFETY: a published address is this thread's live value: it is
            // unpublished by `Guarded::drop` before the value is destroyed.
            return f(unsafe { &*p });
        }
        self.with_slow(f)
    }

    /// As `LocalKey::try_with`: `Err` once the value has been destroyed.
    pub fn try_with<F: FnOnce(&T) -> R, R>(
        &'static self,
        f: F,
    ) -> Result<R, std::thread::AccessError> {
        if let Some(p) = self.cached() {
            // SAFETY: as in `with`.
            return Ok(f(unsafe { &*p }));
        }
        self.inner.try_with(|g| {
            self.publish(&g.value);
            f(&g.value)
        })
    }

    /// The address published for the calling thread, if any (for tests and
    /// assertions; `with` is the way to use the value).
    #[inline(always)]
    pub fn cached(&'static self) -> Option<*const T> {
        let cache = current_cache()?;
        let p = cache.slots[self.slot.load(Ordering::Relaxed)].get();
        (!p.is_null()).then_some(p as *const T)
    }

    #[cold]
    #[inline(never)]
    fn with_slow<F: FnOnce(&T) -> R, R>(&'static self, f: F) -> R {
        self.inner.with(|g| {
            self.publish(&g.value);
            f(&g.value)
        })
    }

    fn publish(&'static self, value: &T) {
        let mut slot = self.slot.load(Ordering::Acquire);
        if slot == 0 {
            let fresh = NEXT_SLOT.fetch_add(1, Ordering::Relaxed);
            assert!(
                fresh < CACHE_SLOTS,
                "more than {} hot_thread_local! variables",
                CACHE_SLOTS - 1
            );
            slot = match self
                .slot
                .compare_exchange(0, fresh, Ordering::AcqRel, Ordering::Acquire)
            {
                Ok(_) => fresh,
                Err(winner) => winner,
            };
        }
        cache_or_create().slots[slot].set(value as *const T as *const ());
    }
}

impl<T: Copy + 'static> HotKey<Cell<T>> {
    /// As `LocalKey<Cell<T>>::get`.
    pub fn get(&'static self) -> T {
        self.with(Cell::get)
    }
    /// As `LocalKey<Cell<T>>::set`.
    pub fn set(&'static self, value: T) {
        self.with(|c| c.set(value))
    }
}

/// The cached expansion, available on every platform so that tests can
/// exercise it; `hot_thread_local!` forwards here where the cache is on.
#[doc(hidden)]
#[macro_export]
macro_rules! __hot_thread_local_cached {
    () => {};
    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = const $init:block; $($rest:tt)*) => {
        $crate::__hot_thread_local_cached!(@one $(#[$attr])* $vis $name, $t, const { $crate::hot_tls::Guarded::new($init) });
        $crate::__hot_thread_local_cached!($($rest)*);
    };
    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = const $init:block) => {
        $crate::__hot_thread_local_cached!(@one $(#[$attr])* $vis $name, $t, const { $crate::hot_tls::Guarded::new($init) });
    };
    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = $init:expr; $($rest:tt)*) => {
        $crate::__hot_thread_local_cached!(@one $(#[$attr])* $vis $name, $t, $crate::hot_tls::Guarded::new($init));
        $crate::__hot_thread_local_cached!($($rest)*);
    };
    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = $init:expr) => {
        $crate::__hot_thread_local_cached!(@one $(#[$attr])* $vis $name, $t, $crate::hot_tls::Guarded::new($init));
    };
    (@one $(#[$attr:meta])* $vis:vis $name:ident, $t:ty, $($init:tt)*) => {
        $(#[$attr])*
        $vis static $name: $crate::hot_tls::HotKey<$t> = {
            ::std::thread_local! {
                static INNER: $crate::hot_tls::Guarded<$t> = $($init)*;
            }
            $crate::hot_tls::HotKey::new(&INNER)
        };
    };
}

/// `thread_local!` for runtime code (same syntax); see the module docs. This
/// build uses the cached expansion.
#[cfg(any(
    feature = "force-hot-tls",
    all(target_vendor = "apple", target_arch = "aarch64")
))]
#[macro_export]
macro_rules! hot_thread_local {
    ($($tt:tt)*) => { $crate::__hot_thread_local_cached!($($tt)*); };
}

/// `thread_local!` for runtime code (same syntax); see the module docs. This
/// build uses the plain expansion.
#[cfg(not(any(
    feature = "force-hot-tls",
    all(target_vendor = "apple", target_arch = "aarch64")
)))]
#[macro_export]
macro_rules! hot_thread_local {
    ($($tt:tt)*) => { ::std::thread_local!($($tt)*); };
}

/// True when `hot_thread_local!` uses the cached expansion in this build.
pub const CACHED: bool = cfg!(any(
    feature = "force-hot-tls",
    all(target_vendor = "apple", target_arch = "aarch64")
));

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};

    crate::__hot_thread_local_cached! {
        static COUNTER: Cell<u32> = const { Cell::new(7) };
        static NAMES: RefCell<Vec<String>> = RefCell::new(vec!["first".to_string()]);
    }

    #[test]
    fn first_access_publishes_and_later_accesses_hit_the_cache() {
        std::thread::spawn(|| {
            assert!(COUNTER.cached().is_none());
            assert_eq!(COUNTER.get(), 7);
            let p = COUNTER.cached().expect("published");
            COUNTER.set(8);
            COUNTER.with(|c| assert_eq!(c as *const Cell<u32>, p));
            assert_eq!(COUNTER.get(), 8);
            NAMES.with(|n| n.borrow_mut().push("second".into()));
            assert_eq!(NAMES.with(|n| n.borrow().join(",")), "first,second");
        })
        .join()
        .unwrap();
    }

    #[test]
    fn lazy_initialiser_runs_once_per_thread() {
        let a = std::thread::spawn(|| NAMES.with(|n| n.borrow().len()))
            .join()
            .unwrap();
        let b = std::thread::spawn(|| {
            NAMES.with(|n| n.borrow_mut().clear());
            NAMES.with(|n| n.borrow().len())
        })
        .join()
        .unwrap();
        assert_eq!((a, b), (1, 0));
    }
}
