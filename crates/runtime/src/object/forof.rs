//! The entry points of compiled `for…of` loops (see the compiler's
//! `lower/iteration.rs`): the protocol of `iter.rs`, with arrays whose
//! iteration is unchanged handed back to be indexed directly.

use super::{Obj, iter};
use crate::abi::KL_KIND_ARRAY;
use crate::error::{Thrown, to_abi};
use crate::thread::Thread;
use crate::value::Value;

/// An array whose iteration is the original one is its own iterator: the
/// loop indexes it, which nothing can observe.
fn is_fast_array(th: &Thread, v: Value) -> bool {
    Obj::of(v).is_some_and(|o| o.kind() == KL_KIND_ARRAY && iter::array_iteration_is_original(th, o))
}

/// GetIterator(v), or `v` itself for an array iterated the original way.
#[unsafe(no_mangle)]
pub extern "C" fn kl_for_of_start(th: &mut Thread, v: Value, site: u32) -> Value {
    if is_fast_array(th, v) {
        return v;
    }
    to_abi(iter::get_iterator(th, v, site))
}

/// The iterator's `next` (read once, as the spec does), or KL_HOLE when
/// the loop indexes an array (`iterator` is the iterated value itself).
#[unsafe(no_mangle)]
pub extern "C" fn kl_for_of_next_method(th: &mut Thread, iterator: Value, iterated: Value) -> Value {
    if iterator == iterated && is_fast_array(th, iterator) {
        return Value::HOLE;
    }
    to_abi(iter::next_method(th, iterator))
}

/// IteratorClose after `break`, `return` or a jump out of the loop.
#[unsafe(no_mangle)]
pub extern "C" fn kl_for_of_close(th: &mut Thread, iterator: Value, next: Value) -> Value {
    if next == Value::HOLE {
        return Value::UNDEFINED;
    }
    match iter::close(th, iterator) {
        Ok(()) => Value::UNDEFINED,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// IteratorClose after the body threw `exception`: rethrows it (what the
/// iterator's `return` does is ignored). Always returns KL_EXCEPTION.
#[unsafe(no_mangle)]
pub extern "C" fn kl_for_of_close_throw(
    th: &mut Thread,
    iterator: Value,
    next: Value,
    exception: Value,
) -> Value {
    if next == Value::HOLE {
        return th.throw(exception);
    }
    let Thrown = iter::close_throw(th, iterator, exception);
    Value::EXCEPTION
}
