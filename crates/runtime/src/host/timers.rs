//! Timers and immediates as node 20 keeps them (`lib/internal/timers.js`,
//! `lib/timers.js`): one list per duration, first in, first out; the
//! lists in a priority order by (expiry, creation); one pass of
//! `processTimers` with one `now`, running every due timer of a list
//! before the next list; `setImmediate`'s queue run once per loop turn.
//!
//! Timeout and Immediate objects are ordinary objects with node's own
//! properties (`_idleTimeout`, `_onTimeout`, `_repeat`, …, and the
//! `refed`, `kHasPrimitive`, `asyncId`, `triggerId` symbols), which the
//! loop reads when it fires them, as node does. The lists hold them and
//! are roots.

use crate::builtins::arg;
use crate::error::{JsResult, Thrown};
use crate::object::function::define_native;
use crate::object::shape::{CONFIGURABLE, ENUMERABLE, WRITABLE};
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;
use std::collections::VecDeque;

/// node's `TIMEOUT_MAX` (2³¹ − 1 ms).
const TIMEOUT_MAX: f64 = 2_147_483_647.0;

/// One duration's list.
struct List {
    msecs: f64,
    expiry: f64,
    id: u64,
    timers: VecDeque<Value>,
}

/// The timer lists and node's counters.
#[derive(Default)]
pub struct Lists {
    lists: Vec<List>,
    next_list_id: u64,
    /// Timers that keep the loop alive (node's `refCount`).
    pub refed: u32,
    /// Immediates that keep the loop alive (`immediateInfo[kRefCount]`).
    pub immediates_refed: u32,
    /// When libuv's timer for node fires (ms on the loop's clock), if
    /// scheduled.
    pub due: Option<f64>,
    /// `nextExpiry`.
    next_expiry: f64,
    /// The async ids node gives resources, from its first after startup.
    next_async_id: f64,
    /// Timers whose id (`+timer`) was read: `clearTimeout(id)` finds them.
    by_id: Vec<(f64, Value)>,
    /// The loop's clock: ms since the program started, updated where libuv
    /// updates it.
    pub loop_time: f64,
    started: Option<std::time::Instant>,
}

impl Lists {
    pub(super) fn for_each_root(&mut self, f: &mut dyn FnMut(&mut Value)) {
        for l in self.lists.iter_mut() {
            l.timers.iter_mut().for_each(&mut *f);
        }
        for (_, v) in self.by_id.iter_mut() {
            f(v);
        }
    }

