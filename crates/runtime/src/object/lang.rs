//! Entry points for language constructs compiled code cannot do inline:
//! object literals with a cached shape, spread and rest, destructuring
//! checks, `for…in` keys, classes (`super`, constructor results, heritage),
//! `arguments` and rest parameters, private names.
//!
//! Arrays of values passed in from compiled code (`parts`) live on the C
//! stack and are not roots: every entry point here that may call back into
//! compiled code roots what it needs first.

use super::shape::{Shape, WRITABLE};
use super::{Key, Obj, array, atom, function};
use crate::abi::*;
use crate::error::{self, JsResult, Thrown, to_abi, type_error};
use crate::heap;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// kiln.h `KlObjTemplate`: the first four words of every object of one
/// literal (filled at start, by [`fill_template`]) and the literal's keys.
#[repr(C)]
pub struct ObjTemplate {
    pub hdr: u64,
    pub shape: *const Shape,
    /// `Object.prototype`, a GC root once the template is filled.
    pub proto: Value,
    pub slots: Value,
    pub n: u32,
    pub pad: u32,
    pub keys: *const *const u8,
}

const _: () = assert!(size_of::<ObjTemplate>() as u64 == KL_OBJTEMPLATE_SIZE);
const _: () = assert!(std::mem::offset_of!(ObjTemplate, shape) as u64 == KL_OBJTEMPLATE_OFF_SHAPE);
const _: () = assert!(std::mem::offset_of!(ObjTemplate, proto) as u64 == KL_OBJTEMPLATE_OFF_PROTO);
// kiln.h copies the template's first four words as the object's.
const _: () = assert!(KL_OBJTEMPLATE_OFF_SHAPE == KL_OBJECT_OFF_SHAPE);
const _: () = assert!(KL_OBJTEMPLATE_OFF_PROTO == KL_OBJECT_OFF_PROTO);
const _: () = assert!(KL_OBJECT_SIZE == 32);

/// The header word of an ordinary object with `n` inline slots (kiln.h
/// `KL_OBJECT_HDR`, which compiled literals store as a constant).
fn literal_hdr(n: u32) -> u64 {
    (KL_KIND_OBJECT << KL_HDR_KIND_SHIFT)
        | (1 << KL_HDR_RAW_WORDS_SHIFT)
        | (u64::from(super::OBJECT_SIZE + 8 * n) << KL_HDR_SIZE_SHIFT)
}

/// Fills an object literal's template before the program starts: the
/// header word, the shape made once, by the keys in order,
/// `Object.prototype`, which the template keeps as a GC root, and no
/// out-of-line slots. Filling every template at start (not on first use)
/// lets kiln.h's inline path take the size as a constant, and since
/// neither the shape nor `Object.prototype` (pinned) ever moves, compiled
/// code may read the template once per function.
///
/// # Safety
/// `t` is a template of the program, with `n` key strings already adopted
/// as atoms; it stays valid for the whole run.
pub(crate) unsafe fn fill_template(th: &mut Thread, t: &mut ObjTemplate) {
    let n = t.n;
    let mut s = th.realm.shapes.root(KL_KIND_OBJECT, super::OBJECT_SIZE, n);
    for i in 0..n as usize {
        // SAFETY: the template holds n static string pointers.
        let k = Value::from_tagged(KL_TAG_STRING, unsafe { *t.keys.add(i) } as usize);
        let a = th.realm.atoms.intern(k);
        s = s.with_key(a, super::shape::DATA);
    }
    t.hdr = literal_hdr(n);
    t.shape = s;
    t.proto = th.realm.object_prototype;
    t.slots = Value::UNDEFINED;
    // SAFETY: a static of the program, valid for its whole run.
    unsafe { heap::add_root(th, &raw mut t.proto) };
}

/// An object literal with constant keys when kiln.h's inline path has no
/// room: allocates and writes the object's fixed words. The caller stores
/// the `n` values into the inline slots before its next safepoint. Never
/// collects.
///
/// # Safety
/// `t` is a template of the program, filled at start.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_object_lit_slow(th: &mut Thread, t: &mut ObjTemplate) -> *mut u8 {
    let size = super::OBJECT_SIZE + 8 * t.n;
    // The object is written with its final shape: no root shape lookup, no
    // per-slot barrier (a fresh object is young, or remembered at birth
    // when allocated outside the eden). This path ran 369 instructions for
    // `{x, y}` through the generic allocator.
    let p = heap::alloc(th, size as usize);
    // SAFETY: a fresh allocation of `size` bytes; the caller writes the n
    // slots before anything can look at the object; the template's shape
    // was made for exactly these inline slots.
    unsafe {
        (p as *mut super::KlObject).write(super::KlObject {
            hdr: literal_hdr(t.n),
            shape: &*t.shape,
            proto: t.proto,
            slots: Value::UNDEFINED,
        });
    }
    p
}

