//! Strings: kiln.h's `KlString`, with JavaScript's UTF-16 semantics over two
//! storage forms (Latin-1 one byte per unit, or UTF-16).
//!
//! Every string is allocated through [`alloc_string`], the one entry point
//! the heap puts on the collector, or is a view ([`append`]). Constant
//! strings live in the executable (header flag `KL_HDR_STATIC`) and are
//! never moved.
//!
//! A view (`KL_KIND_STRING_VIEW`, flag `KL_STR_VIEW`, kiln.h
//! `KlStringView`) is `length` units of a flat string from unit `offset`.
//! It is how `s += x` and `s = s.slice(n)` are linear where flat strings
//! made them quadratic (bench/stringbuild was 53× node's time, bench/append
//! 4.8×). A long `slice`/`substring` is a view of its string ([`slice`]).
//! `+=` on a long string makes a buffer: a flat string with room to spare
//! (`KL_STR_BUFFER`), which no value names, whose own `length` says how
//! much of it views use; appending to a view that ends where the buffer's
//! used part ends writes the new units in place and makes a new, longer
//! view, while every older view still reads its own units, which never
//! change. Anything else copies. A view is read through [`units`] like any
//! string (kiln.h `kl_string_data`), and the collector traces its string
//! as the one value word of a value-body object.

use crate::abi::*;
use crate::heap;
use crate::thread::Thread;
use crate::value::Value;

/// The fixed part of a string object; `length` units of data follow.
#[repr(C)]
pub struct KlString {
    pub hdr: u64,
    pub length: u32,
    pub flags: u32,
}

/// V8's limit (2^29 - 24 units); a longer result throws `RangeError: Invalid string length`.
pub const MAX_LENGTH: usize = (1 << 29) - 24;

/// A borrowed view of a string's code units. Valid until the next
/// collection, which the runtime never starts on its own (see `value.rs`).
#[derive(Clone, Copy)]
pub enum Units<'a> {
    Latin1(&'a [u8]),
    Utf16(&'a [u16]),
}

impl Units<'_> {
    pub fn len(self) -> usize {
        match self {
            Units::Latin1(b) => b.len(),
            Units::Utf16(u) => u.len(),
        }
    }
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
    #[inline]
    pub fn at(self, i: usize) -> u16 {
        match self {
            Units::Latin1(b) => u16::from(b[i]),
            Units::Utf16(u) => u[i],
        }
    }
    pub fn iter(self) -> impl Iterator<Item = u16> {
        (0..self.len()).map(move |i| self.at(i))
    }
    /// UTF-8 for output: a lone surrogate becomes U+FFFD, as node writes it.
    pub fn to_string_lossy(self) -> String {
        match self {
            Units::Latin1(b) => b.iter().map(|&c| char::from(c)).collect(),
            Units::Utf16(u) => char::decode_utf16(u.iter().copied())
                .map(|r| r.unwrap_or(char::REPLACEMENT_CHARACTER))
                .collect(),
        }
    }
}

/// The string a `Value` points to.
#[inline]
pub fn header(v: Value) -> &'static KlString {
    debug_assert!(v.is_string());
    // SAFETY: a string-tagged value points at a live KlString (static data or
    // heap); the reference is used before any collection can move it.
    unsafe { &*(v.addr() as *const KlString) }
}

#[inline]
pub fn len(v: Value) -> usize {
    header(v).length as usize
}

/// A view's layout (kiln.h `KlStringView`; see the module comment).
#[repr(C)]
pub struct View {
    pub hdr: u64,
    pub length: u32,
    pub flags: u32,
    pub offset: u64,
    pub string: Value,
}

/// The view `v` is, if it is one.
#[inline]
fn as_view(v: Value) -> Option<&'static View> {
    // SAFETY: a string with the view flag has the View layout.
    (header(v).flags & KL_STR_VIEW as u32 != 0).then(|| unsafe { &*(v.addr() as *const View) })
}

/// The code units of string `v`.
#[inline]
pub fn units(v: Value) -> Units<'static> {
    let s = header(v);
    let mut data = (s as *const KlString as usize + size_of::<KlString>()) as *const u8;
    if let Some(view) = as_view(v) {
        let shift = usize::from(s.flags & KL_STR_ONE_BYTE as u32 == 0);
        data = (view.string.addr() + size_of::<KlString>() + ((view.offset as usize) << shift))
            as *const u8;
    }
    let n = s.length as usize;
    // SAFETY: the object holds `length` units of the form its flags name,
    // right after the fixed part.
    unsafe {
        if s.flags & KL_STR_ONE_BYTE as u32 != 0 {
            Units::Latin1(std::slice::from_raw_parts(data, n))
        } else {
            Units::Utf16(std::slice::from_raw_parts(data as *const u16, n))
        }
    }
}

