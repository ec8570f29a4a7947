//! `TextEncoder` and `TextDecoder` (the WHATWG Encoding API as node 20
//! has it), for UTF-8, UTF-16LE and windows-1252 (`latin1`, `ascii`,
//! `iso-8859-1` are its labels; node 20 decodes it as Latin-1). A decoder keeps, between `stream: true`
//! calls, the bytes of a sequence its input cut short. Part of the
//! typed-array group: they make and read Uint8Arrays.

use super::super::arg;
use super::super::collection as c;
use crate::abi::*;
use crate::error::{ErrorKind, JsResult, Thrown};
use crate::heap;
use crate::host::{invalid_arg_type, node_error};
use crate::object::function::{define_native, new_native_constructor};
use crate::object::typed::{self as t, ElemType};
use crate::object::{self, Key, Obj, realm};
use crate::thread::Thread;
use crate::value::Value;

/// A TextDecoder (`KL_KIND_TEXT_DECODER`): its encoding (an index into
/// [`ENCODINGS`]), its flags, and the held bytes of a cut sequence (the
/// count in the low byte, the bytes above it).
const DECODER_SIZE: u32 = object::OBJECT_SIZE + 24;
const DEC_ENCODING: u32 = object::OBJECT_SIZE;
const DEC_FLAGS: u32 = object::OBJECT_SIZE + 8;
const DEC_HELD: u32 = object::OBJECT_SIZE + 16;
const FATAL: u32 = 1;
const IGNORE_BOM: u32 = 2;
/// A stream has begun (its BOM, if any, was dealt with).
const STARTED: u32 = 4;

const UTF8: usize = 0;
const UTF16LE: usize = 1;
const WINDOWS_1252: usize = 2;
const ENCODINGS: [&str; 3] = ["utf-8", "utf-16le", "windows-1252"];

pub(super) fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let custom = {
        let key = crate::string::from_str(th, "nodejs.util.inspect.custom");
        th.realm.atoms.registered_symbol(key)
    };
    let enc = object::new_object(th, op, object::PROTOTYPE_INLINE);
    let k = super::super::key(th, "encoding");
    c::define_getter(th, enc, k, "get encoding", encoder_encoding);
    define_native(th, enc, "encode", 0, encode);
    define_native(th, enc, "encodeInto", 2, encode_into);
    let f = define_native(th, enc, "[nodejs.util.inspect.custom]", 2, inspect_encoder);
    object::define(th, enc, Key::Name(custom), f.value(), object::shape::HIDDEN);
    c::define_tag(th, enc, "TextEncoder");
    th.realm.text_encoder_prototype = enc.value();
    let ctor = new_native_constructor(th, "TextEncoder", 0, encoder_ctor, enc.value());
    realm::define_global(th, "TextEncoder", ctor.value());

    let dec = object::new_object(th, op, object::PROTOTYPE_INLINE);
    for (name, getter) in [
        (
            "encoding",
            decoder_encoding as crate::object::function::NativeFn,
        ),
        ("fatal", decoder_fatal),
        ("ignoreBOM", decoder_ignore_bom),
    ] {
        let k = super::super::key(th, name);
        c::define_getter(th, dec, k, &format!("get {name}"), getter);
    }
    define_native(th, dec, "decode", 0, decode);
    let f = define_native(th, dec, "[nodejs.util.inspect.custom]", 2, inspect_decoder);
    object::define(th, dec, Key::Name(custom), f.value(), object::shape::HIDDEN);
    c::define_tag(th, dec, "TextDecoder");
    th.realm.text_decoder_prototype = dec.value();
    let ctor = new_native_constructor(th, "TextDecoder", 0, decoder_ctor, dec.value());
    realm::define_global(th, "TextDecoder", ctor.value());
}

// ---- TextEncoder -----------------------------------------------------------------------

fn encoder_ctor(th: &mut Thread, _this: Value, _args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "TextEncoder")?;
    let proto = c::proto_from_constructor(th, nt, |r| r.text_encoder_prototype)?;
    Ok(object::new_object(th, proto, 0).value())
}

fn encoder_encoding(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(crate::string::from_str(th, "utf-8"))
}