    pub(super) fn visit(&self, f: &mut dyn FnMut(Value)) {
        for l in &self.lists {
            l.timers.iter().for_each(|&v| f(v));
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
    fn libuv_now(&mut self) -> f64 {
        self.update_time();
        self.loop_time
    }

    fn async_id(&mut self) -> f64 {
        if self.next_async_id == 0.0 {
            // node's first resource after a module's startup.
            self.next_async_id = 2.0;
        }
        self.next_async_id += 1.0;
        self.next_async_id
    }

    /// The list due first: by expiry, then by creation.
    fn peek(&self) -> Option<usize> {
        (0..self.lists.len()).min_by(|&a, &b| {
            let (x, y) = (&self.lists[a], &self.lists[b]);
            x.expiry.total_cmp(&y.expiry).then(x.id.cmp(&y.id))
        })
    }

    fn list_of(&self, msecs: f64) -> Option<usize> {
        self.lists.iter().position(|l| l.msecs == msecs)
    }
}

// ---- the objects' properties -------------------------------------------------------

/// The symbols node keys its own state with, made once.
fn symbol(th: &mut Thread, which: usize) -> Value {
    const NAMES: [&str; 4] = ["refed", "kHasPrimitive", "asyncId", "triggerId"];
    if th.realm.timer_symbols[which].is_undefined() {
        let d = th.realm.atoms.intern_str(NAMES[which]);
        th.realm.timer_symbols[which] = object::atom::new_symbol(d, 0);
    }
    th.realm.timer_symbols[which]
}
const REFED: usize = 0;
const HAS_PRIMITIVE: usize = 1;
const ASYNC_ID: usize = 2;
const TRIGGER_ID: usize = 3;

fn put(th: &mut Thread, o: Obj, name: &str, v: Value) {
    let k = Key::name(th, name);
    object::define(th, o, k, v, WRITABLE | ENUMERABLE | CONFIGURABLE);
}

fn put_sym(th: &mut Thread, o: Obj, which: usize, v: Value) {
    let k = symbol(th, which);
    object::define(th, o, Key::Name(k), v, WRITABLE | ENUMERABLE | CONFIGURABLE);
}

/// An own data property, read without running code (node's objects
/// hold plain data; a getter a program put there is not called).
fn read(th: &mut Thread, o: Obj, name: &str) -> Value {
    let k = Key::name(th, name);
    object::get_own(o, k).map_or(Value::UNDEFINED, |p| p.value)
}

fn read_sym(th: &mut Thread, o: Obj, which: usize) -> Value {
    let k = symbol(th, which);
    object::get_own(o, Key::Name(k)).map_or(Value::UNDEFINED, |p| p.value)
}

fn truthy(v: Value) -> bool {
    crate::ops::kl_truthy_slow(v)
}

// ---- errors ----------------------------------------------------------------------------

/// node's `ERR_INVALID_ARG_TYPE` for a `callback` argument that is not a
/// function.
pub fn invalid_callback(th: &mut Thread, v: Value) -> Thrown {
    let received = super::received(th, v);
    let message =
        format!("The \"callback\" argument must be of type function. Received {received}");
    super::node_error(
        th,
        crate::error::ErrorKind::TypeError,
        "ERR_INVALID_ARG_TYPE",
        &message,
    )
}

fn require_callback(th: &mut Thread, cb: Value) -> JsResult<()> {
    if Obj::of(cb).is_some_and(|f| f.is_callable()) {
        Ok(())
    } else {
        Err(invalid_callback(th, cb))
    }
}

// ---- Timeout ------------------------------------------------------------------------

/// node's `after *= 1` and the range check: anything not in [1,
/// TIMEOUT_MAX] is 1 (too large a value also warns on stderr).
fn coerce_delay(th: &mut Thread, after: Value) -> JsResult<f64> {
    let d = crate::ops::to_number_value(th, after)?;
    if (1.0..=TIMEOUT_MAX).contains(&d) {
        return Ok(d);
    }
    if d > TIMEOUT_MAX {
        let shown = crate::ops::to_rust_string(Value::number(d));
        crate::io::eprint(&format!(
            "(node:{}) TimeoutOverflowWarning: {shown} does not fit into a 32-bit signed integer.\nTimeout duration was set to 1.\n(Use `node --trace-warnings ...` to show where the warning was created)\n",
            std::process::id()
        ));
    }
    Ok(1.0)
}

fn new_timeout(th: &mut Thread, cb: Value, after: f64, args: Value, repeat: bool) -> Obj {
    let proto = th.realm.timeout_prototype;
    let t = object::new_object(th, proto, 12);
    put(th, t, "_idleTimeout", Value::number(after));
    put(th, t, "_idlePrev", Value::NULL);
    put(th, t, "_idleNext", Value::NULL);
    put(th, t, "_idleStart", Value::number(0.0));
    put(th, t, "_onTimeout", cb);
    put(th, t, "_timerArgs", args);
    put(
        th,
        t,
        "_repeat",
        if repeat {
            Value::number(after)
        } else {
            Value::NULL
        },
    );
    put(th, t, "_destroyed", Value::FALSE);
    put_sym(th, t, REFED, Value::TRUE);
    put_sym(th, t, HAS_PRIMITIVE, Value::FALSE);
    let id = th.host.timers.async_id();
    put_sym(th, t, ASYNC_ID, Value::number(id));
    put_sym(th, t, TRIGGER_ID, Value::number(1.0));
    th.host.timers.refed += 1;
    t
}

/// node's `insert(item, msecs, start)`.
fn insert(th: &mut Thread, t: Obj, msecs: f64, start: f64) {
    put(th, t, "_idleStart", Value::number(start));
    let lists = &mut th.host.timers;
    let i = match lists.list_of(msecs) {
        Some(i) => i,
        None => {
            let expiry = start + msecs;
            let id = lists.next_list_id;
            lists.next_list_id += 1;
            lists.lists.push(List {
                msecs,
                expiry,
                id,
                timers: VecDeque::new(),
            });
            if lists.due.is_none() || lists.next_expiry > expiry {
                // scheduleTimer(msecs), relative to the loop's clock.
                lists.due = Some(lists.loop_time + msecs);
                lists.next_expiry = expiry;
            }
            lists.lists.len() - 1
        }
    };
    lists.lists[i].timers.push_back(t.value());
}

/// Removes `t` from its list (node's `L.remove`), dropping an emptied
/// list.
fn remove(th: &mut Thread, t: Obj) {
    let lists = &mut th.host.timers;
    for i in 0..lists.lists.len() {
        if let Some(p) = lists.lists[i].timers.iter().position(|&v| v == t.value()) {
            lists.lists[i].timers.remove(p);
            if lists.lists[i].timers.is_empty() {
                lists.lists.remove(i);
            }
            return;
        }
    }
}

/// node's `unenroll`: `clearTimeout` of a live timer.
fn unenroll(th: &mut Thread, t: Obj) {
    if truthy(read(th, t, "_destroyed")) {
        return;
    }
    put(th, t, "_destroyed", Value::TRUE);
    if truthy(read_sym(th, t, REFED)) {
        th.host.timers.refed -= 1;
    }
    remove(th, t);
    let id = read_sym(th, t, ASYNC_ID);
    th.host
        .timers
        .by_id
        .retain(|(i, _)| Value::number(*i) != id);
    put(th, t, "_idleTimeout", Value::number(-1.0));
}

fn schedule(th: &mut Thread, args: &[Value], repeat: bool) -> JsResult<Value> {
    let cb = arg(args, 0);
    require_callback(th, cb)?;
    let after = crate::heap::scope(th, |s| {
        let h = s.root(cb);
        let d = s.collecting(|th| coerce_delay(th, arg(args, 1)));
        let _ = s.get(h);
        d
    })?;
    // Arguments are read again after the conversion, which may collect.
    let cb = arg(args, 0);
    let rest = if args.len() > 2 {
        object::array::from_values(th, &args[2..]).value()
    } else {
        Value::UNDEFINED
    };
    let t = new_timeout(th, cb, after, rest, repeat);
    let start = th.host.timers.libuv_now();
    insert(th, t, after, start);
    Ok(t.value())
}

fn set_timeout(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    schedule(th, args, false)
}

fn set_interval(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    schedule(th, args, true)
}

/// `clearTimeout(t)` (and `clearInterval`): a Timeout, or the id of one
/// whose primitive was read.
fn clear_timeout(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = arg(args, 0);
    if let Some(o) = Obj::of(t) {
        if truthy(read(th, o, "_onTimeout")) {
            put(th, o, "_onTimeout", Value::NULL);
            unenroll(th, o);
        }
        return Ok(Value::UNDEFINED);
    }
    if t.is_number() || t.is_string() {
        let d = crate::ops::to_number_value(th, t)?;
        if let Some(&(_, v)) = th.host.timers.by_id.iter().find(|(i, _)| *i == d)
            && let Some(o) = Obj::of(v)
        {
            put(th, o, "_onTimeout", Value::NULL);
            unenroll(th, o);
        }
    }
    Ok(Value::UNDEFINED)
}

fn this_timer(th: &mut Thread, this: Value) -> JsResult<Obj> {
    match Obj::of(this) {
        Some(o) => Ok(o),
        None => Err(crate::error::type_error(
            th,
            "Timeout method called on a non-object",
        )),
    }
}

fn timeout_ref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = this_timer(th, this)?;
    if !truthy(read_sym(th, t, REFED)) {
        put_sym(th, t, REFED, Value::TRUE);
        if !truthy(read(th, t, "_destroyed")) {
            th.host.timers.refed += 1;
        }
    }
    Ok(this)
}

fn timeout_unref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = this_timer(th, this)?;
    if truthy(read_sym(th, t, REFED)) {
        put_sym(th, t, REFED, Value::FALSE);
        if !truthy(read(th, t, "_destroyed")) {
            th.host.timers.refed -= 1;
        }
    }
    Ok(this)
}

