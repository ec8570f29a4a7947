//! Built-in groups linked into a program only when its source names them.
//!
//! A hello world's executable was 2.21 MB stripped, and 0.73 MB of it was
//! the RegExp engine (regress, its Unicode tables, kiln's RegExp built-ins),
//! 0.11 MB Date, 0.06 MB case mapping and collation (their tables) and
//! 0.02 MB the keyed collections, though such a program reaches none of
//! them; `Math`, `JSON` and the URI functions were 61 KB more once those
//! were gone, and the `console` object (its rarer methods, `table` and
//! what only they reach) 45 KB: compiled `console.log(…)` calls go to
//! `kl_console_log` without it, so only a program that names `console`
//! otherwise needs it. Inspection of objects is one too (86 KB): a program
//! that logs only values its compiler proves primitive and throws nothing
//! itself prints no object but the runtime's own errors, which the
//! always-linked code prints. Each of those is a *group*: a table of the functions that install
//! it (and that the always-linked code calls into it through), exported as
//! a static the program points at from `KlProgram.groups` (kiln.h
//! `KlGroups`). kiln's
//! compiler (`kiln_codegen::link`) points at a group only when a trigger
//! name of it appears in the program: as an identifier, a property name, or
//! inside a string or template literal (or, for RegExp, a regular
//! expression literal). Nothing else refers to the tables, so the linker's
//! `--gc-sections` drops a group no program points at, with all it alone
//! reaches.
//!
//! A group left out still gets its entry points (the global constructors,
//! the String.prototype methods) under their names, in their places, as
//! stubs: accessors whose getter and setter end the program with a message
//! that says so (and how to link everything). A value of the group's kind
//! cannot exist without one of them (or a literal), so reading or writing a
//! stub is the only way in, and it takes a name put together at run time
//! (`globalThis["Reg" + "Exp"]`): such a program stops, it never gets a
//! wrong result. Listing the names sees the same properties in the same
//! order; what differs is a descriptor (an accessor for a data property),
//! so the compiler links every group into a program that names a way to
//! read descriptors or to walk unknown properties (`kiln_codegen::link`).

use super::methods::Method;
use crate::console::inspect::Options;
use crate::error::JsResult;
use crate::object::function::{NativeFn, new_native};
use crate::object::shape::{ACCESSOR, CONFIGURABLE};
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// The RegExp group: the `RegExp` constructor and its prototype, the
/// String.prototype methods that make a RegExp of a string (`match`,
/// `matchAll`, `search`), and the RegExp paths of `split`, `replace` and
/// `replaceAll` (which are always linked: with a string pattern they need
/// no RegExp, and only a RegExp takes these paths).
#[repr(C)]
pub struct RegExpGroup {
    install: fn(&mut Thread),
    string_methods: fn(&mut Thread, Obj),
    /// `split` with a RegExp separator: (this, separator, limit).
    pub split: fn(&mut Thread, Value, Value, Value) -> JsResult<Value>,
    /// `replace`/`replaceAll` with a RegExp pattern: (this, pattern,
    /// replacement).
    pub replace: fn(&mut Thread, Value, Value, Value) -> JsResult<Value>,
}

/// The JSON group: `JSON`, and the serialisation console's `%j` directive
/// uses (kiln links the group into a program with a `%` in a string, a
/// template or a pattern, or that names `fromCharCode` or
/// `fromCodePoint`: how a `%j` can get into a format string).
#[repr(C)]
pub struct JsonGroup {
    install: fn(&mut Thread),
    /// `JSON.stringify(v)` for `%j` (console/json.rs).
    pub stringify:
        fn(&mut Thread, Value) -> Result<Option<String>, crate::console::json::JsonError>,
}

/// A group that installs globals: Date (the `Date` constructor and its
/// prototype), the keyed collections (`Map`, `Set`, `WeakMap`, `WeakSet`
/// and the Map and Set iterators) with `WeakRef` and
/// `FinalizationRegistry`, `Math`, the URI functions, and the `console`
/// object (`console.table`, `time`, `group`, … and the object itself;
/// the compiled `console.log(…)` and `console.error(…)` call the runtime
/// directly and need no group).
#[repr(C)]
pub struct GlobalGroup {
    install: fn(&mut Thread),
}

