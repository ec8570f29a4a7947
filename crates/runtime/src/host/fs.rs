//! node's `fs` module, its synchronous calls: files read and written as
//! strings (node's `Buffer` does not exist in kiln: a read without an
//! encoding is refused by the compiler where it sees one, and throws where
//! it does not), directories, `Stats` and `Dirent`, with node's errors
//! (`syserr.rs`). A write is `write_all` on the file and its error is
//! thrown: nothing half-writes silently.

use crate::error::{ErrorKind, JsResult};
use crate::object::function::define_native;
use crate::object::typed::{ElemType, typed_data};
use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;
use crate::value::Value;
use std::io::{Read, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt};

type Native = crate::object::function::NativeFn;

/// The module object (`import fs from "node:fs"`).
// Linux's; node lists neither elsewhere.
#[cfg(target_os = "linux")]
const O_NOATIME: libc::c_int = libc::O_NOATIME;
#[cfg(not(target_os = "linux"))]
const O_NOATIME: libc::c_int = 0;
#[cfg(target_os = "linux")]
const O_DIRECT: libc::c_int = libc::O_DIRECT;
#[cfg(not(target_os = "linux"))]
const O_DIRECT: libc::c_int = 0;

pub fn module(th: &mut Thread) -> Obj {
    let op = th.realm.object_prototype;
    let m = object::new_object(th, op, 24);
    for (name, len, f) in [
        ("existsSync", 1, exists_sync as Native),
        ("accessSync", 2, access_sync),
        ("readFileSync", 2, read_file_sync),
        ("writeFileSync", 3, write_file_sync),
        ("appendFileSync", 3, append_file_sync),
        ("mkdirSync", 2, mkdir_sync),
        ("readdirSync", 2, readdir_sync),
        ("statSync", 2, stat_sync),
        ("lstatSync", 2, lstat_sync),
        ("unlinkSync", 1, unlink_sync),
        ("rmdirSync", 2, rmdir_sync),
        ("rmSync", 2, rm_sync),
        ("renameSync", 2, rename_sync),
        ("copyFileSync", 3, copy_file_sync),
        ("realpathSync", 2, realpath_sync),
        ("createReadStream", 2, create_read_stream),
    ] {
        super::define_function(th, m, name, len, f);
    }
    // node's `fs.constants`: a null-prototype object, in node's order, the
    // open flags and mode bits as the system defines them.
    let constants = object::new_object(th, Value::NULL, 64);
    let flags = |f: libc::c_int| f as i64;
    let modes = |m: libc::mode_t| i64::from(m);
    let table: &[(&str, i64)] = &[
        ("UV_FS_SYMLINK_DIR", 1),
        ("UV_FS_SYMLINK_JUNCTION", 2),
        ("O_RDONLY", flags(libc::O_RDONLY)),
        ("O_WRONLY", flags(libc::O_WRONLY)),
        ("O_RDWR", flags(libc::O_RDWR)),
        ("UV_DIRENT_UNKNOWN", 0),
        ("UV_DIRENT_FILE", 1),
        ("UV_DIRENT_DIR", 2),
        ("UV_DIRENT_LINK", 3),
        ("UV_DIRENT_FIFO", 4),
        ("UV_DIRENT_SOCKET", 5),
        ("UV_DIRENT_CHAR", 6),
        ("UV_DIRENT_BLOCK", 7),
        ("EXTENSIONLESS_FORMAT_JAVASCRIPT", 0),
        ("EXTENSIONLESS_FORMAT_WASM", 1),
        ("S_IFMT", modes(libc::S_IFMT)),
        ("S_IFREG", modes(libc::S_IFREG)),
        ("S_IFDIR", modes(libc::S_IFDIR)),
        ("S_IFCHR", modes(libc::S_IFCHR)),
        ("S_IFBLK", modes(libc::S_IFBLK)),
        ("S_IFIFO", modes(libc::S_IFIFO)),
        ("S_IFLNK", modes(libc::S_IFLNK)),
        ("S_IFSOCK", modes(libc::S_IFSOCK)),
        ("O_CREAT", flags(libc::O_CREAT)),
        ("O_EXCL", flags(libc::O_EXCL)),
        ("UV_FS_O_FILEMAP", 0),
        ("O_NOCTTY", flags(libc::O_NOCTTY)),
        ("O_TRUNC", flags(libc::O_TRUNC)),
        ("O_APPEND", flags(libc::O_APPEND)),
        ("O_DIRECTORY", flags(libc::O_DIRECTORY)),
        ("O_NOATIME", flags(O_NOATIME)),
        ("O_NOFOLLOW", flags(libc::O_NOFOLLOW)),
        ("O_SYNC", flags(libc::O_SYNC)),
        ("O_DSYNC", flags(libc::O_DSYNC)),
        ("O_DIRECT", flags(O_DIRECT)),
        ("O_NONBLOCK", flags(libc::O_NONBLOCK)),
        ("S_IRWXU", modes(libc::S_IRWXU)),
        ("S_IRUSR", modes(libc::S_IRUSR)),
        ("S_IWUSR", modes(libc::S_IWUSR)),
        ("S_IXUSR", modes(libc::S_IXUSR)),
        ("S_IRWXG", modes(libc::S_IRWXG)),
        ("S_IRGRP", modes(libc::S_IRGRP)),
        ("S_IWGRP", modes(libc::S_IWGRP)),
        ("S_IXGRP", modes(libc::S_IXGRP)),
        ("S_IRWXO", modes(libc::S_IRWXO)),
        ("S_IROTH", modes(libc::S_IROTH)),
        ("S_IWOTH", modes(libc::S_IWOTH)),
        ("S_IXOTH", modes(libc::S_IXOTH)),
        ("F_OK", 0),
        ("R_OK", 4),
        ("W_OK", 2),
        ("X_OK", 1),
        ("UV_FS_COPYFILE_EXCL", 1),
        ("COPYFILE_EXCL", 1),
        ("UV_FS_COPYFILE_FICLONE", 2),
        ("COPYFILE_FICLONE", 2),
        ("UV_FS_COPYFILE_FICLONE_FORCE", 4),
        ("COPYFILE_FICLONE_FORCE", 4),
    ];
    let linux_only = |n: &str| n == "O_NOATIME" || n == "O_DIRECT";
    for &(name, v) in table {
        if cfg!(target_os = "linux") || !linux_only(name) {
            super::define_data(th, constants, name, Value::number(v as f64));
        }
    }
    for (name, v) in [("F_OK", 0), ("R_OK", 4), ("W_OK", 2), ("X_OK", 1)] {
        super::define_data(th, m, name, Value::number(f64::from(v)));
    }
    super::define_data(th, m, "constants", constants.value());
    m
}

