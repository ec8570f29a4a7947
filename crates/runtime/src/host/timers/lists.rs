//! node's timer lists: a `TimersList` object per duration, its Timeouts
//! linked through `_idlePrev`/`_idleNext` (the list's `_idlePrev` is the
//! oldest, its `_idleNext` the newest, as `lib/internal/linkedlist.js`
//! has them), the lists ordered by (expiry, id) in a priority queue, and
//! `processTimers`/`listOnTimeout`. Removing a timer is O(1), as in node.
//!
//! The lists' objects are roots (in [`Lists::lists`]); the timers are
//! reached through them.

use super::{
    DESTROYED, EXPIRY, ID, IDLE_NEXT, IDLE_PREV, IDLE_START, MSECS, PRIORITY_QUEUE_POSITION, put,
    read,
};
use crate::error::JsResult;
use crate::object::{self, Obj};
use crate::thread::Thread;
use crate::value::Value;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// One duration's list: its object, and what the queue orders it by.
struct List {
    list: Value,
    msecs: f64,
    expiry: f64,
    id: u64,
    /// Which list this is (a slot is reused by later lists).
    serial: u64,
}

/// The timer lists and node's counters and clock.
pub struct Lists {
    /// The lists, by slot (a freed slot is reused).
    lists: Vec<Option<List>>,
    free: Vec<usize>,
    /// node's `timerListMap`: a duration's list, by the bits of the duration.
    by_msecs: HashMap<u64, usize>,
    /// node's `timerListQueue`, lazily: (expiry, id, slot), an entry whose
    /// list went or was given another expiry or id is skipped.
    queue: BinaryHeap<Reverse<(u64, u64, usize)>>,
    next_list_id: u64,
    next_serial: u64,
    /// Timers that keep the loop alive (node's `refCount`).
    pub refed: u32,
    /// Immediates that keep the loop alive (`immediateInfo[kRefCount]`).
    pub immediates_refed: u32,
    /// When libuv's timer for node fires (ms on the loop's clock), if
    /// scheduled.
    pub due: Option<f64>,
    /// `nextExpiry`.
    next_expiry: f64,
    /// The async ids node gives resources.
    next_async_id: f64,
    /// node's `executionAsyncId()`: the timer's or immediate's whose
    /// callback runs, 0 outside them (a resource made now names it as its
    /// `triggerId`).
    pub(super) current_async_id: f64,
    /// Timers whose id (`+timer`) was read: `clearTimeout(id)` finds them.
    pub(super) by_id: Vec<(f64, Value)>,
    /// The loop's clock: ms since the program started, updated where libuv
    /// updates it.
    pub loop_time: f64,
    /// The atoms of the objects' properties (immortal: not roots).
    pub(super) atoms: [Value; super::NPROPS],
    started: Option<std::time::Instant>,
}

impl Default for Lists {
    fn default() -> Lists {
        Lists {
            lists: Vec::new(),
            free: Vec::new(),
            by_msecs: HashMap::new(),
            queue: BinaryHeap::new(),
            next_list_id: 0,
            next_serial: 0,
            refed: 0,
            immediates_refed: 0,
            due: None,
            next_expiry: 0.0,
            next_async_id: 0.0,
            current_async_id: 0.0,
            by_id: Vec::new(),
            loop_time: 0.0,
            atoms: [Value::UNDEFINED; super::NPROPS],
            started: None,
        }
    }
}

impl Lists {
    pub(in crate::host) fn for_each_root(&mut self, f: &mut dyn FnMut(&mut Value)) {
        for l in self.lists.iter_mut().flatten() {
            f(&mut l.list);
        }
        for (_, v) in self.by_id.iter_mut() {
            f(v);
        }
    }

    pub(in crate::host) fn visit(&self, f: &mut dyn FnMut(Value)) {
        for l in self.lists.iter().flatten() {
            f(l.list);
        }
        for (_, v) in &self.by_id {
            f(*v);
        }
    }

    /// libuv's `uv_now` after `uv_update_time`: whole milliseconds.
    pub fn now(&mut self) -> f64 {
        let started = *self.started.get_or_insert_with(std::time::Instant::now);
        (started.elapsed().as_millis() as f64).max(self.loop_time)
    }

    /// `uv_update_time`.
    pub fn update_time(&mut self) {
        self.loop_time = self.now();
    }

    /// node's `getLibuvNow()`, which updates the loop's clock first.
    pub(super) fn libuv_now(&mut self) -> f64 {
        self.update_time();
        self.loop_time
    }

    pub(super) fn async_id(&mut self) -> f64 {
        if self.next_async_id == 0.0 {
            // node's first resource after a module's startup.
            self.next_async_id = 2.0;
        }
        self.next_async_id += 1.0;
        self.next_async_id
    }

