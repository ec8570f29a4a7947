//! `%TypedArray%.prototype` and `%TypedArray%.from`/`of`.
//!
//! The methods whose algorithm is Array.prototype's over a receiver
//! without holes (`forEach`, `indexOf`, `join`, `reverse`, …) check the
//! receiver and run Array.prototype's code, which reads and writes
//! elements through the typed array's internal methods (converting each
//! stored value). The ones that make a typed array (`map`, `filter`,
//! `slice`, `subarray`, the copies), `set` and `sort` are their own.

use super::super::arg;
use super::super::array::{self as arr, callbacks, copy, iterator, mutate, search};
use super::super::collection as c;
use crate::abi::*;
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap::{self, Scope};
use crate::object::function::{self, NativeFn, define_native};
use crate::object::typed::{self as t, Elem, ElemType};
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

pub(super) fn install(th: &mut Thread, proto: Obj) {
    for (name, f) in [
        ("buffer", buffer as NativeFn),
        ("byteLength", byte_length),
        ("byteOffset", byte_offset),
        ("length", length),
    ] {
        let k = super::super::key(th, name);
        c::define_getter(th, proto, k, &format!("get {name}"), f);
    }
    // V8's order; `toString` is Array.prototype's own function, between
    // `toLocaleString` and the copying methods.
    let before: [(&str, u32, NativeFn); 27] = [
        ("entries", 0, entries),
        ("keys", 0, keys),
        ("values", 0, values),
        ("at", 1, at),
        ("copyWithin", 2, copy_within),
        ("every", 1, every),
        ("fill", 1, fill),
        ("filter", 1, filter),
        ("find", 1, find),
        ("findIndex", 1, find_index),
        ("findLast", 1, find_last),
        ("findLastIndex", 1, find_last_index),
        ("forEach", 1, for_each),
        ("includes", 1, includes),
        ("indexOf", 1, index_of),
        ("join", 1, join),
        ("lastIndexOf", 1, last_index_of),
        ("map", 1, map),
        ("reverse", 0, reverse),
        ("reduce", 1, reduce),
        ("reduceRight", 1, reduce_right),
        ("set", 1, set),
        ("slice", 2, slice),
        ("some", 1, some),
        ("sort", 1, sort),
        ("subarray", 2, subarray),
        ("toLocaleString", 0, to_locale_string),
    ];
    let after: [(&str, u32, NativeFn); 3] = [
        ("toReversed", 0, to_reversed),
        ("toSorted", 1, to_sorted),
        ("with", 2, with),
    ];
    let mut values_fn = None;
    for (name, len, f) in before {
        let m = define_native(th, proto, name, len, f);
        if name == "values" {
            values_fn = Some(m);
        }
    }
    let ap = Obj::of(th.realm.array_prototype).expect("Array.prototype");
    let k = super::super::key(th, "toString");
    let to_string = object::get_own(ap, k)
        .expect("Array.prototype.toString")
        .value;
    let Key::Name(atom) = k else {
        unreachable!("a name")
    };
    object::define_hidden(th, proto, atom, to_string);
    for (name, len, f) in after {
        define_native(th, proto, name, len, f);
    }
    let k = th.realm.symbols.to_string_tag;
    let gname = th.realm.atoms.intern_str("get [Symbol.toStringTag]");
    let g = function::new_native(th, gname, 0, to_string_tag);
    let pair = object::new_accessor(th, g.value(), Value::UNDEFINED);
    object::define(
        th,
        proto,
        Key::Name(k),
        pair,
        crate::object::shape::ACCESSOR | crate::object::shape::CONFIGURABLE,
    );
    let it = th.realm.symbols.iterator;
    c::alias(th, proto, values_fn.expect("values"), Key::Name(it));
}

#[cold]
fn not_typed(th: &mut Thread) -> Thrown {
    type_error(th, "this is not a typed array.")
}

/// ValidateTypedArray: `this` as a typed array.
fn this_typed(th: &mut Thread, this: Value) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if t::is_typed(o) => Ok(o),
        _ => Err(not_typed(th)),
    }
}

