//! `JSON.stringify` (ECMA-262 SerializeJSONProperty and friends) with V8's
//! error for cycles.
//!
//! Serialisation runs JavaScript (getters, `toJSON`, the replacer, the
//! conversions of boxed primitives), so the holder of every property being
//! serialised, the stack of open objects and the replacer stay rooted in
//! a handle scope and are re-read after each call. The text itself is
//! UTF-16 in a Rust buffer (no heap object until the end).

use super::quote::quote_into;
use crate::abi::KL_KIND_BOXED;
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap::{Handle, Scope};
use crate::number;
use crate::object::shape::ENUMERABLE;
use crate::object::{self, Key, Obj, array, function};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// The primitive inside a Number, String, Boolean or Symbol object.
fn unbox(o: Obj) -> Option<Value> {
    (o.kind() == KL_KIND_BOXED).then(|| o.word(object::OBJECT_SIZE))
}

/// Why serialisation stopped.
#[derive(Debug, PartialEq, Eq)]
pub enum Stop {
    /// A cycle, with V8's message (`%j` prints `[Circular]` instead).
    Circular(String),
    /// JavaScript threw (the exception is pending).
    Thrown,
}

impl From<Thrown> for Stop {
    fn from(_: Thrown) -> Stop {
        Stop::Thrown
    }
}

type SResult<T> = Result<T, Stop>;

/// Number::toString(d) for a finite `d`, integers without the float
/// formatter (most JSON numbers are small integers).
fn push_number(out: &mut Vec<u16>, d: f64) {
    if d == d.trunc() && d.abs() < 1e15 {
        let mut n = d as i64;
        if n < 0 {
            out.push(u16::from(b'-'));
            n = -n;
        }
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        out.extend(digits[i..].iter().map(|&c| u16::from(c)));
    } else {
        push_str(out, &number::to_js_string(d));
    }
}

/// Nesting past which serialisation checks the C stack.
pub(super) const DEEP: usize = 64;

/// The most arrays and objects node 20 serialises inside one another: V8's
/// serialiser recurses on the C stack (984 KiB), and a value nested inside
/// 4 104 open ones throws its RangeError (`[[…[1]…]]` with 4 104 brackets
/// overflows, with 4 103 it serialises; the same for objects, with or
/// without indentation; a replacer function's frames make it 4 101 there).
/// Measured from the module's top level; node's limit is lower under a
/// deep caller. kiln's frames are smaller and its stack is the thread's,
/// so it counts nesting instead.
const NODE_MAX_NESTING: usize = 4104;

struct State<'id> {
    replacer: Option<Handle<'id>>,
    property_list: Option<Vec<Key>>,
    gap: Vec<u16>,
    indent: Vec<u16>,
    /// Open objects with the key each was reached by (V8's stack, for the
    /// cycle message).
    stack: Vec<(Key, Handle<'id>)>,
    out: Vec<u16>,
    /// The `toJSON` key (an atom), looked up once.
    to_json: Key,
}

fn push_str(out: &mut Vec<u16>, s: &str) {
    out.extend(s.bytes().map(u16::from));
}

/// `JSON.stringify(value, replacer, space)`: the text, or `None` for
/// undefined.
pub fn stringify(
    s: &mut Scope<'_, '_>,
    value: Value,
    replacer: Value,
    space: Value,
) -> SResult<Option<Vec<u16>>> {
    s.scope(|s| {
        let vh = s.root(value);
        let rh = s.root(replacer);
        let sh = s.root(space);
        let (fun, list) = replacer_of(s, rh)?;
        let gap = gap_of(s, sh)?;
        let mut st = State {
            replacer: fun,
            property_list: list,
            gap,
            indent: Vec::new(),
            stack: Vec::new(),
            out: Vec::new(),
            to_json: Key::Name(s.thread().realm.atoms.intern_str("toJSON")),
        };
        let wrapper = object::new_plain(s.thread());
        let empty = s.thread().realm.atoms.intern_str("");
        let v = s.get(vh);
        object::create_data_property(s.thread(), wrapper, Key::Name(empty), v);
        let holder = s.root(wrapper.value());
        let wrote = property(s, &mut st, holder, Key::Name(empty))?;
        Ok(wrote.then_some(st.out))
    })
}

