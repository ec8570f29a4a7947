//! The storage of ArrayBuffers and typed arrays, and a typed array's
//! integer-indexed internal methods (ECMAScript 10.4.5), which the object
//! model's [[Get]], [[Set]], [[HasProperty]], [[DefineOwnProperty]],
//! [[Delete]] and [[OwnPropertyKeys]] call for a `KL_KIND_TYPED_ARRAY`.
//! The constructors and methods are the typed-array group's
//! (`builtins/typed/`); this part is always linked, since every object
//! goes through the internal methods.
//!
//! An ArrayBuffer (`KL_KIND_ARRAY_BUFFER`, kiln.h `KlArrayBuffer`) holds
//! its bytes in a `KL_KIND_BYTES` store, which the collector copies
//! without looking inside (a large one sits in the large-object space and
//! never moves). A typed array (`KL_KIND_TYPED_ARRAY`, kiln.h
//! `KlTypedArray`) holds its buffer, that buffer's store (so that an
//! element access loads the store directly), its length in elements (a
//! number), and as raw words below `KL_REF_MIN` (numbers to the
//! collector) its byte offset and its element type. **The store's address is read again
//! after anything that can collect: stores move.** No buffer is ever
//! detached or resized (kiln has no `transfer` and no
//! resizable buffers), so a typed array's length never changes.
//!
//! BigInt64Array and BigUint64Array hold BigInts: their elements are read
//! as an [`Elem::BigInt`] (no allocation) and become BigInt values only
//! where a value is asked for; a store converts with ToBigInt. Reading
//! such an element as a value allocates a BigInt cell, which never
//! collects, so every internal method stays free of collections.

use super::shape::{Attrs, DATA};
use super::{Key, Obj, Own, Place};
use crate::abi::*;
use crate::error::JsResult;
use crate::heap;
use crate::thread::Thread;
use crate::value::Value;
use std::sync::atomic::{AtomicPtr, Ordering};

/// kiln.h `KlArrayBuffer`: the object prefix, the bytes store, the length.
pub const BUFFER_SIZE: u32 = KL_ARRAY_BUFFER_SIZE as u32;
const BUFFER_STORE: u32 = super::OBJECT_SIZE;
const BUFFER_LENGTH: u32 = super::OBJECT_SIZE + 8;

/// kiln.h `KlTypedArray`: the object prefix, the buffer, its store, the
/// length, then the byte offset and the element type as raw words.
pub const TYPED_SIZE: u32 = KL_TYPED_ARRAY_SIZE as u32;
const TYPED_BUFFER: u32 = super::OBJECT_SIZE;
const TYPED_STORE: u32 = KL_TYPED_ARRAY_OFF_STORE as u32;
const TYPED_LENGTH: u32 = KL_TYPED_ARRAY_OFF_LENGTH as u32;
const TYPED_OFFSET: u32 = super::OBJECT_SIZE + 24;
const TYPED_TYPE: u32 = super::OBJECT_SIZE + 32;

/// The largest ArrayBuffer kiln makes (an object's size is a 32-bit field
/// of its header); a larger one is node's "Array buffer allocation
/// failed" RangeError.
pub const MAX_BUFFER: usize = (u32::MAX as usize) - 4096;

/// A typed array's element type, in kiln.h's `KL_TA_*` order (the order
/// of ECMAScript's table of TypedArray constructors).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ElemType {
    Int8,
    Uint8,
    Uint8Clamped,
    Int16,
    Uint16,
    Int32,
    Uint32,
    Float32,
    Float64,
    BigInt64,
    BigUint64,
}

impl ElemType {
    pub const ALL: [ElemType; 11] = [
        ElemType::Int8,
        ElemType::Uint8,
        ElemType::Uint8Clamped,
        ElemType::Int16,
        ElemType::Uint16,
        ElemType::Int32,
        ElemType::Uint32,
        ElemType::Float32,
        ElemType::Float64,
        ElemType::BigInt64,
        ElemType::BigUint64,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn size(self) -> usize {
        match self {
            ElemType::Int8 | ElemType::Uint8 | ElemType::Uint8Clamped => 1,
            ElemType::Int16 | ElemType::Uint16 => 2,
            ElemType::Int32 | ElemType::Uint32 | ElemType::Float32 => 4,
            ElemType::Float64 | ElemType::BigInt64 | ElemType::BigUint64 => 8,
        }
    }

    /// Whether the elements are BigInts (ECMAScript's [[ContentType]]).
    pub fn is_bigint(self) -> bool {
        matches!(self, ElemType::BigInt64 | ElemType::BigUint64)
    }

    /// The constructor's name.
    pub fn name(self) -> &'static str {
        match self {
            ElemType::Int8 => "Int8Array",
            ElemType::Uint8 => "Uint8Array",
            ElemType::Uint8Clamped => "Uint8ClampedArray",
            ElemType::Int16 => "Int16Array",
            ElemType::Uint16 => "Uint16Array",
            ElemType::Int32 => "Int32Array",
            ElemType::Uint32 => "Uint32Array",
            ElemType::Float32 => "Float32Array",
            ElemType::Float64 => "Float64Array",
            ElemType::BigInt64 => "BigInt64Array",
            ElemType::BigUint64 => "BigUint64Array",
        }
    }

