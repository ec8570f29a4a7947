//! Property access from compiled code: the inline caches' miss paths
//! (kiln.h `kl_get_ic`, `kl_set_ic`, `kl_define_ic`), indexed access slow
//! paths, and the other property operators (`in`, `delete`, define).
//!
//! A cache site (`KlIC`, static in the program) has one inline entry that
//! kiln.h's fast path checks itself (an own data property in an inline
//! slot: compare the receiver's shape, load at an offset); the miss path
//! here checks the site's further entries (out-of-line slots, prototype
//! properties, accessors, missing properties, adds, `length`), then looks
//! the property up and remembers how it found it (`cache.rs`).

use super::cache::{self, Op, Step};
use super::shape::{ACCESSOR, ENUMERABLE, Shape, WRITABLE};
use super::{Key, Obj};
use crate::error::{self, JsResult, Thrown, to_abi};
use crate::heap;
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub use super::cache::KlIC;

fn describe_key(th: &mut Thread, key: Key) -> String {
    match key {
        Key::Index(i) => i.to_string(),
        Key::Name(k) if k.is_symbol() => super::atom::descriptive_string(k),
        Key::Name(k) => {
            let _ = th;
            string::units(k).to_string_lossy()
        }
    }
}

/// ToPropertyKey(key) for an entry point that goes on to use `keep` (the
/// receiver, the value stored): converting an object key runs its
/// `toString`/`valueOf`, which may collect, so `keep` is rooted across it
/// and returned as it is afterwards.
fn to_key_keeping<const N: usize>(
    th: &mut Thread,
    key: Value,
    keep: [Value; N],
) -> JsResult<(Key, [Value; N])> {
    if !key.is_object() {
        return Ok((super::to_key(th, key)?, keep));
    }
    heap::scope(th, |s| {
        let handles = keep.map(|v| s.root(v));
        let k = s.collecting(|th| super::to_key(th, key))?;
        Ok((k, handles.map(|h| s.get(h))))
    })
}

/// The prototype a primitive's properties come from.
fn primitive_proto(th: &Thread, v: Value) -> Option<Obj> {
    let p = if v.is_string() {
        th.realm.string_prototype
    } else if v.is_number() {
        th.realm.number_prototype
    } else if v.is_bool() {
        th.realm.boolean_prototype
    } else if v.is_symbol() {
        th.realm.symbol_prototype
    } else if v.is_bigint() {
        th.realm.bigint_prototype
    } else {
        return None;
    };
    Obj::of(p)
}

/// GetValue(v[key]) for any value.
pub fn get_value(th: &mut Thread, v: Value, key: Key, site: u32) -> JsResult<Value> {
    if let Some(o) = Obj::of(v) {
        return super::get(th, o, key, v);
    }
    if v.is_string() {
        match key {
            Key::Index(i) => {
                let u = string::units(v);
                if (i as usize) < u.len() {
                    return Ok(string::from_unit(th, u.at(i as usize)));
                }
                return Ok(Value::UNDEFINED);
            }
            Key::Name(k) if k == th.realm.names.length => {
                return Ok(Value::number(string::len(v) as f64));
            }
            _ => {}
        }
    }
    if v.is_nullish() {
        th.throw_site = site;
        let what = if v.is_null() { "null" } else { "undefined" };
        if key == Key::Name(th.realm.symbols.iterator) {
            // V8 words a read of `Symbol.iterator` as a failed iteration.
            let what = if v.is_null() {
                "object null"
            } else {
                "undefined"
            };
            return Err(error::type_error(
                th,
                &format!("{what} is not iterable (cannot read property Symbol(Symbol.iterator))"),
            ));
        }
        let k = describe_key(th, key);
        return Err(error::type_error(
            th,
            &format!("Cannot read properties of {what} (reading '{k}')"),
        ));
    }
    match primitive_proto(th, v) {
        Some(p) => super::get(th, p, key, v),
        None => Ok(Value::UNDEFINED),
    }
}

