//! The iteration protocol (ECMAScript §7.4): GetIterator, IteratorStepValue,
//! IteratorClose, and draining an iterable into an array — the runtime side
//! of `for…of`, spread, destructuring, `Array.from` and the collection
//! constructors.
//!
//! Every step may run JavaScript (`[Symbol.iterator]`, `next`, the `done`
//! and `value` getters, `return`), so every function here may collect: the
//! values a caller holds across one must be rooted (or passed in, when the
//! function roots them itself), and the values returned are fresh.
//!
//! **Fast paths.** Draining a plain array, an `arguments` object or a
//! string makes no iterator objects while the built-ins that would run are
//! the originals (`Array.prototype[Symbol.iterator]` and
//! `%ArrayIteratorPrototype%.next`, or their String twins, looked up as
//! [[Get]] would find them): the drain then reads exactly what an Array
//! Iterator's `next` reads — the length, then `o[i]` — in the same order,
//! so nothing can tell the difference. Anything else (a replaced
//! `Symbol.iterator`, a patched `next`, an accessor in the way) goes
//! through the protocol.

use super::shape::ACCESSOR;
use super::{Key, Obj, array, function};
use crate::abi::*;
use crate::error::{self, JsResult, Thrown, to_abi};
use crate::heap::{self, Handle, Scope};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

// ---- GetIterator -------------------------------------------------------------

/// In place of a call site: the value is a call's last argument, spread
/// (`f(a, ...v)`); its not-iterable TypeError is V8's for that place.
pub const SPREAD_LAST: u32 = u32::MAX - 1;
/// In place of a call site: a spread argument before others (`f(...v, a)`).
pub const SPREAD_MIDDLE: u32 = u32::MAX - 2;
/// In place of a call site: where V8 renders none and describes the value
/// by its type (`AggregateError`'s errors). A site whose text is empty
/// means the same with a position (array patterns but `const [a] = x`).
pub const DEFAULT_CALL_SITE: u32 = u32::MAX - 3;

/// V8's `BuildDefaultCallSite`: `typeof v`, then the value for a string,
/// null, a boolean or a number (`number 5`, `object null`, `object`).
pub fn default_call_site(v: Value) -> String {
    let ty = crate::ops::typeof_str(v);
    if v.is_string() {
        let units: Vec<u16> = crate::string::units(v).iter().collect();
        let (shown, more) = if units.len() <= 100 {
            (&units[..], "")
        } else {
            (&units[..100], "<...>")
        };
        return format!("{ty} \"{}{more}\"", String::from_utf16_lossy(shown));
    }
    if v.is_null() || v.is_bool() || v.is_number() {
        return format!("{ty} {}", crate::ops::to_rust_string(v));
    }
    ty.to_owned()
}

/// How node names a value that is not iterable: the expression's source
/// text when the call site has one, else a description of the value (with
/// V8's suffix for null and undefined, whose property read failed).
pub fn not_iterable(th: &mut Thread, v: Value, site: u32) -> Thrown {
    // V8's words for call arguments: the last one a spread (`f(...v)`),
    // and a spread before other arguments (`f(...v, 1)`).
    if site == SPREAD_LAST && !v.is_nullish() {
        return error::type_error(
            th,
            "Spread syntax requires ...iterable[Symbol.iterator] to be a function",
        );
    }
    let default = |v: Value| {
        format!(
            "{} is not iterable (cannot read property Symbol(Symbol.iterator))",
            default_call_site(v)
        )
    };
    if (site == SPREAD_MIDDLE && !v.is_nullish()) || site == DEFAULT_CALL_SITE {
        return error::type_error(th, &default(v));
    }
    th.throw_site = site;
    let msg = match crate::thread::site_text(th, site) {
        Some(text) if text.is_empty() => default(v),
        // The value a call returned (`for (x of g())`): V8 names the callee.
        Some(text) if text.ends_with("(...)") => format!(
            "{} is not a function or its return value is not iterable",
            &text[..text.len() - "(...)".len()]
        ),
        Some(text) => format!("{text} is not iterable"),
        None if v.is_null() => {
            "object null is not iterable (cannot read property Symbol(Symbol.iterator))".into()
        }
        None if v.is_undefined() => {
            "undefined is not iterable (cannot read property Symbol(Symbol.iterator))".into()
        }
        None => {
            let text = describe(th, v);
            format!("{text} is not iterable")
        }
    };
    error::type_error(th, &msg)
}