fn timeout_has_ref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = this_timer(th, this)?;
    Ok(Value::boolean(truthy(read_sym(th, t, REFED))))
}

/// `refresh()`: back to the end of its list, from now.
fn timeout_refresh(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let t = this_timer(th, this)?;
    let msecs = read(th, t, "_idleTimeout");
    if !msecs.is_number() || msecs.as_number() < 0.0 {
        return Ok(this);
    }
    remove(th, t);
    let start = th.host.timers.libuv_now();
    insert(th, t, msecs.as_number(), start);
    // A timer that fired already lives again.
    if truthy(read(th, t, "_destroyed")) {
        put(th, t, "_destroyed", Value::FALSE);
        if truthy(read_sym(th, t, REFED)) {
            th.host.timers.refed += 1;
        }
    }
    Ok(this)
}

fn timeout_close(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    clear_timeout(th, Value::UNDEFINED, &[this], Value::UNDEFINED)?;
    Ok(this)
}

/// `[Symbol.toPrimitive]()`: the async id, by which `clearTimeout` finds
/// the timer from then on.
fn timeout_to_primitive(
    th: &mut Thread,
    this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    let t = this_timer(th, this)?;
    let id = read_sym(th, t, ASYNC_ID);
    if !truthy(read_sym(th, t, HAS_PRIMITIVE)) {
        put_sym(th, t, HAS_PRIMITIVE, Value::TRUE);
        th.host.timers.by_id.push((id.as_number(), this));
    }
    Ok(id)
}

