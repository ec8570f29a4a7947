//! The rest of node's `console`: `dir`, `table` (in `table.rs`),
//! `group`/`groupCollapsed`/
//! `groupEnd` (whose indentation every console method applies),
//! `count`/`countReset`, `time`/`timeLog`/`timeEnd`, `assert`, `trace`,
//! and the methods that print nothing without an inspector or a terminal
//! (`clear`, `profile`, `profileEnd`, `timeStamp`). Warnings go to stderr
//! as node's `process.emitWarning` would put them (without its process id).

use std::time::Instant;

use super::inspect::Options;
use crate::builtins::arg;
use crate::error::JsResult;
use crate::heap::{self, Handle};
use crate::number;
use crate::object::function::{NativeFn, new_native};
use crate::object::{Key, shape};
use crate::ops;
use crate::string;
use crate::thread::Thread;
use crate::value::Value;

/// The per-thread state of the console methods.
#[derive(Default)]
pub struct State {
    /// Spaces before every line printed (two per open group).
    indent: usize,
    /// `console.count`'s counters, by label, in creation order.
    counts: Vec<(String, u64)>,
    /// `console.time`'s running timers, by label.
    timers: Vec<(String, Instant)>,
}

/// The global `console` object (the console group's install,
/// builtins/link.rs). Compiled `console.log(…)` and `console.error(…)`
/// calls reach `kl_console_log` and `kl_console_error` without it. Its
/// methods are enumerable, in node's order, and it is tagged `console`,
/// so `console.log(console)` prints what node prints.
pub fn install(th: &mut Thread) {
    let console = crate::object::new_plain(th);
    let methods: &[(&str, u32, NativeFn)] = &[
        ("log", 0, console_log),
        ("warn", 0, console_error),
        ("dir", 0, dir),
        ("time", 0, time),
        ("timeEnd", 0, time_end),
        ("timeLog", 0, time_log),
        ("trace", 0, trace),
        ("assert", 0, assert),
        ("clear", 0, nothing),
        ("count", 0, count),
        ("countReset", 0, count_reset),
        ("group", 0, group),
        ("groupEnd", 0, group_end),
        ("table", 0, super::table::table),
        ("debug", 0, console_log),
        ("info", 0, console_log),
        ("dirxml", 0, dirxml),
        ("error", 0, console_error),
        ("groupCollapsed", 0, group),
        ("Console", 1, unsupported),
        ("profile", 0, nothing),
        ("profileEnd", 0, nothing),
        ("timeStamp", 0, nothing),
        ("context", 1, unsupported),
        ("createTask", 0, unsupported),
    ];
    for &(name, length, f) in methods {
        let atom = th.realm.atoms.intern_str(name);
        let f = new_native(th, atom, length, f);
        crate::object::define(th, console, Key::Name(atom), f.value(), shape::DATA);
    }
    let tag = th.realm.symbols.to_string_tag;
    let text = string::from_str(th, "console");
    crate::object::define(th, console, Key::Name(tag), text, shape::CONFIGURABLE);
    crate::object::realm::define_global(th, "console", console.value());
}

/// `console.Console`, `context` and `createTask`, reached through a name
/// made at run time (lowering refuses them by name).
fn unsupported(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    crate::error::fatal(
        "this program called console.Console, console.context or console.createTask, \
         which kiln does not support",
    )
}

fn console_log(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    // SAFETY: a slice's pointer and length.
    Ok(unsafe { super::kl_console_log(th, args.len() as u32, args.as_ptr()) })
}

fn console_error(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    // SAFETY: a slice's pointer and length.
    Ok(unsafe { super::kl_console_error(th, args.len() as u32, args.as_ptr()) })
}

/// `text` with the group indentation before each of its lines.
pub fn indented(th: &Thread, text: String) -> String {
    let n = th.console.indent;
    if n == 0 {
        return text;
    }
    let pad = " ".repeat(n);
    let mut out = String::with_capacity(text.len() + n);
    out.push_str(&pad);
    out.push_str(&text.replace('\n', &format!("\n{pad}")));
    out
}

/// A line on stdout, indented as console.log indents it.
pub(super) fn print(th: &mut Thread, text: String) {
    out(th, text);
}

fn out(th: &mut Thread, text: String) {
    let mut line = indented(th, text);
    line.push('\n');
    th.stdout.write(line.as_bytes());
}