/// A fresh copy of a literal made of constants only, from its code
/// (kiln.h `kl_const_lit`, which gives the format). Nothing here collects
/// (`heap::alloc` never does), so the values made so far need no roots on
/// their way into the array or object that takes them.
///
/// # Safety
/// `code` points at `len` bytes the compiler emitted for one literal and
/// `refs` at the static strings and filled templates they index.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_const_lit(
    th: &mut Thread,
    code: *const u8,
    len: usize,
    refs: *const *const u8,
) -> Value {
    // SAFETY: the caller's code of `len` bytes.
    let mut code = unsafe { std::slice::from_raw_parts(code, len) };
    // SAFETY: `refs` has every index the code names.
    let reference = |i: u64| unsafe { *refs.add(i as usize) };
    let mut made: Vec<Value> = Vec::with_capacity(64);
    while let Some((&op, rest)) = code.split_first() {
        code = rest;
        let v = match op {
            b'n' => {
                let (bits, rest) = code.split_first_chunk::<8>().expect("8 bytes of a number");
                code = rest;
                Value::number(f64::from_le_bytes(*bits))
            }
            b'i' => {
                let z = leb128(&mut code);
                let i = (z >> 1) as i64 ^ -((z & 1) as i64);
                Value::number(i as f64)
            }
            b'v' => {
                let (&k, rest) = code.split_first().expect("a value's byte");
                code = rest;
                [
                    Value::UNDEFINED,
                    Value::NULL,
                    Value::FALSE,
                    Value::TRUE,
                    Value::HOLE,
                ][k as usize]
            }
            b's' => Value::from_tagged(KL_TAG_STRING, reference(leb128(&mut code)) as usize),
            b'a' => {
                let at = made.len() - leb128(&mut code) as usize;
                let a = array::from_values(th, &made[at..]).value();
                made.truncate(at);
                a
            }
            b'o' => {
                // SAFETY: a template of the program, filled at start.
                let t = unsafe { &mut *(reference(leb128(&mut code)) as *mut ObjTemplate) };
                let at = made.len() - t.n as usize;
                // SAFETY: as above; the n slots are written at once, before
                // anything can look at the object.
                let p = unsafe { kl_object_lit_slow(th, t) };
                for (i, &v) in made[at..].iter().enumerate() {
                    // SAFETY: slot i of the object's n inline slots.
                    unsafe { (p.add(super::OBJECT_SIZE as usize + 8 * i) as *mut Value).write(v) };
                }
                made.truncate(at);
                Value::from_tagged(KL_TAG_OBJECT, p as usize)
            }
            op => unreachable!("literal op {op:#x}"),
        };
        made.push(v);
    }
    debug_assert_eq!(made.len(), 1);
    made.pop().unwrap_or(Value::UNDEFINED)
}

/// The position of the case of a string among a switch's string cases
/// (kiln.h `kl_case_string`), or -1.
///
/// # Safety
/// `strs` and `pos` point at `n` static strings, sorted by UTF-16 code
/// units, and their positions; `d` is a string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_case_string(
    d: Value,
    strs: *const *const u8,
    pos: *const i32,
    n: u32,
) -> i32 {
    // SAFETY: the caller's tables of n entries.
    let (strs, pos) = unsafe {
        (
            std::slice::from_raw_parts(strs, n as usize),
            std::slice::from_raw_parts(pos, n as usize),
        )
    };
    strs.binary_search_by(|&s| string::cmp(Value::from_tagged(KL_TAG_STRING, s as usize), d))
        .map_or(-1, |k| pos[k])
}

/// An unsigned LEB128 integer at the front of `code`, consumed.
fn leb128(code: &mut &[u8]) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    while let Some((&b, rest)) = code.split_first() {
        *code = rest;
        v |= u64::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            break;
        }
        shift += 7;
    }
    v
}

/// Values of `parts` (with `spread[i]` set, the values the iterable
/// produces), rooted in a handle scope while iterables run.
fn expand(th: &mut Thread, parts: &[Value], spread: &[u8]) -> JsResult<Vec<Value>> {
    expand_as(th, parts, spread, true)
}

