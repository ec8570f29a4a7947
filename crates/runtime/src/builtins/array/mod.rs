//! `Array`: the constructor, `Array.isArray`/`from`/`of`, and
//! `Array.prototype`.
//!
//! Every method is generic over array-likes, as the spec writes it: it
//! reads `length` and the elements through [[Get]]/[[HasProperty]] and
//! writes through [[Set]]/CreateDataProperty/[[Delete]] (the helpers
//! below). The helpers take a fast path for what a dense array holds (an
//! own element is a plain data property) and fall back to the internal
//! methods for everything else (holes read through the prototypes,
//! accessors, sparse and frozen arrays, array-likes), so the fast path is
//! never observable. Each loop re-reads the receiver's kind and length at
//! every step: a callback may shrink the array, make it sparse or freeze
//! it.
//!
//! **Rooting.** Anything that may run JavaScript (a callback, a getter, a
//! conversion) may collect. Each method works inside one handle scope: the
//! receiver, the callback, `thisArg` and the result are rooted before the
//! first call and read back from their handles after each; per-element
//! values that must survive a call go in one reused handle (never one new
//! handle per element).
//!
//! Files: `iterator.rs` (keys/values/entries and the Array Iterator),
//! `from.rs` (`Array.from`, `Array.of`), `callbacks.rs` (the methods that
//! call a function per element), `search.rs` (at, indexOf, lastIndexOf,
//! includes), `mutate.rs` (the in-place methods), `copy.rs` (the methods
//! that build a new array, and join), `sort.rs` (sort and toSorted: V8's
//! TimSort).

pub(crate) mod callbacks;
pub(crate) mod copy;
mod from;
pub(crate) mod iterator;
pub(crate) mod mutate;
pub(crate) mod search;
mod sort;
mod species;

use super::arg;
use super::methods::{self, Proto, optional_methods};
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::function::{self, NativeFn, define_native, new_native_constructor};
use crate::object::{self, Key, Obj, array, iter, realm};
use crate::thread::Thread;
use crate::value::Value;

/// 2⁵³ − 1, the largest length of an array-like.
pub(crate) const MAX_SAFE: f64 = 9_007_199_254_740_991.0;
/// 2³² − 1, the largest length of an array.
pub(crate) const MAX_ARRAY: f64 = 4_294_967_295.0;

// The optional methods (builtins/methods.rs), in V8's order.
optional_methods! {
    kl_method_array_at = Array "at" 1 search::at;
    kl_method_array_concat = Array "concat" 1 species::concat;
    kl_method_array_copyWithin = Array "copyWithin" 2 mutate::copy_within;
    kl_method_array_fill = Array "fill" 1 mutate::fill;
    kl_method_array_find = Array "find" 1 callbacks::find;
    kl_method_array_findIndex = Array "findIndex" 1 callbacks::find_index;
    kl_method_array_findLast = Array "findLast" 1 callbacks::find_last;
    kl_method_array_findLastIndex = Array "findLastIndex" 1 callbacks::find_last_index;
    kl_method_array_lastIndexOf = Array "lastIndexOf" 1 search::last_index_of;
    kl_method_array_pop = Array "pop" 0 mutate::pop;
    // Compiled `a.push(v)` runs push's dense case inline when it finds
    // this very function (kiln.h `kl_call_push1`).
    kl_method_array_push = Array "push" 1 mutate::push, id crate::abi::KL_BUILTIN_ARRAY_PUSH;
    kl_method_array_reverse = Array "reverse" 0 mutate::reverse;
    kl_method_array_shift = Array "shift" 0 mutate::shift;
    kl_method_array_unshift = Array "unshift" 1 mutate::unshift;
    kl_method_array_slice = Array "slice" 2 species::slice;
    kl_method_array_sort = Array "sort" 1 sort::sort;
    kl_method_array_splice = Array "splice" 2 species::splice;
    kl_method_array_includes = Array "includes" 1 search::includes;
    kl_method_array_indexOf = Array "indexOf" 1 search::index_of;
    kl_method_array_keys = Array "keys" 0 iterator::keys;
    kl_method_array_entries = Array "entries" 0 iterator::entries;
    kl_method_array_forEach = Array "forEach" 1 callbacks::for_each;
    kl_method_array_filter = Array "filter" 1 species::filter;
    kl_method_array_flat = Array "flat" 0 species::flat;
    kl_method_array_flatMap = Array "flatMap" 1 species::flat_map;
    kl_method_array_map = Array "map" 1 species::map;
    kl_method_array_every = Array "every" 1 callbacks::every;
    kl_method_array_some = Array "some" 1 callbacks::some;
    kl_method_array_reduce = Array "reduce" 1 callbacks::reduce;
    kl_method_array_reduceRight = Array "reduceRight" 1 callbacks::reduce_right;
    kl_method_array_toLocaleString = Array "toLocaleString" 0 copy::to_locale_string;
    kl_method_array_toReversed = Array "toReversed" 0 copy::to_reversed;
    kl_method_array_toSorted = Array "toSorted" 1 sort::to_sorted;
    kl_method_array_toSpliced = Array "toSpliced" 2 copy::to_spliced;
    kl_method_array_with = Array "with" 2 copy::with;
    kl_method_arrayctor_from = ArrayCtor "from" 1 from::from;
    kl_method_arrayctor_of = ArrayCtor "of" 0 from::of;
}

