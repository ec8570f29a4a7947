//! The object model under the collector: hand-built object graphs of every
//! kind of object survive minor and major collections unchanged, and every
//! store path of the object model applies the write barrier (an old object
//! that receives a young value keeps it across a minor collection).
//!
//! Both run in a child process under from-space protection and
//! verification, so a stale pointer faults (naming the collection) instead
//! of reading garbage; the parent reports the child's stderr.

use super::common;
use super::harness::*;
use kiln_runtime::abi::*;
use kiln_runtime::heap::{self, Collection, Space};
use kiln_runtime::object::{self, Key, Obj, array, function, realm};
use kiln_runtime::{Thread, Value, string};

/// Runs `body` in a child process (this test binary again, filtered to
/// `name`) and fails with the child's stderr if it fails.
fn in_child(name: &str, body: impl FnOnce()) {
    if common::scenario().is_some() {
        body();
        return;
    }
    let (status, stderr) = common::rerun(name, "child", &[]);
    assert!(status.success(), "{status:?}\n{stderr}");
}

// ---- describing a graph ---------------------------------------------------------

fn text(v: Value) -> String {
    string::units(v).to_string_lossy()
}

fn key_text(th: &mut Thread, k: Key) -> String {
    let v = k.value(th);
    if v.is_symbol() {
        object::atom::descriptive_string(v)
    } else {
        text(v)
    }
}

/// Words of a value-body object (after its raw words).
fn body_words(v: Value) -> Vec<Value> {
    // SAFETY: a live value-body heap object.
    let hdr = unsafe { *(v.addr() as *const u64) };
    let size = (hdr >> KL_HDR_SIZE_SHIFT) as usize;
    let raw = ((hdr >> KL_HDR_RAW_WORDS_SHIFT) & 0xFF) as usize;
    (1 + raw..size / 8)
        // SAFETY: inside the object.
        .map(|i| unsafe { *(v.addr() as *const Value).add(i) })
        .collect()
}

/// Everything reachable from `v` (to a depth), as text: kinds, keys,
/// attributes, values, getters' results, environments, bound data. Runs
/// getters (test closures, which do not collect here).
fn describe(th: &mut Thread, v: Value, depth: usize) -> String {
    if !v.is_object() {
        return show(th, v, 0);
    }
    if depth > 6 {
        return "…".into();
    }
    let Some(o) = Obj::of(v) else {
        // An internal object (environment, bound data): its words.
        let words: Vec<String> = body_words(v)
            .into_iter()
            .map(|w| describe(th, w, depth + 1))
            .collect();
        return format!("<{}>", words.join(" "));
    };
    let mut out = format!("#{}(", o.kind());
    let proto_keys: Vec<String> = match Obj::of(o.proto()) {
        Some(p) => object::own_keys(p)
            .into_iter()
            .map(|k| key_text(th, k))
            .collect(),
        None => vec!["null".into()],
    };
    out += &format!("proto[{}] ", proto_keys.join(","));
    if o.is_array() {
        out += &format!("len={} ", array::length(o));
    }
    if o.is_callable() {
        out += &format!(
            "env={} home={} bound={} ",
            describe(th, function::env(o), depth + 1),
            describe(th, function::home(o), depth + 1),
            describe(th, function::bound(o), depth + 1)
        );
    }
    if o.kind() == KL_KIND_BOXED {
        out += &format!("boxed={} ", show(th, o.word(object::OBJECT_SIZE), 0));
    }
    for k in object::own_keys(o) {
        let own = object::get_own(o, k).expect("own");
        let name = key_text(th, k);
        if own.attrs & ACCESSOR != 0 {
            let (g, s) = object::accessor_parts(own.value);
            let got = function::call(th, g, v, &[]).expect("getter");
            out += &format!(
                "{name}:{}[get {} set {} = {}] ",
                own.attrs,
                describe(th, g, depth + 1),
                describe(th, s, depth + 1),
                describe(th, got, depth + 1)
            );
        } else {
            out += &format!(
                "{name}:{}={} ",
                own.attrs,
                describe(th, own.value, depth + 1)
            );
        }
    }
    out + ")"
}

// ---- building a graph -------------------------------------------------------------

fn set(th: &mut Thread, o: Value, k: &str, v: Value) {
    let o = Obj::of(o).expect("object");
    let kv = string::from_str(th, k);
    let k = object::to_key(th, kv).expect("key");
    assert!(object::set(th, o, k, v, o.value()).expect("set"));
}

