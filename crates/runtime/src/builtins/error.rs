//! The error constructors (`Error`, `TypeError`, …, `AggregateError`) and
//! `Error.prototype.toString`, and V8's `Error.captureStackTrace` and
//! `Error.stackTraceLimit`.

use super::arg;
use crate::error::{ErrorKind, JsResult, type_error};
use crate::heap;
use crate::object::function::{define_native, new_native_constructor};
use crate::object::shape::{DATA, HIDDEN};
use crate::object::{self, Key, Obj, realm};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let natives: [crate::object::function::NativeFn; 8] = [
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::Error),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::TypeError),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::RangeError),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::ReferenceError),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::SyntaxError),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::EvalError),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::UriError),
        |th, t, a, nt| construct(th, t, a, nt, ErrorKind::AggregateError),
    ];
    for kind in ErrorKind::ALL {
        let i = kind as usize;
        let proto = th.realm.error_prototypes[i];
        let len = if kind == ErrorKind::AggregateError {
            2
        } else {
            1
        };
        let ctor = new_native_constructor(th, kind.name(), len, natives[i], proto);
        if kind != ErrorKind::Error {
            // TypeError.__proto__ is Error.
            let base = th.realm.error_constructors[0];
            ctor.set_proto(th, base);
        }
        th.realm.error_constructors[i] = ctor.value();
        realm::define_global(th, kind.name(), ctor.value());
        let p = Obj::of(proto).expect("error prototype");
        let (name_k, msg_k) = (th.realm.names.name, th.realm.names.message);
        let name_v = th.realm.atoms.intern_str(kind.name());
        object::define(th, p, Key::Name(name_k), name_v, HIDDEN);
        let empty = string::empty();
        object::define(th, p, Key::Name(msg_k), empty, HIDDEN);
        if kind == ErrorKind::Error {
            define_native(th, p, "toString", 0, to_string);
            // V8's extensions on Error itself, which node programs use for
            // custom errors. kiln records no frames, so the limit is only
            // a value (enumerable, as V8 makes it: console.log(Error)
            // shows it).
            define_native(th, ctor, "captureStackTrace", 2, capture_stack_trace);
            let k = th.realm.atoms.intern_str("stackTraceLimit");
            object::define(th, ctor, Key::Name(k), Value::number(10.0), DATA);
        }
    }
}

/// Error.captureStackTrace(target): gives `target` a `stack` as a new
/// error gets one (its text made on first read, from `target`'s name and
/// message then).
fn capture_stack_trace(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let Some(o) = Obj::of(arg(args, 0)) else {
        // V8's message, verbatim.
        return Err(type_error(th, "invalid_argument"));
    };
    crate::stack::define_lazy(th, o, "\n    at <anonymous>");
    Ok(Value::UNDEFINED)
}

fn construct(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    nt: Value,
    kind: ErrorKind,
) -> JsResult<Value> {
    // Called without `new`, an error constructor behaves as if with it.
    let nt = if nt.is_undefined() {
        th.realm.error_constructors[kind as usize]
    } else {
        nt
    };
    let (msg_i, opts_i) = if kind == ErrorKind::AggregateError {
        (1, 2)
    } else {
        (0, 1)
    };
    // `prototype`, the message's ToString, `name` and `cause` may all run
    // JavaScript, which may collect: the arguments, the prototype, the
    // message and the error are rooted, and read back after each.
    heap::scope(th, |s| {
        let msg_h = s.root(arg(args, msg_i));
        let opts_h = s.root(arg(args, opts_i));
        let errors_h = s.root(arg(args, 0));
        let default_proto = s.thread().realm.error_prototypes[kind as usize];
        let proto = match Obj::of(nt) {
            Some(o) => {
                let k = s.thread().realm.names.prototype;
                let p = s.collecting(|th| object::get(th, o, Key::Name(k), nt))?;
                if p.is_object() { p } else { default_proto }
            }
            None => default_proto,
        };
        let proto_h = s.root(proto);
        let msg_arg = s.get(msg_h);
        let message = if msg_arg.is_undefined() {
            None
        } else {
            let m = s.collecting(|th| crate::ops::to_string_value(th, msg_arg))?;
            Some(s.root(m))
        };
        let proto = s.get(proto_h);
        let o = object::alloc(
            s.thread(),
            crate::abi::KL_KIND_ERROR,
            object::OBJECT_SIZE,
            3,
            proto,
        );
        let oh = s.root(o.value());
        // The stack's text is made on first read (`stack.rs`).
        // kiln keeps no record of its callers: one anonymous frame stands
        // for them (fixtures compare stacks without their frames).
        crate::stack::define_lazy(s.thread(), o, "\n    at <anonymous>");
        if let Some(m) = message {
            let k = s.thread().realm.names.message;
            let m = s.get(m);
            object::define(s.thread(), o, Key::Name(k), m, HIDDEN);
        }
        let opts = s.get(opts_h);
        if let Some(opt) = Obj::of(opts) {
            let k = s.thread().realm.names.cause;
            if object::has(opt, Key::Name(k)) {
                let c = s.collecting(|th| object::get(th, opt, Key::Name(k), opts))?;
                let o = Obj::of(s.get(oh)).expect("error");
                object::define(s.thread(), o, Key::Name(k), c, HIDDEN);
            }
        }
        if kind == ErrorKind::AggregateError {
            let list = s.get(errors_h);
            // IterableToList: any iterable, not an array-like.
            let arr = s.collecting(|th| {
                object::iter::to_array(th, list, object::iter::DEFAULT_CALL_SITE)
            })?;
            let k = s.thread().realm.atoms.intern_str("errors");
            let o = Obj::of(s.get(oh)).expect("error");
            object::define(s.thread(), o, Key::Name(k), arr.value(), HIDDEN);
        }
        Ok(s.get(oh))
    })
}

/// Error.prototype.toString. `name`'s getter or ToString may collect
/// before `message` is read, so the receiver is rooted.
pub fn error_to_string(th: &mut Thread, this: Value) -> JsResult<String> {
    let Some(o) = Obj::of(this) else {
        let text = crate::ops::to_rust_string(this);
        return Err(type_error(
            th,
            &format!("Method Error.prototype.toString called on incompatible receiver {text}"),
        ));
    };
    heap::scope(th, |s| {
        let oh = s.root(this);
        let name = s.collecting(|th| object::get_named(th, o, "name"))?;
        let name = if name.is_undefined() {
            "Error".to_string()
        } else {
            s.collecting(|th| crate::ops::to_rust_string_js(th, name))?
        };
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        let msg = s.collecting(|th| object::get_named(th, o, "message"))?;
        let msg = if msg.is_undefined() {
            String::new()
        } else {
            s.collecting(|th| crate::ops::to_rust_string_js(th, msg))?
        };
        Ok(match (name.is_empty(), msg.is_empty()) {
            (_, true) => name,
            (true, false) => msg,
            _ => format!("{name}: {msg}"),
        })
    })
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = error_to_string(th, this)?;
    Ok(string::from_str(th, &s))
}
