//! The methods that change the receiver: push, pop, shift, unshift,
//! splice, reverse, fill, copyWithin.
//!
//! Each is the spec's generic algorithm over [[Get]]/[[Set]]/[[Delete]]
//! (so array-likes, sparse, sealed and frozen arrays behave and fail as in
//! node), with a bulk path for a dense array without holes in the range it
//! touches: there every element is an own writable data property and no
//! prototype is consulted, so moving the store's words is exactly what the
//! generic steps would do, minus the steps.

use super::{
    MAX_SAFE, create_at, delete_at, get_at, get_present, is_dense, length_of, new_result,
    relative_arg, set_at, set_length, this_object, to_integer,
};
use crate::error::{JsResult, type_error};
use crate::heap::{self, Handle, Scope};
use crate::object::{Obj, array};
use crate::thread::Thread;
use crate::value::Value;

use super::super::arg;

/// A dense array with no hole in `from..to`.
fn dense_run(o: Obj, from: f64, to: f64) -> bool {
    is_dense(o) && {
        let s = array::dense_slice(o);
        to <= s.len() as f64
            && s[from as usize..to as usize]
                .iter()
                .all(|&v| v != Value::HOLE)
    }
}

/// Moves the element at `from` to `to` as the generic algorithms do: Set
/// when `from` is present, else Delete.
fn move_element<'id>(s: &mut Scope<'_, 'id>, oh: Handle<'id>, from: f64, to: f64) -> JsResult<()> {
    match get_present(s, oh, from)? {
        Some(v) => set_at(s, oh, to, v),
        None => delete_at(s, oh, to),
    }
}

pub(super) fn push(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    if is_dense(o) {
        for &v in args {
            array::push(th, o, v)?;
        }
        return Ok(Value::number(f64::from(array::length(o))));
    }
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let arg_h: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        let mut n = length_of(s, oh)?;
        if n + args.len() as f64 > MAX_SAFE {
            return Err(type_error(
                s.thread(),
                &format!(
                    "Pushing {} elements on an array-like of length {} is disallowed, as the total surpasses 2**53-1",
                    args.len(),
                    crate::ops::to_rust_string(Value::number(n))
                ),
            ));
        }
        for h in arg_h {
            let v = s.get(h);
            set_at(s, oh, n, v)?;
            n += 1.0;
        }
        set_length(s, oh, n)?;
        Ok(Value::number(n))
    })
}

pub(super) fn pop(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    if is_dense(o) {
        let n = array::length(o);
        if n == 0 {
            return Ok(Value::UNDEFINED);
        }
        if let Some(v) = array::fast_get(o, n - 1) {
            array::set_length(th, o, n - 1);
            return Ok(v);
        }
    }
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let len = length_of(s, oh)?;
        if len == 0.0 {
            set_length(s, oh, 0.0)?;
            return Ok(Value::UNDEFINED);
        }
        let v = get_at(s, oh, len - 1.0)?;
        let vh = s.root(v);
        delete_at(s, oh, len - 1.0)?;
        set_length(s, oh, len - 1.0)?;
        Ok(s.get(vh))
    })
}

pub(super) fn shift(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    if is_dense(o) {
        let n = array::length(o);
        if n == 0 {
            return Ok(Value::UNDEFINED);
        }
        if dense_run(o, 0.0, f64::from(n)) {
            let slice = array::dense_slice_moving(th, o);
            let first = slice[0];
            slice.copy_within(1.., 0);
            array::set_length(th, o, n - 1);
            return Ok(first);
        }
    }
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let len = length_of(s, oh)?;
        if len == 0.0 {
            set_length(s, oh, 0.0)?;
            return Ok(Value::UNDEFINED);
        }
        let first = get_at(s, oh, 0.0)?;
        let fh = s.root(first);
        let mut k = 1.0;
        while k < len {
            move_element(s, oh, k, k - 1.0)?;
            k += 1.0;
        }
        delete_at(s, oh, len - 1.0)?;
        set_length(s, oh, len - 1.0)?;
        Ok(s.get(fh))
    })
}

