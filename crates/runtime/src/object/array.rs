//! Arrays and the elements store of every object.
//!
//! An array (`KL_KIND_ARRAY`) keeps its elements dense in a
//! `KL_KIND_ELEMENTS` store whose capacity is at least its length; holes
//! are `KL_HOLE`. This is the invariant kiln.h's inline indexed access
//! relies on. An array that would be mostly holes, or whose elements get
//! non-default attributes, becomes `KL_KIND_ARRAY_SPARSE` and keeps its
//! elements in a dictionary keyed by index; it turns dense again once a
//! quarter of its length is present with default attributes
//! (`to_dense_if_full`). Other objects always keep integer-keyed
//! properties in such a dictionary.

use super::dict::Dict;
use super::shape::{Attrs, CONFIGURABLE, DATA, WRITABLE};
use super::{Obj, Own, Place};
use crate::abi::*;
use crate::error::{self, JsResult, Thrown};
use crate::heap;
use crate::thread::Thread;
use crate::value::Value;

/// kiln.h `KlArray`: the object prefix, the elements store, then the
/// length (a number).
pub const ARRAY_SIZE: u32 = super::OBJECT_SIZE + 16;
/// The array's elements store (`Obj::elements` reads it).
pub const ELEMENTS_OFFSET: u32 = super::OBJECT_SIZE;
const LENGTH_OFFSET: u32 = super::OBJECT_SIZE + 8;

/// A dense array past this length with fewer than 1/4 of it present goes
/// sparse instead of growing.
const SPARSE_MIN: u32 = 1024;

pub fn new_array(th: &mut Thread, cap: u32) -> Obj {
    let proto = th.realm.array_prototype;
    let o = super::alloc(th, KL_KIND_ARRAY, ARRAY_SIZE, 0, proto);
    o.set_word(th, LENGTH_OFFSET, Value::number(0.0));
    let e = new_elements(th, cap.max(4));
    o.set_elements(th, e);
    o
}

/// An array holding these values (holes stay holes).
pub fn from_values(th: &mut Thread, values: &[Value]) -> Obj {
    from_values_shaped(th, values, None)
}

/// [`from_values`] with named properties already in place: `shape` is a
/// transition from an array root shape (`Shapes::root(KL_KIND_ARRAY,
/// ARRAY_SIZE, n)`) whose inline slots the caller fills with
/// `set_slot` before anything can see the array.
pub fn from_values_shaped(
    th: &mut Thread,
    values: &[Value],
    shape: Option<&'static super::shape::Shape>,
) -> Obj {
    let o = match shape {
        Some(shape) => {
            let proto = th.realm.array_prototype;
            let o = super::alloc_shaped(th, shape, proto);
            o.set_word(th, LENGTH_OFFSET, Value::number(0.0));
            let e = new_elements(th, (values.len() as u32).max(4));
            o.set_elements(th, e);
            o
        }
        None => new_array(th, values.len() as u32),
    };
    let e = o.elements();
    for (i, &v) in values.iter().enumerate() {
        set_dense(th, e, i as u32, v);
    }
    o.set_word(th, LENGTH_OFFSET, Value::number(values.len() as f64));
    o
}

fn new_elements(th: &mut Thread, cap: u32) -> Value {
    let size = 8 * (1 + cap as usize);
    let p = heap::alloc(th, size) as usize;
    // SAFETY: a fresh allocation: header, then every element.
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_ELEMENTS << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        for i in 0..cap as usize {
            *(p as *mut Value).add(1 + i) = Value::HOLE;
        }
    }
    Value::from_tagged(KL_TAG_OBJECT, p)
}

fn dense_cap(e: Value) -> u32 {
    // SAFETY: a live elements store.
    let size = unsafe { *(e.addr() as *const u64) } >> KL_HDR_SIZE_SHIFT;
    (size / 8 - 1) as u32
}

fn dense(e: Value, i: u32) -> Value {
    // SAFETY: callers check `i < dense_cap(e)`.
    unsafe { *(e.addr() as *const Value).add(1 + i as usize) }
}

fn set_dense(th: &mut Thread, e: Value, i: u32, v: Value) {
    // SAFETY: callers check `i < dense_cap(e)`.
    let slot = unsafe { (e.addr() as *mut Value).add(1 + i as usize) };
    // SAFETY: as above.
    unsafe { *slot = v };
    heap::barrier::write_barrier_slot(th, e.addr() as *mut u8, slot, v);
}

pub fn length(o: Obj) -> u32 {
    o.word(LENGTH_OFFSET).as_number() as u32
}