fn young_str(th: &mut Thread, s: &str) -> Value {
    string::from_str_young(th, s)
}

fn global(th: &mut Thread, name: &str) -> Value {
    let g = Obj::of(th.realm.global).expect("global");
    object::get_named(th, g, name).expect("global")
}

/// One object of every kind, all reachable from the returned object.
fn build_graph(th: &mut Thread) -> Value {
    let a = object::new_plain(th).value();
    set(th, a, "n", Value::number(1.0));
    let s = young_str(th, "str-a");
    set(th, a, "s", s);
    // Out-of-line slots: the inline capacity is 4.
    for i in 3..12 {
        let v = young_str(th, &format!("v{i}"));
        set(th, a, &format!("k{i}"), v);
    }
    let desc = th.realm.atoms.intern_str("sym");
    let sym = object::atom::new_symbol(desc, 0);
    let sv = young_str(th, "symval");
    let ao = Obj::of(a).expect("object");
    object::define(th, ao, Key::Name(sym), sv, shape_data());
    set(th, a, "self", a);
    // A dense array with a hole and objects.
    let mut items = Vec::new();
    for i in 0..50 {
        let e = object::new_plain(th).value();
        set(th, e, "i", Value::number(f64::from(i)));
        items.push(e);
    }
    items.push(Value::HOLE);
    items.push(young_str(th, "x"));
    let arr = array::from_values(th, &items).value();
    set(th, a, "arr", arr);
    // A sparse array.
    let sparse = array::from_values(th, &[]).value();
    let big = object::new_plain(th).value();
    set(th, big, "big", Value::TRUE);
    set(th, sparse, "100000", big);
    let seven = young_str(th, "seven");
    set(th, sparse, "7", seven);
    set(th, a, "sparse", sparse);
    // A function closing over an environment chain, with a home object.
    let outer = function::kl_new_env(th, Value::UNDEFINED, 1);
    let outer_s = young_str(th, "outer");
    // SAFETY: a fresh environment of one binding.
    unsafe { *((outer.addr() + 16) as *mut Value) = outer_s };
    let captured = object::new_plain(th).value();
    set(th, captured, "captured", Value::TRUE);
    let f = new_closure(th, Behaviour::Args, Value::UNDEFINED, captured, true);
    let fo = Obj::of(f).expect("function");
    let env = function::env(fo);
    // SAFETY: the closure's environment has a parent word.
    unsafe { *((env.addr() + 8) as *mut Value) = outer };
    let home = object::new_plain(th).value();
    set(th, home, "home", Value::number(1.0));
    function::set_home(th, fo, home);
    let extra = young_str(th, "extra");
    set(th, f, "extra", extra);
    set(th, a, "fun", f);
    // An accessor whose getter returns a captured object.
    let got = object::new_plain(th).value();
    let it = young_str(th, "it");
    set(th, got, "got", it);
    let tag = young_str(th, "getter");
    let getter = new_closure(th, Behaviour::Ret, tag, got, true);
    let x_name = young_str(th, "_x");
    let setter = new_closure(th, Behaviour::Store, Value::UNDEFINED, x_name, true);
    let acc = object::new_plain(th);
    let pair = object::new_accessor(th, getter, setter);
    let xk = Key::name(th, "x");
    object::define(th, acc, xk, pair, ACCESSOR | E | C);
    set(th, a, "acc", acc.value());
    // A bound function.
    let bthis = object::new_plain(th).value();
    set(th, bthis, "bthis", Value::number(1.0));
    let barg = object::new_plain(th).value();
    set(th, barg, "barg", Value::number(2.0));
    let sa = young_str(th, "a");
    let bound = function::bind(th, fo, bthis, &[sa, barg]).expect("bind");
    set(th, a, "bound", bound.value());
    // An error with a cause.
    let te = global(th, "TypeError");
    let cause = object::new_plain(th).value();
    set(th, cause, "c", Value::number(1.0));
    let opts = object::new_plain(th).value();
    set(th, opts, "cause", cause);
    let m = young_str(th, "boom");
    let err = function::construct(th, te, &[m, opts], te).expect("error");
    // Its `stack` is an accessor until first read, which turns it into a
    // data property; read it now, so describing the graph changes nothing.
    let eo = Obj::of(err).expect("error object");
    object::get_named(th, eo, "stack").expect("stack");
    set(th, a, "err", err);
    // A wrapper.
    let oc = global(th, "Object");
    let bs = young_str(th, "boxed");
    let boxed = function::call(th, oc, Value::UNDEFINED, &[bs]).expect("Object()");
    set(th, a, "boxed", boxed);
    // Large objects (past the 16 KiB threshold of the strict config): a
    // dense store of 5000 elements and a dictionary of 1000 keys.
    let items: Vec<Value> = (0..5000).map(|i| Value::number(f64::from(i))).collect();
    let big_arr = array::from_values(th, &items).value();
    let last = young_str(th, "last");
    set(th, big_arr, "4999", last);
    set(th, a, "bigArr", big_arr);
    let big_dict = object::new_plain(th).value();
    for i in 0..1000 {
        set(th, big_dict, &format!("b{i}"), Value::number(f64::from(i)));
    }
    let far = young_str(th, "far");
    set(th, big_dict, "b999", far);
    set(th, a, "bigDict", big_dict);
    a
}

