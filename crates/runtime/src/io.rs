//! Buffered output to a file descriptor. stdout is buffered and flushed when
//! the buffer fills, before anything is written to stderr (so the two
//! interleave in program order, as node's synchronous writes do, when they
//! share a file), and whenever the program ends, also through an uncaught
//! error or a fatal error; on a terminal each write goes out at once.
//! Runtime diagnostics go to stderr only.

/// Bytes waiting to be written to `fd`.
pub struct OutBuf {
    fd: i32,
    buf: Vec<u8>,
    /// `fd` is a terminal: nothing waits (a person watches the output).
    terminal: bool,
}

const FLUSH_AT: usize = 64 << 10;

impl OutBuf {
    pub fn new(fd: i32) -> OutBuf {
        OutBuf {
            fd,
            buf: Vec::new(),
            // SAFETY: isatty only inspects the descriptor.
            terminal: unsafe { libc::isatty(fd) } == 1,
        }
    }

    pub fn write(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
        if self.terminal || self.buf.len() >= FLUSH_AT {
            self.flush();
        }
    }

    pub fn flush(&mut self) {
        write_all(self.fd, &self.buf);
        self.buf.clear();
    }
}

/// Writes everything to `fd`, retrying on EINTR; a closed pipe ends the
/// attempt silently, as node's stdout does.
pub fn write_all(fd: i32, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: writing from a valid slice to a descriptor we do not own is
        // harmless; errors are checked below.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return;
        }
        bytes = &bytes[n as usize..];
    }
}

/// Writes a diagnostic line to stderr.
pub fn eprint(s: &str) {
    write_all(2, s.as_bytes());
}
