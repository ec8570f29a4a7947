//! kiln-runtime: the part of every compiled program that is not generated.
//!
//! It knows nothing about TypeScript. Generated C reaches it only through
//! `include/kiln.h`; this crate implements the `kl_*` entry points declared
//! there, and its unit tests drive it directly without the compiler.

pub mod abi;
pub mod bigint;
pub mod builtins;
pub mod collections;
pub mod console;
pub mod date;
pub mod entry;
pub mod error;
pub mod frames;
pub mod heap;
pub mod host;
pub mod hot_tls;
pub mod io;
pub mod json;
pub mod math;
pub mod number;
pub mod object;
pub mod ops;
pub mod pow;
pub mod sort;
pub mod stack;
pub mod string;
pub mod thread;
pub mod value;

pub use thread::Thread;
pub use value::Value;
