//! `structuredClone(value, options)`: node's structured clone within one
//! thread, HTML's StructuredSerialize and StructuredDeserialize in one
//! walk. A group of its own, linked into a program that names it.
//!
//! What is cloned, as node 20 clones it: primitives (themselves; a symbol
//! is refused), wrapper objects, Dates, RegExps (`lastIndex` 0),
//! ArrayBuffers (their bytes), typed arrays and DataViews (over a clone of
//! their buffer, shared as the original's is), Maps and Sets (keys and
//! values cloned), errors (the standard type its `name` gives, `message`,
//! `stack`, `cause`), arrays (length, holes and every own enumerable
//! string-keyed property) and other objects (as plain objects: their own
//! enumerable string-keyed properties, read through getters; the
//! prototype is not kept). Cycles and shared references come out as they
//! went in. Anything else (functions, symbols, WeakMaps, promises,
//! `arguments`, iterators, generators) is node's DataCloneError.
//!
//! What kiln does not do: transferring (`{ transfer: [buffer] }` with a
//! buffer in the list is an Error: kiln never detaches a buffer), and the
//! DataCloneError is an Error named `DataCloneError` with `code` 25, not a
//! `DOMException` (which kiln does not have), so it prints as an Error.
//! A function's message quotes its source text, as node's does.

use super::arg;
use crate::abi::*;
use crate::collections::table;
use crate::error::{ErrorKind, JsResult, Thrown, range_error, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::shape::{ENUMERABLE, HIDDEN};
use crate::object::typed as t;
use crate::object::{self, Key, Obj, array, function, realm};
use crate::ops as jsops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let name = th.realm.atoms.intern_str("structuredClone");
    let f = function::new_native(th, name, 1, structured_clone);
    realm::define_global(th, "structuredClone", f.value());
}

fn structured_clone(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if args.is_empty() {
        return Err(type_error(th, "The value argument must be specified"));
    }
    let options = arg(args, 1);
    if !options.is_nullish() && !options.is_object() {
        return Err(type_error(
            th,
            "The options argument must be either an object or undefined",
        ));
    }
    heap::scope(th, |s| {
        let vh = s.root(args[0]);
        if let Some(o) = Obj::of(options) {
            let k = Key::name(s.thread(), "transfer");
            let list = s.collecting(|th| object::get(th, o, k, options))?;
            refuse_transfer(s, list)?;
        }
        let memo = table::new_owner(s.thread(), KL_KIND_MAP, Value::NULL);
        let memo = s.root(memo.value());
        let v = s.get(vh);
        clone(s, memo, v)
    })
}

/// A transfer list with anything in it: kiln cannot detach a buffer, so
/// it says so rather than clone what node would move.
fn refuse_transfer(s: &mut Scope<'_, '_>, list: Value) -> JsResult<()> {
    let Some(l) = Obj::of(list) else {
        return Ok(());
    };
    let n = s.collecting(|th| object::iter::length_of_array_like(th, l))?;
    if n == 0.0 {
        return Ok(());
    }
    Err(crate::error::throw(
        s.thread(),
        ErrorKind::Error,
        "structuredClone: kiln cannot transfer objects (it never detaches a buffer); \
         clone without `transfer`",
    ))
}

/// node's DataCloneError: "<what> could not be cloned.", an Error named
/// `DataCloneError` with `code` 25.
#[cold]
fn data_clone_error(th: &mut Thread, what: &str) -> Thrown {
    let e = crate::error::new_error(
        th,
        ErrorKind::Error,
        &format!("{what} could not be cloned."),
    );
    let o = Obj::of(e).expect("an error");
    let name = string::from_str(th, "DataCloneError");
    let k = Key::Name(th.realm.names.name);
    object::define(th, o, k, name, HIDDEN);
    let k = Key::name(th, "code");
    object::define(th, o, k, Value::number(25.0), HIDDEN);
    th.throw(e);
    Thrown
}