fn shape_data() -> u8 {
    DATA
}

/// An object in dictionary mode with more than 128 keys.
fn build_dictionary(th: &mut Thread) -> Value {
    let d = object::new_plain(th).value();
    for i in 0..150 {
        let v = young_str(th, &format!("dv{i}"));
        set(th, d, &format!("d{i}"), v);
    }
    let k = Key::name(th, "d10");
    assert!(object::delete(th, Obj::of(d).expect("object"), k));
    let inner = object::new_plain(th).value();
    let w = young_str(th, "inner");
    set(th, inner, "w", w);
    set(th, d, "inner", inner);
    assert!(Obj::of(d).expect("object").shape().dictionary);
    d
}

#[test]
fn object_graphs_survive_minor_and_major_collections() {
    in_child(
        "gc::object_graphs_survive_minor_and_major_collections",
        || {
            set_stress(false);
            let here = 0u8;
            let mut th = Thread::new(&raw const here as usize);
            heap::configure(&mut th, strict_config());
            realm::init(&mut th, &kiln_runtime::builtins::link::Groups::all());
            let th = &mut *th;
            let slot: *mut Value = Box::into_raw(Box::new(Value::UNDEFINED));
            // SAFETY: the slot stays allocated until it is unregistered below.
            unsafe { heap::add_root(th, slot) };
            heap::scope(th, |s| {
                let a = build_graph(s.thread());
                let ah = s.root(a);
                let d = build_dictionary(s.thread());
                // SAFETY: the registered slot, not otherwise borrowed.
                unsafe { *slot = d };
                let describe_all = |th: &mut Thread, a: Value| {
                    // SAFETY: as above.
                    let d = unsafe { *slot };
                    format!("{}\n{}", describe(th, a, 0), describe(th, d, 0))
                };
                let a = s.get(ah);
                let before = describe_all(s.thread(), a);
                let kinds = [
                    Collection::Minor,
                    Collection::Minor,
                    Collection::Major,
                    Collection::Minor,
                    Collection::Major,
                ];
                for (i, kind) in kinds.into_iter().enumerate() {
                    s.collecting(|th| heap::collect(th, kind));
                    let a = s.get(ah);
                    let after = describe_all(s.thread(), a);
                    assert_eq!(after, before, "after collection {i} ({kind:?})");
                }
                let a = s.get(ah);
                assert_eq!(heap::space_of(s.thread(), a), Space::Old);
                // Old objects now receive young values through each store path.
                let th = s.thread();
                let fresh = object::new_plain(th).value();
                let y = young_str(th, "y");
                set(th, fresh, "fresh", y);
                set(th, a, "young", fresh);
                // SAFETY: as above.
                let d = unsafe { *slot };
                let dy = young_str(th, "dict-young");
                set(th, d, "added", dy);
                let arr = object::get_named(th, Obj::of(a).expect("a"), "arr").expect("arr");
                let ay = young_str(th, "pushed");
                array::push(th, Obj::of(arr).expect("array"), ay).expect("push");
                let sparse =
                    object::get_named(th, Obj::of(a).expect("a"), "sparse").expect("sparse");
                let sy = young_str(th, "eight");
                set(th, sparse, "8", sy);
                let f = object::get_named(th, Obj::of(a).expect("a"), "fun").expect("fun");
                let home = object::new_plain(th).value();
                let hy = young_str(th, "new home");
                set(th, home, "h", hy);
                function::set_home(th, Obj::of(f).expect("function"), home);
                let big = object::get_named(th, Obj::of(a).expect("a"), "bigArr").expect("big");
                let store = Obj::of(big).expect("array").elements();
                assert_eq!(
                    heap::space_of(th, store),
                    Space::Large,
                    "a large element store"
                );
                let bd_slots = Obj::of(
                    object::get_named(th, Obj::of(a).expect("a"), "bigDict").expect("dict"),
                )
                .expect("dict")
                .slots();
                assert_eq!(
                    heap::space_of(th, bd_slots),
                    Space::Large,
                    "a large dictionary"
                );
                let by = young_str(th, "young in a large store");
                set(th, big, "10", by);
                let bd = object::get_named(th, Obj::of(a).expect("a"), "bigDict").expect("dict");
                let dy = young_str(th, "young in a large dictionary");
                set(th, bd, "b500", dy);
                let acc = object::get_named(th, Obj::of(a).expect("a"), "acc").expect("acc");
                let xv = young_str(th, "through the setter");
                set(th, acc, "x", xv);
                heap::verify(th).expect("the barrier kept the remembered set complete");
                let expected = describe_all(th, a);
                for kind in [Collection::Minor, Collection::Minor, Collection::Major] {
                    s.collecting(|th| heap::collect(th, kind));
                    let a = s.get(ah);
                    assert_eq!(describe_all(s.thread(), a), expected, "after {kind:?}");
                }
            });
            heap::remove_root(th, slot);
            // SAFETY: unregistered; allocated by Box::into_raw above.
            drop(unsafe { Box::from_raw(slot) });
        },
    );
}

