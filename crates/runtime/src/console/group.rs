//! node's `groupArrayElements`: more than six array entries are laid out
//! in aligned columns when they are short and of similar widths.

use super::inspect::{Ctx, data_get, remove_colors};
use super::quote::{js_len, pad};
use super::width::width;
use crate::object::{Key, Obj};

/// One entry's separator: a comma and a space.
const SEPARATOR_SPACE: usize = 2;
/// A character is about 2.5 times as high as it is wide: the columns aim at
/// a square block.
const APPROX_CHAR_HEIGHTS: f64 = 2.5;

/// Lays `output` out in columns, or returns it unchanged when the entries
/// are too wide or too uneven. Numbers (every element of `value` a number)
/// are right-aligned, anything else left-aligned.
pub(super) fn group_array_elements(
    ctx: &Ctx,
    output: Vec<String>,
    value: Option<Obj>,
) -> Vec<String> {
    let mut total_length = 0usize;
    let mut max_length = 0usize;
    let mut output_length = output.len();
    // Leaves out the "... n more items" entry (node's heuristic: it counts
    // entries, so extra keys of a long array take that place).
    if ctx.opts.max_array_length < output.len() {
        output_length -= 1;
    }
    // With colors, the codes take no column (node's getStringWidth with
    // removeControlChars); the padding below adds back their length.
    let data_len: Vec<usize> = output[..output_length]
        .iter()
        .map(|s| {
            if ctx.opts.colors {
                width(&remove_colors(s))
            } else {
                width(s)
            }
        })
        .collect();
    for &len in &data_len {
        total_length += len + SEPARATOR_SPACE;
        max_length = max_length.max(len);
    }
    let actual_max = max_length + SEPARATOR_SPACE;
    let break_length = ctx.opts.break_length;
    if !(actual_max * 3 + ctx.indent < break_length
        && (total_length as f64 / actual_max as f64 > 5.0 || max_length <= 6))
    {
        return output;
    }
    let average_bias = (actual_max as f64 - total_length as f64 / output.len() as f64).sqrt();
    let biased_max = (actual_max as f64 - 3.0 - average_bias).max(1.0);
    let columns =
        js_round((APPROX_CHAR_HEIGHTS * biased_max * output_length as f64).sqrt() / biased_max)
            .min(((break_length - ctx.indent) / actual_max) as f64)
            .min((ctx.opts.compact * 4) as f64)
            .min(15.0);
    if columns <= 1.0 {
        return output;
    }
    let columns = columns as usize;
    let max_line_length: Vec<usize> = (0..columns)
        .map(|i| {
            let widest = (i..output_length)
                .step_by(columns)
                .map(|j| data_len[j])
                .max()
                .unwrap_or(0);
            widest + SEPARATOR_SPACE
        })
        .collect();
    let numbers = value.is_none_or(|o| {
        (0..output.len()).all(|i| {
            let v = data_get(o, Key::Index(i as u32));
            v.is_number() || v.is_bigint()
        })
    });
    let mut grouped = Vec::new();
    for i in (0..output_length).step_by(columns) {
        let max = (i + columns).min(output_length);
        let mut line = String::new();
        for j in i..max - 1 {
            let padding = (max_line_length[j - i] + js_len(&output[j])).saturating_sub(data_len[j]);
            line.push_str(&pad(&format!("{}, ", output[j]), padding, numbers));
        }
        let j = max - 1;
        if numbers {
            let padding = (max_line_length[j - i] + js_len(&output[j]))
                .saturating_sub(data_len[j] + SEPARATOR_SPACE);
            line.push_str(&pad(&output[j], padding, true));
        } else {
            line.push_str(&output[j]);
        }
        grouped.push(line);
    }
    if ctx.opts.max_array_length < output.len() {
        grouped.push(output[output_length].clone());
    }
    grouped
}

/// JavaScript's `Math.round` (halves round up).
fn js_round(x: f64) -> f64 {
    (x + 0.5).floor()
}
