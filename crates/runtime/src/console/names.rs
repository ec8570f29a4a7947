//! The names `util.inspect` puts before an object: node's
//! `getConstructorName` (with `addPrototypeProperties` for `showHidden`),
//! `getPrefix`, `getCtxStyle`, the `[Function: f]` / `[class A extends B]`
//! bases and the `[Number: 3]` base of boxed primitives.

use super::inspect::{self, Ctx, Layout, Options, Style, data_get, js_string, truthy};
use crate::abi::*;
use crate::object::shape::{ACCESSOR, ENUMERABLE};
use crate::object::{self, Key, Obj, function};
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// node's `builtInObjects`: the global names matching
/// `/^[A-Z][a-zA-Z0-9]+$/` in node 20, whether or not kiln has them yet. A
/// prototype whose constructor has one of these names is a built-in one.
const BUILT_IN_OBJECTS: &[&str] = &[
    "AbortController",
    "AbortSignal",
    "AggregateError",
    "Array",
    "ArrayBuffer",
    "Atomics",
    "BigInt",
    "BigInt64Array",
    "BigUint64Array",
    "Blob",
    "Boolean",
    "BroadcastChannel",
    "Buffer",
    "ByteLengthQueuingStrategy",
    "CompressionStream",
    "CountQueuingStrategy",
    "Crypto",
    "CryptoKey",
    "CustomEvent",
    "DOMException",
    "DataView",
    "Date",
    "DecompressionStream",
    "Error",
    "EvalError",
    "Event",
    "EventTarget",
    "File",
    "FinalizationRegistry",
    "Float32Array",
    "Float64Array",
    "FormData",
    "Function",
    "Headers",
    "Infinity",
    "Int16Array",
    "Int32Array",
    "Int8Array",
    "Intl",
    "JSON",
    "Map",
    "Math",
    "MessageChannel",
    "MessageEvent",
    "MessagePort",
    "NaN",
    "Number",
    "Object",
    "Performance",
    "PerformanceEntry",
    "PerformanceMark",
    "PerformanceMeasure",
    "PerformanceObserver",
    "PerformanceObserverEntryList",
    "PerformanceResourceTiming",
    "Promise",
    "Proxy",
    "RangeError",
    "ReadableByteStreamController",
    "ReadableStream",
    "ReadableStreamBYOBReader",
    "ReadableStreamBYOBRequest",
    "ReadableStreamDefaultController",
    "ReadableStreamDefaultReader",
    "ReferenceError",
    "Reflect",
    "RegExp",
    "Request",
    "Response",
    "Set",
    "SharedArrayBuffer",
    "String",
    "SubtleCrypto",
    "Symbol",
    "SyntaxError",
    "TextDecoder",
    "TextDecoderStream",
    "TextEncoder",
    "TextEncoderStream",
    "TransformStream",
    "TransformStreamDefaultController",
    "TypeError",
    "URIError",
    "URL",
    "URLSearchParams",
    "Uint16Array",
    "Uint32Array",
    "Uint8Array",
    "Uint8ClampedArray",
    "WeakMap",
    "WeakRef",
    "WeakSet",
    "WebAssembly",
    "WritableStream",
    "WritableStreamDefaultController",
    "WritableStreamDefaultWriter",
];

pub(super) fn is_built_in(name: &str) -> bool {
    BUILT_IN_OBJECTS.contains(&name)
}

/// The own `constructor` of `o` when it is a data property holding a
/// function.
pub(super) fn own_constructor(th: &Thread, o: Obj) -> Option<Obj> {
    let own = object::get_own(o, Key::Name(th.realm.names.constructor))?;
    if own.attrs & ACCESSOR != 0 {
        return None;
    }
    Obj::of(own.value).filter(|f| f.is_callable())
}

/// A function's `name` as `String(f.name)`, a data property only (where
/// node's own checks read it).
pub(super) fn function_name(th: &Thread, f: Obj) -> Value {
    data_get(f, Key::Name(th.realm.names.name))
}

/// A function's `name` as node's printed forms read it, with [[Get]]: a
/// static `name` getter runs.
pub(super) fn function_name_shown(ctx: &mut Ctx, f: Obj) -> Value {
    let k = Key::Name(ctx.th.realm.names.name);
    get_running_getters(ctx, f, k)
}

