//! The collector driven by hand-built shadow-stack frames: each space, each
//! root kind, promotion, the barrier, large and static objects, triggers.

mod common;

use common::*;
use kiln_runtime::abi::*;
use kiln_runtime::heap::{self, Collection, Space, object::Header};
use kiln_runtime::{Thread, Value};

fn minor(th: &mut Thread) {
    heap::collect(th, Collection::Minor);
}
fn major(th: &mut Thread) {
    heap::collect(th, Collection::Major);
}

#[test]
fn a_rooted_object_survives_to_the_survivor_space_then_is_promoted() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let a = node(th, &[0xdead_beef, 7], &[Value::number(1.5), Value::TRUE]);
    let s = push(th, a);
    assert_eq!(heap::space_of(th, a), Space::Eden);
    minor(th);
    let a1 = slot(th, s);
    assert_ne!(a1, a, "moved");
    assert_eq!(heap::space_of(th, a1), Space::Survivor);
    assert_eq!(raw_words(a1), vec![0xdead_beef, 7]);
    assert_eq!(
        (field(a1, 0), field(a1, 1)),
        (Value::number(1.5), Value::TRUE)
    );
    minor(th);
    let a2 = slot(th, s);
    assert_eq!(heap::space_of(th, a2), Space::Old);
    assert_eq!(raw_words(a2), vec![0xdead_beef, 7]);
    minor(th);
    assert_eq!(
        slot(th, s),
        a2,
        "old objects do not move in a minor collection"
    );
    let st = heap::stats(th);
    assert_eq!((st.minor, st.major, st.moved_objects), (3, 0, 2));
    assert_eq!(st.promoted_bytes, node_size(2, 2) as u64);
}

#[test]
fn the_eden_stays_in_one_block_without_protection() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let eden = th.alloc_top;
    for kind in [Collection::Minor, Collection::Major, Collection::Minor] {
        let v = node(th, &[], &[]);
        push(th, v);
        heap::collect(th, kind);
        assert_eq!(
            th.alloc_top, eden,
            "after {kind:?}: the touched eden is reused"
        );
    }
}

#[test]
fn unreachable_objects_are_not_copied() {
    let mut th = thread(small_config());
    let th = &mut *th;
    for _ in 0..100 {
        node(th, &[], &[Value::NULL]);
    }
    let keep = node(th, &[], &[]);
    push(th, keep);
    minor(th);
    assert_eq!(heap::stats(th).moved_objects, 1);
    assert_eq!(heap::usage(th).young, node_size(0, 0));
}

#[test]
fn shared_references_and_cycles_keep_their_shape() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let shared = bytes_obj(th, b"shared payload");
    let a = node(th, &[1], &[shared, Value::NULL]);
    let b = node(th, &[2], &[shared, a]);
    set_field(th, a, 1, b); // a <-> b
    let s = push(th, a);
    for kind in [
        Collection::Minor,
        Collection::Minor,
        Collection::Major,
        Collection::Minor,
        Collection::Major,
    ] {
        heap::collect(th, kind);
        let a = slot(th, s);
        let b = field(a, 1);
        assert_eq!(field(b, 1), a, "cycle after {kind:?}");
        assert_eq!(field(a, 0), field(b, 0), "sharing after {kind:?}");
        assert_eq!(payload(field(a, 0), 14), b"shared payload");
        assert_eq!((raw_words(a), raw_words(b)), (vec![1], vec![2]));
    }
    assert_eq!(
        heap::stats(th).moved_objects,
        4 * 3,
        "three objects, moved by two minors and two majors"
    );
}

