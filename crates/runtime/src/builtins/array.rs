//! `Array`: the constructor, `Array.isArray`, `Array.of`, and the
//! prototype's `push` and `pop` (the rest of Array.prototype is the
//! built-ins issue).

use super::arg;
use crate::error::{JsResult, range_error, type_error};
use crate::heap;
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

/// ToLength(ToNumber(v)).
fn to_length(th: &mut Thread, v: Value) -> JsResult<f64> {
    let d = crate::ops::to_number_value(th, v)?;
    Ok(if d.is_nan() || d <= 0.0 {
        0.0
    } else {
        d.min(9_007_199_254_740_991.0).trunc()
    })
}

/// The key of index `d` (a number key past the array indices is a string).
fn index_key(th: &mut Thread, d: f64) -> JsResult<Key> {
    object::to_key(th, Value::number(d))
}

fn push(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this, "push")?;
    if o.is_array() && array::length_writable(o) && object::is_extensible(o) {
        for &v in args {
            array::push(th, o, v)?;
        }
        return Ok(Value::number(f64::from(array::length(o))));
    }
    // The generic path: `length`'s accessors and the elements' setters may
    // run and collect, so the receiver and the arguments are rooted.
    heap::scope(th, |s| {
        let oh = s.root(this);
        let arg_h: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        let len = s.collecting(|th| object::get_named(th, o, "length"))?;
        let mut n = s.collecting(|th| to_length(th, len))?;
        for h in arg_h {
            let key = index_key(s.thread(), n)?;
            let (ov, v) = (s.get(oh), s.get(h));
            s.collecting(|th| crate::object::ic::set_value(th, ov, key, v, u32::MAX))?;
            n += 1.0;
        }
        let k = s.thread().realm.names.length;
        let ov = s.get(oh);
        s.collecting(|th| {
            crate::object::ic::set_value(th, ov, Key::Name(k), Value::number(n), u32::MAX)
        })?;
        Ok(Value::number(n))
    })
}

fn pop(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this, "pop")?;
    // `length`'s accessors, the last element's getter and `length`'s setter
    // may run and collect: the receiver and the element are rooted.
    heap::scope(th, |s| {
        let oh = s.root(this);
        let n = if o.is_array() {
            f64::from(array::length(o))
        } else {
            let len = s.collecting(|th| object::get_named(th, o, "length"))?;
            s.collecting(|th| to_length(th, len))?
        };
        let length_k = s.thread().realm.names.length;
        if n == 0.0 {
            let ov = s.get(oh);
            if !o.is_array() {
                s.collecting(|th| {
                    crate::object::ic::set_value(
                        th,
                        ov,
                        Key::Name(length_k),
                        Value::number(0.0),
                        u32::MAX,
                    )
                })?;
            }
            return Ok(Value::UNDEFINED);
        }
        let key = index_key(s.thread(), n - 1.0)?;
        let ov = s.get(oh);
        let v = s.collecting(|th| object::get(th, Obj::of(ov).expect("object"), key, ov))?;
        let vh = s.root(v);
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        if !object::delete(s.thread(), o, key) {
            let what = crate::console::inspect_brief(s.thread(), ov);
            return Err(type_error(
                s.thread(),
                &format!("Cannot delete property '{}' of {what}", n - 1.0),
            ));
        }
        if o.is_array() {
            if !array::set_length(s.thread(), o, (n - 1.0) as u32) {
                return Err(type_error(
                    s.thread(),
                    "Cannot assign to read only property 'length' of object '[object Array]'",
                ));
            }
        } else {
            s.collecting(|th| {
                crate::object::ic::set_value(
                    th,
                    ov,
                    Key::Name(length_k),
                    Value::number(n - 1.0),
                    u32::MAX,
                )
            })?;
        }
        Ok(s.get(vh))
    })
}

/// `Array.prototype.join`: elements converted with ToString, holes and
/// nullish as "". `length`'s getter, the separator's and the elements'
/// conversions and the elements' getters may run JavaScript (and collect):
/// the receiver and the separator are rooted, and the receiver sits on
/// the thread's join stack (a root) while its elements are joined.
fn join(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this, "join")?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let sep_h = s.root(arg(args, 0));
        // LengthOfArrayLike, then the separator, as the spec orders them.
        let len = if o.is_array() {
            array::length(o)
        } else {
            let l = s.collecting(|th| object::get_named(th, o, "length"))?;
            s.collecting(|th| to_length(th, l))?
                .min(f64::from(u32::MAX)) as u32
        };
        let sep = s.get(sep_h);
        let sep = if sep.is_undefined() {
            ",".to_string()
        } else {
            s.collecting(|th| crate::ops::to_rust_string_js(th, sep))?
        };
        // A cycle (an array containing itself) joins as empty, as V8 does.
        let ov = s.get(oh);
        if s.thread().join_stack.contains(&ov) {
            return Ok(crate::string::empty());
        }
        s.thread().join_stack.push(ov);
        let r = join_elements(s, oh, len, &sep);
        s.thread().join_stack.pop();
        r
    })
}

fn join_elements<'id>(
    s: &mut heap::Scope<'_, 'id>,
    oh: heap::Handle<'id>,
    len: u32,
    sep: &str,
) -> JsResult<Value> {
    let mut out: Vec<u16> = Vec::new();
    for i in 0..len {
        if i > 0 {
            out.extend(sep.encode_utf16());
        }
        let ov = s.get(oh);
        let v =
            s.collecting(|th| object::get(th, Obj::of(ov).expect("object"), Key::Index(i), ov))?;
        if v.is_nullish() {
            continue;
        }
        let sv = s.collecting(|th| crate::ops::to_string_value(th, v))?;
        out.extend(crate::string::units(sv).iter());
    }
    Ok(crate::string::from_utf16(s.thread(), &out))
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    join(th, this, &[], Value::UNDEFINED)
}