/// The replacer: a function, or an array's property list.
#[allow(clippy::type_complexity, reason = "a pair of optional parts")]
fn replacer_of<'id>(
    s: &mut Scope<'_, 'id>,
    rh: Handle<'id>,
) -> SResult<(Option<Handle<'id>>, Option<Vec<Key>>)> {
    let r = s.get(rh);
    let Some(o) = Obj::of(r) else {
        return Ok((None, None));
    };
    if o.is_callable() {
        return Ok((Some(rh), None));
    }
    if !o.is_array() {
        return Ok((None, None));
    }
    let len = array::length(o);
    let mut list: Vec<Key> = Vec::new();
    let mut seen: Vec<Value> = Vec::new();
    for i in 0..len {
        let r = s.get(rh);
        let ro = Obj::of(r).expect("array");
        let v = s.collecting(|th| object::get(th, ro, Key::Index(i), r))?;
        let item = if v.is_string() {
            Some(v)
        } else if v.is_number() {
            Some(ops::to_string_value(s.thread(), v)?)
        } else if let Some(b) = Obj::of(v).filter(|b| b.kind() == KL_KIND_BOXED)
            && let Some(p) = unbox(b)
            && (p.is_string() || p.is_number())
        {
            Some(s.collecting(|th| ops::to_string_value(th, v))?)
        } else {
            None
        };
        if let Some(item) = item
            && !seen.iter().any(|&x| string::eq(x, item))
        {
            let k = object::to_key(s.thread(), item)?;
            // Atoms and index keys keep no heap reference worth rooting
            // (atoms are immortal); the strings compared are atoms too.
            let kv = k.value(s.thread());
            let kv = if kv.is_string() {
                s.thread().realm.atoms.intern(kv)
            } else {
                kv
            };
            seen.push(kv);
            list.push(k);
        }
    }
    Ok((None, Some(list)))
}

/// The indentation unit: up to 10 spaces, or the first 10 units of a
/// string (boxed numbers and strings are converted first).
fn gap_of<'id>(s: &mut Scope<'_, 'id>, sh: Handle<'id>) -> SResult<Vec<u16>> {
    let mut sp = s.get(sh);
    if let Some(b) = Obj::of(sp).filter(|b| b.kind() == KL_KIND_BOXED)
        && let Some(p) = unbox(b)
    {
        if p.is_number() {
            let d = s.collecting(|th| ops::to_number_value(th, sp))?;
            sp = Value::number(d);
        } else if p.is_string() {
            sp = s.collecting(|th| ops::to_string_value(th, sp))?;
        }
    }
    if sp.is_number() {
        let d = sp.as_number();
        let n = if d.is_nan() { 0.0 } else { d.trunc().min(10.0) };
        return Ok(vec![u16::from(b' '); if n >= 1.0 { n as usize } else { 0 }]);
    }
    if sp.is_string() {
        let u = string::units(sp);
        return Ok(u.iter().take(10).collect());
    }
    Ok(Vec::new())
}

/// SerializeJSONProperty(key, holder): appends the text of `holder[key]`;
/// false when it is undefined (nothing appended).
fn property<'id>(
    s: &mut Scope<'_, 'id>,
    st: &mut State<'id>,
    holder: Handle<'id>,
    key: Key,
) -> SResult<bool> {
    // Deep nesting ends in node's RangeError, at node's depth, rather than
    // a crash. The C stack is only consulted past a depth its margin
    // certainly covers (so shallow documents never pay for it).
    if st.stack.len() >= DEEP
        && (st.stack.len() >= NODE_MAX_NESTING || s.thread().stack_exhausted())
    {
        return Err(range_error(s.thread(), "Maximum call stack size exceeded").into());
    }
    let hv = s.get(holder);
    let ho = Obj::of(hv).expect("a holder is an object");
    let mut value = s.collecting(|th| object::get(th, ho, key, hv))?;
    if value.is_object() {
        let vh = s.root(value);
        let to_json_k = st.to_json;
        let vo = Obj::of(value).expect("object");
        let to_json = s.collecting(|th| object::get(th, vo, to_json_k, value))?;
        value = s.get(vh);
        if Obj::of(to_json).is_some_and(|f| f.is_callable()) {
            let k = key.value(s.thread());
            value = s.collecting(|th| function::call(th, to_json, value, &[k]))?;
        }
    } else if value.is_bigint() {
        // A BigInt's `toJSON` comes from BigInt.prototype, if a program
        // put one there.
        let vh = s.root(value);
        let to_json_k = st.to_json;
        let to_json = s.collecting(|th| object::ic::get_value(th, value, to_json_k, u32::MAX))?;
        value = s.get(vh);
        if Obj::of(to_json).is_some_and(|f| f.is_callable()) {
            let k = key.value(s.thread());
            value = s.collecting(|th| function::call(th, to_json, value, &[k]))?;
        }
    }
    if let Some(r) = st.replacer {
        let k = key.value(s.thread());
        let (f, h) = (s.get(r), s.get(holder));
        value = s.collecting(|th| function::call(th, f, h, &[k, value]))?;
    }
    if let Some(o) = Obj::of(value).filter(|o| o.kind() == KL_KIND_BOXED)
        && let Some(p) = unbox(o)
    {
        if p.is_number() {
            value = Value::number(s.collecting(|th| ops::to_number_value(th, value))?);
        } else if p.is_string() {
            value = s.collecting(|th| ops::to_string_value(th, value))?;
        } else if p.is_bool() || p.is_bigint() {
            value = p;
        }
    }
    if value.is_null() {
        push_str(&mut st.out, "null");
    } else if value == Value::TRUE {
        push_str(&mut st.out, "true");
    } else if value == Value::FALSE {
        push_str(&mut st.out, "false");
    } else if value.is_string() {
        quote_into(&mut st.out, string::units(value));
    } else if value.is_number() {
        let d = value.as_number();
        if d.is_finite() {
            push_number(&mut st.out, d);
        } else {
            push_str(&mut st.out, "null");
        }
    } else if let Some(o) = Obj::of(value).filter(|o| !o.is_callable()) {
        let vh = s.root(o.value());
        check_cycle(s, st, vh, key)?;
        st.stack.push((key, vh));
        let stepback = st.indent.clone();
        st.indent.extend_from_slice(&st.gap.clone());
        let r = if o.is_array() {
            serialize_array(s, st, vh)
        } else {
            serialize_object(s, st, vh)
        };
        st.indent = stepback;
        st.stack.pop();
        r?;
    } else if value.is_bigint() {
        return Err(type_error(s.thread(), "Do not know how to serialize a BigInt").into());
    } else {
        return Ok(false);
    }
    Ok(true)
}

