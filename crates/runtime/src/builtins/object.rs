//! `Object`, its static functions and `Object.prototype`.

use super::methods::{self, Proto, optional_methods};
use super::{arg, to_object};
use crate::abi::*;
use crate::error::{JsResult, type_error};
use crate::heap;
use crate::object::function::{define_native, new_native, new_native_constructor};
use crate::object::shape::{ACCESSOR, Attrs, CONFIGURABLE, ENUMERABLE, WRITABLE};
use crate::object::{self, Key, Obj, array, realm};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

// The optional methods (builtins/methods.rs): the constructor's.
// Object.prototype's stay linked into every program: a stub there would be
// inherited by every object, and writing a property of that name to any
// of them (a dictionary's key built at run time) would run the stub.
optional_methods! {
    kl_method_object_keys = Object "keys" 1 keys;
    kl_method_object_values = Object "values" 1 values;
    kl_method_object_entries = Object "entries" 1 entries;
    kl_method_object_assign = Object "assign" 2 assign;
    kl_method_object_create = Object "create" 2 create;
    kl_method_object_getPrototypeOf = Object "getPrototypeOf" 1 get_prototype_of;
    kl_method_object_setPrototypeOf = Object "setPrototypeOf" 2 set_prototype_of;
    kl_method_object_defineProperty = Object "defineProperty" 3 define_property;
    kl_method_object_defineProperties = Object "defineProperties" 2 define_properties;
    kl_method_object_getOwnPropertyNames = Object "getOwnPropertyNames" 1 get_own_property_names;
    kl_method_object_getOwnPropertySymbols = Object "getOwnPropertySymbols" 1 get_own_property_symbols;
    kl_method_object_getOwnPropertyDescriptor = Object "getOwnPropertyDescriptor" 2 get_own_property_descriptor;
    kl_method_object_getOwnPropertyDescriptors = Object "getOwnPropertyDescriptors" 1 get_own_property_descriptors;
    kl_method_object_hasOwn = Object "hasOwn" 2 has_own;
    kl_method_object_freeze = Object "freeze" 1 freeze;
    kl_method_object_isFrozen = Object "isFrozen" 1 is_frozen;
    kl_method_object_seal = Object "seal" 1 seal;
    kl_method_object_isSealed = Object "isSealed" 1 is_sealed;
    kl_method_object_preventExtensions = Object "preventExtensions" 1 prevent_extensions;
    kl_method_object_isExtensible = Object "isExtensible" 1 is_extensible;
    kl_method_object_fromEntries = Object "fromEntries" 1 from_entries;
    kl_method_object_is = Object "is" 2 is;
}

pub fn install(th: &mut Thread) {
    let proto = th.realm.object_prototype;
    let ctor = new_native_constructor(th, "Object", 1, object_ctor, proto);
    th.realm.object_constructor = ctor.value();
    realm::define_global(th, "Object", ctor.value());
    for name in [
        "keys",
        "values",
        "entries",
        "assign",
        "create",
        "getPrototypeOf",
        "setPrototypeOf",
        "defineProperty",
        "defineProperties",
        "getOwnPropertyNames",
        "getOwnPropertySymbols",
        "getOwnPropertyDescriptor",
        "getOwnPropertyDescriptors",
        "hasOwn",
        "freeze",
        "isFrozen",
        "seal",
        "isSealed",
        "preventExtensions",
        "isExtensible",
        "fromEntries",
        "is",
    ] {
        methods::install(th, ctor, Proto::Object, name);
    }
    let p = Obj::of(proto).expect("Object.prototype");
    // V8's order, which Object.getOwnPropertyNames(Object.prototype) shows.
    let methods: &[(&str, u32, crate::object::function::NativeFn)] = &[
        ("__defineGetter__", 2, define_getter),
        ("__defineSetter__", 2, define_setter),
        ("hasOwnProperty", 1, has_own_property),
        ("__lookupGetter__", 1, lookup_getter),
        ("__lookupSetter__", 1, lookup_setter),
        ("isPrototypeOf", 1, is_prototype_of),
        ("propertyIsEnumerable", 1, property_is_enumerable),
        ("toString", 0, to_string),
        ("valueOf", 0, value_of),
    ];
    for &(name, len, f) in methods {
        define_native(th, p, name, len, f);
    }
    // Object.prototype.__proto__, the accessor (the `__proto__: p` of an
    // object literal is syntax, handled by the compiler).
    let get_name = th.realm.atoms.intern_str("get __proto__");
    let getter = new_native(th, get_name, 0, proto_get);
    let gv = getter.value();
    let set_name = th.realm.atoms.intern_str("set __proto__");
    let setter = new_native(th, set_name, 1, proto_set);
    let pair = object::new_accessor(th, gv, setter.value());
    let k = th.realm.atoms.intern_str("__proto__");
    object::define(th, p, Key::Name(k), pair, ACCESSOR | CONFIGURABLE);
    define_native(th, p, "toLocaleString", 0, to_locale_string);
}