/// `fs.createReadStream(path, options)`: the ReadStream of
/// `kiln:streams` (TypeScript, `codegen/src/node/streams.ts`), compiled into
/// a program whose source names `createReadStream` and registered when it
/// runs.
fn create_read_stream(th: &mut Thread, _: Value, args: &[Value], _: Value) -> JsResult<Value> {
    let make = th.host_modules.read_stream;
    super::modules::call_registered(th, make, "fs.createReadStream", args)
}

/// `openFile(path)` of `kiln:host`: a descriptor open for reading, or
/// node's error for `open`.
pub fn open_file(th: &mut Thread, _: Value, args: &[Value], _: Value) -> JsResult<Value> {
    use std::os::fd::IntoRawFd;
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    match std::fs::File::open(&p) {
        Ok(f) => Ok(Value::number(f64::from(f.into_raw_fd()))),
        Err(e) => Err(sys(th, &e, "open", &p)),
    }
}

/// `closeFile(fd)` of `kiln:host`.
pub fn close_file(_: &mut Thread, _: Value, args: &[Value], _: Value) -> JsResult<Value> {
    let fd = crate::ops::to_number(crate::builtins::arg(args, 0)) as i32;
    // SAFETY: the descriptor came from `open_file` and is closed once.
    unsafe { libc::close(fd) };
    Ok(Value::UNDEFINED)
}

/// A path argument: a string (node's Buffer and URL forms do not exist in
/// kiln).
fn path_arg(th: &mut Thread, v: Value, name: &str) -> JsResult<String> {
    if v.is_string() {
        return Ok(crate::string::units(v).to_string_lossy());
    }
    Err(super::invalid_arg_type(
        th,
        name,
        "of type string or an instance of Buffer or URL",
        v,
    ))
}

fn sys(th: &mut Thread, e: &std::io::Error, syscall: &str, path: &str) -> crate::error::Thrown {
    super::syserr::throw(th, e, syscall, Some(path), None)
}

/// An option of `options` (an object; undefined otherwise).
fn option(th: &mut Thread, options: Value, name: &str) -> JsResult<Value> {
    match Obj::of(options) {
        Some(o) => object::get_named(th, o, name),
        None => Ok(Value::UNDEFINED),
    }
}

fn truthy_option(th: &mut Thread, options: Value, name: &str) -> JsResult<bool> {
    Ok(crate::ops::kl_truthy_slow(option(th, options, name)?))
}

