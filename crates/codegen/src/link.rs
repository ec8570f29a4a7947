//! Which of the runtime's optional built-in groups and methods a program
//! links (runtime `builtins/link.rs`, `builtins/methods.rs`).
//!
//! A group is linked when one of its trigger names appears in the program:
//! as an identifier (declared or used), a property name, or anywhere
//! inside a string or a template literal's text (cooked or raw) or a
//! regular expression's pattern, so `globalThis["Date"]`, `const
//! k = "matchAll"; s[k](re)` and `JSON.parse('{"m": "search"}')` all link
//! their groups. Type annotations count too (`let d: Date` links Date):
//! linking more than a program needs costs only size. What escapes is a
//! name put together at run time from pieces that are not the name
//! (`"Da" + "te"`); the runtime's stubs (accessors) end such a program with
//! a message naming `--link-all` when it reads or writes one, never a wrong
//! result. A stub differs from the built-in in its descriptor only, and a
//! program can walk properties it does not name and read them, so naming
//! a way to read descriptors or list non-enumerable keys
//! (`getOwnPropertyDescriptor(s)`, `getOwnPropertyNames`, `showHidden`
//! and console's `%o`, `__lookupGetter__`, `__lookupSetter__`) or method
//! names (`Symbol.unscopables`) links every group and method.
//!
//! A method (`METHODS`) is linked the same way, but an identifier or a
//! property name must be its name exactly (a declared name counts: it is
//! a function's or class's `name`); inside a string, template or pattern
//! the name anywhere links it.

use oxc_ast::ast::{
    ArrowFunctionExpression, AwaitExpression, BindingIdentifier, CallExpression, Expression,
    ForOfStatement, Function, IdentifierName, IdentifierReference, ImportExpression, Program,
    RegExpLiteral, StringLiteral, TemplateElement, ThrowStatement,
};
use oxc_ast_visit::Visit;
use std::collections::HashSet;

/// The optional groups a program links.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Groups {
    /// `RegExp`, and String.prototype's `match`, `matchAll` and `search`
    /// (which make a RegExp of a string). A regular expression literal
    /// links it too; `split` and `replace` reach it only through a RegExp.
    pub regexp: bool,
    /// `Date`.
    pub date: bool,
    /// String.prototype's case mapping (`toLowerCase`, `toUpperCase`, their
    /// locale forms), `normalize` and `localeCompare`.
    pub case: bool,
    /// `Map`, `Set`, `WeakMap`, `WeakSet`, `WeakRef`,
    /// `FinalizationRegistry`.
    pub collections: bool,
    /// `Math`.
    pub math: bool,
    /// `JSON`, and the serialisation console's `%j` uses: also linked by
    /// a `%` in a string, template or pattern, or a name of a built-in
    /// that makes a `%` (how a program can put a `%j` together: see
    /// `JSON_NAMES`).
    pub json: bool,
    /// `decodeURI`, `decodeURIComponent`, `encodeURI`, `encodeURIComponent`,
    /// `escape`, `unescape`.
    pub uri: bool,
    /// The `console` object. A call `console.log(…)` (or `info`, `debug`,
    /// `error`, `warn`) of the global, without `?.` or spread arguments,
    /// calls the runtime directly (lowering's intrinsic) and does not
    /// count; any other mention of the name does. Lowering links it too
    /// when it cannot make those calls directly (the program may replace
    /// `console`: `globalThis` used as a value, for one).
    pub console: bool,
    /// Inspection of objects (runtime console/inspect.rs): linked into a
    /// program that throws (`throw`; the uncaught-error printer shows a
    /// thrown value), that names a way to a prototype (`prototype`,
    /// `__proto__`: see `INSPECT_NAMES`), that links the console object,
    /// or that logs a value not proven a primitive
    /// ([`logs_only_primitives`], after type inference). Without it the
    /// runtime prints primitives and the errors it makes itself, as they
    /// are made, which is all such a program can print.
    pub inspect: bool,
    /// `Promise`, `queueMicrotask`, the timers, `process.nextTick` and the
    /// event loop (`FinalizationRegistry`'s callbacks run between its
    /// phases): linked by those names and by any async function,
    /// `await` or `for await` (and with them inspection: an unhandled
    /// rejection prints its reason).
    pub async_: bool,
    /// `ArrayBuffer` and the typed arrays.
    pub typed: bool,
    /// `Reflect`.
    pub reflect: bool,
    /// `BigInt`: linked by the name (also inside `BigInt64Array`; and
    /// `BigUint64Array`) and by a
    /// BigInt literal, the only ways a BigInt comes to exist. Type
    /// inference reads it: without it no operator can see a BigInt.
    pub bigint: bool,
    /// `structuredClone`.
    pub clone: bool,
    /// The optional methods (bit i: `METHODS[i]`).
    pub methods: u128,
}

