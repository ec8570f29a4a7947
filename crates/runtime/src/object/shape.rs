//! Shapes (hidden classes): the layout of an object's named properties.
//!
//! A shape is a chain of transitions from a root shape: each adds one key
//! with its attributes at the next slot index. Objects built the same way
//! share a shape, so an inline cache can compare one pointer and then load
//! a fixed offset. A root shape is per (object kind, the kind's inline base
//! offset, inline capacity), so a shape alone fixes where every slot lives
//! and which own named properties an object has: those of the shape, plus
//! an array's `length` (the one named property not in a shape, which the
//! kind in the root tells apart). The inline caches (`cache.rs`) rely on
//! this: equal shapes, equal own named properties at equal places.
//!
//! Shapes are runtime-owned and immortal (never moved or freed): compiled
//! code's inline caches hold raw pointers to them. Objects that churn keys
//! (deletes, attribute changes, very many keys) switch to dictionary mode
//! (a `KL_KIND_DICT` table in `slots`) and share the dictionary shape, which
//! no cache ever matches.

use super::fxhash::FxHashMap;
use crate::value::Value;
use std::cell::{OnceCell, RefCell};

/// Property attributes.
pub type Attrs = u8;
pub const WRITABLE: Attrs = 1;
pub const ENUMERABLE: Attrs = 2;
pub const CONFIGURABLE: Attrs = 4;
/// The slot holds a `KL_KIND_ACCESSOR` pair instead of a value.
pub const ACCESSOR: Attrs = 8;
/// A plain data property (`o.x = 1`).
pub const DATA: Attrs = WRITABLE | ENUMERABLE | CONFIGURABLE;
/// Methods of classes and built-ins: writable, configurable, not enumerable.
pub const HIDDEN: Attrs = WRITABLE | CONFIGURABLE;

/// Past this many properties an object switches to dictionary mode.
pub const MAX_FAST_PROPERTIES: u32 = 128;

pub struct Shape {
    pub parent: Option<&'static Shape>,
    /// The key this transition added (undefined for a root).
    pub key: Value,
    pub attrs: Attrs,
    /// The number of properties (the added key's index is `count - 1`).
    pub count: u32,
    /// Byte offset of inline slot 0 within the object.
    pub inline_base: u32,
    /// How many slots live inline.
    pub inline_cap: u32,
    /// Dictionary mode: properties live in a `KL_KIND_DICT`, not in slots.
    pub dictionary: bool,
    /// The object may not gain properties (`Object.preventExtensions`,
    /// `seal`, `freeze`).
    pub non_extensible: bool,
    /// The object kind of the root (kiln.h `KL_KIND_*`).
    pub kind: u32,
    transitions: RefCell<Transitions>,
    /// Index and attributes of every key, built on the first lookup of a
    /// shape with more than `LINEAR_LOOKUP` keys.
    table: OnceCell<FxHashMap<u64, (u32, Attrs)>>,
}

/// Below this count a lookup walks the chain; above it builds a table.
const LINEAR_LOOKUP: u32 = 8;

/// The shapes made from one shape by adding a key. Most shapes have one or
/// two (objects built the same way), so a short list is searched first.
#[derive(Default)]
struct Transitions {
    few: Vec<(u64, Attrs, &'static Shape)>,
    many: Option<FxHashMap<(u64, Attrs), &'static Shape>>,
}

/// Past this many transitions from one shape they go in a hash map.
const FEW_TRANSITIONS: usize = 8;

impl Transitions {
    fn get(&self, key: u64, attrs: Attrs) -> Option<&'static Shape> {
        if let Some(m) = &self.many {
            return m.get(&(key, attrs)).copied();
        }
        self.few
            .iter()
            .find(|&&(k, a, _)| k == key && a == attrs)
            .map(|&(_, _, s)| s)
    }

    fn insert(&mut self, key: u64, attrs: Attrs, s: &'static Shape) {
        if let Some(m) = &mut self.many {
            m.insert((key, attrs), s);
        } else if self.few.len() < FEW_TRANSITIONS {
            self.few.push((key, attrs, s));
        } else {
            let mut m: FxHashMap<(u64, Attrs), &'static Shape> =
                self.few.drain(..).map(|(k, a, s)| ((k, a), s)).collect();
            m.insert((key, attrs), s);
            self.many = Some(m);
        }
    }
}

