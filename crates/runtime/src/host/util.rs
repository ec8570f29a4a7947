//! node's `util` module: `format` and `inspect` (console's formatting
//! and node's `util.inspect`, without colors unless asked), `types` for
//! the kinds of object kiln has, typed arrays and ArrayBuffers among
//! them (every test for a kind kiln lacks, proxies, BigInt objects,
//! DataViews, answers false as node would for any value kiln can make), the legacy `is…` tests, `inherits` and
//! `toUSVString`.

use crate::abi::*;
use crate::error::JsResult;
use crate::object::typed::ElemType;
use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;
use crate::value::Value;

type Native = crate::object::function::NativeFn;

pub fn module(th: &mut Thread) -> Obj {
    let op = th.realm.object_prototype;
    let m = object::new_object(th, op, 32);
    for (name, len, f) in [
        ("format", 0, format as Native),
        ("inherits", 2, inherits),
        ("toUSVString", 1, to_usv_string),
        ("isArray", 1, |_, _, a, _| {
            Ok(Value::boolean(
                kind(a) == Some(KL_KIND_ARRAY) || kind(a) == Some(KL_KIND_ARRAY_SPARSE),
            ))
        }),
        ("isBoolean", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_bool()))
        }),
        ("isNull", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_null()))
        }),
        ("isNullOrUndefined", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_nullish()))
        }),
        ("isNumber", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_number()))
        }),
        ("isString", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_string()))
        }),
        ("isSymbol", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_symbol()))
        }),
        ("isUndefined", 1, |_, _, a, _| {
            Ok(Value::boolean(arg(a).is_undefined()))
        }),
        ("isRegExp", 1, |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_REGEXP)))
        }),
        ("isDate", 1, |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_DATE)))
        }),
        ("isError", 1, |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_ERROR)))
        }),
        ("isFunction", 1, |_, _, a, _| {
            Ok(Value::boolean(callable(a)))
        }),
        ("isObject", 1, |_, _, a, _| {
            Ok(Value::boolean(kind(a).is_some() && !callable(a)))
        }),
        ("isPrimitive", 1, |_, _, a, _| {
            Ok(Value::boolean(kind(a).is_none()))
        }),
    ] {
        super::define_function(th, m, name, len, f);
    }
    super::define_function(th, m, "isDeepStrictEqual", 2, is_deep_strict_equal);
    super::define_function(th, m, "callbackify", 1, |th, _, a, _| {
        let f = th.host_modules.util[1];
        super::modules::call_registered_all(th, f, "util.callbackify", a)
    });
    super::define_function(th, m, "deprecate", 4, |th, _, a, _| {
        let f = th.host_modules.util[2];
        super::modules::call_registered_all(th, f, "util.deprecate", a)
    });
    super::define_function(th, m, "parseArgs", 0, |th, _, a, _| {
        let f = th.host_modules.util[0];
        super::modules::call_registered_all(th, f, "util.parseArgs", a)
    });
    let promisify = super::define_function(th, m, "promisify", 1, promisify);
    let key = crate::string::from_str(th, "nodejs.util.promisify.custom");
    let custom = th.realm.atoms.registered_symbol(key);
    super::define_data(th, promisify, "custom", custom);
    let inspect = super::define_function(th, m, "inspect", 2, inspect);
    let key = crate::string::from_str(th, "nodejs.util.inspect.custom");
    let custom = th.realm.atoms.registered_symbol(key);
    super::define_data(th, inspect, "custom", custom);
    let types = types(th);
    super::define_data(th, m, "types", types.value());
    m
}

fn arg(args: &[Value]) -> Value {
    crate::builtins::arg(args, 0)
}

/// The object kind of the first argument; `None` for a primitive.
fn kind(args: &[Value]) -> Option<u64> {
    Obj::of(arg(args)).map(|o| o.kind())
}

fn callable(args: &[Value]) -> bool {
    Obj::of(arg(args)).is_some_and(|o| o.is_callable())
}

/// A function's kiln.h `KL_FN_*` flags; 0 for anything else.
fn fn_flags(args: &[Value]) -> u32 {
    match Obj::of(arg(args)) {
        Some(o) if o.is_callable() => crate::object::function::info(o).flags,
        _ => 0,
    }
}