/// Throws V8's TypeError when `vh` is already open.
fn check_cycle<'id>(
    s: &mut Scope<'_, 'id>,
    st: &State<'id>,
    vh: Handle<'id>,
    key: Key,
) -> SResult<()> {
    let v = s.get(vh);
    let Some(start) = st.stack.iter().position(|&(_, h)| s.get(h) == v) else {
        return Ok(());
    };
    let msg = cycle_message(s, st, start, key);
    Err(Stop::Circular(msg))
}

/// V8's CircularStructureMessageBuilder: the start of the cycle, the first
/// two links and the last one (an ellipsis between), the closing key.
fn cycle_message<'id>(s: &mut Scope<'_, 'id>, st: &State<'id>, start: usize, last: Key) -> String {
    let objects: Vec<Value> = st.stack.iter().map(|&(_, h)| s.get(h)).collect();
    let th_names: Vec<String> = objects
        .iter()
        .map(|&o| constructor_name(s.thread(), o))
        .collect();
    let in_array: Vec<bool> = st
        .stack
        .iter()
        .map(|&(_, h)| Obj::of(s.get(h)).is_some_and(|o| o.is_array()))
        .collect();
    // A key prints as `index N` when its holder is an array.
    let key_text = |k: Key, holder_is_array: bool| -> String {
        match k {
            Key::Index(i) if holder_is_array => format!("index {i}"),
            Key::Index(i) => format!("property '{i}'"),
            Key::Name(n) => {
                let t = string::units(n).to_string_lossy();
                if t.is_empty() {
                    "<anonymous>".to_owned()
                } else {
                    format!("property '{t}'")
                }
            }
        }
    };
    let mut msg = String::from("Converting circular structure to JSON");
    msg += &format!(
        "\n    --> starting at object with constructor '{}'",
        th_names[start]
    );
    let n = st.stack.len();
    let line = |i: usize| -> String {
        format!(
            "\n    |     {} -> object with constructor '{}'",
            key_text(st.stack[i].0, in_array[i - 1]),
            th_names[i]
        )
    };
    let mut i = start + 1;
    let prefix_end = n.min(i + 2);
    while i < prefix_end {
        msg += &line(i);
        i += 1;
    }
    if n > i + 1 {
        msg += "\n    |     ...";
    }
    i = i.max(n - 1);
    while i < n {
        msg += &line(i);
        i += 1;
    }
    msg += &format!(
        "\n    --- {} closes the circle",
        key_text(last, in_array[n - 1])
    );
    msg
}

/// V8's `GetConstructorName` as far as JSON's message needs it: the name
/// of the first `constructor` data property along the prototype chain when
/// it is a named function, else the object's class.
fn constructor_name(th: &mut Thread, v: Value) -> String {
    let Some(o) = Obj::of(v) else {
        return "Object".to_owned();
    };
    let k = Key::Name(th.realm.names.constructor);
    let c = data_get(o, k);
    if let Some(f) = Obj::of(c).filter(|f| f.is_callable()) {
        let n = data_get(f, Key::Name(th.realm.names.name));
        if n.is_string() && string::len(n) > 0 {
            return string::units(n).to_string_lossy();
        }
    }
    if o.is_array() { "Array" } else { "Object" }.to_owned()
}

