//! `console.table`: node's `Console.prototype.table` and its
//! `internal/cli_table` renderer. Each cell is the value inspected with a
//! shallow depth, at most three array items and no line breaks; the
//! columns are the row objects' own enumerable keys (or the `properties`
//! argument), in the order a null-prototype object would list them.
//!
//! Reading a row's properties may run getters, which may collect: the
//! data and the row being read are rooted, and every cell is turned into
//! text as soon as it is read.

use super::inspect::{Options, inspect_with, remove_colors};
use super::width::width;
use crate::abi::*;
use crate::builtins::arg;
use crate::collections::iterator::{self, IterKind};
use crate::collections::table as entries;
use crate::error::{JsResult, type_error};
use crate::heap::{self, Scope};
use crate::object::shape::ENUMERABLE;
use crate::object::{self, Key, Obj};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

const INDEX: &str = "(index)";
const ITERATION_INDEX: &str = "(iteration index)";
const KEY: &str = "Key";
const VALUES: &str = "Values";

/// `console.table(data, properties)`.
pub(super) fn table(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let (data, properties) = (arg(args, 0), arg(args, 1));
    if !properties.is_undefined() && !Obj::of(properties).is_some_and(|o| o.is_array()) {
        let received = received(th, properties);
        return Err(type_error(
            th,
            &format!(
                "The \"properties\" argument must be an instance of Array. Received {received}"
            ),
        ));
    }
    let Some(o) = Obj::of(data).filter(|o| !o.is_callable()) else {
        // Not an object: printed as console.log prints it.
        let text = super::format(th, &[data])?;
        super::extra::print(th, text);
        return Ok(Value::UNDEFINED);
    };
    let text = match o.kind() {
        KL_KIND_MAP => {
            let pairs = entries::entries(o)
                .into_iter()
                .map(|(k, v)| Ok((cell(th, k)?, cell(th, v)?)))
                .collect::<JsResult<Vec<_>>>()?;
            let (keys, values) = pairs.into_iter().unzip();
            key_values(keys, values)
        }
        KL_KIND_MAP_ITERATOR if iterator::kind(o) == IterKind::Entries => {
            let pairs = iterator::remaining(o)
                .into_iter()
                .map(|(k, v)| Ok((cell(th, k)?, cell(th, v)?)))
                .collect::<JsResult<Vec<_>>>()?;
            let (keys, values) = pairs.into_iter().unzip();
            key_values(keys, values)
        }
        KL_KIND_MAP_ITERATOR => {
            let keys = iterator::kind(o) == IterKind::Keys;
            let values = iterator::remaining(o)
                .into_iter()
                .map(|(k, v)| cell(th, if keys { k } else { v }))
                .collect::<JsResult<Vec<String>>>()?;
            set_like(values)
        }
        KL_KIND_SET | KL_KIND_SET_ITERATOR => {
            let items = if o.kind() == KL_KIND_SET {
                entries::entries(o)
            } else {
                iterator::remaining(o)
            };
            let values = items
                .into_iter()
                .map(|(k, _)| cell(th, k))
                .collect::<JsResult<Vec<String>>>()?;
            set_like(values)
        }
        _ => heap::scope(th, |s| rows(s, o, properties))?,
    };
    super::extra::print(th, text);
    Ok(Value::UNDEFINED)
}

/// A Map's table: iteration index, key, value.
fn key_values(keys: Vec<String>, values: Vec<String>) -> String {
    let index = index_column(keys.len());
    render(
        &[ITERATION_INDEX.into(), KEY.into(), VALUES.into()],
        &[index, opt(keys), opt(values)],
    )
}

/// A Set's table: iteration index, value.
fn set_like(values: Vec<String>) -> String {
    let index = index_column(values.len());
    render(
        &[ITERATION_INDEX.into(), VALUES.into()],
        &[index, opt(values)],
    )
}

fn index_column(n: usize) -> Vec<Option<String>> {
    (0..n).map(|i| Some(i.to_string())).collect()
}

fn opt(column: Vec<String>) -> Vec<Option<String>> {
    column.into_iter().map(Some).collect()
}

