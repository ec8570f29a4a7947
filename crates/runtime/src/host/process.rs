//! node's `process` object: the program's arguments and environment, its
//! exit (`exit`, `exitCode`, the `exit` and `beforeExit` events), the
//! standard streams' `write`, the working directory, clocks and memory
//! figures, and `nextTick`.
//!
//! What kiln's `process` reports where it cannot be node's: `argv[0]` and
//! `execPath` are the executable's absolute path, `argv[1]` the absolute
//! path of the TypeScript source it was built from (where node shows the
//! script it runs), so a program's own arguments start at `argv[2]` as
//! under node. `version` is the node version whose behaviour kiln's
//! fixtures are checked against (`v20.20.2`): programs test it to choose
//! features, and they get what that node gives; `versions` has `node` and
//! `kiln`. `memoryUsage()` gives kiln's heap (`heapTotal` the room of the
//! young generation and the old and large spaces, `heapUsed` the bytes in
//! them) and the
//! resident set from the kernel. The compiler refuses, at the name, the
//! members of node's `process` this one lacks (`lower/member.rs`).

use crate::error::{ErrorKind, JsResult};
use crate::object::function::{define_native, define_native_accessor};
use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;
use crate::value::Value;

/// The node version kiln's behaviour is checked against (the fixtures'
/// oracle): what `process.version` reports.
pub const NODE_VERSION: &str = "20.20.2";

/// What the host keeps for `process`: its listeners and exit state, all
/// roots.
pub struct State {
    /// The `process` object (undefined until installed).
    pub object: Value,
    /// `process.exitCode`: undefined, or the value a program set.
    pub exit_code: Value,
    /// Listeners in the order they were added: (event name, function,
    /// once). Only `exit`, `beforeExit` and `warning` are ever emitted.
    pub listeners: Vec<(Value, Value, bool)>,
    /// The `exit` event was emitted (node's `process._exiting`).
    pub exiting: bool,
    /// node's hint after the first warning printed was printed.
    pub warning_hint_shown: bool,
    pub start: std::time::Instant,
}

impl Default for State {
    fn default() -> State {
        State {
            object: Value::UNDEFINED,
            exit_code: Value::UNDEFINED,
            listeners: Vec::new(),
            exiting: false,
            warning_hint_shown: false,
            start: std::time::Instant::now(),
        }
    }
}

impl State {
    pub fn for_each_root(&mut self, f: &mut dyn FnMut(&mut Value)) {
        f(&mut self.object);
        f(&mut self.exit_code);
        for (name, listener, _) in self.listeners.iter_mut() {
            f(name);
            f(listener);
        }
    }

    pub fn visit(&self, f: &mut dyn FnMut(Value)) {
        f(self.object);
        f(self.exit_code);
        for &(name, listener, _) in &self.listeners {
            f(name);
            f(listener);
        }
    }
}

/// The events kiln emits; a listener for any other would never run where
/// node's would (a signal, an uncaught exception), so adding one throws.
const EVENTS: [&str; 3] = ["exit", "beforeExit", "warning"];

