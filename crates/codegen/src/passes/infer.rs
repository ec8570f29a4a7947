//! Type inference: the least fixpoint of "a variable's type is the join of
//! every value assigned to it", across the whole program. A parameter's type
//! joins the arguments of every direct call; a call's type is the callee's
//! return type. Types start empty and only grow, so the iteration ends.

use crate::ir::*;

/// The type an operand has where it is read. A binding's TDZ marker never
/// reaches a read (a check comes first), so it is not part of the value.
pub fn operand_ty(f: &Func, o: Operand) -> Ty {
    match o {
        Operand::Var(v) => f.var(v).ty.minus(Ty::UNINIT),
        Operand::Const(c) => c.ty(),
    }
}

/// The kinds `+` can produce from operands of these kinds.
pub fn add_ty(m: &Module, a: Ty, b: Ty) -> Ty {
    if a.is_none() || b.is_none() {
        return Ty::NONE;
    }
    let numeric = Ty::NUMBER | Ty::BOOL | Ty::NULL | Ty::UNDEF;
    if a.within(numeric) && b.within(numeric) {
        Ty::NUMBER
    } else if a.within(Ty::STRING) || b.within(Ty::STRING) {
        Ty::STRING
    } else if bigint_operands(m, a, b) {
        if a.within(Ty::BIGINT) && b.within(Ty::BIGINT) {
            Ty::BIGINT
        } else {
            Ty::NUMBER | Ty::STRING | Ty::BIGINT
        }
    } else {
        Ty::NUMBER | Ty::STRING
    }
}

/// Whether a numeric binary operator on operands of these kinds may see
/// two BigInts. Only a program with BigInts (one that links the BigInt
/// group: a literal or the name `BigInt`) has any; in every other program
/// the operators convert with ToNumber, as they always did, and nothing
/// about their code or types changes.
pub fn bigint_operands(m: &Module, a: Ty, b: Ty) -> bool {
    m.groups.bigint && a.may(Ty::MAY_BIGINT) && b.may(Ty::MAY_BIGINT)
}

/// The kinds a numeric unary operator (or ToNumeric) gives on one operand.
pub fn numeric_ty(m: &Module, a: Ty) -> Ty {
    if a.is_none() {
        Ty::NONE
    } else if !m.groups.bigint || !a.may(Ty::MAY_BIGINT) {
        Ty::NUMBER
    } else if a.within(Ty::BIGINT) {
        Ty::BIGINT
    } else {
        Ty::NUMBER | Ty::BIGINT
    }
}

/// The kinds a numeric binary operator other than `+` and `>>>` gives.
fn arith_ty(m: &Module, a: Ty, b: Ty) -> Ty {
    if a.is_none() || b.is_none() {
        Ty::NONE
    } else if !bigint_operands(m, a, b) {
        Ty::NUMBER
    } else if a.within(Ty::BIGINT) && b.within(Ty::BIGINT) {
        Ty::BIGINT
    } else {
        Ty::NUMBER | Ty::BIGINT
    }
}

