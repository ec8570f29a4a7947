//! kiln IR: functions of basic blocks over typed variables, with explicit
//! control flow, explicit exception edges (a block's `handler`) and explicit
//! TDZ checks. Lowering builds it from the AST; the passes infer types and
//! drop provably dead checks; the emitter turns it into C.
//!
//! Variables are not SSA: a JavaScript local is one variable assigned in
//! many places, and its type is the join of everything assigned to it.
//! Temporaries are assigned once.

pub mod display;
pub mod types;

pub use types::Ty;

macro_rules! index_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

index_type!(
    /// A variable of one function.
    VarId
);
index_type!(
    /// A basic block of one function.
    BlockId
);
index_type!(
    /// A function of the module.
    FuncId
);
index_type!(
    /// A module-level binding shared between functions.
    GlobalId
);
index_type!(
    /// An interned string constant.
    StrId
);
index_type!(
    /// A source position a runtime error can name.
    SiteId
);
index_type!(
    /// An inline cache of a property access site.
    IcId
);
index_type!(
    /// The key list of an object literal with constant keys.
    TemplateId
);
index_type!(
    /// A literal of constants built from a static table ([`LitNode`]).
    LitId
);
index_type!(
    /// The case constants of a `switch` lowered to a jump ([`Rv::CaseIndex`]).
    CaseTableId
);

/// A whole program.
#[derive(Default)]
pub struct Module {
    pub funcs: Vec<Func>,
    pub globals: Vec<Global>,
    pub strings: Strings,
    pub sites: Vec<Site>,
    /// Number of inline caches (`IcId`s are below it).
    pub ics: u32,
    /// The caches of method-call callees (`o.m(…)`), whose inline entry
    /// caches a prototype's property (kiln.h `kl_get_method_ic`).
    pub method_ics: std::collections::HashSet<IcId>,
    /// The sites of `o.#x` gets and sets, with the name `#x`: a call of
    /// `o.#m(…)` tests for the compiled functions of that name (a private
    /// method's function object is named `#m`) as `o.m(…)` does.
    pub private_sites: std::collections::HashMap<SiteId, StrId>,
    /// The `o.#x` sites whose private name belongs to a class the module
    /// body evaluates at most once (not in a loop, not in a function),
    /// with the global holding it: the name is one symbol for the whole
    /// run, so the site's cache only ever pairs shapes with that key, a
    /// hit tests the shape alone and only a miss reads the global (kiln.h
    /// `kl_get_private_once`).
    pub private_once_sites: std::collections::HashMap<SiteId, GlobalId>,
    /// Object-literal key lists.
    pub templates: Vec<Vec<StrId>>,
    /// Literals of constants, each its nodes in post-order ([`Rv::ConstLit`]).
    pub lits: Vec<Vec<LitNode>>,
    /// The case tests of switches lowered to a jump: each an int32-valued
    /// number or a string, with the position of its case in the switch, in
    /// source order ([`Rv::CaseIndex`]).
    pub case_tables: Vec<Vec<(Const, u32)>>,
    /// The runtime's optional built-in groups the source names.
    pub groups: crate::link::Groups,
    /// Each file's text as node runs it (types blanked, `strip.rs`): what
    /// the executable embeds for `toString()` and error excerpts.
    pub sources: Vec<String>,
    /// Where each function's source text is (`Function.prototype.toString`).
    pub fn_sources: std::collections::HashMap<FuncId, FnSource>,
}

/// A function's source text: bytes `start..end` of file `file`'s text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FnSource {
    pub file: u32,
    pub start: u32,
    pub end: u32,
}

impl Module {
    pub fn func(&self, f: FuncId) -> &Func {
        &self.funcs[f.index()]
    }
    /// A new global, its type left to inference unless `ty` says more.
    pub fn add_global(&mut self, name: impl Into<String>, ty: Ty) -> GlobalId {
        self.globals.push(Global {
            name: name.into(),
            ty,
        });
        GlobalId(self.globals.len() as u32 - 1)
    }
    pub fn site(&mut self, file: u32, line: u32, col: u32) -> SiteId {
        self.sites.push(Site {
            file,
            line,
            col,
            text: None,
        });
        SiteId(self.sites.len() as u32 - 1)
    }
    pub fn ic(&mut self) -> IcId {
        self.ics += 1;
        IcId(self.ics - 1)
    }
}

