//! `RegExp`: the constructor, `RegExp.prototype` (`exec`, `test`,
//! `toString`, the flag and `source` getters), literals (`kl_new_regexp`),
//! and the matching the String methods build on.
//!
//! A RegExp object is kind `KL_KIND_REGEXP`: the object prefix, then three
//! words — the pattern as given (a string), the flags (a number of
//! `kiln_regexp::Flags` bits) and the index of its compiled program in the
//! realm's table (`table.rs`) — and one own property, `lastIndex`
//! (writable, not enumerable, not configurable), defined first so that it
//! is always slot 0 of a fresh object's shape.
//!
//! Matching calls the built-in exec directly: `Symbol.match`,
//! `Symbol.replace`, `Symbol.split`, `Symbol.search`, `Symbol.matchAll`
//! and a user-replaced `exec` are not consulted (a simplification the
//! built-ins issue allows); `IsRegExp` is "is a RegExp object".
//! Annex B's `RegExp.prototype.compile` reinitialises a RegExp in place;
//! the legacy static properties (`RegExp.$1` …) are in `statics.rs`.

pub mod exec;
pub mod ops;
pub mod statics;
pub mod table;

use super::arg;
use crate::abi::*;
use crate::error::{self, ErrorKind, JsResult, Thrown, type_error};
use crate::heap;
use crate::object::function::{define_native, define_native_accessor, new_native_constructor};
use crate::object::shape::WRITABLE;
use crate::object::{self, Key, Obj, realm};
use crate::ops as jsops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;
use kiln_regexp::Flags;

const SOURCE: u32 = object::OBJECT_SIZE;
const FLAGS: u32 = object::OBJECT_SIZE + 8;
const PROGRAM: u32 = object::OBJECT_SIZE + 16;
const FIXED: u32 = object::OBJECT_SIZE + 24;

pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.regexp_prototype = proto.value();
    let ctor = new_native_constructor(th, "RegExp", 2, regexp_ctor, proto.value());
    th.realm.regexp_constructor = ctor.value();
    realm::define_global(th, "RegExp", ctor.value());
    statics::install(th, ctor);
    crate::builtins::collection::define_species(th, ctor);
    define_native(th, proto, "exec", 1, exec::exec_method);
    // V8's order: `compile`, `toString` and `test` before `unicodeSets`.
    let getters: [(&str, crate::object::function::NativeFn); 9] = [
        ("dotAll", get_dot_all),
        ("flags", get_flags),
        ("global", get_global),
        ("hasIndices", get_has_indices),
        ("ignoreCase", get_ignore_case),
        ("multiline", get_multiline),
        ("source", get_source),
        ("sticky", get_sticky),
        ("unicode", get_unicode),
    ];
    for (name, f) in getters {
        define_native_accessor(th, proto, name, f, None);
    }
    define_native(th, proto, "compile", 2, compile);
    define_native(th, proto, "toString", 0, to_string);
    define_native(th, proto, "test", 1, exec::test_method);
    define_native_accessor(th, proto, "unicodeSets", get_unicode_sets, None);
    ops::install(th);
}

/// Whether `v` is a RegExp object (IsRegExp, without `Symbol.match`).
pub fn is_regexp(v: Value) -> bool {
    Obj::of(v).is_some_and(|o| o.kind() == KL_KIND_REGEXP)
}

/// IsRegExp: an object's `Symbol.match`, when it is not undefined, decides
/// (`re[Symbol.match] = false` makes a RegExp a plain search string);
/// otherwise whether it is a RegExp. The getter may collect.
pub fn is_regexp_js(th: &mut Thread, v: Value) -> JsResult<bool> {
    let Some(o) = Obj::of(v) else {
        return Ok(false);
    };
    // Read before the getter can move it.
    let is_re = o.kind() == KL_KIND_REGEXP;
    let k = crate::object::Key::Name(th.realm.symbols.match_);
    let m = crate::object::get(th, o, k, v)?;
    if !m.is_undefined() {
        return Ok(crate::ops::kl_truthy_slow(m));
    }
    Ok(is_re)
}

pub fn source(re: Obj) -> Value {
    re.word(SOURCE)
}

