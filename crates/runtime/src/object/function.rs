//! Function objects, calls and construction, bound functions, closure
//! environments, and native (Rust) built-in functions.
//!
//! Every function object points at a static `KlFuncInfo` (kiln.h): its
//! generic call entry, its construct entry (null when it is not a
//! constructor), its name, length and flags. Compiled functions get both
//! entries from the compiler; built-ins share one trampoline that calls the
//! Rust function stored in `native`.
//!
//! Calls into compiled code can collect: a caller's `Value`s are stale after
//! `call`/`construct` unless rooted.

use super::shape::{CONFIGURABLE, HIDDEN, WRITABLE};
use super::{Key, Obj};
use crate::abi::*;
use crate::error::{self, JsResult, Thrown};
use crate::heap;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// Generic call entry: (thread, function, this, argc, argv).
pub type CallFn = unsafe extern "C" fn(*mut Thread, Value, Value, u32, *const Value) -> Value;
/// Construct entry: (thread, function, new.target, argc, argv).
pub type ConstructFn = unsafe extern "C" fn(*mut Thread, Value, Value, u32, *const Value) -> Value;
/// A built-in written in Rust.
/// A built-in written in Rust: (thread, this, arguments, new.target —
/// undefined for a call).
pub type NativeFn = fn(&mut Thread, Value, &[Value], Value) -> JsResult<Value>;

/// kiln.h `KlFuncInfo`.
#[repr(C)]
pub struct FuncInfo {
    pub call: CallFn,
    pub construct: Option<ConstructFn>,
    /// A static string (compiled functions) or an atom (built-ins).
    pub name: *const u8,
    pub length: u32,
    pub flags: u32,
    /// Built-ins: the Rust function the trampoline calls.
    pub native: Option<NativeFn>,
}

// SAFETY: FuncInfo is immutable static data.
unsafe impl Sync for FuncInfo {}

pub const FN_CONSTRUCTOR: u32 = KL_FN_CONSTRUCTOR as u32;
pub const FN_CLASS: u32 = KL_FN_CLASS as u32;
pub const FN_DERIVED: u32 = KL_FN_DERIVED as u32;
pub const FN_ARROW: u32 = KL_FN_ARROW as u32;
pub const FN_PAREN_HERITAGE: u32 = KL_FN_PAREN_HERITAGE as u32;

/// kiln.h `KlFunction`: the object prefix, then these fields.
#[repr(C)]
pub struct KlFunctionFields {
    pub info: *const FuncInfo,
    pub env: Value,
    pub home: Value,
    pub bound: Value,
}

pub const FUNCTION_SIZE: u32 = super::OBJECT_SIZE + size_of::<KlFunctionFields>() as u32;
const INFO: u32 = super::OBJECT_SIZE;
const ENV: u32 = INFO + 8;
const HOME: u32 = ENV + 8;
const BOUND: u32 = HOME + 8;

pub fn info(f: Obj) -> &'static FuncInfo {
    // SAFETY: function objects hold a pointer to static (or leaked) info.
    unsafe { &*(f.word(INFO).0 as usize as *const FuncInfo) }
}
/// A compiled function's source text as node shows it (types blanked),
/// recorded by the compiler; None for built-ins and bound functions.
pub fn source_text(th: &Thread, f: Obj) -> Option<&'static str> {
    th.program?.function_source(info(f))
}

/// Whether `f` is a bound function (`Function.prototype.bind`'s).
pub fn is_bound(f: Obj) -> bool {
    let i: *const FuncInfo = info(f);
    std::ptr::eq(i, &BOUND_PLAIN) || std::ptr::eq(i, &BOUND_CONSTRUCTOR)
}

pub fn env(f: Obj) -> Value {
    f.word(ENV)
}
pub fn home(f: Obj) -> Value {
    f.word(HOME)
}
pub fn set_home(th: &mut Thread, f: Obj, h: Value) {
    f.set_word(th, HOME, h);
}
pub fn bound(f: Obj) -> Value {
    f.word(BOUND)
}

/// The name an info carries, as a value.
pub(crate) fn info_name(i: &FuncInfo) -> Value {
    if i.name.is_null() {
        string::empty()
    } else {
        Value::from_tagged(KL_TAG_STRING, i.name as usize)
    }
}