fn set_length_word(th: &mut Thread, o: Obj, n: u32) {
    o.set_word(th, LENGTH_OFFSET, Value::number(f64::from(n)));
}

fn sparse(o: Obj) -> Option<Dict> {
    let e = o.elements();
    (!e.is_undefined() && o.kind() != KL_KIND_ARRAY).then(|| Dict::from_value(e))
}

/// The element `i` of `o` as an own property.
pub fn get_own_element(o: Obj, i: u32) -> Option<Own> {
    if super::typed::is_typed(o) {
        return super::typed::get_own_element(o, i);
    }
    if o.kind() == KL_KIND_ARRAY {
        if i >= length(o) {
            return None;
        }
        let v = dense(o.elements(), i);
        return (v != Value::HOLE).then_some(Own {
            value: v,
            attrs: DATA,
            place: Place::Element(i),
        });
    }
    let d = sparse(o)?;
    let e = d.find(Value::number(f64::from(i)))?;
    Some(Own {
        value: d.get(e),
        attrs: d.attrs(e),
        place: Place::Element(i),
    })
}

/// Overwrites an existing element's value.
pub fn set_element_value(th: &mut Thread, o: Obj, i: u32, v: Value) {
    if o.kind() == KL_KIND_ARRAY {
        let e = o.elements();
        set_dense(th, e, i, v);
    } else if let Some(d) = sparse(o)
        && let Some(e) = d.find(Value::number(f64::from(i)))
    {
        d.set(th, e, v);
    }
}

/// Converts a dense array to sparse elements (or gives a plain object its
/// dictionary of elements).
pub fn to_sparse_elements(th: &mut Thread, o: Obj) {
    if o.kind() != KL_KIND_ARRAY {
        if o.elements().is_undefined() {
            let d = Dict::new(th, 4);
            o.set_elements(th, d.value());
        }
        return;
    }
    let n = length(o);
    let e = o.elements();
    let mut d = Dict::new(th, 8);
    for i in 0..n {
        let v = dense(e, i);
        if v != Value::HOLE {
            d = d.insert(th, Value::number(f64::from(i)), v, DATA);
        }
    }
    o.set_kind(KL_KIND_ARRAY_SPARSE);
    o.set_elements(th, d.value());
}

/// Grows a dense array's store to hold index `i`, or turns it sparse when
/// that would be mostly holes. Returns whether it is still dense.
fn make_room(th: &mut Thread, o: Obj, i: u32) -> bool {
    let e = o.elements();
    let cap = dense_cap(e);
    if i < cap {
        return true;
    }
    if i >= SPARSE_MIN && i / 4 > length(o) {
        to_sparse_elements(th, o);
        return false;
    }
    let new_cap = (cap.saturating_mul(2)).max(i.saturating_add(1)).max(8);
    let n = new_elements(th, new_cap);
    let old = o.elements();
    for k in 0..length(o).min(cap) {
        let v = dense(old, k);
        set_dense(th, n, k, v);
    }
    o.set_elements(th, n);
    true
}

/// `a[i] = v` on an array (the element is absent or writable).
pub fn set_index(th: &mut Thread, o: Obj, i: u32, v: Value) -> JsResult<bool> {
    if o.kind() == KL_KIND_ARRAY && make_room(th, o, i) {
        let e = o.elements();
        set_dense(th, e, i, v);
        if i >= length(o) {
            set_length_word(th, o, i + 1);
        }
        return Ok(true);
    }
    define_sparse(th, o, i, v, DATA)
}

fn define_sparse(th: &mut Thread, o: Obj, i: u32, v: Value, attrs: Attrs) -> JsResult<bool> {
    if o.is_array() && i >= length(o) && !length_writable(o) {
        return Ok(false);
    }
    to_sparse_elements(th, o);
    let d = sparse(o).expect("sparse");
    let k = Value::number(f64::from(i));
    match d.find(k) {
        Some(e) => {
            d.set(th, e, v);
            d.set_attrs(e, attrs);
        }
        None => {
            let d = d.insert(th, k, v, attrs);
            o.set_elements(th, d.value());
            if o.kind() == KL_KIND_ARRAY_SPARSE && d.len().is_power_of_two() {
                if i >= length(o) {
                    set_length_word(th, o, i + 1);
                }
                to_dense_if_full(th, o);
                return Ok(true);
            }
        }
    }
    if o.is_array() && i >= length(o) {
        set_length_word(th, o, i + 1);
    }
    Ok(true)
}

