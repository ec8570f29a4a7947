//! CommonJS modules: the record of a `.cjs` file (or a `.js` file node
//! runs as CommonJS) and `require` of it, as node's `Module._load` does.
//!
//! A record holds its state, its `module` object (made when the module
//! starts to run: `id`, `path`, `exports`, `filename`, `loaded`,
//! `children`, `paths`, node's keys in node's order) and the compiled
//! function that runs its body with `this` the first `module.exports`.
//! `kl_cjs_require` runs a module at most once and gives `module.exports`:
//! a module already loaded, or still loading (a `require` cycle), gives
//! what its `exports` are now; one whose body threw is forgotten, as node
//! deletes it from `require.cache`, so the next `require` runs it again.

use crate::error::Thrown;
use crate::heap;
use crate::object::function::{self, FuncInfo, native_closure_trampoline};
use crate::object::{self, Key, Obj, record, shape};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

// A record's slots.
const STATE: usize = 0;
const MODULE: usize = 1;
const BODY: usize = 2;
const FILENAME: usize = 3;
const DIRNAME: usize = 4;

// Its states.
const NEW: f64 = 0.0;
const LOADING: f64 = 1.0;
const LOADED: f64 = 2.0;

/// `kl_cjs_record`: a CommonJS module's record, not run yet (`filename`
/// and `dirname` its absolute path and folder, strings).
#[unsafe(no_mangle)]
pub extern "C" fn kl_cjs_record(
    th: &mut Thread,
    body: Value,
    filename: Value,
    dirname: Value,
) -> Value {
    record::of(
        th,
        &[
            Value::number(NEW),
            Value::UNDEFINED,
            body,
            filename,
            dirname,
        ],
    )
}

/// `kl_cjs_require`: `require` of the module: its `module.exports` once it
/// has run (or while it runs), or what its body throws.
#[unsafe(no_mangle)]
pub extern "C" fn kl_cjs_require(th: &mut Thread, rec: Value) -> Value {
    match require(th, rec) {
        Ok(v) => v,
        Err(Thrown) => Value::EXCEPTION,
    }
}

/// `kl_cjs_import_record`: a lazy module record (`host/loader.rs`) for a
/// CommonJS module only `import()` reaches. Its body runs the module (if
/// no `require` has) and gives its namespace as node's loader makes it:
/// `module.exports` as `default` and each of the `n` detected `names`.
///
/// # Safety
/// `names` points at `n` strings (or is null when `n` is 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_cjs_import_record(
    th: &mut Thread,
    rec: Value,
    n: u32,
    names: *const Value,
) -> Value {
    let mut env = vec![rec];
    if n > 0 {
        // SAFETY: the caller's.
        env.extend_from_slice(unsafe { std::slice::from_raw_parts(names, n as usize) });
    }
    let env = record::of(th, &env);
    let body = function::new_function(th, &NAMESPACE_INFO, env).value();
    super::loader::kl_module_record(th, body)
}

static NAMESPACE_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 0,
    flags: 0,
    native: Some(namespace_body),
};

/// The body of [`kl_cjs_import_record`]'s record.
fn namespace_body(
    th: &mut Thread,
    _this: Value,
    _args: &[Value],
    callee: Value,
) -> Result<Value, Thrown> {
    let env = function::env(Obj::of(callee).expect("the body's function"));
    heap::scope(th, |s| {
        let eh = s.root(env);
        let rec = record::get(env, 0);
        let exports = s.collecting(|th| require(th, rec))?;
        let xh = s.root(exports);
        let n = record::len(s.get(eh)) - 1;
        let mut values = Vec::with_capacity(n);
        for i in 0..n {
            let name = record::get(s.get(eh), i + 1);
            let exports = s.get(xh);
            let v = s.collecting(|th| kl_cjs_export(th, exports, name));
            values.push(s.root(v));
        }
        let env = s.get(eh);
        let mut entries: Vec<(Value, Value)> = (0..n)
            .map(|i| (record::get(env, i + 1), s.get(values[i])))
            .collect();
        let default = string::from_str(s.thread(), "default");
        entries.push((default, s.get(xh)));
        Ok(object::namespace::new(s.thread(), entries).value())
    })
}