/// The encoding `options` names: a string, or an object's `encoding`;
/// `None` for none (node's Buffer).
fn encoding(th: &mut Thread, options: Value, default: Option<&str>) -> JsResult<Option<Encoding>> {
    let e = if options.is_string() {
        options
    } else {
        option(th, options, "encoding")?
    };
    if e.is_nullish() {
        return Ok(default.map(|d| Encoding::parse(d).expect("a known encoding")));
    }
    let name = crate::ops::to_rust_string_js(th, e)?;
    match Encoding::parse(&name) {
        Some(enc) => Ok(Some(enc)),
        None if name == "buffer" => Ok(None),
        None => Err(super::node_error(
            th,
            ErrorKind::TypeError,
            "ERR_INVALID_ARG_VALUE",
            &format!("The argument 'encoding' is invalid encoding. Received '{name}'"),
        )),
    }
}

#[derive(Clone, Copy)]
enum Encoding {
    Utf8,
    Latin1,
    Ascii,
    Hex,
    Base64,
    Utf16Le,
}

impl Encoding {
    fn parse(name: &str) -> Option<Encoding> {
        Some(match name.to_ascii_lowercase().as_str() {
            "utf8" | "utf-8" => Encoding::Utf8,
            "latin1" | "binary" => Encoding::Latin1,
            "ascii" => Encoding::Ascii,
            "hex" => Encoding::Hex,
            "base64" => Encoding::Base64,
            "utf16le" | "utf-16le" | "ucs2" | "ucs-2" => Encoding::Utf16Le,
            _ => return None,
        })
    }

    fn decode(self, th: &mut Thread, bytes: &[u8]) -> Value {
        match self {
            Encoding::Utf8 => crate::string::from_str(th, &String::from_utf8_lossy(bytes)),
            Encoding::Latin1 => crate::string::from_latin1(th, bytes),
            Encoding::Ascii => {
                let masked: Vec<u8> = bytes.iter().map(|b| b & 0x7f).collect();
                crate::string::from_latin1(th, &masked)
            }
            Encoding::Hex => {
                let s: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
                crate::string::from_str(th, &s)
            }
            Encoding::Base64 => crate::string::from_str(th, &base64(bytes)),
            Encoding::Utf16Le => {
                let units: Vec<u16> = bytes
                    .chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]]))
                    .collect();
                crate::string::from_utf16(th, &units)
            }
        }
    }

    /// The bytes a string is written as (node's `Buffer.from(s, enc)`;
    /// hex and base64 strings are written as text).
    fn encode(self, s: Value) -> Vec<u8> {
        let units = crate::string::units(s);
        match self {
            Encoding::Latin1 | Encoding::Ascii => units.iter().map(|u| u as u8).collect(),
            Encoding::Utf16Le => units.iter().flat_map(|u| u.to_le_bytes()).collect(),
            _ => units.to_string_lossy().into_bytes(),
        }
    }
}

