//! `console.log` and `console.error`: node's `util.format` over the
//! arguments, then one line on stdout (buffered) or stderr.

use crate::number;
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::{Kind, Value};

/// node's `util.inspect` of a value at the top level.
pub fn inspect(v: Value) -> String {
    crate::thread::with_current(|th| match th {
        Some(th) => inspect_value(th, v, 0),
        None => ops::to_rust_string(v),
    })
}

/// A provisional object printer (no line breaking or grouping yet).
fn inspect_value(th: &mut Thread, v: Value, depth: u32) -> String {
    match v.kind() {
        Kind::Number => number::inspect(v.as_number()),
        Kind::String => quote(string::units(v)),
        Kind::Object => {
            let Some(o) = crate::object::Obj::of(v) else {
                return "[internal]".into();
            };
            if o.is_callable() {
                let name = crate::object::get_named(th, o, "name").unwrap_or(Value::UNDEFINED);
                let name = if name.is_string() {
                    string::units(name).to_string_lossy()
                } else {
                    String::new()
                };
                return if name.is_empty() {
                    "[Function (anonymous)]".into()
                } else {
                    format!("[Function: {name}]")
                };
            }
            if crate::error::is_error(v) {
                let stack = crate::object::get_named(th, o, "stack").unwrap_or(Value::UNDEFINED);
                if stack.is_string() {
                    return string::units(stack).to_string_lossy();
                }
            }
            if depth > 2 {
                return if o.is_array() {
                    "[Array]".into()
                } else {
                    "[Object]".into()
                };
            }
            let mut parts = Vec::new();
            for k in crate::object::own_keys(o) {
                let Some(own) = crate::object::get_own(o, k) else {
                    continue;
                };
                if own.attrs & crate::object::shape::ENUMERABLE == 0 {
                    continue;
                }
                let val = if own.attrs & crate::object::shape::ACCESSOR != 0 {
                    "[Getter/Setter]".to_string()
                } else {
                    inspect_value(th, own.value, depth + 1)
                };
                match k {
                    crate::object::Key::Index(i) if o.is_array() => {
                        let _ = i;
                        parts.push(val)
                    }
                    crate::object::Key::Index(i) => parts.push(format!("'{i}': {val}")),
                    crate::object::Key::Name(n) if n.is_symbol() => parts.push(format!(
                        "[{}]: {val}",
                        crate::object::atom::descriptive_string(n)
                    )),
                    crate::object::Key::Name(n) => {
                        parts.push(format!("{}: {val}", string::units(n).to_string_lossy()))
                    }
                }
            }
            if o.is_array() {
                if parts.is_empty() {
                    "[]".into()
                } else {
                    format!("[ {} ]", parts.join(", "))
                }
            } else if parts.is_empty() {
                "{}".into()
            } else {
                format!("{{ {} }}", parts.join(", "))
            }
        }
        _ => ops::to_rust_string(v),
    }
}

/// How a value appears inside node's TypeError messages (`#<Object>`,
/// `[object Array]`, or the primitive itself).
pub fn inspect_brief(th: &mut Thread, v: Value) -> String {
    let Some(o) = crate::object::Obj::of(v) else {
        return if v.is_string() {
            string::units(v).to_string_lossy()
        } else {
            ops::to_rust_string(v)
        };
    };
    if o.is_array() {
        return "[object Array]".into();
    }
    if o.is_callable() {
        let name = crate::object::get_named(th, o, "name").unwrap_or(Value::UNDEFINED);
        let name = if name.is_string() {
            string::units(name).to_string_lossy()
        } else {
            String::new()
        };
        return format!("function {name}() {{ [native code] }}");
    }
    let ctor = crate::object::get_named(th, o, "constructor").unwrap_or(Value::UNDEFINED);
    let name = crate::object::Obj::of(ctor)
        .and_then(|c| crate::object::get_named(th, c, "name").ok())
        .filter(|n| n.is_string())
        .map(|n| string::units(n).to_string_lossy())
        .unwrap_or_else(|| "Object".into());
    format!("#<{name}>")
}

/// `typeof v` as text.
pub fn typeof_name(v: Value) -> &'static str {
    ops::typeof_str(v)
}

