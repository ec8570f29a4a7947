//! JSON: `JSON.stringify` (`stringify.rs`, with node's cycle error and
//! well-formed quoting in `quote.rs`) and `JSON.parse` (`parse.rs`, with
//! V8's syntax error messages and the reviver). The `JSON` object is
//! `builtins/json.rs`; `console.log`'s `%j` uses `stringify` too.

pub mod parse;
pub mod quote;
pub mod stringify;