/// The clone of `v`: a primitive is itself, an object is cloned once
/// (`memo` maps each original to its clone).
fn clone<'id>(s: &mut Scope<'_, 'id>, memo: Handle<'id>, v: Value) -> JsResult<Value> {
    if v.is_symbol() {
        let text = crate::object::atom::descriptive_string(v);
        return Err(data_clone_error(s.thread(), &text));
    }
    let Some(o) = Obj::of(v) else {
        return Ok(v);
    };
    let m = Obj::of(s.get(memo)).expect("the memo");
    if let Some(c) = table::get(s.thread(), m, v) {
        return Ok(c);
    }
    if s.thread().stack_exhausted() {
        return Err(range_error(s.thread(), "Maximum call stack size exceeded"));
    }
    let th = s.thread();
    let made = match o.kind() {
        KL_KIND_BOXED => {
            let inner = super::global::unbox(o).expect("a wrapper");
            if inner.is_symbol() {
                return Err(data_clone_error(th, "[object Symbol]"));
            }
            super::global::box_primitive(th, inner)
        }
        KL_KIND_DATE => {
            let proto = th.realm.date_prototype;
            let d = object::alloc(th, KL_KIND_DATE, crate::date::DATE_SIZE, 0, proto);
            crate::date::set_time_value(th, d, crate::date::time_value(o));
            d
        }
        KL_KIND_REGEXP => {
            let flags = super::regexp::flags(o).text();
            let flags = string::from_str(th, &flags);
            let source = super::regexp::source(o);
            let proto = th.realm.regexp_prototype;
            super::regexp::create(th, source, flags, proto)?
        }
        KL_KIND_ARRAY_BUFFER => {
            let len = t::buffer_len(o);
            let proto = th.realm.array_buffer_prototype;
            let b = t::new_buffer(th, len, proto);
            // SAFETY: both stores hold `len` bytes; nothing collected
            // since `o` was read.
            unsafe { std::ptr::copy_nonoverlapping(t::buffer_data(o), t::buffer_data(b), len) };
            b
        }
        KL_KIND_DATA_VIEW | KL_KIND_TYPED_ARRAY | KL_KIND_BIGINT_TYPED_ARRAY => {
            return clone_view(s, memo, o);
        }
        KL_KIND_MAP | KL_KIND_SET => return clone_collection(s, memo, o),
        KL_KIND_ERROR => return clone_error(s, memo, o),
        KL_KIND_ARRAY | KL_KIND_ARRAY_SPARSE => {
            let len = array::length(o);
            let a = array::new_array(th, 0);
            array::set_length(th, a, len);
            return clone_properties(s, memo, o, a);
        }
        KL_KIND_OBJECT | KL_KIND_PROCESS_ENV if !o.is_callable() => {
            let proto = th.realm.object_prototype;
            let p = object::new_object(th, proto, 4);
            return clone_properties(s, memo, o, p);
        }
        // V8 refuses an arguments object as a host object.
        KL_KIND_ARGUMENTS => return Err(data_clone_error(th, "#<Object>")),
        _ if o.is_callable() => {
            let text = s.collecting(|th| jsops::to_string_value(th, v))?;
            let text = string::units(text).to_string_lossy();
            return Err(data_clone_error(s.thread(), &text));
        }
        _ => {
            let text = crate::console::inspect_brief(th, v);
            return Err(data_clone_error(th, &text));
        }
    };
    remember(s, memo, v, made.value());
    Ok(made.value())
}

/// Records `c` as the clone of `v` (before its contents are cloned, so
/// that a cycle finds it).
fn remember<'id>(s: &mut Scope<'_, 'id>, memo: Handle<'id>, v: Value, c: Value) {
    let m = Obj::of(s.get(memo)).expect("the memo");
    table::set(s.thread(), m, v, c);
}

/// A typed array or DataView: a view of the same kind over the clone of
/// its buffer (one clone however many views share it).
fn clone_view<'id>(s: &mut Scope<'_, 'id>, memo: Handle<'id>, o: Obj) -> JsResult<Value> {
    let oh = s.root(o.value());
    let buffer = if o.kind() == KL_KIND_DATA_VIEW {
        t::view_buffer(o)
    } else {
        t::typed_buffer(o)
    };
    let b = clone(s, memo, buffer.value())?;
    let b = Obj::of(b).expect("a buffer");
    let o = Obj::of(s.get(oh)).expect("a view");
    let th = s.thread();
    let made = if o.kind() == KL_KIND_DATA_VIEW {
        let proto = th.realm.data_view_prototype;
        t::new_view(th, b, t::view_offset(o), t::view_len(o), proto)
    } else {
        let ty = t::typed_type(o);
        let proto = th.realm.typed_prototypes[ty.index()];
        t::new_typed(th, ty, b, t::typed_offset(o), t::typed_len(o), proto)
    };
    remember(s, memo, o.value(), made.value());
    Ok(made.value())
}

/// A Map or Set: its entries as they are now, each key and value cloned.
fn clone_collection<'id>(s: &mut Scope<'_, 'id>, memo: Handle<'id>, o: Obj) -> JsResult<Value> {
    let is_map = o.kind() == KL_KIND_MAP;
    let th = s.thread();
    let proto = if is_map {
        th.realm.map_prototype
    } else {
        th.realm.set_prototype
    };
    let made = table::new_owner(th, o.kind(), proto);
    remember(s, memo, o.value(), made.value());
    let mh = s.root(made.value());
    // The entries, held in an array: cloning runs getters, which may
    // change the original or collect.
    let t = table::of(o);
    let mut flat = Vec::new();
    for e in 0..t.used() {
        if t.is_live(e) {
            flat.push(t.key(e));
            flat.push(t.get(e));
        }
    }
    let entries = array::from_values(s.thread(), &flat);
    let eh = s.root(entries.value());
    for i in (0..flat.len()).step_by(2) {
        let e = Obj::of(s.get(eh)).expect("the entries");
        let key = array::fast_get(e, i as u32).expect("a key");
        let key = clone(s, memo, key)?;
        let kh = s.root(key);
        let e = Obj::of(s.get(eh)).expect("the entries");
        let value = array::fast_get(e, i as u32 + 1).expect("a value");
        // A Set's entries hold undefined as their value (builtins/set.rs).
        let value = if is_map {
            clone(s, memo, value)?
        } else {
            Value::UNDEFINED
        };
        let made = Obj::of(s.get(mh)).expect("the clone");
        let key = s.get(kh);
        table::set(s.thread(), made, key, value);
    }
    Ok(s.get(mh))
}

