//! `console.log` and `console.error`: node's `util.format` over the
//! arguments (`formatWithOptions`: `%s %d %i %f %j %o %O %c %%`), then one
//! line on stdout (buffered) or stderr.
//!
//! - `inspect.rs` — `util.inspect` itself (values, objects, arrays, line
//!   breaking); `group.rs` its column layout of arrays; `names.rs`
//!   constructor names and prefixes; `errors.rs` errors; `quote.rs` string
//!   quoting and widths.
//! - `json.rs` — `JSON.stringify` for `%j`.
//!
//! Inspection never runs JavaScript. Formatting does (`%s` of an object
//! with its own `toString`, `%d` of an object, `%j` with getters), so
//! [`format`] keeps its arguments rooted.

mod collections;
mod custom;
mod errors;
pub mod extra;
mod group;
pub mod inspect;
pub mod json;
mod names;
mod quote;
mod table;
mod width;

pub use inspect::{Options, data_get, inspect_with, js_string, try_inspect_with};
pub use quote::quote;

use crate::error::{JsResult, Thrown};
use crate::heap::{self, Handle, Scope};
use crate::number;
use crate::object::{self, Key, Obj};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::{Kind, Value};
use std::io::IsTerminal;
use std::sync::OnceLock;

/// node's `util.inspect(v)` with the default options, on the current
/// thread.
pub fn inspect(v: Value) -> String {
    crate::thread::with_current(|th| match th {
        Some(th) => inspect_with(th, v, &Options::default()),
        None => ops::to_rust_string(v),
    })
}

/// An uncaught exception as node prints it: inspected without custom
/// inspect methods.
pub fn inspect_uncaught(th: &mut Thread, v: Value) -> String {
    let opts = Options {
        custom_inspect: false,
        ..Options::default()
    };
    inspect_with(th, v, &opts)
}

/// How a value appears inside node's TypeError messages (`#<Object>`,
/// `[object Array]`, or the primitive itself).
pub fn inspect_brief(th: &mut Thread, v: Value) -> String {
    let Some(o) = Obj::of(v) else {
        return if v.is_string() {
            string::units(v).to_string_lossy()
        } else {
            ops::to_rust_string(v)
        };
    };
    if o.is_array() {
        return "[object Array]".into();
    }
    if crate::object::namespace::is_namespace(o) {
        return "[object Module]".into();
    }
    // V8 names a typed array by its class, as it does an array.
    if crate::object::typed::is_typed(o) {
        return format!("[object {}]", crate::object::typed::typed_type(o).name());
    }
    if let Some(p) = crate::builtins::unbox_primitive(o) {
        // Wrapper objects show as Object.prototype.toString shows them.
        return format!("[object {}]", boxed_kind(p));
    }
    // So do the primitives' prototypes, which V8 describes as wrappers.
    let r = &th.realm;
    for (proto, name) in [
        (r.string_prototype, "String"),
        (r.number_prototype, "Number"),
        (r.boolean_prototype, "Boolean"),
        (r.symbol_prototype, "Symbol"),
        (r.bigint_prototype, "BigInt"),
    ] {
        if v == proto {
            return format!("[object {name}]");
        }
    }
    if o.is_callable() {
        // V8 quotes a function by its source text.
        if let Some(text) = crate::object::function::source_text(th, o) {
            return text.to_string();
        }
        if crate::object::function::is_bound(o) {
            return "function () { [native code] }".into();
        }
        let name = object::get_named(th, o, "name").unwrap_or(Value::UNDEFINED);
        let name = if name.is_string() {
            string::units(name).to_string_lossy()
        } else {
            String::new()
        };
        return format!("function {name}() {{ [native code] }}");
    }
    let ctor = object::get_named(th, o, "constructor").unwrap_or(Value::UNDEFINED);
    let name = Obj::of(ctor)
        .and_then(|c| object::get_named(th, c, "name").ok())
        .filter(|n| n.is_string())
        .map(|n| string::units(n).to_string_lossy())
        .unwrap_or_else(|| "Object".into());
    format!("#<{name}>")
}

fn boxed_kind(p: Value) -> &'static str {
    match p.kind() {
        Kind::Number => "Number",
        Kind::String => "String",
        Kind::Boolean => "Boolean",
        Kind::BigInt => "BigInt",
        _ => "Symbol",
    }
}

/// `typeof v` as text.
pub fn typeof_name(v: Value) -> &'static str {
    ops::typeof_str(v)
}

