//! The weak pass of both collections: WeakMap and WeakSet entries
//! (`KL_KIND_WEAK_TABLE`, laid out in `collections/weak.rs`).
//!
//! A weak table is a byte-body object, so the generic tracer never follows
//! its keys or values. Each collection instead records every weak table it
//! copies or scans (`Tracer::weak_tables`) and, once the ordinary scan is
//! done, runs the ephemeron fixpoint here: an entry whose key was reached
//! gets its key updated and its value evacuated (which may reach further
//! keys, so the scan is drained and the tables revisited until nothing
//! changes); an entry whose key was never reached is cleared. A value is
//! thus kept alive by its key and its table together, never by the table
//! alone — a value that refers to its own key does not keep either alive.
//!
//! The table's hash index does not depend on addresses (objects hash by
//! their identity hash, `collections/hash.rs`), so moving keys needs no
//! rehash, and a cleared entry becomes a tombstone the index skips.

use crate::value::Value;

/// What the weak pass needs from a collection.
pub(super) trait Tracer {
    /// The current address of `v` if the collection has reached it (or
    /// does not collect its space), `None` if it has not been reached yet.
    fn reached(&mut self, v: Value) -> Option<Value>;
    /// Copies (or marks) `v` and returns its new address.
    fn evacuate(&mut self, v: Value) -> Value;
    /// Scans everything evacuated since the last drain.
    fn drain(&mut self);
    /// The weak tables found so far (copied, promoted or remembered).
    fn weak_tables(&mut self) -> &mut Vec<usize>;
    /// Called for each weak table once its entries are final: a table
    /// outside the young generation that still holds young references is
    /// put back in the remembered set (minor collections).
    fn finish_table(&mut self, table: usize, refs: &mut dyn Iterator<Item = Value>);
}

/// The layout `collections/weak.rs` gives a weak table: after the header,
/// `live`, `used`, `cap` (plain integers), then `cap` entries of (key,
/// value, hash) words; a dead entry's key is `Value::HOLE`.
pub const WEAK_LIVE: usize = 1;
pub const WEAK_USED: usize = 2;
pub const WEAK_CAP: usize = 3;
pub const WEAK_ENTRIES: usize = 4;

fn word(table: usize, i: usize) -> u64 {
    // SAFETY: `table` is a live weak table and `i` within it (below the
    // entries' end, checked by callers against `used`).
    unsafe { *(table as *const u64).add(i) }
}

fn set_word(table: usize, i: usize, v: u64) {
    // SAFETY: as in `word`; weak tables are heap objects, writable.
    unsafe { *(table as *mut u64).add(i) = v };
}

/// Runs the ephemeron fixpoint over every weak table the collection found,
/// then clears the entries whose key died.
pub(super) fn process(t: &mut impl Tracer) {
    let mut last = (usize::MAX, 0);
    loop {
        let tables = t.weak_tables().len();
        let mut live = 0;
        for i in 0..tables {
            let table = t.weak_tables()[i];
            live += trace_live_entries(t, table);
        }
        t.drain();
        // Liveness only grows: the same count over the same tables means
        // no entry came alive, so no value was evacuated and the drain
        // found nothing new.
        let now = (live, t.weak_tables().len());
        if now == last && now.1 == tables {
            break;
        }
        last = now;
    }
    let tables = std::mem::take(t.weak_tables());
    for &table in &tables {
        clear_dead_entries(t, table);
        let used = word(table, WEAK_USED) as usize;
        let mut refs = (0..used).flat_map(|e| {
            let k = Value(word(table, WEAK_ENTRIES + 3 * e));
            let v = Value(word(table, WEAK_ENTRIES + 3 * e + 1));
            [k, v]
        });
        let mut refs = refs.by_ref().filter(|v| *v != Value::HOLE && v.is_ref());
        t.finish_table(table, &mut refs);
    }
}

/// Updates the keys the collection reached and evacuates their values;
/// returns how many entries are live so far.
fn trace_live_entries(t: &mut impl Tracer, table: usize) -> usize {
    let used = word(table, WEAK_USED) as usize;
    let mut live = 0;
    for e in 0..used {
        let k = Value(word(table, WEAK_ENTRIES + 3 * e));
        if k == Value::HOLE {
            continue;
        }
        let k = if k.is_ref() {
            match t.reached(k) {
                Some(k) => k,
                None => continue,
            }
        } else {
            k
        };
        set_word(table, WEAK_ENTRIES + 3 * e, k.0);
        let v = Value(word(table, WEAK_ENTRIES + 3 * e + 1));
        if v.is_ref() {
            let v = t.evacuate(v);
            set_word(table, WEAK_ENTRIES + 3 * e + 1, v.0);
        }
        live += 1;
    }
    live
}

/// Turns the entries whose key was not reached into tombstones.
fn clear_dead_entries(t: &mut impl Tracer, table: usize) {
    let used = word(table, WEAK_USED) as usize;
    for e in 0..used {
        let k = Value(word(table, WEAK_ENTRIES + 3 * e));
        if k == Value::HOLE || !k.is_ref() || t.reached(k).is_some() {
            continue;
        }
        set_word(table, WEAK_ENTRIES + 3 * e, Value::HOLE.0);
        set_word(table, WEAK_ENTRIES + 3 * e + 1, Value::UNDEFINED.0);
        set_word(table, WEAK_LIVE, word(table, WEAK_LIVE) - 1);
    }
}