impl Groups {
    pub const ALL: Groups = Groups {
        regexp: true,
        date: true,
        case: true,
        collections: true,
        math: true,
        json: true,
        uri: true,
        console: true,
        inspect: true,
        async_: true,
        typed: true,
        reflect: true,
        bigint: true,
        clone: true,
        methods: u128::MAX >> (128 - METHODS.len()),
    };

    /// What either links (a program of several files links what each
    /// names).
    pub fn union(self, o: Groups) -> Groups {
        Groups {
            regexp: self.regexp || o.regexp,
            date: self.date || o.date,
            case: self.case || o.case,
            collections: self.collections || o.collections,
            math: self.math || o.math,
            json: self.json || o.json,
            uri: self.uri || o.uri,
            console: self.console || o.console,
            inspect: self.inspect || o.inspect,
            async_: self.async_ || o.async_,
            typed: self.typed || o.typed,
            reflect: self.reflect || o.reflect,
            bigint: self.bigint || o.bigint,
            clone: self.clone || o.clone,
            methods: self.methods | o.methods,
        }
    }

    /// The C symbols of the optional methods linked, sorted by home and
    /// name: the order the runtime looks them up in (its `Proto` orders
    /// the homes as their names do), so it need not sort them.
    pub fn method_symbols(&self) -> Vec<String> {
        let mut linked: Vec<(&str, &str)> = (0..METHODS.len())
            .filter(|i| self.methods & (1 << i) != 0)
            .map(|i| METHODS[i])
            .collect();
        linked.sort_unstable();
        linked
            .into_iter()
            .map(|(home, name)| format!("kl_method_{home}_{name}"))
            .collect()
    }
}

