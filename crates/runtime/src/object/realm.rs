//! The realm: the atom table, root shapes, common names, well-known symbols
//! and the intrinsic objects (prototypes, constructors, the global object).
//!
//! Every `Value` field here is a GC root, registered with the heap once the
//! realm is built (`init`), so intrinsics may move like any object.

use super::atom::{self, Atoms};
use super::shape;
use super::{Key, Obj};
use crate::error::ErrorKind;
use crate::thread::Thread;
use crate::value::Value;

/// Atoms the runtime uses by name.
pub struct Names {
    pub length: Value,
    pub name: Value,
    pub prototype: Value,
    pub constructor: Value,
    pub message: Value,
    pub stack: Value,
    pub cause: Value,
    pub to_string: Value,
    pub value_of: Value,
    pub get: Value,
    pub set: Value,
    pub value: Value,
    pub writable: Value,
    pub enumerable: Value,
    pub configurable: Value,
    pub done: Value,
    pub next: Value,
    pub return_: Value,
    pub callee: Value,
    /// RegExp results and `lastIndex`, read and written at every match.
    pub index: Value,
    pub input: Value,
    pub groups: Value,
    pub last_index: Value,
    pub then: Value,
}

/// Symbols the language defines.
pub struct WellKnown {
    pub iterator: Value,
    pub async_iterator: Value,
    pub has_instance: Value,
    pub to_primitive: Value,
    pub to_string_tag: Value,
    pub is_concat_spreadable: Value,
    pub species: Value,
    pub match_: Value,
    pub match_all: Value,
    pub replace: Value,
    pub search: Value,
    pub split: Value,
    pub unscopables: Value,
    pub dispose: Value,
    pub async_dispose: Value,
}

