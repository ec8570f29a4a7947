//! `Map`: the constructor and `Map.prototype` (storage in
//! `collections/table.rs`, iterators in `collection.rs`).

use super::arg;
use super::collection as c;
use crate::abi::KL_KIND_MAP;
use crate::collections::iterator::{self, IterKind};
use crate::collections::table;
use crate::error::JsResult;
use crate::heap;
use crate::object::function::{define_native, new_native_constructor};
use crate::object::{self, Key, Obj, realm};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.map_prototype = proto.value();
    let ctor = new_native_constructor(th, "Map", 0, map_ctor, proto.value());
    realm::define_global(th, "Map", ctor.value());
    c::define_species(th, ctor);
    define_native(th, proto, "get", 1, get);
    define_native(th, proto, "set", 2, set);
    define_native(th, proto, "has", 1, has);
    define_native(th, proto, "delete", 1, delete);
    define_native(th, proto, "clear", 0, clear);
    let entries_fn = define_native(th, proto, "entries", 0, entries);
    define_native(th, proto, "forEach", 1, for_each);
    define_native(th, proto, "keys", 0, keys);
    let k = super::key(th, "size");
    c::define_getter(th, proto, k, "get size", size);
    define_native(th, proto, "values", 0, values);
    c::define_tag(th, proto, "Map");
    let it = th.realm.symbols.iterator;
    c::alias(th, proto, entries_fn, Key::Name(it));
}

fn this_map(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(th, this, KL_KIND_MAP, "Map.prototype.", method)
}

fn map_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "Map")?;
    heap::scope(th, |s| {
        let iterable = s.root(arg(args, 0));
        let proto = s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.map_prototype))?;
        let map = table::new_owner(s.thread(), KL_KIND_MAP, proto);
        let mh = s.root(map.value());
        c::fill_from_iterable(s, iterable, mh, "set", "Map", true)
    })
}

fn get(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "get")?;
    Ok(table::get(th, m, arg(args, 0)).unwrap_or(Value::UNDEFINED))
}

fn set(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "set")?;
    table::set(th, m, arg(args, 0), arg(args, 1));
    Ok(this)
}

fn has(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "has")?;
    Ok(Value::boolean(table::has(th, m, arg(args, 0))))
}

fn delete(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "delete")?;
    Ok(Value::boolean(table::delete(th, m, arg(args, 0))))
}

fn clear(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "clear")?;
    table::clear(th, m);
    Ok(Value::UNDEFINED)
}

fn size(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = c::this_of_kind(th, this, KL_KIND_MAP, "get Map.prototype.", "size")?;
    Ok(Value::number(table::size(m) as f64))
}

fn for_each(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "forEach")?;
    c::for_each(th, m, args)
}

fn entries(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "entries")?;
    Ok(iterator::new(th, m, IterKind::Entries))
}

fn keys(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "keys")?;
    Ok(iterator::new(th, m, IterKind::Keys))
}

fn values(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_map(th, this, "values")?;
    Ok(iterator::new(th, m, IterKind::Values))
}
