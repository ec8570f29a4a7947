//! How `util.inspect` prints an error (node's `formatError`): its `stack`,
//! with the name made to agree with the class (`improveStack`), frames
//! repeated from its `cause` elided, wrapped in brackets when it has no
//! frames, and indented with the entry. Own properties that the stack
//! already shows (`name`, `message`, `stack`) are not listed again; a
//! `cause` and an AggregateError's `errors` are.

use super::inspect::{Ctx, data_get, is_error, js_string, truthy};
use super::names::{get_prefix, get_running_getters};
use crate::object::{self, Key, Obj};

/// The error's text, as node's `getStackString` reads it with [[Get]]:
/// `err.stack ? String(err.stack) : ErrorPrototypeToString(err)`. A getter
/// runs each time it is read, and one that throws makes the whole
/// inspection throw (`ctx.thrown`), as node's `console.log` does. A stack
/// not read yet is formatted and kept as its first read would, running
/// `name` and `message` getters once.
fn stack_string(ctx: &mut Ctx, err: Obj) -> String {
    let (name_k, message_k, stack_k) = (
        Key::Name(ctx.th.realm.names.name),
        Key::Name(ctx.th.realm.names.message),
        Key::Name(ctx.th.realm.names.stack),
    );
    if crate::stack::is_lazy(ctx.th, err) {
        let name = get_running_getters(ctx, err, name_k);
        let message = get_running_getters(ctx, err, message_k);
        if let Some(text) = crate::stack::settle_with(ctx.th, err, name, message) {
            return text;
        }
    }
    if truthy(get_running_getters(ctx, err, stack_k)) {
        return js_string(get_running_getters(ctx, err, stack_k));
    }
    let name = get_running_getters(ctx, err, name_k);
    let name = if name.is_undefined() {
        "Error".to_owned()
    } else {
        js_string(name)
    };
    let msg = get_running_getters(ctx, err, message_k);
    let msg = if msg.is_undefined() {
        String::new()
    } else {
        js_string(msg)
    };
    match (name.is_empty(), msg.is_empty()) {
        (_, true) => name,
        (true, false) => msg,
        _ => format!("{name}: {msg}"),
    }
}

/// node's `formatError`; may add `cause` and `errors` to `keys`.
pub(super) fn format_error(
    ctx: &mut Ctx,
    err: Obj,
    constructor: Option<&str>,
    tag: &str,
    keys: &mut Vec<Key>,
) -> String {
    let names = &ctx.th.realm.names;
    let (name_k, message_k, stack_k, cause_k) = (
        Key::Name(names.name),
        Key::Name(names.message),
        Key::Name(names.stack),
        Key::Name(names.cause),
    );
    // node reads `err.name` with [[Get]], twice (`err.name != null ?
    // String(err.name) : 'Error'`): a getter runs each time.
    let name = get_running_getters(ctx, err, name_k);
    let name = if name.is_nullish() {
        "Error".to_owned()
    } else {
        js_string(get_running_getters(ctx, err, name_k))
    };
    let mut stack = stack_string(ctx, err);

    // removeDuplicateErrorKeys
    if !ctx.opts.show_hidden && !keys.is_empty() {
        for k in [name_k, message_k, stack_k] {
            if let Some(i) = keys.iter().position(|&x| x == k)
                && stack.contains(&js_string(get_running_getters(ctx, err, k)))
            {
                keys.remove(i);
            }
        }
    }
    if object::has(err, cause_k) && !keys.contains(&cause_k) {
        keys.push(cause_k);
    }
    let errors_k = Key::Name(ctx.th.realm.atoms.intern_str("errors"));
    if Obj::of(data_get(err, errors_k)).is_some_and(|a| a.is_array()) && !keys.contains(&errors_k) {
        keys.push(errors_k);
    }

    stack = improve_stack(stack, constructor, &name, tag);

    // The frames start after the message (which may itself hold "\n    at").
    // `(err.message && stack.indexOf(err.message)) || -1`: read twice.
    let mut pos = None;
    if truthy(get_running_getters(ctx, err, message_k)) {
        let m = js_string(get_running_getters(ctx, err, message_k));
        if let Some(i) = stack.find(&m).filter(|&i| i != 0) {
            pos = Some(i + m.len());
        }
    }
    let from = pos.unwrap_or(0).min(stack.len());
    match stack[from..].find("\n    at").map(|i| i + from) {
        None => stack = format!("[{stack}]"),
        Some(start) => {
            let mut head = stack[..start].to_owned();
            let lines = stack_frames(ctx, err, &stack[start + 1..]);
            head.push('\n');
            head.push_str(&lines.join("\n"));
            stack = head;
        }
    }
    if ctx.indent != 0 {
        let indentation = format!("\n{}", " ".repeat(ctx.indent));
        stack = stack.replace('\n', &indentation);
    }
    stack
}

