//! `console.log` formatting (node's `util.format` and `util.inspect`),
//! driven through the runtime API without the compiler.
//!
//! Each case is the JavaScript that node runs, a builder that makes the
//! same values with the runtime API, and node 20's output. `check` formats
//! the values as `console.log` would and compares. With
//! `KILN_CHECK_NODE=1`, each expectation is also re-derived by running
//! `node` on the case's JavaScript, so a hand-edited expectation fails.

use kiln_runtime::console;
use kiln_runtime::error::{ErrorKind, JsResult};
use kiln_runtime::object::function::{self, FuncInfo, NativeFn};
use kiln_runtime::object::shape::{ACCESSOR, CONFIGURABLE, ENUMERABLE, HIDDEN};
use kiln_runtime::object::{self, Key, Obj, array, realm};
use kiln_runtime::{Thread, Value, string};

/// Builds values through the runtime API.
struct B<'t> {
    th: &'t mut Thread,
}

fn noop(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::UNDEFINED)
}

fn returns_custom(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(string::from_str(th, "custom!"))
}

fn returns_42(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(42.0))
}

impl B<'_> {
    fn n(&self, d: f64) -> Value {
        Value::number(d)
    }
    fn s(&mut self, text: &str) -> Value {
        string::from_str(self.th, text)
    }
    fn s16(&mut self, units: &[u16]) -> Value {
        string::from_utf16(self.th, units)
    }
    fn key(&mut self, k: &str) -> Key {
        let s = string::from_str(self.th, k);
        object::to_key(self.th, s).expect("key")
    }
    fn sym(&mut self, desc: Option<&str>) -> Value {
        let d = desc.map_or(Value::UNDEFINED, |d| self.th.realm.atoms.intern_str(d));
        object::atom::new_symbol(d, 0)
    }
    fn obj(&mut self, props: &[(&str, Value)]) -> Value {
        let proto = self.th.realm.object_prototype;
        self.obj_proto(proto, props)
    }
    fn obj_proto(&mut self, proto: Value, props: &[(&str, Value)]) -> Value {
        let o = object::new_object(self.th, proto, 4).value();
        for &(k, v) in props {
            self.set(o, k, v);
        }
        o
    }
    fn set(&mut self, o: Value, k: &str, v: Value) {
        let key = self.key(k);
        object::create_data_property(self.th, Obj::of(o).unwrap(), key, v);
    }
    fn set_key(&mut self, o: Value, key: Key, v: Value) {
        object::create_data_property(self.th, Obj::of(o).unwrap(), key, v);
    }
    fn hide(&mut self, o: Value, k: &str, v: Value) {
        let key = self.key(k);
        object::define(self.th, Obj::of(o).unwrap(), key, v, HIDDEN);
    }
    fn accessor(&mut self, o: Value, k: &str, get: bool, set: bool, enumerable: bool) {
        let g = if get { self.func("") } else { Value::UNDEFINED };
        let s = if set { self.func("") } else { Value::UNDEFINED };
        let pair = object::new_accessor(self.th, g, s);
        let key = self.key(k);
        let e = if enumerable { ENUMERABLE } else { 0 };
        object::define(
            self.th,
            Obj::of(o).unwrap(),
            key,
            pair,
            ACCESSOR | CONFIGURABLE | e,
        );
    }
    /// An array literal; `Value::HOLE` entries are holes.
    fn arr(&mut self, vals: &[Value]) -> Value {
        array::from_values(self.th, vals).value()
    }
    fn nums(&mut self, r: impl Iterator<Item = i64>) -> Value {
        let v: Vec<Value> = r.map(|i| Value::number(i as f64)).collect();
        self.arr(&v)
    }
    fn strs(&mut self, items: &[&str]) -> Value {
        let v: Vec<Value> = items.iter().map(|s| self.s(s)).collect();
        self.arr(&v)
    }
    /// `a = []; a[i] = v …; a.length = len`.
    fn sparse(&mut self, len: u32, at: &[(u32, Value)]) -> Value {
        let a = array::new_array(self.th, 0);
        for &(i, v) in at {
            array::set_index(self.th, a, i, v).unwrap();
        }
        array::set_length(self.th, a, len);
        a.value()
    }
    fn info(&mut self, name: &str, flags: u32, native: NativeFn) -> &'static FuncInfo {
        let name = self.th.realm.atoms.intern_str(name);
        Box::leak(Box::new(FuncInfo {
            call: function::native_trampoline,
            construct: (flags & function::FN_CONSTRUCTOR != 0)
                .then_some(function::native_construct as function::ConstructFn),
            name: name.addr() as *const u8,
            length: 0,
            flags,
            native: Some(native),
        }))
    }
    /// `function name() {}` (with its `prototype`).
    fn func(&mut self, name: &str) -> Value {
        let info = self.info(name, function::FN_CONSTRUCTOR, noop);
        function::new_function(self.th, info, Value::UNDEFINED).value()
    }
    /// `() => {}` named `name`.
    fn arrow(&mut self, name: &str) -> Value {
        self.arrow_native(name, noop)
    }
    fn arrow_native(&mut self, name: &str, native: NativeFn) -> Value {
        let info = self.info(name, function::FN_ARROW, native);
        function::new_function(self.th, info, Value::UNDEFINED).value()
    }
    /// `class name extends parent {}`: the constructor.
    fn class(&mut self, name: &str, parent: Option<Value>) -> Value {
        let mut flags = function::FN_CONSTRUCTOR | function::FN_CLASS;
        if parent.is_some() {
            flags |= function::FN_DERIVED;
        }
        let info = self.info(name, flags, noop);
        let f = function::new_function(self.th, info, Value::UNDEFINED);
        let proto_parent = match parent {
            Some(p) => {
                f.set_proto(self.th, p);
                self.proto_of(p)
            }
            None => self.th.realm.object_prototype,
        };
        let proto = object::new_object(self.th, proto_parent, 4);
        let ctor_k = self.th.realm.names.constructor;
        object::define(self.th, proto, Key::Name(ctor_k), f.value(), HIDDEN);
        let proto_k = self.th.realm.names.prototype;
        object::define(self.th, f, Key::Name(proto_k), proto.value(), 0);
        f.value()
    }
    fn proto_of(&mut self, ctor: Value) -> Value {
        let k = self.th.realm.names.prototype;
        object::get(self.th, Obj::of(ctor).unwrap(), Key::Name(k), ctor).unwrap()
    }
    /// `new ctor()` with these own properties.
    fn instance(&mut self, ctor: Value, props: &[(&str, Value)]) -> Value {
        let p = self.proto_of(ctor);
        self.obj_proto(p, props)
    }
    fn set_proto(&mut self, o: Value, p: Value) {
        Obj::of(o).unwrap().set_proto(self.th, p);
    }
    /// An error whose `stack` is `stack` (as node after `e.stack = …`).
    fn error(&mut self, kind: ErrorKind, msg: &str, stack: &str) -> Value {
        let e = kiln_runtime::error::new_error(self.th, kind, msg);
        let stack = self.s(stack);
        self.hide(e, "stack", stack);
        e
    }
    /// A strict-mode `arguments` object of these values.
    fn arguments(&mut self, vals: &[Value]) -> Value {
        let proto = self.th.realm.object_prototype;
        let o = object::alloc(
            self.th,
            kiln_runtime::abi::KL_KIND_ARGUMENTS,
            object::OBJECT_SIZE,
            4,
            proto,
        );
        for (i, &v) in vals.iter().enumerate() {
            object::create_data_property(self.th, o, Key::Index(i as u32), v);
        }
        let len = Value::number(vals.len() as f64);
        self.hide(o.value(), "length", len);
        o.value()
    }
    fn boxed(&mut self, v: Value) -> Value {
        kiln_runtime::builtins::to_object(self.th, v)
            .unwrap()
            .value()
    }
}

