//! The harness of the object-model tests: a thread with a realm, values
//! kept in shadow-stack slots (so every step may collect), test closures
//! that behave like compiled functions, node-style printing of results, and
//! the one `check` that runs a table of cases.
//!
//! A case is a JavaScript snippet (the body of a function, run by node in
//! strict mode), the same steps written against the runtime API, and what
//! node prints for it. `tests::expectations_are_what_node_prints` runs every
//! snippet through node to prove the expectations; `check` runs the Rust
//! steps and compares.
//!
//! **Collections everywhere.** Every step's result lands in a shadow-stack
//! slot, so a step may collect. After each step the heap is verified
//! (`heap::verify`: no dangling field, and every old object holding a young
//! reference is remembered — a missing write barrier shows up at the step
//! that forgot it). In *stress* mode the heap also runs with from-space
//! protection, every step ends with a collection, and every test closure
//! collects when it is entered, as compiled code may at any safepoint: a
//! runtime path that holds a `Value` across a call into JavaScript without
//! rooting it faults at once.

#![allow(dead_code, reason = "each area uses a different subset")]

use kiln_runtime::abi::*;
use kiln_runtime::error::{JsResult, Thrown};
use kiln_runtime::heap::{self, Collection, Config};
use kiln_runtime::object::function::{self, FuncInfo};
use kiln_runtime::object::{self, Key, Obj, array, atom, ic, realm, shape};
use kiln_runtime::value::Kind;
use kiln_runtime::{Thread, Value, number, ops, string};
use std::cell::{Cell, RefCell};

pub use shape::{ACCESSOR, CONFIGURABLE as C, DATA, ENUMERABLE as E, WRITABLE as W};

thread_local! {
    /// What test closures logged (their tags), in order.
    static LOG: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// Stress mode: closures and steps collect.
    static STRESS: Cell<bool> = const { Cell::new(false) };
    static COLLECTIONS: Cell<u64> = const { Cell::new(0) };
}

/// A value in a shadow-stack slot of the test's thread.
#[derive(Clone, Copy, Debug)]
pub struct V(usize);

pub type R = JsResult<V>;

/// A property key argument: a Rust string (converted like a string key) or
/// a value (converted with ToPropertyKey, which may run JavaScript).
pub enum KA {
    S(String),
    V(V),
}
impl From<&str> for KA {
    fn from(s: &str) -> KA {
        KA::S(s.to_string())
    }
}
impl From<String> for KA {
    fn from(s: String) -> KA {
        KA::S(s)
    }
}
impl From<V> for KA {
    fn from(v: V) -> KA {
        KA::V(v)
    }
}

/// One case: the JavaScript (empty for kiln-only facts), the runtime
/// steps, and the expected printout.
pub struct Case {
    pub name: &'static str,
    pub js: &'static str,
    pub run: fn(&mut T) -> R,
    pub expect: &'static str,
}

pub fn case(
    name: &'static str,
    js: &'static str,
    run: fn(&mut T) -> R,
    expect: &'static str,
) -> Case {
    Case {
        name,
        js,
        run,
        expect,
    }
}

/// A heap small enough that collections are quick, with every instrument
/// that makes a stale pointer fail at once.
pub fn strict_config() -> Config {
    Config {
        nursery_bytes: 256 << 10,
        large_object_bytes: 16 << 10,
        max_heap_bytes: 256 << 20,
        major_min_trigger: 8 << 20,
        protect_depth: Some(2),
        verify: true,
        ..Config::default()
    }
}

pub fn set_stress(on: bool) {
    STRESS.with(|s| s.set(on));
}

pub fn stress() -> bool {
    STRESS.with(Cell::get)
}

/// A compiled function's entry: verifies the heap, then (in stress mode)
/// runs a major collection, which moves every object, so any `Value` a
/// caller kept unrooted across the call is stale.
pub fn entry_safepoint(th: &mut Thread) {
    if let Err(e) = heap::verify(th) {
        panic!("heap invariant broken: {e}");
    }
    if stress() {
        heap::collect(th, Collection::Major);
    }
}

/// Between steps: verifies the heap, then (in stress mode) collects, minor
/// and major in turn, as a schedule at rate 1 would.
pub fn safepoint(th: &mut Thread) {
    if let Err(e) = heap::verify(th) {
        panic!("heap invariant broken: {e}");
    }
    if stress() {
        let n = COLLECTIONS.with(|c| {
            c.set(c.get() + 1);
            c.get()
        });
        let kind = if n.is_multiple_of(3) {
            Collection::Major
        } else {
            Collection::Minor
        };
        heap::collect(th, kind);
    }
}

pub struct T {
    pub th: Box<Thread>,
    /// Whether steps verify and collect (off inside bulk loops).
    steps: bool,
}

impl T {
    pub fn new(stress: bool) -> T {
        T::build(stress.then(strict_config), stress)
    }

    /// A thread whose heap is built from `config` (steps verify, closures
    /// do not collect).
    pub fn with_config(config: Config) -> T {
        T::build(Some(config), false)
    }

    fn build(config: Option<Config>, stress: bool) -> T {
        let here = 0u8;
        let mut th = Thread::new(&raw const here as usize);
        if let Some(c) = config {
            heap::configure(&mut th, c);
        }
        realm::init(&mut th, &kiln_runtime::builtins::link::Groups::all());
        LOG.with(|l| l.borrow_mut().clear());
        STRESS.with(|s| s.set(stress));
        T { th, steps: true }
    }