// ---- util.format --------------------------------------------------------------

/// node's `formatWithOptions` over `args`, as console methods that write
/// to stdout call it. Fails only when JavaScript it runs throws.
pub fn format(th: &mut Thread, args: &[Value]) -> JsResult<String> {
    format_to(th, args, Stream::Out)
}

/// node's `util.format(...args)`: as console.log formats, never in
/// colors.
pub fn util_format(th: &mut Thread, args: &[Value]) -> JsResult<String> {
    format_to(th, args, Stream::Plain)
}

/// node's `util.inspect(v, options)`: the default options (no colors)
/// under what `options` sets.
pub fn util_inspect(th: &mut Thread, v: Value, options: Value) -> JsResult<String> {
    heap::scope(th, |s| {
        let v = s.root(v);
        let o = s.root(options);
        let opts = custom::read_options(s, o, Options::default())?;
        let v = s.get(v);
        s.collecting(|th| try_inspect_with(th, v, &opts))
    })
}

/// [`format`] for a method that writes to `stream` (colors or not).
pub(super) fn format_to(th: &mut Thread, args: &[Value], stream: Stream) -> JsResult<String> {
    heap::scope(th, |s| {
        let handles: Vec<Handle> = args.iter().map(|&v| s.root(v)).collect();
        format_rooted(s, &handles, stream)
    })
}

/// The stream a console method writes to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stream {
    Out,
    Err,
    /// No stream: `util.format`, never colored.
    Plain,
}

/// The inspect options a console method uses (node's
/// `kGetInspectOptions`): colors when node's `shouldColorize` would give
/// them for the stream.
pub(super) fn console_options(stream: Stream) -> Options {
    static OUT: OnceLock<bool> = OnceLock::new();
    static ERR: OnceLock<bool> = OnceLock::new();
    let colors = match stream {
        Stream::Out => *OUT.get_or_init(|| should_colorize(std::io::stdout().is_terminal())),
        Stream::Err => *ERR.get_or_init(|| should_colorize(std::io::stderr().is_terminal())),
        Stream::Plain => false,
    };
    Options {
        colors,
        ..Options::default()
    }
}

/// node's `shouldColorize`: `FORCE_COLOR` decides if set; otherwise a
/// terminal whose environment promises more than two colors
/// (`getColorDepth`).
fn should_colorize(is_terminal: bool) -> bool {
    let var = |k: &str| std::env::var(k).ok();
    if let Some(force) = std::env::var_os("FORCE_COLOR") {
        return matches!(force.to_str(), Some("" | "1" | "true" | "2" | "3"));
    }
    if !is_terminal {
        return false;
    }
    let term = var("TERM").unwrap_or_default();
    if var("NODE_DISABLE_COLORS").is_some() || var("NO_COLOR").is_some() || term == "dumb" {
        return false;
    }
    // JavaScript truthiness: set and not empty.
    let truthy = |k: &str| var(k).is_some_and(|v| !v.is_empty());
    if truthy("TMUX") {
        return true;
    }
    if truthy("CI") {
        let known = [
            "APPVEYOR",
            "BUILDKITE",
            "CIRCLECI",
            "DRONE",
            "GITHUB_ACTIONS",
            "GITLAB_CI",
            "TRAVIS",
        ];
        return known.iter().any(|k| var(k).is_some())
            || var("CI_NAME").as_deref() == Some("codeship");
    }
    if let Some(v) = var("TEAMCITY_VERSION") {
        // node: /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/
        let digits = |t: &str| t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let nine = v.strip_prefix("9.").is_some_and(|r| {
            let zeros = r.len() - r.trim_start_matches('0').len();
            let r = &r[zeros..];
            r.starts_with(|c: char| ('1'..='9').contains(&c)) && r[digits(r)..].starts_with('.')
        });
        return nine || (digits(&v) >= 2 && v[digits(&v)..].starts_with('.'));
    }
    if matches!(
        var("TERM_PROGRAM").as_deref(),
        Some("iTerm.app" | "HyperTerm" | "MacTerm" | "Apple_Terminal")
    ) || matches!(var("COLORTERM").as_deref(), Some("truecolor" | "24bit"))
    {
        return true;
    }
    if !term.is_empty() {
        let t = term.to_ascii_lowercase();
        const TERMS: [&str; 17] = [
            "eterm",
            "cons25",
            "console",
            "cygwin",
            "dtterm",
            "gnome",
            "hurd",
            "jfbterm",
            "konsole",
            "kterm",
            "mlterm",
            "mosh",
            "putty",
            "st",
            "rxvt-unicode-24bit",
            "terminator",
            "xterm-256colour",
        ];
        let prefixes = ["rxvt", "screen", "xterm", "vt100"];
        let con = t.strip_prefix("con").is_some_and(|r| {
            let r = r.trim_start_matches(|c: char| c.is_ascii_digit());
            r.strip_prefix('x')
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        });
        if TERMS.contains(&t.as_str())
            || ["ansi", "color", "linux"].iter().any(|w| t.contains(w))
            || prefixes.iter().any(|p| t.starts_with(p))
            || con
        {
            return true;
        }
    }
    truthy("COLORTERM")
}