/// A function object for `info` closing over `env`. Ordinary constructors
/// (not classes) get their `prototype` object here; a class's prototype is
/// made by its definition.
pub fn new_function(th: &mut Thread, info: &'static FuncInfo, env: Value) -> Obj {
    let proto = th.realm.function_prototype;
    // Room for `length`, `name` and `prototype` in the object; an arrow
    // never has a `prototype`, and arrows are most closures (a timer's
    // callback, a `map`'s): 8 bytes less each (bench/timers: 0.8 MB of
    // 100 000 pending timers' 28 MB).
    let inline_cap = if info.flags & FN_ARROW != 0 { 2 } else { 3 };
    let f = super::alloc(th, KL_KIND_FUNCTION, FUNCTION_SIZE, inline_cap, proto);
    f.set_word(th, INFO, Value(info as *const FuncInfo as u64));
    f.set_word(th, ENV, env);
    f.set_word(th, HOME, Value::UNDEFINED);
    f.set_word(th, BOUND, Value::UNDEFINED);
    let (len_k, name_k) = (th.realm.names.length, th.realm.names.name);
    super::define(
        th,
        f,
        Key::Name(len_k),
        Value::number(f64::from(info.length)),
        CONFIGURABLE,
    );
    let name = info_name(info);
    super::define(th, f, Key::Name(name_k), name, CONFIGURABLE);
    if info.flags & FN_CONSTRUCTOR != 0 && info.flags & (FN_CLASS | FN_CLASS_LIKE_NATIVE) == 0 {
        let p = super::new_plain(th);
        let ctor_k = th.realm.names.constructor;
        super::define(th, p, Key::Name(ctor_k), f.value(), HIDDEN);
        let proto_k = th.realm.names.prototype;
        super::define(th, f, Key::Name(proto_k), p.value(), WRITABLE);
    }
    f
}

/// Function.prototype: itself a function, which accepts any arguments
/// and returns undefined (`typeof Function.prototype` is "function"), with
/// `proto` (Object.prototype) as its prototype and room for the methods
/// every function inherits.
pub fn new_function_prototype(th: &mut Thread, proto: Value, inline_cap: u32) -> Obj {
    fn nothing(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
        Ok(Value::UNDEFINED)
    }
    let info: &'static FuncInfo = Box::leak(Box::new(FuncInfo {
        call: native_trampoline,
        construct: None,
        name: std::ptr::null(),
        length: 0,
        flags: 0,
        native: Some(nothing),
    }));
    let f = super::alloc(th, KL_KIND_FUNCTION, FUNCTION_SIZE, inline_cap, proto);
    f.set_word(th, INFO, Value(info as *const FuncInfo as u64));
    f.set_word(th, ENV, Value::UNDEFINED);
    f.set_word(th, HOME, Value::UNDEFINED);
    f.set_word(th, BOUND, Value::UNDEFINED);
    let (len_k, name_k) = (th.realm.names.length, th.realm.names.name);
    super::define(th, f, Key::Name(len_k), Value::number(0.0), CONFIGURABLE);
    let empty = string::empty();
    super::define(th, f, Key::Name(name_k), empty, CONFIGURABLE);
    f
}