    pub fn th(&mut self) -> &mut Thread {
        &mut self.th
    }

    /// The current value in `v`'s slot.
    pub fn val(&self, v: V) -> Value {
        self.th.shadow_slots()[v.0]
    }

    pub fn obj_of(&self, v: V) -> Obj {
        Obj::of(self.val(v)).expect("an object")
    }

    /// Keeps `x` in a new slot (no step).
    pub fn keep(&mut self, x: Value) -> V {
        let th = &mut *self.th;
        let i = th.shadow_slots().len();
        assert!(th.sp < th.sp_limit);
        // SAFETY: below sp_limit, inside the shadow-stack reservation.
        unsafe {
            th.sp.write(x);
            th.sp = th.sp.add(1);
        }
        V(i)
    }

    /// Replaces the value in a slot (no step).
    pub fn replace(&mut self, v: V, x: Value) {
        let th = &mut *self.th;
        assert!(v.0 < th.shadow_slots().len());
        // SAFETY: a live slot of the shadow stack.
        unsafe { th.shadow_base.add(v.0).write(x) };
    }

    /// Keeps a step's result, then verifies (and maybe collects).
    pub fn out(&mut self, x: Value) -> V {
        let v = self.keep(x);
        if self.steps {
            safepoint(&mut self.th);
        }
        v
    }

    /// Runs `f` with steps turned off (bulk loops), then takes one step.
    pub fn bulk<X>(&mut self, f: impl FnOnce(&mut T) -> X) -> X {
        let before = self.steps;
        self.steps = false;
        let r = f(self);
        self.steps = before;
        if self.steps {
            safepoint(&mut self.th);
        }
        r
    }

    fn abi(&mut self, r: Value) -> R {
        if r.is_exception() {
            Err(Thrown)
        } else {
            Ok(self.out(r))
        }
    }

    /// Catches a pending exception (a `try {} catch {}`), returning it.
    pub fn catch(&mut self, r: R) -> V {
        match r {
            Ok(v) => v,
            Err(Thrown) => {
                let e = self.th.exception;
                self.th.exception = Value::UNDEFINED;
                self.th.exc_pending = 0;
                self.out(e)
            }
        }
    }

    // ---- primitives and literals ------------------------------------------

    pub fn num(&mut self, d: f64) -> V {
        self.keep(Value::number(d))
    }
    /// A fresh heap string (so the collector has something to move).
    pub fn s(&mut self, s: &str) -> V {
        let v = string::from_str_young(&mut self.th, s);
        self.keep(v)
    }
    pub fn undef(&mut self) -> V {
        self.keep(Value::UNDEFINED)
    }
    pub fn null(&mut self) -> V {
        self.keep(Value::NULL)
    }
    pub fn boolean(&mut self, b: bool) -> V {
        self.keep(Value::boolean(b))
    }
    pub fn hole(&mut self) -> V {
        self.keep(Value::HOLE)
    }
    /// `{}`.
    pub fn obj(&mut self) -> V {
        let o = object::new_plain(&mut self.th);
        self.out(o.value())
    }
    /// `{}` with room for `cap` inline properties.
    pub fn obj_cap(&mut self, cap: u32) -> V {
        let o = object::kl_new_object(&mut self.th, cap);
        self.out(o)
    }
    /// `Object.create(proto)` without the built-in.
    pub fn obj_proto(&mut self, proto: V) -> V {
        let p = self.val(proto);
        let o = object::new_object(&mut self.th, p, object::DEFAULT_INLINE);
        self.out(o.value())
    }
    /// An object literal `{k: v, ...}` (CreateDataProperty in order).
    pub fn lit(&mut self, props: Vec<(KA, V)>) -> R {
        let o = self.obj();
        for (k, v) in props {
            let key = self.key_value(k)?;
            let (ov, kv, vv) = (self.val(o), self.val(key), self.val(v));
            let r = object::ic::kl_define_prop(&mut self.th, ov, kv, vv, true);
            self.abi(r)?;
        }
        Ok(o)
    }
    /// An array literal; `hole()` values are holes.
    pub fn arr(&mut self, items: &[V]) -> V {
        let vals: Vec<Value> = items.iter().map(|&v| self.val(v)).collect();
        // SAFETY: `vals` holds `len` values.
        let a = unsafe { object::kl_new_array(&mut self.th, vals.len() as u32, vals.as_ptr()) };
        self.out(a)
    }
    pub fn nums(&mut self, ds: &[f64]) -> V {
        let items: Vec<V> = ds.iter().map(|&d| self.num(d)).collect();
        self.arr(&items)
    }
    pub fn strs(&mut self, ss: &[&str]) -> V {
        let items: Vec<V> = ss.iter().map(|s| self.s(s)).collect();
        self.arr(&items)
    }

    // ---- globals and calls -------------------------------------------------

    /// A global by path: `Object.prototype.toString`.
    pub fn g(&mut self, path: &str) -> R {
        let global = self.th.realm.global;
        let mut cur = self.keep(global);
        for part in path.split('.') {
            cur = self.get(cur, part)?;
        }
        Ok(cur)
    }