/// Creates `process` and makes it a global.
pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let p = object::new_object(th, op, 8);
    th.host.process.object = p.value();
    let ro = shape::ENUMERABLE | shape::CONFIGURABLE;
    let data = shape::DATA;

    let version = crate::string::from_str(th, &format!("v{NODE_VERSION}"));
    super::define_attrs(th, p, "version", version, ro);
    let versions = object::new_object(th, op, 2);
    for (name, v) in [("node", NODE_VERSION), ("kiln", env!("CARGO_PKG_VERSION"))] {
        let v = crate::string::from_str(th, v);
        super::define_attrs(th, versions, name, v, ro);
    }
    super::define_attrs(th, p, "versions", versions.value(), ro);
    let arch = crate::string::from_str(th, node_arch());
    super::define_attrs(th, p, "arch", arch, ro);
    let platform = crate::string::from_str(th, std::env::consts::OS);
    super::define_attrs(th, p, "platform", platform, ro);

    let exec_path = std::env::current_exe()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    let exec_v = crate::string::from_str(th, &exec_path);
    let mut argv = vec![exec_v];
    let script = th
        .program
        .map(|prog| {
            // SAFETY: the script path is a NUL-terminated static string.
            unsafe { std::ffi::CStr::from_ptr(prog.script) }
                .to_string_lossy()
                .into_owned()
        })
        .unwrap_or_default();
    argv.push(crate::string::from_str(th, &script));
    argv.extend(th.argv.iter().skip(1).copied());
    let argv_a = object::array::from_values(th, &argv);
    super::define_attrs(th, p, "argv", argv_a.value(), data);
    let argv0 = th.argv.first().copied().unwrap_or(exec_v);
    super::define_attrs(th, p, "argv0", argv0, shape::ENUMERABLE);
    let exec_argv = object::array::from_values(th, &[]);
    super::define_attrs(th, p, "execArgv", exec_argv.value(), data);
    super::define_attrs(th, p, "execPath", exec_v, data);
    let title = std::path::Path::new(&exec_path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let title = crate::string::from_str(th, &title);
    super::define_attrs(th, p, "title", title, data);
    super::define_attrs(
        th,
        p,
        "pid",
        Value::number(f64::from(std::process::id())),
        ro,
    );
    // SAFETY: getppid has no preconditions.
    let ppid = unsafe { libc::getppid() };
    super::define_attrs(th, p, "ppid", Value::number(f64::from(ppid)), ro);

    let env = object::new_object(th, op, 0);
    for (k, v) in std::env::vars_os() {
        let key = Key::name(th, &k.to_string_lossy());
        let v = crate::string::from_str(th, &v.to_string_lossy());
        object::define(th, env, key, v, data);
    }
    object::to_dictionary(th, env);
    env.set_kind(crate::abi::KL_KIND_PROCESS_ENV);
    super::define_attrs(th, p, "env", env.value(), data);

    let k = Key::name(th, "exitCode");
    define_native_accessor(th, p, "exitCode", get_exit_code, Some(set_exit_code));
    // node's accessor is enumerable and not configurable.
    if let Some(prop) = object::get_own(p, k) {
        object::define(th, p, k, prop.value, shape::ACCESSOR | shape::ENUMERABLE);
    }

    for (name, len, f) in [
        ("exit", 1, exit as crate::object::function::NativeFn),
        ("cwd", 0, cwd),
        ("chdir", 1, chdir),
        ("uptime", 0, uptime),
        ("nextTick", 1, super::ticks::next_tick),
        ("on", 2, on),
        ("addListener", 2, on),
        ("once", 2, once),
        ("off", 2, off),
        ("removeListener", 2, off),
        ("removeAllListeners", 1, remove_all_listeners),
        ("emit", 1, emit),
        ("listenerCount", 1, listener_count),
        ("listeners", 1, listeners),
    ] {
        super::define_function(th, p, name, len, f);
    }
    super::warning::install(th, p);
    let hr = super::define_function(th, p, "hrtime", 1, hrtime);
    // node's own property, assigned: enumerable, named `hrtimeBigInt`.
    let name = th.realm.atoms.intern_str("hrtimeBigInt");
    let f = crate::object::function::new_native(th, name, 0, hrtime_bigint);
    let k = Key::name(th, "bigint");
    object::define(th, hr, k, f.value(), shape::DATA);
    let mu = super::define_function(th, p, "memoryUsage", 0, memory_usage);
    define_native(th, mu, "rss", 0, memory_rss);

    let stdout = stream(th, 1, stdout_write);
    super::define_attrs(th, p, "stdout", stdout.value(), ro);
    let stderr = stream(th, 2, stderr_write);
    super::define_attrs(th, p, "stderr", stderr.value(), ro);
    // stdin is what `readline` reads (`fd`, and `isTTY` on a terminal):
    // the compiler refuses its stream methods, which kiln lacks.
    let stdin = stdin_stream(th);
    super::define_attrs(th, p, "stdin", stdin.value(), ro);

    let tag = th.realm.symbols.to_string_tag;
    let text = crate::string::from_str(th, "process");
    object::define(th, p, Key::Name(tag), text, shape::CONFIGURABLE);
    crate::object::realm::define_global(th, "process", p.value());
}

