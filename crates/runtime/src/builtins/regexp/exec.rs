//! RegExpBuiltinExec: `lastIndex` handling, running the compiled program,
//! and the match result array (`index`, `input`, `groups`, and `indices`
//! under the `d` flag); `exec` and `test`.

use super::{flags, program};
use crate::abi::{KL_KIND_ARRAY, KL_KIND_REGEXP};
use crate::error::{JsResult, Thrown, type_error};
use crate::heap;
use crate::object::shape::DATA;
use crate::object::{self, Key, Obj, array};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use kiln_regexp::{Captures, Flags};

/// Collections so far: with a string's address, identifies it between two
/// collections (see `Table::exec`).
pub fn epoch(th: &Thread) -> u64 {
    let st = crate::heap::stats(th);
    st.minor + st.major
}

/// Runs `re`'s program over `s` from code unit `start` (only at `start`
/// when sticky). Touches no property: the String methods drive
/// `lastIndex` themselves where the specification says so.
pub fn run(th: &mut Thread, re: Obj, s: Value, start: usize) -> Option<Captures> {
    // A view is matched as its part of the flat string it views, so that
    // the widened copy of a Latin-1 subject serves every slice of it (a
    // tokenizer's `src = src.slice(n)` widened the rest at every step).
    let (flat, offset) = string::flat_of(s);
    let identity = (flat.addr(), epoch(th));
    let index = program(re);
    let range = offset..offset + string::len(s);
    let found = th
        .realm
        .regexps
        .exec(index, string::units(flat), range, identity, start);
    if let Some(c) = &found {
        th.realm.regexp_last.record(s, c);
    }
    found
}

fn last_index_key(th: &mut Thread) -> Key {
    Key::Name(th.realm.names.last_index)
}

/// ToLength(Get(re, "lastIndex")). The value is an own data property; only
/// an object stored there runs JavaScript (its valueOf), with `re` and
/// `s` rooted across it. Returns the index and the (possibly moved) `re`
/// and `s`.
pub fn read_last_index(th: &mut Thread, re: Obj, s: Value) -> JsResult<(f64, Obj, Value)> {
    let k = last_index_key(th);
    let v = object::get(th, re, k, re.value())?;
    let d = if v.is_number() {
        v.as_number()
    } else if !v.is_object() {
        ops::to_number_value(th, v)?
    } else {
        return heap::scope(th, |sc| {
            let rh = sc.root(re.value());
            let sh = sc.root(s);
            let d = sc.collecting(|th| ops::to_number_value(th, v))?;
            let re = Obj::of(sc.get(rh)).expect("regexp");
            Ok((to_length(d), re, sc.get(sh)))
        });
    };
    Ok((to_length(d), re, s))
}

fn to_length(d: f64) -> f64 {
    if d.is_nan() || d <= 0.0 {
        0.0
    } else {
        d.min(9_007_199_254_740_991.0).trunc()
    }
}

/// Set(re, "lastIndex", n, true): a data property, so no JavaScript runs;
/// a read-only one throws node's TypeError (which names any RegExp
/// `[object RegExp]`).
pub fn write_last_index(th: &mut Thread, re: Obj, n: f64) -> JsResult<()> {
    let k = last_index_key(th);
    if !object::set(th, re, k, Value::number(n), re.value())? {
        return Err(type_error(
            th,
            "Cannot assign to read only property 'lastIndex' of object '[object RegExp]'",
        ));
    }
    Ok(())
}

/// RegExpBuiltinExec without building the result: reads and updates
/// `lastIndex` as the specification does. Returns the captures and the
/// (possibly moved) regexp and subject.
pub fn exec_raw(th: &mut Thread, re: Obj, s: Value) -> JsResult<(Option<Captures>, Obj, Value)> {
    let (last, re, s) = read_last_index(th, re, s)?;
    let f = flags(re);
    let global_or_sticky = f.has(Flags::GLOBAL | Flags::STICKY);
    let start = if global_or_sticky { last } else { 0.0 };
    if start > string::len(s) as f64 {
        if global_or_sticky {
            write_last_index(th, re, 0.0)?;
        }
        return Ok((None, re, s));
    }
    match run(th, re, s, start as usize) {
        None => {
            if global_or_sticky {
                write_last_index(th, re, 0.0)?;
            }
            Ok((None, re, s))
        }
        Some(c) => {
            if global_or_sticky {
                write_last_index(th, re, c.end() as f64)?;
            }
            Ok((Some(c), re, s))
        }
    }
}