/// Turns a sparse array dense again once a quarter of its length is
/// present (the density below which `make_room` lets a growing array go
/// sparse), every element a plain data property, and nothing else needs
/// the dictionary (a read-only length; a non-extensible array, which
/// stays sparse so the dense inline paths never append to it). Tried when
/// the element count reaches a power of two (from `SPARSE_MIN`), so the
/// scans cost O(1) per element over a run, and a dense array goes sparse
/// again only when its length grows fourfold. Without it an array that
/// went sparse never came back: `new Array(n)` past 65 536 elements is
/// sparse from the start, and `new Array(200_000).fill(0)` took 0.44 s
/// through the dictionary (6 ms for 60 000 elements).
fn to_dense_if_full(th: &mut Thread, o: Obj) {
    let Some(d) = sparse(o) else {
        return;
    };
    let n = length(o);
    if d.len() < SPARSE_MIN as usize
        || (d.len() as u64) * 4 < u64::from(n)
        || d.flags() != 0
        || !super::is_extensible(o)
        || d.entries().any(|e| d.attrs(e) != DATA)
    {
        return;
    }
    let e = new_elements(th, n.max(4));
    for k in d.entries() {
        let i = d.key(k).as_number() as u32;
        debug_assert!(i < n, "an array's elements lie below its length");
        set_dense(th, e, i, d.get(k));
    }
    o.set_kind(KL_KIND_ARRAY);
    o.set_elements(th, e);
}

/// The most elements a sparse array's `fill` makes dense at once (512 MB
/// of elements): V8 keeps arrays of this size in fast elements too.
const FILL_DENSE_MAX: u32 = 1 << 26;

/// `a.fill(v)` over all of an array whose elements are in a dictionary
/// (`new Array(n)` past 65 536 elements starts so), when every element
/// it has is a plain data property and nothing else needs the dictionary
/// (as [`to_dense_if_full`] asks): the array becomes dense, every element
/// `v`. Through the dictionary, `new Array(8_000_001).fill(true)` made 2
/// million dictionary entries before `to_dense_if_full` took it back
/// (bench/sieve: 5.6x node's time). False when the array does not
/// qualify (the caller fills element by element).
pub fn fill_whole(th: &mut Thread, o: Obj, v: Value) -> bool {
    let Some(d) = sparse(o) else {
        return false;
    };
    let n = length(o);
    if o.kind() != KL_KIND_ARRAY_SPARSE
        || n > FILL_DENSE_MAX
        || d.flags() != 0
        || !super::is_extensible(o)
        || d.entries().any(|e| d.attrs(e) != DATA)
        || !chain_has_no_elements(o)
    {
        return false;
    }
    let e = new_elements(th, n.max(4));
    for i in 0..n {
        set_dense(th, e, i, v);
    }
    o.set_kind(KL_KIND_ARRAY);
    o.set_elements(th, e);
    true
}

/// No prototype of `o` has an element (a store to a hole of `o` would
/// otherwise meet it: a setter, a read-only element).
fn chain_has_no_elements(o: Obj) -> bool {
    let mut p = Obj::of(o.proto());
    while let Some(q) = p {
        let empty = match q.kind() {
            KL_KIND_ARRAY => length(q) == 0,
            // A String object's characters are elements.
            KL_KIND_BOXED => false,
            _ => sparse(q).is_none_or(|d| d.is_empty()),
        };
        if !empty {
            return false;
        }
        p = Obj::of(q.proto());
    }
    true
}

/// `o` is an array (dense or sparse) without element `i`, and its
/// prototypes are arrays of length 0 or plain objects without elements
/// (Array.prototype and Object.prototype, as nearly always): no object
/// along the chain has anything to say about index `i`. Narrower than
/// [`chain_has_no_elements`], which lets any kind pass that keeps no
/// dictionary (a typed array on the chain has elements of its own).
pub fn absent_along_chain(o: Obj, i: u32) -> bool {
    if !o.is_array() || get_own_element(o, i).is_some() {
        return false;
    }
    let mut p = Obj::of(o.proto());
    while let Some(q) = p {
        let empty = match q.kind() {
            KL_KIND_ARRAY => length(q) == 0,
            KL_KIND_OBJECT => sparse(q).is_none_or(|d| d.is_empty()),
            _ => false,
        };
        if !empty {
            return false;
        }
        p = Obj::of(q.proto());
    }
    true
}

