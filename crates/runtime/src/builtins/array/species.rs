//! `Symbol.species`: `Array[Symbol.species]`, and ArraySpeciesCreate for
//! the methods that make a new array from their receiver (`map`,
//! `filter`, `slice`, `splice`, `concat`, `flat`, `flatMap`), so that they
//! return an instance of an Array subclass they are called on.
//!
//! An ordinary array (prototype Array.prototype, no own `constructor`)
//! takes the method directly: the species lookup is two property reads,
//! which the common case does not pay. kiln assumes that
//! `Array.prototype.constructor` and `Array[Symbol.species]` keep their
//! built-in values; a program that replaces either sees plain arrays from
//! ordinary receivers.
//!
//! Otherwise the species constructor is called when the specification
//! calls it (before the callbacks, or, for `slice` and `splice`, with the
//! count the method computes, after it), the method builds its plain
//! result, and the result's elements and length are then defined on the
//! constructed object in order.

use super::{callbacks, copy, mutate};
use crate::error::{JsResult, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::function::{self, NativeFn, new_native};
use crate::object::shape::{ACCESSOR, CONFIGURABLE};
use crate::object::{self, Key, Obj, array};
use crate::thread::Thread;
use crate::value::Value;

/// `get Array[Symbol.species]() { return this; }`.
pub fn install(th: &mut Thread, ctor: Obj) {
    let name = th.realm.atoms.intern_str("get [Symbol.species]");
    let getter = new_native(th, name, 0, return_this);
    let pair = object::new_accessor(th, getter.value(), Value::UNDEFINED);
    let k = th.realm.symbols.species;
    object::define(th, ctor, Key::Name(k), pair, ACCESSOR | CONFIGURABLE);
}

fn return_this(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this)
}

/// When the species constructor is called, and with what length.
#[derive(Clone, Copy)]
enum Create {
    /// Before the method runs, with 0 (or the receiver's length: `map`);
    /// `set_length`: the method ends by setting the length (`concat`).
    Before {
        receiver_length: bool,
        set_length: bool,
    },
    /// After, with the plain result's length (`slice`, `splice`).
    After,
}

/// A new, empty array before the method runs (`filter`, `flat`, `flatMap`).
const BEFORE: Create = Create::Before {
    receiver_length: false,
    set_length: false,
};

pub(super) fn map(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let before = Create::Before {
        receiver_length: true,
        set_length: false,
    };
    with_species(th, this, args, nt, callbacks::map, before)
}

pub(super) fn filter(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    with_species(th, this, args, nt, callbacks::filter, BEFORE)
}

pub(super) fn concat(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let before = Create::Before {
        receiver_length: false,
        set_length: true,
    };
    with_species(th, this, args, nt, copy::concat, before)
}

pub(super) fn flat(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    with_species(th, this, args, nt, copy::flat, BEFORE)
}

pub(super) fn flat_map(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    with_species(th, this, args, nt, copy::flat_map, BEFORE)
}

pub(super) fn slice(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    with_species(th, this, args, nt, copy::slice, Create::After)
}

pub(super) fn splice(th: &mut Thread, this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    with_species(th, this, args, nt, mutate::splice, Create::After)
}

#[inline(always)]
fn with_species(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    nt: Value,
    method: NativeFn,
    create: Create,
) -> JsResult<Value> {
    let Some(o) = Obj::of(this).filter(|o| o.is_array()) else {
        return method(th, this, args, nt);
    };
    let ctor_k = Key::Name(th.realm.names.constructor);
    // An array with no named properties of its own (the usual shape) has
    // no own `constructor`: one load instead of a key search. With this
    // check inline in each method's entry, bench/churn (a `slice` every
    // few events) runs 0.2% more instructions than with no species at
    // all (callgrind: 3 189 M → 3 195 M; the key search made it 3 208 M).
    let shape = o.shape();
    let no_own_names = !shape.dictionary && shape.count == 0;
    if o.proto() == th.realm.array_prototype
        && (no_own_names || object::get_own(o, ctor_k).is_none())
    {
        return method(th, this, args, nt);
    }
    species_slow(th, o, this, args, nt, method, create)
}