/// PutValue(v[key] = x) in strict mode.
pub fn set_value(th: &mut Thread, v: Value, key: Key, x: Value, site: u32) -> JsResult<()> {
    if let Some(o) = Obj::of(v) {
        // A setter may run (and collect) before [[Set]] answers.
        let (ok, v) = heap::scope(th, |s| {
            let vh = s.root(v);
            let ok = s.collecting(|th| super::set(th, o, key, x, v))?;
            Ok::<_, Thrown>((ok, s.get(vh)))
        })?;
        if ok {
            return Ok(());
        }
        let o = Obj::of(v).expect("object");
        th.throw_site = site;
        // What refused, looked up before `inspect_brief`, which reads
        // `constructor.name` and so may run a getter that collects.
        let mut found = None;
        let mut holder = v;
        let mut cur = Some(o);
        while let Some(c) = cur {
            if let Some(own) = super::get_own(c, key) {
                found = Some(own.attrs);
                holder = c.value();
                break;
            }
            cur = Obj::of(c.proto());
        }
        let extensible = super::is_extensible(o);
        let past_read_only_length = match key {
            Key::Index(i) => {
                o.is_array() && i >= super::array::length(o) && !super::array::length_writable(o)
            }
            Key::Name(_) => false,
        };
        let k = describe_key(th, key);
        // V8 names the receiver's type: `of function '…'` for a callable.
        let ty = if o.is_callable() {
            "function"
        } else {
            "object"
        };
        // V8 names the object that holds a getter without a setter (its
        // prototype for an instance), else the receiver.
        let accessor = found.is_some_and(|a| a & ACCESSOR != 0);
        let what = crate::console::inspect_brief(th, if accessor { holder } else { v });
        let msg = match found {
            None if !extensible => {
                format!("Cannot add property {k}, object is not extensible")
            }
            None if past_read_only_length => {
                format!("Cannot assign to read only property 'length' of object '{what}'")
            }
            Some(attrs) if attrs & ACCESSOR != 0 => {
                format!("Cannot set property {k} of {what} which has only a getter")
            }
            Some(_) | None => {
                format!("Cannot assign to read only property '{k}' of {ty} '{what}'")
            }
        };
        return Err(error::type_error(th, &msg));
    }
    th.throw_site = site;
    let k = describe_key(th, key);
    if v.is_nullish() {
        let what = if v.is_null() { "null" } else { "undefined" };
        return Err(error::type_error(
            th,
            &format!("Cannot set properties of {what} (setting '{k}')"),
        ));
    }
    if v.is_string() {
        // A string's indices and `length` are read-only own properties.
        let len = string::units(v).len() as u32;
        let own = match key {
            Key::Index(i) => i < len,
            Key::Name(n) => n == th.realm.names.length,
        };
        if own {
            let s = string::units(v).to_string_lossy();
            return Err(error::type_error(
                th,
                &format!("Cannot assign to read only property '{k}' of string '{s}'"),
            ));
        }
    }
    // [[Set]] on the wrapper object, with the primitive as the receiver:
    // a setter on the prototype chain runs; anything else fails.
    let mut found = None;
    let mut cur = primitive_proto(th, v);
    while let Some(c) = cur {
        if let Some(own) = super::get_own(c, key) {
            found = Some(own.attrs);
            break;
        }
        cur = Obj::of(c.proto());
    }
    if let Some(attrs) = found
        && attrs & ACCESSOR != 0
        && let Some(p) = primitive_proto(th, v)
    {
        if super::set(th, p, key, x, v)? {
            return Ok(());
        }
        let ty = match crate::console::typeof_name(v) {
            "string" => "String",
            "number" => "Number",
            "boolean" => "Boolean",
            _ => "Symbol",
        };
        return Err(error::type_error(
            th,
            &format!("Cannot set property {k} of [object {ty}] which has only a getter"),
        ));
    }
    let what = if v.is_string() {
        format!("string '{}'", string::units(v).to_string_lossy())
    } else {
        let s = ops::to_rust_string(v);
        let ty = crate::console::typeof_name(v);
        format!("{ty} '{s}'")
    };
    let msg = match found {
        Some(attrs) if attrs & WRITABLE == 0 => {
            format!("Cannot assign to read only property '{k}' of {what}")
        }
        _ => format!("Cannot create property '{k}' on {what}"),
    };
    Err(error::type_error(th, &msg))
}

/// Looks `o[key]` up for `op` (key an atom naming no index) and remembers
/// at the site how it was found: the step to run, or None when that
/// cannot be cached.
#[cold]
fn describe(th: &mut Thread, ic: &mut KlIC, o: Value, key: Value, op: Op) -> Option<Step> {
    let e = match op {
        Op::Get => cache::describe_get(th, o, key)?,
        Op::Set => cache::describe_set(th, Obj::of(o)?, key)?,
    };
    let st = cache::resolve(th, &e, o)?;
    cache::insert(th, ic, e, key, op);
    Some(st)
}

/// The property key of a cache site's key string: its atom (the program's
/// keys are atoms already), or the index it names.
fn site_key(th: &mut Thread, key: Value) -> Key {
    let a = th.realm.atoms.intern(key);
    match super::string_index(a) {
        Some(i) => Key::Index(i),
        None => Key::Name(a),
    }
}

/// Miss path of `kl_get_ic`: `o.key` where `key` is a string constant
/// (an atom: kiln.h's `kl_keys`). The site's further entries first, with
/// the lookup behind them in a function of its own: sharing its prologue
/// cost a polymorphic hit (richards' `this.task.run` sees four shapes)
/// ~13 of its ~70 instructions.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_ic_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    ic: &mut KlIC,
    site: u32,
) -> Value {
    if let Some(v) = cache::poly_data(ic, o) {
        return v;
    }
    get_lookup(th, o, key, ic, site)
}

#[inline(never)]
fn get_lookup(th: &mut Thread, o: Value, key: Value, ic: &mut KlIC, site: u32) -> Value {
    if let Some(st) = cache::lookup(th, ic, o, key, Op::Get) {
        return to_abi(cache::run_get(th, st, o));
    }
    get_slow(th, o, key, ic, site)
}

