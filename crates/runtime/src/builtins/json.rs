//! The `JSON` object: `parse` and `stringify` (in `json/`), and its
//! `Symbol.toStringTag`.

use super::arg;
use crate::error::JsResult;
use crate::object::function::define_native;
use crate::object::{self, realm};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let o = object::new_plain(th);
    define_native(th, o, "parse", 2, parse);
    define_native(th, o, "stringify", 3, stringify);
    super::collection::define_tag(th, o, "JSON");
    realm::define_global(th, "JSON", o.value());
}

fn parse(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    crate::json::parse::parse(th, arg(args, 0), arg(args, 1))
}

fn stringify(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    crate::json::stringify::stringify_value(th, arg(args, 0), arg(args, 1), arg(args, 2))
}
