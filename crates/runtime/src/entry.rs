//! `kl_main`: program start and end. Sets up the thread, runs the compiled
//! module, reports an uncaught exception as node does, and always flushes
//! stdout.

use crate::error;
use crate::io;
use crate::string;
use crate::thread::{self, Program, Thread};
use std::ffi::{CStr, c_char};

/// # Safety
/// `program` points at a `KlProgram` emitted by kiln (static data).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn kl_main(
    argc: i32,
    argv: *const *const c_char,
    program: *const Program,
) -> i32 {
    let here = 0u8;
    let mut th = Thread::new(&raw const here as usize);
    // SAFETY: the program description is static data emitted by kiln.
    let program: &'static Program = unsafe { &*program };
    th.program = Some(program);
    thread::set_current(&mut *th);
    th.stdout.flush_on_signals();
    io::install_signal_flush();
    // SAFETY: argv holds argc C strings, as main received them. Before the
    // realm: `process` (a group the realm installs) is made of them.
    unsafe { keep_argv(&mut th, argc, argv) };
    crate::object::realm::init(&mut th, &program.groups);
    // SAFETY: the program's key table holds `nkeys` writable static strings.
    unsafe { adopt_keys(&mut th, program) };
    for i in 0..program.ntemplates as usize {
        // SAFETY: the program's template table holds `ntemplates` writable
        // static templates whose keys are among the keys adopted above.
        unsafe { crate::object::lang::fill_template(&mut th, &mut **program.templates.add(i)) };
    }
    // SAFETY: `main` is the compiled module body; it takes the thread state.
    let result = unsafe { (program.main)(&mut *th) };
    // What the program queued (promise jobs, ticks, timers, immediates)
    // runs after its body, in node's order, when it links any of it.
    let outcome = match th.realm.groups.async_ {
        Some(g) if result.is_exception() => (g.fatal_main)(&mut th),
        Some(g) => (g.run_loop)(&mut th, result),
        None if result.is_exception() => Err(crate::error::Thrown),
        None => Ok(0),
    };
    let status = match outcome {
        Ok(status) => status,
        Err(_) => {
            th.stdout.flush();
            report_uncaught(&mut th, program);
            1
        }
    };
    // `process`'s `exit` listeners, after an uncaught exception too.
    let status = match th.realm.groups.async_ {
        Some(g) => (g.at_exit)(&mut th, status).unwrap_or_else(|_| {
            th.stdout.flush();
            report_uncaught(&mut th, program);
            // node exits with `process.exitCode` if the program set it.
            (g.at_exit)(&mut th, 1).unwrap_or(1)
        }),
        None => status,
    };
    th.stdout.flush();
    // The heap's instruments may override the status (a schedule that
    // exercised nothing must not look like a pass).
    let status = crate::heap::at_exit(&mut th).unwrap_or(status);
    thread::set_current(std::ptr::null_mut());
    status
}

/// Makes the program's property-key string constants the atoms of their
/// contents where no atom has that content yet, and replaces each entry of
/// the key table with the atom of its content (the runtime's own, like
/// `length`, for the others): generated code reads its keys from the
/// table, so its inline caches' miss paths never intern.
///
/// # Safety
/// `program.keys` holds `nkeys` pointers to writable static strings, in a
/// writable array (kiln emits `kl_keys` without `const`).
unsafe fn adopt_keys(th: &mut Thread, program: &Program) {
    for i in 0..program.nkeys as usize {
        // SAFETY: the caller guarantees the table.
        let p = unsafe { *program.keys.add(i) };
        let v = crate::Value::from_tagged(crate::abi::KL_TAG_STRING, p as usize);
        // SAFETY: as above.
        unsafe { th.realm.atoms.adopt_static(v) };
        let atom = th.realm.atoms.intern(v);
        // SAFETY: the array is writable static data (see above); nothing
        // reads it concurrently (the program has not started).
        unsafe { *(program.keys as *mut *const u8).add(i) = atom.addr() as *const u8 };
    }
}

/// The program's arguments as young strings, rooted for the whole run
/// (`process.argv` is made of them). Even a program that allocates nothing thus has
/// live young objects for a forced collection to move.
///
/// # Safety
/// `argv` points at `argc` NUL-terminated strings.
unsafe fn keep_argv(th: &mut Thread, argc: i32, argv: *const *const c_char) {
    let mut values = Vec::with_capacity(argc.max(0) as usize);
    for i in 0..argc.max(0) as usize {
        // SAFETY: the caller guarantees argc valid C strings.
        let arg = unsafe { CStr::from_ptr(*argv.add(i)) };
        values.push(string::from_str_young(th, &arg.to_string_lossy()));
    }
    th.argv = values.into_boxed_slice();
    for i in 0..th.argv.len() {
        let slot: *mut crate::Value = &mut th.argv[i];
        // SAFETY: the slot lives in the Thread's boxed slice, which is never
        // reallocated while the thread runs JavaScript.
        unsafe { crate::heap::add_root(th, slot) };
    }
}

/// Prints what node prints on stderr for an uncaught exception: the throw
/// site with a caret when known, a blank line, then `Name: message` and the
/// position.
fn report_uncaught(th: &mut Thread, program: &Program) {
    let value = th.exception;
    // Inspecting it may run getters (`Symbol.toStringTag`), which must not
    // see an exception pending; nothing collects while it is inspected, so
    // `value` stays valid without the root.
    th.exception = crate::Value::UNDEFINED;
    th.exc_pending = 0;
    let mut out = String::new();
    let site = (th.throw_site < program.nsites).then(|| {
        // SAFETY: the site table holds `nsites` entries.
        unsafe { *program.sites.add(th.throw_site as usize) }
    });
    if let Some(site) = site {
        let path = program.site_path(th.throw_site).to_string_lossy();
        let source = program.site_source(th.throw_site).to_string_lossy();
        let line = source.lines().nth(site.line as usize - 1).unwrap_or("");
        out.push_str(&format!(
            "{path}:{}\n{line}\n{}^\n\n",
            site.line,
            " ".repeat(site.col as usize - 1)
        ));
    }
    if error::is_error(value) {
        // node prints the error as console.log would: its stack (with any
        // extra own properties).
        out.push_str(&crate::console::inspect_uncaught(th, value));
        out.push('\n');
    } else {
        // node prints a thrown string as it is and anything else as
        // console.log would.
        let text = if value.is_string() {
            string::units(value).to_string_lossy()
        } else {
            crate::console::inspect_uncaught(th, value)
        };
        out.push_str(&text);
        out.push('\n');
    }
    io::eprint(&out);
}