/// The value of the first property `key` along the prototype chain when
/// it is a data property (no getter runs while a message is built).
fn data_get(o: Obj, key: Key) -> Value {
    let mut cur = Some(o);
    let mut steps = 0;
    while let Some(c) = cur
        && steps < 10_000
    {
        if let Some(own) = object::get_own(c, key) {
            return if own.attrs & crate::object::shape::ACCESSOR == 0 {
                own.value
            } else {
                Value::UNDEFINED
            };
        }
        cur = Obj::of(c.proto());
        steps += 1;
    }
    Value::UNDEFINED
}

/// EnumerableOwnProperties(o, key): indices ascending, then named string
/// keys in order, each enumerable (named properties' attributes come with
/// their keys, without a second lookup).
pub(super) fn enumerable_string_keys(o: Obj) -> Vec<Key> {
    let mut keys: Vec<Key> = array::element_indices(o)
        .into_iter()
        .map(Key::Index)
        .filter(|&k| object::own_attrs(o, k).is_some_and(|a| a & ENUMERABLE != 0))
        .collect();
    keys.extend(
        object::own_named_entries(o)
            .into_iter()
            .filter(|&(k, a)| k.is_string() && a & ENUMERABLE != 0)
            .map(|(k, _)| Key::Name(k)),
    );
    keys
}

/// SerializeJSONObject: the property list, or the enumerable own string
/// keys as they are when the object is entered.
fn serialize_object<'id>(
    s: &mut Scope<'_, 'id>,
    st: &mut State<'id>,
    oh: Handle<'id>,
) -> SResult<()> {
    let keys: Vec<Key> = match &st.property_list {
        Some(l) => l.clone(),
        None => enumerable_string_keys(Obj::of(s.get(oh)).expect("object")),
    };
    st.out.push(u16::from(b'{'));
    let mut first = true;
    for k in keys {
        let mark = st.out.len();
        if !first {
            st.out.push(u16::from(b','));
        }
        if !st.gap.is_empty() {
            st.out.push(u16::from(b'\n'));
            st.out.extend_from_slice(&st.indent);
        }
        match k {
            Key::Index(i) => {
                quote_into(&mut st.out, string::Units::Latin1(i.to_string().as_bytes()))
            }
            Key::Name(n) => quote_into(&mut st.out, string::units(n)),
        }
        st.out.push(u16::from(b':'));
        if !st.gap.is_empty() {
            st.out.push(u16::from(b' '));
        }
        if property(s, st, oh, k)? {
            first = false;
        } else {
            st.out.truncate(mark);
        }
    }
    if !first && !st.gap.is_empty() {
        st.out.push(u16::from(b'\n'));
        let stepback = st.indent.len() - st.gap.len();
        st.out.extend_from_slice(&st.indent[..stepback]);
    }
    st.out.push(u16::from(b'}'));
    Ok(())
}

/// SerializeJSONArray: indices up to `length`; undefined becomes null.
fn serialize_array<'id>(
    s: &mut Scope<'_, 'id>,
    st: &mut State<'id>,
    oh: Handle<'id>,
) -> SResult<()> {
    let len = array::length(Obj::of(s.get(oh)).expect("array"));
    st.out.push(u16::from(b'['));
    for i in 0..len {
        if i > 0 {
            st.out.push(u16::from(b','));
        }
        if !st.gap.is_empty() {
            st.out.push(u16::from(b'\n'));
            st.out.extend_from_slice(&st.indent);
        }
        if !property(s, st, oh, Key::Index(i))? {
            push_str(&mut st.out, "null");
        }
    }
    if len > 0 && !st.gap.is_empty() {
        st.out.push(u16::from(b'\n'));
        let stepback = st.indent.len() - st.gap.len();
        st.out.extend_from_slice(&st.indent[..stepback]);
    }
    st.out.push(u16::from(b']'));
    Ok(())
}

/// Throws the TypeError a cycle means.
pub fn throw_circular(th: &mut Thread, msg: &str) -> Thrown {
    type_error(th, msg)
}

/// `JSON.stringify` as a built-in: the string, or undefined.
pub fn stringify_value(
    th: &mut Thread,
    value: Value,
    replacer: Value,
    space: Value,
) -> JsResult<Value> {
    let r = crate::heap::scope(th, |s| stringify(s, value, replacer, space));
    match r {
        Ok(Some(units)) => Ok(string::from_utf16(th, &units)),
        Ok(None) => Ok(Value::UNDEFINED),
        Err(Stop::Circular(msg)) => Err(throw_circular(th, &msg)),
        Err(Stop::Thrown) => Err(Thrown),
    }
}
