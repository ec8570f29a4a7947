//! `DataView`: reads and writes of every element type at any byte offset
//! of a buffer, in either byte order (`littleEndian`, big-endian by
//! default), and the BigInt methods (`getBigInt64` … `setBigUint64`),
//! which need the BigInt group (their names link it).

use super::super::arg;
use super::super::collection as c;
use super::to_index;
use crate::abi::*;
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap;
use crate::object::function::{NativeFn, define_native, new_native_constructor};
use crate::object::typed::{self as t, ElemType};
use crate::object::{self, Obj, realm};
use crate::thread::Thread;
use crate::value::Value;

pub(super) fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.data_view_prototype = proto.value();
    let ctor = new_native_constructor(th, "DataView", 1, view_ctor, proto.value());
    realm::define_global(th, "DataView", ctor.value());
    for (name, f) in [
        ("buffer", buffer as NativeFn),
        ("byteLength", byte_length),
        ("byteOffset", byte_offset),
    ] {
        let k = super::super::key(th, name);
        c::define_getter(th, proto, k, &format!("get {name}"), f);
    }
    const GETS: [NativeFn; 8] = [
        get::<0>, get::<1>, get::<3>, get::<4>, get::<5>, get::<6>, get::<7>, get::<8>,
    ];
    const SETS: [NativeFn; 8] = [
        set::<0>, set::<1>, set::<3>, set::<4>, set::<5>, set::<6>, set::<7>, set::<8>,
    ];
    let names = [
        "Int8", "Uint8", "Int16", "Uint16", "Int32", "Uint32", "Float32", "Float64",
    ];
    for (i, name) in names.iter().enumerate() {
        define_native(th, proto, &format!("get{name}"), 1, GETS[i]);
        define_native(th, proto, &format!("set{name}"), 2, SETS[i]);
    }
    define_native(th, proto, "getBigInt64", 1, get_big::<true>);
    define_native(th, proto, "setBigInt64", 2, set_big::<true>);
    define_native(th, proto, "getBigUint64", 1, get_big::<false>);
    define_native(th, proto, "setBigUint64", 2, set_big::<false>);
    c::define_tag(th, proto, "DataView");
}

/// V8's message for a receiver that is not a DataView, which names no
/// receiver (and calls the getters by their internal names).
#[cold]
fn incompatible(th: &mut Thread, method: &str) -> Thrown {
    type_error(
        th,
        &format!("Method {method} called on incompatible receiver undefined"),
    )
}

fn this_view(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_DATA_VIEW => Ok(o),
        _ => Err(incompatible(th, method)),
    }
}

fn view_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "DataView")?;
    let Some(b) = Obj::of(arg(args, 0)).filter(|b| b.kind() == KL_KIND_ARRAY_BUFFER) else {
        return Err(type_error(
            th,
            "First argument to DataView constructor must be an ArrayBuffer",
        ));
    };
    heap::scope(th, |s| {
        let bh = s.root(b.value());
        let nh = s.root(nt);
        let lh = s.root(arg(args, 2));
        let off = arg(args, 1);
        let offset = s.collecting(|th| {
            to_index(th, off, |d| {
                format!(
                    "Start offset {} is outside the bounds of the buffer",
                    crate::number::to_js_string(d)
                )
            })
        })?;
        let buf_len = t::buffer_len(Obj::of(s.get(bh)).expect("buffer"));
        if offset > buf_len {
            let m = format!("Start offset {offset} is outside the bounds of the buffer");
            return Err(range_error(s.thread(), &m));
        }
        let lv = s.get(lh);
        let len = if lv.is_undefined() {
            buf_len - offset
        } else {
            let n = s.collecting(|th| {
                to_index(th, lv, |d| {
                    format!("Invalid DataView length {}", crate::number::to_js_string(d))
                })
            })?;
            if offset + n > buf_len {
                return Err(range_error(
                    s.thread(),
                    &format!("Invalid DataView length {n}"),
                ));
            }
            n
        };
        let nt = s.get(nh);
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.data_view_prototype))?;
        let b = Obj::of(s.get(bh)).expect("buffer");
        Ok(t::new_view(s.thread(), b, offset, len, proto).value())
    })
}

fn buffer(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_view(th, this, "get DataView.prototype.buffer")?;
    Ok(t::view_buffer(o).value())
}

fn byte_length(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_view(th, this, "get DataView.prototype.byte_length")?;
    Ok(Value::number(t::view_len(o) as f64))
}

fn byte_offset(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_view(th, this, "get DataView.prototype.byte_offset")?;
    Ok(Value::number(t::view_offset(o) as f64))
}

/// The method's name in V8's messages.
fn method_name(ty: ElemType, get: bool) -> String {
    let name = ty.name().trim_end_matches("Array");
    format!(
        "DataView.prototype.{}{name}",
        if get { "get" } else { "set" }
    )
}

/// node's RangeError for a request outside the view (or a negative one).
const OUT_OF_BOUNDS: &str = "Offset is outside the bounds of the DataView";