/// `o[key]` as node's inspection reads it, a getter included. The getter
/// runs with collections deferred (`heap::without_collecting`): the
/// inspection holds raw objects all the way up. A getter that throws
/// reads as undefined, and its exception is kept in `ctx.thrown` (for
/// `console.log` to throw once the inspection ends); after it, no getter
/// runs.
pub(super) fn get_running_getters(ctx: &mut Ctx, o: Obj, key: Key) -> Value {
    let mut cur = o;
    for _ in 0..10_000 {
        if let Some(own) = object::get_own(cur, key) {
            if own.attrs & ACCESSOR == 0 {
                return own.value;
            }
            let (getter, _) = object::accessor_parts(own.value);
            if getter.is_undefined() || ctx.thrown.is_some() {
                return Value::UNDEFINED;
            }
            let this = o.value();
            let r = crate::heap::without_collecting(ctx.th, |th| {
                crate::object::function::call(th, getter, this, &[])
            });
            return match r {
                Ok(v) => v,
                Err(_) => {
                    ctx.thrown = Some(ctx.th.exception);
                    ctx.th.exception = Value::UNDEFINED;
                    ctx.th.exc_pending = 0;
                    Value::UNDEFINED
                }
            };
        }
        match Obj::of(cur.proto()) {
            Some(p) => cur = p,
            None => break,
        }
    }
    Value::UNDEFINED
}

/// `v instanceof f` by OrdinaryHasInstance (no `Symbol.hasInstance`, which
/// would be user code): `f.prototype` is on `v`'s prototype chain.
fn ordinary_has_instance(ctx: &Ctx, f: Obj, v: Obj) -> bool {
    let proto = data_get(f, Key::Name(ctx.th.realm.names.prototype));
    Obj::of(proto).is_some_and(|p| object::inherits_from(v, p))
}

/// node's `getConstructorName`: the name of the first constructor along
/// the prototype chain that `o` is an instance of; `None` when `o` has a
/// null prototype; `Object <…>` forms for chains that end in null without
/// one. With `showHidden`, collects user-defined prototype properties
/// into `proto_props` through `add` ([`add_prototype_properties`]: a
/// parameter, so that what prints an error without the inspect group,
/// inspect.rs `plain_error`, does not link it).
pub(super) fn constructor_name(
    ctx: &mut Ctx,
    o: Obj,
    recurse_times: i64,
    proto_props: &mut Option<Vec<String>>,
    add: AddProtoProps,
) -> Option<String> {
    let object_proto = Obj::of(ctx.th.realm.object_prototype);
    let function_proto = Obj::of(ctx.th.realm.function_prototype);
    let mut cur = Some(o);
    // node's `firstProto`: unset, then the prototype of `o` (maybe null).
    let mut first_proto: Option<Option<Obj>> = None;
    while let Some(obj) = cur {
        // Object.prototype and Function.prototype answer by identity, even
        // when their `constructor` was tampered with.
        let well_known = if Some(obj) == object_proto {
            Some("Object")
        } else if Some(obj) == function_proto {
            Some("Function")
        } else {
            None
        };
        if let Some(name) = well_known
            && object::inherits_from(o, obj)
        {
            if proto_props.is_some() && first_proto != Some(Some(obj)) {
                let start = first_proto.flatten().unwrap_or(o);
                add(ctx, o, start, recurse_times, proto_props);
            }
            return Some(name.into());
        }
        if let Some(f) = own_constructor(ctx.th, obj) {
            let name = function_name_shown(ctx, f);
            let empty = name.is_string() && string::len(name) == 0;
            if !empty && ordinary_has_instance(ctx, f, o) {
                let name = js_string(name);
                if proto_props.is_some() && (first_proto != Some(Some(obj)) || !is_built_in(&name))
                {
                    let start = first_proto.flatten().unwrap_or(o);
                    add(ctx, o, start, recurse_times, proto_props);
                }
                return Some(name);
            }
        }
        cur = Obj::of(obj.proto());
        if first_proto.is_none() {
            first_proto = Some(cur);
        }
    }
    let first = first_proto.flatten()?;
    let res = internal_constructor_name(ctx, o);
    if recurse_times > ctx.opts.depth {
        return Some(format!("{res} <Complex prototype>"));
    }
    match constructor_name(ctx, first, recurse_times + 1, proto_props, add) {
        Some(p) => Some(format!("{res} <{p}>")),
        None => {
            let opts = Options {
                depth: -1,
                ..ctx.opts
            };
            let inner = inspect::inspect_with(ctx.th, first.value(), &opts);
            Some(format!("{res} <{inner}>"))
        }
    }
}

/// V8's `GetConstructorName`, as far as kiln can tell it: a string
/// `Symbol.toStringTag` data property, or a named constructor found on the
/// prototype chain, or the object's class. (V8 first asks the object's map
/// for the constructor that made it; kiln objects do not record it.)
pub(super) fn internal_constructor_name(ctx: &Ctx, o: Obj) -> String {
    let tag_key = Key::Name(ctx.th.realm.symbols.to_string_tag);
    let mut cur = Some(o);
    let mut steps = 0;
    while let Some(obj) = cur
        && steps < 10_000
    {
        if let Some(own) = object::get_own(obj, tag_key)
            && own.attrs & ACCESSOR == 0
            && own.value.is_string()
        {
            return string::units(own.value).to_string_lossy();
        }
        if obj != o
            && let Some(f) = own_constructor(ctx.th, obj)
        {
            let name = function_name(ctx.th, f);
            if name.is_string() {
                let name = string::units(name).to_string_lossy();
                if !name.is_empty() && name != "Object" {
                    return name;
                }
            }
        }
        cur = Obj::of(obj.proto());
        steps += 1;
    }
    class_name(o).into()
}