/// Object.prototype never moves: object literal templates hold it, and
/// compiled code reads a template once per function and keeps it across
/// safepoints (kiln.h `kl_object_lit`). It still receives young values
/// (methods a program adds) and keeps them through minor collections.
#[test]
fn object_prototype_is_pinned() {
    in_child("gc::object_prototype_is_pinned", || {
        set_stress(false);
        let here = 0u8;
        let mut th = Thread::new(&raw const here as usize);
        heap::configure(&mut th, strict_config());
        realm::init(&mut th, &kiln_runtime::builtins::link::Groups::all());
        let th = &mut *th;
        let proto = th.realm.object_prototype;
        assert_eq!(heap::space_of(th, proto), Space::Large);
        heap::scope(th, |s| {
            let kinds = [
                Collection::Minor,
                Collection::Major,
                Collection::Minor,
                Collection::Major,
            ];
            for (i, kind) in kinds.into_iter().enumerate() {
                let th = s.thread();
                let y = young_str(th, &format!("young {i}"));
                set(th, proto, &format!("added{i}"), y);
                s.collecting(|th| heap::collect(th, kind));
                let th = s.thread();
                assert_eq!(th.realm.object_prototype, proto, "moved by {kind:?}");
                let o = Obj::of(proto).expect("Object.prototype");
                let v = object::get_named(th, o, &format!("added{i}")).expect("added");
                assert_eq!(text(v), format!("young {i}"), "after {kind:?}");
            }
        });
    });
}

// ---- the write barrier on every store path ---------------------------------------------

struct BarrierCase {
    name: &'static str,
    /// Builds the container (promoted to the old generation afterwards).
    setup: fn(&mut T) -> R,
    /// Stores the young object `y` into it through one API.
    store: fn(&mut T, V, V) -> R,
    /// Reads the young object back.
    read: fn(&mut T, V) -> R,
}

fn bc(
    name: &'static str,
    setup: fn(&mut T) -> R,
    store: fn(&mut T, V, V) -> R,
    read: fn(&mut T, V) -> R,
) -> BarrierCase {
    BarrierCase {
        name,
        setup,
        store,
        read,
    }
}

fn props(t: &mut T, n: u32) -> R {
    let o = t.obj();
    for i in 0..n {
        let v = t.num(f64::from(i));
        t.set(o, format!("k{i}"), v)?;
    }
    Ok(o)
}

fn dictionary(t: &mut T) -> R {
    let o = props(t, 3)?;
    t.delete(o, "k1")?;
    let d = t.is_dict(o);
    assert_eq!(t.val(d), Value::TRUE);
    Ok(o)
}

