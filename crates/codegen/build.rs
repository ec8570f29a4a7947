//! Hashes the runtime's `kiln.h` (which the compiler embeds and writes next
//! to every generated file) and records the target triple the `cc` crate
//! needs to find a C compiler at run time.

fn main() {
    let header = "../runtime/include/kiln.h";
    println!("cargo:rerun-if-changed={header}");
    let text = std::fs::read_to_string(header).expect("read ../runtime/include/kiln.h");
    // FNV-1a, as the runtime's build script computes it.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    println!("cargo:rustc-env=KILN_ABI_HASH={hash:016x}");
    println!(
        "cargo:rustc-env=KILN_TARGET={}",
        std::env::var("TARGET").expect("TARGET")
    );
    println!(
        "cargo:rustc-env=KILN_HOST={}",
        std::env::var("HOST").expect("HOST")
    );
}
