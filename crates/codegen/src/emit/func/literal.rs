//! Literals of constants as static data (kiln.h `kl_const_lit`, which gives
//! the format): a data table in the source becomes bytes in the executable
//! and one call that copies them, not one store per element in the
//! function's C.

use super::FnEmitter;
use crate::ir::*;
use std::collections::HashMap;
use std::fmt::Write;

impl FnEmitter<'_> {
    /// The call that makes literal `l`; its data is emitted with the
    /// helpers before the function bodies on first use.
    pub(super) fn const_lit_call(&mut self, l: LitId) -> String {
        let (code, refs) = (format!("kl_lit{}", l.0), format!("kl_litr{}", l.0));
        let nodes = &self.m.lits[l.index()];
        let bytes = encode(nodes, &mut |r| match r {
            Ref::Str(s) => {
                let units = self.m.strings.get(s).to_vec();
                format!("&{}", self.strs.name(&units))
            }
            Ref::Template(t) => format!("&kl_tpl{}", t.0),
        });
        let call = format!("kl_const_lit(th, {code}, {}, {refs})", bytes.code.len());
        if self.strs.lits.insert(l) {
            let mut out = String::new();
            let list = if bytes.refs.is_empty() {
                "NULL".to_string()
            } else {
                bytes.refs.join(", ")
            };
            writeln!(out, "static const void *const {refs}[] = {{{list}}};").unwrap();
            out.push_str(&self.strs.byte_string(&code, &bytes.code, true));
            self.strs.helpers.push_str(&out);
        }
        call
    }
}

/// What a literal's code refers to by index.
enum Ref {
    Str(StrId),
    Template(TemplateId),
}

struct Encoded {
    code: Vec<u8>,
    /// The C expressions of the references, by index.
    refs: Vec<String>,
}

/// The code of a literal's nodes (post-order), with `name` giving the C
/// expression of each distinct reference.
fn encode(nodes: &[LitNode], name: &mut dyn FnMut(Ref) -> String) -> Encoded {
    let mut code = Vec::with_capacity(nodes.len() * 3);
    let mut refs = Vec::new();
    let mut index: HashMap<(bool, u32), u64> = HashMap::new();
    let mut reference = |r: Ref, refs: &mut Vec<String>| {
        let key = match r {
            Ref::Str(s) => (false, s.0),
            Ref::Template(t) => (true, t.0),
        };
        *index.entry(key).or_insert_with(|| {
            refs.push(name(r));
            refs.len() as u64 - 1
        })
    };
    for node in nodes {
        match *node {
            LitNode::Value(Const::Num(d)) => {
                if d.fract() == 0.0
                    && d.abs() < 9_007_199_254_740_992.0
                    && !(d == 0.0 && d.is_sign_negative())
                {
                    code.push(b'i');
                    let i = d as i64;
                    leb128(&mut code, ((i << 1) ^ (i >> 63)) as u64);
                } else {
                    code.push(b'n');
                    // Every NaN is the one NaN kiln makes.
                    let d = if d.is_nan() { f64::NAN } else { d };
                    code.extend_from_slice(&d.to_le_bytes());
                }
            }
            LitNode::Value(Const::Str(s)) => {
                code.push(b's');
                let i = reference(Ref::Str(s), &mut refs);
                leb128(&mut code, i);
            }
            LitNode::Value(c) => {
                let k = match c {
                    Const::Undef => 0,
                    Const::Null => 1,
                    Const::Bool(false) => 2,
                    Const::Bool(true) => 3,
                    Const::Hole => 4,
                    Const::Num(_) | Const::Str(_) | Const::Uninit => {
                        unreachable!("not a literal's constant: {c:?}")
                    }
                };
                code.extend_from_slice(&[b'v', k]);
            }
            LitNode::Array(n) => {
                code.push(b'a');
                leb128(&mut code, u64::from(n));
            }
            LitNode::Object(t, _) => {
                code.push(b'o');
                let i = reference(Ref::Template(t), &mut refs);
                leb128(&mut code, i);
            }
        }
    }
    Encoded { code, refs }
}

fn leb128(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_strings_and_containers_encode_as_kiln_h_says() {
        let nodes = [
            LitNode::Value(Const::Num(-3.0)),
            LitNode::Value(Const::Num(0.5)),
            LitNode::Value(Const::Num(-0.0)),
            LitNode::Value(Const::Num(300.0)),
            LitNode::Value(Const::Str(StrId(7))),
            LitNode::Value(Const::Str(StrId(7))),
            LitNode::Value(Const::Hole),
            LitNode::Array(7),
            LitNode::Object(TemplateId(2), 1),
        ];
        let e = encode(&nodes, &mut |r| match r {
            Ref::Str(s) => format!("s{}", s.0),
            Ref::Template(t) => format!("t{}", t.0),
        });
        let mut want = vec![b'i', 5, b'n'];
        want.extend_from_slice(&0.5f64.to_le_bytes());
        want.push(b'n');
        want.extend_from_slice(&(-0.0f64).to_le_bytes());
        want.extend_from_slice(&[
            b'i', 0xd8, 0x04, b's', 0, b's', 0, b'v', 4, b'a', 7, b'o', 1,
        ]);
        assert_eq!(e.code, want);
        assert_eq!(e.refs, ["s7", "t2"]);
    }
}