fn sparse(t: &mut T) -> R {
    let a = t.nums(&[1.0]);
    let one = t.num(1.0);
    t.set(a, "100000", one)?;
    Ok(a)
}

fn barrier_cases() -> Vec<BarrierCase> {
    vec![
        bc(
            "set: an existing inline slot",
            |t| props(t, 1),
            |t, o, y| t.set(o, "k0", y),
            |t, o| t.get(o, "k0"),
        ),
        bc(
            "set: a new inline property",
            |t| props(t, 1),
            |t, o, y| t.set(o, "new", y),
            |t, o| t.get(o, "new"),
        ),
        bc(
            "set: an existing out-of-line slot",
            |t| props(t, 6),
            |t, o, y| t.set(o, "k5", y),
            |t, o| t.get(o, "k5"),
        ),
        bc(
            "set: a new property that allocates the slots array",
            |t| props(t, 4),
            |t, o, y| {
                let before = t.slots_word(o);
                t.set(o, "new", y)?;
                assert_ne!(t.slots_word(o), before, "a new slots array");
                Ok(y)
            },
            |t, o| t.get(o, "new"),
        ),
        bc(
            "set: a new property in the old slots array",
            |t| props(t, 5),
            |t, o, y| {
                let before = t.slots_word(o);
                t.set(o, "new", y)?;
                assert_eq!(t.slots_word(o), before, "the same slots array");
                Ok(y)
            },
            |t, o| t.get(o, "new"),
        ),
        bc(
            "set: a new property that grows the slots array",
            |t| props(t, 8),
            |t, o, y| {
                let before = t.slots_word(o);
                t.set(o, "new", y)?;
                assert_ne!(t.slots_word(o), before, "a grown slots array");
                Ok(y)
            },
            |t, o| t.get(o, "new"),
        ),
        bc(
            "define: a data property",
            |t| props(t, 1),
            |t, o, y| t.define(o, "x", y, DATA),
            |t, o| t.get(o, "x"),
        ),
        bc(
            "define: an accessor pair",
            |t| props(t, 1),
            |t, o, y| {
                let u = t.undef();
                t.accessor(o, "x", y, u, C)
            },
            |t, o| t.getter_of(o, "x"),
        ),
        bc(
            "dictionary: insert",
            dictionary,
            |t, o, y| t.set(o, "z", y),
            |t, o| t.get(o, "z"),
        ),
        bc(
            "dictionary: overwrite",
            dictionary,
            |t, o, y| t.set(o, "k0", y),
            |t, o| t.get(o, "k0"),
        ),
        bc(
            "dictionary: an insert that grows the table",
            dictionary,
            |t, o, y| {
                t.bulk(|t| {
                    for i in 0..5 {
                        let v = t.num(f64::from(i));
                        t.set(o, format!("d{i}"), v)?;
                    }
                    Ok(())
                })?;
                let before = t.slots_word(o);
                t.set(o, "z", y)?;
                assert_ne!(t.slots_word(o), before, "a grown dictionary");
                Ok(y)
            },
            |t, o| t.get(o, "z"),
        ),
        bc(
            "dictionary: redefining attributes",
            dictionary,
            |t, o, y| t.define(o, "k0", y, W | C),
            |t, o| t.get(o, "k0"),
        ),
        bc(
            "array: an element in place",
            |t| Ok(t.nums(&[1.0, 2.0, 3.0])),
            |t, o, y| t.set(o, "1", y),
            |t, o| t.get(o, "1"),
        ),
        bc(
            "array: push within the capacity",
            |t| Ok(t.nums(&[1.0])),
            |t, o, y| t.method(o, "push", &[y]),
            |t, o| t.get(o, "1"),
        ),
        bc(
            "array: push that reallocates the elements",
            |t| Ok(t.nums(&[1.0, 2.0, 3.0, 4.0])),
            |t, o, y| {
                let before = t.elements_word(o);
                t.method(o, "push", &[y])?;
                assert_ne!(t.elements_word(o), before, "new elements");
                Ok(y)
            },
            |t, o| t.get(o, "4"),
        ),
        bc(
            "array: extending the length, then storing",
            |t| Ok(t.nums(&[1.0])),
            |t, o, y| {
                let n = t.num(100.0);
                t.set(o, "length", n)?;
                t.set(o, "50", y)
            },
            |t, o| t.get(o, "50"),
        ),
        bc(
            "sparse array: a new element",
            sparse,
            |t, o, y| t.set(o, "5", y),
            |t, o| t.get(o, "5"),
        ),
        bc(
            "sparse array: an existing element",
            sparse,
            |t, o, y| t.set(o, "100000", y),
            |t, o| t.get(o, "100000"),
        ),
        bc(
            "plain object: an indexed property",
            |t| props(t, 1),
            |t, o, y| t.set(o, "0", y),
            |t, o| t.get(o, "0"),
        ),
        bc(
            "array: going sparse with a young element",
            |t| Ok(t.nums(&[1.0, 2.0])),
            |t, o, y| {
                t.set(o, "0", y)?;
                let one = t.num(1.0);
                t.set(o, "100000", one)
            },
            |t, o| t.get(o, "0"),
        ),
        bc(
            "object: going to dictionary mode with a young value",
            |t| props(t, 3),
            |t, o, y| {
                t.set(o, "k1", y)?;
                t.delete(o, "k0")
            },
            |t, o| t.get(o, "k1"),
        ),
        bc(
            "object: freezing with a young value",
            |t| props(t, 3),
            |t, o, y| {
                t.set(o, "k1", y)?;
                t.callg("Object.freeze", &[o])
            },
            |t, o| t.get(o, "k1"),
        ),
        bc(
            "setPrototypeOf",
            |t| props(t, 1),
            |t, o, y| t.callg("Object.setPrototypeOf", &[o, y]),
            |t, o| t.callg("Object.getPrototypeOf", &[o]),
        ),
        bc(
            "function: [[HomeObject]]",
            |t| Ok(t.args(None)),
            |t, f, y| Ok(t.set_home(f, y)),
            |t, f| Ok(t.home(f)),
        ),
        bc(
            "Object.assign into an old target",
            |t| props(t, 1),
            |t, o, y| {
                let src = t.lit(vec![("x".into(), y)])?;
                t.callg("Object.assign", &[o, src])
            },
            |t, o| t.get(o, "x"),
        ),
        bc(
            "Object.defineProperty with a young value",
            |t| props(t, 1),
            |t, o, y| {
                let tr = t.boolean(true);
                let d = t.lit(vec![("value".into(), y), ("enumerable".into(), tr)])?;
                let x = t.s("x");
                t.callg("Object.defineProperty", &[o, x, d])
            },
            |t, o| t.get(o, "x"),
        ),
        bc(
            "a setter storing on its receiver",
            |t| {
                let o = t.obj();
                let (s, u) = (t.store(None, "_x"), t.undef());
                t.accessor(o, "x", u, s, C)?;
                Ok(o)
            },
            |t, o, y| t.set(o, "x", y),
            |t, o| t.get(o, "_x"),
        ),
    ]
}