    /// `f.call(this, ...args)` through the runtime's Call.
    pub fn call(&mut self, f: V, this: V, args: &[V]) -> R {
        let (fv, tv) = (self.val(f), self.val(this));
        let av: Vec<Value> = args.iter().map(|&a| self.val(a)).collect();
        let r = function::call(&mut self.th, fv, tv, &av)?;
        Ok(self.out(r))
    }

    /// Calls the global `path` with its holder as `this` (`Object.keys(o)`).
    pub fn callg(&mut self, path: &str, args: &[V]) -> R {
        let (holder, name) = match path.rsplit_once('.') {
            Some((h, n)) => (self.g(h)?, n),
            None => {
                let global = self.th.realm.global;
                (self.keep(global), path)
            }
        };
        let f = self.get(holder, name)?;
        let this = if path.contains('.') {
            holder
        } else {
            self.undef()
        };
        self.call(f, this, args)
    }

    /// `o.name(...args)`.
    pub fn method(&mut self, o: V, name: &str, args: &[V]) -> R {
        let f = self.get(o, name)?;
        self.call(f, o, args)
    }

    /// `new f(...args)`.
    pub fn new_(&mut self, f: V, args: &[V]) -> R {
        self.construct(f, args, f)
    }

    /// `Reflect.construct(f, args, nt)`.
    pub fn construct(&mut self, f: V, args: &[V], nt: V) -> R {
        let (fv, ntv) = (self.val(f), self.val(nt));
        let av: Vec<Value> = args.iter().map(|&a| self.val(a)).collect();
        let r = function::construct(&mut self.th, fv, &av, ntv)?;
        Ok(self.out(r))
    }

    pub fn new_g(&mut self, path: &str, args: &[V]) -> R {
        let f = self.g(path)?;
        self.new_(f, args)
    }

    // ---- properties ----------------------------------------------------------

    /// ToPropertyKey of a key argument.
    pub fn key(&mut self, k: impl Into<KA>) -> JsResult<Key> {
        match k.into() {
            KA::S(s) => {
                let v = string::from_str(&mut self.th, &s);
                object::to_key(&mut self.th, v)
            }
            KA::V(v) => {
                let x = self.val(v);
                object::to_key(&mut self.th, x)
            }
        }
    }

    /// A key argument as a value (a string or a symbol, unconverted).
    fn key_value(&mut self, k: KA) -> R {
        Ok(match k {
            KA::S(s) => self.s(&s),
            KA::V(v) => v,
        })
    }

    /// `o[k]` (GetValue: primitives too).
    pub fn get(&mut self, o: V, k: impl Into<KA>) -> R {
        let k = self.key(k)?;
        let ov = self.val(o);
        let r = ic::get_value(&mut self.th, ov, k, u32::MAX)?;
        Ok(self.out(r))
    }

    /// `Reflect.get(o, k, receiver)`.
    pub fn get_with(&mut self, o: V, k: impl Into<KA>, receiver: V) -> R {
        let k = self.key(k)?;
        let (ov, rv) = (self.val(o), self.val(receiver));
        let r = object::get(&mut self.th, Obj::of(ov).expect("object"), k, rv)?;
        Ok(self.out(r))
    }

    /// `o[k] = x` in strict mode (throws when refused).
    pub fn set(&mut self, o: V, k: impl Into<KA>, x: V) -> R {
        let k = self.key(k)?;
        let (ov, xv) = (self.val(o), self.val(x));
        ic::set_value(&mut self.th, ov, k, xv, u32::MAX)?;
        Ok(self.out(Value::UNDEFINED))
    }

    /// `Reflect.set(o, k, x, receiver)`: [[Set]]'s boolean.
    pub fn reflect_set(&mut self, o: V, k: impl Into<KA>, x: V, receiver: V) -> R {
        let k = self.key(k)?;
        let (ov, xv, rv) = (self.val(o), self.val(x), self.val(receiver));
        let ok = object::set(&mut self.th, Obj::of(ov).expect("object"), k, xv, rv)?;
        Ok(self.out(Value::boolean(ok)))
    }

    /// `Reflect.set(o, k, x)`.
    pub fn set_bool(&mut self, o: V, k: impl Into<KA>, x: V) -> R {
        self.reflect_set(o, k, x, o)
    }

    /// [[DefineOwnProperty]] with a full data descriptor: its boolean.
    pub fn define(&mut self, o: V, k: impl Into<KA>, x: V, attrs: u8) -> R {
        let k = self.key(k)?;
        let (ov, xv) = (self.val(o), self.val(x));
        let ok = object::define(&mut self.th, Obj::of(ov).expect("object"), k, xv, attrs);
        Ok(self.out(Value::boolean(ok)))
    }

    /// [[DefineOwnProperty]] with a full accessor descriptor.
    pub fn accessor(&mut self, o: V, k: impl Into<KA>, get: V, set: V, attrs: u8) -> R {
        let k = self.key(k)?;
        let (gv, sv) = (self.val(get), self.val(set));
        let pair = object::new_accessor(&mut self.th, gv, sv);
        let ov = self.val(o);
        let ok = object::define(
            &mut self.th,
            Obj::of(ov).expect("object"),
            k,
            pair,
            attrs | ACCESSOR,
        );
        Ok(self.out(Value::boolean(ok)))
    }