pub(super) fn format_rooted<'id>(
    s: &mut Scope<'_, 'id>,
    args: &[Handle<'id>],
    stream: Stream,
) -> JsResult<String> {
    let base = console_options(stream);
    let mut out = String::new();
    let mut a = 0;
    let mut join = "";
    let first = args.first().map(|&h| s.get(h));
    if let Some(first) = first
        && first.is_string()
    {
        if args.len() == 1 {
            return Ok(string::units(first).to_string_lossy());
        }
        let f: Vec<u16> = string::units(first).iter().collect();
        let slice = |from: usize, to: usize| String::from_utf16_lossy(&f[from..to]);
        let mut last = 0;
        let mut i = 0;
        while i + 1 < f.len() {
            if f[i] == u16::from(b'%') {
                i += 1;
                let next = f[i];
                if a + 1 != args.len() {
                    let piece = match u8::try_from(next).unwrap_or(0) {
                        b's' => {
                            a += 1;
                            format_s(s, args[a], &base)?
                        }
                        b'j' => {
                            a += 1;
                            let v = s.get(args[a]);
                            let Some(g) = s.thread().realm.groups.json else {
                                crate::builtins::link::unlinked_json_directive()
                            };
                            match s.collecting(|th| (g.stringify)(th, v)) {
                                Ok(Some(text)) => text,
                                Ok(None) => "undefined".into(),
                                Err(json::JsonError::Circular) => "[Circular]".into(),
                                Err(json::JsonError::Thrown) => return Err(Thrown),
                            }
                        }
                        b'd' => {
                            a += 1;
                            let v = s.get(args[a]);
                            if v.is_symbol() {
                                "NaN".into()
                            } else if v.is_bigint() {
                                format!("{}n", ops::to_rust_string(v))
                            } else {
                                number::inspect(s.collecting(|th| ops::number_call(th, v))?)
                            }
                        }
                        b'O' => {
                            a += 1;
                            let v = s.get(args[a]);
                            s.collecting(|th| try_inspect_with(th, v, &base))?
                        }
                        b'o' => {
                            a += 1;
                            let v = s.get(args[a]);
                            s.collecting(|th| try_inspect_with(th, v, &base.hidden()))?
                        }
                        b'i' => {
                            a += 1;
                            let v = s.get(args[a]);
                            if v.is_symbol() {
                                "NaN".into()
                            } else if v.is_bigint() {
                                format!("{}n", ops::to_rust_string(v))
                            } else {
                                let text = s.collecting(|th| ops::to_rust_string_js(th, v))?;
                                number::inspect(parse_int(&text))
                            }
                        }
                        b'f' => {
                            a += 1;
                            let v = s.get(args[a]);
                            if v.is_symbol() {
                                "NaN".into()
                            } else {
                                let text = s.collecting(|th| ops::to_rust_string_js(th, v))?;
                                number::inspect(parse_float(&text))
                            }
                        }
                        b'c' => {
                            a += 1;
                            String::new()
                        }
                        b'%' => {
                            out.push_str(&slice(last, i));
                            last = i + 1;
                            i += 1;
                            continue;
                        }
                        _ => {
                            i += 1;
                            continue;
                        }
                    };
                    if last != i - 1 {
                        out.push_str(&slice(last, i - 1));
                    }
                    out.push_str(&piece);
                    last = i + 1;
                } else if next == u16::from(b'%') {
                    out.push_str(&slice(last, i));
                    last = i + 1;
                }
            }
            i += 1;
        }
        if last != 0 {
            a += 1;
            join = " ";
            if last < f.len() {
                out.push_str(&slice(last, f.len()));
            }
        }
    }
    while a < args.len() {
        let v = s.get(args[a]);
        out.push_str(join);
        if v.is_string() {
            out.push_str(&string::units(v).to_string_lossy());
        } else {
            let text = s.collecting(|th| try_inspect_with(th, v, &base))?;
            out.push_str(&text);
        }
        join = " ";
        a += 1;
    }
    Ok(out)
}

