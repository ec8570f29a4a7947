//! Cases: `instanceof`, ToPrimitive (and the conversions built on it) and
//! loose equality with objects.

use super::harness::*;

pub fn instance_of() -> Vec<Case> {
    vec![
        case(
            "ordinary instanceof",
            "const F = args(undefined); const o = new F()[0]; \
             return [o instanceof F, {} instanceof F, Object.create(F.prototype) instanceof F, \
             [] instanceof Array, [] instanceof Object, 1 instanceof Number, Object(1) instanceof Number, \
             Object.create(null) instanceof Object];",
            |t| {
                let f = t.args(None);
                let r = t.new_(f, &[])?;
                let o = t.get(r, "0")?;
                let mut out = vec![t.instance_of(o, f)?];
                let e = t.obj();
                out.push(t.instance_of(e, f)?);
                let fp = t.get(f, "prototype")?;
                let c = t.callg("Object.create", &[fp])?;
                out.push(t.instance_of(c, f)?);
                let (ac, oc, nc) = (t.g("Array")?, t.g("Object")?, t.g("Number")?);
                let a = t.arr(&[]);
                out.push(t.instance_of(a, ac)?);
                out.push(t.instance_of(a, oc)?);
                let one = t.num(1.0);
                out.push(t.instance_of(one, nc)?);
                let boxed = t.callg("Object", &[one])?;
                out.push(t.instance_of(boxed, nc)?);
                let n = t.null();
                let bare = t.callg("Object.create", &[n])?;
                out.push(t.instance_of(bare, oc)?);
                Ok(t.arr(&out))
            },
            "[true, false, true, true, true, false, true, false]",
        ),
        case(
            "the right-hand side must be an object",
            "1 instanceof 1;",
            |t| {
                let one = t.num(1.0);
                t.instance_of(one, one)
            },
            "throws TypeError: Right-hand side of 'instanceof' is not an object",
        ),
        case(
            "the right-hand side must be callable",
            "1 instanceof {};",
            |t| {
                let (one, o) = (t.num(1.0), t.obj());
                t.instance_of(one, o)
            },
            "throws TypeError: Right-hand side of 'instanceof' is not callable",
        ),
        case(
            "Symbol.hasInstance decides",
            "const C = {}; C[Symbol.hasInstance] = arg0('hi'); return [1 instanceof C, 0 instanceof C, LOG];",
            |t| {
                let c = t.obj();
                let hi = t.g("Symbol.hasInstance")?;
                let f = t.arg0(Some("hi"));
                t.set(c, hi, f)?;
                let (one, zero) = (t.num(1.0), t.num(0.0));
                let a = t.instance_of(one, c)?;
                let b = t.instance_of(zero, c)?;
                let log = t.log();
                Ok(t.arr(&[a, b, log]))
            },
            "[true, false, ['hi', 'hi']]",
        ),
        case(
            "a bound function answers for its target",
            "const F = args(undefined); const B = F.bind(null); return new F()[0] instanceof B;",
            |t| {
                let f = t.args(None);
                let n = t.null();
                let b = t.method(f, "bind", &[n])?;
                let r = t.new_(f, &[])?;
                let o = t.get(r, "0")?;
                t.instance_of(o, b)
            },
            "true",
        ),
        case(
            "a non-object prototype throws",
            "const F = ret(undefined, 1); F.prototype = 1; return ({}) instanceof F;",
            |t| {
                let one = t.num(1.0);
                let f = t.ret(None, one);
                t.set(f, "prototype", one)?;
                let o = t.obj();
                t.instance_of(o, f)
            },
            "throws TypeError: Function has non-object prototype '1' in instanceof check",
        ),
        case(
            "a prototype getter runs",
            "const f = () => 1; Object.defineProperty(f, 'prototype', {get: ret('proto', Array.prototype)}); \
             return [[] instanceof f, {} instanceof f, LOG];",
            |t| {
                let one = t.num(1.0);
                let f = t.arrow(one);
                let ap = t.g("Array.prototype")?;
                let (g, u) = (t.ret(Some("proto"), ap), t.undef());
                t.accessor(f, "prototype", g, u, 0)?;
                let a = t.arr(&[]);
                let r1 = t.instance_of(a, f)?;
                let o = t.obj();
                let r2 = t.instance_of(o, f)?;
                let log = t.log();
                Ok(t.arr(&[r1, r2, log]))
            },
            "[true, false, ['proto', 'proto']]",
        ),
    ]
}

