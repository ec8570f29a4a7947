//! node's built-in modules a program imports (`kiln_codegen::node_modules`
//! numbers them): `fs` (`fs.rs`), `path` (`path.rs`), `process`, `os`
//! (`os.rs`) and `util` (`util.rs`), and `kiln:host`, what the modules
//! kiln compiles from its own TypeScript (`codegen/src/node/`) ask of the
//! runtime ([`host_module`]). Each
//! is made once, when the program first imports it; its default export
//! is the module object, its namespace a null-prototype object with the
//! same properties, `default`, and `Symbol.toStringTag` `Module`, as
//! node's ESM namespace of a built-in has.

use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;
use crate::value::Value;

/// How many modules there are.
const MODULES: usize = 6;

/// The modules made so far and the classes `fs` makes: all roots,
/// registered with the heap when the first module is made.
pub struct State {
    /// Per module: its object, its namespace.
    slots: [[Value; 2]; MODULES],
    /// `Symbol(type)`, the key of a Dirent's type.
    pub dirent_type: Value,
    pub dirent_proto: Value,
    pub stats_proto: Value,
    /// The source text of the `assert(…)` call about to run, which the
    /// compiler hands over before the call (`setCallText`): node reads it
    /// from the file for its "The expression evaluated to a falsy value"
    /// message.
    call_text: Value,
    /// `isDeepStrictEqual` of `kiln:comparisons`, which it registers when
    /// it runs: `util.isDeepStrictEqual` calls it.
    pub deep_equal: Value,
    /// The ReadStream maker of `kiln:streams`, which it registers when it
    /// runs: `fs.createReadStream` calls it.
    pub read_stream: Value,
    /// `Buffer.prototype` of `node:buffer` (kiln's, in TypeScript), which
    /// it registers when it runs: a file read without an encoding is a
    /// Uint8Array with this prototype.
    pub buffer_proto: Value,
    /// The modules `import()` of a specifier computed at run time may
    /// name (`loader::kl_module_register`): an object from each module's
    /// absolute path (or `node:` name) to its namespace, record or node
    /// module id; undefined until the first registration.
    pub registry: Value,
    /// `promisify` of `kiln:promisify`, which `util.promisify` calls.
    pub promisify: Value,
    /// `parseArgs`, `callbackify` and `deprecate` of `kiln:util`, which
    /// the `util` functions of those names call.
    pub util: [Value; 3],
    /// Per file descriptor `readChunk` reads: the bytes of a UTF-8
    /// sequence a read cut short, which begin the next chunk.
    partial: Vec<(i32, Vec<u8>)>,
    rooted: bool,
}

impl Default for State {
    fn default() -> State {
        State {
            slots: [[Value::UNDEFINED; 2]; MODULES],
            dirent_type: Value::UNDEFINED,
            dirent_proto: Value::UNDEFINED,
            stats_proto: Value::UNDEFINED,
            call_text: Value::UNDEFINED,
            deep_equal: Value::UNDEFINED,
            read_stream: Value::UNDEFINED,
            promisify: Value::UNDEFINED,
            buffer_proto: Value::UNDEFINED,
            registry: Value::UNDEFINED,
            util: [Value::UNDEFINED; 3],
            partial: Vec::new(),
            rooted: false,
        }
    }
}

/// Makes the state's values roots, once (the first use of any of it).
pub(crate) fn root_state(th: &mut Thread) {
    if th.host_modules.rooted {
        return;
    }
    th.host_modules.rooted = true;
    let st: *mut State = &mut *th.host_modules;
    // SAFETY: the state is boxed in the Thread, which outlives the
    // program's collections, and never moves.
    unsafe {
        for pair in (*st).slots.iter_mut() {
            for v in pair.iter_mut() {
                crate::heap::add_root(th, v);
            }
        }
        crate::heap::add_root(th, &mut (*st).dirent_proto);
        crate::heap::add_root(th, &mut (*st).stats_proto);
        crate::heap::add_root(th, &mut (*st).call_text);
        crate::heap::add_root(th, &mut (*st).deep_equal);
        crate::heap::add_root(th, &mut (*st).read_stream);
        crate::heap::add_root(th, &mut (*st).promisify);
        crate::heap::add_root(th, &mut (*st).buffer_proto);
        crate::heap::add_root(th, &mut (*st).registry);
        for v in (*st).util.iter_mut() {
            crate::heap::add_root(th, v);
        }
    }
}

