//! Rooting for runtime code: scoped, branded handles.
//!
//! Runtime code never collects by itself, so a `Value` it reads stays valid
//! — until it calls back into compiled code (an `Array.prototype.map`
//! callback, a sort comparator, a getter), where any safepoint may move
//! every object. Values needed after such a call must be rooted across it,
//! and that is what a [`Scope`] is for:
//!
//! ```
//! # use kiln_runtime::{Thread, Value, heap};
//! # let here = 0u8;
//! # let mut th = Thread::new(&raw const here as usize);
//! # let th = &mut *th;
//! # let (array, callback) = (Value::NULL, Value::UNDEFINED);
//! let n = heap::scope(th, |s| {
//!     let array = s.root(array); // a Handle<'id>: an index into th.handles
//!     let callback = s.root(callback);
//!     let f = s.get(callback);
//!     // The one door into code that may collect. The closure gets the
//!     // thread, not the scope: no handle can be read while it runs.
//!     let result = s.collecting(|th| {
//!         let _ = (th, f); // e.g. call compiled code with `f`
//!         Value::number(1.0)
//!     });
//!     // Read back *after* the call: the array may have moved.
//!     let array = s.get(array);
//!     (array, result)
//! });
//! # let _ = n;
//! ```
//!
//! What the types guarantee:
//!
//! * A [`Handle<'id>`] is branded with its scope's unique lifetime `'id`: it
//!   cannot outlive the scope (whose slots are popped when it ends, on every
//!   exit path including `?`), and a handle of one scope cannot be read
//!   through another:
//!
//!   ```compile_fail
//!   # use kiln_runtime::{Thread, Value, heap};
//!   # let here = 0u8;
//!   # let mut th = Thread::new(&raw const here as usize);
//!   let escaped = heap::scope(&mut th, |s| s.root(Value::NULL)); // error: 'id escapes
//!   ```
//!
//!   ```compile_fail
//!   # use kiln_runtime::{Thread, Value, heap};
//!   # let here = 0u8;
//!   # let mut th = Thread::new(&raw const here as usize);
//!   heap::scope(&mut th, |outer| {
//!       let h = outer.root(Value::NULL);
//!       outer.scope(|inner| inner.get(h)); // error: brands differ
//!   });
//!   ```
//!
//! * A function that may collect says so in its signature: it takes the
//!   scope (`&mut Scope`), and the only way to run code that may collect is
//!   [`Scope::collecting`], whose closure receives the bare thread while the
//!   scope — and so every handle — is borrowed away.
//!
//! What they do not guarantee: `Value` is a `Copy` word (it is the ABI), so
//! a value copied out with [`Scope::get`] *before* `collecting` and used
//! *after* it compiles. The rule is "read handles after the call", and the
//! dynamic net under it is `KILN_GC_PROTECT_FROMSPACE=1` with a rate-1
//! schedule: every safepoint collects and a stale reference faults at its
//! first use, naming the collection.

use crate::thread::Thread;
use crate::value::Value;
use std::marker::PhantomData;

/// An invariant lifetime: `'id` can be neither shortened nor lengthened, so
/// each scope's brand is unique.
type Brand<'id> = PhantomData<fn(&'id ()) -> &'id ()>;

/// A rooted value: a slot on the thread's handle stack, readable only
/// through the scope that created it.
#[derive(Clone, Copy)]
pub struct Handle<'id> {
    index: usize,
    _brand: Brand<'id>,
}

/// A region of the handle stack. Created by [`scope`]; its handles are
/// roots until it ends.
pub struct Scope<'th, 'id> {
    th: &'th mut Thread,
    base: usize,
    _brand: Brand<'id>,
}

/// Runs `f` with a new handle scope on `th`; the handles it roots are
/// popped when `f` returns (or unwinds).
pub fn scope<R>(th: &mut Thread, f: impl for<'id> FnOnce(&mut Scope<'_, 'id>) -> R) -> R {
    let base = th.handles.len();
    let mut s = Scope {
        th,
        base,
        _brand: PhantomData,
    };
    f(&mut s)
}

impl<'id> Scope<'_, 'id> {
    /// Roots `v` until the scope ends.
    pub fn root(&mut self, v: Value) -> Handle<'id> {
        self.th.handles.push(v);
        Handle {
            index: self.th.handles.len() - 1,
            _brand: PhantomData,
        }
    }

    /// The current value of `h` (moved, if a collection moved it). Valid
    /// until the next [`collecting`](Self::collecting) call.
    pub fn get(&self, h: Handle<'id>) -> Value {
        self.th.handles[h.index]
    }

    /// Replaces the value `h` roots.
    pub fn set(&mut self, h: Handle<'id>, v: Value) {
        self.th.handles[h.index] = v;
    }

    /// The thread, for runtime work that does not collect (allocation never
    /// does).
    pub fn thread(&mut self) -> &mut Thread {
        self.th
    }

    /// Runs `f`, which may collect (it calls compiled code). Every value
    /// read from a handle before this call is stale after it; read the
    /// handles again.
    pub fn collecting<R>(&mut self, f: impl FnOnce(&mut Thread) -> R) -> R {
        let depth = self.th.handles.len();
        let r = f(self.th);
        debug_assert_eq!(
            self.th.handles.len(),
            depth,
            "the handle stack is unbalanced across a call"
        );
        r
    }

    /// A nested scope: its handles are popped when it ends, this scope's
    /// stay. (The nested scope cannot read this scope's handles; root what
    /// it needs in it.)
    pub fn scope<R>(&mut self, f: impl for<'id2> FnOnce(&mut Scope<'_, 'id2>) -> R) -> R {
        scope(self.th, f)
    }

    /// How many handles this scope holds.
    pub fn len(&self) -> usize {
        self.th.handles.len() - self.base
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Drop for Scope<'_, '_> {
    fn drop(&mut self) {
        self.th.handles.truncate(self.base);
    }
}