fn check_barrier(c: &BarrierCase) -> Result<(), String> {
    let mut t = T::with_config(strict_config());
    let r = (|| {
        let o = (c.setup)(&mut t)?;
        heap::collect(t.th(), Collection::Major);
        let ov = t.val(o);
        if heap::space_of(&t.th, ov) != Space::Old {
            return Ok(Err("the container was not promoted".to_string()));
        }
        let tag = t.s(c.name);
        let y = t.lit(vec![("tag".into(), tag)])?;
        let yv = t.val(y);
        if heap::space_of(&t.th, yv) != Space::Eden {
            return Ok(Err("the stored object is not young".to_string()));
        }
        // Steps verify the heap: a store that skipped the barrier fails here.
        (c.store)(&mut t, o, y)?;
        // The old container is now the young object's only referrer.
        t.replace(y, Value::UNDEFINED);
        heap::collect(t.th(), Collection::Minor);
        let back = (c.read)(&mut t, o)?;
        Ok(Ok(t.show(back)))
    })();
    let shown = match r {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => return Err(e),
        Err(kiln_runtime::error::Thrown) => return Err("threw".into()),
    };
    let want = format!("{{tag: '{}'}}", c.name);
    if shown == want {
        Ok(())
    } else {
        Err(format!("read back {shown}"))
    }
}

#[test]
fn every_store_path_applies_the_write_barrier() {
    in_child("gc::every_store_path_applies_the_write_barrier", || {
        set_stress(false);
        let mut bad = Vec::new();
        for c in barrier_cases() {
            eprintln!("barrier case: {}", c.name);
            if let Err(e) = check_barrier(&c) {
                bad.push(format!("{}: {e}", c.name));
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    });
}