impl Shape {
    fn leak(s: Shape) -> &'static Shape {
        Box::leak(Box::new(s))
    }

    pub fn new_root(
        kind: u32,
        inline_base: u32,
        inline_cap: u32,
        dictionary: bool,
    ) -> &'static Shape {
        Shape::leak(Shape {
            parent: None,
            key: Value::UNDEFINED,
            attrs: 0,
            count: 0,
            inline_base,
            inline_cap,
            dictionary,
            non_extensible: false,
            kind,
            transitions: RefCell::new(Transitions::default()),
            table: OnceCell::new(),
        })
    }

    /// The shape with `key` added (shared with every other object that
    /// makes the same transition).
    pub fn with_key(&'static self, key: Value, attrs: Attrs) -> &'static Shape {
        debug_assert!(!self.dictionary);
        if let Some(s) = self.transitions.borrow().get(key.0, attrs) {
            return s;
        }
        let s = Shape::leak(Shape {
            parent: Some(self),
            key,
            attrs,
            count: self.count + 1,
            inline_base: self.inline_base,
            inline_cap: self.inline_cap,
            dictionary: false,
            non_extensible: self.non_extensible,
            kind: self.kind,
            transitions: RefCell::new(Transitions::default()),
            table: OnceCell::new(),
        });
        self.transitions.borrow_mut().insert(key.0, attrs, s);
        s
    }

    /// The shape `key` leads to from here, if some object made that
    /// transition already.
    pub fn existing_transition(&self, key: Value, attrs: Attrs) -> Option<&'static Shape> {
        self.transitions.borrow().get(key.0, attrs)
    }

    /// The index of `key`, if the shape has it.
    pub fn lookup(&'static self, key: Value) -> Option<u32> {
        self.lookup_attrs(key).map(|(i, _)| i)
    }

    /// The index and attributes of `key`, if the shape has it.
    pub fn lookup_attrs(&'static self, key: Value) -> Option<(u32, Attrs)> {
        if self.count <= LINEAR_LOOKUP {
            let mut s = self;
            while s.count > 0 {
                if s.key == key {
                    return Some((s.count - 1, s.attrs));
                }
                s = s.parent?;
            }
            return None;
        }
        let table = self.table.get_or_init(|| {
            let mut t = FxHashMap::default();
            t.reserve(self.count as usize);
            let mut s = self;
            while s.count > 0 {
                t.entry(s.key.0).or_insert((s.count - 1, s.attrs));
                match s.parent {
                    Some(p) => s = p,
                    None => break,
                }
            }
            t
        });
        table.get(&key.0).copied()
    }

    /// The shape that added the property at `index`.
    pub fn at(&'static self, index: u32) -> &'static Shape {
        let mut s = self;
        while s.count > index + 1 {
            s = s.parent.expect("index below count");
        }
        s
    }

    /// Keys and attributes in insertion order.
    pub fn entries(&'static self) -> Vec<(Value, Attrs)> {
        let mut out = Vec::with_capacity(self.count as usize);
        let mut s = self;
        while s.count > 0 {
            out.push((s.key, s.attrs));
            match s.parent {
                Some(p) => s = p,
                None => break,
            }
        }
        out.reverse();
        out
    }

    /// Byte offset of slot `index` within the object when it is inline.
    pub fn inline_offset(&self, index: u32) -> Option<u32> {
        (index < self.inline_cap).then(|| self.inline_base + 8 * index)
    }
}

/// Plain objects with fewer inline slots than this find their root shape
/// in an array (every allocation of an object looks its root up).
const PLAIN_ROOTS: usize = 16;

/// The root shapes of one thread, by (kind, inline base, inline capacity),
/// and the megamorphic property cache (`cache.rs`), which is keyed by
/// shapes.
#[derive(Default)]
pub struct Roots {
    plain: [Option<&'static Shape>; PLAIN_ROOTS],
    /// The root of arrays without named properties (every `[]` and every
    /// array a built-in returns): the hashed lookup below cost ~70
    /// instructions an array.
    array: Option<&'static Shape>,
    roots: FxHashMap<(u32, u32, u32), &'static Shape>,
    dictionaries: FxHashMap<u32, &'static Shape>,
    pub megamorphic: super::cache::Megamorphic,
}

impl Roots {
    #[inline]
    pub fn root(&mut self, kind: u64, inline_base: u32, inline_cap: u32) -> &'static Shape {
        let kind = kind as u32;
        if kind == crate::abi::KL_KIND_OBJECT as u32
            && inline_base == super::OBJECT_SIZE
            && (inline_cap as usize) < PLAIN_ROOTS
        {
            let slot = &mut self.plain[inline_cap as usize];
            return slot
                .get_or_insert_with(|| Shape::new_root(kind, inline_base, inline_cap, false));
        }
        if kind == crate::abi::KL_KIND_ARRAY as u32
            && inline_base == super::array::ARRAY_SIZE
            && inline_cap == 0
        {
            return self
                .array
                .get_or_insert_with(|| Shape::new_root(kind, inline_base, inline_cap, false));
        }
        self.roots
            .entry((kind, inline_base, inline_cap))
            .or_insert_with(|| Shape::new_root(kind, inline_base, inline_cap, false))
    }

    pub fn dictionary(&mut self, inline_base: u32) -> &'static Shape {
        self.dictionaries
            .entry(inline_base)
            .or_insert_with(|| Shape::new_root(0, inline_base, 0, true))
    }
}