/// ToString of `v` (undefined is the empty string) as UTF-8, each lone
/// surrogate as U+FFFD.
fn utf8_of(th: &mut Thread, v: Value) -> JsResult<String> {
    if v.is_undefined() {
        return Ok(String::new());
    }
    let s = if v.is_string() {
        v
    } else {
        crate::ops::to_string_value(th, v)?
    };
    let units = crate::string::units(s);
    Ok(char::decode_utf16(units.iter())
        .map(|c| c.unwrap_or('\u{FFFD}'))
        .collect())
}

/// A Uint8Array holding `bytes`.
fn uint8_array(th: &mut Thread, bytes: &[u8]) -> JsResult<Value> {
    let proto = th.realm.typed_prototypes[ElemType::Uint8.index()];
    let a = super::allocate(th, ElemType::Uint8, bytes.len(), proto)?;
    // SAFETY: the array's store has room for its length in bytes.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), t::typed_data(a), bytes.len()) };
    Ok(a.value())
}

fn encode(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let text = utf8_of(th, arg(args, 0))?;
    uint8_array(th, text.as_bytes())
}

/// `encodeInto(source, destination)`: as many whole characters as fit,
/// and `{ read, written }` (UTF-16 units read, bytes written).
fn encode_into(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let dest = arg(args, 1);
    let Some(d) = Obj::of(dest).filter(|&d| t::is_typed(d) && t::typed_type(d) == ElemType::Uint8)
    else {
        return Err(invalid_arg_type(
            th,
            "dest",
            "an instance of Uint8Array",
            dest,
        ));
    };
    let (read, written) = heap::scope(th, |s| {
        let dh = s.root(d.value());
        let src = arg(args, 0);
        let text = s.collecting(|th| utf8_of(th, src))?;
        let d = Obj::of(s.get(dh)).expect("Uint8Array");
        let room = t::typed_len(d);
        let (mut read, mut written) = (0usize, 0usize);
        let mut buf = [0u8; 4];
        for ch in text.chars() {
            let bytes = ch.encode_utf8(&mut buf).as_bytes();
            if written + bytes.len() > room {
                break;
            }
            // SAFETY: in range of the array's bytes.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    bytes.as_ptr(),
                    t::typed_data(d).add(written),
                    bytes.len(),
                )
            };
            written += bytes.len();
            read += ch.len_utf16();
        }
        Ok::<_, crate::error::Thrown>((read, written))
    })?;
    let o = object::new_plain(th);
    let (rk, wk) = (
        super::super::key(th, "read"),
        super::super::key(th, "written"),
    );
    object::create_data_property(th, o, rk, Value::number(read as f64));
    object::create_data_property(th, o, wk, Value::number(written as f64));
    Ok(o.value())
}

fn inspect_encoder(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = object::new_plain(th);
    let k = super::super::key(th, "encoding");
    let v = crate::string::from_str(th, "utf-8");
    object::create_data_property(th, o, k, v);
    Ok(o.value())
}

// ---- TextDecoder -----------------------------------------------------------------------

/// The encoding a label names, as the Encoding standard's table has the
/// labels kiln decodes.
fn encoding_of(label: &str) -> Option<usize> {
    let l = label
        .trim_matches(|c: char| c.is_ascii_whitespace())
        .to_ascii_lowercase();
    Some(match l.as_str() {
        "unicode-1-1-utf-8" | "unicode11utf8" | "unicode20utf8" | "utf-8" | "utf8"
        | "x-unicode20utf8" => UTF8,
        "csunicode" | "iso-10646-ucs-2" | "ucs-2" | "unicode" | "unicodefeff" | "utf-16"
        | "utf-16le" => UTF16LE,
        "ansi_x3.4-1968" | "ascii" | "cp1252" | "cp819" | "csisolatin1" | "ibm819"
        | "iso-8859-1" | "iso-ir-100" | "iso8859-1" | "iso88591" | "iso_8859-1"
        | "iso_8859-1:1987" | "l1" | "latin1" | "us-ascii" | "windows-1252" | "x-cp1252" => {
            WINDOWS_1252
        }
        _ => return None,
    })
}

