//! What the inline caches remember: how a named property access found its
//! property, as a function of shapes only, so that a later access whose
//! objects have the same shapes can repeat it without a lookup.
//!
//! A cache entry ([`Entry`]) names the receiver's shape and the shapes of
//! the first `depth` objects of its prototype chain; the property is in
//! the object at depth `depth` (the holder), at slot `slot`. Because a shape
//! fixes an object's own named properties, their attributes and their
//! places (`shape.rs`), an access whose receiver and prototypes have those
//! shapes finds the same property in the same place: the entry is checked
//! by walking the *actual* prototype pointers and comparing each object's
//! shape, never by trusting a remembered object. So nothing has to be
//! invalidated when a prototype changes:
//!
//! - a prototype gaining, losing or reconfiguring a property changes its
//!   shape (deleting the last key returns to the parent shape, anything
//!   else but adding makes it a dictionary, whose shape no entry holds);
//! - `Object.setPrototypeOf` changes the pointer the check follows;
//! - a value written into an existing writable slot needs no change: the
//!   entry names the slot, not the value.
//!
//! A miss (`Missing`) or an add (`Add`) depends on every prototype up to
//! null: those entries check the whole chain (`to_null`). Entries hold only
//! shapes, which are immortal, so the collector never looks at them.
//!
//! A site (`KlIC`, kiln.h) has one inline entry that generated code checks
//! itself (an own data property in an inline slot: a shape compare and a
//! load), up to [`POLY`] more entries, which generated code checks out of
//! line in the form of [`Quick`] (kiln.h `kl_poly_find`: data properties
//! and accessors in inline slots up to three prototypes up, whose getter
//! or setter the C calls) and the miss path in full
//! before it looks anything up, and past those it is megamorphic: it uses
//! one direct-mapped table per thread ([`Megamorphic`]) keyed by (shape,
//! key).

use super::shape::{ACCESSOR, DATA, MAX_FAST_PROPERTIES, Shape, WRITABLE};
use super::{Obj, array, get_slot, set_slot};
use crate::error::JsResult;
use crate::thread::Thread;
use crate::value::Value;
use std::ptr;

/// How many prototypes an entry can check (a holder deeper than this is
/// looked up every time).
pub const MAX_DEPTH: usize = 6;
/// Entries a site keeps besides its inline one before going megamorphic.
pub const POLY: usize = 4;

/// What an entry does once its shapes match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Get: the holder's data slot. Set: the receiver's own writable data
    /// slot (depth 0).
    Data,
    /// The holder's slot holds an accessor pair: its getter or setter runs.
    Accessor,
    /// Get: no object on the chain has the key (undefined).
    Missing,
    /// Get: an array's `length`.
    ArrayLength,
    /// Get: a string primitive's `length`.
    StringLength,
    /// Set: the key is added to the receiver (shape `target`, slot `slot`).
    Add,
}

/// A cached property access; see the module documentation.
#[derive(Clone, Copy)]
pub struct Entry {
    /// The receiver's shape ([`string_receiver`] for a string primitive);
    /// null in an empty entry.
    pub shape: *const Shape,
    pub action: Action,
    /// How many prototypes are checked; the holder is the last of them.
    depth: u8,
    /// The object at `depth` must have a null prototype.
    to_null: bool,
    /// Slot index of the property in the holder (or the added slot).
    pub slot: u32,
    /// Where that slot is in the holder ([`loc_of`]), for `Data`.
    loc: i32,
    protos: [*const Shape; MAX_DEPTH],
    /// `Add`: the receiver's shape afterwards.
    target: *const Shape,
}

impl Entry {
    const EMPTY: Entry = Entry {
        shape: ptr::null(),
        action: Action::Missing,
        depth: 0,
        to_null: false,
        slot: 0,
        loc: 0,
        protos: [ptr::null(); MAX_DEPTH],
        target: ptr::null(),
    };

    fn new(shape: *const Shape) -> Entry {
        Entry {
            shape,
            ..Entry::EMPTY
        }
    }

