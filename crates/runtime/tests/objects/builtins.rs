//! Cases: the `Object.*` built-ins, `Function.prototype.call/apply/bind`,
//! `Symbol`, the error constructors and the primitive wrappers.

use super::harness::*;

/// `Object.defineProperty(o, k, desc)` where `desc` is a literal.
fn define_property(t: &mut T, o: V, k: &str, desc: Vec<(KA, V)>) -> R {
    let d = t.lit(desc)?;
    let k = t.s(k);
    t.callg("Object.defineProperty", &[o, k, d])
}

pub fn object_builtins() -> Vec<Case> {
    vec![
        case(
            "keys, values and entries",
            "const o = {b: 1, a: 'x', 1: true}; return [Object.keys(o), Object.values(o), Object.entries(o)];",
            |t| {
                let (one, x, tr) = (t.num(1.0), t.s("x"), t.boolean(true));
                let o = t.lit(vec![("b".into(), one), ("a".into(), x), ("1".into(), tr)])?;
                let k = t.callg("Object.keys", &[o])?;
                let v = t.callg("Object.values", &[o])?;
                let e = t.callg("Object.entries", &[o])?;
                Ok(t.arr(&[k, v, e]))
            },
            "[['1', 'b', 'a'], [true, 1, 'x'], [['1', true], ['b', 1], ['a', 'x']]]",
        ),
        case(
            "values and entries run getters in key order",
            "const o = {}; Object.defineProperty(o, 'b', {get: ret('b', 2), enumerable: true}); o[12] = 'twelve'; \
             Object.defineProperty(o, 11, {get: ret('g11', 'eleven'), enumerable: true}); \
             Object.defineProperty(o, 'a', {get: ret('a', 1), enumerable: true}); \
             return [Object.values(o), Object.entries(o), LOG];",
            |t| {
                let o = t.obj();
                let (one, two, u) = (t.num(1.0), t.num(2.0), t.undef());
                let gb = t.ret(Some("b"), two);
                t.accessor(o, "b", gb, u, E)?;
                let twelve = t.s("twelve");
                t.set(o, "12", twelve)?;
                let eleven = t.s("eleven");
                let g11 = t.ret(Some("g11"), eleven);
                t.accessor(o, "11", g11, u, E)?;
                let ga = t.ret(Some("a"), one);
                t.accessor(o, "a", ga, u, E)?;
                let v = t.callg("Object.values", &[o])?;
                let e = t.callg("Object.entries", &[o])?;
                let log = t.log();
                Ok(t.arr(&[v, e, log]))
            },
            "[['eleven', 'twelve', 2, 1], [['11', 'eleven'], ['12', 'twelve'], ['b', 2], ['a', 1]], \
             ['g11', 'b', 'a', 'g11', 'b', 'a']]",
        ),
        case(
            "values, entries and assign skip a key a getter deleted",
            "const mk = () => { const o = {}; Object.defineProperty(o, 'a', {get: del('a', 'b'), enumerable: true}); \
             o.b = 2; o.c = 3; return o; }; \
             return [Object.values(mk()), Object.entries(mk()), Object.assign({}, mk()), LOG];",
            |t| {
                let mut out = Vec::new();
                for what in ["Object.values", "Object.entries", "Object.assign"] {
                    let o = t.obj();
                    let (g, u) = (t.del(Some("a"), "b"), t.undef());
                    t.accessor(o, "a", g, u, E)?;
                    let (two, three) = (t.num(2.0), t.num(3.0));
                    t.set(o, "b", two)?;
                    t.set(o, "c", three)?;
                    if what == "Object.assign" {
                        let target = t.obj();
                        out.push(t.callg(what, &[target, o])?);
                    } else {
                        out.push(t.callg(what, &[o])?);
                    }
                }
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "[[undefined, 3], [['a', undefined], ['c', 3]], {a: undefined, c: 3}, ['a', 'a', 'a']]",
        ),
        case(
            "assign copies through getters and setters and skips nullish sources",
            "const t = {}; Object.defineProperty(t, 'x', {set: store('set', '_x'), enumerable: true, configurable: true}); \
             const s1 = {x: 1, y: 2}; const s2 = {}; \
             Object.defineProperty(s2, 'z', {get: ret('get', 3), enumerable: true}); \
             Object.defineProperty(s2, 'h', {value: 4}); \
             const r = Object.assign(t, null, s1, undefined, s2); return [r === t, t, LOG];",
            |t| {
                let target = t.obj();
                let (st, u) = (t.store(Some("set"), "_x"), t.undef());
                t.accessor(target, "x", u, st, E | C)?;
                let (one, two, three, four) = (t.num(1.0), t.num(2.0), t.num(3.0), t.num(4.0));
                let s1 = t.lit(vec![("x".into(), one), ("y".into(), two)])?;
                let s2 = t.obj();
                let g = t.ret(Some("get"), three);
                t.accessor(s2, "z", g, u, E)?;
                t.define(s2, "h", four, 0)?;
                let n = t.null();
                let r = t.callg("Object.assign", &[target, n, s1, u, s2])?;
                let same = t.strict_eq(r, target);
                let log = t.log();
                Ok(t.arr(&[same, target, log]))
            },
            "[true, {x: [Accessor], _x: 1, y: 2, z: 3}, ['set', 'get']]",
        ),
        case(
            "assign to a frozen target throws",
            "Object.assign(Object.freeze({x: 1}), {x: 2});",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let target = t.lit(vec![("x".into(), one)])?;
                t.callg("Object.freeze", &[target])?;
                let src = t.lit(vec![("x".into(), two)])?;
                t.callg("Object.assign", &[target, src])
            },
            "throws TypeError: Cannot assign to read only property 'x' of object '#<Object>'",
        ),
        case(
            "assign copies symbols after strings",
            "const s = Symbol('s'); const r = Object.assign({}, {[s]: 1, a: 2}); return [r[s], Reflect.ownKeys(r)];",
            |t| {
                let d = t.s("s");
                let s = t.callg("Symbol", &[d])?;
                let (one, two) = (t.num(1.0), t.num(2.0));
                let src = t.lit(vec![(s.into(), one), ("a".into(), two)])?;
                let target = t.obj();
                let r = t.callg("Object.assign", &[target, src])?;
                let x = t.get(r, s)?;
                let k = t.own_keys(r);
                Ok(t.arr(&[x, k]))
            },
            "[1, ['a', Symbol(s)]]",
        ),
        case(
            "create with property descriptors",
            "const p = {inherited: 1}; const o = Object.create(p, {a: {value: 1, enumerable: true}, \
             b: {get: ret('get', 2)}}); return [o, o.b, o.inherited, Object.getOwnPropertyNames(o), LOG];",
            |t| {
                let (one, two, tr) = (t.num(1.0), t.num(2.0), t.boolean(true));
                let p = t.lit(vec![("inherited".into(), one)])?;
                let da = t.lit(vec![("value".into(), one), ("enumerable".into(), tr)])?;
                let g = t.ret(Some("get"), two);
                let db = t.lit(vec![("get".into(), g)])?;
                let props = t.lit(vec![("a".into(), da), ("b".into(), db)])?;
                let o = t.callg("Object.create", &[p, props])?;
                let b = t.get(o, "b")?;
                let i = t.get(o, "inherited")?;
                let n = t.callg("Object.getOwnPropertyNames", &[o])?;
                let log = t.log();
                Ok(t.arr(&[o, b, i, n, log]))
            },
            "[{a: 1}, 2, 1, ['a', 'b'], ['get']]",
        ),
        case(
            "create reads descriptors through getters",
            "const d = {}; Object.defineProperty(d, 'value', {get: ret('value', 'five'), enumerable: true}); \
             const o = Object.create({}, {a: d, b: {value: 'six', enumerable: true}}); \
             return [Object.getOwnPropertyDescriptor(o, 'a').value, o, LOG];",
            |t| {
                let d = t.obj();
                let (five, u) = (t.s("five"), t.undef());
                let g = t.ret(Some("value"), five);
                t.accessor(d, "value", g, u, E)?;
                let (six, tr) = (t.s("six"), t.boolean(true));
                let db = t.lit(vec![("value".into(), six), ("enumerable".into(), tr)])?;
                let props = t.lit(vec![("a".into(), d), ("b".into(), db)])?;
                let p = t.obj();
                let o = t.callg("Object.create", &[p, props])?;
                let a = t.s("a");
                let desc = t.callg("Object.getOwnPropertyDescriptor", &[o, a])?;
                let v = t.get(desc, "value")?;
                let log = t.log();
                Ok(t.arr(&[v, o, log]))
            },
            "['five', {b: 'six'}, ['value']]",
        ),
        case(
            "defineProperty reads the descriptor's fields in order",
            "const d = {}; for (const k of ['writable', 'value', 'configurable', 'enumerable']) \
             Object.defineProperty(d, k, {get: ret(k, k === 'value' ? 'v' : true)}); \
             const o = {}; Object.defineProperty(o, 'x', d); return [o, LOG];",
            |t| {
                let d = t.obj();
                let u = t.undef();
                for k in ["writable", "value", "configurable", "enumerable"] {
                    let v = if k == "value" {
                        t.s("v")
                    } else {
                        t.boolean(true)
                    };
                    let g = t.ret(Some(k), v);
                    t.accessor(d, k, g, u, 0)?;
                }
                let o = t.obj();
                let x = t.s("x");
                t.callg("Object.defineProperty", &[o, x, d])?;
                let log = t.log();
                Ok(t.arr(&[o, log]))
            },
            "[{x: 'v'}, ['enumerable', 'configurable', 'value', 'writable']]",
        ),
        case(
            "defineProperty on a non-object",
            "Object.defineProperty(1, 'x', {});",
            |t| {
                let (one, o) = (t.num(1.0), t.obj());
                let x = t.s("x");
                t.callg("Object.defineProperty", &[one, x, o])
            },
            "throws TypeError: Object.defineProperty called on non-object",
        ),
        case(
            "a descriptor must be an object",
            "Object.defineProperty({}, 'x', 1);",
            |t| {
                let (o, one) = (t.obj(), t.num(1.0));
                let x = t.s("x");
                t.callg("Object.defineProperty", &[o, x, one])
            },
            "throws TypeError: Property description must be an object: 1",
        ),
        case(
            "a getter must be a function",
            "Object.defineProperty({}, 'x', {get: 1});",
            |t| {
                let (o, one) = (t.obj(), t.num(1.0));
                define_property(t, o, "x", vec![("get".into(), one)])
            },
            "throws TypeError: Getter must be a function: 1",
        ),
        case(
            "a setter must be a function",
            "Object.defineProperty({}, 'x', {set: 1});",
            |t| {
                let (o, one) = (t.obj(), t.num(1.0));
                define_property(t, o, "x", vec![("set".into(), one)])
            },
            "throws TypeError: Setter must be a function: 1",
        ),
        case(
            "an accessor descriptor cannot have a value",
            "Object.defineProperty({}, 'x', {get: ret(undefined, 1), value: 1});",
            |t| {
                let (o, one) = (t.obj(), t.num(1.0));
                let g = t.ret(None, one);
                define_property(t, o, "x", vec![("get".into(), g), ("value".into(), one)])
            },
            "throws TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>",
        ),
        case(
            "defineProperty on a non-extensible object",
            "Object.defineProperty(Object.preventExtensions({}), 'x', {value: 1});",
            |t| {
                let (o, one) = (t.obj(), t.num(1.0));
                t.callg("Object.preventExtensions", &[o])?;
                define_property(t, o, "x", vec![("value".into(), one)])
            },
            "throws TypeError: Cannot define property x, object is not extensible",
        ),
        case(
            "redefining a non-configurable property",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1}); Object.defineProperty(o, 'x', {value: 2});",
            |t| {
                let (o, one, two) = (t.obj(), t.num(1.0), t.num(2.0));
                define_property(t, o, "x", vec![("value".into(), one)])?;
                define_property(t, o, "x", vec![("value".into(), two)])
            },
            "throws TypeError: Cannot redefine property: x",
        ),
        case(
            "defineProperties defines in key order",
            "const o = {}; Object.defineProperties(o, {b: {value: 2, enumerable: true}, a: {value: 1, enumerable: true}}); \
             return o;",
            |t| {
                let (one, two, tr) = (t.num(1.0), t.num(2.0), t.boolean(true));
                let db = t.lit(vec![("value".into(), two), ("enumerable".into(), tr)])?;
                let da = t.lit(vec![("value".into(), one), ("enumerable".into(), tr)])?;
                let props = t.lit(vec![("b".into(), db), ("a".into(), da)])?;
                let o = t.obj();
                t.callg("Object.defineProperties", &[o, props])?;
                Ok(o)
            },
            "{b: 2, a: 1}",
        ),
        case(
            "getOwnPropertyDescriptor of data, and of nothing",
            "return [Object.getOwnPropertyDescriptor({x: 1}, 'x'), Object.getOwnPropertyDescriptor({}, 'x')];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("x".into(), one)])?;
                let x = t.s("x");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[o, x])?;
                let e = t.obj();
                let n = t.callg("Object.getOwnPropertyDescriptor", &[e, x])?;
                Ok(t.arr(&[d, n]))
            },
            "[{value: 1, writable: true, enumerable: true, configurable: true}, undefined]",
        ),
        case(
            "fromEntries",
            "return Object.fromEntries([['a', 1], ['b', 2], [3, 'c']]);",
            |t| {
                let (a, b, c) = (t.s("a"), t.s("b"), t.s("c"));
                let (one, two, three) = (t.num(1.0), t.num(2.0), t.num(3.0));
                let e1 = t.arr(&[a, one]);
                let e2 = t.arr(&[b, two]);
                let e3 = t.arr(&[three, c]);
                let list = t.arr(&[e1, e2, e3]);
                t.callg("Object.fromEntries", &[list])
            },
            "{3: 'c', a: 1, b: 2}",
        ),
        case(
            "fromEntries converts a key object after reading the value",
            "const e = {}; Object.defineProperty(e, 0, {get: ret('key', {toString: ret('ts', 'k')})}); \
             Object.defineProperty(e, 1, {get: ret('value', 'v')}); return [Object.fromEntries([e]), LOG];",
            |t| {
                let k = t.s("k");
                let ts = t.ret(Some("ts"), k);
                let key = t.lit(vec![("toString".into(), ts)])?;
                let gk = t.ret(Some("key"), key);
                let v = t.s("v");
                let gv = t.ret(Some("value"), v);
                let e = t.obj();
                let u = t.undef();
                t.accessor(e, "0", gk, u, 0)?;
                t.accessor(e, "1", gv, u, 0)?;
                let list = t.arr(&[e]);
                let o = t.callg("Object.fromEntries", &[list])?;
                let log = t.log();
                Ok(t.arr(&[o, log]))
            },
            "[{k: 'v'}, ['key', 'value', 'ts']]",
        ),
        case(
            "fromEntries refuses a non-object entry",
            "Object.fromEntries([1]);",
            |t| {
                let list = t.nums(&[1.0]);
                t.callg("Object.fromEntries", &[list])
            },
            "throws TypeError: Iterator value 1 is not an entry object",
        ),
        case(
            "Object.is",
            "return [Object.is(NaN, NaN), Object.is(0, -0), Object.is('a', 'a'), Object.is({}, {})];",
            |t| {
                let (nan, z, mz, a1, a2) =
                    (t.num(f64::NAN), t.num(0.0), t.num(-0.0), t.s("a"), t.s("a"));
                let (o1, o2) = (t.obj(), t.obj());
                let r1 = t.callg("Object.is", &[nan, nan])?;
                let r2 = t.callg("Object.is", &[z, mz])?;
                let r3 = t.callg("Object.is", &[a1, a2])?;
                let r4 = t.callg("Object.is", &[o1, o2])?;
                Ok(t.arr(&[r1, r2, r3, r4]))
            },
            "[true, false, true, false]",
        ),
        case(
            "hasOwnProperty and propertyIsEnumerable",
            "const o = {a: 1}; Object.defineProperty(o, 'h', {value: 1}); \
             return [o.hasOwnProperty('a'), o.hasOwnProperty('toString'), o.propertyIsEnumerable('a'), \
             o.propertyIsEnumerable('h'), [1].hasOwnProperty('length'), [1].hasOwnProperty(0), \
             o.hasOwnProperty({toString: ret('ts', 'a')}), LOG];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("a".into(), one)])?;
                t.define(o, "h", one, 0)?;
                let mut out = Vec::new();
                let (a, ts, h) = (t.s("a"), t.s("toString"), t.s("h"));
                out.push(t.method(o, "hasOwnProperty", &[a])?);
                out.push(t.method(o, "hasOwnProperty", &[ts])?);
                out.push(t.method(o, "propertyIsEnumerable", &[a])?);
                out.push(t.method(o, "propertyIsEnumerable", &[h])?);
                let arr = t.nums(&[1.0]);
                let l = t.s("length");
                out.push(t.method(arr, "hasOwnProperty", &[l])?);
                let zero = t.num(0.0);
                out.push(t.method(arr, "hasOwnProperty", &[zero])?);
                let a2 = t.s("a");
                let f = t.ret(Some("ts"), a2);
                let key = t.lit(vec![("toString".into(), f)])?;
                out.push(t.method(o, "hasOwnProperty", &[key])?);
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "[true, false, true, false, true, true, true, ['ts']]",
        ),
        case(
            "Object.prototype.toString tags",
            "const ts = Object.prototype.toString; const tagged = {}; tagged[Symbol.toStringTag] = 'Custom'; \
             return [ts.call([]), ts.call(ret(undefined, 1)), ts.call(new Error('e')), ts.call(null), \
             ts.call(undefined), ts.call(1), ts.call('s'), ts.call(true), ts.call({}), ts.call(tagged), \
             ts.call(Symbol('x'))];",
            |t| {
                let ts = t.g("Object.prototype.toString")?;
                let tagged = t.obj();
                let tag = t.g("Symbol.toStringTag")?;
                let custom = t.s("Custom");
                t.set(tagged, tag, custom)?;
                let one = t.num(1.0);
                let e = t.s("e");
                let err = t.new_g("Error", &[e])?;
                let x = t.s("x");
                let mut values = vec![t.arr(&[]), t.ret(None, one), err, t.null(), t.undef(), one];
                values.push(t.s("s"));
                values.push(t.boolean(true));
                values.push(t.obj());
                values.push(tagged);
                values.push(t.callg("Symbol", &[x])?);
                let mut out = Vec::new();
                for v in values {
                    out.push(t.call(ts, v, &[])?);
                }
                Ok(t.arr(&out))
            },
            "['[object Array]', '[object Function]', '[object Error]', '[object Null]', '[object Undefined]', \
             '[object Number]', '[object String]', '[object Boolean]', '[object Object]', '[object Custom]', \
             '[object Symbol]']",
        ),
        case(
            "Object(v)",
            "const o = {}; return [Object(o) === o, typeof Object(1), Object(null), Object(undefined), Object(), \
             ({}).valueOf === Object.prototype.valueOf, o.valueOf() === o];",
            |t| {
                let o = t.obj();
                let r = t.callg("Object", &[o])?;
                let a = t.strict_eq(r, o);
                let one = t.num(1.0);
                let b = t.callg("Object", &[one])?;
                let b = t.type_of(b);
                let n = t.null();
                let c = t.callg("Object", &[n])?;
                let u = t.undef();
                let d = t.callg("Object", &[u])?;
                let e = t.callg("Object", &[])?;
                let o2 = t.obj();
                let vo = t.get(o2, "valueOf")?;
                let pvo = t.g("Object.prototype.valueOf")?;
                let f = t.strict_eq(vo, pvo);
                let r = t.method(o, "valueOf", &[])?;
                let g = t.strict_eq(r, o);
                Ok(t.arr(&[a, b, c, d, e, f, g]))
            },
            "[true, 'object', {}, {}, {}, true, true]",
        ),
    ]
}

