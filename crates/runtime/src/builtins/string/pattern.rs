//! The String methods that take a pattern, a string or a RegExp: `split`,
//! `replace`, `replaceAll`, `match`, `matchAll`, `search`. A RegExp goes
//! to `regexp/ops.rs`; `match`, `matchAll` and `search` make a RegExp of
//! anything else, as the specification does. An argument that is an
//! object other than a RegExp is asked for its `Symbol.split`,
//! `Symbol.replace`, … method first; RegExp.prototype has those methods
//! too (they run the same code), but a RegExp argument takes the built-in
//! path directly, so a RegExp (sub)class's own `[Symbol.replace]` is not
//! consulted.

use super::subst::{Matched, expand};
use super::{find, require_coercible, substring};
use crate::builtins::arg;
use crate::builtins::link;
use crate::builtins::methods::{self, Proto, optional_methods};
use crate::builtins::regexp::{self, ops as reops};
use crate::error::{JsResult, Thrown, type_error};
use crate::heap;
use crate::object::function::{call, new_native};
use crate::object::{self, Key, Obj, array};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

// The optional methods (builtins/methods.rs).
optional_methods! {
    kl_method_string_split = String "split" 2 split;
    kl_method_string_replace = String "replace" 2 replace;
    kl_method_string_replaceAll = String "replaceAll" 2 replace_all;
}

pub fn install(th: &mut Thread, p: Obj) {
    for name in ["split", "replace", "replaceAll"] {
        methods::install(th, p, Proto::String, name);
    }
}

/// The RegExp group's part (builtins/link.rs): the methods that make a
/// RegExp of a string, and RegExp.prototype's `Symbol.*` protocol.
pub fn install_regexp_methods(th: &mut Thread, p: Obj) {
    super::method(th, p, "match", 1, match_);
    super::method(th, p, "matchAll", 1, match_all);
    super::method(th, p, "search", 1, search);
    let w = &th.realm.symbols;
    let protocol: [(Value, &str, u32, crate::object::function::NativeFn); 5] = [
        (w.match_, "[Symbol.match]", 1, regexp_match),
        (w.match_all, "[Symbol.matchAll]", 1, regexp_match_all),
        (w.replace, "[Symbol.replace]", 2, regexp_replace),
        (w.search, "[Symbol.search]", 1, regexp_search),
        (w.split, "[Symbol.split]", 2, regexp_split),
    ];
    let rp = Obj::of(th.realm.regexp_prototype).expect("RegExp.prototype");
    for (sym, name, len, f) in protocol {
        let name = th.realm.atoms.intern_str(name);
        let f = new_native(th, name, len, f);
        object::define_hidden(th, rp, sym, f.value());
    }
}

/// String.prototype.`method`(arg, …) with `arg` an object that is not a
/// RegExp: its `sym` method, if it has one, called on it with `this` and
/// (`extra` = 1) the method's second argument; `None` otherwise.
///
/// `v` is `[this, args[0], args[1]]`: a built-in's arguments are not roots
/// (the trampoline copies them), and the lookup may run a getter, which
/// may collect, so `v` is rooted across it and read back.
fn delegate(
    th: &mut Thread,
    v: &mut [Value; 3],
    sym: Value,
    extra: usize,
) -> JsResult<Option<Value>> {
    let a = v[1];
    let Some(o) = Obj::of(a).filter(|_| !regexp::is_regexp(a)) else {
        return Ok(None);
    };
    heap::scope(th, |s| {
        let (th_h, a_h, b_h) = (s.root(v[0]), s.root(a), s.root(v[2]));
        let m = s.collecting(|th| object::get(th, o, Key::Name(sym), a))?;
        if m.is_nullish() {
            *v = [s.get(th_h), s.get(a_h), s.get(b_h)];
            return Ok(None);
        }
        let mut call_args = vec![s.get(th_h)];
        if extra == 1 {
            call_args.push(s.get(b_h));
        }
        let recv = s.get(a_h);
        s.collecting(|th| call(th, m, recv, &call_args)).map(Some)
    })
}

