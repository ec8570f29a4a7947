//! Cases: property get/set/define/delete, prototype chains, accessors and
//! the order of own keys.

use super::harness::*;

pub fn properties() -> Vec<Case> {
    vec![
        case(
            "reading a missing key is undefined",
            "const o = {}; return [o.x, o[0]];",
            |t| {
                let o = t.obj();
                let a = t.get(o, "x")?;
                let b = t.get(o, "0")?;
                Ok(t.arr(&[a, b]))
            },
            "[undefined, undefined]",
        ),
        case(
            "assignment adds in order and overwriting keeps the place",
            "const o = {}; o.a = 1; o.b = 'x'; o.a = 3; return [o, o.a, o.b];",
            |t| {
                let o = t.obj();
                let (one, x, three) = (t.num(1.0), t.s("x"), t.num(3.0));
                t.set(o, "a", one)?;
                t.set(o, "b", x)?;
                t.set(o, "a", three)?;
                let a = t.get(o, "a")?;
                let b = t.get(o, "b")?;
                Ok(t.arr(&[o, a, b]))
            },
            "[{a: 3, b: 'x'}, 3, 'x']",
        ),
        case(
            "many properties spill into out-of-line slots",
            "const o = {}; for (let i = 0; i < 20; i++) o['k' + i] = i * 10; \
             return [o.k0, o.k3, o.k4, o.k19, Object.keys(o).length];",
            |t| {
                let o = t.obj();
                for i in 0..20 {
                    let v = t.num(f64::from(i * 10));
                    t.set(o, format!("k{i}"), v)?;
                }
                let mut out = Vec::new();
                for k in ["k0", "k3", "k4", "k19"] {
                    out.push(t.get(o, k)?);
                }
                let keys = t.callg("Object.keys", &[o])?;
                out.push(t.get(keys, "length")?);
                Ok(t.arr(&out))
            },
            "[0, 30, 40, 190, 20]",
        ),
        case(
            "a non-enumerable property is hidden from Object.keys only",
            "const o = {}; Reflect.defineProperty(o, 'h', {value: 1, writable: true, configurable: true}); \
             o.v = 2; return [o, o.h, Object.keys(o), Object.getOwnPropertyNames(o)];",
            |t| {
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(o, "h", one, W | C)?;
                t.set(o, "v", two)?;
                let h = t.get(o, "h")?;
                let k = t.callg("Object.keys", &[o])?;
                let n = t.callg("Object.getOwnPropertyNames", &[o])?;
                Ok(t.arr(&[o, h, k, n]))
            },
            "[{v: 2}, 1, ['v'], ['h', 'v']]",
        ),
        case(
            "a non-configurable read-only property can only be redefined to itself",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1}); \
             return [Reflect.defineProperty(o, 'x', {value: 2}), Reflect.defineProperty(o, 'x', {value: 1}), \
             Reflect.defineProperty(o, 'x', {value: 1, enumerable: true}), o.x];",
            |t| {
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(o, "x", one, 0)?;
                let a = t.define(o, "x", two, 0)?;
                let b = t.define(o, "x", one, 0)?;
                let c = t.define(o, "x", one, E)?;
                let x = t.get(o, "x")?;
                Ok(t.arr(&[a, b, c, x]))
            },
            "[false, true, false, 1]",
        ),
        case(
            "a writable non-configurable property may change value and become read-only",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1, writable: true}); \
             return [Reflect.defineProperty(o, 'x', {value: 2, writable: true}), \
             Reflect.defineProperty(o, 'x', {value: 3, writable: false}), \
             Reflect.defineProperty(o, 'x', {value: 3, writable: true}), o.x];",
            |t| {
                let o = t.obj();
                let (one, two, three) = (t.num(1.0), t.num(2.0), t.num(3.0));
                t.define(o, "x", one, W)?;
                let a = t.define(o, "x", two, W)?;
                let b = t.define(o, "x", three, 0)?;
                let c = t.define(o, "x", three, W)?;
                let x = t.get(o, "x")?;
                Ok(t.arr(&[a, b, c, x]))
            },
            "[true, true, false, 3]",
        ),
        case(
            "a non-configurable accessor keeps its functions",
            "const o = {}; const g1 = ret(undefined, 1), g2 = ret(undefined, 2); \
             Object.defineProperty(o, 'x', {get: g1}); \
             return [Reflect.defineProperty(o, 'x', {get: g2, set: undefined}), \
             Reflect.defineProperty(o, 'x', {get: g1, set: undefined}), o.x];",
            |t| {
                let o = t.obj();
                let (one, two, u) = (t.num(1.0), t.num(2.0), t.undef());
                let g1 = t.ret(None, one);
                let g2 = t.ret(None, two);
                t.accessor(o, "x", g1, u, 0)?;
                let a = t.accessor(o, "x", g2, u, 0)?;
                let b = t.accessor(o, "x", g1, u, 0)?;
                let x = t.get(o, "x")?;
                Ok(t.arr(&[a, b, x]))
            },
            "[false, true, 1]",
        ),
        case(
            "delete removes configurable properties and reports true for absent ones",
            "const o = {a: 1, b: 2}; return [Reflect.deleteProperty(o, 'a'), \
             Reflect.deleteProperty(o, 'zz'), o, 'a' in o, o.a];",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let o = t.lit(vec![("a".into(), one), ("b".into(), two)])?;
                let a = t.delete(o, "a")?;
                let z = t.delete(o, "zz")?;
                let h = t.has(o, "a")?;
                let x = t.get(o, "a")?;
                Ok(t.arr(&[a, z, o, h, x]))
            },
            "[true, true, {b: 2}, false, undefined]",
        ),
        case(
            "a non-configurable property cannot be deleted",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1, enumerable: true}); \
             return [Reflect.deleteProperty(o, 'x'), o];",
            |t| {
                let o = t.obj();
                let one = t.num(1.0);
                t.define(o, "x", one, E)?;
                let d = t.delete(o, "x")?;
                Ok(t.arr(&[d, o]))
            },
            "[false, {x: 1}]",
        ),
        case(
            "assigning to a read-only property throws",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1, enumerable: true}); o.x = 2;",
            |t| {
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(o, "x", one, E)?;
                t.set(o, "x", two)?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot assign to read only property 'x' of object '#<Object>'",
        ),
        case(
            "a refused assignment to an object with a constructor getter",
            "const o = {}; Object.defineProperty(o, 'constructor', {get: ret(undefined, Object)}); \
             Object.defineProperty(o, 'x', {value: 1}); try { o.x = 2; } catch (e) { return [e instanceof TypeError, o.x]; }",
            |t| {
                let o = t.obj();
                let (u, oc) = (t.undef(), t.g("Object")?);
                let g = t.ret(None, oc);
                t.accessor(o, "constructor", g, u, C)?;
                let one = t.num(1.0);
                t.define(o, "x", one, 0)?;
                let two = t.num(2.0);
                let r = t.set(o, "x", two);
                let e = t.catch(r);
                let te = t.g("TypeError")?;
                let is = t.instance_of(e, te)?;
                let x = t.get(o, "x")?;
                Ok(t.arr(&[is, x]))
            },
            "[true, 1]",
        ),
        case(
            "[[Set]] reports a refused assignment as false",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1, enumerable: true}); \
             return [Reflect.set(o, 'x', 2), o.x];",
            |t| {
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(o, "x", one, E)?;
                let r = t.set_bool(o, "x", two)?;
                let x = t.get(o, "x")?;
                Ok(t.arr(&[r, x]))
            },
            "[false, 1]",
        ),
        case(
            "adding to a non-extensible object throws",
            "const o = Object.preventExtensions({}); o.y = 1;",
            |t| {
                let o = t.obj();
                t.callg("Object.preventExtensions", &[o])?;
                let one = t.num(1.0);
                t.set(o, "y", one)?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot add property y, object is not extensible",
        ),
        case(
            "an inherited read-only property blocks assignment",
            "const p = {}; Object.defineProperty(p, 'x', {value: 1}); const o = Object.create(p); o.x = 2;",
            |t| {
                let p = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(p, "x", one, 0)?;
                let o = t.obj_proto(p);
                t.set(o, "x", two)?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot assign to read only property 'x' of object '#<Object>'",
        ),
        case(
            "an inherited getter without a setter blocks assignment",
            "const p = {}; Object.defineProperty(p, 'x', {get: ret(undefined, 1)}); \
             const o = Object.create(p); o.x = 2;",
            |t| {
                let p = t.obj();
                let (one, two, u) = (t.num(1.0), t.num(2.0), t.undef());
                let g = t.ret(None, one);
                t.accessor(p, "x", g, u, 0)?;
                let o = t.obj_proto(p);
                t.set(o, "x", two)?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot set property x of #<Object> which has only a getter",
        ),
        case(
            "assignment shadows a writable inherited property",
            "const p = {x: 1}; const o = Object.create(p); o.x = 2; return [o.x, p.x, o, p];",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let p = t.lit(vec![("x".into(), one)])?;
                let o = t.obj_proto(p);
                t.set(o, "x", two)?;
                let a = t.get(o, "x")?;
                let b = t.get(p, "x")?;
                Ok(t.arr(&[a, b, o, p]))
            },
            "[2, 1, {x: 2}, {x: 1}]",
        ),
        case(
            "keys are converted: numbers, numeric strings, -0 and objects",
            "const o = {}; o[1] = 'a'; o['2'] = 'b'; o[-0] = 'z'; o[1.5] = 'c'; \
             o[{toString: ret('key', 'k')}] = 'd'; \
             return [o['1'], o[2], o['0'], o['1.5'], o.k, Object.keys(o), LOG];",
            |t| {
                let o = t.obj();
                let (one, mz, half) = (t.num(1.0), t.num(-0.0), t.num(1.5));
                let (a, b, z, c, d) = (t.s("a"), t.s("b"), t.s("z"), t.s("c"), t.s("d"));
                t.set(o, one, a)?;
                t.set(o, "2", b)?;
                t.set(o, mz, z)?;
                t.set(o, half, c)?;
                let kname = t.s("k");
                let ts = t.ret(Some("key"), kname);
                let kobj = t.lit(vec![("toString".into(), ts)])?;
                t.set(o, kobj, d)?;
                let two = t.num(2.0);
                let r1 = t.get(o, "1")?;
                let r2 = t.get(o, two)?;
                let r0 = t.get(o, "0")?;
                let r15 = t.get(o, "1.5")?;
                let rk = t.get(o, "k")?;
                let keys = t.callg("Object.keys", &[o])?;
                let log = t.log();
                Ok(t.arr(&[r1, r2, r0, r15, rk, keys, log]))
            },
            "['a', 'b', 'z', 'c', 'd', ['0', '1', '2', '1.5', 'k'], ['key']]",
        ),
        case(
            "symbols are keys of their own",
            "const s = Symbol('s'); const o = {}; o[s] = 1; o.a = 2; \
             return [o[s], Object.keys(o), Reflect.ownKeys(o)];",
            |t| {
                let d = t.s("s");
                let s = t.callg("Symbol", &[d])?;
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.set(o, s, one)?;
                t.set(o, "a", two)?;
                let r = t.get(o, s)?;
                let k = t.callg("Object.keys", &[o])?;
                let all = t.own_keys(o);
                Ok(t.arr(&[r, k, all]))
            },
            "[1, ['a'], ['a', Symbol(s)]]",
        ),
        case(
            "[[Get]] hands the receiver to getters",
            "const o = {}; Object.defineProperty(o, 'x', {get: thisProp('get', 'y')}); \
             const r = {y: 'receiver'}; return [Reflect.get(o, 'x', r), LOG];",
            |t| {
                let o = t.obj();
                let u = t.undef();
                let g = t.this_prop(Some("get"), "y");
                t.accessor(o, "x", g, u, 0)?;
                let rv = t.s("receiver");
                let r = t.lit(vec![("y".into(), rv)])?;
                let x = t.get_with(o, "x", r)?;
                let log = t.log();
                Ok(t.arr(&[x, log]))
            },
            "['receiver', ['get']]",
        ),
        case(
            "[[Set]] with another receiver defines on the receiver",
            "const o = {x: 1}; const r = {}; return [Reflect.set(o, 'x', 2, r), o, r];",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let o = t.lit(vec![("x".into(), one)])?;
                let r = t.obj();
                let ok = t.reflect_set(o, "x", two, r)?;
                Ok(t.arr(&[ok, o, r]))
            },
            "[true, {x: 1}, {x: 2}]",
        ),
        case(
            "`in` sees inherited properties, hasOwnProperty does not",
            "const p = {x: 1}; const o = Object.create(p); \
             return ['x' in o, o.hasOwnProperty('x'), 'y' in o, 'toString' in o];",
            |t| {
                let one = t.num(1.0);
                let p = t.lit(vec![("x".into(), one)])?;
                let o = t.obj_proto(p);
                let a = t.has(o, "x")?;
                let x = t.s("x");
                let b = t.method(o, "hasOwnProperty", &[x])?;
                let c = t.has(o, "y")?;
                let d = t.has(o, "toString")?;
                Ok(t.arr(&[a, b, c, d]))
            },
            "[true, false, false, true]",
        ),
        case(
            "CreateDataProperty replaces a configurable read-only property",
            "const o = {}; Object.defineProperty(o, 'x', {value: 1, configurable: true}); \
             return [Reflect.defineProperty(o, 'x', {value: 2, writable: true, enumerable: true, configurable: true}), o];",
            |t| {
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(o, "x", one, C)?;
                let r = t.define(o, "x", two, DATA)?;
                Ok(t.arr(&[r, o]))
            },
            "[true, {x: 2}]",
        ),
        case(
            "string values of properties survive as they were stored",
            "const o = {}; o.a = 'alpha'; o.b = {c: 'gamma'}; o.b.d = ['delta']; return o;",
            |t| {
                let o = t.obj();
                let (a, c, d) = (t.s("alpha"), t.s("gamma"), t.s("delta"));
                t.set(o, "a", a)?;
                let b = t.lit(vec![("c".into(), c)])?;
                t.set(o, "b", b)?;
                let arr = t.arr(&[d]);
                let b2 = t.get(o, "b")?;
                t.set(b2, "d", arr)?;
                Ok(o)
            },
            "{a: 'alpha', b: {c: 'gamma', d: ['delta']}}",
        ),
    ]
}

