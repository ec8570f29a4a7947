//! The entry points of compiled `for…of` loops (see the compiler's
//! `lower/iteration.rs`): the protocol of `iter.rs`, with arrays whose
//! iteration is unchanged handed back to be indexed directly.

use super::{Obj, iter};
use crate::abi::KL_KIND_ARRAY;
use crate::error::{JsResult, Thrown, to_abi};
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

/// An array pattern's element read through the array iterator's steps,
/// for an array iterated the original way: the length is read now, and a
/// hole reads through the prototypes.
fn array_element(th: &mut Thread, a: Obj, index: u32) -> JsResult<Option<Value>> {
    if index >= super::array::length(a) {
        return Ok(None);
    }
    if let Some(v) = super::array::fast_get(a, index) {
        return Ok(Some(v));
    }
    super::get(th, a, super::Key::Index(index), a.value()).map(Some)
}

/// One step of an array pattern that runs code between its steps
/// (kiln.h; the compiler's `lower/array_pattern.rs`): the next value, or
/// KL_HOLE once the iterator is done.
#[unsafe(no_mangle)]
pub extern "C" fn kl_pattern_step(th: &mut Thread, it: Value, next: Value, index: u32) -> Value {
    let r = if next == Value::HOLE {
        let a = Obj::of(it).expect("an array");
        array_element(th, a, index)
    } else {
        iter::step(th, it, next)
    };
    match r {
        Ok(Some(v)) => v,
        Ok(None) => Value::HOLE,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// An array pattern's rest element: the values left, as a new array.
#[unsafe(no_mangle)]
pub extern "C" fn kl_pattern_rest(th: &mut Thread, it: Value, next: Value, index: u32) -> Value {
    let r = crate::heap::scope(th, |s| {
        let ih = s.root(it);
        let nh = s.root(next);
        let mut got = Vec::new();
        let mut i = index;
        loop {
            let (it, next) = (s.get(ih), s.get(nh));
            let step = if next == Value::HOLE {
                let a = Obj::of(it).expect("an array");
                s.collecting(|th| array_element(th, a, i))
            } else {
                s.collecting(|th| iter::step(th, it, next))
            };
            match step? {
                Some(v) => got.push(s.root(v)),
                None => break,
            }
            i += 1;
        }
        let vals: Vec<Value> = got.into_iter().map(|h| s.get(h)).collect();
        Ok(super::array::from_values(s.thread(), &vals).value())
    });
    to_abi(r)
}