fn err(th: &mut Thread, text: String) {
    let mut line = indented(th, text);
    line.push('\n');
    // What console.log wrote before goes out first.
    th.stdout.flush();
    crate::io::eprint(&line);
}

fn warn(text: &str) {
    crate::io::eprint(&format!("Warning: {text}\n"));
}

fn nothing(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::UNDEFINED)
}

/// `${label}` of a label argument, `default` when it is undefined.
fn label(th: &mut Thread, v: Value) -> JsResult<String> {
    if v.is_undefined() {
        return Ok("default".into());
    }
    ops::to_rust_string_js(th, v)
}

/// The label (first argument), then the rest formatted as console.log
/// would (empty if there is none); the rest stays rooted while the label's
/// `toString` runs.
fn label_and_rest(th: &mut Thread, args: &[Value]) -> JsResult<(String, String)> {
    heap::scope(th, |s| {
        let hs: Vec<Handle> = args.iter().map(|&v| s.root(v)).collect();
        let first = hs.first().map_or(Value::UNDEFINED, |&h| s.get(h));
        let l = s.collecting(|th| label(th, first))?;
        let rest = if hs.len() > 1 {
            super::format_rooted(s, &hs[1..], super::Stream::Out)?
        } else {
            String::new()
        };
        Ok((l, rest))
    })
}

/// `console.dir(v, options)`: v inspected (a string quoted) with the
/// options, over node's `{ customInspect: false }` and the stream's colors.
fn dir(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let base = Options {
        custom_inspect: false,
        ..super::console_options(super::Stream::Out)
    };
    heap::scope(th, |s| {
        let v = s.root(arg(args, 0));
        // The arguments are not roots, and the options' getters may collect.
        let o = s.root(arg(args, 1));
        let opts = super::custom::read_options(s, o, base)?;
        let v = s.get(v);
        // A getter's exception propagates, as from console.log.
        let text = s.collecting(|th| super::try_inspect_with(th, v, &opts))?;
        out(s.thread(), text);
        Ok(Value::UNDEFINED)
    })
}

fn dirxml(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let text = super::format(th, args)?;
    out(th, text);
    Ok(Value::UNDEFINED)
}

/// `console.group(...label)`: the label printed as console.log prints it,
/// then two more spaces of indentation.
fn group(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if !args.is_empty() {
        let text = super::format(th, args)?;
        out(th, text);
    }
    th.console.indent += 2;
    Ok(Value::UNDEFINED)
}

fn group_end(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    th.console.indent = th.console.indent.saturating_sub(2);
    Ok(Value::UNDEFINED)
}

fn count(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let l = label(th, arg(args, 0))?;
    let counts = &mut th.console.counts;
    let n = match counts.iter_mut().find(|(k, _)| *k == l) {
        Some((_, n)) => {
            *n += 1;
            *n
        }
        None => {
            counts.push((l.clone(), 1));
            1
        }
    };
    out(th, format!("{l}: {n}"));
    Ok(Value::UNDEFINED)
}

fn count_reset(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let l = label(th, arg(args, 0))?;
    match th.console.counts.iter_mut().find(|(k, _)| *k == l) {
        Some((_, n)) => *n = 0,
        None => warn(&format!("Count for '{l}' does not exist")),
    }
    Ok(Value::UNDEFINED)
}

fn time(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let l = label(th, arg(args, 0))?;
    if th.console.timers.iter().any(|(k, _)| *k == l) {
        warn(&format!("Label '{l}' already exists for console.time()"));
    } else {
        th.console.timers.push((l, Instant::now()));
    }
    Ok(Value::UNDEFINED)
}

/// node's `formatTime`: milliseconds to three decimals (trailing zeros
/// dropped), seconds from one second, `m:ss.mmm (m:ss.mmm)` from a minute.
fn format_time(ms: f64) -> String {
    const SECOND: f64 = 1000.0;
    const MINUTE: f64 = 60.0 * SECOND;
    const HOUR: f64 = 60.0 * MINUTE;
    // node's formatTime, with its `toFixed(3)` as kiln's (ties away from
    // zero; Rust's `{:.3}` would round them to even, and its float
    // formatting is 15 KB that nothing else in a program needs).
    let (mut hours, mut minutes, mut seconds, mut ms) = (0u64, 0u64, 0.0, ms);
    if ms >= SECOND {
        if ms >= MINUTE {
            if ms >= HOUR {
                hours = (ms / HOUR).floor() as u64;
                ms %= HOUR;
            }
            minutes = (ms / MINUTE).floor() as u64;
            ms %= MINUTE;
        }
        seconds = ms / SECOND;
    }
    if hours != 0 || minutes != 0 {
        let fixed = number::to_fixed(seconds, 3);
        let (whole, frac) = fixed.split_once('.').unwrap_or((&fixed, ""));
        return if hours != 0 {
            format!("{hours}:{minutes:02}:{whole:0>2}.{frac} (h:mm:ss.mmm)")
        } else {
            format!("{minutes}:{whole:0>2}.{frac} (m:ss.mmm)")
        };
    }
    if seconds != 0.0 {
        return format!("{}s", number::to_fixed(seconds, 3));
    }
    let rounded: f64 = number::to_fixed(ms, 3).parse().unwrap_or(ms);
    format!("{}ms", number::to_js_string(rounded))
}