    /// A literal's `get k() {}` / `set k(v) {}` (kind 1 / 2).
    pub fn literal_accessor(&mut self, o: V, k: &str, f: V, kind: u32) -> R {
        let key = self.s(k);
        let (ov, kv, fv) = (self.val(o), self.val(key), self.val(f));
        let r = ic::kl_define_method(&mut self.th, ov, kv, fv, kind, true);
        self.abi(r)
    }

    /// [[Delete]]'s boolean (`Reflect.deleteProperty`).
    pub fn delete(&mut self, o: V, k: impl Into<KA>) -> R {
        let k = self.key(k)?;
        let ov = self.val(o);
        let ok = object::delete(&mut self.th, Obj::of(ov).expect("object"), k);
        Ok(self.out(Value::boolean(ok)))
    }

    /// `k in o`.
    pub fn has(&mut self, o: V, k: impl Into<KA>) -> R {
        let k = self.key(k)?;
        let ok = object::has(self.obj_of(o), k);
        Ok(self.out(Value::boolean(ok)))
    }

    // Compiled code's entry points for computed keys: the key is a value,
    // converted by the runtime (ToPropertyKey may run JavaScript).

    /// `o[k]` (kiln.h `kl_get_elem`).
    pub fn elem_get(&mut self, o: V, k: V) -> R {
        let (ov, kv) = (self.val(o), self.val(k));
        let r = ic::kl_get_elem(&mut self.th, ov, kv, u32::MAX);
        self.abi(r)
    }
    /// `o[k] = x` (`kl_set_elem`).
    pub fn elem_set(&mut self, o: V, k: V, x: V) -> R {
        let (ov, kv, xv) = (self.val(o), self.val(k), self.val(x));
        let r = ic::kl_set_elem(&mut self.th, ov, kv, xv, u32::MAX);
        self.abi(r)
    }
    /// `k in o` (`kl_has_prop`).
    pub fn elem_in(&mut self, k: V, o: V) -> R {
        let (kv, ov) = (self.val(k), self.val(o));
        let r = ic::kl_has_prop(&mut self.th, kv, ov, u32::MAX);
        self.abi(r)
    }
    /// `delete o[k]` (`kl_delete_prop`).
    pub fn elem_delete(&mut self, o: V, k: V) -> R {
        let (ov, kv) = (self.val(o), self.val(k));
        let r = ic::kl_delete_prop(&mut self.th, ov, kv, u32::MAX);
        self.abi(r)
    }
    /// `{[k]: x}` (`kl_define_prop`).
    pub fn elem_define(&mut self, o: V, k: V, x: V) -> R {
        let (ov, kv, xv) = (self.val(o), self.val(k), self.val(x));
        let r = ic::kl_define_prop(&mut self.th, ov, kv, xv, true);
        self.abi(r)
    }
    /// `{[k]() {}}`, `{get [k]() {}}`, `{set [k](v) {}}` (`kl_define_method`,
    /// kind 0, 1, 2).
    pub fn elem_method(&mut self, o: V, k: V, f: V, kind: u32) -> R {
        let (ov, kv, fv) = (self.val(o), self.val(k), self.val(f));
        let r = ic::kl_define_method(&mut self.th, ov, kv, fv, kind, true);
        self.abi(r)
    }

    /// `[...a, b]`: `parts` with `spread` flags. As compiled code does it:
    /// each spread part iterated into an array, in order
    /// (`kl_iter_to_array`), then the literal made of them
    /// (`kl_new_array_spread`, which copies those arrays).
    pub fn spread(&mut self, parts: &[(V, bool)]) -> R {
        let mut ready = Vec::with_capacity(parts.len());
        for &(v, spread) in parts {
            if spread {
                let x = self.val(v);
                let r = kiln_runtime::object::lang::kl_iter_to_array(&mut self.th, x, u32::MAX);
                ready.push((self.abi(r)?, true));
            } else {
                ready.push((v, false));
            }
        }
        let vals: Vec<Value> = ready.iter().map(|&(v, _)| self.val(v)).collect();
        let flags: Vec<u8> = ready.iter().map(|&(_, f)| u8::from(f)).collect();
        // SAFETY: both slices hold `len` entries.
        let r = unsafe {
            kiln_runtime::object::lang::kl_new_array_spread(
                &mut self.th,
                vals.len() as u32,
                vals.as_ptr(),
                flags.as_ptr(),
            )
        };
        self.abi(r)
    }

    /// `super[k]` in a method whose [[HomeObject]] is `home`
    /// (`kl_get_super`).
    pub fn super_get(&mut self, home: V, k: V, this: V) -> R {
        let (hv, kv, tv) = (self.val(home), self.val(k), self.val(this));
        let r = kiln_runtime::object::lang::kl_get_super(&mut self.th, hv, kv, tv, u32::MAX);
        self.abi(r)
    }
    /// `const {[k1]: _, ..., ...rest} = src` (`kl_object_rest`).
    pub fn object_rest(&mut self, src: V, excluded: &[V]) -> R {
        let sv = self.val(src);
        let keys: Vec<Value> = excluded.iter().map(|&k| self.val(k)).collect();
        // SAFETY: `keys` holds `len` values.
        let r = unsafe {
            kiln_runtime::object::lang::kl_object_rest(
                &mut self.th,
                sv,
                keys.len() as u32,
                keys.as_ptr(),
                u32::MAX,
            )
        };
        self.abi(r)
    }

