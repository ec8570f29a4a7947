//! The `kiln` binary: see `kiln --help`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(kiln_codegen::cli::main(&args));
}