/// A value in a TypeError message: strings bare, objects as `#<Ctor>`.
fn describe(th: &mut Thread, v: Value) -> String {
    crate::console::inspect_brief(th, v)
}

/// GetMethod(v, @@iterator): undefined when absent (or null). `v` must not
/// be null or undefined.
pub fn iterator_method(th: &mut Thread, v: Value) -> JsResult<Value> {
    let sym = th.realm.symbols.iterator;
    let m = super::ic::get_value(th, v, Key::Name(sym), u32::MAX)?;
    Ok(if m.is_null() { Value::UNDEFINED } else { m })
}

/// GetIterator(v, sync): `v[Symbol.iterator]()`, which must be an object.
/// `site` names `v` in the "is not iterable" TypeError.
pub fn get_iterator(th: &mut Thread, v: Value, site: u32) -> JsResult<Value> {
    if v.is_nullish() {
        return Err(not_iterable(th, v, site));
    }
    let (method, v) = heap::scope(th, |s| {
        let vh = s.root(v);
        let m = s.collecting(|th| iterator_method(th, v))?;
        Ok::<_, Thrown>((m, s.get(vh)))
    })?;
    if !Obj::of(method).is_some_and(|f| f.is_callable()) {
        return Err(not_iterable(th, v, site));
    }
    iterator_from_method(th, v, method)
}

/// GetIteratorFromMethod: calls `method` on `v` and checks the result.
pub fn iterator_from_method(th: &mut Thread, v: Value, method: Value) -> JsResult<Value> {
    let it = function::call(th, method, v, &[])?;
    if !it.is_object() {
        return Err(error::type_error(
            th,
            "Result of the Symbol.iterator method is not an object",
        ));
    }
    Ok(it)
}

/// The iterator's `next` method, read once (the spec's iterator record).
pub fn next_method(th: &mut Thread, iterator: Value) -> JsResult<Value> {
    let k = th.realm.names.next;
    super::ic::get_value(th, iterator, Key::Name(k), u32::MAX)
}

/// CreateIterResultObject(value, done): `{ value, done }`.
pub fn iter_result(th: &mut Thread, value: Value, done: bool) -> Value {
    let o = super::new_plain(th);
    let (vk, dk) = (th.realm.names.value, th.realm.names.done);
    super::create_data_property(th, o, Key::Name(vk), value);
    super::create_data_property(th, o, Key::Name(dk), Value::boolean(done));
    o.value()
}

// ---- IteratorStepValue -------------------------------------------------------

/// A step of an iterator of a kind the runtime steps itself (the realm's
/// `generator_step`): its next value, or None once done.
pub type StepFn = fn(&mut Thread, Value) -> JsResult<Option<Value>>;

fn result_not_object(th: &mut Thread, r: Value) -> Thrown {
    let text = describe(th, r);
    error::type_error(th, &format!("Iterator result {text} is not an object"))
}

/// IteratorStepValue: calls `next` on `iterator`, checks the result is an
/// object, reads `done` and (when not done) `value`. `None` once done.
///
/// A generator stepped by the original `%GeneratorPrototype%.next` runs
/// without a result object (the realm's `generator_step`, set with the
/// first generator function): nothing could see the object, which would
/// be fresh and plain.
pub fn step(th: &mut Thread, iterator: Value, next: Value) -> JsResult<Option<Value>> {
    if next == th.realm.generator_next
        && let Some(fast) = th.realm.generator_step
    {
        return fast(th, iterator);
    }
    let r = function::call(th, next, iterator, &[])?;
    let Some(ro) = Obj::of(r) else {
        return Err(result_not_object(th, r));
    };
    let (done_k, value_k) = (th.realm.names.done, th.realm.names.value);
    // The `done` getter may collect: the result is rooted across it.
    heap::scope(th, |s| {
        let rh = s.root(r);
        let done = s.collecting(|th| super::get(th, ro, Key::Name(done_k), r))?;
        if crate::ops::kl_truthy_slow(done) {
            return Ok(None);
        }
        let r = s.get(rh);
        let ro = Obj::of(r).expect("iterator result");
        let v = s.collecting(|th| super::get(th, ro, Key::Name(value_k), r))?;
        Ok(Some(v))
    })
}