    /// An own data property in an inline slot: what the inline entry holds.
    pub fn inline_offset(&self) -> Option<u32> {
        if self.action != Action::Data || self.depth != 0 || self.shape == string_receiver() {
            return None;
        }
        // SAFETY: entries hold immortal shapes.
        unsafe { &*self.shape }.inline_offset(self.slot)
    }

    /// An own data property: its slot.
    pub fn own_slot(&self) -> Option<u32> {
        let own = self.action == Action::Data && self.depth == 0;
        (own && self.shape != string_receiver()).then_some(self.slot)
    }

    /// A data property in an inline slot of the receiver's prototype or of
    /// that prototype's prototype: what a method site's inline entry holds
    /// (byte offset, holder's shape, the shape of the prototype in between
    /// or null). The receiver may be a string: kiln.h's
    /// `kl_get_method_ic_str` (a receiver known to be a string) and
    /// `kl_get_method_ic_poly` (any other) check [`StringReceiver`]
    /// against it; `kl_get_method_ic` never meets it.
    pub fn method_inline(&self) -> Option<(u32, *const Shape, *const Shape)> {
        let plain = self.action == Action::Data && matches!(self.depth, 1 | 2) && !self.to_null;
        if !plain || self.loc < 0 {
            return None;
        }
        Some(match self.depth {
            1 => (self.loc as u32, self.protos[0], ptr::null()),
            _ => (self.loc as u32, self.protos[1], self.protos[0]),
        })
    }

    /// A method site's inline entry (receiver's shape, the shape of the
    /// prototype in between if any, holder's shape, byte offset in the
    /// holder) as an entry.
    pub fn proto_inline(
        shape: *const Shape,
        mid: Option<&'static Shape>,
        holder: &'static Shape,
        offset: u32,
    ) -> Entry {
        let mut protos = [ptr::null(); MAX_DEPTH];
        let depth = match mid {
            Some(mid) => {
                protos[0] = mid as *const Shape;
                protos[1] = holder as *const Shape;
                2
            }
            None => {
                protos[0] = holder as *const Shape;
                1
            }
        };
        Entry {
            action: Action::Data,
            depth,
            slot: (offset - holder.inline_base) / 8,
            loc: offset as i32,
            protos,
            ..Entry::new(shape)
        }
    }

    /// The inline entry (shape, byte offset) as an entry.
    pub fn own_inline(shape: &'static Shape, offset: u32) -> Entry {
        Entry {
            action: Action::Data,
            slot: (offset - shape.inline_base) / 8,
            loc: offset as i32,
            ..Entry::new(shape)
        }
    }

    /// Records that the property is in slot `slot` of objects of shape `s`.
    fn found(&mut self, depth: usize, s: &Shape, slot: u32, action: Action) {
        self.depth = depth as u8;
        self.slot = slot;
        self.action = action;
        self.loc = match s.inline_offset(slot) {
            Some(off) => off as i32,
            None => -1 - (slot - s.inline_cap) as i32,
        };
    }
}

/// The value at `loc` ([`Entry::found`]) of `h`.
#[inline(always)]
fn load(h: Obj, loc: i32) -> Value {
    if loc >= 0 {
        h.word(loc as u32)
    } else {
        // SAFETY: a negative location names an out-of-line slot that the
        // holder's shape has, so its slot array holds it.
        unsafe { *(h.slots().addr() as *const Value).add((-loc) as usize) }
    }
}

/// The value a site's further entries give when one names a data
/// property of the receiver or a prototype (the common polymorphic and
/// prototype-method case, kept short: no lookup, no step).
#[inline(always)]
pub fn poly_data(ic: &KlIC, o: Value) -> Option<Value> {
    let obj = Obj::of(o)?;
    if ic.state & MEGAMORPHIC != 0 || ic.aux.is_null() {
        return None;
    }
    // SAFETY: a get or set site's aux is its Poly.
    let poly = unsafe { &*(ic.aux as *const Poly) };
    let s = obj.shape() as *const Shape;
    let e = poly.entries[..poly.n]
        .iter()
        .find(|e| ptr::eq(e.shape, s))?;
    if e.action != Action::Data {
        return None;
    }
    let mut h = obj;
    for &want in &e.protos[..e.depth as usize] {
        let p = h.proto();
        if !p.is_object() {
            return None;
        }
        h = Obj(p.addr());
        if !ptr::eq(h.shape(), want) {
            return None;
        }
    }
    Some(load(h, e.loc))
}