/// matchAll's and replaceAll's check of a RegExp-like object argument (one
/// with a truthy `Symbol.match`): its `flags` must include `g`. The
/// getters it runs may collect: `v` (as for [`delegate`]) is read back.
fn require_global(th: &mut Thread, v: &mut [Value; 3], method: &str) -> JsResult<()> {
    let a = v[1];
    let Some(o) = Obj::of(a).filter(|_| !regexp::is_regexp(a)) else {
        return Ok(());
    };
    heap::scope(th, |s| {
        let hs = v.map(|x| s.root(x));
        let r = global_flags(s, a, o, method);
        *v = hs.map(|h| s.get(h));
        r
    })
}

fn global_flags(s: &mut heap::Scope<'_, '_>, a: Value, o: Obj, method: &str) -> JsResult<()> {
    let ah = s.root(a);
    let k = Key::Name(s.thread().realm.symbols.match_);
    let m = s.collecting(|th| object::get(th, o, k, a))?;
    if !ops::kl_truthy_slow(m) {
        return Ok(());
    }
    let (a, o) = (s.get(ah), Obj::of(s.get(ah)).expect("object"));
    let k = Key::Name(s.thread().realm.atoms.intern_str("flags"));
    let flags = s.collecting(|th| object::get(th, o, k, a))?;
    if flags.is_nullish() {
        return Err(type_error(
            s.thread(),
            &format!(
                "The .flags property of the argument to String.prototype.{method} cannot be null or undefined"
            ),
        ));
    }
    let f = s.collecting(|th| ops::to_string_value(th, flags))?;
    if !string::units(f).iter().any(|c| c == u16::from(b'g')) {
        return Err(type_error(
            s.thread(),
            &format!("String.prototype.{method} called with a non-global RegExp argument"),
        ));
    }
    Ok(())
}

/// A RegExp.prototype[Symbol.*] method's receiver and ToString(string).
fn regexp_and_string(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    name: &str,
) -> JsResult<(Obj, Value)> {
    let Some(re) = Obj::of(this).filter(|_| regexp::is_regexp(this)) else {
        let text = crate::console::inspect_brief(th, this);
        // The specification's generic path (kiln has none) would look for
        // an `exec` method on an object, which is where V8 fails.
        let name = if Obj::of(this).is_some() {
            "exec"
        } else {
            name
        };
        return Err(type_error(
            th,
            &format!("Method RegExp.prototype.{name} called on incompatible receiver {text}"),
        ));
    };
    heap::scope(th, |s| {
        let rh = s.root(re.value());
        let a = arg(args, 0);
        let sv = s.collecting(|th| ops::to_string_value(th, a))?;
        Ok((Obj::of(s.get(rh)).expect("regexp"), sv))
    })
}

fn regexp_match(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (re, s) = regexp_and_string(th, this, args, "@@match")?;
    reops::match_(th, re, s)
}

fn regexp_match_all(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (re, s) = regexp_and_string(th, this, args, "@@matchAll")?;
    reops::match_all(th, re, s)
}

fn regexp_search(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (re, s) = regexp_and_string(th, this, args, "@@search")?;
    reops::search(th, re, s)
}

fn regexp_replace(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let repl = arg(args, 1);
    let ((re, s), repl) = heap::scope(th, |sc| {
        let ph = sc.root(repl);
        let r = sc.collecting(|th| regexp_and_string(th, this, args, "@@replace"))?;
        Ok::<_, Thrown>((r, sc.get(ph)))
    })?;
    replace_impl(th, s, &[re.value(), repl], false)
}

fn regexp_split(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let lim = arg(args, 1);
    let ((re, s), lim) = heap::scope(th, |sc| {
        let lh = sc.root(lim);
        let r = sc.collecting(|th| regexp_and_string(th, this, args, "@@split"))?;
        Ok::<_, Thrown>((r, sc.get(lh)))
    })?;
    split(th, s, &[re.value(), lim], Value::UNDEFINED)
}