/// `kl_node_module`: module `id`'s default export, or (when `namespace`
/// is not 0) its namespace object.
#[unsafe(no_mangle)]
pub extern "C" fn kl_node_module(th: &mut Thread, id: u32, namespace: u32) -> Value {
    let id = id as usize;
    assert!(id < MODULES, "kiln: no built-in module {id}");
    root_state(th);
    if th.host_modules.slots[id][0].is_undefined() {
        // Runtime allocation never collects: nothing here needs a root.
        let m = match id {
            0 => super::fs::module(th).value(),
            1 => super::path::module(th).value(),
            2 => th.host.process.object,
            3 => super::os::module(th).value(),
            4 => super::util::module(th).value(),
            _ => host_module(th).value(),
        };
        th.host_modules.slots[id][0] = m;
        let ns = namespace_of(th, Obj::of(m).expect("a module object"));
        th.host_modules.slots[id][1] = ns.value();
    }
    th.host_modules.slots[id][usize::from(namespace != 0)]
}

/// node's namespace of a built-in module: its own enumerable string-keyed
/// properties, with `default`.
fn namespace_of(th: &mut Thread, m: Obj) -> Obj {
    let mut entries: Vec<(Value, Value)> = Vec::new();
    for key in object::own_keys(m) {
        if let Key::Name(k) = key
            && k.is_string()
            && let Some(p) = object::get_own(m, key)
            && p.attrs & shape::ENUMERABLE != 0
            && p.attrs & shape::ACCESSOR == 0
        {
            entries.push((k, p.value));
        }
    }
    let default = crate::string::from_str(th, "default");
    entries.push((default, m.value()));
    object::namespace::new(th, entries)
}

/// `kiln:host`: `setCallText(text)`/`takeCallText()` (the call text of
/// [`State::call_text`]), `registerDeepEqual(f)` ([`State::deep_equal`]),
/// `registerReadStream(f)` ([`State::read_stream`]), `registerUtil(parseArgs,
/// callbackify, deprecate)` ([`State::util`]), `readChunk(fd)`,
/// `openFile(path)` and `closeFile(fd)` (what `readline` and ReadStream
/// read),
/// and node's coded errors made as the runtime makes
/// its own: `nodeError(name, code, message)` and `invalidArgType(name,
/// expected, value)` throw them.
fn host_module(th: &mut Thread) -> Obj {
    use crate::builtins::arg;
    let op = th.realm.object_prototype;
    let m = object::new_object(th, op, 4);
    super::define_function(th, m, "setCallText", 1, |th, _, a, _| {
        th.host_modules.call_text = arg(a, 0);
        Ok(Value::UNDEFINED)
    });
    super::define_function(th, m, "takeCallText", 0, |th, _, _, _| {
        Ok(std::mem::replace(
            &mut th.host_modules.call_text,
            Value::UNDEFINED,
        ))
    });
    super::define_function(th, m, "registerDeepEqual", 1, |th, _, a, _| {
        th.host_modules.deep_equal = arg(a, 0);
        Ok(Value::UNDEFINED)
    });
    super::define_function(th, m, "registerBuffer", 1, |th, _, a, _| {
        th.host_modules.buffer_proto = arg(a, 0);
        Ok(Value::UNDEFINED)
    });
    super::define_function(th, m, "registerPromisify", 1, |th, _, a, _| {
        th.host_modules.promisify = arg(a, 0);
        Ok(Value::UNDEFINED)
    });
    super::define_function(th, m, "registerUtil", 3, |th, _, a, _| {
        th.host_modules.util = [arg(a, 0), arg(a, 1), arg(a, 2)];
        Ok(Value::UNDEFINED)
    });
    super::define_function(th, m, "registerReadStream", 1, |th, _, a, _| {
        th.host_modules.read_stream = arg(a, 0);
        Ok(Value::UNDEFINED)
    });
    super::define_function(th, m, "readChunk", 1, read_chunk);
    super::define_function(th, m, "openFile", 1, super::fs::open_file);
    super::define_function(th, m, "closeFile", 1, super::fs::close_file);
    super::define_function(th, m, "nodeError", 3, |th, _, a, _| {
        let text = |v: Value| crate::ops::to_rust_string(v);
        let name = text(arg(a, 0));
        let kind = crate::error::ErrorKind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .unwrap_or(crate::error::ErrorKind::Error);
        Err(super::node_error(
            th,
            kind,
            &text(arg(a, 1)),
            &text(arg(a, 2)),
        ))
    });
    super::define_function(th, m, "invalidArgType", 3, |th, _, a, _| {
        let name = crate::ops::to_rust_string(arg(a, 0));
        let expected = crate::ops::to_rust_string(arg(a, 1));
        Err(super::invalid_arg_type(th, &name, &expected, arg(a, 2)))
    });
    m
}