// ---- IteratorClose -------------------------------------------------------------

/// GetMethod(iterator, "return") — the TypeError for a `return` that is
/// neither nullish nor callable names its type, as V8 does ("number 5 is
/// not a function").
fn return_method(th: &mut Thread, iterator: Value) -> JsResult<Value> {
    let k = th.realm.names.return_;
    let m = super::ic::get_value(th, iterator, Key::Name(k), u32::MAX)?;
    if m.is_nullish() {
        return Ok(Value::UNDEFINED);
    }
    if !Obj::of(m).is_some_and(|f| f.is_callable()) {
        let text = if m.is_object() {
            describe(th, m)
        } else {
            format!("{} {}", crate::ops::typeof_str(m), describe(th, m))
        };
        return Err(error::type_error(th, &format!("{text} is not a function")));
    }
    Ok(m)
}

/// IteratorClose after a normal completion (`break`, `return`, a
/// destructuring pattern that did not exhaust the iterator): calls
/// `return` if the iterator has one; its result must be an object.
pub fn close(th: &mut Thread, iterator: Value) -> JsResult<()> {
    let (ret, iterator) = heap::scope(th, |s| {
        let ih = s.root(iterator);
        let m = s.collecting(|th| return_method(th, iterator))?;
        Ok::<_, Thrown>((m, s.get(ih)))
    })?;
    if ret.is_undefined() {
        return Ok(());
    }
    let r = function::call(th, ret, iterator, &[])?;
    if !r.is_object() {
        return Err(result_not_object(th, r));
    }
    Ok(())
}

/// IteratorClose after a throw completion: `return` runs, but whatever it
/// does (throw, return a primitive, not be callable) is ignored, and the
/// original `exception` is thrown again.
pub fn close_throw(th: &mut Thread, iterator: Value, exception: Value) -> Thrown {
    // Running `return` with the exception still pending would make its own
    // throws indistinguishable from it: it is taken (and rooted) first.
    th.exception = Value::UNDEFINED;
    th.exc_pending = 0;
    heap::scope(th, |s| {
        let eh = s.root(exception);
        let ih = s.root(iterator);
        if let Ok(m) = s.collecting(|th| return_method(th, iterator))
            && !m.is_undefined()
        {
            let it = s.get(ih);
            let _ = s.collecting(|th| function::call(th, m, it, &[]));
        }
        let e = s.get(eh);
        s.thread().throw(e);
        Thrown
    })
}

// ---- draining an iterable ----------------------------------------------------------

/// The value [[Get]] of `key` on `o` finds when it finds a data property
/// (undefined when none); `None` when an accessor would run.
fn data_lookup(o: Obj, key: Key) -> Option<Value> {
    let mut cur = o;
    loop {
        if let Some(own) = super::get_own(cur, key) {
            return (own.attrs & ACCESSOR == 0).then_some(own.value);
        }
        match Obj::of(cur.proto()) {
            Some(p) => cur = p,
            None => return Some(Value::UNDEFINED),
        }
    }
}

/// Whether `%XIteratorPrototype%.next` is still `original`.
fn next_is(th: &Thread, proto: Value, original: Value) -> bool {
    let k = Key::Name(th.realm.names.next);
    Obj::of(proto).and_then(|p| data_lookup(p, k)) == Some(original)
}

