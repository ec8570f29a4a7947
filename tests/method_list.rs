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