fn getter_this(th: &mut Thread, this: Value, name: &str) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if t::is_typed(o) => Ok(o),
        // Not a typed array: the receiver TypeError, through the check
        // of a kind `this` does not have.
        _ => c::this_of_kind(
            th,
            this,
            KL_KIND_TYPED_ARRAY,
            "get TypedArray.prototype.",
            name,
        ),
    }
}

fn buffer(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(t::typed_buffer(getter_this(th, this, "buffer")?).value())
}

fn byte_length(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = getter_this(th, this, "byteLength")?;
    Ok(Value::number(
        (t::typed_len(o) * t::typed_type(o).size()) as f64,
    ))
}

fn byte_offset(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = getter_this(th, this, "byteOffset")?;
    Ok(Value::number(t::typed_offset(o) as f64))
}

fn length(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = getter_this(th, this, "length")?;
    Ok(Value::number(t::typed_len(o) as f64))
}

fn to_string_tag(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(match Obj::of(this) {
        Some(o) if t::is_typed(o) => {
            let name = t::typed_type(o).name();
            th.realm.atoms.intern_str(name)
        }
        _ => Value::UNDEFINED,
    })
}

/// The methods whose algorithm is Array.prototype's: the receiver check,
/// then Array.prototype's code.
macro_rules! checked {
    ($($name:ident => $f:path;)*) => {$(
        fn $name(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
            this_typed(th, this)?;
            $f(th, this, args, nt)
        }
    )*};
}

checked! {
    entries => iterator::entries;
    keys => iterator::keys;
    values => iterator::values;
    at => search::at;
    copy_within => mutate::copy_within;
    every => callbacks::every;
    find => callbacks::find;
    find_index => callbacks::find_index;
    find_last => callbacks::find_last;
    find_last_index => callbacks::find_last_index;
    for_each => callbacks::for_each;
    includes => search::includes;
    index_of => search::index_of;
    join => copy::join;
    last_index_of => search::last_index_of;
    reverse => mutate::reverse;
    reduce => callbacks::reduce;
    reduce_right => callbacks::reduce_right;
    some => callbacks::some;
    to_locale_string => copy::to_locale_string;
}

/// `fill(value, start, end)`: the value converted once, then stored.
fn fill(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    this_typed(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(this);
        // A built-in's arguments are not roots: each conversion may collect.
        let (sh, eh) = (s.root(arg(args, 1)), s.root(arg(args, 2)));
        let v = arg(args, 0);
        let ty = t::typed_type(Obj::of(this).expect("typed"));
        let e = s.collecting(|th| t::to_elem(th, ty, v))?;
        let len = t::typed_len(Obj::of(s.get(oh)).expect("typed")) as f64;
        let start = s.get(sh);
        let k = arr::relative_arg(s, start, len, 0.0)?;
        let end = s.get(eh);
        let fin = arr::relative_arg(s, end, len, len)?;
        let o = Obj::of(s.get(oh)).expect("typed");
        for i in k as usize..fin as usize {
            t::set_elem(o, i, e);
        }
        Ok(s.get(oh))
    })
}

/// The callback of `map`/`filter`, called as (value, index, array).
fn call_back<'id>(
    s: &mut Scope<'_, 'id>,
    f: Value,
    this_arg: Value,
    v: Value,
    k: usize,
    o: Value,
) -> JsResult<Value> {
    s.collecting(|th| function::call(th, f, this_arg, &[v, Value::number(k as f64), o]))
}

