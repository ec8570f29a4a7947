//! Lowering: the oxc AST and its scopes to kiln IR.
//!
//! One [`Lowerer`] walks the whole program; each function under
//! construction is an [`Fx`]. Bindings are resolved through oxc's symbol
//! table and stored in one of three places ([`Storage`]): a variable of
//! their function, a global (module-level bindings other functions use), or
//! a slot of a closure environment (bindings nested functions capture).
//!
//! Environments: a scope that declares a captured binding allocates an
//! environment object when it is entered (a loop body on each iteration);
//! its parent is the environment current at that point. A function closes
//! over the environment current where it is created; [`Fx::outer_chain`]
//! lists the scopes reachable through it, innermost first, so an access is
//! a fixed number of parent hops.
//!
//! Constructs kiln does not compile yet become "unsupported" diagnostics,
//! and lowering goes on so that one run reports them all.

mod array_pattern;
mod callsite;
pub mod captures;
mod class;
mod coroutine;
mod enums;
mod exceptions;
mod expr;
mod files;
mod imports;
mod iteration;
mod literal;
mod member;
mod module_eval;
mod modules;
mod params;
mod pattern;
mod stmt;

pub use files::lower_files;
pub use modules::ParsedFile;

use crate::diagnostics::Diagnostic;
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_semantic::Scoping;
use oxc_span::Span;
use oxc_syntax::reference::ReferenceId;
use oxc_syntax::scope::ScopeId;
use oxc_syntax::symbol::SymbolId;
use std::collections::{HashMap, HashSet};

/// How a binding was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Var,
    Let,
    Const,
    Param,
    /// A function declaration's binding.
    Function,
    /// A class declaration's binding (TDZ, assignable).
    Class,
    /// A named function expression's own name: initialised before its
    /// body runs, and immutable (assigning throws in strict code).
    FunctionName,
}

impl Mode {
    fn has_tdz(self) -> bool {
        matches!(self, Mode::Let | Mode::Const | Mode::Class)
    }

    /// Whether assigning the binding throws `TypeError: Assignment to
    /// constant variable.` (after the TDZ check).
    pub(crate) fn is_immutable(self) -> bool {
        matches!(self, Mode::Const | Mode::FunctionName)
    }
}

/// An environment scope, numbered across the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct EnvId(u32);

/// Where a binding's value lives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Storage {
    /// A variable of function `func`.
    Local(FuncId, VarId),
    Global(GlobalId),
    /// Slot of an environment.
    Env(EnvId, u32),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Binding {
    pub storage: Storage,
    pub mode: Mode,
    /// The binding always holds this function (calls may be direct).
    pub known_fn: Option<FuncId>,
}

#[derive(Clone, Copy)]
pub(crate) enum FnAst<'a> {
    Func(&'a Function<'a>),
    Arrow(&'a ArrowFunctionExpression<'a>),
    /// A class constructor (explicit or implied) of the class.
    Ctor(&'a Class<'a>, ClassInfo),
    /// A class's static fields and blocks, run with `this` the class.
    ClassStatics(&'a Class<'a>),
    /// The body of a module only `import()` reaches (file `k`), run when
    /// first imported (`lower/modules.rs`).
    ModuleBody(&'a Program<'a>, usize),
}

/// What a class constructor's lowering needs from the class definition.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ClassInfo {
    pub derived: bool,
    /// See `Func::paren_heritage`.
    pub paren_heritage: bool,
}

pub(crate) use exceptions::Exit;

/// A place `break`/`continue` can go.
pub(crate) struct Target {
    labels: Vec<String>,
    break_to: BlockId,
    /// Some for loops.
    continue_to: Option<BlockId>,
    /// Unlabelled `break` applies to loops and switches only.
    breakable: bool,
    /// How many `finally` blocks enclose the target: a jump to it runs
    /// those inside it first.
    finally_depth: usize,
}

/// Synthetic slots an environment may hold besides bindings.
#[derive(Default, Clone)]
pub(crate) struct EnvInfo {
    pub size: u32,
    pub this_slot: Option<u32>,
    pub arguments_slot: Option<u32>,
    pub new_target_slot: Option<u32>,
    /// Class environments: the home object of instance methods, of static
    /// methods (the constructor), and each private name.
    pub home_proto: Option<u32>,
    pub home_ctor: Option<u32>,
    /// (Each private name's slot, and for a class evaluated at most once
    /// the global that also holds it: `Module::private_once_sites`.)
    pub private: HashMap<String, (u32, Option<GlobalId>)>,
    /// Class environments: the class's own name as its body sees it, an
    /// immutable binding initialised once the methods are defined.
    pub class_name: Option<u32>,
    /// Class environments: each computed field key after ToPropertyKey,
    /// by the field's source offset (keys are evaluated once, with the
    /// methods', when the class is defined).
    pub field_keys: HashMap<u32, u32>,
    /// Class environments: the object holding the private instance
    /// methods and accessors (no prototype chain reaches it), from which
    /// each instance is stamped with them as it is initialised.
    pub private_holder: Option<u32>,
    /// The `this` slot belongs to a derived constructor (TDZ until super()).
    pub derived_this: bool,
}

/// A function under construction.
pub(crate) struct Fx {
    fid: FuncId,
    func: Func,
    cur: BlockId,
    handler: Option<BlockId>,
    targets: Vec<Target>,
    /// The `finally` blocks enclosing the code being lowered, innermost last.
    finally_stack: Vec<exceptions::Finally>,
    /// Environments this function created and that are in scope, innermost
    /// last, with the variable holding each.
    env_stack: Vec<(EnvId, VarId)>,
    /// Environments reachable through the outer environment, innermost first.
    outer_chain: Vec<EnvId>,
    /// The variable holding the outer environment.
    outer_env: Option<VarId>,
    /// For an arrow: it takes `this` and friends from its environment chain.
    arrow: bool,
    /// Class constructors: the class's definition facts.
    class: Option<ClassInfo>,
    /// A static method or static initialiser (its home object is the
    /// constructor).
    static_method: bool,
    /// The `arguments` object, made at entry on first use.
    arguments_var: Option<VarId>,
    /// Where `this` is kept in the function's environment, when an arrow
    /// captures it: (environment variable, slot).
    this_env_slot: Option<(VarId, u32)>,
    /// The references to the parameters inside the parameter list
    /// (`params.rs`).
    param_refs: Vec<(ReferenceId, SymbolId)>,
    /// How many loop statements (heads too) enclose the code being lowered.
    loop_depth: u32,
}