/// Miss path of `kl_get_method_ic` (the callee of `o.m(…)`): marks the
/// site a method site, whose inline entry then caches a property of the
/// receiver's prototype, then as `kl_get_ic_miss`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_method_ic_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    ic: &mut KlIC,
    site: u32,
) -> Value {
    ic.state |= cache::METHOD;
    kl_get_ic_miss(th, o, key, ic, site)
}

#[cold]
#[inline(never)]
fn get_slow(th: &mut Thread, o: Value, key: Value, ic: &mut KlIC, site: u32) -> Value {
    let k = site_key(th, key);
    if let Key::Name(a) = k
        && let Some(st) = describe(th, ic, o, a, Op::Get)
    {
        return to_abi(cache::run_get(th, st, o));
    }
    to_abi(get_value(th, o, k, site))
}

/// Miss path of `kl_set_ic`: `o.key = v`. Returns undefined, or
/// `KL_EXCEPTION`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_set_ic_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    v: Value,
    ic: &mut KlIC,
    site: u32,
) -> Value {
    if let Some(obj) = Obj::of(o)
        && let Some(st) = cache::lookup(th, ic, o, key, Op::Set)
        && let Some(r) = cache::run_set(th, st, obj, v)
    {
        return match r {
            Ok(()) => Value::UNDEFINED,
            Err(Thrown) => Value::EXCEPTION,
        };
    }
    set_slow(th, o, key, v, ic, site)
}

#[cold]
#[inline(never)]
fn set_slow(th: &mut Thread, o: Value, key: Value, v: Value, ic: &mut KlIC, site: u32) -> Value {
    let k = site_key(th, key);
    if let Key::Name(a) = k
        && let Some(obj) = Obj::of(o)
        && let Some(st) = describe(th, ic, o, a, Op::Set)
        && let Some(r) = cache::run_set(th, st, obj, v)
    {
        return match r {
            Ok(()) => Value::UNDEFINED,
            Err(Thrown) => Value::EXCEPTION,
        };
    }
    match set_value(th, o, k, v, site) {
        Ok(()) => Value::UNDEFINED,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// Whether `v` is a function still without a name (a define names it).
fn is_anonymous_function(th: &Thread, v: Value) -> bool {
    Obj::of(v).filter(|o| o.is_callable()).is_some_and(|f| {
        super::get_own_named(f, th.realm.names.name)
            .is_some_and(|own| own.value.is_string() && string::len(own.value) == 0)
    })
}

/// Miss path of `kl_define_ic_with`: CreateDataPropertyOrThrow(o, key, v)
/// for a constant key (class fields, object literals), naming an anonymous
/// function value after the key when `name` (an initialiser's own
/// function; a folded parameter property or field store names nothing).
/// The inline entry caches the transition that adds the key to an inline
/// slot (shape before in `shape`, after in `aux`). Returns undefined, or
/// KL_EXCEPTION.
#[unsafe(no_mangle)]
pub extern "C" fn kl_define_ic_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    v: Value,
    ic: &mut KlIC,
    name: bool,
) -> Value {
    let k = site_key(th, key);
    let obj = Obj::of(o).expect("define on an object");
    let before = obj.shape();
    // Only an add is cached, never a define that names a function (which
    // the inline path would not): such a site's values are anonymous
    // functions every time.
    let cacheable = matches!(k, Key::Name(_))
        && !before.dictionary
        && super::get_own(obj, k).is_none()
        && !(name && is_anonymous_function(th, v));
    if name {
        super::function::name_from_key(th, v, k, "");
    }
    if !super::define(th, obj, k, v, super::shape::DATA) {
        return define_failed(th, obj, k);
    }
    if cacheable {
        remember_add(ic, obj, before);
    }
    Value::UNDEFINED
}

/// Caches in a define site's `ic` the add that took `obj` from shape
/// `before` to the one it has now, if it appended one key in an inline
/// slot; returns whether it did.
fn remember_add(ic: &mut KlIC, obj: Obj, before: &'static Shape) -> bool {
    let after = obj.shape();
    if after.count == before.count + 1
        && after.parent.is_some_and(|p| std::ptr::eq(p, before))
        && let Some(off) = after.inline_offset(before.count)
    {
        ic.shape = before;
        ic.offset = off;
        ic.aux = after as *const Shape as *mut u8;
        return true;
    }
    false
}

/// Miss path of kiln.h `kl_define_sym_ic`: CreateDataPropertyOrThrow with
/// a symbol key (a private field's declaration is PrivateFieldAdd), as
/// [`kl_define_prop`] does it; an add to an ordinary object that appends
/// the key inline is cached with the key, as [`kl_define_ic_miss`] caches
/// a named one.
#[unsafe(no_mangle)]
pub extern "C" fn kl_define_sym_ic_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    v: Value,
    ic: &mut KlIC,
    name: bool,
) -> Value {
    let obj = Obj::of(o).expect("define on an object");
    let before = obj.shape();
    let cacheable = key.is_symbol()
        && !before.dictionary
        && super::get_own(obj, Key::Name(key)).is_none()
        && !(name && is_anonymous_function(th, v));
    let r = kl_define_prop(th, o, key, v, name);
    if r == Value::EXCEPTION {
        return r;
    }
    // Nothing above collects (a define allocates, and allocation never
    // collects): `obj` is where it was.
    if cacheable && remember_add(ic, obj, before) {
        ic.offset2 = key.0;
    }
    r
}

