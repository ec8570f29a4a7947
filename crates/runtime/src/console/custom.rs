//! The parts of `util.inspect` that run JavaScript while an inspection is
//! under way: an object's `[Symbol.for('nodejs.util.inspect.custom')]`
//! method, the `getters` option and a `sorted` comparator; and reading an
//! options object (`console.dir`, the `inspect` function handed to custom
//! methods).
//!
//! An inspection holds raw objects all the way up, so everything that runs
//! JavaScript here runs with collections deferred
//! (`heap::without_collecting`, as `names::get_running_getters` does), and
//! an exception is kept in `ctx.thrown` for `console.log` to throw once the
//! inspection ends; nothing runs after it.

use super::inspect::{
    Ctx, Getters, Options, Sorted, Style, data_get, format_primitive, format_value, truthy,
};
use super::names;
use crate::error::JsResult;
use crate::heap;
use crate::object::{self, Key, Obj, function};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// The key `Symbol.for` registers the custom-inspect symbol under, in
/// UTF-16 (looked up for every object inspected: no conversion each time).
const CUSTOM_KEY: [u16; 26] = ascii_units(b"nodejs.util.inspect.custom");

const fn ascii_units<const N: usize>(s: &[u8; N]) -> [u16; N] {
    let mut out = [0u16; N];
    let mut i = 0;
    while i < N {
        out[i] = s[i] as u16;
        i += 1;
    }
    out
}

/// node's custom inspection (in `formatValue`): when `o` has a callable
/// `[Symbol.for('nodejs.util.inspect.custom')]` (and is not the prototype
/// of its own `constructor`), its result: a string printed as it is
/// (continued lines indented), anything else but `o` itself inspected in
/// its place. `None` goes on with the ordinary inspection.
pub(super) fn call_custom(ctx: &mut Ctx, o: Obj, recurse_times: i64) -> Option<String> {
    // Only a program that made the symbol can have used it as a key.
    let key = ctx.th.realm.atoms.registered(&CUSTOM_KEY)?;
    if ctx.thrown.is_some() {
        return None;
    }
    let f = names::get_running_getters(ctx, o, Key::Name(key));
    if !Obj::of(f).is_some_and(|f| f.is_callable()) || f == ctx.th.realm.inspect_function {
        return None;
    }
    let names = &ctx.th.realm.names;
    let constructor = data_get(o, Key::Name(names.constructor));
    if Obj::of(constructor).is_some_and(|c| data_get(c, Key::Name(names.prototype)) == o.value()) {
        return None;
    }
    let depth = if ctx.opts.depth == i64::MAX {
        Value::NULL
    } else {
        Value::number((ctx.opts.depth - recurse_times) as f64)
    };
    let opts = ctx.opts;
    let this = o.value();
    let r = heap::without_collecting(ctx.th, |th| {
        let options = options_object(th, &opts);
        let inspect = inspect_function(th);
        function::call(th, f, this, &[depth, options, inspect])
    });
    let ret = match r {
        Ok(v) => v,
        Err(_) => {
            keep_thrown(ctx);
            return Some(String::new());
        }
    };
    if ret == this {
        return None;
    }
    if ret.is_string() {
        let text = string::units(ret).to_string_lossy();
        return Some(text.replace('\n', &format!("\n{}", " ".repeat(ctx.indent))));
    }
    Some(format_value(ctx, ret, recurse_times))
}

/// Moves the pending exception into `ctx.thrown`.
fn keep_thrown(ctx: &mut Ctx) {
    ctx.thrown = Some(ctx.th.exception);
    ctx.th.exception = Value::UNDEFINED;
    ctx.th.exc_pending = 0;
}

/// An accessor's value with `getters` on (node's `formatProperty`):
/// `[Getter: 5]`, `[Getter] { a: 1 }` for an object, or
/// `[Getter: <Inspection threw (message)>]`.
pub(super) fn getter_value(
    ctx: &mut Ctx,
    o: Obj,
    getter: Value,
    label: &str,
    recurse_times: i64,
) -> String {
    let open = ctx.opts.stylize(format!("[{label}:"), Style::Special);
    let close = ctx.opts.stylize("]", Style::Special);
    if ctx.thrown.is_some() {
        return String::new();
    }
    let this = o.value();
    let r = heap::without_collecting(ctx.th, |th| function::call(th, getter, this, &[]));
    match r {
        Ok(v) => {
            ctx.indent += 2;
            if Obj::of(v).is_some_and(|f| f.is_callable()) {
                // node hands a function (`typeof` is not 'object') to
                // formatPrimitive, whose last case throws; the catch skips
                // the `indentationLvl -= 2`, so the indentation stays.
                return format!(
                    "{open} <Inspection threw (Symbol.prototype.toString requires that 'this' be a Symbol)>{close}"
                );
            }
            let text = if v.is_null() {
                format!("{open} {}{close}", ctx.opts.stylize("null", Style::Null))
            } else if v.is_object() {
                let label = ctx.opts.stylize(format!("[{label}]"), Style::Special);
                format!("{label} {}", format_value(ctx, v, recurse_times))
            } else {
                format!("{open} {}{close}", format_primitive(ctx, v))
            };
            ctx.indent -= 2;
            text
        }
        Err(_) => {
            let e = ctx.th.exception;
            ctx.th.exception = Value::UNDEFINED;
            ctx.th.exc_pending = 0;
            let message = Obj::of(e).map_or(Value::UNDEFINED, |e| {
                data_get(e, Key::Name(ctx.th.realm.atoms.intern_str("message")))
            });
            let message = super::js_string(message);
            format!("{open} <Inspection threw ({message})>{close}")
        }
    }
}

