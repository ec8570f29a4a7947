//! The typed-array group: `ArrayBuffer`, `%TypedArray%` and its nine
//! constructors (`Int8Array` … `Float64Array`), with their prototypes
//! (`methods.rs`). The storage and the integer-indexed internal methods
//! are `object/typed.rs`, always linked. Linked into a program whose
//! source names a typed array or `ArrayBuffer` (`kiln_codegen::link`).
//!
//! `DataView` is `dataview.rs`. BigInt64Array and BigUint64Array need the
//! BigInt group, which a program naming them links. What kiln leaves out,
//! as its diagnostics and the README say: resizable and transferable
//! buffers (`new ArrayBuffer(n, { maxByteLength })` makes a fixed one,
//! whose `resizable` is false and `maxByteLength` its length, with no
//! `resize`), `SharedArrayBuffer`.

mod dataview;
mod methods;
mod text;

use super::arg;
use super::collection as c;
use crate::abi::*;
use crate::error::{JsResult, range_error, type_error};
use crate::heap::{self, Scope};
use crate::object::function::{self, NativeFn, define_native, new_native_constructor};
use crate::object::typed::{self as t, ElemType};
use crate::object::{self, Key, Obj, iter, realm};
use crate::thread::Thread;
use crate::value::Value;

/// The object model's way to the element access (object/typed.rs).
static HOOKS: t::Hooks = t::Hooks {
    numeric_key: t::numeric_key,
    get_index: t::get_index,
    set_element: t::set_element,
    define_element: t::define_element,
};

pub fn install(th: &mut Thread) {
    t::install_hooks(&HOOKS);
    install_array_buffer(th);
    let op = th.realm.object_prototype;
    // %TypedArray% and %TypedArray%.prototype.
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    let ctor = new_native_constructor(th, "TypedArray", 0, abstract_ctor, proto.value());
    define_native(th, ctor, "from", 1, methods::from);
    define_native(th, ctor, "of", 0, methods::of);
    c::define_species(th, ctor);
    methods::install(th, proto);
    const CTORS: [NativeFn; 11] = [
        typed_ctor::<0>,
        typed_ctor::<1>,
        typed_ctor::<2>,
        typed_ctor::<3>,
        typed_ctor::<4>,
        typed_ctor::<5>,
        typed_ctor::<6>,
        typed_ctor::<7>,
        typed_ctor::<8>,
        typed_ctor::<9>,
        typed_ctor::<10>,
    ];
    for ty in ElemType::ALL {
        let p = object::new_object(th, proto.value(), 4);
        th.realm.typed_prototypes[ty.index()] = p.value();
        let k = new_native_constructor(th, ty.name(), 3, CTORS[ty.index()], p.value());
        k.set_proto(th, ctor.value());
        th.realm.typed_constructors[ty.index()] = k.value();
        let bpe = Key::name(th, "BYTES_PER_ELEMENT");
        let size = Value::number(ty.size() as f64);
        object::define(th, k, bpe, size, 0);
        object::define(th, p, bpe, size, 0);
        realm::define_global(th, ty.name(), k.value());
    }
    dataview::install(th);
    text::install(th);
}

fn install_array_buffer(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.array_buffer_prototype = proto.value();
    let ctor = new_native_constructor(th, "ArrayBuffer", 1, buffer_ctor, proto.value());
    define_native(th, ctor, "isView", 1, is_view);
    c::define_species(th, ctor);
    realm::define_global(th, "ArrayBuffer", ctor.value());
    let k = super::key(th, "byteLength");
    c::define_getter(th, proto, k, "get byteLength", buffer_byte_length);
    define_native(th, proto, "slice", 2, buffer_slice);
    // Every buffer kiln makes has a fixed length (`maxByteLength` in the
    // options is not honoured): these say so, as they would of such a
    // buffer in node.
    let k = super::key(th, "maxByteLength");
    c::define_getter(th, proto, k, "get maxByteLength", buffer_max_byte_length);
    let k = super::key(th, "resizable");
    c::define_getter(th, proto, k, "get resizable", buffer_resizable);
    c::define_tag(th, proto, "ArrayBuffer");
}

fn abstract_ctor(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Err(type_error(
        th,
        "Abstract class TypedArray not directly constructable",
    ))
}