/// Prints `label: elapsed rest` for a running timer (removing it for
/// timeEnd), or warns as node does.
fn report(th: &mut Thread, args: &[Value], method: &str, end: bool) -> JsResult<Value> {
    let (l, rest) = if end {
        (label(th, arg(args, 0))?, String::new())
    } else {
        label_and_rest(th, args)?
    };
    let Some(i) = th.console.timers.iter().position(|(k, _)| *k == l) else {
        warn(&format!("No such label '{l}' for console.{method}()"));
        return Ok(Value::UNDEFINED);
    };
    let ms = th.console.timers[i].1.elapsed().as_secs_f64() * 1000.0;
    if end {
        th.console.timers.remove(i);
    }
    let mut text = format!("{l}: {}", format_time(ms));
    if !rest.is_empty() {
        text.push(' ');
        text.push_str(&rest);
    }
    out(th, text);
    Ok(Value::UNDEFINED)
}

fn time_end(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    report(th, args, "timeEnd", true)
}

fn time_log(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    report(th, args, "timeLog", false)
}

/// `console.assert(cond, ...data)`: nothing if `cond` is truthy, else
/// `Assertion failed` (joined to a leading string) on stderr.
fn assert(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    if ops::kl_truthy_slow(arg(args, 0)) {
        return Ok(Value::UNDEFINED);
    }
    let data = &args[1.min(args.len())..];
    let text = match data.first() {
        None => "Assertion failed".to_owned(),
        Some(&first) => {
            // node 20: `Assertion failed: ${args[0]}` (ToString, which
            // throws for a symbol), then the rest formatted after it.
            let joined = heap::scope(th, |s| {
                let rest: Vec<Handle> = data[1..].iter().map(|&v| s.root(v)).collect();
                let first = s.collecting(|th| ops::to_rust_string_js(th, first))?;
                let head = string::from_str(s.thread(), &format!("Assertion failed: {first}"));
                let mut joined = vec![head];
                joined.extend(rest.iter().map(|&h| s.get(h)));
                Ok::<_, crate::error::Thrown>(joined)
            })?;
            super::format_to(th, &joined, super::Stream::Err)?
        }
    };
    err(th, text);
    Ok(Value::UNDEFINED)
}

/// `console.trace(...data)`: `Trace: data` and the frames on stderr (kiln
/// records no frames: one anonymous frame stands for them, as in `stack`).
fn trace(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let text = if args.is_empty() {
        "Trace".to_owned()
    } else {
        format!("Trace: {}", super::format_to(th, args, super::Stream::Err)?)
    };
    err(th, format!("{text}\n    at <anonymous>"));
    Ok(Value::UNDEFINED)
}

#[cfg(test)]
mod tests {
    use super::format_time;

    #[test]
    fn times_are_formatted_as_node_formats_them() {
        assert_eq!(format_time(0.5), "0.5ms");
        assert_eq!(format_time(12.34567), "12.346ms");
        assert_eq!(format_time(3.0), "3ms");
        assert_eq!(format_time(1500.0), "1.500s");
        assert_eq!(format_time(61_500.0), "1:01.500 (m:ss.mmm)");
        assert_eq!(format_time(3_723_000.0), "1:02:03.000 (h:mm:ss.mmm)");
        // toFixed's tie goes away from zero (node: 0.063, not 0.062), and
        // a second rounded up to 60 stays as node shows it.
        assert_eq!(format_time(0.0625), "0.063ms");
        assert_eq!(format_time(3_605_250.0), "1:00:05.250 (h:mm:ss.mmm)");
        assert_eq!(format_time(119_999.999_9), "1:60.000 (m:ss.mmm)");
    }
}