/// The built-in methods linked one by one (runtime builtins/methods.rs,
/// which has the same list, checked by tests/method_list.rs): (home,
/// name), the home a prototype or, for `object` and `arrayctor`, the
/// `Object` or `Array` constructor. A
/// method is linked when its name is an identifier (declared or used) or a
/// property name of the program, or appears inside a string, template or
/// regular expression pattern. The methods the runtime calls itself are
/// always linked and not here.
pub const METHODS: &[(&str, &str)] = &[
    ("array", "at"),
    ("array", "concat"),
    ("array", "copyWithin"),
    ("array", "fill"),
    ("array", "find"),
    ("array", "findIndex"),
    ("array", "findLast"),
    ("array", "findLastIndex"),
    ("array", "lastIndexOf"),
    ("array", "pop"),
    ("array", "push"),
    ("array", "reverse"),
    ("array", "shift"),
    ("array", "unshift"),
    ("array", "slice"),
    ("array", "sort"),
    ("array", "splice"),
    ("array", "includes"),
    ("array", "indexOf"),
    ("array", "keys"),
    ("array", "entries"),
    ("array", "forEach"),
    ("array", "filter"),
    ("array", "flat"),
    ("array", "flatMap"),
    ("array", "map"),
    ("array", "every"),
    ("array", "some"),
    ("array", "reduce"),
    ("array", "reduceRight"),
    ("array", "toLocaleString"),
    ("array", "toReversed"),
    ("array", "toSorted"),
    ("array", "toSpliced"),
    ("array", "with"),
    ("arrayctor", "from"),
    ("arrayctor", "of"),
    ("number", "toExponential"),
    ("number", "toFixed"),
    ("number", "toPrecision"),
    ("number", "toLocaleString"),
    ("object", "keys"),
    ("object", "values"),
    ("object", "entries"),
    ("object", "assign"),
    ("object", "create"),
    ("object", "getPrototypeOf"),
    ("object", "setPrototypeOf"),
    ("object", "defineProperty"),
    ("object", "defineProperties"),
    ("object", "getOwnPropertyNames"),
    ("object", "getOwnPropertySymbols"),
    ("object", "getOwnPropertyDescriptor"),
    ("object", "getOwnPropertyDescriptors"),
    ("object", "hasOwn"),
    ("object", "freeze"),
    ("object", "isFrozen"),
    ("object", "seal"),
    ("object", "isSealed"),
    ("object", "preventExtensions"),
    ("object", "isExtensible"),
    ("object", "fromEntries"),
    ("object", "is"),
    ("string", "at"),
    ("string", "charAt"),
    ("string", "charCodeAt"),
    ("string", "codePointAt"),
    ("string", "concat"),
    ("string", "endsWith"),
    ("string", "includes"),
    ("string", "indexOf"),
    ("string", "lastIndexOf"),
    ("string", "padEnd"),
    ("string", "padStart"),
    ("string", "repeat"),
    ("string", "slice"),
    ("string", "startsWith"),
    ("string", "substring"),
    ("string", "substr"),
    ("string", "trim"),
    ("string", "trimStart"),
    ("string", "trimEnd"),
    ("string", "split"),
    ("string", "replace"),
    ("string", "replaceAll"),
    ("string", "isWellFormed"),
    ("string", "toWellFormed"),
    ("string", "anchor"),
    ("string", "big"),
    ("string", "blink"),
    ("string", "bold"),
    ("string", "fixed"),
    ("string", "fontcolor"),
    ("string", "fontsize"),
    ("string", "italics"),
    ("string", "link"),
    ("string", "small"),
    ("string", "strike"),
    ("string", "sub"),
    ("string", "sup"),
];

/// Names that are the same function as another method's: the runtime
/// defines `trimLeft` as `trimStart` is (a stub if it is one).
const ALIASES: [(&str, &str); 2] = [("trimLeft", "trimStart"), ("trimRight", "trimEnd")];

