//! Generators: generator function objects, `%GeneratorFunction.prototype%`,
//! `%GeneratorPrototype%` (`next`, `return`, `throw`) and the steps of
//! `yield*`.
//!
//! A generator object is a coroutine state object
//! (`object/coroutine.rs`, kind `KL_KIND_GENERATOR`) whose prototype is
//! its function's `prototype`. The intrinsics are made when the first
//! generator function is, so a program without generators links none of
//! this: compiled code reaches it only through `kl_new_generator_function`
//! and `kl_generator_create`.

use crate::abi::*;
use crate::error::{self, JsResult, Thrown, to_abi, type_error};
use crate::heap;
use crate::object::coroutine::{self, RESUME_NEXT, RESUME_RETURN, RESUME_THROW, Resumed};
use crate::object::function::{self, FuncInfo, define_native, new_function};
use crate::object::iter::{self, iter_result};
use crate::object::shape::{CONFIGURABLE, WRITABLE};
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// `%GeneratorFunction.prototype%` and `%GeneratorPrototype%`, made on
/// first use.
fn intrinsics(th: &mut Thread) -> (Value, Value) {
    if th.realm.generator_prototype.is_null() {
        install(th);
    }
    (
        th.realm.generator_function_prototype,
        th.realm.generator_prototype,
    )
}

/// `%GeneratorFunction%`: kiln compiles no code at run time.
fn generator_function(th: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    Err(error::throw(
        th,
        error::ErrorKind::EvalError,
        "Code generation from strings disallowed for this context",
    ))
}

fn install(th: &mut Thread) {
    let fp = th.realm.function_prototype;
    let gfp = object::new_object(th, fp, 4);
    th.realm.generator_function_prototype = gfp.value();
    let ip = th.realm.iterator_prototype;
    let gp = object::new_object(th, ip, 6);
    th.realm.generator_prototype = gp.value();
    let (proto_k, ctor_k) = (th.realm.names.prototype, th.realm.names.constructor);
    // Node lists `prototype` before `constructor` here.
    object::define(th, gfp, Key::Name(proto_k), gp.value(), CONFIGURABLE);
    let ctor = function::new_native_constructor(
        th,
        "GeneratorFunction",
        1,
        generator_function,
        gfp.value(),
    );
    // The constructor's own `constructor` link is non-writable, as the
    // spec has it.
    object::define(th, gfp, Key::Name(ctor_k), ctor.value(), CONFIGURABLE);
    let ctor_proto = Obj::of(th.realm.function_constructor).map(|f| f.value());
    if let Some(p) = ctor_proto {
        ctor.set_proto(th, p);
    }
    object::define(th, gp, Key::Name(ctor_k), gfp.value(), CONFIGURABLE);
    let next_fn = define_native(th, gp, "next", 1, next);
    th.realm.generator_next = next_fn.value();
    th.realm.generator_step = Some(step);
    define_native(th, gp, "return", 1, return_);
    define_native(th, gp, "throw", 1, throw);
    let tag = th.realm.symbols.to_string_tag;
    let gf_tag = th.realm.atoms.intern_str("GeneratorFunction");
    object::define(th, gfp, Key::Name(tag), gf_tag, CONFIGURABLE);
    let g_tag = th.realm.atoms.intern_str("Generator");
    object::define(th, gp, Key::Name(tag), g_tag, CONFIGURABLE);
}

/// The function object of a generator function: its prototype is
/// `%GeneratorFunction.prototype%`, and its own `prototype` (writable, not
/// configurable) the prototype of the generators it makes.
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_generator_function(
    th: &mut Thread,
    info: &'static FuncInfo,
    env: Value,
) -> Value {
    let (gfp, gp) = intrinsics(th);
    let f = new_function(th, info, env);
    f.set_proto(th, gfp);
    let p = object::new_object(th, gp, 0);
    let k = th.realm.names.prototype;
    object::define(th, f, Key::Name(k), p.value(), WRITABLE);
    f.value()
}

