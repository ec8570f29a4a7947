//! The compiler's list of the optional built-in methods
//! (`kiln_codegen::link::METHODS`, which names their C symbols) is the
//! runtime's (`builtins/methods.rs`), in the same order: a method missing
//! from the compiler's would never be linked, one missing from the
//! runtime's would fail to link.

#[test]
fn the_compiler_and_the_runtime_list_the_same_methods() {
    let runtime: Vec<(String, &str)> = kiln_runtime::builtins::methods::all()
        .iter()
        .map(|m| (m.proto.name().to_lowercase(), m.name))
        .collect();
    let compiler: Vec<(String, &str)> = kiln_codegen::link::METHODS
        .iter()
        .map(|&(p, n)| (p.to_string(), n))
        .collect();
    assert_eq!(compiler, runtime);
}

/// The compiler lists a program's methods in the order the runtime looks
/// them up in, so the runtime's sort is a single pass.
#[test]
fn the_compiler_lists_the_methods_in_the_runtimes_lookup_order() {
    let runtime: Vec<String> =
        kiln_runtime::builtins::methods::sorted(&kiln_runtime::builtins::methods::all())
            .iter()
            .map(|m| format!("kl_method_{}_{}", m.proto.name().to_lowercase(), m.name))
            .collect();
    assert_eq!(kiln_codegen::link::Groups::ALL.method_symbols(), runtime);
}
