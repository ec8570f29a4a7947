//! `Reflect`: the object model's internal methods as functions (an
//! optional group, linked into a program whose source names `Reflect`).
//! Each is Object's counterpart where one exists, answering a refusal
//! with false instead of a TypeError, and refusing a target that is not
//! an object with node's "Reflect.<name> called on non-object".

use super::arg;
use super::collection as c;
use super::object as obj;
use crate::error::{JsResult, type_error};
use crate::heap;
use crate::object::function::{self, NativeFn, define_native};
use crate::object::{self, Key, Obj, array, realm};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let r = object::new_object(th, op, 16);
    // V8's order.
    let fns: [(&str, u32, NativeFn); 13] = [
        ("defineProperty", 3, define_property),
        ("deleteProperty", 2, delete_property),
        ("apply", 3, apply),
        ("construct", 2, construct),
        ("get", 2, get),
        ("getOwnPropertyDescriptor", 2, get_own_property_descriptor),
        ("getPrototypeOf", 1, get_prototype_of),
        ("has", 2, has),
        ("isExtensible", 1, is_extensible),
        ("ownKeys", 1, own_keys),
        ("preventExtensions", 1, prevent_extensions),
        ("set", 3, set),
        ("setPrototypeOf", 2, set_prototype_of),
    ];
    for (name, len, f) in fns {
        define_native(th, r, name, len, f);
    }
    c::define_tag(th, r, "Reflect");
    realm::define_global(th, "Reflect", r.value());
}

/// The target, which must be an object.
fn target(th: &mut Thread, args: &[Value], name: &str) -> JsResult<Obj> {
    Obj::of(arg(args, 0))
        .ok_or_else(|| type_error(th, &format!("Reflect.{name} called on non-object")))
}

/// ToPropertyKey of argument `i` with the target rooted across it (it may
/// run `toString`): (key, target as it is afterwards).
fn key_of(th: &mut Thread, o: Obj, k: Value) -> JsResult<(Key, Obj)> {
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let key = s.collecting(|th| object::to_key(th, k))?;
        Ok((key, Obj::of(s.get(oh)).expect("object")))
    })
}

fn define_property(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = target(th, args, "defineProperty")?;
    heap::scope(th, |s| {
        let dh = s.root(arg(args, 2));
        let (key, o) = s.collecting(|th| key_of(th, o, arg(args, 1)))?;
        let d = s.get(dh);
        let ok = s.collecting(|th| obj::define_from_descriptor_with(th, o, key, d, false))?;
        Ok(Value::boolean(ok))
    })
}

fn delete_property(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = target(th, args, "deleteProperty")?;
    let (key, o) = key_of(th, o, arg(args, 1))?;
    Ok(Value::boolean(object::delete(th, o, key)))
}

/// CreateListFromArrayLike: the elements of an array-like object.
fn list_from(th: &mut Thread, v: Value) -> JsResult<Vec<Value>> {
    let Some(o) = Obj::of(v) else {
        return Err(type_error(
            th,
            "CreateListFromArrayLike called on non-object",
        ));
    };
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let len = s.collecting(|th| object::iter::length_of_array_like(th, o))?;
        let mut out = Vec::new();
        for k in 0..len as usize {
            let o = Obj::of(s.get(oh)).expect("object");
            let v = if o.kind() == crate::abi::KL_KIND_ARRAY
                && let Some(v) = array::fast_get(o, k as u32)
            {
                v
            } else {
                let key = object::iter::index_key(s.thread(), k as f64);
                s.collecting(|th| object::get(th, o, key, o.value()))?
            };
            out.push(s.root(v));
        }
        Ok(out.into_iter().map(|h| s.get(h)).collect())
    })
}

/// The article and type V8's "which is …" names a value's type with.
fn which_is(v: Value) -> &'static str {
    if v.is_null() {
        "null"
    } else if v.is_undefined() {
        "a undefined"
    } else if v.is_object() {
        "an object"
    } else if v.is_string() {
        "a string"
    } else if v.is_number() {
        "a number"
    } else if v.is_bool() {
        "a boolean"
    } else {
        "a symbol"
    }
}

