//! Throwing: the error values the runtime creates, the `kl_throw*` entry
//! points, and fatal errors.
//!
//! Errors are still a minimal heap kind holding a name and a message; the
//! objects issue turns them into real `Error` objects.

use crate::abi::*;
use crate::heap;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// A thrown error: `name` and `message` strings.
#[repr(C)]
pub struct ErrorObj {
    pub hdr: u64,
    pub name: Value,
    pub message: Value,
}

pub fn new_error(th: &mut Thread, name: &str, message: &str) -> Value {
    let name = string::from_str(th, name);
    let message = string::from_str(th, message);
    let size = size_of::<ErrorObj>();
    let p = heap::alloc(th, size) as *mut ErrorObj;
    // SAFETY: a fresh allocation of the object's size.
    unsafe {
        p.write(ErrorObj {
            hdr: (KL_KIND_ERROR << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT),
            name,
            message,
        })
    };
    Value::from_tagged(KL_TAG_OBJECT, p as usize)
}

/// The error object behind `v`, if it is one.
pub fn as_error(v: Value) -> Option<&'static ErrorObj> {
    if !v.is_object() {
        return None;
    }
    // SAFETY: object-tagged values point at a live object whose header names its kind.
    let hdr = unsafe { *(v.addr() as *const u64) };
    // SAFETY: the header says this is an ErrorObj.
    ((hdr >> KL_HDR_KIND_SHIFT) & 0xFF == KL_KIND_ERROR)
        .then(|| unsafe { &*(v.addr() as *const ErrorObj) })
}

pub fn throw_error(th: &mut Thread, name: &str, message: &str) -> Value {
    let e = new_error(th, name, message);
    th.throw(e)
}

pub fn throw_type_error(th: &mut Thread, message: &str) -> Value {
    throw_error(th, "TypeError", message)
}

pub fn throw_range_error(th: &mut Thread, message: &str) -> Value {
    throw_error(th, "RangeError", message)
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
    throw_error(th, "ReferenceError", &msg)
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
    throw_error(th, "ReferenceError", &msg)
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
