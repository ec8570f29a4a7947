//! JavaScript objects: kiln.h's `KlObject` prefix, property keys, and the
//! ordinary internal methods ([[Get]], [[Set]], [[DefineOwnProperty]],
//! [[Delete]], [[HasProperty]], [[OwnPropertyKeys]]).
//!
//! Named properties live in slots laid out by the object's [`Shape`] (or in
//! a dictionary, see `dict.rs`); integer-indexed properties live in the
//! elements store (see `array.rs`). Keys are atoms or symbols (`atom.rs`).
//!
//! Calls back into JavaScript (getters, setters) can collect: code that
//! holds `Value`s across them roots them first (`heap::scope`).

pub mod array;
pub mod atom;
pub mod cache;
pub mod coroutine;
pub mod dict;
pub mod forof;
pub mod function;
pub mod fxhash;
pub mod ic;
pub mod iter;
pub mod lang;
pub mod namespace;
pub mod realm;
pub mod record;
pub mod shape;
pub mod typed;

use crate::abi::*;
use crate::error::{JsResult, Thrown};
use crate::heap;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use dict::Dict;
use shape::{ACCESSOR, Attrs, CONFIGURABLE, DATA, ENUMERABLE, Shape, WRITABLE};

/// kiln.h `KlObject`.
#[repr(C)]
pub struct KlObject {
    pub hdr: u64,
    pub shape: &'static Shape,
    pub proto: Value,
    /// The out-of-line slots store (`KL_KIND_SLOTS` or, in dictionary
    /// mode, `KL_KIND_DICT`), or `KL_KIND_EXT` when a non-array object
    /// also has elements: read and written through [`Obj::slots`] and
    /// [`Obj::elements`] only.
    pub slots: Value,
}

/// Byte size of the common prefix; kind-specific fields follow it.
pub const OBJECT_SIZE: u32 = size_of::<KlObject>() as u32;
/// Inline slots a plain object gets when nothing better is known.
pub const DEFAULT_INLINE: u32 = 4;

/// Inline slots of a built-in prototype: room for all its methods, so that
/// a method site (`a.push(x)`, `m.get(k)`, `s.charCodeAt(i)`) caches the
/// method in its inline entry, which only covers inline slots. With 0 to 8
/// slots every `push` missed it (bench/churn: 655,000 misses in 100
/// rounds, ~100 instructions each).
pub const PROTOTYPE_INLINE: u32 = 64;

/// A JavaScript object, by address. Valid until the next collection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Obj(pub usize);