/// `%s`: numbers as inspect prints them, objects whose `toString` is a
/// built-in one inspected at depth 0, anything else `String(v)`.
fn format_s<'id>(s: &mut Scope<'_, 'id>, h: Handle<'id>, base: &Options) -> JsResult<String> {
    let v = s.get(h);
    match v.kind() {
        Kind::Number => Ok(number::inspect(v.as_number())),
        Kind::BigInt => Ok(format!("{}n", ops::to_rust_string(v))),
        Kind::Object => {
            let o = Obj::of(v).expect("object");
            if !o.is_callable() && has_built_in_to_string(s.thread(), o) {
                return s.collecting(|th| try_inspect_with(th, v, &base.shallow()));
            }
            s.collecting(|th| ops::to_rust_string_js(th, v))
        }
        // String(symbol) is its description; ToString would throw.
        _ => Ok(ops::to_rust_string(v)),
    }
}

/// node's `hasBuiltInToString`: whether the `toString` (or
/// `Symbol.toPrimitive`) `o` would use comes from a built-in prototype.
fn has_built_in_to_string(th: &Thread, o: Obj) -> bool {
    let ts = Key::Name(th.realm.names.to_string);
    let tp = Key::Name(th.realm.symbols.to_primitive);
    let callable = |v: Value| Obj::of(v).is_some_and(|f| f.is_callable());
    let has_own = |o: Obj, k: Key| object::get_own(o, k).is_some();
    let (mut look_ts, mut look_tp) = (true, true);
    if !callable(inspect::data_get(o, ts)) {
        if !callable(inspect::data_get(o, tp)) {
            return true;
        }
        if has_own(o, tp) {
            return false;
        }
        look_ts = false;
    } else if has_own(o, ts) {
        return false;
    } else if !callable(inspect::data_get(o, tp)) {
        look_tp = false;
    } else if has_own(o, tp) {
        return false;
    }
    let mut p = o;
    loop {
        let Some(next) = Obj::of(p.proto()) else {
            return true;
        };
        p = next;
        if (look_ts && has_own(p, ts)) || (look_tp && has_own(p, tp)) {
            break;
        }
    }
    names::own_constructor(th, p).is_some_and(|f| {
        let name = names::function_name(th, f);
        names::is_built_in(&inspect::js_string(name))
    })
}

/// parseInt(text) with no radix.
fn parse_int(s: &str) -> f64 {
    let units: Vec<u16> = s.encode_utf16().collect();
    number::parse_int(string::Units::Utf16(&units), 0)
}

/// parseFloat(text).
fn parse_float(s: &str) -> f64 {
    let units: Vec<u16> = s.encode_utf16().collect();
    number::parse_float(string::Units::Utf16(&units))
}

// ---- entry points ---------------------------------------------------------------

/// # Safety
/// `argv` points at `argc` valid values.
unsafe fn args<'a>(argc: u32, argv: *const Value) -> &'a [Value] {
    if argc == 0 {
        return &[];
    }
    // SAFETY: the caller passes `argc` values.
    unsafe { std::slice::from_raw_parts(argv, argc as usize) }
}

/// # Safety
/// `argv` points at `argc` valid values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_console_log(th: &mut Thread, argc: u32, argv: *const Value) -> Value {
    // SAFETY: forwarded from our caller.
    let Ok(line) = format(th, unsafe { args(argc, argv) }) else {
        return Value::EXCEPTION;
    };
    let mut line = extra::indented(th, line);
    line.push('\n');
    th.stdout.write(line.as_bytes());
    Value::UNDEFINED
}

/// # Safety
/// `argv` points at `argc` valid values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_console_error(th: &mut Thread, argc: u32, argv: *const Value) -> Value {
    // SAFETY: forwarded from our caller.
    let Ok(line) = format_to(th, unsafe { args(argc, argv) }, Stream::Err) else {
        return Value::EXCEPTION;
    };
    let mut line = extra::indented(th, line);
    line.push('\n');
    // What console.log wrote before goes out first.
    th.stdout.flush();
    crate::io::eprint(&line);
    Value::UNDEFINED
}
