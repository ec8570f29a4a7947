//! `import()`: the module records of modules only `import()` reaches, which
//! run when first imported, and the promise an `import()` returns.
//!
//! A lazy module's record (`kl_module_record`) holds its state, its result
//! (the namespace object once it has run, or what its body threw) and the
//! compiled function that runs its body (after the lazy modules it imports)
//! and returns its namespace. `kl_module_evaluate` runs it at most once, as
//! ECMAScript's Evaluate does: a module already run gives its namespace, one
//! that threw throws the same value again, one being run (an import cycle)
//! gives undefined to the module that reached it.
//!
//! When the promise settles follows node 20. A module already evaluated (in
//! the program's static graph) fulfils it after node's ESM loader steps:
//! a reaction to it runs after those of six promises chained before it
//! (`IMPORT_HOPS` microtask jobs). A lazy module is loaded by node from the
//! file system, so it runs after the current task's timers: kiln runs it in
//! the next check phase, as an immediate (as `fs/promises` settles).

use crate::builtins::promise;
use crate::error::Thrown;
use crate::heap;
use crate::host::microtasks::{self, Kind};
use crate::object::function::{self, FuncInfo, native_closure_trampoline};
use crate::object::{Obj, record};
use crate::thread::Thread;
use crate::value::Value;

// A module record's slots.
const STATE: usize = 0;
const RESULT: usize = 1;
const BODY: usize = 2;

// Its states.
const NEW: f64 = 0.0;
const EVALUATING: f64 = 1.0;
const EVALUATED: f64 = 2.0;
const FAILED: f64 = 3.0;

/// Microtask jobs between `import()` of an evaluated module and its
/// promise's fulfilment (node 20: `import(m).then(f)` runs `f` after the
/// reactions of `p1`…`p7` in `p0.then(p1).then(p2)…` started with it).
pub const IMPORT_HOPS: u32 = 7;

/// `kl_module_record`: a lazy module's record, not run yet.
#[unsafe(no_mangle)]
pub extern "C" fn kl_module_record(th: &mut Thread, body: Value) -> Value {
    record::of(th, &[Value::number(NEW), Value::UNDEFINED, body])
}

/// `kl_module_evaluate`: runs a lazy module once (see the module's text).
#[unsafe(no_mangle)]
pub extern "C" fn kl_module_evaluate(th: &mut Thread, rec: Value) -> Value {
    match evaluate(th, rec) {
        Ok(v) => v,
        Err(Thrown) => Value::EXCEPTION,
    }
}

fn evaluate(th: &mut Thread, rec: Value) -> Result<Value, Thrown> {
    let state = record::get(rec, STATE).as_number();
    if state == EVALUATED || state == EVALUATING {
        return Ok(record::get(rec, RESULT));
    }
    if state == FAILED {
        th.throw(record::get(rec, RESULT));
        return Err(Thrown);
    }
    record::set(th, rec, STATE, Value::number(EVALUATING));
    let body = record::get(rec, BODY);
    let (rec, result) = heap::scope(th, |s| {
        let rh = s.root(rec);
        let r = s.collecting(|th| function::call(th, body, Value::UNDEFINED, &[]));
        (s.get(rh), r)
    });
    match result {
        Ok(ns) => {
            record::set(th, rec, STATE, Value::number(EVALUATED));
            record::set(th, rec, RESULT, ns);
            Ok(ns)
        }
        Err(Thrown) => {
            let e = th.exception;
            record::set(th, rec, STATE, Value::number(FAILED));
            record::set(th, rec, RESULT, e);
            Err(Thrown)
        }
    }
}

/// `kl_dynamic_import`: the promise of `import()` of `target`, a namespace
/// (a module already evaluated) or a lazy module's record.
#[unsafe(no_mangle)]
pub extern "C" fn kl_dynamic_import(th: &mut Thread, target: Value) -> Value {
    let p = promise::new_promise(th);
    // A record is no JavaScript object: `Obj::of` refuses it.
    if Obj::of(target).is_some() {
        microtasks::enqueue(
            th,
            Kind::ImportHop,
            p.value(),
            target,
            Value::number(f64::from(IMPORT_HOPS)),
        );
        return p.value();
    }
    let env = record::of(th, &[p.value(), target]);
    let cb = function::new_function(th, &LOAD_INFO, env).value();
    crate::host::timers::queue_immediate(th, cb);
    p.value()
}

