//! node's `util.inspect` (lib/internal/util/inspect.js of node 20), for
//! `console.log` and the `%o`/`%O`/`%s` directives.
//!
//! The structure follows node's so that each behaviour can be checked
//! against its source: [`format_value`] (primitives, circular references),
//! [`format_raw`] (the prefix, braces and keys of an object, dispatched on
//! its kind), `format_property`, `format_array`, `reduce_to_single_string`
//! (one line or one entry per line) and `group::group_array_elements`
//! (aligned columns). Constructor names and prefixes are in `names.rs`,
//! errors in `errors.rs`.
//!
//! Inspection never runs JavaScript: getters print as `[Getter]`, and where
//! node reads a property with [[Get]] (a constructor's `name`, an error's
//! `stack`) only data properties are read ([`data_get`]). So nothing here
//! can collect, and an `Obj` stays valid for the whole call.

use super::{collections, custom, errors, group, names, quote};
use crate::abi::*;
use crate::number;
use crate::object::shape::{ACCESSOR, ENUMERABLE};
use crate::object::{self, Key, Obj, Own, array, atom, typed};
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::{Kind, Value};
use std::collections::HashMap;

/// The options of `util.inspect` (all of node 20's but `showProxy`, which
/// has nothing to show without proxies).
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// List non-enumerable properties too (`[length]: 3`).
    pub show_hidden: bool,
    /// Nesting levels printed in full; `i64::MAX` for no limit.
    pub depth: i64,
    /// The width at which entries stop sharing a line.
    pub break_length: usize,
    /// node's `compact` as a number: how many innermost levels may be
    /// combined on one line (0 is `compact: false`).
    pub compact: usize,
    /// `compact: true` (`compact` is then 1 where node multiplies it).
    pub compact_true: bool,
    pub max_array_length: usize,
    pub max_string_length: usize,
    /// ANSI colors, as node's `stylizeWithColor` writes them.
    pub colors: bool,
    /// Entries sorted: by UTF-16 code units, or by a comparator function
    /// (rooted by whoever made the options, for the inspection's length).
    pub sorted: Sorted,
    pub getters: Getters,
    /// `1_234.567_8`.
    pub numeric_separator: bool,
    /// Whether an object's `[Symbol.for('nodejs.util.inspect.custom')]`
    /// method is called.
    pub custom_inspect: bool,
}

/// node's `sorted` option.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sorted {
    No,
    Yes,
    By(Value),
}

/// node's `getters` option: which accessors are called and their value
/// shown (`[Getter: 5]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Getters {
    No,
    All,
    /// Only accessors without a setter (`getters: 'get'`).
    Get,
    /// Only accessors with a setter (`getters: 'set'`).
    Set,
}

/// node's `inspect.styles`: how `stylizeWithColor` colors each kind of
/// text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Special,
    Number,
    BigInt,
    Boolean,
    Undefined,
    Null,
    String,
    Symbol,
    Date,
    RegExp,
    Module,
}

impl Style {
    /// The style of a name (`options.stylize(text, 'number')`).
    pub fn named(name: &str) -> Option<Style> {
        Some(match name {
            "special" => Style::Special,
            "number" => Style::Number,
            "bigint" => Style::BigInt,
            "boolean" => Style::Boolean,
            "undefined" => Style::Undefined,
            "null" => Style::Null,
            "string" => Style::String,
            "symbol" => Style::Symbol,
            "date" => Style::Date,
            "regexp" => Style::RegExp,
            "module" => Style::Module,
            _ => return None,
        })
    }

    /// The SGR codes that open and close the style (`inspect.colors`).
    fn codes(self) -> (u8, u8) {
        match self {
            Style::Special => (36, 39),
            Style::Number | Style::BigInt | Style::Boolean => (33, 39),
            Style::Undefined => (90, 39),
            Style::Null => (1, 22),
            Style::String | Style::Symbol => (32, 39),
            Style::Date => (35, 39),
            Style::RegExp => (31, 39),
            Style::Module => (4, 24),
        }
    }

    /// `text` in this style (node's `stylizeWithColor`).
    pub fn paint(self, text: &str) -> String {
        let (open, close) = self.codes();
        format!("\x1b[{open}m{text}\x1b[{close}m")
    }
}

/// `text` without the color codes `Style::paint` writes (node's
/// `removeColors`).
pub(super) fn remove_colors(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('\x1b') {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('\x1b') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let b = after.as_bytes();
        // `\x1b[` one or two digits `m`, as node's colorRegExp.
        let digits = b.iter().skip(1).take_while(|c| c.is_ascii_digit()).count();
        if b.first() == Some(&b'[') && (1..=2).contains(&digits) && b.get(1 + digits) == Some(&b'm')
        {
            rest = &after[digits + 2..];
        } else {
            out.push('\x1b');
            rest = after;
        }
    }
    out.push_str(rest);
    out.into()
}

impl Default for Options {
    /// node's `inspectDefaultOptions`.
    fn default() -> Options {
        Options {
            show_hidden: false,
            depth: 2,
            break_length: 80,
            compact: 3,
            compact_true: false,
            max_array_length: 100,
            max_string_length: 10000,
            colors: false,
            sorted: Sorted::No,
            getters: Getters::No,
            numeric_separator: false,
            custom_inspect: true,
        }
    }
}

