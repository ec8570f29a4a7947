//! `Array`: the constructor, `Array.isArray`, `Array.of`, and the
//! prototype's `push` and `pop` (the rest of Array.prototype is the
//! built-ins issue).

use super::arg;
use crate::error::{JsResult, range_error, type_error};
use crate::object::function::{define_native, new_native_constructor};
use crate::object::{self, Key, Obj, array, realm};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let proto = th.realm.array_prototype;
    let ctor = new_native_constructor(th, "Array", 1, array_ctor, proto);
    th.realm.array_constructor = ctor.value();
    realm::define_global(th, "Array", ctor.value());
    define_native(th, ctor, "isArray", 1, is_array);
    define_native(th, ctor, "of", 0, of);
    let p = Obj::of(proto).expect("Array.prototype");
    define_native(th, p, "push", 1, push);
    define_native(th, p, "pop", 0, pop);
    define_native(th, p, "join", 1, join);
    define_native(th, p, "toString", 0, to_string);
}

fn array_ctor(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if args.len() == 1 && args[0].is_number() {
        let d = args[0].as_number();
        let n = d as u32;
        if f64::from(n) != d {
            return Err(range_error(th, "Invalid array length"));
        }
        let a = array::new_array(th, n.min(1 << 16));
        array::set_length(th, a, n);
        return Ok(a.value());
    }
    Ok(array::from_values(th, args).value())
}

fn is_array(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(
        Obj::of(arg(args, 0)).is_some_and(|o| o.is_array()),
    ))
}

fn of(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(array::from_values(th, args).value())
}

fn this_object(th: &mut Thread, this: Value, what: &str) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) => Ok(o),
        None => Err(type_error(
            th,
            &format!("Array.prototype.{what} called on null or undefined"),
        )),
    }
}

fn push(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this, "push")?;
    if o.is_array() && array::length_writable(o) && object::is_extensible(o) {
        for &v in args {
            array::push(th, o, v)?;
        }
        return Ok(Value::number(f64::from(array::length(o))));
    }
    let len = object::get_named(th, o, "length")?;
    let mut n = crate::ops::to_number_value(th, len)?.max(0.0);
    for &v in args {
        crate::object::ic::set_value(th, this, Key::Index(n as u32), v, u32::MAX)?;
        n += 1.0;
    }
    let k = th.realm.names.length;
    crate::object::ic::set_value(th, this, Key::Name(k), Value::number(n), u32::MAX)?;
    Ok(Value::number(n))
}

fn pop(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this, "pop")?;
    let n = if o.is_array() {
        array::length(o)
    } else {
        let len = object::get_named(th, o, "length")?;
        crate::ops::to_number_value(th, len)?.max(0.0) as u32
    };
    if n == 0 {
        if !o.is_array() {
            let k = th.realm.names.length;
            crate::object::ic::set_value(th, this, Key::Name(k), Value::number(0.0), u32::MAX)?;
        }
        return Ok(Value::UNDEFINED);
    }
    let v = object::get(th, o, Key::Index(n - 1), this)?;
    if !object::delete(th, o, Key::Index(n - 1)) {
        return Err(type_error(
            th,
            &format!("Cannot delete property '{}' of [object Array]", n - 1),
        ));
    }
    if o.is_array() {
        if !array::set_length(th, o, n - 1) {
            return Err(type_error(
                th,
                "Cannot assign to read only property 'length' of object '[object Array]'",
            ));
        }
    } else {
        let k = th.realm.names.length;
        crate::object::ic::set_value(
            th,
            this,
            Key::Name(k),
            Value::number(f64::from(n - 1)),
            u32::MAX,
        )?;
    }
    Ok(v)
}

/// `Array.prototype.join`: elements converted with ToString (user code may
/// run, so the array and the parts are rooted), holes and nullish as "".
fn join(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this, "join")?;
    let sep = match args.first() {
        Some(v) if !v.is_undefined() => crate::ops::to_rust_string_js(th, *v)?,
        _ => ",".to_string(),
    };
    // A cycle (an array containing itself) joins as empty, as V8 does.
    if th.join_stack.contains(&o.value()) {
        return Ok(crate::string::empty());
    }
    let len = if o.is_array() {
        array::length(o)
    } else {
        let l = object::get_named(th, o, "length")?;
        crate::ops::to_number_value(th, l)?.max(0.0) as u32
    };
    th.join_stack.push(o.value());
    let r = crate::heap::scope(th, |s| {
        let oh = s.root(o.value());
        let mut out: Vec<u16> = Vec::new();
        for i in 0..len {
            if i > 0 {
                out.extend(sep.encode_utf16());
            }
            let ov = s.get(oh);
            let v = s.collecting(|th| {
                object::get(th, Obj::of(ov).expect("object"), Key::Index(i), ov)
            })?;
            if v.is_nullish() {
                continue;
            }
            let sv = s.collecting(|th| crate::ops::to_string_value(th, v))?;
            out.extend(crate::string::units(sv).iter());
        }
        Ok(crate::string::from_utf16(s.thread(), &out))
    });
    th.join_stack.pop();
    r
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    join(th, this, &[], Value::UNDEFINED)
}
