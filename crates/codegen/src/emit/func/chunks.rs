//! A long module body as several C functions ("chunks").
//!
//! gcc's time on one function grows faster than the function: 20 000
//! top-level statements were one `kl_module_main` of 70 000 locals that
//! took 36 s of gcc at -O2 (its C parser 8 s, inlining heuristics 6 s, the
//! rest its per-function passes), and 100 000 did not build in 300 s. Cut
//! into functions of about [`CHUNK_INSTS`] instructions, the same program
//! is many small functions, and gcc's time is linear in their number.
//!
//! The cuts are block boundaries in emission order (a long block is cut
//! into pieces first, `passes/split.rs`) that no loop and no backward
//! jump spans: control only moves forward from chunk to chunk, so
//! each chunk runs at most once, from one of its entry blocks, and returns
//! the block to go on at (or that the body threw or returned). The module
//! body's driver calls the chunks in order; a chunk that does not hold the
//! block returns it unchanged for the next one. A variable that more than
//! one chunk uses becomes a file-scope static (the module body runs once,
//! so it is never re-entered); the shadow-stack frame is the driver's and
//! is passed to every chunk. A chunk without a loop runs once: gcc
//! compiles it at -O0 (kiln.h `KL_RUN_ONCE`) with its fast paths out of
//! line; a loop gets a chunk of its own, at -O2 with them inline.

use super::frame::{Repr, Storage};
use super::{FnEmitter, exc_return_code};
use crate::ir::*;
use crate::passes::split;
use std::fmt::Write;
use std::ops::Range;

/// A chunk's target size in IR instructions. 20 000 top-level statements
/// (70 000 instructions), gcc's seconds for the whole unit at -O2 with
/// the chunks at -O1: 4.7 with chunks of 700, 4.9 of 1 500, 4.8 of 4 000
/// (at -O2 throughout: 12.1, 12.5, 19.2; one function: 32).
const CHUNK_INSTS: usize = 1_500;

/// What a chunk returns when the body threw (its exception pending).
pub(super) const CHUNK_THREW: i32 = -1;
/// What a chunk returns when the body returned (its value in `kl_main_ret`).
pub(super) const CHUNK_RETURNED: i32 = -2;

/// The chunks of `f`'s blocks, each a range of block indices in order, or
/// None when `f` is emitted as one function.
pub(super) fn plan(f: &Func) -> Option<Vec<Range<usize>>> {
    if !f.is_main || f.coroutine.is_some() || split::size(f) <= split::CHUNKED_MIN {
        return None;
    }
    let sizes: Vec<usize> = f.blocks.iter().map(|b| b.insts.len() + 1).collect();
    // The prefix sum of `delta` up to p counts the backward edges (a loop,
    // or a jump to a handler laid out before the blocks it protects) that
    // span the boundary before block p.
    let n = f.blocks.len();
    let mut delta = vec![0i64; n + 1];
    for (u, b) in f.blocks.iter().enumerate() {
        for v in b.term.successors().into_iter().chain(b.handler) {
            let v = v.index();
            if v <= u {
                delta[v + 1] += 1;
                delta[u + 1] -= 1;
            }
        }
    }
    // Segments: runs of blocks between the boundaries no backward edge
    // spans, each a loop (it has a loop header) or code that runs once.
    // Chunks pack segments of one kind up to the target size, so that a
    // loop and the code around it land in different chunks.
    let mut chunks = Vec::new();
    let (mut start, mut size, mut looping) = (0, 0, false);
    let (mut seg_start, mut seg_size, mut seg_loop, mut backward) = (0, 0, false, 0i64);
    for p in 1..=n {
        seg_size += sizes[p - 1];
        seg_loop |= f.blocks[p - 1].loop_header;
        if p < n {
            backward += delta[p];
            if backward != 0 {
                continue;
            }
        }
        // A segment ends before block p.
        if seg_start > start && (seg_loop != looping || size + seg_size > CHUNK_INSTS) {
            chunks.push(start..seg_start);
            (start, size) = (seg_start, 0);
        }
        looping = seg_loop;
        size += seg_size;
        (seg_start, seg_size, seg_loop) = (p, 0, false);
    }
    chunks.push(start..n);
    (chunks.len() > 1).then_some(chunks)
}