fn proto_get(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(to_object(th, this)?.proto())
}

/// `o.__proto__ = p`: Object.setPrototypeOf's work, except that anything
/// but an object or null, or a primitive receiver, is ignored.
fn proto_set(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if this.is_nullish() {
        return Err(type_error(
            th,
            "set Object.prototype.__proto__ called on null or undefined",
        ));
    }
    let proto = arg(args, 0);
    if !proto.is_null() && Obj::of(proto).is_none() {
        return Ok(Value::UNDEFINED);
    }
    if Obj::of(this).is_none() {
        return Ok(Value::UNDEFINED);
    }
    set_prototype_of(th, Value::UNDEFINED, &[this, proto], Value::UNDEFINED)?;
    Ok(Value::UNDEFINED)
}

fn define_getter(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    define_accessor_half(th, this, args, true)
}

fn define_setter(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    define_accessor_half(th, this, args, false)
}

/// `__defineGetter__`/`__defineSetter__`: an enumerable, configurable
/// accessor half, keeping the other half of an own accessor.
fn define_accessor_half(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    getter: bool,
) -> JsResult<Value> {
    let o = to_object(th, this)?;
    let f = arg(args, 1);
    if !Obj::of(f).is_some_and(|f| f.is_callable()) {
        let name = if getter {
            "__defineGetter__"
        } else {
            "__defineSetter__"
        };
        return Err(type_error(
            th,
            &format!("Object.prototype.{name}: Expecting function"),
        ));
    }
    heap::scope(th, |s| {
        let (oh, fh) = (s.root(o.value()), s.root(f));
        let kv = arg(args, 0);
        let key = s.collecting(|th| object::to_key(th, kv))?;
        let (o, f) = (Obj::of(s.get(oh)).expect("object"), s.get(fh));
        let (mut g, mut st) = (Value::UNDEFINED, Value::UNDEFINED);
        if let Some(own) = object::get_own(o, key)
            && own.attrs & ACCESSOR != 0
        {
            (g, st) = object::accessor_parts(own.value);
        }
        if getter {
            g = f;
        } else {
            st = f;
        }
        let pair = object::new_accessor(s.thread(), g, st);
        if !object::define(
            s.thread(),
            o,
            key,
            pair,
            ACCESSOR | ENUMERABLE | CONFIGURABLE,
        ) {
            let kv = key.value(s.thread());
            let text = crate::ops::to_rust_string(kv);
            return Err(type_error(
                s.thread(),
                &format!("Cannot redefine property: {text}"),
            ));
        }
        Ok(Value::UNDEFINED)
    })
}

fn lookup_getter(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    lookup_accessor_half(th, this, args, true)
}

fn lookup_setter(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    lookup_accessor_half(th, this, args, false)
}

/// `__lookupGetter__`/`__lookupSetter__`: the half of the accessor the
/// prototype chain holds for the key, or undefined (a data property ends
/// the search too).
fn lookup_accessor_half(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    getter: bool,
) -> JsResult<Value> {
    let o = to_object(th, this)?;
    let (key, ov) = to_key_keeping(th, arg(args, 0), o.value())?;
    let mut cur = Obj::of(ov);
    while let Some(c) = cur {
        if let Some(own) = object::get_own(c, key) {
            if own.attrs & ACCESSOR == 0 {
                return Ok(Value::UNDEFINED);
            }
            let (g, s) = object::accessor_parts(own.value);
            return Ok(if getter { g } else { s });
        }
        cur = Obj::of(c.proto());
    }
    Ok(Value::UNDEFINED)
}