/// Whether iterating `o` (an array or an `arguments` object) would run the
/// original Array Iterator: its `[Symbol.iterator]` is the original
/// `Array.prototype.values` and the iterator's `next` the original too.
///
/// A check that passed records the shapes it looked at and the slots it
/// found the two functions in; an array of the same shape and prototype,
/// with `Array.prototype` and the iterator prototype still of their shapes
/// and those slots still holding the originals, passes at once (a shape
/// fixes which properties an object has and their attributes, not their
/// values, so the values are compared). Measured (callgrind, bench/churn):
/// the full check cost ~110 instructions a `for…of` over an array.
#[inline]
pub fn array_iteration_is_original(th: &Thread, o: Obj) -> bool {
    let seen = th.realm.array_iteration_seen.get();
    let r = &th.realm;
    // `seen` is filled only after a full check found both prototypes, so
    // when the array's shape matches they are objects.
    if std::ptr::eq(o.shape(), seen.array)
        && o.proto() == r.array_prototype
        && let (ap, aip) = (
            Obj(r.array_prototype.addr()),
            Obj(r.array_iterator_prototype.addr()),
        )
        && std::ptr::eq(ap.shape(), seen.array_prototype)
        && std::ptr::eq(aip.shape(), seen.iterator_prototype)
        && inline_word(ap, seen.values_at) == r.array_values
        && inline_word(aip, seen.next_at) == r.array_iterator_next
    {
        return true;
    }
    array_iteration_checked(th, o)
}

/// [`array_iteration_is_original`] by lookups (out of line: the inline
/// check then needs no callee-saved registers).
#[cold]
#[inline(never)]
fn array_iteration_checked(th: &Thread, o: Obj) -> bool {
    let sym = Key::Name(th.realm.symbols.iterator);
    let values = th.realm.array_values;
    let original = !values.is_undefined()
        && data_lookup(o, sym) == Some(values)
        && next_is(
            th,
            th.realm.array_iterator_prototype,
            th.realm.array_iterator_next,
        );
    if original {
        remember_iteration(th, o);
    }
    original
}

/// The word at byte `offset` of an object (an inline slot its shape has).
fn inline_word(o: Obj, offset: u32) -> Value {
    // SAFETY: `offset` is an inline slot of the object's shape, which
    // the caller compared with the shape the offset was taken from.
    unsafe { *((o.0 + offset as usize) as *const Value) }
}

/// The shapes, and the byte offsets of the inline slots, that
/// [`array_iteration_is_original`] checks first.
#[derive(Clone, Copy)]
pub struct IterationSeen {
    array: *const super::shape::Shape,
    array_prototype: *const super::shape::Shape,
    iterator_prototype: *const super::shape::Shape,
    values_at: u32,
    next_at: u32,
}

impl Default for IterationSeen {
    fn default() -> IterationSeen {
        IterationSeen {
            array: std::ptr::null(),
            array_prototype: std::ptr::null(),
            iterator_prototype: std::ptr::null(),
            values_at: 0,
            next_at: 0,
        }
    }
}

/// Records a passed check when every object it looked at is in the simple
/// case: `o` (not a dictionary) without its own `[Symbol.iterator]`, its
/// prototype `Array.prototype`, which holds `values` in an inline slot, as
/// the iterator prototype holds `next`.
fn remember_iteration(th: &Thread, o: Obj) {
    let r = &th.realm;
    let (Some(ap), Some(aip)) = (
        Obj::of(r.array_prototype),
        Obj::of(r.array_iterator_prototype),
    ) else {
        return;
    };
    let sym = Key::Name(r.symbols.iterator);
    let next = Key::Name(r.names.next);
    let slot = |obj: Obj, k: Key| match super::get_own(obj, k) {
        Some(own) if !obj.shape().dictionary => match own.place {
            super::Place::Slot(i) => obj.shape().inline_offset(i),
            _ => None,
        },
        _ => None,
    };
    if o.shape().dictionary || o.proto() != r.array_prototype || super::get_own(o, sym).is_some() {
        return;
    }
    if let (Some(values_at), Some(next_at)) = (slot(ap, sym), slot(aip, next)) {
        r.array_iteration_seen.set(IterationSeen {
            array: o.shape(),
            array_prototype: ap.shape(),
            iterator_prototype: aip.shape(),
            values_at,
            next_at,
        });
    }
}