/// Allocates an uninitialised string of `len` units: the one allocation entry
/// point for strings. Returns the value and a pointer to its data bytes.
pub fn alloc_string(th: &mut Thread, len: usize, one_byte: bool) -> (Value, *mut u8) {
    debug_assert!(len <= MAX_LENGTH);
    let data_bytes = if one_byte { len } else { len * 2 };
    let size = (size_of::<KlString>() + data_bytes + 7) & !7;
    let p = heap::alloc(th, size);
    let flags = if one_byte { KL_STR_ONE_BYTE as u32 } else { 0 };
    // SAFETY: `p` is a fresh, 8-aligned allocation of `size` bytes.
    unsafe {
        (p as *mut KlString).write(KlString {
            hdr: (KL_KIND_STRING << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT),
            length: len as u32,
            flags,
        });
        (
            Value::from_tagged(KL_TAG_STRING, p as usize),
            p.add(size_of::<KlString>()),
        )
    }
}

pub fn from_latin1(th: &mut Thread, bytes: &[u8]) -> Value {
    if bytes.len() == 1 {
        return one_char(u16::from(bytes[0])).unwrap_or(Value::UNDEFINED);
    }
    if bytes.is_empty() {
        return empty();
    }
    let (v, data) = alloc_string(th, bytes.len(), true);
    // SAFETY: `data` has room for `bytes.len()` bytes.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), data, bytes.len()) };
    v
}

/// A string from UTF-16 units, stored one-byte when every unit fits.
pub fn from_utf16(th: &mut Thread, units: &[u16]) -> Value {
    if units.iter().all(|&u| u < 256) {
        let bytes: Vec<u8> = units.iter().map(|&u| u as u8).collect();
        return from_latin1(th, &bytes);
    }
    let (v, data) = alloc_string(th, units.len(), false);
    // SAFETY: `data` has room for `units.len()` u16s and is 8-aligned.
    unsafe { std::ptr::copy_nonoverlapping(units.as_ptr(), data as *mut u16, units.len()) };
    v
}

/// Like [`from_str`], but always a fresh heap string (never a shared static
/// one), so the collector has something to move.
pub fn from_str_young(th: &mut Thread, s: &str) -> Value {
    let units: Vec<u16> = s.encode_utf16().collect();
    let one_byte = units.iter().all(|&u| u < 256);
    let (v, data) = alloc_string(th, units.len(), one_byte);
    for (i, &u) in units.iter().enumerate() {
        // SAFETY: `data` holds `units.len()` units of the chosen form.
        unsafe {
            if one_byte {
                data.add(i).write(u as u8);
            } else {
                (data as *mut u16).add(i).write(u);
            }
        }
    }
    v
}

pub fn from_str(th: &mut Thread, s: &str) -> Value {
    if s.is_ascii() {
        return from_latin1(th, s.as_bytes());
    }
    let units: Vec<u16> = s.encode_utf16().collect();
    from_utf16(th, &units)
}