/// The inspect group: node's `util.inspect` of objects, which
/// `console.log` of a value that may be an object, the console object's
/// methods and the uncaught-error printer for a thrown value use.
/// Without it, inspection prints primitives and the errors the runtime
/// makes (console/inspect.rs `plain_error`); a program that logs no
/// object, has no console object and throws nothing itself needs no
/// more.
#[repr(C)]
pub struct InspectGroup {
    pub inspect: fn(&mut Thread, Value, &Options) -> (String, Option<Value>),
}

/// The async group: `Promise`, `queueMicrotask`, the timers and
/// `process` (`host/`), with the event loop that runs what they queue
/// after the module body. Linked into a program that names one of them or
/// has an async function.
#[repr(C)]
pub struct AsyncGroup {
    install: fn(&mut Thread),
    /// The event loop (`host/event_loop.rs`), after the module body,
    /// which returned the value given: the exit status, or an uncaught
    /// exception.
    pub run_loop: fn(&mut Thread, Value) -> JsResult<i32>,
    /// What runs after a module body that threw: its jobs, until node's
    /// loader reports the exception (always `Err`).
    pub fatal_main: fn(&mut Thread) -> JsResult<i32>,
    /// At the end (the status so far): `process`'s `exit` event, and the
    /// status `process.exitCode` then asks for; `Err` when a listener
    /// threw.
    pub at_exit: fn(&mut Thread, i32) -> JsResult<i32>,
    /// The host queues' roots, for the collector and its verification.
    pub trace: crate::host::TraceFn,
    pub visit: fn(&crate::host::Queues, &mut dyn FnMut(Value)),
}

/// The BigInt group: the `BigInt` function and prototype, and what the
/// always-linked operators and conversions do with a BigInt (which exists
/// only where the group is linked: `bigint::group`).
#[repr(C)]
pub struct BigIntGroup {
    install: fn(&mut Thread),
    /// A binary operator (kiln.h `KL_OP_*`) on two BigInts.
    pub binary: fn(&mut Thread, u32, Value, Value) -> JsResult<Value>,
    /// `KL_OP_NEG`, `NOT`, `INC` or `DEC` on a BigInt.
    pub unary: fn(&mut Thread, u32, Value) -> Value,
    /// The digits in a radix, with a `-` if negative.
    pub text: fn(Value, u32) -> String,
    /// The nearest number.
    pub to_f64: fn(Value) -> f64,
    /// Against a number (`None`: NaN).
    pub cmp_f64: fn(Value, f64) -> Option<std::cmp::Ordering>,
    pub cmp: fn(Value, Value) -> std::cmp::Ordering,
    /// StringToBigInt (`None`: not an integer literal).
    pub parse: fn(&mut Thread, Value) -> Option<Value>,
    /// NumberToBigInt (a RangeError for a non-integer).
    pub from_number: fn(&mut Thread, f64) -> JsResult<Value>,
    /// ToBigInt.
    pub to_bigint: fn(&mut Thread, Value) -> JsResult<Value>,
}

/// A group of String.prototype methods: the case group (case mapping,
/// `normalize` and `localeCompare`, with their Unicode tables).
#[repr(C)]
pub struct StringGroup {
    install: fn(&mut Thread, Obj),
}

/// The tables, C symbols named like kiln.h's other `kl_` symbols.
#[allow(non_upper_case_globals, reason = "C symbols")]
mod tables {
    use super::{
        AsyncGroup, BigIntGroup, GlobalGroup, InspectGroup, JsonGroup, RegExpGroup, StringGroup,
    };
    use crate::builtins::{
        bigint, clone, collection, date, json, math, reflect, regexp, string, typed, uri,
    };
    use crate::console::extra as console;

