//! Random object graphs under random collection schedules, checked against
//! a shadow model after every step: every reachable value is unchanged
//! (numbers, raw words, bytes, and the shape: sharing and cycles), the heap
//! verifies, and after a major collection the heap holds exactly the
//! reachable objects.

mod common;

use common::*;
use kiln_runtime::heap::{self, Collection};
use kiln_runtime::{Thread, Value};
use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, TestRunner};
use std::collections::HashMap;

/// Fields of a large node: its size passes the 16 KiB test threshold.
const LARGE_FIELDS: usize = 2100;

#[derive(Clone, Debug)]
enum Op {
    /// A node with `raw` words and `nfields` number fields, rooted in a new slot.
    Node {
        raw: Vec<u64>,
        nfields: usize,
        large: bool,
        compiled: bool,
    },
    /// A byte-body object, rooted in a new slot.
    Bytes {
        payload: Vec<u8>,
    },
    /// A linked list of `len` nodes (runtime allocation), head rooted.
    Chain {
        len: usize,
    },
    /// `field` of the node at `src` := the object at `dst` (write barrier).
    Store {
        src: Path,
        field: usize,
        dst: Path,
    },
    /// `field` of the node at `src` := a number.
    StoreNumber {
        src: Path,
        field: usize,
        n: u32,
    },
    /// Clears a root slot.
    Drop {
        root: usize,
    },
    /// Copies a root slot into a new one (sharing).
    Dup {
        root: usize,
    },
    Minor,
    Major,
    /// A compiled-code safepoint: serves requested collections.
    Safepoint,
}

/// A root slot and a walk through reference fields (indices taken modulo
/// what exists when the op runs).
#[derive(Clone, Debug)]
struct Path {
    root: usize,
    steps: Vec<usize>,
}

fn path() -> impl Strategy<Value = Path> {
    (any::<usize>(), prop::collection::vec(any::<usize>(), 0..4))
        .prop_map(|(root, steps)| Path { root, steps })
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (prop::collection::vec(any::<u64>(), 0..3), 0usize..6, prop::bool::weighted(0.06), any::<bool>())
            .prop_map(|(raw, nfields, large, compiled)| Op::Node { raw, nfields, large, compiled }),
        2 => prop::collection::vec(any::<u8>(), 0..40).prop_map(|payload| Op::Bytes { payload }),
        1 => (1usize..400).prop_map(|len| Op::Chain { len }),
        8 => (path(), any::<usize>(), path()).prop_map(|(src, field, dst)| Op::Store { src, field, dst }),
        2 => (path(), any::<usize>(), any::<u32>()).prop_map(|(src, field, n)| Op::StoreNumber { src, field, n }),
        2 => any::<usize>().prop_map(|root| Op::Drop { root }),
        2 => any::<usize>().prop_map(|root| Op::Dup { root }),
        3 => Just(Op::Minor),
        1 => Just(Op::Major),
        1 => Just(Op::Safepoint),
    ]
}

/// The model of one heap object.
#[derive(Clone, Debug)]
enum Obj {
    Node { raw: Vec<u64>, fields: Vec<Field> },
    Bytes(Vec<u8>),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Field {
    Num(u32),
    Ref(usize),
}

#[derive(Default)]
struct Model {
    objs: Vec<Obj>,
    /// Per shadow-stack slot: the object it holds, if any.
    roots: Vec<Option<usize>>,
}

impl Model {
    fn alloc(&mut self, o: Obj) -> usize {
        self.objs.push(o);
        self.objs.len() - 1
    }

    /// Resolves a path to (model id, heap value), walking reference fields.
    fn resolve(&self, th: &Thread, p: &Path) -> Option<(usize, Value)> {
        if self.roots.is_empty() {
            return None;
        }
        let slot_index = p.root % self.roots.len();
        let mut id = self.roots[slot_index]?;
        let mut v = slot(th, slot_index);
        for &s in &p.steps {
            let Obj::Node { fields, .. } = &self.objs[id] else {
                break;
            };
            let refs: Vec<usize> = (0..fields.len())
                .filter(|&i| matches!(fields[i], Field::Ref(_)))
                .collect();
            if refs.is_empty() {
                break;
            }
            let i = refs[s % refs.len()];
            let Field::Ref(next) = fields[i] else {
                unreachable!()
            };
            id = next;
            v = field(v, i);
        }
        Some((id, v))
    }