impl Fx {
    fn new(fid: FuncId, name: String, kind: FuncKind) -> Fx {
        let mut fx = Fx {
            fid,
            func: Func {
                name,
                kind,
                params: vec![],
                vars: vec![],
                blocks: vec![],
                ret_ty: Ty::NONE,
                is_main: kind == FuncKind::Main,
                this_var: None,
                new_target_var: None,
                callee_var: None,
                coroutine: None,
                has_env: false,
                varargs: false,
                escapes: false,
                length: 0,
                paren_heritage: false,
            },
            cur: Func::ENTRY,
            handler: None,
            targets: vec![],
            finally_stack: vec![],
            env_stack: vec![],
            outer_chain: vec![],
            outer_env: None,
            arrow: kind == FuncKind::Arrow,
            class: None,
            static_method: false,
            arguments_var: None,
            this_env_slot: None,
            param_refs: vec![],
            loop_depth: 0,
        };
        fx.cur = fx.new_block();
        fx
    }

    pub(crate) fn new_block(&mut self) -> BlockId {
        self.func.blocks.push(Block {
            insts: vec![],
            term: Term::Unreachable,
            handler: self.handler,
            loop_header: false,
        });
        BlockId(self.func.blocks.len() as u32 - 1)
    }

    pub(crate) fn new_var(&mut self, name: Option<String>) -> VarId {
        self.func.vars.push(Var { name, ty: Ty::NONE });
        VarId(self.func.vars.len() as u32 - 1)
    }

    pub(crate) fn temp(&mut self) -> VarId {
        self.new_var(None)
    }

    pub(crate) fn emit(&mut self, inst: Inst) {
        let cur = self.cur;
        self.func.blocks[cur.index()].insts.push(inst);
    }

    /// Assigns `rv` to a fresh temporary.
    pub(crate) fn assign_temp(&mut self, rv: Rv) -> Operand {
        let t = self.temp();
        self.emit(Inst::Assign(t, rv));
        Operand::Var(t)
    }

    /// Ends the current block; code emitted afterwards goes to a fresh block
    /// that is unreachable unless something jumps to it.
    pub(crate) fn terminate(&mut self, term: Term) {
        let cur = self.cur;
        self.func.blocks[cur.index()].term = term;
        self.cur = self.new_block();
    }

    pub(crate) fn jump_to(&mut self, b: BlockId) {
        self.terminate(Term::Jump(b));
        self.cur = b;
    }

    /// The innermost environment: the operand holding it (undefined when
    /// there is none) and the chain it heads.
    pub(crate) fn current_env(&self) -> (Operand, Vec<EnvId>) {
        let mut chain: Vec<EnvId> = self.env_stack.iter().rev().map(|(e, _)| *e).collect();
        chain.extend(self.outer_chain.iter().copied());
        let op = match (self.env_stack.last(), self.outer_env) {
            (Some((_, v)), _) => Operand::Var(*v),
            (None, Some(v)) => Operand::Var(v),
            (None, None) => Operand::UNDEF,
        };
        (op, chain)
    }

    /// How to reach environment `e` from here: an operand and parent hops.
    pub(crate) fn env_path(&self, e: EnvId) -> Option<(Operand, u32)> {
        if let Some((_, v)) = self.env_stack.iter().find(|(id, _)| *id == e) {
            return Some((Operand::Var(*v), 0));
        }
        let h = self.outer_chain.iter().position(|id| *id == e)?;
        Some((Operand::Var(self.outer_env?), h as u32))
    }
}

pub(crate) struct Lowerer<'a, 's> {
    m: Module,
    scoping: &'s Scoping,
    source: &'a str,
    lines: crate::diagnostics::LineIndex,
    diags: Vec<Diagnostic>,
    bindings: HashMap<SymbolId, Binding>,
    /// References that see another binding than their symbol's: oxc gives
    /// one symbol to what ECMAScript makes two bindings (a class's inner
    /// and outer name, a parameter and a body `var` of the same name), and
    /// a parameter read before its turn needs a TDZ check that its other
    /// reads do not ([`Self::binding_of`]).
    ref_bindings: HashMap<ReferenceId, Binding>,
    /// References in parameter lists that oxc resolved to a declaration
    /// of the body, which the parameters cannot see: globals (`params.rs`).
    param_global_refs: HashSet<ReferenceId>,
    enums_by_symbol: HashMap<SymbolId, usize>,
    facts: captures::Facts,
    /// Functions to lower, each with the file it is in.
    queue: Vec<(FuncId, FnAst<'a>, Vec<EnvId>, usize)>,
    enums: Vec<enums::EnumTable>,
    mutated: HashMap<SymbolId, bool>,
    /// How node names the value the next top-level pattern destructures
    /// (the initialiser as V8 prints it; None for a parameter), and
    /// whether V8 names it for an array pattern too (a declaration's
    /// initialiser that is not a property read or a method call; see
    /// `array_pattern_text`).
    destructure_text: Option<(String, bool)>,
    /// Patterns being lowered around the current one.
    pattern_depth: u32,
    /// Declared parameter counts (the C arity of each function).
    arity: HashMap<FuncId, usize>,
    envs: Vec<EnvInfo>,
    /// Scopes (by oxc id) whose environment this lowering created.
    scope_envs: HashMap<ScopeId, EnvId>,
    /// Functions whose `escapes` flag must be set when they are lowered.
    escaping: HashSet<FuncId>,
    /// The environment chain each function closes over (from its queueing).
    fn_chain: HashMap<FuncId, Vec<EnvId>>,
    /// Functions that take (argc, argv).
    varargs: HashSet<FuncId>,
    /// The class of each class constructor.
    ctor_class: HashMap<FuncId, &'a Class<'a>>,
    /// Static methods and static initialisers.
    static_methods: HashSet<FuncId>,
    /// Named function expressions whose body uses the name as a value: the
    /// name's symbol and the environment (made where the expression is
    /// evaluated) that holds the function object itself.
    self_named: HashMap<FuncId, (SymbolId, EnvId)>,
    /// The enum whose object is being built, and the operand holding it.
    enum_obj: Option<(SymbolId, Operand)>,
    /// Methods, getters and setters (not constructors, no `prototype`).
    methods: HashSet<FuncId>,
    /// Top-level `const`s that no code can read before their literal
    /// initialiser runs: their reads are the constant ([`Self::fold_consts`]).
    consts: HashMap<SymbolId, Const>,
    /// Top-level `let`s and `const`s initialised before any code can read
    /// them (same condition): their TDZ is unobservable, so no checks.
    early_init: HashSet<SymbolId>,
    /// Functions that can suspend (generators, async functions): never
    /// called directly, since their call entry takes the function object.
    coroutine_fns: HashSet<FuncId>,
    /// Bindings of a built-in module's object (`import fs from "fs"`,
    /// `import * as path from "path"`): their members node has and kiln
    /// lacks are refused where they are named.
    node_imports: HashMap<SymbolId, &'static crate::node_modules::NodeModule>,
    /// Bindings of a built-in module's export (`import { readFileSync }
    /// from "fs"`): the module and the export's name.
    node_named_imports: HashMap<SymbolId, (&'static crate::node_modules::NodeModule, String)>,
    /// Namespace imports of project files (`import * as ns from "./a.js"`):
    /// the file each names.
    namespaces: HashMap<SymbolId, usize>,
    /// The program's other files' state, each while another file is
    /// lowered ([`Self::switch_file`]); the current file's is in the
    /// fields above.
    files: Vec<Option<files::FileState<'a, 's>>>,
    cur_file: usize,
    /// Diagnostics before this index have their file set.
    diag_mark: usize,
    link: modules::Link,
}

/// Lowers a parsed, scope-resolved program of one file. The module is
/// complete only when the diagnostics are empty.
pub fn lower<'a>(
    program: &'a Program<'a>,
    scoping: &Scoping,
    source: &'a str,
) -> (Module, Vec<Diagnostic>) {
    lower_files(&[ParsedFile {
        program,
        scoping,
        source,
        name: "",
    }])
}

impl<'a> Lowerer<'a, '_> {
    fn lower_program(&mut self, files: &[ParsedFile<'a, '_>]) {
        let main = self.alloc_func();
        let mut fx = Fx::new(main, String::new(), FuncKind::Main);
        // An entry with top-level `await` is an async function's body: its
        // promise says when it ends. When an imported module has one, the
        // modules run through `host/async_modules.rs`, and the body returns
        // the entry's promise.
        let async_graph = self.link.async_graph.iter().any(|&a| a);
        if !async_graph && coroutine::has_top_level_await(files[0].program) {
            self.begin_coroutine(&mut fx, CoKind::Async);
        }
        self.refuse_async_modules(files);
        let result = self.lower_module_bodies(&mut fx, files);
        fx.terminate(Term::Return(result.unwrap_or(Operand::UNDEF)));
        self.finish(fx);
        while let Some((fid, ast, chain, file)) = self.queue.pop() {
            self.switch_file(file);
            self.lower_function(fid, ast, chain);
        }
        for f in std::mem::take(&mut self.escaping) {
            self.m.funcs[f.index()].escapes = true;
        }
    }