/// One node of a literal of constants, in post-order: an array or object
/// takes the values of the nodes before it that it is made of.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LitNode {
    /// A number, string, boolean, null or a hole (arrays only).
    Value(Const),
    /// An array of the last `n` values.
    Array(u32),
    /// An object of the template's keys, with the last `n` values.
    Object(TemplateId, u32),
}

/// String constants, interned by their UTF-16 code units.
#[derive(Default)]
pub struct Strings {
    pub list: Vec<Vec<u16>>,
    map: std::collections::HashMap<Vec<u16>, StrId>,
}

impl Strings {
    pub fn intern_units(&mut self, units: Vec<u16>) -> StrId {
        if let Some(&id) = self.map.get(&units) {
            return id;
        }
        let id = StrId(self.list.len() as u32);
        self.list.push(units.clone());
        self.map.insert(units, id);
        id
    }
    pub fn intern(&mut self, s: &str) -> StrId {
        self.intern_units(s.encode_utf16().collect())
    }
    pub fn get(&self, id: StrId) -> &[u16] {
        &self.list[id.index()]
    }
    pub fn lossy(&self, id: StrId) -> String {
        String::from_utf16_lossy(self.get(id))
    }
}

/// A 1-based source position (column in UTF-16 units, as node counts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The source file (an index into the program's files, the entry 0).
    pub file: u32,
    pub line: u32,
    pub col: u32,
    /// Source text quoted by the error (`o.f is not a function`).
    pub text: Option<String>,
}

pub struct Global {
    pub name: String,
    pub ty: Ty,
}

/// What kind of function a `Func` is (its call protocol follows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncKind {
    /// The module body.
    Main,
    /// `function` declarations and expressions: callable and constructible.
    Normal,
    Arrow,
    /// Methods, getters and setters of object literals and classes.
    Method,
    /// A class constructor (the flag: derived).
    ClassConstructor {
        derived: bool,
    },
}

/// What kind of function body can suspend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoKind {
    /// `function*`: suspends at `yield`.
    Generator,
    /// `async function`: suspends at `await`.
    Async,
    /// `async function*`: suspends at both.
    AsyncGenerator,
}

/// A function that can suspend (a coroutine): its C code is two
/// functions, the call entry `kl_fN` (the parameters, then the first
/// suspension) and the resume entry `kl_rN`, which continues from the
/// suspension its state object names. What is live across a
/// [`Term::Suspend`] is saved in that state object, which the collector
/// traces and may move like any other (see ARCHITECTURE.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coroutine {
    pub kind: CoKind,
    /// The variable holding the coroutine's state object (assigned by
    /// `Intrinsic::CoroutineCreate`, then read at every suspension).
    pub state: VarId,
}

pub struct Func {
    /// The JavaScript name ("" when anonymous).
    pub name: String,
    pub kind: FuncKind,
    pub params: Vec<VarId>,
    pub vars: Vec<Var>,
    pub blocks: Vec<Block>,
    /// The join of every returned value (inferred).
    pub ret_ty: Ty,
    pub is_main: bool,
    /// The variable holding `this` (a parameter of the C function).
    pub this_var: Option<VarId>,
    /// The variable holding `new.target` (a parameter).
    pub new_target_var: Option<VarId>,
    /// The variable holding the function object being called (a
    /// parameter; coroutines, whose state object takes its `prototype`).
    pub callee_var: Option<VarId>,
    /// Set for a function that can suspend.
    pub coroutine: Option<Coroutine>,
    /// Takes the environment it closes over (a parameter).
    pub has_env: bool,
    /// Reads its arguments as (argc, argv): it has a rest parameter or uses
    /// `arguments`.
    pub varargs: bool,
    /// A function object is made for it (it needs a generic entry).
    pub escapes: bool,
    /// Its `length` property.
    pub length: u32,
    /// A class constructor whose `extends` clause, as node sees it, holds a
    /// parenthesis (`extends Mixin(Base)`): node's inspect, which tells a
    /// class by its source text, prints it as a function (`[Function: C]`).
    pub paren_heritage: bool,
}

impl Func {
    pub const ENTRY: BlockId = BlockId(0);