/// node's name of the machine's architecture (`process.arch`).
pub fn node_arch() -> &'static str {
    match std::env::consts::ARCH {
        "x86_64" => "x64",
        "aarch64" => "arm64",
        "x86" => "ia32",
        other => other,
    }
}

/// `process.stdin`: `fd` 0, and `isTTY` on a terminal.
fn stdin_stream(th: &mut Thread) -> Obj {
    let op = th.realm.object_prototype;
    let s = object::new_object(th, op, 2);
    super::define_attrs(th, s, "fd", Value::number(0.0), shape::DATA);
    // SAFETY: isatty only inspects the descriptor.
    if unsafe { libc::isatty(0) } == 1 {
        super::define_attrs(th, s, "isTTY", Value::TRUE, shape::DATA);
    }
    s
}

/// `process.stdout` or `process.stderr`: `write`, `fd`, and on a terminal
/// `isTTY`, `columns` and `rows` (node has no `isTTY` property on a
/// stream that is not a terminal).
fn stream(th: &mut Thread, fd: i32, write: crate::object::function::NativeFn) -> Obj {
    let op = th.realm.object_prototype;
    let s = object::new_object(th, op, 6);
    super::define_function(th, s, "write", 3, write);
    super::define_attrs(th, s, "fd", Value::number(f64::from(fd)), shape::DATA);
    // SAFETY: isatty only inspects the descriptor.
    if unsafe { libc::isatty(fd) } == 1 {
        super::define_attrs(th, s, "isTTY", Value::TRUE, shape::DATA);
        // SAFETY: TIOCGWINSZ fills the winsize it is given.
        let mut ws: libc::winsize = unsafe { std::mem::zeroed() };
        // SAFETY: as above.
        if unsafe { libc::ioctl(fd, libc::TIOCGWINSZ, &mut ws) } == 0 {
            super::define_attrs(
                th,
                s,
                "columns",
                Value::number(f64::from(ws.ws_col)),
                shape::DATA,
            );
            super::define_attrs(
                th,
                s,
                "rows",
                Value::number(f64::from(ws.ws_row)),
                shape::DATA,
            );
        }
    }
    s
}

// ---- the standard streams ------------------------------------------------

fn stdout_write(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let bytes = chunk(th, args)?;
    th.stdout.write(&bytes);
    after_write(th, args)
}

fn stderr_write(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let bytes = chunk(th, args)?;
    // What stdout holds goes out first: the two writes are in program
    // order, as node's synchronous ones are.
    th.stdout.flush();
    crate::io::write_all(2, &bytes);
    after_write(th, args)
}

/// The bytes `write(chunk)` writes: a string's UTF-8, or what a Buffer,
/// typed array or DataView shows.
fn chunk(th: &mut Thread, args: &[Value]) -> JsResult<Vec<u8>> {
    let c = crate::builtins::arg(args, 0);
    if c.is_string() {
        return Ok(crate::string::units(c).to_string_lossy().into_bytes());
    }
    if let Some(bytes) = Obj::of(c).and_then(super::fs::view_bytes) {
        return Ok(bytes);
    }
    Err(super::invalid_arg_type(
        th,
        "chunk",
        "of type string or an instance of Buffer, TypedArray, or DataView",
        c,
    ))
}

/// node's `write(chunk, [encoding], [callback])` calls the callback on the
/// tick queue once the (synchronous) write is done, and returns true.
fn after_write(th: &mut Thread, args: &[Value]) -> JsResult<Value> {
    let cb = args[1..]
        .iter()
        .copied()
        .find(|&v| Obj::of(v).is_some_and(|f| f.is_callable()));
    if let Some(cb) = cb {
        th.host.ticks.push_back([cb, Value::UNDEFINED]);
    }
    Ok(Value::TRUE)
}

// ---- exit ----------------------------------------------------------------

fn get_exit_code(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(th.host.process.exit_code)
}