#[test]
fn every_root_kind_is_traced_and_updated() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let in_stack = node(th, &[1], &[]);
    push(th, in_stack);
    let mut globals = [Value::UNDEFINED, node(th, &[2], &[])];
    let program = Box::leak(Box::new(kiln_runtime::thread::Program {
        main: dummy_main,
        globals: globals.as_mut_ptr(),
        nglobals: 2,
        nsites: 0,
        sites: std::ptr::null(),
        path: c"t.ts".as_ptr(),
        source: c"".as_ptr(),
        keys: std::ptr::null(),
        nkeys: 0,
        ntemplates: 0,
        templates: std::ptr::null(),
        groups: kiln_runtime::builtins::link::Groups::NONE,
        script: c"/t.ts".as_ptr(),
        site_files: std::ptr::null(),
        paths: std::ptr::null(),
        sources: std::ptr::null(),
        nfiles: 1,
        fn_sources: std::ptr::null(),
        nfn_sources: 0,
    }));
    th.program = Some(program);
    th.exception = node(th, &[3], &[]);
    let mut registered = node(th, &[4], &[]);
    // SAFETY: `registered` outlives its registration (removed below).
    unsafe { heap::add_root(th, &raw mut registered) };
    let handled = node(th, &[5], &[]);
    let n = heap::scope(th, |s| {
        let h = s.root(handled);
        s.collecting(|th| heap::collect(th, Collection::Minor));
        let v = s.get(h);
        assert_ne!(v, handled);
        raw_words(v)[0]
    });
    assert_eq!(n, 5);
    assert!(th.handles.is_empty(), "the scope popped its handles");
    assert_eq!(raw_words(slot(th, 0)), vec![1]);
    assert_eq!(raw_words(globals[1]), vec![2]);
    assert_eq!(raw_words(th.exception), vec![3]);
    assert_eq!(raw_words(registered), vec![4]);
    for v in [slot(th, 0), globals[1], th.exception, registered] {
        assert_eq!(heap::space_of(th, v), Space::Survivor);
    }
    heap::remove_root(th, &raw mut registered);
    th.program = None;
}

unsafe extern "C" fn dummy_main(_: *mut Thread) -> Value {
    Value::UNDEFINED
}

#[test]
fn the_barrier_keeps_young_objects_referenced_only_from_old_ones() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let holder = node(th, &[], &[Value::NULL, Value::NULL]);
    let s = push(th, holder);
    minor(th);
    minor(th);
    let holder = slot(th, s);
    assert_eq!(heap::space_of(th, holder), Space::Old);
    let young = node(th, &[42], &[]);
    set_field(th, holder, 0, young);
    assert!(header_of(holder).has(heap::object::FLAG_REMEMBERED));
    minor(th);
    let y = field(slot(th, s), 0);
    assert_eq!(raw_words(y), vec![42]);
    assert_eq!(heap::space_of(th, y), Space::Survivor);
    // Still remembered: its referent is still young.
    assert!(header_of(slot(th, s)).has(heap::object::FLAG_REMEMBERED));
    minor(th);
    let y = field(slot(th, s), 0);
    assert_eq!(heap::space_of(th, y), Space::Old);
    assert_eq!(raw_words(y), vec![42]);
    assert!(
        !header_of(slot(th, s)).has(heap::object::FLAG_REMEMBERED),
        "nothing young left to remember"
    );
}

#[test]
fn verification_catches_a_missing_barrier() {
    let mut th = thread(heap::Config {
        verify: false,
        ..small_config()
    });
    let th = &mut *th;
    let holder = node(th, &[], &[Value::NULL]);
    let s = push(th, holder);
    minor(th);
    minor(th);
    let young = node(th, &[], &[]);
    set_field_unbarriered(slot(th, s), 0, young);
    let err = heap::verify(th).unwrap_err();
    assert!(err.contains("not remembered"), "{err}");
    minor(th); // The young object is lost: the field now points into the evacuated eden.
    let err = heap::verify(th).unwrap_err();
    assert!(err.contains("a field of the object"), "{err}");
}

#[test]
fn the_runtime_allocator_never_collects_and_requests_a_safepoint_instead() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let first = node(th, &[1], &[]);
    let s = push(th, first);
    let mut last = first;
    let mut old = 0;
    for i in 0..20_000u64 {
        let v = node(th, &[i], &[last]);
        if heap::space_of(th, v) == Space::Old {
            old += 1;
        }
        last = v;
    }
    assert!(
        old > 0,
        "the eden filled up and allocation continued in the old generation"
    );
    assert_eq!(
        heap::stats(th).minor,
        0,
        "no collection inside runtime code"
    );
    assert_ne!(th.poll, 0);
    assert_eq!(th.stack_guard, usize::MAX);
    set_slot(th, s, last);
    heap::kl_safepoint(th);
    assert_eq!(th.poll, 0, "request served");
    assert_eq!(th.stack_guard, th.stack_limit);
    let st = heap::stats(th);
    assert!(st.minor >= 1, "{st:?}");
    // The whole chain survived, in order.
    let mut v = slot(th, s);
    for i in (0..20_000u64).rev() {
        assert_eq!(raw_words(v), vec![i]);
        v = field(v, 0);
    }
    assert_eq!(raw_words(v), vec![1]);
    heap::verify(th).unwrap();
}