/// The boxed primitive's kind (`KL_KIND_BOXED`): what it boxes.
fn boxed(args: &[Value]) -> Option<Value> {
    Obj::of(arg(args))
        .filter(|o| o.kind() == KL_KIND_BOXED)
        .and_then(crate::builtins::global::unbox)
}

fn types(th: &mut Thread) -> Obj {
    let op = th.realm.object_prototype;
    let t = object::new_object(th, op, 48);
    for (name, f) in [
        (
            "isDate",
            (|_, _, a, _| Ok(Value::boolean(kind(a) == Some(KL_KIND_DATE)))) as Native,
        ),
        ("isRegExp", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_REGEXP)))
        }),
        ("isMap", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_MAP)))
        }),
        ("isSet", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_SET)))
        }),
        ("isWeakMap", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_WEAKMAP)))
        }),
        ("isWeakSet", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_WEAKSET)))
        }),
        ("isMapIterator", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_MAP_ITERATOR)))
        }),
        ("isSetIterator", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_SET_ITERATOR)))
        }),
        ("isPromise", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_PROMISE)))
        }),
        ("isNativeError", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_ERROR)))
        }),
        ("isArgumentsObject", |_, _, a, _| {
            Ok(Value::boolean(kind(a) == Some(KL_KIND_ARGUMENTS)))
        }),
        ("isGeneratorObject", |_, _, a, _| {
            Ok(Value::boolean(matches!(
                kind(a),
                Some(KL_KIND_GENERATOR | KL_KIND_ASYNC_GENERATOR)
            )))
        }),
        ("isGeneratorFunction", |_, _, a, _| {
            Ok(Value::boolean(fn_flags(a) & KL_FN_GENERATOR as u32 != 0))
        }),
        ("isAsyncFunction", |_, _, a, _| {
            Ok(Value::boolean(fn_flags(a) & KL_FN_ASYNC as u32 != 0))
        }),
        ("isBoxedPrimitive", |_, _, a, _| {
            Ok(Value::boolean(boxed(a).is_some()))
        }),
        ("isNumberObject", |_, _, a, _| {
            Ok(Value::boolean(boxed(a).is_some_and(|v| v.is_number())))
        }),
        ("isStringObject", |_, _, a, _| {
            Ok(Value::boolean(boxed(a).is_some_and(|v| v.is_string())))
        }),
        ("isBooleanObject", |_, _, a, _| {
            Ok(Value::boolean(boxed(a).is_some_and(|v| v.is_bool())))
        }),
        ("isSymbolObject", |_, _, a, _| {
            Ok(Value::boolean(boxed(a).is_some_and(|v| v.is_symbol())))
        }),
        ("isBigIntObject", |_, _, a, _| {
            Ok(Value::boolean(
                boxed(a).is_some_and(crate::bigint::is_bigint),
            ))
        }),
    ] {
        super::define_function(th, t, name, 1, f);
    }
    // The buffers and views, and kinds of object kiln cannot make (false
    // for every value), in node's order.
    for name in [
        "isAnyArrayBuffer",
        "isArrayBuffer",
        "isArrayBufferView",
        "isBigInt64Array",
        "isBigUint64Array",
        "isCryptoKey",
        "isDataView",
        "isExternal",
        "isFloat32Array",
        "isFloat64Array",
        "isInt16Array",
        "isInt32Array",
        "isInt8Array",
        "isKeyObject",
        "isModuleNamespaceObject",
        "isProxy",
        "isSharedArrayBuffer",
        "isTypedArray",
        "isUint16Array",
        "isUint32Array",
        "isUint8Array",
        "isUint8ClampedArray",
    ] {
        let typed = |ty: usize| -> Native {
            [
                is_typed::<0>,
                is_typed::<1>,
                is_typed::<2>,
                is_typed::<3>,
                is_typed::<4>,
                is_typed::<5>,
                is_typed::<6>,
                is_typed::<7>,
                is_typed::<8>,
                is_typed::<9>,
                is_typed::<10>,
            ][ty]
        };
        let f: Native = match name {
            "isAnyArrayBuffer" | "isArrayBuffer" => {
                |_, _, a, _| Ok(Value::boolean(kind(a) == Some(KL_KIND_ARRAY_BUFFER)))
            }
            "isTypedArray" => |_, _, a, _| {
                Ok(Value::boolean(matches!(
                    kind(a),
                    Some(KL_KIND_TYPED_ARRAY | KL_KIND_BIGINT_TYPED_ARRAY)
                )))
            },
            "isArrayBufferView" => |_, _, a, _| {
                Ok(Value::boolean(matches!(
                    kind(a),
                    Some(KL_KIND_TYPED_ARRAY | KL_KIND_BIGINT_TYPED_ARRAY | KL_KIND_DATA_VIEW)
                )))
            },
            "isDataView" => |_, _, a, _| Ok(Value::boolean(kind(a) == Some(KL_KIND_DATA_VIEW))),
            _ => match ElemType::ALL
                .iter()
                .position(|ty| name == format!("is{}", ty.name()))
            {
                Some(ty) => typed(ty),
                None => |_, _, _, _| Ok(Value::FALSE),
            },
        };
        super::define_function(th, t, name, 1, f);
    }
    t
}