/// A string as `util.inspect` quotes it: single quotes, unless the text
/// holds one and no double quote (then double quotes), or holds both and no
/// backtick (then backticks); control characters, the backslash, the chosen
/// quote and lone surrogates escaped.
pub fn quote(units: string::Units<'_>) -> String {
    let has = |c: u8| units.iter().any(|u| u == u16::from(c));
    let q = if !has(b'\'') {
        '\''
    } else if !has(b'"') {
        '"'
    } else if !has(b'`') {
        '`'
    } else {
        '\''
    };
    let mut out = String::with_capacity(units.len() + 2);
    out.push(q);
    let n = units.len();
    let mut i = 0;
    while i < n {
        let u = units.at(i);
        i += 1;
        match u {
            0x08 => out.push_str("\\b"),
            0x09 => out.push_str("\\t"),
            0x0A => out.push_str("\\n"),
            0x0C => out.push_str("\\f"),
            0x0D => out.push_str("\\r"),
            0x5C => out.push_str("\\\\"),
            _ if u == q as u16 => {
                out.push('\\');
                out.push(q);
            }
            0x00..=0x1F | 0x7F..=0x9F => out.push_str(&format!("\\x{u:02X}")),
            0xD800..=0xDBFF if i < n && (0xDC00..=0xDFFF).contains(&units.at(i)) => {
                let c =
                    0x10000 + ((u32::from(u) - 0xD800) << 10) + (u32::from(units.at(i)) - 0xDC00);
                i += 1;
                out.push(char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER));
            }
            0xD800..=0xDFFF => out.push_str(&format!("\\u{u:x}")),
            _ => out.push(char::from_u32(u32::from(u)).unwrap_or(char::REPLACEMENT_CHARACTER)),
        }
    }
    out.push(q);
    out
}

/// `%d`, `%i`, `%f` print their number like inspect (so `-0` stays `-0`).
fn format_number(d: f64) -> String {
    number::inspect(d)
}

/// parseInt(String(v)) for `%i`.
fn parse_int(v: Value) -> f64 {
    let s = ops::to_rust_string(v);
    let t =
        s.trim_start_matches(|c: char| c.len_utf16() == 1 && number::is_js_whitespace(c as u16));
    let (sign, t) = match t.as_bytes().first() {
        Some(b'-') => (-1.0, &t[1..]),
        Some(b'+') => (1.0, &t[1..]),
        _ => (1.0, t),
    };
    let (radix, t) = if t.len() >= 2 && (t.starts_with("0x") || t.starts_with("0X")) {
        (16, &t[2..])
    } else {
        (10, t)
    };
    let end = t.find(|c: char| !c.is_digit(radix)).unwrap_or(t.len());
    number::parse_radix_digits(&t[..end], radix).map_or(f64::NAN, |d| sign * d)
}

/// parseFloat(String(v)) for `%f`.
fn parse_float(v: Value) -> f64 {
    let s = ops::to_rust_string(v);
    let t =
        s.trim_start_matches(|c: char| c.len_utf16() == 1 && number::is_js_whitespace(c as u16));
    let b = t.as_bytes();
    let mut i = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    if t[i..].starts_with("Infinity") {
        return if b[0] == b'-' {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
    }
    let digits_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    if !t[digits_start..i].bytes().any(|c| c.is_ascii_digit()) {
        return f64::NAN;
    }
    let mantissa_end = i;
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mut j = i + 1;
        if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
            j += 1;
        }
        let exp_digits = j;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        if j > exp_digits {
            i = j;
        }
    }
    let end = if i > mantissa_end { i } else { mantissa_end };
    t[..end].parse::<f64>().unwrap_or(f64::NAN)
}