/// `o[key]` for any key value.
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_elem(th: &mut Thread, o: Value, key: Value, site: u32) -> Value {
    // An object and a key string that is an atom and cannot be an index
    // (canonical index strings start with a digit): the megamorphic cache.
    // Measured (callgrind, bench/churn's `handlers[e.kind]`): 267
    // instructions an access through ToPropertyKey and the generic [[Get]].
    if let Some(obj) = Obj::of(o)
        && key.is_string()
        && super::atom::is_atom(key)
        && string::len(key) > 0
        && !(0x30..=0x39).contains(&string::units(key).at(0))
    {
        return to_abi(cache::get_named(th, obj, key));
    }
    if key.is_symbol() && super::atom::is_private(key) {
        return to_abi(private_get(th, o, key, site));
    }
    if o.is_nullish() {
        // The key is converted only after the receiver check, as in V8.
        if key.is_object() {
            return nullish_object_key(th, o, key, site, "read", "reading");
        }
        let k = super::to_key(th, key).unwrap_or(Key::Index(0));
        return to_abi(get_value(th, o, k, site));
    }
    let (k, [o]) = match to_key_keeping(th, key, [o]) {
        Ok(r) => r,
        Err(Thrown) => return Value::EXCEPTION,
    };
    to_abi(get_value(th, o, k, site))
}

/// kiln.h `KlKeyIC`: a computed get site's (key, receiver shape) pairs.
#[repr(C)]
pub struct KlKeyIC {
    key: [Value; KEYIC_N],
    shape: [*const Shape; KEYIC_N],
    offset: [u32; KEYIC_N],
    next: u32,
    ool_index: u32,
    ool_key: Value,
    ool_shape: *const Shape,
}
const KEYIC_N: usize = crate::abi::KL_KEYIC_N as usize;
const _: () = assert!(size_of::<KlKeyIC>() as u64 == crate::abi::KL_KEYIC_SIZE);

/// Miss path of kiln.h `kl_get_keyed` (`o[key]`, the key no number): as
/// `kl_get_elem`, after remembering the pair when the key is a static
/// atom that cannot be an index, or a symbol (immortal), and names an own
/// data property of `o`.
///
/// Private names are symbols, and `o.#x` is such a site: a pair for one is
/// also its brand check (a shape with the name as an own property is the
/// shape of objects that carry it), so a hit is a field read. Measured
/// (`bench/probe private`): 1 093 instructions an `o.#x` read through the
/// brand check, its message text and the generic [[Get]], now 34 (with
/// the private name's load from the class environment; `o.y` is 6).
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_keyed_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    c: &mut KlKeyIC,
    site: u32,
) -> Value {
    if let Some(obj) = Obj::of(o) {
        if let Some(slot) = c.out_of_line(obj, key) {
            // SAFETY: the pair's shape is the object's, which has the slot.
            return unsafe { *super::slot_ptr(obj, slot) };
        }
        if keyed_cacheable(key)
            && let Some(slot) = cache::describe_get(th, o, key).and_then(|e| e.own_slot())
        {
            c.remember(key, obj, slot);
        }
    }
    kl_get_elem(th, o, key, site)
}

/// Whether a computed key may go into a `KlKeyIC`: a static atom that
/// cannot be an index, or a symbol (immortal).
fn keyed_cacheable(key: Value) -> bool {
    key.is_symbol()
        || key.is_string()
            && super::atom::is_atom(key)
            && super::atom::is_static(key)
            && string::len(key) > 0
            && !(0x30..=0x39).contains(&string::units(key).at(0))
}

impl KlKeyIC {
    /// Adds a (key, shape of `obj`) pair for the property in `slot`: an
    /// inline one replacing the oldest, an out-of-line one as the one such
    /// pair.
    fn remember(&mut self, key: Value, obj: Obj, slot: u32) {
        match obj.shape().inline_offset(slot) {
            Some(offset) => {
                let i = self.next as usize % KEYIC_N;
                self.key[i] = key;
                self.shape[i] = obj.shape();
                self.offset[i] = offset;
                self.next = self.next.wrapping_add(1);
            }
            None => {
                self.ool_key = key;
                self.ool_shape = obj.shape();
                self.ool_index = slot;
            }
        }
    }

    /// The out-of-line pair's slot, when `obj` and `key` are its. Measured
    /// (bench/privates, whose `Vec.#made++` reads and writes a static
    /// field on the class constructor at every construction): 6.21 G →
    /// 4.28 G instructions, the full miss paths (`describe_get`, the
    /// brand check, `write_own`) skipped.
    fn out_of_line(&self, obj: Obj, key: Value) -> Option<u32> {
        (self.ool_key == key && std::ptr::eq(self.ool_shape, obj.shape())).then_some(self.ool_index)
    }
}