    /// The element at `p`.
    ///
    /// # Safety
    /// `p` points at `self.size()` readable bytes.
    pub unsafe fn load_elem(self, p: *const u8) -> Elem {
        // SAFETY: the caller's.
        unsafe {
            match self {
                ElemType::BigInt64 => Elem::BigInt(i128::from((p as *const i64).read_unaligned())),
                ElemType::BigUint64 => Elem::BigInt(i128::from((p as *const u64).read_unaligned())),
                _ => Elem::Number(self.load(p)),
            }
        }
    }

    /// Stores `e` at `p`: a number converted as [`ElemType::store`] does,
    /// a BigInt as its low 64 bits (BigInt.asUintN(64) and asIntN(64)
    /// have the same bits). The content types agree (the caller checked).
    ///
    /// # Safety
    /// `p` points at `self.size()` writable bytes.
    pub unsafe fn store_elem(self, p: *mut u8, e: Elem) {
        // SAFETY: the caller's.
        unsafe {
            match e {
                Elem::Number(d) => self.store(p, d),
                Elem::BigInt(n) => {
                    debug_assert!(self.is_bigint());
                    (p as *mut u64).write_unaligned(n as u64)
                }
            }
        }
    }

    /// The element at `p` as a number (a number type's).
    ///
    /// # Safety
    /// `p` points at `self.size()` readable bytes.
    pub unsafe fn load(self, p: *const u8) -> f64 {
        // SAFETY: the caller's; unaligned reads, since a view's offset is
        // only a multiple of its own element size.
        unsafe {
            match self {
                ElemType::Int8 => f64::from(*(p as *const i8)),
                ElemType::Uint8 | ElemType::Uint8Clamped => f64::from(*p),
                ElemType::Int16 => f64::from((p as *const i16).read_unaligned()),
                ElemType::Uint16 => f64::from((p as *const u16).read_unaligned()),
                ElemType::Int32 => f64::from((p as *const i32).read_unaligned()),
                ElemType::Uint32 => f64::from((p as *const u32).read_unaligned()),
                ElemType::Float32 => canonical(f64::from((p as *const f32).read_unaligned())),
                ElemType::Float64 => canonical((p as *const f64).read_unaligned()),
                ElemType::BigInt64 | ElemType::BigUint64 => {
                    unreachable!("a BigInt element read as a number")
                }
            }
        }
    }

    /// Stores the number `d` at `p`, converted as the element type's
    /// conversion (ToInt8 …, ToUint8Clamp, IEEE rounding to binary32).
    ///
    /// # Safety
    /// `p` points at `self.size()` writable bytes.
    pub unsafe fn store(self, p: *mut u8, d: f64) {
        let int = || crate::number::to_int32(d);
        // SAFETY: the caller's.
        unsafe {
            match self {
                ElemType::Int8 | ElemType::Uint8 => *p = int() as u8,
                ElemType::Uint8Clamped => *p = clamp_u8(d),
                ElemType::Int16 | ElemType::Uint16 => (p as *mut u16).write_unaligned(int() as u16),
                ElemType::Int32 | ElemType::Uint32 => (p as *mut u32).write_unaligned(int() as u32),
                ElemType::Float32 => (p as *mut f32).write_unaligned(d as f32),
                ElemType::Float64 => (p as *mut f64).write_unaligned(d),
                ElemType::BigInt64 | ElemType::BigUint64 => {
                    unreachable!("a number stored as a BigInt element")
                }
            }
        }
    }
}

/// An element as read, without allocating: a number, or a 64-bit
/// element's BigInt (an `i128` holds both an Int64 and a Uint64).
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Elem {
    Number(f64),
    BigInt(i128),
}

impl Elem {
    /// The element as a value (a BigInt element allocates its cell, which
    /// never collects).
    pub fn value(self, th: &mut Thread) -> Value {
        match self {
            Elem::Number(d) => Value::number(d),
            Elem::BigInt(n) => match i64::try_from(n) {
                Ok(n) => crate::bigint::from_i64(th, n),
                Err(_) => crate::bigint::from_u64(th, n as u64),
            },
        }
    }
}