#[test]
fn compiled_allocation_collects_when_the_eden_is_full() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let s = push(th, Value::NULL);
    for i in 0..30_000u64 {
        let v = node_compiled(th, &[i], 1);
        let prev = slot(th, s);
        set_field(th, v, 0, prev);
        set_slot(th, s, v);
    }
    let st = heap::stats(th);
    assert!(st.minor >= 2, "{st:?}");
    let mut v = slot(th, s);
    for i in (0..30_000u64).rev() {
        assert_eq!(raw_words(v), vec![i]);
        v = field(v, 0);
    }
    assert_eq!(v, Value::NULL);
}

#[test]
fn major_collection_frees_old_garbage_and_releases_its_chunks() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let s = push(th, Value::NULL);
    // A chain of 40,000 nodes (~1.9 MiB), all promoted…
    for i in 0..40_000u64 {
        let v = node_compiled(th, &[i, 0, 0, 0], 1);
        let prev = slot(th, s);
        set_field(th, v, 0, prev);
        set_slot(th, s, v);
    }
    minor(th);
    minor(th);
    // …then cut down to every tenth node.
    let mut v = slot(th, s);
    while v != Value::NULL {
        let mut next = field(v, 0);
        while next != Value::NULL && !raw_words(next)[0].is_multiple_of(10) {
            next = field(next, 0);
        }
        set_field(th, v, 0, next);
        v = next;
    }
    let head = slot(th, s); // node 39,999: drop it too
    set_slot(th, s, field(head, 0));
    let before = heap::usage(th);
    assert_eq!(before.young, 0);
    assert!(before.old >= 40_000 * node_size(4, 1), "{before:?}");
    major(th);
    let after = heap::usage(th);
    assert_eq!(after.young, 0);
    assert_eq!(
        after.old,
        4000 * node_size(4, 1),
        "exactly the live objects"
    );
    assert!(
        after.old_capacity < before.old_capacity / 3,
        "{before:?} → {after:?}"
    );
    let mut v = slot(th, s);
    let mut n = 0;
    while v != Value::NULL {
        assert_eq!(raw_words(v)[0] % 10, 0);
        v = field(v, 0);
        n += 1;
    }
    assert_eq!(n, 4000);
}

#[test]
fn large_objects_stay_put_and_are_freed_when_dead() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let fields = 4096; // 32 KiB > the 16 KiB threshold
    let big = node(th, &[9], &vec![Value::NULL; fields]);
    assert_eq!(heap::space_of(th, big), Space::Large);
    let s = push(th, big);
    let young = node(th, &[10], &[]);
    set_field(th, big, fields - 1, young); // remembered at birth anyway
    let dead = node(th, &[], &vec![Value::NULL; fields]);
    let _ = dead;
    assert_eq!(heap::usage(th).large, 2 * node_size(0, fields) + 8);
    minor(th);
    assert_eq!(slot(th, s), big, "not moved");
    assert_eq!(raw_words(field(big, fields - 1)), vec![10]);
    major(th);
    assert_eq!(slot(th, s), big);
    assert_eq!(heap::space_of(th, big), Space::Large);
    assert_eq!(raw_words(field(big, fields - 1)), vec![10]);
    assert_eq!(heap::usage(th).large, node_size(1, fields));
    assert_eq!(heap::stats(th).large_freed, 1);
    assert!(!header_of(big).has(heap::object::FLAG_MARKED));
    set_slot(th, s, Value::NULL);
    major(th);
    assert_eq!(heap::usage(th).large, 0);
}

#[test]
fn a_young_object_above_the_threshold_moves_to_the_large_space() {
    let mut th = thread(small_config());
    let th = &mut *th;
    // Compiled code may bump-allocate a big object inline.
    let v = node_compiled(th, &[5], 3000);
    assert_eq!(heap::space_of(th, v), Space::Eden);
    let s = push(th, v);
    let small = node(th, &[6], &[]);
    set_field(th, slot(th, s), 2999, small);
    minor(th);
    let v = slot(th, s);
    assert_eq!(heap::space_of(th, v), Space::Large);
    assert_eq!(raw_words(v), vec![5]);
    let small = field(v, 2999);
    assert_eq!(heap::space_of(th, small), Space::Survivor);
    // Remembered by the one slot that refers to a young object, not whole.
    assert!(!header_of(v).has(heap::object::FLAG_REMEMBERED));
    heap::verify(th).expect("the slot is remembered");
    // The next minor collection promotes the survivor through that slot.
    minor(th);
    let small = field(slot(th, s), 2999);
    assert_eq!(heap::space_of(th, small), Space::Old);
    assert_eq!(raw_words(small), vec![6]);
    heap::verify(th).expect("nothing young is left to remember");
    major(th);
    assert_eq!(slot(th, s), v);
    assert_eq!(raw_words(field(v, 2999)), vec![6]);
}

