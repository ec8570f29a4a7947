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
        },
    }
}

fn operands(m: &Module, ops: &[Operand]) -> String {
    ops.iter()
        .map(|&o| operand(m, o))
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
        Rv::Call(f, args) => format!("call f{}({})", f.0, operands(m, args)),
        Rv::Intrinsic(i, args) => format!("{i:?}({})", operands(m, args)),
        Rv::GetProp(o, k, _) => format!("{}[{}]", operand(m, *o), operand(m, *k)),
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
    }
}

fn term_to_string(m: &Module, t: &Term) -> String {
    match t {
        Term::Jump(b) => format!("jump b{}", b.0),
        Term::Branch(c, t, e) => format!("branch {} b{} b{}", operand(m, *c), t.0, e.0),
        Term::Return(o) => format!("return {}", operand(m, *o)),
        Term::Throw(o) => format!("throw {}", operand(m, *o)),
        Term::Unreachable => "unreachable".into(),
    }
}