fn decoder_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "TextDecoder")?;
    heap::scope(th, |s| {
        let nh = s.root(nt);
        let oh = s.root(arg(args, 1));
        let label = arg(args, 0);
        let label = if label.is_undefined() {
            String::from("utf-8")
        } else {
            s.collecting(|th| crate::ops::to_rust_string_js(th, label))?
        };
        let Some(encoding) = encoding_of(&label) else {
            return Err(node_error(
                s.thread(),
                ErrorKind::RangeError,
                "ERR_ENCODING_NOT_SUPPORTED",
                &format!("The \"{label}\" encoding is not supported"),
            ));
        };
        let mut flags = 0;
        if Obj::of(s.get(oh)).is_some() {
            for (name, bit) in [("fatal", FATAL), ("ignoreBOM", IGNORE_BOM)] {
                let k = super::super::key(s.thread(), name);
                // Read again for each: the first getter may collect.
                let opts = Obj::of(s.get(oh)).expect("options");
                let v = s.collecting(|th| object::get(th, opts, k, opts.value()))?;
                if crate::ops::kl_truthy_slow(v) {
                    flags |= bit;
                }
            }
        }
        let nt = s.get(nh);
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.text_decoder_prototype))?;
        let o = object::alloc(s.thread(), KL_KIND_TEXT_DECODER, DECODER_SIZE, 0, proto);
        let th = s.thread();
        o.set_word(th, DEC_ENCODING, Value::number(encoding as f64));
        o.set_word(th, DEC_FLAGS, Value::number(f64::from(flags)));
        o.set_word(th, DEC_HELD, Value::number(0.0));
        Ok(o.value())
    })
}

fn this_decoder(th: &mut Thread, this: Value) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_TEXT_DECODER => Ok(o),
        _ => Err(node_error(
            th,
            ErrorKind::TypeError,
            "ERR_INVALID_THIS",
            "Value of \"this\" must be of type TextDecoder",
        )),
    }
}

fn word(o: Obj, offset: u32) -> u32 {
    o.word(offset).as_number() as u32
}

fn decoder_encoding(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_decoder(th, this)?;
    Ok(crate::string::from_str(
        th,
        ENCODINGS[word(o, DEC_ENCODING) as usize],
    ))
}

fn decoder_fatal(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_decoder(th, this)?;
    Ok(Value::boolean(word(o, DEC_FLAGS) & FATAL != 0))
}

fn decoder_ignore_bom(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_decoder(th, this)?;
    Ok(Value::boolean(word(o, DEC_FLAGS) & IGNORE_BOM != 0))
}

/// The bytes of a BufferSource (a typed array, a DataView or an
/// ArrayBuffer); None for anything else.
fn bytes_of(v: Value) -> Option<Vec<u8>> {
    let o = Obj::of(v)?;
    let (p, n) = match o.kind() {
        KL_KIND_TYPED_ARRAY | KL_KIND_BIGINT_TYPED_ARRAY => {
            (t::typed_data(o), t::typed_len(o) * t::typed_type(o).size())
        }
        KL_KIND_DATA_VIEW => {
            // SAFETY: the view lies in its buffer.
            let p = unsafe { t::buffer_data(t::view_buffer(o)).add(t::view_offset(o)) };
            (p, t::view_len(o))
        }
        KL_KIND_ARRAY_BUFFER => (t::buffer_data(o), t::buffer_len(o)),
        _ => return None,
    };
    // SAFETY: `n` bytes from `p` lie in the store.
    Some(unsafe { std::slice::from_raw_parts(p, n) }.to_vec())
}

/// How many bytes at the end of `b` begin a UTF-8 sequence they do not
/// finish (held for the next `stream: true` call).
fn utf8_cut(b: &[u8]) -> usize {
    for back in 1..=3.min(b.len()) {
        let c = b[b.len() - back];
        if c & 0xC0 == 0x80 {
            continue;
        }
        let need = match c {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return 0,
        };
        // Only a prefix that could still become a valid sequence waits.
        return if need > back
            && std::str::from_utf8(&b[b.len() - back..]).is_err_and(|e| e.error_len().is_none())
        {
            back
        } else {
            0
        };
    }
    0
}

