//! Built-in objects and functions, one file per global: installed on the
//! realm's intrinsics and the global object by [`install`].

mod array;
pub mod async_function;
pub mod async_generator;
pub mod async_iter;
pub(crate) mod bigint;
mod clone;
pub(crate) mod collection;
mod date;
mod error;
mod function;
mod generator;
pub(crate) mod global;
mod json;
pub mod link;
pub mod locale;
mod map;
mod math;
pub mod methods;
mod number;
mod number_format;
mod object;
pub mod promise;
mod reflect;
pub mod regexp;
mod set;
mod string;
mod symbol;
mod typed;
mod uri;
mod weak;
pub mod weakref;

use crate::error::{JsResult, type_error};
use crate::object::{Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// Argument `i`, or undefined.
pub fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or(Value::UNDEFINED)
}

/// ToObject for arguments of Object.* (primitives are boxed).
pub fn to_object(th: &mut Thread, v: Value) -> JsResult<Obj> {
    if let Some(o) = Obj::of(v) {
        return Ok(o);
    }
    if v.is_nullish() {
        return Err(type_error(th, "Cannot convert undefined or null to object"));
    }
    Ok(global::box_primitive(th, v))
}

/// A property key from a Rust name.
pub fn key(th: &mut Thread, name: &str) -> Key {
    Key::name(th, name)
}

pub use error::error_to_string;

/// Object.freeze's work on an object (a template object's arrays).
pub(crate) fn freeze(th: &mut Thread, o: Obj) {
    object::set_integrity(th, o, true);
}
pub use global::unbox as unbox_primitive;

/// Installs every built-in, with the optional groups `th.realm.groups`
/// names linked and the others' entry points as stubs (`link.rs`).
pub fn install(th: &mut Thread) {
    crate::stack::install(th);
    object::install(th);
    function::install(th);
    array::install(th);
    symbol::install(th);
    error::install(th);
    global::install(th);
    link::install_regexp(th);
    string::install(th);
    number::install(th);
    link::install_math(th);
    link::install_uri(th);
    collection::install_iterator_prototype(th);
    link::install_collections(th);
    link::install_bigint(th);
    link::install_typed(th);
    link::install_date(th);
    link::install_json(th);
    link::install_reflect(th);
    link::install_clone(th);
    link::install_async(th);
    // Last: the iteration fast paths compare against what was installed.
    crate::object::iter::capture_originals(th);
}