pub struct Realm {
    pub atoms: Atoms,
    pub shapes: shape::Roots,
    /// Class constructors' prototypes and instance shapes (emptied at
    /// every collection; `function.rs`).
    pub ctor_cache: super::function::CtorCache,
    /// The shape of a RegExp match result: an array with `index`, `input`
    /// and `groups` inline, in that order (shapes are never freed, so this
    /// survives collections; `builtins/regexp/exec.rs`).
    pub match_result_shape: Option<&'static shape::Shape>,
    pub names: Names,
    pub symbols: WellKnown,
    // ---- roots ----
    pub object_prototype: Value,
    pub function_prototype: Value,
    pub array_prototype: Value,
    pub string_prototype: Value,
    /// Every string receiver as generated code's caches see it
    /// (`cache::StringReceiver`; its prototype is a root).
    pub string_receiver: super::cache::StringReceiver,
    pub number_prototype: Value,
    pub boolean_prototype: Value,
    pub symbol_prototype: Value,
    pub bigint_prototype: Value,
    pub error_prototypes: [Value; 8],
    pub error_constructors: [Value; 8],
    pub object_constructor: Value,
    pub function_constructor: Value,
    pub array_constructor: Value,
    /// `%ArrayIteratorPrototype%` (`next`, tag "Array Iterator").
    pub array_iterator_prototype: Value,
    /// The original `Array.prototype.values` and
    /// `%ArrayIteratorPrototype%.next`, and `String.prototype[Symbol.iterator]`
    /// and `%StringIteratorPrototype%.next` as the built-ins left them
    /// (`object/iter.rs::capture_originals`). While the functions in place
    /// are these, draining an array or a string needs no iterator objects.
    pub array_values: Value,
    pub array_iterator_next: Value,
    /// What the last successful full check of
    /// `iter::array_iteration_is_original` looked at (shapes and slots).
    pub array_iteration_seen: std::cell::Cell<super::iter::IterationSeen>,
    pub string_iterator: Value,
    pub string_iterator_next: Value,
    pub global: Value,
    /// The getter/setter pair of every error's lazy `stack` (`stack.rs`).
    pub stack_accessor: Value,
    /// %ThrowTypeError% as a getter/setter pair: Function.prototype's
    /// `caller` and `arguments`, every arguments object's `callee`.
    pub restricted_accessor: Value,
    /// The accessor pair of every method a program does not link
    /// (builtins/methods.rs), made on first use.
    pub method_stub: Value,
    /// The private key of an error's pending stack frames (an immortal
    /// symbol: not a root).
    pub stack_frames_key: Value,
    /// `%IteratorPrototype%`, the prototype of every built-in iterator's
    /// prototype (`[Symbol.iterator]() { return this }`).
    pub iterator_prototype: Value,
    pub regexp_prototype: Value,
    pub regexp_constructor: Value,
    /// The optional built-in groups the program links (builtins/link.rs).
    pub groups: crate::builtins::link::Groups,
    /// The optional methods the program links, sorted
    /// (builtins/methods.rs).
    pub methods: Vec<&'static crate::builtins::methods::Method>,
    /// `Function.prototype[Symbol.hasInstance]` as installed: `instanceof`
    /// finding it runs OrdinaryHasInstance without calling it.
    pub function_has_instance: Value,
    /// Some object other than Function.prototype has (or had) a
    /// `Symbol.hasInstance` property (`object::add_named` sets it): until
    /// then `instanceof` with a function on its right is
    /// OrdinaryHasInstance without the lookup (`ops::instance_of`).
    pub has_instance_elsewhere: bool,
    /// The `inspect` function handed to custom inspect methods (made on
    /// first use; `console/custom.rs`).
    pub inspect_function: Value,
    /// `stylizeNoColor` and `stylizeWithColor` (made on first use).
    pub stylize_functions: [Value; 2],
    pub string_iterator_prototype: Value,
    pub regexp_string_iterator_prototype: Value,
    /// Compiled regular expressions (off-heap; see builtins/regexp/table.rs).
    pub regexps: crate::builtins::regexp::table::Table,
    /// The last successful match, for `RegExp.$1` and the other legacy
    /// statics (its strings are roots).
    pub regexp_last: crate::builtins::regexp::statics::LastMatch,
    /// The declaring class's name (an atom) of each private method or
    /// accessor name, by the symbol's address (symbols and atoms are
    /// immortal).
    pub private_method_classes: std::collections::HashMap<usize, Value>,
    pub map_iterator_prototype: Value,
    pub set_iterator_prototype: Value,
    /// The prototypes of the keyed collections and of Date (the fallback
    /// when a new.target's `prototype` is not an object).
    pub map_prototype: Value,
    pub set_prototype: Value,
    pub weakmap_prototype: Value,
    pub weakset_prototype: Value,
    pub date_prototype: Value,
    /// The typed-array group's: `ArrayBuffer.prototype`, and each typed
    /// array constructor and prototype by element type (`ElemType`).
    pub array_buffer_prototype: Value,
    pub data_view_prototype: Value,
    pub text_encoder_prototype: Value,
    pub text_decoder_prototype: Value,
    pub typed_prototypes: [Value; 11],
    pub typed_constructors: [Value; 11],
    /// `%GeneratorFunction.prototype%` and `%GeneratorPrototype%`, made
    /// when the first generator function is (`builtins/generator.rs`);
    /// null until then.
    pub generator_function_prototype: Value,
    pub generator_prototype: Value,
    /// The original `%GeneratorPrototype%.next`, and the step that runs a
    /// generator without a result object when that is the `next` an
    /// iteration reads (`object/iter.rs` `step`; set with the first
    /// generator function, so a program without one links none of it).
    pub generator_next: Value,
    pub generator_step: Option<super::iter::StepFn>,
    /// `Promise` and `Promise.prototype` (the async group's; null or
    /// undefined in a program that does not link it).
    pub promise_constructor: Value,
    pub promise_prototype: Value,
    /// The shape `Promise.prototype` had, and the byte offset of its
    /// `constructor` slot, when `await` last checked it in full
    /// (`builtins/async_function.rs` `plain_promise`).
    pub promise_constructor_seen: std::cell::Cell<(*const shape::Shape, u32)>,
    /// `%AsyncFunction.prototype%`, `%AsyncGeneratorFunction.prototype%`
    /// and `%AsyncGeneratorPrototype%`, made on first use.
    pub async_function_prototype: Value,
    pub async_generator_function_prototype: Value,
    pub async_generator_prototype: Value,
    /// `%AsyncIteratorPrototype%` and `%AsyncFromSyncIteratorPrototype%`,
    /// made on first use.
    pub async_iterator_prototype: Value,
    pub async_from_sync_iterator_prototype: Value,
    /// The prototypes of node's Timeout and Immediate objects.
    pub timeout_prototype: Value,
    pub immediate_prototype: Value,
    pub timers_list_prototype: Value,
    /// node's `refed`, `kHasPrimitive`, `asyncId` and `triggerId` symbols
    /// (immortal: not roots), made on first use.
    pub timer_symbols: [Value; 4],
    /// The private symbol under which an object keeps its identity hash
    /// once it is a Map, Set or WeakMap key (`collections/hash.rs`).
    /// Symbols are immortal: not a root.
    pub identity_hash_key: Value,
    /// The counter identity hashes are drawn from.
    pub next_identity_hash: u32,
    /// `WeakRef.prototype` and `FinalizationRegistry.prototype`.
    pub weakref_prototype: Value,
    pub finalization_registry_prototype: Value,
    /// The WeakRefs that keep their target for the current job (a record,
    /// the first `kept_count` slots used; `builtins/weakref.rs`), or
    /// undefined.
    pub kept_weakrefs: Value,
    pub kept_count: usize,
    /// Every FinalizationRegistry, held weakly (an internal WeakSet), or
    /// undefined before the first.
    pub finalization_registries: Value,
    /// The collections counted when the registries were last checked.
    pub finalization_seen: u64,
    pub initialized: bool,
}

