//! `import.meta` as an object (node 20's: a null prototype, `dirname`,
//! `filename`, `resolve`, `url`, extensible and writable), for a module
//! that uses it other than to read `url`, `filename` or `dirname` (the
//! compiler makes those constants).
//!
//! `import.meta.resolve(specifier)` resolves as node's loader does, at run
//! time, against the module's path at build time: a `node:` specifier is
//! itself, a built-in module's bare name gets `node:`, a relative or
//! absolute path becomes a `file:` URL (with its query and fragment; a
//! `.js`/`.mjs` name whose file is missing names the `.ts`/`.mts` beside
//! it, as kiln's and the type-stripping loader's resolution do), another
//! URL is itself. A bare package name is node's `ERR_MODULE_NOT_FOUND`
//! when no `node_modules` folder above the module has it; kiln compiles no
//! package, so one that is there is an error saying so.

use crate::error::{ErrorKind, JsResult};
use crate::object::function::{self, FuncInfo, native_closure_trampoline};
use crate::object::shape::{CONFIGURABLE, ENUMERABLE, WRITABLE};
use crate::object::{self, Key, Obj};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use std::path::{Component, Path, PathBuf};

/// node 20's built-in modules that a bare specifier names (`"fs"` is
/// `node:fs`); the `node:`-only ones (`node:test`) are not among them.
pub(super) const BUILTINS: &[&str] = &[
    "assert",
    "assert/strict",
    "async_hooks",
    "buffer",
    "child_process",
    "cluster",
    "console",
    "constants",
    "crypto",
    "dgram",
    "diagnostics_channel",
    "dns",
    "dns/promises",
    "domain",
    "events",
    "fs",
    "fs/promises",
    "http",
    "http2",
    "https",
    "inspector",
    "inspector/promises",
    "module",
    "net",
    "os",
    "path",
    "path/posix",
    "path/win32",
    "perf_hooks",
    "process",
    "punycode",
    "querystring",
    "readline",
    "readline/promises",
    "repl",
    "stream",
    "stream/consumers",
    "stream/promises",
    "stream/web",
    "string_decoder",
    "sys",
    "timers",
    "timers/promises",
    "tls",
    "trace_events",
    "tty",
    "url",
    "util",
    "util/types",
    "v8",
    "vm",
    "wasi",
    "worker_threads",
    "zlib",
];

/// `kl_import_meta`: see kiln.h.
#[unsafe(no_mangle)]
pub extern "C" fn kl_import_meta(
    th: &mut Thread,
    url: Value,
    filename: Value,
    dirname: Value,
) -> Value {
    let meta = object::new_object(th, Value::NULL, 4);
    let resolve = function::new_function(th, &RESOLVE_INFO, filename);
    let name_key = th.realm.names.name;
    let name = string::from_str(th, "resolve");
    object::define(th, resolve, Key::Name(name_key), name, CONFIGURABLE);
    let data = WRITABLE | ENUMERABLE | CONFIGURABLE;
    for (key, v) in [
        ("dirname", dirname),
        ("filename", filename),
        ("resolve", resolve.value()),
        ("url", url),
    ] {
        let k = string::from_str(th, key);
        let k = object::to_key(th, k).expect("a string key");
        object::define(th, meta, k, v, data);
    }
    meta.value()
}

static RESOLVE_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(resolve),
};

/// `import.meta.resolve(specifier)`.
fn resolve(th: &mut Thread, _this: Value, args: &[Value], callee: Value) -> JsResult<Value> {
    let file = function::env(Obj::of(callee).expect("resolve's function object"));
    let file = string::units(file).to_string_lossy();
    let spec = args.first().copied().unwrap_or(Value::UNDEFINED);
    let spec = crate::ops::to_string_value(th, spec)?;
    let spec = string::units(spec).to_string_lossy();
    let text = if spec.starts_with("node:") {
        spec
    } else if BUILTINS.contains(&spec.as_str()) {
        format!("node:{spec}")
    } else if let Some((path, suffix)) = path_of(&file, &spec) {
        file_url(&source_for(path)) + suffix
    } else if is_url(&spec) {
        spec
    } else {
        return Err(package(th, &spec, &file));
    };
    Ok(string::from_str(th, &text))
}

/// The file a relative or absolute specifier names from the module at
/// `importer` (`.` and `..` taken out as a URL's path is resolved, no file
/// system), and the query and fragment after it; None for another
/// specifier.
pub(super) fn path_of<'s>(importer: &str, spec: &'s str) -> Option<(String, &'s str)> {
    if !(spec.starts_with('/') || spec.starts_with("./") || spec.starts_with("../")) {
        return None;
    }
    let dir = Path::new(importer).parent().unwrap_or(Path::new("/"));
    let cut = spec.find(['?', '#']).unwrap_or(spec.len());
    let (path, suffix) = spec.split_at(cut);
    let mut out = PathBuf::from("/");
    for c in dir.join(path).components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::Normal(n) => out.push(n),
            _ => {}
        }
    }
    Some((out.to_string_lossy().into_owned(), suffix))
}

/// The TypeScript source a `.js`/`.mjs` name stands for (`a.js` is
/// `a.ts`, as kiln's resolution and the type-stripping loader have it).
pub(super) fn typescript_twin(path: &str) -> Option<String> {
    [(".js", ".ts"), (".mjs", ".mts")]
        .iter()
        .find_map(|(js, ts)| path.strip_suffix(js).map(|stem| format!("{stem}{ts}")))
}

/// The file a path names: itself, or if it is missing the TypeScript
/// source it stands for, when that exists.
fn source_for(path: String) -> String {
    if Path::new(&path).exists() {
        return path;
    }
    match typescript_twin(&path) {
        Some(source) if Path::new(&source).exists() => source,
        _ => path,
    }
}

/// The package a bare specifier names (`@scope/pkg` or `pkg`).
pub(super) fn package_name(spec: &str) -> String {
    if spec.starts_with('@') {
        spec.splitn(3, '/').take(2).collect::<Vec<_>>().join("/")
    } else {
        spec.split('/').next().unwrap_or(spec).to_string()
    }
}

/// A `file:` URL of an absolute path (node's `pathToFileURL` escapes).
pub(super) fn file_url(path: &str) -> String {
    let mut out = String::from("file://");
    for &b in path.as_bytes() {
        let escape = !(0x20..0x7f).contains(&b)
            || matches!(
                b,
                b' ' | b'"' | b'#' | b'%' | b'<' | b'>' | b'?' | b'`' | b'{' | b'}' | b'\\'
            );
        if escape {
            out.push_str(&format!("%{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out
}

/// Whether a specifier is an absolute URL (`file:`, `data:`, `https:`…).
pub(super) fn is_url(spec: &str) -> bool {
    let Some(colon) = spec.find(':') else {
        return false;
    };
    let scheme = &spec[..colon];
    scheme.len() > 1
        && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// A bare package name: node's error when no `node_modules` above the
/// module has it, kiln's when one does (it compiles no package).
fn package(th: &mut Thread, spec: &str, file: &str) -> crate::error::Thrown {
    let name = package_name(spec);
    let installed = Path::new(file)
        .ancestors()
        .skip(1)
        .any(|d| d.join("node_modules").join(&name).is_dir());
    if installed {
        let message =
            format!("kiln: import.meta.resolve('{spec}'): kiln does not resolve npm packages");
        return crate::error::throw(th, ErrorKind::Error, &message);
    }
    crate::host::node_error(
        th,
        ErrorKind::Error,
        "ERR_MODULE_NOT_FOUND",
        &format!("Cannot find package '{name}' imported from {file}"),
    )
}