// ---- ArrayBuffer ----------------------------------------------------------------------

/// ToIndex, with `message` for the RangeError of a negative or too large
/// value (`valueOf` may run).
pub(super) fn to_index(
    th: &mut Thread,
    v: Value,
    message: impl Fn(f64) -> String,
) -> JsResult<usize> {
    if v.is_undefined() {
        return Ok(0);
    }
    let d = super::array::to_integer(th, v)?;
    if !(0.0..=9_007_199_254_740_991.0).contains(&d) {
        return Err(range_error(th, &message(d)));
    }
    Ok(d as usize)
}

/// A new ArrayBuffer of `len` zero bytes, or node's RangeError past what
/// kiln allocates.
fn allocate_buffer(th: &mut Thread, len: usize, proto: Value) -> JsResult<Obj> {
    if len > t::MAX_BUFFER {
        return Err(range_error(th, "Array buffer allocation failed"));
    }
    Ok(t::new_buffer(th, len, proto))
}

fn buffer_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "ArrayBuffer")?;
    heap::scope(th, |s| {
        let nh = s.root(nt);
        let v = arg(args, 0);
        let len = s.collecting(|th| to_index(th, v, |_| "Invalid array buffer length".into()))?;
        let nt = s.get(nh);
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.array_buffer_prototype))?;
        Ok(allocate_buffer(s.thread(), len, proto)?.value())
    })
}

fn this_buffer(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(
        th,
        this,
        KL_KIND_ARRAY_BUFFER,
        "ArrayBuffer.prototype.",
        method,
    )
}

/// The length of the ArrayBuffer `this`, for the getter `name`.
fn length_for(th: &mut Thread, this: Value, name: &str) -> JsResult<Value> {
    let b = c::this_of_kind(
        th,
        this,
        KL_KIND_ARRAY_BUFFER,
        "get ArrayBuffer.prototype.",
        name,
    )?;
    Ok(Value::number(t::buffer_len(b) as f64))
}

fn buffer_byte_length(th: &mut Thread, this: Value, _: &[Value], _: Value) -> JsResult<Value> {
    length_for(th, this, "byteLength")
}

fn buffer_max_byte_length(th: &mut Thread, this: Value, _: &[Value], _: Value) -> JsResult<Value> {
    length_for(th, this, "maxByteLength")
}

fn buffer_resizable(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    c::this_of_kind(
        th,
        this,
        KL_KIND_ARRAY_BUFFER,
        "get ArrayBuffer.prototype.",
        "resizable",
    )?;
    Ok(Value::FALSE)
}

fn is_view(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(Obj::of(arg(args, 0)).is_some_and(|o| {
        t::is_typed(o) || o.kind() == KL_KIND_DATA_VIEW
    })))
}

/// `slice(start, end)`: a copy of the bytes in a new ArrayBuffer (kiln
/// assumes `ArrayBuffer[Symbol.species]` is the original).
fn buffer_slice(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    this_buffer(th, this, "slice")?;
    heap::scope(th, |s| {
        let bh = s.root(this);
        let eh = s.root(arg(args, 1));
        let len = t::buffer_len(Obj::of(this).expect("buffer")) as f64;
        let first = super::array::relative_arg(s, arg(args, 0), len, 0.0)?;
        let end = s.get(eh);
        let fin = super::array::relative_arg(s, end, len, len)?;
        let n = (fin - first).max(0.0) as usize;
        let proto = s.thread().realm.array_buffer_prototype;
        let out = t::new_buffer(s.thread(), n, proto);
        let src = Obj::of(s.get(bh)).expect("buffer");
        // SAFETY: both ranges lie in their stores; nothing collected since
        // the addresses were read.
        unsafe {
            std::ptr::copy_nonoverlapping(
                t::buffer_data(src).add(first as usize),
                t::buffer_data(out),
                n,
            )
        };
        Ok(out.value())
    })
}

// ---- the typed array constructors ---------------------------------------------------

