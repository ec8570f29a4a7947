//! kiln-codegen: the kiln compiler. TypeScript goes through the oxc parser
//! and scope analysis (`frontend`), is lowered to kiln's IR (`lower`),
//! analysed (`passes`), emitted as C (`emit`), and built by the system C
//! compiler against the runtime library (`driver`), with the runtime's
//! optional built-in groups the program names (`link`).

pub mod cli;
pub mod commonjs;
pub mod diagnostics;
pub mod driver;
pub mod emit;
pub mod frontend;
pub mod ir;
pub mod link;
pub mod lower;
pub mod modules;
pub mod namespaces;
pub mod node_modules;
pub mod passes;
pub mod strip;

/// The runtime ABI header, embedded so that kiln needs no include path.
pub const KILN_H: &str = include_str!("../../runtime/include/kiln.h");
/// The hash of [`KILN_H`]: generated code links only against a runtime built from it.
pub const ABI_HASH: &str = env!("KILN_ABI_HASH");