/// node's `getStackFrames`: the frame lines, with a run shared with the
/// cause's stack replaced by `... N lines matching cause stack trace ...`.
fn stack_frames(ctx: &mut Ctx, err: Obj, frames: &str) -> Vec<String> {
    let mut lines: Vec<String> = frames.split('\n').map(str::to_owned).collect();
    let cause = data_get(err, Key::Name(ctx.th.realm.names.cause));
    if let Some(c) = Obj::of(cause).filter(|&c| is_error(ctx.th, c)) {
        let cause_stack = stack_string(ctx, c);
        if let Some(start) = cause_stack.find("\n    at") {
            let cause_lines: Vec<&str> = cause_stack[start + 1..].split('\n').collect();
            let (len, offset) = identical_sequence_range(&lines, &cause_lines);
            if len > 0 {
                let skipped = len - 2;
                let msg = format!("    ... {skipped} lines matching cause stack trace ...");
                lines.splice(offset + 1..offset + 1 + skipped, [msg]);
            }
        }
    }
    lines
}

/// node's `identicalSequenceRange`: the first run of more than three lines
/// of `a` that also appear consecutively in `b`, as (length, offset in a).
fn identical_sequence_range(a: &[String], b: &[&str]) -> (usize, usize) {
    for i in 0..a.len().saturating_sub(3) {
        let Some(pos) = b.iter().position(|&l| l == a[i]) else {
            continue;
        };
        let rest = b.len() - pos;
        if rest > 3 {
            let mut len = 1;
            let max_len = (a.len() - i).min(rest);
            while max_len > len && a[i + len] == b[pos + len] {
                len += 1;
            }
            if len > 3 {
                return (len, i);
            }
        }
    }
    (0, 0)
}

/// node's `improveStack`: makes the stack's first word name the class
/// (`Foo [TypeError]: …`, `[Error: null prototype]: …`) when the error's
/// `name` does not already.
fn improve_stack(stack: String, constructor: Option<&str>, name: &str, tag: &str) -> String {
    let mut len = name.len();
    let regular = name.ends_with("Error")
        && stack.starts_with(name)
        && matches!(stack.as_bytes().get(len), None | Some(b':') | Some(b'\n'));
    if constructor.is_some() && !regular {
        return stack;
    }
    let mut fallback = "Error".to_owned();
    if constructor.is_none() {
        let start = leading_error_name(&stack).unwrap_or_default();
        len = start.len();
        fallback = if start.is_empty() {
            "Error".into()
        } else {
            start
        };
    }
    let prefix = get_prefix(constructor, tag, &fallback, "");
    let prefix = &prefix[..prefix.len() - 1];
    if name == prefix {
        return stack;
    }
    if prefix.contains(name) {
        if len == 0 {
            format!("{prefix}: {stack}")
        } else {
            format!("{prefix}{}", &stack[len..])
        }
    } else {
        format!("{prefix} [{name}]{}", &stack[len..])
    }
}

/// The name a null-prototype error's stack starts with: node's
/// `/^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/` or
/// `/^([a-z_A-Z0-9-]*Error)$/`.
fn leading_error_name(stack: &str) -> Option<String> {
    let b = stack.as_bytes();
    let in_class = |c: u8| c.is_ascii_alphanumeric() || b"_ []()-".contains(&c);
    if b.first().is_some_and(u8::is_ascii_uppercase) {
        let end = 1 + b[1..].iter().take_while(|&&c| in_class(c)).count();
        if end > 1 && (stack[end..].starts_with(':') || stack[end..].starts_with("\n    at")) {
            return Some(stack[..end].to_owned());
        }
    }
    let whole = b
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-');
    (whole && stack.ends_with("Error")).then(|| stack.to_owned())
}