fn object_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    // `super()` of a class that extends Object: OrdinaryCreateFromConstructor
    // with new.target's prototype; the argument is ignored.
    if !nt.is_undefined() && nt != th.realm.object_constructor {
        let proto = super::collection::proto_from_constructor(th, nt, |r| r.object_prototype)?;
        return Ok(object::new_object(th, proto, object::DEFAULT_INLINE).value());
    }
    let v = arg(args, 0);
    if v.is_nullish() {
        return Ok(object::new_plain(th).value());
    }
    Ok(to_object(th, v)?.value())
}

/// Own enumerable string-keyed properties, as (key value, key).
fn enumerable_string_keys(th: &mut Thread, o: Obj) -> Vec<(Value, Key)> {
    let mut out = Vec::new();
    for k in object::own_keys(o) {
        if let Key::Name(n) = k
            && n.is_symbol()
        {
            continue;
        }
        if object::own_attrs(o, k).is_some_and(|a| a & ENUMERABLE != 0) {
            let kv = k.value(th);
            out.push((kv, k));
        }
    }
    out
}

fn keys(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    let ks: Vec<Value> = enumerable_string_keys(th, o)
        .into_iter()
        .map(|(v, _)| v)
        .collect();
    Ok(array::from_values(th, &ks).value())
}

/// Values or [key, value] pairs of own enumerable string keys (each key
/// checked again when its turn comes: a getter may delete or hide a later
/// one). Getters may run and collect: the object and the result are
/// rooted; keys are atoms or indices, which never move.
fn collect_values(th: &mut Thread, o: Obj, pairs: bool) -> JsResult<Value> {
    let keys: Vec<Key> = object::own_keys(o)
        .into_iter()
        .filter(|k| !matches!(k, Key::Name(n) if n.is_symbol()))
        .collect();
    heap::scope(th, |s| {
        let obj = s.root(o.value());
        let out = array::new_array(s.thread(), keys.len() as u32);
        let out = s.root(out.value());
        for k in keys {
            let ov = s.get(obj);
            let o = Obj::of(ov).expect("object");
            if object::own_attrs(o, k).is_none_or(|a| a & ENUMERABLE == 0) {
                continue;
            }
            let v = s.collecting(|th| object::get(th, o, k, ov))?;
            let item = if pairs {
                let kv = k.value(s.thread());
                array::from_values(s.thread(), &[kv, v]).value()
            } else {
                v
            };
            let arr = Obj::of(s.get(out)).expect("array");
            array::push(s.thread(), arr, item)?;
        }
        Ok(s.get(out))
    })
}

fn values(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    collect_values(th, o, false)
}

fn entries(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    collect_values(th, o, true)
}

fn assign(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let target = to_object(th, arg(args, 0))?;
    heap::scope(th, |s| {
        let t = s.root(target.value());
        // A getter of one source may collect before the next is read.
        let sources: Vec<_> = args.iter().skip(1).map(|&v| s.root(v)).collect();
        for src in sources {
            let src = s.get(src);
            if src.is_nullish() {
                continue;
            }
            let so = to_object(s.thread(), src)?;
            let sh = s.root(so.value());
            for k in object::own_keys(so) {
                let sv = s.get(sh);
                let so = Obj::of(sv).expect("object");
                if object::own_attrs(so, k).is_none_or(|a| a & ENUMERABLE == 0) {
                    continue;
                }
                let v = s.collecting(|th| object::get(th, so, k, sv))?;
                let tv = s.get(t);
                // Set(target, key, v, true): a refusal throws node's message.
                s.collecting(|th| crate::object::ic::set_value(th, tv, k, v, u32::MAX))?;
            }
        }
        Ok(s.get(t))
    })
}

pub(crate) fn check_proto(th: &mut Thread, p: Value) -> JsResult<()> {
    if p.is_null() || Obj::of(p).is_some() {
        return Ok(());
    }
    let text = crate::console::inspect_brief(th, p);
    Err(type_error(
        th,
        &format!("Object prototype may only be an Object or null: {text}"),
    ))
}