const REGEXP_NAMES: [&str; 3] = ["RegExp", "match", "search"];
const DATE_NAMES: [&str; 1] = ["Date"];
const CASE_NAMES: [&str; 3] = ["Case", "normalize", "localeCompare"];
const COLLECTION_NAMES: [&str; 4] = ["Map", "Set", "WeakRef", "FinalizationRegistry"];
const MATH_NAMES: [&str; 1] = ["Math"];
/// `ArrayBuffer` and the typed arrays (`Int8Array` … `Float64Array`,
/// matched by their endings: "Int" alone is in `parseInt`).
const TYPED_NAMES: [&str; 9] = [
    "ArrayBuffer",
    "DataView",
    "TextEncoder",
    "TextDecoder",
    "8Array",
    "16Array",
    "32Array",
    "64Array",
    "8ClampedArray",
];
/// `JSON`, and what can put a `%j` directive into a format string: a `%`
/// in the source, or a built-in that makes a `%` (`fromCharCode(37)`, a
/// percent from `toLocaleString`, `"\u{FF05}".normalize("NFKC")`,
/// `encodeURIComponent`'s and `escape`'s escapes; found by review).
const JSON_NAMES: [&str; 8] = [
    "JSON",
    "%",
    "fromCharCode",
    "fromCodePoint",
    "toLocaleString",
    "normalize",
    "encodeURI",
    "escape",
];
/// The URI functions, and Annex B's `escape` and `unescape` (the second
/// name covers both).
const URI_NAMES: [&str; 4] = ["URI", "escape", "atob", "btoa"];
/// The async group's globals (`setTimeout`, `clearInterval`, …, share
/// `Timeout`, `Interval` and `Immediate`) and `process`.
const ASYNC_NAMES: [&str; 9] = [
    "Promise",
    "FinalizationRegistry",
    "process",
    "performance",
    "queueMicrotask",
    "Timeout",
    "Interval",
    "Immediate",
    "nextTick",
];
const CONSOLE_NAMES: [&str; 1] = ["console"];
/// Ways to reach a prototype (`Error.prototype`, `getPrototypeOf`,
/// `setPrototypeOf`, `__proto__`): changing one changes how the runtime's
/// own errors print (an inherited `cause` or `errors`, a constructor
/// named `Object`, a chain without one), which takes inspection of
/// objects (found by review). `rototype` is in `prototype` and in
/// `getPrototypeOf`/`setPrototypeOf` alike.
const INSPECT_NAMES: [&str; 2] = ["rototype", "__proto__"];
/// The console methods lowering calls directly (lower/member.rs).
const CONSOLE_DIRECT: [&str; 5] = ["log", "info", "debug", "error", "warn"];
/// Names of ways to see a stub for what it is, or to reach built-ins the
/// program does not name: each links every group.
const REFLECTION_NAMES: [&str; 7] = [
    "getOwnPropertyDescriptor",
    "getOwnPropertyNames",
    "showHidden",
    "__lookupGetter__",
    "__lookupSetter__",
    // console's `%o` inspects with `showHidden`.
    "%o",
    // `Array.prototype[Symbol.unscopables]` lists method names.
    "unscopables",
];

/// Every value `module`'s direct `console.log(…)`/`console.error(…)`
/// calls print is a primitive (its inferred type, `passes::infer`).
pub fn logs_only_primitives(module: &crate::ir::Module) -> bool {
    use crate::ir::{Inst, Intrinsic, Rv, Ty};
    module.funcs.iter().all(|f| {
        f.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .all(|inst| match inst {
                Inst::Eval(Rv::Intrinsic(
                    Intrinsic::ConsoleLog | Intrinsic::ConsoleError,
                    args,
                ))
                | Inst::Assign(
                    _,
                    Rv::Intrinsic(Intrinsic::ConsoleLog | Intrinsic::ConsoleError, args),
                ) => args
                    .iter()
                    .all(|&a| crate::passes::infer::operand_ty(f, a).within(Ty::PRIMITIVE)),
                _ => true,
            })
    })
}

/// The groups `program` names.
pub fn scan(program: &Program<'_>) -> Groups {
    let mut s = Scan(Groups::default(), HashSet::new(), HashSet::new());
    s.visit_program(program);
    // An unhandled rejection prints its reason, whatever it is (node's
    // `UnhandledPromiseRejection` error has a `code` to list): a program
    // with promises may print any object.
    s.0.inspect |= s.0.async_;
    s.0
}

/// The groups found so far, and the names and literal texts already
/// scanned: a scan only adds groups, so a text seen once needs no second
/// look (the records of a data table repeat their keys and values; each
/// text is tested against about a hundred names).
struct Scan<'a>(Groups, HashSet<&'a str>, HashSet<&'a str>);

impl<'a> Scan<'a> {
    /// An identifier or a property name: links the methods of that name.
    fn name(&mut self, n: &'a str) {
        if self.1.insert(n) {
            self.name_once(n);
        }
    }

    fn name_once(&mut self, n: &str) {
        // An iterator's `throw(v)` throws `v` (generators' `throw`, should
        // kiln have them): a thrown value for the uncaught-error printer.
        self.0.inspect |= n == "throw";
        let of = ALIASES.iter().find(|a| a.0 == n).map_or(n, |a| a.1);
        for (i, m) in METHODS.iter().enumerate() {
            if m.1 == of {
                self.0.methods |= 1 << i;
            }
        }
        self.text(n);
    }

