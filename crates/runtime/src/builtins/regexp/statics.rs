//! The legacy static properties of `RegExp` (`RegExp.$1`…`$9`, `input`
//! and `$_`, `lastMatch` and `$&`, `lastParen` and `$+`, `leftContext`
//! and `` $` ``, `rightContext` and `$'`): V8's record of the last
//! successful match of any built-in RegExp execution, read through
//! accessors on the constructor.
//!
//! Every successful match records its subject and the ranges of its first
//! ten groups and of its last one: a copy of a few words, no allocation
//! (`exec::run`). The subject is a root (`Realm::root_slots`).

use crate::builtins::arg;
use crate::error::JsResult;
use crate::object::Obj;
use crate::object::function::define_native_accessor;
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use kiln_regexp::Captures;

type Range = Option<(u32, u32)>;

/// The last successful match.
pub struct LastMatch {
    /// The string matched (a root; the empty string before any match).
    pub subject: Value,
    /// `RegExp.input`: the subject, or what a program assigned to it.
    pub input: Value,
    /// The whole match and groups 1 to 9.
    groups: [Range; 10],
    /// The highest-numbered group (`lastParen`), when the RegExp has one.
    last_group: Range,
    /// How many entries of `groups` the last record wrote.
    filled: usize,
}

impl Default for LastMatch {
    fn default() -> LastMatch {
        LastMatch {
            subject: string::empty(),
            input: string::empty(),
            groups: [None; 10],
            last_group: None,
            filled: 0,
        }
    }
}

fn range(r: &Option<std::ops::Range<usize>>) -> Range {
    r.as_ref().map(|r| (r.start as u32, r.end as u32))
}

impl LastMatch {
    /// Records a successful match of `subject`.
    /// Runs after every successful match: only the groups the RegExp has
    /// are copied (bench/regex under callgrind: 975.2 M instructions
    /// without the record, 984.9 M copying all ten, 981.6 M so: +0.65%).
    pub fn record(&mut self, subject: Value, c: &Captures) {
        self.subject = subject;
        self.input = subject;
        let n = c.groups.len().min(self.groups.len());
        for (g, r) in self.groups.iter_mut().zip(&c.groups[..n]) {
            *g = range(r);
        }
        for g in &mut self.groups[n..self.filled.max(n)] {
            *g = None;
        }
        self.filled = n;
        self.last_group = if c.groups.len() > 1 {
            c.groups.last().and_then(range)
        } else {
            None
        };
    }
}

/// The text of a recorded range ('' when the group did not take part).
fn text(th: &mut Thread, r: Range) -> Value {
    match r {
        Some((a, b)) => {
            let s = th.realm.regexp_last.subject;
            crate::builtins::string::substring(th, s, a as usize, b as usize)
        }
        None => string::empty(),
    }
}

fn group(th: &mut Thread, i: usize) -> Value {
    let r = th.realm.regexp_last.groups[i];
    text(th, r)
}

macro_rules! dollar {
    ($($name:ident = $i:expr),*) => {$(
        fn $name(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
            Ok(group(th, $i))
        }
    )*};
}
dollar!(
    d1 = 1,
    d2 = 2,
    d3 = 3,
    d4 = 4,
    d5 = 5,
    d6 = 6,
    d7 = 7,
    d8 = 8,
    d9 = 9
);

fn input(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(th.realm.regexp_last.input)
}

fn set_input(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = ops::to_string_value(th, arg(args, 0))?;
    th.realm.regexp_last.input = s;
    Ok(Value::UNDEFINED)
}

fn last_match(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(group(th, 0))
}

fn last_paren(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let r = th.realm.regexp_last.last_group;
    Ok(text(th, r))
}

fn left_context(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let r = th.realm.regexp_last.groups[0].map(|(a, _)| (0, a));
    Ok(text(th, r))
}

fn right_context(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let s = th.realm.regexp_last.subject;
    let n = string::len(s) as u32;
    let r = th.realm.regexp_last.groups[0].map(|(_, b)| (b, n));
    Ok(text(th, r))
}

/// Assigning to the others is allowed and changes nothing.
fn ignore(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::UNDEFINED)
}

/// The accessors on the constructor (not enumerable, configurable, each
/// with a getter and a setter named as V8 names them).
pub fn install(th: &mut Thread, ctor: Obj) {
    type Native = crate::object::function::NativeFn;
    let props: [(&str, Native, Native); 19] = [
        ("$1", d1, ignore),
        ("$2", d2, ignore),
        ("$3", d3, ignore),
        ("$4", d4, ignore),
        ("$5", d5, ignore),
        ("$6", d6, ignore),
        ("$7", d7, ignore),
        ("$8", d8, ignore),
        ("$9", d9, ignore),
        ("input", input, set_input),
        ("$_", input, set_input),
        ("lastMatch", last_match, ignore),
        ("$&", last_match, ignore),
        ("lastParen", last_paren, ignore),
        ("$+", last_paren, ignore),
        ("leftContext", left_context, ignore),
        ("$`", left_context, ignore),
        ("rightContext", right_context, ignore),
        ("$'", right_context, ignore),
    ];
    for (name, get, set) in props {
        define_native_accessor(th, ctor, name, get, Some(set));
    }
}