pub fn install(th: &mut Thread) {
    let proto = th.realm.array_prototype;
    let ctor = new_native_constructor(th, "Array", 1, array_ctor, proto);
    th.realm.array_constructor = ctor.value();
    realm::define_global(th, "Array", ctor.value());
    define_native(th, ctor, "isArray", 1, is_array);
    methods::install(th, ctor, Proto::ArrayCtor, "from");
    methods::install(th, ctor, Proto::ArrayCtor, "of");
    species::install(th, ctor);
    let p = Obj::of(proto).expect("Array.prototype");
    // V8's order, which Object.getOwnPropertyNames(Array.prototype) shows.
    let order: [&str; 38] = [
        "at",
        "concat",
        "copyWithin",
        "fill",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "lastIndexOf",
        "pop",
        "push",
        "reverse",
        "shift",
        "unshift",
        "slice",
        "sort",
        "splice",
        "includes",
        "indexOf",
        "join",
        "keys",
        "entries",
        "values",
        "forEach",
        "filter",
        "flat",
        "flatMap",
        "map",
        "every",
        "some",
        "reduce",
        "reduceRight",
        "toLocaleString",
        "toString",
        "toReversed",
        "toSorted",
        "toSpliced",
        "with",
    ];
    // Linked into every program: `toString` calls `join`, and `values` is
    // `[Symbol.iterator]`, which `for…of`, spread and destructuring use.
    let core: [(&str, u32, NativeFn); 3] = [
        ("join", 1, copy::join),
        ("values", 0, iterator::values),
        ("toString", 0, copy::to_string),
    ];
    for name in order {
        match core.iter().find(|c| c.0 == name) {
            Some(&(name, len, f)) => {
                function::define_builtin(th, p, name, len, f, 0);
            }
            None => methods::install(th, p, Proto::Array, name),
        }
    }
    // Array.prototype[Symbol.iterator] is the very function `values` is.
    let values_k = Key::name(th, "values");
    let values = object::get_own(p, values_k).expect("values").value;
    let sym = th.realm.symbols.iterator;
    object::define_hidden(th, p, sym, values);
    // `Array.prototype[Symbol.unscopables]`: a null-prototype object naming
    // the methods `with` would hide (node's list and order); not writable.
    let u = object::new_object(th, Value::NULL, 16);
    for name in [
        "at",
        "copyWithin",
        "entries",
        "fill",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "flat",
        "flatMap",
        "includes",
        "keys",
        "values",
        "toReversed",
        "toSorted",
        "toSpliced",
    ] {
        let k = Key::name(th, name);
        object::create_data_property(th, u, k, Value::TRUE);
    }
    let k = Key::Name(th.realm.symbols.unscopables);
    object::define(th, p, k, u.value(), crate::object::shape::CONFIGURABLE);
    iterator::install(th);
}