// ---- processTimers ------------------------------------------------------------------

/// node's `processTimers(now)`: every due list in order, with the queues
/// drained between timers. Returns node's next expiry (0: none).
fn process_timers(th: &mut Thread, now: f64) -> JsResult<f64> {
    th.host.timers.next_expiry = f64::INFINITY;
    let mut ran_list = false;
    loop {
        let Some(i) = th.host.timers.peek() else {
            return Ok(0.0);
        };
        let expiry = th.host.timers.lists[i].expiry;
        if expiry > now {
            th.host.timers.next_expiry = expiry;
            return Ok(expiry);
        }
        if ran_list {
            super::ticks::run_next_ticks(th)?;
        } else {
            ran_list = true;
        }
        let msecs = th.host.timers.lists[i].msecs;
        list_on_timeout(th, msecs, now)?;
    }
}

/// node's `listOnTimeout(list, now)`.
fn list_on_timeout(th: &mut Thread, msecs: f64, now: f64) -> JsResult<()> {
    let mut ran = false;
    loop {
        let Some(i) = th.host.timers.list_of(msecs) else {
            return Ok(());
        };
        let Some(&tv) = th.host.timers.lists[i].timers.front() else {
            th.host.timers.lists.remove(i);
            return Ok(());
        };
        let t = Obj::of(tv).expect("a Timeout");
        let start = read(th, t, "_idleStart").as_number();
        if now - start < msecs {
            // Too early for the rest of this list.
            let lists = &mut th.host.timers;
            let l = &mut lists.lists[i];
            l.expiry = (start + msecs).max(now + 1.0);
            l.id = lists.next_list_id;
            lists.next_list_id += 1;
            return Ok(());
        }
        if ran {
            super::ticks::run_next_ticks(th)?;
        } else {
            ran = true;
        }
        // The tick queue may have changed the list.
        let Some(i) = th.host.timers.list_of(msecs) else {
            return Ok(());
        };
        if th.host.timers.lists[i].timers.front() != Some(&tv) {
            continue;
        }
        th.host.timers.lists[i].timers.pop_front();
        if th.host.timers.lists[i].timers.is_empty() {
            th.host.timers.lists.remove(i);
        }
        fire(th, t)?;
    }
}

