//! Map, Set, WeakMap and WeakSet under the collector, driven through the
//! built-ins themselves (the global constructors and their methods):
//!
//! * a WeakMap/WeakSet entry disappears once its key is unreachable and a
//!   collection runs (minor for a young key, major for an old one), while
//!   entries with live keys keep their values across moves;
//! * values are ephemerons: a value reachable only through its own key's
//!   entry dies with the key, and a key reachable only through another
//!   entry's value lives as long as that entry;
//! * an old weak table that receives young keys and values is remembered
//!   (the write barrier) and updated by minor collections;
//! * Map and Set find object keys after the objects moved (identity hashes
//!   do not depend on addresses);
//! * a WeakRef keeps its target until the job ends, then a collection that
//!   finds the target unreachable clears it; a FinalizationRegistry's
//!   callback runs with the held value of each dead target when the event
//!   loop asks, after the collection and never during it, and not for an
//!   unregistered cell or a registry that died.
//!
//! The heap runs with verification and from-space protection, so a stale
//! pointer left in a table faults instead of reading garbage.

use kiln_runtime::collections::{table, weak};
use kiln_runtime::heap::{self, Collection, Config, Space};
use kiln_runtime::object::{self, Key, Obj, function, realm};
use kiln_runtime::{Thread, Value, string};

/// Root slots that live in boxes, registered with the heap.
struct Roots {
    #[allow(
        clippy::vec_box,
        reason = "each slot needs a stable address: the heap holds pointers to them"
    )]
    slots: Vec<Box<Value>>,
}

impl Roots {
    fn new() -> Roots {
        Roots { slots: Vec::new() }
    }
    fn add(&mut self, th: &mut Thread, v: Value) -> usize {
        let mut b = Box::new(v);
        // SAFETY: the box stays allocated (and is only read between
        // collections) until `remove_root` in `clear`.
        unsafe { heap::add_root(th, &mut *b) };
        self.slots.push(b);
        self.slots.len() - 1
    }
    fn get(&self, i: usize) -> Value {
        *self.slots[i]
    }
    fn set(&mut self, i: usize, v: Value) {
        *self.slots[i] = v;
    }
    fn clear(&mut self, th: &mut Thread) {
        for b in &mut self.slots {
            heap::remove_root(th, &mut **b);
        }
        self.slots.clear();
    }
}

fn thread() -> Box<Thread> {
    let here = 0u8;
    let mut th = Thread::new(&raw const here as usize);
    heap::configure(
        &mut th,
        Config {
            nursery_bytes: 256 << 10,
            large_object_bytes: 16 << 10,
            max_heap_bytes: 256 << 20,
            major_min_trigger: 8 << 20,
            protect_depth: Some(2),
            verify: true,
            ..Config::default()
        },
    );
    realm::init(&mut th, &kiln_runtime::builtins::link::Groups::all());
    th
}

fn global(th: &mut Thread, name: &str) -> Value {
    let g = Obj::of(th.realm.global).unwrap();
    object::get_named(th, g, name).unwrap()
}

fn construct(th: &mut Thread, ctor: &str) -> Value {
    construct_with(th, ctor, &[])
}

fn construct_with(th: &mut Thread, ctor: &str, args: &[Value]) -> Value {
    let c = global(th, ctor);
    function::construct(th, c, args, c).unwrap()
}

fn call_method(th: &mut Thread, recv: Value, name: &str, args: &[Value]) -> Value {
    let o = Obj::of(recv).unwrap();
    let f = object::get_named(th, o, name).unwrap();
    function::call(th, f, recv, args).unwrap()
}

/// A plain object `{ tag: n }`.
fn tagged(th: &mut Thread, n: f64) -> Value {
    let o = object::new_plain(th);
    let k = Key::name(th, "tag");
    object::create_data_property(th, o, k, Value::number(n));
    o.value()
}

fn tag_of(th: &mut Thread, v: Value) -> f64 {
    let o = Obj::of(v).unwrap();
    object::get_named(th, o, "tag").unwrap().as_number()
}

fn collect(th: &mut Thread, kind: Collection) {
    heap::collect(th, kind);
    heap::verify(th).unwrap();
}