/// %ThrowTypeError% as Function.prototype's `arguments` and `caller`:
/// every kiln function is strict, where reading either throws (and an
/// arguments object's `callee`, `kl_new_arguments`). Run once
/// Function.prototype is the realm's (the thrower is a function too).
pub fn define_restricted_properties(th: &mut Thread, function_proto: Obj) {
    fn throw(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
        Err(error::type_error(
            th,
            "'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them",
        ))
    }
    let thrower = new_native(th, string::empty(), 0, throw);
    let pair = super::new_accessor(th, thrower.value(), thrower.value());
    th.realm.restricted_accessor = pair;
    for name in ["arguments", "caller"] {
        let k = th.realm.atoms.intern_str(name);
        super::define(
            th,
            function_proto,
            Key::Name(k),
            pair,
            super::shape::ACCESSOR | CONFIGURABLE,
        );
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_new_function(th: &mut Thread, info: &'static FuncInfo, env: Value) -> Value {
    new_function(th, info, env).value()
}

/// Sets a function's `name` (names computed at run time: `[sym]() {}`,
/// `x ??= () => {}`).
pub fn set_name(th: &mut Thread, f: Obj, name: Value) {
    let k = th.realm.names.name;
    super::define(th, f, Key::Name(k), name, CONFIGURABLE);
}

// ---- calls -----------------------------------------------------------------

/// Call(f, this, args).
pub fn call(th: &mut Thread, f: Value, this: Value, args: &[Value]) -> JsResult<Value> {
    let Some(o) = Obj::of(f).filter(|o| o.is_callable()) else {
        let text = crate::console::inspect_brief(th, f);
        return Err(error::type_error(th, &format!("{text} is not a function")));
    };
    let i = info(o);
    if i.flags & FN_CLASS != 0 {
        return Err(class_call_error(th, o));
    }
    // The arguments go on the shadow stack for the call: a callee that
    // reads them after collecting sees them moved.
    let r = super::lang::call_rooted(th, f, this, args, u32::MAX);
    if r.is_exception() { Err(Thrown) } else { Ok(r) }
}

fn class_call_error(th: &mut Thread, f: Obj) -> Thrown {
    let name = info_name(info(f));
    let name = string::units(name).to_string_lossy();
    if name.is_empty() {
        return error::type_error(th, "Class constructors cannot be invoked without 'new'");
    }
    error::type_error(
        th,
        &format!("Class constructor {name} cannot be invoked without 'new'"),
    )
}

pub fn is_constructor(v: Value) -> bool {
    Obj::of(v).is_some_and(|o| o.is_callable() && info(o).construct.is_some())
}

/// Construct(f, args, newTarget).
pub fn construct(th: &mut Thread, f: Value, args: &[Value], new_target: Value) -> JsResult<Value> {
    let Some(ctor) = Obj::of(f)
        .filter(|_| is_constructor(f))
        .map(|o| info(o).construct)
    else {
        let text = crate::console::inspect_brief(th, f);
        return Err(error::type_error(
            th,
            &format!("{text} is not a constructor"),
        ));
    };
    let _ = ctor;
    let r = super::lang::construct_rooted(th, f, new_target, args, u32::MAX);
    if r.is_exception() { Err(Thrown) } else { Ok(r) }
}

/// The message node builds from the callee's source text, or from the value.
fn not_callable(th: &mut Thread, f: Value, site: u32, what: &str) -> Value {
    th.throw_site = site;
    let text =
        crate::thread::site_text(th, site).unwrap_or_else(|| crate::console::inspect_brief(th, f));
    error::throw_type_error(th, &format!("{text} {what}"))
}

/// Slow path of kiln.h's `kl_call`: not a function, or a class constructor.
///
/// # Safety
/// `argv` points at `argc` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_call_slow(
    th: &mut Thread,
    f: Value,
    this: Value,
    argc: u32,
    argv: *const Value,
    site: u32,
) -> Value {
    let Some(o) = Obj::of(f).filter(|o| o.is_callable()) else {
        return not_callable(th, f, site, "is not a function");
    };
    if info(o).flags & FN_CLASS != 0 {
        th.throw_site = site;
        class_call_error(th, o);
        return Value::EXCEPTION;
    }
    // SAFETY: forwarded from the caller.
    unsafe { (info(o).call)(th, f, this, argc, argv) }
}

/// `new f(...args)`.
///
/// # Safety
/// `argv` points at `argc` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_construct(
    th: &mut Thread,
    f: Value,
    argc: u32,
    argv: *const Value,
    site: u32,
) -> Value {
    if !is_constructor(f) {
        return not_callable(th, f, site, "is not a constructor");
    }
    let ctor = info(Obj::of(f).expect("constructor"))
        .construct
        .expect("constructor");
    // SAFETY: forwarded from the caller.
    unsafe { ctor(th, f, f, argc, argv) }
}

/// OrdinaryCreateFromConstructor: `this` of a base constructor, with
/// `new_target.prototype` (or `Object.prototype` when that is not an
/// object), and inline slots for the fields the constructors of
/// `new_target`'s chain add (at least `inline_cap`, the running
/// constructor's own count).
///
/// `prototype` is read through the megamorphic cache: class constructors
/// share a few shapes (`length`, `name`, `prototype`, then their static
/// members), so this is a hash and two compares rather than a lookup
/// (461 instructions before; docs/performance.md).
#[unsafe(no_mangle)]
pub extern "C" fn kl_ordinary_create(th: &mut Thread, new_target: Value, inline_cap: u32) -> Value {
    ordinary_create(th, new_target, inline_cap).0
}

/// [`kl_ordinary_create`], and new.target as it is after it: reading its
/// `prototype` may run a getter, which may collect and move it.
fn ordinary_create(th: &mut Thread, new_target: Value, inline_cap: u32) -> (Value, Value) {
    let e = th.realm.ctor_cache.entries[CtorCache::slot(new_target)];
    if e.new_target == new_target && e.inline_cap == inline_cap && !e.shape.is_null() {
        // SAFETY: cached from `new_object` below: a root shape and the
        // prototype it was read with, both still valid (the cache is
        // emptied at every collection).
        let o = super::alloc_shaped(th, unsafe { &*e.shape }, e.proto);
        return (o.value(), new_target);
    }
    ordinary_create_slow(th, new_target, inline_cap)
}