fn set_exit_code(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let code = crate::builtins::arg(args, 0);
    validate_code(th, code)?;
    th.host.process.exit_code = code;
    Ok(Value::UNDEFINED)
}

/// node 20's `validateExitCode`: undefined, null, an integer, or a string
/// that is one.
fn validate_code(th: &mut Thread, code: Value) -> JsResult<()> {
    if code.is_nullish() {
        return Ok(());
    }
    if code.is_string() {
        let n = crate::ops::to_number(code);
        if crate::string::len(code) > 0 && n.is_finite() && n.fract() == 0.0 {
            return Ok(());
        }
    }
    if !code.is_number() {
        return Err(super::invalid_arg_type(th, "code", "of type number", code));
    }
    let n = code.as_number();
    if !n.is_finite() || n.fract() != 0.0 {
        let shown = crate::ops::to_rust_string(code);
        return Err(super::node_error(
            th,
            ErrorKind::RangeError,
            "ERR_OUT_OF_RANGE",
            &format!(
                "The value of \"code\" is out of range. It must be an integer. Received {shown}"
            ),
        ));
    }
    Ok(())
}

/// The status `process.exitCode` asks for (`exitCode || 0` as a 32-bit
/// integer, as node's `reallyExit` takes it).
fn status(th: &Thread) -> i32 {
    crate::number::to_int32(crate::ops::to_number(th.host.process.exit_code))
}

/// `process.exit([code])`: the `exit` event, then the end of the process
/// with what stdout holds written out.
fn exit(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let code = crate::builtins::arg(args, 0);
    validate_code(th, code)?;
    if !code.is_undefined() {
        th.host.process.exit_code = code;
    }
    if !th.host.process.exiting {
        th.host.process.exiting = true;
        let code = Value::number(f64::from(status(th)));
        emit_event(th, "exit", code)?;
    }
    end(th, status(th))
}

/// Ends the process now with `status`: stdout written out, the heap's
/// instruments' report made.
fn end(th: &mut Thread, status: i32) -> ! {
    th.stdout.flush();
    let status = crate::heap::at_exit(th).unwrap_or(status);
    std::process::exit(status)
}

/// At the end of the program (its loop done, or an uncaught exception
/// reported, `status` 1): the `exit` event, and the status to exit with.
/// An exception from a listener is `Err`, reported as uncaught; asked
/// again then (the event emitted already), the status is node's for an
/// exception while exiting: `process.exitCode` if the program set it,
/// otherwise 1.
pub fn at_exit(th: &mut Thread, status: i32) -> JsResult<i32> {
    if th.host.process.object.is_undefined() {
        return Ok(status);
    }
    if th.host.process.exiting {
        let set = !th.host.process.exit_code.is_undefined();
        return Ok(if status != 0 && set {
            self::status(th)
        } else {
            status
        });
    }
    th.host.process.exiting = true;
    if status != 0 {
        th.host.process.exit_code = Value::number(f64::from(status));
    }
    let code = Value::number(f64::from(self::status(th)));
    emit_event(th, "exit", code)?;
    Ok(self::status(th))
}

/// When the loop has nothing left to do: the `beforeExit` event (whose
/// listeners may queue more work). Whether any listener ran.
pub fn before_exit(th: &mut Thread) -> JsResult<bool> {
    if th.host.process.exiting || !has_listener(th, "beforeExit") {
        return Ok(false);
    }
    let code = Value::number(f64::from(status(th)));
    emit_event(th, "beforeExit", code)?;
    Ok(true)
}

fn has_listener(th: &Thread, event: &str) -> bool {
    th.host
        .process
        .listeners
        .iter()
        .any(|&(n, _, _)| n.is_string() && crate::string::units(n).to_string_lossy() == event)
}

fn emit_event(th: &mut Thread, event: &str, arg: Value) -> JsResult<bool> {
    let name = crate::string::from_str(th, event);
    emit_value(th, name, &[arg])
}