/// The class V8 reports for an object of each kiln kind.
fn class_name(o: Obj) -> &'static str {
    match o.kind() {
        KL_KIND_ARRAY | KL_KIND_ARRAY_SPARSE => "Array",
        KL_KIND_FUNCTION => "Function",
        KL_KIND_ERROR => "Error",
        KL_KIND_ARGUMENTS => "Arguments",
        KL_KIND_ARRAY_BUFFER => "ArrayBuffer",
        KL_KIND_DATA_VIEW => "DataView",
        KL_KIND_TYPED_ARRAY | KL_KIND_BIGINT_TYPED_ARRAY => {
            crate::object::typed::typed_type(o).name()
        }
        KL_KIND_BOXED => match boxed_value(o) {
            v if v.is_string() => "String",
            v if v.is_number() => "Number",
            v if v.is_bool() => "Boolean",
            v if v.is_bigint() => "BigInt",
            _ => "Symbol",
        },
        _ => "Object",
    }
}

/// [`add_prototype_properties`]'s signature.
pub(super) type AddProtoProps = fn(&mut Ctx, Obj, Obj, i64, &mut Option<Vec<String>>);

/// node's `addPrototypeProperties`: the non-function properties of up to
/// three user-defined prototypes of `main`, shown by `%o` as `[key]: …`.
pub(super) fn add_prototype_properties(
    ctx: &mut Ctx,
    main: Obj,
    start: Obj,
    recurse_times: i64,
    output: &mut Option<Vec<String>>,
) {
    let ctor_key = Key::Name(ctx.th.realm.names.constructor);
    let mut obj = start;
    let mut keys: Vec<Key> = Vec::new();
    let mut key_set: Vec<Key> = Vec::new();
    for depth in 0..3 {
        if depth != 0 || main == obj {
            let Some(p) = Obj::of(obj.proto()) else {
                return;
            };
            obj = p;
            if let Some(f) = own_constructor(ctx.th, obj)
                && is_built_in(&js_string(function_name(ctx.th, f)))
            {
                return;
            }
        }
        if depth != 0 {
            key_set.extend(keys.iter().copied());
        }
        keys = object::own_keys(obj);
        if obj.is_array() {
            keys.push(Key::Name(ctx.th.realm.names.length));
        }
        ctx.seen.push(main);
        for &key in &keys {
            if key == ctor_key
                || object::get_own(main, key).is_some()
                || (depth != 0 && key_set.contains(&key))
            {
                continue;
            }
            let Some(own) = object::get_own(obj, key) else {
                continue;
            };
            if own.attrs & ACCESSOR == 0 && Obj::of(own.value).is_some_and(|f| f.is_callable()) {
                continue;
            }
            let s =
                inspect::format_property(ctx, obj, recurse_times, key, Layout::Object, Some(own));
            if let Some(out) = output.as_mut() {
                out.push(s);
            }
        }
        ctx.seen.pop();
    }
}

/// node's `getPrefix`: `Foo `, `Foo [tag] `, `[Object: null prototype] `,
/// with `size` (an array's `(3)`) after the name.
pub(super) fn get_prefix(
    constructor: Option<&str>,
    tag: &str,
    fallback: &str,
    size: &str,
) -> String {
    match constructor {
        None if !tag.is_empty() && fallback != tag => {
            format!("[{fallback}{size}: null prototype] [{tag}] ")
        }
        None => format!("[{fallback}{size}: null prototype] "),
        Some(c) if !tag.is_empty() && c != tag => format!("{c}{size} [{tag}] "),
        Some(c) => format!("{c}{size} "),
    }
}

/// node's `getCtxStyle`: the prefix of a plain object, with the class
/// name as fallback for a null-prototype one.
pub(super) fn ctx_style(ctx: &Ctx, o: Obj, constructor: Option<&str>, tag: &str) -> String {
    let fallback = if constructor.is_none() {
        let f = internal_constructor_name(ctx, o);
        if f == tag { "Object".to_owned() } else { f }
    } else {
        String::new()
    };
    get_prefix(constructor, tag, &fallback, "")
}