    pub fn var(&self, v: VarId) -> &Var {
        &self.vars[v.index()]
    }
    pub fn block(&self, b: BlockId) -> &Block {
        &self.blocks[b.index()]
    }
    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + use<> {
        (0..self.blocks.len() as u32).map(BlockId)
    }

    /// The blocks reachable from the entry (through jumps and exception
    /// edges) in reverse postorder: each before its successors but along
    /// back edges. A forward dataflow visiting blocks in this order settles
    /// in a sweep per loop nesting level; in block order it took a sweep
    /// per statement whose continuation block lowering made before its
    /// body (`try`: 418 sweeps for a script of 417 of them).
    pub fn reverse_postorder(&self) -> Vec<BlockId> {
        let n = self.blocks.len();
        let mut seen = vec![false; n];
        let mut post = Vec::with_capacity(n);
        // (block, its successors still to visit)
        let mut stack: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
        let succs = |b: BlockId| -> Vec<BlockId> {
            let block = self.block(b);
            let mut s: Vec<BlockId> = block.handler.into_iter().collect();
            s.extend(block.term.successors());
            s.reverse();
            s
        };
        if n > 0 {
            seen[0] = true;
            stack.push((Func::ENTRY, succs(Func::ENTRY)));
        }
        while let Some((b, rest)) = stack.last_mut() {
            match rest.pop() {
                Some(s) if !seen[s.index()] => {
                    seen[s.index()] = true;
                    let next = succs(s);
                    stack.push((s, next));
                }
                Some(_) => {}
                None => {
                    post.push(*b);
                    stack.pop();
                }
            }
        }
        post.reverse();
        post
    }
}

