//! What `String.prototype.{match, matchAll, replace, replaceAll, search,
//! split}` do with a RegExp (the specification's `RegExp.prototype
//! [@@match]` and friends, reached directly), and the RegExp String
//! Iterator that `matchAll` returns.
//!
//! Global scans run the compiled program in a Rust loop: no JavaScript
//! can run between two matches (replacer functions are called after all
//! matches are found, as the specification orders it), so `lastIndex` is
//! written once at the end with the value the step-by-step algorithm
//! leaves (0).

use super::exec::{self, exec_raw, match_result, run, write_last_index};
use super::{flags, program};
use crate::abi::KL_KIND_REGEXP_STRING_ITERATOR;
use crate::builtins::string::subst::{Matched, expand};
use crate::builtins::string::substring;
use crate::error::{JsResult, Thrown, range_error, type_error};
use crate::heap;
use crate::object::function::{call, define_native};
use crate::object::iter::iter_result;
use crate::object::shape::CONFIGURABLE;
use crate::object::{self, Key, Obj, array};
use crate::ops as jsops;
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;
use kiln_regexp::{Captures, Flags};

pub fn install(th: &mut Thread) {
    let proto = object::new_object(th, th.realm.iterator_prototype, 2);
    th.realm.regexp_string_iterator_prototype = proto.value();
    define_native(th, proto, "next", 0, iterator_next);
    let tag = th.realm.symbols.to_string_tag;
    let name = string::from_str(th, "RegExp String Iterator");
    object::define(th, proto, Key::Name(tag), name, CONFIGURABLE);
}

/// AdvanceStringIndex.
pub fn advance(s: Units<'_>, i: usize, full_unicode: bool) -> usize {
    if !full_unicode || i + 1 >= s.len() {
        return i + 1;
    }
    let (c, d) = (s.at(i), s.at(i + 1));
    if (0xD800..0xDC00).contains(&c) && (0xDC00..0xE000).contains(&d) {
        i + 2
    } else {
        i + 1
    }
}

/// Every match of a global RegExp from index 0, as the exec loop finds
/// them (an empty match advances by one character).
fn all_matches(th: &mut Thread, re: Obj, s: Value) -> Vec<Captures> {
    let full = flags(re).full_unicode();
    let mut out = Vec::new();
    let mut at = 0;
    while at <= string::len(s) {
        let Some(c) = run(th, re, s, at) else { break };
        at = if c.end() == c.start() {
            advance(string::units(s), c.end(), full)
        } else {
            c.end()
        };
        out.push(c);
    }
    out
}

/// `s.match(re)`.
pub fn match_(th: &mut Thread, re: Obj, s: Value) -> JsResult<Value> {
    if !flags(re).has(Flags::GLOBAL) {
        return match exec_raw(th, re, s)? {
            (Some(c), re, s) => Ok(match_result(th, re, s, &c)),
            (None, _, _) => Ok(Value::NULL),
        };
    }
    write_last_index(th, re, 0.0)?;
    let found = all_matches(th, re, s);
    write_last_index(th, re, 0.0)?;
    if found.is_empty() {
        return Ok(Value::NULL);
    }
    let vals: Vec<Value> = found
        .iter()
        .map(|c| substring(th, s, c.start(), c.end()))
        .collect();
    Ok(array::from_values(th, &vals).value())
}

/// `s.search(re)`: the index of the first match from 0, `lastIndex`
/// saved and restored.
pub fn search(th: &mut Thread, re: Obj, s: Value) -> JsResult<Value> {
    let k = Key::Name(th.realm.names.last_index);
    let previous = object::get(th, re, k, re.value())?;
    let zero = Value::number(0.0);
    if !jsops::same_value(previous, zero) {
        object::set(th, re, k, zero, re.value())?;
    }
    let (found, re, _) = exec_raw(th, re, s)?;
    let current = object::get(th, re, k, re.value())?;
    if !jsops::same_value(current, previous) && !object::set(th, re, k, previous, re.value())? {
        return Err(type_error(
            th,
            "Cannot assign to read only property 'lastIndex' of object",
        ));
    }
    Ok(Value::number(found.map_or(-1.0, |c| c.start() as f64)))
}