    /// Finds the top-level `const x = literal` declarations that precede
    /// every statement able to run user code: before them only
    /// declarations with literal initialisers, function declarations and
    /// types, so no function can have been called and no read can see the
    /// binding in its TDZ. Their reads are then the literal itself, not an
    /// environment load with a TDZ check (richards reads its state-flag
    /// constants in every method: 8.1 G instructions before, see
    /// docs/performance.md).
    fn fold_consts(&mut self, body: &'a [Statement<'a>]) {
        for st in body {
            let st = match st {
                Statement::ExportDeclaration(e) => match &e.declaration {
                    Declaration::VariableDeclaration(d) => {
                        if self.fold_const_decl(d) {
                            continue;
                        }
                        return;
                    }
                    Declaration::FunctionDeclaration(_)
                    | Declaration::TSTypeAliasDeclaration(_)
                    | Declaration::TSInterfaceDeclaration(_) => continue,
                    _ => return,
                },
                // Bindings made before any code runs, or nothing at all.
                Statement::ImportDeclaration(_)
                | Statement::ExportNamedDeclaration(_)
                | Statement::ExportFromDeclaration(_)
                | Statement::ExportAllDeclaration(_) => continue,
                st => st,
            };
            match st {
                Statement::VariableDeclaration(d) => {
                    if !self.fold_const_decl(d) {
                        return;
                    }
                }
                Statement::FunctionDeclaration(_)
                | Statement::TSTypeAliasDeclaration(_)
                | Statement::TSInterfaceDeclaration(_)
                | Statement::EmptyStatement(_) => {}
                _ => return,
            }
        }
    }

    /// Folds the literal `const`s of one top-level declaration
    /// ([`Self::fold_consts`]); whether every initialiser is a literal.
    fn fold_const_decl(&mut self, d: &'a VariableDeclaration<'a>) -> bool {
        let mut literal_only = true;
        for v in &d.declarations {
            let c = v.init.as_ref().and_then(|e| self.literal_const(e));
            if (c.is_some() || v.init.is_none())
                && d.kind != VariableDeclarationKind::Var
                && let BindingPattern::BindingIdentifier(id) = &v.id
                && let Some(sym) = id.symbol_id.get()
            {
                self.early_init.insert(sym);
            }
            match (c, &v.id) {
                (Some(c), BindingPattern::BindingIdentifier(id))
                    if d.kind == VariableDeclarationKind::Const =>
                {
                    if let Some(sym) = id.symbol_id.get()
                        && !self.is_mutated(sym)
                    {
                        self.consts.insert(sym, c);
                    }
                }
                (Some(_), _) => {}
                (None, _) => literal_only &= v.init.is_none(),
            }
        }
        literal_only
    }

    /// The constant a literal initialiser evaluates to (numbers, also
    /// negated, strings, booleans, null).
    fn literal_const(&mut self, e: &Expression<'a>) -> Option<Const> {
        match expr::strip(e) {
            Expression::NumericLiteral(n) => Some(Const::Num(n.value)),
            Expression::StringLiteral(s) => {
                let units = expr::string_units(&s.value, s.lone_surrogates);
                Some(Const::Str(self.m.strings.intern_units(units)))
            }
            Expression::BooleanLiteral(b) => Some(Const::Bool(b.value)),
            Expression::NullLiteral(_) => Some(Const::Null),
            // Number arithmetic over literals and constants folded before
            // (`const B = A | 2`, `const MASK = ~FLAG`, `1 << 4`): no side
            // effect, so folding keeps the following constants foldable.
            Expression::Identifier(id) => match self.symbol_of(id) {
                Some(sym) => match self.consts.get(&sym) {
                    Some(&c @ Const::Num(_)) => Some(c),
                    _ => None,
                },
                None => None,
            },
            Expression::UnaryExpression(u) => {
                let Const::Num(a) = self.literal_const(&u.argument)? else {
                    return None;
                };
                match u.operator {
                    UnaryOperator::UnaryNegation => Some(Const::Num(-a)),
                    UnaryOperator::UnaryPlus => Some(Const::Num(a)),
                    UnaryOperator::BitwiseNot => Some(Const::Num(f64::from(!enums::to_int32(a)))),
                    _ => None,
                }
            }
            Expression::BinaryExpression(b) => {
                let Const::Num(x) = self.literal_const(&b.left)? else {
                    return None;
                };
                let Const::Num(y) = self.literal_const(&b.right)? else {
                    return None;
                };
                let v = enums::fold_numeric(b.operator, x, y)?;
                Some(Const::Num(v))
            }
            _ => None,
        }
    }

    fn alloc_func(&mut self) -> FuncId {
        self.m
            .funcs
            .push(Fx::new(FuncId(0), String::new(), FuncKind::Normal).func);
        FuncId(self.m.funcs.len() as u32 - 1)
    }

    fn finish(&mut self, fx: Fx) {
        let fid = fx.fid;
        let name = std::mem::take(&mut self.m.funcs[fid.index()].name);
        self.m.funcs[fid.index()] = fx.func;
        if self.m.funcs[fid.index()].name.is_empty() {
            self.m.funcs[fid.index()].name = name;
        }
    }

    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    pub(crate) fn unsupported(&mut self, what: &str, span: Span) {
        self.diags.push(Diagnostic::unsupported(what, span));
    }

    /// A site for runtime errors at `span`'s start.
    pub(crate) fn site(&mut self, span: Span) -> SiteId {
        let (line, col) = self.lines.line_utf16_col(self.source, span.start as usize);
        self.m.site(self.cur_file as u32, line, col)
    }

    /// A site whose message quotes `e` as V8 prints it back
    /// (`callsite.rs`).
    pub(crate) fn site_for_expr(&mut self, e: &Expression<'_>) -> SiteId {
        let s = self.site(oxc_span::GetSpan::span(e));
        self.m.sites[s.index()].text = Some(callsite::call_text(e));
        s
    }

    /// A site at `span` whose message quotes `text`, if any.
    pub(crate) fn site_quoting(&mut self, span: Span, text: Option<String>) -> SiteId {
        let s = self.site(span);
        self.m.sites[s.index()].text = text;
        s
    }

    pub(crate) fn str_const(&mut self, s: &str) -> Operand {
        Operand::Const(Const::Str(self.m.strings.intern(s)))
    }

    /// Queues a function body for lowering (it closes over the environment
    /// current in `fx`) and returns its id.
    pub(crate) fn queue_function(&mut self, fx: &Fx, ast: FnAst<'a>) -> FuncId {
        let fid = self.alloc_func();
        let (params, name, scope): (Option<&FormalParameters<'a>>, String, Option<ScopeId>) =
            match ast {
                FnAst::Func(f) => (
                    Some(&f.params),
                    f.id.as_ref()
                        .map(|i| i.name.to_string())
                        .unwrap_or_default(),
                    f.scope_id.get(),
                ),
                FnAst::Arrow(a) => {
                    // An arrow's `super` is its enclosing method's.
                    if fx.static_method {
                        self.static_methods.insert(fid);
                    }
                    (Some(&a.params), String::new(), None)
                }
                FnAst::Ctor(c, info) => {
                    let m = class::constructor_of(c);
                    if m.is_none() && info.derived {
                        self.varargs.insert(fid);
                    }
                    (
                        m.map(|m| &*m.value.params),
                        c.id.as_ref()
                            .map(|i| i.name.to_string())
                            .unwrap_or_default(),
                        m.and_then(|m| m.value.scope_id.get()),
                    )
                }
                FnAst::ClassStatics(_) | FnAst::ModuleBody(..) => (None, String::new(), None),
            };
        if let FnAst::Func(f) = ast
            && (f.generator || f.r#async)
        {
            self.coroutine_fns.insert(fid);
        }
        if let FnAst::Arrow(a) = ast
            && a.r#async
        {
            self.coroutine_fns.insert(fid);
        }
        let n = params.map_or(0, |p| p.items.len());
        let varargs = params.is_some_and(|p| p.rest.is_some())
            || scope.is_some_and(|s| {
                self.facts.arguments_used.contains(&s) || self.facts.arguments_captured.contains(&s)
            });
        if varargs {
            self.varargs.insert(fid);
        }
        self.arity.insert(fid, n);
        self.m.funcs[fid.index()].name = name;
        let span = match ast {
            FnAst::Func(f) => Some(f.span),
            FnAst::Arrow(a) => Some(a.span),
            FnAst::Ctor(c, _) => Some(c.span),
            FnAst::ClassStatics(_) | FnAst::ModuleBody(..) => None,
        };
        if let Some(span) = span {
            self.set_source(fid, span);
        }
        let (_, chain) = fx.current_env();
        self.fn_chain.insert(fid, chain.clone());
        self.queue.push((fid, ast, chain, self.cur_file));
        fid
    }

    /// Records `span` of the current file as `fid`'s source text, from its
    /// first token that node's text keeps (`strip::source_start`).
    pub(crate) fn set_source(&mut self, fid: FuncId, span: oxc_span::Span) {
        let start = crate::strip::source_start(self.source, span);
        self.m.fn_sources.insert(
            fid,
            crate::ir::FnSource {
                file: self.cur_file as u32,
                start,
                end: span.end,
            },
        );
    }

    /// The symbol of a function expression's own name if its body uses the
    /// name as a value (not only to call it).
    pub(crate) fn self_naming(&self, f: &Function<'a>) -> Option<SymbolId> {
        let sym = f.id.as_ref()?.symbol_id.get()?;
        (f.r#type == FunctionType::FunctionExpression && self.facts.value_used.contains(&sym))
            .then_some(sym)
    }

    /// Evaluates a function expression whose body uses its own name as a
    /// value: a one-slot environment holding the new function object, which
    /// the function closes over (ECMAScript's funcEnv), so that the name is
    /// the very object every time the expression is evaluated.
    pub(crate) fn self_named_closure(
        &mut self,
        fx: &mut Fx,
        f: &'a Function<'a>,
        sym: SymbolId,
    ) -> (FuncId, Operand) {
        let id = EnvId(self.envs.len() as u32);
        self.envs.push(EnvInfo {
            size: 1,
            ..EnvInfo::default()
        });
        let (parent, _) = fx.current_env();
        let var = fx.new_var(Some(format!("%env{}", id.0)));
        fx.emit(Inst::Assign(var, Rv::NewEnv(parent, 1)));
        fx.env_stack.push((id, var));
        let fid = self.queue_function(fx, FnAst::Func(f));
        self.self_named.insert(fid, (sym, id));
        let c = self.make_closure(fx, fid);
        fx.emit(Inst::EnvStore(Operand::Var(var), 0, 0, c));
        fx.env_stack.pop();
        (fid, c)
    }

    /// Creates the function object for a queued function, closing over the
    /// current environment.
    pub(crate) fn make_closure(&mut self, fx: &mut Fx, fid: FuncId) -> Operand {
        self.escaping.insert(fid);
        let (env, _) = fx.current_env();
        fx.assign_temp(Rv::MakeClosure(fid, env))
    }

    fn lower_function(&mut self, fid: FuncId, ast: FnAst<'a>, chain: Vec<EnvId>) {
        let kind = match ast {
            FnAst::Func(_) if self.methods.contains(&fid) => FuncKind::Method,
            FnAst::Func(f)
                if matches!(
                    f.r#type,
                    FunctionType::FunctionExpression | FunctionType::FunctionDeclaration
                ) =>
            {
                FuncKind::Normal
            }
            FnAst::Func(_) => FuncKind::Method,
            FnAst::Arrow(_) => FuncKind::Arrow,
            FnAst::Ctor(_, info) => FuncKind::ClassConstructor {
                derived: info.derived,
            },
            FnAst::ClassStatics(_) | FnAst::ModuleBody(..) => FuncKind::Method,
        };
        let name = self.m.funcs[fid.index()].name.clone();
        let mut fx = Fx::new(fid, name, kind);
        fx.outer_chain = chain;
        fx.static_method = self.static_methods.contains(&fid);
        if let FnAst::Ctor(_, info) = ast {
            fx.func.paren_heritage = info.paren_heritage;
        }
        if !fx.outer_chain.is_empty() {
            let v = fx.new_var(Some("%outer_env".into()));
            fx.emit(Inst::Assign(v, Rv::OuterEnv));
            fx.outer_env = Some(v);
            fx.func.has_env = true;
        }
        match ast {
            FnAst::Func(f) => {
                let coroutine = match (f.generator, f.r#async) {
                    (true, false) => Some(CoKind::Generator),
                    (false, true) => Some(CoKind::Async),
                    (false, false) => None,
                    (true, true) => Some(CoKind::AsyncGenerator),
                };
                if coroutine.is_some() {
                    let callee = fx.new_var(Some("%callee".into()));
                    fx.func.callee_var = Some(callee);
                }
                let rejects = self.open_async_prologue(&mut fx, coroutine);
                self.function_prologue(&mut fx, f.scope_id.get(), Some(&f.params));
                // A named function expression sees its own name: the very
                // function object, in the environment its evaluation made
                // (`self_named_closure`), or nothing if only called.
                if let Some(&(sym, env)) = self.self_named.get(&fid) {
                    self.bindings.insert(
                        sym,
                        Binding {
                            storage: Storage::Env(env, 0),
                            mode: Mode::FunctionName,
                            known_fn: Some(fid),
                        },
                    );
                } else if f.r#type == FunctionType::FunctionExpression
                    && let Some(id) = &f.id
                    && let Some(sym) = id.symbol_id.get()
                {
                    let value = if let Some(callee) = fx.func.callee_var {
                        // A coroutine has its function object at hand.
                        Operand::Var(callee)
                    } else if self.facts.value_used.contains(&sym) {
                        let env = fx.outer_env.map_or(Operand::UNDEF, Operand::Var);
                        self.escaping.insert(fid);
                        fx.assign_temp(Rv::MakeClosure(fid, env))
                    } else {
                        Operand::UNDEF
                    };
                    match self.bindings.get(&sym).map(|b| b.storage) {
                        Some(Storage::Env(..)) => {
                            let known = (coroutine.is_none()).then_some(fid);
                            if let Some(b) = self.bindings.get_mut(&sym) {
                                b.known_fn = known;
                                b.mode = Mode::FunctionName;
                            }
                            self.init_binding(&mut fx, sym, value);
                        }
                        _ => {
                            let var = fx.new_var(Some(id.name.to_string()));
                            fx.emit(Inst::Assign(var, Rv::Use(value)));
                            self.bindings.insert(
                                sym,
                                Binding {
                                    storage: Storage::Local(fid, var),
                                    mode: Mode::FunctionName,
                                    known_fn: coroutine.is_none().then_some(fid),
                                },
                            );
                        }
                    }
                }
                self.close_async_prologue(&mut fx, rejects);
                if let Some(kind) = coroutine {
                    self.begin_coroutine(&mut fx, kind);
                }
                if let Some(body) = &f.body {
                    self.function_body(&mut fx, &body.statements);
                }
                fx.terminate(Term::Return(Operand::UNDEF));
            }
            FnAst::Arrow(a) => {
                let coroutine = a.r#async.then_some(CoKind::Async);
                if coroutine.is_some() {
                    let callee = fx.new_var(Some("%callee".into()));
                    fx.func.callee_var = Some(callee);
                }
                let rejects = self.open_async_prologue(&mut fx, coroutine);
                self.function_prologue(&mut fx, a.scope_id.get(), Some(&a.params));
                self.close_async_prologue(&mut fx, rejects);
                if let Some(kind) = coroutine {
                    self.begin_coroutine(&mut fx, kind);
                }
                match &a.body {
                    ArrowFunctionBody::FunctionBody(body) => {
                        self.function_body(&mut fx, &body.statements);
                        fx.terminate(Term::Return(Operand::UNDEF));
                    }
                    body => {
                        if let Some(e) = body.as_expression() {
                            let v = self.expr(&mut fx, e);
                            fx.terminate(Term::Return(v));
                        }
                    }
                }
            }
            FnAst::Ctor(c, info) => {
                // Arrows in field initialisers capture the constructor's `this`.
                if let (Some(cs), Some(m)) = (c.scope_id.get(), class::constructor_of(c))
                    && self.facts.this_captured.contains(&cs)
                    && let Some(s) = m.value.scope_id.get()
                {
                    self.facts.this_captured.insert(s);
                }
                self.lower_constructor(&mut fx, c, info)
            }
            FnAst::ClassStatics(c) => self.lower_class_statics(&mut fx, c),
            FnAst::ModuleBody(program, k) if self.link.cjs[k] => {
                self.lower_cjs_body(&mut fx, program, k)
            }
            FnAst::ModuleBody(program, k) => self.lower_lazy_body(&mut fx, program, k),
        }
        self.finish(fx);
    }

    /// Parameters, `this`/`new.target`, and the function's own environment.
    pub(crate) fn function_prologue(
        &mut self,
        fx: &mut Fx,
        scope: Option<ScopeId>,
        params: Option<&'a FormalParameters<'a>>,
    ) {
        let non_arrow = !fx.arrow;
        if non_arrow && fx.func.this_var.is_none() {
            fx.func.this_var = Some(fx.new_var(Some("this".into())));
        }
        let uses_new_target = scope.is_some_and(|s| {
            self.facts.new_target_captured.contains(&s) || self.facts.new_target_used.contains(&s)
        }) || matches!(fx.func.kind, FuncKind::ClassConstructor { .. });
        if non_arrow && uses_new_target && fx.func.new_target_var.is_none() {
            fx.func.new_target_var = Some(fx.new_var(Some("new.target".into())));
        }
        let varargs = params.is_some_and(|p| p.rest.is_some())
            || (non_arrow
                && scope.is_some_and(|s| {
                    self.facts.arguments_captured.contains(&s) || self.uses_arguments(s)
                }));
        fx.func.varargs |= varargs;
        if let Some(s) = scope {
            self.enter_scope(fx, s, true);
        }
        if let Some(params) = params {
            self.params_only(fx, params, scope);
        }
    }

    /// The parameters of [`Self::function_prologue`], after the scope is
    /// entered (a class constructor initialises its fields in between).
    pub(crate) fn params_only(
        &mut self,
        fx: &mut Fx,
        params: &'a FormalParameters<'a>,
        scope: Option<ScopeId>,
    ) {
        fx.func.length = params
            .items
            .iter()
            .take_while(|p| p.initializer.is_none())
            .count() as u32;
        self.lower_params(fx, params, scope);
    }

    /// Whether a function body refers to `arguments` itself.
    fn uses_arguments(&self, scope: ScopeId) -> bool {
        self.facts.arguments_used.contains(&scope)
    }

    fn function_body(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        self.body_var_env(fx, stmts);
        self.hoist_vars(fx, stmts);
        self.declare_lexical(fx, stmts);
        self.lower_stmts(fx, stmts);
    }

    /// Enters a scope: bindings it declares that a nested function captures
    /// get an environment (created here), the others get storage when
    /// declared. A function scope also stores `this`, `arguments` and
    /// `new.target` in the environment when an arrow captures them.
    pub(crate) fn enter_scope(&mut self, fx: &mut Fx, scope: ScopeId, function: bool) {
        let mut captured: Vec<SymbolId> = self
            .scoping
            .get_bindings(scope)
            .values()
            .copied()
            .filter(|s| self.facts.captured.contains(s))
            .collect();
        captured.sort();
        // Module-level bindings of the module's own scope are globals.
        if fx.func.is_main && function {
            captured.clear();
        }
        let mut info = EnvInfo::default();
        let mut slots = Vec::new();
        for s in &captured {
            slots.push((*s, info.size));
            info.size += 1;
        }
        if function && !fx.arrow {
            if self.facts.this_captured.contains(&scope) && fx.func.this_var.is_some() {
                info.this_slot = Some(info.size);
                info.derived_this =
                    matches!(fx.func.kind, FuncKind::ClassConstructor { derived: true });
                info.size += 1;
            }
            if self.facts.arguments_captured.contains(&scope) {
                info.arguments_slot = Some(info.size);
                info.size += 1;
            }
            if self.facts.new_target_captured.contains(&scope) && fx.func.new_target_var.is_some() {
                info.new_target_slot = Some(info.size);
                info.size += 1;
            }
        }
        if info.size == 0 {
            return;
        }
        let id = EnvId(self.envs.len() as u32);
        let (parent, _) = fx.current_env();
        let var = fx.new_var(Some(format!("%env{}", id.0)));
        fx.emit(Inst::Assign(var, Rv::NewEnv(parent, info.size)));
        fx.env_stack.push((id, var));
        self.scope_envs.insert(scope, id);
        for (sym, slot) in slots {
            let mode = self.mode_of(sym);
            self.bindings.insert(
                sym,
                Binding {
                    storage: Storage::Env(id, slot),
                    mode,
                    known_fn: None,
                },
            );
        }
        if let (Some(slot), Some(t)) = (info.this_slot, fx.func.this_var) {
            fx.emit(Inst::EnvStore(Operand::Var(var), 0, slot, Operand::Var(t)));
            fx.this_env_slot = Some((var, slot));
        }
        if let Some(slot) = info.arguments_slot {
            let a = fx.assign_temp(Rv::Arguments);
            fx.emit(Inst::EnvStore(Operand::Var(var), 0, slot, a));
        }
        if let (Some(slot), Some(t)) = (info.new_target_slot, fx.func.new_target_var) {
            fx.emit(Inst::EnvStore(Operand::Var(var), 0, slot, Operand::Var(t)));
        }
        self.envs.push(info);
    }

    /// Leaves a block scope entered with [`enter_scope`].
    pub(crate) fn leave_scope(&mut self, fx: &mut Fx, scope: ScopeId) {
        if let Some(id) = self.scope_envs.get(&scope)
            && fx.env_stack.last().is_some_and(|(e, _)| e == id)
        {
            fx.env_stack.pop();
        }
    }

    /// How a symbol was declared, from its flags.
    fn mode_of(&self, sym: SymbolId) -> Mode {
        modules::mode_of(self.scoping, sym)
    }

    /// Declares a binding in `fx`'s current scope and starts its TDZ (or
    /// sets it to undefined, for `var`). Environment bindings were given
    /// their storage by `enter_scope`; they only start their TDZ here.
    fn declare_binding(&mut self, fx: &mut Fx, sym: SymbolId, mode: Mode) {
        let name = self.scoping.symbol_name(sym).to_string();
        let init = if mode.has_tdz() {
            Const::Uninit
        } else {
            Const::Undef
        };
        if let Some(b) = self.bindings.get_mut(&sym)
            && let Storage::Env(e, slot) = b.storage
        {
            b.mode = mode;
            if !mode.has_tdz()
                && let Some((env, hops)) = fx.env_path(e)
            {
                fx.emit(Inst::EnvStore(env, hops, slot, Operand::Const(init)));
            }
            return;
        }
        if fx.func.is_main && self.facts.captured.contains(&sym) && self.is_module_scope(sym) {
            // An exported binding has its global from linking.
            let gid = match self.link.globals[self.cur_file].get(&sym) {
                Some(&gid) => gid,
                None => self.m.add_global(name, Ty::NONE),
            };
            self.bindings.insert(
                sym,
                Binding {
                    storage: Storage::Global(gid),
                    mode,
                    known_fn: None,
                },
            );
            fx.emit(Inst::SetGlobal(gid, Operand::Const(init)));
        } else {
            let var = fx.new_var(Some(name));
            self.bindings.insert(
                sym,
                Binding {
                    storage: Storage::Local(fx.fid, var),
                    mode,
                    known_fn: None,
                },
            );
            fx.emit(Inst::Assign(var, Rv::Use(Operand::Const(init))));
        }
    }

    fn is_module_scope(&self, sym: SymbolId) -> bool {
        self.scoping.symbol_scope_id(sym) == self.scoping.root_scope_id()
    }

    /// Whether anything assigns to `sym` after its declaration.
    pub(crate) fn is_mutated(&mut self, sym: SymbolId) -> bool {
        if let Some(&m) = self.mutated.get(&sym) {
            return m;
        }
        let scoping = self.scoping;
        let m = scoping
            .get_resolved_reference_ids(sym)
            .iter()
            .any(|&r| scoping.get_reference(r).is_write());
        self.mutated.insert(sym, m);
        m
    }

    /// The binding a name refers to; None for a global, including one only
    /// declared for the type checker (`declare const x: T`).
    pub(crate) fn symbol_of(&self, ident: &IdentifierReference<'_>) -> Option<SymbolId> {
        ident
            .reference_id
            .get()
            .filter(|r| !self.param_global_refs.contains(r))
            .and_then(|r| self.scoping.get_reference(r).symbol_id())
            .filter(|s| !self.facts.ambient.contains(s))
    }

    /// The binding a reference resolves to: its symbol's, unless the
    /// reference sees another one ([`Self::ref_bindings`]).
    pub(crate) fn binding_of(
        &self,
        id: &IdentifierReference<'_>,
        sym: SymbolId,
    ) -> Option<Binding> {
        id.reference_id
            .get()
            .and_then(|r| self.ref_bindings.get(&r))
            .or_else(|| self.bindings.get(&sym))
            .copied()
    }

    /// Initialises a binding at its declaration (no TDZ or const check).
    pub(crate) fn init_binding(&mut self, fx: &mut Fx, sym: SymbolId, value: Operand) {
        match self.bindings.get(&sym).map(|b| b.storage) {
            Some(Storage::Local(_, var)) => fx.emit(Inst::Assign(var, Rv::Use(value))),
            Some(Storage::Global(gid)) => fx.emit(Inst::SetGlobal(gid, value)),
            Some(Storage::Env(e, slot)) => match fx.env_path(e) {
                Some((env, hops)) => fx.emit(Inst::EnvStore(env, hops, slot, value)),
                None => self.unsupported("this closure", Span::new(0, 0)),
            },
            None => {}
        }
    }
}

/// The `var` declarations of a function body (not of nested functions).
fn collect_var_decls<'b, 'a>(stmts: &'b [Statement<'a>], out: &mut Vec<&'b BindingIdentifier<'a>>) {
    for s in stmts {
        collect_var_stmt(s, out);
    }
}

fn collect_var_decl<'b, 'a>(
    d: &'b VariableDeclaration<'a>,
    out: &mut Vec<&'b BindingIdentifier<'a>>,
) {
    if d.kind == VariableDeclarationKind::Var && !d.declare {
        for decl in &d.declarations {
            collect_pattern_ids(&decl.id, out);
        }
    }
}

pub(crate) fn collect_pattern_ids<'b, 'a>(
    p: &'b BindingPattern<'a>,
    out: &mut Vec<&'b BindingIdentifier<'a>>,
) {
    match p {
        BindingPattern::BindingIdentifier(id) => out.push(id),
        BindingPattern::ObjectPattern(o) => {
            for prop in &o.properties {
                collect_pattern_ids(&prop.value, out);
            }
            if let Some(r) = &o.rest {
                collect_pattern_ids(&r.argument, out);
            }
        }
        BindingPattern::ArrayPattern(a) => {
            for e in a.elements.iter().flatten() {
                collect_pattern_ids(e, out);
            }
            if let Some(r) = &a.rest {
                collect_pattern_ids(&r.argument, out);
            }
        }
        BindingPattern::AssignmentPattern(a) => collect_pattern_ids(&a.left, out),
    }
}

fn collect_var_stmt<'b, 'a>(s: &'b Statement<'a>, out: &mut Vec<&'b BindingIdentifier<'a>>) {
    match s {
        Statement::VariableDeclaration(d) => collect_var_decl(d, out),
        Statement::BlockStatement(b) => collect_var_decls(&b.body, out),
        Statement::IfStatement(i) => {
            collect_var_stmt(&i.consequent, out);
            if let Some(a) = &i.alternate {
                collect_var_stmt(a, out);
            }
        }
        Statement::WhileStatement(w) => collect_var_stmt(&w.body, out),
        Statement::DoWhileStatement(w) => collect_var_stmt(&w.body, out),
        Statement::ForStatement(f) => {
            if let Some(ForStatementInit::VariableDeclaration(d)) = &f.init {
                collect_var_decl(d, out);
            }
            collect_var_stmt(&f.body, out);
        }
        Statement::ForInStatement(f) => {
            if let ForStatementLeft::VariableDeclaration(d) = &f.left {
                collect_var_decl(d, out);
            }
            collect_var_stmt(&f.body, out);
        }
        Statement::ForOfStatement(f) => {
            if let ForStatementLeft::VariableDeclaration(d) = &f.left {
                collect_var_decl(d, out);
            }
            collect_var_stmt(&f.body, out);
        }
        Statement::LabeledStatement(l) => collect_var_stmt(&l.body, out),
        Statement::SwitchStatement(sw) => {
            for c in &sw.cases {
                collect_var_decls(&c.consequent, out);
            }
        }
        Statement::TryStatement(t) => {
            collect_var_decls(&t.block.body, out);
            if let Some(h) = &t.handler {
                collect_var_decls(&h.body.body, out);
            }
            if let Some(f) = &t.finalizer {
                collect_var_decls(&f.body, out);
            }
        }
        Statement::ExportDeclaration(e) => {
            if let Declaration::VariableDeclaration(d) = &e.declaration {
                collect_var_decl(d, out);
            }
        }
        _ => {}
    }
}

impl<'a> Lowerer<'a, '_> {
    /// Function-level hoisting of `var`: each binding starts as undefined,
    /// except one redeclaring a parameter, which keeps its value.
    fn hoist_vars(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        let mut ids = Vec::new();
        collect_var_decls(stmts, &mut ids);
        let mut seen = HashSet::new();
        for id in ids {
            if let Some(sym) = id.symbol_id.get()
                && seen.insert(sym)
                && !matches!(
                    self.bindings.get(&sym),
                    Some(
                        Binding {
                            storage: Storage::Local(..) | Storage::Global(_),
                            ..
                        } | Binding {
                            mode: Mode::Param,
                            ..
                        }
                    )
                )
            {
                self.declare_binding(fx, sym, Mode::Var);
            }
        }
    }

    /// The lexical declarations of a statement list: `let`/`const`/`class`
    /// enter their TDZ, function declarations get their function objects,
    /// enums are bound.
    pub(crate) fn declare_lexical(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        let mut functions = Vec::new();
        for s in stmts {
            let decl = match s {
                Statement::ImportDeclaration(i) => {
                    self.declare_import(fx, i);
                    continue;
                }
                Statement::ExportDeclaration(e) => &e.declaration,
                Statement::ExportDefaultDeclaration(e) => {
                    match &e.declaration {
                        ExportDefaultDeclarationKind::FunctionDeclaration(f)
                            if f.id.is_some() && f.body.is_some() =>
                        {
                            functions.push(&**f)
                        }
                        ExportDefaultDeclarationKind::ClassDeclaration(c) => {
                            if let Some(sym) = c.id.as_ref().and_then(|id| id.symbol_id.get()) {
                                self.declare_binding(fx, sym, Mode::Class);
                            }
                        }
                        _ => {}
                    }
                    continue;
                }
                _ => match s.as_declaration() {
                    Some(d) => d,
                    None => continue,
                },
            };
            match decl {
                Declaration::FunctionDeclaration(f) if !f.declare && f.body.is_some() => {
                    functions.push(&**f)
                }
                d => self.declare_lexical_decl(fx, d),
            }
        }
        // Function declarations are initialised when their scope is entered,
        // after every binding of the scope exists.
        for f in functions {
            self.declare_function(fx, f);
        }
    }

    fn declare_function(&mut self, fx: &mut Fx, f: &'a Function<'a>) {
        let Some(id) = &f.id else { return };
        let Some(sym) = id.symbol_id.get() else {
            return;
        };
        let fid = self.queue_function(fx, FnAst::Func(f));
        let mutated = self.is_mutated(sym);
        if !matches!(
            self.bindings.get(&sym),
            Some(Binding {
                storage: Storage::Env(..),
                ..
            })
        ) {
            self.declare_binding(fx, sym, Mode::Function);
        } else if let Some(b) = self.bindings.get_mut(&sym) {
            b.mode = Mode::Function;
        }
        // A coroutine's call entry takes its function object, one per
        // evaluation of the declaration (its `prototype` is its
        // generators'): it is always made, and calls go through it.
        let coroutine = self.coroutine_fns.contains(&fid);
        if let Some(b) = self.bindings.get_mut(&sym)
            && !mutated
            && !coroutine
        {
            b.known_fn = Some(fid);
        }
        if self.facts.value_used.contains(&sym) || mutated || coroutine {
            let c = self.make_closure(fx, fid);
            self.init_binding(fx, sym, c);
        }
    }

    fn declare_lexical_decl(&mut self, fx: &mut Fx, decl: &'a Declaration<'a>) {
        match decl {
            Declaration::VariableDeclaration(d) => self.declare_lexical_vars(fx, d),
            Declaration::TSEnumDeclaration(e) if !e.declare => self.declare_enum(fx, e),
            Declaration::ClassDeclaration(c) if !c.declare => {
                if let Some(sym) = c.id.as_ref().and_then(|id| id.symbol_id.get()) {
                    self.declare_binding(fx, sym, Mode::Class);
                }
            }
            Declaration::TSNamespaceDeclaration(n)
                if !n.declare && !crate::namespaces::type_only_namespace(n) =>
            {
                self.unsupported("namespaces", n.span)
            }
            Declaration::TSImportEqualsDeclaration(i) => self.unsupported("`import =`", i.span),
            _ => {}
        }
    }

    /// The `let`/`const` bindings of a declaration enter their TDZ.
    pub(crate) fn declare_lexical_vars(&mut self, fx: &mut Fx, d: &'a VariableDeclaration<'a>) {
        if d.kind == VariableDeclarationKind::Var || d.declare {
            return;
        }
        let mode = if d.kind == VariableDeclarationKind::Const {
            Mode::Const
        } else {
            Mode::Let
        };
        if matches!(
            d.kind,
            VariableDeclarationKind::Using | VariableDeclarationKind::AwaitUsing
        ) {
            self.unsupported("`using` declarations", d.span);
            return;
        }
        for declarator in &d.declarations {
            let mut ids = Vec::new();
            collect_pattern_ids(&declarator.id, &mut ids);
            for id in ids {
                if let Some(sym) = id.symbol_id.get() {
                    self.declare_binding(fx, sym, mode);
                }
            }
            // `const f = () => …`: calls of f are direct.
            if mode == Mode::Const
                && let (BindingPattern::BindingIdentifier(id), Some(init)) =
                    (&declarator.id, &declarator.init)
                && let Some(sym) = id.symbol_id.get()
            {
                let ast = match init.without_parentheses() {
                    Expression::ArrowFunctionExpression(a) => Some(FnAst::Arrow(a)),
                    // (One that names itself is made where it is
                    // evaluated, with the environment holding its name.)
                    Expression::FunctionExpression(f) if self.self_naming(f).is_none() => {
                        Some(FnAst::Func(f))
                    }
                    _ => None,
                };
                if let Some(ast) = ast {
                    let coroutine = match ast {
                        FnAst::Func(f) => f.generator || f.r#async,
                        FnAst::Arrow(a) => a.r#async,
                        _ => false,
                    };
                    if coroutine {
                        continue;
                    }
                    let fid = self.queue_function(fx, ast);
                    if self.m.funcs[fid.index()].name.is_empty() {
                        self.m.funcs[fid.index()].name = id.name.to_string();
                    }
                    if let Some(b) = self.bindings.get_mut(&sym) {
                        b.known_fn = Some(fid);
                    }
                }
            }
        }
    }
}

