//! Cases: arrays (dense, holes, length, sparse, push/pop) and the integrity
//! levels (freeze, seal, preventExtensions).

use super::harness::*;

pub fn arrays() -> Vec<Case> {
    vec![
        case(
            "a literal with a hole",
            "const a = [1, , 3]; return [a, a.length, 1 in a, a[1]];",
            |t| {
                let (one, h, three) = (t.num(1.0), t.hole(), t.num(3.0));
                let a = t.arr(&[one, h, three]);
                let n = t.get(a, "length")?;
                let i = t.has(a, "1")?;
                let x = t.get(a, "1")?;
                Ok(t.arr(&[a, n, i, x]))
            },
            "[[1, <hole>, 3], 3, false, undefined]",
        ),
        case(
            "length truncates, then extends with holes",
            "const a = [1, 2, 3, 4]; a.length = 2; const x = [a[0], a[1], a[2], a.length]; \
             a.length = 4; return [x, a, a[3]];",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0, 4.0]);
                let two = t.num(2.0);
                t.set(a, "length", two)?;
                let mut x = Vec::new();
                for k in ["0", "1", "2", "length"] {
                    x.push(t.get(a, k)?);
                }
                let x = t.arr(&x);
                let four = t.num(4.0);
                t.set(a, "length", four)?;
                let a3 = t.get(a, "3")?;
                Ok(t.arr(&[x, a, a3]))
            },
            "[[1, 2, undefined, 2], [1, 2, <hole>, <hole>], undefined]",
        ),
        case(
            "writing past the end extends with holes",
            "const a = []; a[3] = 'x'; return [a, a.length];",
            |t| {
                let a = t.arr(&[]);
                let x = t.s("x");
                t.set(a, "3", x)?;
                let n = t.get(a, "length")?;
                Ok(t.arr(&[a, n]))
            },
            "[[<hole>, <hole>, <hole>, 'x'], 4]",
        ),
        case(
            "a far index still behaves, and truncation drops it",
            "const a = [1]; a[100000] = 2; const r = [a.length, a[100000], a[5], a[0], Object.keys(a)]; \
             a.length = 5; return [r, a.length, Object.keys(a), a[100000]];",
            |t| {
                let a = t.nums(&[1.0]);
                let two = t.num(2.0);
                t.set(a, "100000", two)?;
                let mut r = Vec::new();
                for k in ["length", "100000", "5", "0"] {
                    r.push(t.get(a, k)?);
                }
                r.push(t.callg("Object.keys", &[a])?);
                let r = t.arr(&r);
                let five = t.num(5.0);
                t.set(a, "length", five)?;
                let n = t.get(a, "length")?;
                let k = t.callg("Object.keys", &[a])?;
                let far = t.get(a, "100000")?;
                Ok(t.arr(&[r, n, k, far]))
            },
            "[[100001, 2, undefined, 1, ['0', '100000']], 5, ['0'], undefined]",
        ),
        case(
            "a far index makes the array sparse; near ones keep it dense",
            "",
            |t| {
                let a = t.nums(&[1.0]);
                let two = t.num(2.0);
                t.set(a, "500", two)?;
                let k1 = t.kind(a);
                t.set(a, "100000", two)?;
                let k2 = t.kind(a);
                let b = t.callg("Array", &[two])?;
                let k3 = t.kind(b);
                Ok(t.arr(&[k1, k2, k3]))
            },
            "['dense array', 'sparse array', 'dense array']",
        ),
        case(
            "push and pop",
            "const a = [1]; const n = a.push(2, 3); const p = a.pop(); \
             return [n, p, [...a], a.pop(), a.pop(), a.pop(), a.length];",
            |t| {
                let a = t.nums(&[1.0]);
                let (two, three) = (t.num(2.0), t.num(3.0));
                let n = t.method(a, "push", &[two, three])?;
                let p = t.method(a, "pop", &[])?;
                let copy = t.get(a, "0")?;
                let copy1 = t.get(a, "1")?;
                let copy = t.arr(&[copy, copy1]);
                let p1 = t.method(a, "pop", &[])?;
                let p2 = t.method(a, "pop", &[])?;
                let p3 = t.method(a, "pop", &[])?;
                let len = t.get(a, "length")?;
                Ok(t.arr(&[n, p, copy, p1, p2, p3, len]))
            },
            "[3, 3, [1, 2], 2, 1, undefined, 0]",
        ),
        case(
            "push up to the longest array, and past it",
            "const a = []; a.length = 4294967294; const n = a.push('x'); let err; \
             try { a.push('y'); } catch (e) { err = e; } return [n, a[4294967294], a.length, err];",
            |t| {
                let a = t.arr(&[]);
                let len = t.num(4294967294.0);
                t.set(a, "length", len)?;
                let x = t.s("x");
                let n = t.method(a, "push", &[x])?;
                let y = t.s("y");
                let r = t.method(a, "push", &[y]);
                let err = t.catch(r);
                let last = t.get(a, "4294967294")?;
                let l = t.get(a, "length")?;
                Ok(t.arr(&[n, last, l, err]))
            },
            "[4294967295, 'x', 4294967295, [RangeError: Invalid array length]]",
        ),
        case(
            "push grows the store many times",
            "const a = []; for (let i = 0; i < 5000; i++) a.push(i * 2); \
             return [a.length, a[0], a[2500], a[4999]];",
            |t| {
                let a = t.arr(&[]);
                let push = t.get(a, "push")?;
                t.bulk(|t| {
                    for i in 0..5000 {
                        let v = t.num(f64::from(i * 2));
                        t.call(push, a, &[v])?;
                    }
                    Ok(())
                })?;
                let mut out = Vec::new();
                for k in ["length", "0", "2500", "4999"] {
                    out.push(t.get(a, k)?);
                }
                Ok(t.arr(&out))
            },
            "[5000, 0, 5000, 9998]",
        ),
        case(
            "pop of holes",
            "const a = [1, , ]; return [a.length, a.pop(), a.length, a.pop(), a.length];",
            |t| {
                let (one, h) = (t.num(1.0), t.hole());
                let a = t.arr(&[one, h]);
                let out = vec![
                    t.get(a, "length")?,
                    t.method(a, "pop", &[])?,
                    t.get(a, "length")?,
                    t.method(a, "pop", &[])?,
                    t.get(a, "length")?,
                ];
                Ok(t.arr(&out))
            },
            "[2, undefined, 1, 1, 0]",
        ),
        case(
            "a negative length throws RangeError",
            "const a = [1]; a.length = -1;",
            |t| {
                let a = t.nums(&[1.0]);
                let m = t.num(-1.0);
                t.set(a, "length", m)?;
                Ok(t.undef())
            },
            "throws RangeError: Invalid array length",
        ),
        case(
            "a fractional length throws RangeError",
            "const a = [1]; a.length = 1.5;",
            |t| {
                let a = t.nums(&[1.0]);
                let m = t.num(1.5);
                t.set(a, "length", m)?;
                Ok(t.undef())
            },
            "throws RangeError: Invalid array length",
        ),
        case(
            "length from a string and from valueOf",
            "const a = [1, 2, 3]; a.length = '2'; const x = a.length; \
             a.length = {valueOf: ret('valueOf', 1)}; return [x, a, LOG];",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                let two = t.s("2");
                t.set(a, "length", two)?;
                let x = t.get(a, "length")?;
                let one = t.num(1.0);
                let vo = t.ret(Some("valueOf"), one);
                let len = t.lit(vec![("valueOf".into(), vo)])?;
                t.set(a, "length", len)?;
                let log = t.log();
                Ok(t.arr(&[x, a, log]))
            },
            "[2, [1], ['valueOf', 'valueOf']]",
        ),
        case(
            "defineProperty on length",
            "const a = [1, 2, 3]; Object.defineProperty(a, 'length', {value: {valueOf: ret('v', 1)}}); \
             const r = [[...a], LOG.slice()]; const errs = []; \
             for (const d of [{value: -1}, {enumerable: true}, {get: ret(undefined, 1)}]) \
             { try { Object.defineProperty(a, 'length', d); } catch (e) { errs.push(e); } } \
             Object.defineProperty(a, 'length', {writable: false}); \
             try { Object.defineProperty(a, 'length', {value: 5}); } catch (e) { errs.push(e); } \
             Object.defineProperty(a, 'length', {value: 1}); return [r, errs, a.length];",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                let l = t.s("length");
                let one = t.num(1.0);
                let vo = t.ret(Some("v"), one);
                let len = t.lit(vec![("valueOf".into(), vo)])?;
                let d = t.lit(vec![("value".into(), len)])?;
                t.callg("Object.defineProperty", &[a, l, d])?;
                let a0 = t.get(a, "0")?;
                let copy = t.arr(&[a0]);
                let log = t.log();
                let r = t.arr(&[copy, log]);
                let mut errs = Vec::new();
                let (m1, tr) = (t.num(-1.0), t.boolean(true));
                let g = t.ret(None, one);
                for (k, v) in [("value", m1), ("enumerable", tr), ("get", g)] {
                    let d = t.lit(vec![(k.into(), v)])?;
                    let res = t.callg("Object.defineProperty", &[a, l, d]);
                    errs.push(t.catch(res));
                }
                let f = t.boolean(false);
                let d = t.lit(vec![("writable".into(), f)])?;
                t.callg("Object.defineProperty", &[a, l, d])?;
                let five = t.num(5.0);
                let d = t.lit(vec![("value".into(), five)])?;
                let res = t.callg("Object.defineProperty", &[a, l, d]);
                errs.push(t.catch(res));
                let d = t.lit(vec![("value".into(), one)])?;
                t.callg("Object.defineProperty", &[a, l, d])?;
                let errs = t.arr(&errs);
                let n = t.get(a, "length")?;
                Ok(t.arr(&[r, errs, n]))
            },
            "[[[1], ['v', 'v']], [[RangeError: Invalid array length], [TypeError: Cannot redefine property: length], \
             [TypeError: Cannot redefine property: length], [TypeError: Cannot redefine property: length]], 1]",
        ),
        case(
            "the Array constructor",
            "return [Array(3), Array(3).length, Array(1, 2), new Array('3'), Array.of(7), \
             Array.isArray([]), Array.isArray({length: 0}), Array.isArray(Array.prototype)];",
            |t| {
                let three = t.num(3.0);
                let a = t.callg("Array", &[three])?;
                let a2 = t.callg("Array", &[three])?;
                let n = t.get(a2, "length")?;
                let (one, two) = (t.num(1.0), t.num(2.0));
                let b = t.callg("Array", &[one, two])?;
                let s3 = t.s("3");
                let c = t.new_g("Array", &[s3])?;
                let seven = t.num(7.0);
                let d = t.callg("Array.of", &[seven])?;
                let e = t.arr(&[]);
                let e = t.callg("Array.isArray", &[e])?;
                let zero = t.num(0.0);
                let al = t.lit(vec![("length".into(), zero)])?;
                let f = t.callg("Array.isArray", &[al])?;
                let ap = t.g("Array.prototype")?;
                let g = t.callg("Array.isArray", &[ap])?;
                Ok(t.arr(&[a, n, b, c, d, e, f, g]))
            },
            "[[<hole>, <hole>, <hole>], 3, [1, 2], ['3'], [7], true, false, true]",
        ),
        case(
            "new Array(-1) throws",
            "new Array(-1);",
            |t| {
                let m = t.num(-1.0);
                t.new_g("Array", &[m])
            },
            "throws RangeError: Invalid array length",
        ),
        case(
            "'4294967295' is a string key, '4294967294' the last index",
            "const a = []; a['4294967295'] = 1; const x = a.length; a['4294967294'] = 2; \
             return [x, a.length, Object.keys(a)];",
            |t| {
                let a = t.arr(&[]);
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.set(a, "4294967295", one)?;
                let x = t.get(a, "length")?;
                t.set(a, "4294967294", two)?;
                let n = t.get(a, "length")?;
                let k = t.callg("Object.keys", &[a])?;
                Ok(t.arr(&[x, n, k]))
            },
            "[0, 4294967295, ['4294967294', '4294967295']]",
        ),
        case(
            "getOwnPropertyNames lists length right after the indices",
            "const a = [1, 2]; a.x = 1; return Object.getOwnPropertyNames(a);",
            |t| {
                let a = t.nums(&[1.0, 2.0]);
                let one = t.num(1.0);
                t.set(a, "x", one)?;
                t.callg("Object.getOwnPropertyNames", &[a])
            },
            "['0', '1', 'length', 'x']",
        ),
        case(
            "writing an element keeps its attributes",
            "const a = [1]; Object.defineProperty(a, 0, {value: 1, writable: true, enumerable: false, configurable: false}); \
             a[0] = 2; const d = Object.getOwnPropertyDescriptor(a, 0); \
             return [a[0], d.writable, d.enumerable, d.configurable, Object.keys(a)];",
            |t| {
                let a = t.nums(&[1.0]);
                let (one, two) = (t.num(1.0), t.num(2.0));
                t.define(a, "0", one, W)?;
                t.set(a, "0", two)?;
                let zero = t.s("0");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[a, zero])?;
                let mut out = vec![t.get(a, "0")?];
                for k in ["writable", "enumerable", "configurable"] {
                    out.push(t.get(d, k)?);
                }
                out.push(t.callg("Object.keys", &[a])?);
                Ok(t.arr(&out))
            },
            "[2, true, false, false, []]",
        ),
        case(
            "a read-only length refuses new elements",
            "const a = [1]; Object.defineProperty(a, 'length', {writable: false}); a[5] = 1;",
            |t| {
                let a = t.nums(&[1.0]);
                let f = t.boolean(false);
                let desc = t.lit(vec![("writable".into(), f)])?;
                let l = t.s("length");
                t.callg("Object.defineProperty", &[a, l, desc])?;
                let one = t.num(1.0);
                t.set(a, "5", one)?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot assign to read only property 'length' of object '[object Array]'",
        ),
        case(
            "defineProperty past a read-only length fails",
            "const a = [1]; Object.defineProperty(a, 'length', {writable: false}); \
             Object.defineProperty(a, 5, {value: 1});",
            |t| {
                let a = t.nums(&[1.0]);
                let f = t.boolean(false);
                let desc = t.lit(vec![("writable".into(), f)])?;
                let l = t.s("length");
                t.callg("Object.defineProperty", &[a, l, desc])?;
                let one = t.num(1.0);
                let desc = t.lit(vec![("value".into(), one)])?;
                let five = t.num(5.0);
                t.callg("Object.defineProperty", &[a, five, desc])?;
                Ok(t.undef())
            },
            "throws TypeError: Cannot define property 5, object is not extensible",
        ),
        case(
            "push on a read-only length throws",
            "const a = [1]; Object.defineProperty(a, 'length', {writable: false}); a.push(1);",
            |t| {
                let a = t.nums(&[1.0]);
                let f = t.boolean(false);
                let desc = t.lit(vec![("writable".into(), f)])?;
                let l = t.s("length");
                t.callg("Object.defineProperty", &[a, l, desc])?;
                let one = t.num(1.0);
                t.method(a, "push", &[one])
            },
            "throws TypeError: Cannot assign to read only property 'length' of object '[object Array]'",
        ),
        case(
            "delete leaves a hole and never deletes length",
            "const a = [1, 2, 3]; delete a[1]; return [a, a.length, Reflect.deleteProperty(a, 'length')];",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                t.delete(a, "1")?;
                let n = t.get(a, "length")?;
                let d = t.delete(a, "length")?;
                Ok(t.arr(&[a, n, d]))
            },
            "[[1, <hole>, 3], 3, false]",
        ),
        case(
            "the descriptor of length",
            "const d = Object.getOwnPropertyDescriptor([1, 2], 'length'); \
             return [d.value, d.writable, d.enumerable, d.configurable];",
            |t| {
                let a = t.nums(&[1.0, 2.0]);
                let l = t.s("length");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[a, l])?;
                let mut out = Vec::new();
                for k in ["value", "writable", "enumerable", "configurable"] {
                    out.push(t.get(d, k)?);
                }
                Ok(t.arr(&out))
            },
            "[2, true, false, false]",
        ),
        case(
            "push and pop on an array-like object",
            "const o = {length: 1}; const n = Array.prototype.push.call(o, 'x'); \
             const p = Array.prototype.pop.call(o); return [n, p, o];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("length".into(), one)])?;
                let push = t.g("Array.prototype.push")?;
                let x = t.s("x");
                let n = t.call(push, o, &[x])?;
                let pop = t.g("Array.prototype.pop")?;
                let p = t.call(pop, o, &[])?;
                Ok(t.arr(&[n, p, o]))
            },
            "[2, 'x', {length: 1}]",
        ),
        case(
            "push on an array-like runs its length accessors",
            "const o = {}; Object.defineProperty(o, 'length', {get: ret('len', 1), set: store('setlen', '_len')}); \
             const n = Array.prototype.push.call(o, 'x'); return [n, o[1], o._len, LOG];",
            |t| {
                let o = t.obj();
                let one = t.num(1.0);
                let g = t.ret(Some("len"), one);
                let s = t.store(Some("setlen"), "_len");
                t.accessor(o, "length", g, s, C)?;
                let push = t.g("Array.prototype.push")?;
                let x = t.s("x");
                let n = t.call(push, o, &[x])?;
                let o1 = t.get(o, "1")?;
                let l = t.get(o, "_len")?;
                let log = t.log();
                Ok(t.arr(&[n, o1, l, log]))
            },
            "[2, 'x', 2, ['len', 'setlen']]",
        ),
        case(
            "pop on an array-like runs its element getter",
            "const o = {length: 2, 0: 'a'}; Object.defineProperty(o, 1, {get: ret('get', 'b'), configurable: true}); \
             const p = Array.prototype.pop.call(o); return [p, o, LOG];",
            |t| {
                let (two, a) = (t.num(2.0), t.s("a"));
                let o = t.lit(vec![("length".into(), two), ("0".into(), a)])?;
                let (b, u) = (t.s("b"), t.undef());
                let g = t.ret(Some("get"), b);
                t.accessor(o, "1", g, u, C)?;
                let pop = t.g("Array.prototype.pop")?;
                let p = t.call(pop, o, &[])?;
                let log = t.log();
                Ok(t.arr(&[p, o, log]))
            },
            "['b', {0: 'a', length: 1}, ['get']]",
        ),
        case(
            "join reads length, then converts the separator",
            "const o = {0: 'a', 1: 'b'}; Object.defineProperty(o, 'length', {get: ret('len', 2)}); \
             const r = Array.prototype.join.call(o, {toString: ret('sep', '+')}); return [r, LOG];",
            |t| {
                let (a, b) = (t.s("a"), t.s("b"));
                let o = t.lit(vec![("0".into(), a), ("1".into(), b)])?;
                let (two, u) = (t.num(2.0), t.undef());
                let g = t.ret(Some("len"), two);
                t.accessor(o, "length", g, u, C)?;
                let plus = t.s("+");
                let ts = t.ret(Some("sep"), plus);
                let sep = t.lit(vec![("toString".into(), ts)])?;
                let join = t.g("Array.prototype.join")?;
                let r = t.call(join, o, &[sep])?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['a+b', ['len', 'sep']]",
        ),
        case(
            "join converts elements, which may run JavaScript",
            "const a = [{toString: ret('x', 'X')}, 1, null, , {toString: ret('y', 'Y')}]; a.push(a); \
             return [a.join('-'), LOG];",
            |t| {
                let (x, y) = (t.s("X"), t.s("Y"));
                let fx = t.ret(Some("x"), x);
                let fy = t.ret(Some("y"), y);
                let ox = t.lit(vec![("toString".into(), fx)])?;
                let oy = t.lit(vec![("toString".into(), fy)])?;
                let (one, n, h) = (t.num(1.0), t.null(), t.hole());
                let a = t.arr(&[ox, one, n, h, oy]);
                t.method(a, "push", &[a])?;
                let dash = t.s("-");
                let r = t.method(a, "join", &[dash])?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['X-1---Y-', ['x', 'y']]",
        ),
        case(
            "spreading a sparse array reads its elements through getters",
            "const a = []; a[5000] = 'x'; Object.defineProperty(a, 2000, {get: ret('g', 'y'), enumerable: true}); \
             const r = [...a]; return [r.length, r[2000], r[5000], r[0], LOG];",
            |t| {
                let a = t.arr(&[]);
                let x = t.s("x");
                t.set(a, "5000", x)?;
                let (y, u) = (t.s("y"), t.undef());
                let g = t.ret(Some("g"), y);
                t.accessor(a, "2000", g, u, E)?;
                let r = t.spread(&[(a, true)])?;
                let mut out = Vec::new();
                for k in ["length", "2000", "5000", "0"] {
                    out.push(t.get(r, k)?);
                }
                out.push(t.log());
                Ok(t.arr(&out))
            },
            "[5001, 'y', 'x', undefined, ['g']]",
        ),
        case(
            "truncation stops at a non-configurable element",
            "const a = [1, 2, 3]; Object.defineProperty(a, 1, {value: 9, configurable: false}); \
             try { a.length = 0; } catch (e) { return [e.message, a, a.length]; }",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                let nine = t.num(9.0);
                t.define(a, "1", nine, W | E)?;
                let zero = t.num(0.0);
                let r = t.set(a, "length", zero);
                let e = t.catch(r);
                let m = t.get(e, "message")?;
                let n = t.get(a, "length")?;
                Ok(t.arr(&[m, a, n]))
            },
            "['Cannot delete property '1' of [object Array]', [1, 9], 2]",
        ),
        case(
            "elements of every kind of value survive",
            "const o = {k: 'v'}; const a = ['s', o, [o], 1.5, null, undefined, true]; a[9] = 'end'; return a;",
            |t| {
                let v = t.s("v");
                let o = t.lit(vec![("k".into(), v)])?;
                let s = t.s("s");
                let inner = t.arr(&[o]);
                let (x, n, u, b) = (t.num(1.5), t.null(), t.undef(), t.boolean(true));
                let a = t.arr(&[s, o, inner, x, n, u, b]);
                let end = t.s("end");
                t.set(a, "9", end)?;
                Ok(a)
            },
            "['s', {k: 'v'}, [{k: 'v'}], 1.5, null, undefined, true, <hole>, <hole>, 'end']",
        ),
    ]
}