    /// The text of a string or template literal: links the methods whose
    /// names appear in it.
    fn literal(&mut self, t: &'a str) {
        if self.2.insert(t) {
            self.literal_once(t);
        }
    }

    fn literal_once(&mut self, t: &str) {
        for (i, m) in METHODS.iter().enumerate() {
            if t.contains(m.1) {
                self.0.methods |= 1 << i;
            }
        }
        for (alias, of) in ALIASES {
            if t.contains(alias) {
                self.name_once(of);
            }
        }
        self.text(t);
    }

    fn text(&mut self, t: &str) {
        if REFLECTION_NAMES.iter().any(|n| t.contains(n)) {
            self.0 = Groups::ALL;
        }
        self.0.regexp |= REGEXP_NAMES.iter().any(|n| t.contains(n));
        self.0.date |= DATE_NAMES.iter().any(|n| t.contains(n));
        self.0.case |= CASE_NAMES.iter().any(|n| t.contains(n));
        self.0.collections |= COLLECTION_NAMES.iter().any(|n| t.contains(n));
        self.0.math |= MATH_NAMES.iter().any(|n| t.contains(n));
        self.0.typed |= TYPED_NAMES.iter().any(|n| t.contains(n));
        self.0.reflect |= t.contains("Reflect");
        self.0.clone |= t.contains("structuredClone");
        // `bigint` too: `process.hrtime.bigint()` makes one; `BigUint`
        // for `BigUint64Array`, whose elements are BigInts.
        self.0.bigint |= t.contains("BigInt") || t.contains("bigint") || t.contains("BigUint");
        self.0.json |= JSON_NAMES.iter().any(|n| t.contains(n));
        self.0.uri |= URI_NAMES.iter().any(|n| t.contains(n));
        self.0.async_ |= ASYNC_NAMES.iter().any(|n| t.contains(n));
        self.0.console |= CONSOLE_NAMES.iter().any(|n| t.contains(n));
        self.0.inspect |= INSPECT_NAMES.iter().any(|n| t.contains(n));
    }
}