/// The "shape" of every string primitive, for entries whose receiver is a
/// string (`s.length`, `s.charCodeAt`): a static address no object has.
/// An object-shaped stand-in for every string receiver (kiln.h
/// `kl_string_receiver`): its shape is the [`string_receiver`] marker and
/// its prototype String.prototype (a root of the realm), so the poly
/// entries' quick check in generated code (`kl_poly_find`) finds a
/// string's methods as it finds an object's. Before it, every
/// `key.charCodeAt(i)` took the Rust lookup (`lookup` and
/// `ic::get_lookup`, ~100 instructions; 18% of bench/hashmap).
#[repr(C)]
pub struct StringReceiver {
    hdr: u64,
    shape: *const Shape,
    /// String.prototype.
    pub proto: Value,
    slots: Value,
}

impl Default for StringReceiver {
    fn default() -> StringReceiver {
        StringReceiver {
            hdr: (crate::abi::KL_KIND_OBJECT << crate::abi::KL_HDR_KIND_SHIFT)
                | (crate::abi::KL_HDR_STATIC << crate::abi::KL_HDR_FLAGS_SHIFT),
            shape: string_receiver(),
            proto: Value::NULL,
            slots: Value::UNDEFINED,
        }
    }
}

/// The thread's [`StringReceiver`], for generated code (null before a
/// realm exists).
#[unsafe(no_mangle)]
pub static kl_string_receiver: std::sync::atomic::AtomicPtr<StringReceiver> =
    std::sync::atomic::AtomicPtr::new(ptr::null_mut());

pub fn string_receiver() -> *const Shape {
    static STRING_RECEIVER: u8 = 0;
    (&raw const STRING_RECEIVER).cast()
}

/// The receiver's "shape" for a cache lookup: an object's shape, the
/// string marker, or None (other primitives are not cached).
#[inline]
pub fn receiver_shape(v: Value) -> Option<*const Shape> {
    if let Some(o) = Obj::of(v) {
        Some(o.shape())
    } else if v.is_string() {
        Some(string_receiver())
    } else {
        None
    }
}

/// The first prototype of `v`'s chain (String.prototype for a string).
#[inline]
fn first_proto(th: &Thread, v: Value) -> Value {
    match Obj::of(v) {
        Some(o) => o.proto(),
        None => th.realm.string_prototype,
    }
}

/// What a matching entry says to do: the entry's action with the holder
/// its check found (small, so the hot path copies no whole entry).
#[derive(Clone, Copy)]
pub struct Step {
    action: Action,
    slot: u32,
    target: *const Shape,
    holder: Value,
}

/// The step of `e` for `receiver` (whose shape already compared equal),
/// or None when a prototype's shape differs.
#[inline]
pub fn resolve(th: &Thread, e: &Entry, receiver: Value) -> Option<Step> {
    let mut cur = receiver;
    let mut next = first_proto(th, receiver);
    for &want in &e.protos[..e.depth as usize] {
        if !next.is_object() {
            return None;
        }
        let p = Obj(next.addr());
        if !ptr::eq(p.shape(), want) {
            return None;
        }
        cur = next;
        next = p.proto();
    }
    if e.to_null && !next.is_null() {
        return None;
    }
    Some(Step {
        action: e.action,
        slot: e.slot,
        target: e.target,
        holder: cur,
    })
}