fn typed_ctor<const T: usize>(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    nt: Value,
) -> JsResult<Value> {
    let ty = ElemType::ALL[T];
    c::require_new(th, nt, ty.name())?;
    if ty.is_bigint() {
        crate::builtins::link::require_bigint(th);
    }
    heap::scope(th, |s| {
        let first = s.root(arg(args, 0));
        // A built-in's arguments are not roots: the prototype's getter may
        // collect.
        let (offset, length) = (s.root(arg(args, 1)), s.root(arg(args, 2)));
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.typed_prototypes[T]))?;
        let ph = s.root(proto);
        let v = s.get(first);
        let Some(o) = Obj::of(v) else {
            let len = s.collecting(|th| {
                to_index(th, v, |d| {
                    format!(
                        "Invalid typed array length: {}",
                        crate::number::to_js_string(d)
                    )
                })
            })?;
            let proto = s.get(ph);
            return Ok(allocate(s.thread(), ty, len, proto)?.value());
        };
        if o.kind() == KL_KIND_ARRAY_BUFFER {
            return from_buffer(s, ty, first, ph, offset, length);
        }
        if t::is_typed(o) {
            if t::typed_type(o).is_bigint() != ty.is_bigint() {
                return Err(t::mixed_content(s.thread()));
            }
            let len = t::typed_len(o);
            let proto = s.get(ph);
            let out = allocate(s.thread(), ty, len, proto)?;
            copy_elements(Obj::of(s.get(first)).expect("typed array"), 0, out, 0, len);
            return Ok(out.value());
        }
        let values = s.root(Value::UNDEFINED);
        let method = s.collecting(|th| iter::iterator_method(th, v))?;
        let v = s.get(first);
        let list = if method.is_nullish() {
            s.set(values, v);
            let o = Obj::of(v).expect("an object");
            let len = s.collecting(|th| iter::length_of_array_like(th, o))?;
            len as usize
        } else {
            let a = s.collecting(|th| iter::to_array(th, v, 0))?;
            s.set(values, a.value());
            object::array::length(a) as usize
        };
        let proto = s.get(ph);
        let out = allocate(s.thread(), ty, list, proto)?;
        let oh = s.root(out.value());
        fill_from(s, values, oh, list)?;
        Ok(s.get(oh))
    })
}

/// A new typed array of `len` zero elements, with its own new buffer.
pub(crate) fn allocate(th: &mut Thread, ty: ElemType, len: usize, proto: Value) -> JsResult<Obj> {
    let bytes = len.checked_mul(ty.size()).filter(|&b| b <= t::MAX_BUFFER);
    let Some(bytes) = bytes else {
        return Err(range_error(
            th,
            &format!("Invalid typed array length: {len}"),
        ));
    };
    let bp = th.realm.array_buffer_prototype;
    let buffer = t::new_buffer(th, bytes, bp);
    Ok(t::new_typed(th, ty, buffer, 0, len, proto))
}

/// Elements `from..from+n` of `src` stored into `dst` from `at`, converted
/// to `dst`'s type (no JavaScript runs; overlapping views of one buffer
/// read every element before writing). The content types agree: the
/// caller threw [`t::mixed_content`] otherwise.
pub(crate) fn copy_elements(src: Obj, from: usize, dst: Obj, at: usize, n: usize) {
    let (st, dt) = (t::typed_type(src), t::typed_type(dst));
    debug_assert_eq!(st.is_bigint(), dt.is_bigint());
    // The two BigInt types store the same 64 bits for a value.
    if st == dt || st.is_bigint() {
        // SAFETY: both ranges are in range of their stores.
        unsafe {
            std::ptr::copy(
                t::typed_data(src).add(from * st.size()),
                t::typed_data(dst).add(at * dt.size()),
                n * st.size(),
            )
        };
        return;
    }
    let values: Vec<t::Elem> = (0..n).map(|i| t::get_elem(src, from + i)).collect();
    for (i, e) in values.into_iter().enumerate() {
        t::set_elem(dst, at + i, e);
    }
}

/// Stores `values[0..n]` (an array or an array-like, read through [[Get]])
/// into the typed array `out`, each converted as it is stored.
fn fill_from<'id>(
    s: &mut Scope<'_, 'id>,
    values: heap::Handle<'id>,
    out: heap::Handle<'id>,
    n: usize,
) -> JsResult<()> {
    for k in 0..n {
        let src = Obj::of(s.get(values)).expect("an object");
        let v = if src.kind() == KL_KIND_ARRAY
            && let Some(v) = object::array::fast_get(src, k as u32)
        {
            v
        } else {
            let key = super::array::key_of(s.thread(), k as f64);
            s.collecting(|th| object::get(th, src, key, src.value()))?
        };
        let o = Obj::of(s.get(out)).expect("typed array");
        s.collecting(|th| t::set_element(th, o, k, v))?;
    }
    Ok(())
}