impl Obj {
    /// The object behind `v`, if `v` is a JavaScript object.
    pub fn of(v: Value) -> Option<Obj> {
        if !v.is_object() {
            return None;
        }
        let o = Obj(v.addr());
        (o.kind() >= KL_KIND_FIRST_OBJECT).then_some(o)
    }
    pub fn value(self) -> Value {
        Value::from_tagged(KL_TAG_OBJECT, self.0)
    }
    fn raw(self) -> &'static mut KlObject {
        // SAFETY: an Obj is the address of a live object with the KlObject
        // prefix, used before any collection can move it.
        unsafe { &mut *(self.0 as *mut KlObject) }
    }
    pub fn hdr(self) -> u64 {
        self.raw().hdr
    }
    pub fn kind(self) -> u64 {
        (self.raw().hdr >> KL_HDR_KIND_SHIFT) & 0xFF
    }
    pub fn set_kind(self, kind: u64) {
        let r = self.raw();
        r.hdr = (r.hdr & !(0xFF << KL_HDR_KIND_SHIFT)) | (kind << KL_HDR_KIND_SHIFT);
    }
    pub fn shape(self) -> &'static Shape {
        self.raw().shape
    }
    pub fn set_shape(self, s: &'static Shape) {
        self.raw().shape = s;
    }
    pub fn proto(self) -> Value {
        self.raw().proto
    }
    pub fn set_proto(self, th: &mut Thread, p: Value) {
        self.raw().proto = p;
        heap::write_barrier(th, self.0 as *mut u8, p);
    }
    /// The `KL_KIND_EXT` record in the slots word, if there is one.
    #[inline(always)]
    fn ext(self) -> Option<usize> {
        let s = self.raw().slots;
        // SAFETY: a slots word that is an object names a live store.
        (s.is_object()
            && (unsafe { *(s.addr() as *const u64) } >> KL_HDR_KIND_SHIFT) & 0xFF == KL_KIND_EXT)
            .then(|| s.addr())
    }
    /// The out-of-line slots store: `KL_KIND_SLOTS`, `KL_KIND_DICT` or
    /// undefined.
    #[inline(always)]
    pub fn slots(self) -> Value {
        match self.ext() {
            // SAFETY: a live KL_KIND_EXT record: header, slots, elements.
            Some(e) => unsafe { *(e as *const Value).add(EXT_SLOTS) },
            None => self.raw().slots,
        }
    }
    /// The elements store: `KL_KIND_ELEMENTS`, `KL_KIND_DICT` or undefined.
    /// An array keeps it in its own field; any other object in a
    /// `KL_KIND_EXT` record in place of its slots store, made when it
    /// first gets one (integer keys on a non-array are rare, and every
    /// object is a word smaller for it). Inline for the array (the
    /// callers on array paths have read the kind already); out of line
    /// they cost bench/churn 1.1% and deltablue 0.6% more instructions.
    #[inline(always)]
    pub fn elements(self) -> Value {
        if self.is_array() {
            self.word(array::ELEMENTS_OFFSET)
        } else {
            self.ext_elements()
        }
    }
    #[inline(never)]
    fn ext_elements(self) -> Value {
        match self.ext() {
            // SAFETY: as in `slots`.
            Some(e) => unsafe { *(e as *const Value).add(EXT_ELEMENTS) },
            None => Value::UNDEFINED,
        }
    }
    #[inline(always)]
    pub fn set_elements(self, th: &mut Thread, e: Value) {
        if self.is_array() {
            self.set_word(th, array::ELEMENTS_OFFSET, e);
        } else {
            self.set_ext_elements(th, e);
        }
    }
    #[inline(never)]
    fn set_ext_elements(self, th: &mut Thread, e: Value) {
        match self.ext() {
            Some(x) => set_ext_word(th, x, EXT_ELEMENTS, e),
            None if e.is_undefined() => {}
            None => {
                let x = new_ext(th, self.raw().slots, e);
                self.raw().slots = x;
                heap::write_barrier(th, self.0 as *mut u8, x);
            }
        }
    }
    fn set_slots(self, th: &mut Thread, s: Value) {
        match self.ext() {
            Some(x) => set_ext_word(th, x, EXT_SLOTS, s),
            None => {
                self.raw().slots = s;
                heap::write_barrier(th, self.0 as *mut u8, s);
            }
        }
    }
    /// A word of the object at a byte offset.
    pub fn word(self, offset: u32) -> Value {
        // SAFETY: offsets come from the object's shape or kind layout.
        unsafe { *((self.0 + offset as usize) as *const Value) }
    }
    pub fn set_word(self, th: &mut Thread, offset: u32, v: Value) {
        // SAFETY: as in `word`.
        unsafe { *((self.0 + offset as usize) as *mut Value) = v };
        heap::write_barrier(th, self.0 as *mut u8, v);
    }
    pub fn is_callable(self) -> bool {
        self.kind() == KL_KIND_FUNCTION
    }
    pub fn is_array(self) -> bool {
        matches!(self.kind(), KL_KIND_ARRAY | KL_KIND_ARRAY_SPARSE)
    }
    fn dict(self) -> Dict {
        Dict::from_value(self.slots())
    }
}

/// Word indices of a `KL_KIND_EXT` record (after its header).
const EXT_SLOTS: usize = 1;
const EXT_ELEMENTS: usize = 2;

/// A `KL_KIND_EXT` record holding a non-array object's slots and elements
/// stores. Never collects.
fn new_ext(th: &mut Thread, slots: Value, elements: Value) -> Value {
    let size = 24u64;
    let p = heap::alloc(th, size as usize) as usize;
    // SAFETY: a fresh allocation: header and both words (initialising
    // stores need no barrier).
    unsafe {
        *(p as *mut u64) = (KL_KIND_EXT << KL_HDR_KIND_SHIFT) | (size << KL_HDR_SIZE_SHIFT);
        *(p as *mut Value).add(EXT_SLOTS) = slots;
        *(p as *mut Value).add(EXT_ELEMENTS) = elements;
    }
    Value::from_tagged(KL_TAG_OBJECT, p)
}

fn set_ext_word(th: &mut Thread, x: usize, i: usize, v: Value) {
    // SAFETY: `x` is a live KL_KIND_EXT record.
    unsafe { *(x as *mut Value).add(i) = v };
    heap::write_barrier(th, x as *mut u8, v);
}

/// Allocates an object of `kind` whose fixed part is `fixed` bytes (the
/// prefix plus kind fields, which the caller must initialise), with
/// `inline_cap` inline slots, prototype `proto` and no properties.
pub fn alloc(th: &mut Thread, kind: u64, fixed: u32, inline_cap: u32, proto: Value) -> Obj {
    let shape = th.realm.shapes.root(kind, fixed, inline_cap);
    alloc_shaped(th, shape, proto)
}