/// `s.replace(re, replacement)` (and `replaceAll` with a global `re`):
/// `replacement` is a function or already a string.
pub fn replace(th: &mut Thread, re: Obj, s: Value, replacement: Value) -> JsResult<Value> {
    let f = flags(re);
    // `lastIndex`'s valueOf may run (and collect) in exec_raw, which keeps
    // `re` and `s`: `replacement` is rooted here.
    let (found, re, s, replacement) = heap::scope(th, |sc| {
        let rh = sc.root(replacement);
        let (found, re, s) = sc.collecting(|th| {
            if f.has(Flags::GLOBAL) {
                write_last_index(th, re, 0.0)?;
                let found = all_matches(th, re, s);
                write_last_index(th, re, 0.0)?;
                Ok::<_, Thrown>((found, re, s))
            } else {
                let (c, re, s) = exec_raw(th, re, s)?;
                Ok((c.into_iter().collect(), re, s))
            }
        })?;
        Ok::<_, Thrown>((found, re, s, sc.get(rh)))
    })?;
    if found.is_empty() {
        return Ok(s);
    }
    let names: Vec<(usize, String)> = th.realm.regexps.program(program(re)).group_names().to_vec();
    let mut out: Vec<u16> = Vec::with_capacity(string::len(s));
    let mut next = 0;
    if replacement.is_string() {
        let su = string::units(s);
        for c in &found {
            push_units(&mut out, su, next, c.start());
            let m = Matched {
                subject: su,
                range: c.start()..c.end(),
                captures: &c.groups[1..],
                names: (!names.is_empty()).then_some(&names[..]),
            };
            expand(&mut out, string::units(replacement), &m);
            next = c.end();
        }
        push_units(&mut out, su, next, su.len());
        crate::builtins::string::check_length(th, out.len())?;
        return Ok(string::from_utf16(th, &out));
    }
    heap::scope(th, |sc| {
        let sh = sc.root(s);
        let fh = sc.root(replacement);
        for c in &found {
            let s = sc.get(sh);
            push_units(&mut out, string::units(s), next, c.start());
            let th = sc.thread();
            let mut args: Vec<Value> = c
                .groups
                .iter()
                .map(|r| match r {
                    Some(r) => substring(th, s, r.start, r.end),
                    None => Value::UNDEFINED,
                })
                .collect();
            args.push(Value::number(c.start() as f64));
            args.push(s);
            if !names.is_empty() {
                let g = exec::named_groups(th, &names, |_, i| args[i]);
                args.push(g);
            }
            let f = sc.get(fh);
            let r = sc.collecting(|th| call(th, f, Value::UNDEFINED, &args))?;
            let r = sc.collecting(|th| jsops::to_string_value(th, r))?;
            push_units(&mut out, string::units(r), 0, string::len(r));
            next = c.end();
        }
        let s = sc.get(sh);
        push_units(&mut out, string::units(s), next, string::len(s));
        crate::builtins::string::check_length(sc.thread(), out.len())?;
        Ok::<_, Thrown>(string::from_utf16(sc.thread(), &out))
    })
}

fn push_units(out: &mut Vec<u16>, u: Units<'_>, a: usize, b: usize) {
    if a >= b {
        return;
    }
    match u {
        Units::Latin1(x) => out.extend(x[a..b].iter().map(|&c| u16::from(c))),
        Units::Utf16(w) => out.extend_from_slice(&w[a..b]),
    }
}

