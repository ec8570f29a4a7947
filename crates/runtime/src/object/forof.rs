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
    Obj::of(v)
        .is_some_and(|o| o.kind() == KL_KIND_ARRAY && iter::array_iteration_is_original(th, o))
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
pub extern "C" fn kl_for_of_next_method(
    th: &mut Thread,
    iterator: Value,
    iterated: Value,
) -> Value {
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

/// The first `n` values of iterable `v` as an array, for an array pattern
/// without a rest element (`const [a, b] = it`): `next` is called at most
/// `n` times and the iterator is closed if it is not done, as the spec's
/// destructuring does (an endless iterator is fine). An array whose
/// iteration is the original one comes back as itself.
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_take(th: &mut Thread, v: Value, n: u32, site: u32) -> Value {
    if is_fast_array(th, v) {
        return v;
    }
    let r = crate::heap::scope(th, |s| {
        let it = s.collecting(|th| iter::get_iterator(th, v, site))?;
        let ith = s.root(it);
        let next = s.collecting(|th| iter::next_method(th, it))?;
        let nh = s.root(next);
        let mut got = Vec::with_capacity(n as usize);
        let mut done = false;
        for _ in 0..n {
            let (it, next) = (s.get(ith), s.get(nh));
            match s.collecting(|th| iter::step(th, it, next))? {
                Some(x) => got.push(s.root(x)),
                None => {
                    done = true;
                    break;
                }
            }
        }
        if !done {
            let it = s.get(ith);
            s.collecting(|th| iter::close(th, it))?;
        }
        let vals: Vec<Value> = got.into_iter().map(|h| s.get(h)).collect();
        Ok(super::array::from_values(s.thread(), &vals).value())
    });
    to_abi(r)
}