    /// [[OwnPropertyKeys]] (`Reflect.ownKeys` of a non-array).
    pub fn own_keys(&mut self, o: V) -> V {
        let keys = object::own_keys(self.obj_of(o));
        let vals: Vec<Value> = keys.into_iter().map(|k| k.value(&mut self.th)).collect();
        let a = array::from_values(&mut self.th, &vals);
        self.out(a.value())
    }

    /// [[GetPrototypeOf]] / [[SetPrototypeOf]] without the built-ins.
    pub fn set_proto(&mut self, o: V, p: V) -> V {
        let (o, p) = (self.obj_of(o), self.val(p));
        o.set_proto(&mut self.th, p);
        self.out(Value::UNDEFINED)
    }

    // ---- operators ---------------------------------------------------------------

    pub fn add(&mut self, a: V, b: V) -> R {
        let (av, bv) = (self.val(a), self.val(b));
        let r = ops::kl_add_slow(&mut self.th, av, bv);
        self.abi(r)
    }
    /// `+v`.
    pub fn number_of(&mut self, v: V) -> R {
        let x = self.val(v);
        let d = ops::to_number_value(&mut self.th, x)?;
        Ok(self.out(Value::number(d)))
    }
    /// `String(v)` without the built-in.
    pub fn string_of(&mut self, v: V) -> R {
        let x = self.val(v);
        let r = ops::kl_to_string(&mut self.th, x);
        self.abi(r)
    }
    pub fn loose_eq(&mut self, a: V, b: V) -> R {
        let (av, bv) = (self.val(a), self.val(b));
        let r = ops::kl_loose_eq(&mut self.th, av, bv);
        self.abi(r)
    }
    pub fn strict_eq(&mut self, a: V, b: V) -> V {
        let r = ops::strict_eq(self.val(a), self.val(b));
        self.out(Value::boolean(r))
    }
    /// IsLessThan(a, b, left_first): `a < b` is (a, b, true), `b > a` is
    /// (a, b, false).
    pub fn less(&mut self, a: V, b: V, left_first: bool) -> R {
        let (av, bv) = (self.val(a), self.val(b));
        let r = ops::kl_less_than_slow(&mut self.th, av, bv, left_first);
        self.abi(r)
    }
    pub fn instance_of(&mut self, v: V, target: V) -> R {
        let (vv, tv) = (self.val(v), self.val(target));
        let r = ops::kl_instanceof(&mut self.th, vv, tv, u32::MAX);
        self.abi(r)
    }
    pub fn type_of(&mut self, v: V) -> V {
        let x = self.val(v);
        let r = ops::kl_typeof(&mut self.th, x);
        self.out(r)
    }
    pub fn truthy(&mut self, v: V) -> V {
        let r = ops::kl_truthy_slow(self.val(v));
        self.out(Value::boolean(r))
    }

    // ---- test closures ---------------------------------------------------------

    fn closure(&mut self, code: Behaviour, tag: Option<&str>, payload: V, ctor: bool) -> V {
        let tag = match tag {
            Some(t) => string::from_str_young(&mut self.th, t),
            None => Value::UNDEFINED,
        };
        let p = self.val(payload);
        let f = new_closure(&mut self.th, code, tag, p, ctor);
        self.out(f)
    }

    /// `function () { LOG.push(tag); return v; }`
    pub fn ret(&mut self, tag: Option<&str>, v: V) -> V {
        self.closure(Behaviour::Ret, tag, v, true)
    }
    /// `() => v` (no prototype, not a constructor).
    pub fn arrow(&mut self, v: V) -> V {
        self.closure(Behaviour::Ret, None, v, false)
    }
    /// `function () { LOG.push(tag); throw v; }`
    pub fn thr(&mut self, tag: Option<&str>, v: V) -> V {
        self.closure(Behaviour::Throw, tag, v, true)
    }
    /// `function () { LOG.push(tag); this[key] = arguments[0]; }`
    pub fn store(&mut self, tag: Option<&str>, key: &str) -> V {
        let k = self.s(key);
        self.closure(Behaviour::Store, tag, k, true)
    }
    /// `function () { LOG.push(tag); return this[key]; }`
    pub fn this_prop(&mut self, tag: Option<&str>, key: &str) -> V {
        let k = self.s(key);
        self.closure(Behaviour::ThisProp, tag, k, true)
    }
    /// `function () { LOG.push(tag); delete this[key]; }`
    pub fn del(&mut self, tag: Option<&str>, key: &str) -> V {
        let k = self.s(key);
        self.closure(Behaviour::Delete, tag, k, true)
    }
    /// `function () { LOG.push(tag); return [this, ...arguments]; }`
    pub fn args(&mut self, tag: Option<&str>) -> V {
        let u = self.undef();
        self.closure(Behaviour::Args, tag, u, true)
    }
    /// `function () { LOG.push(tag); return arguments[0]; }`
    pub fn arg0(&mut self, tag: Option<&str>) -> V {
        let u = self.undef();
        self.closure(Behaviour::Arg0, tag, u, true)
    }