impl Realm {
    /// An empty realm: names are atoms, intrinsics undefined until `init`.
    pub fn new() -> Realm {
        let mut atoms = Atoms::default();
        let mut a = |s: &str| atoms.intern_str(s);
        let names = Names {
            length: a("length"),
            name: a("name"),
            prototype: a("prototype"),
            constructor: a("constructor"),
            message: a("message"),
            stack: a("stack"),
            cause: a("cause"),
            to_string: a("toString"),
            value_of: a("valueOf"),
            get: a("get"),
            set: a("set"),
            value: a("value"),
            writable: a("writable"),
            enumerable: a("enumerable"),
            configurable: a("configurable"),
            done: a("done"),
            next: a("next"),
            return_: a("return"),
            callee: a("callee"),
            index: a("index"),
            input: a("input"),
            groups: a("groups"),
            last_index: a("lastIndex"),
            then: a("then"),
        };
        let mut sym = |s: &str| {
            let d = atoms.intern_str(s);
            atom::new_symbol(d, 0)
        };
        let symbols = WellKnown {
            iterator: sym("Symbol.iterator"),
            async_iterator: sym("Symbol.asyncIterator"),
            has_instance: sym("Symbol.hasInstance"),
            to_primitive: sym("Symbol.toPrimitive"),
            to_string_tag: sym("Symbol.toStringTag"),
            is_concat_spreadable: sym("Symbol.isConcatSpreadable"),
            species: sym("Symbol.species"),
            match_: sym("Symbol.match"),
            match_all: sym("Symbol.matchAll"),
            replace: sym("Symbol.replace"),
            search: sym("Symbol.search"),
            split: sym("Symbol.split"),
            unscopables: sym("Symbol.unscopables"),
            // node 20 defines these two itself, under its own names.
            dispose: sym("nodejs.dispose"),
            async_dispose: sym("nodejs.asyncDispose"),
        };
        Realm {
            atoms,
            shapes: shape::Roots::default(),
            ctor_cache: Default::default(),
            match_result_shape: None,
            names,
            symbols,
            object_prototype: Value::NULL,
            function_prototype: Value::NULL,
            array_prototype: Value::NULL,
            string_prototype: Value::NULL,
            string_receiver: Default::default(),
            number_prototype: Value::NULL,
            boolean_prototype: Value::NULL,
            symbol_prototype: Value::NULL,
            bigint_prototype: Value::NULL,
            error_prototypes: [Value::NULL; 8],
            error_constructors: [Value::UNDEFINED; 8],
            object_constructor: Value::UNDEFINED,
            function_constructor: Value::UNDEFINED,
            array_constructor: Value::UNDEFINED,
            array_iterator_prototype: Value::NULL,
            array_values: Value::UNDEFINED,
            array_iterator_next: Value::UNDEFINED,
            array_iteration_seen: Default::default(),
            string_iterator: Value::UNDEFINED,
            string_iterator_next: Value::UNDEFINED,
            global: Value::UNDEFINED,
            stack_accessor: Value::UNDEFINED,
            restricted_accessor: Value::UNDEFINED,
            method_stub: Value::UNDEFINED,
            stack_frames_key: Value::UNDEFINED,
            iterator_prototype: Value::NULL,
            regexp_prototype: Value::NULL,
            regexp_constructor: Value::UNDEFINED,
            groups: crate::builtins::link::Groups::NONE,
            methods: Vec::new(),
            function_has_instance: Value::UNDEFINED,
            has_instance_elsewhere: false,
            inspect_function: Value::UNDEFINED,
            stylize_functions: [Value::UNDEFINED; 2],
            string_iterator_prototype: Value::NULL,
            regexp_string_iterator_prototype: Value::NULL,
            regexps: Default::default(),
            regexp_last: Default::default(),
            private_method_classes: Default::default(),
            map_iterator_prototype: Value::NULL,
            set_iterator_prototype: Value::NULL,
            map_prototype: Value::NULL,
            set_prototype: Value::NULL,
            weakmap_prototype: Value::NULL,
            weakset_prototype: Value::NULL,
            date_prototype: Value::NULL,
            array_buffer_prototype: Value::NULL,
            data_view_prototype: Value::NULL,
            text_encoder_prototype: Value::NULL,
            text_decoder_prototype: Value::NULL,
            typed_prototypes: [Value::NULL; 11],
            typed_constructors: [Value::UNDEFINED; 11],
            generator_function_prototype: Value::NULL,
            generator_prototype: Value::NULL,
            generator_next: Value::UNDEFINED,
            generator_step: None,
            promise_constructor: Value::UNDEFINED,
            promise_prototype: Value::NULL,
            promise_constructor_seen: std::cell::Cell::new((std::ptr::null(), 0)),
            async_function_prototype: Value::NULL,
            async_generator_function_prototype: Value::NULL,
            async_generator_prototype: Value::NULL,
            async_iterator_prototype: Value::NULL,
            async_from_sync_iterator_prototype: Value::NULL,
            timeout_prototype: Value::NULL,
            immediate_prototype: Value::NULL,
            timers_list_prototype: Value::NULL,
            timer_symbols: [Value::UNDEFINED; 4],
            identity_hash_key: Value::UNDEFINED,
            next_identity_hash: 0,
            weakref_prototype: Value::NULL,
            finalization_registry_prototype: Value::NULL,
            kept_weakrefs: Value::UNDEFINED,
            kept_count: 0,
            finalization_registries: Value::UNDEFINED,
            finalization_seen: 0,
            initialized: false,
        }
    }