/// Whether iterating a string would run the original String Iterator (or,
/// before one is installed, whether strings have no other iterator).
pub fn string_iteration_is_original(th: &Thread) -> bool {
    let sym = Key::Name(th.realm.symbols.iterator);
    let Some(sp) = Obj::of(th.realm.string_prototype) else {
        return false;
    };
    let original = th.realm.string_iterator;
    data_lookup(sp, sym) == Some(original)
        && (original.is_undefined()
            || next_is(
                th,
                th.realm.string_iterator_prototype,
                th.realm.string_iterator_next,
            ))
}

/// Records the original iteration built-ins for the fast paths. Called
/// once, after every built-in is installed.
pub fn capture_originals(th: &mut Thread) {
    let sym = Key::Name(th.realm.symbols.iterator);
    let next = Key::Name(th.realm.names.next);
    let own = |o: Value, k: Key| {
        Obj::of(o)
            .and_then(|o| super::get_own(o, k))
            .filter(|p| p.attrs & ACCESSOR == 0)
            .map_or(Value::UNDEFINED, |p| p.value)
    };
    th.realm.array_values = own(th.realm.array_prototype, sym);
    th.realm.array_iterator_next = own(th.realm.array_iterator_prototype, next);
    th.realm.string_iterator = own(th.realm.string_prototype, sym);
    th.realm.string_iterator_next = own(th.realm.string_iterator_prototype, next);
}

/// Pushes `v` onto the rooted array `out`.
fn push_rooted<'id>(s: &mut Scope<'_, 'id>, out: Handle<'id>, v: Value) -> JsResult<()> {
    let a = Obj::of(s.get(out)).expect("array");
    array::push(s.thread(), a, v)
}

/// What the original Array Iterator yields for `o` (an array or an
/// `arguments` object), step for step: the length (LengthOfArrayLike for
/// other objects), then `o[i]` — a hole reads through the prototypes.
fn drain_array_like<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    out: Handle<'id>,
) -> JsResult<()> {
    let mut i: f64 = 0.0;
    loop {
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        let len = if o.is_array() {
            f64::from(array::length(o))
        } else {
            s.collecting(|th| length_of_array_like(th, o))?
        };
        if i >= len {
            return Ok(());
        }
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        let fast = if i < 4_294_967_295.0 {
            array::fast_get(o, i as u32)
        } else {
            None
        };
        let v = match fast {
            Some(v) => v,
            None => {
                let key = index_key(s.thread(), i);
                s.collecting(|th| super::get(th, o, key, ov))?
            }
        };
        push_rooted(s, out, v)?;
        i += 1.0;
    }
}

/// The property key of index `d` (past 2³² − 2 a string key).
pub fn index_key(th: &mut Thread, d: f64) -> Key {
    if d < 4_294_967_295.0 {
        Key::Index(d as u32)
    } else {
        let s = crate::ops::kl_num_to_string(th, d);
        Key::Name(th.realm.atoms.intern(s))
    }
}

/// LengthOfArrayLike: ToLength(Get(o, "length")). May run a getter and
/// `valueOf`.
pub fn length_of_array_like(th: &mut Thread, o: Obj) -> JsResult<f64> {
    if o.is_array() {
        return Ok(f64::from(array::length(o)));
    }
    // A typed array's `length` getter answers its length (unless a
    // program shadows it, which kiln does not see here).
    if super::typed::is_typed(o) {
        return Ok(super::typed::typed_len(o) as f64);
    }
    let k = th.realm.names.length;
    let len = super::get(th, o, Key::Name(k), o.value())?;
    let d = crate::ops::to_number_value(th, len)?;
    Ok(if d.is_nan() || d <= 0.0 {
        0.0
    } else {
        d.min(9_007_199_254_740_991.0).trunc()
    })
}