/// kiln.h `KlCtorIC`: a class constructor's cache of the objects it makes
/// as `this` (see `kl_ordinary_create_ic`).
#[repr(C)]
pub struct KlCtorIC {
    hdr: u64,
    shape: *const super::shape::Shape,
    proto: Value,
    slots: Value,
    /// 0 (never a new.target) until filled.
    nt: Value,
}

const _: () = assert!(size_of::<KlCtorIC>() as u64 == KL_CTORIC_SIZE);

/// The miss path of kiln.h's `kl_ordinary_create_ic`: makes `this` as
/// [`kl_ordinary_create`] does, and fills the constructor's cache when the
/// object is a plain one with exactly `inline_cap` inline slots (the size
/// the inline path allocates) and `nt` a class constructor, whose
/// `prototype` cannot change.
///
/// # Safety
/// `c` is the program's static cache of a class constructor, used only by
/// this thread (kiln runs JavaScript on one thread; the cache's `nt` and
/// `proto` become roots of this thread's heap on the first fill).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_ordinary_create_miss(
    th: &mut Thread,
    new_target: Value,
    inline_cap: u32,
    c: *mut KlCtorIC,
) -> Value {
    let (v, new_target) = ordinary_create(th, new_target, inline_cap);
    // SAFETY: the caller's contract.
    unsafe { fill(th, new_target, inline_cap, c, 0, v) };
    v
}

/// After a miss of kiln.h's `kl_ordinary_create_fields`, which the
/// compiled code followed with [`kl_ordinary_create`] and the `n` field
/// definitions through their define caches: fills the constructor's cache
/// with the shape `o` has now when [`kl_ordinary_create_miss`] would cache
/// the object and the fields are its only properties (then, made fresh and
/// given n distinct names in order, field `i` sits in inline slot `i`,
/// where a hit stores it).
///
/// # Safety
/// As [`kl_ordinary_create_miss`]; `o` is the object just made for
/// `new_target` and given the fields, with no safepoint since.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_ctor_fields_fill(
    th: &mut Thread,
    new_target: Value,
    inline_cap: u32,
    c: *mut KlCtorIC,
    n: u32,
    o: Value,
) {
    // SAFETY: the caller's contract.
    unsafe { fill(th, new_target, inline_cap, c, n, o) };
}

/// Fills a class constructor's `KlCtorIC` from `v`, the object just made
/// for `new_target` and given `n` fields, if it is the plain object with
/// exactly `inline_cap` inline slots that kiln.h's hit would make, those
/// fields its only properties, and `new_target` a class constructor
/// (whose `prototype` cannot change).
///
/// # Safety
/// `c` is the program's static cache of a class constructor, used only by
/// this thread.
unsafe fn fill(
    th: &mut Thread,
    new_target: Value,
    inline_cap: u32,
    c: *mut KlCtorIC,
    n: u32,
    v: Value,
) {
    let (Some(o), Some(nt)) = (Obj::of(v), Obj::of(new_target)) else {
        return;
    };
    let shape = o.shape();
    let cacheable = o.kind() == KL_KIND_OBJECT
        && !shape.dictionary
        && shape.count == n
        && n <= inline_cap
        && shape.inline_base as u64 == KL_OBJECT_SIZE
        && shape.inline_cap == inline_cap
        && nt.kind() == KL_KIND_FUNCTION
        && info(nt).flags & FN_CLASS != 0;
    if cacheable {
        // SAFETY: the caller's static cache; nothing else reads it during
        // this call.
        let c = unsafe { &mut *c };
        if c.nt.0 == 0 {
            // SAFETY: a static of the program, valid for its whole run.
            unsafe {
                heap::add_root(th, &raw mut c.nt);
                heap::add_root(th, &raw mut c.proto);
            }
        }
        *c = KlCtorIC {
            hdr: super::fresh_header(shape),
            shape,
            proto: o.proto(),
            slots: Value::UNDEFINED,
            nt: new_target,
        };
    }
}