    fn size(&self, id: usize) -> usize {
        match &self.objs[id] {
            Obj::Node { raw, fields } => node_size(raw.len(), fields.len()),
            Obj::Bytes(b) => (8 + b.len()).div_ceil(8) * 8,
        }
    }
}

/// Checks the heap against the model from every root; returns the bytes of
/// the reachable objects (small, large).
fn check(th: &Thread, m: &Model) -> (usize, usize) {
    let mut addr_of: HashMap<usize, usize> = HashMap::new();
    let mut id_of: HashMap<usize, usize> = HashMap::new();
    let mut stack = Vec::new();
    for (i, r) in m.roots.iter().enumerate() {
        let v = slot(th, i);
        match r {
            None => assert!(!v.is_ref(), "slot {i} should hold no reference"),
            Some(id) => stack.push((*id, v)),
        }
    }
    let (mut small, mut large) = (0, 0);
    while let Some((id, v)) = stack.pop() {
        assert!(v.is_ref(), "object {id} lost its reference");
        if let Some(&a) = addr_of.get(&id) {
            assert_eq!(
                a,
                v.addr(),
                "object {id} reached at two addresses: sharing broken"
            );
            continue;
        }
        assert!(
            id_of.insert(v.addr(), id).is_none(),
            "two model objects at one address {:#x}",
            v.addr()
        );
        addr_of.insert(id, v.addr());
        let size = m.size(id);
        assert_eq!(header_of(v).size(), size, "object {id} size");
        match heap::space_of(th, v) {
            heap::Space::Large => large += size,
            _ => small += size,
        }
        match &m.objs[id] {
            Obj::Bytes(b) => {
                assert_eq!(header_of(v).kind(), KIND_BYTES);
                assert_eq!(&payload(v, b.len()), b, "object {id} bytes");
            }
            Obj::Node { raw, fields } => {
                assert_eq!(header_of(v).kind(), KIND_NODE);
                assert_eq!(&raw_words(v), raw, "object {id} raw words");
                assert_eq!(nfields(v), fields.len());
                for (i, f) in fields.iter().enumerate() {
                    let hv = field(v, i);
                    match *f {
                        Field::Num(n) => {
                            assert_eq!(hv, Value::number(f64::from(n)), "object {id} field {i}")
                        }
                        Field::Ref(t) => stack.push((t, hv)),
                    }
                }
            }
        }
    }
    heap::verify(th).unwrap_or_else(|e| panic!("heap verification: {e}"));
    (small, large)
}

fn apply(th: &mut Thread, m: &mut Model, op: &Op) {
    match op {
        Op::Node {
            raw,
            nfields,
            large,
            compiled,
        } => {
            let n = if *large { LARGE_FIELDS } else { *nfields };
            let v = if *compiled {
                node_compiled(th, raw, n) // may collect: nothing unrooted is held here
            } else {
                node(th, raw, &vec![Value::UNDEFINED; n])
            };
            for i in 0..n {
                set_field(th, v, i, Value::number(i as f64));
            }
            let fields = (0..n).map(|i| Field::Num(i as u32)).collect();
            let id = m.alloc(Obj::Node {
                raw: raw.clone(),
                fields,
            });
            push(th, v);
            m.roots.push(Some(id));
        }
        Op::Bytes { payload } => {
            let v = bytes_obj(th, payload);
            let id = m.alloc(Obj::Bytes(payload.clone()));
            push(th, v);
            m.roots.push(Some(id));
        }
        Op::Chain { len } => {
            let mut head = Value::NULL;
            let mut prev_id = None;
            for k in 0..*len {
                head = node(th, &[k as u64], &[head, Value::number(k as f64)]);
                let f0 = prev_id.map_or(Field::Num(0), Field::Ref);
                if prev_id.is_none() {
                    set_field(th, head, 0, Value::number(0.0));
                }
                prev_id = Some(m.alloc(Obj::Node {
                    raw: vec![k as u64],
                    fields: vec![f0, Field::Num(k as u32)],
                }));
            }
            push(th, head);
            m.roots.push(prev_id);
        }
        Op::Store { src, field: f, dst } => {
            let (Some((sid, sv)), Some((did, dv))) = (m.resolve(th, src), m.resolve(th, dst))
            else {
                return;
            };
            let Obj::Node { fields, .. } = &mut m.objs[sid] else {
                return;
            };
            if fields.is_empty() {
                return;
            }
            let i = f % fields.len();
            fields[i] = Field::Ref(did);
            set_field(th, sv, i, dv);
        }
        Op::StoreNumber { src, field: f, n } => {
            let Some((sid, sv)) = m.resolve(th, src) else {
                return;
            };
            let Obj::Node { fields, .. } = &mut m.objs[sid] else {
                return;
            };
            if fields.is_empty() {
                return;
            }
            let i = f % fields.len();
            fields[i] = Field::Num(*n);
            set_field(th, sv, i, Value::number(f64::from(*n)));
        }
        Op::Drop { root } => {
            if !m.roots.is_empty() {
                let i = root % m.roots.len();
                m.roots[i] = None;
                set_slot(th, i, Value::number(0.0));
            }
        }
        Op::Dup { root } => {
            if !m.roots.is_empty() {
                let i = root % m.roots.len();
                let v = slot(th, i);
                push(th, v);
                m.roots.push(m.roots[i]);
            }
        }
        Op::Minor => heap::collect(th, Collection::Minor),
        Op::Major => heap::collect(th, Collection::Major),
        Op::Safepoint => heap::kl_safepoint(th),
    }
}

fn run_case(th: &mut Thread, cfg: &heap::Config, ops: &[Op]) -> heap::Stats {
    pop_all(th);
    th.exception = Value::UNDEFINED;
    heap::configure(th, cfg.clone());
    let mut m = Model::default();
    for op in ops {
        apply(th, &mut m, op);
        let (small, large) = check(th, &m);
        if matches!(op, Op::Major) {
            let u = heap::usage(th);
            assert_eq!(u.young, 0);
            assert_eq!(
                (u.old, u.large),
                (small, large),
                "after a major the heap holds exactly the reachable objects"
            );
        }
    }
    heap::collect(th, Collection::Major);
    let (small, large) = check(th, &m);
    let u = heap::usage(th);
    assert_eq!(
        (u.old, u.large),
        (small, large),
        "bounded: nothing unreachable survives a major"
    );
    heap::stats(th)
}

fn run(cfg: heap::Config, cases: u32) {
    // `check` verifies after every step and panics (KILN_GC_VERIFY's own
    // failure would end the process before proptest could shrink).
    let cfg = heap::Config {
        verify: false,
        ..cfg
    };
    let th = std::cell::RefCell::new(thread(cfg.clone()));
    let total = std::cell::RefCell::new(heap::Stats::default());
    let mut runner = TestRunner::new(RunnerConfig {
        cases,
        failure_persistence: None,
        ..RunnerConfig::default()
    });
    let result = runner.run(&prop::collection::vec(op(), 1..80), |ops| {
        let s = run_case(&mut th.borrow_mut(), &cfg, &ops);
        let mut t = total.borrow_mut();
        t.minor += s.minor;
        t.major += s.major;
        t.promoted_bytes += s.promoted_bytes;
        t.large_freed += s.large_freed;
        t.moved_objects += s.moved_objects;
        t.bytes_protected += s.bytes_protected;
        t.forced_collections += s.forced_collections;
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    // The test must have exercised every path it claims to.
    let t = total.into_inner();
    eprintln!("{}", t.line());
    assert!(
        t.minor > 100 && t.major > 100 && t.promoted_bytes > 0 && t.large_freed > 0,
        "{t:?}"
    );
    assert_eq!(t.bytes_protected > 0, cfg.protect_depth.is_some(), "{t:?}");
    assert_eq!(t.forced_collections > 0, cfg.schedule.is_some(), "{t:?}");
}

#[test]
fn random_graphs_survive_random_collections() {
    run(small_config(), 400);
}

#[test]
fn random_graphs_survive_with_fromspace_protection() {
    // A stale pointer anywhere in the collector or the model walk faults.
    run(
        heap::Config {
            protect_depth: Some(2),
            ..small_config()
        },
        120,
    );
}

#[test]
fn random_graphs_survive_a_rate_one_schedule() {
    let schedule = heap::config::ScheduleConfig {
        seed: 5,
        rate: 1.0,
        alloc_bytes: 0,
    };
    run(
        heap::Config {
            schedule: Some(schedule),
            ..small_config()
        },
        120,
    );
}