fn weak_len(v: Value) -> usize {
    weak::of(Obj::of(v).unwrap()).len()
}

#[test]
fn weak_map_entries_die_with_their_keys() {
    let mut th = thread();
    let th = &mut *th;
    let mut r = Roots::new();
    let wm = construct(th, "WeakMap");
    let wm = r.add(th, wm);
    // key0 stays reachable; key1 is dropped after it is added.
    let k0 = tagged(th, 0.0);
    let k0 = r.add(th, k0);
    let k1 = tagged(th, 1.0);
    let k1 = r.add(th, k1);
    for (k, n) in [(k0, 10.0), (k1, 11.0)] {
        let v = tagged(th, n);
        let (m, key) = (r.get(wm), r.get(k));
        call_method(th, m, "set", &[key, v]);
    }
    assert_eq!(weak_len(r.get(wm)), 2);
    r.set(k1, Value::UNDEFINED);
    // Both keys are young: a minor collection decides.
    collect(th, Collection::Minor);
    assert_eq!(weak_len(r.get(wm)), 1, "the dead key's entry is cleared");
    let (m, key) = (r.get(wm), r.get(k0));
    let v = call_method(th, m, "get", &[key]);
    assert_eq!(tag_of(th, v), 10.0, "the live entry keeps its value");
    // Promote everything, then drop the last key: only a major collection
    // can find an old key dead.
    collect(th, Collection::Minor);
    collect(th, Collection::Minor);
    assert_eq!(heap::space_of(th, r.get(k0)), Space::Old);
    r.set(k0, Value::UNDEFINED);
    collect(th, Collection::Minor);
    assert_eq!(weak_len(r.get(wm)), 1, "a minor collection keeps old keys");
    collect(th, Collection::Major);
    assert_eq!(weak_len(r.get(wm)), 0, "the major collection clears it");
    r.clear(th);
}

#[test]
fn weak_values_are_ephemerons() {
    let mut th = thread();
    let th = &mut *th;
    let mut r = Roots::new();
    let wm = construct(th, "WeakMap");
    let wm = r.add(th, wm);
    // A value that refers to its own key keeps neither alive.
    let k = tagged(th, 1.0);
    let kslot = r.add(th, k);
    let v = object::new_plain(th);
    let key_k = Key::name(th, "key");
    object::create_data_property(th, v, key_k, r.get(kslot));
    let m = r.get(wm);
    let k = r.get(kslot);
    call_method(th, m, "set", &[k, v.value()]);
    // A chain: a (rooted) -> value [b] ; b -> value [c] ; c -> 3.
    let a = tagged(th, 2.0);
    let a = r.add(th, a);
    let b = tagged(th, 3.0);
    let b = r.add(th, b);
    let c = tagged(th, 4.0);
    let c = r.add(th, c);
    for (key, value) in [(a, b), (b, c)] {
        let (m, kv, vv) = (r.get(wm), r.get(key), r.get(value));
        call_method(th, m, "set", &[kv, vv]);
    }
    let (m, cv) = (r.get(wm), r.get(c));
    call_method(th, m, "set", &[cv, Value::number(5.0)]);
    r.set(kslot, Value::UNDEFINED);
    r.set(b, Value::UNDEFINED);
    r.set(c, Value::UNDEFINED);
    assert_eq!(weak_len(r.get(wm)), 4);
    collect(th, Collection::Major);
    assert_eq!(
        weak_len(r.get(wm)),
        3,
        "the self-referencing entry died; the chain from a lives"
    );
    // Walk the chain through the map: a -> b -> c -> 5.
    let (m, av) = (r.get(wm), r.get(a));
    let bv = call_method(th, m, "get", &[av]);
    assert_eq!(tag_of(th, bv), 3.0);
    let m = r.get(wm);
    let cv = call_method(th, m, "get", &[bv]);
    assert_eq!(tag_of(th, cv), 4.0);
    let m = r.get(wm);
    assert_eq!(call_method(th, m, "get", &[cv]).as_number(), 5.0);
    r.set(a, Value::UNDEFINED);
    collect(th, Collection::Minor);
    collect(th, Collection::Major);
    assert_eq!(weak_len(r.get(wm)), 0, "the whole chain died with a");
    r.clear(th);
}

