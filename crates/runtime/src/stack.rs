//! An error's `stack`, formatted lazily as V8 formats it.
//!
//! V8 captures an error's frames when it is constructed but builds the
//! `stack` string on first access, with the `name` and `message` the error
//! has *then*: `class MyErr extends Error { constructor(m) { super(m);
//! this.name = 'MyErr' } }` prints `MyErr: …`, although `name` was `Error`
//! while the Error constructor ran. kiln does the same: a new error gets a
//! non-enumerable `stack` accessor (one getter/setter pair shared by every
//! error) and its frames text under a private key; the first read
//! (`e.stack`, `Object.getOwnPropertyDescriptor`) replaces the accessor by
//! the data property node shows, and assigning `e.stack` does so with the
//! assigned value. `console.log` reads the pending text without running
//! JavaScript ([`peek`]).

use crate::error::JsResult;
use crate::heap;
use crate::object::function::new_native;
use crate::object::shape::{ACCESSOR, HIDDEN};
use crate::object::{self, Key, Obj};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// Makes the shared accessor pair and the private key of the frames.
pub fn install(th: &mut Thread) {
    let name = th.realm.names.stack;
    let getter = new_native(th, name, 0, get_stack);
    let gh = getter.value();
    let setter = new_native(th, name, 1, set_stack);
    let pair = object::new_accessor(th, gh, setter.value());
    th.realm.stack_accessor = pair;
    let d = th.realm.atoms.intern_str("[[frames]]");
    th.realm.stack_frames_key = object::atom::new_symbol(d, object::atom::SYM_PRIVATE);
}

/// Gives a new error its lazy `stack`, with `frames` (the `\n    at …`
/// lines) under the private key.
pub fn define_lazy(th: &mut Thread, o: Obj, frames: &str) {
    let (stack_k, pair, frames_k) = (
        th.realm.names.stack,
        th.realm.stack_accessor,
        th.realm.stack_frames_key,
    );
    object::define(th, o, Key::Name(stack_k), pair, HIDDEN | ACCESSOR);
    let f = string::from_str(th, frames);
    object::define(th, o, Key::Name(frames_k), f, HIDDEN);
}

/// Whether `o`'s own `stack` is still the lazy accessor.
pub fn is_lazy(th: &Thread, o: Obj) -> bool {
    object::get_own(o, Key::Name(th.realm.names.stack))
        .is_some_and(|own| own.attrs & ACCESSOR != 0 && own.value == th.realm.stack_accessor)
}

/// The frames text of a lazy error (empty if it has none).
fn frames(th: &Thread, o: Obj) -> String {
    match object::get_own(o, Key::Name(th.realm.stack_frames_key)) {
        Some(own) if own.value.is_string() => string::units(own.value).to_string_lossy(),
        _ => String::new(),
    }
}

/// Formats a lazy `stack` now (its first read), replacing the accessor by
/// a data property. `name`'s and `message`'s getters may run JavaScript.
pub fn materialize(th: &mut Thread, o: Obj) -> JsResult<()> {
    if !is_lazy(th, o) {
        return Ok(());
    }
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let head = s.collecting(|th| crate::builtins::error_to_string(th, o.value()))?;
        let o = Obj::of(s.get(oh)).expect("error");
        let th = s.thread();
        // A getter may have materialized it already (reading `e.stack`).
        if is_lazy(th, o) {
            let text = format!("{head}{}", frames(th, o));
            let v = string::from_str(th, &text);
            let k = th.realm.names.stack;
            object::define(th, o, Key::Name(k), v, HIDDEN);
            let fk = th.realm.stack_frames_key;
            object::define(th, o, Key::Name(fk), Value::UNDEFINED, HIDDEN);
        }
        Ok(())
    })
}

/// What `stack` will read as, without running JavaScript (for
/// `console.log`): None unless `o`'s stack is still lazy. A `name` or
/// `message` that is an accessor reads as absent.
pub fn peek(th: &Thread, o: Obj) -> Option<String> {
    let data = |k: Value| crate::console::data_get(o, Key::Name(k));
    peek_with(
        th,
        o,
        data(th.realm.names.name),
        data(th.realm.names.message),
    )
}

/// [`peek`] with the `name` and `message` read by the caller (console
/// inspection runs their getters).
pub fn peek_with(th: &Thread, o: Obj, name: Value, message: Value) -> Option<String> {
    if !is_lazy(th, o) {
        return None;
    }
    let text = |v: Value| (!v.is_undefined()).then(|| crate::console::js_string(v));
    let name = text(name).unwrap_or_else(|| "Error".into());
    let msg = text(message).unwrap_or_default();
    let head = match (name.is_empty(), msg.is_empty()) {
        (_, true) => name,
        (true, false) => msg,
        _ => format!("{name}: {msg}"),
    };
    Some(format!("{head}{}", frames(th, o)))
}

/// [`peek_with`], and the text kept as the error's `stack` from now on,
/// as its first read keeps it: node's `console.log` reads `err.stack`, so
/// a later inspection neither formats it again nor runs a `name` getter
/// for it (found by scripts/fuzz: an error logged twice read its `name`
/// getter once more than node).
pub fn settle_with(th: &mut Thread, o: Obj, name: Value, message: Value) -> Option<String> {
    let text = peek_with(th, o, name, message)?;
    let v = string::from_str(th, &text);
    let k = th.realm.names.stack;
    object::define(th, o, Key::Name(k), v, HIDDEN);
    let fk = th.realm.stack_frames_key;
    object::define(th, o, Key::Name(fk), Value::UNDEFINED, HIDDEN);
    Some(text)
}

fn get_stack(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(o) = Obj::of(this) else {
        return Ok(Value::UNDEFINED);
    };
    if !is_lazy(th, o) {
        // Inherited through the prototype chain: nothing of its own.
        return Ok(Value::UNDEFINED);
    }
    heap::scope(th, |s| {
        let oh = s.root(this);
        s.collecting(|th| materialize(th, o))?;
        let ov = s.get(oh);
        let k = s.thread().realm.names.stack;
        Ok(object::get_own(Obj::of(ov).expect("error"), Key::Name(k))
            .filter(|own| own.attrs & ACCESSOR == 0)
            .map_or(Value::UNDEFINED, |own| own.value))
    })
}

fn set_stack(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if let Some(o) = Obj::of(this) {
        let k = th.realm.names.stack;
        let v = crate::builtins::arg(args, 0);
        object::define(th, o, Key::Name(k), v, HIDDEN);
    }
    Ok(Value::UNDEFINED)
}
