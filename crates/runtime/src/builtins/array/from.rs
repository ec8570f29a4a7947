//! `Array.from` and `Array.of`.
//!
//! `Array.from` takes the iteration protocol when its argument has a
//! `[Symbol.iterator]` (user iterables, Maps, Sets, strings, arrays),
//! closing the iterator when the map function or a store throws, and reads
//! an array-like (`length`, then each index) otherwise. An array or a string
//! whose iteration is the original built-in is walked without iterator
//! objects (the walk reads the length at every step, as the Array Iterator
//! does, so a map function that grows the array sees the same thing).
//! Called on another constructor (`Array.from.call(C, …)`, a subclass),
//! the result is `new C()` / `new C(len)`.

use super::{MAX_ARRAY, create_at, length_of, new_result, set_length};
use crate::error::{JsResult, Thrown, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::{Obj, array, function, iter};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

use super::super::arg;

/// `IsConstructor(C) ? Construct(C, «len») : ArrayCreate(len)` (with no
/// argument list when `len` is None). `%Array%` itself is made directly:
/// nothing could observe the difference.
fn construct_or_array(th: &mut Thread, c: Value, len: Option<f64>) -> JsResult<Obj> {
    if c == th.realm.array_constructor || !function::is_constructor(c) {
        return new_result(th, len.unwrap_or(0.0), true);
    }
    let args: Vec<Value> = len.map(Value::number).into_iter().collect();
    let r = function::construct(th, c, &args, c)?;
    match Obj::of(r) {
        Some(o) => Ok(o),
        None => Err(type_error(th, "object is not a constructor result")),
    }
}

/// The rooted state of one `Array.from`.
struct From<'id> {
    /// The result.
    a: Handle<'id>,
    /// The map function (undefined when not mapping) and its `this`.
    f: Handle<'id>,
    this_arg: Handle<'id>,
}

impl<'id> From<'id> {
    /// `mapfn.call(thisArg, v, k)` when mapping, else `v`; then stored at `k`.
    fn put(&self, s: &mut Scope<'_, 'id>, v: Value, k: f64) -> JsResult<()> {
        let f = s.get(self.f);
        let v = if f.is_undefined() {
            v
        } else {
            let t = s.get(self.this_arg);
            s.collecting(|th| function::call(th, f, t, &[v, Value::number(k)]))?
        };
        let a = Obj::of(s.get(self.a)).expect("object");
        create_at(s.thread(), a, k, v)
    }
}

pub(super) fn from(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let items = arg(args, 0);
    let mapfn = arg(args, 1);
    if !mapfn.is_undefined() {
        super::require_callable(th, mapfn)?;
    }
    if items.is_nullish() {
        return Err(iter::not_iterable(th, items, u32::MAX));
    }
    heap::scope(th, |s| {
        let ch = s.root(this);
        let ih = s.root(items);
        let f = s.root(mapfn);
        let this_arg = s.root(arg(args, 2));
        let method = s.collecting(|th| iter::iterator_method(th, items))?;
        if !method.is_undefined() && !Obj::of(method).is_some_and(|m| m.is_callable()) {
            return Err(type_error(
                s.thread(),
                "%Array%.from requires that the property of the first argument, items[Symbol.iterator], when exists, be a function",
            ));
        }
        let mh = s.root(method);
        let len = if method.is_undefined() {
            // An array-like: its length first, then the result.
            let iv = s.get(ih);
            let o = crate::builtins::to_object(s.thread(), iv)?;
            s.set(ih, o.value());
            Some(length_of(s, ih)?)
        } else {
            None
        };
        // Read after the length, whose conversion may have collected.
        let c = s.get(ch);
        let a = s.collecting(|th| construct_or_array(th, c, len))?;
        let st = From {
            a: s.root(a.value()),
            f,
            this_arg,
        };
        match len {
            Some(len) => {
                let mut k = 0.0;
                while k < len {
                    let v = super::get_at(s, ih, k)?;
                    st.put(s, v, k)?;
                    k += 1.0;
                }
                set_length(s, st.a, len)?;
            }
            None => {
                let n = from_iterable(s, &st, ih, mh)?;
                set_length(s, st.a, n)?;
            }
        }
        Ok(s.get(st.a))
    })
}

/// The iterable branch of `Array.from`: returns the count.
fn from_iterable<'id>(
    s: &mut Scope<'_, 'id>,
    st: &From<'id>,
    ih: Handle<'id>,
    mh: Handle<'id>,
) -> JsResult<f64> {
    let items = s.get(ih);
    if items.is_string() && s.get(mh) == s.thread().realm.string_iterator {
        // The original String Iterator: the code points, which no map
        // function can change.
        let units: Vec<u16> = string::units(items).iter().collect();
        let mut i = 0;
        let mut k = 0.0;
        while i < units.len() {
            let n = if (0xD800..0xDC00).contains(&units[i])
                && i + 1 < units.len()
                && (0xDC00..0xE000).contains(&units[i + 1])
            {
                2
            } else {
                1
            };
            let piece = string::from_utf16(s.thread(), &units[i..i + n]);
            st.put(s, piece, k)?;
            i += n;
            k += 1.0;
        }
        return Ok(k);
    }
    if let Some(o) = Obj::of(items)
        && (o.is_array() || o.kind() == crate::abi::KL_KIND_ARGUMENTS)
        && iter::array_iteration_is_original(s.thread(), o)
        && s.get(mh) == s.thread().realm.array_values
    {
        // The original Array Iterator, step for step: the length at every
        // step, then the element.
        let mut k = 0.0;
        loop {
            let len = length_of(s, ih)?;
            if k >= len || k >= MAX_ARRAY {
                return Ok(k);
            }
            let v = super::get_at(s, ih, k)?;
            st.put(s, v, k)?;
            k += 1.0;
        }
    }
    let (items, method) = (s.get(ih), s.get(mh));
    let it = s.collecting(|th| iter::iterator_from_method(th, items, method))?;
    let it_h = s.root(it);
    let next = s.collecting(|th| iter::next_method(th, it))?;
    let nh = s.root(next);
    let mut k = 0.0;
    loop {
        let (it, next) = (s.get(it_h), s.get(nh));
        let Some(v) = s.collecting(|th| iter::step(th, it, next))? else {
            return Ok(k);
        };
        if let Err(Thrown) = st.put(s, v, k) {
            // IfAbruptCloseIterator: `return` runs, the error stands.
            let (it, e) = (s.get(it_h), s.thread().exception);
            return Err(s.collecting(|th| iter::close_throw(th, it, e)));
        }
        k += 1.0;
    }
}

pub(super) fn of(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let len = args.len() as f64;
    if this == th.realm.array_constructor || !function::is_constructor(this) {
        return Ok(array::from_values(th, args).value());
    }
    heap::scope(th, |s| {
        let hs: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        let a = s.collecting(|th| construct_or_array(th, this, Some(len)))?;
        let ah = s.root(a.value());
        for (k, h) in hs.into_iter().enumerate() {
            let (a, v) = (Obj::of(s.get(ah)).expect("object"), s.get(h));
            create_at(s.thread(), a, k as f64, v)?;
        }
        set_length(s, ah, len)?;
        Ok(s.get(ah))
    })
}