/// An object of root shape `shape` (whose kind, fixed part and inline
/// capacity it takes) and prototype `proto`: [`alloc`] with the root
/// shape already looked up.
pub fn alloc_shaped(th: &mut Thread, shape: &'static shape::Shape, proto: Value) -> Obj {
    let size = shape.inline_base + 8 * shape.inline_cap;
    let p = heap::alloc(th, size as usize) as usize;
    // SAFETY: a fresh allocation of `size` bytes.
    unsafe { init_shaped(p, shape, proto) }
}

/// A plain object with prototype `proto` that never moves
/// ([`heap::alloc_pinned`]): `Object.prototype`.
pub fn new_pinned_object(th: &mut Thread, proto: Value, inline_cap: u32) -> Obj {
    let shape = th
        .realm
        .shapes
        .root(KL_KIND_OBJECT, OBJECT_SIZE, inline_cap);
    let size = shape.inline_base + 8 * shape.inline_cap;
    let p = heap::alloc_pinned(th, size as usize) as usize;
    // SAFETY: a fresh allocation of `size` bytes.
    unsafe { init_shaped(p, shape, proto) }
}

/// Writes a fresh object of root shape `shape` at `p`.
///
/// # Safety
/// `p` is a fresh allocation of the shape's size.
unsafe fn init_shaped(p: usize, shape: &'static shape::Shape, proto: Value) -> Obj {
    let size = shape.inline_base + 8 * shape.inline_cap;
    // SAFETY: a fresh allocation of `size` bytes; the header and every
    // traced word are written before anything can look at them.
    unsafe {
        (p as *mut KlObject).write(KlObject {
            hdr: fresh_header(shape),
            shape,
            proto,
            slots: Value::UNDEFINED,
        });
        let mut q = p + OBJECT_SIZE as usize;
        while q < p + size as usize {
            *(q as *mut Value) = Value::UNDEFINED;
            q += 8;
        }
    }
    Obj(p)
}

/// The header word of a new object of root shape `shape` (kind, size, the
/// untraced shape word; no collector flags).
pub fn fresh_header(shape: &shape::Shape) -> u64 {
    let size = shape.inline_base + 8 * shape.inline_cap;
    (u64::from(shape.kind) << KL_HDR_KIND_SHIFT)
        | (1 << KL_HDR_RAW_WORDS_SHIFT)
        | (u64::from(size) << KL_HDR_SIZE_SHIFT)
}

/// `{}` with the given prototype.
pub fn new_object(th: &mut Thread, proto: Value, inline_cap: u32) -> Obj {
    alloc(th, KL_KIND_OBJECT, OBJECT_SIZE, inline_cap, proto)
}

/// A plain object with `Object.prototype`.
pub fn new_plain(th: &mut Thread) -> Obj {
    let proto = th.realm.object_prototype;
    new_object(th, proto, DEFAULT_INLINE)
}

// ---- property keys -----------------------------------------------------

/// A property key after ToPropertyKey: an array index or a name (an atom
/// or a symbol).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    Index(u32),
    Name(Value),
}

impl Key {
    pub fn value(self, th: &mut Thread) -> Value {
        match self {
            Key::Name(v) => v,
            Key::Index(i) => crate::ops::kl_num_to_string(th, f64::from(i)),
        }
    }
    pub fn name(th: &mut Thread, s: &str) -> Key {
        Key::Name(th.realm.atoms.intern_str(s))
    }
}

/// The array index a string denotes ("0", "17"; not "01" or "4294967295").
pub fn string_index(s: Value) -> Option<u32> {
    let u = string::units(s);
    let n = u.len();
    if n == 0 || n > 10 || (n > 1 && u.at(0) == u16::from(b'0')) {
        return None;
    }
    let mut v: u64 = 0;
    for c in u.iter() {
        if !(48..=57).contains(&c) {
            return None;
        }
        v = v * 10 + u64::from(c - 48);
    }
    (v < u64::from(u32::MAX)).then_some(v as u32)
}

/// The array index a number denotes.
pub fn number_index(d: f64) -> Option<u32> {
    // Within the range `as u32` truncates, so the round trip is equal only
    // for an integer (`trunc` is a libm call on x86-64's baseline: ~17
    // instructions of each hole read in `bench/probe misc`).
    ((0.0..4_294_967_295.0).contains(&d) && f64::from(d as u32) == d).then_some(d as u32)
}

