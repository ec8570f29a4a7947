//! `WeakMap` and `WeakSet` (storage in `collections/weak.rs`; the
//! collector clears entries whose key died, `heap/weak.rs`).

use super::arg;
use super::collection as c;
use crate::abi::{KL_KIND_WEAKMAP, KL_KIND_WEAKSET};
use crate::collections::weak;
use crate::error::{JsResult, type_error};
use crate::heap;
use crate::object::function::{define_native, new_native_constructor};
use crate::object::{self, Obj, realm};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.weakmap_prototype = proto.value();
    let ctor = new_native_constructor(th, "WeakMap", 0, weakmap_ctor, proto.value());
    realm::define_global(th, "WeakMap", ctor.value());
    define_native(th, proto, "delete", 1, map_delete);
    define_native(th, proto, "get", 1, map_get);
    define_native(th, proto, "set", 2, map_set);
    define_native(th, proto, "has", 1, map_has);
    c::define_tag(th, proto, "WeakMap");

    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.weakset_prototype = proto.value();
    let ctor = new_native_constructor(th, "WeakSet", 0, weakset_ctor, proto.value());
    realm::define_global(th, "WeakSet", ctor.value());
    define_native(th, proto, "delete", 1, set_delete);
    define_native(th, proto, "has", 1, set_has);
    define_native(th, proto, "add", 1, set_add);
    c::define_tag(th, proto, "WeakSet");
}

fn weakmap_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "WeakMap")?;
    heap::scope(th, |s| {
        let iterable = s.root(arg(args, 0));
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.weakmap_prototype))?;
        let map = weak::new_owner(s.thread(), KL_KIND_WEAKMAP, proto);
        let mh = s.root(map.value());
        c::fill_from_iterable(s, iterable, mh, "set", "WeakMap", true)
    })
}

fn weakset_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "WeakSet")?;
    heap::scope(th, |s| {
        let iterable = s.root(arg(args, 0));
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.weakset_prototype))?;
        let set = weak::new_owner(s.thread(), KL_KIND_WEAKSET, proto);
        let sh = s.root(set.value());
        c::fill_from_iterable(s, iterable, sh, "add", "WeakSet", false)
    })
}

fn this_weakmap(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(th, this, KL_KIND_WEAKMAP, "WeakMap.prototype.", method)
}

fn this_weakset(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(th, this, KL_KIND_WEAKSET, "WeakSet.prototype.", method)
}

fn map_get(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_weakmap(th, this, "get")?;
    let k = arg(args, 0);
    if !weak::can_be_held_weakly(k) {
        return Ok(Value::UNDEFINED);
    }
    Ok(weak::get(th, m, k).unwrap_or(Value::UNDEFINED))
}

fn map_set(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_weakmap(th, this, "set")?;
    let k = arg(args, 0);
    if !weak::can_be_held_weakly(k) {
        return Err(type_error(th, "Invalid value used as weak map key"));
    }
    weak::set(th, m, k, arg(args, 1));
    Ok(this)
}

fn map_has(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_weakmap(th, this, "has")?;
    let k = arg(args, 0);
    Ok(Value::boolean(
        weak::can_be_held_weakly(k) && weak::get(th, m, k).is_some(),
    ))
}

fn map_delete(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let m = this_weakmap(th, this, "delete")?;
    let k = arg(args, 0);
    Ok(Value::boolean(
        weak::can_be_held_weakly(k) && weak::delete(th, m, k),
    ))
}

fn set_add(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_weakset(th, this, "add")?;
    let k = arg(args, 0);
    if !weak::can_be_held_weakly(k) {
        return Err(type_error(th, "Invalid value used in weak set"));
    }
    if weak::get(th, o, k).is_none() {
        weak::set(th, o, k, Value::TRUE);
    }
    Ok(this)
}

fn set_has(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_weakset(th, this, "has")?;
    let k = arg(args, 0);
    Ok(Value::boolean(
        weak::can_be_held_weakly(k) && weak::get(th, o, k).is_some(),
    ))
}

fn set_delete(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_weakset(th, this, "delete")?;
    let k = arg(args, 0);
    Ok(Value::boolean(
        weak::can_be_held_weakly(k) && weak::delete(th, o, k),
    ))
}