    #[unsafe(no_mangle)]
    pub static kl_group_regexp: RegExpGroup = RegExpGroup {
        install: regexp::install,
        string_methods: string::install_regexp_methods,
        split: string::split_regexp,
        replace: string::replace_regexp,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_date: GlobalGroup = GlobalGroup {
        install: date::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_case: StringGroup = StringGroup {
        install: string::install_case_methods,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_collections: GlobalGroup = GlobalGroup {
        install: collection::install_group,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_typed: GlobalGroup = GlobalGroup {
        install: typed::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_reflect: GlobalGroup = GlobalGroup {
        install: reflect::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_clone: GlobalGroup = GlobalGroup {
        install: clone::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_bigint: BigIntGroup = BigIntGroup {
        install: bigint::install,
        binary: bigint::binary,
        unary: bigint::unary,
        text: bigint::text,
        to_f64: bigint::to_f64,
        cmp_f64: bigint::cmp_f64,
        cmp: bigint::cmp,
        parse: bigint::parse,
        from_number: bigint::from_number,
        to_bigint: bigint::to_bigint,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_math: GlobalGroup = GlobalGroup {
        install: math::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_json: JsonGroup = JsonGroup {
        install: json::install,
        stringify: crate::console::json::stringify,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_uri: GlobalGroup = GlobalGroup {
        install: uri::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_console: GlobalGroup = GlobalGroup {
        install: console::install,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_inspect: InspectGroup = InspectGroup {
        inspect: crate::console::inspect::inspect_linked,
    };

    #[unsafe(no_mangle)]
    pub static kl_group_async: AsyncGroup = AsyncGroup {
        install: crate::host::install,
        run_loop: crate::host::event_loop::run_after_main,
        fatal_main: crate::host::event_loop::fatal_main,
        at_exit: crate::host::process::at_exit,
        trace: crate::host::Queues::trace,
        visit: crate::host::Queues::visit,
    };
}
pub use tables::{
    kl_group_async, kl_group_bigint, kl_group_case, kl_group_clone, kl_group_collections,
    kl_group_console, kl_group_date, kl_group_inspect, kl_group_json, kl_group_math,
    kl_group_reflect, kl_group_regexp, kl_group_typed, kl_group_uri,
};

/// The groups a program links (kiln.h `KlGroups`): each its table, or
/// `None` for the stubs; and the optional methods it links
/// (builtins/methods.rs), `nmethods` of them at `methods`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Groups {
    pub regexp: Option<&'static RegExpGroup>,
    pub date: Option<&'static GlobalGroup>,
    pub case: Option<&'static StringGroup>,
    pub collections: Option<&'static GlobalGroup>,
    pub math: Option<&'static GlobalGroup>,
    pub json: Option<&'static JsonGroup>,
    pub uri: Option<&'static GlobalGroup>,
    pub console: Option<&'static GlobalGroup>,
    pub inspect: Option<&'static InspectGroup>,
    pub async_: Option<&'static AsyncGroup>,
    pub typed: Option<&'static GlobalGroup>,
    pub reflect: Option<&'static GlobalGroup>,
    pub bigint: Option<&'static BigIntGroup>,
    pub clone: Option<&'static GlobalGroup>,
    // Private: [`Groups::methods`] trusts them (a program's, from kiln.h's
    // `KlGroups`, or [`Groups::all`]'s).
    methods: *const &'static Method,
    nmethods: usize,
}

// SAFETY: `methods` points at static, immutable data (the program's list
// of methods, or nothing).
unsafe impl Send for Groups {}
// SAFETY: as above.
unsafe impl Sync for Groups {}

impl Groups {
    /// No group and no method.
    pub const NONE: Groups = Groups {
        regexp: None,
        date: None,
        case: None,
        collections: None,
        math: None,
        json: None,
        uri: None,
        console: None,
        inspect: None,
        async_: None,
        typed: None,
        reflect: None,
        bigint: None,
        clone: None,
        methods: std::ptr::null(),
        nmethods: 0,
    };

    /// Every group and every method: for the runtime's own tests, which
    /// have no compiled program to say which. Nothing a program runs may
    /// call it, or every optional method would be linked into it.
    pub fn all() -> Groups {
        let methods = super::methods::all().leak();
        Groups {
            regexp: Some(&kl_group_regexp),
            date: Some(&kl_group_date),
            case: Some(&kl_group_case),
            collections: Some(&kl_group_collections),
            math: Some(&kl_group_math),
            json: Some(&kl_group_json),
            uri: Some(&kl_group_uri),
            console: Some(&kl_group_console),
            inspect: Some(&kl_group_inspect),
            async_: Some(&kl_group_async),
            typed: Some(&kl_group_typed),
            reflect: Some(&kl_group_reflect),
            bigint: Some(&kl_group_bigint),
            clone: Some(&kl_group_clone),
            methods: methods.as_ptr(),
            nmethods: methods.len(),
        }
    }

    /// The optional methods these groups name.
    pub fn methods(&self) -> Vec<&'static Method> {
        if self.nmethods == 0 {
            return Vec::new();
        }
        // SAFETY: a program's `KlGroups` points at `nmethods` method
        // pointers in its static data.
        unsafe { std::slice::from_raw_parts(self.methods, self.nmethods) }.to_vec()
    }
}

/// Installs `RegExp` (or its stub), in [`super::install`]'s order.
pub(super) fn install_regexp(th: &mut Thread) {
    match th.realm.groups.regexp {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["RegExp"], unlinked_regexp),
    }
}

/// String.prototype's `match`, `matchAll` and `search` (or their stubs),
/// in the string methods' order.
pub(super) fn install_string_regexp_methods(th: &mut Thread, proto: Obj) {
    match th.realm.groups.regexp {
        Some(g) => (g.string_methods)(th, proto),
        None => stubs(th, proto, &["match", "matchAll", "search"], unlinked_regexp),
    }
}

/// Installs `Date` (or its stub).
pub(super) fn install_date(th: &mut Thread) {
    match th.realm.groups.date {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["Date"], unlinked_date),
    }
}

/// String.prototype's case mapping, `normalize` and `localeCompare` (or
/// their stubs), in the string methods' order.
pub(super) fn install_string_case_methods(th: &mut Thread, proto: Obj) {
    match th.realm.groups.case {
        Some(g) => (g.install)(th, proto),
        None => stubs(
            th,
            proto,
            &[
                "toLowerCase",
                "toUpperCase",
                "toLocaleLowerCase",
                "toLocaleUpperCase",
                "normalize",
                "localeCompare",
            ],
            unlinked_case,
        ),
    }
}

/// Installs `Map`, `Set`, `WeakMap` and `WeakSet` (or their stubs).
pub(super) fn install_collections(th: &mut Thread) {
    match th.realm.groups.collections {
        Some(g) => (g.install)(th),
        None => stubs_global(
            th,
            &[
                "Map",
                "Set",
                "WeakMap",
                "WeakSet",
                "FinalizationRegistry",
                "WeakRef",
            ],
            unlinked_collections,
        ),
    }
}

/// Installs `Math` (or its stub).
pub(super) fn install_math(th: &mut Thread) {
    match th.realm.groups.math {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["Math"], unlinked_math),
    }
}

/// Installs `JSON` (or its stub).
pub(super) fn install_json(th: &mut Thread) {
    match th.realm.groups.json {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["JSON"], unlinked_json),
    }
}

/// Installs `decodeURI`, `decodeURIComponent`, `encodeURI`,
/// `encodeURIComponent`, `escape`, `unescape`, `atob` and `btoa` (or
/// their stubs).
pub(super) fn install_uri(th: &mut Thread) {
    match th.realm.groups.uri {
        Some(g) => (g.install)(th),
        None => stubs_global(
            th,
            &[
                "decodeURI",
                "decodeURIComponent",
                "encodeURI",
                "encodeURIComponent",
                "escape",
                "unescape",
                "atob",
                "btoa",
            ],
            unlinked_uri,
        ),
    }
}

/// Installs `Promise`, `queueMicrotask`, the timers and `process` (or
/// their stubs).
pub(super) fn install_async(th: &mut Thread) {
    match th.realm.groups.async_ {
        Some(g) => (g.install)(th),
        None => stubs_global(
            th,
            &[
                "Promise",
                "queueMicrotask",
                "setTimeout",
                "clearTimeout",
                "setInterval",
                "clearInterval",
                "setImmediate",
                "clearImmediate",
                "process",
                "performance",
            ],
            unlinked_async,
        ),
    }
}

/// Installs `ArrayBuffer` and the typed arrays (or their stubs).
pub(super) fn install_typed(th: &mut Thread) {
    match th.realm.groups.typed {
        Some(g) => (g.install)(th),
        None => stubs_global(
            th,
            &[
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
            ],
            unlinked_typed,
        ),
    }
}

/// Installs `structuredClone` (or its stub).
pub(super) fn install_clone(th: &mut Thread) {
    match th.realm.groups.clone {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["structuredClone"], unlinked_clone),
    }
}

fn unlinked_clone(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("structuredClone")
}

/// Installs `Reflect` (or its stub).
pub(super) fn install_reflect(th: &mut Thread) {
    match th.realm.groups.reflect {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["Reflect"], unlinked_reflect),
    }
}

/// Installs `BigInt` (or its stub).
pub(super) fn install_bigint(th: &mut Thread) {
    match th.realm.groups.bigint {
        Some(g) => {
            crate::bigint::set_group(g);
            (g.install)(th)
        }
        None => stubs_global(th, &["BigInt"], unlinked_bigint),
    }
}

fn unlinked_bigint(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("BigInt")
}

/// For a host function that makes a BigInt (`process.hrtime.bigint`): the
/// group must be linked for the value to be used.
pub fn require_bigint(th: &Thread) {
    if th.realm.groups.bigint.is_none() {
        unlinked("BigInt (process.hrtime.bigint, a BigInt typed array or DataView method)")
    }
}

fn unlinked_reflect(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("Reflect")
}

fn unlinked_typed(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("ArrayBuffer, a typed array or DataView")
}

/// Installs the `console` object (or its stub).
pub(super) fn install_console(th: &mut Thread) {
    match th.realm.groups.console {
        Some(g) => (g.install)(th),
        None => stubs_global(th, &["console"], unlinked_console),
    }
}

/// The RegExp group, for code that holds a RegExp (which only the group's
/// functions make).
pub fn regexp(th: &Thread) -> &'static RegExpGroup {
    th.realm
        .groups
        .regexp
        .expect("a RegExp exists only where its group is linked")
}

/// An accessor pair whose getter and setter are `f`: the value of a stub,
/// shared by every stub with the same message (the functions could be told
/// apart only through a descriptor, and naming a way to read one links
/// everything). A pair per name cost hello world 230 000 of its 1.5
/// million instructions (callgrind), most of them interning `get NAME`.
pub(super) fn stub_pair(th: &mut Thread, f: NativeFn) -> Value {
    let get = th.realm.atoms.intern_str("get");
    let set = th.realm.atoms.intern_str("set");
    let g = new_native(th, get, 0, f).value();
    let s = new_native(th, set, 1, f).value();
    object::new_accessor(th, g, s)
}

/// `target.name` as a stub with the accessor pair `pair`: non-enumerable
/// and configurable, as the built-in's data property is.
pub(super) fn define_stub(th: &mut Thread, target: Obj, name: &str, pair: Value) {
    let k = Key::name(th, name);
    object::define(th, target, k, pair, ACCESSOR | CONFIGURABLE);
}

/// `names` on `target` as stubs that end the program through `f`.
fn stubs(th: &mut Thread, target: Obj, names: &[&str], f: NativeFn) {
    let pair = stub_pair(th, f);
    for name in names {
        define_stub(th, target, name, pair);
    }
}

fn stubs_global(th: &mut Thread, names: &[&str], f: NativeFn) {
    let global = Obj::of(th.realm.global).expect("the global object");
    stubs(th, global, names, f);
}

fn unlinked(what: &str) -> ! {
    crate::error::fatal(&format!(
        "this program reached {what} through a name made at run time; kiln links \
         it only into programs whose source names it (build with `--link-all` to link \
         every built-in)"
    ))
}

fn unlinked_regexp(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("RegExp (or String.prototype.match, matchAll or search)")
}

fn unlinked_date(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("Date")
}

fn unlinked_case(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("String.prototype's case mapping, normalize or localeCompare")
}

fn unlinked_collections(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("Map, Set, WeakMap, WeakSet, WeakRef or FinalizationRegistry")
}

fn unlinked_math(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("Math")
}

fn unlinked_json(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("JSON")
}

fn unlinked_async(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("Promise, queueMicrotask, a timer or process")
}

/// Inspection of an object in a program that does not link the inspect
/// group: kiln links it into every program that can do that, so this is
/// a bug of kiln's, said as such.
pub fn unlinked_inspection() -> ! {
    crate::error::fatal(
        "this program printed an object, but kiln did not link inspection into it (a kiln \
         bug; build with `--link-all` to link every built-in)",
    )
}

/// A `%j` in a program that does not link the JSON group: its format
/// string was put together at run time.
pub fn unlinked_json_directive() -> ! {
    crate::error::fatal(
        "this program logged with a `%j` directive in a format string made at run time; kiln \
         links JSON.stringify only into programs whose strings hold a `%` (build with \
         `--link-all` to link every built-in)",
    )
}

fn unlinked_console(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("the console object")
}

fn unlinked_uri(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    unlinked("decodeURI, decodeURIComponent, encodeURI, encodeURIComponent, escape or unescape")
}
