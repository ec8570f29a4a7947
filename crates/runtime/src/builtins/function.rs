//! `Function.prototype`: `call`, `apply`, `bind`, `toString`.

use super::arg;
use crate::error::{JsResult, type_error};
use crate::heap;
use crate::object::function::{self, define_native};
use crate::object::{Key, Obj, array};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let proto = th.realm.function_prototype;
    let ctor =
        crate::object::function::new_native_constructor(th, "Function", 1, function_ctor, proto);
    th.realm.function_constructor = ctor.value();
    crate::object::realm::define_global(th, "Function", ctor.value());
    let p = Obj::of(th.realm.function_prototype).expect("Function.prototype");
    // V8's order (Object.getOwnPropertyNames(Function.prototype)).
    define_native(th, p, "apply", 2, apply);
    define_native(th, p, "bind", 1, bind);
    define_native(th, p, "call", 1, call);
    define_native(th, p, "toString", 0, to_string);
    // Non-writable, non-enumerable, non-configurable.
    let name = th.realm.atoms.intern_str("[Symbol.hasInstance]");
    let f = crate::object::function::new_native(th, name, 1, has_instance);
    th.realm.function_has_instance = f.value();
    let key = crate::object::Key::Name(th.realm.symbols.has_instance);
    crate::object::define(th, p, key, f.value(), 0);
}

/// `Function.prototype[Symbol.hasInstance](v)`: OrdinaryHasInstance(this, v).
fn has_instance(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    match Obj::of(this).filter(|o| o.is_callable()) {
        Some(c) => Ok(Value::boolean(crate::ops::ordinary_has_instance(
            th,
            c,
            arg(args, 0),
        )?)),
        None => Ok(Value::FALSE),
    }
}

fn callable(th: &mut Thread, this: Value, what: &str) -> JsResult<Obj> {
    match Obj::of(this).filter(|o| o.is_callable()) {
        Some(o) => Ok(o),
        None => Err(type_error(
            th,
            &format!("Function.prototype.{what} called on a non-function"),
        )),
    }
}

fn call(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    callable(th, this, "call")?;
    let rest = if args.is_empty() { &[][..] } else { &args[1..] };
    function::call(th, this, arg(args, 0), rest)
}

/// CreateListFromArrayLike. Getters (of `length`, of elements, of a
/// prototype's elements behind holes) may collect: the object and the
/// values read so far are rooted.
pub fn list_from_array_like(th: &mut Thread, v: Value) -> JsResult<Vec<Value>> {
    if v.is_nullish() {
        return Ok(Vec::new());
    }
    let Some(o) = Obj::of(v) else {
        return Err(type_error(
            th,
            "CreateListFromArrayLike called on non-object",
        ));
    };
    heap::scope(th, |s| {
        let oh = s.root(v);
        let n = if o.is_array() {
            array::length(o)
        } else {
            let len = s.collecting(|th| crate::object::get_named(th, o, "length"))?;
            let n = s.collecting(|th| crate::ops::to_number_value(th, len))?;
            if n.is_nan() || n <= 0.0 {
                0
            } else {
                n.min(4_294_967_295.0) as u32
            }
        };
        let mut out = Vec::with_capacity(n as usize);
        for i in 0..n {
            let ov = s.get(oh);
            let o = Obj::of(ov).expect("object");
            let x = match array::fast_get(o, i) {
                Some(x) => x,
                None => s.collecting(|th| crate::object::get(th, o, Key::Index(i), ov))?,
            };
            out.push(s.root(x));
        }
        Ok(out.into_iter().map(|h| s.get(h)).collect())
    })
}

fn apply(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    callable(th, this, "apply")?;
    // Reading the list may run getters, which may collect.
    heap::scope(th, |s| {
        let fh = s.root(this);
        let this_h = s.root(arg(args, 0));
        let list = s.collecting(|th| list_from_array_like(th, arg(args, 1)))?;
        let (f, this_arg) = (s.get(fh), s.get(this_h));
        s.collecting(|th| function::call(th, f, this_arg, &list))
    })
}

fn bind(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let target = match Obj::of(this).filter(|o| o.is_callable()) {
        Some(o) => o,
        None => return Err(type_error(th, "Bind must be called on a function")),
    };
    let rest = if args.is_empty() { &[][..] } else { &args[1..] };
    Ok(function::bind(th, target, arg(args, 0), rest)?.value())
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let f = callable(th, this, "toString")?;
    // A compiled function's own source text, as node's (types blanked);
    // built-ins and bound functions have none.
    if let Some(text) = function::source_text(th, f) {
        return Ok(string::from_str(th, text));
    }
    if function::is_bound(f) {
        return Ok(string::from_str(th, "function () { [native code] }"));
    }
    // Read before `name`, whose getter may collect.
    let class = function::info(f).flags & function::FN_CLASS != 0;
    let name = crate::object::get_named(th, f, "name")?;
    let name = if name.is_string() {
        string::units(name).to_string_lossy()
    } else {
        String::new()
    };
    let text = if class {
        format!("class {name} {{ }}")
    } else {
        format!("function {name}() {{ [native code] }}")
    };
    Ok(string::from_str(th, &text))
}

/// `Function(...)` compiles source text at run time, which an
/// ahead-of-time compiler cannot do; kiln rejects direct calls at compile
/// time, and an indirect one throws here.
fn function_ctor(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Err(crate::error::throw(
        th,
        crate::error::ErrorKind::EvalError,
        "kiln cannot compile code at run time (Function constructor)",
    ))
}