impl<'a> Visit<'a> for Scan<'a> {
    fn visit_function(&mut self, it: &Function<'a>, flags: oxc_syntax::scope::ScopeFlags) {
        self.0.async_ |= it.r#async;
        oxc_ast_visit::walk::walk_function(self, it, flags);
    }

    fn visit_arrow_function_expression(&mut self, it: &ArrowFunctionExpression<'a>) {
        self.0.async_ |= it.r#async;
        oxc_ast_visit::walk::walk_arrow_function_expression(self, it);
    }

    /// `import()` returns a promise and may run its module as an
    /// immediate.
    fn visit_import_expression(&mut self, it: &ImportExpression<'a>) {
        self.0.async_ = true;
        oxc_ast_visit::walk::walk_import_expression(self, it);
    }

    fn visit_await_expression(&mut self, it: &AwaitExpression<'a>) {
        self.0.async_ = true;
        oxc_ast_visit::walk::walk_await_expression(self, it);
    }

    fn visit_for_of_statement(&mut self, it: &ForOfStatement<'a>) {
        self.0.async_ |= it.r#await;
        oxc_ast_visit::walk::walk_for_of_statement(self, it);
    }

    fn visit_throw_statement(&mut self, it: &ThrowStatement<'a>) {
        self.0.inspect = true;
        oxc_ast_visit::walk::walk_throw_statement(self, it);
    }

    fn visit_call_expression(&mut self, it: &CallExpression<'a>) {
        // `console.log(x)` as lowering calls it directly: the object's name
        // does not link the console group. A narrower test than
        // lowering's (no parentheses or `as` around `console`): what it
        // misses links the group, which costs only size.
        if let Expression::StaticMemberExpression(m) = &it.callee
            && let Expression::Identifier(obj) = &m.object
            && obj.name == "console"
            && !it.optional
            && !m.optional
            && CONSOLE_DIRECT.contains(&m.property.name.as_str())
            && !it.arguments.iter().any(|a| a.is_spread())
        {
            self.visit_identifier_name(&m.property);
            for a in &it.arguments {
                self.visit_argument(a);
            }
            return;
        }
        oxc_ast_visit::walk::walk_call_expression(self, it);
    }

    fn visit_identifier_name(&mut self, it: &IdentifierName<'a>) {
        self.name(it.name.as_str());
    }

    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        self.name(it.name.as_str());
    }

    fn visit_string_literal(&mut self, it: &StringLiteral<'a>) {
        self.literal(it.value.as_str());
    }

    fn visit_template_element(&mut self, it: &TemplateElement<'a>) {
        self.literal(it.value.raw.as_str());
        if let Some(c) = it.value.cooked {
            self.literal(c.as_str());
        }
    }

    fn visit_binding_identifier(&mut self, it: &BindingIdentifier<'a>) {
        // A function's or class's name is its `name` at run time, and a
        // variable's names the function or class it is initialised with.
        self.name(it.name.as_str());
    }

    fn visit_big_int_literal(&mut self, _it: &oxc_ast::ast::BigIntLiteral<'a>) {
        self.0.bigint = true;
    }

    fn visit_reg_exp_literal(&mut self, it: &RegExpLiteral<'a>) {
        self.0.regexp = true;
        // Its `source` is the pattern's text.
        self.literal(it.regex.pattern.text.as_str());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxc_allocator::Allocator;
    use oxc_parser::Parser;
    use oxc_span::SourceType;

    fn groups(src: &str) -> Groups {
        let alloc = Allocator::default();
        let parsed = Parser::new(&alloc, src, SourceType::ts()).parse();
        assert!(parsed.diagnostics.is_empty(), "{src}");
        scan(&parsed.program)
    }

    #[test]
    fn a_program_that_names_none_links_none() {
        assert_eq!(groups("console.log('Hello, world!');"), Groups::default());
        let g = groups("const s = 'a,b'; console.log(s.split(','), s.replace('a', 'b'));");
        assert_eq!(
            g.method_symbols(),
            ["kl_method_string_replace", "kl_method_string_split"]
        );
        assert_eq!(
            g,
            Groups {
                methods: g.methods,
                ..Groups::default()
            }
        );
    }

    #[test]
    fn methods_are_linked_by_name() {
        let linked = |src: &str| groups(src).method_symbols();
        assert_eq!(linked("[1].push(2);"), ["kl_method_array_push"]);
        // A name links it on both prototypes.
        assert_eq!(
            linked("const f = (x: any) => x.at(-1);"),
            ["kl_method_array_at", "kl_method_string_at"]
        );
        // Exactly, as an identifier or property name; anywhere in a string.
        assert!(linked("const atlas = 1; const data = { flatten: 2 };").is_empty());
        assert_eq!(
            linked("const k = 'copyWithin'; [[1]][k as any];"),
            ["kl_method_array_copyWithin"]
        );
        assert_eq!(
            linked("const k = 'flatMap';"),
            [
                "kl_method_array_at",
                "kl_method_array_flat",
                "kl_method_array_flatMap",
                "kl_method_string_at"
            ]
        );
        assert_eq!(
            linked("const { padStart } = String.prototype;"),
            ["kl_method_string_padStart"]
        );
        // A declared name is a `name` at run time; a pattern is a `source`.
        assert_eq!(linked("function reverse() {}"), ["kl_method_array_reverse"]);
        assert_eq!(linked("const k = /fill/.source;"), ["kl_method_array_fill"]);
        // An alias links the method it is.
        assert_eq!(linked("' a'.trimLeft();"), ["kl_method_string_trimStart"]);
        assert_eq!(
            linked("const k = `trimRight`;"),
            ["kl_method_string_trim", "kl_method_string_trimEnd"]
        );
        // Reflection links every one.
        for src in [
            "Object.getOwnPropertyNames(Array.prototype);",
            "console.log('%o', Array.prototype);",
            "([] as any)[Symbol.unscopables];",
        ] {
            assert_eq!(linked(src).len(), METHODS.len(), "{src}");
        }
        assert!(METHODS.len() <= 128, "Groups::methods is a u128");
    }

    /// The groups of `src` compiled (lowered, types inferred).
    fn compiled(src: &str) -> Groups {
        crate::frontend::compile_module(src)
            .unwrap_or_else(|d| panic!("{src}: {d:?}"))
            .groups
    }

    #[test]
    fn inspection_is_linked_where_an_object_may_be_printed() {
        for src in [
            "console.log('Hello, world!');",
            "function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n\
             console.log(fib(20), `${fib(3)}`, 'x' + 1, -0, true, null, undefined);",
            "const u: any = undefined; console.log(1); const n: number = u.x; console.error(n + 1);",
            "let s = ''; for (let i = 0; i < 3; i++) s += i; console.log(s, s.length > 1);",
            // Inferred across calls: f only ever gets a number.
            "function f(x: any) { console.error('%s', x); } f(1);",
        ] {
            assert!(!compiled(src).inspect, "{src}");
        }
        for src in [
            "console.log([1]);",
            "console.log({ x: 1 });",
            "const a: any = JSON; console.log(a);",
            "function f(x: any) { console.error('%s', x); } f(1); f([2]);",
            "throw new Error('x');",
            "try { f(); } catch (e) { throw e; } function f() {}",
            "const it: any = {}; it.throw(1);",
            "console.table([1]);",
            "const g = globalThis as any; console.log(1);",
            "console.log('%o', 1);",
            // Prototypes changed under the runtime's errors (review).
            "(Error.prototype as any).cause = 1; const o: any = null; console.log(o.x + 1);",
            "(Object.prototype as any).cause = 'c';",
            "function f(n: number): number { return f(n + 1) + 1; }\n\
             (RangeError.prototype as any).errors = []; f(0);",
            "(TypeError.prototype as any).constructor = Object;",
            "Object.setPrototypeOf(TypeError.prototype, null);",
            "const p = Object.getPrototypeOf(new RangeError('x')); p.errors = [];",
            "const p = ({} as any).__proto__; p.cause = 1;",
        ] {
            assert!(compiled(src).inspect, "{src}");
        }
    }

    /// Each source names exactly the group `pick` sets.
    fn check(pick: fn(&mut Groups), sources: &[&str]) {
        let mut want = Groups::default();
        pick(&mut want);
        want.methods = 0;
        for src in sources {
            // The methods each source links are `methods_are_linked_by_name`'s,
            // and inspection is `inspection_is_linked_where_…`'s.
            let got = groups(src);
            let got = Groups {
                methods: 0,
                inspect: got.inspect && want.inspect,
                ..got
            };
            assert_eq!(got, want, "{src}");
        }
    }

    #[test]
    fn each_way_of_naming_links() {
        check(
            |g| g.regexp = true,
            &[
                "/a/.test('a');",
                "new RegExp('a');",
                "'abc'.match('b');",
                "'abc'.matchAll('b');",
                "'abc'.search('b');",
                "const { search } = String.prototype;",
                "const k = 'matchAll'; ('x' as any)[k]('x');",
                "const k = `${1}match`;",
                "const k = '\\u006datch';",
                "const m\\u0061tch = 1;; ({}).m\\u0061tch;",
            ],
        );
        check(
            |g| g.typed = true,
            &[
                "new Float64Array(3);",
                "new ArrayBuffer(8);",
                "Uint8ClampedArray.of(1);",
                "const k = 'Int32Array'; (globalThis as any)[k];",
            ],
        );
        check(
            |g| g.bigint = true,
            &[
                "const n = 1n;",
                "BigInt(1);",
                "const k = 'BigInt'; (globalThis as any)[k];",
                "const isBig = (x: unknown) => typeof x === 'bigint';",
            ],
        );
        // The BigInt typed arrays hold BigInts: both groups.
        for src in ["new BigInt64Array(1);", "new BigUint64Array(1);"] {
            let g = groups(src);
            assert!(g.typed && g.bigint, "{src}");
        }
        check(
            |g| g.reflect = true,
            &["Reflect.has({}, 'a');", "const { apply } = Reflect;"],
        );
        check(
            |g| g.clone = true,
            &[
                "structuredClone(1);",
                "const k = 'structuredClone'; (globalThis as any)[k];",
            ],
        );
        check(
            |g| g.date = true,
            &[
                "Date.now();",
                "new Date(0);",
                "(globalThis as any)['Date'];",
                "let d: Date | undefined;",
                "console.log({ k: 'getDate' });",
            ],
        );
        check(
            |g| g.console = true,
            &[
                "console.table([1]);",
                "console.group('g');",
                "const c = console; c.log(1);",
                "console.log(console);",
                "const log = console.log;",
                "console?.log(1);",
                "console.log?.(1);",
                "console.log(...[1]);",
                "(console).log(1);",
                "(globalThis as any).console.log(1);",
                "(globalThis as any)['con' + 'sole' + ''].log('console');",
                "console.log(1, () => console.error(2), console.count());",
            ],
        );
        // What lowering calls directly needs no console object.
        check(
            |_| {},
            &[
                "console.log(1); console.info(2); console.debug(3);",
                "console.error(1); console.warn(2, 'x', [3]);",
                "function f(x: number) { console.log(`${x}`, [x]); } f(1);",
            ],
        );
        check(
            |g| g.case = true,
            &[
                "'a'.toUpperCase();",
                "'a'.toLocaleLowerCase('tr');",
                "['b', 'a'].sort((x, y) => x.localeCompare(y));",
            ],
        );
        // NFKC makes `%` of U+FF05: JSON's `%j` too.
        check(
            |g| {
                g.case = true;
                g.json = true;
            },
            &["'a'.normalize('NFD');"],
        );
        check(
            |g| *g = Groups::ALL,
            &[
                "Object.getOwnPropertyNames(globalThis);",
                "Object.getOwnPropertyDescriptors(String.prototype);",
                "console.dir(globalThis, { showHidden: true });",
                "({}).__lookupGetter__('x');",
            ],
        );
        check(
            |g| g.collections = true,
            &[
                "new Map();",
                "new WeakSet();",
                "new WeakRef({});",
                "type T = ReadonlyMap<string, number>;",
                "const k = 'Set'; (globalThis as any)[k];",
            ],
        );
        // A registry's callbacks run between the event loop's phases.
        check(
            |g| {
                g.collections = true;
                g.async_ = true;
            },
            &["new FinalizationRegistry(() => {});"],
        );
        check(
            |g| g.math = true,
            &["Math.floor(1.5);", "const { PI } = Math;"],
        );
        check(
            |g| g.json = true,
            &[
                "JSON.parse('1');",
                "class A { toJSON() { return 1; } }",
                // What can make a `%j` directive.
                "console.log('%j', 1);",
                "const p = `${1}%`;",
                "const p = '\\x25';",
                "String.fromCharCode(37);",
                "String.fromCodePoint(37);",
                // Built-ins that make a `%` (review).
                "const p = (0.42).toLocaleString('en-US', { style: 'percent' });",
            ],
        );
        check(
            |g| g.uri = true,
            &["decodeURI('a b');", "decodeURIComponent('a');"],
        );
        // Encoding makes `%`: JSON's `%j` too.
        check(
            |g| {
                g.uri = true;
                g.json = true;
            },
            &[
                "encodeURIComponent('a b');",
                "(globalThis as any)['encodeURI'];",
                "escape('a b');",
                "unescape('%2525');",
            ],
        );
    }
}