    /// Every root slot of the realm.
    fn root_slots(&mut self) -> Vec<*mut Value> {
        let mut v: Vec<*mut Value> = vec![
            &mut self.object_prototype,
            &mut self.function_prototype,
            &mut self.array_prototype,
            &mut self.string_prototype,
            &mut self.string_receiver.proto,
            &mut self.number_prototype,
            &mut self.boolean_prototype,
            &mut self.symbol_prototype,
            &mut self.bigint_prototype,
            &mut self.object_constructor,
            &mut self.function_constructor,
            &mut self.array_constructor,
            &mut self.array_iterator_prototype,
            &mut self.array_values,
            &mut self.array_iterator_next,
            &mut self.string_iterator,
            &mut self.string_iterator_next,
            &mut self.global,
            &mut self.stack_accessor,
            &mut self.restricted_accessor,
            &mut self.method_stub,
            &mut self.regexp_last.subject,
            &mut self.regexp_last.input,
            &mut self.iterator_prototype,
            &mut self.regexp_prototype,
            &mut self.regexp_constructor,
            &mut self.function_has_instance,
            &mut self.inspect_function,
            &mut self.string_iterator_prototype,
            &mut self.regexp_string_iterator_prototype,
            &mut self.map_iterator_prototype,
            &mut self.set_iterator_prototype,
            &mut self.map_prototype,
            &mut self.set_prototype,
            &mut self.weakmap_prototype,
            &mut self.weakset_prototype,
            &mut self.date_prototype,
            &mut self.array_buffer_prototype,
            &mut self.data_view_prototype,
            &mut self.text_encoder_prototype,
            &mut self.text_decoder_prototype,
            &mut self.generator_function_prototype,
            &mut self.generator_prototype,
            &mut self.generator_next,
            &mut self.promise_constructor,
            &mut self.promise_prototype,
            &mut self.async_function_prototype,
            &mut self.async_generator_function_prototype,
            &mut self.async_generator_prototype,
            &mut self.async_iterator_prototype,
            &mut self.async_from_sync_iterator_prototype,
            &mut self.timeout_prototype,
            &mut self.immediate_prototype,
            &mut self.timers_list_prototype,
            &mut self.weakref_prototype,
            &mut self.finalization_registry_prototype,
            &mut self.kept_weakrefs,
            &mut self.finalization_registries,
        ];
        for p in self
            .error_prototypes
            .iter_mut()
            .chain(self.error_constructors.iter_mut())
            .chain(self.stylize_functions.iter_mut())
        {
            v.push(p);
        }
        for p in self.typed_prototypes.iter_mut() {
            v.push(p);
        }
        for p in self.typed_constructors.iter_mut() {
            v.push(p);
        }
        v
    }
}