/// A generator object for a call of `fn`: OrdinaryCreateFromConstructor
/// with `fn.prototype`, or `%GeneratorPrototype%` when that is not an
/// object.
#[unsafe(no_mangle)]
pub extern "C" fn kl_generator_create(
    th: &mut Thread,
    f: Value,
    resume: coroutine::ResumeFn,
    nsaved: u32,
) -> Value {
    let (_, gp) = intrinsics(th);
    let k = th.realm.names.prototype;
    // A data property (not configurable), so reading it runs no code.
    let proto = Obj::of(f)
        .and_then(|f| object::get_own_named(f, k))
        .map(|p| p.value)
        .filter(|p| p.is_object())
        .unwrap_or(gp);
    coroutine::new(th, KL_KIND_GENERATOR, proto, resume, nsaved).value()
}

fn this_generator(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_GENERATOR => Ok(o),
        _ => {
            let text = crate::console::inspect_brief(th, this);
            Err(type_error(
                th,
                &format!(
                    "Method [Generator].prototype.{method} called on incompatible receiver {text}"
                ),
            ))
        }
    }
}

/// GeneratorResume and GeneratorResumeAbrupt: runs the generator to its
/// next `yield` (whose iterator result the compiled code made) or to its
/// end.
fn resume(th: &mut Thread, this: Value, mode: i32, value: Value, method: &str) -> JsResult<Value> {
    let g = this_generator(th, this, method)?;
    let point = coroutine::point(g);
    if point == coroutine::RUNNING {
        return Err(type_error(th, "Generator is already running"));
    }
    // Not started: `throw` and `return` complete it without running it.
    if point == 0.0 && mode != RESUME_NEXT {
        coroutine::finish(th, g);
    }
    if coroutine::point(g) == coroutine::DONE {
        return match mode {
            RESUME_THROW => {
                th.throw(value);
                Err(Thrown)
            }
            RESUME_RETURN => Ok(iter_result(th, value, true)),
            _ => Ok(iter_result(th, Value::UNDEFINED, true)),
        };
    }
    match run(th, this, mode, value)? {
        Step::Yielded(v) => Ok(iter_result(th, v, false)),
        Step::Delegated(r) => Ok(r),
        Step::Returned(v) => Ok(iter_result(th, v, true)),
    }
}

/// How a resumption of a generator ended.
enum Step {
    /// At a `yield`, with its value.
    Yielded(Value),
    /// At a `yield*`, with the inner iterator's result object, which goes
    /// out as it is.
    Delegated(Value),
    /// By a return.
    Returned(Value),
}

/// Resumes a suspended generator (compiled code marks a `yield*`'s
/// suspension in the state's `extra` word).
fn run(th: &mut Thread, g: Value, mode: i32, value: Value) -> JsResult<Step> {
    match coroutine::resume(th, g, mode, value) {
        (_, Err(Thrown)) => Err(Thrown),
        (_, Ok(Resumed::Returned(v))) => Ok(Step::Returned(v)),
        (g, Ok(Resumed::Suspended(v))) => {
            let o = Obj::of(g).expect("a generator");
            if coroutine::extra(o) == Value::TRUE {
                coroutine::set_extra(th, o, Value::UNDEFINED);
                Ok(Step::Delegated(v))
            } else {
                Ok(Step::Yielded(v))
            }
        }
    }
}

/// IteratorStepValue of a generator whose `next` is the original: its
/// next value, or None once done, with no result object.
fn step(th: &mut Thread, g: Value) -> JsResult<Option<Value>> {
    let Some(o) = Obj::of(g).filter(|o| o.kind() == KL_KIND_GENERATOR) else {
        // Another object with the generators' `next`: its TypeError.
        resume(th, g, RESUME_NEXT, Value::UNDEFINED, "next")?;
        return Ok(None);
    };
    let point = coroutine::point(o);
    if point == coroutine::RUNNING {
        return Err(type_error(th, "Generator is already running"));
    }
    if point == coroutine::DONE {
        return Ok(None);
    }
    match run(th, g, RESUME_NEXT, Value::UNDEFINED)? {
        Step::Yielded(v) => Ok(Some(v)),
        Step::Returned(_) => Ok(None),
        // A `yield*`'s inner result: read as IteratorStepValue reads one.
        Step::Delegated(r) => {
            let Some(ro) = Obj::of(r) else {
                return Ok(Some(r));
            };
            let (done_k, value_k) = (th.realm.names.done, th.realm.names.value);
            heap::scope(th, |s| {
                let rh = s.root(r);
                let done = s.collecting(|th| object::get(th, ro, Key::Name(done_k), r))?;
                if crate::ops::kl_truthy_slow(done) {
                    return Ok(None);
                }
                let r = s.get(rh);
                let ro = Obj::of(r).expect("an iterator result");
                s.collecting(|th| object::get(th, ro, Key::Name(value_k), r))
                    .map(Some)
            })
        }
    }
}

