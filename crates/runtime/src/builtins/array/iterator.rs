//! `Array.prototype.keys/values/entries` (`values` is also
//! `Array.prototype[Symbol.iterator]` and `arguments[Symbol.iterator]`) and
//! the Array Iterator.
//!
//! An Array Iterator is kind `KL_KIND_ARRAY_ITERATOR`: the object prefix,
//! then the iterated object (undefined once the iterator is done), the next
//! index (a number) and what it yields (keys, values or entries). Its
//! prototype is `%ArrayIteratorPrototype%` (`next`, tag "Array Iterator"),
//! whose prototype is `%IteratorPrototype%`, so console.log prints one as
//! `Object [Array Iterator] {}`.

use super::{MAX_ARRAY, this_object};
use crate::abi::KL_KIND_ARRAY_ITERATOR;
use crate::error::{JsResult, type_error};
use crate::heap;
use crate::object::function::{define_native, new_native};
use crate::object::iter::iter_result;
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj, array, iter};
use crate::thread::Thread;
use crate::value::Value;

const ITERATED: u32 = object::OBJECT_SIZE;
const INDEX: u32 = object::OBJECT_SIZE + 8;
const KIND: u32 = object::OBJECT_SIZE + 16;
const FIXED: u32 = object::OBJECT_SIZE + 24;

/// What an Array Iterator yields.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Yield {
    Keys = 0,
    Values = 1,
    Entries = 2,
}

fn return_this(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this)
}

/// `%ArrayIteratorPrototype%`, and `%IteratorPrototype%[Symbol.iterator]`
/// unless another iterator kind installed it first.
pub fn install(th: &mut Thread) {
    let ip = Obj::of(th.realm.iterator_prototype).expect("%IteratorPrototype%");
    let sym = th.realm.symbols.iterator;
    if object::get_own(ip, Key::Name(sym)).is_none() {
        let name = th.realm.atoms.intern_str("[Symbol.iterator]");
        let f = new_native(th, name, 0, return_this);
        object::define_hidden(th, ip, sym, f.value());
    }
    let proto = object::new_object(th, ip.value(), 2);
    th.realm.array_iterator_prototype = proto.value();
    define_native(th, proto, "next", 0, next);
    let tag = th.realm.symbols.to_string_tag;
    let tag_v = th.realm.atoms.intern_str("Array Iterator");
    object::define(th, proto, Key::Name(tag), tag_v, CONFIGURABLE);
}

/// CreateArrayIterator(o, kind).
pub(crate) fn new_iterator(th: &mut Thread, o: Value, kind: Yield) -> Value {
    let proto = th.realm.array_iterator_prototype;
    let it = object::alloc(th, KL_KIND_ARRAY_ITERATOR, FIXED, 0, proto);
    it.set_word(th, ITERATED, o);
    it.set_word(th, INDEX, Value::number(0.0));
    it.set_word(th, KIND, Value::number(f64::from(kind as u8)));
    it.value()
}

pub(crate) fn keys(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    Ok(new_iterator(th, o.value(), Yield::Keys))
}

pub(crate) fn values(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    Ok(new_iterator(th, o.value(), Yield::Values))
}

pub(crate) fn entries(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    Ok(new_iterator(th, o.value(), Yield::Entries))
}

/// `%ArrayIteratorPrototype%.next`: the length is read at every step (an
/// array that grows while iterated yields its new elements), then the
/// element (a hole reads through the prototypes).
fn next(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(it) = Obj::of(this).filter(|o| o.kind() == KL_KIND_ARRAY_ITERATOR) else {
        let text = crate::console::inspect_brief(th, this);
        return Err(type_error(
            th,
            &format!("Method Array Iterator.prototype.next called on incompatible receiver {text}"),
        ));
    };
    let target = it.word(ITERATED);
    let Some(o) = Obj::of(target) else {
        return Ok(iter_result(th, Value::UNDEFINED, true));
    };
    let index = it.word(INDEX).as_number();
    let kind = it.word(KIND).as_number() as u8;
    heap::scope(th, |s| {
        let ih = s.root(this);
        let oh = s.root(target);
        let len = s.collecting(|th| iter::length_of_array_like(th, o))?;
        let it = Obj::of(s.get(ih)).expect("iterator");
        if index >= len {
            it.set_word(s.thread(), ITERATED, Value::UNDEFINED);
            return Ok(iter_result(s.thread(), Value::UNDEFINED, true));
        }
        it.set_word(s.thread(), INDEX, Value::number(index + 1.0));
        let key = Value::number(index);
        if kind == Yield::Keys as u8 {
            return Ok(iter_result(s.thread(), key, false));
        }
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        let fast = if index < MAX_ARRAY {
            array::fast_get(o, index as u32)
        } else {
            None
        };
        let v = match fast {
            Some(v) => v,
            None => {
                let k = iter::index_key(s.thread(), index);
                s.collecting(|th| object::get(th, o, k, ov))?
            }
        };
        let result = if kind == Yield::Values as u8 {
            v
        } else {
            array::from_values(s.thread(), &[key, v]).value()
        };
        Ok(iter_result(s.thread(), result, false))
    })
}