/// Miss path of kiln.h `kl_set_keyed` (`o[key] = v`, the key no number):
/// as `kl_set_elem`, after remembering the pair when the key may be cached
/// and names an own writable data property of `o` (for a private name, a
/// field: a method under one is not writable). A shape
/// fixes that, so a hit is the store and its barrier. Measured (`bench/
/// probe private`): an `o.#x = i` store 1 088 instructions (brand check,
/// message text, generic [[Set]]), 206 with the runtime's own fast path,
/// now 40 (`o.y = i` is 9).
#[unsafe(no_mangle)]
pub extern "C" fn kl_set_keyed_miss(
    th: &mut Thread,
    o: Value,
    key: Value,
    v: Value,
    c: &mut KlKeyIC,
    site: u32,
) -> Value {
    if let Some(obj) = Obj::of(o) {
        if let Some(slot) = c.out_of_line(obj, key) {
            super::set_slot(th, obj, slot, v);
            return Value::UNDEFINED;
        }
        if keyed_cacheable(key)
            && !obj.shape().dictionary
            && let Some((i, attrs)) = obj.shape().lookup_attrs(key)
            && attrs & ACCESSOR == 0
            && attrs & WRITABLE != 0
            && (attrs & ENUMERABLE != 0 || !super::atom::is_private(key))
        {
            c.remember(key, obj, i);
        }
    }
    kl_set_elem(th, o, key, v, site)
}

/// The private name's text (`#p`), for messages.
fn private_text(key: Value) -> String {
    let d = super::atom::symbol(key).description;
    let name = if d.is_string() {
        string::units(d).to_string_lossy()
    } else {
        String::new()
    };
    if name.starts_with('#') {
        name
    } else {
        format!("#{name}")
    }
}

/// Whether an object carries a private name (passes its brand check).
enum Brand {
    /// It does: the private element (a field's value, a method, or an
    /// accessor pair).
    Has(super::Own),
    Lacks,
    /// A static private method or accessor of the class `ctor`, which
    /// subclasses inherit as a property but do not carry.
    StaticOf(Obj),
}

/// Whether `o` carries private name `k`. Private names are never
/// inherited: fields are own properties of the instance (or of the
/// constructor, for static ones), and so are methods and accessors: an
/// instance is stamped with its class's (`kl_private_brand`) from a holder
/// no prototype chain reaches, and static ones live on the constructor.
/// A subclass inherits the static ones as properties without carrying
/// them, which V8 reports by naming the class.
fn private_brand(o: Obj, k: Key) -> Brand {
    if let Some(own) = super::get_own(o, k) {
        return Brand::Has(own);
    }
    let mut cur = Obj::of(o.proto());
    while let Some(c) = cur {
        if let Some(own) = super::get_own(c, k) {
            let static_method = own.attrs & ENUMERABLE == 0 && c.is_callable();
            return if static_method {
                Brand::StaticOf(c)
            } else {
                Brand::Lacks
            };
        }
        cur = Obj::of(c.proto());
    }
    Brand::Lacks
}

/// PrivateMethodOrAccessorAdd for a class: each of the holder's own
/// properties (its private methods and accessor pairs, with their
/// attributes) added to `o`, also when `o` is not extensible (a base
/// constructor may return any object).
#[unsafe(no_mangle)]
pub extern "C" fn kl_private_brand(th: &mut Thread, o: Value, holder: Value) -> Value {
    let obj = Obj::of(o).expect("an instance being initialised is an object");
    let h = Obj::of(holder).expect("the private method holder");
    // The holder's keys are all private names, which `own_keys` skips.
    for (key, _) in super::own_named_entries(h) {
        let k = Key::Name(key);
        if super::get_own(obj, k).is_some() {
            let class = th.realm.private_method_classes.get(&key.addr()).copied();
            let class = class.map_or_else(String::new, |c| string::units(c).to_string_lossy());
            return error::throw_type_error(
                th,
                &format!(
                    "Cannot initialize private methods of class {class} twice on the same object"
                ),
            );
        }
        let own = super::get_own(h, k).expect("an own key of the holder");
        super::add_named(th, obj, key, own.value, own.attrs);
    }
    Value::UNDEFINED
}

/// Why reading (`write` false) or writing private name `key` of an object
/// fails, as V8 words it; None when it does not.
fn private_error(brand: &Brand, key: Value, write: bool) -> Option<String> {
    let name = private_text(key);
    let own = match brand {
        Brand::Has(own) => own,
        Brand::StaticOf(ctor) => {
            let class = super::function::info_name(super::function::info(*ctor));
            let class = string::units(class).to_string_lossy();
            return Some(format!("Receiver must be class {class}"));
        }
        Brand::Lacks => return Some(lacks_message(&name, write)),
    };
    if own.attrs & ACCESSOR != 0 {
        let (getter, setter) = super::accessor_parts(own.value);
        let (part, missing) = if write {
            ("setter", setter.is_undefined())
        } else {
            ("getter", getter.is_undefined())
        };
        return missing.then(|| format!("'{name}' was defined without a {part}"));
    }
    (write && own.attrs & ENUMERABLE == 0)
        .then(|| format!("Private method '{name}' is not writable"))
}

/// node's message for a receiver without the private name.
fn lacks_message(name: &str, write: bool) -> String {
    let (verb, to) = if write {
        ("write", "to")
    } else {
        ("read", "from")
    };
    format!("Cannot {verb} private member {name} {to} an object whose class did not declare it")
}