    fn push(&mut self, slot: usize) {
        let l = self.lists[slot].as_ref().expect("a list");
        self.queue.push(Reverse((l.expiry.to_bits(), l.id, slot)));
    }

    /// The list due first, by (expiry, id) (expiries are never negative,
    /// so their bits order as they do).
    fn peek(&mut self) -> Option<usize> {
        while let Some(&Reverse((expiry, id, slot))) = self.queue.peek() {
            match &self.lists[slot] {
                Some(l) if l.id == id && l.expiry.to_bits() == expiry => return Some(slot),
                _ => {
                    self.queue.pop();
                }
            }
        }
        None
    }

    fn list_of(&self, msecs: f64) -> Option<usize> {
        self.by_msecs.get(&msecs.to_bits()).copied()
    }

    fn drop_list(&mut self, slot: usize) {
        if let Some(l) = self.lists[slot].take() {
            self.by_msecs.remove(&l.msecs.to_bits());
            self.free.push(slot);
        }
    }

    /// The list in `slot`, if it is still the one with `serial`.
    fn list_at(&self, slot: usize, serial: u64) -> Option<&List> {
        self.lists[slot].as_ref().filter(|l| l.serial == serial)
    }
}

/// `unenroll`'s end: the list of `msecs` goes when it is empty (node
/// deletes emptied lists at once).
pub(super) fn drop_if_empty(th: &mut Thread, msecs: f64) {
    let Some(slot) = th.host.timers.list_of(msecs) else {
        return;
    };
    let list = th.host.timers.lists[slot].as_ref().expect("a list").list;
    if peek_item(th, list).is_none() {
        th.host.timers.drop_list(slot);
    }
}

// ---- the linked lists ---------------------------------------------------------------

fn link(th: &mut Thread, o: Value, which: usize) -> Value {
    read(th, Obj::of(o).expect("a linked object"), which)
}

fn set_link(th: &mut Thread, o: Value, which: usize, v: Value) {
    put(th, Obj::of(o).expect("a linked object"), which, v);
}

/// `L.peek(list)`: the oldest item, if any.
fn peek_item(th: &mut Thread, list: Value) -> Option<Value> {
    let head = link(th, list, IDLE_PREV);
    (head != list).then_some(head)
}

/// `L.remove(item)`.
pub(super) fn remove(th: &mut Thread, item: Value) {
    let next = link(th, item, IDLE_NEXT);
    let prev = link(th, item, IDLE_PREV);
    if next.is_object() {
        set_link(th, next, IDLE_PREV, prev);
    }
    if prev.is_object() {
        set_link(th, prev, IDLE_NEXT, next);
    }
    set_link(th, item, IDLE_NEXT, Value::NULL);
    set_link(th, item, IDLE_PREV, Value::NULL);
}

/// `L.append(list, item)`: the item becomes the newest.
fn append(th: &mut Thread, list: Value, item: Value) {
    if link(th, item, IDLE_NEXT).is_object() || link(th, item, IDLE_PREV).is_object() {
        remove(th, item);
    }
    let newest = link(th, list, IDLE_NEXT);
    set_link(th, item, IDLE_NEXT, newest);
    set_link(th, item, IDLE_PREV, list);
    set_link(th, newest, IDLE_PREV, item);
    set_link(th, list, IDLE_NEXT, item);
}

/// Whether `item` is linked into a list (node tests `_idleNext` and
/// `_idlePrev`).
pub(super) fn is_linked(th: &mut Thread, item: Value) -> bool {
    link(th, item, IDLE_NEXT).is_object() || link(th, item, IDLE_PREV).is_object()
}

/// A new `TimersList` for `msecs`, expiring at `expiry`.
fn new_list(th: &mut Thread, msecs: f64, expiry: f64) -> usize {
    let proto = th.realm.timers_list_prototype;
    let o = object::new_object(th, proto, 6);
    let v = o.value();
    let lists = &mut th.host.timers;
    let id = lists.next_list_id;
    lists.next_list_id += 1;
    put(th, o, IDLE_NEXT, v);
    put(th, o, IDLE_PREV, v);
    put(th, o, EXPIRY, Value::number(expiry));
    put(th, o, ID, Value::number(id as f64));
    put(th, o, MSECS, Value::number(msecs));
    put(th, o, PRIORITY_QUEUE_POSITION, Value::number(1.0));
    let lists = &mut th.host.timers;
    let serial = lists.next_serial;
    lists.next_serial += 1;
    let entry = List {
        list: v,
        msecs,
        expiry,
        id,
        serial,
    };
    let slot = match lists.free.pop() {
        Some(s) => {
            lists.lists[s] = Some(entry);
            s
        }
        None => {
            lists.lists.push(Some(entry));
            lists.lists.len() - 1
        }
    };
    lists.by_msecs.insert(msecs.to_bits(), slot);
    lists.push(slot);
    slot
}

