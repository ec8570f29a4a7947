//! What Map, Set, WeakMap and WeakSet share: receiver checks with node's
//! messages, the constructor's prototype and its iterable argument, the
//! getter-and-method helpers, and the Map and Set iterators
//! (`%MapIteratorPrototype%`, `%SetIteratorPrototype%`).

use crate::abi::*;
use crate::collections::iterator::{self, IterKind};
use crate::collections::table::{self, Table};
use crate::error::{JsResult, Thrown, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::function::{NativeFn, define_native, new_native};
use crate::object::iter::iter_result;
use crate::object::shape::{ACCESSOR, CONFIGURABLE};
use crate::object::{self, Key, Obj, array, iter};
use crate::thread::Thread;
use crate::value::Value;

/// `this` as an object of `kind`, or node's TypeError naming the method
/// `{prefix}{name}` (built only then: this check is on every call).
#[inline]
pub fn this_of_kind(
    th: &mut Thread,
    this: Value,
    kind: u64,
    prefix: &str,
    name: &str,
) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if o.kind() == kind => Ok(o),
        _ => Err(incompatible_receiver(th, this, prefix, name)),
    }
}

#[cold]
fn incompatible_receiver(th: &mut Thread, this: Value, prefix: &str, name: &str) -> Thrown {
    let text = crate::console::inspect_brief(th, this);
    type_error(
        th,
        &format!("Method {prefix}{name} called on incompatible receiver {text}"),
    )
}

/// The `new` check of a collection constructor.
pub fn require_new(th: &mut Thread, nt: Value, name: &str) -> JsResult<()> {
    if nt.is_undefined() {
        return Err(type_error(
            th,
            &format!("Constructor {name} requires 'new'"),
        ));
    }
    Ok(())
}

/// GetPrototypeFromConstructor: `new_target.prototype`, or the realm's
/// intrinsic `fallback` picks when that is not an object. Reading it may
/// run a getter (and collect); the caller's values must be rooted.
pub fn proto_from_constructor(
    th: &mut Thread,
    nt: Value,
    fallback: fn(&crate::object::realm::Realm) -> Value,
) -> JsResult<Value> {
    let p = match Obj::of(nt) {
        Some(n) => {
            let k = th.realm.names.prototype;
            object::get(th, n, Key::Name(k), nt)?
        }
        None => Value::UNDEFINED,
    };
    Ok(if p.is_object() {
        p
    } else {
        fallback(&th.realm)
    })
}

/// A non-enumerable getter named `get <name>` (or `name` for a symbol key).
pub fn define_getter(th: &mut Thread, target: Obj, key: Key, fn_name: &str, f: NativeFn) {
    let name = th.realm.atoms.intern_str(fn_name);
    let getter = new_native(th, name, 0, f);
    let pair = object::new_accessor(th, getter.value(), Value::UNDEFINED);
    object::define(th, target, key, pair, ACCESSOR | CONFIGURABLE);
}

/// `get [Symbol.species]() { return this; }` on a constructor (Map, Set,
/// RegExp, ArrayBuffer, %TypedArray%).
pub fn define_species(th: &mut Thread, ctor: Obj) {
    let k = th.realm.symbols.species;
    define_getter(th, ctor, Key::Name(k), "get [Symbol.species]", return_this);
}

/// `[Symbol.toStringTag]`: a non-writable, non-enumerable string.
pub fn define_tag(th: &mut Thread, target: Obj, tag: &str) {
    let k = th.realm.symbols.to_string_tag;
    let v = th.realm.atoms.intern_str(tag);
    object::define(th, target, Key::Name(k), v, CONFIGURABLE);
}

/// A method defined under a second key too (`Map.prototype[Symbol.iterator]`
/// is `entries` itself).
pub fn alias(th: &mut Thread, target: Obj, f: Obj, key: Key) {
    object::define(th, target, key, f.value(), object::shape::HIDDEN);
}