pub fn flags(re: Obj) -> Flags {
    Flags::from_bits(re.word(FLAGS).as_number() as u8)
}

pub fn program(re: Obj) -> u32 {
    re.word(PROGRAM).as_number() as u32
}

fn syntax_error(th: &mut Thread, message: &str) -> Thrown {
    error::throw(th, ErrorKind::SyntaxError, message)
}

/// The flags and compiled program of `pattern` and `flags` (strings), or
/// the SyntaxError the constructor throws.
fn compile_program(th: &mut Thread, pattern: Value, flags_v: Value) -> JsResult<(Flags, u32)> {
    let fu: Vec<u16> = string::units(flags_v).iter().collect();
    let Some(flags) = Flags::parse(&fu) else {
        let text = String::from_utf16_lossy(&fu);
        return Err(syntax_error(
            th,
            &format!("Invalid flags supplied to RegExp constructor '{text}'"),
        ));
    };
    let pu: Vec<u16> = string::units(pattern).iter().collect();
    match th.realm.regexps.compile(&pu, flags) {
        Ok(i) => Ok((flags, i)),
        Err(msg) => {
            let text = kiln_regexp::syntax_error_text(&pu, &fu, &msg);
            Err(syntax_error(th, &text))
        }
    }
}

/// Stores a RegExp's pattern, flags and program.
fn initialize(th: &mut Thread, re: Obj, pattern: Value, flags: Flags, index: u32) {
    re.set_word(th, SOURCE, pattern);
    re.set_word(th, FLAGS, Value::number(f64::from(flags.bits())));
    re.set_word(th, PROGRAM, Value::number(f64::from(index)));
}

/// RegExpAlloc + RegExpInitialize: a RegExp of `pattern` and `flags`
/// (strings) with prototype `proto`.
pub fn create(th: &mut Thread, pattern: Value, flags_v: Value, proto: Value) -> JsResult<Obj> {
    let (flags, index) = compile_program(th, pattern, flags_v)?;
    let re = object::alloc(th, KL_KIND_REGEXP, FIXED, 1, proto);
    initialize(th, re, pattern, flags, index);
    let k = Key::Name(th.realm.names.last_index);
    object::define(th, re, k, Value::number(0.0), WRITABLE);
    Ok(re)
}

/// A rooted pattern or flags argument made a string in place: undefined
/// is the empty string, anything else ToString (which may collect).
fn to_text<'id>(s: &mut heap::Scope<'_, 'id>, h: heap::Handle<'id>) -> JsResult<()> {
    let v = s.get(h);
    let text = if v.is_undefined() {
        string::empty()
    } else {
        s.collecting(|th| jsops::to_string_value(th, v))?
    };
    s.set(h, text);
    Ok(())
}

/// Annex B `RegExp.prototype.compile(pattern, flags)`: this RegExp made
/// anew from a pattern and flags (or another RegExp's, without flags),
/// `lastIndex` 0.
fn compile(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    crate::builtins::collection::this_of_kind(
        th,
        this,
        KL_KIND_REGEXP,
        "RegExp.prototype.",
        "compile",
    )?;
    let (pattern, flags) = (arg(args, 0), arg(args, 1));
    heap::scope(th, |s| {
        let reh = s.root(this);
        let (ph, fh) = (s.root(pattern), s.root(flags));
        if let Some(other) = Obj::of(pattern).filter(|o| o.kind() == KL_KIND_REGEXP) {
            if !flags.is_undefined() {
                return Err(type_error(
                    s.thread(),
                    "Cannot supply flags when constructing one RegExp from another",
                ));
            }
            let text = self::flags(other).text();
            let f = string::from_str(s.thread(), &text);
            s.set(ph, source(other));
            s.set(fh, f);
        }
        to_text(s, ph)?;
        to_text(s, fh)?;
        let (p, f) = (s.get(ph), s.get(fh));
        let (flags, index) = compile_program(s.thread(), p, f)?;
        let re = Obj::of(s.get(reh)).expect("the RegExp");
        let p = s.get(ph);
        initialize(s.thread(), re, p, flags, index);
        exec::write_last_index(s.thread(), re, 0.0)?;
        Ok(s.get(reh))
    })
}