/// Any NaN as the one NaN values use: a buffer's bytes can spell a NaN
/// whose payload would read as a tagged value.
fn canonical(d: f64) -> f64 {
    if d.is_nan() { f64::NAN } else { d }
}

/// ToUint8Clamp: NaN is 0, then clamped to 0..=255 and rounded half to
/// even.
fn clamp_u8(d: f64) -> u8 {
    if d.is_nan() || d <= 0.0 {
        return 0;
    }
    if d >= 255.0 {
        return 255;
    }
    let f = d.floor();
    if f + 0.5 < d {
        return (f + 1.0) as u8;
    }
    if d < f + 0.5 {
        return f as u8;
    }
    let i = f as u8;
    if i.is_multiple_of(2) { i } else { i + 1 }
}

// ---- what the object model calls -------------------------------------------------

/// The integer-indexed internal methods' parts, as the typed-array group
/// installs them: the object model reaches them only through this table
/// (set when the group installs, and a typed array exists only then), so
/// a program without typed arrays links none of them (hello world: 12 KB).
pub struct Hooks {
    pub numeric_key: fn(Obj, Key) -> Numeric,
    pub get_index: fn(&mut Thread, Obj, usize) -> Value,
    pub set_element: fn(&mut Thread, Obj, usize, Value) -> JsResult<()>,
    pub define_element: fn(Obj, Key, Value, Attrs) -> bool,
}

static HOOKS: AtomicPtr<Hooks> = AtomicPtr::new(std::ptr::null_mut());

/// The group's install: every thread's realm installs the same table.
pub fn install_hooks(h: &'static Hooks) {
    HOOKS.store(h as *const Hooks as *mut Hooks, Ordering::Relaxed);
}

/// The table, for an object already known to be a typed array.
pub fn hooks() -> &'static Hooks {
    let p = HOOKS.load(Ordering::Relaxed);
    assert!(
        !p.is_null(),
        "a typed array exists only where its group is linked"
    );
    // SAFETY: set from a `&'static Hooks`.
    unsafe { &*p }
}

// ---- ArrayBuffers -----------------------------------------------------------

/// A zeroed bytes store of `len` bytes. Never collects.
fn new_store(th: &mut Thread, len: usize) -> Value {
    let size = (8 + len).div_ceil(8) * 8;
    let p = heap::alloc(th, size);
    // SAFETY: a fresh allocation of `size` bytes.
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_BYTES << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        std::ptr::write_bytes(p.add(8), 0, size - 8);
    }
    Value::from_tagged(KL_TAG_OBJECT, p as usize)
}

/// A new ArrayBuffer of `len` zero bytes (`len` ≤ [`MAX_BUFFER`]) with
/// prototype `proto`. Never collects.
pub fn new_buffer(th: &mut Thread, len: usize, proto: Value) -> Obj {
    let store = new_store(th, len);
    let o = super::alloc(th, KL_KIND_ARRAY_BUFFER, BUFFER_SIZE, 0, proto);
    o.set_word(th, BUFFER_STORE, store);
    o.set_word(th, BUFFER_LENGTH, Value::number(len as f64));
    o
}

pub fn buffer_len(b: Obj) -> usize {
    b.word(BUFFER_LENGTH).as_number() as usize
}

/// The first byte of a buffer's store: valid until the next collection.
pub fn buffer_data(b: Obj) -> *mut u8 {
    (b.word(BUFFER_STORE).addr() + 8) as *mut u8
}

// ---- DataViews ---------------------------------------------------------------

/// A DataView: the object prefix, its buffer, then its byte offset and
/// byte length (numbers).
pub const VIEW_SIZE: u32 = super::OBJECT_SIZE + 24;
const VIEW_BUFFER: u32 = super::OBJECT_SIZE;
const VIEW_OFFSET: u32 = super::OBJECT_SIZE + 8;
const VIEW_LENGTH: u32 = super::OBJECT_SIZE + 16;

/// A DataView of `len` bytes of `buffer` from `offset` (checked by the
/// caller). Never collects.
pub fn new_view(th: &mut Thread, buffer: Obj, offset: usize, len: usize, proto: Value) -> Obj {
    let o = super::alloc(th, KL_KIND_DATA_VIEW, VIEW_SIZE, 0, proto);
    o.set_word(th, VIEW_BUFFER, buffer.value());
    o.set_word(th, VIEW_OFFSET, Value::number(offset as f64));
    o.set_word(th, VIEW_LENGTH, Value::number(len as f64));
    o
}