/// `this` as a string with the RegExp argument `re` rooted across the
/// conversion: (string, regexp).
fn string_and_regexp(th: &mut Thread, this: Value, re: Value) -> JsResult<(Value, Obj)> {
    if this.is_string() {
        return Ok((this, Obj::of(re).expect("regexp")));
    }
    heap::scope(th, |s| {
        let rh = s.root(re);
        let sv = s.collecting(|th| ops::to_string_value(th, this))?;
        Ok::<_, Thrown>((sv, Obj::of(s.get(rh)).expect("regexp")))
    })
}

/// ToUint32 of a split limit (undefined: 2³² − 1).
fn limit(th: &mut Thread, v: Value) -> JsResult<u32> {
    if v.is_undefined() {
        return Ok(u32::MAX);
    }
    let d = ops::to_number_value(th, v)?;
    Ok(crate::number::to_int32(d) as u32)
}

fn split(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    require_coercible(th, this, "split")?;
    let mut v = [this, arg(args, 0), arg(args, 1)];
    let sym = th.realm.symbols.split;
    if let Some(r) = delegate(th, &mut v, sym, 1)? {
        return Ok(r);
    }
    let (this, args) = (v[0], &v[1..]);
    let (sep, lim) = (arg(args, 0), arg(args, 1));
    if regexp::is_regexp(sep) {
        return (link::regexp(th).split)(th, this, sep, lim);
    }
    // ToString(this), then ToUint32(limit), then ToString(separator).
    let (s, n, r) = heap::scope(th, |sc| {
        let seph = sc.root(sep);
        let limh = sc.root(lim);
        let s = sc.collecting(|th| ops::to_string_value(th, this))?;
        let sh = sc.root(s);
        let l = sc.get(limh);
        let n = sc.collecting(|th| limit(th, l))?;
        let sepv = sc.get(seph);
        let r = if sepv.is_undefined() {
            Value::UNDEFINED
        } else {
            sc.collecting(|th| ops::to_string_value(th, sepv))?
        };
        Ok::<_, Thrown>((sc.get(sh), n, r))
    })?;
    if n == 0 {
        return Ok(array::new_array(th, 0).value());
    }
    if r.is_undefined() {
        return Ok(array::from_values(th, &[s]).value());
    }
    let (su, ru) = (string::units(s), string::units(r));
    if su.is_empty() {
        return Ok(if ru.is_empty() {
            array::new_array(th, 0)
        } else {
            array::from_values(th, &[s])
        }
        .value());
    }
    let mut parts = Vec::new();
    if ru.is_empty() {
        let count = su.len().min(n as usize);
        for i in 0..count {
            parts.push(string::from_unit(th, su.at(i)));
        }
        return Ok(array::from_values(th, &parts).value());
    }
    let mut p = 0;
    while let Some(q) = find(su, ru, p) {
        parts.push(substring(th, s, p, q));
        if parts.len() as u32 == n {
            return Ok(array::from_values(th, &parts).value());
        }
        p = q + ru.len();
    }
    parts.push(substring(th, s, p, su.len()));
    Ok(array::from_values(th, &parts).value())
}

/// `split` with a RegExp separator (the RegExp group's; `sep` is one).
pub fn split_regexp(th: &mut Thread, this: Value, sep: Value, lim: Value) -> JsResult<Value> {
    heap::scope(th, |sc| {
        let limh = sc.root(lim);
        let (s, re) = sc.collecting(|th| string_and_regexp(th, this, sep))?;
        let (sh, rh) = (sc.root(s), sc.root(re.value()));
        let l = sc.get(limh);
        let n = sc.collecting(|th| limit(th, l))?;
        let (s, re) = (sc.get(sh), Obj::of(sc.get(rh)).expect("regexp"));
        reops::split(sc.thread(), re, s, n)
    })
}