/// ArraySpeciesCreate around `method` for an array that may have another
/// species (kept out of line: the fast path above stays a few
/// instructions).
#[inline(never)]
fn species_slow(
    th: &mut Thread,
    o: Obj,
    this: Value,
    args: &[Value],
    nt: Value,
    method: NativeFn,
    create: Create,
) -> JsResult<Value> {
    let ctor_k = Key::Name(th.realm.names.constructor);
    heap::scope(th, |s| {
        let this_h = s.root(this);
        let arg_hs: Vec<Handle> = args.iter().map(|&v| s.root(v)).collect();
        let c = s.collecting(|th| object::get(th, o, ctor_k, this))?;
        let c = match Obj::of(c) {
            Some(co) => {
                let k = Key::Name(s.thread().realm.symbols.species);
                let sp = s.collecting(|th| object::get(th, co, k, c))?;
                if sp.is_null() { Value::UNDEFINED } else { sp }
            }
            None => c,
        };
        if c.is_undefined() || c == s.thread().realm.array_constructor {
            return run(s, method, this_h, &arg_hs, nt);
        }
        if !function::is_constructor(c) {
            return Err(type_error(
                s.thread(),
                "object.constructor[Symbol.species] is not a constructor",
            ));
        }
        let ch = s.root(c);
        let made = match create {
            Create::Before {
                receiver_length, ..
            } => {
                let n = if receiver_length {
                    array::length(Obj::of(s.get(this_h)).expect("array"))
                } else {
                    0
                };
                let a = construct(s, ch, n)?;
                Some(s.root(a))
            }
            Create::After => None,
        };
        let r = run(s, method, this_h, &arg_hs, nt)?;
        let rh = s.root(r);
        let len = array::length(Obj::of(r).expect("array"));
        let target = match made {
            Some(h) => h,
            None => {
                let a = construct(s, ch, len)?;
                s.root(a)
            }
        };
        for i in 0..len {
            let r = Obj::of(s.get(rh)).expect("array");
            let Some(own) = object::get_own(r, Key::Index(i)) else {
                continue;
            };
            let t = Obj::of(s.get(target)).expect("constructed object");
            if !object::create_data_property(s.thread(), t, Key::Index(i), own.value) {
                return Err(type_error(
                    s.thread(),
                    &format!("Cannot add property {i}, object is not extensible"),
                ));
            }
        }
        // Set(A, "length", len, true), as slice, splice and concat end.
        let set_length = match create {
            Create::Before { set_length, .. } => set_length,
            Create::After => true,
        };
        if !set_length {
            return Ok(s.get(target));
        }
        let t = s.get(target);
        let k = Key::Name(s.thread().realm.names.length);
        let n = Value::number(f64::from(len));
        s.collecting(|th| crate::object::ic::set_value(th, t, k, n, u32::MAX))?;
        Ok(s.get(target))
    })
}

/// The method itself, on the rooted receiver and arguments.
fn run<'id>(
    s: &mut Scope<'_, 'id>,
    method: NativeFn,
    this_h: Handle<'id>,
    arg_hs: &[Handle<'id>],
    nt: Value,
) -> JsResult<Value> {
    let args: Vec<Value> = arg_hs.iter().map(|&h| s.get(h)).collect();
    let this = s.get(this_h);
    s.collecting(|th| method(th, this, &args, nt))
}

/// `new C(n)` for the species constructor `C`.
fn construct<'id>(s: &mut Scope<'_, 'id>, ch: Handle<'id>, n: u32) -> JsResult<Value> {
    let c = s.get(ch);
    s.collecting(|th| function::construct(th, c, &[Value::number(f64::from(n))], c))
}