/// ToPropertyKey on a primitive (objects go through ToPrimitive first, in
/// `ops`).
pub fn to_key(th: &mut Thread, v: Value) -> JsResult<Key> {
    if v.is_number() {
        let d = v.as_number();
        if let Some(i) = number_index(d) {
            return Ok(Key::Index(i));
        }
        let s = crate::ops::kl_num_to_string(th, d);
        return Ok(Key::Name(th.realm.atoms.intern(s)));
    }
    if v.is_string() {
        if let Some(i) = string_index(v) {
            return Ok(Key::Index(i));
        }
        return Ok(Key::Name(th.realm.atoms.intern(v)));
    }
    if v.is_symbol() {
        return Ok(Key::Name(v));
    }
    if v.is_object() {
        let p = crate::ops::to_primitive(th, v, crate::ops::Hint::String)?;
        return to_key(th, p);
    }
    let s = crate::ops::kl_to_string(th, v);
    if s.is_exception() {
        return Err(Thrown);
    }
    to_key(th, s)
}

// ---- own properties ------------------------------------------------------

/// Where an own property lives.
#[derive(Clone, Copy, Debug)]
pub enum Place {
    /// Slot `index` of the shape.
    Slot(u32),
    /// Entry of the property dictionary.
    Dict(usize),
    /// An element.
    Element(u32),
    /// An array's `length`.
    Length,
}

/// An own property: its value (or accessor pair) and attributes.
#[derive(Clone, Copy, Debug)]
pub struct Own {
    pub value: Value,
    pub attrs: Attrs,
    pub place: Place,
}

/// The address of slot `index` of an object in shape mode.
fn slot_ptr(o: Obj, index: u32) -> *mut Value {
    let s = o.shape();
    match s.inline_offset(index) {
        Some(off) => (o.0 + off as usize) as *mut Value,
        None => {
            let arr = o.slots().addr();
            // SAFETY: the out-of-line array has room for every slot past the
            // inline ones (grown in `add_slot`).
            unsafe { (arr as *mut Value).add(1 + (index - s.inline_cap) as usize) }
        }
    }
}

pub fn get_slot(o: Obj, index: u32) -> Value {
    // SAFETY: slot_ptr is within the object or its slot array.
    unsafe { *slot_ptr(o, index) }
}

pub fn set_slot(th: &mut Thread, o: Obj, index: u32, v: Value) {
    let p = slot_ptr(o, index);
    // SAFETY: as above.
    unsafe { *p = v };
    let owner = if o.shape().inline_offset(index).is_some() {
        o.0
    } else {
        o.slots().addr()
    };
    heap::write_barrier(th, owner as *mut u8, v);
}

/// The own named property `key` of `o`.
pub fn get_own_named(o: Obj, key: Value) -> Option<Own> {
    if o.is_array() && is_length_atom(key) {
        let attrs = array::length_attrs(o);
        return Some(Own {
            value: Value::number(f64::from(array::length(o))),
            attrs,
            place: Place::Length,
        });
    }
    let s = o.shape();
    if s.dictionary {
        let d = o.dict();
        let e = d.find(key)?;
        return Some(Own {
            value: d.get(e),
            attrs: d.attrs(e),
            place: Place::Dict(e),
        });
    }
    let (i, attrs) = s.lookup_attrs(key)?;
    Some(Own {
        value: get_slot(o, i),
        attrs,
        place: Place::Slot(i),
    })
}

pub fn get_own(o: Obj, key: Key) -> Option<Own> {
    match key {
        Key::Name(k) => get_own_named(o, k),
        Key::Index(i) => array::get_own_element(o, i),
    }
}

