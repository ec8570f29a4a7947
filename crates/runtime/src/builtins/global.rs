//! The global object's other bindings: `globalThis`, `NaN`, `Infinity`,
//! `undefined`, the conversion functions `Number`, `String` and `Boolean`
//! (and their wrapper objects), and `console` as a value (the console
//! group's, builtins/link.rs).

use super::arg;
use crate::abi::*;
use crate::error::{JsResult, Thrown};
use crate::heap;
use crate::object::function::{define_native, new_native_constructor};
use crate::object::{self, Key, Obj, realm};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let g = th.realm.global;
    realm::define_global(th, "globalThis", g);
    let go = Obj::of(g).expect("global");
    for (name, v) in [
        ("NaN", Value::number(f64::NAN)),
        ("Infinity", Value::number(f64::INFINITY)),
        ("undefined", Value::UNDEFINED),
    ] {
        let k = th.realm.atoms.intern_str(name);
        object::define(th, go, Key::Name(k), v, 0);
    }
    let wrappers: [(&str, Value, crate::object::function::NativeFn); 3] = [
        ("Number", th.realm.number_prototype, number_fn),
        ("String", th.realm.string_prototype, string_fn),
        ("Boolean", th.realm.boolean_prototype, boolean_fn),
    ];
    for (name, proto, f) in wrappers {
        if name == "String" {
            // String.prototype is a String object holding "" (ES §22.1.3):
            // its `length` is an own, read-only, non-enumerable 0, first
            // of its properties as in V8.
            let length = th.realm.names.length;
            let p = Obj::of(proto).expect("prototype");
            object::define(th, p, Key::Name(length), Value::number(0.0), 0);
        }
        let c = new_native_constructor(th, name, 1, f, proto);
        realm::define_global(th, name, c.value());
        let p = Obj::of(proto).expect("prototype");
        match name {
            // Number.prototype's methods are number.rs's.
            "Number" => {}
            "Boolean" => {
                define_native(th, p, "toString", 0, boolean_to_string);
                define_native(th, p, "valueOf", 0, boolean_value_of);
            }
            _ => {
                define_native(th, p, "valueOf", 0, value_of);
                define_native(th, p, "toString", 0, to_string);
            }
        }
    }
    super::link::install_console(th);
}

/// Boxes a primitive (ToObject).
pub fn box_primitive(th: &mut Thread, v: Value) -> Obj {
    let proto = if v.is_string() {
        th.realm.string_prototype
    } else if v.is_number() {
        th.realm.number_prototype
    } else if v.is_bool() {
        th.realm.boolean_prototype
    } else if v.is_bigint() {
        th.realm.bigint_prototype
    } else {
        th.realm.symbol_prototype
    };
    let o = object::alloc(th, KL_KIND_BOXED, object::OBJECT_SIZE + 8, 0, proto);
    o.set_word(th, object::OBJECT_SIZE, v);
    if v.is_string() {
        // A String object's code units are its own enumerable, read-only
        // index properties (String exotic objects, ES §10.4.3), so
        // Object.keys("ab"), {..."ab"} and Object.assign see them. They are
        // made here, once per wrapper: wrappers come from `new String` and
        // ToObject in the Object.* functions, not from method calls on
        // primitives. (Runtime allocation never collects, so `v` and `o`
        // stay put.)
        let n = string::len(v);
        for i in 0..n {
            let c = string::from_unit(th, string::units(v).at(i));
            object::define(th, o, Key::Index(i as u32), c, object::shape::ENUMERABLE);
        }
        let k = th.realm.names.length;
        object::define(th, o, Key::Name(k), Value::number(n as f64), 0);
    }
    o
}

/// The primitive inside a wrapper object.
pub fn unbox(o: Obj) -> Option<Value> {
    (o.kind() == KL_KIND_BOXED).then(|| o.word(object::OBJECT_SIZE))
}