/// The step a site's further entries (not the inline one) give for `op` on
/// `o[key]`, if one matches.
#[inline]
pub fn lookup(th: &Thread, ic: &KlIC, o: Value, key: Value, op: Op) -> Option<Step> {
    let s = receiver_shape(o)?;
    if ic.state & MEGAMORPHIC != 0 {
        let e = th.realm.shapes.megamorphic.find(s, key, op)?;
        return resolve(th, e, o);
    }
    if ic.aux.is_null() {
        return None;
    }
    // SAFETY: a get or set site's aux is its Poly.
    let poly = unsafe { &*(ic.aux as *const Poly) };
    let e = poly.entries[..poly.n]
        .iter()
        .find(|e| ptr::eq(e.shape, s))?;
    resolve(th, e, o)
}

/// Whether `key` is `length` on an array-kind object (its own `length` is
/// not in its shape).
fn array_length(th: &Thread, o: Obj, key: Value) -> bool {
    o.is_array() && (key == th.realm.names.length || super::is_length_atom(key))
}

/// `o[key]` for an object and an atom that names no index, through the
/// megamorphic cache (keyed by shape and key): computed accesses with
/// string keys (`handlers[e.kind]`) have no site cache of their own.
pub fn get_named(th: &mut Thread, o: Obj, key: Value) -> JsResult<Value> {
    let v = o.value();
    let step = match th.realm.shapes.megamorphic.find(o.shape(), key, Op::Get) {
        Some(e) => resolve(th, e, v),
        None => describe_get(th, v, key).and_then(|e| {
            th.realm.shapes.megamorphic.insert(e, key, Op::Get);
            resolve(th, &e, v)
        }),
    };
    match step {
        Some(st) => run_get(th, st, v),
        None => super::get(th, o, super::Key::Name(key), v),
    }
}

/// How `[[Get]]` of the name `key` on `receiver` finds its property, if
/// that can be cached.
pub fn describe_get(th: &Thread, receiver: Value, key: Value) -> Option<Entry> {
    let mut e = Entry::new(receiver_shape(receiver)?);
    if !receiver.is_object() {
        if key == th.realm.names.length {
            e.action = Action::StringLength;
            return Some(e);
        }
    } else {
        let o = Obj(receiver.addr());
        if array_length(th, o, key) {
            e.action = Action::ArrayLength;
            return Some(e);
        }
        let s = o.shape();
        if s.dictionary {
            return None;
        }
        if let Some((i, attrs)) = s.lookup_attrs(key) {
            e.found(
                0,
                s,
                i,
                if attrs & ACCESSOR != 0 {
                    Action::Accessor
                } else {
                    Action::Data
                },
            );
            return Some(e);
        }
    }
    let mut next = first_proto(th, receiver);
    let mut depth = 0;
    while let Some(p) = Obj::of(next) {
        if depth == MAX_DEPTH || array_length(th, p, key) {
            return None;
        }
        let s = p.shape();
        if s.dictionary {
            return None;
        }
        e.protos[depth] = s;
        depth += 1;
        if let Some((i, attrs)) = s.lookup_attrs(key) {
            e.found(
                depth,
                s,
                i,
                if attrs & ACCESSOR != 0 {
                    Action::Accessor
                } else {
                    Action::Data
                },
            );
            return Some(e);
        }
        next = p.proto();
    }
    e.depth = depth as u8;
    e.to_null = true;
    e.action = Action::Missing;
    Some(e)
}

/// How strict-mode `[[Set]]` of the name `key` on the object `o` will
/// store, if that can be cached (None also when it will fail: the slow
/// path throws).
pub fn describe_set(th: &Thread, o: Obj, key: Value) -> Option<Entry> {
    let s0 = o.shape();
    if s0.dictionary || array_length(th, o, key) {
        return None;
    }
    let mut e = Entry::new(s0);
    if let Some((i, attrs)) = s0.lookup_attrs(key) {
        let action = if attrs & ACCESSOR != 0 {
            Action::Accessor
        } else if attrs & WRITABLE != 0 {
            Action::Data
        } else {
            return None;
        };
        e.found(0, s0, i, action);
        return Some(e);
    }
    let mut next = o.proto();
    let mut depth = 0;
    while let Some(p) = Obj::of(next) {
        if depth == MAX_DEPTH || array_length(th, p, key) {
            return None;
        }
        let s = p.shape();
        if s.dictionary {
            return None;
        }
        e.protos[depth] = s;
        depth += 1;
        if let Some((i, attrs)) = s.lookup_attrs(key) {
            e.depth = depth as u8;
            if attrs & ACCESSOR != 0 {
                e.found(depth, s, i, Action::Accessor);
                return Some(e);
            }
            if attrs & WRITABLE == 0 {
                return None;
            }
            // A writable data property up the chain: the receiver gets
            // its own.
            return add(e, s0, key);
        }
        next = p.proto();
    }
    e.depth = depth as u8;
    e.to_null = true;
    add(e, s0, key)
}