fn create(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let proto = arg(args, 0);
    check_proto(th, proto)?;
    let o = object::new_object(th, proto, object::DEFAULT_INLINE);
    let props = arg(args, 1);
    if props.is_undefined() {
        return Ok(o.value());
    }
    // Descriptors' getters may collect.
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let ov = s.get(oh);
        s.collecting(|th| define_properties(th, Value::UNDEFINED, &[ov, props], Value::UNDEFINED))?;
        Ok(s.get(oh))
    })
}

fn get_prototype_of(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(to_object(th, arg(args, 0))?.proto())
}

fn set_prototype_of(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (o, proto) = (arg(args, 0), arg(args, 1));
    if o.is_nullish() {
        return Err(type_error(
            th,
            "Object.setPrototypeOf called on null or undefined",
        ));
    }
    check_proto(th, proto)?;
    let Some(obj) = Obj::of(o) else { return Ok(o) };
    if let Some(p) = Obj::of(proto)
        && (p == obj || object::inherits_from(p, obj))
    {
        return Err(type_error(th, "Cyclic __proto__ value"));
    }
    if !object::is_extensible(obj) && obj.proto() != proto {
        let text = crate::console::inspect_brief(th, o);
        return Err(type_error(th, &format!("{text} is not extensible")));
    }
    obj.set_proto(th, proto);
    Ok(o)
}

/// ToPropertyDescriptor, then [[DefineOwnProperty]] (ValidateAndApply for
/// the common cases), throwing node's TypeError when it is refused.
fn define_from_descriptor(th: &mut Thread, o: Obj, key: Key, desc: Value) -> JsResult<()> {
    define_from_descriptor_with(th, o, key, desc, true).map(|_| ())
}