/// Appends a named property (the key must be absent).
fn add_named(th: &mut Thread, o: Obj, key: Value, value: Value, attrs: Attrs) {
    if key == th.realm.symbols.has_instance && o.value() != th.realm.function_prototype {
        th.realm.has_instance_elsewhere = true;
        crate::ops::kl_has_instance_elsewhere.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    let s = o.shape();
    if s.dictionary {
        let d = o.dict().insert(th, key, value, attrs);
        o.set_slots(th, d.value());
        return;
    }
    if s.count >= shape::MAX_FAST_PROPERTIES {
        to_dictionary(th, o);
        return add_named(th, o, key, value, attrs);
    }
    let index = s.count;
    if index >= s.inline_cap {
        grow_slots(th, o, index - s.inline_cap + 1);
    }
    o.set_shape(s.with_key(key, attrs));
    set_slot(th, o, index, value);
}

/// Adds (or overwrites) a runtime-internal property under a private
/// symbol, even on a non-extensible object: bookkeeping the runtime keeps
/// with an object (its identity hash), which JavaScript never sees.
pub fn define_internal(th: &mut Thread, o: Obj, key: Value, v: Value) {
    debug_assert!(key.is_symbol() && atom::is_private(key));
    match get_own_named(o, key) {
        Some(own) => {
            let _ = write_own(th, o, own.place, v);
        }
        None => add_named(th, o, key, v, 0),
    }
}

/// Makes room for at least `need` out-of-line slots.
fn grow_slots(th: &mut Thread, o: Obj, need: u32) {
    let old = o.slots();
    let have = if old.is_undefined() {
        0
    } else {
        slots_cap(old)
    };
    if have >= need {
        return;
    }
    let cap = (have * 2).max(need).max(4);
    let size = 8 * (1 + cap as usize);
    let p = heap::alloc(th, size) as usize;
    // SAFETY: a fresh allocation: header, then every slot.
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_SLOTS << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        for i in 0..cap as usize {
            let v = if (i as u32) < have {
                *(old.addr() as *const Value).add(1 + i)
            } else {
                Value::UNDEFINED
            };
            *(p as *mut Value).add(1 + i) = v;
        }
    }
    o.set_slots(th, Value::from_tagged(KL_TAG_OBJECT, p));
}

fn slots_cap(v: Value) -> u32 {
    // SAFETY: a live KL_KIND_SLOTS object.
    let size = unsafe { *(v.addr() as *const u64) } >> KL_HDR_SIZE_SHIFT;
    (size / 8 - 1) as u32
}

/// Moves an object's named properties into a dictionary.
pub fn to_dictionary(th: &mut Thread, o: Obj) {
    let s = o.shape();
    if s.dictionary {
        return;
    }
    let entries = s.entries();
    let mut d = Dict::new(th, entries.len() * 2);
    for (i, (k, a)) in entries.iter().enumerate() {
        d = d.insert(th, *k, get_slot(o, i as u32), *a);
    }
    // The inline slots stay allocated but unused.
    let ds = th.realm.shapes.dictionary(s.inline_base);
    o.set_shape(ds);
    o.set_slots(th, d.value());
}

pub fn is_extensible(o: Obj) -> bool {
    let s = o.shape();
    !(s.dictionary && o.dict().flags() & dict::FLAG_NON_EXTENSIBLE != 0)
}

pub fn prevent_extensions(th: &mut Thread, o: Obj) {
    to_dictionary(th, o);
    let d = o.dict();
    d.set_flags(d.flags() | dict::FLAG_NON_EXTENSIBLE);
    array::to_sparse_elements(th, o);
}

/// Writes the value of an existing own writable data property ([[Set]]'s
/// last step). An array's `length` goes through ArraySetLength, and a
/// typed array's element through its conversion: both may run JavaScript
/// (which may collect) and throw.
pub(crate) fn write_own(th: &mut Thread, o: Obj, place: Place, v: Value) -> JsResult<bool> {
    match place {
        Place::Slot(i) => set_slot(th, o, i, v),
        Place::Dict(e) => o.dict().set(th, e, v),
        // A typed array receiver of another object's [[Set]] (Reflect.set):
        // its [[DefineOwnProperty]] converts the value as its store does.
        Place::Element(i) if typed::is_typed(o) => {
            (typed::hooks().set_element)(th, o, i as usize, v)?
        }
        Place::Element(i) => array::set_element_value(th, o, i, v),
        Place::Length => return array::set_length_value(th, o, v),
    }
    Ok(true)
}

/// Changes the attributes (and value) of an existing own property; false
/// when refused.
fn redefine_own(th: &mut Thread, o: Obj, key: Key, place: Place, v: Value, attrs: Attrs) -> bool {
    match place {
        Place::Length => {
            // No JavaScript runs here (define's callers hold raw objects):
            // a value that is not already a valid length is refused.
            // [[Set]] and Object.defineProperty convert it first.
            let n = v.is_number().then(|| v.as_number());
            let Some(n) = n.filter(|&d| (0.0..=4_294_967_295.0).contains(&d) && d == d.trunc())
            else {
                return false;
            };
            if !array::set_length(th, o, n as u32) {
                return false;
            }
            if attrs & WRITABLE == 0 {
                array::set_length_read_only(th, o);
            }
        }
        Place::Element(i) => return array::define_element(th, o, i, v, attrs),
        Place::Slot(i) => {
            if o.shape().at(i).attrs == attrs {
                set_slot(th, o, i, v);
            } else {
                to_dictionary(th, o);
                return redefine_own(
                    th,
                    o,
                    key,
                    get_own(o, key).expect("still own").place,
                    v,
                    attrs,
                );
            }
        }
        Place::Dict(e) => {
            let d = o.dict();
            d.set(th, e, v);
            d.set_attrs(e, attrs);
        }
    }
    true
}