/// Defines element `i` with attributes (DefineOwnProperty on an index):
/// false past an array's read-only length.
pub fn define_element(th: &mut Thread, o: Obj, i: u32, v: Value, attrs: Attrs) -> bool {
    // Neither path runs JavaScript, so neither can fail otherwise.
    let r = if attrs == DATA && o.kind() == KL_KIND_ARRAY {
        set_index(th, o, i, v)
    } else {
        define_sparse(th, o, i, v, attrs)
    };
    r.unwrap_or(false)
}

pub fn delete_element(th: &mut Thread, o: Obj, i: u32) {
    if o.kind() == KL_KIND_ARRAY {
        let e = o.elements();
        set_dense(th, e, i, Value::HOLE);
    } else if let Some(d) = sparse(o)
        && let Some(e) = d.find(Value::number(f64::from(i)))
    {
        d.remove(e);
    }
}

/// The indices of present elements, ascending.
pub fn element_indices(o: Obj) -> Vec<u32> {
    if super::typed::is_typed(o) {
        return (0..super::typed::typed_len(o) as u32).collect();
    }
    if o.kind() == KL_KIND_ARRAY {
        let e = o.elements();
        return (0..length(o))
            .filter(|&i| dense(e, i) != Value::HOLE)
            .collect();
    }
    let Some(d) = sparse(o) else {
        return Vec::new();
    };
    let mut v: Vec<u32> = d.entries().map(|e| d.key(e).as_number() as u32).collect();
    crate::sort::sort_by_u32_key(&mut v, |&i| i);
    v
}

/// The flag of a frozen or non-writable `length` lives in the sparse
/// dictionary's flags (arrays with a non-writable length are sparse).
const LENGTH_READ_ONLY: u32 = 2;

pub fn length_writable(o: Obj) -> bool {
    match sparse(o) {
        Some(d) if o.is_array() => d.flags() & LENGTH_READ_ONLY == 0,
        _ => true,
    }
}

pub fn set_length_read_only(th: &mut Thread, o: Obj) {
    to_sparse_elements(th, o);
    if let Some(d) = sparse(o) {
        d.set_flags(d.flags() | LENGTH_READ_ONLY);
    }
}

/// Truncates or extends an array to `n`. False when the length is
/// read-only, or when a non-configurable element stops the truncation
/// (the length then ends just past it, as ArraySetLength leaves it).
pub fn set_length(th: &mut Thread, o: Obj, n: u32) -> bool {
    if !length_writable(o) {
        return n == length(o);
    }
    let old = length(o);
    if o.kind() == KL_KIND_ARRAY {
        if n < old {
            let e = o.elements();
            for i in n..old {
                set_dense(th, e, i, Value::HOLE);
            }
        } else if n > dense_cap(o.elements()) && !make_room(th, o, n - 1) {
            return set_length(th, o, n);
        }
    } else if n < old
        && let Some(d) = sparse(o)
    {
        // From the last element down.
        let mut doomed: Vec<(u32, usize)> = d
            .entries()
            .map(|e| (d.key(e).as_number() as u32, e))
            .filter(|&(i, _)| i >= n)
            .collect();
        crate::sort::sort_by_u32_key(&mut doomed, |&(i, _)| u32::MAX - i);
        for (i, e) in doomed {
            if d.attrs(e) & CONFIGURABLE == 0 {
                set_length_word(th, o, i + 1);
                return false;
            }
            d.remove(e);
        }
    }
    set_length_word(th, o, n);
    true
}

/// ArraySetLength for a value assigned to `length`: ToUint32 and ToNumber
/// of it (each may run `valueOf`, which may collect: the array and the
/// value are rooted), a RangeError unless they agree, then the new length.
/// False when the length is read-only.
pub fn set_length_value(th: &mut Thread, o: Obj, v: Value) -> JsResult<bool> {
    let (uint32, number, o) = heap::scope(th, |s| {
        let oh = s.root(o.value());
        let vh = s.root(v);
        let d = s.collecting(|th| crate::ops::to_number_value(th, v))?;
        let uint32 = crate::number::to_int32(d) as u32;
        // The spec converts twice; a `valueOf` runs twice, as in node.
        let v = s.get(vh);
        let number = if v.is_object() {
            s.collecting(|th| crate::ops::to_number_value(th, v))?
        } else {
            d
        };
        Ok::<_, Thrown>((uint32, number, Obj::of(s.get(oh)).expect("array")))
    })?;
    if f64::from(uint32) != number {
        return Err(error::range_error(th, "Invalid array length"));
    }
    if set_length(th, o, uint32) || !length_writable(o) {
        return Ok(length(o) == uint32);
    }
    // A non-configurable element stopped the truncation: node's strict
    // message names it.
    let last = length(o) - 1;
    Err(error::type_error(
        th,
        &format!("Cannot delete property '{last}' of [object Array]"),
    ))
}