/// [`define_from_descriptor`], answering a refusal with false when not
/// `throwing` (`Reflect.defineProperty`); a descriptor that is not one
/// throws either way.
pub(crate) fn define_from_descriptor_with(
    th: &mut Thread,
    o: Obj,
    key: Key,
    desc: Value,
    throwing: bool,
) -> JsResult<bool> {
    if Obj::of(desc).is_none() {
        let text = crate::console::inspect_brief(th, desc);
        return Err(type_error(
            th,
            &format!("Property description must be an object: {text}"),
        ));
    }
    let names = [
        th.realm.names.enumerable,
        th.realm.names.configurable,
        th.realm.names.value,
        th.realm.names.writable,
        th.realm.names.get,
        th.realm.names.set,
    ];
    // The fields' getters may collect: the object, the descriptor and the
    // fields read so far are rooted.
    let (field, o, desc) = heap::scope(th, |s| {
        let oh = s.root(o.value());
        let dh = s.root(desc);
        let mut field = [None; 6];
        for (i, n) in names.iter().enumerate() {
            let dv = s.get(dh);
            let d = Obj::of(dv).expect("descriptor");
            if object::has(d, Key::Name(*n)) {
                let v = s.collecting(|th| object::get(th, d, Key::Name(*n), dv))?;
                field[i] = Some(s.root(v));
            }
        }
        let field = field.map(|h| h.map(|h| s.get(h)));
        let o = Obj::of(s.get(oh)).expect("object");
        Ok::<_, crate::error::Thrown>((field, o, s.get(dh)))
    })?;
    let truthy = |v: Option<Value>| v.map(|x| crate::ops::kl_truthy_slow(x));
    let (en, conf, value, wr, get, set) = (
        truthy(field[0]),
        truthy(field[1]),
        field[2],
        truthy(field[3]),
        field[4],
        field[5],
    );
    if (get.is_some() || set.is_some()) && (value.is_some() || wr.is_some()) {
        let text = crate::console::inspect_brief(th, desc);
        return Err(type_error(
            th,
            &format!(
                "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, {text}"
            ),
        ));
    }
    for (f, what) in [(get, "Getter"), (set, "Setter")] {
        if let Some(g) = f
            && !g.is_undefined()
            && !Obj::of(g).is_some_and(|f| f.is_callable())
        {
            let text = crate::console::inspect_brief(th, g);
            return Err(type_error(
                th,
                &format!("{what} must be a function: {text}"),
            ));
        }
    }
    let existing = object::get_own(o, key);
    let old_attrs = existing.map(|p| p.attrs);
    let flag = |new: Option<bool>, bit: Attrs| match (new, old_attrs) {
        (Some(true), _) => bit,
        (Some(false), _) => 0,
        (None, Some(a)) => a & bit,
        (None, None) => 0,
    };
    let mut attrs = flag(en, ENUMERABLE) | flag(conf, CONFIGURABLE);
    let v = if get.is_some() || set.is_some() {
        attrs |= ACCESSOR;
        let (mut g0, mut s0) = (Value::UNDEFINED, Value::UNDEFINED);
        if let Some(own) = existing
            && own.attrs & ACCESSOR != 0
        {
            (g0, s0) = object::accessor_parts(own.value);
        }
        object::new_accessor(th, get.unwrap_or(g0), set.unwrap_or(s0))
    } else {
        let keep_accessor =
            existing.is_some_and(|p| p.attrs & ACCESSOR != 0) && value.is_none() && wr.is_none();
        if keep_accessor {
            attrs |= ACCESSOR;
            existing.expect("checked").value
        } else {
            attrs |= flag(wr, WRITABLE)
                & if old_attrs.is_some_and(|a| a & ACCESSOR != 0) {
                    0
                } else {
                    WRITABLE
                };
            if wr == Some(true) {
                attrs |= WRITABLE;
            }
            match (value, existing) {
                (Some(v), _) => v,
                (None, Some(p)) if p.attrs & ACCESSOR == 0 => p.value,
                _ => Value::UNDEFINED,
            }
        }
    };
    if let (Key::Name(n), true) = (key, o.is_array())
        && n == th.realm.names.length
    {
        // An array's length is never configurable, enumerable or an
        // accessor, and once read-only stays so.
        let redefine = |th: &mut Thread| -> JsResult<bool> {
            if throwing {
                Err(type_error(th, "Cannot redefine property: length"))
            } else {
                Ok(false)
            }
        };
        if en == Some(true)
            || conf == Some(true)
            || get.is_some()
            || set.is_some()
            || (wr == Some(true) && !array::length_writable(o))
        {
            return redefine(th);
        }
        let o = match value {
            // ArraySetLength converts the value, which may collect.
            Some(v) => {
                let (ok, o) = heap::scope(th, |s| {
                    let oh = s.root(o.value());
                    let ok = s.collecting(|th| array::set_length_value(th, o, v))?;
                    Ok::<_, crate::error::Thrown>((ok, Obj::of(s.get(oh)).expect("array")))
                })?;
                if !ok {
                    return redefine(th);
                }
                o
            }
            None => o,
        };
        if wr == Some(false) {
            array::set_length_read_only(th, o);
        }
        return Ok(true);
    }
    if !object::define(th, o, key, v, attrs) {
        if !throwing {
            return Ok(false);
        }
        let kd = key.value(th);
        let name = if kd.is_symbol() {
            crate::object::atom::descriptive_string(kd)
        } else {
            string::units(kd).to_string_lossy()
        };
        // A new property is refused only by a non-extensible object (or an
        // array's read-only length), an existing one by its attributes.
        let msg = if existing.is_none() {
            format!("Cannot define property {name}, object is not extensible")
        } else {
            format!("Cannot redefine property: {name}")
        };
        return Err(type_error(th, &msg));
    }
    Ok(true)
}

fn define_property(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = arg(args, 0);
    if Obj::of(o).is_none() {
        return Err(type_error(th, "Object.defineProperty called on non-object"));
    }
    // ToPropertyKey and the descriptor's getters may collect.
    heap::scope(th, |s| {
        let oh = s.root(o);
        let dh = s.root(arg(args, 2));
        let key = s.collecting(|th| object::to_key(th, arg(args, 1)))?;
        let (ov, dv) = (s.get(oh), s.get(dh));
        s.collecting(|th| define_from_descriptor(th, Obj::of(ov).expect("object"), key, dv))?;
        Ok(s.get(oh))
    })
}

fn define_properties(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = arg(args, 0);
    if Obj::of(o).is_none() {
        return Err(type_error(
            th,
            "Object.defineProperties called on non-object",
        ));
    }
    let props = to_object(th, arg(args, 1))?;
    // Descriptors' getters may collect.
    heap::scope(th, |s| {
        let oh = s.root(o);
        let ph = s.root(props.value());
        for k in object::own_keys(props) {
            let pv = s.get(ph);
            let p = Obj::of(pv).expect("object");
            if object::own_attrs(p, k).is_none_or(|a| a & ENUMERABLE == 0) {
                continue;
            }
            let d = s.collecting(|th| object::get(th, p, k, pv))?;
            let ov = s.get(oh);
            s.collecting(|th| define_from_descriptor(th, Obj::of(ov).expect("object"), k, d))?;
        }
        Ok(s.get(oh))
    })
}

