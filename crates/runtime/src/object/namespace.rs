//! Module namespace objects (ECMAScript 10.4.6): what `import * as ns`
//! gives a program as a value, and what `import()` resolves to.
//!
//! A namespace is an ordinary object in layout (`KL_KIND_NAMESPACE`): a
//! null prototype, a non-extensible dictionary, one data property per
//! export in code-unit order (writable, enumerable, not configurable) and
//! `Symbol.toStringTag` "Module". The kind changes two internal methods:
//! [[Set]] always fails (`object::set`) and [[DefineOwnProperty]] of an
//! export only confirms its current value and attributes
//! (`object::define`); everything else is the ordinary method on those
//! properties. Exports are live: the compiler keeps each property equal to
//! its binding by a [`kl_namespace_sync`] after every store to a binding a
//! namespace shows (a namespace is made once its module has run, when
//! every binding it shows is initialised).

use super::shape::{ENUMERABLE, WRITABLE};
use super::{Key, Obj};
use crate::abi::KL_KIND_NAMESPACE;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// Whether `o` is a module namespace object.
pub fn is_namespace(o: Obj) -> bool {
    o.kind() == KL_KIND_NAMESPACE
}

/// A namespace of `entries` (export name, a string, and its value), in any
/// order. Allocates; never collects.
pub fn new(th: &mut Thread, mut entries: Vec<(Value, Value)>) -> Obj {
    entries.sort_by(|a, b| string::units(a.0).iter().cmp(string::units(b.0).iter()));
    let ns = super::new_object(th, Value::NULL, 0);
    for (name, v) in entries {
        let key = super::to_key(th, name).expect("an export name is a string");
        super::define(th, ns, key, v, WRITABLE | ENUMERABLE);
    }
    let tag = th.realm.symbols.to_string_tag;
    let text = string::from_str(th, "Module");
    super::define(th, ns, Key::Name(tag), text, 0);
    super::prevent_extensions(th, ns);
    ns.set_kind(KL_KIND_NAMESPACE);
    ns
}

/// [[DefineOwnProperty]] of a namespace for a string key (`attrs` and `v`
/// the whole descriptor, merged with the current one): true only when it
/// changes nothing.
pub fn define_export(o: Obj, key: Key, v: Value, attrs: super::Attrs) -> bool {
    super::get_own(o, key)
        .is_some_and(|own| own.attrs == attrs && crate::ops::same_value(own.value, v))
}

/// `kl_namespace_new`: see kiln.h.
///
/// # Safety
/// `names` and `values` each point at `n` values (or are null when `n` is
/// 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_namespace_new(
    th: &mut Thread,
    n: u32,
    names: *const Value,
    values: *const Value,
) -> Value {
    // An empty namespace comes with null pointers, which no slice may have.
    if n == 0 {
        return new(th, Vec::new()).value();
    }
    // SAFETY: the caller's.
    let (names, values) = unsafe {
        (
            std::slice::from_raw_parts(names, n as usize),
            std::slice::from_raw_parts(values, n as usize),
        )
    };
    let entries = names.iter().copied().zip(values.iter().copied()).collect();
    new(th, entries).value()
}

/// `kl_namespace_sync`: see kiln.h.
#[unsafe(no_mangle)]
pub extern "C" fn kl_namespace_sync(th: &mut Thread, ns: Value, name: Value, v: Value) {
    let Some(o) = Obj::of(ns) else {
        return;
    };
    let key = super::to_key(th, name).expect("an export name is a string");
    if let Some(own) = super::get_own(o, key) {
        let _ = super::write_own(th, o, own.place, v);
    }
}