/// Runs one due timer, re-inserting an interval.
fn fire(th: &mut Thread, t: Obj) -> JsResult<()> {
    let cb = read(th, t, "_onTimeout");
    if !Obj::of(cb).is_some_and(|f| f.is_callable()) {
        if !truthy(read(th, t, "_destroyed")) {
            put(th, t, "_destroyed", Value::TRUE);
            if truthy(read_sym(th, t, REFED)) {
                th.host.timers.refed -= 1;
            }
        }
        return Ok(());
    }
    let repeat = read(th, t, "_repeat");
    let start = if truthy(repeat) {
        th.host.timers.libuv_now()
    } else {
        0.0
    };
    let args = read(th, t, "_timerArgs");
    let argv: Vec<Value> = match Obj::of(args) {
        Some(a) => (0..object::array::length(a))
            .map(|i| object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED))
            .collect(),
        None => Vec::new(),
    };
    let (r, t) = crate::heap::scope(th, |s| {
        let h = s.root(t.value());
        let r = s.collecting(|th| crate::object::function::call(th, cb, t.value(), &argv));
        (r, Obj::of(s.get(h)).expect("a Timeout"))
    });
    // node's `finally`: an interval goes back in even when it threw.
    let repeat = read(th, t, "_repeat");
    let idle = read(th, t, "_idleTimeout").as_number();
    if truthy(repeat) && idle != -1.0 {
        put(th, t, "_idleTimeout", repeat);
        insert(th, t, repeat.as_number(), start);
    } else if !truthy(read(th, t, "_destroyed")) && !in_a_list(th, t) {
        put(th, t, "_destroyed", Value::TRUE);
        if truthy(read_sym(th, t, REFED)) {
            th.host.timers.refed -= 1;
        }
    }
    r.map(|_| ())
}

fn in_a_list(th: &Thread, t: Obj) -> bool {
    th.host
        .timers
        .lists
        .iter()
        .any(|l| l.timers.contains(&t.value()))
}

/// node's `RunTimers`, when libuv's timer for it is due: returns whether
/// it ran.
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
    super::ticks::run_next_ticks(th)
}

// ---- Immediate --------------------------------------------------------------------

fn set_immediate(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let cb = arg(args, 0);
    require_callback(th, cb)?;
    let rest = if args.len() > 1 {
        object::array::from_values(th, &args[1..]).value()
    } else {
        Value::UNDEFINED
    };
    let proto = th.realm.immediate_prototype;
    let im = object::new_object(th, proto, 8);
    put(th, im, "_idleNext", Value::NULL);
    put(th, im, "_idlePrev", Value::NULL);
    put(th, im, "_onImmediate", cb);
    put(th, im, "_argv", rest);
    put(th, im, "_destroyed", Value::FALSE);
    put_sym(th, im, REFED, Value::TRUE);
    let id = th.host.timers.async_id();
    put_sym(th, im, ASYNC_ID, Value::number(id));
    put_sym(th, im, TRIGGER_ID, Value::number(1.0));
    th.host.timers.immediates_refed += 1;
    th.host.immediates.push_back(im.value());
    Ok(im.value())
}

fn clear_immediate(th: &mut Thread, _this: Value, args: &[Value], _nt: Value) -> JsResult<Value> {
    let Some(im) = Obj::of(arg(args, 0)).filter(|o| o.proto() == th.realm.immediate_prototype)
    else {
        return Ok(Value::UNDEFINED);
    };
    if truthy(read(th, im, "_destroyed")) {
        return Ok(Value::UNDEFINED);
    }
    put(th, im, "_destroyed", Value::TRUE);
    if truthy(read_sym(th, im, REFED)) {
        th.host.timers.immediates_refed -= 1;
    }
    put_sym(th, im, REFED, Value::NULL);
    put(th, im, "_onImmediate", Value::NULL);
    th.host.immediates.retain(|&v| v != im.value());
    Ok(Value::UNDEFINED)
}

fn immediate_ref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let im = this_timer(th, this)?;
    if read_sym(th, im, REFED) == Value::FALSE && !truthy(read(th, im, "_destroyed")) {
        put_sym(th, im, REFED, Value::TRUE);
        th.host.timers.immediates_refed += 1;
    }
    Ok(this)
}

fn immediate_unref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let im = this_timer(th, this)?;
    if read_sym(th, im, REFED) == Value::TRUE && !truthy(read(th, im, "_destroyed")) {
        put_sym(th, im, REFED, Value::FALSE);
        th.host.timers.immediates_refed -= 1;
    }
    Ok(this)
}

