//! A built-in group or method left out of a program (builtins/link.rs,
//! builtins/methods.rs) leaves the same property names, in the same order,
//! on the global object, String.prototype and Array.prototype as the
//! linked group, as accessor stubs.

use kiln_runtime::builtins::link::Groups;
use kiln_runtime::object::shape::ACCESSOR;
use kiln_runtime::object::{self, Key, Obj, realm};
use kiln_runtime::string;
use kiln_runtime::thread::Thread;

/// (name, whether an accessor) of each own string-keyed property.
type Props = Vec<(String, bool)>;

fn props(o: Obj) -> Props {
    object::own_keys(o)
        .into_iter()
        .filter_map(|k| match k {
            Key::Name(v) if v.is_string() => {
                let attrs = object::get_own(o, k).expect("an own property").attrs;
                Some((string::units(v).to_string_lossy(), attrs & ACCESSOR != 0))
            }
            _ => None,
        })
        .collect()
}

/// The global object's, String.prototype's and Array.prototype's
/// properties in a realm with `groups` (each realm on a thread of its own).
fn realm_props(groups: Groups) -> (Props, Props, Props) {
    std::thread::spawn(move || {
        let here = 0u8;
        let mut th = Thread::new(&raw const here as usize);
        realm::init(&mut th, &groups);
        let global = Obj::of(th.realm.global).expect("the global object");
        let sp = Obj::of(th.realm.string_prototype).expect("String.prototype");
        let ap = Obj::of(th.realm.array_prototype).expect("Array.prototype");
        (props(global), props(sp), props(ap))
    })
    .join()
    .expect("the realm's thread")
}

#[test]
fn stubs_stand_where_the_built_ins_stand() {
    let (all_global, all_string, all_array) = realm_props(Groups::all());
    let (none_global, none_string, none_array) = realm_props(Groups::NONE);
    let names = |p: &Props| p.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&none_global), names(&all_global));
    assert_eq!(names(&none_string), names(&all_string));
    assert_eq!(names(&none_array), names(&all_array));

    // Exactly the groups' entry points became accessors.
    let changed = |none: &Props, all: &Props| {
        none.iter()
            .zip(all)
            .filter(|((_, a), (_, b))| a != b)
            .map(|((n, _), _)| n.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        changed(&none_global, &all_global),
        [
            "console",
            "RegExp",
            "Math",
            "decodeURI",
            "decodeURIComponent",
            "encodeURI",
            "encodeURIComponent",
            "escape",
            "unescape",
            "atob",
            "btoa",
            "Map",
            "Set",
            "WeakMap",
            "WeakSet",
            "FinalizationRegistry",
            "WeakRef",
            "BigInt",
            "ArrayBuffer",
            "Int8Array",
            "Uint8Array",
            "Uint8ClampedArray",
            "Int16Array",
            "Uint16Array",
            "Int32Array",
            "Uint32Array",
            "Float32Array",
            "Float64Array",
            "BigInt64Array",
            "BigUint64Array",
            "DataView",
            "TextEncoder",
            "TextDecoder",
            "Date",
            "JSON",
            "Reflect",
            "structuredClone",
            "Promise",
            "queueMicrotask",
            "setTimeout",
            "clearTimeout",
            "setInterval",
            "clearInterval",
            "setImmediate",
            "clearImmediate",
            "process",
            "performance"
        ]
    );
    // Every String.prototype method but `toString`, `valueOf` and the
    // iterator, in their order.
    assert_eq!(
        changed(&none_string, &all_string),
        [
            "at",
            "charAt",
            "charCodeAt",
            "codePointAt",
            "concat",
            "endsWith",
            "includes",
            "indexOf",
            "lastIndexOf",
            "padEnd",
            "padStart",
            "repeat",
            "slice",
            "startsWith",
            "substring",
            "substr",
            "trim",
            "trimStart",
            "trimEnd",
            "trimLeft",
            "trimRight",
            "toLowerCase",
            "toUpperCase",
            "toLocaleLowerCase",
            "toLocaleUpperCase",
            "normalize",
            "localeCompare",
            "split",
            "replace",
            "replaceAll",
            "match",
            "matchAll",
            "search",
            "isWellFormed",
            "toWellFormed",
            "anchor",
            "big",
            "blink",
            "bold",
            "fixed",
            "fontcolor",
            "fontsize",
            "italics",
            "link",
            "small",
            "strike",
            "sub",
            "sup"
        ]
    );
    // Every Array.prototype method but `join`, `toString` and `values`.
    let kept: Vec<String> = names(&none_array)
        .into_iter()
        .filter(|n| !changed(&none_array, &all_array).contains(n))
        .collect();
    assert_eq!(kept, ["constructor", "join", "values", "toString"]);
    assert_eq!(changed(&none_array, &all_array).len(), 35);
}