/// GetViewValue: the byte index of an element of `ty` at the request's
/// offset, checked against the view.
fn byte_index(th: &mut Thread, o: Obj, offset: usize, ty: ElemType) -> JsResult<*mut u8> {
    if offset + ty.size() > t::view_len(o) {
        return Err(range_error(th, OUT_OF_BOUNDS));
    }
    let b = t::view_buffer(o);
    // SAFETY: the view lies in its buffer and the element in the view.
    Ok(unsafe { t::buffer_data(b).add(t::view_offset(o) + offset) })
}

fn get<const T: usize>(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let ty = ElemType::ALL[T];
    this_view(th, this, &method_name(ty, true))?;
    let little = crate::ops::kl_truthy_slow(arg(args, 1));
    heap::scope(th, |s| {
        let oh = s.root(this);
        let off = arg(args, 0);
        let offset = s.collecting(|th| to_index(th, off, |_| OUT_OF_BOUNDS.into()))?;
        let o = Obj::of(s.get(oh)).expect("view");
        let p = byte_index(s.thread(), o, offset, ty)?;
        let mut bytes = [0u8; 8];
        // SAFETY: `p` addresses `ty.size()` bytes of the buffer.
        unsafe { std::ptr::copy_nonoverlapping(p, bytes.as_mut_ptr(), ty.size()) };
        if !little {
            bytes[..ty.size()].reverse();
        }
        // SAFETY: `bytes` holds the element.
        Ok(Value::number(unsafe { ty.load(bytes.as_ptr()) }))
    })
}

fn set<const T: usize>(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let ty = ElemType::ALL[T];
    this_view(th, this, &method_name(ty, false))?;
    // Read before the conversions, which may collect (a truthiness test
    // runs no JavaScript).
    let little = crate::ops::kl_truthy_slow(arg(args, 2));
    heap::scope(th, |s| {
        let oh = s.root(this);
        let vh = s.root(arg(args, 1));
        let off = arg(args, 0);
        let offset = s.collecting(|th| to_index(th, off, |_| OUT_OF_BOUNDS.into()))?;
        let v = s.get(vh);
        let d = s.collecting(|th| crate::ops::to_number_value(th, v))?;
        let o = Obj::of(s.get(oh)).expect("view");
        let p = byte_index(s.thread(), o, offset, ty)?;
        let mut bytes = [0u8; 8];
        // SAFETY: `bytes` has room for any element.
        unsafe { ty.store(bytes.as_mut_ptr(), d) };
        if !little {
            bytes[..ty.size()].reverse();
        }
        // SAFETY: `p` addresses `ty.size()` bytes of the buffer.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, ty.size()) };
        Ok(Value::UNDEFINED)
    })
}

fn big_name(signed: bool, get: bool) -> String {
    let name = if signed { "BigInt64" } else { "BigUint64" };
    format!(
        "DataView.prototype.{}{name}",
        if get { "get" } else { "set" }
    )
}

/// `getBigInt64`/`getBigUint64`: eight bytes as a BigInt.
fn get_big<const SIGNED: bool>(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    crate::builtins::link::require_bigint(th);
    this_view(th, this, &big_name(SIGNED, true))?;
    let little = crate::ops::kl_truthy_slow(arg(args, 1));
    heap::scope(th, |s| {
        let oh = s.root(this);
        let off = arg(args, 0);
        let offset = s.collecting(|th| to_index(th, off, |_| OUT_OF_BOUNDS.into()))?;
        let o = Obj::of(s.get(oh)).expect("view");
        let p = byte_index(s.thread(), o, offset, ElemType::Float64)?;
        let mut bytes = [0u8; 8];
        // SAFETY: `p` addresses eight bytes of the buffer.
        unsafe { std::ptr::copy_nonoverlapping(p, bytes.as_mut_ptr(), 8) };
        let n = if little {
            u64::from_le_bytes(bytes)
        } else {
            u64::from_be_bytes(bytes)
        };
        Ok(if SIGNED {
            crate::bigint::from_i64(s.thread(), n as i64)
        } else {
            crate::bigint::from_u64(s.thread(), n)
        })
    })
}

/// `setBigInt64`/`setBigUint64`: ToIndex, ToBigInt, then the low 64 bits.
fn set_big<const SIGNED: bool>(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    crate::builtins::link::require_bigint(th);
    this_view(th, this, &big_name(SIGNED, false))?;
    let little = crate::ops::kl_truthy_slow(arg(args, 2));
    heap::scope(th, |s| {
        let oh = s.root(this);
        let vh = s.root(arg(args, 1));
        let off = arg(args, 0);
        let offset = s.collecting(|th| to_index(th, off, |_| OUT_OF_BOUNDS.into()))?;
        let v = s.get(vh);
        let to_bigint = crate::bigint::group().to_bigint;
        let b = s.collecting(|th| to_bigint(th, v))?;
        let n = crate::bigint::to_u64_wrapping(b);
        let o = Obj::of(s.get(oh)).expect("view");
        let p = byte_index(s.thread(), o, offset, ElemType::Float64)?;
        let bytes = if little {
            n.to_le_bytes()
        } else {
            n.to_be_bytes()
        };
        // SAFETY: `p` addresses eight bytes of the buffer.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, 8) };
        Ok(Value::UNDEFINED)
    })
}