/// `new T(buffer, byteOffset, length)`: a view of an existing buffer.
fn from_buffer<'id>(
    s: &mut Scope<'_, 'id>,
    ty: ElemType,
    bh: heap::Handle<'id>,
    ph: heap::Handle<'id>,
    offset: heap::Handle<'id>,
    length: heap::Handle<'id>,
) -> JsResult<Value> {
    let size = ty.size();
    let name = ty.name();
    let offset = s.get(offset);
    let offset = s.collecting(|th| {
        to_index(th, offset, |d| {
            format!(
                "Start offset {} is outside the bounds of the buffer",
                crate::number::to_js_string(d)
            )
        })
    })?;
    if !offset.is_multiple_of(size) {
        let m = format!("start offset of {name} should be a multiple of {size}");
        return Err(range_error(s.thread(), &m));
    }
    let length = s.get(length);
    let new_len = if length.is_undefined() {
        None
    } else {
        Some(s.collecting(|th| {
            to_index(th, length, |d| {
                format!(
                    "Invalid typed array length: {}",
                    crate::number::to_js_string(d)
                )
            })
        })?)
    };
    let b = Obj::of(s.get(bh)).expect("buffer");
    let buf_len = t::buffer_len(b);
    let len = match new_len {
        None => {
            if !buf_len.is_multiple_of(size) {
                let m = format!("byte length of {name} should be a multiple of {size}");
                return Err(range_error(s.thread(), &m));
            }
            if offset > buf_len {
                let m = format!("Start offset {offset} is outside the bounds of the buffer");
                return Err(range_error(s.thread(), &m));
            }
            (buf_len - offset) / size
        }
        Some(n) => {
            if offset + n * size > buf_len {
                let m = format!("Invalid typed array length: {n}");
                return Err(range_error(s.thread(), &m));
            }
            n
        }
    };
    let proto = s.get(ph);
    Ok(t::new_typed(s.thread(), ty, b, offset, len, proto).value())
}

/// TypedArraySpeciesCreate with a length: a typed array of `exemplar`'s
/// type, or what its species constructor makes (checked to be a typed
/// array of at least `len` elements). An exemplar with its type's
/// prototype and no own `constructor` takes the direct path: kiln assumes
/// the prototypes' `constructor` and `[Symbol.species]` keep their
/// built-in values there.
pub(crate) fn species_create(th: &mut Thread, exemplar: Obj, len: usize) -> JsResult<Obj> {
    let ty = t::typed_type(exemplar);
    let default_proto = th.realm.typed_prototypes[ty.index()];
    let ctor_k = th.realm.names.constructor;
    if exemplar.proto() == default_proto && object::get_own_named(exemplar, ctor_k).is_none() {
        return allocate(th, ty, len, default_proto);
    }
    let default_ctor = th.realm.typed_constructors[ty.index()];
    let made = heap::scope(th, |s| {
        let ctor =
            s.collecting(|th| object::get(th, exemplar, Key::Name(ctor_k), exemplar.value()))?;
        let species = if ctor.is_undefined() {
            Value::UNDEFINED
        } else {
            let Some(co) = Obj::of(ctor) else {
                return Err(type_error(
                    s.thread(),
                    "object.constructor is not a constructor",
                ));
            };
            let sk = s.thread().realm.symbols.species;
            s.collecting(|th| object::get(th, co, Key::Name(sk), ctor))?
        };
        let c = if species.is_nullish() {
            default_ctor
        } else {
            species
        };
        if !function::is_constructor(c) {
            return Err(type_error(
                s.thread(),
                "object.constructor[Symbol.species] is not a constructor",
            ));
        }
        s.collecting(|th| function::construct(th, c, &[Value::number(len as f64)], c))
    })?;
    match Obj::of(made) {
        Some(o) if t::is_typed(o) => {
            if t::typed_len(o) < len {
                return Err(type_error(th, "TypedArray too short"));
            }
            Ok(o)
        }
        _ => Err(type_error(th, "this is not a typed array.")),
    }
}
