//! Lowering: the oxc AST and its scopes to kiln IR.
//!
//! One [`Lowerer`] walks the whole program; each function under
//! construction is an [`Fx`]. Bindings are resolved through oxc's symbol
//! table: a module-level binding that another function touches becomes a
//! global, every other binding a variable of its function. Constructs kiln
//! does not compile yet become "unsupported" diagnostics, and lowering goes
//! on so that one run reports them all.

pub mod captures;
mod enums;
mod expr;
mod stmt;

use crate::diagnostics::{Diagnostic, Position};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_semantic::Scoping;
use oxc_span::Span;
use oxc_syntax::symbol::SymbolId;
use std::collections::{HashMap, HashSet};

/// How a binding was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    Var,
    Let,
    Const,
    Param,
}

impl Mode {
    fn has_tdz(self) -> bool {
        matches!(self, Mode::Let | Mode::Const)
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Binding {
    Local {
        func: FuncId,
        var: VarId,
        mode: Mode,
        known_fn: Option<FuncId>,
    },
    Global {
        gid: GlobalId,
        mode: Mode,
        known_fn: Option<FuncId>,
    },
    /// A function declaration: calls to it are direct.
    Func(FuncId),
    /// A TypeScript enum whose members are compile-time constants.
    Enum(usize),
}

#[derive(Clone, Copy)]
pub(crate) enum FnAst<'a> {
    Func(&'a Function<'a>),
    Arrow(&'a ArrowFunctionExpression<'a>),
}

/// A place `break`/`continue` can go.
pub(crate) struct Target {
    labels: Vec<String>,
    break_to: BlockId,
    /// Some for loops.
    continue_to: Option<BlockId>,
    /// Unlabelled `break` applies to loops and switches only.
    breakable: bool,
}

/// A function under construction.
pub(crate) struct Fx {
    fid: FuncId,
    func: Func,
    cur: BlockId,
    handler: Option<BlockId>,
    targets: Vec<Target>,
}

impl Fx {
    fn new(fid: FuncId, name: String, is_main: bool) -> Fx {
        let mut fx = Fx {
            fid,
            func: Func {
                name,
                params: vec![],
                vars: vec![],
                blocks: vec![],
                ret_ty: Ty::NONE,
                is_main,
            },
            cur: Func::ENTRY,
            handler: None,
            targets: vec![],
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
}

pub(crate) struct Lowerer<'a, 's> {
    m: Module,
    scoping: &'s Scoping,
    source: &'a str,
    diags: Vec<Diagnostic>,
    bindings: HashMap<SymbolId, Binding>,
    captured: HashSet<SymbolId>,
    queue: Vec<(FuncId, FnAst<'a>)>,
    enums: Vec<enums::EnumTable>,
    mutated: HashMap<SymbolId, bool>,
    /// Declared parameter counts (the C arity of each function).
    arity: HashMap<FuncId, usize>,
}

/// Lowers a parsed, scope-resolved program. The module is complete only
/// when the diagnostics are empty.
pub fn lower<'a>(
    program: &'a Program<'a>,
    scoping: &Scoping,
    source: &'a str,
) -> (Module, Vec<Diagnostic>) {
    let captured = captures::Captures::find(program, scoping);
    let mut l = Lowerer {
        m: Module::default(),
        scoping,
        source,
        diags: vec![],
        bindings: HashMap::new(),
        captured,
        queue: vec![],
        enums: vec![],
        mutated: HashMap::new(),
        arity: HashMap::new(),
    };
    l.lower_program(program);
    (l.m, l.diags)
}

impl<'a> Lowerer<'a, '_> {
    fn lower_program(&mut self, program: &'a Program<'a>) {
        let main = self.alloc_func();
        let mut fx = Fx::new(main, String::new(), true);
        self.hoist_vars(&mut fx, &program.body);
        self.declare_lexical(&mut fx, &program.body);
        self.lower_stmts(&mut fx, &program.body);
        fx.terminate(Term::Return(Operand::UNDEF));
        self.finish(fx);
        while let Some((fid, ast)) = self.queue.pop() {
            self.lower_function(fid, ast);
        }
    }

    fn alloc_func(&mut self) -> FuncId {
        self.m.funcs.push(Func {
            name: String::new(),
            params: vec![],
            vars: vec![],
            blocks: vec![],
            ret_ty: Ty::NONE,
            is_main: false,
        });
        FuncId(self.m.funcs.len() as u32 - 1)
    }

    fn finish(&mut self, fx: Fx) {
        let fid = fx.fid;
        self.m.funcs[fid.index()] = fx.func;
    }

    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    pub(crate) fn unsupported(&mut self, what: &str, span: Span) {
        self.diags.push(Diagnostic::unsupported(what, span));
    }

    /// A site for runtime errors at `span`'s start.
    pub(crate) fn site(&mut self, span: Span) -> SiteId {
        let pos = Position::of(self.source, span.start as usize);
        let col = Position::utf16_col(self.source, span.start as usize);
        self.m.site(pos.line, col)
    }

    pub(crate) fn str_const(&mut self, s: &str) -> Operand {
        Operand::Const(Const::Str(self.m.strings.intern(s)))
    }

    /// Queues a function body for lowering and returns its id.
    pub(crate) fn queue_function(&mut self, ast: FnAst<'a>) -> FuncId {
        let fid = self.alloc_func();
        let params = match ast {
            FnAst::Func(f) => &f.params,
            FnAst::Arrow(a) => &a.params,
        };
        self.arity.insert(fid, params.items.len());
        self.queue.push((fid, ast));
        fid
    }

    fn lower_function(&mut self, fid: FuncId, ast: FnAst<'a>) {
        let (name, params, span) = match ast {
            FnAst::Func(f) => {
                let name =
                    f.id.as_ref()
                        .map(|id| id.name.to_string())
                        .unwrap_or_default();
                if f.generator {
                    self.unsupported("generators", f.span);
                } else if f.r#async {
                    self.unsupported("async functions", f.span);
                }
                (name, &*f.params, f.span)
            }
            FnAst::Arrow(a) => {
                if a.r#async {
                    self.unsupported("async functions", a.span);
                }
                (String::new(), &*a.params, a.span)
            }
        };
        let mut fx = Fx::new(fid, name, false);
        let _ = span;
        self.lower_params(&mut fx, params);
        match ast {
            FnAst::Func(f) => {
                if let Some(body) = &f.body {
                    self.hoist_vars(&mut fx, &body.statements);
                    self.declare_lexical(&mut fx, &body.statements);
                    self.lower_stmts(&mut fx, &body.statements);
                }
                fx.terminate(Term::Return(Operand::UNDEF));
            }
            FnAst::Arrow(a) => match &a.body {
                ArrowFunctionBody::FunctionBody(body) => {
                    self.hoist_vars(&mut fx, &body.statements);
                    self.declare_lexical(&mut fx, &body.statements);
                    self.lower_stmts(&mut fx, &body.statements);
                    fx.terminate(Term::Return(Operand::UNDEF));
                }
                body => {
                    if let Some(e) = body.as_expression() {
                        let v = self.expr(&mut fx, e);
                        fx.terminate(Term::Return(v));
                    }
                }
            },
        }
        self.finish(fx);
    }

