//! Buffered output to a file descriptor. stdout is buffered and flushed when
//! the buffer fills, before anything is written to stderr (so the two
//! interleave in program order, as node's synchronous writes do, when they
//! share a file), before the event loop sleeps for a timer, and whenever
//! the program ends, also through an uncaught error, a fatal error or a
//! terminating signal; on a terminal each write goes out at once.
//! Runtime diagnostics go to stderr only.
//!
//! node writes each `console.log` to a file or pipe synchronously, so what
//! a program printed before it is killed (`timeout 2 ./app > out` around a
//! loop that never ends) is in the file. kiln keeps its buffer (a
//! `console.log` to a file costs one `memcpy`, not one `write`), and
//! [`install_signal_flush`] makes SIGTERM, SIGINT and SIGHUP write out what
//! the buffer holds before the signal ends the process as it would have.
//! The buffer is therefore a fixed block that never moves, whose committed
//! length the handler reads: a signal arriving while [`OutBuf::write`]
//! copies sees the bytes before that write, and one arriving during a
//! flush is held back until the flush is done (the flush masks them), so
//! no byte is written twice or lost.
//!
//! A reader that goes away (`./app | head -1`) does not kill the program:
//! SIGPIPE is ignored and a write that fails with EPIPE is dropped, as
//! node's console drops it; the program runs to its end and exits with its
//! own status.

use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

/// Bytes waiting to be written to `fd`.
pub struct OutBuf {
    fd: i32,
    /// `FLUSH_AT` bytes, of which the first `len` wait. Never reallocated
    /// (the signal handler may read it at any instruction).
    buf: Box<[u8]>,
    len: Box<AtomicUsize>,
    /// `fd` is a terminal: nothing waits (a person watches the output).
    terminal: bool,
}

const FLUSH_AT: usize = 64 << 10;

/// The program's stdout buffer and its committed length, for the signal
/// handler ([`OutBuf::flush_on_signals`]).
static STDOUT_BUF: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
static STDOUT_LEN: AtomicPtr<AtomicUsize> = AtomicPtr::new(std::ptr::null_mut());

/// The signals that end a process and after which node's output would be
/// in the file: `timeout`'s, Ctrl-C's, a closed terminal's.
const FLUSH_SIGNALS: [i32; 3] = [libc::SIGTERM, libc::SIGINT, libc::SIGHUP];

impl OutBuf {
    pub fn new(fd: i32) -> OutBuf {
        OutBuf {
            fd,
            buf: vec![0u8; FLUSH_AT].into_boxed_slice(),
            len: Box::new(AtomicUsize::new(0)),
            // SAFETY: isatty only inspects the descriptor.
            terminal: unsafe { libc::isatty(fd) } == 1,
        }
    }

    /// Makes this the buffer the handler of [`install_signal_flush`]
    /// writes out (the program's stdout, once, before the handler exists).
    pub fn flush_on_signals(&mut self) {
        STDOUT_LEN.store(&mut *self.len, Ordering::Release);
        STDOUT_BUF.store(self.buf.as_mut_ptr(), Ordering::Release);
    }

    pub fn write(&mut self, bytes: &[u8]) {
        let len = self.len.load(Ordering::Relaxed);
        if len + bytes.len() > self.buf.len() {
            self.flush();
        }
        if bytes.len() >= self.buf.len() {
            // Larger than the whole buffer: straight out (the buffer is
            // empty, so nothing is reordered).
            write_all(self.fd, bytes);
            return;
        }
        let len = self.len.load(Ordering::Relaxed);
        self.buf[len..len + bytes.len()].copy_from_slice(bytes);
        // Committed only now: a signal handler running before this store
        // writes the bytes before this call, and these with the next flush.
        self.len.store(len + bytes.len(), Ordering::Release);
        if self.terminal {
            self.flush();
        }
    }

    pub fn flush(&mut self) {
        let len = self.len.load(Ordering::Relaxed);
        if len == 0 {
            return;
        }
        let _masked = SignalMask::block();
        write_all(self.fd, &self.buf[..len]);
        self.len.store(0, Ordering::Release);
    }
}

impl Drop for OutBuf {
    fn drop(&mut self) {
        // The handler must not read a freed buffer.
        if STDOUT_BUF
            .compare_exchange(
                self.buf.as_mut_ptr(),
                std::ptr::null_mut(),
                Ordering::AcqRel,
                Ordering::Relaxed,
            )
            .is_ok()
        {
            STDOUT_LEN.store(std::ptr::null_mut(), Ordering::Release);
        }
    }
}

/// [`FLUSH_SIGNALS`] blocked for as long as it lives.
struct SignalMask(libc::sigset_t);

impl SignalMask {
    fn block() -> SignalMask {
        // SAFETY: sigset_t is plain data that sigemptyset initialises;
        // pthread_sigmask with valid sets only changes this thread's mask.
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for s in FLUSH_SIGNALS {
                libc::sigaddset(&mut set, s);
            }
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
            SignalMask(old)
        }
    }
}

impl Drop for SignalMask {
    fn drop(&mut self) {
        // SAFETY: restores the mask `block` saved.
        unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &self.0, std::ptr::null_mut()) };
    }
}

/// Writes stdout's committed bytes, then lets the signal end the process as
/// it would have without the handler (its default action, re-raised).
extern "C" fn flush_and_reraise(sig: i32) {
    let buf = STDOUT_BUF.load(Ordering::Acquire);
    let len = STDOUT_LEN.load(Ordering::Acquire);
    if !buf.is_null() && !len.is_null() {
        // SAFETY: both belong to the registered, live buffer (unregistered
        // before it is freed).
        let len = unsafe { &*len };
        let n = len.load(Ordering::Acquire);
        // SAFETY: its first `n` bytes are committed; write(2) is
        // async-signal-safe.
        write_all(1, unsafe { std::slice::from_raw_parts(buf, n) });
        len.store(0, Ordering::Release);
    }
    // SAFETY: installed with SA_RESETHAND, so the disposition is the
    // default again and, with SA_NODEFER, raising delivers it now.
    unsafe { libc::raise(sig) };
}

/// Installs the flushing handler for [`FLUSH_SIGNALS`] (only where the
/// signal's disposition is the default: a signal the parent ignored, as
/// `nohup` does for SIGHUP, stays ignored), and ignores SIGPIPE.
pub fn install_signal_flush() {
    for sig in FLUSH_SIGNALS {
        // SAFETY: sigaction with zeroed, then filled, structures; the
        // handler only makes async-signal-safe calls.
        unsafe {
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(sig, std::ptr::null(), &mut old) != 0
                || old.sa_sigaction != libc::SIG_DFL
            {
                continue;
            }
            let mut act: libc::sigaction = std::mem::zeroed();
            act.sa_sigaction = flush_and_reraise as extern "C" fn(i32) as libc::sighandler_t;
            act.sa_flags = libc::SA_RESETHAND | libc::SA_NODEFER | libc::SA_RESTART;
            libc::sigemptyset(&mut act.sa_mask);
            libc::sigaction(sig, &act, std::ptr::null_mut());
        }
    }
    // SAFETY: ignoring SIGPIPE only turns a write to a closed pipe into
    // EPIPE, which write_all drops.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_IGN) };
}

/// Writes everything to `fd`, retrying on EINTR; a closed pipe (EPIPE) or
/// any other error ends the attempt silently, as node's console does.
/// Async-signal-safe.
pub fn write_all(fd: i32, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: writing from a valid slice to a descriptor we do not own is
        // harmless; errors are checked below.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n < 0 {
            // Reading errno allocates nothing (async-signal-safe).
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
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