    /// `LOG` (a copy).
    pub fn log(&mut self) -> V {
        let lines = LOG.with(|l| l.borrow().clone());
        let items: Vec<V> = lines.iter().map(|s| self.s(s)).collect();
        self.arr(&items)
    }

    // ---- kiln-only observations ---------------------------------------------------

    pub fn same_shape(&mut self, a: V, b: V) -> V {
        let same = std::ptr::eq(self.obj_of(a).shape(), self.obj_of(b).shape());
        self.out(Value::boolean(same))
    }
    pub fn is_dict(&mut self, o: V) -> V {
        let d = self.obj_of(o).shape().dictionary;
        self.out(Value::boolean(d))
    }
    /// The object's kind, by name.
    pub fn kind(&mut self, o: V) -> V {
        let name = match self.obj_of(o).kind() {
            KL_KIND_OBJECT => "object",
            KL_KIND_ARRAY => "dense array",
            KL_KIND_ARRAY_SPARSE => "sparse array",
            KL_KIND_FUNCTION => "function",
            KL_KIND_ERROR => "error",
            KL_KIND_BOXED => "boxed",
            _ => "other",
        };
        self.s(name)
    }
    /// `o.key` through an inline cache's miss path (kiln.h `kl_get_ic`).
    pub fn ic_get(&mut self, o: V, key: &str, cache: &mut ic::KlIC) -> R {
        let k = self.s(key);
        let (ov, kv) = (self.val(o), self.val(k));
        let r = ic::kl_get_ic_miss(&mut self.th, ov, kv, cache, u32::MAX);
        self.abi(r)
    }
    /// `o.key = x` through an inline cache's miss path.
    pub fn ic_set(&mut self, o: V, key: &str, x: V, cache: &mut ic::KlIC) -> R {
        let k = self.s(key);
        let (ov, kv, xv) = (self.val(o), self.val(k), self.val(x));
        let r = ic::kl_set_ic_miss(&mut self.th, ov, kv, xv, cache, u32::MAX);
        self.abi(r)
    }
    /// kiln.h's inline hit of `kl_get_ic`: the cached slot when `o` has the
    /// cached shape, else undefined.
    pub fn ic_hit(&mut self, o: V, cache: &ic::KlIC) -> V {
        let obj = self.obj_of(o);
        let r = if std::ptr::eq(obj.shape(), cache.shape) {
            obj.word(cache.offset)
        } else if std::ptr::eq(obj.shape(), cache.shape2) {
            obj.word(cache.offset2 as u32)
        } else {
            Value::UNDEFINED
        };
        self.out(r)
    }
    /// kiln.h's inline hit of `kl_set_ic` (store, then the barrier).
    pub fn ic_store(&mut self, o: V, x: V, cache: &ic::KlIC) -> V {
        let obj = self.obj_of(o);
        let offset = if std::ptr::eq(obj.shape(), cache.shape) {
            Some(cache.offset)
        } else if std::ptr::eq(obj.shape(), cache.shape2) {
            Some(cache.offset2 as u32)
        } else {
            None
        };
        let hit = offset.is_some();
        if let Some(offset) = offset {
            let xv = self.val(x);
            obj.set_word(&mut self.th, offset, xv);
        }
        self.out(Value::boolean(hit))
    }
    pub fn ic_cached(&mut self, cache: &ic::KlIC) -> V {
        self.out(Value::boolean(!cache.shape.is_null()))
    }

    /// The getter of an own accessor property.
    pub fn getter_of(&mut self, o: V, k: &str) -> R {
        let k = self.key(k)?;
        let own = object::get_own(self.obj_of(o), k).expect("own property");
        assert!(own.attrs & ACCESSOR != 0, "an accessor");
        let (g, _) = object::accessor_parts(own.value);
        Ok(self.out(g))
    }
    /// A function's [[HomeObject]].
    pub fn set_home(&mut self, f: V, h: V) -> V {
        let (f, h) = (self.obj_of(f), self.val(h));
        function::set_home(&mut self.th, f, h);
        self.out(Value::UNDEFINED)
    }
    pub fn home(&mut self, f: V) -> V {
        let h = function::home(self.obj_of(f));
        self.out(h)
    }
    /// The object's `slots` word (its out-of-line slots or dictionary).
    pub fn slots_word(&self, o: V) -> Value {
        self.obj_of(o).slots()
    }
    pub fn elements_word(&self, o: V) -> Value {
        self.obj_of(o).elements()
    }

    /// Whether two functions share their `FuncInfo`.
    pub fn same_info(&mut self, a: V, b: V) -> V {
        let (a, b) = (self.obj_of(a), self.obj_of(b));
        let same = std::ptr::eq(function::info(a), function::info(b));
        self.out(Value::boolean(same))
    }
    /// A symbol key reflection never shows (a `#private` name).
    pub fn private_symbol(&mut self, desc: &str) -> V {
        let d = self.th.realm.atoms.intern_str(desc);
        let s = atom::new_symbol(d, atom::SYM_PRIVATE);
        self.keep(s)
    }

    /// Text of a string value (for Rust-side string work, e.g. the first
    /// line of a stack).
    pub fn text(&self, v: V) -> String {
        string::units(self.val(v)).to_string_lossy()
    }