/// Calls the listeners of `name` with `args`, `this` the process, in the
/// order they were added (a snapshot: listeners added meanwhile wait for
/// the next emit); once-listeners are removed first.
pub(super) fn emit_value(th: &mut Thread, name: Value, args: &[Value]) -> JsResult<bool> {
    let mut fns = Vec::new();
    th.host.process.listeners.retain(|&(n, f, once)| {
        if crate::ops::same_value(n, name) {
            fns.push(f);
            !once
        } else {
            true
        }
    });
    if fns.is_empty() {
        return Ok(false);
    }
    // The snapshot and the arguments stay rooted while listeners run.
    let mut held = fns;
    held.extend_from_slice(args);
    let held = object::array::from_values(th, &held);
    let n = object::array::length(held) - args.len() as u32;
    crate::heap::scope(th, |s| {
        let h = s.root(held.value());
        for i in 0..n {
            let a = Obj::of(s.get(h)).expect("the snapshot");
            let f = object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED);
            let args: Vec<Value> = (n..object::array::length(a))
                .map(|j| object::array::fast_get(a, j).unwrap_or(Value::UNDEFINED))
                .collect();
            let this = s.collecting(|th| th.host.process.object);
            s.collecting(|th| crate::object::function::call(th, f, this, &args))?;
        }
        Ok(true)
    })
}

// ---- events --------------------------------------------------------------

fn add_listener(th: &mut Thread, args: &[Value], once: bool) -> JsResult<Value> {
    let name = crate::builtins::arg(args, 0);
    let f = crate::builtins::arg(args, 1);
    if !Obj::of(f).is_some_and(|o| o.is_callable()) {
        return Err(super::invalid_arg_type(
            th,
            "listener",
            "of type function",
            f,
        ));
    }
    let known =
        name.is_string() && EVENTS.contains(&&*crate::string::units(name).to_string_lossy());
    if !known {
        let shown = crate::console::inspect_brief(th, name);
        return Err(crate::error::throw(
            th,
            ErrorKind::Error,
            &format!(
                "kiln: process.on({shown}) is not supported: kiln emits only the 'exit', 'beforeExit' and 'warning' events of process"
            ),
        ));
    }
    th.host.process.listeners.push((name, f, once));
    Ok(th.host.process.object)
}

fn on(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    add_listener(th, args, false)
}

fn once(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    add_listener(th, args, true)
}

/// `off(name, f)`: removes the last listener `f` of `name` added (node's
/// `removeListener`).
fn off(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let name = crate::builtins::arg(args, 0);
    let f = crate::builtins::arg(args, 1);
    let list = &mut th.host.process.listeners;
    if let Some(i) = list
        .iter()
        .rposition(|&(n, g, _)| crate::ops::same_value(n, name) && g == f)
    {
        list.remove(i);
    }
    Ok(th.host.process.object)
}

fn remove_all_listeners(
    th: &mut Thread,
    _this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let name = crate::builtins::arg(args, 0);
    let all = args.is_empty() || name.is_undefined();
    th.host
        .process
        .listeners
        .retain(|&(n, _, _)| !all && !crate::ops::same_value(n, name));
    Ok(th.host.process.object)
}

fn emit(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let name = crate::builtins::arg(args, 0);
    let rest = if args.is_empty() { &[][..] } else { &args[1..] };
    Ok(Value::boolean(emit_value(th, name, rest)?))
}

fn listener_count(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let name = crate::builtins::arg(args, 0);
    let n = th
        .host
        .process
        .listeners
        .iter()
        .filter(|&&(n, _, _)| crate::ops::same_value(n, name))
        .count();
    Ok(Value::number(n as f64))
}

fn listeners(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let name = crate::builtins::arg(args, 0);
    if name.is_undefined() {
        // node reads `_events[undefined]` (the "undefined" event, which
        // process never has here) and copies it as a list.
        return Err(crate::error::throw(
            th,
            ErrorKind::TypeError,
            "Cannot read properties of undefined (reading 'length')",
        ));
    }
    let fns: Vec<Value> = th
        .host
        .process
        .listeners
        .iter()
        .filter(|&&(n, _, _)| crate::ops::same_value(n, name))
        .map(|&(_, f, _)| f)
        .collect();
    Ok(object::array::from_values(th, &fns).value())
}