/// [`expand`]; with `iterate` false, the spread parts are arrays already
/// iterated (an array literal's, from `kl_iter_to_array` or
/// `kl_iter_snapshot`), read by index as their Array Iterator would read
/// them, so a replaced iterator does not run twice (anything else is
/// still iterated).
fn expand_as(
    th: &mut Thread,
    parts: &[Value],
    spread: &[u8],
    iterate: bool,
) -> JsResult<Vec<Value>> {
    if !spread.contains(&1) {
        return Ok(parts.to_vec());
    }
    heap::scope(th, |s| {
        let hs: Vec<_> = parts.iter().map(|&p| s.root(p)).collect();
        let fresh = array::new_array(s.thread(), parts.len() as u32).value();
        let out = s.root(fresh);
        for (i, h) in hs.into_iter().enumerate() {
            let v = s.get(h);
            if spread[i] == 1 {
                let already_iterated = !iterate && Obj::of(v).is_some_and(|o| o.is_array());
                let items = if already_iterated {
                    s.collecting(|th| array_values(th, v))?
                } else {
                    s.collecting(|th| super::iter::to_vec(th, v, super::iter::SPREAD_LAST))?
                };
                let arr = Obj::of(s.get(out)).expect("array");
                for it in items {
                    array::push(s.thread(), arr, it)?;
                }
            } else {
                let arr = Obj::of(s.get(out)).expect("array");
                array::push(s.thread(), arr, v)?;
            }
        }
        // An array literal's elision stays a hole (`[...a, , b]`); nothing
        // else pushes one (a spread iterates, so a spread array's holes
        // come out as undefined).
        let arr = Obj::of(s.get(out)).expect("array");
        Ok((0..array::length(arr))
            .map(|i| array::fast_get(arr, i).unwrap_or(Value::HOLE))
            .collect())
    })
}

/// An array's values as its Array Iterator yields them: `length` and each
/// index read as it goes (a hole through the prototypes, whose getter may
/// collect: the array is rooted).
fn array_values(th: &mut Thread, a: Value) -> JsResult<Vec<Value>> {
    heap::scope(th, |s| {
        let h = s.root(a);
        let mut out = Vec::new();
        let mut i = 0;
        loop {
            let av = s.get(h);
            let o = Obj::of(av).expect("an array literal's spread part is an array");
            if i >= array::length(o) {
                break;
            }
            let v = match array::fast_get(o, i) {
                Some(v) => v,
                None => s.collecting(|th| super::get(th, o, Key::Index(i), av))?,
            };
            // Rooted in the output until it is returned: later reads may
            // collect.
            out.push(s.root(v));
            i += 1;
        }
        Ok(out.into_iter().map(|h| s.get(h)).collect())
    })
}

/// # Safety
/// `parts` and `spread` point at `n` entries each.
unsafe fn parts_of<'a>(n: u32, parts: *const Value, spread: *const u8) -> (&'a [Value], &'a [u8]) {
    if n == 0 {
        return (&[], &[]);
    }
    // SAFETY: the caller passes n entries.
    unsafe {
        (
            std::slice::from_raw_parts(parts, n as usize),
            std::slice::from_raw_parts(spread, n as usize),
        )
    }
}

/// An array literal with spread elements.
///
/// # Safety
/// `parts` and `spread` point at `n` entries each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_new_array_spread(
    th: &mut Thread,
    n: u32,
    parts: *const Value,
    spread: *const u8,
) -> Value {
    // SAFETY: forwarded from the caller.
    let (p, s) = unsafe { parts_of(n, parts, spread) };
    match expand_as(th, p, s, false) {
        Ok(vals) => array::from_values(th, &vals).value(),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// Calls a shadow-stack-rooted argument list: the arguments are pushed on
/// the shadow stack for the call, so a callee may read them after it
/// collects.
pub fn call_rooted(th: &mut Thread, f: Value, this: Value, args: &[Value], site: u32) -> Value {
    let base = th.sp;
    // SAFETY: the shadow stack has room (`shadow_room`) and the
    // pushed slots are popped before returning.
    unsafe {
        if th.shadow_room() < args.len() {
            return crate::error::throw_range_error(th, "Maximum call stack size exceeded");
        }
        std::ptr::copy_nonoverlapping(args.as_ptr(), th.sp, args.len());
        th.sp = th.sp.add(args.len());
        let r = function::kl_call_slow(th, f, this, args.len() as u32, base, site);
        th.sp = base;
        r
    }
}

/// `f(...args)` with spread arguments.
///
/// # Safety
/// `parts` and `spread` point at `n` entries each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_call_spread(
    th: &mut Thread,
    f: Value,
    this: Value,
    n: u32,
    parts: *const Value,
    spread: *const u8,
    site: u32,
) -> Value {
    // SAFETY: forwarded from the caller.
    let (p, s) = unsafe { parts_of(n, parts, spread) };
    let r = heap::scope(th, |sc| {
        let fh = sc.root(f);
        let th_h = sc.root(this);
        let args = sc.collecting(|th| expand(th, p, s))?;
        let (f, this) = (sc.get(fh), sc.get(th_h));
        let r = sc.collecting(|th| call_rooted(th, f, this, &args, site));
        if r.is_exception() { Err(Thrown) } else { Ok(r) }
    });
    to_abi(r)
}

/// `new f(...args)` with spread arguments.
///
/// # Safety
/// `parts` and `spread` point at `n` entries each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_construct_spread(
    th: &mut Thread,
    f: Value,
    n: u32,
    parts: *const Value,
    spread: *const u8,
    site: u32,
) -> Value {
    // SAFETY: forwarded from the caller.
    let (p, s) = unsafe { parts_of(n, parts, spread) };
    let r = heap::scope(th, |sc| {
        let fh = sc.root(f);
        let args = sc.collecting(|th| expand(th, p, s))?;
        let f = sc.get(fh);
        Ok(sc.collecting(|th| construct_rooted(th, f, f, &args, site)))
    });
    match r {
        Ok(v) => v,
        Err(Thrown) => Value::EXCEPTION,
    }
}