fn immediate_has_ref(th: &mut Thread, this: Value, _args: &[Value], _nt: Value) -> JsResult<Value> {
    let im = this_timer(th, this)?;
    Ok(Value::boolean(truthy(read_sym(th, im, REFED))))
}

/// node's `processImmediate`: the immediates queued before this phase, in
/// order (those they queue wait for the next turn), the queues drained
/// between them.
pub fn run_immediates(th: &mut Thread) -> JsResult<()> {
    if th.host.immediates.is_empty() {
        return Ok(());
    }
    let batch: Vec<Value> = th.host.immediates.drain(..).collect();
    // The rest of the batch stays rooted while each runs.
    crate::heap::scope(th, |s| {
        let handles: Vec<_> = batch.iter().map(|&v| s.root(v)).collect();
        let mut ran = false;
        for h in handles {
            if ran {
                s.collecting(super::ticks::run_next_ticks)?;
            } else {
                ran = true;
            }
            let im = Obj::of(s.get(h)).expect("an Immediate");
            let th = s.thread();
            if truthy(read(th, im, "_destroyed")) {
                continue;
            }
            put(th, im, "_destroyed", Value::TRUE);
            if truthy(read_sym(th, im, REFED)) {
                th.host.timers.immediates_refed -= 1;
            }
            put_sym(th, im, REFED, Value::NULL);
            let cb = read(th, im, "_onImmediate");
            let argv = read(th, im, "_argv");
            let args: Vec<Value> = match Obj::of(argv) {
                Some(a) => (0..object::array::length(a))
                    .map(|i| object::array::fast_get(a, i).unwrap_or(Value::UNDEFINED))
                    .collect(),
                None => Vec::new(),
            };
            let r = s.collecting(|th| crate::object::function::call(th, cb, im.value(), &args));
            let im = Obj::of(s.get(h)).expect("an Immediate");
            put(s.thread(), im, "_onImmediate", Value::NULL);
            r?;
        }
        Ok(())
    })?;
    super::ticks::run_next_ticks(th)
}

// ---- install ------------------------------------------------------------------------

/// The timer globals and the Timeout and Immediate prototypes.
pub fn install(th: &mut Thread) {
    let op = th.realm.object_prototype;
    let tp = object::new_object(th, op, 8);
    th.realm.timeout_prototype = tp.value();
    let ctor = crate::object::function::new_native_constructor(
        th,
        "Timeout",
        5,
        not_constructible,
        tp.value(),
    );
    let _ = ctor;
    define_native(th, tp, "refresh", 0, timeout_refresh);
    define_native(th, tp, "unref", 0, timeout_unref);
    define_native(th, tp, "ref", 0, timeout_ref);
    define_native(th, tp, "hasRef", 0, timeout_has_ref);
    define_native(th, tp, "close", 0, timeout_close);
    let tpk = th.realm.symbols.to_primitive;
    let name = th.realm.atoms.intern_str("[Symbol.toPrimitive]");
    let f = crate::object::function::new_native(th, name, 0, timeout_to_primitive);
    object::define_hidden(th, tp, tpk, f.value());
    let ip = object::new_object(th, op, 4);
    th.realm.immediate_prototype = ip.value();
    crate::object::function::new_native_constructor(
        th,
        "Immediate",
        2,
        not_constructible,
        ip.value(),
    );
    define_native(th, ip, "ref", 0, immediate_ref);
    define_native(th, ip, "unref", 0, immediate_unref);
    define_native(th, ip, "hasRef", 0, immediate_has_ref);
    let g = Obj::of(th.realm.global).expect("the global object");
    for (name, len, f) in [
        (
            "setTimeout",
            2,
            set_timeout as crate::object::function::NativeFn,
        ),
        ("clearTimeout", 1, clear_timeout),
        ("setInterval", 2, set_interval),
        ("clearInterval", 1, clear_timeout),
        ("setImmediate", 1, set_immediate),
        ("clearImmediate", 1, clear_immediate),
    ] {
        define_native(th, g, name, len, f);
    }
}

fn not_constructible(
    th: &mut Thread,
    _this: Value,
    _args: &[Value],
    _nt: Value,
) -> JsResult<Value> {
    Err(crate::error::type_error(th, "Illegal constructor"))
}