pub fn rv_ty(m: &Module, f: &Func, rv: &Rv) -> Ty {
    let t = |o: &Operand| operand_ty(f, *o);
    match rv {
        Rv::Use(a) => t(a),
        Rv::Narrow(a, ty) => t(a).meet(*ty),
        Rv::Unary(op, a) => match op {
            UnOp::Plus => Ty::NUMBER,
            UnOp::Neg | UnOp::BitNot | UnOp::ToNumeric | UnOp::Inc | UnOp::Dec => {
                numeric_ty(m, t(a))
            }
            UnOp::Not | UnOp::ToBool => Ty::BOOL,
            UnOp::Typeof => Ty::STRING,
        },
        Rv::Binary(op, a, b) => match op {
            BinOp::Add => add_ty(m, t(a), t(b)),
            BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::Mod
            | BinOp::Exp
            | BinOp::BitAnd
            | BinOp::BitOr
            | BinOp::BitXor
            | BinOp::Shl
            | BinOp::Sar => arith_ty(m, t(a), t(b)),
            BinOp::Shr => Ty::NUMBER,
            // The rest compare.
            _ => {
                debug_assert!(op.is_comparison());
                Ty::BOOL
            }
        },
        Rv::ToStr(_) | Rv::Concat(_) => Ty::STRING,
        Rv::Global(g) => m.globals[g.index()].ty.minus(Ty::UNINIT),
        Rv::Call(callee, _, _) => m.func(*callee).ret_ty,
        Rv::Intrinsic(i, _) => match i {
            Intrinsic::ConsoleLog | Intrinsic::ConsoleError => Ty::UNDEF,
            Intrinsic::Number => Ty::NUMBER,
            Intrinsic::BigIntLiteral => Ty::BIGINT,
            Intrinsic::String => Ty::STRING,
            Intrinsic::ArgAt(_)
            | Intrinsic::Catch
            | Intrinsic::ForOfStart(_)
            | Intrinsic::ForOfNextMethod
            | Intrinsic::IterStep => Ty::ANY,
            Intrinsic::ForOfClose | Intrinsic::ForOfCloseThrow | Intrinsic::PrivateBrand => {
                Ty::UNDEF
            }
            Intrinsic::IsHole | Intrinsic::ForInHas => Ty::BOOL,
            Intrinsic::IterTake(..) => Ty::OBJECT,
            Intrinsic::SliceFrom | Intrinsic::OrdinaryCreate | Intrinsic::ForInKeys => Ty::OBJECT,
            Intrinsic::CtorResult(..) => Ty::OBJECT,
            Intrinsic::NewRegExp | Intrinsic::TemplateObject(_) => Ty::OBJECT,
            Intrinsic::GlobalRef(..) | Intrinsic::GlobalSet(_) | Intrinsic::ToPropertyKey => {
                Ty::ANY
            }
            Intrinsic::IterSnapshot(_)
            | Intrinsic::SpreadMiddle
            | Intrinsic::NodeModule(..)
            | Intrinsic::NamespaceNew(_) => Ty::OBJECT,
            Intrinsic::NamespaceSync => Ty::UNDEF,
            Intrinsic::ModuleRecord | Intrinsic::DynamicImport | Intrinsic::DynamicImportFail => {
                Ty::OBJECT
            }
            Intrinsic::ModuleEvaluate
            | Intrinsic::CjsRequire
            | Intrinsic::CjsModule
            | Intrinsic::CjsExport => Ty::ANY,
            Intrinsic::CjsRecord | Intrinsic::CjsImportRecord(_) => Ty::OBJECT,
            Intrinsic::AsyncModule { .. } | Intrinsic::AsyncModuleTop | Intrinsic::ImportMeta => {
                Ty::OBJECT
            }
            Intrinsic::AsyncModuleParent
            | Intrinsic::AsyncModuleStart
            | Intrinsic::ModuleRegister => Ty::UNDEF,
            Intrinsic::DynamicImportComputed(_) => Ty::OBJECT,
            Intrinsic::SpreadLast(_) => Ty::ANY,
            Intrinsic::CoroutineCreate | Intrinsic::GetIterator(_) => Ty::OBJECT,
            Intrinsic::ResumeMode => Ty::NUMBER,
            Intrinsic::ResumeValue | Intrinsic::DelegateStep => Ty::ANY,
            Intrinsic::IterDone => Ty::BOOL,
            Intrinsic::Await | Intrinsic::MarkDelegated => Ty::UNDEF,
            Intrinsic::AsyncRejected
            | Intrinsic::GetAsyncIterator(_)
            | Intrinsic::CheckIterResult => Ty::OBJECT,
            Intrinsic::AsyncCloseStart(_) | Intrinsic::PatternStep => Ty::ANY,
            Intrinsic::PatternRest => Ty::OBJECT,
        },
        Rv::GetProp(o, k, _) => {
            if t(o).within(Ty::STRING) {
                match k {
                    PropKey::Named(s, _)
                        if m.strings.get(*s) == "length".encode_utf16().collect::<Vec<_>>() =>
                    {
                        Ty::NUMBER
                    }
                    PropKey::Computed(k) if t(k).within(Ty::NUMBER) => Ty::STRING | Ty::UNDEF,
                    _ => Ty::ANY,
                }
            } else {
                Ty::ANY
            }
        }
        Rv::OuterEnv => Ty::OBJECT | Ty::UNDEF,
        Rv::NewEnv(..)
        | Rv::EnvAncestor(..)
        | Rv::MakeClosure(..)
        | Rv::ObjectLit(..)
        | Rv::ConstLit(_)
        | Rv::NewObject(..)
        | Rv::NewArray(_)
        | Rv::Construct(..)
        | Rv::SuperConstruct(..)
        | Rv::GlobalObject
        | Rv::Arguments
        | Rv::Rest(_)
        | Rv::IterToArray(..)
        | Rv::ObjectRest(..) => Ty::OBJECT,
        Rv::EnvLoad(..) | Rv::CallValue(..) | Rv::GetSuper(..) => Ty::ANY,
        Rv::HasProp(..) | Rv::DeleteProp(..) | Rv::InstanceOf(..) => Ty::BOOL,
        Rv::PrivateName(..) => Ty::SYMBOL,
        Rv::CaseIndex(..) => Ty::NUMBER,
    }
}