#[test]
fn old_weak_tables_take_young_entries() {
    let mut th = thread();
    let th = &mut *th;
    let mut r = Roots::new();
    let ws = construct(th, "WeakSet");
    let ws = r.add(th, ws);
    let wm = construct(th, "WeakMap");
    let wm = r.add(th, wm);
    collect(th, Collection::Major);
    assert_eq!(heap::space_of(th, r.get(wm)), Space::Old);
    // Young keys and values into old tables, enough to rebuild them too.
    let mut keys = Vec::new();
    for i in 0..40 {
        let k = tagged(th, f64::from(i));
        let k = r.add(th, k);
        keys.push(k);
        let v = string::from_str(th, &format!("value {i}"));
        let (s, m, kv) = (r.get(ws), r.get(wm), r.get(k));
        call_method(th, s, "add", &[kv]);
        call_method(th, m, "set", &[kv, v]);
        if i % 7 == 0 {
            collect(th, Collection::Minor);
        }
    }
    for (i, &k) in keys.iter().enumerate() {
        if i % 2 == 1 {
            r.set(k, Value::UNDEFINED);
        }
    }
    collect(th, Collection::Minor);
    collect(th, Collection::Major);
    assert_eq!(weak_len(r.get(ws)), 20);
    assert_eq!(weak_len(r.get(wm)), 20);
    for (i, &k) in keys.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
        let (s, m, kv) = (r.get(ws), r.get(wm), r.get(k));
        assert_eq!(call_method(th, s, "has", &[kv]), Value::TRUE);
        let v = call_method(th, m, "get", &[kv]);
        assert_eq!(string::units(v).to_string_lossy(), format!("value {i}"));
    }
    r.clear(th);
}

#[test]
fn map_and_set_find_moved_object_keys() {
    let mut th = thread();
    let th = &mut *th;
    let mut r = Roots::new();
    let m = construct(th, "Map");
    let m = r.add(th, m);
    let s = construct(th, "Set");
    let s = r.add(th, s);
    let mut keys = Vec::new();
    for i in 0..100 {
        let k = tagged(th, f64::from(i));
        let k = r.add(th, k);
        keys.push(k);
        let (mv, sv, kv) = (r.get(m), r.get(s), r.get(k));
        call_method(th, mv, "set", &[kv, Value::number(f64::from(i) * 2.0)]);
        call_method(th, sv, "add", &[kv]);
        if i % 10 == 0 {
            let kind = if i % 20 == 0 {
                Collection::Major
            } else {
                Collection::Minor
            };
            collect(th, kind);
        }
    }
    collect(th, Collection::Major);
    for (i, &k) in keys.iter().enumerate() {
        let (mv, sv, kv) = (r.get(m), r.get(s), r.get(k));
        assert_eq!(
            call_method(th, mv, "get", &[kv]).as_number(),
            i as f64 * 2.0
        );
        assert_eq!(call_method(th, sv, "has", &[kv]), Value::TRUE);
    }
    // Insertion order survives too.
    let entries = table::entries(Obj::of(r.get(m)).unwrap());
    let tags: Vec<f64> = entries.iter().map(|&(k, _)| tag_of(th, k)).collect();
    assert_eq!(tags, (0..100).map(f64::from).collect::<Vec<_>>());
    r.clear(th);
}