pub fn view_buffer(o: Obj) -> Obj {
    Obj::of(o.word(VIEW_BUFFER)).expect("a DataView's buffer")
}

pub fn view_offset(o: Obj) -> usize {
    o.word(VIEW_OFFSET).as_number() as usize
}

pub fn view_len(o: Obj) -> usize {
    o.word(VIEW_LENGTH).as_number() as usize
}

// ---- typed arrays ----------------------------------------------------------

/// Whether `o` is a typed array: `KL_KIND_TYPED_ARRAY`, or
/// `KL_KIND_BIGINT_TYPED_ARRAY` for the two BigInt types (a kind of their
/// own, which kiln.h's inline element paths never take).
pub fn is_typed(o: Obj) -> bool {
    matches!(o.kind(), KL_KIND_TYPED_ARRAY | KL_KIND_BIGINT_TYPED_ARRAY)
}

/// A typed array of `len` elements of `ty` viewing `buffer` (an
/// ArrayBuffer) from byte `offset`; the caller checked the range. Never
/// collects.
pub fn new_typed(
    th: &mut Thread,
    ty: ElemType,
    buffer: Obj,
    offset: usize,
    len: usize,
    proto: Value,
) -> Obj {
    let kind = if ty.is_bigint() {
        KL_KIND_BIGINT_TYPED_ARRAY
    } else {
        KL_KIND_TYPED_ARRAY
    };
    let o = super::alloc(th, kind, TYPED_SIZE, 0, proto);
    o.set_word(th, TYPED_BUFFER, buffer.value());
    o.set_word(th, TYPED_STORE, buffer.word(BUFFER_STORE));
    // Raw words: every one is far below KL_REF_MIN, a number to the
    // collector.
    o.set_word(th, TYPED_LENGTH, Value::number(len as f64));
    o.set_word(th, TYPED_OFFSET, Value(offset as u64));
    o.set_word(th, TYPED_TYPE, Value(ty as u64));
    o
}

pub fn typed_len(o: Obj) -> usize {
    o.word(TYPED_LENGTH).as_number() as usize
}

pub fn typed_offset(o: Obj) -> usize {
    o.word(TYPED_OFFSET).0 as usize
}

pub fn typed_type(o: Obj) -> ElemType {
    ElemType::ALL[o.word(TYPED_TYPE).0 as usize]
}

pub fn typed_buffer(o: Obj) -> Obj {
    Obj::of(o.word(TYPED_BUFFER)).expect("a typed array's buffer")
}

/// The first element's byte: valid until the next collection.
pub fn typed_data(o: Obj) -> *mut u8 {
    (o.word(TYPED_STORE).addr() + 8 + typed_offset(o)) as *mut u8
}

/// Element `i` (< the length).
pub fn get_elem(o: Obj, i: usize) -> Elem {
    debug_assert!(i < typed_len(o));
    let ty = typed_type(o);
    // SAFETY: `i` is in range, so its bytes lie in the store.
    unsafe { ty.load_elem(typed_data(o).add(i * ty.size())) }
}

/// Element `i` (< the length) as a value. Never collects.
pub fn get_index(th: &mut Thread, o: Obj, i: usize) -> Value {
    get_elem(o, i).value(th)
}

/// Stores `e` as element `i` (< the length); the content types agree.
pub fn set_elem(o: Obj, i: usize, e: Elem) {
    debug_assert!(i < typed_len(o));
    let ty = typed_type(o);
    // SAFETY: as in `get_elem`.
    unsafe { ty.store_elem(typed_data(o).add(i * ty.size()), e) }
}

/// ToNumber or ToBigInt, as the element type's content type asks: what
/// TypedArraySetElement stores. May run JavaScript (`valueOf`) and
/// collect; the result holds no reference.
pub fn to_elem(th: &mut Thread, ty: ElemType, v: Value) -> JsResult<Elem> {
    if ty.is_bigint() {
        let b = (crate::bigint::group().to_bigint)(th, v)?;
        return Ok(bigint_elem(ty, b));
    }
    if v.is_number() {
        return Ok(Elem::Number(v.as_number()));
    }
    crate::ops::to_number_value(th, v).map(Elem::Number)
}

/// The BigInt `b` as an element of the BigInt type `ty`: its low 64 bits,
/// signed for a BigInt64Array.
fn bigint_elem(ty: ElemType, b: Value) -> Elem {
    let bits = crate::bigint::to_u64_wrapping(b);
    Elem::BigInt(if ty == ElemType::BigInt64 {
        i128::from(bits as i64)
    } else {
        i128::from(bits)
    })
}

