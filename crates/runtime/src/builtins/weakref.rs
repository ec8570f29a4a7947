//! `WeakRef` and `FinalizationRegistry`: weak references the collector
//! clears through the weak tables of `collections/weak.rs` (its ephemeron
//! pass needs nothing new: a one-entry table holds a WeakRef's target).
//!
//! * A WeakRef keeps its target for the rest of the current job once made
//!   or dereferenced (KeepDuringJob): the target is stored strongly in the
//!   WeakRef until the microtask checkpoint ends the job ([`clear_kept`]),
//!   so `new WeakRef(o).deref()` never loses `o` to a collection in
//!   between, as node's never does.
//! * A registry holds (cell, held value) pairs: the cell is a weak table of
//!   the target and, if given, the unregister token; the held value is
//!   strong, as the specification says. The collector clears a cell's
//!   target; between two of the event loop's phases [`cleanup`] (reached
//!   through `Queues::finalization`, so the loop links none of this) finds
//!   the cleared cells of every registry still alive and calls the
//!   callbacks with their held values — never during a collection. A
//!   registry that dies takes its pending callbacks with it.

use super::arg;
use super::collection as c;
use crate::abi::{KL_KIND_FINALIZATION_REGISTRY, KL_KIND_WEAKREF, KL_KIND_WEAKSET};
use crate::collections::weak::{self, WeakTable};
use crate::error::{JsResult, type_error};
use crate::heap;
use crate::object::function::{define_native, new_native_constructor};
use crate::object::{self, OBJECT_SIZE, Obj, realm, record};
use crate::thread::Thread;
use crate::value::Value;

/// A WeakRef: the weak table holding its target (entry 0), and the target
/// again while the current job keeps it (undefined otherwise).
const REF_TABLE: u32 = OBJECT_SIZE;
const REF_KEPT: u32 = OBJECT_SIZE + 8;
const REF_SIZE: u32 = OBJECT_SIZE + 16;

/// A FinalizationRegistry: its cleanup callback, a record of (cell, held
/// value) pairs and how many pairs are in use (a number).
const REG_CLEANUP: u32 = OBJECT_SIZE;
const REG_CELLS: u32 = OBJECT_SIZE + 8;
const REG_COUNT: u32 = OBJECT_SIZE + 16;
const REG_SIZE: u32 = OBJECT_SIZE + 24;

pub fn install(th: &mut Thread) {
    // node's order of the globals.
    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.finalization_registry_prototype = proto.value();
    let ctor = new_native_constructor(th, "FinalizationRegistry", 1, registry_ctor, proto.value());
    realm::define_global(th, "FinalizationRegistry", ctor.value());
    define_native(th, proto, "register", 2, register);
    define_native(th, proto, "unregister", 1, unregister);
    c::define_tag(th, proto, "FinalizationRegistry");

    let op = th.realm.object_prototype;
    let proto = object::new_object(th, op, object::PROTOTYPE_INLINE);
    th.realm.weakref_prototype = proto.value();
    let ctor = new_native_constructor(th, "WeakRef", 1, weakref_ctor, proto.value());
    realm::define_global(th, "WeakRef", ctor.value());
    define_native(th, proto, "deref", 0, deref);
    c::define_tag(th, proto, "WeakRef");
}

// ---- WeakRef -----------------------------------------------------------------

fn weakref_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "WeakRef")?;
    let target = arg(args, 0);
    if !weak::can_be_held_weakly(target) {
        return Err(type_error(th, "WeakRef: invalid target"));
    }
    heap::scope(th, |s| {
        let t = s.root(target);
        let proto =
            s.collecting(|th| c::proto_from_constructor(th, nt, |r| r.weakref_prototype))?;
        let target = s.get(t);
        let th = s.thread();
        let table = WeakTable::of_keys(th, &[target]);
        let o = object::alloc(th, KL_KIND_WEAKREF, REF_SIZE, 0, proto);
        o.set_word(th, REF_TABLE, table.value());
        o.set_word(th, REF_KEPT, Value::UNDEFINED);
        keep(th, o, target);
        Ok(o.value())
    })
}

