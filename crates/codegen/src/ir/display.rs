//! A readable text form of the IR, for `--emit ir` and snapshot tests.

use super::*;
use std::fmt::Write;

pub fn module_to_string(m: &Module) -> String {
    let mut out = String::new();
    for (i, g) in m.globals.iter().enumerate() {
        writeln!(out, "global g{i} {}: {:?}", g.name, g.ty).unwrap();
    }
    for (i, f) in m.funcs.iter().enumerate() {
        if i > 0 || !m.globals.is_empty() {
            out.push('\n');
        }
        func_to_string(m, FuncId(i as u32), f, &mut out);
    }
    out
}

fn func_to_string(m: &Module, id: FuncId, f: &Func, out: &mut String) {
    let params: Vec<String> = f.params.iter().map(|&p| var_decl(f, p)).collect();
    let name = if f.name.is_empty() {
        "<anonymous>"
    } else {
        &f.name
    };
    writeln!(
        out,
        "fn f{} {}({}) -> {:?}",
        id.0,
        name,
        params.join(", "),
        f.ret_ty
    )
    .unwrap();
    for b in f.block_ids() {
        let block = f.block(b);
        let mut notes = Vec::new();
        if block.loop_header {
            notes.push("loop".to_string());
        }
        if let Some(h) = block.handler {
            notes.push(format!("catch b{}", h.0));
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!("  ; {}", notes.join(", "))
        };
        writeln!(out, "  b{}:{notes}", b.0).unwrap();
        for inst in &block.insts {
            writeln!(out, "    {}", inst_to_string(m, f, inst)).unwrap();
        }
        writeln!(out, "    {}", term_to_string(m, &block.term)).unwrap();
    }
}

fn var_decl(f: &Func, v: VarId) -> String {
    let var = f.var(v);
    match &var.name {
        Some(n) => format!("v{} {n}: {:?}", v.0, var.ty),
        None => format!("v{}: {:?}", v.0, var.ty),
    }
}

pub fn operand(m: &Module, o: Operand) -> String {
    match o {
        Operand::Var(v) => format!("v{}", v.0),
        Operand::Const(c) => match c {
            Const::Undef => "undefined".into(),
            Const::Null => "null".into(),
            Const::Bool(b) => b.to_string(),
            Const::Num(d) => format!("{d:?}"),
            Const::Str(s) => format!("{:?}", m.strings.lossy(s)),
            Const::Uninit => "<uninit>".into(),
            Const::Hole => "<hole>".into(),
        },
    }
}

fn operands(m: &Module, ops: &[Operand]) -> String {
    ops.iter()
        .map(|&o| operand(m, o))
        .collect::<Vec<_>>()
        .join(", ")
}

fn key(m: &Module, k: &PropKey) -> String {
    match k {
        PropKey::Named(s, ic) => format!(".{} ic{}", m.strings.lossy(*s), ic.0),
        PropKey::Computed(o) => format!("[{}]", operand(m, *o)),
    }
}