/// Completes an `Add` entry for the receiver shape `s0`.
fn add(mut e: Entry, s0: &'static Shape, key: Value) -> Option<Entry> {
    if s0.non_extensible || s0.count >= MAX_FAST_PROPERTIES {
        return None;
    }
    e.action = Action::Add;
    e.slot = s0.count;
    e.target = s0.with_key(key, DATA);
    Some(e)
}

/// Runs a get step.
#[inline]
pub fn run_get(th: &mut Thread, st: Step, receiver: Value) -> JsResult<Value> {
    match st.action {
        Action::Data => Ok(get_slot(Obj(st.holder.addr()), st.slot)),
        Action::Accessor => {
            let (getter, _) = super::accessor_parts(get_slot(Obj(st.holder.addr()), st.slot));
            if getter.is_undefined() {
                return Ok(Value::UNDEFINED);
            }
            super::function::call(th, getter, receiver, &[])
        }
        Action::Missing | Action::Add => Ok(Value::UNDEFINED),
        Action::ArrayLength => Ok(Value::number(f64::from(array::length(
            Obj(receiver.addr()),
        )))),
        Action::StringLength => Ok(Value::number(crate::string::len(receiver) as f64)),
    }
}

/// Runs a set step on the object `o`: Some(result), or None when the slow
/// path must answer (an accessor without a setter: it throws).
#[inline]
pub fn run_set(th: &mut Thread, st: Step, o: Obj, v: Value) -> Option<JsResult<()>> {
    match st.action {
        Action::Data => set_slot(th, o, st.slot, v),
        Action::Accessor => {
            let (_, setter) = super::accessor_parts(get_slot(Obj(st.holder.addr()), st.slot));
            if setter.is_undefined() {
                return None;
            }
            return Some(super::function::call(th, setter, o.value(), &[v]).map(|_| ()));
        }
        Action::Add => {
            // SAFETY: entries hold immortal shapes.
            let target: &'static Shape = unsafe { &*st.target };
            if st.slot >= target.inline_cap {
                super::grow_slots(th, o, st.slot - target.inline_cap + 1);
            }
            o.set_shape(target);
            set_slot(th, o, st.slot, v);
        }
        Action::Missing | Action::ArrayLength | Action::StringLength => return None,
    }
    Some(Ok(()))
}

// ---- the sites' further entries ---------------------------------------------

/// kiln.h `KlIC`: the inline entry, the site's state and its further
/// entries.
#[repr(C)]
pub struct KlIC {
    /// The inline entry's shape (null: none). For a define site, the shape
    /// before the key is added.
    pub shape: *const Shape,
    /// The inline entry's byte offset within the object.
    pub offset: u32,
    /// [`MEGAMORPHIC`] once the site uses the per-thread table.
    pub state: u32,
    /// A get or set site: its [`Poly`] entries (null: none yet). A define
    /// site: the shape after the key is added.
    pub aux: *mut u8,
    /// A method site ([`METHOD`]): the shape of the receiver's prototype,
    /// which holds the property at byte `offset` (the inline entry then
    /// describes a prototype's data property), or null for an own one.
    pub holder: *const Shape,
    /// Get and set sites: a second own inline entry (null: none), which
    /// kiln.h checks after the first. Method sites: the shape of the
    /// prototype between the receiver and `holder` (null: the holder is
    /// the receiver's prototype). A site alternating between two shapes
    /// hit its further entries at every other access before (bench/probe
    /// ic: 44 instructions a load, 10 with this entry; 4 shapes 65 → 47).
    pub shape2: *const Shape,
    /// Get and set sites: the second entry's byte offset. A define site
    /// with a symbol key (kiln.h `kl_define_sym_ic`): the key the inline
    /// entry was cached for (a symbol: never moved or freed).
    pub offset2: u64,
}