    pub fn show(&mut self, v: V) -> String {
        let x = self.val(v);
        show(&mut self.th, x, 0)
    }
}

// ---- closures: compiled functions, as far as the runtime can tell -------------

/// A test closure: its environment holds the behaviour, the tag it logs
/// (a string or undefined) and its payload. Runtime code only: nothing here
/// collects.
pub fn new_closure(
    th: &mut Thread,
    code: Behaviour,
    tag: Value,
    payload: Value,
    ctor: bool,
) -> Value {
    let env = function::kl_new_env(th, Value::UNDEFINED, 3);
    let words = [Value::number(f64::from(code as u8)), tag, payload];
    for (i, w) in words.into_iter().enumerate() {
        // SAFETY: a fresh environment of three bindings.
        unsafe { *((env.addr() + 16 + 8 * i) as *mut Value) = w };
    }
    let info = if ctor { &CLOSURE } else { &ARROW };
    function::new_function(th, info, env).value()
}

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Behaviour {
    Ret,
    Throw,
    Store,
    ThisProp,
    Args,
    Arg0,
    Delete,
}

static CLOSURE: FuncInfo = FuncInfo {
    call: closure_call,
    construct: Some(closure_construct),
    name: std::ptr::null(),
    length: 0,
    flags: function::FN_CONSTRUCTOR,
    native: None,
};

static ARROW: FuncInfo = FuncInfo {
    call: closure_call,
    construct: None,
    name: std::ptr::null(),
    length: 0,
    flags: function::FN_ARROW,
    native: None,
};

fn env_word(env: Value, i: usize) -> Value {
    // SAFETY: a live environment of three bindings.
    unsafe { *((env.addr() + 16 + 8 * i) as *const Value) }
}

/// # Safety
/// `argv` points at `argc` values; `th` is the live thread.
unsafe extern "C" fn closure_call(
    th: *mut Thread,
    f: Value,
    this: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: the runtime passes the live thread.
    let th = unsafe { &mut *th };
    let args: Vec<Value> = if argc == 0 {
        Vec::new()
    } else {
        // SAFETY: the caller passes argc values.
        unsafe { std::slice::from_raw_parts(argv, argc as usize) }.to_vec()
    };
    kiln_runtime::error::to_abi(run_closure(th, f, this, &args))
}

/// # Safety
/// As for [`closure_call`].
unsafe extern "C" fn closure_construct(
    th: *mut Thread,
    f: Value,
    nt: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: the runtime passes the live thread.
    let th = unsafe { &mut *th };
    let args: Vec<Value> = if argc == 0 {
        Vec::new()
    } else {
        // SAFETY: the caller passes argc values.
        unsafe { std::slice::from_raw_parts(argv, argc as usize) }.to_vec()
    };
    let r = heap::scope(th, |s| {
        let fh = s.root(f);
        let nth = s.root(nt);
        let ah: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        s.collecting(entry_safepoint);
        let ntv = s.get(nth);
        let this = s.collecting(|th| function::kl_ordinary_create(th, ntv, 4));
        if this.is_exception() {
            return Err(Thrown);
        }
        let this_h = s.root(this);
        let (fv, tv) = (s.get(fh), s.get(this_h));
        let av: Vec<Value> = ah.iter().map(|&h| s.get(h)).collect();
        let r = s.collecting(|th| run_closure(th, fv, tv, &av))?;
        Ok(if r.is_object() { r } else { s.get(this_h) })
    });
    kiln_runtime::error::to_abi(r)
}

fn run_closure(th: &mut Thread, f: Value, this: Value, args: &[Value]) -> JsResult<Value> {
    heap::scope(th, |s| {
        let fh = s.root(f);
        let this_h = s.root(this);
        let ah: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        // The function's entry is a safepoint.
        s.collecting(entry_safepoint);
        let env = function::env(Obj::of(s.get(fh)).expect("function"));
        let code = env_word(env, 0).as_number() as u8;
        let tag = env_word(env, 1);
        let payload = env_word(env, 2);
        if tag.is_string() {
            let text = string::units(tag).to_string_lossy();
            LOG.with(|l| l.borrow_mut().push(text));
        }
        let argv: Vec<Value> = ah.iter().map(|&h| s.get(h)).collect();
        let arg = |i: usize| argv.get(i).copied().unwrap_or(Value::UNDEFINED);
        match code {
            c if c == Behaviour::Ret as u8 => Ok(payload),
            c if c == Behaviour::Throw as u8 => {
                s.thread().throw(payload);
                Err(Thrown)
            }
            c if c == Behaviour::Store as u8 => {
                let k = object::to_key(s.thread(), payload)?;
                let tv = s.get(this_h);
                s.collecting(|th| ic::set_value(th, tv, k, arg(0), u32::MAX))?;
                Ok(Value::UNDEFINED)
            }
            c if c == Behaviour::ThisProp as u8 => {
                let k = object::to_key(s.thread(), payload)?;
                let tv = s.get(this_h);
                s.collecting(|th| ic::get_value(th, tv, k, u32::MAX))
            }
            c if c == Behaviour::Delete as u8 => {
                let k = object::to_key(s.thread(), payload)?;
                let tv = s.get(this_h);
                if let Some(o) = Obj::of(tv)
                    && !object::delete(s.thread(), o, k)
                {
                    let e = kiln_runtime::error::type_error(s.thread(), "Cannot delete property");
                    return Err(e);
                }
                Ok(Value::UNDEFINED)
            }
            c if c == Behaviour::Args as u8 => {
                let mut vals = vec![s.get(this_h)];
                vals.extend_from_slice(&argv);
                Ok(array::from_values(s.thread(), &vals).value())
            }
            _ => Ok(arg(0)),
        }
    })
}