fn apply(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let f = arg(args, 0);
    if !Obj::of(f).is_some_and(|o| o.is_callable()) {
        let text = crate::console::inspect_brief(th, f);
        let which = which_is(f);
        return Err(type_error(
            th,
            &format!(
                "Function.prototype.apply was called on {text}, which is {which} and not a function"
            ),
        ));
    }
    heap::scope(th, |s| {
        let fh = s.root(f);
        let this_h = s.root(arg(args, 1));
        let list = s.collecting(|th| list_from(th, arg(args, 2)))?;
        let list: Vec<_> = list.into_iter().map(|v| s.root(v)).collect();
        let values: Vec<Value> = list.iter().map(|&h| s.get(h)).collect();
        let (f, this) = (s.get(fh), s.get(this_h));
        s.collecting(|th| function::call(th, f, this, &values))
    })
}

fn not_constructor(th: &mut Thread, v: Value) -> crate::error::Thrown {
    let text = crate::console::inspect_brief(th, v);
    type_error(th, &format!("{text} is not a constructor"))
}

fn construct(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let f = arg(args, 0);
    if !function::is_constructor(f) {
        return Err(not_constructor(th, f));
    }
    let nt = if args.len() > 2 { args[2] } else { f };
    if !function::is_constructor(nt) {
        return Err(not_constructor(th, nt));
    }
    heap::scope(th, |s| {
        let fh = s.root(f);
        let nh = s.root(nt);
        let list = s.collecting(|th| list_from(th, arg(args, 1)))?;
        let list: Vec<_> = list.into_iter().map(|v| s.root(v)).collect();
        let values: Vec<Value> = list.iter().map(|&h| s.get(h)).collect();
        let (f, nt) = (s.get(fh), s.get(nh));
        s.collecting(|th| function::construct(th, f, &values, nt))
    })
}

fn get(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = target(th, args, "get")?;
    heap::scope(th, |s| {
        let rh = s.root(if args.len() > 2 { args[2] } else { o.value() });
        let (key, o) = s.collecting(|th| key_of(th, o, arg(args, 1)))?;
        let receiver = s.get(rh);
        s.collecting(|th| object::get(th, o, key, receiver))
    })
}

fn get_own_property_descriptor(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    nt: Value,
) -> JsResult<Value> {
    target(th, args, "getOwnPropertyDescriptor")?;
    obj::get_own_property_descriptor(th, this, args, nt)
}

fn get_prototype_of(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(target(th, args, "getPrototypeOf")?.proto())
}

fn has(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = target(th, args, "has")?;
    let (key, o) = key_of(th, o, arg(args, 1))?;
    Ok(Value::boolean(object::has(o, key)))
}

fn is_extensible(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(object::is_extensible(target(
        th,
        args,
        "isExtensible",
    )?)))
}

/// [[OwnPropertyKeys]]: the string keys as `Object.getOwnPropertyNames`
/// lists them (an array's `length` among them), then the symbols.
fn own_keys(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let o = target(th, args, "ownKeys")?;
    let names = obj::get_own_property_names(th, this, args, nt)?;
    let names = Obj::of(names).expect("an array");
    let mut all: Vec<Value> = (0..array::length(names))
        .map(|i| array::fast_get(names, i).expect("dense"))
        .collect();
    all.extend(object::own_keys(o).into_iter().filter_map(|k| match k {
        Key::Name(n) if n.is_symbol() => Some(n),
        _ => None,
    }));
    Ok(array::from_values(th, &all).value())
}

fn prevent_extensions(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = target(th, args, "preventExtensions")?;
    object::prevent_extensions(th, o);
    Ok(Value::TRUE)
}

fn set(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = target(th, args, "set")?;
    heap::scope(th, |s| {
        let rh = s.root(if args.len() > 3 { args[3] } else { o.value() });
        let vh = s.root(arg(args, 2));
        let (key, o) = s.collecting(|th| key_of(th, o, arg(args, 1)))?;
        let (v, receiver) = (s.get(vh), s.get(rh));
        let ok = s.collecting(|th| object::set(th, o, key, v, receiver))?;
        Ok(Value::boolean(ok))
    })
}

fn set_prototype_of(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = target(th, args, "setPrototypeOf")?;
    let proto = arg(args, 1);
    obj::check_proto(th, proto)?;
    if o.proto() == proto {
        return Ok(Value::TRUE);
    }
    if !object::is_extensible(o) {
        return Ok(Value::FALSE);
    }
    if let Some(p) = Obj::of(proto)
        && (p == o || object::inherits_from(p, o))
    {
        return Ok(Value::FALSE);
    }
    o.set_proto(th, proto);
    Ok(Value::TRUE)
}