fn base64(bytes: &[u8]) -> String {
    const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for c in bytes.chunks(3) {
        let n = (u32::from(c[0]) << 16)
            | (u32::from(*c.get(1).unwrap_or(&0)) << 8)
            | u32::from(*c.get(2).unwrap_or(&0));
        for i in 0..4 {
            if i <= c.len() {
                out.push(T[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// An integer file descriptor argument (`readFileSync(0)` reads stdin).
fn fd_of(v: Value) -> Option<i32> {
    (v.is_number() && v.as_number().fract() == 0.0 && v.as_number() >= 0.0)
        .then(|| v.as_number() as i32)
}

// ---- reading and writing -------------------------------------------------

fn exists_sync(_th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = crate::builtins::arg(args, 0);
    if !p.is_string() {
        return Ok(Value::FALSE);
    }
    let p = crate::string::units(p).to_string_lossy();
    Ok(Value::boolean(std::fs::metadata(p).is_ok()))
}

fn access_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    let mode = crate::builtins::arg(args, 1);
    let mode = if mode.is_undefined() {
        0
    } else {
        crate::ops::to_number(mode) as i32
    };
    let c = std::ffi::CString::new(p.clone()).unwrap_or_default();
    // SAFETY: a NUL-terminated path.
    if unsafe { libc::access(c.as_ptr(), mode) } != 0 {
        return Err(sys(th, &std::io::Error::last_os_error(), "access", &p));
    }
    Ok(Value::UNDEFINED)
}

fn read_file_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let target = crate::builtins::arg(args, 0);
    let enc = encoding(th, crate::builtins::arg(args, 1), None)?;
    let mut bytes = Vec::new();
    if let Some(fd) = fd_of(target) {
        // SAFETY: the descriptor is the program's; ManuallyDrop keeps it open.
        let mut f = std::mem::ManuallyDrop::new(unsafe {
            <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(fd)
        });
        if let Err(e) = f.read_to_end(&mut bytes) {
            return Err(super::syserr::throw(th, &e, "read", None, None));
        }
        return contents(th, enc, &bytes);
    }
    let p = path_arg(th, target, "path")?;
    let mut f = match std::fs::File::open(&p) {
        Ok(f) => f,
        Err(e) => return Err(sys(th, &e, "open", &p)),
    };
    if let Some(enc) = enc
        && let Some(v) = read_in_place(th, &mut f, enc, &mut bytes)
    {
        return Ok(v);
    }
    if let Err(e) = f.read_to_end(&mut bytes) {
        return Err(super::syserr::throw(th, &e, "read", None, None));
    }
    contents(th, enc, &bytes)
}

/// A file's contents as `readFileSync` returns them: a string in the
/// encoding, or without one a Buffer (a Uint8Array with the prototype
/// `node:buffer` registered: the compiler adds that module to a program
/// that reads files).
fn contents(th: &mut Thread, enc: Option<Encoding>, bytes: &[u8]) -> JsResult<Value> {
    let Some(enc) = enc else {
        let (proto, bp) = (
            th.host_modules.buffer_proto,
            th.realm.array_buffer_prototype,
        );
        let buffer = crate::object::typed::new_buffer(th, bytes.len(), bp);
        let buf =
            crate::object::typed::new_typed(th, ElemType::Uint8, buffer, 0, bytes.len(), proto);
        // SAFETY: the new array's `bytes.len()` bytes, valid until the next
        // collection (none before the copy).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), typed_data(buf), bytes.len()) };
        return Ok(buf.value());
    };
    if bytes.len() > crate::string::MAX_LENGTH {
        return Err(string_too_long(th));
    }
    Ok(enc.decode(th, bytes))
}

/// node's error for a file too long for a string.
fn string_too_long(th: &mut Thread) -> crate::error::Thrown {
    super::node_error(
        th,
        ErrorKind::Error,
        "ERR_STRING_TOO_LONG",
        &format!(
            "Cannot create a string longer than 0x{:x} characters",
            crate::string::MAX_LENGTH
        ),
    )
}

/// Files from this size are read straight into the string.
const IN_PLACE_MIN: usize = 1 << 20;

/// A large file read straight into a one-byte string, when it decodes to
/// its own bytes (ASCII for UTF-8; any bytes for latin1): the file is in
/// memory once, not as the bytes read and then the string (a 53 MB file
/// peaked at 106 MB). `None`, with what was read in `bytes`, otherwise.
fn read_in_place(
    th: &mut Thread,
    f: &mut std::fs::File,
    enc: Encoding,
    bytes: &mut Vec<u8>,
) -> Option<Value> {
    if !matches!(enc, Encoding::Utf8 | Encoding::Latin1) {
        return None;
    }
    let len = f.metadata().ok()?.len() as usize;
    if !(IN_PLACE_MIN..=crate::string::MAX_LENGTH).contains(&len) {
        return None;
    }
    // Runtime allocation never collects: the data stays where it is while
    // the file is read into it.
    let (v, data) = crate::string::alloc_string(th, len, true);
    // SAFETY: the new string has room for `len` bytes, which nothing else
    // reads until it is returned.
    let buf = unsafe { std::slice::from_raw_parts_mut(data, len) };
    let mut got = 0;
    while got < len {
        match f.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let mut probe = [0u8; 1];
    let at_end = got == len && matches!(f.read(&mut probe), Ok(0));
    if at_end && (matches!(enc, Encoding::Latin1) || buf.is_ascii()) {
        return Some(v);
    }
    // The file changed size, or holds UTF-8 beyond ASCII: decoded from the
    // bytes (the string made here is garbage).
    bytes.extend_from_slice(&buf[..got]);
    if got == len && !at_end {
        bytes.push(probe[0]);
    }
    None
}

/// `writeFileSync` and `appendFileSync`: `flag` is the default flag.
fn write_file(th: &mut Thread, args: &[Value], default_flag: &str) -> JsResult<Value> {
    let target = crate::builtins::arg(args, 0);
    let data = crate::builtins::arg(args, 1);
    let options = crate::builtins::arg(args, 2);
    let view = Obj::of(data).and_then(view_bytes);
    if !data.is_string() && view.is_none() {
        return Err(super::invalid_arg_type(
            th,
            "data",
            "of type string or an instance of Buffer, TypedArray, or DataView",
            data,
        ));
    }
    let enc = encoding(th, options, Some("utf8"))?.unwrap_or(Encoding::Utf8);
    let flag_v = option(th, options, "flag")?;
    let flag = if flag_v.is_undefined() {
        default_flag.to_string()
    } else {
        crate::ops::to_rust_string_js(th, flag_v)?
    };
    // The bytes of a view are read before anything can run (the options
    // above are read first, as node reads them).
    let bytes = match Obj::of(data).and_then(view_bytes) {
        Some(b) => b,
        None => enc.encode(data),
    };
    if let Some(fd) = fd_of(target) {
        // What console.log wrote before goes out first.
        th.stdout.flush();
        // SAFETY: the descriptor is the program's; ManuallyDrop keeps it open.
        let mut f = std::mem::ManuallyDrop::new(unsafe {
            <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(fd)
        });
        if let Err(e) = f.write_all(&bytes) {
            return Err(super::syserr::throw(th, &e, "write", None, None));
        }
        return Ok(Value::UNDEFINED);
    }
    let p = path_arg(th, target, "path")?;
    let mut oo = std::fs::OpenOptions::new();
    match flag.as_str() {
        "w" => oo.write(true).create(true).truncate(true),
        "wx" | "xw" => oo.write(true).create_new(true),
        "a" => oo.append(true).create(true),
        "ax" | "xa" => oo.append(true).create_new(true),
        "w+" => oo.read(true).write(true).create(true).truncate(true),
        "a+" => oo.read(true).append(true).create(true),
        "r+" => oo.read(true).write(true),
        _ => {
            return Err(super::node_error(
                th,
                ErrorKind::TypeError,
                "ERR_INVALID_ARG_VALUE",
                &format!("The argument 'flags' is invalid. Received '{flag}'"),
            ));
        }
    };
    let mode = option(th, options, "mode")?;
    oo.mode(if mode.is_number() {
        mode.as_number() as u32
    } else {
        0o666
    });
    let mut f = match oo.open(&p) {
        Ok(f) => f,
        Err(e) => return Err(sys(th, &e, "open", &p)),
    };
    if let Err(e) = f.write_all(&bytes) {
        return Err(super::syserr::throw(th, &e, "write", None, None));
    }
    Ok(Value::UNDEFINED)
}

fn write_file_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    write_file(th, args, "w")
}

fn append_file_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    write_file(th, args, "a")
}

// ---- directories ---------------------------------------------------------

fn mkdir_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    let options = crate::builtins::arg(args, 1);
    let recursive = truthy_option(th, options, "recursive")?;
    if !recursive {
        return match std::fs::create_dir(&p) {
            Ok(()) => Ok(Value::UNDEFINED),
            Err(e) => Err(sys(th, &e, "mkdir", &p)),
        };
    }
    // The first directory made (node returns it), found walking up the
    // path as given.
    let mut first = None;
    let mut cur = std::path::Path::new(&p);
    while !cur.as_os_str().is_empty() && std::fs::metadata(cur).is_err() {
        first = Some(cur.to_string_lossy().into_owned());
        match cur.parent() {
            Some(parent) => cur = parent,
            None => break,
        }
    }
    if let Err(e) = std::fs::create_dir_all(&p) {
        return Err(sys(th, &e, "mkdir", &p));
    }
    if std::fs::metadata(&p).is_ok_and(|m| !m.is_dir()) {
        let e = std::io::Error::from_raw_os_error(libc::EEXIST);
        return Err(sys(th, &e, "mkdir", &p));
    }
    Ok(match first {
        Some(f) => crate::string::from_str(th, &f),
        None => Value::UNDEFINED,
    })
}

fn readdir_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    let options = crate::builtins::arg(args, 1);
    let with_types = truthy_option(th, options, "withFileTypes")?;
    let recursive = truthy_option(th, options, "recursive")?;
    if encoding(th, options, Some("utf8"))?.is_none() {
        return Err(crate::error::throw(
            th,
            ErrorKind::Error,
            "kiln: fs.readdirSync with the 'buffer' encoding returns Buffers, which kiln does not have yet",
        ));
    }
    // node's readdirSyncRecursive: the folders breadth first, each one's
    // entries in scandir's order; a name relative to `p` (a folder found
    // by `stat`, so a link to one is followed) or a Dirent whose parent
    // path is the folder joined to `p` (one found by its entry's type).
    let mut found: Vec<(String, String, u32)> = Vec::new();
    let mut queue = vec![(p.clone(), String::new())];
    let mut i = 0;
    while i < queue.len() {
        let (dir, rel) = queue[i].clone();
        i += 1;
        let list = match scandir(&dir) {
            Ok(list) => list,
            Err(e) => return Err(sys(th, &e, "scandir", &dir)),
        };
        for (name, kind) in list {
            let name = String::from_utf8_lossy(&name).into_owned();
            let full = join_paths(&dir, &name);
            let relative = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            // Only a recursive listing looks at what an entry is.
            let is_dir = || {
                if with_types {
                    kind == 2
                } else {
                    std::fs::metadata(&full).is_ok_and(|m| m.is_dir())
                }
            };
            if recursive && is_dir() {
                queue.push((full, relative.clone()));
            }
            found.push((if with_types { name } else { relative }, dir.clone(), kind));
        }
    }
    if !with_types {
        let values: Vec<Value> = found
            .iter()
            .map(|(n, _, _)| crate::string::from_str(th, n))
            .collect();
        return Ok(object::array::from_values(th, &values).value());
    }
    let proto = dirent_prototype(th);
    let ty = type_symbol(th);
    let mut values = Vec::with_capacity(found.len());
    for (name, dir, kind) in &found {
        let d = object::new_object(th, proto, 4);
        let name = crate::string::from_str(th, name);
        let dir = crate::string::from_str(th, dir);
        super::define_data(th, d, "name", name);
        super::define_data(th, d, "parentPath", dir);
        super::define_data(th, d, "path", dir);
        object::define(
            th,
            d,
            Key::Name(ty),
            Value::number(f64::from(*kind)),
            shape::DATA,
        );
        values.push(d.value());
    }
    Ok(object::array::from_values(th, &values).value())
}

/// A folder's entries (name, `UV_DIRENT_*` type) as libuv's scandir gives
/// them: sorted as strcmp sorts.
fn scandir(dir: &str) -> std::io::Result<Vec<(Vec<u8>, u32)>> {
    let mut list = Vec::new();
    for e in std::fs::read_dir(dir)? {
        let e = e?;
        let kind = e.file_type().map_or(0, |t| dirent_type(&t));
        list.push((e.file_name().as_encoded_bytes().to_vec(), kind));
    }
    list.sort();
    Ok(list)
}

/// `path.join(a, b)`.
fn join_paths(a: &str, b: &str) -> String {
    let joined: Vec<u16> = format!("{a}/{b}").encode_utf16().collect();
    String::from_utf16_lossy(&super::path::normalize_units(&joined))
}

/// libuv's `UV_DIRENT_*` numbers.
fn dirent_type(t: &std::fs::FileType) -> u32 {
    if t.is_file() {
        1
    } else if t.is_dir() {
        2
    } else if t.is_symlink() {
        3
    } else if t.is_fifo() {
        4
    } else if t.is_socket() {
        5
    } else if t.is_char_device() {
        6
    } else if t.is_block_device() {
        7
    } else {
        0
    }
}

/// node's `Symbol(type)` key of a Dirent, one per program.
fn type_symbol(th: &mut Thread) -> Value {
    if th.host_modules.dirent_type.is_undefined() {
        let d = th.realm.atoms.intern_str("type");
        th.host_modules.dirent_type = crate::object::atom::new_symbol(d, 0);
    }
    th.host_modules.dirent_type
}

/// A prototype named like node's class, with its type tests: `test(t)`
/// answers for the `S_IFMT` bits `t`.
fn class_prototype(th: &mut Thread, name: &str, tests: &[(&str, Native)]) -> Obj {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, 10);
    for &(method, f) in tests {
        define_native(th, proto, method, 0, f);
    }
    // `constructor` and its `prototype`, so that inspection names the
    // class (`Dirent { … }`) as node's does.
    crate::object::function::new_native_constructor(th, name, 0, not_constructible, proto.value());
    proto
}