/// `Array(...)` and `new Array(...)`: one number argument is a length.
fn array_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    // GetPrototypeFromConstructor: a subclass's instances get its
    // prototype (reading `prototype` may run a getter, before anything is
    // allocated).
    let proto = match Obj::of(nt) {
        Some(c) if nt != th.realm.array_constructor => {
            let args_kept = heap::scope(th, |s| {
                let hs: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
                let k = s.thread().realm.names.prototype;
                let p = s.collecting(|th| object::get(th, c, Key::Name(k), nt))?;
                Ok::<_, Thrown>((p, hs.iter().map(|&h| s.get(h)).collect::<Vec<_>>()))
            })?;
            let (p, kept) = args_kept;
            let p = if p.is_object() {
                p
            } else {
                th.realm.array_prototype
            };
            return construct_with_proto(th, &kept, p);
        }
        _ => th.realm.array_prototype,
    };
    construct_with_proto(th, args, proto)
}

fn construct_with_proto(th: &mut Thread, args: &[Value], proto: Value) -> JsResult<Value> {
    let a = if args.len() == 1 && args[0].is_number() {
        let d = args[0].as_number();
        let n = d as u32;
        if f64::from(n) != d {
            return Err(range_error(th, "Invalid array length"));
        }
        let a = array::new_array(th, n.min(1 << 16));
        array::set_length(th, a, n);
        a
    } else {
        array::from_values(th, args)
    };
    if proto != th.realm.array_prototype {
        a.set_proto(th, proto);
    }
    Ok(a.value())
}

fn is_array(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(
        Obj::of(arg(args, 0)).is_some_and(|o| o.is_array()),
    ))
}

// ---- the receiver ----------------------------------------------------------------

/// ToObject(this) for the methods whose V8 message names them
/// (`Array.prototype.map called on null or undefined`).
pub(crate) fn this_named(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    if this.is_nullish() {
        return Err(type_error(
            th,
            &format!("Array.prototype.{method} called on null or undefined"),
        ));
    }
    super::to_object(th, this)
}

/// ToObject(this) for the others ("Cannot convert undefined or null to
/// object").
pub(crate) fn this_object(th: &mut Thread, this: Value) -> JsResult<Obj> {
    super::to_object(th, this)
}

// ---- conversions -------------------------------------------------------------------

/// LengthOfArrayLike of the rooted object (a getter and `valueOf` may run).
pub(crate) fn length_of<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>) -> JsResult<f64> {
    let o = Obj::of(s.get(oh)).expect("object");
    if o.is_array() {
        return Ok(f64::from(array::length(o)));
    }
    s.collecting(|th| iter::length_of_array_like(th, o))
}

/// ToIntegerOrInfinity (`valueOf` may run: callers root what they hold).
pub(crate) fn to_integer(th: &mut Thread, v: Value) -> JsResult<f64> {
    let d = if v.is_number() {
        v.as_number()
    } else {
        crate::ops::to_number_value(th, v)?
    };
    Ok(if d.is_nan() { 0.0 } else { d.trunc() + 0.0 })
}

/// A relative index (`-1` is the last) clamped to `0..=len`.
pub(crate) fn clamp_relative(rel: f64, len: f64) -> f64 {
    if rel < 0.0 {
        (len + rel).max(0.0)
    } else {
        rel.min(len)
    }
}

/// ToIntegerOrInfinity of argument `i` clamped as a relative index; the
/// default when the argument is undefined.
pub(crate) fn relative_arg<'id>(
    s: &mut Scope<'_, 'id>,
    v: Value,
    len: f64,
    default: f64,
) -> JsResult<f64> {
    if v.is_undefined() {
        return Ok(default);
    }
    let rel = s.collecting(|th| to_integer(th, v))?;
    Ok(clamp_relative(rel, len))
}

/// The TypeError for a callback that is not callable: "undefined is not a
/// function", the value as V8 describes it.
pub(crate) fn require_callable(th: &mut Thread, f: Value) -> JsResult<()> {
    if Obj::of(f).is_some_and(|o| o.is_callable()) {
        return Ok(());
    }
    let text = crate::console::inspect_brief(th, f);
    Err(type_error(th, &format!("{text} is not a function")))
}

// ---- elements ------------------------------------------------------------------------

/// The property key of index `k`.
pub(crate) fn key_of(th: &mut Thread, k: f64) -> Key {
    iter::index_key(th, k)
}