fn args(m: &Module, a: &[Arg]) -> String {
    a.iter()
        .map(|a| match a {
            Arg::Value(o) => operand(m, *o),
            Arg::Spread(o) => format!("...{}", operand(m, *o)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn rv_to_string(m: &Module, rv: &Rv) -> String {
    match rv {
        Rv::Use(a) => operand(m, *a),
        Rv::Unary(op, a) => format!("{op:?} {}", operand(m, *a)),
        Rv::Binary(op, a, b) => format!("{op:?} {}, {}", operand(m, *a), operand(m, *b)),
        Rv::ToStr(a) => format!("ToString {}", operand(m, *a)),
        Rv::Concat(v) => format!("Concat {}", operands(m, v)),
        Rv::Global(g) => format!("g{}", g.0),
        Rv::Call(f, env, a) => format!(
            "call f{} env {} ({})",
            f.0,
            operand(m, *env),
            operands(m, a)
        ),
        Rv::Intrinsic(i, a) => format!("{i:?}({})", operands(m, a)),
        Rv::GetProp(o, k, _) => format!("get {}{}", operand(m, *o), key(m, k)),
        Rv::OuterEnv => "outer_env".into(),
        Rv::NewEnv(p, n) => format!("new_env({}, {n})", operand(m, *p)),
        Rv::EnvLoad(e, h, s) => format!("env_load {}^{h}[{s}]", operand(m, *e)),
        Rv::EnvAncestor(e, h) => format!("env_ancestor {}^{h}", operand(m, *e)),
        Rv::MakeClosure(f, e) => format!("closure f{} env {}", f.0, operand(m, *e)),
        Rv::ObjectLit(t, v) => format!("object_lit t{} ({})", t.0, operands(m, v)),
        Rv::NewObject(p, n) => format!(
            "new_object({}; {n})",
            p.map(|p| operand(m, p)).unwrap_or_default()
        ),
        Rv::NewArray(a) => format!("[{}]", args(m, a)),
        Rv::CaseIndex(d, t) => format!("case_index {} c{}", operand(m, *d), t.0),
        Rv::ConstLit(l) => format!("const_lit l{} ({} nodes)", l.0, m.lits[l.index()].len()),
        Rv::CallValue(f, t, a, _) => format!(
            "call_value {} this {} ({})",
            operand(m, *f),
            operand(m, *t),
            args(m, a)
        ),
        Rv::Construct(f, a, _) => format!("new {}({})", operand(m, *f), args(m, a)),
        Rv::SuperConstruct(c, nt, a, _) => {
            format!(
                "super_construct {} nt {} ({})",
                operand(m, *c),
                operand(m, *nt),
                args(m, a)
            )
        }
        Rv::GetSuper(h, k, t, _) => format!(
            "get_super {}[{}] this {}",
            operand(m, *h),
            operand(m, *k),
            operand(m, *t)
        ),
        Rv::HasProp(k, o, _) => format!("{} in {}", operand(m, *k), operand(m, *o)),
        Rv::DeleteProp(o, k, _) => format!("delete {}[{}]", operand(m, *o), operand(m, *k)),
        Rv::InstanceOf(v, t, _) => format!("{} instanceof {}", operand(m, *v), operand(m, *t)),
        Rv::GlobalObject => "global_object".into(),
        Rv::Arguments => "arguments".into(),
        Rv::Rest(i) => format!("rest({i})"),
        Rv::PrivateName(s, _) => format!("private_name #{}", m.strings.lossy(*s)),
        Rv::IterToArray(o, _) => format!("iter_to_array {}", operand(m, *o)),
        Rv::ObjectRest(o, ex, _) => format!(
            "object_rest {} except ({})",
            operand(m, *o),
            operands(m, ex)
        ),
        Rv::Narrow(a, ty) => format!("narrow {} to {ty:?}", operand(m, *a)),
    }
}

fn inst_to_string(m: &Module, f: &Func, inst: &Inst) -> String {
    match inst {
        Inst::Assign(v, rv) => format!("{} = {}", var_decl(f, *v), rv_to_string(m, rv)),
        Inst::Eval(rv) => rv_to_string(m, rv),
        Inst::SetGlobal(g, o) => format!("g{} = {}", g.0, operand(m, *o)),
        Inst::CheckInit(Place::Var(v), _, _) => format!("check_init v{}", v.0),
        Inst::CheckInit(Place::Global(g), _, _) => format!("check_init g{}", g.0),
        Inst::Fail(fail, _) => format!("fail {fail:?}"),
        Inst::SetProp(o, k, v, _) => {
            format!("set {}{} = {}", operand(m, *o), key(m, k), operand(m, *v))
        }
        Inst::EnvStore(e, h, s, v) => {
            format!("env_store {}^{h}[{s}] = {}", operand(m, *e), operand(m, *v))
        }
        Inst::EnvCheckInit(e, h, s, _, _) => format!("env_check_init {}^{h}[{s}]", operand(m, *e)),
        Inst::DefineProp(o, k, v) => format!(
            "define {}[{}] = {}",
            operand(m, *o),
            operand(m, *k),
            operand(m, *v)
        ),
        Inst::DefineField(o, k, v) => format!(
            "define_field {}[{}] = {}",
            operand(m, *o),
            operand(m, *k),
            operand(m, *v)
        ),
        Inst::DefineMethod(o, k, f, kind, en) => {
            format!(
                "define_method {}[{}] = {} kind {kind} enumerable {en}",
                operand(m, *o),
                operand(m, *k),
                operand(m, *f)
            )
        }
        Inst::CopyProps(t, s) => format!("copy_props {} <- {}", operand(m, *t), operand(m, *s)),
        Inst::SetProto(o, p) => format!("set_proto {} = {}", operand(m, *o), operand(m, *p)),
        Inst::CheckThis(o, _) => format!("check_this {}", operand(m, *o)),
        Inst::CheckHeritage(o, _, _) => format!("check_heritage {}", operand(m, *o)),
        Inst::CheckDestructure(o, _, _) => format!("check_destructure {}", operand(m, *o)),
        Inst::CheckSuperOnce(o, _) => format!("check_super_once {}", operand(m, *o)),
    }
}

fn term_to_string(m: &Module, t: &Term) -> String {
    match t {
        Term::Jump(b) => format!("jump b{}", b.0),
        Term::Branch(c, t, e) => format!("branch {} b{} b{}", operand(m, *c), t.0, e.0),
        Term::Switch(c, cases, d) => format!(
            "switch {} [{}] b{}",
            operand(m, *c),
            cases
                .iter()
                .map(|(v, b)| format!("{v}: b{}", b.0))
                .collect::<Vec<_>>()
                .join(", "),
            d.0
        ),
        Term::Return(o) => format!("return {}", operand(m, *o)),
        Term::Throw(o) => format!("throw {}", operand(m, *o)),
        Term::Suspend(o, b) => format!("suspend {} b{}", operand(m, *o), b.0),
        Term::Unreachable => "unreachable".into(),
    }
}
