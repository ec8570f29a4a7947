//! node's system errors (`uvException`): `ENOENT: no such file or
//! directory, chdir '/a' -> '/b'`, an `Error` with `errno`, `code`,
//! `syscall`, `path` and `dest` as own enumerable properties, in that
//! order. libuv's names and descriptions of the errno values a file
//! system call can fail with.

use crate::error::{ErrorKind, Thrown};
use crate::object::{self, Key, Obj, shape};
use crate::thread::Thread;

/// libuv's code and description of `errno` (`uv_err_name`,
/// `uv_strerror`); `None` for one it has no name for here.
fn describe(errno: i32) -> Option<(&'static str, &'static str)> {
    Some(match errno {
        libc::EPERM => ("EPERM", "operation not permitted"),
        libc::ENOENT => ("ENOENT", "no such file or directory"),
        libc::EIO => ("EIO", "i/o error"),
        libc::EBADF => ("EBADF", "bad file descriptor"),
        libc::EACCES => ("EACCES", "permission denied"),
        libc::EBUSY => ("EBUSY", "resource busy or locked"),
        libc::EEXIST => ("EEXIST", "file already exists"),
        libc::EXDEV => ("EXDEV", "cross-device link not permitted"),
        libc::ENOTDIR => ("ENOTDIR", "not a directory"),
        libc::EISDIR => ("EISDIR", "illegal operation on a directory"),
        libc::EINVAL => ("EINVAL", "invalid argument"),
        libc::EMFILE => ("EMFILE", "too many open files"),
        libc::EFBIG => ("EFBIG", "file too large"),
        libc::ENOSPC => ("ENOSPC", "no space left on device"),
        libc::EROFS => ("EROFS", "read-only file system"),
        libc::ENAMETOOLONG => ("ENAMETOOLONG", "name too long"),
        libc::ENOTEMPTY => ("ENOTEMPTY", "directory not empty"),
        libc::ELOOP => ("ELOOP", "too many symbolic links encountered"),
        _ => return None,
    })
}

/// Throws node's error for a failed `syscall` on `path` (and `dest`, for
/// the calls with two paths): `err` as the OS reported it.
pub fn throw(
    th: &mut Thread,
    err: &std::io::Error,
    syscall: &str,
    path: Option<&str>,
    dest: Option<&str>,
) -> Thrown {
    let errno = err.raw_os_error().unwrap_or(libc::EIO);
    let (code, text) = describe(errno).map_or_else(
        || (format!("Unknown system error {}", -errno), err.to_string()),
        |(c, t)| (c.to_string(), t.to_string()),
    );
    let mut message = format!("{code}: {text}, {syscall}");
    if let Some(p) = path {
        message.push_str(&format!(" '{p}'"));
    }
    if let Some(d) = dest {
        message.push_str(&format!(" -> '{d}'"));
    }
    let e = crate::error::new_error(th, ErrorKind::Error, &message);
    let o = Obj::of(e).expect("an error");
    let attrs = shape::DATA;
    let k = Key::name(th, "errno");
    object::define(th, o, k, crate::Value::number(-f64::from(errno)), attrs);
    let fields = [
        ("code", Some(code.as_str())),
        ("syscall", Some(syscall)),
        ("path", path),
        ("dest", dest),
    ];
    for (name, value) in fields {
        if let Some(value) = value {
            let k = Key::name(th, name);
            let v = crate::string::from_str(th, value);
            object::define(th, o, k, v, attrs);
        }
    }
    th.throw(e);
    Thrown
}