#[test]
fn a_large_object_is_remembered_by_the_slots_it_stores_young_references_in() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let fields = vec![Value::NULL; 3000];
    let big = node(th, &[7], &fields);
    assert_eq!(heap::space_of(th, big), Space::Large);
    let s = push(th, big);
    minor(th);
    let big = slot(th, s);
    assert!(!header_of(big).has(heap::object::FLAG_REMEMBERED));
    for (i, raw) in [(10, 1), (2500, 2)] {
        let young = node(th, &[raw], &[]);
        set_field_slot(th, slot(th, s), i, young);
    }
    assert!(!header_of(slot(th, s)).has(heap::object::FLAG_REMEMBERED));
    heap::verify(th).expect("both slots are remembered");
    minor(th);
    let big = slot(th, s);
    assert_eq!(heap::space_of(th, field(big, 10)), Space::Survivor);
    assert_eq!(raw_words(field(big, 2500)), vec![2]);
    heap::verify(th).expect("the slots are remembered again, still young");
    minor(th);
    let big = slot(th, s);
    assert_eq!(heap::space_of(th, field(big, 2500)), Space::Old);
    assert_eq!(raw_words(field(big, 10)), vec![1]);
    heap::verify(th).unwrap();
}

#[test]
fn a_remembered_slot_that_now_holds_a_number_is_left_alone() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let fields = vec![Value::NULL; 3000];
    let big = node(th, &[7], &fields);
    let s = push(th, big);
    minor(th);
    let young = node(th, &[3], &[]);
    let y = push(th, young);
    set_field_slot(th, slot(th, s), 10, young);
    // Then a number whose low 48 bits are the young object's address.
    let n = Value(0x4000_0000_0000_0000 | young.addr() as u64);
    assert!(n.is_number());
    set_field_unbarriered(slot(th, s), 10, n);
    minor(th);
    assert_eq!(field(slot(th, s), 10).0, n.0, "the number is not rewritten");
    assert_eq!(raw_words(slot(th, y)), vec![3]);
    heap::verify(th).unwrap();
}

/// A static object in read-only data: if the collector ever wrote to it,
/// the test would crash.
#[repr(C, align(8))]
struct StaticNode {
    hdr: u64,
    raw: u64,
    field: u64,
}
static STATIC_NODE: StaticNode = StaticNode {
    hdr: Header::new(KIND_NODE, heap::object::FLAG_STATIC, 1, 24).0,
    raw: 77,
    field: KL_NULL,
};

#[test]
fn static_objects_are_skipped_without_writes() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let st = Value::from_tagged(KL_TAG_OBJECT, &raw const STATIC_NODE as usize);
    let holder = node(th, &[], &[st, kiln_runtime::string::empty()]);
    push(th, st);
    let s = push(th, holder);
    for kind in [Collection::Minor, Collection::Minor, Collection::Major] {
        heap::collect(th, kind);
        assert_eq!(slot(th, 0), st);
        assert_eq!(field(slot(th, s), 0), st);
        assert_eq!(field(slot(th, s), 1), kiln_runtime::string::empty());
    }
    assert_eq!(heap::space_of(th, st), Space::Static);
}

#[test]
fn old_growth_triggers_a_major_collection() {
    let mut th = thread(small_config());
    let th = &mut *th;
    // A ring of the last 32,768 nodes (~770 KiB, three edens): each node
    // survives two minor collections, is promoted, then dies. Old garbage
    // grows until a major collection runs.
    const RING: usize = 32_768;
    let ring = node(th, &[], &vec![Value::NULL; RING]);
    let s = push(th, ring);
    for i in 0..400_000u64 {
        let v = node_compiled(th, &[i], 1);
        let ring = slot(th, s);
        set_field(th, ring, i as usize % RING, v);
    }
    let st = heap::stats(th);
    assert!(st.major >= 1, "{st:?}");
    assert!(heap::usage(th).old < 8 << 20, "{:?}", heap::usage(th));
    let ring = slot(th, s);
    for k in 0..RING {
        let i = 400_000 - RING + k;
        assert_eq!(raw_words(field(ring, i % RING)), vec![i as u64]);
    }
}

