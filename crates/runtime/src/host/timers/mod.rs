//! Timers and immediates as node 20 keeps them (`lib/internal/timers.js`,
//! `lib/timers.js`, `lib/internal/linkedlist.js`): Timeout objects linked
//! into one `TimersList` per duration through their `_idlePrev` and
//! `_idleNext`, first in, first out; the lists in a priority queue by
//! (expiry, id); one pass of `processTimers` with one `now`, running every
//! due timer of a list before the next list (`lists.rs`); the Timeout API
//! (`timeout.rs`); `setImmediate`'s queue, run once per loop turn
//! (`immediate.rs`).
//!
//! Timeout, Immediate and TimersList objects are ordinary objects with
//! node's own properties (`_idleTimeout`, `_onTimeout`, `_repeat`, …, and
//! the `refed`, `kHasPrimitive`, `asyncId`, `triggerId` symbols), which the
//! loop reads and writes as node does, so a program sees what it would see
//! in node (but `_idleStart` and the async ids, which vary there too).

mod immediate;
pub(crate) use immediate::queue as queue_immediate;
mod lists;
mod timeout;

pub use immediate::run_immediates;
pub use lists::{Lists, run_timers};

use crate::error::{JsResult, Thrown};
use crate::object::function::define_native;
use crate::object::shape::{CONFIGURABLE, ENUMERABLE, WRITABLE};
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

// ---- the objects' properties -------------------------------------------------------

/// The symbols node keys its own state with, made once.
pub(super) fn symbol(th: &mut Thread, which: usize) -> Value {
    const NAMES: [&str; 4] = ["refed", "kHasPrimitive", "asyncId", "triggerId"];
    if th.realm.timer_symbols[which].is_undefined() {
        let d = th.realm.atoms.intern_str(NAMES[which]);
        th.realm.timer_symbols[which] = object::atom::new_symbol(d, 0);
    }
    th.realm.timer_symbols[which]
}
pub(super) const REFED: usize = 0;
pub(super) const HAS_PRIMITIVE: usize = 1;
pub(super) const ASYNC_ID: usize = 2;
pub(super) const TRIGGER_ID: usize = 3;

/// node's own properties of Timeout and Immediate objects, by index into
/// [`PROPS`] (their atoms are made once: a timer reads and writes them
/// several times when it fires).
const PROPS: [&str; NPROPS] = [
    "_idleTimeout",
    "_idlePrev",
    "_idleNext",
    "_idleStart",
    "_onTimeout",
    "_timerArgs",
    "_repeat",
    "_destroyed",
    "_onImmediate",
    "_argv",
    "expiry",
    "id",
    "msecs",
    "priorityQueuePosition",
];
const NPROPS: usize = 14;
pub(super) const IDLE_TIMEOUT: usize = 0;
pub(super) const IDLE_PREV: usize = 1;
pub(super) const IDLE_NEXT: usize = 2;
pub(super) const IDLE_START: usize = 3;
pub(super) const ON_TIMEOUT: usize = 4;
pub(super) const TIMER_ARGS: usize = 5;
pub(super) const REPEAT: usize = 6;
pub(super) const DESTROYED: usize = 7;
pub(super) const ON_IMMEDIATE: usize = 8;
pub(super) const ARGV: usize = 9;
pub(super) const EXPIRY: usize = 10;
pub(super) const ID: usize = 11;
pub(super) const MSECS: usize = 12;
pub(super) const PRIORITY_QUEUE_POSITION: usize = 13;

pub(super) fn prop(th: &mut Thread, which: usize) -> Key {
    let cached = th.host.timers.atoms[which];
    if !cached.is_undefined() {
        return Key::Name(cached);
    }
    let a = th.realm.atoms.intern_str(PROPS[which]);
    th.host.timers.atoms[which] = a;
    Key::Name(a)
}

pub(super) fn put(th: &mut Thread, o: Obj, which: usize, v: Value) {
    let k = prop(th, which);
    object::define(th, o, k, v, WRITABLE | ENUMERABLE | CONFIGURABLE);
}

pub(super) fn put_sym(th: &mut Thread, o: Obj, which: usize, v: Value) {
    let k = symbol(th, which);
    object::define(th, o, Key::Name(k), v, WRITABLE | ENUMERABLE | CONFIGURABLE);
}

/// An own data property, read without running code (node's objects
/// hold plain data; a getter a program put there is not called).
pub(super) fn read(th: &mut Thread, o: Obj, which: usize) -> Value {
    let k = prop(th, which);
    object::get_own(o, k).map_or(Value::UNDEFINED, |p| p.value)
}

pub(super) fn read_sym(th: &mut Thread, o: Obj, which: usize) -> Value {
    let k = symbol(th, which);
    object::get_own(o, Key::Name(k)).map_or(Value::UNDEFINED, |p| p.value)
}

pub(super) fn truthy(v: Value) -> bool {
    crate::ops::kl_truthy_slow(v)
}

// ---- errors ----------------------------------------------------------------------------

