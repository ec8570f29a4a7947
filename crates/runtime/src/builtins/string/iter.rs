//! `String.prototype[Symbol.iterator]` and the String Iterator: code point
//! by code point (a surrogate pair is one step, a lone surrogate another).
//!
//! An iterator is kind `KL_KIND_STRING_ITERATOR`: the object prefix, then
//! the string (undefined once exhausted) and the next position (a
//! number). Its prototype is `%StringIteratorPrototype%` (`next`, tag
//! "String Iterator"), whose prototype is `%IteratorPrototype%`.

use super::access::code_point;
use super::{method, require_coercible};
use crate::abi::KL_KIND_STRING_ITERATOR;
use crate::error::{JsResult, type_error};
use crate::object::function::new_native;
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

const STRING: u32 = object::OBJECT_SIZE;
const POSITION: u32 = object::OBJECT_SIZE + 8;
const FIXED: u32 = object::OBJECT_SIZE + 16;

fn return_this(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this)
}

pub fn install(th: &mut Thread, string_proto: Obj) {
    let it_sym = th.realm.symbols.iterator;
    let name = th.realm.atoms.intern_str("[Symbol.iterator]");
    // %IteratorPrototype%[Symbol.iterator]() { return this }, unless
    // another iterator kind installed it first.
    let ip = Obj::of(th.realm.iterator_prototype).expect("%IteratorPrototype%");
    if object::get_own(ip, Key::Name(it_sym)).is_none() {
        let f = new_native(th, name, 0, return_this);
        object::define_hidden(th, ip, it_sym, f.value());
    }
    let proto = object::new_object(th, ip.value(), 2);
    th.realm.string_iterator_prototype = proto.value();
    method(th, proto, "next", 0, next);
    let tag = th.realm.symbols.to_string_tag;
    let tag_v = string::from_str(th, "String Iterator");
    object::define(th, proto, Key::Name(tag), tag_v, CONFIGURABLE);
    let f = new_native(th, name, 0, iterator);
    object::define_hidden(th, string_proto, it_sym, f.value());
}

/// A String Iterator over `s` (a string).
pub fn new_iterator(th: &mut Thread, s: Value) -> Value {
    let proto = th.realm.string_iterator_prototype;
    let it = object::alloc(th, KL_KIND_STRING_ITERATOR, FIXED, 0, proto);
    it.set_word(th, STRING, s);
    it.set_word(th, POSITION, Value::number(0.0));
    it.value()
}

fn iterator(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    require_coercible(th, this, "[Symbol.iterator]")?;
    let s = ops::to_string_value(th, this)?;
    Ok(new_iterator(th, s))
}

/// `{ value, done }`.
fn result(th: &mut Thread, value: Value, done: bool) -> Value {
    // `value` is a fresh string or undefined; allocating the result
    // object does not collect.
    let o = object::new_plain(th);
    let (vk, dk) = (th.realm.names.value, th.realm.names.done);
    object::create_data_property(th, o, Key::Name(vk), value);
    object::create_data_property(th, o, Key::Name(dk), Value::boolean(done));
    o.value()
}

fn next(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let it = match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_STRING_ITERATOR => o,
        _ => {
            let text = crate::console::inspect_brief(th, this);
            return Err(type_error(
                th,
                &format!(
                    "Method String Iterator.prototype.next called on incompatible receiver {text}"
                ),
            ));
        }
    };
    let s = it.word(STRING);
    if s.is_undefined() {
        return Ok(result(th, Value::UNDEFINED, true));
    }
    let pos = it.word(POSITION).as_number() as usize;
    let u = string::units(s);
    if pos >= u.len() {
        it.set_word(th, STRING, Value::UNDEFINED);
        return Ok(result(th, Value::UNDEFINED, true));
    }
    let (_, n) = code_point(u, pos);
    let v = super::substring(th, s, pos, pos + n);
    it.set_word(th, POSITION, Value::number((pos + n) as f64));
    Ok(result(th, v, false))
}