fn map(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_typed(th, this)?;
    let f = arg(args, 0);
    arr::require_callable(th, f)?;
    let len = t::typed_len(o);
    heap::scope(th, |s| {
        let oh = s.root(this);
        let fh = s.root(f);
        let th_arg = s.root(arg(args, 1));
        let out = s.collecting(|th| super::species_create(th, o, len))?;
        let outh = s.root(out.value());
        for k in 0..len {
            let o = Obj::of(s.get(oh)).expect("typed");
            let v = t::get_index(s.thread(), o, k);
            let (func, ta, ov) = (s.get(fh), s.get(th_arg), s.get(oh));
            let r = call_back(s, func, ta, v, k, ov)?;
            let out = Obj::of(s.get(outh)).expect("typed");
            let key = Key::Index(k as u32);
            s.collecting(|th| object::set(th, out, key, r, out.value()))?;
        }
        Ok(s.get(outh))
    })
}

fn filter(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_typed(th, this)?;
    let f = arg(args, 0);
    arr::require_callable(th, f)?;
    let len = t::typed_len(o);
    let mut kept: Vec<Elem> = Vec::new();
    heap::scope(th, |s| {
        let oh = s.root(this);
        let fh = s.root(f);
        let th_arg = s.root(arg(args, 1));
        for k in 0..len {
            let e = t::get_elem(Obj::of(s.get(oh)).expect("typed"), k);
            let v = e.value(s.thread());
            let (func, ta, ov) = (s.get(fh), s.get(th_arg), s.get(oh));
            let r = call_back(s, func, ta, v, k, ov)?;
            if crate::ops::kl_truthy_slow(r) {
                kept.push(e);
            }
        }
        let o = Obj::of(s.get(oh)).expect("typed");
        let out = s.collecting(|th| super::species_create(th, o, kept.len()))?;
        let outh = s.root(out.value());
        for (i, e) in kept.into_iter().enumerate() {
            let out = Obj::of(s.get(outh)).expect("typed");
            if t::typed_type(out).is_bigint() == matches!(e, Elem::BigInt(_)) {
                t::set_elem(out, i, e);
            } else {
                // A species of the other content type: the conversion's
                // TypeError, as V8 throws it.
                let v = e.value(s.thread());
                s.collecting(|th| t::set_element(th, out, i, v))?;
            }
        }
        Ok(s.get(outh))
    })
}

/// `set(source, offset)`: a typed array's elements (converted) or an
/// array-like's (each read and converted in turn).
fn set(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    this_typed(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(this);
        let src = s.root(arg(args, 0));
        let off = arg(args, 1);
        let offset = s.collecting(|th| arr::to_integer(th, off))?;
        if offset < 0.0 {
            return Err(range_error(s.thread(), "offset is out of bounds"));
        }
        let target_len = t::typed_len(Obj::of(s.get(oh)).expect("typed"));
        let sv = s.get(src);
        if let Some(so) = Obj::of(sv).filter(|&o| t::is_typed(o)) {
            let o = Obj::of(s.get(oh)).expect("typed");
            if t::typed_type(so).is_bigint() != t::typed_type(o).is_bigint() {
                return Err(t::mixed_content(s.thread()));
            }
            let n = t::typed_len(so);
            if offset + n as f64 > target_len as f64 {
                return Err(range_error(s.thread(), "offset is out of bounds"));
            }
            let o = Obj::of(s.get(oh)).expect("typed");
            super::copy_elements(so, 0, o, offset as usize, n);
            return Ok(Value::UNDEFINED);
        }
        let so = s.collecting(|th| super::super::to_object(th, sv))?;
        s.set(src, so.value());
        let n = s.collecting(|th| object::iter::length_of_array_like(th, so))?;
        if offset + n > target_len as f64 {
            return Err(range_error(s.thread(), "offset is out of bounds"));
        }
        for k in 0..n as usize {
            let so = Obj::of(s.get(src)).expect("object");
            let key = arr::key_of(s.thread(), k as f64);
            let v = s.collecting(|th| object::get(th, so, key, so.value()))?;
            let o = Obj::of(s.get(oh)).expect("typed");
            s.collecting(|th| t::set_element(th, o, offset as usize + k, v))?;
        }
        Ok(Value::UNDEFINED)
    })
}

