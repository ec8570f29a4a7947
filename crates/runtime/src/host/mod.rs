//! The host: what node adds around the language — its event loop, the
//! microtask and `process.nextTick` queues, timers and immediates, and the
//! unhandled-rejection check — in node 20's order.
//!
//! A program whose source names none of it (no Promise, no async function,
//! no timer, no `queueMicrotask`, no `process`) links none of it: the loop
//! runs after the module body only through the async group's table
//! (`builtins/link.rs`).
//!
//! Every queue holds `Value`s the collector treats as roots ([`Queues`]),
//! so a pending callback, promise job or timer keeps what it needs alive
//! and sees it moved.

pub mod async_modules;
pub mod commonjs;
pub mod event_loop;
pub mod fs;
pub mod loader;
pub mod meta;
pub mod microtasks;
pub mod modules;
pub mod os;
pub mod path;
pub mod performance;
pub mod process;
pub mod rejections;
pub mod syserr;
pub mod ticks;
pub mod timers;
pub mod util;
pub mod warning;

use crate::value::Value;
use std::collections::VecDeque;

/// One microtask: its kind (a number, `microtasks::Kind`) and up to three
/// values.
pub type Job = [Value; 4];

/// How the collector walks the queues' values (the async group's
/// [`Queues::trace`]).
pub type TraceFn = fn(&mut Queues, &mut dyn FnMut(&mut Value));

/// The host's queues, kept in the thread; every value in them is a root.
#[derive(Default)]
pub struct Queues {
    /// The microtask queue (V8's): promise jobs, `queueMicrotask`
    /// callbacks, resumptions of `await`.
    pub microtasks: VecDeque<Job>,
    /// `process.nextTick`'s queue: (callback, its arguments as an array or
    /// undefined).
    pub ticks: VecDeque<[Value; 2]>,
    /// Promises rejected while no handler was attached, in order, until a
    /// handler comes or the check reports the first (node's
    /// `pendingUnhandledRejections`).
    pub unhandled: Vec<Value>,
    /// `setImmediate`'s queue: Immediate objects, in order.
    pub immediates: VecDeque<Value>,
    /// The timer lists.
    pub timers: timers::Lists,
    /// `process`: its listeners and exit state.
    pub process: process::State,
    /// FinalizationRegistry's cleanup (`builtins/weakref.rs`, set when a
    /// registry is made): the loop calls it between tasks; it returns
    /// whether it called any callback.
    pub finalization: Option<fn(&mut crate::thread::Thread) -> crate::error::JsResult<bool>>,
}

impl Queues {
    /// Calls `f` on every value the queues hold (the collector's roots;
    /// reached through the async group's table, so a program without the
    /// group links none of this).
    pub fn trace(&mut self, f: &mut dyn FnMut(&mut Value)) {
        for job in self.microtasks.iter_mut() {
            job.iter_mut().for_each(&mut *f);
        }
        for t in self.ticks.iter_mut() {
            t.iter_mut().for_each(&mut *f);
        }
        self.unhandled.iter_mut().for_each(&mut *f);
        self.immediates.iter_mut().for_each(&mut *f);
        self.timers.for_each_root(f);
        self.process.for_each_root(f);
    }

    /// Calls `f` with every value the queues hold (verification).
    pub fn visit(&self, f: &mut dyn FnMut(Value)) {
        for job in &self.microtasks {
            job.iter().for_each(|&v| f(v));
        }
        for t in &self.ticks {
            t.iter().for_each(|&v| f(v));
        }
        self.unhandled.iter().for_each(|&v| f(v));
        self.immediates.iter().for_each(|&v| f(v));
        self.timers.visit(f);
        self.process.visit(f);
    }
}

/// A node error with a `code` (`TypeError [ERR_INVALID_ARG_TYPE]: …`):
/// its stack names the code after the name, as node's own errors do,
/// and `code` is an own enumerable property. Throws it.
pub fn node_error(
    th: &mut crate::Thread,
    kind: crate::error::ErrorKind,
    code: &str,
    message: &str,
) -> crate::error::Thrown {
    use crate::object::{self, Key, Obj, shape};
    let e = crate::error::new_error(th, kind, message);
    let o = Obj::of(e).expect("an error");
    // The stack is formatted now, with the code in the name, as node
    // formats it before it puts the name back.
    let nk = th.realm.names.name;
    let shown = crate::string::from_str(th, &format!("{} [{code}]", kind.name()));
    object::define(th, o, Key::Name(nk), shown, shape::HIDDEN);
    // Formatting reads `message`, which a program may have made a getter
    // of on a prototype: the error is rooted across it.
    let e = crate::heap::scope(th, |s| {
        let h = s.root(e);
        let _ = s.collecting(|th| crate::stack::materialize(th, o));
        s.get(h)
    });
    let o = Obj::of(e).expect("an error");
    object::delete(th, o, Key::Name(nk));
    let ck = Key::name(th, "code");
    let cv = crate::string::from_str(th, code);
    object::define(
        th,
        o,
        ck,
        cv,
        shape::WRITABLE | shape::ENUMERABLE | shape::CONFIGURABLE,
    );
    th.throw(e);
    crate::error::Thrown
}