fn not_constructible(
    th: &mut Thread,
    _this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    Err(crate::error::type_error(
        th,
        "kiln: fs classes cannot be called",
    ))
}

fn dirent_prototype(th: &mut Thread) -> Value {
    if th.host_modules.dirent_proto.is_undefined() {
        let p = class_prototype(
            th,
            "Dirent",
            &[
                ("isDirectory", |th, this, _, _| dirent_is(th, this, 2)),
                ("isFile", |th, this, _, _| dirent_is(th, this, 1)),
                ("isBlockDevice", |th, this, _, _| dirent_is(th, this, 7)),
                ("isCharacterDevice", |th, this, _, _| dirent_is(th, this, 6)),
                ("isSymbolicLink", |th, this, _, _| dirent_is(th, this, 3)),
                ("isFIFO", |th, this, _, _| dirent_is(th, this, 4)),
                ("isSocket", |th, this, _, _| dirent_is(th, this, 5)),
            ],
        );
        th.host_modules.dirent_proto = p.value();
    }
    th.host_modules.dirent_proto
}

fn dirent_is(th: &mut Thread, this: Value, kind: u32) -> JsResult<Value> {
    let ty = type_symbol(th);
    let v = match Obj::of(this) {
        Some(o) => object::get(th, o, Key::Name(ty), this)?,
        None => Value::UNDEFINED,
    };
    Ok(Value::boolean(
        v.is_number() && v.as_number() == f64::from(kind),
    ))
}