pub struct Var {
    /// The source name for locals and parameters; None for temporaries.
    pub name: Option<String>,
    pub ty: Ty,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Const {
    Undef,
    Null,
    Bool(bool),
    Num(f64),
    Str(StrId),
    /// The TDZ marker.
    Uninit,
    /// An array hole (only in array literals).
    Hole,
}

impl Const {
    pub fn ty(self) -> Ty {
        match self {
            Const::Undef => Ty::UNDEF,
            Const::Null => Ty::NULL,
            Const::Bool(_) => Ty::BOOL,
            Const::Num(_) => Ty::NUMBER,
            Const::Str(_) => Ty::STRING,
            Const::Uninit => Ty::UNINIT,
            Const::Hole => Ty::UNDEF,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Var(VarId),
    Const(Const),
}

impl Operand {
    pub const UNDEF: Operand = Operand::Const(Const::Undef);
    pub fn num(d: f64) -> Operand {
        Operand::Const(Const::Num(d))
    }
    pub fn as_var(self) -> Option<VarId> {
        match self {
            Operand::Var(v) => Some(v),
            Operand::Const(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-x`
    Neg,
    /// `+x` (ToNumber)
    Plus,
    /// `!x`
    Not,
    /// `~x`
    BitNot,
    /// ToNumeric: the old value of `x++` and `x--`.
    ToNumeric,
    /// The new value of `x++` (of a ToNumeric result: a number or a BigInt).
    Inc,
    /// The new value of `x--`.
    Dec,
    Typeof,
    /// ToBoolean, as a value.
    ToBool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Exp,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Sar,
    Shr,
    Lt,
    Le,
    Gt,
    Ge,
    StrictEq,
    StrictNe,
    LooseEq,
    LooseNe,
}

impl BinOp {
    /// The operators whose result is a boolean comparison of the operands.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Lt
                | BinOp::Le
                | BinOp::Gt
                | BinOp::Ge
                | BinOp::StrictEq
                | BinOp::StrictNe
                | BinOp::LooseEq
                | BinOp::LooseNe
        )
    }

    /// The numeric operators whose operands the generated C converts with
    /// ToNumber itself, one after the other (the others hand both operands
    /// to the runtime, which roots one while converting the other).
    pub fn converts_in_c(self) -> bool {
        matches!(
            self,
            BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::Mod
                | BinOp::Exp
                | BinOp::BitAnd
                | BinOp::BitOr
                | BinOp::BitXor
                | BinOp::Shl
                | BinOp::Sar
                | BinOp::Shr
        )
    }
}

/// Operations the runtime provides that are not operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    ConsoleLog,
    ConsoleError,
    /// A RegExp literal's evaluation: `new RegExp(pattern, flags)` from two
    /// string constants the compiler has validated.
    NewRegExp,
    /// GetTemplateObject of a tagged template's site: the operands are its
    /// cooked strings (undefined for an invalid escape), then its raw
    /// ones; the global keeps the object the site's first evaluation made.
    TemplateObject(GlobalId),
    /// `Number(x)`
    Number,
    /// A BigInt literal: the operand is its decimal digits (a string).
    BigIntLiteral,
    /// `String(x)`
    String,
    /// Argument `i` of a varargs function (undefined when absent).
    ArgAt(u32),
    /// `arr.slice(start)` of an array made by IterToArray (array rest).
    SliceFrom,
    /// OrdinaryCreateFromConstructor(new.target): `this` of a base class
    /// constructor.
    OrdinaryCreate,
    /// A class constructor's result from (returned value, this); derived
    /// constructors check `this` and the value's type.
    CtorResult(bool, SiteId),
    /// The enumerable string keys `for…in` visits, as an array.
    ForInKeys,
    /// ToPropertyKey of a class's computed field key, when the class is
    /// defined: a string, a symbol or an index.
    ToPropertyKey,
    /// (object, holder): PrivateMethodOrAccessorAdd for each private method
    /// and accessor the holder has, copied onto the object being
    /// initialised (a TypeError the second time).
    PrivateBrand,
    /// The first instruction of an exception handler: restores the
    /// savepoint (the shadow stack's height at this function's frame top)
    /// and takes the pending exception.
    Catch,
    /// `for…of` (`lower/iteration.rs`): GetIterator of the operand, or the
    /// operand itself when it is an array iterated the original way.
    ForOfStart(SiteId),
    /// (iterator, iterated): the iterator's `next`, or the hole when the
    /// loop indexes an array.
    ForOfNextMethod,
    /// (iterator, next): the next value, or the hole when done.
    IterStep,
    /// (iterator, next): IteratorClose on leaving the loop early.
    ForOfClose,
    /// (iterator, next, exception): IteratorClose after a throw; rethrows.
    ForOfCloseThrow,
    /// Whether the operand is the hole (a constant compare).
    IsHole,
    /// (object, key): whether `for…in` still visits the key (it was not
    /// deleted meanwhile); always true for a primitive.
    ForInHas,
    /// The first `n` values of an iterable, as an array (an array pattern
    /// without rest: the iterator is closed, not drained).
    IterTake(u32, SiteId),
    /// (name): the global object's property for an identifier no
    /// declaration binds, or its ReferenceError (with the flag, for
    /// `typeof`: undefined).
    GlobalRef(SiteId, bool),
    /// (name, value): the store to such an identifier.
    GlobalSet(SiteId),
    /// (): a built-in module of node's (`crate::node_modules`), by number:
    /// its `default` export, or (with the flag) its namespace object.
    NodeModule(u8, bool),
    /// (names…, values…): a project module's namespace object of `n`
    /// exports.
    NamespaceNew(u32),
    /// (namespace, name, value): a store to an exported binding, shown to
    /// a namespace (nothing while it is not made yet).
    NamespaceSync,
    /// (body): a lazy module's record (`host/loader.rs`), `body` the
    /// function that runs the module and returns its namespace.
    ModuleRecord,
    /// (record): runs a lazy module if it has not run: its namespace
    /// (undefined while it runs), or what its body throws.
    ModuleEvaluate,
    /// (body, filename, dirname): a CommonJS module's record
    /// (`host/commonjs.rs`), `body` the function that runs it.
    CjsRecord,
    /// (record): `require` of a CommonJS module: runs it if it has not run
    /// (or threw), then its `module.exports`.
    CjsRequire,
    /// (record): the `module` object of a CommonJS module that runs.
    CjsModule,
    /// (record, names…): the lazy module record of a CommonJS module only
    /// `import()` reaches, with its `n` detected export names.
    CjsImportRecord(u32),
    /// (exports, name): a named export of a CommonJS module as node's ES
    /// module loader reads it (an own property's value, else undefined).
    CjsExport,
    /// (namespace or record): the promise `import()` returns.
    DynamicImport,
    /// (code, message): the promise of `import()` of a module node does
    /// not find, rejected with node's error.
    DynamicImportFail,
    /// (body): the record of a module with top-level `await`, or of one
    /// waiting for such a module (`host/async_modules.rs`): it waits for
    /// `pending` of its imports, `tla` says whether its body (an async
    /// function then) awaits, `order` is its place in the evaluation order.
    AsyncModule {
        pending: u32,
        tla: bool,
        order: u32,
    },
    /// (path, target): a module `import()` of a computed specifier may
    /// name: its namespace, record, node module id or null.
    ModuleRegister,
    /// (importer's path, specifier): `import()` of a specifier computed at
    /// run time (with `{ with: { type: "json" } }` when the flag is set).
    DynamicImportComputed(bool),
    /// (url, filename, dirname): a module's `import.meta` object.
    ImportMeta,
    /// (child record, parent record): the parent waits for the child.
    AsyncModuleParent,
    /// (record): starts a module with top-level `await` that waits for
    /// nothing (its body runs to its first `await`).
    AsyncModuleStart,
    /// (entry's record): the promise the program's body returns.
    AsyncModuleTop,
    /// (iterable): its values in a fresh array (an array is copied, where
    /// `IterToArray` shares it): an array-literal spread followed by
    /// elements that may change it.
    IterSnapshot(SiteId),
    /// (value): a spread call argument before others, drained into a
    /// fresh array where it stands.
    SpreadMiddle,
    /// (value): a call's last argument, spread: itself, or the TypeError
    /// V8 throws when it is null or undefined.
    SpreadLast(SiteId),
    /// (callee): a coroutine's state object, made by its call entry once
    /// the parameters are bound (for a generator, its prototype is the
    /// callee's `prototype`).
    CoroutineCreate,
    /// How the coroutine was resumed ([`RESUME_NEXT`], [`RESUME_THROW`],
    /// [`RESUME_RETURN`]): the first instruction of a suspension's resume
    /// block.
    ResumeMode,
    /// The value it was resumed with (sent by `next(v)`, thrown by
    /// `throw(e)`, returned by `return(v)`, or what an `await` settled
    /// with): right after `ResumeMode`.
    ResumeValue,
    /// (value): GetIterator(value, sync), always an iterator object (no
    /// array shortcut): `yield*`'s operand.
    GetIterator(SiteId),
    /// (iterator, next, mode, value): one step of `yield*` in a
    /// generator: calls the iterator's `next`, `throw` or `return` as
    /// the resumption `mode` asks and returns its result object, or the
    /// hole when a `return` finds no method (the generator then returns
    /// `value` itself). A `throw` that finds no method closes the
    /// iterator and throws the TypeError.
    DelegateStep,
    /// (result): ToBoolean(result.done) of an iterator result object.
    IterDone,
    /// (state): the generator's next suspension hands out an inner
    /// iterator's result object as it is (`yield*`), not a value.
    MarkDelegated,
    /// (state, value): `await value` in an async function: attaches the
    /// coroutine to PromiseResolve(%Promise%, value), which may throw (at
    /// the `await`); the suspension follows.
    Await,
    /// (reason): a promise rejected with `reason`, for an async function
    /// whose parameters threw (its call returns it).
    AsyncRejected,
    /// (value): GetIterator(value, async), for `for await` and an async
    /// generator's `yield*`.
    GetAsyncIterator(SiteId),
    /// (result): an awaited iterator result, which must be an object.
    CheckIterResult,
    /// (iterator, next, index): an array pattern's step (`lower/
    /// array_pattern.rs`): the iterator's next value, or the hole when it
    /// is done; with `next` the hole (an array iterated the original way),
    /// element `index` of the array itself.
    PatternStep,
    /// (iterator, next, index): an array pattern's rest: what is left of
    /// the iterator as an array (from `index` on, for such an array).
    PatternRest,
    /// (iterator): AsyncIteratorClose's call of `return`, whose result is
    /// then awaited; the hole when there is none (with the flag, after a
    /// throw: also when getting or calling it threw, which is ignored).
    AsyncCloseStart(bool),
}

/// [`Intrinsic::ResumeMode`]'s values.
pub const RESUME_NEXT: f64 = 0.0;
pub const RESUME_THROW: f64 = 1.0;
pub const RESUME_RETURN: f64 = 2.0;

/// How an access site names its property.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PropKey {
    /// A constant name that is not an array index, with its inline cache.
    Named(StrId, IcId),
    /// Any value, converted by ToPropertyKey at run time.
    Computed(Operand),
}

/// An argument or array element that may be spread.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg {
    Value(Operand),
    Spread(Operand),
}

impl Arg {
    pub fn operand(self) -> Operand {
        match self {
            Arg::Value(o) | Arg::Spread(o) => o,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Rv {
    Use(Operand),
    Unary(UnOp, Operand),
    Binary(BinOp, Operand, Operand),
    /// ToString (a template literal's substitution).
    ToStr(Operand),
    /// Concatenation of operands that are all strings.
    Concat(Vec<Operand>),
    Global(GlobalId),
    /// A direct call of a known function with the environment it closes
    /// over (undefined when it has none).
    Call(FuncId, Operand, Vec<Operand>),
    Intrinsic(Intrinsic, Vec<Operand>),
    /// `obj[key]`; `site` names the TypeError for null/undefined.
    GetProp(Operand, PropKey, SiteId),
    /// The operand, which control flow proves to be within the type.
    Narrow(Operand, Ty),
    /// The environment the function closes over (its `env` parameter).
    OuterEnv,
    /// A new environment of `n` bindings (all in their TDZ).
    NewEnv(Operand, u32),
    /// A binding `slot` of the environment `hops` parents above `env`.
    EnvLoad(Operand, u32, u32),
    /// The environment `hops` parents above `env`.
    EnvAncestor(Operand, u32),
    /// A function object for a function, closing over an environment.
    MakeClosure(FuncId, Operand),
    /// An object literal whose keys are constants: one allocation with the
    /// final shape.
    ObjectLit(TemplateId, Vec<Operand>),
    /// A fresh copy of a literal made of constants only (a data table):
    /// built by one runtime call from a static table, where a literal of
    /// operands is one store per element in the function's C, which the C
    /// compiler's time grows faster than (see lower/literal.rs). Never
    /// collects and never throws.
    ConstLit(LitId),
    /// The position of the first case of a switch whose test is strictly
    /// equal to the operand, or -1: a number. The tests are constants,
    /// so nothing runs while looking them up.
    CaseIndex(Operand, CaseTableId),
    /// An empty object with the given prototype (None: Object.prototype)
    /// and inline slots for that many properties.
    NewObject(Option<Operand>, u32),
    /// An array literal.
    NewArray(Vec<Arg>),
    /// `callee(...args)` with a `this`.
    CallValue(Operand, Operand, Vec<Arg>, SiteId),
    /// `new callee(...args)`.
    Construct(Operand, Vec<Arg>, SiteId),
    /// `super(...args)`: constructs the parent of class constructor `ctor`
    /// with the given new.target.
    SuperConstruct(Operand, Operand, Vec<Arg>, SiteId),
    /// `super[key]` read from the home object, with `this` as receiver.
    GetSuper(Operand, Operand, Operand, SiteId),
    /// `key in obj`.
    HasProp(Operand, Operand, SiteId),
    /// `delete obj[key]` (strict: throws for non-configurable).
    DeleteProp(Operand, Operand, SiteId),
    /// `v instanceof target`.
    InstanceOf(Operand, Operand, SiteId),
    /// The global object.
    GlobalObject,
    /// The `arguments` object (varargs functions).
    Arguments,
    /// An array of the arguments from this index on (a rest parameter).
    Rest(u32),
    /// A new private name (`#x`) for one evaluation of a class; for a
    /// method or accessor, the class's own name and whether it is static
    /// (V8's `Receiver must be an instance of class C` names them).
    PrivateName(StrId, Option<(StrId, bool)>),
    /// The values an iterable produces, as an array (destructuring, spread).
    IterToArray(Operand, SiteId),
    /// An object with the source's own enumerable properties except the
    /// listed keys (object rest).
    ObjectRest(Operand, Vec<Operand>, SiteId),
}

/// A binding in the TDZ sense: a local or a module-level binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Var(VarId),
    Global(GlobalId),
}

/// A runtime error raised unconditionally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fail {
    /// `TypeError: Assignment to constant variable.`
    ConstAssign,
    /// `TypeError: Cannot assign to read only property 'x' of object`
    /// (`undefined = 1` and friends).
    ReadOnlyGlobal(StrId),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    Assign(VarId, Rv),
    Eval(Rv),
    SetGlobal(GlobalId, Operand),
    /// Throws `ReferenceError: Cannot access 'name' before initialization`
    /// if the place holds the TDZ marker.
    CheckInit(Place, StrId, SiteId),
    Fail(Fail, SiteId),
    /// `obj[key] = value` (strict).
    SetProp(Operand, PropKey, Operand, SiteId),
    /// Stores binding `slot` of the environment `hops` parents above `env`.
    EnvStore(Operand, u32, u32, Operand),
    /// The TDZ check of an environment binding.
    EnvCheckInit(Operand, u32, u32, StrId, SiteId),
    /// CreateDataProperty(obj, key, value) of an anonymous function
    /// definition under a computed key (a literal entry or a class field):
    /// the function is named after the key at run time (NamedEvaluation).
    DefineProp(Operand, Operand, Operand),
    /// CreateDataProperty with no naming: every other literal entry and
    /// class field (a definition under a static key was named when it was
    /// made), parameter properties, and leading `this.f = param;` stores
    /// folded into their field's definition.
    DefineField(Operand, Operand, Operand),
    /// Defines a method (0), getter (1) or setter (2) function on an object;
    /// enumerable for object literals, not for classes.
    DefineMethod(Operand, Operand, Operand, u8, bool),
    /// Copies own enumerable properties (object spread).
    CopyProps(Operand, Operand),
    /// Sets [[Prototype]] (class definitions).
    SetProto(Operand, Operand),
    /// Throws the ReferenceError of `this` used before `super()` if the
    /// operand is the TDZ marker.
    CheckThis(Operand, SiteId),
    /// Throws TypeError unless the operand is a constructor or null (a class
    /// heritage) or, with the flag, an object or null (the heritage's
    /// `prototype`).
    CheckHeritage(Operand, SiteId, bool),
    /// Object destructuring: throws node's TypeError when the value is null
    /// or undefined (naming the first property, if any).
    CheckDestructure(Operand, Option<StrId>, SiteId),
    /// `super()` when `this` is already bound throws ReferenceError.
    CheckSuperOnce(Operand, SiteId),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Jump(BlockId),
    /// Jumps by the truthiness of the operand.
    Branch(Operand, BlockId, BlockId),
    /// Jumps to the block paired with the operand's value (an
    /// int32-valued number), else to the last block: a C `switch`.
    Switch(Operand, Vec<(i32, BlockId)>, BlockId),
    Return(Operand),
    Throw(Operand),
    /// Suspends a coroutine: every variable live into the resume block is
    /// saved in the state object with the resume point, and the C function
    /// returns the operand (the first suspension of a call entry returns
    /// the state object; a generator's `yield` its iterator result). The
    /// resume entry continues at the block, which starts with
    /// `ResumeMode` and `ResumeValue`.
    Suspend(Operand, BlockId),
    Unreachable,
}

impl Term {
    /// The blocks control may go to next, a suspension's resume block
    /// included (values flow into it through the state object).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            Term::Jump(b) | Term::Suspend(_, b) => vec![*b],
            Term::Branch(_, t, e) => vec![*t, *e],
            Term::Switch(_, cases, default) => {
                let mut v: Vec<BlockId> = cases.iter().map(|c| c.1).collect();
                v.push(*default);
                v
            }
            _ => vec![],
        }
    }
}

impl Block {
    /// Renumbers every block this one names: its terminator's targets and
    /// its handler (passes that remove or insert blocks).
    pub fn remap_targets(&mut self, mut map: impl FnMut(BlockId) -> BlockId) {
        let mut remap = |b: &mut BlockId| *b = map(*b);
        match &mut self.term {
            Term::Jump(b) | Term::Suspend(_, b) => remap(b),
            Term::Branch(_, t, e) => {
                remap(t);
                remap(e);
            }
            Term::Switch(_, cases, d) => {
                for c in cases {
                    remap(&mut c.1);
                }
                remap(d);
            }
            Term::Return(_) | Term::Throw(_) | Term::Unreachable => {}
        }
        if let Some(h) = &mut self.handler {
            remap(h);
        }
    }
}

pub struct Block {
    pub insts: Vec<Inst>,
    pub term: Term,
    /// Where an exception raised in this block goes; None: out of the function.
    pub handler: Option<BlockId>,
    /// A loop header: compiled code polls for a safepoint here.
    pub loop_header: bool,
}

fn key_operands(k: &PropKey) -> Vec<Operand> {
    match k {
        PropKey::Named(..) => vec![],
        PropKey::Computed(o) => vec![*o],
    }
}

impl Rv {
    /// The operands this right-hand side reads.
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Rv::Use(a)
            | Rv::Unary(_, a)
            | Rv::ToStr(a)
            | Rv::Narrow(a, _)
            | Rv::NewEnv(a, _)
            | Rv::EnvLoad(a, _, _)
            | Rv::EnvAncestor(a, _)
            | Rv::MakeClosure(_, a)
            | Rv::IterToArray(a, _) => vec![*a],
            Rv::Binary(_, a, b)
            | Rv::HasProp(a, b, _)
            | Rv::DeleteProp(a, b, _)
            | Rv::InstanceOf(a, b, _) => {
                vec![*a, *b]
            }
            Rv::GetProp(a, k, _) => {
                let mut v = vec![*a];
                v.extend(key_operands(k));
                v
            }
            Rv::Concat(v) | Rv::Intrinsic(_, v) | Rv::ObjectLit(_, v) => v.clone(),
            Rv::Call(_, env, v) => {
                let mut out = vec![*env];
                out.extend(v.iter().copied());
                out
            }
            Rv::NewObject(p, _) => p.iter().copied().collect(),
            Rv::ConstLit(_) => vec![],
            Rv::CaseIndex(a, _) => vec![*a],
            Rv::NewArray(args) => args.iter().map(|a| a.operand()).collect(),
            Rv::CallValue(f, this, args, _) => {
                let mut v = vec![*f, *this];
                v.extend(args.iter().map(|a| a.operand()));
                v
            }
            Rv::Construct(f, args, _) => {
                let mut v = vec![*f];
                v.extend(args.iter().map(|a| a.operand()));
                v
            }
            Rv::SuperConstruct(c, nt, args, _) => {
                let mut v = vec![*c, *nt];
                v.extend(args.iter().map(|a| a.operand()));
                v
            }
            Rv::GetSuper(h, k, t, _) => vec![*h, *k, *t],
            Rv::ObjectRest(s, ex, _) => {
                let mut v = vec![*s];
                v.extend(ex.iter().copied());
                v
            }
            Rv::Global(_)
            | Rv::OuterEnv
            | Rv::GlobalObject
            | Rv::Arguments
            | Rv::Rest(_)
            | Rv::PrivateName(..) => vec![],
        }
    }
}

impl Inst {
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Inst::Assign(_, rv) | Inst::Eval(rv) => rv.operands(),
            Inst::SetGlobal(_, op)
            | Inst::CheckThis(op, _)
            | Inst::CheckHeritage(op, _, _)
            | Inst::CheckDestructure(op, _, _)
            | Inst::CheckSuperOnce(op, _) => vec![*op],
            Inst::CheckInit(Place::Var(v), _, _) => vec![Operand::Var(*v)],
            Inst::CheckInit(Place::Global(_), _, _) | Inst::Fail(..) => vec![],
            Inst::SetProp(o, k, v, _) => {
                let mut out = vec![*o];
                out.extend(key_operands(k));
                out.push(*v);
                out
            }
            Inst::EnvStore(e, _, _, v) => vec![*e, *v],
            Inst::EnvCheckInit(e, ..) => vec![*e],
            Inst::DefineProp(a, b, c) | Inst::DefineField(a, b, c) => vec![*a, *b, *c],
            Inst::DefineMethod(a, b, c, _, _) => vec![*a, *b, *c],
            Inst::CopyProps(a, b) | Inst::SetProto(a, b) => vec![*a, *b],
        }
    }
}

impl Term {
    pub fn operands(&self) -> Vec<Operand> {
        match self {
            Term::Branch(a, _, _)
            | Term::Switch(a, _, _)
            | Term::Return(a)
            | Term::Throw(a)
            | Term::Suspend(a, _) => {
                vec![*a]
            }
            Term::Jump(_) | Term::Unreachable => vec![],
        }
    }
}
