//! Async iteration: `%AsyncIteratorPrototype%`, GetIterator(obj, async)
//! for `for await` and an async generator's `yield*`, the
//! async-from-sync iterator that wraps a sync iterable's iterator
//! (`%AsyncFromSyncIteratorPrototype%`), and AsyncIteratorClose's first
//! step.
//!
//! An async-from-sync iterator is kind `KL_KIND_ASYNC_FROM_SYNC`: the
//! object prefix, then the sync iterator and its `next`.

use crate::abi::*;
use crate::error::{JsResult, Thrown, to_abi, type_error};
use crate::heap;
use crate::object::function::{self, FuncInfo, define_native, native_closure_trampoline};
use crate::object::iter::{self, iter_result};
use crate::object::{self, Key, Obj, record};
use crate::thread::Thread;
use crate::value::Value;

use super::promise::{self, Capability, Target};

const SYNC_ITERATOR: u32 = object::OBJECT_SIZE;
const SYNC_NEXT: u32 = object::OBJECT_SIZE + 8;
const SIZE: u32 = object::OBJECT_SIZE + 16;

fn return_this(_th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(this)
}

/// `%AsyncIteratorPrototype%` (`[Symbol.asyncIterator]() { return this }`),
/// made on first use.
pub fn async_iterator_prototype(th: &mut Thread) -> Value {
    if th.realm.async_iterator_prototype.is_null() {
        let op = th.realm.object_prototype;
        let p = object::new_object(th, op, 2);
        th.realm.async_iterator_prototype = p.value();
        let name = th.realm.atoms.intern_str("[Symbol.asyncIterator]");
        let f = function::new_native(th, name, 0, return_this);
        let k = th.realm.symbols.async_iterator;
        object::define_hidden(th, p, k, f.value());
    }
    th.realm.async_iterator_prototype
}

/// `%AsyncFromSyncIteratorPrototype%`, made on first use.
fn from_sync_prototype(th: &mut Thread) -> Value {
    if th.realm.async_from_sync_iterator_prototype.is_null() {
        let aip = async_iterator_prototype(th);
        let p = object::new_object(th, aip, 4);
        th.realm.async_from_sync_iterator_prototype = p.value();
        define_native(th, p, "next", 1, from_sync_next);
        define_native(th, p, "return", 1, from_sync_return);
        define_native(th, p, "throw", 1, from_sync_throw);
    }
    th.realm.async_from_sync_iterator_prototype
}

/// CreateAsyncFromSyncIterator.
fn from_sync(th: &mut Thread, iterator: Value, next: Value) -> Value {
    let proto = from_sync_prototype(th);
    let o = object::alloc(th, KL_KIND_ASYNC_FROM_SYNC, SIZE, 0, proto);
    o.set_word(th, SYNC_ITERATOR, iterator);
    o.set_word(th, SYNC_NEXT, next);
    o.value()
}

/// GetIterator(v, async): `v[Symbol.asyncIterator]()`, or its sync
/// iterator wrapped. `site` quotes the expression for the TypeError.
pub fn get_async_iterator(th: &mut Thread, v: Value, site: u32) -> JsResult<Value> {
    if v.is_nullish() {
        let what = if v.is_null() { "null" } else { "undefined" };
        return Err(type_error(
            th,
            &format!("Cannot read properties of {what} (reading 'Symbol(Symbol.asyncIterator)')"),
        ));
    }
    let k = th.realm.symbols.async_iterator;
    let (m, v) = heap::scope(th, |s| {
        let vh = s.root(v);
        let m = s.collecting(|th| object::ic::get_value(th, v, Key::Name(k), u32::MAX))?;
        Ok::<_, Thrown>((m, s.get(vh)))
    })?;
    if !m.is_nullish() {
        let it = function::call(th, m, v, &[])?;
        if !it.is_object() {
            return Err(type_error(
                th,
                "Result of the Symbol.asyncIterator method is not an object",
            ));
        }
        return Ok(it);
    }
    let (sync_m, v) = heap::scope(th, |s| {
        let vh = s.root(v);
        let m = s.collecting(|th| iter::iterator_method(th, v))?;
        Ok::<_, Thrown>((m, s.get(vh)))
    })?;
    if !Obj::of(sync_m).is_some_and(|f| f.is_callable()) {
        th.throw_site = site;
        let text = crate::thread::site_text(th, site)
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| crate::console::inspect_brief(th, v));
        return Err(type_error(th, &format!("{text} is not async iterable")));
    }
    let it = iter::iterator_from_method(th, v, sync_m)?;
    let (it, next) = heap::scope(th, |s| {
        let ih = s.root(it);
        let next = s.collecting(|th| iter::next_method(th, it))?;
        Ok::<_, Thrown>((s.get(ih), next))
    })?;
    Ok(from_sync(th, it, next))
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_get_async_iterator(th: &mut Thread, v: Value, site: u32) -> Value {
    to_abi(get_async_iterator(th, v, site))
}

/// The result of an async iterator's method after its `await`: an object,
/// or the TypeError.
#[unsafe(no_mangle)]
pub extern "C" fn kl_check_iter_result(th: &mut Thread, r: Value) -> Value {
    if r.is_object() {
        return r;
    }
    let Thrown = super::async_generator::not_object_result(th, r);
    Value::EXCEPTION
}