fn group_value(th: &mut Thread, s: Value, r: &Option<std::ops::Range<usize>>) -> Value {
    match r {
        Some(r) => crate::builtins::string::substring(th, s, r.start, r.end),
        None => Value::UNDEFINED,
    }
}

/// The match result array of a successful match.
pub fn match_result(th: &mut Thread, re: Obj, s: Value, caps: &Captures) -> Value {
    let values: Vec<Value> = caps.groups.iter().map(|r| group_value(th, s, r)).collect();
    let names: Vec<(usize, String)> = th.realm.regexps.program(program(re)).group_names().to_vec();
    let groups = named_groups(th, &names, |_, i| values[i]);
    // The array is born with its final shape and its three properties
    // inline: defining them one by one (a transition lookup each and an
    // out-of-line slots store) cost ~850 instructions per match.
    let shape = match th.realm.match_result_shape {
        Some(shape) => shape,
        None => {
            let names = &th.realm.names;
            let (index, input, groups) = (names.index, names.input, names.groups);
            let root = th.realm.shapes.root(KL_KIND_ARRAY, array::ARRAY_SIZE, 3);
            let shape = root
                .with_key(index, DATA)
                .with_key(input, DATA)
                .with_key(groups, DATA);
            th.realm.match_result_shape = Some(shape);
            shape
        }
    };
    let a = array::from_values_shaped(th, &values, Some(shape));
    object::set_slot(th, a, 0, Value::number(caps.start() as f64));
    object::set_slot(th, a, 1, s);
    object::set_slot(th, a, 2, groups);
    let groups_k = Key::Name(th.realm.names.groups);
    if flags(re).has(Flags::HAS_INDICES) {
        let pairs: Vec<Value> = caps
            .groups
            .iter()
            .map(|r| match r {
                Some(r) => array::from_values(
                    th,
                    &[Value::number(r.start as f64), Value::number(r.end as f64)],
                )
                .value(),
                None => Value::UNDEFINED,
            })
            .collect();
        let ind = array::from_values(th, &pairs);
        let g = named_groups(th, &names, |_, i| pairs[i]);
        object::create_data_property(th, ind, groups_k, g);
        let indices_k = Key::name(th, "indices");
        object::create_data_property(th, a, indices_k, ind.value());
    }
    a.value()
}

/// The `groups` object (null prototype, names in pattern order), or
/// undefined when the pattern names no group.
pub fn named_groups(
    th: &mut Thread,
    names: &[(usize, String)],
    value: impl Fn(&str, usize) -> Value,
) -> Value {
    if names.is_empty() {
        return Value::UNDEFINED;
    }
    let g = object::new_object(th, Value::NULL, names.len() as u32);
    for (i, name) in names {
        let k = Key::name(th, name);
        object::create_data_property(th, g, k, value(name, *i));
    }
    g.value()
}

/// The RegExp `this` of a prototype method, or node's TypeError.
pub fn this_regexp(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_REGEXP => Ok(o),
        _ => {
            let text = crate::console::inspect_brief(th, this);
            Err(type_error(
                th,
                &format!("Method RegExp.prototype.{method} called on incompatible receiver {text}"),
            ))
        }
    }
}

/// `this` checked and the argument converted (ToString may run
/// JavaScript, with `this` rooted).
fn receiver_and_subject(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method: &str,
) -> JsResult<(Obj, Value)> {
    let re = this_regexp(th, this, method)?;
    let a = crate::builtins::arg(args, 0);
    if a.is_string() {
        return Ok((re, a));
    }
    heap::scope(th, |sc| {
        let rh = sc.root(re.value());
        let s = sc.collecting(|th| ops::to_string_value(th, a))?;
        Ok::<_, Thrown>((Obj::of(sc.get(rh)).expect("regexp"), s))
    })
}

pub fn exec_method(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (re, s) = receiver_and_subject(th, this, args, "exec")?;
    match exec_raw(th, re, s)? {
        (Some(c), re, s) => Ok(match_result(th, re, s, &c)),
        (None, _, _) => Ok(Value::NULL),
    }
}

pub fn test_method(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (re, s) = receiver_and_subject(th, this, args, "test")?;
    let (c, _, _) = exec_raw(th, re, s)?;
    Ok(Value::boolean(c.is_some()))
}