#[cold]
#[inline(never)]
fn ordinary_create_slow(th: &mut Thread, new_target: Value, inline_cap: u32) -> (Value, Value) {
    // `prototype` may be a getter that collects (a bound function's comes
    // from its own chain): new.target is rooted across it and read again.
    let got = heap::scope(th, |s| {
        let h = s.root(new_target);
        let got = s.collecting(|th| match Obj::of(new_target) {
            Some(nt) => prototype_of(th, nt),
            None => Ok(Value::UNDEFINED),
        });
        got.map(|p| (p, s.get(h)))
    });
    let (proto, new_target) = match got {
        Ok((p, nt)) if p.is_object() => (p, nt),
        Ok((_, nt)) => (th.realm.object_prototype, nt),
        Err(Thrown) => return (Value::EXCEPTION, Value::UNDEFINED),
    };
    let fields = inline_cap.max(chain_fields(new_target));
    let cap = if fields == 0 {
        super::DEFAULT_INLINE
    } else {
        fields
    };
    let o = super::new_object(th, proto, cap);
    // A class constructor's `prototype` is neither writable nor
    // configurable, so it is the same at every `new` of this constructor
    // object (ordinary functions' can be reassigned: not cached).
    if let Some(nt) = Obj::of(new_target)
        && nt.kind() == KL_KIND_FUNCTION
        && info(nt).flags & FN_CLASS != 0
    {
        th.realm.ctor_cache.entries[CtorCache::slot(new_target)] = CtorEntry {
            new_target,
            inline_cap,
            proto,
            shape: o.shape(),
        };
    }
    (o.value(), new_target)
}

/// What `kl_ordinary_create` found for a class constructor: its prototype
/// and its instances' root shape, direct-mapped by the constructor's
/// address. It holds heap references without rooting them, so every
/// collection empties it (`heap::collect_now`). Measured (callgrind,
/// `new Point(i, i)` with two fields): 192 instructions per object in
/// `kl_ordinary_create` and the root-shape lookup before, 66 after.
pub struct CtorCache {
    entries: [CtorEntry; CTOR_CACHE_SIZE],
}

const CTOR_CACHE_SIZE: usize = 64;

#[derive(Clone, Copy)]
struct CtorEntry {
    new_target: Value,
    inline_cap: u32,
    proto: Value,
    shape: *const super::shape::Shape,
}

impl CtorCache {
    fn slot(new_target: Value) -> usize {
        (super::fxhash::hash_word(new_target.0) >> 58) as usize
    }

    /// Forgets everything (its references are stale after a collection).
    pub fn clear(&mut self) {
        *self = CtorCache::default();
    }
}

impl Default for CtorCache {
    fn default() -> CtorCache {
        CtorCache {
            entries: [CtorEntry {
                new_target: Value::UNDEFINED,
                inline_cap: 0,
                proto: Value::UNDEFINED,
                shape: std::ptr::null(),
            }; CTOR_CACHE_SIZE],
        }
    }
}

/// `f.prototype` ([[Get]], through the per-thread cache).
fn prototype_of(th: &mut Thread, f: Obj) -> JsResult<Value> {
    let key = th.realm.names.prototype;
    super::cache::get_named(th, f, key)
}

/// The fields the constructors on `nt`'s prototype chain (itself, the
/// classes it extends) say they add (kiln.h `KL_FN_FIELDS_SHIFT`).
fn chain_fields(nt: Value) -> u32 {
    let mut sum = 0;
    let mut cur = nt;
    for _ in 0..8 {
        let Some(f) = Obj::of(cur).filter(|o| o.is_callable()) else {
            break;
        };
        sum += info(f).flags >> KL_FN_FIELDS_SHIFT;
        cur = f.proto();
    }
    sum.min(MAX_INLINE_FIELDS)
}

/// The most inline slots an instance gets from field counts.
const MAX_INLINE_FIELDS: u32 = 64;

// ---- native built-ins --------------------------------------------------------

/// The generic entry of every built-in: calls `info.native`.
///
/// # Safety
/// `argv` points at `argc` values; `f` is a built-in function.
pub unsafe extern "C" fn native_trampoline(
    th: *mut Thread,
    f: Value,
    this: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: compiled code and `call` pass the live thread.
    let th = unsafe { &mut *th };
    let native = info(Obj::of(f).expect("function")).native.expect("native");
    // Built-ins recurse into each other without passing through compiled
    // code's entry check (`String(a)` of an array nested 10⁵ deep goes
    // join → toString → join …): check the C stack here too.
    if th.stack_exhausted() {
        return error::throw_range_error(th, "Maximum call stack size exceeded");
    }
    let args: &[Value] = if argc == 0 {
        &[]
    } else {
        // SAFETY: the caller passes argc values.
        unsafe { std::slice::from_raw_parts(argv, argc as usize) }
    };
    // Arguments are copied (a built-in that calls back into compiled code
    // roots what it needs itself), on the stack when there are few: this
    // runs for every built-in call.
    let mut buf = [Value::UNDEFINED; 8];
    let copy: Vec<Value>;
    let args: &[Value] = if args.len() <= buf.len() {
        // One or two arguments are most calls: stores, not a `memcpy` call
        // (~12 instructions a built-in call in bench/churn).
        match *args {
            [] => {}
            [a] => buf[0] = a,
            [a, b] => (buf[0], buf[1]) = (a, b),
            _ => buf[..args.len()].copy_from_slice(args),
        }
        &buf[..args.len()]
    } else {
        copy = args.to_vec();
        &copy
    };
    error::to_abi(native(th, this, args, Value::UNDEFINED))
}

