//! Unhandled rejections, as node 20's default (`--unhandled-rejections=
//! throw`): a promise rejected with no handler is noted; a handler added
//! later forgets it; once the tick and microtask queues are empty, the
//! first still unhandled is thrown as an uncaught exception (an Error
//! reason as itself, anything else wrapped in node's
//! `UnhandledPromiseRejection` error), which ends the program with
//! status 1.

use crate::error::{JsResult, Thrown};
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// HostPromiseRejectionTracker(p, "reject").
pub fn track(th: &mut Thread, p: Value) {
    th.host.unhandled.push(p);
}

/// HostPromiseRejectionTracker(p, "handle").
pub fn handled(th: &mut Thread, p: Value) {
    th.host.unhandled.retain(|&q| q != p);
}

/// Whether a rejection waits to be reported (node's
/// `hasRejectionToWarn`).
pub fn pending(th: &Thread) -> bool {
    !th.host.unhandled.is_empty()
}

/// node's `processPromiseRejections`: the first rejection still unhandled
/// becomes the uncaught exception.
pub fn check(th: &mut Thread) -> JsResult<()> {
    while !th.host.unhandled.is_empty() {
        let p = th.host.unhandled.remove(0);
        let Some(po) = Obj::of(p) else { continue };
        if crate::builtins::promise::is_handled(po) {
            continue;
        }
        let reason = crate::builtins::promise::result(po);
        let thrown = if crate::error::is_error(reason) {
            reason
        } else {
            unhandled_rejection_error(th, reason)
        };
        th.throw(thrown);
        return Err(Thrown);
    }
    Ok(())
}

/// node's `UnhandledPromiseRejection` for a reason that is not an Error:
/// its message quotes the reason as node's `noSideEffectsToString` does.
fn unhandled_rejection_error(th: &mut Thread, reason: Value) -> Value {
    let shown = describe_reason(th, reason);
    let message = format!(
        "This error originated either by throwing inside of an async function without a catch \
         block, or by rejecting a promise which was not handled with .catch(). The promise \
         rejected with the reason \"{shown}\"."
    );
    let e = crate::error::new_error(th, crate::error::ErrorKind::Error, &message);
    if let Some(eo) = Obj::of(e) {
        let name = th.realm.atoms.intern_str("UnhandledPromiseRejection");
        let nk = th.realm.names.name;
        object::define(th, eo, Key::Name(nk), name, object::shape::HIDDEN);
        let code = th.realm.atoms.intern_str("ERR_UNHANDLED_REJECTION");
        let ck = Key::name(th, "code");
        object::define(
            th,
            eo,
            ck,
            code,
            object::shape::WRITABLE | object::shape::ENUMERABLE | object::shape::CONFIGURABLE,
        );
    }
    e
}

/// How node's message names a rejection reason: `#<Ctor>` for an object
/// (`[object Array]` for an array, `[object Object]` for one with its own
/// `toString` or no prototype), the value itself otherwise.
fn describe_reason(th: &mut Thread, v: Value) -> String {
    if v.is_string() {
        return crate::string::units(v).to_string_lossy();
    }
    let Some(o) = Obj::of(v) else {
        if v.is_symbol() {
            return crate::console::inspect_brief(th, v);
        }
        return crate::ops::to_rust_string(v);
    };
    if o.is_array() {
        return "[object Array]".into();
    }
    let ts = th.realm.names.to_string;
    if object::get_own(o, Key::Name(ts)).is_some() || o.proto().is_null() {
        return "[object Object]".into();
    }
    crate::console::inspect_brief(th, v)
}