/// `kl_cjs_module`: the `module` object of a module that has started.
#[unsafe(no_mangle)]
pub extern "C" fn kl_cjs_module(_th: &mut Thread, rec: Value) -> Value {
    record::get(rec, MODULE)
}

/// `kl_cjs_export`: the value node's ES module loader gives named export
/// `name` of a CommonJS module whose `module.exports` is `exports`: its own
/// property's value, undefined when it has none.
#[unsafe(no_mangle)]
pub extern "C" fn kl_cjs_export(th: &mut Thread, exports: Value, name: Value) -> Value {
    let Some(o) = Obj::of(exports) else {
        return Value::UNDEFINED;
    };
    let key = object::to_key(th, name).expect("an export name is a string");
    if object::get_own(o, key).is_none() {
        return Value::UNDEFINED;
    }
    // node reads it inside a try: a getter that throws gives undefined.
    match object::get(th, o, key, exports) {
        Ok(v) => v,
        Err(Thrown) => {
            crate::builtins::promise::take_exception(th);
            Value::UNDEFINED
        }
    }
}

fn exports_of(th: &mut Thread, module: Value) -> Result<Value, Thrown> {
    let m = Obj::of(module).expect("a module object");
    object::get_named(th, m, "exports")
}

fn require(th: &mut Thread, rec: Value) -> Result<Value, Thrown> {
    let state = record::get(rec, STATE).as_number();
    if state == LOADED || state == LOADING {
        return exports_of(th, record::get(rec, MODULE));
    }
    let module = new_module(th, rec);
    record::set(th, rec, MODULE, module);
    record::set(th, rec, STATE, Value::number(LOADING));
    let (rec, result) = heap::scope(th, |s| {
        let rh = s.root(rec);
        let r = s.collecting(|th| {
            let body = record::get(rec, BODY);
            let this = exports_of(th, record::get(rec, MODULE))?;
            function::call(th, body, this, &[])
        });
        (s.get(rh), r)
    });
    match result {
        Ok(_) => {
            record::set(th, rec, STATE, Value::number(LOADED));
            let module = record::get(rec, MODULE);
            let m = Obj::of(module).expect("a module object");
            // Defined, not assigned: no code of the program runs (and no
            // collection moves `rec`) before `exports` is read.
            let loaded = Key::name(th, "loaded");
            object::define(th, m, loaded, Value::TRUE, shape::DATA);
            exports_of(th, module)
        }
        Err(Thrown) => {
            record::set(th, rec, STATE, Value::number(NEW));
            record::set(th, rec, MODULE, Value::UNDEFINED);
            Err(Thrown)
        }
    }
}

/// node's `Module._nodeModulePaths(dir)`: `node_modules` in `dir` and in
/// each folder above it (none inside a `node_modules` folder itself).
fn node_module_paths(dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = std::path::Path::new(dir);
    loop {
        if cur.file_name().is_some_and(|n| n != "node_modules") {
            out.push(format!("{}/node_modules", cur.display()));
        }
        match cur.parent() {
            Some(p) => cur = p,
            None => break,
        }
    }
    out.push("/node_modules".to_string());
    out
}

/// A fresh `module` object for the module of `rec`. (Allocation never
/// collects: nothing here needs a handle.)
fn new_module(th: &mut Thread, rec: Value) -> Value {
    let dir = string::units(record::get(rec, DIRNAME)).to_string_lossy();
    let proto = th.realm.object_prototype;
    let m = object::new_object(th, proto, 8);
    let define = |th: &mut Thread, name: &str, v: Value| {
        crate::host::define_attrs(th, m, name, v, shape::DATA);
    };
    define(th, "id", record::get(rec, FILENAME));
    define(th, "path", record::get(rec, DIRNAME));
    let exports = object::new_object(th, proto, 4).value();
    define(th, "exports", exports);
    define(th, "filename", record::get(rec, FILENAME));
    define(th, "loaded", Value::FALSE);
    let children = object::array::from_values(th, &[]).value();
    define(th, "children", children);
    let paths: Vec<Value> = node_module_paths(&dir)
        .iter()
        .map(|p| string::from_str(th, p))
        .collect();
    let paths = object::array::from_values(th, &paths).value();
    define(th, "paths", paths);
    m.value()
}
