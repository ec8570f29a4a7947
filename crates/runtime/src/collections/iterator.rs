//! Map and Set iterator objects (`KL_KIND_MAP_ITERATOR`,
//! `KL_KIND_SET_ITERATOR`): the table they walk, their position in it and
//! what they yield. A position in a table that was since rebuilt or
//! cleared is carried over to its replacement (`Table::current`), so
//! iteration is live. An exhausted iterator drops its table.

use super::table::{self, Table};
use crate::abi::*;
use crate::object::{self, OBJECT_SIZE, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// What an iterator yields.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IterKind {
    Keys = 0,
    Values = 1,
    Entries = 2,
}

const IT_TABLE: u32 = OBJECT_SIZE;
const IT_POS: u32 = OBJECT_SIZE + 8;
const IT_KIND: u32 = OBJECT_SIZE + 16;
const ITERATOR_SIZE: u32 = OBJECT_SIZE + 24;

/// A Map or Set iterator over `owner`'s table.
pub fn new(th: &mut Thread, owner: Obj, kind: IterKind) -> Value {
    let (it_kind, proto) = if owner.kind() == KL_KIND_MAP {
        (KL_KIND_MAP_ITERATOR, th.realm.map_iterator_prototype)
    } else {
        (KL_KIND_SET_ITERATOR, th.realm.set_iterator_prototype)
    };
    let t = table::of(owner).value();
    let it = object::alloc(th, it_kind, ITERATOR_SIZE, 0, proto);
    it.set_word(th, IT_TABLE, t);
    it.set_word(th, IT_POS, Value::number(0.0));
    it.set_word(th, IT_KIND, Value::number(kind as u32 as f64));
    it.value()
}

pub fn kind(it: Obj) -> IterKind {
    match it.word(IT_KIND).as_number() as u32 {
        0 => IterKind::Keys,
        1 => IterKind::Values,
        _ => IterKind::Entries,
    }
}

/// Whether an iterator yields `[key, value]` pairs.
pub fn is_entries(it: Obj) -> bool {
    kind(it) == IterKind::Entries
}

/// The entries an iterator has yet to produce, without advancing it (for
/// inspection): `(key, value)` pairs.
pub fn remaining(it: Obj) -> Vec<(Value, Value)> {
    let tv = it.word(IT_TABLE);
    if tv.is_undefined() {
        return Vec::new();
    }
    let pos = it.word(IT_POS).as_number() as usize;
    let (t, pos) = Table::from_value(tv).current(pos);
    (pos..t.used())
        .filter(|&e| t.is_live(e))
        .map(|e| (t.key(e), t.get(e)))
        .collect()
}

/// Advances the iterator: the next live entry as (key, value), or `None`
/// once it is exhausted.
pub fn step(th: &mut Thread, it: Obj) -> Option<(Value, Value)> {
    let tv = it.word(IT_TABLE);
    if tv.is_undefined() {
        return None;
    }
    let pos = it.word(IT_POS).as_number() as usize;
    let (t, pos) = Table::from_value(tv).current(pos);
    let Some(e) = t.next_live(pos) else {
        it.set_word(th, IT_TABLE, Value::UNDEFINED);
        return None;
    };
    it.set_word(th, IT_TABLE, t.value());
    it.set_word(th, IT_POS, Value::number((e + 1) as f64));
    Some((t.key(e), t.get(e)))
}