const _: () = {
    use crate::abi::*;
    assert!(std::mem::offset_of!(KlIC, shape) as u64 == KL_IC_OFF_SHAPE);
    assert!(std::mem::offset_of!(KlIC, offset) as u64 == KL_IC_OFF_OFFSET);
    assert!(std::mem::offset_of!(KlIC, aux) as u64 == KL_IC_OFF_AUX);
    assert!(std::mem::offset_of!(KlIC, holder) as u64 == KL_IC_OFF_HOLDER);
    assert!(std::mem::offset_of!(KlIC, shape2) as u64 == KL_IC_OFF_SHAPE2);
    assert!(std::mem::offset_of!(KlIC, offset2) as u64 == KL_IC_OFF_OFFSET2);
    assert!(size_of::<KlIC>() as u64 == KL_IC_SIZE);
};

/// `KlIC.state`: the site has seen more shapes than it keeps.
pub const MEGAMORPHIC: u32 = 1;
/// `KlIC.state`: a method site (`o.m(…)`, kiln.h `kl_get_method_ic`),
/// whose inline entry holds a data property of the receiver's prototype.
pub const METHOD: u32 = 2;

/// A site's entries past the inline one (leaked: sites are static). Its
/// first field is what kiln.h's `kl_poly_find` reads: the site's `aux`
/// points at it.
#[repr(C)]
pub struct Poly {
    /// Entry `i` in the form generated code checks ([`Quick::of`]), or
    /// [`Quick::EMPTY`]; kept in step with `entries` by [`Poly::sync`].
    quick: [Quick; POLY],
    n: usize,
    entries: [Entry; POLY],
}

/// kiln.h `KlPolyQuick`: a property in an inline slot (byte `offset`) of
/// the receiver (`depth` 0) or of its prototype `depth` up, the
/// prototypes on the way having shapes `protos[..depth]`; a data property,
/// or with `accessor` an accessor pair whose getter a get calls. Checked
/// in C, a polymorphic hit costs no call into the runtime: richards'
/// `this.task.run` (four classes) took ~65 instructions through
/// [`poly_data`], deltablue's constraint methods (six classes, holders up
/// to three prototypes up) as many.
#[repr(C)]
#[derive(Clone, Copy)]
struct Quick {
    shape: *const Shape,
    protos: [*const Shape; QUICK_DEPTH],
    offset: u32,
    depth: u32,
    accessor: u32,
    pad: u32,
}

/// The deepest holder a [`Quick`] entry reaches.
const QUICK_DEPTH: usize = 3;

const _: () = {
    use crate::abi::*;
    assert!(size_of::<Quick>() as u64 == KL_POLY_QUICK_SIZE);
    assert!(QUICK_DEPTH as u64 == KL_POLY_QUICK_DEPTH);
    assert!(POLY as u64 == KL_POLY);
    assert!(std::mem::offset_of!(Poly, quick) == 0);
};

impl Quick {
    const EMPTY: Quick = Quick {
        shape: ptr::null(),
        protos: [ptr::null(); QUICK_DEPTH],
        offset: 0,
        depth: 0,
        accessor: 0,
        pad: 0,
    };

