//! `isWellFormed`/`toWellFormed`, and Annex B's HTML methods (`anchor`,
//! `bold`, `link`, …), which node has and programs still call.

use super::{Conv, prepare};
use crate::builtins::methods::{self, Proto, optional_methods};
use crate::error::JsResult;
use crate::object::Obj;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

// The optional methods (builtins/methods.rs).
optional_methods! {
    kl_method_string_isWellFormed = String "isWellFormed" 0 is_well_formed;
    kl_method_string_toWellFormed = String "toWellFormed" 0 to_well_formed;
    kl_method_string_anchor = String "anchor" 1 anchor;
    kl_method_string_big = String "big" 0 big;
    kl_method_string_blink = String "blink" 0 blink;
    kl_method_string_bold = String "bold" 0 bold;
    kl_method_string_fixed = String "fixed" 0 fixed;
    kl_method_string_fontcolor = String "fontcolor" 1 fontcolor;
    kl_method_string_fontsize = String "fontsize" 1 fontsize;
    kl_method_string_italics = String "italics" 0 italics;
    kl_method_string_link = String "link" 1 link;
    kl_method_string_small = String "small" 0 small;
    kl_method_string_strike = String "strike" 0 strike;
    kl_method_string_sub = String "sub" 0 sub;
    kl_method_string_sup = String "sup" 0 sup;
}

pub fn install(th: &mut Thread, p: Obj) {
    for name in [
        "isWellFormed",
        "toWellFormed",
        "anchor",
        "big",
        "blink",
        "bold",
        "fixed",
        "fontcolor",
        "fontsize",
        "italics",
        "link",
        "small",
        "strike",
        "sub",
        "sup",
    ] {
        methods::install(th, p, Proto::String, name);
    }
}

/// The code units with each lone surrogate replaced by U+FFFD, or None if
/// there is none.
fn well_formed(units: &[u16]) -> Option<Vec<u16>> {
    let mut out: Option<Vec<u16>> = None;
    let mut i = 0;
    while i < units.len() {
        let c = units[i];
        let pair = (0xD800..0xDC00).contains(&c)
            && units
                .get(i + 1)
                .is_some_and(|d| (0xDC00..0xE000).contains(d));
        if pair {
            i += 2;
            continue;
        }
        if (0xD800..0xE000).contains(&c) {
            out.get_or_insert_with(|| units.to_vec())[i] = 0xFFFD;
        }
        i += 1;
    }
    out
}

fn is_well_formed(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, []) = prepare(th, this, "isWellFormed", args, [])?;
    let units: Vec<u16> = string::units(s).iter().collect();
    Ok(Value::boolean(well_formed(&units).is_none()))
}

fn to_well_formed(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (s, []) = prepare(th, this, "toWellFormed", args, [])?;
    let units: Vec<u16> = string::units(s).iter().collect();
    Ok(match well_formed(&units) {
        None => s,
        Some(fixed) => string::from_utf16(th, &fixed),
    })
}

/// CreateHTML: `<tag attr="value">string</tag>`, `"` in the value
/// escaped as `&quot;`.
fn create_html(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    method_name: &str,
    tag: &str,
    attribute: Option<&str>,
) -> JsResult<Value> {
    let (s, [v]) = prepare(th, this, method_name, args, [Conv::Str])?;
    let mut out: Vec<u16> = Vec::new();
    out.push(u16::from(b'<'));
    out.extend(tag.encode_utf16());
    if let Some(a) = attribute {
        out.push(u16::from(b' '));
        out.extend(a.encode_utf16());
        out.extend("=\"".encode_utf16());
        for c in string::units(v.str()).iter() {
            if c == u16::from(b'"') {
                out.extend("&quot;".encode_utf16());
            } else {
                out.push(c);
            }
        }
        out.push(u16::from(b'"'));
    }
    out.push(u16::from(b'>'));
    out.extend(string::units(s).iter());
    out.extend("</".encode_utf16());
    out.extend(tag.encode_utf16());
    out.push(u16::from(b'>'));
    super::check_length(th, out.len())?;
    Ok(string::from_utf16(th, &out))
}

macro_rules! html_methods {
    ($($f:ident: $name:literal, $tag:literal, $attr:expr;)*) => {$(
        fn $f(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
            create_html(th, this, args, $name, $tag, $attr)
        }
    )*};
}

html_methods! {
    anchor: "anchor", "a", Some("name");
    big: "big", "big", None;
    blink: "blink", "blink", None;
    bold: "bold", "b", None;
    fixed: "fixed", "tt", None;
    fontcolor: "fontcolor", "font", Some("color");
    fontsize: "fontsize", "font", Some("size");
    italics: "italics", "i", None;
    link: "link", "a", Some("href");
    small: "small", "small", None;
    strike: "strike", "strike", None;
    sub: "sub", "sub", None;
    sup: "sup", "sup", None;
}