/// `kl_dynamic_import_fail`: the promise of `import()` of a module node's
/// loader does not find: it rejects, as the load would, with node's coded
/// error (`code`, `message`: strings).
#[unsafe(no_mangle)]
pub extern "C" fn kl_dynamic_import_fail(th: &mut Thread, code: Value, message: Value) -> Value {
    let p = promise::new_promise(th);
    let env = record::of(th, &[p.value(), code, message]);
    let cb = function::new_function(th, &LOAD_INFO, env).value();
    crate::host::timers::queue_immediate(th, cb);
    p.value()
}

/// One of the loader's steps before `import()` of an evaluated module
/// fulfils (`Kind::ImportHop`: the promise, the namespace, steps left).
pub fn hop(th: &mut Thread, p: Value, ns: Value, left: Value) {
    let left = left.as_number() as u32;
    if left > 1 {
        microtasks::enqueue(
            th,
            Kind::ImportHop,
            p,
            ns,
            Value::number(f64::from(left - 1)),
        );
    } else if let Some(p) = Obj::of(p) {
        promise::resolve(th, p, ns);
    }
}

static LOAD_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 0,
    flags: 0,
    native: Some(load),
};

/// The immediate that runs a lazy module and settles its `import()` (or
/// rejects it for a module not found: a code and a message in the env).
fn load(th: &mut Thread, _this: Value, _args: &[Value], callee: Value) -> Result<Value, Thrown> {
    let env = function::env(Obj::of(callee).expect("the loader's function"));
    let rec = record::get(env, 1);
    if rec.is_string() {
        let text = |v: Value| crate::string::units(v).to_string_lossy();
        let (code, message) = (text(rec), text(record::get(env, 2)));
        let kind = if code.starts_with("ERR_IMPORT_ASSERTION") {
            crate::error::ErrorKind::TypeError
        } else {
            crate::error::ErrorKind::Error
        };
        let Thrown = crate::host::node_error(th, kind, &code, &message);
        let e = promise::take_exception(th);
        let p = Obj::of(record::get(env, 0)).expect("the import's promise");
        promise::reject(th, p, e);
        return Ok(Value::UNDEFINED);
    }
    let (env, result) = heap::scope(th, |s| {
        let eh = s.root(env);
        let r = s.collecting(|th| evaluate(th, rec));
        (s.get(eh), r)
    });
    let p = Obj::of(record::get(env, 0)).expect("the import's promise");
    match result {
        Ok(ns) => promise::resolve(th, p, ns),
        Err(Thrown) => {
            let e = promise::take_exception(th);
            promise::reject(th, p, e);
        }
    }
    Ok(Value::UNDEFINED)
}

// ---- specifiers computed at run time ---------------------------------------

/// `kl_module_register`: `import()` of a computed specifier may name the
/// module at `path` (an absolute path, or a `node:` name): `target` is its
/// namespace, its record (a lazy module), a node module's id (a number),
/// or null while it has not run.
#[unsafe(no_mangle)]
pub extern "C" fn kl_module_register(th: &mut Thread, path: Value, target: Value) {
    crate::host::modules::root_state(th);
    if th.host_modules.registry.is_undefined() {
        th.host_modules.registry = crate::object::new_object(th, Value::NULL, 0).value();
    }
    let reg = Obj::of(th.host_modules.registry).expect("the registry");
    let key = crate::object::to_key(th, path).expect("a path is a string");
    crate::object::define(th, reg, key, target, crate::object::shape::DATA);
}

fn registered(th: &mut Thread, path: &str) -> Option<Value> {
    let reg = Obj::of(th.host_modules.registry)?;
    let key = crate::object::Key::name(th, path);
    crate::object::get_own(reg, key).map(|p| p.value)
}