/// An object's or array's table: a row per own enumerable key, a column
/// per key of the rows (or per `properties`), and `Values` for the rows
/// that are primitives.
fn rows(s: &mut Scope<'_, '_>, o: Obj, properties: Value) -> JsResult<String> {
    let data = s.root(o.value());
    let props: Option<Vec<Key>> = match Obj::of(properties) {
        Some(p) => {
            let mut keys = Vec::new();
            let ph = s.root(p.value());
            for i in 0..object::array::length(p) {
                let p = Obj::of(s.get(ph)).expect("array");
                let v = object::array::fast_get(p, i).unwrap_or(Value::UNDEFINED);
                keys.push(s.collecting(|th| object::to_key(th, v))?);
            }
            Some(keys)
        }
        None => None,
    };
    // A property name's `toString` may have collected.
    let row_keys = enumerable_keys(Obj::of(s.get(data)).expect("object"));
    let mut index = Vec::with_capacity(row_keys.len());
    for &k in &row_keys {
        let kv = k.value(s.thread());
        index.push(Some(string::units(kv).to_string_lossy()));
    }
    // (column key, its cells by row), in first-seen order.
    let mut columns: Vec<(Key, Vec<Option<String>>)> = Vec::new();
    let mut primitives: Vec<Option<String>> = vec![None; row_keys.len()];
    let mut has_primitives = false;
    for (i, &rk) in row_keys.iter().enumerate() {
        let dv = s.get(data);
        let d = Obj::of(dv).expect("object");
        let item = s.collecting(|th| object::get(th, d, rk, dv))?;
        let item_obj = Obj::of(item);
        if props.is_none() && item_obj.is_none() {
            has_primitives = true;
            primitives[i] = Some(cell(s.thread(), item)?);
            continue;
        }
        let item_h = s.root(item);
        let keys = match (&props, item_obj) {
            (Some(p), _) => p.clone(),
            (None, Some(io)) => enumerable_keys(io),
            (None, None) => unreachable!("primitive rows handled above"),
        };
        for k in keys {
            let col = match columns.iter().position(|(ck, _)| *ck == k) {
                Some(c) => c,
                None => {
                    columns.push((k, vec![None; row_keys.len()]));
                    columns.len() - 1
                }
            };
            let iv = s.get(item_h);
            let text = match Obj::of(iv) {
                Some(io) if object::get_own(io, k).is_some() => {
                    let v = s.collecting(|th| object::get(th, io, k, iv))?;
                    cell(s.thread(), v)?
                }
                _ => String::new(),
            };
            columns[col].1[i] = Some(text);
        }
    }
    // A null-prototype object lists array-index keys first, ascending
    // (a table has a few columns: by insertion).
    crate::sort::insertion_sort_by_key(&mut columns, |(k, _)| match k {
        Key::Index(i) => (0, *i),
        Key::Name(_) => (1, 0),
    });
    let mut head = vec![INDEX.to_string()];
    let mut cols = vec![index];
    for (k, c) in columns {
        let kv = k.value(s.thread());
        head.push(string::units(kv).to_string_lossy());
        cols.push(c);
    }
    if has_primitives {
        head.push(VALUES.into());
        cols.push(primitives);
    }
    Ok(render(&head, &cols))
}

/// Own enumerable string keys (Object.keys). Ordinary objects and arrays
/// answer without running code.
fn enumerable_keys(o: Obj) -> Vec<Key> {
    object::own_keys(o)
        .into_iter()
        .filter(|k| !matches!(k, Key::Name(n) if n.is_symbol()))
        .filter(|&k| object::own_attrs(o, k).is_some_and(|a| a & ENUMERABLE != 0))
        .collect()
}

/// A cell: node's `_inspect`, shallow (an object with more than two keys
/// shows as `[Object]`), three array items at most, on one line. What a
/// custom inspect method or getter throws propagates.
fn cell(th: &mut Thread, v: Value) -> JsResult<String> {
    let many_keys = Obj::of(v)
        .filter(|o| !o.is_callable() && !o.is_array())
        .is_some_and(|o| enumerable_keys(o).len() > 2);
    let opts = Options {
        depth: if many_keys { -1 } else { 0 },
        max_array_length: 3,
        break_length: usize::MAX,
        ..super::console_options(super::Stream::Out)
    };
    super::try_inspect_with(th, v, &opts)
}

/// `internal/cli_table`: the box, the header row, a rule, then the rows;
/// each cell left-aligned (node 20's layout).
fn render(head: &[String], columns: &[Vec<Option<String>>]) -> String {
    let rows = columns.iter().map(Vec::len).max().unwrap_or(0);
    // Colors take no column (node's getStringWidth removes them).
    let width = |s: &str| width(&remove_colors(s));
    let mut widths: Vec<usize> = head.iter().map(|h| width(h)).collect();
    for (c, column) in columns.iter().enumerate() {
        for cell in column.iter().flatten() {
            widths[c] = widths[c].max(width(cell));
        }
    }
    let rule = |l: &str, m: &str, r: &str| {
        let parts: Vec<String> = widths.iter().map(|w| "─".repeat(w + 2)).collect();
        format!("{l}{}{r}", parts.join(m))
    };
    let row = |cells: Vec<&str>| {
        let mut out = String::from("│ ");
        for (i, c) in cells.iter().enumerate() {
            out.push_str(c);
            out.push_str(&" ".repeat(widths[i] - width(c)));
            if i + 1 < cells.len() {
                out.push_str(" │ ");
            }
        }
        out.push_str(" │");
        out
    };
    let mut out = rule("┌", "┬", "┐");
    out.push('\n');
    out.push_str(&row(head.iter().map(String::as_str).collect()));
    out.push('\n');
    out.push_str(&rule("├", "┼", "┤"));
    out.push('\n');
    for r in 0..rows {
        let cells = columns
            .iter()
            .map(|c| c.get(r).and_then(|x| x.as_deref()).unwrap_or(""))
            .collect();
        out.push_str(&row(cells));
        out.push('\n');
    }
    out.push_str(&rule("└", "┴", "┘"));
    out
}

/// node's "Received …" for a value of the wrong type.
fn received(th: &mut Thread, v: Value) -> String {
    if v.is_nullish() {
        return ops::to_rust_string(v).to_string();
    }
    if let Some(o) = Obj::of(v) {
        if o.is_callable() {
            let name = crate::console::data_get(o, Key::Name(th.realm.names.name));
            let name = if name.is_string() {
                string::units(name).to_string_lossy()
            } else {
                String::new()
            };
            return format!("function {name}");
        }
        let ctor = crate::console::inspect_brief(th, v);
        return format!(
            "an instance of {}",
            ctor.trim_start_matches("#<").trim_end_matches('>')
        );
    }
    let ty = if v.is_string() {
        "string"
    } else if v.is_number() {
        "number"
    } else if v.is_bool() {
        "boolean"
    } else {
        "symbol"
    };
    let shown = inspect_with(th, v, &Options::default());
    format!("type {ty} ({shown})")
}