/// node's `insert(item, msecs, start)`.
pub(super) fn insert(th: &mut Thread, t: Obj, msecs: f64, start: f64) {
    put(th, t, IDLE_START, Value::number(start));
    let slot = match th.host.timers.list_of(msecs) {
        Some(s) => s,
        None => {
            let expiry = start + msecs;
            let s = new_list(th, msecs, expiry);
            let lists = &mut th.host.timers;
            if lists.due.is_none() || lists.next_expiry > expiry {
                // scheduleTimer(msecs), relative to the loop's clock.
                lists.due = Some(lists.loop_time + msecs);
                lists.next_expiry = expiry;
            }
            s
        }
    };
    let list = th.host.timers.lists[slot].as_ref().expect("a list").list;
    append(th, list, t.value());
}

// ---- processTimers ------------------------------------------------------------------

/// node's `processTimers(now)`: every due list in order, with the queues
/// drained between lists. Returns node's next expiry (0: none).
fn process_timers(th: &mut Thread, now: f64) -> JsResult<f64> {
    th.host.timers.next_expiry = f64::INFINITY;
    let mut ran_list = false;
    loop {
        let Some(slot) = th.host.timers.peek() else {
            return Ok(0.0);
        };
        let expiry = th.host.timers.lists[slot].as_ref().expect("a list").expiry;
        if expiry > now {
            th.host.timers.next_expiry = expiry;
            return Ok(expiry);
        }
        if ran_list {
            crate::host::ticks::run_next_ticks(th)?;
        } else {
            ran_list = true;
        }
        list_on_timeout(th, slot, now)?;
    }
}

/// node's `listOnTimeout(list, now)`.
fn list_on_timeout(th: &mut Thread, slot: usize, now: f64) -> JsResult<()> {
    let Some(l) = th.host.timers.lists[slot].as_ref() else {
        return Ok(());
    };
    let (msecs, serial) = (l.msecs, l.serial);
    let mut ran = false;
    loop {
        // The list, read again (a callback may have collected, or emptied
        // and dropped it: then there is nothing more to run).
        let Some(l) = th.host.timers.list_at(slot, serial) else {
            return Ok(());
        };
        let list = l.list;
        let Some(mut tv) = peek_item(th, list) else {
            break;
        };
        let start = read(th, Obj::of(tv).expect("a Timeout"), IDLE_START).as_number();
        if now - start < msecs {
            // Too early for the rest of this list: it goes back in the
            // queue at its first timer's expiry, with a new id.
            let expiry = (start + msecs).max(now + 1.0);
            let lists = &mut th.host.timers;
            let id = lists.next_list_id;
            lists.next_list_id += 1;
            let l = lists.lists[slot].as_mut().expect("a list");
            l.expiry = expiry;
            l.id = id;
            lists.push(slot);
            let lo = Obj::of(list).expect("a TimersList");
            put(th, lo, EXPIRY, Value::number(expiry));
            put(th, lo, ID, Value::number(id as f64));
            return Ok(());
        }
        if ran {
            // As node: the timer peeked before the ticks runs after them
            // (one they cleared is skipped by `fire`).
            tv = crate::heap::scope(th, |s| {
                let h = s.root(tv);
                s.collecting(crate::host::ticks::run_next_ticks)?;
                Ok::<_, crate::error::Thrown>(s.get(h))
            })?;
        } else {
            ran = true;
        }
        remove(th, tv);
        super::timeout::fire(th, Obj::of(tv).expect("a Timeout"))?;
    }
    // Emptied: the list goes.
    th.host.timers.drop_list(slot);
    Ok(())
}

/// node's `RunTimers`, when libuv's timer for it is due.
pub fn run_timers(th: &mut Thread) -> JsResult<()> {
    let lists = &th.host.timers;
    match lists.due {
        Some(due) if due <= lists.loop_time => {}
        _ => return Ok(()),
    }
    th.host.timers.due = None;
    let now = th.host.timers.libuv_now();
    let next = process_timers(th, now)?;
    // libuv's timer for the next expiry, set before the callback scope's
    // ticks and microtasks run (a timer they add for earlier moves it).
    if next != 0.0 {
        let lists = &mut th.host.timers;
        let duration = (next.abs() - lists.now()).max(1.0);
        lists.due = Some(lists.loop_time + duration);
    }
    crate::host::ticks::run_next_ticks(th)
}

/// Whether `t` is destroyed (`_destroyed`).
pub(super) fn destroyed(th: &mut Thread, t: Obj) -> bool {
    super::truthy(read(th, t, DESTROYED))
}
