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