/// `{toString: ret(tag, name)}`: a key object.
fn key_object(t: &mut T, tag: &str, name: &str) -> R {
    let n = t.s(name);
    let ts = t.ret(Some(tag), n);
    t.lit(vec![("toString".into(), ts)])
}

pub fn computed_keys() -> Vec<Case> {
    vec![
        case(
            "o[k] reads after converting the key",
            "const o = {a: 'A'}; return [o[{toString: ret('k', 'a')}], LOG];",
            |t| {
                let a = t.s("A");
                let o = t.lit(vec![("a".into(), a)])?;
                let k = key_object(t, "k", "a")?;
                let r = t.elem_get(o, k)?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['A', ['k']]",
        ),
        case(
            "o[k] = v stores after converting the key",
            "const o = {}; o[{toString: ret('k', 'a')}] = 'value'; return [o, LOG];",
            |t| {
                let o = t.obj();
                let k = key_object(t, "k", "a")?;
                let v = t.s("value");
                t.elem_set(o, k, v)?;
                let log = t.log();
                Ok(t.arr(&[o, log]))
            },
            "[{a: 'value'}, ['k']]",
        ),
        case(
            "k in o after converting the key",
            "const o = {a: 1}; return [{toString: ret('k', 'a')} in o, LOG];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("a".into(), one)])?;
                let k = key_object(t, "k", "a")?;
                let r = t.elem_in(k, o)?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "[true, ['k']]",
        ),
        case(
            "delete o[k] after converting the key",
            "const o = {a: 1, b: 2}; delete o[{toString: ret('k', 'a')}]; return [o, LOG];",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let o = t.lit(vec![("a".into(), one), ("b".into(), two)])?;
                let k = key_object(t, "k", "a")?;
                t.elem_delete(o, k)?;
                let log = t.log();
                Ok(t.arr(&[o, log]))
            },
            "[{b: 2}, ['k']]",
        ),
        case(
            "delete on null or undefined",
            "const r = []; for (const o of [null, undefined]) { try { delete o.x; } catch (e) { r.push(e); } } \
             return r;",
            |t| {
                let mut r = Vec::new();
                for o in [t.null(), t.undef()] {
                    let x = t.s("x");
                    let res = t.elem_delete(o, x);
                    r.push(t.catch(res));
                }
                Ok(t.arr(&r))
            },
            "[[TypeError: Cannot convert undefined or null to object], \
             [TypeError: Cannot convert undefined or null to object]]",
        ),
        case(
            "a computed key in a literal",
            "const o = {[{toString: ret('k', 'a')}]: 'value', [{toString: ret('m', 'f')}]() {}}; \
             return [o.a, typeof o.f, Object.keys(o), LOG];",
            |t| {
                let o = t.obj();
                let k = key_object(t, "k", "a")?;
                let v = t.s("value");
                t.elem_define(o, k, v)?;
                let m = key_object(t, "m", "f")?;
                let u = t.undef();
                let f = t.ret(None, u);
                t.elem_method(o, m, f, 0)?;
                let a = t.get(o, "a")?;
                let fv = t.get(o, "f")?;
                let ty = t.type_of(fv);
                let keys = t.callg("Object.keys", &[o])?;
                let log = t.log();
                Ok(t.arr(&[a, ty, keys, log]))
            },
            "['value', 'function', ['a', 'f'], ['k', 'm']]",
        ),
        case(
            "computed getter and setter keys in a literal",
            "const o = {get [{toString: ret('g', 'x')}]() { return 'got'; }, \
             set [{toString: ret('s', 'x')}](v) { LOG.push('set'); }}; o.x = 1; return [o.x, LOG];",
            |t| {
                let o = t.obj();
                let got = t.s("got");
                let g = t.ret(None, got);
                let kg = key_object(t, "g", "x")?;
                t.elem_method(o, kg, g, 1)?;
                let u = t.undef();
                let s = t.ret(Some("set"), u);
                let ks = key_object(t, "s", "x")?;
                t.elem_method(o, ks, s, 2)?;
                let one = t.num(1.0);
                t.set(o, "x", one)?;
                let x = t.get(o, "x")?;
                let log = t.log();
                Ok(t.arr(&[x, log]))
            },
            "['got', ['g', 's', 'set']]",
        ),
        case(
            "super[k] converts the key, then reads the home object's prototype",
            "const base = {m: 'from base'}; const o = {__proto__: base, get(k) { return super[k]; }}; \
             return [o.get({toString: ret('k', 'm')}), LOG];",
            |t| {
                let m = t.s("from base");
                let base = t.lit(vec![("m".into(), m)])?;
                let o = t.obj_proto(base);
                let k = key_object(t, "k", "m")?;
                let r = t.super_get(o, k, o)?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['from base', ['k']]",
        ),
        case(
            "an object rest pattern converts its excluded keys",
            "",
            |t| {
                let (one, two, three) = (t.num(1.0), t.num(2.0), t.num(3.0));
                let src = t.lit(vec![
                    ("a".into(), one),
                    ("b".into(), two),
                    ("c".into(), three),
                ])?;
                let ka = key_object(t, "ka", "a")?;
                let kc = key_object(t, "kc", "c")?;
                let rest = t.object_rest(src, &[ka, kc])?;
                let log = t.log();
                Ok(t.arr(&[rest, log]))
            },
            "[{b: 2}, ['ka', 'kc']]",
        ),
        case(
            "getOwnPropertyDescriptor converts the key after the object",
            "const o = {a: 'A'}; const d = Object.getOwnPropertyDescriptor(o, {toString: ret('k', 'a')}); \
             return [d.value, LOG];",
            |t| {
                let a = t.s("A");
                let o = t.lit(vec![("a".into(), a)])?;
                let k = key_object(t, "k", "a")?;
                let d = t.callg("Object.getOwnPropertyDescriptor", &[o, k])?;
                let v = t.get(d, "value")?;
                let log = t.log();
                Ok(t.arr(&[v, log]))
            },
            "['A', ['k']]",
        ),
        case(
            "defineProperty converts the key before reading the descriptor",
            "const o = {}; Object.defineProperty(o, {toString: ret('k', 'a')}, {value: 'A', enumerable: true}); \
             return [o, LOG];",
            |t| {
                let o = t.obj();
                let k = key_object(t, "k", "a")?;
                let (a, tr) = (t.s("A"), t.boolean(true));
                let d = t.lit(vec![("value".into(), a), ("enumerable".into(), tr)])?;
                t.callg("Object.defineProperty", &[o, k, d])?;
                let log = t.log();
                Ok(t.arr(&[o, log]))
            },
            "[{a: 'A'}, ['k']]",
        ),
    ]
}

pub fn prototypes() -> Vec<Case> {
    vec![
        case(
            "lookup walks the chain",
            "const a = {x: 1}; const b = Object.create(a); b.y = 2; const c = Object.create(b); \
             return [c.x, c.y, c.z, Object.getPrototypeOf(c) === b];",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let a = t.lit(vec![("x".into(), one)])?;
                let b = t.callg("Object.create", &[a])?;
                t.set(b, "y", two)?;
                let c = t.callg("Object.create", &[b])?;
                let x = t.get(c, "x")?;
                let y = t.get(c, "y")?;
                let z = t.get(c, "z")?;
                let p = t.callg("Object.getPrototypeOf", &[c])?;
                let same = t.strict_eq(p, b);
                Ok(t.arr(&[x, y, z, same]))
            },
            "[1, 2, undefined, true]",
        ),
        case(
            "a null prototype inherits nothing",
            "const o = Object.create(null); return [o.toString, Object.getPrototypeOf(o), 'toString' in o];",
            |t| {
                let n = t.null();
                let o = t.callg("Object.create", &[n])?;
                let ts = t.get(o, "toString")?;
                let p = t.callg("Object.getPrototypeOf", &[o])?;
                let h = t.has(o, "toString")?;
                Ok(t.arr(&[ts, p, h]))
            },
            "[undefined, null, false]",
        ),
        case(
            "setPrototypeOf changes lookups",
            "const o = {}; const p = {x: 1}; Object.setPrototypeOf(o, p); const r = o.x; \
             Object.setPrototypeOf(o, null); return [r, o.x, Object.getPrototypeOf(o)];",
            |t| {
                let o = t.obj();
                let one = t.num(1.0);
                let p = t.lit(vec![("x".into(), one)])?;
                t.callg("Object.setPrototypeOf", &[o, p])?;
                let r = t.get(o, "x")?;
                let n = t.null();
                t.callg("Object.setPrototypeOf", &[o, n])?;
                let x = t.get(o, "x")?;
                let q = t.callg("Object.getPrototypeOf", &[o])?;
                Ok(t.arr(&[r, x, q]))
            },
            "[1, undefined, null]",
        ),
        case(
            "a prototype cycle is refused",
            "const a = {}; const b = Object.create(a); Object.setPrototypeOf(a, b);",
            |t| {
                let a = t.obj();
                let b = t.callg("Object.create", &[a])?;
                t.callg("Object.setPrototypeOf", &[a, b])?;
                Ok(t.undef())
            },
            "throws TypeError: Cyclic __proto__ value",
        ),
        case(
            "a prototype is an object or null",
            "Object.setPrototypeOf({}, 1);",
            |t| {
                let (o, one) = (t.obj(), t.num(1.0));
                t.callg("Object.setPrototypeOf", &[o, one])?;
                Ok(t.undef())
            },
            "throws TypeError: Object prototype may only be an Object or null: 1",
        ),
        case(
            "a non-extensible object keeps its prototype",
            "const o = Object.preventExtensions({}); const same = Object.setPrototypeOf(o, Object.prototype) === o; \
             try { Object.setPrototypeOf(o, {}); } catch (e) { return [same, e.message]; }",
            |t| {
                let o = t.obj();
                t.callg("Object.preventExtensions", &[o])?;
                let op = t.g("Object.prototype")?;
                let r = t.callg("Object.setPrototypeOf", &[o, op])?;
                let same = t.strict_eq(r, o);
                let other = t.obj();
                let r = t.callg("Object.setPrototypeOf", &[o, other]);
                let e = t.catch(r);
                let m = t.get(e, "message")?;
                Ok(t.arr(&[same, m]))
            },
            "[true, '#<Object> is not extensible']",
        ),
        case(
            "isPrototypeOf",
            "const a = {}; const b = Object.create(a); \
             return [a.isPrototypeOf(b), b.isPrototypeOf(a), Object.prototype.isPrototypeOf(b), a.isPrototypeOf(1)];",
            |t| {
                let a = t.obj();
                let b = t.callg("Object.create", &[a])?;
                let r1 = t.method(a, "isPrototypeOf", &[b])?;
                let r2 = t.method(b, "isPrototypeOf", &[a])?;
                let op = t.g("Object.prototype")?;
                let r3 = t.method(op, "isPrototypeOf", &[b])?;
                let one = t.num(1.0);
                let r4 = t.method(a, "isPrototypeOf", &[one])?;
                Ok(t.arr(&[r1, r2, r3, r4]))
            },
            "[true, false, true, false]",
        ),
        case(
            "the prototypes of primitives and built-ins",
            "return [Object.getPrototypeOf(1) === Number.prototype, Object.getPrototypeOf('s') === String.prototype, \
             Object.getPrototypeOf([]) === Array.prototype, Object.getPrototypeOf(Object.prototype), \
             Object.getPrototypeOf(Array.prototype) === Object.prototype, \
             Object.getPrototypeOf(Object.keys) === Function.prototype];",
            |t| {
                let mut out = Vec::new();
                let one = t.num(1.0);
                let s = t.s("s");
                let a = t.arr(&[]);
                for (v, proto) in [
                    (one, "Number.prototype"),
                    (s, "String.prototype"),
                    (a, "Array.prototype"),
                ] {
                    let p = t.callg("Object.getPrototypeOf", &[v])?;
                    let q = t.g(proto)?;
                    out.push(t.strict_eq(p, q));
                }
                let op = t.g("Object.prototype")?;
                out.push(t.callg("Object.getPrototypeOf", &[op])?);
                let ap = t.g("Array.prototype")?;
                let p = t.callg("Object.getPrototypeOf", &[ap])?;
                out.push(t.strict_eq(p, op));
                let k = t.g("Object.keys")?;
                let p = t.callg("Object.getPrototypeOf", &[k])?;
                let fp = t.g("Function.prototype")?;
                out.push(t.strict_eq(p, fp));
                Ok(t.arr(&out))
            },
            "[true, true, true, null, true, true]",
        ),
        case(
            "getPrototypeOf(null) throws",
            "Object.getPrototypeOf(null);",
            |t| {
                let n = t.null();
                t.callg("Object.getPrototypeOf", &[n])
            },
            "throws TypeError: Cannot convert undefined or null to object",
        ),
        case(
            "an inherited setter runs with the child as `this`",
            "const p = {}; Object.defineProperty(p, 'x', {set: store('set', '_x'), enumerable: true, configurable: true}); \
             const c = Object.create(p); c.x = 5; return [c, p, LOG];",
            |t| {
                let p = t.obj();
                let (s, u) = (t.store(Some("set"), "_x"), t.undef());
                t.accessor(p, "x", u, s, E | C)?;
                let c = t.obj_proto(p);
                let five = t.num(5.0);
                t.set(c, "x", five)?;
                let log = t.log();
                Ok(t.arr(&[c, p, log]))
            },
            "[{_x: 5}, {x: [Accessor]}, ['set']]",
        ),
        case(
            "changing the prototype of an object with properties keeps them",
            "const o = {a: 1, b: 2}; Object.setPrototypeOf(o, {c: 3}); o.d = 4; return [o, o.c];",
            |t| {
                let (one, two, three, four) = (t.num(1.0), t.num(2.0), t.num(3.0), t.num(4.0));
                let o = t.lit(vec![("a".into(), one), ("b".into(), two)])?;
                let p = t.lit(vec![("c".into(), three)])?;
                t.set_proto(o, p);
                t.set(o, "d", four)?;
                let c = t.get(o, "c")?;
                Ok(t.arr(&[o, c]))
            },
            "[{a: 1, b: 2, d: 4}, 3]",
        ),
    ]
}