#[test]
fn weak_refs_keep_their_target_for_the_job_then_clear() {
    let mut th = thread();
    let th = &mut *th;
    let mut r = Roots::new();
    let live = tagged(th, 1.0);
    let live = r.add(th, live);
    let lv = r.get(live);
    let to_live = construct_with(th, "WeakRef", &[lv]);
    let to_live = r.add(th, to_live);
    let dying = tagged(th, 2.0);
    let to_dying = construct_with(th, "WeakRef", &[dying]);
    let to_dying = r.add(th, to_dying);
    // Within the job that made them, both targets are kept: they survive
    // a minor and a major collection, moved.
    for kind in [Collection::Minor, Collection::Major] {
        collect(th, kind);
        let d = call_method(th, r.get(to_dying), "deref", &[]);
        assert_eq!(tag_of(th, d), 2.0);
    }
    // The job ends: the unreachable target goes with the next collection
    // that covers its generation (old by now: a major).
    kiln_runtime::builtins::weakref::clear_kept(th);
    collect(th, Collection::Minor);
    let d = call_method(th, r.get(to_dying), "deref", &[]);
    assert_eq!(tag_of(th, d), 2.0, "an old target outlives a minor");
    kiln_runtime::builtins::weakref::clear_kept(th);
    collect(th, Collection::Major);
    let d = call_method(th, r.get(to_dying), "deref", &[]);
    assert!(d.is_undefined(), "cleared once unreachable");
    let l = call_method(th, r.get(to_live), "deref", &[]);
    assert_eq!(
        l,
        r.get(live),
        "a reachable target stays, at its new address"
    );
    // A young target held only weakly dies in a minor collection.
    let young = tagged(th, 3.0);
    let to_young = construct_with(th, "WeakRef", &[young]);
    let to_young = r.add(th, to_young);
    kiln_runtime::builtins::weakref::clear_kept(th);
    collect(th, Collection::Minor);
    assert!(call_method(th, r.get(to_young), "deref", &[]).is_undefined());
    r.clear(th);
}

thread_local! {
    static FINALIZED: std::cell::RefCell<Vec<f64>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn record_held(
    _: &mut Thread,
    _: Value,
    args: &[Value],
    _: Value,
) -> kiln_runtime::error::JsResult<Value> {
    FINALIZED.with(|f| f.borrow_mut().push(args[0].as_number()));
    Ok(Value::UNDEFINED)
}

/// The loop's cleanup between its phases: whether it called anything, and
/// the held values the callbacks saw.
fn run_cleanup(th: &mut Thread) -> (bool, Vec<f64>) {
    let cleanup = th
        .host
        .finalization
        .expect("installed by the first registry");
    let ran = cleanup(th).unwrap();
    (
        ran,
        FINALIZED.with(|f| std::mem::take(&mut *f.borrow_mut())),
    )
}

#[test]
fn finalization_callbacks_run_after_the_collection() {
    let mut th = thread();
    let th = &mut *th;
    let mut r = Roots::new();
    let name = string::from_str(th, "record");
    let cb = function::new_native(th, name, 1, record_held).value();
    let cb = r.add(th, cb);
    let reg = construct_with(th, "FinalizationRegistry", &[r.get(cb)]);
    let reg = r.add(th, reg);
    let keeper = tagged(th, 0.0);
    let keeper = r.add(th, keeper);
    let token = tagged(th, 0.5);
    let token = r.add(th, token);
    for i in 0..6 {
        let target = tagged(th, f64::from(i));
        // Targets 0 and 3 stay reachable (through `keeper`'s properties).
        if i % 3 == 0 {
            let k = Key::name(th, &format!("t{i}"));
            object::create_data_property(th, Obj::of(r.get(keeper)).unwrap(), k, target);
        }
        // Target 4 is unregistered before it dies.
        let tok = if i == 4 {
            r.get(token)
        } else {
            Value::UNDEFINED
        };
        call_method(
            th,
            r.get(reg),
            "register",
            &[target, Value::number(f64::from(10 + i)), tok],
        );
    }
    let tok = r.get(token);
    assert_eq!(
        call_method(th, r.get(reg), "unregister", &[tok]),
        Value::TRUE
    );
    assert_eq!(run_cleanup(th), (false, vec![]), "no collection yet");
    collect(th, Collection::Minor);
    assert_eq!(run_cleanup(th), (true, vec![11.0, 12.0, 15.0]));
    assert_eq!(run_cleanup(th), (false, vec![]), "each cell once");
    collect(th, Collection::Major);
    assert_eq!(run_cleanup(th), (false, vec![]), "the kept targets live");
    // A registry that dies takes its callbacks with it.
    let other = construct_with(th, "FinalizationRegistry", &[r.get(cb)]);
    let target = tagged(th, 9.0);
    call_method(th, other, "register", &[target, Value::number(99.0)]);
    collect(th, Collection::Minor);
    assert_eq!(run_cleanup(th), (false, vec![]));
    r.clear(th);
}