// ---- accessors -------------------------------------------------------------

/// A getter/setter pair (kiln.h `KL_KIND_ACCESSOR`).
pub fn new_accessor(th: &mut Thread, getter: Value, setter: Value) -> Value {
    let size = 24;
    let p = heap::alloc(th, size) as usize;
    // SAFETY: a fresh allocation of three words.
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_ACCESSOR << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        *(p as *mut Value).add(1) = getter;
        *(p as *mut Value).add(2) = setter;
    }
    Value::from_tagged(KL_TAG_OBJECT, p)
}

/// The getter and setter of an accessor pair.
pub fn accessor_parts(pair: Value) -> (Value, Value) {
    // SAFETY: a live KL_KIND_ACCESSOR object.
    unsafe {
        (
            *(pair.addr() as *const Value).add(1),
            *(pair.addr() as *const Value).add(2),
        )
    }
}

// ---- the internal methods -------------------------------------------------

/// [[Get]](key, receiver) along the prototype chain.
pub fn get(th: &mut Thread, o: Obj, key: Key, receiver: Value) -> JsResult<Value> {
    let mut cur = o;
    loop {
        if typed::is_typed(cur) {
            // A numeric key never reaches a typed array's prototypes.
            match (typed::hooks().numeric_key)(cur, key) {
                typed::Numeric::Valid(i) => {
                    return Ok((typed::hooks().get_index)(th, cur, i));
                }
                typed::Numeric::Invalid => return Ok(Value::UNDEFINED),
                typed::Numeric::NotNumeric => {}
            }
        }
        if let Some(own) = get_own(cur, key) {
            if own.attrs & ACCESSOR == 0 {
                return Ok(own.value);
            }
            let (getter, _) = accessor_parts(own.value);
            if getter.is_undefined() {
                return Ok(Value::UNDEFINED);
            }
            return function::call(th, getter, receiver, &[]);
        }
        if let Key::Index(_) = key
            && cur.kind() == KL_KIND_BOXED
            && let Some(v) = array::boxed_string_index(th, cur, key)
        {
            return Ok(v);
        }
        match Obj::of(cur.proto()) {
            Some(p) => cur = p,
            None => return Ok(Value::UNDEFINED),
        }
    }
}

/// [[Set]](key, v, receiver): false when the assignment is not allowed (the
/// caller throws the TypeError strict code requires).
pub fn set(th: &mut Thread, o: Obj, key: Key, v: Value, receiver: Value) -> JsResult<bool> {
    if typed::is_typed(o) {
        // TypedArraySetElement for the typed array itself; a numeric key
        // that is no valid index is dropped, never defined (the typed
        // array's own store still converts the value first, which may
        // throw: an index past any length stores nothing).
        match (typed::hooks().numeric_key)(o, key) {
            typed::Numeric::Valid(i) if receiver == o.value() => {
                (typed::hooks().set_element)(th, o, i, v)?;
                return Ok(true);
            }
            typed::Numeric::Invalid => {
                if receiver == o.value() {
                    (typed::hooks().set_element)(th, o, usize::MAX, v)?;
                }
                return Ok(true);
            }
            _ => {}
        }
    }
    // A namespace's own [[Set]] always fails. One on the prototype chain
    // of the receiver is passed like an ordinary object with writable
    // properties (the receiver gets its own property), as V8 does.
    if namespace::is_namespace(o) {
        return Ok(false);
    }
    // `process.env` keeps strings only: node's setter converts the value
    // (and throws for a symbol key, as converting it to a string would).
    // The object is a dictionary, so no inline cache stores past this.
    let v = if o.kind() == KL_KIND_PROCESS_ENV && receiver == o.value() {
        if matches!(key, Key::Name(k) if k.is_symbol()) {
            return Err(crate::error::type_error(
                th,
                "Cannot convert a Symbol value to a string",
            ));
        }
        crate::ops::to_string_value(th, v)?
    } else {
        v
    };
    // Fast path: an own writable data property of the receiver itself.
    // Whether the receiver lacks the key is remembered: the walk below
    // then starts at its prototype, and the property is added without
    // looking for it three more times (`obj[key] = v` with a new key, as
    // a parser or a word count does, looked the key up in the receiver
    // four times: ~1 000 instructions a store in bench/tokenizer's parse).
    let mut absent = false;
    if receiver == o.value() {
        match get_own(o, key) {
            // An existing element keeps its attributes: only its value
            // changes.
            Some(own) if own.attrs & (ACCESSOR | WRITABLE) == WRITABLE => {
                return write_own(th, o, own.place, v);
            }
            Some(_) => {}
            None => absent = true,
        }
    }
    // OrdinarySet: find the property along the chain.
    let mut next = if absent { Obj::of(o.proto()) } else { Some(o) };
    while let Some(cur) = next {
        if let Some(own) = get_own(cur, key) {
            if own.attrs & ACCESSOR != 0 {
                let (_, setter) = accessor_parts(own.value);
                if setter.is_undefined() {
                    return Ok(false);
                }
                function::call(th, setter, receiver, &[v])?;
                return Ok(true);
            }
            if own.attrs & WRITABLE == 0 {
                return Ok(false);
            }
            break;
        }
        next = Obj::of(cur.proto());
    }
    let Some(r) = Obj::of(receiver) else {
        return Ok(false);
    };
    if absent {
        // Nothing ran since the receiver's lookup: the key is still absent.
        return Ok(define_absent(th, r, key, v, DATA));
    }
    match get_own(r, key) {
        Some(own) => {
            if own.attrs & (ACCESSOR | WRITABLE) != WRITABLE {
                return Ok(false);
            }
            write_own(th, r, own.place, v)
        }
        None => Ok(create_data_property(th, r, key, v)),
    }
}