pub fn to_primitive() -> Vec<Case> {
    vec![
        case(
            "valueOf comes first for numbers and +",
            "const o = {valueOf: ret('valueOf', 1), toString: ret('toString', 'str')}; \
             return [o + 1, +o, o + '', LOG];",
            |t| {
                let (one, s) = (t.num(1.0), t.s("str"));
                let vo = t.ret(Some("valueOf"), one);
                let ts = t.ret(Some("toString"), s);
                let o = t.lit(vec![("valueOf".into(), vo), ("toString".into(), ts)])?;
                let a = t.add(o, one)?;
                let b = t.number_of(o)?;
                let e = t.s("");
                let c = t.add(o, e)?;
                let log = t.log();
                Ok(t.arr(&[a, b, c, log]))
            },
            "[2, 1, '1', ['valueOf', 'valueOf', 'valueOf']]",
        ),
        case(
            "toString comes first for strings and keys",
            "const o = {valueOf: ret('valueOf', 1), toString: ret('toString', 'str')}; const x = {}; x[o] = 1; \
             return [String(o), Object.keys(x), LOG];",
            |t| {
                let (one, s) = (t.num(1.0), t.s("str"));
                let vo = t.ret(Some("valueOf"), one);
                let ts = t.ret(Some("toString"), s);
                let o = t.lit(vec![("valueOf".into(), vo), ("toString".into(), ts)])?;
                let x = t.obj();
                t.set(x, o, one)?;
                let a = t.string_of(o)?;
                let k = t.callg("Object.keys", &[x])?;
                let log = t.log();
                Ok(t.arr(&[a, k, log]))
            },
            "['str', ['str'], ['toString', 'toString']]",
        ),
        case(
            "an object result falls through to the other method",
            "const o = {valueOf: ret('valueOf', {}), toString: ret('toString', 'str')}; return [o + 1, LOG];",
            |t| {
                let (e, s) = (t.obj(), t.s("str"));
                let vo = t.ret(Some("valueOf"), e);
                let ts = t.ret(Some("toString"), s);
                let o = t.lit(vec![("valueOf".into(), vo), ("toString".into(), ts)])?;
                let one = t.num(1.0);
                let r = t.add(o, one)?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['str1', ['valueOf', 'toString']]",
        ),
        case(
            "two object results throw",
            "const o = {valueOf: ret('valueOf', {}), toString: ret('toString', {})}; return o + 1;",
            |t| {
                let e = t.obj();
                let vo = t.ret(Some("valueOf"), e);
                let ts = t.ret(Some("toString"), e);
                let o = t.lit(vec![("valueOf".into(), vo), ("toString".into(), ts)])?;
                let one = t.num(1.0);
                t.add(o, one)
            },
            "throws TypeError: Cannot convert object to primitive value",
        ),
        case(
            "Symbol.toPrimitive gets the hint",
            "const o = {}; o[Symbol.toPrimitive] = arg0('tp'); return [o + '', String(o), +o, LOG];",
            |t| {
                let o = t.obj();
                let tp = t.g("Symbol.toPrimitive")?;
                let f = t.arg0(Some("tp"));
                t.set(o, tp, f)?;
                let e = t.s("");
                let a = t.add(o, e)?;
                let b = t.string_of(o)?;
                let c = t.number_of(o)?;
                let log = t.log();
                Ok(t.arr(&[a, b, c, log]))
            },
            "['default', 'string', NaN, ['tp', 'tp', 'tp']]",
        ),
        case(
            "Symbol.toPrimitive returning an object throws",
            "const o = {}; o[Symbol.toPrimitive] = ret(undefined, {}); return o + 1;",
            |t| {
                let o = t.obj();
                let tp = t.g("Symbol.toPrimitive")?;
                let e = t.obj();
                let f = t.ret(None, e);
                t.set(o, tp, f)?;
                let one = t.num(1.0);
                t.add(o, one)
            },
            "throws TypeError: Cannot convert object to primitive value",
        ),
        case(
            "a Symbol.toPrimitive getter runs before the method",
            "const o = {}; Object.defineProperty(o, Symbol.toPrimitive, {get: ret('get', arg0('call'))}); \
             return [o + '', LOG];",
            |t| {
                let o = t.obj();
                let tp = t.g("Symbol.toPrimitive")?;
                let inner = t.arg0(Some("call"));
                let (g, u) = (t.ret(Some("get"), inner), t.undef());
                t.accessor(o, tp, g, u, C)?;
                let e = t.s("");
                let r = t.add(o, e)?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['default', ['get', 'call']]",
        ),
        case(
            "a non-callable toString is skipped",
            "const o = {toString: 1, valueOf: ret('valueOf', 'v')}; return [String(o), LOG];",
            |t| {
                let (one, v) = (t.num(1.0), t.s("v"));
                let vo = t.ret(Some("valueOf"), v);
                let o = t.lit(vec![("toString".into(), one), ("valueOf".into(), vo)])?;
                let r = t.string_of(o)?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['v', ['valueOf']]",
        ),
        case(
            "relational comparison converts in source order",
            "const a = {valueOf: ret('a', 1)}, b = {valueOf: ret('b', 2)}; return [a < b, b > a, LOG];",
            |t| {
                let (one, two) = (t.num(1.0), t.num(2.0));
                let fa = t.ret(Some("a"), one);
                let fb = t.ret(Some("b"), two);
                let a = t.lit(vec![("valueOf".into(), fa)])?;
                let b = t.lit(vec![("valueOf".into(), fb)])?;
                let r1 = t.less(a, b, true)?;
                let r2 = t.less(a, b, false)?;
                let log = t.log();
                Ok(t.arr(&[r1, r2, log]))
            },
            "[true, true, ['a', 'b', 'b', 'a']]",
        ),
        case(
            "string comparison after conversion",
            "const a = {toString: ret('a', 'abc'), valueOf: undefined}; return [a < 'abd', 'abd' < a, LOG];",
            |t| {
                let abc = t.s("abc");
                let fa = t.ret(Some("a"), abc);
                let u = t.undef();
                let a = t.lit(vec![("toString".into(), fa), ("valueOf".into(), u)])?;
                let abd = t.s("abd");
                let r1 = t.less(a, abd, true)?;
                let r2 = t.less(abd, a, true)?;
                let log = t.log();
                Ok(t.arr(&[r1, r2, log]))
            },
            "[true, false, ['a', 'a']]",
        ),
    ]
}

pub fn loose_equality() -> Vec<Case> {
    vec![
        case(
            "objects against primitives",
            "const o = {valueOf: ret(undefined, 1)}; return [o == 1, o == '1', o == true, 1 == o, '1' == o, \
             o == o, o == {}, o == null, null == o, o == undefined];",
            |t| {
                let one = t.num(1.0);
                let vo = t.ret(None, one);
                let o = t.lit(vec![("valueOf".into(), vo)])?;
                let (s1, tr, e, n, u) = (t.s("1"), t.boolean(true), t.obj(), t.null(), t.undef());
                let mut out = Vec::new();
                for (a, b) in [
                    (o, one),
                    (o, s1),
                    (o, tr),
                    (one, o),
                    (s1, o),
                    (o, o),
                    (o, e),
                    (o, n),
                    (n, o),
                    (o, u),
                ] {
                    out.push(t.loose_eq(a, b)?);
                }
                Ok(t.arr(&out))
            },
            "[true, true, true, true, true, true, false, false, false, false]",
        ),
        case(
            "primitives",
            "return [null == undefined, null == 0, '' == 0, ' \\n' == 0, '1' == 1, NaN == NaN, 'a' == 'a', \
             true == '1', false == null, Symbol.iterator == Symbol.iterator];",
            |t| {
                let (n, u, zero, e, ws) = (t.null(), t.undef(), t.num(0.0), t.s(""), t.s(" \n"));
                let (s1, one, nan, a1, a2) =
                    (t.s("1"), t.num(1.0), t.num(f64::NAN), t.s("a"), t.s("a"));
                let (tr, f) = (t.boolean(true), t.boolean(false));
                let it = t.g("Symbol.iterator")?;
                let mut out = Vec::new();
                for (a, b) in [
                    (n, u),
                    (n, zero),
                    (e, zero),
                    (ws, zero),
                    (s1, one),
                    (nan, nan),
                    (a1, a2),
                    (tr, s1),
                    (f, n),
                    (it, it),
                ] {
                    out.push(t.loose_eq(a, b)?);
                }
                Ok(t.arr(&out))
            },
            "[true, false, true, true, true, false, true, true, false, true]",
        ),
        case(
            "wrappers compare by their primitive",
            "return [Object('ab') == 'ab', 'ab' == Object('ab'), Object(1) == 1, Object('ab') == Object('ab')];",
            |t| {
                let ab = t.s("ab");
                let w1 = t.callg("Object", &[ab])?;
                let w2 = t.callg("Object", &[ab])?;
                let one = t.num(1.0);
                let w3 = t.callg("Object", &[one])?;
                let mut out = vec![t.loose_eq(w1, ab)?];
                out.push(t.loose_eq(ab, w1)?);
                out.push(t.loose_eq(w3, one)?);
                out.push(t.loose_eq(w1, w2)?);
                Ok(t.arr(&out))
            },
            "[true, true, true, false]",
        ),
        case(
            "a string on the other side survives the conversion",
            "const o = {valueOf: ret('v', 'abc')}; const s = 'ab' + 'c'; return [o == s, s == o, LOG];",
            |t| {
                let abc = t.s("abc");
                let vo = t.ret(Some("v"), abc);
                let o = t.lit(vec![("valueOf".into(), vo)])?;
                let s = t.s("abc");
                let a = t.loose_eq(o, s)?;
                let b = t.loose_eq(s, o)?;
                let log = t.log();
                Ok(t.arr(&[a, b, log]))
            },
            "[true, true, ['v', 'v']]",
        ),
        case(
            "a throwing conversion propagates",
            "const o = {valueOf: thr('v', new TypeError('no'))}; return o == 1;",
            |t| {
                let m = t.s("no");
                let e = t.new_g("TypeError", &[m])?;
                let vo = t.thr(Some("v"), e);
                let o = t.lit(vec![("valueOf".into(), vo)])?;
                let one = t.num(1.0);
                t.loose_eq(o, one)
            },
            "throws TypeError: no",
        ),
    ]
}