    fn lower_params(&mut self, fx: &mut Fx, params: &'a FormalParameters<'a>) {
        for p in &params.items {
            let BindingPattern::BindingIdentifier(id) = &p.pattern else {
                self.unsupported("destructuring parameters", p.span);
                continue;
            };
            let Some(sym) = id.symbol_id.get() else {
                continue;
            };
            let incoming = fx.new_var(Some(id.name.to_string()));
            fx.func.params.push(incoming);
            match &p.initializer {
                None => self.bind_local(fx, sym, incoming, Mode::Param, p.span),
                Some(init) => {
                    // `p = init` when the argument is undefined; otherwise the
                    // argument, known not to be undefined.
                    let var = fx.new_var(Some(id.name.to_string()));
                    self.bind_local(fx, sym, var, Mode::Param, p.span);
                    let is_undef = fx.assign_temp(Rv::Binary(
                        BinOp::StrictEq,
                        Operand::Var(incoming),
                        Operand::UNDEF,
                    ));
                    let (use_default, use_arg, join) =
                        (fx.new_block(), fx.new_block(), fx.new_block());
                    fx.terminate(Term::Branch(is_undef, use_default, use_arg));
                    fx.cur = use_default;
                    let d = self.expr(fx, init);
                    fx.emit(Inst::Assign(var, Rv::Use(d)));
                    fx.jump_to(join);
                    fx.cur = use_arg;
                    fx.emit(Inst::Assign(
                        var,
                        Rv::Narrow(Operand::Var(incoming), Ty::ANY.minus(Ty::UNDEF)),
                    ));
                    fx.jump_to(join);
                }
            }
        }
        if let Some(rest) = &params.rest {
            self.unsupported("rest parameters", rest.span);
        }
    }