/// The (start, end) of `slice`/`subarray` arguments, clamped to `len`.
fn range<'id>(s: &mut Scope<'_, 'id>, args: &[Value], len: usize) -> JsResult<(usize, usize)> {
    let len = len as f64;
    // The end is rooted: the start's `valueOf` may collect.
    let eh = s.root(arg(args, 1));
    let k = arr::relative_arg(s, arg(args, 0), len, 0.0)?;
    let end = s.get(eh);
    let fin = arr::relative_arg(s, end, len, len)?;
    Ok((k as usize, fin.max(k) as usize))
}

fn slice(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_typed(th, this)?;
    let len = t::typed_len(o);
    heap::scope(th, |s| {
        let oh = s.root(this);
        let (k, fin) = range(s, args, len)?;
        let o = Obj::of(s.get(oh)).expect("typed");
        let out = s.collecting(|th| super::species_create(th, o, fin - k))?;
        let o = Obj::of(s.get(oh)).expect("typed");
        if t::typed_type(o).is_bigint() != t::typed_type(out).is_bigint() {
            return Err(t::mixed_content(s.thread()));
        }
        super::copy_elements(o, k, out, 0, fin - k);
        Ok(out.value())
    })
}

/// `subarray(begin, end)`: a new view of the same buffer.
fn subarray(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_typed(th, this)?;
    let len = t::typed_len(o);
    heap::scope(th, |s| {
        let oh = s.root(this);
        let (k, fin) = range(s, args, len)?;
        let o = Obj::of(s.get(oh)).expect("typed");
        let ty = t::typed_type(o);
        let offset = t::typed_offset(o) + k * ty.size();
        let default_proto = s.thread().realm.typed_prototypes[ty.index()];
        let ctor_k = s.thread().realm.names.constructor;
        if o.proto() == default_proto && object::get_own_named(o, ctor_k).is_none() {
            let b = t::typed_buffer(o);
            return Ok(t::new_typed(s.thread(), ty, b, offset, fin - k, default_proto).value());
        }
        // A subclass: its species constructor gets (buffer, offset, length).
        let bh = s.root(t::typed_buffer(o).value());
        let ctor = s.collecting(|th| object::get(th, o, Key::Name(ctor_k), o.value()))?;
        let c = if ctor.is_undefined() {
            s.thread().realm.typed_constructors[ty.index()]
        } else {
            let sk = s.thread().realm.symbols.species;
            let co = Obj::of(ctor)
                .ok_or_else(|| type_error(s.thread(), "object.constructor is not a constructor"))?;
            let sp = s.collecting(|th| object::get(th, co, Key::Name(sk), ctor))?;
            if sp.is_nullish() {
                s.thread().realm.typed_constructors[ty.index()]
            } else {
                sp
            }
        };
        let args = [
            s.get(bh),
            Value::number(offset as f64),
            Value::number((fin - k) as f64),
        ];
        let made = s.collecting(|th| function::construct(th, c, &args, c))?;
        match Obj::of(made) {
            Some(m) if t::is_typed(m) => Ok(made),
            _ => Err(not_typed(s.thread())),
        }
    })
}

/// The comparison of `sort`: SortCompare with the comparator (its result
/// converted; NaN is 0), or numeric order with -0 before +0 and NaN last.
/// The comparator is read from its root before every call: a call may
/// collect.
fn compare<'id>(
    s: &mut Scope<'_, 'id>,
    cmp: heap::Handle<'id>,
    x: Elem,
    y: Elem,
) -> JsResult<bool> {
    let cmp = s.get(cmp);
    if cmp.is_undefined() {
        let (x, y) = match (x, y) {
            (Elem::Number(x), Elem::Number(y)) => (x, y),
            (Elem::BigInt(x), Elem::BigInt(y)) => return Ok(x < y),
            _ => unreachable!("one array's elements"),
        };
        if x.is_nan() {
            return Ok(false);
        }
        if y.is_nan() {
            return Ok(true);
        }
        if x == 0.0 && y == 0.0 {
            return Ok(x.is_sign_negative() && y.is_sign_positive());
        }
        return Ok(x < y);
    }
    s.collecting(|th| {
        // Neither allocation collects: `a` is still valid after `b`.
        let a = x.value(th);
        let b = y.value(th);
        let r = function::call(th, cmp, Value::UNDEFINED, &[a, b])?;
        Ok(crate::ops::to_number_value(th, r)? < 0.0)
    })
}

