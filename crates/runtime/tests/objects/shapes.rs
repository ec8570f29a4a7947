//! Cases (kiln's own facts, no node counterpart): shapes are shared,
//! deletes and attribute changes go to dictionary mode, very many keys go
//! to dictionary mode, and inline caches hit exactly where they should.

use super::harness::*;
use kiln_runtime::object::ic::KlIC;

fn cache() -> KlIC {
    KlIC {
        shape: std::ptr::null(),
        offset: 0,
        state: 0,
        aux: std::ptr::null_mut(),
        holder: std::ptr::null(),
        shape2: std::ptr::null(),
        offset2: 0,
    }
}

/// `{x: x, y: y}` built by assignment.
fn xy(t: &mut T, x: f64, y: f64) -> R {
    let o = t.obj();
    let (xv, yv) = (t.num(x), t.num(y));
    t.set(o, "x", xv)?;
    t.set(o, "y", yv)?;
    Ok(o)
}

pub fn shapes() -> Vec<Case> {
    vec![
        case(
            "objects built the same way share a shape; another order does not",
            "",
            |t| {
                let a = xy(t, 1.0, 2.0)?;
                let b = xy(t, 3.0, 4.0)?;
                let c = t.obj();
                let one = t.num(1.0);
                t.set(c, "y", one)?;
                t.set(c, "x", one)?;
                let ab = t.same_shape(a, b);
                let ac = t.same_shape(a, c);
                Ok(t.arr(&[ab, ac]))
            },
            "[true, false]",
        ),
        case(
            "attributes are part of the shape",
            "",
            |t| {
                let (a, b) = (t.obj(), t.obj());
                let one = t.num(1.0);
                t.define(a, "x", one, DATA)?;
                t.define(b, "x", one, W | C)?;
                Ok(t.same_shape(a, b))
            },
            "false",
        ),
        case(
            "the inline capacity is part of the root shape",
            "",
            |t| {
                let one = t.num(1.0);
                let (a, b, c) = (t.obj_cap(2), t.obj_cap(4), t.obj());
                for o in [a, b, c] {
                    t.set(o, "x", one)?;
                }
                let ab = t.same_shape(a, b);
                let bc = t.same_shape(b, c);
                Ok(t.arr(&[ab, bc]))
            },
            "[false, true]",
        ),
        case(
            "deleting the last key returns to the parent shape",
            "",
            |t| {
                let a = xy(t, 1.0, 2.0)?;
                let b = t.obj();
                let one = t.num(1.0);
                t.set(b, "x", one)?;
                t.delete(a, "y")?;
                let same = t.same_shape(a, b);
                let dict = t.is_dict(a);
                let two = t.num(2.0);
                t.set(a, "y", two)?;
                let c = xy(t, 5.0, 6.0)?;
                let again = t.same_shape(a, c);
                Ok(t.arr(&[same, dict, again, a]))
            },
            "[true, false, true, {x: 1, y: 2}]",
        ),
        case(
            "deleting another key goes to dictionary mode, and everything still works",
            "",
            |t| {
                let a = xy(t, 1.0, 2.0)?;
                let three = t.num(3.0);
                t.set(a, "z", three)?;
                t.delete(a, "x")?;
                let dict = t.is_dict(a);
                let (four, twenty) = (t.num(4.0), t.num(20.0));
                t.set(a, "w", four)?;
                t.set(a, "y", twenty)?;
                let y = t.get(a, "y")?;
                t.delete(a, "z")?;
                let x = t.get(a, "x")?;
                let k = t.own_keys(a);
                Ok(t.arr(&[dict, y, x, k, a]))
            },
            "[true, 20, undefined, ['y', 'w'], {y: 20, w: 4}]",
        ),
        case(
            "more than 128 keys go to dictionary mode, and everything still works",
            "",
            |t| {
                let o = t.obj();
                let d128 = t.bulk(|t| {
                    for i in 0..128 {
                        let v = t.num(f64::from(i));
                        t.set(o, format!("k{i}"), v)?;
                    }
                    Ok(t.is_dict(o))
                })?;
                let v = t.num(128.0);
                t.set(o, "k128", v)?;
                let d129 = t.is_dict(o);
                t.bulk(|t| {
                    for i in 129..200 {
                        let v = t.num(f64::from(i));
                        t.set(o, format!("k{i}"), v)?;
                    }
                    Ok(())
                })?;
                let mut sum = 0.0;
                let mut ok = true;
                for i in 0..200 {
                    let v = t.get(o, format!("k{i}"))?;
                    ok &= t.val(v).as_number() == f64::from(i);
                    sum += t.val(v).as_number();
                }
                let ok = t.boolean(ok);
                let sum = t.num(sum);
                t.delete(o, "k5")?;
                let s = t.s("over");
                t.set(o, "k0", s)?;
                let keys = t.callg("Object.keys", &[o])?;
                let n = t.get(keys, "length")?;
                let first = t.get(keys, "0")?;
                let fifth = t.get(keys, "5")?;
                let last = t.get(keys, "198")?;
                let k0 = t.get(o, "k0")?;
                let k5 = t.get(o, "k5")?;
                Ok(t.arr(&[d128, d129, ok, sum, n, first, fifth, last, k0, k5]))
            },
            "[false, true, true, 19900, 199, 'k0', 'k6', 'k199', 'over', undefined]",
        ),
        case(
            "changing attributes goes to dictionary mode and keeps the value and order",
            "",
            |t| {
                let a = xy(t, 1.0, 2.0)?;
                let one = t.num(1.0);
                t.define(a, "x", one, W | C)?;
                let dict = t.is_dict(a);
                let names = t.callg("Object.getOwnPropertyNames", &[a])?;
                let x = t.get(a, "x")?;
                Ok(t.arr(&[dict, a, names, x]))
            },
            "[true, {y: 2}, ['x', 'y'], 1]",
        ),
        case(
            "preventExtensions goes to dictionary mode",
            "",
            |t| {
                let a = xy(t, 1.0, 2.0)?;
                t.callg("Object.preventExtensions", &[a])?;
                let dict = t.is_dict(a);
                Ok(t.arr(&[dict, a]))
            },
            "[true, {x: 1, y: 2}]",
        ),
        case(
            "a get cache hits every object of the cached shape, and nothing else",
            "",
            |t| {
                let mut ic = cache();
                let a = xy(t, 1.0, 2.0)?;
                let b = xy(t, 3.0, 4.0)?;
                let miss = t.ic_get(a, "y", &mut ic)?;
                let cached = t.ic_cached(&ic);
                let hit = t.ic_hit(b, &ic);
                // An object in dictionary mode never matches.
                let d = xy(t, 5.0, 6.0)?;
                t.callg("Object.preventExtensions", &[d])?;
                let dv = t.ic_get(d, "y", &mut ic)?;
                let dhit = t.ic_hit(d, &ic);
                // An out-of-line slot is not cached.
                let mut ic2 = cache();
                let o = t.obj_cap(0);
                let seven = t.num(7.0);
                t.set(o, "y", seven)?;
                let ov = t.ic_get(o, "y", &mut ic2)?;
                let ocached = t.ic_cached(&ic2);
                // Nor is an inherited property.
                let mut ic3 = cache();
                let c = t.obj_proto(a);
                let cv = t.ic_get(c, "y", &mut ic3)?;
                let ccached = t.ic_cached(&ic3);
                Ok(t.arr(&[miss, cached, hit, dv, dhit, ov, ocached, cv, ccached]))
            },
            "[2, true, 4, 6, undefined, 7, false, 2, false]",
        ),
        case(
            "a get cache keeps two shapes inline; a third takes the first place",
            "",
            |t| {
                let mut ic = cache();
                let a = xy(t, 1.0, 2.0)?;
                let b = t.obj();
                let (z, y) = (t.num(0.0), t.num(3.0));
                t.set(b, "z", z)?;
                t.set(b, "y", y)?;
                let c = t.obj();
                let (w, y5) = (t.num(0.0), t.num(5.0));
                t.set(c, "w", w)?;
                t.set(c, "q", w)?;
                t.set(c, "y", y5)?;
                t.ic_get(a, "y", &mut ic)?;
                t.ic_get(b, "y", &mut ic)?;
                let (ha, hb, hc) = (t.ic_hit(a, &ic), t.ic_hit(b, &ic), t.ic_hit(c, &ic));
                // The third shape evicts the older inline entry (a's); a
                // still reads right through the further entries.
                t.ic_get(c, "y", &mut ic)?;
                let (ha2, hb2, hc2) = (t.ic_hit(a, &ic), t.ic_hit(b, &ic), t.ic_hit(c, &ic));
                let va = t.ic_get(a, "y", &mut ic)?;
                Ok(t.arr(&[ha, hb, hc, ha2, hb2, hc2, va]))
            },
            "[2, 3, undefined, undefined, 3, 5, 2]",
        ),
        case(
            "a set cache stores into every object of the shape, but never a read-only slot",
            "",
            |t| {
                let mut ic = cache();
                let a = xy(t, 1.0, 2.0)?;
                let b = xy(t, 3.0, 4.0)?;
                let s = t.s("set");
                t.ic_set(a, "x", s, &mut ic)?;
                let cached = t.ic_cached(&ic);
                let s2 = t.s("inline");
                let stored = t.ic_store(b, s2, &ic);
                let mut ic2 = cache();
                let r = t.obj();
                let one = t.num(1.0);
                t.define(r, "x", one, E | C)?;
                let two = t.num(2.0);
                let res = t.ic_set(r, "x", two, &mut ic2);
                let e = t.catch(res);
                let m = t.get(e, "message")?;
                let rcached = t.ic_cached(&ic2);
                Ok(t.arr(&[cached, stored, a, b, m, rcached]))
            },
            "[true, true, {x: 'set', y: 2}, {x: 'inline', y: 4}, \
             'Cannot assign to read only property 'x' of object '#<Object>'', false]",
        ),
        case(
            "a set cache miss that runs an inherited setter",
            "",
            |t| {
                let mut ic = cache();
                let p = t.obj();
                let (s, u) = (t.store(Some("set"), "_x"), t.undef());
                t.accessor(p, "x", u, s, C)?;
                let o = t.obj_proto(p);
                let v = t.s("stored");
                t.ic_set(o, "x", v, &mut ic)?;
                let cached = t.ic_cached(&ic);
                let log = t.log();
                Ok(t.arr(&[o, cached, log]))
            },
            "[{_x: 'stored'}, false, ['set']]",
        ),
        case(
            "Function.prototype.toString reads the name through a getter",
            "",
            |t| {
                let one = t.num(1.0);
                let f = t.ret(None, one);
                let (n, u) = (t.s("named"), t.undef());
                let g = t.ret(Some("name"), n);
                t.accessor(f, "name", g, u, C)?;
                let ts = t.g("Function.prototype.toString")?;
                let r = t.call(ts, f, &[])?;
                let log = t.log();
                Ok(t.arr(&[r, log]))
            },
            "['function named() { [native code] }', ['name']]",
        ),
    ]
}
