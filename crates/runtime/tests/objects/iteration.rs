//! Cases: the iteration protocol (`object/iter.rs`: kl_get_iterator,
//! kl_iter_next, kl_iter_close, kl_iter_close_throw, spread and
//! `Array.from` over user iterables), the Array Iterator, and
//! Array.prototype methods whose callbacks collect.
//!
//! The iterators' `next` methods and the comparators here are native test
//! functions that behave like compiled ones: each collects on entry in
//! stress mode (its receiver and arguments rooted across it), so a runtime
//! path holding an unrooted value across a step faults.

use super::harness::*;
use kiln_runtime::error::{JsResult, Thrown};
use kiln_runtime::heap;
use kiln_runtime::object::function::{self, NativeFn};
use kiln_runtime::object::{self, Key, Obj, iter};
use kiln_runtime::{Thread, Value};

/// A compiled function's entry, for a native: collects (in stress mode)
/// with `this` and the arguments rooted; returns them as they are after.
fn enter(th: &mut Thread, this: Value, args: &[Value]) -> (Value, Vec<Value>) {
    heap::scope(th, |s| {
        let th_h = s.root(this);
        let hs: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        s.collecting(entry_safepoint);
        (s.get(th_h), hs.iter().map(|&h| s.get(h)).collect())
    })
}

fn number_of(th: &mut Thread, o: Obj, name: &str) -> JsResult<f64> {
    Ok(object::get_named(th, o, name)?.as_number())
}

/// `function () { return this.i < this.n ? { value: 10 * this.i++, done:
/// false } : { value: 'end', done: true }; }`
fn count_next(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (this, _) = enter(th, this, args);
    let o = Obj::of(this).expect("an iterator object");
    let (i, n) = (number_of(th, o, "i")?, number_of(th, o, "n")?);
    let (value, done) = if i < n {
        let k = Key::name(th, "i");
        object::set(th, o, k, Value::number(i + 1.0), this)?;
        (Value::number(10.0 * i), false)
    } else {
        (kiln_runtime::string::from_str(th, "end"), true)
    };
    let r = object::new_plain(th);
    let (vk, dk) = (Key::name(th, "value"), Key::name(th, "done"));
    object::create_data_property(th, r, vk, value);
    object::create_data_property(th, r, dk, Value::boolean(done));
    Ok(r.value())
}

/// `(a, b) => a - b`
fn subtract(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (_, args) = enter(th, this, args);
    Ok(Value::number(args[0].as_number() - args[1].as_number()))
}

fn native(t: &mut T, name: &str, len: u32, f: NativeFn) -> V {
    let atom = t.th().realm.atoms.intern_str(name);
    let fo = function::new_native(t.th(), atom, len, f);
    t.keep(fo.value())
}

/// `mk(extra)`: `{ i: 0, n: 3, next: count_next, ...extra }`.
fn counter(t: &mut T, extra: Vec<(KA, V)>) -> R {
    let (zero, three) = (t.num(0.0), t.num(3.0));
    let next = native(t, "next", 0, count_next);
    let mut props = vec![
        ("i".into(), zero),
        ("n".into(), three),
        ("next".into(), next),
    ];
    props.extend(extra);
    t.lit(props)
}

/// `{ [Symbol.iterator]: () => it }`.
fn iterable_of(t: &mut T, it: V) -> R {
    let sym = t.g("Symbol.iterator")?;
    let f = t.arrow(it);
    t.lit(vec![(KA::V(sym), f)])
}

/// An entry point's result: a value kept in a slot, or the exception.
fn abi(t: &mut T, r: Value) -> R {
    if r.is_exception() {
        Err(Thrown)
    } else {
        Ok(t.out(r))
    }
}

/// `[...v]` through kl_new_array_spread.
fn spread_all(t: &mut T, v: V) -> R {
    t.spread(&[(v, true)])
}