fn decode(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_decoder(th, this)?;
    let input = arg(args, 0);
    let mut bytes = if input.is_undefined() {
        Vec::new()
    } else {
        match bytes_of(input) {
            Some(b) => b,
            None => {
                return Err(node_error(
                    th,
                    ErrorKind::TypeError,
                    "ERR_INVALID_ARG_TYPE",
                    "The \"list\" argument must be an instance of SharedArrayBuffer, ArrayBuffer or ArrayBufferView.",
                ));
            }
        }
    };
    // `stream`'s getter may collect: the decoder is read again after it.
    let (stream, o) = match Obj::of(arg(args, 1)) {
        Some(opts) => {
            let k = super::super::key(th, "stream");
            let (v, o) = heap::scope(th, |s| {
                let oh = s.root(o.value());
                let v = s.collecting(|th| object::get(th, opts, k, opts.value()))?;
                Ok::<_, crate::error::Thrown>((v, Obj::of(s.get(oh)).expect("decoder")))
            })?;
            (crate::ops::kl_truthy_slow(v), o)
        }
        None => (false, o),
    };
    let (encoding, mut flags) = (word(o, DEC_ENCODING) as usize, word(o, DEC_FLAGS));
    let held = word(o, DEC_HELD);
    let mut all: Vec<u8> = (0..held & 0xFF)
        .map(|i| (held >> (8 * (i + 1))) as u8)
        .collect();
    all.append(&mut bytes);
    let cut = if !stream {
        0
    } else {
        match encoding {
            UTF8 => utf8_cut(&all),
            UTF16LE => {
                let odd = all.len() % 2;
                // A high surrogate at the end waits for its pair.
                let n = all.len() - odd;
                let high = n >= 2 && (0xD8..=0xDB).contains(&all[n - 1]);
                odd + if high { 2 } else { 0 }
            }
            _ => 0,
        }
    };
    let rest = all.split_off(all.len() - cut);
    let mut held = rest.len() as u32;
    for (i, b) in rest.iter().enumerate() {
        held |= u32::from(*b) << (8 * (i + 1));
    }
    let fatal = flags & FATAL != 0;
    let invalid = |th: &mut Thread| -> Thrown {
        let name = ENCODINGS[encoding];
        node_error(
            th,
            ErrorKind::TypeError,
            "ERR_ENCODING_INVALID_ENCODED_DATA",
            &format!("The encoded data was not valid for encoding {name}"),
        )
    };
    let mut units: Vec<u16> = match encoding {
        UTF8 => {
            if fatal && std::str::from_utf8(&all).is_err() {
                return Err(invalid(th));
            }
            String::from_utf8_lossy(&all).encode_utf16().collect()
        }
        UTF16LE => {
            let raw: Vec<u16> = all
                .chunks(2)
                .map(|p| {
                    if p.len() == 2 {
                        u16::from_le_bytes([p[0], p[1]])
                    } else {
                        0xFFFF
                    }
                })
                .collect();
            let odd = all.len() % 2 == 1;
            let decoded: Vec<Option<char>> =
                char::decode_utf16(raw[..raw.len() - usize::from(odd)].iter().copied())
                    .map(|c| c.ok())
                    .collect();
            if fatal && (odd || decoded.iter().any(|c| c.is_none())) {
                return Err(invalid(th));
            }
            let mut s: String = decoded
                .into_iter()
                .map(|c| c.unwrap_or('\u{FFFD}'))
                .collect();
            if odd {
                s.push('\u{FFFD}');
            }
            s.encode_utf16().collect()
        }
        // node 20 names it windows-1252 but decodes Latin-1: 0x80 is
        // U+0080, not the euro sign.
        _ => all.iter().map(|&b| u16::from(b)).collect(),
    };
    // A stream's BOM is its first code point, whichever call decodes it.
    let produced = !units.is_empty();
    if flags & STARTED == 0
        && flags & IGNORE_BOM == 0
        && encoding != WINDOWS_1252
        && units.first() == Some(&0xFEFF)
    {
        units.remove(0);
    }
    if produced {
        flags |= STARTED;
    }
    if !stream {
        flags &= !STARTED;
        held = 0;
    }
    o.set_word(th, DEC_FLAGS, Value::number(f64::from(flags)));
    o.set_word(th, DEC_HELD, Value::number(f64::from(held)));
    Ok(crate::string::from_utf16(th, &units))
}

fn inspect_decoder(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_decoder(th, this)?;
    let flags = word(o, DEC_FLAGS);
    let text = format!(
        "TextDecoder {{ encoding: '{}', fatal: {}, ignoreBOM: {} }}",
        ENCODINGS[word(o, DEC_ENCODING) as usize],
        flags & FATAL != 0,
        flags & IGNORE_BOM != 0
    );
    Ok(crate::string::from_str(th, &text))
}