/// Defines `name` on one of node's objects (its modules, `process`) as
/// node has it there: an enumerable own property unless `attrs` say more.
pub fn define_attrs(
    th: &mut crate::Thread,
    o: crate::object::Obj,
    name: &str,
    v: Value,
    attrs: crate::object::shape::Attrs,
) {
    let k = crate::object::Key::name(th, name);
    crate::object::define(th, o, k, v, attrs);
}

/// [`define_attrs`] of a writable, enumerable, configurable property.
pub fn define_data(th: &mut crate::Thread, o: crate::object::Obj, name: &str, v: Value) {
    define_attrs(th, o, name, v, crate::object::shape::DATA);
}

/// A built-in function `name` on one of node's objects: an enumerable
/// property, where `define_native` makes the hidden one of a built-in
/// prototype.
pub fn define_function(
    th: &mut crate::Thread,
    o: crate::object::Obj,
    name: &str,
    len: u32,
    f: crate::object::function::NativeFn,
) -> crate::object::Obj {
    let atom = th.realm.atoms.intern_str(name);
    let fo = crate::object::function::new_native(th, atom, len, f);
    crate::object::define(
        th,
        o,
        crate::object::Key::Name(atom),
        fo.value(),
        crate::object::shape::DATA,
    );
    fo
}

/// node's `ERR_INVALID_ARG_TYPE`: `The "name" argument must be
/// {expected}. Received …` (`property` for a dotted name). Throws it.
pub fn invalid_arg_type(
    th: &mut crate::Thread,
    name: &str,
    expected: &str,
    v: Value,
) -> crate::error::Thrown {
    let received = received(th, v);
    // node names a dotted name a property, and says a name that ends in
    // " argument" (`last argument`) as it is.
    let what = if let Some(bare) = name.strip_suffix(" argument") {
        format!("{bare} argument")
    } else if name.contains('.') {
        format!("\"{name}\" property")
    } else {
        format!("\"{name}\" argument")
    };
    node_error(
        th,
        crate::error::ErrorKind::TypeError,
        "ERR_INVALID_ARG_TYPE",
        &format!("The {what} must be {expected}. Received {received}"),
    )
}

/// How node's argument errors describe the value received
/// (`determineSpecificType`): `undefined`, `type number (5)`, `type
/// string ('x')`, `an instance of Map`, `function f`.
pub fn received(th: &mut crate::Thread, v: Value) -> String {
    use crate::object::Obj;
    if v.is_nullish() {
        return crate::ops::to_rust_string(v);
    }
    if let Some(o) = Obj::of(v) {
        if o.is_callable() {
            let name = crate::object::function::info_name(crate::object::function::info(o));
            let name = crate::string::units(name).to_string_lossy();
            return format!("function {name}");
        }
        let ctor = crate::object::get_named(th, o, "constructor").unwrap_or(Value::UNDEFINED);
        let name = Obj::of(ctor)
            .and_then(|c| crate::object::get_named(th, c, "name").ok())
            .filter(|n| n.is_string() && crate::string::len(*n) > 0)
            .map(|n| crate::string::units(n).to_string_lossy());
        return match name {
            Some(c) => format!("an instance of {c}"),
            None => crate::console::inspect_brief(th, v),
        };
    }
    let shown = if v.is_string() {
        let s = crate::string::units(v).to_string_lossy();
        let s: String = if s.chars().count() > 28 {
            format!("{}...", s.chars().take(25).collect::<String>())
        } else {
            s
        };
        format!("'{s}'")
    } else {
        crate::console::inspect_brief(th, v)
    };
    format!("type {} ({shown})", crate::ops::typeof_str(v))
}

/// The async group's globals: `Promise`, `queueMicrotask`, the timers, and
/// `process` (`process.rs`).
pub fn install(th: &mut crate::Thread) {
    use crate::object::Obj;
    use crate::object::function::define_native;
    crate::builtins::promise::install(th);
    let g = Obj::of(th.realm.global).expect("the global object");
    define_native(th, g, "queueMicrotask", 1, queue_microtask);
    timers::install(th);
    process::install(th);
    performance::install(th);
}

/// `queueMicrotask(callback)`.
fn queue_microtask(
    th: &mut crate::Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> crate::error::JsResult<Value> {
    let cb = crate::builtins::arg(args, 0);
    if !crate::object::Obj::of(cb).is_some_and(|f| f.is_callable()) {
        return Err(timers::invalid_callback(th, cb));
    }
    microtasks::enqueue(
        th,
        microtasks::Kind::Callback,
        cb,
        Value::UNDEFINED,
        Value::UNDEFINED,
    );
    Ok(Value::UNDEFINED)
}