/// The call entry of a built-in closure: a `FuncInfo` of the runtime's
/// (usually static) whose `native` receives the function object itself in
/// place of new.target, so it reads the data it closes over from its
/// `env` (a promise's resolving functions, `Promise.all`'s element
/// functions). Such a function is never a constructor.
///
/// # Safety
/// As for [`native_trampoline`].
pub unsafe extern "C" fn native_closure_trampoline(
    th: *mut Thread,
    f: Value,
    this: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: compiled code and `call` pass the live thread.
    let th = unsafe { &mut *th };
    let native = info(Obj::of(f).expect("function")).native.expect("native");
    if th.stack_exhausted() {
        return error::throw_range_error(th, "Maximum call stack size exceeded");
    }
    let args: Vec<Value> = if argc == 0 {
        Vec::new()
    } else {
        // SAFETY: the caller passes argc values.
        unsafe { std::slice::from_raw_parts(argv, argc as usize) }.to_vec()
    };
    error::to_abi(native(th, this, &args, f))
}

/// The construct entry of built-in constructors: `native` with new.target.
///
/// # Safety
/// As for [`native_trampoline`].
pub unsafe extern "C" fn native_construct(
    th: *mut Thread,
    f: Value,
    nt: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: compiled code and `construct` pass the live thread.
    let th = unsafe { &mut *th };
    let native = info(Obj::of(f).expect("function")).native.expect("native");
    if th.stack_exhausted() {
        return error::throw_range_error(th, "Maximum call stack size exceeded");
    }
    let args: Vec<Value> = if argc == 0 {
        Vec::new()
    } else {
        // SAFETY: the caller passes argc values.
        unsafe { std::slice::from_raw_parts(argv, argc as usize) }.to_vec()
    };
    error::to_abi(native(th, Value::UNDEFINED, &args, nt))
}

/// A built-in constructor named `name` whose `prototype` is `proto`.
pub fn new_native_constructor(
    th: &mut Thread,
    name: &str,
    length: u32,
    native: NativeFn,
    proto: Value,
) -> Obj {
    let atom = th.realm.atoms.intern_str(name);
    let info: &'static FuncInfo = Box::leak(Box::new(FuncInfo {
        call: native_trampoline,
        construct: Some(native_construct),
        name: atom.addr() as *const u8,
        length,
        flags: FN_CONSTRUCTOR | FN_CLASS_LIKE_NATIVE,
        native: Some(native),
    }));
    let f = new_function(th, info, Value::UNDEFINED);
    let (proto_k, ctor_k) = (th.realm.names.prototype, th.realm.names.constructor);
    super::define(th, f, Key::Name(proto_k), proto, 0);
    if let Some(p) = Obj::of(proto) {
        super::define(th, p, Key::Name(ctor_k), f.value(), HIDDEN);
    }
    f
}

/// Marks built-in constructors, whose prototype object exists already.
pub const FN_CLASS_LIKE_NATIVE: u32 = 1 << 16;
const _: () = assert!(
    KL_FN_BUILTIN_SHIFT == 17 && KL_FN_BUILTIN_MASK == 127 && KL_FN_FIELDS_SHIFT == 24,
    "a built-in's id has bits 17..23, between FN_CLASS_LIKE_NATIVE and the field count"
);

/// A built-in function object named `name` (an atom).
pub fn new_native(th: &mut Thread, name: Value, length: u32, native: NativeFn) -> Obj {
    new_native_flagged(th, name, length, native, 0)
}

/// [`new_native`] with `KlFuncInfo` flags (a built-in's id, kiln.h
/// `KL_FN_BUILTIN_SHIFT`).
fn new_native_flagged(
    th: &mut Thread,
    name: Value,
    length: u32,
    native: NativeFn,
    flags: u32,
) -> Obj {
    let info: &'static FuncInfo = Box::leak(Box::new(FuncInfo {
        call: native_trampoline,
        construct: None,
        name: name.addr() as *const u8,
        length,
        flags,
        native: Some(native),
    }));
    new_function(th, info, Value::UNDEFINED)
}