/// `kl_dynamic_import_computed`: the promise of `import(spec)` of a
/// specifier computed at run time, from the module at `importer` (`json`:
/// the call has `{ with: { type: "json" } }`). It names a module of the
/// program as node's loader would find it; a file kiln did not compile
/// in, a package, or a node module kiln lacks rejects with kiln's error,
/// and one node would not find with node's.
#[unsafe(no_mangle)]
pub extern "C" fn kl_dynamic_import_computed(
    th: &mut Thread,
    importer: Value,
    spec: Value,
    json: bool,
) -> Value {
    let spec = match crate::ops::to_string_value(th, spec) {
        Ok(s) => crate::string::units(s).to_string_lossy(),
        Err(Thrown) => {
            let e = promise::take_exception(th);
            let p = promise::new_promise(th);
            promise::reject(th, p, e);
            return p.value();
        }
    };
    let importer = crate::string::units(importer).to_string_lossy();
    match locate(th, &importer, &spec, json) {
        Ok(target) => kl_dynamic_import(th, target),
        Err((code, message)) => {
            let (code, message) = (
                crate::string::from_str(th, code),
                crate::string::from_str(th, &message),
            );
            kl_dynamic_import_fail(th, code, message)
        }
    }
}

/// What a computed specifier names: a namespace or record, or the error
/// (code, message) its import rejects with.
fn locate(
    th: &mut Thread,
    importer: &str,
    spec: &str,
    json: bool,
) -> Result<Value, (&'static str, String)> {
    use crate::host::meta::{BUILTINS, file_url, is_url, package_name, path_of, typescript_twin};
    use std::path::Path;
    let not_compiled = |what: String| {
        Err((
            "ERR_KILN_NOT_COMPILED",
            format!(
                "kiln: import('{spec}') names {what}, which kiln did not compile into the program (it compiles the modules a constant specifier names, or a template's constant parts match in one folder)"
            ),
        ))
    };
    let bare = spec.strip_prefix("node:").unwrap_or(spec);
    if spec.starts_with("node:") || BUILTINS.contains(&bare) {
        let name = format!("node:{bare}");
        if let Some(v) = registered(th, &name) {
            return Ok(if v.is_number() {
                kl_node_module_namespace(th, v)
            } else {
                v
            });
        }
        if BUILTINS.contains(&bare) || bare == "test" {
            return not_compiled(format!("node's module '{name}'"));
        }
        return Err((
            "ERR_UNKNOWN_BUILTIN_MODULE",
            format!("No such built-in module: {spec}"),
        ));
    }
    let Some((text, _)) = path_of(importer, spec) else {
        if is_url(spec) {
            return not_compiled(format!("the URL {spec}"));
        }
        return Err((
            "ERR_MODULE_NOT_FOUND",
            format!(
                "Cannot find package '{}' imported from {importer}",
                package_name(spec)
            ),
        ));
    };
    let names: Vec<String> = std::iter::once(text.clone())
        .chain(typescript_twin(&text))
        .collect();
    for name in &names {
        if let Some(v) = registered(th, name) {
            let is_json = name.ends_with(".json");
            if is_json != json {
                let url = file_url(name);
                return Err(if is_json {
                    (
                        "ERR_IMPORT_ASSERTION_TYPE_MISSING",
                        format!("Module \"{url}\" needs an import attribute of type \"json\""),
                    )
                } else {
                    (
                        "ERR_IMPORT_ASSERTION_TYPE_FAILED",
                        format!("Module \"{url}\" is not of type \"json\""),
                    )
                });
            }
            if v.is_null() {
                return not_compiled(format!("{name} before it has run (an import cycle)"));
            }
            return Ok(v);
        }
    }
    if names.iter().any(|n| Path::new(n).is_file()) {
        return not_compiled(text);
    }
    Err((
        "ERR_MODULE_NOT_FOUND",
        format!("Cannot find module '{text}' imported from {importer}"),
    ))
}

/// A node module's namespace, by the id the compiler registered.
fn kl_node_module_namespace(th: &mut Thread, id: Value) -> Value {
    crate::host::modules::kl_node_module(th, id.as_number() as u32, 1)
}