/// `a.push(v)`: index 2³² − 2 is the last an array can have, so a push
/// onto the longest array throws node's RangeError.
pub fn push(th: &mut Thread, o: Obj, v: Value) -> JsResult<()> {
    let n = length(o);
    if n == u32::MAX {
        return Err(error::range_error(th, "Invalid array length"));
    }
    set_index(th, o, n, v)?;
    Ok(())
}

/// A present element of a dense array, or None (hole or out of range).
pub fn fast_get(o: Obj, i: u32) -> Option<Value> {
    if o.kind() == KL_KIND_ARRAY && i < length(o) {
        let v = dense(o.elements(), i);
        return (v != Value::HOLE).then_some(v);
    }
    None
}

/// The string inside a `String` object (None for other objects).
fn boxed_string(o: Obj) -> Option<Value> {
    let s = (o.kind() == KL_KIND_BOXED).then(|| o.word(super::OBJECT_SIZE))?;
    s.is_string().then_some(s)
}

/// A `String` object's index properties are its characters (read-only,
/// enumerable data properties, as StringGetOwnProperty makes them): the
/// character at `key`, when in range.
pub fn boxed_string_index(th: &mut Thread, o: Obj, key: super::Key) -> Option<Value> {
    let super::Key::Index(i) = key else {
        return None;
    };
    let u = crate::string::units(boxed_string(o)?);
    ((i as usize) < u.len()).then(|| crate::string::from_unit(th, u.at(i as usize)))
}

/// Whether a `String` object has the character index `key` (for
/// [[HasProperty]], which needs no value).
pub fn boxed_string_has(o: Obj, key: super::Key) -> bool {
    match (key, boxed_string(o)) {
        (super::Key::Index(i), Some(s)) => (i as usize) < crate::string::len(s),
        _ => false,
    }
}

/// Whether an own `length` of an array is writable (for descriptors).
pub fn length_attrs(o: Obj) -> Attrs {
    if length_writable(o) { WRITABLE } else { 0 }
}

/// The first `length` slots of a dense array's store (holes are
/// `KL_HOLE`), for the bulk moves of the Array built-ins (shift, unshift,
/// splice, reverse, sort). Valid until the next allocation or call into
/// JavaScript. Storing new values needs the write barrier; moving values
/// within the store goes through [`dense_slice_moving`].
pub fn dense_slice(o: Obj) -> &'static mut [Value] {
    assert_eq!(o.kind(), KL_KIND_ARRAY, "a dense array");
    let n = length(o) as usize;
    let e = o.elements();
    debug_assert!(n <= dense_cap(e) as usize);
    // SAFETY: a dense array's store holds at least `length` elements after
    // its header word; the slice is used before anything can move it.
    unsafe { std::slice::from_raw_parts_mut((e.addr() as *mut Value).add(1), n) }
}

/// [`dense_slice`] for moving elements within the store (shift, unshift,
/// splice, reverse, copyWithin). A large store is remembered by the slots
/// that received young references (`heap::barrier::remember_slot`); a
/// young element moved to another slot would escape them, so a large store
/// is remembered whole first (its next minor collection scans all of it).
pub fn dense_slice_moving(th: &mut Thread, o: Obj) -> &'static mut [Value] {
    let e = o.elements();
    // SAFETY: a live elements store.
    if unsafe { heap::object::header(e.addr()) }.has(heap::object::FLAG_LARGE) {
        heap::barrier::remember(th, e.addr());
    }
    dense_slice(o)
}

/// [`fast_get`] at a number index (any number: a fraction, a negative, NaN
/// or one past the array indices is simply not a dense element), without
/// converting the index or the length first: the built-ins' loops count
/// in numbers.
#[inline]
pub fn fast_get_number(o: Obj, k: f64) -> Option<Value> {
    if o.kind() != KL_KIND_ARRAY || !(k >= 0.0 && k < o.word(LENGTH_OFFSET).as_number()) {
        return None;
    }
    let i = k as usize;
    if i as f64 != k {
        return None;
    }
    // SAFETY: 0 <= i < length <= the store's capacity.
    let v = unsafe { *(o.elements().addr() as *const Value).add(1 + i) };
    (v != Value::HOLE).then_some(v)
}