fn next(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    resume(th, this, RESUME_NEXT, super::arg(args, 0), "next")
}

fn return_(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    resume(th, this, RESUME_RETURN, super::arg(args, 0), "return")
}

fn throw(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    resume(th, this, RESUME_THROW, super::arg(args, 0), "throw")
}

// ---- yield* ----------------------------------------------------------------------

/// The result of an inner iterator's method, which must be an object.
fn inner_result(th: &mut Thread, r: Value) -> JsResult<Value> {
    if r.is_object() {
        return Ok(r);
    }
    let text = crate::console::inspect_brief(th, r);
    Err(type_error(
        th,
        &format!("Iterator result {text} is not an object"),
    ))
}

/// One step of `yield*`: the inner iterator's `next(v)`, `throw(v)` or
/// `return(v)`, as the generator was resumed. A missing `throw` closes
/// the iterator and throws the TypeError; a missing `return` gives the
/// hole (the generator then returns `v`).
fn delegate_step(th: &mut Thread, it: Value, next: Value, mode: i32, v: Value) -> JsResult<Value> {
    if mode == RESUME_NEXT {
        let r = function::call(th, next, it, &[v])?;
        return inner_result(th, r);
    }
    let name = if mode == RESUME_THROW {
        "throw"
    } else {
        "return"
    };
    let (m, it, v) = heap::scope(th, |s| {
        let ih = s.root(it);
        let vh = s.root(v);
        let k = Key::name(s.thread(), name);
        let m = s.collecting(|th| object::ic::get_value(th, it, k, u32::MAX))?;
        Ok::<_, Thrown>((m, s.get(ih), s.get(vh)))
    })?;
    if m.is_nullish() {
        if mode == RESUME_RETURN {
            return Ok(Value::HOLE);
        }
        iter::close(th, it)?;
        return Err(type_error(
            th,
            "The iterator does not provide a 'throw' method.",
        ));
    }
    let r = function::call(th, m, it, &[v])?;
    inner_result(th, r)
}

#[unsafe(no_mangle)]
pub extern "C" fn kl_delegate_step(
    th: &mut Thread,
    it: Value,
    next: Value,
    mode: i32,
    v: Value,
) -> Value {
    to_abi(delegate_step(th, it, next, mode, v))
}

/// ToBoolean(result.done).
#[unsafe(no_mangle)]
pub extern "C" fn kl_iter_done(th: &mut Thread, result: Value) -> Value {
    let Some(o) = Obj::of(result) else {
        return Value::FALSE;
    };
    let k = th.realm.names.done;
    match object::get(th, o, Key::Name(k), result) {
        Ok(d) => Value::boolean(crate::ops::kl_truthy_slow(d)),
        Err(Thrown) => Value::EXCEPTION,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generator_intrinsics_are_made_once() {
        let here = 0u8;
        let mut th = Thread::new(&raw const here as usize);
        crate::object::realm::init(&mut th, &crate::builtins::link::Groups::NONE);
        let (a, b) = intrinsics(&mut th);
        let (c, d) = intrinsics(&mut th);
        assert_eq!((a, b), (c, d));
        let gp = Obj::of(b).expect("%GeneratorPrototype%");
        assert_eq!(gp.proto(), th.realm.iterator_prototype);
    }
}