impl Options {
    /// What `%o` uses: `showHidden`, depth 4.
    pub fn hidden(self) -> Options {
        Options {
            show_hidden: true,
            depth: 4,
            ..self
        }
    }

    /// `text` in `style` when colors are on (node's `ctx.stylize`).
    pub fn stylize(&self, text: impl Into<String>, style: Style) -> String {
        let text = text.into();
        if self.colors {
            style.paint(&text)
        } else {
            text
        }
    }
    /// What `%s` uses for an object with a built-in `toString`: depth 0,
    /// no colors.
    pub fn shallow(self) -> Options {
        Options {
            depth: 0,
            colors: false,
            compact: 3,
            compact_true: false,
            ..self
        }
    }
}

/// How `format_property` shows an entry (node's kObjectType, kArrayType,
/// kArrayExtrasType).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Layout {
    /// `key: value`.
    Object,
    /// An array element: the value alone.
    ArrayElement,
    /// An array's own entries (elements, then `key: value`), which may be
    /// grouped in columns.
    ArrayExtras,
}

/// The state of one `inspect` call.
pub(super) struct Ctx<'t> {
    pub th: &'t mut Thread,
    pub opts: Options,
    /// Columns of indentation of the entry being formatted.
    pub indent: usize,
    /// Objects being formatted, outermost first (the circularity check).
    pub seen: Vec<Obj>,
    /// Objects found to be circular, in detection order (`*1`, `*2`, …).
    circular: Vec<Obj>,
    /// The deepest level the current top-level entry reached.
    current_depth: i64,
    /// Output length per indentation level (node stops descending past
    /// 2^27 characters).
    budget: HashMap<usize, usize>,
    /// What the first getter that threw threw (`names::get_running_getters`;
    /// no getter runs after it). Nothing collects while inspecting, so the
    /// value stays valid until the inspection ends.
    pub thrown: Option<Value>,
}

/// `util.inspect(v, opts)`. A getter that throws (a `Symbol.toStringTag`
/// or static `name` one) reads as undefined: see [`try_inspect_with`].
pub fn inspect_with(th: &mut Thread, v: Value, opts: &Options) -> String {
    inspect_catching(th, v, opts).0
}

/// `util.inspect(v, opts)` as `console.log` runs it: a getter's exception
/// ends it and propagates.
pub fn try_inspect_with(
    th: &mut Thread,
    v: Value,
    opts: &Options,
) -> crate::error::JsResult<String> {
    match inspect_catching(th, v, opts) {
        (text, None) => Ok(text),
        (_, Some(e)) => {
            th.exception = e;
            th.exc_pending = 1;
            Err(crate::error::Thrown)
        }
    }
}

/// Through the inspect group when the program links it
/// (builtins/link.rs); without it, primitives and the errors a program
/// without it can meet (see [`plain_error`]).
fn inspect_catching(th: &mut Thread, v: Value, opts: &Options) -> (String, Option<Value>) {
    if let Some(g) = th.realm.groups.inspect {
        return (g.inspect)(th, v, opts);
    }
    let mut ctx = Ctx::new(th, opts);
    let text = match Obj::of(v) {
        None => format_primitive_value(&ctx, v),
        Some(o) => {
            plain_error(&mut ctx, o).unwrap_or_else(|| crate::builtins::link::unlinked_inspection())
        }
    };
    (text, ctx.thrown)
}

/// The inspect group's entry: node's `inspect` of any value.
pub fn inspect_linked(th: &mut Thread, v: Value, opts: &Options) -> (String, Option<Value>) {
    let mut ctx = Ctx::new(th, opts);
    let text = format_value(&mut ctx, v, 0);
    (text, ctx.thrown)
}