/// `types.isInt8Array` … `isFloat64Array`: a typed array of element type
/// `T` (`ElemType`'s order).
fn is_typed<const T: usize>(_: &mut Thread, _: Value, args: &[Value], _: Value) -> JsResult<Value> {
    let o = Obj::of(arg(args)).filter(|&o| crate::object::typed::is_typed(o));
    Ok(Value::boolean(o.is_some_and(|o| {
        crate::object::typed::typed_type(o).index() == T
    })))
}

fn format(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let text = crate::console::util_format(th, args)?;
    Ok(crate::string::from_str(th, &text))
}

fn inspect(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let options = crate::builtins::arg(args, 1);
    let text = crate::console::util_inspect(th, arg(args), options)?;
    Ok(crate::string::from_str(th, &text))
}

/// `util.inherits(ctor, superCtor)`: `ctor.prototype` inherits from
/// `superCtor.prototype`, and `ctor.super_` is `superCtor`.
fn inherits(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (ctor, sup) = (arg(args), crate::builtins::arg(args, 1));
    if ctor.is_nullish() {
        return Err(super::invalid_arg_type(
            th,
            "ctor",
            "of type function",
            ctor,
        ));
    }
    if sup.is_nullish() {
        return Err(super::invalid_arg_type(
            th,
            "superCtor",
            "of type function",
            sup,
        ));
    }
    let pk = th.realm.names.prototype;
    let sp = crate::object::ic::get_value(th, sup, Key::Name(pk), u32::MAX)?;
    if sp.is_undefined() {
        return Err(super::invalid_arg_type(
            th,
            "superCtor.prototype",
            "of type object",
            sp,
        ));
    }
    let Some(c) = Obj::of(ctor) else {
        return Err(crate::error::type_error(
            th,
            "Object.defineProperty called on non-object",
        ));
    };
    let k = Key::name(th, "super_");
    object::define(th, c, k, sup, shape::HIDDEN);
    let cp = object::get_named(th, c, "prototype")?;
    if let Some(cp) = Obj::of(cp) {
        cp.set_proto(th, sp);
    }
    Ok(Value::UNDEFINED)
}

/// `util.toUSVString(s)`: lone surrogates replaced by U+FFFD.
fn to_usv_string(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = crate::ops::to_rust_string_js(th, arg(args))?;
    // Rust strings hold no lone surrogate: the conversion replaced them.
    Ok(crate::string::from_str(th, &s))
}

/// `util.promisify(f)`: written in TypeScript (`codegen/src/node/
/// promisify.ts`), compiled into a program whose source names
/// `promisify`, and registered when it runs.
fn promisify(th: &mut Thread, _: Value, args: &[Value], _: Value) -> JsResult<Value> {
    let f = th.host_modules.promisify;
    super::modules::call_registered(th, f, "util.promisify", args)
}

/// `util.isDeepStrictEqual(a, b)`: deep equality is written in TypeScript
/// (`codegen/src/node/comparisons.ts`), compiled into a program whose
/// source names `isDeepStrictEqual`, and registered when it runs.
fn is_deep_strict_equal(th: &mut Thread, _: Value, args: &[Value], _: Value) -> JsResult<Value> {
    let f = th.host_modules.deep_equal;
    super::modules::call_registered(th, f, "util.isDeepStrictEqual", args)
}