/// An error: the standard type its `name` names (else Error), its
/// `stack`, own `message` and own `cause`, in that order.
fn clone_error<'id>(s: &mut Scope<'_, 'id>, memo: Handle<'id>, o: Obj) -> JsResult<Value> {
    let oh = s.root(o.value());
    let k = Key::Name(s.thread().realm.names.name);
    let name = s.collecting(|th| object::get(th, o, k, o.value()))?;
    let kind = if name.is_string() {
        let name = string::units(name).to_string_lossy();
        ErrorKind::ALL
            .into_iter()
            .find(|k| k.name() == name && *k != ErrorKind::AggregateError)
            .unwrap_or(ErrorKind::Error)
    } else {
        ErrorKind::Error
    };
    let th = s.thread();
    let proto = th.realm.error_prototypes[kind as usize];
    let made = object::alloc(th, KL_KIND_ERROR, object::OBJECT_SIZE, 3, proto);
    remember(s, memo, o.value(), made.value());
    let mh = s.root(made.value());
    let names = &s.thread().realm.names;
    let (stack_k, message_k, cause_k) = (names.stack, names.message, names.cause);
    let o = Obj::of(s.get(oh)).expect("the error");
    let stack = s.collecting(|th| object::get(th, o, Key::Name(stack_k), o.value()))?;
    if stack.is_string() {
        let made = Obj::of(s.get(mh)).expect("the clone");
        object::define(s.thread(), made, Key::Name(stack_k), stack, HIDDEN);
    }
    let o = Obj::of(s.get(oh)).expect("the error");
    if object::get_own(o, Key::Name(message_k)).is_some() {
        let m = s.collecting(|th| object::get(th, o, Key::Name(message_k), o.value()))?;
        let m = s.collecting(|th| jsops::to_string_value(th, m))?;
        let made = Obj::of(s.get(mh)).expect("the clone");
        object::define(s.thread(), made, Key::Name(message_k), m, HIDDEN);
    }
    let o = Obj::of(s.get(oh)).expect("the error");
    if object::get_own(o, Key::Name(cause_k)).is_some() {
        let c = s.collecting(|th| object::get(th, o, Key::Name(cause_k), o.value()))?;
        let c = clone(s, memo, c)?;
        let made = Obj::of(s.get(mh)).expect("the clone");
        object::define(s.thread(), made, Key::Name(cause_k), c, HIDDEN);
    }
    Ok(s.get(mh))
}

/// An array or object: `made` (registered here) gets each own enumerable
/// string-keyed property of `o`, read with [[Get]] and cloned.
fn clone_properties<'id>(
    s: &mut Scope<'_, 'id>,
    memo: Handle<'id>,
    o: Obj,
    made: Obj,
) -> JsResult<Value> {
    remember(s, memo, o.value(), made.value());
    let oh = s.root(o.value());
    let mh = s.root(made.value());
    let keys: Vec<Key> = object::own_keys(o)
        .into_iter()
        .filter(|&k| match k {
            Key::Index(_) => true,
            Key::Name(n) => n.is_string(),
        })
        .filter(|&k| object::get_own(o, k).is_some_and(|own| own.attrs & ENUMERABLE != 0))
        .collect();
    // The keys are atoms or indices, but an atom made at run time may
    // move: each is rooted while getters run.
    let key_roots: Vec<_> = keys
        .iter()
        .map(|k| match k {
            Key::Name(n) => Some(s.root(*n)),
            Key::Index(_) => None,
        })
        .collect();
    for (k, root) in keys.iter().zip(key_roots) {
        let k = match (k, root) {
            (Key::Name(_), Some(r)) => Key::Name(s.get(r)),
            (k, _) => *k,
        };
        let o = Obj::of(s.get(oh)).expect("the original");
        // A property a getter deleted is skipped, as V8 skips it.
        if object::get_own(o, k).is_none() {
            continue;
        }
        let v = s.collecting(|th| object::get(th, o, k, o.value()))?;
        let c = clone(s, memo, v)?;
        let made = Obj::of(s.get(mh)).expect("the clone");
        object::create_data_property(s.thread(), made, k, c);
    }
    Ok(s.get(mh))
}
