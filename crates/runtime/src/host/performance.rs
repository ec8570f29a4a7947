//! The global `performance`: `now()` (milliseconds since the program
//! started, from a monotonic clock, as node's are since its process
//! started) and `timeOrigin` (when that was, in milliseconds since the
//! epoch). node's other members (marks, measures, `timerify`, the event
//! target) are refused by the compiler (`lower/member.rs`). Part of the
//! async group, with `process`, whose start instant it shares.

use crate::builtins::collection as c;
use crate::error::JsResult;
use crate::object::function::define_native;
use crate::object::{self, Key, realm};
use crate::thread::Thread;
use crate::value::Value;

pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    define_native(th, proto, "now", 0, now);
    let k = Key::name(th, "timeOrigin");
    c::define_getter(th, proto, k, "get timeOrigin", time_origin);
    c::define_tag(th, proto, "Performance");
    let p = object::new_object(th, proto.value(), 0);
    realm::define_global(th, "performance", p.value());
}

fn now(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let elapsed = th.host.process.start.elapsed();
    Ok(Value::number(elapsed.as_nanos() as f64 / 1e6))
}

fn time_origin(th: &mut Thread, _this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let since_epoch = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let origin = since_epoch.saturating_sub(th.host.process.start.elapsed());
    Ok(Value::number(origin.as_micros() as f64 / 1e3))
}