/// The replacement argument: a function stays, anything else is
/// converted with ToString (after the subject and the search string).
fn is_callable(v: Value) -> bool {
    Obj::of(v).is_some_and(|o| o.is_callable())
}

fn replace_impl(th: &mut Thread, this: Value, args: &[Value], all: bool) -> JsResult<Value> {
    let method = if all { "replaceAll" } else { "replace" };
    require_coercible(th, this, method)?;
    let mut v = [this, arg(args, 0), arg(args, 1)];
    if all {
        require_global(th, &mut v, method)?;
    }
    let sym = th.realm.symbols.replace;
    if let Some(r) = delegate(th, &mut v, sym, 1)? {
        return Ok(r);
    }
    let (this, args) = (v[0], &v[1..]);
    let (search_v, repl) = (arg(args, 0), arg(args, 1));
    if let Some(re) = Obj::of(search_v).filter(|_| regexp::is_regexp(search_v)) {
        if all && !regexp::flags(re).has(kiln_regexp::Flags::GLOBAL) {
            return Err(type_error(
                th,
                "String.prototype.replaceAll called with a non-global RegExp argument",
            ));
        }
        return (link::regexp(th).replace)(th, this, search_v, repl);
    }
    let (s, search, repl) = heap::scope(th, |sc| {
        let searchh = sc.root(search_v);
        let rph = sc.root(repl);
        let s = sc.collecting(|th| ops::to_string_value(th, this))?;
        let sh = sc.root(s);
        let sv = sc.get(searchh);
        let search = sc.collecting(|th| ops::to_string_value(th, sv))?;
        let searchh = sc.root(search);
        let r = sc.get(rph);
        let r = if is_callable(r) {
            r
        } else {
            sc.collecting(|th| ops::to_string_value(th, r))?
        };
        Ok::<_, Thrown>((sc.get(sh), sc.get(searchh), r))
    })?;
    // The match positions first (all of them for replaceAll; an empty
    // search string matches between every unit), then the replacements.
    let (su, qu) = (string::units(s), string::units(search));
    let step = qu.len().max(1);
    let mut positions = Vec::new();
    let mut from = 0;
    while let Some(p) = find(su, qu, from) {
        positions.push(p);
        if !all {
            break;
        }
        from = p + step;
        if from > su.len() {
            break;
        }
    }
    if positions.is_empty() {
        return Ok(s);
    }
    let m_len = qu.len();
    let mut out: Vec<u16> = Vec::with_capacity(su.len());
    if repl.is_string() {
        let mut next = 0;
        for &p in &positions {
            out.extend((next..p).map(|k| su.at(k)));
            let m = Matched {
                subject: su,
                range: p..p + m_len,
                captures: &[],
                names: None,
            };
            expand(&mut out, string::units(repl), &m);
            next = p + m_len;
        }
        out.extend((next..su.len()).map(|k| su.at(k)));
        super::check_length(th, out.len())?;
        return Ok(string::from_utf16(th, &out));
    }
    heap::scope(th, |sc| {
        let sh = sc.root(s);
        let qh = sc.root(search);
        let fh = sc.root(repl);
        let mut next = 0;
        for &p in &positions {
            let s = sc.get(sh);
            let su = string::units(s);
            out.extend((next..p).map(|k| su.at(k)));
            let (f, q) = (sc.get(fh), sc.get(qh));
            let r = sc
                .collecting(|th| call(th, f, Value::UNDEFINED, &[q, Value::number(p as f64), s]))?;
            let r = sc.collecting(|th| ops::to_string_value(th, r))?;
            let ru = string::units(r);
            out.extend(ru.iter());
            next = p + m_len;
        }
        let s = sc.get(sh);
        let su = string::units(s);
        out.extend((next..su.len()).map(|k| su.at(k)));
        super::check_length(sc.thread(), out.len())?;
        Ok(string::from_utf16(sc.thread(), &out))
    })
}