/// The `sorted` option: entries in UTF-16 order, or by the comparator.
pub(super) fn sort_entries(ctx: &mut Ctx, entries: &mut [String]) {
    match ctx.opts.sorted {
        Sorted::No => {}
        Sorted::Yes => super::quote::sort_utf16(entries),
        Sorted::By(f) => {
            let th = &mut *ctx.th;
            let mut failed = false;
            heap::without_collecting(th, |th| {
                super::quote::sort_strings(entries, &mut |a, b| {
                    if failed {
                        return std::cmp::Ordering::Equal;
                    }
                    let (a, b) = (string::from_str(th, a), string::from_str(th, b));
                    let r = function::call(th, f, Value::UNDEFINED, &[a, b])
                        .and_then(|r| ops::to_number_value(th, r));
                    match r {
                        Ok(n) if n < 0.0 => std::cmp::Ordering::Less,
                        Ok(n) if n > 0.0 => std::cmp::Ordering::Greater,
                        Ok(_) => std::cmp::Ordering::Equal,
                        Err(_) => {
                            failed = true;
                            std::cmp::Ordering::Equal
                        }
                    }
                });
            });
            if failed {
                keep_thrown(ctx);
            }
        }
    }
}

/// The options object a custom inspect method receives (node's
/// `getUserOptions`).
fn options_object(th: &mut Thread, o: &Options) -> Value {
    let stylize = stylize_function(th, o.colors);
    let infinite = |n: usize| {
        if n == usize::MAX {
            f64::INFINITY
        } else {
            n as f64
        }
    };
    let depth = if o.depth == i64::MAX {
        Value::NULL
    } else {
        Value::number(o.depth as f64)
    };
    let compact = if o.compact_true {
        Value::TRUE
    } else if o.compact == 0 {
        Value::FALSE
    } else {
        Value::number(o.compact as f64)
    };
    let sorted = match o.sorted {
        Sorted::No => Value::FALSE,
        Sorted::Yes => Value::TRUE,
        Sorted::By(f) => f,
    };
    let getters = match o.getters {
        Getters::No => Value::FALSE,
        Getters::All => Value::TRUE,
        Getters::Get => th.realm.atoms.intern_str("get"),
        Getters::Set => th.realm.atoms.intern_str("set"),
    };
    let entries = [
        ("stylize", stylize),
        ("showHidden", Value::boolean(o.show_hidden)),
        ("depth", depth),
        ("colors", Value::boolean(o.colors)),
        ("customInspect", Value::boolean(o.custom_inspect)),
        ("showProxy", Value::FALSE),
        (
            "maxArrayLength",
            Value::number(infinite(o.max_array_length)),
        ),
        (
            "maxStringLength",
            Value::number(infinite(o.max_string_length)),
        ),
        ("breakLength", Value::number(infinite(o.break_length))),
        ("compact", compact),
        ("sorted", sorted),
        ("getters", getters),
        ("numericSeparator", Value::boolean(o.numeric_separator)),
    ];
    let obj = object::new_plain(th);
    for (name, v) in entries {
        let key = Key::Name(th.realm.atoms.intern_str(name));
        object::create_data_property(th, obj, key, v);
    }
    obj.value()
}

/// The `inspect` function handed to custom inspect methods (node's
/// `util.inspect`), made once.
fn inspect_function(th: &mut Thread) -> Value {
    if th.realm.inspect_function.is_undefined() {
        let name = th.realm.atoms.intern_str("inspect");
        th.realm.inspect_function = function::new_native(th, name, 2, inspect_native).value();
    }
    th.realm.inspect_function
}

/// `options.stylize`: node's `stylizeWithColor` or `stylizeNoColor`, made
/// once each.
fn stylize_function(th: &mut Thread, colors: bool) -> Value {
    let slot = usize::from(colors);
    if th.realm.stylize_functions[slot].is_undefined() {
        let (name, native): (&str, function::NativeFn) = if colors {
            ("stylizeWithColor", stylize_with_color)
        } else {
            ("stylizeNoColor", stylize_no_color)
        };
        let name = th.realm.atoms.intern_str(name);
        th.realm.stylize_functions[slot] = function::new_native(th, name, 2, native).value();
    }
    th.realm.stylize_functions[slot]
}