pub(super) fn unshift(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let arg_h: Vec<_> = args.iter().map(|&a| s.root(a)).collect();
        let len = length_of(s, oh)?;
        let argc = args.len() as f64;
        if argc > 0.0 {
            if len + argc > MAX_SAFE {
                return Err(type_error(s.thread(), "Invalid array length"));
            }
            let o = Obj::of(s.get(oh)).expect("object");
            let new_len = len + argc;
            let bulk = dense_run(o, 0.0, len)
                && f64::from(array::length(o)) == len
                && new_len <= super::MAX_ARRAY - 1.0
                && array::set_length(s.thread(), o, new_len as u32)
                && is_dense(o);
            if bulk {
                array::dense_slice_moving(s.thread(), o).copy_within(0..len as usize, args.len());
            } else {
                let mut k = len;
                while k > 0.0 {
                    move_element(s, oh, k - 1.0, k + argc - 1.0)?;
                    k -= 1.0;
                }
            }
            for (j, &h) in arg_h.iter().enumerate() {
                let v = s.get(h);
                set_at(s, oh, j as f64, v)?;
            }
        }
        set_length(s, oh, len + argc)?;
        Ok(Value::number(len + argc))
    })
}

pub(super) fn splice(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let items: Vec<_> = args.iter().skip(2).map(|&a| s.root(a)).collect();
        let start_h = s.root(arg(args, 0));
        let dc_h = s.root(arg(args, 1));
        let len = length_of(s, oh)?;
        let start = s.get(start_h);
        let start = relative_arg(s, start, len, 0.0)?;
        let item_count = items.len() as f64;
        let delete_count = match args.len() {
            0 => 0.0,
            1 => len - start,
            _ => {
                let dc = s.get(dc_h);
                let d = s.collecting(|th| to_integer(th, dc))?;
                d.max(0.0).min(len - start)
            }
        };
        if len + item_count - delete_count > MAX_SAFE {
            return Err(type_error(s.thread(), "Invalid array length"));
        }
        let a = new_result(s.thread(), delete_count, false)?;
        let ah = s.root(a.value());
        let new_len = len - delete_count + item_count;
        let o = Obj::of(s.get(oh)).expect("object");
        if dense_run(o, 0.0, len) && f64::from(array::length(o)) == len {
            // The removed run, then the tail slides to its place.
            let removed =
                array::dense_slice(o)[start as usize..(start + delete_count) as usize].to_vec();
            let a = array::from_values(s.thread(), &removed);
            s.set(ah, a.value());
            let (start, dc, ic, len) = (
                start as usize,
                delete_count as usize,
                items.len(),
                len as usize,
            );
            if ic > dc {
                array::set_length(s.thread(), o, new_len as u32);
            }
            if is_dense(o) {
                array::dense_slice_moving(s.thread(), o).copy_within(start + dc..len, start + ic);
                if ic < dc {
                    array::set_length(s.thread(), o, new_len as u32);
                }
                for (j, &h) in items.iter().enumerate() {
                    let v = s.get(h);
                    array::set_element_value(s.thread(), o, (start + j) as u32, v);
                }
                return Ok(s.get(ah));
            }
            // Growing made it sparse: finish generically (the removed
            // elements are copied already; nothing has moved yet).
            return splice_move(s, oh, &items, start as f64, dc as f64, len as f64, ah);
        }
        let mut k = 0.0;
        while k < delete_count {
            if let Some(v) = get_present(s, oh, start + k)? {
                let a = Obj::of(s.get(ah)).expect("array");
                create_at(s.thread(), a, k, v)?;
            }
            k += 1.0;
        }
        set_length(s, ah, delete_count)?;
        splice_move(s, oh, &items, start, delete_count, len, ah)
    })
}