/// The object a handle roots (the receiver or a result: always an object).
#[inline(always)]
pub(crate) fn obj_at<'id>(s: &Scope<'_, 'id>, h: Handle<'id>) -> Obj {
    let v = s.get(h);
    debug_assert!(Obj::of(v).is_some());
    Obj(v.addr())
}

/// A present own element of a dense array (no JavaScript, no lookup).
#[inline(always)]
fn fast(o: Obj, k: f64) -> Option<Value> {
    array::fast_get_number(o, k)
}

/// Get(O, k). A getter may run.
#[inline(always)]
pub(crate) fn get_at<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>, k: f64) -> JsResult<Value> {
    match fast(obj_at(s, oh), k) {
        Some(v) => Ok(v),
        None => get_at_slow(s, oh, k),
    }
}

#[cold]
#[inline(never)]
fn get_at_slow<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>, k: f64) -> JsResult<Value> {
    let ov = s.get(oh);
    let o = Obj::of(ov).expect("object");
    let key = key_of(s.thread(), k);
    s.collecting(|th| object::get(th, o, key, ov))
}

/// HasProperty(O, k), then Get(O, k) when present. (HasProperty runs no
/// JavaScript: kiln has no proxies.)
#[inline(always)]
pub(crate) fn get_present<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    k: f64,
) -> JsResult<Option<Value>> {
    match fast(obj_at(s, oh), k) {
        Some(v) => Ok(Some(v)),
        None => get_present_slow(s, oh, k),
    }
}

#[cold]
#[inline(never)]
fn get_present_slow<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    k: f64,
) -> JsResult<Option<Value>> {
    let ov = s.get(oh);
    let o = Obj::of(ov).expect("object");
    let key = key_of(s.thread(), k);
    if !object::has(o, key) {
        return Ok(None);
    }
    s.collecting(|th| object::get(th, o, key, ov)).map(Some)
}

/// Set(O, k, v, true): node's TypeError when refused. A setter may run.
#[inline]
pub(crate) fn set_at<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    k: f64,
    v: Value,
) -> JsResult<()> {
    let ov = s.get(oh);
    let o = Obj::of(ov).expect("object");
    if fast(o, k).is_some() {
        // An own element of a dense array is a writable data property.
        array::set_element_value(s.thread(), o, k as u32, v);
        return Ok(());
    }
    let key = key_of(s.thread(), k);
    s.collecting(|th| object::ic::set_value(th, ov, key, v, u32::MAX))
}

/// CreateDataPropertyOrThrow(A, k, v) on an array the method made.
#[inline]
pub(crate) fn create_at(th: &mut Thread, a: Obj, k: f64, v: Value) -> JsResult<()> {
    if k < MAX_ARRAY && a.kind() == crate::abi::KL_KIND_ARRAY {
        array::set_index(th, a, k as u32, v)?;
        return Ok(());
    }
    let key = key_of(th, k);
    if object::create_data_property(th, a, key, v) {
        return Ok(());
    }
    let text = crate::ops::to_rust_string(Value::number(k));
    Err(type_error(
        th,
        &format!("Cannot add property {text}, object is not extensible"),
    ))
}

/// DeletePropertyOrThrow(O, k).
pub(crate) fn delete_at<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>, k: f64) -> JsResult<()> {
    let o = Obj::of(s.get(oh)).expect("object");
    let key = key_of(s.thread(), k);
    if object::delete(s.thread(), o, key) {
        return Ok(());
    }
    let text = crate::ops::to_rust_string(Value::number(k));
    let what = describe_receiver(o);
    Err(type_error(
        s.thread(),
        &format!("Cannot delete property '{text}' of {what}"),
    ))
}

/// How V8 names a receiver in "Cannot delete property" messages.
fn describe_receiver(o: Obj) -> &'static str {
    if o.is_array() {
        "[object Array]"
    } else {
        "[object Object]"
    }
}

/// Set(O, "length", n, true).
pub(crate) fn set_length<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>, n: f64) -> JsResult<()> {
    let ov = s.get(oh);
    let k = s.thread().realm.names.length;
    s.collecting(|th| object::ic::set_value(th, ov, Key::Name(k), Value::number(n), u32::MAX))
}

