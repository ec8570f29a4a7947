//! The type lattice kiln infers: a set of the primitive kinds a value may
//! have. TypeScript annotations never enter it; every fact here is proven
//! from the program.

use std::fmt;

/// A set of value kinds (a join-semilattice under `|`; the empty set is
/// "no value reaches here yet").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Ty(u16);

impl Ty {
    pub const NONE: Ty = Ty(0);
    pub const UNDEF: Ty = Ty(1);
    pub const NULL: Ty = Ty(2);
    pub const BOOL: Ty = Ty(4);
    pub const NUMBER: Ty = Ty(8);
    pub const STRING: Ty = Ty(16);
    pub const SYMBOL: Ty = Ty(32);
    pub const OBJECT: Ty = Ty(64);
    /// A `let`/`const` binding in its temporal dead zone (never a JS value).
    pub const UNINIT: Ty = Ty(128);
    pub const BIGINT: Ty = Ty(256);
    /// Any JavaScript value.
    pub const ANY: Ty = Ty(127 | 256);
    /// Kinds whose values are heap references.
    pub const REFS: Ty = Ty(16 | 32 | 64 | 256);
    /// Kinds whose ToPrimitive runs no user code.
    pub const PRIMITIVE: Ty = Ty(1 | 2 | 4 | 8 | 16 | 32 | 256);
    /// What a numeric operator's operand may be for the operator to see a
    /// BigInt: one, or an object whose ToPrimitive gives one.
    pub const MAY_BIGINT: Ty = Ty(64 | 256);

    pub fn union(self, o: Ty) -> Ty {
        Ty(self.0 | o.0)
    }
    pub fn minus(self, o: Ty) -> Ty {
        Ty(self.0 & !o.0)
    }
    pub fn meet(self, o: Ty) -> Ty {
        Ty(self.0 & o.0)
    }
    pub fn is_none(self) -> bool {
        self.0 == 0
    }
    /// Every value of `self` is in `o` (and there is at least one kind).
    pub fn within(self, o: Ty) -> bool {
        self.0 != 0 && self.0 & !o.0 == 0
    }
    pub fn may(self, o: Ty) -> bool {
        self.0 & o.0 != 0
    }
    /// True when values of this type may be heap references (need rooting).
    pub fn may_ref(self) -> bool {
        self.may(Ty::REFS)
    }
    /// Exactly one kind.
    pub fn single(self) -> bool {
        self.0.count_ones() == 1
    }
}

impl std::ops::BitOr for Ty {
    type Output = Ty;
    fn bitor(self, o: Ty) -> Ty {
        self.union(o)
    }
}

impl std::ops::BitOrAssign for Ty {
    fn bitor_assign(&mut self, o: Ty) {
        *self = self.union(o);
    }
}

impl fmt::Debug for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("none");
        }
        if *self == Ty::ANY {
            return f.write_str("any");
        }
        let names = [
            "undef", "null", "bool", "num", "str", "sym", "obj", "uninit", "big",
        ];
        let parts: Vec<&str> = names
            .iter()
            .enumerate()
            .filter(|(i, _)| self.0 & (1 << i) != 0)
            .map(|(_, n)| *n)
            .collect();
        f.write_str(&parts.join("|"))
    }
}