#[test]
fn old_growth_that_stays_live_skips_the_major_copy() {
    // Verification after every collection would walk the whole 12 MB
    // heap each time: it runs at the points that matter instead.
    let mut th = thread(heap::Config {
        verify: false,
        ..small_config()
    });
    let th = &mut *th;
    let marked = |v: Value| header_of(v).has(heap::object::FLAG_MARKED);
    // A large object, rooted throughout, holding every 100th node made: a
    // census marks it, and must clear that mark before a major collection
    // (which marks large objects itself and would not trace it again).
    let big = node(th, &[], &vec![Value::NULL; 5_000]);
    let b = push(th, big);
    // A list of 500,000 live nodes (12 MB): the old generation passes the
    // 4 MiB trigger, then 8 MiB, with nothing dead; each census finds no
    // copy worth making.
    const N: u64 = 500_000;
    let s = push(th, Value::NULL);
    for i in 0..N {
        let v = node_compiled(th, &[i], 1);
        set_field(th, v, 0, slot(th, s));
        set_slot(th, s, v);
        if i % 100 == 0 {
            let w = node_compiled(th, &[i], 0);
            let big = slot(th, b);
            set_field(th, big, (i / 100) as usize, w);
        }
    }
    let st = heap::stats(th);
    assert_eq!(st.major, 0, "{st:?}");
    assert!(st.majors_skipped >= 2, "{st:?}");
    assert!(heap::usage(th).old > 10 << 20, "{:?}", heap::usage(th));
    heap::verify(th).unwrap();
    let mut v = slot(th, s);
    for i in (0..N).rev() {
        assert_eq!(raw_words(v), vec![i]);
        assert!(!marked(v), "node {i} kept the census's mark");
        v = field(v, 0);
    }
    assert_eq!(v, Value::NULL);
    let check_big = |th: &Thread| {
        let big = slot(th, b);
        assert!(!marked(big));
        for k in 0..N / 100 {
            let w = field(big, k as usize);
            assert_eq!(raw_words(w), vec![k * 100]);
            assert!(!marked(w), "kept the census's mark");
        }
    };
    check_big(th);
    // The list dies; old garbage promoted through a ring (each node
    // survives two minor collections, then dies) passes the trigger, and
    // this census finds the old generation dead: the major runs after it.
    set_slot(th, s, Value::NULL);
    const RING: usize = 32_768;
    let ring = node(th, &[], &vec![Value::NULL; RING]);
    let r = push(th, ring);
    let mut i = 0;
    while heap::stats(th).major == 0 {
        let v = node_compiled(th, &[i as u64], 1);
        set_field(th, slot(th, r), i % RING, v);
        i += 1;
        assert!(i < 2_000_000, "{:?}", heap::stats(th));
    }
    heap::verify(th).unwrap();
    check_big(th);
    assert!(heap::usage(th).old < 1 << 20, "{:?}", heap::usage(th));
}

#[test]
fn the_schedule_forces_collections_deterministically() {
    let run = || {
        let mut cfg = small_config();
        cfg.schedule = Some(heap::config::ScheduleConfig {
            seed: 11,
            rate: 0.3,
            alloc_bytes: 0,
        });
        let mut th = thread(cfg);
        let th = &mut *th;
        assert_eq!(
            th.alloc_limit, th.alloc_top,
            "every compiled allocation takes the slow path"
        );
        assert_ne!(th.poll, 0);
        let s = push(th, Value::NULL);
        let mut trace = Vec::new();
        for i in 0..2000u64 {
            let v = node_compiled(th, &[i], 1);
            let p = slot(th, s);
            set_field(th, v, 0, p);
            set_slot(th, s, if i.is_multiple_of(3) { v } else { p });
            if i.is_multiple_of(7) {
                heap::kl_safepoint(th);
            }
            assert_eq!(th.alloc_limit, th.alloc_top);
            assert_eq!(th.stack_guard, usize::MAX, "polls stay armed");
            trace.push(heap::stats(th).minor + 1000 * heap::stats(th).major);
        }
        (heap::stats(th), trace)
    };
    let (a, ta) = run();
    let (b, tb) = run();
    assert_eq!(ta, tb);
    assert_eq!(
        (a.forced_collections, a.forced_skipped, a.minor, a.major),
        (b.forced_collections, b.forced_skipped, b.minor, b.major)
    );
    assert!(a.forced_collections > 300, "{a:?}");
    assert!(a.major > 0, "{a:?}");
}

