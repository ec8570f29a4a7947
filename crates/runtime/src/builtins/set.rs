//! `Set`: the constructor and `Set.prototype` (storage in
//! `collections/table.rs`, where a Set's entries keep `undefined` values).

use super::arg;
use super::collection as c;
use crate::abi::KL_KIND_SET;
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
    th.realm.set_prototype = proto.value();
    let ctor = new_native_constructor(th, "Set", 0, set_ctor, proto.value());
    realm::define_global(th, "Set", ctor.value());
    super::collection::define_species(th, ctor);
    define_native(th, proto, "has", 1, has);
    define_native(th, proto, "add", 1, add);
    define_native(th, proto, "delete", 1, delete);
    define_native(th, proto, "clear", 0, clear);
    define_native(th, proto, "entries", 0, entries);
    define_native(th, proto, "forEach", 1, for_each);
    let k = super::key(th, "size");
    c::define_getter(th, proto, k, "get size", size);
    let values_fn = define_native(th, proto, "values", 0, values);
    let k = super::key(th, "keys");
    c::alias(th, proto, values_fn, k);
    c::define_tag(th, proto, "Set");
    let it = th.realm.symbols.iterator;
    c::alias(th, proto, values_fn, Key::Name(it));
}

fn this_set(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(th, this, KL_KIND_SET, "Set.prototype.", method)
}

fn set_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "Set")?;
    heap::scope(th, |s| {
        let iterable = s.root(arg(args, 0));
        let proto = s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.set_prototype))?;
        let set = table::new_owner(s.thread(), KL_KIND_SET, proto);
        let sh = s.root(set.value());
        c::fill_from_iterable(s, iterable, sh, "add", "Set", false)
    })
}

fn has(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "has")?;
    Ok(Value::boolean(table::has(th, o, arg(args, 0))))
}

fn add(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "add")?;
    let k = arg(args, 0);
    if !table::has(th, o, k) {
        table::set(th, o, k, Value::UNDEFINED);
    }
    Ok(this)
}

fn delete(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "delete")?;
    Ok(Value::boolean(table::delete(th, o, arg(args, 0))))
}

fn clear(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "clear")?;
    table::clear(th, o);
    Ok(Value::UNDEFINED)
}

fn size(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = c::this_of_kind(th, this, KL_KIND_SET, "get Set.prototype.", "size")?;
    Ok(Value::number(table::size(o) as f64))
}

fn for_each(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "forEach")?;
    c::for_each(th, o, args)
}

fn entries(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "entries")?;
    Ok(iterator::new(th, o, IterKind::Entries))
}

fn values(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_set(th, this, "values")?;
    Ok(iterator::new(th, o, IterKind::Values))
}