pub fn functions() -> Vec<Case> {
    vec![
        case(
            "call passes this and the arguments",
            "const f = args('f'); const o = {id: 1}; return [f.call(o, 1, 2), f.call(), LOG];",
            |t| {
                let f = t.args(Some("f"));
                let one = t.num(1.0);
                let o = t.lit(vec![("id".into(), one)])?;
                let two = t.num(2.0);
                let a = t.method(f, "call", &[o, one, two])?;
                let b = t.method(f, "call", &[])?;
                let log = t.log();
                Ok(t.arr(&[a, b, log]))
            },
            "[[{id: 1}, 1, 2], [undefined], ['f', 'f']]",
        ),
        case(
            "apply spreads an array, an array-like, or nothing",
            "const f = args(undefined); return [f.apply(1, [1, , 3]), f.apply(null, {length: 2, 0: 'a', 1: 'b'}), \
             f.apply(undefined), f.apply(null, null)];",
            |t| {
                let f = t.args(None);
                let (one, h, three) = (t.num(1.0), t.hole(), t.num(3.0));
                let list = t.arr(&[one, h, three]);
                let a = t.method(f, "apply", &[one, list])?;
                let (two, sa, sb) = (t.num(2.0), t.s("a"), t.s("b"));
                let al = t.lit(vec![
                    ("length".into(), two),
                    ("0".into(), sa),
                    ("1".into(), sb),
                ])?;
                let n = t.null();
                let b = t.method(f, "apply", &[n, al])?;
                let u = t.undef();
                let c = t.method(f, "apply", &[u])?;
                let d = t.method(f, "apply", &[n, n])?;
                Ok(t.arr(&[a, b, c, d]))
            },
            "[[1, 1, undefined, 3], [null, 'a', 'b'], [undefined], [null]]",
        ),
        case(
            "apply of a primitive list throws",
            "args(undefined).apply(null, 1);",
            |t| {
                let f = t.args(None);
                let (n, one) = (t.null(), t.num(1.0));
                t.method(f, "apply", &[n, one])
            },
            "throws TypeError: CreateListFromArrayLike called on non-object",
        ),
        case(
            "apply reads an array-like through getters",
            "const al = {length: 2}; Object.defineProperty(al, 0, {get: ret('g0', 'a')}); \
             Object.defineProperty(al, 1, {get: ret('g1', 'b')}); const f = args(undefined); \
             return [f.apply({id: 2}, al), LOG];",
            |t| {
                let two = t.num(2.0);
                let al = t.lit(vec![("length".into(), two)])?;
                let (a, b, u) = (t.s("a"), t.s("b"), t.undef());
                let g0 = t.ret(Some("g0"), a);
                let g1 = t.ret(Some("g1"), b);
                t.accessor(al, "0", g0, u, 0)?;
                t.accessor(al, "1", g1, u, 0)?;
                let f = t.args(None);
                let o = t.lit(vec![("id".into(), two)])?;
                let r = t.method(f, "apply", &[o, al])?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "[[{id: 2}, 'a', 'b'], ['g0', 'g1']]",
        ),
        case(
            "bind fixes this and the leading arguments",
            "const f = args(undefined); const b = f.bind({id: 3}, 1); return [b(2), b.call({id: 4}, 5)];",
            |t| {
                let f = t.args(None);
                let (three, one, two, four, five) =
                    (t.num(3.0), t.num(1.0), t.num(2.0), t.num(4.0), t.num(5.0));
                let o = t.lit(vec![("id".into(), three)])?;
                let b = t.method(f, "bind", &[o, one])?;
                let u = t.undef();
                let r1 = t.call(b, u, &[two])?;
                let o4 = t.lit(vec![("id".into(), four)])?;
                let r2 = t.method(b, "call", &[o4, five])?;
                Ok(t.arr(&[r1, r2]))
            },
            "[[{id: 3}, 1, 2], [{id: 3}, 1, 5]]",
        ),
        case(
            "bound names and lengths",
            "const f = ret(undefined, 1); Object.defineProperty(f, 'name', {value: 'g'}); \
             Object.defineProperty(f, 'length', {value: 3}); const b = f.bind(null, 1); \
             const bb = b.bind(null, 2, 3, 4); \
             return [b.name, b.length, bb.name, bb.length, Object.getOwnPropertyNames(b), f.bind().name];",
            |t| {
                let one = t.num(1.0);
                let f = t.ret(None, one);
                let g = t.s("g");
                define_property(t, f, "name", vec![("value".into(), g)])?;
                let three = t.num(3.0);
                define_property(t, f, "length", vec![("value".into(), three)])?;
                let n = t.null();
                let b = t.method(f, "bind", &[n, one])?;
                let (two, four) = (t.num(2.0), t.num(4.0));
                let bb = t.method(b, "bind", &[n, two, three, four])?;
                let mut out = vec![
                    t.get(b, "name")?,
                    t.get(b, "length")?,
                    t.get(bb, "name")?,
                    t.get(bb, "length")?,
                    t.callg("Object.getOwnPropertyNames", &[b])?,
                ];
                let b0 = t.method(f, "bind", &[])?;
                out.push(t.get(b0, "name")?);
                Ok(t.arr(&out))
            },
            "['bound g', 2, 'bound bound g', 0, ['length', 'name'], 'bound g']",
        ),
        case(
            "a bound length is an integer",
            "const f = ret(undefined, 1); Object.defineProperty(f, 'length', {value: 2.5}); \
             const g = ret(undefined, 1); Object.defineProperty(g, 'length', {value: Infinity}); \
             const h = ret(undefined, 1); Object.defineProperty(h, 'length', {value: -Infinity}); \
             return [f.bind(null).length, f.bind(null, 1).length, g.bind(null, 1).length, h.bind().length];",
            |t| {
                let one = t.num(1.0);
                let mut fs = Vec::new();
                for len in [2.5, f64::INFINITY, f64::NEG_INFINITY] {
                    let f = t.ret(None, one);
                    let l = t.num(len);
                    define_property(t, f, "length", vec![("value".into(), l)])?;
                    fs.push(f);
                }
                let n = t.null();
                let mut out = Vec::new();
                for (f, args) in [
                    (fs[0], vec![n]),
                    (fs[0], vec![n, one]),
                    (fs[1], vec![n, one]),
                    (fs[2], vec![]),
                ] {
                    let b = t.method(f, "bind", &args)?;
                    out.push(t.get(b, "length")?);
                }
                Ok(t.arr(&out))
            },
            "[2, 1, Infinity, 0]",
        ),
        case(
            "bind reads length, then name",
            "const f = ret(undefined, 'r'); Object.defineProperty(f, 'name', {get: ret('name', 'n')}); \
             Object.defineProperty(f, 'length', {get: ret('length', 1)}); const b = f.bind({id: 5}, 'x'); \
             return [b.name, b.length, b(), LOG];",
            |t| {
                let r = t.s("r");
                let f = t.ret(None, r);
                let (n, one, u) = (t.s("n"), t.num(1.0), t.undef());
                let gn = t.ret(Some("name"), n);
                let gl = t.ret(Some("length"), one);
                t.accessor(f, "name", gn, u, C)?;
                t.accessor(f, "length", gl, u, C)?;
                let five = t.num(5.0);
                let o = t.lit(vec![("id".into(), five)])?;
                let x = t.s("x");
                let b = t.method(f, "bind", &[o, x])?;
                let bn = t.get(b, "name")?;
                let bl = t.get(b, "length")?;
                let r = t.call(b, u, &[])?;
                let log = t.log();
                Ok(t.arr(&[bn, bl, r, log]))
            },
            "['bound n', 0, 'r', ['length', 'name']]",
        ),
        case(
            "bound functions share their static FuncInfo",
            "",
            |t| {
                let (f, u) = (t.args(None), t.undef());
                let b1 = t.method(f, "bind", &[u])?;
                let b2 = t.method(f, "bind", &[u])?;
                let one = t.num(1.0);
                let arrow = t.arrow(one);
                let b3 = t.method(arrow, "bind", &[u])?;
                let b4 = t.method(arrow, "bind", &[u])?;
                let same = t.same_info(b1, b2);
                let same_arrow = t.same_info(b3, b4);
                let differ = t.same_info(b1, b3);
                Ok(t.arr(&[same, same_arrow, differ]))
            },
            "[true, true, false]",
        ),
        case(
            "new on a bound function constructs its target",
            "const F = args(undefined); const B = F.bind({ignored: 1}, 'a'); const r = new B('b'); \
             return [r[1], r[2], r[0] instanceof F, r[0] instanceof B];",
            |t| {
                let f = t.args(None);
                let one = t.num(1.0);
                let o = t.lit(vec![("ignored".into(), one)])?;
                let a = t.s("a");
                let b = t.method(f, "bind", &[o, a])?;
                let sb = t.s("b");
                let r = t.new_(b, &[sb])?;
                let r1 = t.get(r, "1")?;
                let r2 = t.get(r, "2")?;
                let r0 = t.get(r, "0")?;
                let i1 = t.instance_of(r0, f)?;
                let i2 = t.instance_of(r0, b)?;
                Ok(t.arr(&[r1, r2, i1, i2]))
            },
            "['a', 'b', true, true]",
        ),
        case(
            "Function.prototype.toString of built-ins",
            "return [Function.prototype.toString.call([].push), Function.prototype.toString.call(Object)];",
            |t| {
                let ts = t.g("Function.prototype.toString")?;
                let push = t.g("Array.prototype.push")?;
                let a = t.call(ts, push, &[])?;
                let o = t.g("Object")?;
                let b = t.call(ts, o, &[])?;
                Ok(t.arr(&[a, b]))
            },
            "['function push() { [native code] }', 'function Object() { [native code] }']",
        ),
        case(
            "a function's own properties",
            "const f = args(undefined); const d = Object.getOwnPropertyDescriptor(f, 'length'); \
             const p = Object.getOwnPropertyDescriptor(f, 'prototype'); \
             return [Object.getOwnPropertyNames(f), d.writable, d.enumerable, d.configurable, \
             p.writable, p.enumerable, p.configurable, f.prototype.constructor === f, \
             Object.getOwnPropertyNames(() => 1)];",
            |t| {
                let f = t.args(None);
                let (l, p) = (t.s("length"), t.s("prototype"));
                let d = t.callg("Object.getOwnPropertyDescriptor", &[f, l])?;
                let pd = t.callg("Object.getOwnPropertyDescriptor", &[f, p])?;
                let mut out = vec![t.callg("Object.getOwnPropertyNames", &[f])?];
                for (desc, k) in [
                    (d, "writable"),
                    (d, "enumerable"),
                    (d, "configurable"),
                    (pd, "writable"),
                    (pd, "enumerable"),
                    (pd, "configurable"),
                ] {
                    out.push(t.get(desc, k)?);
                }
                let proto = t.get(f, "prototype")?;
                let c = t.get(proto, "constructor")?;
                out.push(t.strict_eq(c, f));
                let one = t.num(1.0);
                let arrow = t.arrow(one);
                out.push(t.callg("Object.getOwnPropertyNames", &[arrow])?);
                Ok(t.arr(&out))
            },
            "[['length', 'name', 'prototype'], false, false, true, true, false, false, true, ['length', 'name']]",
        ),
        case(
            "bind of a non-function",
            "Function.prototype.bind.call(1);",
            |t| {
                let b = t.g("Function.prototype.bind")?;
                let one = t.num(1.0);
                t.call(b, one, &[])
            },
            "throws TypeError: Bind must be called on a function",
        ),
    ]
}

pub fn symbols() -> Vec<Case> {
    vec![
        case(
            "Symbol(description)",
            "const s = Symbol('d'); return [s.toString(), s.description, Symbol().toString(), \
             Symbol().description, typeof s, String(s), Symbol('d') === s];",
            |t| {
                let d = t.s("d");
                let s = t.callg("Symbol", &[d])?;
                let mut out = vec![t.method(s, "toString", &[])?];
                out.push(t.get(s, "description")?);
                let e = t.callg("Symbol", &[])?;
                out.push(t.method(e, "toString", &[])?);
                out.push(t.get(e, "description")?);
                out.push(t.type_of(s));
                out.push(t.callg("String", &[s])?);
                let s2 = t.callg("Symbol", &[d])?;
                out.push(t.strict_eq(s2, s));
                Ok(t.arr(&out))
            },
            "['Symbol(d)', 'd', 'Symbol()', undefined, 'symbol', 'Symbol(d)', false]",
        ),
        case(
            "Symbol.for and keyFor",
            "const a = Symbol.for('k'); return [a === Symbol.for('k'), Symbol.keyFor(a), \
             Symbol.keyFor(Symbol('k')), a.description, a === Symbol('k')];",
            |t| {
                let k = t.s("k");
                let a = t.callg("Symbol.for", &[k])?;
                let k2 = t.s("k");
                let b = t.callg("Symbol.for", &[k2])?;
                let mut out = vec![t.strict_eq(a, b)];
                out.push(t.callg("Symbol.keyFor", &[a])?);
                let c = t.callg("Symbol", &[k])?;
                out.push(t.callg("Symbol.keyFor", &[c])?);
                out.push(t.get(a, "description")?);
                out.push(t.strict_eq(a, c));
                Ok(t.arr(&out))
            },
            "[true, 'k', undefined, 'k', false]",
        ),
        case(
            "keyFor of a non-symbol",
            "Symbol.keyFor(1);",
            |t| {
                let one = t.num(1.0);
                t.callg("Symbol.keyFor", &[one])
            },
            "throws TypeError: 1 is not a symbol",
        ),
        case(
            "Symbol is not a constructor",
            "new Symbol();",
            |t| t.new_g("Symbol", &[]),
            "throws TypeError: Symbol is not a constructor",
        ),
        case(
            "a symbol does not convert to a string implicitly",
            "Symbol() + '';",
            |t| {
                let s = t.callg("Symbol", &[])?;
                let e = t.s("");
                t.add(s, e)
            },
            "throws TypeError: Cannot convert a Symbol value to a string",
        ),
        case(
            "a symbol does not convert to a number",
            "+Symbol();",
            |t| {
                let s = t.callg("Symbol", &[])?;
                t.number_of(s)
            },
            "throws TypeError: Cannot convert a Symbol value to a number",
        ),
        case(
            "well-known symbols",
            "return [Symbol.iterator.toString(), Symbol.toPrimitive.description, typeof Symbol.hasInstance, \
             Symbol.length, Symbol.name];",
            |t| {
                let it = t.g("Symbol.iterator")?;
                let mut out = vec![t.method(it, "toString", &[])?];
                let tp = t.g("Symbol.toPrimitive")?;
                out.push(t.get(tp, "description")?);
                let hi = t.g("Symbol.hasInstance")?;
                out.push(t.type_of(hi));
                out.push(t.g("Symbol.length")?);
                out.push(t.g("Symbol.name")?);
                Ok(t.arr(&out))
            },
            "['Symbol(Symbol.iterator)', 'Symbol.toPrimitive', 'symbol', 0, 'Symbol']",
        ),
        case(
            "symbol wrappers",
            "const s = Symbol('w'); const o = Object(s); return [typeof o, o == s, o.valueOf() === s, o.description];",
            |t| {
                let w = t.s("w");
                let s = t.callg("Symbol", &[w])?;
                let o = t.callg("Object", &[s])?;
                let mut out = vec![t.type_of(o)];
                out.push(t.loose_eq(o, s)?);
                let v = t.method(o, "valueOf", &[])?;
                out.push(t.strict_eq(v, s));
                out.push(t.get(o, "description")?);
                Ok(t.arr(&out))
            },
            "['object', true, true, 'w']",
        ),
        case(
            "a description goes through ToString",
            "return [Symbol({toString: ret('ts', 'obj')}).description, LOG];",
            |t| {
                let obj = t.s("obj");
                let ts = t.ret(Some("ts"), obj);
                let d = t.lit(vec![("toString".into(), ts)])?;
                let s = t.callg("Symbol", &[d])?;
                let r = t.get(s, "description")?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['obj', ['ts']]",
        ),
    ]
}

pub fn errors() -> Vec<Case> {
    vec![
        case(
            "new TypeError(message, {cause})",
            "const c = {why: 1}; const e = new TypeError('m', {cause: c}); \
             return [Object.getOwnPropertyNames(e), e.message, e.cause === c, e.stack.split('\\n')[0], \
             e.name, e instanceof TypeError, e instanceof Error, Object.prototype.hasOwnProperty.call(e, 'name')];",
            |t| {
                let one = t.num(1.0);
                let c = t.lit(vec![("why".into(), one)])?;
                let opts = t.lit(vec![("cause".into(), c)])?;
                let m = t.s("m");
                let e = t.new_g("TypeError", &[m, opts])?;
                let mut out = vec![t.callg("Object.getOwnPropertyNames", &[e])?];
                out.push(t.get(e, "message")?);
                let cause = t.get(e, "cause")?;
                out.push(t.strict_eq(cause, c));
                let stack = t.get(e, "stack")?;
                let first = t.text(stack).lines().next().unwrap_or_default().to_string();
                out.push(t.s(&first));
                out.push(t.get(e, "name")?);
                let te = t.g("TypeError")?;
                out.push(t.instance_of(e, te)?);
                let er = t.g("Error")?;
                out.push(t.instance_of(e, er)?);
                let hop = t.g("Object.prototype.hasOwnProperty")?;
                let name = t.s("name");
                out.push(t.call(hop, e, &[name])?);
                Ok(t.arr(&out))
            },
            "[['stack', 'message', 'cause'], 'm', true, 'TypeError: m', 'TypeError', true, true, false]",
        ),
        case(
            "error properties are not enumerable",
            "const e = new Error('m', {cause: 1}); const d = Object.getOwnPropertyDescriptor(e, 'message'); \
             return [Object.keys(e), d.writable, d.enumerable, d.configurable, \
             Object.getOwnPropertyDescriptor(e, 'cause').enumerable, Object.getOwnPropertyDescriptor(e, 'stack').enumerable];",
            |t| {
                let one = t.num(1.0);
                let opts = t.lit(vec![("cause".into(), one)])?;
                let m = t.s("m");
                let e = t.new_g("Error", &[m, opts])?;
                let mut out = vec![t.callg("Object.keys", &[e])?];
                let k = t.s("message");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[e, k])?;
                for f in ["writable", "enumerable", "configurable"] {
                    out.push(t.get(d, f)?);
                }
                for k in ["cause", "stack"] {
                    let k = t.s(k);
                    let d = t.callg("Object.getOwnPropertyDescriptor", &[e, k])?;
                    out.push(t.get(d, "enumerable")?);
                }
                Ok(t.arr(&out))
            },
            "[[], true, false, true, false, false]",
        ),
        case(
            "without new, and without a message",
            "const e = TypeError('m'); const f = new Error(); \
             return [e instanceof TypeError, e.message, Object.getOwnPropertyNames(f), f.message, String(f)];",
            |t| {
                let m = t.s("m");
                let e = t.callg("TypeError", &[m])?;
                let f = t.new_g("Error", &[])?;
                let te = t.g("TypeError")?;
                let mut out = vec![t.instance_of(e, te)?];
                out.push(t.get(e, "message")?);
                out.push(t.callg("Object.getOwnPropertyNames", &[f])?);
                out.push(t.get(f, "message")?);
                out.push(t.callg("String", &[f])?);
                Ok(t.arr(&out))
            },
            "[true, 'm', ['stack'], '', 'Error']",
        ),
        case(
            "cause is own whenever the options have it",
            "return [Object.getOwnPropertyNames(new Error('x', {cause: undefined})), \
             Object.getOwnPropertyNames(new Error('x', {})), Object.getOwnPropertyNames(new Error('x', 1))];",
            |t| {
                let x = t.s("x");
                let u = t.undef();
                let o1 = t.lit(vec![("cause".into(), u)])?;
                let o2 = t.obj();
                let one = t.num(1.0);
                let mut out = Vec::new();
                for opts in [o1, o2, one] {
                    let e = t.new_g("Error", &[x, opts])?;
                    out.push(t.callg("Object.getOwnPropertyNames", &[e])?);
                }
                Ok(t.arr(&out))
            },
            "[['stack', 'message', 'cause'], ['stack', 'message'], ['stack', 'message']]",
        ),
        case(
            "the message goes through ToString",
            "const e = new RangeError({toString: ret('ts', 'from object')}, {cause: 'c'}); \
             return [e.message, e.cause, e, LOG];",
            |t| {
                let text = t.s("from object");
                let ts = t.ret(Some("ts"), text);
                let m = t.lit(vec![("toString".into(), ts)])?;
                let c = t.s("c");
                let opts = t.lit(vec![("cause".into(), c)])?;
                let e = t.new_g("RangeError", &[m, opts])?;
                let mut out = vec![t.get(e, "message")?];
                out.push(t.get(e, "cause")?);
                out.push(e);
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "['from object', 'c', [RangeError: from object], ['ts']]",
        ),
        case(
            "a cause getter runs",
            "const opts = {}; Object.defineProperty(opts, 'cause', {get: ret('cause', 'got')}); \
             const e = new Error('m', opts); return [e.cause, e.message, LOG];",
            |t| {
                let opts = t.obj();
                let (got, u) = (t.s("got"), t.undef());
                let g = t.ret(Some("cause"), got);
                t.accessor(opts, "cause", g, u, 0)?;
                let m = t.s("m");
                let e = t.new_g("Error", &[m, opts])?;
                let mut out = vec![t.get(e, "cause")?];
                out.push(t.get(e, "message")?);
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "['got', 'm', ['cause']]",
        ),
        case(
            "Error.prototype.toString",
            "const e = new Error('m'); e.name = ''; const f = new TypeError(''); \
             return [e.toString(), f.toString(), Error.prototype.toString.call({name: 'N', message: 'M'}), \
             Error.prototype.toString.call({})];",
            |t| {
                let m = t.s("m");
                let e = t.new_g("Error", &[m])?;
                let empty = t.s("");
                t.set(e, "name", empty)?;
                let f = t.new_g("TypeError", &[empty])?;
                let mut out = vec![t.method(e, "toString", &[])?];
                out.push(t.method(f, "toString", &[])?);
                let ts = t.g("Error.prototype.toString")?;
                let (n, mm) = (t.s("N"), t.s("M"));
                let o = t.lit(vec![("name".into(), n), ("message".into(), mm)])?;
                out.push(t.call(ts, o, &[])?);
                let o2 = t.obj();
                out.push(t.call(ts, o2, &[])?);
                Ok(t.arr(&out))
            },
            "['m', 'TypeError', 'N: M', 'Error']",
        ),
        case(
            "Error.prototype.toString reads name, then message",
            "const e = new Error('m'); Object.defineProperty(e, 'name', {get: ret('name', 'N')}); \
             Object.defineProperty(e, 'message', {get: ret('message', 'M')}); return [e.toString(), LOG];",
            |t| {
                let m = t.s("m");
                let e = t.new_g("Error", &[m])?;
                let (n, mm, u) = (t.s("N"), t.s("M"), t.undef());
                let gn = t.ret(Some("name"), n);
                let gm = t.ret(Some("message"), mm);
                t.accessor(e, "name", gn, u, C)?;
                t.accessor(e, "message", gm, u, C)?;
                let r = t.method(e, "toString", &[])?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['N: M', ['name', 'message']]",
        ),
        case(
            "Error.prototype.toString on a primitive",
            "Error.prototype.toString.call(1);",
            |t| {
                let ts = t.g("Error.prototype.toString")?;
                let one = t.num(1.0);
                t.call(ts, one, &[])
            },
            "throws TypeError: Method Error.prototype.toString called on incompatible receiver 1",
        ),
        case(
            "the constructors' chain",
            "return [Object.getPrototypeOf(TypeError) === Error, \
             Object.getPrototypeOf(TypeError.prototype) === Error.prototype, TypeError.prototype.name, \
             TypeError.name, TypeError.length, AggregateError.length, Error.prototype.message];",
            |t| {
                let te = t.g("TypeError")?;
                let er = t.g("Error")?;
                let p = t.callg("Object.getPrototypeOf", &[te])?;
                let mut out = vec![t.strict_eq(p, er)];
                let tp = t.g("TypeError.prototype")?;
                let ep = t.g("Error.prototype")?;
                let p = t.callg("Object.getPrototypeOf", &[tp])?;
                out.push(t.strict_eq(p, ep));
                out.push(t.get(tp, "name")?);
                out.push(t.get(te, "name")?);
                out.push(t.get(te, "length")?);
                out.push(t.g("AggregateError.length")?);
                out.push(t.get(ep, "message")?);
                Ok(t.arr(&out))
            },
            "[true, true, 'TypeError', 'TypeError', 1, 2, '']",
        ),
        case(
            "AggregateError",
            "const e = new AggregateError([1, 2], 'msg'); return [e.errors, e.message, Object.getOwnPropertyNames(e)];",
            |t| {
                let list = t.nums(&[1.0, 2.0]);
                let m = t.s("msg");
                let e = t.new_g("AggregateError", &[list, m])?;
                let mut out = vec![t.get(e, "errors")?];
                out.push(t.get(e, "message")?);
                out.push(t.callg("Object.getOwnPropertyNames", &[e])?);
                Ok(t.arr(&out))
            },
            "[[1, 2], 'msg', ['stack', 'message', 'errors']]",
        ),
        case(
            "new.target picks the prototype",
            "const F = ret(undefined, 1); F.prototype = Object.create(TypeError.prototype); \
             const e = Reflect.construct(TypeError, ['m'], F); return [e instanceof F, e.name, e.message];",
            |t| {
                let one = t.num(1.0);
                let f = t.ret(None, one);
                let tp = t.g("TypeError.prototype")?;
                let p = t.callg("Object.create", &[tp])?;
                t.set(f, "prototype", p)?;
                let te = t.g("TypeError")?;
                let m = t.s("m");
                let e = t.construct(te, &[m], f)?;
                let mut out = vec![t.instance_of(e, f)?];
                out.push(t.get(e, "name")?);
                out.push(t.get(e, "message")?);
                Ok(t.arr(&out))
            },
            "[true, 'TypeError', 'm']",
        ),
    ]
}

pub fn wrappers() -> Vec<Case> {
    vec![
        case(
            "a String object",
            "const s = Object('ab'); const d = Object.getOwnPropertyDescriptor(s, 'length'); \
             return [typeof s, s.valueOf(), s.toString(), s.length, d.writable, d.enumerable, d.configurable, \
             s == 'ab', s === 'ab', s instanceof String];",
            |t| {
                let ab = t.s("ab");
                let s = t.callg("Object", &[ab])?;
                let l = t.s("length");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[s, l])?;
                let mut out = vec![t.type_of(s)];
                out.push(t.method(s, "valueOf", &[])?);
                out.push(t.method(s, "toString", &[])?);
                out.push(t.get(s, "length")?);
                for k in ["writable", "enumerable", "configurable"] {
                    out.push(t.get(d, k)?);
                }
                out.push(t.loose_eq(s, ab)?);
                out.push(t.strict_eq(s, ab));
                let sc = t.g("String")?;
                out.push(t.instance_of(s, sc)?);
                Ok(t.arr(&out))
            },
            "['object', 'ab', 'ab', 2, false, false, false, true, false, true]",
        ),
        case(
            "Number and Boolean objects",
            "const n = new Number(5); return [typeof n, n + 1, n.valueOf(), n instanceof Number, \
             Object.prototype.toString.call(n), Object(true) == true, new Boolean(false) ? 'truthy' : 'falsy'];",
            |t| {
                let five = t.num(5.0);
                let n = t.new_g("Number", &[five])?;
                let mut out = vec![t.type_of(n)];
                let one = t.num(1.0);
                out.push(t.add(n, one)?);
                out.push(t.method(n, "valueOf", &[])?);
                let nc = t.g("Number")?;
                out.push(t.instance_of(n, nc)?);
                let ts = t.g("Object.prototype.toString")?;
                out.push(t.call(ts, n, &[])?);
                let tr = t.boolean(true);
                let bo = t.callg("Object", &[tr])?;
                out.push(t.loose_eq(bo, tr)?);
                let f = t.boolean(false);
                let b = t.new_g("Boolean", &[f])?;
                let truthy = t.truthy(b);
                let text = if t.val(truthy) == kiln_runtime::Value::TRUE {
                    "truthy"
                } else {
                    "falsy"
                };
                out.push(t.s(text));
                Ok(t.arr(&out))
            },
            "['object', 6, 5, true, '[object Number]', true, 'truthy']",
        ),
        case(
            "the conversion functions",
            "return [Number('12'), Number(''), Number(), Number(undefined), String(12), String(null), String(), \
             Boolean(''), Boolean('x'), Number({valueOf: ret('v', 3)}), LOG];",
            |t| {
                let mut out = Vec::new();
                let s12 = t.s("12");
                out.push(t.callg("Number", &[s12])?);
                let e = t.s("");
                out.push(t.callg("Number", &[e])?);
                out.push(t.callg("Number", &[])?);
                let u = t.undef();
                out.push(t.callg("Number", &[u])?);
                let n12 = t.num(12.0);
                out.push(t.callg("String", &[n12])?);
                let n = t.null();
                out.push(t.callg("String", &[n])?);
                out.push(t.callg("String", &[])?);
                out.push(t.callg("Boolean", &[e])?);
                let x = t.s("x");
                out.push(t.callg("Boolean", &[x])?);
                let three = t.num(3.0);
                let vo = t.ret(Some("v"), three);
                let o = t.lit(vec![("valueOf".into(), vo)])?;
                out.push(t.callg("Number", &[o])?);
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "[12, 0, 0, NaN, '12', 'null', '', false, true, 3, ['v']]",
        ),
        case(
            "new String converts its argument, then wraps it",
            "const s = new String({toString: ret('ts', 'xy')}); return [typeof s, s.length, s.valueOf(), LOG];",
            |t| {
                let xy = t.s("xy");
                let ts = t.ret(Some("ts"), xy);
                let o = t.lit(vec![("toString".into(), ts)])?;
                let s = t.new_g("String", &[o])?;
                let mut out = vec![t.type_of(s)];
                out.push(t.get(s, "length")?);
                out.push(t.method(s, "valueOf", &[])?);
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "['object', 2, 'xy', ['ts']]",
        ),
    ]
}