// ---- Stats ---------------------------------------------------------------

fn stats_prototype(th: &mut Thread) -> Value {
    if th.host_modules.stats_proto.is_undefined() {
        let p = class_prototype(
            th,
            "Stats",
            &[
                ("isDirectory", |th, this, _, _| {
                    mode_is(th, this, libc::S_IFDIR)
                }),
                ("isFile", |th, this, _, _| mode_is(th, this, libc::S_IFREG)),
                ("isBlockDevice", |th, this, _, _| {
                    mode_is(th, this, libc::S_IFBLK)
                }),
                ("isCharacterDevice", |th, this, _, _| {
                    mode_is(th, this, libc::S_IFCHR)
                }),
                ("isSymbolicLink", |th, this, _, _| {
                    mode_is(th, this, libc::S_IFLNK)
                }),
                ("isFIFO", |th, this, _, _| mode_is(th, this, libc::S_IFIFO)),
                ("isSocket", |th, this, _, _| {
                    mode_is(th, this, libc::S_IFSOCK)
                }),
            ],
        );
        th.host_modules.stats_proto = p.value();
    }
    th.host_modules.stats_proto
}

#[allow(
    clippy::unnecessary_cast,
    reason = "mode_t is u16 on macOS, u32 on Linux"
)]
fn mode_is(th: &mut Thread, this: Value, kind: libc::mode_t) -> JsResult<Value> {
    let mode = match Obj::of(this) {
        Some(o) => object::get_named(th, o, "mode")?,
        None => Value::UNDEFINED,
    };
    let mode = crate::ops::to_number(mode) as u32;
    Ok(Value::boolean(mode & libc::S_IFMT as u32 == kind as u32))
}

