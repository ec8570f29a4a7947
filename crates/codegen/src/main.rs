//! The `kiln` command.

/// The compiler's stack. Parsing, lowering and emission recurse once per
/// nesting level of an expression, and a long flat chain nests too
/// (`"a" + "b" + …` with 10 000 terms is 10 000 levels): the main thread's
/// 8 MiB overflowed between 7 000 and 10 000 terms. Reserved, not
/// committed: only the pages a deep program touches are used.
const STACK_BYTES: usize = 1 << 30;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let status = std::thread::Builder::new()
        .name("kiln".into())
        .stack_size(STACK_BYTES)
        .spawn(move || kiln_codegen::cli::main(&args))
        .and_then(|t| {
            t.join()
                .map_err(|_| std::io::Error::other("the compiler panicked"))
        })
        .unwrap_or_else(|e| {
            eprintln!("kiln: {e}");
            101
        });
    std::process::exit(status);
}