/// AsyncIteratorClose's call of `return` (what is then awaited), or the
/// hole when there is none. After a throw (`throwing`), anything it does
/// is ignored (the hole).
#[unsafe(no_mangle)]
pub extern "C" fn kl_async_close_start(th: &mut Thread, it: Value, throwing: bool) -> Value {
    let r = heap::scope(th, |s| {
        let ih = s.root(it);
        let k = th_return_key(s.thread());
        let m = s.collecting(|th| object::ic::get_value(th, it, k, u32::MAX))?;
        if m.is_nullish() {
            return Ok(Value::HOLE);
        }
        let it = s.get(ih);
        s.collecting(|th| function::call(th, m, it, &[]))
    });
    match (r, throwing) {
        (Ok(v), _) => v,
        (Err(Thrown), true) => {
            promise::take_exception(th);
            Value::HOLE
        }
        (Err(Thrown), false) => Value::EXCEPTION,
    }
}

fn th_return_key(th: &Thread) -> Key {
    Key::Name(th.realm.names.return_)
}

// ---- %AsyncFromSyncIteratorPrototype% ----------------------------------------------

fn this_from_sync(this: Value) -> Option<Obj> {
    Obj::of(this).filter(|o| o.kind() == KL_KIND_ASYNC_FROM_SYNC)
}

static UNWRAP_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(unwrap),
};

/// The async-from-sync continuation's `onFulfilled`: `{ value, done }`.
fn unwrap(th: &mut Thread, _this: Value, args: &[Value], callee: Value) -> JsResult<Value> {
    let done = record::get(function::env(Obj::of(callee).expect("a function")), 0);
    Ok(iter_result(th, super::arg(args, 0), done == Value::TRUE))
}

/// AsyncFromSyncIteratorContinuation(result, capability).
fn continuation(th: &mut Thread, result: Value, p: Value) -> JsResult<()> {
    let r = heap::scope(th, |s| {
        let ph = s.root(p);
        let ro = Obj::of(result).expect("an object");
        let rh = s.root(result);
        let dk = s.thread().realm.names.done;
        let done = s.collecting(|th| object::get(th, ro, Key::Name(dk), result))?;
        let done = crate::ops::kl_truthy_slow(done);
        let result = s.get(rh);
        let ro = Obj::of(result).expect("an object");
        let vk = s.thread().realm.names.value;
        let value = s.collecting(|th| object::get(th, ro, Key::Name(vk), result))?;
        let pc = s.thread().realm.promise_constructor;
        let wrapper = s.collecting(|th| promise::promise_resolve(th, pc, value))?;
        let wh = s.root(wrapper);
        let rec = record::of(s.thread(), &[Value::boolean(done)]);
        let on_f = function::new_function(s.thread(), &UNWRAP_INFO, rec).value();
        let (w, p) = (s.get(wh), s.get(ph));
        promise::perform_then(
            s.thread(),
            Obj::of(w).expect("a promise"),
            on_f,
            Value::UNDEFINED,
            Target::Promise,
            p,
        );
        Ok::<_, Thrown>(())
    });
    if r.is_err() {
        let e = promise::take_exception(th);
        promise::capability_reject(th, Capability(p), e)?;
    }
    Ok(())
}

/// The shared steps of `next`, `return` and `throw`: call the sync
/// iterator's `next` (or its method `name`; without one, `return` gives
/// `{ value, done: true }` and `throw` rejects with the value), then
/// continue. Every error rejects the promise returned.
fn from_sync_step(
    th: &mut Thread,
    this: Value,
    name: Option<&str>,
    value: Option<Value>,
) -> JsResult<Value> {
    let p = promise::new_promise(th).value();
    heap::scope(th, |s| {
        let ph = s.root(p);
        let r = match this_from_sync(this) {
            Some(o) => {
                let ih = s.root(o.word(SYNC_ITERATOR));
                let nh = s.root(o.word(SYNC_NEXT));
                let vh = s.root(value.unwrap_or(Value::UNDEFINED));
                from_sync_call(s, ph, ih, nh, vh, name, value.is_some())
            }
            None => Err(type_error(
                s.thread(),
                "Method called on an object that is not an async-from-sync iterator",
            )),
        };
        if r.is_err() {
            let e = promise::take_exception(s.thread());
            let p = Obj::of(s.get(ph)).expect("a promise");
            if promise::state(p) == promise::PENDING {
                promise::reject(s.thread(), p, e);
            }
        }
        Ok(s.get(ph))
    })
}

fn from_sync_call<'id>(
    s: &mut heap::Scope<'_, 'id>,
    ph: heap::Handle<'id>,
    ih: heap::Handle<'id>,
    nh: heap::Handle<'id>,
    vh: heap::Handle<'id>,
    name: Option<&str>,
    has_value: bool,
) -> JsResult<()> {
    let method = match name {
        None => s.get(nh),
        Some(n) => {
            let k = Key::name(s.thread(), n);
            let it = s.get(ih);
            let m = s.collecting(|th| object::ic::get_value(th, it, k, u32::MAX))?;
            if m.is_nullish() {
                let p = Obj::of(s.get(ph)).expect("a promise");
                let v = s.get(vh);
                if n == "return" {
                    let r = iter_result(s.thread(), v, true);
                    promise::fulfill(s.thread(), p, r);
                } else {
                    promise::reject(s.thread(), p, v);
                }
                return Ok(());
            }
            m
        }
    };
    let (it, v) = (s.get(ih), s.get(vh));
    let args: &[Value] = if has_value { &[v] } else { &[] };
    let r = s.collecting(|th| function::call(th, method, it, args))?;
    if !r.is_object() {
        return Err(super::async_generator::not_object_result(s.thread(), r));
    }
    let p = s.get(ph);
    s.collecting(|th| continuation(th, r, p))
}

fn from_sync_next(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    from_sync_step(th, this, None, args.first().copied())
}

fn from_sync_return(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    from_sync_step(th, this, Some("return"), args.first().copied())
}

fn from_sync_throw(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    from_sync_step(th, this, Some("throw"), args.first().copied())
}