/// The checks of `o.#p` (`write`: of `o.#p = v`): the object, or the
/// TypeError thrown.
fn private_check(th: &mut Thread, o: Value, key: Value, write: bool, site: u32) -> JsResult<Obj> {
    let brand = match Obj::of(o) {
        Some(obj) => private_brand(obj, Key::Name(key)),
        None => Brand::Lacks,
    };
    let is_method = super::atom::symbol(key).flags & super::atom::SYM_PRIVATE_METHOD != 0;
    let is_static = super::atom::symbol(key).flags & super::atom::SYM_PRIVATE_STATIC != 0;
    let method_class = |th: &Thread| {
        let class = th.realm.private_method_classes.get(&key.addr()).copied();
        class.map_or_else(String::new, |c| string::units(c).to_string_lossy())
    };
    let message = match (&brand, Obj::of(o)) {
        // On null or undefined V8 reads the name (an instance method's: its
        // class's brand) as a property would be read.
        (_, None) if o.is_nullish() && !(is_method && is_static) => {
            let base = crate::ops::to_rust_string(o);
            if is_method {
                format!(
                    "Cannot read properties of {base} (reading '{}')",
                    method_class(th)
                )
            } else if write {
                format!(
                    "Cannot set properties of {base} (setting '{}')",
                    private_text(key)
                )
            } else {
                format!(
                    "Cannot read properties of {base} (reading '{}')",
                    private_text(key)
                )
            }
        }
        // A method or accessor the receiver lacks: V8 names its class.
        (Brand::Lacks, _) if is_method => {
            let class = method_class(th);
            if is_static {
                format!("Receiver must be class {class}")
            } else {
                format!("Receiver must be an instance of class {class}")
            }
        }
        (_, Some(obj)) => match private_error(&brand, key, write) {
            None => return Ok(obj),
            Some(m) => m,
        },
        (_, None) => lacks_message(&private_text(key), write),
    };
    th.throw_site = site;
    Err(crate::error::type_error(th, &message))
}

/// The private element `key` of `o` when it is a data property `o`
/// carries (a field, or a method stamped on an instance), writable if
/// `write` (a field): the common case, which needs no message.
fn private_data(o: Value, key: Value, write: bool) -> Option<(Obj, super::Own)> {
    let obj = Obj::of(o)?;
    match private_brand(obj, Key::Name(key)) {
        Brand::Has(own) if own.attrs & ACCESSOR == 0 && (!write || own.attrs & ENUMERABLE != 0) => {
            Some((obj, own))
        }
        _ => None,
    }
}

/// `o.#p`.
fn private_get(th: &mut Thread, o: Value, key: Value, site: u32) -> JsResult<Value> {
    if let Some((_, own)) = private_data(o, key, false) {
        return Ok(own.value);
    }
    let obj = private_check(th, o, key, false, site)?;
    super::get(th, obj, Key::Name(key), o)
}

/// `o.#p = v`.
fn private_set(th: &mut Thread, o: Value, key: Value, v: Value, site: u32) -> JsResult<()> {
    if let Some((obj, own)) = private_data(o, key, true) {
        return super::write_own(th, obj, own.place, v).map(|_| ());
    }
    let obj = private_check(th, o, key, true, site)?;
    super::set(th, obj, Key::Name(key), v, o).map(|_| ())
}

/// Slow path of kiln.h's `kl_get_index` (a number key).
#[unsafe(no_mangle)]
pub extern "C" fn kl_get_index_slow(th: &mut Thread, o: Value, d: f64, site: u32) -> Value {
    // A hole, or an index past the end, of an array none of whose
    // prototypes has an element: undefined, which the generic [[Get]]
    // found by asking each prototype (bench/hashmap's empty buckets:
    // ~600 instructions a read).
    if let Some(obj) = Obj::of(o)
        && let Some(i) = super::number_index(d)
        && super::array::absent_along_chain(obj, i)
    {
        return Value::UNDEFINED;
    }
    kl_get_elem(th, o, Value::number(d), site)
}

/// The TypeError of `o[key]` or `o[key] = v` with `o` null or undefined
/// and an object key: V8 throws before converting the key (its `toString`
/// does not run) and names it only when it can without running code: an
/// object whose `toString` is Object.prototype's as `#<Object>`, `#<Map>`;
/// others (an array, a RegExp, an own `toString`) not at all.
fn nullish_object_key(
    th: &mut Thread,
    o: Value,
    key: Value,
    site: u32,
    verb: &str,
    doing: &str,
) -> Value {
    th.throw_site = site;
    let what = if o.is_null() { "null" } else { "undefined" };
    let message = match key_brief(th, key) {
        Some(k) => format!("Cannot {verb} properties of {what} ({doing} '{k}')"),
        None => format!("Cannot {verb} properties of {what}"),
    };
    error::throw_type_error(th, &message)
}