fn stylize_no_color(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(args.first().copied().unwrap_or(Value::UNDEFINED))
}

fn stylize_with_color(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let text = args.first().copied().unwrap_or(Value::UNDEFINED);
    let style = args.get(1).copied().unwrap_or(Value::UNDEFINED);
    let style = if style.is_string() {
        Style::named(&string::units(style).to_string_lossy())
    } else {
        None
    };
    let Some(style) = style else {
        return Ok(text);
    };
    let text = ops::to_rust_string_js(th, text)?;
    Ok(string::from_str(th, &style.paint(&text)))
}

/// `util.inspect(value, options)`: `options` an options object, or a
/// boolean for `showHidden`.
fn inspect_native(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let v = args.first().copied().unwrap_or(Value::UNDEFINED);
    let o = args.get(1).copied().unwrap_or(Value::UNDEFINED);
    heap::scope(th, |s| {
        let v = s.root(v);
        let mut opts = Options::default();
        if o.is_bool() {
            opts.show_hidden = o == Value::TRUE;
        } else {
            let o = s.root(o);
            opts = read_options(s, o, opts)?;
        }
        let v = s.get(v);
        let text = s.collecting(|th| super::try_inspect_with(th, v, &opts))?;
        Ok(string::from_str(s.thread(), &text))
    })
}

/// `base` with the options an object sets (node's `inspect` copies each
/// own enumerable key that names an option). A comparator for `sorted` is
/// kept in the scope for the inspection's length.
pub(super) fn read_options<'id>(
    s: &mut heap::Scope<'_, 'id>,
    options: heap::Handle<'id>,
    base: Options,
) -> JsResult<Options> {
    let mut opts = base;
    if Obj::of(s.get(options)).is_none() {
        return Ok(opts);
    }
    // Reads the option if the object has it as an own enumerable key.
    let get = |s: &mut heap::Scope<'_, 'id>, name: &str| -> JsResult<Option<Value>> {
        let o = Obj::of(s.get(options)).expect("object");
        let key = Key::Name(s.thread().realm.atoms.intern_str(name));
        let enumerable =
            object::own_attrs(o, key).is_some_and(|a| a & crate::object::shape::ENUMERABLE != 0);
        if !enumerable {
            return Ok(None);
        }
        s.collecting(|th| object::get_named(th, o, name)).map(Some)
    };
    // A count node compares numerically: null or NaN for no limit.
    let count = |v: Value, unlimited: usize| -> usize {
        if v.is_null() {
            return unlimited;
        }
        let n = ops::to_number(v);
        if n.is_nan() || n <= 0.0 {
            0
        } else if n >= usize::MAX as f64 {
            usize::MAX
        } else {
            n.ceil() as usize
        }
    };
    if let Some(v) = get(s, "showHidden")? {
        opts.show_hidden = truthy(v);
    }
    if let Some(v) = get(s, "depth")? {
        // `recurseTimes > depth` is never true for null, undefined or NaN.
        let d = if v.is_null() {
            f64::NAN
        } else {
            ops::to_number(v)
        };
        opts.depth = if d.is_nan() || d >= i64::MAX as f64 {
            i64::MAX
        } else {
            d.floor().max(-1.0) as i64
        };
    }
    if let Some(v) = get(s, "colors")? {
        opts.colors = truthy(v);
    }
    if let Some(v) = get(s, "customInspect")? {
        opts.custom_inspect = truthy(v);
    }
    if let Some(v) = get(s, "maxArrayLength")? {
        opts.max_array_length = count(v, usize::MAX);
    }
    if let Some(v) = get(s, "maxStringLength")? {
        opts.max_string_length = count(v, usize::MAX);
    }
    if let Some(v) = get(s, "breakLength")? {
        opts.break_length = count(v, 0);
    }
    if let Some(v) = get(s, "compact")? {
        opts.compact_true = v == Value::TRUE;
        opts.compact = if opts.compact_true {
            1
        } else if v.is_number() {
            count(v, 0)
        } else {
            0
        };
    }
    let mut comparator = None;
    if let Some(v) = get(s, "sorted")? {
        opts.sorted = if Obj::of(v).is_some_and(|f| f.is_callable()) {
            comparator = Some(s.root(v));
            Sorted::Yes
        } else if truthy(v) {
            Sorted::Yes
        } else {
            Sorted::No
        };
    }
    if let Some(v) = get(s, "getters")? {
        let text = v.is_string().then(|| string::units(v).to_string_lossy());
        opts.getters = match text.as_deref() {
            _ if v == Value::TRUE => Getters::All,
            Some("get") => Getters::Get,
            Some("set") => Getters::Set,
            _ => Getters::No,
        };
    }
    if let Some(v) = get(s, "numericSeparator")? {
        opts.numeric_separator = truthy(v);
    }
    // Read last: the getters above may have moved it.
    if let Some(h) = comparator {
        opts.sorted = Sorted::By(s.get(h));
    }
    Ok(opts)
}