fn deref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let o = c::this_of_kind(th, this, KL_KIND_WEAKREF, "WeakRef.prototype.", "deref")?;
    match WeakTable::from_value(o.word(REF_TABLE)).live_key(0) {
        Some(target) => {
            keep(th, o, target);
            Ok(target)
        }
        None => Ok(Value::UNDEFINED),
    }
}

/// AddToKeptObjects: `weakref` holds `target` strongly until the job ends.
/// A WeakRef is listed once however often it is dereferenced, so a loop of
/// `deref()` calls within one job does not grow the list.
fn keep(th: &mut Thread, weakref: Obj, target: Value) {
    if !weakref.word(REF_KEPT).is_undefined() {
        return;
    }
    weakref.set_word(th, REF_KEPT, target);
    let n = th.realm.kept_count;
    let list = th.realm.kept_weakrefs;
    let list = if list.is_undefined() || n == record::len(list) {
        let grown = record::new(th, (2 * n).max(8));
        for i in 0..n {
            let w = record::get(th.realm.kept_weakrefs, i);
            record::set(th, grown, i, w);
        }
        th.realm.kept_weakrefs = grown;
        grown
    } else {
        list
    };
    record::set(th, list, n, weakref.value());
    th.realm.kept_count = n + 1;
}

/// ClearKeptObjects, at the end of a job: every kept target is held
/// weakly again.
pub fn clear_kept(th: &mut Thread) {
    let list = th.realm.kept_weakrefs;
    for i in 0..th.realm.kept_count {
        let w = Obj::of(record::get(list, i)).expect("a kept WeakRef");
        w.set_word(th, REF_KEPT, Value::UNDEFINED);
        record::set(th, list, i, Value::UNDEFINED);
    }
    th.realm.kept_count = 0;
}

// ---- FinalizationRegistry ---------------------------------------------------

fn registry_ctor(th: &mut Thread, _this: Value, args: &[Value], nt: Value) -> JsResult<Value> {
    c::require_new(th, nt, "FinalizationRegistry")?;
    let callback = arg(args, 0);
    if !Obj::of(callback).is_some_and(|f| f.is_callable()) {
        return Err(type_error(
            th,
            "FinalizationRegistry: cleanup must be callable",
        ));
    }
    heap::scope(th, |s| {
        let cb = s.root(callback);
        let proto = s.collecting(|th| {
            c::proto_from_constructor(th, nt, |r| r.finalization_registry_prototype)
        })?;
        let callback = s.get(cb);
        let th = s.thread();
        let cells = record::new(th, 8);
        let o = object::alloc(th, KL_KIND_FINALIZATION_REGISTRY, REG_SIZE, 0, proto);
        o.set_word(th, REG_CLEANUP, callback);
        o.set_word(th, REG_CELLS, cells);
        o.set_word(th, REG_COUNT, Value::number(0.0));
        if th.realm.finalization_registries.is_undefined() {
            let all = weak::new_owner(th, KL_KIND_WEAKSET, Value::NULL);
            th.realm.finalization_registries = all.value();
            th.realm.finalization_seen = heap::collections(th);
            th.host.finalization = Some(cleanup);
        }
        let all = Obj::of(th.realm.finalization_registries).expect("the registries");
        weak::set(th, all, o.value(), Value::TRUE);
        Ok(o.value())
    })
}

fn this_registry(th: &mut Thread, this: Value, method: &str) -> JsResult<Obj> {
    c::this_of_kind(
        th,
        this,
        KL_KIND_FINALIZATION_REGISTRY,
        "FinalizationRegistry.prototype.",
        method,
    )
}

fn count(reg: Obj) -> usize {
    reg.word(REG_COUNT).as_number() as usize
}

/// Cell `i`'s weak table and held value.
fn cell(reg: Obj, i: usize) -> (WeakTable, Value) {
    let cells = reg.word(REG_CELLS);
    (
        WeakTable::from_value(record::get(cells, 2 * i)),
        record::get(cells, 2 * i + 1),
    )
}

fn invalid_token(th: &mut Thread, token: Value) -> crate::error::Thrown {
    let text = crate::console::inspect_brief(th, token);
    type_error(th, &format!("Invalid unregisterToken ('{text}')"))
}