/// A RegExp literal's evaluation: a new object each time (the program is
/// compiled once per distinct pattern). The compiler has checked the
/// pattern and flags, so this only fails if the two disagree.
#[unsafe(no_mangle)]
pub extern "C" fn kl_new_regexp(th: &mut Thread, pattern: Value, flags: Value) -> Value {
    let proto = th.realm.regexp_prototype;
    error::to_abi(create(th, pattern, flags, proto).map(Obj::value))
}

/// `RegExp(pattern, flags)` and `new RegExp(pattern, flags)`.
fn regexp_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    let (pattern, flags) = (arg(args, 0), arg(args, 1));
    // Called as a function on a RegExp without flags: the RegExp itself
    // (its `constructor` is assumed to be RegExp).
    if nt.is_undefined() && is_regexp(pattern) && flags.is_undefined() {
        return Ok(pattern);
    }
    heap::scope(th, |s| {
        let nth = s.root(nt);
        let fh = s.root(flags);
        let (p, f) = match Obj::of(pattern).filter(|o| o.kind() == KL_KIND_REGEXP) {
            Some(re) => {
                let p = source(re);
                let f = if flags.is_undefined() {
                    let text = self::flags(re).text();
                    string::from_str(s.thread(), &text)
                } else {
                    flags
                };
                (p, f)
            }
            None => (pattern, flags),
        };
        let ph = s.root(p);
        s.set(fh, f);
        to_text(s, ph)?;
        to_text(s, fh)?;
        // A subclass's prototype, through new.target's `prototype`.
        let nt = s.get(nth);
        let proto = match Obj::of(nt) {
            Some(n) if n != Obj::of(s.thread().realm.regexp_constructor).expect("RegExp") => {
                let k = s.thread().realm.names.prototype;
                let p = s.collecting(|th| object::get(th, n, Key::Name(k), nt))?;
                if p.is_object() {
                    p
                } else {
                    s.thread().realm.regexp_prototype
                }
            }
            _ => s.thread().realm.regexp_prototype,
        };
        let (pv, fv) = (s.get(ph), s.get(fh));
        create(s.thread(), pv, fv, proto).map(Obj::value)
    })
}

/// EscapeRegExpPattern: the `source` text, which a literal could hold.
pub fn escaped_source(pattern: Value) -> Vec<u16> {
    let u = string::units(pattern);
    if u.is_empty() {
        return "(?:)".encode_utf16().collect();
    }
    let mut out = Vec::with_capacity(u.len() + 2);
    let mut in_class = false;
    let mut i = 0;
    while i < u.len() {
        let c = u.at(i);
        match c {
            0x5C /* \ */ => {
                out.push(c);
                if i + 1 < u.len() {
                    i += 1;
                    let d = u.at(i);
                    match d {
                        0x0A => out.extend("n".encode_utf16()),
                        0x0D => out.extend("r".encode_utf16()),
                        0x2028 => out.extend("u2028".encode_utf16()),
                        0x2029 => out.extend("u2029".encode_utf16()),
                        _ => out.push(d),
                    }
                }
            }
            0x2F /* / */ if !in_class => out.extend("\\/".encode_utf16()),
            0x5B => {
                in_class = true;
                out.push(c);
            }
            0x5D => {
                in_class = false;
                out.push(c);
            }
            0x0A => out.extend("\\n".encode_utf16()),
            0x0D => out.extend("\\r".encode_utf16()),
            0x2028 => out.extend("\\u2028".encode_utf16()),
            0x2029 => out.extend("\\u2029".encode_utf16()),
            _ => out.push(c),
        }
        i += 1;
    }
    out
}

/// `/source/flags`, as toString and console.log print a RegExp.
pub fn display(re: Obj) -> Vec<u16> {
    let mut out = vec![u16::from(b'/')];
    out.extend(escaped_source(source(re)));
    out.push(u16::from(b'/'));
    out.extend(flags(re).text().encode_utf16());
    out
}

/// The RegExp a flag getter reads: None for RegExp.prototype itself
/// (whose getters answer undefined), a TypeError for anything else.
fn flag_receiver(th: &mut Thread, this: Value, name: &str) -> JsResult<Option<Obj>> {
    if let Some(o) = Obj::of(this) {
        if o.kind() == KL_KIND_REGEXP {
            return Ok(Some(o));
        }
        if this == th.realm.regexp_prototype {
            return Ok(None);
        }
    }
    Err(type_error(
        th,
        &format!("RegExp.prototype.{name} getter called on non-RegExp object"),
    ))
}