// ---- the working directory -----------------------------------------------

fn cwd(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    match std::env::current_dir() {
        Ok(d) => Ok(crate::string::from_str(th, &d.to_string_lossy())),
        Err(e) => Err(super::syserr::throw(th, &e, "uv_cwd", None, None)),
    }
}

fn chdir(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let dir = crate::builtins::arg(args, 0);
    if !dir.is_string() {
        return Err(super::invalid_arg_type(
            th,
            "directory",
            "of type string",
            dir,
        ));
    }
    let dir = crate::string::units(dir).to_string_lossy();
    if let Err(e) = std::env::set_current_dir(&dir) {
        let from = std::env::current_dir()
            .map(|d| d.to_string_lossy().into_owned())
            .unwrap_or_default();
        return Err(super::syserr::throw(
            th,
            &e,
            "chdir",
            Some(&from),
            Some(&dir),
        ));
    }
    Ok(Value::UNDEFINED)
}

// ---- clocks and memory ---------------------------------------------------

fn uptime(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(th.host.process.start.elapsed().as_secs_f64()))
}

fn monotonic() -> libc::timespec {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime fills the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts
}

/// `process.hrtime.bigint()`: the monotonic clock in nanoseconds.
fn hrtime_bigint(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    crate::builtins::link::require_bigint(th);
    let ts = monotonic();
    let ns = (ts.tv_sec as u64) * 1_000_000_000 + ts.tv_nsec as u64;
    Ok(crate::bigint::alloc(
        th,
        false,
        &[ns as u32, (ns >> 32) as u32],
    ))
}

/// `process.hrtime([previous])`: `[seconds, nanoseconds]` of a monotonic
/// clock, or the time since `previous`.
fn hrtime(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let ts = monotonic();
    let (mut sec, mut nsec) = (ts.tv_sec as f64, ts.tv_nsec as f64);
    let prev = crate::builtins::arg(args, 0);
    if !prev.is_undefined() {
        let Some(a) = Obj::of(prev).filter(|o| o.kind() == crate::abi::KL_KIND_ARRAY) else {
            return Err(super::invalid_arg_type(
                th,
                "time",
                "an instance of Array",
                prev,
            ));
        };
        let len = object::array::length(a);
        if len != 2 {
            return Err(super::node_error(
                th,
                ErrorKind::RangeError,
                "ERR_OUT_OF_RANGE",
                &format!("The value of \"time\" is out of range. It must be 2. Received {len}"),
            ));
        }
        let get =
            |i| crate::ops::to_number(object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED));
        sec -= get(0);
        nsec -= get(1);
        if nsec < 0.0 {
            sec -= 1.0;
            nsec += 1e9;
        }
    }
    Ok(object::array::from_values(th, &[Value::number(sec), Value::number(nsec)]).value())
}

/// The resident set in bytes, from the kernel.
fn rss() -> f64 {
    let pages = std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| {
            s.split_whitespace()
                .nth(1)
                .and_then(|p| p.parse::<f64>().ok())
        });
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as f64;
    match pages {
        Some(p) => p * page,
        None => {
            // Elsewhere the peak is what getrusage gives.
            // SAFETY: getrusage fills the rusage it is given.
            let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
            // SAFETY: as above.
            unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
            let unit = if cfg!(target_os = "macos") {
                1.0
            } else {
                1024.0
            };
            ru.ru_maxrss as f64 * unit
        }
    }
}

fn memory_usage(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let u = crate::heap::usage(th);
    let total = crate::heap::young_capacity(th) + u.old_capacity + u.large;
    let used = u.young + u.old + u.large;
    let op = th.realm.object_prototype;
    let o = object::new_object(th, op, 5);
    for (name, v) in [
        ("rss", rss()),
        ("heapTotal", total as f64),
        ("heapUsed", used as f64),
        ("external", 0.0),
        ("arrayBuffers", 0.0),
    ] {
        super::define_attrs(th, o, name, Value::number(v), shape::DATA);
    }
    Ok(o.value())
}

fn memory_rss(_th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    Ok(Value::number(rss()))
}