/// Defines a built-in accessor `name` on `target` (non-enumerable,
/// configurable), its getter named `get name` and its setter, if any,
/// `set name`. Runtime allocation never collects, so the functions need no
/// roots between their allocations.
pub fn define_native_accessor(
    th: &mut Thread,
    target: Obj,
    name: &str,
    get: NativeFn,
    set: Option<NativeFn>,
) {
    let gname = th.realm.atoms.intern_str(&format!("get {name}"));
    let g = new_native(th, gname, 0, get).value();
    let s = match set {
        Some(set) => {
            let sname = th.realm.atoms.intern_str(&format!("set {name}"));
            new_native(th, sname, 1, set).value()
        }
        None => Value::UNDEFINED,
    };
    let pair = super::new_accessor(th, g, s);
    let k = Key::name(th, name);
    super::define(th, target, k, pair, super::shape::ACCESSOR | CONFIGURABLE);
}

/// Defines a built-in method `name` on `target` (non-enumerable).
pub fn define_native(
    th: &mut Thread,
    target: Obj,
    name: &str,
    length: u32,
    native: NativeFn,
) -> Obj {
    define_builtin(th, target, name, length, native, 0)
}

/// [`define_native`] for a built-in compiled code may run inline: `id` is
/// its kiln.h `KL_BUILTIN_*`/`KL_MATH_*` number, kept in its flags.
pub fn define_builtin(
    th: &mut Thread,
    target: Obj,
    name: &str,
    length: u32,
    native: NativeFn,
    id: u64,
) -> Obj {
    debug_assert!(id <= KL_FN_BUILTIN_MASK);
    let atom = th.realm.atoms.intern_str(name);
    let f = new_native_flagged(th, atom, length, native, (id << KL_FN_BUILTIN_SHIFT) as u32);
    super::define_hidden(th, target, atom, f.value());
    f
}

// ---- bound functions ---------------------------------------------------------