/// A stable merge sort whose comparison may throw (a comparator is
/// JavaScript: it may be inconsistent, so no library sort that may panic
/// on an inconsistent order is used).
fn merge_sort<'id>(s: &mut Scope<'_, 'id>, cmp: heap::Handle<'id>, v: &mut [Elem]) -> JsResult<()> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    let mut buf = v.to_vec();
    let mut width = 1;
    while width < n {
        let mut i = 0;
        while i < n {
            let mid = (i + width).min(n);
            let hi = (i + 2 * width).min(n);
            let (mut a, mut b, mut k) = (i, mid, i);
            while a < mid && b < hi {
                // Take from the right only when it is strictly less.
                if compare(s, cmp, v[b], v[a])? {
                    buf[k] = v[b];
                    b += 1;
                } else {
                    buf[k] = v[a];
                    a += 1;
                }
                k += 1;
            }
            buf[k..k + (mid - a)].copy_from_slice(&v[a..mid]);
            k += mid - a;
            buf[k..k + (hi - b)].copy_from_slice(&v[b..hi]);
            i = hi;
        }
        v.copy_from_slice(&buf);
        width *= 2;
    }
    Ok(())
}

fn comparator(th: &mut Thread, cmp: Value) -> JsResult<()> {
    if cmp.is_undefined() || Obj::of(cmp).is_some_and(|o| o.is_callable()) {
        return Ok(());
    }
    Err(type_error(
        th,
        "The comparison function must be either a function or undefined",
    ))
}

/// The sorted elements of `o` (read as [`Elem`]s, which hold no
/// reference: only the comparator needs a root while it runs).
fn sorted<'id>(s: &mut Scope<'_, 'id>, o: Obj, cmp: heap::Handle<'id>) -> JsResult<Vec<Elem>> {
    let mut v = elems(o);
    merge_sort(s, cmp, &mut v)?;
    Ok(v)
}

fn sort(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let cmp = arg(args, 0);
    comparator(th, cmp)?;
    let o = this_typed(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(this);
        let ch = s.root(cmp);
        let v = sorted(s, o, ch)?;
        let o = Obj::of(s.get(oh)).expect("typed");
        for (i, e) in v.into_iter().enumerate().take(t::typed_len(o)) {
            t::set_elem(o, i, e);
        }
        Ok(s.get(oh))
    })
}

/// Every element of `o`, in order.
fn elems(o: Obj) -> Vec<Elem> {
    (0..t::typed_len(o)).map(|i| t::get_elem(o, i)).collect()
}

/// A new typed array of `o`'s type and length, its elements `values`.
fn copy_of(th: &mut Thread, o: Obj, values: &[Elem]) -> JsResult<Value> {
    let ty = t::typed_type(o);
    let proto = th.realm.typed_prototypes[ty.index()];
    let out = super::allocate(th, ty, values.len(), proto)?;
    for (i, e) in values.iter().enumerate() {
        t::set_elem(out, i, *e);
    }
    Ok(out.value())
}

fn to_reversed(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_typed(th, this)?;
    let mut v = elems(o);
    v.reverse();
    copy_of(th, o, &v)
}

fn to_sorted(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let cmp = arg(args, 0);
    comparator(th, cmp)?;
    let o = this_typed(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(this);
        let ch = s.root(cmp);
        let v = sorted(s, o, ch)?;
        let o = Obj::of(s.get(oh)).expect("typed");
        copy_of(s.thread(), o, &v)
    })
}

