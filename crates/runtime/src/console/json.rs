//! `JSON.stringify(value)` without replacer or indentation, for `%j`.
//!
//! It runs JavaScript (getters, `toJSON`), so every object it is inside
//! stays rooted in a handle scope and is re-read after each call.

use crate::error::{JsResult, Thrown};
use crate::heap::{Handle, Scope};
use crate::number;
use crate::object::shape::ENUMERABLE;
use crate::object::{self, Key, Obj, array, function};
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;

/// Why serialisation stopped.
#[derive(Debug, PartialEq, Eq)]
pub enum JsonError {
    /// A cycle: node's `%j` prints `[Circular]`.
    Circular,
    /// JavaScript threw (the exception is pending).
    Thrown,
}

impl From<Thrown> for JsonError {
    fn from(_: Thrown) -> JsonError {
        JsonError::Thrown
    }
}

/// `JSON.stringify(v)`: `None` when the result is undefined (a function,
/// a symbol, undefined).
pub fn stringify(th: &mut Thread, v: Value) -> Result<Option<String>, JsonError> {
    crate::heap::scope(th, |s| {
        let wrapper = object::new_plain(s.thread());
        let empty = s.thread().realm.atoms.intern_str("");
        object::create_data_property(s.thread(), wrapper, Key::Name(empty), v);
        let holder = s.root(wrapper.value());
        let mut stack = Vec::new();
        let mut out = String::new();
        let wrote = property(s, holder, Key::Name(empty), &mut stack, &mut out)?;
        Ok(wrote.then_some(out))
    })
}

/// SerializeJSONProperty(key, holder): appends the text of `holder[key]`;
/// false when it is undefined (nothing appended).
fn property<'id>(
    s: &mut Scope<'_, 'id>,
    holder: Handle<'id>,
    key: Key,
    stack: &mut Vec<Handle<'id>>,
    out: &mut String,
) -> Result<bool, JsonError> {
    let hv = s.get(holder);
    let mut value = s.collecting(|th| get(th, hv, key))?;
    if value.is_object() {
        let to_json_k = Key::Name(s.thread().realm.atoms.intern_str("toJSON"));
        let vh = s.root(value);
        let to_json = s.collecting(|th| get(th, value, to_json_k))?;
        if Obj::of(to_json).is_some_and(|f| f.is_callable()) {
            let k = key.value(s.thread());
            let this = s.get(vh);
            value = s.collecting(|th| function::call(th, to_json, this, &[k]))?;
        } else {
            value = s.get(vh);
        }
    }
    if let Some(o) = Obj::of(value)
        && o.kind() == crate::abi::KL_KIND_BOXED
    {
        let p = o.word(object::OBJECT_SIZE);
        if !p.is_symbol() {
            value = p;
        }
    }
    if value.is_null() {
        out.push_str("null");
    } else if value == Value::TRUE {
        out.push_str("true");
    } else if value == Value::FALSE {
        out.push_str("false");
    } else if value.is_string() {
        quote_json(out, string::units(value));
    } else if value.is_number() {
        let d = value.as_number();
        if d.is_finite() {
            out.push_str(&number::to_js_string(d));
        } else {
            out.push_str("null");
        }
    } else if let Some(o) = Obj::of(value).filter(|o| !o.is_callable()) {
        let vh = s.root(o.value());
        for &h in stack.iter() {
            if s.get(h) == o.value() {
                return Err(JsonError::Circular);
            }
        }
        stack.push(vh);
        if o.is_array() {
            serialize_array(s, vh, stack, out)?;
        } else {
            serialize_object(s, vh, stack, out)?;
        }
        stack.pop();
    } else {
        return Ok(false);
    }
    Ok(true)
}

fn get(th: &mut Thread, holder: Value, key: Key) -> JsResult<Value> {
    let o = Obj::of(holder).expect("a holder is an object");
    object::get(th, o, key, holder)
}

/// SerializeJSONObject: enumerable own string keys in order.
fn serialize_object<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    stack: &mut Vec<Handle<'id>>,
    out: &mut String,
) -> Result<(), JsonError> {
    let o = Obj::of(s.get(oh)).expect("object");
    let keys: Vec<Key> = object::own_keys(o)
        .into_iter()
        .filter(|k| !matches!(k, Key::Name(n) if n.is_symbol()))
        .collect();
    out.push('{');
    let mut first = true;
    for k in keys {
        // A getter may have deleted or hidden a later key.
        let o = Obj::of(s.get(oh)).expect("object");
        if object::own_attrs(o, k).is_none_or(|a| a & ENUMERABLE == 0) {
            continue;
        }
        let mark = out.len();
        if !first {
            out.push(',');
        }
        let name: Vec<u16> = match k {
            Key::Index(i) => i.to_string().encode_utf16().collect(),
            Key::Name(n) => string::units(n).iter().collect(),
        };
        quote_json(out, Units::Utf16(&name));
        out.push(':');
        if property(s, oh, k, stack, out)? {
            first = false;
        } else {
            out.truncate(mark);
        }
    }
    out.push('}');
    Ok(())
}

/// SerializeJSONArray: indices up to `length`; undefined becomes null.
fn serialize_array<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    stack: &mut Vec<Handle<'id>>,
    out: &mut String,
) -> Result<(), JsonError> {
    let o = Obj::of(s.get(oh)).expect("array");
    let len = array::length(o);
    out.push('[');
    for i in 0..len {
        if i > 0 {
            out.push(',');
        }
        if !property(s, oh, Key::Index(i), stack, out)? {
            out.push_str("null");
        }
    }
    out.push(']');
    Ok(())
}

/// QuoteJSONString.
fn quote_json(out: &mut String, units: Units<'_>) {
    out.push('"');
    let n = units.len();
    let mut i = 0;
    while i < n {
        let u = units.at(i);
        i += 1;
        match u {
            0x22 => out.push_str("\\\""),
            0x5C => out.push_str("\\\\"),
            0x08 => out.push_str("\\b"),
            0x0C => out.push_str("\\f"),
            0x0A => out.push_str("\\n"),
            0x0D => out.push_str("\\r"),
            0x09 => out.push_str("\\t"),
            0x00..=0x1F => out.push_str(&format!("\\u{u:04x}")),
            0xD800..=0xDBFF if i < n && (0xDC00..=0xDFFF).contains(&units.at(i)) => {
                let c =
                    0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(units.at(i)) - 0xDC00);
                i += 1;
                out.push(char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER));
            }
            0xD800..=0xDFFF => out.push_str(&format!("\\u{u:04x}")),
            _ => out.push(char::from_u32(u32::from(u)).unwrap_or(char::REPLACEMENT_CHARACTER)),
        }
    }
    out.push('"');
}