/// `f.bind(this, ...args)`: the bound data is a slots object
/// [target, this, args...].
pub fn bind(th: &mut Thread, target: Obj, this: Value, args: &[Value]) -> JsResult<Obj> {
    let (len_k, name_k) = (th.realm.names.length, th.realm.names.name);
    // BoundFunctionCreate, then `length` and `name` from the target, in the
    // spec's order; either may be a getter, which may collect, so the
    // target, `this` and the arguments stay rooted until the bound data is
    // built.
    heap::scope(th, |s| {
        let tg = s.root(target.value());
        let this_h = s.root(this);
        let arg_h: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        let tv = s.get(tg);
        let t = Obj::of(tv).expect("function");
        let len = if super::get_own(t, Key::Name(len_k)).is_some() {
            let l = s.collecting(|th| super::get(th, t, Key::Name(len_k), tv))?;
            if !l.is_number() {
                0.0
            } else if l.as_number() == f64::INFINITY {
                f64::INFINITY
            } else if l.as_number() == f64::NEG_INFINITY {
                0.0
            } else {
                // ToIntegerOrInfinity (NaN is 0).
                let n = l.as_number();
                let n = if n.is_nan() { 0.0 } else { n.trunc() };
                (n - args.len() as f64).max(0.0)
            }
        } else {
            0.0
        };
        let tv = s.get(tg);
        let t = Obj::of(tv).expect("function");
        let target_name = s.collecting(|th| super::get(th, t, Key::Name(name_k), tv))?;
        let target_name = if target_name.is_string() {
            string::units(target_name).to_string_lossy()
        } else {
            String::new()
        };
        let (tv, this) = (s.get(tg), s.get(this_h));
        let argv: Vec<Value> = arg_h.iter().map(|&h| s.get(h)).collect();
        let th = s.thread();
        let target = Obj::of(tv).expect("function");
        let size = 8 * (3 + argv.len());
        let p = heap::alloc(th, size) as usize;
        // SAFETY: a fresh allocation: header and every word.
        unsafe {
            *(p as *mut u64) =
                (KL_KIND_SLOTS << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
            *(p as *mut Value).add(1) = tv;
            *(p as *mut Value).add(2) = this;
            for (i, &a) in argv.iter().enumerate() {
                *(p as *mut Value).add(3 + i) = a;
            }
        }
        let data = Value::from_tagged(KL_TAG_OBJECT, p);
        let info = if info(target).construct.is_some() {
            &BOUND_CONSTRUCTOR
        } else {
            &BOUND_PLAIN
        };
        let f = new_function(th, info, Value::UNDEFINED);
        // BoundFunctionCreate: the target's prototype (an async function's
        // bound function inherits from %AsyncFunction.prototype%).
        f.set_proto(th, target.proto());
        f.set_word(th, BOUND, data);
        let name = string::from_str(th, &format!("bound {target_name}"));
        super::define(th, f, Key::Name(name_k), name, CONFIGURABLE);
        super::define(th, f, Key::Name(len_k), Value::number(len), CONFIGURABLE);
        Ok(f)
    })
}

/// The two kinds of bound function (every bound function's name and
/// length are own properties): static, so binding allocates nothing
/// outside the heap.
static BOUND_PLAIN: FuncInfo = FuncInfo {
    call: bound_call,
    construct: None,
    name: std::ptr::null(),
    length: 0,
    flags: 0,
    native: None,
};
static BOUND_CONSTRUCTOR: FuncInfo = FuncInfo {
    call: bound_call,
    construct: Some(bound_construct),
    name: std::ptr::null(),
    length: 0,
    flags: 0,
    native: None,
};

fn bound_parts(f: Value) -> (Value, Value, Vec<Value>) {
    let data = bound(Obj::of(f).expect("bound function")).addr();
    // SAFETY: a live bound-data slots object.
    let size = (unsafe { *(data as *const u64) } >> KL_HDR_SIZE_SHIFT) as usize;
    let n = size / 8 - 1;
    // SAFETY: words 1..=n of the object.
    let words: Vec<Value> = (1..=n)
        .map(|i| unsafe { *(data as *const Value).add(i) })
        .collect();
    (words[0], words[1], words[2..].to_vec())
}

unsafe extern "C" fn bound_call(
    th: *mut Thread,
    f: Value,
    _this: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: the thread pointer comes from compiled code or `call`.
    let th = unsafe { &mut *th };
    let (target, this, mut args) = bound_parts(f);
    if argc > 0 {
        // SAFETY: the caller passes argc values.
        args.extend_from_slice(unsafe { std::slice::from_raw_parts(argv, argc as usize) });
    }
    error::to_abi(call(th, target, this, &args))
}

unsafe extern "C" fn bound_construct(
    th: *mut Thread,
    f: Value,
    nt: Value,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: as in `bound_call`.
    let th = unsafe { &mut *th };
    let (target, _, mut args) = bound_parts(f);
    if argc > 0 {
        // SAFETY: the caller passes argc values.
        args.extend_from_slice(unsafe { std::slice::from_raw_parts(argv, argc as usize) });
    }
    let nt = if nt == f { target } else { nt };
    error::to_abi(construct(th, target, &args, nt))
}

// ---- environments --------------------------------------------------------------

/// A closure environment: `parent`, then `n` bindings (all TDZ-uninitialised).
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_env(th: &mut Thread, parent: Value, n: u32) -> Value {
    let size = 8 * (2 + n as usize);
    let p = heap::alloc(th, size) as usize;
    // SAFETY: a fresh allocation: header and every word.
    unsafe {
        *(p as *mut u64) =
            (KL_KIND_ENV << KL_HDR_KIND_SHIFT) | ((size as u64) << KL_HDR_SIZE_SHIFT);
        *(p as *mut Value).add(1) = parent;
        for i in 0..n as usize {
            *(p as *mut Value).add(2 + i) = Value::UNINIT;
        }
    }
    Value::from_tagged(KL_TAG_OBJECT, p)
}

/// SetFunctionName for a function defined under a computed key: an
/// anonymous function gets the key's name (`[desc]` for a symbol), with
/// `get `/`set ` for accessors.
pub fn name_from_key(th: &mut Thread, f: Value, key: super::Key, prefix: &str) {
    let Some(fo) = Obj::of(f).filter(|o| o.is_callable()) else {
        return;
    };
    let k = th.realm.names.name;
    match super::get_own_named(fo, k) {
        Some(own) if own.value.is_string() && string::len(own.value) == 0 => {}
        _ => return,
    }
    let text = match key {
        super::Key::Index(i) => i.to_string(),
        super::Key::Name(n) if n.is_symbol() => {
            let d = super::atom::symbol(n).description;
            if d.is_undefined() {
                String::new()
            } else {
                format!("[{}]", string::units(d).to_string_lossy())
            }
        }
        super::Key::Name(n) => string::units(n).to_string_lossy(),
    };
    let name = string::from_str(th, &format!("{prefix}{text}"));
    set_name(th, fo, name);
}