pub fn iteration() -> Vec<Case> {
    vec![
        case(
            "spread of a user iterable (the second spread finds it exhausted)",
            "const mk = (extra) => Object.assign({ i: 0, n: 3, next: function () { \
             return this.i < this.n ? { value: 10 * this.i++, done: false } : { value: 'end', done: true }; } }, extra); \
             const it = mk(); const iterable = { [Symbol.iterator]: () => it }; \
             return [...iterable, ...iterable];",
            |t| {
                let it = counter(t, vec![])?;
                let iterable = iterable_of(t, it)?;
                t.spread(&[(iterable, true), (iterable, true)])
            },
            "[0, 10, 20]",
        ),
        case(
            "kl_get_iterator and kl_iter_next step to KL_HOLE",
            "const mk = (extra) => Object.assign({ i: 0, n: 3, next: function () { \
             return this.i < this.n ? { value: 10 * this.i++, done: false } : { value: 'end', done: true }; } }, extra); \
             const it = mk(); const iterable = { [Symbol.iterator]: () => it }; \
             const i2 = iterable[Symbol.iterator](); const next = i2.next; const out = [i2 === it]; \
             for (;;) { const r = next.call(i2); if (r.done) break; out.push(r.value); } return out;",
            |t| {
                let it = counter(t, vec![])?;
                let iterable = iterable_of(t, it)?;
                let v = t.val(iterable);
                let r = iter::kl_get_iterator(t.th(), v, u32::MAX);
                let i2 = abi(t, r)?;
                let same = t.strict_eq(i2, it);
                let next = t.get(i2, "next")?;
                let mut out = vec![same];
                loop {
                    let (iv, nv) = (t.val(i2), t.val(next));
                    let r = iter::kl_iter_next(t.th(), iv, nv);
                    if r == Value::HOLE {
                        break;
                    }
                    out.push(abi(t, r)?);
                }
                Ok(t.arr(&out))
            },
            "[true, 0, 10, 20]",
        ),
        case(
            "IteratorClose calls return; a primitive result is a TypeError",
            "const mk = (extra) => Object.assign({ i: 0, n: 3, next: function () { \
             return this.i < this.n ? { value: 10 * this.i++, done: false } : { value: 'end', done: true }; } }, extra); \
             const it = mk({ return: function () { LOG.push('return'); return 5; } }); \
             const iterable = { [Symbol.iterator]: () => it }; \
             let err; try { const [a] = iterable; } catch (e) { err = e; } return [err, LOG, it.i];",
            |t| {
                let five = t.num(5.0);
                let ret = t.ret(Some("return"), five);
                let it = counter(t, vec![("return".into(), ret)])?;
                let iterable = iterable_of(t, it)?;
                let v = t.val(iterable);
                let r = iter::kl_get_iterator(t.th(), v, u32::MAX);
                let i2 = abi(t, r)?;
                let next = t.get(i2, "next")?;
                let (iv, nv) = (t.val(i2), t.val(next));
                let r = iter::kl_iter_next(t.th(), iv, nv);
                abi(t, r)?;
                let iv = t.val(i2);
                let r = iter::kl_iter_close(t.th(), iv);
                let r = abi(t, r);
                let err = t.catch(r);
                let log = t.log();
                let i = t.get(it, "i")?;
                Ok(t.arr(&[err, log, i]))
            },
            "[[TypeError: Iterator result 5 is not an object], ['return'], 1]",
        ),
        case(
            "IteratorClose after a throw ignores what return throws",
            "const mk = (extra) => Object.assign({ i: 0, n: 3, next: function () { \
             return this.i < this.n ? { value: 10 * this.i++, done: false } : { value: 'end', done: true }; } }, extra); \
             const it = mk({ return: function () { LOG.push('return'); throw 'from return'; } }); \
             const iterable = { [Symbol.iterator]: () => it }; \
             let err; try { for (const x of iterable) { throw 'body'; } } catch (e) { err = e; } return [err, LOG];",
            |t| {
                let from_return = t.s("from return");
                let ret = t.thr(Some("return"), from_return);
                let it = counter(t, vec![("return".into(), ret)])?;
                let iterable = iterable_of(t, it)?;
                let v = t.val(iterable);
                let r = iter::kl_get_iterator(t.th(), v, u32::MAX);
                let i2 = abi(t, r)?;
                let next = t.get(i2, "next")?;
                let (iv, nv) = (t.val(i2), t.val(next));
                let r = iter::kl_iter_next(t.th(), iv, nv);
                abi(t, r)?;
                let body = t.s("body");
                let (iv, bv) = (t.val(i2), t.val(body));
                let r = iter::kl_iter_close_throw(t.th(), iv, bv);
                let r = abi(t, r);
                let err = t.catch(r);
                let log = t.log();
                Ok(t.arr(&[err, log]))
            },
            "['body', ['return']]",
        ),
        case(
            "Array.from closes the iterator when the map function throws",
            "const mk = (extra) => Object.assign({ i: 0, n: 3, next: function () { \
             return this.i < this.n ? { value: 10 * this.i++, done: false } : { value: 'end', done: true }; } }, extra); \
             const it = mk({ return: function () { LOG.push('return'); return {}; } }); \
             let err; try { Array.from({ [Symbol.iterator]: () => it }, function () { LOG.push('map'); throw 'boom'; }); } \
             catch (e) { err = e; } return [err, LOG, it.i];",
            |t| {
                let empty = t.obj();
                let ret = t.ret(Some("return"), empty);
                let it = counter(t, vec![("return".into(), ret)])?;
                let iterable = iterable_of(t, it)?;
                let boom = t.s("boom");
                let map = t.thr(Some("map"), boom);
                let r = t.callg("Array.from", &[iterable, map]);
                let err = t.catch(r);
                let log = t.log();
                let i = t.get(it, "i")?;
                Ok(t.arr(&[err, log, i]))
            },
            "['boom', ['map', 'return'], 1]",
        ),
        case(
            "Array.from maps a user iterable and an array-like",
            "const mk = (extra) => Object.assign({ i: 0, n: 3, next: function () { \
             return this.i < this.n ? { value: 10 * this.i++, done: false } : { value: 'end', done: true }; } }, extra); \
             const it = mk(); \
             const f = function () { return [this, ...arguments]; }; \
             return [Array.from({ [Symbol.iterator]: () => it }, f), Array.from({ length: 2, 1: 'b' }, f, 'T')];",
            |t| {
                let it = counter(t, vec![])?;
                let iterable = iterable_of(t, it)?;
                let f = t.args(None);
                let a = t.callg("Array.from", &[iterable, f])?;
                let (two, b) = (t.num(2.0), t.s("b"));
                let like = t.lit(vec![("length".into(), two), ("1".into(), b)])?;
                let this = t.s("T");
                let c = t.callg("Array.from", &[like, f, this])?;
                Ok(t.arr(&[a, c]))
            },
            "[[[undefined, 0, 0], [undefined, 10, 1], [undefined, 20, 2]], [['T', undefined, 0], ['T', 'b', 1]]]",
        ),
        case(
            "a Symbol.iterator method returning a primitive",
            "return [...{ [Symbol.iterator]: () => 5 }];",
            |t| {
                let five = t.num(5.0);
                let iterable = iterable_of(t, five)?;
                spread_all(t, iterable)
            },
            "throws TypeError: Result of the Symbol.iterator method is not an object",
        ),
        case(
            "a next method returning a primitive",
            "const five = () => 5; return [...{ [Symbol.iterator]: () => ({ next: five }) }];",
            |t| {
                let five = t.num(5.0);
                let next = t.arrow(five);
                let it = t.lit(vec![("next".into(), next)])?;
                let iterable = iterable_of(t, it)?;
                spread_all(t, iterable)
            },
            "throws TypeError: Iterator result 5 is not an object",
        ),
        case(
            "Array.from of null names the value as V8 does",
            "return Array.from(null);",
            |t| {
                let n = t.null();
                t.callg("Array.from", &[n])
            },
            "throws TypeError: object null is not iterable (cannot read property Symbol(Symbol.iterator))",
        ),
        case(
            "Array iterators: keys, values, entries; an entries iterator sees a push",
            "const a = ['x', , 'z']; const e = a.entries(); const r1 = e.next(); a.push('w'); \
             return [[...a.keys()], [...a.values()], r1.value, [...e], Object.prototype.toString.call(e)];",
            |t| {
                let (x, h, z) = (t.s("x"), t.hole(), t.s("z"));
                let a = t.arr(&[x, h, z]);
                let e = t.method(a, "entries", &[])?;
                let r1 = t.method(e, "next", &[])?;
                let w = t.s("w");
                t.method(a, "push", &[w])?;
                let keys = t.method(a, "keys", &[])?;
                let keys = spread_all(t, keys)?;
                let values = t.method(a, "values", &[])?;
                let values = spread_all(t, values)?;
                let first = t.get(r1, "value")?;
                let rest = spread_all(t, e)?;
                let tag = t.callg("Object.prototype.toString.call", &[e])?;
                Ok(t.arr(&[keys, values, first, rest, tag]))
            },
            "[[0, 1, 2, 3], ['x', undefined, 'z', 'w'], [0, 'x'], [[1, undefined], [2, 'z'], [3, 'w']], '[object Array Iterator]']",
        ),
        case(
            "forEach skips an element its callback deleted",
            "const a = [1, 2, 3]; a.forEach(function () { LOG.push('cb'); delete this[1]; }, a); return [LOG, a];",
            |t| {
                let a = t.nums(&[1.0, 2.0, 3.0]);
                let cb = t.del(Some("cb"), "1");
                t.method(a, "forEach", &[cb, a])?;
                let log = t.log();
                Ok(t.arr(&[log, a]))
            },
            "[['cb', 'cb'], [1, <hole>, 3]]",
        ),
        case(
            "map over an array-like keeps its holes",
            "return Array.prototype.map.call({ length: 3, 0: 'a', 2: 'c' }, function () { return arguments[0]; });",
            |t| {
                let (three, a, c) = (t.num(3.0), t.s("a"), t.s("c"));
                let like = t.lit(vec![
                    ("length".into(), three),
                    ("0".into(), a),
                    ("2".into(), c),
                ])?;
                let f = t.arg0(None);
                t.callg("Array.prototype.map.call", &[like, f])
            },
            "['a', <hole>, 'c']",
        ),
        case(
            "sort with a comparator that collects, and the default order",
            "const sub = (a, b) => a - b; return [[5, 1, 4, 2, 3, 1].sort(sub), [3, undefined, , 10, 1].sort()];",
            |t| {
                let a = t.nums(&[5.0, 1.0, 4.0, 2.0, 3.0, 1.0]);
                let sub = native(t, "sub", 2, subtract);
                let a = t.method(a, "sort", &[sub])?;
                let (three, u, h, ten, one) =
                    (t.num(3.0), t.undef(), t.hole(), t.num(10.0), t.num(1.0));
                let b = t.arr(&[three, u, h, ten, one]);
                let b = t.method(b, "sort", &[])?;
                Ok(t.arr(&[a, b]))
            },
            "[[1, 1, 2, 3, 4, 5], [1, 10, 3, undefined, <hole>]]",
        ),
        case(
            "sort of 200 strings (heap strings moved by the comparisons' collections)",
            "const a = []; for (let i = 0; i < 200; i++) a.push('s' + ((i * 37) % 200)); \
             a.sort((x, y) => x < y ? -1 : x > y ? 1 : 0); return [a[0], a[1], a[100], a[199], a.length];",
            |t| {
                let items: Vec<V> = (0..200)
                    .map(|i| t.s(&format!("s{}", (i * 37) % 200)))
                    .collect();
                let a = t.arr(&items);
                let f = native(t, "cmp", 2, compare_strings);
                t.method(a, "sort", &[f])?;
                let mut out = Vec::new();
                for k in ["0", "1", "100", "199", "length"] {
                    out.push(t.get(a, k)?);
                }
                Ok(t.arr(&out))
            },
            "['s0', 's1', 's189', 's99', 200]",
        ),
    ]
}

/// `(x, y) => x < y ? -1 : x > y ? 1 : 0` on strings.
fn compare_strings(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (_, args) = enter(th, this, args);
    let o = kiln_runtime::string::cmp(args[0], args[1]);
    Ok(Value::number(match o {
        std::cmp::Ordering::Less => -1.0,
        std::cmp::Ordering::Equal => 0.0,
        std::cmp::Ordering::Greater => 1.0,
    }))
}