// ---- printing -------------------------------------------------------------------

/// The own data value of `key` found along the chain, without running
/// getters (printing must not run JavaScript).
fn data_along_chain(th: &mut Thread, o: Obj, name: &str) -> Value {
    let k = Key::name(th, name);
    let mut cur = Some(o);
    while let Some(c) = cur {
        if let Some(own) = object::get_own(c, k) {
            return if own.attrs & ACCESSOR == 0 {
                own.value
            } else {
                Value::UNDEFINED
            };
        }
        cur = Obj::of(c.proto());
    }
    Value::UNDEFINED
}

/// A property's printout: its value, `[Accessor]`, or None when absent.
fn show_own(th: &mut Thread, o: Obj, k: Key, depth: usize) -> Option<String> {
    let own = object::get_own(o, k)?;
    Some(if own.attrs & ACCESSOR != 0 {
        "[Accessor]".into()
    } else {
        show(th, own.value, depth + 1)
    })
}

/// node's side is `show` in `tests::PRELUDE`; both print the same text.
pub fn show(th: &mut Thread, v: Value, depth: usize) -> String {
    match v.kind() {
        Kind::Number => {
            let d = v.as_number();
            if d == 0.0 && d.is_sign_negative() {
                "-0".into()
            } else {
                number::to_js_string(d)
            }
        }
        Kind::String => format!("'{}'", string::units(v).to_string_lossy()),
        Kind::Undefined => "undefined".into(),
        Kind::Null => "null".into(),
        Kind::Boolean => (v == Value::TRUE).to_string(),
        Kind::Symbol => atom::descriptive_string(v),
        // The harness's programs make no BigInt.
        Kind::BigInt => "<bigint>".into(),
        Kind::Object => {
            let Some(o) = Obj::of(v) else {
                return "<internal>".into();
            };
            if depth > 4 {
                return "...".into();
            }
            if o.is_callable() {
                let n = data_along_chain(th, o, "name");
                let n = if n.is_string() {
                    string::units(n).to_string_lossy()
                } else {
                    String::new()
                };
                return format!("[Function: {n}]");
            }
            if o.kind() == KL_KIND_ERROR {
                let n = data_along_chain(th, o, "name");
                let m = data_along_chain(th, o, "message");
                return format!("[{}: {}]", ops::to_rust_string(n), ops::to_rust_string(m));
            }
            if o.is_array() {
                let n = array::length(o);
                let items: Vec<String> = (0..n)
                    .map(|i| {
                        show_own(th, o, Key::Index(i), depth).unwrap_or_else(|| "<hole>".into())
                    })
                    .collect();
                return format!("[{}]", items.join(", "));
            }
            let mut items = Vec::new();
            for k in object::own_keys(o) {
                if matches!(k, Key::Name(n) if n.is_symbol()) {
                    continue;
                }
                if object::own_attrs(o, k).is_some_and(|a| a & E == 0) {
                    continue;
                }
                let name = match k {
                    Key::Index(i) => i.to_string(),
                    Key::Name(n) => string::units(n).to_string_lossy(),
                };
                let val = show_own(th, o, k, depth).expect("own");
                items.push(format!("{name}: {val}"));
            }
            format!("{{{}}}", items.join(", "))
        }
    }
}

/// The printout of a case's outcome.
fn outcome(t: &mut T, r: R) -> String {
    match r {
        Ok(v) => t.show(v),
        Err(Thrown) => {
            let e = t.th.exception;
            let text = match Obj::of(e) {
                Some(o) if o.kind() == KL_KIND_ERROR => {
                    let n = data_along_chain(&mut t.th, o, "name");
                    let m = data_along_chain(&mut t.th, o, "message");
                    format!("{}: {}", ops::to_rust_string(n), ops::to_rust_string(m))
                }
                _ => show(&mut t.th, e, 0),
            };
            format!("throws {text}")
        }
    }
}

/// Runs one case on a fresh thread; its printout.
pub fn run_case(c: &Case, stress: bool) -> String {
    let mut t = T::new(stress);
    let r = (c.run)(&mut t);
    let out = outcome(&mut t, r);
    safepoint(&mut t.th);
    out
}

/// Runs every case and fails listing each mismatch.
pub fn check(area: &str, cases: &[Case]) {
    let bad = mismatches(area, cases, false);
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Runs every case (naming each on stderr in stress mode, so a fault is
/// traced to its case); the mismatches.
pub fn mismatches(area: &str, cases: &[Case], stress: bool) -> Vec<String> {
    let mut bad = Vec::new();
    for c in cases {
        if stress {
            eprintln!("case: {area}/{}", c.name);
        }
        let got = run_case(c, stress);
        if got != c.expect {
            bad.push(format!(
                "{area}/{}:\n    expected {}\n    got      {got}",
                c.name, c.expect
            ));
        }
    }
    bad
}
