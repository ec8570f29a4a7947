//! Lowering of statements: declarations, control flow, jumps.

use super::{Exit, Fx, Lowerer, Target};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::GetSpan;

/// Switches with at least this many constant tests jump through a C
/// `switch` (`Rv::CaseIndex`, `Term::Switch`): fewer stay a chain of
/// tests, which gcc turns into the same for numbers and which costs no
/// call for strings.
const SWITCH_TABLE_MIN: usize = 16;

impl<'a> Lowerer<'a, '_> {
    pub(crate) fn lower_stmts(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        for s in stmts {
            self.stmt(fx, s, Vec::new());
        }
    }

    pub(crate) fn stmt(&mut self, fx: &mut Fx, s: &'a Statement<'a>, labels: Vec<String>) {
        let is_loop = matches!(
            s,
            Statement::WhileStatement(_)
                | Statement::DoWhileStatement(_)
                | Statement::ForStatement(_)
                | Statement::ForInStatement(_)
                | Statement::ForOfStatement(_)
        );
        fx.loop_depth += u32::from(is_loop);
        self.stmt_inner(fx, s, labels);
        fx.loop_depth -= u32::from(is_loop);
    }

    fn stmt_inner(&mut self, fx: &mut Fx, s: &'a Statement<'a>, labels: Vec<String>) {
        match s {
            Statement::BlockStatement(b) => {
                if let Some(scope) = b.scope_id.get() {
                    self.enter_scope(fx, scope, false);
                }
                self.declare_lexical(fx, &b.body);
                self.lower_stmts(fx, &b.body);
                if let Some(scope) = b.scope_id.get() {
                    self.leave_scope(fx, scope);
                }
            }
            Statement::ExpressionStatement(e) => {
                self.expr(fx, &e.expression);
            }
            Statement::VariableDeclaration(d) => self.var_decl(fx, d),
            Statement::EmptyStatement(_) | Statement::DebuggerStatement(_) => {}
            Statement::IfStatement(i) => self.if_stmt(fx, i),
            Statement::WhileStatement(w) => self.while_stmt(fx, w, labels),
            Statement::DoWhileStatement(w) => self.do_while_stmt(fx, w, labels),
            Statement::ForStatement(f) => self.for_stmt(fx, f, labels),
            Statement::LabeledStatement(l) => self.labeled_stmt(fx, l, labels),
            Statement::BreakStatement(b) => self.break_stmt(fx, b),
            Statement::ContinueStatement(c) => self.continue_stmt(fx, c),
            Statement::ReturnStatement(r) => {
                let v = match &r.argument {
                    Some(e) => self.expr(fx, e),
                    None => Operand::UNDEF,
                };
                let v = if matches!(fx.func.kind, FuncKind::ClassConstructor { .. }) {
                    self.ctor_result(fx, v, r.span)
                } else {
                    self.return_value(fx, v)
                };
                fx.jump_out(Exit::Return(v), 0);
            }
            Statement::ThrowStatement(t) => {
                let v = self.expr(fx, &t.argument);
                fx.terminate(Term::Throw(v));
            }
            Statement::SwitchStatement(sw) => self.switch_stmt(fx, sw, labels),
            Statement::TryStatement(t) => self.try_stmt(fx, t),
            Statement::ForInStatement(f) => {
                let obj = self.expr(fx, &f.right);
                let keys = fx.assign_temp(Rv::Intrinsic(Intrinsic::ForInKeys, vec![obj]));
                self.for_in(fx, obj, keys, &f.left, &f.body, f.scope_id.get(), labels);
            }
            Statement::ForOfStatement(f) if f.r#await => self.for_await_of(fx, f, labels),
            Statement::ForOfStatement(f) => self.for_of(fx, f, labels),
            Statement::WithStatement(w) => self.unsupported("with statements", w.span),
            Statement::ClassDeclaration(c) if !c.declare => self.class_declaration(fx, c),
            Statement::TSEnumDeclaration(e) if !e.declare => self.enum_statement(fx, e),
            // Hoisted or type-only: nothing happens where they stand.
            Statement::FunctionDeclaration(_)
            | Statement::TSTypeAliasDeclaration(_)
            | Statement::TSInterfaceDeclaration(_)
            | Statement::TSEnumDeclaration(_)
            | Statement::ClassDeclaration(_)
            | Statement::TSNamespaceDeclaration(_)
            | Statement::TSImportEqualsDeclaration(_)
            | Statement::TSGlobalDeclaration(_) => {}
            Statement::TSExternalModuleDeclaration(m) => {
                if !m.declare {
                    self.unsupported("modules declared with `module`", m.span);
                }
            }
            Statement::ExportDeclaration(e) => match &e.declaration {
                Declaration::VariableDeclaration(d) => self.var_decl(fx, d),
                Declaration::ClassDeclaration(c) if !c.declare => self.class_declaration(fx, c),
                Declaration::TSEnumDeclaration(e) if !e.declare => self.enum_statement(fx, e),
                _ => {}
            },
            // `export { a, b }` of local bindings: linking made them globals.
            Statement::ExportNamedDeclaration(_) => {}
            // `export type { T } from "…"` is erased.
            // Re-exports are links between files (`modules.rs`): nothing runs.
            Statement::ExportFromDeclaration(_) | Statement::ExportAllDeclaration(_) => {}
            // Bound before the module's code runs (`imports.rs`).
            Statement::ImportDeclaration(_) => {}
            Statement::ExportDefaultDeclaration(e) => self.export_default(fx, e),
            Statement::TSExportAssignment(e) => self.unsupported("`export =`", e.span),
            Statement::TSNamespaceExportDeclaration(_) => {}
        }
    }

    fn var_decl(&mut self, fx: &mut Fx, d: &'a VariableDeclaration<'a>) {
        if d.declare {
            return;
        }
        for declarator in &d.declarations {
            let BindingPattern::BindingIdentifier(id) = &declarator.id else {
                // Destructuring always has an initialiser (else a syntax error).
                let v = match &declarator.init {
                    Some(init) => self.expr(fx, init),
                    None => Operand::UNDEF,
                };
                self.destructure_text = declarator.init.as_ref().map(|init| {
                    let text = super::callsite::call_text(init);
                    (text, super::pattern::v8_names_array_source(init))
                });
                self.bind_pattern(fx, &declarator.id, v, super::pattern::BindKind::Init);
                continue;
            };
            let Some(sym) = id.symbol_id.get() else {
                continue;
            };
            let value = match &declarator.init {
                Some(init) => {
                    let known = self.bindings.get(&sym).and_then(|b| b.known_fn);
                    match known {
                        Some(fid) => {
                            if self.m.funcs[fid.index()].name.is_empty() {
                                self.m.funcs[fid.index()].name = id.name.to_string();
                            }
                            // Calls are direct; a function object exists only
                            // when the binding is used as a value.
                            if self.facts.value_used.contains(&sym) {
                                self.make_closure(fx, fid)
                            } else {
                                Operand::UNDEF
                            }
                        }
                        None => self.expr_named(fx, init, Some(id.name.to_string())),
                    }
                }
                None if d.kind == VariableDeclarationKind::Var => continue,
                None => Operand::UNDEF,
            };
            self.init_binding(fx, sym, value);
        }
    }

    pub(crate) fn class_declaration(&mut self, fx: &mut Fx, c: &'a Class<'a>) {
        let f = self.class(fx, c, None);
        if let Some(sym) = c.id.as_ref().and_then(|id| id.symbol_id.get()) {
            self.init_binding(fx, sym, f);
        }
    }

    /// `for (left of/in …)` over the values of an array: a fresh binding
    /// (and environment, if captured) per iteration.
    /// `for (left in obj)` over `keys`, the enumerable keys listed at the
    /// start: a key deleted before its turn is skipped, as V8 does.
    #[allow(clippy::too_many_arguments, reason = "the parts of one statement")]
    fn for_in(
        &mut self,
        fx: &mut Fx,
        obj: Operand,
        arr: Operand,
        left: &'a ForStatementLeft<'a>,
        body: &'a Statement<'a>,
        scope: Option<oxc_syntax::scope::ScopeId>,
        labels: Vec<String>,
    ) {
        let i = fx.temp();
        fx.emit(Inst::Assign(i, Rv::Use(Operand::num(0.0))));
        let header = fx.new_block();
        fx.func.blocks[header.index()].loop_header = true;
        let (body_b, update, exit) = (fx.new_block(), fx.new_block(), fx.new_block());
        fx.jump_to(header);
        let len_key = self.named_key("length");
        let site = self.site(body.span());
        let len = fx.assign_temp(Rv::GetProp(arr, len_key, site));
        let more = fx.assign_temp(Rv::Binary(BinOp::Lt, Operand::Var(i), len));
        let take = fx.new_block();
        fx.terminate(Term::Branch(more, take, exit));
        fx.cur = take;
        let item = fx.assign_temp(Rv::GetProp(arr, PropKey::Computed(Operand::Var(i)), site));
        let still = fx.assign_temp(Rv::Intrinsic(Intrinsic::ForInHas, vec![obj, item]));
        fx.terminate(Term::Branch(still, body_b, update));
        fx.cur = body_b;
        if let Some(s) = scope {
            self.enter_scope(fx, s, false);
        }
        match left {
            ForStatementLeft::VariableDeclaration(d) => {
                self.declare_lexical_vars(fx, d);
                if let Some(decl) = d.declarations.first() {
                    self.bind_pattern(fx, &decl.id, item, super::pattern::BindKind::Init);
                }
            }
            target => match target.as_assignment_target() {
                Some(t) => self.assign_target(fx, t, item),
                None => self.unsupported("this loop head", target.span()),
            },
        }
        self.loop_body(fx, body, labels, exit, update);
        if let Some(s) = scope {
            self.leave_scope(fx, s);
        }
        fx.jump_to(update);
        let next = fx.assign_temp(Rv::Binary(BinOp::Add, Operand::Var(i), Operand::num(1.0)));
        fx.emit(Inst::Assign(i, Rv::Use(next)));
        fx.terminate(Term::Jump(header));
        fx.cur = exit;
    }

    fn if_stmt(&mut self, fx: &mut Fx, i: &'a IfStatement<'a>) {
        let c = self.expr(fx, &i.test);
        let then_b = fx.new_block();
        let join = fx.new_block();
        let else_b = if i.alternate.is_some() {
            fx.new_block()
        } else {
            join
        };
        fx.terminate(Term::Branch(c, then_b, else_b));
        fx.cur = then_b;
        self.stmt(fx, &i.consequent, Vec::new());
        fx.terminate(Term::Jump(join));
        if let Some(alt) = &i.alternate {
            fx.cur = else_b;
            self.stmt(fx, alt, Vec::new());
            fx.terminate(Term::Jump(join));
        }
        fx.cur = join;
    }

    fn loop_body(
        &mut self,
        fx: &mut Fx,
        body: &'a Statement<'a>,
        labels: Vec<String>,
        brk: BlockId,
        cont: BlockId,
    ) {
        fx.targets.push(Target {
            labels,
            break_to: brk,
            continue_to: Some(cont),
            breakable: true,
            finally_depth: fx.finally_stack.len(),
        });
        self.stmt(fx, body, Vec::new());
        fx.targets.pop();
    }

    fn while_stmt(&mut self, fx: &mut Fx, w: &'a WhileStatement<'a>, labels: Vec<String>) {
        let header = fx.new_block();
        fx.func.blocks[header.index()].loop_header = true;
        let body = fx.new_block();
        let exit = fx.new_block();
        fx.jump_to(header);
        let c = self.expr(fx, &w.test);
        fx.terminate(Term::Branch(c, body, exit));
        fx.cur = body;
        self.loop_body(fx, &w.body, labels, exit, header);
        fx.terminate(Term::Jump(header));
        fx.cur = exit;
    }

    fn do_while_stmt(&mut self, fx: &mut Fx, w: &'a DoWhileStatement<'a>, labels: Vec<String>) {
        let body = fx.new_block();
        fx.func.blocks[body.index()].loop_header = true;
        let test = fx.new_block();
        let exit = fx.new_block();
        fx.jump_to(body);
        self.loop_body(fx, &w.body, labels, exit, test);
        fx.jump_to(test);
        let c = self.expr(fx, &w.test);
        fx.terminate(Term::Branch(c, body, exit));
        fx.cur = exit;
    }

    fn for_stmt(&mut self, fx: &mut Fx, f: &'a ForStatement<'a>, labels: Vec<String>) {
        // A `for (let …)` head is a scope of its own; when a closure
        // captures its bindings, each iteration gets a copy of them.
        let scope = f.scope_id.get();
        let depth = fx.env_stack.len();
        if let Some(s) = scope {
            self.enter_scope(fx, s, false);
        }
        let head_env = (fx.env_stack.len() > depth).then(|| *fx.env_stack.last().expect("pushed"));
        match &f.init {
            Some(ForStatementInit::VariableDeclaration(d)) => {
                self.declare_lexical_vars(fx, d);
                self.var_decl(fx, d);
            }
            Some(init) => {
                if let Some(e) = init.as_expression() {
                    self.expr(fx, e);
                }
            }
            None => {}
        }
        let header = fx.new_block();
        fx.func.blocks[header.index()].loop_header = true;
        let body = fx.new_block();
        let update = fx.new_block();
        let exit = fx.new_block();
        fx.jump_to(header);
        match &f.test {
            Some(t) => {
                let c = self.expr(fx, t);
                fx.terminate(Term::Branch(c, body, exit));
            }
            None => fx.terminate(Term::Jump(body)),
        }
        fx.cur = body;
        self.loop_body(fx, &f.body, labels, exit, update);
        fx.jump_to(update);
        if let Some((id, var)) = head_env {
            let size = self.envs[id.0 as usize].size;
            let parent = match fx.env_stack.len().checked_sub(2) {
                Some(i) => Operand::Var(fx.env_stack[i].1),
                None => fx.outer_env.map_or(Operand::UNDEF, Operand::Var),
            };
            let fresh = fx.assign_temp(Rv::NewEnv(parent, size));
            for k in 0..size {
                let v = fx.assign_temp(Rv::EnvLoad(Operand::Var(var), 0, k));
                fx.emit(Inst::EnvStore(fresh, 0, k, v));
            }
            fx.emit(Inst::Assign(var, Rv::Use(fresh)));
        }
        if let Some(u) = &f.update {
            self.expr(fx, u);
        }
        fx.terminate(Term::Jump(header));
        fx.cur = exit;
        if let Some(s) = scope {
            self.leave_scope(fx, s);
        }
    }

    fn labeled_stmt(&mut self, fx: &mut Fx, l: &'a LabeledStatement<'a>, mut labels: Vec<String>) {
        labels.push(l.label.name.to_string());
        match &l.body {
            Statement::WhileStatement(_)
            | Statement::DoWhileStatement(_)
            | Statement::ForStatement(_)
            | Statement::ForInStatement(_)
            | Statement::ForOfStatement(_)
            | Statement::LabeledStatement(_) => self.stmt(fx, &l.body, labels),
            body => {
                let exit = fx.new_block();
                fx.targets.push(Target {
                    labels,
                    break_to: exit,
                    continue_to: None,
                    breakable: false,
                    finally_depth: fx.finally_stack.len(),
                });
                self.stmt(fx, body, Vec::new());
                fx.targets.pop();
                fx.jump_to(exit);
            }
        }
    }

    fn break_stmt(&mut self, fx: &mut Fx, b: &'a BreakStatement<'a>) {
        let label = b.label.as_ref().map(|l| l.name.as_str());
        let target = fx.targets.iter().rev().find(|t| match label {
            Some(l) => t.labels.iter().any(|x| x == l),
            None => t.breakable,
        });
        match target {
            Some(t) => {
                let (to, depth) = (t.break_to, t.finally_depth);
                fx.jump_out(Exit::Jump(to), depth);
            }
            None => self.unsupported("this `break`", b.span),
        }
    }

    fn continue_stmt(&mut self, fx: &mut Fx, c: &'a ContinueStatement<'a>) {
        let label = c.label.as_ref().map(|l| l.name.as_str());
        let target = fx.targets.iter().rev().find(|t| {
            t.continue_to.is_some()
                && match label {
                    Some(l) => t.labels.iter().any(|x| x == l),
                    None => true,
                }
        });
        match target.and_then(|t| Some((t.continue_to?, t.finally_depth))) {
            Some((to, depth)) => fx.jump_out(Exit::Jump(to), depth),
            None => self.unsupported("this `continue`", c.span),
        }
    }

    /// The tests of a switch with at least [`SWITCH_TABLE_MIN`] cases whose
    /// tests are all int32-valued number literals or string literals, with
    /// their cases' positions; `None` for any other switch.
    fn case_table(&mut self, sw: &SwitchStatement<'_>) -> Option<Vec<(Const, u32)>> {
        let tests = sw.cases.iter().filter(|c| c.test.is_some()).count();
        if tests < SWITCH_TABLE_MIN {
            return None;
        }
        let mut table = Vec::with_capacity(tests);
        for (i, c) in sw.cases.iter().enumerate() {
            let Some(test) = &c.test else { continue };
            let k = match super::literal::leaf_constant(test)? {
                super::literal::LeafConst::Num(d)
                    if d.fract() == 0.0 && (-2_147_483_648.0..=2_147_483_647.0).contains(&d) =>
                {
                    // -0 is strictly equal to 0.
                    Const::Num(d + 0.0)
                }
                super::literal::LeafConst::Str(units) => {
                    Const::Str(self.m.strings.intern_units(units))
                }
                _ => return None,
            };
            table.push((k, i as u32));
        }
        Some(table)
    }

    fn switch_stmt(&mut self, fx: &mut Fx, sw: &'a SwitchStatement<'a>, labels: Vec<String>) {
        let d = self.expr(fx, &sw.discriminant);
        let d = fx.assign_temp(Rv::Use(d));
        if let Some(s) = sw.scope_id.get() {
            self.enter_scope(fx, s, false);
        }
        for c in &sw.cases {
            self.declare_lexical(fx, &c.consequent);
        }
        let bodies: Vec<BlockId> = sw.cases.iter().map(|_| fx.new_block()).collect();
        let exit = fx.new_block();
        let default = sw
            .cases
            .iter()
            .position(|c| c.test.is_none())
            .map_or(exit, |i| bodies[i]);
        if let Some(table) = self.case_table(sw) {
            // Constant tests have no effects: one lookup, one jump.
            let t = CaseTableId(self.m.case_tables.len() as u32);
            let cases = table
                .iter()
                .map(|&(_, i)| (i as i32, bodies[i as usize]))
                .collect();
            self.m.case_tables.push(table);
            let k = fx.assign_temp(Rv::CaseIndex(d, t));
            fx.terminate(Term::Switch(k, cases, default));
        } else {
            // Tests in source order; `default` is taken only when none
            // matches.
            for (i, c) in sw.cases.iter().enumerate() {
                if let Some(test) = &c.test {
                    let v = self.expr(fx, test);
                    let eq = fx.assign_temp(Rv::Binary(BinOp::StrictEq, d, v));
                    let next = fx.new_block();
                    fx.terminate(Term::Branch(eq, bodies[i], next));
                    fx.cur = next;
                }
            }
            fx.terminate(Term::Jump(default));
        }
        fx.targets.push(Target {
            labels,
            break_to: exit,
            continue_to: None,
            breakable: true,
            finally_depth: fx.finally_stack.len(),
        });
        for (i, c) in sw.cases.iter().enumerate() {
            fx.cur = bodies[i];
            self.lower_stmts(fx, &c.consequent);
            // Fall through into the next case.
            let next = bodies.get(i + 1).copied().unwrap_or(exit);
            fx.terminate(Term::Jump(next));
        }
        fx.targets.pop();
        fx.cur = exit;
        if let Some(s) = sw.scope_id.get() {
            self.leave_scope(fx, s);
        }
    }
}