pub fn accessors() -> Vec<Case> {
    vec![
        case(
            "a getter runs on every read",
            "const o = {}; Object.defineProperty(o, 'x', {get: ret('get', 7), enumerable: true, configurable: true}); \
             return [o.x, o.x, LOG];",
            |t| {
                let o = t.obj();
                let (seven, u) = (t.num(7.0), t.undef());
                let g = t.ret(Some("get"), seven);
                t.accessor(o, "x", g, u, E | C)?;
                let a = t.get(o, "x")?;
                let b = t.get(o, "x")?;
                let log = t.log();
                Ok(t.arr(&[a, b, log]))
            },
            "[7, 7, ['get', 'get']]",
        ),
        case(
            "a setter gets the value and the receiver",
            "const o = {}; Object.defineProperty(o, 'x', {set: store('set', '_x'), configurable: true}); \
             o.x = 5; return [o._x, o.x, LOG];",
            |t| {
                let o = t.obj();
                let (s, u) = (t.store(Some("set"), "_x"), t.undef());
                t.accessor(o, "x", u, s, C)?;
                let five = t.num(5.0);
                t.set(o, "x", five)?;
                let a = t.get(o, "_x")?;
                let b = t.get(o, "x")?;
                let log = t.log();
                Ok(t.arr(&[a, b, log]))
            },
            "[5, undefined, ['set']]",
        ),
        case(
            "assigning to an own getter without a setter throws",
            "const o = {}; Object.defineProperty(o, 'x', {get: ret(undefined, 1)}); o.x = 2;",
            |t| {
                let o = t.obj();
                let (one, two, u) = (t.num(1.0), t.num(2.0), t.undef());
                let g = t.ret(None, one);
                t.accessor(o, "x", g, u, 0)?;
                t.set(o, "x", two)?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot set property x of #<Object> which has only a getter",
        ),
        case(
            "the descriptor of an accessor",
            "const g = ret(undefined, 1); const o = {}; Object.defineProperty(o, 'x', {get: g, configurable: true}); \
             const d = Object.getOwnPropertyDescriptor(o, 'x'); \
             return [d.get === g, d.set, d.enumerable, d.configurable, Object.keys(d)];",
            |t| {
                let (one, u) = (t.num(1.0), t.undef());
                let g = t.ret(None, one);
                let o = t.obj();
                t.accessor(o, "x", g, u, C)?;
                let x = t.s("x");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[o, x])?;
                let dg = t.get(d, "get")?;
                let same = t.strict_eq(dg, g);
                let ds = t.get(d, "set")?;
                let de = t.get(d, "enumerable")?;
                let dc = t.get(d, "configurable")?;
                let k = t.callg("Object.keys", &[d])?;
                Ok(t.arr(&[same, ds, de, dc, k]))
            },
            "[true, undefined, false, true, ['get', 'set', 'enumerable', 'configurable']]",
        ),
        case(
            "a data property becomes an accessor and back",
            "const o = {x: 1}; Object.defineProperty(o, 'x', {get: ret(undefined, 2)}); const a = o.x; \
             Object.defineProperty(o, 'x', {value: 3}); const d = Object.getOwnPropertyDescriptor(o, 'x'); \
             return [a, o.x, d.writable, d.enumerable, d.configurable];",
            |t| {
                let (one, two, three) = (t.num(1.0), t.num(2.0), t.num(3.0));
                let o = t.lit(vec![("x".into(), one)])?;
                let g = t.ret(None, two);
                let dg = t.lit(vec![("get".into(), g)])?;
                let x = t.s("x");
                t.callg("Object.defineProperty", &[o, x, dg])?;
                let a = t.get(o, "x")?;
                let dv = t.lit(vec![("value".into(), three)])?;
                t.callg("Object.defineProperty", &[o, x, dv])?;
                let b = t.get(o, "x")?;
                let d = t.callg("Object.getOwnPropertyDescriptor", &[o, x])?;
                let w = t.get(d, "writable")?;
                let e = t.get(d, "enumerable")?;
                let c = t.get(d, "configurable")?;
                Ok(t.arr(&[a, b, w, e, c]))
            },
            "[2, 3, false, true, true]",
        ),
        case(
            "a throwing getter propagates",
            "const o = {}; Object.defineProperty(o, 'x', {get: thr('get', new RangeError('boom'))}); return o.x;",
            |t| {
                let o = t.obj();
                let m = t.s("boom");
                let e = t.new_g("RangeError", &[m])?;
                let (g, u) = (t.thr(Some("get"), e), t.undef());
                t.accessor(o, "x", g, u, 0)?;
                t.get(o, "x")
            },
            "throws RangeError: boom",
        ),
        case(
            "an object literal merges a getter and a setter",
            "const o = {get x() { return 1; }, set x(v) { LOG.push('set'); }}; o.x = 3; \
             return [o.x, LOG, Object.keys(o)];",
            |t| {
                let o = t.obj();
                let (one, u) = (t.num(1.0), t.undef());
                let g = t.ret(None, one);
                let s = t.ret(Some("set"), u);
                t.literal_accessor(o, "x", g, 1)?;
                t.literal_accessor(o, "x", s, 2)?;
                let three = t.num(3.0);
                t.set(o, "x", three)?;
                let x = t.get(o, "x")?;
                let log = t.log();
                let k = t.callg("Object.keys", &[o])?;
                Ok(t.arr(&[x, log, k]))
            },
            "[1, ['set'], ['x']]",
        ),
        case(
            "Symbol.prototype.description is a built-in getter",
            "return [Symbol('d').description, Symbol().description, \
             typeof Object.getOwnPropertyDescriptor(Symbol.prototype, 'description').get];",
            |t| {
                let d = t.s("d");
                let s1 = t.callg("Symbol", &[d])?;
                let a = t.get(s1, "description")?;
                let s2 = t.callg("Symbol", &[])?;
                let b = t.get(s2, "description")?;
                let sp = t.g("Symbol.prototype")?;
                let k = t.s("description");
                let desc = t.callg("Object.getOwnPropertyDescriptor", &[sp, k])?;
                let g = t.get(desc, "get")?;
                let ty = t.type_of(g);
                Ok(t.arr(&[a, b, ty]))
            },
            "['d', undefined, 'function']",
        ),
        case(
            "a getter and a setter on the same key, and their log",
            "const o = {_y: 'y'}; Object.defineProperty(o, 'x', {get: thisProp('get', '_y'), \
             set: store('set', '_y'), enumerable: true, configurable: true}); \
             const a = o.x; o.x = 'z'; return [a, o.x, o, LOG];",
            |t| {
                let y = t.s("y");
                let o = t.lit(vec![("_y".into(), y)])?;
                let g = t.this_prop(Some("get"), "_y");
                let s = t.store(Some("set"), "_y");
                t.accessor(o, "x", g, s, E | C)?;
                let a = t.get(o, "x")?;
                let z = t.s("z");
                t.set(o, "x", z)?;
                let b = t.get(o, "x")?;
                let log = t.log();
                Ok(t.arr(&[a, b, o, log]))
            },
            "['y', 'z', {_y: 'z', x: [Accessor]}, ['get', 'set', 'get']]",
        ),
    ]
}