fn with(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_typed(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(this);
        let vh = s.root(arg(args, 1));
        let len = t::typed_len(o) as f64;
        let rel = s.collecting(|th| arr::to_integer(th, arg(args, 0)))?;
        let idx = if rel >= 0.0 { rel } else { len + rel };
        let value = s.get(vh);
        let ty = t::typed_type(Obj::of(s.get(oh)).expect("typed"));
        let e = s.collecting(|th| t::to_elem(th, ty, value))?;
        let o = Obj::of(s.get(oh)).expect("typed");
        if !(0.0..t::typed_len(o) as f64).contains(&idx) {
            return Err(range_error(s.thread(), "Invalid typed array index"));
        }
        let mut v = elems(o);
        v[idx as usize] = e;
        copy_of(s.thread(), o, &v)
    })
}

// ---- %TypedArray%.from and .of --------------------------------------------------------

/// The element type a typed array constructor `c` makes, when it is one
/// of the eleven built-in ones.
fn built_in_type(th: &Thread, c: Value) -> Option<ElemType> {
    ElemType::ALL
        .into_iter()
        .find(|ty| th.realm.typed_constructors[ty.index()] == c)
}

/// TypedArrayCreate(C, [len]).
fn create(th: &mut Thread, c: Value, len: usize) -> JsResult<Obj> {
    if let Some(ty) = built_in_type(th, c) {
        let proto = th.realm.typed_prototypes[ty.index()];
        return super::allocate(th, ty, len, proto);
    }
    if !function::is_constructor(c) {
        let text = crate::console::inspect_brief(th, c);
        return Err(type_error(th, &format!("{text} is not a constructor")));
    }
    let made = function::construct(th, c, &[Value::number(len as f64)], c)?;
    match Obj::of(made) {
        Some(o) if t::is_typed(o) && t::typed_len(o) >= len => Ok(o),
        Some(o) if t::is_typed(o) => Err(type_error(th, "TypedArray too short")),
        _ => Err(not_typed(th)),
    }
}

pub(super) fn of(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    heap::scope(th, |s| {
        let values: Vec<_> = args.iter().map(|&v| s.root(v)).collect();
        let out = s.collecting(|th| create(th, this, args.len()))?;
        let oh = s.root(out.value());
        for (k, h) in values.into_iter().enumerate() {
            let o = Obj::of(s.get(oh)).expect("typed");
            let v = s.get(h);
            s.collecting(|th| t::set_element(th, o, k, v))?;
        }
        Ok(s.get(oh))
    })
}

pub(super) fn from(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let f = arg(args, 1);
    if !f.is_undefined() {
        arr::require_callable(th, f)?;
    }
    heap::scope(th, |s| {
        let fh = s.root(f);
        let this_arg = s.root(arg(args, 2));
        let ch = s.root(this);
        let sh = s.root(arg(args, 0));
        let source = s.get(sh);
        if source.is_nullish() {
            return Err(type_error(
                s.thread(),
                "Cannot convert undefined or null to object",
            ));
        }
        let method = s.collecting(|th| object::iter::iterator_method(th, source))?;
        let source = s.get(sh);
        let list = if method.is_nullish() {
            s.collecting(|th| super::super::to_object(th, source))?
        } else {
            s.collecting(|th| object::iter::to_array(th, source, 0))?
        };
        let lh = s.root(list.value());
        let len = s.collecting(|th| object::iter::length_of_array_like(th, list))? as usize;
        let c = s.get(ch);
        let out = s.collecting(|th| create(th, c, len))?;
        let oh = s.root(out.value());
        for k in 0..len {
            let l = Obj::of(s.get(lh)).expect("object");
            let key = arr::key_of(s.thread(), k as f64);
            let mut v = s.collecting(|th| object::get(th, l, key, l.value()))?;
            if !s.get(fh).is_undefined() {
                let (func, ta) = (s.get(fh), s.get(this_arg));
                v =
                    s.collecting(|th| function::call(th, func, ta, &[v, Value::number(k as f64)]))?;
            }
            let o = Obj::of(s.get(oh)).expect("typed");
            let key = Key::Index(k as u32);
            s.collecting(|th| object::set(th, o, key, v, o.value()))?;
        }
        Ok(s.get(oh))
    })
}