fn register(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let reg = this_registry(th, this, "register")?;
    let (target, held, token) = (arg(args, 0), arg(args, 1), arg(args, 2));
    if !weak::can_be_held_weakly(target) {
        return Err(type_error(
            th,
            "FinalizationRegistry.prototype.register: invalid target",
        ));
    }
    if crate::ops::same_value(target, held) {
        return Err(type_error(
            th,
            "FinalizationRegistry.prototype.register: target and holdings must not be same",
        ));
    }
    if !token.is_undefined() && !weak::can_be_held_weakly(token) {
        return Err(invalid_token(th, token));
    }
    // Runtime allocation never collects: `reg`, `target`, `held` and
    // `token` stay where they are.
    let table = if token.is_undefined() {
        WeakTable::of_keys(th, &[target])
    } else {
        WeakTable::of_keys(th, &[target, token])
    };
    let n = count(reg);
    let cells = reg.word(REG_CELLS);
    let cells = if 2 * n == record::len(cells) {
        let grown = record::new(th, 4 * n);
        for i in 0..2 * n {
            let v = record::get(reg.word(REG_CELLS), i);
            record::set(th, grown, i, v);
        }
        reg.set_word(th, REG_CELLS, grown);
        grown
    } else {
        cells
    };
    record::set(th, cells, 2 * n, table.value());
    record::set(th, cells, 2 * n + 1, held);
    reg.set_word(th, REG_COUNT, Value::number((n + 1) as f64));
    Ok(Value::UNDEFINED)
}

fn unregister(th: &mut Thread, this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let reg = this_registry(th, this, "unregister")?;
    let token = arg(args, 0);
    if !weak::can_be_held_weakly(token) {
        return Err(invalid_token(th, token));
    }
    let removed = remove_cells(th, reg, |table| table.live_key(1) == Some(token));
    Ok(Value::boolean(!removed.is_empty()))
}

/// Removes the cells `doomed` picks, keeping the others in order; returns
/// the removed cells' held values. Never collects.
fn remove_cells(th: &mut Thread, reg: Obj, doomed: impl Fn(WeakTable) -> bool) -> Vec<Value> {
    let n = count(reg);
    let cells = reg.word(REG_CELLS);
    let mut removed = Vec::new();
    let mut kept = 0;
    for i in 0..n {
        let (table, held) = cell(reg, i);
        if doomed(table) {
            removed.push(held);
            continue;
        }
        record::set(th, cells, 2 * kept, table.value());
        record::set(th, cells, 2 * kept + 1, held);
        kept += 1;
    }
    for i in 2 * kept..2 * n {
        record::set(th, cells, i, Value::UNDEFINED);
    }
    reg.set_word(th, REG_COUNT, Value::number(kept as f64));
    removed
}

/// The cleanup between the loop's phases: when a collection ran since the
/// last look, every live registry's cells whose target died are removed
/// and its callback called with each held value, registry by registry in
/// the order they were made. A callback that throws ends the program with
/// that exception, as node's uncaught exception in a task does. Returns
/// whether any callback ran.
fn cleanup(th: &mut Thread) -> JsResult<bool> {
    let now = heap::collections(th);
    if now == th.realm.finalization_seen {
        return Ok(false);
    }
    th.realm.finalization_seen = now;
    let Some(all) = Obj::of(th.realm.finalization_registries) else {
        return Ok(false);
    };
    // Every (callback, held value) to call, gathered before any runs (no
    // allocation collects; the calls may), in a record the scope roots.
    let mut calls = Vec::new();
    for (reg, _) in weak::of(all).entries() {
        let reg = Obj::of(reg).expect("a registry");
        let callback = reg.word(REG_CLEANUP);
        for held in remove_cells(th, reg, |table| table.live_key(0).is_none()) {
            calls.extend([callback, held]);
        }
    }
    if calls.is_empty() {
        return Ok(false);
    }
    let calls = record::of(th, &calls);
    heap::scope(th, |s| {
        let h = s.root(calls);
        for i in (0..record::len(calls)).step_by(2) {
            let (callback, held) = (record::get(s.get(h), i), record::get(s.get(h), i + 1));
            s.collecting(|th| {
                crate::object::function::call(th, callback, Value::UNDEFINED, &[held])
            })?;
        }
        Ok(true)
    })
}
