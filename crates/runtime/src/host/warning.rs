//! `process.emitWarning` and the `warning` event, as node 20 has them: the
//! warning (an Error named by its type, with `code` and `detail` when
//! given, or the Error passed) is emitted on the tick queue, and node's own
//! first listener, `onWarning`, prints it on stderr as
//! `(node:PID) [CODE] Name: message`, then the detail, then once per
//! program the hint about `--trace-warnings`. A program's listeners run
//! after it; removing it (`removeAllListeners('warning')`) silences the
//! printing, as in node.

use crate::error::{ErrorKind, JsResult};
use crate::object::function::{self, FuncInfo, native_closure_trampoline};
use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;
use crate::value::Value;

/// Defines `process.emitWarning` on `p` and adds node's `onWarning`.
pub fn install(th: &mut Thread, p: Obj) {
    super::define_function(th, p, "emitWarning", 4, emit_warning);
    let name = th.realm.atoms.intern_str("onWarning");
    let f = function::new_native(th, name, 1, on_warning);
    let event = crate::string::from_str(th, "warning");
    th.host.process.listeners.push((event, f.value(), false));
}

fn is_error(v: Value) -> bool {
    crate::error::is_error(v)
}

/// `process.emitWarning(warning[, type[, code]][, ctor])` or
/// `(warning, { type, code, detail })`.
fn emit_warning(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let warning = crate::builtins::arg(args, 0);
    let mut kind = crate::builtins::arg(args, 1);
    let mut code = crate::builtins::arg(args, 2);
    let mut detail = Value::UNDEFINED;
    if let Some(o) = Obj::of(kind).filter(|o| !o.is_callable()) {
        kind = object::get_named(th, o, "type")?;
        code = object::get_named(th, o, "code")?;
        let d = object::get_named(th, o, "detail")?;
        if d.is_string() {
            detail = d;
        }
    } else if Obj::of(kind).is_some() {
        kind = Value::UNDEFINED;
        code = Value::UNDEFINED;
    } else if Obj::of(code).is_some() {
        code = Value::UNDEFINED;
    }
    let check = |th: &mut Thread, v: Value, name: &str| {
        if v.is_undefined() || v.is_string() {
            Ok(())
        } else {
            Err(super::invalid_arg_type(th, name, "of type string", v))
        }
    };
    check(th, kind, "type")?;
    check(th, code, "code")?;
    let warning = if warning.is_string() {
        let message = crate::string::units(warning).to_string_lossy();
        let e = crate::error::new_error(th, ErrorKind::Error, &message);
        let o = Obj::of(e).expect("an error");
        let kind = if kind.is_string() && crate::string::len(kind) > 0 {
            kind
        } else {
            crate::string::from_str(th, "Warning")
        };
        set(th, o, "name", kind);
        if !code.is_undefined() {
            set(th, o, "code", code);
        }
        if !detail.is_undefined() {
            set(th, o, "detail", detail);
        }
        e
    } else if is_error(warning) {
        warning
    } else {
        return Err(super::invalid_arg_type(
            th,
            "warning",
            "of type string or an instance of Error",
            warning,
        ));
    };
    let emit = function::new_function(th, &EMIT_INFO, Value::UNDEFINED).value();
    super::ticks::next_tick(th, Value::UNDEFINED, &[emit, warning], Value::UNDEFINED)?;
    Ok(Value::UNDEFINED)
}

/// An own data property, as an assignment makes one.
fn set(th: &mut Thread, o: Obj, name: &str, v: Value) {
    let k = Key::name(th, name);
    object::define(th, o, k, v, shape::DATA);
}

static EMIT_INFO: FuncInfo = FuncInfo {
    call: native_closure_trampoline,
    construct: None,
    name: std::ptr::null(),
    length: 1,
    flags: 0,
    native: Some(emit),
};

/// The tick that emits the `warning` event.
fn emit(th: &mut Thread, _this: Value, args: &[Value], _callee: Value) -> JsResult<Value> {
    let name = crate::string::from_str(th, "warning");
    super::process::emit_value(th, name, &[crate::builtins::arg(args, 0)])?;
    Ok(Value::UNDEFINED)
}

/// node's `onWarning`: the warning on stderr.
fn on_warning(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let w = crate::builtins::arg(args, 0);
    let Some(o) = Obj::of(w) else {
        return Ok(Value::UNDEFINED);
    };
    let text = |th: &mut Thread, name: &str| -> JsResult<Option<String>> {
        let v = object::get_named(th, o, name)?;
        Ok(v.is_string()
            .then(|| crate::string::units(v).to_string_lossy()))
    };
    let mut line = format!("(node:{}) ", std::process::id());
    if let Some(code) = text(th, "code")? {
        line += &format!("[{code}] ");
    }
    let name = text(th, "name")?.unwrap_or_else(|| "Error".into());
    let message = text(th, "message")?.unwrap_or_default();
    line += &name;
    if !message.is_empty() {
        line += &format!(": {message}");
    }
    if let Some(detail) = text(th, "detail")? {
        line += &format!("\n{detail}");
    }
    if !th.host.process.warning_hint_shown {
        th.host.process.warning_hint_shown = true;
        let flag = if name == "DeprecationWarning" {
            "--trace-deprecation"
        } else {
            "--trace-warnings"
        };
        line += &format!("\n(Use `node {flag} ...` to show where the warning was created)");
    }
    line.push('\n');
    th.stdout.flush();
    crate::io::eprint(&line);
    Ok(Value::UNDEFINED)
}