fn stat_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    stat(th, args, false)
}

fn lstat_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    stat(th, args, true)
}

fn stat(th: &mut Thread, args: &[Value], link: bool) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    let options = crate::builtins::arg(args, 1);
    let meta = if link {
        std::fs::symlink_metadata(&p)
    } else {
        std::fs::metadata(&p)
    };
    let m = match meta {
        Ok(m) => m,
        Err(e) => {
            let missing = e.kind() == std::io::ErrorKind::NotFound;
            let throw = option(th, options, "throwIfNoEntry")?;
            if missing && throw == Value::FALSE {
                return Ok(Value::UNDEFINED);
            }
            return Err(sys(th, &e, if link { "lstat" } else { "stat" }, &p));
        }
    };
    let ms = |sec: i64, nsec: i64| sec as f64 * 1e3 + nsec as f64 / 1e6;
    let birth = m
        .created()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0.0, |d| d.as_secs_f64() * 1e3);
    let times = [
        ms(m.atime(), m.atime_nsec()),
        ms(m.mtime(), m.mtime_nsec()),
        ms(m.ctime(), m.ctime_nsec()),
        birth,
    ];
    let proto = stats_prototype(th);
    let s = object::new_object(th, proto, 18);
    for (name, v) in [
        ("dev", m.dev() as f64),
        ("mode", f64::from(m.mode())),
        ("nlink", m.nlink() as f64),
        ("uid", f64::from(m.uid())),
        ("gid", f64::from(m.gid())),
        ("rdev", m.rdev() as f64),
        ("blksize", m.blksize() as f64),
        ("ino", m.ino() as f64),
        ("size", m.size() as f64),
        ("blocks", m.blocks() as f64),
        ("atimeMs", times[0]),
        ("mtimeMs", times[1]),
        ("ctimeMs", times[2]),
        ("birthtimeMs", times[3]),
    ] {
        super::define_data(th, s, name, Value::number(v));
    }
    for (name, t) in ["atime", "mtime", "ctime", "birthtime"]
        .into_iter()
        .zip(times)
    {
        let d = date(th, t);
        super::define_data(th, s, name, d);
    }
    Ok(s.value())
}

/// A Date of `ms` (the compiler links Date into a program that names
/// `statSync` or `lstatSync`).
fn date(th: &mut Thread, ms: f64) -> Value {
    let proto = th.realm.date_prototype;
    if proto.is_null() {
        return Value::number(ms);
    }
    let o = object::alloc(
        th,
        crate::abi::KL_KIND_DATE,
        crate::date::DATE_SIZE,
        0,
        proto,
    );
    // node's `dateFromMs`: `new Date(Math.round(ms))` (times are not
    // negative, where Math.round and adding a half then flooring differ).
    crate::date::set_time_value(th, o, (ms + 0.5).floor());
    o.value()
}

// ---- removing, renaming, copying -----------------------------------------

fn unlink_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    match std::fs::remove_file(&p) {
        Ok(()) => Ok(Value::UNDEFINED),
        Err(e) => Err(sys(th, &e, "unlink", &p)),
    }
}

fn rmdir_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    match std::fs::remove_dir(&p) {
        Ok(()) => Ok(Value::UNDEFINED),
        Err(e) => Err(sys(th, &e, "rmdir", &p)),
    }
}