pub(crate) fn get_own_property_names(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    let mut names = Vec::new();
    let mut length_listed = !o.is_array();
    for k in object::own_keys(o) {
        if matches!(k, Key::Name(n) if n.is_symbol()) {
            continue;
        }
        // An array's `length` (not stored as a property) comes first among
        // its named keys, as V8 lists it.
        if !length_listed && matches!(k, Key::Name(_)) {
            names.push(th.realm.names.length);
            length_listed = true;
        }
        names.push(k.value(th));
    }
    if !length_listed {
        names.push(th.realm.names.length);
    }
    Ok(array::from_values(th, &names).value())
}

fn get_own_property_symbols(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    let syms: Vec<Value> = object::own_keys(o)
        .into_iter()
        .filter_map(|k| match k {
            Key::Name(n) if n.is_symbol() => Some(n),
            _ => None,
        })
        .collect();
    Ok(array::from_values(th, &syms).value())
}

pub(crate) fn get_own_property_descriptor(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    let (key, o) = to_key_keeping(th, arg(args, 1), o.value())?;
    let o = Obj::of(o).expect("object");
    // An error's `stack` shows as the data property node has: it is
    // formatted now if it was not yet (which may run `name`'s getter).
    let o = if key == Key::Name(th.realm.names.stack) {
        heap::scope(th, |s| {
            let oh = s.root(o.value());
            s.collecting(|th| crate::stack::materialize(th, o))?;
            Ok(Obj::of(s.get(oh)).expect("object"))
        })?
    } else {
        o
    };
    let (value, attrs) = match object::get_own(o, key) {
        Some(own) => (own.value, own.attrs),
        None => {
            if let (Key::Name(n), true) = (key, o.is_array())
                && n == th.realm.names.length
            {
                (
                    Value::number(f64::from(array::length(o))),
                    array::length_attrs(o),
                )
            } else {
                return Ok(Value::UNDEFINED);
            }
        }
    };
    let d = object::new_plain(th);
    let n = [
        th.realm.names.value,
        th.realm.names.writable,
        th.realm.names.get,
        th.realm.names.set,
        th.realm.names.enumerable,
        th.realm.names.configurable,
    ];
    if attrs & ACCESSOR != 0 {
        let (g, s) = object::accessor_parts(value);
        object::create_data_property(th, d, Key::Name(n[2]), g);
        object::create_data_property(th, d, Key::Name(n[3]), s);
    } else {
        object::create_data_property(th, d, Key::Name(n[0]), value);
        object::create_data_property(
            th,
            d,
            Key::Name(n[1]),
            Value::boolean(attrs & WRITABLE != 0),
        );
    }
    object::create_data_property(
        th,
        d,
        Key::Name(n[4]),
        Value::boolean(attrs & ENUMERABLE != 0),
    );
    object::create_data_property(
        th,
        d,
        Key::Name(n[5]),
        Value::boolean(attrs & CONFIGURABLE != 0),
    );
    Ok(d.value())
}

fn get_own_property_descriptors(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let out = object::new_plain(s.thread());
        let outh = s.root(out.value());
        let mut keys = object::own_keys(o);
        if o.is_array() {
            // An array's `length` is not in its shape; node lists it after
            // the indices, before the other names.
            let at = keys
                .iter()
                .take_while(|k| matches!(k, Key::Index(_)))
                .count();
            keys.insert(at, Key::Name(s.thread().realm.names.length));
        }
        for k in keys {
            let kv = k.value(s.thread());
            let ov = s.get(oh);
            // A `stack` may be formatted here, which can run a getter.
            let d = s.collecting(|th| {
                get_own_property_descriptor(th, Value::UNDEFINED, &[ov, kv], Value::UNDEFINED)
            })?;
            if !d.is_undefined() {
                let out = Obj::of(s.get(outh)).expect("object");
                object::create_data_property(s.thread(), out, k, d);
            }
        }
        Ok(s.get(outh))
    })
}