struct Case {
    /// The JavaScript node runs: `console.log(<js>)`, or a program when it
    /// calls `console.log` itself.
    js: &'static str,
    /// The same arguments, built with the runtime.
    build: fn(&mut B) -> Vec<Value>,
    /// What node 20 prints (without the final newline).
    want: &'static str,
}

fn check(cases: &[Case]) {
    let mut th = Thread::new(usize::MAX);
    let th = &mut *th;
    realm::init(th, &kiln_runtime::builtins::link::Groups::all());
    let mut failures = Vec::new();
    for case in cases {
        let args = (case.build)(&mut B { th });
        let got = console::format(th, &args).expect("format does not throw");
        if got != case.want {
            failures.push(format!(
                "case: {}\n--- want\n{}\n--- got\n{}\n",
                case.js, case.want, got
            ));
        }
        if std::env::var_os("KILN_CHECK_NODE").is_some() {
            let node = node_output(case.js);
            if node != case.want {
                failures.push(format!(
                    "case: {}\n--- expectation\n{}\n--- node prints\n{}\n",
                    case.js, case.want, node
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

fn node_output(js: &str) -> String {
    let program = if js.contains("console.log") {
        js.to_owned()
    } else {
        format!("console.log({js});")
    };
    let out = std::process::Command::new("node")
        .args(["--input-type=module", "-e", &program])
        .output()
        .expect("node runs");
    let mut s = String::from_utf8_lossy(&out.stdout).into_owned();
    if s.ends_with('\n') {
        s.pop();
    }
    s
}

#[test]
fn primitives_and_strings() {
    check(&[
        Case {
            js: "[1, -0, NaN, Infinity, -1.5e-7, 1e21, 0.1]",
            build: |b| {
                let v = [1.0, -0.0, f64::NAN, f64::INFINITY, -1.5e-7, 1e21, 0.1].map(|d| b.n(d));
                vec![b.arr(&v)]
            },
            want: "[ 1, -0, NaN, Infinity, -1.5e-7, 1e+21, 0.1 ]",
        },
        Case {
            js: "[true, false, null, undefined]",
            build: |b| vec![b.arr(&[Value::TRUE, Value::FALSE, Value::NULL, Value::UNDEFINED])],
            want: "[ true, false, null, undefined ]",
        },
        Case {
            js: r#"1, -0, true, null, undefined, 'top-level strings are raw'"#,
            build: |b| {
                let s = b.s("top-level strings are raw");
                vec![
                    b.n(1.0),
                    b.n(-0.0),
                    Value::TRUE,
                    Value::NULL,
                    Value::UNDEFINED,
                    s,
                ]
            },
            want: "1 -0 true null undefined top-level strings are raw",
        },
        Case {
            js: r#"['plain', "it's", 'say "hi" it\'s', "a'b\"c`d", "a'b\"c${x}"]"#,
            build: |b| {
                vec![b.strs(&["plain", "it's", "say \"hi\" it's", "a'b\"c`d", "a'b\"c${x}"])]
            },
            want: r#"[ 'plain', "it's", `say "hi" it's`, 'a\'b"c`d', 'a\'b"c${x}' ]"#,
        },
        Case {
            js: r#"['\x00\x07\b\t\n\v\f\r\x1b\x7f\x85\xa0\\é']"#,
            build: |b| vec![b.strs(&["\0\x07\x08\t\n\x0b\x0c\r\x1b\x7f\u{85}\u{a0}\\é"])],
            want: "[ '\\x00\\x07\\b\\t\\n\\x0B\\f\\r\\x1B\\x7F\\x85\u{a0}\\\\é' ]",
        },
        Case {
            js: r#"['\ud800x', '\udc00', '😀', '日本']"#,
            build: |b| {
                let a = b.s16(&[0xD800, 0x78]);
                let c = b.s16(&[0xDC00]);
                let d = b.s("😀");
                let e = b.s("日本");
                vec![b.arr(&[a, c, d, e])]
            },
            want: r#"[ '\ud800x', '\udc00', '😀', '日本' ]"#,
        },
        Case {
            js: r#"'%O|%o', 'quoted via %O', "it's""#,
            build: |b| {
                let f = b.s("%O|%o");
                let a = b.s("quoted via %O");
                let c = b.s("it's");
                vec![f, a, c]
            },
            want: r#"'quoted via %O'|"it's""#,
        },
        Case {
            js: "[Symbol('a'), Symbol(), Symbol.iterator, Symbol(\"it's\")]",
            build: |b| {
                let a = b.sym(Some("a"));
                let e = b.sym(None);
                let it = b.th.realm.symbols.iterator;
                let q = b.sym(Some("it's"));
                vec![b.arr(&[a, e, it, q])]
            },
            want: "[ Symbol(a), Symbol(), Symbol(Symbol.iterator), Symbol(it's) ]",
        },
    ]);
}

#[test]
fn long_strings() {
    check(&[
        Case {
            js: "['x'.repeat(30) + '\\n' + 'y'.repeat(30) + '\\n' + 'z'.repeat(30)]",
            build: |b| {
                let s = format!("{}\n{}\n{}", "x".repeat(30), "y".repeat(30), "z".repeat(30));
                vec![b.strs(&[&s])]
            },
            want: "[\n  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n' +\n    'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\\n' +\n    'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'\n]",
        },
        Case {
            js: "{ a: { b: 'x'.repeat(40) + '\\n' + 'y'.repeat(40) + '\\n' } }",
            build: |b| {
                let s = format!("{}\n{}\n", "x".repeat(40), "y".repeat(40));
                let s = b.s(&s);
                let inner = b.obj(&[("b", s)]);
                vec![b.obj(&[("a", inner)])]
            },
            want: "{\n  a: {\n    b: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n' +\n      'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\\n'\n  }\n}",
        },
        Case {
            js: "['a'.repeat(100)]",
            build: |b| vec![b.strs(&[&"a".repeat(100)])],
            want: "[\n  'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'\n]",
        },
        Case {
            js: "['first line\\nsecond', 'a\\nb']",
            build: |b| vec![b.strs(&["first line\nsecond", "a\nb"])],
            want: "[ 'first line\\nsecond', 'a\\nb' ]",
        },
    ]);
}

#[test]
fn objects_keys_and_breaking() {
    check(&[
        Case {
            js: "{}, { a: 1, b: 'x' }",
            build: |b| {
                let e = b.obj(&[]);
                let x = b.s("x");
                let o = b.obj(&[("a", b.n(1.0)), ("b", x)]);
                vec![e, o]
            },
            want: "{} { a: 1, b: 'x' }",
        },
        Case {
            js: "{ simple: 1, _u: 2, $d: 3, 'a-b': 4, '1x': 5, x1: 6, '': 7, 'é': 8, 'with space': 9 }",
            build: |b| {
                let o = b.obj(&[]);
                for (i, k) in [
                    "simple",
                    "_u",
                    "$d",
                    "a-b",
                    "1x",
                    "x1",
                    "",
                    "é",
                    "with space",
                ]
                .iter()
                .enumerate()
                {
                    b.set(o, k, Value::number(i as f64 + 1.0));
                }
                vec![o]
            },
            want: "{\n  simple: 1,\n  _u: 2,\n  '$d': 3,\n  'a-b': 4,\n  '1x': 5,\n  x1: 6,\n  '': 7,\n  'é': 8,\n  'with space': 9\n}",
        },
        Case {
            js: "{ str: 's', 5: 'five', 1: 'one', '-1': 'neg', \"it's\": 1, 'new\\nline': 2 }",
            build: |b| {
                let o = b.obj(&[]);
                let s = b.s("s");
                b.set(o, "str", s);
                let five = b.s("five");
                b.set(o, "5", five);
                let one = b.s("one");
                b.set(o, "1", one);
                let neg = b.s("neg");
                b.set(o, "-1", neg);
                b.set(o, "it's", Value::number(1.0));
                b.set(o, "new\nline", Value::number(2.0));
                vec![o]
            },
            want: "{\n  '1': 'one',\n  '5': 'five',\n  str: 's',\n  '-1': 'neg',\n  \"it's\": 1,\n  'new\\nline': 2\n}",
        },
        Case {
            js: "Object.defineProperty({}, '__proto__', { value: 1, enumerable: true, writable: true, configurable: true })",
            build: |b| {
                let o = b.obj(&[]);
                b.set(o, "__proto__", Value::number(1.0));
                vec![o]
            },
            want: "{ ['__proto__']: 1 }",
        },
        Case {
            js: "{ [Symbol('k')]: 1, s: 2, [Symbol(\"q'd\\n\")]: 3, [Symbol()]: 4 }",
            build: |b| {
                let o = b.obj(&[]);
                let k = b.sym(Some("k"));
                b.set_key(o, Key::Name(k), Value::number(1.0));
                b.set(o, "s", Value::number(2.0));
                let q = b.sym(Some("q'd\n"));
                b.set_key(o, Key::Name(q), Value::number(3.0));
                let e = b.sym(None);
                b.set_key(o, Key::Name(e), Value::number(4.0));
                vec![o]
            },
            want: "{ s: 2, [Symbol(k)]: 1, [Symbol(q\\'d\\n)]: 3, [Symbol()]: 4 }",
        },
        Case {
            js: "{ first: 'aaaaaaaaaaaaaaaaaaaa', second: 'bbbbbbbbbbbbbbbbbbbb', third: 'ccc' }",
            build: |b| {
                let (x, y, z) = (b.s(&"a".repeat(20)), b.s(&"b".repeat(20)), b.s("ccc"));
                vec![b.obj(&[("first", x), ("second", y), ("third", z)])]
            },
            want: "{\n  first: 'aaaaaaaaaaaaaaaaaaaa',\n  second: 'bbbbbbbbbbbbbbbbbbbb',\n  third: 'ccc'\n}",
        },
        Case {
            js: "{ first: 'aaaaaaaaaaaaaaaaaaaa', second: 'bbbbbbbbbbbbbbbbbbbb', t: 1 }",
            build: |b| {
                let (x, y) = (b.s(&"a".repeat(20)), b.s(&"b".repeat(20)));
                vec![b.obj(&[("first", x), ("second", y), ("t", b.n(1.0))])]
            },
            want: "{ first: 'aaaaaaaaaaaaaaaaaaaa', second: 'bbbbbbbbbbbbbbbbbbbb', t: 1 }",
        },
        Case {
            js: "Object.fromEntries('abcdefghijklmnopqrstuvwxyz'.split('').map((k, i) => [k, i]))",
            build: |b| {
                let o = b.obj(&[]);
                for (i, c) in ('a'..='z').enumerate() {
                    b.set(o, &c.to_string(), Value::number(i as f64));
                }
                vec![o]
            },
            want: "{\n  a: 0,\n  b: 1,\n  c: 2,\n  d: 3,\n  e: 4,\n  f: 5,\n  g: 6,\n  h: 7,\n  i: 8,\n  j: 9,\n  k: 10,\n  l: 11,\n  m: 12,\n  n: 13,\n  o: 14,\n  p: 15,\n  q: 16,\n  r: 17,\n  s: 18,\n  t: 19,\n  u: 20,\n  v: 21,\n  w: 22,\n  x: 23,\n  y: 24,\n  z: 25\n}",
        },
        Case {
            js: "{ a: { b: { c: {} } } }, { a: { b: { c: { d: 1 } } } }, { a: [[[1]]] }",
            build: |b| {
                let c = b.obj(&[]);
                let bc = b.obj(&[("c", c)]);
                let bb = b.obj(&[("b", bc)]);
                let first = b.obj(&[("a", bb)]);
                let d = b.obj(&[("d", b.n(1.0))]);
                let c2 = b.obj(&[("c", d)]);
                let b2 = b.obj(&[("b", c2)]);
                let second = b.obj(&[("a", b2)]);
                let one = b.arr(&[b.n(1.0)]);
                let two = b.arr(&[one]);
                let three = b.arr(&[two]);
                let third = b.obj(&[("a", three)]);
                vec![first, second, third]
            },
            want: "{ a: { b: { c: {} } } } { a: { b: { c: [Object] } } } { a: [ [ [Array] ] ] }",
        },
        Case {
            js: "{ x: { y: { z: 1 } }, p: 1 }, { a: { b: 'x'.repeat(70) }, c: 1 }",
            build: |b| {
                let z = b.obj(&[("z", b.n(1.0))]);
                let y = b.obj(&[("y", z)]);
                let first = b.obj(&[("x", y), ("p", b.n(1.0))]);
                let long = b.s(&"x".repeat(70));
                let inner = b.obj(&[("b", long)]);
                let second = b.obj(&[("a", inner), ("c", b.n(1.0))]);
                vec![first, second]
            },
            want: "{ x: { y: { z: 1 } }, p: 1 } {\n  a: {\n    b: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'\n  },\n  c: 1\n}",
        },
    ]);
}

#[test]
fn accessors_and_circular_references() {
    check(&[
        Case {
            js: "Object.defineProperties({ plain: 1 }, { g: { get() {}, enumerable: true }, s: { set(v) {}, enumerable: true }, gs: { get() {}, set(v) {}, enumerable: true }, hidden: { get() {}, enumerable: false } })",
            build: |b| {
                let o = b.obj(&[("plain", b.n(1.0))]);
                b.accessor(o, "g", true, false, true);
                b.accessor(o, "s", false, true, true);
                b.accessor(o, "gs", true, true, true);
                b.accessor(o, "hidden", true, false, false);
                vec![o]
            },
            want: "{ plain: 1, g: [Getter], s: [Setter], gs: [Getter/Setter] }",
        },
        Case {
            js: "const a = { x: 1 }; a.self = a; console.log(a, [a]);",
            build: |b| {
                let a = b.obj(&[("x", b.n(1.0))]);
                b.set(a, "self", a);
                let arr = b.arr(&[a]);
                vec![a, arr]
            },
            want: "<ref *1> { x: 1, self: [Circular *1] } [ <ref *1> { x: 1, self: [Circular *1] } ]",
        },
        Case {
            js: "const o = { inner: { v: 1 } }; o.inner.parent = o.inner; o.back = o; console.log(o);",
            build: |b| {
                let inner = b.obj(&[("v", b.n(1.0))]);
                let o = b.obj(&[("inner", inner)]);
                b.set(inner, "parent", inner);
                b.set(o, "back", o);
                vec![o]
            },
            want: "<ref *2> {\n  inner: <ref *1> { v: 1, parent: [Circular *1] },\n  back: [Circular *2]\n}",
        },
        Case {
            js: "const a = { name: 'a' }, b = { name: 'b', a }; a.b = b; console.log([a, b]);",
            build: |b| {
                let na = b.s("a");
                let a = b.obj(&[("name", na)]);
                let nb = b.s("b");
                let bo = b.obj(&[("name", nb), ("a", a)]);
                b.set(a, "b", bo);
                vec![b.arr(&[a, bo])]
            },
            want: "[\n  <ref *1> { name: 'a', b: { name: 'b', a: [Circular *1] } },\n  <ref *2> { name: 'b', a: <ref *1> { name: 'a', b: [Circular *2] } }\n]",
        },
    ]);
}

#[test]
fn arrays_holes_and_extra_keys() {
    check(&[
        Case {
            js: "[], [1, 2, 3], [[[[1]]]], [{ a: 1 }, { b: [1, 2] }]",
            build: |b| {
                let e = b.arr(&[]);
                let n = b.nums(1..=3);
                let one = b.arr(&[b.n(1.0)]);
                let l2 = b.arr(&[one]);
                let l3 = b.arr(&[l2]);
                let l4 = b.arr(&[l3]);
                let a = b.obj(&[("a", b.n(1.0))]);
                let inner = b.nums(1..=2);
                let bo = b.obj(&[("b", inner)]);
                let objs = b.arr(&[a, bo]);
                vec![e, n, l4, objs]
            },
            want: "[] [ 1, 2, 3 ] [ [ [ [Array] ] ] ] [ { a: 1 }, { b: [ 1, 2 ] } ]",
        },
        Case {
            js: "[1, , 3], [, ,], [1, , , 4, , , , 8, , 10]",
            build: |b| {
                let h = Value::HOLE;
                let a = b.arr(&[b.n(1.0), h, b.n(3.0)]);
                let e = b.arr(&[h, h]);
                let n = |d: f64| Value::number(d);
                let c = b.arr(&[n(1.0), h, h, n(4.0), h, h, h, n(8.0), h, n(10.0)]);
                vec![a, e, c]
            },
            want: "[ 1, <1 empty item>, 3 ] [ <2 empty items> ] [ 1, <2 empty items>, 4, <3 empty items>, 8, <1 empty item>, 10 ]",
        },
        Case {
            js: "const a = []; a[5] = 1; a[1000] = 2; a.length = 2000; console.log(a);",
            build: |b| {
                let one = b.n(1.0);
                let two = b.n(2.0);
                vec![b.sparse(2000, &[(5, one), (1000, two)])]
            },
            want: "[ <5 empty items>, 1, <994 empty items>, 2, <999 empty items> ]",
        },
        Case {
            js: "const a = [1, 2, 3]; a.name = 'named'; const b = []; b.only = 'prop'; console.log(a, b);",
            build: |b| {
                let a = b.nums(1..=3);
                let named = b.s("named");
                b.set(a, "name", named);
                let e = b.arr(&[]);
                let prop = b.s("prop");
                b.set(e, "only", prop);
                vec![a, e]
            },
            want: "[ 1, 2, 3, name: 'named' ] [ only: 'prop' ]",
        },
        Case {
            js: "const a = [1, 2]; a.self = a; a['-1'] = 'neg'; console.log(a);",
            build: |b| {
                let a = b.nums(1..=2);
                b.set(a, "self", a);
                let neg = b.s("neg");
                b.set(a, "-1", neg);
                vec![a]
            },
            want: "<ref *1> [ 1, 2, self: [Circular *1], '-1': 'neg' ]",
        },
        Case {
            js: "[-0, 0, -1]",
            build: |b| vec![b.arr(&[b.n(-0.0), b.n(0.0), b.n(-1.0)])],
            want: "[ -0, 0, -1 ]",
        },
    ]);
}

#[test]
fn array_grouping() {
    check(&[
        Case {
            js: "[0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5, 6]",
            build: |b| vec![b.nums(0..6), b.nums(0..7)],
            want: "[ 0, 1, 2, 3, 4, 5 ] [\n  0, 1, 2, 3,\n  4, 5, 6\n]",
        },
        Case {
            js: "Array.from({ length: 26 }, (_, i) => i)",
            build: |b| vec![b.nums(0..26)],
            want: "[\n   0,  1,  2,  3,  4,  5,  6,  7,\n   8,  9, 10, 11, 12, 13, 14, 15,\n  16, 17, 18, 19, 20, 21, 22, 23,\n  24, 25\n]",
        },
        Case {
            js: "Array.from({ length: 101 }, (_, i) => i * 3)",
            build: |b| vec![b.nums((0..101).map(|i| i * 3))],
            want: "[\n    0,   3,   6,   9,  12,  15,  18,  21,  24,  27,  30,  33,\n   36,  39,  42,  45,  48,  51,  54,  57,  60,  63,  66,  69,\n   72,  75,  78,  81,  84,  87,  90,  93,  96,  99, 102, 105,\n  108, 111, 114, 117, 120, 123, 126, 129, 132, 135, 138, 141,\n  144, 147, 150, 153, 156, 159, 162, 165, 168, 171, 174, 177,\n  180, 183, 186, 189, 192, 195, 198, 201, 204, 207, 210, 213,\n  216, 219, 222, 225, 228, 231, 234, 237, 240, 243, 246, 249,\n  252, 255, 258, 261, 264, 267, 270, 273, 276, 279, 282, 285,\n  288, 291, 294, 297,\n  ... 1 more item\n]",
        },
        Case {
            js: "[1, 22, 333, 4444, 55555, 666666, 7777777, 1, 2, 3]",
            build: |b| {
                let v = [1, 22, 333, 4444, 55555, 666666, 7777777, 1, 2, 3];
                vec![b.nums(v.into_iter())]
            },
            want: "[\n        1,     22,\n      333,   4444,\n    55555, 666666,\n  7777777,      1,\n        2,      3\n]",
        },
        Case {
            js: "['a', 'bb', 'ccc', 'dddd', 'e', 'ff', 'ggg', 'hhhh', 'i', 'jj']",
            build: |b| {
                vec![b.strs(&[
                    "a", "bb", "ccc", "dddd", "e", "ff", "ggg", "hhhh", "i", "jj",
                ])]
            },
            want: "[\n  'a',    'bb',   'ccc',\n  'dddd', 'e',    'ff',\n  'ggg',  'hhhh', 'i',\n  'jj'\n]",
        },
        Case {
            js: "[1, 'a', 2, 'b', 3, 'c', 4, -5.5]",
            build: |b| {
                let (a, bb, c) = (b.s("a"), b.s("b"), b.s("c"));
                let n = |d: f64| Value::number(d);
                vec![b.arr(&[n(1.0), a, n(2.0), bb, n(3.0), c, n(4.0), n(-5.5)])]
            },
            want: "[\n  1, 'a', 2, 'b',\n  3, 'c', 4, -5.5\n]",
        },
        Case {
            js: "Array.from({ length: 8 }, (_, i) => ({ i }))",
            build: |b| {
                let v: Vec<Value> = (0..8)
                    .map(|i| b.obj(&[("i", Value::number(i as f64))]))
                    .collect();
                vec![b.arr(&v)]
            },
            want: "[\n  { i: 0 }, { i: 1 },\n  { i: 2 }, { i: 3 },\n  { i: 4 }, { i: 5 },\n  { i: 6 }, { i: 7 }\n]",
        },
        Case {
            js: "Array.from({ length: 7 }, (_, i) => 'x'.repeat(i * 4))",
            build: |b| {
                let v: Vec<String> = (0..7).map(|i| "x".repeat(i * 4)).collect();
                let r: Vec<&str> = v.iter().map(String::as_str).collect();
                vec![b.strs(&r)]
            },
            want: "[\n  '',\n  'xxxx',\n  'xxxxxxxx',\n  'xxxxxxxxxxxx',\n  'xxxxxxxxxxxxxxxx',\n  'xxxxxxxxxxxxxxxxxxxx',\n  'xxxxxxxxxxxxxxxxxxxxxxxx'\n]",
        },
        Case {
            js: "const a = [1, , 3, , 5, , 7, , 9, 10, 11, 12]; console.log({ a });",
            build: |b| {
                let h = Value::HOLE;
                let n = |d: f64| Value::number(d);
                let a = b.arr(&[
                    n(1.0),
                    h,
                    n(3.0),
                    h,
                    n(5.0),
                    h,
                    n(7.0),
                    h,
                    n(9.0),
                    n(10.0),
                    n(11.0),
                    n(12.0),
                ]);
                vec![b.obj(&[("a", a)])]
            },
            want: "{\n  a: [\n    1,  <1 empty item>,\n    3,  <1 empty item>,\n    5,  <1 empty item>,\n    7,  <1 empty item>,\n    9,  10,\n    11, 12\n  ]\n}",
        },
        Case {
            js: "const a = Array.from({ length: 120 }, (_, i) => i); a.extra = 'x'; console.log(a);",
            build: |b| {
                let a = b.nums(0..120);
                let x = b.s("x");
                b.set(a, "extra", x);
                vec![a]
            },
            want: "[\n                  0,  1,  2,  3,\n                  4,  5,  6,  7,\n                  8,  9, 10, 11,\n                 12, 13, 14, 15,\n                 16, 17, 18, 19,\n                 20, 21, 22, 23,\n                 24, 25, 26, 27,\n                 28, 29, 30, 31,\n                 32, 33, 34, 35,\n                 36, 37, 38, 39,\n                 40, 41, 42, 43,\n                 44, 45, 46, 47,\n                 48, 49, 50, 51,\n                 52, 53, 54, 55,\n                 56, 57, 58, 59,\n                 60, 61, 62, 63,\n                 64, 65, 66, 67,\n                 68, 69, 70, 71,\n                 72, 73, 74, 75,\n                 76, 77, 78, 79,\n                 80, 81, 82, 83,\n                 84, 85, 86, 87,\n                 88, 89, 90, 91,\n                 92, 93, 94, 95,\n                 96, 97, 98, 99,\n  ... 20 more items,\n  extra: 'x'\n]",
        },
    ]);
}

#[test]
fn prototypes_and_class_names() {
    check(&[
        Case {
            js: "class Point { constructor() { this.x = 1; this.y = 2; } } class Empty {} console.log(new Point(), new Empty(), [new Empty()], { p: { q: { r: new Point() } } });",
            build: |b| {
                let point = b.class("Point", None);
                let p = b.instance(point, &[("x", b.n(1.0)), ("y", b.n(2.0))]);
                let empty = b.class("Empty", None);
                let e = b.instance(empty, &[]);
                let e2 = b.instance(empty, &[]);
                let arr = b.arr(&[e2]);
                let deep = b.instance(point, &[("x", b.n(1.0)), ("y", b.n(2.0))]);
                let q = b.obj(&[("r", deep)]);
                let pq = b.obj(&[("q", q)]);
                let top = b.obj(&[("p", pq)]);
                vec![p, e, arr, top]
            },
            want: "Point { x: 1, y: 2 } Empty {} [ Empty {} ] { p: { q: { r: [Point] } } }",
        },
        Case {
            js: "class A { } class B extends A { } console.log(new B(), Object.create(B.prototype), A.prototype, B.prototype);",
            build: |b| {
                let a = b.class("A", None);
                let bc = b.class("B", Some(a));
                let i = b.instance(bc, &[]);
                let j = b.instance(bc, &[]);
                let ap = b.proto_of(a);
                let bp = b.proto_of(bc);
                vec![i, j, ap, bp]
            },
            want: "B {} B {} {} A {}",
        },
        Case {
            js: "const o = new (class {})(); o.k = 'v'; console.log(o);",
            build: |b| {
                let c = b.class("", None);
                let v = b.s("v");
                vec![b.instance(c, &[("k", v)])]
            },
            want: "{ k: 'v' }",
        },
        Case {
            js: "function Ctor() { this.v = 1; } console.log(new Ctor(), Ctor.prototype);",
            build: |b| {
                let f = b.func("Ctor");
                let i = b.instance(f, &[("v", b.n(1.0))]);
                let p = b.proto_of(f);
                vec![i, p]
            },
            want: "Ctor { v: 1 } {}",
        },
        Case {
            js: "const n = Object.create(null); const k = Object.create(null); k.a = 1; k['b-c'] = 2; console.log(n, k, { x: { y: { z: k } } });",
            build: |b| {
                let n = b.obj_proto(Value::NULL, &[]);
                let k = b.obj_proto(Value::NULL, &[("a", b.n(1.0)), ("b-c", b.n(2.0))]);
                let z = b.obj(&[("z", k)]);
                let y = b.obj(&[("y", z)]);
                let x = b.obj(&[("x", y)]);
                vec![n, k, x]
            },
            want: "[Object: null prototype] {} [Object: null prototype] { a: 1, 'b-c': 2 } { x: { y: { z: [Object: null prototype] } } }",
        },
        Case {
            js: "const p = Object.create(null); const c = Object.create(p); c.k = 'v'; const q = Object.create(null); q.pk = 1; const d = Object.create(q); d.k = 'v'; console.log(c, d, { a: { b: { c: d } } });",
            build: |b| {
                let p = b.obj_proto(Value::NULL, &[]);
                let v = b.s("v");
                let c = b.obj_proto(p, &[("k", v)]);
                let q = b.obj_proto(Value::NULL, &[("pk", b.n(1.0))]);
                let d = b.obj_proto(q, &[("k", v)]);
                let cc = b.obj(&[("c", d)]);
                let bb = b.obj(&[("b", cc)]);
                let a = b.obj(&[("a", bb)]);
                vec![c, d, a]
            },
            want: "Object <[Object: null prototype] {}> { k: 'v' } Object <[Object: null prototype]> { k: 'v' } { a: { b: { c: [Object <Complex prototype>] } } }",
        },
        Case {
            js: "const o = Object.create(null); o.constructor = function Fake() {}; console.log(o, { constructor: 'nope', x: 1 });",
            build: |b| {
                let f = b.func("Fake");
                let o = b.obj_proto(Value::NULL, &[("constructor", f)]);
                let nope = b.s("nope");
                let p = b.obj(&[("constructor", nope), ("x", b.n(1.0))]);
                vec![o, p]
            },
            want: "[Object: null prototype] { constructor: [Function: Fake] } { constructor: 'nope', x: 1 }",
        },
        Case {
            js: "class Foo extends Array {} const f = Foo.from([1, 2]); const n = [1, 2]; Object.setPrototypeOf(n, null); console.log(f, n, Array.prototype, Object.prototype);",
            build: |b| {
                let array_ctor = b.th.realm.array_constructor;
                let foo = b.class("Foo", Some(array_ctor));
                let fp = b.proto_of(foo);
                let f = b.nums(1..=2);
                b.set_proto(f, fp);
                let n = b.nums(1..=2);
                b.set_proto(n, Value::NULL);
                let ap = b.th.realm.array_prototype;
                let op = b.th.realm.object_prototype;
                vec![f, n, ap, op]
            },
            want: "Foo(2) [ 1, 2 ] [Array(2): null prototype] [ 1, 2 ] Object(0) [] [Object: null prototype] {}",
        },
    ]);
}

#[test]
fn functions_and_classes() {
    check(&[
        Case {
            js: "function f() {} const g = () => {}; console.log(f, g, [function () {}], Object, Array);",
            build: |b| {
                let f = b.func("f");
                let g = b.arrow("g");
                let anon = b.func("");
                let arr = b.arr(&[anon]);
                let o = b.th.realm.object_constructor;
                let a = b.th.realm.array_constructor;
                vec![f, g, arr, o, a]
            },
            want: "[Function: f] [Function: g] [ [Function (anonymous)] ] [Function: Object] [Function: Array]",
        },
        Case {
            js: "class A {} class B extends A {} console.log(A, B, [class extends B {}], { A });",
            build: |b| {
                let a = b.class("A", None);
                let bc = b.class("B", Some(a));
                let c = b.class("", Some(bc));
                let arr = b.arr(&[c]);
                let o = b.obj(&[("A", a)]);
                vec![a, bc, arr, o]
            },
            want: "[class A] [class B extends A] [ [class (anonymous) extends B] ] { A: [class A] }",
        },
        Case {
            js: "class K { static count = 3; } function f() {} f.a = 1; f.b = 'two'; console.log(K, f, { x: { y: { f, K } } });",
            build: |b| {
                let k = b.class("K", None);
                b.set(k, "count", Value::number(3.0));
                let f = b.func("f");
                b.set(f, "a", Value::number(1.0));
                let two = b.s("two");
                b.set(f, "b", two);
                let y = b.obj(&[("f", f), ("K", k)]);
                let x = b.obj(&[("y", y)]);
                let top = b.obj(&[("x", x)]);
                vec![k, f, top]
            },
            want: "[class K] { count: 3 } [Function: f] { a: 1, b: 'two' } { x: { y: { f: [Function], K: [Function] } } }",
        },
        Case {
            js: "const s = function selfish() {}; s.self = s; console.log(s);",
            build: |b| {
                let s = b.func("selfish");
                b.set(s, "self", s);
                vec![s]
            },
            want: "<ref *1> [Function: selfish] { self: [Circular *1] }",
        },
        Case {
            js: "class Named { static name = 'Renamed'; } const g = function g() {}; Object.setPrototypeOf(g, null); console.log(Named, new Named(), g);",
            build: |b| {
                let c = b.class("Named", None);
                let renamed = b.s("Renamed");
                b.set(c, "name", renamed);
                let i = b.instance(c, &[]);
                let g = b.func("g");
                b.set_proto(g, Value::NULL);
                vec![c, i, g]
            },
            want: "[class Renamed] { name: 'Renamed' } Renamed {} [Function (null prototype): g]",
        },
    ]);
}

#[test]
fn errors_and_boxed_primitives() {
    check(&[
        Case {
            js: "const e = new Error('boom'); e.stack = 'Error: boom\\n    at f (file.js:1:1)\\n    at g (file.js:2:2)'; e.code = 'E1'; console.log(e); console.log({ nested: e });",
            build: |b| {
                let e = b.error(
                    ErrorKind::Error,
                    "boom",
                    "Error: boom\n    at f (file.js:1:1)\n    at g (file.js:2:2)",
                );
                let code = b.s("E1");
                b.set(e, "code", code);
                let fmt = b.s("%O\n%O");
                let nested = b.obj(&[("nested", e)]);
                vec![fmt, e, nested]
            },
            want: "Error: boom\n    at f (file.js:1:1)\n    at g (file.js:2:2) {\n  code: 'E1'\n}\n{\n  nested: Error: boom\n      at f (file.js:1:1)\n      at g (file.js:2:2) {\n    code: 'E1'\n  }\n}",
        },
        Case {
            js: "const e = new TypeError('no frames'); e.stack = 'TypeError: no frames'; console.log(e, [e]);",
            build: |b| {
                let e = b.error(ErrorKind::TypeError, "no frames", "TypeError: no frames");
                let arr = b.arr(&[e]);
                vec![e, arr]
            },
            want: "[TypeError: no frames] [ [TypeError: no frames] ]",
        },
        Case {
            js: "class MyError extends Error {} const m = new MyError('x'); m.stack = 'Error: x\\n    at f (file.js:1:1)'; const n = new Error('np'); n.stack = 'Error: np\\n    at f (file.js:1:1)'; Object.setPrototypeOf(n, null); console.log(m, n);",
            build: |b| {
                let err_ctor = b.th.realm.error_constructors[0];
                let my = b.class("MyError", Some(err_ctor));
                let m = b.error(ErrorKind::Error, "x", "Error: x\n    at f (file.js:1:1)");
                let p = b.proto_of(my);
                b.set_proto(m, p);
                let n = b.error(ErrorKind::Error, "np", "Error: np\n    at f (file.js:1:1)");
                b.set_proto(n, Value::NULL);
                vec![m, n]
            },
            want: "MyError: x\n    at f (file.js:1:1) [Error: null prototype]: np\n    at f (file.js:1:1)",
        },
        Case {
            js: "const e = new Error('outer', { cause: 'why' }); e.stack = 'Error: outer\\n    at f (file.js:1:1)'; console.log(e);",
            build: |b| {
                let e = b.error(
                    ErrorKind::Error,
                    "outer",
                    "Error: outer\n    at f (file.js:1:1)",
                );
                let why = b.s("why");
                b.hide(e, "cause", why);
                vec![e]
            },
            want: "Error: outer\n    at f (file.js:1:1) {\n  [cause]: 'why'\n}",
        },
        Case {
            js: "[new Number(3), new Number(-0), new String('ab'), new Boolean(false), Object(Symbol('q'))]",
            build: |b| {
                let n = b.boxed(Value::number(3.0));
                let z = b.boxed(Value::number(-0.0));
                let ab = b.s("ab");
                let s = b.boxed(ab);
                let f = b.boxed(Value::FALSE);
                let q = b.sym(Some("q"));
                let sq = b.boxed(q);
                vec![b.arr(&[n, z, s, f, sq])]
            },
            want: "[\n  [Number: 3],\n  [Number: -0],\n  [String: 'ab'],\n  [Boolean: false],\n  [Symbol: Symbol(q)]\n]",
        },
        Case {
            js: "const n = new Number(1); n.x = 1; console.log(n);",
            build: |b| {
                let n = b.boxed(Value::number(1.0));
                b.set(n, "x", Value::number(1.0));
                vec![n]
            },
            want: "[Number: 1] { x: 1 }",
        },
    ]);
}

#[test]
fn format_directives() {
    check(&[
        Case {
            js: "'%s|%s|%s|%s|%s', { a: { b: 1 } }, [1, [2]], -0, Symbol('s'), null",
            build: |b| {
                let f = b.s("%s|%s|%s|%s|%s");
                let inner = b.obj(&[("b", b.n(1.0))]);
                let o = b.obj(&[("a", inner)]);
                let two = b.arr(&[b.n(2.0)]);
                let arr = b.arr(&[b.n(1.0), two]);
                let s = b.sym(Some("s"));
                vec![f, o, arr, b.n(-0.0), s, Value::NULL]
            },
            want: "{ a: [Object] }|[ 1, [Array] ]|-0|Symbol(s)|null",
        },
        Case {
            js: "class Pt { constructor() { this.x = 1; } } console.log('%s and %s', new Pt(), Object.assign(Object.create(null), { a: 1 }));",
            build: |b| {
                let f = b.s("%s and %s");
                let pt = b.class("Pt", None);
                let p = b.instance(pt, &[("x", b.n(1.0))]);
                let n = b.obj_proto(Value::NULL, &[("a", b.n(1.0))]);
                vec![f, p, n]
            },
            want: "Pt { x: 1 } and [Object: null prototype] { a: 1 }",
        },
        Case {
            js: "'%s', { toString() { return 'custom!'; } }",
            build: |b| {
                let f = b.s("%s");
                let ts = b.arrow_native("toString", returns_custom);
                let o = b.obj(&[("toString", ts)]);
                vec![f, o]
            },
            want: "custom!",
        },
        Case {
            js: "'%d %i %f %d %i', '42', '3.9xyz', '1.5e3x', { valueOf() { return 42; } }, -0",
            build: |b| {
                let f = b.s("%d %i %f %d %i");
                let a = b.s("42");
                let c = b.s("3.9xyz");
                let d = b.s("1.5e3x");
                let vo = b.arrow_native("valueOf", returns_42);
                let o = b.obj(&[("valueOf", vo)]);
                vec![f, a, c, d, o, b.n(-0.0)]
            },
            want: "42 3 1500 42 0",
        },
        Case {
            js: "'%j %j %j', { a: [1, { b: 2 }], u: undefined, f() {}, s: 'q\"\\n', n: -0, i: Infinity }, [undefined, () => {}, null], 'str'",
            build: |b| {
                let f = b.s("%j %j %j");
                let b2 = b.obj(&[("b", b.n(2.0))]);
                let a = b.arr(&[b.n(1.0), b2]);
                let func = b.func("f");
                let q = b.s("q\"\n");
                let o = b.obj(&[
                    ("a", a),
                    ("u", Value::UNDEFINED),
                    ("f", func),
                    ("s", q),
                    ("n", b.n(-0.0)),
                    ("i", b.n(f64::INFINITY)),
                ]);
                let arrow = b.arrow("");
                let arr = b.arr(&[Value::UNDEFINED, arrow, Value::NULL]);
                let s = b.s("str");
                vec![f, o, arr, s]
            },
            want: r#"{"a":[1,{"b":2}],"s":"q\"\n","n":0,"i":null} [null,null,null] "str""#,
        },
        Case {
            js: "const c = { x: 1 }; c.self = c; console.log('%j|%j|%j', c, undefined, Symbol('s'));",
            build: |b| {
                let f = b.s("%j|%j|%j");
                let c = b.obj(&[("x", b.n(1.0))]);
                b.set(c, "self", c);
                let s = b.sym(Some("s"));
                vec![f, c, Value::UNDEFINED, s]
            },
            want: "[Circular]|undefined|undefined",
        },
        Case {
            js: "'%o', [1, 2, [3]]",
            build: |b| {
                let f = b.s("%o");
                let three = b.arr(&[b.n(3.0)]);
                vec![f, b.arr(&[b.n(1.0), b.n(2.0), three])]
            },
            want: "[ 1, 2, [ 3, [length]: 1 ], [length]: 3 ]",
        },
        Case {
            js: "'%o', function f() {}",
            build: |b| {
                let f = b.s("%o");
                vec![f, b.func("f")]
            },
            want: "<ref *1> [Function: f] {\n  [length]: 0,\n  [name]: 'f',\n  [prototype]: { [constructor]: [Circular *1] }\n}",
        },
        Case {
            js: "class P { constructor() { this.x = 1; } get area() { return 1; } m() {} } console.log('%o', new P());",
            build: |b| {
                let f = b.s("%o");
                let p = b.class("P", None);
                let proto = b.proto_of(p);
                b.accessor(proto, "area", true, false, false);
                let m = b.func("m");
                b.hide(proto, "m", m);
                vec![f, b.instance(p, &[("x", b.n(1.0))])]
            },
            want: "P { x: 1, [area]: [Getter] }",
        },
        Case {
            js: "'%O %c|%%|%x|100%', { a: { b: { c: { d: 1 } } } }, 'color: red'",
            build: |b| {
                let f = b.s("%O %c|%%|%x|100%");
                let d = b.obj(&[("d", b.n(1.0))]);
                let c = b.obj(&[("c", d)]);
                let bb = b.obj(&[("b", c)]);
                let a = b.obj(&[("a", bb)]);
                let css = b.s("color: red");
                vec![f, a, css]
            },
            want: "{ a: { b: { c: [Object] } } } |%|%x|100%",
        },
        Case {
            js: "'%s %s', 'only one'",
            build: |b| {
                let f = b.s("%s %s");
                let one = b.s("only one");
                vec![f, one]
            },
            want: "only one %s",
        },
        Case {
            js: "'a', 1, 'b', { c: 'd' }",
            build: |b| {
                let a = b.s("a");
                let bb = b.s("b");
                let d = b.s("d");
                let o = b.obj(&[("c", d)]);
                vec![a, b.n(1.0), bb, o]
            },
            want: "a 1 b { c: 'd' }",
        },
    ]);
}

#[test]
fn inspect_entry_point_uses_node_defaults() {
    let mut th = Thread::new(usize::MAX);
    let th = &mut *th;
    realm::init(th, &kiln_runtime::builtins::link::Groups::all());
    let b = &mut B { th };
    let d = b.obj(&[("d", b.n(1.0))]);
    let c = b.obj(&[("c", d)]);
    let bb = b.obj(&[("b", c)]);
    let a = b.obj(&[("a", bb)]);
    let th = &mut *b.th;
    assert_eq!(
        console::inspect_with(th, a, &console::Options::default()),
        "{ a: { b: { c: [Object] } } }"
    );
    assert_eq!(
        console::inspect_with(th, a, &console::Options::default().hidden()),
        "{\n  a: { b: { c: { d: 1 } } }\n}"
    );
    let s = string::from_str(th, "it's");
    assert_eq!(console::quote(string::units(s)), "\"it's\"");
}

#[test]
fn tags_arguments_and_hidden_keys() {
    check(&[
        Case {
            js: "Object.defineProperty({ a: 1 }, Symbol.toStringTag, { value: 'T' }), { [Symbol.toStringTag]: 'Own' }",
            build: |b| {
                let o = b.obj(&[("a", b.n(1.0))]);
                let tag = Key::Name(b.th.realm.symbols.to_string_tag);
                let t = b.s("T");
                object::define(b.th, Obj::of(o).unwrap(), tag, t, 0);
                let own = b.s("Own");
                let p = b.obj(&[]);
                b.set_key(p, tag, own);
                vec![o, p]
            },
            want: "Object [T] { a: 1 } { [Symbol(Symbol.toStringTag)]: 'Own' }",
        },
        Case {
            js: "class X {} X.prototype[Symbol.toStringTag] = 'Y'; console.log(new X(), [new X()], Object.create(Array.prototype));",
            build: |b| {
                let x = b.class("X", None);
                let p = b.proto_of(x);
                let tag = Key::Name(b.th.realm.symbols.to_string_tag);
                let y = b.s("Y");
                b.set_key(p, tag, y);
                let i = b.instance(x, &[]);
                let j = b.instance(x, &[]);
                let arr = b.arr(&[j]);
                let ap = b.th.realm.array_prototype;
                let fake = b.obj_proto(ap, &[]);
                vec![i, arr, fake]
            },
            want: "X [Y] {} [ X [Y] {} ] Array {}",
        },
        Case {
            js: "console.log((function () { return arguments; })(1, 'a'), (function () { return arguments; })());",
            build: |b| {
                let a = b.s("a");
                let args = b.arguments(&[b.n(1.0), a]);
                let none = b.arguments(&[]);
                vec![args, none]
            },
            want: "[Arguments] { '0': 1, '1': 'a' } [Arguments] {}",
        },
        Case {
            js: "const arr = [1, 2]; Object.defineProperty(arr, 'len2', { get: () => 4, enumerable: true }); console.log(arr);",
            build: |b| {
                let arr = b.nums(1..=2);
                b.accessor(arr, "len2", true, false, true);
                vec![arr]
            },
            want: "[ 1, 2, len2: [Getter] ]",
        },
        Case {
            js: "const o = {}; Object.defineProperty(o, Symbol('h'), { value: 1 }); Object.defineProperty(o, 'hk', { value: 2 }); console.log('%O %o', o, o);",
            build: |b| {
                let f = b.s("%O %o");
                let o = b.obj(&[]);
                let h = b.sym(Some("h"));
                object::define(
                    b.th,
                    Obj::of(o).unwrap(),
                    Key::Name(h),
                    Value::number(1.0),
                    0,
                );
                let hk = b.key("hk");
                object::define(b.th, Obj::of(o).unwrap(), hk, Value::number(2.0), 0);
                vec![f, o, o]
            },
            want: "{} { [hk]: 2, [Symbol(h)]: 1 }",
        },
        Case {
            js: "'%o', [[1, [2, [3, [4, [5]]]]]]",
            build: |b| {
                let f = b.s("%o");
                let mut v = b.arr(&[b.n(5.0)]);
                for i in (2..=4).rev() {
                    v = b.arr(&[b.n(i as f64), v]);
                }
                let one = b.arr(&[b.n(1.0), v]);
                vec![f, b.arr(&[one])]
            },
            want: "[\n  [\n    1,\n    [ 2, [ 3, [ 4, [Array], [length]: 2 ], [length]: 2 ], [length]: 2 ],\n    [length]: 2\n  ],\n  [length]: 1\n]",
        },
        Case {
            js: "'%o', { list: [1, 2], nested: { deep: { deeper: { deepest: { bottom: 1 } } } } }",
            build: |b| {
                let f = b.s("%o");
                let list = b.nums(1..=2);
                let mut v = b.obj(&[("bottom", b.n(1.0))]);
                for k in ["deepest", "deeper", "deep"] {
                    v = b.obj(&[(k, v)]);
                }
                vec![f, b.obj(&[("list", list), ("nested", v)])]
            },
            want: "{\n  list: [ 1, 2, [length]: 2 ],\n  nested: {\n    deep: { deeper: { deepest: { bottom: 1 } } }\n  }\n}",
        },
        Case {
            js: "['a'.repeat(10005)]",
            build: |b| vec![b.strs(&[&"a".repeat(10005)])],
            want: "[\n  'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'... 5 more characters\n]",
        },
    ]);
}

// ---- the grouping sweep ---------------------------------------------------------

/// An element template: its JavaScript for index `i`, and the same value.
type Element = (&'static str, fn(&mut B, i64) -> Value);

const ELEMENTS: &[Element] = &[
    ("i", |_, i| Value::number(i as f64)),
    ("i * 3", |_, i| Value::number((i * 3) as f64)),
    ("i * 17", |_, i| Value::number((i * 17) as f64)),
    ("i * 1234", |_, i| Value::number((i * 1234) as f64)),
    ("i * 99999", |_, i| Value::number((i * 99999) as f64)),
    ("i * 7 / 8", |_, i| Value::number((i * 7) as f64 / 8.0)),
    ("-i * 11", |_, i| Value::number(-(i as f64) * 11.0)),
    ("'x'.repeat(i % 2)", |b, i| {
        b.s(&"x".repeat((i % 2) as usize))
    }),
    ("'x'.repeat(i % 5)", |b, i| {
        b.s(&"x".repeat((i % 5) as usize))
    }),
    ("'x'.repeat(i % 11)", |b, i| {
        b.s(&"x".repeat((i % 11) as usize))
    }),
    ("i % 2 ? i : 'v' + i", |b, i| {
        if i % 2 == 1 {
            Value::number(i as f64)
        } else {
            b.s(&format!("v{i}"))
        }
    }),
    ("i % 3 ? i : null", |_, i| {
        if i % 3 != 0 {
            Value::number(i as f64)
        } else {
            Value::NULL
        }
    }),
    ("[i]", |b, i| b.arr(&[Value::number(i as f64)])),
    ("({ i })", |b, i| b.obj(&[("i", Value::number(i as f64))])),
];

const LENGTHS: &[i64] = &[6, 7, 8, 12, 16, 26, 27, 40, 64, 99, 100, 101, 130];

/// Every (JavaScript, value) pair of the sweep: each element template at
/// each length, a sparse array at each length, and some of them nested
/// (deeper indentation narrows the columns).
fn sweep(b: &mut B) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for &(js, make) in ELEMENTS {
        for &n in LENGTHS {
            let vals: Vec<Value> = (0..n).map(|i| make(b, i)).collect();
            let a = b.arr(&vals);
            out.push((format!("Array.from({{ length: {n} }}, (_, i) => {js})"), a));
        }
    }
    for &n in LENGTHS {
        let at: Vec<(u32, Value)> = (0..n)
            .step_by(3)
            .map(|i| (i as u32, Value::number(i as f64)))
            .collect();
        let a = b.sparse(n as u32, &at);
        let js = format!(
            "(() => {{ const a = []; for (let i = 0; i < {n}; i += 3) a[i] = i; a.length = {n}; return a; }})()"
        );
        out.push((js, a));
    }
    for &(js, make) in &[ELEMENTS[2], ELEMENTS[8]] {
        for &n in &[7, 26, 101] {
            let vals: Vec<Value> = (0..n).map(|i| make(b, i)).collect();
            let a = b.arr(&vals);
            let o = b.obj(&[("key", a)]);
            out.push((
                format!("{{ key: Array.from({{ length: {n} }}, (_, i) => {js}) }}"),
                o,
            ));
            let inner = b.arr(&[a]);
            let outer = b.arr(&[inner]);
            out.push((
                format!("[[Array.from({{ length: {n} }}, (_, i) => {js})]]"),
                outer,
            ));
        }
    }
    out
}

const SWEEP_BASELINE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/inspect_sweep.txt");

/// The sweep's expected output, as one node program prints it: each case
/// as `=== <js>` then its `console.log`.
fn sweep_program(cases: &[(String, Value)]) -> String {
    cases
        .iter()
        .map(|(js, _)| {
            format!(
                "console.log({:?});\nconsole.log({js});\n",
                format!("=== {js}")
            )
        })
        .collect()
}

/// Array grouping over many lengths and widths, against a committed
/// baseline (`tests/inspect_sweep.txt`). `KILN_BLESS=1` rewrites it from
/// node; `KILN_CHECK_NODE=1` checks it against node.
#[test]
fn grouping_sweep() {
    let mut th = Thread::new(usize::MAX);
    let th = &mut *th;
    realm::init(th, &kiln_runtime::builtins::link::Groups::all());
    let cases = sweep(&mut B { th });
    let mut got = String::new();
    for (js, v) in &cases {
        got.push_str(&format!("=== {js}\n"));
        got.push_str(&console::format(th, &[*v]).expect("format"));
        got.push('\n');
    }
    let bless = std::env::var_os("KILN_BLESS").is_some();
    if bless || std::env::var_os("KILN_CHECK_NODE").is_some() {
        let node = node_output(&sweep_program(&cases)) + "\n";
        if bless {
            std::fs::write(SWEEP_BASELINE, &node).expect("write the baseline");
        }
        let baseline = std::fs::read_to_string(SWEEP_BASELINE).expect("baseline");
        assert!(node == baseline, "node disagrees with {SWEEP_BASELINE}");
    }
    let want = std::fs::read_to_string(SWEEP_BASELINE).expect("baseline");
    if got != want {
        let (g, w): (Vec<&str>, Vec<&str>) =
            (got.split("=== ").collect(), want.split("=== ").collect());
        let diffs: Vec<String> = g
            .iter()
            .zip(&w)
            .filter(|(a, b)| a != b)
            .take(5)
            .map(|(a, b)| format!("--- want\n{b}--- got\n{a}"))
            .collect();
        panic!(
            "{} cases differ (first 5):\n{}",
            diffs.len(),
            diffs.join("\n")
        );
    }
}