pub fn infer(m: &mut Module) {
    for f in &mut m.funcs {
        f.ret_ty = Ty::NONE;
        for v in &mut f.vars {
            v.ty = Ty::NONE;
        }
    }
    for g in &mut m.globals {
        g.ty = Ty::NONE;
    }
    // What no call site shows: a function called through a function object
    // can receive anything; `this` of a direct call is undefined.
    for f in &mut m.funcs {
        let escapes = f.escapes;
        if escapes || f.varargs {
            for &p in &f.params {
                f.vars[p.index()].ty = Ty::ANY;
            }
        }
        if let Some(t) = f.this_var {
            f.vars[t.index()].ty =
                if escapes || !matches!(f.kind, FuncKind::Normal | FuncKind::Arrow) {
                    Ty::ANY
                } else {
                    Ty::UNDEF
                };
        }
        if let Some(t) = f.new_target_var {
            f.vars[t.index()].ty = Ty::OBJECT | Ty::UNDEF;
        }
        if let Some(c) = f.callee_var {
            f.vars[c.index()].ty = Ty::OBJECT;
        }
    }
    loop {
        let mut changed = false;
        for fi in 0..m.funcs.len() {
            // Collect this function's contributions, then apply them.
            let mut var_updates = Vec::new();
            let mut global_updates = Vec::new();
            let mut param_updates = Vec::new();
            let mut ret = Ty::NONE;
            {
                let f = &m.funcs[fi];
                for b in &f.blocks {
                    for inst in &b.insts {
                        match inst {
                            Inst::Assign(v, rv) => {
                                var_updates.push((*v, rv_ty(m, f, rv)));
                                if let Rv::Call(callee, _, args) = rv {
                                    param_updates.push((
                                        *callee,
                                        args.iter().map(|a| operand_ty(f, *a)).collect::<Vec<_>>(),
                                    ));
                                }
                            }
                            Inst::Eval(Rv::Call(callee, _, args)) => {
                                param_updates.push((
                                    *callee,
                                    args.iter().map(|a| operand_ty(f, *a)).collect(),
                                ));
                            }
                            Inst::SetGlobal(g, op) => {
                                let ty = match op {
                                    Operand::Const(Const::Uninit) => Ty::UNINIT,
                                    o => operand_ty(f, *o),
                                };
                                global_updates.push((*g, ty));
                            }
                            _ => {}
                        }
                    }
                    if let Term::Return(o) = &b.term {
                        ret |= operand_ty(f, *o);
                    }
                }
            }
            let f = &mut m.funcs[fi];
            for (v, ty) in var_updates {
                let var = &mut f.vars[v.index()];
                let joined = var.ty | ty;
                changed |= joined != var.ty;
                var.ty = joined;
            }
            // A coroutine's C entries return boxed values (its state
            // object, what it yields), never its body's unboxed result.
            if f.coroutine.is_some() {
                ret = Ty::ANY;
            }
            let joined = f.ret_ty | ret;
            changed |= joined != f.ret_ty;
            f.ret_ty = joined;
            for (g, ty) in global_updates {
                let global = &mut m.globals[g.index()];
                let joined = global.ty | ty;
                changed |= joined != global.ty;
                global.ty = joined;
            }
            for (callee, args) in param_updates {
                let c = &mut m.funcs[callee.index()];
                for (i, ty) in args.into_iter().enumerate() {
                    if let Some(&p) = c.params.get(i) {
                        let var = &mut c.vars[p.index()];
                        let joined = var.ty | ty;
                        changed |= joined != var.ty;
                        var.ty = joined;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
}