/// CreateDataProperty: defines (or overwrites) an enumerable, writable,
/// configurable own data property. False if the object refuses.
pub fn create_data_property(th: &mut Thread, o: Obj, key: Key, v: Value) -> bool {
    define(th, o, key, v, DATA)
}

/// A simplified [[DefineOwnProperty]] for a full descriptor (value and
/// attributes, or an accessor pair with ACCESSOR set). False when the
/// existing property is not configurable or the object not extensible.
pub fn define(th: &mut Thread, o: Obj, key: Key, v: Value, attrs: Attrs) -> bool {
    if typed::is_typed(o) {
        let h = typed::hooks();
        if !matches!((h.numeric_key)(o, key), typed::Numeric::NotNumeric) {
            return (h.define_element)(o, key, v, attrs);
        }
    }
    if namespace::is_namespace(o) && !matches!(key, Key::Name(k) if k.is_symbol()) {
        return namespace::define_export(o, key, v, attrs);
    }
    if let Some(own) = get_own(o, key) {
        if own.attrs & CONFIGURABLE == 0 {
            // Only a writable data property may change its value.
            let same_kind = own.attrs & ACCESSOR == attrs & ACCESSOR;
            if !same_kind
                || attrs & (CONFIGURABLE | ENUMERABLE) != own.attrs & (CONFIGURABLE | ENUMERABLE)
            {
                return false;
            }
            if own.attrs & ACCESSOR != 0 {
                // Neither the getter nor the setter may change.
                let (g0, s0) = accessor_parts(own.value);
                let (g1, s1) = accessor_parts(v);
                if !crate::ops::same_value(g0, g1) || !crate::ops::same_value(s0, s1) {
                    return false;
                }
            } else if own.attrs & WRITABLE == 0
                && !(attrs & WRITABLE == 0 && crate::ops::same_value(v, own.value))
            {
                return false;
            }
        }
        if let Key::Index(i) = key
            && o.is_array()
            && attrs == DATA
        {
            return array::set_index(th, o, i, v).unwrap_or(false);
        }
        return redefine_own(th, o, key, own.place, v, attrs);
    }
    define_absent(th, o, key, v, attrs)
}

/// The rest of [`define`] for a key `o` does not have (never a typed
/// array's numeric key nor a namespace's key: those take `define`'s own
/// paths).
fn define_absent(th: &mut Thread, o: Obj, key: Key, v: Value, attrs: Attrs) -> bool {
    if !is_extensible(o) {
        return false;
    }
    match key {
        Key::Name(k) => {
            if o.is_array() && k == th.realm.names.length {
                return array::set_length_value(th, o, v).unwrap_or(false);
            }
            add_named(th, o, k, v, attrs);
        }
        Key::Index(i) => return array::define_element(th, o, i, v, attrs),
    }
    true
}