pub fn construct_rooted(th: &mut Thread, f: Value, nt: Value, args: &[Value], site: u32) -> Value {
    if !function::is_constructor(f) {
        th.throw_site = site;
        let text = crate::thread::site_text(th, site)
            .unwrap_or_else(|| crate::console::inspect_brief(th, f));
        return error::throw_type_error(th, &format!("{text} is not a constructor"));
    }
    let base = th.sp;
    // SAFETY: as in `call_rooted`.
    unsafe {
        if th.shadow_room() < args.len() {
            return crate::error::throw_range_error(th, "Maximum call stack size exceeded");
        }
        std::ptr::copy_nonoverlapping(args.as_ptr(), th.sp, args.len());
        th.sp = th.sp.add(args.len());
        let ctor = function::info(Obj::of(f).expect("constructor"))
            .construct
            .expect("constructor");
        let r = ctor(th, f, nt, args.len() as u32, base);
        th.sp = base;
        r
    }
}

/// `super(...args)`: constructs the parent of class constructor `ctor`
/// with `new_target`. The arguments are already on the shadow stack.
///
/// # Safety
/// `argv` points at `argc` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_super_construct(
    th: &mut Thread,
    ctor: Value,
    nt: Value,
    argc: u32,
    argv: *const Value,
    site: u32,
) -> Value {
    let parent = Obj::of(ctor).map_or(Value::NULL, |c| c.proto());
    if !function::is_constructor(parent) {
        th.throw_site = site;
        let text = super_not_constructor(th, ctor, parent);
        return error::throw_type_error(th, &text);
    }
    let c = function::info(Obj::of(parent).expect("constructor"))
        .construct
        .expect("constructor");
    // SAFETY: forwarded from the caller.
    unsafe { c(th, parent, nt, argc, argv) }
}

/// V8's message for a `super(...)` whose parent is not a constructor:
/// `Super constructor null of B is not a constructor` (`null` also for
/// Function.prototype, the parent of `class B extends null`).
fn super_not_constructor(th: &mut Thread, ctor: Value, parent: Value) -> String {
    let what = if parent.is_null() || parent == th.realm.function_prototype {
        "null".to_string()
    } else {
        crate::console::inspect_brief(th, parent)
    };
    let name = Obj::of(ctor)
        .and_then(|c| super::get_own_named(c, th.realm.names.name))
        .map(|own| own.value)
        .filter(|v| v.is_string() && string::len(*v) > 0)
        .map_or_else(
            || "anonymous class".to_string(),
            |v| string::units(v).to_string_lossy(),
        );
    format!("Super constructor {what} of {name} is not a constructor")
}