/// ArrayCreate(len) for a result of known length, empty (length 0) until
/// the caller sets its length: room for `len` elements when `dense` says
/// the source is dense, else a small start that grows.
pub(crate) fn new_result(th: &mut Thread, len: f64, dense: bool) -> JsResult<Obj> {
    if len > MAX_ARRAY {
        return Err(range_error(th, "Invalid array length"));
    }
    let cap = if dense {
        len as u32
    } else {
        (len as u32).min(64)
    };
    Ok(array::new_array(th, cap))
}

/// Stores `v` at `k` of a result made by [`new_result`] with `dense` set
/// (so `k` is below its capacity); its length comes with
/// [`finish_result`]. Until then nothing but the method sees the array.
#[inline]
pub(crate) fn put_result(th: &mut Thread, a: Obj, k: f64, v: Value) {
    debug_assert!(is_dense(a) && k < MAX_ARRAY);
    array::set_element_value(th, a, k as u32, v);
}

/// The final length of a result array made by [`new_result`].
pub(crate) fn finish_result(th: &mut Thread, a: Obj, len: f64) {
    array::set_length(th, a, len as u32);
}

/// Whether `o` is a dense array (its elements in one store).
pub(crate) fn is_dense(o: Obj) -> bool {
    o.kind() == crate::abi::KL_KIND_ARRAY
}

// ---- calling back -----------------------------------------------------------------

/// A function a built-in calls many times (a sort comparator, a map
/// callback): checked once to be callable and not a class constructor (a
/// class throws on every call: `function::call` reports it), then called
/// through its generic entry with its arguments on the shadow stack, which
/// is what `function::call` does after its checks. The entry is static
/// code, so it stays valid when a collection moves the function object;
/// the object itself is passed fresh at every call.
///
/// Measured with callgrind (sorting 10⁵ numbers with `(a, b) => a - b`:
/// 1.53 M comparisons): through `function::call` each comparison cost 68
/// instructions in the sort's compare step plus 66 in `function::call`
/// (its checks twice over, a `memcpy` for the arguments); through this
/// entry the compare step, call included, costs 68 — the whole program
/// went from 674 M to 570 M instructions. Re-measure with
/// `valgrind --tool=callgrind` on such a sort and compare
/// `Sorter::compare` with `function::call`.
#[derive(Clone, Copy)]
pub(crate) struct Callee(function::CallFn);

impl Callee {
    /// The entry of `f`, or None when `f` must go through
    /// `function::call` (not callable, or a class constructor).
    pub(crate) fn of(f: Value) -> Option<Callee> {
        let o = Obj::of(f).filter(|o| o.is_callable())?;
        let info = function::info(o);
        (info.flags & function::FN_CLASS == 0).then_some(Callee(info.call))
    }

    /// Call(f, this, args) for the `f` this entry came from.
    #[inline]
    pub(crate) fn call<const N: usize>(
        self,
        th: &mut Thread,
        f: Value,
        this: Value,
        args: [Value; N],
    ) -> JsResult<Value> {
        let base = th.sp;
        // SAFETY: the shadow stack is checked to have room for the
        // arguments; the slots pushed are popped before returning, so the
        // callee (which may read its arguments after collecting) sees them
        // as roots, exactly as `lang::call_rooted` arranges.
        let r = unsafe {
            if th.shadow_room() < N {
                return Err(range_error(th, "Maximum call stack size exceeded"));
            }
            for (i, a) in args.into_iter().enumerate() {
                base.add(i).write(a);
            }
            th.sp = base.add(N);
            let r = (self.0)(th, f, this, N as u32, base);
            th.sp = base;
            r
        };
        if r.is_exception() { Err(Thrown) } else { Ok(r) }
    }
}

/// Call(f, this, args) through `callee` when there is one, else through
/// `function::call` (which throws the right TypeError).
#[inline]
pub(crate) fn call_back<const N: usize>(
    th: &mut Thread,
    callee: Option<Callee>,
    f: Value,
    this: Value,
    args: [Value; N],
) -> JsResult<Value> {
    match callee {
        Some(c) => c.call(th, f, this, args),
        None => function::call(th, f, this, &args),
    }
}