/// The values `iterable` produces through the iteration protocol, each
/// handed to `f` with the scope (so `f` may call JavaScript); a throw from
/// `f` closes the iterator (IteratorClose) before it propagates. An array
/// whose iteration is the original one is walked as its Array Iterator
/// would walk it (length re-read at each step, holes read through the
/// prototypes), without making the iterator.
pub fn for_each_value<'id>(
    s: &mut Scope<'_, 'id>,
    iterable: Handle<'id>,
    mut f: impl FnMut(&mut Scope<'_, 'id>, Value) -> JsResult<()>,
) -> JsResult<()> {
    let v = s.get(iterable);
    if let Some(o) = Obj::of(v)
        && o.is_array()
        && iter::array_iteration_is_original(s.thread(), o)
    {
        let mut i: u32 = 0;
        loop {
            let ov = s.get(iterable);
            let o = Obj::of(ov).expect("array");
            if i >= array::length(o) {
                return Ok(());
            }
            let x = match array::fast_get(o, i) {
                Some(x) => x,
                None => s.collecting(|th| object::get(th, o, Key::Index(i), ov))?,
            };
            f(s, x)?;
            i += 1;
        }
    }
    // GetIterator, with the message V8's collection constructors give.
    let method = s.collecting(|th| {
        if v.is_nullish() {
            Ok(Value::UNDEFINED)
        } else {
            iter::iterator_method(th, v)
        }
    })?;
    if !Obj::of(method).is_some_and(|m| m.is_callable()) {
        let v = s.get(iterable);
        let text = default_call_site(v);
        return Err(type_error(
            s.thread(),
            &format!("{text} is not iterable (cannot read property Symbol(Symbol.iterator))"),
        ));
    }
    let v = s.get(iterable);
    let it = s.collecting(|th| iter::iterator_from_method(th, v, method))?;
    let ih = s.root(it);
    let next = s.collecting(|th| iter::next_method(th, it))?;
    let nh = s.root(next);
    loop {
        let (it, next) = (s.get(ih), s.get(nh));
        let Some(x) = s.collecting(|th| iter::step(th, it, next))? else {
            return Ok(());
        };
        if f(s, x).is_err() {
            let exc = s.thread().exception;
            let it = s.get(ih);
            return Err(s.collecting(|th| iter::close_throw(th, it, exc)));
        }
    }
}

/// The rest of a Map, Set, WeakMap or WeakSet constructor once the new
/// collection `coll` exists: for an iterable that is not null or
/// undefined, reads `coll[adder]` (`set` or `add`), which must be
/// callable, and calls it for every value the iterable produces — with
/// the value's `[0]` and `[1]` for the maps (`entries`), with the value
/// itself for the sets. Returns the collection.
pub fn fill_from_iterable<'id>(
    s: &mut Scope<'_, 'id>,
    iterable: Handle<'id>,
    coll: Handle<'id>,
    adder: &str,
    class: &str,
    entries: bool,
) -> JsResult<Value> {
    if s.get(iterable).is_nullish() {
        return Ok(s.get(coll));
    }
    let co = Obj::of(s.get(coll)).expect("a collection");
    let f = s.collecting(|th| object::get_named(th, co, adder))?;
    if !Obj::of(f).is_some_and(|f| f.is_callable()) {
        let text = crate::console::inspect_brief(s.thread(), f);
        return Err(type_error(
            s.thread(),
            &format!(
                "'{text}' returned for property '{adder}' of object '#<{class}>' is not a function"
            ),
        ));
    }
    let fh = s.root(f);
    for_each_value(s, iterable, |s, item| {
        let (args, n) = if entries {
            let Some(o) = Obj::of(item) else {
                let text = crate::ops::to_rust_string(item);
                return Err(type_error(
                    s.thread(),
                    &format!("Iterator value {text} is not an entry object"),
                ));
            };
            let ih = s.root(item);
            let k = s.collecting(|th| object::get(th, o, Key::Index(0), item))?;
            let kh = s.root(k);
            let iv = s.get(ih);
            let io = Obj::of(iv).expect("entry object");
            let v = s.collecting(|th| object::get(th, io, Key::Index(1), iv))?;
            ([s.get(kh), v], 2)
        } else {
            ([item, Value::UNDEFINED], 1)
        };
        let (f, c) = (s.get(fh), s.get(coll));
        s.collecting(|th| crate::object::function::call(th, f, c, &args[..n]))?;
        Ok(())
    })?;
    Ok(s.get(coll))
}

/// How V8 names a callee it has no source text for (its
/// `BuildDefaultCallSite`): the type, then primitives' values — `object
/// null`, `number 5`, `string "str"`, plain `object` for an object.
pub fn default_call_site(v: Value) -> String {
    let ty = crate::ops::typeof_str(v);
    if v.is_string() {
        format!("{ty} \"{}\"", crate::string::units(v).to_string_lossy())
    } else if v.is_null() || v.is_bool() || v.is_number() {
        format!("{ty} {}", crate::ops::to_rust_string(v))
    } else {
        ty.to_owned()
    }
}