/// Builds a string from parts of either form, checking the length limit.
/// `None` when the result would exceed [`MAX_LENGTH`].
pub fn concat_units(th: &mut Thread, parts: &[Units<'_>]) -> Option<Value> {
    let total: usize = parts.iter().map(|p| p.len()).sum();
    if total > MAX_LENGTH {
        return None;
    }
    let one_byte = parts.iter().all(|p| matches!(p, Units::Latin1(_)));
    if total == 0 {
        return Some(empty());
    }
    if one_byte && total == 1 {
        let c = parts
            .iter()
            .find(|p| !p.is_empty())
            .map(|p| p.at(0))
            .unwrap_or(0);
        return one_char(c);
    }
    let (v, _) = alloc_string(th, total, one_byte);
    let mut at = 0;
    for p in parts {
        // SAFETY: the parts' lengths sum to `total`, the fresh string's
        // length in units of its form, one-byte only if every part is.
        unsafe { write_units(v, at, *p) };
        at += p.len();
    }
    Some(v)
}

/// Results shorter than this are flat copies: a buffer pays off only for
/// strings that keep growing, and a view of a short slice is no smaller
/// than its copy (a view is 32 bytes, a flat string 16 and its units)
/// and would keep a long string alive. At 24, bench/readlines' two
/// million lines from `split` took 207 MB at peak where copies took 266.
const VIEW_MIN: usize = 256;
const SLICE_MIN: usize = 24;

/// `a + b` of two strings (kl_concat): in place when `a` is a view that
/// ends where its buffer's used part ends and the buffer has room, else in
/// a new buffer with half as much room again (so a string built by `+=`
/// is copied O(1) times per unit), or flat when short. `None` past
/// [`MAX_LENGTH`].
pub fn append(th: &mut Thread, a: Value, b: Value) -> Option<Value> {
    let (ua, ub) = (units(a), units(b));
    let total = ua.len() + ub.len();
    if total > MAX_LENGTH {
        return None;
    }
    let b_one = matches!(ub, Units::Latin1(_));
    if let Some(view) = as_view(a) {
        let (buf, offset) = (view.string, view.offset as usize);
        let hb = header(buf);
        let one = hb.flags & KL_STR_ONE_BYTE as u32 != 0;
        if hb.flags & KL_STR_BUFFER as u32 != 0
            && hb.length as usize == offset + ua.len()
            && offset + total <= capacity(buf)
            && (b_one || !one)
        {
            // SAFETY: a buffer is a heap string no value names, with room
            // for `offset + total` units; the units past its used length
            // belong to no view yet.
            unsafe {
                write_units(buf, offset + ua.len(), ub);
                (*(buf.addr() as *mut KlString)).length = (offset + total) as u32;
            }
            return Some(new_view(th, buf, offset, total));
        }
    }
    if total < VIEW_MIN {
        return concat_units(th, &[ua, ub]);
    }
    let one = matches!(ua, Units::Latin1(_)) && b_one;
    let cap = (total + total / 2).min(MAX_LENGTH);
    let (buf, _) = alloc_string(th, cap, one);
    // SAFETY: a fresh string of `cap` >= `total` units of form `one`,
    // marked a buffer before any value names it.
    unsafe {
        write_units(buf, 0, ua);
        write_units(buf, ua.len(), ub);
        let h = &mut *(buf.addr() as *mut KlString);
        h.length = total as u32;
        h.flags |= KL_STR_BUFFER as u32;
    }
    Some(new_view(th, buf, 0, total))
}

/// The units `[a, b)` of `s` (`a < b`, within it): a view of a long slice,
/// else a flat copy.
pub fn slice(th: &mut Thread, s: Value, a: usize, b: usize) -> Value {
    if b - a >= SLICE_MIN {
        let (flat, offset) = flat_of(s);
        return new_view(th, flat, offset + a, b - a);
    }
    match units(s) {
        Units::Latin1(x) => from_latin1(th, &x[a..b]),
        Units::Utf16(u) => from_utf16(th, &u[a..b]),
    }
}

/// The flat string whose units `s` reads, and where they start in it:
/// `s` itself at 0, or the string a view views.
pub fn flat_of(s: Value) -> (Value, usize) {
    match as_view(s) {
        Some(view) => (view.string, view.offset as usize),
        None => (s, 0),
    }
}

/// How many units a buffer (a heap string) has room for.
fn capacity(buf: Value) -> usize {
    let h = header(buf);
    let bytes = (h.hdr >> KL_HDR_SIZE_SHIFT) as usize - size_of::<KlString>();
    if h.flags & KL_STR_ONE_BYTE as u32 != 0 {
        bytes
    } else {
        bytes / 2
    }
}

/// Writes `u` into the flat string `buf` from unit `at`.
///
/// # Safety
/// `buf` is a heap string with room for `at + u.len()` units of its form,
/// one-byte only if `u` is Latin-1.
unsafe fn write_units(buf: Value, at: usize, u: Units<'_>) {
    let one = header(buf).flags & KL_STR_ONE_BYTE as u32 != 0;
    let data = (buf.addr() + size_of::<KlString>()) as *mut u8;
    // SAFETY: the caller guarantees the room and the form; `u` is another
    // object's units or this buffer's earlier ones (never overlapping).
    unsafe {
        match (u, one) {
            (Units::Latin1(b), true) => {
                std::ptr::copy_nonoverlapping(b.as_ptr(), data.add(at), b.len())
            }
            (Units::Latin1(b), false) => {
                let dst = (data as *mut u16).add(at);
                for (i, &c) in b.iter().enumerate() {
                    dst.add(i).write(u16::from(c));
                }
            }
            (Units::Utf16(x), false) => {
                std::ptr::copy_nonoverlapping(x.as_ptr(), (data as *mut u16).add(at), x.len())
            }
            (Units::Utf16(_), true) => unreachable!("two-byte units into a one-byte buffer"),
        }
    }
}

/// A view of `len` units of the flat string `flat` from unit `offset`.
fn new_view(th: &mut Thread, flat: Value, offset: usize, len: usize) -> Value {
    let size = size_of::<View>();
    let one_byte = header(flat).flags & KL_STR_ONE_BYTE as u32 != 0;
    let p = heap::alloc(th, size);
    let flags = KL_STR_VIEW as u32 | if one_byte { KL_STR_ONE_BYTE as u32 } else { 0 };
    // SAFETY: `p` is a fresh, 8-aligned allocation of `size` bytes. Nothing
    // collects between the caller's reading of `flat` and this allocation
    // (the runtime never collects on its own), so `flat` is still where it
    // was.
    unsafe {
        (p as *mut View).write(View {
            hdr: crate::heap::object::Header::new(KL_KIND_STRING_VIEW, 0, 2, size).0,
            length: len as u32,
            flags,
            offset: offset as u64,
            string: flat,
        });
    }
    Value::from_tagged(KL_TAG_STRING, p as usize)
}

pub fn eq(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (ua, ub) = (units(a), units(b));
    if ua.len() != ub.len() {
        return false;
    }
    match (ua, ub) {
        (Units::Latin1(x), Units::Latin1(y)) => x == y,
        (Units::Utf16(x), Units::Utf16(y)) => x == y,
        _ => ua.iter().eq(ub.iter()),
    }
}

/// Compares by UTF-16 code units, as the relational operators do.
pub fn cmp(a: Value, b: Value) -> std::cmp::Ordering {
    match (units(a), units(b)) {
        (Units::Latin1(x), Units::Latin1(y)) => x.cmp(y),
        (Units::Utf16(x), Units::Utf16(y)) => x.cmp(y),
        (ua, ub) => ua.iter().cmp(ub.iter()),
    }
}

// ---- static strings: the empty string and every one-unit Latin-1 string ----

#[repr(C, align(8))]
struct StaticStr<const N: usize> {
    hdr: u64,
    length: u32,
    flags: u32,
    data: [u8; N],
}

const fn static_header(data_bytes: usize) -> u64 {
    let size = (size_of::<KlString>() + data_bytes + 7) & !7;
    (KL_KIND_STRING << KL_HDR_KIND_SHIFT)
        | (KL_HDR_STATIC << KL_HDR_FLAGS_SHIFT)
        | ((size as u64) << KL_HDR_SIZE_SHIFT)
}

static EMPTY: StaticStr<0> = StaticStr {
    hdr: static_header(0),
    length: 0,
    flags: KL_STR_ONE_BYTE as u32,
    data: [],
};

/// The distance between two of [`ONE_CHAR`]'s strings.
pub const ONE_CHAR_STRIDE: usize = size_of::<StaticStr<1>>();

/// Every one-unit Latin-1 string, exported for kiln.h's `kl_call_char_at`
/// (`kl_one_char_strings`, `KL_ONE_CHAR_STRIDE` bytes apart).
#[unsafe(export_name = "kl_one_char_strings")]
static ONE_CHAR: [StaticStr<1>; 256] = {
    let mut t = [const {
        StaticStr {
            hdr: 0,
            length: 1,
            flags: KL_STR_ONE_BYTE as u32,
            data: [0],
        }
    }; 256];
    let mut i = 0;
    while i < 256 {
        t[i].hdr = static_header(1);
        t[i].data[0] = i as u8;
        i += 1;
    }
    t
};

/// The empty string.
pub fn empty() -> Value {
    Value::from_tagged(KL_TAG_STRING, &raw const EMPTY as usize)
}

/// The preallocated one-unit string for a Latin-1 code unit.
pub fn one_char(c: u16) -> Option<Value> {
    (c < 256).then(|| Value::from_tagged(KL_TAG_STRING, &raw const ONE_CHAR[c as usize] as usize))
}

/// The one-unit string for any code unit.
pub fn from_unit(th: &mut Thread, c: u16) -> Value {
    one_char(c).unwrap_or_else(|| from_utf16(th, &[c]))
}