/// node's `formatWithOptions` (lib/internal/util/inspect.js) over `args`.
pub fn format(args: &[Value]) -> String {
    let mut out = String::new();
    let mut a = 0;
    let mut join = "";
    if let Some(&first) = args.first()
        && first.is_string()
    {
        if args.len() == 1 {
            return string::units(first).to_string_lossy();
        }
        let f: Vec<u16> = string::units(first).iter().collect();
        let slice = |from: usize, to: usize| String::from_utf16_lossy(&f[from..to]);
        let mut last = 0;
        let mut i = 0;
        while i + 1 < f.len() {
            if f[i] == u16::from(b'%') {
                i += 1;
                let next = f[i];
                if a + 1 != args.len() {
                    let piece = match u8::try_from(next).unwrap_or(0) {
                        b's' => {
                            a += 1;
                            let v = args[a];
                            if v.is_number() {
                                format_number(v.as_number())
                            } else {
                                ops::to_rust_string(v)
                            }
                        }
                        b'j' => {
                            a += 1;
                            json_primitive(args[a])
                        }
                        b'd' => {
                            a += 1;
                            let v = args[a];
                            if v.is_symbol() {
                                "NaN".into()
                            } else {
                                format_number(ops::to_number(v))
                            }
                        }
                        b'O' | b'o' => {
                            a += 1;
                            inspect(args[a])
                        }
                        b'i' => {
                            a += 1;
                            let v = args[a];
                            if v.is_symbol() {
                                "NaN".into()
                            } else {
                                format_number(parse_int(v))
                            }
                        }
                        b'f' => {
                            a += 1;
                            let v = args[a];
                            if v.is_symbol() {
                                "NaN".into()
                            } else {
                                format_number(parse_float(v))
                            }
                        }
                        b'c' => {
                            a += 1;
                            String::new()
                        }
                        b'%' => {
                            out.push_str(&slice(last, i));
                            last = i + 1;
                            i += 1;
                            continue;
                        }
                        _ => {
                            i += 1;
                            continue;
                        }
                    };
                    if last != i - 1 {
                        out.push_str(&slice(last, i - 1));
                    }
                    out.push_str(&piece);
                    last = i + 1;
                } else if next == u16::from(b'%') {
                    out.push_str(&slice(last, i));
                    last = i + 1;
                }
            }
            i += 1;
        }
        if last != 0 {
            a += 1;
            join = " ";
            if last < f.len() {
                out.push_str(&slice(last, f.len()));
            }
        }
    }
    while a < args.len() {
        let v = args[a];
        out.push_str(join);
        if v.is_string() {
            out.push_str(&string::units(v).to_string_lossy());
        } else {
            out.push_str(&inspect(v));
        }
        join = " ";
        a += 1;
    }
    out
}

/// JSON.stringify of a primitive, for `%j`.
fn json_primitive(v: Value) -> String {
    match v.kind() {
        Kind::Number => {
            let d = v.as_number();
            if d.is_finite() {
                number::to_js_string(d)
            } else {
                "null".into()
            }
        }
        Kind::String => {
            let mut s = String::from("\"");
            for c in string::units(v).to_string_lossy().chars() {
                match c {
                    '"' => s.push_str("\\\""),
                    '\\' => s.push_str("\\\\"),
                    '\n' => s.push_str("\\n"),
                    '\r' => s.push_str("\\r"),
                    '\t' => s.push_str("\\t"),
                    '\u{8}' => s.push_str("\\b"),
                    '\u{c}' => s.push_str("\\f"),
                    c if (c as u32) < 0x20 => s.push_str(&format!("\\u{:04x}", c as u32)),
                    c => s.push(c),
                }
            }
            s.push('"');
            s
        }
        Kind::Undefined | Kind::Symbol => "undefined".into(),
        _ => ops::to_rust_string(v),
    }
}

/// # Safety
/// `argv` points at `argc` valid values.
unsafe fn args<'a>(argc: u32, argv: *const Value) -> &'a [Value] {
    if argc == 0 {
        return &[];
    }
    // SAFETY: the caller passes `argc` values.
    unsafe { std::slice::from_raw_parts(argv, argc as usize) }
}

/// # Safety
/// `argv` points at `argc` valid values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_console_log(th: &mut Thread, argc: u32, argv: *const Value) -> Value {
    // SAFETY: forwarded from our caller.
    let mut line = format(unsafe { args(argc, argv) });
    line.push('\n');
    th.stdout.write(line.as_bytes());
    Value::UNDEFINED
}

/// # Safety
/// `argv` points at `argc` valid values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_console_error(
    _th: &mut Thread,
    argc: u32,
    argv: *const Value,
) -> Value {
    // SAFETY: forwarded from our caller.
    let mut line = format(unsafe { args(argc, argv) });
    line.push('\n');
    crate::io::eprint(&line);
    Value::UNDEFINED
}
