//! The storage of the keyed collections: the ordered hash table of Map and
//! Set (`table.rs`), the weak table of WeakMap and WeakSet (`weak.rs`), and
//! the hashing both use (`hash.rs`). The built-in objects on top of them
//! are in `builtins/map.rs`, `builtins/set.rs` and `builtins/weak.rs`.
//!
//! Objects move, so nothing here hashes an address: numbers hash by value,
//! strings by content, symbols (immortal, never moved) by address, and
//! objects by an identity hash assigned on first use and stored with the
//! object.

pub mod hash;
pub mod iterator;
pub mod table;
pub mod weak;
