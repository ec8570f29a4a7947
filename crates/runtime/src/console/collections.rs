//! node's `util.inspect` of the keyed collections and of dates: `formatMap`,
//! `formatSet`, `formatIterator` (with `formatMapIterInner` and
//! `formatSetIterInner`), `formatWeakCollection`, and the date branch of
//! `formatRaw`. Like the rest of inspection this reads the tables directly
//! and never runs JavaScript (an iterator is previewed, not advanced).

use super::inspect::{Ctx, Layout, Style, format_value, reduce_to_single_string};
use super::names;
use crate::abi::*;
use crate::collections::iterator::{self, IterKind};
use crate::collections::{table, weak};
use crate::object::Obj;
use crate::value::Value;

/// Map, Set and their iterators: the objects inspected through their
/// entries, with `{` braces and no column grouping.
pub(super) fn is_keyed(o: Obj) -> bool {
    matches!(
        o.kind(),
        KL_KIND_MAP | KL_KIND_SET | KL_KIND_MAP_ITERATOR | KL_KIND_SET_ITERATOR
    )
}

/// A Map or Set with no entries (iterators always print their braces).
pub(super) fn is_empty_collection(o: Obj) -> bool {
    matches!(o.kind(), KL_KIND_MAP | KL_KIND_SET) && table::size(o) == 0
}

/// The opening brace: `Map(2) {`, `MyMap(0) [Map] {`, `[Map Entries] {`.
pub(super) fn open_brace(o: Obj, constructor: Option<&str>, tag: &str) -> String {
    match o.kind() {
        KL_KIND_MAP | KL_KIND_SET => {
            let fallback = if o.kind() == KL_KIND_MAP {
                "Map"
            } else {
                "Set"
            };
            let size = format!("({})", table::size(o));
            format!("{}{{", names::get_prefix(constructor, tag, fallback, &size))
        }
        _ => {
            // node's getIteratorBraces, then formatIterator's renaming of
            // an entries iterator.
            let ty = if o.kind() == KL_KIND_MAP_ITERATOR {
                "Map"
            } else {
                "Set"
            };
            let own = format!("{ty} Iterator");
            let mut t = tag.to_owned();
            if t != own {
                if !t.is_empty() {
                    t.push_str("] [");
                }
                t.push_str(&own);
            }
            let mut brace = format!("[{t}] {{");
            if iterator::kind(o) == IterKind::Entries && brace.ends_with(" Iterator] {") {
                brace.truncate(brace.len() - " Iterator] {".len());
                brace.push_str(" Entries] {");
            }
            brace
        }
    }
}

/// The opening brace of a WeakMap or WeakSet.
pub(super) fn weak_brace(o: Obj, constructor: Option<&str>, tag: &str) -> String {
    let fallback = if o.kind() == KL_KIND_WEAKMAP {
        "WeakMap"
    } else {
        "WeakSet"
    };
    format!("{}{{", names::get_prefix(constructor, tag, fallback, ""))
}

fn more_items(remaining: usize) -> String {
    let s = if remaining > 1 { "s" } else { "" };
    format!("... {remaining} more item{s}")
}

/// The entries of a Map, Set, iterator, WeakMap or WeakSet.
pub(super) fn format_entries(ctx: &mut Ctx, o: Obj, recurse_times: i64) -> Vec<String> {
    match o.kind() {
        KL_KIND_MAP => {
            let pairs = table::entries(o);
            format_pairs(ctx, &pairs, recurse_times, Pairs::Arrow)
        }
        KL_KIND_SET => {
            let keys: Vec<Value> = table::entries(o).into_iter().map(|(k, _)| k).collect();
            format_list(ctx, &keys, recurse_times, false)
        }
        KL_KIND_WEAKMAP | KL_KIND_WEAKSET if !ctx.opts.show_hidden => {
            vec![ctx.opts.stylize("<items unknown>", Style::Special)]
        }
        KL_KIND_WEAKMAP => {
            let pairs = weak::of(o).entries();
            format_pairs(ctx, &pairs, recurse_times, Pairs::Weak)
        }
        KL_KIND_WEAKSET => {
            let keys: Vec<Value> = weak::of(o).entries().into_iter().map(|(k, _)| k).collect();
            format_list(ctx, &keys, recurse_times, true)
        }
        _ => {
            let set = o.kind() == KL_KIND_SET_ITERATOR;
            let rest = iterator::remaining(o);
            match iterator::kind(o) {
                IterKind::Entries => {
                    let pairs: Vec<(Value, Value)> = rest
                        .into_iter()
                        .map(|(k, v)| (k, if set { k } else { v }))
                        .collect();
                    format_pairs(ctx, &pairs, recurse_times, Pairs::Entries)
                }
                IterKind::Values if !set => {
                    let vals: Vec<Value> = rest.into_iter().map(|(_, v)| v).collect();
                    format_list(ctx, &vals, recurse_times, false)
                }
                _ => {
                    let keys: Vec<Value> = rest.into_iter().map(|(k, _)| k).collect();
                    format_list(ctx, &keys, recurse_times, false)
                }
            }
        }
    }
}

/// How pairs print: `k => v` (a Map), `k => v` sorted (a WeakMap), or
/// `[ k, v ]` (an entries iterator).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pairs {
    Arrow,
    Weak,
    Entries,
}

/// node's `formatMap` / `formatMapIterInner`.
fn format_pairs(
    ctx: &mut Ctx,
    pairs: &[(Value, Value)],
    recurse_times: i64,
    style: Pairs,
) -> Vec<String> {
    let max = ctx.opts.max_array_length.min(pairs.len());
    let mut output = Vec::with_capacity(max + 1);
    ctx.indent += 2;
    for &(k, v) in &pairs[..max] {
        let ks = format_value(ctx, k, recurse_times);
        let vs = format_value(ctx, v, recurse_times);
        output.push(if style == Pairs::Entries {
            let braces = [String::from("["), String::from("]")];
            reduce_to_single_string(
                ctx,
                vec![ks, vs],
                "",
                &braces,
                Layout::ArrayExtras,
                recurse_times,
                None,
            )
        } else {
            format!("{ks} => {vs}")
        });
    }
    ctx.indent -= 2;
    if style == Pairs::Weak {
        super::quote::sort_utf16(&mut output);
    }
    if pairs.len() > max {
        output.push(more_items(pairs.len() - max));
    }
    output
}

/// node's `formatSet` / `formatSetIterInner` (sorted for a WeakSet).
fn format_list(ctx: &mut Ctx, values: &[Value], recurse_times: i64, weak: bool) -> Vec<String> {
    let max = ctx.opts.max_array_length.min(values.len());
    let mut output = Vec::with_capacity(max + 1);
    ctx.indent += 2;
    for &v in &values[..max] {
        output.push(format_value(ctx, v, recurse_times));
    }
    ctx.indent -= 2;
    if weak {
        super::quote::sort_utf16(&mut output);
    }
    if values.len() > max {
        output.push(more_items(values.len() - max));
    }
    output
}

/// A date's base text: its ISO form (or `Invalid Date`), prefixed by a
/// subclass name or tag.
pub(super) fn date_base(o: Obj, constructor: Option<&str>, tag: &str) -> String {
    let t = crate::date::time_value(o);
    let base = crate::date::format::inspect_text(t);
    let prefix = names::get_prefix(constructor, tag, "Date", "");
    if prefix == "Date " {
        base
    } else {
        format!("{prefix}{base}")
    }
}
