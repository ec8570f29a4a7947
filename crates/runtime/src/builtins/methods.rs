//! Built-in methods linked one by one: Array.prototype's,
//! String.prototype's, Number.prototype's formatting methods, and
//! Object's own (`Object.keys`, …) and Array's (`Array.from`, `Array.of`).
//!
//! Each optional method is a static `kl_method_<prototype>_<name>`
//! (`Method`), and nothing in the runtime refers to it: the compiled
//! program lists the methods whose names its source holds
//! (`kiln_codegen::link`, kiln.h `KlGroups.methods`), and the prototype's
//! install takes each from that list, so `--gc-sections` drops the others
//! with all that only they reach: Array's and String's took 102 KB from
//! hello world's executable, Number's formatting methods 45 KB more. A
//! method left out gets a stub in its place, as a group's entry points
//! do (builtins/link.rs): an accessor whose getter and setter end the
//! program with a message.
//!
//! The methods the runtime itself calls by name (`join`, from `toString`)
//! or through a symbol (`values`, which is `[Symbol.iterator]`), and
//! `toString` and `valueOf`, which conversions call, are always linked.
//! Of Number.prototype, only the formatting methods (`toFixed`,
//! `toPrecision`, `toExponential`, `toLocaleString`) are optional.
//! Object.prototype's methods are not: every object inherits them, so a
//! stub there would run when a program writes a property of that name to
//! any object (a dictionary's key that is a method's name, built at run
//! time), where node creates an own property.

use crate::error::JsResult;
use crate::object::function::{NativeFn, define_builtin};
use crate::object::shape::ACCESSOR;
use crate::object::{self, Key, Obj};
use crate::thread::Thread;
use crate::value::Value;

/// The prototype a method belongs to.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Proto {
    Array,
    /// The `Array` constructor's own methods (`Array.from`, `Array.of`).
    ArrayCtor,
    Number,
    /// The `Object` constructor's own methods (`Object.keys`, …).
    Object,
    String,
}

impl Proto {
    /// As in the C symbol, lowercased (the homes sort as the variants do,
    /// which the compiler's sorted list relies on).
    pub fn name(self) -> &'static str {
        match self {
            Proto::Array => "Array",
            Proto::ArrayCtor => "ArrayCtor",
            Proto::Number => "Number",
            Proto::Object => "Object",
            Proto::String => "String",
        }
    }
}

/// One optional built-in method.
pub struct Method {
    pub proto: Proto,
    pub name: &'static str,
    pub len: u32,
    pub f: NativeFn,
    /// kiln.h's `KL_BUILTIN_*` id (for `push`), or 0.
    pub id: u64,
}

/// Declares optional methods: a C symbol for each and `METHODS`, the list
/// of them for a realm that links every method (the runtime's tests).
macro_rules! optional_methods {
    ($($sym:ident = $proto:ident $name:literal $len:literal $f:path $(, id $id:expr)?;)*) => {
        /// The C symbols, named like kiln.h's other `kl_` symbols.
        #[allow(non_upper_case_globals, reason = "C symbols")]
        mod method_symbols {
            #[allow(unused_imports, reason = "the paths of the methods")]
            use super::*;
            use $crate::builtins::methods::{Method, Proto};
            $(
                #[unsafe(no_mangle)]
                pub static $sym: Method = Method {
                    proto: Proto::$proto,
                    name: $name,
                    len: $len,
                    f: $f,
                    id: 0 $(+ $id)?,
                };
            )*
        }
        /// Every optional method declared here.
        pub static METHODS: &[&$crate::builtins::methods::Method] = &[$(&method_symbols::$sym),*];
    };
}
pub(crate) use optional_methods;

/// Every optional method: for a realm that links them all (the runtime's
/// own tests, which have no compiled program to say which).
pub fn all() -> Vec<&'static Method> {
    let lists: [&[&'static Method]; 6] = [
        super::array::METHODS,
        super::number::METHODS,
        super::object::METHODS,
        super::string::access::METHODS,
        super::string::pattern::METHODS,
        super::string::html::METHODS,
    ];
    lists.into_iter().flatten().copied().collect()
}

/// The methods a program links (kiln.h `KlGroups.methods`), sorted by
/// prototype and name for [`install`]'s lookups. By insertion: kiln
/// emits the list sorted already (`Groups::method_symbols`), so this is one
/// pass of comparisons, and the library's sort for this element type was
/// 11 KB of every program.
pub fn sorted(list: &[&'static Method]) -> Vec<&'static Method> {
    let mut v = list.to_vec();
    crate::sort::insertion_sort_by_key(&mut v, |m| (m.proto, m.name));
    v
}

/// Defines `proto.name` on `target` as the built-in method if the program
/// links it, else as a stub.
pub fn install(th: &mut Thread, target: Obj, proto: Proto, name: &str) {
    let linked = &th.realm.methods;
    match linked.binary_search_by(|m| (m.proto, m.name).cmp(&(proto, name))) {
        Ok(i) => {
            let m = linked[i];
            define_builtin(th, target, m.name, m.len, m.f, m.id);
        }
        Err(_) => stub(th, target, name),
    }
}

/// Defines `target.name` as a stub (builtins/link.rs), with the realm's
/// one accessor pair for methods, made on first use.
fn stub(th: &mut Thread, target: Obj, name: &str) {
    if th.realm.method_stub.is_undefined() {
        th.realm.method_stub = super::link::stub_pair(th, unlinked);
    }
    let pair = th.realm.method_stub;
    super::link::define_stub(th, target, name, pair);
}

/// Defines `alias` on `target` as what `of` is there: the same function,
/// or a stub if `of` is one.
pub fn alias(th: &mut Thread, target: Obj, alias: &str, of: &str) {
    let k = Key::name(th, of);
    if let Some(p) = object::get_own(target, k) {
        if p.attrs & ACCESSOR != 0 {
            stub(th, target, alias);
        } else {
            let ak = th.realm.atoms.intern_str(alias);
            object::define_hidden(th, target, ak, p.value);
        }
    }
}

fn unlinked(_: &mut Thread, _: Value, _: &[Value], _: Value) -> JsResult<Value> {
    crate::error::fatal(
        "this program reached a built-in method through a name made at run time; kiln \
         links such a method only into programs whose source names it (build with \
         `--link-all` to link every built-in)",
    )
}

#[cfg(test)]
mod tests {
    use super::{Method, all, sorted};

    #[test]
    fn the_linked_methods_are_sorted_by_prototype_and_name_from_any_order() {
        let key = |m: &&Method| (m.proto, m.name);
        let mut want = all();
        want.sort_by_key(key);
        let reversed: Vec<_> = want.iter().rev().copied().collect();
        for given in [all(), reversed, want.clone()] {
            let got: Vec<_> = sorted(&given).iter().map(key).collect();
            assert_eq!(got, want.iter().map(key).collect::<Vec<_>>());
        }
    }
}