/// node's `ERR_INVALID_ARG_TYPE` for a `callback` argument that is not a
/// function.
pub fn invalid_callback(th: &mut Thread, v: Value) -> Thrown {
    let received = super::received(th, v);
    let message =
        format!("The \"callback\" argument must be of type function. Received {received}");
    super::node_error(
        th,
        crate::error::ErrorKind::TypeError,
        "ERR_INVALID_ARG_TYPE",
        &message,
    )
}

pub(super) fn require_callback(th: &mut Thread, cb: Value) -> JsResult<()> {
    if Obj::of(cb).is_some_and(|f| f.is_callable()) {
        Ok(())
    } else {
        Err(invalid_callback(th, cb))
    }
}

// ---- install ------------------------------------------------------------------------

/// The timer globals and the Timeout and Immediate prototypes.
pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let tp = object::new_object(th, op, 8);
    th.realm.timeout_prototype = tp.value();
    crate::object::function::new_native_constructor(
        th,
        "Timeout",
        5,
        not_constructible,
        tp.value(),
    );
    define_native(th, tp, "refresh", 0, timeout::refresh);
    define_native(th, tp, "unref", 0, timeout::unref);
    define_native(th, tp, "ref", 0, timeout::ref_);
    define_native(th, tp, "hasRef", 0, timeout::has_ref);
    define_native(th, tp, "close", 0, timeout::close);
    let tpk = th.realm.symbols.to_primitive;
    let name = th.realm.atoms.intern_str("[Symbol.toPrimitive]");
    let f = crate::object::function::new_native(th, name, 0, timeout::to_primitive);
    object::define_hidden(th, tp, tpk, f.value());
    define_custom_inspect(th, tp, timeout_inspect);
    let ip = object::new_object(th, op, 4);
    th.realm.immediate_prototype = ip.value();
    crate::object::function::new_native_constructor(
        th,
        "Immediate",
        2,
        not_constructible,
        ip.value(),
    );
    define_native(th, ip, "ref", 0, immediate::ref_);
    define_native(th, ip, "unref", 0, immediate::unref);
    define_native(th, ip, "hasRef", 0, immediate::has_ref);
    let lp = object::new_object(th, op, 2);
    th.realm.timers_list_prototype = lp.value();
    crate::object::function::new_native_constructor(
        th,
        "TimersList",
        2,
        not_constructible,
        lp.value(),
    );
    define_custom_inspect(th, lp, timers_list_inspect);
    let g = Obj::of(th.realm.global).expect("the global object");
    for (name, len, f) in [
        (
            "setTimeout",
            2,
            timeout::set_timeout as crate::object::function::NativeFn,
        ),
        ("clearTimeout", 1, timeout::clear_timeout),
        ("setInterval", 2, timeout::set_interval),
        ("clearInterval", 1, timeout::clear_timeout),
        ("setImmediate", 1, immediate::set_immediate),
        ("clearImmediate", 1, immediate::clear_immediate),
    ] {
        define_native(th, g, name, len, f);
    }
}

/// `Timeout.prototype[util.inspect.custom]`: node prints a timer one level
/// deep (`_idlePrev: [TimersList]`), without custom inspection.
fn timeout_inspect(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let options = shallow_options(th, crate::builtins::arg(args, 1));
    let inspect = crate::builtins::arg(args, 2);
    crate::object::function::call(th, inspect, Value::UNDEFINED, &[this, options])
}

/// `TimersList.prototype[util.inspect.custom]`: the constructor's name,
/// then the list one level deep (node prints `TimersList TimersList {…}`).
fn timers_list_inspect(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let text = timeout_inspect(th, this, args, Value::UNDEFINED)?;
    let text = crate::string::units(text).to_string_lossy();
    let s = crate::string::from_str(th, &format!("TimersList {text}"));
    Ok(s)
}

/// `{ ...options, depth: 0, customInspect: false }`.
fn shallow_options(th: &mut Thread, options: Value) -> Value {
    let o = object::new_plain(th);
    if let Some(src) = Obj::of(options) {
        for k in object::own_keys(src) {
            if let Some(own) = object::get_own(src, k)
                && own.attrs & object::shape::ENUMERABLE != 0
                && own.attrs & object::shape::ACCESSOR == 0
            {
                object::create_data_property(th, o, k, own.value);
            }
        }
    }
    let dk = Key::name(th, "depth");
    object::create_data_property(th, o, dk, Value::number(0.0));
    let ck = Key::name(th, "customInspect");
    object::create_data_property(th, o, ck, Value::FALSE);
    o.value()
}

/// Defines `[Symbol.for('nodejs.util.inspect.custom')]` on `proto`.
fn define_custom_inspect(th: &mut Thread, proto: Obj, f: crate::object::function::NativeFn) {
    let key = crate::string::from_str(th, "nodejs.util.inspect.custom");
    let sym = th.realm.atoms.registered_symbol(key);
    let name = th.realm.atoms.intern_str("[nodejs.util.inspect.custom]");
    let fo = crate::object::function::new_native(th, name, 2, f);
    object::define_hidden(th, proto, sym, fo.value());
}

pub(super) fn not_constructible(
    th: &mut Thread,
    _this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    Err(crate::error::type_error(th, "Illegal constructor"))
}
