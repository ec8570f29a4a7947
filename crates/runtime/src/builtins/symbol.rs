//! `Symbol`: the function, `Symbol.for`/`keyFor`, the well-known symbols,
//! and `Symbol.prototype`.

use super::arg;
use crate::error::{JsResult, type_error};
use crate::object::atom;
use crate::object::function::{define_native, new_native, new_native_constructor};
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj, realm};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let proto = th.realm.symbol_prototype;
    let ctor = new_native_constructor(th, "Symbol", 0, symbol_fn, proto);
    // `new Symbol()` reaches symbol_fn with a new.target and throws there.
    realm::define_global(th, "Symbol", ctor.value());
    define_native(th, ctor, "for", 1, symbol_for);
    define_native(th, ctor, "keyFor", 1, key_for);
    let w = &th.realm.symbols;
    // In node's order (Object.getOwnPropertyNames(Symbol)).
    let wk = [
        ("asyncIterator", w.async_iterator),
        ("hasInstance", w.has_instance),
        ("isConcatSpreadable", w.is_concat_spreadable),
        ("iterator", w.iterator),
        ("match", w.match_),
        ("matchAll", w.match_all),
        ("replace", w.replace),
        ("search", w.search),
        ("species", w.species),
        ("split", w.split),
        ("toPrimitive", w.to_primitive),
        ("toStringTag", w.to_string_tag),
        ("unscopables", w.unscopables),
        ("dispose", w.dispose),
        ("asyncDispose", w.async_dispose),
    ];
    for (name, sym) in wk {
        let k = th.realm.atoms.intern_str(name);
        object::define(th, ctor, Key::Name(k), sym, 0);
    }
    let p = Obj::of(proto).expect("Symbol.prototype");
    define_native(th, p, "toString", 0, to_string);
    define_native(th, p, "valueOf", 0, value_of);
    let getter_name = th.realm.atoms.intern_str("get description");
    let getter = new_native(th, getter_name, 0, description);
    let pair = object::new_accessor(th, getter.value(), Value::UNDEFINED);
    let k = th.realm.atoms.intern_str("description");
    object::define(
        th,
        p,
        Key::Name(k),
        pair,
        object::shape::ACCESSOR | CONFIGURABLE,
    );
    let tag = th.realm.symbols.to_string_tag;
    let tag_v = th.realm.atoms.intern_str("Symbol");
    object::define(th, p, Key::Name(tag), tag_v, CONFIGURABLE);
    // `[Symbol.toPrimitive](hint)`: thisSymbolValue, so a Symbol wrapper
    // converts to its symbol (a property key, a TypeError as a string).
    let name = th.realm.atoms.intern_str("[Symbol.toPrimitive]");
    let f = new_native(th, name, 1, value_of);
    let k = th.realm.symbols.to_primitive;
    object::define(th, p, Key::Name(k), f.value(), CONFIGURABLE);
}

fn symbol_fn(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    if !nt.is_undefined() {
        return Err(type_error(th, "Symbol is not a constructor"));
    }
    let d = arg(args, 0);
    let desc = if d.is_undefined() {
        Value::UNDEFINED
    } else {
        let s = crate::ops::to_string_value(th, d)?;
        th.realm.atoms.intern(s)
    };
    Ok(atom::new_symbol(desc, 0))
}

fn symbol_for(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = crate::ops::to_string_value(th, arg(args, 0))?;
    Ok(th.realm.atoms.registered_symbol(s))
}

fn key_for(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = arg(args, 0);
    if !s.is_symbol() {
        let text = crate::console::inspect_brief(th, s);
        return Err(type_error(th, &format!("{text} is not a symbol")));
    }
    Ok(th.realm.atoms.registered_key(s).unwrap_or(Value::UNDEFINED))
}

fn this_symbol(th: &mut Thread, this: Value, method: &str) -> JsResult<Value> {
    if this.is_symbol() {
        return Ok(this);
    }
    if let Some(o) = Obj::of(this)
        && let Some(p) = super::global::unbox(o)
        && p.is_symbol()
    {
        return Ok(p);
    }
    Err(type_error(
        th,
        &format!("Symbol.prototype.{method} requires that 'this' be a Symbol"),
    ))
}

fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = this_symbol(th, this, "toString")?;
    let text = atom::descriptive_string(s);
    Ok(string::from_str(th, &text))
}

fn value_of(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    this_symbol(th, this, "valueOf")
}

fn description(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = this_symbol(th, this, "description")?;
    Ok(atom::symbol(s).description)
}