/// A string's code points, each as a string (a lone surrogate is one).
fn drain_string<'id>(s: &mut Scope<'_, 'id>, v: Value, out: Handle<'id>) -> JsResult<()> {
    let units: Vec<u16> = string::units(v).iter().collect();
    let mut i = 0;
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
        push_rooted(s, out, piece)?;
        i += n;
    }
    Ok(())
}

/// Runs the protocol over `iterator` to the end, pushing each value.
fn drain_iterator<'id>(s: &mut Scope<'_, 'id>, ih: Handle<'id>, out: Handle<'id>) -> JsResult<()> {
    let it = s.get(ih);
    let next = s.collecting(|th| next_method(th, it))?;
    let nh = s.root(next);
    loop {
        let (it, next) = (s.get(ih), s.get(nh));
        match s.collecting(|th| step(th, it, next))? {
            Some(v) => push_rooted(s, out, v)?,
            None => return Ok(()),
        }
    }
}

/// Which way `v` is drained.
enum Route {
    ArrayLike,
    String,
    Protocol,
}

fn route(th: &Thread, v: Value) -> Route {
    if v.is_string() && string_iteration_is_original(th) {
        return Route::String;
    }
    if let Some(o) = Obj::of(v)
        && matches!(
            o.kind(),
            KL_KIND_ARRAY | KL_KIND_ARRAY_SPARSE | KL_KIND_ARGUMENTS
        )
        && array_iteration_is_original(th, o)
    {
        return Route::ArrayLike;
    }
    Route::Protocol
}

/// The values the iterable `v` produces, in a fresh array. `site` names `v`
/// in the "is not iterable" TypeError.
pub fn to_array(th: &mut Thread, v: Value, site: u32) -> JsResult<Obj> {
    if v.is_nullish() {
        return Err(not_iterable(th, v, site));
    }
    heap::scope(th, |s| {
        let vh = s.root(v);
        let fresh = array::new_array(s.thread(), 0).value();
        let out = s.root(fresh);
        match route(s.thread(), v) {
            Route::String => drain_string(s, v, out)?,
            Route::ArrayLike => drain_array_like(s, vh, out)?,
            Route::Protocol => {
                let it = s.collecting(|th| get_iterator(th, v, site))?;
                let ih = s.root(it);
                drain_iterator(s, ih, out)?;
            }
        }
        Ok(Obj::of(s.get(out)).expect("array"))
    })
}

/// The values `v` produces, as a list. They are valid until the caller
/// next runs JavaScript (root them to keep them longer).
pub fn to_vec(th: &mut Thread, v: Value, site: u32) -> JsResult<Vec<Value>> {
    // Plain arrays copy straight out when nothing could observe it.
    if let Some(o) = Obj::of(v)
        && o.kind() == KL_KIND_ARRAY
        && array_iteration_is_original(th, o)
        && (0..array::length(o)).all(|i| array::fast_get(o, i).is_some())
    {
        return Ok((0..array::length(o))
            .map(|i| array::fast_get(o, i).expect("present"))
            .collect());
    }
    let a = to_array(th, v, site)?;
    Ok((0..array::length(a))
        .map(|i| array::fast_get(a, i).unwrap_or(Value::UNDEFINED))
        .collect())
}

// ---- entry points for compiled code ---------------------------------------------------

/// GetIterator for `for…of`, destructuring and spread.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_iterator(th: &mut Thread, v: Value, site: u32) -> Value {
    to_abi(get_iterator(th, v, site))
}

/// One step: the value, or `KL_HOLE` when the iterator is done.
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_next(th: &mut Thread, iterator: Value, next_method: Value) -> Value {
    match step(th, iterator, next_method) {
        Ok(Some(v)) => v,
        Ok(None) => Value::HOLE,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// IteratorClose after a normal completion: undefined, or an exception.
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_close(th: &mut Thread, iterator: Value) -> Value {
    match close(th, iterator) {
        Ok(()) => Value::UNDEFINED,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// IteratorClose after a throw: `exception` is thrown again.
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_close_throw(th: &mut Thread, iterator: Value, exception: Value) -> Value {
    close_throw(th, iterator, exception);
    Value::EXCEPTION
}