/// node's TypeError for a copy between a BigInt and a number typed array.
pub fn mixed_content(th: &mut Thread) -> crate::error::Thrown {
    crate::error::type_error(
        th,
        "Cannot mix BigInt and other types, use explicit conversions",
    )
}

/// Whether a string key is a CanonicalNumericIndexString: a name such as
/// `"-0"`, `"1.5"`, `"-1"`, `"NaN"` or `"Infinity"`, which a typed array
/// answers as an integer index that is not valid (array indices arrive
/// as [`Key::Index`]).
fn is_numeric_name(k: Value) -> bool {
    if !k.is_string() {
        return false;
    }
    let units = crate::string::units(k);
    let Some(first) = units.iter().next() else {
        return false;
    };
    let digit = (u16::from(b'0')..=u16::from(b'9')).contains(&first);
    if !(digit || first == u16::from(b'-') || first == u16::from(b'I') || first == u16::from(b'N'))
    {
        return false;
    }
    let text: Vec<u16> = units.iter().collect();
    if text == "-0".encode_utf16().collect::<Vec<_>>() {
        return true;
    }
    let d = crate::number::string_to_number(units);
    crate::number::to_js_string(d)
        .encode_utf16()
        .eq(text.iter().copied())
}

/// How a key addresses a typed array: an element in range, a numeric key
/// that is no valid index (reads give undefined, writes are dropped), or
/// an ordinary property.
pub enum Numeric {
    Valid(usize),
    Invalid,
    NotNumeric,
}

pub fn numeric_key(o: Obj, key: Key) -> Numeric {
    match key {
        Key::Index(i) if (i as usize) < typed_len(o) => Numeric::Valid(i as usize),
        Key::Index(_) => Numeric::Invalid,
        Key::Name(k) if is_numeric_name(k) => Numeric::Invalid,
        Key::Name(_) => Numeric::NotNumeric,
    }
}

/// [[GetOwnProperty]] of an element (writable, enumerable, configurable).
pub fn get_own_element(o: Obj, i: u32) -> Option<Own> {
    if i as usize >= typed_len(o) {
        return None;
    }
    let value = match get_elem(o, i as usize) {
        Elem::Number(d) => Value::number(d),
        // [[GetOwnProperty]] has no thread at hand: the running one
        // allocates the BigInt (which never collects).
        big => crate::thread::with_current(|th| big.value(th.expect("a running thread"))),
    };
    Some(Own {
        value,
        attrs: DATA,
        place: Place::Element(i),
    })
}

/// TypedArraySetElement: ToNumber or ToBigInt (which may run `valueOf`
/// and collect), then the store if the index is still valid (an `i` past
/// the length, for a numeric key that is no valid index, converts only).
pub fn set_element(th: &mut Thread, o: Obj, i: usize, v: Value) -> JsResult<()> {
    let ty = typed_type(o);
    if v.is_number() && !ty.is_bigint() && i < typed_len(o) {
        set_elem(o, i, Elem::Number(v.as_number()));
        return Ok(());
    }
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let e = s.collecting(|th| to_elem(th, ty, v))?;
        let o = Obj::of(s.get(oh)).expect("typed array");
        if i < typed_len(o) {
            set_elem(o, i, e);
        }
        Ok(())
    })
}

/// [[DefineOwnProperty]] of a numeric key: only a valid index with a
/// writable, enumerable, configurable data descriptor, whose value must
/// already be a primitive (no JavaScript runs under `define`).
pub fn define_element(o: Obj, key: Key, v: Value, attrs: Attrs) -> bool {
    let Numeric::Valid(i) = numeric_key(o, key) else {
        return false;
    };
    if attrs != DATA || v.is_object() || v.is_symbol() {
        return false;
    }
    // A value of the other content type is refused (V8 throws the
    // conversion's TypeError; kiln's [[DefineOwnProperty]] answers false,
    // a TypeError too).
    let e = match typed_type(o).is_bigint() {
        true if crate::bigint::is_bigint(v) => bigint_elem(typed_type(o), v),
        false if !crate::bigint::is_bigint(v) => Elem::Number(crate::ops::to_number(v)),
        _ => return false,
    };
    set_elem(o, i, e);
    true
}

/// kiln.h's `kl_typed_store` for a Uint8ClampedArray (its rounding is
/// not worth inlining at every indexed store).
///
/// # Safety
/// `ta` is a live typed array and `i` below its length.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_typed_store_clamped(ta: *mut u8, i: u32, d: f64) {
    // SAFETY: the caller's: element `i` (one byte) lies in the store.
    unsafe { *typed_data(Obj(ta as usize)).add(i as usize) = clamp_u8(d) };
}
