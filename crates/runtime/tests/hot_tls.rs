//! `hot_thread_local!`: the cached expansion (always available as
//! `__hot_thread_local_cached!`, so it is tested on every platform) and the
//! expansion this build selects (`hot_thread_local!`; run the suite with
//! `--features force-hot-tls` to make that the cached one too).

use std::cell::{Cell, RefCell};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Records its drop, and whether its address was still published then.
struct Tracked {
    id: usize,
}

static DROPS: Mutex<Vec<(usize, bool)>> = Mutex::new(Vec::new());
static NEXT_ID: AtomicUsize = AtomicUsize::new(1);

impl Drop for Tracked {
    fn drop(&mut self) {
        // Runs after `Guarded::drop` has unpublished the address.
        let still_published = TRACKED.cached().is_some();
        DROPS.lock().unwrap().push((self.id, still_published));
    }
}

kiln_runtime::__hot_thread_local_cached! {
    static TRACKED: Tracked = Tracked { id: NEXT_ID.fetch_add(1, Ordering::Relaxed) };
    static COUNT: Cell<u64> = const { Cell::new(0) };
    /// Attributes and visibility pass through.
    pub(crate) static LOG: RefCell<Vec<u64>> = RefCell::new(Vec::new());
}

kiln_runtime::hot_thread_local! {
    static SELECTED: Cell<u32> = const { Cell::new(5) };
}

#[test]
fn values_are_per_thread() {
    let handles: Vec<_> = (0..8u64)
        .map(|t| {
            std::thread::spawn(move || {
                for i in 0..1000 {
                    COUNT.with(|c| c.set(c.get() + t));
                    LOG.with(|l| l.borrow_mut().push(i));
                }
                (COUNT.get(), LOG.with(|l| l.borrow().len()))
            })
        })
        .collect();
    for (t, h) in handles.into_iter().enumerate() {
        assert_eq!(h.join().unwrap(), (1000 * t as u64, 1000));
    }
}

#[test]
fn a_value_with_drop_is_destroyed_at_thread_exit_after_being_unpublished() {
    let id = std::thread::spawn(|| {
        let id = TRACKED.with(|t| t.id);
        assert!(TRACKED.cached().is_some(), "published by the first access");
        assert_eq!(
            TRACKED.with(|t| t.id),
            id,
            "the cached path sees the same value"
        );
        id
    })
    .join()
    .unwrap();
    let drops = DROPS.lock().unwrap();
    let mine: Vec<_> = drops.iter().filter(|(i, _)| *i == id).collect();
    assert_eq!(
        mine,
        vec![&(id, false)],
        "dropped once, and unpublished before the drop"
    );
}

#[test]
fn many_threads_at_once() {
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(32));
    let handles: Vec<_> = (0..32u64)
        .map(|t| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                COUNT.set(t);
                barrier.wait(); // Everyone has published before anyone reads.
                let p = COUNT.with(|c| c as *const Cell<u64> as usize);
                for _ in 0..10_000 {
                    assert_eq!(COUNT.get(), t);
                }
                let id = TRACKED.with(|x| x.id);
                (p, id)
            })
        })
        .collect();
    let results: Vec<(usize, usize)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let mut addrs: Vec<usize> = results.iter().map(|r| r.0).collect();
    addrs.sort();
    addrs.dedup();
    assert_eq!(addrs.len(), 32, "each thread has its own storage");
    let drops = DROPS.lock().unwrap();
    for (_, id) in results {
        assert!(drops.contains(&(id, false)), "thread-exit drop of {id}");
    }
}

#[test]
fn the_selected_expansion_works_as_thread_local() {
    assert_eq!(SELECTED.with(|c| c.get()), 5);
    SELECTED.with(|c| c.set(6));
    assert_eq!(
        std::thread::spawn(|| SELECTED.with(|c| c.get()))
            .join()
            .unwrap(),
        5
    );
    assert_eq!(SELECTED.with(|c| c.get()), 6);
}

#[test]
fn the_runtime_current_thread_pointer_uses_it() {
    let here = 0u8;
    let mut th = kiln_runtime::Thread::new(&raw const here as usize);
    let p: *mut kiln_runtime::Thread = &mut *th;
    kiln_runtime::thread::set_current(p);
    assert!(kiln_runtime::thread::with_current(|t| t
        .map(|t| t as *mut _)
        == Some(p)));
    std::thread::spawn(|| assert!(kiln_runtime::thread::with_current(|t| t.is_none())))
        .join()
        .unwrap();
    kiln_runtime::thread::set_current(std::ptr::null_mut());
}

#[test]
fn the_build_reports_its_expansion() {
    let forced = cfg!(feature = "force-hot-tls");
    let darwin_arm = cfg!(all(target_vendor = "apple", target_arch = "aarch64"));
    assert_eq!(kiln_runtime::hot_tls::CACHED, forced || darwin_arm);
}