pub fn order() -> Vec<Case> {
    vec![
        case(
            "integer keys ascending, then strings, then symbols",
            "const s = Symbol('s'); const o = {b: 1, 2: 1, a: 1, [s]: 1, 1: 1, '4294967295': 1, \
             '4294967294': 1, '-1': 1, '01': 1}; return Reflect.ownKeys(o);",
            |t| {
                let d = t.s("s");
                let s = t.callg("Symbol", &[d])?;
                let one = t.num(1.0);
                let mut props = Vec::new();
                for k in ["b", "2", "a"] {
                    props.push((k.into(), one));
                }
                props.push((s.into(), one));
                for k in ["1", "4294967295", "4294967294", "-1", "01"] {
                    props.push((k.into(), one));
                }
                let o = t.lit(props)?;
                Ok(t.own_keys(o))
            },
            "['1', '2', '4294967294', 'b', 'a', '4294967295', '-1', '01', Symbol(s)]",
        ),
        case(
            "a symbol added first still comes last",
            "const s = Symbol('t'); const o = {}; o[s] = 1; o.z = 1; o[0] = 1; return Reflect.ownKeys(o);",
            |t| {
                let d = t.s("t");
                let s = t.callg("Symbol", &[d])?;
                let o = t.obj();
                let one = t.num(1.0);
                t.set(o, s, one)?;
                t.set(o, "z", one)?;
                t.set(o, "0", one)?;
                Ok(t.own_keys(o))
            },
            "['0', 'z', Symbol(t)]",
        ),
        case(
            "re-adding a deleted key puts it last",
            "const o = {a: 1, b: 2, c: 3}; delete o.a; o.a = 4; return [Reflect.ownKeys(o), o];",
            |t| {
                let (one, two, three, four) = (t.num(1.0), t.num(2.0), t.num(3.0), t.num(4.0));
                let o = t.lit(vec![
                    ("a".into(), one),
                    ("b".into(), two),
                    ("c".into(), three),
                ])?;
                t.delete(o, "a")?;
                t.set(o, "a", four)?;
                let k = t.own_keys(o);
                Ok(t.arr(&[k, o]))
            },
            "[['b', 'c', 'a'], {b: 2, c: 3, a: 4}]",
        ),
        case(
            "deleting the last key and adding others",
            "const o = {a: 1, b: 2}; delete o.b; o.c = 3; o.b = 4; return [Reflect.ownKeys(o), o];",
            |t| {
                let (one, two, three, four) = (t.num(1.0), t.num(2.0), t.num(3.0), t.num(4.0));
                let o = t.lit(vec![("a".into(), one), ("b".into(), two)])?;
                t.delete(o, "b")?;
                t.set(o, "c", three)?;
                t.set(o, "b", four)?;
                let k = t.own_keys(o);
                Ok(t.arr(&[k, o]))
            },
            "[['a', 'c', 'b'], {a: 1, c: 3, b: 4}]",
        ),
        case(
            "dictionary mode keeps integer keys ascending",
            "const o = {}; o.x = 1; o[10] = 1; o.y = 1; delete o.x; o[2] = 1; o.x = 2; return Reflect.ownKeys(o);",
            |t| {
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.set(o, "x", one)?;
                t.set(o, "10", one)?;
                t.set(o, "y", one)?;
                t.delete(o, "x")?;
                t.set(o, "2", one)?;
                t.set(o, "x", two)?;
                Ok(t.own_keys(o))
            },
            "['2', '10', 'y', 'x']",
        ),
        case(
            "Object.keys, getOwnPropertyNames and getOwnPropertySymbols",
            "const o = {a: 1}; Object.defineProperty(o, 'h', {value: 1}); o[Symbol('s')] = 1; o[3] = 1; \
             return [Object.keys(o), Object.getOwnPropertyNames(o), Object.getOwnPropertySymbols(o)];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("a".into(), one)])?;
                t.define(o, "h", one, 0)?;
                let d = t.s("s");
                let s = t.callg("Symbol", &[d])?;
                t.set(o, s, one)?;
                t.set(o, "3", one)?;
                let a = t.callg("Object.keys", &[o])?;
                let b = t.callg("Object.getOwnPropertyNames", &[o])?;
                let c = t.callg("Object.getOwnPropertySymbols", &[o])?;
                Ok(t.arr(&[a, b, c]))
            },
            "[['3', 'a'], ['3', 'a', 'h'], [Symbol(s)]]",
        ),
        case(
            "private names are never listed",
            "",
            |t| {
                let p = t.private_symbol("#secret");
                let o = t.obj();
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(o, p, one, W)?;
                t.set(o, "a", two)?;
                let d = t.s("pub");
                let s = t.callg("Symbol", &[d])?;
                t.set(o, s, two)?;
                let k = t.own_keys(o);
                let syms = t.callg("Object.getOwnPropertySymbols", &[o])?;
                let v = t.get(o, p)?;
                Ok(t.arr(&[k, syms, v]))
            },
            "[['a', Symbol(pub)], [Symbol(pub)], 1]",
        ),
    ]
}