/// `replace`/`replaceAll` with a RegExp pattern (the RegExp group's;
/// `search_v` is one).
pub fn replace_regexp(
    th: &mut Thread,
    this: Value,
    search_v: Value,
    repl: Value,
) -> JsResult<Value> {
    heap::scope(th, |sc| {
        let rph = sc.root(repl);
        let (s, re) = sc.collecting(|th| string_and_regexp(th, this, search_v))?;
        let (sh, rh) = (sc.root(s), sc.root(re.value()));
        let r = sc.get(rph);
        let r = if is_callable(r) {
            r
        } else {
            sc.collecting(|th| ops::to_string_value(th, r))?
        };
        let rph = sc.root(r);
        let (s, re, r) = (
            sc.get(sh),
            Obj::of(sc.get(rh)).expect("regexp"),
            sc.get(rph),
        );
        sc.collecting(|th| reops::replace(th, re, s, r))
    })
}

fn replace(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    replace_impl(th, this, args, false)
}

fn replace_all(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    replace_impl(th, this, args, true)
}

/// The RegExp a `match`/`matchAll`/`search` argument stands for: itself,
/// or `new RegExp(arg, flags)` (undefined is the empty pattern).
fn regexp_of(th: &mut Thread, v: Value, flags: &str) -> JsResult<Obj> {
    if let Some(o) = Obj::of(v).filter(|_| regexp::is_regexp(v)) {
        return Ok(o);
    }
    let p = if v.is_undefined() {
        string::empty()
    } else {
        ops::to_string_value(th, v)?
    };
    let f = string::from_str(th, flags);
    let proto = th.realm.regexp_prototype;
    regexp::create(th, p, f, proto)
}

/// RequireObjectCoercible(this), the RegExp made of the argument, then
/// ToString(this), with each rooted across the other's conversion.
fn with_regexp(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method: &str,
    flags: &str,
) -> JsResult<(Value, Obj)> {
    require_coercible(th, this, method)?;
    let a = arg(args, 0);
    heap::scope(th, |sc| {
        let thish = sc.root(this);
        let re = sc.collecting(|th| regexp_of(th, a, flags))?;
        let rh = sc.root(re.value());
        let t = sc.get(thish);
        let s = sc.collecting(|th| ops::to_string_value(th, t))?;
        Ok((s, Obj::of(sc.get(rh)).expect("regexp")))
    })
}

fn match_(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    require_coercible(th, this, "match")?;
    let mut v = [this, arg(args, 0), arg(args, 1)];
    let sym = th.realm.symbols.match_;
    if let Some(r) = delegate(th, &mut v, sym, 0)? {
        return Ok(r);
    }
    let (this, args) = (v[0], &v[1..]);
    let (s, re) = with_regexp(th, this, args, "match", "")?;
    reops::match_(th, re, s)
}

fn match_all(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    require_coercible(th, this, "matchAll")?;
    let mut v = [this, arg(args, 0), arg(args, 1)];
    require_global(th, &mut v, "matchAll")?;
    let sym = th.realm.symbols.match_all;
    if let Some(r) = delegate(th, &mut v, sym, 0)? {
        return Ok(r);
    }
    let (this, args) = (v[0], &v[1..]);
    let a = arg(args, 0);
    if let Some(re) = Obj::of(a).filter(|_| regexp::is_regexp(a))
        && !regexp::flags(re).has(kiln_regexp::Flags::GLOBAL)
    {
        return Err(type_error(
            th,
            "String.prototype.matchAll called with a non-global RegExp argument",
        ));
    }
    let (s, re) = with_regexp(th, this, args, "matchAll", "g")?;
    reops::match_all(th, re, s)
}

fn search(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    require_coercible(th, this, "search")?;
    let mut v = [this, arg(args, 0), arg(args, 1)];
    let sym = th.realm.symbols.search;
    if let Some(r) = delegate(th, &mut v, sym, 0)? {
        return Ok(r);
    }
    let (this, args) = (v[0], &v[1..]);
    let (s, re) = with_regexp(th, this, args, "search", "")?;
    reops::search(th, re, s)
}