    /// `e` as generated code can check it, or EMPTY (a missing key, an
    /// out-of-line slot, a deeper holder: the runtime's path handles
    /// those). A string receiver's entry is checked against
    /// [`StringReceiver`], which stands for every string. A set site's
    /// entries are its own writable data properties (depth 0) and
    /// accessors (kiln.h `kl_set_ic_poly` calls the setter).
    fn of(e: &Entry) -> Quick {
        let depth = usize::from(e.depth);
        if !matches!(e.action, Action::Data | Action::Accessor)
            || e.to_null
            || e.loc < 0
            || depth > QUICK_DEPTH
            || e.shape.is_null()
            || (ptr::eq(e.shape, string_receiver()) && depth == 0)
        {
            return Quick::EMPTY;
        }
        let mut protos = [ptr::null(); QUICK_DEPTH];
        protos[..depth].copy_from_slice(&e.protos[..depth]);
        Quick {
            shape: e.shape,
            protos,
            offset: e.loc as u32,
            depth: u32::from(e.depth),
            accessor: u32::from(e.action == Action::Accessor),
            pad: 0,
        }
    }
}

impl Poly {
    /// The quick entries of the entries that have one, first (kiln.h
    /// `kl_set_ic_poly` goes straight to the miss path when the first is
    /// empty: a set site whose entries all add a property, as untyped
    /// constructors' `this.x = …` stores do, paid a scan of four empty
    /// entries at every miss). A method site's are data properties only:
    /// kiln.h `kl_get_method_ic_poly` does not test for an accessor (the
    /// test cost deltablue's polymorphic method calls +0.6% instructions),
    /// so a getter there takes the miss path.
    fn sync(&mut self, method: bool) {
        self.quick = [Quick::EMPTY; POLY];
        let mut k = 0;
        for e in &self.entries[..self.n] {
            let q = Quick::of(e);
            if !q.shape.is_null() && (!method || q.accessor == 0) {
                self.quick[k] = q;
                k += 1;
            }
        }
    }
}

/// Remembers `e` at site `ic` (for `key`).
pub fn insert(th: &mut Thread, ic: &mut KlIC, e: Entry, key: Value, op: Op) {
    if ic.state & MEGAMORPHIC != 0 {
        th.realm.shapes.megamorphic.insert(e, key, op);
        return;
    }
    if ic.state & METHOD != 0 {
        // A method site's inline entry: a prototype's method (the usual
        // case), or an own one (`Math.sqrt`, a namespace object's
        // function): `holder` is null then.
        let inline = e
            .method_inline()
            .or_else(|| e.inline_offset().map(|off| (off, ptr::null(), ptr::null())));
        if let Some((off, holder, mid)) = inline {
            if !ic.shape.is_null() && !ptr::eq(ic.shape, e.shape) {
                // SAFETY: the inline entry's shapes are immortal.
                let old = unsafe {
                    if ic.holder.is_null() {
                        Entry::own_inline(&*ic.shape, ic.offset)
                    } else {
                        Entry::proto_inline(ic.shape, ic.shape2.as_ref(), &*ic.holder, ic.offset)
                    }
                };
                insert_poly(th, ic, old, key, op);
                if ic.state & MEGAMORPHIC != 0 {
                    th.realm.shapes.megamorphic.insert(e, key, op);
                    return;
                }
            }
            remove_poly(ic, e.shape);
            ic.shape = e.shape;
            ic.holder = holder;
            ic.shape2 = mid;
            ic.offset = off;
            return;
        }
        insert_poly(th, ic, e, key, op);
        return;
    }
    if let Some(off) = e.inline_offset() {
        // The newest own inline entry takes the first inline place (a site
        // whose objects changed shape for good hits inline again); the one
        // it replaces takes the second, and the second's goes among the
        // others.
        if !ic.shape.is_null() && !ptr::eq(ic.shape, e.shape) {
            if !ic.shape2.is_null() && !ptr::eq(ic.shape2, e.shape) {
                // SAFETY: the inline entries' shapes are immortal.
                let old = Entry::own_inline(unsafe { &*ic.shape2 }, ic.offset2 as u32);
                insert_poly(th, ic, old, key, op);
                if ic.state & MEGAMORPHIC != 0 {
                    ic.shape2 = ptr::null();
                    th.realm.shapes.megamorphic.insert(e, key, op);
                    return;
                }
            }
            remove_poly(ic, ic.shape);
            ic.shape2 = ic.shape;
            ic.offset2 = u64::from(ic.offset);
        } else if ptr::eq(ic.shape2, e.shape) {
            ic.shape2 = ptr::null();
        }
        remove_poly(ic, e.shape);
        ic.shape = e.shape;
        ic.offset = off;
        return;
    }
    insert_poly(th, ic, e, key, op);
}