/// The variables a block names, as operands or destinations.
fn block_vars(b: &Block, out: &mut Vec<VarId>) {
    for i in &b.insts {
        if let Inst::Assign(v, _) = i {
            out.push(*v);
        }
        if let Inst::CheckInit(Place::Var(v), _, _) = i {
            out.push(*v);
        }
        out.extend(i.operands().into_iter().filter_map(|o| match o {
            Operand::Var(v) => Some(v),
            Operand::Const(_) => None,
        }));
    }
    out.extend(b.term.operands().into_iter().filter_map(|o| match o {
        Operand::Var(v) => Some(v),
        Operand::Const(_) => None,
    }));
}

fn chunk_name(i: usize) -> String {
    format!("kl_main_c{i}")
}

impl FnEmitter<'_> {
    /// The module body as its chunks and a driver that calls them.
    pub(super) fn emit_chunked(&mut self, chunks: &[Range<usize>]) {
        let f = self.f;
        // Which chunks name each variable kept in a C local.
        let mut owner: Vec<Option<usize>> = vec![None; f.vars.len()];
        let mut shared = vec![false; f.vars.len()];
        for (c, range) in chunks.iter().enumerate() {
            let mut vars = Vec::new();
            for b in &f.blocks[range.clone()] {
                block_vars(b, &mut vars);
            }
            for v in vars {
                match owner[v.index()] {
                    None => owner[v.index()] = Some(c),
                    Some(o) if o != c => shared[v.index()] = true,
                    Some(_) => {}
                }
            }
        }
        // Incoming values the emitter names outside any block.
        for v in [f.this_var, f.new_target_var, f.callee_var, self.env_var]
            .into_iter()
            .flatten()
        {
            shared[v.index()] = true;
        }
        self.statics = vec![false; f.vars.len()];
        for (i, v) in f.vars.iter().enumerate() {
            if shared[i] && self.frame.storage[i] == Storage::Local {
                self.statics[i] = true;
                let r = self.frame.repr[i];
                let init = r.zero();
                writeln!(
                    self.shared,
                    "KL_DATA {} kl_mv{i} = {init};{}",
                    r.c_type(),
                    var_comment(v)
                )
                .unwrap();
            }
        }
        let returns = f.blocks.iter().any(|b| matches!(b.term, Term::Return(_)));
        if returns {
            self.shared
                .push_str("KL_DATA KlValue kl_main_ret = KL_UNDEFINED;\n");
        }
        // Blocks each chunk is entered at: its first, and those that blocks
        // of earlier chunks jump to.
        let mut chunk_of = vec![0; f.blocks.len()];
        for (c, range) in chunks.iter().enumerate() {
            chunk_of[range.clone()].fill(c);
        }
        let mut entries: Vec<Vec<u32>> = chunks.iter().map(|r| vec![r.start as u32]).collect();
        for (u, b) in f.blocks.iter().enumerate() {
            for v in b.term.successors().into_iter().chain(b.handler) {
                let (cu, cv) = (chunk_of[u], chunk_of[v.index()]);
                if cv != cu && !entries[cv].contains(&v.0) {
                    entries[cv].push(v.0);
                }
            }
        }
        for (c, range) in chunks.iter().enumerate() {
            let once = self.emit_chunk(c, range.clone(), &owner, &entries[c]);
            let text = std::mem::take(&mut self.out);
            // Code that runs once gains nothing from the inline fast paths:
            // inlined, they made a chunk of 1 500 instructions 24 000 lines
            // of gcc's IR (5 000 statements of a mixed script: 60 s of gcc).
            self.items.push(if once {
                super::super::outline_once(text)
            } else {
                super::super::outline_if_huge(text)
            });
        }
        self.emit_driver(chunks.len(), returns);
        self.items.push(std::mem::take(&mut self.out));
    }

    /// One chunk; whether it runs at most once (it has no loop).
    fn emit_chunk(
        &mut self,
        c: usize,
        range: Range<usize>,
        owner: &[Option<usize>],
        entries: &[u32],
    ) -> bool {
        let f = self.f;
        // A chunk without a loop runs at most once.
        let once = !f.blocks[range.clone()].iter().any(|b| b.loop_header);
        let header = format!(
            "KL_FN {}int {}(KlThread *th, KlValue *fr, int to)",
            // Each called once: gcc would inline them all back into the
            // driver, one huge function again.
            if once {
                "KL_RUN_ONCE "
            } else {
                "__attribute__((noinline)) "
            },
            chunk_name(c)
        );
        // The driver may be in another translation unit.
        writeln!(self.shared, "{header};").unwrap();
        writeln!(self.out, "{header} {{").unwrap();
        self.out.push_str("  (void)fr;\n");
        for (i, v) in f.vars.iter().enumerate() {
            if self.frame.storage[i] == Storage::Local && !self.statics[i] && owner[i] == Some(c) {
                let r = self.frame.repr[i];
                // In code that runs once (at -O0), a number's or a
                // boolean's initialisation is a store gcc compiles for
                // every local: 20 000 top-level statements 3.7 s of gcc
                // with them, 2.7 s without. Every path to a use assigns a
                // local the chunk owns (the fixture suite, every body
                // chunked and these locals starting as NaN and true,
                // printed what node prints).
                if once && r != Repr::Val {
                    self.line(&format!("{} v{i};{}", r.c_type(), var_comment(v)));
                } else {
                    let init = r.zero();
                    self.line(&format!("{} v{i} = {init};{}", r.c_type(), var_comment(v)));
                }
            }
        }
        let mut dispatch = String::from("switch (to) {");
        for b in entries {
            write!(dispatch, " case {b}: goto b{b};").unwrap();
        }
        dispatch.push_str(" default: return to; }");
        self.line(&dispatch);
        self.chunk = Some(range.start as u32..range.end as u32);
        self.far.clear();
        // Every entry needs its label, whether or not a block of this
        // chunk jumps to it.
        self.targets.extend(entries.iter().map(|&b| BlockId(b)));
        for b in range.clone() {
            self.block(BlockId(b as u32));
        }
        let mut far: Vec<u32> = self.far.iter().copied().collect();
        far.sort();
        for b in far {
            writeln!(self.out, "kl_to{b}: return {b};").unwrap();
        }
        self.chunk = None;
        writeln!(self.out, "kl_exc: return {CHUNK_THREW};\n}}").unwrap();
        once
    }

    fn emit_driver(&mut self, n: usize, returns: bool) {
        let header = super::prototype(self.m, self.fid);
        writeln!(self.out, "{header} {{").unwrap();
        let nslots = self.frame.nslots;
        if nslots > 0 {
            self.line(&format!("KlValue *fr = kl_push_frame(th, {nslots});"));
            self.line(&format!(
                "if (KL_UNLIKELY(!fr)) return {};",
                exc_return_code(Repr::Val)
            ));
        } else {
            self.line("KlValue *fr = NULL;");
        }
        // The body's first safepoint, as in an unchunked body.
        self.line("if (KL_UNLIKELY(kl_enter(th))) goto kl_exc;");
        self.line("int to = 0;");
        for c in 0..n {
            self.line(&format!(
                "if ((to = {}(th, fr, to)) < 0) goto out;",
                chunk_name(c)
            ));
        }
        self.line("__builtin_unreachable();");
        self.out.push_str("out:\n");
        self.line(&format!("if (to == {CHUNK_THREW}) goto kl_exc;"));
        if nslots > 0 {
            self.line("kl_pop_frame(th, fr);");
        }
        self.line(if returns {
            "return kl_main_ret;"
        } else {
            "return KL_UNDEFINED;"
        });
        self.out.push_str("kl_exc:\n");
        if nslots > 0 {
            self.line("kl_pop_frame(th, fr);");
        }
        self.line("return KL_EXCEPTION;");
        self.out.push_str("}\n");
    }

    /// Whether a jump from `b` to `to` can fall through (`to` comes next in
    /// the same C function).
    pub(super) fn falls_to(&self, b: BlockId, to: BlockId) -> bool {
        to.0 == b.0 + 1 && self.chunk.as_ref().is_none_or(|r| r.contains(&to.0))
    }

    /// The C label that reaches block `to` from the current C function.
    pub(super) fn label(&mut self, to: BlockId) -> String {
        match &self.chunk {
            Some(r) if !r.contains(&to.0) => {
                self.far.insert(to.0);
                format!("kl_to{}", to.0)
            }
            _ => format!("b{}", to.0),
        }
    }

    /// A return from the module body inside a chunk.
    pub(super) fn chunk_return(&mut self, v: &str) -> bool {
        if self.chunk.is_none() {
            return false;
        }
        self.line(&format!("kl_main_ret = {v}; return {CHUNK_RETURNED};"));
        true
    }
}

fn var_comment(v: &Var) -> String {
    v.name
        .as_deref()
        .map(|n| format!(" /* {} */", n.replace("*/", "* /")))
        .unwrap_or_default()
}