/// Calls a function a source module registered (`util.isDeepStrictEqual`,
/// `fs.createReadStream`) with the first two arguments of the runtime's
/// call; a program whose source never names `name` has none, and stops.
pub fn call_registered(
    th: &mut Thread,
    f: Value,
    name: &str,
    args: &[Value],
) -> crate::error::JsResult<Value> {
    let two = [crate::builtins::arg(args, 0), crate::builtins::arg(args, 1)];
    call_registered_all(th, f, name, &two)
}

/// [`call_registered`] with every argument of the runtime's call.
pub fn call_registered_all(
    th: &mut Thread,
    f: Value,
    name: &str,
    args: &[Value],
) -> crate::error::JsResult<Value> {
    if f.is_undefined() {
        crate::error::fatal(&format!(
            "{name} is not in this program: kiln compiles it into a program whose source names it"
        ));
    }
    crate::object::function::call(th, f, Value::UNDEFINED, args)
}

/// What `readChunk` reads at most: 64 KiB, as node's streams read, less
/// room for a string's header and a cut sequence (see `read_chunk`).
const READ_BYTES: usize = (64 << 10) - 64;

/// `readChunk(fd)`: the next chunk read from a file descriptor (up to
/// [`READ_BYTES`]), decoded as UTF-8 the way node's
/// StringDecoder decodes it (a sequence cut by the read is completed by
/// the next one; an invalid byte, and a sequence cut by the end, are
/// U+FFFD); null at the end. The read blocks: nothing else of the
/// program runs while it waits for input.
fn read_chunk(
    th: &mut Thread,
    _: Value,
    args: &[Value],
    _: Value,
) -> crate::error::JsResult<Value> {
    let fd = crate::ops::to_number(crate::builtins::arg(args, 0)) as i32;
    let slot = match th.host_modules.partial.iter().position(|p| p.0 == fd) {
        Some(i) => i,
        None => {
            th.host_modules.partial.push((fd, Vec::new()));
            th.host_modules.partial.len() - 1
        }
    };
    let mut bytes = std::mem::take(&mut th.host_modules.partial[slot].1);
    let start = bytes.len();
    // node reads 64 KiB; a string of that many units is a large object,
    // which lives until a major collection (one per read of a 50 MB file
    // held 16 MB more at the peak: bench/readstream.ts). A little less is
    // young, and dies young.
    let want = READ_BYTES - start;
    bytes.resize(start + want, 0);
    let n = loop {
        // SAFETY: the buffer has room for the bytes asked for.
        let n = unsafe { libc::read(fd, bytes[start..].as_mut_ptr().cast(), want) };
        if n >= 0 {
            break n as usize;
        }
        let err = std::io::Error::last_os_error();
        if err.kind() != std::io::ErrorKind::Interrupted {
            return Err(super::syserr::throw(th, &err, "read", None, None));
        }
    };
    bytes.truncate(start + n);
    if n == 0 && bytes.is_empty() {
        return Ok(Value::NULL);
    }
    // Keep an incomplete sequence at the end for the next read (at the end
    // of input it decodes as U+FFFD).
    let keep = if n == 0 { 0 } else { incomplete_tail(&bytes) };
    let rest = bytes.split_off(bytes.len() - keep);
    th.host_modules.partial[slot].1 = rest;
    let text = String::from_utf8_lossy(&bytes);
    Ok(crate::string::from_str(th, &text))
}

/// How many bytes at the end of `b` begin a UTF-8 sequence that more bytes
/// could complete.
fn incomplete_tail(b: &[u8]) -> usize {
    for back in 1..=3.min(b.len()) {
        let byte = b[b.len() - back];
        if byte & 0xC0 == 0x80 {
            continue;
        }
        let need = match byte {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return 0,
        };
        return if need > back { back } else { 0 };
    }
    0
}