/// `s.split(re, limit)` with `lim` already ToUint32'd.
pub fn split(th: &mut Thread, re: Obj, s: Value, lim: u32) -> JsResult<Value> {
    if lim == 0 {
        return Ok(array::new_array(th, 0).value());
    }
    // The specification splits with a sticky copy of `re`, trying each
    // position in turn; searching with a non-sticky program from the same
    // position finds the same first match in one scan.
    let f = Flags::from_bits(flags(re).bits() & !(Flags::STICKY | Flags::GLOBAL));
    let pattern: Vec<u16> = string::units(super::source(re)).iter().collect();
    let index = th
        .realm
        .regexps
        .compile(&pattern, f)
        .map_err(|m| range_error(th, &m))?;
    let size = string::len(s);
    let full = f.full_unicode();
    let find = |th: &mut Thread, at: usize| {
        let (flat, offset) = string::flat_of(s);
        let identity = (flat.addr(), exec::epoch(th));
        let range = offset..offset + string::len(s);
        th.realm
            .regexps
            .exec(index, string::units(flat), range, identity, at)
    };
    let mut parts: Vec<Value> = Vec::new();
    if size == 0 {
        if let Some(c) = find(th, 0).filter(|c| c.start() == 0) {
            th.realm.regexp_last.record(s, &c);
            return Ok(array::new_array(th, 0).value());
        }
        return Ok(array::from_values(th, &[s]).value());
    }
    let mut p = 0;
    let mut q = 0;
    while q < size {
        let Some(c) = find(th, q) else { break };
        let at = c.start();
        if at >= size {
            break;
        }
        // The sticky exec the specification runs at `at` matched.
        th.realm.regexp_last.record(s, &c);
        let e = c.end().min(size);
        if e == p {
            q = advance(string::units(s), at, full);
            continue;
        }
        parts.push(substring(th, s, p, at));
        if parts.len() as u32 == lim {
            return Ok(array::from_values(th, &parts).value());
        }
        p = e;
        for g in &c.groups[1..] {
            parts.push(match g {
                Some(r) => substring(th, s, r.start, r.end),
                None => Value::UNDEFINED,
            });
            if parts.len() as u32 == lim {
                return Ok(array::from_values(th, &parts).value());
            }
        }
        q = p;
    }
    parts.push(substring(th, s, p, size));
    Ok(array::from_values(th, &parts).value())
}

// ---- matchAll ---------------------------------------------------------------

const IT_REGEXP: u32 = object::OBJECT_SIZE;
const IT_STRING: u32 = object::OBJECT_SIZE + 8;
const IT_DONE: u32 = object::OBJECT_SIZE + 16;
const IT_FIXED: u32 = object::OBJECT_SIZE + 24;

/// `s.matchAll(re)`: a RegExp String Iterator over a copy of `re` (the
/// copy's `lastIndex` starts at `re`'s).
pub fn match_all(th: &mut Thread, re: Obj, s: Value) -> JsResult<Value> {
    let (last, re, s) = exec::read_last_index(th, re, s)?;
    let text = flags(re).text();
    let fl = string::from_str(th, &text);
    let proto = th.realm.regexp_prototype;
    let matcher = super::create(th, super::source(re), fl, proto)?;
    write_last_index(th, matcher, last)?;
    let proto = th.realm.regexp_string_iterator_prototype;
    let it = object::alloc(th, KL_KIND_REGEXP_STRING_ITERATOR, IT_FIXED, 0, proto);
    it.set_word(th, IT_REGEXP, matcher.value());
    it.set_word(th, IT_STRING, s);
    it.set_word(th, IT_DONE, Value::FALSE);
    Ok(it.value())
}

fn iterator_next(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let it = match Obj::of(this) {
        Some(o) if o.kind() == KL_KIND_REGEXP_STRING_ITERATOR => o,
        _ => {
            let text = crate::console::inspect_brief(th, this);
            return Err(type_error(
                th,
                &format!(
                    "Method %RegExpStringIterator%.prototype.next called on incompatible receiver {text}"
                ),
            ));
        }
    };
    if it.word(IT_DONE) == Value::TRUE {
        return Ok(iter_result(th, Value::UNDEFINED, true));
    }
    let re = Obj::of(it.word(IT_REGEXP)).expect("regexp");
    let s = it.word(IT_STRING);
    // exec_raw runs no JavaScript here: the matcher's lastIndex is a
    // number this iterator wrote (or the copy's initial one).
    let f = flags(re);
    let (found, re, s) = exec_raw(th, re, s)?;
    let Some(c) = found else {
        it.set_word(th, IT_DONE, Value::TRUE);
        return Ok(iter_result(th, Value::UNDEFINED, true));
    };
    if f.has(Flags::GLOBAL) {
        if c.start() == c.end() {
            let next = advance(string::units(s), c.end(), f.full_unicode());
            write_last_index(th, re, next as f64)?;
        }
    } else {
        it.set_word(th, IT_DONE, Value::TRUE);
    }
    let m = match_result(th, re, s, &c);
    Ok(iter_result(th, m, false))
}