pub fn boxed_tag(o: Obj) -> &'static str {
    match unbox(o) {
        Some(v) if v.is_string() => "String",
        Some(v) if v.is_number() => "Number",
        Some(v) if v.is_bool() => "Boolean",
        Some(v) if v.is_bigint() => "BigInt",
        _ => "Object",
    }
}

/// Number.prototype, String.prototype and Boolean.prototype are wrapper
/// objects themselves (holding 0, "" and false) in ECMAScript; kiln's are
/// ordinary objects, but tag as their kind: `[object Number]`.
pub fn prototype_tag(th: &Thread, o: Obj) -> &'static str {
    let v = o.value();
    if v == th.realm.number_prototype {
        "Number"
    } else if v == th.realm.string_prototype {
        "String"
    } else if v == th.realm.boolean_prototype {
        "Boolean"
    } else {
        "Object"
    }
}

/// `v`, or for `new` a wrapper of it with new.target's prototype (whose
/// getter may collect, so `v` is rooted across it).
fn wrap_or(th: &mut Thread, v: Value, nt: Value) -> JsResult<Value> {
    if nt.is_undefined() {
        return Ok(v);
    }
    // A subclass's prototype, when constructed through one.
    let (proto, v) = match Obj::of(nt) {
        Some(n) => heap::scope(th, |s| {
            let vh = s.root(v);
            let k = s.thread().realm.names.prototype;
            let p = s.collecting(|th| object::get(th, n, Key::Name(k), nt))?;
            Ok::<_, Thrown>((p, s.get(vh)))
        })?,
        None => (Value::UNDEFINED, v),
    };
    let o = box_primitive(th, v);
    if proto.is_object() {
        o.set_proto(th, proto);
    }
    Ok(o.value())
}

/// Runs a conversion (which may run JavaScript, and collect) with
/// new.target rooted: the converted value and new.target afterwards.
fn convert_keeping(
    th: &mut Thread,
    nt: Value,
    convert: impl FnOnce(&mut Thread) -> JsResult<Value>,
) -> JsResult<(Value, Value)> {
    heap::scope(th, |s| {
        let h = s.root(nt);
        let v = s.collecting(convert)?;
        Ok((v, s.get(h)))
    })
}

fn number_fn(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let (v, nt) = convert_keeping(th, nt, |th| {
        Ok(Value::number(if args.is_empty() {
            0.0
        } else {
            // ToNumeric: `Number(1n)` is 1.
            crate::ops::number_call(th, args[0])?
        }))
    })?;
    wrap_or(th, v, nt)
}

fn string_fn(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let v = arg(args, 0);
    let (s, nt) = convert_keeping(th, nt, |th| {
        if args.is_empty() {
            Ok(string::empty())
        } else if v.is_symbol() && nt.is_undefined() {
            let text = object::atom::descriptive_string(v);
            Ok(string::from_str(th, &text))
        } else {
            crate::ops::to_string_value(th, v)
        }
    })?;
    wrap_or(th, s, nt)
}

fn boolean_fn(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let b = Value::boolean(crate::ops::kl_truthy_slow(arg(args, 0)));
    wrap_or(th, b, nt)
}

fn this_primitive(this: Value) -> Value {
    Obj::of(this).and_then(unbox).unwrap_or(this)
}

fn value_of(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this_primitive(this))
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = this_primitive(this);
    crate::ops::to_string_value(th, p)
}

/// thisBooleanValue, with node's TypeError for anything else.
fn this_boolean(th: &mut Thread, this: Value, method: &str) -> JsResult<bool> {
    // Boolean.prototype is itself a Boolean object holding false.
    if this == th.realm.boolean_prototype {
        return Ok(false);
    }
    let v = this_primitive(this);
    if v.is_bool() {
        return Ok(v == Value::TRUE);
    }
    Err(crate::error::type_error(
        th,
        &format!("Boolean.prototype.{method} requires that 'this' be a Boolean"),
    ))
}

fn boolean_to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let b = this_boolean(th, this, "toString")?;
    Ok(string::from_str(th, if b { "true" } else { "false" }))
}

fn boolean_value_of(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    this_boolean(th, this, "valueOf").map(Value::boolean)
}