impl Default for Realm {
    fn default() -> Self {
        Realm::new()
    }
}

/// Builds the intrinsics, with the optional built-in groups `groups` names,
/// and registers the realm's roots. Idempotent.
pub fn init(th: &mut Thread, groups: &crate::builtins::link::Groups) {
    if th.realm.initialized {
        return;
    }
    th.realm.initialized = true;
    th.realm.groups = *groups;
    th.realm.methods = crate::builtins::methods::sorted(&groups.methods());
    // The bare prototypes first, so that everything made afterwards links
    // to them.
    // Pinned: object literals' templates hold it, and compiled code reads
    // them once per function (kiln.h `kl_object_lit`).
    let object_proto = super::new_pinned_object(th, Value::NULL, super::PROTOTYPE_INLINE);
    th.realm.object_prototype = object_proto.value();
    let function_proto =
        super::function::new_function_prototype(th, object_proto.value(), super::PROTOTYPE_INLINE);
    th.realm.function_prototype = function_proto.value();
    super::function::define_restricted_properties(th, function_proto);
    let array_proto_shape = th.realm.shapes.root(
        crate::abi::KL_KIND_ARRAY,
        super::array::ARRAY_SIZE,
        super::PROTOTYPE_INLINE,
    );
    let array_proto = super::array::from_values_shaped(th, &[], Some(array_proto_shape));
    array_proto.set_proto(th, object_proto.value());
    th.realm.array_prototype = array_proto.value();
    for p in [
        &mut th.realm.string_prototype as *mut Value,
        &mut th.realm.number_prototype,
        &mut th.realm.boolean_prototype,
        &mut th.realm.symbol_prototype,
        &mut th.realm.bigint_prototype,
    ] {
        let o = super::new_object(th, object_proto.value(), super::PROTOTYPE_INLINE);
        // SAFETY: the pointers are fields of th.realm, alive and unaliased
        // by the calls above (which returned).
        unsafe { *p = o.value() };
    }
    th.realm.string_receiver.proto = th.realm.string_prototype;
    super::cache::kl_string_receiver.store(
        &mut th.realm.string_receiver,
        std::sync::atomic::Ordering::Relaxed,
    );
    let error_proto = super::new_object(th, object_proto.value(), 4);
    th.realm.error_prototypes[0] = error_proto.value();
    for kind in &ErrorKind::ALL[1..] {
        let p = super::new_object(th, error_proto.value(), 4);
        th.realm.error_prototypes[*kind as usize] = p.value();
    }
    let iterator_proto = super::new_object(th, object_proto.value(), 4);
    th.realm.iterator_prototype = iterator_proto.value();
    // Inline slots for the built-in globals: `Math.sqrt` then hits the
    // inline cache (with 0 slots every global read missed; bench/math ran
    // at 2.9× node's time, 0.83× with the slots).
    let global = super::new_object(th, object_proto.value(), 96);
    th.realm.global = global.value();
    let slots = th.realm.root_slots();
    for s in slots {
        // SAFETY: the realm lives in a Box inside the Thread, so its fields
        // stay at these addresses for the thread's life.
        unsafe { crate::heap::add_root(th, s) };
    }
    crate::builtins::install(th);
}

/// Defines a global binding (`globalThis.name = v`, non-enumerable).
pub fn define_global(th: &mut Thread, name: &str, v: Value) {
    let g = Obj::of(th.realm.global).expect("global object");
    let k = th.realm.atoms.intern_str(name);
    super::define(th, g, Key::Name(k), v, shape::HIDDEN);
}