fn flag_getter(th: &mut Thread, this: Value, name: &str, bit: u8) -> JsResult<Value> {
    Ok(match flag_receiver(th, this, name)? {
        Some(re) => Value::boolean(flags(re).has(bit)),
        None => Value::UNDEFINED,
    })
}

macro_rules! flag_getters {
    ($($f:ident, $name:literal, $bit:expr;)*) => {
        $(
            fn $f(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
                flag_getter(th, this, $name, $bit)
            }
        )*
    };
}

flag_getters! {
    get_dot_all, "dotAll", Flags::DOT_ALL;
    get_global, "global", Flags::GLOBAL;
    get_has_indices, "hasIndices", Flags::HAS_INDICES;
    get_ignore_case, "ignoreCase", Flags::IGNORE_CASE;
    get_multiline, "multiline", Flags::MULTILINE;
    get_sticky, "sticky", Flags::STICKY;
    get_unicode, "unicode", Flags::UNICODE;
    get_unicode_sets, "unicodeSets", Flags::UNICODE_SETS;
}

fn get_source(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(match flag_receiver(th, this, "source")? {
        Some(re) => {
            let u = escaped_source(source(re));
            string::from_utf16(th, &u)
        }
        None => string::from_str(th, "(?:)"),
    })
}

/// `flags`: generic over any object, reading each flag property in the
/// specification's order (getters may run JavaScript).
fn get_flags(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(o) = Obj::of(this) else {
        let text = crate::console::inspect_brief(th, this);
        return Err(type_error(
            th,
            &format!("RegExp.prototype.flags getter called on non-object {text}"),
        ));
    };
    if o.kind() == KL_KIND_REGEXP && o.proto() == th.realm.regexp_prototype {
        // The prototype's own getters would answer from the flags.
        let text = flags(o).text();
        return Ok(string::from_str(th, &text));
    }
    let names = [
        ("hasIndices", 'd'),
        ("global", 'g'),
        ("ignoreCase", 'i'),
        ("multiline", 'm'),
        ("dotAll", 's'),
        ("unicode", 'u'),
        ("unicodeSets", 'v'),
        ("sticky", 'y'),
    ];
    let mut out = String::new();
    heap::scope(th, |s| {
        let oh = s.root(this);
        for (name, letter) in names {
            let ov = s.get(oh);
            let o = Obj::of(ov).expect("object");
            let v = s.collecting(|th| object::get_named(th, o, name))?;
            if jsops::kl_truthy_slow(v) {
                out.push(letter);
            }
        }
        Ok::<_, Thrown>(())
    })?;
    Ok(string::from_str(th, &out))
}

/// `toString`: `/source/flags`, reading `source` and `flags` generically.
fn to_string(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(o) = Obj::of(this) else {
        let text = crate::console::inspect_brief(th, this);
        return Err(type_error(
            th,
            &format!("Method RegExp.prototype.toString called on incompatible receiver {text}"),
        ));
    };
    if o.kind() == KL_KIND_REGEXP && o.proto() == th.realm.regexp_prototype {
        let u = display(o);
        return Ok(string::from_utf16(th, &u));
    }
    heap::scope(th, |s| {
        let oh = s.root(this);
        let src = s.collecting(|th| object::get_named(th, o, "source"))?;
        let src = s.collecting(|th| jsops::to_string_value(th, src))?;
        let srch = s.root(src);
        let ov = s.get(oh);
        let o = Obj::of(ov).expect("object");
        let fl = s.collecting(|th| object::get_named(th, o, "flags"))?;
        let fl = s.collecting(|th| jsops::to_string_value(th, fl))?;
        let src = s.get(srch);
        let slash = string::units(string::one_char(u16::from(b'/')).expect("ascii"));
        let th = s.thread();
        string::concat_units(th, &[slash, string::units(src), slash, string::units(fl)])
            .ok_or_else(|| error::range_error(th, "Invalid string length"))
    })
}
