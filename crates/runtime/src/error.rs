//! Throwing: error objects the runtime creates, the `kl_throw*` entry
//! points, the `JsResult` convention of runtime Rust code, and fatal errors.
//!
//! Runtime functions return `JsResult<T>`: `Err(Thrown)` means the exception
//! value is pending in `Thread::exception`. At the C boundary that becomes
//! the `KL_EXCEPTION` sentinel (`to_abi`).

use crate::object::{self, Key, Obj, shape};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// An exception is pending in `Thread::exception`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thrown;

pub type JsResult<T> = Result<T, Thrown>;

/// A `JsResult<Value>` as the C ABI returns it.
pub fn to_abi(r: JsResult<Value>) -> Value {
    r.unwrap_or(Value::EXCEPTION)
}

/// The native error constructors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    Error,
    TypeError,
    RangeError,
    ReferenceError,
    SyntaxError,
    EvalError,
    UriError,
    AggregateError,
}

impl ErrorKind {
    pub const ALL: [ErrorKind; 8] = [
        ErrorKind::Error,
        ErrorKind::TypeError,
        ErrorKind::RangeError,
        ErrorKind::ReferenceError,
        ErrorKind::SyntaxError,
        ErrorKind::EvalError,
        ErrorKind::UriError,
        ErrorKind::AggregateError,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Error => "Error",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::RangeError => "RangeError",
            ErrorKind::ReferenceError => "ReferenceError",
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::EvalError => "EvalError",
            ErrorKind::UriError => "URIError",
            ErrorKind::AggregateError => "AggregateError",
        }
    }
}

/// A new error object of `kind` with own `message` and `stack` (both
/// non-enumerable, as node's).
pub fn new_error(th: &mut Thread, kind: ErrorKind, message: &str) -> Value {
    let proto = th.realm.error_prototypes[kind as usize];
    let o = object::alloc(th, crate::abi::KL_KIND_ERROR, object::OBJECT_SIZE, 2, proto);
    let frames = stack_suffix(th);
    crate::stack::define_lazy(th, o, &frames);
    let msg_v = string::from_str(th, message);
    let msg_k = th.realm.names.message;
    object::define(th, o, Key::Name(msg_k), msg_v, shape::HIDDEN);
    o.value()
}

/// The `    at` line of a runtime-raised error, from the current throw site.
fn stack_suffix(th: &Thread) -> String {
    let Some(program) = th.program else {
        return String::new();
    };
    if th.throw_site >= program.nsites {
        return "\n    at <anonymous>".into();
    }
    // SAFETY: the site table holds `nsites` entries.
    let site = unsafe { *program.sites.add(th.throw_site as usize) };
    let path = program.site_path(th.throw_site).to_string_lossy();
    format!("\n    at {path}:{}:{}", site.line, site.col)
}

/// Throws a new error of `kind`.
pub fn throw(th: &mut Thread, kind: ErrorKind, message: &str) -> Thrown {
    let e = new_error(th, kind, message);
    th.throw(e);
    Thrown
}

pub fn type_error(th: &mut Thread, message: &str) -> Thrown {
    throw(th, ErrorKind::TypeError, message)
}

pub fn range_error(th: &mut Thread, message: &str) -> Thrown {
    throw(th, ErrorKind::RangeError, message)
}

pub fn reference_error(th: &mut Thread, message: &str) -> Thrown {
    throw(th, ErrorKind::ReferenceError, message)
}

/// The sentinel-returning forms, for `extern "C"` entry points.
pub fn throw_type_error(th: &mut Thread, message: &str) -> Value {
    type_error(th, message);
    Value::EXCEPTION
}

pub fn throw_range_error(th: &mut Thread, message: &str) -> Value {
    range_error(th, message);
    Value::EXCEPTION
}

/// Whether `v` is an error object (created by an error constructor).
pub fn is_error(v: Value) -> bool {
    Obj::of(v).is_some_and(|o| o.kind() == crate::abi::KL_KIND_ERROR)
}

fn at_site(th: &mut Thread, site: u32) {
    th.throw_site = site;
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_throw(th: &mut Thread, v: Value) -> Value {
    th.throw(v)
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_throw_tdz(th: &mut Thread, name: Value, site: u32) -> Value {
    at_site(th, site);
    let msg = format!(
        "Cannot access '{}' before initialization",
        string::units(name).to_string_lossy()
    );
    reference_error(th, &msg);
    Value::EXCEPTION
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_throw_const_assign(th: &mut Thread, site: u32) -> Value {
    at_site(th, site);
    throw_type_error(th, "Assignment to constant variable.")
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_throw_not_defined(th: &mut Thread, name: Value, site: u32) -> Value {
    at_site(th, site);
    let msg = format!("{} is not defined", string::units(name).to_string_lossy());
    reference_error(th, &msg);
    Value::EXCEPTION
}

/// Ends the program at once: flushes stdout, reports on stderr, exits 134
/// (node's status for its fatal errors).
pub fn fatal(message: &str) -> ! {
    crate::thread::with_current(|th| {
        if let Some(th) = th {
            th.stdout.flush();
        }
    });
    crate::io::eprint(&format!("\nFATAL ERROR: {message}\n"));
    std::process::exit(134)
}