impl<'a> Lowerer<'a, '_> {
    /// A binding's current value (with its TDZ check).
    pub(crate) fn read_binding_value(
        &mut self,
        fx: &mut Fx,
        b: Binding,
        name: &str,
        span: Span,
    ) -> Operand {
        self.read_storage(fx, b, name, span, true)
    }
}

impl Lowerer<'_, '_> {
    /// The slot `pick` names in the innermost environment of the current
    /// chain that has one, loaded (None when no reachable environment
    /// has it).
    pub(crate) fn load_env_slot(
        &mut self,
        fx: &mut Fx,
        pick: impl Fn(&EnvInfo) -> Option<u32>,
    ) -> Option<Operand> {
        let (_, chain) = fx.current_env();
        for e in chain {
            if let Some(slot) = pick(&self.envs[e.0 as usize])
                && let Some((env, hops)) = fx.env_path(e)
            {
                return Some(fx.assign_temp(Rv::EnvLoad(env, hops, slot)));
            }
        }
        None
    }

    /// An environment holding only `this`, for a function whose `this` an
    /// arrow captures but that has no scope of its own (an implied
    /// constructor, a class's static initialiser).
    pub(crate) fn push_this_env(&mut self, fx: &mut Fx) {
        if fx.this_env_slot.is_some() {
            return;
        }
        let Some(t) = fx.func.this_var else { return };
        let info = EnvInfo {
            size: 1,
            this_slot: Some(0),
            derived_this: matches!(fx.func.kind, FuncKind::ClassConstructor { derived: true }),
            ..EnvInfo::default()
        };
        let var = self.push_env1(fx, info, Operand::Var(t));
        fx.this_env_slot = Some((var, 0));
    }

    /// Pushes an environment of one slot (described by `info`) holding `v`
    /// onto the current chain; its variable comes back.
    pub(crate) fn push_env1(&mut self, fx: &mut Fx, info: EnvInfo, v: Operand) -> VarId {
        let id = EnvId(self.envs.len() as u32);
        self.envs.push(info);
        let (parent, _) = fx.current_env();
        let var = fx.new_var(Some(format!("%env{}", id.0)));
        fx.emit(Inst::Assign(var, Rv::NewEnv(parent, 1)));
        fx.emit(Inst::EnvStore(Operand::Var(var), 0, 0, v));
        fx.env_stack.push((id, var));
        var
    }
}