pub fn integrity() -> Vec<Case> {
    vec![
        case(
            "freeze",
            "const o = {a: 1}; Object.freeze(o); return [Object.isFrozen(o), Object.isSealed(o), \
             Object.isExtensible(o), Reflect.set(o, 'a', 2), Reflect.deleteProperty(o, 'a'), \
             Reflect.defineProperty(o, 'b', {value: 1}), o];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("a".into(), one)])?;
                t.callg("Object.freeze", &[o])?;
                let a = t.callg("Object.isFrozen", &[o])?;
                let b = t.callg("Object.isSealed", &[o])?;
                let c = t.callg("Object.isExtensible", &[o])?;
                let two = t.num(2.0);
                let d = t.set_bool(o, "a", two)?;
                let e = t.delete(o, "a")?;
                let f = t.define(o, "b", one, 0)?;
                Ok(t.arr(&[a, b, c, d, e, f, o]))
            },
            "[true, true, false, false, false, false, {a: 1}]",
        ),
        case(
            "assigning to a frozen property throws",
            "const o = Object.freeze({a: 1}); o.a = 2;",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("a".into(), one)])?;
                t.callg("Object.freeze", &[o])?;
                let two = t.num(2.0);
                t.set(o, "a", two)
            },
            "throws TypeError: Cannot assign to read only property 'a' of object '#<Object>'",
        ),
        case(
            "seal",
            "const o = Object.seal({a: 1}); o.a = 2; return [Object.isSealed(o), Object.isFrozen(o), \
             Reflect.deleteProperty(o, 'a'), Reflect.set(o, 'b', 1), o];",
            |t| {
                let one = t.num(1.0);
                let o = t.lit(vec![("a".into(), one)])?;
                t.callg("Object.seal", &[o])?;
                let two = t.num(2.0);
                t.set(o, "a", two)?;
                let a = t.callg("Object.isSealed", &[o])?;
                let b = t.callg("Object.isFrozen", &[o])?;
                let c = t.delete(o, "a")?;
                let d = t.set_bool(o, "b", one)?;
                Ok(t.arr(&[a, b, c, d, o]))
            },
            "[true, false, false, false, {a: 2}]",
        ),
        case(
            "preventExtensions",
            "const o = Object.preventExtensions({a: 1, b: 2}); o.a = 3; delete o.b; \
             return [Object.isExtensible(o), Object.isSealed(o), Object.isFrozen(o), Reflect.set(o, 'c', 1), o];",
            |t| {
                let (one, two, three) = (t.num(1.0), t.num(2.0), t.num(3.0));
                let o = t.lit(vec![("a".into(), one), ("b".into(), two)])?;
                t.callg("Object.preventExtensions", &[o])?;
                t.set(o, "a", three)?;
                t.delete(o, "b")?;
                let a = t.callg("Object.isExtensible", &[o])?;
                let b = t.callg("Object.isSealed", &[o])?;
                let c = t.callg("Object.isFrozen", &[o])?;
                let d = t.set_bool(o, "c", one)?;
                Ok(t.arr(&[a, b, c, d, o]))
            },
            "[false, false, false, false, {a: 3}]",
        ),
        case(
            "empty non-extensible objects count as frozen and sealed",
            "const o = Object.preventExtensions({}); return [Object.isFrozen(o), Object.isSealed(o), \
             Object.isFrozen(Object.preventExtensions([])), Object.isFrozen(Object.preventExtensions([1])), \
             Object.isSealed(Object.preventExtensions([]))];",
            |t| {
                let o = t.obj();
                t.callg("Object.preventExtensions", &[o])?;
                let a = t.callg("Object.isFrozen", &[o])?;
                let b = t.callg("Object.isSealed", &[o])?;
                let e = t.arr(&[]);
                t.callg("Object.preventExtensions", &[e])?;
                let c = t.callg("Object.isFrozen", &[e])?;
                let one = t.nums(&[1.0]);
                t.callg("Object.preventExtensions", &[one])?;
                let d = t.callg("Object.isFrozen", &[one])?;
                let f = t.callg("Object.isSealed", &[e])?;
                Ok(t.arr(&[a, b, c, d, f]))
            },
            "[true, true, true, false, true]",
        ),
        case(
            "a frozen accessor still runs",
            "const o = {_y: 'y'}; Object.defineProperty(o, 'x', {set: ret('set', undefined), \
             get: thisProp('get', '_y'), configurable: true}); Object.freeze(o); o.x = 1; \
             return [Object.isFrozen(o), o.x, LOG];",
            |t| {
                let y = t.s("y");
                let o = t.lit(vec![("_y".into(), y)])?;
                let u = t.undef();
                let s = t.ret(Some("set"), u);
                let g = t.this_prop(Some("get"), "_y");
                t.accessor(o, "x", g, s, C)?;
                t.callg("Object.freeze", &[o])?;
                let one = t.num(1.0);
                t.set(o, "x", one)?;
                let a = t.callg("Object.isFrozen", &[o])?;
                let x = t.get(o, "x")?;
                let log = t.log();
                Ok(t.arr(&[a, x, log]))
            },
            "[true, 'y', ['set', 'get']]",
        ),
        case(
            "primitives are frozen already",
            "return [Object.isFrozen(1), Object.isSealed('s'), Object.isExtensible(1), \
             Object.freeze(1), Object.seal('s'), Object.preventExtensions(true)];",
            |t| {
                let (one, s, tr) = (t.num(1.0), t.s("s"), t.boolean(true));
                let a = t.callg("Object.isFrozen", &[one])?;
                let b = t.callg("Object.isSealed", &[s])?;
                let c = t.callg("Object.isExtensible", &[one])?;
                let d = t.callg("Object.freeze", &[one])?;
                let e = t.callg("Object.seal", &[s])?;
                let f = t.callg("Object.preventExtensions", &[tr])?;
                Ok(t.arr(&[a, b, c, d, e, f]))
            },
            "[true, true, false, 1, 's', true]",
        ),
        case(
            "frozen arrays",
            "const a = Object.freeze([1, 2]); const d = Object.getOwnPropertyDescriptor(a, 'length'); \
             return [Object.isFrozen(a), d.writable, Reflect.set(a, 0, 9), Reflect.set(a, 2, 9), a];",
            |t| {
                let a = t.nums(&[1.0, 2.0]);
                t.callg("Object.freeze", &[a])?;
                let l = t.s("length");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[a, l])?;
                let f = t.callg("Object.isFrozen", &[a])?;
                let w = t.get(d, "writable")?;
                let nine = t.num(9.0);
                let s0 = t.set_bool(a, "0", nine)?;
                let s2 = t.set_bool(a, "2", nine)?;
                Ok(t.arr(&[f, w, s0, s2, a]))
            },
            "[true, false, false, false, [1, 2]]",
        ),
        case(
            "push on a frozen array throws",
            "const a = Object.freeze([1, 2]); a.push(3);",
            |t| {
                let a = t.nums(&[1.0, 2.0]);
                t.callg("Object.freeze", &[a])?;
                let three = t.num(3.0);
                t.method(a, "push", &[three])
            },
            "throws TypeError: Cannot add property 2, object is not extensible",
        ),
        case(
            "freezing a function",
            "const f = ret(undefined, 1); Object.freeze(f); const d = Object.getOwnPropertyDescriptor(f, 'name'); \
             return [Object.isFrozen(f), d.configurable, f()];",
            |t| {
                let one = t.num(1.0);
                let f = t.ret(None, one);
                t.callg("Object.freeze", &[f])?;
                let n = t.s("name");
                let d = t.callg("Object.getOwnPropertyDescriptor", &[f, n])?;
                let a = t.callg("Object.isFrozen", &[f])?;
                let c = t.get(d, "configurable")?;
                let u = t.undef();
                let r = t.call(f, u, &[])?;
                Ok(t.arr(&[a, c, r]))
            },
            "[true, false, 1]",
        ),
        case(
            "a sealed array cannot be truncated",
            "const a = Object.seal([1, 2, 3]); a.length = 0;",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                t.callg("Object.seal", &[a])?;
                let zero = t.num(0.0);
                t.set(a, "length", zero)
            },
            "throws TypeError: Cannot delete property '2' of [object Array]",
        ),
        case(
            "a frozen array is unchanged by a refused truncation",
            "const a = Object.freeze([1, 2, 3]); try { a.length = 0; } catch (e) { return [e.message, a]; }",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                t.callg("Object.freeze", &[a])?;
                let zero = t.num(0.0);
                let r = t.set(a, "length", zero);
                let e = t.catch(r);
                let m = t.get(e, "message")?;
                Ok(t.arr(&[m, a]))
            },
            "['Cannot assign to read only property 'length' of object '[object Array]'', [1, 2, 3]]",
        ),
    ]
}