/// Object.hasOwn(o, key): hasOwnProperty with the object first.
fn has_own(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let o = to_object(th, arg(args, 0))?;
    has_own_property(th, o.value(), &args[1.min(args.len())..], nt)
}

/// Makes every own property non-configurable (and, for `freeze`, data
/// properties non-writable), then prevents extensions.
pub(crate) fn set_integrity(th: &mut Thread, o: Obj, frozen: bool) {
    let typed = crate::object::typed::is_typed(o);
    for k in object::own_keys(o) {
        // A typed array's elements keep their attributes (V8 seals one
        // without changing them; `freeze` refuses one with elements).
        if typed && matches!(k, Key::Index(_)) {
            continue;
        }
        let own = object::get_own(o, k).expect("own key");
        let mut a = own.attrs & !CONFIGURABLE;
        if frozen && own.attrs & ACCESSOR == 0 {
            a &= !WRITABLE;
        }
        if a != own.attrs {
            array::to_sparse_elements(th, o);
            object::to_dictionary(th, o);
            let own = object::get_own(o, k).expect("own key");
            force_attrs(th, o, k, own.value, a);
        }
    }
    if o.is_array() && frozen {
        array::set_length_read_only(th, o);
    }
    object::prevent_extensions(th, o);
}

/// Sets attributes unconditionally (used only to lower them).
fn force_attrs(th: &mut Thread, o: Obj, k: Key, v: Value, a: Attrs) {
    // Only ever lowers attributes (configurable to not, writable to not),
    // which [[DefineOwnProperty]] allows even on non-configurable ones.
    object::define(th, o, k, v, a);
}

fn freeze(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let v = arg(args, 0);
    if let Some(o) = Obj::of(v) {
        if crate::object::typed::is_typed(o) && crate::object::typed::typed_len(o) > 0 {
            return Err(type_error(
                th,
                "Cannot freeze array buffer views with elements",
            ));
        }
        // A namespace refuses to make its first export read-only.
        if crate::object::namespace::is_namespace(o)
            && let Some(Key::Name(k)) = object::own_keys(o)
                .into_iter()
                .find(|k| !matches!(k, Key::Name(n) if n.is_symbol()))
        {
            let name = crate::string::units(k).to_string_lossy();
            return Err(type_error(th, &format!("Cannot redefine property: {name}")));
        }
        set_integrity(th, o, true);
    }
    Ok(v)
}

fn seal(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let v = arg(args, 0);
    if let Some(o) = Obj::of(v) {
        set_integrity(th, o, false);
    }
    Ok(v)
}

fn prevent_extensions(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let v = arg(args, 0);
    if let Some(o) = Obj::of(v) {
        object::prevent_extensions(th, o);
    }
    Ok(v)
}

fn test_integrity(o: Obj, frozen: bool) -> bool {
    if object::is_extensible(o) {
        return false;
    }
    if frozen && o.is_array() && array::length_writable(o) && array::length(o) > 0 {
        return false;
    }
    object::own_keys(o).into_iter().all(|k| {
        let a = object::own_attrs(o, k).unwrap_or(0);
        a & CONFIGURABLE == 0 && (!frozen || a & ACCESSOR != 0 || a & WRITABLE == 0)
    })
}

fn is_frozen(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(
        Obj::of(arg(args, 0)).is_none_or(|o| test_integrity(o, true)),
    ))
}

fn is_sealed(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(
        Obj::of(arg(args, 0)).is_none_or(|o| test_integrity(o, false)),
    ))
}

fn is_extensible(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(
        Obj::of(arg(args, 0)).is_some_and(object::is_extensible),
    ))
}