    /// Binds a symbol to a new local of `fx` (or reports a capture kiln
    /// cannot compile yet).
    fn bind_local(&mut self, fx: &mut Fx, sym: SymbolId, var: VarId, mode: Mode, span: Span) {
        if self.captured.contains(&sym) {
            self.unsupported("a closure capturing a local variable", span);
        }
        self.bindings.insert(
            sym,
            Binding::Local {
                func: fx.fid,
                var,
                mode,
                known_fn: None,
            },
        );
    }

    /// Declares a `let`/`const`/`var` binding in `fx`'s current scope and
    /// starts its TDZ (or sets it to undefined, for `var`).
    fn declare_binding(&mut self, fx: &mut Fx, sym: SymbolId, mode: Mode, span: Span) {
        let name = self.scoping.symbol_name(sym).to_string();
        let init = if mode.has_tdz() {
            Const::Uninit
        } else {
            Const::Undef
        };
        if fx.func.is_main && self.captured.contains(&sym) {
            let gid = GlobalId(self.m.globals.len() as u32);
            self.m.globals.push(Global { name, ty: Ty::NONE });
            self.bindings.insert(
                sym,
                Binding::Global {
                    gid,
                    mode,
                    known_fn: None,
                },
            );
            fx.emit(Inst::SetGlobal(gid, Operand::Const(init)));
        } else {
            let var = fx.new_var(Some(name));
            self.bind_local(fx, sym, var, mode, span);
            fx.emit(Inst::Assign(var, Rv::Use(Operand::Const(init))));
        }
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

    pub(crate) fn symbol_of(&self, ident: &IdentifierReference<'_>) -> Option<SymbolId> {
        ident
            .reference_id
            .get()
            .and_then(|r| self.scoping.get_reference(r).symbol_id())
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
    /// Function-level hoisting of `var`: each binding starts as undefined.
    fn hoist_vars(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        let mut ids = Vec::new();
        collect_var_decls(stmts, &mut ids);
        let mut seen = HashSet::new();
        for id in ids {
            if let Some(sym) = id.symbol_id.get()
                && seen.insert(sym)
                && !self.bindings.contains_key(&sym)
            {
                self.declare_binding(fx, sym, Mode::Var, id.span);
            }
        }
    }

    /// The lexical declarations of a statement list: `let`/`const` enter
    /// their TDZ, function declarations and enums are bound.
    pub(crate) fn declare_lexical(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        for s in stmts {
            let decl = match s {
                Statement::ExportDeclaration(e) => &e.declaration,
                _ => match s.as_declaration() {
                    Some(d) => d,
                    None => continue,
                },
            };
            self.declare_lexical_decl(fx, decl);
        }
    }

    fn declare_lexical_decl(&mut self, fx: &mut Fx, decl: &'a Declaration<'a>) {
        match decl {
            Declaration::VariableDeclaration(d) => self.declare_lexical_vars(fx, d),
            Declaration::FunctionDeclaration(f) => {
                if f.declare || f.body.is_none() {
                    return;
                }
                if let Some(id) = &f.id
                    && let Some(sym) = id.symbol_id.get()
                {
                    let fid = self.queue_function(FnAst::Func(f));
                    self.m.funcs[fid.index()].name = id.name.to_string();
                    self.bindings.insert(sym, Binding::Func(fid));
                }
            }
            Declaration::TSEnumDeclaration(e) if !e.declare => self.declare_enum(e),
            Declaration::ClassDeclaration(c) if !c.declare => self.unsupported("classes", c.span),
            Declaration::TSNamespaceDeclaration(n) if !n.declare => {
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
                    self.declare_binding(fx, sym, mode, id.span);
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
                    Expression::FunctionExpression(f) => Some(FnAst::Func(f)),
                    _ => None,
                };
                if let Some(ast) = ast {
                    let fid = self.queue_function(ast);
                    self.set_known_fn(sym, fid);
                }
            }
        }
    }

    fn set_known_fn(&mut self, sym: SymbolId, fid: FuncId) {
        if self.is_mutated(sym) {
            return;
        }
        match self.bindings.get_mut(&sym) {
            Some(Binding::Local { known_fn, .. }) | Some(Binding::Global { known_fn, .. }) => {
                *known_fn = Some(fid)
            }
            _ => {}
        }
    }
}