// ---- Map and Set iterators ---------------------------------------------------

/// `%MapIteratorPrototype%.next` and `%SetIteratorPrototype%.next`.
fn next(th: &mut Thread, this: Value, kind: u64, what: &str) -> JsResult<Value> {
    let it = this_of_kind(th, this, kind, what, " Iterator.prototype.next")?;
    let Some((k, v)) = iterator::step(th, it) else {
        return Ok(iter_result(th, Value::UNDEFINED, true));
    };
    let is_set = kind == KL_KIND_SET_ITERATOR;
    let value = match iterator::kind(it) {
        IterKind::Keys => k,
        IterKind::Values if is_set => k,
        IterKind::Values => v,
        IterKind::Entries => {
            let second = if is_set { k } else { v };
            array::from_values(th, &[k, second]).value()
        }
    };
    Ok(iter_result(th, value, false))
}

fn map_iterator_next(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    next(th, this, KL_KIND_MAP_ITERATOR, "Map")
}

fn set_iterator_next(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    next(th, this, KL_KIND_SET_ITERATOR, "Set")
}

fn return_this(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this)
}

/// `%IteratorPrototype%[Symbol.iterator]`, unless already installed.
pub fn install_iterator_prototype(th: &mut Thread) {
    let ip = Obj::of(th.realm.iterator_prototype).expect("%IteratorPrototype%");
    let it_sym = th.realm.symbols.iterator;
    if object::get_own(ip, Key::Name(it_sym)).is_none() {
        let name = th.realm.atoms.intern_str("[Symbol.iterator]");
        let f = new_native(th, name, 0, return_this);
        object::define_hidden(th, ip, it_sym, f.value());
    }
}

/// The keyed-collection group (builtins/link.rs): the Map and Set
/// iterator prototypes, then `Map`, `Set`, `WeakMap`, `WeakSet`, `WeakRef`
/// and `FinalizationRegistry`.
pub fn install_group(th: &mut Thread) {
    install_iterators(th);
    super::map::install(th);
    super::set::install(th);
    super::weak::install(th);
    super::weakref::install(th);
}

/// The Map and Set iterator prototypes.
fn install_iterators(th: &mut Thread) {
    for (what, next_fn) in [
        ("Map Iterator", map_iterator_next as NativeFn),
        ("Set Iterator", set_iterator_next as NativeFn),
    ] {
        let ipv = th.realm.iterator_prototype;
        let p = object::new_object(th, ipv, 4);
        define_native(th, p, "next", 0, next_fn);
        define_tag(th, p, what);
        if what == "Map Iterator" {
            th.realm.map_iterator_prototype = p.value();
        } else {
            th.realm.set_iterator_prototype = p.value();
        }
    }
}

/// `forEach(callback, thisArg)` over a Map or Set: `callback(value, key,
/// owner)`, live (entries added during the walk are visited, deleted ones
/// skipped).
pub fn for_each(th: &mut Thread, owner: Obj, args: &[Value]) -> JsResult<Value> {
    let cb = super::arg(args, 0);
    if !Obj::of(cb).is_some_and(|f| f.is_callable()) {
        let text = default_call_site(cb);
        return Err(type_error(th, &format!("{text} is not a function")));
    }
    let is_set = owner.kind() == KL_KIND_SET;
    heap::scope(th, |s| {
        let oh = s.root(owner.value());
        let fh = s.root(cb);
        let this_h = s.root(super::arg(args, 1));
        let th_table = s.root(table::of(owner).value());
        let mut pos = 0;
        loop {
            let (t, p) = Table::from_value(s.get(th_table)).current(pos);
            s.set(th_table, t.value());
            let Some(e) = t.next_live(p) else {
                break;
            };
            pos = e + 1;
            let (k, v) = (t.key(e), t.get(e));
            let v = if is_set { k } else { v };
            let (f, this, o) = (s.get(fh), s.get(this_h), s.get(oh));
            s.collecting(|th| crate::object::function::call(th, f, this, &[v, k, o]))?;
        }
        Ok(Value::UNDEFINED)
    })
}