fn from_entries(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let src = arg(args, 0);
    if src.is_nullish() {
        // V8's words, for null too.
        return Err(type_error(th, "undefined is not iterable"));
    }
    let o = object::new_plain(th);
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let src = s.root(src);
        // Entry by entry: a bad entry, or a throw while reading one, closes
        // the iterator (IteratorClose) before the error propagates.
        super::collection::for_each_value(s, src, |s, pair| {
            let Some(p) = Obj::of(pair) else {
                let text = crate::console::inspect_brief(s.thread(), pair);
                return Err(type_error(
                    s.thread(),
                    &format!("Iterator value {text} is not an entry object"),
                ));
            };
            let h = s.root(pair);
            let k = s.collecting(|th| object::get(th, p, Key::Index(0), pair))?;
            let kh = s.root(k);
            let pair = s.get(h);
            let v = s.collecting(|th| {
                object::get(th, Obj::of(pair).expect("obj"), Key::Index(1), pair)
            })?;
            let k = s.get(kh);
            let vh = s.root(v);
            let key = s.collecting(|th| object::to_key(th, k))?;
            let v = s.get(vh);
            let ov = s.get(oh);
            object::create_data_property(s.thread(), Obj::of(ov).expect("obj"), key, v);
            Ok(())
        })?;
        Ok(s.get(oh))
    })
}

fn is(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::boolean(crate::ops::same_value(
        arg(args, 0),
        arg(args, 1),
    )))
}

/// ToPropertyKey(key), which may run JavaScript (and collect), with
/// `keep` rooted across it: `(key, keep as it is afterwards)`.
fn to_key_keeping(th: &mut Thread, key: Value, keep: Value) -> JsResult<(Key, Value)> {
    heap::scope(th, |s| {
        let h = s.root(keep);
        let k = s.collecting(|th| object::to_key(th, key))?;
        Ok((k, s.get(h)))
    })
}

fn has_own_property(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (key, this) = to_key_keeping(th, arg(args, 0), this)?;
    let o = to_object(th, this)?;
    let own = object::get_own(o, key).is_some()
        || matches!(key, Key::Name(n) if n == th.realm.names.length && o.is_array());
    Ok(Value::boolean(own))
}

fn is_prototype_of(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    // A primitive argument answers false before `this` is converted.
    let Some(v) = Obj::of(arg(args, 0)) else {
        return Ok(Value::FALSE);
    };
    let p = to_object(th, this)?;
    Ok(Value::boolean(object::inherits_from(v, p)))
}

fn property_is_enumerable(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let (key, this) = to_key_keeping(th, arg(args, 0), this)?;
    let o = to_object(th, this)?;
    Ok(Value::boolean(
        object::own_attrs(o, key).is_some_and(|a| a & ENUMERABLE != 0),
    ))
}

/// Object.prototype.toString: `[object Tag]`.
pub fn to_string_tag(th: &mut Thread, this: Value) -> JsResult<String> {
    if this.is_undefined() {
        return Ok("[object Undefined]".into());
    }
    if this.is_null() {
        return Ok("[object Null]".into());
    }
    let o = to_object(th, this)?;
    let builtin = match o.kind() {
        KL_KIND_ARRAY | KL_KIND_ARRAY_SPARSE => "Array",
        KL_KIND_FUNCTION => "Function",
        KL_KIND_ERROR => "Error",
        KL_KIND_ARGUMENTS => "Arguments",
        KL_KIND_DATE => "Date",
        KL_KIND_REGEXP => "RegExp",
        KL_KIND_BOXED => super::global::boxed_tag(o),
        _ => super::global::prototype_tag(th, o),
    };
    let tag_key = th.realm.symbols.to_string_tag;
    let tag = object::get(th, o, Key::Name(tag_key), o.value())?;
    if tag.is_string() {
        return Ok(format!("[object {}]", string::units(tag).to_string_lossy()));
    }
    Ok(format!("[object {builtin}]"))
}

/// `Object.prototype.toLocaleString`: Invoke(this, "toString") — a
/// primitive `this` keeps its own `toString` (`'a'.toLocaleString()` is
/// 'a', which `Array.prototype.toLocaleString` relies on).
fn to_locale_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    if this.is_nullish() {
        return Err(type_error(
            th,
            "Object.prototype.toLocaleString called on null or undefined",
        ));
    }
    let k = th.realm.names.to_string;
    // The `toString` getter may collect: `this` is rooted across it.
    let (f, this) = heap::scope(th, |s| {
        let h = s.root(this);
        let f = s.collecting(|th| object::ic::get_value(th, this, Key::Name(k), u32::MAX))?;
        Ok::<_, crate::error::Thrown>((f, s.get(h)))
    })?;
    object::function::call(th, f, this, &[])
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = to_string_tag(th, this)?;
    Ok(string::from_str(th, &s))
}

fn value_of(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(to_object(th, this)?.value())
}