/// `super(...args)` with spread arguments.
///
/// # Safety
/// `parts` and `spread` point at `n` entries each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_super_construct_spread(
    th: &mut Thread,
    ctor: Value,
    nt: Value,
    n: u32,
    parts: *const Value,
    spread: *const u8,
    site: u32,
) -> Value {
    // SAFETY: forwarded from the caller.
    let (p, s) = unsafe { parts_of(n, parts, spread) };
    let r = heap::scope(th, |sc| {
        let ch = sc.root(ctor);
        let nh = sc.root(nt);
        let args = sc.collecting(|th| expand(th, p, s))?;
        let (ctor, nt) = (sc.get(ch), sc.get(nh));
        let parent = Obj::of(ctor).map_or(Value::NULL, |c| c.proto());
        if !function::is_constructor(parent) {
            let th = sc.thread();
            th.throw_site = site;
            let text = super_not_constructor(th, ctor, parent);
            return Err(type_error(th, &text));
        }
        Ok(sc.collecting(|th| construct_rooted(th, parent, nt, &args, site)))
    });
    match r {
        Ok(v) => v,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// `super[key]` with `this` as the receiver.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_super(
    th: &mut Thread,
    home: Value,
    key: Value,
    this: Value,
    site: u32,
) -> Value {
    // ToPropertyKey may run JavaScript (and collect): the home object and
    // `this` are rooted across it, and the prototype read afterwards.
    let r = heap::scope(th, |s| {
        let hh = s.root(home);
        let this_h = s.root(this);
        let k = s.collecting(|th| super::to_key(th, key))?;
        Ok::<_, Thrown>((k, s.get(hh), s.get(this_h)))
    });
    let Ok((k, home, this)) = r else {
        return Value::EXCEPTION;
    };
    let Some(proto) = Obj::of(home).and_then(|h| Obj::of(h.proto())) else {
        th.throw_site = site;
        return Value::UNDEFINED;
    };
    to_abi(super::get(th, proto, k, this))
}

/// A class constructor's result: an object returned wins; otherwise `this`
/// (which in a derived class must have been bound by `super()`, and where
/// returning a primitive other than undefined throws).
#[unsafe(no_mangle)]
pub extern "C" fn kl_ctor_result(
    th: &mut Thread,
    v: Value,
    this: Value,
    derived: bool,
    site: u32,
) -> Value {
    if v.is_object() {
        return v;
    }
    if derived {
        if !v.is_undefined() {
            th.throw_site = site;
            return error::throw_type_error(
                th,
                "Derived constructors may only return object or undefined",
            );
        }
        if this == Value::UNINIT {
            th.throw_site = site;
            error::reference_error(
                th,
                "Must call super constructor in derived class before accessing 'this' or returning from derived constructor",
            );
            return Value::EXCEPTION;
        }
    }
    this
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_throw_this_uninit(th: &mut Thread, site: u32) -> Value {
    th.throw_site = site;
    error::reference_error(
        th,
        "Must call super constructor in derived class before accessing 'this' or returning from derived constructor",
    );
    Value::EXCEPTION
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_throw_super_twice(th: &mut Thread, site: u32) -> Value {
    th.throw_site = site;
    error::reference_error(th, "Super constructor may only be called once");
    Value::EXCEPTION
}

/// A class heritage must be a constructor or null, and (`proto`) its
/// `prototype` an object or null.
#[unsafe(no_mangle)]
pub extern "C" fn kl_check_heritage(th: &mut Thread, v: Value, site: u32, proto: bool) -> Value {
    if v.is_null()
        || (if proto {
            v.is_object()
        } else {
            function::is_constructor(v)
        })
    {
        return Value::UNDEFINED;
    }
    th.throw_site = site;
    let text = crate::console::inspect_brief(th, v);
    let message = if proto {
        format!("Class extends value does not have valid prototype property {text}")
    } else {
        format!("Class extends value {text} is not a constructor or null")
    };
    error::throw_type_error(th, &message)
}

/// Object destructuring of null or undefined: node's TypeError.
#[unsafe(no_mangle)]
pub extern "C" fn kl_check_destructure(
    th: &mut Thread,
    v: Value,
    first_key: Value,
    site: u32,
) -> Value {
    if !v.is_nullish() {
        return Value::UNDEFINED;
    }
    th.throw_site = site;
    let what = if v.is_null() { "null" } else { "undefined" };
    // node names the value as V8 prints its expression back; a parameter
    // has none, and V8 then describes the value (`object null`).
    let text = crate::thread::site_text(th, site).unwrap_or_else(|| {
        if v.is_null() {
            "object null".into()
        } else {
            "undefined".into()
        }
    });
    let msg = if first_key.is_string() {
        format!(
            "Cannot destructure property '{}' of '{text}' as it is {what}.",
            string::units(first_key).to_string_lossy()
        )
    } else {
        format!("Cannot destructure '{text}' as it is {what}.")
    };
    error::throw_type_error(th, &msg)
}

/// `undefined = 1` and the like (read-only global properties).
#[unsafe(no_mangle)]
pub extern "C" fn kl_throw_read_only(th: &mut Thread, name: Value, site: u32) -> Value {
    th.throw_site = site;
    let n = string::units(name).to_string_lossy();
    error::throw_type_error(
        th,
        &format!("Cannot assign to read only property '{n}' of object '#<Object>'"),
    )
}

/// Object spread: copies own enumerable properties (getters run).
#[unsafe(no_mangle)]
pub extern "C" fn kl_copy_props(th: &mut Thread, target: Value, src: Value) -> Value {
    if src.is_nullish() {
        return Value::UNDEFINED;
    }
    let r = heap::scope(th, |s| {
        let t = s.root(target);
        let so = crate::builtins::to_object(s.thread(), src)?;
        let sh = s.root(so.value());
        for k in super::own_keys(so) {
            let sv = s.get(sh);
            let so = Obj::of(sv).expect("object");
            if super::own_attrs(so, k).is_none_or(|a| a & super::shape::ENUMERABLE == 0) {
                continue;
            }
            let v = s.collecting(|th| super::get(th, so, k, sv))?;
            let tv = s.get(t);
            super::create_data_property(s.thread(), Obj::of(tv).expect("object"), k, v);
        }
        Ok(Value::UNDEFINED)
    });
    to_abi(r)
}

/// `{ ...rest }` of a destructuring pattern: own enumerable properties of
/// `src` except the listed keys.
///
/// # Safety
/// `keys` points at `n` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_object_rest(
    th: &mut Thread,
    src: Value,
    n: u32,
    keys: *const Value,
    site: u32,
) -> Value {
    let excluded: Vec<Value> = if n == 0 {
        Vec::new()
    } else {
        // SAFETY: the caller passes n keys.
        unsafe { std::slice::from_raw_parts(keys, n as usize) }.to_vec()
    };
    // Converting a key may run JavaScript (and collect): the source and the
    // keys not yet converted are rooted.
    let converted = heap::scope(th, |s| {
        let src_h = s.root(src);
        let key_h: Vec<_> = excluded.iter().map(|&k| s.root(k)).collect();
        let mut ex = Vec::with_capacity(key_h.len());
        for h in key_h {
            let k = s.get(h);
            ex.push(s.collecting(|th| super::to_key(th, k))?);
        }
        Ok::<_, Thrown>((ex, s.get(src_h)))
    });
    let Ok((ex, src)) = converted else {
        return Value::EXCEPTION;
    };
    if src.is_nullish() {
        return kl_check_destructure(th, src, Value::UNDEFINED, site);
    }
    let out = super::new_plain(th);
    let r = heap::scope(th, |s| {
        let oh = s.root(out.value());
        let so = crate::builtins::to_object(s.thread(), src)?;
        let sh = s.root(so.value());
        for k in super::own_keys(so) {
            if ex.contains(&k) {
                continue;
            }
            let sv = s.get(sh);
            let so = Obj::of(sv).expect("object");
            if super::own_attrs(so, k).is_none_or(|a| a & super::shape::ENUMERABLE == 0) {
                continue;
            }
            let v = s.collecting(|th| super::get(th, so, k, sv))?;
            let ov = s.get(oh);
            super::create_data_property(s.thread(), Obj::of(ov).expect("object"), k, v);
        }
        Ok(s.get(oh))
    });
    to_abi(r)
}

/// The values an iterable produces, as an array (array destructuring,
/// `for…of`), through the iteration protocol (`iter.rs`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_to_array(th: &mut Thread, v: Value, site: u32) -> Value {
    if let Some(o) = Obj::of(v)
        && o.kind() == KL_KIND_ARRAY
        && super::iter::array_iteration_is_original(th, o)
    {
        // A plain array whose iteration nobody replaced iterates its own
        // elements: share it rather than copy it (the Array Iterator reads
        // `length` and each index as it goes, so a shared array shows what
        // it would show, holes read through the prototypes on access).
        return v;
    }
    match super::iter::to_array(th, v, site) {
        Ok(a) => a.value(),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// An array-literal spread's values in a fresh array (an array too),
/// when a later element may change the spread value before the literal
/// is made (`[...a, a.pop()]`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_snapshot(th: &mut Thread, v: Value, site: u32) -> Value {
    match super::iter::to_array(th, v, site) {
        Ok(a) => a.value(),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// A spread argument before other arguments (`f(...v, a)`): drained
/// where it stands, into a fresh array.
#[unsafe(no_mangle)]
pub extern "C" fn kl_spread_middle(th: &mut Thread, v: Value) -> Value {
    match super::iter::to_array(th, v, super::iter::SPREAD_MIDDLE) {
        Ok(a) => a.value(),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// A call's last argument, spread, when it is null or undefined: V8 names
/// the expression (`o.p is not iterable (cannot read property null)`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_spread_nullish(th: &mut Thread, v: Value, site: u32) -> Value {
    let what = if v.is_null() { "null" } else { "undefined" };
    let msg = match crate::thread::site_text(th, site) {
        Some(text) => format!("{text} is not iterable (cannot read property {what})"),
        None => "Spread syntax requires ...iterable[Symbol.iterator] to be a function".into(),
    };
    th.throw_site = site;
    error::throw_type_error(th, &msg)
}

/// `arr.slice(start)` for array rest patterns.
#[unsafe(no_mangle)]
pub extern "C" fn kl_slice_from(th: &mut Thread, arr: Value, start: f64) -> Value {
    let Some(o) = Obj::of(arr) else {
        return array::new_array(th, 0).value();
    };
    let n = array::length(o);
    let s = (start as u32).min(n);
    let vals: Vec<Value> = (s..n)
        .map(|i| array::fast_get(o, i).unwrap_or(Value::UNDEFINED))
        .collect();
    array::from_values(th, &vals).value()
}

/// ToPropertyKey of a class's computed field key, done once when the class
/// is defined (ClassDefinitionEvaluation), so each construction defines
/// the field under the same key without converting it again. An index
/// comes back as a number, which later defines read as the same key.
#[unsafe(no_mangle)]
pub extern "C" fn kl_to_property_key(th: &mut Thread, v: Value) -> Value {
    match super::to_key(th, v) {
        Ok(Key::Index(i)) => Value::number(f64::from(i)),
        Ok(Key::Name(n)) => n,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// The keys `for…in` visits: enumerable string keys of the object and its
/// prototypes, each once, own before inherited.
#[unsafe(no_mangle)]
pub extern "C" fn kl_for_in_keys(th: &mut Thread, v: Value) -> Value {
    let mut keys: Vec<Key> = Vec::new();
    let mut seen: Vec<Key> = Vec::new();
    // A string's indices are its wrapper's own enumerable keys.
    if v.is_string() {
        for i in 0..string::units(v).len() as u32 {
            keys.push(Key::Index(i));
            seen.push(Key::Index(i));
        }
    }
    let mut cur = if v.is_nullish() {
        None
    } else if v.is_string() {
        // Its indices are listed above; a wrapper would list them again.
        Obj::of(th.realm.string_prototype)
    } else {
        match crate::builtins::to_object(th, v) {
            Ok(o) => Some(o),
            Err(Thrown) => return Value::EXCEPTION,
        }
    };
    while let Some(o) = cur {
        for k in super::own_keys(o) {
            if matches!(k, Key::Name(n) if n.is_symbol()) || seen.contains(&k) {
                continue;
            }
            seen.push(k);
            if super::own_attrs(o, k).is_some_and(|a| a & super::shape::ENUMERABLE != 0) {
                keys.push(k);
            }
        }
        cur = Obj::of(o.proto());
    }
    let vals: Vec<Value> = keys.into_iter().map(|k| k.value(th)).collect();
    array::from_values(th, &vals).value()
}

/// Whether `for…in` still visits `key`: the property may have been
/// deleted since the keys were listed (V8 then skips it).
#[unsafe(no_mangle)]
pub extern "C" fn kl_for_in_has(th: &mut Thread, v: Value, key: Value) -> bool {
    let Some(o) = Obj::of(v) else { return true };
    match super::to_key(th, key) {
        Ok(k) => super::has(o, k),
        Err(Thrown) => true,
    }
}

/// The `arguments` object of a function called with these arguments.
///
/// # Safety
/// `argv` points at `argc` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_new_arguments(th: &mut Thread, argc: u32, argv: *const Value) -> Value {
    let proto = th.realm.object_prototype;
    let o = super::alloc(th, KL_KIND_ARGUMENTS, super::OBJECT_SIZE, 1, proto);
    for i in 0..argc {
        // SAFETY: the caller passes argc values.
        let v = unsafe { *argv.add(i as usize) };
        super::define(th, o, Key::Index(i), v, super::shape::DATA);
    }
    let k = th.realm.names.length;
    super::define(
        th,
        o,
        Key::Name(k),
        Value::number(f64::from(argc)),
        WRITABLE | super::shape::CONFIGURABLE,
    );
    // A strict function's arguments (every kiln function is strict):
    // `callee` throws.
    let callee = th.realm.atoms.intern_str("callee");
    let pair = th.realm.restricted_accessor;
    super::define(th, o, Key::Name(callee), pair, super::shape::ACCESSOR);
    let it = th.realm.symbols.iterator;
    let values = Obj::of(th.realm.array_prototype)
        .and_then(|ap| super::get_own_named(ap, th.realm.atoms.intern_str("values")))
        .map(|p| p.value);
    if let Some(f) = values {
        super::define(th, o, Key::Name(it), f, super::shape::HIDDEN);
    }
    o.value()
}

/// A rest parameter: the arguments from `start` on, as an array.
///
/// # Safety
/// `argv` points at `argc` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_rest(
    th: &mut Thread,
    argc: u32,
    argv: *const Value,
    start: u32,
) -> Value {
    let vals: &[Value] = if argc <= start {
        &[]
    } else {
        // SAFETY: the caller passes argc values.
        unsafe { std::slice::from_raw_parts(argv.add(start as usize), (argc - start) as usize) }
    };
    array::from_values(th, vals).value()
}

/// A fresh private name `#desc` (one per class evaluation).
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_private_name(th: &mut Thread, desc: Value) -> Value {
    let d = th.realm.atoms.intern(desc);
    atom::new_symbol(d, atom::SYM_PRIVATE)
}

/// A private method's or accessor's name (`#m() {}`), with the name of
/// the class that declares it, for V8's `Receiver must be an instance of
/// class C` (`class C` when `is_static`).
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_private_method_name(
    th: &mut Thread,
    desc: Value,
    class: Value,
    is_static: bool,
) -> Value {
    let d = th.realm.atoms.intern(desc);
    let flags = atom::SYM_PRIVATE
        | atom::SYM_PRIVATE_METHOD
        | if is_static {
            atom::SYM_PRIVATE_STATIC
        } else {
            0
        };
    let sym = atom::new_symbol(d, flags);
    let class = th.realm.atoms.intern(class);
    th.realm.private_method_classes.insert(sym.addr(), class);
    sym
}

/// `{ __proto__: p }` in a literal: sets the prototype when `p` is an
/// object or null (anything else is ignored).
#[unsafe(no_mangle)]
pub extern "C" fn kl_set_proto(th: &mut Thread, o: Value, p: Value) -> Value {
    if let Some(obj) = Obj::of(o)
        && (p.is_null() || Obj::of(p).is_some())
    {
        obj.set_proto(th, p);
    }
    Value::UNDEFINED
}

// ---- names no declaration binds ----------------------------------------------

/// The value of an identifier no declaration binds (`declare var x`, or a
/// name a program made with `globalThis.x = …`): the global object's
/// property, or `ReferenceError: x is not defined` when it has none (with
/// `or_undefined`, for `typeof x`: undefined).
#[unsafe(no_mangle)]
pub extern "C" fn kl_global_ref(
    th: &mut Thread,
    name: Value,
    site: u32,
    or_undefined: bool,
) -> Value {
    let g = th.realm.global;
    let go = Obj::of(g).expect("the global object");
    let key = Key::Name(th.realm.atoms.intern(name));
    if !super::has(go, key) {
        if or_undefined {
            return Value::UNDEFINED;
        }
        return error::kl_throw_not_defined(th, name, site);
    }
    to_abi(super::get(th, go, key, g))
}

/// `x = v` for an identifier no declaration binds: strict code stores only
/// to a property the global object already has (ReferenceError otherwise).
#[unsafe(no_mangle)]
pub extern "C" fn kl_global_set_ref(th: &mut Thread, name: Value, v: Value, site: u32) -> Value {
    let g = th.realm.global;
    let go = Obj::of(g).expect("the global object");
    let key = Key::Name(th.realm.atoms.intern(name));
    if !super::has(go, key) {
        return error::kl_throw_not_defined(th, name, site);
    }
    // Undefined, not `v`: a setter may have collected since `v` was read.
    match super::set(th, go, key, v, g) {
        Ok(true) => Value::UNDEFINED,
        Ok(false) => kl_throw_read_only(th, name, site),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// GetTemplateObject for a tagged template's site: the frozen array of
/// its cooked strings (undefined where an escape is invalid) whose `raw`
/// is the frozen array of its raw strings, made the first time the site
/// runs and kept in `cache` (a global of the program, so a root): each
/// evaluation of one site passes the same object. `strings` holds the `n`
/// cooked strings, then the `n` raw ones.
///
/// # Safety
/// `cache` is a program global and `strings` points at `2 * n` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_template_object(
    th: &mut Thread,
    cache: *mut Value,
    n: u32,
    strings: *const Value,
) -> Value {
    // SAFETY: the caller's.
    let cached = unsafe { *cache };
    if cached.is_object() {
        return cached;
    }
    // SAFETY: the caller's.
    let all = unsafe { std::slice::from_raw_parts(strings, 2 * n as usize) };
    let (cooked, raw) = all.split_at(n as usize);
    // Allocation never collects: the arrays need no roots here.
    let raw = array::from_values(th, raw);
    crate::builtins::freeze(th, raw);
    let t = array::from_values(th, cooked);
    let k = th.realm.atoms.intern_str("raw");
    super::define(th, t, Key::Name(k), raw.value(), 0);
    crate::builtins::freeze(th, t);
    // SAFETY: the caller's; globals are roots, scanned whole at every
    // collection.
    unsafe { *cache = t.value() };
    t.value()
}