/// How V8 names an object key without running code, if it does: `#<C>`
/// for an object whose `toString` is Object.prototype's, `C` the name its
/// constructor was made with (not a `name` property, which may be a
/// getter); nothing when `constructor` is an accessor, or for arrays,
/// functions and objects with their own `toString`.
fn key_brief(th: &Thread, key: Value) -> Option<String> {
    let k = Obj::of(key).filter(|k| !k.is_callable())?;
    let ts = Key::Name(th.realm.names.to_string);
    let original = Obj::of(th.realm.object_prototype).map(|p| crate::console::data_get(p, ts));
    if Some(crate::console::data_get(k, ts)) != original {
        return None;
    }
    let ck = Key::Name(th.realm.names.constructor);
    let mut cur = Some(k);
    while let Some(o) = cur {
        if let Some(own) = super::get_own(o, ck) {
            if own.attrs & ACCESSOR != 0 {
                return None;
            }
            let name = Obj::of(own.value)
                .filter(|c| c.is_callable())
                .map(|c| super::function::info_name(super::function::info(c)))
                .filter(|n| n.is_string() && string::len(*n) > 0)
                .map_or_else(
                    || "Object".to_string(),
                    |n| string::units(n).to_string_lossy(),
                );
            return Some(format!("#<{name}>"));
        }
        cur = Obj::of(o.proto());
    }
    Some("#<Object>".to_string())
}

