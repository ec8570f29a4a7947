//! at, indexOf, lastIndexOf, includes.
//!
//! indexOf and lastIndexOf skip holes (HasProperty first) and compare with
//! `===`; includes reads every index (a hole is undefined) and compares
//! with SameValueZero, so `[, 1].includes(undefined)` and `[NaN].includes
//! (NaN)` are true while `[NaN].indexOf(NaN)` is -1.

use super::{get_at, get_present, length_of, this_named, this_object, to_integer};
use crate::error::JsResult;
use crate::heap;
use crate::ops::{same_value_zero, strict_eq};
use crate::thread::Thread;
use crate::value::Value;

use super::super::arg;

pub(crate) fn at(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let ih = s.root(arg(args, 0));
        let len = length_of(s, oh)?;
        let index = s.get(ih);
        let rel = s.collecting(|th| to_integer(th, index))?;
        let k = if rel >= 0.0 { rel } else { len + rel };
        if k < 0.0 || k >= len {
            return Ok(Value::UNDEFINED);
        }
        get_at(s, oh, k)
    })
}

pub(crate) fn index_of(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_named(th, this, "indexOf")?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let xh = s.root(arg(args, 0));
        // The position is converted after the length (which may run code
        // that collects): it stays rooted until then.
        let from_h = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        if len == 0.0 {
            return Ok(Value::number(-1.0));
        }
        let from = s.get(from_h);
        let n = s.collecting(|th| to_integer(th, from))?;
        if n == f64::INFINITY {
            return Ok(Value::number(-1.0));
        }
        let mut k = if n >= 0.0 { n } else { (len + n).max(0.0) };
        while k < len {
            if let Some(v) = get_present(s, oh, k)?
                && strict_eq(v, s.get(xh))
            {
                return Ok(Value::number(k));
            }
            k += 1.0;
        }
        Ok(Value::number(-1.0))
    })
}

pub(crate) fn last_index_of(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let xh = s.root(arg(args, 0));
        // The position is converted after the length (which may run code
        // that collects): it stays rooted until then.
        let from_h = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        if len == 0.0 {
            return Ok(Value::number(-1.0));
        }
        let n = if args.len() > 1 {
            let from = s.get(from_h);
            s.collecting(|th| to_integer(th, from))?
        } else {
            len - 1.0
        };
        if n == f64::NEG_INFINITY {
            return Ok(Value::number(-1.0));
        }
        let mut k = if n >= 0.0 { n.min(len - 1.0) } else { len + n };
        while k >= 0.0 {
            if let Some(v) = get_present(s, oh, k)?
                && strict_eq(v, s.get(xh))
            {
                return Ok(Value::number(k));
            }
            k -= 1.0;
        }
        Ok(Value::number(-1.0))
    })
}

pub(crate) fn includes(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let xh = s.root(arg(args, 0));
        // The position is converted after the length (which may run code
        // that collects): it stays rooted until then.
        let from_h = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        if len == 0.0 {
            return Ok(Value::FALSE);
        }
        let from = s.get(from_h);
        let n = s.collecting(|th| to_integer(th, from))?;
        if n == f64::INFINITY {
            return Ok(Value::FALSE);
        }
        let mut k = if n >= 0.0 { n } else { (len + n).max(0.0) };
        while k < len {
            let v = get_at(s, oh, k)?;
            if same_value_zero(v, s.get(xh)) {
                return Ok(Value::TRUE);
            }
            k += 1.0;
        }
        Ok(Value::FALSE)
    })
}