#[test]
fn alloc_kb_spaces_the_forced_collections_by_allocation() {
    let mut cfg = small_config();
    cfg.schedule = Some(heap::config::ScheduleConfig {
        seed: 2,
        rate: 1.0,
        alloc_bytes: 64 << 10,
    });
    let mut th = thread(cfg);
    let th = &mut *th;
    let s = push(th, Value::NULL);
    // 1 MiB of 32-byte objects, one safepoint per allocation: a candidate
    // (and, at rate 1, a collection) about every 64 KiB.
    for i in 0..(1u64 << 15) {
        let v = node_compiled(th, &[i, i], 1);
        set_slot(th, s, v);
    }
    let st = heap::stats(th);
    assert_eq!(st.safepoints, 1 << 15);
    assert!(
        (14..=17).contains(&(st.forced_collections + st.forced_skipped)),
        "{st:?}"
    );
}

#[test]
fn the_schedule_keeps_the_real_stack_check() {
    let mut cfg = small_config();
    cfg.schedule = Some(heap::config::ScheduleConfig {
        seed: 1,
        rate: 1.0,
        alloc_bytes: 0,
    });
    let mut th = thread(cfg);
    assert_eq!(th.stack_guard, usize::MAX);
    assert!(
        !kiln_runtime::frames::kl_enter_slow(&mut th),
        "a safepoint, not an overflow"
    );
    th.stack_limit = usize::MAX; // pretend the stack is exhausted
    assert!(
        kiln_runtime::frames::kl_enter_slow(&mut th),
        "the overflow is still detected"
    );
    assert!(th.exception.is_ref());
}

#[test]
fn a_rate_one_schedule_that_collects_nothing_fails_at_exit() {
    let mut cfg = small_config();
    cfg.schedule = Some(heap::config::ScheduleConfig {
        seed: 1,
        rate: 1.0,
        alloc_bytes: 0,
    });
    let mut th = thread(cfg.clone());
    assert_eq!(heap::at_exit(&mut th), Some(heap::EXERCISED_NOTHING_STATUS));
    // Safepoints with nothing young are counted but skipped: still nothing.
    heap::kl_safepoint(&mut th);
    assert_eq!(heap::stats(&th).forced_skipped, 1);
    assert_eq!(heap::at_exit(&mut th), Some(heap::EXERCISED_NOTHING_STATUS));
    let v = node(&mut th, &[], &[]);
    push(&mut th, v);
    heap::kl_safepoint(&mut th);
    assert_eq!(heap::stats(&th).forced_collections, 1);
    assert_eq!(heap::at_exit(&mut th), None);
    // Rates below 1 make no such promise.
    cfg.schedule = Some(heap::config::ScheduleConfig {
        seed: 1,
        rate: 0.5,
        alloc_bytes: 0,
    });
    let mut th = thread(cfg);
    assert_eq!(heap::at_exit(&mut th), None);
}

#[test]
fn handles_nest_and_pop() {
    let mut th = thread(small_config());
    let th = &mut *th;
    let a = node(th, &[1], &[]);
    heap::scope(th, |outer| {
        let ha = outer.root(a);
        let b = node(outer.thread(), &[2], &[]);
        let inner_read = outer.scope(|inner| {
            let hb = inner.root(b);
            inner.collecting(|th| heap::collect(th, Collection::Minor));
            assert_eq!(inner.len(), 1);
            raw_words(inner.get(hb))
        });
        assert_eq!(inner_read, vec![2]);
        assert_eq!(outer.len(), 1);
        outer.collecting(|th| heap::collect(th, Collection::Major));
        assert_eq!(raw_words(outer.get(ha)), vec![1]);
        let v = outer.get(ha);
        assert_eq!(heap::space_of(outer.thread(), v), Space::Old);
    });
    assert!(th.handles.is_empty());
}