/// `o[key] = v`. Returns undefined or `KL_EXCEPTION`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_set_elem(th: &mut Thread, o: Value, key: Value, v: Value, site: u32) -> Value {
    if key.is_symbol() && super::atom::is_private(key) {
        return match private_set(th, o, key, v, site) {
            Ok(()) => Value::UNDEFINED,
            Err(Thrown) => Value::EXCEPTION,
        };
    }
    if o.is_nullish() {
        if key.is_object() {
            return nullish_object_key(th, o, key, site, "set", "setting");
        }
        let Ok(k) = super::to_key(th, key) else {
            return Value::EXCEPTION;
        };
        return match set_value(th, o, k, v, site) {
            Ok(()) => Value::UNDEFINED,
            Err(Thrown) => Value::EXCEPTION,
        };
    }
    let (k, [o, v]) = match to_key_keeping(th, key, [o, v]) {
        Ok(r) => r,
        Err(Thrown) => return Value::EXCEPTION,
    };
    match set_value(th, o, k, v, site) {
        Ok(()) => Value::UNDEFINED,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// Slow path of kiln.h's `kl_set_index`.
#[unsafe(no_mangle)]
pub extern "C" fn kl_set_index_slow(
    th: &mut Thread,
    o: Value,
    d: f64,
    v: Value,
    site: u32,
) -> Value {
    // A store into a hole, or past the end, of an extensible array with a
    // writable length none of whose prototypes has an element (no setter
    // or read-only element to meet): the element is added, as [[Set]]
    // would after asking each prototype.
    if let Some(obj) = Obj::of(o)
        && let Some(i) = super::number_index(d)
        && super::array::absent_along_chain(obj, i)
        && super::is_extensible(obj)
        && super::array::length_writable(obj)
    {
        return to_abi(super::array::set_index(th, obj, i, v).map(|_| Value::UNDEFINED));
    }
    kl_set_elem(th, o, Value::number(d), v, site)
}

/// `key in o`: KL_TRUE, KL_FALSE or KL_EXCEPTION.
#[unsafe(no_mangle)]
pub extern "C" fn kl_has_prop(th: &mut Thread, key: Value, o: Value, site: u32) -> Value {
    let Some(obj) = Obj::of(o) else {
        th.throw_site = site;
        let k = if super::atom::is_private(key) {
            // `#x in 1`: a private name shows as written, except an
            // instance method's or accessor's, which V8 checks by the
            // class's brand and so names the class (`anonymous` for a
            // class expression without a name).
            let flags = super::atom::symbol(key).flags;
            let class = th.realm.private_method_classes.get(&key.addr()).copied();
            match class {
                Some(c)
                    if flags & super::atom::SYM_PRIVATE_METHOD != 0
                        && flags & super::atom::SYM_PRIVATE_STATIC == 0 =>
                {
                    crate::string::units(c).to_string_lossy()
                }
                _ => {
                    let d = super::atom::symbol(key).description;
                    format!("#{}", ops::to_rust_string(d))
                }
            }
        } else {
            ops::to_rust_string(key)
        };
        let what = crate::console::inspect_brief(th, o);
        return error::throw_type_error(
            th,
            &format!("Cannot use 'in' operator to search for '{k}' in {what}"),
        );
    };
    if super::atom::is_private(key) {
        // `#x in o`: the brand check, not a property lookup.
        return Value::boolean(matches!(private_brand(obj, Key::Name(key)), Brand::Has(_)));
    }
    match to_key_keeping(th, key, [obj.value()]) {
        Ok((k, [o])) => Value::boolean(super::has(Obj::of(o).expect("object"), k)),
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// `delete o[key]` (strict): KL_TRUE, or KL_EXCEPTION for a property that
/// cannot be deleted.
#[unsafe(no_mangle)]
pub extern "C" fn kl_delete_prop(th: &mut Thread, o: Value, key: Value, site: u32) -> Value {
    if o.is_nullish() {
        th.throw_site = site;
        return error::throw_type_error(th, "Cannot convert undefined or null to object");
    }
    let (k, [o]) = match to_key_keeping(th, key, [o]) {
        Ok(r) => r,
        Err(Thrown) => return Value::EXCEPTION,
    };
    let what = match Obj::of(o) {
        Some(obj) => {
            if super::delete(th, obj, k) {
                return Value::TRUE;
            }
            crate::console::inspect_brief(th, o)
        }
        // A primitive's wrapper: only a string's has own properties, its
        // indices and `length`, none of them configurable (the module is
        // strict code, so deleting one throws).
        None => {
            let own = o.is_string()
                && match k {
                    Key::Index(i) => (i as usize) < string::units(o).len(),
                    Key::Name(n) => n == th.realm.names.length,
                };
            if !own {
                return Value::TRUE;
            }
            "[object String]".to_string()
        }
    };
    th.throw_site = site;
    let kd = describe_key(th, k);
    error::throw_type_error(th, &format!("Cannot delete property '{kd}' of {what}"))
}

/// CreateDataProperty for object literals and class fields: `o[key] = v`
/// without setters; with `name` (the value is an anonymous function
/// definition: NamedEvaluation), a function without a name takes the key's.
/// Returns undefined or KL_EXCEPTION.
#[unsafe(no_mangle)]
pub extern "C" fn kl_define_prop(
    th: &mut Thread,
    o: Value,
    key: Value,
    v: Value,
    name: bool,
) -> Value {
    let (k, [o, v]) = match to_key_keeping(th, key, [o, v]) {
        Ok(r) => r,
        Err(Thrown) => return Value::EXCEPTION,
    };
    let obj = Obj::of(o).expect("define on an object");
    if name {
        super::function::name_from_key(th, v, k, "");
    }
    // A private field (PrivateFieldAdd): once per object, also on a
    // non-extensible one (a base constructor may return any object).
    if let Key::Name(p) = k
        && p.is_symbol()
        && super::atom::is_private(p)
    {
        if super::get_own(obj, k).is_some() {
            let name = private_text(p);
            return error::throw_type_error(
                th,
                &format!("Cannot initialize {name} twice on the same object"),
            );
        }
        if !super::is_extensible(obj) {
            super::add_named(th, obj, p, v, super::shape::DATA);
            return Value::UNDEFINED;
        }
    }
    if super::define(th, obj, k, v, super::shape::DATA) {
        Value::UNDEFINED
    } else {
        define_failed(th, obj, k)
    }
}

/// CreateDataPropertyOrThrow's TypeError, worded as V8 words it: a new
/// property of a non-extensible object, or a non-configurable one.
fn define_failed(th: &mut Thread, obj: Obj, k: Key) -> Value {
    let kd = describe_key(th, k);
    let message = if super::get_own(obj, k).is_none() && !super::is_extensible(obj) {
        format!("Cannot define property {kd}, object is not extensible")
    } else {
        format!("Cannot redefine property: {kd}")
    };
    error::throw_type_error(th, &message)
}

/// Defines a method (non-enumerable unless `enumerable`), getter (`kind` 1)
/// or setter (`kind` 2) on an object literal or class.
#[unsafe(no_mangle)]
pub extern "C" fn kl_define_method(
    th: &mut Thread,
    o: Value,
    key: Value,
    f: Value,
    kind: u32,
    enumerable: bool,
) -> Value {
    let (k, [o, f]) = match to_key_keeping(th, key, [o, f]) {
        Ok(r) => r,
        Err(Thrown) => return Value::EXCEPTION,
    };
    let obj = Obj::of(o).expect("define on an object");
    if kind < 3 {
        let prefix = ["", "get ", "set "][kind as usize];
        super::function::name_from_key(th, f, k, prefix);
    }
    let en = if enumerable {
        super::shape::ENUMERABLE
    } else {
        0
    };
    if kind == 0 {
        super::define(
            th,
            obj,
            k,
            f,
            super::shape::WRITABLE | super::shape::CONFIGURABLE | en,
        );
        return Value::UNDEFINED;
    }
    if kind == 3 {
        // A class's `prototype`: neither writable, enumerable nor configurable.
        super::define(th, obj, k, f, 0);
        return Value::UNDEFINED;
    }
    if kind == 4 {
        // A prototype's `constructor`: a hidden data property (no naming).
        super::define(
            th,
            obj,
            k,
            f,
            super::shape::WRITABLE | super::shape::CONFIGURABLE,
        );
        return Value::UNDEFINED;
    }
    // Merge with an existing accessor of the same key.
    let (mut getter, mut setter) = (Value::UNDEFINED, Value::UNDEFINED);
    if let Some(own) = super::get_own(obj, k)
        && own.attrs & ACCESSOR != 0
    {
        (getter, setter) = super::accessor_parts(own.value);
    }
    if kind == 1 {
        getter = f;
    } else {
        setter = f;
    }
    let pair = super::new_accessor(th, getter, setter);
    super::define(th, obj, k, pair, ACCESSOR | super::shape::CONFIGURABLE | en);
    Value::UNDEFINED
}