/// `value[Symbol.toStringTag]` when it is a string worth showing: not an
/// own enumerable property (which prints as a key anyway), or with
/// `showHidden`, not an own property at all.
pub(super) fn to_string_tag(ctx: &mut Ctx, o: Obj) -> String {
    let key = Key::Name(ctx.th.realm.symbols.to_string_tag);
    let tag = get_running_getters(ctx, o, key);
    if !tag.is_string() || string::len(tag) == 0 {
        return String::new();
    }
    let own = object::get_own(o, key);
    let listed = if ctx.opts.show_hidden {
        own.is_some()
    } else {
        own.is_some_and(|p| p.attrs & ENUMERABLE != 0)
    };
    if listed {
        return String::new();
    }
    string::units(tag).to_string_lossy()
}

/// node's `getFunctionBase`: `[Function: f]`, `[Function (anonymous)]`,
/// or a class's `[class A extends B]`.
pub(super) fn function_base(ctx: &mut Ctx, f: Obj, constructor: Option<&str>, tag: &str) -> String {
    // node tells a class by its source text, and takes one whose
    // `extends` clause has a parenthesis for a function.
    let flags = function::info(f).flags;
    if flags & function::FN_CLASS != 0 && flags & function::FN_PAREN_HERITAGE == 0 {
        return class_base(ctx, f, constructor, tag);
    }
    let kind = match (
        flags & KL_FN_ASYNC as u32 != 0,
        flags & KL_FN_GENERATOR as u32 != 0,
    ) {
        (false, false) => "Function",
        (false, true) => "GeneratorFunction",
        (true, false) => "AsyncFunction",
        (true, true) => "AsyncGeneratorFunction",
    };
    let mut base = format!("[{kind}");
    if constructor.is_none() {
        base.push_str(" (null prototype)");
    }
    let name = function_name_shown(ctx, f);
    if name.is_string() && string::len(name) == 0 {
        base.push_str(" (anonymous)");
    } else {
        base.push_str(": ");
        base.push_str(&js_string(name));
    }
    base.push(']');
    if let Some(c) = constructor
        && c != kind
    {
        base.push(' ');
        base.push_str(c);
    }
    if !tag.is_empty() && constructor != Some(tag) {
        base.push_str(&format!(" [{tag}]"));
    }
    base
}

/// node's `getClassBase`.
fn class_base(ctx: &mut Ctx, f: Obj, constructor: Option<&str>, tag: &str) -> String {
    let name_key = Key::Name(ctx.th.realm.names.name);
    let name = if object::get_own(f, name_key).is_some() {
        get_running_getters(ctx, f, name_key)
    } else {
        Value::UNDEFINED
    };
    let name = if truthy(name) {
        js_string(name)
    } else {
        "(anonymous)".into()
    };
    let mut base = format!("class {name}");
    if let Some(c) = constructor
        && c != "Function"
    {
        base.push_str(&format!(" [{c}]"));
    }
    if !tag.is_empty() && constructor != Some(tag) {
        base.push_str(&format!(" [{tag}]"));
    }
    if constructor.is_some() {
        if let Some(parent) = Obj::of(f.proto()) {
            let super_name = get_running_getters(ctx, parent, name_key);
            if truthy(super_name) {
                base.push_str(&format!(" extends {}", js_string(super_name)));
            }
        }
    } else {
        base.push_str(" extends [null prototype]");
    }
    format!("[{base}]")
}

/// The primitive inside a wrapper object.
pub(super) fn boxed_value(o: Obj) -> Value {
    o.word(object::OBJECT_SIZE)
}

/// node's `getBoxedBase`: `[Number: 3]`, `[String: 'ab']`,
/// `[Number (Foo): 3]` for a subclass, and the style it shows in. A boxed
/// string's index keys are dropped from `keys` (they repeat the string).
pub(super) fn boxed_base(
    ctx: &Ctx,
    o: Obj,
    keys: &mut Vec<Key>,
    constructor: Option<&str>,
    tag: &str,
) -> (String, Style) {
    let prim = boxed_value(o);
    let (kind, style) = if prim.is_number() {
        ("Number", Style::Number)
    } else if prim.is_string() {
        let len = string::len(prim) as u64;
        keys.retain(|k| !matches!(k, Key::Index(i) if u64::from(*i) < len));
        ("String", Style::String)
    } else if prim.is_bool() {
        ("Boolean", Style::Boolean)
    } else if prim.is_bigint() {
        ("BigInt", Style::BigInt)
    } else {
        ("Symbol", Style::Symbol)
    };
    let mut base = format!("[{kind}");
    if constructor != Some(kind) {
        match constructor {
            None => base.push_str(" (null prototype)"),
            Some(c) => base.push_str(&format!(" ({c})")),
        }
    }
    // The primitive itself without colors (node's `stylizeNoColor`).
    let plain = Options {
        colors: false,
        ..ctx.opts
    };
    base.push_str(&format!(
        ": {}]",
        inspect::format_primitive_with(&plain, ctx.indent, prim)
    ));
    if !tag.is_empty() && constructor != Some(tag) {
        base.push_str(&format!(" [{tag}]"));
    }
    (base, style)
}