fn remove_poly(ic: &mut KlIC, s: *const Shape) {
    if ic.aux.is_null() {
        return;
    }
    // SAFETY: a get or set site's aux is its Poly, only used by this thread.
    let poly = unsafe { &mut *(ic.aux as *mut Poly) };
    if let Some(i) = poly.entries[..poly.n]
        .iter()
        .position(|x| ptr::eq(x.shape, s))
    {
        poly.entries[i] = poly.entries[poly.n - 1];
        poly.n -= 1;
        poly.sync(ic.state & METHOD != 0);
    }
}

fn insert_poly(th: &mut Thread, ic: &mut KlIC, e: Entry, key: Value, op: Op) {
    if ic.aux.is_null() {
        let p = Box::new(Poly {
            quick: [Quick::EMPTY; POLY],
            n: 0,
            entries: [Entry::EMPTY; POLY],
        });
        ic.aux = Box::into_raw(p) as *mut u8;
    }
    // SAFETY: as in `remove_poly`.
    let poly = unsafe { &mut *(ic.aux as *mut Poly) };
    // An entry for the same receiver shape is stale (a prototype changed).
    if let Some(x) = poly.entries[..poly.n]
        .iter_mut()
        .find(|x| ptr::eq(x.shape, e.shape))
    {
        *x = e;
        poly.sync(ic.state & METHOD != 0);
        return;
    }
    if poly.n < POLY {
        poly.entries[poly.n] = e;
        poly.n += 1;
        poly.sync(ic.state & METHOD != 0);
        return;
    }
    // Megamorphic: every entry moves to the thread's table.
    ic.state |= MEGAMORPHIC;
    // SAFETY: the Poly was leaked by `Box::into_raw` above; nothing else
    // points at it once `aux` is cleared.
    let poly = unsafe { Box::from_raw(ic.aux as *mut Poly) };
    ic.aux = ptr::null_mut();
    let mega = &mut th.realm.shapes.megamorphic;
    for x in &poly.entries[..poly.n] {
        mega.insert(*x, key, op);
    }
    mega.insert(e, key, op);
}

// ---- the megamorphic table ----------------------------------------------------

/// The kind of access an entry describes (the megamorphic table holds all).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    Get = 1,
    Set = 2,
}

/// log2 of the table's entries (4096: ~400 KB, allocated on first use).
const MEGA_BITS: u32 = 12;

#[derive(Clone, Copy)]
struct MegaEntry {
    key: Value,
    op: u8,
    entry: Entry,
}

/// One direct-mapped table of entries for every megamorphic site, by
/// (receiver shape, key, get or set); a newer entry overwrites an older
/// one in its place.
#[derive(Default)]
pub struct Megamorphic {
    table: Vec<MegaEntry>,
}

impl Megamorphic {
    #[inline]
    fn index(s: *const Shape, key: Value, op: Op) -> usize {
        let h = super::fxhash::hash_word((s as u64) ^ key.0.rotate_left(29) ^ op as u64);
        (h >> (64 - MEGA_BITS)) as usize
    }

    #[inline]
    pub fn find(&self, s: *const Shape, key: Value, op: Op) -> Option<&Entry> {
        let m = self.table.get(Self::index(s, key, op))?;
        (ptr::eq(m.entry.shape, s) && m.key == key && m.op == op as u8).then_some(&m.entry)
    }

    pub fn insert(&mut self, e: Entry, key: Value, op: Op) {
        if self.table.is_empty() {
            self.table = vec![
                MegaEntry {
                    key: Value::UNDEFINED,
                    op: 0,
                    entry: Entry::EMPTY,
                };
                1 << MEGA_BITS
            ];
        }
        let i = Self::index(e.shape, key, op);
        self.table[i] = MegaEntry {
            key,
            op: op as u8,
            entry: e,
        };
    }
}