impl<'t> Ctx<'t> {
    fn new(th: &'t mut Thread, opts: &Options) -> Ctx<'t> {
        Ctx {
            th,
            opts: *opts,
            indent: 0,
            seen: Vec::new(),
            circular: Vec::new(),
            current_depth: 0,
            budget: HashMap::new(),
            thrown: None,
        }
    }
}

/// An object as [`format_value`] prints it at the top level when it is an
/// error with no property to list (no extra own enumerable key, `cause`
/// or `errors`), taking [`format_raw`]'s steps to get there; None for
/// anything else. It is what a program without the inspect group can
/// print (kiln_codegen::link): such a program throws nothing itself, logs
/// no object and names no prototype, so what reaches the uncaught-error
/// printer is an error the runtime made, on the prototypes it made.
/// Custom inspect functions do not run for an uncaught error, so none is
/// looked for.
fn plain_error(ctx: &mut Ctx, o: Obj) -> Option<String> {
    if ctx.opts.custom_inspect || ctx.opts.show_hidden {
        return None;
    }
    // No prototype properties are collected without `showHidden`.
    let constructor = names::constructor_name(ctx, o, 0, &mut None, |_, _, _, _, _| {});
    let ctor = constructor.as_deref();
    let tag = names::to_string_tag(ctx, o);
    if o.is_array() || collections::is_keyed(o) {
        return None;
    }
    let mut keys = get_keys(o, false);
    let other_kind = o.is_callable()
        || ctor == Some("Object")
        || matches!(o.kind(), KL_KIND_DATE | KL_KIND_WEAKMAP | KL_KIND_WEAKSET);
    if other_kind || !is_error(ctx.th, o) {
        return None;
    }
    let text = errors::format_error(ctx, o, ctor, &tag, &mut keys);
    keys.is_empty().then_some(text)
}

// ---- reading without running JavaScript -------------------------------------

/// [[Get]] restricted to data properties: the value of the first property
/// named `key` along the prototype chain, undefined when it is absent or an
/// accessor (inspection never calls a getter).
pub fn data_get(o: Obj, key: Key) -> Value {
    let mut cur = o;
    for _ in 0..10_000 {
        if let Some(own) = object::get_own(cur, key) {
            return if own.attrs & ACCESSOR == 0 {
                own.value
            } else {
                Value::UNDEFINED
            };
        }
        match Obj::of(cur.proto()) {
            Some(p) => cur = p,
            None => break,
        }
    }
    Value::UNDEFINED
}

/// JavaScript `String(v)` of a primitive; objects give `[object Object]`
/// (node would call their `toString`).
pub fn js_string(v: Value) -> String {
    crate::ops::to_rust_string(v)
}

/// JavaScript truthiness.
pub(super) fn truthy(v: Value) -> bool {
    crate::ops::kl_truthy_slow(v)
}

/// A key as JavaScript text (indices in decimal).
pub(super) fn key_units(key: Key) -> Vec<u16> {
    match key {
        Key::Index(i) => i.to_string().encode_utf16().collect(),
        // By units: a lone surrogate in the description prints escaped.
        Key::Name(n) if n.is_symbol() => {
            let d = atom::symbol(n).description;
            let mut u: Vec<u16> = "Symbol(".encode_utf16().collect();
            if !d.is_undefined() {
                u.extend(string::units(d).iter());
            }
            u.push(u16::from(b')'));
            u
        }
        Key::Name(n) => string::units(n).iter().collect(),
    }
}

/// Whether `o` is an error: a native error object or an instance of
/// `Error` (node's `isError`).
pub(super) fn is_error(th: &Thread, o: Obj) -> bool {
    o.kind() == KL_KIND_ERROR
        || Obj::of(th.realm.error_prototypes[0]).is_some_and(|p| object::inherits_from(o, p))
}

// ---- formatValue --------------------------------------------------------------

/// node's `formatValue`.
pub(super) fn format_value(ctx: &mut Ctx, v: Value, recurse_times: i64) -> String {
    let Some(o) = Obj::of(v) else {
        return format_primitive_value(ctx, v);
    };
    if ctx.opts.custom_inspect
        && let Some(text) = custom::call_custom(ctx, o, recurse_times)
    {
        return text;
    }
    if ctx.seen.contains(&o) {
        let index = match ctx.circular.iter().position(|&c| c == o) {
            Some(i) => i + 1,
            None => {
                ctx.circular.push(o);
                ctx.circular.len()
            }
        };
        return ctx
            .opts
            .stylize(format!("[Circular *{index}]"), Style::Special);
    }
    format_raw(ctx, o, recurse_times)
}

/// [`format_value`] of a value that is not an object.
fn format_primitive_value(ctx: &Ctx, v: Value) -> String {
    if v.is_null() {
        return ctx.opts.stylize("null", Style::Null);
    }
    if v.is_object() || v == Value::HOLE || v == Value::UNINIT {
        // Runtime-internal words never reach JavaScript; be robust.
        return "undefined".into();
    }
    format_primitive(ctx, v)
}

/// node's `formatPrimitive`.
pub(super) fn format_primitive(ctx: &Ctx, v: Value) -> String {
    format_primitive_with(&ctx.opts, ctx.indent, v)
}

/// [`format_primitive`] with these options at this indentation.
pub(super) fn format_primitive_with(o: &Options, indent: usize, v: Value) -> String {
    match v.kind() {
        Kind::String => format_string(o, indent, string::units(v)),
        Kind::Number => o.stylize(
            format_number(v.as_number(), o.numeric_separator),
            Style::Number,
        ),
        Kind::Boolean => o.stylize(
            if v == Value::TRUE { "true" } else { "false" },
            Style::Boolean,
        ),
        Kind::Undefined | Kind::Object => o.stylize("undefined", Style::Undefined),
        Kind::Null => o.stylize("null", Style::Null),
        Kind::Symbol => o.stylize(atom::descriptive_string(v), Style::Symbol),
        Kind::BigInt => format_bigint(o, (crate::bigint::group().text)(v, 10)),
    }
}

/// A BigInt's decimal digits as node shows them: `123_456n` with
/// `numericSeparator`.
fn format_bigint(o: &Options, digits: String) -> String {
    let digits = if o.numeric_separator {
        separate_integer(&digits)
    } else {
        digits
    };
    o.stylize(format!("{digits}n"), Style::BigInt)
}

/// node's `formatNumber`: `-0` as such, and with `numericSeparator` an
/// underscore between groups of three digits, counted outwards from the
/// decimal point.
pub(super) fn format_number(n: f64, separator: bool) -> String {
    if !separator {
        return number::inspect(n);
    }
    let text = number::to_js_string(n);
    if n.trunc() == n {
        if !n.is_finite() || text.contains('e') {
            return text;
        }
        return separate_integer(&text);
    }
    if n.is_nan() {
        return text;
    }
    // Split at the point as JavaScript's slice would split it: without a
    // point (`1e-7`) the integer part loses the last character and the
    // fraction is the whole text (`1e-.1e-_7`, as node prints it).
    let (integer, fraction) = match text.find('.') {
        Some(i) => (&text[..i], &text[i + 1..]),
        None => (&text[..text.len() - 1], text.as_str()),
    };
    format!(
        "{}.{}",
        separate_integer(integer),
        separate_fraction(fraction)
    )
}

/// node's `addNumericSeparator`.
fn separate_integer(text: &str) -> String {
    let start = usize::from(text.starts_with('-'));
    let mut i = text.len();
    let mut result = String::new();
    while i >= start + 4 {
        result = format!("_{}{result}", &text[i - 3..i]);
        i -= 3;
    }
    if i == text.len() {
        text.to_owned()
    } else {
        format!("{}{result}", &text[..i])
    }
}

/// node's `addNumericSeparatorEnd`.
fn separate_fraction(text: &str) -> String {
    let mut result = String::new();
    let mut i = 0;
    while i + 3 < text.len() {
        result.push_str(&text[i..i + 3]);
        result.push('_');
        i += 3;
    }
    if i == 0 {
        text.to_owned()
    } else {
        result + &text[i..]
    }
}

/// A quoted string; past `maxStringLength` cut with a trailer, and a long
/// string split after each newline into `'…\n' +` lines.
fn format_string(opts: &Options, indent: usize, units: Units<'_>) -> String {
    let max = opts.max_string_length;
    let (units, trailer) = if units.len() > max {
        let remaining = units.len() - max;
        let s = if remaining > 1 { "s" } else { "" };
        (
            slice_units(units, 0, max),
            format!("... {remaining} more character{s}"),
        )
    } else {
        (units, String::new())
    };
    let n = units.len();
    const MIN_LINE_LENGTH: usize = 16;
    let limit = opts.break_length as i64 - indent as i64 - 4;
    let style = |t: String| opts.stylize(t, Style::String);
    if !opts.compact_true && n > MIN_LINE_LENGTH && (n as i64) > limit {
        let sep = format!(" +\n{}", " ".repeat(indent + 2));
        let mut pieces = Vec::new();
        let mut start = 0;
        for i in 0..n {
            if units.at(i) == u16::from(b'\n') {
                pieces.push(style(quote::quote(slice_units(units, start, i + 1))));
                start = i + 1;
            }
        }
        if start < n || pieces.is_empty() {
            pieces.push(style(quote::quote(slice_units(units, start, n))));
        }
        return pieces.join(&sep) + &trailer;
    }
    style(quote::quote(units)) + &trailer
}

fn slice_units(u: Units<'_>, from: usize, to: usize) -> Units<'_> {
    match u {
        Units::Latin1(b) => Units::Latin1(&b[from..to]),
        Units::Utf16(w) => Units::Utf16(&w[from..to]),
    }
}

/// node's `formatPromise`: `<pending>`, the value, or `<rejected>` and
/// the reason.
fn format_promise(ctx: &mut Ctx, o: Obj, recurse_times: i64) -> Vec<String> {
    use crate::builtins::promise;
    let st = promise::state(o);
    if st == promise::PENDING {
        return vec![ctx.opts.stylize("<pending>", Style::Special)];
    }
    ctx.indent += 2;
    let s = format_value(ctx, promise::result(o), recurse_times);
    ctx.indent -= 2;
    if st == promise::REJECTED {
        let tag = ctx.opts.stylize("<rejected>", Style::Special);
        vec![format!("{tag} {s}")]
    } else {
        vec![s]
    }
}

// ---- formatRaw ------------------------------------------------------------------

/// What fills an object's braces before its keys.
enum Formatter {
    None,
    Array,
    /// Map, Set, their iterators, WeakMap, WeakSet (`collections.rs`).
    Keyed,
    /// A promise's state and result (node's `formatPromise`).
    Promise,
    /// A typed array's elements (node's `formatTypedArray`).
    Typed,
    /// An ArrayBuffer's bytes (node's `formatArrayBuffer`).
    Buffer,
    /// A DataView's `byteLength`, `byteOffset` and `buffer`, which node
    /// lists before its keys.
    View,
}

/// node's `formatRaw`: dispatches on the object's kind (arrays, functions,
/// errors, boxed primitives, plain objects; Map, Set, Date, RegExp,
/// Promise and typed arrays slot in here as the runtime grows them).
fn format_raw(ctx: &mut Ctx, o: Obj, recurse_times: i64) -> String {
    let mut proto_props =
        (ctx.opts.show_hidden && recurse_times <= ctx.opts.depth).then(Vec::<String>::new);
    let constructor = names::constructor_name(
        ctx,
        o,
        recurse_times,
        &mut proto_props,
        names::add_prototype_properties,
    );
    if proto_props.as_ref().is_some_and(|p| p.is_empty()) {
        proto_props = None;
    }
    let ctor = constructor.as_deref();
    let tag = names::to_string_tag(ctx, o);
    let mut base = String::new();
    let mut formatter = Formatter::None;
    let mut extras = Layout::Object;
    let mut braces = [String::from("{"), String::from("}")];
    let mut keys;
    let no_extras = |keys: &Vec<Key>, pp: &Option<Vec<String>>| keys.is_empty() && pp.is_none();

    if o.is_array() {
        let len = array::length(o);
        let prefix = if ctor != Some("Array") || !tag.is_empty() {
            names::get_prefix(ctor, &tag, "Array", &format!("({len})"))
        } else {
            String::new()
        };
        keys = non_index_keys(ctx, o);
        braces = [format!("{prefix}["), String::from("]")];
        if len == 0 && no_extras(&keys, &proto_props) {
            return format!("{}]", braces[0]);
        }
        extras = Layout::ArrayExtras;
        formatter = Formatter::Array;
    } else if typed::is_typed(o) {
        let len = typed::typed_len(o);
        let fallback = if ctor.is_none() {
            typed::typed_type(o).name()
        } else {
            ""
        };
        let prefix = names::get_prefix(ctor, &tag, fallback, &format!("({len})"));
        keys = non_index_keys(ctx, o);
        if ctx.opts.show_hidden {
            // Not an own `length`, unlike an array's.
            keys.remove(0);
        }
        braces = [format!("{prefix}["), String::from("]")];
        if len == 0 && keys.is_empty() && !ctx.opts.show_hidden {
            return format!("{}]", braces[0]);
        }
        extras = Layout::ArrayExtras;
        formatter = Formatter::Typed;
    } else if o.kind() == KL_KIND_DATA_VIEW {
        keys = get_keys(o, ctx.opts.show_hidden);
        let prefix = names::get_prefix(ctor, &tag, "DataView", "");
        braces[0] = format!("{prefix}{{");
        formatter = Formatter::View;
    } else if o.kind() == KL_KIND_ARRAY_BUFFER {
        keys = get_keys(o, ctx.opts.show_hidden);
        let prefix = names::get_prefix(ctor, &tag, "ArrayBuffer", "");
        braces[0] = format!("{prefix}{{");
        formatter = Formatter::Buffer;
    } else if collections::is_keyed(o) {
        keys = get_keys(o, ctx.opts.show_hidden);
        braces[0] = collections::open_brace(o, ctor, &tag);
        if collections::is_empty_collection(o) && no_extras(&keys, &proto_props) {
            return format!("{}}}", braces[0]);
        }
        formatter = Formatter::Keyed;
    } else {
        keys = get_keys(o, ctx.opts.show_hidden);
        if o.is_callable() {
            base = names::function_base(ctx, o, ctor, &tag);
            if no_extras(&keys, &proto_props) {
                return ctx.opts.stylize(base, Style::Special);
            }
        } else if ctor == Some("Object") {
            if o.kind() == KL_KIND_ARGUMENTS {
                braces[0] = String::from("[Arguments] {");
            } else if !tag.is_empty() {
                braces[0] = format!("{}{{", names::get_prefix(ctor, &tag, "Object", ""));
            }
            if no_extras(&keys, &proto_props) {
                return format!("{}}}", braces[0]);
            }
        } else if o.kind() == KL_KIND_DATE {
            base = collections::date_base(o, ctor, &tag);
            if no_extras(&keys, &proto_props) {
                return ctx.opts.stylize(base, Style::Date);
            }
        } else if o.kind() == KL_KIND_PROMISE {
            braces[0] = format!("{}{{", names::get_prefix(ctor, &tag, "Promise", ""));
            formatter = Formatter::Promise;
        } else if matches!(o.kind(), KL_KIND_WEAKMAP | KL_KIND_WEAKSET) {
            braces[0] = collections::weak_brace(o, ctor, &tag);
            formatter = Formatter::Keyed;
        } else if is_error(ctx.th, o) {
            base = errors::format_error(ctx, o, ctor, &tag, &mut keys);
            if no_extras(&keys, &proto_props) {
                return base;
            }
        } else if o.kind() == KL_KIND_REGEXP {
            // node prints `/source/flags`, prefixed only for a subclass or
            // a null prototype.
            let text = String::from_utf16_lossy(&crate::builtins::regexp::display(o));
            let prefix = names::get_prefix(ctor, &tag, "RegExp", "");
            base = if prefix == "RegExp " {
                text
            } else {
                format!("{prefix}{text}")
            };
            // A RegExp prints whole also past the depth limit.
            if no_extras(&keys, &proto_props) || recurse_times > ctx.opts.depth {
                return ctx.opts.stylize(base, Style::RegExp);
            }
        } else if o.kind() == KL_KIND_BOXED {
            let style;
            (base, style) = names::boxed_base(ctx, o, &mut keys, ctor, &tag);
            if no_extras(&keys, &proto_props) {
                return ctx.opts.stylize(base, style);
            }
        } else if crate::object::namespace::is_namespace(o) {
            braces[0] = format!("{}{{", names::get_prefix(ctor, &tag, "Module", ""));
        } else {
            let style = names::ctx_style(ctx, o, ctor, &tag);
            if no_extras(&keys, &proto_props) {
                return format!("{style}{{}}");
            }
            braces[0] = format!("{style}{{");
        }
    }

    if recurse_times > ctx.opts.depth {
        let style = names::ctx_style(ctx, o, ctor, &tag);
        let name = style.strip_suffix(' ').unwrap_or(&style);
        let name = if constructor.is_some() {
            format!("[{name}]")
        } else {
            name.to_owned()
        };
        return ctx.opts.stylize(name, Style::Special);
    }
    let recurse_times = recurse_times + 1;
    ctx.seen.push(o);
    ctx.current_depth = recurse_times;
    let mut output = match formatter {
        Formatter::None => Vec::new(),
        Formatter::Array => format_array(ctx, o, recurse_times),
        Formatter::Keyed => collections::format_entries(ctx, o, recurse_times),
        Formatter::Promise => format_promise(ctx, o, recurse_times),
        Formatter::Typed => format_typed_array(ctx, o),
        Formatter::Buffer => format_array_buffer(ctx, o),
        Formatter::View => format_data_view(ctx, o, recurse_times),
    };
    for &k in &keys {
        output.push(format_property(ctx, o, recurse_times, k, extras, None));
    }
    if let Some(pp) = proto_props {
        output.extend(pp);
    }
    if let Some(i) = ctx.circular.iter().position(|&c| c == o) {
        let reference = ctx
            .opts
            .stylize(format!("<ref *{}>", i + 1), Style::Special);
        // Always first in the output: before the brace with `compact: true`.
        if ctx.opts.compact_true {
            braces[0] = format!("{reference} {}", braces[0]);
        } else if base.is_empty() {
            base = reference;
        } else {
            base = format!("{reference} {base}");
        }
    }
    ctx.seen.pop();
    if ctx.opts.sorted != Sorted::No {
        if extras == Layout::Object {
            custom::sort_entries(ctx, &mut output);
        } else if keys.len() > 1 {
            let from = output.len() - keys.len();
            let mut tail = output.split_off(from);
            custom::sort_entries(ctx, &mut tail);
            output.extend(tail);
        }
    }
    let res = reduce_to_single_string(ctx, output, &base, &braces, extras, recurse_times, Some(o));
    let budget = ctx.budget.entry(ctx.indent).or_insert(0);
    *budget += res.len();
    if *budget > 1 << 27 {
        ctx.opts.depth = -1;
    }
    res
}

/// node's `getKeys`: own enumerable keys (strings, then symbols), or all
/// own keys with `showHidden`. Private names never appear.
fn get_keys(o: Obj, show_hidden: bool) -> Vec<Key> {
    object::own_keys(o)
        .into_iter()
        .filter(|&k| show_hidden || object::own_attrs(o, k).is_some_and(|a| a & ENUMERABLE != 0))
        .collect()
}

/// `getOwnNonIndexProperties` of an array: its named keys (with
/// `showHidden`, `length` first, as V8 lists it).
fn non_index_keys(ctx: &Ctx, o: Obj) -> Vec<Key> {
    let mut keys = Vec::new();
    if ctx.opts.show_hidden {
        keys.push(Key::Name(ctx.th.realm.names.length));
    }
    // The named keys only: listing a long array's indices would cost its
    // length on every inspection.
    let named = object::own_named_entries(o);
    let visible = |&&(_, attrs): &&(Value, u8)| ctx.opts.show_hidden || attrs & ENUMERABLE != 0;
    let strings = named.iter().filter(|(k, _)| k.is_string());
    let symbols = named
        .iter()
        .filter(|(k, _)| k.is_symbol() && !atom::is_private(*k));
    keys.extend(
        strings
            .chain(symbols)
            .filter(visible)
            .map(|&(k, _)| Key::Name(k)),
    );
    keys
}

// ---- properties -------------------------------------------------------------------

/// node's `formatProperty`: `key: value` (or the value alone for an array
/// element). `desc` is the property when the caller has it already.
pub(super) fn format_property(
    ctx: &mut Ctx,
    o: Obj,
    recurse_times: i64,
    key: Key,
    extras: Layout,
    desc: Option<Own>,
) -> String {
    let desc = desc.or_else(|| object::get_own(o, key));
    let (value, getter, setter, enumerable) = match desc {
        Some(own) if own.attrs & ACCESSOR != 0 => {
            let (g, s) = object::accessor_parts(own.value);
            (Value::UNDEFINED, g, s, own.attrs & ENUMERABLE != 0)
        }
        Some(own) => (
            own.value,
            Value::UNDEFINED,
            Value::UNDEFINED,
            own.attrs & ENUMERABLE != 0,
        ),
        // Inherited (an error's `cause`): read through the chain.
        None => (data_get(o, key), Value::UNDEFINED, Value::UNDEFINED, true),
    };
    let mut separator = String::from(" ");
    let text = if !value.is_undefined() {
        let diff = if ctx.opts.compact_true && extras == Layout::Object {
            3
        } else {
            2
        };
        ctx.indent += diff;
        let s = format_value(ctx, value, recurse_times);
        if diff == 3 && ctx.opts.break_length < super::width::width(&remove_colors(&s)) {
            separator = format!("\n{}", " ".repeat(ctx.indent));
        }
        ctx.indent -= diff;
        s
    } else if !getter.is_undefined() {
        let label = if setter.is_undefined() {
            "Getter"
        } else {
            "Getter/Setter"
        };
        let call = match ctx.opts.getters {
            Getters::No => false,
            Getters::All => true,
            Getters::Get => setter.is_undefined(),
            Getters::Set => !setter.is_undefined(),
        };
        if call {
            custom::getter_value(ctx, o, getter, label, recurse_times)
        } else {
            ctx.opts.stylize(format!("[{label}]"), Style::Special)
        }
    } else if !setter.is_undefined() {
        ctx.opts.stylize("[Setter]", Style::Special)
    } else {
        ctx.opts.stylize("undefined", Style::Undefined)
    };
    if extras == Layout::ArrayElement {
        return text;
    }
    format!("{}:{separator}{text}", key_name(ctx, key, enumerable))
}

/// How a key prints: `[Symbol(d)]`, `[hidden]`, bare, or quoted.
fn key_name(ctx: &Ctx, key: Key, enumerable: bool) -> String {
    let units = key_units(key);
    let u = Units::Utf16(&units);
    if let Key::Name(n) = key
        && n.is_symbol()
    {
        return format!("[{}]", ctx.opts.stylize(quote::escape(u), Style::Symbol));
    }
    if units.iter().copied().eq("__proto__".encode_utf16()) {
        return "['__proto__']".into();
    }
    if !enumerable {
        return format!("[{}]", quote::escape(u));
    }
    if quote::is_identifier_key(u) {
        return String::from_utf16_lossy(&units);
    }
    ctx.opts.stylize(quote::quote(u), Style::String)
}

// ---- arrays -------------------------------------------------------------------

fn remaining_text(remaining: u64) -> String {
    let s = if remaining > 1 { "s" } else { "" };
    format!("... {remaining} more item{s}")
}

fn empty_items(ctx: &Ctx, n: u64) -> String {
    let s = if n > 1 { "s" } else { "" };
    ctx.opts
        .stylize(format!("<{n} empty item{s}>"), Style::Undefined)
}

/// node's `formatArray`: the first `maxArrayLength` elements.
fn format_array(ctx: &mut Ctx, o: Obj, recurse_times: i64) -> Vec<String> {
    let val_len = u64::from(array::length(o));
    let len = val_len.min(ctx.opts.max_array_length as u64);
    let mut output = Vec::new();
    for i in 0..len as u32 {
        let Some(own) = object::get_own(o, Key::Index(i)) else {
            return format_special_array(ctx, o, recurse_times, len as usize, output, i as usize);
        };
        let s = format_property(
            ctx,
            o,
            recurse_times,
            Key::Index(i),
            Layout::ArrayElement,
            Some(own),
        );
        output.push(s);
    }
    if val_len > len {
        output.push(remaining_text(val_len - len));
    }
    output
}

/// node's `formatTypedArray`: each element as a number or a BigInt, then,
/// with `showHidden`, the view's own facts.
fn format_typed_array(ctx: &mut Ctx, o: Obj) -> Vec<String> {
    let len = typed::typed_len(o);
    let shown = len.min(ctx.opts.max_array_length);
    let number = |ctx: &Ctx, d: f64| {
        ctx.opts
            .stylize(format_number(d, ctx.opts.numeric_separator), Style::Number)
    };
    let mut output: Vec<String> = (0..shown)
        .map(|i| match typed::get_elem(o, i) {
            typed::Elem::Number(d) => number(ctx, d),
            typed::Elem::BigInt(n) => format_bigint(&ctx.opts, n.to_string()),
        })
        .collect();
    if len > shown {
        output.push(remaining_text((len - shown) as u64));
    }
    if ctx.opts.show_hidden {
        let ty = typed::typed_type(o);
        let buffer = typed::typed_buffer(o);
        let facts = [
            ("BYTES_PER_ELEMENT", ty.size()),
            ("length", len),
            ("byteLength", len * ty.size()),
            ("byteOffset", typed::typed_offset(o)),
        ];
        for (name, n) in facts {
            output.push(format!("[{name}]: {}", number(ctx, n as f64)));
        }
        let n = number(ctx, typed::buffer_len(buffer) as f64);
        output.push(format!("[buffer]: ArrayBuffer {{ byteLength: {n} }}"));
    }
    output
}

/// node's `formatArrayBuffer`: the bytes in hex (at most
/// `maxArrayLength` of them), then the `byteLength` node lists first
/// among the keys.
fn format_array_buffer(ctx: &mut Ctx, o: Obj) -> Vec<String> {
    let len = typed::buffer_len(o);
    let shown = len.min(ctx.opts.max_array_length);
    // SAFETY: `shown` bytes lie in the buffer's store; inspection never
    // collects while it holds raw objects.
    let bytes = unsafe { std::slice::from_raw_parts(typed::buffer_data(o), shown) };
    let mut hex: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
    if len > shown {
        let remaining = len - shown;
        let s = if remaining > 1 { "s" } else { "" };
        hex.push(format!("... {remaining} more byte{s}"));
    }
    let contents = ctx.opts.stylize("[Uint8Contents]", Style::Special);
    let n = ctx.opts.stylize(
        format_number(len as f64, ctx.opts.numeric_separator),
        Style::Number,
    );
    vec![
        format!("{contents}: <{}>", hex.join(" ")),
        format!("byteLength: {n}"),
    ]
}

fn format_data_view(ctx: &mut Ctx, o: Obj, recurse_times: i64) -> Vec<String> {
    let facts = [
        ("byteLength", Value::number(typed::view_len(o) as f64)),
        ("byteOffset", Value::number(typed::view_offset(o) as f64)),
        ("buffer", typed::view_buffer(o).value()),
    ];
    let mut out = Vec::new();
    for (name, value) in facts {
        let k = ctx.th.realm.atoms.intern_str(name);
        let own = Own {
            value,
            attrs: crate::object::shape::DATA,
            place: crate::object::Place::Slot(0),
        };
        out.push(format_property(
            ctx,
            o,
            recurse_times,
            Key::Name(k),
            Layout::Object,
            Some(own),
        ));
    }
    out
}

/// node's `formatSpecialArray`: a sparse array, walked by its enumerable
/// keys; each run of holes is one `<N empty items>` entry.
fn format_special_array(
    ctx: &mut Ctx,
    o: Obj,
    recurse_times: i64,
    max_length: usize,
    mut output: Vec<String>,
    start: usize,
) -> Vec<String> {
    let keys: Vec<Key> = object::own_keys(o)
        .into_iter()
        .filter(|&k| {
            !matches!(k, Key::Name(n) if n.is_symbol())
                && object::own_attrs(o, k).is_some_and(|a| a & ENUMERABLE != 0)
        })
        .collect();
    let mut index = start as u64;
    let mut i = start;
    while i < keys.len() && output.len() < max_length {
        // A named key ends the elements (node: not a valid index).
        let Key::Index(k) = keys[i] else { break };
        if u64::from(k) != index {
            output.push(empty_items(ctx, u64::from(k) - index));
            index = u64::from(k);
            if output.len() == max_length {
                break;
            }
        }
        let s = format_property(ctx, o, recurse_times, keys[i], Layout::ArrayElement, None);
        output.push(s);
        index += 1;
        i += 1;
    }
    let remaining = u64::from(array::length(o)).saturating_sub(index);
    if output.len() != max_length {
        if remaining > 0 {
            output.push(empty_items(ctx, remaining));
        }
    } else if remaining > 0 {
        output.push(remaining_text(remaining));
    }
    output
}

// ---- line breaking ---------------------------------------------------------------

/// node's `isBelowBreakLength`: whether the entries fit on one line.
fn is_below_break_length(ctx: &Ctx, output: &[String], start: usize, base: &str) -> bool {
    let mut total = output.len() + start;
    if total + output.len() > ctx.opts.break_length {
        return false;
    }
    for s in output {
        total += if ctx.opts.colors {
            quote::js_len(&remove_colors(s))
        } else {
            quote::js_len(s)
        };
        if total > ctx.opts.break_length {
            return false;
        }
    }
    base.is_empty() || !base.contains('\n')
}

/// node's `reduceToSingleString` (for a numeric `compact`): group array
/// elements, then one line if the innermost `compact` levels fit in
/// `breakLength`, else one entry per line.
pub(super) fn reduce_to_single_string(
    ctx: &Ctx,
    mut output: Vec<String>,
    base: &str,
    braces: &[String; 2],
    extras: Layout,
    recurse_times: i64,
    value: Option<Obj>,
) -> String {
    if ctx.opts.compact_true {
        // node's layout for `compact: true`: entries run on after the
        // opening brace.
        let base_in = if base.is_empty() {
            String::new()
        } else {
            format!(" {base}")
        };
        if is_below_break_length(ctx, &output, 0, base) {
            return format!("{}{base_in} {} {}", braces[0], output.join(", "), braces[1]);
        }
        let indentation = " ".repeat(ctx.indent);
        let ln = if base.is_empty() && quote::js_len(&braces[0]) == 1 {
            String::from(" ")
        } else {
            format!("{base_in}\n{indentation}  ")
        };
        return format!(
            "{}{ln}{} {}",
            braces[0],
            output.join(&format!(",\n{indentation}  ")),
            braces[1]
        );
    }
    let base_sp = if base.is_empty() {
        String::new()
    } else {
        format!("{base} ")
    };
    if ctx.opts.compact >= 1 {
        let entries = output.len();
        if extras == Layout::ArrayExtras && entries > 6 {
            output = group::group_array_elements(ctx, output, value);
        }
        if ctx.current_depth - recurse_times < ctx.opts.compact as i64 && entries == output.len() {
            let start =
                output.len() + ctx.indent + quote::js_len(&braces[0]) + quote::js_len(base) + 10;
            if is_below_break_length(ctx, &output, start, base) {
                let joined = output.join(", ");
                if !joined.contains('\n') {
                    return format!("{base_sp}{} {joined} {}", braces[0], braces[1]);
                }
            }
        }
    }
    let indentation = format!("\n{}", " ".repeat(ctx.indent));
    let sep = format!(",{indentation}  ");
    format!(
        "{base_sp}{}{indentation}  {}{indentation}{}",
        braces[0],
        output.join(&sep),
        braces[1]
    )
}
