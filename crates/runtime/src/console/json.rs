//! `JSON.stringify(value)` for `%j`: the one implementation in
//! `json/stringify.rs`, with node's `tryStringify` turning a cycle into
//! `[Circular]`.

use crate::error::Thrown;
use crate::json::stringify::{Stop, stringify as json_stringify};
use crate::thread::Thread;
use crate::value::Value;

/// Why serialisation stopped.
#[derive(Debug, PartialEq, Eq)]
pub enum JsonError {
    /// A cycle: node's `%j` prints `[Circular]`.
    Circular,
    /// JavaScript threw (the exception is pending).
    Thrown,
}

impl From<Thrown> for JsonError {
    fn from(_: Thrown) -> JsonError {
        JsonError::Thrown
    }
}

/// `JSON.stringify(v)`: `None` when the result is undefined (a function,
/// a symbol, undefined).
pub fn stringify(th: &mut Thread, v: Value) -> Result<Option<String>, JsonError> {
    let r = crate::heap::scope(th, |s| {
        json_stringify(s, v, Value::UNDEFINED, Value::UNDEFINED)
    });
    match r {
        Ok(Some(units)) => Ok(Some(String::from_utf16_lossy(&units))),
        Ok(None) => Ok(None),
        Err(Stop::Circular(_)) => Err(JsonError::Circular),
        Err(Stop::Thrown) => Err(JsonError::Thrown),
    }
}