fn rm_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    let options = crate::builtins::arg(args, 1);
    let recursive = truthy_option(th, options, "recursive")?;
    let force = truthy_option(th, options, "force")?;
    let meta = match std::fs::symlink_metadata(&p) {
        Ok(m) => m,
        Err(e) if force && e.kind() == std::io::ErrorKind::NotFound => return Ok(Value::UNDEFINED),
        Err(e) => return Err(sys(th, &e, "lstat", &p)),
    };
    let r = if meta.is_dir() {
        if !recursive {
            // node's SystemError, with the errno, call and path it has.
            super::node_error(
                th,
                ErrorKind::Error,
                "ERR_FS_EISDIR",
                &format!("Path is a directory: rm returned EISDIR (is a directory) {p}"),
            );
            let e = Obj::of(th.exception).expect("the error");
            // A SystemError's own name, not enumerable, and its stack's.
            let name = crate::string::from_str(th, "SystemError");
            let k = Key::name(th, "name");
            object::define(th, e, k, name, shape::HIDDEN);
            let k = Key::name(th, "stack");
            if let Some(own) = object::get_own(e, k)
                && own.value.is_string()
            {
                let stack = crate::string::units(own.value).to_string_lossy();
                let stack = crate::string::from_str(th, &format!("System{stack}"));
                object::define(th, e, k, stack, own.attrs);
            }
            super::define_data(th, e, "errno", Value::number(f64::from(libc::EISDIR)));
            let call = crate::string::from_str(th, "rm");
            super::define_data(th, e, "syscall", call);
            let path = crate::string::from_str(th, &p);
            super::define_data(th, e, "path", path);
            return Err(crate::error::Thrown);
        }
        std::fs::remove_dir_all(&p)
    } else {
        std::fs::remove_file(&p)
    };
    match r {
        Ok(()) => Ok(Value::UNDEFINED),
        Err(e) => Err(sys(th, &e, "rm", &p)),
    }
}

fn rename_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let from = path_arg(th, crate::builtins::arg(args, 0), "oldPath")?;
    let to = path_arg(th, crate::builtins::arg(args, 1), "newPath")?;
    match std::fs::rename(&from, &to) {
        Ok(()) => Ok(Value::UNDEFINED),
        Err(e) => Err(super::syserr::throw(
            th,
            &e,
            "rename",
            Some(&from),
            Some(&to),
        )),
    }
}

fn copy_file_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let from = path_arg(th, crate::builtins::arg(args, 0), "src")?;
    let to = path_arg(th, crate::builtins::arg(args, 1), "dest")?;
    let mode = crate::ops::to_number(crate::builtins::arg(args, 2));
    let exclusive = mode.is_finite() && (mode as i64) & 1 != 0;
    let r = if exclusive && std::fs::symlink_metadata(&to).is_ok() {
        Err(std::io::Error::from_raw_os_error(libc::EEXIST))
    } else {
        std::fs::copy(&from, &to).map(|_| ())
    };
    match r {
        Ok(()) => Ok(Value::UNDEFINED),
        Err(e) => Err(super::syserr::throw(
            th,
            &e,
            "copyfile",
            Some(&from),
            Some(&to),
        )),
    }
}

fn realpath_sync(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let p = path_arg(th, crate::builtins::arg(args, 0), "path")?;
    match std::fs::canonicalize(&p) {
        Ok(r) => Ok(crate::string::from_str(th, &r.to_string_lossy())),
        Err(e) => {
            // node's JavaScript realpath `lstat`s the absolute path one
            // component at a time: it reports the first that fails.
            let abs = std::path::absolute(&p).unwrap_or_else(|_| p.clone().into());
            let mut prefix = std::path::PathBuf::new();
            for c in abs.components() {
                prefix.push(c);
                if let Err(e) = std::fs::symlink_metadata(&prefix) {
                    return Err(sys(th, &e, "lstat", &prefix.to_string_lossy()));
                }
            }
            Err(sys(th, &e, "lstat", &abs.to_string_lossy()))
        }
    }
}

/// The bytes a typed array or DataView shows (None for another object).
pub(crate) fn view_bytes(o: Obj) -> Option<Vec<u8>> {
    use crate::object::typed as t;
    let (data, len) = if t::is_typed(o) {
        (typed_data(o), t::typed_len(o) * t::typed_type(o).size())
    } else if o.kind() == crate::abi::KL_KIND_DATA_VIEW {
        let buffer = t::view_buffer(o);
        (
            // SAFETY: the view's offset is within its buffer.
            unsafe { t::buffer_data(buffer).add(t::view_offset(o)) },
            t::view_len(o),
        )
    } else {
        return None;
    };
    // SAFETY: `len` bytes from `data` are the view's, valid until the next
    // collection (none while they are copied).
    Some(unsafe { std::slice::from_raw_parts(data, len) }.to_vec())
}