/// [[Delete]]: false for a non-configurable property.
pub fn delete(th: &mut Thread, o: Obj, key: Key) -> bool {
    if typed::is_typed(o) {
        match (typed::hooks().numeric_key)(o, key) {
            typed::Numeric::Valid(_) => return false,
            typed::Numeric::Invalid => return true,
            typed::Numeric::NotNumeric => {}
        }
    }
    let Some(own) = get_own(o, key) else {
        return true;
    };
    if own.attrs & CONFIGURABLE == 0 {
        return false;
    }
    match own.place {
        Place::Length => return false,
        Place::Element(i) => array::delete_element(th, o, i),
        Place::Slot(i) => {
            let s = o.shape();
            if let Some(parent) = s.parent.filter(|_| i + 1 == s.count) {
                // Deleting the last-added key returns to the parent shape.
                set_slot(th, o, i, Value::UNDEFINED);
                o.set_shape(parent);
            } else {
                to_dictionary(th, o);
                let own = get_own(o, key).expect("still own");
                if let Place::Dict(e) = own.place {
                    o.dict().remove(e);
                }
            }
        }
        Place::Dict(e) => o.dict().remove(e),
    }
    true
}

/// [[HasProperty]].
pub fn has(o: Obj, key: Key) -> bool {
    let mut cur = o;
    loop {
        if typed::is_typed(cur) {
            match (typed::hooks().numeric_key)(cur, key) {
                typed::Numeric::Valid(_) => return true,
                typed::Numeric::Invalid => return false,
                typed::Numeric::NotNumeric => {}
            }
        }
        if get_own(cur, key).is_some() || array::boxed_string_has(cur, key) {
            return true;
        }
        match Obj::of(cur.proto()) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// [[OwnPropertyKeys]]: indices ascending, then strings and then symbols in
/// insertion order. Private names are never listed.
pub fn own_keys(o: Obj) -> Vec<Key> {
    let mut out: Vec<Key> = array::element_indices(o)
        .into_iter()
        .map(Key::Index)
        .collect();
    let named: Vec<(Value, Attrs)> = own_named_entries(o);
    for &(k, _) in &named {
        if k.is_string() {
            out.push(Key::Name(k));
        }
    }
    for &(k, _) in &named {
        if k.is_symbol() && !atom::is_private(k) {
            out.push(Key::Name(k));
        }
    }
    out
}

/// Own named keys with attributes, in insertion order.
pub fn own_named_entries(o: Obj) -> Vec<(Value, Attrs)> {
    let s = o.shape();
    if s.dictionary {
        let d = o.dict();
        d.entries().map(|e| (d.key(e), d.attrs(e))).collect()
    } else {
        s.entries()
    }
}

/// The attributes of an own property (None if absent).
pub fn own_attrs(o: Obj, key: Key) -> Option<Attrs> {
    get_own(o, key).map(|p| p.attrs)
}

/// Convenience for runtime code: [[Get]] by a Rust name.
pub fn get_named(th: &mut Thread, o: Obj, name: &str) -> JsResult<Value> {
    let k = Key::name(th, name);
    get(th, o, k, o.value())
}

/// Defines a non-enumerable method-like property (built-ins, class members).
pub fn define_hidden(th: &mut Thread, o: Obj, name: Value, v: Value) {
    define(th, o, Key::Name(name), v, shape::HIDDEN);
}

/// The object's [[Prototype]] chain contains `proto`.
pub fn inherits_from(o: Obj, proto: Obj) -> bool {
    let mut cur = o.proto();
    while let Some(p) = Obj::of(cur) {
        if p == proto {
            return true;
        }
        cur = p.proto();
    }
    false
}

/// Whether `key` is `length` (compared by content: arrays answer `length`
/// without storing it).
fn is_length_atom(key: Value) -> bool {
    key.is_string()
        && string::len(key) == 6
        && string::units(key).iter().eq("length".encode_utf16())
}

// ---- entry points for compiled code ---------------------------------------

/// `{}` (Object.prototype) with room for `inline_cap` properties inline.
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_object(th: &mut Thread, inline_cap: u32) -> Value {
    let proto = th.realm.object_prototype;
    new_object(th, proto, inline_cap).value()
}

/// An object with the given prototype (an object or null).
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_object_proto(th: &mut Thread, proto: Value, inline_cap: u32) -> Value {
    new_object(th, proto, inline_cap).value()
}

/// An array literal; `KL_HOLE` entries are holes.
///
/// # Safety
/// `values` points at `n` values (or n is 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_new_array(th: &mut Thread, n: u32, values: *const Value) -> Value {
    let vals: &[Value] = if n == 0 {
        &[]
    } else {
        // SAFETY: the caller passes n values.
        unsafe { std::slice::from_raw_parts(values, n as usize) }
    };
    array::from_values(th, vals).value()
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_global_object(th: &mut Thread) -> Value {
    th.realm.global
}