/// The second half of splice: slides the tail, writes the items, sets the
/// length; returns the removed elements' array.
fn splice_move<'id>(
    s: &mut Scope<'_, 'id>,
    oh: Handle<'id>,
    items: &[Handle<'id>],
    start: f64,
    delete_count: f64,
    len: f64,
    ah: Handle<'id>,
) -> JsResult<Value> {
    let item_count = items.len() as f64;
    if item_count < delete_count {
        let mut k = start;
        while k < len - delete_count {
            move_element(s, oh, k + delete_count, k + item_count)?;
            k += 1.0;
        }
        let mut k = len;
        while k > len - delete_count + item_count {
            delete_at(s, oh, k - 1.0)?;
            k -= 1.0;
        }
    } else if item_count > delete_count {
        let mut k = len - delete_count;
        while k > start {
            move_element(s, oh, k + delete_count - 1.0, k + item_count - 1.0)?;
            k -= 1.0;
        }
    }
    for (j, &h) in items.iter().enumerate() {
        let v = s.get(h);
        set_at(s, oh, start + j as f64, v)?;
    }
    set_length(s, oh, len - delete_count + item_count)?;
    Ok(s.get(ah))
}

pub(crate) fn reverse(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    if is_dense(o) && dense_run(o, 0.0, f64::from(array::length(o))) {
        array::dense_slice_moving(th, o).reverse();
        return Ok(o.value());
    }
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let len = length_of(s, oh)?;
        let middle = (len / 2.0).floor();
        let lower_h = s.root(Value::UNDEFINED);
        let mut lower = 0.0;
        while lower != middle {
            let upper = len - lower - 1.0;
            let lower_v = get_present(s, oh, lower)?;
            if let Some(v) = lower_v {
                s.set(lower_h, v);
            }
            let upper_v = get_present(s, oh, upper)?;
            match (lower_v.is_some(), upper_v) {
                (true, Some(uv)) => {
                    set_at(s, oh, lower, uv)?;
                    let lv = s.get(lower_h);
                    set_at(s, oh, upper, lv)?;
                }
                (false, Some(uv)) => {
                    set_at(s, oh, lower, uv)?;
                    delete_at(s, oh, upper)?;
                }
                (true, None) => {
                    delete_at(s, oh, lower)?;
                    let lv = s.get(lower_h);
                    set_at(s, oh, upper, lv)?;
                }
                (false, None) => {}
            }
            lower += 1.0;
        }
        Ok(s.get(oh))
    })
}

pub(crate) fn fill(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let vh = s.root(arg(args, 0));
        // Each conversion may run code that collects: the arguments not yet
        // converted stay rooted.
        let (start_h, end_h) = (s.root(arg(args, 1)), s.root(arg(args, 2)));
        let len = length_of(s, oh)?;
        let start = s.get(start_h);
        let start = relative_arg(s, start, len, 0.0)?;
        let end = s.get(end_h);
        let end = relative_arg(s, end, len, len)?;
        let o = Obj::of(s.get(oh)).expect("object");
        let v = s.get(vh);
        if start == 0.0 && end == len && array::fill_whole(s.thread(), o, v) {
            return Ok(s.get(oh));
        }
        let mut k = start;
        while k < end {
            let v = s.get(vh);
            set_at(s, oh, k, v)?;
            k += 1.0;
        }
        Ok(s.get(oh))
    })
}

pub(crate) fn copy_within(
    th: &mut Thread,
    this: Value,
    args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let o = this_object(th, this)?;
    heap::scope(th, |s| {
        let oh = s.root(o.value());
        let ah = [0, 1, 2].map(|i| s.root(arg(args, i)));
        let len = length_of(s, oh)?;
        let v = s.get(ah[0]);
        let mut to = relative_arg(s, v, len, 0.0)?;
        let v = s.get(ah[1]);
        let mut from = relative_arg(s, v, len, 0.0)?;
        let v = s.get(ah[2]);
        let end = relative_arg(s, v, len, len)?;
        let mut count = (end - from).min(len - to);
        let o = Obj::of(s.get(oh)).expect("object");
        if count > 0.0 && dense_run(o, 0.0, len) {
            let (f, t, c) = (from as usize, to as usize, count as usize);
            array::dense_slice_moving(s.thread(), o).copy_within(f..f + c, t);
            return Ok(s.get(oh));
        }
        let dir = if from < to && to < from + count {
            from += count - 1.0;
            to += count - 1.0;
            -1.0
        } else {
            1.0
        };
        while count > 0.0 {
            move_element(s, oh, from, to)?;
            from += dir;
            to += dir;
            count -= 1.0;
        }
        Ok(s.get(oh))
    })
}
